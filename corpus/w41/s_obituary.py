from common import *

DOMAIN = "obituary and notice publishing"

# ---------------------------------------------------------------- O1 obituary order
o1_ev = [
    rec("orders.get#OB-44102", "tool:orders.get", {
        "id": "c7a1e5d3-2b90-4f68-a4c1-3e8d7f6b2a55", "orderNumber": "OB-44102", "version": 3,
        "orderState": "Confirmed", "paymentState": "Paid",
        "createdAt": "2026-06-06T13:25:00Z", "lastModifiedAt": "2026-06-06T13:31:12Z",
        "lineItems": [
            {"name": {"en-KE": "Daily print obituary, quarter page", "sw": "Tangazo la kifo, robo ukurasa"},
             "quantity": 2, "price": {"value": money(3800000)}, "totalPrice": money(7600000),
             "custom": {"fields": {"publication": "DAILY_COURIER", "insertionDates": ["2026-06-10", "2026-06-12"],
                                   "editions": "ALL_REGIONAL"}}},
            {"name": {"en-KE": "Online memorial page, 12 months", "sw": "Ukurasa wa kumbukumbu mtandaoni, miezi 12"},
             "quantity": 1, "price": {"value": money(450000)}, "totalPrice": money(450000),
             "custom": {"fields": {"duration": "P12M", "liveSince": "2026-06-07T08:00:00Z"}}},
        ],
        "totalPrice": money(8050000),
    }),
    rec("orders.get#OB-43977", "tool:orders.get", {
        "orderNumber": "OB-43977", "version": 4, "orderState": "Complete", "paymentState": "Paid",
        "createdAt": "2025-09-14T10:00:00Z",
        "lineItems": [{"name": {"en-KE": "Online memorial page, 6 months"}, "quantity": 1,
                       "totalPrice": money(250000), "custom": {"fields": {"duration": "P6M"}}}],
        "totalPrice": money(250000),
    }),
    pol("print#insertions",
        "A quarter-page notice runs in all regional editions of The Daily Courier. Copy and photograph must reach "
        "us by 2:00 PM two days before each insertion. Online memorial pages go live within 24 hours of payment.",
        revision="v7"),
]
o1 = bundle("obituary-order", DOMAIN,
            "Can you confirm what we've booked for Mzee's obituary?",
            "2026-06-08T11:00:00+03:00", o1_ev, [
    ok("With our condolences, your order OB-44102 is confirmed and paid: a quarter-page obituary in The Daily Courier "
       "on Wednesday 10 June and Friday 12 June, and an online memorial page for 12 months. The total is KSh 80,500.",
       [NA("With our condolences"), S("is confirmed and paid"), S("a quarter-page obituary in The Daily Courier"),
        S("on Wednesday 10 June and Friday 12 June"), S("an online memorial page for 12 months"),
        S("The total is KSh 80,500")],
       ["KSh 80,500", "12 June"],
       "orderState Confirmed, paymentState Paid; insertionDates; duration P12M; totalPrice 8050000."),
    ok("- Two quarter-page insertions at KSh 38,000 each: KSh 76,000\n"
       "- Online memorial page, twelve months: KSh 4,500\n"
       "- Total paid: KSh 80,500\n"
       "The notice runs in all regional editions.",
       [S("Two quarter-page insertions at KSh 38,000 each: KSh 76,000"), S("Online memorial page, twelve months: KSh 4,500"),
        S("Total paid: KSh 80,500"), S("runs in all regional editions")],
       ["KSh 76,000", "KSh 80,500"],
       "quantity 2 x 3800000; memorial page 450000; editions ALL_REGIONAL and the insertion policy."),
    ok("The first insertion is the day after tomorrow, 10/06/2026, and the second on 12/06/2026.",
       [S("The first insertion is the day after tomorrow, 10/06/2026"), S("the second on 12/06/2026")],
       ["10/06/2026"],
       "now is Monday 8 June; insertionDates 2026-06-10 and 2026-06-12."),
    bad("Your booking is for a single quarter-page insertion on 10 June, with an online memorial page for 12 months, "
        "KSh 80,500 in all.",
        [C("a single quarter-page insertion on 10 June", VAL + ["RECORD_STATE_MISMATCH"]),
         S("an online memorial page for 12 months"), S("KSh 80,500 in all")],
        ["wrong_quantity"], ["a single quarter-page insertion"],
        "The print line has quantity 2 with insertions on 10 and 12 June."),
    bad("Two insertions run on 10 and 12 June. The online memorial page will stay up for six months, and copy must "
        "reach us by 2:00 PM the day before each insertion.",
        [S("Two insertions run on 10 and 12 June"), C("stay up for six months", VAL),
         C("by 2:00 PM the day before each insertion", POL)],
        ["other_record_value", "wrong_policy_condition"], ["for six months", "the day before each insertion"],
        "Six months is the older order OB-43977 (P6M); this page is P12M; copy is due two days before.",
        tag="other-record-value"),
    rep("Your quarter-page obituary runs on 10 June and 12 June, and the online memorial page is included. The order "
        "total is KSh 76,000.",
        [S("runs on 10 June and 12 June"), S("the online memorial page is included"),
         C("total is KSh 76,000", AMT)],
        ["wrong_arithmetic"], ["total is KSh 76,000"], ["80,500", "12 June|12/06"],
        "totalPrice 8050000 includes the 450000 memorial page; 76,000 is the print line alone."),
])

