"""The command line contract: exit codes, one-line errors, atomic --batch output."""
import json
from pathlib import Path

import pytest

from halcheck_tui import cli, wiring
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.ports import Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI

SCENARIOS = Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios"


@pytest.fixture
def fake_models(monkeypatch):
    """The CLI's model loading replaced by fakes; the real models have their own integration tests."""
    monkeypatch.setattr(wiring, "build_checker", lambda settings, model, no_generator, classify_claims=True: (
        Checker(settings, Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()), classify_claims), []))


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("content,message", [
    (None, "no such file"),
    ("{oops", "invalid JSON at line 1"),
    ('{"schema": "halcheck.case/1"}', "draft: missing or not a string"),
    ('{"draft": "   "}', "draft: is empty"),
    (json.dumps({"draft": "x" * 1_000_000}), "draft: is 1,000,000 characters"),
    (b"\x89PNG\r\n\x1a\n\x00\x00", "not UTF-8"),
    ('{"draft": "hi", "evidence": [{"id": "r", "kind": "record", "fields": 3}]}', "evidence[0].fields: expected an object"),
])
def test_bad_input_is_one_line_and_exit_2(tmp_path, capsys, fake_models, content, message):
    path = tmp_path / "case.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content, encoding="utf-8")
    code, out, err = run(capsys, "check", str(path))
    assert code == 2
    assert message in err and err.count("\n") == 1 and "Traceback" not in err
    assert out == ""


def test_usage_errors_exit_2(capsys):
    code, _, err = run(capsys, "check", "--frobnicate")
    assert code == 2 and err.startswith("halcheck: usage:")
    code, _, err = run(capsys, "check")
    assert code == 2 and "needs a case file" in err


def test_check_json_trace(capsys, fake_models):
    code, out, _ = run(capsys, "check", str(SCENARIOS / "refund-queued.json"), "--json", "--no-repair")
    assert code == 0
    trace = json.loads(out)
    assert trace["schema"] == "halcheck.trace/1" and trace["decision"] == "block"
    assert trace["repair"]["attempted"] is False


def test_check_readable_report(capsys, fake_models):
    code, out, _ = run(capsys, "check", str(SCENARIOS / "cancel-denied.json"), "--no-repair")
    assert code == 0 and "NOT_EXECUTED" in out and "Decision:" in out


def test_missing_nli_model_is_exit_3(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("HALCHECK_MODELS", str(tmp_path / "nowhere"))
    code, _, err = run(capsys, "check", str(SCENARIOS / "courtesy.json"), "--no-generator")
    assert code == 3 and "nli" in err.lower()


def test_batch_writes_one_trace_per_line_in_order(tmp_path, capsys, fake_models):
    batch = tmp_path / "in.jsonl"
    names = ["refund-queued", "courtesy", "delivery-eta"]
    batch.write_text("\n".join((SCENARIOS / f"{n}.json").read_text().replace("\n", " ") for n in names) + "\n")
    out_path = tmp_path / "out.jsonl"
    code, _, err = run(capsys, "check", "--batch", str(batch), "--out", str(out_path), "--no-repair")
    assert code == 0, err
    traces = [json.loads(line) for line in out_path.read_text().splitlines()]
    assert [t["case_id"] for t in traces] == names


def test_bad_batch_line_gets_an_error_record_and_exit_5(tmp_path, capsys, fake_models):
    batch = tmp_path / "in.jsonl"
    batch.write_text('{"draft": "Thanks!"}\n{"draft": ""}\n')
    out_path = tmp_path / "out.jsonl"
    code, _, err = run(capsys, "check", "--batch", str(batch), "--out", str(out_path))
    assert code == 5 and "in.jsonl: line 2: draft: is empty" in err
    written = [json.loads(line) for line in out_path.read_text().splitlines()]
    assert [w["schema"] for w in written] == ["halcheck.trace/1", "halcheck.batch-error/1"]
    assert list(tmp_path.glob(".halcheck-*")) == []


def test_failure_mid_batch_leaves_no_partial_file(tmp_path, capsys, monkeypatch):
    class Exploding(Checker):
        calls = 0

        def check(self, case, **kwargs):
            Exploding.calls += 1
            if Exploding.calls == 2:
                raise RuntimeError("model crashed")
            return super().check(case, **kwargs)

    monkeypatch.setattr(wiring, "build_checker", lambda *a, **k: (
        Exploding(a[0], Runtimes(nli=FakeNLI(), embedder=FakeEmbedder())), []))
    batch = tmp_path / "in.jsonl"
    batch.write_text('{"draft": "Thanks!"}\n{"draft": "Hello."}\n')
    out_path = tmp_path / "out.jsonl"
    out_path.write_text("previous run\n")
    code, _, err = run(capsys, "check", "--batch", str(batch), "--out", str(out_path))
    assert code == 3 and "model crashed" in err
    assert out_path.read_text() == "previous run\n"
    assert list(tmp_path.glob(".halcheck-*")) == []


def test_case_drawing_evidence_from_a_store_snapshot(tmp_path, capsys, fake_models):
    code, _, err = run(capsys, "evidence", "import-shipped")
    assert code == 0, err
    case = {"draft": "Passwords must be at least 12 characters long.", "evidence_snapshot": "support-policy",
            "as_of": "2026-08-10T09:00:00Z"}
    path = tmp_path / "snap.json"
    path.write_text(json.dumps(case))
    code, out, err = run(capsys, "check", str(path), "--json", "--no-repair")
    assert code == 0, err
    trace = json.loads(out)
    lineage = trace["evidence"]
    assert lineage and all(item["corpus"] == "support-policy" for item in lineage.values())
    assert all(item["revision"].startswith("sha256:") for item in lineage.values())
    assert trace["evidence_snapshot"]["ref"] == "support-policy"


def test_unknown_snapshot_is_exit_2(tmp_path, capsys, fake_models):
    path = tmp_path / "snap.json"
    path.write_text(json.dumps({"draft": "Hi there, your order shipped.", "evidence_snapshot": "nope@sha256:1234567"}))
    code, _, err = run(capsys, "check", str(path))
    assert code == 2 and err.count("\n") == 1
