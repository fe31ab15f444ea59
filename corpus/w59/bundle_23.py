from common import *

SCENARIO = "bridge-leg-charges"
DOMAIN = "conference-call bridges"
QUESTION = "Why was our 12 May conference call charged USh 38,400? It was a short meeting."
NOW = "2026-05-16T12:00:00+03:00"

EVIDENCE = [
    rec("list_participants#CF6b0d", "tool:list_participants", {
        "conference_sid": "CF6b0d2f4a8c1e3b5d7f9a0c2e4b6d8f41", "friendly_name": "Weekly sales huddle",
        "date_created": "Tue, 12 May 2026 06:30:00 +0000", "next_page_uri": None,
        "participants": [
            {"call_sid": "CA0f2b4d6a8c1e3f5b7d9a2c4e6f8b0d51", "label": "host", "from": "+256772110093", "dial_in_type": "LOCAL",
             "duration": "2700", "price": "-18000.00", "price_unit": "UGX", "status": "completed"},
            {"call_sid": "CA2a4c6e8b0d1f3a5c7e9b1d3f5a7c9e52", "from": "+256701664520", "dial_in_type": "LOCAL",
             "duration": "1795", "price": "-12000.00", "price_unit": "UGX", "status": "completed"},
            {"call_sid": "CA4c6e8a0b2d3f5c7a9e1b3d5f7c9a1e53", "from": "+256752308117", "dial_in_type": "LOCAL",
             "duration": "712", "price": "-4800.00", "price_unit": "UGX", "status": "completed"},
            {"call_sid": "CA6e8a0c2b4d5f7e9c1a3b5d7f9e1c3a54", "from": "+254722518840", "dial_in_type": "INTERNATIONAL",
             "duration": "230", "price": "-3600.00", "price_unit": "UGX", "status": "completed"},
        ],
        "total_price": "-38400.00",
    }),
    rec("list_participants#CF8d2f", "tool:list_participants", {
        "conference_sid": "CF8d2f4b6a0c2e4d6f8b1a3c5e7d9f0b42", "friendly_name": "Weekly sales huddle",
        "date_created": "Thu, 14 May 2026 06:30:00 +0000", "total_price": "-9600.00", "participants_count": "2",
    }),
    pol("policy#bridge-pricing", "Each participant's line is billed separately, per started minute, from the moment they join the bridge. "
        "Local Ugandan dial-in numbers cost USh 400 a minute and international dial-in numbers USh 900 a minute. Toll-free access can "
        "be added on request at USh 650 a minute.", revision="2026-01"),
]

CASES = [
    dict(kind="ok",
         draft="The USh 38,400 is the sum of four participant lines on your 12 May call. Three joined on local numbers at USh 400 a minute: "
               "45 minutes (USh 18,000), 30 minutes (USh 12,000) and 12 minutes (USh 4,800). One joined from Kenya on an international number "
               "at USh 900 a minute for 4 minutes (USh 3,600).",
         probes=[S("The USh 38,400 is the sum of four participant lines"), S("Three joined on local numbers at USh 400 a minute"),
                 S("45 minutes (USh 18,000)"), S("30 minutes (USh 12,000)"), S("12 minutes (USh 4,800)"),
                 S("One joined from Kenya on an international number"), S("at USh 900 a minute for 4 minutes (USh 3,600)")],
         incl=["USh 38,400", "USh 3,600"],
         notes="Four participants; durations 2700/1795/712/230 s billed per started minute = 45/30/12/4 min; prices sum to 38,400."),
    dict(kind="ok",
         draft="Each line is billed on its own, per started minute, which is why the line that lasted 11 minutes 52 seconds counts as 12 minutes.",
         probes=[S("Each line is billed on its own, per started minute"), S("the line that lasted 11 minutes 52 seconds counts as 12 minutes")],
         incl=["11 minutes 52 seconds"],
         notes="duration 712 s = 11 min 52 s, priced 4,800 = 12 x 400."),
    dict(kind="ok",
         draft="Your host line alone ran for 45 minutes and cost USh 18,000, nearly half the USh 38,400 total; Thursday's huddle, by comparison, came to USh 9,600.",
         probes=[S("Your host line alone ran for 45 minutes and cost USh 18,000"), S("the USh 38,400 total"),
                 S("Thursday's huddle, by comparison, came to USh 9,600")],
         incl=["USh 18,000"],
         notes="host leg duration 2700, price -18000; CF8d2f on Thu 14 May total -9600."),
    dict(kind="bad", errors=["wrong_arithmetic"],
         draft="Your 12 May call had four lines. The three local lines came to USh 30,000 between them, and the Kenyan line added USh 3,600.",
         probes=[S("Your 12 May call had four lines"), C("The three local lines came to USh 30,000", "AMOUNT_MISMATCH"),
                 S("the Kenyan line added USh 3,600")],
         excl=["USh 30,000"], incl=[],
         notes="Local lines are 18,000 + 12,000 + 4,800 = 34,800; the sum skips the third line."),
    dict(kind="bad", errors=["wrong_policy_condition", "unit_conversion"],
         draft="We bill each line per full minute, so part-minutes aren't charged. The participant from Kenya was on the bridge for 230 minutes at the international rate.",
         probes=[C("We bill each line per full minute, so part-minutes aren't charged", "NLI_CONTRADICTION"),
                 C("was on the bridge for 230 minutes", "VALUE_MISMATCH")],
         excl=["part-minutes aren't charged", "230 minutes"], incl=[],
         notes="The policy bills per started minute. duration 230 is seconds (3 min 50 s)."),
    dict(kind="repair", errors=["wrong_amount"],
         draft="Your 12 May call cost USh 38,400 across four lines. Local lines are USh 400 a minute and international lines USh 600 a minute.",
         probes=[S("Your 12 May call cost USh 38,400 across four lines"), S("Local lines are USh 400 a minute"),
                 C("international lines USh 600 a minute", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
         excl=["USh 600 a minute"], incl=["USh 900|900 a minute|900 per minute", "38,400"],
         notes="The policy prices international dial-in at USh 900 a minute."),
]
