"""Bridal alterations bundles (w55)."""
from common import *

# ---------------------------------------------------------------- B1 gown hem + bustle, deposit and final fitting
B1_EV = [
    {"id": "orders.get#7TB40218LM553902K", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "7TB40218LM553902K", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-03-28T06:41:12Z", "update_time": "2026-03-28T06:45:03Z",
         "payer": {"name": {"given_name": "Fatima", "surname": "Al-Mahmood"},
                   "email_address": "f.almahmood@example.bh", "payer_id": "QH7XK2M9LPR4A",
                   "address": {"country_code": "BH"}},
         "purchase_units": [{
             "reference_id": "BA-3318", "invoice_id": "INV-BA-3318-01",
             "description": "Bridal gown alterations - Al-Mahmood",
             "amount": {"currency_code": "BHD", "value": "95.700", "breakdown": {
                 "item_total": bhd("87.000"), "shipping": bhd("0.000"),
                 "discount": bhd("0.000"), "tax_total": bhd("8.700")}},
             "payee": {"merchant_id": "M4TQ9BRIDAL01", "email_address": "payments@ivory-thread.example.bh"},
             "items": [
                 {"name": "Hem shortening, three layers (satin, tulle, lining)", "sku": "ALT-HEM-3L",
                  "quantity": "1", "unit_amount": bhd("35.000"), "tax": bhd("3.500")},
                 {"name": "French bustle, five points", "sku": "ALT-BUS-FR5",
                  "quantity": "1", "unit_amount": bhd("28.000"), "tax": bhd("2.800")},
                 {"name": "Take in side seams", "sku": "ALT-SEAM-IN",
                  "quantity": "1", "unit_amount": bhd("24.000"), "tax": bhd("2.400")}],
             "shipping": {"type": "PICKUP_IN_STORE", "name": {"full_name": "Fatima Al-Mahmood"}},
             "payments": {"captures": [{
                 "id": "3VD77120HK0986431", "status": "COMPLETED", "amount": bhd("40.000"),
                 "final_capture": False, "note_to_payer": "Deposit",
                 "seller_receivable_breakdown": {"gross_amount": bhd("40.000"), "paypal_fee": bhd("1.690"),
                                                 "net_amount": bhd("38.310")},
                 "create_time": "2026-03-28T06:45:03Z", "update_time": "2026-03-28T06:45:03Z"}]}}],
         "links": [{"href": "https://api.paypal.example/v2/checkout/orders/7TB40218LM553902K", "rel": "self", "method": "GET"},
                   {"href": "https://api.paypal.example/v2/payments/captures/3VD77120HK0986431", "rel": "capture", "method": "GET"}]}},
    {"id": "workshop.jobs.get#BA-3318", "kind": "record", "source": "tool:workshop.jobs.get",
     "fields": {
         "job_id": "BA-3318", "status": "IN_PROGRESS", "stage": "SECOND_FITTING_DONE",
         "garment": "A-line silk gown with tulle overlay", "wedding_date": "2026-04-24",
         "branch": {"name": "Ivory Thread, Adliya", "time_zone": TZ},
         "fittings": [
             {"seq": 2, "status": "ATTENDED", "start_time": "2026-04-05T13:00:00Z", "duration": "PT1H",
              "seamstress": "Rukhsana"},
             {"seq": 3, "label": "FINAL", "status": "BOOKED", "start_time": "2026-04-16T14:30:00Z",
              "duration": "PT45M", "seamstress": "Rukhsana"}],
         "ready_by": "2026-04-20",
         "links": [{"rel": "self", "href": "https://workshop.ivory-thread.example.bh/v1/jobs/BA-3318"}]}},
    {"id": "policy#balance-and-fittings", "kind": "policy", "revision": "2026-01",
     "text": "Alteration orders are secured with a deposit when the order is placed. The remaining balance is "
             "settled at the final fitting, by card or PayPal. Gowns are released only once the balance has "
             "been paid in full. If you cannot attend a booked fitting, please tell us at least 48 hours ahead; "
             "fittings missed without notice may incur a BD 10.000 rebooking fee. Deposits are non-refundable "
             "once the first cut has been made."},
]

