from common import S, N, C, I, CI, rec, pol, psg, refused, case

D = "consumer electronics retailer"
POL_C = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
POL_I = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]

# ---- E1: refund for returned headphones -------------------------------------------------
E1 = [
    rec("get_order#VLT-4471203", "tool:get_order", {
        "order_id": "VLT-4471203", "order_status": "RETURN_COMPLETED", "placed_on": "02-03-2026",
        "items": [{"sku": "SNR-WH900-BLK", "name": "Sonora WH-900 wireless headphones", "qty": 1,
                   "unit_price_paise": 1249900}],
        "payment": {"mode": "CREDIT_CARD", "card_last4": "4417", "currency": "INR"},
        "return": {"return_id": "RTN-55109", "picked_up_on": "09-03-2026", "qc_status": "QC_PASSED"}}),
    rec("get_refund#RF-88120", "tool:get_refund", {
        "refund_id": "RF-88120", "order_id": "VLT-4471203", "amount_paise": 1249900, "currency": "INR",
        "status": "REFUND_INITIATED", "initiated_at": "2026-03-12T15:40:00+05:30",
        "expected_credit_by": "19-03-2026", "destination": "ORIGINAL_PAYMENT_METHOD", "bank_rrn": None}),
    rec("get_order#VLT-4470988", "tool:get_order", {
        "order_id": "VLT-4470988", "order_status": "DELIVERED", "placed_on": "28-02-2026",
        "items": [{"sku": "SNR-CHG65", "name": "Sonora 65W USB-C charger", "qty": 1, "unit_price_paise": 249900}],
        "payment": {"mode": "UPI", "currency": "INR"}}),
    pol("refund-policy#timelines", "Once a returned item passes the quality check, the refund is initiated within "
        "2 business days. Refunds to UPI reach the customer within 1-2 business days of initiation. Refunds to "
        "credit or debit cards take 5-7 business days from initiation, depending on the issuing bank. "
        "Cash-on-delivery orders are refunded to a bank account supplied by the customer.", revision="v11"),
]
Q1 = "I returned my headphones from order VLT-4471203. When will I get my money back?"
N1 = "get_refund#RF-88120: 1249900 paise = Rs 12,499, REFUND_INITIATED on 12-03-2026, expected 19-03-2026, to the card; policy gives 5-7 business days for cards."

# ---- E2: TV delivery + installation ------------------------------------------------------
E2 = [
    rec("track_shipment#DLV7781230045", "tool:track_shipment", {
        "awb": "DLV7781230045", "courier": "SwiftKart Logistics", "status": "OUT_FOR_DELIVERY",
        "delivery_window": {"from": "2026-04-08T08:30:00Z", "to": "2026-04-08T12:30:00Z"},
        "last_scan": {"location": "Whitefield hub, Bengaluru", "at": "2026-04-08T02:22:00Z"},
        "attempts": 0}),
    rec("get_order#VLT-4480551", "tool:get_order", {
        "order_id": "VLT-4480551", "order_status": "SHIPPED", "placed_on": "04-04-2026",
        "items": [{"sku": "KVR-55UHD-24", "name": "Kaveri 55-inch 4K LED TV", "qty": 1, "unit_price_paise": 4599000}],
        "installation": {"eligible": True, "booking_status": "NOT_SCHEDULED",
                         "note": "Customer to raise request after delivery"},
        "awb": "DLV7781230045"}),
    pol("install-policy#tv", "Wall-mount brackets are charged separately at Rs. 1,199. Free installation is "
        "included for televisions of 43 inches and above. The installation request is raised by the customer "
        "through the app after delivery. A technician visits within 48 hours of the request in metro cities.",
        revision="v4"),
]
Q2 = "Is my TV arriving today, and when will it be installed?"
NOW2 = "2026-04-08T10:15:00+05:30"
N2 = "Courier window is 08:30Z-12:30Z = 2:00-6:00 PM IST; installation NOT_SCHEDULED; policy: request after delivery, visit within 48 hours, bracket Rs 1,199, free install for 43 inch and above."

