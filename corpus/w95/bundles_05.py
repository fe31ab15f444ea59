from write_cases import *

# ---------------- B21 clothes rental: Basic -> Plus upgrade question ----------------
b = {"domain": "clothes-rental subscription", "now": "2026-05-20T15:00:00+05:30",
     "question": "What do I get if I move up to Plus, and when would it start?",
     "evidence": [
    {"id": "subscriptions.get#DC-SUB-3391", "kind": "record", "source": "tool:subscriptions.get",
     "fields": {"sub_id": "DC-SUB-3391", "plan": "DRAPE_BASIC", "status": "ACTIVE", "price_minor": 650000,
                "next_charge_at": ep("2026-06-03 00:00"), "pending_change": None, "items_out_count": 1, "currency": "LKR"}},
    {"id": "passkit.get_pass#DRC-3391", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"serialNumber": "DRC-3391", "organizationName": "Drape Club", "voided": False,
                "storeCard": {"headerFields": [{"key": "plan", "label": "PLAN", "value": "Drape Basic"}],
                              "secondaryFields": [{"key": "next", "label": "NEXT CHARGE", "value": 6500, "currencyCode": "LKR"},
                                                  {"key": "on", "label": "ON", "value": "2026-06-03",
                                                   "dateStyle": "PKDateStyleMedium"}]}}},
    {"id": "policy#plans", "kind": "policy", "revision": "2026-05",
     "text": "Drape Basic: Rs 6,500 a month, two pieces at a time, free delivery in Colombo. "
             "Drape Plus: Rs 12,500 a month, five pieces at a time, free delivery island-wide, one occasion-wear piece a month. "
             "Upgrades apply from the next billing date. Dry cleaning is included on both plans; minor repairs are not."},
    {"id": "kb#occasion-wear", "kind": "passage",
     "text": "Occasion-wear includes gowns, lehengas and designer sarees.\nBridal pieces are not part of any plan."},
]}

add("ok", b, "plus-upgrade",
    "Nethmi, Plus is Rs 12,500 a month: five pieces at a time, free delivery island-wide and one occasion-wear piece a month. The switch would start on your next bill, 3 June.",
    [S("Plus is Rs 12,500 a month"), S("five pieces at a time"), S("free delivery island-wide"),
     S("one occasion-wear piece a month"), S("start on your next bill, 3 June")],
    notes="Plus terms from policy#plans; upgrades apply from the next billing date, next_charge_at 03/06.",
    includes=["Rs 12,500", "3 June"])

add("ok", b, "plus-upgrade",
    "You're on Basic at Rs 6,500. Plus costs Rs 6,000 more a month. Occasion-wear means gowns, lehengas and designer sarees; bridal isn't on any plan.",
    [S("You're on Basic at Rs 6,500"), S("Plus costs Rs 6,000 more a month"), S("gowns, lehengas and designer sarees"),
     S("bridal isn't on any plan")],
    notes="plan DRAPE_BASIC price 650000; 12,500 - 6,500 = 6,000; occasion-wear and bridal from kb#occasion-wear.",
    includes=["Rs 6,000"])

add("ok", b, "plus-upgrade",
    "Dry cleaning stays included. Upgrade kicks in 03/06.",
    [S("Dry cleaning stays included"), S("Upgrade kicks in 03/06")],
    notes="Policy: dry cleaning on both plans, upgrades from next billing date (03/06).",
    includes=["03/06"])

add("bad", b, "plus-upgrade",
    "Plus is Rs 12,500 a month. It also covers free minor repairs and a bridal piece for your big day.",
    [S("Plus is Rs 12,500 a month"), C("free minor repairs", ["NLI_CONTRADICTION"]),
     C("a bridal piece for your big day", ["NLI_CONTRADICTION"])],
    errors=["unlisted_perk", "unlisted_perk"], err="extra-perks",
    notes="Policy: minor repairs are not included; the passage says bridal pieces are not part of any plan.",
    excludes=["free minor repairs", "bridal piece"])

