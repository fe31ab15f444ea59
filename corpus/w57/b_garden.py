from lib import rs, rec, pol, psg, refused, S, N, C, I, CI, ok, bad, fix

D = "community garden plots"

BED_TYPES = rec("sql:bed_types", "warehouse:nasese_garden.bed_types", rs(
    "b3d0f5a1-bedtypes",
    [("bed_type", "VARCHAR"), ("size_m2", "DECIMAL(5,2)"), ("height_cm", "INTEGER"), ("season_fee", "DECIMAL(8,2)"),
     ("water_access", "VARCHAR")],
    [["RAISED_STANDARD", "2.40", 60, "35.00", "TAP_ADJACENT"],
     ["RAISED_ACCESSIBLE", "2.00", 75, "35.00", "TAP_ADJACENT"],
     ["GROUND", "6.00", 0, "25.00", "HOSE_SHARED"]]))

# ---------------------------------------------------------------- G1 new season bed booking
G1_EV = [
    rec("sql:bookings#litia", "warehouse:nasese_garden.bed_bookings", rs(
        "b3d0f5a0-bookings",
        [("booking_ref", "VARCHAR"), ("holder_name", "VARCHAR"), ("bed_code", "VARCHAR"), ("bed_type", "VARCHAR"),
         ("season_start", "DATE"), ("season_end", "DATE"), ("booking_state", "VARCHAR"),
         ("deposit_amount", "DECIMAL(8,2)"), ("deposit_state", "VARCHAR")],
        [["NCG-B-3307", "Litia Naivalu", "R-12", "RAISED_STANDARD", "2026-03-01", "2026-08-31", "CONFIRMED", "40.00",
          "HELD"],
         ["NCG-B-2954", "Litia Naivalu", "G-05", "GROUND", "2025-09-01", "2026-02-28", "ACTIVE", "40.00", "HELD"]])),
    BED_TYPES,
    pol("policy:seasons-and-deposits", "Beds are booked by the season: the wet season runs March to August and the "
        "dry season September to February. A FJ$40.00 deposit is held for each bed and returned within 14 days of the "
        "season ending, provided the bed is left cleared. Beds left uncleared lose FJ$15.00 of the deposit to cover a "
        "working-bee clean-up. Seeds and seedlings are not included in the season fee.", revision="2025-08"),
]

