# w08 batch 1: retail bank (Nordbrücke Bank) x4, credit union x1
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from write_cases import ep, amt, S, NA, C, I, CI, rec, pol, psg, refused  # noqa: E402

SCENARIOS = {}
CASES = []

# ---------------------------------------------------------------- 1 pending card hold
SCENARIOS["bank-pending-hold"] = dict(
    domain="retail bank",
    now="2026-04-14T10:15:00+02:00",
    evidence=[
        rec("get_account#ACC-0044718", "tool:core.accounts.get", {
            "account": {"account_id": "ACC-0044718", "iban_masked": "DE89 **** **** **** 4471",
                        "product_code": "GIROKONTO_PLUS", "holder_name": "Lena Vogt",
                        "available_balance": amt("1234.56"), "ledger_balance": amt("1310.96"),
                        "arranged_overdraft_limit": amt("500.00"),
                        "balance_as_of": ep("2026-04-14T10:05:00+02:00")}}),
        rec("list_transactions#ACC-0044718", "tool:core.transactions.list", {
            "account_id": "ACC-0044718",
            "transactions": [
                {"txn_id": "TX-88213", "status": "PENDING", "type": "CARD_AUTHORISATION",
                 "booking_date": None, "value_date": None, "authorisation_date": "2026-04-12",
                 "amount": amt("-76.40"), "merchant": {"name": "HOTEL SEEBLICK GMBH", "mcc": "7011"}},
                {"txn_id": "TX-88190", "status": "BOOKED", "type": "CARD_PAYMENT",
                 "booking_date": "2026-04-11", "value_date": "2026-04-11",
                 "amount": amt("-45.00"), "merchant": {"name": "HOTEL SEEBLICK GMBH", "mcc": "7011"}},
                {"txn_id": "TX-88177", "status": "BOOKED", "type": "SEPA_CREDIT_TRANSFER",
                 "booking_date": "2026-04-10", "value_date": "2026-04-09",
                 "amount": amt("2350.00"), "counterparty": {"name": "Lumen Systems GmbH"}},
            ]}),
        pol("card-authorisations#holds",
            "Card payments are first shown as pending while the merchant holds the amount. "
            "Your available balance already excludes pending amounts, while your ledger balance shows only "
            "booked transactions. If a merchant does not collect a pre-authorised amount, the hold is released "
            "automatically within 7 calendar days of the authorisation. Bank staff cannot release a merchant "
            "hold early; only the merchant can.", revision="2025-11"),
    ])
Q1 = ("Why is my available balance lower than my balance? There's a hotel payment of 76,40 that I thought was "
      "already paid.")
