from lib import rs, rec, pol, psg, refused, S, N, C, I, CI, ok, bad, fix

D = "allotment society"

# ---------------------------------------------------------------- A1 plot rent renewal
A1_EV = [
    rec("sql:members#LRA-0418", "warehouse:lami_ridge.members", rs(
        "01f3a9c2-7d1e-members",
        [("member_id", "VARCHAR"), ("full_name", "VARCHAR"), ("plot_code", "VARCHAR"), ("plot_size", "VARCHAR"),
         ("membership_status", "VARCHAR"), ("joined_on", "DATE"), ("renewal_due", "DATE"), ("email_opt_in", "BOOLEAN")],
        [["LRA-0418", "Mereani Tuilau", "B-14", "HALF", "ACTIVE", "2019-06-22", "2026-07-01", True]])),
    rec("sql:payments#LRA-0418", "warehouse:lami_ridge.payments", rs(
        "01f3a9c2-7d1f-payments",
        [("payment_id", "VARCHAR"), ("member_id", "VARCHAR"), ("plot_year", "VARCHAR"), ("amount", "DECIMAL(10,2)"),
         ("currency", "CHAR(3)"), ("status", "VARCHAR"), ("paid_at", "TIMESTAMP"), ("method", "VARCHAR")],
        [["PAY-77120", "LRA-0418", "2026-27", "85.00", "FJD", "SETTLED", "2026-06-18 22:14:05.000000 UTC", "MPAISA"],
         ["PAY-70233", "LRA-0418", "2025-26", "78.00", "FJD", "SETTLED", "2025-06-30 01:40:11.000000 UTC", "CASH"]])),
    rec("sql:fee_table", "warehouse:lami_ridge.fee_rules", rs(
        "01f3a9c2-7d20-fees",
        [("rule_code", "VARCHAR"), ("plot_size", "VARCHAR"), ("annual_fee", "DECIMAL(10,2)"),
         ("late_fee", "DECIMAL(10,2)"), ("grace_days", "INTEGER"), ("effective_from", "DATE")],
        [["FEE_2026", "HALF", "85.00", "15.00", 21, "2026-04-01"],
         ["FEE_2026", "FULL", "140.00", "15.00", 21, "2026-04-01"],
         ["FEE_2025", "HALF", "78.00", "10.00", 14, "2025-04-01"]])),
    pol("policy:plot-rent", "Plot rent covers one plot year, 1 July to 30 June. Reminders go out by email in May to "
        "members who have opted in. Rent received within 21 days after 1 July carries no penalty; after that a late "
        "fee of FJ$15.00 is added to the account. A half-plot holder may move up to a full plot at renewal if one is "
        "vacant, paying the difference in rent.", revision="2026-04"),
]

