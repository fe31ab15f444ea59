# w03 batch 1: online plant nursery (Fernhollow Nursery), scenarios 01-04
from _h import *

DOM = "online plant nursery"
CASES, REPAIRS = [], []

# ---------------------------------------------------------------- s01 fig on a cold-weather hold
S1 = "fig-weather-hold"
Q1 = "Hi, where is my fiddle-leaf fig? I ordered it on Monday and it still says not shipped."
NOW1 = "2026-02-12T10:15:00-06:00"
E1 = [
    rec("viewer.orders#FH-20817", "graphql:CustomerOrders", {"viewer": {
        "__typename": "Customer", "firstName": "Priya", "email": "p.raman@example.net",
        "orders": {"edges": [
            {"cursor": "b3JkZXI6MQ==", "node": {
                "__typename": "Order", "number": "FH-20817",
                "placedAt": "2026-02-09T18:22:41-06:00",
                "displayFulfillmentStatus": "ON_HOLD",
                "fulfillmentHold": {"__typename": "FulfillmentHold", "reason": "WEATHER_COLD_DESTINATION",
                                     "heldAt": "Greenhouse 2, Boone NC",
                                     "releaseCheckAt": "2026-02-16T08:00:00-06:00",
                                     "forecastLowF": 14, "minDestinationLowF": 35},
                "shippingAddress": {"city": "Madison", "provinceCode": "WI", "zip": "53704"},
                "shippingLine": {"title": "Standard Ground", "originalPrice": money("8.95")},
                "lineItems": {"edges": [
                    {"node": {"__typename": "LineItem", "title": "Fiddle-Leaf Fig, 10\" grow pot", "quantity": 1,
                              "originalUnitPrice": money("58.00")}},
                    {"node": {"__typename": "LineItem", "title": "Heat pack (72-hour)", "quantity": 1,
                              "originalUnitPrice": money("0.00")}}]},
                "totalPrice": money("66.95")}},
            {"cursor": "b3JkZXI6Mg==", "node": {
                "__typename": "Order", "number": "FH-19502",
                "placedAt": "2025-11-03T12:05:10-06:00",
                "displayFulfillmentStatus": "FULFILLED",
                "deliveredAt": "2025-11-07T14:10:00-06:00",
                "lineItems": {"edges": [
                    {"node": {"__typename": "LineItem", "title": "Snake Plant 'Laurentii', 6\" pot", "quantity": 1,
                              "originalUnitPrice": money("24.00")}}]},
                "totalPrice": money("32.95")}}]}}}),
    pol("policy#cold-weather-shipping",
        "We ship live plants Monday through Wednesday so they never sit in a warehouse over a weekend. "
        "When the forecast low at the destination is below 35°F during the delivery window, we hold the order "
        "at our greenhouse at no charge. Held orders are re-checked every Monday morning and ship on the first "
        "day the forecast clears. A free 72-hour heat pack is added to any winter shipment going to a destination "
        "below 50°F. Held orders can be cancelled for a full refund at any time before they ship.", "2025-10"),
    psg("kb#heat-packs", "Our heat packs are air-activated and stay warm for about 72 hours.\n"
        "They sit outside the plant sleeve so they never touch the leaves."),
]
CASES.append(case("w03-001-fig-weather-hold", DOM, S1, Q1,
    "Hi Priya, your Fiddle-Leaf Fig from order FH-20817 is being held safely at our greenhouse because of cold weather in Madison.\n\n"
    "We re-check held orders every Monday morning, so the next look is Monday, February 16. It ships the first day the forecast clears.\n\n"
    "The hold doesn't cost you anything, and if you'd rather not wait you can cancel for a full refund any time before it ships.",
    E1, [S("is being held safely at our greenhouse"), S("because of cold weather in Madison"),
         S("We re-check held orders every Monday morning"), S("the next look is Monday, February 16"),
         S("It ships the first day the forecast clears"), S("The hold doesn't cost you anything"),
         S("cancel for a full refund any time before it ships")],
    now=NOW1, includes=["FH-20817", "February 16"],
    notes="displayFulfillmentStatus ON_HOLD with reason WEATHER_COLD_DESTINATION; releaseCheckAt 2026-02-16 (a Monday); policy covers Monday re-check, free hold, cancel before shipping."))
