# Scenario 23 - VPN service (Veilroute): accidental annual renewal refunded under the renewal rule
D = "VPN service"
SC = "vpn-renewal-refund"
Q = "I didn't mean to renew for another year - I was charged $71.88. Can I get my money back?"
NOW = "2026-05-13T11:00:00-07:00"
EV = [
    rec("helpdesk.get_ticket#641002", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 641002, "subject": "Refund renewal", "status": "solved", "priority": "normal",
        "requester": {"id": 3187440, "name": "Priya Shah", "email": "priya.shah@mailbox.example", "time_zone": "America/Los_Angeles"},
        "assignee": {"id": 1220, "name": "Marco Bellini", "group": "Billing"},
        "created_at": "2026-05-13T17:25:00Z", "updated_at": "2026-05-13T17:52:00Z",
        "sla": {"policy": "Consumer", "first_reply_breach_at": "2026-05-13T21:25:00Z"},
        "custom_fields": [{"id": 1501, "value": "PLUS_1Y"}, {"id": 1510, "value": "re_5521"}],
        "comments": [{"id": 1, "author_id": 3187440, "public": True, "created_at": "2026-05-13T17:25:00Z",
                      "body": "I didn't mean to renew for another year - I was charged $71.88. Can I get my money back?"}]}}),
    rec("billing.list_charges#3187440", "tool:billing.list_charges", {"charges": [
        {"charge_id": "ch_vr_99120", "kind": "RENEWAL", "plan_code": "PLUS_1Y", "amount": 7188, "currency": "usd", "created_at": "2026-05-10T08:00:00Z"},
        {"charge_id": "ch_vr_61877", "kind": "FIRST_PURCHASE", "plan_code": "PLUS_1Y", "amount": 3999, "currency": "usd", "created_at": "2025-05-10T07:58:12Z",
         "promo_code": "SPRING25"}]}),
    rec("usage.since#3187440", "tool:usage.since", {"since": "2026-05-10T08:00:00Z", "data_transferred_bytes": 214748364}),
    rec("billing.get_refund#re_5521", "tool:billing.get_refund", {"refund_id": "re_5521", "charge_id": "ch_vr_99120", "amount": 7188, "currency": "usd",
        "status": "PENDING", "created_at": "2026-05-13T17:50:00Z", "subscription_action": "CANCELED"}),
    pol("billing#refunds", "The 30-day money-back guarantee applies to first purchases only. "
        "A renewal can be refunded if the request is made within 14 days of the renewal charge and less than 1 GB of data has been used since the renewal. "
        "Refunded subscriptions are canceled. Refunds reach the original payment method within 5-10 business days.", revision="vr-bill-7"),
]

add(113, SC, D, Q,
    "Hi Priya, yes. Your renewal was charged on May 10, 3 days ago, and you've used about 0.2 GB since then, so you're inside the 14-day window and under the 1 GB limit for renewal refunds. "
    "I've issued a refund of $71.88 (re_5521); it's pending now and should reach your original payment method within 5-10 business days. Your subscription has been canceled as part of the refund.",
    EV,
    [S("Your renewal was charged on May 10, 3 days ago"), S("you've used about 0.2 GB since then"), S("inside the 14-day window"),
     S("under the 1 GB limit for renewal refunds"), S("I've issued a refund of $71.88 (re_5521)"), S("it's pending now"),
     S("within 5-10 business days"), S("Your subscription has been canceled as part of the refund")],
    notes="renewal 2026-05-10T08:00Z (1:00 AM PDT May 10); 214748364 bytes = 0.21 GB; refund re_5521 7188 PENDING with subscription_action CANCELED; policy.",
    now=NOW, includes=["$71.88", "5-10 business days"])

add(114, SC, D, Q,
    "Refunded: $71.88 for the May 10 renewal (re_5521, pending). Expect it in 5-10 business days; the Plus subscription is now canceled.",
    EV,
    [S("Refunded: $71.88 for the May 10 renewal (re_5521, pending)"), S("Expect it in 5-10 business days"), S("the Plus subscription is now canceled")],
    notes="refund record; policy timeline.",
    now=NOW, includes=["$71.88"])

add(115, SC, D, Q,
    "Hi Priya, no problem: our 30-day money-back guarantee covers this renewal, so I've refunded it. The refund of $39.99 is on its way to your card.",
    EV,
    [C("our 30-day money-back guarantee covers this renewal", "NLI_CONTRADICTION"), S("I've refunded it"),
     C("The refund of $39.99", "AMOUNT_MISMATCH")],
    errors=["wrong_policy_condition", "other_record_value"],
    notes="Policy: the 30-day guarantee is for first purchases only (this was refunded under the 14-day/1 GB renewal rule); $39.99 is the 2025 first-purchase charge, the refund is 7188.",
    now=NOW, excludes=["30-day money-back guarantee covers this renewal", "$39.99"])

add(23, SC, D, Q,
    "Hi Priya, your May 10 renewal qualifies: it's within 14 days and you've used under 1 GB since. I've refunded the $71.88 (re_5521), and it should reach your card within 2-3 business days.",
    EV,
    [S("your May 10 renewal qualifies"), S("it's within 14 days and you've used under 1 GB since"), S("I've refunded the $71.88 (re_5521)"),
     C("within 2-3 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"],
    notes="Policy: 5-10 business days.",
    now=NOW, excludes=["2-3 business days"], includes=["5-10 business days|5 to 10 business days|five to ten business days", "$71.88"], repair=True)
