"""A unit figure no leaf settled, corrected from the one leaf whose key names the unit and the thing
counted (core/repair/unit_leaf.py). Made-up records."""
from __future__ import annotations

from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.repair.unit_leaf import unit_leaf_fixes

RECORD = Evidence("acct", EvidenceKind.RECORD, fields={"tier": "Plus", "storage_quota_tb": 4, "storage_used_tb": 1.5})
EVIDENCE = {RECORD.id: RECORD}


def test_the_one_leaf_left_for_the_unit_corrects_the_figure():
    draft = "Plus gives you 8 TB of storage, and 1.5 TB is in use."
    claim = "Plus gives you 8 TB of storage"
    assert unit_leaf_fixes(claim, draft, EVIDENCE) == [(15, 16, "4", "acct", "storage_quota_tb")]


def test_two_candidate_leaves_and_nothing_is_written():
    draft = "Plus gives you 8 TB of storage."
    assert unit_leaf_fixes(draft, draft, EVIDENCE) == []


def test_a_recorded_figure_stands_and_other_units_are_not_read():
    draft = "Plus gives you 4 TB of storage, and 1.5 TB is in use."
    assert unit_leaf_fixes("Plus gives you 4 TB of storage", draft, EVIDENCE) == []
    assert unit_leaf_fixes("Plus gives you 8 GB of storage", "Plus gives you 8 GB of storage, 1.5 TB used.",
                           EVIDENCE) == []


def test_a_leaf_that_counts_something_else_is_no_candidate():
    draft = "Plus gives you 8 TB of bandwidth, and 1.5 TB is in use."
    assert unit_leaf_fixes("Plus gives you 8 TB of bandwidth", draft, EVIDENCE) == []
