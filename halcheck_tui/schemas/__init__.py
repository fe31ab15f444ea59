"""JSON Schema (draft 2020-12) files for the contract's formats, shipped as package data.

`halcheck schema case|trace|batch-error` prints them; a program can validate case files, traces and a
batch's error records (what `check --batch` writes for a line it could not check) against them without
reading the prose contract. They describe the contract's fields strictly and allow additions.
"""
from __future__ import annotations

from importlib import resources

SCHEMA_FILES = {"case": "case.schema.json", "trace": "trace.schema.json", "batch-error": "batch-error.schema.json"}
"""Short name -> file in this package; the files' titles are the format names (halcheck.case/1, ...)."""


def schema_text(name: str) -> str:
    """The schema file's text, exactly as shipped (KeyError for an unknown name)."""
    return resources.files(__package__).joinpath(SCHEMA_FILES[name]).read_text(encoding="utf-8")
