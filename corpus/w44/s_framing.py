"""Custom picture framing: Bingkai Seri Framing Atelier (Bangsar studio)."""
from common import *

DOMAIN = "custom picture framing"
SRC = "tool:magento.V1.orders.get"

# ---------------------------------------------------------------- FR1: ready for collection
fr1_ev = [
    rec("get_order#410007731", SRC, {
        "increment_id": "410007731", "state": "processing", "status": "ready_for_pickup",
        "created_at": "2026-03-19 06:48:21", "order_currency_code": "MYR", "base_currency_code": "USD",
        "customer_firstname": "Daniel", "customer_lastname": "Wong Kah Meng",
        "shipping_method": "instore_pickup", "shipping_description": "Collect in store - Bangsar",
        "subtotal": "450.0000", "grand_total": "450.0000", "base_grand_total": "102.2700",
        "items": [
            {"sku": "FR-OAK-NAT-CUSTOM", "name": "Natural oak frame, custom size", "qty_ordered": 1,
             "price": "285.0000", "base_price": "64.7700"},
            {"sku": "FR-GLASS-MUSEUM", "name": "Museum glass (UV99)", "qty_ordered": 1, "price": "120.0000",
             "base_price": "27.2700"},
            {"sku": "FR-MOUNT-DBL", "name": "Double mount, off-white", "qty_ordered": 1, "price": "45.0000",
             "base_price": "10.2300"}],
        "extension_attributes": {"pickup": {"location_code": "BSR", "ready_at_epoch": epoch_kl("2026-04-02 15:00"),
                                            "free_storage_until": "2026-04-16", "pickup_code": "BKS-7731-Q"}},
        "status_histories": [{"created_at": "2026-04-02 07:00:31", "status": "ready_for_pickup",
                              "is_customer_notified": 1, "comment": "Ready SMS sent with pickup code."}]}),
    rec("get_order#410007702", SRC, {
        "increment_id": "410007702", "state": "complete", "status": "collected",
        "created_at": "2026-02-27 03:10:44", "grand_total": "168.0000",
        "items": [{"sku": "FR-ALU-BLK-A3", "name": "Black aluminium frame A3", "qty_ordered": 1,
                   "price": "168.0000"}],
        "extension_attributes": {"pickup": {"location_code": "BSR", "pickup_code": "BKS-7702-M",
                                            "collected_at": "2026-03-10 09:41:07"}}}),
    pol("policy#collection",
        "Finished frames are held free of charge for 14 days from the ready date. After that, storage is "
        "RM 5.00 per day for up to 60 days. Please bring the pickup code from your ready SMS or email. "
        "Someone collecting on your behalf needs the code and either a copy of your IC or a note signed by you.",
        revision="2025-09"),
    psg("kb#bangsar-hours",
        "Bangsar studio opening hours: Tuesday to Sunday, 10:00 to 19:00.\n"
        "Closed on Mondays.\nPublic holidays: 11:00 to 17:00."),
]

