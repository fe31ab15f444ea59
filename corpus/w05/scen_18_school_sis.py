# Scenario 18 - school learning platform (Classwell): grade sync partly failing, grading period closed in SIS
D = "school learning platform"
SC = "school-grade-sync"
Q = "Some teachers' Q3 grades aren't showing up in CampusRoll. What's going on?"
NOW = "2026-05-05T13:00:00-05:00"
EV = [
    rec("helpdesk.get_ticket#2290417", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 2290417, "subject": "Q3 grades missing in SIS", "status": "open", "priority": "high",
        "requester": {"id": 55001, "name": "Robert Kim", "email": "rkim@maplegrove-usd.example", "time_zone": "America/Chicago", "role": "DISTRICT_ADMIN"},
        "assignee": {"id": 812, "name": "Alma Reyes", "group": "Integrations"},
        "created_at": "2026-05-05T17:20:00Z", "updated_at": "2026-05-05T17:20:00Z",
        "sla": {"policy": "District Premier", "first_reply_breach_at": "2026-05-05T19:20:00Z"},
        "custom_fields": [{"id": 7001, "value": "dist_maplegrove"}, {"id": 7005, "value": "CAMPUSROLL"}],
        "comments": [{"id": 1, "author_id": 55001, "public": True, "created_at": "2026-05-05T17:20:00Z",
                      "body": "Some teachers' Q3 grades aren't showing up in CampusRoll. What's going on?"}]}}),
    rec("sis.get_sync_status#dist_maplegrove", "tool:sis.get_sync_status", {"district_id": "dist_maplegrove", "sis": "CAMPUSROLL",
        "schedule": {"cron": "0 6 * * *", "time_zone": "America/Chicago"}, "next_run_at": "2026-05-06T11:00:00Z",
        "runs": [
            {"run_id": "sync_20260505", "started_at": "2026-05-05T11:00:00Z", "status": "PARTIAL_FAILURE", "sections_total": 412, "sections_synced": 398,
             "sections_failed": 14, "errors": [{"code": "GRADING_PERIOD_CLOSED", "count": 14, "detail": "Q3 closed in SIS on 2026-04-30"}]},
            {"run_id": "sync_20260429", "started_at": "2026-04-29T11:00:00Z", "status": "SUCCESS", "sections_total": 412, "sections_synced": 412, "sections_failed": 0}]}),
    psg("kb#grading-period-closed", "Grade sync errors: GRADING_PERIOD_CLOSED\nGrades can only sync into grading periods that are open in your SIS.\n"
        "To fix it, an SIS administrator reopens the period or grants a late-posting window for the affected sections.\n"
        "Classwell retries failed sections on every scheduled sync run.\nClasswell support cannot change grading periods in your SIS.", source="help.classwell.example"),
]

add(90, SC, D, Q,
    "Hi Robert, this morning's 6:00 AM sync pushed grades for 398 of 412 sections; the other 14 failed because Q3 was closed in CampusRoll on April 30, and grades can only sync into open grading periods. To fix it:\n"
    "1. In CampusRoll, reopen Q3 or grant a late-posting window for those sections.\n"
    "2. Leave the Classwell side as it is: failed sections are retried on every scheduled run, and the next one is tomorrow at 6:00 AM Central.\n"
    "Classwell support can't change grading periods in CampusRoll itself.",
    EV,
    [S("this morning's 6:00 AM sync pushed grades for 398 of 412 sections"), S("the other 14 failed"), S("Q3 was closed in CampusRoll on April 30"),
     S("grades can only sync into open grading periods"), S("reopen Q3 or grant a late-posting window"), S("failed sections are retried on every scheduled run"),
     S("the next one is tomorrow at 6:00 AM Central"), S("Classwell support can't change grading periods")],
    notes="run sync_20260505 at 11:00Z = 6:00 AM CDT, 398/412 synced, 14 GRADING_PERIOD_CLOSED (closed 2026-04-30); next_run_at 11:00Z May 6 = 6:00 AM CDT; KB.",
    now=NOW, includes=["398", "April 30"])

