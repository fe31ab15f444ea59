"""Visa application service: five scenarios (biometrics appointment, passport return, withdrawal refund,
missing documents, priority upgrade)."""
from common import (add, rec, pol, kb, refused, status, change, S, N, C, I, CI,
                    AMT, DATE, STATE, IDM, VAL, POLC, NOPOL, NOREC, NOTEX, FACTC, FACTN)

DOM = "visa application service"

# =====================================================================================
# V1 biometrics appointment (rescheduled once; husband has his own file)
# =====================================================================================
SC = "biometrics-slot"
V1_NAMES = {
    "customfield_10031": "Biometrics appointment (UTC)",
    "customfield_10032": "Application centre",
    "customfield_10035": "Visa product",
    "customfield_10040": "Passport number",
    "customfield_10041": "GWF reference",
    "customfield_10044": "Service fee",
    "customfield_10046": "Linked applicant",
}
V1_EV = [
    rec("jira.search#VISA-1423", "tool:tracker.search_issues", {
        "expand": "names,changelog", "startAt": 0, "maxResults": 50, "total": 2,
        "issues": [
            {"id": "48211", "key": "VISA-1423",
             "fields": {
                 "summary": "UK Standard Visitor visa - Okonkwo-Brandt, Marit",
                 "issuetype": {"name": "Visa Application"},
                 "status": status("Appointment Booked", "indeterminate", 10104),
                 "assignee": {"displayName": "Jana Hoffmeister"},
                 "duedate": "2026-03-24",
                 "customfield_10031": "2026-03-26T07:40:00.000Z",
                 "customfield_10032": {"value": "Application Centre Düsseldorf", "id": "20311"},
                 "customfield_10035": "UK_SVV_6M",
                 "customfield_10040": "C4KX7R2N1",
                 "customfield_10041": "GWF071845523",
                 "customfield_10044": {"amount": "149.00", "currency": "EUR"},
                 "customfield_10046": "VISA-1424"},
             "changelog": {"startAt": 0, "maxResults": 2, "total": 2, "histories": [
                 change(91822, "2026-03-09T14:02:10.000+0100", "Jana Hoffmeister",
                        [("status", "Documents Checked", "Appointment Booked"),
                         ("customfield_10031", None, "2026-03-19T10:20:00.000Z")]),
                 change(92017, "2026-03-12T09:12:44.000+0100", "Marit Okonkwo-Brandt (portal)",
                        [("customfield_10031", "2026-03-19T10:20:00.000Z", "2026-03-26T07:40:00.000Z")]),
             ]}},
            {"id": "48212", "key": "VISA-1424",
             "fields": {
                 "summary": "UK Standard Visitor visa - Brandt, Tobias",
                 "issuetype": {"name": "Visa Application"},
                 "status": status("Appointment Booked", "indeterminate", 10104),
                 "assignee": {"displayName": "Jana Hoffmeister"},
                 "duedate": "2026-03-24",
                 "customfield_10031": "2026-03-26T08:00:00.000Z",
                 "customfield_10032": {"value": "Application Centre Düsseldorf", "id": "20311"},
                 "customfield_10035": "UK_SVV_6M",
                 "customfield_10040": "C9PL3M0T7",
                 "customfield_10041": "GWF071845530",
                 "customfield_10044": {"amount": "149.00", "currency": "EUR"},
                 "customfield_10046": "VISA-1423"}},
        ],
        "names": V1_NAMES}),
    pol("policy#biometrics-appointments",
        "Please bring your original passport, the printed appointment confirmation and every document on your "
        "checklist. The centre does not admit applicants more than 15 minutes before their slot, so please do not "
        "arrive earlier than that. Appointments can be moved free of charge until 48 hours before the slot; a later "
        "change costs 35,00 € per change. Fingerprints and photo take about 10 minutes, and most visits are over "
        "in under 30 minutes. All appointment times on your confirmation are German local time.",
        revision="2026-01"),
]
V1_Q = "Can you confirm when and where my biometrics appointment is? I think I moved it last week."
V1_NOW = "2026-03-16T10:05:00+01:00"

add("001-biometrics-slot", SC, DOM, V1_Q,
    "Good morning Ms Okonkwo-Brandt, your biometrics appointment for the UK Standard Visitor visa is confirmed "
    "for Thursday, 26.03.2026 at 08:40 at the Application Centre Düsseldorf. Please bring your original passport "
    "and the printed appointment confirmation. Should you need to move it again, that is free of charge until "
    "48 hours before the slot.",
    V1_EV,
    [S("confirmed for Thursday, 26.03.2026 at 08:40"), S("at the Application Centre Düsseldorf"),
     S("bring your original passport"), S("free of charge until 48 hours before the slot")],
    notes="customfield_10031 2026-03-26T07:40Z is 08:40 CET; policy gives the 48-hour free change window.",
    now=V1_NOW, includes=["08:40", "26.03.2026"])