add("bad", b, "plus-upgrade",
    "Upgrade starts today if you say yes. Plus gives you four pieces at a time.",
    [C("Upgrade starts today", POLC), C("four pieces at a time", POLC)],
    errors=["wrong_policy_condition", "wrong_quantity"], err="starts-today",
    notes="Policy: upgrades apply from the next billing date (03/06); Plus is five pieces at a time.",
    excludes=["starts today", "four pieces"])

add("rep", b, "plus-upgrade",
    "Plus is Rs 12,500 a month with five pieces at a time. Free delivery on Plus is Colombo only.",
    [S("Plus is Rs 12,500 a month"), S("five pieces at a time"), C("Colombo only", POLC)],
    errors=["wrong_value"],
    notes="Colombo-only delivery is the Basic plan; Plus has free delivery island-wide.",
    excludes=["Colombo only"],
    includes=["island-wide|island wide|islandwide|anywhere in the island|all island", "Rs 12,500|12,500"])

# ---------------- B22 watch-battery kiosk: warranty claim ----------------
b = {"domain": "watch-battery kiosk", "now": "2026-05-18T12:00:00+05:30",
     "question": "My watch stopped again. Is the battery still under warranty?",
     "evidence": [
    {"id": "passkit.get_pass#TT-WB-11873", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"formatVersion": 1, "passTypeIdentifier": "pass.lk.ticktock.receipt", "serialNumber": "TT-WB-11873",
                "organizationName": "TickTock Watch Kiosk", "expirationDate": "2027-04-28T23:59:00+05:30", "voided": False,
                "storeCard": {
                    "headerFields": [{"key": "receipt", "label": "RECEIPT", "value": "R-11873"}],
                    "primaryFields": [{"key": "watch", "label": "WATCH", "value": "Casio MTP-1302"}],
                    "secondaryFields": [{"key": "cell", "label": "BATTERY", "value": "SR626SW"},
                                        {"key": "wty", "label": "WARRANTY UNTIL", "value": "2027-04-28",
                                         "dateStyle": "PKDateStyleMedium"}],
                    "auxiliaryFields": [{"key": "paid", "label": "PAID", "value": 1450, "currencyCode": "LKR"}]},
                "barcodes": [{"format": "PKBarcodeFormatCode128", "message": "R-11873", "messageEncoding": "iso-8859-1"}]}},
    {"id": "services.get#R-11873", "kind": "record", "source": "tool:services.get",
     "fields": {"receipt": "R-11873", "service": "BATTERY_REPLACE", "fitted_at": ep("2026-04-28 14:20"), "cell": "SR626SW",
                "price_minor": 145000, "seal_test": "NOT_DONE",
                "warranty": {"months": 12, "until": "2027-04-28", "state": "VALID"}, "kiosk": "MAJESTIC_CITY"}},
    {"id": "services.get#R-09952", "kind": "record", "source": "tool:services.get",
     "fields": {"receipt": "R-09952", "service": "BATTERY_REPLACE", "fitted_at": ep("2025-03-10 11:05"), "cell": "SR626SW",
                "price_minor": 120000, "watch": "Casio MTP-1302",
                "warranty": {"months": 12, "until": "2026-03-10", "state": "EXPIRED"}}},
    {"id": "policy#battery", "kind": "policy", "revision": "v6",
     "text": "Batteries carry a 12-month warranty: if the cell dies, we replace it free. The warranty does not cover damage "
             "from water. Water resistance is not guaranteed after a battery change unless a pressure test is done (Rs 800)."},
]}

add("ok", b, "battery-warranty",
    "Asanka, yes, it's covered. Battery went in 28/04/2026, warranty till 28/04/2027. Bring it in and we swap the cell free.",
    [S("yes, it's covered"), S("Battery went in 28/04/2026"), S("warranty till 28/04/2027"), S("swap the cell free")],
    notes="R-11873 warranty VALID until 2027-04-28, fitted 28/04/2026; policy replaces a dead cell free.",
    includes=["28/04/2027"])