CASES += [
    dict(scen="bank-pending-hold", q=Q1,
         draft=("Hello Ms Vogt, the difference is a pending card authorisation of €76.40 from Hotel Seeblick, "
                "which has not yet been booked. Your ledger balance is €1,310.96, and your available balance of "
                "€1,234.56 already takes this hold into account. If the hotel does not collect the amount, the "
                "hold is released automatically within 7 calendar days of the authorisation."),
         probes=[S("pending card authorisation of €76.40"), S("has not yet been booked"),
                 S("ledger balance is €1,310.96"), S("available balance of €1,234.56"),
                 S("released automatically within 7 calendar days")],
         inc=["€76.40", "€1,234.56"],
         notes="TX-88213 is PENDING -76.40; balances from account; policy gives 7 calendar days."),
    dict(scen="bank-pending-hold", q=Q1,
         draft=("Dear Ms Vogt,\n\n- Available balance: 1.234,56 EUR\n- Booked (ledger) balance: 1.310,96 EUR\n"
                "- Pending: 76,40 EUR held by Hotel Seeblick GmbH since 12 April\n\n"
                "The amount is a hold, not a completed payment. A hold the hotel does not collect drops off on "
                "its own within seven calendar days of 12 April, that is by 19 April at the latest. We are not "
                "able to release it early ourselves; only the hotel can.\n\nKind regards,\nNordbrücke Bank "
                "Customer Care"),
         probes=[S("Available balance: 1.234,56 EUR"), S("Booked (ledger) balance: 1.310,96 EUR"),
                 S("Pending: 76,40 EUR held by Hotel Seeblick GmbH since 12 April"),
                 S("is a hold, not a completed payment"), S("within seven calendar days of 12 April"),
                 S("by 19 April at the latest"), S("We are not able to release it early ourselves"),
                 S("only the hotel can"), NA("Kind regards")],
         inc=["76,40 EUR", "19 April"],
         notes="authorisation_date 2026-04-12 + 7 calendar days = 19 April; policy says staff cannot release early."),
    dict(scen="bank-pending-hold", q=Q1,
         draft=("Your €76.40 hotel payment is still pending (not booked yet), which is why your available balance "
                "is €76.40 lower than your ledger balance."),
         probes=[S("hotel payment is still pending"), S("available balance is €76.40 lower than your ledger balance")],
         inc=["pending"],
         notes="1310.96 - 1234.56 = 76.40; TX-88213 PENDING."),
    dict(scen="bank-pending-hold", q=Q1, errors=["wrong_policy_condition"],
         draft=("Hello Ms Vogt, the difference is a pending card authorisation of €76.40 from Hotel Seeblick, "
                "which has not yet been booked. Your ledger balance is €1,310.96, and your available balance of "
                "€1,234.56 already takes this hold into account. If the hotel does not collect the amount, the "
                "hold is released automatically within 3 business days of the authorisation."),
         probes=[S("pending card authorisation of €76.40"), S("has not yet been booked"),
                 S("ledger balance is €1,310.96"), S("available balance of €1,234.56"),
                 C("released automatically within 3 business days", "NLI_CONTRADICTION")],
         exc=["within 3 business days"], inc=["€1,234.56"],
         notes="Minimal pair of case 1: the policy says 7 calendar days, not 3 business days."),
    dict(scen="bank-pending-hold", q=Q1, errors=["wrong_state", "invented_promise"],
         draft=("Thanks for your message. The €76.40 hotel charge was booked on 11 April and is no longer pending. "
                "Your available balance is €1,234.56 and your ledger balance is €1,310.96. We can release the "
                "hold for you today if you wish."),
         probes=[NA("Thanks for your message"),
                 C("was booked on 11 April and is no longer pending", "RECORD_STATE_MISMATCH", "DATE_MISMATCH"),
                 S("available balance is €1,234.56"), S("ledger balance is €1,310.96"),
                 C("We can release the hold for you today", "NLI_CONTRADICTION")],
         exc=["was booked on 11 April", "We can release the hold"], inc=["€1,234.56"],
         notes="TX-88213 (-76.40) is PENDING; the 11 April booking is the other hotel txn TX-88190 (-45.00). "
               "Policy: staff cannot release a hold early."),
    dict(scen="bank-pending-hold", q=Q1, repair=True, errors=["wrong_amount"],
         draft=("Hello Ms Vogt, the €76.40 from Hotel Seeblick is a pending hold, not a booked payment. Your "
                "available balance of €1,243.56 already excludes it."),
         probes=[S("is a pending hold, not a booked payment"),
                 C("available balance of €1,243.56", "AMOUNT_MISMATCH")],
         exc=["€1,243.56"], inc=["1,234.56|1.234,56|1234.56", "€76.40"],
         notes="available_balance is 1234.56 (digits transposed in the draft)."),
]

