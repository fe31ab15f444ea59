# w03 batch 5: speciality coffee subscription (Ridgeline Roasters), scenarios 17-20
from _h import *

DOM = "speciality coffee subscription"
CASES, REPAIRS = [], []

# ---------------------------------------------------------------- s17 next shipment after frequency change
S17 = "coffee-next-shipment"
Q17 = "I changed my delivery to every 3 weeks. When does my next coffee ship and when will I be charged?"
NOW17 = "2026-01-14T10:00:00-07:00"
E17 = [
    rec("viewer.subscription#RR-SUB-5012", "graphql:CoffeeSubscription", {"viewer": {
        "__typename": "Subscriber", "firstName": "Luis",
        "subscription": {
            "__typename": "CoffeeSubscription", "id": "RR-SUB-5012", "status": "ACTIVE",
            "product": {"title": "Ridgeline House Blend", "bagSize": "12 oz", "grind": "WHOLE_BEAN"},
            "quantity": 2, "unitPrice": money("17.50"),
            "deliveryInterval": "P3W",
            "intervalHistory": {"edges": [{"node": {"interval": "P2W", "replacedAt": "2026-01-09T18:03:00-07:00"}}]},
            "nextOrder": {"__typename": "ScheduledOrder", "roastDate": "2026-01-19", "shipDate": "2026-01-20",
                          "chargeAt": "2026-01-18T09:00:00-07:00", "total": money("35.00"), "shipping": money("0.00")},
            "lastOrder": {"__typename": "Order", "name": "RR-87741", "shippedAt": "2025-12-30T15:10:00-07:00",
                          "total": money("35.00")}}}}),
    pol("policy#roasting-schedule",
        "Subscription orders ship free. We roast on Mondays and Thursdays and ship the day after roasting, so your coffee is never more than a day off the roaster when it leaves us. "
        "Your card is charged the day before your roast date. A change of delivery frequency applies from the next order that hasn't been charged yet.", "2025-10"),
]
CASES.append(case("w03-068-coffee-next-shipment", DOM, S17, Q17,
    "Hi Luis, your switch to every three weeks is in place.\n\n"
    "Your next two bags of House Blend get roasted on Monday, January 19 and ship the next day, January 20. "
    "Your card will be charged $35.00 on Sunday, January 18, and shipping is free.",
    E17, [S("your switch to every three weeks is in place"), S("Your next two bags of House Blend"),
          S("roasted on Monday, January 19"), S("ship the next day, January 20"),
          S("charged $35.00 on Sunday, January 18"), S("shipping is free")],
    now=NOW17, includes=["January 19", "$35.00"],
    notes="deliveryInterval P3W; quantity 2; nextOrder roastDate 2026-01-19, shipDate 2026-01-20, chargeAt 2026-01-18, total 35.00, shipping 0.00."))
CASES.append(case("w03-069-coffee-next-shipment", DOM, S17, Q17,
    "Next roast is this coming Monday with shipping on Tuesday, and after that your coffee comes every 3 weeks.",
    E17, [S("Next roast is this coming Monday"), S("with shipping on Tuesday"), S("after that your coffee comes every 3 weeks")],
    now=NOW17, includes=["Monday", "every 3 weeks"],
    notes="now is Wed Jan 14: this coming Monday = Jan 19 (roastDate), Tuesday = Jan 20 (shipDate); interval P3W."))
CASES.append(case("w03-070-coffee-next-shipment-wrong_arithmetic", DOM, S17, Q17,
    "Hi Luis, you're now on a three-week schedule.\n\n"
    "Your two bags of House Blend will be roasted on January 19 and shipped on January 20. The charge of $17.50 goes through on January 18.",
    E17, [S("you're now on a three-week schedule"), S("roasted on January 19"), S("shipped on January 20"),
          C("The charge of $17.50", "AMOUNT_MISMATCH"), S("goes through on January 18")],
    now=NOW17, errors=["wrong_arithmetic"], excludes=["$17.50"],
    notes="17.50 is the per-bag unitPrice; with quantity 2 the nextOrder total is 35.00."))
