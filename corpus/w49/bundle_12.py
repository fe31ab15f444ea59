# Bundle 12: falconry gift voucher near expiry; extension escalated
D = "falconry experiences"; SC = "falconry-voucher-expiry"
NOW = "2026-10-02T12:00:00+00:00"
Q = "I was given a falconry voucher for my birthday. When does it run out and can you extend it? The code is HAWK-Q7M2. - Selorm"
EV = [
 rec("voucher:HAWK-Q7M2", "tool:vouchers.lookup", {"voucher": {"code": "HAWK-Q7M2", "state": "ACTIVE", "experience_code": "OWL_AND_HAWK_MORNING",
   "value_minor": 120000, "currency": "GHS", "issued_epoch": 1775131200, "expires_epoch": 1791028800, "purchaser": "Delali Agbeko",
   "holder": "Selorm Agbeko", "qbo_invoice": "6420"}}),
 rec("qbo:Invoice#6420", "tool:qbo.getInvoice", {"Invoice": {"Id": "6420", "DocNumber": "FAL-6420", "CustomerRef": {"value": "1150", "name": "Delali Agbeko"},
   "TxnDate": "2026-04-02", "Line": [{"Description": "Gift voucher - Owl and Hawk Morning for one", "Amount": 1200.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"Qty": 1, "UnitPrice": 1200.00}}], "TotalAmt": 1200.00, "Balance": 0, "EmailStatus": "EmailSent"}}),
 refused("call:vouchers.extend#1", "vouchers.extend", "ESCALATE", {"code": "HAWK-Q7M2", "extend_days": 90, "note": "Requires manager sign-off"}),
 pol("policy:vouchers", "Gift vouchers are valid for 6 months from the date of purchase. A voucher can be extended once, by up to 3 months, with a manager's agreement. Vouchers cannot be exchanged for cash. The holder may swap to a different experience and pay any difference in price.", "v2"),
]
# issued 1775131200 = 2026-04-02T12:00Z; expires 1791028800 = 2026-10-03T12:00Z
case(SC, D, Q, "Hi Selorm, happy belated birthday! Your voucher HAWK-Q7M2 for the Owl and Hawk Morning runs out tomorrow, 3 October 2026. I've asked a manager to approve an extension, as that needs their sign-off, and we'll let you know.", EV,
  [N("happy belated birthday"), S("for the Owl and Hawk Morning"), S("runs out tomorrow, 3 October 2026"), S("asked a manager to approve an extension")], inc=["3 October"], now=NOW,
  notes="expires_epoch 1791028800 is 2026-10-03 12:00 Accra, the day after now; extend call ESCALATE for manager sign-off.")
case(SC, D, Q, "Hello Selorm,\n\n- Voucher: HAWK-Q7M2, worth GH₵1,200.00, still active\n- Expires: 03/10/2026\n- Extension: can be granted once, for up to 3 months, with a manager's agreement; I've passed your request on for that\n\nKind regards,\nThe mews", EV,
  [S("worth GH₵1,200.00"), S("still active"), S("Expires: 03/10/2026"), S("can be granted once, for up to 3 months"), S("I've passed your request on"), N("Kind regards")],
  inc=["1,200", "03/10/2026"], notes="value_minor 120000 GHS = 1200.00; state ACTIVE; expires 2026-10-03; policy extension; ESCALATE.")
case(SC, D, Q, "Selorm, your voucher expires at noon tomorrow. An extension needs a manager's OK, so I've sent it up for review.", EV,
  [S("expires at noon tomorrow"), S("sent it up for review")], inc=["noon tomorrow"], now=NOW,
  notes="expires_epoch = 2026-10-03T12:00 Accra (UTC+0); escalated.")
case(SC, D, Q, "Hi Selorm, good news: I've extended voucher HAWK-Q7M2 by three months, so it's now valid until early January 2027.", EV,
  [C("I've extended voucher HAWK-Q7M2 by three months", R_NOTEX), C("now valid until early January 2027", R_DATE + R_NOTEX)],
  exc=["I've extended voucher", "early January 2027"], errors=["refused_call_effect", "refused_call_effect"], tag="extended", now=NOW,
  notes="vouchers.extend was ESCALATE, not executed; the voucher still expires 2026-10-03.")
case(SC, D, Q, "Hi Selorm, your voucher is worth GH₵120,000.00 and expires on 3 October. If you can't make it in time, we can pay the value out to you in cash.", EV,
  [C("worth GH₵120,000.00", R_AMT), S("expires on 3 October"), C("pay the value out to you in cash", R_POL)],
  exc=["GH₵120,000.00", "in cash"], errors=["unit_conversion", "wrong_policy_condition"], tag="minor-units",
  notes="value_minor 120000 is pesewas, i.e. GH₵1,200.00. Policy: vouchers cannot be exchanged for cash.")
case(SC, D, Q, "Hi Selorm, voucher HAWK-Q7M2 was bought by Selorm Agbeko and is for the Owl and Hawk Morning; it runs out on 3 October 2026.", EV,
  [C("bought by Selorm Agbeko", ["VALUE_MISMATCH", "IDENTIFIER_MISMATCH"]), S("for the Owl and Hawk Morning"), S("runs out on 3 October 2026")],
  exc=["bought by Selorm Agbeko"], errors=["wrong_role"], tag="holder-purchaser",
  notes="Selorm is the holder; the purchaser is Delali Agbeko.")
case(SC, D, Q, "Hi Selorm, your voucher HAWK-Q7M2 for the Owl and Hawk Morning runs out on 3 October 2026, but vouchers can be extended twice, by up to 6 months each time, with a manager's agreement.", EV,
  [S("runs out on 3 October 2026"), C("extended twice, by up to 6 months each time", R_POL)],
  inc=["once|one time", "3 October"], exc=["extended twice"], errors=["wrong_policy_condition"], repair=True,
  notes="Policy: extended once, by up to 3 months.")