B1 = dict(
    scenario="gown-hem-bustle", domain="bridal alterations", now="2026-04-12T11:20:00+03:00",
    question="Could you confirm what I have paid so far for my gown alterations and when my final fitting is?",
    evidence=B1_EV,
    cases=[
        dict(draft="Dear Mrs. Al-Mahmood, thank you for your message. You paid a deposit of BD 40.000 on 28 March, "
                   "and the remaining balance of BD 55.700 is settled at your final fitting. That fitting is booked "
                   "for Thursday, 16 April at 5:30 PM with Rukhsana and should take about 45 minutes.",
             probes=[S("a deposit of BD 40.000"), S("on 28 March"), S("remaining balance of BD 55.700"),
                     S("is settled at your final fitting"), S("Thursday, 16 April at 5:30 PM"),
                     S("with Rukhsana"), S("about 45 minutes")],
             includes=["BD 55.700", "5:30 PM"],
             notes="Capture 40.000 on 2026-03-28; total 95.700 less 40.000 = 55.700; final fitting 14:30Z = 5:30 PM "
                   "Bahrain on Thu 16/04, PT45M; policy says balance is settled at final fitting."),
        dict(draft="Good morning Mrs. Al-Mahmood,\n- Order total: BD 95.700, including BD 8.700 VAT\n"
                   "- Paid so far: BD 40.000\n- Balance due: BD 55.700\n- Final fitting: 16/04/2026, 5:30 PM\n"
                   "Please note that the gown can only be released once the balance is paid in full.",
             probes=[S("Order total: BD 95.700"), S("including BD 8.700 VAT"), S("Paid so far: BD 40.000"),
                     S("Balance due: BD 55.700"), S("16/04/2026, 5:30 PM"),
                     S("can only be released once the balance is paid in full")],
             includes=["BD 95.700", "16/04/2026"],
             notes="amount.value 95.700 with tax_total 8.700; capture 40.000; remainder 55.700; fitting seq 3 at "
                   "14:30Z on 16 April; release rule is in the policy."),
        dict(draft="Mrs. Al-Mahmood, your deposit payment has gone through and three alterations are on the order: the "
                   "three-layer hem, a five-point French bustle and taking in the side seams. Your gown is currently "
                   "in progress, with the final fitting on the 16th.",
             probes=[S("your deposit payment has gone through"), S("three alterations are on the order"),
                     S("five-point French bustle"), S("currently \nin progress".replace(" \n", " ")),
                     S("final fitting on the 16th")],
             includes=["French bustle"],
             notes="Capture status COMPLETED; three items listed; job status IN_PROGRESS; final fitting 16 April."),
        dict(draft="Dear Mrs. Al-Mahmood, your deposit of BD 40.000 has been received, leaving a balance of "
                   "BD 47.000. Your final fitting is this Thursday at 2:30 PM with Rukhsana.",
             probes=[S("deposit of BD 40.000"), C("balance of BD 47.000", AM),
                     C("Thursday at 2:30 PM", DM, VM), S("with Rukhsana")],
             errors=["wrong_arithmetic", "unit_conversion"],
             excludes=["BD 47.000", "2:30 PM"],
             notes="Balance leaves out the VAT: 95.700 - 40.000 = 55.700, not 47.000; the fitting is 14:30Z, "
                   "i.e. 5:30 PM in Bahrain, so 2:30 PM is the UTC time."),
        dict(draft="Dear Mrs. Al-Mahmood, the balance of BD 55.700 is due at your final fitting on 16 April at "
                   "5:30 PM. If you need to move it, just let us know 24 hours ahead and there will be no charge.",
             probes=[S("balance of BD 55.700"), S("16 April at \n5:30 PM".replace(" \n", " ")),
                     C("let us know 24 hours ahead", NC, VM)],
             errors=["wrong_policy_condition"],
             excludes=["24 hours ahead"],
             notes="The policy asks for at least 48 hours' notice, not 24."),
    ],
    repair=dict(
        draft="Dear Mrs. Al-Mahmood, we have received your deposit of BD 38.310, and BD 55.700 remains to be paid "
              "at your final fitting on 16 April.",
        probes=[C("deposit of BD 38.310", AM), S("BD 55.700 remains"), S("final fitting on 16 April")],
        errors=["wrong_role"], excludes=["38.310"],
        includes=["BD 40.000|40.000", "55.700"],
        notes="38.310 is the merchant's net_amount after the PayPal fee; the customer paid the gross 40.000."),
)

