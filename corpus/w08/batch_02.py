# w08 batch 2: credit union x3 (Lakemoor Credit Union), credit-card issuer x2 (Aurelia Card Services)
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from write_cases import ep, amt, S, NA, C, I, CI, rec, pol, psg, refused  # noqa: E402

SCENARIOS = {}
CASES = []

# ---------------------------------------------------------------- 6 dividend below minimum balance
SCENARIOS["cu-dividend"] = dict(
    domain="credit union",
    now="2026-04-20T09:00:00+02:00",
    evidence=[
        rec("get_member_accounts#M-41902", "tool:cu.shares.list", {
            "member_id": "M-41902", "member_name": "Tomasz Nowak",
            "accounts": [
                {"account_id": "SH-41902-S1", "type": "REGULAR_SHARES", "available_balance": amt("85.40"),
                 "ledger_balance": amt("85.40"), "avg_daily_balance_current_quarter": amt("92.15")},
                {"account_id": "SH-41902-T1", "type": "TERM_SHARE_12M", "available_balance": amt("3000.00"),
                 "ledger_balance": amt("3000.00"), "rate_bps": 310, "maturity_date": "2026-11-30",
                 "interest_paid": "AT_MATURITY"}]}),
        rec("get_dividend_history#SH-41902-S1", "tool:cu.shares.dividends", {
            "account_id": "SH-41902-S1",
            "dividends": [
                {"period": "2025-Q4", "rate_apy_bps": 215, "paid_on": "2026-01-05", "amount": amt("0.00"),
                 "outcome": "NOT_PAID_BELOW_MINIMUM_BALANCE", "avg_daily_balance": amt("71.80")},
                {"period": "2025-Q3", "rate_apy_bps": 225, "paid_on": "2025-10-03", "amount": amt("0.61"),
                 "outcome": "PAID", "avg_daily_balance": amt("108.30")}]}),
        pol("dividends#regular-shares",
            "Past dividend rates do not guarantee future rates. Regular share accounts earn a dividend only when "
            "the average daily balance for the quarter is at least €100. The current dividend rate is 2.15% APY, "
            "declared by the board each quarter and paid within the first five business days of the next quarter. "
            "Term shares earn a fixed rate for their term, with interest paid at maturity."),
    ])
