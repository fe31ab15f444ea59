from common import *

SCENARIO = "tas-april-invoice"
DOMAIN = "telephone answering service"
QUESTION = "Why is our April bill so much higher than March, and what exactly do we owe now?"
NOW = "2026-05-06T11:00:00+03:00"

EVIDENCE = [
    rec("billing.get_invoice#INV-2026-04-0871", "billing:get_invoice", {
        "invoice_number": "INV-2026-04-0871", "customer": {"account_sid": "AC0d7e2f9b4c1a6e3d8f5b0c2a9e7d1f46", "name": "Mugisha Property Agents"},
        "status": "open", "currency": "UGX", "period": {"start": "2026-04-01", "end": "2026-04-30"},
        "date_issued": "Fri, 01 May 2026 06:00:00 +0000", "due_date": "2026-05-16",
        "replaces": "INV-2026-04-0866",
        "lines": [
            {"code": "PLAN_RECEPTION_PLUS", "description": "Reception Plus monthly fee", "quantity": "1", "unit_amount": "450000", "amount": "450000"},
            {"code": "OVERAGE_MINUTES", "description": "Answered minutes above allowance", "quantity": "62", "unit_amount": "1200", "amount": "74400"},
        ],
        "usage": {"included_minutes": "300", "used_minutes": "362"},
        "subtotal": "524400", "tax": {"code": "VAT_UG", "rate": "0.18", "amount": "94392"}, "total": "618792", "amount_paid": "0", "amount_due": "618792",
    }),
    rec("billing.get_invoice#INV-2026-04-0866", "billing:get_invoice", {
        "invoice_number": "INV-2026-04-0866", "status": "void", "void_reason": "DUPLICATE_CALL_LEGS_COUNTED",
        "currency": "UGX", "period": {"start": "2026-04-01", "end": "2026-04-30"},
        "date_issued": "Thu, 30 Apr 2026 21:10:00 +0000", "due_date": "2026-05-15",
        "lines": [
            {"code": "PLAN_RECEPTION_PLUS", "quantity": "1", "unit_amount": "450000", "amount": "450000"},
            {"code": "OVERAGE_MINUTES", "quantity": "80", "unit_amount": "1200", "amount": "96000"},
        ],
        "subtotal": "546000", "tax": {"code": "VAT_UG", "rate": "0.18", "amount": "98280"}, "total": "644280",
    }),
    rec("billing.get_invoice#INV-2026-03-0712", "billing:get_invoice", {
        "invoice_number": "INV-2026-03-0712", "status": "paid", "currency": "UGX",
        "period": {"start": "2026-03-01", "end": "2026-03-31"}, "usage": {"included_minutes": "300", "used_minutes": "281"},
        "subtotal": "450000", "tax": {"code": "VAT_UG", "rate": "0.18", "amount": "81000"}, "total": "531000",
        "date_paid": "Mon, 13 Apr 2026 07:41:09 +0000",
    }),
    pol("policy#billing-minutes", "Each plan includes a monthly allowance of answered-call minutes. Minutes above the "
        "allowance are billed at the plan's overage rate, rounded up to the whole minute per call. Unused minutes do not "
        "carry over to the next month. Invoices are payable within 15 days of issue, and a late fee of 5% is added to any "
        "balance still unpaid 7 days after the due date.", revision="2025-11"),
]

CASES = [
    dict(kind="ok",
         draft="Your April invoice, INV-2026-04-0871, comes to USh 618,792 and is due by 16 May. It's higher than March because "
               "you used 362 minutes against the 300 included in Reception Plus, so 62 overage minutes were billed at USh 1,200 each (USh 74,400).",
         probes=[S("comes to USh 618,792"), S("is due by 16 May"), S("you used 362 minutes against the 300 included"),
                 S("62 overage minutes were billed at USh 1,200 each"), S("(USh 74,400)")],
         incl=["USh 618,792", "16 May"],
         notes="total 618792 and due_date 2026-05-16 on INV-2026-04-0871; usage 362/300; OVERAGE_MINUTES line 62 x 1200 = 74400."),
    dict(kind="ok",
         draft="Dear Mr Mugisha,\n\nThank you for your message. April's bill includes sixty-two minutes over your allowance, which added "
               "USh 74,400 before VAT. The first April invoice, INV-2026-04-0866, was voided and replaced, so please disregard it. "
               "The amount now open is USh 618,792, payable by 16/05/2026.\n\nKind regards,\nBilling Desk",
         probes=[N("Thank you for your message."), S("sixty-two minutes over your allowance"), S("added USh 74,400 before VAT"),
                 S("INV-2026-04-0866, was voided and replaced"), S("The amount now open is USh 618,792"), S("payable by 16/05/2026")],
         incl=["USh 618,792", "16/05/2026"],
         notes="INV-2026-04-0866 status void, replaced by 0871 (replaces field); amount_due 618792."),
    dict(kind="ok",
         draft="April's total is USh 87,792 more than March's USh 531,000; that difference is the 62 extra minutes plus VAT on them. "
               "Unused minutes don't roll over, so March's spare 19 minutes couldn't offset April.",
         probes=[S("USh 87,792 more than March's USh 531,000"), S("the 62 extra minutes plus VAT on them"),
                 S("Unused minutes don't roll over"), S("March's spare 19 minutes")],
         incl=["USh 87,792"],
         notes="618792 - 531000 = 87792 = 74400 x 1.18; March used 281 of 300 minutes (19 spare); policy: unused minutes do not carry over."),
    dict(kind="bad", errors=["stale_value"],
         draft="Thanks for checking. Your April invoice comes to USh 644,280 and is due by 16 May. The increase is down to overage: "
               "you went past the 300 minutes included in your plan.",
         probes=[N("Thanks for checking."), C("comes to USh 644,280", "AMOUNT_MISMATCH"), S("is due by 16 May"),
                 S("you went past the 300 minutes included in your plan")],
         excl=["USh 644,280"], incl=[],
         notes="644,280 is the total of the voided INV-2026-04-0866; the open invoice 0871 totals 618,792."),
    dict(kind="bad", errors=["wrong_arithmetic", "wrong_policy_condition"],
         draft="You used 362 minutes in April, 62 over your allowance, billed at USh 1,200 a minute, which is USh 72,400. "
               "The invoice is due by 16 May, and a 5% late fee is added the day after the due date if it is still unpaid.",
         probes=[S("You used 362 minutes in April, 62 over your allowance"), C("which is USh 72,400", "AMOUNT_MISMATCH"),
                 S("The invoice is due by 16 May"),
                 C("a 5% late fee is added the day after the due date", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         excl=["USh 72,400", "the day after the due date"], incl=[],
         notes="62 x 1200 = 74,400, not 72,400. The policy adds the late fee to balances unpaid 7 days after the due date."),
    dict(kind="repair", errors=["wrong_date"],
         draft="Your April invoice INV-2026-04-0871 totals USh 618,792 and it is due by 15 May. The extra cost comes from 62 minutes over your 300-minute allowance.",
         probes=[S("totals USh 618,792"), C("due by 15 May", "DATE_MISMATCH"), S("62 minutes over your 300-minute allowance")],
         excl=["15 May"], incl=["16 May|16/05|16th May|May 16", "618,792"],
         notes="due_date of 0871 is 2026-05-16; 15 May was the due date of the voided 0866."),
]
