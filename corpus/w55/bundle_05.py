"""Costume hire bundles (w55)."""
from common import *

# ---------------------------------------------------------------- B19 Victorian tailcoat hire, deposit authorised
B19_EV = [
    {"id": "orders.get#4CJ83307MW215590T", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "4CJ83307MW215590T", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-10-20T14:12:00Z",
         "payer": {"name": {"given_name": "Omar", "surname": "Al-Doseri"}, "payer_id": "V9NK4QT2XL7RW"},
         "purchase_units": [{
             "reference_id": "CH-6120", "description": "Costume hire, 3 days",
             "amount": {"currency_code": "BHD", "value": "33.000", "breakdown": {
                 "item_total": bhd("30.000"), "tax_total": bhd("3.000")}},
             "items": [
                 {"name": "Victorian tailcoat set, 3-day hire", "quantity": "1", "unit_amount": bhd("25.000")},
                 {"name": "Top hat and cane add-on", "quantity": "1", "unit_amount": bhd("5.000")}],
             "payments": {"captures": [{"id": "5SG72201PA9904516", "status": "COMPLETED", "amount": bhd("33.000"),
                                        "create_time": "2026-10-20T14:12:40Z"}]}}]}},
    {"id": "orders.get#1YT60452QB338807N", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "1YT60452QB338807N", "intent": "AUTHORIZE", "status": "COMPLETED",
         "purchase_units": [{
             "reference_id": "CH-6120-DEP", "description": "Security deposit (hold)",
             "amount": {"currency_code": "BHD", "value": "40.000"},
             "payments": {"authorizations": [{"id": "0NH31187RR6652039", "status": "CREATED",
                                              "amount": bhd("40.000"),
                                              "expiration_time": "2026-11-18T14:13:00Z",
                                              "create_time": "2026-10-20T14:13:00Z"}]}}]}},
    {"id": "hire.bookings.get#CH-6120", "kind": "record", "source": "tool:hire.bookings.get",
     "fields": {"booking_id": "CH-6120", "status": "RESERVED", "costume": "VICTORIAN_TAILCOAT_SET", "size": "52R",
                "hire_period": "P3D", "pickup_at": "2026-10-29T15:00:00Z", "return_due": "2026-11-01T09:00:00Z",
                "store": {"name": "Curtain Call, Hoora", "time_zone": TZ}}},
    {"id": "policy#hire-terms", "kind": "policy", "revision": "2026-08",
     "text": "Hire periods run from collection, and returns are due by 12 noon on the last day. The security "
             "deposit is held on your card, not charged, and the hold is released within 3 working days of an "
             "undamaged return. Late returns are charged BD 8.000 per day. Professional dry cleaning after your hire "
             "is included in the hire fee."},
]

