DOMAIN = "martial-arts dojo"

# ---------------- D3: free trial class ----------------
d3_ev = [
    rec("search_trials#moffat", "tool:search_trials", es([
        hit("dojo-trial-bookings", "TR-1907", 10.3, 1, 902, {
            "trial_id": "TR-1907", "child": {"first_name": "Aria", "age": 7},
            "guardian": {"name": "Leanne Moffat", "email": "l.moffat@example.com"},
            "class": {"code": "KIDS_LITTLE_DRAGONS", "starts_at": "2026-01-21T17:00:00Z", "duration": "PT45M",
                      "instructor": "Sensei Raj Bhatt"},
            "status": "CONFIRMED", "price_pence": 0}),
        hit("dojo-trial-bookings", "TR-1899", 7.9, 3, 887, {
            "trial_id": "TR-1899", "child": {"first_name": "Aria", "age": 11},
            "guardian": {"name": "Leanne Moffatt", "email": "leanne.m@example.org"},
            "class": {"code": "KIDS_JUNIORS", "starts_at": "2026-01-22T18:00:00Z", "duration": "PT1H",
                      "instructor": "Sensei Gillian Shaw"},
            "status": "CONFIRMED", "price_pence": 0}),
    ], took=3)),
    psg("dojo-kb#timetable",
        "Class timetable\nLittle Dragons (ages 5-8): Mondays and Wednesdays, 17:00-17:45.\nJuniors (ages 9-13): "
        "Tuesdays and Thursdays, 18:00-19:00.\nAdults: Monday to Thursday, 19:15-20:45, and Saturday 10:00-11:30.\n"
        "All classes are at the Stockbridge dojo; parking is on-street only.", source="dojo.example/timetable"),
    pol("dojo-policy#trials",
        "Every new student's first class is free. Trial students do not need a gi; comfortable clothes without zips "
        "are fine. A parent or guardian must stay in the building during children's classes. Jewellery must be "
        "removed before stepping on the mat.", revision="r12"),
]
d3_q = "Just checking Aria's free trial is booked for this week and what she should wear? Leanne Moffat"
d3_now = "2026-01-19T10:00:00+00:00"

add("trial-class", d3_q,
    "Hi Leanne, thanks for getting in touch! Aria's free trial is confirmed for the Little Dragons class this "
    "Wednesday, 21 January, at 5pm. It lasts 45 minutes, and Sensei Raj Bhatt will be taking it. She doesn't need a "
    "gi – comfy clothes without zips are perfect.",
    d3_ev,
    [P("Aria's free trial is confirmed", S),
     P("this Wednesday, 21 January, at 5pm", S),
     P("It lasts 45 minutes", S),
     P("Sensei Raj Bhatt will be taking it", S),
     P("She doesn't need a gi", S),
     P("comfy clothes without zips", S)],
    notes="TR-1907 (guardian Leanne Moffat, Aria 7): CONFIRMED, starts 2026-01-21T17:00Z (GMT = local), PT45M, Raj Bhatt; trials policy on clothing.",
    now=d3_now, includes=["21 January", "5pm"])

add("trial-class", d3_q,
    "Dear Leanne,\nSorry for the delay in replying! Aria is booked into Little Dragons on Wednesday at 17:00, "
    "finishing at 17:45. Please remove any jewellery before she goes on the mat, and a parent or guardian needs to "
    "stay in the building during the class. Parking is on-street only, I'm afraid.\nBest wishes,\nGillian",
    d3_ev,
    [P("Sorry for the delay in replying", NA),
     P("Little Dragons on Wednesday at 17:00", S),
     P("finishing at 17:45", S),
     P("remove any jewellery", S),
     P("stay in the building during the class", S),
     P("Parking is on-street only", S)],
    notes="TR-1907 start 17:00 with PT45M (ends 17:45, as the timetable says); trials policy on jewellery and guardians; timetable passage on parking.",
    now=d3_now, includes=["17:00", "17:45"])

