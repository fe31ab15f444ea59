from common import add, rec, pol, psg, refused, ep, S, N, C, I, CI

D = "local tax office"

# ---------------------------------------------------------------- 21. property tax installments
ev = [
    rec("get_tax_account#PT-0417-2290-00", "tool:treasury.get_tax_account", {
        "account": {"parcel_id": "PT-0417-2290-00", "owner": "Harold & June Becker", "use": "OWNER_OCCUPIED",
                    "tax_year": 2026, "levy_minor": 486000, "currency": "USD",
                    "installments": [
                        {"no": 1, "amount_minor": 243000, "due_on": "2026-04-30", "status": "PAID",
                         "paid_on": "2026-04-22", "payment_ref": "EC-2026-0422-7781"},
                        {"no": 2, "amount_minor": 243000, "due_on": "2026-10-31", "status": "DUE"}],
                    "balance_minor": 243000,
                    "prior_year": {"tax_year": 2025, "levy_minor": 462400, "status": "PAID_IN_FULL"}}}),
    rec("get_tax_account#PT-0417-3318-00", "tool:treasury.get_tax_account", {
        "account": {"parcel_id": "PT-0417-3318-00", "owner": "Harold & June Becker", "use": "RENTAL",
                    "tax_year": 2026, "levy_minor": 342500,
                    "installments": [{"no": 1, "amount_minor": 171250, "due_on": "2026-04-30", "status": "DELINQUENT"},
                                     {"no": 2, "amount_minor": 171250, "due_on": "2026-10-31", "status": "DUE"}]}}),
    pol("treasury-policy#installments", "Property taxes may be paid in two equal halves, due April 30 and October 31. "
        "Unpaid installments accrue interest of 1.5% per month from the day after the due date. There is no discount "
        "for paying the full year early.", revision="2026"),
    psg("kb-payments#online", "Paying online\nE-check payments from a bank account are free.\nCard payments carry a "
        "2.35% convenience fee charged by the card processor.\nOnline payments post to your account within 2 business days."),
]
Q = "Did our first-half property tax payment go through for the house? How much is left and when is it due?"
NOW = "2026-05-05T14:20:00-04:00"
sc = "property-tax-halves"
add(sc, D, Q,
    "Yes, your first-half payment of $2,430.00 was received on April 22, before the April 30 due date. The second "
    "half, also $2,430.00, is due October 31, 2026. That leaves $2,430.00 of your $4,860.00 annual tax for the house.",
    ev, [S("first-half payment of $2,430.00 was received on April 22"), S("before the April 30 due date"),
         S("The second half, also $2,430.00"), S("is due October 31, 2026"), S("leaves $2,430.00 of your $4,860.00 annual tax")],
    includes=["October 31"], notes="parcel PT-0417-2290-00 (OWNER_OCCUPIED): installment 1 PAID 2026-04-22; installment 2 243000 due 2026-10-31; levy 486000.")
add(sc, D, Q,
    "Paid 4/22 (ref EC-2026-0422-7781). Remaining: $2,430.00, due 10/31/2026. If you pay by e-check online, there's "
    "no fee.",
    ev, [S("Paid 4/22 (ref EC-2026-0422-7781)"), S("Remaining: $2,430.00, due 10/31/2026"), S("If you pay by e-check online, there's no fee")],
    includes=["10/31/2026"], notes="payment_ref and paid_on; balance_minor 243000; KB passage says e-check is free.")
add(sc, D, Q,
    "Good afternoon! We received the first half of your 2026 tax for the house on April 22, so it was on time. "
    "The remaining half of two thousand four hundred thirty dollars is due by Halloween, October 31. Keep in mind "
    "that late installments accrue interest of 1.5% a month.",
    ev, [N("Good afternoon!"), S("We received the first half of your 2026 tax for the house on April 22"), S("so it was on time"),
         S("two thousand four hundred thirty dollars is due by Halloween, October 31"),
         S("late installments accrue interest of 1.5% a month")],
    includes=["October 31"], now=NOW, notes="installments of the owner-occupied parcel; policy interest rate.")
