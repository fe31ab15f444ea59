from lib import Bundle, S, NA, C, I, CI, rec, pol, psg, refused

# ---------------------------------------------------------------- B06 avalanche course: weekend enrolment
b = Bundle("avy1-weekend", "avalanche-safety courses",
           "What do I need to know for the avalanche course this weekend?",
           [
               rec("get_enrolment#ENR-27-0883", "tool:get_enrolment", {
                   "enrolment_id": "ENR-27-0883", "participant": "Tone Brekke", "course_code": "AVY-1",
                   "state": "ENROLLED",
                   "session": {"jcal": ["vcalendar", [["prodid", {}, "text", "-//Skredskolen//Kurs 2.3//EN"]],
                               [["vevent",
                                 [["uid", {}, "text", "avy1-hemsedal-0123@skredskolen.no"],
                                  ["summary", {}, "text", "AVY-1 Grunnkurs skred - Hemsedal"],
                                  ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-01-23T08:30:00"],
                                  ["duration", {}, "duration", "PT7H"],
                                  ["rrule", {}, "recur", {"freq": "DAILY", "count": 2}],
                                  ["location", {}, "text", "Hemsedal base"],
                                  ["status", {}, "text", "CONFIRMED"],
                                  ["x-max-participants", {}, "integer", 8]],
                                 []]]]}}),
               rec("get_ledger#ENR-27-0883", "tool:get_ledger", {
                   "ref": "ENR-27-0883",
                   "lines": [{"code": "COURSE_FEE_AVY1", "amount_ore": 495000},
                             {"code": "KIT_RENTAL_TRANSCEIVER_PROBE_SHOVEL", "amount_ore": 35000}],
                   "total_ore": 530000, "paid_ore": 530000, "balance_ore": 0}),
               rec("get_roster#avy1-hemsedal-0123", "tool:get_roster", {
                   "session_uid": "avy1-hemsedal-0123@skredskolen.no",
                   "staff": [{"guide_id": "GD-104", "name": "Kari Lunde", "role": "LEAD_INSTRUCTOR", "cert": "NF_SKRED_2"},
                             {"guide_id": "GD-221", "name": "Eirik Moen", "role": "ASSISTANT", "cert": "NF_SKRED_1"}]}),
               pol("skredskolen#avy1",
                   "Minimum age is 16, and participants must be able to ski or split-board off-piste in variable snow. "
                   "Day one starts indoors at the Hemsedal base; day two is in the field all day. "
                   "Transceiver, probe and shovel can be rented for 350 kr for both days. "
                   "Helmets are not rented out. Lunch is not included.", "2026-11"),
           ], now="2027-01-20T18:00:00+01:00")
b.ok("Saturday and Sunday, 23–24 January, 08:30 start both days, seven hours each. Kari Lunde leads, with Eirik Moen assisting. "
     "Your transceiver, probe and shovel are booked – 350 kr, already paid along with the 4 950 kr course fee. "
     "Day one starts indoors at the Hemsedal base; day two is all in the field. Lunch isn't included and we don't rent helmets.",
     [S("Saturday and Sunday, 23–24 January"), S("08:30 start both days"), S("seven hours each"), S("Kari Lunde leads"),
      S("with Eirik Moen assisting"), S("Your transceiver, probe and shovel are booked"),
      S("350 kr, already paid along with the 4 950 kr course fee"), S("Day one starts indoors at the Hemsedal base"),
      S("day two is all in the field"), S("Lunch isn't included"), S("we don't rent helmets")],
     ["08:30", "Kari Lunde"],
     "Vevent dtstart 2027-01-23T08:30, PT7H, DAILY count 2; roster LEAD_INSTRUCTOR Kari Lunde, ASSISTANT Eirik Moen; ledger lines 495000 + 35000 øre paid; policy for day layout, lunch and helmets.")
b.ok("You are booked on AVY-1 this Saturday and Sunday. Both days start at half past eight and run seven hours. "
     "Transceiver, probe and shovel have been reserved for you, and everything is paid: four thousand nine hundred and fifty kroner "
     "for the course plus three hundred and fifty for the kit.",
     [S("You are booked on AVY-1 this Saturday and Sunday"), S("Both days start at half past eight"),
      S("run seven hours"), S("Transceiver, probe and shovel have been reserved for you"), S("everything is paid"),
      S("four thousand nine hundred and fifty kroner"), S("three hundred and fifty for the kit")],
     ["half past eight", "everything is paid"],
     "now is Wednesday 20.01, so this Saturday/Sunday is 23-24.01; PT7H; balance_ore 0; 495000 and 35000 øre in words.")
