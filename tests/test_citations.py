"""Citations in drafts: markers found and cut before NLI, unknown ids block, wrong citations reported."""
import re
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from halcheck_tui.config import Settings
from halcheck_tui.core.case import load_case, parse_case
from halcheck_tui.core.decomposition.citations import (
    decompose_cited,
    find_markers,
    report_of,
    scan,
    strip_markers,
    tie,
)
from halcheck_tui.core.decomposition.decompose import decompose
from halcheck_tui.core.decomposition.markers import DraftCitations
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.trace import build_trace
from halcheck_tui.core.types import REASON_EXPLANATIONS, ReasonCode, Verdict
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI

SCENARIOS = Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios"
ENTAIL, NEUTRAL = NLIProbs(0.95, 0.03, 0.02), NLIProbs(0.1, 0.8, 0.1)
POLICY = {"id": "refund-policy#timing", "kind": "policy", "revision": "v7",
          "text": "Approved refunds reach the original payment method within 14 business days."}
KB = {"id": "kb-shipping#3", "kind": "passage", "text": "Orders ship from Pune.\nDelivery takes 2 days."}


def overlap_rule(premise: str, hypothesis: str) -> NLIProbs:
    """Entailed when most of the hypothesis's content words are in the premise (a stand-in for a model)."""
    words = {w for w in re.findall(r"[a-z0-9]+", hypothesis.lower()) if len(w) > 3}
    have = set(re.findall(r"[a-z0-9]+", premise.lower()))
    return ENTAIL if words and len(words & have) / len(words) >= 0.6 else NEUTRAL


def check(draft, evidence=(POLICY, KB), rule=overlap_rule, nli=None):
    case = parse_case({"id": "cited", "draft": draft, "evidence": list(evidence)})
    nli = nli or FakeNLI(rule=rule)
    result = Checker(Settings(), Runtimes(nli=nli, embedder=FakeEmbedder())).check(case, repair=False)
    return result, build_trace(result)


def test_the_three_marker_forms_and_what_is_not_a_citation():
    draft = ("A [refund-policy#timing]. B [Source: kb-shipping#3]. C (source: a; b). D [Sources: x, y]. "
             "E [sic]. F [1]. G [docs](http://x.y). H [x].")
    found = [m.ids for m in find_markers(draft)]
    assert found == [("refund-policy#timing",), ("kb-shipping#3",), ("a", "b"), ("x", "y"), ("1",)]
    # a plain word in brackets is a citation when the case has an item of that id
    assert [m.ids for m in find_markers("E [sic].", {"sic"})] == [("sic",)]


def test_markers_are_cut_with_the_spaces_before_them():
    draft = "Refunds take 14 days [p#1]. [q#2] Next line.\n[r#3] Own line."
    clean, orig_of = strip_markers(draft, find_markers(draft))
    assert clean == "Refunds take 14 days. Next line.\nOwn line."
    assert all(draft[orig_of[i]] == ch for i, ch in enumerate(clean))


_WORDS = st.sampled_from(["Your", "refund", "ships", "today", "and", "we", "will", "send", "it", "$118.84",
                          "A-4417", "14", "days", "Thanks!", "Pune.", "e.g.", "\n", "-"])
_MARKS = st.sampled_from(["[kb#1]", "[Source: p-2]", "(source: a#b)", "[x-1, y_2]"])


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(_WORDS, _MARKS), min_size=1, max_size=25))
def test_offsets_stay_exact_and_no_marker_reaches_the_text_nli_reads(tokens):
    draft = " ".join(tokens)
    result = decompose_cited(draft, (), decompose)
    for sentence in result.sentences:
        assert draft[sentence.start:sentence.end] == sentence.text
    for claim in result.claims:
        assert draft[claim.start:claim.end] == claim.text
        assert not find_markers(claim.context_text)
    # every citation marker lies in some sentence's span or between sentences, never cut in half
    for marker in find_markers(draft):
        for claim in result.claims:
            assert not (claim.start < marker.start < claim.end < marker.end)