B19 = dict(
    scenario="tailcoat-hire", domain="costume hire", now="2026-10-27T13:00:00+03:00",
    question="Can you confirm my costume booking for the party: when do I collect and return it, and what's the deposit?",
    evidence=B19_EV,
    cases=[
        dict(draft="Dear Mr. Al-Doseri, collection of your Victorian tailcoat set is booked for Thursday, 29 October at "
                   "6:00 PM, and it is due back by 12 noon on Sunday, 1 November. The BD 40.000 security deposit is "
                   "held on your card rather than charged, and the hold is released within 3 working days of an "
                   "undamaged return.",
             probes=[S("Thursday, 29 October at \n6:00 PM".replace(" \n", " ")),
                     S("12 noon on Sunday, 1 November"), S("BD 40.000 security deposit is \nheld on your card".replace(" \n", " ")),
                     S("released within 3 working days")],
             includes=["BD 40.000", "6:00 PM"],
             notes="pickup_at 15:00Z = 6 PM Thu 29 Oct; return_due 09:00Z = noon Sun 1 Nov; authorization 40.000 "
                   "status CREATED (a hold); policy 3 working days."),
        dict(draft="Mr. Al-Doseri, you paid BD 33.000 for the hire (BD 25.000 for the tailcoat set plus BD 5.000 for "
                   "the top hat and cane, with BD 3.000 VAT), and dry cleaning afterwards is included.",
             probes=[S("you paid BD 33.000"), S("BD 25.000 for the tailcoat set"), S("BD 5.000 for \nthe top hat".replace(" \n", " ")),
                     S("BD 3.000 VAT"), S("dry cleaning afterwards is included")],
             includes=["BD 33.000"],
             notes="Capture 33.000; items 25.000 and 5.000; tax 3.000; policy includes dry cleaning."),
        dict(draft="Mr. Al-Doseri: collection Thu 29/10 at 6 PM, return Sun 01/11 by noon; a three-day hire in size "
                   "52R.",
             probes=[S("collection Thu 29/10 at 6 PM"), S("return Sun 01/11 by noon"), S("three-day hire"),
                     S("size \n52R".replace(" \n", " "))],
             includes=["52R"],
             notes="pickup_at, return_due (09:00Z = noon), hire_period P3D, size 52R."),
        dict(draft="Dear Mr. Al-Doseri, your tailcoat set is ready to collect on 29 October at 6:00 PM. The BD 40.000 "
                   "deposit has been charged to your card and will be refunded after the hire. Please bring the "
                   "costume back by 9 AM on 1 November.",
             probes=[S("29 October at 6:00 PM"), C("deposit has been charged to your card", SM),
                     C("by 9 AM on 1 November", DM, VM)],
             errors=["wrong_state", "unit_conversion"], excludes=["has been charged", "9 AM"],
             notes="The deposit is an authorization with status CREATED (held, not captured); return_due 09:00Z is "
                   "12 noon in Bahrain."),
        dict(draft="Dear Mr. Al-Doseri, your tailcoat set in size 50R is reserved for collection on 29 October. The "
                   "hire also includes a complimentary photo session at our Hoora studio.",
             probes=[C("size 50R", VM), S("reserved for collection on 29 October"),
                     CI("complimentary photo session", CW, NP, NE)],
             errors=["wrong_value", "unlisted_perk"], excludes=["50R", "photo session"],
             notes="Booking size is 52R; the terms include dry cleaning only, no photo session."),
    ],
    repair=dict(
        draft="Dear Mr. Al-Doseri, your costume is reserved for 29 October at 6:00 PM, and a security deposit of "
              "BD 30.000 is held on your card.",
        probes=[S("29 October at 6:00 PM"), C("deposit of \nBD 30.000".replace(" \n", " "), AM)],
        errors=["wrong_role"], excludes=["BD 30.000"],
        includes=["40.000", "6:00 PM|6 PM"],
        notes="BD 30.000 is the hire item_total; the deposit authorization is 40.000."),
)

# ---------------------------------------------------------------- B20 flapper dress returned late, fee taken from deposit
B20_EV = [
    {"id": "orders.get#7HV22918LD406633S", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "7HV22918LD406633S", "intent": "AUTHORIZE", "status": "COMPLETED",
         "create_time": "2026-12-16T10:00:00Z", "update_time": "2026-12-22T09:02:00Z",
         "payer": {"name": {"given_name": "Lulwa", "surname": "Al-Hamar"}, "payer_id": "H6QM2WR8TN3KX"},
         "purchase_units": [
             {"reference_id": "CH-6388", "description": "Weekend hire",
              "amount": {"currency_code": "BHD", "value": "19.800", "breakdown": {
                  "item_total": bhd("18.000"), "tax_total": bhd("1.800")}},
              "items": [
                  {"name": "1920s beaded flapper dress, weekend hire", "quantity": "1", "unit_amount": bhd("15.000")},
                  {"name": "Feather headband", "quantity": "1", "unit_amount": bhd("3.000")}],
              "payments": {"captures": [{"id": "3KE80045ZT7712094", "status": "COMPLETED", "amount": bhd("19.800"),
                                         "create_time": "2026-12-16T10:00:50Z"}]}},
             {"reference_id": "CH-6388-DEP", "description": "Security deposit",
              "amount": {"currency_code": "BHD", "value": "30.000"},
              "payments": {
                  "authorizations": [{"id": "9AD41156NB2230871", "status": "PARTIALLY_CAPTURED",
                                      "amount": bhd("30.000"), "create_time": "2026-12-16T10:01:10Z"}],
                  "captures": [{"id": "6PX03318KF5547220", "status": "COMPLETED", "amount": bhd("13.200"),
                                "note_to_payer": "Late return - 2 days (BD 12.000 + VAT)", "final_capture": True,
                                "create_time": "2026-12-22T09:02:00Z"}]}}]}},
    {"id": "hire.bookings.get#CH-6388", "kind": "record", "source": "tool:hire.bookings.get",
     "fields": {"booking_id": "CH-6388", "status": "RETURNED_LATE", "return_due": "2026-12-20T09:00:00Z",
                "returned_at": "2026-12-22T08:30:00Z", "late_days": 2, "deposit_released": bhd("16.800"),
                "store": {"name": "Curtain Call, Hoora", "time_zone": TZ}}},
    {"id": "policy#late-returns", "kind": "policy", "revision": "2026-08",
     "text": "Returns are due by 12 noon on the return date. There is no charge for returns made within the first "
             "hour after noon. After that, late returns are charged at BD 6.000 per day, plus VAT, taken from the "
             "security deposit; the rest of the deposit is released."},
]

