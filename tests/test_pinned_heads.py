"""A word of a claim that is the head noun of a name in the record its id pins (grounding.pinned_heads).
Records and wording are made up for the tests."""
from halcheck_tui.config import Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.fields.records import AlignmentLimits, RecordChecker
from halcheck_tui.core.types import Verdict

LIMITS = AlignmentLimits.from_settings(Settings())


def check(text, *records):
    evidence = [Evidence(rid, EvidenceKind.RECORD, fields=fields, lineage={"source": "tool:get_basket"})
                for rid, fields in records]
    return RecordChecker(evidence, LIMITS).check(text)


BASKET = ("get_basket#7-31", {"basket_id": "7-31", "goods": [{"label": "Brass desk lamp"}], "state": "packed"})


def test_the_head_noun_of_a_name_in_the_pinned_record_is_read():
    result = check("Your lamp is in basket 7-31", BASKET)
    assert result.verdict is Verdict.SUPPORTED, result.detail
    assert "head noun" in result.detail


def test_a_word_no_name_of_that_record_ends_with_is_left_unread():
    assert check("Your brass is in basket 7-31", BASKET).verdict is not Verdict.SUPPORTED
    assert check("Your kettle is in basket 7-31", BASKET).verdict is not Verdict.SUPPORTED


def test_a_name_in_another_record_does_not_count():
    other = ("get_basket#9-02", {"basket_id": "9-02", "goods": [{"label": "Steel floor lamp"}]})
    bare = ("get_basket#7-31", {"basket_id": "7-31", "goods": [{"label": "Wool throw"}]})
    assert check("Your lamp is in basket 7-31", bare, other).verdict is not Verdict.SUPPORTED


def test_a_capitalised_word_is_a_name_not_a_kind():
    place = ("get_basket#7-31", {"basket_id": "7-31", "depot": "North Harwick"})
    assert "head noun" not in check("Basket 7-31 left Harwick", place).detail
