"""House-sitting network bundles (Guardacasa Sitters Network)."""
from w48lib import *

DOM = "house-sitting network"
API = "Firestore REST documents"
P = "guardacasa-network"


def s1_sit_assigned():
    ev = [
        doc("firestore:sits/SIT-7734", P, "sits/SIT-7734", {
            "sitId": "SIT-7734",
            "status": "SITTER_CONFIRMED",
            "homeowner": {"memberId": "HO-5120", "name": "Fiona MacAulay", "town": "Harrogate",
                          "timeZone": "Europe/London"},
            "dates": {"startDate": "2026-08-01", "endDate": "2026-08-15"},
            "sitter": {"sitterId": "SP-2291", "name": "Lucía Ferrer", "rating": 4.95,
                       "expectedArrivalAt": TS("2026-08-01T11:00:00Z")},
            "pets": [
                {"name": "Mungo", "species": "DOG", "breed": "border terrier", "walksPerDay": 2},
                {"name": "Pepper", "species": "CAT", "indoorOnly": False},
                {"name": "Salt", "species": "CAT", "indoorOnly": True},
            ],
            "videoIntro": {"scheduledAt": TS("2026-07-22T18:30:00Z"), "duration": "PT30M",
                           "status": "BOOKED"},
            "careNotes": {"submitted": False, "dueBy": TS("2026-07-30T11:00:00Z")},
        }, "2026-05-19T08:30:00.440012Z", "2026-07-14T20:02:55.100400Z", "firestore:get_document"),
        doc("firestore:sits/SIT-7734/applications/AP-2305", P, "sits/SIT-7734/applications/AP-2305", {
            "sitterId": "SP-2305", "name": "Daniel Okafor", "status": "DECLINED_BY_HOMEOWNER",
            "appliedAt": TS("2026-05-21T10:12:00Z"),
        }, "2026-05-21T10:12:00.000000Z", "2026-05-25T16:40:00.000000Z", "firestore:list_documents"),
        policy("policy:sit-guidelines", "2026.1",
               "A sit is an exchange of care for accommodation: the network does not pay sitters, and homeowners "
               "do not pay them either. Homeowners leave written pet-care notes at least 48 hours before the sit "
               "starts. Sitters may leave the home for up to 3 hours at a time during the day, and for no more "
               "than 8 hours in any 24 hours where there is a dog."),
    ]
    b = Bundle("sit-assigned", DOM, API, ev,
               "Who's looking after the animals in August and when will I get to meet her?",
               now="2026-07-15T09:10:00+01:00")
    b.ok("Hi Fiona, great news — Lucía Ferrer is confirmed as your sitter for 1–15 August. You'll meet her on a "
         "30-minute video call on Wednesday 22 July at 7:30 PM (UK time), and she expects to arrive around "
         "midday on 1 August. She'll be caring for Mungo, Pepper and Salt. Please leave your pet-care notes at "
         "least 48 hours before the sit begins.",
         [S("Lucía Ferrer is confirmed as your sitter"), S("for 1–15 August"), S("30-minute video call"),
          S("Wednesday 22 July at 7:30 PM (UK time)"), S("around midday on 1 August"),
          S("Mungo, Pepper and Salt"), S("at least 48 hours before the sit begins")],
         ["Lucía Ferrer", "7:30 PM"],
         "status SITTER_CONFIRMED; videoIntro 18:30Z is 19:30 BST for a PT30M call; expectedArrivalAt 11:00Z "
         "is 12:00 BST; three pets; the policy asks for notes 48 hours ahead.")
    b.ok("Your sit (SIT-7734):\n- Sitter: Lucía Ferrer — confirmed\n- Video intro: 22/07 at 19:30 BST, half "
         "an hour\n- Arrival: 01/08, about 12:00\n- Pets: one border terrier and two cats\nShe can pop out for "
         "up to 3 hours at a time, but never more than 8 hours in a day with Mungo at home.",
         [S("Lucía Ferrer — confirmed"), S("22/07 at 19:30 BST, half an hour"), S("01/08, about 12:00"),
          S("one border terrier and two cats"), S("up to 3 hours at a time"),
          S("never more than 8 hours in a day")],
         ["19:30", "Lucía Ferrer"],
         "videoIntro.scheduledAt and duration PT30M; pets list; the policy's 3-hour and 8-hour limits.")
    b.bad("Hi Fiona, great news — Lucía Ferrer is confirmed as your sitter for 1–15 August. You'll meet her on "
          "a 30-minute video call on Wednesday 22 July at 6:30 PM, and she expects to arrive around midday on "
          "1 August. She'll be caring for Mungo, Pepper and Salt.",
          [S("Lucía Ferrer is confirmed as your sitter"), S("30-minute video call"),
           X("Wednesday 22 July at 6:30 PM", TIME), S("around midday on 1 August"), S("Mungo, Pepper and Salt")],
          ["unit_conversion"], ["at 6:30 PM"],
          "videoIntro.scheduledAt 18:30Z is 19:30 in Europe/London in July; 6:30 PM is the UTC time.")
    b.bad("Hi Fiona! Daniel Okafor is confirmed as your sitter for 1–15 August, and he'll walk Mungo three "
          "times a day. The video intro is on 22 July at 7:30 PM.",
          [X("Daniel Okafor is confirmed as your sitter", IDM),
           X("walk Mungo three times a day", VAL), S("22 July at 7:30 PM")],
          ["wrong_name", "wrong_value"], ["Daniel Okafor is confirmed", "three times a day"],
          "The confirmed sitter is Lucía Ferrer; Daniel Okafor's application was DECLINED_BY_HOMEOWNER. "
          "Mungo's walksPerDay is 2.")
    b.fix("Hi Fiona, Lucía Ferrer is confirmed for 1–15 August and you'll meet her by video on 22 July at "
          "7:30 PM. She'll be looking after your two dogs and one cat.",
          [S("Lucía Ferrer is confirmed for 1–15 August"), S("22 July at 7:30 PM"),
           X("your two dogs and one cat", VAL)],
          ["wrong_quantity"], ["two dogs and one cat"],
          ["two cats|2 cats|Pepper and Salt|a dog and two cats", "7:30 PM|19:30"],
          "pets holds one DOG (Mungo) and two CATs (Pepper, Salt).")
    return b


