from common import *

SCENARIO = "overflow-april-report"
DOMAIN = "call-centre overflow"
QUESTION = "Can you send me the headline numbers for April's overflow handling?"
NOW = "2026-05-05T09:40:00+03:00"

EVIDENCE = [
    rec("get_overflow_report#2026-04", "tool:get_overflow_report", {
        "client": {"name": "Pearl Savings Bank – Card Services", "queue_sid": "QU3e9a1c7f0b2d4e6a8c5f1b3d7e9a0c12"},
        "period": "2026-04", "calls_received": "2318", "calls_handled": "2241", "calls_abandoned": "77",
        "talk_time_seconds": "1008450", "avg_handle_time_ms": "450000",
        "service_level": {"threshold": "PT30S", "target": "0.80", "achieved": "0.83", "status": "MET"},
        "busiest_hour_local": "18:00-19:00",
    }),
    rec("get_overflow_report#2026-03", "tool:get_overflow_report", {
        "period": "2026-03", "calls_received": "1984", "calls_handled": "1890", "calls_abandoned": "94",
        "avg_handle_time_ms": "370000",
        "service_level": {"threshold": "PT30S", "target": "0.80", "achieved": "0.77", "status": "MISSED"},
    }),
    psg("kb#overflow-metrics", "Service level is the share of overflow calls answered by an agent within 30 seconds.\n"
        "A call counts as abandoned when the caller hangs up before an agent answers.\n"
        "Calls abandoned within 5 seconds are left out of the service-level figure.\n"
        "Average handle time includes talk time, hold time and after-call notes."),
]

CASES = [
    dict(kind="ok",
         draft="April headline figures: we received 2,318 overflow calls and handled 2,241, while 77 callers hung up before being answered. "
               "Average handle time was 7 minutes 30 seconds, and 83% of calls were answered within 30 seconds, against your 80% target.",
         probes=[S("we received 2,318 overflow calls and handled 2,241"), S("77 callers hung up before being answered"),
                 S("Average handle time was 7 minutes 30 seconds"), S("83% of calls were answered within 30 seconds"),
                 S("against your 80% target")],
         incl=["2,241", "7 minutes 30 seconds"],
         notes="April report: received 2318, handled 2241, abandoned 77; avg_handle_time_ms 450000 = 7 min 30 s; service level 0.83 vs 0.80."),
    dict(kind="ok",
         draft="Total talk time in April came to about 280 hours across the 2,241 calls we handled, and the service-level target was met.",
         probes=[S("Total talk time in April came to about 280 hours"), S("the 2,241 calls we handled"), S("the service-level target was met")],
         incl=["280 hours"],
         notes="talk_time_seconds 1008450 / 3600 = 280.1 hours; service_level.status MET."),
    dict(kind="ok",
         draft="April in brief:\n• Calls received: 2,318\n• Abandoned: 77, down from 94 in March\n• Service level: 83% (March: 77%)\n• Busiest hour: 6 PM to 7 PM",
         probes=[S("Calls received: 2,318"), S("Abandoned: 77, down from 94 in March"), S("Service level: 83% (March: 77%)"),
                 S("Busiest hour: 6 PM to 7 PM")],
         incl=["83%"],
         notes="April vs March reports; busiest_hour_local 18:00-19:00."),
    dict(kind="bad", errors=["other_record_value", "wrong_arithmetic"],
         draft="In April we handled 2,241 of the 2,318 overflow calls, so 87 callers abandoned. Average handle time was 6 minutes 10 seconds, "
               "and 83% of calls were answered within 30 seconds.",
         probes=[S("we handled 2,241 of the 2,318 overflow calls"), C("so 87 callers abandoned", "VALUE_MISMATCH"),
                 C("Average handle time was 6 minutes 10 seconds", "VALUE_MISMATCH"), S("83% of calls were answered within 30 seconds")],
         excl=["87 callers abandoned", "6 minutes 10 seconds"], incl=[],
         notes="2,318 - 2,241 = 77 (calls_abandoned 77). 6 min 10 s is March's avg_handle_time_ms 370000; April's is 450000 = 7 min 30 s."),
    dict(kind="bad", errors=["wrong_state", "invented_fact"],
         draft="We answered 83% of April's overflow calls within 30 seconds, so unfortunately we fell short of the 80% target. "
               "Callers who hang up within 5 seconds are counted against the service level too.",
         probes=[S("We answered 83% of April's overflow calls within 30 seconds"),
                 C("we fell short of the 80% target", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
                 C("Callers who hang up within 5 seconds are counted against the service level", "NLI_CONTRADICTION")],
         excl=["fell short of the 80% target", "are counted against the service level"], incl=[],
         notes="service_level.status is MET (0.83 >= 0.80). The KB says calls abandoned within 5 seconds are left out."),
    dict(kind="repair", errors=["wrong_value"],
         draft="April's overflow talk time came to about 180 hours over 2,241 handled calls, with an average handle time of 7 minutes 30 seconds.",
         probes=[C("about 180 hours", "VALUE_MISMATCH"), S("2,241 handled calls"), S("an average handle time of 7 minutes 30 seconds")],
         excl=["180 hours"], incl=["280 hours|280 hrs|280.1 hours|two hundred and eighty hours", "7 minutes 30 seconds"],
         notes="talk_time_seconds 1008450 is about 280 hours."),
]