# ---------------------------------------------------------------- B2 veil with rush fee refunded
B2_EV = [
    {"id": "orders.get#2WL55310GN184417C", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "2WL55310GN184417C", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-04-27T10:02:44Z", "update_time": "2026-05-06T09:10:27Z",
         "payer": {"name": {"given_name": "Layla", "surname": "Janahi"}, "email_address": "layla.j@example.bh",
                   "payer_id": "8ZC3RWQ5TNJ7E"},
         "purchase_units": [{
             "reference_id": "VL-1184", "invoice_id": "INV-VL-1184",
             "amount": {"currency_code": "BHD", "value": "62.700", "breakdown": {
                 "item_total": bhd("57.000"), "tax_total": bhd("5.700")}},
             "items": [
                 {"name": "Cathedral veil, hand-sewn lace edge", "sku": "VEIL-LACE-CATH", "quantity": "1",
                  "unit_amount": bhd("42.000"), "tax": bhd("4.200")},
                 {"name": "Rush service (5 working days)", "sku": "SVC-RUSH-5", "quantity": "1",
                  "unit_amount": bhd("15.000"), "tax": bhd("1.500")}],
             "payments": {
                 "captures": [{"id": "6AB90412MM2283519", "status": "PARTIALLY_REFUNDED", "amount": bhd("62.700"),
                               "final_capture": True, "create_time": "2026-04-27T10:03:01Z",
                               "update_time": "2026-05-06T09:10:27Z"}],
                 "refunds": [{"id": "1RF44092KD8817230", "status": "COMPLETED", "amount": bhd("16.500"),
                              "note_to_payer": "Rush deadline missed - rush fee and VAT returned",
                              "create_time": "2026-05-06T09:10:27Z", "update_time": "2026-05-06T09:10:27Z",
                              "links": [{"rel": "up", "href": "https://api.paypal.example/v2/payments/captures/6AB90412MM2283519"}]}]}}],
         "links": [{"href": "https://api.paypal.example/v2/checkout/orders/2WL55310GN184417C", "rel": "self", "method": "GET"}]}},
    {"id": "workshop.jobs.get#VL-1184", "kind": "record", "source": "tool:workshop.jobs.get",
     "fields": {"job_id": "VL-1184", "status": "READY_FOR_COLLECTION", "rush": {"requested": True,
                "promised_by": "2026-05-04", "met": False},
                "completed_at": "2026-05-07T08:15:00Z", "branch": {"name": "Ivory Thread, Adliya", "time_zone": TZ}}},
    {"id": "policy#rush-service", "kind": "policy", "revision": "2025-11",
     "text": "Standard alteration charges are not refundable once work has started. Rush service is offered "
             "where the workroom can take it on. If we cannot meet a rush deadline, the rush fee and the VAT on it "
             "are refunded in full to the original payment method. Refunds are issued within 2 working days of "
             "the decision; your bank may take up to 7 further working days to show them on your statement."},
]

