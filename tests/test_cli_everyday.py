"""Issue 23, the command line end to end (subprocess, real models): --fail-on exit codes, the batch
summary, the nearest flag for a typo, `halcheck schema`, safe `evidence import`, truthful repair traces."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import SCENARIOS, nli_model_available

from halcheck_tui.cli.ci import DECISION_ORDER, EXIT_DECISION, BatchSummary, exit_code, reaches


def halcheck(*argv: str, env_home: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "HALCHECK_HOME": str(env_home), "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-m", "halcheck_tui", *argv], capture_output=True, text=True, env=env,
                          timeout=300)


# --- --fail-on: the order and the exit code (unit) ----------------------------------------------------

def test_fail_on_order_is_release_review_revise_abstain_block() -> None:
    assert DECISION_ORDER == ("release", "review", "revise", "abstain", "block")
    assert reaches("block", "abstain") and reaches("abstain", "abstain") and not reaches("revise", "abstain")
    assert not reaches("release", "review") and reaches("review", "review")
    assert not reaches("block", None)
    assert exit_code(["release", "revise"], "revise") == EXIT_DECISION == 4
    assert exit_code(["release", "revise"], "abstain") == 0


def test_batch_summary_has_a_line_per_decision_with_its_outcomes() -> None:
    summary = BatchSummary()
    for decision, outcome in [("block", "trimmed"), ("release", "sent"), ("block", "withheld"), ("release", "repaired")]:
        summary.add(decision, outcome)
    lines = summary.lines("block")
    assert lines[0] == "summary of 4 cases:"
    assert lines[1].split() == ["block", "2", "(trimmed", "1,", "withheld", "1)", "<-", "at", "or", "past",
                                "--fail-on", "block"]
    assert lines[2].split() == ["release", "2", "(repaired", "1,", "sent", "1)"]


# --- subprocess, real models ------------------------------------------------------------------------

@pytest.mark.integration
@pytest.mark.skipif(not nli_model_available(), reason="models/nli-minilm-l6 not present")
def test_fail_on_sets_exit_4_only_at_or_past_the_level(tmp_path: Path) -> None:
    case = SCENARIOS / "password-policy.json"
    base = ("check", str(case), "--no-generator", "--no-repair", "--no-log", "--json")
    plain = halcheck(*base, env_home=tmp_path)
    assert plain.returncode == 0, plain.stderr
    decision = json.loads(plain.stdout)["decision"]
    assert decision != "release"
    at = halcheck(*base, "--fail-on", decision, env_home=tmp_path)
    assert at.returncode == EXIT_DECISION and json.loads(at.stdout)["decision"] == decision  # trace still printed
    above = DECISION_ORDER[DECISION_ORDER.index(decision) + 1:]
    if above:
        assert halcheck(*base, "--fail-on", above[0], env_home=tmp_path).returncode == 0


@pytest.mark.integration
@pytest.mark.skipif(not nli_model_available(), reason="models/nli-minilm-l6 not present")
def test_batch_prints_a_summary_and_fails_on_any_case(tmp_path: Path) -> None:
    cases = [json.loads((SCENARIOS / f"{name}.json").read_text()) for name in ("delivery-eta", "password-policy")]
    batch = tmp_path / "in.jsonl"
    batch.write_text("".join(json.dumps(c) + "\n" for c in cases))
    out = tmp_path / "out.jsonl"
    done = halcheck("check", "--batch", str(batch), "--out", str(out), "--no-generator", "--no-repair", "--no-log",
                    "--workers", "1", "--fail-on", "review", env_home=tmp_path)
    traces = [json.loads(line) for line in out.read_text().splitlines()]
    decisions = [t["decision"] for t in traces]
    assert "summary of 2 cases:" in done.stderr
    for decision in set(decisions):
        outcomes = sorted(t["outcome"] for t in traces if t["decision"] == decision)
        line = next(l for l in done.stderr.splitlines() if l.split()[:1] == [decision])
        assert line.split()[1] == str(len(outcomes)) and all(o in line for o in outcomes)
    assert done.returncode == (EXIT_DECISION if any(d != "release" for d in decisions) else 0)


def test_unknown_flag_names_the_near_one(tmp_path: Path) -> None:
    done = halcheck("check", "case.json", "--markdwn", env_home=tmp_path)
    assert done.returncode == 2 and "did you mean --markdown?" in done.stderr and done.stderr.count("\n") == 1
    done = halcheck("evidence", "import", "c", ".", "--replce", env_home=tmp_path)
    assert done.returncode == 2 and "did you mean --replace?" in done.stderr and "evidence import --help" in done.stderr
    done = halcheck("chek", env_home=tmp_path)
    assert done.returncode == 2 and "did you mean 'check'?" in done.stderr


def test_schema_command_prints_the_shipped_schemas(tmp_path: Path) -> None:
    for name, title in (("case", "halcheck.case/1"), ("trace", "halcheck.trace/1")):
        done = halcheck("schema", name, env_home=tmp_path)
        assert done.returncode == 0 and json.loads(done.stdout)["title"] == title
    assert halcheck("schema", "cases", env_home=tmp_path).returncode == 2


@pytest.mark.integration
@pytest.mark.skipif(not nli_model_available(), reason="models/nli-minilm-l6 not present")
def test_no_repair_trace_names_no_repair_method(tmp_path: Path) -> None:
    done = halcheck("check", str(SCENARIOS / "refund-queued.json"), "--no-repair", "--no-generator", "--no-log",
                    "--json", env_home=tmp_path)
    repair = json.loads(done.stdout)["repair"]
    assert done.returncode == 0 and repair["attempted"] is False and repair["method"] is None
    assert "--no-repair" in repair["skipped_reason"]


@pytest.mark.integration
@pytest.mark.skipif(not nli_model_available(), reason="models/nli-minilm-l6 not present")
def test_no_generator_still_corrects_from_the_evidence_as_documented(tmp_path: Path) -> None:
    """--no-generator loads no model; the correction needs none, so it runs (the help says so)."""
    done = halcheck("check", str(SCENARIOS / "refund-queued.json"), "--no-generator", "--no-log", "--json",
                    env_home=tmp_path)
    trace = json.loads(done.stdout)
    assert trace["models"].get("generator") is None
    assert trace["repair"]["attempted"] and trace["repair"]["method"] == "correction"
    helptext = halcheck("check", "--help", env_home=tmp_path).stdout
    assert "repair still corrects from the evidence" in " ".join(helptext.split())


# --- evidence import into an existing corpus -------------------------------------------------------

def test_import_into_existing_corpus_prints_the_diff_and_needs_replace_to_drop_items(tmp_path: Path) -> None:
    folder = tmp_path / "kb"
    folder.mkdir()
    (folder / "a.md").write_text("Orders ship from Pune.\n")
    (folder / "b.md").write_text("Delivery takes 2 days.\n")
    home = tmp_path / "home"
    assert halcheck("evidence", "import", "kb", str(folder), env_home=home).returncode == 0

    (folder / "b.md").write_text("Delivery takes 3 days.\n")
    (folder / "c.md").write_text("Returns are free.\n")
    changed = halcheck("evidence", "import", "kb", str(folder), env_home=home)
    assert changed.returncode == 0, changed.stderr
    assert "new revision" in changed.stdout and "1 added, 0 removed, 1 changed, 1 unchanged" in changed.stdout
    assert "+ c" in changed.stdout and "+Delivery takes 3 days." in changed.stdout

    (folder / "a.md").unlink()
    before = halcheck("evidence", "list", env_home=home).stdout
    refused = halcheck("evidence", "import", "kb", str(folder), env_home=home)
    assert refused.returncode == 2 and "would remove 1 of its 3 items (a)" in refused.stderr
    assert "--replace" in refused.stderr and refused.stdout == ""
    assert halcheck("evidence", "list", env_home=home).stdout == before  # nothing written

    replaced = halcheck("evidence", "import", "kb", str(folder), "--replace", env_home=home)
    assert replaced.returncode == 0 and "0 added, 1 removed" in replaced.stdout and "- a" in replaced.stdout


def test_batch_progress_bar_counts_n_of_m(monkeypatch, tmp_path: Path, capsys) -> None:
    """On a terminal the batch's bar shows `n/N` (rich's MofNCompleteColumn), advanced once per case."""
    from rich.progress import MofNCompleteColumn

    from halcheck_tui import cli, wiring
    from halcheck_tui.cli import progress
    from halcheck_tui.core.pipeline import Checker
    from halcheck_tui.ports import Runtimes
    from halcheck_tui.runtimes.embedder import FakeEmbedder
    from halcheck_tui.runtimes.nli import FakeNLI

    monkeypatch.setattr(wiring, "build_checker", lambda settings, model, no_generator, classify_claims=True: (
        Checker(settings, Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()), classify_claims), []))
    monkeypatch.setattr(progress.sys.stderr, "isatty", lambda: True, raising=False)
    bars = []
    real = progress.ProgressBar

    class Recording(real):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            bars.append(self)

    monkeypatch.setattr(progress, "ProgressBar", Recording)
    batch = tmp_path / "in.jsonl"
    batch.write_text(json.dumps({"draft": "Thanks!"}) + "\n" + json.dumps({"draft": "Hello there."}) + "\n")
    assert cli.main(["check", "--batch", str(batch), "--out", str(tmp_path / "o.jsonl"), "--no-log"]) == 0
    [bar] = bars
    assert any(isinstance(c, MofNCompleteColumn) for c in bar._bar.columns)
    task = bar._bar.tasks[0]
    assert (task.completed, task.total) == (2, 2)
    assert "summary of 2 cases:" in capsys.readouterr().err