# ---------------------------------------------------------------- 2 standing order amended
SCENARIOS["bank-standing-order"] = dict(
    domain="retail bank",
    now="2026-04-22T16:40:00+02:00",
    evidence=[
        rec("list_standing_orders#ACC-0091135", "tool:core.standing_orders.list", {
            "account_id": "ACC-0091135", "holder_name": "Daniel Okafor",
            "standing_orders": [
                {"so_id": "SO-2031-A", "version": 2, "status": "ACTIVE",
                 "creditor": {"name": "Hausverwaltung Brenner KG", "iban_masked": "DE21 **** **** 7730"},
                 "amount": amt("865.00"), "frequency": "MONTHLY", "execution_day": 1,
                 "next_scheduled_date": "2026-05-01", "expected_execution_date": "2026-05-04",
                 "remittance_info": "Miete Whg 3 OG links", "amended_at": ep("2026-04-20T11:02:00+02:00")},
                {"so_id": "SO-2031-A", "version": 1, "status": "SUPERSEDED",
                 "creditor": {"name": "Hausverwaltung Brenner KG", "iban_masked": "DE21 **** **** 7730"},
                 "amount": amt("820.00"), "frequency": "MONTHLY", "execution_day": 1,
                 "next_scheduled_date": None, "remittance_info": "Miete Whg 3 OG links"},
                {"so_id": "SO-1187-C", "version": 1, "status": "ACTIVE",
                 "creditor": {"name": "FitWerk Studio", "iban_masked": "DE44 **** **** 0912"},
                 "amount": amt("39.90"), "frequency": "MONTHLY", "execution_day": 15,
                 "next_scheduled_date": "2026-05-15", "expected_execution_date": "2026-05-15"},
            ]}),
        pol("standing-orders#changes",
            "A standing order runs until it is cancelled or its end date is reached. Changes to a standing "
            "order must be made no later than one business day before the execution date. If the execution day "
            "falls on a weekend or public holiday, the payment is executed on the next business day. We do not "
            "charge for setting up, changing or cancelling a standing order in online banking.",
            revision="2026-01"),
        psg("kb#bank-holidays-2026",
            "Bank holidays 2026 on which no payments are executed:\n1 January, 3 April (Good Friday), "
            "6 April (Easter Monday), 1 May (Labour Day), 25 and 26 December."),
    ])
Q2 = "I changed my rent standing order on Monday. Can you confirm the new amount and when it will next go out?"
CASES += [
    dict(scen="bank-standing-order", q=Q2,
         draft=("Good afternoon Mr Okafor, I can confirm that your standing order to Hausverwaltung Brenner KG "
                "now stands at €865.00 per month. It is scheduled for 1 May, but as that is a public holiday it "
                "will be executed on the next business day, Monday 4 May. Any further change needs to be made at "
                "least one business day before the execution date."),
         probes=[S("now stands at €865.00 per month"), S("It is scheduled for 1 May"),
                 S("as that is a public holiday"), S("executed on the next business day, Monday 4 May"),
                 S("at least one business day before the execution date")],
         inc=["€865.00", "4 May"],
         notes="SO-2031-A v2 ACTIVE 865.00, next_scheduled 2026-05-01, expected_execution 2026-05-04; KB lists 1 May."),
    dict(scen="bank-standing-order", q=Q2,
         draft=("Dear Mr Okafor,\n\nThank you for your message. Your amended rent payment (reference \"Miete Whg 3 "
                "OG links\") is eight hundred and sixty-five euros a month, and the change you made on 20 April "
                "is active. The next payment will leave your account on 4 May 2026. There is no charge for "
                "changing a standing order in online banking.\n\nYours sincerely,\nNordbrücke Bank"),
         probes=[NA("Thank you for your message"), S("eight hundred and sixty-five euros a month"),
                 S("the change you made on 20 April is active"),
                 S("next payment will leave your account on 4 May 2026"),
                 S("no charge for changing a standing order"), NA("Yours sincerely")],
         inc=["eight hundred and sixty-five euros", "4 May 2026"],
         notes="amended_at epoch = 2026-04-20 11:02 Berlin; status ACTIVE; policy: no charge online."),
    dict(scen="bank-standing-order", q=Q2,
         draft="Confirmed: rent standing order SO-2031-A is active at €865.00 monthly; next execution Monday 04.05.2026.",
         probes=[S("SO-2031-A is active"), S("at €865.00 monthly"), S("next execution Monday 04.05.2026")],
         inc=["€865.00", "04.05.2026"],
         notes="SO-2031-A version 2."),
    dict(scen="bank-standing-order", q=Q2, errors=["stale_value"],
         draft=("Good afternoon Mr Okafor, I can confirm that your standing order to Hausverwaltung Brenner KG is "
                "set at €820.00 per month. It will be executed on Monday 4 May, because 1 May is a public holiday."),
         probes=[C("set at €820.00 per month", "AMOUNT_MISMATCH"), S("executed on Monday 4 May"),
                 S("because 1 May is a public holiday")],
         exc=["€820.00"], inc=["4 May"],
         notes="820.00 is version 1, status SUPERSEDED; the active version 2 is 865.00."),
    dict(scen="bank-standing-order", q=Q2, errors=["other_record_value", "wrong_policy_condition"],
         draft=("Hi Mr Okafor, your rent standing order of €865.00 is active. The next payment goes out on 15 May. "
                "You can still change it up to the day of execution itself."),
         probes=[S("rent standing order of €865.00 is active"),
                 C("next payment goes out on 15 May", "DATE_MISMATCH"),
                 C("up to the day of execution itself", "NLI_CONTRADICTION")],
         exc=["on 15 May", "up to the day of execution itself"], inc=["€865.00"],
         notes="15 May is the gym order SO-1187-C; rent executes 4 May. Policy: changes one business day before."),
    dict(scen="bank-standing-order", q=Q2, repair=True, errors=["wrong_date"],
         draft=("Dear Mr Okafor, your standing order to Hausverwaltung Brenner KG is active at €865.00 per month. "
                "The next payment will be taken on Friday 1 May."),
         probes=[S("active at €865.00 per month"), C("will be taken on Friday 1 May", "DATE_MISMATCH")],
         exc=["taken on Friday 1 May"], inc=["4 May|04.05|4th May|May 4", "€865.00"],
         notes="expected_execution_date 2026-05-04 (1 May is a bank holiday)."),
]

