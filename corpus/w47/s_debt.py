"""Debt-advice service (ClearPath Debt Advice) — four scenario bundles."""
from common import Bundle, case, repair, S, N, C, I, CI, ep

DOMAIN = "debt-advice service"

# ---------------------------------------------------------------------------
# 23. debt-plan-setup: plan active, one creditor yet to respond
# ---------------------------------------------------------------------------
B23 = Bundle(
    "debt-plan-setup", DOMAIN,
    "Is my debt plan up and running? Who has agreed, and how much do I pay each month?",
    [
        {"id": "matters.get#DA-2026-0207", "kind": "record", "source": "tool:practice.matters.get",
         "fields": {"matter": {
             "id": 93300207, "display_number": "DA-2026-0207",
             "description": "Debt management plan - Emmanuel Okoro", "status": "Open",
             "practice_area": {"id": 61, "name": "Debt Advice"},
             "plan": {"type": "DEBT_MANAGEMENT_PLAN", "status": "ACTIVE", "start_date": "2026-06-05",
                      "monthly_payment": 85000.0, "collection_day": 5},
             "creditors": [
                 {"name": "Lumen Microfinance", "balance": 420000.0, "response": "ACCEPTED"},
                 {"name": "QuickCred Loans", "balance": 260000.0, "response": "ACCEPTED"},
                 {"name": "Harbour Bank (credit card)", "balance": 310000.0,
                  "response": "PENDING_RESPONSE"}]}}},
        {"id": "trust.ledger#DA-2026-0207", "kind": "record", "source": "tool:practice.trust_ledger.get",
         "fields": {"trust_account": {"matter": "DA-2026-0207", "currency": "NGN", "entries": [
             {"date": "2026-06-05", "type": "RECEIPT", "memo": "Plan payment 1", "amount": 85000.0},
             {"date": "2026-06-09", "type": "DISBURSEMENT", "memo": "Distribution to creditors",
              "amount": -85000.0}], "balance": 0.0}}},
        {"id": "policy#dmp", "kind": "policy", "revision": "2026-02",
         "text": ("Payments are passed on to your creditors within 5 working days of receipt. A plan "
                  "does not stop creditors adding interest unless they agree to freeze it. Our "
                  "service is free to clients: we charge no set-up fee and no monthly fee.")},
    ],
    now="2026-06-16T10:00:00+01:00",
)

case(B23,
     "Good morning Mr Okoro, your debt management plan has been active since 5 June 2026, with a "
     "monthly payment of ₦85,000.00 collected on the 5th of each month. Lumen Microfinance and "
     "QuickCred Loans have accepted the plan; Harbour Bank has not yet responded. Your three debts "
     "total ₦990,000.00.",
     [S("has been active since 5 June 2026"), S("monthly payment of ₦85,000.00"),
      S("collected on the 5th of each month"),
      S("Lumen Microfinance and QuickCred Loans have accepted the plan"),
      S("Harbour Bank has not yet responded"), S("Your three debts total ₦990,000.00")],
     includes=["₦85,000.00", "₦990,000.00"],
     notes="plan ACTIVE from 2026-06-05, monthly_payment 85000, collection_day 5; creditor "
           "responses; 420000 + 260000 + 310000 = 990000.")

case(B23,
     "Dear Mr Okoro,\n\nYour plan at a glance:\n"
     "• Monthly payment: eighty-five thousand naira, on the 5th\n"
     "• First payment: received 05/06/2026 and passed to your creditors on 09/06/2026\n"
     "• Creditors: two have accepted, Harbour Bank is yet to reply\n\n"
     "Our service is free: there are no set-up or monthly fees.\n\n"
     "Kind regards,\nRemi Ojo\nCaseworker, ClearPath Debt Advice",
     [S("eighty-five thousand naira, on the 5th"), S("received 05/06/2026"),
      S("passed to your creditors on 09/06/2026"), S("two have accepted"),
      S("Harbour Bank is yet to reply"), S("there are no set-up or monthly fees")],
     includes=["eighty-five thousand naira", "09/06/2026"],
     notes="Trust receipt 05/06 and disbursement 09/06; creditor responses; policy on fees.")

