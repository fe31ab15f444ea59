"""Evidence kinds are registered units: every shipped kind has one, the case schema lists exactly those,
and a kind defined only in a test fixture (tests/evidence_kind_fixtures.py) is parsed, retrieved, grounded,
traced and shown with no other module changed."""
from __future__ import annotations

import json

import pytest
from evidence_kind_fixtures import DeskNoteKind  # tests/ is on the path: pytest puts it there

from halcheck_tui.config import Settings
from halcheck_tui.core.case import parse_case
from halcheck_tui.core.evidence_kinds import registry
from halcheck_tui.core.evidence_kinds.base import EvidenceKind, Reading
from halcheck_tui.core.grounding.text.retrieval import split_evidence
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.prompts import render_evidence
from halcheck_tui.core.trace import build_trace
from halcheck_tui.core.types import ClaimClass, Verdict
from halcheck_tui.errors import CaseError
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI
from halcheck_tui.schemas import schema_text
from halcheck_tui.tui.document import evidence_summary

NOTE = {"id": "note-3", "kind": "ticket_note", "author": "Ines", "note": "The lighthouse lamp was replaced on Friday."}


@pytest.fixture
def desk_notes():
    with registry.registered(DeskNoteKind()) as unit:
        yield unit


def a_case(*evidence, draft="The lighthouse lamp was replaced on Friday."):
    return parse_case({"schema": "halcheck.case/1", "id": "kinds", "draft": draft, "evidence": list(evidence)})


def test_every_shipped_kind_has_its_unit():
    assert registry.names() == tuple(k.value for k in EvidenceKind)
    for kind in EvidenceKind:
        assert registry.unit_of(kind).kind is kind


def test_the_case_schema_lists_exactly_the_registered_kinds():
    evidence = json.loads(schema_text("case"))["$defs"]["evidence"]
    assert set(evidence["properties"]["kind"]["enum"]) == set(registry.names())
    branches = set()
    for branch in evidence["oneOf"]:
        kind = branch["properties"]["kind"]
        branches |= {kind["const"]} if "const" in kind else set(kind["enum"])
    assert branches == set(registry.names())


def test_a_kind_is_registered_once():
    with pytest.raises(ValueError):
        registry.register(registry.unit_of(EvidenceKind.POLICY))


def test_an_unknown_kind_names_the_registered_ones(desk_notes):
    with pytest.raises(CaseError) as caught:
        a_case({"id": "x", "kind": "telegram", "text": "stop"})
    assert "ticket_note" in caught.value.fix and "refused_call" in caught.value.fix


def test_the_toy_kind_is_parsed_and_written_back_by_its_unit(desk_notes):
    case = a_case(NOTE)
    item = case.evidence[0]
    assert item.kind.value == "ticket_note" and item.text == NOTE["note"] and item.fields == {"author": "Ines"}
    assert case.to_json()["evidence"][0] == NOTE
    with pytest.raises(CaseError, match=r"evidence\[0\]\.note: is empty"):
        a_case({**NOTE, "note": "  "})


def test_the_toy_kind_is_gone_once_unregistered(desk_notes):
    registry.unregister(desk_notes.kind)
    with pytest.raises(CaseError, match="unknown kind 'ticket_note'"):
        a_case(NOTE)
    registry.register(desk_notes)  # the fixture takes it away again


def test_the_toy_kind_is_retrieved_grounded_and_traced(desk_notes):
    case = a_case(NOTE, {"id": "pol", "kind": "policy", "text": "Lamps are inspected every spring."})
    sentences = [s for s in split_evidence(case.evidence) if s.evidence_id == "note-3"]
    assert [(s.start, s.end) for s in sentences] == [(0, len(NOTE["note"]))]
    assert registry.grounding_kinds(ClaimClass.FACT, case.evidence) == (
        EvidenceKind.POLICY, EvidenceKind.PASSAGE, desk_notes.kind)
    assert desk_notes.kind in registry.kinds_read_as(Reading.TEXT)

    def entail(premise, hypothesis):
        return NLIProbs(0.97, 0.02, 0.01) if "lamp was replaced" in premise else NLIProbs(0.05, 0.9, 0.05)
    checker = Checker(Settings(), Runtimes(nli=FakeNLI(rule=entail), embedder=FakeEmbedder()))
    result = checker.check(case, repair=False)
    verdict = result.first.grounding.verdicts[0]
    assert verdict.verdict is Verdict.SUPPORTED and verdict.evidence_ids == ("note-3",)
    trace = build_trace(result)
    assert json.loads(json.dumps(trace))["evidence"]["note-3"]["kind"] == "ticket_note"


def test_the_toy_kind_reaches_the_prompt_and_the_editor(desk_notes):
    case = a_case(NOTE)
    assert "kind=ticket_note>>>\nInes wrote: The lighthouse lamp" in render_evidence(case.evidence)
    assert evidence_summary(case.evidence[0], 80) == NOTE["note"]


def test_a_rule_is_not_grounded_by_a_kind_that_grounds_only_facts(desk_notes):
    case = a_case(NOTE)
    assert registry.grounding_kinds(ClaimClass.RULE, case.evidence) == (EvidenceKind.POLICY,)
