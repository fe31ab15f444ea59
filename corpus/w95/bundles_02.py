from write_cases import *

# ---------------- B06 shoe repair: resole waiting on parts ----------------
b = {"domain": "shoe repair", "now": "2026-05-13T16:30:00+05:30",
     "question": "When will my brogues be done and how much is left to pay?",
     "evidence": [
    {"id": "passkit.get_pass#CC-RT-5087", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"formatVersion": 1, "passTypeIdentifier": "pass.lk.cobblerscorner.repair", "serialNumber": "CC-RT-5087",
                "organizationName": "Cobbler's Corner", "description": "Repair ticket",
                "relevantDate": "2026-05-16T10:00:00+05:30", "voided": False,
                "storeCard": {
                    "headerFields": [{"key": "ticket", "label": "TICKET", "value": "R-5087"}],
                    "primaryFields": [{"key": "item", "label": "ITEM", "value": "Brown brogues (pair)"}],
                    "secondaryFields": [{"key": "job", "label": "JOB", "value": "Full resole + heel"},
                                        {"key": "ready", "label": "READY", "value": "2026-05-16T10:00:00+05:30",
                                         "dateStyle": "PKDateStyleMedium", "timeStyle": "PKDateStyleShort"}],
                    "auxiliaryFields": [{"key": "balance", "label": "BALANCE", "value": 2400, "currencyCode": "LKR"},
                                        {"key": "deposit", "label": "DEPOSIT", "value": 1500, "currencyCode": "LKR"}]},
                "barcodes": [{"format": "PKBarcodeFormatQR", "message": "R-5087", "messageEncoding": "iso-8859-1"}]}},
    {"id": "repairs.get#R-5087", "kind": "record", "source": "tool:repairs.get",
     "fields": {"ticket": "R-5087", "state": "AWAITING_PARTS",
                "parts": [{"part": "LEATHER_SOLE_VIBRAM", "state": "ORDERED", "eta": ep("2026-05-14 12:00")}],
                "job_total_minor": 390000, "deposit_minor": 150000, "balance_minor": 240000,
                "promised_at": ep("2026-05-16 10:00"), "bench": "Kamal", "currency": "LKR"}},
    {"id": "repairs.get#R-4990", "kind": "record", "source": "tool:repairs.get",
     "fields": {"ticket": "R-4990", "state": "READY", "item": "Black sandals – strap stitch",
                "job_total_minor": 60000, "deposit_minor": 60000, "balance_minor": 0,
                "promised_at": ep("2026-05-10 10:00"), "currency": "LKR"}},
    {"id": "policy#repairs", "kind": "policy", "revision": "2026-02",
     "text": "Work is guaranteed for 90 days against stitching failure. Resoles take 5 to 7 working days; "
             "special-order soles add up to 3 more. Shoes not collected within 60 days may be donated."},
]}

add("ok", b, "brogue-resole",
    "Nuwan – brogues are waiting on the new sole, due in tomorrow. Ready Saturday 16/05 from 10 AM. Rs 2,400 left to pay; you put down Rs 1,500.",
    [S("brogues are waiting on the new sole"), S("due in tomorrow"), S("Ready Saturday 16/05 from 10 AM"),
     S("Rs 2,400 left to pay"), S("you put down Rs 1,500")],
    notes="R-5087 AWAITING_PARTS, sole eta 14/05 (now 13/05); promised_at 16/05 10:00 (Saturday); balance 240000, deposit 150000 minor.",
    includes=["Rs 2,400", "16/05"])

add("ok", b, "brogue-resole",
    "Ticket R-5087. Total job Rs 3,900, deposit Rs 1,500 paid, balance Rs 2,400. Collect from 10:00 AM on 16 May.",
    [S("Ticket R-5087"), S("Total job Rs 3,900"), S("deposit Rs 1,500 paid"), S("balance Rs 2,400"),
     S("Collect from 10:00 AM on 16 May")],
    notes="job_total_minor 390000, deposit 150000, balance 240000; promised_at 16/05 10:00.",
    includes=["Rs 2,400", "10:00 AM"])

add("ok", b, "brogue-resole",
    "Your brogues: sole arrives 14/5, shoes ready 16/5. Stitching on the resole is guaranteed for 90 days.",
    [S("sole arrives 14/5"), S("shoes ready 16/5"), S("guaranteed for 90 days")],
    notes="Part eta 14/05 12:00; promised 16/05; policy: 90-day stitching guarantee.",
    includes=["16/5"])

