"""Dry cleaning bundles (w55)."""
from common import *

# ---------------------------------------------------------------- B14 wedding gown cleaning and preservation
B14_EV = [
    {"id": "orders.get#2TP48812FX330957Y", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "2TP48812FX330957Y", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-06-15T06:20:00Z", "update_time": "2026-06-15T06:21:09Z",
         "payer": {"name": {"given_name": "Zainab", "surname": "Hubail"}, "payer_id": "G5LT2WX8QM3RN"},
         "purchase_units": [{
             "reference_id": "DC-90114", "custom_id": "PROMO:JUNEBRIDE",
             "amount": {"currency_code": "BHD", "value": "73.150", "breakdown": {
                 "item_total": bhd("73.000"), "discount": bhd("6.500"), "tax_total": bhd("6.650")}},
             "items": [
                 {"name": "Bridal gown dry clean, silk with beading", "quantity": "1", "unit_amount": bhd("45.000")},
                 {"name": "Acid-free preservation box", "quantity": "1", "unit_amount": bhd("20.000")},
                 {"name": "Stain pre-treatment (hem)", "quantity": "1", "unit_amount": bhd("8.000")}],
             "payments": {"captures": [{"id": "9SN02274HB6610845", "status": "COMPLETED", "amount": bhd("73.150"),
                                        "create_time": "2026-06-15T06:21:09Z"}]}}]}},
    {"id": "garments.get#DC-90114", "kind": "record", "source": "tool:garments.get",
     "fields": {"ticket": "DC-90114", "status": "IN_CLEANING", "stage": "HAND_SPOT_CLEAN",
                "process_time": "P10D", "promised_ready": "2026-06-25",
                "branch": {"name": "Pure Press, Saar", "time_zone": TZ}}},
    {"id": "policy#bridal-preservation", "kind": "policy", "revision": "2026-04",
     "text": "Bridal gowns are cleaned by hand and take about 10 days. The JUNEBRIDE code gives 10% off cleaning "
             "and preservation during June; it does not apply to stain pre-treatment. Preserved gowns are sealed in "
             "an acid-free box, and we guarantee them against yellowing for 10 years as long as the box stays "
             "sealed; opening it ends the guarantee."},
]

