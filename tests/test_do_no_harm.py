"""Issue 37, do no harm: superseded evidence never speaks for the current state or supplies a correction; a
correction never overwrites a figure the same role holds elsewhere; a reply mostly not in English goes to a
person with a note; level 1 scores only a draft it could change. Hand-written records, invented words."""
from __future__ import annotations

import pytest

from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.confidence.assess import cut_possible
from halcheck_tui.core.grounding.fields.superseded import current_view, is_stale, names_stale_record, stale_identifiers
from halcheck_tui.core.language.english import mostly_not_english
from halcheck_tui.core.repair.refused_calls import Voice
from halcheck_tui.core.repair.same_role import held_in_another_place, role_of


def record(eid: str, **fields) -> Evidence:
    return Evidence(eid, EvidenceKind.RECORD, fields=fields)


# --- superseded evidence ------------------------------------------------------------------------------

@pytest.mark.parametrize("obj, stale", [
    ({"quote_id": "Q-1", "status": "superseded", "total": 410}, True),
    ({"quote_id": "Q-1", "supersededBy": "Q-2", "total": 410}, True),
    ({"invoice": "IN-7", "state": "VOID", "replacement": "IN-8"}, True),
    ({"slot": "S-3", "status": "rescheduled"}, True),
    ({"quote_id": "Q-2", "status": "active", "total": 455}, False),
    ({"booking": "B-1", "status": "cancelled"}, False),  # a cancelled booking is its current state
    ({"rma": "R-5", "replacement": {"sku": "LAMP-2", "ships": "2026-05-02"}}, False),  # an item, not a successor
])
def test_an_object_says_of_itself_whether_it_is_superseded(obj, stale):
    assert is_stale(obj) is stale


def test_the_current_view_drops_stale_records_and_older_versions():
    old = record("quote#Q-1", quote_id="Q-1", status="superseded", total=410)
    new = record("quote#Q-2", quote_id="Q-2", status="active", total=455)
    lease = record("lease#L-9", lease="L-9", rent=[{"version": 1, "amount": 1200}, {"version": 2, "amount": 1260}],
                   lines=[{"sku": "A", "price": 5}, {"sku": "B", "price": 7, "voided_by": None}])
    evidence = (old, new, lease)
    view = current_view(evidence)
    assert [e.id for e in view] == ["quote#Q-2", "lease#L-9"]
    assert view[1].fields["rent"] == [{"version": 2, "amount": 1260}]
    assert len(view[1].fields["lines"]) == 2  # no version keys, no stale marker: both lines stand
    assert current_view((new,)) is not None and current_view(t := (new,)) is t  # nothing stale: the same tuple


def test_a_lone_replaced_record_is_the_current_word_on_itself():
    card = record("card#1", holder="Ana", last4="4421", status="replaced",
                  replacement={"last4": "8830", "expected_by": "2026-03-18"})
    assert current_view(t := (card,)) is t
    only_old = record("lease#L-9", rent=[{"amount": 1200, "status": "superseded"}])
    assert current_view(t := (only_old,)) is t


def test_a_claim_naming_the_superseded_record_is_about_it():
    evidence = (record("quote#Q-1", quote_id="Q-1", status="superseded", total=410),
                record("quote#Q-2", quote_id="Q-2", total=455))
    assert stale_identifiers(evidence) == {"q-1"}
    assert names_stale_record(evidence, "Quote Q-1 was replaced by a new one")
    assert not names_stale_record(evidence, "Your quote Q-2 comes to $455")


# --- a correction keeps to its role -------------------------------------------------------------------

def test_role_is_the_path_without_list_positions():
    assert role_of("legs.1.arrival.local") == "legs.arrival.local"
    assert role_of("items.12.price") == "items.price"


def test_a_figure_another_leg_holds_is_not_overwritten():
    trip = record("trip#T-4", trip="T-4", legs=[{"arrives": "2026-06-02T09:40:00"}, {"arrives": "2026-06-02T14:15:00"}])
    where = held_in_another_place("2:15 PM", "legs.0.arrives", "trip#T-4", {trip.id: trip}, "You arrive at 2:15 PM.")
    assert where == "trip#T-4#legs.1.arrives"