add("bad", b, "brogue-resole",
    "Nuwan, your shoes are ready and there's nothing left to pay.",
    [C("your shoes are ready", STATE), C("nothing left to pay", AMT)],
    errors=["wrong_state", "other_record_value"], err="sandals-ticket",
    notes="READY and balance 0 belong to the sandals ticket R-4990; R-5087 is AWAITING_PARTS with balance 240000 minor.",
    excludes=["your shoes are ready", "nothing left to pay"])

add("bad", b, "brogue-resole",
    "Ticket R-5087. Balance Rs 1,500, ready 16/05 at 10 AM.",
    [S("Ticket R-5087"), C("Balance Rs 1,500", AMT), S("ready 16/05 at 10 AM")],
    errors=["wrong_role"], err="deposit-as-balance",
    notes="Rs 1,500 is the DEPOSIT field (deposit_minor 150000); the balance is Rs 2,400.",
    excludes=["Balance Rs 1,500"])

add("rep", b, "brogue-resole",
    "Brogues ready Saturday 16/05, 10 AM. Balance Rs 3,900.",
    [S("Brogues ready Saturday 16/05, 10 AM"), C("Balance Rs 3,900", AMT)],
    errors=["wrong_role"],
    notes="Rs 3,900 is job_total_minor; balance_minor is 240000 (pass BALANCE 2400 LKR).",
    excludes=["Balance Rs 3,900"], includes=["Rs 2,400|2,400", "16/05|16 May"])

# ---------------- B07 shoe repair: replaced pass after stretch added ----------------
b = {"domain": "shoe repair", "now": "2026-05-12T09:00:00+05:30",
     "question": "I've got two passes for my heels job in my wallet. Which one do I use, and when can I pick up?",
     "evidence": [
    {"id": "passkit.get_pass#HS-0772-A", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"serialNumber": "HS-0772-A", "organizationName": "Heel & Sole", "voided": True,
                "relevantDate": "2026-05-12T15:00:00+05:30",
                "storeCard": {"primaryFields": [{"key": "job", "label": "JOB", "value": "Heel tips ×2 pairs"}],
                              "secondaryFields": [{"key": "ready", "label": "READY", "value": "2026-05-12T15:00:00+05:30",
                                                   "dateStyle": "PKDateStyleShort", "timeStyle": "PKDateStyleShort"},
                                                  {"key": "price", "label": "PRICE", "value": 1600, "currencyCode": "LKR"}]}}},
    {"id": "passkit.get_pass#HS-0772-B", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"serialNumber": "HS-0772-B", "organizationName": "Heel & Sole", "voided": False,
                "relevantDate": "2026-05-15T13:00:00+05:30",
                "storeCard": {"primaryFields": [{"key": "job", "label": "JOB", "value": "Heel tips ×2 pairs + stretch"}],
                              "secondaryFields": [{"key": "ready", "label": "READY", "value": "2026-05-15T13:00:00+05:30",
                                                   "dateStyle": "PKDateStyleShort", "timeStyle": "PKDateStyleShort"},
                                                  {"key": "price", "label": "PRICE", "value": 2100, "currencyCode": "LKR"}],
                              "backFields": [{"key": "note", "label": "Note",
                                              "value": "Replaces HS-0772-A. Stretching added 11/05."}]},
                "barcodes": [{"format": "PKBarcodeFormatQR", "message": "J-0772/B", "messageEncoding": "iso-8859-1"}]}},
    {"id": "jobs.get#J-0772", "kind": "record", "source": "tool:jobs.get",
     "fields": {"job_id": "J-0772", "state": "IN_PROGRESS", "pass_serial": "HS-0772-B", "superseded_pass": "HS-0772-A",
                "lines": [{"code": "HEEL_TIP", "qty": 2, "unit_minor": 80000},
                          {"code": "STRETCH_WIDTH", "qty": 1, "unit_minor": 50000}],
                "total_minor": 210000, "paid_minor": 0, "currency": "LKR"}},
    {"id": "policy#counter", "kind": "policy", "revision": "v3",
     "text": "If a pass is replaced, only the newest pass scans at the counter. Heel tips are done while you wait "
             "when the bench is free, otherwise next day. Stretching needs 48 hours on the last."},
]}