add("ok", b, "battery-warranty",
    "Receipt R-11873: SR626SW fitted, Rs 1,450 paid. Covered for 12 months. Water damage isn't covered, and no pressure test was done on it.",
    [S("Receipt R-11873: SR626SW fitted"), S("Rs 1,450 paid"), S("Covered for 12 months"), S("Water damage isn't covered"),
     S("no pressure test was done on it")],
    notes="cell SR626SW, price_minor 145000; warranty 12 months; policy excludes water damage; seal_test NOT_DONE.",
    includes=["Rs 1,450"])

add("bad", b, "battery-warranty",
    "Sorry Asanka, your warranty has run out – the battery went in on 10/03/2025.",
    [C("your warranty has run out", STATE), C("went in on 10/03/2025", DATE)],
    errors=["other_record_value", "other_record_value"], err="old-receipt",
    notes="EXPIRED and 10/03/2025 belong to the older receipt R-09952; the current R-11873 is VALID, fitted 28/04/2026.",
    excludes=["has run out", "10/03/2025"])

add("bad", b, "battery-warranty",
    "Warranty is 6 months, so it runs to 28/10/2026. Your watch is still water-resistant as before.",
    [C("Warranty is 6 months", POLC), C("runs to 28/10/2026", DATE), CI("still water-resistant as before", POLC + NOREC + NOPOL)],
    errors=["wrong_period", "wrong_date", "invented_promise"], err="six-months",
    notes="Policy and record: 12 months, until 28/04/2027; water resistance is not guaranteed without a pressure test, and seal_test is NOT_DONE.",
    excludes=["6 months", "28/10/2026", "water-resistant as before"])

add("rep", b, "battery-warranty",
    "Battery fitted 28/04/2026, covered till 28/04/2027. A pressure test for water resistance costs Rs 1,450.",
    [S("Battery fitted 28/04/2026"), S("covered till 28/04/2027"), C("costs Rs 1,450", POLAMT)],
    errors=["wrong_amount"],
    notes="Policy prices the pressure test at Rs 800; Rs 1,450 is what the battery cost.",
    excludes=["costs Rs 1,450"], includes=["Rs 800|800", "28/04/2027|28 April 2027"])

# ---------------- B23 watch-battery kiosk: failed pressure test ----------------
b = {"domain": "watch-battery kiosk", "now": "2026-05-19T17:00:00+05:30",
     "question": "Did my diver's watch pass the water test? What now?",
     "evidence": [
    {"id": "tests.get#WT-3308", "kind": "record", "source": "tool:tests.get",
     "fields": {"job": "WT-3308", "service": "PRESSURE_TEST", "watch": "Seiko diver", "rating_claimed_bar": 20,
                "tested_to_bar": 10, "result": "FAIL", "fail_at_bar": 5,
                "recommended": {"code": "GASKET_SET", "quote_minor": 320000, "turnaround": "P3D"},
                "test_fee_minor": 80000, "test_fee_state": "PAID", "tested_at": ep("2026-05-19 15:20")}},
    {"id": "passkit.get_pass#TT-WT-3308", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"serialNumber": "TT-WT-3308", "organizationName": "TickTock Watch Kiosk", "voided": False,
                "storeCard": {"primaryFields": [{"key": "test", "label": "TEST", "value": "Failed"}],
                              "secondaryFields": [{"key": "quote", "label": "GASKET QUOTE", "value": 3200, "currencyCode": "LKR"}],
                              "auxiliaryFields": [{"key": "fee", "label": "FEE PAID", "value": 800, "currencyCode": "LKR"}]}}},
    {"id": "kb#pressure-test", "kind": "passage",
     "text": "A pressure test checks the seals at set pressures.\n1 bar is about 10 metres of water.\n"
             "Our kiosk tester goes up to 10 bar; watches rated above that are tested to 10 bar only."},
    {"id": "policy#gasket", "kind": "policy", "revision": "v2",
     "text": "Gasket replacement is quoted after a failed test and takes 3 working days. "
             "The test fee is taken off the gasket job if you go ahead within 14 days."},
]}