def test_another_records_figure_blocks_only_when_the_sentence_does_not_pin_the_record():
    a = record("order#A-1", order_id="A-1", total=41.5)
    b = record("order#B-2", order_id="B-2", total=63.0)
    by_id = {a.id: a, b.id: b}
    assert held_in_another_place("$63.00", "total", "order#A-1", by_id, "Your order total is $63.00.") == "order#B-2#total"
    assert held_in_another_place("$63.00", "total", "order#A-1", by_id, "Order A-1 comes to $63.00.") is None


def test_a_figure_nobody_holds_may_be_corrected():
    a = record("order#A-1", order_id="A-1", total=41.5)
    assert held_in_another_place("$44.00", "total", "order#A-1", {a.id: a}, "Your total is $44.00.") is None


# --- language -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, other", [
    ("Ihre Erstattung für die Bestellung wurde heute veranlasst und ist unterwegs zu Ihnen.", True),
    ("ご注文の返金は処理されました。三日以内に届きます。", True),
    ("Su reembolso para el pedido fue emitido y llegará en unos días.", True),
    # languages no list of function words here ever named
    ("Zamówienie zostało wysłane 14 marca i dotrze jutro do Ciebie, dziękujemy za cierpliwość.", True),
    ("Din beställning skickades den 14 mars och kommer fram i morgon till dig.", True),
    ("Siparişiniz 14 Mart tarihinde kargoya verildi ve yarın size ulaşacak.", True),
    ("Your September 1-15 invoice totals $1,536.00 for 36 weekday hours and 8 weekend hours.", False),
    ("Your refund for the order was issued today and is on its way to you.", False),
    ("Danke!", False),  # too short to say
    ("Thanks, Jürgen: your Müller & Söhne order ships on Tuesday from our depot.", False),
])
def test_a_reply_mostly_in_another_language_is_found(text, other):
    assert mostly_not_english(text) is other


def test_a_german_reply_goes_to_review_with_a_note():
    from halcheck_tui.config import Settings
    from halcheck_tui.core.case import parse_case
    from halcheck_tui.core.pipeline import Checker
    from halcheck_tui.core.release.language import LANGUAGE_NOTE
    from halcheck_tui.core.trace import build_trace
    from halcheck_tui.ports import Runtimes

    checker_without_models = Checker(Settings(), Runtimes())
    case = parse_case({"draft": "Ihre Erstattung über 24,50 € für die Bestellung wurde heute veranlasst.",
                       "evidence": [{"id": "r", "kind": "record", "fields": {"amount": 24.5, "currency": "EUR"}}]})
    trace = build_trace(checker_without_models.check(case))
    assert trace["decision"] == "review" and trace["outcome"] == "withheld"
    assert LANGUAGE_NOTE in trace["notes"]


# --- level 1 scores only what it could change ----------------------------------------------------------

def test_level_one_could_cut_only_a_figure_no_evidence_holds():
    evidence = (record("order#A-1", order_id="A-1", total=41.5, ships="2026-03-04"),)
    assert not cut_possible(["Your order A-1 comes to $41.50 and ships on March 4."], evidence)
    assert cut_possible(["Your order A-1 comes to $44.10."], evidence)
    assert not cut_possible(["Thanks for waiting!"], evidence)


def _gated_checker(entail: bool = True):
    from halcheck_tui.config import Settings
    from halcheck_tui.core.pipeline import Checker
    from halcheck_tui.ports import NLIProbs, Runtimes
    from halcheck_tui.runtimes.embedder import FakeEmbedder
    from halcheck_tui.runtimes.generator import FakeGenerator
    from halcheck_tui.runtimes.nli import FakeNLI

    probs = NLIProbs(0.96, 0.02, 0.02) if entail else NLIProbs(0.02, 0.96, 0.02)
    return Checker(Settings(scoring_when="needed"), Runtimes(nli=FakeNLI(rule=lambda p, h: probs), embedder=FakeEmbedder(),
                                        generator=FakeGenerator()))


def test_level_one_scores_a_draft_whose_unheld_figure_nli_let_through():
    from halcheck_tui.core.case import parse_case

    case = parse_case({"draft": "The Aria kettle costs $89 and heats in 40 seconds.",
                       "evidence": [{"id": "kb", "kind": "passage", "text": "The Aria kettle heats water fast."}]})
    result = _gated_checker(entail=True).check(case, repair=False)
    assert result.first.confidence.source == "scored"


