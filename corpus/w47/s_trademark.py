"""Trademark filing (Markwell IP Partners) — five scenario bundles."""
from common import Bundle, case, repair, S, N, C, I, CI, ep

DOMAIN = "trademark filing"

# ---------------------------------------------------------------------------
# 13. tm-application-status: class 3 under examination, class 35 accepted
# ---------------------------------------------------------------------------
B13 = Bundle(
    "tm-application-status", DOMAIN,
    "What is happening with my KORA BLOOM trademark for the cosmetics?",
    [
        {"id": "matters.get#TM-2026-0061", "kind": "record", "source": "tool:practice.matters.get",
         "fields": {"matter": {
             "id": 91200061, "display_number": "TM-2026-0061",
             "description": "KORA BLOOM - word mark - Zainab Yusuf",
             "status": "Pending", "practice_area": {"id": 44, "name": "Trademarks"},
             "open_date": "2026-02-23"}}},
        {"id": "registry.applications#TM-2026-0061", "kind": "record",
         "source": "tool:ip.registry_applications.list",
         "fields": {"applications": [
             {"application_no": "NG/TM/O/2026/18342", "mark": "KORA BLOOM", "nice_class": 3,
              "filed_on": "2026-03-09", "acknowledged_on": "2026-03-20",
              "registry_stage": "UNDER_EXAMINATION", "last_action_on": "2026-03-20"},
             {"application_no": "NG/TM/O/2026/18343", "mark": "KORA BLOOM", "nice_class": 35,
              "filed_on": "2026-03-09", "registry_stage": "ACCEPTED",
              "accepted_on": "2026-06-01"}]}},
        {"id": "policy#registry-reporting", "kind": "policy", "revision": "2025-10",
         "text": ("The Registry sets its own pace for examination and does not publish target "
                  "dates, so we cannot promise when a decision will issue. We report each Registry "
                  "action to you within 5 working days of receiving it. Acceptance is followed by "
                  "advertisement in the Trademarks Journal.")},
    ],
    now="2026-06-11T11:00:00+01:00",
)

case(B13,
     "Good morning Ms Yusuf, your class 3 application for KORA BLOOM (NG/TM/O/2026/18342), filed on "
     "9 March 2026, is still under examination at the Registry. Your separate class 35 application, "
     "NG/TM/O/2026/18343, was accepted on 1 June 2026 and will next be advertised in the Trademarks "
     "Journal. We will report any Registry action on the class 3 application within 5 working days "
     "of receiving it.",
     [S("class 3 application for KORA BLOOM (NG/TM/O/2026/18342)"), S("filed on 9 March 2026"),
      S("is still under examination at the Registry"),
      S("NG/TM/O/2026/18343, was accepted on 1 June 2026"),
      S("will next be advertised in the Trademarks Journal"),
      S("within 5 working days of receiving it")],
     includes=["NG/TM/O/2026/18342", "1 June 2026"],
     notes="Applications list: class 3 UNDER_EXAMINATION, class 35 ACCEPTED on 2026-06-01; policy "
           "on advertisement and 5-day reporting.")

case(B13,
     "Dear Ms Yusuf,\n\nKORA BLOOM, status by class:\n"
     "- Class 3 (NG/TM/O/2026/18342): under examination; acknowledged by the Registry on "
     "20/03/2026.\n- Class 35 (NG/TM/O/2026/18343): accepted on 01/06/2026.\n\n"
     "The Registry does not publish target dates, so we are unable to say when the class 3 "
     "decision will issue.\n\nKind regards,\nHauwa Garba\nTrade Mark Clerk, Markwell IP Partners",
     [S("under examination; acknowledged by the Registry on 20/03/2026"),
      S("accepted on 01/06/2026"), S("The Registry does not publish target dates")],
     includes=["20/03/2026", "01/06/2026"],
     notes="acknowledged_on 2026-03-20; accepted_on 2026-06-01; policy on target dates.")

