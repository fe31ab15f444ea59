from common import S, N, C, I, CI, rec, pol, psg, refused, case

D = "online grocery"
POL_C = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
POL_I = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]

# ---- G1: missing items refunded to wallet ------------------------------------------------------
G1 = [
    rec("get_order#GRC-11-7782041", "tool:get_order", {
        "order_id": "GRC-11-7782041", "status": "DELIVERED", "delivered_at": "2026-05-09T11:42:00+05:30",
        "payment": {"mode": "CARD", "paid_paise": 124600, "currency": "INR"}, "item_count": 14}),
    rec("get_complaint#CMP-44109", "tool:get_complaint", {
        "complaint_id": "CMP-44109", "order_id": "GRC-11-7782041", "type": "ITEM_MISSING",
        "raised_at": "2026-05-09T13:05:00+05:30",
        "items": [{"name": "Table butter 500 g", "qty": 1, "amount_paise": 28500},
                  {"name": "Toor dal 1 kg", "qty": 2, "amount_paise": 35600}],
        "resolution": {"type": "REFUND_TO_WALLET", "amount_paise": 64100, "status": "CREDITED",
                       "credited_at": "2026-05-09T13:07:00+05:30"}, "status": "RESOLVED"}),
    rec("get_wallet#CUST-48831", "tool:get_wallet", {"customer_id": "CUST-48831", "balance_paise": 81100,
                                                     "currency": "INR"}),
    pol("freshcart-policy#missing-items", "Items reported missing or damaged within 48 hours of delivery are "
        "refunded to the FreshCart wallet at once. If you prefer, the refund can instead go to the original "
        "payment method within 3-5 working days; please ask us before it is credited to the wallet. Wallet "
        "balance is valid for 12 months from the date of credit.", revision="v7"),
]
Q1 = "Butter and two packets of dal were missing from today's order. What will you do?"
NOW1 = "2026-05-09T16:00:00+05:30"
NT1 = "CMP-44109: butter 28500 + dal (2) 35600 = 64100 paise = Rs 641, REFUND_TO_WALLET CREDITED 13:07 today; wallet balance 81100 = Rs 811."

# ---- G2: delivery slot and fee -------------------------------------------------------------------
G2 = [
    rec("get_order#GRC-11-7790318", "tool:get_order", {
        "order_id": "GRC-11-7790318", "status": "PACKED",
        "delivery_slot": {"date": "10-05-2026", "start": "07:00", "end": "09:00"},
        "bill": {"item_total": "462.00", "delivery_fee": "30.00", "handling_fee": "9.00", "payable": "501.00",
                 "currency": "INR"},
        "substitutions": [{"ordered": "Brown bread 400 g", "replaced_with": "Multigrain bread 400 g",
                           "price_diff": "5.00"}],
        "payment": {"mode": "COD"}}),
    rec("get_membership#CUST-55120", "tool:get_membership", {
        "customer_id": "CUST-55120", "freshpass": {"plan": "FRESHPASS_MONTHLY", "status": "EXPIRED",
                                                   "valid_till": "30-04-2026"}}),
    pol("freshcart-policy#fees", "A handling fee of Rs. 9 applies to every order. Delivery is free when the item "
        "total is Rs. 499 or more, or when the customer has an active FreshPass. Otherwise a delivery fee of "
        "Rs. 30 is charged. When a substitute costs more, the difference is added to the bill; when it costs "
        "less, the difference is refunded.", revision="v7"),
]
Q2 = "When is my order coming tomorrow, and why am I being charged for delivery?"
NOW2 = "2026-05-09T20:30:00+05:30"
NT2 = "PACKED, slot 10-05-2026 (Sunday) 07:00-09:00; item total 462 < 499 and FreshPass EXPIRED 30-04 -> Rs 30 delivery; + Rs 9 handling = 501 COD; bread substitute +5."

# ---- G3: cancel refused, out for delivery ---------------------------------------------------------
G3 = [
    rec("get_order#GRC-11-7795560", "tool:get_order", {
        "order_id": "GRC-11-7795560", "status": "OUT_FOR_DELIVERY", "rider": {"name": "Imran K.", "eta": "PT12M"},
        "bill": {"payable_paise": 87450, "currency": "INR"}, "payment": {"mode": "UPI", "status": "PAID"}}),
    refused("cancel_order#call-1", "cancel_order", "DENY",
            {"order_id": "GRC-11-7795560", "reason": "CUSTOMER_CHANGED_MIND"}),
    pol("freshcart-policy#cancellation", "Orders can be cancelled free of charge until they are packed. Once an "
        "order is out for delivery, it cannot be cancelled. You may return unopened items at the doorstep, and "
        "their value is refunded to your FreshCart wallet within 24 hours.", revision="v7"),
]
Q3 = "Please cancel my order, I don't need it any more."
NOW3 = "2026-05-11T18:10:00+05:30"
NT3 = "OUT_FOR_DELIVERY, rider Imran K., ETA PT12M; cancel_order DENY; policy: doorstep returns refunded to wallet within 24 h."

