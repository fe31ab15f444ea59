from common import *

DOMAIN = "probate paperwork service"

# ---------------------------------------------------------------- P1 succession case status
p1_ev = [
    rec("matters.get#PRB-2026-0093", "tool:matters.get", {
        "key": "PRB-2026-0093", "version": 8, "state": "Gazetted",
        "createdAt": "2026-04-14T07:20:00Z", "lastModifiedAt": "2026-05-29T06:10:00Z",
        "court": {"station": {"en-KE": "Milimani High Court, Family Division",
                              "sw": "Mahakama Kuu ya Milimani, Kitengo cha Familia"},
                  "causeNumber": "P&A E412 of 2026"},
        "gazette": {"noticeNumber": "4187", "publishedOn": "2026-05-29"},
        "objectionPeriod": "P30D", "objectionPeriodEndsOn": "2026-06-28",
        "deceased": "Daniel Kiprotich Rotich", "applicant": "Ruth Jepchumba Rotich",
        "custom": {"fields": {"grantType": "LETTERS_OF_ADMINISTRATION_INTESTATE", "assignedClerk": "Mercy Wairimu",
                              "objectionsReceived": 0}},
    }),
    pol("probate#timeline",
        "After a notice appears in the Kenya Gazette, anyone may object within 30 days. If no objection is filed, "
        "the court can then issue the grant, but we cannot say how long the registry will take. Confirmation of "
        "the grant follows at least six months after it is issued.", revision="v5"),
]
p1 = bundle("succession-status", DOMAIN,
            "Where are we with my husband's succession case?",
            "2026-06-10T10:00:00+03:00", p1_ev, [
    ok("I am sorry this is taking time. The petition for letters of administration, cause P&A E412 of 2026 at the "
       "Milimani High Court, was gazetted on 29 May 2026 under notice number 4187. The 30-day period for objections "
       "ends on 28 June 2026. If no objection is filed, the court can then issue the grant, although we cannot say "
       "how long the registry will take.",
       [NA("I am sorry this is taking time"), S("cause P&A E412 of 2026 at the Milimani High Court"),
        S("was gazetted on 29 May 2026"), S("under notice number 4187"),
        S("The 30-day period for objections ends on 28 June 2026"), S("the court can then issue the grant"),
        S("we cannot say how long the registry will take")],
       ["28 June 2026", "4187"],
       "court.causeNumber; gazette.publishedOn and noticeNumber; objectionPeriodEndsOn; the timeline policy."),
    ok("Gazette notice 4187 appeared on 29/05/2026; objections can be lodged until 28/06/2026, after which the grant "
       "may be issued if none is received.",
       [S("Gazette notice 4187 appeared on 29/05/2026"), S("until 28/06/2026"),
        S("after which the grant may be issued if none is received")],
       ["28/06/2026"],
       "gazette fields and objectionPeriodEndsOn; the policy on issuing the grant."),
    bad("Your court file number is 4187, and the objection period ends on 28 June 2026.",
        [C("Your court file number is 4187", IDM), S("the objection period ends on 28 June 2026")],
        ["wrong_role"], ["court file number is 4187"],
        "4187 is the Gazette notice number; the court cause number is P&A E412 of 2026."),
    bad("The notice was gazetted on 29 May 2026, and objections are open for 21 days. The grant will be issued by "
        "10 July 2026.",
        [S("gazetted on 29 May 2026"), C("objections are open for 21 days", POL + ["DATE_MISMATCH"]),
         CI("The grant will be issued by 10 July 2026", NOPOL + ["NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE"])],
        ["wrong_period", "invented_promise"], ["open for 21 days", "issued by 10 July 2026"],
        "The objection period is P30D; the policy says the registry's timing cannot be promised."),
    rep("The case was gazetted on 29 May 2026 under notice 4187, and the objection period ends on 29 June 2026.",
        [S("gazetted on 29 May 2026 under notice 4187"), C("ends on 29 June 2026", DATE)],
        ["wrong_date"], ["ends on 29 June 2026"], ["28 June|28/06/2026|28/06", "4187"],
        "objectionPeriodEndsOn is 2026-06-28."),
])

