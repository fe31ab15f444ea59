"""halcheck: a local-first, offline hallucination checker for LLM-drafted replies.

The Python API (`check`, `CaseChecker`, `Trace`) lives in `halcheck_tui.api` and the version in
`halcheck_tui.version`; both are imported on first use, so `import halcheck_tui` stays cheap (no numpy,
models or Textual) for programs that only want the version or the CLI. This facade is for users:
nothing inside the package imports a name from it (tests/test_layers.py), since reading `check` here
imports `api` and, through it, the case service.
"""

_API = ("check", "CaseChecker", "Trace")
__all__ = ["__version__", *_API]


def __getattr__(name: str):
    if name == "__version__":
        # deferred: the lazy facade; `import halcheck_tui` reads no module it is not asked for
        from . import version

        return version.__version__
    if name in _API:
        # deferred: api (and the case service under it) costs 0.15 s, measured 2026-12-02
        from . import api

        return getattr(api, name)
    raise AttributeError(f"module 'halcheck_tui' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), "__version__", *_API])