add(sc, D, Q,
    "Yes, your first-half payment of $2,430.00 was received on April 22. The second half is $1,712.50 and is due "
    "October 31, 2026.",
    ev, [S("first-half payment of $2,430.00 was received on April 22"), C("The second half is $1,712.50", "AMOUNT_MISMATCH"),
         S("due October 31, 2026")],
    excludes=["$1,712.50"], errors=["other_record_value"],
    notes="$1,712.50 is the rental parcel PT-0417-3318-00's installment; the house's second half is 243000.")
add(sc, D, Q,
    "Your payment for the house was received on April 22. Your annual tax is $4,624.00, so the second half of $2,312.00 "
    "is due October 31. Late installments accrue interest of 1% per month.",
    ev, [S("received on April 22"), C("Your annual tax is $4,624.00", "AMOUNT_MISMATCH"),
         C("the second half of $2,312.00", "AMOUNT_MISMATCH"), C("interest of 1% per month", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    excludes=["$4,624.00", "$2,312.00", "1% per month"], errors=["stale_value", "stale_value", "wrong_value"],
    notes="$4,624 is the 2025 levy (prior_year); 2026 levy 486000 with halves of 243000; policy says 1.5% per month.")
add(sc, D, Q,
    "Your first-half payment of $2,430.00 was received on April 22. The second half, also $2,430.00, is due October 30, "
    "2026.",
    ev, [S("first-half payment of $2,430.00 was received on April 22"), C("is due October 30, 2026", "DATE_MISMATCH")],
    includes=["October 31|31 October|2026-10-31|10/31", "April 22"], excludes=["October 30, 2026"], errors=["wrong_date"],
    repair=True, notes="installment 2 due_on 2026-10-31.")

# ---------------------------------------------------------------- 22. senior exemption approved
ev = [
    rec("get_exemption#EX-2026-00981", "tool:assessor.get_exemption_application", {
        "application": {"application_id": "EX-2026-00981", "type": "SENIOR_HOMESTEAD", "parcel_id": "PT-0930-1142-00",
                        "applicant": {"name": "Dolores Fenwick", "age_on_jan1": 67},
                        "stage": "DECIDED", "stage_history": [{"stage": "FILED", "on": "2026-01-28"},
                                                              {"stage": "UNDER_REVIEW", "on": "2026-02-03"},
                                                              {"stage": "DECIDED", "on": "2026-03-12"}],
                        "decision": {"outcome": "APPROVED", "decided_on": "2026-03-12", "first_tax_year": 2026,
                                     "assessed_value_reduction_minor": 5000000,
                                     "estimated_annual_savings_minor": 96000, "applied_to": "SECOND_HALF_BILL",
                                     "recertify_by": "2029-03-12"}}}),
    rec("get_exemption#EX-2025-00412", "tool:assessor.get_exemption_application", {
        "application": {"application_id": "EX-2025-00412", "type": "SENIOR_HOMESTEAD", "parcel_id": "PT-0930-1142-00",
                        "decision": {"outcome": "DENIED", "decided_on": "2025-03-20", "reasons": ["AGE_UNDER_65_ON_JAN1"],
                                     "appeal_window_days": 30}}}),
    pol("assessor-policy#senior-exemption", "Homeowners who are 65 or older on January 1 and live in the home may "
        "apply. The senior exemption reduces the assessed value of your home by $50,000. If you have already paid the "
        "first half of the year's tax, the reduction is applied to your second-half bill. You must re-certify every "
        "three years to keep the exemption.", revision="2025-11"),
]
Q = "Was my senior exemption approved this time? How much will it save me?"
sc = "senior-exemption"
add(sc, D, Q,
    "Yes, your senior exemption (EX-2026-00981) was approved on March 12, 2026. It lowers your home's assessed value "
    "by $50,000, which we estimate will save you about $960 a year. The savings will show up on your second-half "
    "bill. You'll need to re-certify by March 12, 2029.",
    ev, [S("was approved on March 12, 2026"), S("lowers your home's assessed value by $50,000"),
         S("save you about $960 a year"), S("The savings will show up on your second-half bill"),
         S("re-certify by March 12, 2029")],
    includes=["$960", "March 12, 2029"], notes="decision APPROVED 2026-03-12; reduction 5000000 cents; estimated savings 96000; applied_to SECOND_HALF_BILL; recertify_by.")
add(sc, D, Q,
    "Dear Ms. Fenwick,\n\nI'm pleased to confirm that your application for the senior homestead exemption has been "
    "approved, starting with the 2026 tax year. Your assessed value will be reduced by fifty thousand dollars, and we "
    "estimate your yearly savings at roughly nine hundred sixty dollars. To keep the exemption, you will need to "
    "re-certify every three years.\n\nWith regards,\nOffice of the Assessor",
    ev, [N("Dear Ms. Fenwick"), S("has been approved, starting with the 2026 tax year"),
         S("reduced by fifty thousand dollars"), S("roughly nine hundred sixty dollars"), S("re-certify every three years"),
         N("Office of the Assessor")],
    includes=["2026 tax year"], notes="first_tax_year 2026; reduction and savings; policy three years.")
add(sc, D, Q,
    "Approved 3/12/2026. Savings: about $960/year, applied to your second-half bill.",
    ev, [S("Approved 3/12/2026"), S("about $960/year"), S("applied to your second-half bill")],
    includes=["$960"], notes="decision fields.")
add(sc, D, Q,
    "Unfortunately, your senior exemption application was denied because you were under 65 on January 1. You have 30 "
    "days to appeal.",
    ev, [C("your senior exemption application was denied", "RECORD_STATE_MISMATCH"),
         C("because you were under 65 on January 1", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
         CI("You have 30 days to appeal", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    excludes=["was denied", "under 65 on January 1", "30 days to appeal"], errors=["stale_value", "stale_value", "stale_value"],
    notes="the denial, reason and 30-day window are last year's EX-2025-00412; EX-2026-00981 was APPROVED (age 67).")
add(sc, D, Q,
    "Yes, your exemption EX-2026-00981 was approved on March 12. It lowers your property tax by $50,000 a year. "
    "Because you already paid the first half, we'll mail you a refund check for the difference. Approved seniors also "
    "get free curbside leaf collection.",
    ev, [S("was approved on March 12"), C("lowers your property tax by $50,000 a year", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
         C("we'll mail you a refund check", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         I("free curbside leaf collection", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    excludes=["lowers your property tax by $50,000", "refund check", "leaf collection"],
    errors=["wrong_role", "unrecorded_extra", "invented_fact"],
    notes="$50,000 is the assessed value reduction, the tax saving is about $960; the reduction goes on the second-half bill (applied_to, policy), not a check; nothing mentions leaf collection.")
add(sc, D, Q,
    "Your senior exemption EX-2026-00981 was approved on March 12, 2026, and it should save you about $960 a year. "
    "You'll need to re-certify by March 12, 2031.",
    ev, [S("was approved on March 12, 2026"), S("save you about $960 a year"), C("re-certify by March 12, 2031", "DATE_MISMATCH")],
    includes=["2029", "$960"], excludes=["March 12, 2031"], errors=["wrong_date"], repair=True,
    notes="recertify_by 2029-03-12 (every three years).")

# ---------------------------------------------------------------- 23. en-CA assessment appeal hearing
TZ = "America/Toronto"
ev = [
    rec("get_appeal#AP-2026-1177", "tool:assessment.get_appeal", {
        "appeal": {"appeal_no": "AP-2026-1177", "roll_no": "1908-040-112-33800", "assessed_value": "612000.00",
                   "requested_value": "575000.00", "currency": "CAD", "stage": "HEARING_SCHEDULED",
                   "stage_history": [{"stage": "FILED", "on": "2026-03-28"}, {"stage": "ACKNOWLEDGED", "on": "2026-04-02"},
                                     {"stage": "HEARING_SCHEDULED", "on": "2026-04-29"}],
                   "hearing": {"start_epoch": ep("2026-06-09T13:30", TZ), "tz": TZ, "length": "PT30M", "format": "VIDEO",
                               "evidence_due": "2026-05-26"},
                   "previous_hearings": [{"start_epoch": ep("2026-05-19T10:00", TZ), "status": "CANCELLED_BY_BOARD"}]}}),
    pol("assessment-policy#hearings", "Hearings last 30 minutes. Send any evidence you want the panel to consider at "
        "least 14 days before your hearing. The panel issues a written decision within 30 days of the hearing. If you "
        "disagree with it, you may appeal to the provincial tribunal within 90 days of the decision.", revision="2026"),
    psg("kb-hearings#video", "Joining a video hearing\nYou will receive a meeting link by email two business days "
        "before the hearing.\nPlease join five minutes early to test your camera and microphone."),
]
Q = "When is my assessment appeal hearing, and when do I have to get my evidence in?"
NOW = "2026-05-04T16:10:00-04:00"
sc = "assessment-hearing"
add(sc, D, Q,
    "Your hearing for appeal AP-2026-1177 is on Tuesday, June 9 at 1:30 PM by video, and it's scheduled for 30 "
    "minutes. Please send your evidence by May 26, which is 14 days before the hearing. The panel will send a written "
    "decision within 30 days of the hearing.",
    ev, [S("Tuesday, June 9 at 1:30 PM by video"), S("scheduled for 30 minutes"), S("send your evidence by May 26"),
         S("14 days before the hearing"), S("written decision within 30 days of the hearing")],
    includes=["1:30 PM", "May 26"], now=NOW, notes="hearing start 13:30 America/Toronto on 2026-06-09, VIDEO, PT30M; evidence_due 2026-05-26; policy.")
add(sc, D, Q,
    "Hearing: 9 June 2026, 13:30 Eastern, by video (30 min). Evidence due: 26 May 2026. You'll get the meeting link "
    "by email two business days before.",
    ev, [S("9 June 2026, 13:30 Eastern, by video (30 min)"), S("Evidence due: 26 May 2026"),
         S("meeting link by email two business days before")],
    includes=["13:30"], notes="hearing fields; KB passage on the link.")
add(sc, D, Q,
    "Thanks for your question. The board had to cancel your May 19 hearing, and it has been rescheduled to June 9 "
    "at half past one in the afternoon. Your evidence should reach us at least fourteen days ahead, so by May 26. If "
    "you disagree with the decision, you can take it to the provincial tribunal within 90 days.",
    ev, [N("Thanks for your question."), S("The board had to cancel your May 19 hearing"),
         S("rescheduled to June 9 at half past one in the afternoon"), S("at least fourteen days ahead, so by May 26"),
         S("provincial tribunal within 90 days")],
    includes=["May 26"], notes="previous hearing 2026-05-19 CANCELLED_BY_BOARD; current 13:30 on 2026-06-09; policy.")
add(sc, D, Q,
    "Your hearing for appeal AP-2026-1177 is on Tuesday, May 19 at 10:00 AM by video. Please send your evidence at "
    "least 14 days before the hearing.",
    ev, [C("Tuesday, May 19 at 10:00 AM", "DATE_MISMATCH"), S("send your evidence at least 14 days before the hearing")],
    excludes=["May 19 at 10:00 AM"], errors=["stale_value"], now=NOW,
    notes="the May 19 hearing was CANCELLED_BY_BOARD; the scheduled one is June 9 at 13:30.")
add(sc, D, Q,
    "Your hearing is on June 9 at 1:30 PM, and you can attend in person at the assessment office. Please send your "
    "evidence by June 2, which is 7 days before the hearing.",
    ev, [S("June 9 at 1:30 PM"), C("attend in person at the assessment office", "VALUE_MISMATCH"),
         C("by June 2, which is 7 days before", "DATE_MISMATCH", "NLI_CONTRADICTION")],
    excludes=["in person", "June 2"], errors=["wrong_value", "wrong_period"],
    notes="hearing format VIDEO; evidence_due 2026-05-26 and policy 14 days.")
add(sc, D, Q,
    "Your hearing for appeal AP-2026-1177 is on June 9 at 5:30 PM by video. Please send your evidence by May 26.",
    ev, [C("June 9 at 5:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("send your evidence by May 26")],
    includes=["1:30 PM|1:30|13:30|half past one", "May 26"], excludes=["5:30 PM"], errors=["unit_conversion"], repair=True,
    notes="17:30 is the UTC time; the hearing is 13:30 America/Toronto.")

# ---------------------------------------------------------------- 24. duplicate payment, refund escalated
ev = [
    rec("get_tax_account#PT-0922-1180-00", "tool:treasury.get_tax_account", {
        "account": {"parcel_id": "PT-0922-1180-00", "owner": "Samuel Oyelaran", "tax_year": 2026, "currency": "USD",
                    "installments": [{"no": 1, "amount_minor": 131840, "due_on": "2026-04-30", "status": "PAID"},
                                     {"no": 2, "amount_minor": 131840, "due_on": "2026-10-31", "status": "DUE"}],
                    "payments": [{"ref": "P-88120", "amount_minor": 131840, "received_on": "2026-04-15",
                                  "payer": "OWNER", "method": "ECHECK"},
                                 {"ref": "P-88177", "amount_minor": 131840, "received_on": "2026-04-16",
                                  "payer": "Harbor Trust Mortgage", "payer_type": "MORTGAGE_SERVICER"}],
                    "credit_balance_minor": 131840}}),
    refused("issue_refund#call-9", "treasury.issue_refund", "ESCALATE",
            {"parcel_id": "PT-0922-1180-00", "amount_minor": 131840, "route_to": "TREASURER_APPROVAL",
             "reason": "OVER_1000_LIMIT"}),
    pol("treasury-policy#overpayments", "An overpayment stays on your account as a credit toward your next installment "
        "unless you ask for a refund. Refunds over $1,000 need the Treasurer's approval, which can take up to 30 days. "
        "Approved refunds are mailed as a check. When the overpayment came from a mortgage servicer, the refund is sent "
        "to the servicer, not to the owner.", revision="2025-06"),
]
Q = "I think my bank and I both paid the April property tax. Can you refund me the extra?"
sc = "double-paid-tax"
add(sc, D, Q,
    "You're right: we received two payments of $1,318.40 for the first half, yours on April 15 and one from Harbor "
    "Trust Mortgage on April 16. Because the refund is over $1,000, I've sent it to the Treasurer for approval, which "
    "can take up to 30 days. Since the extra payment came from your mortgage servicer, an approved refund will go to "
    "Harbor Trust Mortgage rather than to you. Another option is to leave the credit on your account for the second "
    "half, which is also $1,318.40.",
    ev, [S("two payments of $1,318.40 for the first half"), S("yours on April 15"), S("one from Harbor Trust Mortgage on April 16"),
         S("I've sent it to the Treasurer for approval"), S("can take up to 30 days"),
         S("an approved refund will go to Harbor Trust Mortgage rather than to you"),
         S("leave the credit on your account for the second half"), S("which is also $1,318.40")],
    includes=["Harbor Trust Mortgage"], notes="payments P-88120 and P-88177 of 131840; issue_refund ESCALATE to TREASURER_APPROVAL; policy on servicer refunds and credit.")
add(sc, D, Q,
    "Two payments of $1,318.40 arrived (Apr 15 and Apr 16), so you have a $1,318.40 credit. The refund is waiting for "
    "the Treasurer's approval.",
    ev, [S("Two payments of $1,318.40 arrived (Apr 15 and Apr 16)"), S("so you have a $1,318.40 credit"),
         S("The refund is waiting for the Treasurer's approval")],
    includes=["$1,318.40"], notes="payments; credit_balance_minor 131840; ESCALATE.")
add(sc, D, Q,
    "In total we received $2,636.80 for a $1,318.40 installment. I couldn't issue the refund myself, as amounts over "
    "$1,000 need the Treasurer's sign-off; it has been forwarded. The check would be mailed to Harbor Trust Mortgage, "
    "since their payment was the extra one.",
    ev, [S("In total we received $2,636.80"), S("for a $1,318.40 installment"), S("I couldn't issue the refund myself"),
         S("amounts over $1,000 need the Treasurer's sign-off"), S("it has been forwarded"),
         S("The check would be mailed to Harbor Trust Mortgage")],
    includes=["$2,636.80"], notes="131840 x 2 = 263680; refused call ESCALATE; policy on checks to the servicer.")
add(sc, D, Q,
    "You're right, we received two payments of $1,318.40. I've issued a refund of $1,318.40 for the extra payment. "
    "The check will be mailed to you at your home address.",
    ev, [S("we received two payments of $1,318.40"), C("I've issued a refund of $1,318.40", "NOT_EXECUTED"),
         C("The check will be mailed to you", "NLI_CONTRADICTION")],
    excludes=["I've issued a refund", "mailed to you at your home address"], errors=["refused_call_effect", "wrong_policy_condition"],
    notes="issue_refund was ESCALATE; the extra payment came from the mortgage servicer, so policy sends any refund to the servicer.")
add(sc, D, Q,
    "We received two payments of $1,318.40, totaling $2,363.80. Harbor Trust Mortgage's payment came in on April 15. "
    "The refund has been sent to the Treasurer for approval.",
    ev, [S("We received two payments of $1,318.40"), C("totaling $2,363.80", "AMOUNT_MISMATCH"),
         C("Harbor Trust Mortgage's payment came in on April 15", "DATE_MISMATCH"),
         S("The refund has been sent to the Treasurer for approval")],
    excludes=["$2,363.80", "came in on April 15"], errors=["wrong_arithmetic", "wrong_date"],
    notes="1318.40 x 2 = 2636.80; the servicer's P-88177 was received 2026-04-16 (the owner's was April 15).")
add(sc, D, Q,
    "You're right, we received two payments of $1,318.40. I've refunded the extra payment, and the check is on its "
    "way to Harbor Trust Mortgage.",
    ev, [S("we received two payments of $1,318.40"), C("I've refunded the extra payment", "NOT_EXECUTED"),
         C("the check is on its way", "NOT_EXECUTED")],
    includes=["Treasurer|approval|escalat|could not|couldn't|unable|not able|forwarded", "$1,318.40"],
    excludes=["I've refunded the extra payment", "the check is on its way"], errors=["refused_call_effect", "refused_call_effect"],
    repair=True, notes="issue_refund ESCALATE to TREASURER_APPROVAL; no refund or check yet.")
add(sc, D, Q,
    "We received two payments of $1,318.40. The refund is waiting for the Treasurer's approval, and once approved "
    "the check will go to First Harbor Bank, which made the extra payment.",
    ev, [S("We received two payments of $1,318.40"), S("The refund is waiting for the Treasurer's approval"),
         C("the check will go to First Harbor Bank", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH")],
    includes=["Harbor Trust Mortgage|Harbor Trust", "$1,318.40"], excludes=["First Harbor Bank"], errors=["wrong_name"],
    repair=True, notes="the servicer payer on P-88177 is Harbor Trust Mortgage.")
