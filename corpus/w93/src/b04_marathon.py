DOMAIN = "marathon race entries"

# ---------------- M3: results, chip vs gun time ----------------
m3_ev = [
    rec("search_results#2864", "tool:search_results", es([
        hit("fbm-results-2026", "RES-2864", 16.2, 3, 4410, {
            "bib_number": "2864",
            "runner": {"name": "Mairi Donnelly", "category": "F40", "club": None},
            "chip_time_ms": 13514000, "gun_time_ms": 13802000,
            "splits": {"half_ms": 6478000, "km30_ms": 9540000},
            "position": {"overall": 1187, "gender": 342, "category": 57},
            "status": "FINISHED", "result_state": "PROVISIONAL"}),
        hit("fbm-results-2026-raw", "RAW-2864-a", 12.1, 1, 3902, {
            "bib_number": "2864", "runner": {"name": "Mairi Donnelly", "category": "F40"},
            "chip_time_ms": 13534000, "gun_time_ms": 13802000,
            "record_state": "SUPERSEDED", "superseded_by": "RES-2864",
            "note": "finish mat offset corrected"}),
        hit("fbm-results-2026", "RES-2846", 9.9, 1, 4398, {
            "bib_number": "2846",
            "runner": {"name": "Mairi Donnellan", "category": "F35", "club": "Falkirk Victoria"},
            "chip_time_ms": 14290000, "gun_time_ms": 14455000,
            "splits": {"half_ms": 6912000, "km30_ms": 10101000},
            "position": {"overall": 1804, "gender": 611, "category": 140},
            "status": "FINISHED", "result_state": "PROVISIONAL"}),
    ], took=8, aggs={"finishers_by_category": {"doc_count_error_upper_bound": 0, "sum_other_doc_count": 2941,
                                                "buckets": [{"key": "F40", "doc_count": 412},
                                                            {"key": "F35", "doc_count": 388},
                                                            {"key": "M40", "doc_count": 690}]}})),
    psg("fbm-kb#timing",
        "How timing works\nChip time is measured from when you cross the start mat to when you cross the finish "
        "mat. Gun time is measured from the official start of your wave.\nCategory prizes are awarded on gun "
        "time. Results become final 7 days after the race.", source="fbm.example/help/timing"),
]
m3_q = "Hi, could you tell me my official chip time and where I finished in my age group? Mairi Donnelly, bib 2864"

add("results-chip", m3_q,
    "Hi Mairi, congratulations on finishing! Your chip time was 3:45:14, and you were 57th in the F40 category (out "
    "of 412 finishers). Overall you came 1,187th.",
    m3_ev,
    [P("congratulations on finishing", NA),
     P("chip time was 3:45:14", S),
     P("57th in the F40 category", S),
     P("out of 412 finishers", S),
     P("came 1,187th", S)],
    notes="RES-2864: chip_time_ms 13514000 = 3:45:14, position.category 57, overall 1187; F40 bucket doc_count 412.",
    includes=["3:45:14", "57th"])

add("results-chip", m3_q,
    "Dear Mairi,\nWell done! Sorry it's taken a couple of days to get your results to you. Your chip time was 3 "
    "hours 45 minutes and 14 seconds, and your gun time was 3:50:02. You reached halfway in 1:47:58. Chip time runs "
    "from when you cross the start mat to the finish mat, whereas gun time counts from your wave's official "
    "start.\nCheers,\nAnne",
    m3_ev,
    [P("3 hours 45 minutes and 14 seconds", S),
     P("gun time was 3:50:02", S),
     P("halfway in 1:47:58", S),
     P("Chip time runs from when you cross the start mat", S),
     P("gun time counts from your wave's official start", S)],
    notes="RES-2864: chip 13514000 ms, gun 13802000 ms = 3:50:02, half_ms 6478000 = 1:47:58; the timing passage defines chip and gun time.",
    includes=["3 hours 45 minutes and 14 seconds", "3:50:02"])

add("results-chip", m3_q,
    "Hi Mairi, well done! Chip time 3:45:14 – 57th of 412 in F40. These are provisional until 7 days after the race.",
    m3_ev,
    [P("Chip time 3:45:14", S),
     P("57th of 412 in F40", S),
     P("provisional until 7 days after the race", S)],
    notes="RES-2864 chip_time_ms 13514000, position.category 57, result_state PROVISIONAL; passage: results final after 7 days.",
    includes=["3:45:14"])

