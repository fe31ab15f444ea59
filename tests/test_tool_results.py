"""Pasted tool output -> evidence items (core/tool_results.py): every shape agent logs carry, whatever the
field names, validated by the case parser."""
from __future__ import annotations

import json

import pytest

from halcheck_tui.core.case import EvidenceKind, parse_case
from halcheck_tui.core.evidence_kinds.tool_results import evidence_from_paste
from halcheck_tui.errors import InputError

RESULT = {"order_id": "A-4417", "status": "queued_for_review", "amount": 118.84, "refund": {"eta": "2026-05-12"}}


def test_a_json_object_is_one_record_with_its_fields_as_they_are() -> None:
    [item] = evidence_from_paste(json.dumps(RESULT, indent=2))
    assert item.kind is EvidenceKind.RECORD and dict(item.fields) == RESULT
    assert item.id == "record#A-4417" and item.lineage["source"] == "paste"


def test_an_envelope_names_the_tool_and_a_json_string_result_is_read() -> None:
    [item] = evidence_from_paste(json.dumps({"tool": "get_refund", "result": RESULT}))
    assert item.id == "get_refund#A-4417" and item.lineage["source"] == "tool:get_refund"
    openai_style = {"role": "tool", "tool_call_id": "call_1", "name": "get_refund", "content": json.dumps(RESULT)}
    [item] = evidence_from_paste(json.dumps(openai_style))
    assert dict(item.fields) == RESULT and item.id == "get_refund#A-4417"


def test_a_record_with_name_and_content_fields_is_data_not_an_envelope() -> None:
    record = {"name": "Sam", "content": "a note", "ticket": "T-91"}
    [item] = evidence_from_paste(json.dumps(record))
    assert dict(item.fields) == record and item.id == "record#T-91"


def test_lists_jsonl_and_wrapped_lists_give_one_record_per_object() -> None:
    rows = [{"sku": "K-1", "stock": 3}, {"sku": "K-2", "stock": 0}, {"stock": 9}]
    assert [i.id for i in evidence_from_paste(json.dumps(rows))] == ["record#K-1", "record#K-2", "record#1"]
    jsonl = "\n".join(json.dumps(r) for r in rows)
    assert len(evidence_from_paste(jsonl)) == 3
    wrapped = evidence_from_paste(json.dumps({"tool": "search", "result": {"hits": rows}}))
    assert [i.id for i in wrapped] == ["search#K-1", "search#K-2", "search#1"]


def test_text_beside_the_result_becomes_policy_or_passage_items() -> None:
    paste = json.dumps({"tool": "get_refund", "result": RESULT}) + "\n\nRefunds reach the card within 14 days.\n"
    record, policy = evidence_from_paste(paste)
    assert record.kind is EvidenceKind.RECORD
    assert policy.kind is EvidenceKind.POLICY and policy.text == "Refunds reach the card within 14 days."
    [passage] = evidence_from_paste("Orders ship from Pune.", text_kind=EvidenceKind.PASSAGE)
    assert passage.kind is EvidenceKind.PASSAGE and passage.id == "passage#1"
    [text_result] = evidence_from_paste(json.dumps({"tool": "kb_lookup", "output": "Delivery takes 2 days."}))
    assert text_result.kind is EvidenceKind.PASSAGE and text_result.lineage["source"] == "tool:kb_lookup"


def test_ids_already_in_the_case_are_never_reused() -> None:
    items = evidence_from_paste(json.dumps([RESULT, RESULT]), taken_ids={"record#A-4417"})
    assert [i.id for i in items] == ["record#A-4417-2", "record#A-4417-3"]


def test_the_items_make_a_valid_case() -> None:
    items = evidence_from_paste(json.dumps({"tool": "get_refund", "result": RESULT}) + "\nRefunds take 14 days.")
    case = parse_case({"draft": "Your refund is queued.", "evidence": [i.to_json() for i in items]})
    assert [e.id for e in case.evidence] == [i.id for i in items]


@pytest.mark.parametrize("paste, message", [
    ("", "nothing pasted"),
    ('{"order_id": "A-1", ', "pasted JSON: invalid at line 1"),
    ("{}", "holds no evidence"),
    ('{"x": NaN}', "not a number"),
])
def test_bad_pastes_say_what_to_do(paste: str, message: str) -> None:
    with pytest.raises(InputError) as caught:
        evidence_from_paste(paste)
    assert message in caught.value.one_line() and caught.value.fix


def test_a_halcheck_case_file_gives_its_evidence_items_back_unchanged() -> None:
    from conftest import SCENARIOS

    text = (SCENARIOS / "refund-queued.json").read_text()
    raw = json.loads(text)
    items = evidence_from_paste(text)
    assert [i.to_json() for i in items] == [parse_case(raw).evidence[k].to_json() for k in range(len(items))]
    again = evidence_from_paste(json.dumps(raw["evidence"]), taken_ids={raw["evidence"][0]["id"]})
    assert again[0].id == raw["evidence"][0]["id"] + "-2"