# ---------------------------------------------------------------- 3 returned direct debit fee, refund escalated
SCENARIOS["bank-returned-debit-fee"] = dict(
    domain="retail bank",
    now="2026-03-10T09:05:00+01:00",
    evidence=[
        rec("get_account#ACC-0067302", "tool:core.accounts.get", {
            "account": {"account_id": "ACC-0067302", "holder_name": "Jonas Schäfer",
                        "available_balance": amt("41.17"), "ledger_balance": amt("64.97"),
                        "returned_debits_last_12m": 1}}),
        rec("list_transactions#ACC-0067302", "tool:core.transactions.list", {
            "account_id": "ACC-0067302",
            "transactions": [
                {"txn_id": "TX-50455", "status": "PENDING", "type": "CARD_AUTHORISATION", "booking_date": None,
                 "value_date": None, "amount": amt("-23.80"), "merchant": {"name": "DM DROGERIE MARKT"}},
                {"txn_id": "TX-50412", "status": "BOOKED", "type": "FEE", "booking_date": "2026-03-06",
                 "value_date": "2026-03-06", "amount": amt("-12.50"), "description": "Entgelt Ruecklastschrift",
                 "related_txn_id": "TX-50411"},
                {"txn_id": "TX-50411", "status": "BOOKED", "type": "SEPA_DIRECT_DEBIT_RETURN",
                 "booking_date": "2026-03-06", "value_date": "2026-03-05", "amount": amt("89.99"),
                 "counterparty": {"name": "Stadtwerke Lindau"}, "return_reason": "AM04_INSUFFICIENT_FUNDS"},
                {"txn_id": "TX-50398", "status": "BOOKED", "type": "SEPA_DIRECT_DEBIT",
                 "booking_date": "2026-03-05", "value_date": "2026-03-05", "amount": amt("-89.99"),
                 "counterparty": {"name": "Stadtwerke Lindau"}},
            ]}),
        refused("refund_fee#call-1", "refund_fee", "ESCALATE", {"txn_id": "TX-50412", "amount": "12.50"},
                reason="REQUIRES_BACK_OFFICE_APPROVAL"),
        pol("fees#returned-direct-debit",
            "If a direct debit cannot be paid because the account lacks sufficient funds, we charge a fee of "
            "€12.50 per returned debit. The creditor may also charge its own fee. A fee may be reviewed on request "
            "if this is the first returned debit in 12 months; any refund is decided by our back office, normally "
            "within 10 business days. Fees are shown on the account as a separate transaction.", revision="v4"),
    ])