add("ok", b, "pressure-test",
    "Gayan, it failed – leaked at 5 bar. New gasket set is Rs 3,200, 3 working days. Go ahead within 14 days and the Rs 800 test fee comes off, so Rs 2,400.",
    [S("it failed"), S("leaked at 5 bar"), S("New gasket set is Rs 3,200"), S("3 working days"),
     S("within 14 days and the Rs 800 test fee comes off"), S("so Rs 2,400")],
    notes="result FAIL at 5 bar; GASKET_SET 320000, P3D; policy credit of the 80000 fee within 14 days gives Rs 2,400.",
    includes=["Rs 2,400", "5 bar"])

add("ok", b, "pressure-test",
    "Test result: fail. Our tester only goes to 10 bar, so your 20 bar rating can't be fully checked here. 5 bar is about 50 metres.",
    [S("Test result: fail"), S("tester only goes to 10 bar"), S("your 20 bar rating can't be fully checked here"),
     S("5 bar is about 50 metres")],
    notes="tested_to_bar 10, rating_claimed_bar 20; passage: tester goes to 10 bar, 1 bar about 10 metres.",
    includes=["10 bar"])

add("bad", b, "pressure-test",
    "Good news Gayan, it passed up to 10 bar. Test fee was Rs 800.",
    [C("it passed up to 10 bar", STATE), S("Test fee was Rs 800")],
    errors=["wrong_state"], err="passed",
    notes="result FAIL at fail_at_bar 5; pass TEST 'Failed'.",
    excludes=["it passed"])

add("bad", b, "pressure-test",
    "Gasket set Rs 3,200, less the test fee, so Rs 2,600. It'll be ready the next day.",
    [S("Gasket set Rs 3,200"), C("so Rs 2,600", AMT), C("ready the next day", POLC + ["DATE_MISMATCH"])],
    errors=["wrong_arithmetic", "wrong_period"], err="credit-sum",
    notes="3,200 - 800 = 2,400; policy and turnaround P3D give 3 working days.",
    excludes=["Rs 2,600", "next day"])

add("rep", b, "pressure-test",
    "Failed at 5 bar. Gasket set Rs 3,200, takes 3 working days. Test fee comes off if you decide within 30 days.",
    [S("Failed at 5 bar"), S("Gasket set Rs 3,200"), S("takes 3 working days"), C("within 30 days", POLC)],
    errors=["wrong_period"],
    notes="Policy: the test fee is credited if you go ahead within 14 days.",
    excludes=["30 days"], includes=["14 days|fourteen days|two weeks", "Rs 3,200|3,200"])

# ---------------- B24 watch-battery kiosk: loyalty pass replaced after phone change ----------------
b = {"domain": "watch-battery kiosk", "now": "2026-05-12T12:00:00+05:30",
     "question": "My wallet pass shows 3 stamps but I'm sure I had 4?",
     "evidence": [
    {"id": "passkit.get_pass#TT-LOY-5521", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"serialNumber": "TT-LOY-5521", "organizationName": "TickTock Watch Kiosk", "voided": True,
                "storeCard": {"headerFields": [{"key": "stamps", "label": "STAMPS", "value": "3/6"}],
                              "primaryFields": [{"key": "reward", "label": "REWARD", "value": "6th battery free"}]}}},
    {"id": "passkit.get_pass#TT-LOY-5521-R", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"serialNumber": "TT-LOY-5521-R", "organizationName": "TickTock Watch Kiosk", "voided": False,
                "storeCard": {"headerFields": [{"key": "stamps", "label": "STAMPS", "value": "4/6"}],
                              "primaryFields": [{"key": "reward", "label": "REWARD", "value": "6th battery free"}],
                              "backFields": [{"key": "note", "label": "Note", "value": "Replaces TT-LOY-5521 (phone change)"}]},
                "barcodes": [{"format": "PKBarcodeFormatQR", "message": "LOY-5521", "messageEncoding": "iso-8859-1"}]}},
    {"id": "loyalty.get#LOY-5521", "kind": "record", "source": "tool:loyalty.get",
     "fields": {"card": "LOY-5521", "stamps": 4, "target": 6, "reward": "FREE_STANDARD_BATTERY",
                "last_stamp_at": ep("2026-05-02 13:40"), "pass_serial_active": "TT-LOY-5521-R",
                "pass_serial_void": ["TT-LOY-5521"]}},
    {"id": "policy#loyalty", "kind": "policy", "revision": "v1",
     "text": "Each paid battery change earns one stamp. Six stamps give a free standard battery (silver-oxide cells; "
             "lithium and specialty cells are excluded). Stamps never expire."},
]}

