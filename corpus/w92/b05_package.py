# Bundle 05 - flight-training school: PPL package invoice revised (v2), instalments
D = "flight-training school"
S = "ppl-package"
Q = "What do I still owe on the PPL package, and when's the next payment?"
NOW = "2026-03-02T11:00:00+02:00"
EV = [
    rec("get_invoice#KW-INV-3107-v2", "tool:get_invoice", {
        "invoice_no": "KW-INV-3107", "version": 2, "status": "ISSUED", "supersedes_version": 1,
        "customer": {"name": "Mpho Gabaake", "student_no": "KWFA-S-0455"}, "currency": "BWP",
        "change_reason": "FUEL_SURCHARGE_2026",
        "total_thebe": 8450000,
        "payments": [{"date": "2026-01-15", "amount_thebe": 3000000, "method": "EFT"},
                     {"date": "2026-02-15", "amount_thebe": 2000000, "method": "EFT"}],
        "paid_thebe": 5000000, "outstanding_thebe": 3450000,
        "next_instalment": {"due": "2026-03-15", "amount_thebe": 2000000}}),
    rec("get_invoice#KW-INV-3107-v1", "tool:get_invoice", {
        "invoice_no": "KW-INV-3107", "version": 1, "status": "SUPERSEDED", "currency": "BWP",
        "total_thebe": 7980000, "issued": "2025-12-01",
        "next_instalment": {"due": "2026-01-15", "amount_thebe": 3000000}}),
    pol("kwfa-fees#instalments",
        "Course packages may be paid in up to four instalments. Fuel surcharges announced in January apply "
        "to all open invoices, which are reissued as a new version. An instalment paid more than 10 days "
        "after its due date carries a late fee of P250. Students with an overdue instalment are not "
        "dispatched for solo flights until it is paid.", revision="2026-01"),
]

case(S, Q,
     "Mpho, your PPL package invoice KW-INV-3107 (version 2) totals P84,500.00. You've paid P50,000.00 in "
     "two instalments, so P34,500.00 is outstanding. The next instalment of P20,000.00 is due on 15/03/2026.",
     EV,
     [sup("totals P84,500.00"),
      sup("paid P50,000.00 in two instalments"),
      sup("P34,500.00 is outstanding"),
      sup("next instalment of P20,000.00 is due on 15/03/2026")],
     domain=D, now=NOW, includes=["P34,500.00", "15/03/2026"],
     notes="v2 total_thebe 8450000, paid_thebe 5000000, outstanding 3450000; next_instalment due "
           "2026-03-15 for 2000000 thebe.")

case(S, Q,
     "Balance on KW-INV-3107: P34,500.00. Next due: 15 March, P20,000.00. Pay it within 10 days of that "
     "date to avoid the P250 late fee.",
     EV,
     [sup("Balance on KW-INV-3107: P34,500.00"),
      sup("Next due: 15 March, P20,000.00"),
      sup("within 10 days of that date to avoid the P250 late fee")],
     domain=D, now=NOW, includes=["P34,500.00", "15 March"],
     notes="late fee applies only when paid more than 10 days after the due date (policy).")

case(S, Q,
     "Dear Mpho,\n\nThe package price rose to P84,500.00 when the January fuel surcharge was applied to open "
     "invoices, which is why version 2 replaced the earlier invoice. After your payments of P30,000.00 on "
     "15/01 and P20,000.00 on 15/02, P34,500.00 remains.\n\nKind regards,\nChief Instructor's office",
     EV,
     [sup("rose to P84,500.00"),
      sup("January fuel surcharge was applied to open"),
      sup("version 2 replaced the earlier invoice"),
      sup("P30,000.00 on 15/01"),
      sup("P20,000.00 on 15/02"),
      sup("P34,500.00 remains"),
      na("Kind regards")],
     domain=D, now=NOW, includes=["P84,500.00", "P34,500.00"],
     notes="change_reason FUEL_SURCHARGE_2026 and supersedes_version 1 on v2; payments list; policy on "
           "January surcharges.")

case(S, Q,
     "Mpho, your PPL package totals P79,800.00 and you've paid P50,000.00 so far, leaving P29,800.00 to "
     "pay. The next instalment of P20,000.00 is due on 15/03/2026.",
     EV,
     [con("your PPL package totals P79,800.00", "AMOUNT_MISMATCH"),
      sup("you've paid P50,000.00 so far"),
      con("leaving P29,800.00 to", "AMOUNT_MISMATCH"),
      sup("next instalment of P20,000.00 is due on 15/03/2026")],
     domain=D, now=NOW, errors=["stale_value", "wrong_amount"],
     excludes=["P79,800.00", "P29,800.00"],
     notes="P79,800.00 is the SUPERSEDED v1 total; v2 total is P84,500.00 and outstanding is P34,500.00.")

case(S, Q,
     "Mpho, P34,500.00 is still outstanding on KW-INV-3107, with the next P20,000.00 due on 15/03/2026. An "
     "overdue instalment won't affect your flying, and we'll waive the late fee on your first late payment.",
     EV,
     [sup("P34,500.00 is still outstanding on KW-INV-3107"),
      sup("next P20,000.00 due on 15/03/2026"),
      con("overdue instalment won't affect your flying", "NLI_CONTRADICTION"),
      either("waive the late fee on your first late payment", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED",
             "NLI_CONTRADICTION")],
     domain=D, now=NOW, errors=["wrong_policy_condition", "invented_promise"],
     excludes=["won't affect your flying", "waive the late fee"],
     notes="policy: students with an overdue instalment are not dispatched for solo; it grants no "
           "first-time late-fee waiver.")

repair(S, Q,
       "Mpho, you have paid P50,000.00 towards the P84,500.00 package, so P34,500.00 remains. Your next "
       "instalment of P20,000.00 is due on 15/02/2026.",
       EV,
       [sup("paid P50,000.00 towards the P84,500.00 package"),
        sup("P34,500.00 remains"),
        con("due on 15/02/2026", "DATE_MISMATCH")],
       domain=D, now=NOW, errors=["wrong_date"], excludes=["due on 15/02/2026"],
       includes=["15/03|15 March|15/3", "P34,500"],
       notes="next_instalment.due is 2026-03-15; 15/02 is the date of the last payment.")
