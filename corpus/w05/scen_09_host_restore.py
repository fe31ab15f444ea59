# Scenario 09 - web hosting (Northbeam Hosting): backup restore done by support on a Starter plan
D = "web hosting"
SC = "host-backup-restore"
Q = "Did the restore finish? My site is still showing the old homepage I changed yesterday."
NOW = "2026-04-27T10:30:00-04:00"
EV = [
    rec("helpdesk.get_ticket#510901", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 510901, "subject": "Site broken after plugin update - restore please", "status": "pending", "priority": "high",
        "requester": {"id": 90077, "name": "Deshawn Ellis", "email": "office@ellisfamilydental.example", "time_zone": "America/New_York"},
        "assignee": {"id": 77, "name": "Hollis Varga", "group": "Hosting L1"},
        "created_at": "2026-04-27T12:05:00Z", "updated_at": "2026-04-27T13:50:12Z",
        "sla": {"policy": "High", "next_reply_breach_at": "2026-04-27T17:50:12Z"},
        "custom_fields": [{"id": 4100, "value": "acct_58810"}, {"id": 4107, "value": "ellisfamilydental.example"}, {"id": 4130, "value": "rst_30291"}],
        "comments": [
            {"id": 1, "author_id": 90077, "public": True, "created_at": "2026-04-27T12:05:00Z", "body": "Plugin update broke the site. Please restore."},
            {"id": 2, "author_id": 77, "public": False, "created_at": "2026-04-27T12:41:00Z", "body": "Customer approved the $15 support restore fee by phone. Starting full restore."},
            {"id": 3, "author_id": 90077, "public": True, "created_at": "2026-04-27T14:20:00Z", "body": "Did the restore finish? My site is still showing the old homepage I changed yesterday."}]}}),
    rec("backups.list_restores#acct_58810", "tool:backups.list_restores", {"restores": [
        {"restore_id": "rst_30291", "scope": "FILES_AND_DATABASE", "snapshot_taken_at": "2026-04-26T07:00:00Z", "status": "COMPLETED",
         "requested_by": "support:Hollis Varga", "started_at": "2026-04-27T12:44:00Z", "completed_at": "2026-04-27T13:48:00Z",
         "fee": {"amount": 1500, "currency": "usd", "status": "PENDING_INVOICE"}},
        {"restore_id": "rst_30288", "scope": "DATABASE_ONLY", "snapshot_taken_at": "2026-04-19T07:00:00Z", "status": "FAILED",
         "requested_by": "customer", "started_at": "2026-04-27T12:10:00Z", "error_code": "DB_USER_LOCKED", "fee": None}]}),
    rec("backups.list_snapshots#acct_58810", "tool:backups.list_snapshots", {"plan_code": "STARTER_SSD", "retention": "P14D", "frequency": "P1D",
        "oldest_snapshot_at": "2026-04-14T07:00:00Z", "newest_snapshot_at": "2026-04-27T07:00:00Z", "count": 14}),
    pol("backups#restore", "Automatic backups are taken once a day and kept for 14 days. "
        "Restoring a backup overwrites the site's current files and database with the snapshot, so anything changed after the snapshot was taken is lost. "
        "Business Cloud plans include unlimited restores; on Starter plans, a restore carried out by support costs $15.00 and is added to the next invoice.", revision="bk-3"),
]

add(43, SC, D, Q,
    "Hi Deshawn, yes, the restore finished at 9:48 AM Eastern today. It rolled ellisfamilydental.example's files and database back to the backup taken at 3:00 AM Eastern on April 26. "
    "A restore overwrites the site with that snapshot, so anything changed after 3:00 AM on April 26 isn't in the restored site and would need to be redone.",
    EV,
    [S("the restore finished at 9:48 AM Eastern today"), S("files and database back to the backup taken at 3:00 AM Eastern on April 26"),
     S("A restore overwrites the site with that snapshot"), S("anything changed after 3:00 AM on April 26 isn't in the restored site")],
    notes="rst_30291 COMPLETED 13:48Z = 9:48 AM EDT; scope FILES_AND_DATABASE; snapshot 07:00Z = 3:00 AM EDT Apr 26; policy on overwriting.",
    now=NOW, includes=["9:48 AM", "April 26"])

