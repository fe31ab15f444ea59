from common import *

SCENARIO = "radio-venue-delivery"
DOMAIN = "two-way radio hire"
QUESTION = "Are our radios on the way to the venue, and have they been set up with our channels?"
NOW = "2026-06-04T09:20:00+03:00"

EVIDENCE = [
    rec("get_hire_order#RH-3420", "tool:get_hire_order", {
        "order_ref": "RH-3420", "status": "dispatched", "customer": {"name": "East Africa Agri Expo"},
        "items": [{"sku": "RAD-KS2", "description": "Kestrel K2 VHF handheld", "quantity": "20", "daily_rate": "15000"}],
        "channel_plan": {"received": True, "programmed": True, "channels": "6", "received_at": "Fri, 29 May 2026 13:12:00 +0000"},
        "delivery": {"address": "Munyonyo Lakeside Conference Centre, Hall B", "fee": "0", "status": "in_transit",
                     "carrier": "Nile Express Couriers", "tracking": "NEX-55120",
                     "eta": "Thu, 04 Jun 2026 08:00:00 +0000", "window": "PT2H"},
        "collection": {"arranged": False},
    }),
    rec("get_hire_order#RH-3402", "tool:get_hire_order", {
        "order_ref": "RH-3402", "status": "cancelled", "customer": {"name": "East Africa Agri Expo"},
        "items": [{"sku": "RAD-KS2", "quantity": "12"}], "channel_plan": {"received": False, "channels": "8"},
    }),
    pol("policy#radio-delivery", "Delivery within Kampala is free for hires of 10 radios or more; smaller hires pay a flat delivery fee. "
        "Our couriers give a two-hour delivery window. Collection from the venue after your event is not automatic and must be "
        "booked at least 24 hours ahead.", revision="2026-02"),
]

CASES = [
    dict(kind="ok",
         draft="Yes, your 20 Kestrel K2 radios are on their way with Nile Express Couriers (tracking NEX-55120) and should reach Hall B around 11:00 AM today. "
               "They've been programmed with the 6 channels from your plan. Delivery is free, as the hire is for 10 radios or more.",
         probes=[S("your 20 Kestrel K2 radios are on their way"), S("Nile Express Couriers (tracking NEX-55120)"),
                 S("should reach Hall B around 11:00 AM today"), S("programmed with the 6 channels from your plan"),
                 S("Delivery is free"), S("as the hire is for 10 radios or more")],
         incl=["11:00 AM", "NEX-55120"],
         notes="delivery.status in_transit, eta 08:00 UTC = 11:00 AM Kampala; channel_plan programmed, 6 channels; fee 0; policy free for 10+."),
    dict(kind="ok",
         draft="Your radios are in transit and have been set up with your six channels. Collection after the expo isn't booked yet, so please arrange it at least 24 hours ahead.",
         probes=[S("Your radios are in transit"), S("have been set up with your six channels"), S("Collection after the expo isn't booked yet"),
                 S("arrange it at least 24 hours ahead")],
         incl=["24 hours"],
         notes="collection.arranged false; policy 24 hours."),
    dict(kind="bad", errors=["unrecorded_extra"],
         draft="Your 20 radios are with Nile Express Couriers and due at the venue around 11:00 AM today, programmed with your 6 channels. "
               "We've also booked collection from Hall B for the morning after the expo closes.",
         probes=[S("due at the venue around 11:00 AM today"), S("programmed with your 6 channels"),
                 CI("We've also booked collection from Hall B", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH")],
         excl=["booked collection from Hall B"], incl=[],
         notes="collection.arranged is false; nothing books a collection."),
    dict(kind="bad", errors=["wrong_state", "other_record_value"],
         draft="Good news, your radios were delivered to Hall B this morning, and they've been programmed with all 8 of your channels.",
         probes=[C("your radios were delivered to Hall B this morning", "RECORD_STATE_MISMATCH"),
                 C("programmed with all 8 of your channels", "VALUE_MISMATCH")],
         excl=["were delivered to Hall B", "all 8 of your channels"], incl=[],
         notes="delivery.status is in_transit; 8 channels belongs to the cancelled RH-3402, RH-3420 has 6."),
    dict(kind="repair", errors=["unit_conversion"],
         draft="Your 20 radios are out with Nile Express Couriers (NEX-55120) and should arrive at 8:00 AM today, already programmed with your 6 channels.",
         probes=[S("Your 20 radios are out with Nile Express Couriers (NEX-55120)"),
                 C("should arrive at 8:00 AM today", "DATE_MISMATCH", "VALUE_MISMATCH"), S("already programmed with your 6 channels")],
         excl=["8:00 AM"], incl=["11:00 AM|11 AM|11:00 am|11.00", "NEX-55120"],
         notes="eta 08:00 UTC is 11:00 AM in Kampala."),
]
