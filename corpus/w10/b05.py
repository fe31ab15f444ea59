from lib import *

LON, CHI = "Europe/London", "America/Chicago"

# ---------- 16. parcel courier: parcel in a locker, code refused in chat (en-GB) ----------
s = Scenario("locker-collection", "parcel courier",
    "Where's PX5083-2271-GB? It says it's in a locker. What's my code?",
    [
        rec("get_shipment#PX5083-2271-GB", "tool:get_shipment", {"shipment": {
            "tracking_number": "PX5083-2271-GB", "service_level": "LOCKER_48", "status": "DELIVERED_TO_LOCKER",
            "recipient": {"name": "Aisha Rahman", "mobile_masked": "*******318"},
            "locker": {"site": "Tesco Extra Gateshead", "compartment": "C14", "tz": LON,
                       "collect_by": ms("2026-03-20T20:26:00", LON), "pin_sent_via": "SMS"},
            "events": [
                ev("ARRIVED_AT_HUB", "Arrived at Team Valley hub", "Gateshead", LON, "2026-03-17T05:50:00"),
                ev("DELIVERED_TO_LOCKER", "Placed in locker compartment C14", "Gateshead", LON, "2026-03-17T20:26:00")]}}),
        rec("get_shipment#PX5083-1904-GB", "tool:get_shipment", {"shipment": {
            "tracking_number": "PX5083-1904-GB", "status": "DELIVERED_TO_LOCKER",
            "locker": {"site": "Metrocentre", "compartment": "A03", "collect_by": ms("2026-03-19T11:02:00", LON)}}}),
        refused("reveal_collection_code#call-1", "reveal_collection_code", "DENY",
                {"tracking_number": "PX5083-2271-GB", "reason": "CODES_SMS_ONLY"}),
        pol("locker-policy#uk", "Locker banks are open from 6am to midnight. Parcels stay in the locker for 72 hours; "
            "if not collected they move to the nearest depot for 5 days and then go back to the sender. For security, "
            "collection codes are only ever sent by text message, never read out by our team.", "L-3"),
    ], now="2026-03-18T08:00:00+00:00")

s.add("Morning Aisha, PX5083-2271-GB went into locker C14 at Tesco Extra Gateshead at 8:26 PM last night. Collect "
      "it by 8:26 PM on Friday 20 March; the locker bank's open 6 AM to midnight.",
      [S("went into locker C14 at Tesco Extra Gateshead at 8:26 PM last night"),
       S("Collect it by 8:26 PM on Friday 20 March"), S("the locker bank's open 6 AM to midnight")],
      includes=["C14", "20 March"],
      notes="DELIVERED_TO_LOCKER 17 March 20:26 GMT, compartment C14; collect_by 20 March 20:26; policy opening hours.")

s.add("For security I can't share the collection code here; it was texted to your mobile ending 318. If it's not "
      "collected within 72 hours, it moves to the nearest depot for 5 days before going back to the sender.",
      [S("I can't share the collection code here"), S("it was texted to your mobile ending 318"),
       S("it moves to the nearest depot for 5 days before going back to the sender")],
      includes=["318"],
      notes="reveal_collection_code DENY; pin_sent_via SMS, mobile_masked ends 318; policy 72 hours then 5 days at depot.")

s.add("Your parcel's in locker C14 at Tesco Extra Gateshead, to collect by Saturday 21 March. After that it'll sit at "
      "the depot for 7 days.",
      [S("in locker C14 at Tesco Extra Gateshead"), C("to collect by Saturday 21 March", "DATE_MISMATCH"),
       C("sit at the depot for 7 days", "NLI_CONTRADICTION")],
      errors=["wrong_date", "wrong_period"], excludes=["Saturday 21 March", "depot for 7 days"], includes=[],
      notes="collect_by is 20 March 20:26; policy keeps it at the depot for 5 days.")