B20 = dict(
    scenario="flapper-late-return", domain="costume hire", now="2026-12-23T10:00:00+03:00",
    question="Why was money taken from my deposit for the flapper dress?",
    evidence=B20_EV,
    cases=[
        dict(draft="Dear Ms. Al-Hamar, the dress was due back by noon on Sunday, 20 December and was returned on "
                   "Tuesday, 22 December at 11:30 AM, two days late. At BD 6.000 per day the late fee came to "
                   "BD 12.000, or BD 13.200 with VAT, which was taken from your deposit; the remaining BD 16.800 of "
                   "the BD 30.000 hold has been released.",
             probes=[S("noon on Sunday, 20 December"), S("Tuesday, 22 December at 11:30 AM"), S("two days late"),
                     S("At BD 6.000 per day"), S("late fee came to \nBD 12.000".replace(" \n", " ")),
                     S("BD 13.200 with VAT"), S("remaining BD 16.800"), S("BD 30.000 hold")],
             includes=["BD 13.200", "BD 16.800"],
             notes="return_due 09:00Z = noon 20 Dec; returned_at 08:30Z = 11:30 AM 22 Dec; late_days 2; capture "
                   "13.200 from the 30.000 authorization; deposit_released 16.800."),
        dict(draft="Ms. Al-Hamar, BD 13.200 was deducted from your deposit for a 2-day late return, and the other "
                   "BD 16.800 was released.",
             probes=[S("BD 13.200 was deducted"), S("2-day late return"), S("other \nBD 16.800 was released".replace(" \n", " "))],
             includes=["BD 13.200"],
             notes="Late-fee capture 13.200; late_days 2; deposit_released 16.800."),
        dict(draft="Dear Ms. Al-Hamar,\nYour hire fee of BD 19.800 was paid at booking. The late charge applies "
                   "because the dress came back on 22/12 instead of 20/12.\nKind regards,\nCurtain Call Costume Hire",
             probes=[S("hire fee of BD 19.800 was paid"), S("came back on 22/12 instead of 20/12"),
                     NA("Kind regards")],
             includes=["BD 19.800", "22/12"],
             notes="Hire capture 19.800 on 16 Dec; returned 22 Dec, due 20 Dec."),
        dict(draft="Dear Ms. Al-Hamar, the dress was returned at 8:30 AM on 22 December, two days after it was due. "
                   "We took the late fee from your deposit and released the remaining BD 18.000.",
             probes=[C("returned at 8:30 AM", DM, VM), S("two days after it was due"),
                     C("released the remaining BD 18.000", AM)],
             errors=["unit_conversion", "wrong_arithmetic"], excludes=["8:30 AM", "BD 18.000"],
             notes="08:30Z is 11:30 AM local; 30.000 - 13.200 (fee with VAT) = 16.800, not 18.000."),
        dict(draft="Dear Ms. Al-Hamar, late returns are charged at BD 6.000 per day with VAT already included, so the "
                   "two days cost BD 13.200 in total. As a goodwill gesture we can refund this if you book your next "
                   "hire with us.",
             probes=[C("with VAT already included", NC, VM), S("cost BD 13.200 in total"),
                     I("refund this if you book your next \nhire".replace(" \n", " "), NP, NE)],
             errors=["wrong_policy_condition", "invented_promise"], excludes=["already included", "goodwill gesture"],
             notes="Policy charges BD 6.000 per day plus VAT; nothing offers a refund on rebooking."),
    ],
    repair=dict(
        draft="Dear Ms. Al-Hamar, the dress came back three days late, so BD 13.200 was taken from your deposit and "
              "BD 16.800 was released.",
        probes=[C("three days late", VM), S("BD 13.200 was taken"), S("BD 16.800 was released")],
        errors=["wrong_quantity"], excludes=["three days"],
        includes=["two days|2 days|2-day", "16.800"],
        notes="late_days is 2 (due 20 Dec, returned 22 Dec)."),
)

