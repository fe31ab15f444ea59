# llama.cpp build flags and the wheel cache, shared by scripts/setup.sh and scripts/wheelhouse.sh (sourced).
#
# Why the flags are chosen here and never left to llama.cpp: a native build (GGML_NATIVE=ON) compiles in
# every kernel the build machine's compiler can target, the AMX tile kernels included, and those crash
# with a general protection fault (ldtilecfg) on Sapphire Rapids class Xeons: the tile permission is
# asked for on one thread only. So the build is never native: each instruction-set option is named,
# ON only when this CPU reports it, and the AMX options are always OFF (no measured run has shown them
# both safe and faster here).
#
# Why the wheel cache is ours: pip's wheel cache is keyed by the sdist's URL, not by CMAKE_ARGS, so it
# would hand back a wheel built with other flags (a crashing native one, say). Every llama-cpp-python
# build runs with --no-cache-dir and lands in a folder keyed by version, variant, flags and Python.

# The variant `cpu`: the instruction sets this machine's CPU reports, each named (x86-64 only).
llama_cpu_cmake_args() {
    local flags args="-DGGML_NATIVE=OFF -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF"
    flags=" $(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null | cut -d: -f2) "
    # ggml option : the /proc/cpuinfo flag that proves it (ggml's AVX512 needs F, CD, VL, DQ and BW).
    local pair option flag
    for pair in SSE42:sse4_2 AVX:avx AVX2:avx2 BMI2:bmi2 FMA:fma F16C:f16c AVX_VNNI:avx_vnni \
                AVX512:avx512f+avx512cd+avx512vl+avx512dq+avx512bw AVX512_VBMI:avx512vbmi \
                AVX512_VNNI:avx512_vnni AVX512_BF16:avx512_bf16; do
        option=${pair%%:*}
        local on=ON
        for flag in $(echo "${pair#*:}" | tr '+' ' '); do
            case "$flags" in *" $flag "*) ;; *) on=OFF ;; esac
        done
        args="$args -DGGML_$option=$on"
    done
    echo "$args"
}

# The portable variants: `avx2` (x86-64-v3, about every x86 CPU since 2015) and `generic` (baseline x86-64).
# GGML_NATIVE=OFF alone still turns on AVX2 and friends (ggml's INS_ENB default), so every option is named.
llama_cmake_args() {
    case "$1" in
        cpu) llama_cpu_cmake_args ;;
        avx2) echo "-DGGML_NATIVE=OFF -DGGML_SSE42=ON -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_BMI2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_AVX_VNNI=OFF -DGGML_AVX512=OFF -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF" ;;
        generic) echo "-DGGML_NATIVE=OFF -DGGML_SSE42=OFF -DGGML_AVX=OFF -DGGML_AVX2=OFF -DGGML_BMI2=OFF -DGGML_FMA=OFF -DGGML_F16C=OFF -DGGML_AVX_VNNI=OFF -DGGML_AVX512=OFF -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF" ;;
        *) echo "llama_cmake_args: unknown variant $1" >&2; return 2 ;;
    esac
}

# The portable variant to fall back on when the `cpu` build fails its self-test on this machine.
llama_fallback_variant() {
    if grep -m1 '^flags' /proc/cpuinfo 2>/dev/null | grep -qw avx2; then echo avx2; else echo generic; fi
}

# llama_wheel PYTHON VARIANT: prints the path of the cached wheel for VARIANT, building it first if needed.
llama_wheel() {
    local python=$1 variant=$2 args pytag platform key cache work
    args=$(llama_cmake_args "$variant") || return 2
    pytag=$("$python" -c 'import sys; print(f"cp{sys.version_info[0]}{sys.version_info[1]}")')
    platform=$("$python" -c 'import sysconfig; print(sysconfig.get_platform())')
    key=$(printf '%s\n' "$LLAMA_CPP_PYTHON_VERSION" "$args" "$pytag" "$platform" | sha256sum | cut -c1-12)
    cache="${HALCHECK_WHEEL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/halcheck/wheels}/llama-cpp-python-$LLAMA_CPP_PYTHON_VERSION-$variant-$key"
    if ! ls "$cache"/llama_cpp_python-*.whl >/dev/null 2>&1; then
        echo "llama.cpp: building llama-cpp-python $LLAMA_CPP_PYTHON_VERSION ($variant: $args; about 5-7 minutes on 2 cores)" >&2
        work=$(mktemp -d)
        "$python" -m pip --disable-pip-version-check download --quiet --no-deps --no-binary=:all: \
            --dest "$work/sdist" "llama-cpp-python==$LLAMA_CPP_PYTHON_VERSION" || { rm -rf "$work"; return 1; }
        CMAKE_ARGS="$args" CMAKE_BUILD_PARALLEL_LEVEL=${CMAKE_BUILD_PARALLEL_LEVEL:-$(nproc)} \
            "$python" -m pip --disable-pip-version-check wheel --quiet --no-cache-dir --no-deps \
            --wheel-dir "$work/built" "$work"/sdist/* >&2 || { rm -rf "$work"; return 1; }
        mkdir -p "$cache"
        mv "$work"/built/llama_cpp_python-*.whl "$cache"/
        echo "$args" > "$cache/cmake-args.txt"
        rm -rf "$work"
    fi
    ls "$cache"/llama_cpp_python-*.whl | head -1
}
