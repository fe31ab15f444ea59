from common import *

SCENARIO = "radio-damage-charge"
DOMAIN = "two-way radio hire"
QUESTION = "We've been told there's a damage charge on our radio hire. Can you waive it? Our team wasn't at fault."
NOW = "2026-05-21T15:10:00+03:00"

EVIDENCE = [
    rec("get_hire_order#RH-3288", "tool:get_hire_order", {
        "order_ref": "RH-3288", "status": "returned", "customer": {"name": "Hope for Karamoja Foundation"},
        "items": [{"sku": "RAD-TP450", "quantity": "15", "daily_rate": "18000"}], "hire_days": "5",
        "damage_cover": False, "price_unit": "UGX",
    }),
    rec("get_damage_assessment#DA-0417", "tool:get_damage_assessment", {
        "assessment_id": "DA-0417", "order_ref": "RH-3288", "assessed_at": "Wed, 20 May 2026 10:05:00 +0000",
        "findings": [
            {"serial": "TP450-0193", "code": "DAMAGE_CASING_CRACKED", "action": "REPAIR", "charge": "95000"},
            {"item": "CHARGER-TP450", "code": "ACCESSORY_MISSING", "action": "REPLACE", "charge": "40000"},
        ],
        "total_charge": "135000", "replacement_cost_radio": "420000",
    }),
    rec("get_hire_order#RH-3150", "tool:get_hire_order", {
        "order_ref": "RH-3150", "status": "closed", "customer": {"name": "Hope for Karamoja Foundation"},
        "items": [{"sku": "RAD-TP450", "quantity": "10", "daily_rate": "18000"}], "damage_cover": True,
        "damage_cover_fee": "2000",
    }),
    refused("waive_charge#call-1", "waive_charge", "DENY", {"assessment_id": "DA-0417", "amount": "135000", "reason": "CUSTOMER_REQUEST"}),
    pol("policy#radio-damage", "Damaged radios are charged at the cost of repair, never more than the replacement cost of the radio. "
        "Missing accessories are charged at their replacement cost. Hire damage cover, which can be added at booking for USh 2,000 "
        "per radio per day, removes repair charges but does not cover missing accessories.", revision="2026-02"),
]

CASES = [
    dict(kind="ok",
         draft="I asked our hire desk, but the waiver request couldn't be approved. The charges are USh 95,000 to repair the cracked casing on "
               "radio TP450-0193 and USh 40,000 for a missing charger, USh 135,000 in total. Damage cover wasn't added to this hire, so the repair cost applies.",
         probes=[S("the waiver request couldn't be approved"), S("USh 95,000 to repair the cracked casing on radio TP450-0193"),
                 S("USh 40,000 for a missing charger"), S("USh 135,000 in total"), S("Damage cover wasn't added to this hire")],
         incl=["USh 135,000", "TP450-0193"],
         notes="waive_charge DENY; DA-0417 findings 95000 + 40000 = 135000; RH-3288 damage_cover false."),
    dict(kind="ok",
         draft="Assessment DA-0417 for hire RH-3288 lists:\n• Radio TP450-0193: cracked casing, repaired, USh 95,000\n• Charger: not returned, USh 40,000\n"
               "Unfortunately we weren't able to waive these charges.",
         probes=[S("Radio TP450-0193: cracked casing, repaired, USh 95,000"), S("Charger: not returned, USh 40,000"),
                 S("we weren't able to waive these charges")],
         incl=["USh 95,000"],
         notes="DA-0417 findings; waive_charge refused."),
    dict(kind="bad", errors=["condition_unmet", "wrong_amount"],
         draft="The assessment found a cracked casing on radio TP450-0193 and a missing charger. As this hire had damage cover, the repair charge is removed, "
               "and you'll only pay USh 40,000 for the charger.",
         probes=[S("a cracked casing on radio TP450-0193 and a missing charger"),
                 C("As this hire had damage cover", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
                 C("you'll only pay USh 40,000 for the charger", "AMOUNT_MISMATCH")],
         excl=["had damage cover", "only pay USh 40,000"], incl=[],
         notes="RH-3288 damage_cover is false (the cover was on the earlier RH-3150); total_charge is 135000."),
    dict(kind="bad", errors=["refused_call_effect"],
         draft="Thank you for explaining. I've waived the USh 95,000 repair charge for radio TP450-0193 as a goodwill gesture. "
               "The USh 40,000 for the missing charger still applies.",
         probes=[N("Thank you for explaining."), C("I've waived the USh 95,000 repair charge", "NOT_EXECUTED"),
                 S("The USh 40,000 for the missing charger still applies")],
         excl=["I've waived"], incl=[],
         notes="waive_charge was refused (DENY)."),
    dict(kind="repair", errors=["wrong_id"],
         draft="We couldn't waive the charges, I'm afraid. Radio TP450-0139 needed a USh 95,000 casing repair, and the missing charger is USh 40,000.",
         probes=[S("We couldn't waive the charges"), C("Radio TP450-0139", "IDENTIFIER_MISMATCH"),
                 S("the missing charger is USh 40,000")],
         excl=["TP450-0139"], incl=["TP450-0193", "40,000"],
         notes="The damaged radio's serial is TP450-0193."),
]