Q6 = "Why didn't I get any dividend in January? Will I get one this quarter?"
CASES += [
    dict(scen="cu-dividend", q=Q6,
         draft=("Hello Mr Nowak, no dividend was paid on 5 January because your regular share account's average "
                "daily balance for the fourth quarter was below the €100 minimum. The current rate is 2.15% APY. "
                "Your average daily balance so far this quarter is €92.15, so you would need to bring it to at "
                "least €100 on average by the end of the quarter to qualify."),
         probes=[S("no dividend was paid on 5 January"), S("below the €100 minimum"),
                 S("current rate is 2.15% APY"), S("average daily balance so far this quarter is €92.15"),
                 S("at least €100 on average by the end of the quarter to qualify")],
         inc=["€92.15", "€100"],
         notes="2025-Q4 NOT_PAID_BELOW_MINIMUM_BALANCE paid_on 2026-01-05; avg_daily_balance_current_quarter 92.15; "
               "policy minimum 100, 2.15% APY."),
    dict(scen="cu-dividend", q=Q6,
         draft="Your Q4 dividend was €0.00 as the balance was under the €100 minimum; Q3's was €0.61.",
         probes=[S("Q4 dividend was €0.00"), S("under the €100 minimum"), S("Q3's was €0.61")],
         inc=["€0.61"],
         notes="dividend history 2025-Q4 0.00, 2025-Q3 0.61."),
    dict(scen="cu-dividend", q=Q6,
         draft=("Dear Mr Nowak,\n\nThe dividend for October to December was not paid because the account did not "
                "meet the €100 average balance requirement. Your 12-month term share of €3,000.00 is separate: it "
                "earns 3.10% and pays interest when it matures on 30 November 2026. Dividends are paid within the "
                "first five business days after each quarter ends.\n\nWith best wishes,\nMember Services"),
         probes=[S("did not meet the €100 average balance requirement"), S("12-month term share of €3,000.00"),
                 S("it earns 3.10%"), S("pays interest when it matures on 30 November 2026"),
                 S("within the first five business days after each quarter ends"), NA("With best wishes")],
         inc=["3.10%", "30 November 2026"],
         notes="SH-41902-T1 rate_bps 310 = 3.10%, maturity 2026-11-30, AT_MATURITY."),
    dict(scen="cu-dividend", q=Q6, errors=["condition_unmet"],
         draft=("Hello Mr Nowak, your Q4 dividend was not paid as your average balance was below €100. For this "
                "quarter you will receive a dividend at the current rate of 2.15% APY."),
         probes=[S("your Q4 dividend was not paid"),
                 CI("you will receive a dividend", "VALUE_MISMATCH", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED",
                    "CLAIM_WITHOUT_TOOL_EVIDENCE")],
         exc=["you will receive a dividend"], inc=["below €100"],
         notes="Current-quarter average 92.15 is below the 100 minimum, so a dividend cannot be promised."),
    dict(scen="cu-dividend", q=Q6, errors=["unit_conversion"],
         draft=("Hello Mr Nowak, your Q4 dividend was €0.00 because the average balance was below €100. The "
                "current dividend rate is 21.5% APY, paid within the first five business days of the next quarter."),
         probes=[S("Q4 dividend was €0.00"), S("average balance was below €100"),
                 C("current dividend rate is 21.5% APY", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
                 S("paid within the first five business days of the next quarter")],
         exc=["21.5% APY"], inc=["€0.00"],
         notes="rate_apy_bps 215 = 2.15%, read as 21.5%."),
    dict(scen="cu-dividend", q=Q6, repair=True, errors=["other_record_value"],
         draft="Dear Mr Nowak, your term share of €3,000.00 earns 2.15% and matures on 30 November 2026.",
         probes=[S("term share of €3,000.00"), C("earns 2.15%", "VALUE_MISMATCH"),
                 S("matures on 30 November 2026")],
         exc=["earns 2.15%"], inc=["3.10%|3.1%", "30 November 2026"],
         notes="2.15% is the regular-share dividend rate; the term share's rate_bps is 310."),
]

# ---------------------------------------------------------------- 7 ATM fee rebates
SCENARIOS["cu-atm-rebates"] = dict(
    domain="credit union",
    now="2026-04-13T15:10:00+02:00",
    evidence=[
        rec("list_transactions#DR-22817-1", "tool:cu.drafts.transactions", {
            "account_id": "DR-22817-1", "member_name": "Niamh Keane",
            "transactions": [
                {"txn_id": "T-901", "status": "BOOKED", "type": "ATM_OPERATOR_FEE", "booking_date": "2026-03-04",
                 "amount": amt("-2.50"), "atm_operator": "Euronet", "country": "DE"},
                {"txn_id": "T-917", "status": "BOOKED", "type": "ATM_OPERATOR_FEE", "booking_date": "2026-03-11",
                 "amount": amt("-3.00"), "atm_operator": "Cardpoint", "country": "DE"},
                {"txn_id": "T-933", "status": "BOOKED", "type": "ATM_OPERATOR_FEE", "booking_date": "2026-03-18",
                 "amount": amt("-2.50"), "atm_operator": "Euronet", "country": "AT"},
                {"txn_id": "T-948", "status": "BOOKED", "type": "ATM_OPERATOR_FEE", "booking_date": "2026-03-25",
                 "amount": amt("-2.00"), "atm_operator": "Euronet", "country": "DE"},
                {"txn_id": "T-957", "status": "BOOKED", "type": "ATM_OPERATOR_FEE", "booking_date": "2026-03-29",
                 "amount": amt("-2.95"), "atm_operator": "Cardpoint", "country": "DE"},
                {"txn_id": "T-962", "status": "BOOKED", "type": "ATM_FEE_REBATE", "booking_date": "2026-04-01",
                 "value_date": "2026-04-01", "amount": amt("10.00"), "description": "Rebate 4 of 5 ATM fees 2026-03"},
                {"txn_id": "T-988", "status": "PENDING", "type": "ATM_OPERATOR_FEE", "booking_date": None,
                 "amount": amt("-3.50"), "atm_operator": "Euronet", "country": "DE"}]}),
        pol("atm#rebates",
            "Withdrawals at our own branches and at partner ATMs carry no operator fee. We rebate fees charged by "
            "other ATM operators in the euro area for up to four withdrawals per calendar month. Rebates are "
            "credited as a single payment on the first business day of the following month. Fees for withdrawals "
            "outside the euro area are not rebated."),
    ])
Q7 = "I was charged five ATM fees in March but only got 10 euro back. Is that right?"
CASES += [
    dict(scen="cu-atm-rebates", q=Q7,
         draft=("Hello Ms Keane, yes, that's correct. In March you were charged five ATM operator fees totalling "
                "€12.95, and we rebate up to four withdrawals per calendar month. The four rebated fees (€2.50, "
                "€3.00, €2.50 and €2.00) add up to the €10.00 credited on 1 April. The fifth fee of €2.95 from "
                "29 March is outside the monthly allowance."),
         probes=[S("yes, that's correct"), S("five ATM operator fees totalling €12.95"), S("rebate up to four withdrawals per calendar month"),
                 S("(€2.50, €3.00, €2.50 and €2.00)"), S("add up to the €10.00 credited on 1 April"),
                 S("fifth fee of €2.95 from 29 March"), S("is outside the monthly allowance")],
         inc=["€12.95", "€10.00"],
         notes="2.50+3.00+2.50+2.00+2.95 = 12.95; rebate T-962 10.00 on 2026-04-01 = first four fees."),
    dict(scen="cu-atm-rebates", q=Q7,
         draft="Correct: March's rebate of €10.00 covers four of your five fees, the maximum per month.",
         probes=[S("March's rebate of €10.00"), S("covers four of your five fees"), S("the maximum per month")],
         inc=["€10.00"],
         notes="T-962 description and policy limit of four per month."),
    dict(scen="cu-atm-rebates", q=Q7,
         draft=("Dear Ms Keane,\n\nThank you for checking. Fees from other operators' ATMs in the euro area are "
                "rebated for up to four withdrawals a month, and the rebate is paid as one credit on the first "
                "business day of the next month. Your March rebate of ten euros was therefore credited on "
                "Wednesday 1 April. To avoid fees altogether, you can use our branches or partner ATMs, where no "
                "operator fee is charged.\n\nKind regards,\nMember Services"),
         probes=[NA("Thank you for checking"), S("rebated for up to four withdrawals a month"),
                 S("paid as one credit on the first business day of the next month"),
                 S("March rebate of ten euros"), S("credited on Wednesday 1 April"),
                 S("where no operator fee is charged"), NA("Kind regards")],
         inc=["ten euros", "1 April"],
         notes="2026-04-01 is a Wednesday; policy text covers the rest."),
    dict(scen="cu-atm-rebates", q=Q7, errors=["wrong_arithmetic"],
         draft=("Hello Ms Keane, you were charged five ATM fees in March totalling €12.45, and we rebate up to four "
                "per month, so €10.00 was refunded on 1 April."),
         probes=[C("totalling €12.45", "AMOUNT_MISMATCH"), S("we rebate up to four per month"),
                 S("€10.00 was refunded on 1 April")],
         exc=["€12.45"], inc=["€10.00"],
         notes="The five fees sum to 12.95, not 12.45."),
    dict(scen="cu-atm-rebates", q=Q7, errors=["wrong_policy_condition", "invented_promise"],
         draft=("Hello Ms Keane, the €10.00 rebate was credited on 1 April. Our rebate covers up to five ATM "
                "withdrawals per month, so the missing €2.95 will be added to next month's rebate."),
         probes=[S("the €10.00 rebate was credited on 1 April"),
                 C("covers up to five ATM withdrawals per month", "NLI_CONTRADICTION"),
                 CI("the missing €2.95 will be added to next month's rebate", "NLI_CONTRADICTION",
                    "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
         exc=["up to five ATM withdrawals", "added to next month's rebate"], inc=["€10.00"],
         notes="Policy limit is four per calendar month; nothing carries a fifth fee forward."),
    dict(scen="cu-atm-rebates", q=Q7, repair=True, errors=["wrong_date"],
         draft=("Dear Ms Keane, the €10.00 rebate for March was credited on 2 April and covers four of your five "
                "ATM fees."),
         probes=[S("the €10.00 rebate for March"), C("credited on 2 April", "DATE_MISMATCH"),
                 S("covers four of your five ATM fees")],
         exc=["2 April"], inc=["1 April|01.04|1st April|April 1", "€10.00|10,00"],
         notes="T-962 booking_date 2026-04-01."),
]

# ---------------------------------------------------------------- 8 replacement card
SCENARIOS["cu-card-replacement"] = dict(
    domain="credit union",
    now="2026-04-15T12:00:00+02:00",
    evidence=[
        rec("list_cards#M-51377", "tool:cu.cards.list", {
            "member_id": "M-51377", "member_name": "Erik Lindqvist", "replacements_this_calendar_year": 2,
            "cards": [
                {"card_id": "DC-****8812", "status": "BLOCKED", "block_reason": "REPORTED_LOST",
                 "blocked_at": ep("2026-04-13T21:47:00+02:00")},
                {"card_id": "DC-****3390", "status": "ORDERED",
                 "order": {"order_id": "CRD-ORD-66105", "dispatch_status": "DISPATCHED", "dispatched_on": "2026-04-14",
                           "delivery_method": "STANDARD_POST",
                           "estimated_delivery_window": {"from": "2026-04-17", "to": "2026-04-22"}},
                 "replacement_fee": amt("7.50"), "fee_status": "CHARGED"},
                {"card_id": "DC-****5521", "status": "CANCELLED", "block_reason": "DAMAGED",
                 "replacement_fee": amt("0.00"), "fee_status": "WAIVED_FIRST_IN_YEAR"}]}),
        pol("cards#replacement",
            "A replacement debit card is sent by standard post and normally arrives within 3 to 6 business days "
            "of dispatch. The first replacement in a calendar year is free; each further replacement costs €7.50. "
            "The new card has a new number and PIN; the PIN letter is posted separately and arrives a day or two "
            "apart. Recurring card payments may need to be updated with the new number."),
    ])
Q8 = "I reported my card lost on Monday night. When does the new one arrive, and do I have to pay for it?"
CASES += [
    dict(scen="cu-card-replacement", q=Q8,
         draft=("Hello Mr Lindqvist, your old card was blocked on Monday evening at 21:47 after you reported it "
                "lost. The replacement card was dispatched by standard post on 14 April and should reach you "
                "between 17 and 22 April. As this is your second replacement this year, a fee of €7.50 applies; "
                "only the first replacement in a calendar year is free."),
         probes=[S("blocked on Monday evening at 21:47"), S("dispatched by standard post on 14 April"),
                 S("between 17 and 22 April"), S("your second replacement this year"), S("a fee of €7.50 applies"),
                 S("only the first replacement in a calendar year is free")],
         inc=["€7.50", "22 April"],
         notes="blocked_at epoch = Mon 2026-04-13 21:47 Berlin; order dispatched 2026-04-14, window 17-22 April; "
               "replacements_this_calendar_year 2, fee CHARGED."),
    dict(scen="cu-card-replacement", q=Q8,
         draft=("Your new card went out yesterday and is expected between Friday 17 and Wednesday 22 April. The PIN "
                "comes in a separate letter, a day or two apart from the card, and the new card has a new number, "
                "so please update any recurring payments."),
         probes=[S("Your new card went out yesterday"), S("expected between Friday 17 and Wednesday 22 April"),
                 S("The PIN comes in a separate letter"), S("the new card has a new number"),
                 NA("please update any recurring payments")],
         inc=["22 April"],
         notes="now is 2026-04-15, dispatched 2026-04-14 = yesterday; policy on PIN letter and new number."),
    dict(scen="cu-card-replacement", q=Q8,
         draft="New card dispatched 14.04.2026; €7.50 replacement fee charged (2nd replacement this year).",
         probes=[S("New card dispatched 14.04.2026"), S("€7.50 replacement fee charged"),
                 S("2nd replacement this year")],
         inc=["€7.50"],
         notes="order.dispatched_on, fee_status CHARGED."),
    dict(scen="cu-card-replacement", q=Q8, errors=["condition_unmet"],
         draft=("Hello Mr Lindqvist, your replacement card was dispatched on 14 April and should arrive between 17 "
                "and 22 April. The first replacement in a year is free, so there is no charge for this card."),
         probes=[S("dispatched on 14 April"), S("between 17 and 22 April"),
                 S("The first replacement in a year is free"),
                 C("there is no charge for this card", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH")],
         exc=["no charge for this card"], inc=["14 April"],
         notes="This is the second replacement (the free one was DC-****5521); fee 7.50 CHARGED."),
    dict(scen="cu-card-replacement", q=Q8, errors=["unrecorded_extra", "wrong_date"],
         draft=("Hello Mr Lindqvist, I've upgraded your replacement to express courier, so it will arrive tomorrow. "
                "The PIN will follow in a separate letter."),
         probes=[CI("upgraded your replacement to express courier", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
                 C("it will arrive tomorrow", "DATE_MISMATCH"), S("The PIN will follow in a separate letter")],
         exc=["express courier", "arrive tomorrow"], inc=["separate letter"],
         notes="delivery_method STANDARD_POST; window starts 17 April, 'tomorrow' is 16 April."),
    dict(scen="cu-card-replacement", q=Q8, repair=True, errors=["wrong_amount"],
         draft=("Dear Mr Lindqvist, your replacement card was dispatched on 14 April and should arrive within 3 to 6 "
                "business days. As this is your second replacement this year, a fee of €5.00 applies."),
         probes=[S("dispatched on 14 April"), S("within 3 to 6 business days"),
                 S("your second replacement this year"), C("a fee of €5.00 applies", "AMOUNT_MISMATCH")],
         exc=["€5.00"], inc=["€7.50|7.50|7,50", "14 April"],
         notes="replacement_fee 7.50."),
]

# ---------------------------------------------------------------- 9 card statement / minimum payment
SCENARIOS["cc-statement-minimum"] = dict(
    domain="credit-card issuer",
    now="2026-04-20T18:30:00+02:00",
    evidence=[
        rec("get_card_account#CCA-600214", "tool:cards.accounts.get", {
            "card_account": {
                "card_account_id": "CCA-600214", "holder_name": "Sophie Marchetti", "product_code": "AURELIA_CLASSIC",
                "credit_limit": amt("5000.00"), "current_balance": amt("2013.80"), "available_credit": amt("2986.20"),
                "apr_purchases_bps": 1890, "direct_debit": {"status": "NOT_SET_UP"},
                "last_statement": {"statement_id": "ST-2026-03-600214", "statement_date": "2026-03-31",
                                   "statement_balance": amt("1842.37"), "minimum_payment_due": amt("55.27"),
                                   "payment_due_date": "2026-04-25", "payments_received_since": amt("0.00")},
                "previous_statement": {"statement_id": "ST-2026-02-600214", "statement_date": "2026-02-28",
                                       "statement_balance": amt("1607.12"), "minimum_payment_due": amt("48.21"),
                                       "payment_due_date": "2026-03-25", "status": "PAID_IN_FULL"}}}),
        pol("cards#interest-and-fees",
            "If you pay the full statement balance by the payment due date, no interest is charged on purchases "
            "shown on that statement. If you pay less, interest is charged on purchases from the date of each "
            "transaction at the purchase APR. The minimum payment is 3% of the statement balance or €25, whichever "
            "is higher. A late payment fee of €12.00 applies if the minimum payment is not received by the due "
            "date. Payments take up to 2 business days to credit when made by bank transfer.", revision="2026-02"),
    ])
Q9 = "What do I need to pay this month and by when? I want to avoid interest."
CASES += [
    dict(scen="cc-statement-minimum", q=Q9,
         draft=("Hello Ms Marchetti, your March statement shows a balance of €1,842.37, and paying that in full by "
                "25 April means no interest is charged on those purchases. The minimum payment is €55.27, but "
                "paying only that would lead to interest at the purchase rate. Please allow up to 2 business days "
                "if you pay by bank transfer."),
         probes=[S("balance of €1,842.37"), S("paying that in full by 25 April means no interest"),
                 S("minimum payment is €55.27"), S("paying only that would lead to interest at the purchase rate"),
                 S("up to 2 business days if you pay by bank transfer")],
         inc=["€1,842.37", "25 April"],
         notes="last_statement 1842.37, min 55.27, due 2026-04-25; policy on interest and transfer timing."),
    dict(scen="cc-statement-minimum", q=Q9,
         draft=("Dear Ms Marchetti,\n\n• Statement balance (31.03.2026): 1.842,37 EUR\n• Minimum payment: 55,27 EUR\n"
                "• Due date: Saturday 25 April 2026\n\nYour current balance is 2.013,80 EUR. A late fee of 12,00 EUR "
                "applies only if the minimum is not received by the due date.\n\nKind regards,\nAurelia Card Services"),
         probes=[S("Statement balance (31.03.2026): 1.842,37 EUR"), S("Minimum payment: 55,27 EUR"),
                 S("Due date: Saturday 25 April 2026"), S("current balance is 2.013,80 EUR"),
                 S("late fee of 12,00 EUR applies only if the minimum is not received"), NA("Kind regards")],
         inc=["1.842,37 EUR", "25 April 2026"],
         notes="2026-04-25 is a Saturday; current_balance 2013.80; late fee 12.00 in policy."),
    dict(scen="cc-statement-minimum", q=Q9,
         draft="Pay €1,842.37 by Saturday to avoid interest; the minimum is €55.27.",
         probes=[S("Pay €1,842.37 by Saturday"), S("the minimum is €55.27")],
         inc=["€1,842.37"],
         notes="now is Monday 2026-04-20; Saturday = 25 April = payment_due_date."),
    dict(scen="cc-statement-minimum", q=Q9, errors=["wrong_role"],
         draft=("Hello Ms Marchetti, to avoid interest you need to pay €2,013.80 in full by 25 April. The minimum "
                "payment is €55.27."),
         probes=[C("you need to pay €2,013.80 in full", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("by 25 April"),
                 S("The minimum payment is €55.27")],
         exc=["€2,013.80"], inc=["€55.27"],
         notes="2013.80 is current_balance, given as the statement balance to pay (1842.37)."),
    dict(scen="cc-statement-minimum", q=Q9, errors=["stale_value", "wrong_policy_condition"],
         draft=("Hello Ms Marchetti, your minimum payment is €48.21, due on 25 April. If it arrives late, a fee of "
                "€12.00 is charged, and interest is then charged only from the due date."),
         probes=[C("minimum payment is €48.21", "AMOUNT_MISMATCH"), S("due on 25 April"),
                 S("a fee of €12.00 is charged"),
                 C("interest is then charged only from the due date", "NLI_CONTRADICTION")],
         exc=["€48.21", "only from the due date"], inc=["25 April"],
         notes="48.21 is the February statement's minimum; policy: interest from each transaction date."),
    dict(scen="cc-statement-minimum", q=Q9, repair=True, errors=["wrong_date"],
         draft=("Dear Ms Marchetti, your statement balance is €1,842.37 and the minimum payment is €55.27, due by "
                "28 April."),
         probes=[S("statement balance is €1,842.37"), S("the minimum payment is €55.27"),
                 C("due by 28 April", "DATE_MISMATCH")],
         exc=["28 April"], inc=["25 April|25.04|25/04|April 25", "€1,842.37|1.842,37", "€55.27|55,27"],
         notes="payment_due_date 2026-04-25."),
]

# ---------------------------------------------------------------- 10 foreign transaction fee
SCENARIOS["cc-foreign-fee"] = dict(
    domain="credit-card issuer",
    now="2026-04-09T10:00:00+02:00",
    evidence=[
        rec("list_card_transactions#CCA-731190", "tool:cards.transactions.list", {
            "card_account_id": "CCA-731190", "holder_name": "Oliver Hargreaves",
            "transactions": [
                {"txn_id": "CT-4410871", "status": "BOOKED", "booking_date": "2026-04-08", "value_date": "2026-04-07",
                 "merchant": {"name": "BLUE HARBOR GRILL", "city": "BOSTON", "country": "US"},
                 "original_amount": amt("120.00", "USD"), "fx": {"rate": "1.0854", "quote": "USD_PER_EUR"},
                 "amount": amt("-110.56"),
                 "fees": [{"type": "FOREIGN_TRANSACTION_FEE", "fee_bps": 175, "amount": amt("-1.93")}]},
                {"txn_id": "CT-4410902", "status": "PENDING", "booking_date": None,
                 "merchant": {"name": "MBTA CHARLIECARD", "city": "BOSTON", "country": "US"},
                 "original_amount": amt("22.50", "USD"), "amount": amt("-20.73"), "amount_is_estimate": True,
                 "fees": []},
                {"txn_id": "CT-4410630", "status": "BOOKED", "booking_date": "2026-04-03",
                 "merchant": {"name": "REWE", "city": "KOELN", "country": "DE"}, "amount": amt("-64.18"),
                 "fees": []}]}),
        pol("cards#foreign-usage",
            "Purchases in a currency other than euro are converted at the Mastercard rate on the day the "
            "transaction is processed. A foreign transaction fee of 1.75% of the converted euro amount applies to "
            "each such purchase. Purchases in euro, including those made abroad in the euro area, carry no foreign "
            "transaction fee. Pending transactions show an estimated amount until they are booked."),
    ])
Q10 = "I paid 120 dollars at a restaurant in Boston. Why is there an extra charge, and what rate did you use?"
CASES += [
    dict(scen="cc-foreign-fee", q=Q10,
         draft=("Hello Mr Hargreaves, the USD 120.00 at Blue Harbor Grill was converted at 1.0854 US dollars per "
                "euro, which came to €110.56. On top of that, a foreign transaction fee of 1.75% applies to "
                "non-euro purchases, which here is €1.93. That makes €112.49 in total."),
         probes=[S("converted at 1.0854 US dollars per euro"), S("which came to €110.56"),
                 S("foreign transaction fee of 1.75% applies to non-euro purchases"), S("which here is €1.93"),
                 S("€112.49 in total")],
         inc=["€110.56", "€1.93"],
         notes="CT-4410871 fx 1.0854 USD_PER_EUR, -110.56, fee 175 bps -1.93; 110.56 + 1.93 = 112.49."),
    dict(scen="cc-foreign-fee", q=Q10,
         draft=("Dear Mr Hargreaves,\n\nThe extra €1.93 is our foreign transaction fee, charged at 175 basis points "
                "on the euro amount of the Boston purchase (booked on 8 April). Your MBTA payment of USD 22.50 is "
                "still pending, so its euro amount of €20.73 is only an estimate until it is booked.\n\n"
                "Kind regards,\nAurelia Card Services"),
         probes=[S("The extra €1.93 is our foreign transaction fee"),
                 S("charged at 175 basis points on the euro amount"), S("booked on 8 April"),
                 S("MBTA payment of USD 22.50 is still pending"), S("€20.73 is only an estimate until it is booked"),
                 NA("Kind regards")],
         inc=["€1.93", "175 basis points"],
         notes="fee_bps 175; CT-4410902 PENDING amount_is_estimate 20.73."),
    dict(scen="cc-foreign-fee", q=Q10,
         draft="The €1.93 is the 1.75% foreign transaction fee on your €110.56 Boston purchase.",
         probes=[S("The €1.93 is the 1.75% foreign transaction fee"), S("€110.56 Boston purchase")],
         inc=["€1.93"],
         notes="CT-4410871."),
    dict(scen="cc-foreign-fee", q=Q10, errors=["unit_conversion"],
         draft=("Hello Mr Hargreaves, the USD 120.00 was converted to €110.56 at a rate of 1.0854. The foreign "
                "transaction fee is 17.5 basis points, which is €1.93."),
         probes=[S("converted to €110.56 at a rate of 1.0854"), C("17.5 basis points", "VALUE_MISMATCH"),
                 S("which is €1.93")],
         exc=["17.5 basis points"], inc=["€110.56"],
         notes="fee_bps is 175 (1.75%), not 17.5 basis points."),
    dict(scen="cc-foreign-fee", q=Q10, errors=["wrong_arithmetic", "wrong_policy_condition"],
         draft=("Hello Mr Hargreaves, your Boston purchase came to €110.56 plus a €1.93 foreign transaction fee, "
                "€112.94 in total. This fee applies to all card purchases made abroad, including in the euro area."),
         probes=[S("came to €110.56"), S("plus a €1.93 foreign transaction fee"),
                 C("€112.94 in total", "AMOUNT_MISMATCH"),
                 C("including in the euro area", "NLI_CONTRADICTION")],
         exc=["€112.94", "including in the euro area"], inc=["€110.56"],
         notes="110.56 + 1.93 = 112.49; policy: euro purchases abroad carry no fee."),
    dict(scen="cc-foreign-fee", q=Q10, repair=True, errors=["unit_conversion"],
         draft=("Dear Mr Hargreaves, the USD 120.00 at Blue Harbor Grill came to €120.00 and the foreign "
                "transaction fee of 1.75% added €1.93."),
         probes=[C("came to €120.00", "AMOUNT_MISMATCH"), S("fee of 1.75% added €1.93")],
         exc=["came to €120.00"], inc=["€110.56|110.56|110,56", "€1.93|1.93|1,93"],
         notes="The dollar figure was restated as euros; the booked euro amount is 110.56."),
]
