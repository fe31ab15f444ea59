from common import *

# ---------------------------------------------------------------- F1 bouquet substitution and delivery window
F1_EV = [
    rec("orders#FL-8821", "tool:mongo.floralOrders.findOne", {
        "_id": oid("6681c0d5a4f2e1002c9f8821"),
        "orderNo": "FL-8821",
        "client": {"name": "Aurélie Desvaux", "weddingDate": date("2026-10-17T00:00:00Z")},
        "timezone": "Indian/Mauritius",
        "items": [
            {"type": "BRIDAL_BOUQUET", "style": "CASCADE",
             "stems": ["GARDEN_ROSE_BLUSH", "LISIANTHUS_WHITE", "EUCALYPTUS_SILVER_DOLLAR"],
             "ribbon": "IVORY_SILK", "price": dec("7800.00")},
            {"type": "BOUTONNIERE", "qty": nint(6), "stems": ["SPRAY_ROSE_WHITE"], "ribbon": "CHAMPAGNE_SATIN",
             "price": dec("2100.00")},
        ],
        "substitutions": [
            {"original": "PEONY_CORAL", "replacement": "GARDEN_ROSE_BLUSH", "status": "APPROVED",
             "approvedAt": date("2026-08-22T10:05:00Z")},
        ],
        "delivery": {"to": "Le Château de Bel Ombre, bridal suite",
                     "window": {"from": date("2026-10-17T06:30:00Z"), "to": date("2026-10-17T07:30:00Z")}},
        "status": "IN_PRODUCTION",
    }),
    psg("kb#seasonal-flowers", "Peonies are flown in from Kenya and the Netherlands.\n"
        "They are out of season from June to October, so during those months we substitute garden roses of "
        "a matching colour.\nRanunculus is available all year.", source="kb/seasonal-guide"),
]

F1 = dict(scenario="bouquet-substitution", domain="florist",
          question="Can you confirm what will be in my bouquet now, and when it'll arrive on the day?",
          now="2026-10-09T11:00:00+04:00", evidence=F1_EV, cases=[
    case("Dear Aurélie, your cascade bouquet will be made with blush garden roses, white lisianthus and "
         "silver-dollar eucalyptus, tied with ivory silk ribbon. Since peonies are out of season in October, "
         "the blush garden roses you approved are standing in for the coral peonies. We'll bring it to the "
         "bridal suite at Le Château de Bel Ombre between 10:30 and 11:30 AM on 17 October.",
         [S("cascade bouquet will be made with blush garden roses"), S("white lisianthus"),
          S("silver-dollar eucalyptus"), S("tied with ivory silk ribbon"),
          S("peonies are out of season in October"), S("the blush garden roses you approved are standing in"),
          S("bridal suite at Le Château de Bel Ombre"), S("between 10:30 and 11:30 AM on 17 October")],
         includes=["10:30", "garden roses"],
         notes="items[0] stems/ribbon; substitution APPROVED; KB: peonies out of season June-October; window "
               "06:30-07:30Z = 10:30-11:30 AM MU."),
    case("Delivery: 17/10, 10:30 to 11:30 AM, to the bridal suite. The swap of garden roses for peonies has "
         "been approved, and your six white spray-rose buttonholes are on the same order.",
         [S("Delivery: 17/10, 10:30 to 11:30 AM"), S("to the bridal suite"),
          S("swap of garden roses for peonies has been approved"), S("six white spray-rose buttonholes"),
          S("are on the same order")],
         includes=["10:30"],
         notes="delivery window; substitution APPROVED; items[1] BOUTONNIERE qty 6 SPRAY_ROSE_WHITE."),
    case("Your cascade bouquet will feature coral peonies, white lisianthus and eucalyptus, and we'll deliver it "
         "to the bridal suite between 6:30 and 7:30 AM on 17 October.",
         [C("feature coral peonies", "VALUE_MISMATCH"), S("white lisianthus and eucalyptus"),
          S("deliver it to the bridal suite"), C("between 6:30 and 7:30 AM", "DATE_MISMATCH", "VALUE_MISMATCH")],
         errors=["stale_value", "unit_conversion"], excludes=["coral peonies", "6:30 and 7:30 AM"],
         tag="stale_value",
         notes="Peonies were replaced by garden roses (substitution APPROVED); the window is in UTC, locally "
               "10:30-11:30 AM."),
    case("How exciting, Aurélie, only a week to go! The garden-rose substitution is still waiting for your "
         "approval, and your bouquet will be tied with champagne satin ribbon. It will arrive between 10:30 "
         "and 11:30 AM.",
         [N("only a week to go"), C("still waiting for your approval", "RECORD_STATE_MISMATCH"),
          C("tied with champagne satin ribbon", "VALUE_MISMATCH"), S("arrive between 10:30 and 11:30 AM")],
         errors=["wrong_state", "wrong_role"], excludes=["still waiting for your approval", "champagne satin"],
         tag="wrong_state",
         notes="substitution status APPROVED; the bouquet ribbon is IVORY_SILK (champagne satin is the "
               "buttonholes' ribbon)."),
], repairs=[
    case("Your cascade bouquet of blush garden roses and white lisianthus will be delivered to the bridal suite "
         "between 6:30 and 7:30 AM on 17 October.",
         [S("blush garden roses and white lisianthus"), S("delivered to the bridal suite"),
          C("between 6:30 and 7:30 AM", "DATE_MISMATCH", "VALUE_MISMATCH")],
         errors=["unit_conversion"], excludes=["6:30 and 7:30 AM"],
         includes=["10:30|11:30", "garden roses"],
         notes="delivery.window 06:30Z-07:30Z is 10:30-11:30 AM in Indian/Mauritius."),
])

