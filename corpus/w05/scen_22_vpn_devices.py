# Scenario 22 - VPN service (Veilroute): simultaneous device limit reached
D = "VPN service"
SC = "vpn-device-limit"
Q = "I can't connect my new laptop, the app says device limit reached. How many devices can I use?"
NOW = "2026-05-18T19:00:00-04:00"
EV = [
    rec("helpdesk.get_ticket#640118", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 640118, "subject": "Device limit reached", "status": "open", "priority": "normal",
        "requester": {"id": 3300917, "name": "Oliver Grant", "email": "ogrant@mailbox.example", "time_zone": "America/New_York"},
        "assignee": {"id": 1204, "name": "Sana Iqbal", "group": "Tier 1"},
        "created_at": "2026-05-18T22:41:00Z", "updated_at": "2026-05-18T22:41:00Z",
        "sla": {"policy": "Consumer", "first_reply_breach_at": "2026-05-19T02:41:00Z"},
        "custom_fields": [{"id": 1501, "value": "PLUS_2Y"}, {"id": 1502, "value": "DEVICE_LIMIT_REACHED"}],
        "comments": [{"id": 1, "author_id": 3300917, "public": True, "created_at": "2026-05-18T22:41:00Z",
                      "body": "I can't connect my new laptop, the app says device limit reached. How many devices can I use?"}]}}),
    rec("accounts.get_plan#3300917", "tool:accounts.get_plan", {"plans": [
        {"plan_code": "PLUS_2Y", "status": "ACTIVE", "max_simultaneous_connections": 8, "expires_at": "2027-09-30T00:00:00Z"},
        {"plan_code": "STANDARD_1M", "status": "EXPIRED", "max_simultaneous_connections": 5, "expired_at": "2025-09-30T00:00:00Z"}]}),
    rec("sessions.list#3300917", "tool:sessions.list", {"connected_count": 8, "sessions": [
        {"device": "iPhone 15", "state": "CONNECTED", "last_handshake_at": "2026-05-18T22:40:02Z"},
        {"device": "iPad Air", "state": "CONNECTED", "last_handshake_at": "2026-05-18T22:39:51Z"},
        {"device": "Pixel 8", "state": "CONNECTED", "last_handshake_at": "2026-05-18T22:40:10Z"},
        {"device": "Work MacBook", "state": "CONNECTED", "last_handshake_at": "2026-05-18T22:38:44Z"},
        {"device": "Desktop PC", "state": "CONNECTED", "last_handshake_at": "2026-05-18T22:40:00Z"},
        {"device": "Living Room TV", "state": "CONNECTED", "last_handshake_at": "2026-05-18T22:40:05Z"},
        {"device": "Kindle", "state": "CONNECTED", "last_handshake_at": "2026-05-18T22:37:29Z"},
        {"device": "Home router (WireGuard)", "state": "CONNECTED", "last_handshake_at": "2026-05-18T22:40:11Z"}]}),
    pol("plans#devices", "Standard plans allow up to 5 devices connected at the same time, and Plus plans allow up to 8. "
        "A router running the VPN counts as one device, however many devices are behind it. "
        "Devices that are signed in but disconnected do not count toward the limit.", revision="vr-2026-02"),
    psg("kb#end-session", "Ending a session remotely\nOpen Settings > Devices in the web dashboard and choose Sign out next to the device.\nThe slot is freed immediately.", source="help.veilroute.example"),
]

add(110, SC, D, Q,
    "Hi Oliver, your Plus plan allows 8 devices connected at the same time, and all 8 are connected right now, which is why the laptop is refused. "
    "Your home router counts as just one of those, however many devices sit behind it. To free a slot:\n"
    "1. Open Settings > Devices in the web dashboard.\n2. Choose Sign out next to a device you aren't using; the slot is freed immediately.\n"
    "Alternatively, connect the laptop through your home network so it's covered by the router.",
    EV,
    [S("your Plus plan allows 8 devices connected at the same time"), S("all 8 are connected right now"), S("Your home router counts as just one of those"),
     S("Open Settings > Devices in the web dashboard."), S("Choose Sign out next to a device you aren't using"), S("the slot is freed immediately"),
     S("connect the laptop through your home network so it's covered by the router")],
    notes="PLUS_2Y max 8; connected_count 8 incl. Home router (WireGuard); policy router rule; KB sign-out.",
    now=NOW, includes=["8"])

add(111, SC, D, Q,
    "Plus = 8 simultaneous connections, and you're at 8 of 8 (including the router). Sign one out under Settings > Devices and the laptop will connect.",
    EV,
    [S("Plus = 8 simultaneous connections"), S("you're at 8 of 8 (including the router)"), S("Sign one out under Settings > Devices")],
    notes="plan and session records; KB.",
    now=NOW, includes=["8 of 8"])

add(112, SC, D, Q,
    "Hi Oliver, your plan allows 5 devices at once, and you have 8 sessions listed. I've signed out the Living Room TV for you, so the laptop should connect now.",
    EV,
    [C("your plan allows 5 devices at once", "VALUE_MISMATCH"), S("you have 8 sessions listed"),
     I("I've signed out the Living Room TV for you", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["other_record_value", "unrecorded_extra"],
    notes="5 is the expired STANDARD_1M plan; active PLUS_2Y allows 8. No record of a sign-out; the TV session is still CONNECTED.",
    now=NOW, excludes=["allows 5 devices", "signed out the Living Room TV"])

add(22, SC, D, Q,
    "Hi Oliver, your Plus plan allows 10 devices connected at once, and right now 8 are connected, including your home router. Sign out a device you don't use under Settings > Devices to free a slot.",
    EV,
    [C("allows 10 devices connected at once", "VALUE_MISMATCH", "NLI_CONTRADICTION"), S("right now 8 are connected, including your home router"),
     S("Sign out a device you don't use under Settings > Devices")],
    errors=["wrong_quantity"],
    notes="max_simultaneous_connections 8 (policy: Plus up to 8).",
    now=NOW, excludes=["10 devices"], includes=["8 devices|eight devices|8 at|8 simultaneous|up to 8", "Settings > Devices"], repair=True)
