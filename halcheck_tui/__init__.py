"""halcheck: a local-first, offline hallucination checker for LLM-drafted replies.

The Python API (`check`, `CaseChecker`, `Trace`) lives in `halcheck_tui.api` and is imported on first
use, so `import halcheck_tui` stays cheap (no numpy, models or Textual) for programs that only want the
version or the CLI.
"""

__version__ = "0.1.0"

_API = ("check", "CaseChecker", "Trace")
__all__ = ["__version__", *_API]


def __getattr__(name: str):
    if name in _API:
        from . import api

        return getattr(api, name)
    raise AttributeError(f"module 'halcheck_tui' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), *_API])
