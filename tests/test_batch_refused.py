"""Issue 30: a batch line halcheck refuses, or whose worker dies, gets an error record in its place.

- refused lines (bad JSON, a case without a draft, an unknown snapshot): an error record each
  (halcheck.batch-error/1, valid against the shipped schema), every other line its trace, in input order;
  the summary counts both and the exit code is 5; a file that is not JSONL at all stays exit 2;
- a worker that dies natively (a real segfault, injected by a sitecustomize stand-in in the CLI's
  subprocess, no hook in halcheck): the case is retried once alone, then written as a `crashed` record;
  every other case keeps its trace, and the exit code is 5, not 3 or 139;
- `POST /v1/check/batch`: a refused case is an error record in its place, the others are checked.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from conftest import nli_model_available
from jsonschema import Draft202012Validator

from halcheck_tui import cli, wiring
from halcheck_tui.cli.ci import EXIT_INCOMPLETE, BatchSummary
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.ports import Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI
from halcheck_tui.schemas import schema_text

REPO = Path(__file__).resolve().parents[1]
ERROR = "halcheck.batch-error/1"
TRACE = "halcheck.trace/1"


def fake_checker(settings, model=None, no_generator=False, classify_claims=True):
    return Checker(settings, Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()), classify_claims), []


@pytest.fixture
def checked(monkeypatch):
    """Fake models; the ids of the cases the checker actually ran."""
    ran: list[str] = []

    class Counting(Checker):
        def check(self, case, **kwargs):
            ran.append(case.id)
            return super().check(case, **kwargs)

    monkeypatch.setattr(wiring, "build_checker", lambda settings, model, no_generator, classify_claims=True: (
        Counting(settings, Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()), classify_claims), []))
    return ran


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def written(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def schema_errors(name: str, document) -> list[str]:
    return [e.message for e in Draft202012Validator(json.loads(schema_text(name))).iter_errors(document)]


def mixed_batch(path: Path) -> Path:
    lines = [
        json.dumps({"id": "kettle-1", "draft": "Thanks for writing in about the kettle."}),
        '{"id": "kettle-2", "draft": "The lid ',                                     # bad JSON
        json.dumps({"id": "kettle-3", "question": "Where is the draft?"}),          # no draft
        "",
        json.dumps({"id": "kettle-4", "draft": "Your kettle ships on Monday.",
                    "evidence_snapshot": "no-such-corpus"}),                       # refused when resolved
        json.dumps({"draft": "Happy brewing!"}),
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_refused_lines_get_error_records_and_the_others_traces_in_order(tmp_path, capsys, checked):
    out = tmp_path / "out.jsonl"
    code, _, err = run(capsys, "check", "--batch", mixed_batch(tmp_path / "in.jsonl"), "--out", out, "--no-generator",
                       "--no-log")
    assert code == EXIT_INCOMPLETE == 5, err
    records = written(out)
    assert [(r["schema"], r.get("line"), r["case_id"]) for r in records] == [
        (TRACE, None, "kettle-1"), (ERROR, 2, None), (ERROR, 3, "kettle-3"), (ERROR, 5, "kettle-4"),
        (TRACE, None, "line-6")]
    assert checked == ["kettle-1", "line-6"]  # refused lines cost no check
    bad_json, no_draft, no_snapshot = records[1:4]
    assert bad_json["title"].startswith("invalid JSON at column") and "json.tool" in bad_json["fix"]
    assert no_draft["title"] == "draft: missing or not a string" and no_draft["kind"] == "refused"
    assert no_draft["error"] == f"{no_draft['title']}: {no_draft['fix']}"
    assert "no-such-corpus" in no_snapshot["title"]
    for record in records:
        assert schema_errors("trace" if record["schema"] == TRACE else "batch-error", record) == [], record
    # stderr: each refused line named, then the counts of both.
    assert "in.jsonl: line 3 (kettle-3): draft: missing or not a string" in err
    assert "2 traces and 3 error records written to" in err
    assert "summary of 5 cases:" in err
    refused = next(line for line in err.splitlines() if line.split()[:1] == ["refused"])
    assert refused.split()[1] == "3" and "lines 2, 3, 5" in refused
    assert list(tmp_path.glob(".halcheck-*")) == []


def test_refused_lines_exit_5_even_when_a_decision_reached_fail_on(tmp_path, capsys, checked):
    batch = tmp_path / "in.jsonl"
    batch.write_text(json.dumps({"draft": "Your refund of $40.00 was sent yesterday."}) + "\n{}\n", encoding="utf-8")
    code, _, err = run(capsys, "check", "--batch", batch, "--out", tmp_path / "o.jsonl", "--fail-on", "review",
                       "--no-generator", "--no-log")
    assert code == 5, err
    assert "<- at or past --fail-on review" in err  # the summary still marks the decision


def test_a_batch_of_only_refused_lines_writes_their_records_and_loads_no_model(tmp_path, capsys, monkeypatch):
    def no_models(*args, **kwargs):
        raise AssertionError("no model may load for a batch of refused lines")

    monkeypatch.setattr(wiring, "build_checker", no_models)
    batch = tmp_path / "in.jsonl"
    batch.write_text('{"id": "a"}\n[1, 2]\n{"draft": ""}\n', encoding="utf-8")
    out = tmp_path / "out.jsonl"
    code, _, err = run(capsys, "check", "--batch", batch, "--out", out, "--workers", "4", "--no-log")
    assert code == 5, err
    assert [(r["schema"], r["line"], r["case_id"]) for r in written(out)] == [(ERROR, 1, "a"), (ERROR, 2, None),
                                                                             (ERROR, 3, None)]
    assert "0 traces and 3 error records" in err


@pytest.mark.parametrize("content, message", [
    ("", "no cases"),
    ("\n  \n", "no cases"),
    ('{\n  "draft": "A case file, not JSONL."\n}\n', "line 1: invalid JSON"),  # no line is JSON at all
    ("id,draft\nk-1,Thanks\n", "line 1: invalid JSON"),
    (None, "no such file"),
])
def test_a_file_that_is_no_jsonl_is_exit_2_with_nothing_written(tmp_path, capsys, checked, content, message):
    batch = tmp_path / "in.jsonl"
    if content is not None:
        batch.write_text(content, encoding="utf-8")
    out = tmp_path / "out.jsonl"
    code, _, err = run(capsys, "check", "--batch", batch, "--out", out, "--no-log")
    assert code == 2 and message in err and err.count("\n") == 1, err
    assert not out.exists() and checked == [] and list(tmp_path.glob(".halcheck-*")) == []


def test_an_unwritable_id_is_escaped_in_the_record(tmp_path, capsys, checked):
    batch = tmp_path / "in.jsonl"
    # A lone surrogate, as JSON may spell it: refused by the case parser, and not writable as UTF-8.
    batch.write_text('{"id": "odd-\\ud800", "draft": "Hi."}\n{"draft": "Hello."}\n', encoding="utf-8")
    out = tmp_path / "out.jsonl"
    code, _, err = run(capsys, "check", "--batch", batch, "--out", out, "--no-log")
    assert code == 5, err
    record = written(out)[0]
    assert record["case_id"] == "odd-\\ud800" and "surrogate" in record["title"]


def test_summary_counts_error_records_beside_decisions():
    summary = BatchSummary()
    summary.add("release", "sent")
    for line in range(2, 14):
        summary.add_error("refused", line)
    summary.add_error("crashed", 20)
    lines = summary.lines()
    assert lines[0] == "summary of 14 cases:"
    assert lines[2].split()[:2] == ["refused", "12"] and "lines 2, 3, 4, 5, 6, 7, 8, 9 and 4 more" in lines[2]
    assert lines[3].split()[:2] == ["crashed", "1"] and "(line 20)" in lines[3]
    assert summary.error_count == 13


def test_the_batch_error_schema_rejects_what_is_no_error_record():
    good = {"schema": ERROR, "kind": "refused", "line": 2, "case_id": None, "error": "x: y", "title": "x", "fix": "y"}
    assert schema_errors("batch-error", good) == []
    for bad in ({**good, "kind": "failed"}, {**good, "line": 0}, {k: v for k, v in good.items() if k != "fix"},
                {**good, "index": 1}, {k: v for k, v in good.items() if k != "line"}, {**good, "schema": TRACE}):
        assert schema_errors("batch-error", bad), bad


def test_schema_command_prints_the_batch_error_schema(capsys):
    code, out, _ = run(capsys, "schema", "batch-error")
    assert code == 0 and json.loads(out)["title"] == ERROR


# --- a worker that dies: a real segfault in the CLI's own subprocess ------------------------------------------

STAND_IN = textwrap.dedent('''
    """Test stand-in (tests/test_batch_refused.py): fake models, and a native crash for one case id."""
    import os

    if os.environ.get("CRASH_CASE"):
        import ctypes
        import json
        import multiprocessing

        from halcheck_tui import wiring
        from halcheck_tui.cli import batch_lines
        from halcheck_tui.core.pipeline import Checker
        from halcheck_tui.ports import Runtimes
        from halcheck_tui.runtimes.embedder import FakeEmbedder
        from halcheck_tui.runtimes.nli import FakeNLI

        wiring.build_checker = lambda settings, model, no_generator, classify_claims=True: (
            Checker(settings, Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()), classify_claims), [])
        real_check_line = batch_lines.check_line

        def check_line(service, number, line, repair):
            if multiprocessing.parent_process() is not None:  # only in a batch worker
                case_id = json.loads(line).get("id")
                with open(os.environ["CRASH_ATTEMPTS"], "a") as handle:
                    handle.write(f"{case_id}\\n")
                if case_id == os.environ["CRASH_CASE"] or os.environ["CRASH_CASE"] == "*":
                    ctypes.string_at(0)  # SIGSEGV: the worker process dies as a native crash kills it
            return real_check_line(service, number, line, repair)

        batch_lines.check_line = check_line
''')


def crashing_batch(tmp_path: Path, crash: str, cases: int = 8) -> tuple[subprocess.CompletedProcess, Path, Path]:
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(STAND_IN)
    batch = tmp_path / "in.jsonl"
    batch.write_text("".join(json.dumps({"id": f"mug-{i}", "draft": f"Thanks for your note about mug {i}."}) + "\n"
                             for i in range(cases)), encoding="utf-8")
    out = tmp_path / "out.jsonl"
    out.write_text("the previous output\n")
    attempts = tmp_path / "attempts.txt"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(REPO)]), "CRASH_CASE": crash,
           "CRASH_ATTEMPTS": str(attempts), "HALCHECK_HOME": str(tmp_path / "home")}
    env.pop("PYTHONFAULTHANDLER", None)

    def no_core_files():
        import resource

        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))

    done = subprocess.run([sys.executable, "-m", "halcheck_tui", "check", "--batch", str(batch), "--out", str(out),
                           "--workers", "2", "--no-generator", "--no-log"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300, preexec_fn=no_core_files)
    return done, out, attempts


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="spawned workers and signals as on Linux")
def test_a_worker_that_segfaults_is_retried_once_then_its_case_gets_an_error_record(tmp_path):
    done, out, attempts = crashing_batch(tmp_path, crash="mug-3")
    assert done.returncode == 5, done.stderr  # not 3 (a broken runtime), not 139 (halcheck itself died)
    records = written(out)
    assert [r["case_id"] for r in records] == [f"mug-{i}" for i in range(8)]  # every case, in order
    assert [r["schema"] for r in records] == [TRACE] * 3 + [ERROR] + [TRACE] * 4
    crashed = records[3]
    assert (crashed["kind"], crashed["line"], crashed["signal"]) == ("crashed", 4, "SIGSEGV")
    assert "scripts/setup.sh" in crashed["fix"] and "--no-generator" in crashed["fix"]
    assert schema_errors("batch-error", crashed) == []
    tried = attempts.read_text().split()
    assert tried.count("mug-3") == 2  # the first attempt, and one retry alone
    assert "line 4 (mug-3): the worker checking this case died" in done.stderr and "SIGSEGV" in done.stderr
    assert "7 traces and 1 error record written" in done.stderr and "Traceback" not in done.stderr
    assert list(tmp_path.glob(".halcheck-*")) == [] and list(tmp_path.glob("core*")) == []


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="spawned workers and signals as on Linux")
def test_workers_that_die_on_every_case_end_the_batch_as_a_broken_runtime(tmp_path):
    done, out, attempts = crashing_batch(tmp_path, crash="*", cases=12)
    assert done.returncode == 3, done.stderr
    assert "batch workers keep dying (killed by SIGSEGV)" in done.stderr and "scripts/setup.sh" in done.stderr
    assert out.read_text() == "the previous output\n"  # nothing written, as for any exit 3
    tried = attempts.read_text().split()
    # Gave up after 3 cases crashed alone: no case was tried more than twice and most were never retried.
    assert max(tried.count(c) for c in set(tried)) == 2 and len(tried) < 12
    assert list(tmp_path.glob(".halcheck-*")) == []


# --- halcheck serve: POST /v1/check/batch ------------------------------------------------------------------

def test_server_batch_puts_an_error_record_in_a_refused_cases_place(monkeypatch):
    from starlette.testclient import TestClient

    from halcheck_tui.api import CaseChecker
    from halcheck_tui.server.app import create_app

    monkeypatch.setattr(wiring, "build_checker", fake_checker)
    client = TestClient(create_app(CaseChecker(generator=False, event_log=False)))
    cases = [{"id": "teapot-1", "draft": "Thanks for the photo of the teapot."}, {"id": "teapot-2", "draft": " "},
             "a string, not a case", {"id": "teapot-4", "draft": "It ships today.", "evidence_snapshot": "nowhere"},
             {"draft": "Enjoy the tea!"}]
    answer = client.post("/v1/check/batch", json={"cases": cases, "repair": False})
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["errors"] == 3
    assert [(t["schema"], t.get("index"), t["case_id"]) for t in body["traces"]] == [
        (TRACE, None, "teapot-1"), (ERROR, 1, "teapot-2"), (ERROR, 2, None), (ERROR, 3, "teapot-4"),
        (TRACE, None, "case-5")]
    assert body["traces"][1]["error"] == "draft: is empty: paste the reply to check"
    assert body["traces"][2]["title"] == "case: expected a JSON object"
    for entry in body["traces"][1:4]:
        assert schema_errors("batch-error", entry) == [], entry
    # A body that is no batch at all is still refused as a whole.
    assert client.post("/v1/check/batch", json={"cases": []}).status_code == 422


@pytest.mark.integration
@pytest.mark.slow
def test_ray_engine_writes_the_same_error_records(tmp_path, capsys):
    pytest.importorskip("ray", reason='Ray is the optional extra "halcheck[ray]"')
    if not nli_model_available():
        pytest.skip("the shipped NLI model is not installed")
    batch = mixed_batch(tmp_path / "in.jsonl")
    common = ["--no-generator", "--no-repair", "--no-log"]
    code, _, err = run(capsys, "check", "--batch", batch, "--out", tmp_path / "one.jsonl", "--workers", "1", *common)
    assert code == 5, err
    code, _, err = run(capsys, "check", "--batch", batch, "--out", tmp_path / "ray.jsonl", "--engine", "ray",
                       "--workers", "2", *common)
    assert code == 5, err

    def comparable(path):
        return [{k: v for k, v in r.items() if k != "timings_ms"} for r in written(path)]

    assert comparable(tmp_path / "ray.jsonl") == comparable(tmp_path / "one.jsonl")
    assert [r["schema"] for r in written(tmp_path / "ray.jsonl")] == [TRACE, ERROR, ERROR, ERROR, TRACE]