s.repair("Hi Aisha, your parcel went into locker C41 at Tesco Extra Gateshead last night at 8:26 PM. Collect it by "
         "Friday 20 March.",
         [C("locker C41", "IDENTIFIER_MISMATCH"), S("last night at 8:26 PM"), S("Collect it by Friday 20 March")],
         ["wrong_id"], ["C41"], "C14", keep=["20 March"],
         notes="locker.compartment is C14 (A03 is the other parcel's).")

# ---------- 17. freight forwarder: US LTL delivery with accessorials ----------
s = Scenario("ltl-accessorials", "freight forwarder",
    "Why is PRO 4471-882-019 more than the quote, and when's delivery?",
    [
        rec("get_ltl_shipment#4471-882-019", "tool:get_ltl_shipment", {"shipment": {
            "pro_number": "4471-882-019", "service_level": "LTL_STANDARD", "status": "AT_DESTINATION_TERMINAL",
            "consignee": {"name": "Tanya Briggs", "city": "Nashville", "tz": CHI},
            "freight": {"handling_units": 2, "weight_lb": "1240", "nmfc_class": "70"},
            "accessorials": ["LIFTGATE_DELIVERY", "RESIDENTIAL_DELIVERY"],
            "appointment": {"window_start": ms("2026-05-08T13:00:00", CHI), "window_end": ms("2026-05-08T16:00:00", CHI)},
            "charges": {"currency": "USD", "linehaul_minor": 68400, "fuel_minor": 17784, "liftgate_minor": 9500,
                        "residential_minor": 11000, "total_minor": 106684},
            "events": [
                ev("PICKED_UP", "Picked up at shipper dock", "Memphis", CHI, "2026-05-04T10:15:00"),
                ev("ARRIVED_AT_TERMINAL", "Arrived at Nashville terminal", "Nashville", CHI, "2026-05-05T22:40:00")]}}),
        rec("get_quote#QT-20931", "tool:get_quote", {"quote": {
            "quote_id": "QT-20931", "status": "CONVERTED", "accessorials": [], "total_minor": 86184, "currency": "USD"}}),
        pol("ltl-tariff#accessorials", "Accessorials such as liftgate or residential delivery are added when requested "
            "at booking or when the driver needs them on site, and are billed on top of the quoted linehaul. Delivery "
            "appointments can be changed up to 24 hours before the window. A missed appointment incurs a $150 "
            "redelivery fee.", "T-9"),
    ], now="2026-05-06T14:00:00-05:00")

s.add("Hi Tanya, PRO 4471-882-019 is booked for delivery Friday, May 8, between 1 and 4 PM. The $1,066.84 total is "
      "$684.00 linehaul and $177.84 fuel, plus liftgate ($95.00) and residential delivery ($110.00).",
      [S("booked for delivery Friday, May 8, between 1 and 4 PM"), S("The $1,066.84 total"),
       S("$684.00 linehaul and $177.84 fuel"), S("liftgate ($95.00)"), S("residential delivery ($110.00)")],
      includes=["$1,066.84", "May 8"],
      notes="appointment 13:00-16:00 Chicago 8 May; charges block sums to 106684.")

s.add("Your quote QT-20931 was $861.84 with no accessorials; the liftgate and residential charges add $205.00. You "
      "can move the appointment up to 24 hours before the window, but a missed one costs $150.",
      [S("Your quote QT-20931 was $861.84 with no accessorials"), S("the liftgate and residential charges add $205.00"),
       S("move the appointment up to 24 hours before the window"), S("a missed one costs $150")],
      includes=["$205.00"],
      notes="quote total 86184, accessorials []; 9500 + 11000 = 20500; policy.")

s.add("Hi Tanya, liftgate comes free with residential delivery, so you're only paying the $110.00 residential fee on "
      "top. Delivery is Friday between 1 and 4 PM.",
      [CI("liftgate comes free with residential delivery", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "NO_POLICY_EVIDENCE"),
       C("you're only paying the $110.00 residential fee on top", "AMOUNT_MISMATCH"),
       S("Delivery is Friday between 1 and 4 PM")],
      errors=["unlisted_perk", "wrong_amount"], excludes=["liftgate comes free", "only paying the $110.00"],
      includes=["1 and 4 PM"],
      notes="liftgate_minor 9500 is billed; nothing makes liftgate free; accessorials add $205.00.")

