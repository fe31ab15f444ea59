"""Issue 12 item 15: evidence in conflict is settled by an explicit rule (core/conflicts.py), never averaged."""
from __future__ import annotations

import json

import pytest

from halcheck_tui import cli, wiring
from halcheck_tui.config import Settings
from halcheck_tui.core.case import parse_case
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.release.conflicts import rank
from halcheck_tui.core.trace import build_trace
from halcheck_tui.ports import Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI

GENERAL = "Once approved, refunds reach the original payment method within 14 business days."
TENANT = "For tenant-42 enterprise accounts, approved refunds reach the original payment method within 5 business days."
CLAIM = "Once approved, your refund reaches your card within 5 business days."


def policy(item_id: str, text: str, **lineage) -> dict:
    return {"id": item_id, "kind": "policy", "text": text, **lineage}


def check(draft: str, evidence: list[dict], tenant: str | None = None, settings: Settings | None = None):
    raw = {"draft": draft, "evidence": evidence}
    if tenant:
        raw["tenant"] = tenant
    checker = Checker(settings or Settings(), Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()))
    return build_trace(checker.check(parse_case(raw), repair=False))


def claim_of(trace: dict) -> dict:
    [claim] = [c for c in trace["claims"] if c["class"] != "conversational"]
    return claim


def test_a_tenant_specific_item_outranks_the_general_policy():
    trace = check(CLAIM, [policy("general", GENERAL, authority="approved-policy"),
                          policy("tenant", TENANT, authority="approved-policy", tenant="tenant-42")], tenant="tenant-42")
    claim = claim_of(trace)
    assert claim["verdict"] == "supported" and claim["evidence_ids"] == ["tenant"]
    assert trace["decision"] == "release" and trace["outcome"] == "sent"
    [conflict] = trace["conflicts"]
    assert conflict["winner"] == "tenant" and conflict["disagreeing"] == ["general"]
    assert "tenant-specific tenant outranks general general" in conflict["rule"]


def test_the_general_number_is_contradicted_when_the_tenant_item_applies():
    trace = check(CLAIM.replace("5 business", "14 business"),
                  [policy("general", GENERAL), policy("tenant", TENANT, tenant="tenant-42")], tenant="tenant-42")
    claim = claim_of(trace)
    assert claim["verdict"] == "contradicted" and claim["reason_code"] == "VALUE_MISMATCH"
    assert claim["evidence_ids"] == ["tenant"] and trace["decision"] == "block"


def test_higher_authority_outranks_lower_and_the_order_is_configurable():
    evidence = [policy("wiki", GENERAL, authority="kb"), policy("contract", TENANT.replace("For tenant-42 enterprise "
                                                                                           "accounts, a", "A"),
                                                                authority="contract")]
    assert claim_of(check(CLAIM, evidence))["evidence_ids"] == ["contract"]
    assert claim_of(check(CLAIM, evidence))["verdict"] == "supported"
    flipped = Settings(authority_order=("kb", "contract"))
    claim = claim_of(check(CLAIM, evidence, settings=flipped))
    assert claim["verdict"] == "contradicted" and claim["evidence_ids"] == ["wiki"]


def test_a_later_valid_from_outranks_an_earlier_one():
    evidence = [policy("old", GENERAL, authority="approved-policy", valid_from="2025-01-01"),
                policy("new", GENERAL.replace("14", "5"), authority="approved-policy", valid_from="2026-01-01")]
    trace = check(CLAIM, evidence)
    assert claim_of(trace)["verdict"] == "supported" and trace["conflicts"][0]["winner"] == "new"
    assert "is later than" in trace["conflicts"][0]["rule"]


def test_equally_ranked_items_in_conflict_send_the_reply_to_review_naming_both():
    evidence = [policy("a", GENERAL, authority="approved-policy"),
                policy("b", GENERAL.replace("14", "5"), authority="approved-policy")]
    trace = check(CLAIM, evidence)
    claim = claim_of(trace)
    assert trace["decision"] == "review"
    assert claim["verdict"] == "insufficient_evidence" and set(claim["evidence_ids"]) == {"a", "b"}
    [conflict] = trace["conflicts"]
    assert conflict["winner"] is None and conflict["resolved"] is False
    assert "a" in conflict["disagreeing"] and "b" in conflict["agreeing"]


def test_no_conflict_leaves_grounding_alone():
    trace = check(CLAIM, [policy("general", GENERAL)])
    assert trace["conflicts"] == [] and claim_of(trace)["verdict"] == "contradicted"
    unrelated = check(CLAIM, [policy("general", GENERAL), policy("pw", "Passwords expire after 90 days.")])
    assert unrelated["conflicts"] == []


def test_rank_order():
    from halcheck_tui.core.case import Evidence, EvidenceKind

    def item(**lineage):
        return Evidence("x", EvidenceKind.POLICY, text="t", lineage=lineage)

    order = ("contract", "approved-policy")
    assert rank(item(tenant="t1"), "t1", order) > rank(item(authority="contract"), "t1", order)
    assert rank(item(authority="contract"), None, order) > rank(item(authority="approved-policy"), None, order)
    assert rank(item(authority="approved-policy"), None, order) > rank(item(authority="other"), None, order)
    assert rank(item(valid_from="2026-02-01"), None, order) > rank(item(valid_from="2026-01-01T10:00:00Z"), None, order)
    assert rank(item(valid_from="2026-01-01"), None, order) > rank(item(), None, order)


@pytest.mark.integration
def test_the_readme_snapshot_example_is_released(tmp_path, capsys, monkeypatch):
    """README "Using a snapshot in a case", through the real CLI and the real store (fake NLI)."""
    monkeypatch.setattr(wiring, "build_checker", lambda settings, model, no_generator, classify_claims=True: (
        Checker(settings, Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()), classify_claims), []))
    assert cli.main(["evidence", "import-shipped"]) == 0
    case = tmp_path / "case.json"
    case.write_text(json.dumps({
        "draft": CLAIM,
        "evidence_snapshot": "support-policy@sha256:502046bc929ad31614f85edd05d50d5e7140ba50d09940b8a70abe449ad986ba",
        "as_of": "2026-08-10T09:00:00Z", "tenant": "tenant-42"}))
    capsys.readouterr()
    assert cli.main(["check", str(case), "--json", "--no-repair"]) == 0
    trace = json.loads(capsys.readouterr().out)
    claim = claim_of(trace)
    assert claim["verdict"] == "supported" and claim["evidence_ids"] == ["refund-policy#tenant-42-enterprise"]
    assert trace["decision"] == "release"
    assert trace["conflicts"][0]["disagreeing"] == ["refund-policy#timing"]