def test_level_one_skips_a_draft_it_cannot_change():
    from halcheck_tui.core.case import parse_case

    held = parse_case({"draft": "The Aria kettle costs $89.",
                       "evidence": [{"id": "kb", "kind": "passage", "text": "The Aria kettle costs $89."}]})
    result = _gated_checker().check(held, repair=False)
    assert result.first.confidence.source == "skipped" and "not scored" in result.first.confidence.note
    # An unheld figure in a claim that fails anyway: level 1 could only confirm the failure.
    failing = parse_case({"draft": "The Aria kettle costs $89.",
                          "evidence": [{"id": "kb", "kind": "passage", "text": "The Aria kettle heats water."}]})
    assert _gated_checker(entail=False).check(failing, repair=False).first.confidence.source == "skipped"


@pytest.mark.parametrize("value, phrase", [("APPROVED", "has been approved"), ("UNDER_ASSESSMENT", "is under assessment"),
                                           ("ON_HOLD_PENDING", "is on hold pending"), ("refunded", "is refunded")])
def test_a_state_correction_is_written_when_it_reads_as_english(value, phrase):
    from halcheck_tui.core.repair.state_fix import state_phrase

    assert state_phrase(value, plural=False)[0] == phrase


@pytest.mark.parametrize("value", ["succeeded", "HOLD_ACTIVE", "LABEL_ISSUED", "RETURN_REACTION"])
def test_a_state_code_is_never_written_into_the_reply(value):
    """"the $119 charge is succeeded", "is hold active": the claim is trimmed instead."""
    from halcheck_tui.core.repair.fix import CannotFix
    from halcheck_tui.core.repair.state_fix import state_phrase

    with pytest.raises(CannotFix):
        state_phrase(value, plural=False)


def test_a_refused_api_path_is_never_made_into_a_sentence():
    """"I could not shop the refunds create" was written from `shop.refunds.create`: the claim is trimmed."""
    from halcheck_tui.core.repair.fix import CannotFix
    from halcheck_tui.core.repair.refused_calls import call_action

    api_call = Evidence("call#1", EvidenceKind.REFUSED_CALL, tool="shop.refunds.create", decision="DENY",
                        args={"amount": 51.98})
    with pytest.raises(CannotFix):
        call_action(api_call, "I've issued a refund of $51.98.")
    named = Evidence("call#2", EvidenceKind.REFUSED_CALL, tool="renew_licence", decision="DENY", args={})
    assert call_action(named, "I've renewed your licence.") == "renew the licence"


def test_an_amount_the_record_holds_elsewhere_is_not_overwritten():
    from halcheck_tui.core.repair.same_role import amount_held_in_the_record

    invoice = record("inv#1", currency="EUR", subtotal=120.0, total=132.0, deposit=50.0)
    evidence = {"inv#1": invoice}
    assert amount_held_in_the_record("€120.00", "total", "inv#1", evidence) == "inv#1#subtotal"
    assert amount_held_in_the_record("€125.00", "total", "inv#1", evidence) is None


def test_a_balance_the_record_works_out_is_not_overwritten_with_the_total():
    from halcheck_tui.core.repair.same_role import amount_derived_from_the_leaf

    booking = record("bk#1", currency="EUR", total=1780.0, deposit=300.0)
    evidence = {"bk#1": booking}
    assert amount_derived_from_the_leaf("€1,480.00", "total", "bk#1", evidence) == "bk#1#deposit"  # 1780 - 300
    assert amount_derived_from_the_leaf("€2,080.00", "total", "bk#1", evidence) == "bk#1#deposit"  # 1780 + 300
    assert amount_derived_from_the_leaf("€1,870.00", "total", "bk#1", evidence) is None  # a slip: corrected


