# Scenario 15 - small-business accounting software (Tallybook Payments): card fee and combined payout
D = "small-business accounting software"
SC = "acct-payout-fees"
Q = "My client paid invoice INV-1187 for $1,250 but my bank shows $1,688.65 coming in and I'm confused. How much of that is INV-1187 and what did you charge?"
NOW = "2026-04-21T12:00:00-04:00"
EV = [
    rec("helpdesk.get_ticket#72288", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 72288, "subject": "Payout amount doesn't match invoice", "status": "open", "priority": "normal",
        "requester": {"id": 118230, "name": "Abdul Karim", "email": "abdul@karimelectrical.example", "time_zone": "America/New_York"},
        "assignee": {"id": 515, "name": "Shauna Kerr", "group": "Payments"},
        "created_at": "2026-04-21T15:30:00Z", "updated_at": "2026-04-21T15:30:00Z",
        "sla": {"policy": "Standard", "first_reply_breach_at": "2026-04-21T23:30:00Z"},
        "custom_fields": [{"id": 880, "value": "co_karim_electrical"}, {"id": 891, "value": "INV-1187"}, {"id": 892, "value": "po_7781"}],
        "comments": [{"id": 1, "author_id": 118230, "public": True, "created_at": "2026-04-21T15:30:00Z",
                      "body": "My client paid invoice INV-1187 for $1,250 but my bank shows $1,688.65 coming in. How much of that is INV-1187 and what did you charge?"}]}}),
    rec("payments.get_payout#po_7781", "tool:payments.get_payout", {"payout_id": "po_7781", "status": "IN_TRANSIT", "amount": 168865, "currency": "usd",
        "arrival_date": "2026-04-22", "destination": {"bank": "Harbor Federal", "last4": "0918"},
        "items": [
            {"invoice_number": "INV-1187", "customer": "Greenleaf Property Mgmt", "method": "CARD", "gross": 125000, "fee": 3655, "net": 121345, "paid_at": "2026-04-20T18:32:00Z"},
            {"invoice_number": "INV-1185", "customer": "Oakview Dental", "method": "ACH", "gross": 48000, "fee": 480, "net": 47520, "paid_at": "2026-04-20T14:03:00Z"}]}),
    pol("payments#fees", "Card payments cost 2.9% + $0.30 per transaction; ACH bank payments cost 1%, capped at $10.00 per payment. "
        "Fees are deducted before payout, so each payout shows the net amount. Payouts reach your bank account 2 business days after the payment is received.", revision="pay-2026-01"),
]

add(74, SC, D, Q,
    "Hi Abdul, INV-1187 was paid by card on April 20 for $1,250.00. The card fee is 2.9% plus $0.30, which came to $36.55, so $1,213.45 of the payout is from INV-1187. "
    "The $1,688.65 payout (po_7781) also includes INV-1185 from Oakview Dental, paid by ACH: $480.00 minus a $4.80 fee is $475.20, and $1,213.45 + $475.20 = $1,688.65. "
    "The payout is on its way and should arrive on Wednesday, April 22.",
    EV,
    [S("INV-1187 was paid by card on April 20 for $1,250.00"), S("The card fee is 2.9% plus $0.30"), S("which came to $36.55"),
     S("so $1,213.45 of the payout is from INV-1187"), S("The $1,688.65 payout (po_7781) also includes INV-1185 from Oakview Dental"),
     S("$480.00 minus a $4.80 fee is $475.20"), S("$1,213.45 + $475.20 = $1,688.65"), S("The payout is on its way"), S("should arrive on Wednesday, April 22")],
    notes="payout items: INV-1187 CARD 125000/3655/121345; INV-1185 ACH 48000/480/47520; amount 168865; IN_TRANSIT; arrival_date 2026-04-22; policy fee rates.",
    now=NOW, includes=["$36.55", "$1,213.45"])