b.bad("lunch-lead",
      "See you Saturday 23.01 at 08:30. Lunch is included both days, and Eirik Moen is your lead instructor.",
      [S("See you Saturday 23.01 at 08:30"), C("Lunch is included both days", "NLI_CONTRADICTION"),
       C("Eirik Moen is your lead instructor", "VALUE_MISMATCH")],
      ["Lunch is included", "Eirik Moen is your lead instructor"], ["unlisted_perk", "wrong_role"],
      "Policy: lunch is not included. Roster: Eirik Moen is ASSISTANT; Kari Lunde is LEAD_INSTRUCTOR.")
b.bad("age-total",
      "The course runs 23–24 January from 08:30. Minimum age is 18. You've paid 4 950 kr in total.",
      [S("The course runs 23–24 January from 08:30"), C("Minimum age is 18", "NLI_CONTRADICTION"),
       C("You've paid 4 950 kr in total", "AMOUNT_MISMATCH")],
      ["Minimum age is 18", "paid 4 950 kr in total"], ["wrong_policy_condition", "wrong_arithmetic"],
      "Policy minimum age is 16; paid_ore 530000 = 5 300 kr (course plus the 350 kr kit), not 4 950 kr.")
b.fix("AVY-1 runs Saturday–Sunday 23–24.01, 08:30 to 16:30 each day. Kit and course are paid in full.",
      [S("AVY-1 runs Saturday–Sunday 23–24.01"), C("08:30 to 16:30 each day", "VALUE_MISMATCH", "DATE_MISMATCH"),
       S("Kit and course are paid in full")],
      ["15:30|3:30 PM|3:30 pm", "23–24.01"], ["to 16:30"], ["wrong_time"],
      "dtstart 08:30 with duration PT7H ends 15:30.")

# ---------------------------------------------------------------- B07 avalanche course: transfer refused (session full)
b = Bundle("avy2-transfer", "avalanche-safety courses",
           "Can I move my AVY-2 from 26 February to the 19 March course?",
           [
               rec("get_enrolment#ENR-27-1102", "tool:get_enrolment", {
                   "enrolment_id": "ENR-27-1102", "participant": "Sindre Berg", "state": "ENROLLED",
                   "session_uid": "avy2-0226@skredskolen.no"}),
               rec("get_sessions#AVY-2", "tool:get_sessions", {
                   "jcal": ["vcalendar", [["prodid", {}, "text", "-//Skredskolen//Kurs 2.3//EN"]],
                            [["vevent",
                              [["uid", {}, "text", "avy2-0226@skredskolen.no"],
                               ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-02-26T08:00:00"],
                               ["duration", {}, "duration", "PT8H"],
                               ["rrule", {}, "recur", {"freq": "DAILY", "count": 3}],
                               ["status", {}, "text", "CONFIRMED"],
                               ["x-seats-left", {}, "integer", 2]], []],
                             ["vevent",
                              [["uid", {}, "text", "avy2-0319@skredskolen.no"],
                               ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-03-19T08:00:00"],
                               ["duration", {}, "duration", "PT8H"],
                               ["rrule", {}, "recur", {"freq": "DAILY", "count": 3}],
                               ["status", {}, "text", "CONFIRMED"],
                               ["x-seats-left", {}, "integer", 0]], []]]]}),
               rec("get_ledger#ENR-27-1102", "tool:get_ledger", {
                   "ref": "ENR-27-1102", "total_ore": 780000, "paid_ore": 780000, "balance_ore": 0}),
               refused("transfer_enrolment#call-3", "transfer_enrolment", "DENY",
                       {"enrolment_id": "ENR-27-1102", "to_session": "avy2-0319@skredskolen.no", "reason": "SESSION_FULL"}),
               pol("skredskolen#transfers",
                   "Cancellations give a course credit valid for 12 months, not a cash refund. "
                   "Transfers to another date are free up to 21 days before the course starts, if the new session has seats. "
                   "Inside 21 days a transfer costs 500 kr.", "2026-11"),
           ], now="2027-02-01T09:30:00+01:00")