B2 = dict(
    scenario="veil-rush-refund", domain="bridal alterations", now="2026-05-07T16:40:00+03:00",
    question="I was told the rush fee on my veil would be refunded. Has it gone through, and is the veil ready?",
    evidence=B2_EV,
    cases=[
        dict(draft="Dear Ms. Janahi, yes: the refund of BD 16.500, which covers the BD 15.000 rush fee plus its VAT, "
                   "was completed on 6 May. Depending on your bank, it may take up to 7 working days to appear on your "
                   "statement. I'm pleased to say your veil is ready for collection.",
             probes=[S("the refund of BD 16.500"), S("BD 15.000 rush fee plus its VAT"), S("completed on 6 May"),
                     S("up to 7 working days"), S("veil is ready for collection")],
             includes=["BD 16.500", "6 May"],
             notes="refunds[0] COMPLETED 16.500 on 2026-05-06; rush item 15.000 + tax 1.500; policy gives up to 7 "
                   "working days at the bank; job READY_FOR_COLLECTION."),
        dict(draft="Ms. Janahi, the BD 16.500 refund went through on 06/05/2026 and your veil is ready to collect.",
             probes=[S("BD 16.500 refund went through"), S("on 06/05/2026"), S("ready to collect")],
             includes=["06/05/2026"],
             notes="Refund COMPLETED 2026-05-06T09:10Z; job status READY_FOR_COLLECTION."),
        dict(draft="Dear Ms. Janahi, since the rush deadline of 4 May could not be met, the rush fee and the VAT on it "
                   "were refunded to your original payment method. Having received BD 16.500 back, you have paid "
                   "BD 46.200 in total for the veil, which was finished this morning.",
             probes=[S("rush deadline of 4 May could not be met"),
                     S("were refunded to your original payment method"),
                     S("you have paid \nBD 46.200".replace(" \n", " ")), S("finished this morning")],
             includes=["BD 46.200"],
             notes="rush.promised_by 2026-05-04 with met=false; 62.700 - 16.500 = 46.200; completed_at 08:15Z = "
                   "11:15 AM on 7 May, the same day as now."),
        dict(draft="Dear Ms. Janahi, the refund of BD 16.500 for the rush fee is still pending with our payment "
                   "provider. Your veil itself is ready for collection.",
             probes=[C("still pending with our payment", SM), S("ready for collection")],
             errors=["wrong_state"], excludes=["still pending"],
             notes="refunds[0].status is COMPLETED, not pending."),
        dict(draft="Dear Ms. Janahi, we have refunded the BD 15.000 rush fee to your card. As an apology we have also "
                   "arranged a complimentary steaming of the veil, which is ready for you to collect.",
             probes=[C("refunded the BD 15.000 rush fee", AM),
                     I("arranged a complimentary steaming", CW),
                     S("ready for you to collect")],
             errors=["wrong_amount", "unrecorded_extra"],
             excludes=["refunded the BD 15.000", "complimentary steaming"],
             notes="The refund record is 16.500 (fee plus VAT); nothing records a steaming."),
    ],
    repair=dict(
        draft="Dear Ms. Janahi, your rush fee refund of BD 16.500 was completed on 6 May, although your bank may take "
              "up to 14 working days to show it.",
        probes=[S("refund of BD 16.500"), S("completed on 6 May"), C("up to 14 working days", NC, VM)],
        errors=["wrong_period"], excludes=["14 working days"],
        includes=["7 working days|seven working days|7 further working days", "16.500"],
        notes="Policy: the bank may take up to 7 further working days."),
)