def test_a_reply_reporting_a_refused_api_call_as_done_is_trimmed_not_crashed():
    """A refused call named by an API path cannot be restated; the check still ends, with the claim dropped."""
    from halcheck_tui.config import Settings
    from halcheck_tui.core.case import parse_case
    from halcheck_tui.core.pipeline import Checker
    from halcheck_tui.core.trace import build_trace
    from halcheck_tui.ports import NLIProbs, Runtimes
    from halcheck_tui.runtimes.embedder import FakeEmbedder
    from halcheck_tui.runtimes.nli import FakeNLI

    checker = Checker(Settings(repair_mode="auto"), Runtimes(nli=FakeNLI(rule=lambda p, h: NLIProbs(0.1, 0.8, 0.1)),
                                                             embedder=FakeEmbedder(), generator=None))
    case = parse_case({"draft": "I've booked your inspection for permit PM-2207 on 14 May.",
                       "evidence": [{"id": "permit#PM-2207", "kind": "record",
                                     "fields": {"permit_id": "PM-2207", "status": "ISSUED"}},
                                    {"id": "call#1", "kind": "refused_call", "tool": "permits.book_inspection",
                                     "decision": "DENY", "args": {"permit_id": "PM-2207", "date": "2026-05-14"}}]})
    trace = build_trace(checker.check(case, repair=True))
    assert trace["outcome"] != "sent" and "booked your inspection" not in trace["final_text"]


# --- a correction stays near the figure it corrects ---------------------------------------------------

@pytest.mark.parametrize("old, new, far", [
    ("$15.00", "$12.50", False),            # a miscopied amount: corrected
    ("212 miles", "100 miles", False),
    ("$432.00", "$30000.00", True),         # cents read as dollars: another order, not a slip
    ("$18.20", "$81.20", False),            # two digits swapped: a slip of the pen, however far
    ("£206.08", "£0.11", True),             # a line's cost "corrected" to its unit rate
    ("2", "48", True),
    ("27 April", "20 April", False),        # dates and times are not magnitudes
    ("$10 and $20", "$300", False),         # several figures: not one figure's correction
    ("₹149", "₹19900", True),
])
def test_a_correction_of_another_order_is_another_quantity(old, new, far):
    from halcheck_tui.core.repair.scale import far_from_the_draft
    assert far_from_the_draft(old, new) is far


@pytest.mark.parametrize("fields, field, far", [
    ({"fees": {"late_fee_cents": 5000}}, "fees.late_fee_cents", False),  # the key says cents
    ({"amount": 5000, "currency": "usd"}, "amount", False),  # the card processors' lower-case code says so
    ({"balance": {"available": 5000}, "currency": "USD"}, "balance.available", True),  # nothing settles it
])
def test_a_power_of_ten_is_a_misreading_only_where_the_units_are_settled(fields, field, far):
    from halcheck_tui.core.repair.scale import far_from_the_draft, minor_units_settled
    evidence = {"r#1": record("r#1", **fields)}
    assert far_from_the_draft("$5,000", "$50", minor_units_settled(evidence, "r#1", field)) is far
    assert far_from_the_draft("$5,000", "$40", minor_units_settled(evidence, "r#1", field))  # not the same digits


# --- dates and clock times a correction must not guess ------------------------------------------------

def test_a_clock_time_read_on_utc_only_for_want_of_a_zone_is_a_guess():
    from halcheck_tui.core.decomposition.mentions import Mention
    from halcheck_tui.core.grounding.fields.records import MentionCheck
    from halcheck_tui.core.repair.date_fixes import _clock_guessed

    def guessed(fields):
        evidence = {"hold#1": record("hold#1", **fields)}
        check = MentionCheck(Mention("date", 0, 7, "8:30 PM", "8:30 PM"), False, "hold#1", "expires_at", "x", None, "")
        return _clock_guessed(evidence, check)

    assert guessed({"expires_at": 1784082660})  # epoch seconds, no zone anywhere: read on UTC by default
    assert not guessed({"expires_at": 1784082660, "timezone": "America/Denver"})
    assert not guessed({"expires_at": "2026-07-14T20:31:00-06:00"})  # a timestamp carries its own offset


@pytest.mark.parametrize("phrase, reached", [
    ("has been approved", True), ("hasn't been paid", True), ("have not yet been sent", True),
    ("'s been sent", True), ("were installed", True), ("won't be refunded", True), ("will not be charged", True),
    ("is closed", False),          # another word for SETTLED as often as a wrong state: dropped, not rewritten
    ("is finished", False),
    ("haven't shipped", False),    # "as long as they haven't shipped": a condition
    ("will be delivered", False),  # a plan
])
def test_a_state_is_corrected_only_where_said_as_reached_or_denied_ahead(phrase, reached):
    from halcheck_tui.core.repair.state_fix import _reached_or_denied
    assert _reached_or_denied(phrase) is reached


