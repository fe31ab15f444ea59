"""A name no leaf settled, corrected from the one name-like leaf left (core/repair/name_leaf.py). Made-up records."""
from __future__ import annotations

from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.repair.name_leaf import name_leaf_fix


def _ev(**fields):
    item = Evidence("bk", EvidenceKind.RECORD, fields=fields)
    return {item.id: item}


def test_the_one_name_left_in_the_record_replaces_the_unsettled_one():
    text = "Your cruise is in a Harbour Cabin for four nights"
    fix = name_leaf_fix(text, text + ".", _ev(cabin="Garden Loft", nights=4))
    assert fix == (20, 33, "Garden Loft", "bk", "cabin")


def test_two_name_leaves_or_a_name_the_draft_gives_write_nothing():
    text = "Your cruise is in a Harbour Cabin for four nights"
    assert name_leaf_fix(text, text, _ev(cabin="Garden Loft", guest="Ada Quill")) is None
    assert name_leaf_fix(text, text + " Garden Loft guests dine at six.", _ev(cabin="Garden Loft")) is None


def test_a_settled_name_or_a_name_of_another_shape_is_left_alone():
    assert name_leaf_fix("Your cruise is in a Garden Loft", "", _ev(cabin="Garden Loft", deck="Upper Lido")) is None
    assert name_leaf_fix("Your cruise is in a Harbour Cabin", "", _ev(cabin="Loft")) is None
    assert name_leaf_fix("Harbour Cabin is yours", "", _ev(cabin="Garden Loft")) is None  # a sentence's first word
