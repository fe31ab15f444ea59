from common import *

# ---------------------------------------------------------------- 21. special order backorder
b = Bundle("requiem-backorder", "sheet-music shop",
    "Where are the Fauré Requiem scores I ordered for our choir?",
    [rec("search_orders#gentle", "search_orders", search([
        hit("quaver-orders", "SO-6120", 10.8, {
            "order_no": "SO-6120", "customer": {"name": "Rosamund Gentle", "account": "QQ-1047"}, "kind": "SPECIAL_ORDER",
            "state": "BACKORDERED", "supplier": "Linden Editions, London", "expected_arrival": "2026-05-20",
            "lines": [{"title": "Fauré: Requiem, vocal score", "edition": "LINDEN_LE-2291", "qty": 12, "unit_price": 18.5, "line_total": 222.0}],
            "payment": {"state": "AUTHORISED", "amount": 222.0, "currency": "BZD"}}),
        hit("quaver-orders", "SO-6094", 6.1, {
            "order_no": "SO-6094", "customer": {"name": "Rosamund Gentle", "account": "QQ-1047"}, "kind": "STOCK",
            "state": "DELIVERED", "delivered_at": ems(2026, 4, 2, 14, 20),
            "lines": [{"title": "Rutter: Gloria, octavo", "qty": 20, "unit_price": 6.75, "line_total": 135.0}],
            "payment": {"state": "CAPTURED", "amount": 135.0, "currency": "BZD"}}),
    ])),
     pol("policy#special-orders", "Backordered titles are reviewed weekly, and we write to you should the expected date move by more than a week. "
         "Special orders are charged only when they are dispatched; until then the payment is held as an authorisation. "
         "A special order may be cancelled free of charge until it ships from the supplier.", revision="v3")],
    now="2026-04-30T10:00:00-06:00")

ok(b, "Dear Mrs. Gentle, your twelve copies of the Fauré Requiem vocal score are on backorder with Linden Editions and are expected to arrive on May 20. "
      "Your card has only been authorised for BZ$222.00, and it will be charged when the order is dispatched.",
   [P("twelve copies of the Fauré Requiem vocal score", "S"), P("on backorder with Linden Editions", "S"), P("expected to arrive on May 20", "S"),
    P("authorised for BZ$222.00", "S"), P("charged when the order is dispatched", "S")],
   ["May 20", "BZ$222.00"], "SO-6120: BACKORDERED, Linden Editions, expected 2026-05-20, qty 12, payment AUTHORISED 222.0; charge-at-dispatch rule in policy.")

ok(b, "Mrs. Gentle, order SO-6120: 12 × BZ$18.50 = BZ$222.00, expected 5/20. You may still cancel it without charge until it ships from the supplier.",
   [P("order SO-6120", "S"), P("12 × BZ$18.50 = BZ$222.00", "S"), P("expected 5/20", "S"), P("cancel it without charge until it ships", "S")],
   ["SO-6120", "5/20"], "Line on SO-6120; free cancellation until supplier dispatch in the policy.")

ok(b, "Good morning, Mrs. Gentle — the Requiem scores have not arrived yet; we expect them on the twentieth of May, and we shall write to you should that date move by more than a week.",
   [P("the Requiem scores have not arrived yet", "S"), P("we expect them on the twentieth of May", "S"),
    P("should that date move by more than a week", "S")],
   ["twentieth of May"], "State BACKORDERED; expected_arrival 2026-05-20; the policy promises a note if the date moves by more than a week.")

bad(b, "Mrs. Gentle, your twelve Requiem scores are expected on May 20, and your card has already been charged BZ$222.00.",
    [P("your twelve Requiem scores are expected on May 20", "S"), P("your card has already been charged", "C", ["RECORD_STATE_MISMATCH"])],
    ["wrong_state"], ["already been charged"],
    "payment.state is AUTHORISED, not captured; the charge comes at dispatch.")

bad(b, "Dear Mrs. Gentle, your order of twelve scores at BZ$18.50 each, BZ$212.00 in all, is expected on May 20. "
       "We will deliver them to your church free of charge when they arrive.",
    [P("twelve scores at BZ$18.50 each", "S"), P("BZ$212.00 in all", "C", ["AMOUNT_MISMATCH"]), P("is expected on May 20", "S"),
     P("deliver them to your church free of charge", "I", ["CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE"])],
    ["wrong_arithmetic", "invented_promise"], ["BZ$212.00", "deliver them to your church"],
    "12 x 18.50 = 222.00. Nothing records or offers free delivery.")