def test_each_marker_covers_the_claims_before_it_in_its_sentence():
    draft = "Refunds take 14 business days [refund-policy#timing] and we ship from Pune [kb-shipping#3]."
    markers = find_markers(draft)
    decomposition = decompose_cited(draft, (), decompose)
    cited = tie(markers, decomposition)
    texts = {c.id: c.text for c in decomposition.claims}
    assert {texts[k]: v for k, v in cited.items()} == {
        "Refunds take 14 business days": ("refund-policy#timing",),
        "we ship from Pune": ("kb-shipping#3",)}
    # one claim holding two markers is covered by both
    one = decompose_cited("Refunds [a#1] take 14 days [b#2].", (), decompose)
    assert list(tie(find_markers("Refunds [a#1] take 14 days [b#2]."), one).values()) == [("a#1", "b#2")]


def test_a_cited_id_that_does_not_exist_blocks_and_the_trace_names_it():
    result, trace = check("Orders ship from Pune [kb-shipping#3]. "
                          "Approved refunds reach your card within 14 business days [refund-policy#v9].")
    assert trace["decision"] == "block"
    assert "refund-policy#v9" in trace["explanation"]
    assert trace["citations"]["invalid"] == ["refund-policy#v9"]
    cut = trace["first_check"]["cuts"][0]
    assert (cut["sentence"], list(cut["reasons"])) == (1, ["INVALID_CITATION"])
    claim = trace["claims"][1]
    assert claim["citations"]["status"] == "invalid"
    # the claim itself is still supported by the policy: an invented source blocks, it does not refute
    assert claim["verdict"] == "supported"
    assert (trace["outcome"], trace["final_text"]) == ("trimmed", "Orders ship from Pune [kb-shipping#3].")


def test_anchor_ids_of_an_item_are_valid_citations_and_out_of_range_ones_are_not():
    _, ok = check("Approved refunds reach your card within 14 business days [refund-policy#timing#s0].")
    assert ok["decision"] == "release" and ok["citations"]["invalid"] == []
    _, bad = check("Approved refunds reach your card within 14 business days [refund-policy#timing#s4].")
    assert bad["decision"] == "block"


def test_a_cited_item_that_does_not_entail_its_claim_fails_with_its_own_reason():
    result, trace = check("Delivery is free for every order [refund-policy#timing].", rule=lambda p, h: NEUTRAL)
    claim = trace["claims"][0]
    assert claim["verdict"] == "insufficient_evidence"
    assert claim["reason_code"] == "CITATION_NOT_ENTAILED"
    assert claim["citations"]["status"] == "not_entailed"
    assert claim["evidence_ids"] == ["refund-policy#timing"]
    assert trace["decision"] in ("abstain", "revise")
    assert ReasonCode.CITATION_NOT_ENTAILED in REASON_EXPLANATIONS


def test_a_claim_supported_only_by_an_uncited_item_stays_supported_and_the_trace_says_so():
    result, trace = check("Approved refunds reach your card within 14 business days [kb-shipping#3].")
    claim = trace["claims"][0]
    assert claim["verdict"] == "supported" and claim["evidence_ids"] == ["refund-policy#timing"]
    assert claim["citations"]["status"] == "not_entailed"
    assert "citation is wrong" in claim["detail"]
    assert trace["decision"] == "release"


def test_nli_never_reads_a_marker():
    nli = FakeNLI(rule=overlap_rule)
    # worded apart from the passage, so NLI (not the restatement check) reads both claims
    check("Orders leave from Pune [Source: kb-shipping#3] and delivery needs 2 days (source: kb-shipping#3).",
          nli=nli)
    assert nli.calls and not any(find_markers(h) or "kb-shipping" in h for _, h in nli.calls)