case(B13,
     "Matter TM-2026-0061 remains pending; the cosmetics application is still under examination.",
     [S("Matter TM-2026-0061 remains pending"), S("the cosmetics application is still under examination")],
     includes=["TM-2026-0061"],
     notes="matter status Pending; class 3 (cosmetics) UNDER_EXAMINATION.")

case(B13,
     "Good morning Ms Yusuf, good news: your class 3 application for KORA BLOOM was accepted on "
     "1 June 2026. For reference, your application number is TM-2026-0061. We will report any "
     "further Registry action within 5 working days of receiving it.",
     [C("class 3 application for KORA BLOOM was accepted on 1 June 2026", "RECORD_STATE_MISMATCH"),
      C("your application number is TM-2026-0061", "IDENTIFIER_MISMATCH"),
      S("within 5 working days of receiving it")],
     errors=["other_record_value", "wrong_role"],
     excludes=["was accepted on 1 June 2026", "application number is TM-2026-0061"],
     notes="Acceptance on 01/06 belongs to the class 35 application; class 3 is under "
           "examination. TM-2026-0061 is the firm's matter number, not the Registry number.")

case(B13,
     "Dear Ms Yusuf,\n\nYour class 3 application NG/TM/O/2026/18342 was filed on 19 March 2026 "
     "and is under examination. We expect the Registry's decision within the next four weeks."
     "\n\nKind regards,\nHauwa Garba",
     [C("filed on 19 March 2026", "DATE_MISMATCH"), S("and is under examination"),
      CI("decision within the next four weeks", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE",
         "NLI_NOT_ENTAILED")],
     errors=["wrong_date", "invented_promise"],
     excludes=["19 March 2026", "within the next four weeks"],
     notes="filed_on 2026-03-09; policy says no decision date can be promised.")

repair(B13,
       "Good morning Ms Yusuf, your KORA BLOOM class 3 application, number TM-2026-0061, is still "
       "under examination at the Registry. The class 35 application was accepted on 1 June 2026.",
       [C("number TM-2026-0061", "IDENTIFIER_MISMATCH"),
        S("is still under examination at the Registry"), S("accepted on 1 June 2026")],
       errors=["wrong_role"], excludes=["number TM-2026-0061"],
       includes=["NG/TM/O/2026/18342", "1 June 2026|01/06/2026"],
       notes="The Registry application number for class 3 is NG/TM/O/2026/18342.")

# ---------------------------------------------------------------------------
# 14. tm-opposition-window: advertised, two-month opposition period
# ---------------------------------------------------------------------------
B14 = Bundle(
    "tm-opposition-window", DOMAIN,
    "My trademark was published. What happens next, and do I owe anything now?",
    [
        {"id": "registry.applications#TM-2025-0412", "kind": "record",
         "source": "tool:ip.registry_applications.get",
         "fields": {"application": {
             "application_no": "NG/TM/O/2025/40977", "mark": "NAIJAFRESH", "nice_class": 29,
             "applicant": "Obinna Chukwu", "registry_stage": "ADVERTISED",
             "journal": {"issue": "Vol. 12 No. 5", "published_on": "2026-05-29"},
             "opposition_deadline": "2026-07-29", "oppositions_received": 0}}},
        {"id": "bills.list#TM-2025-0412", "kind": "record", "source": "tool:practice.bills.list",
         "fields": {"bills": [
             {"number": "TMB-7610", "state": "paid", "total": 120000.0, "balance": 0.0,
              "memo": "Search and filing - class 29"},
             {"number": "TMB-7731", "state": "draft", "total": 65000.0, "balance": 65000.0,
              "memo": "Registration certificate fee (issue after opposition period)"}]}},
        {"id": "policy#advertisement", "kind": "policy", "revision": "2025-10",
         "text": ("We monitor the Journal and tell you of any opposition on the day it is served "
                  "on us. Once a mark is advertised in the Trademarks Journal, any person may "
                  "oppose it within two months of the Journal date. If no opposition is filed, we "
                  "apply for registration, and the certificate fee becomes payable at that point.")},
    ],
    now="2026-06-02T09:15:00+01:00",
)

