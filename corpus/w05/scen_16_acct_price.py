# Scenario 16 - small-business accounting software (Tallybook): price increase and revised annual quote
D = "small-business accounting software"
SC = "acct-price-change"
Q = "I got an email that my Tallybook price is going up. What will I pay and when? Is there a way to pay less?"
NOW = "2026-05-20T10:00:00-07:00"
EV = [
    rec("helpdesk.get_ticket#72901", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 72901, "subject": "Price increase?", "status": "open", "priority": "low",
        "requester": {"id": 121907, "name": "Beth Nakamura", "email": "beth@nakamuraceramics.example", "time_zone": "America/Los_Angeles"},
        "assignee": {"id": 530, "name": "Gabe Ortiz", "group": "Account Management"},
        "created_at": "2026-05-20T16:18:00Z", "updated_at": "2026-05-20T16:40:00Z",
        "sla": {"policy": "Standard", "first_reply_breach_at": "2026-05-21T00:18:00Z"},
        "custom_fields": [{"id": 880, "value": "co_nakamura_ceramics"}, {"id": 897, "value": "q_1102"}],
        "comments": [{"id": 1, "author_id": 121907, "public": True, "created_at": "2026-05-20T16:18:00Z",
                      "body": "I got an email that my Tallybook price is going up. What will I pay and when? Is there a way to pay less?"}]}}),
    rec("billing.get_subscription#co_nakamura_ceramics", "tool:billing.get_subscription", {"plan_code": "PLUS_MONTHLY", "unit_amount": 3000, "currency": "usd",
        "renews_on": "2026-06-14", "price_changes": [{"effective_on": "2026-06-14", "old_unit_amount": 3000, "new_unit_amount": 3800,
        "notice_sent_at": "2026-05-12T17:00:00Z"}]}),
    rec("quotes.list#co_nakamura_ceramics", "tool:quotes.list", {"quotes": [
        {"quote_id": "q_1102", "version": 2, "status": "OPEN", "plan_code": "PLUS_ANNUAL", "amount": 34200, "currency": "usd", "interval": "P1Y",
         "expires_on": "2026-06-13", "created_at": "2026-05-20T16:39:00Z"},
        {"quote_id": "q_1102", "version": 1, "status": "SUPERSEDED", "plan_code": "PLUS_ANNUAL", "amount": 30000, "currency": "usd", "interval": "P1Y",
         "expires_on": "2026-05-31", "created_at": "2026-04-02T18:00:00Z"}]}),
    pol("billing#price-changes", "Existing subscribers receive at least 30 days' notice of a price change, and the new price applies from the first renewal on or after the effective date. "
        "Paying annually costs 25% less than paying monthly at the same plan's current price. "
        "A quote is valid until its expiry date, and a revised quote replaces any earlier version.", revision="bill-9"),
]

add(79, SC, D, Q,
    "Hi Beth, your Plus plan goes from $30.00 to $38.00 a month, starting with your renewal on June 14. To pay less, quote q_1102 lets you switch to annual billing for $342.00 a year, "
    "which works out to $28.50 a month, 25% less than paying $38.00 monthly. That quote is valid through June 13.",
    EV,
    [S("your Plus plan goes from $30.00 to $38.00 a month"), S("starting with your renewal on June 14"),
     S("quote q_1102 lets you switch to annual billing for $342.00 a year"), S("works out to $28.50 a month"),
     S("25% less than paying $38.00 monthly"), S("That quote is valid through June 13")],
    notes="price_changes 3000->3800 effective 2026-06-14 = renews_on; q_1102 v2 OPEN 34200 P1Y expires 2026-06-13; 342/12 = 28.50; policy 25%.",
    now=NOW, includes=["$38.00", "$342.00"])

