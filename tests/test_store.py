"""Evidence store: migrations, idempotent imports, pinning, validity, tenant isolation, crash safety."""
from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from halcheck_tui.core.case import EvidenceKind
from halcheck_tui.errors import InputError
from halcheck_tui.store.migrations import MIGRATIONS, SCHEMA_VERSION, migrate
from halcheck_tui.store.store import EvidenceStore

PROJECT_ROOT = Path(__file__).resolve().parent.parent
TIMING_V1 = "Once approved, refunds reach the original payment method within 14 business days."
TIMING_V2 = "Once approved, refunds reach the original payment method within 10 business days."


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


@pytest.fixture
def store(tmp_path: Path) -> EvidenceStore:
    with EvidenceStore(tmp_path / "evidence.sqlite3") as opened:
        yield opened


@pytest.fixture
def policy_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "support-policy"
    write(folder / "refund-timing.md", f"""
        ---
        id: refund-policy#timing
        authority: approved-policy
        ---
        # Refund timing

        {TIMING_V1}
        """)
    write(folder / "passwords.md", """
        Passwords must be at least 12 characters long. Passwords expire after 90 days.
        """)
    write(folder / "order.json", """
        {"id": "get_refund#A-4417", "source": "tool:get_refund",
         "fields": {"order_id": "A-4417", "status": "queued_for_review", "amount": 118.84}}
        """)
    return folder


def table_counts(path: Path) -> dict[str, int]:
    with sqlite3.connect(path) as conn:
        return {table: conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
                for table in ("corpora", "revisions", "items", "revision_items", "anchors", "anchors_fts")}


def assert_consistent(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
        conn.execute("INSERT INTO anchors_fts(anchors_fts) VALUES ('integrity-check')")  # raises if out of step
        # every revision lists exactly as many items as it claims, and every head exists
        assert conn.execute("SELECT COUNT(*) FROM revisions r WHERE item_count != (SELECT COUNT(*) FROM "
                            "revision_items ri WHERE ri.corpus_id = r.corpus_id AND ri.revision = r.revision)"
                            ).fetchone()[0] == 0
        assert conn.execute("SELECT COUNT(*) FROM corpora c WHERE head_revision IS NOT NULL AND NOT EXISTS "
                            "(SELECT 1 FROM revisions r WHERE r.corpus_id = c.corpus_id "
                            "AND r.revision = c.head_revision)").fetchone()[0] == 0


# --- migrations ----------------------------------------------------------------------------------------

def test_migrations_run_from_an_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    path.touch()
    with EvidenceStore(path) as opened:
        assert opened.list_corpora() == ()
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == len(MIGRATIONS)
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"corpora", "revisions", "items", "revision_items", "anchors", "anchors_fts"} <= tables
    EvidenceStore(path).close()  # reopening applies nothing twice


