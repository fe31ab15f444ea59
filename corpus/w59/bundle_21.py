from common import *

SCENARIO = "bridge-board-dialin"
DOMAIN = "conference-call bridges"
QUESTION = "Can you resend the dial-in details for Thursday's board call? I need to share them with the trustees."
NOW = "2026-05-26T10:00:00+03:00"

EVIDENCE = [
    rec("get_conference_reservation#CF9a2e", "tool:get_conference_reservation", {
        "sid": "CF9a2e6c0f4b8d1a3e5c7f9b2d4a6e8c21", "friendly_name": "Board meeting – Q2",
        "account": {"name": "Rwenzori Girls Education Trust"}, "status": "scheduled",
        "start_time": "Thu, 28 May 2026 11:00:00 +0000", "reserved_duration": "PT90M",
        "dial_in": [{"number": "+256 312 200 400", "country": "UG", "type": "LOCAL"},
                    {"number": "+254 20 765 1100", "country": "KE", "type": "INTERNATIONAL"}],
        "access": {"participant_pin": "481 266", "host_pin": "903 517"},
        "max_participants": "25", "recording": {"enabled": False},
        "subresource_uris": {"participants": "/2010-04-01/Accounts/AC/Conferences/CF9a2e6c0f4b8d1a3e5c7f9b2d4a6e8c21/Participants.json"},
    }),
    rec("get_conference_reservation#CF1d7b", "tool:get_conference_reservation", {
        "sid": "CF1d7b3f9a0e2c4d6b8f1a3c5e7d9b0f22", "friendly_name": "Board meeting – Q2 (original date)",
        "status": "canceled", "start_time": "Thu, 21 May 2026 11:00:00 +0000",
        "access": {"participant_pin": "552 108", "host_pin": "330 984"},
    }),
    pol("policy#bridge-access", "Bridges open for dialling in 10 minutes before the booked start time. Participants wait on hold music "
        "until the host joins with the host PIN; the call cannot start without the host. If people are still talking at the booked "
        "end time, the bridge stays open for up to 30 more minutes.", revision="2025-10"),
]

CASES = [
    dict(kind="ok",
         draft="Of course. Your board call is on Thursday 28 May at 2:00 PM, booked for 90 minutes. Trustees can dial +256 312 200 400 "
               "(or +254 20 765 1100 from Kenya) and enter participant PIN 481 266. The bridge opens 10 minutes early, at 1:50 PM.",
         probes=[N("Of course."), S("Your board call is on Thursday 28 May at 2:00 PM"), S("booked for 90 minutes"),
                 S("Trustees can dial +256 312 200 400"), S("(or +254 20 765 1100 from Kenya)"), S("enter participant PIN 481 266"),
                 S("The bridge opens 10 minutes early, at 1:50 PM")],
         incl=["481 266", "2:00 PM"],
         notes="start_time 11:00 UTC = 2:00 PM Kampala; PT90M; dial_in numbers; participant_pin 481 266; policy opens 10 minutes before."),
    dict(kind="ok",
         draft="Please keep the host PIN, 903 517, for yourself: the call can't start until the host joins with it. Up to 25 people can join, and recording is switched off for this call.",
         probes=[S("Please keep the host PIN, 903 517"), S("the call can't start until the host joins with it"),
                 S("Up to 25 people can join"), S("recording is switched off for this call")],
         incl=["903 517"],
         notes="access.host_pin; policy on host; max_participants 25; recording.enabled false."),
    dict(kind="ok",
         draft="Dial-in for Thursday's board meeting (2 PM Kampala time):\n- Uganda: +256 312 200 400\n- Kenya: +254 20 765 1100\n- PIN: 481 266",
         probes=[S("Dial-in for Thursday's board meeting (2 PM Kampala time)"), S("Uganda: +256 312 200 400"),
                 S("Kenya: +254 20 765 1100"), S("PIN: 481 266")],
         incl=["481 266"],
         notes="Reservation CF9a2e details."),
    dict(kind="bad", errors=["wrong_role"],
         draft="Your board call starts at 2:00 PM on Thursday 28 May. Trustees can dial +256 312 200 400 and enter PIN 903 517 to join.",
         probes=[S("Your board call starts at 2:00 PM on Thursday 28 May"), S("Trustees can dial +256 312 200 400"),
                 C("enter PIN 903 517 to join", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH")],
         excl=["PIN 903 517 to join"], incl=[],
         notes="903 517 is the host PIN; trustees need participant PIN 481 266."),
    dict(kind="bad", errors=["unit_conversion", "unrecorded_extra"],
         draft="The board call is booked for 90 minutes from 11:00 AM on Thursday 28 May, with participant PIN 481 266. It will be recorded, and we'll email you the file afterwards.",
         probes=[S("booked for 90 minutes"), C("from 11:00 AM on Thursday 28 May", "DATE_MISMATCH", "VALUE_MISMATCH"),
                 S("participant PIN 481 266"),
                 CI("It will be recorded", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
         excl=["11:00 AM", "It will be recorded"], incl=[],
         notes="11:00 is UTC (2:00 PM in Kampala). recording.enabled is false."),
    dict(kind="repair", errors=["stale_value"],
         draft="Your board call is on Thursday 28 May at 2:00 PM. Trustees dial +256 312 200 400 and enter participant PIN 552 108.",
         probes=[S("Your board call is on Thursday 28 May at 2:00 PM"), S("Trustees dial +256 312 200 400"),
                 C("enter participant PIN 552 108", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH")],
         excl=["552 108"], incl=["481 266|481266", "2:00 PM"],
         notes="552 108 belongs to the canceled 21 May reservation; the current participant PIN is 481 266."),
]
