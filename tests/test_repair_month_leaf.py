"""A month and year no leaf settled, corrected to the full date of the one date leaf of the claim's role
(core/repair/month_leaf.py). Made-up records."""
from __future__ import annotations

from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.repair.month_leaf import month_leaf_fix


def _ev(**fields):
    item = Evidence("w", EvidenceKind.RECORD, fields=fields)
    return {item.id: item}


def test_the_date_leaf_of_the_claims_role_gives_the_full_date():
    text = "Your warranty expires in July 2029"
    fix = month_leaf_fix(text, text, _ev(expiry_date="2029-10-15", bought_on="2026-10-15"))
    assert fix == (22, 34, "on October 15, 2029", "w", "expiry_date")


def test_the_drafts_own_date_style_is_kept():
    text = "Your warranty expires in July 2029"
    fix = month_leaf_fix(text, "You bought it on 15 October 2026. " + text, _ev(expiry_date="2029-10-15"))
    assert fix is not None and fix[2] == "on 15 October 2029"


def test_a_recorded_month_or_no_leaf_of_the_role_writes_nothing():
    assert month_leaf_fix("Your warranty expires in October 2029", "", _ev(expiry_date="2029-10-15")) is None
    assert month_leaf_fix("Your warranty expires in July 2029", "", _ev(bought_on="2026-10-15")) is None
    assert month_leaf_fix("Your warranty expires in July 2029", "",
                          _ev(expiry_date="2029-10-15", expires_at="2029-11-01")) is None
