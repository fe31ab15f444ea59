from common import *

# ---------------------------------------------------------------- 13. choir season dues
b = Bundle("choir-dues", "choir membership",
    "How much do I still owe on my dues for this season?",
    [rec("search_members#nunez", "search_members", search([
        hit("cantabile-dues", "CCS-0388-2526", 9.8, {
            "member_no": "CCS-0388", "member": "Percival Nunez", "season": "2025-26", "rate_code": "STANDARD",
            "dues_total": 240.0, "currency": "BZD", "state": "PART_PAID",
            "instalments": [{"n": 1, "amount": 120.0, "state": "PAID", "paid_at": ems(2025, 9, 5, 19, 20)},
                            {"n": 2, "amount": 120.0, "state": "OPEN", "due_on": "2026-03-31"}]}),
        hit("cantabile-dues", "CCS-0389-2526", 7.4, {
            "member_no": "CCS-0389", "member": "Celestine Nunez", "season": "2025-26", "rate_code": "SENIOR",
            "dues_total": 160.0, "currency": "BZD", "state": "PAID",
            "instalments": [{"n": 1, "amount": 160.0, "state": "PAID", "paid_at": ems(2025, 9, 5, 19, 22)}]}),
    ], aggs={"paid_this_season": {"buckets": [{"key": "CCS-0388", "doc_count": 1, "sum_paid": {"value": 120.0}},
                                              {"key": "CCS-0389", "doc_count": 1, "sum_paid": {"value": 160.0}}]}})),
     pol("policy#dues", "Music folders and scores are lent free of charge for the season. "
         "Season dues are BZ$240.00, or BZ$160.00 for students and members over 65. "
         "Dues may be paid in two equal instalments, the second falling due on March 31. "
         "Members whose dues are unpaid 30 days after the due date may not sing in the spring concert.", revision="2025-26")],
    now="2026-03-10T18:00:00-06:00")

ok(b, "Good evening, Mr. Nunez — your first instalment of BZ$120.00 for the 2025–26 season was received on September 5, "
      "and the second instalment of BZ$120.00 falls due on March 31. Once that is paid, your season dues of BZ$240.00 will be settled in full.",
   [P("first instalment of BZ$120.00", "S"), P("received on September 5", "S"), P("second instalment of BZ$120.00", "S"),
    P("falls due on March 31", "S"), P("season dues of BZ$240.00", "S")],
   ["March 31", "BZ$240.00"], "CCS-0388 (not his wife's CCS-0389): 240.0 STANDARD, instalment 1 paid 9/5, instalment 2 of 120.0 due 2026-03-31.")

ok(b, "Dear Mr. Nunez,\nOne hundred twenty Belize dollars remains on your season dues, due by the end of March. "
      "Your music folder and scores are lent to you free of charge for the season.\nIn song,\nCantabile Choral Society",
   [P("One hundred twenty Belize dollars remains", "S"), P("due by the end of March", "S"), P("lent to you free of charge", "S")],
   ["One hundred twenty"], "240 - 120 paid = 120 open, due 3/31; free loan of scores in the policy.")

bad(b, "Mr. Nunez, thank you for your faithful singing this season. Your dues are at the senior rate of BZ$160.00, "
       "and your first instalment of BZ$120.00 has been received. The second is due on March 31.",
    [P("thank you for your faithful singing", "N"), P("senior rate of BZ$160.00", "C", ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]),
     P("first instalment of BZ$120.00 has been received", "S"), P("The second is due on March 31", "S")],
    ["other_record_value"], ["senior rate of BZ$160.00"],
    "SENIOR at 160.0 is Celestine Nunez's record CCS-0389; Percival is STANDARD at 240.0.")

bad(b, "Dear Mr. Nunez, your first instalment was received on September 15, and BZ$120.00 remains, due March 31. "
       "Please note that members whose dues are not paid by the due date may not sing in the spring concert.",
    [P("received on September 15", "C", ["DATE_MISMATCH"]), P("BZ$120.00 remains, due March 31", "S"),
     P("not paid by the due date may not sing", "C", ["NLI_CONTRADICTION"])],
    ["wrong_date", "wrong_policy_condition"], ["September 15", "not paid by the due date"],
    "paid_at is 9/5. The policy bars singers only when dues are unpaid 30 days after the due date.")

rep(b, "Mr. Nunez, your first instalment of BZ$120.00 has been received, and the remaining BZ$120.00 is due on March 1.",
    [P("first instalment of BZ$120.00 has been received", "S"), P("due on March 1", "C", ["DATE_MISMATCH"])],
    ["wrong_date"], ["due on March 1."], ["March 31|3/31", "120.00|120"], "Instalment 2 due_on is 2026-03-31.")

