"""Payroll provider (Ledgerline Payroll) scenarios, written by hand."""
from common import Builder, rec, pol, psg, refused, ep, S, NA, C, I, CI

B = Builder("payroll provider")
TZ = "America/Chicago"

# ---------------------------------------------------------------- 1. pay-stub-net
scn = "pay-stub-net"
q = "Can you explain my March 6 paycheck? What was my take-home and what came out of it?"
ev = [
    rec("get_pay_statement#PS-2026-0306-11842", "tool:get_pay_statement", {
        "pay_statement": {
            "statement_id": "PS-2026-0306-11842", "employee_id": "E-204417", "employer": "Brightwater Dental Group",
            "pay_period": {"start": "2026-02-16", "end": "2026-03-01"}, "pay_date": "2026-03-06",
            "status": "PAID", "currency": "USD",
            "gross": {"amount_minor": 384615},
            "deductions": [
                {"code": "FED_WH", "description": "Federal income tax", "amount_minor": 42310},
                {"code": "FICA_SS", "description": "Social Security", "amount_minor": 23846},
                {"code": "FICA_MED", "description": "Medicare", "amount_minor": 5577},
                {"code": "STATE_WH_IL", "description": "Illinois income tax", "amount_minor": 19038},
                {"code": "401K_PRETAX", "description": "401(k) pre-tax", "amount_minor": 19231},
                {"code": "MED_PREM", "description": "Medical premium", "amount_minor": 8650}],
            "net": {"amount_minor": 265963},
            "ytd": {"gross_minor": 1923075, "net_minor": 1318807, "fed_wh_minor": 211550},
            "deposit": {"method": "DIRECT_DEPOSIT", "account_last4": "7731"}}}),
    rec("get_pay_statement#PS-2026-0220-11388", "tool:get_pay_statement", {
        "pay_statement": {
            "statement_id": "PS-2026-0220-11388", "employee_id": "E-204417",
            "pay_period": {"start": "2026-02-02", "end": "2026-02-15"}, "pay_date": "2026-02-20",
            "status": "PAID", "currency": "USD", "gross": {"amount_minor": 384615},
            "deductions_total_minor": 121404, "net": {"amount_minor": 263211},
            "deposit": {"method": "DIRECT_DEPOSIT", "account_last4": "7731"}}}),
    pol("pay-schedule#brightwater", "Brightwater Dental Group pays employees every other Friday. If a pay date "
        "falls on a bank holiday, funds are deposited on the preceding business day. Pay statements are posted "
        "to the employee portal two business days before the pay date. Direct deposits normally appear by "
        "9:00 AM local time on the pay date, although the exact timing depends on the receiving bank.",
        revision="2025-11"),
]
B.ok(scn, q, "Hi Marisol, here's the breakdown of your March 6, 2026 pay statement:\n"
     "- Gross pay: $3,846.15\n- Total deductions: $1,186.52\n"
     "- Net pay: $2,659.63, deposited to the account ending in 7731\n"
     "Your largest deduction was federal income tax at $423.10. Year to date, your gross earnings are $19,230.75.",
     ev, [S("March 6, 2026 pay statement"), S("Gross pay: $3,846.15"), S("Total deductions: $1,186.52"),
          S("Net pay: $2,659.63"), S("account ending in 7731"), S("federal income tax at $423.10"),
          S("gross earnings are $19,230.75")],
     ["$2,659.63", "$1,186.52"],
     "net.amount_minor 265963 = $2,659.63; deductions sum to 118652 = $1,186.52; FED_WH 42310 is the largest; "
     "ytd.gross_minor 1923075.")
