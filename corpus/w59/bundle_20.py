from common import *

SCENARIO = "overflow-invoice-balance"
DOMAIN = "call-centre overflow"
QUESTION = "What's left to pay on April's overflow invoice, and when is it due?"
NOW = "2026-05-22T15:00:00+03:00"

EVIDENCE = [
    rec("billing.get_invoice#INV-OF-2026-04-118", "billing:get_invoice", {
        "invoice_number": "INV-OF-2026-04-118", "status": "partially_paid", "currency": "UGX",
        "customer": {"name": "Kyaliwajjala Clinics Network", "account_sid": "AC7a1d4f0c3e6b9a2d5f8c1e4b7a0d3f66"},
        "date_issued": "Thu, 30 Apr 2026 13:00:00 +0000", "due_date": "2026-05-25",
        "lines": [
            {"code": "OVERFLOW_MINUTES", "quantity": "16800", "unit_amount": "200", "amount": "3360000"},
            {"code": "PLATFORM_FEE", "quantity": "1", "unit_amount": "600000", "amount": "600000"},
        ],
        "subtotal": "3960000", "tax": {"code": "VAT_UG", "rate": "0.18", "amount": "712800"}, "total": "4672800",
        "payments": [{"amount": "2000000", "method": "BANK_TRANSFER", "received_at": "Wed, 20 May 2026 10:45:00 +0000"}],
        "amount_due": "2672800",
    }),
    rec("billing.get_invoice#INV-OF-2026-03-097", "billing:get_invoice", {
        "invoice_number": "INV-OF-2026-03-097", "status": "paid", "total": "4130000", "amount_due": "0",
    }),
    pol("policy#overflow-billing", "Overflow handling is billed per connected minute, rounded up for each call. The monthly platform fee "
        "covers the IVR menu, reporting dashboards and agent training on your scripts. Invoices are due 25 days after they are issued.",
        revision="contract-2025"),
]

CASES = [
    dict(kind="ok",
         draft="April's overflow invoice, INV-OF-2026-04-118, totals USh 4,672,800: 16,800 handled minutes at USh 200 a minute (USh 3,360,000), "
               "the USh 600,000 platform fee and VAT of USh 712,800. You paid USh 2,000,000 on 20 May, so USh 2,672,800 is left, due by Monday 25 May.",
         probes=[S("INV-OF-2026-04-118, totals USh 4,672,800"), S("16,800 handled minutes at USh 200 a minute (USh 3,360,000)"),
                 S("the USh 600,000 platform fee"), S("VAT of USh 712,800"), S("You paid USh 2,000,000 on 20 May"),
                 S("USh 2,672,800 is left"), S("due by Monday 25 May")],
         incl=["USh 2,672,800", "25 May"],
         notes="Invoice lines, tax 712800, total 4672800; payment 2000000 on 20 May; amount_due 2672800; due_date 2026-05-25 (a Monday)."),
    dict(kind="ok",
         draft="The remaining USh 2,672,800 on invoice INV-OF-2026-04-118 is due on 25/05/2026.",
         probes=[S("The remaining USh 2,672,800 on invoice INV-OF-2026-04-118"), S("is due on 25/05/2026")],
         incl=["USh 2,672,800"],
         notes="amount_due and due_date."),
    dict(kind="bad", errors=["wrong_arithmetic"],
         draft="Your April invoice is for 16,800 minutes at USh 200 each plus VAT, which makes USh 3,964,800 in total. It's due by 25 May.",
         probes=[S("16,800 minutes at USh 200 each"), C("which makes USh 3,964,800 in total", "AMOUNT_MISMATCH"), S("It's due by 25 May")],
         excl=["USh 3,964,800"], incl=[],
         notes="The total leaves out the USh 600,000 platform fee; the invoice total is 4,672,800."),
    dict(kind="bad", errors=["unlisted_perk", "wrong_date"],
         draft="You've paid USh 2,000,000, leaving USh 2,672,800, due on Friday 29 May. The USh 600,000 platform fee also covers storage of your call recordings.",
         probes=[S("You've paid USh 2,000,000"), S("leaving USh 2,672,800"), C("due on Friday 29 May", "DATE_MISMATCH"),
                 I("also covers storage of your call recordings", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
         excl=["Friday 29 May", "storage of your call recordings"], incl=[],
         notes="due_date 2026-05-25; the policy says the platform fee covers IVR, reporting and agent training, not recording storage."),
    dict(kind="repair", errors=["wrong_arithmetic"],
         draft="April's invoice totals USh 4,672,800. After your USh 2,000,000 payment on 20 May, USh 2,627,800 remains, due by 25 May.",
         probes=[S("April's invoice totals USh 4,672,800"), S("your USh 2,000,000 payment on 20 May"),
                 C("USh 2,627,800 remains", "AMOUNT_MISMATCH"), S("due by 25 May")],
         excl=["2,627,800"], incl=["2,672,800|2672800", "4,672,800"],
         notes="4,672,800 - 2,000,000 = 2,672,800 (amount_due)."),
]
