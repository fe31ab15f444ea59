# ---------------- Scenario 22: fasting panel (New York) ----------------
D = "blood-test laboratory"
sc = "fasting-panel"
ev22 = [
    rec("appointment#appt-CD-77120", "tool:fhir.Appointment.read", {
        "resourceType": "Appointment", "id": "appt-CD-77120", "status": "booked",
        "serviceType": [{"coding": [{"code": "VENIPUNCTURE", "display": "Blood draw"}]}],
        "start": "2026-06-18T07:10:00-04:00", "end": "2026-06-18T07:25:00-04:00", "minutesDuration": 15,
        "basedOn": ["ServiceRequest/sr-1", "ServiceRequest/sr-2", "ServiceRequest/sr-3"],
        "participant": [{"actor": {"display": "Walter Brooks"}}],
        "location": {"display": "Crestline Diagnostic Labs - White Plains", "timezone": "America/New_York"}}),
    rec("orders#pt-1187", "tool:fhir.ServiceRequest.search", {"entry": [
        {"resource": {"id": "sr-1", "code": {"coding": [{"code": "LIPID_PANEL", "display": "Lipid panel"}]}, "patientInstruction": "FASTING_REQUIRED", "status": "active"}},
        {"resource": {"id": "sr-2", "code": {"coding": [{"code": "CMP", "display": "Comprehensive metabolic panel"}]}, "patientInstruction": "FASTING_REQUIRED", "status": "active"}},
        {"resource": {"id": "sr-3", "code": {"coding": [{"code": "HBA1C", "display": "Hemoglobin A1c"}]}, "patientInstruction": "NO_FASTING_NEEDED", "status": "active"}},
        {"resource": {"id": "sr-0", "code": {"coding": [{"code": "VITAMIN_D_25OH"}]}, "status": "revoked"}}]}),
    pol("policy#prep", "Keep taking your regular medications unless your doctor has told you otherwise. For fasting tests, have nothing to eat or drink except water for 10 to 12 hours before your draw. Most results are posted to the patient portal within 2 business days; HbA1c can take up to 3.", "2026-05"),
]
Q22 = "Do I need to fast for my blood test on Thursday, and when will I get results?"
N22 = "2026-06-16T15:00:00-04:00"
add("w09-091-fasting-panel", sc, D, Q22,
    "Hi Walter, yes, your lipid panel and metabolic panel need fasting, so please have nothing but water for 10 to 12 hours before your 7:10 AM draw on Thursday, June 18. You can keep taking your regular medications unless your doctor has told you otherwise. Most results are posted to the portal within 2 business days, though your HbA1c can take up to 3.",
    ev22, [S("your lipid panel and metabolic panel need fasting"), S("nothing but water for 10 to 12 hours"), S("7:10 AM draw on Thursday, June 18"),
           S("keep taking your regular medications"), S("within 2 business days"), S("HbA1c can take up to 3")],
    now=N22, incl=["7:10 AM"], notes="sr-1, sr-2 FASTING_REQUIRED; appointment 07:10-04:00; policy.")
add("w09-092-fasting-panel", sc, D, Q22,
    "Your visit on 6/18 at 7:10 AM covers three tests: a lipid panel, a comprehensive metabolic panel, and an HbA1c. The HbA1c doesn't require fasting, but the other two do.",
    ev22, [S("6/18 at 7:10 AM"), S("covers three tests"), S("a lipid panel, a comprehensive metabolic panel, and an HbA1c"), S("HbA1c doesn't require fasting"),
           S("the other two do")],
    incl=["7:10 AM"], notes="basedOn sr-1..3 (sr-0 vitamin D revoked); patientInstruction codes.")
add("w09-093-fasting-panel", sc, D, Q22,
    "Yes, please fast (water only) for 10 to 12 hours before Thursday's 7:10 AM draw, and your results should be in the portal within 2 business days.",
    ev22, [S("fast (water only) for 10 to 12 hours"), S("Thursday's 7:10 AM draw"), S("within 2 business days")],
    now=N22, incl=["7:10 AM"], notes="policy fasting window and results timing; appointment Thursday June 18.")