s.repair("Your 1,240 kg shipment is at our Nashville terminal and will be delivered May 8 between 1 and 4 PM.",
         [C("Your 1,240 kg shipment", "VALUE_MISMATCH"), S("at our Nashville terminal"),
          S("delivered May 8 between 1 and 4 PM")],
         ["unit_conversion"], ["1,240 kg"], "1,240 lb|1240 lb|1,240 pounds|1,240 lbs", keep=[],
         notes="freight.weight_lb is 1240 (pounds).")

# ---------- 18. home moving: revised survey quote with piano (en-GB) ----------
s = Scenario("survey-quote-revision", "home moving company",
    "You sent a new quote after the video survey. What's the price now and how do I secure 15 May?",
    [
        rec("get_quote#QM-8841", "tool:get_quote", {"quote": {
            "quote_id": "QM-8841", "customer": {"name": "Tunde Adeyemi"}, "move_date": "2026-05-15",
            "versions": [
                {"version": 2, "status": "SUPERSEDED", "total_minor": 184000, "special_items": []},
                {"version": 3, "status": "CURRENT", "total_minor": 214000, "issued_on": "2026-03-31",
                 "valid_until": "2026-04-30", "special_items": [{"item": "Upright piano", "charge_minor": 30000}],
                 "includes_peak_surcharge_minor": 15000, "deposit_pct": 20}],
            "currency": "GBP"}}),
        pol("removals-terms#quotes", "Pianos, safes and single items over 100 kg are quoted separately. Quotes are "
            "valid for 30 days from issue. Moves on Fridays and bank holidays carry a £150 peak surcharge, already "
            "shown in the quote. Once you accept, a 20% deposit secures the date.", "2025-11"),
    ], now="2026-04-14T12:00:00+01:00")

s.add("Hi Mr Adeyemi, your revised quote (v3) is £2,140.00, which now includes £300.00 for the upright piano. It's "
      "valid until 30 April, and a 20% deposit of £428.00 secures Friday 15 May.",
      [S("your revised quote (v3) is £2,140.00"), S("includes £300.00 for the upright piano"),
       S("valid until 30 April"), S("a 20% deposit of £428.00 secures Friday 15 May")],
      includes=["£2,140.00", "£428.00"],
      notes="v3 CURRENT 214000, piano 30000, valid_until 2026-04-30; 20% of 214000 = 42800.")

s.add("Quote QM-8841 v3: £2,140.00, up from £1,840.00 once the piano was added. The £150 Friday peak surcharge is "
      "already in that figure.",
      [S("Quote QM-8841 v3: £2,140.00"), S("up from £1,840.00 once the piano was added"),
       S("The £150 Friday peak surcharge is already in that figure")],
      includes=["£2,140.00"],
      notes="v2 SUPERSEDED 184000 without special items; includes_peak_surcharge_minor 15000.")

s.add("Hi Tunde, your quote for 15 May is £1,840.00, and a £368.00 deposit will lock in the date.",
      [C("your quote for 15 May is £1,840.00", "AMOUNT_MISMATCH"), C("a £368.00 deposit", "AMOUNT_MISMATCH")],
      errors=["stale_value", "wrong_amount"], excludes=["is £1,840.00", "£368.00"], includes=[],
      notes="£1,840.00 is v2, SUPERSEDED; v3 is £2,140.00 and its 20% deposit is £428.00.")

