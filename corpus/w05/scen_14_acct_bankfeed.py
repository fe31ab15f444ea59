# Scenario 14 - small-business accounting software (Tallybook): bank feed needs re-authorization
D = "small-business accounting software"
SC = "acct-bank-reauth"
Q = "My bank transactions stopped showing up in Tallybook last week. Did I do something wrong?"
NOW = "2026-05-06T10:00:00-05:00"
EV = [
    rec("helpdesk.get_ticket#72410", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 72410, "subject": "Bank feed not updating", "status": "open", "priority": "normal",
        "requester": {"id": 120044, "name": "Lucia Romero", "email": "lucia@romerolandscaping.example", "time_zone": "America/Chicago"},
        "assignee": {"id": 502, "name": "Dev Patel", "group": "Banking Integrations"},
        "created_at": "2026-05-06T14:12:00Z", "updated_at": "2026-05-06T14:12:00Z",
        "sla": {"policy": "Standard", "first_reply_breach_at": "2026-05-06T22:12:00Z"},
        "custom_fields": [{"id": 880, "value": "co_romero_landscaping"}, {"id": 884, "value": "bc_6620"}],
        "comments": [{"id": 1, "author_id": 120044, "public": True, "created_at": "2026-05-06T14:12:00Z",
                      "body": "My bank transactions stopped showing up in Tallybook last week. Did I do something wrong?"}]}}),
    rec("banking.list_connections#co_romero_landscaping", "tool:banking.list_connections", {"connections": [
        {"connection_id": "bc_6620", "institution": "First Prairie Bank", "account_name": "Business Checking", "mask": "6620",
         "status": "REAUTH_REQUIRED", "consent_expires_at": "2026-05-01T00:00:00Z", "last_successful_sync_at": "2026-04-30T11:05:00Z",
         "error_code": "CONSENT_EXPIRED"},
        {"connection_id": "bc_3012", "institution": "First Prairie Bank", "account_name": "Prairie Visa", "mask": "3012",
         "status": "ACTIVE", "consent_expires_at": "2026-07-22T00:00:00Z", "last_successful_sync_at": "2026-05-06T11:04:00Z"}]}),
    pol("banking#consent", "Banks require customers to re-authorize each bank connection every 90 days. When consent expires, the feed stops until it is reconnected; nothing is deleted. "
        "After reconnecting, Tallybook fetches transactions from up to the last 90 days again and skips duplicates automatically.", revision="bank-4"),
    psg("kb#reconnect", "Reconnecting a bank feed\n1. Go to Banking > Connections and select the account.\n2. Click Reconnect and sign in to your bank.\nThe feed resumes within a few minutes.", source="help.tallybook.example"),
]

add(69, SC, D, Q,
    "Hi Lucia, nothing you did: the First Prairie Bank Business Checking ••6620 connection needs re-authorization. The bank's 90-day consent ran out on April 30 at 7:00 PM Central, "
    "and the last successful sync was April 30 at 6:05 AM Central. To fix it:\n"
    "1. Go to Banking > Connections and select Business Checking ••6620.\n2. Click Reconnect and sign in to First Prairie Bank.\n"
    "Missed transactions are fetched again and duplicates are skipped automatically. Your Prairie Visa ••3012 feed is unaffected and synced this morning.",
    EV,
    [S("nothing you did"), S("Business Checking ••6620 connection needs re-authorization"), S("The bank's 90-day consent ran out on April 30 at 7:00 PM Central"),
     S("the last successful sync was April 30 at 6:05 AM Central"), S("Go to Banking > Connections and select Business Checking ••6620"),
     S("Click Reconnect and sign in to First Prairie Bank"), S("Missed transactions are fetched again"), S("duplicates are skipped automatically"),
     S("Your Prairie Visa ••3012 feed is unaffected and synced this morning")],
    notes="bc_6620 REAUTH_REQUIRED/CONSENT_EXPIRED; consent_expires_at 00:00Z May 1 = 7:00 PM CDT Apr 30; last sync 11:05Z = 6:05 AM CDT; bc_3012 ACTIVE synced 11:04Z today = 6:04 AM CDT; policy + KB.",
    now=NOW, includes=["April 30", "Reconnect"])

