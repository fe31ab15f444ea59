from write_cases import *

# ---------------- B11 tailoring: wedding suit, rush fee waiver refused ----------------
b = {"domain": "tailoring and alterations", "now": "2026-05-15T10:00:00+05:30",
     "question": "Can you waive the rush fee on my wedding suit? And where is it up to?",
     "evidence": [
    {"id": "orders.get#GRB-1142", "kind": "record", "source": "tool:orders.get",
     "fields": {"order_id": "GRB-1142", "garment": "Three-piece wedding suit", "state": "CUTTING",
                "base_minor": 4200000, "rush": {"requested": True, "fee_minor": 350000, "waived": False},
                "total_minor": 4550000, "deposit_minor": 1820000, "deposit_state": "PAID",
                "event_date": "2026-05-30", "promised_at": ep("2026-05-27 16:00"), "currency": "LKR"}},
    {"id": "passkit.get_pass#GRB-FF-1142", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"formatVersion": 1, "passTypeIdentifier": "pass.lk.galleroadbespoke.fitting", "serialNumber": "GRB-FF-1142",
                "organizationName": "Galle Road Bespoke", "relevantDate": "2026-05-25T18:00:00+05:30", "voided": False,
                "eventTicket": {
                    "headerFields": [{"key": "date", "label": "DATE", "value": "2026-05-25T18:00:00+05:30",
                                      "dateStyle": "PKDateStyleMedium", "timeStyle": "PKDateStyleShort"}],
                    "primaryFields": [{"key": "event", "label": "APPOINTMENT", "value": "Final fitting"}],
                    "secondaryFields": [{"key": "tailor", "label": "TAILOR", "value": "Mr. Lal"}],
                    "auxiliaryFields": [{"key": "order", "label": "ORDER", "value": "GRB-1142"}],
                    "backFields": [{"key": "bring", "label": "Bring", "value": "The shirt and shoes for the day."}]},
                "barcodes": [{"format": "PKBarcodeFormatQR", "message": "GRB-1142-FF", "messageEncoding": "iso-8859-1"}]}},
    {"id": "pricing.waive_fee#call-1", "kind": "refused_call", "tool": "pricing.waive_fee", "decision": "DENY",
     "args": {"order_id": "GRB-1142", "fee_code": "RUSH"}},
    {"id": "policy#rush-deposit", "kind": "policy", "revision": "2026-01",
     "text": "Rush orders (needed in under 14 days) carry a fee of Rs 3,500. The rush fee is waived on orders of "
             "Rs 50,000 or more before the fee. Deposits are 40% of the total and are non-refundable once cutting starts. "
             "Final fittings are booked 2 to 5 days before pickup."},
]}

add("ok", b, "wedding-suit-rush",
    "Kasun, suit's in cutting now. Rush fee of Rs 3,500 stays – the waiver is only for orders of Rs 50,000 or more, and yours is Rs 42,000. Total Rs 45,500, Rs 18,200 deposit paid, Rs 27,300 still to pay.",
    [S("suit's in cutting now"), S("Rush fee of Rs 3,500 stays"), S("waiver is only for orders of Rs 50,000 or more"),
     S("yours is Rs 42,000"), S("Total Rs 45,500"), S("Rs 18,200 deposit paid"), S("Rs 27,300 still to pay")],
    notes="state CUTTING; waive_fee DENIED, rush.waived false; base 4200000 < Rs 50,000 threshold; total 4550000 - deposit 1820000 = Rs 27,300.",
    includes=["Rs 3,500", "Rs 27,300"])

add("ok", b, "wedding-suit-rush",
    "Final fitting with Mr. Lal, Monday 25 May, 6 PM. Suit ready 27/05, 4 PM – three days before the wedding.",
    [S("Final fitting with Mr. Lal"), S("Monday 25 May, 6 PM"), S("Suit ready 27/05, 4 PM"), S("three days before the wedding")],
    notes="Fitting pass 2026-05-25T18:00 (a Monday), TAILOR Mr. Lal; promised_at 27/05 16:00; event_date 30/05.",
    includes=["25 May", "27/05"])

add("ok", b, "wedding-suit-rush",
    "Dear Kasun,\nThe rush fee can't be waived; the order is under Rs 50,000 before the fee. Cutting has started, so the deposit is no longer refundable.\nThanks,\nGalle Road Bespoke",
    [NA("Dear Kasun"), S("The rush fee can't be waived"), S("under Rs 50,000 before the fee"), S("Cutting has started"),
     S("deposit is no longer refundable"), NA("Thanks"), NA("Galle Road Bespoke")],
    notes="waive_fee DENIED; base Rs 42,000; state CUTTING and policy: deposit non-refundable once cutting starts.",
    includes=["Rs 50,000"])

