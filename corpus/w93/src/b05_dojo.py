DOMAIN = "martial-arts dojo"

# ---------------- D1: kyu grading booking ----------------
d1_ev = [
    rec("search_gradings#tait", "tool:search_gradings", es([
        hit("dojo-gradings", "GRD-2026-06-0412", 12.2, 3, 5531, {
            "student_id": "STU-0412", "student_name": "Ewan Tait",
            "current_grade": "ORANGE_BELT_5_KYU", "target_grade": "GREEN_BELT_4_KYU",
            "grading_slot": "2026-06-13T10:30:00+01:00", "venue": "Main dojo, Stockbridge",
            "fee_pence": 3500, "fee_status": "UNPAID",
            "eligibility": {"classes_since_last_grading": 26, "required": 24, "instructor_recommended": True,
                            "eligible": True},
            "booking_status": "BOOKED"}),
        hit("dojo-gradings", "GRD-2026-06-0413", 10.6, 2, 5533, {
            "student_id": "STU-0413", "student_name": "Isla Tait",
            "current_grade": "WHITE_BELT_7_KYU", "target_grade": "YELLOW_BELT_6_KYU",
            "grading_slot": "2026-06-13T09:00:00+01:00", "venue": "Main dojo, Stockbridge",
            "fee_pence": 3500, "fee_status": "PAID",
            "eligibility": {"classes_since_last_grading": 31, "required": 24, "instructor_recommended": True,
                            "eligible": True},
            "booking_status": "BOOKED"}),
        hit("dojo-gradings", "GRD-2026-02-0412", 7.0, 5, 4120, {
            "student_id": "STU-0412", "student_name": "Ewan Tait",
            "current_grade": "YELLOW_BELT_6_KYU", "target_grade": "ORANGE_BELT_5_KYU",
            "grading_slot": "2026-02-14T10:30:00Z", "venue": "Main dojo, Stockbridge",
            "fee_pence": 3500, "fee_status": "PAID", "result": "PASSED", "booking_status": "COMPLETED"}),
    ], took=5)),
    pol("dojo-policy#grading",
        "Kyu-grade gradings cost £35, payable at reception or online before the day; students cannot grade with an "
        "unpaid fee. To be eligible, a student needs at least 24 classes since their last grading and the "
        "instructor's recommendation. Arrive 20 minutes before your slot in a clean gi with your belt tied. Results "
        "are announced at the end of the session and certificates are posted within 3 weeks.", revision="r12"),
]
d1_q = "Is Ewan booked in for Saturday's grading, and what time should he be there? (Dad – Stuart Tait)"
d1_now = "2026-06-08T19:00:00+01:00"

add("grading-booking", d1_q,
    "Hi Stuart, thanks for checking! Yes, Ewan is booked in to grade from orange to green belt this Saturday, 13 "
    "June, at 10:30. Please have him there by 10:10 – we ask everyone to arrive 20 minutes early in a clean gi. His "
    "£35 fee is still outstanding, and it needs to be paid before the day or he won't be able to grade.",
    d1_ev,
    [P("Ewan is booked in to grade from orange to green belt", S),
     P("this Saturday, 13 June, at 10:30", S),
     P("have him there by 10:10", S),
     P("arrive 20 minutes early in a clean gi", S),
     P("£35 fee is still outstanding", S),
     P("needs to be paid before the day or he won't be able to grade", S)],
    notes="GRD-2026-06-0412: BOOKED, orange to green, slot 2026-06-13T10:30+01:00, 3500 pence UNPAID; grading policy: 20 minutes early, unpaid fee bars grading.",
    now=d1_now, includes=["10:30", "13 June"])

add("grading-booking", d1_q,
    "Dear Stuart,\nApologies for the slow reply – it's been a busy week of gradings! Ewan's slot is half past ten on "
    "Saturday at the main dojo in Stockbridge. He's had 26 classes since his last grading, so he's comfortably over "
    "the 24 he needs.\nOss,\nSensei Gillian",
    d1_ev,
    [P("Apologies for the slow reply", NA),
     P("half past ten on Saturday", S),
     P("main dojo in Stockbridge", S),
     P("26 classes since his last grading", S),
     P("over the 24 he needs", S)],
    notes="GRD-2026-06-0412 grading_slot 10:30 Saturday 13 June, venue, eligibility 26 of 24 required.",
    now=d1_now, includes=["half past ten", "26 classes"])