add(70, SC, D, Q,
    "Business Checking ••6620 stopped syncing because the bank's 90-day consent expired (2026-05-01 00:00 UTC). Reconnect it under Banking > Connections; Tallybook refetches up to 90 days and skips duplicates.",
    EV,
    [S("Business Checking ••6620 stopped syncing because the bank's 90-day consent expired (2026-05-01 00:00 UTC)"),
     S("Reconnect it under Banking > Connections"), S("Tallybook refetches up to 90 days and skips duplicates")],
    notes="connection record; policy; KB.",
    now=NOW, includes=["2026-05-01"])

add(71, SC, D, Q,
    "Dear Lucia,\n\nYou haven't done anything wrong. Banks ask for a fresh authorization every ninety days, and the authorization for your checking account at First Prairie Bank lapsed at the end of April, "
    "so the feed paused. No data was lost. Once you reconnect the account, the transactions since the last sync will be brought in, and any duplicates are skipped.\n\n"
    "Best regards,\nDev Patel\nTallybook Banking Integrations",
    EV,
    [S("You haven't done anything wrong"), S("Banks ask for a fresh authorization every ninety days"),
     S("the authorization for your checking account at First Prairie Bank lapsed at the end of April"), S("so the feed paused"),
     S("No data was lost"), S("the transactions since the last sync will be brought in"), S("any duplicates are skipped")],
    notes="consent expired 7:00 PM CDT Apr 30; policy says nothing is deleted and up to 90 days are refetched.",
    now=NOW, includes=["ninety days"])

add(72, SC, D, Q,
    "Hi Lucia, the Business Checking ••6620 feed needs to be reconnected because the bank's consent expired. Its last successful sync was this morning at 6:04 AM Central, "
    "so very little is missing. I've also requested a manual import of your April statement so nothing falls through the cracks.",
    EV,
    [S("the Business Checking ••6620 feed needs to be reconnected because the bank's consent expired"),
     C("Its last successful sync was this morning at 6:04 AM Central", "DATE_MISMATCH"),
     I("I've also requested a manual import of your April statement", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["other_record_value", "unrecorded_extra"],
    notes="6:04 AM today is bc_3012 (Prairie Visa); bc_6620 last synced 2026-04-30T11:05Z. No record of any manual import request.",
    now=NOW, excludes=["this morning at 6:04 AM", "requested a manual import"])

add(73, SC, D, Q,
    "Hi Lucia, your checking feed paused because the bank's consent expired on May 1 at 12:00 AM Central. Banks require re-authorization every 180 days; reconnect under Banking > Connections and missed transactions come back in.",
    EV,
    [C("expired on May 1 at 12:00 AM Central", "DATE_MISMATCH", "VALUE_MISMATCH"),
     C("Banks require re-authorization every 180 days", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     S("reconnect under Banking > Connections"), S("missed transactions come back in")],
    errors=["unit_conversion", "wrong_period"],
    notes="consent_expires_at 00:00 UTC May 1 is 7:00 PM CDT Apr 30; policy: every 90 days.",
    now=NOW, excludes=["May 1 at 12:00 AM Central", "every 180 days"])

add(14, SC, D, Q,
    "Hi Lucia, the Business Checking ••6620 feed stopped because its bank consent expired on April 30; the last sync was that morning. Reconnect it under Banking > Connections, "
    "and Tallybook will fetch transactions from up to the last 30 days and skip duplicates.",
    EV,
    [S("its bank consent expired on April 30"), S("the last sync was that morning"), S("Reconnect it under Banking > Connections"),
     C("from up to the last 30 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"],
    notes="Policy: up to the last 90 days are refetched.",
    now=NOW, excludes=["last 30 days"], includes=["90 days|ninety days", "April 30"], repair=True)