# ---------------------------------------------------------------- P2 invoice with disbursements
p2_ev = [
    rec("invoices.get#INV-PRB-5531", "tool:invoices.get", {
        "invoiceNumber": "INV-PRB-5531", "version": 2, "matterKey": "PRB-2026-0107",
        "state": "PartiallyPaid", "issuedAt": "2026-06-01T06:00:00Z", "dueOn": "2026-06-30",
        "lineItems": [
            {"name": {"en-KE": "Professional fee – petition and filing", "sw": "Ada ya huduma"}, "quantity": 1,
             "totalPrice": money(4500000)},
            {"name": {"en-KE": "Court filing fee (disbursement)", "sw": "Ada ya mahakama"}, "quantity": 1,
             "totalPrice": money(200000)},
            {"name": {"en-KE": "Kenya Gazette notice fee (disbursement)", "sw": "Ada ya Gazeti Rasmi"}, "quantity": 1,
             "totalPrice": money(500000)},
            {"name": {"en-KE": "Certified copies", "sw": "Nakala zilizothibitishwa"}, "quantity": 4,
             "price": {"value": money(25000)}, "totalPrice": money(100000)},
        ],
        "totalPrice": money(5300000), "amountPaid": money(2500000), "amountDue": money(2800000),
    }),
    rec("invoices.get#INV-PRB-5498", "tool:invoices.get", {
        "invoiceNumber": "INV-PRB-5498", "version": 1, "matterKey": "PRB-2026-0107", "state": "Paid",
        "issuedAt": "2026-05-12T08:00:00Z",
        "lineItems": [{"name": {"en-KE": "Initial consultation"}, "quantity": 1, "totalPrice": money(350000)}],
        "totalPrice": money(350000), "amountDue": money(0),
    }),
    pol("fees#billing",
        "Invoices are payable within 30 days of issue. Disbursements such as court and Gazette fees are charged at "
        "cost, with no mark-up. Instalments can be agreed with your clerk.", revision="2026-01"),
]
p2 = bundle("probate-invoice", DOMAIN,
            "Please explain the invoice and what remains to pay.",
            "2026-06-12T12:00:00+03:00", p2_ev, [
    ok("Invoice INV-PRB-5531 comes to KSh 53,000: our professional fee of KSh 45,000, the court filing fee of "
       "KSh 2,000, the Gazette notice fee of KSh 5,000 and four certified copies at KSh 250 each. You have paid "
       "KSh 25,000, so KSh 28,000 remains, due by 30 June 2026. The court and Gazette fees are passed on at cost.",
       [S("comes to KSh 53,000"), S("professional fee of KSh 45,000"), S("court filing fee of KSh 2,000"),
        S("Gazette notice fee of KSh 5,000"), S("four certified copies at KSh 250 each"), S("You have paid KSh 25,000"),
        S("so KSh 28,000 remains"), S("due by 30 June 2026"), S("passed on at cost")],
       ["KSh 28,000", "30 June 2026"],
       "INV-PRB-5531 lineItems, totalPrice 5300000, amountPaid 2500000, amountDue 2800000, dueOn; disbursement policy."),
    ok("KSh 28,000 is still due on INV-PRB-5531, by 30/06/2026; if instalments would help, your clerk can agree them "
       "with you.",
       [S("KSh 28,000 is still due"), S("by 30/06/2026"), S("your clerk can agree them with you")],
       ["28,000"],
       "amountDue and dueOn; the instalment sentence of the billing policy."),
    ok("Of fifty-three thousand shillings, twenty-five thousand has been received.",
       [S("Of fifty-three thousand shillings"), S("twenty-five thousand has been received")],
       ["fifty-three thousand"],
       "totalPrice 5300000 and amountPaid 2500000 in words."),
    bad("Your invoice totals KSh 52,000 for the professional fee, the court filing fee and the Gazette fee. With "
        "KSh 25,000 paid, KSh 27,000 remains.",
        [C("Your invoice totals KSh 52,000", AMT), S("With KSh 25,000 paid"), C("KSh 27,000 remains", AMT)],
        ["wrong_arithmetic", "wrong_amount"], ["KSh 52,000", "KSh 27,000"],
        "The total leaves out the four certified copies (100000); totalPrice 5300000, amountDue 2800000.",
        tag="wrong-arithmetic"),
    bad("The court and Gazette fees include a 10% handling charge, and the balance of KSh 28,000 is due by 30 June "
        "2026.",
        [C("include a 10% handling charge", POL), S("the balance of KSh 28,000 is due by 30 June 2026")],
        ["wrong_policy_condition"], ["10% handling charge"],
        "fees#billing: disbursements are charged at cost, with no mark-up."),
    rep("The invoice totals KSh 53,000 and KSh 25,000 has been paid. The remaining KSh 28,000 is due within 14 days "
        "of issue.",
        [S("The invoice totals KSh 53,000"), S("KSh 25,000 has been paid"), S("The remaining KSh 28,000"),
         C("within 14 days of issue", POL + ["DATE_MISMATCH"])],
        ["wrong_period"], ["within 14 days of issue"], ["30 days|30 June|30/06", "28,000"],
        "dueOn 2026-06-30; the policy says 30 days of issue."),
])

