"""Versioned, authorised evidence snapshots in SQLite (see store.py for the rules, items.py for file formats)."""
from __future__ import annotations