G1 = dict(scenario="season-bed-booking", domain=D, now="2026-02-26T18:00:00+12:00",
          question="Just checking my raised bed booking for next season is confirmed? And do I get my deposit back "
                   "from the old bed?", evidence=G1_EV, drafts=[
    ok("Bula Litia! Yes, raised bed R-12 is confirmed for you from 01/03/2026 to 31/08/2026 (booking NCG-B-3307). "
       "Your FJ$40.00 deposit on G-05 is still held; it comes back within 14 days of the season ending, as long as "
       "the bed is left cleared.",
       [S("raised bed R-12 is confirmed"), S("from 01/03/2026 to 31/08/2026"), S("booking NCG-B-3307"),
        S("FJ$40.00 deposit on G-05 is still held"), S("within 14 days of the season ending")],
       "NCG-B-3307: R-12 CONFIRMED 2026-03-01..2026-08-31; NCG-B-2954 deposit 40.00 HELD; policy 14 days if cleared.",
       ["R-12", "01/03/2026"]),
    ok("Your wet-season booking is all set, Litia: bed R-12, a 2.4 square metre raised bed, from 1 March until "
       "31 August. The season fee for a standard raised bed is FJ$35.00.",
       [S("wet-season booking is all set"), S("bed R-12, a 2.4 square metre raised bed"),
        S("from 1 March until 31 August"), S("season fee for a standard raised bed is FJ$35.00")],
       "Booking CONFIRMED for RAISED_STANDARD; bed_types: 2.40 m2, season_fee 35.00; policy: wet season March-August.",
       ["R-12"]),
    ok("Confirmed: R-12, 1 Mar-31 Aug 2026. G-05's deposit comes back once the bed's cleared, within 14 days after "
       "28 Feb.",
       [S("Confirmed: R-12"), S("1 Mar-31 Aug 2026"), S("G-05's deposit comes back once the bed's cleared")],
       "booking_state CONFIRMED, dates from NCG-B-3307; G-05 season_end 2026-02-28; policy 14-day return if cleared.",
       ["R-12"]),
    bad("Bula Litia, your ground bed G-05 is confirmed for the new season from 01/03/2026. Your deposit from last "
        "season has already been refunded, so that's all sorted.",
        [C("ground bed G-05 is confirmed for the new season", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"),
         C("has already been refunded", "RECORD_STATE_MISMATCH")],
        ["other_record_value", "wrong_state"],
        "The new-season booking is R-12 (G-05 is the old dry-season bed); G-05's deposit_state is HELD.",
        ["G-05 is confirmed", "already been refunded"]),
    bad("Bula Litia, R-12 is confirmed from 01/03/2026 to 31/08/2026. The season fee includes a starter pack of "
        "seedlings, and if the old bed isn't cleared you'd lose the whole FJ$40.00 deposit.",
        [S("R-12 is confirmed from 01/03/2026 to 31/08/2026"),
         C("includes a starter pack of seedlings", "NLI_CONTRADICTION"),
         C("lose the whole FJ$40.00 deposit", "NLI_CONTRADICTION")],
        ["unlisted_perk", "wrong_policy_condition"],
        "Policy: seeds and seedlings are not included; an uncleared bed loses FJ$15.00 of the deposit, not all of it.",
        ["starter pack of seedlings", "lose the whole"]),
    fix("Bula Litia, your raised bed R-12 is confirmed from 01/03/2026 to 31/08/2026, and the season fee for it is "
        "FJ$25.00.",
        [S("raised bed R-12 is confirmed from 01/03/2026 to 31/08/2026"),
         C("season fee for it is FJ$25.00", "AMOUNT_MISMATCH")],
        ["other_record_value"],
        "RAISED_STANDARD season_fee is 35.00; 25.00 is the GROUND row.",
        ["FJ$35.00|35.00", "R-12"], ["FJ$25.00"]),
])

# ---------------------------------------------------------------- G2 deposit refund, expedite refused
G2_EV = [
    rec("sql:deposit_refunds#NCG-B-2871", "warehouse:nasese_garden.deposit_refunds", rs(
        "e71c2a90-refunds",
        [("refund_id", "VARCHAR"), ("booking_ref", "VARCHAR"), ("deposit_amount", "DECIMAL(8,2)"),
         ("refund_amount", "DECIMAL(8,2)"), ("deduction", "DECIMAL(8,2)"), ("deduction_reason", "VARCHAR"),
         ("state", "VARCHAR"), ("requested_at", "TIMESTAMP"), ("expected_by", "DATE"), ("payout_method", "VARCHAR"),
         ("payout_ref", "VARCHAR")],
        [["DR-6012", "NCG-B-2871", "40.00", "25.00", "15.00", "BED_NOT_CLEARED", "PROCESSING",
          "2026-03-04 21:10:00.000000 UTC", "2026-03-13", "MPAISA", None]])),
    rec("sql:bookings#NCG-B-2871", "warehouse:nasese_garden.bed_bookings", rs(
        "e71c2a91-booking",
        [("booking_ref", "VARCHAR"), ("holder_name", "VARCHAR"), ("bed_code", "VARCHAR"), ("season_end", "DATE"),
         ("booking_state", "VARCHAR")],
        [["NCG-B-2871", "Josefa Ratu", "G-09", "2026-02-28", "COMPLETED"]])),
    refused("call:expedite_refund#DR-6012", "expedite_refund", "DENY", {"refund_id": "DR-6012", "priority": "URGENT"}),
    pol("policy:deposit-refunds", "Deposits are returned within 14 days of the season ending, less FJ$15.00 if the "
        "bed was not left cleared. Refunds are paid by the treasurer in a weekly batch on Fridays, to the method "
        "the member chose at booking. A refund can't be moved ahead of the batch."),
]

G2 = dict(scenario="deposit-refund", domain=D, now="2026-03-09T10:30:00+12:00",
          question="Where's my deposit? And why is it less than $40? Can you hurry it up, I need it this week.",
          evidence=G2_EV, drafts=[
    ok("Bula Josefa, your deposit refund DR-6012 of FJ$25.00 is being processed and should reach your M-PAiSA by "
       "13/03/2026. FJ$15.00 was kept back because bed G-09 wasn't cleared at the end of the season. I did ask for "
       "it to be sped up, but that request was declined, as refunds go out in the treasurer's weekly Friday batch.",
       [S("refund DR-6012 of FJ$25.00 is being processed"), S("reach your M-PAiSA by 13/03/2026"),
        S("FJ$15.00 was kept back because bed G-09 wasn't cleared"), S("that request was declined"),
        S("refunds go out in the treasurer's weekly Friday batch")],
       "DR-6012: refund 25.00, deduction 15.00 BED_NOT_CLEARED, PROCESSING, expected 2026-03-13, MPAISA; "
       "expedite_refund DENY; policy Friday batch.", ["FJ$25.00", "13/03/2026"]),
    ok("Josefa, the refund is FJ$25.00 (your FJ$40.00 deposit less FJ$15.00 for clearing the bed). It's due this "
       "Friday, 13 March. Sorry, I couldn't get it rushed through.",
       [S("the refund is FJ$25.00"), S("your FJ$40.00 deposit less FJ$15.00"), S("It's due this Friday, 13 March"),
        S("I couldn't get it rushed through")],
       "now Monday 9 March, so this Friday is 13 March = expected_by; the expedite call was denied.",
       ["FJ$25.00", "13 March"]),
    bad("Bula Josefa! I've marked your refund DR-6012 as urgent so it skips the weekly queue. The FJ$25.00 should "
        "arrive by 13/03/2026.",
        [C("marked your refund DR-6012 as urgent", "NOT_EXECUTED"), S("FJ$25.00 should arrive by 13/03/2026")],
        ["refused_call_effect"],
        "expedite_refund was DENIED; refund amount and expected_by are right.", ["marked your refund DR-6012 as urgent"]),
    bad("Bula Josefa, the refund was requested on 4 March and is being processed. It's your FJ$40.00 deposit less "
        "the FJ$15.00 clean-up charge, so FJ$35.00 is coming to you.",
        [C("requested on 4 March", "DATE_MISMATCH"), S("and is being processed"),
         S("FJ$40.00 deposit less the FJ$15.00 clean-up charge"), C("so FJ$35.00 is coming to you", "AMOUNT_MISMATCH")],
        ["unit_conversion", "wrong_arithmetic"],
        "requested_at 2026-03-04 21:10 UTC is 5 March in Fiji; 40.00 - 15.00 = 25.00 (refund_amount), not 35.00.",
        ["requested on 4 March", "FJ$35.00"]),
    fix("Bula Josefa, your deposit refund DR-6012 has been paid out to your M-PAiSA. FJ$15.00 was kept back because "
        "G-09 wasn't cleared.",
        [C("has been paid out", "RECORD_STATE_MISMATCH"), S("FJ$15.00 was kept back because G-09 wasn't cleared")],
        ["wrong_state"],
        "state PROCESSING, payout_ref NULL, expected by 2026-03-13.",
        ["being processed|processing|not yet been paid|hasn't been paid|on its way|13/03/2026|13 March", "FJ$15.00|15.00"],
        ["has been paid out"]),
])

# ---------------------------------------------------------------- G3 accessible bed, concession not verified
G3_EV = [
    rec("sql:members#NCG-M-0814", "warehouse:nasese_garden.members", rs(
        "4f19aa02-member",
        [("member_no", "VARCHAR"), ("full_name", "VARCHAR"), ("concession_type", "VARCHAR"),
         ("concession_verified", "BOOLEAN"), ("concession_expires", "DATE"), ("mobility_support", "BOOLEAN")],
        [["NCG-M-0814", "Salote Fifita", "SENIOR_CARD", False, None, True]])),
    rec("sql:bed_requests#NCG-M-0814", "warehouse:nasese_garden.bed_requests", rs(
        "4f19aa03-request",
        [("request_no", "VARCHAR"), ("member_no", "VARCHAR"), ("bed_type_requested", "VARCHAR"), ("state", "VARCHAR"),
         ("allocated_bed", "VARCHAR"), ("quoted_fee", "DECIMAL(8,2)"), ("discount_pct", "INTEGER"),
         ("created_at", "TIMESTAMP")],
        [["BR-1190", "NCG-M-0814", "RAISED_ACCESSIBLE", "ALLOCATED", "RA-03", "35.00", 0,
          "2026-02-15 23:30:00.000000 UTC"]])),
    BED_TYPES,
    pol("policy:accessible-beds-concessions", "Accessible raised beds stand 75 cm high and are kept for members who "
        "need them; they are allocated before standard beds. Holders of a verified concession card (senior, "
        "disability or student) pay half the season fee. A card is verified once a volunteer has sighted it at the "
        "garden shed on a Saturday morning. The discount applies from the next invoice after verification and is "
        "not backdated."),
]

G3 = dict(scenario="accessible-bed-concession", domain=D, now="2026-02-20T12:00:00+12:00",
          question="Did I get an accessible bed? And I have a seniors card so I pay half, right?", evidence=G3_EV,
          drafts=[
    ok("Bula Salote! Yes, you've been given accessible raised bed RA-03 (request BR-1190). Your seniors card hasn't "
       "been verified yet, so the quote is currently the full FJ$35.00. Once a volunteer sights the card at the "
       "garden shed on a Saturday morning, you'll pay half from the next invoice on.",
       [S("accessible raised bed RA-03"), S("seniors card hasn't been verified yet"), S("the full FJ$35.00"),
        S("sights the card at the garden shed on a Saturday morning"), S("you'll pay half from the next invoice on")],
       "BR-1190 ALLOCATED RA-03, quoted 35.00 discount 0; concession_verified false; policy on verification.",
       ["RA-03", "FJ$35.00"]),
    ok("Dear Salote,\nBed RA-03 is allocated to you. It's one of our accessible beds, standing 75 cm high. If you "
       "bring your seniors card to the shed tomorrow morning, a volunteer can sight it, and the half-price rate will "
       "apply from your next invoice.\nWith warm regards,\nNasese Community Garden volunteers",
       [S("Bed RA-03 is allocated to you"), S("standing 75 cm high"), S("a volunteer can sight it"),
        S("half-price rate will apply from your next invoice")],
       "now Friday 20 Feb, so tomorrow is a Saturday; RAISED_ACCESSIBLE height_cm 75; policy on discount timing.",
       ["RA-03"]),
    bad("Bula Salote, you've got accessible bed RA-03, and since you hold a seniors card your season fee is halved to "
        "FJ$17.50.",
        [S("you've got accessible bed RA-03"),
         C("your season fee is halved to FJ$17.50", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH")],
        ["condition_unmet"],
        "The half-fee needs a verified card; concession_verified is false and quoted_fee 35.00 with discount_pct 0.",
        ["halved to FJ$17.50"]),
    bad("Bula Salote! Bed RA-03 is yours, an accessible bed at 90 cm high. Once your card is checked, the half-price "
        "discount is backdated to the start of the season.",
        [S("Bed RA-03 is yours"), C("at 90 cm high", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
         C("backdated to the start of the season", "NLI_CONTRADICTION")],
        ["wrong_value", "wrong_policy_condition"],
        "height_cm 75 (record and policy); policy says the discount is not backdated.",
        ["90 cm", "backdated to the start"]),
    fix("Bula Salote, accessible bed RA-03 is allocated to you under request BR-1190, which you lodged on 15/02/2026.",
        [S("accessible bed RA-03 is allocated to you"), C("lodged on 15/02/2026", "DATE_MISMATCH")],
        ["unit_conversion"],
        "created_at 2026-02-15 23:30 UTC is 16/02/2026 11:30 AM in Fiji.",
        ["16/02/2026|16 February|16 Feb", "RA-03"], ["15/02/2026"]),
])

# ---------------------------------------------------------------- G4 volunteer hours
G4_EV = [
    rec("sql:volunteer_log#NCG-M-0522", "warehouse:nasese_garden.volunteer_log", rs(
        "0aa7d6e4-vlog",
        [("log_id", "VARCHAR"), ("member_no", "VARCHAR"), ("activity_code", "VARCHAR"), ("session_date", "DATE"),
         ("duration", "VARCHAR"), ("verified_by", "VARCHAR")],
        [["VL-401", "NCG-M-0522", "COMPOST_TURN", "2026-03-07", "PT2H30M", "Seini K."],
         ["VL-417", "NCG-M-0522", "WORKING_BEE", "2026-03-21", "PT3H", "Seini K."],
         ["VL-452", "NCG-M-0522", "SEED_SORT", "2026-04-11", "PT1H30M", None]])),
    rec("sql:season_hours#NCG-M-0522", "warehouse:nasese_garden.season_hours", rs(
        "0aa7d6e5-hours",
        [("member_no", "VARCHAR"), ("season", "VARCHAR"), ("hours_required", "DECIMAL(4,1)"),
         ("hours_logged", "DECIMAL(4,1)"), ("hours_verified", "DECIMAL(4,1)"), ("status", "VARCHAR")],
        [["NCG-M-0522", "WET_2026", "12.0", "7.0", "5.5", "BEHIND"]])),
    pol("policy:volunteer-hours", "Every plot holder gives 12 hours of volunteer time each season. Only hours signed "
        "off by a coordinator count towards the total. Members who are short at the end of the season pay FJ$8.00 "
        "for each missing hour, or can make the hours up in the first month of the next season. Hours are logged in "
        "half-hour steps."),
]

G4 = dict(scenario="volunteer-hours", domain=D, now="2026-04-14T08:00:00+12:00",
          question="How many volunteer hours have I done this season?", evidence=G4_EV, drafts=[
    ok("Bula Vikash! So far this season you've logged 7 hours, and 5.5 hours of those are signed off by a coordinator "
       "and count towards your 12. That leaves 6.5 hours to go. The 1.5 hours of seed sorting on 11/04/2026 still "
       "needs a coordinator's sign-off.",
       [S("you've logged 7 hours"), S("5.5 hours of those are signed off"), S("That leaves 6.5 hours to go"),
        S("1.5 hours of seed sorting on 11/04/2026 still")],
       "hours_logged 7.0, hours_verified 5.5, required 12.0 (12 - 5.5 = 6.5); VL-452 PT1H30M verified_by NULL.",
       ["6.5 hours"]),
    ok("Your volunteer sessions so far:\n- 7 March, compost turning: 2 hours 30 minutes\n- 21 March, working bee: "
       "3 hours\n- 11 April, seed sorting: 1 hour 30 minutes (awaiting sign-off)\nSigned-off total: five and a half "
       "hours of the twelve needed.",
       [S("compost turning: 2 hours 30 minutes"), S("working bee: 3 hours"),
        S("seed sorting: 1 hour 30 minutes (awaiting sign-off)"), S("five and a half hours of the twelve needed")],
       "PT2H30M, PT3H, PT1H30M (unverified); hours_verified 5.5 of 12.0.", ["2 hours 30 minutes"]),
    bad("Bula Vikash, your signed-off hours come to 5.3 out of the 12 needed, and the 11 April seed-sorting session is "
        "still waiting for sign-off. If you're short at the end of the season it's FJ$8.00 for each missing hour, and "
        "there's no way to make them up later.",
        [C("5.3 out of the 12 needed", "VALUE_MISMATCH"),
         S("11 April seed-sorting session is still waiting for sign-off"), S("FJ$8.00 for each missing hour"),
         C("no way to make them up later", "NLI_CONTRADICTION")],
        ["unit_conversion", "wrong_policy_condition"],
        "PT2H30M + PT3H is 5.5 hours, not 5.3 (minutes read as decimals); policy lets hours be made up next season.",
        ["5.3 out of", "no way to make them up"]),
    bad("Bula Vikash! All 7 hours you've logged count towards your 12, so you've got 5 to go. Your last session was "
        "seed sorting on 11/04/2026.",
        [C("All 7 hours you've logged count", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
         C("so you've got 5 to go", "VALUE_MISMATCH"), S("seed sorting on 11/04/2026")],
        ["condition_unmet", "wrong_arithmetic"],
        "Only signed-off hours count: hours_verified 5.5 (VL-452 unverified), so 6.5 remain, not 5.",
        ["All 7 hours", "got 5 to go"]),
    fix("Bula Vikash, 5.5 of your hours are signed off so far, and your working bee session on 21/03/2026 ran for "
        "2 hours 30 minutes.",
        [S("5.5 of your hours are signed off"), C("ran for 2 hours 30 minutes", "VALUE_MISMATCH")],
        ["other_record_value"],
        "VL-417 (working bee, 2026-03-21) is PT3H; PT2H30M belongs to the compost session VL-401.",
        ["3 hours|three hours", "5.5"], ["ran for 2 hours 30 minutes"]),
])

BUNDLES = [G1, G2, G3, G4]
