"""`check --batch` engines: local processes and Ray keep order and write what one process writes."""
import json
from pathlib import Path

import pytest

from halcheck_tui import cli
from halcheck_tui.cli import batch, batch_lines, batch_ray
from halcheck_tui.config import Settings

SCENARIOS = Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios"
NAMES = ["refund-queued", "courtesy", "delivery-eta", "warranty-kb", "refund-amount", "cancel-denied",
         "password-policy", "delivery-date", "no-tool-record", "refund-escalated"]


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def write_batch(path: Path, blank_lines: bool = True) -> Path:
    lines = []
    for i, name in enumerate(NAMES):
        lines.append((SCENARIOS / f"{name}.json").read_text().replace("\n", " "))
        if blank_lines and i % 3 == 0:
            lines.append("")
    lines.append('{"draft": "Thanks for waiting!"}')  # no id: it becomes line-<its line number>
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def traces(path: Path) -> list[dict]:
    return [{k: v for k, v in json.loads(line).items() if k != "timings_ms"}
            for line in path.read_text(encoding="utf-8").splitlines()]


def test_default_workers_are_the_cores_but_not_more_than_the_batch_needs(monkeypatch):
    monkeypatch.setattr(batch, "cores", lambda: 8)
    assert batch.choose_workers(None, 100) == 8
    assert batch.choose_workers(None, 12) == 3 and batch.choose_workers(None, 3) == 1
    assert batch.choose_workers(5, 3) == 3 and batch.choose_workers(2, 100) == 2
    assert batch.choose_workers(None, 3, "ray") == 3
    monkeypatch.setattr(batch_lines, "cores", lambda: 2)
    assert batch_lines.worker_settings(Settings(), 2).nli_threads == 1


def test_chunks_split_at_lines_and_keep_line_numbers(tmp_path):
    path = tmp_path / "in.jsonl"
    # U+2028 is legal inside a JSON string; a reader splitting on it (str.splitlines) would break the line.
    path.write_bytes('{"draft": "a\u2028b"}\r\n\n{"draft": "c"}\n\n\n{"draft": "d"}'.encode())
    rows = [row for chunk in batch_ray.chunks(path, size=5) for row in batch_ray.read_chunk(chunk)]
    assert [(r["number"], json.loads(r["line"])["draft"]) for r in rows] == [(1, "a\u2028b"), (3, "c"), (6, "d")]
    assert rows == [{"number": n, "line": line} for n, line in batch_lines.read_batch(path)]
    whole = [row for chunk in batch_ray.chunks(path) for row in batch_ray.read_chunk(chunk)]
    assert whole == rows and len(batch_ray.chunks(path)) == 1


@pytest.mark.parametrize("argv,message", [
    (["--workers", "0"], "--workers 0: needs at least 1"),
    (["--address", "ray://x:1"], "--address is for --engine ray"),
])
def test_bad_engine_options_are_exit_2(tmp_path, capsys, argv, message):
    code, _, err = run(capsys, "check", "--batch", write_batch(tmp_path / "in.jsonl"), "--out", tmp_path / "o.jsonl",
                       *argv)
    assert code == 2 and message in err and not (tmp_path / "o.jsonl").exists()


def test_workers_on_a_single_case_is_a_usage_error(capsys):
    code, _, err = run(capsys, "check", SCENARIOS / "courtesy.json", "--workers", "2")
    assert code == 2 and "are for --batch" in err


@pytest.mark.integration
@pytest.mark.slow
def test_two_processes_write_what_one_process_writes(tmp_path, capsys):
    source = write_batch(tmp_path / "in.jsonl")
    common = ["--no-generator", "--no-repair", "--no-log"]
    code, _, err = run(capsys, "check", "--batch", source, "--out", tmp_path / "one.jsonl", "--workers", "1", *common)
    assert code == 0, err
    code, _, err = run(capsys, "check", "--batch", source, "--out", tmp_path / "two.jsonl", "--workers", "2", *common)
    assert code == 0, err
    one, two = traces(tmp_path / "one.jsonl"), traces(tmp_path / "two.jsonl")
    assert [t["case_id"] for t in two] == NAMES + ["line-15"]
    assert two == one
    assert list(tmp_path.glob(".halcheck-*")) == []


@pytest.mark.integration
@pytest.mark.slow
def test_a_worker_that_cannot_start_leaves_the_old_output(tmp_path, capsys):
    out = tmp_path / "out.jsonl"
    out.write_text("previous run\n")
    code, _, err = run(capsys, "check", "--batch", write_batch(tmp_path / "in.jsonl"), "--out", out,
                       "--workers", "2", "--model", tmp_path / "missing.gguf", "--no-log")
    assert code == 3 and "missing.gguf" in err
    assert out.read_text() == "previous run\n" and list(tmp_path.glob(".halcheck-*")) == []


@pytest.mark.integration
@pytest.mark.slow
def test_ray_engine_on_a_local_instance_writes_what_one_process_writes(tmp_path, capsys):
    pytest.importorskip("ray", reason='Ray is the optional extra "halcheck[ray]"')
    source = write_batch(tmp_path / "in.jsonl")
    common = ["--no-generator", "--no-repair", "--no-log"]
    code, _, err = run(capsys, "check", "--batch", source, "--out", tmp_path / "one.jsonl", "--workers", "1", *common)
    assert code == 0, err
    code, _, err = run(capsys, "check", "--batch", source, "--out", tmp_path / "ray.jsonl", "--engine", "ray",
                       "--workers", "2", *common)
    assert code == 0, err
    assert traces(tmp_path / "ray.jsonl") == traces(tmp_path / "one.jsonl")
