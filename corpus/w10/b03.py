from lib import *

LON, LA, NY = "Europe/London", "America/Los_Angeles", "America/New_York"

# ---------- 8. customs broker: UK import awaiting duty payment ----------
s = Scenario("uk-duty-payment", "customs broker",
    "Why is my bike frame stuck at customs and how much do I need to pay?",
    [
        rec("get_customs_entry#CB-26-0048812", "tool:get_customs_entry", {"entry": {
            "entry_ref": "CB-26-0048812", "mrn": "26GB4F7K2M1Q9X3D80", "status": "AWAITING_PAYMENT",
            "importer": {"name": "Callum Fraser", "eori": "GB123456789000"},
            "goods": [{"description": "Road bicycle frame, carbon", "commodity_code": "8714910000",
                       "origin": "TW", "customs_value_minor": 142000}],
            "duties": {"currency": "GBP", "duty_rate": "4.7", "import_duty_minor": 6674, "import_vat_minor": 29735,
                       "brokerage_fee_minor": 2500, "total_due_minor": 38909},
            "shipment": {"carrier_tracking": "PX9920-3381-US", "port": {"name": "East Midlands Airport", "tz": LON},
                "events": [
                    ev("ARRIVED_AT_PORT", "Arrived at East Midlands Airport", "Castle Donington", LON, "2026-04-13T06:40:00"),
                    ev("ENTRY_LODGED", "Import declaration lodged", "Castle Donington", LON, "2026-04-13T09:15:00"),
                    ev("HELD_FOR_PAYMENT", "Held pending duty and VAT payment", "Castle Donington", LON, "2026-04-13T09:16:00")]}}}),
        rec("get_duty_estimate#CB-26-0048812", "tool:get_duty_estimate", {"estimate": {
            "version": 1, "status": "SUPERSEDED", "import_duty_minor": 0, "import_vat_minor": 28400,
            "basis": "PREFERENCE_CLAIMED", "superseded_reason": "Preference claim rejected: no statement on origin"}}),
        pol("brokerage-terms#uk-release", "Our brokerage fee is £25 per entry, charged alongside the taxes. We pay "
            "duty and import VAT to HMRC on your behalf once your payment to us has cleared. Goods are released "
            "within 4 working hours of payment clearing. Entries awaiting payment are stored free for 3 days at the "
            "airport; after that the handler charges £12 per day.", "UK-7"),
    ], now="2026-04-14T10:00:00+01:00")

s.add("Hi Callum, your carbon frame (entry CB-26-0048812) is held at East Midlands Airport waiting for payment. "
      "Duty is £66.74, import VAT £297.35 and our fee £25.00, so £389.09 in total.",
      [S("is held at East Midlands Airport waiting for payment"), S("Duty is £66.74"), S("import VAT £297.35"),
       S("our fee £25.00"), S("£389.09 in total")],
      includes=["£389.09"],
      notes="status AWAITING_PAYMENT; duties 6674 + 29735 + 2500 = 38909 GBP minor.")

s.add("Once your payment clears we pay HMRC and the frame is released within 4 working hours. Storage is free for "
      "three days, then £12 a day, so it's worth paying the £389.09 soon.",
      [S("we pay HMRC and the frame is released within 4 working hours"), S("Storage is free for three days, then £12 a day"),
       S("the £389.09")],
      includes=["£389.09"],
      notes="policy: release within 4 working hours of payment; 3 free days then £12/day; total_due_minor 38909.")

s.add("£389.09 due on CB-26-0048812: £66.74 duty + £297.35 VAT + £25.00 brokerage.",
      [S("£389.09 due on CB-26-0048812"), S("£66.74 duty + £297.35 VAT + £25.00 brokerage")],
      includes=["£389.09"], notes="duties block of the entry record.")

