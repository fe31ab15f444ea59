# Scenario 04 - project-management SaaS (Planloom): API 429 rate limiting
D = "project-management SaaS"
SC = "pm-api-rate-limit"
Q = "Our Jira sync keeps failing with 429 errors since this morning. Did you lower our API limit?"
NOW = "2026-05-06T09:15:00-06:00"
EV = [
    rec("helpdesk.get_ticket#89017", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 89017, "subject": "API 429 Too Many Requests", "status": "open", "priority": "normal",
        "requester": {"id": 8133, "name": "Leo Ferraro", "email": "leo@quarrytech.example", "time_zone": "America/Denver"},
        "assignee": {"id": 412, "name": "Colm Byrne", "group": "Technical Support"},
        "created_at": "2026-05-06T14:40:00Z", "updated_at": "2026-05-06T14:40:00Z",
        "sla": {"policy": "Standard business", "first_reply_breach_at": "2026-05-06T22:40:00Z"},
        "custom_fields": [{"id": 360011, "value": "ws_quarrytech"}, {"id": 360014, "value": "TEAM_ANNUAL"}, {"id": 360077, "value": "API"}],
        "comments": [{"id": 1, "author_id": 8133, "public": True, "created_at": "2026-05-06T14:40:00Z",
                      "body": "Our Jira sync keeps failing with 429 errors since this morning. Did you lower our API limit?"}]}}),
    rec("api.list_tokens#8133", "tool:api.list_tokens", {"tokens": [
        {"token_id": "tok_9F2A", "label": "Jira sync", "workspace_id": "ws_quarrytech", "plan_code": "TEAM_ANNUAL",
         "rate_limit": {"requests_per_minute": 100, "limit_changed_at": None}, "created_at": "2025-11-03T17:20:00Z"},
        {"token_id": "tok_51C7", "label": "Zapier", "workspace_id": "ws_quarrytech_eu", "plan_code": "BUSINESS_ANNUAL",
         "rate_limit": {"requests_per_minute": 300, "limit_changed_at": None}, "created_at": "2026-01-12T09:00:00Z"}]}),
    rec("api.usage#tok_9F2A", "tool:api.usage", {"token_id": "tok_9F2A", "window": "PT1M",
        "peak": {"window_start": "2026-05-06T13:02:00Z", "requests": 164, "status_429_count": 64},
        "sample_429": {"ts": "2026-05-06T13:02:41.482Z", "path": "/v2/tasks", "method": "POST", "retry_after_ms": 42000}}),
    pol("api-policy#limits", "Each API token has its own rate limit: 100 requests per minute on Team plans and 300 requests per minute on Business plans. "
        "Requests over the limit are answered with HTTP 429 and a Retry-After header giving the wait in seconds. "
        "Rate limits cannot be raised on Team plans.", revision="api-2026.1"),
    psg("kb#batch-endpoint", "Bulk task creation\nPOST /v2/tasks/batch accepts up to 50 tasks in one call.\nA batch call counts as a single request against the rate limit.", source="developers.planloom.example"),
]

add(17, SC, D, Q,
    "Hi Leo, your limit hasn't changed: the Jira sync token (tok_9F2A) is still on the Team limit of 100 requests per minute. "
    "At 7:02 AM Mountain today it peaked at 164 requests in one minute, and 64 of those got HTTP 429. To fix it:\n"
    "1. Honor the Retry-After header; it's in seconds, and this morning's 429s asked for 42 seconds.\n"
    "2. Switch task creation to POST /v2/tasks/batch, which takes up to 50 tasks per call and counts as one request.\n"
    "Limits can't be raised on Team; Business tokens get 300 requests per minute.",
    EV,
    [S("your limit hasn't changed"), S("still on the Team limit of 100 requests per minute"), S("At 7:02 AM Mountain today it peaked at 164 requests"),
     S("64 of those got HTTP 429"), S("it's in seconds"), S("this morning's 429s asked for 42 seconds"),
     S("takes up to 50 tasks per call"), S("counts as one request"), S("Limits can't be raised on Team"),
     S("Business tokens get 300 requests per minute")],
    notes="tok_9F2A rate_limit 100, limit_changed_at null; peak window 13:02Z = 7:02 AM MDT with 164 requests and 64 429s; retry_after_ms 42000 = 42 s; policy and KB cover the rest.",
    now=NOW, includes=["100 requests per minute", "42 seconds"])

