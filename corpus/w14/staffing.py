"""Staffing agency (Northstar Staffing) scenarios, written by hand."""
from common import Builder, rec, pol, psg, refused, ep, S, NA, C, I, CI

B = Builder("staffing agency")
LA = "America/Los_Angeles"
CHI = "America/Chicago"

# ---------------------------------------------------------------- 18. first-shift
scn = "first-shift"
q = "What time do I start on Monday, and who do I report to?"
now = "2026-03-12T16:00:00-07:00"
ev = [
    rec("get_assignment#ASG-240317", "tool:get_assignment", {
        "assignment_id": "ASG-240317", "status": "CONFIRMED", "position": "Warehouse Associate - Pick/Pack",
        "worker": {"id": "W-88102", "name": "Carla Mendes"},
        "client": {"name": "Redwood Fulfillment",
                   "site": {"address": "4100 Commerce Pkwy, Building C, Reno, NV 89502", "timezone": LA}},
        "first_shift": {"start_epoch": ep("2026-03-16T06:00", LA), "end_epoch": ep("2026-03-16T14:30", LA),
                        "meal_break": "PT30M"},
        "pay": {"rate_minor": 1925, "ot_rate_minor": 2888, "currency": "USD"},
        "contacts": {"onsite_supervisor": {"name": "Dwayne Kessler", "phone": "775-555-0143"},
                     "recruiter": {"name": "Hannah Li", "phone": "775-555-0188"}},
        "ppe_required": ["STEEL_TOE_BOOTS", "SAFETY_VEST"], "badge_pickup": "SECURITY_DESK"}),
    pol("associates#first-day", "Associates should arrive 15 minutes before their first shift to complete site "
        "orientation. Steel-toe boots must be provided by the associate; safety vests are issued on site. Associates "
        "who cannot make a confirmed shift must call their recruiter at least two hours before the start time. Pay is "
        "weekly, every Friday, for hours worked through the previous Sunday.", revision="2026-02"),
]
B.ok(scn, q, "Hi Carla, your first shift at Redwood Fulfillment is Monday, March 16, from 6:00 AM to 2:30 PM Pacific, "
     "with a 30-minute meal break. Please report to Building C at 4100 Commerce Pkwy in Reno, pick up your badge at "
     "the security desk, and ask for your on-site supervisor, Dwayne Kessler. Plan to arrive by 5:45 AM for "
     "orientation.",
     ev, [S("Monday, March 16, from 6:00 AM to 2:30 PM Pacific"), S("30-minute meal break"),
          S("Building C at 4100 Commerce Pkwy in Reno"), S("pick up your badge at the security desk"),
          S("on-site supervisor, Dwayne Kessler"), S("arrive by 5:45 AM for orientation")],
     ["6:00 AM", "Dwayne Kessler"],
     "first_shift epochs are 06:00-14:30 PDT on 2026-03-16; PT30M break; onsite_supervisor Dwayne Kessler; policy: "
     "arrive 15 minutes early.", now=now)
B.ok(scn, q, "Confirmed: Mon 3/16, 6 AM–2:30 PM at Redwood Fulfillment, Building C. Bring your own steel-toe boots; a "
     "safety vest will be issued on site. Your pay rate is $19.25 an hour.",
     ev, [S("Mon 3/16, 6 AM–2:30 PM at Redwood Fulfillment, Building C"), S("Bring your own steel-toe boots"),
          S("safety vest will be issued on site"), S("pay rate is $19.25 an hour")],
     ["6 AM", "$19.25"],
     "Shift epochs in America/Los_Angeles; PPE sentence of the policy; rate_minor 1925.", now=now)