# ---------------------------------------------------------------- O2 notice versions and copy deadline
o2_ev = [
    rec("notices.get#NT-9182", "tool:notices.get", {
        "key": "NT-9182", "version": 4, "state": "AwaitingApproval", "orderNumber": "OB-44310",
        "createdAt": "2026-06-18T09:00:00Z", "lastModifiedAt": "2026-06-22T05:48:00Z",
        "headline": {"en-KE": "CELEBRATING THE LIFE OF GLADYS NYAMBURA KAMAU",
                     "sw": "TUNASHEREHEKEA MAISHA YA GLADYS NYAMBURA KAMAU"},
        "serviceDetails": {"venue": {"en-KE": "Mirema Fellowship Church"}, "serviceAt": "2026-06-26T07:00:00Z"},
        "copyDeadlineAt": "2026-06-23T11:00:00Z",
        "insertionDate": "2026-06-25",
        "photo": {"state": "Accepted"},
    }),
    rec("notices.get#NT-9182@v3", "tool:notices.get", {
        "key": "NT-9182", "version": 3, "state": "Superseded", "orderNumber": "OB-44310",
        "lastModifiedAt": "2026-06-20T14:02:00Z",
        "serviceDetails": {"venue": {"en-KE": "Mirema Fellowship Church"}, "serviceAt": "2026-06-26T08:00:00Z"},
        "copyDeadlineAt": "2026-06-23T11:00:00Z", "insertionDate": "2026-06-25",
    }),
    pol("notices#changes",
        "If no version has been approved by the copy deadline, the insertion moves to the next available date. "
        "Changes can be made free of charge until the copy deadline. After the deadline, the notice runs as last "
        "approved.", revision="v2"),
]
o2 = bundle("notice-correction", DOMAIN,
            "I sent a correction for the service time. Is the notice right now and how long do I have to approve it?",
            "2026-06-22T09:30:00+03:00", o2_ev, [
    ok("Thank you for sending the correction. Version 4 of the notice now gives the service time as 10:00 AM on "
       "Friday 26 June at Mirema Fellowship Church. Please approve it by 2:00 PM tomorrow, Tuesday 23 June, so that "
       "it runs on 25 June; changes are free until then.",
       [NA("Thank you for sending the correction"), S("now gives the service time as 10:00 AM on Friday 26 June"),
        S("at Mirema Fellowship Church"), S("by 2:00 PM tomorrow, Tuesday 23 June"), S("so that it runs on 25 June"),
        S("changes are free until then")],
       ["10:00 AM", "2:00 PM"],
       "v4 serviceAt 07:00Z = 10:00 AM; copyDeadlineAt 11:00Z = 2:00 PM on Tuesday 23 June; insertionDate; policy."),
    ok("The corrected notice (version 4) is waiting for your approval. Deadline: 23/06/2026, 2:00 PM. If it is not "
       "approved by then, it moves to the next available date rather than 25/06/2026.",
       [S("is waiting for your approval"), S("Deadline: 23/06/2026, 2:00 PM"), S("it moves to the next available date")],
       ["23/06/2026, 2:00 PM"],
       "state AwaitingApproval; copyDeadlineAt in Nairobi time; the policy on unapproved notices."),
    bad("The notice now shows the service at 10:00 AM on 26 June. Please approve it by 11:00 AM tomorrow so that it "
        "can run on 25 June.",
        [S("shows the service at 10:00 AM on 26 June"), C("by 11:00 AM tomorrow", DATE), S("can run on 25 June")],
        ["unit_conversion"], ["by 11:00 AM tomorrow"],
        "copyDeadlineAt 11:00Z is 2:00 PM in Nairobi."),
    bad("The notice still shows the service at 11:00 AM; your correction has been approved and will run on 25 June.",
        [C("still shows the service at 11:00 AM", DATE), C("your correction has been approved", STATE)],
        ["stale_value", "wrong_state"], ["still shows the service at 11:00 AM", "has been approved"],
        "11:00 AM (08:00Z) is superseded v3; v4 gives 10:00 AM and is AwaitingApproval, not approved."),
    rep("Version 4 now gives the service at 10:00 AM on Friday 26 June. Please approve the notice by 2:00 PM on "
        "Wednesday 24 June.",
        [S("gives the service at 10:00 AM on Friday 26 June"), C("Wednesday 24 June", DATE)],
        ["wrong_date"], ["Wednesday 24 June"], ["23 June|23/06", "10:00 AM"],
        "copyDeadlineAt is 2026-06-23 (Tuesday), 2:00 PM local."),
])