fr1 = dict(
    scenario="frame-collection", domain=DOMAIN, evidence=fr1_ev, now="2026-04-03T10:10:00+08:00",
    question="Is my frame ready? Order 410007731. Can my wife pick it up this Sunday?",
    cases=[
        good("Yes, Daniel, it's ready! Your oak frame with museum glass and a double mount has been waiting for "
             "you since yesterday afternoon at our Bangsar studio. Your wife is welcome to collect it on Sunday; "
             "we're open 10 AM to 7 PM. She'll just need your pickup code BKS-7731-Q plus a copy of your IC or a "
             "note signed by you. It's stored free until 16 April.",
             [sup("it's ready!"),
              sup("Your oak frame with museum glass and a double mount"),
              sup("waiting for you since yesterday afternoon at our Bangsar studio"),
              sup("Your wife is welcome to collect it on Sunday"),
              sup("we're open 10 AM to 7 PM"),
              sup("your pickup code BKS-7731-Q"),
              sup("a copy of your IC or a note signed by you"),
              sup("stored free until 16 April")],
             ["BKS-7731-Q", "16 April"],
             "status ready_for_pickup, ready_at_epoch 2 April 15:00 MYT (now 3 April), location BSR; hours from "
             "kb#bangsar-hours (Sunday open); proxy rule and code from the collection policy; free_storage_until "
             "2026-04-16."),
        good("Good news: order 410007731 is ready for collection at Bangsar (since 2/4, 3 PM). Sunday works, the "
             "studio's open 10:00-19:00. Anyone collecting for you needs the code BKS-7731-Q and either a copy of "
             "your IC or a signed note. Free storage runs 14 days, so till 16/04; after that it's RM 5 a day.",
             [sup("is ready for collection at Bangsar"),
              sup("since 2/4, 3 PM"),
              sup("Sunday works, the studio's open 10:00-19:00"),
              sup("needs the code BKS-7731-Q"),
              sup("either a copy of your IC or a signed note"),
              sup("Free storage runs 14 days"),
              sup("till 16/04"),
              sup("after that it's RM 5 a day")],
             ["BKS-7731-Q", "16/04"],
             "ready_at_epoch is 2026-04-02 15:00 MYT; storage terms from the collection policy."),
        bad("Yes, Daniel, it's ready at our Bangsar studio! Your wife can collect it on Sunday (we're open 10 AM to "
            "7 PM). She only needs to show the pickup code BKS-7702-M, no ID or note needed. It's stored free "
            "until 16 April.",
            [sup("it's ready at our Bangsar studio"),
             sup("Your wife can collect it on Sunday"),
             sup("we're open 10 AM to 7 PM"),
             con("pickup code BKS-7702-M", "IDENTIFIER_MISMATCH"),
             con("no ID or note needed", "NLI_CONTRADICTION"),
             sup("stored free until 16 April")],
            ["other_record_value", "wrong_policy_condition"], ["BKS-7702-M", "no ID or note needed"],
            "BKS-7702-M is the code of the already collected order 410007702; this order's code is BKS-7731-Q. "
            "The policy requires a copy of the IC or a signed note for a proxy."),
        bad("Hi Daniel! Your frame has been ready since 2 April at our Bangsar studio. Free storage is 30 days, so "
            "no rush at all! We're open every day, Mondays included, from 10 AM to 7 PM.",
            [sup("Your frame has been ready since 2 April"),
             con("Free storage is 30 days", "NLI_CONTRADICTION"),
             con("Mondays included", "NLI_CONTRADICTION"),
             sup("from 10 AM to 7 PM")],
            ["wrong_period", "invented_fact"], ["Free storage is 30 days", "Mondays included"],
            "The collection policy gives 14 free days (free_storage_until 16/04); the hours passage says closed "
            "on Mondays."),
    ],
    repair=fix("Hi Daniel, your frame is ready at Bangsar! Your wife can pick it up on Sunday between 10 AM and "
               "7 PM with pickup code BKS-7731-Q and a copy of your IC. Storage is free until 14 April.",
               [sup("your frame is ready at Bangsar"),
                sup("Your wife can pick it up on Sunday between 10 AM and 7 PM"),
                sup("with pickup code BKS-7731-Q and a copy of your IC"),
                con("Storage is free until 14 April", "DATE_MISMATCH")],
               ["wrong_date"], ["until 14 April"],
               ["16 April|16/04|16/4|16th April|April 16", "BKS-7731-Q"],
               "free_storage_until is 2026-04-16 (14 days from the 2 April ready date)."),
)

