from lib import Bundle, S, NA, C, I, CI, rec, pol, psg, refused

# ---------------------------------------------------------------- B01 mountain hut: confirmed booking + balance
b = Bundle("hut-balance", "mountain-hut bookings",
           "Can you confirm my Skarvheim booking and tell me what I still owe?",
           [
               rec("get_calendar#HUT-27-0412", "tool:get_calendar", {
                   "calendar_id": "cal-skarvheim",
                   "jcal": ["vcalendar",
                            [["prodid", {}, "text", "-//Breidalen Hytter//Booking 4.1//EN"],
                             ["version", {}, "text", "2.0"]],
                            [["vevent",
                              [["uid", {}, "text", "hut-27-0412@breidalen-hytter.no"],
                               ["summary", {}, "text", "Skarvheim - 4 beds (Solberg)"],
                               ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-02-12T15:00:00"],
                               ["dtend", {"tzid": "Europe/Oslo"}, "date-time", "2027-02-14T11:00:00"],
                               ["status", {}, "text", "CONFIRMED"],
                               ["sequence", {}, "integer", 0],
                               ["location", {}, "text", "Skarvheim, Breidalen"],
                               ["x-beds", {}, "integer", 4]],
                              []]]]}),
               rec("get_ledger#HUT-27-0412", "tool:get_ledger", {
                   "booking_ref": "HUT-27-0412", "guest": {"name": "Ingrid Solberg", "guest_id": "G-77120"},
                   "currency": "NOK",
                   "lines": [{"code": "BED_NIGHT", "qty": 8, "unit_ore": 48000, "total_ore": 384000},
                             {"code": "LINEN_RENTAL", "qty": 4, "unit_ore": 9000, "total_ore": 36000}],
                   "total_ore": 420000, "paid_ore": 126000, "balance_ore": 294000,
                   "balance_due_date": "2027-01-29", "created_epoch": 1791270000}),
               rec("get_ledger#HUT-27-0388", "tool:get_ledger", {
                   "booking_ref": "HUT-27-0388", "guest": {"name": "Ingrid Solberg", "guest_id": "G-77120"},
                   "hut": "Trollvatn", "currency": "NOK",
                   "lines": [{"code": "BED_NIGHT", "qty": 4, "unit_ore": 48000, "total_ore": 192000}],
                   "total_ore": 192000, "paid_ore": 192000, "balance_ore": 0, "arrival": "2027-03-05"}),
               pol("hut-terms#cancel-access",
                   "Huts are self-service: bring a sleeping-bag liner or rent linen from us. "
                   "Cancellations more than 14 days before arrival are refunded minus a 300 kr booking fee. "
                   "Within 14 days of arrival, 50% of the total is refunded; no-shows get nothing back. "
                   "The door code is sent by SMS 48 hours before check-in.", "2026-10"),
               psg("kb-skarvheim#access",
                   "Skarvheim sits at 1 180 m, 6 km from the Breidalen car park.\n"
                   "The winter route is marked with poles; allow 2.5-3 hours on skis.\n"
                   "Wood stove and gas cooker. No running water in winter."),
           ])
b.ok("Confirmed. Skarvheim, 4 beds, check-in Friday 12.02 from 15:00, out by 11:00 on Sunday 14.02. "
     "Total 4 200 kr; you've paid 1 260 kr, so 2 940 kr remains, due 29.01. "
     "Door code comes by SMS 48 hours before check-in. "
     "The winter route is 6 km from the Breidalen car park – allow 2.5 to 3 hours on skis.",
     [S("Confirmed."), S("4 beds"), S("check-in Friday 12.02 from 15:00"), S("out by 11:00 on Sunday 14.02"),
      S("Total 4 200 kr"), S("you've paid 1 260 kr"), S("2 940 kr remains"), S("due 29.01"),
      S("Door code comes by SMS 48 hours before check-in"), S("6 km from the Breidalen car park"),
      S("allow 2.5 to 3 hours on skis")],
     ["2 940 kr", "12.02"],
     "Calendar vevent (CONFIRMED, 12.02 15:00 - 14.02 11:00, x-beds 4) and ledger HUT-27-0412 (total 420000, paid 126000, balance 294000 øre, due 2027-01-29) settle the case claims; policy and KB passage settle SMS code and route.")