add("bad", b, "wedding-suit-rush",
    "Good news Kasun – rush fee waived, so your total is Rs 42,000. Suit's in cutting.",
    [C("rush fee waived", ["NOT_EXECUTED", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]), C("your total is Rs 42,000", AMT),
     S("Suit's in cutting")],
    errors=["condition_unmet", "wrong_amount"], err="fee-waived",
    notes="Base Rs 42,000 is under the Rs 50,000 waiver threshold, the waive call was DENIED and rush.waived is false; total_minor is 4550000.",
    excludes=["rush fee waived", "total is Rs 42,000"])

add("bad", b, "wedding-suit-rush",
    "Final fitting with Mr. Lal on 26/05 at 6 PM. Deposit was 50% of the total.",
    [S("Final fitting with Mr. Lal"), C("on 26/05 at 6 PM", DATE), C("Deposit was 50% of the total", POLAMT)],
    errors=["wrong_date", "wrong_policy_condition"], err="fitting-date",
    notes="Fitting pass date is 25/05 18:00; policy deposit is 40% (Rs 18,200 of Rs 45,500).",
    excludes=["26/05", "50% of the total"])

add("rep", b, "wedding-suit-rush",
    "Suit is being cut. Your deposit is refundable until pickup.",
    [S("Suit is being cut"), C("deposit is refundable until pickup", POLC)],
    errors=["wrong_policy_condition"],
    notes="Policy: deposits are non-refundable once cutting starts, and the order is in CUTTING.",
    excludes=["refundable until pickup"],
    includes=["non-refundable|not refundable|no longer refundable|can't be refunded|cannot be refunded", "cut|cutting"])

# ---------------- B12 tailoring: two orders, blazer and shirts ----------------
b = {"domain": "tailoring and alterations", "now": "2026-05-14T18:00:00+05:30",
     "question": "Is my blazer ready? And the shirts?",
     "evidence": [
    {"id": "orders.list#CUS-2290", "kind": "record", "source": "tool:orders.list",
     "fields": {"customer_id": "CUS-2290", "name": "Shehan Gunawardena", "currency": "LKR",
                "orders": [{"order_id": "ALT-3410", "desc": "Blazer – shorten sleeves", "state": "READY_FOR_COLLECTION",
                            "amount_minor": 150000, "ready_at": ep("2026-05-13 12:00")},
                           {"order_id": "ALT-3415", "desc": "Shirts x2 – add darts", "state": "IN_WORK",
                            "amount_minor": 120000, "ready_at": ep("2026-05-20 12:00")}]}},
    {"id": "passkit.get_pass#NPT-3410", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"serialNumber": "NPT-3410", "organizationName": "Needle Point Tailors", "voided": False,
                "relevantDate": "2026-05-13T12:00:00+05:30",
                "storeCard": {"headerFields": [{"key": "order", "label": "ORDER", "value": "ALT-3410"}],
                              "primaryFields": [{"key": "job", "label": "JOB", "value": "Blazer – shorten sleeves"}],
                              "auxiliaryFields": [{"key": "due", "label": "DUE", "value": 1500, "currencyCode": "LKR"}]}}},
    {"id": "passkit.get_pass#NPT-3415", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"serialNumber": "NPT-3415", "organizationName": "Needle Point Tailors", "voided": False,
                "relevantDate": "2026-05-20T12:00:00+05:30",
                "storeCard": {"headerFields": [{"key": "order", "label": "ORDER", "value": "ALT-3415"}],
                              "primaryFields": [{"key": "job", "label": "JOB", "value": "Shirts x2 – add darts"}],
                              "auxiliaryFields": [{"key": "due", "label": "DUE", "value": 1200, "currencyCode": "LKR"}]}}},
    {"id": "kb-shop#hours", "kind": "passage",
     "text": "Needle Point Tailors, 41 Galle Road, Dehiwala.\nOpen Monday to Saturday, 9:00 AM to 7:00 PM.\nClosed Sundays and poya days."},
]}