CASES.append(case("w03-071-coffee-next-shipment-stale_value", DOM, S17, Q17,
    "Hi Luis, subscription RR-SUB-5102 is all set: your next bags roast on January 19 and ship January 20.\n\n"
    "After that, they'll keep arriving every two weeks.",
    E17, [C("subscription RR-SUB-5102", "IDENTIFIER_MISMATCH"), S("your next bags roast on January 19"),
          S("ship January 20"), C("keep arriving every two weeks", "VALUE_MISMATCH")],
    now=NOW17, errors=["wrong_id", "stale_value"], excludes=["RR-SUB-5102", "every two weeks"],
    notes="The subscription id is RR-SUB-5012; P2W was replaced on 2026-01-09 by P3W."))
REPAIRS.append(case("w03-r17-coffee-next-shipment", DOM, S17, Q17,
    "Hi Luis, your next two bags roast on January 19 and ship January 20, and the $35.00 charge lands on January 20 as well.",
    E17, [S("your next two bags roast on January 19"), S("ship January 20"),
          C("the $35.00 charge lands on January 20", "DATE_MISMATCH")],
    now=NOW17, errors=["wrong_date"], excludes=["charge lands on January 20"],
    includes=["January 18|Jan 18|Jan. 18|1/18|Sunday", "$35.00|35.00"], repair=True,
    notes="nextOrder.chargeAt is 2026-01-18 (the day before the roast)."))

# ---------------------------------------------------------------- s18 failed payment
S18 = "coffee-payment-failed"
Q18 = "I got an email that my payment failed. Can you just switch it to my Mastercard?"
NOW18 = "2026-02-03T14:00:00-05:00"
E18 = [
    rec("viewer.billing#RR-SUB-6630", "graphql:SubscriptionBilling", {"viewer": {
        "__typename": "Subscriber", "firstName": "Hannah",
        "subscription": {
            "__typename": "CoffeeSubscription", "id": "RR-SUB-6630", "status": "PAST_DUE",
            "paymentMethods": {"edges": [
                {"node": {"__typename": "CardPaymentMethod", "brand": "VISA", "last4": "4417", "expiry": "2025-12", "isDefault": True}},
                {"node": {"__typename": "CardPaymentMethod", "brand": "MASTERCARD", "last4": "8830", "expiry": "2028-07", "isDefault": False}}]},
            "failedCharge": {"amount": money("21.00"), "attemptedAt": "2026-02-02T09:00:00-05:00", "declineCode": "EXPIRED_CARD"},
            "dunning": {"nextRetryAt": "2026-02-05T09:00:00-05:00", "retriesRemaining": 2},
            "pendingOrder": {"product": "Single Origin Rotation, 12 oz", "total": money("21.00"), "state": "AWAITING_PAYMENT"}}}}),
    refused("subscriptionPaymentMethodUpdate#call-1", "subscriptionPaymentMethodUpdate", "DENY",
            {"subscriptionId": "RR-SUB-6630", "paymentMethodLast4": "8830", "reason": "REQUIRES_CUSTOMER_AUTH"}),
    pol("policy#failed-payments",
        "If a payment fails, we retry it automatically up to three times, three days apart. "
        "Your order ships as soon as a payment succeeds. "
        "For your security, only you can change the card on your subscription, from your account page. "
        "If the final retry fails, the subscription is paused, not cancelled.", "2025-12"),
]
CASES.append(case("w03-072-coffee-payment-failed", DOM, S18, Q18,
    "Hi Hannah, the February 2 charge of $21.00 didn't go through because the Visa ending 4417 has expired.\n\n"
    "I couldn't switch your subscription to the Mastercard ending 8830 from here, since card changes have to be made by you on your account page. "
    "Once you do, the next automatic retry on Thursday, February 5 at 9:00 AM will pick it up, and your coffee ships as soon as the payment succeeds.",
    E18, [S("the February 2 charge of $21.00 didn't go through"), S("because the Visa ending 4417 has expired"),
          S("I couldn't switch your subscription to the Mastercard ending 8830"),
          S("card changes have to be made by you on your account page"),
          S("the next automatic retry on Thursday, February 5 at 9:00 AM"),
          S("your coffee ships as soon as the payment succeeds")],
    now=NOW18, includes=["8830", "February 5"],
    notes="failedCharge 21.00 on Feb 2, EXPIRED_CARD, Visa 4417 expiry 2025-12; update call DENY REQUIRES_CUSTOMER_AUTH; nextRetryAt Feb 5 9 AM ET."))
