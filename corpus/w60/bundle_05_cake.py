from common import *

# ---------------------------------------------------------------- K1 cake order details
K1_EV = [
    rec("cakeOrders#CK-2210", "tool:mongo.cakeOrders.findOne", {
        "_id": oid("6701d4c2e8a7b90033f02210"),
        "orderNo": "CK-2210",
        "client": {"name": "Océane Bhugun"},
        "timezone": "Indian/Mauritius",
        "tiers": [
            {"tierFromBottom": nint(1), "diameterCm": nint(30), "flavour": "VANILLA_PASSIONFRUIT"},
            {"tierFromBottom": nint(2), "diameterCm": nint(25), "flavour": "DARK_CHOC_SALTED_CARAMEL"},
            {"tierFromBottom": nint(3), "diameterCm": nint(20), "flavour": "LEMON_ELDERFLOWER"},
            {"tierFromBottom": nint(4), "diameterCm": nint(15), "flavour": "COCONUT_LIME"},
        ],
        "servings": nint(140),
        "finish": "SEMI_NAKED",
        "decoration": "FRESH_FLOWERS_FROM_CLIENT_FLORIST",
        "delivery": {"venue": "Villa Anse Jonchée", "at": date("2026-12-05T08:00:00Z"),
                     "setupDuration": "PT45M"},
        "standHire": {"item": "GOLD_MIRROR_STAND", "deposit": dec("3000.00"), "refundable": True},
        "price": dec("24500.00"),
        "status": "CONFIRMED",
    }),
    pol("policy#cake-delivery", "We deliver and set up free of charge within 25 km of our Quatre Bornes "
        "kitchen. Cake stands can be hired against a refundable deposit of Rs 3,000, returned when the stand "
        "comes back undamaged within 3 days. Please note that cake knives and servers are not supplied. Fresh "
        "flowers for decoration are placed by our team but supplied by your florist."),
]

K1 = dict(scenario="cake-tiers", domain="cake maker",
          question="Can you remind us of our cake flavours tier by tier and when it will be delivered?",
          now="2026-11-20T17:05:00+04:00", evidence=K1_EV, cases=[
    case("With pleasure, Océane! Here is your cake from the top down:\n"
         "- Top tier (15 cm): coconut and lime\n"
         "- Third tier (20 cm): lemon and elderflower\n"
         "- Second tier (25 cm): dark chocolate and salted caramel\n"
         "- Bottom tier (30 cm): vanilla and passionfruit\n"
         "It will arrive at Villa Anse Jonchée at 12:00 PM on Saturday 5 December, and setup takes about 45 "
         "minutes.",
         [N("With pleasure, Océane!"), N("Here is your cake from the top down:"), S("Top tier (15 cm): coconut and lime"),
          S("Third tier (20 cm): lemon and elderflower"),
          S("Second tier (25 cm): dark chocolate and salted caramel"),
          S("Bottom tier (30 cm): vanilla and passionfruit"), S("arrive at Villa Anse Jonchée"),
          S("12:00 PM on Saturday 5 December"), S("setup takes about 45 minutes")],
         includes=["12:00 PM", "coconut and lime"],
         notes="tiers by tierFromBottom; delivery.at 08:00Z = 12:00 PM MU on Sat 5 Dec; setupDuration PT45M."),
    case("Your four-tier semi-naked cake serves 140 guests and will be delivered at noon on 05/12/2026. Our "
         "team will place the fresh flowers, which come from your florist, and the gold mirror stand is yours "
         "against a refundable Rs 3,000 deposit.",
         [S("four-tier semi-naked cake"), S("serves 140 guests"), S("delivered at noon on 05/12/2026"),
          S("place the fresh flowers, which come from your florist"),
          S("refundable Rs 3,000 deposit")],
         includes=["140", "Rs 3,000"],
         notes="tiers count 4, finish SEMI_NAKED, servings 140; decoration code and policy on flowers; "
               "standHire deposit 3000 refundable."),
    case("Your beautiful three-tier cake will arrive at 12:00 PM on 5 December, with lemon and elderflower on "
         "the bottom tier and coconut and lime at the top.",
         [C("three-tier cake", "VALUE_MISMATCH"), S("arrive at 12:00 PM on 5 December"),
          C("lemon and elderflower on the bottom tier", "VALUE_MISMATCH"), S("coconut and lime at the top")],
         errors=["wrong_quantity", "wrong_role"],
         excludes=["three-tier", "lemon and elderflower on the bottom"], tag="wrong_quantity",
         notes="There are four tiers; lemon-elderflower is tier 3 from the bottom, the bottom is "
               "vanilla-passionfruit."),
    case("Dear Océane, your cake arrives at noon on 5 December and our team will have it set up in about 15 "
         "minutes. We'll also include a cake knife with the gold mirror stand, so you're all set for the "
         "cutting.",
         [N("Dear Océane,"), S("arrives at noon on 5 December"), C("in about 15 minutes", "VALUE_MISMATCH"),
          C("include a cake knife", "NLI_CONTRADICTION")],
         errors=["wrong_period", "unlisted_perk"], excludes=["about 15 minutes", "include a cake knife"],
         tag="unlisted_perk",
         notes="setupDuration PT45M; policy: cake knives are not supplied."),
], repairs=[
    case("Your four-tier cake will be delivered to Villa Anse Jonchée at 8:00 AM on Saturday 5 December, and "
         "setup takes about 45 minutes.",
         [S("four-tier cake"), S("Villa Anse Jonchée"), C("at 8:00 AM on Saturday 5 December", "DATE_MISMATCH", "VALUE_MISMATCH"),
          S("setup takes about 45 minutes")],
         errors=["unit_conversion"], excludes=["8:00 AM"],
         includes=["12:00 PM|12 PM|noon|midday|12:00", "45 minutes"],
         notes="delivery.at 08:00Z is 12:00 PM in Indian/Mauritius."),
])

