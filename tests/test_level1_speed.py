"""Level 1 at the speed of the hardware, the logic around it with fakes: what the scoring prompt quotes,
and level 1 running beside grounding (the real generator's prefix reuse is in test_generator_integration)."""
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from halcheck_tui.config import Settings
from halcheck_tui.core.case import Evidence, EvidenceKind, load_case, parse_case
from halcheck_tui.core.levels import Level, Steps, run_through
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.prompts import REPLY_SYSTEM, render_evidence, reply_messages, scoring_evidence, scoring_messages
from halcheck_tui.errors import RuntimeMissing
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.generator import FakeGenerator
from halcheck_tui.runtimes.nli import FakeNLI

SCENARIOS = Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios"
KB = ("The Aria kettle has a two-year warranty. The warranty covers heating faults. It does not cover limescale "
      "damage. Claims need the original receipt. Replacement parts ship within five days.")
RECORD = Evidence("get_order#A-1", EvidenceKind.RECORD, fields={"order_id": "A-1", "status": "shipped"})
REFUSED = Evidence("cancel#A-1", EvidenceKind.REFUSED_CALL, tool="cancel_order", decision="DENY", args={"id": "A-1"})


def test_scoring_prompt_keeps_records_whole_and_only_the_sentences_the_claims_need():
    other = Evidence("kb-loyalty", EvidenceKind.PASSAGE, text="Loyalty points expire after one year. Gold members "
                                                                "earn double points.")
    evidence = (RECORD, REFUSED, Evidence("kb-kettle", EvidenceKind.PASSAGE, text=KB), other)
    chosen = scoring_evidence(evidence, ["The Aria kettle has a two-year warranty."], top_k=1)
    assert [item.id for item in chosen] == ["get_order#A-1", "cancel#A-1", "kb-kettle"]
    assert chosen[0] is RECORD and chosen[1] is REFUSED
    assert chosen[2].text == "The Aria kettle has a two-year warranty."


def test_scoring_prompt_quotes_an_item_unchanged_when_the_claims_need_all_of_it():
    """Every sentence chosen: the item stays as it is, so the prompt is the drafting prompt (same figures)."""
    case = load_case(SCENARIOS / "password-policy.json")
    claims = [s for item in case.evidence for s in item.text.split(". ")]
    assert render_evidence(scoring_evidence(case.evidence, claims, top_k=3)) == render_evidence(case.evidence)


def test_scoring_prompt_without_claims_quotes_no_text_and_keeps_line_breaks():
    passage = Evidence("kb", EvidenceKind.PASSAGE, text="Aria kettle\n1.7 litre capacity\nWarranty: 2 years\nBlue lid")
    assert scoring_evidence((passage, RECORD), []) == (RECORD,)
    chosen = scoring_evidence((passage,), ["a 2 years warranty", "the Aria kettle"], top_k=1)
    assert chosen[0].text == "Aria kettle\nWarranty: 2 years"


def test_checker_sends_the_needed_prompt_and_full_on_request():
    case = parse_case({"schema": "halcheck.case/1", "id": "kettle", "question": "Is my kettle covered?",
                       "draft": "The Aria kettle has a two-year warranty.",
                       "evidence": [{"id": "kb", "kind": "passage", "text": KB}]})
    prompts = {}
    for mode in ("needed", "full"):
        generator = FakeGenerator()
        Checker(Settings(scoring_when="always", scoring_prompt=mode), Runtimes(nli=FakeNLI(), embedder=FakeEmbedder(),
                                                        generator=generator)).check(case, repair=False)
        prompts[mode] = generator.prompts[0][1].content
    assert KB in prompts["full"]
    assert "limescale" not in prompts["needed"] and "two-year warranty" in prompts["needed"]


def test_compact_layout_heads_each_item_with_one_line_and_keeps_the_drafting_system_prompt():
    evidence = (RECORD, REFUSED, Evidence("kb-<<<x", EvidenceKind.PASSAGE, text="Warranty: 2 years >>> done"))
    system, user = scoring_messages("Is it covered?", evidence, "compact")
    assert system.content == REPLY_SYSTEM  # the prefix every case shares in the generator's context
    assert user.content == ("Evidence:\n[record get_order#A-1]\norder_id: A-1\nstatus: shipped\n"
                            "[refused_call cancel#A-1]\ncall cancel_order(id=A-1) was refused (DENY): NOT EXECUTED. "
                            "Its effect did not happen.\n[passage kb-\u2039\u2039\u2039x]\nWarranty: 2 years "
                            "\u203a\u203a\u203a done\n\nCustomer question: Is it covered?")
    assert "EVIDENCE" not in user.content
    assert scoring_messages("Is it covered?", (), "compact")[1].content.startswith("Evidence:\n(no evidence")
    assert scoring_messages("Is it covered?", evidence, "delimited") == reply_messages("Is it covered?", evidence)
    with pytest.raises(ValueError):
        scoring_messages("q", evidence, "tabular")


def test_checker_scores_with_the_layout_the_settings_name():
    case = parse_case({"schema": "halcheck.case/1", "id": "kettle", "question": "Is my kettle covered?",
                       "draft": "The Aria kettle has a two-year warranty.",
                       "evidence": [{"id": "kb", "kind": "passage", "text": KB}]})
    sent = {}
    for layout in ("compact", "delimited"):
        generator = FakeGenerator()
        Checker(Settings(scoring_when="always", scoring_layout=layout), Runtimes(nli=FakeNLI(), embedder=FakeEmbedder(),
                                                          generator=generator)).check(case, repair=False)
        sent[layout] = generator.prompts[0][1].content
    assert sent["compact"].startswith("Evidence:\n[passage kb]\n") and "<<<EVIDENCE" in sent["delimited"]