# ---------------------------------------------------------------- FR2: cracked glass, replacement shipped
fr2_ev = [
    rec("get_order#410008015", SRC, {
        "increment_id": "410008015", "state": "complete", "status": "delivered",
        "created_at": "2026-03-30 12:05:17", "customer_firstname": "Aina", "customer_lastname": "Zulkifli",
        "grand_total": "238.0000", "order_currency_code": "MYR",
        "items": [{"sku": "FR-PRINT-A2-ALUBLK", "name": "Framed art print 'Bukit Fraser Mist' A2, black aluminium",
                   "qty_ordered": 1, "qty_shipped": 1, "price": "226.0000", "base_price": "51.3600"}],
        "extension_attributes": {
            "shipments": [{"increment_id": "410002290", "created_at": "2026-04-03 02:20:00",
                           "tracks": [{"track_number": "JT6012345987", "title": "J&T Express"}],
                           "delivered_at": "2026-04-06 05:30:12"}],
            "damage_claim": {"claim_id": "DMG-2026-0412", "type": "TRANSIT_DAMAGE", "reported_at": "2026-04-06 11:02:45",
                             "photos": 3, "resolution": "REPLACEMENT_SHIPPED", "return_required": False,
                             "replacement_order": "410008122"}}}),
    rec("get_order#410008122", SRC, {
        "increment_id": "410008122", "state": "processing", "status": "shipped",
        "created_at": "2026-04-07 04:40:09", "grand_total": "0.0000", "order_currency_code": "MYR",
        "extension_attributes": {"replacement_for": "410008015",
                                 "shipments": [{"increment_id": "410002377", "created_at": "2026-04-08 01:15:00",
                                                "tracks": [{"track_number": "JT6019876543", "title": "J&T Express"}],
                                                "eta_epoch": epoch_kl("2026-04-10 18:00")}]},
        "items": [{"sku": "FR-PRINT-A2-ALUBLK", "qty_ordered": 1, "qty_shipped": 1, "price": "0.0000"}]}),
    pol("policy#transit-damage",
        "Please check your frame when it arrives. If it is damaged, report it within 48 hours of delivery with "
        "photos, and we will send a replacement at no cost. You don't need to return the damaged piece unless "
        "we ask for it. Damage reported after 48 hours is assessed case by case."),
]