B14 = dict(
    scenario="gown-preservation", domain="dry cleaning", now="2026-06-18T10:30:00+03:00",
    question="How is my wedding dress getting on, and what did the promo code save me?",
    evidence=B14_EV,
    cases=[
        dict(draft="Dear Mrs. Hubail, your gown is currently being cleaned, and we expect it to be ready on 25 June. "
                   "Your JUNEBRIDE code saved you BD 6.500, which is 10% off the cleaning and the preservation box; "
                   "it does not apply to the stain pre-treatment.",
             probes=[S("currently being cleaned"), S("ready on 25 June"), S("saved you BD 6.500"),
                     S("10% off the cleaning and the preservation box"),
                     S("does not apply to the stain pre-treatment")],
             includes=["BD 6.500", "25 June"],
             notes="Garment IN_CLEANING, promised_ready 2026-06-25; discount 6.500 = 10% of 45.000 + 20.000; policy "
                   "excludes pre-treatment."),
        dict(draft="Mrs. Hubail, the total came to BD 73.150 after your BD 6.500 discount and BD 6.650 VAT, and it "
                   "has been paid in full.",
             probes=[S("total came to BD 73.150"), S("BD 6.500 discount"), S("BD 6.650 VAT"),
                     S("paid in full")],
             includes=["BD 73.150"],
             notes="amount 73.150; discount 6.500; tax_total 6.650; capture COMPLETED for the full amount."),
        dict(draft="Dear Mrs. Hubail,\n\nThank you for trusting us with your gown. Once cleaned, it will be sealed in "
                   "an acid-free preservation box. Please keep the box closed, as opening it ends our 10-year "
                   "guarantee against yellowing.\n\nWarm regards,\nPure Press Dry Cleaning",
             probes=[S("sealed in \nan acid-free preservation box".replace(" \n", " ")),
                     S("opening it ends our 10-year \nguarantee".replace(" \n", " ")), NA("Warm regards")],
             includes=["10-year"],
             notes="Preservation box is on the order; policy gives the 10-year guarantee while sealed."),
        dict(draft="Dear Mrs. Hubail, your JUNEBRIDE code saved you BD 7.300 on the order, and I'm happy to say your "
                   "gown is ready for collection.",
             probes=[C("saved you BD 7.300", AM), C("ready for collection", SM)],
             errors=["wrong_arithmetic", "wrong_state"], excludes=["7.300", "ready for collection"],
             notes="Discount is 6.500 (10% of 65.000; 7.300 wrongly includes the pre-treatment); the gown is "
                   "IN_CLEANING until 25 June."),
        dict(draft="Dear Mrs. Hubail, the gown is being hand-cleaned and should be ready by 22 June. Once it is boxed, "
                   "it is guaranteed against yellowing for 20 years while the box stays sealed.",
             probes=[S("being hand-cleaned"), C("ready by 22 June", DM), C("for 20 years", NC, VM)],
             errors=["wrong_date", "wrong_period"], excludes=["22 June", "20 years"],
             notes="promised_ready is 25 June; the guarantee is 10 years."),
    ],
    repair=dict(
        draft="Dear Mrs. Hubail, your JUNEBRIDE code took 10% off every item on the order, including the stain "
              "pre-treatment, saving you BD 6.500.",
        probes=[C("including the stain \npre-treatment".replace(" \n", " "), NC, VM), S("saving you BD 6.500")],
        errors=["wrong_policy_condition"], excludes=["including the stain"],
        includes=["does not apply|doesn't apply|not the stain|excluding|except|not to the", "6.500"],
        notes="Policy: JUNEBRIDE does not apply to stain pre-treatment."),
)

# ---------------------------------------------------------------- B15 express same-day suit
B15_EV = [
    {"id": "orders.get#6MX20387WA552104L", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "6MX20387WA552104L", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-08-12T06:41:30Z", "update_time": "2026-08-12T06:41:58Z",
         "payer": {"name": {"given_name": "Faisal", "surname": "Taqi"}, "payer_id": "P3WK7NQ2TX9LB"},
         "purchase_units": [{
             "reference_id": "DC-90772",
             "amount": {"currency_code": "BHD", "value": "8.910", "breakdown": {
                 "item_total": bhd("8.100"), "tax_total": bhd("0.810")}},
             "items": [
                 {"name": "Two-piece suit dry clean", "quantity": "1", "unit_amount": bhd("4.500")},
                 {"name": "Express same-day surcharge", "quantity": "1", "unit_amount": bhd("2.000")},
                 {"name": "Shirt launder and press", "quantity": "2", "unit_amount": bhd("0.800")}],
             "payments": {"captures": [{"id": "4VC91150DR7738226", "status": "COMPLETED", "amount": bhd("8.910"),
                                        "create_time": "2026-08-12T06:41:58Z"}]}}]}},
    {"id": "garments.get#DC-90772", "kind": "record", "source": "tool:garments.get",
     "fields": {"ticket": "DC-90772", "status": "IN_PROCESS", "service_level": "EXPRESS_SAME_DAY",
                "dropped_at": "2026-08-12T06:40:00Z", "promised_ready_at": "2026-08-12T14:00:00Z",
                "pieces": 3, "branch": {"name": "Pure Press, Budaiya", "time_zone": TZ}}},
    {"id": "policy#express", "kind": "policy", "revision": "2026-04",
     "text": "Items dropped off after the cut-off are ready by 5 PM the next working day. Express same-day service "
             "is available for items dropped off before 10 AM, Saturday to Thursday, and they are ready by 5 PM the "
             "same day. If we miss the promised time, the express surcharge is refunded."},
]