add("ok", b, "loyalty-pass",
    "Sanduni, you're right – 4 stamps. The pass showing 3 is the old one, now void; use TT-LOY-5521-R. Two more for a free battery.",
    [S("you're right – 4 stamps"), S("The pass showing 3 is the old one"), S("now void"), S("use TT-LOY-5521-R"),
     S("Two more for a free battery")],
    notes="loyalty stamps 4 of 6; TT-LOY-5521 voided with 3/6, active pass TT-LOY-5521-R; 6 - 4 = 2.",
    includes=["TT-LOY-5521-R", "4 stamps"])

add("ok", b, "loyalty-pass",
    "Stamps: 4 of 6. Last one added 02/05. The free battery is a standard silver-oxide cell; lithium isn't included. Stamps don't expire.",
    [S("Stamps: 4 of 6"), S("Last one added 02/05"), S("standard silver-oxide cell"), S("lithium isn't included"),
     S("Stamps don't expire")],
    notes="last_stamp_at 02/05 13:40; policy reward and exclusions, stamps never expire.",
    includes=["4 of 6"])

add("bad", b, "loyalty-pass",
    "You have 3 stamps, so 3 more to go for a free battery.",
    [C("You have 3 stamps", VAL), C("3 more to go", VAL)],
    errors=["stale_value", "stale_value"], err="void-pass-count",
    notes="3/6 is on the voided pass TT-LOY-5521; the card has 4 stamps, 2 to go.",
    excludes=["You have 3 stamps", "3 more to go"])

add("bad", b, "loyalty-pass",
    "At six stamps you get any battery free, lithium too. Stamps expire after a year.",
    [C("any battery free, lithium too", POLC), C("Stamps expire after a year", POLC)],
    errors=["unlisted_perk", "wrong_policy_condition"], err="lithium",
    notes="Policy: free standard silver-oxide battery, lithium excluded; stamps never expire.",
    excludes=["lithium too", "expire after a year"])

add("rep", b, "loyalty-pass",
    "4 stamps on your new pass. Four more for a free battery.",
    [S("4 stamps on your new pass"), C("Four more for a free battery", VAL)],
    errors=["wrong_arithmetic"],
    notes="target 6 minus 4 stamps is 2.",
    excludes=["Four more"], includes=["two more|2 more|Two more", "4 stamps"])

# ---------------- B25 watch-battery kiosk: job ready at the Kandy kiosk ----------------
b = {"domain": "watch-battery kiosk", "now": "2026-05-17T10:00:00+05:30",
     "question": "Is my watch ready? Which kiosk and how much?",
     "evidence": [
    {"id": "passkit.get_pass#TT-KCC-4417", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"formatVersion": 1, "passTypeIdentifier": "pass.lk.ticktock.job", "serialNumber": "TT-KCC-4417",
                "organizationName": "TickTock Watch Kiosk", "relevantDate": "2026-05-16T11:00:00+05:30", "voided": False,
                "storeCard": {
                    "headerFields": [{"key": "job", "label": "JOB", "value": "KCC-4417"}],
                    "primaryFields": [{"key": "work", "label": "WORK", "value": "Battery + leather strap"}],
                    "secondaryFields": [{"key": "ready", "label": "READY", "value": "2026-05-16T11:00:00+05:30",
                                         "dateStyle": "PKDateStyleMedium", "timeStyle": "PKDateStyleShort"}],
                    "auxiliaryFields": [{"key": "kiosk", "label": "KIOSK", "value": "Kandy City Centre, L2"},
                                        {"key": "due", "label": "DUE", "value": 3650, "currencyCode": "LKR"}]},
                "barcodes": [{"format": "PKBarcodeFormatQR", "message": "KCC-4417", "messageEncoding": "iso-8859-1"}]}},
    {"id": "jobs.get#KCC-4417", "kind": "record", "source": "tool:jobs.get",
     "fields": {"job": "KCC-4417", "kiosk_code": "KCC", "state": "READY", "ready_at": ep("2026-05-16 11:00"),
                "lines": [{"code": "BATTERY_SR920SW", "amount_minor": 135000},
                          {"code": "STRAP_LEATHER_18MM", "amount_minor": 230000}],
                "due_minor": 365000, "hold_until": ep("2026-06-15 21:00"), "currency": "LKR"}},
    {"id": "kb#kiosks", "kind": "passage",
     "text": "TickTock kiosks:\nMajestic City, Colombo 4 – ground floor, 10 AM to 8 PM daily.\n"
             "Kandy City Centre – level 2, 10 AM to 9 PM, closed on poya days."},
    {"id": "policy#collection", "kind": "policy", "revision": "v2",
     "text": "Jobs are held for 30 days after they are ready. Pay by cash, card or QR when you collect."},
]}

