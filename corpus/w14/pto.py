"""Paid-time-off system (Timewell Leave) scenarios, written by hand."""
from common import Builder, rec, pol, psg, refused, ep, S, NA, C, I, CI

B = Builder("paid-time-off system")

# ---------------------------------------------------------------- 6. pto-balance
scn = "pto-balance"
q = "How much vacation do I have, and how much will be left once my pending request goes through?"
ev = [
    rec("get_leave_balances#E-77310", "tool:get_leave_balances", {
        "employee_id": "E-77310", "as_of": "2026-03-06", "standard_hours_per_day": "8.00",
        "plans": [
            {"plan_code": "VAC_FT", "name": "Vacation", "balance_hours": "46.50", "accrual_rate_per_period": "4.62",
             "accrual_frequency": "BIWEEKLY", "pending_requests_hours": "16.00", "max_balance_hours": "160.00",
             "carryover_cap_hours": "40.00"},
            {"plan_code": "SICK_FT", "name": "Sick", "balance_hours": "31.25", "accrual_rate_per_period": "1.54",
             "accrual_frequency": "BIWEEKLY", "pending_requests_hours": "0.00"},
            {"plan_code": "FLOAT", "name": "Floating holiday", "balance_hours": "8.00", "expires_on": "2026-12-31"}]}),
    pol("vacation#accrual-carryover", "Vacation accrues each biweekly pay period at the rate shown for the employee's "
        "plan. Balances stop accruing once they reach the plan maximum, and accrual resumes after time is used. Up to "
        "40 hours of unused vacation carry over into the next calendar year; hours above the cap are forfeited on "
        "January 1. Pending requests are deducted from the balance when they are approved.", revision="2026.1"),
]
B.ok(scn, q, "Hi Tomás, as of March 6 you have 46.5 hours of vacation available. Once your pending 16-hour request "
     "is approved, you'll have 30.5 hours left. You earn 4.62 hours each biweekly pay period.",
     ev, [S("as of March 6 you have 46.5 hours of vacation"), S("pending 16-hour request"),
          S("you'll have 30.5 hours left"), S("You earn 4.62 hours each biweekly pay period")],
     ["30.5", "46.5"],
     "VAC_FT balance_hours 46.50, pending 16.00 -> 30.50; accrual_rate_per_period 4.62 BIWEEKLY.")
B.ok(scn, q, "Your vacation summary:\n• Available: 46.50 hours (a little under six 8-hour days)\n"
     "• Pending: 16.00 hours\n• After approval: 30.50 hours\n"
     "Your 8 floating holiday hours expire on December 31, 2026.",
     ev, [S("Available: 46.50 hours"), S("a little under six 8-hour days"), S("Pending: 16.00 hours"),
          S("After approval: 30.50 hours"), S("8 floating holiday hours expire on December 31, 2026")],
     ["30.50", "46.50"],
     "46.50 / 8.00 = 5.8 days; FLOAT balance 8.00 expires_on 2026-12-31.")
B.ok(scn, q, "You currently have 46.5 vacation hours, with 16 hours pending approval. Keep in mind that only 40 hours "
     "carry over into next year; anything above that is forfeited on January 1.",
     ev, [S("You currently have 46.5 vacation hours"), S("16 hours pending approval"),
          S("only 40 hours carry over into next year"), S("forfeited on January 1")],
     ["46.5", "40 hours"],
     "Balance record plus the carryover sentence of the policy (cap 40 h, forfeited January 1).")
B.bad(scn, q, "Hi Tomás, as of March 6 you have 31.25 hours of vacation available, and 16 hours are pending approval. "
      "You earn 4.62 hours each biweekly pay period.",
      ev, [C("you have 31.25 hours of vacation available", "VALUE_MISMATCH"), S("16 hours are pending approval"),
           S("You earn 4.62 hours each biweekly pay period")],
      ["other_record_value"], ["31.25 hours of vacation"],
      "31.25 is the SICK_FT balance; VAC_FT balance_hours is 46.50.")
B.bad(scn, q, "Hi Tomás, you have 46.5 hours of vacation, and after your 16-hour request is approved you'll have 30.5 "
      "hours. You accrue 4.62 hours per month, and up to 80 hours can carry over into next year.",
      ev, [S("you have 46.5 hours of vacation"), S("you'll have 30.5 hours"),
           C("4.62 hours per month", "VALUE_MISMATCH"),
           C("up to 80 hours can carry over", "NLI_CONTRADICTION")],
      ["wrong_period", "wrong_policy_condition"], ["hours per month", "up to 80 hours"],
      "accrual_frequency is BIWEEKLY (policy: each biweekly pay period); policy carryover cap is 40 hours.")