add("results-chip", m3_q,
    "Hi Mairi, well done! Your official chip time was 3:50:02, which put you 57th in F40. Category prizes "
    "are decided on chip time, so that's the one to quote.",
    m3_ev,
    [P("chip time was 3:50:02", C, ["VALUE_MISMATCH"]),
     P("57th in F40", S),
     P("Category prizes are decided on chip time", C, ["NLI_CONTRADICTION"])],
    errors=["wrong_role", "invented_fact"],
    notes="3:50:02 is gun_time_ms (13802000); chip is 3:45:14. The timing passage says category prizes are awarded on gun time.",
    excludes=["chip time was 3:50:02", "decided on chip time"])

add("results-chip", m3_q,
    "Hi Mairi, congratulations! Your chip time was 3:45:34 and your gun time 3:50:02. You were 1,187th overall and "
    "57th in the F40s.",
    m3_ev,
    [P("chip time was 3:45:34", C, ["VALUE_MISMATCH"]),
     P("gun time 3:50:02", S),
     P("1,187th overall", S),
     P("57th in the F40s", S)],
    errors=["stale_value"],
    notes="13534000 ms (3:45:34) is the SUPERSEDED raw hit; the current RES-2864 chip time is 13514000 ms = 3:45:14.",
    excludes=["3:45:34"])

add("results-chip", m3_q,
    "Hi Mairi, congratulations! Your chip time was 3:58:10 and you finished 57th of 412 in F40. Results become final "
    "a week after the race.",
    m3_ev,
    [P("chip time was 3:58:10", C, ["VALUE_MISMATCH"]),
     P("57th of 412 in F40", S),
     P("final a week after the race", S)],
    errors=["other_record_value"],
    notes="3:58:10 (14290000 ms) is bib 2846, Mairi Donnellan; bib 2864's chip time is 3:45:14.",
    excludes=["3:58:10"], includes=["3:45:14|3 hours 45 minutes|3h 45", "57th"], repair=True)

# ---------------- M4: charity pledge shortfall ----------------
m4_ev = [
    rec("search_charity_places#forsyth", "tool:search_charity_places", es([
        hit("fbm-charity-places", "CP-0447", 12.6, 19, 7702, {
            "place_id": "CP-0447", "runner": {"name": "Duncan Forsyth", "entry_id": "ENT-68840"},
            "charity": {"name": "Highland Hospice", "charity_no": "SC019999"},
            "pledge": {"minimum_pence": 50000, "raised_pence": 31275, "offline_pending_pence": 0,
                       "gift_aid_pence": 5410},
            "pledge_deadline": ms("2026-11-15 23:59"), "status": "FUNDRAISING"}),
        hit("fbm-charity-places", "CP-0451", 9.1, 11, 7688, {
            "place_id": "CP-0451", "runner": {"name": "Dan Forsyth", "entry_id": "ENT-68871"},
            "charity": {"name": "Scottish Mountain Rescue", "charity_no": "SC028888"},
            "pledge": {"minimum_pence": 40000, "raised_pence": 40550, "offline_pending_pence": 0,
                       "gift_aid_pence": 6020},
            "pledge_deadline": ms("2026-11-15 23:59"), "status": "TARGET_MET"}),
    ], took=5, aggs={"donations_by_channel": {"buckets": [{"key": "ONLINE", "doc_count": 23},
                                                           {"key": "BANK_TRANSFER", "doc_count": 2}]}})),
    pol("fbm-policy#charity",
        "Charity-place runners agree a minimum pledge with their charity. The pledge must be met within six weeks of "
        "race day. Any shortfall after that date is collected from the card used at sign-up. Gift Aid does not count "
        "towards the minimum pledge. Runners may pay in offline donations by bank transfer, and these count once the "
        "charity confirms them.", revision="2026-01"),
]
m4_q = "How much more do I need to raise for Highland Hospice, and what's my deadline? Duncan Forsyth"
m4_now = "2026-08-12T09:00:00+01:00"

add("charity-pledge", m4_q,
    "Hi Duncan, great progress so far! You've raised £312.75 of your £500 minimum, so there's £187.25 still to go. "
    "The deadline is 15 November, six weeks after race day.",
    m4_ev,
    [P("raised £312.75", S),
     P("of your £500 minimum", S),
     P("£187.25 still to go", S),
     P("deadline is 15 November", S),
     P("six weeks after race day", S)],
    notes="CP-0447: raised_pence 31275, minimum_pence 50000, 50000-31275 = 18725; pledge_deadline epoch = 15 Nov 2026 23:59 GMT; policy: six weeks after race day.",
    now=m4_now, includes=["£187.25", "15 November"])