s.add("Hi Callum, the frame landed at East Midlands at 6:40 AM on 13 April and is waiting on payment. Duty comes to "
      "nil under your preference claim, so you only owe the VAT and our fee.",
      [S("landed at East Midlands at 6:40 AM on 13 April"), S("is waiting on payment"),
       C("Duty comes to nil under your preference claim", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
      errors=["stale_value"], excludes=["Duty comes to nil"], includes=["6:40 AM"],
      notes="nil duty is the SUPERSEDED estimate; the preference claim was rejected and import_duty_minor is 6674.")

s.add("Your entry is held for payment. Duty is £6,674.00 and VAT £297.35. Storage is free for five days before "
      "the £12 daily charge starts.",
      [S("Your entry is held for payment"), C("Duty is £6,674.00", "AMOUNT_MISMATCH"), S("VAT £297.35"),
       C("Storage is free for five days", "NLI_CONTRADICTION")],
      errors=["unit_conversion", "wrong_period"], excludes=["£6,674.00", "free for five days"], includes=[],
      notes="import_duty_minor 6674 is £66.74 (pence read as pounds). Policy gives 3 free days.")

s.repair("Hi Callum, CB-26-0048812 is waiting for payment at East Midlands Airport. You owe £66.74 duty and £279.35 "
         "import VAT, plus our £25.00 brokerage fee.",
         [S("CB-26-0048812 is waiting for payment at East Midlands Airport"), S("You owe £66.74 duty"),
          C("£279.35 import VAT", "AMOUNT_MISMATCH"), S("our £25.00 brokerage fee")],
         ["wrong_amount"], ["£279.35"], "£297.35|297.35", keep=["CB-26-0048812"],
         notes="import_vat_minor is 29735.")

# ---------- 9. customs broker: US CBP intensive exam (en-US) ----------
s = Scenario("cbp-exam-hold", "customs broker",
    "Container TGHU 771204-2 has been sitting for a week. What's going on and can you speed it up?",
    [
        rec("get_entry#7K3-0092214-6", "tool:get_entry", {"entry": {
            "entry_number": "7K3-0092214-6", "entry_type": "01", "importer_of_record": "Westfall Outdoor Co.",
            "contact": {"first_name": "Jenna"}, "status": "CBP_EXAM_HOLD", "exam_type": "INTENSIVE",
            "container": "TGHU 771204-2", "port": {"name": "Long Beach", "tz": LA},
            "duties": {"currency": "USD", "duty_minor": 418250, "mpf_minor": 53890, "hmf_minor": 20430},
            "events": [
                ev("DISCHARGED", "Discharged from vessel", "Long Beach", LA, "2026-06-02T04:30:00"),
                ev("EXAM_ORDERED", "CBP intensive exam ordered", "Long Beach", LA, "2026-06-03T11:20:00"),
                ev("MOVED_TO_CES", "Drayed to centralized exam station", "Carson", LA, "2026-06-05T08:45:00")],
            "exam": {"ces": "Pacific Exam Station, Carson CA", "scheduled_for": ms("2026-06-09T07:00:00", LA),
                     "estimated_release": "2026-06-11"},
            "pass_through_charges": {"currency": "USD", "ces_exam_fee_minor": 185000, "drayage_to_ces_minor": 42500,
                                     "status": "INVOICED"}}}),
        refused("request_expedited_exam#call-7", "request_expedited_exam", "DENY",
                {"entry_number": "7K3-0092214-6", "reason": "CBP_CONTROLLED"}),
        pol("us-brokerage#exams", "CBP decides which shipments to examine, and we cannot skip or speed up an exam. "
            "Intensive exams usually take 3-7 business days once the container reaches the exam station. Exam, "
            "drayage and exam-station fees are passed through at cost and are payable by the importer. Terminal "
            "storage after the last free day is billed by the terminal, not by us.", "2026-01"),
    ], now="2026-06-08T09:00:00-07:00")

s.add("Hi Jenna, CBP ordered an intensive exam on container TGHU 771204-2, and it's now at Pacific Exam Station in "
      "Carson. The exam is scheduled for tomorrow at 7:00 AM, with release estimated for June 11.",
      [S("CBP ordered an intensive exam on container TGHU 771204-2"), S("it's now at Pacific Exam Station in Carson"),
       S("scheduled for tomorrow at 7:00 AM"), S("release estimated for June 11")],
      includes=["June 11", "7:00 AM"],
      notes="exam_type INTENSIVE; MOVED_TO_CES; scheduled_for 2026-06-09 07:00 Los Angeles; estimated_release 2026-06-11.")

s.add("We asked to expedite the exam, but that request was turned down; CBP controls exam timing and we can't speed "
      "it up. The $1,850.00 exam fee plus $425.00 drayage comes to $2,275.00, passed through at cost.",
      [S("We asked to expedite the exam, but that request was turned down"),
       S("CBP controls exam timing and we can't speed it up"), S("$1,850.00 exam fee plus $425.00 drayage"),
       S("comes to $2,275.00, passed through at cost")],
      includes=["$2,275.00"],
      notes="request_expedited_exam DENY; policy; 185000 + 42500 = 227500 cents.")

s.add("Your container was discharged at Long Beach at 4:30 AM on June 2 and was moved to the exam station on June 5. "
      "Intensive exams usually take 3-7 business days from there.",
      [S("discharged at Long Beach at 4:30 AM on June 2"), S("moved to the exam station on June 5"),
       S("Intensive exams usually take 3-7 business days from there")],
      includes=["June 2"], notes="DISCHARGED and MOVED_TO_CES events in Los Angeles time; policy 3-7 business days.")

s.add("Hi Jenna, good news: we've had the exam on TGHU 771204-2 expedited, so it'll run first thing tomorrow. "
      "The container is at Pacific Exam Station in Carson.",
      [C("we've had the exam on TGHU 771204-2 expedited", "NOT_EXECUTED"), S("it'll run first thing tomorrow"),
       S("at Pacific Exam Station in Carson")],
      errors=["refused_call_effect"], excludes=["had the exam on TGHU 771204-2 expedited"], includes=["Carson"],
      notes="request_expedited_exam was DENYed; the exam was already scheduled for 9 June 07:00.")

s.add("Your entry number is TGHU 771204-2 and it's on an intensive CBP exam. The exam fee and drayage together come "
      "to $2,175.00, billed at cost.",
      [C("Your entry number is TGHU 771204-2", "IDENTIFIER_MISMATCH"), S("it's on an intensive CBP exam"),
       C("together come to $2,175.00", "AMOUNT_MISMATCH")],
      errors=["wrong_role", "wrong_arithmetic"], excludes=["entry number is TGHU 771204-2", "$2,175.00"],
      includes=[],
      notes="TGHU 771204-2 is the container number; the entry number is 7K3-0092214-6. 1,850 + 425 = $2,275.00.")

s.repair("Jenna, the container moved to Pacific Exam Station on June 5 and the intensive exam is set for June 9 at "
         "7:00 PM. Release is estimated for June 11.",
         [S("moved to Pacific Exam Station on June 5"), C("set for June 9 at 7:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
          S("Release is estimated for June 11")],
         ["wrong_time"], ["7:00 PM"], "7:00 AM|7 AM|7:00 a.m.|7am", keep=["June 11"],
         notes="exam.scheduled_for is 07:00 Los Angeles on 9 June.")

# ---------- 10. grocery delivery: slot change with expired pass (en-GB) ----------
s = Scenario("grocery-slot-change", "grocery delivery",
    "Can I move my Saturday delivery GD-50219? And why am I paying for delivery?",
    [
        rec("get_order#GD-50219", "tool:get_order", {"order": {
            "order_id": "GD-50219", "status": "BOOKED", "store": {"name": "Leeds Kirkstall", "tz": LON},
            "slot": {"start": ms("2026-06-20T10:00:00", LON), "end": ms("2026-06-20T11:00:00", LON)},
            "amend_cutoff": ms("2026-06-19T23:00:00", LON),
            "basket": {"items_count": 23, "subtotal_minor": 3785, "delivery_fee_minor": 450, "total_minor": 4235, "currency": "GBP"}}}),
        rec("get_customer#C-118204", "tool:get_customer", {"customer": {
            "name": "Grace Holloway", "delivery_pass": {"plan": "MIDWEEK_PASS", "status": "EXPIRED", "expired_on": "2026-06-01"},
            "recent_orders": [{"order_id": "GD-49807", "status": "DELIVERED", "delivered_at": ms("2026-06-13T10:38:00", LON)}]}}),
        rec("get_available_slots#GD-50219", "tool:get_available_slots", {"slots": [
            {"start": ms("2026-06-20T16:00:00", LON), "end": ms("2026-06-20T17:00:00", LON), "fee_minor": 450},
            {"start": ms("2026-06-21T09:00:00", LON), "end": ms("2026-06-21T10:00:00", LON), "fee_minor": 300}]}),
        pol("grocery-faq#slots", "A Delivery Pass waives delivery charges only while it is active, and a Midweek Pass "
            "covers Tuesday to Thursday slots only. You can change your slot or your basket until 11pm the night "
            "before delivery. Baskets under £40 pay the slot's delivery charge; baskets of £40 or more are delivered free.", "6"),
    ], now="2026-06-18T19:30:00+01:00")

s.add("Hi Grace, your shop GD-50219 is booked for Saturday 10-11 AM from Leeds Kirkstall, and you can change it "
      "until 11 PM tomorrow. Your basket's £37.85, so there's a £4.50 delivery charge: £42.35 all in.",
      [S("booked for Saturday 10-11 AM from Leeds Kirkstall"), S("you can change it until 11 PM tomorrow"),
       S("Your basket's £37.85"), S("there's a £4.50 delivery charge"), S("£42.35 all in")],
      includes=["£42.35", "11 PM"],
      notes="slot 20 June 10:00-11:00; amend_cutoff 19 June 23:00 (tomorrow from now 18 June); subtotal 3785 + fee 450 = 4235.")

s.add("Two other slots are open: Saturday 4-5 PM at £4.50, or Sunday 21 June 9-10 AM at £3.00. Or add £2.15 to "
      "reach £40 and delivery's free. Your Midweek Pass ran out on 1 June, so it doesn't cover this one.",
      [S("Saturday 4-5 PM at £4.50"), S("Sunday 21 June 9-10 AM at £3.00"), S("add £2.15 to reach £40 and delivery's free"),
       S("Your Midweek Pass ran out on 1 June")],
      includes=["£2.15"],
      notes="available slots; 4000 - 3785 = 215; delivery_pass EXPIRED 2026-06-01.")

s.add("Hi Grace! Your Delivery Pass covers the £4.50 charge, so delivery on GD-50219 is free. Saturday 10-11 AM "
      "is still booked.",
      [C("Your Delivery Pass covers the £4.50 charge", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"),
       C("delivery on GD-50219 is free", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
       S("Saturday 10-11 AM is still booked")],
      errors=["condition_unmet", "wrong_amount"], excludes=["Delivery Pass covers the £4.50 charge", "delivery on GD-50219 is free"],
      includes=["10-11 AM"],
      notes="delivery_pass is EXPIRED (and a Midweek Pass never covers Saturdays); delivery_fee_minor is 450.")

s.add("You can amend GD-50219 until 11 PM tonight. Add £3.15 more and your delivery's free.",
      [C("until 11 PM tonight", "DATE_MISMATCH"), C("Add £3.15 more", "AMOUNT_MISMATCH")],
      errors=["wrong_date", "wrong_arithmetic"], excludes=["11 PM tonight", "£3.15"], includes=[],
      notes="amend_cutoff is 23:00 on 19 June, tomorrow; £40.00 - £37.85 = £2.15.")

s.repair("Hi Grace, GD-50219 is booked for Saturday 10-11 AM. Your £37.85 basket plus the £4.50 delivery charge "
         "comes to £41.35.",
         [S("GD-50219 is booked for Saturday 10-11 AM"), S("Your £37.85 basket plus the £4.50 delivery charge"),
          C("comes to £41.35", "AMOUNT_MISMATCH")],
         ["wrong_arithmetic"], ["£41.35"], "£42.35|42.35", keep=["10-11 AM"],
         notes="total_minor is 4235.")

# ---------- 11. bike courier: disputed delivery with POD (en-US) ----------
s = Scenario("bike-pod-dispute", "bike courier",
    "It says NYB-88412 was delivered but nobody on our floor has it. Can I get a refund?",
    [
        rec("get_job#NYB-88412", "tool:get_job", {"job": {
            "job_id": "NYB-88412", "service_level": "RUSH_2H", "status": "DELIVERED", "customer": {"first_name": "Sam"},
            "rider": {"first_name": "Dre", "rider_id": "R-2291"},
            "drop": {"address": "350 Hudson St, Floor 9, New York NY"},
            "pod": {"signed_by": "T. ALVAREZ", "left_with": "FRONT_DESK", "photo": True, "geo_match": True},
            "waiting_time": "PT10M",
            "price": {"currency": "USD", "base_minor": 3400, "waiting_time_minor": 500, "total_minor": 3900},
            "events": [
                ev("PICKED_UP", "Picked up from sender", "New York", NY, "2026-07-07T14:41:00"),
                ev("DELIVERED", "Delivered, signed at front desk", "New York", NY, "2026-07-07T15:52:00")]}}),
        refused("refund_job#call-2", "refund_job", "DENY", {"job_id": "NYB-88412", "reason": "SIGNED_POD"}),
        pol("bike-nyc#disputes", "Rush 2-hour jobs are delivered within two hours of pickup. Waiting time beyond the "
            "first 5 minutes is charged at $5 per 10 minutes. We don't refund jobs that have a signed proof of "
            "delivery; instead we open a trace with the building. Traces are answered within one business day.", "NYC-2"),
    ], now="2026-07-07T17:10:00-04:00")

s.add("Hi Sam, Dre delivered NYB-88412 to the front desk at 350 Hudson at 3:52 PM, and it was signed for by "
      "T. Alvarez with a photo on file. That was 71 minutes after pickup at 2:41 PM.",
      [S("Dre delivered NYB-88412 to the front desk at 350 Hudson at 3:52 PM"), S("signed for by T. Alvarez"),
       S("with a photo on file"), S("71 minutes after pickup at 2:41 PM")],
      includes=["3:52 PM", "T. Alvarez"],
      notes="DELIVERED 15:52 New York; pod.signed_by T. ALVAREZ, left_with FRONT_DESK, photo true; 14:41 to 15:52 is 71 minutes.")

s.add("I wasn't able to refund the job, since it has a signed proof of delivery. What we can do is open a trace with "
      "the building, and we answer those within one business day.",
      [S("I wasn't able to refund the job"), S("it has a signed proof of delivery"),
       S("open a trace with the building"), S("we answer those within one business day")],
      includes=["one business day"], notes="refund_job DENY (SIGNED_POD); policy on traces.")

s.add("Your total was $39.00: the $34.00 rush fare plus $5.00 for ten minutes of waiting.",
      [S("Your total was $39.00"), S("the $34.00 rush fare plus $5.00 for ten minutes of waiting")],
      includes=["$39.00"], notes="base 3400 + waiting 500 = 3900; waiting_time PT10M.")

s.add("Sorry, Sam. The job shows as signed for at the front desk, but I've refunded the $39.00 to your card anyway.",
      [S("signed for at the front desk"), C("I've refunded the $39.00 to your card", "NOT_EXECUTED")],
      errors=["refused_call_effect"], excludes=["I've refunded the $39.00"], includes=[],
      notes="refund_job was DENYed.")

s.add("It was signed for by T. Alvarado at the front desk, 81 minutes after Dre picked it up.",
      [C("signed for by T. Alvarado", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
       C("81 minutes after Dre picked it up", "VALUE_MISMATCH", "DATE_MISMATCH")],
      errors=["wrong_name", "wrong_arithmetic"], excludes=["T. Alvarado", "81 minutes"], includes=[],
      notes="pod.signed_by is T. ALVAREZ; 14:41 to 15:52 is 71 minutes.")

s.repair("Dre delivered NYB-88412 at 3:52 PM and T. Alvarez signed at the front desk. Your $39.00 total includes "
         "$5.00 for 15 minutes of waiting time.",
         [S("Dre delivered NYB-88412 at 3:52 PM"), S("T. Alvarez signed at the front desk"),
          S("Your $39.00 total"), C("$5.00 for 15 minutes of waiting time", "VALUE_MISMATCH")],
         ["wrong_value"], ["15 minutes of waiting"], "10 minutes|ten minutes", keep=["3:52 PM"],
         notes="waiting_time is PT10M.")
