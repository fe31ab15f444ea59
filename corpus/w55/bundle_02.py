"""Bespoke tailoring bundles (w55)."""
from common import *

# ---------------------------------------------------------------- B6 suit commission, 50% deposit
B6_EV = [
    {"id": "orders.get#8JF27719QP330146D", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "8JF27719QP330146D", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-01-15T12:18:40Z", "update_time": "2026-01-15T12:20:05Z",
         "payer": {"name": {"given_name": "Yousif", "surname": "Al-Mannai"}, "payer_id": "B9LC4XR2WQ7MN",
                   "email_address": "yousif.m@example.bh"},
         "purchase_units": [{
             "reference_id": "TS-0415", "invoice_id": "HT-2026-0415",
             "description": "Bespoke two-piece commission",
             "amount": {"currency_code": "BHD", "value": "431.200", "breakdown": {
                 "item_total": bhd("392.000"), "shipping": bhd("0.000"), "tax_total": bhd("39.200")}},
             "items": [
                 {"name": "Bespoke two-piece suit, Super 120s wool", "sku": "BSP-2PC-S120", "quantity": "1",
                  "unit_amount": bhd("380.000"), "tax": bhd("38.000")},
                 {"name": "Horn buttons upgrade", "sku": "TRIM-HORN", "quantity": "1",
                  "unit_amount": bhd("12.000"), "tax": bhd("1.200")}],
             "payee": {"merchant_id": "HALTAILOR77", "display_name": "Hadeed & Tan Bespoke"},
             "payments": {"captures": [{
                 "id": "4MW10293EX5571802", "status": "COMPLETED", "amount": bhd("215.600"),
                 "final_capture": False, "note_to_payer": "50% deposit",
                 "seller_receivable_breakdown": {"gross_amount": bhd("215.600"), "paypal_fee": bhd("7.440"),
                                                 "net_amount": bhd("208.160")},
                 "create_time": "2026-01-15T12:20:05Z"}]}}],
         "links": [{"href": "https://api.paypal.example/v2/checkout/orders/8JF27719QP330146D", "rel": "self", "method": "GET"}]}},
    {"id": "workroom.commissions.get#TS-0415", "kind": "record", "source": "tool:workroom.commissions.get",
     "fields": {
         "commission_id": "TS-0415", "status": "BASTED_FITTING_SCHEDULED", "cutter": "Mr. Haroon",
         "coat_maker": "Mr. Saleem",
         "next_fitting": {"type": "BASTED", "start_time": "2026-02-03T16:00:00Z", "duration": "PT30M"},
         "estimated_completion": "2026-03-05", "branch": {"name": "Hadeed & Tan, Manama", "time_zone": TZ}}},
    {"id": "policy#commissions", "kind": "policy", "revision": "2025-09",
     "text": "Every bespoke commission begins with a consultation and a paper pattern cut by hand. A 50% deposit is "
             "taken when the cloth is ordered, and the balance is payable on collection. Each commission includes "
             "a basted fitting and a forward fitting; further fittings within the first 60 days are included at no "
             "charge. Alterations to a finished suit are free within 3 months of collection."},
]