rep(b, "Mrs. Gentle, your twelve Fauré Requiem scores are on backorder and expected on May 2; your card has only been authorised for BZ$222.00.",
    [P("your twelve Fauré Requiem scores are on backorder", "S"), P("expected on May 2;", "C", ["DATE_MISMATCH"]),
     P("authorised for BZ$222.00", "S")],
    ["wrong_date"], ["expected on May 2;"], ["May 20|5/20|20 May", "222.00|222"], "expected_arrival is 2026-05-20.")

# ---------------------------------------------------------------- 22. return for store credit
b = Bundle("nocturnes-return", "sheet-music shop",
    "I sent back the Chopin Nocturnes. Will the money go back on my card?",
    [rec("search_returns#castellanos", "search_returns", search([
        hit("quaver-returns", "RET-0219", 9.9, {
            "return_no": "RET-0219", "order_no": "SO-6077", "customer": "Ezekiel Castellanos",
            "item": {"title": "Chopin: Nocturnes (Urtext)", "price": 42.0}, "reason": "WRONG_EDITION_ORDERED_BY_CUSTOMER",
            "condition_check": "UNMARKED", "state": "APPROVED", "resolution": "STORE_CREDIT",
            "requested_at": ems(2026, 4, 6, 10, 15),
            "credit_note": {"no": "CN-1182", "amount": 42.0, "currency": "BZD", "expires_on": "2027-04-10"}}),
        hit("quaver-orders", "SO-6077", 6.7, {
            "order_no": "SO-6077", "customer": "Ezekiel Castellanos", "state": "DELIVERED", "delivered_at": ems(2026, 3, 28, 13, 0),
            "lines": [{"title": "Chopin: Nocturnes (Urtext)", "price": 42.0}, {"title": "Bach: Two-Part Inventions", "price": 24.0}],
            "order_total": 66.0, "currency": "BZD"}),
    ])),
     pol("policy#returns", "Unmarked music may be returned within 30 days of delivery. "
         "Refunds are given as store credit unless the item was faulty or sent in error, in which case the original card is refunded. "
         "Marked or annotated copies cannot be returned.", revision="2025-12")],
    now="2026-04-10T12:00:00-06:00")

ok(b, "Dear Mr. Castellanos, your return of the Chopin Nocturnes has been approved, and a store credit of BZ$42.00 (note CN-1182) has been placed on your account. "
      "As the edition was the one ordered, the refund comes as credit rather than to your card; it may be used until April 10, 2027.",
   [P("return of the Chopin Nocturnes has been approved", "S"), P("store credit of BZ$42.00", "S"), P("note CN-1182", "S"),
    P("comes as credit rather than to your card", "S"), P("until April 10, 2027", "S")],
   ["BZ$42.00", "CN-1182"], "RET-0219: APPROVED, STORE_CREDIT, credit note CN-1182 for 42.0 expiring 2027-04-10; policy refunds to card only for faulty or mis-sent items.")

ok(b, "Mr. Castellanos, the Nocturnes came back unmarked and well within the 30 days, so the credit of forty-two dollars is yours to spend.",
   [P("came back unmarked", "S"), P("well within the 30 days", "S"), P("credit of forty-two dollars", "S")],
   ["forty-two dollars"], "condition_check UNMARKED; delivered 3/28, return requested 4/6; 30-day window in policy; credit 42.0.")

bad(b, "Mr. Castellanos, your return has been approved and BZ$42.00 will be refunded to your original card.",
    [P("your return has been approved", "S"), P("refunded to your original card", "C", ["VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"])],
    ["condition_unmet"], ["refunded to your original card"],
    "Resolution is STORE_CREDIT: the card is refunded only for faulty or mis-sent items, and this edition was the one ordered.")

bad(b, "Dear Mr. Castellanos, a store credit of BZ$66.00 has been added to your account. Unmarked music may be returned within 60 days of delivery.",
    [P("store credit of BZ$66.00", "C", ["AMOUNT_MISMATCH"]), P("within 60 days of delivery", "C", ["NLI_CONTRADICTION"])],
    ["wrong_arithmetic", "wrong_policy_condition"], ["BZ$66.00", "60 days"],
    "The credit covers only the Nocturnes (42.0); 66.0 is the whole order SO-6077 including the kept Bach. Returns run 30 days.")

rep(b, "Mr. Castellanos, your return was approved and a store credit of BZ$42.00 has been added; it may be used until April 10, 2026.",
    [P("your return was approved", "S"), P("store credit of BZ$42.00", "S"), P("until April 10, 2026", "C", ["DATE_MISMATCH"])],
    ["wrong_date"], ["April 10, 2026"], ["April 10, 2027|4/10/2027|2027", "42.00|42"], "credit_note.expires_on is 2027-04-10.")