add(91, SC, D, Q,
    "14 of 412 sections failed today's sync with GRADING_PERIOD_CLOSED (Q3 closed in CampusRoll on 2026-04-30). Reopen Q3 or allow late posting; the next run at 2026-05-06 11:00 UTC retries them.",
    EV,
    [S("14 of 412 sections failed today's sync with GRADING_PERIOD_CLOSED"), S("Q3 closed in CampusRoll on 2026-04-30"), S("Reopen Q3 or allow late posting"),
     S("the next run at 2026-05-06 11:00 UTC retries them")],
    notes="sync run; next_run_at; KB retry rule.",
    now=NOW, includes=["14 of 412"])

add(92, SC, D, Q,
    "Dear Robert,\n\nThanks for the quick report. Fourteen sections were turned away by CampusRoll this morning because their Q3 grading period has been closed there since the end of April. "
    "Everything else went through. The last run where every section synced was on April 29. Once your SIS administrator reopens Q3 or allows late posting, the next scheduled run will pick those sections up automatically.\n\n"
    "Best,\nAlma Reyes\nClasswell Integrations",
    EV,
    [NA("Thanks for the quick report."), S("Fourteen sections were turned away by CampusRoll this morning"), S("closed there since the end of April"),
     S("Everything else went through"), S("The last run where every section synced was on April 29"),
     S("will pick those sections up automatically")],
    notes="sync_20260505 14 failed / 398 synced; sync_20260429 SUCCESS 412/412; KB retry rule.",
    now=NOW, includes=["April 29"])

add(93, SC, D, Q,
    "Hi Robert, 14 of 412 sections failed this morning because Q3 is closed in CampusRoll. If you reply with the list of sections, our support team can reopen the Q3 grading period for you. "
    "Otherwise the next automatic sync is tomorrow at 11:00 AM Central.",
    EV,
    [S("14 of 412 sections failed this morning because Q3 is closed in CampusRoll"),
     C("our support team can reopen the Q3 grading period for you", "NLI_CONTRADICTION"),
     C("tomorrow at 11:00 AM Central", "DATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["invented_promise", "unit_conversion"],
    notes="KB: Classwell support cannot change grading periods in the SIS; next_run_at 11:00 UTC = 6:00 AM CDT.",
    now=NOW, excludes=["can reopen the Q3 grading period", "11:00 AM Central"])

add(94, SC, D, Q,
    "Hi Robert, this morning's grade sync failed completely because Q3 was closed in CampusRoll on April 30. The last fully successful sync was on May 4.",
    EV,
    [C("this morning's grade sync failed completely", "RECORD_STATE_MISMATCH"), S("Q3 was closed in CampusRoll on April 30"),
     C("The last fully successful sync was on May 4", "DATE_MISMATCH")],
    errors=["wrong_state", "wrong_date"],
    notes="Run status is PARTIAL_FAILURE (398 of 412 synced); the last SUCCESS run is 2026-04-29.",
    now=NOW, excludes=["failed completely", "on May 4"])

add(18, SC, D, Q,
    "Hi Robert, 398 of 412 sections synced this morning; the other 14 failed because Q3 was closed in CampusRoll on May 3. Once Q3 is reopened or late posting is allowed, the next run tomorrow at 6:00 AM Central retries them.",
    EV,
    [S("398 of 412 sections synced this morning"), S("the other 14 failed"), C("closed in CampusRoll on May 3", "DATE_MISMATCH"),
     S("the next run tomorrow at 6:00 AM Central retries them")],
    errors=["wrong_date"],
    notes="Error detail: Q3 closed in SIS on 2026-04-30.",
    now=NOW, excludes=["on May 3"], includes=["April 30|2026-04-30|4/30", "398"], repair=True)