fr2 = dict(
    scenario="cracked-glass", domain=DOMAIN, evidence=fr2_ev, now="2026-04-08T14:00:00+08:00",
    question="The glass on my framed print (order 410008015) was cracked when it arrived! What now?",
    cases=[
        good("Oh no, so sorry about that! We've logged your damage claim (DMG-2026-0412) and a replacement framed "
             "print is already on its way at no cost to you: it shipped this morning with J&T, tracking "
             "JT6019876543, and should reach you by Friday. No need to send the cracked one back.",
             [na("so sorry about that!"),
              sup("We've logged your damage claim (DMG-2026-0412)"),
              sup("a replacement framed print is already on its way"),
              sup("at no cost to you"),
              sup("it shipped this morning with J&T"),
              sup("tracking JT6019876543"),
              sup("should reach you by Friday"),
              sup("No need to send the cracked one back")],
             ["JT6019876543", "DMG-2026-0412"],
             "Replacement order 410008122 (grand_total 0) shipped 2026-04-08 01:15 UTC = 09:15 MYT today; "
             "eta_epoch Fri 10/04; return_required false."),
        good("Hi Aina, here's the plan for your Bukit Fraser Mist print:\n"
             "• Replacement order 410008122, free of charge\n"
             "• Shipped 08/04 via J&T Express (JT6019876543), ETA 10/04\n"
             "• Keep or recycle the damaged one, we don't need it back\n"
             "Since you reported it within 48 hours of delivery, it was covered straight away.",
             [sup("Replacement order 410008122"),
              sup("free of charge"),
              sup("Shipped 08/04 via J&T Express (JT6019876543)"),
              sup("ETA 10/04"),
              sup("we don't need it back"),
              sup("you reported it within 48 hours of delivery")],
             ["JT6019876543", "410008122"],
             "Delivered 06/04 05:30 UTC and reported 06/04 11:02 UTC, under 48 hours; return_required false."),
        bad("Oh no, so sorry about that! We've logged your damage claim (DMG-2026-0412) and a replacement framed "
            "print is already on its way at no cost to you: it shipped this morning with J&T, tracking "
            "JT6012345987, and should reach you by Friday. No need to send the cracked one back.",
            [na("so sorry about that!"),
             sup("We've logged your damage claim (DMG-2026-0412)"),
             sup("a replacement framed print is already on its way"),
             sup("at no cost to you"),
             sup("it shipped this morning with J&T"),
             con("tracking JT6012345987", "IDENTIFIER_MISMATCH"),
             sup("should reach you by Friday"),
             sup("No need to send the cracked one back")],
            ["wrong_id"], ["JT6012345987"],
            "JT6012345987 is the original (delivered, damaged) parcel; the replacement is JT6019876543."),
        bad("So sorry, Aina! Because you let us know within 7 days of delivery, your replacement is covered in "
            "full. It went out this morning with J&T (JT6019876543) and should reach you by Thursday.",
            [na("So sorry, Aina!"),
             con("within 7 days of delivery", "NLI_CONTRADICTION"),
             sup("your replacement is covered in full"),
             sup("It went out this morning with J&T (JT6019876543)"),
             con("should reach you by Thursday", "DATE_MISMATCH")],
            ["wrong_policy_condition", "wrong_date"], ["within 7 days of delivery", "by Thursday"],
            "The damage policy's window is 48 hours; eta_epoch is Friday 10/04."),
    ],
    repair=fix("So sorry about the cracked glass! Your free replacement (order 410008122) left us at 1:15 AM "
               "today with J&T Express, tracking JT6019876543, and it's due by Friday, 10/04.",
               [na("So sorry about the cracked glass!"),
                sup("Your free replacement (order 410008122)"),
                con("left us at 1:15 AM today", "DATE_MISMATCH", "VALUE_MISMATCH"),
                sup("tracking JT6019876543"),
                sup("due by Friday, 10/04")],
               ["unit_conversion"], ["at 1:15 AM"],
               ["9:15 AM|9:15am|9.15am|09:15|9:15 a.m.|this morning", "JT6019876543"],
               "The shipment's created_at 2026-04-08 01:15:00 is UTC, i.e. 9:15 AM in Kuala Lumpur."),
)

# ---------------------------------------------------------------- FR3: finished size in cm (mm in record)
fr3_ev = [
    rec("get_order#410008230", SRC, {
        "increment_id": "410008230", "state": "holded", "status": "awaiting_mockup_approval",
        "created_at": "2026-04-12 10:31:55", "customer_firstname": "Priya", "customer_lastname": "Nair",
        "grand_total": "318.0000", "base_grand_total": "72.2700", "order_currency_code": "MYR",
        "items": [{"sku": "FR-CUSTOM-OAK25-WAL", "name": "Custom frame, walnut-stained oak 25 mm",
                   "qty_ordered": 1, "price": "318.0000", "base_price": "72.2700"}],
        "extension_attributes": {
            "frame_spec": {"rev": 2, "artwork_mm": {"w": 420, "h": 594}, "mount_border_mm": 60,
                           "moulding_width_mm": 25, "outer_mm": {"w": 590, "h": 764},
                           "glazing": "ACRYLIC_ANTIGLARE", "hanging": "D_RINGS_WIRE", "est_weight_g": 3400},
            "spec_revisions": [{"rev": 1, "superseded": True, "mount_border_mm": 50, "moulding_width_mm": 25,
                                "outer_mm": {"w": 570, "h": 744}, "glazing": "GLASS_CLEAR"}]},
        "status_histories": [{"created_at": "2026-04-13 08:02:10", "comment": "Mockup rev 2 sent (60 mm mount)."}]}),
    pol("policy#custom-frames",
        "Sizes on your mockup are outer dimensions, with a tolerance of plus or minus 2 mm. Production starts "
        "once you approve the mockup, and custom frames are ready 7 working days after approval. Changes after "
        "approval may move the ready date."),
]

