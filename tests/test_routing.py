"""Issue 11, routing: a claim goes to the evidence that can speak about it.

`record` only for claims about this case; statements about the world are `fact`; a promise or policy is a
`rule`, read against the passages when the case holds no policy text.
"""
from __future__ import annotations

import pytest

from halcheck_tui import locations
from halcheck_tui.config import Settings
from halcheck_tui.core.case import EvidenceKind, parse_case
from halcheck_tui.core.decomposition.claim_classes import classify
from halcheck_tui.core.evidence_kinds.registry import grounding_kinds
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.types import ClaimClass, ReasonCode, Verdict
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI

FORECAST = ("Pune forecast for 2 October: light drizzle through the afternoon, 24 degrees, humidity 80 per cent. "
            "Winds from the west at 10 km/h.")


def case(draft, *evidence):
    return parse_case({"schema": "halcheck.case/1", "id": "routing", "draft": draft, "evidence": list(evidence)})


def passage(text, id="kb-1"):
    return {"id": id, "kind": "passage", "text": text}


@pytest.mark.parametrize("text, expected", [
    ("It will drizzle in Pune on 2 October", ClaimClass.FACT),
    ("Pune's railway station has six platforms", ClaimClass.FACT),
    ("The Basic plan includes live chat", ClaimClass.FACT),
    ("The 1979 film grossed $120 million", ClaimClass.FACT),
    ("Your order A-1 has shipped", ClaimClass.RECORD),
    ("Your refund of $118.84 has been issued", ClaimClass.RECORD),
    ("We have cancelled your subscription", ClaimClass.RECORD),
    ("Refunds reach your card within 14 business days", ClaimClass.RULE),
    ("You can return the item within 30 days", ClaimClass.RULE),
])
def test_claims_are_classed_by_what_they_are_about(text, expected):
    assert classify(text) is expected


def test_a_rule_without_policy_text_reads_the_passages():
    evidence = case("x", passage("Returns are accepted within 30 days.")).evidence
    assert grounding_kinds(ClaimClass.RULE, evidence) == (EvidenceKind.PASSAGE,)
    with_policy = case("x", passage("a"), {"id": "p", "kind": "policy", "text": "Returns: 30 days."}).evidence
    assert grounding_kinds(ClaimClass.RULE, with_policy) == (EvidenceKind.POLICY,)


def fake_checker(rule):
    return Checker(Settings(), Runtimes(nli=FakeNLI(rule=rule), embedder=FakeEmbedder()))


def test_rule_grounded_on_a_kb_article_says_so():
    entail = lambda p, h: NLIProbs(0.95, 0.03, 0.02) if "30 days" in p else NLIProbs(0.1, 0.8, 0.1)
    result = fake_checker(entail).check(case("You can return the item within 30 days.",
                                             passage("Returns are accepted within 30 days of delivery.")), repair=False)
    verdict = result.first.grounding.verdicts[0]
    assert verdict.verdict is Verdict.SUPPORTED and verdict.evidence_ids == ("kb-1",)


def test_no_policy_evidence_only_when_there_is_no_text_at_all():
    neutral = lambda p, h: NLIProbs(0.1, 0.8, 0.1)
    record = {"id": "r", "kind": "record", "fields": {"order_id": "A-1", "status": "shipped"}}
    result = fake_checker(neutral).check(case("You can return the item within 30 days.", record), repair=False)
    assert result.first.grounding.verdicts[0].reason_code is ReasonCode.NO_POLICY_EVIDENCE


def test_case_claim_without_a_record_stays_without_tool_evidence():
    neutral = lambda p, h: NLIProbs(0.1, 0.8, 0.1)
    result = fake_checker(neutral).check(case("Your order A-1 has shipped.", passage("Orders ship in 2 days.")),
                                         repair=False)
    assert result.first.grounding.verdicts[0].reason_code is ReasonCode.CLAIM_WITHOUT_TOOL_EVIDENCE


@pytest.fixture(scope="module")
def real_checker():
    from halcheck_tui.wiring import load_runtimes

    if not (locations.nli_model_dir() / "manifest.json").exists():
        pytest.skip("no NLI model shipped")
    runtimes, _ = load_runtimes(Settings(), want_generator=False)
    return Checker(Settings(), runtimes)


@pytest.mark.integration
def test_seed_000_pune_pair_with_the_real_model(real_checker):
    result = real_checker.check(case("It will drizzle in Pune on 2 October. Pune's railway station has six platforms.",
                                     passage(FORECAST, "forecast")), repair=False)
    drizzle, platforms = result.first.grounding.verdicts
    assert [c.claim_class for c in result.first.decomposition.claims] == [ClaimClass.FACT, ClaimClass.FACT]
    assert drizzle.verdict is Verdict.SUPPORTED, drizzle.detail
    assert platforms.verdict is Verdict.INSUFFICIENT, platforms.detail


@pytest.mark.integration
def test_basic_plan_live_chat_is_contradicted_with_the_real_model(real_checker):
    result = real_checker.check(case("The Basic plan includes live chat.",
                                     passage("The Basic plan includes email support only. Live chat comes with Pro.")),
                                repair=False)
    verdict = result.first.grounding.verdicts[0]
    assert verdict.verdict is Verdict.CONTRADICTED, verdict.detail


def _routed(draft, fields):
    from halcheck_tui.core.decomposition.decompose import decompose
    from halcheck_tui.core.grounding.fields.records import AlignmentLimits, route_by_records
    evidence = parse_case({"schema": "halcheck.case/1", "id": "routing", "draft": draft, "evidence": [
        {"id": "loans.get#L-5", "kind": "record", "source": "tool:loans.get", "fields": fields}]}).evidence
    return route_by_records(decompose(draft), evidence, AlignmentLimits(3, 3, 3)).claims


def test_a_rule_shaped_sentence_naming_the_records_name_is_read_against_the_record():
    fields = {"loanId": "L-5", "branch": "Elmsworth", "state": "ON_HOLD"}
    claims = _routed("When it is released you can pick it up at our Elmsworth branch.", fields)
    assert claims[0].claim_class is ClaimClass.RECORD


@pytest.mark.parametrize("draft", [
    "We'll waive every late fee Marnie owes.",  # a promise stays the policy's question
    "Marnie can borrow up to 6 books each visit.",  # a figure beside the name: which field is the rule's question
])
def test_a_promise_or_a_figure_beside_a_record_name_keeps_the_rule_reading(draft):
    claims = _routed(draft, {"loanId": "L-5", "member": "Marnie", "booksOut": 6})
    assert claims[0].claim_class is ClaimClass.RULE
