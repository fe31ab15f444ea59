# Scenario 17 - small-business accounting software (Tallybook Payroll): Q1 filings, state report rejected
D = "small-business accounting software"
SC = "acct-payroll-filing"
Q = "Did my Q1 payroll taxes get filed? I got a weird email about a rejection."
NOW = "2026-04-27T09:00:00-04:00"
EV = [
    rec("helpdesk.get_ticket#72655", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 72655, "subject": "Rejection email??", "status": "open", "priority": "high",
        "requester": {"id": 119877, "name": "Harold Jennings", "email": "harold@jenningsauto.example", "time_zone": "America/New_York"},
        "assignee": {"id": 541, "name": "Wendy Cho", "group": "Payroll Tax"},
        "created_at": "2026-04-27T12:20:00Z", "updated_at": "2026-04-27T12:20:00Z",
        "sla": {"policy": "Payroll", "first_reply_breach_at": "2026-04-27T16:20:00Z"},
        "custom_fields": [{"id": 880, "value": "co_jennings_auto"}, {"id": 905, "value": "2026-Q1"}],
        "comments": [{"id": 1, "author_id": 119877, "public": True, "created_at": "2026-04-27T12:20:00Z",
                      "body": "Did my Q1 payroll taxes get filed? I got a weird email about a rejection."}]}}),
    rec("payroll.list_filings#co_jennings_auto", "tool:payroll.list_filings", {"filings": [
        {"form": "941", "agency": "IRS", "period": "2026-Q1", "status": "ACCEPTED", "submitted_at": "2026-04-22T20:15:00Z",
         "accepted_at": "2026-04-23T13:02:00Z", "submission_id": "SUB-94A7-221058", "tax_liability": "18420.66", "deposits": "18420.66", "balance_due": "0.00"},
        {"form": "NYS-45", "agency": "NY DOL / DTF", "period": "2026-Q1", "status": "REJECTED", "submitted_at": "2026-04-23T14:00:00Z",
         "rejected_at": "2026-04-24T15:40:00Z", "reject_code": "R0011_EIN_MISMATCH", "fault": "CUSTOMER_DATA", "needs_action": True},
        {"form": "941", "agency": "IRS", "period": "2025-Q4", "status": "ACCEPTED", "accepted_at": "2026-01-27T14:10:00Z",
         "submission_id": "SUB-94A7-198310", "tax_liability": "17986.10", "balance_due": "0.00"}]}),
    pol("payroll#filing-guarantee", "Tallybook files federal Form 941 and state quarterly wage reports automatically before their due dates. "
        "If an agency rejects a filing, we notify the account owner, and we refile within 2 business days of the problem being fixed. "
        "We cover IRS and state penalties caused by our own filing errors; penalties that result from incorrect information supplied by the customer are not covered.", revision="pr-2026-01"),
    psg("kb#tax-ids", "Updating a state tax ID\n1. Go to Payroll > Settings > Tax IDs.\n2. Select the state and correct the employer ID, then click Save.\nA corrected ID is used for any pending or rejected filing.", source="help.tallybook.example"),
]

add(85, SC, D, Q,
    "Hi Harold, your federal Form 941 for Q1 2026 was accepted by the IRS on April 23 (submission ID SUB-94A7-221058); your deposits of $18,420.66 matched the liability, so nothing is due. "
    "The rejection email is about your New York NYS-45 for Q1: it was rejected on April 24 because the employer ID didn't match the state's records (code R0011_EIN_MISMATCH). To fix it:\n"
    "1. Go to Payroll > Settings > Tax IDs.\n2. Select New York, correct the employer ID and click Save.\n"
    "We refile within 2 business days of the fix.",
    EV,
    [S("Form 941 for Q1 2026 was accepted by the IRS on April 23"), S("submission ID SUB-94A7-221058"), S("your deposits of $18,420.66 matched the liability"),
     S("so nothing is due"), S("your New York NYS-45 for Q1"), S("it was rejected on April 24"), S("the employer ID didn't match the state's records (code R0011_EIN_MISMATCH)"),
     S("Go to Payroll > Settings > Tax IDs."), S("correct the employer ID and click Save"), S("We refile within 2 business days of the fix")],
    notes="941 2026-Q1 ACCEPTED 2026-04-23T13:02Z; deposits = liability 18420.66, balance_due 0.00; NYS-45 REJECTED 2026-04-24 R0011_EIN_MISMATCH; KB steps; policy 2 business days.",
    now=NOW, includes=["April 23", "NYS-45"])

