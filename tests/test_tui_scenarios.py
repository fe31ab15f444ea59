"""The built-in scenarios together show every reason code; stepping level by level equals Checker.check.

No Textual here: `tui.session` and `tui.document` are plain Python the TUI's workers call.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import SCENARIOS, nli_model_available

from halcheck_tui.config import Settings
from halcheck_tui.core.case import load_case
from halcheck_tui.core.levels import LEVELS, Steps, run_level, run_through
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.trace import build_trace
from halcheck_tui.core.types import ReasonCode
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.generator import FakeGenerator
from halcheck_tui.runtimes.nli import FakeNLI
from halcheck_tui.tui.document import CaseDocument, read_autosave, write_autosave

NEUTRAL, CONTRA = NLIProbs(0.1, 0.8, 0.1), NLIProbs(0.02, 0.08, 0.9)
ALL_SCENARIOS = sorted(SCENARIOS.glob("*.json"))
REWRITE = "Thanks for reaching out! Your refund for order A-4417 is queued for review."


def sunday_rule(premise: str, hypothesis: str) -> NLIProbs:
    """A stand-in NLI that reads 'closed on Sundays' as contradicting 'open on Sundays'."""
    return CONTRA if "closed on Sundays" in premise and "open on Sundays" in hypothesis else NEUTRAL


def fake_checker(generations=()) -> Checker:
    return Checker(Settings(), Runtimes(nli=FakeNLI(rule=sunday_rule), embedder=FakeEmbedder(),
                                        generator=FakeGenerator(list(generations))))


def without_timings(trace: dict) -> dict:
    return {k: v for k, v in trace.items() if k != "timings_ms"}


@pytest.mark.parametrize("path", ALL_SCENARIOS, ids=lambda p: p.stem)
def test_stepping_level_by_level_gives_the_same_trace_as_check(path: Path) -> None:
    case = load_case(path)
    expected = build_trace(fake_checker([REWRITE]).check(case))
    steps = Steps(case)
    checker = fake_checker([REWRITE])
    for level in LEVELS:
        steps = run_level(checker, steps, level)
        assert steps.done(level)
    assert without_timings(build_trace(steps.result)) == without_timings(expected)


def test_scenarios_show_every_reason_code_and_the_seed_examples() -> None:
    codes: dict[str, set[str]] = {}
    for path in ALL_SCENARIOS:
        trace = build_trace(fake_checker().check(load_case(path), repair=False))
        codes[path.stem] = {c["reason_code"] for c in trace["claims"] if c["reason_code"]}
        # INVALID_CITATION is a cut reason (the sentence goes), not a claim's verdict reason.
        codes[path.stem] |= {r for cut in trace["first_check"]["cuts"] for r in cut["reasons"]}
    assert set().union(*codes.values()) == {code.value for code in ReasonCode}
    # the seed examples, each in its own scenario
    assert "RECORD_STATE_MISMATCH" in codes["refund-queued"]          # issued vs queued
    assert "AMOUNT_MISMATCH" in codes["refund-amount"]                 # $118.84 vs 118.48
    assert "NOT_EXECUTED" in codes["refund-escalated"] and "NOT_EXECUTED" in codes["cancel-denied"]
    assert codes["courtesy"] == set()                                  # courtesy is never flagged
    assert "NO_POLICY_EVIDENCE" in codes["promise-no-policy"]           # a promise with no policy or KB text
    assert {"INVALID_CITATION", "CITATION_NOT_ENTAILED"} <= codes["citation-wrong"]
    assert codes["wrong-order"] == {"IDENTIFIER_MISMATCH"}
    assert codes["delivery-date"] == {"DATE_MISMATCH"}
    assert "CLAIM_WITHOUT_TOOL_EVIDENCE" in codes["no-tool-record"]
    assert codes["shaky-amount"] == {"SHAKY_SPECIFIC"}
    assert codes["degenerate-guess"] == {"DEGENERATE_SENTENCE"}
    assert codes["store-hours-kb"] == {"NLI_CONTRADICTION"}


@pytest.mark.parametrize("path", ALL_SCENARIOS, ids=lambda p: p.stem)
def test_each_new_scenario_says_what_it_teaches(path: Path) -> None:
    from halcheck_tui.tui.training import BUILTIN_SCENARIO_NOTES

    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw.get("about") or raw["id"] in BUILTIN_SCENARIO_NOTES


def test_level_one_scenarios_carry_logprobs_of_their_own_draft() -> None:
    for name in ("shaky-amount", "degenerate-guess"):
        case = load_case(SCENARIOS / f"{name}.json")
        assert case.logprobs is not None
        assert "".join(t.token for t in case.logprobs) == case.draft


@pytest.mark.integration
@pytest.mark.skipif(not nli_model_available(), reason="models/nli-minilm-l6 is not built yet")
def test_new_scenarios_with_the_real_nli_model() -> None:
    """Every scenario that names a reason code in its "about" field shows that code with the real models."""
    from halcheck_tui.wiring import load_runtimes

    runtimes, _ = load_runtimes(Settings(), want_generator=False)
    checker = Checker(Settings(), runtimes)
    for path in ALL_SCENARIOS:
        about = json.loads(path.read_text(encoding="utf-8")).get("about", "")
        code = about.split(":", 1)[0]
        if code in {c.value for c in ReasonCode}:
            trace = build_trace(checker.check(load_case(path), repair=False))
            assert code in {c["reason_code"] for c in trace["claims"]}, path.name


def test_run_through_reports_each_level_as_it_starts_and_ends() -> None:
    seen: list[str] = []
    steps = run_through(fake_checker(), Steps(load_case(SCENARIOS / "courtesy.json")), "grounding",
                        on_start=lambda level: seen.append("start " + level),
                        on_done=lambda level, _: seen.append("done " + level))
    assert seen == ["start decompose", "done decompose", "start confidence", "done confidence",
                    "start grounding", "done grounding"]
    assert steps.first is not None and steps.repair is None


def test_document_keeps_logprobs_only_while_the_draft_is_unchanged() -> None:
    doc = CaseDocument.from_case(load_case(SCENARIOS / "shaky-amount.json"))
    assert doc.to_case().logprobs is not None
    doc.draft += " More."
    assert doc.to_case().logprobs is None
    assert "no longer apply" in doc.logprobs_note()


def test_autosave_round_trip_keeps_an_unfinished_case(isolated_home: Path) -> None:
    doc = CaseDocument.from_case(load_case(SCENARIOS / "refund-queued.json"))
    doc.draft = ""  # mid-edit: not a valid case, still worth keeping
    doc.question = "half typed"
    write_autosave(doc)
    restored = read_autosave()
    assert restored is not None
    assert (restored.question, restored.draft, [e.id for e in restored.evidence]) == (
        "half typed", "", [e.id for e in doc.evidence])
    assert doc.problem() is not None and "draft" in doc.problem().title