add("ok", b, "replaced-pass",
    "Use the new pass, HS-0772-B – the old one is void. Pick up Friday 15/05 from 1 PM. Rs 2,100: two heel tips at Rs 800 each plus Rs 500 for the stretch.",
    [S("Use the new pass, HS-0772-B"), S("the old one is void"), S("Pick up Friday 15/05 from 1 PM"), S("Rs 2,100"),
     S("two heel tips at Rs 800 each"), S("Rs 500 for the stretch")],
    notes="HS-0772-A voided, HS-0772-B active with READY 15/05 13:00 (Friday); lines 2 x 80000 + 50000 = 210000 minor.",
    includes=["HS-0772-B", "Rs 2,100"])

add("ok", b, "replaced-pass",
    "Sachini, pickup is 1:00 PM on Friday. The stretch needs 48 hours on the last. Only pass HS-0772-B will scan.",
    [S("pickup is 1:00 PM on Friday"), S("The stretch needs 48 hours on the last"), S("Only pass HS-0772-B will scan")],
    notes="relevantDate 2026-05-15T13:00+05:30 (Friday; now Tuesday 12/05); policy: stretching 48 hours, only newest pass scans.",
    includes=["1:00 PM"])

add("bad", b, "replaced-pass",
    "Use your pass HS-0772-A. Ready today at 3 PM, Rs 1,600.",
    [C("Use your pass HS-0772-A", IDM), C("Ready today at 3 PM", DATE), C("Rs 1,600", AMT)],
    errors=["stale_value", "stale_value", "stale_value"], err="void-pass",
    notes="All three values come from the voided pass HS-0772-A; the active pass HS-0772-B says 15/05 13:00 and Rs 2,100.",
    excludes=["Use your pass HS-0772-A", "today at 3 PM", "Rs 1,600"])

add("bad", b, "replaced-pass",
    "New pass is HS-0772-B. Ready Friday, 1 PM. Stretching takes 24 hours. The Rs 2,100 is already paid.",
    [S("New pass is HS-0772-B"), S("Ready Friday, 1 PM"), C("Stretching takes 24 hours", POLC),
     C("already paid", ["AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"])],
    errors=["wrong_period", "wrong_state"], err="stretch-24h",
    notes="Policy: stretching needs 48 hours; jobs.get paid_minor is 0.",
    excludes=["24 hours", "already paid"])

add("rep", b, "replaced-pass",
    "Use HS-0772-B. Pickup Friday 15/05 at 1 PM. Total Rs 1,600.",
    [S("Use HS-0772-B"), S("Pickup Friday 15/05 at 1 PM"), C("Total Rs 1,600", AMT)],
    errors=["stale_value"],
    notes="Rs 1,600 is the PRICE on the voided pass; the current total is 210000 minor (Rs 2,100).",
    excludes=["Rs 1,600"], includes=["Rs 2,100|2,100", "HS-0772-B"])

# ---------------- B08 shoe repair: free shine reward, suede question ----------------
b = {"domain": "shoe repair", "now": "2026-05-15T13:00:00+05:30",
     "question": "Can I use my free shine on my suede boots?",
     "evidence": [
    {"id": "passkit.get_pass#CC-SHINE-2231", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"formatVersion": 1, "passTypeIdentifier": "pass.lk.cobblerscorner.shine", "serialNumber": "CC-SHINE-2231",
                "organizationName": "Cobbler's Corner", "expirationDate": "2026-09-30T23:59:00+05:30", "voided": False,
                "storeCard": {
                    "headerFields": [{"key": "stamps", "label": "STAMPS", "value": 8}],
                    "primaryFields": [{"key": "reward", "label": "REWARD", "value": "Free shine ready"}],
                    "secondaryFields": [{"key": "rexp", "label": "REWARD EXPIRES", "value": "2026-05-25T21:00:00+05:30",
                                         "dateStyle": "PKDateStyleMedium", "timeStyle": "PKDateStyleShort"}],
                    "auxiliaryFields": [{"key": "since", "label": "MEMBER SINCE", "value": "2025-11-02",
                                         "dateStyle": "PKDateStyleShort"}]},
                "barcodes": [{"format": "PKBarcodeFormatQR", "message": "RW-77310", "messageEncoding": "iso-8859-1"}]}},
    {"id": "stamps.get#SHINE-2231", "kind": "record", "source": "tool:stamps.get",
     "fields": {"card": "SHINE-2231", "stamps": 8, "target": 8, "reward_state": "AVAILABLE", "reward_code": "RW-77310",
                "eighth_stamp_at": ep("2026-04-25 21:00"), "reward_expires_at": ep("2026-05-25 21:00"),
                "visits_total": 17}},
    {"id": "policy#shine-card", "kind": "policy", "revision": "2025-10",
     "text": "Eight paid shines earn one free standard shine. The free shine must be used within 30 days of the eighth stamp. "
             "It does not cover suede treatment or dye work. The card restarts at zero after the reward is used."},
]}