add(86, SC, D, Q,
    "Federal 941 (Q1): accepted 4/23, $0.00 due. NY NYS-45 (Q1): rejected 4/24 for an employer ID mismatch; fix the NY ID under Payroll > Settings > Tax IDs and we'll refile within 2 business days.",
    EV,
    [S("Federal 941 (Q1): accepted 4/23, $0.00 due"), S("NY NYS-45 (Q1): rejected 4/24 for an employer ID mismatch"),
     S("fix the NY ID under Payroll > Settings > Tax IDs"), S("we'll refile within 2 business days")],
    notes="filings records; KB; policy.",
    now=NOW, includes=["4/24"])

add(87, SC, D, Q,
    "Dear Harold,\n\nYour federal quarterly return was filed on April 22 and accepted the following day, with the full $18,420.66 already covered by your deposits. "
    "The email you received concerns the New York quarterly report, which the state turned back because the employer ID we have on file for New York doesn't match theirs. "
    "Once the number is corrected in your payroll settings, it will be refiled within two business days. Because the mismatch comes from the ID entered on your account, "
    "any state penalty for this one wouldn't fall under our filing guarantee, so it's worth fixing today.\n\nRegards,\nWendy Cho\nTallybook Payroll Tax",
    EV,
    [S("Your federal quarterly return was filed on April 22"), S("accepted the following day"), S("the full $18,420.66 already covered by your deposits"),
     S("which the state turned back"), S("the employer ID we have on file for New York doesn't match theirs"),
     S("it will be refiled within two business days"), S("the mismatch comes from the ID entered on your account"),
     S("wouldn't fall under our filing guarantee")],
    notes="submitted 2026-04-22T20:15Z (4:15 PM EDT), accepted 04-23; NYS-45 REJECTED fault CUSTOMER_DATA; policy excludes penalties from customer-supplied data.",
    now=NOW, includes=["$18,420.66"])

add(88, SC, D, Q,
    "Hi Harold, good news: both your federal 941 and your New York NYS-45 for Q1 were accepted, so the rejection email can be ignored. Your Q1 balance due is $18,420.66.",
    EV,
    [C("both your federal 941 and your New York NYS-45 for Q1 were accepted", "RECORD_STATE_MISMATCH"),
     C("the rejection email can be ignored", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"),
     C("Your Q1 balance due is $18,420.66", "AMOUNT_MISMATCH")],
    errors=["wrong_state", "wrong_state", "wrong_role"],
    notes="NYS-45 is REJECTED with needs_action true; 18420.66 is the tax_liability (fully deposited); balance_due is 0.00.",
    now=NOW, excludes=["were accepted, so", "can be ignored", "balance due is $18,420.66"])

add(89, SC, D, Q,
    "Hi Harold, your 941 for Q1 was accepted on April 23. The NYS-45 was rejected on April 24 for an employer ID mismatch; once you correct the ID we'll refile within 5 business days, "
    "and any late-filing penalty from New York will be covered by Tallybook.",
    EV,
    [S("your 941 for Q1 was accepted on April 23"), S("The NYS-45 was rejected on April 24 for an employer ID mismatch"),
     C("we'll refile within 5 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     C("any late-filing penalty from New York will be covered by Tallybook", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period", "condition_unmet"],
    notes="Policy: refile within 2 business days; penalties are covered only for Tallybook's errors, and this rejection has fault CUSTOMER_DATA.",
    now=NOW, excludes=["within 5 business days", "covered by Tallybook"])

add(17, SC, D, Q,
    "Hi Harold, your Q1 Form 941 was accepted by the IRS on April 22 and nothing is due. The New York NYS-45 was rejected on April 24 because of an employer ID mismatch; correct it under Payroll > Settings > Tax IDs and we'll refile within 2 business days.",
    EV,
    [C("accepted by the IRS on April 22", "DATE_MISMATCH"), S("nothing is due"), S("The New York NYS-45 was rejected on April 24 because of an employer ID mismatch"),
     S("we'll refile within 2 business days")],
    errors=["wrong_date"],
    notes="April 22 is submitted_at; accepted_at is 2026-04-23.",
    now=NOW, excludes=["April 22"], includes=["April 23|4/23|2026-04-23", "April 24"], repair=True)
