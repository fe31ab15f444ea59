"""The TUI's case document writes a case file by the one path every case takes (Case.to_json): what was loaded
comes back out, and what an edit makes stale (logprobs, the generator) is left out."""
from hypothesis import given
from hypothesis import strategies as st

from halcheck_tui.core.case import parse_case
from halcheck_tui.tui.document import CaseDocument

CASE = {"schema": "halcheck.case/1", "id": "tui-1", "question": "Where is my refund?", "draft": "It was sent on 4 May.",
        "now": "2026-05-12T10:00:00+01:00", "as_of": "2026-05-12T09:00:00Z", "tenant": "shop-a",
        "generator": {"model": "some-local-model"}, "samples": ["It went out on 4 May."],
        "logprobs": [{"token": "It", "logprob": -0.1}, {"token": " was sent on 4 May.", "logprob": -0.2}],
        "evidence": [{"id": "get_refund#1", "kind": "record", "fields": {"sent_at": "2026-05-04T08:00:00Z"}},
                     {"id": "policy#1", "kind": "policy", "text": "Refunds take 5 days."}]}


def test_a_loaded_case_is_written_back_as_read() -> None:
    case = parse_case(CASE)
    assert CaseDocument.from_case(case).to_raw() == case.to_json()


def test_an_edited_draft_drops_what_no_longer_applies_and_keeps_the_rest() -> None:
    doc = CaseDocument.from_case(parse_case(CASE))
    doc.draft = "It was sent on 5 May."
    raw = doc.to_raw()
    assert raw["logprobs"] is None and "generator" not in raw
    assert raw["now"] == CASE["now"] and raw["tenant"] == "shop-a" and raw["samples"] == CASE["samples"]
    assert parse_case(raw).draft == "It was sent on 5 May."


@given(st.text(min_size=1, max_size=80).filter(lambda t: t.strip() and t.isprintable()))
def test_any_draft_survives_the_round_trip(draft: str) -> None:
    doc = CaseDocument.from_case(parse_case(CASE))
    doc.draft = draft
    assert CaseDocument.from_case(parse_case(doc.to_raw())).draft == draft