b.ok("Hei Ingrid,\n\nYour booking HUT-27-0412 at Skarvheim is confirmed: four beds for two nights, 12–14 February 2027. "
     "The ledger shows NOK 4,200 in total (eight bed-nights plus linen for four), NOK 1,260 received and "
     "NOK 2,940 outstanding by 29 January.\n\n"
     "No running water up there in winter; there is a wood stove and a gas cooker.\n\nGod tur,\nAslak, Breidalen Hytter",
     [S("HUT-27-0412 at Skarvheim is confirmed"), S("four beds for two nights"), S("12–14 February 2027"),
      S("NOK 4,200 in total"), S("eight bed-nights plus linen for four"), S("NOK 1,260 received"),
      S("NOK 2,940 outstanding by 29 January"), S("No running water up there in winter"),
      S("there is a wood stove and a gas cooker"), NA("God tur")],
     ["NOK 2,940", "12–14 February 2027"],
     "Ledger lines (8 BED_NIGHT, 4 LINEN_RENTAL), total/paid/balance in øre and due date; the water/stove sentence is the KB passage.")
b.ok("HUT-27-0412: confirmed, 2 nights from 12 Feb, 2 940 kr left to pay by 29 Jan.",
     [S("confirmed"), S("2 nights from 12 Feb"), S("2 940 kr left to pay"), S("by 29 Jan")],
     ["2 940 kr"],
     "Status CONFIRMED, dtstart 2027-02-12 / dtend 2027-02-14, balance_ore 294000 and balance_due_date 2027-01-29.")
b.bad("policy-window",
      "Skarvheim is confirmed – 4 beds, Friday 12.02 to Sunday 14.02. Outstanding: 2 940 kr by 29.01. "
      "Cancel more than 7 days out and you get it all back, less the 300 kr fee.",
      [S("Skarvheim is confirmed"), S("4 beds, Friday 12.02 to Sunday 14.02"), S("Outstanding: 2 940 kr by 29.01"),
       C("Cancel more than 7 days out and you get it all back", "NLI_CONTRADICTION"),
       S("less the 300 kr fee")],
      ["more than 7 days out"], ["wrong_policy_condition"],
      "Policy: refund minus 300 kr only when more than 14 days before arrival; the draft moves the window to 7 days.")
b.bad("other-booking",
      "Hei Ingrid. Your Skarvheim stay is confirmed for four beds. The total comes to 1 920 kr, with 1 260 kr already paid. "
      "The door code arrives by SMS 48 hours before you check in at 15:00.",
      [S("Your Skarvheim stay is confirmed for four beds"), C("The total comes to 1 920 kr", "AMOUNT_MISMATCH"),
       S("with 1 260 kr already paid"), S("The door code arrives by SMS 48 hours before"), S("check in at 15:00")],
      ["total comes to 1 920 kr"], ["other_record_value"],
      "1 920 kr (192000 øre) is the total of her other booking HUT-27-0388 at Trollvatn; Skarvheim's total_ore is 420000.")
b.fix("Skarvheim booking HUT-27-0412 is confirmed, 4 beds, 12.02–14.02. You still owe 2 580 kr, due 29.01.",
      [S("HUT-27-0412 is confirmed"), S("4 beds, 12.02–14.02"), C("You still owe 2 580 kr", "AMOUNT_MISMATCH"),
       S("due 29.01")],
      ["2 940|2940|2,940", "HUT-27-0412", "29.01|29 Jan"], ["owe 2 580 kr"], ["wrong_arithmetic"],
      "2 580 kr is bed-nights (3 840) minus paid (1 260), skipping the 360 kr linen line; balance_ore is 294000 = 2 940 kr.")

