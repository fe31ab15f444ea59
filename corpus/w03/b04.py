# w03 batch 4: craft supplies shop (Loop & Notion Craft Co.), scenarios 13-16
from _h import *

DOM = "craft supplies shop"
CASES, REPAIRS = [], []

# ---------------------------------------------------------------- s13 yarn partly backordered
S13 = "yarn-backorder"
Q13 = "I only got part of my yarn order. Where are the rest of the Fjord skeins?"
NOW13 = "2026-02-11T10:00:00-06:00"
E13 = [
    rec("viewer.order#LN-33012", "graphql:OrderFulfillment", {"viewer": {
        "__typename": "Customer", "firstName": "Grace",
        "order": {
            "__typename": "Order", "name": "LN-33012", "createdAt": "2026-02-08T20:41:00-06:00",
            "displayFulfillmentStatus": "PARTIALLY_FULFILLED",
            "lineItems": {"edges": [
                {"node": {"__typename": "LineItem", "title": "Merino DK, colorway Fjord", "sku": "MDK-FJORD",
                          "quantity": 8, "unitPrice": money("12.50"), "fulfilledQuantity": 6, "backorderedQuantity": 2,
                          "shippedDyeLot": "FJ-2207",
                          "backorder": {"expectedShipOn": "2026-02-20", "expectedDyeLot": "FJ-2231"}}},
                {"node": {"__typename": "LineItem", "title": "Bamboo circular needles, US 6, 32 in", "sku": "NDL-BAM-6-32",
                          "quantity": 1, "unitPrice": money("9.00"), "fulfilledQuantity": 1, "backorderedQuantity": 0}}]},
            "fulfillments": [{"__typename": "Fulfillment", "status": "IN_TRANSIT",
                              "trackingInfo": {"company": "FedEx", "number": "779122846630"},
                              "shippedAt": "2026-02-10T16:30:00-06:00",
                              "estimatedDeliveryAt": "2026-02-13T20:00:00-06:00"}],
            "shippingLine": {"title": "Ground", "price": money("7.95")},
            "totalPrice": money("116.95")}}}),
    pol("policy#backorders",
        "When part of an order is backordered, we ship what is in stock right away and send the rest at no extra shipping cost when it arrives. "
        "Backordered yarn usually comes from a new dye lot, and colors can vary slightly between lots. "
        "You can cancel backordered items at any time before they ship and get a refund for those items.", "2025-09"),
]
CASES.append(case("w03-052-yarn-backorder", DOM, S13, Q13,
    "Hi Grace, six of your eight skeins of Merino DK in Fjord shipped yesterday with FedEx, along with your bamboo needles, and should arrive by Friday.\n\n"
    "The last two skeins are backordered and expected to ship February 20, at no extra shipping cost.\n\n"
    "Heads up: they'll come from a new dye lot (FJ-2231 instead of FJ-2207). If you'd rather not mix lots, you can cancel those two before they ship for a $25.00 refund.",
    E13, [S("six of your eight skeins of Merino DK in Fjord shipped yesterday with FedEx"), S("along with your bamboo needles"),
          S("should arrive by Friday"), S("The last two skeins are backordered"), S("expected to ship February 20"),
          S("at no extra shipping cost"), S("they'll come from a new dye lot (FJ-2231 instead of FJ-2207)"),
          S("cancel those two before they ship for a $25.00 refund")],
    now=NOW13, includes=["February 20", "$25.00"],
    notes="fulfilledQuantity 6 of 8, shippedAt Feb 10 (yesterday), ETA Fri Feb 13; backorder expectedShipOn 2026-02-20, dye lot FJ-2231 vs shipped FJ-2207; 2 x 12.50 = 25.00."))
CASES.append(case("w03-053-yarn-backorder", DOM, S13, Q13,
    "Quick status on LN-33012:\n"
    "- Shipped (FedEx 779122846630): 6 skeins of Fjord + the US 6 needles\n"
    "- Backordered: 2 skeins, expected to ship 2/20\n"
    "- Second box ships free\n\n"
    "The backordered skeins will be a different dye lot, so colors may vary slightly.",
    E13, [S("FedEx 779122846630"), S("6 skeins of Fjord + the US 6 needles"), S("Backordered: 2 skeins"),
          S("expected to ship 2/20"), S("Second box ships free"), S("will be a different dye lot"),
          S("colors may vary slightly")],
    now=NOW13, includes=["779122846630", "2/20"],
    notes="Bullets; tracking number and quantities from the record; dye-lot caveat from record and policy."))