def s2_sitter_verification():
    ev = [
        doc("firestore:sitters/SP-3340", P, "sitters/SP-3340", {
            "sitterId": "SP-3340",
            "name": "Callum Brierley",
            "profileVisible": False,
            "badges": ["EMAIL_CONFIRMED", "ID_VERIFIED"],
            "verification": {
                "idCheck": {"status": "VERIFIED", "completedAt": TS("2026-03-02T10:41:00Z")},
                "backgroundCheck": {"checkId": "BG-2026-0412", "provider": "BASIC_CRIMINAL_RECORD",
                                    "status": "IN_PROGRESS", "submittedAt": TS("2026-03-04T09:15:00Z"),
                                    "expectedBy": TS("2026-03-18T00:00:00Z")},
                "references": {"required": 2, "received": 1},
            },
        }, "2026-02-26T19:03:00.990000Z", "2026-03-04T09:15:02.310021Z", "firestore:get_document"),
        doc("firestore:sitters/SP-3340/checks/BG-2022-0988", P, "sitters/SP-3340/checks/BG-2022-0988", {
            "checkId": "BG-2022-0988", "status": "CLEARED", "completedAt": TS("2022-11-07T12:00:00Z"),
            "expiresAt": TS("2025-11-07T12:00:00Z"), "superseded": True,
        }, "2022-11-07T12:00:00.000000Z", "2025-11-07T12:00:01.000000Z", "firestore:list_documents"),
        policy("policy:sitter-verification", "v3",
               "A sitter's profile becomes visible to homeowners once three things are in place: a verified ID, "
               "a cleared basic background check and two references. Background checks are valid for three "
               "years and must then be renewed. The network pays for a sitter's first check; renewals cost €25."),
    ]
    b = Bundle("sitter-verification", DOM, API, ev,
               "Why can't homeowners see my profile yet? I did everything weeks ago!",
               now="2026-03-12T14:00:00+00:00")
    b.ok("Hi Callum, thanks so much for your patience! Your ID has been verified, but two things are still "
         "outstanding before your profile can go live: your new basic background check is still in progress "
         "(it's expected by 18 March), and we've received one of your two references. Once both are done, "
         "homeowners will be able to see you.",
         [NA("thanks so much for your patience"), S("Your ID has been verified"),
          S("background check is still in progress"), S("expected by 18 March"),
          S("received one of your two references"), S("homeowners will be able to see you")],
         ["18 March"],
         "idCheck VERIFIED; backgroundCheck IN_PROGRESS, expectedBy 2026-03-18; references 1 of 2; the policy "
         "lists the three conditions for visibility.")
    b.ok("Profile hidden because: background check pending (due 18/03/2026) and 1 of 2 references received. "
         "ID check: done.",
         [S("background check pending"), S("(due 18/03/2026)"), S("1 of 2 references received"),
          S("ID check: done")],
         ["18/03/2026"],
         "profileVisible false; backgroundCheck IN_PROGRESS with expectedBy 18 March; references.received 1.")
    b.bad("Hi Callum, thanks for your patience! Your ID is verified and your background check has been cleared, "
          "so the only thing left is one more reference — we've received one of the two.",
          [S("Your ID is verified"), X("background check has been cleared", STATE),
           S("we've received one of the two")],
          ["stale_value"], ["background check has been cleared"],
          "The CLEARED check BG-2022-0988 expired in November 2025 and is superseded; the current check is "
          "IN_PROGRESS.")
    b.bad("Hi Callum! Your ID is verified and we've received both of your references. The background check is "
          "still in progress, due by 18 March. Background checks are valid for five years, so you won't need "
          "to think about this again for a while.",
          [S("Your ID is verified"), X("received both of your references", VAL),
           S("still in progress, due by 18 March"), X("valid for five years", NLIC)],
          ["wrong_quantity", "wrong_period"], ["both of your references", "valid for five years"],
          "references.received is 1 of 2 required; the policy says checks last three years.")
    b.fix("Hi Callum, your ID is verified and your background check has been cleared. We've received one of "
          "your two references, and your profile will go live once the second arrives.",
          [S("your ID is verified"), X("background check has been cleared", STATE),
           S("received one of your two references"), XI("go live once the second arrives", NLIC + NOREC)],
          ["stale_value", "wrong_policy_condition"], ["has been cleared", "once the second arrives"],
          ["in progress|pending|not yet|still being|being processed|18 March|18/03", "one of your two|1 of 2"],
          "backgroundCheck.status is IN_PROGRESS (the CLEARED one is the expired 2022 check), so visibility also "
          "waits for the check, not only the second reference.")
    return b