b.ok("I tried – the 19 March course is full, so the transfer was refused. You stay enrolled on 26–28 February. "
     "You're still more than 21 days out, so a move to a session with free seats costs nothing.",
     [S("the 19 March course is full"), S("the transfer was refused"), S("You stay enrolled on 26–28 February"),
      S("You're still more than 21 days out"), S("a move to a session with free seats costs nothing")],
     ["26–28 February", "full"],
     "transfer_enrolment DENY (SESSION_FULL), x-seats-left 0 for 19.03; enrolment ENROLLED on the 26.02 session (DAILY count 3); 25 days before start; policy free transfer over 21 days.")
b.ok("No space on 19.03 (0 seats left), so I couldn't move you. Your place on 26.–28.02 stands, paid in full: 7 800 kr.",
     [S("No space on 19.03 (0 seats left)"), S("I couldn't move you"), S("Your place on 26.–28.02 stands"),
      S("paid in full: 7 800 kr")],
     ["26.–28.02", "7 800 kr"],
     "x-seats-left 0; refused call; state ENROLLED; ledger paid_ore 780000, balance 0.")
b.bad("moved",
      "Done – you're moved to the 19 March session. Transfers more than 21 days ahead are free when the new session has seats.",
      [C("you're moved to the 19 March session", "NOT_EXECUTED"),
       S("Transfers more than 21 days ahead are free when the new session has seats")],
      ["you're moved to the 19 March session"], ["refused_call_effect"],
      "transfer_enrolment#call-3 was DENY (SESSION_FULL); he is still on the 26.02 session.")
b.bad("cash-time",
      "The 19 March course is full, so I couldn't transfer you. You stay on 26 February, first day from 09:00. "
      "If you cancel instead, you get a cash refund of 7 800 kr.",
      [S("The 19 March course is full"), S("I couldn't transfer you"), S("You stay on 26 February"),
       C("first day from 09:00", "VALUE_MISMATCH", "DATE_MISMATCH"),
       C("you get a cash refund of 7 800 kr", "NLI_CONTRADICTION")],
      ["first day from 09:00", "cash refund of 7 800 kr"], ["wrong_time", "wrong_policy_condition"],
      "dtstart is 08:00; the policy gives a 12-month course credit on cancellation, not cash.")
b.fix("The 19 March session has no seats, so the transfer was declined. You remain on 26–28 February. "
      "A transfer inside 21 days of the start costs 300 kr.",
      [S("The 19 March session has no seats"), S("the transfer was declined"), S("You remain on 26–28 February"),
       C("A transfer inside 21 days of the start costs 300 kr", "NLI_CONTRADICTION")],
      ["500 kr|500", "26–28 February"], ["costs 300 kr"], ["wrong_amount"],
      "Policy: inside 21 days a transfer costs 500 kr.")

# ---------------------------------------------------------------- B08 avalanche course: weather cancellation, refund issued
b = Bundle("avy-weather-cancel", "avalanche-safety courses",
           "The course was cancelled - what happens with my money?",
           [
               rec("get_enrolment#ENR-27-0951", "tool:get_enrolment", {
                   "enrolment_id": "ENR-27-0951", "participant": "Hanna Lie", "state": "CANCELLED_BY_OPERATOR",
                   "session": ["vevent",
                               [["uid", {}, "text", "avy1f-lyngen-0213@skredskolen.no"],
                                ["summary", {}, "text", "AVY-1 field day - Lyngen"],
                                ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-02-13T08:00:00"],
                                ["duration", {}, "duration", "PT8H"],
                                ["status", {}, "text", "CANCELLED"],
                                ["x-cancel-reason", {}, "text", "AVALANCHE_DANGER_LEVEL_4"]], []]}),
               rec("get_ledger#ENR-27-0951", "tool:get_ledger", {
                   "ref": "ENR-27-0951", "paid_ore": 295000,
                   "refund": {"status": "ISSUED", "amount_ore": 295000, "method": "ORIGINAL_CARD",
                              "issued_epoch": 1802450700, "tz": "Europe/Oslo"}}),
               rec("get_enrolment#ENR-27-1040", "tool:get_enrolment", {
                   "enrolment_id": "ENR-27-1040", "participant": "Hanna Lie", "course_code": "AVY-2",
                   "state": "ENROLLED", "starts": "2027-03-06", "paid_ore": 780000}),
               pol("skredskolen#operator-cancel",
                   "We make the go/no-go call by 18:00 the day before. "
                   "If we cancel for weather or avalanche danger, you choose a full refund or a free move to another date. "
                   "Refunds are paid to the original card within 10 business days.", "2026-11"),
           ], now="2027-02-13T08:00:00+01:00")
