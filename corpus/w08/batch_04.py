# w08 batch 4: savings app x2 (Spargo), mortgage servicer x4 (Hanseatic Mortgage Servicing)
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from write_cases import ep, amt, S, NA, C, I, CI, rec, pol, psg, refused  # noqa: E402

SCENARIOS = {}
CASES = []

# ---------------------------------------------------------------- 16 easy-access rate change
SCENARIOS["sav-rate-change"] = dict(
    domain="savings app",
    now="2026-04-21T08:50:00+02:00",
    evidence=[
        rec("get_pot#POT-EA-4410", "tool:spargo.pots.get", {
            "pot": {"pot_id": "POT-EA-4410", "owner_name": "Ingrid Haas", "type": "EASY_ACCESS",
                    "available_balance": amt("12480.90"), "ledger_balance": amt("12480.90"),
                    "interest_accrued_month_to_date": amt("18.72"), "interest_payment_day": "LAST_BUSINESS_DAY",
                    "rate_history": [
                        {"rate_aer_bps": 300, "valid_from": "2025-06-01", "valid_to": "2025-10-31",
                         "status": "HISTORIC"},
                        {"rate_aer_bps": 275, "valid_from": "2025-11-01", "valid_to": "2026-04-30",
                         "status": "CURRENT"},
                        {"rate_aer_bps": 240, "valid_from": "2026-05-01", "valid_to": None, "status": "SCHEDULED",
                         "notice_sent_on": "2026-03-31"}]}}),
        pol("spargo#rate-changes",
            "Rates are variable and shown as AER. We give at least 30 days' notice by email and in the app before "
            "lowering the rate on an Easy Access pot. If you do not want to accept a lower rate, you can move your "
            "money out or close the pot without charge at any time. Interest is calculated daily and paid into "
            "the pot on the last business day of each month."),
    ])
Q16 = ("I got a message that my rate is going down. What's the new rate and from when? Can I close the pot "
       "without a penalty?")
CASES += [
    dict(scen="sav-rate-change", q=Q16,
         draft=("Good morning Ms Haas, your Easy Access pot currently earns 2.75% AER. From 1 May 2026 the rate will "
                "change to 2.40% AER; we sent you notice of this on 31 March. You can move your money out or close "
                "the pot at any time without charge."),
         probes=[S("currently earns 2.75% AER"), S("From 1 May 2026 the rate will change to 2.40% AER"),
                 S("sent you notice of this on 31 March"), S("close the pot at any time without charge")],
         inc=["2.40% AER", "1 May 2026"],
         notes="rate_history: 275 CURRENT to 2026-04-30, 240 SCHEDULED from 2026-05-01, notice_sent_on 2026-03-31."),
    dict(scen="sav-rate-change", q=Q16,
         draft="The rate drops from 2.75% to 2.40% AER on 01.05.2026; closing the pot costs nothing.",
         probes=[S("from 2.75% to 2.40% AER on 01.05.2026"), S("closing the pot costs nothing")],
         inc=["2.40% AER"],
         notes="rate_history; policy: close without charge."),
    dict(scen="sav-rate-change", q=Q16,
         draft=("Dear Ms Haas,\n\nThank you for getting in touch. Your current rate of 2.75% AER applies until 30 "
                "April, and the new rate of 2.40% AER applies from the following day. We give at least 30 days' "
                "notice before lowering a rate, and the interest earned this month, €18.72 so far, will be paid into "
                "the pot on the last business day of April.\n\nKind regards,\nThe Spargo team"),
         probes=[NA("Thank you for getting in touch"), S("Your current rate of 2.75% AER applies until 30 April"),
                 S("new rate of 2.40% AER applies from the following day"),
                 S("at least 30 days' notice before lowering a rate"), S("€18.72 so far"),
                 S("paid into the pot on the last business day of April"), NA("Kind regards")],
         inc=["2.40% AER", "€18.72"],
         notes="interest_accrued_month_to_date 18.72; interest_payment_day LAST_BUSINESS_DAY."),
    dict(scen="sav-rate-change", q=Q16, errors=["stale_value"],
         draft=("Good morning Ms Haas, your pot currently earns 3.00% AER and from 1 May the rate will be 2.40% AER. "
                "You can close the pot at any time without charge."),
         probes=[C("currently earns 3.00% AER", "VALUE_MISMATCH"), S("from 1 May the rate will be 2.40% AER"),
                 S("close the pot at any time without charge")],
         exc=["currently earns 3.00%"], inc=["2.40% AER"],
         notes="300 bps is the HISTORIC rate (to 2025-10-31); the CURRENT rate is 275 bps."),
    dict(scen="sav-rate-change", q=Q16, errors=["wrong_date", "wrong_policy_condition"],
         draft=("Good morning Ms Haas, your rate falls from 2.75% to 2.40% AER on 1 June 2026. If you close the pot "
                "before then, an early closure fee applies."),
         probes=[S("from 2.75% to 2.40% AER"), C("on 1 June 2026", "DATE_MISMATCH"),
                 C("an early closure fee applies", "NLI_CONTRADICTION")],
         exc=["1 June 2026", "early closure fee"], inc=["2.40% AER"],
         notes="New rate valid_from 2026-05-01; policy: close without charge."),
    dict(scen="sav-rate-change", q=Q16, repair=True, errors=["wrong_value"],
         draft="Dear Ms Haas, your pot currently earns 2.40% AER, and you can close it at any time without charge.",
         probes=[C("currently earns 2.40% AER", "VALUE_MISMATCH"), S("close it at any time without charge")],
         exc=["currently earns 2.40%"], inc=["2.75%|2,75%", "without charge"],
         notes="2.40% is SCHEDULED from 1 May; the CURRENT rate is 2.75%."),
]

