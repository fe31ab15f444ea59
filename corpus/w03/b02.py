# w03 batch 2: meal-kit subscription (Sprigly Kitchen), scenarios 05-08
from _h import *

DOM = "meal-kit subscription"
CASES, REPAIRS = [], []

# ---------------------------------------------------------------- s05 skip after cutoff
S5 = "mealkit-skip-cutoff"
Q5 = "Please skip next week's box (the 14th). We'll be out of town."
NOW5 = "2026-05-08T09:30:00-07:00"
E5 = [
    rec("viewer.deliveries#sub_30917", "graphql:UpcomingDeliveries", {"viewer": {
        "__typename": "Member", "firstName": "Sam", "timezone": "America/Los_Angeles",
        "subscription": {"__typename": "MealPlan", "id": "sub_30917", "status": "ACTIVE",
                         "planName": "2 people, 3 recipes a week", "pricePerServing": money("10.99")},
        "upcomingDeliveries": {"edges": [
            {"node": {"__typename": "Delivery", "id": "dlv_5521", "deliveryDate": "2026-05-14",
                      "state": "LOCKED", "editCutoffAt": "2026-05-07T06:59:00Z",
                      "charge": {"status": "CAPTURED", "amount": money("76.93"), "capturedAt": "2026-05-07T07:05:00Z"}}},
            {"node": {"__typename": "Delivery", "id": "dlv_5598", "deliveryDate": "2026-05-21",
                      "state": "OPEN", "editCutoffAt": "2026-05-14T06:59:00Z",
                      "charge": {"status": "PENDING", "amount": money("76.93"), "capturedAt": None}}}]},
        "accountCredit": money("0.00")}}),
    refused("skipDelivery#call-1", "skipDelivery", "DENY",
            {"deliveryId": "dlv_5521", "reason": "EDIT_CUTOFF_PASSED"}),
    pol("policy#skips-and-cutoffs",
        "You can skip as many weeks in a row as you like, and skipped weeks are never charged. "
        "Skips and menu changes stay open until 11:59 PM Pacific on the Wednesday of the week before a delivery. "
        "After that cutoff the box is locked and your card is charged, so it can no longer be skipped.", "2026-02"),
]
CASES.append(case("w03-018-mealkit-skip-cutoff", "meal-kit subscription", S5, Q5,
    "Hi Sam, I'm sorry, but I couldn't skip the May 14 box: it locked at the cutoff on Wednesday night, and the $76.93 charge for it has already gone through.\n\n"
    "The May 21 box can still be skipped until 11:59 PM Pacific on Wednesday, May 13. Skipped weeks are never charged.",
    E5, [S("I couldn't skip the May 14 box"), S("it locked at the cutoff on Wednesday night"),
         S("the $76.93 charge for it has already gone through"), S("The May 21 box can still be skipped"),
         S("until 11:59 PM Pacific on Wednesday, May 13"), S("Skipped weeks are never charged")],
    now=NOW5, includes=["May 21", "11:59 PM"],
    notes="dlv_5521 LOCKED, charge CAPTURED 76.93, skipDelivery DENY; dlv_5598 OPEN with editCutoffAt 2026-05-14T06:59Z = Wed May 13 11:59 PM PDT."))
CASES.append(case("w03-019-mealkit-skip-cutoff", DOM, S5, Q5,
    "Next Thursday's box is already locked and charged, so it can't be skipped anymore; the one after it can be skipped until 11:59 PM PT this coming Wednesday.",
    E5, [S("is already locked and charged"), S("so it can't be skipped anymore"),
         S("can be skipped until 11:59 PM PT this coming Wednesday")],
    now=NOW5, includes=["11:59 PM PT"],
    notes="now is Friday May 8: next Thursday = May 14 (LOCKED, CAPTURED); this coming Wednesday = May 13 = cutoff of dlv_5598 in PDT."))
