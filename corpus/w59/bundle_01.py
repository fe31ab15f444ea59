from common import *

SCENARIO = "tas-daily-log"
DOMAIN = "telephone answering service"
QUESTION = "How many calls did your receptionists take for us yesterday, and did the messages reach my phone?"
NOW = "2026-05-13T09:15:00+03:00"

ACC = "AC5f1e0c2b9a7d4e61b3c8a0f9d2e47b13"
EVIDENCE = [
    rec("list_calls#main-line-2026-05-12", "tool:list_calls", {
        "uri": f"/2010-04-01/Accounts/{ACC}/Calls.json?To=%2B256414231900&StartTime=2026-05-12&PageSize=50",
        "page": 0, "page_size": 50, "next_page_uri": None,
        "client": {"name": "Nakato & Ssali Advocates", "line_label": "Main reception (Kampala)", "timezone": "Africa/Kampala"},
        "calls": [
            {"sid": "CA8e21f04a6d3b4c0f9a1e7d5c2b3a9f01", "from": "+256772401118", "to": "+256414231900",
             "direction": "inbound", "status": "completed", "date_created": "Tue, 12 May 2026 06:12:40 +0000",
             "duration": "184", "price": "-420.00", "price_unit": "UGX", "handled_by": {"agent_code": "RCP-14", "first_name": "Patience"}},
            {"sid": "CA1b7c3e9f0a2d4b5c8e6f1a0d9c7b3e22", "from": "+256701993042", "to": "+256414231900",
             "direction": "inbound", "status": "completed", "date_created": "Tue, 12 May 2026 08:47:05 +0000",
             "duration": "62", "price": "-140.00", "price_unit": "UGX", "handled_by": {"agent_code": "RCP-09", "first_name": "Brian"}},
            {"sid": "CA4d9a0b2c6e1f3a7b8c5d0e9f2a1b6c33", "from": "+256752118760", "to": "+256414231900",
             "direction": "inbound", "status": "completed", "date_created": "Tue, 12 May 2026 11:30:52 +0000",
             "duration": "305", "price": "-700.00", "price_unit": "UGX", "handled_by": {"agent_code": "RCP-14", "first_name": "Patience"}},
            {"sid": "CA7f0e3d1c9b2a4e6f5d8c7b0a3e9d1f44", "from": "+256782650014", "to": "+256414231900",
             "direction": "inbound", "status": "no-answer", "date_created": "Tue, 12 May 2026 14:05:19 +0000",
             "duration": "0", "price": None, "price_unit": "UGX", "handled_by": None},
        ],
    }),
    rec("list_messages#forwarding-2026-05-12", "tool:list_messages", {
        "uri": f"/2010-04-01/Accounts/{ACC}/Messages.json?To=%2B256701555320&DateSent=2026-05-12",
        "next_page_uri": None,
        "messages": [
            {"sid": "SM3c0a9e1f7b2d4c6e8a5f0b1d9e3c7a11", "to": "+256701555320", "status": "delivered",
             "date_sent": "Tue, 12 May 2026 06:16:02 +0000", "num_segments": "2", "price": "-70.00", "price_unit": "UGX",
             "related_call_sid": "CA8e21f04a6d3b4c0f9a1e7d5c2b3a9f01", "error_code": None},
            {"sid": "SM9b1d7e0c3a5f4b2e6d8c1a0f7e9b3d22", "to": "+256701555320", "status": "delivered",
             "date_sent": "Tue, 12 May 2026 08:49:30 +0000", "num_segments": "1", "price": "-35.00", "price_unit": "UGX",
             "related_call_sid": "CA1b7c3e9f0a2d4b5c8e6f1a0d9c7b3e22", "error_code": None},
            {"sid": "SM0e5f2a8b1c7d4e3f9a6b0c2d8e1f5a33", "to": "+256701555320", "status": "undelivered",
             "date_sent": "Tue, 12 May 2026 11:37:11 +0000", "num_segments": "3", "price": "-105.00", "price_unit": "UGX",
             "related_call_sid": "CA4d9a0b2c6e1f3a7b8c5d0e9f2a1b6c33", "error_code": 30003},
            {"sid": "SM6a2c9f0e4b1d3a7c5e8f2b0d6a9c1e44", "to": "+256701555320", "status": "delivered",
             "date_sent": "Tue, 12 May 2026 11:52:14 +0000", "num_segments": "3", "price": "-105.00", "price_unit": "UGX",
             "related_call_sid": "CA4d9a0b2c6e1f3a7b8c5d0e9f2a1b6c33", "error_code": None, "retry_of": "SM0e5f2a8b1c7d4e3f9a6b0c2d8e1f5a33"},
        ],
    }),
    rec("usage_summary#entebbe-line", "tool:get_usage_summary", {
        "line": "+256414231955", "line_label": "Entebbe branch", "date": "2026-05-12",
        "calls_total": "7", "calls_answered": "6", "messages_forwarded": "6",
    }),
    pol("policy#message-forwarding", "Each message our receptionists take is written up and sent to the client's "
        "nominated mobile by SMS. Messages go out within 5 minutes of the call ending. If the SMS is not delivered, "
        "we retry once after 15 minutes; after that the message stays in the client portal for 30 days. Long "
        "messages are split into 160-character segments and each segment is billed.", revision="2026-02"),
]