s.repair("Your current quote is £2,140.00, including the piano. A 20% deposit of £248.00 secures Friday 15 May.",
         [S("Your current quote is £2,140.00"), C("A 20% deposit of £248.00", "AMOUNT_MISMATCH"),
          S("secures Friday 15 May")],
         ["wrong_arithmetic"], ["£248.00"], "£428.00|£428|428.00", keep=["£2,140.00"],
         notes="20% of £2,140.00 is £428.00.")

# ---------- 19. bike courier: cancellation after rider assigned (en-GB) ----------
s = Scenario("bike-cancellation-fee", "bike courier",
    "I cancelled MCR-2207 straight away, why have I been charged?",
    [
        rec("get_job#MCR-2207", "tool:get_job", {"job": {
            "job_id": "MCR-2207", "service_level": "SAME_DAY_3H", "status": "CANCELLED_BY_CUSTOMER",
            "customer": {"first_name": "Ben"}, "rider": {"first_name": "Kieran"},
            "fare": {"amount_minor": 1600, "currency": "GBP"},
            "events": [
                ev("BOOKED", "Job booked", "Manchester", LON, "2026-03-05T13:48:00"),
                ev("RIDER_ASSIGNED", "Rider assigned", "Manchester", LON, "2026-03-05T13:51:00"),
                ev("CANCELLED", "Cancelled by customer before collection", "Manchester", LON, "2026-03-05T14:03:00")],
            "cancellation": {"fee_minor": 800, "fee_rule": "RIDER_ASSIGNED_NOT_COLLECTED"},
            "refund": {"amount_minor": 800, "status": "PROCESSING", "method": "CARD"}}}),
        pol("bike-terms#cancellations", "Refunds go back to the paying card within 5 working days. You can cancel free "
            "of charge until a rider is assigned. After a rider is assigned and before collection, we charge 50% of "
            "the fare. Once the item is collected, the full fare applies.", "MCR-1"),
    ], now="2026-03-05T14:20:00+00:00")

s.add("Hi Ben, Kieran had already been assigned at 1:51 PM when you cancelled at 2:03 PM, so half the £16.00 fare, "
      "£8.00, applies. The other £8.00 is on its way back to your card within 5 working days.",
      [S("Kieran had already been assigned at 1:51 PM"), S("when you cancelled at 2:03 PM"),
       S("half the £16.00 fare, £8.00, applies"), S("The other £8.00 is on its way back to your card within 5 working days")],
      includes=["£8.00"],
      notes="RIDER_ASSIGNED 13:51, CANCELLED 14:03 GMT; fare 1600, fee 800, refund 800 PROCESSING; policy 5 working days.")

s.add("Cancellation fee: £8.00, i.e. 50% because a rider was assigned but nothing had been collected. Your £8.00 "
      "refund is processing.",
      [S("Cancellation fee: £8.00"), S("50% because a rider was assigned but nothing had been collected"),
       S("refund is processing")],
      includes=["£8.00"], notes="cancellation.fee_minor 800, fee_rule RIDER_ASSIGNED_NOT_COLLECTED; refund PROCESSING.")