# ---------------------------------------------------------------- 17 bonus saver lost bonus
SCENARIOS["sav-bonus-rate"] = dict(
    domain="savings app",
    now="2026-04-20T12:00:00+02:00",
    evidence=[
        rec("get_pot#POT-BON-7", "tool:spargo.pots.get", {
            "pot": {"pot_id": "POT-BON-7", "owner_name": "Yusuf Demir", "type": "BONUS_SAVER",
                    "base_rate_bps": 150, "bonus_rate_bps": 100, "available_balance": amt("8025.00"),
                    "ledger_balance": amt("8025.00"),
                    "bonus_status": [
                        {"month": "2026-04", "withdrawals_count": 1, "bonus_eligible": False},
                        {"month": "2026-03", "withdrawals_count": 0, "bonus_eligible": True,
                         "bonus_paid": amt("6.65"), "total_interest_paid": amt("16.63")}]}}),
        rec("list_transactions#POT-BON-7", "tool:spargo.transactions.list", {
            "pot_id": "POT-BON-7",
            "transactions": [
                {"txn_id": "PT-88710", "type": "WITHDRAWAL", "status": "BOOKED", "booking_date": "2026-04-07",
                 "amount": amt("-300.00")},
                {"txn_id": "PT-88652", "type": "DEPOSIT", "status": "BOOKED", "booking_date": "2026-04-01",
                 "amount": amt("500.00")},
                {"txn_id": "PT-88640", "type": "INTEREST", "status": "BOOKED", "booking_date": "2026-04-01",
                 "amount": amt("16.63"), "description": "Interest March incl. bonus"}]}),
        pol("spargo#bonus-saver",
            "The Bonus Saver pays a base rate of 1.50% AER plus a bonus of 1.00% for each calendar month with no "
            "withdrawals. Deposits do not affect the bonus. The bonus is lost for the whole month if any "
            "withdrawal is made, however small. Interest, including any bonus, is paid on the first business day "
            "of the next month."),
    ])