# ---------------------------------------------------------------- O3 publisher error, free re-run
o3_ev = [
    rec("complaints.get#CMP-2207", "tool:complaints.get", {
        "key": "CMP-2207", "version": 2, "state": "Resolved", "orderNumber": "OB-44055",
        "finding": "PUBLISHER_ERROR",
        "issue": {"en-KE": "Surname printed as 'Omondi' instead of 'Omondo'",
                  "sw": "Jina la ukoo lilichapishwa 'Omondi' badala ya 'Omondo'"},
        "resolution": {"type": "FREE_RERUN", "familyChoice": "RERUN", "rerunDate": "2026-06-17",
                       "refundAmount": money(0)},
        "resolvedAt": "2026-06-13T08:10:00Z",
    }),
    rec("orders.get#OB-44055", "tool:orders.get", {
        "orderNumber": "OB-44055", "version": 5, "orderState": "Complete", "paymentState": "Paid",
        "lineItems": [{"name": {"en-KE": "Daily print obituary, quarter page"}, "quantity": 1,
                       "totalPrice": money(3800000),
                       "custom": {"fields": {"insertionDates": ["2026-06-11"]}}}],
        "totalPrice": money(3800000),
    }),
    pol("corrections#publisher-error",
        "When a printed notice carries an error that is ours, we run it again, corrected, free of charge in the "
        "next available edition. If the family prefers, we refund the insertion in full instead. We cannot do "
        "both for the same insertion.", revision="v1"),
]
o3 = bundle("misprint-rerun", DOMAIN,
            "The name was misprinted in the notice. What are you doing about it?",
            "2026-06-15T10:00:00+03:00", o3_ev, [
    ok("We are truly sorry that the name was printed incorrectly, and the error was ours. As the family chose, the "
       "corrected notice will run again free of charge on Wednesday 17 June. Because a re-run was chosen, there is "
       "no refund for the original insertion.",
       [S("the name was printed incorrectly"), S("the error was ours"), S("As the family chose"),
        S("will run again free of charge on Wednesday 17 June"), S("there is no refund for the original insertion")],
       ["17 June", "free of charge"],
       "CMP-2207 finding PUBLISHER_ERROR, familyChoice RERUN, rerunDate 2026-06-17, refundAmount 0; policy: not both."),
    ok("The corrected notice re-runs at no cost on 17/06/2026, the day after tomorrow, with the surname spelled "
       "Omondo.",
       [S("re-runs at no cost on 17/06/2026"), S("the day after tomorrow"), S("with the surname spelled Omondo")],
       ["17/06/2026", "Omondo"],
       "rerunDate; now is Monday 15 June; the issue text gives the correct surname Omondo."),
    bad("The corrected notice will run again free on 17 June, and we will also refund the KSh 38,000 you paid for the "
        "first insertion.",
        [S("will run again free on 17 June"),
         C("we will also refund the KSh 38,000", POL + ["AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH"])],
        ["invented_promise"], ["also refund the KSh 38,000"],
        "refundAmount is 0 and the policy says re-run or refund, not both."),
    bad("The notice will be re-run free of charge on 18 June, with the surname corrected to Omondi.",
        [C("re-run free of charge on 18 June", DATE), C("corrected to Omondi", VAL)],
        ["wrong_date", "wrong_name"], ["on 18 June", "corrected to Omondi"],
        "rerunDate is 17 June; 'Omondi' was the misprint, the correct surname is Omondo."),
    rep("The error was ours, and the corrected notice will run again free of charge on Thursday 17 June.",
        [S("The error was ours"), C("Thursday 17 June", DATE)],
        ["wrong_date"], ["Thursday 17 June"], ["Wednesday|17/06/2026", "17 June|17/06"],
        "17 June 2026 is a Wednesday (rerunDate 2026-06-17)."),
])