B15 = dict(
    scenario="suit-express", domain="dry cleaning", now="2026-08-12T12:00:00+03:00",
    question="I dropped my suit off this morning for express. Will it be ready today?",
    evidence=B15_EV,
    cases=[
        dict(draft="Dear Mr. Taqi, as you dropped your suit off at 9:40 AM, before the 10 AM cut-off, it qualifies "
                   "for same-day express and will be ready by 5 PM today, together with your two shirts.",
             probes=[S("at 9:40 AM"), S("before the 10 AM cut-off"), S("ready by 5 PM today"),
                     S("your two shirts")],
             includes=["5 PM", "9:40 AM"],
             notes="dropped_at 06:40Z = 9:40 AM; policy cut-off 10 AM; promised_ready_at 14:00Z = 5 PM today; "
                   "shirts quantity 2."),
        dict(draft="Mr. Taqi, your suit and shirts will be ready at 5 PM today; you paid BD 8.910, including the "
                   "BD 2.000 express surcharge.",
             probes=[S("ready at 5 PM today"), S("you paid BD 8.910"), S("BD 2.000 express surcharge")],
             includes=["BD 8.910"],
             notes="promised_ready_at 14:00Z; capture 8.910; express item 2.000."),
        dict(draft="Dear Mr. Taqi, your three pieces are being cleaned now. Should we miss the 5 PM promise, the "
                   "BD 2.000 express surcharge will be refunded to you.",
             probes=[S("three pieces are being cleaned now"), S("will be refunded to you")],
             includes=["BD 2.000"],
             notes="pieces 3, status IN_PROCESS; policy refunds the surcharge if the time is missed."),
        dict(draft="Dear Mr. Taqi, your suit qualifies for express and will be ready by 2 PM today, along with your "
                   "three shirts.",
             probes=[S("qualifies for express"), C("ready by 2 PM today", DM, VM), C("three shirts", VM)],
             errors=["unit_conversion", "wrong_quantity"], excludes=["2 PM today", "three shirts"],
             notes="14:00Z is 5 PM local; the order has two shirts (three pieces counting the suit)."),
        dict(draft="Dear Mr. Taqi, express same-day service covers anything dropped off before noon, so your suit "
                   "will be ready by 5 PM today. We will send you a text message as soon as it is ready.",
             probes=[C("dropped off before noon", NC, VM), S("ready by 5 PM today"),
                     I("send you a text message", NP, NE, CW)],
             errors=["wrong_policy_condition", "invented_promise"], excludes=["before noon", "text message"],
             notes="The cut-off is 10 AM; nothing promises a text notification."),
    ],
    repair=dict(
        draft="Dear Mr. Taqi, your suit and two shirts are on express service and will be ready by 6 PM today.",
        probes=[S("two shirts"), C("ready by 6 PM today", DM, VM)],
        errors=["wrong_time"], excludes=["6 PM"],
        includes=["5 PM|5:00 PM|17:00", "two shirts|2 shirts"],
        notes="promised_ready_at 14:00Z = 5 PM in Bahrain."),
)