CASES.append(case("w03-054-yarn-backorder-wrong_value", DOM, S13, Q13,
    "Hi Grace, six of your eight Fjord skeins are on their way with FedEx, and the other two are backordered until February 20.\n\n"
    "Good news: the backordered skeins are from the same dye lot as the first six, so they'll match perfectly. The second box ships free.",
    E13, [S("six of your eight Fjord skeins are on their way with FedEx"), S("the other two are backordered until February 20"),
          C("from the same dye lot as the first six", "VALUE_MISMATCH"), S("The second box ships free")],
    now=NOW13, errors=["wrong_value"], excludes=["same dye lot"],
    notes="shippedDyeLot FJ-2207, backorder.expectedDyeLot FJ-2231: different lots."))
CASES.append(case("w03-055-yarn-backorder-other_record_value", DOM, S13, Q13,
    "Hi Grace, six of your Fjord skeins and the needles are with FedEx now.\n\n"
    "The remaining two skeins are expected to ship February 13. We'll add standard shipping for that second box, and you can cancel them before they ship if you prefer.",
    E13, [S("six of your Fjord skeins and the needles are with FedEx now"),
          C("expected to ship February 13", "DATE_MISMATCH"),
          C("We'll add standard shipping for that second box", "NLI_CONTRADICTION"),
          S("you can cancel them before they ship")],
    now=NOW13, errors=["other_record_value", "wrong_policy_condition"],
    excludes=["ship February 13", "add standard shipping"],
    notes="Feb 13 is the first shipment's estimatedDeliveryAt; backorder ships 2026-02-20; policy: the rest ships at no extra cost."))
REPAIRS.append(case("w03-r13-yarn-backorder", DOM, S13, Q13,
    "Hi Grace, the last two Fjord skeins are backordered until February 20 and will come from a new dye lot. "
    "If you'd rather not mix lots, you can cancel them before they ship for a $12.50 refund.",
    E13, [S("the last two Fjord skeins are backordered until February 20"), S("will come from a new dye lot"),
          C("for a $12.50 refund", "AMOUNT_MISMATCH")],
    now=NOW13, errors=["wrong_arithmetic"], excludes=["$12.50 refund"],
    includes=["$25.00|$25|25.00", "February 20|Feb 20|2/20"], repair=True,
    notes="Two backordered skeins at 12.50 each = 25.00; 12.50 is one skein."))

