# Roller derby: travel team trip fee in instalments; one instalment failed then retried.
D = "roller-derby league"; SC = "derby-travel-fee"
NOW = "2026-12-06T21:00:00-04:00"
Q = "Where am I with the Barbados tournament trip payments?"
E = [
  rec("stream#TRIP-BB27-019", "tool:get_account_stream", {"stream_id": "TRIP-BB27-019", "skater": {"derby_name": "Soca Smash", "legal_name": "Tamika Francis", "jersey": "77"},
    "trip": {"code": "BB-INVITATIONAL-27", "depart_at": us("2027-02-11 06:45"), "total_minor": 420000, "currency": "TTD"},
    "events": [
      ev(1, "InstalmentPlanCreated", "2026-10-01 09:00", instalments=[{"n": 1, "due": "2026-10-15", "minor": 140000}, {"n": 2, "due": "2026-11-15", "minor": 140000}, {"n": 3, "due": "2027-01-15", "minor": 140000}]),
      ev(2, "PaymentCaptured", "2026-10-15 08:00", instalment=1, amount_minor=140000, currency="TTD"),
      ev(3, "PaymentFailed", "2026-11-15 08:00", instalment=2, amount_minor=140000, decline_code="INSUFFICIENT_FUNDS"),
      ev(4, "PaymentCaptured", "2026-11-18 19:30", instalment=2, amount_minor=140000, currency="TTD", retry=True)]}),
  pol("travel-team#payments", "Trip fees are paid in three instalments. A missed instalment must be paid within 7 days or the seat is released to the alternate. Fees cover flights, shared accommodation and tournament entry; meals are not included. Payments are non-refundable after 15 January.", "2026-10"),
]
add(108, SC, D, Q, E, "You're on track! Two of three instalments are paid: TT$2,800.00 of TT$4,200.00. The last TT$1,400.00 is due 15 January.",
    [S("You're on track!"), S("Two of three instalments are paid"), S("TT$2,800.00 of TT$4,200.00"), S("The last TT$1,400.00 is due 15 January.")],
    includes=["TT$1,400.00", "15 January"], notes="seq 2 and 4 captured; instalment 3 due 2027-01-15.")
add(109, SC, D, Q, E, "Hey Soca Smash! Your November payment bounced on 15/11 but the retry went through on 18/11, inside the 7-day window. Your seat is safe. One instalment left: TT$1,400 by 15/01.",
    [S("Your November payment bounced on 15/11"), S("the retry went through on 18/11"), S("inside the 7-day window"), S("Your seat is safe."), S("One instalment left: TT$1,400 by 15/01.")],
    includes=["TT$1,400"], notes="PaymentFailed then retry PaymentCaptured within 7 days.")
add(110, SC, D, Q, E, "Paid so far: twenty-eight hundred dollars. Still to pay: fourteen hundred. Your fee covers flights, shared rooms and tournament entry, but not meals.",
    [S("Paid so far: twenty-eight hundred dollars."), S("Still to pay: fourteen hundred."), S("Your fee covers flights, shared rooms and tournament entry"), S("but not meals")],
    includes=["fourteen hundred"], notes="Policy inclusions.")
add(111, SC, D, Q, E, "Your second instalment failed for insufficient funds and is still outstanding. Please pay TT$2,800.00 to catch up.",
    [S("Your second instalment failed for insufficient funds"), C("is still outstanding", "RECORD_STATE_MISMATCH"), C("Please pay TT$2,800.00 to catch up.", "AMOUNT_MISMATCH")],
    errors=["stale_value", "wrong_amount"], excludes=["still outstanding", "TT$2,800.00 to catch up"], notes="The retry at seq 4 captured instalment 2.")
add(112, SC, D, Q, E, "Two instalments are paid and TT$1,400.00 is due 15 January. Your fee also covers meals in Barbados. Flights leave 11 February at 6:45 AM.",
    [S("Two instalments are paid"), S("TT$1,400.00 is due 15 January"), C("Your fee also covers meals in Barbados.", "NLI_CONTRADICTION"), S("Flights leave 11 February at 6:45 AM.")],
    errors=["unlisted_perk"], excludes=["also covers meals"], notes="Policy: meals are not included.")
add(26, SC, D, Q, E, "Two of three instalments are paid, TT$2,800.00 in all. TT$1,400.00 is left, due 15 January. Departure is 11 February at 10:45 AM.",
    [S("Two of three instalments are paid"), S("TT$2,800.00 in all"), S("TT$1,400.00 is left, due 15 January."), C("at 10:45 AM", "DATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["unit_conversion"], excludes=["10:45 AM"], includes=["6:45 AM|6:45am|06:45", "TT$1,400.00"], notes="depart_at 06:45 local (10:45 UTC).", repair=True)
