# Bundle 08 - skydiving drop zone: ten-jump block balance and expiry, old expired block as distractor
D = "skydiving drop zone"
S = "jump-block"
Q = "How many jumps do I have left on my block and when does it expire?"
NOW = "2026-09-14T12:00:00+02:00"
EV = [
    rec("get_jumper_account#SPS-J-2208", "tool:get_jumper_account", {
        "jumper_no": "SPS-J-2208", "name": "Kabelo Ntshole", "licence": "B", "currency": "BWP",
        "blocks": [
            {"block_id": "BLK-6610", "product": "BLOCK_10_FUN", "purchased": "2026-05-02",
             "price_thebe": 520000, "tickets_total": 10, "tickets_used": 7, "expires": "2026-11-02",
             "status": "ACTIVE"},
            {"block_id": "BLK-5127", "product": "BLOCK_10_FUN", "purchased": "2025-10-20",
             "price_thebe": 495000, "tickets_total": 10, "tickets_used": 8, "expires": "2026-04-20",
             "status": "EXPIRED"}],
        "reserve_repack_due": "2026-10-15"}),
    rec("lrs#stmt-j212", "tool:lrs_query_statements", {
        "id": "4e7a9d15-c203-4f88-a6b1-90d2e3c5f7a4",
        "actor": {"mbox": "mailto:kabelo.ntshole@mailbox.example", "name": "Kabelo Ntshole"},
        "verb": {"id": "https://lrs.suapanskydive.example/verbs/jumped", "display": {"en-US": "jumped"}},
        "object": {"id": "https://lrs.suapanskydive.example/activities/fun-jump",
                   "definition": {"name": {"en-US": "Fun jump, 13,000 ft lift"}}},
        "result": {"completion": True, "duration": "PT58S"},
        "timestamp": "2026-09-12T07:55:00Z",
        "context": {"extensions": {"https://lrs.suapanskydive.example/ext/jump-number": 212,
                                   "https://lrs.suapanskydive.example/ext/block-id": "BLK-6610"}}}),
    pol("sps-tickets#blocks",
        "Single-jump tickets are P580. A ten-jump block is valid for six months from purchase, and unused "
        "tickets lapse at expiry. Each block ticket covers one lift to 13,000 ft. Blocks are personal and "
        "cannot be transferred to another jumper.", revision="2026-01"),
]

case(S, Q,
     "Kabelo, you've used 7 of the 10 tickets on your current block, so 3 remain, valid until 02/11/2026.",
     EV,
     [sup("used 7 of the 10 tickets"),
      sup("so 3 remain"),
      sup("valid until 02/11/2026")],
     domain=D, now=NOW, includes=["3 remain", "02/11/2026"],
     notes="BLK-6610 ACTIVE: tickets_used 7 of 10, expires 2026-11-02.")

case(S, Q,
     "Three jumps left, good until 2 November 2026. Unused tickets lapse at expiry, and the block can't be "
     "transferred to another jumper.",
     EV,
     [sup("Three jumps left"),
      sup("good until 2 November 2026"),
      sup("Unused tickets lapse at expiry"),
      sup("can't be transferred to another jumper")],
     domain=D, now=NOW, includes=["Three jumps left", "2 November 2026"],
     notes="active block figures; lapse and transfer rules from the policy.")

case(S, Q,
     "Your 10-jump block cost P5,200.00, which works out at P520.00 a lift against P580.00 for a single "
     "ticket; 3 lifts to 13,000 ft remain on it.",
     EV,
     [sup("Your 10-jump block cost P5,200.00"),
      sup("works out at P520.00 a lift"),
      sup("P580.00 for a single"),
      sup("3 lifts to 13,000 ft remain on it")],
     domain=D, now=NOW, includes=["P5,200.00", "3 lifts"],
     notes="price_thebe 520000 over 10 tickets = P520 each; single ticket P580 and 13,000 ft lift in the "
           "policy.")

case(S, Q,
     "Kabelo, you have 2 tickets left on your block, and they're valid until 02/11/2026.",
     EV,
     [con("you have 2 tickets left on your block", "VALUE_MISMATCH"),
      sup("valid until 02/11/2026")],
     domain=D, now=NOW, errors=["other_record_value"], excludes=["2 tickets left"],
     notes="2 unused tickets belong to the EXPIRED block BLK-5127; the active block BLK-6610 has 3.")

case(S, Q,
     "Kabelo, 3 tickets remain on your block. It expires on 02/05/2027, and any unused tickets can be "
     "refunded at P520.00 each.",
     EV,
     [sup("3 tickets remain on your block"),
      con("It expires on 02/05/2027", "DATE_MISMATCH"),
      either("any unused tickets can be refunded at P520.00 each", "NLI_CONTRADICTION",
             "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
     domain=D, now=NOW, errors=["wrong_date", "invented_promise"],
     excludes=["02/05/2027", "can be refunded"],
     notes="expires 2026-11-02 (six months from purchase); the policy says unused tickets lapse and "
           "offers no refund.")

repair(S, Q,
       "Kabelo, 3 of your 10 tickets remain, and the block expires on 20/04/2026.",
       EV,
       [sup("3 of your 10 tickets remain"),
        con("the block expires on 20/04/2026", "DATE_MISMATCH")],
       domain=D, now=NOW, errors=["other_record_value"], excludes=["20/04/2026"],
       includes=["02/11/2026|2 November|2/11/2026|02/11", "3 of your 10"],
       notes="20/04/2026 is the expiry of the old block BLK-5127; the active block expires 2026-11-02.")
