"""Versioned, authorised evidence snapshots in SQLite (see store.py for the rules, items.py for file formats)."""
from __future__ import annotations

from .snapshots import resolve_case_snapshot
from .store import (
                    Anchor,
                    CorpusInfo,
                    DeleteResult,
                    EvidenceStore,
                    ImportResult,
                    ItemChange,
                    RevisionDiff,
                    RevisionInfo,
                    SearchHit,
                    Snapshot,
                    StoredEvidence,
                    parse_ref,
)

__all__ = ["Anchor", "CorpusInfo", "DeleteResult", "EvidenceStore", "ImportResult", "ItemChange", "RevisionDiff",
           "RevisionInfo", "SearchHit", "Snapshot", "StoredEvidence", "parse_ref",
           "resolve_case_snapshot"]