add(80, SC, D, Q,
    "New price: $38.00/month from your June 14 renewal (currently $30.00). Annual option: $342.00/year via quote q_1102 (version 2), open until 2026-06-13.",
    EV,
    [S("New price: $38.00/month from your June 14 renewal"), S("currently $30.00"), S("$342.00/year via quote q_1102 (version 2)"), S("open until 2026-06-13")],
    notes="subscription and quotes records.",
    now=NOW, includes=["$342.00"])

add(81, SC, D, Q,
    "Dear Beth,\n\nThank you for asking before the change. We sent the price notice on May 12, more than thirty days ahead of the change, and the new monthly price of thirty-eight dollars "
    "will first apply at your renewal on June 14. I've prepared an updated quote for annual billing, which replaces the earlier one you may have seen in April; it comes to $342.00 for the year.\n\n"
    "Best,\nGabe Ortiz\nTallybook Account Management",
    EV,
    [NA("Thank you for asking before the change."), S("We sent the price notice on May 12"), S("more than thirty days ahead of the change"),
     S("the new monthly price of thirty-eight dollars will first apply at your renewal on June 14"), S("I've prepared an updated quote for annual billing"),
     S("replaces the earlier one you may have seen in April"), S("it comes to $342.00 for the year")],
    notes="notice_sent_at 2026-05-12 (33 days before 2026-06-14); q_1102 v2 created today, v1 (Apr 2) SUPERSEDED; policy: revised quote replaces earlier.",
    now=NOW, includes=["$342.00"])

add(82, SC, D, Q,
    "Hi Beth, your Plus plan goes from $30.00 to $38.00 a month at your June 14 renewal. If you switch to annual billing with quote q_1102, it's $300.00 a year, valid through June 13.",
    EV,
    [S("your Plus plan goes from $30.00 to $38.00 a month at your June 14 renewal"), C("it's $300.00 a year", "AMOUNT_MISMATCH"), S("valid through June 13")],
    errors=["stale_value"],
    notes="$300.00 is q_1102 version 1 (SUPERSEDED); the open version 2 is 34200.",
    now=NOW, excludes=["$300.00"])

add(83, SC, D, Q,
    "Hi Beth, the new price of $38.00 a month starts on June 1. Annual billing through quote q_1102 is $342.00 a year, which saves you $96.00 a year compared with paying $38.00 monthly.",
    EV,
    [C("starts on June 1", "DATE_MISMATCH"), S("Annual billing through quote q_1102 is $342.00 a year"), C("saves you $96.00 a year", "AMOUNT_MISMATCH")],
    errors=["wrong_date", "wrong_arithmetic"],
    notes="effective_on / renews_on 2026-06-14; 12 x 38 = 456, 456 - 342 = 114.",
    now=NOW, excludes=["starts on June 1", "$96.00"])

add(84, SC, D, Q,
    "Hi Beth, from your June 14 renewal Plus is $38.00 a month. Quote q_1102 moves you to annual billing at $342.00 a year, and the annual plan also includes payroll for up to 5 employees at no extra cost.",
    EV,
    [S("from your June 14 renewal Plus is $38.00 a month"), S("annual billing at $342.00 a year"),
     I("includes payroll for up to 5 employees at no extra cost", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
    errors=["unlisted_perk"],
    notes="Neither the quote nor any policy mentions payroll.",
    now=NOW, excludes=["includes payroll"])

add(16, SC, D, Q,
    "Hi Beth, Plus goes from $30.00 to $38.00 a month at your June 14 renewal. Quote q_1102 switches you to annual billing for $342.00 a year and is valid through June 30.",
    EV,
    [S("Plus goes from $30.00 to $38.00 a month at your June 14 renewal"), S("annual billing for $342.00 a year"),
     C("valid through June 30", "DATE_MISMATCH")],
    errors=["wrong_date"],
    notes="q_1102 v2 expires_on 2026-06-13.",
    now=NOW, excludes=["June 30"], includes=["June 13|2026-06-13", "$342.00"], repair=True)