# ---------------------------------------------------------------- 14. audition result
b = Bundle("audition-result", "choir membership",
    "Did I get in? Which part will I sing and when do I start?",
    [rec("search_applications#staine", "search_applications", search([
        hit("cantabile-applications", "APP-0617", 11.0, {
            "application_no": "APP-0617", "applicant": "Genevieve Staine", "auditioned_on": "2026-01-17",
            "result": "ACCEPTED", "voice_part": "ALTO_2", "section_leader": "Mrs. Daphne Orellana",
            "first_rehearsal": {"start": ems(2026, 1, 27, 18, 30), "duration": "PT2H", "venue": "Wesley Hall"}}),
        hit("cantabile-applications", "APP-0402", 6.3, {
            "application_no": "APP-0402", "applicant": "Genevieve Staine", "auditioned_on": "2024-08-24",
            "result": "WAITLISTED", "voice_part": "MEZZO"}),
        hit("cantabile-applications", "APP-0619", 4.0, {
            "application_no": "APP-0619", "applicant": "Loretta Vasquez", "auditioned_on": "2026-01-17",
            "result": "ACCEPTED", "voice_part": "SOPRANO_1", "section_leader": "Mr. Ambrose Hyde",
            "first_rehearsal": {"start": ems(2026, 1, 27, 19, 30), "duration": "PT1H", "venue": "Wesley Hall"}}),
    ])),
     pol("policy#membership", "Rehearsals are held weekly during term. New members serve a probation of one term, after which the music director confirms full membership. "
         "Members may miss no more than three rehearsals in a term without leave.", revision="v9")],
    now="2026-01-20T12:00:00-06:00")

ok(b, "Dear Miss Staine, it is my great pleasure to tell you that your audition on January 17 was successful, and you have been placed among the second altos. "
      "Your first rehearsal is next Tuesday, January 27, at 6:30 PM in Wesley Hall, and Mrs. Daphne Orellana leads your section.",
   [P("your audition on January 17 was successful", "S"), P("placed among the second altos", "S"),
    P("first rehearsal is next Tuesday, January 27, at 6:30 PM", "S"), P("in Wesley Hall", "S"), P("Mrs. Daphne Orellana leads your section", "S")],
   ["second altos", "6:30 PM"], "APP-0617: ACCEPTED, ALTO_2, leader Orellana, first rehearsal 1/27 6:30 PM Belize (a Tuesday) at Wesley Hall.")

ok(b, "Miss Staine: accepted, Alto 2. Your first rehearsal runs two hours, and as a new member you will serve one term of probation before full membership is confirmed.",
   [P("accepted, Alto 2", "S"), P("Your first rehearsal runs two hours", "S"), P("one term of probation", "S")],
   ["Alto 2"], "result and voice_part on APP-0617; duration PT2H; probation in the policy.")

bad(b, "Dear Miss Staine, congratulations, you have been accepted and placed with the first sopranos. "
       "Your first rehearsal is on January 27 at 7:30 PM in Wesley Hall.",
    [P("you have been accepted", "S"), P("placed with the first sopranos", "C", ["VALUE_MISMATCH"]),
     P("January 27 at 7:30 PM", "C", ["DATE_MISMATCH", "VALUE_MISMATCH"]), P("in Wesley Hall", "S")],
    ["other_record_value", "other_record_value"], ["first sopranos", "7:30 PM"],
    "SOPRANO_1 and the 7:30 PM start belong to Loretta Vasquez's APP-0619; Miss Staine is ALTO_2 from 6:30 PM.")

bad(b, "Miss Staine, you have been placed in Alto 2 and begin on Tuesday, January 27. Your section leader is Mrs. Daphne Orellana. "
       "You may miss up to five rehearsals a term without asking leave.",
    [P("placed in Alto 2", "S"), P("begin on Tuesday, January 27", "S"), P("section leader is Mrs. Daphne Orellana", "S"),
     P("up to five rehearsals a term", "C", ["NLI_CONTRADICTION"])],
    ["wrong_policy_condition"], ["up to five rehearsals"], "Policy allows no more than three missed rehearsals without leave.")

rep(b, "Dear Miss Staine, you have been accepted as an Alto 2, and your first rehearsal is on Tuesday, January 27, at 6:30 PM in St. John's Hall.",
    [P("accepted as an Alto 2", "S"), P("Tuesday, January 27, at 6:30 PM", "S"), P("in St. John's Hall", "C", ["VALUE_MISMATCH"])],
    ["wrong_value"], ["St. John's Hall"], ["Wesley Hall|Wesley", "January 27|1/27"], "first_rehearsal.venue is Wesley Hall.")