CASES.append(case("w03-073-coffee-payment-failed", DOM, S18, Q18,
    "Your Visa ending 4417 expired, so the $21.00 payment was declined; switch to the Mastercard in your account before Thursday's retry and the order ships once it clears.",
    E18, [S("Your Visa ending 4417 expired"), S("so the $21.00 payment was declined"),
          S("before Thursday's retry"), S("the order ships once it clears")],
    now=NOW18, includes=["4417", "$21.00"],
    notes="now Tue Feb 3: Thursday = Feb 5 = nextRetryAt."))
CASES.append(case("w03-074-coffee-payment-failed-refused_call_effect", DOM, S18, Q18,
    "Hi Hannah, no problem! I've switched your subscription to the Mastercard ending 8830.\n\n"
    "The $21.00 payment failed because your Visa had expired, and we'll retry it on Thursday, February 5.",
    E18, [C("I've switched your subscription to the Mastercard ending 8830", "NOT_EXECUTED"),
          S("The $21.00 payment failed because your Visa had expired"), S("we'll retry it on Thursday, February 5")],
    now=NOW18, errors=["refused_call_effect"], excludes=["I've switched your subscription"],
    notes="subscriptionPaymentMethodUpdate was DENIED (REQUIRES_CUSTOMER_AUTH)."))
CASES.append(case("w03-075-coffee-payment-failed-wrong_id", DOM, S18, Q18,
    "Hi Hannah, the $21.00 charge on February 2 was declined because the card on file had expired. You can switch to your Mastercard ending 4417 from your account page.\n\n"
    "We'll retry on February 5, and if the final retry fails, your subscription will be cancelled.",
    E18, [S("the $21.00 charge on February 2 was declined"), S("because the card on file had expired"),
          C("your Mastercard ending 4417", "IDENTIFIER_MISMATCH"), S("We'll retry on February 5"),
          C("your subscription will be cancelled", "NLI_CONTRADICTION")],
    now=NOW18, errors=["wrong_id", "wrong_policy_condition"],
    excludes=["Mastercard ending 4417", "will be cancelled"],
    notes="The Mastercard ends in 8830 (4417 is the expired Visa); policy: after the final retry the subscription is paused, not cancelled."))
REPAIRS.append(case("w03-r18-coffee-payment-failed", DOM, S18, Q18,
    "Hi Hannah, the $21.00 payment didn't go through because your Visa ending 4417 expired. "
    "I couldn't change the card for you, but if you switch to the Mastercard in your account, the next retry on February 6 will use it.",
    E18, [S("the $21.00 payment didn't go through"), S("your Visa ending 4417 expired"),
          S("I couldn't change the card for you"), C("the next retry on February 6", "DATE_MISMATCH")],
    now=NOW18, errors=["wrong_date"], excludes=["February 6"],
    includes=["February 5|Feb 5|Feb. 5|2/5|Thursday", "4417"], repair=True,
    notes="dunning.nextRetryAt is 2026-02-05."))

