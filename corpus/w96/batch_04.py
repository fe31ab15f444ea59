from lib import Bundle, S, NA, C, I, CI, rec, pol, psg, refused

# ---------------------------------------------------------------- B14 ice climbing: intro day, gear and boots
b = Bundle("ice-intro-gear", "ice-climbing guides",
           "What's included on our intro ice day, and do we need our own boots?",
           [
               rec("get_booking#ICE-27-0330", "tool:get_booking", {
                   "booking_ref": "ICE-27-0330", "climbers": 2, "product": "INTRO_DAY",
                   "event": ["vevent",
                             [["uid", {}, "text", "intro-0227-a@rjukanis.no"],
                              ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-02-27T09:00:00"],
                              ["duration", {}, "duration", "PT7H"],
                              ["location", {}, "text", "Rjukan base, Storgata 14"],
                              ["status", {}, "text", "CONFIRMED"]], []]}),
               rec("get_ledger#ICE-27-0330", "tool:get_ledger", {
                   "booking_ref": "ICE-27-0330",
                   "lines": [{"code": "INTRO_DAY", "qty": 2, "unit_ore": 195000, "total_ore": 390000},
                             {"code": "BOOT_RENTAL", "qty": 1, "unit_ore": 15000, "total_ore": 15000}],
                   "total_ore": 405000, "paid_ore": 405000}),
               rec("get_roster#2027-02-27", "tool:get_roster", {
                   "assignments": [{"booking_ref": "ICE-27-0330", "guide": "Astrid Tveit", "cert": "IFMGA"},
                                   {"booking_ref": "ICE-27-0334", "guide": "Henrik Bø", "cert": "NF_IS_2"}]}),
               pol("rjukanis#intro",
                   "No previous climbing experience is needed, and the minimum age is 14. "
                   "Intro days run at one guide to two climbers. "
                   "Crampons, ice axes, harness and helmet are included; stiff mountaineering boots can be rented for 150 kr a pair.",
                   "2026-11"),
               psg("rjukanis#area",
                   "Rjukan's ice season usually runs from December to March.\n"
                   "The Vemork gorge routes are a 20-minute walk from the parking."),
           ])
b.ok("Crampons, axes, harness and helmet are included for both of you. Boots aren't included – one pair is rented on your booking at 150 kr. "
     "Saturday 27.02, 09:00 at the Rjukan base, seven hours. Astrid Tveit guides you: one guide to the two of you.",
     [S("Crampons, axes, harness and helmet are included for both of you"), S("Boots aren't included"),
      S("one pair is rented on your booking at 150 kr"), S("Saturday 27.02, 09:00 at the Rjukan base"), S("seven hours"),
      S("Astrid Tveit guides you"), S("one guide to the two of you")],
     ["150 kr", "Astrid Tveit"],
     "Policy lists included gear and boot rental at 150 kr; ledger BOOT_RENTAL qty 1; vevent 27.02 09:00 PT7H; roster Astrid Tveit on ICE-27-0330.")
b.ok("Included: crampons, ice axes, harness, helmet. Not included: boots – 150 kr a pair to rent. You've got one pair booked. No experience needed.",
     [S("Included: crampons, ice axes, harness, helmet"), S("Not included: boots"), S("150 kr a pair to rent"),
      S("You've got one pair booked"), S("No experience needed")],
     ["150 kr", "one pair"],
     "Policy sentences; BOOT_RENTAL qty 1 in the ledger.")
b.ok("Total paid is four thousand and fifty kroner: two intro places at 1 950 kr each and one boot rental.",
     [S("Total paid is four thousand and fifty kroner"), S("two intro places at 1 950 kr each"), S("one boot rental")],
     ["four thousand and fifty kroner"],
     "paid_ore 405000 = 4 050 kr; INTRO_DAY qty 2 unit 195000; BOOT_RENTAL qty 1.")
