DOMAIN = "golf-club membership"

# ---------------- G3: waiting list position ----------------
g3_ev = [
    rec("search_waitlist#dunbar", "tool:search_waitlist", es([
        hit("kgc-waitlist", "WL-0291", 9.64, 5, 3311, {
            "application_ref": "WL-0291",
            "applicant": {"name": "Hamish Dunbar", "postcode_district": "KY16"},
            "category_applied": "FULL", "applied_on": "2025-09-22", "queue_position": 14,
            "status": "AWAITING_SECONDER",
            "proposer": {"member_no": "KGC-1188", "name": "Iain Baxter", "signed_on": "2025-09-20"},
            "seconder": None}),
        hit("kgc-waitlist", "WL-0219", 6.11, 8, 2874, {
            "application_ref": "WL-0219",
            "applicant": {"name": "Hamish Dunlop", "postcode_district": "KY15"},
            "category_applied": "INTERMEDIATE", "applied_on": "2024-11-03", "queue_position": 3,
            "status": "OFFER_MADE",
            "proposer": {"member_no": "KGC-0931", "name": "Ruth Glen", "signed_on": "2024-10-28"},
            "seconder": {"member_no": "KGC-1420", "name": "Peter Howie", "signed_on": "2024-10-30"}}),
    ], took=3, aggs={"by_category": {"doc_count_error_upper_bound": 0, "sum_other_doc_count": 0, "buckets": [
        {"key": "FULL", "doc_count": 42}, {"key": "INTERMEDIATE", "doc_count": 9}, {"key": "JUNIOR", "doc_count": 3}]}})),
    pol("kgc-policy#admissions",
        "Every application needs a proposer and a seconder, both full members of at least two years' standing. "
        "Applications keep their place on the list while signatures are gathered, but no offer can be made until "
        "both have signed. When a place is offered, the joining fee of £500 is payable within 28 days of the offer "
        "letter. An applicant who declines two offers is removed from the list. The list is reviewed by the "
        "committee each March.", revision="2025.3"),
    psg("kb-joining#offers",
        "Joining Kinloch\nThe club typically makes between eight and twelve full-membership offers each spring, "
        "depending on resignations over the winter.", source="kinlochgolf.example/joining"),
]
g3_q = "Could you tell me where I am on the waiting list? Application WL-0291, Hamish Dunbar."

add("waiting-list", g3_q,
    "Hi Hamish, thanks for asking! Your application (WL-0291) is 14th in the queue for full membership, out of 42 "
    "people on that list. Iain Baxter has signed as your proposer, but we're still waiting on a seconder, and I'm "
    "afraid no offer can be made until both have signed.",
    g3_ev,
    [P("14th in the queue for full membership", S),
     P("out of 42 people", S),
     P("Iain Baxter has signed as your proposer", S),
     P("still waiting on a seconder", S),
     P("no offer can be made until both have signed", S)],
    notes="WL-0291: queue_position 14, FULL, AWAITING_SECONDER, proposer Iain Baxter; FULL bucket doc_count 42; admissions policy on signatures.",
    includes=["14th", "42"])

add("waiting-list", g3_q,
    "Dear Hamish,\nSorry for the delay – the waiting list has kept me busy this month! You applied on 22 September "
    "2025 and you're currently number fourteen on the full list. When an offer does come, the £500 joining fee is "
    "due within 28 days. For what it's worth, we usually make eight to twelve full offers each spring.\nKind "
    "regards,\nMorag",
    g3_ev,
    [P("Sorry for the delay", NA),
     P("applied on 22 September 2025", S),
     P("number fourteen on the full list", S),
     P("the £500 joining fee", S),
     P("due within 28 days", S),
     P("eight to twelve full offers each spring", S)],
    notes="WL-0291 applied_on 2025-09-22, queue_position 14; admissions policy (£500 within 28 days); kb passage (8-12 offers each spring).",
    includes=["fourteen", "£500"])

add("waiting-list", g3_q,
    "Hamish – WL-0291 is 14th for full membership. Still needs a seconder before any offer can be made.",
    g3_ev,
    [P("WL-0291 is 14th for full membership", S),
     P("Still needs a seconder", S),
     P("before any offer can be made", S)],
    notes="WL-0291 queue_position 14, status AWAITING_SECONDER, seconder null; the policy bars offers until both sign.",
    includes=["14th"])

