"""scripts/rule_precision.py: each claim the record check disputes names its alignment rule in the trace, and the
writer's probe on that claim says whether the dispute was right or a false alarm."""
from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from halcheck_tui.config import Settings
from halcheck_tui.core.case import parse_case
from halcheck_tui.core.trace import build_trace

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("rule_precision", ROOT / "scripts" / "rule_precision.py")
rule_precision = importlib.util.module_from_spec(spec)
spec.loader.exec_module(rule_precision)

DRAFT = "Your cleaning fee is $35. Your stay has 3 nights."
EVIDENCE = [{"id": "stay#S-1", "kind": "record", "fields": {"cleaning_fee": 45.0, "nights": 3}}]


def corpus_line(fee_label: list[str]) -> dict:
    case = {"schema": "halcheck.case/1", "id": "made-up-1", "draft": DRAFT, "evidence": EVIDENCE}
    probes = [{"contains": "cleaning fee is $35", "verdict_in": fee_label},
              {"contains": "has 3 nights", "verdict_in": ["supported"]}]
    return {"case": case, "expect": {"probes": probes, "outcome_in": None, "final_excludes": ["$35"],
                                     "final_includes": []}, "meta": {"writer": "w99", "errors": ["wrong_amount"]}}


def test_a_disputed_claim_names_the_rule_that_disputed_it(tmp_path, monkeypatch):
    """The figure rule (AL301) disputes "$35" against cleaning_fee = 45, and the trace names it."""
    from halcheck_tui.core.pipeline import Checker
    from halcheck_tui.ports import Runtimes
    monkeypatch.setenv("HALCHECK_HOME", str(tmp_path))
    trace = build_trace(Checker(Settings(), Runtimes()).check(parse_case(corpus_line(["contradicted"])["case"]),
                                                             repair=False))
    fee = next(c for c in trace["claims"] if "$35" in c["text"])
    assert (fee["verdict"], fee["reason_code"], fee["rule"]) == ("contradicted", "AMOUNT_MISMATCH", "AL301")
    nights = next(c for c in trace["claims"] if "nights" in c["text"])
    assert nights["rule"] is None  # supported: no rule disputed it


@pytest.mark.parametrize("label, counted", [
    (["contradicted"], "right"), (["contradicted", "insufficient_evidence"], "right"),
    (["supported"], "false alarm"), (["not_applicable"], "false alarm")])
def test_the_probe_on_a_disputed_claim_says_whether_the_rule_was_right(label, counted):
    line = corpus_line(label)
    trace = {"claims": [{"verdict": "contradicted", "rule": "AL301", "start": 0, "end": 24},
                        {"verdict": "supported", "rule": None, "start": 26, "end": 49}]}
    assert rule_precision.disputes(trace, line) == [("AL301", counted)]


def test_a_claim_no_probe_touches_is_counted_apart():
    line = corpus_line(["contradicted"])
    line["expect"]["probes"] = []
    trace = {"claims": [{"verdict": "contradicted", "rule": "AL308", "start": 0, "end": 24}]}
    assert rule_precision.disputes(trace, line) == [("AL308", "unprobed")]


def test_the_script_tallies_a_writer_with_the_real_checker(tmp_path):
    """Integration: the shipped models, one made-up writer folder, the table and its JSON."""
    writer = tmp_path / "corpus" / "w99"
    writer.mkdir(parents=True)
    (writer / "BRIEF.md").write_text("made up for a test\n")
    (writer / "README.md").write_text("finished\n")
    (writer / "cases.jsonl").write_text(json.dumps(corpus_line(["contradicted"])) + "\n")
    out = tmp_path / "precision.json"
    run = subprocess.run([sys.executable, str(ROOT / "scripts" / "rule_precision.py"), "--corpus",
                          str(tmp_path / "corpus"), "--json", str(out)], capture_output=True, text=True, timeout=600,
                         env={"HALCHECK_HOME": str(tmp_path / "home"), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0, run.stderr
    assert "AL301 figures" in run.stdout
    assert json.loads(out.read_text())["AL301"]["w99"] == {"right": 1}


def test_no_writer_folder_is_one_line_and_exit_2(tmp_path):
    run = subprocess.run([sys.executable, str(ROOT / "scripts" / "rule_precision.py"), "--corpus", str(tmp_path)],
                         capture_output=True, text=True, timeout=120,
                         env={"HALCHECK_HOME": str(tmp_path / "home"), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 2
    assert run.stderr.count("\n") == 1 and "--writers" in run.stderr