B.fix(scn, q, "Hi Tomás, you have 46.5 hours of vacation available. After your pending 16-hour request is approved, "
      "you'll have 32.5 hours left.",
      ev, [S("you have 46.5 hours of vacation available"), S("pending 16-hour request"),
           C("you'll have 32.5 hours left", "VALUE_MISMATCH", "AMOUNT_MISMATCH")],
      ["wrong_arithmetic"], ["32.5 hours left"], ["30.5|30.50", "46.5"],
      "46.50 - 16.00 = 30.50, not 32.5.")

# ---------------------------------------------------------------- 7. pto-request-status
scn = "pto-request-status"
q = "Did my vacation for the week of April 6 get approved? And what about my day off on May 22?"
now = "2026-03-10T09:05:00-04:00"
ev = [
    rec("get_leave_requests#E-41208", "tool:get_leave_requests", {
        "employee_id": "E-41208", "employer": "Harbor Point Logistics", "timezone": "America/New_York",
        "requests": [
            {"request_id": "LR-2026-00914", "plan_code": "VAC", "start_date": "2026-04-06", "end_date": "2026-04-10",
             "hours": "40.00", "status": "APPROVED",
             "approver": {"name": "Denise Harlow", "role": "MANAGER"},
             "decided_at": ep("2026-03-09T15:48", "America/New_York")},
            {"request_id": "LR-2026-00977", "plan_code": "VAC", "start_date": "2026-05-22", "end_date": "2026-05-22",
             "hours": "8.00", "status": "PENDING_APPROVAL", "approver": {"name": "Denise Harlow", "role": "MANAGER"}},
            {"request_id": "LR-2026-00731", "plan_code": "VAC", "start_date": "2026-04-03", "end_date": "2026-04-03",
             "hours": "8.00", "status": "CANCELLED", "cancelled_by": "EMPLOYEE"}]}),
    pol("leave-requests#approval", "Requests are approved or declined by the employee's manager within five business "
        "days of submission. Approved time off can be cancelled by the employee in the portal up to 24 hours before "
        "it starts; cancellations inside that window need manager approval. Company holidays that fall inside a "
        "request are not deducted from the balance.", revision="v6"),
]
B.ok(scn, q, "Hi Kenji, yes, your vacation from Monday, April 6 through Friday, April 10 (40 hours) was approved by "
     "Denise Harlow on March 9. Your May 22 day off (8 hours) is still waiting for her approval.",
     ev, [S("from Monday, April 6 through Friday, April 10 (40 hours)"), S("approved by Denise Harlow on March 9"),
          S("Your May 22 day off (8 hours)"), S("still waiting for her approval")],
     ["April 6", "May 22"],
     "LR-2026-00914 APPROVED, decided 2026-03-09 15:48 ET by Denise Harlow; LR-2026-00977 PENDING_APPROVAL.", now=now)
B.ok(scn, q, "Dear Kenji,\n\nRequest LR-2026-00914 for 04/06/2026–04/10/2026 has been approved. Request LR-2026-00977 "
     "for 05/22/2026 is pending manager approval. If your plans change, you can cancel approved time off in the "
     "portal up to 24 hours before it starts.\n\nBest regards,\nHarbor Point HR Service Center",
     ev, [S("Request LR-2026-00914 for 04/06/2026–04/10/2026 has been approved"),
          S("Request LR-2026-00977 for 05/22/2026 is pending manager approval"),
          S("up to 24 hours before it starts")],
     ["LR-2026-00914", "LR-2026-00977"],
     "Statuses from the requests list; cancellation window from the policy.")
B.bad(scn, q, "Hi Kenji, good news: both requests have been approved. Your April 6 to April 10 vacation (40 hours) was "
      "approved by Denise Harlow on March 9.",
      ev, [C("both requests have been approved", "RECORD_STATE_MISMATCH"),
           S("April 6 to April 10 vacation (40 hours)"), S("approved by Denise Harlow on March 9")],
      ["wrong_state"], ["both requests have been approved"],
      "LR-2026-00977 (May 22) is PENDING_APPROVAL.")
B.bad(scn, q, "Hi Kenji, request LR-2026-00731 for April 6–10 has been approved, and your May 22 request is pending "
      "your manager's approval. You can cancel approved time off in the portal up to 48 hours before it starts.",
      ev, [C("request LR-2026-00731 for April 6–10", "IDENTIFIER_MISMATCH"),
           S("your May 22 request is pending"),
           C("up to 48 hours before it starts", "NLI_CONTRADICTION")],
      ["wrong_id", "wrong_policy_condition"], ["LR-2026-00731", "48 hours before"],
      "The April 6-10 request is LR-2026-00914 (LR-2026-00731 is the cancelled April 3 one); policy window is 24 hours.")