add(18, SC, D, Q,
    "No change on our side: tok_9F2A is at the standard 100 req/min. You peaked at 164 requests in the minute starting 13:02 UTC; back off per Retry-After (42 s this morning) or batch via /v2/tasks/batch (50 tasks = 1 request).",
    EV,
    [S("No change on our side"), S("tok_9F2A is at the standard 100 req/min"), S("peaked at 164 requests in the minute starting 13:02 UTC"),
     S("42 s this morning"), S("50 tasks = 1 request")],
    notes="rate_limit.requests_per_minute 100, limit_changed_at null; usage peak; retry_after_ms 42000; KB batch size.",
    now=NOW, includes=["164"])

add(19, SC, D, Q,
    "Hello Leo,\n\nThanks for the detailed report. Nothing was lowered: the Jira sync token has had the same one hundred requests per minute limit since it was created on November 3, 2025. "
    "In the minute beginning at 7:02 this morning your time, the token sent 164 requests, so everything past the first hundred was rejected with a 429. "
    "Batching task creation through /v2/tasks/batch is the quickest fix, since each batch call is counted as a single request.\n\nBest,\nColm Byrne, Planloom Technical Support",
    EV,
    [NA("Thanks for the detailed report."), S("Nothing was lowered"), S("since it was created on November 3, 2025"),
     S("the token sent 164 requests"), S("everything past the first hundred was rejected with a 429"),
     S("each batch call is counted as a single request")],
    notes="created_at 2025-11-03T17:20Z (10:20 AM MST the same day); peak 164 requests with 64 429s = past the first 100; KB on batch counting.",
    now=NOW, includes=["164"])

add(20, SC, D, Q,
    "Hi Leo, your limit hasn't changed; tok_9F2A is still at 100 requests per minute. The spike was at 1:02 PM Mountain today, when it sent 164 requests in one minute. "
    "Switch to POST /v2/tasks/batch, which accepts up to 100 tasks per call. As a one-off I can raise your token to 300 requests per minute for the next week while you rework the sync.",
    EV,
    [S("your limit hasn't changed"), S("tok_9F2A is still at 100 requests per minute"),
     C("at 1:02 PM Mountain today", "DATE_MISMATCH", "VALUE_MISMATCH"), S("when it sent 164 requests in one minute"),
     C("accepts up to 100 tasks per call", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     C("I can raise your token to 300 requests per minute", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE")],
    errors=["unit_conversion", "wrong_quantity", "invented_promise"],
    notes="13:02 UTC is 7:02 AM MDT; KB says 50 tasks per batch call; policy says Team limits cannot be raised.",
    now=NOW, excludes=["1:02 PM Mountain", "up to 100 tasks per call", "raise your token to 300"])

add(21, SC, D, Q,
    "Hi Leo, nothing was lowered. Your Jira sync token's limit is 300 requests per minute, and this morning it peaked at 164 requests in a minute. "
    "Honor the Retry-After header (this morning it asked for 42 seconds).",
    EV,
    [S("nothing was lowered"), C("Your Jira sync token's limit is 300 requests per minute", "VALUE_MISMATCH"),
     S("peaked at 164 requests in a minute"), S("it asked for 42 seconds")],
    errors=["other_record_value"],
    notes="300/min belongs to tok_51C7 (Zapier) on the customer's other, Business workspace; tok_9F2A is 100/min.",
    now=NOW, excludes=["limit is 300 requests per minute"])

add(4, SC, D, Q,
    "Hi Leo, we didn't lower anything: tok_9F2A is on the Team limit of 100 requests per minute and peaked at 164 this morning. "
    "Team limits can't be raised, but Business tokens get 500 requests per minute if you outgrow batching.",
    EV,
    [S("we didn't lower anything"), S("tok_9F2A is on the Team limit of 100 requests per minute"), S("peaked at 164 this morning"),
     S("Team limits can't be raised"), C("Business tokens get 500 requests per minute", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_value"],
    notes="Policy gives 300 requests per minute on Business.",
    now=NOW, excludes=["500 requests per minute"], includes=["300", "100 requests per minute"], repair=True)
