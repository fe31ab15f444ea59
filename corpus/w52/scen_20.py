# Ice rink: 20-visit season pass, visits used, pass upgraded (old pass void).
D = "ice rink public sessions"; SC = "rink-season-pass"
NOW = "2026-12-06T12:00:00-04:00"
Q = "How many visits are left on my skate pass? Does it include rentals?"
E = [
  rec("stream#PASS-5520", "tool:get_account_stream", {"stream_id": "PASS-5520", "holder": {"name": "Camille Edwards", "account_no": "AC-81902"},
    "events": [
      ev(1, "PassIssued", "2026-09-05 10:00", pass_code="FLEX_10", visits=10, includes=["PUBLIC_ADMISSION"], price_minor=55000, currency="TTD", status="ACTIVE"),
      ev(2, "VisitRecorded", "2026-09-20 14:00", visits_used=3),
      ev(3, "PassUpgraded", "2026-10-01 11:00", from_pass_code="FLEX_10", to_pass_code="FLEX_20_PLUS", visits=20, carried_visits_used=3, includes=["PUBLIC_ADMISSION", "SKATE_RENTAL"], top_up_minor=45000, currency="TTD", expires_at=us("2027-03-31 23:59")),
      ev(4, "VisitRecorded", "2026-11-29 15:00", visits_used=11)]}),
  pol("rink-policy#passes", "Flex passes cover public sessions only, not freestyle ice or lessons. Upgrades carry over the visits you've already used. Passes can't be paused or transferred. A lost card is replaced for TT$25.", "2026-09"),
]
add(97, SC, D, Q, E, "You've used 11 of your 20 visits, so 9 are left. Skate rental is included with your Flex 20 Plus pass. It runs to 31 March 2027.",
    [S("You've used 11 of your 20 visits"), S("9 are left"), S("Skate rental is included"), S("It runs to 31 March 2027.")],
    includes=["9 are left"], notes="PassUpgraded 20 visits with SKATE_RENTAL; VisitRecorded used 11.")
add(98, SC, D, Q, E, "Hi Camille! Nine visits left. Rentals: yes, included since your upgrade on 1/10. Public sessions only, though; freestyle ice isn't covered.",
    [S("Nine visits left."), S("included since your upgrade on 1/10"), S("Public sessions only"), S("freestyle ice isn't covered")],
    includes=["Nine"], notes="Upgrade occurred 1 October.")
add(99, SC, D, Q, E, "You have 7 visits left on your 10-visit pass. Rentals aren't included; admission only.",
    [C("7 visits left on your 10-visit pass", "VALUE_MISMATCH"), C("Rentals aren't included; admission only.", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH")],
    errors=["stale_value", "stale_value"], excludes=["10-visit pass", "Rentals aren't included"], notes="FLEX_10 was replaced by FLEX_20_PLUS (20 visits, rental included); used 11.")
add(100, SC, D, Q, E, "You have 9 of 20 visits left, with rentals included. It's valid to 31 March 2027, and you can pause it over the holidays if you're away.",
    [S("You have 9 of 20 visits left"), S("with rentals included"), S("valid to 31 March 2027"), C("you can pause it over the holidays", "NLI_CONTRADICTION")],
    errors=["invented_promise"], excludes=["pause it over the holidays"], notes="Policy: passes can't be paused.")
add(101, SC, D, Q, E, "9 visits left out of 20. Rentals included. Good to 31/03/2027.",
    [S("9 visits left out of 20."), S("Rentals included."), S("Good to 31/03/2027.")], includes=["9 visits"], notes="Terse restatement.")
add(23, SC, D, Q, E, "You've used 11 visits, so 9 are left on your pass. Rentals are included. Your pass runs to 31 January 2027.",
    [S("You've used 11 visits"), S("9 are left on your pass"), S("Rentals are included."), C("runs to 31 January 2027", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["31 January 2027"], includes=["31 March 2027|31/03/2027|March 31", "9 are left|9 visits|nine"], notes="expires_at 31/3/2027.", repair=True)
add(24, SC, D, Q, E, "You have 9 visits left of 20. Rentals are included. Upgrading cost you TT$550.00 on top.",
    [S("You have 9 visits left of 20."), S("Rentals are included."), C("Upgrading cost you TT$550.00", "AMOUNT_MISMATCH")],
    errors=["other_record_value"], excludes=["TT$550.00"], includes=["TT$450|450.00", "9 visits"], notes="top_up_minor 45000; 55000 was the original pass price.", repair=True)
