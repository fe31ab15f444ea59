# w54 corpus writer: every bundle and draft below is written by hand.
import json, os
W = "w54"
API = "Odoo JSON-RPC (sale.order / account.move / helpdesk.ticket records; many2one [id, name]; false for empty)"
cases, repairs = [], []
import atexit
HERE = os.path.dirname(os.path.abspath(__file__))
def _dump():
    here = HERE
    for fn, rows in (("cases.jsonl", cases), ("repair.jsonl", repairs)):
        with open(os.path.join(here, fn), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(cases), "cases", sum(1 for r in cases if not r["meta"]["errors"]), "correct", len(repairs), "repairs")
atexit.register(_dump)
AM = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
DM = ["DATE_MISMATCH", "VALUE_MISMATCH"]
SM = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
IM = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
VM = ["VALUE_MISMATCH"]
NE = ["NOT_EXECUTED"]
NC = ["NLI_CONTRADICTION"]
NP = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
CW = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]

def R(i, model, fields):
    return {"id": i, "kind": "record", "source": "odoo:%s/read" % model, "fields": fields}
def P(i, text, rev=None):
    d = {"id": i, "kind": "policy", "text": text}
    if rev: d["revision"] = rev
    return d
def K(i, text):
    return {"id": i, "kind": "passage", "text": text}
