"""Evidence-grounded correction (issue 13): unit tests with fake runtimes, on the shared scenarios and on
generated cases (hypothesis)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from halcheck_tui.config import Settings
from halcheck_tui.config import Settings as _Settings
from halcheck_tui.core.case import Case, Evidence, EvidenceKind, load_case, parse_case
from halcheck_tui.core.confidence.assess import evidence_figures, figure_keys, specific_spans
from halcheck_tui.core.grounding.fields.records import AlignmentLimits, RecordChecker
from halcheck_tui.core.grounding.fields.records import AlignmentLimits as _AlignmentLimits
from halcheck_tui.core.grounding.fields.states import STATE_DOMAINS, compare_states, state_mentions
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.repair.correct import correct_draft
from halcheck_tui.core.repair.draft_style import format_amount, format_date
from halcheck_tui.core.repair.word_tables import STATE_PHRASES
from halcheck_tui.core.trace import build_trace
from halcheck_tui.core.types import ReasonCode, Verdict
from halcheck_tui.errors import InputError
from halcheck_tui.ports import NLIProbs, Runtimes, TokenLogprob
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.generator import FakeGenerator
from halcheck_tui.runtimes.nli import FakeNLI

SHIPPED_LIMITS = _AlignmentLimits.from_settings(_Settings())

SHARED = Path(__file__).resolve().parents[2] / "shared" / "scenarios"
LOCAL = Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios"
SCENARIOS = SHARED if SHARED.is_dir() else LOCAL
ENTAIL, NEUTRAL = NLIProbs(0.95, 0.03, 0.02), NLIProbs(0.1, 0.8, 0.1)


def same_numbers(premise: str, hypothesis: str) -> NLIProbs:
    """A stand-in for NLI: a hypothesis is entailed when every number in it is in the premise and they
    share a content word (the real model is exercised in test_scenarios_integration.py)."""
    numbers = set(re.findall(r"\d+", hypothesis))
    words = {w[:6] for w in re.findall(r"[a-z]{5,}", hypothesis.lower())} & \
        {w[:6] for w in re.findall(r"[a-z]{5,}", premise.lower())}
    return ENTAIL if numbers and numbers <= set(re.findall(r"\d+", premise)) and words else NEUTRAL


def checker(mode="auto", generator=None, rule=same_numbers):
    return Checker(Settings(repair_mode=mode),
                   Runtimes(nli=FakeNLI(rule=rule), embedder=FakeEmbedder(), generator=generator))


def scenario(name):
    return load_case(SCENARIOS / f"{name}.json")


# --- the shared scenarios --------------------------------------------------------------------------------


def test_refund_queued_is_repaired_from_the_evidence():
    result = checker().check(scenario("refund-queued"))
    assert (result.decision, result.outcome) == ("release", "repaired")
    assert result.repair.method == "correction" and result.repair.prompt == ()
    text = result.final_text
    assert text.startswith("Thanks for reaching out!")
    assert "is queued for review" in text and "has been issued" not in text
    assert "within 14 business days once approved" in text and "3 to 5" not in text
    trace = build_trace(result)
    edits = trace["repair"]["edits"]
    state = next(e for e in edits if e["reason_code"] == "RECORD_STATE_MISMATCH")
    assert (state["old"], state["new"], state["evidence_id"], state["field"]) == (
        "has been issued", "is queued for review", "get_refund#A-4417", "status")
    assert result.case.draft[state["span"]["start"]:state["span"]["end"]] == state["old"]
    period = next(e for e in edits if e["old"] == "3 to 5 business days")
    assert (period["new"], period["evidence_id"], period["field"]) == ("14 business days", "refund-policy#timing", "text")
    assert trace["repair"]["method"] == "correction" and trace["repair"]["rechecked"] is True


def test_cancel_denied_says_it_was_not_cancelled_and_billing_stands():
    result = checker().check(scenario("cancel-denied"))
    assert (result.decision, result.outcome) == ("release", "repaired")
    assert result.final_text == "Your Team plan could not be cancelled and you will still be billed on June 1."
    assert "Done" not in result.final_text  # the bare "Done!" went: the next claim says what happened
    refused = next(e for e in result.repair.edits if e.reason_code == "NOT_EXECUTED" and e.action == "correct")
    assert (refused.evidence_id, refused.field) == ("cancel_plan#call-1", "decision")


def test_password_policy_is_repaired_to_ninety_days():
    result = checker().check(scenario("password-policy"))
    assert (result.decision, result.outcome) == ("release", "repaired")
    assert result.final_text == "You need to change your password every 90 days. Passwords must have at least 12 characters."


def test_nothing_the_evidence_can_correct_still_trims():
    result = checker(rule=lambda p, h: ENTAIL if "Aria" in h and "Warranty" in p else NEUTRAL).check(
        scenario("warranty-kb"))
    assert not result.repair.attempted and "nothing can be corrected" in result.repair.skipped_reason
    assert result.outcome == "trimmed"
    assert result.final_text == "Yes, the Aria kettle has a two-year warranty that covers heating faults."


def test_nothing_the_evidence_can_correct_withholds():
    result = checker().check(load_case(LOCAL / "shaky-amount.json"))
    assert not result.repair.attempted and result.outcome == "withheld"


def test_released_drafts_are_not_repaired():
    for name in ("delivery-eta", "courtesy"):
        result = checker().check(scenario(name))
        assert (result.outcome, result.final_text) == ("sent", result.case.draft)
        assert not result.repair.attempted


@pytest.mark.parametrize("name, expected", [
    ("delivery-date", "Your parcel P-3310 is in transit and should arrive on 12 May."),
    ("refund-amount", "Thanks for your patience! Your refund of $118.48 for order A-4417 has been approved."),
    ("wrong-order", "Your order A-4417 has shipped with UPS. Let me know if there is anything else!"),
])
def test_dates_amounts_and_ids_keep_the_drafts_format(name, expected):
    result = checker().check(load_case(LOCAL / f"{name}.json"))
    assert (result.outcome, result.final_text) == ("repaired", expected)


# --- modes ------------------------------------------------------------------------------------------------


def test_auto_does_not_ask_the_embedded_model_and_model_mode_does():
    generator = FakeGenerator(generations=["Your refund for order A-4417 is queued for review."])
    assert checker("auto", generator).check(scenario("refund-queued")).repair.method == "correction"
    assert generator.generations, "auto mode must not spend a rewrite on a model that was not configured"
    result = checker("model", generator).check(scenario("refund-queued"))
    assert result.repair.method == "model" and not generator.generations


def test_both_keeps_the_candidate_with_more_supported_content():
    # The rewrite drops the thanks and the period; the correction keeps both, so it wins.
    generator = FakeGenerator(generations=["Your refund for order A-4417 is queued for review."])
    result = checker("both", generator).check(scenario("refund-queued"))
    assert [c.method for c in result.repair.candidates] == ["correction", "model"]
    assert result.repair.method == "correction" and result.outcome == "repaired"
    trace = build_trace(result)
    assert [c["method"] for c in trace["repair"]["candidates"]] == ["correction", "model"]


def test_both_falls_back_to_the_rewrite_when_nothing_can_be_corrected():
    case = parse_case({"draft": "Your store credit of $42.17 has been added to your account.",
                       "evidence": [{"id": "acct", "kind": "record", "fields": {"account_id": "C-88", "tier": "gold"}}]})
    generator = FakeGenerator(generations=["Your account C-88 is on the gold tier."])
    result = checker("both", generator).check(case)
    assert result.repair.method == "model" and result.repair.attempted


def test_unknown_repair_mode_is_bad_input():
    with pytest.raises(InputError):
        checker("sometimes").check(scenario("refund-queued"))


# --- the pieces ----------------------------------------------------------------------------------------------


def test_every_state_phrase_reads_back_as_its_own_state():
    domains = {d.name: d for d in STATE_DOMAINS}
    for (domain_name, state), phrases in STATE_PHRASES.items():
        domain = domains[domain_name]
        for phrase in phrases:
            mentions = state_mentions(f"Your item {phrase}.", domain)
            assert mentions, phrase
            assert compare_states(domain, mentions[0].value, mentions[0].negated, state), (phrase, state)


def test_amounts_and_dates_in_the_drafts_style():
    assert format_amount(118.48, "$118.84") == "$118.48"
    assert format_amount(1250.0, "$1,999.00") == "$1,250.00"
    assert format_amount(42.0, "40 USD") == "42 USD"
    assert format_amount(118.48, "$118.84", "EUR") == "\u20ac118.48"
    assert format_date((2026, 5, 12), "15 May") == "12 May"
    assert format_date((2026, 5, 12), "May 15th") == "May 12th"
    assert format_date((2026, 5, 12), "2026-05-15") == "2026-05-12"
    assert format_date((2026, 6, 1), "3 July 2026") == "1 June 2026"
    assert format_date((2026, 6, 1), "Jul 3") == "Jun 1"


def test_a_refused_escalation_says_it_is_with_the_team():
    result = checker().check(load_case(LOCAL / "refund-escalated.json"))
    edit = next(e for e in result.repair.edits if e.reason_code == "NOT_EXECUTED")
    assert edit.new.startswith("has not been issued yet") and "escalated to our team for review" in edit.new


def test_a_condition_on_a_later_state_agrees_with_an_earlier_record():
    records = RecordChecker(scenario("refund-queued").evidence, SHIPPED_LIMITS)
    once = records.check("Your refund of $118.84 will reach your card once approved")
    assert once.reason is not ReasonCode.RECORD_STATE_MISMATCH and once.verdict is not Verdict.CONTRADICTED
    assert records.check("Your refund of $118.84 has been approved").reason is ReasonCode.RECORD_STATE_MISMATCH
    shipped = RecordChecker([Evidence("o", EvidenceKind.RECORD, fields={"order_id": "B-1", "status": "delivered"})], SHIPPED_LIMITS)
    assert shipped.check("You can change the address of order B-1 before it has shipped").reason \
        is ReasonCode.RECORD_STATE_MISMATCH
    packing = RecordChecker([Evidence("o", EvidenceKind.RECORD, fields={"order_id": "B-1", "status": "packing"})], SHIPPED_LIMITS)
    assert packing.check("Your order B-1 will be sent once it has shipped").verdict is not Verdict.CONTRADICTED


def test_a_tracking_number_two_characters_off_is_an_identifier_mismatch_and_corrected():
    case = parse_case({
        "draft": "Your parcel 1Z999AA10123456748 is on its way.",
        "evidence": [{"id": "track", "kind": "record",
                      "fields": {"tracking_number": "1Z999AA10123456784", "status": "in_transit"}}],
        # level 1 was sure of the wrong digits: the record check decides anyway
        "logprobs": [{"token": t, "logprob": -0.01} for t in re.findall(r"\s*\S+", "Your parcel 1Z999AA10123456748 is on its way.")],
    })
    result = checker().check(case)
    claim = result.first.outcomes[0]
    assert (claim.verdict, claim.reason_code) == (Verdict.CONTRADICTED, ReasonCode.IDENTIFIER_MISMATCH)
    assert result.final_text == "Your parcel 1Z999AA10123456784 is on its way." and result.outcome == "repaired"


def test_a_shaky_figure_the_evidence_holds_is_not_cut():
    draft = "You should see it within 14 business days. It costs $9.99 to send."
    tokens = []
    for piece in re.findall(r"\s*\S+", draft):
        # every figure written with p = 0.01: the made-up-number signature, were it not in the evidence
        tokens.append(TokenLogprob(piece, -4.6 if re.search(r"\d", piece) else -0.01))
    case = Case(draft=draft, evidence=(Evidence("p", EvidenceKind.POLICY,
                                                text="Refunds arrive within 14 business days."),),
                logprobs=tuple(tokens))
    result = checker(rule=lambda p, h: ENTAIL).check(case, repair=False)
    by_text = {o.claim.text: o for o in result.first.outcomes}
    assert not by_text["You should see it within 14 business days"].cut_by_confidence
    shipping = by_text["It costs $9.99 to send"]
    assert shipping.cut_by_confidence and shipping.reason_code is ReasonCode.SHAKY_SPECIFIC


def test_a_shaky_figure_of_a_restated_sentence_is_not_cut():
    # "noon-5 pm" is not written as the policy writes it ("from noon to 5 pm"), so no figure key matches,
    # but the claim restates that sentence figure by figure: the restatement confirms it
    draft = "Quiet hours: noon-5 pm every day (3 guests max)."
    tokens = [TokenLogprob(piece, -4.6 if re.search(r"\d|noon", piece) else -0.01)
              for piece in re.findall(r"\s*\S+", draft)]
    case = Case(draft=draft, evidence=(Evidence("p", EvidenceKind.POLICY,
                                                text="Quiet hours, from noon to 5 pm every day, allow 3 guests max."),),
                logprobs=tuple(tokens))
    result = checker(rule=lambda p, h: NEUTRAL).check(case, repair=False)
    outcome = result.first.outcomes[0]
    assert outcome.verdict is Verdict.SUPPORTED and not outcome.cut_by_confidence, outcome


def test_figure_keys_normalise_numbers_dates_and_times():
    held = evidence_figures([Evidence("r", EvidenceKind.RECORD, fields={"amount": 118.84, "eta": "2026-05-12",
                                                                           "opens": "10:30"})])
    for figure in ("$118.84", "118.840 USD", "12 May", "May 12th", "2026-05-12", "10:30"):
        assert figure_keys(figure) <= held, figure
    assert not figure_keys("$118.48") <= held and not figure_keys("13 May") <= held


# --- property: generated cases ------------------------------------------------------------------------------

REFUND_STATES = ["requested", "queued_for_review", "approved", "issued", "denied"]
DRAFT_STATES = {"issued": "has been issued", "approved": "has been approved", "queued_for_review": "is under review",
                "denied": "was denied", "requested": "has been requested"}


@st.composite
def refund_cases(draw):
    order = f"A-{draw(st.integers(1000, 9999))}"
    amount = round(draw(st.integers(100, 99999)) / 100, 2)
    status = draw(st.sampled_from(REFUND_STATES))
    days = draw(st.integers(2, 30))
    said_amount = amount if draw(st.booleans()) else round(amount + draw(st.integers(1, 500)) / 100, 2)
    said_state = draw(st.sampled_from(REFUND_STATES))
    said_days = days if draw(st.booleans()) else days + draw(st.integers(1, 9))
    said_order = order if draw(st.booleans()) else order[:-1] + str((int(order[-1]) + 1) % 10)
    sentences = [f"Your refund of ${said_amount:.2f} for order {said_order} {DRAFT_STATES[said_state]}."]
    if draw(st.booleans()):
        sentences.insert(0, "Thanks for reaching out!")
    if draw(st.booleans()):
        sentences.append(f"You should see it on your card within {said_days} business days.")
    if draw(st.booleans()):
        sentences.append("We'll also send you a free gift.")
    return parse_case({
        "draft": " ".join(sentences),
        "evidence": [
            {"id": "get_refund", "kind": "record",
             "fields": {"order_id": order, "status": status, "amount": amount, "currency": "USD"}},
            {"id": "policy", "kind": "policy", "text": f"Once approved, refunds reach the card within {days} business days."},
        ]})


def _new_figures(draft: str, text: str) -> set[str]:
    before = {k for a, b in specific_spans(draft) for k in figure_keys(draft[a:b])}
    return {k for a, b in specific_spans(text) for k in figure_keys(text[a:b])} - before


@hsettings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(refund_cases())
def test_correction_property(case):
    check = checker()
    first = check.assess(case)
    correction = correct_draft(case, first.decomposition, first.outcomes, first.grounding, AlignmentLimits.from_settings(Settings()))
    if not correction.text:
        return
    # 1. never a value the evidence does not hold
    assert _new_figures(case.draft, correction.text) <= evidence_figures(case.evidence), correction.text
    # 2. never removes a supported claim
    for outcome in first.outcomes:
        if outcome.verdict is Verdict.SUPPORTED and not outcome.failed:
            assert outcome.claim.text in correction.text, (outcome.claim.text, correction.text)
    # 3. the re-check of the corrected draft has no contradicted claim
    recheck = check.assess(Case(draft=correction.text, evidence=case.evidence))
    contradicted = [o.claim.text for o in recheck.outcomes if o.verdict is Verdict.CONTRADICTED]
    assert not contradicted, (case.draft, correction.text, contradicted)


def test_a_correction_the_recheck_does_not_support_is_trimmed_alone():
    # The amount is corrected from the record and holds; the period is corrected from the policy, but this
    # NLI stand-in never entails a policy sentence (and "Visa" keeps the claim from restating the policy
    # sentence word for word), so that sentence goes and the rest of the repair stands.
    case = parse_case({
        "draft": "Your refund of $64.10 for order B-2290 has been approved. It reaches your Visa card within 9 days.",
        "evidence": [{"id": "r", "kind": "record", "fields": {"order_id": "B-2290", "status": "approved",
                                                              "amount": 46.1, "currency": "USD"}},
                     {"id": "p", "kind": "policy", "text": "Approved refunds reach the card within 4 days."}]})
    result = checker(rule=lambda p, h: NEUTRAL).check(case)
    assert result.repair.recheck is not None and result.repair.rejected is None
    assert result.final_text == "Your refund of $46.10 for order B-2290 has been approved."
    assert result.outcome == "trimmed"


def test_the_recheck_grounds_only_the_claims_the_correction_changed(monkeypatch):
    """A repair's re-check reuses the first check's verdicts for unchanged claims (what makes repair cheap),
    and ends exactly where a check of the corrected text from scratch ends."""
    from halcheck_tui.core.grounding import grounder as grounding

    grounded: list[set[str] | None] = []
    real = grounding.Grounder.ground

    def spy(self, case, decomposition, claim_ids=None):
        grounded.append(None if claim_ids is None else {c.text for c in decomposition.claims if c.id in claim_ids})
        return real(self, case, decomposition, claim_ids)

    monkeypatch.setattr(grounding.Grounder, "ground", spy)
    one = checker()
    result = one.check(scenario("refund-queued"))
    assert result.outcome == "repaired"
    first_pass, recheck = grounded[0], grounded[-1]
    assert first_pass is None and recheck is not None
    changed = {e.claim_id for e in result.repair.edits}
    assert recheck and len(recheck) <= len(changed)
    assert all(any(e.new in text for e in result.repair.edits) for text in recheck)
    fresh = one.assess(result.case.__class__(**{**result.case.__dict__, "draft": result.repair.text}))
    again = result.repair.recheck
    assert [(o.claim.text, o.verdict, o.reason_code) for o in again.outcomes] == \
        [(o.claim.text, o.verdict, o.reason_code) for o in fresh.outcomes]
    assert again.release.final_text == fresh.release.final_text


def test_a_correction_never_writes_a_zero_into_a_figure_the_claim_gave():
    """A field that holds 0 for what the claim promises ("a 15 credit" against a credit of 0.00) is no value to
    write: "a $0 credit" would be sent as repaired. The claim is trimmed instead."""
    case = parse_case({
        "id": "zero-credit", "question": "Will I get anything for the outage?",
        "draft": "Sorry about the outage on your line. We've added a $15 goodwill credit to account AC-7731.",
        "evidence": [{"id": "acct#AC-7731", "kind": "record",
                      "fields": {"account_ref": "AC-7731", "goodwill_credit": 0.0, "credit_currency": "USD"}}]})
    result = checker().check(case)
    assert "$0" not in result.final_text
    assert "$15" not in result.final_text
