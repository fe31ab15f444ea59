"""The terminal UI (Textual). Nothing outside this package imports textual: the core runs without it."""
