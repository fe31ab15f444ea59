"""The pipeline with fake runtimes: level plumbing, confidence cuts, repair, trim/withhold, the trace."""
from pathlib import Path

from halcheck_tui.config import Settings
from halcheck_tui.core.case import load_case, parse_case
from halcheck_tui.core.decomposition.decompose import Claim
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.release.policy import ClaimOutcome, release_decision
from halcheck_tui.core.repair.rewrite import unified_diff, word_diff
from halcheck_tui.core.trace import build_trace
from halcheck_tui.core.types import ClaimClass, ReasonCode, RepairMethod, Verdict
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.generator import FakeGenerator
from halcheck_tui.runtimes.nli import FakeNLI

SCENARIOS = Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios"
ENTAIL, NEUTRAL, CONTRA = NLIProbs(0.95, 0.03, 0.02), NLIProbs(0.1, 0.8, 0.1), NLIProbs(0.02, 0.08, 0.9)


def checker(generator=None, rule=None, repair_mode="auto"):
    return Checker(Settings(repair_mode=repair_mode),
                   Runtimes(nli=FakeNLI(rule=rule), embedder=FakeEmbedder(), generator=generator))


def outcome(cls, verdict, ids=("e",), cut=False):
    claim = Claim("c1", 0, 0, 1, "x", cls, "x")
    return ClaimOutcome(claim, verdict, None, cut, ids)


def test_release_policy_order():
    record, fact, chat = ClaimClass.RECORD, ClaimClass.FACT, ClaimClass.CONVERSATIONAL
    material = ("record", "rule")
    assert release_decision([outcome(record, Verdict.CONTRADICTED), outcome(record, Verdict.INSUFFICIENT)], material)[0] == "block"
    assert release_decision([outcome(record, Verdict.INSUFFICIENT)], material)[0] == "abstain"
    assert release_decision([outcome(fact, Verdict.CONTRADICTED)], material)[0] == "revise"
    assert release_decision([outcome(fact, Verdict.SUPPORTED, ids=())], material)[0] == "review"
    assert release_decision([outcome(record, Verdict.SUPPORTED), outcome(chat, Verdict.NOT_APPLICABLE, ())], material)[0] == "release"
    assert release_decision([outcome(chat, Verdict.NOT_APPLICABLE, ())], material)[0] == "release"
    assert release_decision([outcome(record, Verdict.SUPPORTED, cut=True)], material)[0] == "abstain"


def test_refund_queued_is_blocked_and_withheld_without_a_repair():
    result = checker().check(load_case(SCENARIOS / "refund-queued.json"), repair=False)
    trace = build_trace(result)
    assert (trace["decision"], trace["outcome"]) == ("block", "withheld")
    assert trace["final_text"] == Settings().withheld_message
    by_text = {c["text"]: c for c in trace["claims"]}
    assert by_text["Thanks for reaching out"]["verdict"] == "not_applicable"
    issued = by_text["Your refund of $118.84 for order A-4417 has been issued"]
    assert (issued["verdict"], issued["reason_code"], issued["method"]) == ("contradicted", "RECORD_STATE_MISMATCH", "record")
    assert trace["repair"]["attempted"] is False


def test_courtesy_is_released_as_is():
    result = checker().check(load_case(SCENARIOS / "courtesy.json"))
    assert (result.decision, result.outcome, result.final_text) == ("release", "sent", result.case.draft)


def test_trim_keeps_supported_sentences():
    rule = lambda premise, hypothesis: ENTAIL if "12 characters" in hypothesis else NEUTRAL
    result = checker(rule=rule).check(load_case(SCENARIOS / "password-policy.json"), repair=False)
    assert result.outcome == "trimmed"
    assert result.final_text == "Passwords must have at least 12 characters."
    assert result.first.release.cuts[0].reasons == ("VALUE_MISMATCH",)


def test_passage_window_supports_facts_spread_over_lines():
    def rule(premise, hypothesis):
        return ENTAIL if "Warranty" in premise and "Aria kettle" in premise and "warranty" in hypothesis else NEUTRAL
    result = checker(rule=rule).check(load_case(SCENARIOS / "warranty-kb.json"), repair=False)
    claims = {o.claim.text: o for o in result.first.outcomes}
    kettle = claims["the Aria kettle has a two-year warranty that covers heating faults"]
    assert kettle.verdict is Verdict.SUPPORTED
    assert result.first.grounding.for_claim(kettle.claim.id).method.value == "passage"
    # A promise with no policy text in the case is read against the KB passage (issue 11), which says nothing
    # about a lid: unsupported, not NO_POLICY_EVIDENCE.
    lid = claims["We'll also send a free replacement lid"]
    assert (lid.verdict, lid.reason_code, lid.evidence_ids) == (
        Verdict.INSUFFICIENT, ReasonCode.NLI_NOT_ENTAILED, ("kb#aria-kettle",))