case(B14,
     "Good morning Mr Chukwu, NAIJAFRESH was advertised in the Trademarks Journal (Vol. 12 No. 5) "
     "on 29 May 2026. Anyone wishing to oppose it has two months from that date, so the window "
     "closes on 29 July 2026. Nothing is owed at present: the ₦65,000.00 certificate fee becomes "
     "payable only if no opposition is filed and we apply for registration.",
     [S("advertised in the Trademarks Journal (Vol. 12 No. 5) on 29 May 2026"),
      S("has two months from that date"), S("the window closes on 29 July 2026"),
      S("Nothing is owed at present"), S("the ₦65,000.00 certificate fee becomes payable only if")],
     includes=["29 July 2026", "₦65,000.00"],
     notes="journal.published_on 2026-05-29, opposition_deadline 2026-07-29; TMB-7610 paid and "
           "TMB-7731 still a draft; policy on the certificate fee.")

case(B14,
     "Dear Mr Chukwu,\n\nFollowing publication on 29/05/2026, the opposition period for "
     "NAIJAFRESH (application NG/TM/O/2025/40977) runs until 29/07/2026. No opposition has been "
     "received so far. Should one be served on us, you will be told the same day.\n\n"
     "Yours sincerely,\nHauwa Garba\nMarkwell IP Partners",
     [S("Following publication on 29/05/2026"), S("NG/TM/O/2025/40977) runs until 29/07/2026"),
      S("No opposition has been received so far"), S("you will be told the same day")],
     includes=["29/07/2026"],
     notes="oppositions_received 0; policy: told of any opposition the day it is served.")

case(B14,
     "Opposition window: 29/05/2026 to 29/07/2026; no payment is due yet.",
     [S("29/05/2026 to 29/07/2026"), S("no payment is due yet")],
     includes=["29/07/2026"],
     notes="Journal date and opposition_deadline; only a draft bill is open.")