add("w09-094-fasting-panel-period", sc, D, Q22,
    "Hi Walter, your lipid panel and metabolic panel need fasting, so please have nothing but water for 8 hours before your 7:10 AM draw on Thursday, June 18. Most results are posted within 2 business days.",
    ev22, [S("lipid panel and metabolic panel need fasting"), C("nothing but water for 8 hours", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
           S("7:10 AM draw on Thursday, June 18"), S("within 2 business days")],
    now=N22, excl=["for 8 hours"], incl=["7:10 AM"], errors=["wrong_period"], notes="Policy fasting window is 10 to 12 hours.")
add("w09-095-fasting-panel-value-extra", sc, D, Q22,
    "Only your lipid panel requires fasting; the other tests don't. I've also added the vitamin D test back onto your order for Thursday.",
    ev22, [C("Only your lipid panel requires fasting", "VALUE_MISMATCH"),
           CI("added the vitamin D test back onto your order", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    now=N22, excl=["Only your lipid panel", "vitamin D test back"], errors=["wrong_value", "unrecorded_extra"],
    notes="sr-2 (CMP) is also FASTING_REQUIRED; sr-0 vitamin D is revoked and nothing records re-adding it.")
add("w09-r22-fasting-panel", sc, D, Q22,
    "Walter, your draw is at 7:10 AM on Thursday, June 18. Please have only water for 10 to 12 hours beforehand, and skip your regular medications until after the draw.",
    ev22, [S("7:10 AM on Thursday, June 18"), S("only water for 10 to 12 hours"), C("skip your regular medications", "NLI_CONTRADICTION")],
    now=N22, excl=["skip your regular medications"], incl=["keep taking|continue taking|take your regular|keep taking your regular", "7:10 AM|7:10"],
    errors=["wrong_policy_condition"], repair=True, notes="Policy: keep taking regular medications unless the doctor said otherwise.")

# ---------------- Scenario 23: partial results (Los Angeles) ----------------
sc = "partial-results"
ev23 = [
    rec("reports#ORD-LP-30917", "tool:fhir.DiagnosticReport.search", {
        "order": "ORD-LP-30917", "collected": "2026-05-11T08:25:00-07:00", "patient": "Linda Park",
        "entry": [
            {"resource": {"code": "CBC", "status": "final", "issued": "2026-05-11T16:02:00-07:00"}},
            {"resource": {"code": "CMP", "status": "final", "issued": "2026-05-12T09:40:00-07:00"}},
            {"resource": {"code": "TSH", "status": "final", "issued": "2026-05-12T11:15:00-07:00"}},
            {"resource": {"code": "VITAMIN_D_25OH", "status": "registered", "performer": "SEND_OUT_REFERENCE_LAB", "expected": "2026-05-15"}}]}),
    rec("reports#ORD-LP-28844", "tool:fhir.DiagnosticReport.search", {
        "order": "ORD-LP-28844", "collected": "2026-01-20T07:50:00-08:00", "patient": "Linda Park",
        "entry": [{"resource": {"code": "CBC", "status": "final"}}, {"resource": {"code": "LIPID_PANEL", "status": "final"}}]}),
    pol("policy#results", "Results are released to the patient portal as soon as each test is final. Send-out tests such as vitamin D can take 3 to 5 business days. We can't interpret results over the phone; your ordering provider will review them with you.", "v4"),
]
Q23 = "I only see some of my results in the portal. Are they all done?"
N23 = "2026-05-13T10:30:00-07:00"
add("w09-096-partial-results", sc, D, Q23,
    "Hi Linda, not all of them yet. Your CBC, metabolic panel and TSH are final and in the portal. Your vitamin D test is still being processed and is expected by Friday, May 15. Your ordering provider will go over the results with you.",
    ev23, [S("not all of them yet"), S("Your CBC, metabolic panel and TSH are final"), S("vitamin D test is still being processed"), S("expected by Friday, May 15"),
           S("ordering provider will go over the results")],
    now=N23, incl=["May 15"], notes="ORD-LP-30917: three final, VITAMIN_D registered, expected 2026-05-15; policy.")
add("w09-097-partial-results", sc, D, Q23,
    "Three of your four tests from May 11 are final. Vitamin D is a send-out test, which can take 3 to 5 business days, so it's expected on 5/15.",
    ev23, [S("Three of your four tests from May 11 are final"), S("Vitamin D is a send-out test"), S("3 to 5 business days"), S("expected on 5/15")],
    incl=["5/15"], notes="collected 2026-05-11; performer SEND_OUT_REFERENCE_LAB; policy 3-5 business days.")
add("w09-098-partial-results-state", sc, D, Q23,
    "Hi Linda, all four of your tests are final and should be in the portal now. If any are missing, try logging out and back in.",
    ev23, [C("all four of your tests are final", "RECORD_STATE_MISMATCH"), I("try logging out and back in", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
    excl=["all four of your tests are final", "logging out and back in"], errors=["wrong_state", "invented_fact"],
    notes="VITAMIN_D_25OH status registered (not final); no passage covers a portal refresh tip.")
add("w09-099-partial-results-date-promise", sc, D, Q23,
    "Your CBC, metabolic panel and TSH are final. Your vitamin D result is expected by Thursday, May 14, and once it's in, we'll call you to explain what it means.",
    ev23, [S("CBC, metabolic panel and TSH are final"), C("expected by Thursday, May 14", "DATE_MISMATCH"), C("we'll call you to explain what it means", "NLI_CONTRADICTION")],
    now=N23, excl=["Thursday, May 14", "call you to explain"], errors=["wrong_date", "invented_promise"],
    notes="expected 2026-05-15; policy: no interpretation over the phone, the ordering provider reviews results.")
add("w09-r23-partial-results", sc, D, Q23,
    "Your CBC, metabolic panel and TSH are final, and your vitamin D is still in progress, expected by Friday, May 15. These are from your blood draw on January 20.",
    ev23, [S("CBC, metabolic panel and TSH are final"), S("expected by Friday, May 15"), C("blood draw on January 20", "DATE_MISMATCH")],
    now=N23, excl=["January 20"], incl=["May 11|5/11", "May 15"], errors=["other_record_value"], repair=True,
    notes="January 20 is the collection date of the older order ORD-LP-28844; these tests were collected 2026-05-11.")

# ---------------- Scenario 24: home draw fee (New York) ----------------
sc = "home-draw"
ev24 = [
    rec("appointment#appt-KM-50291", "tool:fhir.Appointment.read", {
        "resourceType": "Appointment", "id": "appt-KM-50291", "status": "booked",
        "serviceType": [{"coding": [{"code": "HOME_DRAW", "display": "Mobile phlebotomy home visit"}]}],
        "requestedPeriod": [{"start": "2026-05-26T09:00:00-04:00", "end": "2026-05-26T11:00:00-04:00"}],
        "start": "2026-05-26T09:00:00-04:00", "minutesDuration": 120,
        "participant": [{"actor": {"display": "Harold Stein"}, "type": [{"code": "PATIENT"}]},
                        {"actor": {"display": "Nadia Reyes, CPT"}, "type": [{"code": "PHLEBOTOMIST"}]},
                        {"actor": {"display": "Ruth Stein"}, "type": [{"code": "CAREGIVER"}]}]}),
    rec("billing#appt-KM-50291", "tool:billing.estimate", {
        "currency": "USD", "home_visit_fee_minor": 6500, "fee_status": "APPLIES",
        "homebound_certification": {"on_file": False, "requested_from_physician": "2026-05-18"}}),
    refused("waive_fee#call-24", "billing.waive_fee", "ESCALATE", {"appointment": "appt-KM-50291", "fee": "HOME_VISIT"},
            reason="HOMEBOUND_CERT_NOT_ON_FILE"),
    pol("policy#home-draw", "Home draws carry a $65 visit fee. The fee is waived for patients whose physician has certified them as homebound, once that certification is on file with us. Your phlebotomist will arrive within a two-hour window and will call about 30 minutes before arriving.", "v2"),
]
Q24 = "Will my father have to pay the home visit fee? His doctor is sending the homebound form."
N24 = "2026-05-20T13:00:00-04:00"
add("w09-100-home-draw", sc, D, Q24,
    "Hi Ruth, thank you for arranging this for your father. His home draw is on Tuesday, May 26, with arrival between 9:00 and 11:00 AM, and Nadia will call about 30 minutes before she arrives. Right now the $65.00 visit fee applies, because we don't have his homebound certification on file yet. I've passed your waiver request to our billing team to review once the doctor's form arrives.",
    ev24, [NA("thank you for arranging this"), S("Tuesday, May 26"), S("between 9:00 and 11:00 AM"), S("Nadia will call about 30 minutes before"),
           S("the $65.00 visit fee applies"), S("don't have his homebound certification on file yet"), S("passed your waiver request to our billing team")],
    now=N24, incl=["$65.00", "9:00"], notes="requestedPeriod 09:00-11:00; PHLEBOTOMIST Nadia Reyes; fee_status APPLIES, on_file false; waive_fee ESCALATE.")
add("w09-101-home-draw", sc, D, Q24,
    "The home visit fee is $65. It's waived for patients certified as homebound by their physician, once that certification is on file, and we haven't received Mr. Stein's yet.",
    ev24, [S("home visit fee is $65"), S("waived for patients certified as homebound"), S("we haven't received Mr. Stein's yet")],
    incl=["$65"], notes="home_visit_fee_minor 6500; policy; on_file false.")
add("w09-102-home-draw-waived", sc, D, Q24,
    "Hi Ruth, since his doctor is sending the homebound form, we've waived the $65 fee for Tuesday's visit. Nadia will arrive between 9:00 and 11:00 AM.",
    ev24, [C("we've waived the $65 fee", "NOT_EXECUTED", "RECORD_STATE_MISMATCH"), S("Nadia will arrive between 9:00 and 11:00 AM")],
    now=N24, excl=["we've waived the $65 fee"], incl=["9:00"], errors=["condition_unmet"],
    notes="Waiver needs the certification on file (on_file false); waive_fee was ESCALATED, fee_status APPLIES.")
add("w09-103-home-draw-window", sc, D, Q24,
    "Your father's home draw is on Tuesday, May 26; Nadia will arrive between 9:00 and 10:00 AM and will call about 15 minutes ahead. The $65 fee currently applies until his homebound certification is on file.",
    ev24, [S("Tuesday, May 26"), C("between 9:00 and 10:00 AM", "DATE_MISMATCH", "VALUE_MISMATCH"), C("call about 15 minutes ahead", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
           S("The $65 fee currently applies")],
    now=N24, excl=["10:00 AM", "15 minutes ahead"], errors=["wrong_time", "wrong_period"],
    notes="requestedPeriod ends 11:00 (two-hour window); policy: call about 30 minutes before.")
add("w09-r24-home-draw", sc, D, Q24,
    "Your father's home draw is on Tuesday, May 26 between 9:00 and 11:00 AM, and the $65 fee has been waived.",
    ev24, [S("Tuesday, May 26 between 9:00 and 11:00 AM"), C("the $65 fee has been waived", "NOT_EXECUTED", "RECORD_STATE_MISMATCH")],
    now=N24, excl=["has been waived"], incl=["applies|not yet|review|escalated|passed|on file|certification", "9:00"], errors=["condition_unmet"], repair=True,
    notes="Certification not on file; waive_fee ESCALATE; fee_status APPLIES.")

# ---------------- Scenario 25: rescheduled glucose tolerance test (Los Angeles) ----------------
sc = "gtt-reschedule"
ev25 = [
    rec("appointment#appt-HV-6612", "tool:fhir.Appointment.read", {
        "resourceType": "Appointment", "id": "appt-HV-6612", "status": "cancelled", "meta": {"versionId": "3", "lastUpdated": "2026-06-03T17:12:00-07:00"},
        "serviceType": [{"coding": [{"code": "GTT_2H_75G"}]}], "start": "2026-06-08T08:00:00-07:00", "minutesDuration": 150,
        "cancelationReason": {"coding": [{"code": "PAT_RESCHEDULED"}]}, "replacedBy": "Appointment/appt-HV-6690"}),
    rec("appointment#appt-HV-6690", "tool:fhir.Appointment.read", {
        "resourceType": "Appointment", "id": "appt-HV-6690", "status": "booked",
        "serviceType": [{"coding": [{"code": "GTT_2H_75G", "display": "2-hour glucose tolerance test"}]}],
        "start": "2026-06-10T13:45:00-07:00", "end": "2026-06-10T16:15:00-07:00", "minutesDuration": 150,
        "participant": [{"actor": {"display": "Simone Adeyemi"}}],
        "location": {"display": "Harborview Outpatient Lab - Long Beach", "timezone": "America/Los_Angeles"}}),
    pol("policy#gtt", "Please fast for 8 hours before a glucose tolerance test; water is allowed. The 2-hour test takes about 2.5 hours including check-in. You will need to stay in the lab for the whole test, so bring something to read. Please don't smoke or exercise during the test.", "v3"),
]
Q25 = "I moved my glucose test. Can you confirm the new time and how long it takes?"
N25 = "2026-06-04T09:00:00-07:00"
add("w09-104-gtt-reschedule", sc, D, Q25,
    "Hi Simone, your new glucose tolerance test is on Wednesday, June 10 at 1:45 PM, and your June 8 appointment has been cancelled. Please plan for about two and a half hours, and bring something to read, since you'll stay in the lab during the test.",
    ev25, [S("Wednesday, June 10 at 1:45 PM"), S("your June 8 appointment has been cancelled"), S("about two and a half hours"), S("bring something to read"),
           S("you'll stay in the lab during the test")],
    now=N25, incl=["1:45 PM"], notes="appt-HV-6690 booked 13:45-07:00, 150 minutes; appt-HV-6612 cancelled; policy.")
add("w09-105-gtt-reschedule", sc, D, Q25,
    "Confirmed: Wednesday, 6/10, 1:45 PM. Fast for 8 hours before (water is fine), and please don't smoke or exercise during the test.",
    ev25, [S("Wednesday, 6/10, 1:45 PM"), S("Fast for 8 hours before"), S("(water is fine)"), S("don't smoke or exercise during the test")],
    now=N25, incl=["1:45 PM"], notes="appt-HV-6690; policy fasting 8 hours, water allowed.")
add("w09-106-gtt-reschedule", sc, D, Q25,
    "Your rescheduled test runs from 1:45 to 4:15 PM on June 10 at our Long Beach lab.",
    ev25, [S("from 1:45 to 4:15 PM on June 10"), S("at our Long Beach lab")],
    incl=["4:15 PM"], notes="start 13:45, end 16:15; location Long Beach.")
add("w09-107-gtt-reschedule-stale", sc, D, Q25,
    "Hi Simone, your glucose tolerance test is on Monday, June 8 at 8:00 AM. Please plan for about two and a half hours, and fast for 8 hours beforehand.",
    ev25, [C("Monday, June 8 at 8:00 AM", "DATE_MISMATCH", "RECORD_STATE_MISMATCH"), S("about two and a half hours"), S("fast for 8 hours beforehand")],
    now=N25, excl=["June 8 at 8:00 AM"], errors=["stale_value"], notes="appt-HV-6612 (June 8) is cancelled and replaced by appt-HV-6690 on June 10 at 1:45 PM.")
add("w09-108-gtt-reschedule-fast-extra", sc, D, Q25,
    "Your new test is Wednesday, June 10 at 1:45 PM. Please fast for 12 hours before, and I've also set up a reminder text for the day before.",
    ev25, [S("Wednesday, June 10 at 1:45 PM"), C("fast for 12 hours before", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
           I("set up a reminder text for the day before", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    now=N25, excl=["12 hours", "reminder text"], incl=["1:45 PM"], errors=["wrong_policy_condition", "unrecorded_extra"],
    notes="Policy fasting is 8 hours; no record of a reminder being scheduled.")
add("w09-r25-gtt-reschedule", sc, D, Q25,
    "Your new test is on Wednesday, June 10 at 1:45 PM and takes about 2 hours.",
    ev25, [S("Wednesday, June 10 at 1:45 PM"), C("takes about 2 hours", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    now=N25, excl=["about 2 hours"], incl=["2.5 hours|two and a half|2 and a half|150 minutes|2 hours 30|2½|4:15", "1:45 PM|1:45"], errors=["wrong_period"], repair=True,
    notes="minutesDuration 150 and policy 'about 2.5 hours including check-in'.")