add("charity-pledge", m4_q,
    "Dear Duncan,\nThanks for all your efforts for Highland Hospice! Sorry it took me a while to dig this out. You're "
    "at £312.75 against a pledge of £500.00. Just so you know, Gift Aid doesn't count towards the minimum, but "
    "offline donations paid in by bank transfer do, once the charity confirms them.\nBest,\nAnne",
    m4_ev,
    [P("Sorry it took me a while", NA),
     P("at £312.75", S),
     P("pledge of £500.00", S),
     P("Gift Aid doesn't count towards the minimum", S),
     P("offline donations paid in by bank transfer do", S),
     P("once the charity confirms them", S)],
    notes="CP-0447 raised/minimum pence; charity policy on Gift Aid and offline donations.",
    now=m4_now, includes=["£312.75", "£500.00"])

add("charity-pledge", m4_q,
    "Hi Duncan, thanks for checking in! You've raised £312.75 so far, which leaves £287.25 to reach your £500 pledge. "
    "You have until 15 November.",
    m4_ev,
    [P("raised £312.75 so far", S),
     P("leaves £287.25", C, ["AMOUNT_MISMATCH"]),
     P("£500 pledge", S),
     P("until 15 November", S)],
    errors=["wrong_arithmetic"],
    notes="50000 - 31275 = 18725 pence, i.e. £187.25 left, not £287.25.",
    now=m4_now, excludes=["£287.25"])

add("charity-pledge", m4_q,
    "Good news, Duncan – you've already hit your target for Highland Hospice, with £405.50 raised. The deadline isn't "
    "until 15 November anyway.",
    m4_ev,
    [P("you've already hit your target", C, ["RECORD_STATE_MISMATCH"]),
     P("£405.50 raised", C, ["AMOUNT_MISMATCH"]),
     P("isn't until 15 November", S)],
    errors=["wrong_state", "other_record_value"],
    notes="TARGET_MET and 40550 pence belong to CP-0451 (Dan Forsyth). Duncan's CP-0447 is FUNDRAISING at 31275 of 50000.",
    now=m4_now, excludes=["already hit your target", "£405.50"])

add("charity-pledge", m4_q,
    "Hi Duncan, you're doing brilliantly! You've raised £312.75 so far, so there's £187.25 left to reach your £500 "
    "minimum. The deadline is 4 October, race day itself.",
    m4_ev,
    [P("raised £312.75 so far", S),
     P("£187.25 left", S),
     P("The deadline is 4 October, race day itself", C, ["DATE_MISMATCH", "NLI_CONTRADICTION"])],
    errors=["wrong_date"],
    notes="pledge_deadline epoch is 15 November 2026; the policy gives six weeks after race day, not race day.",
    now=m4_now, excludes=["deadline is 4 October"], includes=["15 November|15/11|15th November|15th of November", "£187.25"],
    repair=True)

# ---------------- M5: add-on order ----------------
m5_ev = [
    rec("search_addon_orders#ENT-69120", "tool:search_addon_orders", es([
        hit("fbm-addon-orders", "AO-30917", 10.8, 2, 12055, {
            "order_id": "AO-30917", "entry_id": "ENT-69120", "runner_name": "Priya Nair",
            "lines": [
                {"sku": "BUS_PASS_QUEENSFERRY", "description": "Race-day shuttle bus, Edinburgh Park to start",
                 "qty": 2, "unit_price_pence": 1200},
                {"sku": "MEDAL_ENGRAVING", "description": "Finisher medal engraving", "qty": 1,
                 "unit_price_pence": 850}],
            "order_total_pence": 3250,
            "payment": {"status": "CAPTURED", "captured_at": ms("2026-09-02 20:41")},
            "fulfilment": {"BUS_PASS_QUEENSFERRY": "EMAIL_IN_RACE_WEEK", "MEDAL_ENGRAVING": "AT_FINISH_VILLAGE"},
            "order_status": "PAID"}),
        hit("fbm-addon-orders", "AO-30655", 8.3, 4, 11870, {
            "order_id": "AO-30655", "entry_id": "ENT-69120", "runner_name": "Priya Nair",
            "lines": [{"sku": "PHOTO_PACK_DIGITAL", "description": "Digital photo pack", "qty": 1,
                       "unit_price_pence": 1999}],
            "order_total_pence": 1999,
            "payment": {"status": "REFUNDED", "captured_at": ms("2026-08-20 12:03"),
                        "refunded_at": ms("2026-08-21 09:15")},
            "order_status": "CANCELLED"}),
    ], took=4)),
    pol("fbm-policy#addons",
        "Shuttle bus passes are emailed in race week and must be shown on your phone or printed. Each pass covers one "
        "person for one return trip. Medal engraving is done at the finish village while you wait, usually in about "
        "15 minutes. Digital photo packs can be bought after the race from the results page.", revision="2026-05"),
]
m5_q = "Can you confirm what I ordered with my entry and how I'll get the bus passes? Priya Nair, ENT-69120"

