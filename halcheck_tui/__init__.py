"""halcheck: a local-first, offline hallucination checker for LLM-drafted replies."""

__version__ = "0.1.0"
