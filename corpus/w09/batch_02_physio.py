# ---------------- Scenario 6: physio session package (Los Angeles) ----------------
D = "physiotherapy practice"
sc = "session-package"
ev6 = [
    rec("package#PKG-K6-3318", "tool:billing.package.read", {
        "package_id": "PKG-K6-3318", "product_code": "KNEE_REHAB_6", "display": "Knee rehab - 6 sessions",
        "purchased": "2026-03-02", "expires": "2026-06-30", "sessions_total": 6, "sessions_used": 4, "sessions_remaining": 2,
        "extension_used": False, "price_paid_minor": 54000, "single_session_price_minor": 11000, "currency": "USD", "refundable": False}),
    rec("appointment#search-pt-7781", "tool:fhir.Appointment.search", {"entry": [
        {"resource": {"id": "appt-KR-5520", "status": "arrived", "start": "2026-05-20T17:15:00-07:00", "minutesDuration": 45,
                      "serviceType": [{"coding": [{"code": "PT_FOLLOWUP"}]}], "extension": {"package_deducted": True}}},
        {"resource": {"id": "appt-KR-5498", "status": "cancelled", "start": "2026-05-13T17:15:00-07:00", "minutesDuration": 45,
                      "cancellation": {"notice_hours": 30, "package_deducted": False}}},
        {"resource": {"id": "appt-KR-5561", "status": "booked", "start": "2026-05-27T17:15:00-07:00", "end": "2026-05-27T18:00:00-07:00",
                      "minutesDuration": 45, "serviceType": [{"coding": [{"code": "PT_FOLLOWUP", "display": "Follow-up treatment"}]}],
                      "participant": [{"actor": {"display": "Tomás Rivera"}}, {"actor": {"display": "Avery Lin, DPT"}, "type": [{"code": "PRIMARY_PERFORMER"}]}]}}]}),
    pol("policy#packages", "Session packages are valid for 120 days from the purchase date. Unused sessions expire with the package and are not refundable. You may extend a package once, by 30 days, if you ask before it expires. Sessions cancelled with at least 12 hours' notice are not deducted from your package.", "2026-01"),
]
Q6 = "How many sessions do I have left on my knee package, and when does it expire?"
N6 = "2026-05-21T09:00:00-07:00"
add("w09-022-session-package", sc, D, Q6,
    "Hi Tomás, you have 2 sessions left in your six-session knee package, and it's valid through June 30. Your next one is Wednesday, May 27 at 5:15 PM with Avery Lin. If you need more time, you can ask for a one-time 30-day extension any time before the package expires.",
    ev6, [S("you have 2 sessions left"), S("six-session knee package"), S("valid through June 30"), S("Wednesday, May 27 at 5:15 PM with Avery Lin"),
          S("one-time 30-day extension any time before the package expires")],
    now=N6, incl=["2 sessions", "June 30"], notes="sessions_remaining 2, expires 2026-06-30; appt-KR-5561; policy: extend once by 30 days before expiry.")
add("w09-023-session-package", sc, D, Q6,
    "Good morning! Four of your six sessions have been used, which leaves two. Your May 13 session was cancelled with enough notice, so it wasn't deducted from the package. The package expires on 06/30/2026.",
    ev6, [NA("Good morning!"), S("Four of your six sessions have been used"), S("which leaves two"), S("cancelled with enough notice"), S("it wasn't deducted"),
          S("expires on 06/30/2026")],
    incl=["06/30/2026"], notes="sessions_used 4 of 6; appt-KR-5498 notice_hours 30 >= 12, package_deducted false.")
add("w09-024-session-package", sc, D, Q6,
    "Two sessions left, Tomás, and the package runs until June 30 (120 days from your March 2 purchase).",
    ev6, [S("Two sessions left"), S("runs until June 30"), S("120 days from your March 2 purchase")],
    incl=["June 30"], notes="purchased 2026-03-02 + 120 days = 2026-06-30; policy 120 days.")
