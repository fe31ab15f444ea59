"""`halcheck evidence ...` end to end through the real command line (HALCHECK_HOME is a temp dir)."""
from __future__ import annotations

from pathlib import Path

import pytest

from halcheck_tui import locations
from halcheck_tui.cli import main
from halcheck_tui.store.store import EvidenceStore


@pytest.fixture(autouse=True)
def wide_console(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "250")  # rich tables would otherwise wrap ids at 80 columns


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_import_shipped_list_show_and_search(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "evidence", "import-shipped")
    assert code == 0 and out.count("new revision") == 3
    assert {"catalog@sha256:", "kb@sha256:", "support-policy@sha256:"} <= {line.split("@")[0] + "@sha256:"
                                                                         for line in out.splitlines()}
    code, out, _ = run(capsys, "evidence", "import-shipped")
    assert code == 0 and out.count("unchanged") == 3

    code, out, _ = run(capsys, "evidence", "list")
    assert code == 0 and "support-policy" in out and "kb" in out

    code, out, _ = run(capsys, "evidence", "show", "kb", "--anchors")
    assert code == 0 and "kb#aria-kettle#s2[31:86] Warranty: 2 years, covers electrical and heating faults" in out

    code, out, _ = run(capsys, "evidence", "search", "refunds original payment method", "--corpus", "support-policy")
    assert code == 0 and "refund-policy#timing#s1" in out and "tenant-42" not in out
    code, out, _ = run(capsys, "evidence", "search", "refunds original payment method", "--tenant", "tenant-42")
    assert code == 0 and "refund-policy#tenant-42-enterprise#s1" in out
    code, out, _ = run(capsys, "evidence", "search", "refunds payment method", "--as-of", "2025-03-01")
    assert code == 0 and "refund-policy#timing-2025#s1" in out and "refund-policy#timing#s1" not in out


def test_import_with_options_then_diff(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    policy = tmp_path / "policy" / "returns.md"
    policy.parent.mkdir()
    policy.write_text("Items can be returned within 30 days of delivery.\n")
    code, out, _ = run(capsys, "evidence", "import", "returns", str(policy.parent), "--tenant", "acme",
                       "--authority", "approved-policy", "--valid-from", "2026-01-01")
    assert code == 0 and "new revision" in out
    first = out.split("@")[1].split()[0]
    policy.write_text("Items can be returned within 14 days of delivery.\n")
    code, out, _ = run(capsys, "evidence", "import", "returns", str(policy.parent), "--tenant", "acme")
    second = out.split("@")[1].split()[0]
    code, out, _ = run(capsys, "evidence", "diff", "returns", first[:19], second)
    assert code == 0 and "1 changed" in out and "returns" in out
    assert "-Items can be returned within 30 days" in out and "+Items can be returned within 14 days" in out
    assert "-authority: approved-policy" in out  # the second import did not set an authority

    with EvidenceStore(locations.store_path()) as store:  # the CLI wrote to the default store
        [evidence] = store.resolve_snapshot(f"returns@{first}", as_of="2026-02-01", tenant="acme")
        assert evidence.lineage["tenant"] == "acme" and "30 days" in evidence.text


@pytest.mark.parametrize("argv, message", [
    (("evidence", "show", "nope"), "unknown evidence corpus"),
    (("evidence", "search", "refund", "--corpus", "nope@sha256:1234567"), "unknown evidence corpus"),
    (("evidence", "import", "bad name!", "."), "bad corpus name"),
    (("evidence", "import", "c", "/no/such/folder"), "no such file or folder"),
    (("evidence", "search", "x", "--as-of", "soon"), "ISO 8601"),
    (("evidence",), "usage"),
])
def test_errors_are_one_line_with_exit_code_2(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...],
                                              message: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and message in err and err.count("\n") == 1 and "Traceback" not in err


def test_store_option_points_at_another_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "a.txt").write_text("Orders ship from Pune.")
    other = tmp_path / "other.sqlite3"
    assert run(capsys, "evidence", "import", "kb", str(tmp_path / "p"), "--store", str(other))[0] == 0
    assert "kb" in run(capsys, "evidence", "list", "--store", str(other))[1]
    assert "empty" in run(capsys, "evidence", "list")[1]


def test_delete_needs_yes_and_says_what_goes(capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, "evidence", "import-shipped")
    code, out, err = run(capsys, "evidence", "delete", "kb")
    assert code == 2 and "would delete corpus kb (1 revision) and 4 items" in out
    assert "--yes" in err and len(err.strip().splitlines()) == 1
    code, out, _ = run(capsys, "evidence", "list")
    assert " kb " in out  # nothing was deleted
    code, out, _ = run(capsys, "evidence", "delete", "kb", "--yes")
    assert code == 0 and "deleted corpus kb" in out
    code, out, _ = run(capsys, "evidence", "list")
    assert " kb " not in out and "support-policy" in out
    code, _, err = run(capsys, "evidence", "delete", "kb", "--yes")
    assert code == 2 and "unknown evidence corpus 'kb'" in err
