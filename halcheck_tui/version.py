"""halcheck's version, written once: the package root's `__version__`, the event log's lines, `serve`'s
`/healthz` and `halcheck --version` all read it from here (tests/test_layers.py checks that
pyproject.toml says the same)."""

__version__ = "0.1.0"