# --- a policy's figure never overwrites a record's -----------------------------------------------------------

def _rule_claim(text: str):
    from halcheck_tui.core.decomposition.decompose import Claim
    from halcheck_tui.core.types import ClaimClass
    return Claim("c1", 0, 0, len(text), text, ClaimClass.RULE, text)


def test_a_policy_figure_corrects_a_rule_figure_no_record_holds():
    from halcheck_tui.core.repair.policy_figures import fix_policy_figures
    policy = Evidence("plan#tow", EvidenceKind.POLICY, text="Plus members get free towing up to 80 kilometres.")
    claim = _rule_claim("Plus members get free towing up to 50 kilometres")
    (fix,) = fix_policy_figures(claim, (), {"plan#tow": policy})
    assert claim.text[fix.start:fix.end].startswith("50") and fix.new.startswith("80")


def test_a_policy_figure_never_overwrites_the_figure_a_record_holds():
    """"your van stopped 130 kilometres out, past the 80 the plan covers": 130 is the case's own distance; the
    policy's threshold is a rule, not a correction of it, so the claim is dropped rather than rewritten."""
    from halcheck_tui.core.repair.fix import CannotFix
    from halcheck_tui.core.repair.policy_figures import fix_policy_figures
    policy = Evidence("plan#tow", EvidenceKind.POLICY, text="Plus members get free towing up to 80 kilometres.")
    job = record("tow#T-55", job="T-55", distance_km=130, status="completed")
    claim = _rule_claim("Plus members get free towing for your 130 kilometres")
    with pytest.raises(CannotFix):
        fix_policy_figures(claim, (), {"plan#tow": policy, "tow#T-55": job})


# --- a refused call restated only in words a sentence can take ------------------------------------------

@pytest.mark.parametrize("tool, verb", [
    ("cancel_plan", "cancel"),            # a known action verb first
    ("pay_delay_benefit", "pay"),         # first word unknown, but no later word is a verb: read as today
    ("expedite_card", "expedite"),
])
def test_a_tool_named_verb_first_is_restated_with_its_verb(tool, verb):
    from halcheck_tui.core.repair.refused_calls import speakable_words

    assert speakable_words(Evidence("call#1", EvidenceKind.REFUSED_CALL, tool=tool), "anything")[0] == verb


@pytest.mark.parametrize("tool", ["KayakHireRefundRQ", "membershipCancel", "OTA_CabinSwapModifyRQ"])
def test_a_tool_named_object_first_is_never_made_into_a_sentence(tool):
    # "I could not kayak the hire refund rq" is a false sentence in the customer's reply: trimmed instead.
    from halcheck_tui.core.repair.fix import CannotFix
    from halcheck_tui.core.repair.refused_calls import plain_call_fix

    with pytest.raises(CannotFix):
        plain_call_fix("Your hire has been refunded", Evidence("call#1", EvidenceKind.REFUSED_CALL, tool=tool,
                                                               decision="DENY"), Voice(), None)


def test_the_claim_using_the_first_word_as_a_verb_lets_it_stand():
    from halcheck_tui.core.repair.refused_calls import speakable_words

    call = Evidence("call#1", EvidenceKind.REFUSED_CALL, tool="settle_hire_start")
    assert speakable_words(call, "Your hire has been settled") == ("settle", "hire start")


def test_a_balance_worked_out_from_decimal_strings_is_not_overwritten_either():
    # Many APIs write amounts as decimal strings; the balance the record works out is the same figure of its own.
    from halcheck_tui.core.repair.same_role import amount_derived_from_the_leaf

    evidence = {"fx#9": record("fx#9", order={"total_sgd": "1763.36", "deposit_paid_sgd": "100.00", "rate": "1.1342"})}
    assert amount_derived_from_the_leaf("S$1,663.36", "order.total_sgd", "fx#9", evidence) == "fx#9#order.deposit_paid_sgd"
    assert amount_derived_from_the_leaf("S$1,736.36", "order.total_sgd", "fx#9", evidence) is None  # a slip