# ---------------------------------------------------------------- K2 tasting box shipment
K2_EV = [
    rec("tastingBoxes#TB-0561", "tool:mongo.tastingBoxes.findOne", {
        "_id": oid("661b7f02aa45c1001b9b0561"),
        "boxRef": "TB-0561",
        "client": {"name": "Yusuf Goolam"},
        "flavours": ["VANILLA_BEAN", "DARK_CHOCOLATE", "RED_VELVET", "LEMON_CURD", "COCONUT_LIME", "CARROT_WALNUT"],
        "price": dec("1200.00"),
        "shipment": {"carrier": "Island Express", "tracking": "IEX40022918MU", "status": "SHIPPED",
                     "shippedAt": date("2026-04-14T05:00:00Z"), "estimatedDelivery": date("2026-04-16T00:00:00Z")},
    }),
    rec("tastingBoxes#TB-0533", "tool:mongo.tastingBoxes.findOne", {
        "_id": oid("6613aa11aa45c1001b9b0533"),
        "boxRef": "TB-0533",
        "client": {"name": "Yusuf Goolam"},
        "status": "CANCELLED",
        "deletedAt": date("2026-04-02T09:00:00Z"),
        "shipment": {"carrier": "Island Express", "tracking": "IEX40019877MU"},
    }),
    pol("policy#tasting-box", "The tasting box costs Rs 1,200. If you book your wedding cake within 30 days of "
        "the box arriving, the Rs 1,200 is deducted from your cake invoice. Boxes are delivered island-wide by "
        "courier within 2 working days of dispatch. Keep the box refrigerated and enjoy it within 3 days."),
]