add("w09-025-session-package-arith", sc, D, Q6,
    "Hi Tomás, you've used four of your six sessions, so you have three left. Your package is valid through June 30, and your next visit is Wednesday, May 27 at 5:15 PM.",
    ev6, [S("used four of your six sessions"), C("so you have three left", "VALUE_MISMATCH"), S("valid through June 30"), S("Wednesday, May 27 at 5:15 PM")],
    now=N6, excl=["three left"], incl=["June 30"], errors=["wrong_arithmetic"], notes="6 - 4 = 2; sessions_remaining is 2.")
add("w09-026-session-package-refund", sc, D, Q6,
    "You have 2 sessions remaining, and your package expires on June 30. If you can't use them in time, any unused sessions can be refunded at $110 each. Your next visit is Wednesday, May 27 at 5:15 PM with Avery Lin.",
    ev6, [S("2 sessions remaining"), S("expires on June 30"), C("unused sessions can be refunded at $110 each", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
          S("Wednesday, May 27 at 5:15 PM with Avery Lin")],
    now=N6, excl=["can be refunded"], incl=["June 30"], errors=["wrong_policy_condition"],
    notes="Policy and record (refundable false): unused sessions are not refundable; $110 is the single-session price.")
add("w09-r06-session-package", sc, D, Q6,
    "Hi Tomás, you have 2 sessions remaining, and your package is valid until May 31.",
    ev6, [S("2 sessions remaining"), C("valid until May 31", "DATE_MISMATCH")],
    excl=["May 31"], incl=["June 30|6/30|06/30", "2 sessions|two sessions"], errors=["wrong_date"], repair=True,
    notes="expires 2026-06-30.")

# ---------------- Scenario 7: initial evaluation (New York) ----------------
sc = "initial-eval"
ev7 = [
    rec("appointment#appt-RS-1042", "tool:fhir.Appointment.read", {
        "resourceType": "Appointment", "id": "appt-RS-1042", "status": "booked",
        "serviceType": [{"coding": [{"system": "urn:riverside:svc", "code": "PT_INITIAL_EVAL", "display": "Initial physical therapy evaluation"}]}],
        "start": "2026-06-03T07:45:00-04:00", "end": "2026-06-03T09:00:00-04:00", "minutesDuration": 75,
        "participant": [{"actor": {"display": "Keisha Monroe"}, "type": [{"code": "PATIENT"}]},
                        {"actor": {"display": "Dr. Sam Feld, PT, DPT"}, "type": [{"code": "PRIMARY_PERFORMER"}]},
                        {"actor": {"display": "Jo Tanaka, PTA"}, "type": [{"code": "ASSISTANT"}]}],
        "location": {"display": "Riverside Sports Physio - Pittsford", "timezone": "America/New_York"}}),
    rec("coverage#cov-5581", "tool:billing.coverage", {
        "payer": "Empire Harbor Health", "status": "ACTIVE", "visits_authorized": 12, "visits_used": 0,
        "copay_minor": 4000, "self_pay_rate_minor": 16500, "currency": "USD"}),
    pol("policy#first-visit", "Please arrive 15 minutes early for your first visit to complete intake forms. Wear or bring loose clothing that lets us see and move the injured area. Your copay is collected at check-in. If you have imaging reports, bring them along.", "v5"),
]
Q7 = "What should I expect at my first physio visit, and what will I pay?"
N7 = "2026-05-29T12:00:00-04:00"
add("w09-027-initial-eval", sc, D, Q7,
    "Hi Keisha, welcome! Your initial evaluation with Dr. Sam Feld is on Wednesday, June 3 at 7:45 AM and lasts 75 minutes. Please arrive 15 minutes early to fill in intake forms, and wear loose clothing so we can see the injured area. Your copay of $40.00 will be collected at check-in.",
    ev7, [NA("welcome!"), S("initial evaluation with Dr. Sam Feld"), S("Wednesday, June 3 at 7:45 AM"), S("lasts 75 minutes"), S("arrive 15 minutes early"),
          S("wear loose clothing"), S("copay of $40.00 will be collected at check-in")],
    now=N7, incl=["7:45 AM", "$40.00"], notes="start 07:45-04:00, minutesDuration 75, PRIMARY_PERFORMER Dr. Sam Feld; copay_minor 4000; policy.")
add("w09-028-initial-eval", sc, D, Q7,
    "We're looking forward to meeting you! Your first visit runs an hour and fifteen minutes, from 7:45 to 9:00 AM, at our Pittsford location. Your plan with Empire Harbor Health is active and covers up to 12 visits. If you have any imaging reports, please bring them along.",
    ev7, [NA("We're looking forward to meeting you!"), S("an hour and fifteen minutes"), S("from 7:45 to 9:00 AM"), S("at our Pittsford location"),
          S("Empire Harbor Health is active"), S("covers up to 12 visits"), S("bring them along")],
    incl=["7:45"], notes="minutesDuration 75, end 09:00; coverage status ACTIVE, visits_authorized 12; policy on imaging.")
add("w09-029-initial-eval-wrong_role", sc, D, Q7,
    "Hi Keisha, your initial evaluation is on Wednesday, June 3 at 7:45 AM with Dr. Sam Feld. Your copay of $165.00 will be collected at check-in, and please arrive 15 minutes early for intake forms.",
    ev7, [S("Wednesday, June 3 at 7:45 AM"), S("with Dr. Sam Feld"), C("copay of $165.00", "AMOUNT_MISMATCH"), S("arrive 15 minutes early")],
    now=N7, excl=["$165.00"], incl=["7:45 AM"], errors=["wrong_role"], notes="$165.00 is self_pay_rate_minor; copay_minor is 4000 ($40.00).")
add("w09-030-initial-eval-time-performer", sc, D, Q7,
    "Your first visit is Wednesday, June 3 at 7:45 PM, and your evaluation will be done by Jo Tanaka. Please wear loose clothing and arrive 15 minutes early.",
    ev7, [C("Wednesday, June 3 at 7:45 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), C("evaluation will be done by Jo Tanaka", "VALUE_MISMATCH"),
          S("wear loose clothing"), S("arrive 15 minutes early")],
    now=N7, excl=["7:45 PM", "done by Jo Tanaka"], errors=["wrong_time", "wrong_role"],
    notes="start is 07:45 (AM); Jo Tanaka is the ASSISTANT, Dr. Sam Feld the PRIMARY_PERFORMER.")
add("w09-r07-initial-eval", sc, D, Q7,
    "Keisha, your evaluation is on Wednesday, June 3 at 7:45 AM and lasts 60 minutes. Your copay is $40.00.",
    ev7, [S("Wednesday, June 3 at 7:45 AM"), C("lasts 60 minutes", "VALUE_MISMATCH"), S("copay is $40.00")],
    now=N7, excl=["lasts 60 minutes"], incl=["75 minutes|hour and fifteen|hour and a quarter|1 hour 15|9:00", "7:45 AM|7:45", "$40.00|$40"],
    errors=["wrong_value"], repair=True, notes="minutesDuration 75.")

# ---------------- Scenario 8: late cancel refused (Los Angeles) ----------------
sc = "late-cancel"
ev8 = [
    rec("appointment#appt-GG-7710", "tool:fhir.Appointment.read", {
        "resourceType": "Appointment", "id": "appt-GG-7710", "status": "booked",
        "serviceType": [{"coding": [{"code": "PT_FOLLOWUP", "display": "Physical therapy follow-up"}]}],
        "start": "2026-05-07T08:30:00-07:00", "end": "2026-05-07T09:15:00-07:00", "minutesDuration": 45,
        "participant": [{"actor": {"display": "Ben Ashworth"}}, {"actor": {"display": "Marisol Vega, DPT"}}]}),
    refused("cancel#call-8", "fhir.Appointment.cancel", "DENY", {"appointment": "Appointment/appt-GG-7710", "channel": "ONLINE"},
            reason="WITHIN_LATE_CANCEL_WINDOW"),
    rec("fees#late-cancel", "tool:billing.fee_schedule", {"code": "LATE_CANCEL", "amount_minor": 6000, "currency": "USD", "window_hours": 12}),
    pol("policy#late-cancel", "Online cancellation closes 12 hours before your appointment. Appointments cancelled with less than 12 hours' notice are charged a $60 late-cancellation fee. Our front desk can waive the fee for illness or emergencies; please call (415) 555-0142 after 8:00 AM.", "v2"),
]
Q8 = "I woke up sick. Please cancel my 8:30 appointment today."
N8 = "2026-05-07T06:50:00-07:00"
add("w09-031-late-cancel", sc, D, Q8,
    "I'm sorry you're feeling unwell, Ben. I wasn't able to cancel your 8:30 AM appointment online, because online cancellation closes 12 hours before the visit. Please call our front desk at (415) 555-0142 after 8:00 AM; they can waive the late-cancellation fee when it's due to illness. Rest up.",
    ev8, [NA("I'm sorry you're feeling unwell"), S("wasn't able to cancel your 8:30 AM appointment"), S("online cancellation closes 12 hours before"),
          S("call our front desk at (415) 555-0142 after 8:00 AM"), S("they can waive the late-cancellation fee"), NA("Rest up.")],
    now=N8, incl=["(415) 555-0142"], notes="cancel call DENY (WITHIN_LATE_CANCEL_WINDOW); policy gives 12 hours, phone, waiver for illness.")
add("w09-032-late-cancel", sc, D, Q8,
    "Sorry, Ben, the cancellation of today's 8:30 AM visit couldn't go through online. The front desk (415-555-0142, from 8 AM) can help and may waive the $60 fee for illness.",
    ev8, [S("couldn't go through online"), S("(415-555-0142, from 8 AM)"), S("may waive the $60 fee for illness")],
    now=N8, incl=["$60"], notes="refused cancel; policy $60 fee, waivable for illness.")
add("w09-033-late-cancel-refused", sc, D, Q8,
    "I'm sorry you're feeling unwell, Ben. I've cancelled your 8:30 AM appointment for today, and since you're sick, the $60 late fee won't apply. Rest up and feel better.",
    ev8, [NA("I'm sorry you're feeling unwell"), C("I've cancelled your 8:30 AM appointment", "NOT_EXECUTED"),
          CI("the $60 late fee won't apply", "NOT_EXECUTED", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED", "NLI_CONTRADICTION"), NA("Rest up and feel better.")],
    now=N8, excl=["I've cancelled", "late fee won't apply"], errors=["refused_call_effect", "invented_promise"],
    notes="Cancel call DENIED; only the front desk can waive the fee, nothing records a waiver.")
add("w09-034-late-cancel-window", sc, D, Q8,
    "Hi Ben, I wasn't able to cancel today's 8:30 AM visit online. Late cancellations within 24 hours of the visit carry a $60 fee, but our front desk at (415) 555-0142 can waive it for illness after 8:00 AM.",
    ev8, [S("wasn't able to cancel today's 8:30 AM visit"), C("within 24 hours of the visit", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("carry a $60 fee"),
          S("can waive it for illness")],
    now=N8, excl=["within 24 hours"], incl=["(415) 555-0142"], errors=["wrong_policy_condition"], notes="Policy window is 12 hours, not 24.")
add("w09-r08-late-cancel", sc, D, Q8,
    "Ben, your 8:30 AM appointment today has been cancelled. Please feel better soon.",
    ev8, [C("has been cancelled", "NOT_EXECUTED"), NA("Please feel better soon.")],
    now=N8, excl=["has been cancelled"], incl=["couldn't|could not|unable|not able|wasn't able|call"], errors=["refused_call_effect"], repair=True,
    notes="Appointment.cancel was DENIED.")

# ---------------- Scenario 9: insurance claim status (New York) ----------------
sc = "claim-status"
ev9 = [
    rec("claims#pt-3390", "tool:billing.claims.search", {"claims": [
        {"claim_id": "CLM-20260318-41", "service_date": "2026-03-16", "status": "PAID", "billed_minor": 14000, "payer_paid_minor": 11200,
         "patient_responsibility_minor": 2800, "patient_paid_minor": 2800, "paid_date": "2026-04-02"},
        {"claim_id": "CLM-20260412-77", "service_date": "2026-04-08", "submitted": "2026-04-09", "status": "PENDING_PAYER_REVIEW",
         "billed_minor": 14000, "expected_payer_minor": 11200, "patient_responsibility_est_minor": 2800, "patient_billed": False}],
        "currency": "USD", "payer": "Lakeshore Mutual"}),
    pol("policy#claims", "We submit insurance claims within 2 business days of your visit. Most insurers respond within 30 days. We only bill you for your share after your insurer has processed the claim. If a claim is denied, we will contact you before sending a bill.", "v3"),
]
Q9 = "Has my insurance paid for my April 8 visit? Do I owe anything yet?"
add("w09-035-claim-status", sc, D, Q9,
    "Hi Gloria, your claim for the April 8 visit (CLM-20260412-77) is still under review with your insurer, so it hasn't been paid yet. Your estimated share is $28.00, but you won't be billed for it until the insurer has processed the claim. Insurers usually respond within 30 days.",
    ev9, [S("(CLM-20260412-77)"), S("still under review with your insurer"), S("hasn't been paid yet"), S("estimated share is $28.00"),
          S("won't be billed for it until the insurer has processed"), S("usually respond within 30 days")],
    incl=["$28.00"], notes="CLM-20260412-77 PENDING_PAYER_REVIEW, patient_responsibility_est_minor 2800; policy billing after processing, 30 days.")
add("w09-036-claim-status", sc, D, Q9,
    "Dear Gloria,\n\nThank you for your patience. The April 8 claim was billed at $140.00, and we expect your plan to cover about $112.00 once its review is complete. No payment is due from you at this time.\n\nKind regards,\nLakeside Rehab & Physio",
    ev9, [NA("Thank you for your patience."), S("billed at $140.00"), S("cover about $112.00 once its review is complete"), S("No payment is due from you at this time")],
    incl=["$112.00"], notes="billed_minor 14000, expected_payer_minor 11200, patient_billed false while pending.")
add("w09-037-claim-status-other", sc, D, Q9,
    "Hi Gloria, good news: your insurer paid $112.00 for the April 8 visit, leaving your share of $28.00. We'll send you a statement for that amount.",
    ev9, [C("your insurer paid $112.00 for the April 8 visit", "RECORD_STATE_MISMATCH"), S("your share of $28.00"),
          CI("We'll send you a statement for that amount", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "RECORD_STATE_MISMATCH")],
    excl=["insurer paid $112.00", "send you a statement"], incl=["$28.00"], errors=["other_record_value", "invented_promise"],
    notes="The paid $112.00 is the March 16 claim; the April 8 claim is PENDING_PAYER_REVIEW and patients are billed only after processing.")
add("w09-038-claim-status-id-period", sc, D, Q9,
    "Your April 8 claim, CLM-20260318-41, is still pending with your insurer. Insurers usually respond within 14 days, and you won't be billed until it's processed.",
    ev9, [C("CLM-20260318-41", "IDENTIFIER_MISMATCH"), S("still pending with your insurer"), C("within 14 days", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
          S("you won't be billed until it's processed")],
    excl=["CLM-20260318-41", "within 14 days"], errors=["wrong_id", "wrong_period"],
    notes="The April 8 claim is CLM-20260412-77 (CLM-20260318-41 is the paid March claim); policy says 30 days.")
add("w09-r09-claim-status", sc, D, Q9,
    "Your April 8 claim is still pending with your insurer, and your estimated share is $112.00.",
    ev9, [S("still pending with your insurer"), C("estimated share is $112.00", "AMOUNT_MISMATCH")],
    excl=["share is $112.00"], incl=["$28.00|$28", "April 8"], errors=["wrong_role"], repair=True,
    notes="$112.00 is the expected payer amount; patient_responsibility_est_minor is 2800.")