# ---------------------------------------------------------------- P3 document checklist
p3_ev = [
    rec("matters.getChecklist#PRB-2026-0121", "tool:matters.getChecklist", {
        "matterKey": "PRB-2026-0121", "version": 5, "state": "CollectingDocuments",
        "documents": [
            {"code": "DEATH_CERTIFICATE", "state": "Received", "receivedAt": "2026-05-28T09:00:00Z"},
            {"code": "CHIEFS_LETTER", "state": "Missing"},
            {"code": "BENEFICIARY_ID_COPIES", "state": "Partial", "required": 4, "received": 3,
             "missingFor": ["Brian Mutua Kioko"]},
            {"code": "TITLE_DEED_COPY", "state": "Received", "receivedAt": "2026-06-02T12:20:00Z"},
        ],
        "lastModifiedAt": "2026-06-02T12:20:05Z",
    }),
    psg("kb#chiefs-letter",
        "A chief's letter is issued by the area chief where the deceased lived.\n"
        "It confirms who the deceased was and lists the surviving family members.\n"
        "The court will not accept a petition without it."),
    pol("documents#filing",
        "We file the petition as soon as every document on the checklist has been received. We do not file with "
        "documents missing.", revision="v1"),
]
p3 = bundle("document-checklist", DOMAIN,
            "Are you waiting for anything else from us before you file?",
            "2026-06-05T16:00:00+03:00", p3_ev, [
    ok("Yes, two things remain before we can file. We still need the chief's letter from the area chief where the "
       "deceased lived, and a copy of Brian Mutua Kioko's ID; three of the four beneficiary IDs have arrived. The "
       "death certificate and the title deed copy are already with us. We file as soon as everything on the "
       "checklist is in.",
       [S("two things remain before we can file"), S("We still need the chief's letter"),
        S("a copy of Brian Mutua Kioko's ID"), S("three of the four beneficiary IDs have arrived"),
        S("The death certificate and the title deed copy are already with us"),
        S("We file as soon as everything on the checklist is in")],
       ["chief's letter", "Brian Mutua Kioko"],
       "CHIEFS_LETTER Missing; BENEFICIARY_ID_COPIES 3 of 4, missingFor Brian Mutua Kioko; the rest Received; "
       "filing policy."),
    ok("Received: death certificate (28/05), title deed copy (02/06), 3 of 4 beneficiary IDs\n"
       "Still needed: the chief's letter; Brian Mutua Kioko's ID copy\n"
       "The court will not accept the petition without the chief's letter.",
       [S("death certificate (28/05)"), S("title deed copy (02/06)"), S("3 of 4 beneficiary IDs"),
        S("Still needed: the chief's letter"), S("Brian Mutua Kioko's ID copy"),
        S("The court will not accept the petition without the chief's letter")],
       ["chief's letter"],
       "receivedAt dates; the KB passage says the court will not accept a petition without it."),
    bad("All four beneficiary IDs have been received, so only the chief's letter is outstanding.",
        [C("All four beneficiary IDs have been received", STATE + ["NLI_CONTRADICTION"]),
         C("only the chief's letter is outstanding", STATE)],
        ["wrong_quantity", "wrong_state"], ["All four beneficiary IDs", "only the chief's letter is outstanding"],
        "BENEFICIARY_ID_COPIES received 3 of required 4; Brian Mutua Kioko's copy is also outstanding."),
    bad("We have received the chief's letter, and we can file the petition now while Brian's ID copy follows later.",
        [C("We have received the chief's letter", STATE), C("we can file the petition now", POL)],
        ["wrong_state", "wrong_policy_condition"], ["received the chief's letter", "file the petition now"],
        "CHIEFS_LETTER state Missing; the policy says we do not file with documents missing."),
    rep("We still need the chief's letter and Brian Mutua Kioko's ID copy. The death certificate was received on "
        "28 June.",
        [S("We still need the chief's letter and Brian Mutua Kioko's ID copy"), C("received on 28 June", DATE)],
        ["wrong_date"], ["received on 28 June"], ["28 May|28/05", "chief's letter"],
        "DEATH_CERTIFICATE receivedAt 2026-05-28."),
])