# ---------------------------------------------------------------- F2 invoice in cents
F2_EV = [
    rec("invoices#INV-FL-2026-0419", "tool:mongo.invoices.findOne", {
        "_id": oid("6699d2e0c3b7aa001e440419"),
        "invoiceNo": "INV-FL-2026-0419",
        "client": {"name": "Tanvi Ramchurn"},
        "weddingDate": date("2026-10-10T00:00:00Z"),
        "currency": "MUR",
        "amountUnit": "CENTS",
        "lines": [
            {"desc": "Bridal bouquet, hand-tied", "qty": nint(1), "unitCents": nlong(650000)},
            {"desc": "Bridesmaid posy", "qty": nint(4), "unitCents": nlong(180000)},
            {"desc": "Buttonhole", "qty": nint(8), "unitCents": nlong(35000)},
            {"desc": "Table centrepiece", "qty": nint(12), "unitCents": nlong(120000)},
        ],
        "totalCents": nlong(3090000),
        "payments": [{"kind": "DEPOSIT", "cents": nlong(1545000), "at": date("2026-06-18T07:30:00Z")}],
        "balanceCents": nlong(1545000),
        "balanceDueAt": dl("2026-09-26T08:00:00Z"),
        "status": "PART_PAID",
    }),
    rec("invoices#INV-FL-2026-0388", "tool:mongo.invoices.findOne", {
        "_id": oid("668f11a4c3b7aa001e440388"),
        "invoiceNo": "INV-FL-2026-0388",
        "client": {"name": "Tanvi Ramchurn"},
        "totalCents": nlong(1280000),
        "status": "VOID",
        "deletedAt": date("2026-06-17T12:00:00Z"),
    }),
    pol("policy#florist-payments", "Prices include VAT. A 50% deposit confirms your flowers, and the balance is "
        "due 14 days before the wedding. Delivery within 15 km of our Rose-Hill studio is free; beyond that it "
        "is Rs 40 per km."),
]

