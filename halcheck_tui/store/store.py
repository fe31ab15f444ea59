"""The evidence store: versioned, authorised evidence snapshots in one SQLite file.

A corpus is imported from files (see `items.py` for the conventions); its revision is the hash of all its
normalised items, so importing unchanged content changes nothing and every old revision stays
retrievable by `corpus@sha256:...`. Items are content-addressed and shared between revisions.

Visibility rules, applied before ranking or returning anything:
- tenant: an item with no tenant is public; a tenant sees public items and its own, never another's;
  no tenant sees only public items.
- time: an item is valid in [valid_from, valid_to); `as_of=None` means now.
"""
from __future__ import annotations

import re
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import locations
from ..core.case import Evidence, EvidenceKind
from ..errors import InputError
from .items import ItemMeta, StoredItem, instant_key, load_path, revision_of, validity_keys
from .migrations import migrate

# The value types, limits and row helpers live in values.py (import them from there).
from .values import (
    BUSY_POLL_S,
    BUSY_WAIT_S,
    COMMON_TERM_MIN_ROWS,
    COMMON_TERM_SHARE,
    CORPUS_ID,
    MIN_REVISION_PREFIX,
    SEARCH_CANDIDATES_PER_HIT,
    Anchor,
    CorpusInfo,
    DeleteResult,
    ImportResult,
    ItemChange,
    RevisionDiff,
    RevisionInfo,
    SearchHit,
    Snapshot,
    StoredEvidence,
    fts_match,
    parse_ref,
    query_terms,
    row_evidence,
    row_lineage,
    row_text,
)


class _DryRun(Exception):
    """Raised inside the delete transaction to roll it back after counting."""


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _as_of_key(as_of: str | None) -> str:
    return instant_key(as_of, what="as_of") if as_of else datetime.now(UTC).strftime(
        "%Y-%m-%dT%H:%M:%S.%fZ")


OPERATOR = object()
"""The viewer of operator commands (list, show, diff, delete): every corpus, whatever its tenants."""

_ITEM_COLUMNS = ("i.item_hash, i.item_id, i.kind, i.text, i.fields_json, i.source, i.authority, i.tenant, "
                 "i.valid_from, i.valid_to")
# Visibility is part of every query that hands out evidence, so no caller can forget it.
_VISIBLE = ("(i.tenant IS NULL OR i.tenant = :tenant) "
            "AND (i.valid_from_key IS NULL OR i.valid_from_key <= :as_of) "
            "AND (i.valid_to_key IS NULL OR i.valid_to_key > :as_of)")