# ---------------------------------------------------------------- B3 bridesmaid batch, eCheck pending
B3_EV = [
    {"id": "orders.get#4HN20876TA115930P", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "4HN20876TA115930P", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-05-31T15:22:10Z", "update_time": "2026-05-31T15:24:40Z",
         "payer": {"name": {"given_name": "Huda", "surname": "Al-Ansari"}, "payer_id": "T5MVN83QK2XWL"},
         "purchase_units": [{
             "reference_id": "BM-0952", "description": "Bridesmaid alterations x4",
             "amount": {"currency_code": "BHD", "value": "73.260", "breakdown": {
                 "item_total": bhd("74.000"), "discount": bhd("7.400"), "tax_total": bhd("6.660")}},
             "items": [
                 {"name": "Bridesmaid dress hem", "sku": "ALT-BM-HEM", "quantity": "4", "unit_amount": bhd("9.500")},
                 {"name": "Bridesmaid dress take-in", "sku": "ALT-BM-TAKEIN", "quantity": "3",
                  "unit_amount": bhd("12.000")}],
             "payments": {"captures": [{
                 "id": "8KK31075RB6624410", "status": "PENDING", "status_details": {"reason": "ECHECK"},
                 "amount": bhd("73.260"), "final_capture": True,
                 "create_time": "2026-05-31T15:24:40Z", "update_time": "2026-05-31T15:24:40Z"}]}}],
         "links": [{"href": "https://api.paypal.example/v2/checkout/orders/4HN20876TA115930P", "rel": "self", "method": "GET"}]}},
    {"id": "orders.get#9XR61204CE775018H", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "9XR61204CE775018H", "status": "COMPLETED", "create_time": "2025-10-12T09:11:00Z",
         "purchase_units": [{"reference_id": "BA-2741", "description": "Engagement dress alterations",
                             "amount": {"currency_code": "BHD", "value": "58.300"},
                             "payments": {"captures": [{"id": "0TS81662LJ4409921", "status": "COMPLETED",
                                                        "amount": bhd("58.300")}]}}]}},
    {"id": "workshop.jobs.get#BM-0952", "kind": "record", "source": "tool:workshop.jobs.get",
     "fields": {"job_id": "BM-0952", "status": "AWAITING_PAYMENT", "garment_count": 4,
                "estimated_ready": "2026-06-11", "branch": {"time_zone": TZ}}},
    {"id": "policy#group-and-payment", "kind": "policy", "revision": "2026-02",
     "text": "We are happy to take on bridal parties. A group discount of 10% applies to alteration orders for "
             "four or more bridesmaid dresses booked together. Work begins once payment has cleared. Payments made "
             "by eCheck usually clear within 3 to 5 business days."},
]

B3 = dict(
    scenario="bridesmaid-batch", domain="bridal alterations", now="2026-06-02T10:05:00+03:00",
    question="Has my payment for the bridesmaid alterations gone through? And how much was the group discount?",
    evidence=B3_EV,
    cases=[
        dict(draft="Good morning Mrs. Al-Ansari. Your payment of BD 73.260 is still pending, as eCheck payments "
                   "usually take 3 to 5 business days to clear. Your group discount came to BD 7.400, the 10% that "
                   "applies when four or more bridesmaid dresses are booked together. We will begin work on the "
                   "dresses as soon as the payment clears.",
             probes=[S("payment of BD 73.260 is still pending"), S("usually take 3 to 5 business days"),
                     S("group discount came to BD 7.400"), S("four or more bridesmaid dresses"),
                     S("begin work on the \ndresses".replace(" \n", " "))],
             includes=["BD 73.260", "BD 7.400"],
             notes="Capture PENDING (ECHECK) for 73.260; discount 7.400; policy: 10% for 4+ dresses, eCheck 3-5 "
                   "business days, work starts on clearing."),
        dict(draft="Dear Mrs. Al-Ansari,\n\u2022 4 dresses to hem, 3 to take in\n\u2022 Subtotal BD 74.000, less the "
                   "10% group discount (BD 7.400), plus VAT of BD 6.660\n\u2022 Total BD 73.260, payment currently "
                   "pending\nKind regards,\nMaha at Ivory Thread",
             probes=[S("4 dresses to hem"), S("3 to take in"), S("Subtotal BD 74.000"), S("(BD 7.400)"),
                     S("VAT of BD 6.660"), S("Total BD 73.260"), S("payment currently")],
             includes=["BD 73.260", "BD 6.660"],
             notes="Items: hem qty 4, take-in qty 3; breakdown item_total 74.000, discount 7.400, tax 6.660; "
                   "total 73.260; capture PENDING."),
        dict(draft="Mrs. Al-Ansari, the eCheck for your bridesmaid order has not cleared yet, so the dresses are "
                   "waiting for payment before we start. Once it clears, we expect them to be ready by 11 June.",
             probes=[S("has not cleared yet"), S("waiting for payment before we start"),
                     S("ready by 11 June")],
             includes=["11 June"],
             notes="Capture PENDING/ECHECK; job AWAITING_PAYMENT; estimated_ready 2026-06-11."),
        dict(draft="Dear Mrs. Al-Ansari, your payment of BD 58.300 is still pending while the eCheck clears, which "
                   "normally takes 3 to 5 business days. The 10% group discount has been applied.",
             probes=[C("payment of BD 58.300", AM), S("3 to 5 business days"),
                     S("10% group discount has been applied")],
             errors=["other_record_value"], excludes=["58.300"],
             notes="58.300 is her 2025 engagement-dress order 9XR61204CE775018H; this order's pending capture is 73.260."),
        dict(draft="Dear Mrs. Al-Ansari, the group discount of BD 7.400 applies because it is given on orders of "
                   "three or more bridesmaid dresses. Our team has already started on the hems while the payment "
                   "clears.",
             probes=[S("group discount of BD 7.400"), C("three or more bridesmaid dresses", NC, VM),
                     C("already started on the hems", SM)],
             errors=["wrong_policy_condition", "wrong_state"],
             excludes=["three or more", "already started"],
             notes="Policy threshold is four or more dresses; job status AWAITING_PAYMENT and policy says work "
                   "begins once payment clears."),
    ],
    repair=dict(
        draft="Dear Mrs. Al-Ansari, all five dresses are on the order, and your payment of BD 73.260 is pending "
              "until the eCheck clears.",
        probes=[C("all five dresses", VM), S("payment of BD 73.260 is pending")],
        errors=["wrong_quantity"], excludes=["five dresses"],
        includes=["four dresses|4 dresses|four bridesmaid|4 bridesmaid", "73.260"],
        notes="garment_count is 4 and hem quantity 4."),
)

