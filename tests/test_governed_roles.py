"""The word that governs a value must agree with its leaf's role (alignment/role_rules.py, governing.governing_role,
lexicon.ROLE_FAMILIES): a date said of one event is not another event's date, a figure said of what was used is
not what is left. Made-up records and wording; the code knows none of their words."""
from halcheck_tui.config import Settings as _Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.fields.governing import are_opposite, families_of, governing_role
from halcheck_tui.core.grounding.fields.records import AlignmentLimits as _AlignmentLimits
from halcheck_tui.core.grounding.fields.records import RecordChecker
from halcheck_tui.core.types import Verdict

SHIPPED_LIMITS = _AlignmentLimits.from_settings(_Settings())

GLIDER = {"hireCode": "GL-318", "craft": "Kestrel Two", "launch_at": "2026-09-12T10:15:00+02:00",
          "landingWindow": {"opensAt": "2026-09-12T13:00:00+02:00", "closesAt": "2026-09-12T14:45:00+02:00"},
          "returnDate": "2026-09-19", "winchLaunchesUsed": 2, "winchLaunchesLeft": 5, "fees": {"perFlightCents": 3800,
          "hireTotalCents": 15200, "currency": "EUR"}}


def checker(fields=GLIDER):
    return RecordChecker([Evidence("glider.hire#GL-318", EvidenceKind.RECORD, fields=fields,
                                   lineage={"source": "tool:glider.hire"})], SHIPPED_LIMITS)


def text_role(text, value):
    at = text.index(value)
    return governing_role(text, at, at + len(value), after=True)


def test_the_word_governing_a_value_and_its_family():
    assert text_role("Your kit is returned and collected on 19 September.", "19 September") == ("collected", "collection")
    assert text_role("The lift checks in at 10:15, sharp.", "10:15") == ("checks in", "checkin")
    assert text_role("You still have 5 tokens left.", "5") == ("left", "remaining")
    assert text_role("It departs early; we land on 3 May.", "3 May") is None
    assert families_of(["landing", "window", "closes", "at"]) == {"close"}
    assert families_of(["pick", "up", "time"]) == {"collection"}
    assert are_opposite("used", "remaining") and not are_opposite("used", "total")


def test_a_date_time_under_another_event_word_is_that_event_leafs():
    rc = checker()
    # 13:00 is when the window opens; the claim says it closes then
    assert rc.check("The landing window for GL-318 closes at 13:00.").verdict is Verdict.CONTRADICTED
    assert rc.check("The landing window for GL-318 closes at 14:45.").verdict is Verdict.SUPPORTED
    assert rc.check("The landing window for GL-318 opens at 13:00.").verdict is Verdict.SUPPORTED


def test_a_figure_under_the_opposite_word_is_the_sibling_leafs():
    rc = checker()
    assert rc.check("On hire GL-318 you have used 5 winch launches.").verdict is Verdict.CONTRADICTED
    assert rc.check("On hire GL-318 you have used 2 winch launches.").verdict is Verdict.SUPPORTED
    assert rc.check("The total for hire GL-318 is €38.00.").verdict is Verdict.CONTRADICTED
    assert rc.check("The total for hire GL-318 is €152.00.").verdict is Verdict.SUPPORTED


def test_only_the_opposite_role_holding_the_value_leaves_it_unsettled():
    fields = {k: v for k, v in GLIDER.items() if k != "winchLaunchesUsed"}
    check = checker(fields).check("On hire GL-318 you have used 5 winch launches.")
    assert check.verdict is not Verdict.SUPPORTED


def test_a_value_without_a_role_word_is_read_as_before():
    assert checker().check("Hire GL-318 runs until 19 September.").verdict is Verdict.SUPPORTED


def _locker(**extra):
    fields = {"lockerId": "LK-52", "keyDepositCents": 1200, "currency": "NZD", **extra}
    return RecordChecker([Evidence("locker.get#LK-52", EvidenceKind.RECORD, fields=fields,
                                   lineage={"source": "tool:locker.get"})], SHIPPED_LIMITS)


def test_an_amount_said_refunded_where_its_flag_says_not():
    claim = "We've now refunded the NZ$12.00 key deposit for locker LK-52."
    assert _locker(keyDepositReturned=False).check(claim).verdict is Verdict.CONTRADICTED
    assert _locker(keyDepositReturned=True).check(claim).verdict is not Verdict.CONTRADICTED
    denied = "We haven't refunded the NZ$12.00 key deposit for locker LK-52."
    assert _locker(keyDepositReturned=False).check(denied).verdict is not Verdict.CONTRADICTED