add(75, SC, D, Q,
    "Here's how po_7781 ($1,688.65) breaks down:\n"
    "- INV-1187, Greenleaf Property Mgmt, card: $1,250.00 - $36.55 fee = $1,213.45\n"
    "- INV-1185, Oakview Dental, ACH: $480.00 - $4.80 fee = $475.20\n"
    "Fees are taken out before the payout, which lands in your Harbor Federal account ending 0918 tomorrow.",
    EV,
    [S("po_7781 ($1,688.65)"), S("INV-1187, Greenleaf Property Mgmt, card: $1,250.00 - $36.55 fee = $1,213.45"),
     S("INV-1185, Oakview Dental, ACH: $480.00 - $4.80 fee = $475.20"), S("Fees are taken out before the payout"),
     S("lands in your Harbor Federal account ending 0918 tomorrow")],
    notes="payout items and destination; arrival_date 2026-04-22 is tomorrow relative to now.",
    now=NOW, includes=["$1,213.45"])

add(76, SC, D, Q,
    "INV-1187 accounts for $1,213.45 of that payout: $1,250.00 less the card fee of $36.55. The rest is INV-1185.",
    EV,
    [S("INV-1187 accounts for $1,213.45 of that payout"), S("$1,250.00 less the card fee of $36.55"), S("The rest is INV-1185")],
    notes="payout item net 121345, fee 3655; only two items, the other is INV-1185.",
    now=NOW, includes=["$1,213.45"])

add(77, SC, D, Q,
    "Hi Abdul, INV-1187 was paid by card for $1,250.00 and the 2.9% + $0.30 card fee was $36.55, so $1,213.45 of the payout is from INV-1187. "
    "The remaining $465.20 is INV-1185, an ACH payment; ACH payments cost 1%, capped at $5.00.",
    EV,
    [S("the 2.9% + $0.30 card fee was $36.55"), S("so $1,213.45 of the payout is from INV-1187"),
     C("The remaining $465.20 is INV-1185", "AMOUNT_MISMATCH"), C("capped at $5.00", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="1688.65 - 1213.45 = 475.20 (INV-1185 net 47520); policy caps ACH fees at $10.00.",
    now=NOW, excludes=["$465.20", "capped at $5.00"])

add(78, SC, D, Q,
    "Hi Abdul, INV-1187 was paid by ACH, so the fee was only $4.80 and the rest of the $1,250.00 went into the payout. The payout is in transit and should arrive on Thursday, April 23.",
    EV,
    [C("INV-1187 was paid by ACH", "VALUE_MISMATCH"), C("the fee was only $4.80", "AMOUNT_MISMATCH"),
     C("should arrive on Thursday, April 23", "DATE_MISMATCH")],
    errors=["other_record_value", "other_record_value", "wrong_date"],
    notes="ACH and the $4.80 fee belong to INV-1185; INV-1187 is CARD with fee 3655; arrival_date is 2026-04-22.",
    now=NOW, excludes=["INV-1187 was paid by ACH", "only $4.80", "Thursday, April 23"])

add(15, SC, D, Q,
    "Hi Abdul, INV-1187 was paid by card for $1,250.00. The card fee of 2.9% + $0.30 came to $36.25, so $1,213.75 of the $1,688.65 payout is from INV-1187; the rest is INV-1185.",
    EV,
    [S("INV-1187 was paid by card for $1,250.00"), C("came to $36.25", "AMOUNT_MISMATCH"), C("so $1,213.75 of the $1,688.65 payout", "AMOUNT_MISMATCH"),
     S("the rest is INV-1185")],
    errors=["wrong_arithmetic", "wrong_arithmetic"],
    notes="2.9% of 1250 = 36.25 plus 0.30 = 36.55 (fee 3655); net 121345.",
    now=NOW, excludes=["$36.25", "$1,213.75"], includes=["$36.55|36.55", "$1,213.45|1,213.45", "$1,250.00"], repair=True)