add("ok", b, "blazer-and-shirts",
    "Shehan, blazer (ALT-3410) is ready, Rs 1,500. Shirts (ALT-3415) are still in work, ready 20/05 from noon, Rs 1,200. Both together Rs 2,700.",
    [S("blazer (ALT-3410) is ready"), S("Rs 1,500"), S("Shirts (ALT-3415) are still in work"), S("ready 20/05 from noon"),
     S("Rs 1,200"), S("Both together Rs 2,700")],
    notes="ALT-3410 READY_FOR_COLLECTION 150000; ALT-3415 IN_WORK 120000, ready_at 20/05 12:00; sum Rs 2,700.",
    includes=["Rs 1,500", "20/05"])

add("ok", b, "blazer-and-shirts",
    "Blazer's ready. Shirts next Wednesday, 20 May. We're open till 7 PM, Monday to Saturday, closed Sundays.",
    [S("Blazer's ready"), S("Shirts next Wednesday, 20 May"), S("open till 7 PM, Monday to Saturday"), S("closed Sundays")],
    notes="ALT-3410 ready; ALT-3415 ready_at 20/05 (Wednesday after Thursday 14/05); hours from kb-shop#hours.",
    includes=["20 May"])

add("bad", b, "blazer-and-shirts",
    "Blazer's ready, Rs 1,200 to pay. Shirts ready 20/05.",
    [S("Blazer's ready"), C("Rs 1,200 to pay", AMT), S("Shirts ready 20/05")],
    errors=["other_record_value"], err="shirt-price",
    notes="Rs 1,200 is the shirts order ALT-3415; the blazer ALT-3410 is 150000 minor (Rs 1,500).",
    excludes=["Rs 1,200 to pay"])

add("bad", b, "blazer-and-shirts",
    "Your blazer is under order ALT-3415 and it's ready. We're also open Sundays, 10 AM to 2 PM.",
    [C("under order ALT-3415", IDM), S("it's ready"), C("open Sundays, 10 AM to 2 PM", ["NLI_CONTRADICTION"])],
    errors=["wrong_id", "invented_fact"], err="order-id",
    notes="The blazer is ALT-3410 (ALT-3415 is the shirts); the shop passage says closed Sundays.",
    excludes=["under order ALT-3415", "open Sundays"])

