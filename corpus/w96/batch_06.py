from lib import Bundle, S, NA, C, I, CI, rec, pol, psg, refused

# ---------------------------------------------------------------- B23 husky: half-day tour, one sled for two
b = Bundle("husky-halfday", "husky sledding",
           "What's the plan for our dog-sled tour on Thursday?",
           [
               rec("get_booking#HSK-27-0708", "tool:get_booking", {
                   "booking_ref": "HSK-27-0708", "guests": 2, "sleds": 1, "product": "HALF_DAY_DRIVE",
                   "event": ["vevent",
                             [["uid", {}, "text", "half-0211-am@altahusky.no"],
                              ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-02-11T10:00:00"],
                              ["duration", {}, "duration", "PT4H"],
                              ["location", {}, "text", "Gargia kennel"],
                              ["status", {}, "text", "CONFIRMED"]], []]}),
               rec("get_roster#half-0211-am", "tool:get_roster", {
                   "musher_guide": {"name": "Nils Sara", "guide_id": "MG-07"},
                   "kennel_hand": {"name": "Oda Berg", "guide_id": "KH-22"}}),
               rec("get_ledger#HSK-27-0708", "tool:get_ledger", {
                   "booking_ref": "HSK-27-0708",
                   "lines": [{"code": "ADULT_HALF_DAY", "qty": 2, "unit_ore": 265000, "total_ore": 530000}],
                   "addons": [], "paid_ore": 530000, "balance_ore": 0}),
               pol("altahusky#halfday",
                   "Each sled takes two: one drives, one rides, and you swap halfway. Drivers must be 16 or older. "
                   "Thermal suit, boots and mittens are lent out, and lunch is served in a lavvo. "
                   "Temperatures below −30 °C postpone the tour.", "2026-12"),
               psg("altahusky#extras", "Photo package from the trail: 350 kr per sled, ordered at the kennel."),
           ], now="2027-02-08T17:30:00+01:00")
b.ok("Thursday 11 February, 10:00 at Gargia kennel, four hours. One sled for the two of you – one drives, one rides, and you swap halfway. "
     "Thermal suit, boots and mittens are lent out, and lunch is in a lavvo. Nils Sara is your musher-guide. "
     "If it's colder than −30 °C we postpone.",
     [S("Thursday 11 February, 10:00 at Gargia kennel"), S("four hours"), S("One sled for the two of you"),
      S("one drives, one rides, and you swap halfway"), S("Thermal suit, boots and mittens are lent out"),
      S("lunch is in a lavvo"), S("Nils Sara is your musher-guide"), S("If it's colder than −30 °C we postpone")],
     ["10:00", "Nils Sara"],
     "Vevent 11.02 10:00 PT4H at Gargia kennel; sleds 1, guests 2; roster musher_guide Nils Sara; policy on swapping, kit, lunch and −30 °C.")
b.ok("Hei both – Thursday at ten, four hours with the dogs. Paid: 5 300 kr for the two of you.",
     [S("Thursday at ten"), S("four hours with the dogs"), S("Paid: 5 300 kr for the two of you")],
     ["5 300 kr"],
     "dtstart 10:00 PT4H; paid_ore 530000.")
b.ok("Your tour on 11.02 starts at 10:00 sharp. Drivers have to be 16 or over. The trail photo package isn't on your booking; "
     "it's 350 kr per sled at the kennel if you want it.",
     [S("Your tour on 11.02 starts at 10:00"), S("Drivers have to be 16 or over"),
      S("The trail photo package isn't on your booking"), S("350 kr per sled at the kennel")],
     ["10:00", "350 kr"],
     "Vevent dtstart; policy driver age; ledger addons empty; extras passage prices the photo package.")