Q3 = "Why was I charged 12,50? Please refund it, it's the first time this has happened."
CASES += [
    dict(scen="bank-returned-debit-fee", q=Q3,
         draft=("Dear Mr Schäfer, the €12.50 booked on 6 March is our fee for the direct debit from Stadtwerke "
                "Lindau (€89.99) that was returned for insufficient funds. I have passed your refund request to "
                "our back office, as I am not able to refund the fee myself. Because this is your first returned "
                "debit in 12 months it can be reviewed, and a decision is normally made within 10 business days. "
                "Please note that Stadtwerke Lindau may also charge its own fee."),
         probes=[S("the €12.50 booked on 6 March is our fee"), S("direct debit from Stadtwerke Lindau (€89.99)"),
                 S("returned for insufficient funds"), S("I have passed your refund request to our back office"),
                 S("I am not able to refund the fee myself"), S("first returned debit in 12 months it can be reviewed"),
                 S("normally made within 10 business days"), S("may also charge its own fee")],
         inc=["€12.50", "10 business days"],
         notes="TX-50412 fee 12.50 booked 2026-03-06; TX-50411 AM04; refund_fee ESCALATE; returned_debits_last_12m 1."),
    dict(scen="bank-returned-debit-fee", q=Q3,
         draft="The 12,50 EUR fee (6 March) has been escalated for a refund review; I couldn't refund it directly.",
         probes=[S("The 12,50 EUR fee (6 March)"), S("has been escalated for a refund review"),
                 S("I couldn't refund it directly")],
         inc=["12,50 EUR", "escalated"],
         notes="refund_fee#call-1 decision ESCALATE."),
    dict(scen="bank-returned-debit-fee", q=Q3, errors=["refused_call_effect"],
         draft=("Dear Mr Schäfer, the €12.50 booked on 6 March is our fee for the returned direct debit from "
                "Stadtwerke Lindau. As this is your first returned debit in 12 months, I have refunded the fee to "
                "your account."),
         probes=[S("the €12.50 booked on 6 March is our fee"), S("returned direct debit from Stadtwerke Lindau"),
                 S("your first returned debit in 12 months"), C("I have refunded the fee", "NOT_EXECUTED")],
         exc=["I have refunded the fee"], inc=["6 March"],
         notes="refund_fee was ESCALATE, not executed."),
    dict(scen="bank-returned-debit-fee", q=Q3, errors=["other_record_value"],
         draft=("Hello Mr Schäfer, the fee of €23.80 relates to the Stadtwerke Lindau direct debit returned on "
                "6 March. I've asked our back office to review a refund."),
         probes=[C("the fee of €23.80", "AMOUNT_MISMATCH"), S("direct debit returned on 6 March"),
                 S("I've asked our back office to review a refund")],
         exc=["fee of €23.80"], inc=["6 March"],
         notes="23.80 is the pending DM card authorisation TX-50455; the fee TX-50412 is 12.50."),
    dict(scen="bank-returned-debit-fee", q=Q3, repair=True, errors=["refused_call_effect"],
         draft=("Dear Mr Schäfer, the €12.50 fee relates to the Stadtwerke Lindau direct debit that was returned on "
                "6 March. Your refund request has been approved and the fee will be credited back."),
         probes=[S("the €12.50 fee relates to the Stadtwerke Lindau direct debit"),
                 C("Your refund request has been approved", "NOT_EXECUTED")],
         exc=["has been approved"],
         inc=["escalated|back office|review|could not|couldn't|unable|not able", "€12.50|12.50|12,50"],
         notes="refund_fee decision ESCALATE: nothing approved."),
]