add("ok", b, "free-shine",
    "Imran, your free shine is ready to use, code RW-77310. It's for a standard shine only – suede treatment isn't covered. Use it by 25/05, 9 PM.",
    [S("your free shine is ready to use"), S("code RW-77310"), S("standard shine only"), S("suede treatment isn't covered"),
     S("Use it by 25/05, 9 PM")],
    notes="reward_state AVAILABLE, reward_code RW-77310, reward_expires_at 25/05 21:00; policy excludes suede treatment.",
    includes=["RW-77310", "25/05"])

add("ok", b, "free-shine",
    "No, suede isn't covered. The free one is a standard shine. Reward runs out 25 May. Card goes back to zero once you use it.",
    [S("No, suede isn't covered"), S("The free one is a standard shine"), S("Reward runs out 25 May"),
     S("Card goes back to zero once you use it")],
    notes="Policy: standard shine, no suede, restarts at zero; REWARD EXPIRES 2026-05-25.",
    includes=["25 May"])

add("bad", b, "free-shine",
    "Yes Imran, you can use the free shine on the suede boots. It's valid till the end of June.",
    [C("you can use the free shine on the suede boots", POLC),
     C("valid till the end of June", ["DATE_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"])],
    errors=["condition_unmet", "wrong_date"], err="suede",
    notes="Policy: the free shine does not cover suede treatment; reward expires 25/05 21:00.",
    excludes=["free shine on the suede boots", "end of June"])

add("bad", b, "free-shine",
    "You're on 7 of 8 stamps – one more shine and the free one is yours.",
    [C("You're on 7 of 8 stamps", VAL), C("one more shine and the free one is yours", STATE)],
    errors=["wrong_quantity", "wrong_state"], err="seven-stamps",
    notes="stamps 8 of target 8 and reward_state AVAILABLE: the reward is already earned.",
    excludes=["7 of 8", "one more shine"])

add("rep", b, "free-shine",
    "Free shine ready, code RW-77310. It's valid for 60 days from your eighth stamp.",
    [S("Free shine ready"), S("code RW-77310"), C("valid for 60 days", POLC)],
    errors=["wrong_period"],
    notes="Policy: use within 30 days of the eighth stamp (25/04 + 30 days = 25/05).",
    excludes=["60 days"], includes=["30 days|thirty days|25/05|25 May", "RW-77310"])

# ---------------- B09 shoe repair: glue mark, compensation denied ----------------
b = {"domain": "shoe repair", "now": "2026-05-12T10:00:00+05:30",
     "question": "You left a glue mark on my suede loafers. I want Rs 5,000 compensation.",
     "evidence": [
    {"id": "complaints.get#CMP-118", "kind": "record", "source": "tool:complaints.get",
     "fields": {"complaint_id": "CMP-118", "job_id": "J-0654", "state": "REMEDY_OFFERED", "category": "GLUE_MARK",
                "remedy": {"type": "FREE_RECLEAN", "slot_at": ep("2026-05-18 11:00"), "fee_minor": 0},
                "claimed_minor": 500000, "opened_at": ep("2026-05-11 17:05")}},
    {"id": "payments.compensate#call-1", "kind": "refused_call", "tool": "payments.compensate", "decision": "DENY",
     "args": {"job_id": "J-0654", "amount_minor": 500000}},
    {"id": "passkit.get_pass#HS-0654", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"serialNumber": "HS-0654", "organizationName": "Heel & Sole", "voided": True,
                "storeCard": {"primaryFields": [{"key": "job", "label": "JOB", "value": "Suede loafers – sole glue"}],
                              "auxiliaryFields": [{"key": "price", "label": "PRICE", "value": 1200, "currencyCode": "LKR"}]}}},
    {"id": "policy#damage", "kind": "policy", "revision": "v1",
     "text": "If our work marks or damages an item, we first re-clean or repair it free of charge. "
             "Cash compensation is only considered if the re-work fails. "
             "Compensation is capped at the item's purchase price, with a receipt."},
]}