case(B23,
     "Active since 05/06/2026; ₦85,000 a month; two of your three creditors have agreed.",
     [S("Active since 05/06/2026"), S("₦85,000 a month"),
      S("two of your three creditors have agreed")],
     includes=["₦85,000"],
     notes="plan fields and creditor responses.")

case(B23,
     "Good morning Mr Okoro, your debt management plan has been active since 5 June 2026 at "
     "₦85,000.00 a month. All three of your creditors have accepted the plan. Your debts total "
     "₦730,000.00.",
     [S("has been active since 5 June 2026"), S("₦85,000.00 a month"),
      C("All three of your creditors have accepted the plan", "RECORD_STATE_MISMATCH"),
      C("Your debts total ₦730,000.00", "AMOUNT_MISMATCH")],
     errors=["wrong_state", "wrong_arithmetic"],
     excludes=["All three of your creditors have accepted", "₦730,000.00"],
     notes="Harbour Bank is PENDING_RESPONSE. 730,000 leaves out QuickCred's 260,000; the total "
           "is 990,000.")

case(B23,
     "Dear Mr Okoro,\n\nYour plan has been active since 05/06/2026 at ₦85,000.00 a month. Now that "
     "the plan has started, your creditors will freeze interest on your accounts. A monthly "
     "management fee of ₦5,000 is included in your payment.\n\nKind regards,\nRemi Ojo",
     [S("active since 05/06/2026 at ₦85,000.00 a month"),
      C("your creditors will freeze interest on your accounts", "NLI_CONTRADICTION"),
      C("A monthly management fee of ₦5,000 is included", "NLI_CONTRADICTION")],
     errors=["wrong_policy_condition", "invented_fact"],
     excludes=["will freeze interest", "monthly management fee of ₦5,000"],
     notes="Policy: interest continues unless creditors agree to freeze it; the service charges "
           "no monthly fee.")

repair(B23,
       "Good morning Mr Okoro, your plan has been active since 5 June 2026 at ₦85,000.00 a month, "
       "and all three of your creditors have accepted it.",
       [S("active since 5 June 2026"), S("₦85,000.00 a month"),
        C("all three of your creditors have accepted it", "RECORD_STATE_MISMATCH")],
       errors=["wrong_state"], excludes=["all three of your creditors have accepted"],
       includes=["Harbour|not yet responded|yet to reply|pending|two of", "₦85,000|85,000"],
       notes="Harbour Bank's response is PENDING_RESPONSE.")

# ---------------------------------------------------------------------------
# 24. debt-settlement-fee: success fee, waiver condition not met
# ---------------------------------------------------------------------------
B24 = Bundle(
    "debt-settlement-fee", DOMAIN,
    "Swiftline accepted the offer? What do I pay them, and do I owe you anything?",
    [
        {"id": "matters.get#DA-2026-0265", "kind": "record", "source": "tool:practice.matters.get",
         "fields": {"matter": {
             "id": 93300265, "display_number": "DA-2026-0265",
             "description": "Settlement negotiation - Swiftline Finance - Patience Etim",
             "status": "Open", "practice_area": {"name": "Debt Advice"},
             "settlement": {"creditor": "Swiftline Finance", "balance_before": 600000.0,
                            "agreed_sum": 360000.0, "written_off": 240000.0,
                            "agreed_on": "2026-06-22", "pay_by": "2026-07-10",
                            "status": "ACCEPTED_BY_CREDITOR"}}}},
        {"id": "income_assessments.list#client-81233", "kind": "record",
         "source": "tool:advice.income_assessments.list",
         "fields": {"assessments": [
             {"assessed_on": "2025-09-14", "monthly_income": 140000.0, "status": "SUPERSEDED"},
             {"assessed_on": "2026-05-30", "monthly_income": 185000.0, "status": "CURRENT"}]}},
        {"id": "bills.get#DAB-1190", "kind": "record", "source": "tool:practice.bills.get",
         "fields": {"bill": {"number": "DAB-1190", "state": "awaiting_payment",
                             "memo": "Success fee - 10% of amount written off",
                             "total": 24000.0, "balance": 24000.0, "due_at": "2026-07-22"}}},
        {"id": "policy#settlement-fees", "kind": "policy", "revision": "2026-02",
         "text": ("The settlement sum must reach the creditor by the date in its acceptance letter, "
                  "or the creditor may withdraw its offer. Negotiated settlements carry a success "
                  "fee of 10% of the amount written off. The fee is waived where your assessed "
                  "monthly income is below N150,000 when the settlement is agreed.")},
    ],
    now="2026-06-24T14:30:00+01:00",
)