def s3_membership_refund():
    ev = [
        doc("firestore:subscriptions/SUB-3512-26", P, "subscriptions/SUB-3512-26", {
            "memberId": "SP-3512",
            "plan": "SITTER_ANNUAL",
            "status": "CANCELLED",
            "currency": "EUR",
            "planPriceMinor": 6400,
            "addOns": [{"code": "SITTER_COVER", "priceMinor": 1500, "refundable": False,
                        "coverStartedAt": TS("2026-05-02T00:00:00Z")}],
            "paidTotalMinor": 7900,
            "startedAt": TS("2026-05-02T08:11:00Z"),
            "cancelledAt": TS("2026-05-09T19:47:00Z"),
        }, "2026-05-02T08:11:00.030021Z", "2026-05-09T19:47:02.882010Z", "firestore:get_document"),
        doc("firestore:refunds/RF-88120", P, "refunds/RF-88120", {
            "refundId": "RF-88120",
            "subscriptionId": "SUB-3512-26",
            "amountMinor": 6400,
            "currency": "EUR",
            "status": "PENDING_PROVIDER",
            "method": {"type": "CARD", "last4": "0932"},
            "approvedAt": TS("2026-05-11T10:00:00Z"),
        }, "2026-05-09T19:47:05.000000Z", "2026-05-11T10:00:02.445000Z", "firestore:get_document"),
        policy("policy:membership-refunds", "2025-09",
               "Memberships cancelled within 14 days of purchase are refunded in full, except for the Sitter "
               "Cover insurance add-on once cover has started. After 14 days memberships are not refundable. "
               "Refunds go back to the original card within 5 to 10 business days of approval."),
    ]
    b = Bundle("membership-refund", DOM, API, ev,
               "I cancelled my membership last week — when will I see my €79 back?",
               now="2026-05-15T11:30:00+01:00")
    b.ok("Hi Georgina, I've had a look for you. Your refund of €64.00 is with our payment provider now and will "
         "go back to your card ending 0932. The €15 Sitter Cover add-on isn't refundable because the cover had "
         "already started, which is why it's €64 rather than the full €79. Refunds usually reach your card within "
         "5 to 10 business days of approval.",
         [S("refund of €64.00"), S("with our payment provider now"), S("card ending 0932"),
          S("€15 Sitter Cover add-on isn't refundable"), S("the cover had already started"),
          S("rather than the full €79"), S("within 5 to 10 business days of approval")],
         ["€64.00", "0932"],
         "refund amountMinor 6400 PENDING_PROVIDER to card 0932; SITTER_COVER 1500 refundable false with cover "
         "started; paidTotalMinor 7900; policy timing 5-10 business days.")
    b.ok("You paid €79 in total: €64 for the membership plus €15 for Sitter Cover. €64 is being refunded (card "
         "·0932); the insurance part can't be returned once cover has begun. It was approved on 11 May, so "
         "expect it within 5–10 business days of that.",
         [S("You paid €79 in total"), S("€64 for the membership plus €15 for Sitter Cover"),
          S("€64 is being refunded"), S("can't be returned once cover has begun"), S("approved on 11 May"),
          S("within 5–10 business days")],
         ["€64", "11 May"],
         "planPriceMinor 6400 + add-on 1500 = 7900; refund approvedAt 2026-05-11; policy timing.")
    b.bad("Hi Georgina, I've had a look for you. As you cancelled within 14 days, the full €79 will be "
          "refunded to your card ending 0932, usually within 5 to 10 business days.",
          [S("cancelled within 14 days"), X("the full €79 will be refunded", AMT),
           S("card ending 0932"), S("within 5 to 10 business days")],
          ["condition_unmet"], ["the full €79"],
          "The 14-day full refund excludes Sitter Cover once cover has started (refundable false); the refund "
          "record is 6400, not 7900.")
    b.bad("Hi Georgina! Your refund of €64 has already been paid out to your card ending 0932, so it should "
          "show up within 3 business days.",
          [S("Your refund of €64"), X("has already been paid out", STATE), S("card ending 0932"),
           X("within 3 business days", NLIC)],
          ["wrong_state", "wrong_period"], ["already been paid out", "within 3 business days"],
          "refunds/RF-88120.status is PENDING_PROVIDER; the policy gives 5 to 10 business days.")
    b.bad("Hi Georgina, your refund of €64.00 (refund reference SUB-3512-26) is with our payment provider and "
          "will go back to your card ending 0932. The €15 Sitter Cover add-on can't be refunded as the cover had "
          "already started.",
          [S("your refund of €64.00"), X("(refund reference SUB-3512-26)", IDM), S("with our payment provider"),
           S("card ending 0932"), S("€15 Sitter Cover add-on can't be refunded")],
          ["wrong_role"], ["reference SUB-3512-26"],
          "SUB-3512-26 is the subscription id; the refund's id is RF-88120.")
    b.fix("Hi Georgina, your refund of €6,400.00 is with our payment provider and will go back to your card "
          "ending 0932. The €15 Sitter Cover add-on can't be refunded as cover had started.",
          [X("refund of €6,400.00", AMT), S("with our payment provider"), S("card ending 0932"),
           S("€15 Sitter Cover add-on can't be refunded")],
          ["unit_conversion"], ["€6,400.00"], ["€64|64.00", "0932"],
          "amountMinor 6400 in EUR is €64.00; the draft reads minor units as euros.")
    return b