B.fix(scn, q, "Hi Kenji, your April 6–10 vacation was approved on March 9 by HR representative Denise Harlow. Your "
      "May 22 request is still pending.",
      ev, [S("your April 6–10 vacation was approved on March 9"),
           C("HR representative Denise Harlow", "VALUE_MISMATCH"), S("Your May 22 request is still pending")],
      ["wrong_role"], ["HR representative"], ["manager", "May 22"],
      "approver.role is MANAGER, not HR.")

# ---------------------------------------------------------------- 8. sick-leave-waiting-period
scn = "sick-leave-waiting-period"
q = "I'm sick and need to take tomorrow off. Can I use my sick leave?"
now = "2026-03-10T07:40:00-05:00"
ev = [
    rec("get_leave_balances#E-90551", "tool:get_leave_balances", {
        "employee_id": "E-90551", "hire_date": "2026-01-20", "work_state": "TX",
        "plans": [
            {"plan_code": "SICK", "balance_hours": "12.30", "accrual_rate_per_period": "1.85",
             "status": "WAITING_PERIOD", "usable_from": "2026-04-20"},
            {"plan_code": "VAC", "balance_hours": "18.46", "accrual_rate_per_period": "3.08",
             "status": "ACTIVE", "usable_from": "2026-01-20"}]}),
    pol("sick-leave#new-hires", "New employees begin accruing paid sick leave on their first day of employment. "
        "Accrued sick leave can be used after the employee completes 90 calendar days of employment. Before then, an "
        "absence for illness may be covered with vacation hours or taken unpaid with manager approval. A doctor's note "
        "is required only for absences of three or more consecutive scheduled workdays.", revision="v2"),
]
B.ok(scn, q, "Hi Renee, I'm sorry you're not feeling well. You've accrued 12.3 hours of sick leave, but it can't be "
     "used until you complete 90 days of employment, on April 20. For tomorrow you can use vacation hours instead "
     "(you have 18.46 available) or take the day unpaid with your manager's approval. A doctor's note is only "
     "required for absences of three or more consecutive workdays.",
     ev, [NA("I'm sorry you're not feeling well."), S("accrued 12.3 hours of sick leave"),
          S("can't be used until you complete 90 days of employment"), S("on April 20"),
          S("use vacation hours instead"), S("you have 18.46 available"),
          S("take the day unpaid with your manager's approval"), S("three or more consecutive workdays")],
     ["April 20", "18.46"],
     "SICK status WAITING_PERIOD, usable_from 2026-04-20 (90 days after hire 2026-01-20); VAC 18.46; policy options.",
     now=now)
B.ok(scn, q, "Not yet: your sick leave becomes usable on 4/20/2026, so Wednesday's absence would need to come from "
     "your 18.46 vacation hours or be taken unpaid with your manager's OK.",
     ev, [S("your sick leave becomes usable on 4/20/2026"), S("from your 18.46 vacation hours"),
          S("taken unpaid with your manager's OK")],
     ["4/20/2026", "18.46"],
     "usable_from 2026-04-20; tomorrow (now 2026-03-10, a Tuesday) is Wednesday; VAC balance 18.46.", now=now)
B.bad(scn, q, "Hi Renee, sorry to hear you're unwell. Yes, you can use your 12.3 hours of sick leave for tomorrow. A "
      "doctor's note is only needed if you're out three or more consecutive workdays.",
      ev, [NA("sorry to hear you're unwell"),
           C("you can use your 12.3 hours of sick leave for tomorrow", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION",
             "DATE_MISMATCH"),
           S("three or more consecutive workdays")],
      ["condition_unmet"], ["you can use your 12.3 hours of sick leave"],
      "SICK plan is in WAITING_PERIOD until 2026-04-20; the 90-day condition is not met on 2026-03-11.", now=now)