def test_a_state_no_machine_placed_is_trimmed_never_rewritten():
    # AL317 compares a status word the state machines did not place as a value, to fail closed. Here it read
    # "refunded" against the other plan's status: writing that status in made "Your yearly Patron purchase is
    # still active", a false sentence. Its claims are trimmed instead (Rule.correctable is False).
    from halcheck_tui.config import Settings
    from halcheck_tui.core.case import parse_case
    from halcheck_tui.core.grounding.fields.alignment.rules import CORRECTABLE
    from halcheck_tui.core.pipeline import Checker
    from halcheck_tui.core.trace import build_trace
    from halcheck_tui.ports import NLIProbs, Runtimes
    from halcheck_tui.runtimes.embedder import FakeEmbedder
    from halcheck_tui.runtimes.nli import FakeNLI

    assert CORRECTABLE["AL317"] is False and CORRECTABLE["AL308"] is True
    checker = Checker(Settings(repair_mode="auto"), Runtimes(nli=FakeNLI(rule=lambda p, h: NLIProbs(0.1, 0.8, 0.1)),
                                                             embedder=FakeEmbedder(), generator=None))
    case = parse_case({"draft": "Your yearly Patron purchase was refunded. Your weekly Patron plan is still active, though.",
                       "evidence": [{"id": "get_purchase#77", "kind": "record",
                                     "fields": {"purchaseId": "77", "product": "patron.yearly",
                                                "refund": {"amount": 49.0, "status": "APPROVED"}}},
                                    {"id": "get_plan#88", "kind": "record",
                                     "fields": {"product": "patron.weekly", "status": "ACTIVE"}}]})
    trace = build_trace(checker.check(case, repair=True))
    assert trace["outcome"] != "repaired"
    assert "purchase is still active" not in trace["final_text"]


def test_a_date_one_slip_off_an_instant_is_trimmed_but_one_off_a_plain_date_is_corrected():
    # AL308 reads "June 12" as a slip of a recorded date. Off a plain date it is one (corrected); off an instant
    # the day is a reading in some zone, and "one day off" is as often the customer's zone as a miscopy, so the
    # claim is trimmed rather than given a date that may be the wrong one (Rule.corrects_instants).
    from halcheck_tui.config import Settings
    from halcheck_tui.core.case import parse_case
    from halcheck_tui.core.grounding.fields.alignment.rules import CORRECTS_INSTANTS
    from halcheck_tui.core.pipeline import Checker
    from halcheck_tui.core.trace import build_trace
    from halcheck_tui.ports import NLIProbs, Runtimes
    from halcheck_tui.runtimes.embedder import FakeEmbedder
    from halcheck_tui.runtimes.nli import FakeNLI

    assert CORRECTS_INSTANTS["AL308"] is False and CORRECTS_INSTANTS["AL301"] is True
    checker = Checker(Settings(repair_mode="auto"), Runtimes(nli=FakeNLI(rule=lambda p, h: NLIProbs(0.1, 0.8, 0.1)),
                                                             embedder=FakeEmbedder(), generator=None))

    def final(value) -> dict:
        case = parse_case({"draft": "Your parcel P-4410 will be handed over on June 12. Thanks for waiting.",
                           "evidence": [{"id": "get_parcel#P-4410", "kind": "record",
                                         "fields": {"parcel_id": "P-4410", "slot": value}}]})
        return build_trace(checker.check(case, repair=True))

    plain = final("2026-06-21")
    assert "June 21" in plain["final_text"]
    assert plain["outcome"] == "repaired"
    timed = final("2026-06-13T03:10:00-04:00")  # the day before in UTC-10, the day after in UTC+10
    assert "June 13" not in timed["final_text"] and "June 12" not in timed["final_text"]
    compact = final("20260613031000-0400")  # the same instant as HL7 v2 writes it
    assert "June 13" not in compact["final_text"] and "June 12" not in compact["final_text"]