fr3 = dict(
    scenario="outer-size", domain=DOMAIN, evidence=fr3_ev, now="2026-04-14T12:00:00+08:00",
    question="Before I approve: how big will the finished frame be in cm? I only have about 60 cm of width on "
             "the wall.",
    cases=[
        good("Great question! With the 6 cm mount and the 2.5 cm moulding, the finished frame comes out at 59 cm "
             "wide by 76.4 cm tall, so it'll just fit your 60 cm space with about 1 cm to spare. Sizes can vary "
             "by ±2 mm. It weighs roughly 3.4 kg and comes with D-rings and wire for hanging.",
             [sup("With the 6 cm mount and the 2.5 cm moulding"),
              sup("59 cm wide by 76.4 cm tall"),
              sup("with about 1 cm to spare"),
              sup("vary by ±2 mm"),
              sup("weighs roughly 3.4 kg"),
              sup("D-rings and wire for hanging")],
             ["59 cm", "76.4 cm"],
             "frame_spec rev 2: mount 60 mm, moulding 25 mm, outer 590 x 764 mm, est_weight_g 3400, hanging "
             "D_RINGS_WIRE; tolerance from the custom-frames policy."),
        good("Hi Priya! Outer size: 590 x 764 mm (that's 59.0 x 76.4 cm), so yes, it fits your 60 cm width. Once "
             "you approve the mockup, it's ready in 7 working days.",
             [sup("Outer size: 590 x 764 mm"),
              sup("59.0 x 76.4 cm"),
              sup("it fits your 60 cm width"),
              sup("it's ready in 7 working days")],
             ["590 x 764 mm"],
             "outer_mm of the current spec (rev 2); 7 working days after approval per policy."),
        good("The finished piece, frame included, will measure fifty-nine by seventy-six point four centimetres. "
             "It will be glazed with anti-glare acrylic. Production begins as soon as the mockup is approved by "
             "you.",
             [sup("fifty-nine by seventy-six point four centimetres"),
              sup("glazed with anti-glare acrylic"),
              sup("Production begins as soon as the mockup is approved by you")],
             ["fifty-nine"],
             "outer_mm 590 x 764; glazing ACRYLIC_ANTIGLARE; policy: production starts on approval."),
        bad("Great question! The finished frame comes out at 57 cm wide by 74.4 cm tall, so you'll have a "
            "comfortable 3 cm to spare on your 60 cm wall. It weighs roughly 3.4 kg and comes with D-rings and "
            "wire for hanging.",
            [con("57 cm wide by 74.4 cm tall", "VALUE_MISMATCH"),
             con("a comfortable 3 cm to spare", "VALUE_MISMATCH"),
             sup("weighs roughly 3.4 kg"),
             sup("D-rings and wire for hanging")],
            ["stale_value", "stale_value"], ["57 cm wide by 74.4 cm", "3 cm to spare"],
            "570 x 744 mm is spec rev 1 (50 mm mount, superseded); the current outer size is 590 x 764 mm, "
            "leaving about 1 cm."),
        bad("Hi Priya! Your artwork is 42 x 59.4 cm, and with the mount the finished frame will be 54 cm wide and "
            "71.4 cm tall. It comes with a sawtooth hanger on the back.",
            [sup("Your artwork is 42 x 59.4 cm"),
             con("54 cm wide and 71.4 cm tall", "VALUE_MISMATCH"),
             con("a sawtooth hanger", "VALUE_MISMATCH")],
            ["wrong_arithmetic", "wrong_value"], ["54 cm wide and 71.4 cm", "sawtooth hanger"],
            "54 x 71.4 leaves out the 25 mm moulding on each side (outer_mm 590 x 764); hanging is D_RINGS_WIRE."),
    ],
    repair=fix("Your finished frame measures 59 x 76.4 cm, so it fits your 60 cm wall. It's glazed with museum "
               "glass and has D-rings and wire on the back.",
               [sup("measures 59 x 76.4 cm"),
                sup("it fits your 60 cm wall"),
                con("glazed with museum glass", "VALUE_MISMATCH"),
                sup("has D-rings and wire on the back")],
               ["wrong_value"], ["museum glass"],
               ["acrylic|anti-glare|antiglare", "76.4"],
               "frame_spec.glazing is ACRYLIC_ANTIGLARE; museum glass is not on this order."),
)