# ---------------------------------------------------------------- B4 cancellation after first cut, refund escalated
B4_EV = [
    {"id": "orders.get#5PD18833XW402271M", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "5PD18833XW402271M", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-02-10T11:30:00Z", "update_time": "2026-02-10T11:31:18Z",
         "payer": {"name": {"given_name": "Reem", "surname": "Fakhro"}, "payer_id": "J2WQ7D4HNB6SX"},
         "purchase_units": [{
             "reference_id": "BA-3140",
             "amount": {"currency_code": "BHD", "value": "84.150", "breakdown": {
                 "item_total": bhd("76.500"), "tax_total": bhd("7.650")}},
             "items": [
                 {"name": "Lace sleeve addition", "quantity": "1", "unit_amount": bhd("45.000")},
                 {"name": "Bodice reshape", "quantity": "1", "unit_amount": bhd("31.500")}],
             "payments": {"captures": [{"id": "2CN64410PE3398127", "status": "COMPLETED",
                                        "amount": bhd("30.000"), "final_capture": False, "note_to_payer": "Deposit",
                                        "create_time": "2026-02-10T11:31:18Z"}]}}]}},
    {"id": "workshop.jobs.get#BA-3140", "kind": "record", "source": "tool:workshop.jobs.get",
     "fields": {"job_id": "BA-3140", "status": "CANCELLED_BY_CUSTOMER",
                "first_cut_at": "2026-02-18T08:20:00Z", "cancelled_at": "2026-02-20T14:05:00Z",
                "branch": {"name": "Ivory Thread, Riffa", "time_zone": TZ}}},
    {"id": "payments.captures.refund#call-1", "kind": "refused_call", "tool": "paypal.payments.captures.refund",
     "decision": "ESCALATE",
     "args": {"capture_id": "2CN64410PE3398127", "amount": bhd("30.000"), "note_to_payer": "Deposit refund"},
     "reason": "Deposit refund after first cut requires boutique manager approval"},
    {"id": "policy#cancellations", "kind": "policy", "revision": "2026-01",
     "text": "You may cancel an alteration order at any time. Where a cancellation is made before any cutting, the "
             "deposit is refunded in full. Deposits are non-refundable once the first cut has been made. Requests "
             "for an exception are reviewed by the boutique manager, who replies within 3 working days."},
]