CASES.append(case("w03-020-mealkit-skip-cutoff-refused_call_effect", DOM, S5, Q5,
    "Hi Sam, all set! I've skipped your May 14 box, so you won't be charged for it.\n\nEnjoy your trip!",
    E5, [C("I've skipped your May 14 box", "NOT_EXECUTED", "RECORD_STATE_MISMATCH"),
         C("so you won't be charged for it", "RECORD_STATE_MISMATCH", "NOT_EXECUTED", "AMOUNT_MISMATCH"),
         NA("Enjoy your trip!")],
    now=NOW5, errors=["refused_call_effect", "wrong_state"],
    excludes=["I've skipped your May 14 box", "you won't be charged for it"],
    notes="skipDelivery on dlv_5521 was DENIED (cutoff passed); the 76.93 charge is CAPTURED."))
CASES.append(case("w03-021-mealkit-skip-cutoff-unit_conversion", DOM, S5, Q5,
    "Hi Sam, the May 14 box is locked and already charged, so I wasn't able to skip it.\n\n"
    "The May 21 box is still open, and you can skip it until 6:59 AM on Thursday, May 14. Skipped weeks aren't charged.",
    E5, [S("the May 14 box is locked and already charged"), S("so I wasn't able to skip it"),
         S("The May 21 box is still open"), C("until 6:59 AM on Thursday, May 14", "DATE_MISMATCH", "VALUE_MISMATCH"),
         S("Skipped weeks aren't charged")],
    now=NOW5, errors=["unit_conversion"], excludes=["6:59 AM"],
    notes="editCutoffAt 2026-05-14T06:59:00Z is UTC; in the member's Pacific zone it is 11:59 PM Wednesday May 13."))
REPAIRS.append(case("w03-r05-mealkit-skip-cutoff", DOM, S5, Q5,
    "Hi Sam, your May 14 box locked at the Wednesday cutoff and was already charged, so it couldn't be skipped. "
    "The May 21 box is still open, and you have until 11:59 PM Pacific on Thursday, May 14 to skip it.",
    E5, [S("your May 14 box locked at the Wednesday cutoff"), S("was already charged"), S("so it couldn't be skipped"),
         S("The May 21 box is still open"), C("on Thursday, May 14 to skip it", "DATE_MISMATCH")],
    now=NOW5, errors=["wrong_date"], excludes=["Thursday, May 14 to skip"],
    includes=["May 13|5/13", "May 21"], repair=True,
    notes="dlv_5598 editCutoffAt 2026-05-14T06:59Z is Wed May 13 at 11:59 PM PDT."))

# ---------------------------------------------------------------- s06 missing ingredient credit
S6 = "missing-ingredient-credit"
Q6 = "Yesterday's box didn't have the salmon for the miso salmon recipe. What can you do?"
NOW6 = "2026-06-05T10:00:00-04:00"
E6 = [
    rec("viewer.issues#ISS-60218", "graphql:BoxIssues", {"viewer": {
        "__typename": "Member", "firstName": "Aisha", "subscriptionStatus": "ACTIVE",
        "issueReports": {"edges": [
            {"node": {"__typename": "IssueReport", "id": "ISS-60218", "boxId": "BX-774120",
                      "deliveredOn": "2026-06-04", "type": "MISSING_ITEM",
                      "item": "Salmon fillets (2)", "recipe": "Miso-Glazed Salmon",
                      "status": "RESOLVED", "resolution": "ACCOUNT_CREDIT",
                      "credit": {"amount": money("21.98"), "issuedAt": "2026-06-04T19:20:00-04:00",
                                 "expiresAt": "2026-09-02T19:20:00-04:00", "state": "AVAILABLE"}}},
            {"node": {"__typename": "IssueReport", "id": "ISS-58841", "boxId": "BX-760332",
                      "deliveredOn": "2026-03-12", "type": "DAMAGED_ITEM",
                      "item": "Crème fraîche (1)", "recipe": "Herbed Chicken Paillard",
                      "status": "RESOLVED", "resolution": "ACCOUNT_CREDIT",
                      "credit": {"amount": money("6.50"), "issuedAt": "2026-03-12T21:02:00-04:00",
                                 "expiresAt": "2026-06-10T21:02:00-04:00", "state": "USED"}}}]},
        "nextDelivery": {"__typename": "Delivery", "deliveryDate": "2026-06-11", "state": "OPEN",
                         "subtotal": money("65.94"), "shipping": money("10.99"), "total": money("76.93"),
                         "applyAvailableCredit": True}}}),
    pol("policy#box-issues",
        "Report anything missing or damaged within 7 days of delivery. We credit the full value of the affected recipe to your account, "
        "and credits come off your next box automatically. Credits expire 90 days after they are issued. "
        "A refund to your original card is possible only if your subscription has been cancelled. "
        "For food-safety reasons, meat and fish can't be re-shipped on their own.", "2025-12"),
]
CASES.append(case("w03-022-missing-ingredient-credit", DOM, S6, Q6,
    "Hi Aisha, sorry the salmon was missing! We've added a $21.98 credit to your account for the Miso-Glazed Salmon recipe (report ISS-60218).\n\n"
    "It comes off your next box on June 11 automatically, so that charge should drop from $76.93 to $54.95. The credit is good until September 2.",
    E6, [NA("sorry the salmon was missing"), S("We've added a $21.98 credit"), S("report ISS-60218"),
         S("comes off your next box on June 11 automatically"), S("from $76.93 to $54.95"),
         S("The credit is good until September 2")],
    now=NOW6, includes=["$21.98", "$54.95"],
    notes="ISS-60218 credit 21.98 AVAILABLE, expiresAt 2026-09-02; next delivery 2026-06-11 total 76.93 with credit applied: 76.93-21.98=54.95."))
