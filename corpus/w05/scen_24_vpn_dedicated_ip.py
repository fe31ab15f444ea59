# Scenario 24 - VPN service (Veilroute): dedicated IP address and location change cooldown
D = "VPN service"
SC = "vpn-dedicated-ip"
Q = "My bank's allowlist needs my VPN IP. What is my dedicated IP, and can I move it back to Dallas?"
NOW = "2026-05-12T10:00:00-05:00"
EV = [
    rec("helpdesk.get_ticket#640877", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 640877, "subject": "Dedicated IP for bank allowlist", "status": "open", "priority": "normal",
        "requester": {"id": 3250118, "name": "Ethan Brooks", "email": "ebrooks@mailbox.example", "time_zone": "America/Chicago"},
        "assignee": {"id": 1204, "name": "Sana Iqbal", "group": "Tier 1"},
        "created_at": "2026-05-12T14:31:00Z", "updated_at": "2026-05-12T14:31:00Z",
        "sla": {"policy": "Consumer", "first_reply_breach_at": "2026-05-12T18:31:00Z"},
        "custom_fields": [{"id": 1501, "value": "PLUS_1Y"}, {"id": 1520, "value": "DEDICATED_IP"}],
        "comments": [{"id": 1, "author_id": 3250118, "public": True, "created_at": "2026-05-12T14:31:00Z",
                      "body": "My bank's allowlist needs my VPN IP. What is my dedicated IP, and can I move it back to Dallas?"}]}}),
    rec("addons.get_dedicated_ip#3250118", "tool:addons.get_dedicated_ip", {"addon_code": "DEDICATED_IP", "status": "ACTIVE",
        "current": {"ip_address": "198.51.100.73", "location": "Chicago, US", "region": "us-chi", "assigned_at": "2026-05-02T16:00:00Z"},
        "history": [{"ip_address": "203.0.113.19", "location": "Dallas, US", "region": "us-dal", "state": "RELEASED", "released_at": "2026-05-02T16:00:00Z"}],
        "location_change": {"last_changed_at": "2026-05-02T16:00:00Z", "next_allowed_at": "2026-06-01T16:00:00Z"}}),
    pol("addons#dedicated-ip", "A dedicated IP address is used only by you while the add-on is active. "
        "You can change the location of your dedicated IP free of charge once every 30 days. "
        "When the location changes, you get a new address and the previous one is released immediately.", revision="addon-4"),
    psg("kb#use-dedicated-ip", "Connecting with your dedicated IP\nIn the app, open Locations > Dedicated IP and select your address.\nThe regular server list uses shared addresses.", source="help.veilroute.example"),
]

add(116, SC, D, Q,
    "Hi Ethan, your dedicated IP is 198.51.100.73, in Chicago, and it's active; that's the address to give your bank. 203.0.113.19 was your old Dallas address and was released when you moved on May 2, "
    "so take it off the allowlist. Location changes are free once every 30 days, so the earliest you can move back to Dallas is June 1 at 11:00 AM Central. "
    "Moving gives you a new address and releases the current one immediately, so the bank would need updating again. To connect with it, open Locations > Dedicated IP in the app.",
    EV,
    [S("your dedicated IP is 198.51.100.73, in Chicago, and it's active"), S("203.0.113.19 was your old Dallas address"), S("was released when you moved on May 2"),
     S("Location changes are free once every 30 days"), S("the earliest you can move back to Dallas is June 1 at 11:00 AM Central"),
     S("Moving gives you a new address and releases the current one immediately"), S("open Locations > Dedicated IP in the app")],
    notes="current ip 198.51.100.73 Chicago ACTIVE; history 203.0.113.19 Dallas RELEASED 2026-05-02; next_allowed_at 16:00Z Jun 1 = 11:00 AM CDT; policy; KB.",
    now=NOW, includes=["198.51.100.73", "June 1"])

add(117, SC, D, Q,
    "Dedicated IP: 198.51.100.73 (Chicago, active). Next free location change: 2026-06-01 16:00 UTC; a move assigns a new IP.",
    EV,
    [S("Dedicated IP: 198.51.100.73 (Chicago, active)"), S("Next free location change: 2026-06-01 16:00 UTC"), S("a move assigns a new IP")],
    notes="addon record; policy.",
    now=NOW, includes=["198.51.100.73"])

add(118, SC, D, Q,
    "Hi Ethan, your dedicated IP is 203.0.113.19; add that to the bank's allowlist. You can move it back to Dallas today at no charge from Locations > Dedicated IP.",
    EV,
    [C("your dedicated IP is 203.0.113.19", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"),
     C("You can move it back to Dallas today at no charge", "NLI_CONTRADICTION", "DATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["stale_value", "condition_unmet"],
    notes="203.0.113.19 is the RELEASED Dallas address; current is 198.51.100.73. Last change was May 2, so the 30-day free change isn't available until 2026-06-01.",
    now=NOW, excludes=["dedicated IP is 203.0.113.19", "back to Dallas today"])

add(24, SC, D, Q,
    "Hi Ethan, your dedicated IP is 198.51.100.73 in Chicago. Free location changes are allowed once every 30 days, and your last one was May 2, so you can move back to Dallas from June 1 at 4:00 PM Central.",
    EV,
    [S("your dedicated IP is 198.51.100.73 in Chicago"), S("Free location changes are allowed once every 30 days"), S("your last one was May 2"),
     C("June 1 at 4:00 PM Central", "DATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["unit_conversion"],
    notes="next_allowed_at 16:00 UTC = 11:00 AM CDT.",
    now=NOW, excludes=["4:00 PM Central"], includes=["11:00 AM|11 AM|16:00 UTC", "198.51.100.73"], repair=True)