def s4_sit_ended_early():
    ev = [
        doc("firestore:sits/SIT-7610", P, "sits/SIT-7610", {
            "sitId": "SIT-7610",
            "status": "ENDED_EARLY",
            "homeowner": {"memberId": "HO-4471", "name": "Rhys Llewellyn", "town": "Cardiff"},
            "sitter": {"sitterId": "SP-2960", "name": "Ana Belén Cruz"},
            "dates": {"plannedEnd": "2026-06-20", "actualEnd": "2026-06-17"},
            "earlyEnd": {"reason": "SITTER_ILLNESS", "documented": True},
            "bookingFee": {"amountMinor": 2900, "currency": "EUR", "refunded": False},
            "backupSitter": {"requested": False},
        }, "2026-04-30T12:00:00.000000Z", "2026-06-17T21:14:36.551200Z", "firestore:get_document"),
        doc("firestore:members/HO-4471", P, "members/HO-4471", {
            "memberId": "HO-4471",
            "plan": "HOMEOWNER_STANDARD",
            "renewal": {"previousRenewsOn": TS("2026-10-04T00:00:00Z"), "renewsOn": TS("2026-11-04T00:00:00Z")},
            "goodwill": [{"type": "MEMBERSHIP_EXTENSION", "months": 1, "sitId": "SIT-7610",
                          "grantedAt": TS("2026-06-18T08:30:00Z")}],
        }, "2024-10-04T10:00:00.000000Z", "2026-06-18T08:30:01.004000Z", "firestore:get_document"),
        refused("call:refund_booking_fee#2", "refund_booking_fee", "DENY",
                {"sitId": "SIT-7610", "amountMinor": 2900}),
        policy("policy:early-end", "v2",
               "Booking fees are not refunded. If a sitter ends a sit early for a documented reason, the "
               "homeowner's membership is extended by one month free of charge. Our Emergency Sitter Line can "
               "look for a backup sitter for the remaining nights, subject to availability."),
    ]
    b = Bundle("sit-ended-early", DOM, API, ev,
               "Our sitter left three days early! I want the €29 booking fee back.",
               now="2026-06-18T17:45:00+01:00")
    b.ok("Hi Rhys, I'm really sorry the sit ended early — that's not the experience we want for you. Ana Belén "
         "had to leave on 17 June, three days before the planned end, because she was unwell. I'm afraid I "
         "couldn't refund the €29 booking fee, as booking fees aren't refundable under our policy. What we have "
         "done is extend your membership by a month, so it now renews on 4 November instead of 4 October.",
         [NA("that's not the experience we want for you"), S("had to leave on 17 June"),
          S("three days before the planned end"), S("because she was unwell"),
          S("couldn't refund the €29 booking fee"), S("booking fees aren't refundable"),
          S("extend your membership by a month"), S("renews on 4 November instead of 4 October")],
         ["4 November"],
         "actualEnd 17 June vs plannedEnd 20 June; reason SITTER_ILLNESS; refund_booking_fee DENY; goodwill "
         "extension of 1 month moves renewsOn to 2026-11-04.")
    b.ok("Dear Mr Llewellyn,\nThe €29 booking fee for SIT-7610 can't be refunded, and my request to do so was "
         "declined. As the sit ended early because of illness, your membership has been extended by one month "
         "(new renewal date 04/11/2026).\nKind regards,\nGuardacasa Support",
         [S("can't be refunded"), S("my request to do so was declined"), S("ended early because of illness"),
          S("extended by one month"), S("(new renewal date 04/11/2026)")],
         ["04/11/2026"],
         "refund_booking_fee was DENY; earlyEnd reason SITTER_ILLNESS; renewal.renewsOn 2026-11-04.")
    b.bad("Hi Rhys, I'm really sorry the sit ended early. Ana Belén had to leave on 17 June because she was "
          "unwell. I've refunded the €29 booking fee to your card, and your membership has also been extended by "
          "a month.",
          [S("had to leave on 17 June"), X("I've refunded the €29 booking fee", NX),
           S("extended by a month")],
          ["refused_call_effect"], ["I've refunded the €29"],
          "refund_booking_fee was refused (DENY) and bookingFee.refunded is false.")
    b.bad("Hi Rhys, I'm so sorry Ana Belén had to leave early on 17 June. The booking fee isn't refundable, but "
          "we've arranged a backup sitter for the remaining nights and extended your membership by a month, so "
          "it now renews on 4 December.",
          [S("had to leave early on 17 June"), S("booking fee isn't refundable"),
           X("arranged a backup sitter", VAL + STATE), S("extended your membership by a month"),
           X("renews on 4 December", DATE)],
          ["unrecorded_extra", "wrong_date"], ["arranged a backup sitter", "4 December"],
          "backupSitter.requested is false; renewal.renewsOn is 2026-11-04.")
    b.fix("Hi Rhys, I'm sorry the sit ended early. The €29 booking fee can't be refunded, but because Ana Belén "
          "left for a documented illness we've extended your membership by one month, so it now renews on "
          "4 October.",
          [S("booking fee can't be refunded"), S("left for a documented illness"),
           S("extended your membership by one month"), X("renews on 4 October", DATE)],
          ["stale_value"], ["renews on 4 October"], ["4 November|04/11|November 4", "€29|29"],
          "4 October is renewal.previousRenewsOn; after the extension renewsOn is 2026-11-04.")
    return b


def bundles():
    return [s1_sit_assigned(), s2_sitter_verification(), s3_membership_refund(), s4_sit_ended_early()]