CASES = [
    dict(kind="ok",
         draft="Good morning. Yesterday, 12 May, our team answered three calls on your main line: at 9:12 AM, 11:47 AM "
               "and 2:30 PM. A fourth caller rang off at 5:05 PM before we could pick up. All three messages reached "
               "your mobile by SMS; the one from the 2:30 PM call failed on the first try and went through on the retry at 2:52 PM.",
         probes=[N("Good morning."), S("answered three calls on your main line"), S("at 9:12 AM, 11:47 AM and 2:30 PM"),
                 S("rang off at 5:05 PM"), S("All three messages reached your mobile"),
                 S("failed on the first try"), S("went through on the retry at 2:52 PM")],
         incl=["three calls", "2:52 PM"],
         notes="calls[0..2] completed at 06:12/08:47/11:30 UTC = 9:12 AM/11:47 AM/2:30 PM Kampala; calls[3] no-answer at 14:05 UTC; SM0e5f undelivered, SM6a2c retry delivered 11:52 UTC."),
    dict(kind="ok",
         draft="Here is yesterday's summary for your main reception line:\n- Calls answered: 3 (the longest ran 5 minutes 5 seconds)\n"
               "- Missed: 1, at 5:05 PM\n- Messages forwarded by SMS: 3, all now delivered\nThe SMS charges for the day came to USh 315.",
         probes=[S("Calls answered: 3"), S("the longest ran 5 minutes 5 seconds"), S("Missed: 1, at 5:05 PM"),
                 S("Messages forwarded by SMS: 3, all now delivered"), S("USh 315")],
         incl=["USh 315", "5 minutes 5 seconds"],
         notes="duration 305 s on CA4d9a; SMS prices 70+35+105+105 = 315 UGX including the undelivered first attempt."),
    dict(kind="ok",
         draft="Three of yesterday's four callers were answered, and each message was texted to your mobile; a retry was needed for one of them.",
         probes=[S("Three of yesterday's four callers were answered"), S("each message was texted to your mobile"),
                 S("a retry was needed for one of them")],
         incl=["Three of yesterday's four callers"],
         notes="Four calls in list_calls, three completed; SM6a2c is retry_of SM0e5f."),
    dict(kind="bad", errors=["unit_conversion"],
         draft="Good morning. Yesterday our team answered three calls on your main line, at 6:12 AM, 8:47 AM and 11:30 AM. "
               "All three messages were forwarded to your mobile and are now delivered.",
         probes=[N("Good morning."), S("answered three calls on your main line"),
                 C("at 6:12 AM, 8:47 AM and 11:30 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
                 S("All three messages were forwarded to your mobile")],
         excl=["6:12 AM, 8:47 AM"], incl=[],
         notes="The times are the UTC date_created values read as Kampala time; local times are 9:12 AM, 11:47 AM and 2:30 PM."),
    dict(kind="bad", errors=["other_record_value", "wrong_state"],
         draft="Hello, yesterday we handled seven calls for you. Every message went to your mobile and was delivered on the first attempt.",
         probes=[C("we handled seven calls for you", "VALUE_MISMATCH"),
                 C("was delivered on the first attempt", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
                 S("Every message went to your mobile")],
         excl=["seven calls", "delivered on the first attempt"], incl=[],
         notes="Seven is the Entebbe branch's calls_total; the main line had four calls. SM0e5f was undelivered (30003) and needed the retry."),
    dict(kind="repair", errors=["wrong_time"],
         draft="Hi, yesterday our receptionists answered three calls for you and all three messages were forwarded to your mobile. "
               "One more caller hung up at 4:05 PM before we could answer.",
         probes=[S("answered three calls for you"), S("all three messages were forwarded to your mobile"),
                 C("hung up at 4:05 PM", "DATE_MISMATCH", "VALUE_MISMATCH")],
         excl=["4:05 PM"], incl=["5:05 PM|5:05 pm|17:05|5.05 PM", "three calls"],
         notes="The no-answer call CA7f0e was created 14:05 UTC = 5:05 PM in Kampala."),
]
