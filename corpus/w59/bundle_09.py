from common import *

SCENARIO = "radio-marathon-order"
DOMAIN = "two-way radio hire"
QUESTION = "Can you confirm what we've booked for the marathon and what's left to pay?"
NOW = "2026-05-25T16:00:00+03:00"

EVIDENCE = [
    rec("get_hire_order#RH-3391", "tool:get_hire_order", {
        "sid": "RHa4c81f2e6b9d0a3c7e1f5b8d2a6c0e94", "order_ref": "RH-3391", "status": "confirmed",
        "customer": {"name": "Kampala City Run Committee", "contact": "Mr Peter Lwanga"},
        "date_created": "Wed, 13 May 2026 12:44:30 +0000", "quote_ref": "QT-3391-v2",
        "items": [
            {"sku": "RAD-TP450", "description": "TalkPro T-450 UHF handheld", "quantity": "40", "daily_rate": "18000"},
            {"sku": "BAT-TP450-SP", "description": "Spare battery", "quantity": "6", "daily_rate": "0"},
        ],
        "pickup_at": "Fri, 29 May 2026 05:00:00 +0000", "return_by": "Mon, 01 Jun 2026 09:00:00 +0000", "hire_days": "3",
        "price_unit": "UGX", "total": "2160000",
        "payments": [{"type": "DEPOSIT", "amount": "648000", "status": "succeeded", "date": "Thu, 14 May 2026 08:02:11 +0000"}],
        "balance_due": "1512000", "balance_due_at": "PICKUP",
        "channel_plan": {"received": False},
    }),
    rec("get_quote#QT-3391-v1", "tool:get_quote", {
        "quote_ref": "QT-3391-v1", "status": "SUPERSEDED", "superseded_by": "QT-3391-v2",
        "items": [{"sku": "RAD-TP450", "quantity": "35", "daily_rate": "20000"}], "hire_days": "3", "total": "2100000",
    }),
    pol("policy#radio-hire", "The balance of a hire is due when the radios are collected. We program the radios to your channel "
        "plan free of charge if we receive the plan at least 48 hours before collection; later plans are programmed for a fee. "
        "Late returns are charged one extra day per radio for each day or part day late. Lost or damaged radios are charged at "
        "replacement cost.", revision="2026-02"),
]

CASES = [
    dict(kind="ok",
         draft="Your order RH-3391 is for 40 TalkPro T-450 radios for 3 days at USh 18,000 per radio per day, USh 2,160,000 in all. "
               "You've paid a deposit of USh 648,000, so USh 1,512,000 is due when you collect on Friday 29 May at 8:00 AM.",
         probes=[S("40 TalkPro T-450 radios for 3 days"), S("USh 18,000 per radio per day"), S("USh 2,160,000 in all"),
                 S("You've paid a deposit of USh 648,000"), S("USh 1,512,000 is due when you collect"), S("Friday 29 May at 8:00 AM")],
         incl=["USh 1,512,000", "8:00 AM"],
         notes="RH-3391 items, total 2160000, deposit 648000 succeeded, balance_due 1512000 at PICKUP; pickup_at 05:00 UTC = 8:00 AM Kampala."),
    dict(kind="ok",
         draft="Booking RH-3391 at a glance:\n- Collection: 29/05/2026, 8:00 AM\n- Return: 01/06/2026 by 12:00 noon\n"
               "- Radios: forty, plus six spare batteries\n- Balance due at collection: USh 1,512,000",
         probes=[S("Collection: 29/05/2026, 8:00 AM"), S("Return: 01/06/2026 by 12:00 noon"), S("Radios: forty, plus six spare batteries"),
                 S("Balance due at collection: USh 1,512,000")],
         incl=["12:00 noon", "USh 1,512,000"],
         notes="return_by 09:00 UTC on 1 June = 12:00 noon Kampala; items 40 radios + 6 spare batteries."),
    dict(kind="ok",
         draft="We haven't received your channel plan yet. If it reaches us by 8:00 AM on Wednesday 27 May, two days before collection, we'll program all forty radios free of charge.",
         probes=[S("We haven't received your channel plan yet"), S("If it reaches us by 8:00 AM on Wednesday 27 May"),
                 S("we'll program all forty radios free of charge")],
         incl=["Wednesday 27 May"],
         notes="channel_plan.received false; policy: free if received at least 48 hours before the 8:00 AM Friday collection."),
    dict(kind="bad", errors=["stale_value"],
         draft="Thanks, Mr Lwanga. Order RH-3391 is confirmed for 35 TalkPro T-450 radios, collected on Friday 29 May at 8:00 AM. "
               "The balance of USh 1,512,000 is payable at collection.",
         probes=[N("Thanks, Mr Lwanga."), C("confirmed for 35 TalkPro T-450 radios", "VALUE_MISMATCH"),
                 S("collected on Friday 29 May at 8:00 AM"), S("The balance of USh 1,512,000 is payable at collection")],
         excl=["35 TalkPro"], incl=[],
         notes="35 radios is the superseded quote QT-3391-v1; the order holds 40."),
    dict(kind="bad", errors=["wrong_arithmetic", "unrecorded_extra"],
         draft="Your 40 radios come to USh 2,160,000 for the three days. After your USh 648,000 deposit, USh 1,412,000 is left to pay at collection. "
               "We've also packed 40 earpieces with the order.",
         probes=[S("Your 40 radios come to USh 2,160,000"), S("your USh 648,000 deposit"),
                 C("USh 1,412,000 is left to pay", "AMOUNT_MISMATCH"),
                 I("We've also packed 40 earpieces with the order")],
         excl=["USh 1,412,000", "40 earpieces"], incl=[],
         notes="2,160,000 - 648,000 = 1,512,000. No earpiece line is on the order."),
    dict(kind="repair", errors=["wrong_time"],
         draft="Your 40 radios are ready for collection on Friday 29 May at 8:00 AM and are due back on Monday 1 June by 5:00 PM. The balance at collection is USh 1,512,000.",
         probes=[S("ready for collection on Friday 29 May at 8:00 AM"), C("due back on Monday 1 June by 5:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
                 S("The balance at collection is USh 1,512,000")],
         excl=["by 5:00 PM"], incl=["12:00 noon|noon|12:00 PM|12 PM|midday|12:00", "1,512,000"],
         notes="return_by is 09:00 UTC on 1 June, i.e. 12:00 noon in Kampala."),
]
