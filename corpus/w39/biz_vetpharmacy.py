"""Veterinary pharmacy scenarios (Kalinga Vet Pharmacy, invented)."""
from w39lib import *

D = "veterinary pharmacy"

# ---------------------------------------------------------------- vp-refill-ready
sc = "vp-refill-ready"
q = "Hi, is Bantay's carprofen refill ready yet? How much do I pay and how long will you keep it?"
now = "2026-03-09T14:00:00+08:00"
ev = [
    rec("rxorders.get#40917", "tool:pharmacy.v1.RxOrders.GetRxOrder", {
        "name": "locations/qc-katipunan/rxOrders/40917",
        "customer": "customers/88120",
        "patient": {"displayName": "Bantay", "species": "SPECIES_DOG", "weightKg": 24.5},
        "lineItems": [{"product": "products/carprofen-75mg-chew", "displayName": "Carprofen 75 mg chewable tablets",
                       "quantity": "60", "listPrice": money(1520), "memberDiscount": money(140),
                       "price": money(1380)}],
        "state": "READY_FOR_PICKUP",
        "readyTime": "2026-03-09T03:15:00.000000000Z",
        "pickupHoldUntil": date(2026, 3, 16),
        "payment": {"state": "PAY_AT_PICKUP", "amountDue": money(1380)},
        "prescription": {"name": "prescriptions/RX-66104", "prescriber": "Dr. Celeste Ramos",
                          "refillsRemaining": "2", "expireDate": date(2026, 8, 31)}}),
    rec("rxorders.list#88120", "tool:pharmacy.v1.RxOrders.ListRxOrders", {
        "rxOrders": [{"name": "locations/qc-katipunan/rxOrders/40522", "patient": {"displayName": "Mingming", "species": "SPECIES_CAT"},
                      "lineItems": [{"displayName": "Gabapentin 50 mg capsules", "quantity": "30", "price": money(640)}],
                      "state": "CANCELLED", "cancelReason": "CUSTOMER_REQUEST"}],
        "nextPageToken": ""}),
    pol("pickup-policy#hold", "Pickup requires the pet owner's name and the order number. A representative may collect "
        "an order if they bring a signed authorization note from the owner. Ready orders are held at the counter for 7 days. "
        "After that the medicine goes back to stock and the order is cancelled, but you can re-request it at no charge. "
        "Controlled medicines also require a valid government ID.", "2025-11"),
    psg("kb-branches#katipunan", "Katipunan branch: Monday to Saturday, 9:00 AM to 7:00 PM.\nClosed on Sundays and public holidays."),
]
add(D, sc, q,
    "Hi Andrea! Bantay's Carprofen 75 mg (60 chewable tablets) is ready for pickup at our Katipunan branch. "
    "The total is ₱1,380.00 after your member discount. We'll hold it at the counter until March 16; after that it goes "
    "back to stock, but you can re-request it free of charge. You still have 2 refills left on this prescription.",
    ev, [S("is ready for pickup at our Katipunan branch"), S("The total is ₱1,380.00"), S("after your member discount"),
         S("hold it at the counter until March 16"), S("goes back to stock"), S("you can re-request it free of charge"),
         S("You still have 2 refills left")],
    includes=["₱1,380.00", "March 16"], now=now,
    notes="state READY_FOR_PICKUP, price 1380 (list 1520 less 140 discount), pickupHoldUntil 2026-03-16, refillsRemaining 2; re-request at no charge is in the pickup policy.")
add(D, sc, q,
    "Good news, it's ready! Order 40917:\n- Carprofen 75 mg chewables x60 for Bantay\n- Ready since 11:15 AM today\n"
    "- ₱1,380.00 to pay at pickup\n- Held until 3/16/2026\n"
    "Please bring your name and order number; if someone else collects, they'll need a signed note from you.",
    ev, [S("it's ready"), S("Carprofen 75 mg chewables x60"), S("Ready since 11:15 AM today"), S("₱1,380.00 to pay at pickup"),
         S("Held until 3/16/2026"), S("bring your name and order number"), S("they'll need a signed note from you")],
    includes=["11:15 AM", "3/16/2026"], now=now,
    notes="readyTime 03:15Z is 11:15 AM Manila on 3/9 (now); payment.state PAY_AT_PICKUP; collection rules are in the pickup policy.")
