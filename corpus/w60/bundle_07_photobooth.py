from common import *

# ---------------------------------------------------------------- P1 package inclusions and hours
P1_EV = [
    rec("boothBookings#PB-26-0912", "tool:mongo.boothBookings.findOne", {
        "_id": oid("66f1c2a9d4e3b2001aa30912"),
        "bookingRef": "PB-26-0912",
        "client": {"name": "Noémie Ramful"},
        "booth": "MIRROR_BOOTH",
        "timezone": "Indian/Mauritius",
        "package": {"code": "GOLDEN_MEMORIES", "price": dec("16500.00"), "duration": "PT3H",
                    "printsPerSession": nint(2), "printFormat": "STRIP_2X6",
                    "includes": ["PROPS_BOX", "ATTENDANT", "DIGITAL_GALLERY", "CUSTOM_PRINT_TEMPLATE"]},
        "opensAt": date("2026-11-28T15:00:00Z"),
        "venue": "Le Jardin des Pamplemousses, terrace",
        "addOnsAvailable": [
            {"code": "GUESTBOOK_ALBUM", "price": dec("2500.00")},
            {"code": "EXTRA_HOUR", "price": dec("5500.00")},
        ],
        "status": "CONFIRMED",
    }),
    pol("policy#booth-hire", "The booth needs a 3 m by 3 m space and one standard socket within 10 metres. "
        "Our attendant arrives an hour before opening to set up. Prints are unlimited within the booked hours, "
        "with the number of copies per session set by your package. An extra hour can be added until 7 days "
        "before the event."),
]