add("002-biometrics-slot", SC, DOM, V1_Q,
    "Hello Marit,\n\nHere is what your file VISA-1423 shows:\n- Status: appointment booked\n"
    "- Date and time: 26 March 2026, 8:40 am German time\n- Place: Application Centre Düsseldorf\n"
    "- GWF reference: GWF071845523\n\nYou are right, the appointment was moved from 19 March, so that earlier "
    "slot no longer applies. Please arrive no more than 15 minutes before your slot, as the centre will not let "
    "you in earlier.\n\nKind regards,\nJana Hoffmeister\nCase Officer",
    V1_EV,
    [N("Here is what your file VISA-1423 shows"), S("Status: appointment booked"),
     S("26 March 2026, 8:40 am German time"), S("Place: Application Centre Düsseldorf"),
     S("GWF reference: GWF071845523"), S("the appointment was moved from 19 March"),
     S("arrive no more than 15 minutes before your slot")],
    notes="changelog 92017 moved customfield_10031 from 19.03 to 26.03 07:40Z (08:40 local); policy: no entry more "
          "than 15 minutes early.",
    now=V1_NOW, includes=["8:40", "GWF071845523"])

add("003-biometrics-slot", SC, DOM, V1_Q,
    "Your slot: Thu 26 March, 08:40, Application Centre Düsseldorf; your husband's appointment (VISA-1424) is the "
    "same morning at 09:00.",
    V1_EV,
    [S("Thu 26 March, 08:40, Application Centre Düsseldorf"), S("same morning at 09:00")],
    notes="VISA-1423 customfield_10031 07:40Z = 08:40; VISA-1424 08:00Z = 09:00 CET.",
    now=V1_NOW, includes=["08:40", "09:00"])

add("004-biometrics-slot-stale", SC, DOM, V1_Q,
    "Good morning Ms Okonkwo-Brandt, thank you for your patience. Your biometrics appointment is on "
    "Thursday, 19.03.2026 at 11:20 at the Application Centre Düsseldorf. Please bring your original passport "
    "and the printed confirmation, and allow about 30 minutes for the visit.",
    V1_EV,
    [N("thank you for your patience"), C("Thursday, 19.03.2026 at 11:20", DATE),
     S("at the Application Centre Düsseldorf"), S("bring your original passport"),
     S("allow about 30 minutes for the visit")],
    errors=["stale_value"],
    notes="19.03 10:20Z was the first slot, replaced by changelog 92017 with 26.03 07:40Z (08:40).",
    now=V1_NOW, excludes=["19.03.2026 at 11:20"])

add("005-biometrics-slot-utc", SC, DOM, V1_Q,
    "Dear Ms Okonkwo-Brandt,\n\nI'm happy to confirm that your appointment was moved as you asked. It now takes "
    "place on Thursday, 26 March 2026 at 07:40 at the Application Centre Düsseldorf. To be on the safe side, "
    "please arrive at least 30 minutes early so you can get through security. Moving it again is free until "
    "48 hours beforehand.\n\nBest wishes,\nJana Hoffmeister",
    V1_EV,
    [S("your appointment was moved as you asked"), C("26 March 2026 at 07:40", DATE),
     C("please arrive at least 30 minutes early", POLC), S("Moving it again is free until 48 hours beforehand")],
    errors=["unit_conversion", "wrong_policy_condition"],
    notes="07:40 is the UTC value of customfield_10031 (08:40 local; policy says times are German local). Policy "
          "forbids arriving more than 15 minutes early.",
    now=V1_NOW, excludes=["at 07:40", "at least 30 minutes early"])

add("006-biometrics-slot-husband", SC, DOM, V1_Q,
    "Hello Marit, yes, the appointment was changed on 12 March. You are now booked at the Application Centre "
    "Düsseldorf on 26.03.2026 at 09:00. Since that is still more than 48 hours away, any further change would be "
    "free of charge.",
    V1_EV,
    [S("the appointment was changed on 12 March"), S("booked at the Application Centre"),
     C("on 26.03.2026 at 09:00", DATE), S("any further change would be free of charge")],
    errors=["other_record_value"],
    notes="09:00 local is VISA-1424 (Tobias Brandt); VISA-1423 is 07:40Z = 08:40. Change on 12.03 per changelog 92017.",
    now=V1_NOW, excludes=["26.03.2026 at 09:00"])

add("r01-biometrics-slot", SC, DOM, V1_Q,
    "Good morning Ms Okonkwo-Brandt, your appointment was moved successfully and is now on Thursday, 26 March "
    "at 09:00 at the Application Centre Düsseldorf. Please remember your original passport.",
    V1_EV,
    [S("your appointment was moved successfully"), C("26 March at 09:00", DATE),
     S("at the Application Centre Düsseldorf"), S("remember your original passport")],
    errors=["other_record_value"],
    notes="09:00 belongs to the husband's file VISA-1424; hers is 07:40Z = 08:40 German time.",
    now=V1_NOW, excludes=["at 09:00"], includes=["08:40|8:40", "26 March", "Düsseldorf"], repair=True)