# ---------------------------------------------------------------- 15. concert tickets & comp condition
b = Bundle("concert-comp-tickets", "choir membership",
    "I've reserved three tickets for the spring concert. Do I also get my two free member tickets?",
    [rec("search_members#tillett", "search_members", search([
        hit("cantabile-members", "CCS-0207", 8.9, {
            "member_no": "CCS-0207", "member": "Barnaby Tillett", "tier": "FULL", "voice_part": "BASS_1",
            "attendance": {"term": "2026-SPRING", "rehearsals_held": 20, "attended": 14, "rate": 0.7},
            "comp_tickets": {"allowance": 2, "eligible": False, "reason": "ATTENDANCE_BELOW_THRESHOLD"}}),
    ])),
     rec("search_ticket_orders#tillett", "search_ticket_orders", search([
        hit("cantabile-tickets", "TKT-8812", 10.2, {
            "order_no": "TKT-8812", "member_no": "CCS-0207", "state": "RESERVED", "paid": False,
            "event": {"title": "Spring Concert: The Creation", "venue": "Riverside Hall", "starts_at": ems(2026, 5, 16, 19, 0)},
            "qty": 3, "price_type": "MEMBER", "unit_price": 25.0, "total": 75.0, "currency": "BZD",
            "reserved_at": ems(2026, 4, 25, 17, 0), "hold_expires_at": ems(2026, 5, 2, 17, 0)}),
        hit("cantabile-tickets", "TKT-8790", 4.4, {
            "order_no": "TKT-8790", "member_no": "CCS-0311", "state": "CONFIRMED", "paid": True,
            "event": {"title": "Spring Concert: The Creation", "venue": "Riverside Hall", "starts_at": ems(2026, 5, 16, 19, 0)},
            "qty": 2, "price_type": "COMPLIMENTARY", "unit_price": 0.0, "total": 0.0, "currency": "BZD"}),
    ], aggs={"price_types": {"buckets": [{"key": "MEMBER", "doc_count": 1}, {"key": "COMPLIMENTARY", "doc_count": 1}]}})),
     pol("policy#tickets", "All members may buy up to four further tickets at the member price of BZ$25.00. "
         "Members who attend at least 80% of the term's rehearsals receive two complimentary tickets to the spring concert. "
         "Reserved tickets are held for 7 days and released if not paid.", revision="2026-SPRING")],
    now="2026-04-27T10:00:00-06:00")

ok(b, "Good morning, Mr. Tillett — your three tickets for the Spring Concert on Saturday, May 16, at 7:00 PM are reserved at the member price, BZ$75.00 in all. "
      "They are held for you until 5:00 PM on May 2. I am sorry to say the two complimentary tickets are not available this term, "
      "as they are given only when at least 80% of rehearsals are attended and the register shows 14 of 20.",
   [P("your three tickets for the Spring Concert", "S"), P("Saturday, May 16, at 7:00 PM", "S"), P("BZ$75.00 in all", "S"),
    P("held for you until 5:00 PM on May 2", "S"), P("two complimentary tickets are not available this term", "S"),
    P("at least 80% of rehearsals are attended", "S"), P("the register shows 14 of 20", "S")],
   ["BZ$75.00", "May 2"], "TKT-8812: 3 x 25.0 MEMBER = 75.0, RESERVED, hold to 5/2 5 PM, concert 5/16 7 PM; comp_tickets.eligible false, attended 14/20; 80% rule in policy.")

ok(b, "Dear Mr. Tillett,\nYour reservation TKT-8812 is for 3 tickets at BZ$25.00 each and is not yet paid. "
      "Your attendance this term stands at 70%, just short of what the complimentary tickets require.\nWith musical regards,\nCantabile",
   [P("reservation TKT-8812 is for 3 tickets at BZ$25.00 each", "S"), P("is not yet paid", "S"),
    P("attendance this term stands at 70%", "S"), P("just short of what the complimentary tickets require", "S")],
   ["TKT-8812", "70%"], "qty 3, unit_price 25.0, paid false; attendance.rate 0.7 against the 80% threshold.")