def test_windows_never_refute():
    result = checker(rule=lambda p, h: CONTRA if "Warranty" in p and "Aria" in p else NEUTRAL).check(
        load_case(SCENARIOS / "warranty-kb.json"), repair=False)
    assert all(o.verdict is not Verdict.CONTRADICTED for o in result.first.outcomes)


def test_shaky_specific_is_cut_unless_a_record_confirms_it():
    draft = "Your refund of $118.84 is queued for review. Refunds take 7 business days."
    pieces = ["Your", " refund", " of", " $", "118", ".", "84", " is", " queued", " for", " review", ".",
              " Refunds", " take", " 7", " business", " days", "."]
    low = {"118", "84", " 7"}
    logprobs = [{"token": t, "logprob": -3.0 if t in low else -0.05} for t in pieces]
    case = parse_case({"draft": draft, "logprobs": logprobs, "evidence": [
        {"id": "r", "kind": "record", "fields": {"status": "queued_for_review", "amount": 118.84}},
        {"id": "p", "kind": "policy", "text": "Refund timing depends on your bank."}]})
    result = checker().check(case, repair=False)
    first, second = result.first.outcomes
    assert first.verdict is Verdict.SUPPORTED and not first.cut_by_confidence
    assert second.cut_by_confidence and second.reason_code is ReasonCode.SHAKY_SPECIFIC
    assert result.first.confidence.source == "provided"


def test_degenerate_sentence_is_cut_whatever_grounding_says():
    draft = "Your order has shipped."
    logprobs = [{"token": t, "logprob": -2.5} for t in ["Your", " order", " has", " shipped", "."]]
    case = parse_case({"draft": draft, "logprobs": logprobs,
                       "evidence": [{"id": "r", "kind": "record", "fields": {"status": "shipped"}}]})
    result = checker().check(case, repair=False)
    assert result.first.outcomes[0].cut_by_confidence
    assert result.first.outcomes[0].reason_code is ReasonCode.DEGENERATE_SENTENCE
    assert result.first.outcomes[0].verdict is Verdict.INSUFFICIENT
    assert result.first.grounding.for_claim("c1").verdict is Verdict.SUPPORTED
    assert result.outcome == "withheld"


def test_repair_once_then_recheck():
    generator = FakeGenerator(generations=["Your refund for order A-4417 is queued for review."])
    result = checker(generator=generator, repair_mode="model").check(load_case(SCENARIOS / "refund-queued.json"))
    assert result.repair.attempted and result.repair.recheck is not None
    assert result.outcome == "repaired" and result.decision == "release"
    assert result.final_text == "Your refund for order A-4417 is queued for review."
    prompt = "\n".join(m.content for m in generator.prompts[-1])
    assert "queued_for_review" in prompt and "RECORD_STATE_MISMATCH" in prompt
    trace = build_trace(result)
    assert trace["repair"]["rechecked"] is True and trace["repair"]["text"] == result.final_text


def test_repair_that_still_fails_is_trimmed_or_withheld():
    generator = FakeGenerator(generations=["Your refund has been issued today."])
    result = checker(generator=generator, repair_mode="model").check(load_case(SCENARIOS / "refund-queued.json"))
    assert result.repair.attempted
    assert result.outcome == "withheld" and result.decision == "block"


def test_repair_skipped_when_no_evidence_could_ground_the_claims():
    case = parse_case({"draft": "Your refund has been issued.", "evidence": []})
    generator = FakeGenerator(generations=["should never be used"])
    result = checker(generator=generator).check(case)
    assert not result.repair.attempted and "second hallucination" in result.repair.skipped_reason
    assert result.outcome == "withheld"


def test_trace_offsets_and_contract_fields():
    result = checker().check(load_case(SCENARIOS / "delivery-eta.json"))
    trace = build_trace(result)
    assert set(trace) >= {"schema", "case_id", "decision", "outcome", "final_text", "sentences", "claims", "repair",
                          "models", "thresholds", "timings_ms"}
    draft = result.case.draft
    for item in trace["sentences"] + trace["claims"]:
        assert draft[item["start"]:item["end"]] == item["text"]
    assert trace["decision"] == "release" and trace["outcome"] == "sent"