P1 = dict(scenario="booth-package", domain="photo-booth rental",
          question="What's included in our photo booth package, and what time does it open and close?",
          now="2026-11-10T14:30:00+04:00", evidence=P1_EV, cases=[
    case("Dear Noémie, your guests are going to love this! Your Golden Memories package gives you the mirror "
         "booth for three hours, from 7:00 PM to 10:00 PM on the terrace, with two 2x6 photo strips per "
         "session, a box of props, a friendly attendant, a digital gallery and a print template designed just "
         "for you.",
         [N("your guests are going to love this!"), S("Golden Memories package gives you the mirror booth"),
          S("for three hours"), S("from 7:00 PM to 10:00 PM"), S("on the terrace"),
          S("two 2x6 photo strips per session"), S("a box of props, a friendly attendant, a digital gallery"),
          S("print template designed just for you")],
         includes=["7:00 PM", "three hours"],
         notes="opensAt 15:00Z = 7:00 PM MU; PT3H to 10:00 PM; printsPerSession 2 STRIP_2X6; includes list."),
    case("Your booth opens at 7 PM on Saturday 28 November and runs until 10 PM. The guestbook album isn't part "
         "of your package but can be added for Rs 2,500, and our attendant will arrive around 6 PM to set up.",
         [S("opens at 7 PM on Saturday 28 November"), S("runs until 10 PM"),
          S("guestbook album isn't part of your package"), S("added for Rs 2,500"),
          S("arrive around 6 PM to set up")],
         includes=["Rs 2,500"],
         notes="opensAt; GUESTBOOK_ALBUM listed in addOnsAvailable, not includes; policy: attendant an hour "
               "before opening."),
    case("Your mirror booth package includes props, an attendant, a digital gallery and a beautiful guestbook "
         "album for your guests' strips. It runs for four hours from 7:00 PM.",
         [S("includes props, an attendant, a digital gallery"),
          CI("a beautiful guestbook album", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"),
          C("runs for four hours", "VALUE_MISMATCH"), S("from 7:00 PM")],
         errors=["unlisted_perk", "wrong_period"], excludes=["guestbook album", "four hours"],
         tag="unlisted_perk",
         notes="Guestbook album is an add-on (addOnsAvailable), not in includes; duration PT3H."),
    case("Lovely to hear from you! The booth opens at 3:00 PM and you'll get one print per session.",
         [N("Lovely to hear from you!"), C("opens at 3:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
          C("one print per session", "VALUE_MISMATCH")],
         errors=["unit_conversion", "wrong_quantity"], excludes=["3:00 PM", "one print per session"],
         tag="unit_conversion",
         notes="opensAt 15:00Z is 7:00 PM local; printsPerSession is 2."),
], repairs=[
    case("Your booth runs from 7:00 PM for four hours, with two strips per session and a box of props.",
         [S("from 7:00 PM"), C("for four hours", "VALUE_MISMATCH"), S("two strips per session"),
          S("a box of props")],
         errors=["wrong_period"], excludes=["four hours"],
         includes=["three hours|3 hours|10:00 PM|10 PM|three-hour|3-hour", "7:00 PM|7 PM"],
         notes="package.duration PT3H."),
])

# ---------------------------------------------------------------- P2 online gallery, free extension refused
P2_EV = [
    rec("galleries#6761a0f4e1c2b3002b7f5521", "tool:mongo.galleries.findOne", {
        "_id": oid("6761a0f4e1c2b3002b7f5521"),
        "bookingRef": "PB-26-1130",
        "client": {"name": "Chloé & Vikash Dhunnoo"},
        "eventDate": date("2026-11-30T00:00:00Z"),
        "status": "PUBLISHED",
        "url": "https://gallery.example.mu/g/ZK-5521",
        "photoCount": nint(486),
        "gifCount": nint(73),
        "downloadsAllowed": True,
        "expiresAt": dl("2027-02-28T19:59:59Z"),
        "timezone": "Indian/Mauritius",
    }),
    refused("extend_gallery#call-9", "extend_gallery_free", "DENY",
            {"galleryId": "6761a0f4e1c2b3002b7f5521", "months": nint(6)}),
    pol("policy#galleries", "Your online gallery goes live within 72 hours of the event. Galleries stay online "
        "for 90 days after the event, and every photo can be downloaded in full resolution. A six-month "
        "extension costs Rs 1,200. Expired galleries cannot be restored."),
]

P2 = dict(scenario="booth-gallery", domain="photo-booth rental",
          question="How long will our photo booth gallery stay online? Could you extend it for free?",
          now="2026-12-04T20:15:00+04:00", evidence=P2_EV, cases=[
    case("Dear Chloé and Vikash, your gallery is live with 486 photos and 73 GIFs waiting for you at "
         "https://gallery.example.mu/g/ZK-5521! It stays online until 28 February 2027, 90 days after your "
         "wedding, and you can download every photo in full resolution. I'm afraid I couldn't extend it free "
         "of charge, but a six-month extension is available for Rs 1,200.",
         [S("gallery is live"), S("486 photos and 73 GIFs"), S("https://gallery.example.mu/g/ZK-5521"),
          S("online until 28 February 2027"), S("90 days after your wedding"),
          S("download every photo in full resolution"), S("couldn't extend it free of charge"),
          S("six-month extension is available for Rs 1,200")],
         includes=["28 February 2027", "Rs 1,200"],
         notes="status PUBLISHED, counts; expiresAt 19:59:59Z = 11:59 PM 28 Feb MU; policy 90 days, Rs 1,200; "
               "extend_gallery_free DENIED."),
    case("Your gallery expires on 28/02/2027. The free extension was declined, and once a gallery expires it "
         "can't be restored, so do save your favourites before then.",
         [S("expires on 28/02/2027"), S("free extension was declined"), S("can't be restored"),
          N("do save your favourites before then")],
         includes=["28/02/2027"],
         notes="expiresAt; refused call; policy on restoring."),
    case("Good news: I've extended your gallery by six months at no charge, so your 468 photos will stay online "
         "until the end of August 2027.",
         [C("extended your gallery by six months at no charge", "NOT_EXECUTED"),
          C("468 photos", "VALUE_MISMATCH"), C("until the end of August 2027", "DATE_MISMATCH", "NOT_EXECUTED")],
         errors=["refused_call_effect", "wrong_quantity", "refused_call_effect"],
         excludes=["at no charge", "468 photos", "end of August 2027"], tag="refused_call_effect",
         notes="extend_gallery_free DENIED; photoCount 486; expiry remains 28 Feb 2027."),
    case("Your gallery is online for 60 days after the wedding, until 28 February 2027, and a six-month "
         "extension costs Rs 1,200.",
         [C("online for 60 days after the wedding", "NLI_CONTRADICTION"), S("until 28 February 2027"),
          S("extension costs Rs 1,200")],
         errors=["wrong_period"], excludes=["60 days after the wedding"], tag="wrong_period",
         notes="Policy says 90 days."),
], repairs=[
    case("Your gallery holds 486 photos and has been extended for six months free of charge.",
         [S("486 photos"), C("extended for six months free of charge", "NOT_EXECUTED")],
         errors=["refused_call_effect"], excludes=["extended for six months free of charge"],
         includes=["couldn't|could not|unable|not able|declined|Rs 1,200|1,200", "486"],
         notes="extend_gallery_free DENY; a paid extension is Rs 1,200."),
])

# ---------------------------------------------------------------- P3 balance with add-ons and discount
P3_EV = [
    rec("boothBookings#PB-26-1017", "tool:mongo.boothBookings.findOne", {
        "_id": oid("66fa01c3d4e3b2001aa31017"),
        "bookingRef": "PB-26-1017",
        "client": {"name": "Stéphanie Curpen"},
        "eventDate": date("2026-10-24T00:00:00Z"),
        "base": {"code": "CLASSIC_OPEN_AIR", "price": dec("18000.00")},
        "addOns": [
            {"code": "GIF_BOOMERANG", "price": dec("4000.00")},
            {"code": "EXTRA_HOUR", "qty": nint(1), "price": dec("5500.00")},
        ],
        "discount": {"code": "EARLYBIRD10", "appliesTo": "BASE", "amount": dec("1800.00")},
        "payments": [{"type": "DEPOSIT", "amount": dec("9000.00"), "paidAt": date("2026-04-11T06:30:00Z")}],
        "balanceDue": date("2026-10-10T00:00:00Z"),
        "invoiceId": oid("66fa01c3d4e3b2001aa31f02"),
    }),
    rec("invoices#66fa01c3d4e3b2001aa31e77", "tool:mongo.invoices.findOne", {
        "_id": oid("66fa01c3d4e3b2001aa31e77"),
        "bookingRef": "PB-26-1017",
        "total": dec("22000.00"),
        "status": "VOID",
        "deletedAt": date("2026-07-02T10:00:00Z"),
    }),
    rec("invoices#66fa01c3d4e3b2001aa31f02", "tool:mongo.invoices.findOne", {
        "_id": oid("66fa01c3d4e3b2001aa31f02"),
        "bookingRef": "PB-26-1017",
        "total": dec("25700.00"),
        "status": "OPEN",
    }),
    pol("policy#booth-payments", "A deposit of half the base price secures your date. The balance is due 14 "
        "days before the event. Early-bird discounts apply to the base package only, not to add-ons."),
]

P3 = dict(scenario="booth-balance", domain="photo-booth rental",
          question="We added the GIF booth and an extra hour. What's our balance now?",
          now="2026-09-15T12:40:00+04:00", evidence=P3_EV, cases=[
    case("Dear Stéphanie, what fun additions! Your Classic Open-Air booth is Rs 18,000, less your early-bird "
         "discount of Rs 1,800, plus Rs 4,000 for the GIF booth and Rs 5,500 for the extra hour, making "
         "Rs 25,700. With your Rs 9,000 deposit paid, your balance is Rs 16,700, due by 10 October.",
         [N("what fun additions!"), S("Classic Open-Air booth is Rs 18,000"),
          S("early-bird discount of Rs 1,800"), S("Rs 4,000 for the GIF booth"),
          S("Rs 5,500 for the extra hour"), S("making Rs 25,700"), S("Rs 9,000 deposit paid"),
          S("balance is Rs 16,700"), S("due by 10 October")],
         includes=["Rs 16,700", "10 October"],
         notes="18000 - 1800 + 4000 + 5500 = 25700 (open invoice); 25700 - 9000 = 16700; balanceDue 10 Oct."),
    case("Total now: Rs 25,700. Paid: Rs 9,000. Left to pay: Rs 16,700 by 10/10/2026, fourteen days before "
         "your wedding.",
         [S("Total now: Rs 25,700"), S("Paid: Rs 9,000"), S("Left to pay: Rs 16,700"), S("by 10/10/2026"),
          S("fourteen days before your wedding")],
         includes=["Rs 16,700"],
         notes="Open invoice total; payments; balanceDue; policy 14 days before 24 Oct."),
    case("With the GIF booth and extra hour added, your total is Rs 27,500, so after your Rs 9,000 deposit you "
         "have Rs 18,500 left to pay by 10 October.",
         [C("total is Rs 27,500", "AMOUNT_MISMATCH"), S("Rs 9,000 deposit"),
          C("Rs 18,500 left to pay", "AMOUNT_MISMATCH"), S("by 10 October")],
         errors=["wrong_arithmetic", "wrong_arithmetic"], excludes=["Rs 27,500", "Rs 18,500"],
         tag="wrong_arithmetic",
         notes="The draft skips the Rs 1,800 early-bird discount: total 25700, balance 16700."),
    case("Your invoice total is Rs 22,000, and your early-bird 10% discount also comes off the add-ons, so "
         "there's a little extra saving there.",
         [C("invoice total is Rs 22,000", "AMOUNT_MISMATCH"),
          C("also comes off the add-ons", "NLI_CONTRADICTION")],
         errors=["stale_value", "wrong_policy_condition"],
         excludes=["Rs 22,000", "also comes off the add-ons"], tag="stale_value",
         notes="Rs 22,000 is the VOID, soft-deleted invoice; the open invoice is 25700. Early-bird applies to "
               "the base only."),
], repairs=[
    case("Your new total is Rs 25,700, and after your Rs 9,000 deposit the balance is Rs 18,500, due by "
         "10 October.",
         [S("new total is Rs 25,700"), S("Rs 9,000 deposit"), C("balance is Rs 18,500", "AMOUNT_MISMATCH"),
          S("due by 10 October")],
         errors=["wrong_arithmetic"], excludes=["Rs 18,500"],
         includes=["Rs 16,700|16,700", "Rs 25,700|25,700"],
         notes="25700 - 9000 = 16700."),
])

# ---------------------------------------------------------------- P4 late start, compensation
P4_EV = [
    rec("boothBookings#PB-26-0803", "tool:mongo.boothBookings.findOne", {
        "_id": oid("66e0b7a5d4e3b2001aa30803"),
        "bookingRef": "PB-26-0803",
        "client": {"name": "Pooja Lutchmun"},
        "timezone": "Indian/Mauritius",
        "package": {"code": "CLASSIC_ENCLOSED", "price": dec("15000.00"), "duration": "PT3H"},
        "log": {"scheduledStart": date("2026-10-03T14:00:00Z"), "actualStart": date("2026-10-03T14:45:00Z"),
                "delayCause": "VAN_BREAKDOWN", "endedAt": date("2026-10-03T17:45:00Z")},
        "compensation": {"type": "REFUND", "amount": dec("5000.00"), "status": "ISSUED",
                         "issuedAt": date("2026-10-06T07:00:00Z"), "to": "ORIGINAL_CARD"},
    }),
    pol("policy#late-start", "We are very sorry whenever a booth opens late. If your booth starts more than 30 "
        "minutes late for reasons within our control, we refund one hour of hire, pro rata to your package "
        "price. We also run the booth for the full booked time where the venue allows. Refunds reach your card "
        "within 5-10 business days."),
]

P4 = dict(scenario="booth-late-start", domain="photo-booth rental",
          question="The booth started late at our wedding. What compensation are we getting?",
          now="2026-10-07T10:10:00+04:00", evidence=P4_EV, cases=[
    case("Dear Pooja, I'm so sorry the booth opened late on your special night. Our van broke down, and the "
         "booth started at 6:45 PM instead of 6:00 PM, 45 minutes late. As that's more than 30 minutes, we've "
         "refunded one hour of your hire, Rs 5,000, to your original card; it was issued on 6 October and "
         "should reach you within 5-10 business days. The booth still ran its full three hours, until 9:45 PM.",
         [N("I'm so sorry the booth opened late"), S("Our van broke down"),
          S("started at 6:45 PM instead of 6:00 PM"), S("45 minutes late"), S("more than 30 minutes"),
          S("refunded one hour of your hire, Rs 5,000"), S("issued on 6 October"),
          S("within 5-10 business days"), S("ran its full three hours, until 9:45 PM")],
         includes=["Rs 5,000", "45 minutes"],
         notes="log times 14:00Z/14:45Z/17:45Z = 6:00/6:45/9:45 PM MU; VAN_BREAKDOWN; 15000/3 = 5000 ISSUED "
               "6 Oct; policy 30 minutes, 5-10 business days."),
    case("A refund of Rs 5,000, a third of your Rs 15,000 package, has been issued to your card for the "
         "45-minute delay.",
         [S("refund of Rs 5,000"), S("a third of your Rs 15,000 package"), S("has been issued to your card"),
          S("45-minute delay")],
         includes=["Rs 5,000"], notes="compensation ISSUED; package price 15000, PT3H."),
    case("I'm so sorry, Pooja. The booth opened 15 minutes late, and we've refunded Rs 5,000 to your card.",
         [N("I'm so sorry, Pooja."), C("opened 15 minutes late", "VALUE_MISMATCH"),
          S("refunded Rs 5,000 to your card")],
         errors=["wrong_period"], excludes=["15 minutes late"], tag="wrong_period",
         notes="actualStart - scheduledStart = 45 minutes."),
    case("Dear Pooja, please accept our apologies. Since the booth started at 2:45 PM, 45 minutes late, we've "
         "refunded your full package of Rs 15,000.",
         [N("please accept our apologies"), C("started at 2:45 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
          S("45 minutes late"), C("refunded your full package of Rs 15,000", "AMOUNT_MISMATCH")],
         errors=["unit_conversion", "wrong_amount"], excludes=["2:45 PM", "full package of Rs 15,000"],
         tag="unit_conversion",
         notes="14:45Z is 6:45 PM local; compensation is Rs 5,000 (one hour), not the full price."),
], repairs=[
    case("We're so sorry the booth started 45 minutes late. We've refunded one hour of your hire, Rs 5,000, and "
         "it should reach your card within 3 business days.",
         [S("started 45 minutes late"), S("refunded one hour of your hire, Rs 5,000"),
          C("within 3 business days", "NLI_CONTRADICTION")],
         errors=["wrong_period"], excludes=["within 3 business days"],
         includes=["5-10|5 to 10|five to ten|5–10", "Rs 5,000|5,000"],
         notes="Policy: refunds reach the card within 5-10 business days."),
])

BUNDLES = [P1, P2, P3, P4]
