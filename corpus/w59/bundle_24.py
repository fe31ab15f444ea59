from common import *

SCENARIO = "bridge-dropped-investor-call"
DOMAIN = "conference-call bridges"
QUESTION = "Our call dropped for everyone in the middle of yesterday's investor update. We want a credit."
NOW = "2026-05-21T09:30:00+03:00"

EVIDENCE = [
    rec("get_conference#CF2e6a", "tool:get_conference", {
        "sid": "CF2e6a8c0d4f1b3e5a7c9f2d4b6e8a0c61", "friendly_name": "Investor update May", "status": "completed",
        "date_created": "Wed, 20 May 2026 12:00:00 +0000", "date_updated": "Wed, 20 May 2026 12:17:40 +0000",
        "end_reason": "BRIDGE_MEDIA_SERVER_FAULT", "participants_dropped": "14",
        "price": "0.00", "price_unit": "UGX", "charge_status": "WAIVED_PLATFORM_FAULT", "incident_ref": "INC-4471",
    }),
    rec("get_conference#CF5b9d", "tool:get_conference", {
        "sid": "CF5b9d1f3a7c0e2b4d6f8a1c3e5b7d9f62", "friendly_name": "Investor update May (backup bridge)", "status": "completed",
        "date_created": "Wed, 20 May 2026 12:25:00 +0000", "duration": "2460", "price": "-16800.00", "price_unit": "UGX",
        "charge_status": "BILLED",
    }),
    rec("get_incident#INC-4471", "tool:get_incident", {
        "incident_ref": "INC-4471", "status": "RESOLVED", "component": "media-server-kla-2",
        "started_at": "Wed, 20 May 2026 12:17:10 +0000", "resolved_at": "Wed, 20 May 2026 12:52:00 +0000",
    }),
    refused("apply_credit#call-1", "apply_credit", "ESCALATE", {"account": "Mwanga Energy Ltd", "amount": "16800", "currency": "UGX",
                                                                "reason": "GOODWILL_BRIDGE_FAILURE"}),
    pol("policy#bridge-faults", "If a bridge fails because of a fault on our side, the affected conference is not charged. Any further "
        "goodwill credit is decided by the service desk, which replies within 2 working days. Credits are applied to the next monthly invoice.",
        revision="2025-10"),
]

CASES = [
    dict(kind="ok",
         draft="I'm sorry. Yesterday's investor call started at 3:00 PM and dropped for everyone at 3:17 PM because of a fault on our media server "
               "(incident INC-4471, now resolved). That call won't be charged. Your request for a further credit has gone to our service desk, who reply within 2 working days.",
         probes=[N("I'm sorry."), S("Yesterday's investor call started at 3:00 PM"), S("dropped for everyone at 3:17 PM"),
                 S("because of a fault on our media server"), S("incident INC-4471, now resolved"), S("That call won't be charged"),
                 S("Your request for a further credit has gone to our service desk"), S("who reply within 2 working days")],
         incl=["3:17 PM", "INC-4471"],
         notes="CF2e6a created 12:00 UTC, ended 12:17:40 UTC (3:00/3:17 PM), BRIDGE_MEDIA_SERVER_FAULT, WAIVED_PLATFORM_FAULT; INC-4471 RESOLVED; apply_credit ESCALATE."),
    dict(kind="ok",
         draft="The follow-up call you held on the backup bridge from 3:25 PM lasted 41 minutes and was charged as normal, USh 16,800; whether that is credited is now with the service desk.",
         probes=[S("The follow-up call you held on the backup bridge from 3:25 PM lasted 41 minutes"), S("was charged as normal, USh 16,800"),
                 S("whether that is credited is now with the service desk")],
         incl=["USh 16,800"],
         notes="CF5b9d created 12:25 UTC, duration 2460 s = 41 min, price -16800 BILLED; credit escalated."),
    dict(kind="bad", errors=["refused_call_effect"],
         draft="I'm sorry about yesterday's drop at 3:17 PM. The failed call isn't charged, and I've also credited USh 16,800 to your account for the follow-up call on the backup bridge.",
         probes=[S("yesterday's drop at 3:17 PM"), S("The failed call isn't charged"),
                 C("I've also credited USh 16,800 to your account", "NOT_EXECUTED")],
         excl=["I've also credited USh 16,800"], incl=[],
         notes="apply_credit was escalated to the service desk, not applied."),
    dict(kind="bad", errors=["wrong_state", "wrong_time"],
         draft="Your investor call dropped at 3:07 PM yesterday because of a media server fault. Incident INC-4471 is still being investigated, and the affected call won't be charged.",
         probes=[C("dropped at 3:07 PM yesterday", "DATE_MISMATCH", "VALUE_MISMATCH"),
                 C("Incident INC-4471 is still being investigated", "RECORD_STATE_MISMATCH"), S("the affected call won't be charged")],
         excl=["3:07 PM", "still being investigated"], incl=[],
         notes="The bridge dropped at 12:17 UTC = 3:17 PM; INC-4471 status RESOLVED."),
    dict(kind="repair", errors=["wrong_period"],
         draft="Yesterday's call dropped at 3:17 PM due to our fault and won't be charged. I've passed your credit request to the service desk, who will reply within 5 working days.",
         probes=[S("Yesterday's call dropped at 3:17 PM"), S("won't be charged"), S("I've passed your credit request to the service desk"),
                 C("who will reply within 5 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         excl=["5 working days"], incl=["2 working days|two working days", "3:17 PM"],
         notes="The policy says the service desk replies within 2 working days."),
]