def test_an_amount_said_waived_where_its_status_names_another_action():
    claim = "We've waived the NZ$12.00 key deposit for locker LK-52."
    assert _locker(keyDepositState="BILLED").check(claim).verdict is Verdict.CONTRADICTED
    assert _locker(keyDepositState="WAIVED").check(claim).verdict is not Verdict.CONTRADICTED


def _shuttle():
    fields = {"shuttleRef": "SH-77", "leg": {"from": "Oakhollow", "to": "Brindlemere"}, "note_sent_to": "Pell Quay"}
    return RecordChecker([Evidence("shuttle.get#SH-77", EvidenceKind.RECORD, fields=fields,
                                   lineage={"source": "tool:shuttle.get"})], SHIPPED_LIMITS)


def test_a_value_after_from_or_to_is_that_end_of_the_way():
    rc = _shuttle()
    swapped = rc.check("Shuttle SH-77 runs from Brindlemere to Oakhollow.")
    assert swapped.verdict is Verdict.CONTRADICTED
    assert {c.field_path for c in swapped.checks if c.ok is False} == {"leg.from", "leg.to"}
    assert rc.check("Shuttle SH-77 runs from Oakhollow to Brindlemere.").verdict is Verdict.SUPPORTED


def test_a_longer_key_that_only_holds_to_is_no_end_of_a_way():
    check = _shuttle().check("Shuttle SH-77 runs from Oakhollow to Brindlemere.")
    assert all(c.field_path != "note_sent_to" for c in check.checks)


def test_a_value_from_the_other_item_of_the_one_the_id_pins():
    fields = {"ownerId": "OW-9", "boats": [{"hull": "HX4471K", "mooring": "SWING_BUOY"},
                                          {"hull": "HX9023M", "mooring": "FLOATING_DOCK"}]}
    rc = RecordChecker([Evidence("moorings.get#OW-9", EvidenceKind.RECORD, fields=fields,
                                 lineage={"source": "tool:moorings.get"})], SHIPPED_LIMITS)
    assert rc.check("Hull HX9023M is on a swing buoy mooring.").verdict is Verdict.CONTRADICTED
    assert rc.check("Hull HX9023M is on a floating dock mooring.").verdict is Verdict.SUPPORTED


def test_a_figure_from_the_other_record_of_the_one_the_name_pins():
    first = {"ticketNo": "KT-301", "kiteName": "Skyrider Delta", "repairer": "Ida Voss", "readyOn": "2026-06-02",
             "seams": [{"panel": "leading edge", "stitches": 40}], "tapeCents": 900, "sumCents": 6150,
             "currency": "CAD"}
    second = {"ticketNo": "KT-302", "kiteName": "Moth Glider", "sumCents": 2800, "currency": "CAD"}
    rc = RecordChecker([Evidence(f"kites.get#{f['ticketNo']}", EvidenceKind.RECORD, fields=f,
                                 lineage={"source": "tool:kites.get"}) for f in (first, second)], SHIPPED_LIMITS)
    assert rc.check("The mend on your Skyrider Delta came to CA$28.00.").verdict is Verdict.CONTRADICTED
    assert rc.check("The mend on your Skyrider Delta came to CA$61.50.").verdict is not Verdict.CONTRADICTED


def test_a_role_word_against_another_figure_is_that_figures():
    """"6.29p per kWh" and "the rate of 1,712.40": the unit-rate word belongs to the figure it stands against,
    not to the amount later or earlier in the claim; "£135 is due by 23 May" has a verb between, so "due" still
    governs the date."""
    from halcheck_tui.config import Settings
    from halcheck_tui.core.case import Evidence, EvidenceKind
    from halcheck_tui.core.grounding.fields.records import AlignmentLimits, RecordChecker

    def check(text, fields):
        return RecordChecker([Evidence("rec#1", EvidenceKind.RECORD, fields=fields)],
                             AlignmentLimits.from_settings(Settings())).check(text)

    gas = {"bill": "B-1", "gas": {"amount_pence": 20366, "unit_rate_pence": 6.29, "standing_pence": 4980}}
    assert check("At 6.29p per kWh that's £203.66 for the gas", gas).verdict is Verdict.SUPPORTED
    transfer = {"transfer": {"receive_amount": 856200.00, "fx": {"rate": 1712.40}}}
    assert check("He will receive NGN 856,200.00 at the rate of 1,712.40 naira per euro", transfer).verdict \
        is not Verdict.CONTRADICTED
    balance = {"balance": {"amount_minor": 13500, "due": "2026-05-09"}, "workshop": {"day": "2026-05-23"}}
    assert check("The remaining £135 is due by 23 May", balance).verdict is Verdict.CONTRADICTED
