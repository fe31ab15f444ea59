"""Pet cremation service scenarios (Payapa Pet Cremation, invented)."""
from w39lib import *

D = "pet cremation service"

# ---------------------------------------------------------------- pc-private-cremation
sc = "pc-private-cremation"
q = "When will Whitey's ashes come home?"
now = "2026-04-15T10:00:00+08:00"
ev = [
    rec("cremations.get#CR-3108", "tool:memorial.v1.Cremations.GetCremation", {
        "name": "facilities/antipolo-1/cremations/CR-3108", "pet": {"displayName": "Whitey", "species": "SPECIES_DOG", "weightKg": 18},
        "type": "CREMATION_TYPE_PRIVATE", "state": "CREMATION_COMPLETED", "cremationTime": "2026-04-14T03:30:00.000000000Z",
        "ashes": {"state": "READY_FOR_RETURN", "returnMethod": "RETURN_HOME_DELIVERY",
                  "deliveryWindow": {"startTime": "2026-04-16T05:00:00.000000000Z", "endTime": "2026-04-16T09:00:00.000000000Z"},
                  "urn": {"displayName": "Acacia wood urn", "engraving": "Whitey 2012–2026"}},
        "charges": [{"description": "Private cremation, 15-25 kg", "amount": money(6500)},
                    {"description": "Urn upgrade: acacia wood", "amount": money(1800)},
                    {"description": "Engraving", "amount": money(0)},
                    {"description": "Home delivery within Rizal", "amount": money(0)}],
        "total": money(8300), "paymentState": "PAID"}),
    pol("cremation-policy#private", "In a private cremation your pet is cremated alone, so the ashes you receive are only your "
        "pet's. Ashes are returned within 3 to 5 days of collection, with a certificate of cremation. Home delivery is free "
        "within Rizal; elsewhere it costs ₱400.", "2025-12"),
]
add(D, sc, q,
    "Dear Maricel, I'm so sorry for the loss of Whitey. His private cremation was completed yesterday, and his ashes will be "
    "delivered to your home tomorrow, Thursday, between 1:00 and 5:00 PM, in the acacia wood urn engraved \"Whitey 2012–2026\". "
    "Because it was a private cremation, he was cremated alone, so the ashes are only his. A certificate of cremation comes with them.",
    ev, [N("I'm so sorry for the loss of Whitey."), S("His private cremation was completed yesterday"),
         S("delivered to your home tomorrow, Thursday, between 1:00 and 5:00 PM"), S("in the acacia wood urn engraved"),
         S("he was cremated alone"), S("A certificate of cremation comes with them")],
    includes=["1:00 and 5:00 PM"], now=now,
    notes="state CREMATION_COMPLETED on 4/14 (yesterday); delivery window 05:00Z-09:00Z = 1-5 PM Thu 4/16; urn and engraving; policy.")
add(D, sc, q,
    "Whitey's ashes: ready for return\nDelivery: 4/16, 1–5 PM\nUrn: acacia wood, engraved\nBalance: none, ₱8,300.00 fully paid",
    ev, [S("Whitey's ashes: ready for return"), S("Delivery: 4/16, 1–5 PM"), S("Urn: acacia wood, engraved"),
         S("₱8,300.00 fully paid")],
    includes=["₱8,300.00"], notes="ashes.state READY_FOR_RETURN; total 8300 (6500 + 1800) PAID.")
add(D, sc, q,
    "Whitey's ashes have been placed in the engraved acacia urn and will be brought to you on April 16 in the afternoon. There's "
    "no delivery charge within Rizal, and nothing is left to pay.",
    ev, [S("will be brought to you on April 16 in the afternoon"), S("no delivery charge within Rizal"), S("nothing is left to pay")],
    includes=["April 16"], notes="deliveryWindow 1-5 PM 4/16; home delivery 0; paymentState PAID.")
add(D, sc, q,
    "Dear Maricel, I'm so sorry for the loss of Whitey. His private cremation is scheduled for today, and his ashes will be "
    "delivered on Thursday between 1:00 and 5:00 PM in the engraved acacia urn.",
    ev, [N("I'm so sorry for the loss of Whitey."), C("His private cremation is scheduled for today", "RECORD_STATE_MISMATCH", "DATE_MISMATCH"),
         S("delivered on Thursday between 1:00 and 5:00 PM")],
    errors=["wrong_state"], excludes=["scheduled for today"], now=now,
    notes="The cremation is CREMATION_COMPLETED (4/14), not scheduled.")