add("rep", b, "blazer-and-shirts",
    "Blazer ready, Rs 1,500. Shirts ready 13/05.",
    [S("Blazer ready"), S("Rs 1,500"), C("Shirts ready 13/05", ["DATE_MISMATCH", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"])],
    errors=["other_record_value"],
    notes="13/05 is the blazer's ready date; the shirts ALT-3415 are IN_WORK with ready_at 20/05 12:00.",
    excludes=["Shirts ready 13/05"], includes=["20/05|20 May|Wednesday", "Rs 1,500|1,500"])

# ---------------- B13 tailoring: blouse with Gold member discount ----------------
b = {"domain": "tailoring and alterations", "now": "2026-05-13T10:00:00+05:30",
     "question": "Is my saree blouse ready, and did my Gold discount go on?",
     "evidence": [
    {"id": "passkit.get_pass#TT-CLUB-0581", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"formatVersion": 1, "passTypeIdentifier": "pass.lk.threadthimble.club", "serialNumber": "TT-CLUB-0581",
                "organizationName": "Thread & Thimble", "voided": False,
                "storeCard": {
                    "headerFields": [{"key": "tier", "label": "TIER", "value": "Gold"}],
                    "primaryFields": [{"key": "member", "label": "MEMBER", "value": "Madhavi Herath"}],
                    "secondaryFields": [{"key": "perks", "label": "PERKS", "value": "Free hemming · 10% off stitching"}],
                    "auxiliaryFields": [{"key": "points", "label": "POINTS", "value": 340}],
                    "backFields": [{"key": "perk_terms", "label": "Perk terms",
                                    "value": "Perks apply to stitching labour only, not fabric or lining."}]},
                "barcodes": [{"format": "PKBarcodeFormatQR", "message": "TTC0581", "messageEncoding": "iso-8859-1"}]}},
    {"id": "orders.get#TT-5812", "kind": "record", "source": "tool:orders.get",
     "fields": {"order_id": "TT-5812", "item": "Saree blouse, stitched", "state": "READY", "currency": "LKR",
                "lines": [{"code": "BLOUSE_STITCH", "amount_minor": 280000}, {"code": "LINING", "amount_minor": 45000}],
                "discounts": [{"code": "GOLD_10", "applies_to": "BLOUSE_STITCH", "amount_minor": -28000}],
                "total_minor": 297000, "ready_at": ep("2026-05-12 15:00"), "extras_requested": ["LINING"]}},
    {"id": "policy#gold", "kind": "policy", "revision": "2025-12",
     "text": "Gold members get 10% off stitching labour and free hemming. The discount does not apply to lining, "
             "fabric or fittings. Members earn 1 point per Rs 10 spent."},
]}

add("ok", b, "gold-blouse",
    "Madhavi, blouse is ready. Your Gold 10% took Rs 280 off the stitching. Total Rs 2,970 with the lining.",
    [S("blouse is ready"), S("Gold 10% took Rs 280 off the stitching"), S("Total Rs 2,970 with the lining")],
    notes="state READY; discount GOLD_10 -28000 on BLOUSE_STITCH; total_minor 297000 includes LINING 45000.",
    includes=["Rs 2,970"])

add("ok", b, "gold-blouse",
    "Ready since 12/05, 3 PM. Stitching Rs 2,800 less 10%, plus Rs 450 lining = Rs 2,970. The discount doesn't cover lining.",
    [S("Ready since 12/05, 3 PM"), S("Stitching Rs 2,800 less 10%"), S("plus Rs 450 lining"), S("= Rs 2,970"),
     S("discount doesn't cover lining")],
    notes="ready_at 12/05 15:00; 280000 - 28000 + 45000 = 297000 minor; policy: discount not on lining.",
    includes=["Rs 2,970", "12/05"])

add("bad", b, "gold-blouse",
    "Blouse is ready. As a Gold member your lining is free, and we've added padding at no charge.",
    [S("Blouse is ready"), C("your lining is free", ["NLI_CONTRADICTION", "VALUE_MISMATCH", "AMOUNT_MISMATCH"]),
     CI("added padding at no charge", NOREC + VAL)],
    errors=["unlisted_perk", "unrecorded_extra"], err="free-lining",
    notes="Lining is charged 45000 minor and the policy excludes lining from the discount; extras_requested holds only LINING, no padding.",
    excludes=["lining is free", "added padding"])

add("bad", b, "gold-blouse",
    "Blouse ready. Total Rs 3,250 after your Gold discount. Gold gets 15% off stitching.",
    [S("Blouse ready"), C("Total Rs 3,250 after your Gold discount", AMT), C("Gold gets 15% off stitching", POLC)],
    errors=["wrong_arithmetic", "wrong_value"], err="discount-skipped",
    notes="Rs 3,250 is stitching + lining without the -28000 discount (total_minor 297000); policy says 10%.",
    excludes=["Rs 3,250", "15% off"])

add("rep", b, "gold-blouse",
    "Blouse is ready, total Rs 2,970. Gold gets you free hemming and 10% off the lining.",
    [S("Blouse is ready"), S("total Rs 2,970"), S("free hemming"), C("10% off the lining", POLC)],
    errors=["wrong_policy_condition"],
    notes="Policy and pass backFields: the 10% applies to stitching labour, not lining.",
    excludes=["off the lining"], includes=["stitching|labour", "Rs 2,970|2,970"])

# ---------------- B14 key cutting: 3 of 4 keys cut, blank out of stock ----------------
b = {"domain": "key cutting", "now": "2026-05-15T12:00:00+05:30",
     "question": "I asked for four keys and only got three. What happened?",
     "evidence": [
    {"id": "keyjobs.get#KC-20418", "kind": "record", "source": "tool:keyjobs.get",
     "fields": {"job_id": "KC-20418", "state": "PARTIAL", "blank": "ABUS_EC550", "copies_ordered": 4, "copies_cut": 3,
                "failed": [{"reason": "BLANK_OUT_OF_STOCK", "qty": 1}], "unit_minor": 75000, "charged_minor": 225000,
                "restock_eta": ep("2026-05-19 10:00"), "currency": "LKR", "kiosk": "LIBERTY_PLAZA"}},
    {"id": "passkit.get_pass#KM-20418", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"serialNumber": "KM-20418", "organizationName": "KeyMaster", "voided": False,
                "storeCard": {"headerFields": [{"key": "job", "label": "JOB", "value": "KC-20418"}],
                              "primaryFields": [{"key": "keys", "label": "KEYS", "value": "3 of 4 ready"}],
                              "secondaryFields": [{"key": "paid", "label": "PAID", "value": 2250, "currencyCode": "LKR"}],
                              "auxiliaryFields": [{"key": "blank", "label": "BLANK", "value": "ABUS EC550"}]}}},
    {"id": "policy#keys", "kind": "policy", "revision": "v5",
     "text": "Every cut key is tested in our gauge; if it doesn't work in your lock, bring it back within 30 days for a free recut. "
             "You pay only for keys that are cut. Security keys need the owner's card."},
]}

add("ok", b, "three-of-four",
    "Rohan, 3 of the 4 keys were cut. The ABUS blank ran out. More blanks due Tuesday 19/05. You paid Rs 2,250, only for the three cut.",
    [S("3 of the 4 keys were cut"), S("The ABUS blank ran out"), S("More blanks due Tuesday 19/05"), S("You paid Rs 2,250"),
     S("only for the three cut")],
    notes="copies_cut 3 of 4, failed BLANK_OUT_OF_STOCK; restock_eta 19/05 10:00 (Tuesday); charged 225000 minor; policy pay only for cut keys.",
    includes=["Rs 2,250", "19/05"])

add("ok", b, "three-of-four",
    "Three keys cut at Rs 750 each, Rs 2,250 charged. Fourth one waits for stock, due 19 May, 10 AM. If a key sticks, bring it in within 30 days for a free recut.",
    [S("Three keys cut at Rs 750 each"), S("Rs 2,250 charged"), S("Fourth one waits for stock"), S("due 19 May, 10 AM"),
     S("within 30 days for a free recut")],
    notes="unit_minor 75000 x 3 = 225000; restock 19/05 10:00; policy free recut within 30 days.",
    includes=["Rs 750"])

add("bad", b, "three-of-four",
    "Rohan, all 4 keys are cut and paid, Rs 3,000.",
    [C("all 4 keys are cut", ["VALUE_MISMATCH", "RECORD_STATE_MISMATCH"]), C("Rs 3,000", AMT)],
    errors=["wrong_quantity", "wrong_amount"], err="all-four",
    notes="copies_cut 3 (state PARTIAL); charged_minor 225000 is Rs 2,250.",
    excludes=["all 4 keys", "Rs 3,000"])

add("bad", b, "three-of-four",
    "3 keys cut, the fourth comes when the blank arrives on 19/05. We'll drop the fourth key at your home. Free recut within 90 days.",
    [S("3 keys cut"), S("the fourth comes when the blank arrives on 19/05"), I("drop the fourth key at your home", NOREC + NOPOL),
     C("Free recut within 90 days", POLC)],
    errors=["invented_promise", "wrong_period"], err="home-drop",
    notes="No record or policy offers home delivery; policy free recut is within 30 days.",
    excludes=["at your home", "90 days"])

add("rep", b, "three-of-four",
    "3 keys cut, Rs 2,250 charged. The last one gets cut when blanks arrive on 12/05.",
    [S("3 keys cut"), S("Rs 2,250 charged"), C("blanks arrive on 12/05", DATE)],
    errors=["wrong_date"],
    notes="restock_eta is 19/05 10:00 local.",
    excludes=["on 12/05"], includes=["19/05|19 May|Tuesday", "Rs 2,250|2,250"])

# ---------------- B15 key cutting: smart key programming appointment ----------------
b = {"domain": "key cutting", "now": "2026-05-18T14:00:00+05:30",
     "question": "When is the smart key guy coming and what do I pay?",
     "evidence": [
    {"id": "passkit.get_pass#KMM-APT-6620", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"formatVersion": 1, "passTypeIdentifier": "pass.lk.keymaster.visit", "serialNumber": "KMM-APT-6620",
                "organizationName": "KeyMaster Mobile", "relevantDate": "2026-05-21T09:30:00+05:30",
                "expirationDate": "2026-05-21T12:00:00+05:30", "voided": False,
                "eventTicket": {
                    "headerFields": [{"key": "window", "label": "WINDOW", "value": "9:30–11:30 AM"}],
                    "primaryFields": [{"key": "svc", "label": "SERVICE", "value": "Smart key programming"}],
                    "secondaryFields": [{"key": "vehicle", "label": "VEHICLE", "value": "Toyota Aqua 2016"},
                                        {"key": "date", "label": "DATE", "value": "2026-05-21T09:30:00+05:30",
                                         "dateStyle": "PKDateStyleMedium"}],
                    "auxiliaryFields": [{"key": "loc", "label": "LOCATION", "value": "Your address – Battaramulla"},
                                        {"key": "price", "label": "PRICE", "value": 18500, "currencyCode": "LKR"}],
                    "backFields": [{"key": "prep", "label": "Before we arrive",
                                    "value": "Have the vehicle's registration book ready."}]},
                "barcodes": [{"format": "PKBarcodeFormatQR", "message": "APT-6620", "messageEncoding": "iso-8859-1"}]}},
    {"id": "appointments.get#APT-6620", "kind": "record", "source": "tool:appointments.get",
     "fields": {"appointment_id": "APT-6620", "state": "CONFIRMED", "window_start": ep("2026-05-21 09:30"),
                "window_end": ep("2026-05-21 11:30"), "expected_duration": "PT45M", "quote_minor": 1850000,
                "deposit_minor": 500000, "deposit_state": "PAID", "callout_minor": 0, "technician": "Pradeep",
                "currency": "LKR"}},
    {"id": "appointments.get#APT-6604", "kind": "record", "source": "tool:appointments.get",
     "fields": {"appointment_id": "APT-6604", "state": "CANCELLED", "cancelled_at": ep("2026-05-14 09:10"),
                "window_start": ep("2026-05-16 14:00"), "service": "SPARE_KEY_CUT", "quote_minor": 450000}},
    {"id": "policy#mobile", "kind": "policy", "revision": "2026-02",
     "text": "Smart key programming needs the registration book and the owner's NIC. Call-outs inside Colombo district are free. "
             "If we cannot program the key, you pay only the Rs 2,500 diagnostic fee. "
             "Cancel at least 24 hours ahead to get the deposit back."},
]}