b.bad("own-sleds-photo",
      "Thursday 10:00 at Gargia kennel. You'll each drive your own sled. Lunch is included, and so is a photo package.",
      [S("Thursday 10:00 at Gargia kennel"), C("You'll each drive your own sled", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
       S("Lunch is included"), CI("so is a photo package", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH")],
      ["each drive your own sled", "so is a photo package"], ["wrong_quantity", "unlisted_perk"],
      "Booking holds sleds 1 for 2 guests (two per sled); the photo package is a 350 kr extra and addons is empty.")
b.bad("time-age",
      "Thursday at 09:00, four hours out with the dogs. Drivers need to be 18 or older.",
      [C("Thursday at 09:00", "VALUE_MISMATCH", "DATE_MISMATCH"), S("four hours out with the dogs"),
       C("Drivers need to be 18 or older", "NLI_CONTRADICTION")],
      ["at 09:00", "18 or older"], ["wrong_time", "wrong_policy_condition"],
      "dtstart 10:00; policy drivers 16 or older.")
b.fix("Thursday 11.02 at 10:00, one sled for two. The tour is postponed if it drops below −20 °C.",
      [S("Thursday 11.02 at 10:00"), S("one sled for two"), C("postponed if it drops below −20 °C", "NLI_CONTRADICTION")],
      ["−30|-30|minus 30|30 °C|30 degrees", "10:00"], ["−20 °C"], ["wrong_value"],
      "Policy: below −30 °C postpones the tour.")

# ---------------------------------------------------------------- B24 husky: 3-day expedition, balance overdue
b = Bundle("husky-expedition", "husky sledding",
           "Are we good for the March expedition?",
           [
               rec("get_booking#HSK-27-0815", "tool:get_booking", {
                   "booking_ref": "HSK-27-0815", "guest": "Kaja Holt", "product": "EXPEDITION_3D",
                   "dogs_per_team": 4, "cabin_nights": 2, "cabin": "Bjørnstad wilderness cabin",
                   "event": ["vevent",
                             [["uid", {}, "text", "exp-0308@altahusky.no"],
                              ["dtstart", {"tzid": "Europe/Oslo"}, "date", "2027-03-08"],
                              ["dtend", {"tzid": "Europe/Oslo"}, "date", "2027-03-11"],
                              ["status", {}, "text", "CONFIRMED"]], []]}),
               rec("get_ledger#HSK-27-0815", "tool:get_ledger", {
                   "booking_ref": "HSK-27-0815", "total_ore": 1490000, "deposit_paid_ore": 447000,
                   "balance_ore": 1043000, "balance_due": "2027-02-06", "balance_state": "REMINDER_SENT"}),
               pol("altahusky#expedition",
                   "Expedition guests drive their own team of dogs. Sleeping bags rated to −35 °C are provided in the cabins. "
                   "The balance is due 30 days before departure; if it is still unpaid after a reminder, the place may be released.",
                   "2026-12"),
           ], now="2027-02-10T10:00:00+01:00")
b.ok("Nearly. The expedition, 8–10 March with two nights at Bjørnstad cabin, is booked, but your 10 430 kr balance was due 6 February "
     "and is still open – a reminder has gone out. If it stays unpaid, the place may be released. Please pay it soon.",
     [S("The expedition, 8–10 March"), S("with two nights at Bjørnstad cabin, is booked"),
      S("your 10 430 kr balance was due 6 February"), S("is still open"), S("a reminder has gone out"),
      S("If it stays unpaid, the place may be released"), NA("Please pay it soon.")],
     ["10 430 kr", "6 February"],
     "Vevent 08.03 to dtend 11.03 (exclusive), CONFIRMED, cabin_nights 2; ledger balance 1043000 øre due 2027-02-06, REMINDER_SENT; policy on release.")
b.ok("Booked: 08.–10.03, 2 cabin nights, your own team of four dogs. Open: 10 430 kr (due 06.02, overdue).",
     [S("Booked: 08.–10.03"), S("2 cabin nights"), S("your own team of four dogs"), S("Open: 10 430 kr (due 06.02, overdue)")],
     ["10 430 kr", "08.–10.03"],
     "dogs_per_team 4, policy own team; balance past its due date (now 10.02).")
b.bad("fully-paid",
      "All good – you're fully paid for 8–10 March, two nights at Bjørnstad cabin. Sleeping bags rated to −35 °C are provided.",
      [C("you're fully paid for 8–10 March", "RECORD_STATE_MISMATCH", "AMOUNT_MISMATCH"),
       S("two nights at Bjørnstad cabin"), S("Sleeping bags rated to −35 °C are provided")],
      ["fully paid"], ["wrong_state"],
      "balance_ore 1043000 is open with REMINDER_SENT.")
b.bad("nights-dogs",
      "Booked for 8–10 March: three nights at Bjørnstad cabin and your own team of six dogs. Balance 10 430 kr is overdue.",
      [S("Booked for 8–10 March"), C("three nights at Bjørnstad cabin", "VALUE_MISMATCH"),
       C("your own team of six dogs", "VALUE_MISMATCH"), S("Balance 10 430 kr is overdue")],
      ["three nights", "six dogs"], ["wrong_quantity", "wrong_value"],
      "cabin_nights 2, dogs_per_team 4.")
b.fix("Your expedition runs 8–10 March. The balance of 4 470 kr is overdue since 06.02.",
      [S("Your expedition runs 8–10 March"), C("The balance of 4 470 kr", "AMOUNT_MISMATCH"), S("overdue since 06.02")],
      ["10 430|10430|10,430", "8–10 March"], ["balance of 4 470 kr"], ["wrong_role"],
      "4 470 kr is deposit_paid_ore 447000; balance_ore is 1043000.")

# ---------------------------------------------------------------- B25 husky: evening tour moved later (sequence 2)
b = Bundle("husky-evening-moved", "husky sledding",
           "Has anything changed for our evening husky tour?",
           [
               rec("get_booking#HSK-27-0922", "tool:get_booking", {
                   "booking_ref": "HSK-27-0922", "guests": 3, "pickup_hotel": "Hotell Polarlys",
                   "event": ["vevent",
                             [["uid", {}, "text", "aurora-0225@tromsohusky.no"],
                              ["summary", {}, "text", "Husky under nordlyset"],
                              ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-02-25T20:30:00"],
                              ["duration", {}, "duration", "PT3H"],
                              ["sequence", {}, "integer", 2],
                              ["comment", {}, "text", "Moved later: MOONRISE"],
                              ["status", {}, "text", "CONFIRMED"]], []],
                   "pickup_offset": "-PT45M"}),
               rec("get_booking_history#HSK-27-0922@seq1", "tool:get_booking_history", {
                   "sequence": 1, "superseded": True,
                   "dtstart": ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-02-25T19:00:00"]}),
               pol("tromsohusky#evening",
                   "Hotel pick-up is 45 minutes before departure from central Tromsø hotels. "
                   "Northern lights cannot be guaranteed, and there is no refund if they do not show.", "2026-12"),
           ], now="2027-02-22T11:00:00+01:00")
b.ok("Yes – the start moved from 19:00 to 20:30 on Thursday 25 February. Pick-up at Hotell Polarlys is now 19:45. "
     "Three hours with the dogs. Northern lights can't be guaranteed, and there's no refund if they stay away.",
     [S("the start moved from 19:00 to 20:30 on Thursday 25 February"), S("Pick-up at Hotell Polarlys is now 19:45"),
      S("Three hours with the dogs"), S("Northern lights can't be guaranteed"), S("there's no refund if they stay away")],
     ["20:30", "19:45"],
     "Current sequence 2 dtstart 20:30 vs superseded sequence 1 at 19:00; pickup_offset -PT45M gives 19:45; PT3H; policy on lights.")
b.ok("New time: 20:30 (was 19:00), Thursday 25.02. The bus collects you at 19:45 from your hotel.",
     [S("New time: 20:30 (was 19:00), Thursday 25.02"), S("The bus collects you at 19:45 from your hotel")],
     ["20:30", "19:45"],
     "Sequence 2 vevent; pick-up 45 minutes before departure.")
b.bad("no-change",
      "No change – Thursday at 19:00, with pick-up at 18:15 from Hotell Polarlys.",
      [C("No change", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"), C("Thursday at 19:00", "VALUE_MISMATCH", "DATE_MISMATCH"),
       C("pick-up at 18:15", "VALUE_MISMATCH", "DATE_MISMATCH")],
      ["No change", "Thursday at 19:00", "18:15"], ["wrong_state", "stale_value", "stale_value"],
      "19:00 is the superseded sequence-1 start; current is 20:30 and pick-up 19:45.")
b.bad("lights-free",
      "Start is 20:30 on Friday 25 February, pick-up 19:45. If we don't see the northern lights, you can come again for free.",
      [S("Start is 20:30"), C("Friday 25 February", "DATE_MISMATCH"), S("pick-up 19:45"),
       C("you can come again for free", "NLI_CONTRADICTION")],
      ["Friday 25 February", "come again for free"], ["wrong_date", "invented_promise"],
      "25.02.2027 is a Thursday; policy: lights not guaranteed and no refund if they do not show.")
b.fix("Your tour now starts at 20:30 on 25.02, with hotel pick-up at 20:15.",
      [S("Your tour now starts at 20:30 on 25.02"), C("hotel pick-up at 20:15", "VALUE_MISMATCH", "DATE_MISMATCH", "NLI_CONTRADICTION")],
      ["19:45|7:45 PM|7:45 pm", "20:30"], ["pick-up at 20:15"], ["wrong_time"],
      "Pick-up is 45 minutes before the 20:30 departure: 19:45.")

# ---------------------------------------------------------------- B26 husky: cancellation, refund to Vipps
b = Bundle("husky-cancel-vipps", "husky sledding",
           "Did you get my cancellation, and how much do I get back?",
           [
               rec("get_booking#HSK-27-1010", "tool:get_booking", {
                   "booking_ref": "HSK-27-1010", "guest": "Henrik Aasen",
                   "event": ["vevent",
                             [["uid", {}, "text", "day-0314@altahusky.no"],
                              ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-03-14T10:00:00"],
                              ["status", {}, "text", "CANCELLED"],
                              ["sequence", {}, "integer", 1]], []]}),
               rec("get_ledger#HSK-27-1010", "tool:get_ledger", {
                   "booking_ref": "HSK-27-1010", "paid_ore": 420000,
                   "refund": {"status": "ISSUED", "amount_ore": 378000, "fee_ore": 42000, "method": "VIPPS",
                              "issued_epoch": 1802937600}}),
               rec("get_booking#HSK-27-1044", "tool:get_booking", {
                   "booking_ref": "HSK-27-1044", "guest": "Henrik Aasen", "status": "CONFIRMED",
                   "start": "2027-03-20T10:00:00", "paid_ore": 265000}),
               pol("altahusky#cancel",
                   "Within 7 days of the tour there is no refund, but you may pass your place to someone else. "
                   "Cancel more than 7 days before and you get the full amount back less 10%.", "2026-12"),
           ], now="2027-02-18T12:00:00+01:00")
b.ok("Got it – the 14 March tour is cancelled. You cancelled more than 7 days ahead, so you get the full amount less 10 %: "
     "3 780 kr of 4 200 kr. It went back to your Vipps this morning at 09:00. Your 20 March booking stays as it is.",
     [S("the 14 March tour is cancelled"), S("You cancelled more than 7 days ahead"), S("the full amount less 10 %"),
      S("3 780 kr of 4 200 kr"), S("It went back to your Vipps this morning at 09:00"),
      S("Your 20 March booking stays as it is")],
     ["3 780 kr", "Vipps"],
     "Vevent CANCELLED; refund ISSUED 378000 øre (fee 42000) via VIPPS at epoch 1802937600 = 18.02 09:00 Oslo; HSK-27-1044 CONFIRMED for 20.03.")
b.ok("Cancelled, refund 3 780 kr sent to Vipps on 18.02 (4 200 kr paid − 420 kr fee).",
     [S("Cancelled, refund 3 780 kr sent to Vipps on 18.02"), S("4 200 kr paid − 420 kr fee")],
     ["3 780 kr"],
     "refund.amount_ore 378000, fee_ore 42000, paid_ore 420000, method VIPPS.")
b.bad("full-both",
      "Your 14 March tour is cancelled and a refund of 4 200 kr has gone to your Vipps today. Your 20 March tour is cancelled too.",
      [S("Your 14 March tour is cancelled"), C("a refund of 4 200 kr", "AMOUNT_MISMATCH"), S("has gone to your Vipps today"),
       C("Your 20 March tour is cancelled too", "RECORD_STATE_MISMATCH")],
      ["refund of 4 200 kr", "20 March tour is cancelled too"], ["wrong_amount", "wrong_state"],
      "Refund is 378000 øre (4 200 less the 10% fee); HSK-27-1044 for 20.03 is CONFIRMED.")
b.bad("other-amount-half",
      "The 14 March tour is cancelled. A refund of 2 650 kr is on its way to your Vipps. Within 7 days we'd have refunded half.",
      [S("The 14 March tour is cancelled"), C("A refund of 2 650 kr", "AMOUNT_MISMATCH"), S("is on its way to your Vipps"),
       C("Within 7 days we'd have refunded half", "NLI_CONTRADICTION")],
      ["refund of 2 650 kr", "refunded half"], ["other_record_value", "wrong_policy_condition"],
      "2 650 kr is paid on his other booking HSK-27-1044; policy gives no refund within 7 days.")
b.fix("Your 14.03 tour is cancelled, and 3 780 kr was refunded to your card this morning.",
      [S("Your 14.03 tour is cancelled"), S("3 780 kr was refunded"), C("to your card", "VALUE_MISMATCH")],
      ["Vipps|VIPPS", "3 780"], ["to your card"], ["wrong_value"],
      "refund.method is VIPPS, not a card.")
