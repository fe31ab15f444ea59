"""Au-pair agency bundles (Alisios Au Pair, Santa Cruz de Tenerife)."""
from w48lib import *

DOM = "au-pair agency"
API = "Firestore REST documents"
P = "alisios-aupair"


def a1_match_confirmed():
    ev = [
        doc("firestore:placements/PL-6620", P, "placements/PL-6620", {
            "placementId": "PL-6620",
            "status": "MATCH_CONFIRMED",
            "family": {"familyId": "FAM-3318", "contact": "Sarah Whitcombe", "town": "Adeje",
                       "children": [{"age": 4}, {"age": 7}]},
            "auPair": {"auPairId": "AP-7402", "name": "Giulia Ferraro", "age": 20, "nationality": "IT",
                       "languages": ["it", "en", "es"], "drivingLicence": True},
            "arrival": {"flight": "FN2218", "airport": "TFS", "arrivalAt": TS("2026-09-05T14:25:00Z"),
                        "pickUpBy": "FAMILY"},
            "terms": {"pocketMoneyWeeklyMinor": 9000, "currency": "EUR", "maxHoursPerWeek": 30,
                      "fullDaysOffPerWeek": 2, "ownRoom": True, "languageCourseContributionMinor": 50000},
        }, "2026-07-01T11:22:00.100000Z", "2026-08-19T09:05:44.870200Z", "firestore:get_document"),
        doc("firestore:placements/PL-6620/candidates/AP-7388", P, "placements/PL-6620/candidates/AP-7388", {
            "auPairId": "AP-7388", "name": "Marta Kowalczyk", "status": "WITHDRAWN",
            "proposedPocketMoneyWeeklyMinor": 8000,
        }, "2026-06-12T10:00:00.000000Z", "2026-06-25T14:30:00.000000Z", "firestore:list_documents"),
        policy("policy:host-family-guide#terms", "2026",
               "Au pairs help with childcare and light housework for up to 30 hours a week and have at least two "
               "full days off. Host families pay pocket money of at least €80 a week and contribute €500 a year "
               "towards a language course. The first two weeks are a settling-in period in which either side may "
               "ask for a rematch."),
    ]
    b = Bundle("match-confirmed", DOM, API, ev,
               "Can you confirm Giulia's arrival and what we agreed on pocket money and hours?",
               now="2026-08-27T10:00:00+01:00")
    b.ok("Hello Sarah, we're so pleased for you all! Giulia's match is confirmed: she lands at Tenerife South on "
         "flight FN2218 on Saturday 5 September at 3:25 PM. As agreed, her pocket money is €90 a week, she'll "
         "work no more than 30 hours a week and she has two full days off. She'll also have her own room.",
         [NA("we're so pleased for you all"), S("Giulia's match is confirmed"), S("flight FN2218"),
          S("Saturday 5 September at 3:25 PM"), S("pocket money is €90 a week"),
          S("no more than 30 hours a week"), S("two full days off"), S("her own room")],
         ["3:25 PM", "€90"],
         "status MATCH_CONFIRMED; arrivalAt 14:25Z is 15:25 WEST at TFS; terms 9000 minor weekly, 30 hours, "
         "2 days off, ownRoom true.")
    b.ok("Giulia arrives on 05/09/2026 at 15:25 local time (flight FN2218, Tenerife South). Pocket money: ninety "
         "euros weekly. Hours: up to thirty a week, with two days off. Remember the first two weeks are a "
         "settling-in period.",
         [S("arrives on 05/09/2026 at 15:25 local time"), S("(flight FN2218, Tenerife South)"),
          S("ninety euros weekly"), S("up to thirty a week"), S("with two days off"),
          S("first two weeks are a settling-in period")],
         ["15:25", "FN2218"],
         "arrival.arrivalAt in Atlantic/Canary summer time; pocketMoneyWeeklyMinor 9000 in words; the policy "
         "describes the two-week settling-in period.")
    b.bad("Hello Sarah, Giulia's match is confirmed: she lands at Tenerife South on flight FN2218 on Saturday "
          "5 September at 2:25 PM. Her pocket money is €90 a week and she'll work no more than 30 hours a week.",
          [S("Giulia's match is confirmed"), X("Saturday 5 September at 2:25 PM", TIME),
           S("pocket money is €90 a week"), S("no more than 30 hours a week")],
          ["unit_conversion"], ["at 2:25 PM"],
          "arrivalAt 2026-09-05T14:25:00Z is 15:25 in the Canaries (UTC+1 in September).")
    b.bad("Hi Sarah! Giulia arrives on flight FN2218 on 5 September at 3:25 PM. Her pocket money is €80 a week, "
          "and the agency covers her language course, so there's nothing extra for you to pay there.",
          [S("arrives on flight FN2218 on 5 September at 3:25 PM"), X("pocket money is €80 a week", AMT),
           X("the agency covers her language course", NLIC)],
          ["wrong_amount", "wrong_policy_condition"], ["€80 a week", "agency covers her language course"],
          "terms.pocketMoneyWeeklyMinor is 9000 (€80 is the policy minimum and the withdrawn candidate's "
          "figure); the policy and languageCourseContributionMinor say the family contributes €500 a year.")
    b.fix("Hello Sarah! Giulia lands at Tenerife South on flight FN2218 on 5 September at 3:25 PM. Her pocket "
          "money is €90 a week, she'll work up to 35 hours a week and she has two full days off.",
          [S("on 5 September at 3:25 PM"), S("pocket money is €90 a week"),
           X("up to 35 hours a week", VAL + NLIC), S("two full days off")],
          ["wrong_value"], ["35 hours"], ["30 hours|thirty hours", "€90|90"],
          "terms.maxHoursPerWeek is 30, as in the policy.")
    return b


