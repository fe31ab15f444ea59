"""The GGUF file the local generator runs: which file (`find_model`), checked (`check_gguf`), and the weights
llama.cpp is given for it (`fast_weights`: an 8-bit copy of a Q4_1 file, kept in `weights_dirs`)."""
from __future__ import annotations

import ctypes
import hashlib
import importlib.util
import os
import struct
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

from ..errors import RuntimeMissing
from ..locations import cache_dir, default_model_path

LLAMA_FIX = ("run scripts/setup.sh, or: pip install 'llama-cpp-python==0.3.36' "
             "(builds llama.cpp from source, a few minutes)")


def check_gguf(path: Path) -> None:
    """RuntimeMissing unless `path` is a file that begins as a GGUF does."""
    if not path.is_file():
        raise RuntimeMissing(f"{path}: no such GGUF model file",
                             "give the path of a .gguf file (--model or generator_model in config.toml)")
    with path.open("rb") as handle:
        if handle.read(4) != b"GGUF":
            raise RuntimeMissing(f"{path}: not a GGUF file", "llama.cpp needs a .gguf model (convert or download one)")


def find_model(chosen: str | Path | None) -> Path:
    """The GGUF file to run (`chosen`, else the shipped one), checked; RuntimeMissing when llama-cpp-python
    or the file is missing."""
    if importlib.util.find_spec("llama_cpp") is None:
        raise RuntimeMissing("llama-cpp-python is not installed (needed for the local generator)", LLAMA_FIX)
    path = Path(chosen).expanduser() if chosen else default_model_path()
    check_gguf(path)
    return path


def weights_dirs() -> tuple[Path, ...]:
    """Where 8-bit copies of GGUF files are kept, in the order they are looked for and written: beside the
    installed packages (the shipped model lives there too; one copy serves every user of this environment
    and every test's scratch HALCHECK_HOME), then the user's cache folder (for an environment that cannot be written)."""
    return (Path(sys.prefix) / "share" / "halcheck" / "generator", cache_dir() / "generator")


# --- the weights llama.cpp runs -------------------------------------------------------------------
# llama.cpp's fast x86 matrix kernels (llamafile's tinyBLAS, the repacked GEMMs) cover Q8_0, Q4_0 and
# the float types, not Q4_1, the shipped SmolLM2's type: a Q4_1 prompt batch goes through one dot
# product per row and column and runs at about the speed of decoding one token at a time. The same
# weights written as Q8_0 (each 32-weight block rescaled to 8 bits; a Q4_1 block has 16 levels, so the
# rounding is a few percent of one Q4_1 step) run a scoring prompt 2-2.7x faster on this machine
# (`scripts/bench.py generator`), and `scripts/bench.py level1 --compare weights` checks that level 1's
# flags and cuts stay as they were.

GGUF_FILE_TYPE_Q4_1 = 3
"""`general.file_type` of a GGUF whose weights are mostly Q4_1 (llama.cpp's LLAMA_FTYPE_MOSTLY_Q4_1)."""
SLOW_BATCH_FILE_TYPES = frozenset({GGUF_FILE_TYPE_Q4_1})
WEIGHTS_CHOICES = ("q8_0", "as-is")

_GGUF_SCALARS = {0: "B", 1: "b", 2: "H", 3: "h", 4: "I", 5: "i", 6: "f", 7: "?", 10: "Q", 11: "q", 12: "d"}
_GGUF_STRING, _GGUF_ARRAY = 8, 9


def gguf_file_type(path: Path) -> int | None:
    """`general.file_type` from a GGUF header (None when absent); reads only the metadata before it."""
    with path.open("rb") as handle:
        def read(fmt: str):
            size = struct.calcsize("<" + fmt)
            return struct.unpack("<" + fmt, handle.read(size))[0]

        def skip(kind: int) -> None:
            if kind == _GGUF_STRING:
                handle.seek(read("Q"), os.SEEK_CUR)
            elif kind == _GGUF_ARRAY:
                inner, count = read("I"), read("Q")
                if inner in _GGUF_SCALARS:
                    handle.seek(struct.calcsize("<" + _GGUF_SCALARS[inner]) * count, os.SEEK_CUR)
                else:
                    for _ in range(count):
                        skip(inner)
            else:
                handle.seek(struct.calcsize("<" + _GGUF_SCALARS[kind]), os.SEEK_CUR)

        try:
            if handle.read(4) != b"GGUF" or read("I") < 2:
                return None
            read("Q")  # tensors
            for _ in range(read("Q")):
                key = handle.read(read("Q")).decode("utf-8", "replace")
                kind = read("I")
                if key == "general.file_type" and kind in _GGUF_SCALARS:
                    return int(read(_GGUF_SCALARS[kind]))
                skip(kind)
        except (struct.error, KeyError, OSError):
            return None
    return None


def fast_weights(path: Path, folders: Sequence[Path]) -> Path:
    """The GGUF file llama.cpp should run for `path`: `path` itself unless its weights are of a type
    without fast batch kernels (Q4_1), then an 8-bit (Q8_0) copy of it, found in one of `folders` or
    written once into the first of them that can be written.

    The copy's name carries the source's name, size and modification time, so a changed source file
    gets a new copy (a stale one is never used); it is written under a temporary name and renamed, so
    two processes converting at once, or one killed mid-way, never leave a half-written file behind.
    When no copy can be made (no space, nothing writable), the source is used as it is."""
    if gguf_file_type(path) not in SLOW_BATCH_FILE_TYPES:
        return path
    stat = path.stat()
    key = hashlib.sha256(f"{path.resolve()}|{stat.st_size}|{stat.st_mtime_ns}".encode()).hexdigest()[:12]
    name = f"{path.stem}.{key}.q8_0.gguf"
    for folder in folders:
        if (folder / name).is_file():
            return folder / name
    for folder in folders:
        if write_q8_0(path, folder / name):
            return folder / name
    return path


def write_q8_0(path: Path, target: Path) -> bool:
    """`path`'s weights written as Q8_0 to `target` (through a temporary file); False when it cannot be."""
    # deferred: llama_cpp loads its native library (~0.3 s), and only a Q4_1 file without a copy needs it
    import llama_cpp
    from llama_cpp._logger import set_verbose

    set_verbose(False)  # llama.cpp logs every tensor it converts
    temporary = target.with_name(f".{target.name}.{os.getpid()}.{threading.get_ident()}.part")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        params = llama_cpp.llama_model_quantize_default_params()
        params.ftype = llama_cpp.LLAMA_FTYPE_MOSTLY_Q8_0
        params.allow_requantize = True
        params.nthread = 1
        if llama_cpp.llama_model_quantize(str(path).encode(), str(temporary).encode(), ctypes.byref(params)) != 0:
            return False
        os.replace(temporary, target)
    except OSError:
        return False
    finally:
        try:
            temporary.unlink(missing_ok=True)
        except OSError:
            pass  # its folder could not be made: there is nothing to remove
    return True
