"""Money before or after deductions (grounding.figure_basis): the word governing a figure names which of two
look-alike amounts of one record the claim means. Made-up records and wording."""
from halcheck_tui.config import Settings as _Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.fields.figure_basis import basis_of, said_basis
from halcheck_tui.core.grounding.fields.records import AlignmentLimits as _AlignmentLimits
from halcheck_tui.core.grounding.fields.records import RecordChecker
from halcheck_tui.core.types import ReasonCode, Verdict

SHIPPED_LIMITS = _AlignmentLimits.from_settings(_Settings())

FIELDS = {"stall": "Blue Finch Bakery", "gross_takings": 640.0, "service_fee": 48.0, "net_amount": 592.0,
          "currency": "EUR", "sent_on": "2026-05-04"}


def check(text):
    evidence = [Evidence("get_settlement#ST-9", EvidenceKind.RECORD, fields=FIELDS,
                         lineage={"source": "tool:get_settlement"})]
    return RecordChecker(evidence, SHIPPED_LIMITS).check(text)


def test_the_basis_a_figures_words_name():
    text = "Your weekly payout of €640 went out on May 4."
    assert said_basis(text, text.index("€"), text.index(" went")) == "after deductions"
    text = "That is €640 gross, with €48 in fees taken off."
    assert said_basis(text, text.index("€640"), text.index(" gross")) == "before deductions"
    assert said_basis("We sent €592 on May 4.", 8, 12) is None
    assert basis_of(["gross", "net"]) is None  # both named: no one basis


def test_a_label_binds_and_a_bracket_opens_an_aside():
    text = "Net: €592 (gross €640 less the fee)"
    assert said_basis(text, text.index("€592"), text.index(" (")) == "after deductions"
    assert said_basis(text, text.index("€640"), text.index(" less")) == "before deductions"


def test_a_payout_given_the_gross_figure_is_contradicted_with_the_net_one():
    result = check("Your payout of €640 was sent on May 4.")
    assert result.verdict is Verdict.CONTRADICTED and result.reason is ReasonCode.AMOUNT_MISMATCH, result.detail
    assert "net_amount" in result.detail


def test_each_figure_said_with_its_own_basis_is_supported():
    result = check("Your net payout of €592 (gross €640 less the €48 fee) was sent on May 4.")
    assert result.verdict is Verdict.SUPPORTED, result.detail