B.bad(scn, q, "Hi Renee, your sick leave isn't usable until April 20, so tomorrow will need to come from your 18.46 "
      "vacation hours. Sick leave becomes available after 60 days of employment. I've also let your manager know "
      "you'll be out tomorrow.",
      ev, [S("isn't usable until April 20"), S("your 18.46 vacation hours"),
           C("after 60 days of employment", "NLI_CONTRADICTION"),
           I("I've also let your manager know", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
      ["wrong_policy_condition", "unrecorded_extra"], ["after 60 days", "let your manager know"],
      "Policy waiting period is 90 calendar days; no record shows any notice sent to the manager.", now=now)
B.fix(scn, q, "Hi Renee, your sick leave can't be used until April 20, but you have 12.3 hours of vacation available "
      "to cover tomorrow.",
      ev, [S("can't be used until April 20"), C("12.3 hours of vacation", "VALUE_MISMATCH")],
      ["other_record_value"], ["12.3 hours of vacation"], ["18.46", "April 20|4/20"],
      "12.30 is the sick balance; VAC balance_hours is 18.46.", now=now)

# ---------------------------------------------------------------- 9. accrual-cap
scn = "accrual-cap"
q = "My vacation balance hasn't gone up for the last couple of paychecks. Why is that?"
ev = [
    rec("get_leave_balances#E-22874", "tool:get_leave_balances", {
        "employee_id": "E-22874", "pay_frequency": "BIWEEKLY",
        "plans": [{"plan_code": "VAC_EXEMPT", "balance_hours": "200.00", "max_balance_hours": "200.00",
                   "accrual_rate_per_period": "6.15", "accrual_status": "CAPPED", "capped_since": "2026-02-13"}]}),
    rec("get_leave_ledger#E-22874", "tool:get_leave_ledger", {
        "entries": [
            {"date": "2026-01-16", "type": "USAGE", "hours": "-8.00"},
            {"date": "2026-01-30", "type": "ACCRUAL", "hours": "6.15"},
            {"date": "2026-02-13", "type": "ACCRUAL", "hours": "3.40", "note": "PARTIAL_TO_MAX"},
            {"date": "2026-02-27", "type": "ACCRUAL", "hours": "0.00", "note": "AT_MAX"}]}),
    pol("vacation#exempt-cap", "Exempt employees accrue vacation each biweekly pay period. Accrual pauses while the "
        "balance is at the plan maximum of 200 hours and restarts in the first pay period after the balance drops "
        "below the maximum. Hours that would have accrued while the balance was at the maximum are not credited "
        "retroactively. Unused vacation is paid out at separation only in states that require it.", revision="2025.2"),
]
B.ok(scn, q, "Hi Grace, your vacation balance reached the plan maximum of 200 hours on February 13, so accrual is "
     "paused. On that pay date you were credited only 3.4 of your usual 6.15 hours, and nothing was added on February "
     "27. Accrual will restart in the first pay period after your balance drops below 200 hours.",
     ev, [S("reached the plan maximum of 200 hours on February 13"), S("accrual is paused"),
          S("credited only 3.4 of your usual 6.15 hours"), S("nothing was added on February 27"),
          S("restart in the first pay period after your balance drops below 200 hours")],
     ["200 hours", "February 13"],
     "accrual_status CAPPED since 2026-02-13; ledger 3.40 PARTIAL_TO_MAX then 0.00 AT_MAX; policy restart rule.")
B.ok(scn, q, "Your balance is capped at 200.00 hours. Once you take some time off, accrual picks back up the following "
     "pay period, though the hours you missed while at the cap won't be added back.",
     ev, [S("Your balance is capped at 200.00 hours"), S("accrual picks back up the following pay period"),
          S("won't be added back")],
     ["200.00 hours"],
     "balance 200.00 = max_balance_hours; policy: restarts after dropping below, no retroactive credit.")
B.bad(scn, q, "Hi Grace, your vacation balance hit the 200-hour maximum on February 13, so accrual is paused. Once you "
      "use some time, the hours you missed in the meantime will be credited back to you.",
      ev, [S("hit the 200-hour maximum on February 13"), S("accrual is paused"),
           C("will be credited back to you", "NLI_CONTRADICTION")],
      ["invented_promise"], ["credited back to you"],
      "Policy: hours that would have accrued at the maximum are not credited retroactively.")
B.bad(scn, q, "Hi Grace, you reached the plan's 240-hour maximum on January 30, which is why nothing has been added "
      "since. Accrual restarts after your balance drops below the cap.",
      ev, [C("240-hour maximum", "VALUE_MISMATCH"), C("on January 30", "DATE_MISMATCH"),
           S("Accrual restarts after your balance drops below the cap")],
      ["wrong_value", "wrong_date"], ["240-hour", "on January 30"],
      "max_balance_hours is 200.00; capped_since is 2026-02-13 (January 30 was a normal 6.15 h accrual).")
B.fix(scn, q, "Hi Grace, you were credited 6.15 hours on February 13, which brought you to the 200-hour maximum, and "
      "nothing has accrued since.",
      ev, [C("credited 6.15 hours on February 13", "VALUE_MISMATCH"), S("brought you to the 200-hour maximum"),
           S("nothing has accrued since")],
      ["wrong_quantity"], ["credited 6.15 hours"], ["3.4|3.40", "200"],
      "Ledger for 2026-02-13 shows 3.40 hours (PARTIAL_TO_MAX); 6.15 is the usual rate.")