B6 = dict(
    scenario="suit-commission", domain="bespoke tailoring", now="2026-01-28T18:00:00+03:00",
    question="How much is left to pay on my suit, and when is my next fitting?",
    evidence=B6_EV,
    cases=[
        dict(draft="Dear Mr. Al-Mannai, thank you for your patience. Of the BD 431.200 total for your suit, you paid "
                   "a deposit of BD 215.600 on 15 January, so BD 215.600 remains, payable on collection. Your basted "
                   "fitting is on Tuesday, 3 February at 7:00 PM with Mr. Haroon.",
             probes=[S("BD 431.200 total"), S("you paid \na deposit of BD 215.600".replace(" \n", " ")),
                     S("on 15 January"), S("so BD 215.600 remains"), S("payable on collection"),
                     S("Tuesday, 3 February at 7:00 PM"), S("with Mr. Haroon")],
             includes=["BD 431.200", "7:00 PM"],
             notes="amount 431.200; capture 215.600 on 15 Jan; 431.200-215.600 = 215.600; policy: balance on "
                   "collection; next_fitting 16:00Z = 7:00 PM Bahrain Tue 3 Feb; cutter Mr. Haroon."),
        dict(draft="Mr. Al-Mannai, half of the suit's price has been paid and the other half is due when you collect "
                   "it; the basted fitting is next Tuesday evening at seven.",
             probes=[S("half of the suit's price has been paid"), S("the other half is due when you collect"),
                     S("next Tuesday evening at seven")],
             includes=["next Tuesday"],
             notes="Deposit 215.600 is 50% of 431.200; now is Wed 28 Jan so next Tuesday is 3 Feb; 16:00Z is 7 PM."),
        dict(draft="Dear Mr. Al-Mannai, here is the summary of commission TS-0415:\n"
                   "- Two-piece suit in Super 120s wool: BD 380.000\n- Horn buttons: BD 12.000\n- VAT: BD 39.200\n"
                   "- Deposit received: BD 215.600\n- Due on collection: BD 215.600\n"
                   "We expect the suit to be completed by 5 March.",
             probes=[S("Super 120s wool: BD 380.000"), S("Horn buttons: BD 12.000"), S("VAT: BD 39.200"),
                     S("Deposit received: BD 215.600"), S("Due on collection: BD 215.600"),
                     S("completed by 5 March")],
             includes=["TS-0415", "5 March"],
             notes="Item lines and tax_total from the order; capture 215.600; estimated_completion 2026-03-05."),
        dict(draft="Dear Mr. Al-Mannai, after your deposit of BD 215.600 the balance is BD 176.400, payable on "
                   "collection. Your commission also includes a complimentary monogrammed garment bag. The basted "
                   "fitting is on 3 February at 7:00 PM.",
             probes=[S("deposit of BD 215.600"), C("balance is BD 176.400", AM),
                     CI("complimentary monogrammed garment bag", CW, NP, NE), S("3 February at 7:00 PM")],
             errors=["wrong_arithmetic", "unlisted_perk"], excludes=["176.400", "garment bag"],
             notes="Balance must include VAT: 431.200-215.600 = 215.600 (176.400 uses the pre-VAT 392.000); the "
                   "policy lists fittings and free alterations, no garment bag."),
        dict(draft="Dear Mr. Al-Mannai, your basted fitting is on Tuesday, 3 February at 7:00 PM with Mr. Saleem. "
                   "Once the suit is finished, any alterations are free within 6 months of collection.",
             probes=[S("Tuesday, 3 February at 7:00 PM"), C("with Mr. Saleem", VM),
                     C("free within 6 months", NC, VM)],
             errors=["wrong_name", "wrong_policy_condition"], excludes=["Mr. Saleem", "6 months"],
             notes="The cutter taking fittings is Mr. Haroon (Mr. Saleem is the coat maker); policy says 3 months."),
    ],
    repair=dict(
        draft="Dear Mr. Al-Mannai, your balance of BD 215.600 is payable on collection, and your suit should be "
              "finished by 15 March.",
        probes=[S("balance of BD 215.600"), C("finished by 15 March", DM)],
        errors=["wrong_date"], excludes=["15 March"],
        includes=["by 5 March|on 5 March|, 5 March|05/03|5/3", "215.600"],
        notes="estimated_completion is 2026-03-05."),
)

# ---------------------------------------------------------------- B7 four shirts shipped
B7_EV = [
    {"id": "orders.get#3SA84420LK907716B", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "3SA84420LK907716B", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-03-02T17:40:10Z", "update_time": "2026-03-02T17:41:22Z",
         "payer": {"name": {"given_name": "Maryam", "surname": "Al-Awadhi"}, "payer_id": "R3TN8QX5LM2KD"},
         "purchase_units": [{
             "reference_id": "SH-2209",
             "amount": {"currency_code": "BHD", "value": "121.550", "breakdown": {
                 "item_total": bhd("120.000"), "shipping": bhd("2.500"), "discount": bhd("12.000"),
                 "tax_total": bhd("11.050")}},
             "items": [
                 {"name": "Made-to-measure shirt, Egyptian cotton", "quantity": "4", "unit_amount": bhd("28.000")},
                 {"name": "Cuff monogram", "quantity": "4", "unit_amount": bhd("2.000")}],
             "shipping": {"type": "SHIPPING", "name": {"full_name": "Dr. Maryam Al-Awadhi"},
                          "address": {"address_line_1": "Villa 12, Road 1412", "admin_area_2": "Muharraq",
                                      "country_code": "BH"}},
             "payments": {"captures": [{"id": "9UE22018KA6603317", "status": "COMPLETED",
                                        "amount": bhd("121.550"), "final_capture": True,
                                        "create_time": "2026-03-02T17:41:22Z"}]}}]}},
    {"id": "shipments.get#SH-2209", "kind": "record", "source": "tool:shipments.get",
     "fields": {"order_ref": "SH-2209", "carrier": "GULFDASH_COURIERS", "tracking_number": "GD-7730418825",
                "status": "IN_TRANSIT", "shipped_at": "2026-03-17T05:30:00Z", "estimated_delivery": "2026-03-19",
                "time_zone": TZ,
                "links": [{"rel": "tracking", "href": "https://track.gulfdash.example/GD-7730418825"}]}},
    {"id": "shipments.get#SH-1876", "kind": "record", "source": "tool:shipments.get",
     "fields": {"order_ref": "SH-1876", "carrier": "GULFDASH_COURIERS", "tracking_number": "GD-7719002231",
                "status": "DELIVERED", "shipped_at": "2025-11-20T06:10:00Z", "delivered_at": "2025-11-21T10:02:00Z"}},
    {"id": "policy#shirts-delivery", "kind": "policy", "revision": "2026-01",
     "text": "Each shirt is cut from your own pattern. Orders of four or more made-to-measure shirts receive 10% off "
             "the shirts. Delivery within Bahrain costs BD 2.500 and is free on orders over BD 150.000 before VAT. "
             "Our courier delivers Sunday to Thursday between 9 AM and 6 PM."},
]