F2 = dict(scenario="florist-invoice", domain="florist",
          question="Could you break down our flower invoice and tell me what's left to pay?",
          now="2026-09-02T13:20:00+04:00", evidence=F2_EV, cases=[
    case("Of course, Tanvi! Here's invoice INV-FL-2026-0419:\n"
         "- Bridal bouquet: Rs 6,500\n"
         "- 4 bridesmaid posies at Rs 1,800: Rs 7,200\n"
         "- 8 buttonholes at Rs 350: Rs 2,800\n"
         "- 12 table centrepieces at Rs 1,200: Rs 14,400\n"
         "Total Rs 30,900, of which your Rs 15,450 deposit is paid, leaving Rs 15,450 due by 26 September.",
         [N("Of course, Tanvi!"), S("invoice INV-FL-2026-0419"), S("Bridal bouquet: Rs 6,500"),
          S("4 bridesmaid posies at Rs 1,800: Rs 7,200"), S("8 buttonholes at Rs 350: Rs 2,800"),
          S("12 table centrepieces at Rs 1,200: Rs 14,400"), S("Total Rs 30,900"),
          S("your Rs 15,450 deposit is paid"), S("leaving Rs 15,450 due by 26 September")],
         includes=["Rs 30,900", "26 September"],
         notes="unitCents / 100 x qty; totalCents 3090000 = Rs 30,900; balanceCents 1545000; balanceDueAt "
               "26 Sep 12:00 PM MU."),
    case("Your deposit of fifteen thousand four hundred and fifty rupees, half of the total, has been received. "
         "The other half is due on 26/09/2026, fourteen days before your wedding on 10 October.",
         [S("fifteen thousand four hundred and fifty rupees"), S("half of the total"),
          S("has been received"), S("The other half is due on 26/09/2026"),
          S("fourteen days before your wedding on 10 October")],
         includes=["26/09/2026"],
         notes="payments[0] 1545000 cents; balanceDueAt; policy 14 days before; weddingDate 10 Oct."),
    case("Dear Tanvi, your invoice total is Rs 3,090,000 and your deposit of Rs 1,545,000 has been received. "
         "The balance is due 14 days before the wedding.",
         [N("Dear Tanvi,"), C("invoice total is Rs 3,090,000", "AMOUNT_MISMATCH"),
          C("deposit of Rs 1,545,000", "AMOUNT_MISMATCH"), S("due 14 days before the wedding")],
         errors=["unit_conversion", "unit_conversion"], excludes=["Rs 3,090,000", "Rs 1,545,000"],
         tag="unit_conversion",
         notes="Amounts are in CENTS: total Rs 30,900, deposit Rs 15,450."),
    case("Thank you, Tanvi! Your eight buttonholes at Rs 350 each come to Rs 2,400, and the centrepieces to "
         "Rs 14,400. The balance of Rs 15,450 is due 7 days before the wedding.",
         [N("Thank you, Tanvi!"), C("come to Rs 2,400", "AMOUNT_MISMATCH"), S("centrepieces to Rs 14,400"),
          S("balance of Rs 15,450"), C("due 7 days before the wedding", "NLI_CONTRADICTION", "DATE_MISMATCH")],
         errors=["wrong_arithmetic", "wrong_policy_condition"],
         excludes=["Rs 2,400", "7 days before the wedding"], tag="wrong_arithmetic",
         notes="8 x 350 = 2800; policy and balanceDueAt give 14 days before (26 Sep)."),
], repairs=[
    case("Your total is Rs 30,900 and, with half already paid as your deposit, Rs 16,450 is left to pay by "
         "26 September.",
         [S("total is Rs 30,900"), S("half already paid as your deposit"),
          C("Rs 16,450 is left to pay", "AMOUNT_MISMATCH"), S("by 26 September")],
         errors=["wrong_arithmetic"], excludes=["Rs 16,450"],
         includes=["Rs 15,450|15,450", "Rs 30,900|30,900"],
         notes="balanceCents 1545000 = Rs 15,450 (30,900 / 2)."),
])

# ---------------------------------------------------------------- F3 wedding-day delivery tracking
F3_EV = [
    rec("deliveries#6722f1b0aa01c3003d5e0014", "tool:mongo.deliveries.findOne", {
        "_id": oid("6722f1b0aa01c3003d5e0014"),
        "orderNo": "FL-9034",
        "client": {"name": "Kelly Appadoo"},
        "status": "OUT_FOR_DELIVERY",
        "driver": {"name": "Fabrice Li Wan Po", "vehicle": "White van"},
        "timezone": "Indian/Mauritius",
        "stops": [
            {"seq": nint(1), "label": "St Anne's Church, Stanley - pew ends and altar arch",
             "status": "DELIVERED", "deliveredAt": dl("2026-11-14T05:25:00Z")},
            {"seq": nint(2), "label": "La Case Créole reception hall - 14 centrepieces",
             "status": "PENDING", "eta": dl("2026-11-14T06:15:00Z")},
        ],
        "setupTeam": [{"name": "Anushka Beeharry", "role": "SETUP_FLORIST",
                       "arrival": dl("2026-11-14T06:30:00Z")}],
    }),
    pol("policy#setup", "Our setup florist arranges the reception flowers on site and stays for up to 90 "
        "minutes. We do not remain during the ceremony or reception. Hired vases and stands are collected the "
        "following day between 9:00 AM and 12:00 PM."),
]