add(D, sc, q,
    "Dear Ms. Villanueva,\n\nThank you for your patience. Your refill (order no. 40917) was prepared this morning and is now "
    "waiting at the Katipunan counter. Please collect it by Monday, March 16. The amount due is one thousand three hundred "
    "eighty pesos. Our Katipunan branch is open Monday to Saturday, 9:00 AM to 7:00 PM.\n\nWarm regards,\nKalinga Vet Pharmacy",
    ev, [N("Thank you for your patience."), S("was prepared this morning"), S("is now waiting at the Katipunan counter"),
         S("collect it by Monday, March 16"), S("one thousand three hundred eighty pesos"), S("open Monday to Saturday, 9:00 AM to 7:00 PM")],
    includes=["March 16"], now=now,
    notes="readyTime is 11:15 AM on 3/9 (this morning); hold until 2026-03-16, a Monday; amountDue 1380; hours from the branch passage.")
add(D, sc, q,
    "Hi Andrea! Bantay's Carprofen 75 mg (60 chewable tablets) is ready for pickup at our Katipunan branch. "
    "The total is ₱1,520.00 after your member discount. We'll hold it at the counter until March 16; after that it goes "
    "back to stock, but you can re-request it free of charge. You still have 2 refills left on this prescription.",
    ev, [S("is ready for pickup at our Katipunan branch"), C("The total is ₱1,520.00 after your member discount", "AMOUNT_MISMATCH"),
         S("hold it at the counter until March 16"), S("you can re-request it free of charge"), S("You still have 2 refills left")],
    errors=["wrong_amount"], excludes=["₱1,520.00"], now=now,
    notes="1520 is listPrice before the discount; price and amountDue are 1380.")
add(D, sc, q,
    "Hi Andrea, Bantay's carprofen is ready at Katipunan and comes to ₱1,380.00. We keep ready orders for 14 days, so "
    "there's no rush. You have 3 refills left before you'll need a new prescription from Dr. Ramos.",
    ev, [S("Bantay's carprofen is ready at Katipunan"), S("comes to ₱1,380.00"),
         C("We keep ready orders for 14 days", "NLI_CONTRADICTION", "DATE_MISMATCH", "VALUE_MISMATCH"),
         C("You have 3 refills left", "VALUE_MISMATCH")],
    errors=["wrong_period", "wrong_quantity"], excludes=["for 14 days", "3 refills left"], now=now,
    notes="Policy holds ready orders 7 days (record: until 3/16); prescription.refillsRemaining is 2.")
