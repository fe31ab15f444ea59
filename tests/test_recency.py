"""The newest item of a dated list (grounding.recency): "latest", "most recent" and "last" point at it, and a
figure said that way must be the newest item's. Made-up records and wording."""
from halcheck_tui.config import Settings as _Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.fields.recency import points_at_newest
from halcheck_tui.core.grounding.fields.records import AlignmentLimits as _AlignmentLimits
from halcheck_tui.core.grounding.fields.records import RecordChecker
from halcheck_tui.core.types import ReasonCode, Verdict

SHIPPED_LIMITS = _AlignmentLimits.from_settings(_Settings())

FIELDS = {"meter": "WX-31", "statements": [
    {"ref": "ST-0310", "total": 52.4, "currency": "EUR", "issued": "2026-03-10"},
    {"ref": "ST-0210", "total": 40.1, "currency": "EUR", "issued": "2026-02-10"},
]}


def check(text):
    evidence = [Evidence("list_statements#WX-31", EvidenceKind.RECORD, fields=FIELDS,
                         lineage={"source": "tool:list_statements"})]
    return RecordChecker(evidence, SHIPPED_LIMITS).check(text)


def test_words_that_point_at_the_newest():
    for text in ("Your latest statement came to €40.10", "The most recent one is €40.10",
                 "Last month's statement was €40.10"):
        assert points_at_newest(text, text.index("€")), text
    for text in ("The card's last 4 digits and €40.10", "Your previous statement was €40.10",
                 "At last, €40.10", "It was the latest. Then €40.10"):
        assert not points_at_newest(text, text.index("€")), text


def test_the_latest_given_an_older_items_figure_is_contradicted():
    result = check("Your latest statement came to €40.10.")
    assert result.verdict is Verdict.CONTRADICTED and result.reason is ReasonCode.AMOUNT_MISMATCH, result.detail
    assert "statements.0.total" in result.detail


def test_the_newest_items_figure_and_a_plainly_older_one_are_supported():
    assert check("Your latest statement came to €52.40.").verdict is Verdict.SUPPORTED
    assert check("Your February statement came to €40.10.").verdict is not Verdict.CONTRADICTED
