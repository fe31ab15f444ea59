"""The confirm-only second opinion with fakes: what it may read, what it may change, and what it never does."""
from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from halcheck_tui.config import Settings
from halcheck_tui.core.case import load_case
from halcheck_tui.core.grounding.text import second_opinion
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.trace import build_trace
from halcheck_tui.core.types import ClaimClass, Method, ReasonCode, Verdict
from halcheck_tui.ports import Generation, NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.generator import FakeGenerator
from halcheck_tui.runtimes.nli import FakeNLI
from halcheck_tui.runtimes.support import FakeSupportVerifier

SCENARIOS = Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios"
NEUTRAL, CONTRA = NLIProbs(0.1, 0.8, 0.1), NLIProbs(0.02, 0.08, 0.9)


def make_checker(verifier=None, nli_rule=None, **settings) -> Checker:
    return Checker(Settings(**settings), Runtimes(nli=FakeNLI(rule=nli_rule), embedder=FakeEmbedder(),
                                                 second_opinion=verifier))


def verdicts(checker: Checker, name: str):
    case = load_case(SCENARIOS / name)
    return checker.check(case, repair=False)


def test_lifts_an_nli_insufficient_claim_and_says_so_in_the_trace():
    verifier = FakeSupportVerifier(lambda premise, claim: 0.97 if "kettle" in premise.lower() else 0.1, cut=0.9)
    result = verdicts(make_checker(verifier), "warranty-kb.json")
    trace = build_trace(result)
    lifted = [c for c in trace["claims"] if c["method"] == "second_opinion"]
    assert lifted, "a claim NLI left insufficient and the verifier scores 0.97 is confirmed"
    for claim in lifted:
        assert claim["verdict"] == "supported" and claim["grounding_verdict"] == "supported"
        opinion = claim["second_opinion"]
        assert opinion["confirmed"] is True and opinion["score"] == 0.97 and opinion["cut"] == 0.9
        assert opinion["first_pass_entailment"] is not None  # both scores reach the trace
    assert trace["models"]["second_opinion"] == "fake-support"


def test_below_the_cut_nothing_changes_but_the_score_is_kept():
    verifier = FakeSupportVerifier(lambda premise, claim: 0.5, cut=0.9)
    without = verdicts(make_checker(None), "warranty-kb.json")
    result = verdicts(make_checker(verifier), "warranty-kb.json")
    assert [o.verdict for o in result.first.outcomes] == [o.verdict for o in without.first.outcomes]
    assert result.final_text == without.final_text
    read = [c for c in build_trace(result)["claims"] if c["second_opinion"]]
    assert read and all(c["second_opinion"]["confirmed"] is False and c["method"] == "nli" for c in read)


def test_never_reads_a_contradicted_or_record_settled_claim():
    verifier = FakeSupportVerifier(lambda premise, claim: 1.0, cut=0.5)
    checker = make_checker(verifier, nli_rule=lambda premise, claim: CONTRA)
    result = verdicts(checker, "refund-queued.json")
    asked_claims = {claim for _, claim in verifier.calls}
    for outcome in result.first.outcomes:
        verdict = result.first.grounding.for_claim(outcome.claim.id)
        if verdict.method is Method.RECORD or verdict.verdict is Verdict.CONTRADICTED:
            assert outcome.claim.context_text not in asked_claims
            assert second_opinion.opinion_of(verdict) is None
    refund = next(o for o in result.first.outcomes if "has been issued" in o.claim.text)
    assert (refund.verdict, refund.reason_code) == (Verdict.CONTRADICTED, ReasonCode.RECORD_STATE_MISMATCH)


@pytest.mark.parametrize("name", sorted(p.name for p in SCENARIOS.glob("*.json")))
def test_it_only_ever_turns_insufficient_into_supported(name):
    """Over every shipped scenario and arbitrary scores: each verdict is the first pass's own, or an
    NLI-insufficient claim lifted to supported. Never contradicted, never anything else."""
    rng = random.Random(name)
    scores: dict[tuple[str, str], float] = {}
    verifier = FakeSupportVerifier(lambda p, c: scores.setdefault((p, c), rng.random()), cut=0.3)
    first = verdicts(make_checker(None), name).first
    second = verdicts(make_checker(verifier), name).first
    for before, after in zip(first.grounding.verdicts, second.grounding.verdicts):
        if after.verdict is before.verdict:
            assert after.method is before.method and after.reason_code is before.reason_code
            continue
        assert (before.verdict, before.method, before.reason_code) == (
            Verdict.INSUFFICIENT, Method.NLI, ReasonCode.NLI_NOT_ENTAILED)
        assert (after.verdict, after.method) == (Verdict.SUPPORTED, Method.SECOND_OPINION)
    contradicted_before = sum(o.verdict is Verdict.CONTRADICTED for o in first.outcomes)
    assert sum(o.verdict is Verdict.CONTRADICTED for o in second.outcomes) == contradicted_before