# ---------------------------------------------------------------- P4 refused disbursement
p4_ev = [
    rec("matters.get#PRB-2025-0388", "tool:matters.get", {
        "key": "PRB-2025-0388", "version": 14, "state": "GrantIssued",
        "grant": {"type": "LETTERS_OF_ADMINISTRATION", "issuedOn": "2026-02-16",
                  "confirmationEligibleFrom": "2026-08-16", "confirmedOn": None},
        "estateAccount": {"bank": "Equity Bank", "accountLast4": "0932", "balance": money(184250000)},
        "beneficiaries": [{"name": "Wycliffe Barasa Wafula"}, {"name": "Lilian Nekesa Wafula"},
                          {"name": "Joy Nasimiyu Wafula", "minor": True}],
    }),
    refused("estate.disburse#call-1", "estate.disburseToBeneficiaries", "DENY",
            {"matterKey": "PRB-2025-0388", "amount": money(60000000), "purpose": "SCHOOL_FEES"}),
    pol("estate#distribution",
        "A grant can be confirmed no sooner than six months after it was issued. Estate funds are distributed only "
        "after the grant has been confirmed by the court. Urgent needs, such as school fees for a dependant, may be "
        "raised with the court through an application, which we can prepare for you.", revision="v3"),
]
p4 = bundle("estate-disbursement", DOMAIN,
            "Please pay out KSh 600,000 from the estate now for my sister's school fees.",
            "2026-06-26T09:15:00+03:00", p4_ev, [
    ok("I understand the urgency. I was not able to release the KSh 600,000, because estate funds can only be "
       "distributed once the grant is confirmed, and your grant, issued on 16 February 2026, can be confirmed no "
       "sooner than 16 August 2026. For school fees, we can prepare an application to the court on the family's "
       "behalf.",
       [NA("I understand the urgency"), S("I was not able to release the KSh 600,000"),
        S("can only be distributed once the grant is confirmed"), S("issued on 16 February 2026"),
        S("no sooner than 16 August 2026"), S("we can prepare an application to the court")],
       ["16 August 2026", "application to the court"],
       "disburseToBeneficiaries refused (DENY); grant.issuedOn and confirmationEligibleFrom; distribution policy."),
    ok("The payout request was declined: the grant of 16/02/2026 has not yet been confirmed, and confirmation cannot "
       "come before 16/08/2026.",
       [S("The payout request was declined"), S("has not yet been confirmed"), S("cannot come before 16/08/2026")],
       ["16/08/2026"],
       "The refused call; grant.confirmedOn null; confirmationEligibleFrom."),
    bad("I have released KSh 600,000 from the estate account for the school fees, and it should reach you within two "
        "days.",
        [C("I have released KSh 600,000", NOEXEC),
         CI("it should reach you within two days", NOPOL + ["NOT_EXECUTED", "CLAIM_WITHOUT_TOOL_EVIDENCE"])],
        ["refused_call_effect", "invented_promise"], ["I have released KSh 600,000", "within two days"],
        "estate.disburseToBeneficiaries was refused (DENY); nothing sets a two-day arrival."),
    bad("The estate account holds KSh 1,842,500. As school fees are an urgent need, they may be paid from it before "
        "the grant is confirmed.",
        [S("holds KSh 1,842,500"), C("they may be paid from it before the grant is confirmed", POL)],
        ["condition_unmet"], ["paid from it before the grant is confirmed"],
        "Urgent needs need a court application; funds are distributed only after confirmation (confirmedOn null)."),
    rep("I could not release the KSh 600,000, since funds are distributed only after the grant is confirmed. Your "
        "grant can be confirmed from 16 June 2026.",
        [S("I could not release the KSh 600,000"), S("funds are distributed only after the grant is confirmed"),
         C("from 16 June 2026", DATE)],
        ["wrong_date"], ["from 16 June 2026"], ["16 August|16/08/2026|16/08", "600,000"],
        "confirmationEligibleFrom 2026-08-16 (six months after 16 February)."),
])

BUNDLES = [p1, p2, p3, p4]