# ---------------------------------------------------------------- 23. score-of-the-month subscription
b = Bundle("score-subscription", "sheet-music shop",
    "What's coming in my next Score of the Month parcel, and what does my plan include?",
    [rec("search_subscriptions#arzu", "search_subscriptions", search([
        hit("quaver-subscriptions", "SUB-0455", 10.0, {
            "subscription_no": "SUB-0455", "subscriber": "Philippa Arzu", "plan": "PIANO_INTERMEDIATE", "state": "ACTIVE",
            "monthly_fee": 29.0, "currency": "BZD", "started_on": "2025-11-05",
            "next_shipment": {"on": "2026-05-05", "title": "Satie: Gymnopédies"},
            "perks": ["FREE_SHIPPING", "TEN_PCT_OFF_SHOP"], "skips_used_this_year": 0}),
        hit("quaver-plans", "PIANO_ADVANCED", 4.9, {
            "plan": "PIANO_ADVANCED", "monthly_fee": 39.0, "currency": "BZD",
            "perks": ["FREE_SHIPPING", "TEN_PCT_OFF_SHOP", "MONTHLY_MASTERCLASS_VIDEO"]}),
    ])),
     pol("policy#subscriptions", "Subscriptions renew monthly and may be cancelled at any time before the 25th to stop the next month's shipment. "
         "Subscribers may skip up to two months a year. Back issues may be bought at the subscriber price of BZ$22.00.", revision="v1")],
    now="2026-04-22T10:00:00-06:00")

ok(b, "Dear Miss Arzu, your next Score of the Month, Satie's Gymnopédies, goes out on May 5, and your BZ$29.00 monthly subscription brings free shipping and 10% off anything in the shop.",
   [P("Satie's Gymnopédies", "S"), P("goes out on May 5", "S"), P("BZ$29.00 monthly subscription", "S"), P("free shipping", "S"),
    P("10% off anything in the shop", "S")],
   ["May 5", "Gymnopédies"], "SUB-0455: next_shipment 2026-05-05 Satie, fee 29.0, perks FREE_SHIPPING and TEN_PCT_OFF_SHOP.")

ok(b, "Miss Arzu, should you wish to stop the May parcel, please cancel before the 25th of this month. You may also skip up to two months a year, and none have been used so far.",
   [P("cancel before the 25th of this month", "S"), P("skip up to two months a year", "S"), P("none have been used so far", "S")],
   ["25th"], "Policy: cancel before the 25th; two skips a year; skips_used_this_year 0.")

bad(b, "Dear Miss Arzu, your Intermediate plan at BZ$29.00 a month includes free shipping, 10% off in the shop, and a monthly masterclass video.",
    [P("Intermediate plan at BZ$29.00 a month", "S"), P("includes free shipping, 10% off in the shop", "S"),
     P("a monthly masterclass video", "CI", ["VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"])],
    ["unlisted_perk"], ["masterclass video"], "The masterclass video is a PIANO_ADVANCED perk; SUB-0455 lists only free shipping and 10% off.")

bad(b, "Miss Arzu, your subscription of BZ$39.00 a month is active, and you may skip up to three months a year.",
    [P("subscription of BZ$39.00 a month", "C", ["AMOUNT_MISMATCH"]), P("is active", "S"), P("skip up to three months a year", "C", ["NLI_CONTRADICTION"])],
    ["other_record_value", "wrong_policy_condition"], ["BZ$39.00", "three months a year"],
    "39.0 is the Advanced plan's fee; her plan is 29.0. Policy allows two skips.")

rep(b, "Miss Arzu, your next parcel, Satie's Gymnopédies, ships on May 15, and your plan includes free shipping.",
    [P("Satie's Gymnopédies", "S"), P("ships on May 15", "C", ["DATE_MISMATCH"]), P("includes free shipping", "S")],
    ["wrong_date"], ["May 15"], ["May 5|5/5|5 May", "Gymnopédies|Satie"], "next_shipment.on is 2026-05-05.")