b.ok("We called off Saturday's field day at Lyngen – avalanche danger was at level 4. "
     "Your full 2 950 kr was refunded yesterday evening to the card you paid with; allow up to 10 business days for it to show. "
     "Your AVY-2 on 6 March is unaffected.",
     [S("We called off Saturday's field day at Lyngen"), S("avalanche danger was at level 4"),
      S("Your full 2 950 kr was refunded yesterday evening"), S("to the card you paid with"),
      S("allow up to 10 business days"), S("Your AVY-2 on 6 March is unaffected")],
     ["2 950 kr", "10 business days"],
     "Session status CANCELLED with AVALANCHE_DANGER_LEVEL_4; refund ISSUED 295000 øre, epoch 1802450700 = 12.02 17:45 Oslo, ORIGINAL_CARD; other enrolment ENR-27-1040 ENROLLED from 2027-03-06.")
b.ok("- Course 13.02: cancelled (avalanche danger 4)\n- Refund: 2 950 kr, issued 12.02 at 17:45\n"
     "- Arrives within 10 business days\n- AVY-2, 06.03: still on",
     [S("Course 13.02: cancelled (avalanche danger 4)"), S("Refund: 2 950 kr, issued 12.02 at 17:45"),
      S("Arrives within 10 business days"), S("AVY-2, 06.03: still on")],
     ["17:45", "2 950 kr"],
     "issued_epoch 1802450700 is 2027-02-12 16:45 UTC = 17:45 Europe/Oslo.")
b.bad("utc-period",
      "Sorry – Saturday's course was cancelled for avalanche danger level 4. "
      "Your 2 950 kr refund went out on 12.02 at 16:45 and should land within 5 business days.",
      [S("Saturday's course was cancelled for avalanche danger level 4"), S("Your 2 950 kr refund went out on 12.02"),
       C("at 16:45", "DATE_MISMATCH", "VALUE_MISMATCH"),
       C("should land within 5 business days", "NLI_CONTRADICTION")],
      ["at 16:45", "within 5 business days"], ["unit_conversion", "wrong_period"],
      "16:45 is the UTC reading of issued_epoch; Oslo time is 17:45. Policy says within 10 business days.")
b.bad("other-amount",
      "The field day was cancelled because of avalanche danger, and we've refunded you 7 800 kr. "
      "We make the call on cancellations by 18:00 the day before.",
      [S("The field day was cancelled because of avalanche danger"), C("we've refunded you 7 800 kr", "AMOUNT_MISMATCH"),
       S("by 18:00 the day before")],
      ["refunded you 7 800 kr"], ["other_record_value"],
      "7 800 kr (780000 øre) is paid on her AVY-2 enrolment ENR-27-1040; the refund is 295000 øre = 2 950 kr.")
b.fix("Saturday's Lyngen field day was cancelled (avalanche danger level 3). The full 2 950 kr has been refunded to your card.",
      [S("Saturday's Lyngen field day was cancelled"), C("avalanche danger level 3", "VALUE_MISMATCH"),
       S("The full 2 950 kr has been refunded to your card")],
      ["level 4|danger 4|level four", "2 950"], ["danger level 3"], ["wrong_value"],
      "x-cancel-reason is AVALANCHE_DANGER_LEVEL_4.")