add("trial-class", d3_q,
    "Hi Leanne, Aria's trial is all booked for Thursday at 6pm. Don't worry about staying – you're welcome to drop her "
    "off and pick her up after.",
    d3_ev,
    [P("Thursday at 6pm", C, ["DATE_MISMATCH"]),
     P("you're welcome to drop her off", C, ["NLI_CONTRADICTION"])],
    errors=["other_record_value", "wrong_policy_condition"],
    notes="Thursday 18:00 is TR-1899 (another Aria, guardian Leanne Moffatt, Juniors). Policy: a parent or guardian must stay in the building.",
    now=d3_now, excludes=["Thursday at 6pm", "you're welcome to drop her off"])

add("trial-class", d3_q,
    "Hi Leanne! Aria is booked into Little Dragons this Wednesday at 5pm. The class runs for an hour, and the trial is "
    "£8, payable on the night.",
    d3_ev,
    [P("Little Dragons this Wednesday at 5pm", S),
     P("The class runs for an hour", C, ["VALUE_MISMATCH", "NLI_CONTRADICTION"]),
     P("the trial is £8", C, ["AMOUNT_MISMATCH", "NLI_CONTRADICTION"])],
    errors=["wrong_period", "wrong_amount"],
    notes="TR-1907 duration PT45M (timetable 17:00-17:45); price_pence 0 and the policy makes the first class free.",
    now=d3_now, excludes=["runs for an hour", "trial is £8"])

add("trial-class", d3_q,
    "Hi Leanne, thanks for your message! Aria's free trial is booked for Little Dragons this Wednesday at 5pm, and it "
    "lasts 30 minutes. She doesn't need a gi, just comfortable clothes without zips.",
    d3_ev,
    [P("booked for Little Dragons this Wednesday at 5pm", S),
     P("lasts 30 minutes", C, ["VALUE_MISMATCH", "NLI_CONTRADICTION"]),
     P("She doesn't need a gi", S)],
    errors=["wrong_period"],
    notes="TR-1907 duration is PT45M.",
    now=d3_now, excludes=["lasts 30 minutes"],
    includes=["45 minutes|45 mins|three quarters of an hour|17:45|5:45", "Wednesday"], repair=True)

# ---------------- D4: sparring kit order, partly back-ordered ----------------
d4_ev = [
    rec("search_shop_orders#SH-2291", "tool:search_shop_orders", es([
        hit("dojo-shop-orders", "SH-2291", 13.7, 4, 1290, {
            "order_no": "SH-2291", "customer": {"name": "Niamh Begg", "student_id": "STU-0530"},
            "items": [
                {"sku": "GLOVES_SPAR_10OZ", "name": "Sparring gloves 10oz", "qty": 1, "unit_price": "34.00",
                 "line_status": "DISPATCHED"},
                {"sku": "SHIN_GUARDS_M", "name": "Shin guards (M)", "qty": 1, "unit_price": "26.50",
                 "line_status": "BACKORDERED", "expected_restock": "2026-03-24"},
                {"sku": "MOUTHGUARD_ADULT", "name": "Mouthguard", "qty": 2, "unit_price": "6.00",
                 "line_status": "DISPATCHED"}],
            "totals": {"subtotal": "72.50", "member_discount": "-7.25", "grand_total": "65.25", "currency": "GBP"},
            "dispatch": {"carrier": "ROYAL_MAIL_TRACKED_48", "tracking": "RM883102749GB",
                         "shipped_at": "2026-03-06T15:12:00Z"}}),
        hit("dojo-shop-orders", "SH-2240", 8.0, 3, 1177, {
            "order_no": "SH-2240", "customer": {"name": "Niamh Begg", "student_id": "STU-0530"},
            "items": [{"sku": "GI_ADULT_170", "name": "Gi (size 170)", "qty": 1, "unit_price": "42.00",
                       "line_status": "DELIVERED"}],
            "totals": {"subtotal": "42.00", "member_discount": "-4.20", "grand_total": "37.80", "currency": "GBP"},
            "dispatch": {"carrier": "ROYAL_MAIL_TRACKED_48", "tracking": "RM880455120GB",
                         "shipped_at": "2026-01-12T11:40:00Z"}}),
    ], took=4)),
    pol("dojo-policy#shop",
        "Members get 10% off everything in the dojo shop. Items that are out of stock are back-ordered and sent free of "
        "charge as soon as they arrive. Unworn items can be returned within 30 days for a refund; mouthguards cannot be "
        "returned once opened.", revision="r9"),
]
d4_q = "Has my sparring kit order been sent? I only got one parcel. Niamh Begg, SH-2291"
d4_now = "2026-03-10T13:30:00+00:00"

