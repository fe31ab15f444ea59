# Scenario 06 - web hosting (Northbeam Hosting): outage and SLA credit tier
D = "web hosting"
SC = "host-sla-credit"
Q = "My site was down for over two hours on the night of April 10. Your plan promises 99.9% uptime. What compensation do I get?"
NOW = "2026-04-16T13:00:00-04:00"
EV = [
    rec("helpdesk.get_ticket#509877", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 509877, "subject": "Outage April 10 - compensation?", "status": "open", "priority": "normal",
        "requester": {"id": 88302, "name": "Martin Hale", "email": "martin@halecycles.example", "time_zone": "America/New_York"},
        "assignee": {"id": 64, "name": "Noor Haddad", "group": "Hosting Billing"},
        "created_at": "2026-04-16T15:20:44Z", "updated_at": "2026-04-16T15:20:44Z",
        "sla": {"policy": "Standard", "first_reply_breach_at": "2026-04-16T23:20:44Z"},
        "custom_fields": [{"id": 4100, "value": "acct_51007"}, {"id": 4115, "value": "INC-20260411-03"}],
        "comments": [{"id": 1, "author_id": 88302, "public": True, "created_at": "2026-04-16T15:20:44Z",
                      "body": "My site was down for over two hours on the night of April 10. What compensation do I get?"}]}}),
    rec("incidents.get#INC-20260411-03", "tool:incidents.get", {"incident_id": "INC-20260411-03", "server": "nb-nyc3-web17",
        "started_at": "2026-04-11T02:10:00Z", "resolved_at": "2026-04-11T04:25:00Z", "duration": "PT2H15M",
        "root_cause": "STORAGE_CONTROLLER_FAILURE", "scheduled_maintenance": False}),
    rec("billing.list_services#acct_51007", "tool:billing.list_services", {"services": [
        {"service_id": "svc_88120", "plan_code": "BUSINESS_CLOUD_4", "server": "nb-nyc3-web17", "price": {"amount": 2999, "currency": "usd", "interval": "P1M"}},
        {"service_id": "svc_88121", "plan_code": "MANAGED_WP_STARTER", "server": "nb-chi1-wp02", "price": {"amount": 1299, "currency": "usd", "interval": "P1M"}}]}),
    rec("sla.monthly_report#svc_88120-2026-04", "tool:sla.monthly_report", {"service_id": "svc_88120", "month": "2026-04",
        "uptime_pct": "99.6875", "unplanned_downtime": "PT2H15M",
        "credit": {"eligible": True, "tier": "TEN_PERCENT", "amount": 300, "currency": "usd", "status": "PENDING_APPLY",
                   "apply_to_invoice": "NB-2026-05-004471"}}),
    pol("sla#business-cloud", "Business Cloud plans are covered by a 99.9% monthly uptime guarantee. Scheduled maintenance announced at least 48 hours ahead does not count as downtime. "
        "If monthly uptime falls below 99.9%, the account receives a credit of 10% of that month's fee for the affected service; below 99.5% the credit is 25%, and below 99.0% it is 50%. "
        "Credits are applied to the next invoice and are never paid out as cash or card refunds.", revision="SLA-2025-09"),
]

add(27, SC, D, Q,
    "Hi Martin, I'm sorry about the outage. Your server nb-nyc3-web17 was down from 10:10 PM to 12:25 AM Eastern on the night of April 10, 2 hours 15 minutes in total, "
    "caused by a failed storage controller. That puts April's uptime at 99.6875%, below our 99.9% guarantee, so you qualify for the 10% credit: $3.00 on your $29.99 "
    "Business Cloud 4 fee. It will be applied to your next invoice, NB-2026-05-004471; credits aren't paid out in cash.",
    EV,
    [NA("I'm sorry about the outage."), S("was down from 10:10 PM to 12:25 AM Eastern on the night of April 10"), S("2 hours 15 minutes in total"),
     S("caused by a failed storage controller"), S("April's uptime at 99.6875%"), S("below our 99.9% guarantee"),
     S("you qualify for the 10% credit"), S("$3.00 on your $29.99"), S("applied to your next invoice, NB-2026-05-004471"),
     S("credits aren't paid out in cash")],
    notes="02:10Z-04:25Z Apr 11 = 10:10 PM-12:25 AM EDT; PT2H15M; STORAGE_CONTROLLER_FAILURE; uptime_pct 99.6875; credit TEN_PERCENT amount 300 on a 2999 fee, to NB-2026-05-004471; policy tiers and no-cash rule.",
    now=NOW, includes=["$3.00", "10%"])