add("grading-booking", d1_q,
    "Stuart – Ewan's booked for 10:30am Saturday (13/06), orange → green. Arrive by 10:10. £35 still to pay.",
    d1_ev,
    [P("booked for 10:30am Saturday (13/06)", S),
     P("orange → green", S),
     P("Arrive by 10:10", S),
     P("£35 still to pay", S)],
    notes="GRD-2026-06-0412 slot, grades and fee_status UNPAID; 10:10 is 20 minutes before the slot per policy.",
    now=d1_now, includes=["10:30am", "£35"])

add("grading-booking", d1_q,
    "Hi Stuart, yes, Ewan's all booked for Saturday's grading at 9:00am, and his £35 fee has already been paid. "
    "Please bring him 20 minutes early.",
    d1_ev,
    [P("Ewan's all booked for Saturday", S),
     P("grading at 9:00am", C, ["DATE_MISMATCH", "VALUE_MISMATCH"]),
     P("£35 fee has already been paid", C, ["RECORD_STATE_MISMATCH"]),
     P("bring him 20 minutes early", S)],
    errors=["other_record_value", "wrong_state"],
    notes="09:00 and fee PAID belong to his sister Isla's booking (GRD-2026-06-0413). Ewan's slot is 10:30 and his fee is UNPAID.",
    now=d1_now, excludes=["9:00am", "already been paid"])