case(B24,
     "Good afternoon Ms Etim, Swiftline Finance has accepted ₦360,000.00 in full and final "
     "settlement of your ₦600,000.00 balance, writing off ₦240,000.00. The settlement must reach "
     "them by 10 July 2026, or they may withdraw the offer. Our success fee is 10% of the amount "
     "written off, ₦24,000.00, on invoice DAB-1190. The fee waiver does not apply, as your assessed "
     "monthly income of ₦185,000.00 is above the ₦150,000 limit.",
     [S("Swiftline Finance has accepted ₦360,000.00"), S("your ₦600,000.00 balance"),
      S("writing off ₦240,000.00"), S("must reach them by 10 July 2026"),
      S("or they may withdraw the offer"), S("10% of the amount written off, ₦24,000.00"),
      S("on invoice DAB-1190"), S("The fee waiver does not apply"),
      S("assessed monthly income of ₦185,000.00")],
     includes=["₦360,000.00", "₦24,000.00"],
     notes="settlement fields; DAB-1190 total 24000; CURRENT assessment 185000 is above the "
           "N150,000 waiver limit.")

case(B24,
     "Dear Ms Etim,\n\nYour offer was accepted by Swiftline Finance on 22/06/2026. Three hundred and "
     "sixty thousand naira is to be paid to them no later than 10/07/2026. Our invoice DAB-1190 "
     "for ₦24,000.00 is due by 22/07/2026.\n\nKind regards,\nRemi Ojo\n"
     "Caseworker, ClearPath Debt Advice",
     [S("accepted by Swiftline Finance on 22/06/2026"),
      S("Three hundred and sixty thousand naira is to be paid"),
      S("no later than 10/07/2026"), S("DAB-1190 for ₦24,000.00 is due by 22/07/2026")],
     includes=["10/07/2026", "Three hundred and sixty thousand naira"],
     notes="settlement agreed_on and pay_by; bill total and due_at.")