# ---------------------------------------------------------------- B16 duvet with home delivery, previous curtains order
B16_EV = [
    {"id": "orders.get#3FN71245GS004328Q", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "3FN71245GS004328Q", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-03-29T05:55:00Z",
         "payer": {"name": {"given_name": "Hessa", "surname": "Bin Rajab"}, "payer_id": "M8QN3KT6WR2XL"},
         "purchase_units": [{
             "reference_id": "DC-88410",
             "amount": {"currency_code": "BHD", "value": "15.400", "breakdown": {
                 "item_total": bhd("12.500"), "shipping": bhd("1.500"), "tax_total": bhd("1.400")}},
             "items": [
                 {"name": "King duvet, down - wash and dry", "quantity": "1", "unit_amount": bhd("9.000")},
                 {"name": "Pillows (pair)", "quantity": "1", "unit_amount": bhd("3.500")}],
             "shipping": {"type": "SHIPPING", "address": {"admin_area_2": "Janabiyah", "country_code": "BH"}},
             "payments": {"captures": [{"id": "1AZ66059JV8837410", "status": "COMPLETED", "amount": bhd("15.400")}]}}]}},
    {"id": "logistics.deliveries.get#DC-88410", "kind": "record", "source": "tool:logistics.deliveries.get",
     "fields": {"ticket": "DC-88410", "status": "SCHEDULED",
                "slot": {"start_time": "2026-04-02T14:00:00Z", "duration": "PT3H"}, "time_zone": TZ}},
    {"id": "orders.get#8BE30916PN227541C", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {"id": "8BE30916PN227541C", "status": "COMPLETED", "create_time": "2026-03-01T08:00:00Z",
                "purchase_units": [{"reference_id": "DC-87702", "description": "Curtains, 4 panels, lined",
                                    "amount": {"currency_code": "BHD", "value": "28.600"},
                                    "payments": {"captures": [{"id": "5HJ29981SM0443127", "status": "COMPLETED",
                                                               "amount": bhd("28.600")}]}}]}},
    {"id": "logistics.deliveries.get#DC-87702", "kind": "record", "source": "tool:logistics.deliveries.get",
     "fields": {"ticket": "DC-87702", "status": "DELIVERED", "delivered_at": "2026-03-05T15:20:00Z"}},
    {"id": "policy#home-service", "kind": "policy", "revision": "2026-04",
     "text": "We collect and return anywhere in Bahrain. Home pickup and delivery cost BD 1.500 per order, and are "
             "free on orders of BD 20.000 or more before VAT. Down duvets take 3 working days to wash and dry "
             "properly."},
]

B16 = dict(
    scenario="duvet-delivery", domain="dry cleaning", now="2026-03-31T17:45:00+03:00",
    question="When is my duvet coming back, and what did I pay?",
    evidence=B16_EV,
    cases=[
        dict(draft="Dear Ms. Bin Rajab, your down duvet and pillows (ticket DC-88410) will be delivered on Thursday, "
                   "2 April between 5 PM and 8 PM. The order total was BD 15.400, including BD 1.500 for pickup and "
                   "delivery.",
             probes=[S("ticket DC-88410"), S("Thursday, \n2 April between 5 PM and 8 PM".replace(" \n", " ")),
                     S("order total was BD 15.400"), S("BD 1.500 for pickup")],
             includes=["BD 15.400", "2 April"],
             notes="Slot 14:00Z + PT3H = 5-8 PM Bahrain on Thu 2 April; amount 15.400 with shipping 1.500."),
        dict(draft="Ms. Bin Rajab, your duvet is due back the day after tomorrow, in the evening between 5 and 8.",
             probes=[S("the day after tomorrow"), S("between 5 and 8")],
             includes=["day after tomorrow"],
             notes="now Tue 31 March; delivery slot 2 April 5-8 PM local."),
        dict(draft="Dear Ms. Bin Rajab, here is what you paid for ticket DC-88410:\n\u2022 King down duvet: BD 9.000\n"
                   "\u2022 Pillows (pair): BD 3.500\n\u2022 Pickup and delivery: BD 1.500\n\u2022 VAT: BD 1.400\n"
                   "Delivery is booked for 2/4, in the evening.",
             probes=[S("King down duvet: BD 9.000"), S("Pillows (pair): BD 3.500"),
                     S("Pickup and delivery: BD 1.500"), S("VAT: BD 1.400"), S("booked for 2/4")],
             includes=["BD 9.000", "2/4"],
             notes="Items, shipping and tax_total from order 3FN71245GS004328Q; slot on 2 April."),
        dict(draft="Dear Ms. Bin Rajab, your order DC-87702 will be delivered on Thursday, 2 April between 5 PM and "
                   "8 PM.",
             probes=[C("order DC-87702", IM), S("Thursday, 2 April between 5 PM and 8 PM")],
             errors=["other_record_value"], excludes=["DC-87702"],
             notes="DC-87702 is the March curtains order (already delivered); the duvet is DC-88410."),
        dict(draft="Dear Ms. Bin Rajab, pickup and delivery were free, since your order is over BD 20.000. The duvet "
                   "will be brought back on Wednesday, 1 April in the evening.",
             probes=[C("pickup and delivery were free", AM, VM, NC), C("Wednesday, 1 April", DM)],
             errors=["condition_unmet", "wrong_date"], excludes=["were free", "1 April"],
             notes="Item total 12.500 is below BD 20.000 and shipping 1.500 was charged; slot is Thu 2 April."),
    ],
    repair=dict(
        draft="Dear Ms. Bin Rajab, your order total is BD 28.600, and the duvet will be delivered on 2 April between "
              "5 PM and 8 PM.",
        probes=[C("order total is BD 28.600", AM), S("2 April between \n5 PM and 8 PM".replace(" \n", " "))],
        errors=["other_record_value"], excludes=["28.600"],
        includes=["15.400", "2 April"],
        notes="28.600 is the curtains order DC-87702; this order is 15.400."),
)