add("ok", b, "glue-mark",
    "Tharindu, the cash compensation was declined for now. First step is a free re-clean, booked Monday 18/05 at 11 AM, no charge. If that doesn't fix it, compensation can be looked at again – up to what you paid for the loafers, with a receipt.",
    [S("cash compensation was declined for now"), S("First step is a free re-clean"), S("booked Monday 18/05 at 11 AM"),
     S("no charge"), S("compensation can be looked at again"), S("up to what you paid for the loafers, with a receipt")],
    notes="payments.compensate DENIED; remedy FREE_RECLEAN slot 18/05 11:00 (Monday), fee 0; policy: re-work first, cap at purchase price with receipt.",
    includes=["18/05", "11 AM"])

add("ok", b, "glue-mark",
    "Sorry about the glue mark. We re-clean free first; yours is set for 11:00 AM on 18 May. The Rs 5,000 payout was not approved.",
    [NA("Sorry about the glue mark"), S("We re-clean free first"), S("set for 11:00 AM on 18 May"),
     S("The Rs 5,000 payout was not approved")],
    notes="Policy re-clean first; slot_at 18/05 11:00; the 500000-minor compensation call was DENIED.",
    includes=["18 May"])

add("bad", b, "glue-mark",
    "Tharindu, we've approved Rs 5,000 compensation – it'll reach your account this week. Re-clean is also booked for 18/05, 11 AM.",
    [C("we've approved Rs 5,000 compensation", NOTEX), CI("it'll reach your account this week", NOTEX + NOREC),
     S("Re-clean is also booked for 18/05, 11 AM")],
    errors=["refused_call_effect", "invented_promise"], err="payout-approved",
    notes="payments.compensate was DENIED; no payment timing exists anywhere in the evidence.",
    excludes=["approved Rs 5,000", "reach your account this week"])

add("bad", b, "glue-mark",
    "Re-clean booked 18/05 at 5:30 AM, free of charge. Cash compensation wasn't approved.",
    [C("18/05 at 5:30 AM", DATE), S("free of charge"), S("Cash compensation wasn't approved")],
    errors=["unit_conversion"], err="utc-time",
    notes="slot_at is 11:00 Asia/Colombo; 5:30 AM is the same instant in UTC.",
    excludes=["5:30 AM"])

add("rep", b, "glue-mark",
    "Compensation declined for now. Free re-clean on 18/05 at 11 AM. Any compensation is capped at Rs 10,000.",
    [S("Compensation declined for now"), S("Free re-clean on 18/05 at 11 AM"), CI("capped at Rs 10,000", POLAMT + NOPOL)],
    errors=["wrong_policy_condition"],
    notes="Policy caps compensation at the item's purchase price (with a receipt), not a fixed Rs 10,000.",
    excludes=["Rs 10,000"], includes=["purchase price|what you paid|price you paid", "11 AM|11:00 AM|11:00"])

# ---------------- B10 tailoring: hems ready, dress waiting for fitting ----------------
b = {"domain": "tailoring and alterations", "now": "2026-05-14T11:00:00+05:30",
     "question": "Are my trousers done? When is my dress fitting?",
     "evidence": [
    {"id": "passkit.get_pass#NPT-FIT-3306", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"formatVersion": 1, "passTypeIdentifier": "pass.lk.needlepoint.fitting", "serialNumber": "NPT-FIT-3306",
                "organizationName": "Needle Point Tailors", "description": "Fitting appointment",
                "relevantDate": "2026-05-19T17:30:00+05:30", "voided": False,
                "eventTicket": {
                    "headerFields": [{"key": "when", "label": "DATE", "value": "2026-05-19T17:30:00+05:30",
                                      "dateStyle": "PKDateStyleShort", "timeStyle": "PKDateStyleShort"}],
                    "primaryFields": [{"key": "event", "label": "APPOINTMENT", "value": "Dress fitting"}],
                    "secondaryFields": [{"key": "room", "label": "ROOM", "value": "Fitting room 2"}],
                    "auxiliaryFields": [{"key": "length", "label": "LENGTH", "value": "20 min"}],
                    "backFields": [{"key": "bring", "label": "Please bring", "value": "The shoes you'll wear with the dress."}]},
                "barcodes": [{"format": "PKBarcodeFormatQR", "message": "ALT-3306-FIT", "messageEncoding": "iso-8859-1"}]}},
    {"id": "alterations.get#ALT-3306", "kind": "record", "source": "tool:alterations.get",
     "fields": {"order_id": "ALT-3306", "state": "PARTLY_READY", "currency": "LKR",
                "lines": [{"item": "Trousers hem", "qty": 3, "unit_minor": 60000, "state": "READY"},
                          {"item": "Dress take-in", "qty": 1, "unit_minor": 220000, "state": "AWAITING_FITTING"}],
                "total_minor": 400000, "paid_minor": 100000}},
    {"id": "policy#alterations", "kind": "policy", "revision": "2026-04",
     "text": "Alterations are paid in full on collection. Hems are ready in 3 working days. "
             "Take-ins need one fitting before final sewing. A fitting can be moved once, free, with 24 hours' notice."},
]}