K2 = dict(scenario="tasting-box", domain="cake maker",
          question="Has our tasting box been sent? What flavours are in it?",
          now="2026-04-14T15:30:00+04:00", evidence=K2_EV, cases=[
    case("Hello Yusuf, sweet news: your tasting box TB-0561 left us this morning with Island Express "
         "(tracking IEX40022918MU) and should reach you by Thursday 16 April. Inside are six flavours: vanilla "
         "bean, dark chocolate, red velvet, lemon curd, coconut-lime and carrot-walnut.",
         [S("tasting box TB-0561 left us this morning"), S("with Island Express"),
          S("tracking IEX40022918MU"), S("reach you by Thursday 16 April"), S("six flavours"),
          S("vanilla bean, dark chocolate, red velvet, lemon curd, coconut-lime and carrot-walnut")],
         includes=["IEX40022918MU", "16 April"],
         notes="shipment SHIPPED at 05:00Z = 9:00 AM today; estimatedDelivery 16 Apr (Thursday); six flavours."),
    case("Yes, it was dispatched today and should arrive within two working days. If you book your cake "
         "within 30 days of the box arriving, the Rs 1,200 comes off your cake invoice; do keep it in the "
         "fridge and enjoy it within 3 days.",
         [S("dispatched today"), S("arrive within two working days"), S("within 30 days of the box arriving"),
          S("Rs 1,200 comes off your cake invoice"), S("keep it in the fridge and enjoy it within 3 days")],
         includes=["Rs 1,200"],
         notes="shippedAt today; policy on 2 working days, 30-day deduction and storage."),
    case("Good news, Yusuf! Your tasting box has been delivered; the tracking number is TB-0561 if you'd like "
         "to check with Island Express.",
         [N("Good news, Yusuf!"), C("tasting box has been delivered", "RECORD_STATE_MISMATCH"),
          C("tracking number is TB-0561", "IDENTIFIER_MISMATCH")],
         errors=["wrong_state", "wrong_role"], excludes=["has been delivered", "tracking number is TB-0561"],
         tag="wrong_role",
         notes="Status SHIPPED (due 16 Apr); TB-0561 is the box reference, the tracking number is IEX40022918MU."),
    case("Your box shipped this morning and will arrive tomorrow. If you book within 60 days, the Rs 1,200 is "
         "deducted from your cake.",
         [S("shipped this morning"), C("will arrive tomorrow", "DATE_MISMATCH"),
          C("within 60 days", "NLI_CONTRADICTION"), S("Rs 1,200 is deducted")],
         errors=["wrong_date", "wrong_policy_condition"], excludes=["arrive tomorrow", "within 60 days"],
         tag="wrong_date",
         notes="estimatedDelivery is 16 Apr (now 14 Apr, so not tomorrow); policy says 30 days."),
], repairs=[
    case("Your tasting box left us this morning and should arrive by Thursday 16 April; you can follow it with "
         "Island Express using tracking number IEX40019877MU.",
         [S("left us this morning"), S("arrive by Thursday 16 April"),
          C("tracking number IEX40019877MU", "IDENTIFIER_MISMATCH")],
         errors=["other_record_value"], excludes=["IEX40019877MU"],
         includes=["IEX40022918MU", "16 April"],
         notes="IEX40019877MU belongs to the cancelled box TB-0533; TB-0561's tracking is IEX40022918MU."),
])

# ---------------------------------------------------------------- K3 design change after lock
K3_EV = [
    rec("cakeOrders#CK-2388", "tool:mongo.cakeOrders.findOne", {
        "_id": oid("6705e1b9e8a7b90033f02388"),
        "orderNo": "CK-2388",
        "client": {"name": "Isabelle Lam"},
        "weddingDate": date("2026-06-20T00:00:00Z"),
        "design": {"colour": "DUSTY_PINK", "sugarFlowers": "FRANGIPANI", "topper": {"type": "ACRYLIC",
                   "text": "Forever"}},
        "designLockedAt": date("2026-06-06T00:00:00Z"),
        "status": "IN_DECORATION",
    }),
    refused("update_design#call-21", "update_cake_design", "DENY",
            {"orderNo": "CK-2388", "colour": "SAGE_GREEN", "reason": "DESIGN_LOCKED_14D"}),
    pol("policy#design-changes", "Design changes are welcome up to 14 days before the wedding. After that our "
        "decorators have begun the sugar flowers, and the design is locked. The wording on an acrylic topper "
        "can still be changed until 7 days before the wedding, for Rs 500."),
]

