"""The store's value types, limits and row helpers: what `EvidenceStore` hands out and how it reads rows.

Moved out of store.py unchanged so that module stays readable; import them from here."""
from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core.case import Evidence, EvidenceKind
from ..core.language.stopwords import STORED_TEXT
from ..errors import InputError

CORPUS_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")
MIN_REVISION_PREFIX = 7
MAX_QUERY_TERMS = 32
BUSY_WAIT_S = 300.0
"""How long a write waits for another process's transaction (an import of a large corpus) before giving up."""
BUSY_POLL_S = 2.0
"""SQLite's own busy timeout per attempt; between attempts the wait is reported (see `_begin`)."""
# Function words match most sentences: they slow FTS down and add nothing to bm25's ranking.
STOPWORDS = STORED_TEXT  # core/language/stopwords.py
# Search ranks with bm25 only over terms that are rare enough to tell sentences apart. A term in more than
# COMMON_TERM_SHARE of all anchors (and in more than COMMON_TERM_MIN_ROWS of them, so small corpora keep
# every term) has an IDF near zero, yet would make FTS5 score thousands of rows: it is left out of the query.
COMMON_TERM_SHARE = 0.2
COMMON_TERM_MIN_ROWS = 1000
# How many FTS5 candidates (best bm25 first) search joins and filters per hit it must return.
SEARCH_CANDIDATES_PER_HIT = 8


@dataclass(frozen=True)
class ImportResult:
    corpus_id: str
    revision: str
    created: bool
    """False when this exact content was already stored (it becomes the corpus's newest revision again)."""
    items: int
    skipped: tuple[str, ...] = ()
    """Files under the imported folder that are not evidence (unknown suffix), relative paths."""


@dataclass(frozen=True)
class RevisionInfo:
    corpus_id: str
    revision: str
    imported_at: str
    items: int
    is_head: bool

    @property
    def ref(self) -> str:
        return f"{self.corpus_id}@{self.revision}"


@dataclass(frozen=True)
class CorpusInfo:
    corpus_id: str
    head_revision: str
    updated_at: str
    revisions: tuple[RevisionInfo, ...]
    """Oldest first."""

    @property
    def head(self) -> RevisionInfo:
        return next(r for r in self.revisions if r.is_head)


@dataclass(frozen=True)
class Anchor:
    """A citable unit of an item: a sentence (`<id>#s<n>`, `text == item.text[start:end]`) or a record
    field (`<id>#fields.<dot.path>`, no offsets)."""

    anchor_id: str
    evidence_id: str
    ordinal: int
    text: str
    start: int | None
    end: int | None
    field_path: str | None = None


@dataclass(frozen=True)
class StoredEvidence:
    evidence: Evidence
    anchors: tuple[Anchor, ...]


@dataclass(frozen=True)
class Snapshot:
    revision: RevisionInfo
    items: tuple[StoredEvidence, ...]


@dataclass(frozen=True)
class SearchHit:
    anchor: Anchor
    evidence_id: str
    kind: EvidenceKind
    corpus_id: str
    revision: str
    score: float
    """bm25 relevance, higher is better; comparable only within one search."""
    lineage: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class ItemChange:
    item_id: str
    before: str
    after: str
    """Both rendered as metadata lines, a blank line, then the text (records: their fields as JSON)."""


@dataclass(frozen=True)
class DeleteResult:
    corpus_id: str
    revisions: tuple[str, ...]
    """The revisions removed, oldest first."""
    items_removed: int
    """Items (and their anchors) no remaining revision used, so they went too."""
    corpus_removed: bool
    new_head: str | None
    """What a bare corpus name resolves to now (None when the corpus is gone)."""
    dry_run: bool = False


@dataclass(frozen=True)
class RevisionDiff:
    corpus_id: str
    rev_a: str
    rev_b: str
    added: tuple[str, ...]
    removed: tuple[str, ...]
    changed: tuple[ItemChange, ...]
    unchanged: int


def parse_ref(ref: str) -> tuple[str, str | None]:
    """`corpus@sha256:...` → (corpus, revision text); `corpus` → (corpus, None) meaning newest."""
    corpus_id, sep, revision = ref.strip().partition("@")
    if not CORPUS_ID.match(corpus_id) or (sep and not revision):
        raise InputError(f"bad evidence snapshot reference {ref!r}",
                         "write CORPUS or CORPUS@sha256:... (`halcheck evidence list` shows both)")
    return corpus_id, (revision or None)


def query_terms(text: str) -> list[str]:
    """The content words of free text, in order, without repeats."""
    terms: list[str] = []
    for word in re.findall(r"\w+", text.lower()):
        if word not in STOPWORDS and word not in terms:
            terms.append(word)
    return terms[:MAX_QUERY_TERMS]


def fts_match(terms: list[str]) -> str:
    """An FTS5 query for any of `terms`, each quoted so that no word is read as FTS5 syntax."""
    return " OR ".join('"' + term.replace('"', '""') + '"' for term in terms)


def row_lineage(row: Any, corpus_id: str, revision: str) -> dict[str, str]:
    """Where an item row came from, its unset fields left out (a piece of evidence's `lineage`)."""
    _, _, _, _, _, source, authority, tenant, valid_from, valid_to = row
    lineage = {"corpus": corpus_id, "revision": revision, "source": source, "authority": authority,
               "valid_from": valid_from, "valid_to": valid_to, "tenant": tenant}
    return {key: value for key, value in lineage.items() if value is not None}


def row_evidence(row: Any, info: RevisionInfo) -> Evidence:
    """The case's `Evidence` for an item row of revision `info`."""
    _, item_id, kind, text, fields_json, *_ = row
    lineage = row_lineage(row, info.corpus_id, info.revision)
    if fields_json is not None:
        return Evidence(item_id, EvidenceKind(kind), fields=json.loads(fields_json), lineage=lineage)
    return Evidence(item_id, EvidenceKind(kind), text=text, lineage=lineage)


def row_text(row: tuple) -> str:
    """An item row as `halcheck evidence diff` shows it: its metadata lines, a blank line, its body."""
    _, item_id, kind, text, fields_json, source, authority, tenant, valid_from, valid_to = row
    meta = {"kind": kind, "source": source, "authority": authority, "tenant": tenant,
            "valid_from": valid_from, "valid_to": valid_to}
    head = "\n".join(f"{key}: {value}" for key, value in meta.items() if value is not None)
    body = json.dumps(json.loads(fields_json), indent=2, sort_keys=True, ensure_ascii=False) if fields_json else text
    return f"{head}\n\n{body}"
