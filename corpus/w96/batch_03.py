from lib import Bundle, S, NA, C, I, CI, rec, pol, psg, refused

# ---------------------------------------------------------------- B10 snowshoe: sunset tour, family of three
b = Bundle("snowshoe-sunset", "snowshoe tours",
           "Just checking the details for Saturday's sunset tour.",
           [
               rec("get_booking#SNW-27-2231", "tool:get_booking", {
                   "booking_ref": "SNW-27-2231", "lead_guest": "Emma Dahl", "status_code": "BOOKED",
                   "event": ["vevent",
                             [["uid", {}, "text", "sunset-0206@beitosnosko.no"],
                              ["summary", {}, "text", "Solnedgang på truger"],
                              ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-02-06T15:30:00"],
                              ["duration", {}, "duration", "PT2H30M"],
                              ["location", {}, "text", "Beitostølen tour hut"],
                              ["status", {}, "text", "CONFIRMED"]], []]}),
               rec("get_ledger#SNW-27-2231", "tool:get_ledger", {
                   "booking_ref": "SNW-27-2231",
                   "lines": [{"code": "ADULT", "qty": 2, "unit_ore": 69000, "total_ore": 138000},
                             {"code": "CHILD_7_15", "qty": 1, "unit_ore": 39000, "total_ore": 39000}],
                   "addons": [], "total_ore": 177000, "paid_ore": 177000, "balance_ore": 0}),
               pol("beitosnosko#sunset",
                   "Children from 7 years can join the sunset tour; under-15s must come with an adult. "
                   "Snowshoes and poles are included; bring boots that keep your feet warm. "
                   "Headlamps are handed out at the start. "
                   "Meet 15 minutes before departure at the Beitostølen tour hut.", "2026-12"),
               psg("beitosnosko#extras",
                   "Extras\nHot chocolate and waffles by the fire after the tour: 120 kr per person, book ahead.\n"
                   "Photo package: 250 kr per group."),
           ], now="2027-02-03T20:00:00+01:00")
b.ok("All set for Saturday 6 February: 2 adults and 1 child on the sunset snowshoe tour, 15:30 departure, back around 18:00. "
     "Meet at the Beitostølen tour hut 15 minutes early, so 15:15. Snowshoes, poles and headlamps are provided; boots are your own. "
     "Paid in full, 1 770 kr.",
     [S("All set for Saturday 6 February"), S("2 adults and 1 child"), S("15:30 departure"), S("back around 18:00"),
      S("Meet at the Beitostølen tour hut 15 minutes early"), S("so 15:15"),
      S("Snowshoes, poles and headlamps are provided"), S("boots are your own"), S("Paid in full, 1 770 kr")],
     ["15:30", "1 770 kr"],
     "Vevent 2027-02-06T15:30, PT2H30M (ends 18:00); ledger 2 ADULT + 1 CHILD_7_15, total and paid 177000 øre; policy gives meeting time and kit.")
b.ok("Hello Emma,\n\nThank you for booking with us. Your party of three (two adults, one child) is on the 15:30 sunset tour "
     "this Saturday, two and a half hours on snowshoes. The 1,770 kr total (2 × 690 + 390) has been received.\n\n"
     "Best regards,\nTrond, Beito Snøsko",
     [NA("Thank you for booking with us."), S("Your party of three (two adults, one child)"),
      S("is on the 15:30 sunset tour this Saturday"), S("two and a half hours on snowshoes"),
      S("The 1,770 kr total (2 × 690 + 390) has been received")],
     ["15:30", "1,770 kr"],
     "Ledger unit prices 69000 and 39000 øre, total and paid 177000; PT2H30M; now Wednesday 03.02 so this Saturday is 06.02.")
b.ok("Saturday, 15:30, three of you. Be at the tour hut by 15:15. Hot chocolate and waffles aren't on your booking – "
     "120 kr per person if you want them, book ahead.",
     [S("Saturday, 15:30, three of you"), S("Be at the tour hut by 15:15"),
      S("Hot chocolate and waffles aren't on your booking"), S("120 kr per person if you want them"), S("book ahead")],
     ["15:15", "120 kr"],
     "Ledger addons is empty; extras passage prices hot chocolate and waffles at 120 kr per person, book ahead.")
b.bad("total-skips-child",
      "Two adults and one child, Saturday 6 February at 15:30. Total paid: 1 380 kr. Headlamps are handed out at the start.",
      [S("Two adults and one child"), S("Saturday 6 February at 15:30"), C("Total paid: 1 380 kr", "AMOUNT_MISMATCH"),
       S("Headlamps are handed out at the start")],
      ["Total paid: 1 380 kr"], ["wrong_arithmetic"],
      "1 380 kr is only the two adult lines; paid_ore 177000 = 1 770 kr including the child.")
