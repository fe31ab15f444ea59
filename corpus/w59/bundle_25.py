from common import *

SCENARIO = "tas-public-holidays"
DOMAIN = "telephone answering service"
QUESTION = "Will you be answering our phones on Martyrs' Day and Heroes' Day?"
NOW = "2026-05-29T16:00:00+03:00"

EVIDENCE = [
    rec("get_holiday_schedule#ACf3", "tool:get_holiday_schedule", {
        "account_sid": "ACf3a9c1e7b5d2f0a8c6e4b2d0f9a7c571", "client": "Ntinda Vet Clinic", "timezone": "Africa/Kampala",
        "holiday_overrides": [
            {"date": "2026-06-03", "name": "MARTYRS_DAY", "mode": "FULL_COVERAGE", "surcharge_rate": "0.50"},
            {"date": "2026-06-09", "name": "HEROES_DAY", "mode": "VOICEMAIL_ONLY", "surcharge_rate": "0"},
        ],
    }),
    psg("kb#holiday-hours", "On public holidays the answering centre is staffed from 7:00 AM to 10:00 PM.\n"
        "Outside those hours, calls go to voicemail and the messages are forwarded at 7:00 AM the next morning.\n"
        "Clients choose, holiday by holiday, between full coverage and voicemail only."),
    pol("policy#holiday-billing", "Answered minutes on a public holiday are billed at the client's normal rate plus a 50% holiday surcharge. "
        "Voicemail-only days carry no surcharge. Changes to holiday settings must reach us two working days before the holiday.", revision="2026-01"),
]

CASES = [
    dict(kind="ok",
         draft="Yes for Martyrs' Day: on Wednesday 3 June we'll answer your calls as usual, with a 50% surcharge on answered minutes. "
               "On Heroes' Day, Tuesday 9 June, your line is set to voicemail only, so callers will leave messages rather than speak to a receptionist.",
         probes=[S("on Wednesday 3 June we'll answer your calls as usual"), S("with a 50% surcharge on answered minutes"),
                 S("On Heroes' Day, Tuesday 9 June, your line is set to voicemail only")],
         incl=["3 June", "voicemail only"],
         notes="holiday_overrides: 2026-06-03 FULL_COVERAGE surcharge 0.50; 2026-06-09 VOICEMAIL_ONLY. 3 June 2026 is a Wednesday, 9 June a Tuesday."),
    dict(kind="ok",
         draft="On public holidays our team is on from 7:00 AM to 10:00 PM; calls outside those hours go to voicemail and are forwarded at 7:00 AM the next morning.",
         probes=[S("our team is on from 7:00 AM to 10:00 PM"), S("calls outside those hours go to voicemail"),
                 S("are forwarded at 7:00 AM the next morning")],
         incl=["10:00 PM"],
         notes="KB passage kb#holiday-hours."),
    dict(kind="ok",
         draft="Heroes' Day is voicemail only, so there's no surcharge that day. If you'd like it answered instead, let us know at least two working days before 9 June.",
         probes=[S("Heroes' Day is voicemail only"), S("there's no surcharge that day"),
                 S("let us know at least two working days before 9 June")],
         incl=["two working days"],
         notes="HEROES_DAY VOICEMAIL_ONLY, surcharge 0; policy: changes two working days ahead."),
    dict(kind="bad", errors=["other_record_value"],
         draft="Yes, Martyrs' Day on Wednesday 3 June is set to full coverage, with a 50% surcharge on answered minutes. "
               "Heroes' Day, Tuesday 9 June, is also set to full coverage.",
         probes=[S("Martyrs' Day on Wednesday 3 June is set to full coverage"), S("with a 50% surcharge on answered minutes"),
                 C("Heroes' Day, Tuesday 9 June, is also set to full coverage", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
         excl=["is also set to full coverage"], incl=[],
         notes="FULL_COVERAGE is the 3 June override's mode; the 9 June Heroes' Day override is VOICEMAIL_ONLY."),
    dict(kind="bad", errors=["wrong_date", "invented_fact"],
         draft="Martyrs' Day falls on Thursday 3 June this year, and we'll answer your calls with the usual 50% holiday surcharge. Our holiday staffing runs around the clock, 24 hours.",
         probes=[C("Martyrs' Day falls on Thursday 3 June", "DATE_MISMATCH"), S("we'll answer your calls with the usual 50% holiday surcharge"),
                 C("Our holiday staffing runs around the clock, 24 hours", "NLI_CONTRADICTION")],
         excl=["Thursday 3 June", "around the clock, 24 hours"], incl=[],
         notes="3 June 2026 is a Wednesday. The KB says holiday staffing is 7:00 AM to 10:00 PM."),
    dict(kind="repair", errors=["wrong_value"],
         draft="On Martyrs' Day, 3 June, we'll answer your calls as normal, with a 25% holiday surcharge on answered minutes. Heroes' Day is voicemail only.",
         probes=[S("On Martyrs' Day, 3 June, we'll answer your calls as normal"),
                 C("with a 25% holiday surcharge", "VALUE_MISMATCH", "NLI_CONTRADICTION"), S("Heroes' Day is voicemail only")],
         excl=["25% holiday surcharge"], incl=["50%|50 %|fifty per cent|half", "3 June"],
         notes="surcharge_rate 0.50 and the policy's 50% surcharge."),
]