def test_default_path_comes_from_locations(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HALCHECK_HOME", str(tmp_path / "home"))
    with EvidenceStore() as opened:
        assert opened.path == tmp_path / "home" / "data" / "evidence.sqlite3"


def test_a_failing_migration_leaves_the_previous_version(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "m.sqlite3", isolation_level=None)
    steps = ["CREATE TABLE a (x);", "CREATE TABLE b (x); CREATE TABLE a (x);"]
    with pytest.raises(sqlite3.OperationalError):
        migrate(conn, steps)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    assert conn.execute("SELECT name FROM sqlite_master WHERE name = 'b'").fetchone() is None
    conn.close()


def test_a_store_from_a_newer_halcheck_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(InputError, match="newer"):
        EvidenceStore(path)


def test_a_file_that_is_not_a_database_is_an_input_error(tmp_path: Path) -> None:
    path = tmp_path / "junk.sqlite3"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(InputError) as info:
        EvidenceStore(path)
    assert info.value.fix


# --- import --------------------------------------------------------------------------------------------

def test_importing_the_same_content_twice_makes_one_revision(store: EvidenceStore, policy_dir: Path,
                                                              tmp_path: Path) -> None:
    first = store.import_path("support-policy", policy_dir)
    second = store.import_path("support-policy", policy_dir)
    assert first.created and not second.created
    assert first.revision == second.revision and first.revision.startswith("sha256:")
    assert first.items == 3
    # the same content with CRLF line endings and trailing spaces, from another folder, is the same revision
    copy = tmp_path / "elsewhere" / "support-policy"
    for file in policy_dir.iterdir():
        write(copy / file.name, "")
        (copy / file.name).write_bytes(file.read_text().replace("\n", "  \r\n").encode())
    assert store.import_path("support-policy", copy).revision == first.revision
    [corpus] = store.list_corpora()
    assert len(corpus.revisions) == 1 and corpus.head_revision == first.revision


def test_a_revision_pins_old_text_after_the_policy_changes(store: EvidenceStore, policy_dir: Path) -> None:
    old = store.import_path("support-policy", policy_dir).revision
    timing = policy_dir / "refund-timing.md"
    timing.write_text(timing.read_text().replace(TIMING_V1, TIMING_V2))
    new = store.import_path("support-policy", policy_dir)
    assert new.created and new.revision != old

    def timing_text(ref: str) -> str:
        evidence = {e.id: e for e in store.resolve_snapshot(ref, as_of=None, tenant=None)}
        return evidence["refund-policy#timing"].text

    assert TIMING_V1 in timing_text(f"support-policy@{old}")          # the pinned case still sees 14 days
    assert TIMING_V1 in timing_text(f"support-policy@{old[:14]}")     # a unique prefix works too
    assert TIMING_V2 in timing_text("support-policy")                 # the newest revision sees 10 days
    pinned = store.search("refund payment method business days", corpus_ref=f"support-policy@{old}")
    assert pinned[0].anchor.text == TIMING_V1 and pinned[0].revision == old

    diff = store.diff("support-policy", old, new.revision)
    assert [c.item_id for c in diff.changed] == ["refund-policy#timing"]
    assert not diff.added and not diff.removed and diff.unchanged == 2
    assert "14 business days" in diff.changed[0].before and "10 business days" in diff.changed[0].after

    # restoring the old file brings its revision back as the newest, without a third revision
    timing.write_text(timing.read_text().replace(TIMING_V2, TIMING_V1))
    again = store.import_path("support-policy", policy_dir)
    assert not again.created and again.revision == old
    [corpus] = store.list_corpora()
    assert corpus.head_revision == old and len(corpus.revisions) == 2


def test_lineage_and_anchors(store: EvidenceStore, policy_dir: Path) -> None:
    result = store.import_path("support-policy", policy_dir, authority="support-wiki")
    evidence = {e.id: e for e in store.resolve_snapshot("support-policy", as_of=None, tenant=None)}
    timing = evidence["refund-policy#timing"]
    assert timing.kind is EvidenceKind.POLICY
    assert timing.lineage == {"corpus": "support-policy", "revision": result.revision,
                              "source": "refund-timing.md", "authority": "approved-policy"}
    assert evidence["passwords"].lineage["authority"] == "support-wiki"  # import default fills the gap
    record = evidence["get_refund#A-4417"]
    assert record.kind is EvidenceKind.RECORD and record.fields["amount"] == 118.84
    assert record.lineage["source"] == "tool:get_refund"

    # Anchors reach their reader through `show` (`halcheck evidence show`), per item.
    anchors = {s.evidence.id: s.anchors for s in store.show(f"support-policy@{result.revision}").items}
    assert [a.anchor_id for a in anchors["refund-policy#timing"]] == ["refund-policy#timing#s0",
                                                                      "refund-policy#timing#s1"]
    for anchor in anchors["refund-policy#timing"]:
        assert timing.text[anchor.start:anchor.end] == anchor.text
    assert anchors["refund-policy#timing"][1].text == TIMING_V1
    newest = {s.evidence.id: s.anchors for s in store.show("support-policy").items}
    assert [a.text for a in newest["passwords"]] == ["Passwords must be at least 12 characters long.",
                                                     "Passwords expire after 90 days."]
    assert "get_refund#A-4417#fields.status" in {a.anchor_id for a in newest["get_refund#A-4417"]}


def test_unknown_corpus_or_revision_is_an_input_error_with_a_fix(store: EvidenceStore, policy_dir: Path) -> None:
    store.import_path("support-policy", policy_dir)
    for ref in ("nope", "support-policy@sha256:0000000000", "support-policy@sha256:xyz", "support-policy@",
                "bad name"):
        with pytest.raises(InputError) as info:
            store.resolve_snapshot(ref, as_of=None, tenant=None)
        assert info.value.fix and "\n" not in info.value.one_line()
    with pytest.raises(InputError):
        store.search("refund", corpus_ref="nope")


@pytest.mark.parametrize("files, problem", [
    ({"a.md": "---\ncolour: red\n---\ntext"}, "unknown front matter"),
    ({"a.md": "---\nid: x\ntext without a closing line"}, "never closed"),
    ({"a.md": "---\nvalid_from: someday\n---\ntext"}, "ISO 8601"),
    ({"a.md": "---\nvalid_from: 2026-02-01\nvalid_to: 2026-01-01\n---\ntext"}, "not after"),
    ({"a.md": "---\nkind: refused_call\n---\ntext"}, "cannot be stored"),
    ({"a.md": "---\nid: same\n---\none", "b.txt": "---\nid: same\n---\ntwo"}, "duplicate item id"),
    ({"a.json": '[{"fields": {}}]'}, "missing id"),
    ({"a.json": '{"fields": {}, "extra": 1}'}, "unknown key"),
    ({"a.json": "{not json"}, "invalid JSON"),
    ({"notes.csv": "a,b"}, "no evidence files"),
])
def test_bad_files_are_input_errors(store: EvidenceStore, tmp_path: Path, files: dict[str, str],
                                    problem: str) -> None:
    for name, text in files.items():
        write(tmp_path / "corpus" / name, text)
    with pytest.raises(InputError, match=problem):
        store.import_path("c", tmp_path / "corpus")
    assert store.list_corpora() == ()


def test_unknown_files_are_skipped_and_reported(store: EvidenceStore, tmp_path: Path) -> None:
    write(tmp_path / "c" / "a.txt", "Some passage.")
    write(tmp_path / "c" / "image.png", "not evidence")
    write(tmp_path / "c" / ".hidden" / "b.txt", "ignored")
    result = store.import_path("c", tmp_path / "c")
    assert result.items == 1 and result.skipped == ("image.png",)


# --- visibility ----------------------------------------------------------------------------------------

def test_validity_filtering_by_as_of(store: EvidenceStore, tmp_path: Path) -> None:
    folder = tmp_path / "p"
    write(folder / "old.md", f"---\nid: timing-2025\nvalid_to: 2025-12-31\n---\n{TIMING_V2}")
    write(folder / "new.md", f"---\nid: timing-2026\nvalid_from: 2026-01-01\n---\n{TIMING_V1}")
    write(folder / "always.md", "---\nid: always\n---\nPasswords expire after 90 days.")
    store.import_path("p", folder)

    def ids(as_of: str) -> set[str]:
        return {e.id for e in store.resolve_snapshot("p", as_of=as_of, tenant=None)}

    assert ids("2025-06-01") == {"timing-2025", "always"}
    assert ids("2025-12-31T23:59:59Z") == {"timing-2025", "always"}   # a date as valid_to includes that day
    assert ids("2026-01-01") == {"timing-2026", "always"}
    assert ids("2026-01-01T00:30:00+01:00") == {"timing-2025", "always"}  # that is 23:30 UTC on Dec 31
    assert {h.evidence_id for h in store.search("approved refunds", corpus_ref="p", as_of="2025-06-01")} \
        == {"timing-2025"}
    with pytest.raises(InputError, match="as_of"):
        store.resolve_snapshot("p", as_of="next tuesday", tenant=None)


def test_import_defaults_apply_to_items_without_their_own(store: EvidenceStore, tmp_path: Path) -> None:
    write(tmp_path / "p" / "a.md", "Rule A applies.")
    write(tmp_path / "p" / "b.md", "---\nvalid_from: 2020-01-01\n---\nRule B applies.")
    store.import_path("p", tmp_path / "p", valid_from="2030-01-01", tenant="t1")
    assert {e.id for e in store.resolve_snapshot("p", as_of="2025-01-01", tenant="t1")} == {"b"}
    # A corpus with nothing public is, to a case without a tenant, an unknown corpus (issue 12, item 21).
    with pytest.raises(InputError, match="unknown evidence corpus 'p'"):
        store.resolve_snapshot("p", as_of="2025-01-01", tenant=None)


@pytest.fixture
def tenant_store(store: EvidenceStore, tmp_path: Path) -> EvidenceStore:
    folder = tmp_path / "multi"
    write(folder / "public.md", "Refunds reach the card within 14 business days.")
    write(folder / "acme.md", "---\ntenant: acme\n---\nAcme refunds reach the card within 5 business days.")
    write(folder / "globex.md", "---\ntenant: globex\n---\nGlobex refunds reach the card within 2 business days.")
    write(folder / "globex-order.json", '{"tenant": "globex", "fields": {"order": "G-1", "note": "refunds card"}}')
    store.import_path("multi", folder)
    write(tmp_path / "acme-only" / "x.md", "Acme private refunds note.")
    store.import_path("acme-only", tmp_path / "acme-only", tenant="acme")
    return store


@pytest.mark.parametrize("tenant, visible", [
    (None, {"public"}),
    ("acme", {"public", "acme"}),
    ("globex", {"public", "globex", "globex-order"}),
    ("initech", {"public"}),
])
def test_tenant_isolation(tenant_store: EvidenceStore, tenant: str | None, visible: set[str]) -> None:
    resolved = tenant_store.resolve_snapshot("multi", as_of=None, tenant=tenant)
    assert {e.id for e in resolved} == visible
    assert all(e.lineage.get("tenant") in (None, tenant) for e in resolved)
    for query in ("refunds card business days", "acme", "globex G-1", "private refunds note"):
        for corpus_ref in ("multi", None):
            hits = tenant_store.search(query, corpus_ref=corpus_ref, tenant=tenant, limit=50)
            assert all(h.lineage.get("tenant") in (None, tenant) for h in hits), (query, corpus_ref)
    for other in (None, "globex"):  # another tenant's corpus is answered like an unknown one (issue 12)
        with pytest.raises(InputError, match="unknown evidence corpus 'acme-only'"):
            tenant_store.resolve_snapshot("acme-only", as_of=None, tenant=other)
    if tenant == "acme":
        assert tenant_store.search("private", corpus_ref="acme-only", tenant=tenant)
    else:
        with pytest.raises(InputError, match="unknown evidence corpus 'acme-only'"):
            tenant_store.search("private", corpus_ref="acme-only", tenant=tenant)


# --- crash safety --------------------------------------------------------------------------------------

def test_a_crash_in_the_middle_of_an_import_leaves_the_store_consistent(
        store: EvidenceStore, policy_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    old = store.import_path("support-policy", policy_dir).revision
    before = table_counts(store.path)
    timing = policy_dir / "refund-timing.md"
    timing.write_text(timing.read_text().replace(TIMING_V1, TIMING_V2))
    write(policy_dir / "new-item.md", "A brand new rule about gift cards.")

    stored: list[str] = []

    def crash_after_two(item) -> None:
        stored.append(item.item_id)
        if len(stored) == 2:
            raise RuntimeError("disk pulled out mid-import")

    monkeypatch.setattr(store, "_on_item_stored", crash_after_two)
    with pytest.raises(RuntimeError):
        store.import_path("support-policy", policy_dir)
    assert len(stored) == 2  # rows for two items had been written inside the transaction

    assert table_counts(store.path) == before
    assert_consistent(store.path)
    [corpus] = store.list_corpora()
    assert corpus.head_revision == old and len(corpus.revisions) == 1
    evidence = {e.id: e for e in store.resolve_snapshot("support-policy", as_of=None, tenant=None)}
    assert TIMING_V1 in evidence["refund-policy#timing"].text and "new-item" not in evidence
    assert not store.search("gift cards", corpus_ref="support-policy")

    monkeypatch.undo()  # the store works normally afterwards and the retry succeeds
    retry = store.import_path("support-policy", policy_dir)
    assert retry.created and retry.items == 4
    assert_consistent(store.path)


def test_a_killed_process_mid_import_leaves_the_store_consistent(tmp_path: Path, policy_dir: Path) -> None:
    path = tmp_path / "evidence.sqlite3"
    with EvidenceStore(path) as opened:
        old = opened.import_path("support-policy", policy_dir).revision
    write(policy_dir / "new-item.md", "A brand new rule about gift cards.")
    child = textwrap.dedent(f"""
        import os
        from halcheck_tui.store.store import EvidenceStore
        store = EvidenceStore({str(path)!r})
        count = []
        def die(item):
            count.append(item)
            if len(count) == 2:
                os._exit(9)  # no cleanup, no rollback: as if the power went
        store._on_item_stored = die
        store.import_path("support-policy", {str(policy_dir)!r})
        """)
    env = {**os.environ, "PYTHONPATH": str(PROJECT_ROOT)}
    assert subprocess.run([sys.executable, "-c", child], env=env, timeout=60).returncode == 9
    with EvidenceStore(path) as reopened:
        assert_consistent(path)
        [corpus] = reopened.list_corpora()
        assert corpus.head_revision == old and len(corpus.revisions) == 1
        assert "new-item" not in {e.id for e in reopened.resolve_snapshot("support-policy", as_of=None,
                                                                          tenant=None)}


# --- shipped corpora -----------------------------------------------------------------------------------

def test_shipped_corpora_import_and_back_the_scenarios(store: EvidenceStore) -> None:
    root = PROJECT_ROOT / "evidence_store" / "corpora"
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        assert store.import_path(folder.name, folder).created
    policy = {e.id: e for e in store.resolve_snapshot("support-policy", as_of="2026-08-10T09:00:00Z", tenant=None)}
    assert TIMING_V1 in policy["refund-policy#timing"].text
    assert "refund-policy#timing-2025" not in policy  # superseded by then
    assert "Passwords expire after 90 days." in policy["security-policy#passwords"].text
    assert not any(e.lineage.get("tenant") for e in policy.values())
    tenant_42 = {e.id for e in store.resolve_snapshot("support-policy", as_of=None, tenant="tenant-42")}
    assert "refund-policy#tenant-42-enterprise" in tenant_42
    kb = {e.id: e for e in store.resolve_snapshot("kb", as_of=None, tenant=None)}
    assert kb["kb#aria-kettle"].text.splitlines()[2] == "Warranty: 2 years, covers electrical and heating faults"
    hits = store.search("Aria kettle two year warranty heating faults", corpus_ref="kb")
    assert hits[0].anchor.anchor_id == "kb#aria-kettle#s2"


# --- search --------------------------------------------------------------------------------------------

def test_search_filters_before_it_limits(store: EvidenceStore, tmp_path: Path) -> None:
    """Hundreds of better-matching items of another tenant must not crowd out the one the caller may see."""
    folder = tmp_path / "crowded"
    for n in range(300):
        write(folder / f"other-{n:03d}.md", f"---\ntenant: other\n---\nKettle lid kettle lid kettle lid {n}.")
    write(folder / "public.md", "A kettle is sold with a lid and a long manual about descaling and filters.")
    store.import_path("crowded", folder)
    [hit] = store.search("kettle lid", corpus_ref="crowded", limit=1)
    assert hit.evidence_id == "public"
    assert len(store.search("kettle lid", corpus_ref="crowded", tenant="other", limit=500)) == 301


def test_search_ignores_terms_common_to_most_sentences(store: EvidenceStore, tmp_path: Path) -> None:
    lines = [f"Refund record {n} was approved." for n in range(1500)] + ["Refund of the lid was declined."]
    write(tmp_path / "big" / "log.txt", "\n".join(lines))
    store.import_path("big", tmp_path / "big")
    [hit] = store.search("refund lid", corpus_ref="big", limit=1)
    assert hit.anchor.text == "Refund of the lid was declined."
    assert len(store.search("refund", corpus_ref="big", limit=5)) == 5   # all-common queries still answer
    assert store.search("the of was", corpus_ref="big") == ()             # nothing but function words
    assert store.search('"quoted" AND (NEAR OR *)', corpus_ref="big") == ()  # FTS5 syntax is just words


def test_search_sees_imports_made_through_another_connection(tmp_path: Path) -> None:
    path = tmp_path / "shared.sqlite3"
    write(tmp_path / "a" / "a.txt", "Orders ship from Pune.")
    with EvidenceStore(path) as reader, EvidenceStore(path) as writer:
        writer.import_path("kb", tmp_path / "a")
        assert reader.search("gift cards", corpus_ref="kb") == ()  # caches that no anchor says "gift"
        write(tmp_path / "a" / "b.txt", "Gift cards cannot be returned.")
        writer.import_path("kb", tmp_path / "a")
        assert [h.evidence_id for h in reader.search("gift cards", corpus_ref="kb")] == ["b"]


def test_a_single_file_can_be_a_corpus(store: EvidenceStore, tmp_path: Path) -> None:
    file = write(tmp_path / "warranty.md", "---\nid: warranty#coverage\n---\nTwo years against heating faults.")
    result = store.import_path("warranty", file)
    assert result.items == 1
    [evidence] = store.resolve_snapshot("warranty", as_of=None, tenant=None)
    assert evidence.id == "warranty#coverage" and evidence.lineage["source"] == "warranty.md"


def test_the_bench_runs_on_a_small_corpus() -> None:
    import importlib.util

    path = Path(__file__).resolve().parent.parent / "scripts" / "bench_store.py"  # bench code lives in scripts/
    spec = importlib.util.spec_from_file_location("bench_store", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_store"] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    run_store_bench = module.run_store_bench

    figures = run_store_bench(sentences=300, claims=5)
    assert figures.sentences == 300 and figures.claims == 5 and figures.median_ms > 0 and figures.recall > 0


def _fts_ok(path: Path) -> None:
    with sqlite3.connect(path) as conn:  # raises if the FTS index and the anchors table disagree
        conn.execute("INSERT INTO anchors_fts(anchors_fts, rank) VALUES ('integrity-check', 1)")


def test_delete_a_revision_keeps_shared_items_and_moves_the_head(store: EvidenceStore, policy_dir: Path) -> None:
    old = store.import_path("support-policy", policy_dir).revision
    write(policy_dir / "refund-timing.md", TIMING_V2)
    new = store.import_path("support-policy", policy_dir).revision
    before = table_counts(store.path)

    planned = store.delete(f"support-policy@{new}", dry_run=True)
    assert table_counts(store.path) == before  # a dry run changes nothing
    assert (planned.revisions, planned.items_removed, planned.corpus_removed) == ((new,), 1, False)

    done = store.delete(f"support-policy@{new}")
    assert (done.revisions, done.items_removed, done.new_head, done.dry_run) == ((new,), 1, old, False)
    assert store.revision("support-policy").revision == old  # the bare name falls back to the older one
    assert all("10 business" not in h.anchor.text for h in store.search("10 business days refunds"))
    assert store.search("14 business days refunds", corpus_ref="support-policy")
    with sqlite3.connect(store.path) as conn:  # no anchor text of the deleted item is searchable any more
        assert conn.execute("SELECT COUNT(*) FROM anchors_fts WHERE anchors_fts MATCH '\"10 business days\"'"
                            ).fetchone()[0] == 0
    after = table_counts(store.path)
    assert after["revisions"] == before["revisions"] - 1 and after["items"] == before["items"] - 1
    assert after["anchors"] == after["anchors_fts"]
    _fts_ok(store.path)
    with pytest.raises(InputError, match="unknown revision"):
        store.show(f"support-policy@{new}")


def test_delete_a_whole_corpus_leaves_other_corpora_and_shared_items(store: EvidenceStore, policy_dir: Path,
                                                                     tmp_path: Path) -> None:
    store.import_path("support-policy", policy_dir)
    store.import_path("copy", policy_dir / "passwords.md")  # shares one item with support-policy
    result = store.delete("support-policy")
    assert result.corpus_removed and result.new_head is None and result.items_removed == 2
    assert [c.corpus_id for c in store.list_corpora()] == ["copy"]
    assert store.search("passwords expire", corpus_ref="copy")
    with pytest.raises(InputError, match="unknown evidence corpus"):
        store.delete("support-policy")
    store.delete("copy")
    assert table_counts(store.path) == dict.fromkeys(("corpora", "revisions", "items", "revision_items",
                                                      "anchors", "anchors_fts"), 0)
    _fts_ok(store.path)
    store.import_path("support-policy", policy_dir)  # and the store is usable again
    assert store.search("refunds original payment method")
