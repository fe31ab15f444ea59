from common import *

SCENARIO = "bridge-recording-retention"
DOMAIN = "conference-call bridges"
QUESTION = "Where can I get the recording of last week's project call, and how long will you keep it?"
NOW = "2026-05-27T11:30:00+03:00"

EVIDENCE = [
    rec("get_conference#CF4c8e", "tool:get_conference", {
        "sid": "CF4c8e0a2f6b9d1c3e5a7f0b2d4c6e8a31", "friendly_name": "Solar mini-grid project sync",
        "status": "completed", "date_created": "Mon, 18 May 2026 08:02:00 +0000", "duration": "4380",
        "subresource_uris": {"recordings": "/2010-04-01/Accounts/AC/Conferences/CF4c8e0a2f6b9d1c3e5a7f0b2d4c6e8a31/Recordings.json"},
    }),
    rec("list_recordings#CF4c8e", "tool:list_recordings", {
        "next_page_uri": None,
        "recordings": [{"sid": "RE7e1b3d5f9a0c2e4b6d8f1a3c5e7b9d32", "conference_sid": "CF4c8e0a2f6b9d1c3e5a7f0b2d4c6e8a31",
                        "status": "completed", "duration": "4212", "channels": "1",
                        "date_created": "Mon, 18 May 2026 09:15:30 +0000",
                        "download_link": {"sent_to": "projects@mwangaenergy.example", "expires": "Mon, 25 May 2026 09:20:00 +0000", "state": "EXPIRED"},
                        "delete_after": "2026-06-17", "transcription": {"status": "NOT_REQUESTED"}}],
    }),
    pol("policy#recordings", "Recordings are kept for 30 days after the call and then deleted permanently. Download links are valid "
        "for 7 days; if a link has expired, a new one can be requested at no charge. Transcripts can be ordered for USh 300 per "
        "started minute of recording.", revision="2026-04"),
]

CASES = [
    dict(kind="ok",
         draft="The recording of your project call on Monday 18 May is ready and runs 70 minutes 12 seconds. The download link we sent expired on 25 May, "
               "since links last 7 days, but a fresh one can be requested at no charge. We keep recordings for 30 days, so this one will be deleted on 17 June.",
         probes=[S("The recording of your project call on Monday 18 May is ready"), S("runs 70 minutes 12 seconds"),
                 S("The download link we sent expired on 25 May"), S("since links last 7 days"),
                 S("a fresh one can be requested at no charge"), S("We keep recordings for 30 days"), S("will be deleted on 17 June")],
         incl=["70 minutes 12 seconds", "17 June"],
         notes="RE7e1b duration 4212 s = 70 min 12 s; download_link EXPIRED 25 May; delete_after 2026-06-17; policy 7 days / 30 days / free new link."),
    dict(kind="ok",
         draft="Your project call on 18/05/2026 began at 11:02 AM and lasted 73 minutes, and the recording is 70 minutes 12 seconds long.",
         probes=[S("began at 11:02 AM"), S("lasted 73 minutes"), S("the recording is 70 minutes 12 seconds long")],
         incl=["73 minutes"],
         notes="conference date_created 08:02 UTC = 11:02 AM; duration 4380 s = 73 min; recording 4212 s."),
    dict(kind="ok",
         draft="The recording stays available until 17 June and is then permanently deleted. A transcript would cost USh 21,300, as it's billed per started minute and the recording is just over 70 minutes.",
         probes=[S("The recording stays available until 17 June"), S("is then permanently deleted"),
                 S("A transcript would cost USh 21,300"), S("billed per started minute"), S("the recording is just over 70 minutes")],
         incl=["USh 21,300"],
         notes="4212 s = 70 min 12 s, i.e. 71 started minutes x 300 = 21,300."),
    dict(kind="bad", errors=["wrong_role", "wrong_period"],
         draft="Your call recording from 18 May runs 73 minutes and is ready to download. We keep recordings for 90 days, so there's plenty of time.",
         probes=[C("runs 73 minutes", "VALUE_MISMATCH"), S("is ready to download"),
                 C("We keep recordings for 90 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         excl=["runs 73 minutes", "90 days"], incl=[],
         notes="73 minutes is the conference duration; the recording is 4212 s (70 min 12 s). Retention is 30 days."),
    dict(kind="bad", errors=["wrong_state", "wrong_arithmetic"],
         draft="The recording of your 18 May call is 70 minutes 12 seconds long and your download link is still active. A transcript would cost USh 21,000.",
         probes=[S("is 70 minutes 12 seconds long"), C("your download link is still active", "RECORD_STATE_MISMATCH"),
                 CI("A transcript would cost USh 21,000", "AMOUNT_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         excl=["still active", "USh 21,000"], incl=[],
         notes="download_link.state EXPIRED. Transcripts are per started minute: 71 x 300 = 21,300, not 21,000."),
    dict(kind="repair", errors=["wrong_date"],
         draft="Your recording is 70 minutes 12 seconds long. Because we keep recordings for 30 days, it will be deleted on 17 July.",
         probes=[S("Your recording is 70 minutes 12 seconds long"), S("we keep recordings for 30 days"),
                 C("it will be deleted on 17 July", "DATE_MISMATCH")],
         excl=["17 July"], incl=["17 June|17/06|June 17|17th June", "70 minutes 12 seconds"],
         notes="delete_after is 2026-06-17."),
]