# ---------------------------------------------------------------- B17 damaged bisht trim, refund denied, claim open
B17_EV = [
    {"id": "orders.get#0KW84473BT619025H", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "0KW84473BT619025H", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-05-09T09:00:00Z",
         "payer": {"name": {"given_name": "Jassim", "surname": "Abdulghaffar"}, "payer_id": "X2RL9MW4QT7KN"},
         "purchase_units": [{
             "reference_id": "DC-89233",
             "amount": {"currency_code": "BHD", "value": "13.200", "breakdown": {
                 "item_total": bhd("12.000"), "tax_total": bhd("1.200")}},
             "items": [{"name": "Bisht dry clean, zari trim", "quantity": "1", "unit_amount": bhd("12.000")}],
             "payments": {"captures": [{"id": "8PW40012CX9916338", "status": "COMPLETED", "amount": bhd("13.200"),
                                        "create_time": "2026-05-09T09:00:30Z"}]}}]}},
    {"id": "claims.get#CLM-3091", "kind": "record", "source": "tool:claims.get",
     "fields": {"claim_id": "CLM-3091", "ticket": "DC-89233", "status": "OPEN", "type": "DAMAGE_TRIM_DISCOLOURED",
                "collected_at": "2026-05-12T16:30:00Z", "reported_at": "2026-05-13T08:10:00Z",
                "inspection_due": "2026-05-21", "time_zone": TZ}},
    {"id": "payments.captures.refund#call-7", "kind": "refused_call", "tool": "paypal.payments.captures.refund",
     "decision": "DENY", "args": {"capture_id": "8PW40012CX9916338", "amount": bhd("13.200")},
     "reason": "Damage compensation must be assessed by the claims desk"},
    {"id": "policy#damage-claims", "kind": "policy", "revision": "2026-04",
     "text": "We take great care with every garment, but accidents can happen. Damage must be reported within 48 "
             "hours of collection. Our claims desk inspects the garment within 5 working days of the report. "
             "Compensation is capped at ten times the cleaning charge or the garment's depreciated value, whichever "
             "is lower."},
]

