from common import S, N, C, I, CI, rec, pol, psg, refused, case

D = "railway reservations"
POL_C = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
POL_I = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]

# ---- R1: waitlisted PNR ------------------------------------------------------------------
R1 = [
    rec("get_pnr_status#4521876390", "tool:get_pnr_status", {
        "pnr": "4521876390",
        "train": {"number": "12627", "name": "Karnataka Express", "from": "SBC", "to": "NDLS",
                  "departure": "2026-05-14T19:20:00+05:30"},
        "journey_date": "14-05-2026", "class": "3A", "quota": "GN", "chart_status": "CHART_NOT_PREPARED",
        "passengers": [{"serial": 1, "booking_status": "WL/38", "current_status": "RAC/3"},
                       {"serial": 2, "booking_status": "WL/39", "current_status": "WL/2"}]}),
    pol("rail-rules#chart-waitlist", "Charts are prepared about four hours before the scheduled departure from "
        "the originating station. If every passenger on an e-ticket is still waitlisted when the chart is "
        "prepared, the ticket is cancelled automatically and the fare, less a clerkage of Rs. 60 per passenger, "
        "is refunded to the original payment account. Passengers holding RAC may board and share a side-lower "
        "berth. A waitlisted passenger on a partly confirmed or RAC ticket may not board a reserved coach.",
        revision="2025-10"),
]
Q1 = "What is the status of PNR 4521876390? Will both of us be able to travel on 14 May?"
NOW1 = "2026-05-12T16:45:00+05:30"
NT1 = "current_status: P1 RAC/3, P2 WL/2 (booked WL/38, WL/39); CHART_NOT_PREPARED; policy: chart ~4 h before departure, auto-cancel only when every passenger is waitlisted."

# ---- R2: cancellation refund -------------------------------------------------------------
R2 = [
    rec("get_cancellation#2849107735", "tool:get_cancellation", {
        "pnr": "2849107735", "train": {"number": "12430", "name": "Lucknow AC Superfast"}, "class": "2A",
        "journey_date": "28-04-2026", "passengers_cancelled": 2,
        "cancelled_at": "2026-04-20T09:12:00+05:30",
        "fare": {"ticket_fare": "4290.00", "convenience_fee": "35.40", "currency": "INR"},
        "cancellation_charges": "480.00",
        "refund": {"amount": "3810.00", "currency": "INR", "status": "REFUND_INITIATED",
                   "mode": "ORIGINAL_PAYMENT", "expected_by": "27-04-2026"}}),
    pol("rail-rules#cancellation", "For confirmed tickets cancelled more than 48 hours before departure, a flat "
        "charge is deducted per passenger: Rs. 240 for AC First Class and AC 2-tier, Rs. 180 for AC 3-tier, and "
        "Rs. 120 for Sleeper class. The convenience fee paid at booking is not refundable. Refunds are credited "
        "to the original payment mode within 5-7 working days.", revision="2025-10"),
]
Q2 = "I cancelled PNR 2849107735. How much will I get back and by when?"
NT2 = "fare 4290.00, charges 480.00 (2 x 240 for 2A), refund 3810.00 REFUND_INITIATED, expected 27-04-2026; convenience fee 35.40 not refundable."

# ---- R3: rescheduled train, refused cancel -------------------------------------------------
R3 = [
    rec("get_train_status#12295-22-04-2026", "tool:get_train_status", {
        "train_number": "12295", "train_name": "Sanghamitra Express", "run_date": "22-04-2026",
        "status": "RESCHEDULED", "station": "SBC",
        "scheduled_departure": "2026-04-22T09:00:00+05:30", "revised_departure": "2026-04-22T12:15:00+05:30",
        "delay": "PT3H15M", "platform": None}),
    rec("get_pnr#6130458821", "tool:get_pnr", {
        "pnr": "6130458821", "train_number": "12295", "journey_date": "22-04-2026", "class": "SL",
        "booking_status": "CNF", "coach": "S7", "berths": ["S7/33", "S7/36"], "ticket_status": "ACTIVE"}),
    refused("cancel_ticket#call-1", "cancel_ticket", "ESCALATE", {"pnr": "6130458821", "refund_type": "FULL"}),
    pol("rail-rules#rescheduling", "When a train is rescheduled to depart three hours or more after its "
        "scheduled time, passengers may cancel online before the revised departure and receive the full fare "
        "without any cancellation charge. For delays of less than three hours, the normal cancellation charges "
        "apply. Platform numbers are announced about 30 minutes before departure.", revision="2025-10"),
]
Q3 = "My train 12295 today is late. When will it leave, and can I cancel for a full refund? Please cancel it."
NOW3 = "2026-04-22T07:40:00+05:30"
NT3 = "RESCHEDULED 09:00 -> 12:15 IST (PT3H15M); PNR CNF S7/33, S7/36 ACTIVE; cancel_ticket ESCALATE; policy: >= 3 h delay gives full refund."

