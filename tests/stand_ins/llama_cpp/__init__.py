"""A stand-in for llama-cpp-python whose model load crashes natively, as a llama.cpp build that faults on
the CPU it runs on does (AMX's `ldtilecfg`) or a GGUF that makes ggml abort. Tests put this folder first on
PYTHONPATH; importing it is harmless, loading a model kills the process:

    HALCHECK_STANDIN_CRASH=segv   (default) a null pointer read through ctypes: SIGSEGV
    HALCHECK_STANDIN_CRASH=abort  abort(), as ggml_abort ends: SIGABRT
"""
import ctypes
import os

__version__ = "0.0-stand-in"


def _crash() -> None:
    if os.environ.get("HALCHECK_STANDIN_CRASH", "segv") == "abort":
        os.write(1, b"GGML_ASSERT(stand-in) failed: native backtrace would follow\n")
        os.abort()
    ctypes.string_at(0)


class Llama:
    def __init__(self, *args, **kwargs) -> None:
        _crash()


def llama_model_quantize_default_params():
    _crash()


def llama_model_quantize(*args):
    _crash()