# ---------------------------------------------------------------- FR4: deposit paid, balance at collection
fr4_ev = [
    rec("get_order#410008511", SRC, {
        "increment_id": "410008511", "state": "processing", "status": "in_production",
        "created_at": "2026-04-15 04:02:37", "customer_firstname": "Lim", "customer_lastname": "Siew Lan",
        "order_currency_code": "MYR", "base_currency_code": "USD",
        "subtotal": "795.0000", "discount_amount": "-35.0000",
        "discount_description": "Repeat customer RM35", "grand_total": "760.0000",
        "base_grand_total": "172.7300", "total_paid": "380.0000", "total_due": "380.0000",
        "items": [
            {"sku": "FR-SHADOWBOX-CUSTOM", "name": "Shadow box frame, custom, for textile", "qty_ordered": 1,
             "price": "520.0000", "base_price": "118.1800"},
            {"sku": "FR-MOUNT-STITCH", "name": "Conservation stitching mount", "qty_ordered": 1,
             "price": "180.0000", "base_price": "40.9100"},
            {"sku": "FR-GLAZE-UVACR", "name": "UV acrylic glazing", "qty_ordered": 1, "price": "95.0000",
             "base_price": "21.5900"}],
        "extension_attributes": {"payment_plan": {"deposit_paid_sen": 38000, "balance_due_sen": 38000,
                                                  "balance_due_on": "COLLECTION", "deposit_method": "DUITNOW_QR"},
                                 "workshop": {"materials_cut": True, "cut_at": "2026-04-16 03:20:00",
                                              "estimated_ready": "2026-04-24"}},
        "status_histories": [{"created_at": "2026-04-15 04:05:12",
                              "comment": "Deposit RM380.00 received via DuitNow QR."}]}),
    pol("policy#deposits",
        "Custom work starts once a 50% deposit is paid. The balance is paid when you collect, by card, DuitNow "
        "QR or cash. If you cancel before materials are cut, the deposit is refunded in full. Once materials "
        "have been cut, the deposit is non-refundable.", revision="v3"),
]