# ---- R4: failed booking, money debited -------------------------------------------------------
R4 = [
    rec("get_transaction#RS8830201175", "tool:get_transaction", {
        "txn_id": "RS8830201175", "created_at": "2026-04-30T22:41:07+05:30", "status": "BOOKING_FAILED",
        "amount_paise": 186500, "currency": "INR",
        "payment": {"mode": "UPI", "vpa_masked": "ra****@okbank", "debited": True}, "pnr": None,
        "auto_refund": {"status": "REFUND_SCHEDULED", "scheduled_on": "03-05-2026"}}),
    rec("get_transaction#RS8830199620", "tool:get_transaction", {
        "txn_id": "RS8830199620", "created_at": "2026-04-30T22:29:51+05:30", "status": "BOOKED",
        "amount_paise": 92000, "currency": "INR", "payment": {"mode": "UPI", "debited": True},
        "pnr": "8204417763", "auto_refund": None}),
    pol("rail-rules#failed-txn", "Customers do not need to file a TDR or raise a complaint for failed "
        "transactions. When money is debited but no ticket is issued, the amount is refunded automatically to "
        "the same account within 3 working days of the transaction. If it has not arrived after 3 working days, "
        "please share the UPI reference number with us.", revision="2026-02"),
]
Q4 = "Rs 1865 was deducted last night but I got no ticket. What happened?"
NOW4 = "2026-05-01T20:00:00+05:30"
NT4 = "RS8830201175: BOOKING_FAILED, 186500 paise = Rs 1,865, pnr null, REFUND_SCHEDULED 03-05-2026 (a Sunday); the other txn (Rs 920, PNR 8204417763) is a separate booking."