b.bad("boots-ratio",
      "Crampons, axes, harness, helmet and boots are all included. One guide per four climbers on intro days. Saturday 09:00, Astrid Tveit.",
      [C("Crampons, axes, harness, helmet and boots are all included", "NLI_CONTRADICTION"),
       C("One guide per four climbers", "NLI_CONTRADICTION"), S("Saturday 09:00, Astrid Tveit")],
      ["helmet and boots are all included", "One guide per four climbers"], ["unlisted_perk", "wrong_value"],
      "Boots are a 150 kr rental, not included; the ratio is one guide to two climbers.")
b.bad("other-guide",
      "Henrik Bø is your guide on Saturday 27.02 from 09:00. Boot rental is 250 kr a pair; you have one pair booked.",
      [C("Henrik Bø is your guide", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"), S("Saturday 27.02 from 09:00"),
       C("Boot rental is 250 kr a pair", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"), S("you have one pair booked")],
      ["Henrik Bø is your guide", "250 kr a pair"], ["other_record_value", "wrong_amount"],
      "Henrik Bø is rostered on the other booking ICE-27-0334; boot rental is 150 kr (unit_ore 15000).")
b.fix("Saturday 27.02 at 09:00, Astrid Tveit guiding. Gear is included; boots are extra, and one pair is rented. Paid in full: 3 900 kr.",
      [S("Saturday 27.02 at 09:00, Astrid Tveit guiding"), S("Gear is included"), S("boots are extra"),
       S("one pair is rented"), C("Paid in full: 3 900 kr", "AMOUNT_MISMATCH")],
      ["4 050|4050|4,050", "Astrid Tveit"], ["Paid in full: 3 900 kr"], ["wrong_arithmetic"],
      "paid_ore 405000 includes the 15000 øre boot rental: 4 050 kr.")

# ---------------------------------------------------------------- B15 ice climbing: private guide, two days, quote v2
b = Bundle("ice-private-guide", "ice-climbing guides",
           "Can you confirm my two days with the guide and the balance?",
           [
               rec("get_booking#ICE-27-0471", "tool:get_booking", {
                   "booking_ref": "ICE-27-0471", "climber": "Fredrik Lund",
                   "jcal": ["vcalendar", [["prodid", {}, "text", "-//Rjukan Is//Guide 1.9//EN"]],
                            [["vevent",
                              [["uid", {}, "text", "guide-0471@rjukanis.no"],
                               ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-03-02T08:00:00"],
                               ["duration", {}, "duration", "PT8H"],
                               ["rrule", {}, "recur", {"freq": "DAILY", "count": 2}],
                               ["sequence", {}, "integer", 1],
                               ["status", {}, "text", "CONFIRMED"]], []]]]}),
               rec("get_quote#ICE-27-0471@v1", "tool:get_quote", {
                   "quote_version": 1, "state": "SUPERSEDED", "days": 3, "total_ore": 1560000,
                   "first_day": "2027-03-01"}),
               rec("get_quote#ICE-27-0471@v2", "tool:get_quote", {
                   "quote_version": 2, "state": "ACCEPTED", "days": 2, "day_rate_ore": 520000, "total_ore": 1040000,
                   "deposit_paid_ore": 312000, "balance_ore": 728000, "balance_due": "2027-02-16"}),
               rec("get_roster#guide-0471", "tool:get_roster", {"guide": {"name": "Eirik Haugland", "cert": "IFMGA"}}),
               pol("rjukanis#private",
                   "A guide day covers up to two climbers. "
                   "The balance is due 14 days before the first day, and unpaid bookings are released. "
                   "The guide chooses the routes on the day from ice and avalanche conditions.", "2026-11"),
           ], now="2027-02-05T11:00:00+01:00")
b.ok("Two days, Tuesday 2 and Wednesday 3 March, 08:00–16:00 each, with Eirik Haugland (IFMGA). "
     "Guide fee 10 400 kr; 3 120 kr deposit paid, 7 280 kr due by 16.02. If it isn't paid by then, the days are released. "
     "He picks the routes on the day from ice and avalanche conditions.",
     [S("Two days, Tuesday 2 and Wednesday 3 March"), S("08:00–16:00 each"), S("with Eirik Haugland (IFMGA)"),
      S("Guide fee 10 400 kr"), S("3 120 kr deposit paid"), S("7 280 kr due by 16.02"),
      S("If it isn't paid by then, the days are released"),
      S("He picks the routes on the day from ice and avalanche conditions")],
     ["7 280 kr", "16.02"],
     "Vevent 02.03 08:00 PT8H DAILY count 2; accepted quote v2 totals 1040000, deposit 312000, balance 728000 øre due 2027-02-16; roster; policy.")
b.ok("Confirmed: Eirik Haugland, 02.–03.03. Balance 7 280 kr, due 16 February.",
     [S("Confirmed: Eirik Haugland, 02.–03.03"), S("Balance 7 280 kr"), S("due 16 February")],
     ["7 280 kr", "16 February"],
     "Status CONFIRMED; quote v2 balance_ore 728000 and balance_due 2027-02-16.")
b.bad("old-quote",
      "Three days with Eirik Haugland from Tuesday 2 March, 15 600 kr in total. Deposit of 3 120 kr is paid.",
      [C("Three days with Eirik Haugland", "VALUE_MISMATCH"), S("from Tuesday 2 March"),
       C("15 600 kr in total", "AMOUNT_MISMATCH"), S("Deposit of 3 120 kr is paid")],
      ["Three days", "15 600 kr"], ["stale_value", "stale_value"],
      "3 days and 1560000 øre come from quote v1, state SUPERSEDED; accepted v2 is 2 days, 10 400 kr.")
b.bad("due-on-arrival",
      "Eirik Haugland has you on 2 and 3 March, starting 09:00. The 7 280 kr balance is due on arrival.",
      [S("Eirik Haugland has you on 2 and 3 March"), C("starting 09:00", "VALUE_MISMATCH", "DATE_MISMATCH"),
       S("The 7 280 kr balance"), C("is due on arrival", "NLI_CONTRADICTION", "DATE_MISMATCH")],
      ["starting 09:00", "due on arrival"], ["wrong_time", "wrong_policy_condition"],
      "dtstart is 08:00; balance_due is 2027-02-16 and policy says 14 days before the first day.")
b.fix("Eirik Haugland guides you 02.–03.03 from 08:00. Deposit paid; 7 280 kr is due by 23.02.",
      [S("Eirik Haugland guides you 02.–03.03 from 08:00"), S("Deposit paid"), S("7 280 kr is due"),
       C("by 23.02", "DATE_MISMATCH")],
      ["16.02|16 February|16 Feb", "7 280"], ["by 23.02"], ["wrong_date"],
      "balance_due is 2027-02-16 (14 days before 02.03).")

# ---------------------------------------------------------------- B16 ice climbing: unsafe-ice cancellation, cash refund refused
b = Bundle("ice-credit-refused", "ice-climbing guides",
           "You cancelled my ice day - I'd like my money back, not a credit.",
           [
               rec("get_booking#ICE-27-0412", "tool:get_booking", {
                   "booking_ref": "ICE-27-0412", "climber": "Silje Nilsen",
                   "event": ["vevent",
                             [["uid", {}, "text", "guide-0412@hemsedalis.no"],
                              ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-01-30T08:30:00"],
                              ["duration", {}, "duration", "PT7H"],
                              ["status", {}, "text", "CANCELLED"],
                              ["x-cancel-reason", {}, "text", "ICE_CONDITIONS_UNSAFE"]], []],
                   "alternative_dates_offered": ["2027-02-13", "2027-02-20"]}),
               rec("get_ledger#ICE-27-0412", "tool:get_ledger", {
                   "booking_ref": "ICE-27-0412", "paid_ore": 240000,
                   "credit": {"code": "CR-88120", "amount_ore": 240000, "valid_until": "2028-01-30", "state": "ISSUED"}}),
               refused("issue_refund#call-12", "issue_refund", "DENY",
                       {"booking_ref": "ICE-27-0412", "amount_ore": 240000, "reason": "POLICY_CREDIT_ONLY"}),
               pol("hemsedalis#conditions",
                   "When we cancel because the ice is unsafe, you get a credit for the full amount, valid 12 months, "
                   "usable on any guided day. Cash refunds are given only when we cannot offer another date in the same season.",
                   "2026-11"),
           ], now="2027-01-29T15:00:00+01:00")
b.ok("Understood. I asked for a cash refund and it was declined: when we cancel for unsafe ice, you get a credit for the full 2 400 kr, "
     "and cash is only paid if we can't offer another date this season. We can – 13 or 20 February. "
     "Your credit CR-88120 is valid until 30.01.2028.",
     [NA("Understood."), S("I asked for a cash refund and it was declined"),
      S("when we cancel for unsafe ice, you get a credit for the full 2 400 kr"),
      S("cash is only paid if we can't offer another date this season"), S("13 or 20 February"),
      S("Your credit CR-88120 is valid until 30.01.2028")],
     ["CR-88120", "2 400 kr"],
     "issue_refund DENY (POLICY_CREDIT_ONLY); alternative_dates_offered 13.02 and 20.02; credit 240000 øre valid_until 2028-01-30.")
b.ok("Tomorrow's ice day is off – the ice isn't safe. Cash refund: declined under our policy. "
     "You hold a 2 400 kr credit (CR-88120), good for any guided day until 30 January 2028.",
     [S("Tomorrow's ice day is off"), S("the ice isn't safe"), S("Cash refund: declined under our policy"),
      S("You hold a 2 400 kr credit (CR-88120)"), S("good for any guided day until 30 January 2028")],
     ["CR-88120", "30 January 2028"],
     "now 29.01, event 30.01 CANCELLED ICE_CONDITIONS_UNSAFE; refused call DENY; credit record and policy (any guided day).")
b.bad("cash-refunded",
      "The 30.01 day is cancelled for unsafe ice. I've arranged a cash refund of 2 400 kr to your card instead of the credit.",
      [S("The 30.01 day is cancelled for unsafe ice"), C("I've arranged a cash refund of 2 400 kr", "NOT_EXECUTED")],
      ["I've arranged a cash refund"], ["refused_call_effect"],
      "issue_refund#call-12 was DENY; only the credit CR-88120 exists.")
b.bad("credit-six-months",
      "Your credit of 2 400 kr is valid for 6 months. Because the ice was unsafe, you qualify for cash back instead.",
      [S("Your credit of 2 400 kr"), C("is valid for 6 months", "DATE_MISMATCH", "NLI_CONTRADICTION"),
       S("Because the ice was unsafe"),
       C("you qualify for cash back instead", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH")],
      ["valid for 6 months", "you qualify for cash back"], ["wrong_period", "condition_unmet"],
      "valid_until 2028-01-30 is 12 months; cash only when no other date can be offered, and two were offered (refund DENY).")
b.fix("The 30.01 ice day was cancelled because of unsafe ice. You have a credit of 2 400 kr, code CR-81120, valid until 30.01.2028.",
      [S("The 30.01 ice day was cancelled because of unsafe ice"), S("You have a credit of 2 400 kr"),
       C("code CR-81120", "IDENTIFIER_MISMATCH"), S("valid until 30.01.2028")],
      ["CR-88120", "2 400", "30.01.2028"], ["CR-81120"], ["wrong_id"],
      "credit.code is CR-88120.")

# ---------------------------------------------------------------- B17 ice climbing: lead course, balance due epoch, prerequisite
b = Bundle("ice-lead-course", "ice-climbing guides",
           "When is my lead course balance due and am I all set?",
           [
               rec("get_booking#ICE-27-0598", "tool:get_booking", {
                   "booking_ref": "ICE-27-0598", "climber": "Kristian Moe", "product": "LEAD_COURSE_WI",
                   "event": ["vevent",
                             [["uid", {}, "text", "lead-0312@rjukanis.no"],
                              ["dtstart", {"tzid": "Europe/Oslo"}, "date", "2027-03-12"],
                              ["dtend", {"tzid": "Europe/Oslo"}, "date", "2027-03-15"],
                              ["status", {}, "text", "CONFIRMED"]], []],
                   "prerequisite": {"required": "WI3_SECOND", "status": "PENDING_REVIEW"}}),
               rec("get_ledger#ICE-27-0598", "tool:get_ledger", {
                   "booking_ref": "ICE-27-0598", "total_ore": 890000, "paid_ore": 200000, "balance_ore": 690000,
                   "balance_due_epoch": 1803941940}),
               pol("rjukanis#lead",
                   "The lead course needs proof that you can second WI3 ice; a guide reviews it before your place is final. "
                   "Balances unpaid at the due time release your place to the waitlist.", "2026-11"),
           ], now="2027-02-18T09:00:00+01:00")
b.ok("The balance is 6 900 kr, due by 23:59 on 1 March. Not all set yet: your WI3 proof is still under review by a guide, "
     "and your place isn't final until that's done. The course runs 12–14 March.",
     [S("The balance is 6 900 kr"), S("due by 23:59 on 1 March"), S("Not all set yet"),
      S("your WI3 proof is still under review by a guide"), S("your place isn't final until that's done"),
      S("The course runs 12–14 March")],
     ["6 900 kr", "23:59"],
     "balance_ore 690000; balance_due_epoch 1803941940 = 2027-03-01 23:59 Oslo; prerequisite PENDING_REVIEW; all-day vevent 12.03 to dtend 15.03 (exclusive).")
b.ok("Due 01.03.2027 before midnight: 6 900 kr. The 2 000 kr deposit is already in. WI3 check pending.",
     [S("Due 01.03.2027 before midnight: 6 900 kr"), S("The 2 000 kr deposit is already in"), S("WI3 check pending")],
     ["6 900 kr", "01.03.2027"],
     "Epoch converts to 01.03 23:59 local; paid_ore 200000; prerequisite status PENDING_REVIEW.")
b.bad("utc-approved",
      "Your balance of 6 900 kr is due by 22:59 on 1 March. Your WI3 check is approved, so you're all set for 12–14 March.",
      [S("Your balance of 6 900 kr"), C("by 22:59 on 1 March", "DATE_MISMATCH", "VALUE_MISMATCH"),
       C("Your WI3 check is approved", "RECORD_STATE_MISMATCH"), C("so you're all set", "RECORD_STATE_MISMATCH"),
       S("12–14 March")],
      ["22:59", "WI3 check is approved"], ["unit_conversion", "wrong_state"],
      "1803941940 is 22:59 UTC = 23:59 Oslo; prerequisite.status is PENDING_REVIEW, not approved.")
b.bad("remainder",
      "Course total is 8 900 kr and you've paid 2 000 kr, leaving 6 000 kr to pay by 1 March.",
      [S("Course total is 8 900 kr"), S("you've paid 2 000 kr"), C("leaving 6 000 kr", "AMOUNT_MISMATCH"),
       S("to pay by 1 March")],
      ["leaving 6 000 kr"], ["wrong_arithmetic"],
      "8 900 - 2 000 = 6 900 (balance_ore 690000).")
b.fix("Your lead course runs 12–14 March. 6 900 kr is due by 1 March, and your WI3 proof has been approved.",
      [S("Your lead course runs 12–14 March"), S("6 900 kr is due by 1 March"),
       C("your WI3 proof has been approved", "RECORD_STATE_MISMATCH")],
      ["review|pending|not yet|being checked|not final", "6 900"], ["has been approved"], ["wrong_state"],
      "prerequisite.status is PENDING_REVIEW.")