# =====================================================================================
# V2 passport return (dispatched; address change refused / escalated)
# =====================================================================================
SC = "passport-return"
V2_EV = [
    rec("tracker.get_issue#VISA-1502", "tool:tracker.get_issue", {
        "id": "48530", "key": "VISA-1502",
        "fields": {
            "summary": "Canadian visitor visa - Ferreira-Vogt, Leon",
            "status": status("Passport Dispatched", "indeterminate", 10112),
            "resolution": None,
            "assignee": {"displayName": "Mehmet Aydın"},
            "customfield_10057": {"value": "APPROVED"},
            "customfield_10058": "2030-11-18",
            "customfield_10059": "2031-06-30",
            "customfield_10052": "DX 4471 0938 22",
            "customfield_10053": {"value": "ParcelLine Express"},
            "customfield_10054": "2026-04-07",
            "customfield_10055": "2026-04-09",
            "customfield_10056": {"line1": "Karl-Heine-Straße 41", "postcode": "04229", "city": "Leipzig",
                                  "country": "DE"},
            "customfield_10060": {"amount": "24.90", "currency": "EUR", "paid": True},
        },
        "changelog": {"histories": [
            change(93540, "2026-04-02T16:48:03.000+0200", "Mehmet Aydın",
                   [("status", "Lodged", "Decision Received"), ("customfield_10057", None, "APPROVED")]),
            change(93711, "2026-04-07T10:05:37.000+0200", "logistics-bot",
                   [("status", "Decision Received", "Passport Dispatched"),
                    ("customfield_10052", None, "DX 4471 0938 22")]),
        ]},
        "names": {"customfield_10052": "Courier tracking no.", "customfield_10053": "Courier",
                  "customfield_10054": "Dispatch date", "customfield_10055": "Estimated delivery",
                  "customfield_10056": "Return address", "customfield_10057": "Decision",
                  "customfield_10058": "Visa valid until", "customfield_10059": "Passport expiry",
                  "customfield_10060": "Return shipping fee"}}),
    refused("tracker.transition#VISA-1502-address", "tracker.update_return_address", "ESCALATE",
            {"issueKey": "VISA-1502", "customfield_10056": {"line1": "Paul-Gruner-Straße 12", "postcode": "04107",
                                                             "city": "Leipzig"}},
            reason="Parcel already with courier; needs logistics team"),
    pol("policy#passport-return",
        "Tracking numbers become active within 24 hours of dispatch. Once a passport has been handed to the courier "
        "we cannot change the delivery address ourselves; redirection requests go to our logistics team, who reply "
        "within one working day. The courier needs a signature from the addressee and makes two delivery attempts "
        "before the parcel comes back to our Berlin office.", revision="v3"),
]
V2_Q = "Has my passport been sent back yet? And can you send it to my office instead (Paul-Gruner-Straße 12)?"
V2_NOW = "2026-04-08T11:20:00+02:00"

add("007-passport-return", SC, DOM, V2_Q,
    "Good news, Mr Ferreira-Vogt: your visa was approved and your passport went out with ParcelLine Express on "
    "7 April 2026 under tracking number DX 4471 0938 22. It is expected tomorrow, Thursday 9 April. I have passed "
    "your request to redirect it to your office to our logistics team, who will reply within one working day. "
    "Please note the courier needs your signature on delivery.",
    V2_EV,
    [S("your visa was approved"), S("went out with ParcelLine Express on 7 April 2026"),
     S("tracking number DX 4471 0938 22"), S("expected tomorrow, Thursday 9 April"),
     S("passed your request to redirect it to your office to our logistics team"),
     S("reply within one working day"), S("courier needs your signature on delivery")],
    notes="customfield_10057 APPROVED, 10054 dispatch 2026-04-07, 10055 ETA 2026-04-09; the address update was "
          "escalated (refused_call ESCALATE), policy gives one working day.",
    now=V2_NOW, includes=["DX 4471 0938 22", "9 April"])

add("008-passport-return", SC, DOM, V2_Q,
    "Dear Mr Ferreira-Vogt,\n\nThank you for your message. Your passport was dispatched on 07.04.2026 and should "
    "reach you on 09.04.2026. Because the parcel is already with the courier, we cannot change the address "
    "ourselves; your request for Paul-Gruner-Straße 12 is now with our logistics team for review. If nobody is "
    "home, the courier tries twice before the parcel is returned to our Berlin office.\n\nYours sincerely,\n"
    "Mehmet Aydın",
    V2_EV,
    [N("Thank you for your message"), S("dispatched on 07.04.2026"), S("should reach you on 09.04.2026"),
     S("we cannot change the address ourselves"), S("now with our logistics team for review"),
     S("the courier tries twice before the parcel is returned to our Berlin office")],
    notes="Dispatch/ETA from customfield_10054/10055; refused_call ESCALATE supports 'with logistics for review'.",
    now=V2_NOW, includes=["07.04.2026", "09.04.2026"])

add("009-passport-return", SC, DOM, V2_Q,
    "Dispatched 07.04.2026 (ParcelLine Express, DX 4471 0938 22), due 09.04.2026; the address change could not "
    "be made directly and has been escalated to logistics.",
    V2_EV,
    [S("Dispatched 07.04.2026 (ParcelLine Express, DX 4471 0938 22)"), S("due 09.04.2026"),
     S("could not be made directly and has been escalated")],
    notes="Terse form; the refused update_return_address call was ESCALATE.",
    now=V2_NOW, includes=["DX 4471 0938 22"])

