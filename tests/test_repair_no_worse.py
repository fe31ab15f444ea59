"""Issue 12 item 12: a repair may only replace the draft's trim when its re-check delivers at least as much
checked text; otherwise the draft's own check decides, and the trace's decision matches its claims."""
from __future__ import annotations

import json

from conftest import SCENARIOS

from halcheck_tui import cli, wiring
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.generator import FakeGenerator
from halcheck_tui.runtimes.nli import FakeNLI

# What the issue saw: the model copied the prompt's example back, so its re-check withholds everything.
BAD_REWRITE = "Your password must be changed every 30 days, for example: Passwords expire after 90 days, every 30 days."
GOOD_REWRITE = "Passwords expire after 90 days. Passwords must have at least 12 characters."


def reads_policy(premise: str, hypothesis: str) -> NLIProbs:
    for fact in ("12 characters", "90 days"):
        if fact in hypothesis and fact in premise and "30 days" not in hypothesis:
            return NLIProbs(0.95, 0.04, 0.01)
    return NLIProbs(0.1, 0.8, 0.1)


def run_check(monkeypatch, capsys, rewrite: str) -> dict:
    monkeypatch.setattr(wiring, "build_checker", lambda settings, model, no_generator, classify_claims=True: (
        Checker(settings, Runtimes(nli=FakeNLI(reads_policy), embedder=FakeEmbedder(),
                                   generator=FakeGenerator([rewrite])), classify_claims), []))
    assert cli.main(["check", str(SCENARIOS / "password-policy.json"), "--json", "--repair", "model"]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_bad_rewrite_does_not_replace_a_correct_trim(monkeypatch, capsys):
    trace = run_check(monkeypatch, capsys, BAD_REWRITE)
    assert trace["repair"]["attempted"] and trace["repair"]["rechecked"]
    assert trace["repair"]["recheck"]["outcome"] == "withheld"
    assert (trace["decision"], trace["outcome"]) == ("block", "trimmed")
    assert trace["final_text"] == "Passwords must have at least 12 characters."
    assert "worse than the draft's own block/trimmed" in trace["repair"]["rejected"]
    # decision and claims[] describe the same text: the draft, whose contradicted claim blocks it
    assert any(c["verdict"] == "contradicted" for c in trace["claims"])
    assert trace["decision"] == trace["first_check"]["decision"]


def test_a_rewrite_at_least_as_good_still_wins(monkeypatch, capsys):
    trace = run_check(monkeypatch, capsys, GOOD_REWRITE)
    assert trace["repair"]["rejected"] is None
    assert (trace["decision"], trace["outcome"]) == ("release", "repaired")
    assert trace["final_text"] == GOOD_REWRITE