class EvidenceStore:
    """One SQLite file (WAL mode). Safe to share between threads: calls are serialised by a lock."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else locations.store_path()
        self._lock = threading.RLock()
        # Document frequencies per search term, valid while nothing is imported (see _discriminating_terms).
        self._term_rows: dict[str, int] = {}
        self._anchor_rows = 0
        self._term_rows_version: tuple[int, int] | None = None
        self._imports = 0
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False,
                                         timeout=BUSY_POLL_S)
        except (OSError, sqlite3.Error) as exc:
            raise InputError(f"cannot open the evidence store {self.path}: {exc}",
                             "check the path and its permissions, or set HALCHECK_HOME") from None
        try:
            self._conn.execute("PRAGMA journal_mode = WAL")
            self._conn.execute("PRAGMA synchronous = FULL")  # a revision someone pinned survives power loss
            self._conn.execute("PRAGMA foreign_keys = ON")
            migrate(self._conn)
        except sqlite3.DatabaseError as exc:
            self._conn.close()
            raise InputError(f"{self.path} is not a usable evidence store ({exc})",
                             "point --store at another file, or move this one away") from None
        except BaseException:
            self._conn.close()
            raise

    # --- lifecycle -------------------------------------------------------------------------------------

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __enter__(self) -> EvidenceStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    busy_wait_s: float = BUSY_WAIT_S
    on_wait: Callable[[str], None] | None = None
    """Called once (with a sentence to show) when another process holds the write lock and this one waits."""

    def _begin(self, mode: str) -> None:
        """BEGIN, waiting while another process writes (a long import): SQLite's own busy timeout gives up
        after `timeout` seconds with "database is locked"; this says it is waiting, then gives up clearly."""
        deadline = time.monotonic() + self.busy_wait_s
        told = False
        while True:
            try:
                self._conn.execute(f"BEGIN {mode}")
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) and "busy" not in str(exc):
                    raise
                if time.monotonic() >= deadline:
                    raise InputError(f"the evidence store {self.path} is busy: another halcheck has been writing "
                                     f"to it for over {self.busy_wait_s:g} s",
                                     "wait for the other import to finish, then run this again") from None
                if not told and self.on_wait is not None:
                    self.on_wait(f"waiting for another halcheck writing to {self.path} "
                                 f"(up to {self.busy_wait_s:g} s)\u2026")
                    told = True

    @contextmanager
    def _transaction(self, mode: str = "IMMEDIATE") -> Iterator[sqlite3.Connection]:
        """One transaction: a write takes the write lock up front; a read sees one consistent snapshot."""
        with self._lock:
            self._begin(mode)
            try:
                yield self._conn
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            try:
                self._conn.execute("COMMIT")
            except BaseException:
                if self._conn.in_transaction:
                    self._conn.execute("ROLLBACK")
                raise

    def _read(self) -> AbstractContextManager[sqlite3.Connection]:
        return self._transaction("DEFERRED")

    # --- import ----------------------------------------------------------------------------------------

    def import_path(self, corpus_id: str, path: Path | str, *, tenant: str | None = None,
                    authority: str | None = None, valid_from: str | None = None,
                    valid_to: str | None = None) -> ImportResult:
        """Import a file or folder as the newest revision of `corpus_id`.

        `tenant`, `authority`, `valid_from`, `valid_to` apply to items that do not set their own.
        All or nothing: an error part-way leaves the store as it was.
        """
        if not CORPUS_ID.match(corpus_id):
            raise InputError(f"bad corpus name {corpus_id!r}",
                             "use letters, digits, '.', '_' or '-' (e.g. support-policy)")
        defaults = ItemMeta(tenant=tenant or None, authority=authority or None, valid_from=valid_from or None,
                            valid_to=valid_to or None)
        loaded = load_path(Path(path), defaults)
        revision = revision_of(list(loaded.items))
        now = _now()
        with self._transaction() as conn:
            self._imports += 1  # under the store's lock, so no search caches term counts from before this
            conn.execute("INSERT OR IGNORE INTO corpora(corpus_id, head_revision, created_at, updated_at) "
                         "VALUES (?, NULL, ?, ?)", (corpus_id, now, now))
            if conn.execute("SELECT 1 FROM revisions WHERE corpus_id = ? AND revision = ?",
                            (corpus_id, revision)).fetchone():
                conn.execute("UPDATE corpora SET head_revision = ?, updated_at = ? "
                             "WHERE corpus_id = ? AND head_revision IS NOT ?", (revision, now, corpus_id, revision))
                return ImportResult(corpus_id, revision, False, len(loaded.items), loaded.skipped)
            seq = conn.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM revisions WHERE corpus_id = ?",
                               (corpus_id,)).fetchone()[0]
            conn.execute("INSERT INTO revisions(corpus_id, revision, seq, imported_at, item_count, origin) "
                         "VALUES (?, ?, ?, ?, ?, ?)",
                         (corpus_id, revision, seq, now, len(loaded.items), str(Path(path).resolve())))
            for item in loaded.items:
                self._store_item(conn, corpus_id, revision, item)
                self._on_item_stored(item)
            conn.execute("UPDATE corpora SET head_revision = ?, updated_at = ? WHERE corpus_id = ?",
                         (revision, now, corpus_id))
        return ImportResult(corpus_id, revision, True, len(loaded.items), loaded.skipped)

    def _store_item(self, conn: sqlite3.Connection, corpus_id: str, revision: str, item: StoredItem) -> None:
        item_hash = item.content_hash
        from_key, to_key = validity_keys(item.meta, what=item.origin)
        inserted = conn.execute(
            "INSERT OR IGNORE INTO items(item_hash, item_id, kind, text, fields_json, source, authority, tenant, "
            "valid_from, valid_to, valid_from_key, valid_to_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (item_hash, item.item_id, item.kind.value, item.text, item.fields_json, item.meta.source,
             item.meta.authority, item.meta.tenant, item.meta.valid_from, item.meta.valid_to, from_key, to_key),
        ).rowcount
        if inserted:
            conn.executemany(
                "INSERT INTO anchors(item_hash, ordinal, anchor_id, start_offset, end_offset, field_path, text) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(item_hash, a.ordinal, a.anchor_id, a.start, a.end, a.field_path, a.text) for a in item.anchors()])
        conn.execute("INSERT INTO revision_items(corpus_id, revision, item_id, item_hash) VALUES (?, ?, ?, ?)",
                     (corpus_id, revision, item.item_id, item_hash))

    def _on_item_stored(self, item: StoredItem) -> None:
        """Called inside the import transaction after each item; a seam for tests to inject failures."""

    # --- reading ---------------------------------------------------------------------------------------

    def list_corpora(self) -> tuple[CorpusInfo, ...]:
        with self._read() as conn:
            corpora = conn.execute("SELECT corpus_id, head_revision, updated_at FROM corpora "
                                   "WHERE head_revision IS NOT NULL ORDER BY corpus_id").fetchall()
            return tuple(CorpusInfo(cid, head, updated, self._revisions(conn, cid, head))
                         for cid, head, updated in corpora)

    def _revisions(self, conn: sqlite3.Connection, corpus_id: str, head: str) -> tuple[RevisionInfo, ...]:
        rows = conn.execute("SELECT revision, imported_at, item_count FROM revisions WHERE corpus_id = ? "
                            "ORDER BY seq", (corpus_id,)).fetchall()
        return tuple(RevisionInfo(corpus_id, rev, at, n, rev == head) for rev, at, n in rows)

    def _resolve(self, conn: sqlite3.Connection, corpus_ref: str, viewer: Any = OPERATOR) -> RevisionInfo:
        """The revision `corpus_ref` names. `viewer` is a tenant (None: public only) when a case or a search
        asks: a corpus none of whose items that viewer may see is answered exactly as an unknown one, and
        the hint lists only corpora it may see, so corpus names never leak between tenants."""
        corpus_id, wanted = parse_ref(corpus_ref)
        scoped = viewer is not OPERATOR
        visible_sql = ("SELECT DISTINCT ri.corpus_id FROM revision_items ri JOIN items i USING (item_hash) "
                       "WHERE i.tenant IS NULL OR i.tenant = :tenant")
        row = conn.execute("SELECT head_revision FROM corpora WHERE corpus_id = :corpus AND head_revision IS NOT NULL"
                           + (f" AND corpus_id IN ({visible_sql})" if scoped else ""),
                           {"corpus": corpus_id, "tenant": viewer if scoped else None}).fetchone()
        if row is None:
            known = [r[0] for r in conn.execute(
                "SELECT corpus_id FROM corpora WHERE head_revision IS NOT NULL"
                + (f" AND corpus_id IN ({visible_sql})" if scoped else "") + " ORDER BY corpus_id",
                {"tenant": viewer if scoped else None})]
            hint = f" (stored: {', '.join(known)})" if known else " (the store is empty)"
            raise InputError(f"unknown evidence corpus {corpus_id!r}{hint}",
                             f"import it first: halcheck evidence import {corpus_id} PATH")
        revisions = self._revisions(conn, corpus_id, row[0])
        if wanted is None:
            return next(r for r in revisions if r.is_head)
        digest = wanted.lower().removeprefix("sha256:")
        if len(digest) < MIN_REVISION_PREFIX or not re.fullmatch(r"[0-9a-f]+", digest):
            raise InputError(f"bad revision {wanted!r} for corpus {corpus_id!r}",
                             f"write sha256: and at least {MIN_REVISION_PREFIX} hex digits of the revision")
        matches = [r for r in revisions if r.revision.startswith("sha256:" + digest)]
        if len(matches) != 1:
            problem = "unknown" if not matches else "ambiguous"
            raise InputError(f"{problem} revision {wanted!r} of corpus {corpus_id!r}",
                             f"`halcheck evidence show {corpus_id}` lists its revisions")
        return matches[0]

    def revision(self, corpus_ref: str) -> RevisionInfo:
        """The revision `corpus_ref` names (newest for a bare corpus name); InputError if unknown."""
        with self._read() as conn:
            return self._resolve(conn, corpus_ref)

    def show(self, corpus_ref: str) -> Snapshot:
        """Every item of a revision with its anchors, whatever its tenant or validity (an operator's view)."""
        with self._read() as conn:
            info = self._resolve(conn, corpus_ref)
            rows = conn.execute(f"SELECT {_ITEM_COLUMNS} FROM revision_items ri JOIN items i USING (item_hash) "
                                "WHERE ri.corpus_id = ? AND ri.revision = ? ORDER BY ri.item_id",
                                (info.corpus_id, info.revision)).fetchall()
            anchors = self._anchors(conn, [r[0] for r in rows])
            return Snapshot(info, tuple(StoredEvidence(row_evidence(r, info), anchors.get(r[0], ())) for r in rows))

    def resolve_snapshot(self, ref: str, *, as_of: str | None = None,
                         tenant: str | None = None) -> list[Evidence]:
        """The evidence a case pinned to `ref` may use: valid at `as_of` (None: now), visible to `tenant`."""
        as_of_key = _as_of_key(as_of)
        with self._read() as conn:
            info = self._resolve(conn, ref, viewer=tenant)
            rows = conn.execute(
                f"SELECT {_ITEM_COLUMNS} FROM revision_items ri JOIN items i USING (item_hash) "
                f"WHERE ri.corpus_id = :corpus AND ri.revision = :revision AND {_VISIBLE} ORDER BY ri.item_id",
                {"corpus": info.corpus_id, "revision": info.revision, "tenant": tenant, "as_of": as_of_key},
            ).fetchall()
        return [row_evidence(row, info) for row in rows]

    def _anchors(self, conn: sqlite3.Connection, hashes: list[str]) -> dict[str, tuple[Anchor, ...]]:
        out: dict[str, list[Anchor]] = {}
        for start in range(0, len(hashes), 500):  # stay under SQLite's bound-parameter limit
            chunk = hashes[start:start + 500]
            rows = conn.execute(
                "SELECT a.item_hash, a.anchor_id, i.item_id, a.ordinal, a.text, a.start_offset, a.end_offset, "
                f"a.field_path FROM anchors a JOIN items i USING (item_hash) "
                f"WHERE a.item_hash IN ({','.join('?' * len(chunk))}) ORDER BY a.item_hash, a.ordinal", chunk)
            for item_hash, *rest in rows:
                out.setdefault(item_hash, []).append(Anchor(*rest))
        return {key: tuple(value) for key, value in out.items()}

    def search(self, query: str, *, corpus_ref: str | None = None, as_of: str | None = None,
               tenant: str | None = None, limit: int = 10) -> tuple[SearchHit, ...]:
        """Full-text search (FTS5, bm25) over the anchors of one snapshot, or of every corpus's newest
        revision when `corpus_ref` is None. Tenant and validity filters apply before ranking."""
        if limit < 1:
            raise InputError(f"limit {limit} is below 1", "ask for at least one result")
        terms = query_terms(query)
        params: dict[str, Any] = {"tenant": tenant, "as_of": _as_of_key(as_of), "limit": limit}
        with self._read() as conn:
            if corpus_ref is None:
                scope = "(ri.corpus_id, ri.revision) IN (SELECT corpus_id, head_revision FROM corpora)"
            else:
                info = self._resolve(conn, corpus_ref, viewer=tenant)
                scope = "ri.corpus_id = :corpus AND ri.revision = :revision"
                params.update(corpus=info.corpus_id, revision=info.revision)
            terms = self._discriminating_terms(conn, terms)
            if not terms:
                return ()
            params["match"] = fts_match(terms)
            # Rank inside FTS5 first and join only the best candidates: joining every match costs more than
            # ranking it. Filtering a candidate list is exact as long as enough candidates survive the
            # filters; when fewer than `limit` do, widen the list until it holds every match.
            most_matches = sum(self._term_rows[t] for t in terms)
            params["candidates"] = max(limit * SEARCH_CANDIDATES_PER_HIT, 64)
            while True:
                rows = conn.execute(
                    "WITH ranked AS (SELECT rowid AS anchor_rowid, rank FROM anchors_fts "
                    "WHERE anchors_fts MATCH :match ORDER BY rank, rowid LIMIT :candidates) "
                    "SELECT a.anchor_id, a.ordinal, a.text, a.start_offset, a.end_offset, a.field_path, "
                    f"ri.corpus_id, ri.revision, ranked.rank, {_ITEM_COLUMNS} "
                    "FROM ranked JOIN anchors a ON a.anchor_rowid = ranked.anchor_rowid "
                    "JOIN items i ON i.item_hash = a.item_hash JOIN revision_items ri ON ri.item_hash = i.item_hash "
                    f"WHERE {scope} AND {_VISIBLE} ORDER BY ranked.rank, a.anchor_rowid LIMIT :limit",
                    params).fetchall()
                if len(rows) >= limit or params["candidates"] >= most_matches:
                    break
                params["candidates"] *= 8
        hits = []
        for anchor_id, ordinal, text, start, end, field_path, corpus_id, revision, rank, *item in rows:
            lineage = row_lineage(item, corpus_id, revision)
            hits.append(SearchHit(Anchor(anchor_id, item[1], ordinal, text, start, end, field_path), item[1],
                                  EvidenceKind(item[2]), corpus_id, revision, -rank, lineage))
        return tuple(hits)

    def _discriminating_terms(self, conn: sqlite3.Connection, terms: list[str]) -> list[str]:
        """`terms` without the common ones (see COMMON_TERM_SHARE); the rarest few if all are common."""
        version = (conn.execute("PRAGMA data_version").fetchone()[0], self._imports)
        if version != self._term_rows_version:  # another connection or this one changed the store
            self._term_rows = {}
            self._anchor_rows = conn.execute("SELECT COUNT(*) FROM anchors").fetchone()[0]
            self._term_rows_version = version
        for term in terms:
            if term not in self._term_rows:
                self._term_rows[term] = conn.execute("SELECT COUNT(*) FROM anchors_fts WHERE anchors_fts MATCH ?",
                                                     (fts_match([term]),)).fetchone()[0]
        present = [t for t in terms if self._term_rows[t] > 0]
        limit = max(COMMON_TERM_MIN_ROWS, COMMON_TERM_SHARE * self._anchor_rows)
        rare = [t for t in present if self._term_rows[t] <= limit]
        return rare or sorted(present, key=self._term_rows.__getitem__)[:3]

    def delete(self, corpus_ref: str, *, dry_run: bool = False) -> DeleteResult:
        """Remove one revision (`corpus@rev`) or a whole corpus (bare name), then every item and anchor
        that no remaining revision uses. Deleting the newest revision makes the newest remaining one
        (by first import) what the bare name resolves to. All or nothing; `dry_run` counts and rolls back.

        A trace that pinned a deleted revision can no longer be resolved: that is the point of deleting.
        """
        result: DeleteResult | None = None
        try:
            with self._transaction() as conn:
                self._imports += 1  # under the lock: no search keeps term counts from before the delete
                info = self._resolve(conn, corpus_ref)
                _, wanted = parse_ref(corpus_ref)
                head = conn.execute("SELECT head_revision FROM corpora WHERE corpus_id = ?",
                                    (info.corpus_id,)).fetchone()[0]
                doomed = [r.revision for r in self._revisions(conn, info.corpus_id, head)
                          if wanted is None or r.revision == info.revision]
                for revision in doomed:
                    conn.execute("DELETE FROM revision_items WHERE corpus_id = ? AND revision = ?",
                                 (info.corpus_id, revision))
                    conn.execute("DELETE FROM revisions WHERE corpus_id = ? AND revision = ?",
                                 (info.corpus_id, revision))
                newest = conn.execute("SELECT revision FROM revisions WHERE corpus_id = ? ORDER BY seq DESC LIMIT 1",
                                      (info.corpus_id,)).fetchone()
                if newest is None:
                    conn.execute("DELETE FROM corpora WHERE corpus_id = ?", (info.corpus_id,))
                    new_head = None
                else:
                    new_head = head if head not in doomed else newest[0]
                    conn.execute("UPDATE corpora SET head_revision = ?, updated_at = ? WHERE corpus_id = ?",
                                 (new_head, _now(), info.corpus_id))
                orphans = "SELECT item_hash FROM items WHERE item_hash NOT IN (SELECT item_hash FROM revision_items)"
                conn.execute(f"DELETE FROM anchors WHERE item_hash IN ({orphans})")
                removed = conn.execute(f"DELETE FROM items WHERE item_hash IN ({orphans})").rowcount
                result = DeleteResult(info.corpus_id, tuple(doomed), removed, newest is None, new_head, dry_run)
                if dry_run:
                    raise _DryRun
        except _DryRun:
            pass
        assert result is not None
        return result

    def diff(self, corpus_id: str, rev_a: str, rev_b: str) -> RevisionDiff:
        """What changed between two revisions of a corpus, item by item."""
        with self._read() as conn:
            a = self._resolve(conn, f"{corpus_id}@{rev_a}")
            b = self._resolve(conn, f"{corpus_id}@{rev_b}")
            side_a, side_b = self._items_by_id(conn, a), self._items_by_id(conn, b)
        changed = tuple(ItemChange(item_id, row_text(side_a[item_id]), row_text(side_b[item_id]))
                        for item_id in sorted(side_a.keys() & side_b.keys())
                        if side_a[item_id][0] != side_b[item_id][0])
        return RevisionDiff(corpus_id, a.revision, b.revision, tuple(sorted(side_b.keys() - side_a.keys())),
                            tuple(sorted(side_a.keys() - side_b.keys())), changed,
                            len(side_a.keys() & side_b.keys()) - len(changed))

    def _items_by_id(self, conn: sqlite3.Connection, info: RevisionInfo) -> dict[str, tuple]:
        rows = conn.execute(f"SELECT {_ITEM_COLUMNS} FROM revision_items ri JOIN items i USING (item_hash) "
                            "WHERE ri.corpus_id = ? AND ri.revision = ?", (info.corpus_id, info.revision))
        return {row[1]: tuple(row) for row in rows}


__all__ = ["EvidenceStore"]