add("010-passport-return-redirected", SC, DOM, V2_Q,
    "Hello Mr Ferreira-Vogt, your passport is on its way: ParcelLine Express picked it up on 7 April and the "
    "tracking number is DX 4471 0938 22. I've updated the delivery address to your office at Paul-Gruner-Straße "
    "12, so it will arrive there tomorrow. The courier will ask for your signature.",
    V2_EV,
    [S("your passport is on its way"), S("picked it up on 7 April"), S("the tracking number is DX 4471 0938 22"),
     C("I've updated the delivery address to your office", NOTEX), S("The courier will ask for your signature")],
    errors=["refused_call_effect"],
    notes="update_return_address was refused (ESCALATE); return address is still Karl-Heine-Straße 41.",
    now=V2_NOW, excludes=["I've updated the delivery address"])

add("011-passport-return-validity", SC, DOM, V2_Q,
    "Dear Mr Ferreira-Vogt, congratulations, your visa has been approved and is valid until 30.06.2031. Your "
    "passport left us on 7 April with ParcelLine Express and is expected on Friday, 10 April. Your request to "
    "send it to the office is with our logistics team, who will get back to you within one working day.",
    V2_EV,
    [S("your visa has been approved"), C("is valid until 30.06.2031", DATE),
     S("left us on 7 April with ParcelLine Express"), C("expected on Friday, 10 April", DATE),
     S("is with our logistics team")],
    errors=["wrong_role", "wrong_date"],
    notes="30.06.2031 is the passport expiry (customfield_10059); the visa runs to 18.11.2030 (10058). ETA is "
          "2026-04-09, a Thursday.",
    now=V2_NOW, excludes=["valid until 30.06.2031", "Friday, 10 April"])

add("r02-passport-return", SC, DOM, V2_Q,
    "Good news, Mr Ferreira-Vogt: your passport was dispatched on 7 April with ParcelLine Express (tracking "
    "DX 4471 0938 22). I have changed the delivery address to Paul-Gruner-Straße 12 for you. It should arrive "
    "tomorrow, 9 April.",
    V2_EV,
    [S("dispatched on 7 April with ParcelLine Express"), S("tracking DX 4471 0938 22"),
     C("I have changed the delivery address", NOTEX), S("arrive tomorrow, 9 April")],
    errors=["refused_call_effect"],
    notes="The address change was refused with ESCALATE; it has not been made.",
    now=V2_NOW, excludes=["I have changed the delivery address"],
    includes=["logistics|escalated|passed|could not|couldn't|unable|not able|cannot", "DX 4471 0938 22"],
    repair=True)

# =====================================================================================
# V3 withdrawal after lodgement: partial refund, refund pending approval
# =====================================================================================
SC = "withdrawal-refund"
V3_EV = [
    rec("tracker.get_issue#VISA-1377", "tool:tracker.get_issue", {
        "id": "47902", "key": "VISA-1377",
        "fields": {
            "summary": "Australian Visitor visa (600) - Natarajan-Weiss, Priya",
            "status": status("Withdrawn", "done", 10199),
            "resolution": {"name": "Withdrawn by customer", "id": "10007"},
            "resolutiondate": "2026-03-05T17:31:09.000+0100",
            "customfield_10044": {"amount_minor": 18900, "currency": "EUR", "state": "CAPTURED"},
            "customfield_10045": {"amount_minor": 19500, "currency": "EUR", "state": "PAID_TO_AUTHORITY"},
            "customfield_10061": "2026-02-27",
            "customfield_10062": "2026-03-05",
            "customfield_10063": {"amount_minor": 14900, "currency": "EUR"},
            "customfield_10064": {"value": "PENDING_APPROVAL"},
            "customfield_10065": "pm_card_visa_**** 4417",
        },
        "names": {"customfield_10044": "Service fee", "customfield_10045": "Government fee",
                  "customfield_10061": "Lodgement date", "customfield_10062": "Withdrawal received",
                  "customfield_10063": "Refund amount", "customfield_10064": "Refund status",
                  "customfield_10065": "Original payment method"}}),
    refused("refunds.issue#VISA-1377", "payments.issue_refund", "ESCALATE",
            {"issueKey": "VISA-1377", "amount_minor": 14900, "currency": "EUR"},
            reason="Refunds over 100 EUR need team-lead approval"),
    pol("policy#withdrawals-refunds",
        "Withdrawals received before we lodge your application get the full service fee back. If you withdraw after "
        "lodgement, the government fee has already been paid to the authority and we cannot refund it. In that case "
        "our service fee is refunded minus an administration charge of 40,00 €. Refunds over 100,00 € are approved "
        "by a team lead. Approved refunds reach the original payment method within 10 working days of approval.",
        revision="2025-11"),
]
V3_Q = "I withdrew my visa application yesterday. How much will I get back, and when?"
V3_NOW = "2026-03-06T15:40:00+01:00"

