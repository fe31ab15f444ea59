# Scenario 01 - project-management SaaS (Planloom): mid-cycle seat proration
D = "project-management SaaS"
SC = "pm-seat-proration"
Q = "We were charged an extra $26.40 on April 9th and nobody changed our plan. What is this, and what will May's bill be?"
NOW = "2026-04-28T10:12:00-05:00"
EV = [
    rec("helpdesk.get_ticket#88412", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 88412, "subject": "Extra charge on April 9??", "status": "open", "priority": "normal",
        "requester": {"id": 5512, "name": "Dana Whitlock", "email": "dana@cobaltframe.example", "time_zone": "America/Chicago"},
        "assignee": {"id": 301, "name": "Ravi Menon", "group": "Billing L2"},
        "created_at": "2026-04-28T14:02:11Z", "updated_at": "2026-04-28T14:02:11Z",
        "sla": {"policy": "Standard business", "first_reply_breach_at": "2026-04-28T22:02:11Z", "next_reply_breach_at": None},
        "custom_fields": [{"id": 360011, "value": "ws_cobaltframe"}, {"id": 360014, "value": "TEAM_MONTHLY"},
                          {"id": 360019, "value": "INV-2026-04-7790"}],
        "comments": [{"id": 1, "author_id": 5512, "public": True, "created_at": "2026-04-28T14:02:11Z",
                      "body": "We were charged an extra $26.40 on April 9th and nobody changed our plan. What is this, and what will May's bill be?"}]}}),
    rec("billing.get_subscription#ws_cobaltframe", "tool:billing.get_subscription", {
        "workspace_id": "ws_cobaltframe", "plan_code": "TEAM_MONTHLY", "currency": "usd", "unit_amount": 1200,
        "quantity": 14, "current_period_start": "2026-04-01T00:00:00Z", "current_period_end": "2026-05-01T00:00:00Z",
        "seat_changes": [{"at": "2026-04-09T16:40:00Z", "from_quantity": 11, "to_quantity": 14,
                          "actor": {"name": "Marcus Lee", "workspace_role": "OWNER"}}],
        "upcoming_invoice": {"amount_due": 16800, "period_start": "2026-05-01T00:00:00Z", "quantity": 14}}),
    rec("billing.list_invoices#ws_cobaltframe", "tool:billing.list_invoices", {"invoices": [
        {"number": "INV-2026-04-7790", "created": 1775752805, "status": "paid", "amount_total": 2640,
         "lines": [{"description": "3 x Team seat, prorated Apr 9 - May 1", "amount": 2640}]},
        {"number": "INV-2026-04-7731", "created": 1775001600, "status": "paid", "amount_total": 13200,
         "lines": [{"description": "Team plan x 11 seats (Apr 1 - May 1)", "amount": 13200}]},
        {"number": "INV-2026-03-7102", "created": 1772323200, "status": "paid", "amount_total": 13200,
         "lines": [{"description": "Team plan x 11 seats (Mar 1 - Apr 1)", "amount": 13200}]}]}),
    rec("workspaces.list_for_user#5512", "tool:workspaces.list_for_user", {"workspaces": [
        {"id": "ws_cobaltframe", "name": "Cobalt Frame", "plan_code": "TEAM_MONTHLY", "seats": 14},
        {"id": "ws_cf_labs", "name": "Cobalt Frame Labs", "plan_code": "TEAM_MONTHLY", "seats": 4,
         "upcoming_invoice_amount_due": 4800}]}),
    pol("billing-policy#seats", "Only workspace owners and billing admins can change the number of paid seats. "
        "Seats added in the middle of a billing period are charged immediately for the days remaining in that period, prorated by day. "
        "From the next renewal on, every seat is billed at the full per-seat price of the plan. "
        "Removing a seat takes effect at the next renewal; partial periods for removed seats are not refunded.", revision="2026-02"),
]

add(1, SC, D, Q,
    "Hi Dana, I checked workspace ws_cobaltframe. The $26.40 charge on April 9 is a prorated charge for 3 seats added that day, "
    "taking the workspace from 11 to 14 seats.\n"
    "- The seat change was made by Marcus Lee, the workspace owner.\n"
    "- Added seats are billed right away for the days left in the current billing period.\n"
    "- Your next invoice on May 1 will be $168.00 (14 seats at $12.00 each).\n"
    "If you want to go back to 11 seats, an owner or billing admin can remove them; the removal takes effect at the next renewal.",
    EV,
    [S("I checked workspace ws_cobaltframe"), S("prorated charge for 3 seats added that day"), S("from 11 to 14 seats"),
     S("made by Marcus Lee, the workspace owner"), S("billed right away for the days left"),
     S("next invoice on May 1 will be $168.00"), S("14 seats at $12.00 each"),
     S("an owner or billing admin can remove them"), S("the removal takes effect at the next renewal")],
    notes="INV-2026-04-7790 is 2640 for 3 prorated seats; seat_changes shows 11->14 by Marcus Lee (OWNER); upcoming_invoice.amount_due 16800 = 14 x 1200; policy covers proration and removal timing.",
    now=NOW, includes=["$168.00", "$26.40"])