CASES.append(case("w03-002-fig-weather-hold", DOM, S1, Q1,
    "Quick update on order FH-20817:\n\n"
    "- Status: on hold for cold weather at the destination\n"
    "- Next forecast check: Monday 2/16, 8:00 AM Central\n"
    "- Order total: $66.95 ($58.00 for the fig plus $8.95 Standard Ground)\n"
    "- A 72-hour heat pack is included at no charge\n\n"
    "Thanks for your patience, Priya!",
    E1, [S("on hold for cold weather"), S("Monday 2/16, 8:00 AM Central"), S("Order total: $66.95"),
         S("$58.00 for the fig"), S("$8.95 Standard Ground"), S("A 72-hour heat pack is included at no charge"),
         NA("Thanks for your patience")],
    now=NOW1, includes=["$66.95", "2/16"],
    notes="releaseCheckAt 08:00-06:00 = 8 AM Central; totalPrice 66.95 = 58.00 + 8.95; heat pack line at 0.00."))
CASES.append(case("w03-003-fig-weather-hold", DOM, S1, Q1,
    "Your fig (FH-20817) is on a cold-weather hold; the next forecast check is this coming Monday.",
    E1, [S("is on a cold-weather hold"), S("the next forecast check is this coming Monday")],
    now=NOW1, includes=["FH-20817", "Monday"],
    notes="now is Thursday 2026-02-12, so 'this coming Monday' is 2026-02-16 = releaseCheckAt."))
CASES.append(case("w03-004-fig-weather-hold-wrong_state", DOM, S1, Q1,
    "Good news, Priya! Your Fiddle-Leaf Fig from order FH-20817 has shipped and is on its way to Madison.\n\n"
    "Since it's cold up there, we added a 72-hour heat pack to the box at no charge. Your order total was $66.95.",
    E1, [C("has shipped and is on its way to Madison", "RECORD_STATE_MISMATCH"),
         S("we added a 72-hour heat pack to the box at no charge"), S("Your order total was $66.95")],
    now=NOW1, errors=["wrong_state"], excludes=["has shipped and is on its way"],
    notes="displayFulfillmentStatus is ON_HOLD (weather), not shipped; heat pack line and total are right."))
