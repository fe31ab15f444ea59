"""The record a reply is about: a reply that names one of several look-alike records by its own id is read
against that one, so a figure only its look-alike holds is that record's value, not this one's."""
from __future__ import annotations

from halcheck_tui.config import Settings
from halcheck_tui.core.case import parse_case
from halcheck_tui.core.grounding.fields.alignment.index import RecordIndex
from halcheck_tui.core.grounding.fields.named_records import own_words, unnamed_look_alikes
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.trace import build_trace
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI

EVIDENCE = [
    {"id": "get_permit#PX-7710", "kind": "record",
     "fields": {"permit": {"holder": "Ilse", "stage": "PRINTING", "fee_minor": 9000, "mail_by": "2026-04-29"}}},
    {"id": "get_permit#PX-7711", "kind": "record",
     "fields": {"permit": {"holder": "Oren", "stage": "REVIEW", "fee_minor": 4500, "mail_by": "2026-05-27"}}},
    {"id": "policy#mail", "kind": "policy", "text": "Printed permits are sent by post."},
]


def check(draft: str) -> dict:
    checker = Checker(Settings(), Runtimes(nli=FakeNLI(rule=lambda p, h: NLIProbs(0.1, 0.8, 0.1)),
                                                            embedder=FakeEmbedder(), generator=None))
    return build_trace(checker.check(parse_case({"draft": draft, "evidence": EVIDENCE}), repair=False))


def claim(trace: dict, start: str) -> dict:
    return next(c for c in trace["claims"] if c["text"].startswith(start))


def test_the_records_the_draft_never_names_are_its_look_alikes():
    case = parse_case({"draft": "Permit PX-7710 is being printed.", "evidence": EVIDENCE})
    index = RecordIndex([e for e in case.evidence if e.kind.value == "record"], [])
    unnamed = unnamed_look_alikes(index, case.draft)
    assert unnamed == {"get_permit#PX-7711"}
    assert "oren" in own_words(index, unnamed) and "ilse" not in own_words(index, unnamed)
    assert unnamed_look_alikes(index, "Permits PX-7710 and PX-7711 are on their way.") == frozenset()


def test_a_figure_only_the_unnamed_look_alike_holds_is_not_this_records():
    trace = check("Your permit PX-7710 is in printing. We expect to mail it by 27 May 2026.")
    mail = claim(trace, "We expect to mail it")
    assert mail["verdict"] == "contradicted", mail
    assert "2026-04-29" in mail["detail"]
    right = check("Your permit PX-7710 is in printing. We expect to mail it by 29 April 2026.")
    assert claim(right, "We expect to mail it")["verdict"] == "supported"


def test_a_claim_that_uses_a_word_only_the_look_alike_holds_is_about_it():
    trace = check("Your permit PX-7710 is in printing. Oren's permit will be mailed by 27 May 2026.")
    assert claim(trace, "Oren's permit")["verdict"] == "supported"