# ---------------------------------------------------------------- B09 avalanche course: evening refresher, UTC times
b = Bundle("avy-refresher-evenings", "avalanche-safety courses",
           "When are the refresher evenings?",
           [
               rec("get_enrolment#ENR-27-0712", "tool:get_enrolment", {
                   "enrolment_id": "ENR-27-0712", "participant": "Ola Strand", "state": "ENROLLED",
                   "series": ["vevent",
                              [["uid", {}, "text", "refresh-trd-2027@skredskolen.no"],
                               ["summary", {}, "text", "Skred refresher - theory evenings"],
                               ["dtstart", {}, "date-time", "2027-01-12T17:30:00Z"],
                               ["duration", {}, "duration", "PT2H"],
                               ["rrule", {}, "recur", {"freq": "WEEKLY", "byday": "TU", "count": 4}],
                               ["location", {}, "text", "DNT-huset, room 2, Trondheim"],
                               ["status", {}, "text", "CONFIRMED"]], []]}),
               rec("get_roster#refresh-trd-2027", "tool:get_roster", {
                   "staff": [{"name": "Siri Aune", "role": "LEAD_INSTRUCTOR"}],
                   "next_series": {"uid": "refresh-trd-2027b@skredskolen.no", "lead": "Jon Rustad"}}),
               rec("get_ledger#ENR-27-0712", "tool:get_ledger", {"ref": "ENR-27-0712", "paid_ore": 120000, "balance_ore": 0}),
               pol("skredskolen#refresher",
                   "The series fee is not refundable once the first evening has started. "
                   "Missed evenings can be watched as a recording for 30 days. "
                   "The course certificate needs all four evenings; recordings count.", "2026-11"),
           ], now="2027-01-11T12:00:00+01:00")
b.ok("First evening is tomorrow, Tuesday 12 January, 18:30–20:30 at DNT-huset, room 2. "
     "Then the next three Tuesdays: 19 and 26 January, 2 February. Siri Aune teaches. "
     "Miss one and the recording is there for 30 days.",
     [S("First evening is tomorrow, Tuesday 12 January"), S("18:30–20:30 at DNT-huset, room 2"),
      S("19 and 26 January, 2 February"), S("Siri Aune teaches"), S("the recording is there for 30 days")],
     ["18:30", "2 February"],
     "dtstart 2027-01-12T17:30Z = 18:30 Oslo, PT2H, WEEKLY TU count 4 (12.01, 19.01, 26.01, 02.02); roster lead Siri Aune; policy 30-day recording.")
b.ok("Four Tuesdays from 12.01, 18:30 local time, two hours each. Paid: 1 200 kr. No refunds once the first evening has started.",
     [S("Four Tuesdays from 12.01"), S("18:30 local time"), S("two hours each"), S("Paid: 1 200 kr"),
      S("No refunds once the first evening has started")],
     ["18:30", "1 200 kr"],
     "rrule count 4 from 12.01, UTC 17:30 -> 18:30 Oslo, PT2H, paid_ore 120000; policy on refunds.")
b.bad("utc-as-local",
      "Tuesday evenings from tomorrow, 17:30 to 19:30, four sessions at DNT-huset, room 2. Siri Aune teaches.",
      [S("Tuesday evenings from tomorrow"), C("17:30 to 19:30", "VALUE_MISMATCH", "DATE_MISMATCH"),
       S("four sessions at DNT-huset, room 2"), S("Siri Aune teaches")],
      ["17:30 to 19:30"], ["unit_conversion"],
      "dtstart is 17:30 UTC (Z); in Europe/Oslo that is 18:30-20:30.")
b.bad("date-catchup",
      "Sessions are 12, 19 and 26 January and 9 February, 18:30 each. If you miss one, we'll run a private catch-up session for you.",
      [S("12, 19 and 26 January"), C("9 February", "DATE_MISMATCH"), S("18:30 each"),
       I("we'll run a private catch-up session for you", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
      ["9 February", "private catch-up session"], ["wrong_date", "invented_promise"],
      "Fourth weekly Tuesday from 12.01 is 02.02; the policy offers a 30-day recording, no private catch-up.")
b.fix("Your refresher series starts Tuesday 12.01 at 18:30, four weekly evenings. Fee paid: 120 000 kr.",
      [S("starts Tuesday 12.01 at 18:30"), S("four weekly evenings"), C("Fee paid: 120 000 kr", "AMOUNT_MISMATCH")],
      ["1 200|1200|1,200", "18:30"], ["120 000 kr"], ["unit_conversion"],
      "paid_ore 120000 is øre: 1 200 kr.")