@pytest.mark.parametrize("claim_class, corrected", [("rule", True), ("fact", False)])
def test_a_policy_figure_corrects_an_unsupported_rule_but_never_a_fact_about_the_world(claim_class, corrected):
    # A claim the decomposition read as a fact about the world ("withdrawals are paused for 24 hours") is not
    # the policy's to correct: given the policy's figure it was never a right repair and three times a right
    # reply made wrong over 40 writers and the dev sets (session 21). It is trimmed instead.
    from types import SimpleNamespace

    from halcheck_tui.core.decomposition.decompose import Claim
    from halcheck_tui.core.release.policy import ClaimOutcome
    from halcheck_tui.core.repair.claim_fixes import _fixes
    from halcheck_tui.core.types import ClaimClass, ReasonCode, Verdict

    text = "Plus members get free towing up to 50 kilometres"
    claim = Claim("c1", 0, 0, len(text), text, ClaimClass(claim_class), text)
    policy = Evidence("plan#tow", EvidenceKind.POLICY, text="Plus members get free towing up to 80 kilometres.")
    outcome = ClaimOutcome(claim, Verdict.INSUFFICIENT, ReasonCode.NLI_NOT_ENTAILED, False, ())
    fixes = _fixes(claim, outcome, [], SimpleNamespace(premises=(), record_checks=()), {"plan#tow": policy}, set(),
                   Voice())
    assert bool(fixes) is corrected


def test_a_state_read_through_a_code_table_marks_a_record_stale() -> None:
    """"status_cd": "S" is SUPERSEDED where the case's code table says so: the old list no longer speaks for now,
    as a record that wrote the word would not (every check reads codes through the tables; so does this one)."""
    evidence = (
        Evidence("prices#2026-05", EvidenceKind.RECORD, fields={"list_id": "PL-0526", "status_cd": "C",
                                                               "items": [{"code": "GR1", "price": 12.40}]},
                 lineage={"source": "tool:get_price_list"}),
        Evidence("prices#2026-04", EvidenceKind.RECORD, fields={"list_id": "PL-0426", "status_cd": "S",
                                                               "items": [{"code": "GR1", "price": 11.90}]},
                 lineage={"source": "tool:get_price_list"}),
        Evidence("codes#PLSTAT", EvidenceKind.RECORD, fields={"table": "PLSTAT",
                                                             "status": {"C": "CURRENT", "S": "SUPERSEDED"}}),
    )
    assert [e.id for e in current_view(evidence)] == ["prices#2026-05", "codes#PLSTAT"]
    plain = tuple(e for e in evidence if e.id != "codes#PLSTAT")
    assert current_view(plain) is plain  # with no table, "S" is just a code: nothing is stale


# --- stale versions in the shapes APIs write them (session 23) --------------------------------------------------

def test_a_list_item_that_keeps_its_data_in_one_map_says_there_it_is_superseded():
    estimates = record("base#Estimates", records=[
        {"id": "rec1", "fields": {"Estimate": "E1", "Status": "Superseded", "Total (USD)": 1260}},
        {"id": "rec2", "fields": {"Estimate": "E2", "Status": "Current", "Total (USD)": 1060}}])
    (view,) = current_view((estimates,))
    assert [r["fields"]["Estimate"] for r in view.fields["records"]] == ["E2"]


def test_a_record_with_a_newer_version_of_itself_beside_it_is_left_out():
    old = record("get_quote#Q-9-v1", quote={"id": "Q-9", "version": 1, "status": "expired", "price": "128611.90"})
    new = record("get_quote#Q-9-v2", quote={"id": "Q-9", "version": 2, "status": "active", "price": "128450.20"})
    other = record("get_quote#Q-7", quote={"id": "Q-7", "version": 1, "status": "active", "price": "99.00"})
    assert [e.id for e in current_view((old, new, other))] == ["get_quote#Q-9-v2", "get_quote#Q-7"]


def test_a_current_object_inside_another_record_stands_beside_a_stale_record():
    policy = record("policy#P-1", policy_no="P-1", renewal_quote={"quote_id": "RQ-2", "premium": "18640.00"})
    stale = record("quote#RQ-1", quote_id="RQ-1", policy_no="P-1", premium="17215.00", status="SUPERSEDED")
    assert [e.id for e in current_view((policy, stale))] == ["policy#P-1"]
    # a lone stale record of another kind is still the current word on itself
    order = record("order#O-1", order_id="O-1", customer_id="C-1", total="50.00")
    card = record("card#K-1", card_id="K-1", customer_id="C-1", status="replaced")
    assert [e.id for e in current_view((order, card))] == ["order#O-1", "card#K-1"]