# ---------------------------------------------------------------- s19 grind change after roasting started
S19 = "coffee-grind-change"
Q19 = "I just got an espresso machine. Can my next bag be ground for espresso instead of French press?"
NOW19 = "2026-03-09T12:00:00-04:00"
E19 = [
    rec("viewer.subscription#RR-SUB-7204", "graphql:CoffeeSubscription", {"viewer": {
        "__typename": "Subscriber", "firstName": "Imani",
        "subscription": {
            "__typename": "CoffeeSubscription", "id": "RR-SUB-7204", "status": "ACTIVE",
            "product": {"title": "Ethiopia Guji, washed", "bagSize": "12 oz"},
            "grind": "ESPRESSO", "grindUpdatedAt": "2026-03-09T11:52:00-04:00",
            "deliveryInterval": "P3W",
            "orders": {"edges": [
                {"node": {"__typename": "ScheduledOrder", "name": "RR-88213", "state": "ROASTING",
                          "grind": "FRENCH_PRESS", "roastDate": "2026-03-09", "shipDate": "2026-03-10"}},
                {"node": {"__typename": "ScheduledOrder", "name": None, "state": "SCHEDULED",
                          "grind": "ESPRESSO", "roastDate": "2026-03-30", "shipDate": "2026-03-31"}}]}}}}),
    pol("policy#subscription-changes",
        "Grind, coffee and frequency changes apply to every order that hasn't started roasting. "
        "Changes made after an order starts roasting apply from the following order. "
        "Ground coffee can't be exchanged once it has shipped.", "2025-10"),
    psg("kb#grind-guide",
        "Espresso grind is very fine, close to powdered sugar, and suits espresso machines.\n"
        "French press needs a coarse grind; fine grinds slip through and clog the mesh filter."),
]
CASES.append(case("w03-076-coffee-grind-change", DOM, S19, Q19,
    "Congrats on the new machine, Imani! Your grind is now set to espresso.\n\n"
    "The bag shipping tomorrow (order RR-88213) was already on the roaster, so it will still be ground for French press. "
    "The espresso grind starts with your following order, which ships March 31.",
    E19, [NA("Congrats on the new machine"), S("Your grind is now set to espresso"),
          S("The bag shipping tomorrow (order RR-88213) was already on the roaster"),
          S("so it will still be ground for French press"), S("The espresso grind starts with your following order"),
          S("which ships March 31")],
    now=NOW19, includes=["RR-88213", "March 31"],
    notes="grind ESPRESSO updated today; RR-88213 ROASTING with FRENCH_PRESS, shipDate Mar 10 (tomorrow); next order ESPRESSO, shipDate 2026-03-31."))
CASES.append(case("w03-077-coffee-grind-change", DOM, S19, Q19,
    "Hi Imani,\n\n"
    "- Grind setting: espresso, saved\n"
    "- RR-88213 (ships 3/10): French press, since roasting had already started\n"
    "- Next order (ships 3/31): espresso\n\n"
    "Changes made once an order is roasting apply from the one after it.",
    E19, [S("Grind setting: espresso, saved"), S("RR-88213 (ships 3/10): French press"),
          S("since roasting had already started"), S("Next order (ships 3/31): espresso"),
          S("Changes made once an order is roasting apply from the one after it")],
    now=NOW19, includes=["3/31", "RR-88213"],
    notes="Bullets of the same facts; policy sentence two."))