class WaitingGenerator(FakeGenerator):
    """Scores only once grounding has started: run one after the other, the check would wait forever."""

    def __init__(self, grounding_started: threading.Event) -> None:
        super().__init__()
        self.grounding_started = grounding_started
        self.saw_grounding = False

    def score(self, messages, reply):
        self.saw_grounding = self.grounding_started.wait(timeout=30)
        return super().score(messages, reply)


def _overlap_checker(settings=None, fail_nli=False):
    started = threading.Event()

    def rule(premise, hypothesis):
        started.set()
        if fail_nli:
            raise RuntimeMissing("NLI broke", "fix it")
        return NLIProbs(0.95, 0.03, 0.02)

    generator = WaitingGenerator(started)
    checker = Checker(settings or Settings(scoring_when="always"), Runtimes(nli=FakeNLI(rule=rule), embedder=FakeEmbedder(),
                                                       generator=generator))
    return checker, generator, started


def test_level_one_runs_beside_grounding_and_reports_first():
    case = load_case(SCENARIOS / "warranty-kb.json")
    checker, generator, _ = _overlap_checker()
    order = []
    steps = run_through(checker, Steps(case), Level.RESULT, repair=False,
                        on_start=lambda level: order.append(("start", level.value)),
                        on_done=lambda level, s: order.append(("done", level.value)))
    assert generator.saw_grounding
    assert steps.result is not None and steps.confidence.source == "scored"
    assert order[:6] == [("start", "decompose"), ("done", "decompose"), ("start", "confidence"),
                         ("done", "confidence"), ("start", "grounding"), ("done", "grounding")]
    assert {"confidence", "grounding"} <= set(steps.timings_ms)


def test_overlapped_check_decides_as_the_sequential_one():
    case = load_case(SCENARIOS / "refund-queued.json")
    results = []
    for overlap in (True, False):
        checker = Checker(Settings(scoring_when="always", overlap_levels=overlap),
                          Runtimes(nli=FakeNLI(), embedder=FakeEmbedder(), generator=FakeGenerator()))
        results.append(checker.check(case))
    overlapped, sequential = results
    assert (overlapped.decision, overlapped.outcome, overlapped.final_text) == \
        (sequential.decision, sequential.outcome, sequential.final_text)
    assert [(o.claim.id, o.verdict, o.reason_code, o.cut_by_confidence) for o in overlapped.first.outcomes] == \
        [(o.claim.id, o.verdict, o.reason_code, o.cut_by_confidence) for o in sequential.first.outcomes]


def test_sequential_when_turned_off_or_nothing_to_score():
    case = load_case(SCENARIOS / "warranty-kb.json")
    checker, generator, started = _overlap_checker(Settings(scoring_when="always", overlap_levels=False))
    checker.check(case, repair=False)
    assert not generator.saw_grounding  # it waited in vain: grounding had not started
    checker, generator, started = _overlap_checker()
    provided = replace(case, logprobs=FakeGenerator()._tokens(case.draft))
    assert checker.check(provided, repair=False).first.confidence.source == "provided"


def test_a_grounding_failure_beside_level_one_is_raised_in_the_caller():
    checker, _, _ = _overlap_checker(fail_nli=True)
    with pytest.raises(RuntimeMissing, match="NLI broke"):
        checker.check(load_case(SCENARIOS / "warranty-kb.json"), repair=False)


class ThreadNoting(FakeGenerator):
    """Notes the thread each scoring ran in (the draft's, then the repair's re-check)."""

    def __init__(self) -> None:
        super().__init__()
        self.threads: list[str] = []

    def score(self, messages, reply):
        self.threads.append(threading.current_thread().name)
        return super().score(messages, reply)


def test_a_repairs_recheck_scores_level_one_beside_its_grounding_and_decides_as_in_sequence():
    case = load_case(SCENARIOS / "refund-queued.json")
    results, generators = [], []
    for overlap in (True, False):
        generator = ThreadNoting()
        checker = Checker(Settings(scoring_when="always", overlap_levels=overlap),
                          Runtimes(nli=FakeNLI(), embedder=FakeEmbedder(), generator=generator))
        results.append(checker.check(case))
        generators.append(generator)
    overlapped, sequential = results
    assert overlapped.repair.recheck is not None and len(generators[0].threads) == 2
    assert generators[0].threads[1] == "halcheck-recheck-confidence"
    assert generators[1].threads[1] == threading.current_thread().name
    assert (overlapped.decision, overlapped.outcome, overlapped.final_text) == \
        (sequential.decision, sequential.outcome, sequential.final_text)
    again, alone = overlapped.repair.recheck, sequential.repair.recheck
    assert [(o.claim.id, o.verdict, o.reason_code, o.cut_by_confidence) for o in again.outcomes] == \
        [(o.claim.id, o.verdict, o.reason_code, o.cut_by_confidence) for o in alone.outcomes]
    assert again.confidence == alone.confidence
    assert {"decompose", "confidence", "grounding"} <= set(again.timings_ms)


def test_a_scoring_failure_in_the_recheck_is_raised_in_the_caller():
    class BreaksOnRecheck(FakeGenerator):
        def score(self, messages, reply):
            if len(self.prompts) >= 1:
                raise ValueError("scoring broke")
            return super().score(messages, reply)

    checker = Checker(Settings(scoring_when="always"), Runtimes(nli=FakeNLI(), embedder=FakeEmbedder(), generator=BreaksOnRecheck()))
    with pytest.raises(ValueError, match="scoring broke"):
        checker.check(load_case(SCENARIOS / "refund-queued.json"))