A1 = dict(scenario="plot-rent-renewal", domain=D, now="2026-06-20T09:15:00+12:00",
          question="Hi, did my plot rent go through? I paid on M-PAiSA yesterday.",
          evidence=A1_EV, drafts=[
    ok("Bula Mereani, yes, your rent of FJ$85.00 for plot B-14 came through on 19/06/2026 and it's marked as settled. "
       "That payment covers the 2026-27 plot year, which runs from 1 July to 30 June. Vinaka for keeping your plot "
       "looking so lovely!",
       [S("your rent of FJ$85.00 for plot B-14"), S("came through on 19/06/2026"), S("marked as settled"),
        S("covers the 2026-27 plot year"), S("runs from 1 July to 30 June"), N("Vinaka for keeping your plot")],
       "PAY-77120: 85.00 FJD SETTLED for 2026-27, paid_at 2026-06-18 22:14 UTC = 19/06 10:14 AM Fiji; policy gives "
       "the plot year.", ["FJ$85.00", "19/06/2026"]),
    ok("Bula! Here's what the ledger shows for you:\n- Payment PAY-77120: FJ$85.00 by M-PAiSA, settled\n"
       "- Received: 10:14 AM, 19 June 2026 (Fiji time)\n- Covers: plot year 2026-27 for your half plot, B-14\n"
       "As it arrived before 1 July, no late fee applies.",
       [S("Payment PAY-77120: FJ$85.00 by M-PAiSA"), S("10:14 AM, 19 June 2026"),
        S("plot year 2026-27 for your half plot"), S("no late fee applies")],
       "paid_at 22:14 UTC on 18/06 is 10:14 AM on 19/06 in Fiji (UTC+12); policy: no penalty within 21 days after "
       "1 July, so paying before 1 July carries none.", ["PAY-77120", "10:14 AM"]),
    ok("Yes, Mereani, yesterday's FJ$85 rent payment is settled, so plot B-14 is sorted for 2026-27.",
       [S("yesterday's FJ$85 rent payment is settled"), S("plot B-14 is sorted for 2026-27")],
       "now is 20/06 Fiji; PAY-77120 landed 19/06 Fiji time, 85.00 SETTLED, plot_year 2026-27.", ["FJ$85"]),
    bad("Bula Mereani, your FJ$85.00 rent for B-14 is settled, received 19/06/2026. For next year, remember there's "
        "a 14-day grace period after 1 July, and after that a FJ$10.00 late fee is added.",
        [S("your FJ$85.00 rent for B-14 is settled"), S("received 19/06/2026"),
         C("a 14-day grace period after 1 July", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         C("a FJ$10.00 late fee is added", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
        ["stale_value", "stale_value"],
        "Policy (and FEE_2026) say 21 days and FJ$15.00; 14 days and 10.00 are the superseded FEE_2025 row.",
        ["14-day grace", "FJ$10.00 late fee"]),
    bad("Bula Mereani! Your M-PAiSA payment of FJ$85.00 reached us at 10:14 PM on 18 June 2026 and is settled. "
        "That takes care of plot B-14 for the 2026-27 year.",
        [S("M-PAiSA payment of FJ$85.00"), C("10:14 PM on 18 June 2026", "DATE_MISMATCH", "VALUE_MISMATCH"),
         S("and is settled"), S("plot B-14 for the 2026-27 year")],
        ["unit_conversion"],
        "paid_at 2026-06-18 22:14 UTC is 10:14 AM on 19 June in Fiji; the draft reads the UTC clock as local.",
        ["10:14 PM on 18 June"]),
    bad("Bula Mereani, your payment for B-14 is settled for 2026-27. If you'd like a full plot, you can move up any "
        "time during the year if one is vacant, just paying the difference.",
        [S("your payment for B-14 is settled for 2026-27"),
         CI("move up any time during the year", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED")],
        ["wrong_policy_condition"],
        "Policy allows moving up to a full plot only at renewal, not any time during the year.",
        ["any time during the year"]),
    fix("Bula Mereani, your rent payment of FJ$140.00 for plot B-14 is settled, received 19/06/2026. Vinaka!",
        [C("rent payment of FJ$140.00 for plot B-14", "AMOUNT_MISMATCH"), S("received 19/06/2026")],
        ["other_record_value"],
        "PAY-77120 is 85.00; 140.00 is the FULL plot row of the fee table.",
        ["FJ$85.00|FJ$85|85.00", "19/06/2026|19 June"], ["FJ$140.00"]),
])

# ---------------------------------------------------------------- A2 waiting list
A2_EV = [
    rec("sql:applications#ravi", "warehouse:lami_ridge.waitlist", rs(
        "7a21c0de-waitlist",
        [("application_id", "VARCHAR"), ("applicant_name", "VARCHAR"), ("site_code", "VARCHAR"),
         ("size_requested", "VARCHAR"), ("status", "VARCHAR"), ("queue_position", "INTEGER"),
         ("applied_on", "DATE"), ("last_offer_on", "DATE")],
        [["WL-2291", "Ravi Chand", "VATUWAQA", "FULL", "WAITING", 7, "2025-11-03", None],
         ["WL-1874", "Ravi Chand", "LAMI_RIDGE", "HALF", "WITHDRAWN", None, "2024-08-19", "2025-02-10"]])),
    rec("sql:queue_summary", "warehouse:lami_ridge.queue_summary", rs(
        "7a21c0df-queue",
        [("site_code", "VARCHAR"), ("size", "VARCHAR"), ("waiting_count", "INTEGER"),
         ("offers_made_last_12m", "INTEGER"), ("avg_wait_days", "DECIMAL(6,1)")],
        [["VATUWAQA", "FULL", 23, 9, "410.5"], ["VATUWAQA", "HALF", 11, 14, "196.0"]],
        generated_at="2026-03-09 00:00:03.118000 UTC")),
    pol("policy:waitlist-offers", "Plots are offered in queue order as they become vacant. When a plot is offered "
        "you have 10 days to accept; if you don't reply in that time the offer passes to the next person and you "
        "keep your place. Turning down two offers moves an application to the back of the queue. Applicants may "
        "change the size they are waiting for once without losing their position.", revision="2025-09"),
]

A2 = dict(scenario="waitlist-position", domain=D, now="2026-03-09T14:00:00+12:00",
          question="How far up the list am I for a plot at Vatuwaqa? Been waiting ages.", evidence=A2_EV, drafts=[
    ok("Bula Ravi, thanks for hanging in there! Your application WL-2291 for a full plot at Vatuwaqa is still "
       "waiting, and you're number 7 in the queue. You applied on 03/11/2025. When a plot comes up you'll have "
       "10 days to say yes.",
       [N("thanks for hanging in there"), S("application WL-2291 for a full plot at Vatuwaqa"), S("still waiting"),
        S("number 7 in the queue"), S("applied on 03/11/2025"), S("10 days to say yes")],
       "WL-2291 row: FULL, VATUWAQA, WAITING, queue_position 7, applied 2025-11-03; policy gives 10 days.",
       ["number 7", "WL-2291"]),
    ok("Dear Ravi,\n\nYou are seventh in line for a full plot at Vatuwaqa (application WL-2291, lodged 3 November "
       "2025). If you'd rather wait for a half plot instead, you can switch size once and keep your position.\n\n"
       "Warm regards,\nSala, waitlist volunteer",
       [S("seventh in line for a full plot at Vatuwaqa"), S("lodged 3 November 2025"),
        S("switch size once and keep your position")],
       "queue_position 7, applied_on 2025-11-03; policy: one size change without losing position.",
       ["seventh", "3 November 2025"]),
    bad("Bula Ravi! You're number 7 for a full plot at Vatuwaqa, application WL-2291. If you miss the 10-day window "
        "on an offer, don't worry, you keep your place, though turning down one offer sends you to the back of the "
        "list.",
        [S("number 7 for a full plot at Vatuwaqa"), S("you keep your place"),
         CI("turning down one offer sends you to the back", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED")],
        ["wrong_policy_condition"],
        "Policy: it takes turning down two offers to move to the back of the queue.",
        ["turning down one offer"]),
    bad("Bula Ravi, your application is number 7 in the queue for a full plot at Vatuwaqa. You first applied on "
        "19/08/2024, so I know it's been a long wait. On average, full-plot applicants there wait about 196 days.",
        [S("number 7 in the queue for a full plot"), C("You first applied on 19/08/2024", "DATE_MISMATCH"),
         C("wait about 196 days", "VALUE_MISMATCH")],
        ["other_record_value", "other_record_value"],
        "19/08/2024 is the withdrawn WL-1874's applied_on (WL-2291: 2025-11-03); 196.0 is the HALF row, FULL is 410.5.",
        ["19/08/2024", "about 196 days"]),
    fix("Bula Ravi, application WL-2291 for a full plot at Vatuwaqa is waiting and sits at number 9 in the queue.",
        [S("application WL-2291 for a full plot at Vatuwaqa is waiting"), C("number 9 in the queue", "VALUE_MISMATCH")],
        ["wrong_role"],
        "queue_position is 7; 9 is offers_made_last_12m from the queue summary.",
        ["number 7|7th|seventh|position 7", "WL-2291"], ["number 9"]),
])

# ---------------------------------------------------------------- A3 invoice with water levy
A3_EV = [
    rec("sql:invoice_header#LRA-0977", "warehouse:lami_ridge.invoices", rs(
        "c4d88e10-inv-head",
        [("invoice_id", "VARCHAR"), ("member_id", "VARCHAR"), ("issued_on", "DATE"), ("due_on", "DATE"),
         ("total_due", "DECIMAL(10,2)"), ("amount_paid", "DECIMAL(10,2)"), ("status", "VARCHAR")],
        [["INV-2026-0311", "LRA-0977", "2026-06-01", "2026-07-21", "168.50", "100.00", "PART_PAID"],
         ["INV-2025-0290", "LRA-0977", "2025-06-02", "2025-07-21", "151.00", "151.00", "PAID"]])),
    rec("sql:invoice_lines#INV-2026-0311", "warehouse:lami_ridge.invoice_lines", rs(
        "c4d88e11-inv-lines",
        [("invoice_id", "VARCHAR"), ("line_no", "SMALLINT"), ("item_code", "VARCHAR"), ("description", "VARCHAR"),
         ("amount", "DECIMAL(10,2)"), ("currency", "CHAR(3)")],
        [["INV-2026-0311", 1, "PLOT_RENT_FULL", "Full plot rent 2026-27, plot D-03", "140.00", "FJD"],
         ["INV-2026-0311", 2, "WATER_LEVY", "Water levy (tank and pump upkeep)", "22.50", "FJD"],
         ["INV-2026-0311", 3, "COMPOST_SHARE", "Compost bay share", "6.00", "FJD"]])),
    pol("policy:levies-and-instalments", "The water levy is charged per plot, not per member, and goes to tank and "
        "pump upkeep. Full plots pay the full levy; half plots pay half. Invoices can be paid in up to two "
        "instalments, as long as the whole amount is in by the due date. Compost bay shares are optional and can be "
        "removed from an invoice on request before it is paid in full."),
]

A3 = dict(scenario="levy-invoice-balance", domain=D, now="2026-06-25T11:00:00+12:00",
          question="I paid $100 already, how much is left and what's the water levy for?", evidence=A3_EV, drafts=[
    ok("Bula Losana, vinaka for the FJ$100.00 payment! On invoice INV-2026-0311 there's FJ$68.50 left to pay, and "
       "it's due by 21/07/2026. The FJ$22.50 water levy goes towards keeping the tanks and pump running.",
       [S("vinaka for the FJ$100.00 payment"), S("there's FJ$68.50 left to pay"), S("due by 21/07/2026"),
        S("FJ$22.50 water levy"), S("keeping the tanks and pump running")],
       "total_due 168.50 - amount_paid 100.00 = 68.50; due_on 2026-07-21; WATER_LEVY line 22.50; policy purpose.",
       ["FJ$68.50", "21/07/2026"]),
    ok("Here's your 2026-27 invoice (INV-2026-0311):\n• Full plot rent: FJ$140.00\n• Water levy: FJ$22.50\n"
       "• Compost bay share: FJ$6.00\nTotal FJ$168.50, paid FJ$100.00, balance FJ$68.50. Paying in two parts is "
       "fine as long as the rest is in by 21 July.",
       [S("Full plot rent: FJ$140.00"), S("Water levy: FJ$22.50"), S("Compost bay share: FJ$6.00"),
        S("Total FJ$168.50"), S("paid FJ$100.00"), S("balance FJ$68.50"), S("Paying in two parts is fine")],
       "Invoice lines 140.00 + 22.50 + 6.00 = 168.50; paid 100.00; policy allows two instalments by the due date.",
       ["balance FJ$68.50"]),
    ok("Sixty-eight dollars fifty is what's left on your invoice, Losana. The compost bay share of FJ$6.00 is "
       "optional, and since the invoice isn't fully paid yet we can take it off if you'd rather.",
       [S("Sixty-eight dollars fifty is what's left"), S("compost bay share of FJ$6.00 is optional"),
        S("we can take it off if you'd rather")],
       "Balance 68.50; policy: compost share removable on request before the invoice is paid in full (status PART_PAID).",
       ["Sixty-eight dollars fifty"]),
    bad("Bula Losana! After your FJ$100.00 payment, the balance on INV-2026-0311 is FJ$62.50, due 21/07/2026. The "
        "water levy is FJ$22.50 and pays for tank and pump upkeep.",
        [S("After your FJ$100.00 payment"), C("balance on INV-2026-0311 is FJ$62.50", "AMOUNT_MISMATCH"),
         S("due 21/07/2026"), S("water levy is FJ$22.50")],
        ["wrong_arithmetic"],
        "140.00 + 22.50 + 6.00 - 100.00 = 68.50; 62.50 skips the compost share line.", ["FJ$62.50"]),
    bad("Bula Losana, you have FJ$68.50 left on your invoice, due on 01/06/2026. Since yours is a full plot you pay "
        "the full FJ$22.50 levy, and it's charged per member on the plot. Last year's invoice of FJ$151.00 was paid "
        "in full.",
        [S("FJ$68.50 left on your invoice"), C("due on 01/06/2026", "DATE_MISMATCH"),
         S("you pay the full FJ$22.50 levy"), C("charged per member on the plot", "NLI_CONTRADICTION"),
         S("Last year's invoice of FJ$151.00 was paid in full")],
        ["wrong_role", "wrong_policy_condition"],
        "2026-06-01 is issued_on, due_on is 2026-07-21; policy says the levy is charged per plot, not per member.",
        ["due on 01/06/2026", "charged per member"]),
    fix("Bula Losana, your invoice INV-2026-0311 comes to FJ$168.50 and, after your FJ$100.00, the balance is "
        "FJ$68.50. The water levy on it is FJ$11.25.",
        [S("comes to FJ$168.50"), S("the balance is FJ$68.50"), C("water levy on it is FJ$11.25", "AMOUNT_MISMATCH")],
        ["wrong_amount"],
        "WATER_LEVY line is 22.50 (full plot pays the full levy); 11.25 is the half-plot figure.",
        ["FJ$22.50|22.50", "FJ$68.50|68.50"], ["FJ$11.25"]),
])

# ---------------------------------------------------------------- A4 inspection warning, refused waiver
A4_EV = [
    rec("sql:inspections#A-07", "warehouse:lami_ridge.inspections", rs(
        "9e0b7731-insp",
        [("inspection_id", "VARCHAR"), ("plot_code", "VARCHAR"), ("member_id", "VARCHAR"), ("inspected_on", "DATE"),
         ("result", "VARCHAR"), ("notes_code", "VARCHAR"), ("reinspect_on", "DATE"), ("warning_level", "SMALLINT")],
        [["INS-5530", "A-07", "LRA-0652", "2026-04-11", "NEEDS_ATTENTION", "OVERGROWN_PATHS", "2026-05-09", 1],
         ["INS-4981", "A-07", "LRA-0652", "2025-10-18", "SATISFACTORY", None, None, 0]])),
    refused("call:waive_warning#INS-5530", "waive_warning", "ESCALATE",
            {"inspection_id": "INS-5530", "member_id": "LRA-0652", "reason": "MEDICAL"}),
    pol("policy:inspections", "Plots are inspected twice a year by the grounds committee. A plot marked as needing "
        "attention gets a first warning and a re-inspection about four weeks later. Two warnings in a row can lead to "
        "the plot being offered to the waiting list. Members going through illness or family hardship can ask the "
        "committee to pause a warning; the committee decides at its next monthly meeting."),
]

A4 = dict(scenario="inspection-warning", domain=D, now="2026-04-15T16:30:00+12:00",
          question="I got a notice saying my plot needs attention. I've been in hospital, can you cancel the warning?",
          evidence=A4_EV, drafts=[
    ok("Bula Tomasi, sorry to hear you've been in hospital, and I hope you're on the mend. The inspection on "
       "11/04/2026 marked plot A-07 as needing attention because of overgrown paths. I wasn't able to cancel the "
       "warning myself; I've passed your request to the committee, who decide these at their next monthly meeting. "
       "The re-inspection is currently set for 09/05/2026.",
       [N("sorry to hear you've been in hospital"), S("marked plot A-07 as needing attention"),
        S("because of overgrown paths"), S("wasn't able to cancel the warning myself"),
        S("passed your request to the committee"), S("decide these at their next monthly meeting"),
        S("re-inspection is currently set for 09/05/2026")],
       "INS-5530: 2026-04-11, NEEDS_ATTENTION, OVERGROWN_PATHS, reinspect 2026-05-09; waive_warning was ESCALATEd.",
       ["09/05/2026", "A-07"]),
    ok("Tomasi, your request to pause the first warning on A-07 has been referred to the grounds committee rather "
       "than approved on the spot. Until they decide, the re-inspection stays booked for Saturday 9 May.",
       [S("referred to the grounds committee rather than approved"), S("re-inspection stays booked for Saturday 9 May")],
       "refused_call decision ESCALATE; warning_level 1; reinspect_on 2026-05-09 is a Saturday.", ["9 May"]),
    bad("Bula Tomasi, get well soon! I've cancelled the first warning from the 11/04/2026 inspection, so it's off "
        "your record. Your inspection before that, in October, was satisfactory.",
        [N("get well soon"), C("I've cancelled the first warning", "NOT_EXECUTED"),
         S("in October, was satisfactory")],
        ["refused_call_effect"],
        "waive_warning was ESCALATEd, not executed; INS-4981 (2025-10-18) is SATISFACTORY.",
        ["I've cancelled the first warning"]),
    bad("Bula Tomasi. The inspection on 11/04/2026 found overgrown paths on A-07, and your re-inspection is on "
        "09/05/2026. Re-inspections usually happen about two weeks after a warning, and even a single warning can "
        "see a plot offered to the waiting list.",
        [S("found overgrown paths on A-07"), S("re-inspection is on 09/05/2026"),
         C("about two weeks after a warning", "NLI_CONTRADICTION"),
         C("even a single warning can see a plot offered", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED")],
        ["wrong_period", "wrong_policy_condition"],
        "Policy: re-inspection about four weeks later; it is two warnings in a row that can lose the plot.",
        ["about two weeks after a warning", "even a single warning"]),
    fix("Bula Tomasi, the inspection on 18/10/2025 marked plot A-07 as needing attention for overgrown paths. I "
        "couldn't cancel the warning myself, so I've sent your request to the committee.",
        [C("inspection on 18/10/2025", "DATE_MISMATCH"), S("couldn't cancel the warning myself"),
         S("sent your request to the committee")],
        ["other_record_value"],
        "The NEEDS_ATTENTION inspection is INS-5530 on 2026-04-11; 2025-10-18 is the earlier satisfactory one.",
        ["11/04/2026|11 April 2026|11 April", "committee"], ["18/10/2025"]),
])

# ---------------------------------------------------------------- A5 shed permit
A5_EV = [
    rec("sql:member_requests#LRA-1120", "warehouse:lami_ridge.requests", rs(
        "55aa01b3-req",
        [("request_id", "VARCHAR"), ("member_id", "VARCHAR"), ("request_type", "VARCHAR"), ("submitted_at", "TIMESTAMP"),
         ("state", "VARCHAR"), ("committee_meeting", "DATE"), ("fee", "DECIMAL(8,2)"), ("fee_paid", "BOOLEAN"),
         ("dimensions", "VARCHAR")],
        [["RQ-8841", "LRA-1120", "SHED_PERMIT", "2026-02-02 03:05:41.221000 UTC", "PENDING_COMMITTEE", "2026-02-24",
          "20.00", True, "1.8m x 1.2m"],
         ["RQ-8702", "LRA-1120", "WATER_TAP_REPAIR", "2026-01-12 20:48:00.000000 UTC", "CLOSED_DONE", None, "0.00",
          False, None]])),
    rec("sql:committee_meetings", "warehouse:lami_ridge.meetings", rs(
        "55aa01b4-meet",
        [("meeting_date", "DATE"), ("venue", "VARCHAR"), ("starts_local", "VARCHAR"), ("agenda_locked", "BOOLEAN")],
        [["2026-02-24", "Lami Community Hall", "18:30", False], ["2026-03-31", "Lami Community Hall", "18:30", False]])),
    pol("policy:structures", "Sheds, greenhouses and other structures need a permit before they are built. Permit "
        "requests go to the next committee meeting once the FJ$20.00 fee is paid. Sheds may be no larger than 2.4 m "
        "by 1.8 m and must sit at the back of the plot. Members are told the decision within 7 days of the meeting."),
]

A5 = dict(scenario="shed-permit", domain=D, now="2026-02-10T10:00:00+12:00",
          question="What's happening with my shed application?", evidence=A5_EV, drafts=[
    ok("Bula Anjali! Your shed permit request RQ-8841 is waiting for the committee, who'll look at it at their meeting "
       "on 24/02/2026 at 6:30 PM in Lami Community Hall. Your FJ$20.00 fee is paid, and you'll hear the decision "
       "within 7 days of that meeting.",
       [S("shed permit request RQ-8841 is waiting for the committee"), S("meeting on 24/02/2026 at 6:30 PM"),
        S("in Lami Community Hall"), S("FJ$20.00 fee is paid"), S("within 7 days of that meeting")],
       "RQ-8841 PENDING_COMMITTEE, meeting 2026-02-24 18:30 at Lami Community Hall, fee_paid true; policy 7 days.",
       ["24/02/2026", "RQ-8841"]),
    ok("Dear Anjali, your application for a 1.8 m by 1.2 m shed, sent in on 2 February 2026, is on the list for the "
       "committee meeting of 24 February. That size is within the 2.4 m by 1.8 m limit, so no worries there.\n"
       "Warm wishes from the plot committee",
       [S("1.8 m by 1.2 m shed"), S("sent in on 2 February 2026"), S("committee meeting of 24 February"),
        S("within the 2.4 m by 1.8 m limit")],
       "submitted_at 2026-02-02 03:05 UTC = 2 Feb 3:05 PM Fiji; dimensions 1.8m x 1.2m; policy limit 2.4 m by 1.8 m.",
       ["24 February"]),
    bad("Bula Anjali, good news, your shed permit RQ-8841 has been approved! Your FJ$20.00 fee came through too. "
        "Remember the shed needs to sit at the back of the plot.",
        [C("has been approved", "RECORD_STATE_MISMATCH"), S("Your FJ$20.00 fee came through"),
         S("sit at the back of the plot")],
        ["wrong_state"],
        "state is PENDING_COMMITTEE, not approved.", ["has been approved"]),
    bad("Bula Anjali, RQ-8841 goes to the committee on 24/02/2026; the meeting starts at 6:30 AM. I've also booked a "
        "volunteer to help you put the shed up once it's approved.",
        [S("RQ-8841 goes to the committee on 24/02/2026"), C("starts at 6:30 AM", "VALUE_MISMATCH", "DATE_MISMATCH"),
         I("booked a volunteer to help you", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
        ["wrong_time", "unrecorded_extra"],
        "starts_local is 18:30 (6:30 PM); no record holds a volunteer booking.", ["6:30 AM", "booked a volunteer"]),
    fix("Bula Anjali, your shed permit RQ-8841 is pending and will go to the committee meeting on 31/03/2026.",
        [S("shed permit RQ-8841 is pending"), C("committee meeting on 31/03/2026", "DATE_MISMATCH")],
        ["other_record_value"],
        "committee_meeting for RQ-8841 is 2026-02-24; 31/03 is the following meeting in the meetings table.",
        ["24/02/2026|24 February|24 Feb", "RQ-8841"], ["31/03/2026"]),
])

BUNDLES = [A1, A2, A3, A4, A5]