# ---- E3: damage-protection plan -------------------------------------------------------------
E3 = [
    rec("get_protection_plan#SP-20931-KL", "tool:get_protection_plan", {
        "plan_id": "SP-20931-KL", "plan_name": "ShieldPlus Damage Cover 1Y", "status": "ACTIVE",
        "product": {"name": "Lumen X12 smartphone", "imei_last4": "8821"},
        "start_date": "15-01-2026", "end_date": "14-01-2027",
        "coverage": {"included": ["ACCIDENTAL_DAMAGE", "LIQUID_DAMAGE", "SCREEN_DAMAGE"],
                     "excluded": ["THEFT", "COSMETIC_SCRATCHES"]},
        "claims": {"allowed": 2, "used": 1},
        "deductible": {"amount": "999.00", "currency": "INR"}}),
    rec("get_protection_plan#SP-18802-KL", "tool:get_protection_plan", {
        "plan_id": "SP-18802-KL", "plan_name": "ShieldPlus Extended Warranty", "status": "EXPIRED",
        "product": {"name": "Lumen X9 smartphone", "imei_last4": "1107"},
        "start_date": "01-12-2023", "end_date": "30-11-2025",
        "coverage": {"included": ["MANUFACTURING_DEFECT"], "excluded": ["ACCIDENTAL_DAMAGE", "LIQUID_DAMAGE"]},
        "claims": {"allowed": 1, "used": 0},
        "deductible": {"amount": "0.00", "currency": "INR"}}),
    pol("shieldplus-terms#claims", "A claim can be raised from the app or at any VoltKart store. Each approved "
        "claim carries the deductible stated on the plan. Repairs are completed at an authorised service centre "
        "within 10 working days of pickup. Unused claims do not carry over when the plan is renewed.",
        revision="2026-01"),
]
Q3 = "My X12 phone fell into a bucket of water. Is it covered and what will I have to pay?"
N3 = "SP-20931-KL: ACTIVE till 14-01-2027, LIQUID_DAMAGE included, THEFT excluded, 1 of 2 claims used, deductible 999.00; SP-18802-KL is the expired X9 plan with 0.00 deductible."

# ---- E4: price protection refused ------------------------------------------------------------
E4 = [
    rec("get_order#VLT-4462980", "tool:get_order", {
        "order_id": "VLT-4462980", "order_status": "DELIVERED", "delivered_on": "18-03-2026",
        "item": {"sku": "AUR-27QHD", "name": "Aurix 27-inch QHD monitor"},
        "price_paid": "21990.00", "currency": "INR"}),
    rec("get_price#AUR-27QHD", "tool:get_price", {
        "sku": "AUR-27QHD", "current_price": "18990.00", "currency": "INR",
        "price_changed_on": "30-03-2026", "price_source": "REGULAR_LISTING"}),
    refused("apply_price_protection#call-1", "apply_price_protection", "DENY",
            {"order_id": "VLT-4462980", "difference": "3000.00"}),
    pol("price-protection#v3", "If the price of an item drops on our website within 10 days of its delivery, "
        "we credit the difference as VoltKart wallet balance. Price drops during flash sales or through bank "
        "offers are not covered. The credit cannot be transferred to a bank account.", revision="v3"),
]
Q4 = "The monitor I bought is now Rs 3,000 cheaper. Can I get the difference back?"
NOW4 = "2026-04-02T11:00:00+05:30"
N4 = "Delivered 18-03-2026, price 21990.00 -> 18990.00 on 30-03-2026 (12 days later); policy window 10 days; apply_price_protection DENY."