# ---------------------------------------------------------------- 4 outgoing SEPA transfer
SCENARIOS["bank-sepa-transfer"] = dict(
    domain="retail bank",
    now="2026-04-16T14:20:00+02:00",
    evidence=[
        rec("get_payment#PMT-7730915", "tool:core.payments.get", {
            "payment": {"payment_id": "PMT-7730915", "debtor_account_id": "ACC-0025540",
                        "scheme": "SEPA_CREDIT_TRANSFER", "status": "BOOKED",
                        "execution": {"requested_execution_date": "2026-04-15", "booking_date": "2026-04-15",
                                      "value_date": "2026-04-16"},
                        "amount": amt("-2400.00"),
                        "creditor": {"name": "Autohaus Keller GmbH", "iban_masked": "AT61 **** **** **** 3402",
                                     "bic": "BKAUATWW"},
                        "end_to_end_id": "E2E-KV2026-0415-77", "remittance_info": "Anzahlung Fzg 4471-B",
                        "charges": amt("0.00")}}),
        rec("get_payment#PMT-7730802", "tool:core.payments.get", {
            "payment": {"payment_id": "PMT-7730802", "debtor_account_id": "ACC-0025540", "scheme": "SEPA_INSTANT",
                        "status": "BOOKED",
                        "execution": {"booking_date": "2026-04-09", "value_date": "2026-04-09"},
                        "amount": amt("-150.00"), "creditor": {"name": "Autohaus Keller GmbH"},
                        "end_to_end_id": "E2E-KV2026-0409-12", "remittance_info": "Reservierung"}}),
        pol("payments#sepa",
            "A standard SEPA credit transfer submitted before 15:00 on a business day reaches the recipient's "
            "bank by the end of the next business day. SEPA Instant transfers are credited within 10 seconds, "
            "around the clock. Once a standard transfer has been booked it can no longer be cancelled by us; we "
            "can only ask the recipient's bank to return the funds (a recall), which needs the recipient's "
            "consent. Outgoing SEPA transfers in euro are free of charge."),
    ])
Q4 = "The car dealer says they haven't got my 2.400 euro deposit. Did it go through?"
CASES += [
    dict(scen="bank-sepa-transfer", q=Q4,
         draft=("Hello Ms Brandt, yes: your transfer of €2,400.00 to Autohaus Keller GmbH was booked on 15 April "
                "with a value date of 16 April. If the dealer needs to trace it, they can quote the end-to-end "
                "reference E2E-KV2026-0415-77. The transfer was free of charge."),
         probes=[S("transfer of €2,400.00 to Autohaus Keller GmbH was booked on 15 April"),
                 S("value date of 16 April"), S("end-to-end reference E2E-KV2026-0415-77"),
                 S("The transfer was free of charge")],
         inc=["€2,400.00", "E2E-KV2026-0415-77"],
         notes="PMT-7730915 BOOKED 2026-04-15, value 2026-04-16, charges 0.00."),
    dict(scen="bank-sepa-transfer", q=Q4,
         draft=("Dear Ms Brandt,\n\nThe payment of 2.400,00 EUR (reference \"Anzahlung Fzg 4471-B\") was "
                "executed by us on Wednesday and carries a value date of today, 16 April. A standard SEPA "
                "transfer reaches the recipient's bank by the end of the next business day. I would suggest "
                "asking the dealer to check with their bank.\n\nKind regards\nNordbrücke Bank"),
         probes=[S("executed by us on Wednesday"), S("carries a value date of today, 16 April"),
                 S("reaches the recipient's bank by the end of the next business day"),
                 NA("I would suggest asking the dealer"), NA("Kind regards")],
         inc=["2.400,00 EUR", "16 April"],
         notes="booking_date 2026-04-15 is a Wednesday; value_date 2026-04-16 = now's date; policy timing."),
    dict(scen="bank-sepa-transfer", q=Q4, errors=["other_record_value"],
         draft=("Hello Ms Brandt, your transfer of €2,400.00 to Autohaus Keller GmbH was booked on 15 April. The "
                "dealer can trace it with the end-to-end reference E2E-KV2026-0409-12."),
         probes=[S("transfer of €2,400.00 to Autohaus Keller GmbH was booked on 15 April"),
                 C("reference E2E-KV2026-0409-12", "IDENTIFIER_MISMATCH")],
         exc=["E2E-KV2026-0409-12"], inc=["€2,400.00"],
         notes="E2E-KV2026-0409-12 belongs to the earlier 150.00 instant payment PMT-7730802."),
    dict(scen="bank-sepa-transfer", q=Q4, errors=["wrong_value", "invented_promise"],
         draft=("Hello Ms Brandt, your €2,400.00 transfer to Autohaus Keller GmbH went out as a SEPA Instant "
                "payment on 15 April. If it still hasn't arrived, I can cancel it and send it again."),
         probes=[S("€2,400.00 transfer to Autohaus Keller GmbH"),
                 C("went out as a SEPA Instant payment", "VALUE_MISMATCH"),
                 C("I can cancel it and send it again", "NLI_CONTRADICTION")],
         exc=["SEPA Instant payment", "I can cancel it"], inc=["€2,400.00"],
         notes="scheme is SEPA_CREDIT_TRANSFER (the instant one was PMT-7730802); policy: booked transfers "
               "cannot be cancelled, only recalled."),
    dict(scen="bank-sepa-transfer", q=Q4, repair=True, errors=["wrong_date"],
         draft=("Dear Ms Brandt, your transfer of €2,400.00 to Autohaus Keller GmbH was booked on 15 April with a "
                "value date of 17 April."),
         probes=[S("transfer of €2,400.00 to Autohaus Keller GmbH was booked on 15 April"),
                 C("value date of 17 April", "DATE_MISMATCH")],
         exc=["17 April"], inc=["16 April|16.04|16/04|April 16", "€2,400.00|2.400,00"],
         notes="value_date 2026-04-16."),
]