B7 = dict(
    scenario="shirts-shipped", domain="bespoke tailoring", now="2026-03-18T09:00:00+03:00",
    question="Have my shirts been sent yet? When will they arrive?",
    evidence=B7_EV,
    cases=[
        dict(draft="Dear Dr. Al-Awadhi, your four shirts are on their way with GulfDash Couriers under tracking "
                   "number GD-7730418825, and they are expected tomorrow, Thursday 19 March. The courier delivers "
                   "between 9 AM and 6 PM.",
             probes=[S("four shirts are on their way"), S("GD-7730418825"), S("tomorrow, Thursday 19 March"),
                     S("between 9 AM and 6 PM")],
             includes=["GD-7730418825", "19 March"],
             notes="Shipment SH-2209 IN_TRANSIT, tracking GD-7730418825, estimated_delivery 2026-03-19 (tomorrow from "
                   "Wed 18 March); delivery hours in policy."),
        dict(draft="Dr. Al-Awadhi, thank you for your order. You paid BD 121.550 in total: four shirts with cuff "
                   "monograms at BD 120.000, less your 10% multi-shirt discount of BD 12.000, plus BD 2.500 delivery "
                   "and BD 11.050 VAT.",
             probes=[S("You paid BD 121.550 in total"), S("at BD 120.000"), S("discount of BD 12.000"),
                     S("plus BD 2.500 delivery"), S("BD 11.050 VAT")],
             includes=["BD 121.550"],
             notes="Capture 121.550 COMPLETED; breakdown item_total 120.000, discount 12.000, shipping 2.500, "
                   "tax 11.050."),
        dict(draft="Dr. Al-Awadhi, your shirts were shipped on 17/03 and should reach you in Muharraq on 19/03.",
             probes=[S("shipped on 17/03"), S("in Muharraq"), S("on 19/03")],
             includes=["19/03"],
             notes="shipped_at 2026-03-17T05:30Z (8:30 AM local); address admin_area_2 Muharraq; estimate 19 March."),
        dict(draft="Dear Dr. Al-Awadhi, your shirts are on their way and should arrive on Thursday 19 March. As your "
                   "order qualified for free delivery, no delivery charge was added. You can follow them with "
                   "tracking number GD-7719002231.",
             probes=[S("should arrive on Thursday 19 March"), C("no delivery charge was added", AM, VM, NC),
                     C("GD-7719002231", IM)],
             errors=["condition_unmet", "other_record_value"], excludes=["free delivery", "GD-7719002231"],
             notes="shipping 2.500 was charged and 108.000 before VAT is under the BD 150.000 threshold; "
                   "GD-7719002231 is the delivered November order SH-1876."),
        dict(draft="Dear Dr. Al-Awadhi, I'm pleased to confirm that your four made-to-measure shirts have been "
                   "delivered to your Muharraq address.",
             probes=[C("have been \ndelivered".replace(" \n", " "), SM)],
             errors=["wrong_state"], excludes=["have been delivered"],
             notes="SH-2209 status is IN_TRANSIT; only the older SH-1876 is DELIVERED."),
    ],
    repair=dict(
        draft="Dear Dr. Al-Awadhi, your shirts left our workroom at 5:30 AM on 17 March and are due with you on "
              "19 March (tracking GD-7730418825).",
        probes=[C("5:30 AM on 17 March", DM, VM), S("due with you on \n19 March".replace(" \n", " ")),
                S("GD-7730418825")],
        errors=["unit_conversion"], excludes=["5:30 AM"],
        includes=["8:30 AM|8:30", "GD-7730418825"],
        notes="shipped_at is 05:30Z, which is 8:30 AM in Bahrain."),
)