fr4 = dict(
    scenario="deposit-balance", domain=DOMAIN, evidence=fr4_ev, now="2026-04-18T17:45:00+08:00",
    question="How much do I still owe on order 410008511, and can I still cancel if I change my mind?",
    cases=[
        good("Hi Mrs Lim! Your order total is RM 760.00 (that includes your RM 35 repeat-customer discount), and "
             "your RM 380.00 deposit is already in, so the balance is RM 380.00, payable when you collect. You "
             "can pay it by card, DuitNow QR or cash. As for cancelling: the materials were cut on 16 April, so "
             "the deposit is no longer refundable, I'm afraid.",
             [sup("Your order total is RM 760.00"),
              sup("your RM 35 repeat-customer discount"),
              sup("your RM 380.00 deposit is already in"),
              sup("the balance is RM 380.00"),
              sup("payable when you collect"),
              sup("by card, DuitNow QR or cash"),
              sup("the materials were cut on 16 April"),
              sup("the deposit is no longer refundable")],
             ["RM 380.00", "RM 760.00"],
             "grand_total 760 after -35 discount; deposit_paid_sen 38000 and balance_due_sen 38000 due at "
             "COLLECTION; cut_at 2026-04-16 03:20 UTC (11:20 MYT); deposits policy v3."),
        good("Balance outstanding: RM 380.00 (RM 760.00 total minus the RM 380.00 deposit you paid by DuitNow QR), "
             "due at collection. Since cutting has started, the deposit can't be refunded if you cancel now.",
             [sup("Balance outstanding: RM 380.00"),
              sup("RM 760.00 total minus the RM 380.00 deposit"),
              sup("you paid by DuitNow QR"),
              sup("due at collection"),
              sup("the deposit can't be refunded if you cancel now")],
             ["RM 380.00"],
             "total_due 380.0000; deposit_method DUITNOW_QR; materials_cut true, so the deposit is non-refundable."),
        good("Dear Mrs Lim,\n\nThree hundred and eighty ringgit remains to be paid, and it will be collected when "
             "you pick up your shadow box. Your framed textile is expected to be ready on 24/04/2026.\n\n"
             "Best wishes,\nThe Bingkai Seri team",
             [sup("Three hundred and eighty ringgit remains to be paid"),
              sup("it will be collected when you pick up your shadow box"),
              sup("expected to be ready on 24/04/2026")],
             ["24/04/2026"],
             "balance_due_sen 38000 due on COLLECTION; workshop.estimated_ready 2026-04-24."),
        bad("Hi Mrs Lim! Your balance is RM 415.00, which is the RM 795.00 order total minus the RM 380.00 deposit "
            "you've paid. It's payable when you collect, by card, DuitNow QR or cash.",
            [con("Your balance is RM 415.00", "AMOUNT_MISMATCH"),
             con("the RM 795.00 order total", "AMOUNT_MISMATCH"),
             sup("minus the RM 380.00 deposit you've paid"),
             sup("payable when you collect, by card, DuitNow QR or cash")],
            ["wrong_arithmetic", "wrong_role"], ["RM 415.00", "RM 795.00 order total"],
            "795.00 is the subtotal before the RM 35 discount; grand_total is 760.00 and total_due is 380.00."),
        bad("Hi Mrs Lim! The balance is RM 380.00, payable when you collect. And don't worry, you can still "
            "cancel and get your deposit back in full, as long as you let us know before collection.",
            [sup("The balance is RM 380.00"),
             sup("payable when you collect"),
             con("you can still cancel and get your deposit back in full", "NLI_CONTRADICTION",
                 "RECORD_STATE_MISMATCH"),
             con("as long as you let us know before collection", "NLI_CONTRADICTION")],
            ["condition_unmet", "wrong_policy_condition"],
            ["get your deposit back in full", "let us know before collection"],
            "Full deposit refunds hold only before materials are cut; materials_cut is true (16 April)."),
    ],
    repair=fix("Hi! You've paid a deposit on order 410008511 and the balance of RM 38,000.00 is due when you "
               "collect. Materials were cut on 16 April, so the deposit is no longer refundable.",
               [sup("You've paid a deposit on order 410008511"),
                con("the balance of RM 38,000.00", "AMOUNT_MISMATCH"),
                sup("due when you collect"),
                sup("Materials were cut on 16 April"),
                sup("the deposit is no longer refundable")],
               ["unit_conversion"], ["RM 38,000.00"],
               ["RM 380.00|RM 380|RM380|380.00", "16 April"],
               "balance_due_sen 38000 is in sen, i.e. RM 380.00 (total_due 380.0000)."),
)

# An extra wrong draft for the cracked-glass bundle: an upgrade no record holds.
fr2["cases"].append(bad(
    "So sorry about that, Aina! Your replacement (order 410008122) shipped this morning with J&T, tracking "
    "JT6019876543, and we've upgraded it to museum glass at no extra charge. It should reach you by Friday.",
    [na("So sorry about that, Aina!"),
     sup("Your replacement (order 410008122) shipped this morning with J&T"),
     sup("tracking JT6019876543"),
     ins("we've upgraded it to museum glass at no extra charge", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
     sup("It should reach you by Friday")],
    ["unrecorded_extra"], ["upgraded it to museum glass"],
    "Replacement order 410008122 holds the same FR-PRINT-A2-ALUBLK item at 0.0000 and no glazing upgrade."))

BUNDLES = [fr1, fr2, fr3, fr4]