add("ok", b, "smart-key-visit",
    "Nadeesha, booked for Thursday 21/05. Pradeep arrives between 9:30 and 11:30 AM. Job takes about 45 minutes. Bring the registration book and your NIC.",
    [S("booked for Thursday 21/05"), S("Pradeep arrives between 9:30 and 11:30 AM"), S("about 45 minutes"),
     S("registration book and your NIC")],
    notes="APT-6620 CONFIRMED, window 21/05 09:30-11:30 local (Thursday), technician Pradeep, PT45M; policy needs registration book and NIC.",
    includes=["21/05", "9:30"])

add("ok", b, "smart-key-visit",
    "Appointment APT-6620 confirmed. Rs 18,500 in total, Rs 5,000 deposit paid, so Rs 13,500 on the day. No call-out charge.",
    [S("Appointment APT-6620 confirmed"), S("Rs 18,500 in total"), S("Rs 5,000 deposit paid"), S("Rs 13,500 on the day"),
     S("No call-out charge")],
    notes="quote_minor 1850000, deposit 500000 PAID, remainder Rs 13,500; callout_minor 0.",
    includes=["Rs 13,500"])

add("ok", b, "smart-key-visit",
    "Confirmed: 21 May, window starts 9.30 AM. If the key can't be programmed you only pay the Rs 2,500 diagnostic fee.",
    [S("Confirmed: 21 May"), S("window starts 9.30 AM"), S("only pay the Rs 2,500 diagnostic fee")],
    notes="window_start 21/05 09:30 local; policy diagnostic fee Rs 2,500.",
    includes=["Rs 2,500"])