# ---------------------------------------------------------------- B8 overcoat, relining refunded after a declined attempt
B8_EV = [
    {"id": "orders.get#0CV55128HT662093A", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "0CV55128HT662093A", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-08-20T08:05:00Z", "update_time": "2026-09-03T10:40:12Z",
         "payer": {"name": {"given_name": "Khalid", "surname": "Al-Sayed"}, "payer_id": "W6PK2M8RXT4QC"},
         "purchase_units": [{
             "reference_id": "AL-7731",
             "amount": {"currency_code": "BHD", "value": "56.100", "breakdown": {
                 "item_total": bhd("51.000"), "tax_total": bhd("5.100")}},
             "items": [
                 {"name": "Overcoat sleeve shortening", "quantity": "1", "unit_amount": bhd("16.000")},
                 {"name": "Full relining, Bemberg cupro", "quantity": "1", "unit_amount": bhd("35.000")}],
             "payments": {
                 "captures": [{"id": "1HD77042WS3380914", "status": "PARTIALLY_REFUNDED", "amount": bhd("56.100"),
                               "create_time": "2026-08-20T08:05:40Z"}],
                 "refunds": [
                     {"id": "5TR01928MC4410082", "status": "DECLINED", "amount": bhd("38.500"),
                      "status_details": {"reason": "CARD_EXPIRED"},
                      "create_time": "2026-09-02T07:00:00Z"},
                     {"id": "8NV33106PL2957741", "status": "COMPLETED", "amount": bhd("38.500"),
                      "note_to_payer": "Relining cancelled - fabric unavailable",
                      "create_time": "2026-09-03T10:40:12Z"}]}}],
         "links": [{"href": "https://api.paypal.example/v2/checkout/orders/0CV55128HT662093A", "rel": "self", "method": "GET"}]}},
    {"id": "workroom.jobs.get#AL-7731", "kind": "record", "source": "tool:workroom.jobs.get",
     "fields": {"job_id": "AL-7731", "status": "READY_FOR_COLLECTION",
                "tasks": [{"task": "SLEEVE_SHORTEN", "status": "DONE"},
                          {"task": "RELINE", "status": "CANCELLED", "reason": "FABRIC_UNAVAILABLE"}],
                "branch": {"name": "Hadeed & Tan, Manama", "time_zone": TZ}}},
    {"id": "policy#service-refunds", "kind": "policy", "revision": "2025-09",
     "text": "If a service on your order cannot be carried out, we refund that service together with its VAT. "
             "Refunds go back to the original payment method; if that fails, we retry once and let you know. "
             "Depending on the bank, a refund can take 5 to 10 working days to appear."},
]