add(44, SC, D, Q,
    "Restore rst_30291 completed 2026-04-27 13:48 UTC from the 2026-04-26 07:00 UTC snapshot (files + database). The $15.00 support restore fee you approved will be added to your next invoice.",
    EV,
    [S("Restore rst_30291 completed 2026-04-27 13:48 UTC"), S("from the 2026-04-26 07:00 UTC snapshot (files + database)"),
     S("The $15.00 support restore fee you approved"), S("will be added to your next invoice")],
    notes="restore record; fee 1500 PENDING_INVOICE; internal comment records the approval; policy says added to next invoice.",
    now=NOW, includes=["$15.00"])

add(45, SC, D, Q,
    "Dear Deshawn,\n\nThe full restore of your site has been completed. Both files and database were restored from the snapshot of April 26, so edits made later that day were overwritten. "
    "If you'd prefer an earlier version, backups are kept for fourteen days, and the oldest one available right now is from April 14. "
    "Please be aware that your first attempt this morning, a database-only restore, did not go through.\n\nKind regards,\nHollis Varga\nNorthbeam Hosting",
    EV,
    [S("The full restore of your site has been completed"), S("restored from the snapshot of April 26"), S("edits made later that day were overwritten"),
     S("backups are kept for fourteen days"), S("the oldest one available right now is from April 14"),
     S("a database-only restore, did not go through")],
    notes="rst_30291 COMPLETED FILES_AND_DATABASE; retention P14D and oldest_snapshot_at 2026-04-14; rst_30288 DATABASE_ONLY FAILED (requested by customer that morning, 8:10 AM EDT).",
    now=NOW, includes=["April 14"])

add(46, SC, D, Q,
    "Hi Deshawn, unfortunately the restore failed, so the site is still on its current version. It was restoring your database from the April 19 backup.",
    EV,
    [C("the restore failed", "RECORD_STATE_MISMATCH"), C("from the April 19 backup", "DATE_MISMATCH"),
     C("the site is still on its current version", "RECORD_STATE_MISMATCH")],
    errors=["wrong_state", "other_record_value", "wrong_state"],
    notes="The restore on the ticket (rst_30291) COMPLETED from the Apr 26 snapshot; FAILED and Apr 19 belong to the customer's earlier rst_30288.",
    now=NOW, excludes=["the restore failed", "April 19 backup", "still on its current version"])

add(47, SC, D, Q,
    "Hi Deshawn, the restore completed at 1:48 PM Eastern today, bringing back your files and database as of the April 26 backup. Since our team ran it for you, there's no charge for this restore.",
    EV,
    [C("completed at 1:48 PM Eastern today", "DATE_MISMATCH", "VALUE_MISMATCH"), S("bringing back your files and database as of the April 26 backup"),
     C("there's no charge for this restore", "AMOUNT_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["unit_conversion", "condition_unmet"],
    notes="completed_at 13:48Z = 9:48 AM EDT; plan is STARTER_SSD, so support restores cost $15 (fee 1500 PENDING_INVOICE); free restores are a Business Cloud perk.",
    now=NOW, excludes=["1:48 PM Eastern", "no charge for this restore"])

add(9, SC, D, Q,
    "Hi Deshawn, the restore completed at 9:48 AM Eastern today from the April 26 backup, so changes made after that snapshot aren't included. Backups are kept for 30 days if you need an older one.",
    EV,
    [S("completed at 9:48 AM Eastern today from the April 26 backup"), S("changes made after that snapshot aren't included"),
     C("Backups are kept for 30 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"],
    notes="Policy and retention P14D: 14 days.",
    now=NOW, excludes=["kept for 30 days"], includes=["14 days|fourteen days", "9:48 AM"], repair=True)