def F(i, tool, decision, args):
    return {"id": i, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
def S(s): return {"contains": s, "verdict_in": ["supported"]}
def N(s): return {"contains": s, "verdict_in": ["not_applicable"]}
def X(s, r): return {"contains": s, "verdict_in": ["contradicted"], "reason_in": r}
def I(s, r): return {"contains": s, "verdict_in": ["insufficient_evidence"], "reason_in": r}
def XI(s, r): return {"contains": s, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": r}

def C(num, scen, domain, q, draft, ev, probes, errors=(), notes="", now=None, excl=(), incl=(), suffix=None, repair=False):
    for p in probes:
        assert draft.count(p["contains"]) == 1, (num, p["contains"])
    for e in excl:
        assert e in draft, (num, e)
    wrong = any(p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"] for p in probes)
    if repair:
        cid = "%s-r%02d-%s" % (W, num, scen)
        outcome = ["repaired"]
        assert errors and 1 <= len(errors) <= 2
    else:
        cid = "%s-%03d-%s" % (W, num, scen) + ("-" + suffix if suffix else "")
        outcome = None if errors else ["sent"]
    assert bool(errors) == wrong, (num, errors)
    if not errors:
        assert not excl
    c = {"schema": "halcheck.case/1", "id": cid, "question": q, "draft": draft, "evidence": ev}
    if now: c["now"] = now
    line = {"case": c,
            "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": list(excl), "final_includes": list(incl)},
            "meta": {"writer": W, "domain": domain, "scenario": scen, "api_family": API, "errors": list(errors), "notes": notes}}
    (repairs if repair else cases).append(line)

# ---------------- B1 coffee: November bean order (SO02417) ----------------
D = "office coffee service"
sc = "coffee-nov-order"
ev = [
 R("sale.order#2417", "sale.order", {"id": 2417, "name": "SO02417", "partner_id": [88, "Tidewater Logistics (Pvt) Ltd"],
   "state": "sale", "date_order": "2026-11-23 05:00:00", "commitment_date": "2026-11-27 03:30:00",
   "user_id": [7, "Dilani Perera"], "amount_untaxed": 24600.0, "amount_tax": 4428.0, "amount_total": 29028.0,
   "currency_id": [31, "LKR"], "order_line": [5511, 5512], "invoice_status": "to invoice", "client_order_ref": "TL-PO-7734", "note": False}),
 R("sale.order.line#5511", "sale.order.line", {"id": 5511, "order_id": [2417, "SO02417"], "product_id": [301, "[CB-ARM-1K] Arabica Medium Roast Beans 1kg"],
   "product_uom_qty": 6.0, "price_unit": 3400.0, "discount": 0.0, "price_subtotal": 20400.0}),
 R("sale.order.line#5512", "sale.order.line", {"id": 5512, "order_id": [2417, "SO02417"], "product_id": [318, "[MK-OAT-1L] Oat Milk Barista 1L"],
   "product_uom_qty": 12.0, "price_unit": 350.0, "discount": 0.0, "price_subtotal": 4200.0}),
 R("sale.order#2388", "sale.order", {"id": 2388, "name": "SO02388", "partner_id": [88, "Tidewater Logistics (Pvt) Ltd"],
   "state": "done", "date_order": "2026-10-26 04:10:00", "commitment_date": "2026-10-30 03:30:00",
   "amount_untaxed": 21500.0, "amount_tax": 3870.0, "amount_total": 25370.0, "currency_id": [31, "LKR"], "order_line": [5302, 5303]}),
 P("policy#coffee-delivery", "Standard deliveries run Monday to Friday between 8:30 AM and 5:00 PM. Orders confirmed by Wednesday noon are delivered the same week. Delivery is free when the order's untaxed value is Rs. 15,000 or more; below that a Rs. 850 delivery charge applies. VAT is charged at 18% on all consumables.", "coffee-ops-v4"),
]
q = "Hi, can you confirm our November coffee order and when it will arrive?"
now = "2026-11-25T11:00:00+05:30"
C(1, sc, D, q, "Good morning, and thank you for checking in: your order SO02417 is confirmed. It is scheduled to reach you on Friday, 27/11/2026 at 9:00 AM. The total comes to Rs. 29,028.00 including VAT, and as the order is well over Rs. 15,000 before tax, delivery is free of charge.",
  ev, [S("your order SO02417 is confirmed"), S("Friday, 27/11/2026 at 9:00 AM"), S("Rs. 29,028.00 including VAT"), S("delivery is free of charge")],
  notes="state sale = confirmed; commitment_date 03:30 UTC = 9:00 AM Colombo on 27/11; amount_total 29028.0; policy: free delivery at Rs. 15,000 untaxed (24,600).", now=now, incl=["29,028", "27/11/2026"])
C(2, sc, D, q, "Thank you for reaching out. Here is a summary of SO02417:\n- 6 x Arabica Medium Roast Beans 1kg: Rs. 20,400\n- 12 x Oat Milk Barista 1L: Rs. 4,200\n- Subtotal Rs. 24,600, VAT Rs. 4,428, total Rs. 29,028\nDelivery is planned for this Friday morning. Kind regards, Dilani",
  ev, [N("Thank you for reaching out."), S("6 x Arabica Medium Roast Beans 1kg: Rs. 20,400"), S("12 x Oat Milk Barista 1L: Rs. 4,200"), S("Subtotal Rs. 24,600"), S("VAT Rs. 4,428"), S("total Rs. 29,028"), S("Delivery is planned for this Friday morning")],
  notes="lines 5511/5512 give qty and subtotals; now is Wed 25/11 so this Friday = 27/11; 9:00 AM local is morning.", now=now, incl=["24,600", "29,028"])
C(3, sc, D, q, "Good morning! Your order SO02417 is confirmed and will be delivered on Friday, 27/11/2026 at 3:30 AM. The total is Rs. 29,028.00 including VAT.",
  ev, [S("Your order SO02417 is confirmed"), X("at 3:30 AM", DM), S("The total is Rs. 29,028.00 including VAT")],
  errors=["unit_conversion"], notes="commitment_date 03:30 is UTC; in Asia/Colombo that is 9:00 AM, not 3:30 AM.", now=now, excl=["3:30 AM"], suffix="utc-time")
C(4, sc, D, q, "Thank you for checking in. SO02417 is confirmed, with six 1kg bags of Arabica beans and twelve litres of oat milk. The order total is Rs. 25,370.00 including VAT, and it will arrive on Friday, 27/11/2026.",
  ev, [S("SO02417 is confirmed"), S("six 1kg bags of Arabica beans"), S("twelve litres of oat milk"), X("Rs. 25,370.00", AM), S("Friday, 27/11/2026")],
  errors=["other_record_value"], notes="Rs. 25,370 is the total of the older order SO02388; SO02417 amount_total is 29,028.0.", now=now, excl=["25,370"], suffix="other-order-total")
C(1, sc, D, q, "Good morning, and thank you for your message. Order SO02417 is confirmed for delivery on Friday, 27/11/2026 at 9:00 AM. The total is Rs. 29,028.00 including VAT, and a Rs. 850 delivery charge has been added as the order is below the minimum for complimentary delivery.",
  ev, [N("thank you for your message"), S("Order SO02417 is confirmed for delivery"), S("at 9:00 AM"), S("The total is Rs. 29,028.00"), X("a Rs. 850 delivery charge has been added", ["VALUE_MISMATCH", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"])],
  errors=["condition_unmet"], notes="untaxed 24,600 is above Rs. 15,000, so delivery is free; no delivery line in order_line.", now=now,
  excl=["Rs. 850 delivery charge has been added"], incl=["free|no delivery charge|no charge|waived", "29,028", "9:00 AM|9 AM"], repair=True)

# ---------------- B2 coffee: invoice part-paid ----------------
sc = "coffee-invoice-balance"
ev = [
 R("account.move#9120", "account.move", {"id": 9120, "name": "INV/2026/00912", "move_type": "out_invoice", "partner_id": [142, "Kelani Design Studio"],
   "state": "posted", "payment_state": "partial", "invoice_date": "2026-11-02", "invoice_date_due": "2026-12-02",
   "amount_untaxed": 38000.0, "amount_tax": 6840.0, "amount_total": 44840.0, "amount_residual": 19840.0, "currency_id": [31, "LKR"],
   "invoice_origin": "SO02290", "payment_reference": "INV/2026/00912", "invoice_payment_term_id": [4, "30 Days"]}),
 R("account.payment#3301", "account.payment", {"id": 3301, "name": "BNK1/2026/00418", "partner_id": [142, "Kelani Design Studio"], "amount": 25000.0,
   "date": "2026-11-14", "state": "posted", "journal_id": [9, "Commercial Bank - Current"], "ref": "INV/2026/00912 part"}),
 R("account.move#8874", "account.move", {"id": 8874, "name": "INV/2026/00874", "move_type": "out_invoice", "partner_id": [142, "Kelani Design Studio"],
   "state": "posted", "payment_state": "paid", "invoice_date": "2026-10-02", "invoice_date_due": "2026-11-01", "amount_total": 41300.0, "amount_residual": 0.0, "currency_id": [31, "LKR"]}),
 P("policy#coffee-payment", "Invoices are payable within 30 days of the invoice date. Part payments are welcome and are applied to the oldest open invoice first. Balances unpaid 14 days after the due date incur a late fee of 2% of the outstanding amount. Service is paused only after 45 days overdue.", "ar-2026-03"),
]
q = "How much do we still owe on the November coffee invoice?"
now = "2026-11-26T14:20:00+05:30"
C(5, sc, D, q, "Thank you for your message. On invoice INV/2026/00912 (Rs. 44,840.00), we received your part payment of Rs. 25,000.00 on 14/11/2026, which leaves Rs. 19,840.00 outstanding. The balance is due by 02/12/2026.",
  ev, [S("INV/2026/00912 (Rs. 44,840.00)"), S("part payment of Rs. 25,000.00 on 14/11/2026"), S("leaves Rs. 19,840.00 outstanding"), S("due by 02/12/2026")],
  notes="amount_total 44840, payment 3301 of 25000 on 2026-11-14, amount_residual 19840, invoice_date_due 2026-12-02.", now=now, incl=["19,840"])
C(6, sc, D, q, "Rs. 19,840 remains on INV/2026/00912, payable by 2 December 2026.",
  ev, [S("Rs. 19,840 remains on INV/2026/00912"), S("payable by 2 December 2026")],
  notes="amount_residual 19840.0; invoice_date_due 2026-12-02.", incl=["19,840"])
C(7, sc, D, q, "Dear Kelani Design Studio team,\n\nThank you for the Rs. 25,000 payment received on 14/11/2026 against INV/2026/00912. The remaining balance is nineteen thousand eight hundred and forty rupees, due next Wednesday, 02/12/2026. Should it remain unpaid fourteen days past that date, a 2% late fee would apply to the amount outstanding.\n\nWarm regards,\nAccounts, Brewline Office Coffee",
  ev, [S("Thank you for the Rs. 25,000 payment received on 14/11/2026"), S("nineteen thousand eight hundred and forty rupees"), S("due next Wednesday, 02/12/2026"), S("a 2% late fee would apply")],
  notes="residual 19840 in words; now Thu 26/11 so next Wednesday = 02/12; policy: 2% late fee after 14 days past due.", now=now, incl=["02/12/2026"])
C(8, sc, D, q, "Thank you for your message. INV/2026/00912 totals Rs. 44,840.00 and we received Rs. 25,000.00 on 14/11/2026, so Rs. 18,840.00 is still outstanding, due by 02/12/2026.",
  ev, [S("INV/2026/00912 totals Rs. 44,840.00"), S("we received Rs. 25,000.00 on 14/11/2026"), X("Rs. 18,840.00 is still outstanding", AM), S("due by 02/12/2026")],
  errors=["wrong_arithmetic"], notes="44,840 - 25,000 = 19,840 (amount_residual), not 18,840.", now=now, excl=["18,840"], suffix="remainder")
C(9, sc, D, q, "Thank you for checking. Rs. 19,840.00 is outstanding on INV/2026/00912, due by 02/12/2026. Please note that a late fee of 2% applies to any balance unpaid after the due date, and service is paused once an account is 30 days overdue.",
  ev, [S("Rs. 19,840.00 is outstanding on INV/2026/00912"), S("due by 02/12/2026"), X("applies to any balance unpaid after the due date", NC), X("paused once an account is 30 days overdue", NC)],
  errors=["wrong_policy_condition", "wrong_period"], notes="policy: late fee only 14 days after due date; service paused after 45 days overdue, not 30.", now=now,
  excl=["unpaid after the due date", "30 days overdue"], suffix="late-fee-terms")
C(2, sc, D, q, "Thank you for getting in touch. On INV/2026/00912 we have received Rs. 25,000.00, and the remaining Rs. 19,840.00 is due by 02/11/2026.",
  ev, [S("we have received Rs. 25,000.00"), S("the remaining Rs. 19,840.00"), X("due by 02/11/2026", DM)],
  errors=["wrong_date"], notes="invoice_date_due is 2026-12-02; 02/11 is the invoice date month.", now=now, excl=["02/11/2026"], incl=["02/12/2026|2 December|2/12/2026", "19,840"], repair=True)
# ---------------- B3 coffee: espresso machine repair ticket ----------------
sc = "coffee-machine-repair"
ev = [
 R("helpdesk.ticket#6610", "helpdesk.ticket", {"id": 6610, "name": "Grinder jammed on Jura X8 - 3rd floor pantry", "ticket_ref": "HT-06610",
   "partner_id": [205, "Serendib Capital Partners"], "stage_id": [3, "In Progress"], "priority": "2", "user_id": [19, "Ruwan Jayasinghe"],
   "create_date": "2026-11-24 02:45:00", "sla_deadline": "2026-11-25 10:30:00", "kanban_state": "normal",
   "x_equipment_id": [77, "EQ-JX8-0219 Jura X8"], "x_loaner_provided": False, "x_next_visit": "2026-11-26 08:30:00"}),
 R("helpdesk.ticket#6544", "helpdesk.ticket", {"id": 6544, "name": "Milk frother leak", "ticket_ref": "HT-06544", "partner_id": [205, "Serendib Capital Partners"],
   "stage_id": [4, "Solved"], "user_id": [21, "Nadeesha Fernando"], "close_date": "2026-11-10 09:00:00", "x_next_visit": False}),
 P("policy#coffee-repairs", "Repairs to leased machines are included in the service plan at no charge unless the damage was caused by misuse. For priority 2 tickets we aim to attend within 32 working hours. A loaner machine is offered when a repair is expected to take longer than three working days.", "svc-2026-q3"),
]
q = "Our coffee machine grinder is stuck. Is someone coming, and will we be charged?"
now = "2026-11-25T16:00:00+05:30"
C(10, sc, D, q, "Thank you for letting us know. Your ticket HT-06610 for the Jura X8 grinder is in progress and assigned to Ruwan Jayasinghe. His next visit is booked for tomorrow, 26/11/2026, at 2:00 PM. As repairs to leased machines are covered by your plan, there will be no charge unless the fault was caused by misuse.",
  ev, [N("Thank you for letting us know."), S("is in progress and assigned to Ruwan Jayasinghe"), S("tomorrow, 26/11/2026, at 2:00 PM"), S("there will be no charge unless the fault was caused by misuse")],
  notes="stage In Progress, user_id Ruwan; x_next_visit 08:30 UTC = 2:00 PM Colombo 26/11; policy: repairs included unless misuse.", now=now, incl=["2:00 PM", "HT-06610"])
C(11, sc, D, q, "Ruwan Jayasinghe will visit tomorrow at 2 PM for ticket HT-06610; the repair is covered under your service plan barring misuse.",
  ev, [S("Ruwan Jayasinghe will visit tomorrow at 2 PM"), S("the repair is covered under your service plan barring misuse")],
  notes="x_next_visit 2026-11-26 08:30 UTC = 2 PM Colombo; now is 25/11.", now=now, incl=["2 PM"])
C(12, sc, D, q, "Thank you for letting us know. Ticket HT-06610 is in progress, and Ruwan Jayasinghe will attend tomorrow at 2:00 PM. In the meantime, a loaner machine has been arranged for your pantry so your team is not without coffee.",
  ev, [S("Ticket HT-06610 is in progress"), S("Ruwan Jayasinghe will attend tomorrow at 2:00 PM"), XI("a loaner machine has been arranged", ["VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"])],
  errors=["unrecorded_extra"], notes="x_loaner_provided is false; no record arranges a loaner.", now=now, excl=["loaner machine has been arranged"], suffix="loaner")
C(13, sc, D, q, "Thank you for letting us know. Ticket HT-06610 has been resolved and Nadeesha Fernando will call in tomorrow at 2:00 PM to confirm everything is working.",
  ev, [X("Ticket HT-06610 has been resolved", SM), X("Nadeesha Fernando will call in", ["VALUE_MISMATCH", "IDENTIFIER_MISMATCH"]), S("tomorrow at 2:00 PM")],
  errors=["wrong_state", "other_record_value"], notes="HT-06610 stage is In Progress (Solved is HT-06544); the assigned technician is Ruwan, Nadeesha handled the older ticket.", now=now,
  excl=["has been resolved", "Nadeesha Fernando"], suffix="solved-tech")
C(3, sc, D, q, "Thank you for letting us know. Ruwan Jayasinghe is handling ticket HT-06610 and will visit tomorrow, 26/11/2026, at 8:30 AM. The repair is covered by your plan unless misuse caused the fault.",
  ev, [S("Ruwan Jayasinghe is handling ticket HT-06610"), X("at 8:30 AM", DM), S("The repair is covered by your plan unless misuse caused the fault")],
  errors=["unit_conversion"], notes="x_next_visit 08:30 is UTC; Colombo time is 2:00 PM.", now=now, excl=["8:30 AM"], incl=["2:00 PM|2 PM|14:00", "Ruwan"], repair=True)

# ---------------- B4 coffee: revised quote (stale version) ----------------
sc = "coffee-quote-revision"
ev = [
 R("sale.order#2455", "sale.order", {"id": 2455, "name": "SO02455", "partner_id": [233, "Mount Lavinia Dental Group"], "state": "sent",
   "validity_date": "2026-12-10", "date_order": "2026-11-20 06:15:00", "amount_untaxed": 52000.0, "amount_tax": 9360.0, "amount_total": 61360.0,
   "currency_id": [31, "LKR"], "order_line": [5640, 5641], "x_revision": 2, "x_supersedes": [2431, "SO02431"],
   "x_machine_model": "Franke A300", "x_term_months": 24}),
 R("sale.order.line#5640", "sale.order.line", {"id": 5640, "product_id": [410, "[LEASE-FA300] Franke A300 monthly lease"], "product_uom_qty": 1.0, "price_unit": 46000.0, "price_subtotal": 46000.0}),
 R("sale.order.line#5641", "sale.order.line", {"id": 5641, "product_id": [415, "[SVC-DESC] Quarterly descaling visit"], "product_uom_qty": 1.0, "price_unit": 6000.0, "price_subtotal": 6000.0}),
 R("sale.order#2431", "sale.order", {"id": 2431, "name": "SO02431", "partner_id": [233, "Mount Lavinia Dental Group"], "state": "cancel",
   "validity_date": "2026-11-30", "amount_untaxed": 58500.0, "amount_tax": 10530.0, "amount_total": 69030.0, "currency_id": [31, "LKR"],
   "x_revision": 1, "x_machine_model": "Franke A400", "x_term_months": 36}),
 P("policy#coffee-quotes", "Quotations state the monthly charge before VAT. A revised quotation replaces every earlier version, which is cancelled. Quotes can be accepted online until their validity date. Installation is free for lease terms of 24 months or longer.", "sales-q-v2"),
]
q = "Can you remind me what the updated coffee machine quote comes to?"
now = "2026-11-27T09:40:00+05:30"
C(14, sc, D, q, "Thank you for your patience. The revised quotation SO02455 is for a Franke A300 on a 24-month term, at Rs. 52,000.00 a month before VAT (Rs. 61,360.00 with VAT). It replaces the earlier version and can be accepted online until 10/12/2026.",
  ev, [S("The revised quotation SO02455 is for a Franke A300 on a 24-month term"), S("Rs. 52,000.00 a month before VAT"), S("Rs. 61,360.00 with VAT"), S("It replaces the earlier version"), S("accepted online until 10/12/2026")],
  notes="SO02455 rev 2 supersedes SO02431; amount_untaxed 52000, total 61360; validity_date 2026-12-10.", now=now, incl=["52,000", "10/12/2026"])
C(15, sc, D, q, "Happy to help. Your updated quote (SO02455) covers:\n• Franke A300 lease: Rs. 46,000 per month\n• Quarterly descaling: Rs. 6,000\nThat is Rs. 52,000 before VAT, and installation is free since the term is 24 months.",
  ev, [S("Franke A300 lease: Rs. 46,000 per month"), S("Quarterly descaling: Rs. 6,000"), S("That is Rs. 52,000 before VAT"), S("installation is free since the term is 24 months")],
  notes="lines 5640 and 5641 sum to 52,000; policy: free installation for terms of 24 months or longer.", incl=["52,000"])
C(16, sc, D, q, "The updated quote SO02455 is valid until the tenth of December 2026 and comes to sixty-one thousand three hundred and sixty rupees including VAT.",
  ev, [S("valid until the tenth of December 2026"), S("sixty-one thousand three hundred and sixty rupees including VAT")],
  notes="validity_date 2026-12-10; amount_total 61360.0.", incl=["December 2026"])
C(17, sc, D, q, "Thank you for your patience. The updated quotation is for a Franke A400 on a 36-month term at Rs. 58,500.00 a month before VAT, valid until 30/11/2026.",
  ev, [X("Franke A400 on a 36-month term", VM), X("Rs. 58,500.00 a month", AM), X("valid until 30/11/2026", DM)],
  errors=["stale_value", "stale_value", "stale_value"], notes="all three values are from cancelled revision 1 (SO02431); current SO02455 is A300, 24 months, 52,000, valid to 10/12.", now=now,
  excl=["Franke A400", "58,500", "30/11/2026"], suffix="old-revision")
C(18, sc, D, q, "Thank you for your patience. Quotation SO02455 for the Franke A300 comes to Rs. 52,000.00 a month before VAT, valid until 10/12/2026. Installation is free, and the first month's descaling is also complimentary.",
  ev, [S("Quotation SO02455 for the Franke A300"), S("Rs. 52,000.00 a month before VAT"), S("valid until 10/12/2026"), S("Installation is free"), XI("the first month's descaling is also complimentary", ["VALUE_MISMATCH", "AMOUNT_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE"])],
  errors=["unlisted_perk"], notes="descaling is a paid line (5641, Rs. 6,000); neither quote nor policy offers it free.", now=now, excl=["descaling is also complimentary"], suffix="free-descaling")
C(4, sc, D, q, "Thank you for your patience. Your updated quotation SO02455 for the Franke A300 comes to Rs. 58,500.00 a month before VAT, on a 24-month term, valid until 10/12/2026.",
  ev, [S("Your updated quotation SO02455 for the Franke A300"), X("Rs. 58,500.00 a month", AM), S("on a 24-month term"), S("valid until 10/12/2026")],
  errors=["stale_value"], notes="58,500 is the cancelled revision SO02431; current amount_untaxed is 52,000.", now=now, excl=["58,500"], incl=["52,000", "10/12/2026|10 December"], repair=True)

# ---------------- B5 coffee: cancel order, refund refused ----------------
sc = "coffee-cancel-refund"
ev = [
 R("sale.order#2462", "sale.order", {"id": 2462, "name": "SO02462", "partner_id": [260, "Galle Face Co-Work"], "state": "cancel",
   "date_order": "2026-11-21 03:00:00", "amount_total": 17936.0, "currency_id": [31, "LKR"], "invoice_ids": [9188], "x_cancel_reason": "CUSTOMER_REQUEST"}),
 R("account.move#9188", "account.move", {"id": 9188, "name": "INV/2026/00931", "state": "posted", "payment_state": "paid", "amount_total": 17936.0, "amount_residual": 0.0,
   "invoice_origin": "SO02462", "currency_id": [31, "LKR"]}),
 F("refund#9188", "account.move.action_reverse_and_refund", "ESCALATE", {"move_id": 9188, "amount": 17936.0, "reason": "order cancelled"}),
 P("policy#coffee-cancel", "Consumable orders may be cancelled free of charge before dispatch. Refunds of paid invoices above Rs. 15,000 need approval from the finance team. Approved refunds are returned to the original payment method within 10 working days.", "ar-2026-03"),
]
q = "We cancelled SO02462. When do we get our money back?"
C(19, sc, D, q, "Thank you for confirming. Order SO02462 has been cancelled. As the paid amount of Rs. 17,936.00 is above Rs. 15,000, I have passed the refund to our finance team for approval; once approved, it reaches your original payment method within 10 working days.",
  ev, [S("Order SO02462 has been cancelled"), S("paid amount of Rs. 17,936.00"), S("I have passed the refund to our finance team for approval"), S("within 10 working days")],
  notes="state cancel; refund call ESCALATEd; policy: >15,000 needs finance approval, 10 working days.", incl=["finance", "10 working days"])
C(20, sc, D, q, "SO02462 is cancelled. Your Rs. 17,936 refund is awaiting finance approval, after which it takes up to 10 working days to reach you.",
  ev, [S("SO02462 is cancelled"), S("Your Rs. 17,936 refund is awaiting finance approval"), S("up to 10 working days")],
  notes="refused_call ESCALATE = awaiting approval; policy 10 working days.", incl=["17,936"])
C(21, sc, D, q, "Thank you for confirming. Order SO02462 is cancelled and your refund of Rs. 17,936.00 has been processed to your original payment method. It should reflect within 10 working days.",
  ev, [S("Order SO02462 is cancelled"), X("your refund of Rs. 17,936.00 has been processed", NE), S("within 10 working days")],
  errors=["refused_call_effect"], notes="the refund call was escalated, not executed.", excl=["has been processed"], suffix="refund-done")
C(22, sc, D, q, "Thank you for confirming. SO02462 is cancelled, and the refund of Rs. 17,936.00 is with finance for approval. Approved refunds usually arrive within 5 working days.",
  ev, [S("SO02462 is cancelled"), S("is with finance for approval"), X("within 5 working days", NC)],
  errors=["wrong_period"], notes="policy says 10 working days.", excl=["within 5 working days"], suffix="refund-period")
C(5, sc, D, q, "Thank you for confirming. Order SO02462 is cancelled, and your refund of Rs. 17,936.00 has been issued. It will reach your original payment method within 10 working days.",
  ev, [S("Order SO02462 is cancelled"), X("your refund of Rs. 17,936.00 has been issued", NE), S("within 10 working days")],
  errors=["refused_call_effect"], notes="refund call ESCALATEd to finance; not issued.", excl=["has been issued"], incl=["approval|escalated|finance|review|could not|unable", "17,936"], repair=True)
# ---------------- B6 water: next bottle delivery ----------------
D = "water-cooler delivery"
sc = "water-next-delivery"
ev = [
 R("stock.picking#2231", "stock.picking", {"id": 2231, "name": "WH/OUT/02231", "partner_id": [318, "Borella Legal Chambers"], "state": "assigned",
   "scheduled_date": "2026-11-30 04:00:00", "date_done": False, "origin": "SUB/0098", "x_route_code": "COL-07", "x_window": "PT2H",
   "move_ids": [{"product_id": [501, "[BTL-189] Spring water 18.9L bottle"], "product_uom_qty": 8.0, "quantity": 0.0},
                {"product_id": [509, "[CUP-200] Paper cups 200ml (sleeve of 100)"], "product_uom_qty": 2.0, "quantity": 0.0}],
   "x_empties_to_collect": 8}),
 R("stock.picking#2198", "stock.picking", {"id": 2198, "name": "WH/OUT/02198", "partner_id": [318, "Borella Legal Chambers"], "state": "done",
   "scheduled_date": "2026-11-23 04:00:00", "date_done": "2026-11-23 05:12:00", "origin": "SUB/0098",
   "move_ids": [{"product_id": [501, "[BTL-189] Spring water 18.9L bottle"], "product_uom_qty": 6.0, "quantity": 6.0}]}),
 P("policy#water-routes", "Each route is served on the same weekday every week. Drivers arrive within the delivery window shown on your schedule. If no one is available to receive the bottles, they are left with building reception. Empty bottles are collected at the next delivery.", "ops-routes-3"),
]
q = "When is our next water delivery, and how many bottles are coming?"
now = "2026-11-27T10:00:00+05:30"
C(23, sc, D, q, "Thank you for your message. Your next delivery, WH/OUT/02231, is scheduled for Monday, 30/11/2026, within a two-hour window starting at 9:30 AM. Our driver will bring eight 18.9-litre bottles and two sleeves of paper cups, and will collect your eight empties.",
  ev, [S("scheduled for Monday, 30/11/2026"), S("within a two-hour window starting at 9:30 AM"), S("eight 18.9-litre bottles"), S("two sleeves of paper cups"), S("will collect your eight empties")],
  notes="scheduled_date 04:00 UTC = 9:30 AM Colombo Mon 30/11; x_window PT2H; moves 8 bottles, 2 sleeves; x_empties_to_collect 8.", now=now, incl=["30/11/2026", "9:30 AM"])
C(24, sc, D, q, "Eight bottles arrive this Monday, 30 November, between 9:30 and 11:30 AM.",
  ev, [S("Eight bottles arrive this Monday, 30 November"), S("between 9:30 and 11:30 AM")],
  notes="8 x 18.9L; 9:30 AM local plus PT2H window = 11:30 AM.", now=now, incl=["30 November"])
C(25, sc, D, q, "Good morning, and thank you for asking. The delivery is booked for Monday, 30/11/2026 from 9:30 AM, and should nobody be free to receive it, the bottles will be left with your building reception.",
  ev, [S("booked for Monday, 30/11/2026 from 9:30 AM"), S("the bottles will be left with your building reception")],
  notes="scheduled_date; policy: left with reception if no one available.", now=now, incl=["30/11/2026"])
C(26, sc, D, q, "Thank you for your message. Your delivery WH/OUT/02231 is out for delivery now and will bring six 18.9-litre bottles; the driver should reach you by 11:30 AM today.",
  ev, [X("is out for delivery now", SM), X("six 18.9-litre bottles", ["VALUE_MISMATCH"]), X("reach you by 11:30 AM today", DM)],
  errors=["wrong_state", "other_record_value", "wrong_date"], notes="state assigned = ready, scheduled for Mon 30/11 not today (Fri 27/11); six bottles was last week's WH/OUT/02198, this one has 8.", now=now,
  excl=["out for delivery now", "six 18.9-litre", "11:30 AM today"], suffix="out-now")
C(27, sc, D, q, "Thank you for asking. Eight 18.9-litre bottles are due on Monday, 30/11/2026, with a two-hour window from 9:30 AM. Your empties will be picked up the following week.",
  ev, [S("Eight 18.9-litre bottles are due on Monday, 30/11/2026"), S("with a two-hour window from 9:30 AM"), X("Your empties will be picked up the following week", ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
  errors=["wrong_policy_condition"], notes="policy and x_empties_to_collect: empties are collected at the next delivery, i.e. on 30/11.", now=now, excl=["picked up the following week"], suffix="empties")
C(6, sc, D, q, "Thank you for your message. Delivery WH/OUT/02231 is scheduled for Tuesday, 01/12/2026, within a two-hour window from 9:30 AM, and will bring eight 18.9-litre bottles.",
  ev, [X("Tuesday, 01/12/2026", DM), S("within a two-hour window from 9:30 AM"), S("eight 18.9-litre bottles")],
  errors=["wrong_date"], notes="scheduled_date is 2026-11-30 (Monday).", now=now, excl=["Tuesday, 01/12/2026"], incl=["30/11/2026|30 November|Monday", "9:30 AM"], repair=True)

# ---------------- B7 water: deposit refund on closing ----------------
sc = "water-deposit-refund"
ev = [
 R("res.partner#355", "res.partner", {"id": 355, "name": "Nugegoda Tutory Institute", "x_bottles_issued": 6, "x_bottles_returned": 5,
   "x_deposit_per_bottle": 1500.0, "x_deposit_held": 9000.0, "x_collection_date": "2026-11-20", "x_account_state": "CLOSING"}),
 R("account.move#9230", "account.move", {"id": 9230, "name": "RINV/2026/00077", "move_type": "out_refund", "partner_id": [355, "Nugegoda Tutory Institute"],
   "state": "draft", "payment_state": "not_paid", "amount_total": 7500.0, "currency_id": [31, "LKR"], "invoice_origin": "SUB/0071 deposit", "ref": "Deposit refund 5 btl"}),
 R("account.move#9105", "account.move", {"id": 9105, "name": "INV/2026/00905", "move_type": "out_invoice", "partner_id": [355, "Nugegoda Tutory Institute"],
   "state": "posted", "payment_state": "paid", "amount_total": 11210.0, "amount_residual": 0.0, "currency_id": [31, "LKR"]}),
 P("policy#water-deposits", "A refundable deposit of Rs. 1,500 is held for every bottle issued. The deposit is refunded for each bottle returned undamaged; the deposit on a bottle that is not returned is kept. A credit note is prepared within 7 days of collection, and the refund is paid by bank transfer within 14 days of the credit note being posted.", "dep-2025-11"),
]
q = "We returned the bottles when we closed the account. How much deposit do we get back?"
now = "2026-11-26T15:30:00+05:30"
C(28, sc, D, q, "Thank you for your message. We collected five of the six bottles on 20/11/2026, so your deposit refund is Rs. 7,500.00 (5 × Rs. 1,500). The deposit on the bottle not returned is kept under our deposit terms. Credit note RINV/2026/00077 is being prepared, and once it is posted the refund will be transferred to your bank within 14 days.",
  ev, [S("We collected five of the six bottles on 20/11/2026"), S("your deposit refund is Rs. 7,500.00"), S("The deposit on the bottle not returned is kept"), S("Credit note RINV/2026/00077 is being prepared"), S("transferred to your bank within 14 days")],
  notes="returned 5 of 6, collection 2026-11-20; credit note draft 7500; policy: missing bottle deposit kept, transfer within 14 days of posting.", now=now, incl=["7,500"])
C(29, sc, D, q, "Your refund comes to Rs. 7,500 for the five bottles returned; the credit note (RINV/2026/00077) is still in draft, and payment follows within 14 days of it being posted.",
  ev, [S("Your refund comes to Rs. 7,500 for the five bottles returned"), S("is still in draft"), S("payment follows within 14 days of it being posted")],
  notes="credit note state draft, amount 7500; policy 14 days.", incl=["7,500"])
C(30, sc, D, q, "Thank you for your message. As all your bottles were collected on 20/11/2026, the full deposit of Rs. 9,000.00 will be refunded to you.",
  ev, [X("all your bottles were collected", ["VALUE_MISMATCH"]), X("the full deposit of Rs. 9,000.00 will be refunded", AM)],
  errors=["wrong_quantity", "condition_unmet"], notes="only 5 of 6 bottles returned; the deposit on the missing one is kept, so the refund is 7,500 not 9,000.", now=now,
  excl=["all your bottles were collected", "Rs. 9,000.00 will be refunded"], suffix="full-deposit")
C(31, sc, D, q, "Thank you for your message. We collected five bottles on 20/11/2026 and your deposit refund is Rs. 7,500.00. Credit note RINV/2026/00077 has been posted, and the transfer will reach you within 14 days.",
  ev, [S("We collected five bottles on 20/11/2026"), S("your deposit refund is Rs. 7,500.00"), X("Credit note RINV/2026/00077 has been posted", SM), S("within 14 days")],
  errors=["wrong_state"], notes="credit note state is draft, not posted.", now=now, excl=["has been posted"], suffix="posted")
C(7, sc, D, q, "Thank you for your message. Five of your six bottles were collected on 20/11/2026, so Rs. 7,500.00 of your deposit is refundable. Credit note RINV/2026/00077 is being prepared, and the refund will be transferred within 7 days of its posting.",
  ev, [S("Five of your six bottles were collected on 20/11/2026"), S("Rs. 7,500.00 of your deposit is refundable"), S("Credit note RINV/2026/00077 is being prepared"), X("transferred within 7 days of its posting", NC)],
  errors=["wrong_period"], notes="policy: transfer within 14 days of posting; 7 days is the credit-note preparation period.", now=now, excl=["within 7 days of its posting"], incl=["14 days|fourteen days", "7,500"], repair=True)
# ---------------- B8 water: cooler sanitisation visit ----------------
sc = "water-sanitisation"
ev = [
 R("maintenance.request#345", "maintenance.request", {"id": 345, "name": "MR/0345 Quarterly sanitisation - 3 coolers", "partner_id": [377, "Rajagiriya Biotech Labs"],
   "stage_id": [2, "Scheduled"], "schedule_date": "2026-12-03 05:30:00", "duration": 0.75, "user_id": [33, "Sampath Kumara"],
   "equipment_ids": [[91, "WC-HC-1102 Hot & Cold floor cooler"], [92, "WC-HC-1103 Hot & Cold floor cooler"], [95, "WC-BT-0410 Bottom-load cooler"]],
   "maintenance_type": "preventive", "x_chargeable": True, "x_visit_fee": 2500.0}),
 R("sale.subscription#0131", "sale.order", {"id": 2201, "name": "SUB/0131", "partner_id": [377, "Rajagiriya Biotech Labs"], "x_plan_code": "STANDARD",
   "state": "sale", "recurring_monthly": 9800.0, "currency_id": [31, "LKR"]}),
 R("maintenance.request#298", "maintenance.request", {"id": 298, "name": "MR/0298 Quarterly sanitisation - 3 coolers", "stage_id": [4, "Repaired"],
   "schedule_date": "2026-09-02 04:00:00", "duration": 1.0, "user_id": [35, "Kasun Wickramage"]}),
 P("policy#water-sanitisation", "Coolers should be sanitised every three months. On the Premium plan these visits are included; on the Standard plan each visit is charged at Rs. 2,500 regardless of the number of coolers. Please keep the coolers switched on so our technician can test the hot tap after cleaning.", "svc-water-2"),
]
q = "When is the next cooler cleaning and is it included in our plan?"
now = "2026-11-28T09:15:00+05:30"
C(32, sc, D, q, "Thank you for getting in touch. Your quarterly sanitisation (MR/0345) for all three coolers is scheduled for Thursday, 03/12/2026 at 11:00 AM and should take about 45 minutes. As you are on the Standard plan, the visit is charged at Rs. 2,500.",
  ev, [S("for all three coolers"), S("Thursday, 03/12/2026 at 11:00 AM"), S("about 45 minutes"), S("As you are on the Standard plan"), S("charged at Rs. 2,500")],
  notes="schedule_date 05:30 UTC = 11:00 AM Colombo; duration 0.75 h = 45 min; plan STANDARD; x_visit_fee 2500 and policy.", now=now, incl=["11:00 AM", "2,500"])
C(33, sc, D, q, "Sampath Kumara will sanitise your three coolers next Thursday, 3 December, at 11 AM. On the Standard plan the visit costs Rs. 2,500, however many coolers there are. Please leave the coolers switched on so he can test the hot tap.",
  ev, [S("Sampath Kumara will sanitise your three coolers next Thursday, 3 December, at 11 AM"), S("the visit costs Rs. 2,500, however many coolers there are"), S("Please leave the coolers switched on")],
  notes="user_id Sampath; 03/12 11:00 local; policy flat Rs. 2,500 and switched-on request.", now=now, incl=["Sampath"])
C(34, sc, D, q, "Thank you for getting in touch. The sanitisation of your three coolers is booked for Thursday, 03/12/2026 at 11:00 AM with Sampath Kumara, and it is included in your plan at no extra cost.",
  ev, [S("booked for Thursday, 03/12/2026 at 11:00 AM"), S("with Sampath Kumara"), X("it is included in your plan at no extra cost", ["VALUE_MISMATCH", "NLI_CONTRADICTION"])],
  errors=["condition_unmet"], notes="visits are included only on Premium; plan is STANDARD and x_chargeable true, fee 2,500.", now=now, excl=["included in your plan at no extra cost"], suffix="free-visit")
C(35, sc, D, q, "Thank you for getting in touch. MR/0345 is scheduled for Thursday, 03/12/2026 at 11:00 AM and will take roughly 75 minutes. The visit fee is Rs. 2,500 on your Standard plan.",
  ev, [S("Thursday, 03/12/2026 at 11:00 AM"), X("roughly 75 minutes", VM), S("The visit fee is Rs. 2,500")],
  errors=["unit_conversion"], notes="duration 0.75 is hours = 45 minutes, not 75 minutes.", now=now, excl=["75 minutes"], suffix="duration")
C(8, sc, D, q, "Thank you for getting in touch. Your three coolers are due for sanitisation on Thursday, 03/12/2026 at 11:00 AM with Kasun Wickramage. The visit is charged at Rs. 2,500 on the Standard plan.",
  ev, [S("due for sanitisation on Thursday, 03/12/2026 at 11:00 AM"), X("with Kasun Wickramage", VM), S("charged at Rs. 2,500")],
  errors=["other_record_value"], notes="MR/0345 is assigned to Sampath Kumara; Kasun did the September visit MR/0298.", now=now, excl=["Kasun Wickramage"], incl=["Sampath", "11:00 AM|11 AM"], repair=True)

# ---------------- B9 water: pause request refused ----------------
sc = "water-pause-denied"
ev = [
 R("sale.order#2260", "sale.order", {"id": 2260, "name": "SUB/0142", "partner_id": [390, "Dehiwala Architects Collective"], "state": "sale",
   "x_subscription_state": "IN_PROGRESS", "start_date": "2026-08-15", "next_invoice_date": "2026-12-01", "recurring_monthly": 12600.0,
   "currency_id": [31, "LKR"], "x_delivery_day": "THURSDAY", "x_bottles_per_week": 10}),
 F("pause#SUB0142", "sale.order.action_pause_subscription", "DENY", {"order_id": 2260, "from": "2026-12-14", "to": "2027-01-11", "reason_code": "MIN_TENURE_NOT_MET"}),
 P("policy#water-pause", "Need a break over the holidays? Deliveries can be paused for up to 8 weeks in a calendar year. Pausing is available once a subscription has been active for six months. Pause requests must reach us at least 5 working days before the next delivery.", "sub-terms-5"),
]
q = "Please pause our water deliveries from 14 December to 11 January while the office is closed."
now = "2026-11-30T12:00:00+05:30"
C(36, sc, D, q, "Thank you for letting us know about the closure. I'm sorry, but I was unable to pause SUB/0142: pausing becomes available once a subscription has been active for six months, and yours started on 15/08/2026. Your deliveries will therefore continue on Thursdays, and the next invoice of Rs. 12,600.00 is due on 01/12/2026.",
  ev, [N("Thank you for letting us know about the closure."), S("I was unable to pause SUB/0142"), S("pausing becomes available once a subscription has been active for six months"), S("yours started on 15/08/2026"), S("continue on Thursdays"), S("the next invoice of Rs. 12,600.00 is due on 01/12/2026")],
  notes="pause call DENY (MIN_TENURE_NOT_MET); policy six months; start_date 2026-08-15; x_delivery_day THURSDAY; next_invoice_date and recurring_monthly.", now=now, incl=["unable", "15/08/2026"])
C(37, sc, D, q, "Unfortunately the pause could not be applied, as SUB/0142 has not yet been active for six months; it will be eligible from 15 February 2027.",
  ev, [S("the pause could not be applied"), S("has not yet been active for six months"), S("it will be eligible from 15 February 2027")],
  notes="refused call; start 2026-08-15 + six months = 15/02/2027 per policy.", incl=["could not"])
C(38, sc, D, q, "Thank you for letting us know. I have paused SUB/0142 from 14/12/2026 to 11/01/2027, so no deliveries will arrive while your office is closed.",
  ev, [X("I have paused SUB/0142 from 14/12/2026 to 11/01/2027", NE), X("no deliveries will arrive while your office is closed", NE + ["VALUE_MISMATCH"])],
  errors=["refused_call_effect", "refused_call_effect"], notes="pause call was DENIED; deliveries continue.", now=now, excl=["I have paused SUB/0142", "no deliveries will arrive"], suffix="paused")
C(39, sc, D, q, "Thank you for letting us know. I'm afraid SUB/0142 could not be paused, as pausing is available only after a subscription has been active for three months and requests need 10 working days' notice.",
  ev, [S("SUB/0142 could not be paused"), X("active for three months", NC), X("requests need 10 working days' notice", NC)],
  errors=["wrong_policy_condition", "wrong_period"], notes="policy: six months' activity and 5 working days' notice.", now=now, excl=["active for three months", "10 working days' notice"], suffix="pause-terms")
C(9, sc, D, q, "Thank you for letting us know about the closure. Your deliveries under SUB/0142 are now paused from 14/12/2026 to 11/01/2027. Your next invoice of Rs. 12,600.00 is due on 01/12/2026.",
  ev, [X("are now paused from 14/12/2026 to 11/01/2027", NE), S("Your next invoice of Rs. 12,600.00 is due on 01/12/2026")],
  errors=["refused_call_effect"], notes="pause call was DENIED (six-month tenure not met).", now=now, excl=["are now paused"], incl=["unable|could not|couldn't|not able|not possible|cannot", "12,600"], repair=True)
# ---------------- B10 printer: monthly page overage ----------------
D = "printer and copier leasing"
sc = "copier-overage"
ev = [
 R("sale.order#2502", "sale.order", {"id": 2502, "name": "SO02502", "partner_id": [412, "Colombo Port Freight Forwarders"], "state": "sale",
   "x_lease_ref": "LSE-2026-0412", "x_device": [1201, "Kyocera TASKalfa 3554ci (SN KT3554-88120)"], "amount_untaxed": 28500.0, "currency_id": [31, "LKR"],
   "x_included_mono": 3000, "x_included_colour": 500, "x_overage_mono": "1.80", "x_overage_colour": "9.50", "x_term_months": 36, "start_date": "2026-06-01"}),
 R("x.meter.reading#8841", "x.meter.reading", {"id": 8841, "lease_id": [2502, "SO02502"], "device_id": [1201, "Kyocera TASKalfa 3554ci (SN KT3554-88120)"],
   "period": "2026-11", "mono_pages": 3420, "colour_pages": 480, "read_at": "2026-11-30 03:05:00", "source": "AUTO_SNMP"}),
 R("x.meter.reading#8842", "x.meter.reading", {"id": 8842, "lease_id": [2519, "SO02519"], "device_id": [1244, "Ricoh IM 430F (SN RI430-55617)"],
   "period": "2026-11", "mono_pages": 5120, "colour_pages": 620, "read_at": "2026-11-30 03:07:00", "source": "AUTO_SNMP"}),
 P("policy#copier-overage", "Each lease includes a monthly page allowance. Meters are read automatically on the last working day of the month. Pages beyond the allowance are billed at the per-page rate in your agreement and appear on the next monthly invoice. Unused pages do not carry over to the following month.", "lease-terms-7"),
]
q = "Will we be charged extra for printing on the Kyocera this month?"
now = "2026-11-30T10:00:00+05:30"
C(40, sc, D, q, "Thank you for your question. This morning's meter reading on your Kyocera TASKalfa 3554ci shows 3,420 mono pages against the 3,000 included, so 420 extra pages at Rs. 1.80 each, Rs. 756.00, will appear on your next invoice. Your 480 colour pages are within the 500-page allowance, so there is no colour charge.",
  ev, [S("shows 3,420 mono pages against the 3,000 included"), S("420 extra pages at Rs. 1.80 each, Rs. 756.00"), S("will appear on your next invoice"), S("Your 480 colour pages are within the 500-page allowance")],
  notes="reading 8841 (read 8:35 AM local 30/11); 3420-3000=420 x 1.80 = 756; colour 480 < 500; policy: billed on next invoice.", now=now, incl=["756", "420"])
C(41, sc, D, q, "Happy to clarify. For November on lease LSE-2026-0412:\n- Mono: 3,420 printed, 3,000 included, 420 over at Rs. 1.80 = Rs. 756\n- Colour: 480 printed, 500 included, nothing extra\nThe Rs. 756 will be added to your next monthly invoice.",
  ev, [S("Mono: 3,420 printed, 3,000 included, 420 over at Rs. 1.80 = Rs. 756"), S("Colour: 480 printed, 500 included, nothing extra"), S("will be added to your next monthly invoice")],
  notes="x_lease_ref LSE-2026-0412; reading 8841; policy.", incl=["LSE-2026-0412", "756"])
C(42, sc, D, q, "Only a small mono overage this month: Rs. 756 for 420 pages over your allowance; colour stays within its limit.",
  ev, [S("Rs. 756 for 420 pages over your allowance"), S("colour stays within its limit")],
  notes="420 x 1.80 = 756; 480 <= 500.", incl=["756"])
C(43, sc, D, q, "Thank you for your question. Your Kyocera printed 3,420 mono pages in November, 420 above the 3,000 included. At Rs. 1.80 per page that comes to Rs. 7,560.00, which will appear on your next invoice.",
  ev, [S("Your Kyocera printed 3,420 mono pages in November"), S("420 above the 3,000 included"), X("Rs. 7,560.00", AM), S("which will appear on your next invoice")],
  errors=["wrong_arithmetic"], notes="420 x 1.80 = 756.00, not 7,560.", now=now, excl=["7,560"], suffix="overage-sum")
C(44, sc, D, q, "Thank you for your question. In November your device printed 5,120 mono pages and 620 colour pages. Any unused colour pages from October will be offset first, and the balance billed on your next invoice.",
  ev, [X("5,120 mono pages", VM), X("620 colour pages", VM), X("unused colour pages from October will be offset first", NC), S("billed on your next invoice")],
  errors=["other_record_value", "other_record_value", "wrong_policy_condition"], notes="5,120/620 are the Ricoh under SO02519, not this Kyocera (3,420/480); policy: unused pages do not carry over.", now=now,
  excl=["5,120 mono", "620 colour", "unused colour pages from October"], suffix="other-device")
C(10, sc, D, q, "Thank you for your question. Your lease includes 3,000 mono and 1,000 colour pages a month. In November you printed 3,420 mono pages, so the 420 extra pages are billed at Rs. 1.80 each, Rs. 756.00 on your next invoice.",
  ev, [X("1,000 colour pages a month", VM), S("you printed 3,420 mono pages"), S("Rs. 756.00 on your next invoice")],
  errors=["wrong_value"], notes="x_included_colour is 500.", now=now, excl=["1,000 colour"], incl=["500 colour|500 pages|500-page|500 per month|500 a month", "756"], repair=True)
# ---------------- B11 printer: engineer visit ----------------
sc = "copier-engineer-visit"
ev = [
 R("helpdesk.ticket#6702", "helpdesk.ticket", {"id": 6702, "ticket_ref": "HT-06702", "name": "Paper jam tray 2, error C-0030", "partner_id": [430, "Union Place Chartered Accountants"],
   "stage_id": [2, "Engineer Booked"], "priority": "1", "user_id": [41, "Tharindu Silva"], "create_date": "2026-11-30 05:20:00",
   "x_visit_start": "2026-12-01 03:30:00", "x_visit_end": "2026-12-01 06:30:00", "x_lease_ref": "LSE-2025-0977",
   "x_device": [1188, "Canon iR-ADV C5840i (SN CN5840-30218)"], "x_part": [7702, "[PRT-FEED-T2] Tray 2 feed roller kit"], "x_part_state": "ORDERED",
   "x_callout_fee": 0.0}),
 R("helpdesk.ticket#6415", "helpdesk.ticket", {"id": 6415, "ticket_ref": "HT-06415", "name": "Streaks on colour prints", "partner_id": [430, "Union Place Chartered Accountants"],
   "stage_id": [5, "Closed"], "user_id": [44, "Madhavi Herath"], "x_part": [7610, "[DRM-CY] Cyan drum unit"], "x_part_state": "INSTALLED"}),
 P("policy#copier-service", "Engineer visits and replacement parts are covered by your lease. Visits requested outside 8:30 AM to 5:30 PM on weekdays carry a call-out fee of Rs. 4,000. If a part must be ordered, the engineer brings it to the booked visit.", "svc-print-4"),
]
q = "The copier keeps jamming on tray 2. When is the engineer coming?"
now = "2026-11-30T16:00:00+05:30"
C(45, sc, D, q, "Thank you for reporting this. Tharindu Silva will visit tomorrow, 01/12/2026, between 9:00 AM and 12:00 noon to fix the tray 2 jam on your Canon iR-ADV C5840i. A replacement tray 2 feed roller kit has been ordered and he will bring it with him. Parts and the visit are covered by your lease, with no call-out fee as the visit is within working hours.",
  ev, [N("Thank you for reporting this."), S("Tharindu Silva will visit tomorrow, 01/12/2026, between 9:00 AM and 12:00 noon"), S("A replacement tray 2 feed roller kit has been ordered"), S("he will bring it with him"), S("Parts and the visit are covered by your lease"), S("with no call-out fee")],
  notes="x_visit_start/end 03:30-06:30 UTC = 9:00 AM-12:00 PM Colombo; x_part_state ORDERED; policy covers parts, visits, fee only outside hours; x_callout_fee 0.", now=now, incl=["9:00 AM", "Tharindu"])
C(46, sc, D, q, "Dear Union Place team,\n\nYour engineer visit for ticket HT-06702 is booked for Tuesday, 1 December, from 9 AM to 12 PM. Our engineer, Tharindu Silva, will bring the new feed roller kit, which is already on order.\n\nWith kind regards,\nClient Services, PrintAxis Leasing",
  ev, [S("booked for Tuesday, 1 December, from 9 AM to 12 PM"), S("Our engineer, Tharindu Silva, will bring the new feed roller kit"), S("which is already on order")],
  notes="ticket HT-06702 visit window in Colombo time; part ORDERED; policy engineer brings part.", incl=["1 December"])
C(47, sc, D, q, "Thank you for reporting this. Tharindu Silva will attend tomorrow between 9:00 AM and 12:00 noon. For your records, your lease number is CN5840-30218.",
  ev, [S("Tharindu Silva will attend tomorrow between 9:00 AM and 12:00 noon"), X("your lease number is CN5840-30218", IM)],
  errors=["wrong_role"], notes="CN5840-30218 is the device serial number; the lease reference is LSE-2025-0977.", now=now, excl=["lease number is CN5840-30218"], suffix="serial-as-lease")
C(48, sc, D, q, "Thank you for reporting this. Tharindu Silva will visit tomorrow between 9:00 AM and 12:00 noon with the new feed roller kit. If the jam cannot be fixed on this visit, we will install a replacement copier within 24 hours at no cost.",
  ev, [S("Tharindu Silva will visit tomorrow between 9:00 AM and 12:00 noon"), S("with the new feed roller kit"), I("we will install a replacement copier within 24 hours", NP)],
  errors=["invented_promise"], notes="no policy offers a replacement copier within 24 hours.", now=now, excl=["replacement copier within 24 hours"], suffix="swap-promise")
C(11, sc, D, q, "Thank you for reporting this. Tharindu Silva will visit tomorrow, 01/12/2026, between 9:00 AM and 12:00 noon. The new tray 2 feed roller kit has already arrived and is waiting at your office.",
  ev, [S("Tharindu Silva will visit tomorrow, 01/12/2026, between 9:00 AM and 12:00 noon"), X("has already arrived and is waiting at your office", SM + CW)],
  errors=["wrong_state"], notes="x_part_state is ORDERED; the engineer brings it to the visit.", now=now, excl=["has already arrived"], incl=["ordered|on order|bring", "9:00 AM|9 AM"], repair=True)
# ---------------- B12 printer: toner shipment with backorder ----------------
sc = "copier-toner-shipment"
ev = [
 R("stock.picking#2310", "stock.picking", {"id": 2310, "name": "WH/OUT/02310", "partner_id": [455, "Kotte Municipal Credit Society"], "state": "done",
   "scheduled_date": "2026-11-27 04:00:00", "date_done": "2026-11-27 08:45:00", "carrier_id": [6, "Lankaline Couriers"], "carrier_tracking_ref": "LLC-7781-2290",
   "origin": "SO02533", "backorder_ids": [2311],
   "move_ids": [{"product_id": [880, "[TK-8345C] Toner cartridge cyan"], "product_uom_qty": 2.0, "quantity": 2.0},
                {"product_id": [881, "[TK-8345K] Toner cartridge black"], "product_uom_qty": 1.0, "quantity": 1.0}]}),
 R("stock.picking#2311", "stock.picking", {"id": 2311, "name": "WH/OUT/02311", "partner_id": [455, "Kotte Municipal Credit Society"], "state": "confirmed",
   "scheduled_date": "2026-12-04 04:30:00", "backorder_id": [2310, "WH/OUT/02310"], "origin": "SO02533", "carrier_tracking_ref": False,
   "move_ids": [{"product_id": [882, "[TK-8345M] Toner cartridge magenta"], "product_uom_qty": 1.0, "quantity": 0.0}]}),
 K("kb#courier-times", "Lankaline Couriers delivers within Western Province in 2 to 3 working days.\nTracking numbers can be checked on the courier's website from the evening of dispatch."),
 P("policy#toner-supply", "Toner is supplied free of charge on cost-per-page leases. Items that are out of stock are sent as a separate backorder without any extra delivery charge.", "supply-2"),
]
q = "Has our toner order SO02533 shipped yet?"
now = "2026-11-29T11:00:00+05:30"
C(49, sc, D, q, "Thank you for checking. Two cyan cartridges and one black cartridge from SO02533 were dispatched on Friday, 27/11/2026 at 2:15 PM with Lankaline Couriers, tracking number LLC-7781-2290. The magenta cartridge is on backorder (WH/OUT/02311) and is scheduled to go out on 04/12/2026, at no extra delivery charge.",
  ev, [S("Two cyan cartridges and one black cartridge from SO02533 were dispatched on Friday, 27/11/2026 at 2:15 PM"), S("with Lankaline Couriers, tracking number LLC-7781-2290"), S("The magenta cartridge is on backorder (WH/OUT/02311)"), S("scheduled to go out on 04/12/2026"), S("at no extra delivery charge")],
  notes="2310 done, date_done 08:45 UTC = 2:15 PM Colombo; tracking ref; backorder 2311 magenta scheduled 2026-12-04; policy no extra charge.", now=now, incl=["LLC-7781-2290", "04/12/2026"])
C(50, sc, D, q, "Yes: the cyan and black toners left on 27 November (tracking LLC-7781-2290); the magenta follows on 4 December.",
  ev, [S("the cyan and black toners left on 27 November (tracking LLC-7781-2290)"), S("the magenta follows on 4 December")],
  notes="2310 date_done 27/11; backorder scheduled 04/12.", incl=["LLC-7781-2290"])
C(51, sc, D, q, "Good morning. Part of SO02533 was shipped on Friday: three cartridges (two cyan, one black) were handed to Lankaline Couriers, which normally delivers within Western Province in two to three working days. The remaining magenta cartridge is awaiting stock and will follow separately.",
  ev, [S("Part of SO02533 was shipped on Friday"), S("three cartridges (two cyan, one black) were handed to Lankaline Couriers"), S("delivers within Western Province in two to three working days"), S("The remaining magenta cartridge is awaiting stock and will follow separately")],
  notes="now Sun 29/11, shipped Fri 27/11; kb passage 2-3 working days; backorder state confirmed (waiting).", now=now, incl=["Lankaline"])
C(52, sc, D, q, "Thank you for checking. All four cartridges from SO02533, including the magenta, were dispatched on 27/11/2026 with Lankaline Couriers under tracking number LLC-7781-2290.",
  ev, [X("All four cartridges from SO02533, including the magenta, were dispatched", ["VALUE_MISMATCH", "RECORD_STATE_MISMATCH"]), S("with Lankaline Couriers under tracking number LLC-7781-2290")],
  errors=["wrong_quantity"], notes="only three cartridges shipped; magenta is on backorder 2311, not dispatched.", now=now, excl=["All four cartridges"], suffix="all-shipped")
C(53, sc, D, q, "Thank you for checking. The cyan and black cartridges were dispatched on 27/11/2026 with Lankaline Couriers, tracking number LLC-7781-2209, and will be delivered to you on Monday, 30/11/2026.",
  ev, [S("The cyan and black cartridges were dispatched on 27/11/2026"), X("tracking number LLC-7781-2209", IM), I("will be delivered to you on Monday, 30/11/2026", CW)],
  errors=["wrong_id", "invented_fact"], notes="carrier_tracking_ref is LLC-7781-2290; no record gives a delivery date.", now=now, excl=["LLC-7781-2209", "delivered to you on Monday"], suffix="tracking")
C(12, sc, D, q, "Thank you for checking. The cyan and black cartridges from SO02533 were dispatched on 27/11/2026 with Lankaline Couriers (tracking LLC-7781-2290). The magenta cartridge is on backorder and is scheduled to ship on 04/11/2026.",
  ev, [S("dispatched on 27/11/2026 with Lankaline Couriers (tracking LLC-7781-2290)"), S("The magenta cartridge is on backorder"), X("scheduled to ship on 04/11/2026", DM)],
  errors=["wrong_date"], notes="backorder WH/OUT/02311 scheduled_date 2026-12-04.", now=now, excl=["04/11/2026"], incl=["04/12/2026|4 December|4/12/2026", "LLC-7781-2290"], repair=True)

# ---------------- B13 printer: early termination quote ----------------
sc = "copier-early-termination"
ev = [
 R("sale.order#2140", "sale.order", {"id": 2140, "name": "SO02140", "partner_id": [470, "Wellawatte Textile Traders"], "state": "sale",
   "x_lease_ref": "LSE-2025-0388", "start_date": "2025-03-01", "end_date": "2028-02-29", "x_term_months": 36, "recurring_monthly": 31000.0,
   "x_remaining_installments": 15, "currency_id": [31, "LKR"], "x_device": [1050, "Sharp MX-3071 (SN SH3071-44192)"]}),
 R("x.termination.quote#77", "x.termination.quote", {"id": 77, "lease_id": [2140, "SO02140"], "state": "draft", "fee": 232500.0, "basis": "FIFTY_PCT_REMAINING",
   "valid_until": "2026-12-15", "collection_fee": 0.0}),
 P("policy#lease-termination", "You may end a lease before its term. Collection of the device is free. The early termination fee is 50% of the remaining monthly rentals. If you replace the device with a new lease from us, the fee is reduced to three months' rental instead. Termination quotes are valid for 14 days.", "lease-terms-7"),
]
q = "What would it cost us to end the copier lease early?"
now = "2026-12-01T10:30:00+05:30"
C(54, sc, D, q, "Thank you for your enquiry. Lease LSE-2025-0388 has 15 monthly rentals of Rs. 31,000 remaining. The early termination fee is half of these, Rs. 232,500.00, and collecting the Sharp copier is free. This quote is valid until 15/12/2026.",
  ev, [S("has 15 monthly rentals of Rs. 31,000 remaining"), S("Rs. 232,500.00"), S("collecting the Sharp copier is free"), S("This quote is valid until 15/12/2026")],
  notes="x_remaining_installments 15, recurring 31000; quote fee 232500 (50%); collection_fee 0; valid_until 2026-12-15.", now=now, incl=["232,500"])
C(55, sc, D, q, "Ending LSE-2025-0388 now would cost Rs. 232,500; if you take a new lease with us instead, the fee drops to three months' rental, Rs. 93,000.",
  ev, [S("Ending LSE-2025-0388 now would cost Rs. 232,500"), S("the fee drops to three months' rental, Rs. 93,000")],
  notes="quote fee; policy 3 months x 31,000 = 93,000 on replacement lease.", incl=["232,500", "93,000"])
C(56, sc, D, q, "Thank you for your enquiry. With 15 rentals of Rs. 31,000 still to run on your lease, the early termination fee would be Rs. 465,000.00. Collection of the copier is free of charge.",
  ev, [S("With 15 rentals of Rs. 31,000 still to run on your lease"), X("Rs. 465,000.00", AM), S("Collection of the copier is free of charge")],
  errors=["wrong_arithmetic"], notes="fee is 50% of 465,000 = 232,500 (quote 77).", now=now, excl=["465,000"], suffix="full-remaining")
C(57, sc, D, q, "Thank you for your enquiry. The early termination fee on LSE-2025-0388 is Rs. 232,500.00, but it is waived entirely if you replace the copier with a new lease from us. This quote is valid for 30 days.",
  ev, [S("The early termination fee on LSE-2025-0388 is Rs. 232,500.00"), X("it is waived entirely if you replace the copier", NC), X("This quote is valid for 30 days", NC + ["DATE_MISMATCH"])],
  errors=["wrong_policy_condition", "wrong_period"], notes="policy: with a replacement lease the fee becomes three months' rental, not zero; quotes are valid 14 days (until 15/12).", now=now,
  excl=["waived entirely", "valid for 30 days"], suffix="waiver")
C(13, sc, D, q, "Thank you for your enquiry. Ending lease LSE-2025-0388 early would cost Rs. 232,500.00, valid until 15/12/2026. If you move to a new lease with us, the fee would instead be three months' rental, Rs. 96,000.00.",
  ev, [S("would cost Rs. 232,500.00"), S("valid until 15/12/2026"), X("Rs. 96,000.00", AM)],
  errors=["wrong_arithmetic"], notes="3 x 31,000 = 93,000.", now=now, excl=["96,000"], incl=["93,000", "232,500"], repair=True)
# ---------------- B14 plants: new rental order ----------------
D = "office plant rental"
sc = "plants-new-rental"
ev = [
 R("sale.order#2570", "sale.order", {"id": 2570, "name": "SO02570", "partner_id": [501, "Havelock Wealth Advisory"], "state": "sale",
   "date_order": "2026-11-30 09:40:00", "commitment_date": "2026-12-07 02:30:00", "amount_untaxed": 16000.0, "amount_tax": 2880.0, "amount_total": 18880.0,
   "currency_id": [31, "LKR"], "order_line": [5820, 5821], "x_care_frequency": "BIWEEKLY", "x_min_term_months": 12, "x_recurrence": "MONTHLY"}),
 R("sale.order.line#5820", "sale.order.line", {"id": 5820, "product_id": [920, "[PL-FLF-L] Fiddle-leaf fig, large, white planter"], "product_uom_qty": 4.0, "price_unit": 2200.0, "price_subtotal": 8800.0}),
 R("sale.order.line#5821", "sale.order.line", {"id": 5821, "product_id": [931, "[PL-SNK-M] Snake plant, medium, charcoal planter"], "product_uom_qty": 8.0, "price_unit": 900.0, "price_subtotal": 7200.0}),
 R("sale.order#2561", "sale.order", {"id": 2561, "name": "SO02561", "partner_id": [501, "Havelock Wealth Advisory"], "state": "cancel",
   "amount_untaxed": 13400.0, "amount_total": 15812.0, "currency_id": [31, "LKR"], "x_care_frequency": "MONTHLY", "order_line": [5790]}),
 P("policy#plant-rental", "Our rental price includes the plant, the planter and regular care visits at the frequency shown on your agreement. A plant that declines under our care is replaced free of charge. Rentals run for a minimum of 12 months and renew monthly after that. Installation is included.", "green-terms-3"),
]
q = "Could you confirm our plant rental order and the installation date?"
now = "2026-12-02T14:00:00+05:30"
C(58, sc, D, q, "Thank you for choosing us. Your order SO02570 is confirmed for four large fiddle-leaf figs and eight medium snake plants, at Rs. 16,000.00 a month before VAT (Rs. 18,880.00 with VAT). Installation is booked for Monday, 07/12/2026 at 8:00 AM, and our team will care for the plants every two weeks.",
  ev, [S("Your order SO02570 is confirmed"), S("four large fiddle-leaf figs and eight medium snake plants"), S("Rs. 16,000.00 a month before VAT"), S("Rs. 18,880.00 with VAT"), S("Monday, 07/12/2026 at 8:00 AM"), S("every two weeks")],
  notes="state sale; lines 5820/5821; amounts; commitment_date 02:30 UTC = 8:00 AM Colombo; x_care_frequency BIWEEKLY.", now=now, incl=["07/12/2026", "16,000"])
C(59, sc, D, q, "Thank you for confirming. A quick summary of SO02570:\n• 4 x Fiddle-leaf fig (large) at Rs. 2,200 = Rs. 8,800\n• 8 x Snake plant (medium) at Rs. 900 = Rs. 7,200\n• Monthly total Rs. 16,000 + VAT Rs. 2,880\nWe will install everything next Monday morning, free of charge.",
  ev, [S("4 x Fiddle-leaf fig (large) at Rs. 2,200 = Rs. 8,800"), S("8 x Snake plant (medium) at Rs. 900 = Rs. 7,200"), S("Monthly total Rs. 16,000 + VAT Rs. 2,880"), S("We will install everything next Monday morning"), S("free of charge")],
  notes="lines; amount_tax 2880; now Wed 02/12, next Monday = 07/12 at 8 AM; policy: installation included.", now=now, incl=["16,000"])
C(60, sc, D, q, "Confirmed: twelve plants will be installed on 7 December at 8 AM, with fortnightly care included in the rental.",
  ev, [S("twelve plants will be installed on 7 December at 8 AM"), S("with fortnightly care included in the rental")],
  notes="4 + 8 = 12; commitment_date 8 AM local; BIWEEKLY and policy.", incl=["7 December"])
C(61, sc, D, q, "Thank you for choosing us. SO02570 is confirmed: four fiddle-leaf figs at Rs. 2,200 and eight snake plants at Rs. 900, which comes to Rs. 15,200.00 a month before VAT. Installation is on Monday, 07/12/2026 at 8:00 AM.",
  ev, [S("SO02570 is confirmed"), S("four fiddle-leaf figs at Rs. 2,200 and eight snake plants at Rs. 900"), X("Rs. 15,200.00 a month", AM), S("Monday, 07/12/2026 at 8:00 AM")],
  errors=["wrong_arithmetic"], notes="4 x 2,200 + 8 x 900 = 16,000 (amount_untaxed), not 15,200.", now=now, excl=["15,200"], suffix="line-sum")
C(62, sc, D, q, "Thank you for choosing us. Your order SO02570 is confirmed and installation is set for Monday, 07/12/2026 at 8:00 AM. Your rental includes weekly care visits and a complimentary seasonal flower display each quarter.",
  ev, [S("Your order SO02570 is confirmed"), S("Monday, 07/12/2026 at 8:00 AM"), X("weekly care visits", VM), XI("a complimentary seasonal flower display each quarter", ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE"])],
  errors=["wrong_value", "unlisted_perk"], notes="x_care_frequency BIWEEKLY (every two weeks); no record or policy lists a seasonal display.", now=now, excl=["weekly care visits", "seasonal flower display"], suffix="weekly-perk")
C(14, sc, D, q, "Thank you for choosing us. Order SO02570 is confirmed at Rs. 16,000.00 a month before VAT, with installation on Monday, 07/12/2026 at 8:00 AM. The rental runs for a minimum of six months and renews monthly after that.",
  ev, [S("Order SO02570 is confirmed at Rs. 16,000.00 a month before VAT"), S("Monday, 07/12/2026 at 8:00 AM"), X("a minimum of six months", NC + ["VALUE_MISMATCH"])],
  errors=["wrong_period"], notes="policy and x_min_term_months: 12 months.", now=now, excl=["minimum of six months"], incl=["12 months|twelve months", "16,000"], repair=True)

# ---------------- B15 plants: replacement after client damage ----------------
sc = "plants-replacement-fee"
ev = [
 R("helpdesk.ticket#6801", "helpdesk.ticket", {"id": 6801, "ticket_ref": "HT-06801", "name": "Fiddle-leaf fig in boardroom dropping leaves", "partner_id": [501, "Havelock Wealth Advisory"],
   "stage_id": [6, "Awaiting Customer Approval"], "user_id": [52, "Ishara Gunawardena"], "x_assessment": "CLIENT_DAMAGE",
   "x_assessment_note": "Plant moved to balcony, leaf scorch", "x_replacement_fee": 3500.0, "x_proposed_date": "2026-12-04 04:30:00", "x_replacement_booked": False}),
 R("helpdesk.ticket#6790", "helpdesk.ticket", {"id": 6790, "ticket_ref": "HT-06790", "name": "Snake plant yellowing near reception", "partner_id": [501, "Havelock Wealth Advisory"],
   "stage_id": [4, "Solved"], "x_assessment": "NATURAL_DECLINE", "x_replacement_fee": 0.0, "x_replacement_booked": True}),
 P("policy#plant-replacement", "Plants that decline under our normal care are replaced at no cost. Where our technician finds the plant was damaged on site, for example moved outdoors, knocked over or fed other liquids, a replacement fee applies: Rs. 3,500 for large plants and Rs. 1,500 for small and medium ones. Replacements are booked once you approve the fee.", "green-terms-3"),
]
q = "The fig in our boardroom is dying. Can you replace it?"
now = "2026-12-01T09:00:00+05:30"
C(63, sc, D, q, "Thank you for flagging this. Ishara Gunawardena inspected the fig under ticket HT-06801 and found leaf scorch after it was moved to the balcony, so a replacement fee of Rs. 3,500 applies for a large plant. Once you approve the fee, we can replace it on Friday, 04/12/2026 at 10:00 AM.",
  ev, [S("Ishara Gunawardena inspected the fig under ticket HT-06801"), S("found leaf scorch after it was moved to the balcony"), S("a replacement fee of Rs. 3,500 applies"), S("Once you approve the fee"), S("Friday, 04/12/2026 at 10:00 AM")],
  notes="x_assessment CLIENT_DAMAGE with note; fee 3500; stage awaiting approval; x_proposed_date 04:30 UTC = 10:00 AM Colombo.", now=now, incl=["3,500"])
C(64, sc, D, q, "We can replace the fig this Friday at 10 AM; as it was damaged on the balcony, the Rs. 3,500 replacement fee applies, and we will book it as soon as you approve.",
  ev, [S("We can replace the fig this Friday at 10 AM"), S("the Rs. 3,500 replacement fee applies"), S("we will book it as soon as you approve")],
  notes="proposed date Fri 04/12 10 AM local; fee; policy booking after approval.", now=now, incl=["3,500"])
C(65, sc, D, q, "Thank you for flagging this. Our technician has checked the fig (HT-06801), and as plants that decline under our care are replaced at no cost, we will swap it on Friday, 04/12/2026 at 10:00 AM free of charge.",
  ev, [S("Our technician has checked the fig (HT-06801)"), S("plants that decline under our care are replaced at no cost"), X("we will swap it on Friday, 04/12/2026 at 10:00 AM free of charge", ["VALUE_MISMATCH", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"])],
  errors=["condition_unmet"], notes="free replacement is only for decline under normal care; assessment CLIENT_DAMAGE, fee 3,500. (HT-06790 was the free one.)", now=now, excl=["free of charge"], suffix="free-swap")
C(66, sc, D, q, "Thank you for flagging this. Following the inspection under HT-06801, your replacement fig is booked for Friday, 04/12/2026 at 10:00 AM, and the Rs. 1,500 fee will be added to your next invoice.",
  ev, [X("your replacement fig is booked", SM), X("the Rs. 1,500 fee", AM)],
  errors=["wrong_state", "wrong_amount"], notes="stage Awaiting Customer Approval, x_replacement_booked false; fee for a large plant is 3,500 (1,500 is for small/medium).", now=now,
  excl=["replacement fig is booked", "Rs. 1,500 fee"], suffix="booked-fee")
C(15, sc, D, q, "Thank you for flagging this. Our technician found the fig had been damaged after being moved to the balcony, so a replacement fee of Rs. 3,500 applies. We can replace it on Friday, 04/12/2026 at 4:30 AM once you approve the fee.",
  ev, [S("damaged after being moved to the balcony"), S("a replacement fee of Rs. 3,500 applies"), X("at 4:30 AM", DM), S("once you approve the fee")],
  errors=["unit_conversion"], notes="x_proposed_date 04:30 is UTC = 10:00 AM in Colombo.", now=now, excl=["4:30 AM"], incl=["10:00 AM|10 AM|10:00", "3,500"], repair=True)
# ---------------- B16 plants: credit for a missed care visit ----------------
sc = "plants-missed-visit-credit"
ev = [
 R("account.move#9301", "account.move", {"id": 9301, "name": "RINV/2026/00081", "move_type": "out_refund", "partner_id": [540, "Bambalapitiya Boutique Hotel"],
   "state": "posted", "invoice_date": "2026-11-25", "amount_untaxed": 4200.0, "amount_tax": 756.0, "amount_total": 4956.0, "currency_id": [31, "LKR"],
   "ref": "Missed care visit 18/11/2026", "reversed_entry_id": False}),
 R("account.move#9340", "account.move", {"id": 9340, "name": "INV/2026/01012", "move_type": "out_invoice", "partner_id": [540, "Bambalapitiya Boutique Hotel"],
   "state": "posted", "payment_state": "partial", "invoice_date": "2026-12-01", "invoice_date_due": "2026-12-31", "amount_untaxed": 42000.0, "amount_tax": 7560.0,
   "amount_total": 49560.0, "amount_residual": 44604.0, "currency_id": [31, "LKR"], "x_applied_credits": [[9301, "RINV/2026/00081", 4956.0]]}),
 R("account.move#9122", "account.move", {"id": 9122, "name": "INV/2026/00935", "move_type": "out_invoice", "partner_id": [540, "Bambalapitiya Boutique Hotel"],
   "state": "posted", "payment_state": "paid", "amount_total": 49560.0, "amount_residual": 0.0, "currency_id": [31, "LKR"]}),
 P("policy#plant-missed-visit", "We aim never to miss a scheduled care visit. If we do, you receive a credit of 10% of that month's rental before VAT, and VAT is credited on top. Credits are set against your next invoice automatically.", "green-terms-3"),
]
q = "You missed our plant care visit on 18 November. Will we get anything back?"
now = "2026-12-02T10:00:00+05:30"
C(67, sc, D, q, "Please accept our apologies for the missed visit on 18/11/2026. We issued credit note RINV/2026/00081 for Rs. 4,956.00 (Rs. 4,200 plus VAT), which is 10% of your monthly rental. It has been set against your December invoice INV/2026/01012, leaving Rs. 44,604.00 to pay by 31/12/2026.",
  ev, [N("Please accept our apologies"), S("credit note RINV/2026/00081 for Rs. 4,956.00 (Rs. 4,200 plus VAT)"), S("which is 10% of your monthly rental"), S("set against your December invoice INV/2026/01012"), S("leaving Rs. 44,604.00 to pay by 31/12/2026")],
  notes="credit note 9301 amounts; 10% of 42,000 = 4,200; x_applied_credits on 9340; residual 44604, due 2026-12-31.", now=now, incl=["4,956", "44,604"])
C(68, sc, D, q, "Yes: a credit of Rs. 4,956 including VAT has already been applied to INV/2026/01012, so Rs. 44,604 remains due.",
  ev, [S("a credit of Rs. 4,956 including VAT has already been applied to INV/2026/01012"), S("Rs. 44,604 remains due")],
  notes="x_applied_credits; amount_residual 44604.", incl=["44,604"])
C(69, sc, D, q, "We are sorry we missed your care visit on 18 November. Under our terms, a missed visit earns a credit of 10% of that month's rental before VAT, with VAT credited on top; yours was applied automatically to this month's invoice.",
  ev, [N("We are sorry we missed your care visit"), S("a missed visit earns a credit of 10% of that month's rental before VAT, with VAT credited on top"), S("yours was applied automatically to this month's invoice")],
  notes="policy; credit applied to December invoice 9340.", now=now, incl=["10%"])
C(70, sc, D, q, "Please accept our apologies for the missed visit. Credit note INV/2026/01012 for Rs. 4,956.00 has been applied to your December invoice, leaving Rs. 45,360.00 to pay.",
  ev, [N("Please accept our apologies"), X("Credit note INV/2026/01012", IM), X("Rs. 45,360.00", AM)],
  errors=["wrong_role", "wrong_arithmetic"], notes="INV/2026/01012 is the December invoice; the credit note is RINV/2026/00081. Residual is 49,560 - 4,956 = 44,604 (45,360 subtracts only the untaxed 4,200).", now=now,
  excl=["Credit note INV/2026/01012", "45,360"], suffix="credit-id-remainder")
C(71, sc, D, q, "Please accept our apologies for the missed visit on 18/11/2026. We have credited Rs. 4,956.00 against your December invoice INV/2026/01012, and your November invoice INV/2026/00935 is also still open for Rs. 49,560.00.",
  ev, [S("We have credited Rs. 4,956.00 against your December invoice INV/2026/01012"), X("is also still open for Rs. 49,560.00", SM + AM)],
  errors=["wrong_state"], notes="INV/2026/00935 payment_state paid, residual 0.", now=now, excl=["also still open"], suffix="old-invoice-open")
C(16, sc, D, q, "Please accept our apologies for the missed visit on 18/11/2026. We issued credit note RINV/2026/00081 for Rs. 4,956.00, which is 15% of your monthly rental plus VAT, and it has been set against your December invoice INV/2026/01012.",
  ev, [S("credit note RINV/2026/00081 for Rs. 4,956.00"), X("which is 15% of your monthly rental plus VAT", NC + VM), S("set against your December invoice INV/2026/01012")],
  errors=["wrong_value"], notes="policy credit is 10% of the month's rental (4,200 of 42,000).", now=now, excl=["15% of your monthly rental"], incl=["10%|ten percent|10 percent", "4,956"], repair=True)

# ---------------- B17 plants: Christmas display quotation ----------------
sc = "plants-christmas-display"
ev = [
 R("sale.order#2588", "sale.order", {"id": 2588, "name": "SO02588", "partner_id": [555, "Kollupitiya Medical Centre"], "state": "draft",
   "validity_date": "2026-12-03", "amount_untaxed": 24000.0, "amount_tax": 4320.0, "amount_total": 28320.0, "currency_id": [31, "LKR"],
   "x_install_date": "2026-12-10", "x_removal_date": "2027-01-05", "order_line": [5901],
   "x_display_kit": [980, "[XMAS-LBY-2] Lobby festive planter set: 2 Norfolk pines, 6 poinsettias, lights"]}),
 R("sale.order#2240", "sale.order", {"id": 2240, "name": "SO02240", "partner_id": [555, "Kollupitiya Medical Centre"], "state": "done",
   "date_order": "2025-11-18 06:00:00", "amount_untaxed": 21500.0, "amount_total": 25370.0, "x_install_date": "2025-12-08", "x_removal_date": "2026-01-06"}),
 P("policy#seasonal-displays", "Festive displays are a one-off hire covering installation, mid-season refresh and removal. Stock is limited, so a display is reserved only once the quotation is confirmed. Confirm at least 7 days before the installation date.", "seasonal-2026"),
]
q = "Is our Christmas display for the lobby booked?"
now = "2026-12-01T11:00:00+05:30"
C(72, sc, D, q, "Thank you for your message. Your festive display quotation SO02588 has not been confirmed yet, so the display is not reserved. To keep the 10/12/2026 installation, please confirm it by 03/12/2026; the one-off hire is Rs. 28,320.00 including VAT, with removal on 05/01/2027.",
  ev, [S("SO02588 has not been confirmed yet"), S("the display is not reserved"), S("please confirm it by 03/12/2026"), S("Rs. 28,320.00 including VAT"), S("with removal on 05/01/2027")],
  notes="state draft; policy reserves only once confirmed, 7 days before 10/12 = 03/12 (also validity_date); amount_total 28320; x_removal_date.", now=now, incl=["03/12/2026", "28,320"])
C(73, sc, D, q, "Not yet: SO02588 is still a quotation. Once confirmed, we will install two Norfolk pines, six poinsettias and lights on 10 December, refresh them mid-season and remove them on 5 January.",
  ev, [S("SO02588 is still a quotation"), S("two Norfolk pines, six poinsettias and lights on 10 December"), S("refresh them mid-season"), S("remove them on 5 January")],
  notes="state draft; x_display_kit; x_install_date; policy mid-season refresh; removal 2027-01-05.", incl=["10 December"])
C(74, sc, D, q, "Good morning. The lobby display quoted in SO02588 costs Rs. 24,000 before VAT, and it must be confirmed by Thursday, 3 December, to be reserved for installation on 10 December.",
  ev, [S("costs Rs. 24,000 before VAT"), S("it must be confirmed by Thursday, 3 December"), S("for installation on 10 December")],
  notes="amount_untaxed 24000; validity 03/12 (Thursday), 7 days before install.", now=now, incl=["24,000"])
C(75, sc, D, q, "Thank you for your message. Your festive display SO02588 is booked for installation on 10/12/2026, and removal is on 06/01/2027. The total is Rs. 28,320.00 including VAT.",
  ev, [X("SO02588 is booked for installation", SM), X("removal is on 06/01/2027", DM), S("The total is Rs. 28,320.00 including VAT")],
  errors=["wrong_state", "other_record_value"], notes="state draft (not reserved); removal 05/01/2027 (06/01 was last year's order SO02240).", now=now,
  excl=["is booked for installation", "06/01/2027"], suffix="booked")
C(17, sc, D, q, "Thank you for your message. SO02588 is still a quotation, so the display is not yet reserved. Please confirm it by 03/12/2026 to secure installation on 10/12/2026; the hire comes to Rs. 25,370.00 including VAT.",
  ev, [S("SO02588 is still a quotation"), S("the display is not yet reserved"), S("Please confirm it by 03/12/2026"), X("Rs. 25,370.00 including VAT", AM)],
  errors=["other_record_value"], notes="25,370 was last year's SO02240; SO02588 amount_total is 28,320.", now=now, excl=["25,370"], incl=["28,320", "03/12/2026|3 December"], repair=True)
# ---------------- B18 vending: November commission ----------------
D = "vending-machine placement"
sc = "vending-commission"
ev = [
 R("x.vend.placement#231", "x.vend.placement", {"id": 231, "name": "VP-0231", "partner_id": [610, "Katunayake Apparel Works"], "state": "active",
   "x_machine": [7712, "Combo snack & drink (SN VM-CB-7712)"], "x_location": "Canteen, Block B", "commission_rate": "0.12", "min_net_sales": 40000.0, "currency_id": [31, "LKR"]}),
 R("x.vend.placement#238", "x.vend.placement", {"id": 238, "name": "VP-0238", "partner_id": [610, "Katunayake Apparel Works"], "state": "active",
   "x_machine": [7740, "Cold drinks only (SN VM-CD-7740)"], "x_location": "Gate office", "commission_rate": "0.12", "min_net_sales": 40000.0, "currency_id": [31, "LKR"]}),
 R("x.vend.statement#1130", "x.vend.statement", {"id": 1130, "period": "2026-11", "partner_id": [610, "Katunayake Apparel Works"],
   "lines": [{"placement_id": [231, "VP-0231"], "net_sales": 186400.0, "commission": 22368.0},
             {"placement_id": [238, "VP-0238"], "net_sales": 38200.0, "commission": 0.0}],
   "total_commission": 22368.0, "payout_state": "scheduled", "payout_date": "2026-12-10"}),
 P("policy#vending-commission", "Commission is calculated per machine on net sales, excluding VAT. A machine whose net sales for the month are below Rs. 40,000 earns no commission for that month. Commission is paid by bank transfer on the 10th of the following month, with a statement emailed beforehand.", "placement-2026"),
]
q = "How much commission are we getting for November?"
now = "2026-12-03T15:00:00+05:30"
C(76, sc, D, q, "Thank you for your question. The canteen machine (VP-0231) made net sales of Rs. 186,400 in November, and at 12% your commission is Rs. 22,368.00. It is scheduled to be paid by bank transfer on 10/12/2026.",
  ev, [S("made net sales of Rs. 186,400 in November"), S("at 12% your commission is Rs. 22,368.00"), S("scheduled to be paid by bank transfer on 10/12/2026")],
  notes="statement 1130 line for VP-0231; commission_rate 0.12; payout_state scheduled, payout_date 2026-12-10.", now=now, incl=["22,368"])
C(77, sc, D, q, "Happy to help. November commission:\n- Canteen, Block B (VP-0231): net sales Rs. 186,400, commission Rs. 22,368\n- Gate office (VP-0238): net sales Rs. 38,200, below the Rs. 40,000 monthly minimum, so no commission\nTotal payable: Rs. 22,368, paid on 10 December.",
  ev, [S("net sales Rs. 186,400, commission Rs. 22,368"), S("net sales Rs. 38,200"), S("below the Rs. 40,000 monthly minimum, so no commission"), S("Total payable: Rs. 22,368"), S("paid on 10 December")],
  notes="statement lines; policy minimum 40,000; total_commission; payout_date.", incl=["22,368"])
C(78, sc, D, q, "Your November commission is twenty-two thousand three hundred and sixty-eight rupees, due on the 10th of December.",
  ev, [S("twenty-two thousand three hundred and sixty-eight rupees"), S("due on the 10th of December")],
  notes="total_commission 22368; payout_date.", incl=["10th of December"])
C(79, sc, D, q, "Thank you for your question. In November your canteen machine earned Rs. 22,368 and the gate office machine Rs. 4,584, so your total commission is Rs. 26,952.00, paid on 10/12/2026.",
  ev, [S("your canteen machine earned Rs. 22,368"), X("the gate office machine Rs. 4,584", AM), X("your total commission is Rs. 26,952.00", AM), S("paid on 10/12/2026")],
  errors=["condition_unmet", "wrong_amount"], notes="the gate machine's net sales (38,200) are below the Rs. 40,000 minimum, so it earns 0; total is 22,368.", now=now,
  excl=["Rs. 4,584", "26,952"], suffix="gate-machine")
C(80, sc, D, q, "Thank you for your question. Your canteen machine made Rs. 186,400 in net sales, and at the agreed rate of 0.12% your commission comes to Rs. 223.68, payable on 10/12/2026.",
  ev, [S("Your canteen machine made Rs. 186,400 in net sales"), X("rate of 0.12%", VM), X("Rs. 223.68", AM), S("payable on 10/12/2026")],
  errors=["unit_conversion", "wrong_amount"], notes="commission_rate \"0.12\" is a fraction = 12%; commission 22,368.", now=now, excl=["0.12%", "223.68"], suffix="rate-fraction")
C(18, sc, D, q, "Thank you for your question. Your canteen machine (VP-0231) had net sales of Rs. 186,400 in November, giving a 12% commission of Rs. 22,368.00. This will be paid by bank transfer on 01/12/2026.",
  ev, [S("had net sales of Rs. 186,400 in November"), S("12% commission of Rs. 22,368.00"), X("on 01/12/2026", DM)],
  errors=["wrong_date"], notes="payout_date 2026-12-10 (policy: 10th of the following month).", now=now, excl=["01/12/2026"], incl=["10/12/2026|10 December|10th", "22,368"], repair=True)

# ---------------- B19 vending: restock visit, water slot empty ----------------
sc = "vending-restock"
ev = [
 R("x.service.visit#10442", "x.service.visit", {"id": 10442, "name": "VR-10442", "placement_id": [244, "VP-0244"], "partner_id": [622, "Ratmalana Aero Components"],
   "state": "done", "date_done": "2026-12-02 06:10:00", "user_id": [61, "Chaminda Rathnayake"], "items_loaded": 86,
   "slot_exceptions": [{"slot": "A3", "product": "Still water 500ml", "reason": "SUPPLIER_SHORTAGE", "filled_with": "Sparkling water 500ml", "qty": 12}]}),
 R("x.service.visit#10468", "x.service.visit", {"id": 10468, "name": "VR-10468", "placement_id": [244, "VP-0244"], "state": "planned",
   "scheduled_at": "2026-12-05 03:00:00", "user_id": [61, "Chaminda Rathnayake"]}),
 R("x.service.visit#10390", "x.service.visit", {"id": 10390, "name": "VR-10390", "placement_id": [244, "VP-0244"], "state": "done",
   "date_done": "2026-11-28 05:00:00", "user_id": [64, "Priyanka Dissanayake"], "items_loaded": 104, "slot_exceptions": []}),
 P("policy#vending-restock", "Machines are restocked twice a week on your route days. When a product is unavailable from our supplier, the driver fills the slot with a comparable item. You can ask for slow-selling items to be swapped at any visit; there is no charge for changing the product mix.", "placement-2026"),
]
q = "Why is there no still water in the vending machine?"
now = "2026-12-03T10:00:00+05:30"
C(81, sc, D, q, "Thank you for letting us know. At yesterday's restock (VR-10442, 11:40 AM) still water was unavailable from our supplier, so Chaminda Rathnayake filled slot A3 with 12 bottles of sparkling water instead. The next restock is planned for Saturday, 05/12/2026 at 8:30 AM.",
  ev, [N("Thank you for letting us know."), S("At yesterday's restock (VR-10442, 11:40 AM)"), S("still water was unavailable from our supplier"), S("Chaminda Rathnayake filled slot A3 with 12 bottles of sparkling water"), S("Saturday, 05/12/2026 at 8:30 AM")],
  notes="VR-10442 done 06:10 UTC = 11:40 AM 02/12; SUPPLIER_SHORTAGE exception; VR-10468 planned 03:00 UTC = 8:30 AM Sat 05/12.", now=now, incl=["8:30 AM", "sparkling"])
C(82, sc, D, q, "Still water is short at our supplier, so slot A3 has sparkling water for now; Chaminda is next due this Saturday at 8:30 AM.",
  ev, [S("Still water is short at our supplier"), S("slot A3 has sparkling water for now"), S("Chaminda is next due this Saturday at 8:30 AM")],
  notes="slot_exceptions; VR-10468 Saturday 8:30 AM Colombo.", now=now, incl=["Saturday"])
C(83, sc, D, q, "Thank you for letting us know. Our supplier is short of still water, so on Wednesday the slot was filled with sparkling water, as our policy allows. If you would prefer a different product in that slot, just let us know; changing the product mix is free.",
  ev, [S("Our supplier is short of still water"), S("on Wednesday the slot was filled with sparkling water"), S("changing the product mix is free")],
  notes="now Thu 03/12, visit Wed 02/12; policy no charge for swaps.", now=now, incl=["sparkling"])
C(84, sc, D, q, "Thank you for letting us know. Still water was out of stock at our supplier during yesterday's visit. I have arranged an extra visit this afternoon to refill slot A3 with still water, and your regular restock follows tomorrow at 8:30 AM.",
  ev, [S("Still water was out of stock at our supplier during yesterday's visit"), I("I have arranged an extra visit this afternoon", CW), X("your regular restock follows tomorrow at 8:30 AM", DM)],
  errors=["unrecorded_extra", "wrong_date"], notes="no record of an extra visit; the next visit VR-10468 is Saturday 05/12, not tomorrow (Fri 04/12).", now=now,
  excl=["extra visit this afternoon", "tomorrow at 8:30 AM"], suffix="extra-visit")
C(19, sc, D, q, "Thank you for letting us know. At yesterday's restock, still water was unavailable from our supplier, so Priyanka Dissanayake filled slot A3 with sparkling water. The next restock is on Saturday, 05/12/2026 at 8:30 AM.",
  ev, [S("still water was unavailable from our supplier"), X("Priyanka Dissanayake filled slot A3", VM), S("Saturday, 05/12/2026 at 8:30 AM")],
  errors=["other_record_value"], notes="VR-10442 was done by Chaminda Rathnayake; Priyanka did the 28/11 visit.", now=now, excl=["Priyanka Dissanayake"], incl=["Chaminda", "8:30 AM"], repair=True)
# ---------------- B20 vending: duplicate card charge ----------------
sc = "vending-double-charge"
ev = [
 R("x.vend.transaction#558120", "x.vend.transaction", {"id": 558120, "ref": "T-558120", "placement_id": [251, "VP-0251"], "product": "Iced coffee 250ml",
   "amount": 450.0, "currency_id": [31, "LKR"], "card_last4": "4417", "state": "captured", "create_date": "2026-11-30 07:42:10"}),
 R("x.vend.transaction#558121", "x.vend.transaction", {"id": 558121, "ref": "T-558121", "placement_id": [251, "VP-0251"], "product": "Iced coffee 250ml",
   "amount": 450.0, "currency_id": [31, "LKR"], "card_last4": "4417", "state": "reversed", "create_date": "2026-11-30 07:42:14", "reversed_at": "2026-12-01 04:00:00",
   "reversal_reason": "DUPLICATE_AUTH"}),
 R("x.vend.transaction#558135", "x.vend.transaction", {"id": 558135, "ref": "T-558135", "placement_id": [251, "VP-0251"], "product": "Chocolate wafer",
   "amount": 280.0, "currency_id": [31, "LKR"], "card_last4": "9021", "state": "captured", "create_date": "2026-11-30 08:15:00"}),
 K("kb#card-reversals", "When a duplicate card charge is reversed, the bank releases the held amount.\nReversed charges usually disappear from the cardholder's statement within 5 to 7 working days, depending on the bank."),
]
q = "A colleague was charged twice for an iced coffee on 30 November (card ending 4417). Can this be refunded?"
now = "2026-12-02T12:00:00+05:30"
C(85, sc, D, q, "Thank you for raising this. Your colleague was charged Rs. 450 twice for an iced coffee at 1:12 PM on 30/11/2026. The duplicate charge (T-558121) was reversed on 01/12/2026, and it usually disappears from the card statement within 5 to 7 working days, depending on the bank.",
  ev, [S("charged Rs. 450 twice for an iced coffee at 1:12 PM on 30/11/2026"), S("The duplicate charge (T-558121) was reversed on 01/12/2026"), S("within 5 to 7 working days")],
  notes="two 450 transactions at 07:42 UTC = 1:12 PM Colombo; 558121 state reversed, reversed_at 01/12 (9:30 AM local); kb 5-7 working days.", now=now, incl=["T-558121", "450"])
C(86, sc, D, q, "Already sorted: the second Rs. 450 charge on the card ending 4417 was reversed yesterday, so only one payment stands.",
  ev, [S("the second Rs. 450 charge on the card ending 4417 was reversed yesterday"), S("only one payment stands")],
  notes="558121 reversed 2026-12-01 (yesterday relative to now 02/12); 558120 captured.", now=now, incl=["reversed"])
C(87, sc, D, q, "Dear Sir/Madam,\n\nThank you for your message. We found two identical Rs. 450 charges on 30/11/2026 for card ending 4417; the duplicate has been reversed, and the first charge for the iced coffee remains.\n\nYours sincerely,\nVendPoint Client Care",
  ev, [S("We found two identical Rs. 450 charges on 30/11/2026 for card ending 4417"), S("the duplicate has been reversed"), S("the first charge for the iced coffee remains")],
  notes="transactions 558120 captured and 558121 reversed.", incl=["450"])
C(88, sc, D, q, "Thank you for raising this. We have reversed both charges of Rs. 450, so a total of Rs. 900 will be returned to the card ending 4417 within 5 to 7 working days.",
  ev, [X("We have reversed both charges of Rs. 450", SM), X("a total of Rs. 900 will be returned", AM), S("within 5 to 7 working days")],
  errors=["wrong_quantity", "wrong_amount"], notes="only T-558121 was reversed; T-558120 stays captured, so Rs. 450 is released, not 900.", now=now,
  excl=["reversed both charges", "Rs. 900"], suffix="both-reversed")
C(89, sc, D, q, "Thank you for raising this. The two Rs. 450 charges were made at 7:42 AM on 30/11/2026, and the duplicate was reversed on 01/12/2026. Your colleague should see it clear within 2 working days.",
  ev, [X("at 7:42 AM", DM), S("the duplicate was reversed on 01/12/2026"), X("within 2 working days", NC)],
  errors=["unit_conversion", "wrong_period"], notes="07:42 is UTC = 1:12 PM Colombo; kb says 5 to 7 working days.", now=now, excl=["7:42 AM", "within 2 working days"], suffix="utc-time")
C(20, sc, D, q, "Thank you for raising this. Your colleague was charged Rs. 450 twice at 1:12 PM on 30/11/2026. The duplicate charge T-558121 is still awaiting review, and once cleared it usually drops off the statement within 5 to 7 working days.",
  ev, [S("charged Rs. 450 twice at 1:12 PM on 30/11/2026"), X("is still awaiting review", SM), S("within 5 to 7 working days")],
  errors=["wrong_state"], notes="T-558121 state reversed on 01/12/2026.", now=now, excl=["still awaiting review"], incl=["reversed", "450"], repair=True)

# ---------------- B21 vending: placement request declined ----------------
sc = "vending-placement-declined"
ev = [
 R("crm.lead#877", "crm.lead", {"id": 877, "name": "LEAD/0877 Snack machine - Nawala office", "partner_id": [640, "Nawala Software Labs"],
   "stage_id": [5, "On Hold"], "x_site_headcount": 35, "x_requested_model": "SNACK_COMBO", "expected_revenue": 0.0, "user_id": [71, "Hiran Abeysekera"]}),
 F("placement#877", "x.vend.placement.create", "DENY", {"lead_id": 877, "model": "SNACK_COMBO", "placement_type": "FREE", "reason_code": "BELOW_MIN_HEADCOUNT"}),
 P("policy#vending-placement", "We install and stock machines free of charge at sites with at least 60 people on site daily. Smaller sites can rent a machine for Rs. 6,500 a month and keep all sales revenue above stock cost. Rented machines carry a 6-month minimum term.", "placement-2026"),
]
q = "Can you put a free snack machine in our Nawala office?"
C(90, sc, D, q, "Thank you for your interest. I'm afraid we could not approve a free placement for your Nawala office: free machines need at least 60 people on site daily, and your site has 35. We could instead rent you a machine for Rs. 6,500 a month, on a 6-month minimum term.",
  ev, [N("Thank you for your interest."), S("we could not approve a free placement for your Nawala office"), S("free machines need at least 60 people on site daily"), S("your site has 35"), S("rent you a machine for Rs. 6,500 a month"), S("on a 6-month minimum term")],
  notes="placement call DENY BELOW_MIN_HEADCOUNT; x_site_headcount 35; policy 60, 6,500, 6 months.", incl=["6,500", "60"])
C(91, sc, D, q, "A free placement was declined as the office has fewer than 60 staff on site; renting a machine at Rs. 6,500 per month is an option.",
  ev, [S("A free placement was declined"), S("fewer than 60 staff on site"), S("renting a machine at Rs. 6,500 per month is an option")],
  notes="refused call DENY; headcount 35 < 60; policy rental.", incl=["6,500"])
C(92, sc, D, q, "Thank you for your interest. Good news: your free snack machine placement for the Nawala office has been approved, and Hiran Abeysekera will be in touch to arrange installation.",
  ev, [X("your free snack machine placement for the Nawala office has been approved", NE), XI("Hiran Abeysekera will be in touch to arrange installation", CW + NE + ["NO_POLICY_EVIDENCE"])],
  errors=["refused_call_effect", "invented_promise"], notes="the placement call was DENIED; no record of an installation being arranged (lead on hold).",
  excl=["has been approved", "arrange installation"], suffix="approved")
C(93, sc, D, q, "Thank you for your interest. We were unable to offer a free placement, as your site has 35 people and the minimum is 60. A rented machine is available at Rs. 5,000 a month with no minimum term.",
  ev, [S("We were unable to offer a free placement"), S("your site has 35 people and the minimum is 60"), X("Rs. 5,000 a month", NC + AM), X("with no minimum term", NC)],
  errors=["wrong_amount", "wrong_policy_condition"], notes="policy: rental Rs. 6,500 a month with a 6-month minimum term.", excl=["Rs. 5,000", "no minimum term"], suffix="rental-terms")
C(21, sc, D, q, "Thank you for your interest. Your free snack machine for the Nawala office has been approved. As your site has 35 people, renting a machine for Rs. 6,500 a month is also possible.",
  ev, [X("Your free snack machine for the Nawala office has been approved", NE), S("your site has 35 people"), S("Rs. 6,500 a month")],
  errors=["refused_call_effect"], notes="free placement call DENIED (BELOW_MIN_HEADCOUNT).", excl=["has been approved"], incl=["could not|unable|declined|not able|cannot|not eligible", "6,500"], repair=True)
# ---------------- B22 shredding: one-off archive purge ----------------
D = "shredding and document destruction"
sc = "shred-archive-purge"
ev = [
 R("sale.order#2610", "sale.order", {"id": 2610, "name": "SO02610", "partner_id": [701, "Slave Island Insurance Brokers"], "state": "sale",
   "commitment_date": "2026-12-08 04:30:00", "amount_untaxed": 26000.0, "amount_tax": 4680.0, "amount_total": 30680.0, "currency_id": [31, "LKR"],
   "order_line": [6010, 6011], "x_service_type": "OFFSITE_PURGE", "x_site_contact": [702, "Menaka Rodrigo"]}),
 R("sale.order.line#6010", "sale.order.line", {"id": 6010, "product_id": [1101, "[SHR-BOX] Archive box shredding (up to 15 kg)"], "product_uom_qty": 40.0, "price_unit": 650.0, "price_subtotal": 26000.0}),
 R("sale.order.line#6011", "sale.order.line", {"id": 6011, "product_id": [1120, "[COD] Certificate of destruction"], "product_uom_qty": 1.0, "price_unit": 0.0, "price_subtotal": 0.0}),
 R("sale.order#2596", "sale.order", {"id": 2596, "name": "SO02596", "partner_id": [701, "Slave Island Insurance Brokers"], "state": "cancel",
   "commitment_date": "2026-12-01 04:30:00", "amount_untaxed": 32500.0, "amount_total": 38350.0, "currency_id": [31, "LKR"], "x_service_type": "OFFSITE_PURGE"}),
 P("policy#shred-purge", "Archive boxes are priced per box up to 15 kg; heavier boxes count as two. Collected material is shredded at our sealed facility within 24 hours of collection. A certificate of destruction is included with every job and emailed within 2 working days of shredding. Staff must be present to sign the chain-of-custody form at collection.", "shred-ops-6"),
]
q = "Can you confirm the archive box collection for next week?"
now = "2026-12-03T16:30:00+05:30"
C(94, sc, D, q, "Thank you for booking with us. Collection of your 40 archive boxes (SO02610) is confirmed for Tuesday, 08/12/2026 at 10:00 AM. The cost is Rs. 26,000 before VAT (Rs. 650 per box), or Rs. 30,680.00 including VAT, and the certificate of destruction is included.",
  ev, [S("Collection of your 40 archive boxes (SO02610) is confirmed"), S("Tuesday, 08/12/2026 at 10:00 AM"), S("Rs. 26,000 before VAT (Rs. 650 per box)"), S("Rs. 30,680.00 including VAT"), S("the certificate of destruction is included")],
  notes="state sale; commitment_date 04:30 UTC = 10:00 AM Colombo; lines 6010/6011; amount_total.", now=now, incl=["08/12/2026", "30,680"])
C(95, sc, D, q, "Dear Ms. Rodrigo,\n\nYour collection is confirmed for next Tuesday at 10 AM. Our team will need someone present to sign the chain-of-custody form, and the boxes will be shredded at our sealed facility within 24 hours, with the certificate emailed within two working days.\n\nKind regards,\nSecureShred Lanka",
  ev, [S("Your collection is confirmed for next Tuesday at 10 AM"), S("need someone present to sign the chain-of-custody form"), S("shredded at our sealed facility within 24 hours"), S("with the certificate emailed within two working days")],
  notes="x_site_contact Menaka Rodrigo; now Thu 03/12, next Tuesday 08/12; policy sentences.", now=now, incl=["10 AM"])
C(96, sc, D, q, "Confirmed for 8 December at 10:00 AM: 40 boxes, Rs. 30,680 all in.",
  ev, [S("Confirmed for 8 December at 10:00 AM"), S("40 boxes, Rs. 30,680 all in")],
  notes="commitment_date; qty 40; amount_total.", incl=["30,680"])
C(97, sc, D, q, "Thank you for booking with us. Your 40 archive boxes will be collected on Tuesday, 08/12/2026 at 10:00 AM for Rs. 30,680.00 including VAT. You are also welcome to watch the shredding at our facility at no extra charge.",
  ev, [S("Your 40 archive boxes will be collected on Tuesday, 08/12/2026 at 10:00 AM"), S("Rs. 30,680.00 including VAT"), I("You are also welcome to watch the shredding at our facility", NP)],
  errors=["invented_promise"], notes="no policy or record offers witnessed shredding.", now=now, excl=["watch the shredding"], suffix="witness")
C(98, sc, D, q, "Thank you for booking with us. Your archive box collection is confirmed for Tuesday, 01/12/2026 at 10:00 AM, at Rs. 32,500 before VAT. Boxes heavier than 15 kg are charged as two.",
  ev, [X("Tuesday, 01/12/2026 at 10:00 AM", DM), X("Rs. 32,500 before VAT", AM), S("Boxes heavier than 15 kg are charged as two")],
  errors=["stale_value", "stale_value"], notes="01/12 and 32,500 belong to cancelled SO02596; SO02610 is 08/12/2026, 26,000 untaxed.", now=now, excl=["01/12/2026", "32,500"], suffix="cancelled-booking")
C(22, sc, D, q, "Thank you for booking with us. Collection of your 45 archive boxes (SO02610) is confirmed for Tuesday, 08/12/2026 at 10:00 AM, at Rs. 30,680.00 including VAT.",
  ev, [X("your 45 archive boxes", VM), S("Tuesday, 08/12/2026 at 10:00 AM"), S("Rs. 30,680.00 including VAT")],
  errors=["wrong_quantity"], notes="product_uom_qty is 40.", now=now, excl=["45 archive boxes"], incl=["40 archive boxes|40 boxes|forty", "30,680"], repair=True)

# ---------------- B23 shredding: certificate of destruction ----------------
sc = "shred-certificate"
ev = [
 R("x.destruction.job#4471", "x.destruction.job", {"id": 4471, "name": "DJ-4471", "partner_id": [720, "Fort Heritage Bank Branch Services"], "state": "DESTROYED",
   "collected_at": "2026-11-27 05:00:00", "destroyed_at": "2026-11-28 09:20:00", "weight_kg": "612.5", "method": "CROSS_CUT_P4",
   "certificate": {"number": "COD-2026-04471", "state": "ISSUED", "sent_at": "2026-11-30 03:00:00", "sent_to": "records@fortheritage.example"}}),
 R("x.destruction.job#4402", "x.destruction.job", {"id": 4402, "name": "DJ-4402", "partner_id": [720, "Fort Heritage Bank Branch Services"], "state": "DESTROYED",
   "destroyed_at": "2026-10-30 08:00:00", "weight_kg": "480.0", "method": "CROSS_CUT_P4",
   "certificate": {"number": "COD-2026-04402", "state": "ISSUED", "sent_at": "2026-11-02 03:00:00"}}),
 P("policy#shred-certificates", "Every certificate of destruction lists the job number, date of destruction, weight and shredding standard. Certificates are emailed to the records address on your account within 2 working days of shredding. Copies can be re-sent at any time on request.", "shred-ops-6"),
]
q = "Where is the certificate for last week's shredding?"
now = "2026-12-02T09:30:00+05:30"
C(99, sc, D, q, "Thank you for getting in touch. Job DJ-4471 (612.5 kg, cross-cut) was shredded on Saturday, 28/11/2026 at 2:50 PM, and certificate COD-2026-04471 was emailed to records@fortheritage.example on 30/11/2026 at 8:30 AM. I can re-send a copy at any time if it has gone astray.",
  ev, [S("Job DJ-4471 (612.5 kg, cross-cut)"), S("shredded on Saturday, 28/11/2026 at 2:50 PM"), S("certificate COD-2026-04471 was emailed to records@fortheritage.example"), S("on 30/11/2026 at 8:30 AM"), S("I can re-send a copy at any time")],
  notes="weight_kg \"612.5\"; destroyed_at 09:20 UTC = 2:50 PM Colombo; certificate sent_at 03:00 UTC = 8:30 AM; policy re-send on request.", now=now, incl=["COD-2026-04471"])
C(100, sc, D, q, "Certificate COD-2026-04471 was sent to your records address on Monday morning; it covers 612.5 kg destroyed on 28 November.",
  ev, [S("Certificate COD-2026-04471 was sent to your records address on Monday morning"), S("it covers 612.5 kg destroyed on 28 November")],
  notes="sent_at 30/11 (Monday) 8:30 AM local.", now=now, incl=["COD-2026-04471"])
C(101, sc, D, q, "Thank you for getting in touch. Your certificate for job DJ-4471 was issued and emailed on 30/11/2026. It confirms 480 kg of material destroyed on 28/11/2026 by cross-cut shredding.",
  ev, [S("Your certificate for job DJ-4471 was issued and emailed on 30/11/2026"), X("It confirms 480 kg of material", VM), S("destroyed on 28/11/2026 by cross-cut shredding")],
  errors=["other_record_value"], notes="480 kg was October's DJ-4402; DJ-4471 is 612.5 kg.", now=now, excl=["480 kg"], suffix="weight")
C(102, sc, D, q, "Thank you for getting in touch. Certificate number DJ-4471 was emailed to your records address on 30/11/2026, and it was sent late because certificates are normally issued on the day of shredding.",
  ev, [X("Certificate number DJ-4471", IM), S("was emailed to your records address on 30/11/2026"), X("certificates are normally issued on the day of shredding", NC)],
  errors=["wrong_role", "wrong_policy_condition"], notes="DJ-4471 is the job number; the certificate is COD-2026-04471. Policy allows 2 working days, so it was not late.", now=now,
  excl=["Certificate number DJ-4471", "issued on the day of shredding"], suffix="job-as-cert")
C(23, sc, D, q, "Thank you for getting in touch. Job DJ-4471 (612.5 kg) was shredded on 27/11/2026, and certificate COD-2026-04471 was emailed to your records address on 30/11/2026.",
  ev, [S("Job DJ-4471 (612.5 kg)"), X("was shredded on 27/11/2026", DM), S("certificate COD-2026-04471 was emailed to your records address on 30/11/2026")],
  errors=["wrong_date"], notes="destroyed_at 2026-11-28 (27/11 was the collection date).", now=now, excl=["shredded on 27/11/2026"], incl=["28/11/2026|28 November", "COD-2026-04471"], repair=True)
# ---------------- B24 shredding: adding consoles to a subscription ----------------
sc = "shred-add-consoles"
ev = [
 R("sale.order#2301", "sale.order", {"id": 2301, "name": "SUB/0160", "partner_id": [740, "Maradana Public Notaries Association"], "state": "sale",
   "x_subscription_state": "IN_PROGRESS", "recurring_monthly": 15600.0, "x_console_count": 6, "x_collection_interval": "P2W",
   "x_next_collection": "2026-12-09", "currency_id": [31, "LKR"], "x_plan_code": "CONSOLE_STD"}),
 R("sale.order#2633", "sale.order", {"id": 2633, "name": "SO02633", "partner_id": [740, "Maradana Public Notaries Association"], "state": "sale",
   "x_upsell_of": [2301, "SUB/0160"], "order_line": [6120], "amount_untaxed": 5200.0, "amount_tax": 936.0, "amount_total": 6136.0, "currency_id": [31, "LKR"],
   "commitment_date": "2026-12-09 03:30:00", "x_new_recurring_monthly": 20800.0}),
 R("sale.order.line#6120", "sale.order.line", {"id": 6120, "product_id": [1150, "[CON-LCK] Lockable shredding console, 90L"], "product_uom_qty": 2.0, "price_unit": 2600.0, "price_subtotal": 5200.0}),
 R("sale.order#2302", "sale.order", {"id": 2302, "name": "SUB/0161", "partner_id": [741, "Maradana Notaries - Kandy Office"], "state": "sale",
   "recurring_monthly": 7800.0, "x_console_count": 3, "x_collection_interval": "P4W", "x_next_collection": "2026-12-16"}),
 P("policy#shred-consoles", "Each lockable console is charged monthly and emptied on your collection schedule. New consoles are delivered on your next collection day at no delivery charge. Changes to the number of consoles take effect from the next monthly invoice, without proration.", "shred-sub-4"),
]
q = "We've ordered two more shredding consoles. When do they arrive and what will we pay each month?"
now = "2026-12-04T11:00:00+05:30"
C(103, sc, D, q, "Thank you for your order. Your two additional 90-litre consoles (SO02633) will be delivered with your next collection on Wednesday, 09/12/2026 at 9:00 AM, with no delivery charge. From your next monthly invoice, SUB/0160 will cover eight consoles at Rs. 20,800 a month before VAT, up from Rs. 15,600.",
  ev, [S("Your two additional 90-litre consoles (SO02633)"), S("Wednesday, 09/12/2026 at 9:00 AM"), S("with no delivery charge"), S("SUB/0160 will cover eight consoles"), S("Rs. 20,800 a month before VAT, up from Rs. 15,600")],
  notes="line 6120 qty 2; commitment_date 03:30 UTC = 9:00 AM Colombo; policy no delivery charge, from next invoice; 6+2=8; x_new_recurring_monthly 20800.", now=now, incl=["20,800", "09/12/2026"])
C(104, sc, D, q, "Your two new consoles come with next Wednesday's collection, and your monthly charge rises by Rs. 5,200 to Rs. 20,800 from the next invoice.",
  ev, [S("Your two new consoles come with next Wednesday's collection"), S("your monthly charge rises by Rs. 5,200 to Rs. 20,800 from the next invoice")],
  notes="now Fri 04/12, next Wednesday 09/12; 2 x 2,600 = 5,200; 15,600 + 5,200 = 20,800.", now=now, incl=["20,800"])
C(105, sc, D, q, "Thank you for your order. The two consoles arrive on Wednesday, 09/12/2026 with your fortnightly collection. Your monthly charge becomes Rs. 20,800, and this month's invoice will be prorated for the extra consoles.",
  ev, [S("The two consoles arrive on Wednesday, 09/12/2026"), S("with your fortnightly collection"), S("Your monthly charge becomes Rs. 20,800"), X("this month's invoice will be prorated", NC)],
  errors=["wrong_policy_condition"], notes="policy: changes apply from the next monthly invoice, without proration.", now=now, excl=["will be prorated"], suffix="proration")
C(106, sc, D, q, "Thank you for your order. Your two new consoles will be delivered on 16/12/2026 with your four-weekly collection, bringing you to five consoles at Rs. 20,800 a month.",
  ev, [X("delivered on 16/12/2026", DM), X("with your four-weekly collection", VM), X("bringing you to five consoles", VM), S("Rs. 20,800 a month")],
  errors=["other_record_value", "other_record_value", "wrong_arithmetic"], notes="16/12 and four-weekly belong to the Kandy office SUB/0161; SUB/0160 is fortnightly, next 09/12; 6 + 2 = 8 consoles, not 5.", now=now,
  excl=["16/12/2026", "four-weekly", "five consoles"], suffix="kandy-sub")
C(24, sc, D, q, "Thank you for your order. Your two additional consoles will be delivered with your next collection on Wednesday, 09/12/2026 at 9:00 AM. From the next invoice you will have eight consoles at Rs. 18,200 a month before VAT.",
  ev, [S("Your two additional consoles will be delivered with your next collection on Wednesday, 09/12/2026 at 9:00 AM"), S("you will have eight consoles"), X("Rs. 18,200 a month", AM)],
  errors=["wrong_arithmetic"], notes="15,600 + 2 x 2,600 = 20,800 (x_new_recurring_monthly).", now=now, excl=["18,200"], incl=["20,800", "09/12/2026|9 December"], repair=True)

# ---------------- B25 shredding: Saturday mobile truck booking escalated ----------------
sc = "shred-weekend-truck"
ev = [
 R("sale.order#2650", "sale.order", {"id": 2650, "name": "SO02650", "partner_id": [760, "Crescat Legal Archives"], "state": "draft",
   "x_service_type": "ONSITE_MOBILE", "x_requested_slot": "2026-12-12 03:30:00", "x_est_weight_kg": "900", "amount_untaxed": 60000.0, "amount_tax": 10800.0,
   "amount_total": 70800.0, "currency_id": [31, "LKR"], "x_weekend_surcharge": 12000.0, "order_line": [6201, 6202]}),
 R("sale.order.line#6201", "sale.order.line", {"id": 6201, "product_id": [1180, "[MOB-1T] Mobile shredding truck, up to 1,000 kg"], "product_uom_qty": 1.0, "price_unit": 48000.0, "price_subtotal": 48000.0}),
 R("sale.order.line#6202", "sale.order.line", {"id": 6202, "product_id": [1181, "[MOB-WKND] Weekend surcharge 25%"], "product_uom_qty": 1.0, "price_unit": 12000.0, "price_subtotal": 12000.0}),
 F("book#SO02650", "sale.order.action_confirm", "ESCALATE", {"order_id": 2650, "slot": "2026-12-12 03:30:00", "reason_code": "WEEKEND_NEEDS_OPS_APPROVAL"}),
 P("policy#shred-mobile", "Our mobile truck shreds on your premises while you watch. Up to 1,000 kg is one visit. Saturday visits carry a 25% surcharge and must be approved by our operations manager before they are confirmed; we reply within one working day. We do not operate on Sundays or public holidays.", "shred-ops-6"),
]
q = "Please book the shredding truck at our office for Saturday 12 December at 9 AM."
now = "2026-12-04T15:00:00+05:30"
C(107, sc, D, q, "Thank you for your request. Saturday visits need our operations manager's approval, so I have passed your booking for Saturday, 12/12/2026 at 9:00 AM to them; you should hear back within one working day. The quote, SO02650, is Rs. 48,000 for the truck plus a 25% weekend surcharge of Rs. 12,000, or Rs. 70,800.00 including VAT.",
  ev, [S("Saturday visits need our operations manager's approval"), S("I have passed your booking for Saturday, 12/12/2026 at 9:00 AM to them"), S("within one working day"), S("Rs. 48,000 for the truck plus a 25% weekend surcharge of Rs. 12,000"), S("Rs. 70,800.00 including VAT")],
  notes="confirm call ESCALATE (weekend approval); x_requested_slot 03:30 UTC = 9:00 AM; lines 6201/6202; amount_total 70800; policy one working day.", now=now, incl=["approval", "70,800"])
C(108, sc, D, q, "Your Saturday booking is awaiting operations approval; the quoted price is Rs. 60,000 before VAT, including the weekend surcharge.",
  ev, [S("Your Saturday booking is awaiting operations approval"), S("the quoted price is Rs. 60,000 before VAT, including the weekend surcharge")],
  notes="refused_call ESCALATE; amount_untaxed 60000 includes line 6202.", incl=["60,000"])
C(109, sc, D, q, "Thank you for your request. Your mobile shredding truck is booked for Saturday, 12/12/2026 at 9:00 AM, and our team will shred everything on your premises while you watch. The total is Rs. 70,800.00 including VAT.",
  ev, [X("Your mobile shredding truck is booked for Saturday, 12/12/2026 at 9:00 AM", NE), S("shred everything on your premises while you watch"), S("The total is Rs. 70,800.00 including VAT")],
  errors=["refused_call_effect"], notes="confirmation was escalated for ops approval; SO02650 is still draft.", now=now, excl=["is booked for Saturday"], suffix="booked")
C(110, sc, D, q, "Thank you for your request. I have sent your Saturday, 12/12/2026 booking to our operations manager for approval. As your load is about 900 kg, it fits in one visit, and the price is Rs. 48,000 before VAT with no weekend surcharge.",
  ev, [S("I have sent your Saturday, 12/12/2026 booking to our operations manager for approval"), S("As your load is about 900 kg, it fits in one visit"), X("the price is Rs. 48,000 before VAT with no weekend surcharge", AM + NC)],
  errors=["wrong_amount"], notes="the quote includes a 25% weekend surcharge line (12,000): 60,000 before VAT.", now=now, excl=["no weekend surcharge"], suffix="no-surcharge")
C(25, sc, D, q, "Thank you for your request. Your mobile shredding visit is confirmed for Saturday, 12/12/2026 at 9:00 AM. The quote SO02650 comes to Rs. 70,800.00 including the 25% weekend surcharge and VAT.",
  ev, [X("Your mobile shredding visit is confirmed for Saturday, 12/12/2026 at 9:00 AM", NE), S("Rs. 70,800.00 including the 25% weekend surcharge and VAT")],
  errors=["refused_call_effect"], notes="confirm call ESCALATEd for operations manager approval.", now=now, excl=["is confirmed for Saturday"], incl=["approval|escalated|review|operations manager|not yet confirmed|pending", "70,800"], repair=True)