b.bad("cocoa-age",
      "Your sunset tour is Saturday at 15:30. Hot chocolate by the fire is included for all three of you. "
      "Children need to be at least 10 to join.",
      [S("Your sunset tour is Saturday at 15:30"),
       CI("Hot chocolate by the fire is included for all three of you", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"),
       C("Children need to be at least 10", "NLI_CONTRADICTION")],
      ["Hot chocolate by the fire is included", "at least 10"], ["unlisted_perk", "wrong_policy_condition"],
      "Hot chocolate is a paid extra (120 kr, book ahead) and addons is empty; policy admits children from 7.")
b.fix("Saturday 06.02, sunset tour at 15:30, 2 adults + 1 child, paid 1 770 kr. The tour lasts three hours.",
      [S("Saturday 06.02, sunset tour at 15:30"), S("2 adults + 1 child"), S("paid 1 770 kr"),
       C("The tour lasts three hours", "VALUE_MISMATCH")],
      ["2.5 hours|two and a half hours|2 hours 30|2½ hours|18:00|150 minutes|2 h 30", "15:30", "1 770"],
      ["lasts three hours"], ["wrong_period"],
      "duration PT2H30M: two and a half hours.")

# ---------------------------------------------------------------- B11 snowshoe: private guided tour, roster
b = Bundle("snowshoe-private", "snowshoe tours",
           "Who is our guide on Wednesday and what do we pay on the day?",
           [
               rec("get_booking#SNW-27-2402", "tool:get_booking", {
                   "booking_ref": "SNW-27-2402", "lead_guest": "Johansen", "party_size": 5, "product": "PRIVATE_TOUR",
                   "event": ["vevent",
                             [["uid", {}, "text", "priv-2402@rondanetruger.no"],
                              ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-02-17T10:00:00"],
                              ["duration", {}, "duration", "PT4H"],
                              ["location", {}, "text", "Spranget parking, Rondane"],
                              ["status", {}, "text", "CONFIRMED"]], []]}),
               rec("get_roster#2027-02-17", "tool:get_roster", {
                   "date": "2027-02-17",
                   "assignments": [{"booking_ref": "SNW-27-2402", "guide_id": "GD-318", "name": "Mats Eriksen",
                                    "slot": "PRIMARY", "languages": ["no", "en", "de"]},
                                   {"booking_ref": "SNW-27-2402", "guide_id": "GD-127", "name": "Linnea Holm",
                                    "slot": "BACKUP", "languages": ["no", "en"]}]}),
               rec("get_ledger#SNW-27-2402", "tool:get_ledger", {
                   "booking_ref": "SNW-27-2402", "total_ore": 390000, "deposit_paid_ore": 100000,
                   "balance_ore": 290000, "balance_collect": "ON_THE_DAY"}),
               pol("rondanetruger#private",
                   "Private tours cost a flat price for up to 6 people; each extra person is 450 kr. "
                   "A 1 000 kr deposit is paid at booking and the balance on the day, by card or Vipps. "
                   "If conditions are unsafe, the guide may shorten or re-route the tour; a shortened tour is not refunded.",
                   "2026-12"),
           ], now="2027-02-14T16:00:00+01:00")
b.ok("Your guide on Wednesday 17.02 is Mats Eriksen – he speaks Norwegian, English and German. "
     "Meet at 10:00 at Spranget parking; four hours out. You've paid the 1 000 kr deposit, and 2 900 kr is due on the day, card or Vipps.",
     [S("Your guide on Wednesday 17.02 is Mats Eriksen"), S("he speaks Norwegian, English and German"),
      S("Meet at 10:00 at Spranget parking"), S("four hours out"), S("You've paid the 1 000 kr deposit"),
      S("2 900 kr is due on the day"), S("card or Vipps")],
     ["Mats Eriksen", "2 900 kr"],
     "Roster PRIMARY GD-318 Mats Eriksen (no/en/de); vevent 10:00 PT4H at Spranget; ledger deposit 100000, balance 290000 øre ON_THE_DAY; policy card or Vipps.")
b.ok("Mats Eriksen guides you. Balance on the day: 2 900 kr. Five of you fits the flat price – it covers up to six people.",
     [S("Mats Eriksen guides you"), S("Balance on the day: 2 900 kr"), S("Five of you fits the flat price"),
      S("it covers up to six people")],
     ["Mats Eriksen", "2 900 kr"],
     "Roster PRIMARY slot; balance_ore 290000; party_size 5 and policy flat price up to 6.")
b.bad("backup-total",
      "Linnea Holm will guide you on Wednesday at 10:00. The balance on the day is 3 900 kr, by card or Vipps.",
      [C("Linnea Holm will guide you", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"), S("on Wednesday at 10:00"),
       C("The balance on the day is 3 900 kr", "AMOUNT_MISMATCH"), S("by card or Vipps")],
      ["Linnea Holm will guide you", "3 900 kr"], ["wrong_name", "wrong_role"],
      "Linnea Holm is the BACKUP slot; Mats Eriksen is PRIMARY. 3 900 kr is total_ore; balance_ore is 290000.")
b.bad("shortened-refund",
      "Mats Eriksen, Wednesday 10:00 at Spranget. If the weather cuts the tour short, we refund the difference. "
      "Extra people beyond six are 350 kr each.",
      [S("Mats Eriksen, Wednesday 10:00 at Spranget"),
       C("If the weather cuts the tour short, we refund the difference", "NLI_CONTRADICTION"),
       C("Extra people beyond six are 350 kr each", "NLI_CONTRADICTION")],
      ["we refund the difference", "350 kr each"], ["invented_promise", "wrong_amount"],
      "Policy: a shortened tour is not refunded; each extra person is 450 kr.")
b.fix("Mats Eriksen guides you on Thursday 17.02 from 10:00. Balance due on the day: 2 900 kr.",
      [S("Mats Eriksen guides you"), C("Thursday 17.02", "DATE_MISMATCH"), S("from 10:00"),
       S("Balance due on the day: 2 900 kr")],
      ["Wednesday|Wed|onsdag", "2 900", "Mats Eriksen"], ["Thursday"], ["wrong_date"],
      "17.02.2027 is a Wednesday.")

# ---------------------------------------------------------------- B12 snowshoe: full-moon tour, TENTATIVE
b = Bundle("snowshoe-fullmoon", "snowshoe tours",
           "Is Saturday's full-moon tour going ahead?",
           [
               rec("get_booking#SNW-27-2510", "tool:get_booking", {
                   "booking_ref": "SNW-27-2510", "lead_guest": "Jonas Aas", "party_size": 2,
                   "event": ["vevent",
                             [["uid", {}, "text", "fullmoon-0220@beitosnosko.no"],
                              ["summary", {}, "text", "Fullmånetur på truger"],
                              ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-02-20T20:00:00"],
                              ["duration", {}, "duration", "PT2H"],
                              ["status", {}, "text", "TENTATIVE"],
                              ["x-go-decision", {"tzid": "Europe/Oslo"}, "date-time", "2027-02-19T18:00:00"],
                              ["x-tentative-reason", {}, "text", "CLOUD_COVER_FORECAST"]], []],
                   "next_fullmoon_session": "2027-03-21T20:00:00"}),
               rec("get_ledger#SNW-27-2510", "tool:get_ledger", {
                   "booking_ref": "SNW-27-2510",
                   "lines": [{"code": "ADULT", "qty": 2, "unit_ore": 79000, "total_ore": 158000}],
                   "paid_ore": 158000, "balance_ore": 0}),
               pol("beitosnosko#fullmoon",
                   "Full-moon tours run only on a clear-sky forecast. "
                   "We confirm or cancel by SMS by 18:00 the day before. "
                   "If we cancel, you choose a full refund or a place on the next full-moon date.", "2026-12"),
           ], now="2027-02-18T12:00:00+01:00")
b.ok("Not decided yet – it's tentative while we watch the cloud forecast. We'll confirm or cancel by SMS by 18:00 tomorrow (Friday). "
     "If it's off, you choose: a full refund of your 1 580 kr or a place on the next full-moon tour.",
     [S("Not decided yet"), S("it's tentative while we watch the cloud forecast"),
      S("We'll confirm or cancel by SMS by 18:00 tomorrow (Friday)"), S("a full refund of your 1 580 kr"),
      S("a place on the next full-moon tour")],
     ["18:00", "1 580 kr"],
     "Status TENTATIVE with CLOUD_COVER_FORECAST; x-go-decision 19.02 18:00 (tomorrow from Thursday 18.02); paid 158000 øre; policy on the choice.")
b.ok("Status: tentative. Decision by 18:00 on 19.02. The tour itself is Saturday 20.02, 20:00–22:00, for two people.",
     [S("Status: tentative"), S("Decision by 18:00 on 19.02"), S("Saturday 20.02, 20:00–22:00"), S("for two people")],
     ["19.02", "20:00"],
     "x-go-decision 2027-02-19T18:00; dtstart 20:00 with PT2H; party_size 2.")
b.bad("confirmed",
      "Yes, Saturday's full-moon tour is confirmed – 20:00 start, two people. Dress for minus double digits.",
      [C("Saturday's full-moon tour is confirmed", "RECORD_STATE_MISMATCH"), S("20:00 start, two people"),
       I("Dress for minus double digits", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
      ["tour is confirmed", "minus double digits"], ["wrong_state", "invented_fact"],
      "Status is TENTATIVE pending the 19.02 18:00 decision; no evidence gives a temperature.")
b.bad("decision-day-refund",
      "It's tentative for now. The decision comes by 18:00 on Saturday, and if it's cancelled you'll get 790 kr back.",
      [S("It's tentative for now"), C("by 18:00 on Saturday", "DATE_MISMATCH", "NLI_CONTRADICTION"),
       C("you'll get 790 kr back", "AMOUNT_MISMATCH")],
      ["18:00 on Saturday", "790 kr back"], ["wrong_date", "wrong_arithmetic"],
      "x-go-decision is Friday 19.02 18:00 (the day before); the full refund is 158000 øre = 1 580 kr, 790 kr is one ticket.")
b.fix("It's still tentative – we decide by 18:00 tomorrow and text you. The tour would start at 21:00 on Saturday.",
      [S("It's still tentative"), S("we decide by 18:00 tomorrow and text you"),
       C("start at 21:00 on Saturday", "VALUE_MISMATCH", "DATE_MISMATCH")],
      ["20:00|8 PM|8 pm", "18:00"], ["21:00"], ["wrong_time"],
      "dtstart 2027-02-20T20:00 Europe/Oslo.")

# ---------------------------------------------------------------- B13 snowshoe: gift card balance
b = Bundle("snowshoe-giftcard", "snowshoe tours",
           "How much is left on my gift card GC-4471-NW?",
           [
               rec("get_voucher#GC-4471-NW", "tool:get_voucher", {
                   "code": "GC-4471-NW", "state": "ACTIVE", "initial_ore": 150000, "remaining_ore": 61000,
                   "redemptions": [{"booking_ref": "SNW-27-1905", "amount_ore": 89000, "at_epoch": 1799917200}],
                   "expires": "2028-12-31"}),
               rec("get_voucher#GC-3920-NW", "tool:get_voucher", {
                   "code": "GC-3920-NW", "state": "EXPIRED", "initial_ore": 100000, "remaining_ore": 40000,
                   "expires": "2026-12-31"}),
               pol("beitosnosko#giftcards",
                   "Gift cards are valid for 24 months from purchase and can be used on any tour. "
                   "A part-used card keeps its remaining value until it expires. "
                   "Gift cards cannot be exchanged for cash, and expired cards cannot be extended.", "2026-12"),
           ], now="2027-01-28T12:30:00+01:00")
b.ok("GC-4471-NW has 610 kr left – 890 kr went on booking SNW-27-1905. It's valid until 31.12.2028 and works on any tour.",
     [S("GC-4471-NW has 610 kr left"), S("890 kr went on booking SNW-27-1905"), S("valid until 31.12.2028"),
      S("works on any tour")],
     ["610 kr", "31.12.2028"],
     "Voucher remaining_ore 61000, redemption 89000 on SNW-27-1905, expires 2028-12-31; policy: any tour.")
b.ok("Six hundred and ten kroner remaining; the card is active until 31 December 2028. It can't be cashed out, though.",
     [S("Six hundred and ten kroner remaining"), S("the card is active until 31 December 2028"),
      S("It can't be cashed out")],
     ["Six hundred and ten kroner", "31 December 2028"],
     "remaining_ore 61000 in words, state ACTIVE, expires 2028-12-31; policy: no cash exchange.")
b.bad("expired-card",
      "Your gift card has 400 kr left and is valid until 31.12.2027. It works on any tour.",
      [C("Your gift card has 400 kr left", "AMOUNT_MISMATCH"), C("valid until 31.12.2027", "DATE_MISMATCH"),
       S("It works on any tour")],
      ["400 kr left", "31.12.2027"], ["other_record_value", "wrong_date"],
      "400 kr is the remainder on the expired card GC-3920-NW; GC-4471-NW has 61000 øre and expires 2028-12-31.")
b.bad("remainder-cash",
      "1 500 kr minus the 890 kr tour leaves you 710 kr on GC-4471-NW. We can pay out the rest in cash if you prefer.",
      [S("1 500 kr minus the 890 kr tour"), C("leaves you 710 kr", "AMOUNT_MISMATCH"),
       C("We can pay out the rest in cash if you prefer", "NLI_CONTRADICTION")],
      ["leaves you 710 kr", "pay out the rest in cash"], ["wrong_arithmetic", "invented_promise"],
      "1 500 - 890 = 610 (remaining_ore 61000); policy: gift cards cannot be exchanged for cash.")
b.fix("Your card GC-4471-NW is active with 610 kr remaining, valid until 31.12.2027.",
      [S("GC-4471-NW is active with 610 kr remaining"), C("valid until 31.12.2027", "DATE_MISMATCH")],
      ["31.12.2028|31 December 2028|2028", "610"], ["31.12.2027"], ["wrong_date"],
      "expires is 2028-12-31.")
