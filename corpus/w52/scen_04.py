# Curling club: season dues partially paid; spouse's account as distractor.
D = "curling club"; SC = "curling-dues-balance"
Q = "How much is left on my curling dues for the season, and when is it due?"
E = [
  rec("stream#ACC-CRL-1187", "tool:get_account_stream", {"stream_id": "ACC-CRL-1187", "member": {"name": "Gregory Alleyne", "member_no": "CRL-1187", "tier": "FULL_ADULT"},
    "events": [
      ev(1, "DuesInvoiced", "2026-09-01 08:00", invoice_no="INV-26-0412", season="2026-27", amount_minor=145000, currency="TTD", due_at=us("2026-12-31 23:59")),
      ev(2, "PaymentCaptured", "2026-09-14 18:20", payment_ref="PAY-CR-8812", amount_minor=80000, currency="TTD", method="BANK_TRANSFER"),
      ev(3, "PaymentCaptured", "2026-11-02 18:05", payment_ref="PAY-CR-9020", amount_minor=25000, currency="TTD", method="CARD")]}),
  rec("snapshot#ACC-CRL-1187", "projection:member_balances", {"member_no": "CRL-1187", "balance_minor": 65000, "currency": "TTD", "projected_through_sequence": 2, "standing": "GOOD"}),
  rec("stream#ACC-CRL-1188", "tool:get_account_stream", {"stream_id": "ACC-CRL-1188", "member": {"name": "Marisa Alleyne", "member_no": "CRL-1188", "tier": "SOCIAL"},
    "events": [ev(1, "DuesInvoiced", "2026-09-01 08:00", invoice_no="INV-26-0413", amount_minor=60000, currency="TTD", due_at=us("2026-12-31 23:59")),
               ev(2, "PaymentCaptured", "2026-09-14 18:21", amount_minor=60000, currency="TTD")]}),
  pol("club-bylaws#dues", "Season dues may be paid in instalments. Any balance must be cleared by 31 December. Members with an unpaid balance after that date lose league draw eligibility until paid. A 5% late charge is added on 15 January.", "2026-27"),
]
add(16, SC, D, Q, E, "You have TT$400.00 left on your 2026-27 dues. It's due by 31 December. You've paid TT$1,050.00 of TT$1,450.00 so far.",
    [S("You have TT$400.00 left"), S("on your 2026-27 dues"), S("It's due by 31 December."), S("You've paid TT$1,050.00 of TT$1,450.00")],
    includes=["TT$400.00"], notes="145000 - 80000 - 25000 = 40000; due_at 31/12 23:59 local.")
add(17, SC, D, Q, E, "Hi Gregory! Four hundred dollars to go on invoice INV-26-0412. Clear it by 31/12 to keep your league draw spot.",
    [S("Four hundred dollars to go"), S("invoice INV-26-0412"), S("Clear it by 31/12"), S("to keep your league draw spot")],
    includes=["INV-26-0412"], notes="Balance 40000; bylaws: unpaid after 31 Dec loses draw eligibility.")
add(18, SC, D, Q, E, "Balance: TT$400 (two payments received: TT$800 in September, TT$250 in November). Due: 31 December. Miss it and a 5% late charge is added on 15 January.",
    [S("Balance: TT$400"), S("TT$800 in September"), S("TT$250 in November"), S("Due: 31 December."), S("a 5% late charge is added on 15 January")],
    includes=["TT$400"], notes="PaymentCaptured seq 2 and 3; bylaws late charge.")
add(19, SC, D, Q, E, "You still owe TT$650.00 on your season dues. That's due by 31 December.",
    [C("You still owe TT$650.00", "AMOUNT_MISMATCH"), S("That's due by 31 December.")],
    errors=["stale_value"], excludes=["TT$650.00"], notes="Snapshot balance 65000 is projected through seq 2 only; the November payment of 25000 makes it 40000.")
add(20, SC, D, Q, E, "Good news, Gregory: your dues are fully paid and you're in good standing. Nothing is due.",
    [C("your dues are fully paid", "RECORD_STATE_MISMATCH", "AMOUNT_MISMATCH"), S("you're in good standing"), C("Nothing is due.", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH")],
    errors=["other_record_value", "other_record_value"], excludes=["fully paid", "Nothing is due."],
    notes="Fully paid is Marisa's account CRL-1188; CRL-1187 has 40000 outstanding. Snapshot standing GOOD supports good standing.")
add(21, SC, D, Q, E, "TT$400.00 is left on your dues, due 31 December. Pay late and there's a 5% charge, but you keep your league draw spot until 15 January.",
    [S("TT$400.00 is left on your dues"), S("due 31 December"), S("there's a 5% charge"), C("you keep your league draw spot until 15 January", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition"], excludes=["keep your league draw spot until 15 January"], notes="Bylaws: unpaid after 31 December loses draw eligibility; 15 January is only the late-charge date.")
add(4, SC, D, Q, E, "Hi Gregory. You've paid TT$1,050.00 so far. That leaves TT$650.00 on invoice INV-26-0412, due by 31 December.",
    [S("You've paid TT$1,050.00 so far."), C("That leaves TT$650.00", "AMOUNT_MISMATCH"), S("invoice INV-26-0412"), S("due by 31 December")],
    errors=["stale_value"], excludes=["TT$650.00"], includes=["TT$400|400.00", "INV-26-0412"], notes="Balance after seq 3 is 40000; 65000 is the lagging snapshot.", repair=True)