# ---- G4: FreshPass auto-renewal -------------------------------------------------------------------
G4 = [
    rec("get_membership#CUST-60218", "tool:get_membership", {
        "customer_id": "CUST-60218",
        "freshpass": {"plan": "FRESHPASS_QUARTERLY", "status": "ACTIVE", "valid_till": "2026-06-14T23:59:59+05:30",
                      "auto_renew": True, "renewal_price_paise": 19900, "payment_method": "UPI_AUTOPAY",
                      "benefits": ["FREE_DELIVERY", "EXTRA_5_PCT_OFF_FRUITS_VEG"]}}),
    rec("get_plan_price#FRESHPASS_QUARTERLY-2025", "tool:get_plan_price", {
        "plan": "FRESHPASS_QUARTERLY", "price_paise": 14900, "effective_from": "01-10-2025",
        "effective_to": "31-03-2026", "status": "SUPERSEDED"}),
    pol("freshcart-policy#freshpass", "FreshPass members get free delivery on every order and an extra 5% off "
        "fruits and vegetables. The handling fee still applies to members. Memberships with auto-renew are charged "
        "on the last day of validity, and auto-renew can be switched off any time before that.", revision="v7"),
]
Q4 = "When does my FreshPass renew and how much will I be charged?"
NOW4 = "2026-05-20T09:00:00+05:30"
NT4 = "ACTIVE till 14-06-2026, auto_renew via UPI AutoPay at 19900 paise = Rs 199; Rs 149 is the SUPERSEDED 2025 price; handling fee still applies."

