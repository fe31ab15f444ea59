# Scenario 08 - web hosting (Northbeam Hosting): downgrade refused, disk usage over target plan limit
D = "web hosting"
SC = "host-downgrade-disk"
Q = "I'd like to downgrade to Starter SSD to save money. I tried in the dashboard but it gave me an error."
NOW = "2026-05-02T14:00:00-07:00"
EV = [
    rec("helpdesk.get_ticket#511730", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 511730, "subject": "Can't downgrade plan", "status": "open", "priority": "low",
        "requester": {"id": 91877, "name": "Ingrid Solberg", "email": "ingrid@solbergweaving.example", "time_zone": "America/Los_Angeles"},
        "assignee": {"id": 64, "name": "Noor Haddad", "group": "Hosting Billing"},
        "created_at": "2026-05-02T20:31:00Z", "updated_at": "2026-05-02T20:31:00Z",
        "sla": {"policy": "Standard", "first_reply_breach_at": "2026-05-03T04:31:00Z"},
        "custom_fields": [{"id": 4100, "value": "acct_61780"}, {"id": 4121, "value": "STARTER_SSD"}],
        "comments": [{"id": 1, "author_id": 91877, "public": True, "created_at": "2026-05-02T20:31:00Z",
                      "body": "I'd like to downgrade to Starter SSD to save money. I tried in the dashboard but it gave me an error."}]}}),
    rec("billing.get_subscription#acct_61780", "tool:billing.get_subscription", {"account_id": "acct_61780", "plan_code": "BUSINESS_CLOUD_2",
        "price": {"amount": 1999, "currency": "usd", "interval": "P1M"}, "current_period_end": "2026-05-15T00:00:00Z", "websites_count": 3}),
    rec("usage.disk#acct_61780", "tool:usage.disk", {"account_id": "acct_61780", "measured_at": "2026-05-02T20:00:00Z", "disk_used_mb": 38214,
        "top_directories": [{"path": "/home/ingrid/backups", "size_mb": 17820}, {"path": "/home/ingrid/mail", "size_mb": 6210},
                            {"path": "/home/ingrid/public_html", "size_mb": 9934}],
        "previous_snapshot": {"measured_at": "2026-04-01T20:00:00Z", "disk_used_mb": 23980}}),
    refused("billing.change_plan#call-3", "billing.change_plan", "DENY", {"account_id": "acct_61780", "target_plan_code": "STARTER_SSD"},
            reason="DISK_USAGE_EXCEEDS_TARGET_LIMIT"),
    pol("billing#downgrades", "Local backup archives stored in your home folder count toward disk usage; Northbeam's own automatic backups do not. "
        "A downgrade can only be made when current disk usage is below the new plan's disk limit. "
        "Downgrades take effect at the start of the next billing cycle, and the price difference for the current cycle is not refunded.", revision="bill-12"),
    psg("plans#shared", "Starter SSD: 25 GB SSD disk, 1 website, $8.99 per month.\nBusiness Cloud 2: 50 GB SSD disk, 10 websites, $19.99 per month.", source="northbeam.example/plans"),
]

add(38, SC, D, Q,
    "Hi Ingrid, the downgrade was declined because your account uses 38.2 GB of disk and Starter SSD has a 25 GB limit; a downgrade is only possible once usage is below the new plan's limit. "
    "Two things to do first:\n"
    "1. Trim about 13.2 GB. The biggest folder is /home/ingrid/backups at 17.8 GB; local backup archives count toward disk usage, while our automatic backups don't.\n"
    "2. Get down to one website: Starter SSD allows 1 site and you have 3.\n"
    "After that, the change would take effect at the start of your next billing cycle on May 15, and you'd pay $8.99 a month instead of $19.99.",
    EV,
    [S("the downgrade was declined"), S("your account uses 38.2 GB of disk"), S("Starter SSD has a 25 GB limit"),
     S("a downgrade is only possible once usage is below the new plan's limit"), S("Trim about 13.2 GB"),
     S("/home/ingrid/backups at 17.8 GB"), S("local backup archives count toward disk usage, while our automatic backups don't"),
     S("Starter SSD allows 1 site and you have 3"), S("take effect at the start of your next billing cycle on May 15"),
     S("you'd pay $8.99 a month instead of $19.99")],
    notes="change_plan DENY DISK_USAGE_EXCEEDS_TARGET_LIMIT; disk_used_mb 38214; 38.2-25 = 13.2; backups 17820 MB; websites_count 3; current_period_end 2026-05-15; plan passage prices.",
    now=NOW, includes=["38.2 GB", "25 GB"])