add("waiting-list", g3_q,
    "Hi Hamish, good news – your application WL-0291 is complete, with both proposer and seconder signed, and "
    "you're 14th on the full-membership list. Once you get an offer you'll have 14 days to pay the £500 joining fee.",
    g3_ev,
    [P("is complete, with both proposer and seconder signed", C, ["RECORD_STATE_MISMATCH"]),
     P("14th on the full-membership list", S),
     P("14 days to pay", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"]),
     P("£500 joining fee", S)],
    errors=["wrong_state", "wrong_period"],
    notes="WL-0291 status AWAITING_SECONDER with seconder null; policy gives 28 days, not 14, to pay the joining fee.",
    excludes=["application WL-0291 is complete", "14 days to pay"])

add("waiting-list", g3_q,
    "Hi Hamish, thanks for being patient with us! Your membership number is WL-0291, and you're 14th in line. The "
    "full-membership list has 54 names on it at the moment. Iain Baxter is down as your proposer.",
    g3_ev,
    [P("Your membership number is WL-0291", [C, IE], ["IDENTIFIER_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"]),
     P("you're 14th in line", S),
     P("has 54 names on it", C, ["VALUE_MISMATCH"]),
     P("Iain Baxter is down as your proposer", S)],
    errors=["wrong_role", "wrong_arithmetic"],
    notes="WL-0291 is an application_ref, not a member number (he is not yet a member). 54 adds all three buckets; the FULL bucket is 42.",
    excludes=["membership number is WL-0291", "54 names"])

add("waiting-list", g3_q,
    "Hi Hamish, thanks for your patience! Your application WL-0291 is 3rd in the queue for full membership. Iain "
    "Baxter has signed as your proposer, and we're just waiting on a seconder now.",
    g3_ev,
    [P("is 3rd in the queue", C, ["VALUE_MISMATCH"]),
     P("Iain Baxter has signed as your proposer", S),
     P("just waiting on a seconder", S)],
    errors=["other_record_value"],
    notes="Position 3 belongs to WL-0219 (Hamish Dunlop, intermediate); WL-0291 has queue_position 14.",
    excludes=["3rd in the queue"], includes=["14th|fourteenth|14", "Iain Baxter"], repair=True)

# ---------------- G4: resignation, medical refund escalated ----------------
g4_ev = [
    rec("search_member_docs#KGC-1552", "tool:search_member_docs", es([
        hit("kgc-resignations", "RS-1142", 13.2, 2, 611, {
            "resignation_ref": "RS-1142", "member_no": "KGC-1552", "member_name": "Gordon Millar",
            "received_at": "2026-06-03T14:22:00+01:00", "reason_code": "MEDICAL",
            "effective_date": "2026-06-30",
            "refund_request": {"requested": True, "status": "REFERRED_TO_COMMITTEE",
                               "amount_requested_pence": 66750, "basis": "PRO_RATA_9_OF_12"},
            "status": "ACKNOWLEDGED"}),
        hit("kgc-subscriptions-2026", "KGC-1552-2026", 8.8, 4, 20102, {
            "member_no": "KGC-1552", "member_name": "Gordon Millar", "season": "2026-27",
            "category": "SEVEN_DAY",
            "subscription": {"amount_pence": 89000, "currency": "GBP", "status": "PAID", "paid_on": "2026-03-28"}},
            term=2),
        hit("kgc-resignations", "RS-0988", 5.2, 3, 402, {
            "resignation_ref": "RS-0988", "member_no": "KGC-1552", "member_name": "Gordon Millar",
            "received_at": "2019-11-18T10:05:00Z", "reason_code": "RELOCATION",
            "effective_date": "2019-11-30", "refund_request": {"requested": False},
            "status": "WITHDRAWN"}),
    ], took=9)),
    refused("issue_refund#call-4", "issue_refund", "ESCALATE",
            {"member_no": "KGC-1552", "amount_pence": 66750, "reason": "MEDICAL_RESIGNATION"},
            note="requires General Committee approval"),
    pol("kgc-policy#resignations",
        "A resignation takes effect at the end of the calendar month in which the Secretary receives it. "
        "Subscriptions paid for the current season are not refundable after 1 June, except where a member resigns "
        "on medical grounds. Medical refunds are pro rata by whole months remaining and must be approved by the "
        "General Committee. The Committee meets on the first Tuesday of each month. Resigning members must clear "
        "their locker within 14 days of the effective date.", revision="2024.2"),
]
g4_q = ("I handed in my resignation on Wednesday for health reasons. When does it take effect and will I get some "
        "of my sub back? Gordon Millar KGC-1552")
g4_now = "2026-06-05T11:00:00+01:00"

add("resignation-refund", g4_q,
    "Dear Gordon,\nI'm very sorry to hear about your health, and thank you for letting us know. We received your "
    "resignation on 3 June, so it takes effect on 30 June. Because it's on medical grounds, your refund request of "
    "£667.50 has been referred to the General Committee – I couldn't process it myself. The Committee next meets "
    "on Tuesday 7 July.\nWarm regards,\nMorag",
    g4_ev,
    [P("I'm very sorry to hear about your health", NA),
     P("received your resignation on 3 June", S),
     P("takes effect on 30 June", S),
     P("refund request of £667.50 has been referred to the General Committee", S),
     P("I couldn't process it myself", S),
     P("next meets on Tuesday 7 July", S)],
    notes="RS-1142: received 2026-06-03, effective 2026-06-30, refund 66750 pence REFERRED_TO_COMMITTEE; issue_refund ESCALATED; committee meets first Tuesday, which in July 2026 is the 7th.",
    now=g4_now, includes=["30 June", "£667.50"])

add("resignation-refund", g4_q,
    "Hi Gordon, sorry for the delay in replying. Quick summary:\n• Resignation RS-1142 received 03/06/2026\n"
    "• Effective from 30/06/2026\n• Refund: medical refunds are worked out pro rata by whole months left and need "
    "the committee's approval, so yours has gone to them\n• Please clear your locker within 14 days of 30 June",
    g4_ev,
    [P("Resignation RS-1142 received 03/06/2026", S),
     P("Effective from 30/06/2026", S),
     P("pro rata by whole months left", S),
     P("need the committee's approval", S),
     P("yours has gone to them", S),
     P("clear your locker within 14 days", S)],
    notes="RS-1142 received_at / effective_date; refund_request REFERRED_TO_COMMITTEE and refused issue_refund ESCALATE; resignations policy on pro rata, approval and lockers.",
    now=g4_now, includes=["30/06/2026", "RS-1142"])

add("resignation-refund", g4_q,
    "Hi Gordon, thanks for letting me know, and I hope you're feeling better soon. Your resignation takes effect on "
    "3 June, the day we received it. I've gone ahead and refunded £667.50 to your card.",
    g4_ev,
    [P("takes effect on 3 June", C, ["DATE_MISMATCH"]),
     P("the day we received it", S),
     P("refunded £667.50 to your card", C, ["NOT_EXECUTED"])],
    errors=["wrong_date", "refused_call_effect"],
    notes="effective_date is 2026-06-30 (end of month of receipt). issue_refund was ESCALATED, not executed; refund status REFERRED_TO_COMMITTEE.",
    now=g4_now, excludes=["takes effect on 3 June", "refunded £667.50"])

add("resignation-refund", g4_q,
    "Hi Gordon, so sorry to hear you've been unwell. We got your resignation on 3 June and it'll take effect at the "
    "end of the month, on 30 June. Your refund request has been passed to the committee, who approve these as a "
    "formality, and refunds are worked out by the day from when you resign.",
    g4_ev,
    [P("got your resignation on 3 June", S),
     P("on 30 June", S),
     P("passed to the committee", S),
     P("approve these as a formality", [IE, C], ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "NLI_CONTRADICTION"]),
     P("worked out by the day", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    errors=["invented_promise", "wrong_policy_condition"],
    notes="Policy: medical refunds must be approved (no 'formality') and are pro rata by whole months remaining, not by the day.",
    now=g4_now, excludes=["approve these as a formality", "worked out by the day"])

add("resignation-refund", g4_q,
    "Dear Gordon, thank you for letting us know, and I'm sorry to hear you've not been well. Your resignation was "
    "received on 3 June and takes effect on 31 July. Your refund request has been referred to the General "
    "Committee for approval.",
    g4_ev,
    [P("received on 3 June", S),
     P("takes effect on 31 July", C, ["DATE_MISMATCH"]),
     P("referred to the General Committee", S)],
    errors=["wrong_date"],
    notes="RS-1142 effective_date 2026-06-30, and the policy says the end of the month of receipt.",
    now=g4_now, excludes=["31 July"], includes=["30 June|30/06|30th June", "3 June"], repair=True)
