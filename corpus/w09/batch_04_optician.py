# ---------------- Scenario 14: eye exam, epoch times (Los Angeles) ----------------
D = "optician"
sc = "eye-exam"
ev14 = [
    rec("appointment#legacy-88213", "tool:scheduler.legacy_appointment", {
        "appt_no": 88213, "patient_name": "Ruth Abernathy", "status": "BOOKED",
        "service": {"coding": [{"code": "COMPREHENSIVE_EYE_EXAM", "display": "Comprehensive eye exam"}]},
        "start_epoch": 1781208000, "end_epoch": 1781210400, "minutesDuration": 40, "dilation_planned": True,
        "site": {"name": "ClearView Optometry - Silver Lake", "tz": "America/Los_Angeles"},
        "provider": {"display": "Dr. Anjali Mehta, OD"}}),
    rec("billing#vision-plan", "tool:billing.coverage", {
        "plan": "SightPath Vision", "status": "ACTIVE", "currency": "USD", "exam_fee_minor": 13500, "exam_copay_minor": 1000,
        "optional_services": [{"code": "RETINAL_IMAGING", "amount_minor": 3900, "covered": False}]}),
    pol("policy#exam-day", "Bring your current glasses and your contact lens boxes or prescription. Dilation can blur your vision and make you sensitive to light for 4 to 6 hours, so please bring sunglasses and consider arranging a ride. Retinal imaging is an optional $39 screening that most vision plans do not cover.", "v4"),
]
Q14 = "When is my eye exam, and will my eyes be dilated?"
N14 = "2026-06-09T09:00:00-07:00"
add("w09-056-eye-exam", sc, D, Q14,
    "Hi Ruth, your comprehensive eye exam is on Thursday, June 11 at 1:00 PM, and it's scheduled for 40 minutes. Yes, dilation is planned, and it can blur your vision for 4 to 6 hours, so sunglasses and a ride home are a good idea.",
    ev14, [S("Thursday, June 11 at 1:00 PM"), S("scheduled for 40 minutes"), S("dilation is planned"), S("blur your vision for 4 to 6 hours"),
           S("sunglasses and a ride home are a good idea")],
    now=N14, incl=["1:00 PM"], notes="start_epoch 1781208000 = 2026-06-11 13:00 PDT; minutesDuration 40; dilation_planned true; policy 4-6 hours.")
add("w09-057-eye-exam", sc, D, Q14,
    "Your exam is this Thursday at 1 PM with Dr. Anjali Mehta. With your SightPath Vision plan, your copay is $10.00. Please bring your current glasses and contact lens boxes.",
    ev14, [S("this Thursday at 1 PM"), S("with Dr. Anjali Mehta"), S("your copay is $10.00"), S("bring your current glasses and contact lens boxes")],
    now=N14, incl=["$10.00"], notes="now Tuesday June 9 so this Thursday = June 11; exam_copay_minor 1000.")
add("w09-058-eye-exam", sc, D, Q14,
    "Dear Ruth,\n\nJust a gentle reminder that your exam runs from 1:00 to 1:40 PM on 6/11, and your pupils will be dilated. Retinal imaging is available as an optional $39.00 add-on, though your plan doesn't cover it.\n\nSee you soon,\nClearView Optometry",
    ev14, [S("from 1:00 to 1:40 PM on 6/11"), S("your pupils will be dilated"), S("optional $39.00 add-on"), S("your plan doesn't cover it")],
    incl=["1:40 PM"], notes="end_epoch 1781210400 = 13:40 PDT; RETINAL_IMAGING 3900 covered false.")