# ---------------------------------------------------------------- s14 workshop reschedule
S14 = "workshop-reschedule"
Q14 = "Can I move my brush lettering class to April 11? Something came up on the 21st."
NOW14 = "2026-03-18T15:00:00-07:00"
E14 = [
    rec("viewer.booking#BK-7710", "graphql:WorkshopBooking", {"viewer": {
        "__typename": "Customer", "firstName": "Owen",
        "workshopBooking": {
            "__typename": "WorkshopBooking", "reference": "BK-7710", "status": "CONFIRMED",
            "workshop": {"title": "Intro to Brush Lettering", "location": "Loop & Notion Portland, Studio B",
                         "timezone": "America/Los_Angeles", "duration": "PT2H30M",
                         "price": money("45.00"), "includesMaterialsKit": True},
            "session": {"startsAt": "2026-03-21T17:00:00Z"},
            "paidAmount": money("45.00")},
        "otherSessions": {"edges": [
            {"node": {"__typename": "WorkshopSession", "startsAt": "2026-04-11T17:00:00Z", "seatsLeft": 0, "state": "FULL"}},
            {"node": {"__typename": "WorkshopSession", "startsAt": "2026-04-25T17:00:00Z", "seatsLeft": 4, "state": "OPEN"}}]}}}),
    refused("workshopBookingReschedule#call-1", "workshopBookingReschedule", "DENY",
            {"reference": "BK-7710", "targetStartsAt": "2026-04-11T17:00:00Z", "reason": "SESSION_FULL"}),
    pol("policy#workshops",
        "The workshop price includes a materials kit you take home. "
        "You can move a booking to another date for free up to 48 hours before your class starts, as long as the new session has seats. "
        "Inside 48 hours a booking can't be moved, but you may send a friend in your place. Workshop fees are not refundable.", "2026-01"),
]
CASES.append(case("w03-056-workshop-reschedule", DOM, S14, Q14,
    "Hi Owen, I tried to move your Brush Lettering spot (booking BK-7710) to April 11, but that session is full, so the change didn't go through.\n\n"
    "The April 25 class still has 4 seats, with the same 10:00 AM start. Moves are free up to 48 hours before your class, so you have until 10:00 AM Thursday to switch.",
    E14, [S("I tried to move your Brush Lettering spot (booking BK-7710) to April 11"), S("that session is full"),
          S("so the change didn't go through"), S("The April 25 class still has 4 seats"), S("with the same 10:00 AM start"),
          S("Moves are free up to 48 hours before your class"), S("you have until 10:00 AM Thursday to switch")],
    now=NOW14, includes=["April 25", "10:00 AM"],
    notes="Reschedule DENY SESSION_FULL; Apr 25 17:00Z = 10:00 AM PDT, seatsLeft 4; class Sat Mar 21 10 AM, minus 48 h = Thu Mar 19 10 AM."))
CASES.append(case("w03-057-workshop-reschedule", DOM, S14, Q14,
    "Your current class is Saturday, March 21 at 10 AM and runs two and a half hours; April 11 is full, but April 25 has four open seats.",
    E14, [S("Saturday, March 21 at 10 AM"), S("runs two and a half hours"), S("April 11 is full"),
          S("April 25 has four open seats")],
    now=NOW14, includes=["March 21", "April 25"],
    notes="startsAt 2026-03-21T17:00Z = 10 AM PDT; duration PT2H30M; session states FULL / OPEN with 4 seats."))
CASES.append(case("w03-058-workshop-reschedule-unit_conversion", DOM, S14, Q14,
    "Hi Owen, the April 11 session is full, so I couldn't move booking BK-7710 there.\n\n"
    "There are 4 seats left in the April 25 class, which starts at 5:00 PM. You can switch for free up to 48 hours before your current class.",
    E14, [S("the April 11 session is full"), S("so I couldn't move booking BK-7710 there"),
          S("There are 4 seats left in the April 25 class"), C("which starts at 5:00 PM", "VALUE_MISMATCH", "DATE_MISMATCH"),
          S("You can switch for free up to 48 hours before your current class")],
    now=NOW14, errors=["unit_conversion"], excludes=["5:00 PM"],
    notes="startsAt 2026-04-25T17:00:00Z is 10:00 AM in the studio's Pacific zone, not 5 PM."))