def a2_fee_balance():
    ev = [
        doc("firestore:invoices/INV-AP-20931", P, "invoices/INV-AP-20931", {
            "invoiceId": "INV-AP-20931",
            "familyId": "FAM-2950",
            "status": "PART_PAID",
            "currency": "EUR",
            "lines": [
                {"code": "PLACEMENT_FEE", "amountMinor": 65000, "quoteRef": "Q-1180/v2"},
                {"code": "VETTING_AND_TRAINING", "amountMinor": 12000},
            ],
            "totalMinor": 77000,
            "payments": [{"kind": "DEPOSIT", "amountMinor": 20000, "paidAt": TS("2026-01-12T10:31:00Z")}],
            "balanceMinor": 57000,
            "dueAt": TS("2026-02-15T00:00:00Z"),
        }, "2026-01-09T08:00:00.000000Z", "2026-01-12T10:31:03.212000Z", "firestore:get_document"),
        doc("firestore:quotes/Q-1180", P, "quotes/Q-1180", {
            "quoteId": "Q-1180",
            "versions": [
                {"version": 1, "placementFeeMinor": 59000, "state": "SUPERSEDED",
                 "issuedAt": TS("2025-12-02T12:00:00Z"), "note": "one child"},
                {"version": 2, "placementFeeMinor": 65000, "state": "ACCEPTED",
                 "issuedAt": TS("2025-12-18T12:00:00Z"), "note": "two children incl. under-3"},
            ],
        }, "2025-12-02T12:00:00.000000Z", "2025-12-19T09:12:00.000000Z", "firestore:get_document"),
        policy("policy:fees#payment", "2025-10",
               "Families pay a €200 deposit when they register. The rest of the placement invoice is due before "
               "the au pair's arrival date, on the due date shown on the invoice. Fees are quoted per placement "
               "and depend on the number and ages of the children."),
    ]
    b = Bundle("fee-balance", DOM, API, ev,
               "How much do I still owe and by when? I thought the placement was €590.",
               now="2026-02-02T09:30:00+00:00")
    b.ok("Hi James, thanks for checking! Your invoice INV-AP-20931 comes to €770: the €650 placement fee plus "
         "€120 for vetting and training. You paid the €200 deposit on 12 January, so €570 is left to pay, due by "
         "15 February 2026. The €590 figure was from the first version of your quote, which was replaced by the "
         "€650 one you accepted.",
         [S("INV-AP-20931 comes to €770"), S("the €650 placement fee"), S("€120 for vetting and training"),
          S("paid the €200 deposit on 12 January"), S("€570 is left to pay"), S("due by 15 February 2026"),
          S("first version of your quote"), S("replaced by the €650 one you accepted")],
         ["€570", "15 February 2026"],
         "lines 65000 + 12000 = 77000; deposit 20000 on 12 January; balanceMinor 57000 due 2026-02-15; "
         "Q-1180 v1 (59000) SUPERSEDED by v2 ACCEPTED.")
    b.ok("Balance due: €570.00 by 15/02/2026.\n• Placement fee €650.00 + vetting/training €120.00 = €770.00\n"
         "• Less deposit paid: €200.00\nThe €590 quote (Q-1180 v1) was superseded.",
         [S("Balance due: €570.00 by 15/02/2026"), S("Placement fee €650.00"),
          S("vetting/training €120.00 = €770.00"), S("Less deposit paid: €200.00"),
          S("The €590 quote (Q-1180 v1) was superseded")],
         ["€570.00"],
         "invoice lines, payment and balance; quote version 1 state SUPERSEDED.")
    b.ok("Dear James,\n\nFive hundred and seventy euros remains on your invoice, and it's due on 15 February. "
         "The higher placement fee reflects your accepted quote for two children, including one under three."
         "\n\nWith best wishes,\nAlisios Au Pair",
         [S("Five hundred and seventy euros remains"), S("due on 15 February"),
          S("accepted quote for two children, including one under three")],
         ["15 February"],
         "balanceMinor 57000; dueAt 2026-02-15; Q-1180 v2 note 'two children incl. under-3'.")
    b.bad("Hi James, thanks for checking! Your placement fee is €650 and you paid the €200 deposit on 12 January, "
          "so €450 is left to pay, due by 15 February 2026.",
          [S("placement fee is €650"), S("paid the €200 deposit on 12 January"),
           X("€450 is left to pay", ARITH), S("due by 15 February 2026")],
          ["wrong_arithmetic"], ["€450"],
          "The invoice also holds VETTING_AND_TRAINING 12000; balanceMinor is 57000, not 65000 - 20000.")
    b.bad("Hi James, you're right that the placement fee is €590. With the €120 vetting and training charge "
          "and your €200 deposit taken off, the balance of €570 is due by 15 February.",
          [X("the placement fee is €590", AMT), S("€120 vetting and training charge"),
           S("your €200 deposit"), S("balance of €570 is due by 15 February")],
          ["stale_value"], ["fee is €590"],
          "€590 is Q-1180 version 1, SUPERSEDED; the invoiced and accepted placement fee is 65000.")
    b.fix("Hi James, your invoice comes to €770 (€650 placement fee plus €120 vetting and training). After your "
          "€200 deposit, €570 is left to pay, due by 15 March 2026.",
          [S("invoice comes to €770"), S("€650 placement fee"), S("After your €200 deposit"),
           S("€570 is left to pay"), X("due by 15 March 2026", DATE)],
          ["wrong_date"], ["15 March"], ["15 February|15/02|February 15", "€570|570"],
          "dueAt is 2026-02-15T00:00:00Z.")
    return b


