# Scenario 07: cosmetics, damaged foundation, refund refused pending photo; UTC delivery time
D = "cosmetics"
SC = "broken-foundation"
Q = "My Skin Tint foundation from order #21455 arrived with the bottle cracked. I want my money back."
EV = [
    {"id": "get_order#21455", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "name": "#21455", "created_at": "2026-02-26T22:10:45-05:00", "currency": "CAD",
         "financial_status": "paid", "fulfillment_status": "fulfilled",
         "subtotal_price": "78.00", "total_tax": "10.14", "total_price": "88.14",
         "line_items": [
             {"id": 64001, "title": "Skin Tint Foundation - Shade 3N", "price": "46.00", "quantity": 1, "total_discount": "0.00"},
             {"id": 64002, "title": "Dewy Setting Spray 100 mL", "price": "32.00", "quantity": 1, "total_discount": "0.00"}],
         "fulfillments": [{"id": 600451, "status": "success", "tracking_company": "Canada Post",
                           "tracking_number": "4006110255317782", "shipment_status": "delivered",
                           "delivered_at": "2026-03-02T19:05:00Z"}]}}},
    {"id": "create_refund#call-3", "kind": "refused_call", "tool": "shop.refunds.create", "decision": "DENY",
     "args": {"order": "#21455", "line_item_id": 64001, "amount": "51.98", "reason": "DAMAGED"},
     "message": "PHOTO_REQUIRED"},
    {"id": "policy#damaged", "kind": "policy", "revision": "v2",
     "text": "We pack every order with care, but breakage happens. "
             "If an item arrives damaged, send us a photo within 7 days of delivery and we'll replace it or refund it, your choice. "
             "We can't process a damaged-item claim without a photo. "
             "Replacements ship by Xpresspost at no cost to you."},
]
NOW = "2026-03-05T16:00:00-05:00"

add(SC, D, Q,
    "Sorry to hear about the foundation.\n- I can't issue the refund yet: we need a photo of the damage first.\n- Send it by Mar 9 (7 days from the Mar 2 delivery) and you can choose a replacement or a refund.",
    EV,
    [N("Sorry to hear about the foundation."), S("I can't issue the refund yet"), S("we need a photo of the damage first"),
     S("Send it by Mar 9 (7 days from the Mar 2 delivery)"), S("you can choose a replacement or a refund")],
    includes=["photo", "Mar 9"],
    notes="refund call DENY PHOTO_REQUIRED; delivered 2026-03-02 (14:05 Toronto); policy: photo within 7 days, replace or refund.")

add(SC, D, Q,
    "Hi Aisha, I'm sorry about that. I wasn't able to process a refund without a photo of the cracked bottle. Reply with one and we'll replace or refund it, whichever you prefer; replacements go by Xpresspost free of charge.",
    EV,
    [N("I'm sorry about that."), S("I wasn't able to process a refund without a photo"), S("we'll replace or refund it, whichever you prefer"),
     S("replacements go by Xpresspost free of charge")],
    includes=["Xpresspost", "photo"],
    notes="refused refund (DENY, PHOTO_REQUIRED); policy sentences 2-4.")

add(SC, D, Q,
    "Your parcel was delivered on Mar 2 at 2:05 PM, so you're within the 7-day window to report damage. Please send a photo and we'll take it from there.",
    EV,
    [S("Your parcel was delivered on Mar 2 at 2:05 PM"), S("you're within the 7-day window to report damage")],
    includes=["2:05 PM", "photo"], now=NOW,
    notes="delivered_at 2026-03-02T19:05Z = 14:05 EST in Toronto; now Mar 5 is within 7 days.")

add(SC, D, Q,
    "Refund not processed yet; a photo is required. Deadline to send it: Mar 9.",
    EV,
    [S("Refund not processed yet"), S("a photo is required"), S("Deadline to send it: Mar 9")],
    includes=["Mar 9"],
    notes="refused call; policy 7 days from Mar 2 delivery.")

add(SC, D, Q,
    "So sorry! I've refunded the $51.98 for the Skin Tint to your card. No need to send it back.",
    EV,
    [N("So sorry!"), C("I've refunded the $51.98 for the Skin Tint to your card", "NOT_EXECUTED"),
     I("No need to send it back", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["refused_call_effect", "invented_promise"], excludes=["I've refunded the $51.98", "No need to send it back"],
    notes="shop.refunds.create was DENY (PHOTO_REQUIRED); no policy addresses returning the damaged item.")

add(SC, D, Q,
    "- Delivered Mar 2 at 7:05 PM.\n- Damage claims are accepted within 14 days of delivery, with a photo.\n- Once we have the photo, a replacement goes out by Xpresspost at no cost.",
    EV,
    [C("Delivered Mar 2 at 7:05 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
     C("within 14 days of delivery", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     S("a replacement goes out by Xpresspost at no cost")],
    errors=["unit_conversion", "wrong_period"], excludes=["7:05 PM", "within 14 days"],
    notes="delivered_at 19:05Z is 2:05 PM Toronto (EST); policy says 7 days.")

add(SC, D, Q,
    "Sorry about the cracked bottle. I've issued a refund of $51.98 for the Skin Tint. If you'd prefer a replacement instead, it would ship by Xpresspost at no cost.",
    EV,
    [N("Sorry about the cracked bottle."), C("I've issued a refund of $51.98", "NOT_EXECUTED"),
     S("it would ship by Xpresspost at no cost")],
    errors=["refused_call_effect"], excludes=["I've issued a refund"],
    includes=["photo|could not|couldn't|unable|not able|wasn't able", "Xpresspost"], repair=True,
    notes="refund call DENY with PHOTO_REQUIRED.")

add(SC, D, Q,
    "Your order was delivered at 7:05 PM on Mar 2, so you're still inside the 7-day damage window. Send us a photo and we'll replace or refund it.",
    EV,
    [C("delivered at 7:05 PM on Mar 2", "DATE_MISMATCH", "VALUE_MISMATCH"), S("inside the 7-day damage window"),
     S("we'll replace or refund it")],
    errors=["unit_conversion"], excludes=["7:05 PM"],
    includes=["2:05 PM|2:05 p.m.|14:05", "7-day|7 days|seven days"], repair=True, now=NOW,
    notes="delivered_at is 19:05 UTC = 2:05 PM in Toronto.")
