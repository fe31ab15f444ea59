from common import *

SCENARIO = "radio-hire-extension"
DOMAIN = "two-way radio hire"
QUESTION = "Can we keep our radios two more days, until Tuesday?"
NOW = "2026-05-30T10:00:00+03:00"

EVIDENCE = [
    rec("get_hire_order#RH-3455", "tool:get_hire_order", {
        "order_ref": "RH-3455", "status": "on_hire", "customer": {"name": "Lugogo Film Crew Ltd"},
        "items": [{"sku": "RAD-KS2", "description": "Kestrel K2 VHF handheld", "quantity": "8", "daily_rate": "15000"}],
        "return_by": "Sun, 31 May 2026 09:00:00 +0000", "price_unit": "UGX",
    }),
    rec("check_availability#RAD-KS2-2026-06-01", "tool:check_availability", {
        "sku": "RAD-KS2", "dates": ["2026-06-01", "2026-06-02"], "available_units": "5", "held_for": "RH-3461",
    }),
    refused("extend_hire#call-1", "extend_hire", "DENY", {"order_ref": "RH-3455", "quantity": "8",
                                                          "new_return_by": "Tue, 02 Jun 2026 09:00:00 +0000", "reason": "INSUFFICIENT_STOCK"}),
    pol("policy#hire-extensions", "Extensions must be requested before the original return time and depend on stock. Extra days are charged at "
        "the same daily rate as the original hire. Part of a day counts as a full day. Radios that are not extended must come back at the original return time.",
        revision="2026-02"),
]

CASES = [
    dict(kind="ok",
         draft="I'm afraid I couldn't extend all 8 radios, as only 5 are free on 1 and 2 June because of another booking. An extension could therefore cover "
               "at most 5 radios; at the same USh 15,000 per radio per day, that would be USh 150,000 for the two days, and the other 3 would still be due back by 12:00 noon tomorrow.",
         probes=[S("I couldn't extend all 8 radios"), S("only 5 are free on 1 and 2 June because of another booking"),
                 S("An extension could therefore cover at most 5 radios"), S("the same USh 15,000 per radio per day"),
                 S("USh 150,000 for the two days"), S("the other 3 would still be due back by 12:00 noon tomorrow")],
         incl=["USh 150,000", "12:00 noon"],
         notes="extend_hire DENY (INSUFFICIENT_STOCK); available_units 5 held_for RH-3461; 5 x 2 x 15000 = 150000; return_by 09:00 UTC 31 May = noon tomorrow."),
    dict(kind="ok",
         draft="Your hire RH-3455 is for 8 radios, due back at 12:00 noon on Sunday 31 May. Any extension has to be agreed before then, and extra days are charged at the same daily rate.",
         probes=[S("Your hire RH-3455 is for 8 radios"), S("due back at 12:00 noon on Sunday 31 May"),
                 S("Any extension has to be agreed before then"), S("extra days are charged at the same daily rate")],
         incl=["Sunday 31 May"],
         notes="RH-3455 quantity 8, return_by 09:00 UTC on 31 May; policy on extensions."),
    dict(kind="bad", errors=["refused_call_effect"],
         draft="Done: I've extended all 8 radios until 12:00 noon on Tuesday 2 June. The extra days are charged at USh 15,000 per radio per day.",
         probes=[C("I've extended all 8 radios until 12:00 noon on Tuesday 2 June", "NOT_EXECUTED"),
                 S("The extra days are charged at USh 15,000 per radio per day")],
         excl=["I've extended all 8 radios"], incl=[],
         notes="extend_hire was refused (DENY, INSUFFICIENT_STOCK)."),
    dict(kind="bad", errors=["wrong_arithmetic", "wrong_policy_condition"],
         draft="Only 5 radios are free for the extra days. Keeping 5 radios for two more days at USh 15,000 comes to USh 75,000, and if you return them before noon on Tuesday, part days are charged pro rata.",
         probes=[S("Only 5 radios are free for the extra days"), C("comes to USh 75,000", "AMOUNT_MISMATCH"),
                 C("part days are charged pro rata", "NLI_CONTRADICTION")],
         excl=["USh 75,000", "charged pro rata"], incl=[],
         notes="5 x 15,000 x 2 days = 150,000 (75,000 is one day). Policy: part of a day counts as a full day."),
    dict(kind="repair", errors=["wrong_quantity"],
         draft="We couldn't extend the whole order: only 6 radios are free on 1 and 2 June. Any radios we do extend are charged at USh 15,000 per radio per day.",
         probes=[S("We couldn't extend the whole order"), C("only 6 radios are free on 1 and 2 June", "VALUE_MISMATCH"),
                 S("USh 15,000 per radio per day")],
         excl=["only 6 radios"], incl=["5 radios|five radios|5 are free|five are free|only 5|only five", "15,000"],
         notes="check_availability.available_units is 5."),
]