def a3_documents():
    ev = [
        doc("firestore:applications/APP-5120", P, "applications/APP-5120", {
            "applicationId": "APP-5120",
            "applicant": {"name": "Megan Thorley", "homeCountry": "GB"},
            "stage": "DOCUMENTS",
            "targetStart": TS("2026-10-01T00:00:00Z"),
            "documents": {
                "passport": {"status": "APPROVED"},
                "childcareReferences": {"status": "APPROVED", "count": 2},
                "policeCertificate": {"status": "REJECTED", "reason": "OLDER_THAN_6_MONTHS",
                                      "issuedOn": "2025-08-14"},
                "medicalCertificate": {"status": "RECEIVED_UNDER_REVIEW", "uploadedAt": TS("2026-07-06T17:20:00Z")},
            },
        }, "2026-05-28T13:00:00.000000Z", "2026-07-06T17:20:02.510000Z", "firestore:get_document"),
        refused("call:expedite_review#1", "expedite_review", "DENY",
                {"applicationId": "APP-5120", "priority": "URGENT"}),
        policy("policy:applicant-documents", "v5",
               "We review documents within 5 working days of upload, in the order they arrive, and cannot "
               "fast-track reviews. Police certificates must have been issued in the 6 months before the "
               "application. A placement can only be offered once every document is approved."),
    ]
    b = Bundle("documents-review", DOM, API, ev,
               "Can you hurry up my documents? I want to start in October.",
               now="2026-07-08T12:00:00+01:00")
    b.ok("Hi Megan, lovely to hear you're keen to get going! Your passport and both childcare references are "
         "approved. Your police certificate was turned down because it's more than six months old (issued "
         "14 August 2025), so you'll need to upload a new one. Your medical certificate has arrived and is being "
         "reviewed. I'm sorry, but I wasn't able to fast-track the review — reviews take up to 5 working days "
         "from upload.",
         [NA("lovely to hear you're keen"), S("passport and both childcare references are approved"),
          S("police certificate was turned down"), S("more than six months old"), S("issued 14 August 2025"),
          S("you'll need to upload a new one"), S("medical certificate has arrived and is being reviewed"),
          S("wasn't able to fast-track the review"), S("up to 5 working days from upload")],
         ["14 August 2025"],
         "documents statuses; policeCertificate REJECTED OLDER_THAN_6_MONTHS issuedOn 2025-08-14; "
         "expedite_review DENY; the policy gives 5 working days and no fast-tracking.")
    b.ok("Documents for APP-5120:\n- Passport: approved\n- References (2): approved\n- Police certificate: "
         "rejected (older than 6 months) — please send a fresh one\n- Medical: under review\nFast-tracking isn't "
         "something we can do, and a placement can only be offered once everything is approved.",
         [S("Passport: approved"), S("References (2): approved"),
          S("rejected (older than 6 months)"), S("Medical: under review"),
          S("Fast-tracking isn't something we can do"), S("only be offered once everything is approved")],
         ["older than 6 months"],
         "each documents.* status; expedite_review DENY and policy on fast-tracking and offers.")
    b.bad("Hi Megan, lovely to hear you're keen! Your passport and references are approved, and your medical "
          "certificate is under review. I've marked your application as urgent so it'll be reviewed first. "
          "Your police certificate was rejected as it's over six months old, so please upload a new one.",
          [S("passport and references are approved"), S("medical certificate is under review"),
           X("I've marked your application as urgent", NX), S("police certificate was rejected")],
          ["refused_call_effect"], ["marked your application as urgent"],
          "expedite_review with priority URGENT was refused (DENY); the policy also rules out fast-tracking.")
    b.bad("Hi Megan! Your passport and references have been approved, and so has your medical certificate. "
          "The only thing left is your police certificate, which was rejected for being over six months old — "
          "police certificates can be up to 12 months old, so any newer one will do.",
          [S("passport and references have been approved"), X("so has your medical certificate", STATE),
           S("rejected for being over six months old"), X("can be up to 12 months old", NLIC)],
          ["wrong_state", "wrong_policy_condition"], ["so has your medical certificate", "up to 12 months old"],
          "medicalCertificate.status is RECEIVED_UNDER_REVIEW; the policy requires issue within 6 months.")
    b.fix("Hi Megan, your passport and both references are approved, and your medical certificate is being "
          "reviewed. Your police certificate from 14 August 2025 was rejected as it's more than six months old. "
          "Reviews take up to 10 working days from upload.",
          [S("passport and both references are approved"), S("medical certificate is being reviewed"),
           S("from 14 August 2025 was rejected"), X("up to 10 working days", NLIC)],
          ["wrong_period"], ["10 working days"], ["5 working days|five working days", "14 August 2025|14/08/2025"],
          "The policy reviews documents within 5 working days of upload.")
    return b