K3 = dict(scenario="design-locked", domain="cake maker",
          question="Could we change the cake colour from dusty pink to sage green, and the topper to 'Mr & Mrs "
                   "Lam'?",
          now="2026-06-10T10:30:00+04:00", evidence=K3_EV, cases=[
    case("Dear Isabelle, I completely understand wanting everything just right. I'm sorry, but the colour "
         "couldn't be changed to sage green: designs are locked 14 days before the wedding, once our "
         "decorators have begun the sugar flowers. The lovely news is that your topper wording can still be "
         "changed to 'Mr & Mrs Lam' for Rs 500, as long as we hear from you by Saturday 13 June.",
         [N("I completely understand"), S("colour couldn't be changed to sage green"),
          S("designs are locked 14 days before the wedding"), S("once our decorators have begun the sugar flowers"),
          S("topper wording can still be changed"), S("for Rs 500"), S("by Saturday 13 June")],
         includes=["Rs 500", "13 June"],
         notes="update_cake_design DENIED (DESIGN_LOCKED_14D); policy 14-day lock; topper until 7 days before "
               "20 June = 13 June, Rs 500."),
    case("The dusty pink design is now locked, so the sage green change was declined, but the topper text can "
         "be updated until 7 days before your wedding, at a cost of Rs 500.",
         [S("dusty pink design is now locked"), S("sage green change was declined"),
          S("until 7 days before your wedding"), S("at a cost of Rs 500")],
         includes=["Rs 500"],
         notes="designLockedAt passed; refused call; policy on topper wording."),
    case("Of course, Isabelle! I've updated your cake to sage green, and the new topper wording is free of "
         "charge.",
         [N("Of course, Isabelle!"), C("updated your cake to sage green", "NOT_EXECUTED"),
          C("topper wording is free of charge", "NLI_CONTRADICTION")],
         errors=["refused_call_effect", "wrong_policy_condition"],
         excludes=["updated your cake to sage green", "free of charge"], tag="refused_call_effect",
         notes="The design update was DENIED; the policy charges Rs 500 for topper wording."),
    case("Great news: as we're still more than 14 days from your wedding, the colour can be switched to sage "
         "green. Topper wording can be changed for Rs 500 until 17 June.",
         [C("still more than 14 days from your wedding", "DATE_MISMATCH", "NLI_CONTRADICTION"),
          C("colour can be switched to sage green", "NOT_EXECUTED", "NLI_CONTRADICTION"),
          S("changed for Rs 500"), C("until 17 June", "DATE_MISMATCH")],
         errors=["condition_unmet", "condition_unmet", "wrong_date"],
         excludes=["more than 14 days from your wedding", "can be switched to sage green", "until 17 June"],
         tag="condition_unmet",
         notes="Now 10 June is 10 days before 20 June, so the design is locked and the change was denied; "
               "topper changes close 7 days before, 13 June."),
], repairs=[
    case("Dear Isabelle, your cake has been changed to sage green, and the topper wording can be updated for "
         "Rs 500 until Saturday 13 June.",
         [C("your cake has been changed to sage green", "NOT_EXECUTED"), S("updated for Rs 500"),
          S("until Saturday 13 June")],
         errors=["refused_call_effect"], excludes=["has been changed to sage green"],
         includes=["locked|couldn't|could not|unable|not able|not possible|declined", "Rs 500|500"],
         notes="update_cake_design DENIED: the design locked 14 days before the wedding."),
])

# ---------------------------------------------------------------- K4 allergens, KB passage
K4_EV = [
    rec("cakeOrders#CK-2455", "tool:mongo.cakeOrders.findOne", {
        "_id": oid("6712c0aae8a7b90033f02455"),
        "orderNo": "CK-2455",
        "client": {"name": "Ashwin Nundlall"},
        "tiers": [
            {"tierFromBottom": nint(1), "flavour": "CHOCOLATE_HAZELNUT", "glutenFree": False,
             "containsNuts": True},
            {"tierFromBottom": nint(2), "flavour": "LEMON_POLENTA", "glutenFree": True, "containsNuts": False},
            {"tierFromBottom": nint(3), "flavour": "VANILLA_BERRY", "glutenFree": False, "containsNuts": False},
        ],
        "status": "CONFIRMED",
    }),
    psg("kb#allergens", "Our kitchen handles nuts, gluten, dairy and eggs every day.\n"
        "Gluten-free tiers are baked on separate days in dedicated tins, but we cannot guarantee they are free "
        "from traces.\nWe are unable to offer a nut-free guarantee for any cake.\nAllergen labels are placed on "
        "each tier's board at setup.", source="kb/allergens"),
]