CASES.append(case("w03-059-workshop-reschedule-refused_call_effect", DOM, S14, Q14,
    "Hi Owen, you're all set: I've moved booking BK-7710 to Saturday, April 11 at 10:00 AM.\n\n"
    "Your materials kit is still included. Just a reminder that moves are free up to 24 hours before class.",
    E14, [C("I've moved booking BK-7710 to Saturday, April 11", "NOT_EXECUTED"),
          S("Your materials kit is still included"),
          C("moves are free up to 24 hours before class", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    now=NOW14, errors=["refused_call_effect", "wrong_period"],
    excludes=["I've moved booking BK-7710", "up to 24 hours"],
    notes="workshopBookingReschedule was DENIED (SESSION_FULL); policy window is 48 hours."))
REPAIRS.append(case("w03-r14-workshop-reschedule", DOM, S14, Q14,
    "Hi Owen, April 11 is full, so booking BK-7710 couldn't be moved there, but April 25 at 10:00 AM has 4 seats. The class runs 2 hours, and the materials kit is included.",
    E14, [S("April 11 is full"), S("booking BK-7710 couldn't be moved there"), S("April 25 at 10:00 AM has 4 seats"),
          C("The class runs 2 hours", "VALUE_MISMATCH"), S("the materials kit is included")],
    now=NOW14, errors=["wrong_period"], excludes=["runs 2 hours"],
    includes=["two and a half hours|2.5 hours|2 1/2 hours|2 hours and 30 minutes|2 hours 30 minutes|150 minutes", "April 25"], repair=True,
    notes="workshop.duration PT2H30M."))

# ---------------------------------------------------------------- s15 classroom bulk pricing
S15 = "bulk-felt-quote"
Q15 = "I'm getting 180 felt sheets for my classroom. What's the price, and is there a better deal?"
NOW15 = "2026-04-14T08:45:00-05:00"
E15 = [
    rec("viewer.draftOrder#D-5521", "graphql:DraftOrderQuote", {"viewer": {
        "__typename": "Customer", "displayName": "Ms. Alvarez", "company": "Oak Ridge Elementary",
        "draftOrder": {
            "__typename": "DraftOrder", "name": "D-5521", "version": 2, "status": "OPEN",
            "expiresAt": "2026-04-30T23:59:00-05:00",
            "lineItems": {"edges": [{"node": {
                "title": "Wool-blend felt sheet 9x12 in, assorted colors", "sku": "FLT-912-AST",
                "quantity": 180, "unitPrice": money("0.74"), "lineTotal": money("133.20"),
                "priceTiers": {"edges": [
                    {"node": {"minQuantity": 1, "maxQuantity": 49, "unitPrice": money("0.89")}},
                    {"node": {"minQuantity": 50, "maxQuantity": 199, "unitPrice": money("0.74")}},
                    {"node": {"minQuantity": 200, "maxQuantity": None, "unitPrice": money("0.62")}}]}}}]},
            "subtotalPrice": money("133.20"), "shippingLine": {"title": "Free shipping $99+", "price": money("0.00")},
            "totalTaxEstimate": money("10.99"),
            "taxExemption": {"certificateId": "TX-EX-40218", "status": "PENDING_VERIFICATION"},
            "previousVersions": {"edges": [{"node": {"version": 1, "status": "SUPERSEDED", "quantity": 120,
                                                     "subtotalPrice": money("88.80")}}]}}}}),
    pol("policy#quantity-pricing",
        "Quantity pricing is applied automatically, per item, based on the tier your quantity falls in. "
        "Orders of $99 or more after discounts ship free. "
        "Tax-exempt orders need a verified certificate before the order is placed; sales tax can't be refunded afterward. "
        "A quote holds its prices until the expiry date shown on it.", "2026-02"),
]
CASES.append(case("w03-060-bulk-felt-quote", DOM, S15, Q15,
    "Hi Ms. Alvarez, at 180 sheets you're in the 50-199 tier, so they're $0.74 each, $133.20 in all, and shipping is free.\n\n"
    "If you go up to 200, the price drops to $0.62 a sheet, which comes to $124.00: $9.20 less for twenty more sheets.\n\n"
    "Your quote D-5521 holds these prices through April 30.",
    E15, [S("you're in the 50-199 tier"), S("they're $0.74 each"), S("$133.20 in all"), S("shipping is free"),
          S("the price drops to $0.62 a sheet"), S("which comes to $124.00"), S("$9.20 less for twenty more sheets"),
          S("holds these prices through April 30")],
    now=NOW15, includes=["$133.20", "$0.62"],
    notes="Tier 50-199 at 0.74, 180 x 0.74 = 133.20; 200+ at 0.62, 200 x 0.62 = 124.00, 133.20-124.00 = 9.20; expiresAt 2026-04-30."))
CASES.append(case("w03-061-bulk-felt-quote", DOM, S15, Q15,
    "Dear Ms. Alvarez,\n\nYour quote D-5521 prices the 180 sheets at $0.74 each, and the order ships free. "
    "At 200 sheets or more, the per-sheet price would be $0.62.\n\n"
    "Please note that your tax-exemption certificate TX-EX-40218 is still pending verification, so the quote currently shows $10.99 in estimated tax. "
    "Sales tax can't be refunded after the order is placed, so it's worth waiting for the certificate to clear.\n\n"
    "All the best,\nLoop & Notion Craft Co.",
    E15, [S("prices the 180 sheets at $0.74 each"), S("the order ships free"), S("At 200 sheets or more"),
          S("the per-sheet price would be $0.62"), S("TX-EX-40218 is still pending verification"),
          S("$10.99 in estimated tax"), S("Sales tax can't be refunded after the order is placed"), NA("All the best")],
    now=NOW15, includes=["$0.74", "TX-EX-40218"],
    notes="taxExemption.status PENDING_VERIFICATION; totalTaxEstimate 10.99; policy on tax refunds."))
CASES.append(case("w03-062-bulk-felt-quote-stale_value", DOM, S15, Q15,
    "Hi Ms. Alvarez, your quote D-5521 comes to $88.80 for the felt sheets at $0.74 each, and shipping is free.\n\n"
    "At 200 sheets the price would drop to $0.62 each.",
    E15, [C("comes to $88.80", "AMOUNT_MISMATCH"), S("at $0.74 each"), S("shipping is free"),
          S("At 200 sheets the price would drop to $0.62 each")],
    now=NOW15, errors=["stale_value"], excludes=["$88.80"],
    notes="88.80 is the SUPERSEDED version 1 (120 sheets); current version 2 subtotal is 133.20."))
CASES.append(case("w03-063-bulk-felt-quote-condition_unmet", DOM, S15, Q15,
    "Hi Ms. Alvarez, good news: at 180 sheets you already get our best price of $0.62 a sheet, and shipping is free.\n\n"
    "Since your school is tax-exempt, no sales tax will be added to quote D-5521.",
    E15, [C("at 180 sheets you already get our best price of $0.62", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
          S("shipping is free"),
          C("no sales tax will be added to quote D-5521", "RECORD_STATE_MISMATCH", "AMOUNT_MISMATCH")],
    now=NOW15, errors=["condition_unmet", "wrong_state"],
    excludes=["already get our best price", "no sales tax will be added"],
    notes="0.62 needs 200+ sheets (180 sits in the 0.74 tier); exemption is PENDING_VERIFICATION and the quote carries 10.99 estimated tax."))
REPAIRS.append(case("w03-r15-bulk-felt-quote", DOM, S15, Q15,
    "Hi Ms. Alvarez, 180 sheets at $0.74 come to $133.20 with free shipping. At 200 sheets they'd be $0.62 each, or $124.00, which is $8.20 less.",
    E15, [S("180 sheets at $0.74 come to $133.20"), S("with free shipping"), S("At 200 sheets they'd be $0.62 each"),
          S("or $124.00"), C("which is $8.20 less", "AMOUNT_MISMATCH")],
    now=NOW15, errors=["wrong_arithmetic"], excludes=["$8.20 less"],
    includes=["$9.20|9.20", "$124.00|124.00"], repair=True,
    notes="133.20 - 124.00 = 9.20."))

# ---------------------------------------------------------------- s16 loyalty points
S16 = "loyalty-points"
Q16 = "How many points do I have, what can I get with them, and am I close to Gold?"
NOW16 = "2026-05-05T11:00:00-04:00"
E16 = [
    rec("viewer.loyalty#LN-MEM-22871", "graphql:LoyaltyAccount", {"viewer": {
        "__typename": "Customer", "firstName": "Bea",
        "loyaltyAccount": {
            "__typename": "LoyaltyAccount", "memberNumber": "LN-MEM-22871", "tier": "SILVER",
            "pointsBalance": 1840, "pointsEarnedThisYear": 2100,
            "pendingPoints": {"points": 310, "sourceOrder": "LN-34420", "availableOn": "2026-05-14"},
            "expiringPoints": {"points": 300, "expiresAt": "2026-05-31T23:59:59-04:00"},
            "tierPerks": {"SILVER": ["FREE_SHIPPING_OVER_35", "BIRTHDAY_COUPON"],
                          "GOLD": ["FREE_SHIPPING_ALL_ORDERS", "BIRTHDAY_COUPON", "EARLY_ACCESS_SALES"]},
            "rewardOptions": {"edges": [
                {"node": {"__typename": "Reward", "pointsCost": 500, "value": money("5.00")}},
                {"node": {"__typename": "Reward", "pointsCost": 1000, "value": money("12.00")}},
                {"node": {"__typename": "Reward", "pointsCost": 1500, "value": money("20.00")}}]}}}}),
    pol("policy#loyalty",
        "Points become available 14 days after an order ships, once the return window has passed. "
        "Points expire 12 months after they are earned. You can use one reward per order. "
        "Gold status needs 2,500 points earned in a calendar year.", "2026-01"),
]
CASES.append(case("w03-064-loyalty-points", DOM, S16, Q16,
    "Hi Bea, you have 1,840 points ready to use, plus 310 more from order LN-34420 that unlock on May 14.\n\n"
    "With 1,840 you can already redeem the $20.00 reward, which costs 1,500 points. Heads up: 300 of your points expire on May 31.\n\n"
    "You've earned 2,100 points this year, so you're 400 away from Gold.",
    E16, [S("you have 1,840 points ready to use"), S("plus 310 more from order LN-34420"), S("that unlock on May 14"),
          S("you can already redeem the $20.00 reward"), S("which costs 1,500 points"),
          S("300 of your points expire on May 31"), S("You've earned 2,100 points this year"), S("you're 400 away from Gold")],
    now=NOW16, includes=["1,840", "400"],
    notes="pointsBalance 1840; pending 310 availableOn 2026-05-14; reward 1500 -> 20.00; expiring 300 on May 31; 2500 - 2100 = 400."))
CASES.append(case("w03-065-loyalty-points", DOM, S16, Q16,
    "You're sitting on 1,840 points (enough for the $20.00 reward) and need 400 more earned this year to reach Gold.",
    E16, [S("You're sitting on 1,840 points"), S("enough for the $20.00 reward"),
          S("need 400 more earned this year to reach Gold")],
    now=NOW16, includes=["1,840", "$20.00"],
    notes="Terse restatement of balance, reward cost and Gold gap (2500 - 2100)."))
CASES.append(case("w03-066-loyalty-points-unlisted_perk", DOM, S16, Q16,
    "Hi Bea, you have 1,840 points to use right now, which is enough for the $20.00 reward.\n\n"
    "As a Silver member you also get free shipping on orders over $35 and early access to our sales. You're 400 points from Gold.",
    E16, [S("you have 1,840 points to use right now"), S("enough for the $20.00 reward"),
          S("free shipping on orders over $35"),
          C("early access to our sales", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
          S("You're 400 points from Gold")],
    now=NOW16, errors=["unlisted_perk"], excludes=["early access to our sales"],
    notes="SILVER perks are FREE_SHIPPING_OVER_35 and BIRTHDAY_COUPON; EARLY_ACCESS_SALES is a GOLD perk."))
CASES.append(case("w03-067-loyalty-points-wrong_role", DOM, S16, Q16,
    "Hi Bea, you have 1,840 points, so the $20.00 reward (1,500 points) is yours whenever you want it.\n\n"
    "For Gold you need 2,500 points in a calendar year, which puts you 660 points away. Another 310 points unlock on May 14.",
    E16, [S("you have 1,840 points"), S("the $20.00 reward (1,500 points)"),
          S("For Gold you need 2,500 points in a calendar year"),
          C("which puts you 660 points away", "VALUE_MISMATCH"), S("Another 310 points unlock on May 14")],
    now=NOW16, errors=["wrong_role"], excludes=["660 points away"],
    notes="Gold counts points earned this year (2100), so the gap is 400; 660 uses the spendable balance (1840) in its place."))
REPAIRS.append(case("w03-r16-loyalty-points", DOM, S16, Q16,
    "Hi Bea, you have 1,840 points, enough for the $20.00 reward. Just note that 300 of them expire on May 14, so it's worth using them soon.",
    E16, [S("you have 1,840 points"), S("enough for the $20.00 reward"), C("300 of them expire on May 14", "DATE_MISMATCH")],
    now=NOW16, errors=["other_record_value"], excludes=["expire on May 14"],
    includes=["May 31|5/31|May 31st", "1,840|1840"], repair=True,
    notes="expiringPoints.expiresAt is 2026-05-31; May 14 is when the pending 310 points unlock."))