add("012-withdrawal-refund", SC, DOM, V3_Q,
    "Dear Ms Natarajan-Weiss, thank you for letting us know. Because your application had already been lodged on "
    "27.02.2026, the government fee of 195,00 € has gone to the authority and cannot be refunded. From our service "
    "fee of 189,00 € we deduct the 40,00 € administration charge, so you will receive 149,00 €. The refund is "
    "currently awaiting approval by a team lead; once approved, it reaches your original payment method within "
    "10 working days.",
    V3_EV,
    [N("thank you for letting us know"), S("already been lodged on 27.02.2026"),
     S("the government fee of 195,00 € has gone to the authority"), S("cannot be refunded"),
     S("From our service fee of 189,00 €"), S("we deduct the 40,00 € administration charge"),
     S("you will receive 149,00 €"), S("currently awaiting approval by a team lead"),
     S("within 10 working days")],
    notes="customfield_10044 18900 minor = 189,00; 10045 19500 PAID_TO_AUTHORITY; 10063 14900 = 149,00; refund "
          "status PENDING_APPROVAL and issue_refund ESCALATE; policy gives 40,00 charge and 10 working days.",
    now=V3_NOW, includes=["149,00 €"])

add("013-withdrawal-refund", SC, DOM, V3_Q,
    "Hello Priya,\n\nHere is the breakdown for VISA-1377:\n- Paid in total: 384,00 € (189,00 € service fee and "
    "195,00 € government fee)\n- Government fee: already paid to the authority, not refundable\n- Refund to you: "
    "149,00 €, after the 40,00 € administration charge\n\nThe refund was sent for team-lead approval today. After "
    "approval, allow up to 10 working days for it to show on your card ending 4417.\n\nKind regards,\n"
    "Your case officer",
    V3_EV,
    [S("Paid in total: 384,00 €"), S("189,00 € service fee and 195,00 € government fee"),
     S("already paid to the authority, not refundable"), S("Refund to you: 149,00 €"),
     S("after the 40,00 € administration charge"), S("sent for team-lead approval"),
     S("allow up to 10 working days"), S("your card ending 4417")],
    notes="384,00 = 18900 + 19500 minor units; refund 14900; escalation for approval per refused_call; card 4417 "
          "from customfield_10065.",
    now=V3_NOW, includes=["149,00 €", "384,00 €"])

add("014-withdrawal-refund", SC, DOM, V3_Q,
    "Your refund will be one hundred and forty-nine euros (the service fee less the 40,00 € admin charge); it is "
    "pending approval and then takes up to 10 working days to arrive.",
    V3_EV,
    [S("one hundred and forty-nine euros"), S("less the 40,00 € admin charge"), S("it is pending approval"),
     S("takes up to 10 working days")],
    notes="Number in words = 14900 minor units.",
    now=V3_NOW, includes=["forty-nine euros"])

add("015-withdrawal-refund-math", SC, DOM, V3_Q,
    "Dear Ms Natarajan-Weiss, I'm sorry your plans have changed. Since your application was lodged on 27 February, "
    "the government fee of 195,00 € cannot be returned. Your service fee of 189,00 € minus the 40,00 € "
    "administration charge leaves 139,00 €, and I have issued that refund to your card today. It should arrive "
    "within 10 working days.",
    V3_EV,
    [N("I'm sorry your plans have changed"), S("lodged on 27 February"),
     S("the government fee of 195,00 € cannot be returned"), S("Your service fee of 189,00 €"),
     C("administration charge leaves 139,00 €", AMT), C("I have issued that refund to your card today", NOTEX),
     S("should arrive within 10 working days")],
    errors=["wrong_arithmetic", "refused_call_effect"],
    notes="189,00 - 40,00 = 149,00 (customfield_10063 14900); issue_refund was escalated, not executed.",
    now=V3_NOW, excludes=["leaves 139,00 €", "I have issued that refund"])

add("016-withdrawal-refund-full", SC, DOM, V3_Q,
    "Hello Ms Natarajan-Weiss, thank you for confirming the withdrawal. As your withdrawal reached us before "
    "lodgement, you receive the full service fee of 189,00 € back. The refund is awaiting team-lead approval and "
    "usually arrives within 5 working days after that.",
    V3_EV,
    [N("thank you for confirming the withdrawal"), C("reached us before lodgement", DATE + ["NLI_CONTRADICTION"]),
     C("you receive the full service fee of 189,00 € back", AMT + ["NLI_CONTRADICTION"]),
     S("awaiting team-lead approval"), C("arrives within 5 working days", POLC)],
    errors=["wrong_date", "condition_unmet", "wrong_period"],
    notes="Lodgement 2026-02-27 precedes withdrawal 2026-03-05 (so 'before lodgement' is false) and only 149,00 is "
          "refunded (customfield_10063), not the full fee; "
          "policy says 10 working days.",
    now=V3_NOW, excludes=["before lodgement", "full service fee of 189,00 €", "within 5 working days"])

add("r03-withdrawal-refund", SC, DOM, V3_Q,
    "Dear Ms Natarajan-Weiss, your application was lodged on 27.02.2026, so the 195,00 € government fee is not "
    "refundable. After the 40,00 € administration charge, your refund comes to 139,00 €. It is awaiting approval "
    "and then takes up to 10 working days.",
    V3_EV,
    [S("lodged on 27.02.2026"), S("the 195,00 € government fee is not refundable"),
     S("After the 40,00 € administration charge"), C("your refund comes to 139,00 €", AMT),
     S("It is awaiting approval"), S("takes up to 10 working days")],
    errors=["wrong_arithmetic"],
    notes="Refund is 14900 minor units = 149,00 €.",
    now=V3_NOW, excludes=["139,00 €"], includes=["149,00 €|149,00|149.00|149 €", "195,00 €"], repair=True)