add(39, SC, D, Q,
    "The downgrade was blocked on disk space: 38,214 MB used vs. Starter SSD's 25 GB. Clearing /home/ingrid/backups (17,820 MB) alone would bring you under the limit.",
    EV,
    [S("The downgrade was blocked on disk space"), S("38,214 MB used vs. Starter SSD's 25 GB"), S("/home/ingrid/backups (17,820 MB)"),
     S("would bring you under the limit")],
    notes="38214 - 17820 = 20394 MB, under 25 GB; refusal reason is disk usage.",
    now=NOW, includes=["38,214 MB"])

add(40, SC, D, Q,
    "Dear Ingrid,\n\nThe plan change was refused by our billing system because the account's disk usage is higher than Starter SSD allows. "
    "The largest share of that space is taken by backup archives in your home folder, which are counted toward usage. Once you are under twenty-five gigabytes, the downgrade can be made, "
    "and it would save you $11.00 a month. Please note it only starts with the next billing cycle, and the current month is not partly refunded.\n\nBest,\nNoor Haddad",
    EV,
    [S("The plan change was refused by our billing system"), S("disk usage is higher than Starter SSD allows"),
     S("The largest share of that space is taken by backup archives in your home folder"), S("which are counted toward usage"),
     S("Once you are under twenty-five gigabytes, the downgrade can be made"), S("save you $11.00 a month"),
     S("it only starts with the next billing cycle"), S("the current month is not partly refunded")],
    notes="refused call; backups 17820 of 38214 MB is the largest share (47%), the single biggest folder; 1999-899 = 1100; policy for timing and refunds.",
    now=NOW, includes=["$11.00"])

add(41, SC, D, Q,
    "Hi Ingrid, the downgrade was declined because you're using 38.2 GB and Starter SSD has a 25 GB limit, so you'd need to free up about 3.2 GB. "
    "Once you're under, the downgrade takes effect immediately and we refund the difference for the rest of this month.",
    EV,
    [S("you're using 38.2 GB"), S("Starter SSD has a 25 GB limit"), C("free up about 3.2 GB", "VALUE_MISMATCH"),
     C("the downgrade takes effect immediately", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     C("we refund the difference for the rest of this month", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic", "wrong_policy_condition", "wrong_policy_condition"],
    notes="38.2 - 25 = 13.2 GB; policy: downgrades start at next cycle and current-cycle difference is not refunded.",
    now=NOW, excludes=["about 3.2 GB", "takes effect immediately", "refund the difference"])

add(42, SC, D, Q,
    "Hi Ingrid, your account is at 24.0 GB of disk, just under Starter SSD's 25 GB limit. What's blocking the change is the website count: Starter SSD allows 1 website and you have 3.",
    EV,
    [C("your account is at 24.0 GB of disk", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
     C("What's blocking the change is the website count", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
     S("Starter SSD allows 1 website and you have 3")],
    errors=["stale_value", "wrong_value"],
    notes="23980 MB is the April 1 previous_snapshot; current disk_used_mb is 38214 and the refusal reason is DISK_USAGE_EXCEEDS_TARGET_LIMIT.",
    now=NOW, excludes=["24.0 GB", "blocking the change is the website count"])

add(8, SC, D, Q,
    "Hi Ingrid, the downgrade was declined because you're using 38.2 GB and Starter SSD allows 25 GB. Clearing /home/ingrid/backups (17.8 GB) gets you under. "
    "From your next billing cycle on May 15 you'd pay $8.99 instead of $19.99, saving $12.00 a month.",
    EV,
    [S("you're using 38.2 GB"), S("Starter SSD allows 25 GB"), S("Clearing /home/ingrid/backups (17.8 GB) gets you under"),
     S("next billing cycle on May 15"), S("$8.99 instead of $19.99"), C("saving $12.00 a month", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"],
    notes="19.99 - 8.99 = 11.00.",
    now=NOW, excludes=["saving $12.00"], includes=["$11.00|11.00|$11", "May 15"], repair=True)