add("bad", b, "smart-key-visit",
    "Nadeesha, Pradeep will be with you at 4:00 AM on Thursday 21/05. Bring the registration book.",
    [C("at 4:00 AM on Thursday 21/05", DATE), S("Bring the registration book")],
    errors=["unit_conversion"], err="utc-window",
    notes="window_start 09:30 Asia/Colombo is 04:00 UTC; the draft gives the UTC hour as local.",
    excludes=["4:00 AM"])

add("bad", b, "smart-key-visit",
    "Your appointment was cancelled on 14/05. To get the deposit back, cancel at least 2 hours ahead.",
    [C("Your appointment was cancelled on 14/05", STATE), C("at least 2 hours ahead", POLC)],
    errors=["other_record_value", "wrong_period"], err="old-appointment",
    notes="CANCELLED on 14/05 is the older APT-6604; APT-6620 is CONFIRMED. Policy notice is 24 hours.",
    excludes=["was cancelled", "2 hours ahead"])

add("rep", b, "smart-key-visit",
    "Confirmed for Thursday 21/05, between 9:30 and 11:30 AM. Rs 18,500 to pay on the day.",
    [S("Confirmed for Thursday 21/05"), S("between 9:30 and 11:30 AM"), C("Rs 18,500 to pay on the day", AMT)],
    errors=["wrong_arithmetic"],
    notes="Rs 5,000 deposit is already PAID, so Rs 13,500 remains on the day.",
    excludes=["Rs 18,500 to pay"], includes=["Rs 13,500|13,500", "21/05|21 May"])