s.add("Sorry Ben! As the parcel hadn't been collected yet, cancelling was free, so the full £16.00 is coming back to your card.",
      [C("cancelling was free", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"),
       C("the full £16.00 is coming back to your card", "AMOUNT_MISMATCH")],
      errors=["wrong_policy_condition", "wrong_amount"], excludes=["cancelling was free", "the full £16.00"],
      includes=[],
      notes="free cancellation ends when a rider is assigned; fee 800, refund 800.")

s.repair("Kieran was assigned at 1:51 PM and you cancelled at 2:30 PM, before collection, so the fee is £8.00 and "
         "£8.00 comes back to your card.",
         [S("Kieran was assigned at 1:51 PM"), C("you cancelled at 2:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
          S("the fee is £8.00"), S("£8.00 comes back to your card")],
         ["wrong_time"], ["2:30 PM"], "2:03|14:03", keep=[],
         notes="CANCELLED event is 14:03 GMT.")

# ---------- 20. customs broker: export held for missing invoice (en-GB) ----------
s = Scenario("export-docs-missing", "customs broker",
    "Why hasn't my shipment to Canada left Heathrow yet? Job EXP-64410.",
    [
        rec("get_export_job#EXP-64410", "tool:get_export_job", {"job": {
            "job_ref": "EXP-64410", "exporter": {"name": "Fiona McLeish"}, "status": "DOCS_REQUIRED",
            "missing_documents": ["COMMERCIAL_INVOICE"], "destination_country": "CA",
            "goods": {"description": "Handmade ceramic tableware", "packages": 6, "gross_weight_kg": "48.5",
                      "value": {"amount_minor": 384000, "currency": "GBP"}},
            "flight": {"number": "AC869", "departs": ms("2026-06-04T20:50:00", LON), "docs_deadline": ms("2026-06-04T12:00:00", LON)},
            "fees": {"currency": "GBP", "export_declaration_minor": 4500, "storage_per_day_minor": 1800, "free_storage_days": 2},
            "events": [
                ev("ARRIVED_AT_WAREHOUSE", "Received at Heathrow bonded warehouse", "London Heathrow", LON, "2026-06-02T13:25:00"),
                ev("DOCS_CHECK_FAILED", "Commercial invoice not supplied", "London Heathrow", LON, "2026-06-02T15:10:00")]}}),
        pol("export-terms#docs", "Every export needs a commercial invoice showing the value, currency and buyer's "
            "details. If documents are missing, goods wait in our bonded warehouse: the first 2 days are free, then "
            "£18 per day. If documents arrive after the deadline, we rebook on the next available flight at no extra "
            "freight cost, but storage keeps accruing.", "EX-5"),
    ], now="2026-06-03T09:00:00+01:00")

s.add("Hi Fiona, your six cartons of tableware reached our Heathrow warehouse at 1:25 PM yesterday, but they can't "
      "clear export without a commercial invoice. Send it by 12 noon tomorrow to make flight AC869 at 8:50 PM.",
      [S("your six cartons of tableware reached our Heathrow warehouse at 1:25 PM yesterday"),
       S("can't clear export without a commercial invoice"), S("Send it by 12 noon tomorrow"),
       S("to make flight AC869 at 8:50 PM")],
      includes=["AC869", "12 noon"],
      notes="ARRIVED_AT_WAREHOUSE 2 June 13:25 BST; status DOCS_REQUIRED, COMMERCIAL_INVOICE missing; docs_deadline 4 June 12:00; departs 20:50.")

s.add("Storage is free for the first 2 days, then £18 a day. The export declaration fee is £45.00. If the invoice "
      "comes in late, we'll rebook on the next flight at no extra freight cost.",
      [S("Storage is free for the first 2 days, then £18 a day"), S("The export declaration fee is £45.00"),
       S("rebook on the next flight at no extra freight cost")],
      includes=["£45.00"], notes="fees block and policy text.")

s.add("Hi Fiona, good news: your £38,400.00 consignment has cleared export and is booked on AC869 tomorrow evening.",
      [C("your £38,400.00 consignment", "AMOUNT_MISMATCH"),
       C("has cleared export", "RECORD_STATE_MISMATCH"), S("booked on AC869 tomorrow evening")],
      errors=["unit_conversion", "wrong_state"], excludes=["£38,400.00", "has cleared export"], includes=[],
      notes="value amount_minor 384000 is £3,840.00; status is DOCS_REQUIRED, not cleared.")

s.repair("Your six cartons are at our Heathrow warehouse waiting for the commercial invoice. Get it to us by noon on "
         "5 June to make flight AC869.",
         [S("Your six cartons are at our Heathrow warehouse waiting for the commercial invoice"),
          C("by noon on 5 June", "DATE_MISMATCH"), S("to make flight AC869")],
         ["wrong_date"], ["5 June"], "4 June|June 4|tomorrow|04/06", keep=["six cartons"],
         notes="flight.docs_deadline is 4 June 12:00 London.")