CASES.append(case("w03-023-missing-ingredient-credit", DOM, S6, Q6,
    "Dear Aisha,\n\nThank you for letting us know. A credit of $21.98, the full value of the Miso-Glazed Salmon recipe, has been placed on your account and will be applied to your June 11 delivery. "
    "Credits expire 90 days after they are issued.\n\nBest,\nThe Sprigly Kitchen team",
    E6, [NA("Thank you for letting us know"), S("A credit of $21.98"), S("the full value of the Miso-Glazed Salmon recipe"),
         S("will be applied to your June 11 delivery"), S("Credits expire 90 days after they are issued"), NA("Best,")],
    now=NOW6, includes=["$21.98", "June 11"],
    notes="Letter style; policy: full recipe value, applied to next box, 90-day expiry."))
CASES.append(case("w03-024-missing-ingredient-credit", DOM, S6, Q6,
    "You've got a $21.98 credit for the missing salmon, and it comes off your next box automatically.",
    E6, [S("You've got a $21.98 credit for the missing salmon"), S("it comes off your next box automatically")],
    now=NOW6, includes=["$21.98"],
    notes="Terse; credit.state AVAILABLE and nextDelivery.applyAvailableCredit true."))
CASES.append(case("w03-025-missing-ingredient-credit-other_record_value", DOM, S6, Q6,
    "Hi Aisha, so sorry about the missing salmon! We've credited $6.50 to your account for it, and it'll come off your June 11 box automatically.\n\n"
    "Credits stay good for 90 days.",
    E6, [NA("so sorry about the missing salmon"), C("We've credited $6.50", "AMOUNT_MISMATCH"),
         S("it'll come off your June 11 box automatically"), S("Credits stay good for 90 days")],
    now=NOW6, errors=["other_record_value"], excludes=["$6.50"],
    notes="6.50 is the older ISS-58841 crème fraîche credit (already USED); the salmon credit is 21.98."))