B8 = dict(
    scenario="overcoat-relining-refund", domain="bespoke tailoring", now="2026-09-06T12:00:00+03:00",
    question="What happened with my refund for the relining? I got an email saying something failed.",
    evidence=B8_EV,
    cases=[
        dict(draft="Dear Mr. Al-Sayed, the refund of BD 38.500 for the relining was completed on 3 September at "
                   "1:40 PM, after a first attempt on 2 September was declined. Your bank may take 5 to 10 working "
                   "days to show it. Your coat, with the sleeves shortened, is ready to collect.",
             probes=[S("refund of BD 38.500 for the relining was completed"), S("3 September at \n1:40 PM".replace(" \n", " ")),
                     S("first attempt on 2 September was declined"), S("5 to 10 working \ndays".replace(" \n", " ")),
                     S("is ready to collect")],
             includes=["BD 38.500", "1:40 PM"],
             notes="Refund 8NV... COMPLETED at 10:40Z = 1:40 PM on 3 Sept; earlier one DECLINED on 2 Sept; policy "
                   "5-10 working days; job READY_FOR_COLLECTION."),
        dict(draft="Mr. Al-Sayed, the relining could not go ahead because the fabric was unavailable, so BD 38.500 "
                   "(the BD 35.000 relining plus VAT) has been refunded. That leaves BD 17.600 paid for the sleeve "
                   "shortening.",
             probes=[S("fabric was unavailable"), S("BD 38.500 \n(the BD 35.000 relining plus VAT)".replace(" \n", " ")),
                     S("has been refunded"), S("leaves BD 17.600 paid")],
             includes=["BD 17.600"],
             notes="RELINE CANCELLED FABRIC_UNAVAILABLE; 35.000 + 3.500 = 38.500 refunded (COMPLETED); "
                   "56.100 - 38.500 = 17.600."),
        dict(draft="Dear Mr. Al-Sayed,\n\nThe email you received was about our first refund attempt, which your "
                   "card issuer declined because the card had expired. We retried the following day and the refund "
                   "went through successfully.\n\nYours sincerely,\nHadeed & Tan Client Services",
             probes=[S("first refund attempt"), S("because the card had expired"),
                     S("retried the following day"), S("went through successfully"), NA("Yours sincerely")],
             includes=["expired"],
             notes="refunds[0] DECLINED CARD_EXPIRED on 2 Sept; refunds[1] COMPLETED on 3 Sept."),
        dict(draft="Dear Mr. Al-Sayed, I'm sorry to say that the refund of BD 38.500 for the relining was declined "
                   "because your card had expired. Your coat is ready for collection.",
             probes=[C("for the relining was declined", SM), S("coat is ready for collection")],
             errors=["stale_value"], excludes=["was declined"],
             notes="The declined refund was superseded by the COMPLETED refund of 3 September."),
        dict(draft="Dear Mr. Al-Sayed, your BD 38.500 refund was completed on 3 September and should appear within "
                   "3 to 5 working days. To make up for the inconvenience we will also take 10% off your next "
                   "alteration.",
             probes=[S("refund was completed on 3 September"), C("within \n3 to 5 working days".replace(" \n", " "), NC, VM),
                     I("take 10% off your next", NP, NE)],
             errors=["wrong_period", "invented_promise"], excludes=["3 to 5 working days", "10% off"],
             notes="Policy says 5 to 10 working days; no policy offers a discount on a future alteration."),
    ],
    repair=dict(
        draft="Dear Mr. Al-Sayed, after the BD 38.500 relining refund you have paid BD 18.600 for the sleeve work, "
              "and the coat is ready to collect.",
        probes=[S("BD 38.500 relining refund"), C("paid BD 18.600", AM), S("coat is ready to collect")],
        errors=["wrong_arithmetic"], excludes=["18.600"],
        includes=["17.600", "38.500"],
        notes="56.100 - 38.500 = 17.600."),
)

# ---------------------------------------------------------------- B9 quote revised after fabric change
B9_EV = [
    {"id": "quotes.get#Q-5530-v2", "kind": "record", "source": "tool:quotes.get",
     "fields": {
         "quote_id": "Q-5530", "version": 2, "status": "ISSUED", "issued_at": "2026-10-11T07:30:00Z",
         "valid_until": "2026-10-25", "customer": {"title": "Ms", "name": "Noor Al-Hashimi"},
         "lead_time": "P35D",
         "amount": {"currency_code": "BHD", "value": "291.500", "breakdown": {
             "item_total": bhd("265.000"), "tax_total": bhd("26.500")}},
         "items": [{"name": "Bespoke trouser suit, linen-silk", "unit_amount": bhd("250.000"), "quantity": "1"},
                   {"name": "Contrast lining", "unit_amount": bhd("15.000"), "quantity": "1"}],
         "deposit_required": bhd("145.750")}},
    {"id": "quotes.get#Q-5530-v1", "kind": "record", "source": "tool:quotes.get",
     "fields": {
         "quote_id": "Q-5530", "version": 1, "status": "SUPERSEDED", "issued_at": "2026-10-04T09:00:00Z",
         "superseded_by": 2, "lead_time": "P28D",
         "amount": {"currency_code": "BHD", "value": "265.100", "breakdown": {
             "item_total": bhd("241.000"), "tax_total": bhd("24.100")}},
         "items": [{"name": "Bespoke trouser suit, wool crepe", "unit_amount": bhd("226.000"), "quantity": "1"},
                   {"name": "Contrast lining", "unit_amount": bhd("15.000"), "quantity": "1"}],
         "deposit_required": bhd("132.550")}},
    {"id": "orders.get#6GH40093RM118845T", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {"id": "6GH40093RM118845T", "intent": "CAPTURE", "status": "CREATED",
                "create_time": "2026-10-11T07:31:02Z",
                "purchase_units": [{"reference_id": "Q-5530-v2-DEP", "description": "50% deposit, quote Q-5530 v2",
                                    "amount": {"currency_code": "BHD", "value": "145.750"}}],
                "links": [{"href": "https://www.paypal.example/checkoutnow?token=6GH40093RM118845T", "rel": "approve", "method": "GET"},
                          {"href": "https://api.paypal.example/v2/checkout/orders/6GH40093RM118845T", "rel": "self", "method": "GET"}]}},
    {"id": "policy#quotes", "kind": "policy", "revision": "2025-09",
     "text": "Prices depend on the cloth chosen, so a change of fabric means a revised quote. Quotes are valid for "
             "14 days from issue. A 50% deposit confirms the commission and reserves the cloth. Fabric changes made "
             "after cutting are charged at cost."},
]