B4 = dict(
    scenario="cancel-after-cut", domain="bridal alterations", now="2026-02-22T09:30:00+03:00",
    question="I cancelled my alterations on Friday. Please refund my deposit.",
    evidence=B4_EV,
    cases=[
        dict(draft="Dear Ms. Fakhro, I'm sorry, but I was not able to process the refund of your BD 30.000 deposit "
                   "myself; I have passed your request to the boutique manager, who will reply within 3 working days. "
                   "As the first cut was made on 18 February, the deposit would normally be non-refundable.",
             probes=[S("not able to process the refund"), S("passed your request to the boutique manager"),
                     S("reply within 3 working days"), S("first cut was made on 18 February"),
                     S("normally be non-refundable")],
             includes=["BD 30.000", "3 working days"],
             notes="Refund call ESCALATE; policy: manager replies within 3 working days, deposits non-refundable "
                   "after first cut; first_cut_at 2026-02-18."),
        dict(draft="Dear Ms. Fakhro,\n\nThank you for letting us know. Your cancellation has been recorded, and your "
                   "request for the deposit refund has been escalated for review by our boutique manager. Our policy "
                   "is that deposits cannot be refunded once cutting has begun, so this will be considered as an "
                   "exception.\n\nWith warm regards,\nSalwa, Client Care",
             probes=[S("Your cancellation has been recorded"), S("escalated for review"),
                     S("deposits cannot be refunded once cutting has begun"), NA("With warm regards")],
             includes=["escalated"],
             notes="Job CANCELLED_BY_CUSTOMER; refund call refused with ESCALATE; policy on deposits after the cut."),
        dict(draft="Ms. Fakhro, your deposit refund request is with the boutique manager for approval, as the refund "
                   "could not be issued automatically.",
             probes=[S("is with the boutique manager for approval"), S("could not be issued automatically")],
             includes=["boutique manager"],
             notes="Refused call decision ESCALATE with reason requiring manager approval."),
        dict(draft="Dear Ms. Fakhro, your alterations order has been cancelled as requested. I have refunded your "
                   "deposit of BD 30.000 to your card.",
             probes=[S("has been cancelled as requested"), C("I have refunded your \ndeposit".replace(" \n", " "), NX)],
             errors=["refused_call_effect"], excludes=["I have refunded"],
             notes="The refund call was refused (ESCALATE); nothing was refunded."),
        dict(draft="Dear Ms. Fakhro, deposits are refundable until the first fitting, and your first cut was made on "
                   "20 February. I have referred the refund to our boutique manager.",
             probes=[C("refundable until the first fitting", NC, VM), C("made on \n20 February".replace(" \n", " "), DM),
                     S("referred the refund to our boutique manager")],
             errors=["wrong_policy_condition", "wrong_date"],
             excludes=["until the first fitting", "20 February"],
             notes="Policy: non-refundable once the first cut is made; first_cut_at is 18 February (20 February is "
                   "the cancellation date)."),
    ],
    repair=dict(
        draft="Dear Ms. Fakhro, your deposit refund of BD 30.000 has been approved and your order is now cancelled.",
        probes=[C("refund of BD 30.000 has been approved", NX), S("your order is now cancelled")],
        errors=["refused_call_effect"], excludes=["has been approved"],
        includes=["escalated|review|could not|couldn't|unable|not able|manager", "cancel"],
        notes="Refund call decision ESCALATE: not approved."),
)

# ---------------------------------------------------------------- B5 fitting rescheduled (superseded slot)
B5_EV = [
    {"id": "bookings.get#FIT-7702", "kind": "record", "source": "tool:bookings.get",
     "fields": {
         "id": "FIT-7702", "status": "CONFIRMED", "service": "BRIDAL_FITTING_2",
         "customer": {"title": "Mrs", "name": "Sara Al-Zayani"},
         "start_time": "2026-07-09T07:00:00Z", "duration": "PT1H",
         "location": {"name": "Seef studio", "time_zone": TZ},
         "reschedule_count": 1, "fee_applied": bhd("0.000"),
         "history": [{"start_time": "2026-07-07T12:30:00Z", "status": "SUPERSEDED",
                      "changed_at": "2026-07-04T18:12:00Z"}],
         "create_time": "2026-06-20T09:00:00Z", "update_time": "2026-07-04T18:12:00Z",
         "links": [{"rel": "self", "href": "https://bookings.ivory-thread.example.bh/v1/bookings/FIT-7702"}]}},
    {"id": "orders.get#1MC39402VS227654U", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {"id": "1MC39402VS227654U", "status": "COMPLETED",
                "purchase_units": [{"reference_id": "BA-3561", "amount": {"currency_code": "BHD", "value": "112.200"},
                                    "payments": {"captures": [{"id": "5EF20098MN1147706", "status": "COMPLETED",
                                                               "amount": bhd("50.000")}]}}]}},
    {"id": "policy#rescheduling", "kind": "policy", "revision": "2026-03",
     "text": "Fittings are held at our Seef and Adliya studios. The first change to a fitting is free when made at "
             "least 48 hours before the appointment. Later changes, or changes made with less notice, carry a "
             "BD 5.000 rebooking fee."},
]