Q17 = "Will I get the bonus rate this month? I only took out 300 on the 7th and put 500 in."
CASES += [
    dict(scen="sav-bonus-rate", q=Q17,
         draft=("Hello Mr Demir, I'm afraid you won't receive the bonus for April. The bonus of 1.00% is paid only "
                "for calendar months with no withdrawals, and the €300.00 withdrawal on 7 April means it is lost for "
                "the whole month, even though you also paid in €500.00. You will still earn the base rate of 1.50% "
                "AER for April."),
         probes=[S("you won't receive the bonus for April"), S("paid only for calendar months with no withdrawals"),
                 S("the €300.00 withdrawal on 7 April"), S("it is lost for the whole month"),
                 S("you also paid in €500.00"), S("still earn the base rate of 1.50% AER")],
         inc=["7 April", "1.50% AER"],
         notes="2026-04 bonus_eligible false, PT-88710 -300.00 on 2026-04-07; base_rate_bps 150."),
    dict(scen="sav-bonus-rate", q=Q17,
         draft="No April bonus, sorry: any withdrawal in a month cancels it, and you withdrew €300 on 07.04.",
         probes=[S("No April bonus"), S("any withdrawal in a month cancels it"), S("you withdrew €300 on 07.04")],
         inc=["€300"],
         notes="bonus_status 2026-04 not eligible."),
    dict(scen="sav-bonus-rate", q=Q17,
         draft=("Dear Mr Demir,\n\nMarch qualified for the bonus, and €6.65 of bonus interest was paid. If you make "
                "no withdrawals in May, you will earn the bonus again for that month. Interest is paid on the first "
                "business day of the following month.\n\nKind regards,\nThe Spargo team"),
         probes=[S("March qualified for the bonus"), S("€6.65 of bonus interest was paid"),
                 S("If you make no withdrawals in May, you will earn the bonus again"),
                 S("paid on the first business day of the following month"), NA("Kind regards")],
         inc=["€6.65"],
         notes="2026-03 bonus_paid 6.65; policy conditions."),
    dict(scen="sav-bonus-rate", q=Q17, errors=["condition_unmet"],
         draft=("Hello Mr Demir, your €500.00 deposit is larger than the €300.00 you withdrew, so you still qualify "
                "for the 1.00% bonus in April."),
         probes=[S("your €500.00 deposit is larger than the €300.00 you withdrew"),
                 C("you still qualify for the 1.00% bonus in April", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH",
                   "NLI_CONTRADICTION")],
         exc=["still qualify for the 1.00% bonus"], inc=["€500.00"],
         notes="bonus_eligible false for 2026-04; policy: any withdrawal loses the bonus, deposits do not matter."),
    dict(scen="sav-bonus-rate", q=Q17, errors=["unit_conversion", "wrong_role"],
         draft=("Hello Mr Demir, the withdrawal on 7 April means no bonus for April, but you'll still earn the base "
                "rate of 0.15% AER. Your March interest, including the bonus, was €6.65."),
         probes=[S("the withdrawal on 7 April means no bonus for April"),
                 C("base rate of 0.15% AER", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
                 C("including the bonus, was €6.65", "AMOUNT_MISMATCH")],
         exc=["0.15% AER", "including the bonus, was €6.65"], inc=["7 April"],
         notes="base_rate_bps 150 = 1.50%; 6.65 is bonus_paid, total March interest was 16.63."),
    dict(scen="sav-bonus-rate", q=Q17, repair=True, errors=["wrong_date"],
         draft="Hello Mr Demir, because of your €300.00 withdrawal on 9 April, there is no bonus for April.",
         probes=[C("withdrawal on 9 April", "DATE_MISMATCH"), S("there is no bonus for April")],
         exc=["9 April"], inc=["7 April|07.04|7th April|April 7", "€300.00|300,00"],
         notes="PT-88710 booking_date 2026-04-07."),
]

# ---------------------------------------------------------------- 18 fixed-rate period ends, follow-on offer
SCENARIOS["mtg-follow-on-rate"] = dict(
    domain="mortgage servicer",
    now="2026-04-24T15:00:00+02:00",
    evidence=[
        rec("get_mortgage#MTG-4471902", "tool:mortgage.loans.get", {
            "mortgage": {"mortgage_id": "MTG-4471902", "borrowers": ["Katrin Meier", "Paul Meier"],
                         "outstanding_principal": amt("187430.55"), "payment_day": 30,
                         "current_terms": {"interest_rate_bps": 145, "fixed_until": "2026-07-31",
                                           "monthly_instalment": amt("1120.00")},
                         "follow_on_offer": {"offer_id": "FOL-2026-0381", "status": "ACCEPTED",
                                             "accepted_on": "2026-04-09", "interest_rate_bps": 385,
                                             "fixed_years": 10, "monthly_instalment": amt("1468.15"),
                                             "effective_from": "2026-08-01", "first_instalment_due": "2026-08-30",
                                             "first_collection_date": "2026-08-28"},
                         "previous_offers": [{"offer_id": "FOL-2026-0217", "status": "WITHDRAWN",
                                              "interest_rate_bps": 372, "monthly_instalment": amt("1441.90")}]}}),
        pol("mortgage#follow-on",
            "When a fixed-rate period ends, the new terms apply from the first day after it. Instalments are "
            "collected by direct debit on the 30th of each month, or on the last business day before it if the "
            "30th is not a business day. An accepted follow-on offer cannot be changed, but you may make special "
            "repayments under the terms of the new agreement. A written confirmation of the new terms is sent "
            "within 10 business days of acceptance."),
    ])
Q18 = "We accepted the follow-on offer. What will our new monthly payment be and from when?"
CASES += [
    dict(scen="mtg-follow-on-rate", q=Q18,
         draft=("Dear Mr and Mrs Meier, thank you for accepting follow-on offer FOL-2026-0381 on 9 April. From 1 "
                "August 2026 your interest rate will be 3.85%, fixed for 10 years, and your monthly instalment will "
                "be €1,468.15. The first new instalment will be collected on Friday 28 August, as the 30th is not "
                "a business day. Until then you continue to pay €1,120.00 a month at 1.45%."),
         probes=[S("accepting follow-on offer FOL-2026-0381 on 9 April"),
                 S("From 1 August 2026 your interest rate will be 3.85%"), S("fixed for 10 years"),
                 S("monthly instalment will be €1,468.15"), S("collected on Friday 28 August"),
                 S("as the 30th is not a business day"), S("continue to pay €1,120.00 a month at 1.45%")],
         inc=["€1,468.15", "28 August"],
         notes="follow_on_offer ACCEPTED 385 bps, 10 years, 1468.15, effective 2026-08-01, first_collection "
               "2026-08-28 (30 Aug 2026 is a Sunday); current_terms 145 bps, 1120.00."),
    dict(scen="mtg-follow-on-rate", q=Q18,
         draft=("New instalment: 1.468,15 EUR per month from August 2026 (3.85 % fixed for ten years); written "
                "confirmation follows within 10 business days of your acceptance."),
         probes=[S("New instalment: 1.468,15 EUR per month from August 2026"), S("3.85 % fixed for ten years"),
                 S("written confirmation follows within 10 business days")],
         inc=["1.468,15 EUR"],
         notes="follow_on_offer; policy confirmation timing."),
    dict(scen="mtg-follow-on-rate", q=Q18,
         draft=("Your acceptance of the new terms was recorded on 9 April 2026. The current fixed rate runs until 31 "
                "July 2026, and the new rate applies from the following day."),
         probes=[S("recorded on 9 April 2026"), S("current fixed rate runs until 31 July 2026"),
                 S("new rate applies from the following day")],
         inc=["31 July 2026"],
         notes="accepted_on 2026-04-09; fixed_until 2026-07-31; effective_from 2026-08-01."),
    dict(scen="mtg-follow-on-rate", q=Q18, errors=["stale_value", "stale_value"],
         draft=("Dear Mr and Mrs Meier, from 1 August 2026 your new monthly instalment will be €1,441.90 at a fixed "
                "rate of 3.72%."),
         probes=[C("new monthly instalment will be €1,441.90", "AMOUNT_MISMATCH"),
                 C("fixed rate of 3.72%", "VALUE_MISMATCH")],
         exc=["€1,441.90", "3.72%"], inc=["1 August 2026"],
         notes="Both figures come from the WITHDRAWN offer FOL-2026-0217; accepted offer: 1468.15 at 385 bps."),
    dict(scen="mtg-follow-on-rate", q=Q18, errors=["wrong_date", "invented_promise"],
         draft=("Dear Mr and Mrs Meier, your new instalment of €1,468.15 applies from 1 July 2026. If rates fall "
                "before then, we can still adjust your accepted offer."),
         probes=[S("new instalment of €1,468.15"), C("applies from 1 July 2026", "DATE_MISMATCH"),
                 C("we can still adjust your accepted offer", "NLI_CONTRADICTION")],
         exc=["1 July 2026", "we can still adjust"], inc=["€1,468.15"],
         notes="effective_from 2026-08-01; policy: an accepted follow-on offer cannot be changed."),
    dict(scen="mtg-follow-on-rate", q=Q18, repair=True, errors=["wrong_date"],
         draft=("Dear Mr and Mrs Meier, your new instalment will be €1,468.15, and the first one will be collected "
                "on 30 August."),
         probes=[S("new instalment will be €1,468.15"), C("collected on 30 August", "DATE_MISMATCH")],
         exc=["collected on 30 August"], inc=["28 August|28.08|28/08|August 28", "€1,468.15|1.468,15"],
         notes="first_collection_date 2026-08-28 (the 30th is a Sunday)."),
]

# ---------------------------------------------------------------- 19 special repayment allowance
SCENARIOS["mtg-overpayment"] = dict(
    domain="mortgage servicer",
    now="2026-04-27T10:00:00+02:00",
    evidence=[
        rec("get_mortgage#MTG-3308817", "tool:mortgage.loans.get", {
            "mortgage": {"mortgage_id": "MTG-3308817", "borrowers": ["Dr. Anja Roth"],
                         "original_loan_amount": amt("240000.00"), "outstanding_principal": amt("201550.12"),
                         "monthly_instalment": amt("1096.30"),
                         "special_repayment": {"annual_allowance_bps": 500, "allowance_amount": amt("12000.00"),
                                               "year_basis": "CALENDAR_YEAR", "used_this_year": amt("4500.00"),
                                               "remaining_this_year": amt("7500.00"), "used_last_year": amt("12000.00"),
                                               "last_special_repayment": {"amount": amt("4500.00"),
                                                                          "value_date": "2026-02-16"}}}}),
        pol("mortgage#special-repayments",
            "You may make special repayments of up to 5% of the original loan amount in each calendar year without "
            "an early repayment charge. Amounts above this allowance are subject to an early repayment charge, which "
            "we calculate on request. Special repayments reduce the outstanding balance from their value date; your "
            "monthly instalment stays the same and the loan is repaid sooner. Unused allowance cannot be carried "
            "over into the next year."),
    ])
Q19 = "I want to pay in another 10,000 this year. Is that OK without a fee?"
CASES += [
    dict(scen="mtg-overpayment", q=Q19,
         draft=("Dear Dr Roth, your annual allowance for special repayments is 5% of the original €240,000.00 loan, "
                "which is €12,000.00 per calendar year. You have already used €4,500.00 with your payment of 16 "
                "February, so €7,500.00 can still be repaid this year without an early repayment charge. A payment "
                "of €10,000.00 would exceed this by €2,500.00, and that part would be subject to an early repayment "
                "charge, which we can calculate for you on request."),
         probes=[S("5% of the original €240,000.00 loan"), S("which is €12,000.00 per calendar year"),
                 S("already used €4,500.00 with your payment of 16 February"),
                 S("€7,500.00 can still be repaid this year without an early repayment charge"),
                 S("would exceed this by €2,500.00"), S("that part would be subject to an early repayment charge"),
                 S("which we can calculate for you on request")],
         inc=["€7,500.00", "€2,500.00"],
         notes="allowance 500 bps of 240000 = 12000; used 4500 (value 2026-02-16); remaining 7500; 10000-7500=2500."),
    dict(scen="mtg-overpayment", q=Q19,
         draft="You can pay up to €7,500 more this year charge-free; the other €2,500 would incur an early repayment charge.",
         probes=[S("up to €7,500 more this year charge-free"), S("the other €2,500 would incur an early repayment charge")],
         inc=["€7,500"],
         notes="remaining_this_year 7500; policy on amounts above allowance."),
    dict(scen="mtg-overpayment", q=Q19,
         draft=("Dear Dr Roth,\n\nA special repayment reduces your balance from its value date. Your monthly "
                "instalment does not change; instead, the loan is paid off sooner. Any allowance you do not use "
                "this year cannot be carried into next year.\n\nYours sincerely,\nHanseatic Mortgage Servicing"),
         probes=[S("reduces your balance from its value date"), S("Your monthly instalment does not change"),
                 S("the loan is paid off sooner"), S("cannot be carried into next year"), NA("Yours sincerely")],
         inc=["value date"],
         notes="Policy paraphrase only."),
    dict(scen="mtg-overpayment", q=Q19, errors=["wrong_arithmetic"],
         draft=("Dear Dr Roth, your allowance is €12,000.00 a year and you have used €4,500.00, leaving €8,500.00 "
                "that you can repay free of charge."),
         probes=[S("your allowance is €12,000.00 a year"), S("you have used €4,500.00"),
                 C("leaving €8,500.00", "AMOUNT_MISMATCH")],
         exc=["€8,500.00"], inc=["€12,000.00"],
         notes="12000 - 4500 = 7500 (remaining_this_year)."),
    dict(scen="mtg-overpayment", q=Q19, errors=["wrong_policy_condition", "wrong_policy_condition"],
         draft=("Dear Dr Roth, you can repay up to 10% of the original loan each year without a charge, so a "
                "€10,000.00 payment is fine. Your monthly instalment will then be reduced."),
         probes=[C("up to 10% of the original loan each year", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
                 C("Your monthly instalment will then be reduced", "NLI_CONTRADICTION")],
         exc=["up to 10%", "instalment will then be reduced"], inc=[],
         notes="Policy and annual_allowance_bps: 5%; instalment stays the same after a special repayment."),
    dict(scen="mtg-overpayment", q=Q19, repair=True, errors=["wrong_date"],
         draft=("Dear Dr Roth, you have used €4,500.00 of your €12,000.00 allowance this year, so €7,500.00 can "
                "still be repaid without a charge; your last special repayment was on 16 March."),
         probes=[S("used €4,500.00 of your €12,000.00 allowance"), S("€7,500.00 can still be repaid without a charge"),
                 C("last special repayment was on 16 March", "DATE_MISMATCH")],
         exc=["16 March"], inc=["16 February|16.02|16/02|February 16", "€7,500.00|7.500,00"],
         notes="last_special_repayment.value_date 2026-02-16."),
]

# ---------------------------------------------------------------- 20 returned instalment, late fee waiver refused
SCENARIOS["mtg-missed-payment"] = dict(
    domain="mortgage servicer",
    now="2026-04-08T09:30:00+02:00",
    evidence=[
        rec("get_mortgage_account#MTG-5120448", "tool:mortgage.accounts.get", {
            "mortgage_id": "MTG-5120448", "borrower_name": "Stefan Kowalczyk",
            "monthly_instalment": amt("985.40"),
            "last_collection": {"due_date": "2026-03-30", "status": "RETURNED",
                                "return_reason": "AM04_INSUFFICIENT_FUNDS", "returned_on": "2026-04-01"},
            "late_fee": {"amount": amt("25.00"), "status": "BOOKED", "booking_date": "2026-04-02"},
            "arrears": {"amount": amt("985.40"), "instalments_missed": 1, "since": "2026-03-30"},
            "total_due_now": amt("1010.40"),
            "next_collection": {"due_date": "2026-04-30", "amount": amt("985.40"), "status": "SCHEDULED"},
            "late_fees_waived_last_12m": 1}),
        refused("waive_late_fee#call-3", "waive_late_fee", "DENY",
                {"mortgage_id": "MTG-5120448", "fee_amount": "25.00"}, reason="WAIVER_ALREADY_USED_12M"),
        pol("mortgage#arrears",
            "If a monthly instalment is not paid, we charge a late fee of €25.00. The missed instalment and the fee "
            "should be paid by bank transfer as soon as possible; we do not collect a missed instalment again "
            "automatically. A late fee can be waived once in any 12-month period on request. If you expect further "
            "difficulty paying, please contact us before the next due date so we can discuss options."),
    ])
Q20 = "My March payment bounced. What do I owe now and can you drop the late fee?"
CASES += [
    dict(scen="mtg-missed-payment", q=Q20,
         draft=("Dear Mr Kowalczyk, your instalment of €985.40 due on 30 March was returned on 1 April because of "
                "insufficient funds, and a late fee of €25.00 was charged on 2 April. The amount due now is "
                "€1,010.40; please pay it by bank transfer, as we do not collect a missed instalment again "
                "automatically. I'm sorry, but I was not able to waive the late fee, as a fee can only be waived "
                "once in a 12-month period. Your next instalment will be collected as usual on 30 April."),
         probes=[S("instalment of €985.40 due on 30 March was returned on 1 April"),
                 S("because of insufficient funds"), S("late fee of €25.00 was charged on 2 April"),
                 S("amount due now is €1,010.40"), S("we do not collect a missed instalment again automatically"),
                 S("I was not able to waive the late fee"), S("can only be waived once in a 12-month period"),
                 S("collected as usual on 30 April")],
         inc=["€1,010.40", "30 April"],
         notes="last_collection RETURNED AM04; late_fee 25.00 booked 2026-04-02; total_due_now 1010.40; "
               "waive_late_fee DENY; next_collection 2026-04-30."),
    dict(scen="mtg-missed-payment", q=Q20,
         draft="You owe €1,010.40 now (missed €985.40 plus €25.00 fee); the fee waiver was declined.",
         probes=[S("You owe €1,010.40 now"), S("(missed €985.40 plus €25.00 fee)"), S("the fee waiver was declined")],
         inc=["€1,010.40"],
         notes="985.40 + 25.00 = 1010.40; DENY."),
    dict(scen="mtg-missed-payment", q=Q20,
         draft=("Dear Mr Kowalczyk,\n\nOne instalment is currently in arrears, since 30 March. If you expect further "
                "difficulty paying, please contact us before your next due date of 30 April so that we can discuss "
                "the options with you.\n\nYours sincerely,\nHanseatic Mortgage Servicing"),
         probes=[S("One instalment is currently in arrears, since 30 March"),
                 S("please contact us before your next due date of 30 April"), S("so that we can discuss the options"),
                 NA("Yours sincerely")],
         inc=["30 April"],
         notes="arrears.instalments_missed 1 since 2026-03-30; policy on contacting before next due date."),
    dict(scen="mtg-missed-payment", q=Q20, errors=["refused_call_effect", "wrong_amount"],
         draft=("Dear Mr Kowalczyk, your March instalment of €985.40 was returned on 1 April. As a gesture of "
                "goodwill I have waived the €25.00 late fee, so you only need to transfer €985.40."),
         probes=[S("March instalment of €985.40 was returned on 1 April"),
                 C("I have waived the €25.00 late fee", "NOT_EXECUTED"),
                 C("you only need to transfer €985.40", "AMOUNT_MISMATCH")],
         exc=["I have waived", "only need to transfer €985.40"], inc=["1 April"],
         notes="waive_late_fee DENY; total_due_now 1010.40."),
    dict(scen="mtg-missed-payment", q=Q20, errors=["wrong_policy_condition", "wrong_date"],
         draft=("Dear Mr Kowalczyk, the amount due now is €1,010.40. We will collect the missed instalment again "
                "automatically with your next instalment, which is due on 30 May."),
         probes=[S("the amount due now is €1,010.40"),
                 C("We will collect the missed instalment again", "NLI_CONTRADICTION"),
                 C("which is due on 30 May", "DATE_MISMATCH")],
         exc=["We will collect the missed instalment", "30 May"], inc=["€1,010.40"],
         notes="Policy: no automatic re-collection; next_collection due 2026-04-30."),
    dict(scen="mtg-missed-payment", q=Q20, repair=True, errors=["wrong_arithmetic"],
         draft=("Dear Mr Kowalczyk, the €985.40 instalment due on 30 March was returned, and with the €25.00 late "
                "fee you now owe €1,100.40."),
         probes=[S("the €985.40 instalment due on 30 March was returned"), S("the €25.00 late fee"),
                 C("you now owe €1,100.40", "AMOUNT_MISMATCH")],
         exc=["€1,100.40"], inc=["1,010.40|1.010,40|1010.40", "€985.40|985,40"],
         notes="985.40 + 25.00 = 1010.40 (total_due_now)."),
]

# ---------------------------------------------------------------- 21 redemption statement
SCENARIOS["mtg-redemption"] = dict(
    domain="mortgage servicer",
    now="2026-04-13T11:00:00+02:00",
    evidence=[
        rec("list_redemption_quotes#MTG-2209134", "tool:mortgage.redemption.quotes", {
            "mortgage_id": "MTG-2209134", "borrower_name": "Eleni Papadopoulou", "fixed_rate_until": "2029-06-30",
            "quotes": [
                {"quote_id": "RQ-55810", "status": "VALID", "requested_on": "2026-04-10",
                 "redemption_date": "2026-05-15", "principal": amt("96310.44"), "accrued_interest": amt("212.90"),
                 "early_repayment_charge": {"erc_bps": 150, "amount": amt("1444.66")}, "admin_fee": amt("150.00"),
                 "total_redemption": amt("98118.00"), "daily_interest_after": amt("9.68")},
                {"quote_id": "RQ-54002", "status": "SUPERSEDED", "requested_on": "2026-03-12",
                 "redemption_date": "2026-03-31", "total_redemption": amt("98690.31")}]}),
        pol("mortgage#redemption",
            "A redemption statement shows the amount needed to repay your mortgage in full on a specific date. If "
            "the money reaches us after that date, daily interest is added for each extra day, and a new statement "
            "may be needed. An early repayment charge applies if you repay during a fixed-rate period; it is shown "
            "on the statement. We release the land charge (Grundschuld) within 15 business days after the full "
            "amount is received."),
    ])
Q21 = "We're selling the flat; how much do we need to pay off the mortgage and what's included?"
CASES += [
    dict(scen="mtg-redemption", q=Q21,
         draft=("Dear Ms Papadopoulou, to repay your mortgage in full on 15 May 2026 the amount is €98,118.00 "
                "(statement RQ-55810). This is made up of €96,310.44 principal, €212.90 interest, an early "
                "repayment charge of €1,444.66 and an administration fee of €150.00. If the money arrives after "
                "15 May, €9.68 of interest is added for each extra day."),
         probes=[S("on 15 May 2026 the amount is €98,118.00"), S("(statement RQ-55810)"), S("€96,310.44 principal"),
                 S("€212.90 interest"), S("early repayment charge of €1,444.66"), S("administration fee of €150.00"),
                 S("€9.68 of interest is added for each extra day")],
         inc=["€98,118.00", "15 May 2026"],
         notes="RQ-55810 VALID; 96310.44 + 212.90 + 1444.66 + 150.00 = 98118.00; daily_interest_after 9.68."),
    dict(scen="mtg-redemption", q=Q21,
         draft=("The early repayment charge of €1,444.66 is 150 basis points of the outstanding principal, and it "
                "applies because you are repaying within your fixed-rate period. Once we receive the full amount, "
                "the land charge is released within 15 business days."),
         probes=[S("early repayment charge of €1,444.66 is 150 basis points of the outstanding principal"),
                 S("repaying within your fixed-rate period"), S("land charge is released within 15 business days")],
         inc=["€1,444.66"],
         notes="erc_bps 150 x 96310.44 = 1444.66; fixed_rate_until 2029-06-30."),
    dict(scen="mtg-redemption", q=Q21,
         draft="Payoff for 15.05.2026: 98.118,00 EUR, ERC included.",
         probes=[S("Payoff for 15.05.2026: 98.118,00 EUR"), S("ERC included")],
         inc=["98.118,00 EUR"],
         notes="RQ-55810 total_redemption includes the ERC."),
    dict(scen="mtg-redemption", q=Q21, errors=["stale_value"],
         draft=("Dear Ms Papadopoulou, the amount to repay your mortgage in full is €98,690.31, including the early "
                "repayment charge."),
         probes=[C("in full is €98,690.31", "AMOUNT_MISMATCH"), S("including the early repayment charge")],
         exc=["€98,690.31"], inc=["early repayment charge"],
         notes="98690.31 is the SUPERSEDED quote RQ-54002 for 31 March; the valid one is 98118.00."),
    dict(scen="mtg-redemption", q=Q21, errors=["wrong_arithmetic", "wrong_period"],
         draft=("Dear Ms Papadopoulou, €96,310.44 principal, €212.90 interest and the €1,444.66 early repayment "
                "charge make €97,968.00 in total to redeem on 15 May. The land charge is released within 5 business "
                "days of receipt."),
         probes=[S("€96,310.44 principal"), S("€212.90 interest"), S("the €1,444.66 early repayment charge"),
                 C("make €97,968.00 in total to redeem on 15 May", "AMOUNT_MISMATCH"),
                 C("released within 5 business days", "NLI_CONTRADICTION")],
         exc=["€97,968.00", "within 5 business days"], inc=["€1,444.66"],
         notes="Total leaves out the 150.00 admin fee (98118.00); policy gives 15 business days."),
    dict(scen="mtg-redemption", q=Q21, repair=True, errors=["wrong_amount"],
         draft=("Dear Ms Papadopoulou, the redemption amount for 15 May is €98,118.00, including an early repayment "
                "charge of €1,444.66; after that date €96.80 of interest is added per day."),
         probes=[S("the redemption amount for 15 May is €98,118.00"), S("early repayment charge of €1,444.66"),
                 C("€96.80 of interest is added per day", "AMOUNT_MISMATCH")],
         exc=["€96.80"], inc=["€9.68|9.68|9,68", "€98,118.00|98.118,00"],
         notes="daily_interest_after 9.68."),
]
