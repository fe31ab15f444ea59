from lib import Bundle, S, NA, C, I, CI, rec, pol, psg, refused

# ---------------------------------------------------------------- B18 heli-skiing: 3-day package, deposit and balance
b = Bundle("heli-package", "heli-skiing",
           "What does our heli package include and what's left to pay?",
           [
               rec("get_package#HELI-27-0091", "tool:get_package", {
                   "booking_ref": "HELI-27-0091", "guests": 2, "package_code": "LYNGEN_3D",
                   "includes": ["LODGING_4N", "FULL_BOARD", "GUIDING", "AVY_GEAR", "HELI_UP_TO_6_RUNS_DAY"],
                   "jcal": ["vcalendar", [["prodid", {}, "text", "-//Lyngen Heli//Ops 5.0//EN"]],
                            [["vevent",
                              [["uid", {}, "text", "brief-0091@lyngenheli.no"],
                               ["summary", {}, "text", "Arrival + avalanche and heli safety briefing"],
                               ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-04-05T19:00:00"],
                               ["duration", {}, "duration", "PT1H30M"]], []],
                             ["vevent",
                              [["uid", {}, "text", "ski-0091@lyngenheli.no"],
                               ["summary", {}, "text", "Heli ski days"],
                               ["dtstart", {"tzid": "Europe/Oslo"}, "date", "2027-04-06"],
                               ["dtend", {"tzid": "Europe/Oslo"}, "date", "2027-04-09"],
                               ["status", {}, "text", "CONFIRMED"]], []]]]}),
               rec("get_ledger#HELI-27-0091", "tool:get_ledger", {
                   "booking_ref": "HELI-27-0091",
                   "lines": [{"code": "PKG_LYNGEN_3D", "qty": 2, "unit_ore": 8950000, "total_ore": 17900000}],
                   "deposit_paid_ore": 5370000, "balance_ore": 12530000, "balance_due": "2027-02-05"}),
               pol("lyngenheli#packages",
                   "Packages include lodging, meals, guiding, avalanche gear and helicopter time for up to 6 runs a day. "
                   "Airport transfers from Tromsø are extra. "
                   "A 30% deposit is paid at booking and the balance is due 60 days before arrival. "
                   "All guests take part in the avalanche and helicopter safety briefing on the arrival evening.", "2026-09"),
           ], now="2027-01-20T10:00:00+01:00")
b.ok("Three ski days, 6–8 April, for the two of you, with four nights' lodging, full board, guiding, avalanche gear and heli time "
     "for up to six runs a day. Airport transfers from Tromsø are extra. You've paid the 53 700 kr deposit; 125 300 kr is due by 5 February. "
     "Safety briefing on arrival evening, Monday 5 April at 19:00 – everyone attends.",
     [S("Three ski days, 6–8 April"), S("for the two of you"),
      S("four nights' lodging, full board, guiding, avalanche gear"), S("heli time for up to six runs a day"),
      S("Airport transfers from Tromsø are extra"), S("You've paid the 53 700 kr deposit"), S("125 300 kr is due by 5 February"),
      S("Safety briefing on arrival evening, Monday 5 April at 19:00"), S("everyone attends")],
     ["125 300 kr", "5 February"],
     "includes list (LODGING_4N etc.); ski-days vevent 06.04 to dtend 09.04 exclusive; briefing 05.04 19:00; ledger deposit 5370000 and balance 12530000 øre due 2027-02-05; policy for transfers and briefing.")
b.ok("- Package: 179 000 kr (2 × 89 500)\n- Paid: 53 700 kr (30 % deposit)\n- Left: 125 300 kr, due 05.02.2027\n- Not included: Tromsø transfers",
     [S("Package: 179 000 kr (2 × 89 500)"), S("Paid: 53 700 kr (30 % deposit)"), S("Left: 125 300 kr, due 05.02.2027"),
      S("Not included: Tromsø transfers")],
     ["125 300 kr", "05.02.2027"],
     "Ledger line 2 × 8950000 øre = 17900000; deposit 5370000 is 30%; balance 12530000; policy: transfers extra.")