CASES.append(case("w03-078-coffee-grind-change-wrong_value", DOM, S19, Q19,
    "Hi Imani, done! Your grind is now espresso, and that includes order RR-88213, which ships tomorrow, March 10.\n\n"
    "Every order after that will be espresso too.",
    E19, [S("Your grind is now espresso"), C("that includes order RR-88213", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
          S("which ships tomorrow, March 10"), S("Every order after that will be espresso too")],
    now=NOW19, errors=["wrong_value"], excludes=["that includes order RR-88213"],
    notes="RR-88213 is ROASTING with grind FRENCH_PRESS; the change applies from the Mar 31 order."))
CASES.append(case("w03-079-coffee-grind-change-invented_fact", DOM, S19, Q19,
    "Hi Imani, your grind is set to espresso starting with the order that ships March 31; RR-88213 was already roasting, so it stays French press.\n\n"
    "If you still have the French press, espresso grind works great in it too. We'll also tuck a free sample of our decaf into your next bag to celebrate the new machine.",
    E19, [S("your grind is set to espresso starting with the order that ships March 31"),
          S("RR-88213 was already roasting, so it stays French press"),
          C("espresso grind works great in it too", "NLI_CONTRADICTION"),
          I("tuck a free sample of our decaf into your next bag", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
    now=NOW19, errors=["invented_fact", "unrecorded_extra"],
    excludes=["espresso grind works great in it", "free sample of our decaf"],
    notes="KB: fine grinds clog a French press filter; no record or policy holds a decaf sample."))
REPAIRS.append(case("w03-r19-coffee-grind-change", DOM, S19, Q19,
    "Hi Imani, your grind is now espresso. Order RR-88213 was already roasting, so it ships tomorrow as French press, and espresso starts with your March 24 order.",
    E19, [S("your grind is now espresso"), S("Order RR-88213 was already roasting"), S("it ships tomorrow as French press"),
          C("espresso starts with your March 24 order", "DATE_MISMATCH")],
    now=NOW19, errors=["wrong_date"], excludes=["March 24"],
    includes=["March 31|Mar 31|3/31|March 30|Mar 30|3/30", "RR-88213"], repair=True,
    notes="The next ESPRESSO order roasts 2026-03-30 and ships 2026-03-31; March 24 is nowhere in the record."))

# ---------------------------------------------------------------- s20 cancel prepaid gift subscription
S20 = "coffee-gift-cancel"
Q20 = "I'm moving abroad. Please cancel my coffee subscription and refund the rest."
NOW20 = "2026-04-01T09:30:00-04:00"
E20 = [
    rec("viewer.subscription#RR-GIFT-1188", "graphql:GiftSubscription", {"viewer": {
        "__typename": "Subscriber", "firstName": "Ruth", "lastName": "Okafor",
        "subscription": {
            "__typename": "PrepaidGiftSubscription", "id": "RR-GIFT-1188", "status": "ACTIVE",
            "purchaser": {"__typename": "Customer", "displayName": "Dana Whitfield", "email": "d.whitfield@example.org"},
            "recipient": {"__typename": "Subscriber", "displayName": "Ruth Okafor"},
            "termShipments": 6, "shipmentsSent": 3, "shipmentsRemaining": 3,
            "prepaidAmount": money("114.00"), "valuePerShipment": money("19.00"),
            "nextShipDate": "2026-04-07"}}}),
    refused("subscriptionCancel#call-1", "subscriptionCancel", "ESCALATE",
            {"subscriptionId": "RR-GIFT-1188", "reason": "PREPAID_TERM_REFUND_REVIEW"}),
    pol("policy#gift-subscriptions",
        "Prepaid gift subscriptions can be cancelled at any time. "
        "Cancellations of prepaid plans are reviewed by our billing team within 2 business days. "
        "Unsent shipments are refunded to the person who bought the gift, not to the recipient.", "2025-11"),
]
CASES.append(case("w03-080-coffee-gift-cancel", DOM, S20, Q20,
    "Hi Ruth, exciting move! I've passed your cancellation to our billing team, since prepaid gift plans get a quick review, and they'll be in touch within 2 business days.\n\n"
    "You've received 3 of your 6 shipments, so 3 remain, worth $57.00. Any refund for those goes to the person who bought the gift, Dana Whitfield, rather than to you.\n\n"
    "Your next shipment is currently scheduled for April 7.",
    E20, [NA("exciting move"), S("I've passed your cancellation to our billing team"),
          S("they'll be in touch within 2 business days"), S("You've received 3 of your 6 shipments"),
          S("so 3 remain, worth $57.00"), S("Any refund for those goes to the person who bought the gift, Dana Whitfield"),
          S("Your next shipment is currently scheduled for April 7")],
    now=NOW20, includes=["$57.00", "Dana Whitfield"],
    notes="subscriptionCancel ESCALATED; 6-shipment term, 3 sent, 3 x 19.00 = 57.00; purchaser Dana Whitfield; policy refunds go to purchaser; nextShipDate 2026-04-07."))
CASES.append(case("w03-081-coffee-gift-cancel", DOM, S20, Q20,
    "Dear Ruth,\n\nYour request to cancel gift subscription RR-GIFT-1188 has been sent to our billing team for review; prepaid plans are reviewed within two business days. "
    "Three shipments remain on the plan. Because this was a gift, any refund for them will go to Dana Whitfield, who purchased it.\n\n"
    "Safe travels,\nRidgeline Roasters",
    E20, [S("has been sent to our billing team for review"), S("prepaid plans are reviewed within two business days"),
          S("Three shipments remain on the plan"), S("any refund for them will go to Dana Whitfield"), NA("Safe travels")],
    now=NOW20, includes=["RR-GIFT-1188", "Dana Whitfield"],
    notes="Letter style; escalated cancel reported as under review."))
CASES.append(case("w03-082-coffee-gift-cancel-refused_call_effect", DOM, S20, Q20,
    "Hi Ruth, good luck with the move! I've cancelled your subscription, so nothing more will ship.\n\n"
    "You had 3 shipments left, and the remaining $57.00 will be refunded to your card.",
    E20, [NA("good luck with the move"), C("I've cancelled your subscription", "NOT_EXECUTED"),
          C("so nothing more will ship", "NOT_EXECUTED", "RECORD_STATE_MISMATCH"),
          S("You had 3 shipments left"),
          C("the remaining $57.00 will be refunded to your card", "NLI_CONTRADICTION")],
    now=NOW20, errors=["refused_call_effect", "wrong_state", "wrong_policy_condition"],
    excludes=["I've cancelled your subscription", "nothing more will ship", "refunded to your card"],
    notes="subscriptionCancel was ESCALATED, status still ACTIVE with a shipment on Apr 7; policy refunds unsent shipments to the purchaser, not the recipient."))
CASES.append(case("w03-083-coffee-gift-cancel-wrong_name", DOM, S20, Q20,
    "Hi Ruth, your cancellation is with our billing team for review, and you'll hear back within 2 business days.\n\n"
    "You have 2 shipments left on the plan, and any refund for them goes to Dana Whitman, who bought the gift.",
    E20, [S("your cancellation is with our billing team for review"), S("you'll hear back within 2 business days"),
          C("You have 2 shipments left", "VALUE_MISMATCH"), C("goes to Dana Whitman", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH")],
    now=NOW20, errors=["wrong_quantity", "wrong_name"], excludes=["2 shipments left", "Dana Whitman"],
    notes="shipmentsRemaining is 3; the purchaser is Dana Whitfield."))
REPAIRS.append(case("w03-r20-coffee-gift-cancel", DOM, S20, Q20,
    "Hi Ruth, your cancellation of RR-GIFT-1188 is with our billing team for review. "
    "Three shipments remain, and the refund for them, $114.00, will go to Dana Whitfield, who bought the gift.",
    E20, [S("your cancellation of RR-GIFT-1188 is with our billing team for review"), S("Three shipments remain"),
          C("$114.00", "AMOUNT_MISMATCH"), S("will go to Dana Whitfield")],
    now=NOW20, errors=["wrong_amount"], excludes=["$114.00"],
    includes=["$57.00|57.00|$57", "Dana Whitfield"], repair=True,
    notes="114.00 is the whole prepaid amount; the 3 unsent shipments are worth 3 x 19.00 = 57.00."))