# ---------------------------------------------------------------- B21 school play, six costumes, deposit waiver pending
B21_EV = [
    {"id": "orders.get#8QL45520CV119374E", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "8QL45520CV119374E", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-02-25T08:30:00Z",
         "payer": {"name": {"given_name": "Nadia", "surname": "Shirawi"}, "payer_id": "S4WT8KM2QX6RN"},
         "purchase_units": [{
             "reference_id": "CH-5902", "description": "School production - Arabian Nights",
             "amount": {"currency_code": "BHD", "value": "47.685", "breakdown": {
                 "item_total": bhd("51.000"), "discount": bhd("7.650"), "tax_total": bhd("4.335")}},
             "items": [
                 {"name": "Arabian Nights costume, child", "quantity": "6", "unit_amount": bhd("7.500")},
                 {"name": "Turban or veil accessory", "quantity": "6", "unit_amount": bhd("1.000")}],
             "payments": {"captures": [{"id": "7WB99012GH4450368", "status": "COMPLETED", "amount": bhd("47.685"),
                                        "create_time": "2026-02-25T08:30:35Z"}]}}]}},
    {"id": "hire.bookings.get#CH-5902", "kind": "record", "source": "tool:hire.bookings.get",
     "fields": {"booking_id": "CH-5902", "status": "RESERVED",
                "sizes": [{"size": "AGE_8", "count": 2}, {"size": "AGE_10", "count": 3}, {"size": "AGE_12", "count": 1}],
                "pickup_at": "2026-03-04T07:00:00Z", "return_due": "2026-03-08T09:00:00Z",
                "deposit": {"required": bhd("20.000"), "waiver_requested": True, "school_letter_received": False,
                            "status": "PENDING_LETTER"},
                "store": {"name": "Curtain Call, Hoora", "time_zone": TZ}}},
    {"id": "policy#groups-schools", "kind": "policy", "revision": "2026-01",
     "text": "Groups of six or more costumes receive 15% off the hire fee, accessories included. One named person "
             "may collect for the whole group. Security deposits are waived for school productions once we receive "
             "a letter on school letterhead."},
]