CASES = [
    # R1 correct
    case(D, "pnr-waitlist", Q1,
         "Thank you for your query. For PNR 4521876390 (12627 Karnataka Express, 14-05-2026, 3A), passenger 1 has "
         "moved up to RAC 3 and passenger 2 is now at waitlist position 2. The chart has not been prepared yet; it "
         "is usually prepared about four hours before departure. Passenger 1 may board and will share a "
         "side-lower berth, but if passenger 2 is still waitlisted after the chart, they may not board a reserved "
         "coach.", R1,
         [N("Thank you for your query."), S("passenger 1 has moved up to RAC 3"),
          S("passenger 2 is now at waitlist position 2"), S("The chart has not been prepared yet"),
          S("about four hours before departure"), S("will share a side-lower berth"),
          S("they may not board a reserved coach")],
         now=NOW1, notes=NT1, includes=["RAC 3", "waitlist position 2"]),
    case(D, "pnr-waitlist", Q1,
         "Current status of PNR 4521876390:\n• Passenger 1: RAC/3 (booked at WL/38)\n"
         "• Passenger 2: WL/2 (booked at WL/39)\n• Chart: not yet prepared\n"
         "The chart is prepared roughly four hours before the train leaves, so please check again on the "
         "evening of your journey.", R1,
         [S("Passenger 1: RAC/3 (booked at WL/38)"), S("Passenger 2: WL/2 (booked at WL/39)"),
          S("Chart: not yet prepared"), S("roughly four hours before the train leaves")],
         now=NOW1, notes=NT1, includes=["RAC/3", "WL/2"]),
    case(D, "pnr-waitlist", Q1,
         "PNR 4521876390: one passenger is on RAC 3 and the other on WL 2; the chart is not prepared yet.", R1,
         [S("one passenger is on RAC 3"), S("the other on WL 2"), S("the chart is not prepared yet")],
         now=NOW1, notes=NT1, includes=["RAC 3"]),
    # R1 wrong
    case(D, "pnr-waitlist", Q1,
         "Thank you for your query. For PNR 4521876390, passenger 1 is at waitlist 38 and passenger 2 is at "
         "waitlist 39. The chart has not been prepared yet. Please note that if either passenger is still "
         "waitlisted after the chart is prepared, the whole ticket will be cancelled and refunded automatically.",
         R1,
         [N("Thank you for your query."), C("passenger 1 is at waitlist 38", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
          C("passenger 2 is at waitlist 39", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
          S("The chart has not been prepared yet"),
          C("if either passenger is still waitlisted", *POL_C)],
         errors=["stale_value", "stale_value", "wrong_policy_condition"], now=NOW1,
         notes=NT1 + " WL/38 and WL/39 are the booking-time statuses; auto-cancel needs every passenger waitlisted.",
         excludes=["at waitlist 38", "at waitlist 39", "if either passenger is still waitlisted"]),
    case(D, "pnr-waitlist", Q1,
         "Good news! For PNR 4521876390, passenger 1 now has a confirmed berth, and passenger 2 is at WL 2. The "
         "chart has not been prepared yet; it is prepared about two hours before departure.", R1,
         [C("passenger 1 now has a confirmed berth", "RECORD_STATE_MISMATCH"), S("passenger 2 is at WL 2"),
          S("The chart has not been prepared yet"), C("about two hours before departure", *POL_C)],
         errors=["wrong_state", "wrong_period"], now=NOW1,
         notes=NT1 + " RAC is not a confirmed berth; the policy says four hours.",
         excludes=["now has a confirmed berth", "about two hours before departure"]),
    # R2 correct
    case(D, "cancellation-refund", Q2,
         "Your cancellation of PNR 2849107735 for 2 passengers was processed on 20 April 2026. From the ticket fare "
         "of ₹4,290, cancellation charges of ₹480 (₹240 per passenger for 2A) have been deducted, so ₹3,810 will be "
         "refunded to your original payment mode by 27-04-2026. Kindly note that the convenience fee of ₹35.40 is "
         "not refundable.", R2,
         [S("processed on 20 April 2026"), S("ticket fare of ₹4,290"), S("cancellation charges of ₹480"),
          S("₹240 per passenger for 2A"), S("₹3,810 will be refunded"), S("by 27-04-2026"),
          S("convenience fee of ₹35.40 is not refundable")],
         notes=NT2, includes=["3,810", "27-04-2026"]),
    case(D, "cancellation-refund", Q2,
         "Namaskar. A refund of Rs. 3,810.00 has been initiated for PNR 2849107735 and should reach your account "
         "within 5-7 working days, by 27 April at the latest.", R2,
         [S("refund of Rs. 3,810.00 has been initiated"), S("within 5-7 working days"), S("by 27 April at the latest")],
         notes=NT2, includes=["3,810.00"]),
    # R2 wrong
    case(D, "cancellation-refund", Q2,
         "Your cancellation of PNR 2849107735 for 2 passengers was processed on 20 April 2026. After the "
         "cancellation charge of ₹240 per passenger, ₹4,050 will be refunded to your original payment mode by "
         "27-04-2026.", R2,
         [S("processed on 20 April 2026"), S("₹240 per passenger"), C("₹4,050 will be refunded", "AMOUNT_MISMATCH"),
          S("by 27-04-2026")],
         errors=["wrong_arithmetic"], notes=NT2 + " 4290 - 480 = 3810; the draft deducted the charge once.",
         excludes=["₹4,050"]),
    case(D, "cancellation-refund", Q2,
         "The refund of ₹3,810 for PNR 2849107735 has been initiated and will reach you by 24-04-2026. The "
         "convenience fee of ₹35.40 will also be refunded along with it.", R2,
         [S("refund of ₹3,810"), C("by 24-04-2026", "DATE_MISMATCH"),
          C("convenience fee of ₹35.40 will also be refunded", *POL_C)],
         errors=["wrong_date", "invented_promise"], notes=NT2,
         excludes=["24-04-2026", "will also be refunded"]),
    # R3 correct
    case(D, "train-rescheduled", Q3,
         "Good morning. Train 12295 Sanghamitra Express has been rescheduled today and will now depart at 12:15 PM "
         "instead of 9:00 AM, a delay of 3 hours 15 minutes. As the delay is more than three hours, you can get a "
         "full refund without cancellation charges if you cancel before the revised departure. I tried to cancel "
         "PNR 6130458821 for you, but the request has been escalated for review, so your ticket is still active "
         "for now.", R3,
         [S("will now depart at 12:15 PM"), S("instead of 9:00 AM"), S("a delay of 3 hours 15 minutes"),
          S("full refund without cancellation charges"), S("has been escalated for review"),
          S("your ticket is still active for now")],
         now=NOW3, notes=NT3, includes=["12:15 PM", "escalated"]),
    case(D, "train-rescheduled", Q3,
         "Your train is rescheduled: revised departure 12:15 hrs today (delay 3h 15m). Your berths S7/33 and S7/36 "
         "remain confirmed. I could not complete the full-refund cancellation myself; it has been passed to our "
         "team for review.", R3,
         [S("revised departure 12:15 hrs today"), S("delay 3h 15m"), S("berths S7/33 and S7/36 remain confirmed"),
          S("I could not complete the full-refund cancellation myself")],
         now=NOW3, notes=NT3, includes=["12:15", "S7/33"]),
    case(D, "train-rescheduled", Q3,
         "The Sanghamitra Express is running three hours and fifteen minutes behind schedule and is now expected "
         "to leave at a quarter past twelve this afternoon. Since the delay is over three hours, cancelling before "
         "it departs will get you the entire fare back with no deduction. The platform will be announced about "
         "half an hour before departure.", R3,
         [S("three hours and fifteen minutes behind schedule"), S("a quarter past twelve"),
          S("get you the entire fare back with no deduction"), S("about half an hour before departure")],
         now=NOW3, notes=NT3, includes=["quarter past twelve"]),
    # R3 wrong
    case(D, "train-rescheduled", Q3,
         "Train 12295 has been rescheduled and will now depart at 12:15 PM today. As requested, I have cancelled "
         "PNR 6130458821, and the full fare will be refunded to you without any charges.", R3,
         [S("will now depart at 12:15 PM today"), C("I have cancelled PNR 6130458821", "NOT_EXECUTED"),
          C("the full fare will be refunded to you", "NOT_EXECUTED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
         errors=["refused_call_effect", "refused_call_effect"], now=NOW3,
         notes=NT3 + " The cancel call was escalated, not done.",
         excludes=["I have cancelled PNR", "full fare will be refunded to you"]),
    case(D, "train-rescheduled", Q3,
         "Train 12295 will now leave at 12:15 PM instead of 9:00 AM, which is a delay of 2 hours 15 minutes. "
         "Because of this, normal cancellation charges will apply if you cancel.", R3,
         [S("will now leave at 12:15 PM"), S("instead of 9:00 AM"),
          C("a delay of 2 hours 15 minutes", "VALUE_MISMATCH"),
          C("normal cancellation charges will apply", *POL_C)],
         errors=["wrong_arithmetic", "condition_unmet"], now=NOW3,
         notes=NT3 + " 09:00 -> 12:15 is 3 h 15 m, which qualifies for a full refund.",
         excludes=["2 hours 15 minutes", "normal cancellation charges will apply"]),
    # R4 correct
    case(D, "failed-booking", Q4,
         "I am sorry for the inconvenience. Your booking attempt at 10:41 PM on 30 April (transaction RS8830201175) "
         "failed, and no ticket was issued. The ₹1,865 debited from your UPI account is scheduled to be refunded "
         "automatically on 03-05-2026, and you do not need to file a TDR for it.", R4,
         [N("I am sorry for the inconvenience."), S("at 10:41 PM on 30 April"), S("failed, and no ticket was issued"),
          S("The ₹1,865 debited"), S("refunded automatically on 03-05-2026"), S("you do not need to file a TDR")],
         now=NOW4, notes=NT4, includes=["1,865", "03-05-2026"]),
    case(D, "failed-booking", Q4,
         "Transaction RS8830201175 of Rs. 1,865 failed and no PNR was generated; the amount will come back to the "
         "same UPI account on Sunday, 3 May. Such failed-transaction refunds are automatic and arrive within 3 "
         "working days.", R4,
         [S("Transaction RS8830201175 of Rs. 1,865 failed"), S("no PNR was generated"), S("on Sunday, 3 May"),
          S("arrive within 3 working days")],
         now=NOW4, notes=NT4, includes=["Sunday, 3 May"]),
    # R4 wrong
    case(D, "failed-booking", Q4,
         "Thank you for contacting us. The amount of ₹1,865 was used for your booking, and your ticket was issued "
         "under PNR 8204417763, so no refund is due.", R4,
         [N("Thank you for contacting us."), S("The amount of ₹1,865"),
          C("your ticket was issued under PNR 8204417763", "IDENTIFIER_MISMATCH", "RECORD_STATE_MISMATCH"),
          C("no refund is due", "RECORD_STATE_MISMATCH")],
         errors=["other_record_value", "wrong_state"], now=NOW4,
         notes=NT4 + " PNR 8204417763 belongs to the Rs 920 booking; this one failed and a refund is scheduled.",
         excludes=["PNR 8204417763", "no refund is due"]),
    case(D, "failed-booking", Q4,
         "Your transaction RS8830201175 failed and no ticket was issued. The ₹1,865 will reach you tomorrow, 2 May. "
         "Kindly file a TDR within 3 days so that the refund can be processed.", R4,
         [S("failed and no ticket was issued"), C("will reach you tomorrow, 2 May", "DATE_MISMATCH"),
          C("Kindly file a TDR within 3 days", *POL_C)],
         errors=["wrong_date", "wrong_policy_condition"], now=NOW4,
         notes=NT4 + " The refund is scheduled for 03-05-2026; no TDR is needed.",
         excludes=["tomorrow, 2 May", "file a TDR within 3 days"]),
]

REPAIRS = [
    case(D, "pnr-waitlist", Q1,
         "For PNR 4521876390, passenger 1 is on RAC 3 and passenger 2 is at WL 12. The chart has not been prepared "
         "yet.", R1,
         [S("passenger 1 is on RAC 3"), C("passenger 2 is at WL 12", "VALUE_MISMATCH"),
          S("The chart has not been prepared yet")],
         errors=["wrong_value"], now=NOW1, notes=NT1, excludes=["WL 12"],
         includes=["WL 2|WL/2|waitlist 2|waitlist position 2|WL2", "RAC 3|RAC/3"], repair=True),
    case(D, "cancellation-refund", Q2,
         "₹3,810 will be refunded for PNR 2849107735 after deducting ₹480 in cancellation charges. It will reach "
         "your original payment mode within 2-3 working days.", R2,
         [S("₹3,810 will be refunded"), S("deducting ₹480"), C("within 2-3 working days", *POL_C)],
         errors=["wrong_period"], notes=NT2, excludes=["2-3 working days"],
         includes=["5-7 working days|27-04-2026|27 April|5 to 7", "3,810"], repair=True),
    case(D, "train-rescheduled", Q3,
         "Train 12295 is now due to depart at 12:15 PM today. The platform number will be announced about 2 hours "
         "before departure.", R3,
         [S("depart at 12:15 PM today"), C("about 2 hours before departure", *POL_C)],
         errors=["wrong_period"], now=NOW3, notes=NT3, excludes=["about 2 hours before"],
         includes=["30 minutes|half an hour|30 mins", "12:15"], repair=True),
    case(D, "failed-booking", Q4,
         "Your booking attempt RS8830201175 failed. The ₹920 debited will be refunded to your UPI account on "
         "03-05-2026.", R4,
         [S("RS8830201175 failed"), C("The ₹920 debited", "AMOUNT_MISMATCH"), S("on 03-05-2026")],
         errors=["other_record_value"], now=NOW4, notes=NT4, excludes=["₹920"],
         includes=["1,865|1865", "03-05-2026|3 May"], repair=True),
]