# =====================================================================================
# V4 missing documents before lodgement (deadline extended once)
# =====================================================================================
SC = "missing-documents"
V4_EV = [
    rec("tracker.get_issue#VISA-1611", "tool:tracker.get_issue", {
        "id": "49077", "key": "VISA-1611",
        "fields": {
            "summary": "New Zealand Accredited Employer Work visa - Adebayo-Krämer, Oluwaseun",
            "status": status("Awaiting Customer", "indeterminate", 10107),
            "duedate": "2026-05-04",
            "customfield_10070": ["BANK_STATEMENTS_6M", "EMPLOYER_LETTER_SIGNED", "POLICE_CERTIFICATE_DE"],
            "customfield_10071": ["PASSPORT_SCAN", "PHOTO_BIOMETRIC", "CV", "DEGREE_CERTIFICATE"],
            "customfield_10072": "2026-05-11",
            "customfield_10073": {"value": "STANDARD"},
            "priority": {"name": "Medium"},
        },
        "changelog": {"histories": [
            change(95012, "2026-04-20T11:40:22.000+0200", "Sophie Lambrecht",
                   [("status", "Document Review", "Awaiting Customer"), ("duedate", None, "2026-04-30")]),
            change(95233, "2026-04-22T16:03:11.000+0200", "Sophie Lambrecht",
                   [("customfield_10071", "PASSPORT_SCAN, PHOTO_BIOMETRIC, DEGREE_CERTIFICATE",
                     "PASSPORT_SCAN, PHOTO_BIOMETRIC, CV, DEGREE_CERTIFICATE"),
                    ("duedate", "2026-04-30", "2026-05-04")]),
        ]},
        "names": {"customfield_10070": "Missing documents", "customfield_10071": "Documents received",
                  "customfield_10072": "Target lodgement date", "customfield_10073": "Service level"}}),
    pol("policy#document-deadlines",
        "We lodge your application within 5 working days of receiving the last missing document. If the missing "
        "documents are not uploaded by the due date on your file, we pause the file and the target lodgement date "
        "moves. Bank statements must cover the last six full calendar months and show your name. Employer letters "
        "must be signed and on company letterhead; a scanned signature is fine.", revision="v5"),
    kb("kb#police-certificate",
       "A German police certificate (Führungszeugnis) is ordered by the applicant.\nIt can be requested online "
       "with the eID function of the ID card.\nDelivery by post usually takes about two weeks.",
       source="help-centre/police-certificate"),
]
V4_Q = "What do you still need from me for my work visa, and by when?"
V4_NOW = "2026-04-27T09:15:00+02:00"

add("017-missing-documents", SC, DOM, V4_Q,
    "Good morning, thank you for checking in. We still need three documents from you:\n"
    "- bank statements covering the last six full months\n- a signed letter from your employer on company "
    "letterhead\n- your German police certificate\n\nPlease upload them by Monday, 4 May 2026. Once the last one "
    "is in, we lodge your application within 5 working days.",
    V4_EV,
    [N("thank you for checking in"), S("We still need three documents from you"),
     S("bank statements covering the last six full months"),
     S("a signed letter from your employer on company letterhead"), S("your German police certificate"),
     S("upload them by Monday, 4 May 2026"), S("we lodge your application within 5 working days")],
    notes="customfield_10070 lists three missing codes; duedate 2026-05-04; policy gives 5 working days.",
    now=V4_NOW, includes=["4 May 2026"])

add("018-missing-documents", SC, DOM, V4_Q,
    "Dear Mr Adebayo-Krämer,\n\nThank you for sending your CV, which has arrived safely. Your file is now waiting "
    "for the bank statements, the signed employer letter and the police certificate. We extended the deadline for "
    "these to 04.05.2026. Please make sure the statements show your name; a scanned signature on the employer "
    "letter is fine. If the documents are not with us by then, the file is paused and the planned lodgement date "
    "of 11.05.2026 will move.\n\nWith kind regards,\nSophie Lambrecht",
    V4_EV,
    [S("Thank you for sending your CV, which has arrived safely"),
     S("waiting for the bank statements, the signed employer letter and the police certificate"),
     S("extended the deadline for these to 04.05.2026"), S("statements show your name"),
     S("a scanned signature on the employer letter is fine"), S("the file is paused"),
     S("planned lodgement date of 11.05.2026 will move")],
    notes="Changelog 95233 added CV and moved duedate 30.04 -> 04.05; target lodgement customfield_10072.",
    now=V4_NOW, includes=["04.05.2026"])

add("019-missing-documents", SC, DOM, V4_Q,
    "Three documents are still outstanding (bank statements, employer letter, police certificate) and you have "
    "one week, until next Monday, to upload them. The police certificate is ordered by you, and the postal "
    "version usually takes about two weeks, so it may be worth requesting it online today.",
    V4_EV,
    [S("Three documents are still outstanding"), S("one week, until next Monday"),
     S("The police certificate is ordered by you"), S("usually takes about two weeks")],
    notes="duedate 2026-05-04 is one week after now (Monday 27.04); KB passage on police certificate.",
    now=V4_NOW, includes=["one week"])