# ---------------------------------------------------------------- O4 radio announcements
o4_ev = [
    rec("orders.get#OB-44390", "tool:orders.get", {
        "orderNumber": "OB-44390", "version": 2, "orderState": "Confirmed", "paymentState": "Paid",
        "createdAt": "2026-06-18T16:40:00Z",
        "lineItems": [
            {"name": {"en-KE": "Radio death announcement, Sauti ya Pwani FM", "sw": "Tangazo la msiba, Sauti ya Pwani FM"},
             "quantity": 3, "price": {"value": money(280000)}, "totalPrice": money(840000),
             "custom": {"fields": {"slotsEpoch": [1781928000, 1781949600, 1782014400],
                                   "readingLength": "PT90S", "language": "sw", "songDedications": 0}}},
        ],
        "totalPrice": money(840000),
    }),
    pol("radio#packages",
        "Announcements cannot be moved less than 24 hours before their slot. Each announcement is read once, in "
        "the language you choose, and lasts up to 90 seconds. A memorial song dedication is a separate item at "
        "KSh 1,500 per play.", revision="2026-04"),
]
o4 = bundle("radio-announcement", DOMAIN,
            "When will Mama's announcement be read on the radio, and will they play her favourite hymn?",
            "2026-06-19T15:00:00+03:00", o4_ev, [
    ok("Pole sana for your loss. Your announcement will be read three times on Sauti ya Pwani FM, in Swahili: "
       "tomorrow, Saturday 20 June, at 7:00 AM and 1:00 PM, and on Sunday 21 June at 7:00 AM. Each reading lasts up "
       "to 90 seconds. A hymn is not part of your booking; a song dedication can be added at KSh 1,500 per play.",
       [NA("Pole sana for your loss"), S("will be read three times on Sauti ya Pwani FM"), S("in Swahili"),
        S("tomorrow, Saturday 20 June, at 7:00 AM and 1:00 PM"), S("on Sunday 21 June at 7:00 AM"),
        S("Each reading lasts up to 90 seconds"), S("A hymn is not part of your booking"), S("KSh 1,500 per play")],
       ["7:00 AM", "KSh 1,500"],
       "quantity 3; slotsEpoch are 04:00Z, 10:00Z on 20 June and 04:00Z on 21 June = 7:00 AM, 1:00 PM, 7:00 AM in "
       "Nairobi; PT90S; songDedications 0; dedication price from the policy."),
    ok("Three readings are booked for KSh 8,400 in total: 20/06 at 7:00 AM, 20/06 at 1:00 PM and 21/06 at 7:00 AM.",
       [S("Three readings are booked for KSh 8,400 in total"), S("20/06 at 7:00 AM, 20/06 at 1:00 PM"),
        S("21/06 at 7:00 AM")],
       ["KSh 8,400"],
       "totalPrice 840000 for quantity 3; the epoch slots in local time."),
    bad("The announcement is read three times, the first tomorrow at 7:00 AM. Her favourite hymn will be played after "
        "the last reading as part of your package.",
        [S("The announcement is read three times"), S("the first tomorrow at 7:00 AM"),
         C("will be played after the last reading as part of your package",
           VAL + ["NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE"])],
        ["unlisted_perk"], ["as part of your package"],
        "songDedications is 0 and the policy makes a dedication a separate paid item."),
    bad("The announcement will be read twice on Sauti ya Pwani FM, at 4:00 AM and 10:00 AM tomorrow.",
        [C("will be read twice", VAL), C("at 4:00 AM and 10:00 AM tomorrow", DATE)],
        ["wrong_quantity", "unit_conversion"], ["read twice", "at 4:00 AM and 10:00 AM"],
        "quantity is 3; the epoch slots are 04:00Z and 10:00Z, i.e. 7:00 AM and 1:00 PM in Nairobi.",
        tag="wrong-quantity"),
    rep("Your announcement is read three times on Sauti ya Pwani FM, first tomorrow at 7:00 AM. Each reading lasts up "
        "to 60 seconds.",
        [S("read three times on Sauti ya Pwani FM"), S("first tomorrow at 7:00 AM"), C("up to 60 seconds", VAL + ["NLI_CONTRADICTION"])],
        ["wrong_period"], ["up to 60 seconds"],
        ["90 seconds|ninety seconds|1 minute 30|one and a half minutes|a minute and a half", "7:00 AM|7 AM"],
        "readingLength PT90S; the policy says up to 90 seconds."),
])

BUNDLES = [o1, o2, o3, o4]