# ---------------------------------------------------------------- B02 mountain hut: moved dates (sequence 2)
b = Bundle("hut-date-change", "mountain-hut bookings",
           "I moved my Gråfjell booking - can you confirm the new dates?",
           [
               rec("get_calendar#HUT-27-0519", "tool:get_calendar", {
                   "jcal": ["vcalendar", [["prodid", {}, "text", "-//Breidalen Hytter//Booking 4.1//EN"]],
                            [["vevent",
                              [["uid", {}, "text", "hut-27-0519@breidalen-hytter.no"],
                               ["summary", {}, "text", "Gråfjell - 2 beds (Haugen)"],
                               ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-03-05T15:00:00"],
                               ["dtend", {"tzid": "Europe/Oslo"}, "date-time", "2027-03-07T11:00:00"],
                               ["status", {}, "text", "CONFIRMED"],
                               ["sequence", {}, "integer", 2],
                               ["last-modified", {}, "date-time", "2027-02-05T08:40:00Z"],
                               ["x-beds", {}, "integer", 2]],
                              []]]]}),
               rec("get_calendar_history#HUT-27-0519@seq1", "tool:get_calendar_history", {
                   "superseded_by_sequence": 2,
                   "vevent": [["uid", {}, "text", "hut-27-0519@breidalen-hytter.no"],
                              ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-02-19T15:00:00"],
                              ["dtend", {"tzid": "Europe/Oslo"}, "date-time", "2027-02-21T11:00:00"],
                              ["status", {}, "text", "CANCELLED"],
                              ["sequence", {}, "integer", 1]]}),
               rec("get_ledger#HUT-27-0519", "tool:get_ledger", {
                   "booking_ref": "HUT-27-0519", "guest": {"name": "Lars Haugen"},
                   "lines": [{"code": "BED_NIGHT", "qty": 4, "unit_ore": 47000, "total_ore": 188000},
                             {"code": "DATE_CHANGE_FEE", "qty": 1, "unit_ore": 15000, "total_ore": 15000}],
                   "total_ore": 203000, "paid_ore": 188000, "balance_ore": 15000}),
               pol("hut-terms#changes",
                   "Check-in is from 15:00 and check-out by 11:00. "
                   "One date change per booking is free if it is made more than 21 days before the original arrival; "
                   "later changes cost 150 kr. New dates must fall within the same winter season.", "2026-10"),
           ], now="2027-02-05T10:00:00+01:00")
b.ok("Done and confirmed: Gråfjell, 2 beds, Friday 5 March from 15:00 to Sunday 7 March, out by 11:00. "
     "The change came inside 21 days of your original arrival, so there's a 150 kr fee – that's the only thing open on the account.",
     [S("Done and confirmed"), S("Gråfjell, 2 beds"), S("Friday 5 March from 15:00"), S("Sunday 7 March, out by 11:00"),
      S("The change came inside 21 days of your original arrival"), S("there's a 150 kr fee"),
      S("the only thing open on the account")],
     ["5 March", "150 kr"],
     "Current vevent sequence 2: 2027-03-05T15:00 to 2027-03-07T11:00, CONFIRMED; change made 05.02, 14 days before the old arrival 19.02; ledger balance 15000 øre is the DATE_CHANGE_FEE.")
b.ok("New dates for HUT-27-0519:\n- Arrive 05.03.2027, check-in 15:00\n- Leave 07.03.2027 by 11:00\n"
     "- 2 beds, status confirmed\n- Balance: 150 kr (date-change fee)\nYour old dates, 19.–21.02, are released.",
     [S("Arrive 05.03.2027, check-in 15:00"), S("Leave 07.03.2027 by 11:00"), S("2 beds, status confirmed"),
      S("Balance: 150 kr (date-change fee)"), S("Your old dates, 19.–21.02, are released")],
     ["05.03.2027", "150 kr"],
     "Sequence-2 vevent gives the new dates; history record shows sequence 1 (19.02-21.02) CANCELLED and superseded; ledger balance 15000 øre.")
b.bad("stale-dates",
      "Your Gråfjell booking is confirmed for 19.02–21.02, 2 beds. The date change cost 150 kr, still to pay.",
      [C("confirmed for 19.02–21.02", "DATE_MISMATCH"), S("2 beds"), S("The date change cost 150 kr"), S("still to pay")],
      ["19.02–21.02"], ["stale_value"],
      "19.02-21.02 are the sequence-1 dates, now CANCELLED/superseded; the current vevent runs 05.03-07.03.")