CASES = [
    # E1 correct
    case(D, "headphone-refund", Q1,
         "Namaste! Your refund of ₹12,499 for order VLT-4471203 was initiated on 12 March 2026 and is expected "
         "to be credited to your card by 19-03-2026. Card refunds usually take 5-7 business days from initiation, "
         "depending on your bank.", E1,
         [S("refund of ₹12,499"), S("initiated on 12 March 2026"), S("credited to your card by 19-03-2026"),
          S("5-7 business days from initiation")],
         notes=N1, includes=["12,499", "19-03-2026"]),
    case(D, "headphone-refund", Q1,
         "Thank you for your patience. Here is the status of your return:\n- Order: VLT-4471203\n"
         "- Refund amount: Rs. 12,499.00\n- Status: refund initiated, not yet credited\n"
         "- Expected credit: on or before 19/03/2026, to the credit card you paid with\n"
         "Kindly allow up to 7 business days from initiation for your bank to reflect it.", E1,
         [N("Thank you for your patience."), S("Rs. 12,499.00"), S("refund initiated, not yet credited"),
          S("on or before 19/03/2026"), S("to the credit card you paid with"),
          S("up to 7 business days from initiation")],
         notes=N1 + " Card ending 4417 is a CREDIT_CARD.", includes=["12,499.00"]),
    case(D, "headphone-refund", Q1,
         "Rs. 12,499 refund for VLT-4471203 was initiated on 12-03-2026; it should reach your card by 19 March.",
         E1, [S("Rs. 12,499 refund for VLT-4471203"), S("initiated on 12-03-2026"), S("reach your card by 19 March")],
         notes=N1, includes=["12,499"]),
    # E1 wrong
    case(D, "headphone-refund", Q1,
         "Namaste! Your refund of ₹12,49,900 for order VLT-4471203 was initiated on 12 March 2026 and is expected "
         "to be credited to your card by 19-03-2026. Card refunds usually take 5-7 business days from initiation.",
         E1,
         [C("refund of ₹12,49,900", "AMOUNT_MISMATCH"), S("initiated on 12 March 2026"),
          S("credited to your card by 19-03-2026"), S("5-7 business days from initiation")],
         errors=["unit_conversion"], notes=N1 + " The draft reads 1249900 paise as rupees.",
         excludes=["₹12,49,900"]),
    case(D, "headphone-refund", Q1,
         "Thank you for writing to us. The refund of ₹12,499 for order VLT-4471203 has already been credited to "
         "your card. As per our policy, card refunds take 2-3 business days, so you should see it in your "
         "statement shortly.", E1,
         [N("Thank you for writing to us."), S("The refund of ₹12,499"),
          C("has already been credited to your card", "RECORD_STATE_MISMATCH"),
          C("card refunds take 2-3 business days", *POL_C)],
         errors=["wrong_state", "wrong_policy_condition"],
         notes=N1 + " Status is REFUND_INITIATED (not credited); 2-3 days is not the card figure.",
         excludes=["already been credited", "take 2-3 business days"]),
    # E2 correct
    case(D, "tv-delivery", Q2,
         "Good morning! Your Kaveri 55-inch TV is out for delivery today and should reach you between 2:00 PM and "
         "6:00 PM. Installation has not been scheduled yet; please raise the request in the app once it is "
         "delivered, and a technician will visit within 48 hours of your request.", E2,
         [S("out for delivery today"), S("between 2:00 PM and 6:00 PM"), S("Installation has not been scheduled yet"),
          S("raise the request in the app once it is delivered"), S("within 48 hours of your request")],
         now=NOW2, notes=N2, includes=["2:00 PM", "48 hours"]),
    case(D, "tv-delivery", Q2,
         "Yes, the TV is with the courier's delivery associate now (AWB DLV7781230045) and is due this afternoon, "
         "by 6 PM. Since it is a 55-inch set, installation is free of charge. The wall-mount bracket, if you "
         "need one, costs Rs. 1,199 extra.", E2,
         [S("AWB DLV7781230045"), S("by 6 PM"), S("installation is free of charge"), S("costs Rs. 1,199 extra")],
         now=NOW2, notes=N2, includes=["6 PM", "1,199"]),
    case(D, "tv-delivery", Q2,
         "Your order VLT-4480551 left the Whitefield hub this morning and is out for delivery, expected between "
         "14:00 and 18:00 IST today. An installation visit is not booked yet; it can be requested from the app "
         "after the TV is delivered.", E2,
         [S("left the Whitefield hub this morning"), S("between 14:00 and 18:00 IST today"),
          S("An installation visit is not booked yet"), S("requested from the app after the TV is delivered")],
         now=NOW2, notes=N2 + " last scan 02:22Z = 7:52 AM IST.", includes=["14:00"]),
    # E2 wrong
    case(D, "tv-delivery", Q2,
         "Good morning! Your Kaveri 55-inch TV is out for delivery today and should reach you between 2:00 PM and "
         "6:00 PM. Our technician has also been booked to install it tomorrow, Thursday, at 11 AM, so you need "
         "not raise any request.", E2,
         [S("out for delivery today"), S("between 2:00 PM and 6:00 PM"),
          CI("booked to install it tomorrow, Thursday, at 11 AM", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
          CI("you need not raise any request", *POL_C, *POL_I)],
         errors=["unrecorded_extra", "wrong_policy_condition"], now=NOW2,
         notes=N2 + " booking_status NOT_SCHEDULED; policy says the customer raises the request.",
         excludes=["booked to install it tomorrow", "need not raise any request"]),
    case(D, "tv-delivery", Q2,
         "Your TV is out for delivery today and the courier's window is 8:30 AM to 12:30 PM. Installation is "
         "free for your 55-inch set; please raise the request in the app after delivery.", E2,
         [S("out for delivery today"), C("8:30 AM to 12:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
          S("Installation is free for your 55-inch set"), S("raise the request in the app after delivery")],
         errors=["unit_conversion"], now=NOW2, notes=N2 + " The draft gives the UTC window as local time.",
         excludes=["8:30 AM to 12:30 PM"]),
    # E3 correct
    case(D, "phone-liquid-damage", Q3,
         "I am sorry to hear about your phone. Liquid damage is covered under your ShieldPlus plan SP-20931-KL, "
         "which is active till 14-01-2027. You have one claim remaining out of two, and a deductible of ₹999 "
         "applies to the claim.", E3,
         [N("I am sorry to hear about your phone."), S("Liquid damage is covered"), S("active till 14-01-2027"),
          S("one claim remaining out of two"), S("deductible of ₹999")],
         notes=N3, includes=["₹999", "14-01-2027"]),
    case(D, "phone-liquid-damage", Q3,
         "Dear Customer,\n\nYes, water damage to your Lumen X12 is covered. Your plan runs until 14 January 2027, "
         "and one of your two claims is still available. You will need to pay a deductible of Rs. 999, and the "
         "repair will be completed within 10 working days of pickup.\n\nWarm regards,\nVoltKart Care", E3,
         [S("water damage to your Lumen X12 is covered"), S("until 14 January 2027"),
          S("one of your two claims is still available"), S("deductible of Rs. 999"),
          S("within 10 working days of pickup")],
         notes=N3, includes=["Rs. 999"]),
    # E3 wrong
    case(D, "phone-liquid-damage", Q3,
         "I am sorry to hear about your phone. Liquid damage is covered under your ShieldPlus plan SP-20931-KL, "
         "which is active till 14-01-2027. You have one claim remaining, and there is no deductible to pay for "
         "this claim.", E3,
         [N("I am sorry to hear about your phone."), S("Liquid damage is covered"), S("active till 14-01-2027"),
          S("one claim remaining"), C("there is no deductible to pay", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
         errors=["stale_value"], notes=N3 + " The zero deductible belongs to the expired X9 plan.",
         excludes=["no deductible to pay"]),
    case(D, "phone-liquid-damage", Q3,
         "Your X12 is covered for liquid damage till 14 January 2027, with a ₹999 deductible per claim. Your plan "
         "also covers theft, so you are protected if the phone is ever stolen. Any claim you do not use will "
         "carry over when you renew the plan.", E3,
         [S("covered for liquid damage till 14 January 2027"), S("₹999 deductible per claim"),
          C("also covers theft", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
          C("will carry over when you renew", *POL_C)],
         errors=["unlisted_perk", "wrong_policy_condition"],
         notes=N3 + " THEFT is in coverage.excluded; policy says unused claims do not carry over.",
         excludes=["also covers theft", "will carry over when you renew"]),
    # E4 correct
    case(D, "monitor-price-drop", Q4,
         "Thank you for writing in. The monitor was delivered on 18 March 2026 and the price came down to ₹18,990 "
         "on 30 March, which is 12 days after delivery. Our price protection only applies to drops within 10 days "
         "of delivery, so the request for the ₹3,000 difference could not be approved.", E4,
         [N("Thank you for writing in."), S("delivered on 18 March 2026"), S("came down to ₹18,990 on 30 March"),
          S("12 days after delivery"), S("drops within 10 days of delivery"), S("could not be approved")],
         now=NOW4, notes=N4, includes=["10 days", "18,990"]),
    case(D, "monitor-price-drop", Q4,
         "Sorry, the ₹3,000 price-drop credit for order VLT-4462980 was declined: the drop came 12 days after "
         "delivery, and cover lasts only 10 days.", E4,
         [S("price-drop credit for order VLT-4462980 was declined"), S("the drop came 12 days after delivery"),
          S("cover lasts only 10 days")], now=NOW4, notes=N4, includes=["10 days"]),
    case(D, "monitor-price-drop", Q4,
         "I understand the concern. You paid Rs. 21,990 for the Aurix monitor, and it is now listed at "
         "Rs. 18,990. Unfortunately the price-protection request was not accepted by our system, because the "
         "reduction happened after the ten-day window from delivery. Had it qualified, the difference would have "
         "been given as VoltKart wallet balance rather than to your bank account.", E4,
         [N("I understand the concern."), S("You paid Rs. 21,990"), S("now listed at Rs. 18,990"),
          S("request was not accepted by our system"), S("after the ten-day window from delivery"),
          S("given as VoltKart wallet balance")],
         now=NOW4, notes=N4, includes=["21,990"]),
    # E4 wrong
    case(D, "monitor-price-drop", Q4,
         "Good news! You paid ₹21,990 for the monitor and it is now listed at ₹18,990. We have credited the "
         "difference of ₹3,000 to your VoltKart wallet under our price-protection policy.", E4,
         [S("You paid ₹21,990"), S("now listed at ₹18,990"),
          C("We have credited the difference of ₹3,000", "NOT_EXECUTED")],
         errors=["refused_call_effect"], now=NOW4, notes=N4 + " The credit call was denied.",
         excludes=["We have credited the difference"]),
    case(D, "monitor-price-drop", Q4,
         "The Aurix monitor was delivered on 18 March 2026. Since the price dropped within the 10-day window, you "
         "are eligible for a wallet credit of ₹2,000.", E4,
         [S("delivered on 18 March 2026"),
          C("dropped within the 10-day window", "DATE_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
          C("wallet credit of ₹2,000", "AMOUNT_MISMATCH", "NOT_EXECUTED")],
         errors=["condition_unmet", "wrong_arithmetic"], now=NOW4,
         notes=N4 + " 21990-18990 is 3000 and the drop was 12 days after delivery.",
         excludes=["within the 10-day window", "₹2,000"]),
]

REPAIRS = [
    case(D, "headphone-refund", Q1,
         "Your refund of ₹2,499 for order VLT-4471203 was initiated on 12 March 2026 and should reach your card by "
         "19 March 2026.", E1,
         [C("refund of ₹2,499", "AMOUNT_MISMATCH"), S("initiated on 12 March 2026"), S("by 19 March 2026")],
         errors=["other_record_value"], notes=N1 + " 2,499 is the charger on VLT-4470988.",
         excludes=["refund of ₹2,499"], includes=["12,499|12499", "19 March 2026"], repair=True),
    case(D, "headphone-refund", Q1,
         "The refund for VLT-4471203 has been initiated for Rs. 12,49,900 and is expected in your card account by "
         "19-03-2026.", E1,
         [S("has been initiated"), C("Rs. 12,49,900", "AMOUNT_MISMATCH"), S("by 19-03-2026")],
         errors=["unit_conversion"], notes=N1, excludes=["12,49,900"],
         includes=["12,499|12499", "19-03-2026"], repair=True),
    case(D, "tv-delivery", Q2,
         "Your TV is out for delivery and should reach you between 2:00 PM and 6:00 PM today. Once you raise the "
         "request in the app, installation will be done within 24 hours.", E2,
         [S("out for delivery"), S("between 2:00 PM and 6:00 PM today"), C("within 24 hours", *POL_C)],
         errors=["wrong_period"], now=NOW2, notes=N2, excludes=["within 24 hours"],
         includes=["48 hours|48 hrs|two days", "2:00 PM|2 PM|14:00"], repair=True),
    case(D, "phone-liquid-damage", Q3,
         "Liquid damage is covered under plan SP-20931-KL, active till 14-01-2027. You have two claims remaining, "
         "and a ₹999 deductible applies.", E3,
         [S("Liquid damage is covered"), S("active till 14-01-2027"), C("two claims remaining", "VALUE_MISMATCH"),
          S("₹999 deductible")],
         errors=["wrong_quantity"], notes=N3, excludes=["two claims remaining"],
         includes=["one claim|1 claim|one remaining|one of your two|one more", "₹999|Rs. 999|999"], repair=True),
    case(D, "monitor-price-drop", Q4,
         "The price of your monitor fell to ₹18,990 on 30 March, 12 days after delivery. Price protection covers "
         "drops within 7 days of delivery, so the ₹3,000 difference could not be credited.", E4,
         [S("fell to ₹18,990 on 30 March"), S("12 days after delivery"), C("within 7 days of delivery", *POL_C),
          S("could not be credited")],
         errors=["wrong_period"], now=NOW4, notes=N4, excludes=["within 7 days"],
         includes=["10 days|ten days", "18,990"], repair=True),
]