add("ok", b, "hem-and-fitting",
    "Priyanka, the three trousers are hemmed and ready. Dress fitting is Tuesday 19/05 at 5:30 PM, fitting room 2. Balance Rs 3,000 – Rs 4,000 total less Rs 1,000 paid.",
    [S("three trousers are hemmed and ready"), S("Tuesday 19/05 at 5:30 PM"), S("fitting room 2"), S("Balance Rs 3,000"),
     S("Rs 4,000 total"), S("Rs 1,000 paid")],
    notes="Hem line qty 3 READY; fitting pass 2026-05-19T17:30 (Tuesday), Fitting room 2; total 400000 - paid 100000 = Rs 3,000.",
    includes=["5:30 PM", "Rs 3,000"])

add("ok", b, "hem-and-fitting",
    "- Trousers x3: ready\n- Dress: needs the fitting before final sewing\n- Fitting: 19 May, 5.30 PM, about 20 minutes\n- Bring the shoes you'll wear\nYou can move the fitting once, free, if you tell us 24 hours ahead.",
    [S("Trousers x3: ready"), S("Dress: needs the fitting before final sewing"), S("Fitting: 19 May, 5.30 PM"),
     S("about 20 minutes"), S("Bring the shoes you'll wear"), S("move the fitting once, free, if you tell us 24 hours ahead")],
    notes="Line states READY / AWAITING_FITTING; pass LENGTH 20 min and backFields shoes; policy one free move with 24 hours' notice.",
    includes=["19 May"])

add("ok", b, "hem-and-fitting",
    "Trousers ready. Dress fitting Tue 5:30 PM.",
    [S("Trousers ready"), S("Dress fitting Tue 5:30 PM")],
    notes="Hem line READY; fitting 19/05 (Tuesday) 17:30 local.",
    includes=["5:30 PM"])

add("bad", b, "hem-and-fitting",
    "Priyanka, trousers and dress are both ready – come and collect. Rs 3,000 to pay.",
    [C("trousers and dress are both ready", STATE), S("Rs 3,000 to pay")],
    errors=["wrong_state"], err="dress-ready",
    notes="The dress take-in line is AWAITING_FITTING; only the hems are READY.",
    excludes=["both ready"])

add("bad", b, "hem-and-fitting",
    "Balance is Rs 2,800: Rs 1,800 for the hems plus Rs 2,200 for the dress, less Rs 1,000 paid. Fitting moves are free any time.",
    [C("Balance is Rs 2,800", AMT), S("Rs 1,800 for the hems"), S("Rs 2,200 for the dress"), S("less Rs 1,000 paid"),
     C("Fitting moves are free any time", POLC)],
    errors=["wrong_arithmetic", "wrong_policy_condition"], err="balance-sum",
    notes="1,800 + 2,200 - 1,000 = 3,000; policy allows one free move with 24 hours' notice.",
    excludes=["Rs 2,800", "free any time"])

add("rep", b, "hem-and-fitting",
    "Trousers are ready. Your dress fitting is Tuesday 19/05 at 5:30 AM.",
    [S("Trousers are ready"), C("Tuesday 19/05 at 5:30 AM", DATE)],
    errors=["wrong_time"],
    notes="Fitting pass relevantDate 2026-05-19T17:30+05:30 is 5:30 PM.",
    excludes=["5:30 AM"], includes=["5:30 PM|5.30 PM|17:30|5:30 in the evening", "19/05|19 May"])