CASES.append(case("w03-005-fig-weather-hold-wrong_policy_condition", DOM, S1, Q1,
    "Hi Priya, your fig (order FH-20817) is on hold at our greenhouse.\n\n"
    "We hold plant shipments whenever the forecast low at the destination drops below 50°F, and we re-check every Monday morning, next on February 16.\n\n"
    "You can cancel for a full refund any time before it ships.",
    E1, [S("is on hold at our greenhouse"),
         C("drops below 50°F", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         S("we re-check every Monday morning"), S("next on February 16"),
         S("cancel for a full refund any time before it ships")],
    now=NOW1, errors=["wrong_policy_condition"], excludes=["drops below 50°F"],
    notes="Policy: hold threshold is below 35°F; 50°F is the heat-pack threshold, so the paraphrase changes the condition."))
REPAIRS.append(case("w03-r01-fig-weather-hold", DOM, S1, Q1,
    "Hi Priya, your Fiddle-Leaf Fig (order FH-20817) is on a cold-weather hold at our greenhouse. "
    "The next forecast check is Monday, February 23, and it ships the first day the forecast clears. The hold is free of charge.",
    E1, [S("is on a cold-weather hold at our greenhouse"), C("Monday, February 23", "DATE_MISMATCH"),
         S("it ships the first day the forecast clears"), S("The hold is free of charge")],
    now=NOW1, errors=["wrong_date"], excludes=["February 23"],
    includes=["February 16|Feb 16|Feb. 16|2/16", "FH-20817"], repair=True,
    notes="fulfillmentHold.releaseCheckAt is 2026-02-16, not Feb 23."))

# ---------------------------------------------------------------- s02 damaged monstera, refund refused
S2 = "monstera-damaged"
Q2 = "My monstera showed up with two snapped stems. Can I just get a refund?"
NOW2 = "2026-03-05T11:00:00-05:00"
E2 = [
    rec("viewer.order#FH-21544", "graphql:OrderWithClaims", {"viewer": {
        "__typename": "Customer", "firstName": "Jordan",
        "order": {"__typename": "Order", "number": "FH-21544", "displayFulfillmentStatus": "FULFILLED",
                  "deliveredAt": "2026-03-03T13:41:00-05:00",
                  "shippingAddress": {"city": "Brooklyn", "provinceCode": "NY"},
                  "lineItems": {"edges": [
                      {"node": {"title": "Monstera deliciosa, 8\" nursery pot", "quantity": 1,
                                "originalUnitPrice": money("46.00"), "sku": "MON-DEL-08"}},
                      {"node": {"title": "Ceramic pot, Speckle glaze 9\"", "quantity": 1,
                                "originalUnitPrice": money("24.00"), "sku": "POT-SPK-09"}}]},
                  "shippingLine": {"title": "Standard Ground", "originalPrice": money("8.95")},
                  "totalPrice": money("78.95"), "displayFinancialStatus": "PAID"},
        "guaranteeClaims": {"edges": [{"node": {
            "__typename": "GuaranteeClaim", "id": "GC-3391", "status": "APPROVED",
            "openedAt": "2026-03-04T09:02:00-05:00", "damageType": "BROKEN_STEMS",
            "coveredLineSku": "MON-DEL-08", "resolution": "REPLACEMENT",
            "replacementOrder": {"__typename": "Order", "number": "FH-21602",
                                 "displayFulfillmentStatus": "UNFULFILLED",
                                 "estimatedShipOn": "2026-03-09",
                                 "lineItems": {"edges": [{"node": {"title": "Monstera deliciosa, 8\" nursery pot",
                                                                    "quantity": 1, "originalUnitPrice": money("0.00")}}]},
                                 "shippingLine": {"title": "Standard Ground", "originalPrice": money("0.00")}}}}]}}}),
    refused("refundCreate#call-1", "refundCreate", "DENY",
            {"orderNumber": "FH-21544", "amount": {"amount": "46.00", "currencyCode": "USD"},
             "reason": "CLAIM_ALREADY_RESOLVED"}),
    pol("policy#arrive-alive",
        "Our 30-day Arrive Alive guarantee covers any plant that arrives damaged or dies within 30 days of delivery. "
        "Send a photo within that window and we will replace the plant or, if the variety is out of stock, refund it. "
        "Each claim gets one remedy: a replacement or a refund, not both. "
        "Replacements ship free of charge with the next Monday-to-Wednesday shipping run. "
        "You don't need to send the original plant back.", "2025-08"),
]
CASES.append(case("w03-006-monstera-damaged", DOM, S2, Q2,
    "Hi Jordan, so sorry your Monstera arrived with snapped stems. Your guarantee claim GC-3391 is approved, and a replacement is set up as order FH-21602.\n\n"
    "It's scheduled to ship on Monday, March 9, and shipping on it is free.\n\n"
    "I wasn't able to issue a refund on top of that, because each claim gets one remedy: a replacement or a refund. No need to send the damaged plant back.",
    E2, [NA("so sorry your Monstera arrived"), S("claim GC-3391 is approved"),
         S("a replacement is set up as order FH-21602"), S("scheduled to ship on Monday, March 9"),
         S("shipping on it is free"), S("I wasn't able to issue a refund"),
         S("each claim gets one remedy"), S("No need to send the damaged plant back")],
    now=NOW2, includes=["GC-3391", "FH-21602"],
    notes="Claim APPROVED with REPLACEMENT FH-21602 estimatedShipOn 2026-03-09 (Monday), shipping 0.00; refundCreate DENY; policy: one remedy, no return."))
CASES.append(case("w03-007-monstera-damaged", DOM, S2, Q2,
    "Dear Jordan,\n\nThank you for the photos. Under our 30-day Arrive Alive guarantee, your claim (GC-3391) has been approved with a free replacement, order FH-21602, which goes out with our next shipping run on March 9.\n\n"
    "A refund could not be added to the claim, since the guarantee covers either a replacement or a refund, not both.\n\n"
    "Warmly,\nThe Fernhollow team",
    E2, [NA("Thank you for the photos"), S("your claim (GC-3391) has been approved"),
         S("free replacement, order FH-21602"), S("next shipping run on March 9"),
         S("A refund could not be added to the claim"), S("either a replacement or a refund, not both"),
         NA("Warmly,")],
    now=NOW2, includes=["FH-21602", "March 9"],
    notes="Same evidence as 006 in letter style; 'could not be added' matches the DENY refused call."))
CASES.append(case("w03-008-monstera-damaged-refused_call_effect", DOM, S2, Q2,
    "Hi Jordan, sorry about the snapped stems! Your claim GC-3391 is approved, and I've refunded the $46.00 for the Monstera to your card.\n\n"
    "Your replacement (order FH-21602) ships Monday, March 9.",
    E2, [NA("sorry about the snapped stems"), S("Your claim GC-3391 is approved"),
         C("I've refunded the $46.00", "NOT_EXECUTED"), S("order FH-21602"), S("ships Monday, March 9")],
    now=NOW2, errors=["refused_call_effect"], excludes=["I've refunded the $46.00"],
    notes="refundCreate for 46.00 was DENIED (CLAIM_ALREADY_RESOLVED); reporting it as done is NOT_EXECUTED."))
CASES.append(case("w03-009-monstera-damaged-unrecorded_extra", DOM, S2, Q2,
    "Hi Jordan, your claim GC-3391 is approved and the replacement, order FH-21602, ships Monday, March 9.\n\n"
    "Our guarantee covers the pot as well, so a new Speckle glaze pot is going in the box too. The replacement ships free of charge.",
    E2, [S("your claim GC-3391 is approved"), S("order FH-21602, ships Monday, March 9"),
         CI("Our guarantee covers the pot as well", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "NLI_CONTRADICTION"),
         CI("a new Speckle glaze pot is going in the box too", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"),
         S("The replacement ships free of charge")],
    now=NOW2, errors=["wrong_policy_condition", "unrecorded_extra"],
    excludes=["covers the pot as well", "Speckle glaze pot is going in the box"],
    notes="Policy covers plants only; the replacement order FH-21602 lists only the Monstera, no pot."))
REPAIRS.append(case("w03-r02-monstera-damaged", DOM, S2, Q2,
    "Hi Jordan, your claim GC-3391 is approved and a replacement Monstera is set up as order FH-21602, shipping Monday, March 9. "
    "I've also refunded the $46.00 you paid for the original plant.",
    E2, [S("your claim GC-3391 is approved"), S("set up as order FH-21602"), S("shipping Monday, March 9"),
         C("I've also refunded the $46.00", "NOT_EXECUTED")],
    now=NOW2, errors=["refused_call_effect"], excludes=["I've also refunded"],
    includes=["could not|couldn't|unable|not able|wasn't able|one remedy|not both|escalated", "FH-21602"], repair=True,
    notes="refundCreate was DENIED; the claim is resolved by replacement only."))

# ---------------------------------------------------------------- s03 plant-of-the-month skip
S3 = "potm-skip"
Q3 = "Can you skip my April plant? I'm traveling all month."
NOW3 = "2026-03-18T20:15:00-07:00"
E3 = [
    rec("viewer.subscription#88410", "graphql:SubscriptionDetail", {"viewer": {
        "__typename": "Customer", "firstName": "Elena",
        "subscriptionContract": {
            "__typename": "SubscriptionContract", "id": "gid://fernhollow/SubscriptionContract/88410",
            "planHandle": "PLANT_OF_THE_MONTH_MEDIUM", "status": "ACTIVE",
            "billingPolicy": {"interval": "P1M", "anchorDay": 1},
            "price": money("39.00"),
            "deliveryAddress": {"city": "Tucson", "provinceCode": "AZ"},
            "skipsUsedThisYear": 1, "skipsAllowedPerYear": 3,
            "lastCharge": {"amount": money("42.12"), "tax": money("3.12"), "chargedAt": "2026-03-01T06:00:04-07:00"},
            "upcomingCharge": {"amount": money("39.00"), "chargeAt": "2026-05-01T06:00:00-07:00", "forCycle": "2026-05"},
            "cycles": {"edges": [
                {"node": {"__typename": "SubscriptionCycle", "cycle": "2026-03", "status": "DELIVERED"}},
                {"node": {"__typename": "SubscriptionCycle", "cycle": "2026-04", "status": "SKIPPED",
                          "skippedAt": "2026-03-18T20:12:00-07:00"}},
                {"node": {"__typename": "SubscriptionCycle", "cycle": "2026-05", "status": "SCHEDULED",
                          "expectedShipOn": "2026-05-05"}}]}}}}),
    pol("policy#potm-skips",
        "Members can skip any month from their account page, as long as they do it before billing on the 1st. "
        "Skipped months aren't charged. You can skip up to three months per calendar year; after that, pause the plan instead. "
        "Pausing keeps your member price for up to 90 days.", "2026-01"),
]
CASES.append(case("w03-010-potm-skip", DOM, S3, Q3,
    "Done, Elena! Your April box is skipped, so you won't be charged for it.\n\n"
    "Your next box is the May one, and the $39.00 charge for it runs on May 1. You have two skips left for this year.",
    E3, [S("Your April box is skipped"), S("you won't be charged for it"), S("Your next box is the May one"),
         S("the $39.00 charge for it runs on May 1"), S("You have two skips left for this year")],
    now=NOW3, includes=["$39.00", "May 1"],
    notes="cycle 2026-04 SKIPPED; upcomingCharge 39.00 at 2026-05-01; skipsAllowedPerYear 3 - skipsUsedThisYear 1 = 2."))
CASES.append(case("w03-011-potm-skip", DOM, S3, Q3,
    "Hi Elena, April has been skipped on your Plant of the Month plan, and no charge will be made for it. "
    "The next billing, thirty-nine dollars, is scheduled for the first of May. Two of your three skips for 2026 remain.",
    E3, [S("April has been skipped"), S("no charge will be made for it"), S("thirty-nine dollars"),
         S("scheduled for the first of May"), S("Two of your three skips for 2026 remain")],
    now=NOW3, includes=["thirty-nine dollars", "first of May"],
    notes="Same facts in words and passive voice; skips 3 allowed, 1 used."))
CASES.append(case("w03-012-potm-skip-other_record_value", DOM, S3, Q3,
    "Hi Elena, April is skipped and there's no charge for it.\n\n"
    "Your next charge of $42.12 lands on May 1 for the May plant. You can skip up to three months a year.",
    E3, [S("April is skipped"), S("there's no charge for it"), C("Your next charge of $42.12", "AMOUNT_MISMATCH"),
         S("lands on May 1"), S("You can skip up to three months a year")],
    now=NOW3, errors=["other_record_value"], excludes=["$42.12"],
    notes="42.12 is lastCharge (March, incl. tax); upcomingCharge.amount is 39.00."))
CASES.append(case("w03-013-potm-skip-wrong_policy_condition", DOM, S3, Q3,
    "Hi Elena, your April box is skipped and won't be charged.\n\n"
    "You can skip as many months as you like, and pausing keeps your member price for up to 90 days. You still have three skips left this year.",
    E3, [S("your April box is skipped"), S("won't be charged"),
         C("skip as many months as you like", "NLI_CONTRADICTION"),
         S("pausing keeps your member price for up to 90 days"),
         C("You still have three skips left this year", "VALUE_MISMATCH")],
    now=NOW3, errors=["wrong_policy_condition", "wrong_quantity"],
    excludes=["as many months as you like", "three skips left"],
    notes="Policy caps skips at three per calendar year; record: 1 used of 3, so two remain."))
REPAIRS.append(case("w03-r03-potm-skip", DOM, S3, Q3,
    "Hi Elena, your April box is skipped and you won't be charged for it. Your next charge is $39.00 on April 1 for the May box.",
    E3, [S("your April box is skipped"), S("you won't be charged for it"), S("Your next charge is $39.00"),
         C("on April 1 for the May box", "DATE_MISMATCH")],
    now=NOW3, errors=["wrong_date"], excludes=["on April 1"],
    includes=["May 1|May 1st|5/1|first of May", "$39.00|39.00"], repair=True,
    notes="upcomingCharge.chargeAt is 2026-05-01 since April is skipped."))

# ---------------------------------------------------------------- s04 order total with promo code
S4 = "order-total-promo"
Q4 = "I ordered two pothos and a bird of paradise. Why wasn't WELCOME10 applied, and what did I actually pay?"
NOW4 = "2026-04-07T15:40:00-04:00"
E4 = [
    rec("viewer.order#FH-22090", "graphql:OrderDetail", {"viewer": {
        "__typename": "Customer", "firstName": "Marcus", "numberOfOrders": 3,
        "order": {
            "__typename": "Order", "number": "FH-22090", "placedAt": "2026-04-06T09:14:00-04:00",
            "displayFinancialStatus": "PAID", "displayFulfillmentStatus": "UNFULFILLED",
            "lineItems": {"edges": [
                {"node": {"title": "Pothos 'Marble Queen', 4\" pot", "quantity": 2, "originalUnitPrice": money("14.00")}},
                {"node": {"title": "Bird of Paradise, 10\" pot", "quantity": 1, "originalUnitPrice": money("64.00")}}]},
            "subtotalPrice": money("92.00"),
            "discountApplications": {"edges": [{"node": {
                "__typename": "DiscountCodeApplication", "code": "SPRING15",
                "value": {"__typename": "PricingPercentageValue", "percentage": 15.0},
                "allocatedAmount": money("13.80")}}]},
            "rejectedDiscountCodes": [{"code": "WELCOME10", "reason": "FIRST_ORDER_ONLY"}],
            "shippingLine": {"title": "Free Standard (orders $75+)", "originalPrice": money("0.00")},
            "totalTax": money("4.69"),
            "totalPrice": money("82.89")},
        "previousOrder": {"__typename": "Order", "number": "FH-20113", "placedAt": "2026-01-19T17:30:00-05:00",
                          "totalPrice": money("41.30")}}}),
    pol("policy#promos-shipping",
        "Free standard shipping applies to orders whose subtotal after discounts is $75 or more. "
        "Only one promo code can be used per order; codes can't be stacked. "
        "WELCOME10 is for a customer's first order only. "
        "Promo codes can't be added to an order after it has been placed.", "2026-03"),
]
CASES.append(case("w03-014-order-total-promo", DOM, S4, Q4,
    "Hi Marcus! Your SPRING15 code took $13.80 off the $92.00 subtotal on order FH-22090.\n\n"
    "WELCOME10 couldn't be added because it's only for a first order, and codes can't be stacked anyway.\n\n"
    "Shipping was free, since your subtotal after the discount was still over $75. With $4.69 tax, you paid $82.89.",
    E4, [S("took $13.80 off"), S("the $92.00 subtotal"), S("WELCOME10 couldn't be added because it's only for a first order"),
         S("codes can't be stacked anyway"), S("Shipping was free"), S("subtotal after the discount was still over $75"),
         S("With $4.69 tax"), S("you paid $82.89")],
    now=NOW4, includes=["$82.89", "$13.80"],
    notes="allocatedAmount 13.80 on subtotal 92.00; 92.00-13.80=78.20 >= 75; rejected code reason FIRST_ORDER_ONLY; totalTax 4.69; totalPrice 82.89."))
CASES.append(case("w03-015-order-total-promo", DOM, S4, Q4,
    "Here's the breakdown for FH-22090:\n"
    "- 2 x Pothos 'Marble Queen' at $14.00 each: $28.00\n"
    "- Bird of Paradise: $64.00\n"
    "- SPRING15 (15% off): -$13.80\n"
    "- Shipping: free\n"
    "- Tax: $4.69\n"
    "- Total charged: $82.89\n\n"
    "WELCOME10 only works on a first order, so it was declined.",
    E4, [S("$14.00 each: $28.00"), S("Bird of Paradise: $64.00"), S("SPRING15 (15% off): -$13.80"),
         S("Shipping: free"), S("Tax: $4.69"), S("Total charged: $82.89"),
         S("WELCOME10 only works on a first order"), S("so it was declined")],
    now=NOW4, includes=["$82.89", "$28.00"],
    notes="2 x 14.00 = 28.00; percentage 15.0 allocated 13.80; shipping 0.00; totals as recorded."))
CASES.append(case("w03-016-order-total-promo-wrong_arithmetic", DOM, S4, Q4,
    "Hi Marcus, on FH-22090 your plants came to $78.00 before the SPRING15 discount, which took 15% off.\n\n"
    "WELCOME10 is for first orders only, so it couldn't be used. Shipping was free, and you paid $82.89 in total.",
    E4, [C("came to $78.00 before the SPRING15 discount", "AMOUNT_MISMATCH"), S("which took 15% off"),
         S("WELCOME10 is for first orders only"), S("so it couldn't be used"), S("Shipping was free"),
         S("you paid $82.89 in total")],
    now=NOW4, errors=["wrong_arithmetic"], excludes=["$78.00"],
    notes="Subtotal is 92.00 (two pothos at 14.00 plus 64.00); 78.00 counts only one pothos."))
CASES.append(case("w03-017-order-total-promo-wrong_policy_condition", DOM, S4, Q4,
    "Hi Marcus, WELCOME10 was declined on FH-22090 because it's for first orders only.\n\n"
    "Going forward, you can combine two codes on one order as long as the subtotal is over $75. This time your total came to $82.89.",
    E4, [S("WELCOME10 was declined on FH-22090"), S("because it's for first orders only"),
         C("you can combine two codes on one order", "NLI_CONTRADICTION"), S("your total came to $82.89")],
    now=NOW4, errors=["wrong_policy_condition"], excludes=["combine two codes on one order"],
    notes="Policy: one promo code per order, codes can't be stacked; $75 is the free-shipping threshold."))
REPAIRS.append(case("w03-r04-order-total-promo", DOM, S4, Q4,
    "Hi Marcus, SPRING15 took $13.80 off your $92.00 subtotal on FH-22090, and shipping was free. With tax included, you paid $78.20.",
    E4, [S("SPRING15 took $13.80 off"), S("your $92.00 subtotal"), S("shipping was free"),
         C("you paid $78.20", "AMOUNT_MISMATCH")],
    now=NOW4, errors=["wrong_amount"], excludes=["you paid $78.20"],
    includes=["$82.89|82.89", "$13.80|13.80"], repair=True,
    notes="78.20 is the discounted subtotal before tax; totalPrice is 82.89."))