# ---------------------------------------------------------------- 24. bulk octavo order
b = Bundle("bulk-octavos", "sheet-music shop",
    "Please confirm the total for our school choir's order of Ave Verum Corpus copies.",
    [rec("search_orders#garbutt", "search_orders", search([
        hit("quaver-orders", "SO-6133", 11.6, {
            "order_no": "SO-6133", "customer": {"name": "Lionel Garbutt", "org": "Holy Redeemer School Choir"}, "state": "PACKED",
            "lines": [{"title": "Mozart: Ave Verum Corpus, SATB octavo", "qty": 32, "unit_price": 4.75, "line_total": 152.0}],
            "discounts": [{"rule": "BULK_25_PLUS", "rate": 0.10, "amount": -15.2}],
            "shipping": 12.0, "order_total": 148.8, "currency": "BZD"}),
        hit("quaver-quotes", "QT-0930", 5.2, {
            "quote_no": "QT-0930", "customer": {"name": "Lionel Garbutt"}, "state": "EXPIRED",
            "lines": [{"title": "Mozart: Ave Verum Corpus, SATB octavo", "qty": 20, "unit_price": 4.75, "line_total": 95.0}],
            "shipping": 12.0, "quote_total": 107.0, "currency": "BZD"}),
    ])),
     pol("policy#bulk", "Orders of 25 or more copies of one title receive 10% off that title. "
         "Shipping within Belize is a flat BZ$12.00, free over BZ$200.00. "
         "Choirs may return unused copies of bulk orders within 14 days.", revision="v2")],
    now="2026-03-16T11:00:00-06:00")

ok(b, "Good morning, Mr. Garbutt — your 32 copies of Mozart's Ave Verum Corpus at BZ$4.75 each come to BZ$152.00; as the order is 25 copies or more, "
      "10% (BZ$15.20) is taken off, and with BZ$12.00 shipping the total is BZ$148.80.",
   [P("your 32 copies", "S"), P("BZ$4.75 each come to BZ$152.00", "S"), P("25 copies or more", "S"), P("10% (BZ$15.20) is taken off", "S"),
    P("BZ$12.00 shipping", "S"), P("the total is BZ$148.80", "S")],
   ["BZ$148.80", "32 copies"], "SO-6133: 32 x 4.75 = 152.0; BULK_25_PLUS -15.2; shipping 12.0; order_total 148.8.")

ok(b, "Dear Mr. Garbutt,\nOrder SO-6133 has been packed. Shipping stays at the flat BZ$12.00, since free shipping begins only above BZ$200.00, "
      "and any unused copies may be returned within 14 days.\nYours in harmony,\nQuaver & Quill",
   [P("Order SO-6133 has been packed", "S"), P("flat BZ$12.00", "S"), P("free shipping begins only above BZ$200.00", "S"),
    P("returned within 14 days", "S")],
   ["SO-6133", "BZ$12.00"], "State PACKED; policy shipping and returns; the order (148.80) is under the 200 threshold.")

bad(b, "Mr. Garbutt, your 32 octavos come to BZ$136.80 after the 10% bulk discount, and shipping is free on this order.",
    [P("come to BZ$136.80 after the 10% bulk discount", "S"), P("shipping is free on this order", "C", ["AMOUNT_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"])],
    ["condition_unmet"], ["shipping is free"],
    "152 - 15.20 = 136.80 is right, but free shipping needs an order over BZ$200; SO-6133 charges 12.0 shipping.")

bad(b, "Dear Mr. Garbutt, your order of 32 copies is packed, and the 10% bulk discount takes BZ$1.52 off. With shipping, the total comes to BZ$107.00.",
    [P("your order of 32 copies is packed", "S"), P("takes BZ$1.52 off", "C", ["AMOUNT_MISMATCH"]), P("the total comes to BZ$107.00", "C", ["AMOUNT_MISMATCH"])],
    ["wrong_arithmetic", "stale_value"], ["BZ$1.52", "BZ$107.00"],
    "10% of 152.00 is 15.20, not 1.52. BZ$107 is the total of the EXPIRED 20-copy quote QT-0930; the order totals 148.80.")

rep(b, "Mr. Garbutt, your 32 copies come to BZ$152.00 before the 10% bulk discount, and the total with shipping is BZ$164.00.",
    [P("your 32 copies come to BZ$152.00", "S"), P("before the 10% bulk discount", "S"), P("the total with shipping is BZ$164.00", "C", ["AMOUNT_MISMATCH"])],
    ["wrong_arithmetic"], ["BZ$164.00"], ["148.80|148.8", "152.00|152"], "164 leaves out the 15.20 discount; order_total is 148.8.")