def test_no_cut_means_it_confirms_nothing_and_config_overrides_the_model_cut():
    always = FakeSupportVerifier(lambda p, c: 0.95, cut=None)
    result = verdicts(make_checker(always), "warranty-kb.json")
    assert not always.calls and all(v.method is not Method.SECOND_OPINION for v in result.first.grounding.verdicts)
    strict = FakeSupportVerifier(lambda p, c: 0.95, cut=0.5)
    checker = make_checker(strict, second_opinion_cuts={"fake-support": 0.99})
    assert checker.second_opinion_cut() == 0.99
    assert all(v.method is not Method.SECOND_OPINION for v in verdicts(checker, "warranty-kb.json").first.grounding.verdicts)


def test_record_claims_are_left_out_unless_configured():
    claim = second_opinion.Claim("c1", 0, 0, 5, "x", ClaimClass.RECORD, "x")
    verdict = second_opinion.ClaimVerdict("c1", Verdict.INSUFFICIENT, ReasonCode.NLI_NOT_ENTAILED, Method.NLI, (), "")
    assert not second_opinion.eligible(verdict, claim, Settings().second_opinion_classes)
    assert second_opinion.eligible(verdict, claim, ("record",))
    settled = replace(verdict, method=Method.RECORD)
    assert not second_opinion.eligible(settled, claim, ("record",))


def test_chunks_first_and_names_checked():
    p = second_opinion.Premise
    verdict = second_opinion.ClaimVerdict(
        "c1", Verdict.INSUFFICIENT, ReasonCode.NLI_NOT_ENTAILED, Method.NLI, (), "",
        premises=(p("e", 0, 5, "one", 0.9), p("e", 0, 9, "one two", 0.0, True), p("e", 6, 9, "two", 0.5, names_ok=False),
                  p("e", 0, 9, "one two", 0.0, True)))
    assert [x.text for x in second_opinion.chunks_for(verdict, None)] == ["one two", "one"]
    assert [x.text for x in second_opinion.chunks_for(verdict, 1)] == ["one two"]


class _YesNoGenerator(FakeGenerator):
    """Answers the yes/no question from a fixed next-token distribution (the real one is in the integration test)."""

    def __init__(self, p_yes: float) -> None:
        super().__init__()
        self.p_yes = p_yes
        self.asked: list[list] = []

    def continuation_logprobs(self, messages, continuations):
        import math

        self.asked.append(list(messages))
        return {c: math.log(self.p_yes if c.strip().lower() == "yes" else 1 - self.p_yes) for c in continuations}

    def generate(self, messages, max_tokens=200) -> Generation:  # never used by the judge
        raise AssertionError("the judge reads logprobs, it does not generate")


def test_generator_judge_reads_p_yes_and_quotes_the_evidence_as_data():
    judge = second_opinion.GeneratorJudge(_YesNoGenerator(0.8), cut=0.7)
    assert judge.support_probability([("The kettle has a two-year warranty.", "The warranty lasts two years.")]) == \
        [pytest.approx(0.8)]
    user = judge.generator.asked[0][1].content
    assert "<<<EVIDENCE>>>" in user and "two-year warranty" in user and "Statement: The warranty lasts two years." in user
    result = verdicts(make_checker(judge), "warranty-kb.json")
    assert any(v.method is Method.SECOND_OPINION for v in result.first.grounding.verdicts)


class _PlainView:
    """Stands in for a LevelView: the grounding detail only needs `style`/`styled` to build its text."""

    @staticmethod
    def style(name: str) -> str:
        return ""

    def styled(self, text: str, name: str):
        from rich.text import Text

        return Text(text)


def test_grounding_view_and_training_text_show_both_scores_and_why_it_only_confirms():
    from halcheck_tui.core.levels import Level, Steps, run_through
    from halcheck_tui.tui import training
    from halcheck_tui.tui.widgets.levels.grounding import claim_detail

    verifier = FakeSupportVerifier(lambda premise, claim: 0.97 if "kettle" in premise.lower() else 0.1, cut=0.9)
    checker = make_checker(verifier)
    steps = run_through(checker, Steps(load_case(SCENARIOS / "warranty-kb.json")), Level.GROUNDING)
    lifted = next(v for v in steps.first.grounding.verdicts if v.method is Method.SECOND_OPINION)
    detail = claim_detail(_PlainView(), steps.first, lifted.claim_id).plain
    assert "Second opinion" in detail and "0.97" in detail and "confirms at 0.90" in detail
    assert f"NLI entailment {lifted.nli.entailment:.2f}" in detail and "never refute" in detail
    why = training.explain("grounding", steps, checker.settings, lifted.claim_id).plain
    assert "Second opinion (fake-support): p=0.97" in why and "It may only confirm" in why


def test_a_cut_that_is_not_a_probability_is_bad_input(tmp_path):
    from halcheck_tui.config import load_settings
    from halcheck_tui.errors import InputError

    path = tmp_path / "config.toml"
    path.write_text('[second_opinion_cuts]\n"judge" = "high"\n')
    with pytest.raises(InputError, match="second_opinion_cuts.judge must be a probability"):
        load_settings(path)
    path.write_text('[second_opinion_cuts]\n"judge" = 0.8\n')
    assert load_settings(path).second_opinion_cuts == {"judge": 0.8}
