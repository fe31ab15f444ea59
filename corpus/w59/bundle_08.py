from common import *

SCENARIO = "checkin-guards-quarterly"
DOMAIN = "wake-up and check-in calls"
QUESTION = "How much is our lone-worker check-in bill for next quarter, and is there a discount for paying early?"
NOW = "2026-05-27T09:00:00+03:00"

EVIDENCE = [
    rec("billing.get_invoice#INV-CK-2026-0614", "billing:get_invoice", {
        "invoice_number": "INV-CK-2026-0614", "status": "open", "currency": "UGX",
        "customer": {"name": "Ngabo Security Services", "contact": "Ms Rose Apio"},
        "period": {"start": "2026-06-01", "end": "2026-08-31"}, "date_issued": "Mon, 18 May 2026 06:00:00 +0000",
        "lines": [{"code": "CHECKIN_LONE_WORKER", "description": "Night check-in calls every 2 hours, per guard per month",
                   "quantity": "8", "months": "3", "unit_amount": "45000", "amount": "1080000"}],
        "total": "1080000", "tax_inclusive": True,
        "early_payment": {"discount_rate": "0.05", "pay_by": "2026-05-31", "amount_if_early": "1026000"},
    }),
    rec("billing.get_invoice#INV-CK-2026-0301", "billing:get_invoice", {
        "invoice_number": "INV-CK-2026-0301", "status": "paid", "currency": "UGX",
        "period": {"start": "2026-03-01", "end": "2026-05-31"},
        "lines": [{"code": "CHECKIN_LONE_WORKER", "quantity": "6", "months": "3", "unit_amount": "45000", "amount": "810000"}],
        "total": "810000", "early_payment": {"applied": True, "amount_paid": "769500"},
    }),
    pol("policy#checkin-quarterly", "Check-in services for businesses are billed by the quarter, and invoices are issued about two "
        "weeks before the quarter starts. Clients who pay the whole quarter before it begins receive 5% off. A guard added "
        "mid-quarter is charged pro rata from the day they are added. Removing a guard takes effect from the start of the next quarter.",
        revision="2026-01"),
]

CASES = [
    dict(kind="ok",
         draft="Your invoice for June to August covers 8 guards at USh 45,000 each per month, USh 1,080,000 in total. "
               "If you pay in full by 31 May, before the quarter begins, 5% comes off and you would pay USh 1,026,000.",
         probes=[S("covers 8 guards at USh 45,000 each per month"), S("USh 1,080,000 in total"),
                 S("If you pay in full by 31 May"), S("5% comes off and you would pay USh 1,026,000")],
         incl=["USh 1,080,000", "USh 1,026,000"],
         notes="INV-CK-2026-0614 quantity 8, unit 45000, total 1080000; early_payment pay_by 2026-05-31, amount_if_early 1026000."),
    dict(kind="ok",
         draft="Dear Ms Apio,\n\nThe June–August invoice, INV-CK-2026-0614, is for USh 1,080,000. Paying it by Sunday 31 May saves you USh 54,000. "
               "Please note that removing a guard only takes effect from the start of the following quarter.\n\nRegards,\nAccounts Team",
         probes=[S("INV-CK-2026-0614, is for USh 1,080,000"), S("Paying it by Sunday 31 May saves you USh 54,000"),
                 S("removing a guard only takes effect from the start of the following quarter")],
         incl=["USh 54,000"],
         notes="1,080,000 - 1,026,000 = 54,000 (5%); 31 May 2026 is a Sunday; policy on removing guards."),
    dict(kind="ok",
         draft="Next quarter's bill is higher than the last one because it covers eight guards instead of six; paid early, it comes to USh 1,026,000.",
         probes=[S("covers eight guards instead of six"), S("paid early, it comes to USh 1,026,000")],
         incl=["USh 1,026,000"],
         notes="0614 quantity 8 vs 0301 quantity 6; amount_if_early 1026000."),
    dict(kind="bad", errors=["other_record_value"],
         draft="Your next quarterly check-in invoice is USh 810,000. Paying the whole quarter by 31 May gets you 5% off.",
         probes=[C("Your next quarterly check-in invoice is USh 810,000", "AMOUNT_MISMATCH"),
                 S("Paying the whole quarter by 31 May gets you 5% off")],
         excl=["USh 810,000"], incl=[],
         notes="810,000 is the March–May invoice INV-CK-2026-0301 (6 guards); the June–August invoice is 1,080,000."),
    dict(kind="bad", errors=["wrong_arithmetic", "wrong_policy_condition"],
         draft="The June to August invoice is USh 1,080,000. With the 5% early-payment discount you would pay USh 1,036,000 if it's settled by 31 May. "
               "If you need to remove a guard, that change applies straight away.",
         probes=[S("The June to August invoice is USh 1,080,000"), C("you would pay USh 1,036,000", "AMOUNT_MISMATCH"),
                 C("that change applies straight away", "NLI_CONTRADICTION")],
         excl=["USh 1,036,000", "applies straight away"], incl=[],
         notes="5% off 1,080,000 is 1,026,000. Removing a guard takes effect from the next quarter."),
    dict(kind="repair", errors=["wrong_date"],
         draft="Your June to August invoice is USh 1,080,000, and you get 5% off, paying USh 1,026,000, if you pay by 1 June.",
         probes=[S("Your June to August invoice is USh 1,080,000"), S("paying USh 1,026,000"),
                 C("if you pay by 1 June", "DATE_MISMATCH")],
         excl=["by 1 June"], incl=["31 May|31/05|May 31|31st May", "1,026,000"],
         notes="early_payment.pay_by is 2026-05-31, before the quarter starts."),
]