def test_cancel_stops_the_check():
    import threading

    import pytest

    from halcheck_tui.core.levels import Cancelled
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        checker().check(load_case(SCENARIOS / "courtesy.json"), cancel=cancel)


def test_courtesy_is_never_cut_even_when_the_model_was_unsure():
    draft = "Thanks for reaching out!"
    logprobs = [{"token": t, "logprob": -4.0} for t in ["Thanks", " for", " reaching", " out", "!"]]
    result = checker().check(parse_case({"draft": draft, "logprobs": logprobs}))
    assert result.first.confidence.sentences[0].flag == "DEGENERATE"
    assert (result.decision, result.outcome, result.final_text) == ("release", "sent", draft)


def test_scored_drafts_use_reader_thresholds():
    settings = Settings()
    assert settings.confidence_for("SmolLM2", "scored").degenerate_mean == 0.0
    assert settings.confidence_for("SmolLM2", "provided").degenerate_mean == 0.5


def _qa_case(question: str, draft: str) -> dict:
    return {"id": "qa", "question": question, "draft": draft,
            "evidence": [{"id": "kb", "kind": "passage",
                          "text": "Lee Il-hyung's first feature film, A Violent Prosecutor, was released by Showbox "
                                  "in 2016. Opened items can be returned within 30 days."}]}


def test_a_short_answer_quoted_from_the_evidence_is_supported_without_nli():
    fake = FakeNLI(rule=lambda premise, hypothesis: CONTRA)  # NLI calls bare nouns contradicted; it must not be asked
    result = Checker(Settings(), Runtimes(nli=fake, embedder=FakeEmbedder())).check(
        parse_case(_qa_case("Lee Il-hyung's first feature film was released by which company?", "Showbox.")),
        repair=False)
    [outcome] = [o for o in result.first.outcomes if o.checked]
    verdict = result.first.grounding.for_claim(outcome.claim.id)
    assert (verdict.verdict, verdict.method.value, verdict.evidence_ids) == (Verdict.SUPPORTED, "passage", ("kb",))
    [premise] = verdict.premises
    text = result.case.evidence[0].text
    assert text[premise.start:premise.end] == "Showbox"  # anchored, so the TUI can highlight the quotation
    assert fake.calls == []
    assert result.decision == "release"


def test_a_short_answer_not_in_the_evidence_still_goes_to_nli():
    fake = FakeNLI(rule=lambda premise, hypothesis: NEUTRAL)
    result = Checker(Settings(), Runtimes(nli=fake, embedder=FakeEmbedder())).check(
        parse_case(_qa_case("Which company released it?", "CJ Entertainment")), repair=False)
    assert fake.calls and all(h == "CJ Entertainment" for _, h in fake.calls)
    assert result.first.outcomes[0].verdict is Verdict.INSUFFICIENT


def test_a_bare_yes_is_checked_together_with_its_question():
    fake = FakeNLI(rule=lambda premise, hypothesis: CONTRA if "opened" in premise.lower() else NEUTRAL)
    question = "Can opened items be returned?"
    result = Checker(Settings(), Runtimes(nli=fake, embedder=FakeEmbedder())).check(
        parse_case(_qa_case(question, "Yes.")), repair=False)
    assert fake.calls and all(h == f"{question} Yes." for _, h in fake.calls)
    assert result.first.outcomes[0].verdict is Verdict.CONTRADICTED


def test_a_repair_carries_its_word_diff_for_the_tui_and_its_sentence_diff_for_the_trace():
    """The TUI's repair view renders `word_changes` and computes no diff of its own; a rewrite the model left
    empty still has its word diff (the whole draft deleted) but no sentence diff, since nothing was re-checked."""
    case = load_case(SCENARIOS / "refund-queued.json")
    rewrite = "Your refund for order A-4417 is queued for review."
    model = checker(FakeGenerator(generations=[rewrite]), repair_mode="model").check(case).repair
    corrected = checker(repair_mode="correct").check(case).repair
    empty = checker(FakeGenerator(generations=[""]), repair_mode="model").check(case).repair
    assert corrected.method is RepairMethod.CORRECTION and corrected.recheck is not None
    for repair in (model, corrected):
        assert repair.word_changes == word_diff(case.draft, repair.text)
        assert repair.diff == unified_diff(case.draft, repair.text) != ""
    assert (empty.attempted, empty.recheck, empty.diff) == (True, None, "")
    assert [(c.op, c.text) for c in empty.word_changes] == [("delete", case.draft)]