F3 = dict(scenario="wedding-day-delivery", domain="florist",
          question="Morning! Have the flowers left yet? When will they be at the reception hall?",
          now="2026-11-14T09:40:00+04:00", evidence=F3_EV, cases=[
    case("Good morning, and happy wedding day! Your pew ends and altar arch were delivered to St Anne's Church "
         "at 9:25 AM, and Fabrice is now on his way to La Case Créole with your 14 centrepieces, due around "
         "10:15 AM. Anushka, our setup florist, will arrive at 10:30 AM to arrange everything beautifully.",
         [N("happy wedding day"), S("delivered to St Anne's Church at 9:25 AM"),
          S("Fabrice is now on his way to La Case Créole"), S("your 14 centrepieces"), S("due around 10:15 AM"),
          S("Anushka, our setup florist, will arrive at 10:30 AM")],
         includes=["10:15", "9:25"],
         notes="stop 1 DELIVERED 05:25Z = 9:25 AM; stop 2 PENDING eta 06:15Z = 10:15 AM; status "
               "OUT_FOR_DELIVERY; setup florist arrival 06:30Z = 10:30 AM."),
    case("Yes! The van is out for delivery right now: the church flowers arrived at 9:25 this morning, and the "
         "centrepieces should reach the reception hall in about 35 minutes.",
         [N("Yes!"), S("out for delivery right now"), S("church flowers arrived at 9:25 this morning"),
          S("reach the reception hall in about 35 minutes")],
         includes=["35 minutes"],
         notes="now 9:40 AM; eta 10:15 AM is 35 minutes away."),
    case("Good morning! Everything is out for delivery today. Kindly note our setup florist stays for up to 90 "
         "minutes, and we'll collect the vases tomorrow between 9:00 AM and 12:00 PM.",
         [N("Good morning!"), S("Everything is out for delivery today"), S("stays for up to 90 minutes"),
          S("collect the vases tomorrow between 9:00 AM and 12:00 PM")],
         includes=["90 minutes"],
         notes="status OUT_FOR_DELIVERY; policy on setup time and next-day collection."),
    case("Happy wedding day, Kelly! Your centrepieces have already been delivered to La Case Créole, and our "
         "driver Anushka is heading back to the studio now.",
         [N("Happy wedding day, Kelly!"), C("centrepieces have already been delivered", "RECORD_STATE_MISMATCH"),
          C("our driver Anushka", "VALUE_MISMATCH")],
         errors=["wrong_state", "wrong_role"], excludes=["already been delivered", "driver Anushka"],
         tag="wrong_state",
         notes="Stop 2 is PENDING (eta 10:15 AM); the driver is Fabrice, Anushka is the setup florist."),
    case("Good morning! The church flowers arrived at 9:25 AM and your centrepieces are due at about 10:15 AM. "
         "Anushka will arrive at 11:30 AM, and she'll stay through the ceremony to keep every arrangement "
         "fresh.",
         [N("Good morning!"), S("church flowers arrived at 9:25 AM"), S("due at about 10:15 AM"),
          C("Anushka will arrive at 11:30 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
          C("stay through the ceremony", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
         errors=["wrong_time", "invented_promise"], excludes=["11:30 AM", "stay through the ceremony"],
         tag="wrong_time",
         notes="Setup arrival 06:30Z = 10:30 AM; policy: the setup florist does not stay during the ceremony."),
], repairs=[
    case("Happy wedding day! Your church flowers arrived at 9:25 AM, and the centrepieces have already been "
         "delivered to La Case Créole.",
         [N("Happy wedding day!"), S("church flowers arrived at 9:25 AM"),
          C("centrepieces have already been delivered", "RECORD_STATE_MISMATCH")],
         errors=["wrong_state"], excludes=["have already been delivered"],
         includes=["on its way|on the way|out for delivery|10:15|en route|pending", "9:25"],
         notes="Stop 2 status PENDING with eta 10:15 AM."),
])

# ---------------------------------------------------------------- F4 complaint, partial refund
F4_EV = [
    rec("complaints#6712aa90d3c4e50024a10077", "tool:mongo.complaints.findOne", {
        "_id": oid("6712aa90d3c4e50024a10077"),
        "orderNo": "FL-8760",
        "client": {"name": "Nirmala Seetohul"},
        "deliveredAt": date("2026-08-29T05:00:00Z"),
        "raisedAt": date("2026-08-30T05:00:00Z"),
        "photosAttached": nint(6),
        "affected": {"item": "Table centrepiece", "qty": nint(4), "unitPrice": dec("1200.00")},
        "resolution": {"type": "PARTIAL_REFUND", "amount": dec("4800.00"), "status": "APPROVED",
                       "to": "ORIGINAL_CARD", "approvedAt": date("2026-09-01T08:00:00Z")},
    }),
    rec("orders#FL-8760", "tool:mongo.floralOrders.findOne", {
        "_id": oid("66e01b4fd3c4e50024a0f760"),
        "orderNo": "FL-8760",
        "itemsTotal": dec("31600.00"),
        "deliveryFee": dec("900.00"),
        "items": [{"type": "BRIDAL_BOUQUET", "price": dec("7200.00")},
                  {"type": "TABLE_CENTREPIECE", "qty": nint(12), "unitPrice": dec("1200.00")}],
    }),
    refused("refund_order#call-4", "refund_full_order", "DENY", {"orderNo": "FL-8760"}),
    pol("policy#quality-complaints", "We want every stem to be perfect. Complaints about quality must reach us "
        "within 48 hours of delivery, together with photos. Where flowers fall below our standard, we refund "
        "the affected items at their invoice price. Refunds are paid to the original card within 5-7 business "
        "days of approval. Delivery charges are not refunded."),
]

F4 = dict(scenario="wilted-centrepieces", domain="florist",
          question="Four of our centrepieces were wilting by the evening. I'd like a refund for the whole order.",
          now="2026-09-02T10:00:00+04:00", evidence=F4_EV, cases=[
    case("Dear Nirmala, I'm so sorry that four of your centrepieces weren't as fresh as they should have been "
         "on your special day. Because you reached us within 48 hours and sent photos, we've approved a refund "
         "of Rs 4,800 for those four centrepieces, at Rs 1,200 each. It will go back to your original card "
         "within 5-7 business days. I'm afraid a refund of the whole order wasn't possible.",
         [S("four of your centrepieces weren't as fresh"), S("reached us within 48 hours and sent photos"),
          S("approved a refund of Rs 4,800"), S("at Rs 1,200 each"), S("go back to your original card"),
          S("within 5-7 business days"), S("refund of the whole order wasn't possible")],
         includes=["Rs 4,800"],
         notes="affected qty 4 x 1200; raisedAt 24 h after delivery with 6 photos; resolution APPROVED to "
               "ORIGINAL_CARD; policy 5-7 business days; refund_full_order DENIED."),
    case("Refund approved: Rs 4,800 (4 × Rs 1,200 centrepieces), paid to your card in five to seven business "
         "days; the request to refund the full order was declined.",
         [S("Refund approved: Rs 4,800"), S("(4 × Rs 1,200 centrepieces)"),
          S("paid to your card in five to seven business days"), S("full order was declined")],
         includes=["Rs 4,800"],
         notes="resolution and policy; refused call DENY."),
    case("Dear Nirmala, I'm so sorry. We've refunded your entire order of Rs 31,600, and your Rs 900 delivery "
         "charge as well, to your original card.",
         [N("I'm so sorry."), C("refunded your entire order of Rs 31,600", "NOT_EXECUTED"),
          C("Rs 900 delivery charge as well", "NLI_CONTRADICTION")],
         errors=["refused_call_effect", "wrong_policy_condition"],
         excludes=["refunded your entire order", "delivery charge as well"], tag="refused_call_effect",
         notes="refund_full_order DENIED; only 4800 approved; policy: delivery charges are not refunded."),
    case("I'm so sorry about your flowers. We've approved a refund for six of your centrepieces, and "
         "complaints can be made up to a week after delivery, so you were well in time.",
         [N("I'm so sorry about your flowers."), C("six of your centrepieces", "VALUE_MISMATCH"),
          C("up to a week after delivery", "NLI_CONTRADICTION"), S("you were well in time")],
         errors=["wrong_quantity", "wrong_policy_condition"],
         excludes=["six of your centrepieces", "up to a week after delivery"], tag="wrong_quantity",
         notes="affected.qty is 4; policy window is 48 hours (raised after 24 h, so in time)."),
], repairs=[
    case("We've approved a refund of Rs 4,800 for the four affected centrepieces, and it will reach your "
         "original card within 10 business days.",
         [S("refund of Rs 4,800"), S("four affected centrepieces"),
          C("within 10 business days", "NLI_CONTRADICTION")],
         errors=["wrong_period"], excludes=["10 business days"],
         includes=["5-7|5 to 7|five to seven|5–7", "Rs 4,800|4,800"],
         notes="Policy: refunds within 5-7 business days of approval."),
])

BUNDLES = [F1, F2, F3, F4]