add("020-missing-documents-stale", SC, DOM, V4_Q,
    "Hello, thanks for your message. We have your passport scan, photo, CV and degree certificate. Two documents "
    "are still outstanding: your bank statements and the signed employer letter. Please upload them by Thursday, "
    "30 April, and we will lodge within 5 working days.",
    V4_EV,
    [N("thanks for your message"), S("We have your passport scan, photo, CV and degree certificate"),
     C("Two documents are still outstanding", VAL), C("by Thursday, 30 April", DATE),
     S("we will lodge within 5 working days")],
    errors=["wrong_quantity", "stale_value"],
    notes="customfield_10070 lists three items (police certificate too); 30.04 was the due date before changelog "
          "95233 moved it to 04.05.",
    now=V4_NOW, excludes=["Two documents are still outstanding", "Thursday, 30 April"])

add("021-missing-documents-extra", SC, DOM, V4_Q,
    "Dear Mr Adebayo-Krämer, we still need your bank statements, the signed employer letter and the police "
    "certificate by 4 May. The bank statements need to cover the last three months. To save you time, I have "
    "already ordered your police certificate from the Bundesamt für Justiz.",
    V4_EV,
    [S("we still need your bank statements, the signed employer letter and the police certificate by 4 May"),
     C("cover the last three months", POLC),
     CI("I have already ordered your police certificate", NOREC + ["NLI_CONTRADICTION", "RECORD_STATE_MISMATCH"])],
    errors=["wrong_policy_condition", "unrecorded_extra"],
    notes="Policy requires six full calendar months; no record shows an order and the KB says the applicant "
          "orders it (POLICE_CERTIFICATE_DE still missing).",
    now=V4_NOW, excludes=["last three months", "already ordered your police certificate"])

add("r04-missing-documents", SC, DOM, V4_Q,
    "Good morning, we still need your bank statements, the signed employer letter and your police certificate. "
    "Please upload them by 30.04.2026; we lodge within 5 working days of the last document.",
    V4_EV,
    [S("we still need your bank statements, the signed employer letter and your police certificate"),
     C("by 30.04.2026", DATE), S("we lodge within 5 working days")],
    errors=["stale_value"],
    notes="duedate was moved from 2026-04-30 to 2026-05-04 (changelog 95233).",
    now=V4_NOW, excludes=["30.04.2026"],
    includes=["04.05.2026|4 May|4.5.2026|04.05.", "5 working days"], repair=True)

# =====================================================================================
# V5 priority upgrade requested too late
# =====================================================================================
SC = "priority-upgrade"
V5_EV = [
    rec("tracker.search#reporter-achterberg", "tool:tracker.search_issues", {
        "total": 2, "startAt": 0, "maxResults": 20,
        "issues": [
            {"id": "49410", "key": "VISA-1688",
             "fields": {"summary": "US B1/B2 visa - Achterberg, Sebastian",
                        "status": status("Preparing Application", "indeterminate", 10103),
                        "created": "2026-05-11T08:55:00.000+0200",
                        "customfield_10031": "2026-06-02T09:15:00.000+0200",
                        "customfield_10080": {"value": "STANDARD"},
                        "customfield_10081": [{"value": "DOCUMENT_CHECK"}, {"value": "COURIER_RETURN"}],
                        "customfield_10044": {"amount": "179.00", "currency": "EUR"}}},
            {"id": "44102", "key": "VISA-1544",
             "fields": {"summary": "UK Standard Visitor visa - Achterberg, Sebastian",
                        "status": status("Closed", "done", 6),
                        "resolution": {"name": "Visa Issued"},
                        "created": "2025-09-02T13:10:00.000+0200",
                        "customfield_10031": "2025-09-16T10:30:00.000+0200",
                        "customfield_10080": {"value": "PRIORITY"},
                        "customfield_10081": [{"value": "DOCUMENT_CHECK"}, {"value": "TRANSLATION_BANK_STATEMENTS"}],
                        "customfield_10044": {"amount": "274.00", "currency": "EUR"}}},
        ],
        "names": {"customfield_10031": "Appointment (local)", "customfield_10080": "Service level",
                  "customfield_10081": "Add-ons", "customfield_10044": "Service fee"}}),
    pol("policy#priority-handling",
        "Priority handling puts your file at the front of our preparation queue and costs 95,00 €. It can only be "
        "added while your appointment is at least 7 calendar days away. Files whose appointment is closer than that "
        "are already prepared on our fast track at no extra cost. Priority handling does not shorten the time the "
        "consulate takes to decide. Add-ons are charged to the card on file.", revision="2026-04"),
]
V5_Q = "Can I still add your priority service? My consulate appointment is next week and I'm nervous."
V5_NOW = "2026-05-28T14:30:00+02:00"

add("022-priority-upgrade", SC, DOM, V5_Q,
    "Hello Mr Achterberg, I understand, and please don't worry. Since your appointment on Tuesday, 2 June at "
    "09:15 is only five days away, priority handling can no longer be added, but files inside that 7-day window "
    "are already prepared on our fast track at no extra cost. Please note that neither option speeds up the "
    "consulate's decision.",
    V5_EV,
    [N("please don't worry"), S("your appointment on Tuesday, 2 June at 09:15"), S("only five days away"),
     S("priority handling can no longer be added"), S("already prepared on our fast track at no extra cost"),
     S("neither option speeds up the consulate's decision")],
    notes="VISA-1688 customfield_10031 2026-06-02T09:15+02:00, five days after now; policy 7-day condition and "
          "fast track.",
    now=V5_NOW, includes=["2 June", "09:15"])