add(D, sc, q,
    "Hi Andrea! Bantay's Carprofen is ready for pickup at our Katipunan branch. It's ₱1,380.00, payable at the counter, "
    "and we'll hold it for you until March 23.",
    ev, [S("is ready for pickup at our Katipunan branch"), S("It's ₱1,380.00"), S("payable at the counter"),
         C("we'll hold it for you until March 23", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["March 23"], includes=["March 16|3/16", "1,380"], now=now, repair=True,
    notes="pickupHoldUntil is 2026-03-16 (7-day hold).")

# ---------------------------------------------------------------- vp-insulin-delivery
sc = "vp-insulin-delivery"
q = "When will Kulot's insulin arrive today? Do I have to pay for delivery?"
now = "2026-03-12T08:15:00+08:00"
ev = [
    rec("orders.get#77213", "tool:pharmacy.v1.Orders.GetOrder", {
        "name": "locations/makati-1/orders/77213",
        "patient": {"displayName": "Kulot", "species": "SPECIES_CAT"},
        "lineItems": [
            {"displayName": "Glargivet 40 IU/mL insulin, 10 mL vial", "quantity": "2", "unitPrice": money(2150), "storage": "REFRIGERATED"},
            {"displayName": "U-40 insulin syringes, box of 100", "quantity": "1", "unitPrice": money(495, 500000000), "storage": "AMBIENT"}],
        "deliveryFee": money(0), "deliveryFeeWaived": True, "waiverReason": "ORDER_TOTAL_OVER_THRESHOLD",
        "state": "SHIPPED",
        "shipment": {"carrier": "Lakbay Cold Express", "trackingNumber": "LCX-5590-2281", "state": "OUT_FOR_DELIVERY",
                     "estimatedDeliveryWindow": {"startTime": "2026-03-12T09:00:00.000000000Z", "endTime": "2026-03-12T12:00:00.000000000Z"},
                     "coldChain": {"packaging": "INSULATED_BOX_WITH_GEL_PACKS", "maxTransitDuration": "14400s"}}}),
    rec("orders.get#76980", "tool:pharmacy.v1.Orders.GetOrder", {
        "name": "locations/makati-1/orders/76980",
        "lineItems": [{"displayName": "Lactulose syrup 120 mL", "quantity": "1", "unitPrice": money(385)}],
        "deliveryFee": money(150), "deliveryFeeWaived": False,
        "state": "DELIVERED", "deliverTime": "2026-03-02T07:41:19.204000000Z"}),
    pol("delivery-policy#metro", "Refrigerated items such as insulin travel in an insulated box with gel packs and should go "
        "into the fridge (2-8 °C) as soon as they arrive. Free same-day delivery within Metro Manila applies to orders of "
        "₱3,000 or more; below that the delivery fee is ₱150. Someone aged 18 or over must receive refrigerated parcels, and "
        "the rider will not leave them with a guard, a neighbour or in a mailbox. If nobody is home, the parcel returns to the "
        "branch the same day and a second attempt costs ₱150.", "v4"),
]
add(D, sc, q,
    "Hi Ramon! Kulot's insulin order (77213) is out for delivery with Lakbay Cold Express, and the rider should reach you "
    "between 5:00 and 8:00 PM today. It's packed in an insulated box with gel packs, so please put the vials in the fridge "
    "(2–8 °C) as soon as they arrive. Since your order came to ₱4,795.50, delivery is free.",
    ev, [S("is out for delivery with Lakbay Cold Express"), S("between 5:00 and 8:00 PM today"), S("packed in an insulated box with gel packs"),
         S("put the vials in the fridge"), S("your order came to ₱4,795.50"), S("delivery is free")],
    includes=["5:00", "₱4,795.50"], now=now,
    notes="Window 09:00Z-12:00Z is 5-8 PM Manila on 3/12; 2 x 2150 + 495.50 = 4795.50; deliveryFee 0 waived (policy threshold ₱3,000).")
add(D, sc, q,
    "Here's where things stand:\n• Tracking no. LCX-5590-2281 (Lakbay Cold Express)\n• Status: out for delivery\n"
    "• Expected: this evening, 5–8 PM\n• Delivery fee: ₱0, waived since orders of ₱3,000 and up ship free\n"
    "An adult (18+) needs to receive it, since the rider can't leave refrigerated parcels with the guard.",
    ev, [S("Tracking no. LCX-5590-2281"), S("Status: out for delivery"), S("this evening, 5–8 PM"), S("Delivery fee: ₱0"),
         S("orders of ₱3,000 and up ship free"), S("An adult (18+) needs to receive it"), S("can't leave refrigerated parcels with the guard")],
    includes=["LCX-5590-2281", "5–8 PM"], now=now,
    notes="shipment.trackingNumber, shipment.state OUT_FOR_DELIVERY, window in Manila time, deliveryFee 0; receiving rules from the delivery policy.")
add(D, sc, q,
    "It's on the way now, arriving 5–8 PM today; please make sure an adult is home to receive it and refrigerate the insulin right away.",
    ev, [S("It's on the way now"), S("arriving 5–8 PM today"), S("make sure an adult is home to receive it"), S("refrigerate the insulin right away")],
    includes=["5–8 PM"], now=now, notes="OUT_FOR_DELIVERY; window 09:00Z-12:00Z = 5-8 PM Manila; policy: adult must receive, refrigerate on arrival.")
add(D, sc, q,
    "Hi Ramon! Kulot's insulin order (77213) is out for delivery with Lakbay Cold Express, and the rider should reach you "
    "between 9:00 AM and 12:00 noon today. It's packed in an insulated box with gel packs, so please put the vials in the fridge "
    "(2–8 °C) as soon as they arrive. Since your order came to ₱4,795.50, delivery is free.",
    ev, [S("is out for delivery with Lakbay Cold Express"), C("between 9:00 AM and 12:00 noon today", "DATE_MISMATCH", "VALUE_MISMATCH"),
         S("packed in an insulated box with gel packs"), S("your order came to ₱4,795.50"), S("delivery is free")],
    errors=["unit_conversion"], excludes=["9:00 AM and 12:00 noon"], now=now,
    notes="The window 09:00Z-12:00Z was read as local time; in Asia/Manila it is 5:00-8:00 PM.")
add(D, sc, q,
    "Hi Ramon, order 76980 is out for delivery now and should arrive between 5:00 and 8:00 PM today. If you're not home, "
    "the rider can leave the box with your building guard so the insulin isn't delayed. Delivery is free this time because "
    "your order is over ₱3,000.",
    ev, [C("order 76980 is out for delivery now", "IDENTIFIER_MISMATCH", "RECORD_STATE_MISMATCH"), S("between 5:00 and 8:00 PM today"),
         C("the rider can leave the box with your building guard", "NLI_CONTRADICTION"), S("Delivery is free this time"),
         S("your order is over ₱3,000")],
    errors=["wrong_id", "wrong_policy_condition"], excludes=["order 76980", "leave the box with your building guard"], now=now,
    notes="The insulin order is 77213 (76980 is an older, delivered order); policy says riders never leave refrigerated parcels with a guard.")
add(D, sc, q,
    "Hi Ramon! Order 77213 is out for delivery and should arrive between 5:00 and 8:00 PM today. The delivery fee of "
    "₱150.00 will be collected by the rider.",
    ev, [S("Order 77213 is out for delivery"), S("between 5:00 and 8:00 PM today"),
         C("The delivery fee of ₱150.00 will be collected by the rider", "AMOUNT_MISMATCH")],
    errors=["other_record_value"], excludes=["₱150.00"], includes=["free|waived|₱0|no delivery fee|no charge", "5:00|5 PM"], now=now, repair=True,
    notes="Order 77213 has deliveryFee 0 (waived, over threshold); ₱150 was the fee on the older order 76980.")

# ---------------------------------------------------------------- vp-rx-authorization
sc = "vp-rx-authorization"
q = "Chico ran out of his itch tablets. Can you release a few today while you wait for the vet?"
now = "2026-03-18T11:00:00+08:00"
ev = [
    rec("rxrequests.get#3318", "tool:pharmacy.v1.RxRequests.GetRxRequest", {
        "name": "locations/pasig-1/rxRequests/3318",
        "patient": {"displayName": "Chico", "species": "SPECIES_DOG"},
        "medication": {"displayName": "Oclacitinib 16 mg tablets", "quantity": "30", "classification": "PRESCRIPTION_ONLY"},
        "state": "AWAITING_VET_AUTHORIZATION",
        "submitTime": "2026-03-17T01:42:10.512000000Z",
        "authorizationRequest": {"clinic": "Sagip Animal Clinic", "veterinarian": "Dr. Paolo Enriquez",
                                 "sendTime": "2026-03-17T02:05:00.000000000Z", "followUpCount": "1",
                                 "lastFollowUpTime": "2026-03-18T01:30:00.000000000Z"},
        "estimatedPrice": money(2340),
        "notifyChannel": "SMS"}),
    rec("rxrequests.get#2980", "tool:pharmacy.v1.RxRequests.GetRxRequest", {
        "name": "locations/pasig-1/rxRequests/2980",
        "medication": {"displayName": "Oclacitinib 16 mg tablets", "quantity": "30"},
        "state": "DISPENSED", "authorizeTime": "2026-01-19T05:10:00.000000000Z", "dispenseDate": date(2026, 1, 20),
        "price": money(2290)}),
    refused("dispense#call-7", "pharmacy.v1.RxRequests.DispenseRxRequest", "DENY",
            {"name": "locations/pasig-1/rxRequests/3318", "overrideAuthorization": True, "partialQuantity": "5"}),
    pol("rx-policy#authorization", "We send the authorization request to your veterinarian on the day you submit it and "
        "follow up once a day. Prescription-only medicines are dispensed only after the prescribing veterinarian confirms "
        "the prescription in writing or through our portal. Pharmacists cannot release prescription-only medicine early, "
        "not even a partial supply. Most clinics reply within 2 business days. You'll get an SMS the moment the "
        "prescription is authorized.", "2026-01"),
]
add(D, sc, q,
    "I'm sorry, I know Chico must be uncomfortable. We asked Dr. Paolo Enriquez at Sagip Animal Clinic to authorize the "
    "oclacitinib yesterday morning and we've followed up once, but we haven't heard back yet. I checked whether we could "
    "release some tablets early, and unfortunately we can't: prescription-only medicines can only go out once the vet "
    "confirms, even as a partial supply. Most clinics reply within 2 business days, and you'll get an SMS the moment it's authorized.",
    ev, [N("I'm sorry, I know Chico must be uncomfortable."), S("to authorize the oclacitinib yesterday morning"), S("we've followed up once"),
         S("we haven't heard back yet"), S("unfortunately we can't"), S("even as a partial supply"),
         S("Most clinics reply within 2 business days"), S("you'll get an SMS the moment it's authorized")],
    includes=["2 business days"], now=now,
    notes="sendTime 02:05Z on 3/17 is 10:05 AM (yesterday morning); followUpCount 1; state AWAITING; refused DispenseRxRequest; policy text.")
add(D, sc, q,
    "Dear Ms. Bautista,\n\nYour request no. 3318 for 30 tablets of oclacitinib 16 mg is still awaiting the veterinarian's "
    "authorization. The estimated cost is ₱2,340.00. We are not able to dispense it before Dr. Enriquez confirms, but we "
    "will send you a text as soon as he does.\n\nKind regards,\nKalinga Vet Pharmacy",
    ev, [S("is still awaiting the veterinarian's authorization"), S("The estimated cost is ₱2,340.00"),
         S("We are not able to dispense it before Dr. Enriquez confirms"), S("will send you a text as soon as he does")],
    includes=["3318", "₱2,340.00"],
    notes="state AWAITING_VET_AUTHORIZATION; estimatedPrice 2340 (2290 is the January request); dispense refused; SMS per policy.")
add(D, sc, q,
    "Hi Liza! We've followed up with Sagip Animal Clinic about request 3318. Good news: our pharmacist has released a "
    "5-tablet supply for Chico, so you can pick it up today while we wait. Most clinics reply within 24 hours, so the full "
    "30 should follow soon.",
    ev, [S("We've followed up with Sagip Animal Clinic about request 3318"),
         C("our pharmacist has released a 5-tablet supply for Chico", "NOT_EXECUTED"),
         C("Most clinics reply within 24 hours", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED")],
    errors=["refused_call_effect", "wrong_period"], excludes=["has released a 5-tablet supply", "within 24 hours"], now=now,
    notes="DispenseRxRequest with partialQuantity 5 was DENIED; policy says most clinics reply within 2 business days.")
add(D, sc, q,
    "Hi Liza, your request 3318 was authorized by Dr. Enriquez and is being prepared now. It comes to ₱2,340.00 for 30 tablets.",
    ev, [C("was authorized by Dr. Enriquez and is being prepared now", "RECORD_STATE_MISMATCH"), S("It comes to ₱2,340.00 for 30 tablets")],
    errors=["wrong_state"], excludes=["was authorized by Dr. Enriquez"],
    notes="Request 3318 is AWAITING_VET_AUTHORIZATION; only the January request 2980 was authorized.")
add(D, sc, q,
    "Hi Liza, Chico's request (3318) is still waiting for Dr. Enriquez to authorize it. In the meantime I've arranged for "
    "5 tablets to be released today so he isn't without his medicine.",
    ev, [S("is still waiting for Dr. Enriquez to authorize it"),
         C("I've arranged for 5 tablets to be released today", "NOT_EXECUTED")],
    errors=["refused_call_effect"], excludes=["arranged for 5 tablets to be released"],
    includes=["can't|cannot|unable|not able|couldn't|could not|not possible", "3318"], now=now, repair=True,
    notes="The partial dispense call was DENIED; policy forbids any early partial supply.")

# ---------------------------------------------------------------- vp-quote-revised
sc = "vp-quote-revised"
q = "Can you confirm the price for 6 months of flea and tick chews for my two labs?"
now = "2026-03-20T15:30:00+08:00"
ev = [
    rec("quotes.get#Q-5521@2", "tool:pharmacy.v1.Quotes.GetQuote", {
        "name": "locations/alabang-1/quotes/Q-5521", "revisionId": "2", "state": "ACTIVE",
        "createTime": "2026-03-19T03:00:00.000000000Z", "expireDate": date(2026, 3, 31),
        "lines": [{"displayName": "Fluralaner chew 1000 mg (20-40 kg), 12-week protection", "quantity": "4", "unitPrice": money(1860)}],
        "total": money(7440), "coverageNote": "2 dogs x 2 doses each = 6 months each",
        "depositPercent": 20}),
    rec("quotes.get#Q-5521@1", "tool:pharmacy.v1.Quotes.GetQuote", {
        "name": "locations/alabang-1/quotes/Q-5521", "revisionId": "1", "state": "SUPERSEDED",
        "supersededBy": "revisions/2", "createTime": "2026-03-05T02:20:00.000000000Z", "expireDate": date(2026, 3, 19),
        "lines": [{"displayName": "Fluralaner chew 1000 mg (20-40 kg), 12-week protection", "quantity": "4", "unitPrice": money(1995)}],
        "total": money(7980)}),
    rec("customers.get#51077", "tool:pharmacy.v1.Customers.GetCustomer", {
        "name": "customers/51077", "displayName": "Jerome Tan", "loyalty": {"tier": "LOYALTY_TIER_UNSPECIFIED", "enrolled": False}}),
    pol("quote-policy#v3", "A quote's prices are locked once a 20% deposit is paid. Quotes are valid until the expiry date "
        "shown on the quote. Superseded quote revisions cannot be honoured. Enrolled loyalty members get 5% off chewable "
        "parasite preventives at checkout, applied after the quote total.", "v3"),
]
add(D, sc, q,
    "Hi Jerome! Your updated quote Q-5521 comes to ₱7,440.00 for four 1000 mg fluralaner chews (20–40 kg), which covers "
    "both dogs for six months. That's ₱1,860.00 per chew. The quote is valid until March 31, and paying the 20% deposit "
    "locks in the price.",
    ev, [S("comes to ₱7,440.00"), S("which covers both dogs for six months"), S("That's ₱1,860.00 per chew"),
         S("valid until March 31"), S("paying the 20% deposit locks in the price")],
    includes=["₱7,440.00", "March 31"],
    notes="Revision 2 (ACTIVE): 4 x 1860 = 7440, expireDate 2026-03-31, coverageNote; deposit rule in policy.")
add(D, sc, q,
    "Quick summary of quote Q-5521 (revised):\n- 4 × fluralaner 1000 mg chews at ₱1,860.00 each\n- Total: ₱7,440.00\n"
    "- Deposit to lock the price: ₱1,488.00 (20%)\n- Valid through 3/31/2026",
    ev, [S("4 × fluralaner 1000 mg chews at ₱1,860.00 each"), S("Total: ₱7,440.00"), S("Deposit to lock the price: ₱1,488.00"),
         S("Valid through 3/31/2026")],
    includes=["₱7,440.00", "₱1,488.00"],
    notes="20% of 7440 is 1488; revision 2 expires 2026-03-31.")
add(D, sc, q,
    "Hi Jerome! Your updated quote Q-5521 comes to ₱7,980.00 for four 1000 mg fluralaner chews (20–40 kg), which covers "
    "both dogs for six months. That's ₱1,860.00 per chew. The quote is valid until March 31, and paying the 20% deposit "
    "locks in the price.",
    ev, [C("comes to ₱7,980.00", "AMOUNT_MISMATCH"), S("which covers both dogs for six months"), S("That's ₱1,860.00 per chew"),
         S("valid until March 31"), S("paying the 20% deposit locks in the price")],
    errors=["stale_value"], excludes=["₱7,980.00"],
    notes="7980 is the total of superseded revision 1; the active revision totals 7440.")
add(D, sc, q,
    "Hi Jerome, the revised total is ₱7,440.00 (₱1,860.00 per chew, 4 chews). To lock it in, the 20% deposit is ₱1,588.00. "
    "As a member you'll also get 5% off at checkout, so you'll pay even less.",
    ev, [S("the revised total is ₱7,440.00"), S("₱1,860.00 per chew, 4 chews"),
         C("the 20% deposit is ₱1,588.00", "AMOUNT_MISMATCH"),
         CI("As a member you'll also get 5% off at checkout", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["wrong_arithmetic", "condition_unmet"], excludes=["₱1,588.00", "As a member you'll also get 5% off"],
    notes="20% of 7440 is 1488; the 5% discount is for enrolled loyalty members and the customer's loyalty.enrolled is false.")
add(D, sc, q,
    "Hi Jerome! The revised quote Q-5521 is ₱7,440.00 for 4 chews, and it's valid until March 15.",
    ev, [S("is ₱7,440.00 for 4 chews"), C("it's valid until March 15", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["March 15"], includes=["March 31|3/31", "7,440"], repair=True,
    notes="Active revision 2 has expireDate 2026-03-31.")

# ---------------------------------------------------------------- vp-return-refund
sc = "vp-return-refund"
q = "I dropped off the calming chews and the ear cleaner for return. When do I get my money back?"
now = "2026-03-25T09:45:00+08:00"
ev = [
    rec("returns.get#RT-2207", "tool:pharmacy.v1.Returns.GetReturn", {
        "name": "locations/cebu-it-park/returns/RT-2207", "order": "locations/cebu-it-park/orders/81455",
        "lines": [
            {"displayName": "Calming chews, tub of 60", "quantity": "1", "condition": "UNOPENED", "decision": "APPROVED", "refundAmount": money(895)},
            {"displayName": "Ear cleaning solution 120 mL", "quantity": "1", "condition": "OPENED", "decision": "REJECTED",
             "rejectReason": "OPENED_ITEM", "refundAmount": money(0)}],
        "refund": {"state": "PROCESSING", "amount": money(895), "method": "ORIGINAL_CARD",
                   "initiateTime": "2026-03-24T06:20:00.000000000Z"}}),
    rec("orders.get#81455", "tool:pharmacy.v1.Orders.GetOrder", {
        "name": "locations/cebu-it-park/orders/81455", "total": money(1340), "paymentMethod": "CARD_VISA",
        "createTime": "2026-03-16T10:02:44.000000000Z"}),
    pol("returns-policy#2025", "Unopened non-prescription items can be returned within 14 days of purchase for a full refund. "
        "Opened items, prescription medicines and refrigerated products cannot be returned unless they arrived damaged or we "
        "sent the wrong item. Card refunds are sent on our side within 1 business day; your bank may take 5-10 banking days "
        "to show them. GCash refunds usually reflect within 24 hours.", "2025-09"),
]
add(D, sc, q,
    "Hi Grace, thanks for sending the items back. The unopened calming chews were accepted, and a refund of ₱895.00 to your "
    "card is being processed; card refunds can take 5–10 banking days to show on your statement. The ear cleaner couldn't "
    "be refunded because it had been opened, and we can only take back opened items if they arrived damaged or were the wrong product.",
    ev, [N("thanks for sending the items back"), S("calming chews were accepted"), S("a refund of ₱895.00 to your card is being processed"),
         S("5–10 banking days"), S("The ear cleaner couldn't be refunded because it had been opened"),
         S("if they arrived damaged or were the wrong product")],
    includes=["₱895.00"], now=now,
    notes="Calming chews APPROVED 895; refund PROCESSING to ORIGINAL_CARD; ear cleaner REJECTED (OPENED_ITEM); policy timings.")
add(D, sc, q,
    "Refund of ₱895.00 started yesterday to your original card; the opened ear cleaner wasn't eligible.",
    ev, [S("Refund of ₱895.00 started yesterday"), S("to your original card"), S("the opened ear cleaner wasn't eligible")],
    includes=["₱895.00"], now=now,
    notes="refund.initiateTime 06:20Z on 3/24 is 2:20 PM Manila, the day before now; ear cleaner line REJECTED.")
add(D, sc, q,
    "Hi Grace! Both items were accepted, and a refund of ₱1,340.00 is on its way back to your card. Your bank may take "
    "5–10 banking days to show it.",
    ev, [C("Both items were accepted", "RECORD_STATE_MISMATCH"), C("a refund of ₱1,340.00", "AMOUNT_MISMATCH"),
         S("Your bank may take 5–10 banking days to show it")],
    errors=["wrong_state", "wrong_amount"], excludes=["Both items were accepted", "₱1,340.00"], now=now,
    notes="Only the chews were APPROVED; refund.amount is 895 (1340 is the original order total).")
add(D, sc, q,
    "Good news, the calming chews were accepted and ₱895.00 is being refunded to your card. Card refunds normally reflect "
    "within 24 hours. The ear cleaner was opened, so it couldn't be taken back.",
    ev, [S("the calming chews were accepted"), S("₱895.00 is being refunded to your card"),
         C("Card refunds normally reflect within 24 hours", "NLI_CONTRADICTION"), S("The ear cleaner was opened")],
    errors=["wrong_policy_condition"], excludes=["Card refunds normally reflect within 24 hours"], now=now,
    notes="The 24-hour figure is for GCash refunds; card refunds may take 5-10 banking days to show.")
add(D, sc, q,
    "Hi Grace, the calming chews were accepted and a refund of ₱895.00 is being processed to your GCash wallet. "
    "The opened ear cleaner couldn't be refunded.",
    ev, [S("the calming chews were accepted"), C("is being processed to your GCash wallet", "VALUE_MISMATCH"),
         S("The opened ear cleaner couldn't be refunded")],
    errors=["wrong_value"], excludes=["GCash wallet"], includes=["card", "895"], repair=True,
    notes="refund.method is ORIGINAL_CARD (order paid by CARD_VISA).")