def a4_rematch():
    ev = [
        doc("firestore:placements/PL-6688", P, "placements/PL-6688", {
            "placementId": "PL-6688",
            "status": "REMATCH_IN_PROGRESS",
            "family": {"familyId": "FAM-3370", "contact": "Hannah Greaves", "town": "Puerto del Carmen"},
            "startedAt": TS("2026-01-19T00:00:00Z"),
            "auPairDepartedAt": TS("2026-04-10T00:00:00Z"),
            "rematch": {
                "requestedAt": TS("2026-04-11T08:00:00Z"),
                "feeChargedMinor": 0,
                "currency": "EUR",
                "shortlist": [
                    {"auPairId": "AP-7781", "name": "Inés Marrero", "availableFrom": TS("2026-05-04T00:00:00Z")},
                    {"auPairId": "AP-7790", "name": "Katarzyna Wójcik", "availableFrom": TS("2026-04-27T00:00:00Z")},
                ],
            },
        }, "2025-11-20T09:00:00.000000Z", "2026-04-15T16:22:09.300000Z", "firestore:get_document"),
        policy("policy:rematch", "v3",
               "We aim to send a shortlist within 10 days of a rematch request; arrival depends on the candidate. "
               "If a placement ends within its first 12 weeks, we look for a replacement au pair at no extra "
               "cost. After 12 weeks a rematch fee of €150 applies."),
    ]
    b = Bundle("rematch", DOM, API, ev,
               "Our au pair has left. Do we have to pay again, and who can come?",
               now="2026-04-16T15:00:00+01:00")
    b.ok("Hi Hannah, I'm sorry things didn't work out. Because the placement ended within its first 12 weeks, "
         "your rematch is free of charge. We've already shortlisted two au pairs for you: Katarzyna, who's "
         "available from 27 April, and Inés, available from 4 May.",
         [NA("I'm sorry things didn't work out"), S("ended within its first 12 weeks"),
          S("your rematch is free of charge"), S("shortlisted two au pairs"),
          S("Katarzyna, who's available from 27 April"), S("Inés, available from 4 May")],
         ["27 April", "4 May"],
         "startedAt 19 January to departure 10 April is under 12 weeks; feeChargedMinor 0; shortlist of two with "
         "availableFrom dates.")
    b.ok("Rematch for PL-6688 is in progress, no fee. Shortlist: Katarzyna Wójcik (from 27/04) and Inés Marrero "
         "(from 04/05).",
         [S("Rematch for PL-6688 is in progress"), S("no fee"), S("Katarzyna Wójcik (from 27/04)"),
          S("Inés Marrero (from 04/05)")],
         ["27/04", "04/05"],
         "status REMATCH_IN_PROGRESS; feeChargedMinor 0; shortlist availableFrom values.")
    b.bad("Hi Hannah, I'm sorry things didn't work out. As the placement went past the free rematch window, "
          "there's a €150 rematch fee. We've shortlisted two au pairs: Katarzyna, from 27 April, and Inés, "
          "from 4 May.",
          [X("went past the free rematch window", NLIC + VAL), X("there's a €150 rematch fee", AMT),
           S("Katarzyna, from 27 April"), S("Inés, from 4 May")],
          ["wrong_policy_condition", "wrong_amount"], ["past the free rematch window", "€150 rematch fee"],
          "The placement ran 19 January to 10 April (under 12 weeks) and rematch.feeChargedMinor is 0.")
    b.bad("Hi Hannah, your rematch is free of charge. We've shortlisted three au pairs for you, and Inés is "
          "available from 27 April.",
          [S("your rematch is free of charge"), X("shortlisted three au pairs", VAL),
           X("Inés is available from 27 April", DATE)],
          ["wrong_quantity", "wrong_date"], ["three au pairs", "Inés is available from 27 April"],
          "rematch.shortlist has two entries; Inés Marrero's availableFrom is 4 May (27 April is Katarzyna's).")
    b.fix("Hi Hannah, the rematch is free as the placement ended within 12 weeks. We've shortlisted Katarzyna, "
          "available from 27 April, and Inés, available from 20 May.",
          [S("the rematch is free"), S("Katarzyna, available from 27 April"),
           X("Inés, available from 20 May", DATE)],
          ["wrong_date"], ["20 May"], ["4 May|04/05|May 4", "27 April|27/04"],
          "Inés Marrero's availableFrom is 2026-05-04.")
    return b


def bundles():
    return [a1_match_confirmed(), a2_fee_balance(), a3_documents(), a4_rematch()]
