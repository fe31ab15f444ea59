from common import *

SCENARIO = "checkin-elderly-third-attempt"
DOMAIN = "wake-up and check-in calls"
QUESTION = "Dad didn't answer this morning's check-in call. What happened, and was anyone told?"
NOW = "2026-05-18T11:05:00+03:00"

EVIDENCE = [
    rec("get_checkin_plan#CP-2207", "tool:get_checkin_plan", {
        "plan_id": "CP-2207", "status": "ACTIVE",
        "subscriber": {"name": "Sarah Namutebi", "phone": "+256772309814", "role": "ACCOUNT_HOLDER"},
        "callee": {"name": "Mzee Edward Kato", "phone": "+256414660231"},
        "schedule": {"frequency": "DAILY", "local_time": "10:00", "timezone": "Africa/Kampala"},
        "emergency_contacts": [
            {"priority": 1, "name": "Joseph Kato", "relation": "son", "phone": "+256701448120"},
            {"priority": 2, "name": "Sarah Namutebi", "relation": "daughter", "phone": "+256772309814"},
        ],
    }),
    rec("list_calls#CP-2207-2026-05-18", "tool:list_calls", {
        "next_page_uri": None,
        "calls": [
            {"sid": "CA0a3f7c1e9b2d4a6c8e5f1b3d7a9c2e81", "to": "+256414660231", "status": "no-answer",
             "date_created": "Mon, 18 May 2026 07:00:04 +0000", "duration": "0", "attempt": "1"},
            {"sid": "CA6c1e8a3f0d2b4c7e9a5d1f3b8c0e6a82", "to": "+256414660231", "status": "no-answer",
             "date_created": "Mon, 18 May 2026 07:10:02 +0000", "duration": "0", "attempt": "2"},
            {"sid": "CA9e4b2d0f7a1c3e5b8d6f0a2c4e7b9d83", "to": "+256414660231", "status": "completed",
             "date_created": "Mon, 18 May 2026 07:20:05 +0000", "duration": "96", "attempt": "3",
             "outcome_code": "WELLBEING_OK"},
        ],
        "escalation": {"triggered": False, "contacts_called": []},
    }),
    rec("list_calls#CP-2207-2026-05-17", "tool:list_calls", {
        "calls": [{"sid": "CA3b7d1f9e0c2a4b6d8f5e1c3a7b9d0f84", "status": "completed",
                   "date_created": "Sun, 17 May 2026 07:00:03 +0000", "duration": "212", "attempt": "1"}],
        "escalation": {"triggered": False},
    }),
    pol("policy#checkin-escalation", "Check-in calls are made at the time chosen by the account holder. If the person does "
        "not answer, we call again after 10 minutes, up to three attempts in all. If all three attempts go unanswered, we "
        "phone the first emergency contact, and if they cannot be reached, the second. The account holder is sent an SMS "
        "summary whenever an escalation happens.", revision="v2"),
]

CASES = [
    dict(kind="ok",
         draft="Good morning Sarah, this morning's check-in call to your father at 10:00 AM wasn't answered, and neither was the second "
               "try at 10:10 AM, but he picked up the third call at 10:20 AM and chatted with us for about a minute and a half. "
               "Because he answered, no emergency contact needed to be called.",
         probes=[S("this morning's check-in call to your father at 10:00 AM wasn't answered"), S("neither was the second try at 10:10 AM"),
                 S("he picked up the third call at 10:20 AM"), S("about a minute and a half"), S("no emergency contact needed to be called")],
         incl=["10:20 AM"],
         notes="Attempts at 07:00/07:10 UTC no-answer, 07:20 UTC completed (duration 96 s); escalation.triggered false."),
    dict(kind="ok",
         draft="Your father answered on the third attempt, at 10:20 AM; the call lasted 1 minute 36 seconds and he reported he was fine.",
         probes=[S("Your father answered on the third attempt, at 10:20 AM"), S("the call lasted 1 minute 36 seconds"),
                 S("he reported he was fine")],
         incl=["1 minute 36 seconds"],
         notes="attempt 3 completed, duration 96, outcome_code WELLBEING_OK."),
    dict(kind="ok",
         draft="Nobody was alerted today, since Mr Kato answered before the three attempts ran out. Had he not, Joseph would have been phoned first, then you.",
         probes=[S("Nobody was alerted today"), S("Mr Kato answered before the three attempts ran out"),
                 S("Joseph would have been phoned first, then you")],
         incl=["Joseph would have been phoned first"],
         notes="escalation.triggered false; emergency_contacts priority 1 Joseph Kato, priority 2 Sarah Namutebi."),
    dict(kind="bad", errors=["wrong_role"],
         draft="Your father missed the 10:00 AM and 10:10 AM calls but answered at 10:20 AM, so no escalation was needed. "
               "If all three had gone unanswered, we would have called you first, as his first emergency contact.",
         probes=[S("Your father missed the 10:00 AM and 10:10 AM calls"), S("answered at 10:20 AM"), S("no escalation was needed"),
                 C("we would have called you first, as his first emergency contact", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH")],
         excl=["called you first"], incl=[],
         notes="Sarah is the priority-2 contact (and the account holder); Joseph Kato is priority 1."),
    dict(kind="bad", errors=["wrong_state", "wrong_policy_condition"],
         draft="I'm sorry to say none of this morning's three check-in calls were answered. We retry every 15 minutes, and the first attempt was at 10:00 AM.",
         probes=[C("none of this morning's three check-in calls were answered", "RECORD_STATE_MISMATCH"),
                 C("We retry every 15 minutes", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("the first attempt was at 10:00 AM")],
         excl=["none of this morning's three check-in calls were answered", "every 15 minutes"], incl=[],
         notes="Attempt 3 has status completed; the policy retries after 10 minutes."),
    dict(kind="repair", errors=["unit_conversion"],
         draft="Your father didn't answer the first two calls, but he picked up the third one at 7:20 AM, so no emergency contact was phoned.",
         probes=[S("didn't answer the first two calls"), C("picked up the third one at 7:20 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
                 S("no emergency contact was phoned")],
         excl=["7:20 AM"], incl=["10:20 AM|10:20 am|10.20|10:20", "first two calls"],
         notes="07:20 is UTC; in Kampala the third attempt was at 10:20 AM."),
]