K4 = dict(scenario="allergens", domain="cake maker",
          question="One guest has a nut allergy and another is coeliac. Which tiers are safe for them?",
          now="2026-07-03T12:00:00+04:00", evidence=K4_EV, cases=[
    case("Thank you for thinking of your guests so carefully, Ashwin. Your middle tier, the lemon polenta, is "
         "made gluten-free and baked on a separate day in dedicated tins, though we can't guarantee it is free "
         "from traces. The bottom tier is chocolate hazelnut and contains nuts, and as our kitchen handles nuts "
         "every day, we're unable to promise that any tier is nut-free.",
         [N("Thank you for thinking of your guests"), S("middle tier, the lemon polenta, is made gluten-free"),
          S("baked on a separate day in dedicated tins"), S("can't guarantee it is free from traces"),
          S("bottom tier is chocolate hazelnut and contains nuts"),
          S("our kitchen handles nuts every day"), S("unable to promise that any tier is nut-free")],
         includes=["lemon polenta"],
         notes="tiers[1] glutenFree true; tiers[0] containsNuts; KB on separate baking, traces and no nut-free "
               "guarantee."),
    case("Only tier two (lemon polenta) is gluten-free; the vanilla berry top tier and the lemon polenta have "
         "no nuts in the recipe, but a nut-free guarantee can't be given. Each tier's board will carry an "
         "allergen label at setup.",
         [S("Only tier two (lemon polenta) is gluten-free"),
          S("the vanilla berry top tier and the lemon polenta have no nuts in the recipe"),
          S("a nut-free guarantee can't be given"), S("allergen label at setup")],
         includes=["lemon polenta"],
         notes="glutenFree only on tier 2; containsNuts false on tiers 2 and 3; KB on guarantees and labels."),
    case("Your top tier, the vanilla berry, is gluten-free, and since all our cakes are made in a completely "
         "nut-free kitchen, your guest with the nut allergy can enjoy any slice.",
         [C("top tier, the vanilla berry, is gluten-free", "VALUE_MISMATCH"),
          C("completely nut-free kitchen", "NLI_CONTRADICTION"),
          C("can enjoy any slice", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         errors=["wrong_role", "invented_fact", "invented_fact"],
         excludes=["vanilla berry, is gluten-free", "nut-free kitchen", "enjoy any slice"],
         tag="invented_fact",
         notes="Only the lemon polenta tier is gluten-free; KB: the kitchen handles nuts, no nut-free guarantee, "
               "and the bottom tier contains hazelnut."),
    case("The lemon polenta tier is gluten-free and, being baked on its own day, is guaranteed free from any "
         "traces of gluten. The chocolate hazelnut tier contains nuts.",
         [S("lemon polenta tier is gluten-free"), C("guaranteed free from any traces", "NLI_CONTRADICTION"),
          S("chocolate hazelnut tier contains nuts")],
         errors=["invented_promise"], excludes=["guaranteed free from any traces"], tag="invented_promise",
         notes="KB: gluten-free tiers cannot be guaranteed free from traces."),
], repairs=[
    case("Your top tier, the vanilla berry, is the gluten-free one, and the chocolate hazelnut tier contains "
         "nuts.",
         [C("top tier, the vanilla berry, is the gluten-free one", "VALUE_MISMATCH"),
          S("chocolate hazelnut tier contains nuts")],
         errors=["wrong_role"], excludes=["vanilla berry, is the gluten-free"],
         includes=["lemon polenta|middle tier|second tier|tier two|tier 2", "hazelnut"],
         notes="glutenFree is true only for tier 2, LEMON_POLENTA."),
])

# ---------------------------------------------------------------- K5 stand deposit return
K5_EV = [
    rec("standHires#672c0b11f0a2d3001c8e0071", "tool:mongo.standHires.findOne", {
        "_id": oid("672c0b11f0a2d3001c8e0071"),
        "orderNo": "CK-2297",
        "client": {"name": "Jessica Ah-Kee"},
        "item": "GOLD_MIRROR_STAND",
        "deposit": dec("3000.00"),
        "returnedAt": date("2026-12-07T06:40:00Z"),
        "condition": "CHIPPED_EDGE",
        "deduction": dec("800.00"),
        "refund": {"amount": dec("2200.00"), "status": "REFUNDED", "refundedAt": date("2026-12-10T09:00:00Z"),
                   "to": "MCB_ACCOUNT_ENDING_4471"},
    }),
    rec("standHires#672c0b11f0a2d3001c8e0072", "tool:mongo.standHires.findOne", {
        "_id": oid("672c0b11f0a2d3001c8e0072"),
        "orderNo": "CK-2297",
        "item": "ACRYLIC_CUPCAKE_TOWER",
        "deposit": dec("1500.00"),
        "returnedAt": None,
        "status": "NOT_RETURNED",
    }),
    pol("policy#stand-hire", "Stands are hired against a refundable deposit. Please return them within 3 days "
        "of the wedding. Once a stand is back, we refund the deposit within 5 working days, less the cost of "
        "any repair. A stand not returned within 14 days is treated as sold and the deposit is kept."),
]

K5 = dict(scenario="stand-deposit", domain="cake maker",
          question="Have you refunded the deposit for the cake stand yet?",
          now="2026-12-11T11:15:00+04:00", evidence=K5_EV, cases=[
    case("Dear Jessica, thank you for bringing the gold mirror stand back! Rs 2,200 of your Rs 3,000 deposit "
         "was refunded yesterday, 10 December, to your MCB account ending 4471; Rs 800 was kept for a chipped "
         "edge. The acrylic cupcake tower hasn't come back to us yet, and its Rs 1,500 deposit will be "
         "refunded once it does.",
         [N("thank you for bringing the gold mirror stand back"), S("Rs 2,200 of your Rs 3,000 deposit"),
          S("refunded yesterday, 10 December"), S("MCB account ending 4471"),
          S("Rs 800 was kept for a chipped edge"), S("cupcake tower hasn't come back to us yet"),
          S("its Rs 1,500 deposit will be refunded once it does")],
         includes=["Rs 2,200"],
         notes="refund REFUNDED 2200 on 10 Dec (now 11 Dec); deduction 800 CHIPPED_EDGE; tower NOT_RETURNED; "
               "policy refunds deposits once a stand is back."),
    case("Yes, your stand deposit refund of Rs 2,200 went through on 10/12/2026, after an Rs 800 repair "
         "deduction.",
         [S("refund of Rs 2,200 went through on 10/12/2026"), S("Rs 800 repair deduction")],
         includes=["Rs 2,200"], notes="refund.amount/status/refundedAt; deduction 800."),
    case("Dear Jessica, your full deposit of Rs 3,000 for the gold mirror stand was refunded on 10 December, "
         "and the Rs 1,500 for the cupcake tower has been refunded too.",
         [N("Dear Jessica,"), C("full deposit of Rs 3,000", "AMOUNT_MISMATCH"), S("refunded on 10 December"),
          C("cupcake tower has been refunded too", "RECORD_STATE_MISMATCH")],
         errors=["wrong_amount", "wrong_state"],
         excludes=["full deposit of Rs 3,000", "has been refunded too"], tag="wrong_amount",
         notes="Refund was 2200 after an 800 deduction; the cupcake tower is NOT_RETURNED, no refund."),
    case("Your refund of Rs 2,200 was paid on 7 December. Stands returned within 3 days are refunded in full, "
         "so the Rs 800 will follow shortly.",
         [S("refund of Rs 2,200"), C("paid on 7 December", "DATE_MISMATCH"),
          S("Stands returned within 3 days"),
          C("the Rs 800 will follow shortly", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
         errors=["wrong_date", "invented_promise"], excludes=["paid on 7 December", "Rs 800 will follow"],
         tag="wrong_date",
         notes="7 Dec is returnedAt; refundedAt is 10 Dec. The 800 is a repair deduction, not pending."),
], repairs=[
    case("Your refund of Rs 2,200 was paid on 7 December, after Rs 800 was deducted for a chipped edge.",
         [S("refund of Rs 2,200"), C("paid on 7 December", "DATE_MISMATCH"),
          S("Rs 800 was deducted for a chipped edge")],
         errors=["wrong_date"], excludes=["7 December"],
         includes=["10 December|10/12|10 Dec", "Rs 2,200|2,200"],
         notes="refund.refundedAt 2026-12-10; 7 Dec was when the stand came back."),
])

BUNDLES = [K1, K2, K3, K4, K5]