B.ok(scn, q, "Dear Marisol,\n\nThank you for your question. Your take-home pay for the period February 16 through "
     "March 1 was $2,659.63, paid on 03/06/2026 by direct deposit. That figure is your gross pay of $3,846.15 less "
     "$1,186.52 in taxes and deductions, including a $192.31 pre-tax 401(k) contribution and an $86.50 medical "
     "premium.\n\nKind regards,\nLedgerline Payroll Support",
     ev, [NA("Thank you for your question."), S("February 16 through March 1"), S("was $2,659.63"),
          S("paid on 03/06/2026"), S("by direct deposit"), S("gross pay of $3,846.15"), S("less $1,186.52"),
          S("$192.31 pre-tax 401(k)"), S("$86.50 medical premium")],
     ["$2,659.63", "$192.31"],
     "Statement PS-2026-0306-11842: period 2026-02-16..03-01, 401K_PRETAX 19231, MED_PREM 8650, method DIRECT_DEPOSIT.")
B.bad(scn, q, "Hi Marisol, here's the breakdown of your March 6, 2026 pay statement:\n"
      "- Gross pay: $3,846.15\n- Net pay: $2,632.11, deposited to the account ending in 7731\n"
      "Your largest deduction was federal income tax at $423.10.",
      ev, [S("March 6, 2026 pay statement"), S("Gross pay: $3,846.15"),
           C("Net pay: $2,632.11", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("account ending in 7731"),
           S("federal income tax at $423.10")],
      ["other_record_value"], ["$2,632.11"],
      "$2,632.11 is the net of the February 20 statement PS-2026-0220-11388; the March 6 net is 265963 = $2,659.63.")
B.bad(scn, q, "Hi Marisol, your gross pay on the March 6 statement was $3,846.15 and your deductions this period "
      "came to $1,100.02, leaving net pay of $2,659.63. As a reminder, pay statements are posted to the portal "
      "three business days before each payday, and deposits usually show by 9:00 AM on the pay date.",
      ev, [S("gross pay on the March 6 statement was $3,846.15"),
           C("deductions this period came to $1,100.02", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
           S("net pay of $2,659.63"),
           C("three business days before each payday", "NLI_CONTRADICTION"),
           S("usually show by 9:00 AM on the pay date")],
      ["wrong_arithmetic", "wrong_policy_condition"], ["$1,100.02", "three business days before"],
      "Six deductions sum to $1,186.52 ($1,100.02 leaves out the $86.50 medical premium); the policy says statements "
      "post two business days before the pay date.")
B.fix(scn, q, "Hi Marisol, your March 6 paycheck had gross pay of $3,864.15. After $1,186.52 in taxes and deductions, "
      "your net pay of $2,659.63 was deposited to the account ending in 7731.",
      ev, [C("gross pay of $3,864.15", "AMOUNT_MISMATCH"), S("$1,186.52 in taxes and deductions"),
           S("net pay of $2,659.63"), S("account ending in 7731")],
      ["wrong_amount"], ["$3,864.15"], ["$3,846.15|3,846.15", "$2,659.63|2,659.63"],
      "gross.amount_minor is 384615 = $3,846.15 (digits transposed in the draft).")

# ---------------------------------------------------------------- 2. direct-deposit-change
scn = "direct-deposit-change"
q = "I switched my direct deposit to my credit union yesterday. Will Friday's paycheck go there?"
now = "2026-03-10T10:15:00-05:00"
ev = [
    rec("get_direct_deposit#E-118830", "tool:get_direct_deposit", {
        "employee_id": "E-118830", "timezone": TZ, "next_pay_date": "2026-03-13",
        "accounts": [
            {"account_id": "DDA-5520", "bank_name": "Prairie State Credit Union", "account_type": "CHECKING",
             "account_last4": "3318", "status": "PRENOTE_PENDING", "allocation": {"type": "REMAINDER"},
             "submitted_at": ep("2026-03-09T14:12", TZ), "effective_pay_date": "2026-03-20"},
            {"account_id": "DDA-4107", "bank_name": "Northgate National Bank", "account_type": "CHECKING",
             "account_last4": "9024", "status": "ACTIVE", "allocation": {"type": "REMAINDER"},
             "last_pay_date": "2026-03-13"},
            {"account_id": "DDA-4108", "bank_name": "Northgate National Bank", "account_type": "SAVINGS",
             "account_last4": "6650", "status": "ACTIVE", "allocation": {"type": "FIXED", "amount_minor": 15000}}]}),
    pol("direct-deposit#prenote", "New direct deposit accounts go through a prenote verification with the receiving "
        "bank, which takes one full pay cycle. Until the prenote clears, net pay continues to be deposited to the "
        "employee's existing account. If the prenote is rejected, the employee is notified by email and must "
        "resubmit the account details. Changes submitted after 5:00 PM Central on the Monday before a pay date "
        "apply to the following pay date.", revision="v4"),
]
B.ok(scn, q, "Hi Jordan, thanks for updating your banking details. Your new Prairie State Credit Union checking "
     "account ending in 3318 is still in prenote verification, so this Friday's pay on March 13 will go to your "
     "Northgate National Bank account ending in 9024 as usual. Starting with the March 20 pay date, the remainder "
     "of your net pay will go to the credit union. Your $150.00 fixed transfer to savings ending in 6650 isn't "
     "affected.",
     ev, [S("ending in 3318 is still in prenote verification"),
          S("this Friday's pay on March 13 will go to your Northgate National Bank account ending in 9024"),
          S("Starting with the March 20 pay date"), S("$150.00 fixed transfer to savings ending in 6650")],
     ["March 20", "9024"],
     "DDA-5520 status PRENOTE_PENDING, effective_pay_date 2026-03-20; next_pay_date 2026-03-13 (a Friday) goes to "
     "DDA-4107 (9024); DDA-4108 FIXED 15000 = $150.00.", now=now)
B.ok(scn, q, "Not yet: Friday's (3/13) deposit still goes to your Northgate account ending 9024 while the credit "
     "union account is verified, and the switch takes effect with the 3/20 paycheck.",
     ev, [S("still goes to your Northgate account ending 9024"), S("while the credit union account is verified"),
          S("the switch takes effect with the 3/20 paycheck")],
     ["3/20", "9024"],
     "next_pay_date 2026-03-13 stays on DDA-4107; DDA-5520 is PRENOTE_PENDING with effective_pay_date 2026-03-20.",
     now=now)
B.bad(scn, q, "Hi Jordan, good news: your new credit union account ending in 3318 has been verified and is active, "
      "so this Friday's pay on March 13 will be deposited there. Your $150.00 savings transfer to the account ending "
      "in 6650 will continue as before.",
      ev, [C("has been verified and is active", "RECORD_STATE_MISMATCH"),
           C("this Friday's pay on March 13 will be deposited there", "DATE_MISMATCH", "VALUE_MISMATCH"),
           S("$150.00 savings transfer to the account ending in 6650")],
      ["wrong_state", "wrong_date"], ["has been verified and is active", "March 13 will be deposited there"],
      "DDA-5520 status is PRENOTE_PENDING and its effective_pay_date is 2026-03-20, not the March 13 pay date.",
      now=now)
B.bad(scn, q, "Thanks, Jordan. Your credit union account ending in 3318 will start receiving your net pay with the "
      "March 20 paycheck once the bank verification clears. Please keep in mind that changes made after 5:00 PM "
      "Central on the Friday before a pay date roll to the following pay date. Your $15,000.00 fixed transfer to "
      "savings will keep going to the account ending in 6650.",
      ev, [S("start receiving your net pay with the March 20 paycheck"),
           C("on the Friday before a pay date", "NLI_CONTRADICTION"),
           C("$15,000.00 fixed transfer", "AMOUNT_MISMATCH"), S("the account ending in 6650")],
      ["wrong_policy_condition", "unit_conversion"], ["Friday before a pay date", "$15,000.00"],
      "Policy cutoff is the Monday before a pay date; the savings allocation 15000 is in cents ($150.00).", now=now)
B.fix(scn, q, "Hi Jordan, your new credit union account ending in 3318 is in prenote verification and will start "
      "receiving pay on March 13. Until then, deposits continue to your Northgate account ending in 9024.",
      ev, [S("is in prenote verification"), C("will start receiving pay on March 13", "DATE_MISMATCH", "VALUE_MISMATCH"),
           S("continue to your Northgate account ending in 9024")],
      ["wrong_date"], ["receiving pay on March 13"], ["March 20|3/20|20th", "9024"],
      "DDA-5520 effective_pay_date is 2026-03-20; March 13 still goes to account 9024.")

# ---------------------------------------------------------------- 3. w4-withholding-change
scn = "w4-withholding-change"
q = "I updated my W-4 after getting married. When does it kick in, and can you confirm what I entered?"
ev = [
    rec("get_tax_elections#E-331906", "tool:get_tax_elections", {
        "employee_id": "E-331906",
        "federal": {"form": "W4_2020", "filing_status": "MARRIED_FILING_JOINTLY", "dependents_credit_minor": 400000,
                    "extra_withholding_per_period_minor": 5000, "submitted_at": "2026-02-26T16:40:00-06:00",
                    "effective_pay_date": "2026-03-13", "status": "SCHEDULED"},
        "previous_federal": {"filing_status": "SINGLE", "dependents_credit_minor": 0,
                             "extra_withholding_per_period_minor": 0, "effective_pay_date": "2025-01-10",
                             "status": "SUPERSEDED"},
        "state": {"jurisdiction": "WI", "allowances": 2, "status": "ACTIVE", "last_changed": "2024-06-14"}}),
    rec("get_pay_calendar#client-8841", "tool:get_pay_calendar", {
        "frequency": "BIWEEKLY", "upcoming_pay_dates": ["2026-03-13", "2026-03-27", "2026-04-10"],
        "processing_cutoff_business_days": 3}),
    pol("tax-elections#timing", "Tax withholding changes submitted through the portal take effect on the first pay "
        "date whose processing cutoff falls after the submission. The processing cutoff is three business days "
        "before each pay date. Ledgerline cannot refund federal income tax that was already withheld; "
        "over-withholding is reconciled when the employee files their annual tax return. Employees should consult "
        "a tax advisor about their elections.", revision="2026-01"),
]
B.ok(scn, q, "Congratulations, Priya! Your updated W-4 shows Married Filing Jointly with a $4,000 dependents credit "
     "and an extra $50.00 withheld each pay period. It takes effect with your March 13, 2026 paycheck.",
     ev, [NA("Congratulations, Priya!"), S("Married Filing Jointly"), S("$4,000 dependents credit"),
          S("extra $50.00 withheld each pay period"), S("March 13, 2026 paycheck")],
     ["March 13", "$50.00"],
     "federal.filing_status MARRIED_FILING_JOINTLY, dependents_credit_minor 400000, extra 5000, "
     "effective_pay_date 2026-03-13.")
B.ok(scn, q, "The new federal election was received on February 26 and is scheduled to be applied on the 3/13 pay "
     "date. Tax already withheld under your previous Single status can't be refunded by payroll. Any "
     "over-withholding is reconciled when you file your annual tax return.",
     ev, [S("received on February 26"), S("scheduled to be applied on the 3/13 pay date"),
          S("previous Single status"), S("can't be refunded by payroll"),
          S("reconciled when you file your annual tax return")],
     ["3/13"],
     "submitted_at 2026-02-26, status SCHEDULED, effective 2026-03-13; previous_federal SINGLE; policy sentence on "
     "refunds of withheld tax.")
B.bad(scn, q, "Congratulations, Priya! Your updated W-4 shows Married Filing Jointly with an extra $5,000.00 withheld "
      "from each paycheck. Changes take effect on the first pay date at least five business days after you submit "
      "them, which for you is March 13.",
      ev, [NA("Congratulations, Priya!"), S("Married Filing Jointly"),
           C("extra $5,000.00 withheld", "AMOUNT_MISMATCH"),
           C("at least five business days after you submit", "NLI_CONTRADICTION"), S("which for you is March 13")],
      ["unit_conversion", "wrong_policy_condition"], ["$5,000.00", "five business days"],
      "extra_withholding_per_period_minor 5000 is $50.00; the policy cutoff is three business days before the pay date.")
B.bad(scn, q, "Hi Priya, your federal W-4 is now Married Filing Jointly with a $4,000 dependents credit. Your Wisconsin "
      "state withholding was updated to match. The new elections apply starting with your March 27 paycheck.",
      ev, [S("Married Filing Jointly with a $4,000 dependents credit"),
           CI("Your Wisconsin state withholding was updated to match", "CLAIM_WITHOUT_TOOL_EVIDENCE",
              "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
           C("starting with your March 27 paycheck", "DATE_MISMATCH")],
      ["invented_fact", "wrong_date"], ["Wisconsin state withholding was updated", "March 27 paycheck"],
      "state record shows allowances 2, last_changed 2024-06-14 (no update); federal effective_pay_date is 2026-03-13, "
      "March 27 is only the next calendar date.")
B.fix(scn, q, "Hi Priya, your Married Filing Jointly election takes effect with the March 13 paycheck. We can refund "
      "the extra federal tax withheld under your old Single status on that same paycheck.",
      ev, [S("takes effect with the March 13 paycheck"),
           C("We can refund the extra federal tax withheld", "NLI_CONTRADICTION")],
      ["invented_promise"], ["We can refund the extra federal tax"],
      ["cannot|can't|can not|not able|unable|annual tax return|tax return", "March 13|3/13"],
      "Policy: Ledgerline cannot refund federal income tax already withheld; it is reconciled on the annual return.")

# ---------------------------------------------------------------- 4. off-cycle-overtime
scn = "off-cycle-overtime"
q = "My 6.5 overtime hours weren't on my March 6 check. Can you pay them now?"
ev = [
    rec("get_timecard_summary#E-509122-2026-03-01", "tool:get_timecard_summary", {
        "employee_id": "E-509122", "pay_period": {"start": "2026-02-16", "end": "2026-03-01"},
        "approved_hours": {"regular": "80.00", "overtime": "6.50"}, "overtime_paid_hours": "0.00",
        "overtime_approved_at": "2026-03-04T11:22:00-06:00", "payroll_cutoff_at": "2026-03-03T17:00:00-06:00",
        "hourly_rate_minor": 2840, "overtime_multiplier": "1.5",
        "correction": {"ticket_id": "PAYADJ-77120", "status": "OPEN", "reason_code": "OT_APPROVED_AFTER_CUTOFF"}}),
    rec("get_pay_statement#PS-2026-0306-20931", "tool:get_pay_statement", {
        "statement_id": "PS-2026-0306-20931", "pay_date": "2026-03-06", "gross_minor": 227200,
        "earnings": [{"code": "REG", "hours": "80.00", "amount_minor": 227200}]}),
    refused("issue_off_cycle_payment#call-1", "issue_off_cycle_payment", "ESCALATE",
            {"employee_id": "E-509122", "amount_minor": 27690, "reason": "MISSED_OT", "route_to": "CLIENT_PAYROLL_ADMIN"}),
    pol("adjustments#overtime", "Overtime approved by a manager after the payroll cutoff is paid on the next regular "
        "pay date as an adjustment. Off-cycle payments for missed wages require approval from the client's payroll "
        "administrator and are issued within two business days of approval. Employees are never charged a fee for an "
        "off-cycle payment.", revision="v2"),
]
B.ok(scn, q, "Hi Luis, I've confirmed that your 6.5 approved overtime hours from the February 16 – March 1 period "
     "weren't included on your March 6 paycheck because they were approved after the payroll cutoff. At your overtime "
     "rate of $42.60 an hour, that's $276.90. I wasn't able to issue an off-cycle payment myself; the request has been "
     "sent to your employer's payroll administrator for approval. If it's approved, the payment goes out within two "
     "business days; otherwise the overtime will be added to your next regular paycheck. Your correction ticket is "
     "PAYADJ-77120.",
     ev, [S("6.5 approved overtime hours"), S("weren't included on your March 6 paycheck"),
          S("approved after the payroll cutoff"), S("overtime rate of $42.60 an hour"), S("that's $276.90"),
          S("wasn't able to issue an off-cycle payment myself"),
          S("sent to your employer's payroll administrator for approval"), S("goes out within two business days"),
          S("added to your next regular paycheck"), S("ticket is PAYADJ-77120")],
     ["$276.90", "PAYADJ-77120"],
     "6.50 h x $28.40 x 1.5 = $276.90; overtime_approved_at is after payroll_cutoff_at; issue_off_cycle_payment was "
     "ESCALATEd to CLIENT_PAYROLL_ADMIN; policy gives two business days and next regular pay date.")
B.ok(scn, q, "Here's where things stand:\n• Missing overtime: 6.5 hours × $42.60 = $276.90\n"
     "• Off-cycle payment: escalated for payroll administrator approval (not yet issued)\n"
     "• Reference: PAYADJ-77120 (open)",
     ev, [S("6.5 hours × $42.60 = $276.90"), S("escalated for payroll administrator approval"),
          S("PAYADJ-77120 (open)")],
     ["$276.90", "PAYADJ-77120"],
     "Rate 2840 x 1.5 = 4260; refused_call ESCALATE; correction.status OPEN.")
B.bad(scn, q, "Hi Luis, sorry about the missed overtime. Your 6.5 approved hours from the February 16 – March 1 period "
      "weren't on the March 6 check because they were approved after the cutoff. I've issued an off-cycle payment of "
      "$276.90, which should reach your account within two business days. Your ticket number is PAYADJ-77120.",
      ev, [NA("sorry about the missed overtime"), S("Your 6.5 approved hours"),
           S("approved after the cutoff"), C("I've issued an off-cycle payment of $276.90", "NOT_EXECUTED"),
           S("ticket number is PAYADJ-77120")],
      ["refused_call_effect"], ["I've issued an off-cycle payment"],
      "issue_off_cycle_payment was refused with decision ESCALATE; no payment was issued.")
B.bad(scn, q, "Hi Luis, your 6.5 overtime hours were approved after the payroll cutoff, so they missed the March 6 "
      "check. At $28.40 an hour that comes to $184.60, which will be added to your next regular paycheck. We'll also "
      "include a $25.00 late-payment credit for the inconvenience.",
      ev, [S("approved after the payroll cutoff"),
           C("that comes to $184.60", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
           S("added to your next regular paycheck"),
           I("$25.00 late-payment credit", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
      ["wrong_arithmetic", "invented_promise"], ["$184.60", "late-payment credit"],
      "Overtime is paid at 1.5 x $28.40 = $42.60, so 6.5 h = $276.90; nothing in the policy or records offers a credit.")
B.fix(scn, q, "Hi Luis, the $276.90 for your 6.5 overtime hours has been escalated to your employer's payroll "
      "administrator for approval. Your correction ticket is PAYADJ-71720.",
      ev, [S("has been escalated to your employer's payroll administrator"),
           C("ticket is PAYADJ-71720", "IDENTIFIER_MISMATCH")],
      ["wrong_id"], ["PAYADJ-71720"], ["PAYADJ-77120", "$276.90|276.90"],
      "correction.ticket_id is PAYADJ-77120.")

# ---------------------------------------------------------------- 5. final-paycheck
scn = "final-paycheck"
q = "My last day was Feb 27. When do I get my final check, and does it include my unused vacation?"
ev = [
    rec("get_employment#E-620045", "tool:get_employment", {
        "employee_id": "E-620045", "status": "TERMINATED",
        "termination": {"type": "VOLUNTARY_RESIGNATION", "last_day_worked": "2026-02-27",
                        "final_pay": {"pay_date": "2026-03-06", "method": "PAPER_CHECK", "check_number": "100488213",
                                      "status": "ISSUED", "mailed_to": {"city": "Duluth", "state": "MN"},
                                      "earnings": {"regular_minor": 176000, "pto_payout_minor": 61600,
                                                   "pto_payout_hours": "22.00"},
                                      "gross_minor": 237600, "net_minor": 182244}}}),
    rec("get_tax_documents#E-620045", "tool:get_tax_documents", {
        "documents": [{"form": "W2", "tax_year": 2025, "status": "AVAILABLE", "delivery": "ELECTRONIC",
                       "available_at": "2026-01-29"}],
        "consents": {"electronic_w2": True}}),
    pol("final-pay#resignation", "Final paychecks for employees who resign are issued on the next regular pay date "
        "after the last day worked. Accrued, unused vacation is paid out at the employee's base rate where state law "
        "or company policy requires it. Form W-2 for the year of separation is mailed to the address on file by "
        "January 31 of the following year, unless the employee has consented to electronic delivery.", revision="v3"),
]
B.ok(scn, q, "Hello Aisha, your final paycheck was issued on March 6, 2026 as a paper check, number 100488213. It "
     "includes 22 hours of unused vacation paid at $28.00 an hour, or $616.00, on top of your $1,760.00 in regular "
     "wages, for a gross of $2,376.00 and a net of $1,822.44.",
     ev, [S("final paycheck was issued on March 6, 2026"), S("paper check, number 100488213"),
          S("22 hours of unused vacation"), S("$28.00 an hour"), S("or $616.00"), S("$1,760.00 in regular wages"),
          S("gross of $2,376.00"), S("net of $1,822.44")],
     ["$1,822.44", "100488213"],
     "final_pay: status ISSUED, 2026-03-06, PAPER_CHECK 100488213; 61600/22 h = $28.00/h; gross 237600, net 182244.")
B.ok(scn, q, "Your last check, dated March 6, pays out twenty-two hours of vacation ($616.00) along with your final "
     "regular wages. Because you consented to electronic delivery, your 2026 W-2 won't be mailed to you.",
     ev, [S("dated March 6"), S("twenty-two hours of vacation ($616.00)"), S("consented to electronic delivery"),
          S("won't be mailed to you")],
     ["$616.00"],
     "pto_payout_hours 22.00, pto_payout_minor 61600; consents.electronic_w2 true and the policy's exception for "
     "electronic delivery.")
B.bad(scn, q, "Hello Aisha, your final paycheck was issued on March 6, 2026. It includes 24 hours of unused vacation "
      "($616.00) in addition to your regular wages, for a net of $1,822.44.",
      ev, [S("issued on March 6, 2026"), C("24 hours of unused vacation", "VALUE_MISMATCH"), S("($616.00)"),
           S("net of $1,822.44")],
      ["wrong_quantity"], ["24 hours of unused vacation"],
      "pto_payout_hours is 22.00, not 24.")
B.bad(scn, q, "Hi Aisha, your final pay of $2,376.00 gross was deposited to your account on file on March 6. If you "
      "need to reference it with your bank, your employee ID is 100488213.",
      ev, [S("final pay of $2,376.00 gross"),
           C("deposited to your account on file", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
           C("your employee ID is 100488213", "IDENTIFIER_MISMATCH")],
      ["wrong_value", "wrong_role"], ["deposited to your account on file", "employee ID is 100488213"],
      "final_pay.method is PAPER_CHECK; 100488213 is the check number, the employee id is E-620045.")
B.fix(scn, q, "Hello Aisha, your final paper check (number 100488213) was issued on March 6 and includes $616.00 for "
      "22 hours of unused vacation, for a net of $2,376.00.",
      ev, [S("number 100488213"), S("issued on March 6"), S("$616.00 for 22 hours"),
           C("net of $2,376.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
      ["wrong_role"], ["net of $2,376.00"], ["$1,822.44|1,822.44", "100488213"],
      "$2,376.00 is gross_minor 237600; net_minor is 182244 = $1,822.44.")
