"""Issue 12 items 6, 20 and 21 on the real SQLite store: a busy store, piped listings, tenant metadata."""
from __future__ import annotations

import json
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from halcheck_tui import cli, locations, wiring
from halcheck_tui.errors import InputError
from halcheck_tui.store.store import EvidenceStore

pytestmark = pytest.mark.integration


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def corpus(tmp_path: Path, name: str, text: str, tenant: str | None = None) -> Path:
    folder = tmp_path / name
    folder.mkdir()
    front = f"---\ntenant: {tenant}\n---\n" if tenant else ""
    (folder / "policy.md").write_text(front + text + "\n")
    return folder


def hold_write_lock(path: Path, seconds: float) -> threading.Thread:
    """Another process's long import: a write transaction held open on its own connection."""
    ready = threading.Event()

    def hold() -> None:
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("BEGIN IMMEDIATE")
        ready.set()
        time.sleep(seconds)
        conn.execute("ROLLBACK")
        conn.close()

    thread = threading.Thread(target=hold)
    thread.start()
    ready.wait(5)
    return thread


def test_import_while_another_import_writes_waits_and_says_so(tmp_path, capsys, monkeypatch):
    store_file = tmp_path / "store.sqlite3"
    EvidenceStore(store_file).close()
    monkeypatch.setattr(EvidenceStore, "busy_wait_s", 30.0)
    monkeypatch.setattr("halcheck_tui.store.store.BUSY_POLL_S", 0.2)
    holder = hold_write_lock(store_file, 2.5)  # longer than one SQLite busy timeout
    try:
        code, out, err = run(capsys, "evidence", "import", "--store", store_file, "returns",
                             corpus(tmp_path, "returns", "Items can be returned within 30 days."))
    finally:
        holder.join()
    assert code == 0 and "new revision" in out
    assert "waiting for another halcheck writing to" in err


def test_import_gives_up_on_a_store_busy_too_long_with_exit_2(tmp_path, capsys, monkeypatch):
    store_file = tmp_path / "store.sqlite3"
    EvidenceStore(store_file).close()
    monkeypatch.setattr(EvidenceStore, "busy_wait_s", 0.5)
    monkeypatch.setattr("halcheck_tui.store.store.BUSY_POLL_S", 0.2)
    holder = hold_write_lock(store_file, 3.0)
    try:
        code, _, err = run(capsys, "evidence", "import", "--store", store_file, "returns",
                           corpus(tmp_path, "returns", "Items can be returned within 30 days."))
    finally:
        holder.join()
    assert code == 2 and "is busy: another halcheck" in err and "wait for the other import" in err
    assert "internal error" not in err


def test_piped_evidence_list_keeps_each_hash_on_one_line(capsys, monkeypatch):
    monkeypatch.delenv("COLUMNS", raising=False)
    assert run(capsys, "evidence", "import-shipped")[0] == 0
    code, out, _ = run(capsys, "evidence", "list")
    assert code == 0
    with EvidenceStore(locations.store_path()) as store:
        heads = [c.head_revision for c in store.list_corpora()]
    assert heads and all(head in out for head in heads)  # a folded hash would be split across lines


def _snapshot_case(tmp_path: Path, ref: str, tenant: str) -> Path:
    path = tmp_path / f"case-{ref}-{tenant}.json"
    path.write_text(json.dumps({"draft": "Items can be returned within 30 days.", "evidence_snapshot": ref,
                                "tenant": tenant}))
    return path


def test_another_tenants_corpus_is_answered_like_an_unknown_one(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(wiring, "build_checker", lambda *a, **k: pytest.fail("a case naming a hidden corpus was checked"))
    for name, tenant in (("acme-secret", "acme"), ("globex-kb", "globex"), ("public-kb", None)):
        assert run(capsys, "evidence", "import", name,
                   corpus(tmp_path, name, "Items can be returned within 30 days.", tenant))[0] == 0
    code_hidden, _, err_hidden = run(capsys, "check", _snapshot_case(tmp_path, "acme-secret", "globex"))
    code_unknown, _, err_unknown = run(capsys, "check", _snapshot_case(tmp_path, "no-such-kb", "globex"))
    assert code_hidden == code_unknown == 2
    assert err_hidden.replace("acme-secret", "X") == err_unknown.replace("no-such-kb", "X")
    assert "globex-kb" in err_unknown and "public-kb" in err_unknown and "acme-secret" not in err_unknown
    with EvidenceStore(locations.store_path()) as store:
        assert store.resolve_snapshot("acme-secret", tenant="acme")  # its own tenant still sees it
        with pytest.raises(InputError, match="unknown evidence corpus 'acme-secret'"):
            store.resolve_snapshot("acme-secret")  # no tenant: public items only
        with pytest.raises(InputError, match="unknown evidence corpus"):
            store.search("returned", corpus_ref="acme-secret", tenant="globex")
        assert store.show("acme-secret").items  # the operator's view is unscoped