add("ok", b, "kandy-pickup",
    "Ishara, your watch is ready at Kandy City Centre, level 2. Rs 3,650 – Rs 1,350 battery, Rs 2,300 strap. Open 10 AM to 9 PM.",
    [S("your watch is ready at Kandy City Centre, level 2"), S("Rs 3,650"), S("Rs 1,350 battery"), S("Rs 2,300 strap"),
     S("Open 10 AM to 9 PM")],
    notes="state READY, kiosk KCC (pass: Kandy City Centre, L2); lines 135000 + 230000 = due 365000; hours from kb#kiosks.",
    includes=["Rs 3,650", "Kandy City Centre"])

add("ok", b, "kandy-pickup",
    "Ready since yesterday, 11 AM. We hold it till 15/06. Cash, card or QR.",
    [S("Ready since yesterday, 11 AM"), S("We hold it till 15/06"), S("Cash, card or QR")],
    notes="ready_at 16/05 11:00 with now 17/05; hold_until 15/06; policy payment methods.",
    includes=["15/06"])

add("bad", b, "kandy-pickup",
    "Ishara, your watch is ready at our Majestic City kiosk. Rs 3,650 to pay.",
    [C("ready at our Majestic City kiosk", VAL), S("Rs 3,650 to pay")],
    errors=["wrong_name"], err="wrong-kiosk",
    notes="kiosk_code KCC and the pass KIOSK field say Kandy City Centre, L2.",
    excludes=["Majestic City"])

add("bad", b, "kandy-pickup",
    "Ready at Kandy City Centre. Rs 2,300 to pay. The Kandy kiosk is open till 8 PM.",
    [S("Ready at Kandy City Centre"), C("Rs 2,300 to pay", AMT), C("open till 8 PM", ["NLI_CONTRADICTION"])],
    errors=["wrong_arithmetic", "wrong_time"], err="strap-only",
    notes="due_minor 365000 includes the 135000 battery; Kandy City Centre closes at 9 PM (8 PM is Majestic City).",
    excludes=["Rs 2,300 to pay", "till 8 PM"])

add("rep", b, "kandy-pickup",
    "Ready at Kandy City Centre, level 2. Rs 3,650 in total: Rs 1,350 battery, Rs 2,000 strap.",
    [S("Ready at Kandy City Centre, level 2"), S("Rs 3,650 in total"), S("Rs 1,350 battery"), C("Rs 2,000 strap", AMT)],
    errors=["wrong_amount"],
    notes="STRAP_LEATHER_18MM is 230000 minor (Rs 2,300).",
    excludes=["Rs 2,000 strap"], includes=["Rs 2,300|2,300", "Rs 3,650|3,650"])

add("rep", b, "kandy-pickup",
    "Your watch is ready at our Majestic City kiosk. Rs 3,650 to pay, cash, card or QR. We hold it until 15/07.",
    [C("ready at our Majestic City kiosk", VAL), S("Rs 3,650 to pay"), S("cash, card or QR"), C("until 15/07", DATE)],
    errors=["wrong_name", "wrong_date"],
    notes="The job is at Kandy City Centre (kiosk KCC); hold_until is 15/06.",
    excludes=["Majestic City", "15/07"], includes=["Kandy", "15/06|15 June", "Rs 3,650|3,650"], n_corr=2)