B9 = dict(
    scenario="quote-fabric-change", domain="bespoke tailoring", now="2026-10-14T15:00:00+03:00",
    question="What's the updated price now that I've switched to the linen-silk, and how long will it take?",
    evidence=B9_EV,
    cases=[
        dict(draft="Dear Ms. Al-Hashimi, with the linen-silk your revised quote comes to BD 291.500 including VAT, "
                   "and the suit will take about five weeks (35 days). The quote is valid until 25 October. A "
                   "deposit of BD 145.750 confirms the commission.",
             probes=[S("BD 291.500 including VAT"), S("about five weeks (35 days)"), S("valid until 25 October"),
                     S("deposit of BD 145.750"), S("confirms the commission")],
             includes=["BD 291.500", "25 October"],
             notes="Quote v2 ISSUED: 291.500, lead_time P35D, valid_until 2026-10-25, deposit_required 145.750; "
                   "policy: 50% deposit confirms."),
        dict(draft="Ms. Al-Hashimi, the revised quote (version 2) is BD 265.000 before VAT and BD 291.500 with it; "
                   "a 50% deposit of BD 145.750 is needed to begin.",
             probes=[S("BD 265.000 before VAT"), S("BD 291.500 with it"), S("50% deposit of BD 145.750")],
             includes=["BD 265.000", "BD 145.750"],
             notes="v2 item_total 265.000, total 291.500; deposit 145.750 is 50%."),
        dict(draft="Dear Ms. Al-Hashimi,\n\nThank you for choosing the linen-silk. The new price is two hundred and "
                   "ninety-one dinars and five hundred fils, inclusive of VAT, and the deposit payment is ready for "
                   "you to approve whenever you wish.\n\nKind regards,\nHadeed & Tan",
             probes=[S("two hundred and \nninety-one dinars and five hundred fils".replace(" \n", " ")),
                     S("deposit payment is ready for \nyou to approve".replace(" \n", " ")), NA("Kind regards")],
             includes=["ninety-one dinars"],
             notes="v2 total 291.500; deposit order 6GH... status CREATED with an approve link."),
        dict(draft="Dear Ms. Al-Hashimi, your quote for the trouser suit is BD 265.100 including VAT, and it will "
                   "take about four weeks to make. The quote is valid until 25 October.",
             probes=[C("BD 265.100 including VAT", AM), C("about four weeks", VM), S("valid until 25 October")],
             errors=["stale_value", "stale_value"], excludes=["265.100", "four weeks"],
             notes="265.100 and P28D belong to superseded v1 (wool crepe); v2 is 291.500 and P35D."),
        dict(draft="Dear Ms. Al-Hashimi, your revised quote is BD 291.500 and is valid for 30 days. To confirm the "
                   "commission, a deposit of BD 132.500 is required.",
             probes=[S("revised quote is BD 291.500"), C("valid for 30 days", NC, VM),
                     C("deposit of BD 132.500", AM)],
             errors=["wrong_policy_condition", "wrong_arithmetic"], excludes=["30 days", "132.500"],
             notes="Policy: valid 14 days; deposit is 50% of 291.500 = 145.750 (132.500 is half the pre-VAT sum)."),
    ],
    repair=dict(
        draft="Dear Ms. Al-Hashimi, your revised quote is BD 291.500 including VAT, and the suit will take 28 days "
              "to make.",
        probes=[S("BD 291.500 including VAT"), C("take 28 days", VM)],
        errors=["stale_value"], excludes=["28 days"],
        includes=["35 days|five weeks|5 weeks", "291.500"],
        notes="28 days is v1's lead time; v2 lead_time is P35D."),
)

BUNDLES = [B6, B7, B8, B9]