case(B24,
     "Good afternoon Ms Etim, Swiftline Finance has accepted ₦360,000.00 in settlement, to be paid "
     "by 10 July 2026. Since your assessed income of ₦140,000.00 is below the limit, our success "
     "fee is waived.",
     [S("Swiftline Finance has accepted ₦360,000.00"), S("to be paid by 10 July 2026"),
      C("assessed income of ₦140,000.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
      C("our success fee is waived", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH",
        "VALUE_MISMATCH")],
     errors=["stale_value", "condition_unmet"],
     excludes=["₦140,000.00", "success fee is waived"],
     notes="140000 is the SUPERSEDED 2025 assessment; the CURRENT one is 185000, above N150,000, "
           "and DAB-1190 for N24,000 is awaiting payment.")

case(B24,
     "Dear Ms Etim,\n\nSwiftline Finance has accepted ₦360,000.00, and the payment must reach them "
     "by 10 August 2026. Our success fee of 10% comes to ₦36,000.00.\n\nKind regards,\nRemi Ojo",
     [S("Swiftline Finance has accepted ₦360,000.00"),
      C("by 10 August 2026", "DATE_MISMATCH"),
      C("comes to ₦36,000.00", "AMOUNT_MISMATCH")],
     errors=["wrong_date", "wrong_arithmetic"],
     excludes=["10 August 2026", "₦36,000.00"],
     notes="pay_by is 2026-07-10. The fee is 10% of the 240,000 written off (24,000), not of the "
           "360,000 paid.")

repair(B24,
       "Good afternoon Ms Etim, Swiftline Finance has accepted ₦360,000.00, payable by 10 July "
       "2026. As your offer succeeded, our success fee is waived.",
       [S("has accepted ₦360,000.00"), S("payable by 10 July 2026"),
        C("our success fee is waived", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH",
          "VALUE_MISMATCH")],
       errors=["condition_unmet"], excludes=["success fee is waived"],
       includes=["₦24,000|24,000|24000", "₦360,000|360,000"],
       notes="Income 185000 is above the N150,000 waiver limit; DAB-1190 for N24,000 is due.")

# ---------------------------------------------------------------------------
# 25. debt-adviser-call: budget review call tomorrow
# ---------------------------------------------------------------------------
B25 = Bundle(
    "debt-adviser-call", DOMAIN,
    "What time is my call tomorrow, and what do I need to have ready?",
    [
        {"id": "calendar_entries.list#DA-2026-0290", "kind": "record",
         "source": "tool:practice.calendar_entries.list",
         "fields": {"firm_time_zone": "Africa/Lagos", "calendar_entries": [
             {"id": 9940012, "summary": "Initial advice call", "start_at": "2026-06-10T13:00:00Z",
              "duration": "PT30M", "status": "COMPLETED"},
             {"id": 9940077, "summary": "Budget review call", "start_at": "2026-07-15T10:30:00Z",
              "duration": "PT45M", "status": "CONFIRMED", "channel": "PHONE",
              "dial_to": "+234 803 *** 0417",
              "attendees": [{"name": "Tobi Adeleke", "role": "ADVISER"},
                            {"name": "Grace Nnaji", "role": "SUPERVISOR", "optional": True}]}]}},
        {"id": "matters.get#DA-2026-0290", "kind": "record", "source": "tool:practice.matters.get",
         "fields": {"matter": {"display_number": "DA-2026-0290", "status": "Open",
                               "client": {"name": "Aisha Lawal"},
                               "practice_area": {"name": "Debt Advice"},
                               "document_checklist": ["LAST_3_PAYSLIPS", "BANK_STATEMENTS_90_DAYS",
                                                      "CREDITOR_LETTERS"]}}},
        {"id": "policy#advice-calls", "kind": "policy", "revision": "2026-02",
         "text": ("All advice calls are free of charge. Please have your last three payslips, 90 "
                  "days of bank statements and any letters from creditors to hand. If you miss the "
                  "call, your adviser tries once more 15 minutes later and then rebooks it with "
                  "you.")},
    ],
    now="2026-07-14T17:00:00+01:00",
)

case(B25,
     "Good evening Ms Lawal, your budget review call is tomorrow, Wednesday 15 July, at 11:30 AM "
     "with your adviser Mr Tobi Adeleke, and it is booked for 45 minutes. Please have ready your "
     "last three payslips, 90 days of bank statements and any letters from your creditors. The "
     "call is free of charge.",
     [S("tomorrow, Wednesday 15 July, at 11:30 AM"), S("with your adviser Mr Tobi Adeleke"),
      S("booked for 45 minutes"), S("last three payslips"), S("90 days of bank statements"),
      S("any letters from your creditors"), S("The call is free of charge")],
     includes=["11:30 AM", "Tobi Adeleke"],
     notes="entry 9940077 at 10:30Z = 11:30 WAT on 15/07 (tomorrow from 14/07), PT45M, ADVISER "
           "Tobi Adeleke; checklist and policy.")

case(B25,
     "Tomorrow at 11:30 AM for 45 minutes; we will ring you on the number ending 0417.",
     [S("Tomorrow at 11:30 AM"), S("for 45 minutes"), S("the number ending 0417")],
     includes=["11:30 AM"],
     notes="start_at, duration, dial_to.")

case(B25,
     "Dear Ms Lawal,\n\nFor your call on 15/07/2026 at 11:30:\n"
     "- Payslips: the last three\n- Bank statements: the last 90 days\n- Any letters from "
     "creditors\n\nIf the call is missed, a second attempt will be made 15 minutes later, after "
     "which it will be rebooked with you.\n\nKind regards,\nRemi Ojo\nClearPath Debt Advice",
     [S("15/07/2026 at 11:30"), S("Payslips: the last three"),
      S("Bank statements: the last 90 days"),
      S("a second attempt will be made 15 minutes later"),
      S("after which it will be rebooked with you")],
     includes=["15/07/2026"],
     notes="calendar entry; checklist; policy on missed calls.")

case(B25,
     "Good evening Ms Lawal, your budget review call is tomorrow at 10:30 AM with your adviser Mrs "
     "Grace Nnaji, and it is booked for 45 minutes. Please have your last three payslips ready.",
     [C("tomorrow at 10:30 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
      C("your adviser Mrs Grace Nnaji", "VALUE_MISMATCH"),
      S("booked for 45 minutes"), S("have your last three payslips ready")],
     errors=["unit_conversion", "wrong_role"],
     excludes=["at 10:30 AM", "adviser Mrs Grace Nnaji"],
     notes="10:30Z is 11:30 WAT. Grace Nnaji is the optional SUPERVISOR; the ADVISER is Tobi "
           "Adeleke.")

case(B25,
     "Dear Ms Lawal,\n\nYour call is tomorrow at 11:30 AM. Please have bank statements for the "
     "last six months to hand. We have also sent a reminder text to your phone.\n\n"
     "Kind regards,\nRemi Ojo",
     [S("Your call is tomorrow at 11:30 AM"),
      C("bank statements for the last six months", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
      I("We have also sent a reminder text")],
     errors=["wrong_period", "unrecorded_extra"],
     excludes=["last six months", "sent a reminder text"],
     notes="Checklist and policy ask for 90 days of statements; no record of a reminder text.")

repair(B25,
       "Good evening Ms Lawal, your budget review call is tomorrow at 11:30 AM with your adviser "
       "Mrs Grace Nnaji and lasts 45 minutes.",
       [S("tomorrow at 11:30 AM"), C("your adviser Mrs Grace Nnaji", "VALUE_MISMATCH"),
        S("lasts 45 minutes")],
       errors=["wrong_role"], excludes=["Grace Nnaji"],
       includes=["Tobi Adeleke|Adeleke", "11:30 AM|11:30"],
       notes="The ADVISER attendee is Tobi Adeleke; Grace Nnaji is an optional supervisor.")

# ---------------------------------------------------------------------------
# 26. debt-creditor-hold: contact refused until authority signed
# ---------------------------------------------------------------------------
B26 = Bundle(
    "debt-creditor-hold", DOMAIN,
    "Rapidcash keep calling me. Have you told them to stop for 30 days?",
    [
        {"id": "matters.get#DA-2026-0311", "kind": "record", "source": "tool:practice.matters.get",
         "fields": {"matter": {
             "display_number": "DA-2026-0311", "status": "Open",
             "client": {"name": "Samuel Ekanem"}, "practice_area": {"name": "Debt Advice"},
             "authority_form": {"status": "SENT_NOT_SIGNED", "sent_on": "2026-07-20",
                                "channel": "EMAIL"},
             "creditors": [
                 {"name": "Rapidcash Lenders", "balance": 145500.0, "arrears_since": "2026-04-30"},
                 {"name": "Harbour Bank", "balance": 210000.0, "arrears_since": None}]}}},
        {"id": "creditor_requests.create#call-11", "kind": "refused_call",
         "tool": "creditor_requests.create", "decision": "ESCALATE",
         "args": {"matter": "DA-2026-0311", "creditor": "Rapidcash Lenders",
                  "request": "HOLD_COLLECTION_30_DAYS"},
         "reason": "SIGNED_AUTHORITY_MISSING"},
        {"id": "policy#creditor-contact", "kind": "policy", "revision": "2026-02",
         "text": ("We can contact a creditor for you only once you have signed our letter of "
                  "authority. When we hold it, we ask your creditors to pause collection for 30 "
                  "days while we prepare your budget. Creditors are not obliged to agree to a "
                  "pause.")},
    ],
    now="2026-07-22T11:45:00+01:00",
)

case(B26,
     "Good morning Mr Ekanem, we have not yet been able to contact Rapidcash Lenders, because we do "
     "not yet hold your signed letter of authority; the form emailed to you on 20 July 2026 is "
     "still unsigned. Once we hold it, we will ask them to pause collection for 30 days while we "
     "prepare your budget, though creditors are not obliged to agree. Your Rapidcash balance on "
     "our file is ₦145,500.00.",
     [S("we have not yet been able to contact Rapidcash Lenders"),
      S("do not yet hold your signed letter of authority"),
      S("emailed to you on 20 July 2026 is still unsigned"),
      S("ask them to pause collection for 30 days"),
      S("creditors are not obliged to agree"),
      S("Your Rapidcash balance on our file is ₦145,500.00")],
     includes=["not yet been able", "₦145,500.00"],
     notes="creditor_requests.create ESCALATEd (SIGNED_AUTHORITY_MISSING); authority_form "
           "SENT_NOT_SIGNED, sent_on 2026-07-20 by EMAIL; policy; creditor balance 145500.")

case(B26,
     "Not yet: we need your signed letter of authority before we can contact Rapidcash.",
     [S("Not yet"), S("we need your signed letter of authority before we can contact Rapidcash")],
     includes=["letter of authority"],
     notes="Refused call and policy.")

case(B26,
     "Dear Mr Ekanem,\n\nYour request has been noted, but the 30-day hold could not be requested "
     "from Rapidcash Lenders, as our letter of authority has not yet been signed. It was emailed "
     "to you on 20/07/2026.\n\nKind regards,\nRemi Ojo\nCaseworker, ClearPath Debt Advice",
     [S("the 30-day hold could not be requested"),
      S("our letter of authority has not yet been signed"),
      S("It was emailed to you on 20/07/2026")],
     includes=["could not be requested", "20/07/2026"],
     notes="Refused call; authority_form fields.")

case(B26,
     "Good morning Mr Ekanem, we have asked Rapidcash Lenders to pause collection for 30 days. "
     "They must now stop calling you for that period.",
     [C("we have asked Rapidcash Lenders to pause collection", "NOT_EXECUTED"),
      C("They must now stop calling you", "NLI_CONTRADICTION")],
     errors=["refused_call_effect", "wrong_policy_condition"],
     excludes=["we have asked Rapidcash Lenders", "must now stop calling you"],
     notes="The request call was ESCALATEd, not made; policy says creditors need not agree.")

case(B26,
     "Dear Mr Ekanem,\n\nWe can contact Rapidcash Lenders once you sign the letter of authority "
     "that we sent you on 2 July 2026. Your Rapidcash balance is ₦210,000.00.\n\n"
     "Kind regards,\nRemi Ojo",
     [S("We can contact Rapidcash Lenders once you sign the letter of authority"),
      C("sent you on 2 July 2026", "DATE_MISMATCH"),
      C("Your Rapidcash balance is ₦210,000.00", "AMOUNT_MISMATCH")],
     errors=["wrong_date", "other_record_value"],
     excludes=["2 July 2026", "₦210,000.00"],
     notes="authority_form.sent_on is 2026-07-20; 210000 is the Harbour Bank balance; Rapidcash "
           "is 145500.")

repair(B26,
       "Good morning Mr Ekanem, we have now asked Rapidcash Lenders to pause collection for 30 "
       "days. Your Rapidcash balance on our file is ₦145,500.00.",
       [C("we have now asked Rapidcash Lenders to pause collection", "NOT_EXECUTED"),
        S("Your Rapidcash balance on our file is ₦145,500.00")],
       errors=["refused_call_effect"], excludes=["we have now asked Rapidcash Lenders"],
       includes=["not yet|unable|could not|couldn't|not been able|signed|letter of authority|"
                 "authority",
                 "₦145,500|145,500"],
       notes="creditor_requests.create was ESCALATEd: signed authority missing.")