B21 = dict(
    scenario="school-group-hire", domain="costume hire", now="2026-03-01T12:00:00+03:00",
    question="Could you confirm the costumes for our school play and whether we still need to pay a deposit?",
    evidence=B21_EV,
    cases=[
        dict(draft="Dear Mrs. Shirawi, your booking covers six Arabian Nights costumes with accessories: two in age 8, "
                   "three in age 10 and one in age 12. With the 15% group discount of BD 7.650, the total came to "
                   "BD 47.685 including VAT, which has been paid. They will be ready to collect on Wednesday, 4 March "
                   "at 10:00 AM.",
             probes=[S("six Arabian Nights costumes"), S("two in age 8"), S("three in age 10"), S("one in age 12"),
                     S("group discount of BD 7.650"), S("BD 47.685 including VAT, which has been paid"),
                     S("Wednesday, 4 March \nat 10:00 AM".replace(" \n", " "))],
             includes=["BD 47.685", "4 March"],
             notes="Items qty 6; sizes 2/3/1; discount 7.650 = 15% of 51.000; capture 47.685; pickup 07:00Z = "
                   "10 AM Wed 4 March."),
        dict(draft="Mrs. Shirawi, the BD 20.000 deposit will be waived for your school production as soon as we "
                   "receive the letter on school letterhead; we haven't received it yet.",
             probes=[S("BD 20.000 deposit will be waived"), S("as soon as we \nreceive the letter".replace(" \n", " ")),
                     S("we haven't received it yet")],
             includes=["BD 20.000"],
             notes="deposit.required 20.000, school_letter_received false, status PENDING_LETTER; policy waives "
                   "deposits once the letter arrives."),
        dict(draft="Mrs. Shirawi: 6 costumes, collection 04/03 at 10 AM, return due 08/03 by noon.",
             probes=[S("6 costumes"), S("collection 04/03 at 10 AM"), S("return due 08/03 by noon")],
             includes=["04/03"],
             notes="pickup 2026-03-04T07:00Z (10 AM); return_due 2026-03-08T09:00Z (noon)."),
        dict(draft="Dear Mrs. Shirawi, good news: the deposit has been waived for your school production. We have "
                   "two costumes in age 8, four in age 10 and one in age 12 set aside for you.",
             probes=[C("the deposit has been waived", SM, VM), S("two costumes in age 8"), C("four in age 10", VM),
                     S("one in age 12")],
             errors=["condition_unmet", "wrong_quantity"], excludes=["has been waived", "four in age 10"],
             notes="The school letter has not been received (PENDING_LETTER), so no waiver yet; AGE_10 count is 3."),
        dict(draft="Dear Mrs. Shirawi, your 15% group discount came to BD 6.750, and the costumes can be collected on "
                   "Thursday, 5 March at 10:00 AM.",
             probes=[C("came to BD 6.750", AM), C("Thursday, 5 March", DM)],
             errors=["wrong_arithmetic", "wrong_date"], excludes=["6.750", "5 March"],
             notes="Discount is 7.650 (15% of 51.000 including accessories; 6.750 leaves them out); pickup is Wed "
                   "4 March."),
    ],
    repair=dict(
        draft="Dear Mrs. Shirawi, your six costumes cost BD 43.350 in total after the 15% group discount, and they "
              "are ready for collection on 4 March.",
        probes=[C("BD 43.350 in total", AM), S("15% group discount"), S("collection on 4 March")],
        errors=["wrong_amount"], excludes=["43.350"],
        includes=["47.685", "4 March|04/03"],
        notes="43.350 is the discounted subtotal before VAT; the amount paid is 47.685."),
)

# ---------------------------------------------------------------- B22 torn cape, deposit partly refunded
B22_EV = [
    {"id": "orders.get#2RM67734TW880152J", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "2RM67734TW880152J", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-07-09T13:00:00Z", "update_time": "2026-07-15T11:05:20Z",
         "payer": {"name": {"given_name": "Abbas", "surname": "Nasser"}, "payer_id": "D7RX3NW9QK2LT"},
         "purchase_units": [
             {"reference_id": "CH-6015", "description": "Superhero suit, adult M, 3-day hire",
              "amount": {"currency_code": "BHD", "value": "13.200", "breakdown": {
                  "item_total": bhd("12.000"), "tax_total": bhd("1.200")}},
              "payments": {"captures": [{"id": "1FT55206XP3318840", "status": "COMPLETED",
                                         "amount": bhd("13.200")}]}},
             {"reference_id": "CH-6015-DEP", "description": "Refundable security deposit",
              "amount": {"currency_code": "BHD", "value": "25.000"},
              "payments": {
                  "captures": [{"id": "4LQ20981MD7705563", "status": "PARTIALLY_REFUNDED", "amount": bhd("25.000"),
                                "create_time": "2026-07-09T13:00:40Z"}],
                  "refunds": [{"id": "9CZ13077VE5526694", "status": "COMPLETED", "amount": bhd("17.000"),
                               "create_time": "2026-07-15T11:05:20Z",
                               "note_to_payer": "Deposit less seam repair"}]}}]}},
    {"id": "hire.inspections.get#CH-6015", "kind": "record", "source": "tool:hire.inspections.get",
     "fields": {"booking_id": "CH-6015", "returned_at": "2026-07-13T07:45:00Z", "inspected_at": "2026-07-14T06:00:00Z",
                "result": "DAMAGE_FOUND", "damage": [{"code": "CAPE_SEAM_TORN", "length_cm": 15,
                                                       "charge": bhd("8.000")}],
                "time_zone": TZ}},
    {"id": "policy#damage-deposit", "kind": "policy", "revision": "2026-08",
     "text": "Normal wear and tear is never charged. Minor damage is repaired at cost and deducted from the deposit: "
             "a seam repair is BD 8.000 and a zip replacement BD 10.000. If you disagree with a deduction, you can "
             "dispute it within 14 days of the inspection report."},
]