add("grading-booking", d1_q,
    "Hi Stuart, thanks for your message! Ewan is booked in for 10:30 on Saturday 13 June, going for his green belt. "
    "Please get him there 10 minutes before his slot. Certificates are handed out on the day along with the results.",
    d1_ev,
    [P("booked in for 10:30 on Saturday 13 June", S),
     P("going for his green belt", S),
     P("10 minutes before his slot", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"]),
     P("Certificates are handed out on the day", C, ["NLI_CONTRADICTION"])],
    errors=["wrong_period", "wrong_policy_condition"],
    notes="Policy: arrive 20 minutes before the slot; results are given on the day but certificates are posted within 3 weeks.",
    now=d1_now, excludes=["10 minutes before his slot", "Certificates are handed out on the day"])

add("grading-booking", d1_q,
    "Hi Stuart, yes – Ewan is booked to grade for his green belt at 10:30 this Saturday. His £35 fee has been paid, "
    "and please bring him 20 minutes early in a clean gi.",
    d1_ev,
    [P("booked to grade for his green belt at 10:30 this Saturday", S),
     P("£35 fee has been paid", C, ["RECORD_STATE_MISMATCH"]),
     P("bring him 20 minutes early in a clean gi", S)],
    errors=["wrong_state"],
    notes="GRD-2026-06-0412 fee_status is UNPAID (the PAID fee is Isla's).",
    now=d1_now, excludes=["£35 fee has been paid"],
    includes=["unpaid|not been paid|not yet been paid|not paid|outstanding|still to pay|still needs to be paid|hasn't been paid|still owing|due before", "10:30"],
    repair=True)

# ---------------- D2: membership freeze escalated ----------------
d2_ev = [
    rec("search_memberships#rennie", "tool:search_memberships", es([
        hit("dojo-memberships", "MB-5503", 11.9, 14, 8801, {
            "membership_id": "MB-5503", "member": {"name": "Callum Rennie", "student_id": "STU-0288"},
            "plan": {"code": "ADULT_UNLIMITED", "monthly_fee_pence": 4800},
            "status": "ACTIVE",
            "direct_debit": {"mandate_ref": "DD-77-40213", "next_collection_at": ms("2026-07-01 00:00"),
                             "day_of_month": 1},
            "freeze": {"requested_at": ms("2026-06-20 18:45"), "reason": "INJURY", "months_requested": 2,
                       "doctor_note_received": True, "status": "PENDING_HEAD_INSTRUCTOR"},
            "freeze_months_used_this_year": 0}),
        hit("dojo-memberships", "MB-5120", 8.4, 6, 7310, {
            "membership_id": "MB-5120", "member": {"name": "Calum Rennie", "student_id": "STU-0617"},
            "plan": {"code": "JUNIOR_TWICE_WEEKLY", "monthly_fee_pence": 3200},
            "status": "FROZEN",
            "direct_debit": {"mandate_ref": "DD-77-39950", "next_collection_at": ms("2026-09-01 00:00"),
                             "day_of_month": 1},
            "freeze": {"requested_at": ms("2026-05-02 10:10"), "reason": "ILLNESS", "months_requested": 3,
                       "doctor_note_received": True, "status": "APPROVED"},
            "freeze_months_used_this_year": 3}),
    ], took=6)),
    refused("freeze_membership#call-2", "freeze_membership", "ESCALATE",
            {"membership_id": "MB-5503", "months": 2, "reason": "INJURY"},
            reason="REQUIRES_HEAD_INSTRUCTOR_APPROVAL"),
    pol("dojo-policy#freeze",
        "Adult memberships can be frozen for up to three months in any calendar year because of injury or illness. A "
        "doctor's note is required, and every freeze must be approved by the head instructor. While frozen, the "
        "membership costs £5 a month to hold your place and your grade record. Freezes start on the next collection "
        "date after approval.", revision="r12"),
]
d2_q = "I've broken my wrist – can I freeze my membership for two months? I've sent the doctor's note. Callum Rennie"
d2_now = "2026-06-22T12:00:00+01:00"

add("membership-freeze", d2_q,
    "Hi Callum, so sorry to hear about your wrist! We've got your doctor's note, and your freeze request has gone to "
    "the head instructor for approval – I couldn't put it through myself. While it's frozen it'll cost £5 a month to "
    "hold your place, instead of the usual £48.",
    d2_ev,
    [P("so sorry to hear about your wrist", NA),
     P("We've got your doctor's note", S),
     P("gone to the head instructor for approval", S),
     P("I couldn't put it through myself", S),
     P("£5 a month to hold your place", S),
     P("instead of the usual £48", S)],
    notes="MB-5503 freeze.doctor_note_received true, status PENDING_HEAD_INSTRUCTOR; freeze_membership ESCALATED; policy £5 a month; plan monthly_fee_pence 4800.",
    now=d2_now, includes=["£5 a month", "£48"])

add("membership-freeze", d2_q,
    "Dear Callum,\nThank you for letting us know, and get well soon. Freezes of up to three months a year are allowed "
    "for injury, so two months is fine in principle, but each one needs the head instructor's sign-off, and that's "
    "where yours is now. Your membership is still active for the moment, and the next direct debit is due on 1 "
    "July.\nOss,\nGillian",
    d2_ev,
    [P("up to three months a year are allowed for injury", S),
     P("so two months is fine in principle", S),
     P("needs the head instructor's sign-off", S),
     P("that's where yours is now", S),
     P("still active for the moment", S),
     P("next direct debit is due on 1 July", S)],
    notes="Freeze policy (3 months, head instructor approval); MB-5503 status ACTIVE, freeze PENDING_HEAD_INSTRUCTOR, next_collection_at 1 July 2026.",
    now=d2_now, includes=["1 July", "three months"])

add("membership-freeze", d2_q,
    "Hi Callum, sorry about the wrist! I've frozen your membership for two months, starting from today. There's no "
    "charge at all while it's frozen.",
    d2_ev,
    [P("I've frozen your membership for two months, starting from today", C, ["NOT_EXECUTED"]),
     P("no charge at all while it's frozen", C, ["NLI_CONTRADICTION"])],
    errors=["refused_call_effect", "wrong_policy_condition"],
    notes="freeze_membership was ESCALATED (pending head instructor), not done; the policy charges £5 a month while frozen.",
    now=d2_now, excludes=["I've frozen your membership", "no charge at all"])

add("membership-freeze", d2_q,
    "Hi Callum, sorry to hear about your wrist. Your membership is already showing as frozen, so that's sorted. For "
    "reference, your plan is Adult Unlimited at £48 a month, collected on the 1st.",
    d2_ev,
    [P("already showing as frozen", C, ["RECORD_STATE_MISMATCH"]),
     P("Adult Unlimited at £48 a month", S),
     P("collected on the 1st", S)],
    errors=["other_record_value"],
    notes="FROZEN is MB-5120 (Calum Rennie, junior plan). MB-5503 is ACTIVE with the freeze PENDING_HEAD_INSTRUCTOR.",
    now=d2_now, excludes=["already showing as frozen"])

add("membership-freeze", d2_q,
    "Hi Callum, sorry to hear about your wrist. Your freeze request and doctor's note have gone to the head "
    "instructor for approval. While frozen, it costs £15 a month to hold your place.",
    d2_ev,
    [P("have gone to the head instructor for approval", S),
     P("costs £15 a month", C, ["NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH"])],
    errors=["wrong_amount"],
    notes="The freeze policy charges £5 a month to hold a place.",
    now=d2_now, excludes=["£15 a month"], includes=["£5|five pounds", "head instructor"], repair=True)