CASES.append(case("w03-026-missing-ingredient-credit-invented_promise", DOM, S6, Q6,
    "Hi Aisha, we've added a $21.98 credit for the missing salmon, and it'll come off your June 11 box.\n\n"
    "We're also re-shipping the salmon fillets on their own so you can still make the recipe this week. If you'd prefer, we can refund the credit to your card instead.",
    E6, [S("we've added a $21.98 credit"), S("it'll come off your June 11 box"),
         C("re-shipping the salmon fillets on their own", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
         C("we can refund the credit to your card instead", "NLI_CONTRADICTION")],
    now=NOW6, errors=["invented_promise", "condition_unmet"],
    excludes=["re-shipping the salmon fillets", "refund the credit to your card"],
    notes="Policy: fish can't be re-shipped on its own; card refunds only if the subscription is cancelled, and it is ACTIVE."))
REPAIRS.append(case("w03-r06-missing-ingredient-credit", DOM, S6, Q6,
    "Hi Aisha, a $21.98 credit for the missing salmon is on your account and comes off your June 11 box, so that charge will be $43.96 instead of the usual $76.93.",
    E6, [S("a $21.98 credit for the missing salmon"), S("comes off your June 11 box"),
         C("that charge will be $43.96", "AMOUNT_MISMATCH"), S("the usual $76.93")],
    now=NOW6, errors=["wrong_arithmetic"], excludes=["$43.96"],
    includes=["$54.95|54.95", "$21.98|21.98"], repair=True,
    notes="76.93 - 21.98 = 54.95; 43.96 subtracts the credit from the subtotal and drops shipping."))

# ---------------------------------------------------------------- s07 plan change to 4 recipes
S7 = "mealkit-plan-change"
Q7 = "I just switched to 4 recipes a week. What will that cost and when does it start?"
NOW7 = "2026-07-03T14:00:00-04:00"
E7 = [
    rec("viewer.plan#sub_41288", "graphql:PlanChange", {"viewer": {
        "__typename": "Member", "firstName": "Kenji",
        "subscription": {
            "__typename": "MealPlan", "id": "sub_41288", "status": "ACTIVE",
            "currentPlan": {"servings": 2, "recipesPerWeek": 3, "pricePerServing": money("10.99"),
                            "weeklySubtotal": money("65.94"), "shipping": money("10.99"), "perks": []},
            "pendingChange": {"__typename": "PlanChange", "status": "SCHEDULED",
                              "effectiveDeliveryDate": "2026-07-16",
                              "newPlan": {"servings": 2, "recipesPerWeek": 4, "pricePerServing": money("9.99"),
                                          "weeklySubtotal": money("79.92"), "shipping": money("0.00"),
                                          "perks": ["FREE_SHIPPING", "EARLY_MENU_ACCESS"]}},
            "quotes": {"edges": [
                {"node": {"__typename": "PlanQuote", "id": "qt_9902", "createdAt": "2026-06-02T11:15:00-04:00",
                          "state": "EXPIRED", "recipesPerWeek": 4, "pricePerServing": money("10.49"),
                          "weeklySubtotal": money("83.92")}},
                {"node": {"__typename": "PlanQuote", "id": "qt_10377", "createdAt": "2026-07-03T13:48:00-04:00",
                          "state": "ACCEPTED", "recipesPerWeek": 4, "pricePerServing": money("9.99"),
                          "weeklySubtotal": money("79.92")}}]},
            "upcomingDeliveries": {"edges": [
                {"node": {"deliveryDate": "2026-07-09", "state": "LOCKED", "recipesPerWeek": 3}},
                {"node": {"deliveryDate": "2026-07-16", "state": "OPEN", "recipesPerWeek": 4}}]}}}}),
    pol("policy#plan-changes",
        "Per-serving prices drop as you add recipes to your week. A plan change takes effect with the first box that hasn't passed its edit cutoff. "
        "Plans with four or more recipes a week ship free. Price quotes are valid for 14 days; after that, current pricing applies.", "2026-05"),
]
CASES.append(case("w03-027-mealkit-plan-change", DOM, S7, Q7,
    "Great choice, Kenji! Your switch to 4 recipes a week starts with the July 16 box.\n\n"
    "You'll pay $9.99 per serving, so $79.92 a week, and shipping is free on the new plan. "
    "That's only $2.99 more than the $76.93 you pay now with shipping.",
    E7, [S("starts with the July 16 box"), S("You'll pay $9.99 per serving"), S("so $79.92 a week"),
         S("shipping is free on the new plan"), S("That's only $2.99 more"), S("the $76.93 you pay now with shipping")],
    now=NOW7, includes=["July 16", "$79.92"],
    notes="pendingChange effective 2026-07-16, 9.99/serving, 79.92 subtotal, shipping 0.00; current 65.94+10.99=76.93; 79.92-76.93=2.99."))
CASES.append(case("w03-028-mealkit-plan-change", DOM, S7, Q7,
    "Hi Kenji, the 4-recipe plan kicks in on Thursday, July 16; the July 9 box stays at 3 recipes.\n\n"
    "Eight servings at $9.99 each comes to $79.92 weekly, with free shipping.",
    E7, [S("kicks in on Thursday, July 16"), S("the July 9 box stays at 3 recipes"),
         S("Eight servings at $9.99 each"), S("comes to $79.92 weekly"), S("with free shipping")],
    now=NOW7, includes=["July 16", "$9.99"],
    notes="July 9 delivery LOCKED at 3 recipes; 2 servings x 4 recipes = 8 x 9.99 = 79.92; newPlan perks include FREE_SHIPPING."))
CASES.append(case("w03-029-mealkit-plan-change-stale_value", DOM, S7, Q7,
    "Hi Kenji, your 4-recipe plan starts with the July 16 box.\n\n"
    "The new price is $10.49 per serving, and shipping is free on plans with four or more recipes.",
    E7, [S("starts with the July 16 box"), C("$10.49 per serving", "AMOUNT_MISMATCH"),
         S("shipping is free on plans with four or more recipes")],
    now=NOW7, errors=["stale_value"], excludes=["$10.49"],
    notes="10.49 is from quote qt_9902, state EXPIRED; the accepted quote and pendingChange say 9.99."))
CASES.append(case("w03-030-mealkit-plan-change-unlisted_perk", DOM, S7, Q7,
    "Hi Kenji, your new plan starts with next week's box, at $9.99 per serving.\n\n"
    "Four-recipe plans ship free, and yours also comes with a free dessert every week.",
    E7, [C("starts with next week's box", "DATE_MISMATCH"), S("at $9.99 per serving"), S("Four-recipe plans ship free"),
         CI("comes with a free dessert every week", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH", "NO_POLICY_EVIDENCE")],
    now=NOW7, errors=["wrong_date", "unlisted_perk"], excludes=["next week's box", "free dessert every week"],
    notes="now is Fri Jul 3: next week's box is Jul 9 (LOCKED, 3 recipes); change is effective Jul 16. newPlan.perks lists FREE_SHIPPING and EARLY_MENU_ACCESS only."))
REPAIRS.append(case("w03-r07-mealkit-plan-change", DOM, S7, Q7,
    "Hi Kenji, your 4-recipe plan starts with the July 16 box at $9.99 per serving, or $79.92 a week. Shipping stays at $10.99 per box.",
    E7, [S("starts with the July 16 box"), S("at $9.99 per serving"), S("or $79.92 a week"),
         C("Shipping stays at $10.99 per box", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    now=NOW7, errors=["wrong_amount"], excludes=["Shipping stays at $10.99"],
    includes=["free|$0.00|no charge", "$79.92|79.92"], repair=True,
    notes="newPlan.shipping is 0.00 (FREE_SHIPPING perk); 10.99 is the current 3-recipe plan's shipping."))

# ---------------------------------------------------------------- s08 box left on the porch
S8 = "box-on-porch"
Q8 = "The box sat on my porch all day while I was at work. Is everything still okay to eat?"
NOW8 = "2026-08-13T20:15:00-07:00"
E8 = [
    rec("viewer.delivery#BX-801177", "graphql:DeliveryTracking", {"viewer": {
        "__typename": "Member", "firstName": "Rosa",
        "delivery": {"__typename": "Delivery", "boxId": "BX-801177", "deliveryDate": "2026-08-13",
                     "carrier": "ONTRAC", "trackingNumber": "D10012849337", "state": "DELIVERED",
                     "deliveredAt": "2026-08-13T18:42:00Z",
                     "scheduledWindow": {"start": "2026-08-13T15:00:00Z", "end": "2026-08-14T03:00:00Z"},
                     "address": {"city": "Sacramento", "provinceCode": "CA", "timezone": "America/Los_Angeles"},
                     "packaging": {"__typename": "ColdChainPackaging", "liner": "DENIM_INSULATION",
                                   "icePacks": 3, "rating": "PT36H", "season": "SUMMER"}}}}),
    psg("kb#cold-chain",
        "Every box is packed with an insulated liner and ice packs rated to keep ingredients at safe temperatures for up to 36 hours from delivery.\n"
        "In summer we add a third ice pack.\n"
        "Meat and fish that still feel cold to the touch (below 40°F) are safe to refrigerate."),
    pol("policy#warm-delivery",
        "If anything arrives warm or spoiled, send us a photo within 48 hours of delivery. "
        "We'll credit the affected recipes to your account. Please don't eat anything that arrived warm.", "2025-06"),
]
CASES.append(case("w03-031-box-on-porch", DOM, S8, Q8,
    "Hi Rosa, your box was dropped off at 11:42 AM, so it's been outside about eight and a half hours.\n\n"
    "The liner and ice packs are built to keep things cold for up to 36 hours from delivery, so you're well within that window. "
    "As a quick check, meat and fish that still feel cold to the touch (under 40°F) are fine to refrigerate.\n\n"
    "If anything feels warm, send us a photo within 48 hours of delivery and we'll credit it.",
    E8, [S("your box was dropped off at 11:42 AM"), S("it's been outside about eight and a half hours"),
         S("keep things cold for up to 36 hours from delivery"), S("meat and fish that still feel cold to the touch"),
         S("send us a photo within 48 hours of delivery"), S("we'll credit it")],
    now=NOW8, includes=["11:42 AM", "36 hours"],
    notes="deliveredAt 18:42Z = 11:42 AM PDT; now 8:15 PM, about 8.5 h; packaging.rating PT36H and KB; policy 48 h photo window."))
CASES.append(case("w03-032-box-on-porch", DOM, S8, Q8,
    "Your box landed at 11:42 AM today with three ice packs, which keep it cold for up to 36 hours, so it should be fine.",
    E8, [S("Your box landed at 11:42 AM today"), S("with three ice packs"), S("keep it cold for up to 36 hours")],
    now=NOW8, includes=["11:42 AM", "36 hours"],
    notes="icePacks 3; rating PT36H; delivered 2026-08-13 (today)."))
CASES.append(case("w03-033-box-on-porch-unit_conversion", DOM, S8, Q8,
    "Hi Rosa, your box was delivered at 6:42 PM this evening.\n\n"
    "The insulated liner and ice packs keep ingredients cold for up to 36 hours from delivery, so it should be fine. "
    "If anything feels warm, send a photo within 48 hours and we'll credit those recipes.",
    E8, [C("delivered at 6:42 PM this evening", "DATE_MISMATCH", "VALUE_MISMATCH"),
         S("keep ingredients cold for up to 36 hours from delivery"), S("send a photo within 48 hours"),
         S("we'll credit those recipes")],
    now=NOW8, errors=["unit_conversion"], excludes=["6:42 PM"],
    notes="deliveredAt 18:42Z is UTC; in Sacramento (PDT) it is 11:42 AM."))
CASES.append(case("w03-034-box-on-porch-wrong_period", DOM, S8, Q8,
    "Hi Rosa, your box arrived at 11:42 AM with two ice packs inside.\n\n"
    "Those keep things cold for up to 48 hours from delivery, so you're in good shape. Anything that still feels cold to the touch is safe to refrigerate.",
    E8, [S("your box arrived at 11:42 AM"), C("with two ice packs inside", "VALUE_MISMATCH"),
         C("cold for up to 48 hours from delivery", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
         S("Anything that still feels cold to the touch is safe to refrigerate")],
    now=NOW8, errors=["wrong_quantity", "wrong_period"], excludes=["two ice packs", "up to 48 hours"],
    notes="packaging.icePacks is 3; rating PT36H and the KB say 36 hours (48 h is the photo window)."))
REPAIRS.append(case("w03-r08-box-on-porch", DOM, S8, Q8,
    "Hi Rosa, your box arrived at 11:42 AM with three ice packs, which keep it cold for up to 24 hours, so you're fine.",
    E8, [S("your box arrived at 11:42 AM"), S("with three ice packs"),
         C("cold for up to 24 hours", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    now=NOW8, errors=["wrong_period"], excludes=["up to 24 hours"],
    includes=["36 hours|36-hour", "11:42 AM|11:42"], repair=True,
    notes="packaging.rating PT36H; KB says up to 36 hours."))