# ---------------------------------------------------------------- 5 credit union loan payoff
SCENARIOS["cu-loan-payoff"] = dict(
    domain="credit union",
    now="2026-04-14T11:30:00+02:00",
    evidence=[
        rec("get_loan#LN-30558-02", "tool:cu.lending.get_loan", {
            "loan": {"loan_id": "LN-30558-02", "member_id": "M-30558", "product_code": "PERSONAL_LOAN_FIXED",
                     "purpose": "VEHICLE", "principal_outstanding": amt("4318.22"),
                     "accrued_interest": amt("21.47"), "per_diem_interest": amt("1.08"),
                     "next_instalment": {"due_date": "2026-05-05", "amount": amt("182.40")},
                     "payoff_quote": {"quote_id": "PQ-88120", "status": "VALID", "amount": amt("4339.69"),
                                      "good_through": "2026-04-24",
                                      "issued_at": ep("2026-04-14T08:40:00+02:00")},
                     "superseded_quotes": [{"quote_id": "PQ-87410", "status": "EXPIRED",
                                            "amount": amt("4402.15"), "good_through": "2026-03-31"}]}}),
        rec("get_member_accounts#M-30558", "tool:cu.shares.list", {
            "member_id": "M-30558", "member_name": "Aoife Byrne",
            "accounts": [
                {"account_id": "SH-30558-S1", "type": "REGULAR_SHARES", "available_balance": amt("5120.35"),
                 "ledger_balance": amt("5120.35")},
                {"account_id": "SH-30558-S2", "type": "CHRISTMAS_CLUB", "available_balance": amt("310.00"),
                 "ledger_balance": amt("310.00"), "withdrawal_window": "NOVEMBER_ONLY"}]}),
        pol("lending#early-repayment",
            "Members may repay a loan in full at any time without an early repayment charge. A payoff quote is "
            "valid up to and including its good-through date; after that, interest continues to accrue daily and "
            "a new quote is needed. Payments made from a share account are applied on the same business day. "
            "Once the loan is repaid, a closing statement is sent within 5 business days."),
    ])