b.bad("fee-waived",
      "Gråfjell is confirmed for 5.–7. March. Date changes are free up to 14 days before arrival, so no fee applies to you.",
      [S("Gråfjell is confirmed for 5.–7. March"),
       C("Date changes are free up to 14 days before arrival", "NLI_CONTRADICTION"),
       C("no fee applies to you", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
      ["free up to 14 days before arrival", "no fee applies to you"], ["wrong_policy_condition", "condition_unmet"],
      "Policy says free only more than 21 days before the original arrival; ledger holds a 15000 øre DATE_CHANGE_FEE unpaid.")
b.fix("Confirmed: Gråfjell, 2 beds, 5.03 to 7.03. Check-in from 16:00, check-out by 11:00. 150 kr change fee outstanding.",
      [S("Confirmed: Gråfjell, 2 beds, 5.03 to 7.03"), C("Check-in from 16:00", "DATE_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
       S("check-out by 11:00"), S("150 kr change fee outstanding")],
      ["15:00|3 PM|3 pm", "5.03", "150 kr"], ["from 16:00"], ["wrong_time"],
      "dtstart is 2027-03-05T15:00 Europe/Oslo and the policy says check-in from 15:00.")

# ---------------------------------------------------------------- B03 mountain hut: cancellation, refund escalated
b = Bundle("hut-cancel-refund", "mountain-hut bookings",
           "I had to cancel Storebu. When do I get my money back?",
           [
               rec("get_calendar#HUT-27-0277", "tool:get_calendar", {
                   "jcal": ["vcalendar", [["prodid", {}, "text", "-//Breidalen Hytter//Booking 4.1//EN"]],
                            [["vevent",
                              [["uid", {}, "text", "hut-27-0277@breidalen-hytter.no"],
                               ["summary", {}, "text", "Storebu - 3 beds (Vik)"],
                               ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-02-19T15:00:00"],
                               ["dtend", {"tzid": "Europe/Oslo"}, "date-time", "2027-02-22T11:00:00"],
                               ["status", {}, "text", "CANCELLED"],
                               ["sequence", {}, "integer", 1],
                               ["last-modified", {}, "date-time", "2027-02-10T11:02:00Z"]],
                              []]]]}),
               rec("get_ledger#HUT-27-0277", "tool:get_ledger", {
                   "booking_ref": "HUT-27-0277", "guest": {"name": "Marte Vik"},
                   "lines": [{"code": "BED_NIGHT", "qty": 9, "unit_ore": 52000, "total_ore": 468000}],
                   "total_ore": 468000, "paid_ore": 468000, "balance_ore": 0,
                   "refund": {"eligible_ore": 234000, "status": "NOT_ISSUED", "rule": "WITHIN_14_DAYS_50_PCT"}}),
               refused("issue_refund#call-7", "issue_refund", "ESCALATE",
                       {"booking_ref": "HUT-27-0277", "amount_ore": 234000, "reason": "over agent limit 200000"}),
               pol("hut-terms#refunds",
                   "Cancellations more than 14 days before arrival are refunded minus a 300 kr booking fee. "
                   "Within 14 days of arrival, half the total is refunded. "
                   "Refunds above 2 000 kr are approved by the hut office before payout. "
                   "Approved refunds reach the original card in 5-7 business days.", "2026-10"),
           ], now="2027-02-10T13:20:00+01:00")
b.ok("Your Storebu booking (19.–22.02) is cancelled. You're inside 14 days, so the refund is half: 2 340 kr of the 4 680 kr paid. "
     "I couldn't pay it out myself – refunds over 2 000 kr need the hut office's approval, and I've sent it to them. "
     "Once approved, it reaches your card in 5–7 business days.",
     [S("is cancelled"), S("You're inside 14 days"), S("the refund is half"), S("2 340 kr of the 4 680 kr paid"),
      S("I couldn't pay it out myself"), S("refunds over 2 000 kr need the hut office's approval"),
      S("I've sent it to them"), S("reaches your card in 5–7 business days")],
     ["2 340 kr", "5–7 business days"],
     "Vevent CANCELLED; arrival 19.02 is 9 days after now; ledger eligible_ore 234000 of paid 468000; issue_refund was ESCALATE (over agent limit); policy gives approval and 5-7 days.")
b.ok("Cancelled. Refund due: 2 340 kr (50 %, inside the 14-day window). It's with the hut office for approval – not paid yet. "
     "After approval, 5–7 business days to your card.",
     [S("Cancelled."), S("Refund due: 2 340 kr"), S("50 %, inside the 14-day window"),
      S("It's with the hut office for approval"), S("not paid yet"), S("5–7 business days to your card")],
     ["2 340 kr"],
     "Same records: status CANCELLED, refund.status NOT_ISSUED, refused call ESCALATE, eligible 234000 øre.")
b.bad("refund-done",
      "Storebu is cancelled and I've refunded 2 340 kr to your card today. Expect it within 5–7 business days.",
      [S("Storebu is cancelled"), C("I've refunded 2 340 kr to your card today", "NOT_EXECUTED"),
       S("Expect it within 5–7 business days")],
      ["I've refunded 2 340 kr"], ["refused_call_effect"],
      "issue_refund#call-7 was ESCALATE, ledger refund.status NOT_ISSUED: nothing was refunded.")
b.bad("full-refund",
      "Your Storebu booking is cancelled. As you cancelled more than a week ahead, the full 4 680 kr comes back to you. "
      "It's with the hut office for approval, then about 3 business days to your card.",
      [S("Your Storebu booking is cancelled"), S("As you cancelled more than a week ahead"),
       C("the full 4 680 kr comes back to you", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"),
       S("It's with the hut office for approval"),
       C("about 3 business days to your card", "NLI_CONTRADICTION")],
      ["the full 4 680 kr comes back", "about 3 business days"], ["wrong_policy_condition", "wrong_period"],
      "Within 14 days only half is refunded (eligible 234000 øre); policy says 5-7 business days, not 3.")
b.fix("Storebu, 19.–22.02, is cancelled. The refund of 2 340 kr has been paid to your card.",
      [S("Storebu, 19.–22.02, is cancelled"), C("has been paid to your card", "NOT_EXECUTED")],
      ["escalated|approval|could not|couldn't|unable|not able|not yet|pending", "2 340 kr|2340"],
      ["has been paid to your card"], ["refused_call_effect"],
      "issue_refund was ESCALATE and refund.status NOT_ISSUED; the 2 340 kr figure itself is right.")

# ---------------------------------------------------------------- B04 mountain hut: club block booking, rrule + exdate
b = Bundle("hut-club-block", "mountain-hut bookings",
           "Which Fridays do we have Rypehytta, and is 29 January still on?",
           [
               rec("get_calendar#BLK-27-014", "tool:get_calendar", {
                   "jcal": ["vcalendar", [["prodid", {}, "text", "-//Breidalen Hytter//Booking 4.1//EN"]],
                            [["vevent",
                              [["uid", {}, "text", "blk-27-014@breidalen-hytter.no"],
                               ["summary", {}, "text", "Rypehytta - whole hut (Tindeklubben Bergen)"],
                               ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-01-08T16:00:00"],
                               ["duration", {}, "duration", "PT20H"],
                               ["rrule", {}, "recur", {"freq": "WEEKLY", "byday": "FR", "count": 6}],
                               ["exdate", {"tzid": "Europe/Oslo"}, "date-time", "2027-01-29T16:00:00"],
                               ["comment", {}, "text", "29.01 removed: stove replacement (HUT_MAINTENANCE)"],
                               ["status", {}, "text", "CONFIRMED"],
                               ["x-beds", {}, "integer", 12]],
                              []]]]}),
               rec("get_ledger#BLK-27-014", "tool:get_ledger", {
                   "booking_ref": "BLK-27-014", "account": "Tindeklubben Bergen",
                   "lines": [{"code": "WHOLE_HUT_NIGHT", "qty": 5, "unit_ore": 480000, "total_ore": 2400000}],
                   "total_ore": 2400000, "paid_ore": 1200000, "balance_ore": 1200000,
                   "balance_due_date": "2027-02-15"}),
               pol("hut-terms#club-blocks",
                   "Club block bookings are invoiced per night actually held. "
                   "Nights removed by the hut office for maintenance or closures are not charged. "
                   "Quiet hours run from 23:00. Dogs are not allowed inside the huts.", "2026-10"),
           ], now="2027-01-12T09:00:00+01:00")
b.ok("29 January is off – the hut is closed for maintenance that night, and you're not charged for it. "
     "Your nights are Fridays 8, 15 and 22 January, then 5 and 12 February: five in all, 16:00 Friday to 12:00 Saturday.",
     [S("29 January is off"), S("the hut is closed for maintenance that night"), S("you're not charged for it"),
      S("Fridays 8, 15 and 22 January, then 5 and 12 February"), S("five in all"), S("16:00 Friday to 12:00 Saturday")],
     ["29 January is off", "five in all"],
     "rrule WEEKLY FR count 6 from 08.01 with exdate 29.01 (HUT_MAINTENANCE) gives five nights; PT20H from 16:00 ends 12:00; ledger qty 5.")
b.ok("Five Fridays: 08.01, 15.01, 22.01, 05.02, 12.02. Not 29.01 (stove replacement). "
     "Invoice is 24 000 kr for the five nights; 12 000 kr paid, 12 000 kr due by 15.02.",
     [S("08.01, 15.01, 22.01, 05.02, 12.02"), S("Not 29.01 (stove replacement)"),
      S("Invoice is 24 000 kr for the five nights"), S("12 000 kr paid"), S("12 000 kr due by 15.02")],
     ["29.01", "24 000 kr"],
     "Occurrences from the rrule minus the exdate; ledger total 2400000, paid 1200000, balance 1200000 øre due 2027-02-15.")
b.bad("exdate-missed",
      "Rypehytta is yours on Fridays from 8 January, six nights in all, 29 January included. Check-in 16:00.",
      [S("Rypehytta is yours on Fridays from 8 January"), C("six nights in all", "VALUE_MISMATCH"),
       C("29 January included", "RECORD_STATE_MISMATCH", "DATE_MISMATCH"), S("Check-in 16:00")],
      ["six nights in all", "29 January included"], ["wrong_quantity", "wrong_state"],
      "count 6 is before the exdate; 29.01 is an EXDATE (maintenance), so five nights are held and 29.01 is not.")
b.bad("handover-firewood",
      "Nights: 08.01, 15.01, 22.01, 05.02, 12.02 – 29.01 is out for maintenance. "
      "Hand-over is Saturday at 14:00. I've also put you down for firewood delivery each Friday.",
      [S("Nights: 08.01, 15.01, 22.01, 05.02, 12.02"), S("29.01 is out for maintenance"),
       C("Hand-over is Saturday at 14:00", "DATE_MISMATCH", "VALUE_MISMATCH"),
       I("firewood delivery each Friday", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
      ["Saturday at 14:00", "firewood delivery each Friday"], ["wrong_time", "unrecorded_extra"],
      "Duration PT20H from 16:00 ends Saturday 12:00; no record holds a firewood delivery.")
b.fix("Your five Fridays stand: 8, 15, 22 January and 5, 12 February; 29 January was dropped for maintenance. "
      "The balance of 24 000 kr is due by 15 February.",
      [S("Your five Fridays stand"), S("8, 15, 22 January and 5, 12 February"), S("29 January was dropped for maintenance"),
       C("The balance of 24 000 kr", "AMOUNT_MISMATCH"), S("due by 15 February")],
      ["12 000|12000|12,000", "15 February|15.02"], ["balance of 24 000 kr"], ["wrong_role"],
      "24 000 kr is total_ore; balance_ore is 1200000 = 12 000 kr.")

# ---------------------------------------------------------------- B05 mountain hut: Easter waitlist (TENTATIVE)
b = Bundle("hut-easter-waitlist", "mountain-hut bookings",
           "Is my Easter booking at Fonnbu confirmed?",
           [
               rec("get_calendar#REQ-27-3310", "tool:get_calendar", {
                   "jcal": ["vcalendar", [["prodid", {}, "text", "-//Breidalen Hytter//Booking 4.1//EN"]],
                            [["vevent",
                              [["uid", {}, "text", "req-27-3310@breidalen-hytter.no"],
                               ["summary", {}, "text", "Fonnbu - 2 beds (Nygård) EASTER"],
                               ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-03-26T15:00:00"],
                               ["dtend", {"tzid": "Europe/Oslo"}, "date-time", "2027-03-29T11:00:00"],
                               ["status", {}, "text", "TENTATIVE"],
                               ["x-waitlist-position", {}, "integer", 3],
                               ["x-beds", {}, "integer", 2]],
                              []],
                             ["vevent",
                              [["uid", {}, "text", "hut-27-0610@breidalen-hytter.no"],
                               ["summary", {}, "text", "Fonnbu - 2 beds (Nygård)"],
                               ["dtstart", {"tzid": "Europe/Oslo"}, "date-time", "2027-03-12T15:00:00"],
                               ["dtend", {"tzid": "Europe/Oslo"}, "date-time", "2027-03-14T11:00:00"],
                               ["status", {}, "text", "CONFIRMED"]],
                              []]]]}),
               rec("get_ledger#REQ-27-3310", "tool:get_ledger", {
                   "booking_ref": "REQ-27-3310", "guest": {"name": "Per Nygård"},
                   "quote_total_ore": 231000, "charged_ore": 0, "payment_link_sent": False}),
               pol("hut-terms#waitlist",
                   "Easter nights (Maundy Thursday to Easter Monday) have a 3-night minimum. "
                   "Waitlisted requests are not bookings, and nothing is charged while you wait. "
                   "When a bed frees up we hold it for 24 hours and e-mail you a payment link.", "2026-10"),
           ], now="2027-02-20T11:00:00+01:00")
b.ok("Not yet. Your Easter request for Fonnbu (26.–29.03, 2 beds) is on the waitlist, number 3. Nothing has been charged. "
     "If a bed frees up we hold it 24 hours and e-mail you a payment link.",
     [S("Not yet."), S("26.–29.03, 2 beds"), S("on the waitlist, number 3"), S("Nothing has been charged"),
      S("we hold it 24 hours"), S("e-mail you a payment link")],
     ["number 3", "26.–29.03"],
     "Easter vevent status TENTATIVE with x-waitlist-position 3; ledger charged_ore 0; policy gives the 24-hour hold and payment link.")
b.ok("Per – Fonnbu at Easter is tentative, not confirmed: you're third in line for two beds, Friday 26 March to Monday 29 March. "
     "No charge until a place opens. Your 12–14 March stay there is confirmed as before.",
     [S("Fonnbu at Easter is tentative, not confirmed"), S("you're third in line for two beds"),
      S("Friday 26 March to Monday 29 March"), S("No charge until a place opens"),
      S("Your 12–14 March stay there is confirmed")],
     ["third in line", "26 March"],
     "TENTATIVE, position 3, dates from the Easter vevent; the second vevent (12.03-14.03) is CONFIRMED; policy: nothing charged while waiting.")
b.bad("confirmed-state",
      "Good news – Fonnbu is confirmed for 26.–29.03, 2 beds. The 2 310 kr will be charged when you arrive.",
      [C("Fonnbu is confirmed", "RECORD_STATE_MISMATCH"), S("26.–29.03, 2 beds"),
       CI("will be charged when you arrive", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
      ["Fonnbu is confirmed", "charged when you arrive"], ["wrong_state", "wrong_policy_condition"],
      "Status is TENTATIVE (waitlist 3); policy says payment is by e-mailed link once a bed frees up, not on arrival.")
b.bad("other-dates",
      "You're on the waitlist for Fonnbu, 12.–14.03, place 3. Easter nights need a minimum of two nights.",
      [S("You're on the waitlist for Fonnbu"), C("12.–14.03", "DATE_MISMATCH"), S("place 3"),
       C("minimum of two nights", "NLI_CONTRADICTION")],
      ["12.–14.03", "minimum of two nights"], ["other_record_value", "wrong_policy_condition"],
      "12.03-14.03 is his separate confirmed booking; the waitlisted request is 26.03-29.03; policy says 3-night minimum.")
b.fix("Fonnbu at Easter (26.–29.03) is waitlisted; you're number 5 in line. Nothing is charged yet.",
      [S("Fonnbu at Easter (26.–29.03) is waitlisted"), C("you're number 5 in line", "VALUE_MISMATCH"),
       S("Nothing is charged yet")],
      ["number 3|third|3rd|no. 3|position 3", "26.–29.03"], ["number 5 in line"], ["wrong_value"],
      "x-waitlist-position is 3.")