B5 = dict(
    scenario="fitting-reschedule", domain="bridal alterations", now="2026-07-05T13:00:00+03:00",
    question="Can you confirm my new fitting time after I moved it yesterday?",
    evidence=B5_EV,
    cases=[
        dict(draft="Dear Mrs. Al-Zayani, your fitting has been moved to Thursday, 9 July at 10:00 AM at our Seef "
                   "studio, and it will last about an hour. As this was your first change and made more than 48 hours "
                   "in advance, there is no charge for it.",
             probes=[S("Thursday, 9 July at 10:00 AM"), S("at our Seef \nstudio".replace(" \n", " ")),
                     S("last about an hour"), S("there is no charge for it")],
             includes=["9 July", "10:00 AM"],
             notes="start_time 07:00Z = 10:00 AM Bahrain on Thu 9 July; PT1H; fee_applied 0.000; policy: first "
                   "change 48h+ ahead is free."),
        dict(draft="Mrs. Al-Zayani, this is to confirm your new fitting time: 10 AM on 09/07. No rebooking fee has "
                   "been applied.",
             probes=[S("10 AM on 09/07"), S("No rebooking fee has \nbeen applied".replace(" \n", " "))],
             includes=["10 AM"],
             notes="Booking CONFIRMED at 07:00Z on 2026-07-09; fee_applied 0.000."),
        dict(draft="Dear Mrs. Al-Zayani, yes, your booking FIT-7702 is confirmed for this coming Thursday morning at "
                   "ten o'clock; the earlier Tuesday slot has been released.",
             probes=[S("booking FIT-7702 is confirmed"), S("Thursday morning at \nten o'clock".replace(" \n", " ")),
                     S("earlier Tuesday slot has been released")],
             includes=["FIT-7702"],
             notes="now Sunday 5 July; 9 July is Thursday, 10:00 local; history shows the Tue 7 July slot SUPERSEDED."),
        dict(draft="Dear Mrs. Al-Zayani, your fitting is confirmed for Tuesday, 7 July at 3:30 PM at the Seef "
                   "studio. There is no charge for the change.",
             probes=[C("Tuesday, 7 July at 3:30 PM", DM), S("no charge for the change")],
             errors=["stale_value"], excludes=["3:30 PM", "7 July"],
             notes="7 July 3:30 PM is the superseded slot in history; the current start is 9 July 10:00 AM."),
        dict(draft="Dear Mrs. Al-Zayani, your new fitting is on Thursday, 9 July at 7:00 AM and will take around "
                   "30 minutes. No rebooking fee applies.",
             probes=[C("9 July at 7:00 AM", DM, VM), C("around \n30 minutes".replace(" \n", " "), VM),
                     S("No rebooking fee applies")],
             errors=["unit_conversion", "wrong_period"], excludes=["7:00 AM", "30 minutes"],
             notes="07:00Z is 10:00 AM in Bahrain; duration is PT1H."),
    ],
    repair=dict(
        draft="Dear Mrs. Al-Zayani, your new fitting is on Tuesday 7 July at 10:00 AM at our Seef studio.",
        probes=[C("Tuesday 7 July", DM), S("10:00 AM"), S("Seef studio")],
        errors=["stale_value"], excludes=["Tuesday 7 July"],
        includes=["9 July|09/07|9/7", "10:00 AM|10 AM"],
        notes="The Tuesday 7 July date belongs to the superseded slot; current start_time is 9 July."),
)

BUNDLES = [B1, B2, B3, B4, B5]