Q5 = "I'd like to pay off my car loan in full from my savings. How much do I need and is there a penalty?"
CASES += [
    dict(scen="cu-loan-payoff", q=Q5,
         draft=("Hello Ms Byrne, your payoff figure for loan LN-30558-02 is €4,339.69, made up of €4,318.22 "
                "principal and €21.47 accrued interest. This quote is valid up to and including 24 April. There "
                "is no early repayment charge. Your regular share account has €5,120.35 available, so it covers "
                "the full amount."),
         probes=[S("payoff figure for loan LN-30558-02 is €4,339.69"), S("€4,318.22 principal"),
                 S("€21.47 accrued interest"), S("valid up to and including 24 April"),
                 S("no early repayment charge"), S("€5,120.35 available"), S("so it covers the full amount")],
         inc=["€4,339.69", "24 April"],
         notes="payoff_quote PQ-88120 VALID 4339.69 good_through 2026-04-24; SH-30558-S1 5120.35 > 4339.69."),
    dict(scen="cu-loan-payoff", q=Q5,
         draft=("Dear Ms Byrne,\n\nHere is your payoff position for loan LN-30558-02:\n"
                "• Payoff amount: 4.339,69 EUR (quote PQ-88120)\n• Valid until: 24.04.2026\n"
                "• Early repayment charge: none\n\nIf you pay after 24 April, interest keeps accruing at €1.08 a "
                "day and we would need to issue a new quote. A closing statement follows within 5 business days "
                "of repayment.\n\nKind regards,\nMember Services"),
         probes=[S("Payoff amount: 4.339,69 EUR (quote PQ-88120)"), S("Valid until: 24.04.2026"),
                 S("Early repayment charge: none"), S("accruing at €1.08 a day"),
                 S("we would need to issue a new quote"), S("closing statement follows within 5 business days"),
                 NA("Kind regards")],
         inc=["4.339,69 EUR", "24.04.2026"],
         notes="per_diem_interest 1.08; policy: new quote after good-through; closing statement 5 business days."),
    dict(scen="cu-loan-payoff", q=Q5,
         draft="To clear LN-30558-02 today you'd pay €4,339.69, with no penalty for repaying early.",
         probes=[S("you'd pay €4,339.69"), S("no penalty for repaying early")],
         inc=["€4,339.69"],
         notes="Quote valid through 24 April, so 'today' (14 April) is covered."),
    dict(scen="cu-loan-payoff", q=Q5, errors=["stale_value"],
         draft=("Hello Ms Byrne, to repay loan LN-30558-02 in full you would need €4,402.15. There is no early "
                "repayment charge."),
         probes=[C("you would need €4,402.15", "AMOUNT_MISMATCH"), S("There is no early repayment charge")],
         exc=["€4,402.15"], inc=["no early repayment charge"],
         notes="4402.15 is the EXPIRED quote PQ-87410; the valid quote is 4339.69."),
    dict(scen="cu-loan-payoff", q=Q5, errors=["wrong_arithmetic", "wrong_period"],
         draft=("Hello Ms Byrne, loan LN-30558-02 has €4,318.22 principal outstanding plus €21.47 accrued interest, "
                "a total of €4,329.69 to clear it. The quote is valid for 30 days from today."),
         probes=[S("€4,318.22 principal outstanding"), S("€21.47 accrued interest"),
                 C("a total of €4,329.69", "AMOUNT_MISMATCH"),
                 C("valid for 30 days from today", "DATE_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
         exc=["€4,329.69", "valid for 30 days"], inc=["€4,318.22"],
         notes="4318.22 + 21.47 = 4339.69, not 4329.69; quote good_through 2026-04-24 (10 days), not 30 days."),
    dict(scen="cu-loan-payoff", q=Q5, repair=True, errors=["stale_value"],
         draft=("Dear Ms Byrne, your payoff amount for loan LN-30558-02 is €4,339.69, and this figure is valid "
                "until 31 March."),
         probes=[S("payoff amount for loan LN-30558-02 is €4,339.69"), C("valid until 31 March", "DATE_MISMATCH")],
         exc=["31 March"], inc=["24 April|24.04|24/04|April 24", "€4,339.69|4.339,69"],
         notes="31 March is the expired quote's good_through; PQ-88120 is good through 2026-04-24."),
]
