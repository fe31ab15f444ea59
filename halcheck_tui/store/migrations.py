"""The evidence store's schema, changed only by appending numbered migrations.

`MIGRATIONS[n - 1]` takes a database from `PRAGMA user_version = n - 1` to `n`. Each runs in one
transaction together with the version bump, so a failed migration leaves the previous version intact.
Never edit a migration that has shipped; append a new one.
"""
from __future__ import annotations

import sqlite3

from ..errors import InputError

MIGRATIONS: list[str] = [
    # 1: corpora, content-addressed items shared between revisions, sentence anchors with FTS5.
    """
    CREATE TABLE corpora (
        corpus_id     TEXT PRIMARY KEY,
        head_revision TEXT,               -- what a bare `corpus` ref resolves to: the latest import
        created_at    TEXT NOT NULL,
        updated_at    TEXT NOT NULL
    );
    CREATE TABLE revisions (
        corpus_id   TEXT NOT NULL REFERENCES corpora(corpus_id),
        revision    TEXT NOT NULL,        -- sha256: of all the corpus's normalised items
        seq         INTEGER NOT NULL,     -- first-import order within the corpus
        imported_at TEXT NOT NULL,
        item_count  INTEGER NOT NULL,
        origin      TEXT,                 -- the path it was imported from (information only)
        PRIMARY KEY (corpus_id, revision)
    );
    CREATE TABLE items (
        item_hash      TEXT PRIMARY KEY,  -- sha256 of id, kind, content and metadata
        item_id        TEXT NOT NULL,
        kind           TEXT NOT NULL,
        text           TEXT NOT NULL,     -- '' for records
        fields_json    TEXT,              -- canonical JSON, records only
        source         TEXT,
        authority      TEXT,
        tenant         TEXT,              -- NULL: visible to every tenant
        valid_from     TEXT,              -- as written (echoed into lineage)
        valid_to       TEXT,
        valid_from_key TEXT,              -- UTC, sortable: valid_from_key <= as_of < valid_to_key
        valid_to_key   TEXT
    );
    CREATE TABLE revision_items (
        corpus_id TEXT NOT NULL,
        revision  TEXT NOT NULL,
        item_id   TEXT NOT NULL,
        item_hash TEXT NOT NULL REFERENCES items(item_hash),
        PRIMARY KEY (corpus_id, revision, item_id),
        FOREIGN KEY (corpus_id, revision) REFERENCES revisions(corpus_id, revision)
    );
    CREATE UNIQUE INDEX revision_items_by_hash ON revision_items(item_hash, corpus_id, revision);
    CREATE TABLE anchors (
        anchor_rowid INTEGER PRIMARY KEY,
        item_hash    TEXT NOT NULL REFERENCES items(item_hash),
        ordinal      INTEGER NOT NULL,
        anchor_id    TEXT NOT NULL,       -- <item id>#s<n>, or <item id>#fields.<dot.path> for records
        start_offset INTEGER,             -- into the item text; NULL for record fields
        end_offset   INTEGER,
        field_path   TEXT,
        text         TEXT NOT NULL,
        UNIQUE (item_hash, ordinal)
    );
    CREATE VIRTUAL TABLE anchors_fts USING fts5(
        text, content='anchors', content_rowid='anchor_rowid',
        tokenize='porter unicode61 remove_diacritics 2'
    );
    -- Anchors are only ever added (items are immutable), so one trigger keeps the index in step.
    CREATE TRIGGER anchors_fts_insert AFTER INSERT ON anchors BEGIN
        INSERT INTO anchors_fts(rowid, text) VALUES (new.anchor_rowid, new.text);
    END;
    """,
    # 2: `halcheck evidence delete` removes anchors of items no revision uses any more; keep FTS in step.
    """
    CREATE TRIGGER anchors_fts_delete AFTER DELETE ON anchors BEGIN
        INSERT INTO anchors_fts(anchors_fts, rowid, text) VALUES ('delete', old.anchor_rowid, old.text);
    END;
    """,
]

SCHEMA_VERSION = len(MIGRATIONS)


def migrate(conn: sqlite3.Connection, migrations: list[str] | None = None) -> int:
    """Apply every migration newer than the file's user_version; returns the resulting version.

    `conn` must be in autocommit mode (isolation_level=None): each script brings its own transaction.
    """
    steps = MIGRATIONS if migrations is None else migrations
    current = conn.execute("PRAGMA user_version").fetchone()[0]
    if current > len(steps):
        raise InputError(f"the evidence store is schema version {current}, newer than this halcheck "
                         f"({len(steps)})", "upgrade halcheck, or point --store at another file")
    for version in range(current + 1, len(steps) + 1):
        try:
            # executescript runs the whole script, so BEGIN/COMMIT make it one atomic step.
            conn.executescript(f"BEGIN IMMEDIATE;\n{steps[version - 1]}\nPRAGMA user_version = {version};\nCOMMIT;")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
    return len(steps)