B17 = dict(
    scenario="bisht-damage-claim", domain="dry cleaning", now="2026-05-14T09:00:00+03:00",
    question="The gold trim on my bisht came back discoloured. I want my money back.",
    evidence=B17_EV,
    cases=[
        dict(draft="Dear Mr. Abdulghaffar, I'm very sorry about the trim on your bisht. I'm not able to issue a "
                   "refund myself; your claim CLM-3091 is open with our claims desk, who will inspect the garment "
                   "within 5 working days. As you reported it within 48 hours of collection, it is within the time "
                   "allowed.",
             probes=[S("not able to issue a \nrefund myself".replace(" \n", " ")), S("claim CLM-3091 is open"),
                     S("within 5 working days"), S("reported it within 48 hours of collection")],
             includes=["CLM-3091", "5 working days"],
             notes="Refund call DENY; claim OPEN; policy 5 working days; collected 12 May 16:30Z, reported 13 May "
                   "08:10Z, under 48 hours."),
        dict(draft="Mr. Abdulghaffar, the refund could not be processed from here, but your claim has been logged "
                   "and is open for assessment.",
             probes=[S("could not be processed from here"), S("is open for assessment")],
             includes=["could not be processed"],
             notes="Refused call (DENY); claim status OPEN."),
        dict(draft="Dear Mr. Abdulghaffar, our claims desk is due to inspect your bisht by 21 May. Please note that "
                   "compensation, if agreed, is capped at ten times the cleaning charge or the garment's depreciated "
                   "value, whichever is lower.",
             probes=[S("inspect your bisht by 21 May"), S("capped at ten times the cleaning charge")],
             includes=["21 May"],
             notes="inspection_due 2026-05-21; cap stated in the policy."),
        dict(draft="Dear Mr. Abdulghaffar, I'm sorry about the trim. I have refunded the BD 13.200 cleaning charge to "
                   "your card, and the claims desk will inspect the bisht within 10 working days.",
             probes=[C("I have refunded the BD 13.200", NX), C("within 10 working days", NC, VM)],
             errors=["refused_call_effect", "wrong_period"], excludes=["I have refunded", "10 working days"],
             notes="The refund call was DENIED; policy says 5 working days."),
        dict(draft="Dear Mr. Abdulghaffar, your claim CLM-3019 is open with our claims desk. Any compensation is "
                   "capped at five times the cleaning charge.",
             probes=[C("claim CLM-3019", IM), C("capped at five times", NC, VM)],
             errors=["wrong_id", "wrong_policy_condition"], excludes=["CLM-3019", "five times"],
             notes="Claim id is CLM-3091; the cap is ten times the cleaning charge."),
    ],
    repair=dict(
        draft="Dear Mr. Abdulghaffar, your BD 13.200 has been refunded and your claim CLM-3091 is open with our "
              "claims desk.",
        probes=[C("BD 13.200 has been refunded", NX), S("claim CLM-3091 is open")],
        errors=["refused_call_effect"], excludes=["has been refunded"],
        includes=["could not|couldn't|unable|not able|declined|denied|not been refunded", "CLM-3091"],
        notes="Refund call decision DENY."),
)

# ---------------------------------------------------------------- B18 monthly shirt plan
B18_EV = [
    {"id": "plans.get#PP-20-55817", "kind": "record", "source": "tool:plans.get",
     "fields": {"plan_id": "PRESS_PLAN_20", "subscription_id": "PP-20-55817", "status": "ACTIVE",
                "subscriber": {"title": "Dr", "name": "Hani Sabt"},
                "billing_cycle": {"interval_unit": "MONTH", "price": bhd("18.000")},
                "allowance": {"shirts_per_period": 20, "period_start": "2026-09-01", "period_end": "2026-09-30",
                              "shirts_used": 17},
                "extra_shirt_price": bhd("0.700"),
                "perks": ["FREE_PICKUP_DELIVERY", "DRY_CLEAN_10_PERCENT_OFF"],
                "next_billing_time": "2026-10-01T05:00:00Z", "time_zone": TZ}},
    {"id": "orders.get#5LA93382KE770611D", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {"id": "5LA93382KE770611D", "status": "COMPLETED", "create_time": "2026-09-01T05:00:04Z",
                "purchase_units": [{"reference_id": "PP-20-55817-2026-09",
                                    "amount": {"currency_code": "BHD", "value": "19.800", "breakdown": {
                                        "item_total": bhd("18.000"), "tax_total": bhd("1.800")}},
                                    "payments": {"captures": [{"id": "2QX11874HN5502963", "status": "COMPLETED",
                                                               "amount": bhd("19.800")}]}}]}},
    {"id": "policy#press-plan", "kind": "policy", "revision": "2026-04",
     "text": "Shirts are laundered, pressed and returned on hangers. Unused shirts do not roll over to the next "
             "month. Shirts beyond your monthly allowance are charged at BD 0.700 each. You can cancel the plan any "
             "time before the next billing date."},
]

