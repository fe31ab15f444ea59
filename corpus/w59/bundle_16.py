from common import *

SCENARIO = "intercom-instalments"
DOMAIN = "intercom installation"
QUESTION = "How much do we still owe on the office intercom, and when's the next payment?"
NOW = "2026-05-29T11:00:00+03:00"

EVIDENCE = [
    rec("billing.get_payment_plan#PP-1093", "billing:get_payment_plan", {
        "plan_ref": "PP-1093", "job_ref": "IC-7402", "customer": {"name": "Kabalagala Business Centre"},
        "currency": "UGX", "contract_total": "12600000",
        "deposit": {"amount": "3780000", "status": "paid", "paid_at": "Thu, 02 Apr 2026 09:12:00 +0000"},
        "instalments": [
            {"n": 1, "due": "2026-05-04", "amount": "2940000", "status": "paid",
             "attempts": [{"at": "Mon, 04 May 2026 05:00:00 +0000", "result": "failed", "reason": "INSUFFICIENT_FUNDS"},
                          {"at": "Wed, 06 May 2026 05:00:00 +0000", "result": "succeeded"}], "late_fee_applied": False},
            {"n": 2, "due": "2026-06-04", "amount": "2940000", "status": "scheduled"},
            {"n": 3, "due": "2026-07-04", "amount": "2940000", "status": "scheduled"},
        ],
        "method": "MOBILE_MONEY", "amount_paid": "6720000", "balance": "5880000",
    }),
    pol("policy#instalments", "Instalments are collected by mobile money on the 4th of each month. If a collection fails, we try again "
        "two days later, and a USh 25,000 late fee is added only if the second try also fails. You may settle the balance early at "
        "any time without penalty.", revision="2026-03"),
]

CASES = [
    dict(kind="ok",
         draft="You've paid USh 6,720,000 so far: the USh 3,780,000 deposit and the first instalment of USh 2,940,000. That leaves USh 5,880,000, "
               "in two instalments of USh 2,940,000. The next one will be collected by mobile money on 4 June.",
         probes=[S("You've paid USh 6,720,000 so far"), S("the USh 3,780,000 deposit"), S("the first instalment of USh 2,940,000"),
                 S("That leaves USh 5,880,000"), S("in two instalments of USh 2,940,000"), S("collected by mobile money on 4 June")],
         incl=["USh 5,880,000", "4 June"],
         notes="amount_paid 6720000 = 3780000 + 2940000; balance 5880000; instalments 2 and 3 scheduled; n=2 due 2026-06-04, MOBILE_MONEY."),
    dict(kind="ok",
         draft="May's instalment failed on the 4th and went through on the retry on 6 May, so no late fee was added. You're welcome to clear the balance early with no penalty.",
         probes=[S("May's instalment failed on the 4th"), S("went through on the retry on 6 May"), S("no late fee was added"),
                 S("clear the balance early with no penalty")],
         incl=["6 May"],
         notes="instalment 1 attempts failed 4 May, succeeded 6 May; late_fee_applied false; policy allows early settlement."),
    dict(kind="ok",
         draft="Balance on PP-1093: USh 5.88 million. Next collection: USh 2,940,000 on 04/06/2026, with the final one on 04/07/2026.",
         probes=[S("Balance on PP-1093: USh 5.88 million"), S("Next collection: USh 2,940,000 on 04/06/2026"), S("the final one on 04/07/2026")],
         incl=["04/06/2026"],
         notes="balance 5880000; instalment 2 due 2026-06-04, instalment 3 due 2026-07-04."),
    dict(kind="bad", errors=["wrong_arithmetic"],
         draft="Your contract total is USh 12,600,000 and you paid the USh 3,780,000 deposit in April, so USh 8,820,000 is still outstanding. "
               "The next instalment will be taken on 4 June.",
         probes=[S("Your contract total is USh 12,600,000"), S("you paid the USh 3,780,000 deposit in April"),
                 C("USh 8,820,000 is still outstanding", "AMOUNT_MISMATCH"), S("The next instalment will be taken on 4 June")],
         excl=["USh 8,820,000"], incl=[],
         notes="The sum skips the May instalment already paid; balance is 5,880,000."),
    dict(kind="bad", errors=["wrong_state", "invented_promise"],
         draft="Your May instalment was collected on 4 May without any problem, and the balance is USh 5,880,000. If you settle it early, we'll take 5% off.",
         probes=[C("Your May instalment was collected on 4 May without any problem", "RECORD_STATE_MISMATCH", "DATE_MISMATCH"),
                 S("the balance is USh 5,880,000"), I("we'll take 5% off", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
         excl=["without any problem", "we'll take 5% off"], incl=[],
         notes="The 4 May attempt failed (INSUFFICIENT_FUNDS) and succeeded on 6 May. The policy allows early settlement without penalty but offers no discount."),
    dict(kind="repair", errors=["wrong_amount"],
         draft="You still owe USh 5,880,000. The next instalment of USh 2,490,000 will be collected by mobile money on 4 June.",
         probes=[S("You still owe USh 5,880,000"), C("The next instalment of USh 2,490,000", "AMOUNT_MISMATCH"),
                 S("collected by mobile money on 4 June")],
         excl=["2,490,000"], incl=["2,940,000|2940000|2.94 million", "5,880,000"],
         notes="Instalment 2 amount is 2940000."),
]