B22 = dict(
    scenario="cape-damage-deposit", domain="costume hire", now="2026-07-16T09:30:00+03:00",
    question="I only got part of my deposit back for the superhero suit. Why?",
    evidence=B22_EV,
    cases=[
        dict(draft="Dear Mr. Nasser, on inspection we found a 15 cm tear in the cape seam, so the BD 8.000 seam repair "
                   "charge was kept from your BD 25.000 deposit, and the remaining BD 17.000 was refunded yesterday at "
                   "2:05 PM. If you would like to dispute this, you can do so within 14 days of the inspection report.",
             probes=[S("15 cm tear in the cape seam"), S("BD 8.000 seam repair"), S("BD 25.000 deposit"),
                     S("remaining BD 17.000 was refunded yesterday at \n2:05 PM".replace(" \n", " ")),
                     S("within 14 days of the inspection report")],
             includes=["BD 17.000", "2:05 PM"],
             notes="Damage CAPE_SEAM_TORN 15 cm, charge 8.000; deposit capture 25.000; refund 17.000 COMPLETED at "
                   "11:05Z = 2:05 PM on 15 July; dispute window 14 days in policy."),
        dict(draft="Mr. Nasser, BD 17.000 of your deposit came back to you on 15/07; BD 8.000 was retained to repair "
                   "the cape seam. You can raise a dispute until 28 July.",
             probes=[S("came back to you on 15/07"), S("BD 8.000 was retained"), S("until 28 July")],
             includes=["15/07", "28 July"],
             notes="Refund on 2026-07-15; inspected_at 14 July + 14 days = 28 July."),
        dict(draft="Dear Mr. Nasser,\n- Deposit paid: BD 25.000\n- Seam repair: BD 8.000\n- Refunded: BD 17.000 "
                   "(completed)\nThe hire fee of BD 13.200 is separate and not affected.",
             probes=[S("Deposit paid: BD 25.000"), S("Seam repair: BD 8.000"), S("Refunded: BD 17.000"),
                     S("(completed)"), S("hire fee of BD 13.200")],
             includes=["BD 17.000"],
             notes="Deposit unit 25.000, refund 17.000 COMPLETED, damage charge 8.000; hire unit 13.200."),
        dict(draft="Dear Mr. Nasser, after your costume came back we kept BD 10.000 from your deposit to replace a "
                   "broken zip, and refunded the remaining BD 15.000.",
             probes=[C("to replace a \nbroken zip".replace(" \n", " "), VM), C("refunded the remaining BD 15.000", AM)],
             errors=["wrong_value", "wrong_amount"], excludes=["broken zip", "BD 15.000"],
             notes="The damage was a torn cape seam charged 8.000 (10.000 is the policy's zip price); refund was 17.000."),
        dict(draft="Dear Mr. Nasser, BD 8.000 was kept for the seam repair. The BD 17.000 refund is still being "
                   "processed, and you can dispute the deduction within 7 days of the inspection.",
             probes=[S("BD 8.000 was kept for the seam repair"), C("still being \nprocessed".replace(" \n", " "), SM),
                     C("within 7 days", NC, VM)],
             errors=["wrong_state", "wrong_period"], excludes=["still being processed", "7 days"],
             notes="Refund status COMPLETED; the dispute window is 14 days."),
    ],
    repair=dict(
        draft="Dear Mr. Nasser, BD 8.000 was kept for the cape seam repair, and the other BD 17.000 was refunded "
              "yesterday at 11:05 AM.",
        probes=[S("BD 8.000 was kept"), S("BD 17.000 was refunded"), C("yesterday at 11:05 AM", DM, VM)],
        errors=["unit_conversion"], excludes=["11:05 AM"],
        includes=["2:05 PM|2:05|14:05", "17.000"],
        notes="Refund create_time 11:05Z is 2:05 PM in Bahrain."),
)

BUNDLES = [B19, B20, B21, B22]