bad(b, "Mr. Tillett, your three member-price tickets for May 16 are reserved, and your two complimentary tickets have been added as well. The total is BZ$75.00.",
    [P("three member-price tickets for May 16 are reserved", "S"),
     P("your two complimentary tickets have been added as well", "CI", ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"]),
     P("The total is BZ$75.00", "S")],
    ["condition_unmet"], ["complimentary tickets have been added"],
    "comp_tickets.eligible is false (14 of 20 rehearsals, under 80%); the order holds 3 MEMBER tickets only.")

bad(b, "Dear Mr. Tillett, your three tickets for the concert on May 16 come to BZ$105.00 and will be held for fourteen days before release.",
    [P("concert on May 16", "S"), P("come to BZ$105.00", "C", ["AMOUNT_MISMATCH"]), P("held for fourteen days", "C", ["NLI_CONTRADICTION", "DATE_MISMATCH"])],
    ["wrong_amount", "wrong_period"], ["BZ$105.00", "fourteen days"],
    "The order total is 75.0 (member price); holds last 7 days, ending 5/2.")

rep(b, "Mr. Tillett, your three tickets for May 16 come to BZ$75.00, and as a full member you also receive two complimentary tickets.",
    [P("three tickets for May 16", "S"), P("come to BZ$75.00", "S"),
     P("you also receive two complimentary tickets", "CI", ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"])],
    ["condition_unmet"], ["you also receive two complimentary"],
    ["not eligible|not available|80%|not receive|do not|don't|isn't|is not|unfortunately", "75.00|75"],
    "comp_tickets.eligible false: attendance 70% against the 80% requirement.")

# ---------------------------------------------------------------- 16. leave of absence escalated
b = Bundle("leave-of-absence", "choir membership",
    "I'm having surgery and need to pause my membership from May to July.",
    [rec("search_members#tun", "search_members", search([
        hit("cantabile-members", "CCS-0144", 9.5, {
            "member_no": "CCS-0144", "member": "Evangeline Tun", "state": "ACTIVE", "voice_part": "SOPRANO_2",
            "member_since": "2014-09-01", "dues_state": "PAID"}),
        hit("cantabile-leave", "LOA-0031", 5.9, {
            "leave_no": "LOA-0031", "member_no": "CCS-0144", "state": "COMPLETED",
            "from": "2022-02-01", "to": "2022-03-31"}),
    ])),
     refused("pause_membership#1", "pause_membership", "ESCALATE", {"member_no": "CCS-0144", "from": "2026-05-01", "to": "2026-07-31"}),
     pol("policy#leave", "A member may take a leave of absence of up to six months on the committee's approval; requests are reviewed at the committee's monthly meeting. "
         "Dues already paid are carried forward to cover the equivalent period on return. "
         "A member's place in the section is kept during an approved leave.", revision="v3"),
     passage("kb#committee", "The Cantabile committee meets on the first Thursday of each month at 5:30 PM.\nMeetings are held in the library of Wesley Hall.")],
    now="2026-04-24T11:00:00-06:00")

ok(b, "Dear Mrs. Tun, I do hope the surgery goes gently. I could not grant the pause myself; your request for leave from May 1 to July 31 has gone to the committee, "
      "which reviews such requests at its monthly meeting. If approved, your place among the second sopranos will be kept for you, and dues already paid will be carried forward to your return.",
   [P("I do hope the surgery goes gently", "N"), P("could not grant the pause myself", "S"), P("from May 1 to July 31 has gone to the committee", "S"),
    P("reviews such requests at its monthly meeting", "S"), P("your place among the second sopranos will be kept", "S"),
    P("carried forward to your return", "S")],
   ["committee", "May 1 to July 31"], "pause_membership ESCALATEd with 5/1-7/31; voice_part SOPRANO_2; policy on committee review, place kept, dues carried forward.")

ok(b, "Mrs. Tun, your leave request is with the committee, which next meets on Thursday, May 7, at 5:30 PM.",
   [P("your leave request is with the committee", "S"), P("next meets on Thursday, May 7, at 5:30 PM", "S")],
   ["May 7"], "Escalated call; KB: first Thursday of each month at 5:30 PM, and the first Thursday of May 2026 is May 7.")

bad(b, "Dear Mrs. Tun, your membership has been paused from May 1 to July 31, and your place in the second sopranos is kept. "
       "Members may take up to three months' leave in all.",
    [P("your membership has been paused from May 1 to July 31", "C", ["NOT_EXECUTED"]), P("your place in the second sopranos is kept", "S"),
     P("up to three months' leave", "C", ["NLI_CONTRADICTION"])],
    ["refused_call_effect", "wrong_period"], ["has been paused", "three months' leave"],
    "pause_membership was escalated, not done. Policy allows up to six months.")

bad(b, "Mrs. Tun, your request has been passed to the committee for approval. Should it be approved, the dues for the months you are away will be refunded to you.",
    [P("passed to the committee for approval", "S"), P("will be refunded to you", "C", ["NLI_CONTRADICTION"])],
    ["wrong_policy_condition"], ["refunded to you"], "Policy carries paid dues forward; it does not refund them.")

rep(b, "Mrs. Tun, I have placed your membership on pause from May 1 to July 31, and your place among the second sopranos will be kept.",
    [P("I have placed your membership on pause", "C", ["NOT_EXECUTED"]), P("your place among the second sopranos will be kept", "S")],
    ["refused_call_effect"], ["I have placed your membership on pause"],
    ["committee|could not|couldn't|unable|not able|approval|review", "second soprano|May 1"],
    "pause_membership was ESCALATEd to the committee.")