case(B14,
     "Good morning Mr Chukwu, NAIJAFRESH was advertised in the Trademarks Journal on 29 May 2026. "
     "Third parties have three months from that date to oppose, so the window closes on 29 August "
     "2026. Nothing is owed at present.",
     [S("advertised in the Trademarks Journal on 29 May 2026"),
      C("have three months from that date", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
      C("closes on 29 August 2026", "DATE_MISMATCH"), S("Nothing is owed at present")],
     errors=["wrong_period", "wrong_date"],
     excludes=["three months", "29 August 2026"],
     notes="Policy gives two months; opposition_deadline is 2026-07-29.")

case(B14,
     "Dear Mr Chukwu,\n\nNAIJAFRESH was published on 29/05/2026 and may be opposed until "
     "29/07/2026. The certificate fee of ₦65,000.00 is now due on invoice TMB-7731. We have also "
     "lodged a watch notice so that similar marks are flagged to us.\n\nYours sincerely,\n"
     "Hauwa Garba",
     [S("published on 29/05/2026"), S("may be opposed until 29/07/2026"),
      C("₦65,000.00 is now due on invoice TMB-7731", "RECORD_STATE_MISMATCH"),
      I("We have also lodged a watch notice")],
     errors=["wrong_state", "unrecorded_extra"],
     excludes=["is now due on invoice TMB-7731", "lodged a watch notice"],
     notes="TMB-7731 is a draft, payable only after the opposition period; no record of any "
           "watch notice.")

repair(B14,
       "Good morning Mr Chukwu, NAIJAFRESH was advertised on 29 May 2026, and the two-month "
       "opposition window closes on 29 June 2026. Nothing is owed at present.",
       [S("advertised on 29 May 2026"), C("closes on 29 June 2026", "DATE_MISMATCH"),
        S("Nothing is owed at present")],
       errors=["wrong_date"], excludes=["29 June 2026"],
       includes=["29 July|29/07/2026|2026-07-29", "29 May 2026|29/05/2026"],
       notes="opposition_deadline is 2026-07-29.")

# ---------------------------------------------------------------------------
# 15. tm-renewal: registration expiring, fee as decimal strings
# ---------------------------------------------------------------------------
B15 = Bundle(
    "tm-renewal", DOMAIN,
    "When does our SAHEL WEAVE registration expire and what will renewal cost?",
    [
        {"id": "portfolio.list#client-80552", "kind": "record", "source": "tool:ip.portfolio.list",
         "fields": {"client": {"id": 80552, "name": "Sahel Crafts Ltd", "contact": "Musa Danladi"},
                    "registrations": [
                        {"reg_no": "RTM 104552", "mark": "SAHEL WEAVE", "nice_class": 24,
                         "registered_on": "2019-08-14", "expires_on": "2026-08-14",
                         "status": "REGISTERED"},
                        {"reg_no": "RTM 118230", "mark": "SAHEL THREADS", "nice_class": 25,
                         "registered_on": "2022-02-03", "expires_on": "2029-02-03",
                         "status": "REGISTERED"}]}},
        {"id": "quotes.get#TM-2026-0144", "kind": "record", "source": "tool:billing.quotes.get",
         "fields": {"quote": {"matter": "TM-2026-0144", "description": "Renewal - RTM 104552",
                              "status": "CURRENT", "currency": "NGN",
                              "fee_breakdown": {"official_fee": "30000.00",
                                                "professional_fee": "45000.00"},
                              "total": "75000.00"}}},
        {"id": "policy#renewals", "kind": "policy", "revision": "2025-10",
         "text": ("We remind clients 90 days before a registration expires. Each renewal keeps the "
                  "registration in force for a further 14 years. A renewal filed after expiry but "
                  "within the six-month grace period attracts a late fee of N20,000. A mark not "
                  "renewed by the end of the grace period may be removed from the register.")},
    ],
    now="2026-07-20T10:30:00+01:00",
)

case(B15,
     "Good morning Mr Danladi, registration RTM 104552 for SAHEL WEAVE expires on 14 August 2026. "
     "Renewing it costs ₦75,000.00: the ₦30,000.00 official fee plus our ₦45,000.00 professional "
     "fee. Each renewal keeps the mark in force for a further 14 years.",
     [S("registration RTM 104552 for SAHEL WEAVE expires on 14 August 2026"),
      S("Renewing it costs ₦75,000.00"), S("the ₦30,000.00 official fee"),
      S("our ₦45,000.00 professional fee"), S("for a further 14 years")],
     includes=["14 August 2026", "₦75,000.00"],
     notes="expires_on 2026-08-14; fee_breakdown decimal strings and total 75000.00; policy 14 "
           "years.")

case(B15,
     "Dear Mr Danladi,\n\nThe SAHEL WEAVE registration will expire on 14/08/2026, and the renewal "
     "has been quoted at seventy-five thousand naira. Should it be filed after expiry but within "
     "the six-month grace period, a late fee of twenty thousand naira is added. Your SAHEL THREADS "
     "registration runs until 03/02/2029.\n\nYours sincerely,\n"
     "Hauwa Garba\nMarkwell IP Partners",
     [S("will expire on 14/08/2026"), S("quoted at seventy-five thousand naira"),
      S("within the six-month grace period"), S("a late fee of twenty thousand naira"),
      S("SAHEL THREADS registration runs until 03/02/2029")],
     includes=["14/08/2026", "seventy-five thousand naira"],
     notes="Portfolio shows both registrations; policy on grace period and late fee.")

case(B15,
     "SAHEL WEAVE expires on 14/08/2026; renewal is ₦75,000 in total.",
     [S("SAHEL WEAVE expires on 14/08/2026"), S("renewal is ₦75,000 in total")],
     includes=["14/08/2026"],
     notes="expires_on and quote total.")

case(B15,
     "Good morning Mr Danladi, the SAHEL WEAVE registration expires on 3 February 2029. Renewing "
     "it costs ₦75,000.00 in total, and each renewal lasts for 10 years.",
     [C("SAHEL WEAVE registration expires on 3 February 2029", "DATE_MISMATCH"),
      S("Renewing it costs ₦75,000.00 in total"),
      C("each renewal lasts for 10 years", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     errors=["other_record_value", "wrong_period"],
     excludes=["3 February 2029", "for 10 years"],
     notes="2029-02-03 is the SAHEL THREADS expiry; SAHEL WEAVE expires 2026-08-14. Policy: 14 "
           "years per renewal.")

case(B15,
     "Dear Mr Danladi,\n\nSAHEL WEAVE (RTM 104552) expires on 14 August 2026. The renewal comes to "
     "₦65,000.00: the official fee of ₦30,000.00 and our professional fee of ₦45,000.00. If "
     "it suits you better, the renewal can be filed up to six months after expiry at no extra "
     "cost.\n\nYours sincerely,\nHauwa Garba",
     [S("(RTM 104552) expires on 14 August 2026"),
      C("The renewal comes to ₦65,000.00", "AMOUNT_MISMATCH"),
      S("official fee of ₦30,000.00"), S("professional fee of ₦45,000.00"),
      C("at no extra cost", "NLI_CONTRADICTION")],
     errors=["wrong_arithmetic", "wrong_policy_condition"],
     excludes=["₦65,000.00", "at no extra cost"],
     notes="30,000 + 45,000 = 75,000 (quote total 75000.00). Filing in the grace period costs a "
           "N20,000 late fee.")

repair(B15,
       "Good morning Mr Danladi, registration RTM 118230 for SAHEL WEAVE expires on 14 August 2026, "
       "and renewal costs ₦75,000.00 in total.",
       [C("registration RTM 118230 for SAHEL WEAVE", "IDENTIFIER_MISMATCH"),
        S("expires on 14 August 2026"), S("renewal costs ₦75,000.00 in total")],
       errors=["other_record_value"], excludes=["RTM 118230"],
       includes=["RTM 104552|104552", "14 August 2026|14/08/2026", "₦75,000|75,000"],
       notes="RTM 118230 is SAHEL THREADS; SAHEL WEAVE is RTM 104552.")

# ---------------------------------------------------------------------------
# 16. tm-search-filing: similar marks found, filing escalated to partner
# ---------------------------------------------------------------------------
B16 = Bundle(
    "tm-search-filing", DOMAIN,
    "Have you filed my EDO SPICE HOUSE application yet? And what do I owe for the search?",
    [
        {"id": "matters.get#TM-2026-0203", "kind": "record", "source": "tool:practice.matters.get",
         "fields": {"matter": {"id": 91200203, "display_number": "TM-2026-0203",
                               "description": "EDO SPICE HOUSE - device mark - Efosa Igbinedion",
                               "status": "Open", "practice_area": {"name": "Trademarks"}}}},
        {"id": "search_reports.get#SR-5521", "kind": "record", "source": "tool:ip.search_reports.get",
         "fields": {"report": {"ref": "SR-5521", "completed_on": "2026-06-16",
                               "result": "SIMILAR_MARKS_FOUND",
                               "similar_marks": [
                                   {"mark": "EDO SPICE", "nice_class": 30, "status": "REGISTERED"},
                                   {"mark": "SPICE HOUSE NG", "nice_class": 30,
                                    "status": "PENDING"}]}}},
        {"id": "activities.list#TM-2026-0203", "kind": "record",
         "source": "tool:practice.activities.list",
         "fields": {"activities": [
             {"date": "2026-06-15", "description": "Registry and common-law search",
              "quantity_in_hours": 1.5, "rate": 25000.0, "total": 37500.0},
             {"date": "2026-06-16", "description": "Search advice letter",
              "quantity_in_hours": 0.5, "rate": 25000.0, "total": 12500.0}]}},
        {"id": "bills.get#TMB-7802", "kind": "record", "source": "tool:practice.bills.get",
         "fields": {"bill": {"number": "TMB-7802", "state": "awaiting_payment",
                             "total": 50000.0, "balance": 50000.0, "due_at": "2026-07-02"}}},
        {"id": "registry_filings.create#call-4", "kind": "refused_call",
         "tool": "registry_filings.create", "decision": "ESCALATE",
         "args": {"matter": "TM-2026-0203", "mark": "EDO SPICE HOUSE", "nice_class": 30},
         "reason": "PARTNER_REVIEW_SIMILAR_MARKS"},
        {"id": "policy#search-and-filing", "kind": "policy", "revision": "2025-10",
         "text": ("Search time is billed at N25,000 per hour. Where our search finds similar "
                  "marks, a partner reviews the risk before any application is filed, and we write "
                  "to you with the outcome of that review.")},
    ],
    now="2026-06-18T15:20:00+01:00",
)

case(B16,
     "Good afternoon Mr Igbinedion, the application has not been filed yet. Our search found two "
     "similar marks, so a partner must review the risk before anything is filed, and we will write "
     "to you with the outcome. The search (1.5 hours) and the advice letter (0.5 hours) at "
     "₦25,000.00 per hour come to ₦50,000.00, billed on invoice TMB-7802.",
     [S("the application has not been filed yet"), S("Our search found two similar marks"),
      S("a partner must review the risk before anything is filed"),
      S("we will write to you with the outcome"), S("The search (1.5 hours)"),
      S("the advice letter (0.5 hours)"), S("at ₦25,000.00 per hour"),
      S("come to ₦50,000.00, billed on invoice TMB-7802")],
     includes=["not been filed", "₦50,000.00"],
     notes="registry_filings.create ESCALATEd (PARTNER_REVIEW_SIMILAR_MARKS); report lists two "
           "similar marks; activities 37500 + 12500 = 50000 = TMB-7802 total.")

case(B16,
     "Dear Mr Igbinedion,\n\nYour application has been referred to a partner for review and has "
     "not yet been lodged with the Registry, as two similar marks were found in class 30. Invoice "
     "TMB-7802 for fifty thousand naira, covering the search and advice letter, is awaiting payment "
     "and is due by 02/07/2026.\n\nYours sincerely,\nHauwa Garba\nMarkwell IP Partners",
     [S("referred to a partner for review"), S("has not yet been lodged with the Registry"),
      S("two similar marks were found in class 30"),
      S("TMB-7802 for fifty thousand naira"), S("is awaiting payment"),
      S("due by 02/07/2026")],
     includes=["fifty thousand naira", "02/07/2026"],
     notes="Refused filing; similar_marks both class 30; bill state awaiting_payment, due_at "
           "2026-07-02.")

case(B16,
     "Good afternoon Mr Igbinedion, your EDO SPICE HOUSE application was filed with the Registry "
     "today. Our search found three similar marks, which we will keep an eye on. The search and "
     "advice letter come to ₦50,000.00 on invoice TMB-7802.",
     [C("application was filed with the Registry today", "NOT_EXECUTED"),
      C("found three similar marks", "VALUE_MISMATCH"),
      S("come to ₦50,000.00 on invoice TMB-7802")],
     errors=["refused_call_effect", "wrong_quantity"],
     excludes=["was filed with the Registry today", "three similar marks"],
     notes="The filing call was ESCALATEd, not executed; the report lists two similar marks.")

case(B16,
     "Dear Mr Igbinedion,\n\nThe application will not be filed until a partner has reviewed the "
     "search results. We recorded 1 hour 50 minutes on the search, and the amount owed for the "
     "search and advice letter is ₦37,500.00.\n\nYours sincerely,\nHauwa Garba",
     [S("will not be filed until a partner has reviewed the search results"),
      C("1 hour 50 minutes on the search", "VALUE_MISMATCH"),
      C("advice letter is ₦37,500.00", "AMOUNT_MISMATCH")],
     errors=["unit_conversion", "wrong_arithmetic"],
     excludes=["1 hour 50 minutes", "₦37,500.00"],
     notes="1.5 decimal hours is 1 hour 30 minutes. 37,500 is the search entry alone; with the "
           "advice letter the total is 50,000.")

repair(B16,
       "Good afternoon Mr Igbinedion, we have now filed your EDO SPICE HOUSE application with the "
       "Registry. The search and advice letter come to ₦50,000.00 on invoice TMB-7802.",
       [C("we have now filed your EDO SPICE HOUSE application", "NOT_EXECUTED"),
        S("come to ₦50,000.00 on invoice TMB-7802")],
       errors=["refused_call_effect"], excludes=["we have now filed"],
       includes=["not been filed|not yet been filed|not yet filed|has not|partner|review|"
                 "could not|unable",
                 "₦50,000|50,000"],
       notes="registry_filings.create was ESCALATEd for partner review.")

# ---------------------------------------------------------------------------
# 17. tm-multi-class-quote: v2 quote for three classes, trust deposit
# ---------------------------------------------------------------------------
B17 = Bundle(
    "tm-multi-class-quote", DOMAIN,
    "How much more do I need to pay before you file for all three classes?",
    [
        {"id": "quotes.list#TM-2026-0230", "kind": "record", "source": "tool:billing.quotes.list",
         "fields": {"client": "Rukayat Adebanjo", "mark": "ADUNNI EATS", "quotes": [
             {"version": 1, "status": "SUPERSEDED", "issued_on": "2026-06-08",
              "classes": [29, 43], "official_fees": 50000.0, "professional_fees": 80000.0,
              "total": 130000.0},
             {"version": 2, "status": "CURRENT", "issued_on": "2026-06-15",
              "valid_until": "2026-07-15", "classes": [29, 30, 43],
              "official_fees": 75000.0, "professional_fees": 120000.0, "total": 195000.0}]}},
        {"id": "trust.balance#TM-2026-0230", "kind": "record", "source": "tool:practice.trust_ledger.get",
         "fields": {"trust_account": {"matter": "TM-2026-0230", "currency": "NGN",
                                      "balance": 100000.0,
                                      "entries": [{"date": "2026-06-10", "type": "DEPOSIT",
                                                   "amount": 100000.0,
                                                   "memo": "Held against filing"}]}}},
        {"id": "policy#multi-class", "kind": "policy", "revision": "2025-10",
         "text": ("We file one application for each class. Official fees are paid from money held "
                  "in trust on your behalf at the time of filing. The full amount of the current "
                  "quote must be held in trust before we file. Quotes are valid for 30 days from "
                  "issue.")},
        {"id": "kb#nice-classes-food", "kind": "passage",
         "text": ("Class 29: meat, fish, preserved and cooked foods, edible oils.\n"
                  "Class 30: coffee, tea, rice, flour, spices, bakery goods, sauces.\n"
                  "Class 43: services for providing food and drink, restaurants, catering.")},
    ],
    now="2026-06-20T12:00:00+01:00",
)

case(B17,
     "Good afternoon Ms Adebanjo, the current quote (version 2) covers three applications, one each "
     "for classes 29, 30 and 43, and totals ₦195,000.00: ₦75,000.00 in official fees and "
     "₦120,000.00 in professional fees. We hold ₦100,000.00 in trust for you, so a further "
     "₦95,000.00 is needed before we can file.",
     [S("covers three applications, one each for classes 29, 30 and 43"),
      S("totals ₦195,000.00"), S("₦75,000.00 in official fees"),
      S("₦120,000.00 in professional fees"), S("We hold ₦100,000.00 in trust for you"),
      S("a further ₦95,000.00 is needed before we can file")],
     includes=["₦95,000.00", "₦195,000.00"],
     notes="Quote v2 CURRENT total 195000; trust balance 100000; 195000 - 100000 = 95000; policy "
           "needs the full quote in trust before filing.")

case(B17,
     "Dear Ms Adebanjo,\n\nClass 43 covers your restaurant services, while classes 29 and 30 cover "
     "your packaged foods and sauces. The revised quote of 15/06/2026 for all three classes is "
     "one hundred and ninety-five thousand naira and remains valid until 15/07/2026. The full "
     "amount must be held in trust before we file.\n\nKind regards,\nHauwa Garba\n"
     "Markwell IP Partners",
     [S("Class 43 covers your restaurant services"),
      S("classes 29 and 30 cover your packaged foods and sauces"),
      S("revised quote of 15/06/2026"), S("one hundred and ninety-five thousand naira"),
      S("remains valid until 15/07/2026"), S("The full amount must be held in trust before we file")],
     includes=["15/07/2026", "one hundred and ninety-five thousand naira"],
     notes="KB passage on classes; quote v2 issued_on and valid_until; policy sentence.")

case(B17,
     "₦95,000 more is needed in trust before filing (₦195,000 quote less ₦100,000 held).",
     [S("₦95,000 more is needed in trust before filing"), S("₦195,000 quote"),
      S("₦100,000 held")],
     includes=["₦95,000"],
     notes="Quote v2 total and trust balance.")

case(B17,
     "Good afternoon Ms Adebanjo, your quote totals ₦130,000.00. We hold ₦100,000.00 in trust for "
     "you, so a further ₦30,000.00 is needed before we can file.",
     [C("your quote totals ₦130,000.00", "AMOUNT_MISMATCH"),
      S("We hold ₦100,000.00 in trust for you"),
      C("a further ₦30,000.00 is needed", "AMOUNT_MISMATCH")],
     errors=["stale_value", "wrong_amount"],
     excludes=["₦130,000.00", "₦30,000.00 is needed"],
     notes="N130,000 is quote version 1 (SUPERSEDED, two classes); the current total is "
           "N195,000, leaving N95,000.")

case(B17,
     "Dear Ms Adebanjo,\n\nThe current quote for the three classes is ₦195,000.00. We can file "
     "now and you may pay the remaining balance afterwards. Class 30 covers your restaurant "
     "services.\n\nKind regards,\nHauwa Garba",
     [S("the three classes is ₦195,000.00"),
      C("We can file now and you may pay the remaining balance afterwards", "NLI_CONTRADICTION"),
      C("Class 30 covers your restaurant services", "NLI_CONTRADICTION")],
     errors=["wrong_policy_condition", "invented_fact"],
     excludes=["pay the remaining balance afterwards", "Class 30 covers your restaurant services"],
     notes="Policy: the full quote must be in trust before filing. KB: restaurants are class 43.")

repair(B17,
       "Good afternoon Ms Adebanjo, your current quote for classes 29, 30 and 43 totals "
       "₦195,000.00. We hold ₦100,000.00 in trust, so a further ₦85,000.00 is needed before we "
       "can file.",
       [S("classes 29, 30 and 43 totals ₦195,000.00"), S("We hold ₦100,000.00 in trust"),
        C("a further ₦85,000.00 is needed", "AMOUNT_MISMATCH")],
       errors=["wrong_arithmetic"], excludes=["₦85,000.00"],
       includes=["₦95,000|N95,000|NGN 95,000|ninety-five thousand", "₦195,000|195,000"],
       notes="195,000 - 100,000 = 95,000.")