add(28, SC, D, Q,
    "Here's the summary for nb-nyc3-web17:\n"
    "- Outage: 2h 15m (22:10-00:25 ET, April 10-11), storage controller failure\n"
    "- April uptime: 99.6875% against the 99.9% guarantee\n"
    "- Credit: 10% of the month's fee = $3.00, going onto invoice NB-2026-05-004471",
    EV,
    [S("Outage: 2h 15m"), S("22:10-00:25 ET, April 10-11"), S("storage controller failure"), S("April uptime: 99.6875%"),
     S("against the 99.9% guarantee"), S("10% of the month's fee = $3.00"), S("going onto invoice NB-2026-05-004471")],
    notes="incident and sla.monthly_report records; 24-hour ET times are the UTC times shifted by -4h.",
    now=NOW, includes=["$3.00"])

add(29, SC, D, Q,
    "Dear Martin,\n\nI looked into the incident on your Business Cloud server. The interruption lasted two hours and fifteen minutes and was not planned maintenance, "
    "so it counts fully against the uptime guarantee. April therefore falls into the first credit tier, ten percent of the month's fee, which comes to three dollars. "
    "The credit is pending and will be deducted automatically from your next invoice.\n\nSincerely,\nNoor Haddad\nNorthbeam Hosting Billing",
    EV,
    [S("lasted two hours and fifteen minutes"), S("was not planned maintenance"), S("it counts fully against the uptime guarantee"),
     S("falls into the first credit tier, ten percent of the month's fee"), S("comes to three dollars"),
     S("The credit is pending"), S("deducted automatically from your next invoice")],
    notes="duration PT2H15M; scheduled_maintenance false; tier TEN_PERCENT amount 300; status PENDING_APPLY; policy: credits go on next invoice.",
    now=NOW, includes=["three dollars"])

add(30, SC, D, Q,
    "Hi Martin, nb-nyc3-web17 was down for 2 hours 15 minutes on the night of April 10 because of a storage controller failure. "
    "Since April's uptime fell below 99.9%, you're in the 25% credit tier, so a credit of $7.50 will go onto your next invoice.",
    EV,
    [S("down for 2 hours 15 minutes on the night of April 10"), S("because of a storage controller failure"),
     C("you're in the 25% credit tier", "NLI_CONTRADICTION", "VALUE_MISMATCH"), C("a credit of $7.50", "AMOUNT_MISMATCH")],
    errors=["wrong_policy_condition", "wrong_amount"],
    notes="Policy: 25% only below 99.5%; uptime 99.6875% is in the 10% tier; credit.amount is 300.",
    now=NOW, excludes=["25% credit tier", "$7.50"])

add(31, SC, D, Q,
    "Hi Martin, your server was down from 2:10 AM to 4:25 AM Eastern on April 11. April's uptime came to 99.6875%, so you qualify for the 10% credit, "
    "and I'll refund the $3.00 to the card on file.",
    EV,
    [C("from 2:10 AM to 4:25 AM Eastern on April 11", "DATE_MISMATCH", "VALUE_MISMATCH"), S("April's uptime came to 99.6875%"),
     S("you qualify for the 10% credit"), C("I'll refund the $3.00 to the card on file", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["unit_conversion", "wrong_policy_condition"],
    notes="02:10-04:25 are UTC (10:10 PM-12:25 AM EDT on Apr 10-11); policy says credits are never paid as card refunds.",
    now=NOW, excludes=["2:10 AM to 4:25 AM Eastern", "refund the $3.00 to the card"])

add(32, SC, D, Q,
    "Hi Martin, the outage on nb-nyc3-web17 lasted 2 hours 15 minutes and April's uptime was 99.6875%. That's the 10% tier, which works out to a $4.30 credit "
    "across your two services, applied to invoice NB-2026-05-004471.",
    EV,
    [S("lasted 2 hours 15 minutes"), S("April's uptime was 99.6875%"), S("That's the 10% tier"),
     C("a $4.30 credit", "AMOUNT_MISMATCH"), S("applied to invoice NB-2026-05-004471")],
    errors=["wrong_arithmetic"],
    notes="Credit is 10% of the affected service's fee only (2999 -> 300); $4.30 wrongly adds the unaffected Managed WP service (1299).",
    now=NOW, excludes=["$4.30"])

add(6, SC, D, Q,
    "Hi Martin, the outage on nb-nyc3-web17 lasted 1 hour 15 minutes, from a storage controller failure. April's uptime was 99.6875%, so a 10% credit of $3.00 goes onto your next invoice.",
    EV,
    [C("lasted 1 hour 15 minutes", "VALUE_MISMATCH", "DATE_MISMATCH"), S("from a storage controller failure"),
     S("April's uptime was 99.6875%"), S("a 10% credit of $3.00 goes onto your next invoice")],
    errors=["wrong_value"],
    notes="incident duration PT2H15M.",
    now=NOW, excludes=["1 hour 15 minutes"], includes=["2 hours 15 minutes|2h 15m|135 minutes|two hours and fifteen minutes|2 hours and 15 minutes", "$3.00"], repair=True)