def test_an_identifier_both_versions_carry_names_the_current_one():
    v1 = record("po#MC-5520@v1", po_number="MC-5520", version=1, status="SUPERSEDED", qty=5)
    v2 = record("po#MC-5520@v2", po_number="MC-5520", version=2, status="OPEN", qty=7)
    assert not names_stale_record((v1, v2), "PO MC-5520 arrives with 5 cases.")
    # amounts and dates a stale row gives are no identifiers to name it by
    rows = record("sheet#Q", rows=[{"Version": "2", "State": "DECLINED", "Total": "1180.00"},
                                   {"Version": "1", "State": "SUPERSEDED", "Total": "960.00", "Date": "24.02.2026"}])
    assert not names_stale_record((rows,), "You declined our quote of CHF 960.00 on 24.02.2026.")
    assert "960.00" not in stale_identifiers((rows,))


def test_findings_that_know_a_value_is_wrong_but_not_which_is_right_are_trimmed():
    # AL104 (a recorded name carried on with another word) and AL403 (a value of the pinned unit's look-alike)
    # show a claim wrong without knowing which leaf it means. The correction ledger of 60 writers found their
    # corrections harmful more often than right in every fold, so repair trims the claim and writes no guess.
    from halcheck_tui.config import Settings
    from halcheck_tui.core.case import parse_case
    from halcheck_tui.core.grounding.fields.alignment.rules import CORRECTABLE
    from halcheck_tui.core.pipeline import Checker
    from halcheck_tui.core.trace import build_trace
    from halcheck_tui.ports import NLIProbs, Runtimes
    from halcheck_tui.runtimes.embedder import FakeEmbedder
    from halcheck_tui.runtimes.nli import FakeNLI

    assert CORRECTABLE["AL104"] is False and CORRECTABLE["AL403"] is False and CORRECTABLE["AL105"] is True
    checker = Checker(Settings(repair_mode="auto"), Runtimes(nli=FakeNLI(rule=lambda p, h: NLIProbs(0.9, 0.05, 0.05)),
                                                             embedder=FakeEmbedder(), generator=None))
    case = parse_case({"draft": "Thanks for booking with us. Your stay at Maple Lodge North starts on 12 June.",
                       "evidence": [{"id": "stay#S-1", "kind": "record",
                                     "fields": {"hotel": "Maple Lodge South", "check_in": "2026-06-12", "nights": 2}}]})
    trace = build_trace(checker.check(case, repair=True))
    flagged = [c for c in trace["claims"] if c.get("rule") == "AL104"]
    assert flagged and flagged[0]["verdict"] == "contradicted"
    assert trace["outcome"] != "repaired" and "Maple Lodge South" not in trace["final_text"]


def test_a_yes_no_field_is_never_written_as_a_state():
    # "TK-3 was refunded TT$75.00" against "fee_refunded": false once became "TK-3 is false TT$75.00".
    from halcheck_tui.core.repair.correct import CannotFix
    from halcheck_tui.core.repair.state_fix import state_phrase
    with pytest.raises(CannotFix):
        state_phrase(False, plural=False)
    assert state_phrase("under_review", plural=False)[0] == "is under review"


def test_a_correction_lands_on_its_own_figure_never_inside_another():
    # The context's "2 x 3 L" was once corrected inside the claim's date: "16/11/2026" became "16/11/30122026".
    from halcheck_tui.core.repair.correct import CannotFix
    from halcheck_tui.core.repair.fix import locate
    with pytest.raises(CannotFix):
        locate("ships from 16/11/2026", "2", -1, -1)
    assert locate("Your 2 tins ship on 2 May", "2", -1, -1) == (5, 6)


@pytest.mark.parametrize("value", ["NONE", "null", "n/a", "UNKNOWN"])
def test_a_value_that_says_nothing_is_there_is_never_written_as_a_state(value):
    # "The return was declined" against returnStatus = NONE once became "The return is none".
    from halcheck_tui.core.repair.correct import CannotFix
    from halcheck_tui.core.repair.state_fix import state_phrase
    with pytest.raises(CannotFix):
        state_phrase(value, plural=False)