add("023-priority-upgrade", SC, DOM, V5_Q,
    "Dear Mr Achterberg,\n\nYour current file VISA-1688 stands as follows:\n- Service level: standard\n- Add-ons: document check and "
    "courier return\n- Appointment: 02.06.2026, 09:15\n\nPriority handling (95,00 €) can only be booked while the "
    "appointment is at least seven days away, so it is not available for this file. Your documents are being "
    "prepared on the fast track anyway, free of charge.\n\nKind regards,\nJana Hoffmeister",
    V5_EV,
    [S("Service level: standard"), S("Add-ons: document check and courier return"),
     S("Appointment: 02.06.2026, 09:15"), S("Priority handling (95,00 €)"),
     S("at least seven days away"), S("it is not available for this file"),
     S("prepared on the fast track anyway, free of charge")],
    notes="customfield_10080 STANDARD, 10081 two add-ons; policy price 95,00 and 7-day rule; fast track free.",
    now=V5_NOW, includes=["02.06.2026", "95,00 €"])

add("024-priority-upgrade", SC, DOM, V5_Q,
    "Priority can't be added any more (your appointment on 2 June is under 7 days away), but your file is on the "
    "free fast track already.",
    V5_EV,
    [S("Priority can't be added any more"), S("your appointment on 2 June is under 7 days away"),
     S("on the free fast track already")],
    notes="Terse; appointment 2026-06-02 vs now 2026-05-28.",
    now=V5_NOW, includes=["2 June"])

add("025-priority-upgrade-unmet", SC, DOM, V5_Q,
    "Hello Mr Achterberg, of course! I can add priority handling to VISA-1688 for 95,00 €, charged to your card on "
    "file. It moves your file to the front of our preparation queue and also shortens the consulate's decision "
    "time. Your appointment stays on 2 June at 09:15.",
    V5_EV,
    [C("I can add priority handling to VISA-1688 for 95,00 €", POLC + ["RECORD_STATE_MISMATCH"]),
     S("charged to your card on file"), S("moves your file to the front of our preparation queue"),
     C("also shortens the consulate's decision time", POLC), S("stays on 2 June at 09:15")],
    errors=["condition_unmet", "wrong_policy_condition"],
    notes="Appointment is 5 days away, below the 7-day minimum for priority; policy says priority does not shorten "
          "the consulate's time.",
    now=V5_NOW, excludes=["I can add priority handling", "shortens the consulate's decision time"])

add("026-priority-upgrade-oldfile", SC, DOM, V5_Q,
    "Dear Mr Achterberg, good news: your file is already on priority service, so nothing needs to be added. "
    "Your package also includes the translation of your bank statements. Your appointment is on Tuesday, 2 June "
    "at 09:15.",
    V5_EV,
    [C("your file is already on priority service", STATE),
     CI("includes the translation of your bank statements", NOREC + VAL),
     S("on Tuesday, 2 June at 09:15")],
    errors=["other_record_value", "unlisted_perk"],
    notes="PRIORITY and the translation add-on belong to the closed 2025 file VISA-1544; VISA-1688 is STANDARD with "
          "document check and courier return only.",
    now=V5_NOW, excludes=["already on priority service", "translation of your bank statements"])

add("r05-priority-upgrade", SC, DOM, V5_Q,
    "Hello Mr Achterberg, yes, I can add priority handling to your file for 95,00 €; it will be charged to the "
    "card on file. Your appointment remains Tuesday, 2 June at 09:15.",
    V5_EV,
    [C("I can add priority handling to your file for 95,00 €", POLC + ["RECORD_STATE_MISMATCH"]),
     S("charged to the card on file"), S("Tuesday, 2 June at 09:15")],
    errors=["condition_unmet"],
    notes="Priority needs the appointment to be 7+ days away; it is 5 days away.",
    now=V5_NOW, excludes=["I can add priority handling"],
    includes=["cannot|can't|can no longer|not available|isn't available|no longer|not possible|unable|fast track",
              "2 June"], repair=True)

# extra case added after review (wrong identifier)
add("134-passport-return-tracking", "passport-return", DOM, V2_Q,
    "Dear Mr Ferreira-Vogt, your passport was dispatched on 7 April with ParcelLine Express, tracking number "
    "DX 4471 0938 28, and it is expected tomorrow. We cannot change the address ourselves once the parcel is with "
    "the courier, so your request has been passed to our logistics team.",
    V2_EV,
    [S("dispatched on 7 April with ParcelLine Express"), C("tracking number DX 4471 0938 28", IDM),
     S("it is expected tomorrow"), S("We cannot change the address ourselves"),
     S("passed to our logistics team")],
    errors=["wrong_id"],
    notes="customfield_10052 is DX 4471 0938 22; the last two digits are wrong.",
    now=V2_NOW, excludes=["DX 4471 0938 28"])