def _cases():
    for path in sorted(SCENARIOS.glob("*.json")):
        case = load_case(path)
        if find_markers(case.draft):
            continue  # a scenario that already cites (citation-wrong) is about wrong citations, not these
        yield path.stem, replace(case, logprobs=None)  # markers would break a token list that spells the draft


@pytest.mark.parametrize("name,case", list(_cases()))
def test_correct_citations_change_no_verdict(name, case):
    def run(c):
        nli = FakeNLI(rule=overlap_rule)
        return Checker(Settings(), Runtimes(nli=nli, embedder=FakeEmbedder())).check(c, repair=False), nli

    plain, plain_nli = run(case)
    # cite, after each supported claim, the item that supported it
    inserts = sorted(((o.claim.end, o.evidence_ids[0]) for o in plain.first.outcomes
                      if o.verdict is Verdict.SUPPORTED and o.evidence_ids), reverse=True)
    draft = case.draft
    for end, evidence_id in inserts:
        draft = f"{draft[:end]} [{evidence_id}]{draft[end:]}"
    cited, cited_nli = run(replace(case, draft=draft))
    before = [(o.claim.context_text, o.verdict, o.reason_code) for o in plain.first.outcomes]
    after = [(o.claim.context_text, o.verdict, o.reason_code) for o in cited.first.outcomes]
    assert after == before
    assert (cited.decision, cited.outcome) == (plain.decision, plain.outcome)
    assert len(cited_nli.calls) == len(plain_nli.calls)  # a confirmed citation costs no extra NLI call
    if inserts:
        report = cited.first.citations
        assert report is not None and all(c.status == "entails" for c in report.claims)


def test_a_cited_item_that_retrieval_ranked_out_is_still_read_and_may_support_its_claim():
    evidence = [{"id": "kb#a", "kind": "passage", "text": "Orders every morning are packed by hand."},
                {"id": "kb#b", "kind": "passage", "text": "The depot dispatches all parcels at dawn."}]
    rule = lambda premise, hypothesis: ENTAIL if "dawn" in premise else NEUTRAL
    case = lambda draft: parse_case({"id": "x", "draft": draft, "evidence": evidence})
    checker = Checker(Settings(retrieval_top_k=1), Runtimes(nli=FakeNLI(rule=rule), embedder=FakeEmbedder()))
    plain = checker.check(case("Orders leave every morning."), repair=False)
    assert plain.first.outcomes[0].verdict is Verdict.INSUFFICIENT  # top-1 retrieval read only kb#a
    cited = checker.check(case("Orders leave every morning [kb#b]."), repair=False)
    outcome = cited.first.outcomes[0]
    assert (outcome.verdict, outcome.evidence_ids) == (Verdict.SUPPORTED, ("kb#b",))
    assert cited.first.citations.claims[0].status == "entails"


def test_the_decompose_level_finds_the_markers_once_and_grounding_checks_those():
    """What the TUI's decompose view renders comes with the decomposition: each marker with its sentence and
    the ids not in the evidence, and the claims citing it. Grounding's citation check reads the same markers."""
    case = parse_case({"id": "cited", "evidence": [POLICY, KB], "draft": (
        "Orders ship from Pune [kb-shipping#3]. Refunds reach your card within 14 business days [refund-policy#v9].")})
    checker = Checker(Settings(), Runtimes(nli=FakeNLI(rule=overlap_rule), embedder=FakeEmbedder()))
    decomposition = checker.decompose(case)
    found = decomposition.citations
    assert found == scan(case, decomposition)
    assert [(m.marker.text, m.sentence, m.invalid) for m in found.markers] == [
        ("[kb-shipping#3]", 0, ()), ("[refund-policy#v9]", 1, ("refund-policy#v9",))]
    assert [found.claims_citing(m.marker) for m in found.markers] == [
        tuple(c.id for c in decomposition.claims_of(n)) for n in (0, 1)]
    assert report_of(checker.ground(case, decomposition)).markers == found.markers
    assert report_of(checker.ground(case, replace(decomposition, citations=DraftCitations()))) is None