add("addon-order", m5_q,
    "Hi Priya, thanks for getting in touch! Your order AO-30917 has two shuttle bus passes at £12 each and medal "
    "engraving at £8.50, so £32.50 in total, and the payment has gone through. The bus passes will be emailed to you "
    "in race week.",
    m5_ev,
    [P("two shuttle bus passes at £12 each", S),
     P("medal engraving at £8.50", S),
     P("£32.50 in total", S),
     P("the payment has gone through", S),
     P("emailed to you in race week", S)],
    notes="AO-30917 lines: 2 x 1200 + 1 x 850 = 3250 pence, payment CAPTURED; policy/fulfilment: bus passes emailed in race week.",
    includes=["£32.50", "two shuttle bus passes"])

add("addon-order", m5_q,
    "Hello Priya, here's your add-on order (AO-30917):\n- 2 × race-day shuttle bus pass (Edinburgh Park to the start)"
    "\n- 1 × finisher medal engraving, done at the finish village while you wait\nTotal paid: £32.50. Each bus pass "
    "covers one person for one return trip.",
    m5_ev,
    [P("2 × race-day shuttle bus pass", S),
     P("(Edinburgh Park to the start)", S),
     P("1 × finisher medal engraving", S),
     P("done at the finish village while you wait", S),
     P("Total paid: £32.50", S),
     P("covers one person for one return trip", S)],
    notes="AO-30917 lines and order_total_pence 3250 (CAPTURED); add-ons policy on engraving and pass coverage.",
    includes=["£32.50", "AO-30917"])

add("addon-order", m5_q,
    "Hi Priya! You've got one shuttle bus pass and medal engraving on order AO-30917, plus the digital photo pack. "
    "The bus pass gets emailed in race week.",
    m5_ev,
    [P("You've got one shuttle bus pass", C, ["VALUE_MISMATCH"]),
     P("plus the digital photo pack", [C, IE], ["RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"]),
     P("emailed in race week", S)],
    errors=["wrong_quantity", "unrecorded_extra"],
    notes="AO-30917 has qty 2 bus passes. The photo pack was on AO-30655, which is CANCELLED and REFUNDED; the live order has no photo pack.",
    excludes=["one shuttle bus pass", "plus the digital photo pack"])

add("addon-order", m5_q,
    "Hi Priya, sorry for the wait! Order AO-30917 covers two shuttle bus passes and medal engraving, which came to "
    "£20.50 altogether. The engraving is done at the finish village and usually takes about 15 minutes.",
    m5_ev,
    [P("two shuttle bus passes and medal engraving", S),
     P("£20.50 altogether", C, ["AMOUNT_MISMATCH"]),
     P("usually takes about 15 minutes", S)],
    errors=["wrong_arithmetic"],
    notes="The total skips one bus pass: 2 x 1200 + 850 = 3250 pence (£32.50), matching order_total_pence.",
    excludes=["£20.50"])

add("addon-order", m5_q,
    "Hi Priya, thanks for your message! Your order AO-30917 has two shuttle bus passes and medal engraving, £32.50 "
    "in total. The bus passes will be posted out to you in race week.",
    m5_ev,
    [P("two shuttle bus passes and medal engraving", S),
     P("£32.50 in total", S),
     P("posted out to you in race week", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    errors=["wrong_value"],
    notes="Policy and fulfilment EMAIL_IN_RACE_WEEK: passes are emailed, not posted.",
    excludes=["posted out to you"], includes=["emailed|email", "£32.50"], repair=True)
