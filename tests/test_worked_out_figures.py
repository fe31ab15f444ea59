"""Figures a claim works out from its own figures (session 22): the value layer's search over a claim's few figures,
alignment rule AL404 (a worked-out figure disputed by one of its operands' fields agrees), repair pass CP10 (a
correction never leaves the claim's arithmetic false), and the other reading of a time written with no offset.

Every schema, value and sentence here is made up for the tests; the code knows none of them.
"""
from hypothesis import given
from hypothesis import strategies as st

from halcheck_tui.config import Settings
from halcheck_tui.core.case import parse_case
from halcheck_tui.core.grounding.fields.records import AlignmentLimits, RecordChecker
from halcheck_tui.core.types import Verdict
from halcheck_tui.core.values.mentions import specifics
from halcheck_tui.core.values.worked_out import shown, worked_out, worked_out_figures

LIMITS = AlignmentLimits.from_settings(Settings())


def _figures(text: str):
    return [s for s in specifics(text) if s.kind in ("money", "number")]


def _worked(text: str, figure: str, total: bool = False) -> str | None:
    figures = _figures(text)
    target = next(f for f in figures if f.text == figure)
    found = worked_out(target, [f for f in figures if f is not target], total=total)
    return shown(found) if found else None


def _check(text: str, fields: dict, now: str | None = None):
    case = {"draft": text, "evidence": [{"id": "get_item#1", "kind": "record", "fields": fields}]}
    if now:
        case["now"] = now
    return RecordChecker(list(parse_case(case).evidence), LIMITS).check(text)


# --- the value layer ---------------------------------------------------------------------------------------

def test_sums_differences_products_splits_and_shares_are_read_from_the_claims_own_figures() -> None:
    assert _worked("$164: the $214 price less your $50 deposit", "$164") == "$214 - $50 = 164"
    assert _worked("$85.90 plus $129.00 comes to $214.90", "$214.90") == "$85.90 + $129.00 = 214.9"
    assert _worked("30 bags at £10.45 come to £313.50", "£313.50") == "£10.45 x 30 = 313.5"
    assert _worked("£462.50 over 10 instalments is £46.25 each", "£46.25") == "£462.50 / 10 = 46.25"
    assert _worked("€597.55 is €629.00 less 5%", "€597.55") == "€629.00 less 5% = 597.55"
    assert _worked("a 25% late fee on $275 is $68.75", "$68.75") == "25% of $275 = 68.75"


def test_a_figure_the_other_figures_do_not_work_out_is_not_explained() -> None:
    assert _worked("two keys at $89 and $65 for programming, so $180", "$180") is None
    assert _worked("$164: the $214 price less your $40 deposit", "$164") is None


def test_a_total_is_only_a_sum() -> None:
    # one line's price times its count is not the total of the lines the claim lists
    assert _worked("two keys at $89 each and $65 for programming, so $178 total", "$178", total=True) is None
    assert _worked("two keys at $89 each and $65 for programming, so $178 total", "$178") == "$89 x two = 178"


def test_amounts_in_other_currencies_never_add_up() -> None:
    assert _worked("€50 and $30 make €80", "€80") is None


@given(st.integers(1, 9_999), st.integers(1, 9_999))
def test_any_shown_difference_is_found(a: int, b: int) -> None:
    big, small = max(a, b) + 1, min(a, b)
    text = f"${big - small}, the ${big} fare less a ${small} credit"
    assert _worked(text, f"${big - small}") is not None


def test_worked_out_figures_counts_what_the_arithmetic_explains() -> None:
    assert worked_out_figures("your dues of $348.00 plus the $300 installment come to $648.00") == 3
    assert worked_out_figures("your dues of $348.00 plus the $250 installment come to $648.00") == 0
    assert worked_out_figures("your dues are $348.00") == 0


# --- AL404 in the record check ----------------------------------------------------------------------------

def test_a_worked_out_figure_disputed_by_its_operands_field_is_supported() -> None:
    check = _check("Your balance is $164: the $214 price less your $50 deposit.", {"price": 214.0, "deposit": 50.0})
    assert check.verdict is Verdict.SUPPORTED
    assert "the claim's own arithmetic ($214 - $50 = 164)" in check.detail


def test_a_wrong_operand_keeps_the_claim_wrong() -> None:
    check = _check("Your balance is $174: the $224 price less your $50 deposit.", {"price": 214.0, "deposit": 50.0})
    assert check.verdict is Verdict.CONTRADICTED


def test_a_total_the_record_keeps_wins_over_the_claims_sum() -> None:
    # the lines add up, but the record's total has a fee the claim left out
    fields = {"principal": {"value": "900.00", "currency": "EUR"}, "interest": {"value": "40.00", "currency": "EUR"},
              "total_due": {"value": "990.00", "currency": "EUR"}}
    check = _check("€900.00 principal and €40.00 interest make €940.00 in total.", fields)
    assert check.verdict is Verdict.CONTRADICTED


# --- a time written with no offset -------------------------------------------------------------------------

def test_a_time_with_no_offset_read_as_utc_is_unsettled_not_wrong() -> None:
    fields = {"timezone": "Asia/Singapore", "job": {"started_at": "2026-05-11 01:40:00"}}
    assert _check("Work on your ring started at 1:40 on 11 May.", fields).verdict is Verdict.SUPPORTED
    unsettled = _check("Work on your ring started at 9:40 on 11 May.", fields)  # 01:40 UTC is 09:40 in UTC+8
    assert unsettled.verdict is None  # left unsettled (for NLI), never disputed or corrected to 1:40
    assert _check("Work on your ring started at 5:40 on 11 May.", fields).verdict is Verdict.CONTRADICTED


# --- units a key writes ------------------------------------------------------------------------------------

def test_basis_points_are_a_share_never_money() -> None:
    fields = {"transfer": {"fee_bps": 80, "amount": 1200.0, "currency": "EUR"}}
    assert _check("The transfer fee is 0.80% of the amount.", fields).verdict is Verdict.SUPPORTED
    # 80 basis points are no amount: "€48.00" is not disputed (or corrected) by them
    assert _check("Our fee is €48.00.", fields).verdict is None