B.bad(scn, q, "Hi Carla, your first shift at Redwood Fulfillment is Monday, March 16, from 1:00 PM to 9:30 PM. Please "
      "report to Building C and ask for your on-site supervisor, Dwayne Kessler.",
      ev, [C("from 1:00 PM to 9:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("report to Building C"),
           S("on-site supervisor, Dwayne Kessler")],
      ["unit_conversion"], ["1:00 PM to 9:30 PM"],
      "13:00-21:30 is the shift in UTC; in the site's zone (America/Los_Angeles, PDT) it is 6:00 AM-2:30 PM.", now=now)
B.bad(scn, q, "Hi Carla, you start Monday, March 16 at 6:00 AM at Building C. When you arrive, ask for your supervisor, "
      "Hannah Li. Lunch is provided on site during your 30-minute break.",
      ev, [S("you start Monday, March 16 at 6:00 AM"), C("your supervisor, Hannah Li", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
           I("Lunch is provided on site", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
      ["wrong_role", "unlisted_perk"], ["supervisor, Hannah Li", "Lunch is provided"],
      "Hannah Li is the recruiter; the on-site supervisor is Dwayne Kessler. Nothing lists a provided lunch.", now=now)
B.fix(scn, q, "Hi Carla, your first shift is Monday, March 16, 6:00 AM to 2:30 PM. Please arrive by 6:15 AM for "
      "orientation and ask for Dwayne Kessler.",
      ev, [S("Monday, March 16, 6:00 AM to 2:30 PM"), C("arrive by 6:15 AM", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
           S("ask for Dwayne Kessler")],
      ["wrong_time"], ["6:15 AM"], ["5:45 AM|5:45|15 minutes", "Dwayne Kessler"],
      "Policy: arrive 15 minutes before the 6:00 AM start, i.e. 5:45 AM.", now=now)

# ---------------------------------------------------------------- 19. weekly-timesheet
scn = "weekly-timesheet"
q = "How many hours am I getting paid for last week, and what will my check be?"
now = "2026-03-10T11:00:00-05:00"
ev = [
    rec("get_timesheet#TS-2026-W10-50377", "tool:get_timesheet", {
        "timesheet_id": "TS-2026-W10-50377", "worker_id": "W-50377", "week": {"start": "2026-03-02", "end": "2026-03-08"},
        "status": "APPROVED", "hours": {"regular": "40.00", "overtime": "4.50", "total": "44.50"},
        "rates": {"rate_minor": 2150, "ot_rate_minor": 3225, "effective": "2026-03-02",
                  "history": [{"rate_minor": 2050, "effective": "2025-09-01", "status": "SUPERSEDED"}]},
        "gross_minor": 100513, "pay_date": "2026-03-13"}),
    rec("get_timesheet#TS-2026-W09-50377", "tool:get_timesheet", {
        "timesheet_id": "TS-2026-W09-50377", "week": {"start": "2026-02-23", "end": "2026-03-01"}, "status": "PAID",
        "hours": {"regular": "38.00", "overtime": "0.00", "total": "38.00"}, "rate_minor": 2150, "gross_minor": 81700,
        "pay_date": "2026-03-06"}),
    pol("pay#weekly", "Associates are paid weekly, every Friday, for hours worked Monday through Sunday of the prior "
        "week. Hours over 40 in a workweek are paid at one and a half times the regular rate. Timesheets must be "
        "approved by the client supervisor by Tuesday at noon to be included in that Friday's pay.", revision="2026-02"),
]
B.ok(scn, q, "Hi Andre, your timesheet for March 2–8 was approved for 44.5 hours: 40 regular hours at $21.50 and 4.5 "
     "overtime hours at $32.25. Your gross pay for that week will be $1,005.13, paid this Friday, March 13.",
     ev, [S("March 2–8 was approved for 44.5 hours"), S("40 regular hours at $21.50"),
          S("4.5 overtime hours at $32.25"), S("gross pay for that week will be $1,005.13"),
          S("paid this Friday, March 13")],
     ["$1,005.13", "44.5"],
     "TS-2026-W10: APPROVED, 40.00 + 4.50, rate 2150, ot 3225, gross 100513, pay_date 2026-03-13 (Friday).", now=now)
B.ok(scn, q, "Your approved hours for the week of 3/2 are 44.50, including 4.50 hours of overtime, for gross pay of "
     "$1,005.13. That's up from $817.00 for the prior week, when you worked 38 hours.",
     ev, [S("week of 3/2 are 44.50"), S("including 4.50 hours of overtime"), S("gross pay of $1,005.13"),
          S("up from $817.00 for the prior week"), S("when you worked 38 hours")],
     ["$1,005.13", "$817.00"],
     "W10 gross 100513; W09 gross 81700 and 38.00 hours.")
B.bad(scn, q, "Hi Andre, your March 2–8 timesheet was approved for 44.5 hours: 40 regular hours at $20.50 and 4.5 "
      "overtime hours at time and a half. Your gross pay will be $1,005.13.",
      ev, [S("approved for 44.5 hours"), C("40 regular hours at $20.50", "AMOUNT_MISMATCH"),
           S("4.5 overtime hours at time and a half"), S("gross pay will be $1,005.13")],
      ["stale_value"], ["$20.50"],
      "2050 is the SUPERSEDED rate from 2025-09-01; the current rate_minor is 2150 = $21.50.")
B.bad(scn, q, "Hi Andre, you were approved for 44.5 hours for March 2–8. At $21.50 an hour, your gross pay comes to "
      "$956.75, and it will be paid on March 6.",
      ev, [S("approved for 44.5 hours for March 2–8"), S("At $21.50 an hour"),
           C("comes to $956.75", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), C("paid on March 6", "DATE_MISMATCH")],
      ["wrong_arithmetic", "other_record_value"], ["$956.75", "paid on March 6"],
      "44.5 x 21.50 ignores the overtime premium (gross_minor 100513 = $1,005.13); March 6 is the prior week's "
      "pay date, this one is 2026-03-13.")
B.fix(scn, q, "Hi Andre, your March 2–8 timesheet was approved with 40 regular hours and 4 overtime hours, for gross "
      "pay of $1,005.13 on March 13.",
      ev, [S("approved with 40 regular hours"), C("4 overtime hours", "VALUE_MISMATCH"),
           S("gross pay of $1,005.13 on March 13")],
      ["wrong_quantity"], ["4 overtime hours"], ["4.5|4.50", "$1,005.13|1,005.13"],
      "hours.overtime is 4.50.")

# ---------------------------------------------------------------- 20. assignment-extension
scn = "assignment-extension"
q = "Did my assignment at Summit Ridge get extended? And does my pay change?"
ev = [
    rec("get_assignment#ASG-231904", "tool:get_assignment", {
        "assignment_id": "ASG-231904", "worker": {"id": "W-61288", "name": "Mei Tanaka"},
        "client": {"name": "Summit Ridge Medical Billing"}, "position": "Medical Billing Specialist",
        "current": {"version": 3, "status": "EXTENDED", "start_date": "2025-12-01", "end_date": "2026-05-29",
                    "rate_minor": 2400, "rate_effective": "2026-03-09", "extension_approved_at": "2026-03-05"},
        "previous_versions": [
            {"version": 2, "end_date": "2026-03-27", "rate_minor": 2300, "status": "SUPERSEDED"},
            {"version": 1, "end_date": "2026-02-27", "rate_minor": 2300, "status": "SUPERSEDED"}],
        "conversion": {"eligible_after_hours": 520, "hours_worked": "388.00"}}),
    pol("assignments#extensions", "When a client extends an assignment, the associate's pay rate is reviewed and any "
        "change takes effect on the first full week after the extension is approved. A client may hire an associate "
        "directly without a placement fee once the associate has worked 520 hours on the assignment. Associates on "
        "assignment for 90 days or more become eligible for the agency's paid holiday program.", revision="v3"),
]
B.ok(scn, q, "Hi Mei, good news: Summit Ridge Medical Billing extended your assignment through May 29, 2026. Your pay "
     "rate increased to $24.00 an hour, effective the week of March 9.",
     ev, [S("extended your assignment through May 29, 2026"), S("increased to $24.00 an hour"),
          S("effective the week of March 9")],
     ["May 29", "$24.00"],
     "current version 3: EXTENDED, end_date 2026-05-29, rate 2400 effective 2026-03-09.")
B.ok(scn, q, "Yes, your assignment now runs to 5/29/2026, and your rate went from $23.00 to $24.00 an hour starting "
     "March 9. Since you've been on assignment since December 1, you're also past the 90 days needed for the paid "
     "holiday program.",
     ev, [S("now runs to 5/29/2026"), S("from $23.00 to $24.00 an hour starting March 9"),
          S("on assignment since December 1"), S("past the 90 days needed for the paid holiday program")],
     ["5/29/2026", "$24.00"],
     "Previous rate 2300, current 2400; start_date 2025-12-01 is 99 days before now (2026-03-10), policy 90-day rule.",
     now="2026-03-10T10:00:00-07:00")
B.bad(scn, q, "Hi Mei, Summit Ridge extended your assignment through March 27, 2026, and your rate is now $24.00 an "
      "hour.",
      ev, [C("through March 27, 2026", "DATE_MISMATCH"), S("your rate is now $24.00 an hour")],
      ["stale_value"], ["March 27"],
      "2026-03-27 is the superseded version 2 end date; current end_date is 2026-05-29.")
B.bad(scn, q, "Hi Mei, your assignment is extended through May 29, 2026 at $24.00 an hour. And since you've passed 520 "
      "hours, Summit Ridge could now hire you directly without a placement fee.",
      ev, [S("extended through May 29, 2026 at $24.00 an hour"),
           C("since you've passed 520 hours", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION")],
      ["condition_unmet"], ["passed 520 hours"],
      "conversion.hours_worked is 388.00, below the 520 hours the policy requires for a fee-free direct hire.")
B.fix(scn, q, "Hi Mei, your assignment with Summit Ridge now runs through May 29, 2026, at $23.00 an hour.",
      ev, [S("now runs through May 29, 2026"), C("at $23.00 an hour", "AMOUNT_MISMATCH")],
      ["stale_value"], ["$23.00"], ["$24.00|24.00", "May 29|5/29"],
      "2300 is the superseded rate; current.rate_minor is 2400.")

# ---------------------------------------------------------------- 21. late-shift-cancel
scn = "late-shift-cancel"
q = "I need to cancel my shift tomorrow at Lakeshore. Can you do it for me?"
now = "2026-03-13T09:00:00-05:00"
ev = [
    rec("get_shifts#W-71530", "tool:get_shifts", {
        "worker_id": "W-71530", "timezone": CHI,
        "shifts": [
            {"shift_id": "SH-90214", "client": "Lakeshore Events Center", "role": "Banquet Server",
             "start_epoch": ep("2026-03-14T16:00", CHI), "end_epoch": ep("2026-03-14T23:00", CHI),
             "status": "CONFIRMED", "rate_minor": 1800},
            {"shift_id": "SH-90377", "client": "Lakeshore Events Center", "role": "Banquet Server",
             "start_epoch": ep("2026-03-21T10:00", CHI), "end_epoch": ep("2026-03-21T16:00", CHI),
             "status": "CONFIRMED", "rate_minor": 1800}],
        "late_cancellations_60d": 0}),
    refused("cancel_shift#call-1", "cancel_shift", "DENY", {"shift_id": "SH-90214", "reason": "INSIDE_48H_WINDOW"}),
    pol("shifts#cancellation", "Associates may cancel a confirmed shift in the app up to 48 hours before it starts. "
        "Inside 48 hours, the associate must call their recruiter, who will try to find a replacement. Two late "
        "cancellations within 60 days may result in removal from the client's roster. Cancellations for documented "
        "medical emergencies do not count toward this limit.", revision="2025-10"),
]
B.ok(scn, q, "Hi Tyler, I wasn't able to cancel tomorrow's banquet server shift (4:00–11:00 PM at Lakeshore Events "
     "Center) because it starts in less than 48 hours. Please call your recruiter as soon as possible so they can "
     "look for a replacement. Your March 21 shift from 10:00 AM to 4:00 PM is still confirmed.",
     ev, [S("I wasn't able to cancel tomorrow's banquet server shift"), S("4:00–11:00 PM at Lakeshore Events Center"),
          S("starts in less than 48 hours"), S("call your recruiter"), S("look for a replacement"),
          S("March 21 shift from 10:00 AM to 4:00 PM is still confirmed")],
     ["recruiter", "4:00"],
     "cancel_shift DENY INSIDE_48H_WINDOW; SH-90214 is 16:00-23:00 CDT on 2026-03-14; SH-90377 CONFIRMED "
     "2026-03-21 10:00-16:00.", now=now)
B.ok(scn, q, "The app couldn't cancel shift SH-90214 since it's inside the 48-hour window, so you'll need to phone "
     "your recruiter. Keep in mind that two late cancellations within 60 days may lead to removal from the client's "
     "roster, unless the cancellation is for a documented medical emergency.",
     ev, [S("couldn't cancel shift SH-90214"), S("inside the 48-hour window"), S("phone your recruiter"),
          S("two late cancellations within 60 days"), S("documented medical emergency")],
     ["SH-90214", "48-hour"],
     "Refused call DENY with reason INSIDE_48H_WINDOW; late-cancellation sentences of the policy.", now=now)
B.bad(scn, q, "Hi Tyler, I've cancelled your banquet server shift for tomorrow at Lakeshore Events Center. Your March "
      "21 shift from 10:00 AM to 4:00 PM is still on.",
      ev, [C("I've cancelled your banquet server shift", "NOT_EXECUTED"),
           S("March 21 shift from 10:00 AM to 4:00 PM is still on")],
      ["refused_call_effect"], ["I've cancelled your banquet server shift"],
      "cancel_shift was refused (DENY); SH-90214 is still CONFIRMED.", now=now)
B.bad(scn, q, "Hi Tyler, tomorrow's shift starts at 9:00 PM, which is inside the 48-hour window, so I couldn't cancel "
      "it in the app. Please call your recruiter. Three late cancellations within 60 days may lead to removal from "
      "the client's roster.",
      ev, [C("tomorrow's shift starts at 9:00 PM", "VALUE_MISMATCH", "DATE_MISMATCH"),
           S("inside the 48-hour window"), S("I couldn't cancel it in the app"), S("Please call your recruiter"),
           C("Three late cancellations within 60 days", "NLI_CONTRADICTION")],
      ["unit_conversion", "wrong_policy_condition"], ["9:00 PM", "Three late cancellations"],
      "21:00 is the start in UTC; in Chicago (CDT) the shift starts at 4:00 PM. The policy says two late "
      "cancellations.", now=now)
B.fix(scn, q, "Hi Tyler, I couldn't cancel shift SH-90377 for tomorrow because it starts within 48 hours. Please call "
      "your recruiter so they can find a replacement.",
      ev, [C("couldn't cancel shift SH-90377 for tomorrow", "IDENTIFIER_MISMATCH"),
           S("starts within 48 hours"), S("call your recruiter")],
      ["wrong_id"], ["SH-90377"], ["SH-90214", "recruiter"],
      "Tomorrow's shift is SH-90214 (the refused call names it); SH-90377 is March 21.", now=now)