B18 = dict(
    scenario="shirt-plan", domain="dry cleaning", now="2026-09-27T20:00:00+03:00",
    question="How many shirts do I have left this month? I want to send 6 more. Do unused ones carry over?",
    evidence=B18_EV,
    cases=[
        dict(draft="Dear Dr. Sabt, you have used 17 of your 20 shirts this month, so 3 remain. If you send 6 more, "
                   "the first 3 are covered and the other 3 are charged at BD 0.700 each, BD 2.100 in total. Unused "
                   "shirts do not carry over to October.",
             probes=[S("used 17 of your 20 shirts"), S("so 3 remain"), S("charged at BD 0.700 each"),
                     S("BD 2.100 in total"), S("do not carry over")],
             includes=["BD 2.100", "17 of your 20"],
             notes="allowance 20, used 17; extra_shirt_price 0.700 x 3 = 2.100; policy: no roll-over."),
        dict(draft="Dr. Sabt, your plan includes free pickup and delivery and 10% off dry cleaning, and your next "
                   "billing date is 1 October.",
             probes=[S("free pickup and delivery"), S("10% off dry cleaning"), S("next \nbilling date is 1 October".replace(" \n", " "))],
             includes=["1 October"],
             notes="perks FREE_PICKUP_DELIVERY and DRY_CLEAN_10_PERCENT_OFF; next_billing_time 2026-10-01T05:00Z "
                   "(8 AM local)."),
        dict(draft="Dr. Sabt, three shirts remain on this month's allowance; September's plan payment of BD 19.800 "
                   "went through on the 1st.",
             probes=[S("three shirts remain"), S("payment of BD 19.800"), S("went through on the 1st")],
             includes=["BD 19.800"],
             notes="20 - 17 = 3; September order 19.800 COMPLETED on 2026-09-01."),
        dict(draft="Dear Dr. Sabt, you have 3 shirts left this month, so the 6 shirts would cost BD 4.200 in extra "
                   "charges. As a plan member, minor repairs such as replacing buttons are also included free.",
             probes=[S("3 shirts left this month"), C("would cost BD 4.200", AM),
                     CI("minor repairs such as replacing buttons", CW, NP, NE)],
             errors=["wrong_arithmetic", "unlisted_perk"], excludes=["4.200", "replacing buttons"],
             notes="Only 3 of the 6 are extra: 3 x 0.700 = 2.100; the plan lists only pickup/delivery and 10% off "
                   "dry cleaning."),
        dict(draft="Dear Dr. Sabt, you have used 15 shirts so far this month. Any shirts you don't use will roll "
                   "over to next month.",
             probes=[C("used 15 shirts", VM), C("roll \nover to next month".replace(" \n", " "), NC)],
             errors=["wrong_quantity", "wrong_policy_condition"], excludes=["15 shirts", "roll over"],
             notes="shirts_used is 17; policy: unused shirts do not roll over."),
    ],
    repair=dict(
        draft="Dear Dr. Sabt, you have 3 shirts left, and any extra shirts are charged at BD 0.800 each.",
        probes=[S("3 shirts left"), C("BD 0.800 each", AM)],
        errors=["wrong_amount"], excludes=["0.800"],
        includes=["0.700", "3 shirts|three shirts"],
        notes="extra_shirt_price is 0.700 (policy agrees)."),
)

BUNDLES = [B14, B15, B16, B17, B18]