add(2, SC, D, Q,
    "Hello Dana,\n\nThanks for flagging this. The extra charge is invoice INV-2026-04-7790 for $26.40, which covers three seats that "
    "Marcus Lee added on April 9, prorated for the rest of the April billing period. Your plan itself did not change; the workspace is "
    "still on Team (monthly). Starting with the renewal on May 1, all fourteen seats are billed at the full $12.00 per seat, so that "
    "invoice will come to $168.00.\n\nBest regards,\nRavi Menon\nBilling Support, Planloom",
    EV,
    [NA("Thanks for flagging this."), S("INV-2026-04-7790 for $26.40"), S("three seats that Marcus Lee added on April 9"),
     S("prorated for the rest of the April billing period"), S("still on Team (monthly)"),
     S("all fourteen seats are billed at the full $12.00 per seat"), S("invoice will come to $168.00")],
    notes="Invoice INV-2026-04-7790 amount_total 2640; seat_changes actor Marcus Lee at 2026-04-09; plan_code TEAM_MONTHLY; upcoming 16800; policy: full per-seat price from next renewal.",
    now=NOW, includes=["INV-2026-04-7790", "$168.00"])

add(3, SC, D, Q,
    "The $26.40 is the prorated charge for the 3 seats Marcus Lee added on Apr 9; May 1 renews at $168.00 for 14 seats.",
    EV,
    [S("prorated charge for the 3 seats Marcus Lee added on Apr 9"), S("May 1 renews at $168.00 for 14 seats")],
    notes="seat_changes and INV-2026-04-7790 settle the first clause; upcoming_invoice 16800 / quantity 14 the second.",
    now=NOW, includes=["$168.00"])

add(4, SC, D, Q,
    "Hi Dana, the $26.40 on April 9 is a prorated charge for three seats added to ws_cobaltframe that day, bringing you from 11 to 14 seats. "
    "Added seats are billed immediately for the remaining days of the period. Your May 1 invoice will be $194.40 for the 14 seats.",
    EV,
    [S("prorated charge for three seats added to ws_cobaltframe"), S("bringing you from 11 to 14 seats"),
     S("billed immediately for the remaining days"), C("Your May 1 invoice will be $194.40", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"],
    notes="upcoming_invoice.amount_due is 16800 ($168.00); $194.40 adds the already-paid $26.40 proration on top.",
    now=NOW, excludes=["$194.40"])

add(5, SC, D, Q,
    "Hi Dana - ws_cobaltframe went from 11 to 14 seats on April 9, and the $26.40 is the prorated cost of those 3 seats. "
    "Your May 1 renewal will be $168.00. If you remove the three seats before May 1, the $26.40 will be refunded to your card.",
    EV,
    [S("went from 11 to 14 seats on April 9"), S("the $26.40 is the prorated cost of those 3 seats"),
     S("May 1 renewal will be $168.00"),
     C("the $26.40 will be refunded to your card", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition"],
    notes="Policy: partial periods for removed seats are not refunded; removal only takes effect at renewal.",
    now=NOW, excludes=["the $26.40 will be refunded"])

add(6, SC, D, Q,
    "Hi Dana,\n\n1. The $26.40 is invoice INV-2026-04-7790: 3 seats added on April 9, prorated to May 1.\n"
    "2. Seats were changed by Marcus Lee (workspace owner), which is why the plan looks the same.\n"
    "3. Your next invoice on May 1 will be $48.00.\n\nLet me know if you want the seat history exported.",
    EV,
    [S("invoice INV-2026-04-7790: 3 seats added on April 9"), S("Seats were changed by Marcus Lee (workspace owner)"),
     C("next invoice on May 1 will be $48.00", "AMOUNT_MISMATCH"), NA("Let me know if you want the seat history exported.")],
    errors=["other_record_value"],
    notes="$48.00 is the upcoming invoice of the customer's other workspace ws_cf_labs (4 seats); ws_cobaltframe's is 16800.",
    now=NOW, excludes=["$48.00"])

add(1, SC, D, Q,
    "Hi Dana, the $26.40 charged on April 9 is invoice INV-2026-04-7790, a prorated charge for 3 seats Marcus Lee added that day. "
    "Your next invoice on May 1 will be $132.00, the same as April.",
    EV,
    [S("invoice INV-2026-04-7790, a prorated charge for 3 seats"), C("next invoice on May 1 will be $132.00", "AMOUNT_MISMATCH"),
     C("the same as April", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["stale_value", "wrong_amount"],
    notes="$132.00 is the old 11-seat price (INV-2026-04-7731); upcoming_invoice.amount_due is 16800 for 14 seats, so not the same as April.",
    now=NOW, excludes=["$132.00", "the same as April"], includes=["$168.00|168.00|$168", "$26.40"], repair=True)