add("kit-order", d4_q,
    "Hi Niamh, thanks for your patience! Your gloves and the two mouthguards went out on 6 March with Royal Mail "
    "Tracked 48. The shin guards are on back order – we're expecting them back in stock on 24 March, and they'll be "
    "sent on free of charge as soon as they arrive.",
    d4_ev,
    [P("gloves and the two mouthguards went out on 6 March", S),
     P("Royal Mail Tracked 48", S),
     P("shin guards are on back order", S),
     P("back in stock on 24 March", S),
     P("sent on free of charge", S)],
    notes="SH-2291: gloves and 2 mouthguards DISPATCHED, shipped_at 2026-03-06, ROYAL_MAIL_TRACKED_48; shin guards BACKORDERED, expected_restock 2026-03-24; shop policy on free sending.",
    now=d4_now, includes=["6 March", "24 March"])

add("kit-order", d4_q,
    "Dear Niamh,\nSorry about the confusion with the parcels! Order SH-2291 came to £72.50 before your 10% member "
    "discount, so £65.25 in total. Everything except the shin guards has been dispatched.\nKind regards,\nGillian",
    d4_ev,
    [P("Sorry about the confusion with the parcels", NA),
     P("came to £72.50", S),
     P("10% member discount", S),
     P("£65.25 in total", S),
     P("Everything except the shin guards has been dispatched", S)],
    notes="SH-2291 totals: subtotal 72.50, discount -7.25 (10% per policy), grand_total 65.25; only the shin guards line is BACKORDERED.",
    now=d4_now, includes=["£65.25", "£72.50"])

add("kit-order", d4_q,
    "Hi Niamh! Your parcel had the gloves and one mouthguard in it, and the shin guards were sent separately.",
    d4_ev,
    [P("Your parcel had the gloves", S),
     P("one mouthguard", C, ["VALUE_MISMATCH"]),
     P("the shin guards were sent separately", C, ["RECORD_STATE_MISMATCH"])],
    errors=["wrong_quantity", "wrong_state"],
    notes="The mouthguard line has qty 2; the shin guards line is BACKORDERED, not dispatched.",
    now=d4_now, excludes=["one mouthguard", "shin guards were sent separately"])

add("kit-order", d4_q,
    "Hi Niamh, sorry for the muddle! SH-2291 totalled £59.85 after your member discount. If the gloves don't fit, you "
    "can return them unworn within 14 days for a refund.",
    d4_ev,
    [P("totalled £59.85", C, ["AMOUNT_MISMATCH"]),
     P("within 14 days", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    errors=["wrong_arithmetic", "wrong_period"],
    notes="£59.85 counts one mouthguard instead of two; grand_total is 65.25. The shop policy allows returns within 30 days.",
    now=d4_now, excludes=["£59.85", "within 14 days"])

add("kit-order", d4_q,
    "Hi Niamh, thanks for your patience! The gloves and both mouthguards were dispatched on 6 March. The shin guards "
    "are back-ordered and should be back in stock on 6 April; we'll send them free of charge when they arrive.",
    d4_ev,
    [P("gloves and both mouthguards were dispatched on 6 March", S),
     P("shin guards are back-ordered", S),
     P("back in stock on 6 April", C, ["DATE_MISMATCH"]),
     P("send them free of charge", S)],
    errors=["wrong_date"],
    notes="The shin guards line has expected_restock 2026-03-24.",
    now=d4_now, excludes=["6 April"],
    includes=["24 March|24/03|24th March|24th of March|March 24", "6 March"], repair=True)