# ---------------------------------------------------------------- 25. gift card & loyalty points
b = Bundle("giftcard-points", "sheet-music shop",
    "How much is left on my gift card, and how many loyalty points do I have?",
    [rec("search_wallet#bodden", "search_wallet", search([
        hit("quaver-giftcards", "GC-5521-8890", 9.4, {
            "card_no": "GC-5521-8890", "holder": "Harriet Bodden", "state": "ACTIVE", "original_value": 75.0,
            "balance": 37.25, "currency": "BZD", "purchased_on": "2025-12-24", "expires_on": "2027-12-24"}),
        hit("quaver-giftcards", "GC-5521-7702", 6.0, {
            "card_no": "GC-5521-7702", "holder": "Harriet Bodden", "state": "SPENT", "original_value": 50.0,
            "balance": 0.0, "currency": "BZD", "purchased_on": "2024-06-10", "expires_on": "2026-06-10"}),
        hit("quaver-loyalty", "LOY-3307", 8.1, {
            "member": "Harriet Bodden", "tier": "CRESCENDO", "points_balance": 1240}),
    ], aggs={"points_by_type": {"buckets": [{"key": "EARN", "doc_count": 14, "points": {"value": 1490}},
                                            {"key": "REDEEM", "doc_count": 1, "points": {"value": -250}}]}})),
     pol("policy#loyalty", "Loyalty points are earned at one point per Belize dollar spent. Every 500 points may be exchanged for a BZ$5.00 voucher. "
         "Points expire 18 months after they are earned. Gift cards are valid for two years from purchase.", revision="v5")],
    now="2026-04-15T16:00:00-06:00")

ok(b, "Good afternoon, Mrs. Bodden — your gift card ending 8890 still holds BZ$37.25 of its original BZ$75.00, and it is good until December 24, 2027. "
      "You also have 1,240 loyalty points, enough for two BZ$5.00 vouchers.",
   [P("still holds BZ$37.25", "S"), P("original BZ$75.00", "S"), P("good until December 24, 2027", "S"), P("1,240 loyalty points", "S"),
    P("enough for two BZ$5.00 vouchers", "S")],
   ["BZ$37.25", "1,240"], "GC-5521-8890: balance 37.25 of 75.0, expires 2027-12-24; points_balance 1240; 500 points per BZ$5 voucher gives two.")

ok(b, "Mrs. Bodden, you earn a point for every Belize dollar spent, and each 500 points may be exchanged for a BZ$5.00 voucher; "
      "your card balance is thirty-seven dollars and twenty-five cents.",
   [P("a point for every Belize dollar spent", "S"), P("each 500 points may be exchanged", "S"), P("thirty-seven dollars and twenty-five cents", "S")],
   ["thirty-seven dollars"], "Policy earning and exchange rules; balance 37.25.")

bad(b, "Mrs. Bodden, your gift card still holds BZ$37.25, and your 1,240 points are enough for three BZ$5.00 vouchers.",
    [P("your gift card still holds BZ$37.25", "S"), P("enough for three BZ$5.00 vouchers", "C", ["VALUE_MISMATCH", "NLI_CONTRADICTION"])],
    ["wrong_arithmetic"], ["three BZ$5.00 vouchers"], "1240 // 500 = 2 vouchers, not 3.")

bad(b, "Dear Mrs. Bodden, your gift card balance is BZ$75.00, and your loyalty points never expire.",
    [P("your gift card balance is BZ$75.00", "C", ["AMOUNT_MISMATCH"]), P("your loyalty points never expire", "C", ["NLI_CONTRADICTION"])],
    ["wrong_role", "wrong_policy_condition"], ["balance is BZ$75.00", "never expire"],
    "75.0 is the card's original_value; the balance is 37.25. Points expire after 18 months.")

rep(b, "Mrs. Bodden, your gift card ending 8890 holds BZ$37.25 and is valid until December 24, 2026.",
    [P("ending 8890 holds BZ$37.25", "S"), P("valid until December 24, 2026", "C", ["DATE_MISMATCH"])],
    ["wrong_date"], ["December 24, 2026"], ["December 24, 2027|12/24/2027|2027", "37.25"], "expires_on is 2027-12-24 (two years from purchase).")

rep(b, "Dear Mrs. Bodden, your card ending 8890 still holds BZ$37.25, and your 1,240 points would buy three BZ$5.00 vouchers.",
    [P("still holds BZ$37.25", "S"), P("1,240 points", "S"), P("would buy three BZ$5.00 vouchers", "C", ["VALUE_MISMATCH", "NLI_CONTRADICTION"])],
    ["wrong_arithmetic"], ["three BZ$5.00 vouchers"], ["two|2 vouchers|BZ$10.00|10.00", "37.25"], "1240 points at 500 per voucher make two vouchers.")