b.bad("transfers-balance",
      "Everything is covered, Tromsø airport transfers included. Balance: 135 300 kr by 5 February. Ski days are 6–8 April.",
      [C("Tromsø airport transfers included", "NLI_CONTRADICTION"), C("Balance: 135 300 kr", "AMOUNT_MISMATCH"),
       S("by 5 February"), S("Ski days are 6–8 April")],
      ["transfers included", "135 300 kr"], ["unlisted_perk", "wrong_arithmetic"],
      "Policy: transfers from Tromsø are extra; 179 000 - 53 700 = 125 300 (balance_ore 12530000).")
b.bad("due-runs",
      "Deposit received. The balance is due 30 days before arrival, so by 6 March. The package gives you up to eight runs a day.",
      [S("Deposit received"), C("due 30 days before arrival", "NLI_CONTRADICTION"), C("so by 6 March", "DATE_MISMATCH"),
       C("up to eight runs a day", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["30 days before arrival", "by 6 March", "eight runs a day"], ["wrong_policy_condition", "wrong_date", "wrong_value"],
      "Policy: balance due 60 days before arrival; record balance_due 2027-02-05; up to 6 runs a day.")
b.fix("Deposit of 53 700 kr received; 125 300 kr remains, due 05.02. The package covers up to 6 runs a day over 4 ski days.",
      [S("Deposit of 53 700 kr received"), S("125 300 kr remains, due 05.02"), S("up to 6 runs a day"),
       C("over 4 ski days", "VALUE_MISMATCH")],
      ["3 ski days|three ski days|3 days|three days|6–8 April|06.04–08.04", "125 300"], ["4 ski days"], ["wrong_quantity"],
      "Ski-days vevent runs 06.04 to dtend 09.04 (exclusive): three days; the 4 is the lodging nights.")

# ---------------------------------------------------------------- B19 heli-skiing: unused-run credit after a windy day
b = Bundle("heli-run-credit", "heli-skiing",
           "How was my bill adjusted for the windy day?",
           [
               rec("get_run_log#HELI-27-0142", "tool:get_run_log", {
                   "booking_ref": "HELI-27-0142", "guest": "Ane Kolstad",
                   "days": [{"date": "2027-03-15", "runs": 6, "hold": None},
                            {"date": "2027-03-16", "runs": 2, "hold": "WIND_HOLD"},
                            {"date": "2027-03-17", "runs": 7, "hold": None}],
                   "guaranteed_runs_per_day": 4, "included_runs_per_day": 6}),
               rec("get_ledger#HELI-27-0142", "tool:get_ledger", {
                   "booking_ref": "HELI-27-0142",
                   "adjustments": [{"code": "UNUSED_RUN_CREDIT", "qty": 2, "unit_ore": 180000, "total_ore": -360000},
                                   {"code": "EXTRA_RUN", "qty": 1, "unit_ore": 240000, "total_ore": 240000}],
                   "net_adjustment_ore": -120000,
                   "refund": {"amount_ore": 120000, "status": "REFUND_PENDING"}}),
               pol("lyngenheli#runs",
                   "Each package day guarantees 4 runs; if weather keeps us below that, you get 1 800 kr per missing run, "
                   "settled after the trip. Runs up to 6 a day are included, and each run beyond 6 costs 2 400 kr. "
                   "A day lost entirely to weather is refunded at 9 000 kr per person.", "2026-09"),
           ], now="2027-03-22T09:00:00+01:00")
b.ok("Day two was held by wind – two runs against the four guaranteed, so you get 1 800 kr for each of the two missing runs: 3 600 kr. "
     "Day three had one run over the six included, at 2 400 kr. Net, 1 200 kr comes back to you; the refund is pending.",
     [S("Day two was held by wind"), S("two runs against the four guaranteed"),
      S("1 800 kr for each of the two missing runs: 3 600 kr"), S("Day three had one run over the six included, at 2 400 kr"),
      S("Net, 1 200 kr comes back to you"), S("the refund is pending")],
     ["1 200 kr", "3 600 kr"],
     "Run log: 16.03 runs 2 WIND_HOLD, 17.03 runs 7; ledger adjustments -360000 and +240000 øre, net -120000, refund REFUND_PENDING.")
b.ok("Credit 3 600 kr (2 missed runs × 1 800), minus 2 400 kr for the 7th run on day 3 = 1 200 kr refund, pending.",
     [S("Credit 3 600 kr (2 missed runs × 1 800)"), S("minus 2 400 kr for the 7th run on day 3"),
      S("= 1 200 kr refund, pending")],
     ["1 200 kr"],
     "Same ledger adjustments and refund status.")
b.bad("day-refund",
      "Day two only had two runs, so that whole day is refunded at 9 000 kr. Day three's extra run was 2 400 kr.",
      [S("Day two only had two runs"), C("that whole day is refunded at 9 000 kr", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"),
       S("Day three's extra run was 2 400 kr")],
      ["whole day is refunded at 9 000 kr"], ["condition_unmet"],
      "The 9 000 kr day refund needs a day lost entirely; 16.03 had 2 runs, so the per-run credit (2 × 1 800) applies.")
b.bad("credit-paid",
      "You get 3 600 kr back for the two missed runs on the windy day, and it's already been paid to your card.",
      [S("two missed runs on the windy day"), C("You get 3 600 kr back", "AMOUNT_MISMATCH"),
       C("it's already been paid to your card", "RECORD_STATE_MISMATCH")],
      ["You get 3 600 kr back", "already been paid to your card"], ["wrong_arithmetic", "wrong_state"],
      "The 3 600 kr credit is offset by the 2 400 kr extra run: net refund 120000 øre; status REFUND_PENDING.")
b.fix("Two runs short on day two: 2 × 1 800 = 3 600 kr credit. Your seventh run on day three was charged 2 400 kr. "
      "Net refund: 1 200 kr, pending. Day one had five runs.",
      [S("2 × 1 800 = 3 600 kr credit"), S("Your seventh run on day three was charged 2 400 kr"),
       S("Net refund: 1 200 kr, pending"), C("Day one had five runs", "VALUE_MISMATCH")],
      ["six runs|6 runs", "1 200"], ["five runs"], ["wrong_quantity"],
      "Run log: 2027-03-15 runs 6.")

# ---------------------------------------------------------------- B20 heli-skiing: private heli upgrade escalated
b = Bundle("heli-private-upgrade", "heli-skiing",
           "Can we upgrade to a private heli for our two days?",
           [
               rec("get_booking#HELI-27-0205", "tool:get_booking", {
                   "booking_ref": "HELI-27-0205", "group": "Wang", "skiers": 4, "aircraft_mode": "SHARED",
                   "jcal": ["vcalendar", [["prodid", {}, "text", "-//Lyngen Heli//Ops 5.0//EN"]],
                            [["vevent",
                              [["uid", {}, "text", "ski-0205@lyngenheli.no"],
                               ["dtstart", {"tzid": "Europe/Oslo"}, "date", "2027-03-18"],
                               ["dtend", {"tzid": "Europe/Oslo"}, "date", "2027-03-20"],
                               ["status", {}, "text", "CONFIRMED"]], []]]]}),
               rec("get_roster#HELI-27-0205", "tool:get_roster", {"lead_guide": "Bjørn Sæther", "second_guide": None}),
               refused("upgrade_to_private_heli#call-4", "upgrade_to_private_heli", "ESCALATE",
                       {"booking_ref": "HELI-27-0205", "days": ["2027-03-18", "2027-03-19"], "reason": "AIRCRAFT_AVAILABILITY_CHECK"}),
               pol("lyngenheli#private",
                   "Private-heli upgrades depend on aircraft availability and are confirmed by the operations manager within 48 hours. "
                   "The upgrade costs 38 000 kr per day for the group.", "2026-09"),
           ], now="2027-03-01T10:00:00+01:00")
b.ok("I've put the request to our operations manager – it depends on whether an aircraft is free, and you'll hear within 48 hours. "
     "Private heli is 38 000 kr per day for the group, so 76 000 kr for your two days, 18–19 March. "
     "Until then your booking stays on the shared heli.",
     [S("I've put the request to our operations manager"), S("it depends on whether an aircraft is free"),
      S("you'll hear within 48 hours"), S("38 000 kr per day for the group"), S("76 000 kr for your two days"),
      S("18–19 March"), S("your booking stays on the shared heli")],
     ["48 hours", "38 000 kr"],
     "upgrade call ESCALATE (AIRCRAFT_AVAILABILITY_CHECK); policy 48 h and 38 000 kr per day per group; vevent 18.03 to dtend 20.03; aircraft_mode SHARED.")
b.ok("Not confirmed yet – escalated to ops. Answer within 48 h. Price if approved: 38 000 kr/day for the group.",
     [S("Not confirmed yet"), S("escalated to ops"), S("Answer within 48 h"), S("Price if approved: 38 000 kr/day for the group")],
     ["48 h", "38 000 kr"],
     "Refused call decision ESCALATE; policy figures.")
b.bad("upgraded",
      "Done – your group has the private heli on 18 and 19 March, with 76 000 kr added to your bill. Bjørn Sæther leads.",
      [C("your group has the private heli on 18 and 19 March", "NOT_EXECUTED"),
       CI("with 76 000 kr added to your bill", "NOT_EXECUTED", "CLAIM_WITHOUT_TOOL_EVIDENCE"), S("Bjørn Sæther leads")],
      ["has the private heli", "added to your bill"], ["refused_call_effect"],
      "upgrade_to_private_heli was ESCALATE; booking still SHARED and no charge exists.")
b.bad("24h-price",
      "Upgrade request sent to operations; you'll hear within 24 hours. For the two days it comes to 38 000 kr.",
      [S("Upgrade request sent to operations"), C("within 24 hours", "NLI_CONTRADICTION"),
       C("For the two days it comes to 38 000 kr", "AMOUNT_MISMATCH", "NLI_CONTRADICTION")],
      ["within 24 hours", "it comes to 38 000 kr"], ["wrong_period", "wrong_arithmetic"],
      "Policy: answer within 48 hours; 38 000 kr is per day, so two days are 76 000 kr.")
b.fix("Your upgrade request is with the operations manager; answer within 48 hours. Cost if approved: 38 000 kr per person per day.",
      [S("Your upgrade request is with the operations manager"), S("answer within 48 hours"),
       C("38 000 kr per person per day", "NLI_CONTRADICTION")],
      ["for the group|per group|the whole group", "48 hours"], ["per person per day"], ["wrong_policy_condition"],
      "Policy prices the upgrade at 38 000 kr per day for the group, not per person.")

# ---------------------------------------------------------------- B21 heli-skiing: check-in time in UTC, briefing
b = Bundle("heli-checkin", "heli-skiing",
           "What time do I need to be at the heliport on Saturday?",
           [
               rec("get_booking#HELI-27-0333", "tool:get_booking", {
                   "booking_ref": "HELI-27-0333", "guest": "Rune Solli", "product": "HELI_DAY",
                   "jcal": ["vcalendar", [["prodid", {}, "text", "-//Lyngen Heli//Ops 5.0//EN"]],
                            [["vevent",
                              [["uid", {}, "text", "checkin-0333@lyngenheli.no"],
                               ["summary", {}, "text", "Check-in + safety briefing"],
                               ["dtstart", {}, "date-time", "2027-03-13T06:15:00Z"],
                               ["duration", {}, "duration", "PT45M"],
                               ["location", {}, "text", "Lyngseidet heliport"]], []],
                             ["vevent",
                              [["uid", {}, "text", "fly-0333@lyngenheli.no"],
                               ["summary", {}, "text", "Flying window (weather permitting)"],
                               ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-03-13T08:00:00"],
                               ["dtend", {"tzid": "Europe/Oslo"}, "date-time", "2027-03-13T15:00:00"]], []]]]}),
               pol("lyngenheli#day",
                   "Bring your own skis or board; avalanche pack, transceiver, probe and shovel are issued at check-in. "
                   "Anyone who misses the safety briefing cannot fly that day and is not refunded. "
                   "The weight limit is 110 kg including gear.", "2026-09"),
           ], now="2027-03-10T14:05:00+01:00")
b.ok("07:15 at Lyngseidet heliport, Saturday 13 March. The safety briefing runs 45 minutes and you can't fly without it – "
     "miss it and there's no refund. Transceiver, probe, shovel and avalanche pack are handed out at check-in; bring your own skis.",
     [S("07:15 at Lyngseidet heliport, Saturday 13 March"), S("The safety briefing runs 45 minutes"),
      S("you can't fly without it"), S("miss it and there's no refund"),
      S("Transceiver, probe, shovel and avalanche pack are handed out at check-in"), S("bring your own skis")],
     ["07:15", "45 minutes"],
     "Check-in dtstart 06:15Z = 07:15 Oslo (CET) with PT45M at Lyngseidet; policy for the briefing rule and kit.")
b.ok("Be there by quarter past seven on Saturday. Briefing lasts three quarters of an hour, then flying from 08:00, weather permitting.",
     [S("Be there by quarter past seven on Saturday"), S("Briefing lasts three quarters of an hour"),
      S("flying from 08:00, weather permitting")],
     ["quarter past seven"],
     "06:15Z is 07:15 local; PT45M; flying-window vevent starts 08:00 Europe/Oslo.")
b.bad("utc-checkin",
      "Check-in is 06:15 on Saturday 13.03 at Lyngseidet heliport, and the briefing takes 45 minutes.",
      [C("Check-in is 06:15", "VALUE_MISMATCH", "DATE_MISMATCH"), S("Saturday 13.03 at Lyngseidet heliport"),
       S("the briefing takes 45 minutes")],
      ["Check-in is 06:15"], ["unit_conversion"],
      "06:15 is the UTC value (Z); local Oslo time is 07:15.")
b.bad("briefing-nextday",
      "Check-in 07:15 Saturday. The briefing lasts about 15 minutes, and if you're late you can join the next day's flights instead.",
      [S("Check-in 07:15 Saturday"), C("lasts about 15 minutes", "VALUE_MISMATCH"),
       CI("you can join the next day's flights instead", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "NLI_CONTRADICTION")],
      ["about 15 minutes", "join the next day's flights"], ["wrong_period", "invented_promise"],
      "duration PT45M; policy: missing the briefing means no flying that day and no refund, nothing about another day.")
b.fix("Be at Lyngseidet heliport by 07:15 on Saturday. The safety briefing takes 45 minutes; the weight limit is 120 kg with gear.",
      [S("Be at Lyngseidet heliport by 07:15 on Saturday"), S("The safety briefing takes 45 minutes"),
       C("the weight limit is 120 kg with gear", "NLI_CONTRADICTION")],
      ["110 kg|110", "07:15"], ["120 kg"], ["wrong_value"],
      "Policy weight limit is 110 kg including gear.")

# ---------------------------------------------------------------- B22 heli-skiing: date moved into Easter, price difference
b = Bundle("heli-date-peak", "heli-skiing",
           "Did my date change go through, and do I owe anything?",
           [
               rec("get_booking#HELI-27-0260", "tool:get_booking", {
                   "booking_ref": "HELI-27-0260", "guest": "Tuva Rønning",
                   "vevent": [["uid", {}, "text", "day-0260@lyngenheli.no"],
                              ["dtstart", {"tzid": "Europe/Oslo"}, "date", "2027-03-27"],
                              ["sequence", {}, "integer", 3],
                              ["status", {}, "text", "CONFIRMED"],
                              ["x-rate", {}, "text", "PEAK_EASTER"]]}),
               rec("get_booking_history#HELI-27-0260@seq2", "tool:get_booking_history", {
                   "sequence": 2, "superseded": True,
                   "vevent": [["dtstart", {"tzid": "Europe/Oslo"}, "date", "2027-03-20"],
                              ["x-rate", {}, "text", "STANDARD"], ["x-price-ore", {}, "integer", 1450000]]}),
               rec("get_ledger#HELI-27-0260", "tool:get_ledger", {
                   "booking_ref": "HELI-27-0260", "price_ore": 1620000, "paid_ore": 1450000, "balance_ore": 170000,
                   "balance_state": "DUE_BEFORE_SERVICE"}),
               pol("lyngenheli#changes",
                   "Easter week days carry the peak rate. "
                   "When a date change alters the price, the difference is settled before the new date.", "2026-09"),
           ], now="2027-03-05T16:00:00+01:00")
b.ok("Yes – your heli day is now Saturday 27 March, Easter weekend, so it's at the peak rate: 16 200 kr instead of 14 500 kr. "
     "You've paid 14 500 kr, so 1 700 kr is due before the new date.",
     [S("your heli day is now Saturday 27 March"), S("so it's at the peak rate"), S("16 200 kr instead of 14 500 kr"),
      S("You've paid 14 500 kr"), S("1 700 kr is due before the new date")],
     ["27 March", "1 700 kr"],
     "Current vevent sequence 3 dtstart 2027-03-27, x-rate PEAK_EASTER; history seq 2 price 1450000; ledger price 1620000, paid 1450000, balance 170000 øre DUE_BEFORE_SERVICE.")
b.ok("Moved to 27.03 (was 20.03). Difference to pay: 1 700 kr, before the day.",
     [S("Moved to 27.03 (was 20.03)"), S("Difference to pay: 1 700 kr"), S("before the day")],
     ["27.03", "1 700 kr"],
     "Sequence 3 vs superseded sequence 2; balance_ore 170000 and policy (settled before the new date).")
b.bad("old-version",
      "Your heli day is confirmed for 20 March, and the price is 14 500 kr, fully paid.",
      [C("confirmed for 20 March", "DATE_MISMATCH"), C("the price is 14 500 kr", "AMOUNT_MISMATCH"),
       C("fully paid", "RECORD_STATE_MISMATCH", "AMOUNT_MISMATCH")],
      ["20 March", "the price is 14 500 kr", "fully paid"], ["stale_value", "stale_value", "wrong_state"],
      "20.03 and 1450000 øre are from superseded sequence 2; the current price is 1620000 with 170000 øre still due.")
b.bad("difference-at-checkin",
      "Moved to 27 March. New price 16 200 kr minus 14 500 kr paid: 2 700 kr to pay, payable at check-in on the day.",
      [S("Moved to 27 March"), S("New price 16 200 kr minus 14 500 kr paid"), C("2 700 kr to pay", "AMOUNT_MISMATCH"),
       C("payable at check-in on the day", "NLI_CONTRADICTION")],
      ["2 700 kr to pay", "payable at check-in"], ["wrong_arithmetic", "wrong_policy_condition"],
      "16 200 - 14 500 = 1 700 (balance_ore 170000); policy: the difference is settled before the new date.")
b.fix("Your heli day moved to 27.03. The peak rate applies, 16 200 kr; with 14 500 kr paid, 1 700 kr is due after the trip.",
      [S("Your heli day moved to 27.03"), S("The peak rate applies, 16 200 kr"), S("with 14 500 kr paid"),
       C("1 700 kr is due after the trip", "NLI_CONTRADICTION")],
      ["before|in advance|ahead of", "1 700", "27.03"], ["due after the trip"], ["wrong_policy_condition"],
      "balance_state DUE_BEFORE_SERVICE; policy says settled before the new date.")