CASES = [
    # G1
    case(D, "missing-items", Q1,
         "I am very sorry that items were missing from your order GRC-11-7782041. We have refunded ₹641 to your "
         "FreshCart wallet for the missing butter (₹285) and the two packets of toor dal (₹356); it was credited "
         "today at 1:07 PM. Your wallet balance is now ₹811, and wallet balance stays valid for 12 months.", G1,
         [N("I am very sorry that items were missing"), S("We have refunded ₹641 to your FreshCart wallet"),
          S("butter (₹285)"), S("toor dal (₹356)"), S("credited today at 1:07 PM"),
          S("Your wallet balance is now ₹811"), S("valid for 12 months")],
         now=NOW1, notes=NT1, includes=["₹641", "₹811"]),
    case(D, "missing-items", Q1,
         "Refund of Rs. 641 (Rs. 285 + Rs. 356) is already in your wallet, and complaint CMP-44109 is resolved.",
         G1, [S("Refund of Rs. 641 (Rs. 285 + Rs. 356) is already in your wallet"), S("complaint CMP-44109 is resolved")],
         now=NOW1, notes=NT1, includes=["641"]),
    case(D, "missing-items", Q1,
         "Dear Customer,\nPlease accept our apologies. The value of the missing items, six hundred and "
         "forty-one rupees, has already been credited to your FreshCart wallet, and it can be used for the "
         "next 12 months.\nWarm regards,\nFreshCart Support", G1,
         [N("Please accept our apologies."),
          S("six hundred and forty-one rupees, has already been credited to your FreshCart wallet"),
          S("can be used for the next 12 months")],
         now=NOW1, notes=NT1, includes=["six hundred and forty-one"]),
    case(D, "missing-items", Q1,
         "I am sorry about the missing items. We have credited a refund of ₹463 to your FreshCart wallet for the "
         "butter and the toor dal. It was credited today at 1:07 PM.", G1,
         [N("I am sorry about the missing items."), C("refund of ₹463", "AMOUNT_MISMATCH"),
          S("credited today at 1:07 PM")],
         errors=["wrong_arithmetic"], now=NOW1, notes=NT1 + " 285 + 178 counts the dal once; the record says 641.",
         excludes=["₹463"]),
    case(D, "missing-items", Q1,
         "We apologise for the missing butter and dal. A refund of ₹641 has been approved and will reach your card "
         "within 3-5 working days. Your FreshCart wallet balance is now ₹641.", G1,
         [S("refund of ₹641 has been approved"),
          C("will reach your card within 3-5 working days", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
          C("wallet balance is now ₹641", "AMOUNT_MISMATCH")],
         errors=["wrong_state", "wrong_role"], now=NOW1,
         notes=NT1 + " The refund went to the wallet; 641 is the refund, the balance is 811.",
         excludes=["reach your card", "balance is now ₹641"]),
    # G2
    case(D, "slot-delivery-fee", Q2,
         "Good evening! Your order GRC-11-7790318 has been packed and will be delivered tomorrow, Sunday, between "
         "7:00 AM and 9:00 AM. A delivery fee of ₹30 applies because your item total is ₹462, which is below the "
         "free-delivery limit of ₹499, and your FreshPass expired on 30-04-2026. Along with the ₹9 handling fee, "
         "the amount payable on delivery is ₹501.", G2,
         [S("has been packed"), S("tomorrow, Sunday, between 7:00 AM and 9:00 AM"), S("A delivery fee of ₹30 applies"),
          S("your item total is ₹462"), S("free-delivery limit of ₹499"), S("your FreshPass expired on 30-04-2026"),
          S("₹9 handling fee"), S("payable on delivery is ₹501")],
         now=NOW2, notes=NT2, includes=["7:00 AM", "₹501"]),
    case(D, "slot-delivery-fee", Q2,
         "Order GRC-11-7790318 summary:\n• Slot: 10 May, 7 to 9 AM\n• Items: ₹462.00\n• Substitution: multigrain "
         "bread in place of brown bread, ₹5 more\n• Delivery: ₹30.00\n• Handling: ₹9.00\n"
         "• To pay (cash on delivery): ₹501.00", G2,
         [S("Slot: 10 May, 7 to 9 AM"), S("Items: ₹462.00"), S("multigrain bread in place of brown bread, ₹5 more"),
          S("Delivery: ₹30.00"), S("Handling: ₹9.00"), S("To pay (cash on delivery): ₹501.00")],
         now=NOW2, notes=NT2, includes=["₹501.00"]),
    case(D, "slot-delivery-fee", Q2,
         "Adding items worth ₹37 more would bring your order to ₹499 and make the delivery free.", G2,
         [S("Adding items worth ₹37 more would bring your order to ₹499"), S("make the delivery free")],
         now=NOW2, notes=NT2 + " 499 - 462 = 37.", includes=["₹37"]),
    case(D, "slot-delivery-fee", Q2,
         "Your order will be delivered tomorrow between 7:00 AM and 9:00 AM. Since your FreshPass is active, "
         "delivery should be free, so the ₹30 fee will be refunded to you after delivery.", G2,
         [S("tomorrow between 7:00 AM and 9:00 AM"),
          C("Since your FreshPass is active", "RECORD_STATE_MISMATCH"),
          CI("the ₹30 fee will be refunded to you after delivery", "CLAIM_WITHOUT_TOOL_EVIDENCE", *POL_C, *POL_I)],
         errors=["condition_unmet", "invented_promise"], now=NOW2,
         notes=NT2 + " FreshPass is EXPIRED; no refund of the fee is recorded or promised.",
         excludes=["FreshPass is active", "fee will be refunded"]),
    case(D, "slot-delivery-fee", Q2,
         "Your order arrives tomorrow, 10 May, between 7 and 9 AM. Delivery is free only on orders above ₹500, so "
         "₹30 has been added, and you will pay ₹492 in cash on delivery.", G2,
         [S("tomorrow, 10 May, between 7 and 9 AM"), C("free only on orders above ₹500", *POL_C),
          C("you will pay ₹492", "AMOUNT_MISMATCH")],
         errors=["wrong_value", "wrong_arithmetic"], now=NOW2,
         notes=NT2 + " Threshold is 499; 462 + 30 skips the 9 handling fee.",
         excludes=["above ₹500", "₹492"]),
    # G3
    case(D, "cancel-refused", Q3,
         "I am sorry, but your order GRC-11-7795560 is already out for delivery with our rider Imran K., so it can "
         "no longer be cancelled; my cancellation request was declined. The rider should reach you in about 12 "
         "minutes. If you do not want some items, you may return them unopened at the doorstep, and their value "
         "will be refunded to your FreshCart wallet within 24 hours.", G3,
         [S("is already out for delivery with our rider Imran K."), S("my cancellation request was declined"),
          S("in about 12 minutes"), S("return them unopened at the doorstep"),
          S("refunded to your FreshCart wallet within 24 hours")],
         now=NOW3, notes=NT3, includes=["12 minutes", "24 hours"]),
    case(D, "cancel-refused", Q3,
         "Cancellation isn't possible now: the order has left our store and is about 12 minutes away. Unopened "
         "items can be handed back to the rider for a wallet refund within 24 hours.", G3,
         [S("Cancellation isn't possible now"), S("about 12 minutes away"),
          S("handed back to the rider for a wallet refund within 24 hours")],
         now=NOW3, notes=NT3, includes=["12 minutes"]),
    case(D, "cancel-refused", Q3,
         "As requested, I have cancelled order GRC-11-7795560, and the ₹874.50 you paid will be refunded to your UPI "
         "account.", G3,
         [C("I have cancelled order GRC-11-7795560", "NOT_EXECUTED"),
          C("will be refunded to your UPI account", "NOT_EXECUTED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
         errors=["refused_call_effect", "refused_call_effect"], now=NOW3, notes=NT3,
         excludes=["I have cancelled order", "refunded to your UPI account"]),
    case(D, "cancel-refused", Q3,
         "Your order is already out for delivery, so it cannot be cancelled. If you return the unopened items at "
         "the doorstep, the refund will go back to your UPI account within 5-7 working days.", G3,
         [S("already out for delivery, so it cannot be cancelled"),
          C("back to your UPI account within 5-7 working days", *POL_C)],
         errors=["wrong_policy_condition"], now=NOW3, notes=NT3 + " Doorstep returns go to the wallet within 24 hours.",
         excludes=["UPI account within 5-7 working days"]),
    # G4
    case(D, "freshpass-renewal", Q4,
         "Thank you for writing in. Your FreshPass Quarterly is active till 14 June 2026 and is set to renew "
         "automatically through UPI AutoPay for ₹199 on that day. You can switch off auto-renew any time before "
         "then.", G4,
         [N("Thank you for writing in."), S("active till 14 June 2026"), S("renew automatically through UPI AutoPay"),
          S("for ₹199 on that day"), S("switch off auto-renew any time before then")],
         now=NOW4, notes=NT4, includes=["₹199", "14 June 2026"]),
    case(D, "freshpass-renewal", Q4,
         "FreshPass renewal: Rs. 199 on 14-06-2026 (auto-renew is on). Benefits: free delivery on every order and an "
         "extra 5% off fruits and vegetables; the handling fee still applies.", G4,
         [S("FreshPass renewal: Rs. 199 on 14-06-2026"), S("auto-renew is on"), S("free delivery on every order"),
          S("extra 5% off fruits and vegetables"), S("the handling fee still applies")],
         now=NOW4, notes=NT4, includes=["Rs. 199"]),
    case(D, "freshpass-renewal", Q4,
         "Your FreshPass is valid till 14-06-2026 and will auto-renew for ₹149. As a member you get free delivery "
         "and the handling fee is also waived on every order.", G4,
         [S("valid till 14-06-2026"), C("auto-renew for ₹149", "AMOUNT_MISMATCH"),
          C("the handling fee is also waived", *POL_C, "VALUE_MISMATCH")],
         errors=["stale_value", "unlisted_perk"], now=NOW4, notes=NT4, excludes=["₹149", "handling fee is also waived"]),
]

REPAIRS = [
    case(D, "missing-items", Q1,
         "We have refunded ₹64,100 to your FreshCart wallet for the missing butter and toor dal.", G1,
         [C("refunded ₹64,100", "AMOUNT_MISMATCH")],
         errors=["unit_conversion"], now=NOW1, notes=NT1, excludes=["₹64,100"],
         includes=["641|₹641|Rs. 641", "wallet"], repair=True),
    case(D, "slot-delivery-fee", Q2,
         "Your order GRC-11-7790318 will be delivered tomorrow between 7:00 PM and 9:00 PM, and ₹501 is payable on "
         "delivery.", G2,
         [C("between 7:00 PM and 9:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("₹501 is payable on delivery")],
         errors=["wrong_time"], now=NOW2, notes=NT2, excludes=["7:00 PM and 9:00 PM"],
         includes=["7:00 AM|7 AM|07:00|7 am", "501"], repair=True),
    case(D, "cancel-refused", Q3,
         "Your order is out for delivery and cannot be cancelled now. The rider should reach you in about 25 "
         "minutes.", G3,
         [S("out for delivery and cannot be cancelled now"), C("about 25 minutes", "VALUE_MISMATCH")],
         errors=["wrong_period"], now=NOW3, notes=NT3, excludes=["25 minutes"],
         includes=["12 minutes|12 mins|twelve minutes", "cannot be cancelled|can't be cancelled|not be cancelled"],
         repair=True),
    case(D, "freshpass-renewal", Q4,
         "Your FreshPass is active till 14 June 2026 and will auto-renew for ₹149 through UPI AutoPay.", G4,
         [S("active till 14 June 2026"), C("auto-renew for ₹149", "AMOUNT_MISMATCH")],
         errors=["stale_value"], now=NOW4, notes=NT4, excludes=["₹149"],
         includes=["199", "14 June"], repair=True),
    case(D, "freshpass-renewal", Q4,
         "Your FreshPass will auto-renew on 14-07-2026 for ₹199.", G4,
         [C("auto-renew on 14-07-2026", "DATE_MISMATCH"), S("for ₹199")],
         errors=["wrong_date"], now=NOW4, notes=NT4, excludes=["14-07-2026"],
         includes=["14-06-2026|14 June|14/06/2026", "199"], repair=True),
]