add(D, sc, q,
    "Hi Maricel, Whitey's ashes will be delivered tomorrow between 1:00 and 5:00 PM. A certificate of cremation and a clay paw "
    "print come with them, and your total of ₱6,500.00 is fully paid.",
    ev, [S("delivered tomorrow between 1:00 and 5:00 PM"), S("A certificate of cremation"),
         CI("a clay paw print come with them", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         C("your total of ₱6,500.00 is fully paid", "AMOUNT_MISMATCH")],
    errors=["unlisted_perk", "wrong_amount"], excludes=["clay paw print", "₱6,500.00"], now=now,
    notes="Neither record nor policy includes a paw print; the paid total is 8300 (6500 is only the cremation line).")
add(D, sc, q,
    "Dear Maricel, I'm so sorry about Whitey. His communal cremation was completed yesterday, and his ashes will be delivered "
    "tomorrow between 1:00 and 5:00 PM in the acacia urn.",
    ev, [C("His communal cremation was completed yesterday", "VALUE_MISMATCH"), S("delivered tomorrow between 1:00 and 5:00 PM")],
    errors=["wrong_value"], excludes=["communal"], includes=["private|alone|individual", "1:00"], now=now, repair=True,
    notes="type is CREMATION_TYPE_PRIVATE.")

# ---------------------------------------------------------------- pc-memorial-addons
sc = "pc-memorial-addons"
q = "What's included in Miming's package and how much do I pay in total?"
now = "2026-04-18T16:00:00+08:00"
ev = [
    rec("cremations.get#CR-3127", "tool:memorial.v1.Cremations.GetCremation", {
        "name": "facilities/antipolo-1/cremations/CR-3127", "pet": {"displayName": "Miming", "species": "SPECIES_CAT", "weightKg": 4.2},
        "package": {"name": "packages/GENTLE_FAREWELL", "displayName": "Gentle Farewell", "price": money(4200),
                    "includes": ["PRIVATE_CREMATION", "URN_BAMBOO_BASIC", "CERTIFICATE_OF_CREMATION"]},
        "addOns": [{"code": "CLAY_PAW_PRINT", "price": money(650), "selected": True},
                   {"code": "FUR_CLIPPING_LOCKET", "price": money(900), "selected": True},
                   {"code": "NOSE_PRINT_PENDANT", "price": money(2400), "selected": False}],
        "total": money(5750), "state": "AWAITING_PAYMENT", "scheduledTime": "2026-04-20T01:00:00.000000000Z"}),
    rec("packages.list#antipolo-1", "tool:memorial.v1.Packages.ListPackages", {"packages": [
        {"name": "packages/GENTLE_FAREWELL", "price": money(4200), "includes": ["PRIVATE_CREMATION", "URN_BAMBOO_BASIC", "CERTIFICATE_OF_CREMATION"]},
        {"name": "packages/FOREVER_HOME", "price": money(6900),
         "includes": ["PRIVATE_CREMATION", "URN_ACACIA", "CERTIFICATE_OF_CREMATION", "CLAY_PAW_PRINT", "FUR_CLIPPING_LOCKET"]}]}),
    pol("addon-policy#memorial", "Payment is due before the cremation; we accept GCash, card or cash. Keepsakes such as paw prints, "
        "nose prints and fur clippings must be requested before the cremation starts, because they can't be made afterwards.", "v2"),
]
add(D, sc, q,
    "Hi Jericho, I'm so sorry about Miming. Her Gentle Farewell package (₱4,200.00) includes a private cremation, a bamboo urn and a "
    "certificate. You've added a clay paw print (₱650.00) and a fur clipping locket (₱900.00), so the total is ₱5,750.00. Payment is "
    "due before the cremation, which is set for Monday, April 20 at 9:00 AM.",
    ev, [N("I'm so sorry about Miming."), S("Gentle Farewell package (₱4,200.00)"), S("includes a private cremation, a bamboo urn and a certificate"),
         S("a clay paw print (₱650.00)"), S("a fur clipping locket (₱900.00)"), S("the total is ₱5,750.00"),
         S("Payment is due before the cremation"), S("set for Monday, April 20 at 9:00 AM")],
    includes=["₱5,750.00", "9:00 AM"], now=now,
    notes="Package includes and price; selected add-ons 650 + 900; total 5750; scheduledTime 01:00Z = 9 AM Mon 4/20.")
add(D, sc, q,
    "Package: ₱4,200.00\n+ Clay paw print: ₱650.00\n+ Fur clipping locket: ₱900.00\n= ₱5,750.00 (GCash, card or cash)",
    ev, [S("Package: ₱4,200.00"), S("Clay paw print: ₱650.00"), S("Fur clipping locket: ₱900.00"), S("= ₱5,750.00"),
         S("(GCash, card or cash)")],
    includes=["₱5,750.00"], notes="4200 + 650 + 900 = 5750; payment methods from the policy.")
add(D, sc, q,
    "Just a gentle note: paw prints and fur clippings can only be taken before the cremation starts, so if you'd like to add "
    "anything else, please tell us before Monday at 9:00 AM.",
    ev, [S("can only be taken before the cremation starts"), S("please tell us before Monday at 9:00 AM")],
    includes=["9:00 AM"], now=now, notes="Policy on keepsakes; cremation scheduled 9 AM Monday 4/20.")
add(D, sc, q,
    "Hi Jericho, I'm so sorry about Miming. The Gentle Farewell package already includes a clay paw print, so you only pay extra "
    "for the fur clipping locket, which brings the total to ₱5,100.00.",
    ev, [N("I'm so sorry about Miming."), C("already includes a clay paw print", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
         C("brings the total to ₱5,100.00", "AMOUNT_MISMATCH")],
    errors=["unlisted_perk", "wrong_arithmetic"], excludes=["already includes a clay paw print", "₱5,100.00"], now=now,
    notes="The paw print is in FOREVER_HOME, not GENTLE_FAREWELL; total is 5750.")
add(D, sc, q,
    "Hi Jericho, Miming's Gentle Farewell package is ₱4,200.00. You've added a clay paw print, a fur clipping locket and a nose "
    "print pendant, and payment is due before the cremation on Monday at 9:00 AM.",
    ev, [S("Miming's Gentle Farewell package is ₱4,200.00"),
         CI("a nose print pendant", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
         S("payment is due before the cremation on Monday at 9:00 AM")],
    errors=["unrecorded_extra"], excludes=["nose print pendant"], now=now,
    notes="NOSE_PRINT_PENDANT has selected: false; only the paw print and locket were added.")
add(D, sc, q,
    "Hi Jericho, Miming's Gentle Farewell package is ₱4,200.00, and with the clay paw print (₱650.00) and fur clipping locket "
    "(₱900.00) the total is ₱5,570.00.",
    ev, [S("Gentle Farewell package is ₱4,200.00"), S("clay paw print (₱650.00)"), S("fur clipping locket (₱900.00)"),
         C("the total is ₱5,570.00", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["₱5,570.00"], includes=["5,750", "4,200"], now=now, repair=True,
    notes="4200 + 650 + 900 = 5750.")

# ---------------------------------------------------------------- pc-home-collection
sc = "pc-home-collection"
q = "Our dog Duke just passed. When will your team arrive and how much is it?"
now = "2026-04-21T22:05:00+08:00"
ev = [
    rec("collections.get#CL-0884", "tool:memorial.v1.Collections.GetCollection", {
        "name": "facilities/antipolo-1/collections/CL-0884", "pet": {"displayName": "Duke", "species": "SPECIES_DOG", "weightKg": 40},
        "state": "TEAM_DISPATCHED", "requestTime": "2026-04-21T13:50:00.000000000Z", "scheduledArrivalTime": "2026-04-21T15:00:00.000000000Z",
        "team": [{"displayName": "Arnel Bautista"}, {"displayName": "Rowel Lim"}],
        "charges": [{"code": "HOME_COLLECTION", "amount": money(1500)},
                    {"code": "AFTER_HOURS_SURCHARGE", "amount": money(1000)},
                    {"code": "LARGE_PET_HANDLING", "amount": money(500)}],
        "collectionTotal": money(3000)}),
    pol("collection-policy#v3", "Home collection costs ₱1,500 within Rizal and eastern Metro Manila. Collections between 8:00 PM "
        "and 6:00 AM carry a ₱1,000 after-hours surcharge. Pets over 30 kg need two handlers and a ₱500 handling fee. Until we "
        "arrive, please wrap your pet in a blanket and keep them in a cool place.", "v3"),
]
add(D, sc, q,
    "Lorna, I'm so very sorry about Duke. Arnel Bautista and Rowel Lim are on their way and should arrive around 11:00 PM tonight. "
    "Because it's after 8:00 PM and Duke is over 30 kg, the collection comes to ₱3,000.00: the ₱1,500.00 collection fee, a ₱1,000.00 "
    "after-hours surcharge and a ₱500.00 large-pet handling fee. Until they arrive, please wrap him in a blanket and keep him somewhere cool.",
    ev, [N("I'm so very sorry about Duke."), S("Arnel Bautista and Rowel Lim are on their way"), S("should arrive around 11:00 PM tonight"),
         S("the collection comes to ₱3,000.00"), S("the ₱1,500.00 collection fee"), S("a ₱1,000.00 after-hours surcharge"),
         S("a ₱500.00 large-pet handling fee"), S("wrap him in a blanket and keep him somewhere cool")],
    includes=["11:00 PM", "₱3,000.00"], now=now,
    notes="TEAM_DISPATCHED; scheduledArrivalTime 15:00Z = 11 PM Manila; charges 1500 + 1000 + 500 = 3000; care advice in policy.")
add(D, sc, q,
    "Team dispatched, arriving about 11 PM. Collection total: ₱3,000.00.",
    ev, [S("Team dispatched"), S("arriving about 11 PM"), S("Collection total: ₱3,000.00")],
    includes=["11 PM"], notes="state TEAM_DISPATCHED; arrival 11 PM Manila; collectionTotal 3000.")
add(D, sc, q,
    "Two of our team are already on their way to you, and they should be with you in under an hour.",
    ev, [S("Two of our team are already on their way to you"), S("they should be with you in under an hour")],
    includes=["under an hour"], now=now, notes="Two team members, dispatched; arrival 11:00 PM is 55 minutes after now (10:05 PM).")
add(D, sc, q,
    "Lorna, I'm so sorry about Duke. Our team is on the way and should arrive around 11:00 PM. The after-hours surcharge doesn't "
    "apply since the collection is before midnight, so the total is ₱2,000.00 with the large-pet fee.",
    ev, [N("I'm so sorry about Duke."), S("should arrive around 11:00 PM"),
         C("The after-hours surcharge doesn't apply", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         C("the total is ₱2,000.00", "AMOUNT_MISMATCH")],
    errors=["condition_unmet", "wrong_arithmetic"], excludes=["surcharge doesn't apply", "₱2,000.00"], now=now,
    notes="The surcharge covers 8 PM to 6 AM and is charged on CL-0884; collectionTotal is 3000.")
add(D, sc, q,
    "Lorna, I'm so sorry about Duke. Arnel Bautista and Ramil Lim are on their way and should arrive around 11:00 PM. The ₱1,500.00 "
    "collection fee covers everything, so there are no other charges.",
    ev, [N("I'm so sorry about Duke."), C("Arnel Bautista and Ramil Lim", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
         S("should arrive around 11:00 PM"),
         C("collection fee covers everything, so there are no other charges", "AMOUNT_MISMATCH", "NLI_CONTRADICTION")],
    errors=["wrong_name", "wrong_amount"], excludes=["Ramil Lim", "covers everything"], now=now,
    notes="The second team member is Rowel Lim; the record adds a 1000 surcharge and a 500 handling fee (total 3000).")
add(D, sc, q,
    "Lorna, I'm so sorry about Duke. Our team should arrive around 11:00 PM tonight, and the collection comes to ₱2,500.00 "
    "including the after-hours surcharge.",
    ev, [N("I'm so sorry about Duke."), S("should arrive around 11:00 PM tonight"),
         C("the collection comes to ₱2,500.00", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["₱2,500.00"], includes=["3,000", "11:00 PM|11 PM"], now=now, repair=True,
    notes="collectionTotal is 3000; the ₱500 large-pet handling fee was left out.")

# ---------------------------------------------------------------- pc-communal-switch
sc = "pc-communal-switch"
q = "Will I get Pompom's ashes back? If not, can I switch to a private cremation?"
now = "2026-04-28T15:00:00+08:00"
ev = [
    rec("cremations.get#CR-3140", "tool:memorial.v1.Cremations.GetCremation", {
        "name": "facilities/antipolo-1/cremations/CR-3140", "pet": {"displayName": "Pompom", "species": "SPECIES_RABBIT", "weightKg": 1.9},
        "type": "CREMATION_TYPE_COMMUNAL", "state": "SCHEDULED", "scheduledTime": "2026-04-29T00:00:00.000000000Z",
        "ashesReturned": False, "memorial": "ASHES_SCATTERED_MEMORIAL_GARDEN", "price": money(1200), "paymentState": "PAID"}),
    rec("prices.get#small-pets", "tool:memorial.v1.PriceList.GetPrice", {
        "weightBand": "UNDER_3_KG", "prices": [{"type": "CREMATION_TYPE_COMMUNAL", "price": money(1200)},
                                               {"type": "CREMATION_TYPE_PRIVATE", "price": money(3400)}]}),
    refused("cremations.patch#call-9", "memorial.v1.Cremations.UpdateCremation", "ESCALATE",
            {"name": "facilities/antipolo-1/cremations/CR-3140", "updateMask": "type", "cremation": {"type": "CREMATION_TYPE_PRIVATE"}}),
    pol("cremation-policy#communal", "In a communal cremation several pets are cremated together, and the ashes are not returned; "
        "they are scattered in our memorial garden in Antipolo. If you would like ashes back, please choose a private cremation. "
        "You can switch from communal to private up to 24 hours before the scheduled cremation; the price difference is payable "
        "before the switch.", "2025-12"),
]
add(D, sc, q,
    "Hi Ana, I'm so sorry about Pompom. With a communal cremation, the ashes aren't returned; they're scattered in our memorial "
    "garden in Antipolo. Switching to private is only possible up to 24 hours before the cremation, and Pompom's is scheduled for "
    "tomorrow at 8:00 AM, so I couldn't make the change myself. I've escalated your request for review.",
    ev, [N("I'm so sorry about Pompom."), S("the ashes aren't returned"), S("scattered in our memorial garden in Antipolo"),
         S("up to 24 hours before the cremation"), S("scheduled for tomorrow at 8:00 AM"), S("I couldn't make the change myself"),
         S("I've escalated your request for review")],
    includes=["escalated", "8:00 AM"], now=now,
    notes="CREMATION_TYPE_COMMUNAL, ashesReturned false; scheduledTime 00:00Z = 8 AM 4/29; UpdateCremation ESCALATE; policy.")
add(D, sc, q,
    "Pompom's communal cremation (₱1,200.00) is set for April 29 at 8:00 AM. A private cremation would be ₱3,400.00, a difference "
    "of ₱2,200.00, but the switch needs approval because the cremation is now less than 24 hours away.",
    ev, [S("Pompom's communal cremation (₱1,200.00)"), S("set for April 29 at 8:00 AM"), S("A private cremation would be ₱3,400.00"),
         S("a difference of ₱2,200.00"), S("the switch needs approval"), S("less than 24 hours away")],
    includes=["₱2,200.00"], now=now,
    notes="Price list under 3 kg: 1200 vs 3400, difference 2200; 17 hours remain; the switch was escalated, not done.")
add(D, sc, q,
    "No, ashes from a communal cremation aren't returned; I've escalated your request to switch to private.",
    ev, [S("ashes from a communal cremation aren't returned"), S("I've escalated your request to switch to private")],
    includes=["escalated"], notes="Policy and ashesReturned false; UpdateCremation ESCALATE.")
add(D, sc, q,
    "Hi Ana, I'm so sorry about Pompom. I've switched him to a private cremation, so his ashes will come back to you; the ₱2,200.00 "
    "difference is payable before the cremation.",
    ev, [N("I'm so sorry about Pompom."), C("I've switched him to a private cremation", "NOT_EXECUTED"),
         S("the ₱2,200.00 difference is payable before the cremation")],
    errors=["refused_call_effect"], excludes=["I've switched him to a private cremation"], now=now,
    notes="UpdateCremation to PRIVATE was ESCALATED, so the type is still communal.")
add(D, sc, q,
    "Hi Ana, communal cremation ashes are scattered in our memorial garden rather than returned. You can still switch to private up "
    "to 12 hours before the cremation, so there's time if you decide tonight.",
    ev, [S("communal cremation ashes are scattered in our memorial garden rather than returned"),
         C("up to 12 hours before the cremation", "NLI_CONTRADICTION"),
         CI("there's time if you decide tonight", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE", "NOT_EXECUTED")],
    errors=["wrong_period", "invented_promise"], excludes=["12 hours before", "there's time if you decide tonight"], now=now,
    notes="Policy cut-off is 24 hours before; with 17 hours left the switch is past the cut-off and was escalated.")
add(D, sc, q,
    "Hi Ana, I'm so sorry about Pompom. His communal cremation is scheduled for April 30 at 8:00 AM, and the ashes will be scattered "
    "in our memorial garden in Antipolo.",
    ev, [N("I'm so sorry about Pompom."), C("scheduled for April 30 at 8:00 AM", "DATE_MISMATCH"),
         S("the ashes will be scattered in our memorial garden in Antipolo")],
    errors=["wrong_date"], excludes=["April 30"], includes=["April 29|4/29|tomorrow", "8:00 AM|8 AM"], now=now, repair=True,
    notes="scheduledTime 2026-04-29T00:00Z is April 29, 8:00 AM Manila.")