add("w09-059-eye-exam-utc", sc, D, Q14,
    "Hi Ruth, your comprehensive eye exam is on Thursday, June 11 at 8:00 PM, and yes, dilation is planned. Please bring sunglasses, since your vision may be blurry for 4 to 6 hours.",
    ev14, [C("Thursday, June 11 at 8:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("dilation is planned"), S("blurry for 4 to 6 hours")],
    now=N14, excl=["8:00 PM"], errors=["unit_conversion"], notes="1781208000 is 20:00 UTC but 1:00 PM in America/Los_Angeles.")
add("w09-060-eye-exam-perk", sc, D, Q14,
    "Your exam is Thursday, June 11 at 1:00 PM. Retinal imaging is included with your SightPath plan at no charge. Dilation may blur your vision for up to 2 hours.",
    ev14, [S("Thursday, June 11 at 1:00 PM"), C("Retinal imaging is included with your SightPath plan", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
           C("for up to 2 hours", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    now=N14, excl=["imaging is included", "up to 2 hours"], incl=["1:00 PM"], errors=["unlisted_perk", "wrong_period"],
    notes="RETINAL_IMAGING covered false ($39); policy says 4 to 6 hours.")
add("w09-r14-eye-exam", sc, D, Q14,
    "Ruth, your eye exam is on Thursday, June 11 at 1:00 PM, and your copay is $135.00.",
    ev14, [S("Thursday, June 11 at 1:00 PM"), C("copay is $135.00", "AMOUNT_MISMATCH")],
    now=N14, excl=["$135.00"], incl=["$10.00|$10", "1:00 PM|1 PM"], errors=["wrong_role"], repair=True,
    notes="$135.00 is exam_fee_minor; exam_copay_minor is 1000.")

# ---------------- Scenario 15: glasses order status (New York) ----------------
sc = "glasses-order"
ev15 = [
    rec("order#ORD-55817", "tool:optical.order.read", {
        "order_id": "ORD-55817", "customer": "Victor Sandoval", "placed": "2026-04-29", "lab_status": "QUALITY_CHECK",
        "estimated_ready_date": "2026-05-14",
        "items": [{"sku": "FR-MARLOWE-52-TORT", "description": "Marlowe 52 frame, tortoise", "amount_minor": 18900},
                  {"sku": "LNS-PROG-AR", "description": "Progressive lenses with anti-reflective coating", "amount_minor": 32500}],
        "total_minor": 51400, "deposit_paid_minor": 25700, "balance_minor": 25700, "currency": "USD"}),
    rec("order#ORD-49102", "tool:optical.order.read", {
        "order_id": "ORD-49102", "customer": "Victor Sandoval", "placed": "2025-08-12", "lab_status": "PICKED_UP", "picked_up": "2025-09-03",
        "total_minor": 32500, "balance_minor": 0, "currency": "USD"}),
    pol("policy#pickup", "Every pair of glasses goes through a final quality check before we call it ready. We will text you as soon as your glasses are ready for pickup. A fitting adjustment at pickup is included, and any remaining balance is due when you collect your glasses. Orders not collected within 60 days may be returned to stock.", "2026-03"),
]
Q15 = "Are my new glasses ready yet?"
N15 = "2026-05-11T14:00:00-04:00"
add("w09-061-glasses-order", sc, D, Q15,
    "Hi Victor, thanks for your patience! Your glasses (order ORD-55817) are in their final quality check, so they're not quite ready yet. We're expecting them on Thursday, May 14, and we'll send you a text as soon as they're ready for pickup.",
    ev15, [NA("thanks for your patience!"), S("(order ORD-55817)"), S("in their final quality check"), S("not quite ready yet"), S("Thursday, May 14"),
           S("send you a text as soon as they're ready")],
    now=N15, incl=["May 14"], notes="lab_status QUALITY_CHECK, estimated_ready_date 2026-05-14; policy text on ready.")
add("w09-062-glasses-order", sc, D, Q15,
    "Your Marlowe frame and progressive lenses are at the quality check stage. The remaining balance of $257.00 is due at pickup, and a fitting adjustment is included when you collect them.",
    ev15, [S("Marlowe frame and progressive lenses"), S("at the quality check stage"), S("remaining balance of $257.00 is due at pickup"), S("fitting adjustment is included")],
    incl=["$257.00"], notes="balance_minor 25700; policy.")
add("w09-063-glasses-order", sc, D, Q15,
    "Not yet, Victor: your order came to $514.00 ($189.00 for the frame and $325.00 for the lenses), and with half already paid, $257.00 will be due when you pick them up around May 14.",
    ev15, [S("Not yet"), S("came to $514.00"), S("$189.00 for the frame"), S("$325.00 for the lenses"), S("with half already paid"), S("$257.00 will be due"),
           S("around May 14")],
    incl=["$514.00", "$257.00"], notes="total 51400 = 18900 + 32500; deposit 25700 is half; estimated_ready_date.")
add("w09-064-glasses-order-state", sc, D, Q15,
    "Great news, Victor: your glasses are ready for pickup! The remaining balance of $257.00 is due when you collect them, and we'll do a fitting adjustment at no charge.",
    ev15, [C("your glasses are ready for pickup", "RECORD_STATE_MISMATCH"), S("remaining balance of $257.00"), S("fitting adjustment at no charge")],
    excl=["are ready for pickup"], incl=["$257.00"], errors=["wrong_state"], notes="lab_status is QUALITY_CHECK, not ready.")
add("w09-065-glasses-order-id-period", sc, D, Q15,
    "Your glasses for order ORD-49102 are in final quality check and should be ready around May 14. Just a heads-up that orders not collected within 30 days may be returned to stock.",
    ev15, [C("order ORD-49102", "IDENTIFIER_MISMATCH"), S("in final quality check"), S("around May 14"), C("within 30 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    excl=["ORD-49102", "within 30 days"], incl=["May 14"], errors=["wrong_id", "wrong_period"],
    notes="Current order is ORD-55817 (ORD-49102 was picked up in 2025); policy says 60 days.")
add("w09-r15-glasses-order", sc, D, Q15,
    "Hi Victor, your glasses are in final quality check and expected on May 14. Your balance due at pickup is $514.00.",
    ev15, [S("in final quality check"), S("expected on May 14"), C("balance due at pickup is $514.00", "AMOUNT_MISMATCH")],
    excl=["$514.00"], incl=["$257.00|$257", "May 14"], errors=["wrong_arithmetic"], repair=True,
    notes="$514.00 is the total; the $257.00 deposit leaves balance_minor 25700.")

# ---------------- Scenario 16: contact lens fitting follow-up (Los Angeles) ----------------
sc = "cl-fitting"
ev16 = [
    rec("appointment#search-cl", "tool:fhir.Appointment.search", {"entry": [
        {"resource": {"id": "appt-CE-4120", "status": "arrived", "start": "2026-04-23T11:20:00-07:00", "minutesDuration": 45,
                      "serviceType": [{"coding": [{"code": "CL_FIT_TORIC", "display": "Toric contact lens fitting"}]}]}},
        {"resource": {"id": "appt-CE-4188", "status": "booked", "start": "2026-05-07T11:20:00-07:00", "end": "2026-05-07T11:35:00-07:00",
                      "minutesDuration": 15, "serviceType": [{"coding": [{"code": "CL_FOLLOWUP", "display": "Contact lens follow-up"}]}],
                      "participant": [{"actor": {"display": "Aiko Brennan"}}, {"actor": {"display": "Dr. Felix Ortiz, OD"}}]}}]}),
    rec("billing#CL_FIT_TORIC", "tool:billing.package.read", {
        "code": "CL_FIT_TORIC", "fee_minor": 9500, "currency": "USD", "paid": True,
        "includes": ["INITIAL_FITTING", "FOLLOWUP_VISIT_X1", "TRIAL_LENS_PAIR_X1"], "additional_trial_pair_minor": 1500}),
    pol("policy#cl-fitting", "Toric fitting fees cover the fitting, one follow-up visit within 30 days, and one pair of trial lenses. Additional trial pairs are $15 each. Contact lens prescriptions are released after the follow-up visit, once the fit is confirmed.", "v2"),
]
Q16 = "Is my follow-up included, and when can I get my contact lens prescription?"
N16 = "2026-04-30T10:00:00-07:00"
add("w09-066-cl-fitting", sc, D, Q16,
    "Hi Aiko, yes, your follow-up is included in your toric fitting fee. It's booked for Thursday, May 7 at 11:20 AM, and it should take about 15 minutes. Your contact lens prescription will be released after that visit, once the fit is confirmed.",
    ev16, [S("your follow-up is included"), S("Thursday, May 7 at 11:20 AM"), S("about 15 minutes"), S("released after that visit")],
    now=N16, incl=["May 7"], notes="includes FOLLOWUP_VISIT_X1; appt-CE-4188 11:20-07:00, 15 min; policy release after follow-up.")
add("w09-067-cl-fitting", sc, D, Q16,
    "Your $95.00 toric fitting covers the fitting itself, one follow-up visit, and one pair of trial lenses. If you need another trial pair, it's $15.00. You'll receive your prescription once the follow-up on 5/7 is done.",
    ev16, [S("$95.00 toric fitting"), S("one follow-up visit, and one pair of trial lenses"), S("it's $15.00"), S("once the follow-up on 5/7 is done")],
    incl=["$95.00"], notes="fee_minor 9500, includes list, additional_trial_pair_minor 1500.")
add("w09-068-cl-fitting-perk", sc, D, Q16,
    "Hi Aiko, your follow-up is included and booked for Thursday, May 7 at 11:20 AM. Your fitting fee also covers two pairs of trial lenses, so you're all set if you'd like to try another brand.",
    ev16, [S("follow-up is included"), S("Thursday, May 7 at 11:20 AM"), C("covers two pairs of trial lenses", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    now=N16, excl=["two pairs of trial lenses"], incl=["May 7"], errors=["unlisted_perk"],
    notes="includes TRIAL_LENS_PAIR_X1 only; extra pairs are $15.")
add("w09-069-cl-fitting-policy", sc, D, Q16,
    "Your prescription can be released now that your fitting is complete, and your included follow-up just needs to happen within 60 days.",
    ev16, [C("can be released now that your fitting is complete", "NLI_CONTRADICTION"), C("within 60 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    excl=["released now", "within 60 days"], errors=["wrong_policy_condition", "wrong_period"],
    notes="Policy: prescription released only after the follow-up; follow-up within 30 days.")
add("w09-r16-cl-fitting", sc, D, Q16,
    "Your follow-up is included and booked for Thursday, May 7 at 11:20 AM; extra trial pairs are $25.00 each.",
    ev16, [S("Thursday, May 7 at 11:20 AM"), C("$25.00 each", "AMOUNT_MISMATCH", "NLI_CONTRADICTION")],
    now=N16, excl=["$25.00"], incl=["$15.00|$15", "May 7|5/7"], errors=["wrong_amount"], repair=True,
    notes="additional_trial_pair_minor 1500; policy $15.")

# ---------------- Scenario 17: frame warranty (New York) ----------------
sc = "frame-warranty"
ev17 = [
    rec("order#ORD-60233", "tool:optical.order.read", {
        "order_id": "ORD-60233", "customer": "Grace Whitaker", "lab_status": "PICKED_UP", "picked_up": "2025-11-20",
        "items": [{"sku": "FR-HARLOW-TI", "description": "Harlow titanium frame", "amount_minor": 24500}],
        "warranties": [
            {"code": "FRAME_BREAKAGE_12M", "start": "2025-11-20", "end": "2026-11-19", "claims_used": 0, "claims_allowed": 1},
            {"code": "AR_COATING_24M", "start": "2025-11-20", "end": "2027-11-19"}]}),
    rec("repair#RR-1187", "tool:optical.repair.read", {
        "repair_id": "RR-1187", "order_ref": "ORD-60233", "status": "AWAITING_DROP_OFF", "created": "2026-05-04T08:52:00-04:00",
        "issue_code": "TEMPLE_BROKEN", "covered_by": "FRAME_BREAKAGE_12M", "customer_cost_minor": 0}),
    pol("policy#frame-warranty", "Frames are covered against breakage for 12 months from pickup, once per frame. A covered repair or replacement costs you nothing. Some repairs are sent to the manufacturer, which takes 2 to 3 weeks. We are not able to offer loaner frames.", "v3"),
    psg("kb#store-hours", "Lenox Eyewear, Back Bay\nOpen Monday to Friday 10 AM to 7 PM, Saturday 10 AM to 5 PM.\nClosed Sunday."),
]
Q17 = "The arm snapped off my glasses. Is that covered?"
N17 = "2026-05-04T09:00:00-04:00"
add("w09-070-frame-warranty", sc, D, Q17,
    "Oh no, Grace, I'm sorry your glasses broke. Good news: your Harlow frame is covered against breakage until November 19, 2026, and you haven't used your one claim yet, so the repair is free. I've opened repair request RR-1187; just drop the frame off at the store, which is open Monday to Friday 10 AM–7 PM and Saturday 10 AM–5 PM.",
    ev17, [NA("I'm sorry your glasses broke"), S("covered against breakage until November 19, 2026"), S("haven't used your one claim yet"), S("the repair is free"),
           S("I've opened repair request RR-1187"), S("just drop the frame off"), S("Monday to Friday 10 AM–7 PM and Saturday 10 AM–5 PM")],
    incl=["RR-1187"], notes="FRAME_BREAKAGE_12M end 2026-11-19, claims_used 0 of 1; RR-1187 AWAITING_DROP_OFF, customer_cost 0; store hours passage.")
add("w09-071-frame-warranty", sc, D, Q17,
    "Your frame warranty runs for 12 months from pickup on November 20, 2025, so you're still covered. If the frame needs to go to the manufacturer, it usually takes 2 to 3 weeks.",
    ev17, [S("12 months from pickup on November 20, 2025"), S("you're still covered"), S("takes 2 to 3 weeks")],
    incl=["2 to 3 weeks"], notes="picked_up 2025-11-20, policy 12 months; now 2026-05-04 within warranty.")
add("w09-072-frame-warranty-loaner", sc, D, Q17,
    "I'm sorry your glasses broke, Grace. Your frame is covered until November 19, 2026, so the repair won't cost you anything, and we'll lend you a loaner frame while yours is being fixed.",
    ev17, [NA("I'm sorry your glasses broke"), S("covered until November 19, 2026"), S("won't cost you anything"),
           C("lend you a loaner frame", "NLI_CONTRADICTION")],
    excl=["loaner frame"], incl=["November 19, 2026"], errors=["unlisted_perk"], notes="Policy: we are not able to offer loaner frames.")
add("w09-073-frame-warranty-period-state", sc, D, Q17,
    "Your frame is covered for 6 months after pickup, and luckily you're still inside that window. Repair request RR-1187 is already with the manufacturer.",
    ev17, [C("covered for 6 months after pickup", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("you're still inside that window"),
           C("already with the manufacturer", "RECORD_STATE_MISMATCH")],
    excl=["6 months after pickup", "already with the manufacturer"], incl=["RR-1187"], errors=["wrong_period", "wrong_state"],
    notes="Warranty is 12 months (to 2026-11-19); RR-1187 status AWAITING_DROP_OFF.")
add("w09-r17-frame-warranty", sc, D, Q17,
    "Your frame is covered until November 19, 2026. The store is open on Sundays from 10 AM to 5 PM, so you can drop it off then.",
    ev17, [S("covered until November 19, 2026"), C("open on Sundays", "NLI_CONTRADICTION")],
    excl=["open on Sundays"], incl=["closed Sunday|closed on Sunday|Saturday|Monday to Friday", "November 19, 2026|11/19/2026"], errors=["invented_fact"], repair=True,
    notes="Store-hours passage: closed Sunday.")
