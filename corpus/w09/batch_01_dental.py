# ---------------- Scenario 1: dental cleaning reminder (New York) ----------------
D = "dental clinic"
sc = "cleaning-reminder"
ev1 = [
    rec("appointment#appt-7Q2K9", "tool:fhir.Appointment.read", {
        "resourceType": "Appointment", "id": "appt-7Q2K9", "status": "booked",
        "serviceType": [{"coding": [{"system": "urn:maplerow:svc", "code": "PROPHY_ADULT", "display": "Adult cleaning and exam"}]}],
        "start": "2026-05-20T14:30:00-04:00", "end": "2026-05-20T15:30:00-04:00", "minutesDuration": 60,
        "participant": [
            {"actor": {"reference": "Patient/pt-22810", "display": "Dana Whitfield"}, "status": "accepted"},
            {"actor": {"reference": "Practitioner/hyg-014", "display": "Rosa Imani, RDH"}, "type": [{"code": "HYGIENIST"}], "status": "accepted"},
            {"actor": {"reference": "Practitioner/dds-003", "display": "Dr. Paul Okafor"}, "type": [{"code": "SUPERVISING_DENTIST"}], "status": "accepted"}],
        "location": {"display": "Maple Row Dental - Park Slope", "timezone": "America/New_York"}}),
    rec("appointment#appt-6M1B3", "tool:fhir.Appointment.read", {
        "resourceType": "Appointment", "id": "appt-6M1B3", "status": "cancelled",
        "serviceType": [{"coding": [{"code": "PROPHY_ADULT"}]}],
        "start": "2025-11-18T09:00:00-05:00", "end": "2025-11-18T10:00:00-05:00", "minutesDuration": 60,
        "cancelationReason": {"coding": [{"code": "PATIENT_RESCHEDULED"}]}}),
    rec("billing#INV-30418", "tool:billing.estimate", {
        "invoice_id": "INV-30418", "appointment_ref": "Appointment/appt-7Q2K9", "currency": "USD",
        "line_items": [{"code": "D1110", "description": "Adult prophylaxis", "amount_minor": 12500},
                       {"code": "D0120", "description": "Periodic oral exam", "amount_minor": 6000}],
        "insurance_estimate_minor": 14800, "patient_estimate_minor": 3700, "status": "ESTIMATE"}),
    pol("policy#changes", "Cleanings with an exam are scheduled for 60 minutes. We ask for at least 24 hours' notice to change or cancel a visit. Changes made with less notice, and missed visits, carry a $45 fee. If your medical history has changed, please arrive 10 minutes early to update it.", "2026-02"),
]
Q1 = "Hi, can you remind me when my cleaning is and roughly what I'll owe?"
N1 = "2026-05-18T10:05:00-04:00"
add("w09-001-cleaning-reminder", sc, D, Q1,
    "Hi Dana, you're all set for your adult cleaning and exam on Wednesday, May 20 at 2:30 PM with hygienist Rosa Imani. The visit is booked for 60 minutes. Based on your insurance estimate, your share should be about $37.00. If anything changes, just let us know at least 24 hours ahead so we can avoid the $45 late-change fee.",
    ev1, [S("Wednesday, May 20 at 2:30 PM"), S("with hygienist Rosa Imani"), S("booked for 60 minutes"), S("about $37.00"),
          S("at least 24 hours ahead"), S("the $45 late-change fee")],
    now=N1, incl=["2:30 PM", "$37.00"], notes="start 2026-05-20T14:30-04:00, HYGIENIST Rosa Imani, minutesDuration 60, patient_estimate_minor 3700; policy gives 24 hours and $45.")
add("w09-002-cleaning-reminder", sc, D, Q1,
    "Hello Dana! Here are your visit details:\n- Date: 05/20/2026\n- Time: 2:30–3:30 PM (Eastern)\n- Service: cleaning plus periodic exam\n- Estimated total: $185.00, of which insurance is expected to cover $148.00\nPlease come about ten minutes early only if your medical history has changed since your last visit. We look forward to seeing you!",
    ev1, [S("Date: 05/20/2026"), S("2:30–3:30 PM (Eastern)"), S("cleaning plus periodic exam"), S("Estimated total: $185.00"),
          S("insurance is expected to cover $148.00"), S("about ten minutes early"), NA("We look forward to seeing you!")],
    incl=["$185.00"], notes="total = 12500 + 6000 minor = $185.00; insurance_estimate_minor 14800; policy: 10 minutes early if history changed.")
add("w09-003-cleaning-reminder", sc, D, Q1,
    "Your cleaning is this Wednesday at 2:30 PM and your estimated share is $37.",
    ev1, [S("this Wednesday at 2:30 PM"), S("estimated share is $37")], now=N1, incl=["$37"],
    notes="now is Monday 2026-05-18, so this Wednesday is May 20; patient_estimate_minor 3700.")
add("w09-004-cleaning-reminder-wrong_role", sc, D, Q1,
    "Hi Dana, you're all set for your adult cleaning and exam on Wednesday, May 20 at 2:30 PM with hygienist Rosa Imani. Based on your insurance estimate, your share should be about $148.00. Please give us at least 24 hours' notice if you need to change it.",
    ev1, [S("Wednesday, May 20 at 2:30 PM"), S("with hygienist Rosa Imani"), C("your share should be about $148.00", "AMOUNT_MISMATCH"),
          S("at least 24 hours' notice")],
    now=N1, excl=["about $148.00"], incl=["2:30 PM"], errors=["wrong_role"],
    notes="$148.00 is insurance_estimate_minor, not the patient share (patient_estimate_minor 3700 = $37.00).")
add("w09-005-cleaning-reminder-policy-arith", sc, D, Q1,
    "Hi Dana, your cleaning is on May 20 at 2:30 PM. Your total before insurance is $125.00, and insurance is expected to cover most of it. If you need to reschedule, please give us at least 12 hours' notice to avoid the $45 fee.",
    ev1, [S("May 20 at 2:30 PM"), C("total before insurance is $125.00", "AMOUNT_MISMATCH"), S("insurance is expected to cover most of it"),
          C("at least 12 hours' notice", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("the $45 fee")],
    excl=["is $125.00", "12 hours' notice"], incl=["2:30 PM"], errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="Total is 12500 + 6000 = $185.00 ($125.00 skips the exam line); policy requires 24 hours' notice.")
add("w09-r01-cleaning-reminder", sc, D, Q1,
    "Hi Dana, your cleaning and exam are on Wednesday, May 20 at 3:30 PM. Your estimated share is $37.00, and we look forward to seeing you.",
    ev1, [C("May 20 at 3:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("estimated share is $37.00"), NA("we look forward to seeing you")],
    now=N1, excl=["3:30 PM"], incl=["2:30 PM|2:30 pm|14:30", "$37.00|$37"], errors=["wrong_time"], repair=True,
    notes="start is 14:30-04:00; 15:30 is the end time.")

# ---------------- Scenario 2: crown balance (Los Angeles) ----------------
sc = "crown-balance"
ev2 = [
    rec("billing#PT-88412", "tool:billing.account_summary", {
        "account_id": "PT-88412", "treatment_plan_id": "TP-2291", "currency": "USD",
        "charges": [{"code": "D2740", "description": "Porcelain/ceramic crown #19", "amount_minor": 132000, "posted": "2026-05-12"}],
        "insurance_payments": [{"payer": "Pacific Crest Dental PPO", "amount_minor": 66000, "posted": "2026-05-21"}],
        "patient_payments": [{"date": "2026-05-12", "amount_minor": 30000, "method": "CARD"}],
        "balance_due_minor": 36000}),
    rec("appointment#appt-CS4471", "tool:fhir.Appointment.search", {"entry": [
        {"resource": {"resourceType": "Appointment", "id": "appt-CP4403", "status": "arrived",
                      "serviceType": [{"coding": [{"code": "CROWN_PREP", "display": "Crown preparation"}]}],
                      "start": "2026-05-12T13:00:00-07:00", "minutesDuration": 90}},
        {"resource": {"resourceType": "Appointment", "id": "appt-CS4471", "status": "booked",
                      "serviceType": [{"coding": [{"code": "CROWN_SEAT", "display": "Crown seating"}]}],
                      "start": "2026-06-04T09:00:00-07:00", "end": "2026-06-04T09:45:00-07:00", "minutesDuration": 45,
                      "participant": [{"actor": {"display": "Marcus Tran"}}, {"actor": {"display": "Dr. Helena Voss"}}]}}]}),
    pol("policy#crown-payment", "We bill your insurance first and send you a statement for the rest. Any remaining patient balance for a crown is due on the day the crown is seated. We accept credit and debit cards, HSA and FSA cards, and CareCredit. Monthly payment plans are available for balances over $500.", "v3"),
]
Q2 = "How much do I still owe for my crown, and can I split it into payments?"
N2 = "2026-05-28T16:20:00-07:00"
add("w09-006-crown-balance", sc, D, Q2,
    "Hi Marcus, thanks for checking in. After your insurance payment of $660.00 and the $300.00 you paid on May 12, the remaining balance on your crown is $360.00. That balance is due on the day your crown is seated, Thursday, June 4 at 9:00 AM. Payment plans are offered for balances over $500, so a plan wouldn't apply here, but you're welcome to use an HSA or FSA card.",
    ev2, [NA("thanks for checking in"), S("insurance payment of $660.00"), S("the $300.00 you paid on May 12"), S("remaining balance on your crown is $360.00"),
          S("due on the day your crown is seated"), S("Thursday, June 4 at 9:00 AM"), S("Payment plans are offered for balances over $500"),
          S("a plan wouldn't apply here"), S("use an HSA or FSA card")],
    now=N2, incl=["$360.00"], notes="132000 - 66000 - 30000 = 36000 = balance_due_minor; seating appt-CS4471 at 09:00-07:00; policy: plans over $500, HSA/FSA accepted.")
add("w09-007-crown-balance", sc, D, Q2,
    "Dear Marcus,\n\nYour crown balance is three hundred sixty dollars ($360.00). We'll collect it at your crown seating appointment on 6/4/2026 at 9 AM Pacific, which is scheduled for 45 minutes.\n\nWarm regards,\nThe Sunset Ridge billing team",
    ev2, [S("three hundred sixty dollars ($360.00)"), S("We'll collect it at your crown seating"), S("6/4/2026 at 9 AM Pacific"), S("scheduled for 45 minutes")],
    incl=["$360.00"], notes="balance_due_minor 36000; CROWN_SEAT start 2026-06-04T09:00-07:00, minutesDuration 45; policy: due on day of seating.")
add("w09-008-crown-balance-wrong_arithmetic", sc, D, Q2,
    "Hi Marcus, after your insurance paid its share, the remaining balance on your crown is $660.00. It's due on the day your crown is seated, Thursday, June 4 at 9:00 AM.",
    ev2, [C("remaining balance on your crown is $660.00", "AMOUNT_MISMATCH"), S("due on the day your crown is seated"), S("Thursday, June 4 at 9:00 AM")],
    now=N2, excl=["crown is $660.00"], incl=["June 4"], errors=["wrong_arithmetic"],
    notes="1320 - 660 ignores the $300 patient payment; balance_due_minor is 36000 ($360.00).")
add("w09-009-crown-balance-condition_unmet", sc, D, Q2,
    "Hi Marcus, your remaining crown balance is $360.00. Good news: that qualifies for one of our monthly payment plans, so you can split it into installments. We also accept Apple Pay at the front desk.",
    ev2, [S("remaining crown balance is $360.00"), C("that qualifies for one of our monthly payment plans", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
          I("We also accept Apple Pay", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
    excl=["qualifies for one of our monthly payment plans", "Apple Pay"], incl=["$360.00"], errors=["condition_unmet", "invented_fact"],
    notes="Plans are only for balances over $500 and the balance is $360; the policy lists cards, HSA/FSA and CareCredit, not Apple Pay.")
add("w09-r02-crown-balance", sc, D, Q2,
    "Hi Marcus, your remaining crown balance is $360.00, due when your crown is seated on Thursday, June 4 at 9:00 AM. Monthly payment plans are available for balances over $300.",
    ev2, [S("remaining crown balance is $360.00"), S("Thursday, June 4 at 9:00 AM"), C("balances over $300", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    now=N2, excl=["over $300"], incl=["$500", "$360.00|$360"], errors=["wrong_policy_condition"], repair=True,
    notes="Policy threshold for payment plans is $500.")

# ---------------- Scenario 3: emergency slot (New York, slot times in UTC) ----------------
sc = "emergency-slot"
ev3 = [
    rec("slots#EMERG-2026-06-09", "tool:fhir.Slot.search", {
        "resourceType": "Bundle", "type": "searchset", "location_timezone": "America/New_York",
        "entry": [
            {"resource": {"resourceType": "Slot", "id": "slot-9901", "status": "busy", "serviceType": [{"coding": [{"code": "EMERGENCY_EXAM"}]}],
                          "start": "2026-06-09T15:15:00Z", "end": "2026-06-09T15:45:00Z"}},
            {"resource": {"resourceType": "Slot", "id": "slot-9907", "status": "free", "serviceType": [{"coding": [{"code": "EMERGENCY_EXAM"}]}],
                          "start": "2026-06-09T20:00:00Z", "end": "2026-06-09T20:30:00Z"}},
            {"resource": {"resourceType": "Slot", "id": "slot-9912", "status": "free", "serviceType": [{"coding": [{"code": "EMERGENCY_EXAM"}]}],
                          "start": "2026-06-10T13:30:00Z", "end": "2026-06-10T14:00:00Z"}},
            {"resource": {"resourceType": "Slot", "id": "slot-9915", "status": "busy-tentative", "serviceType": [{"coding": [{"code": "EMERGENCY_EXAM"}]}],
                          "start": "2026-06-10T17:00:00Z", "end": "2026-06-10T17:30:00Z"}}]}),
    refused("book#call-3", "fhir.Appointment.create", "ESCALATE", {"slot": "Slot/slot-9907", "patient": "Patient/pt-51177"},
            reason="SAME_DAY_EMERGENCY_REQUIRES_FRONT_DESK"),
    rec("fees#EMERGENCY_EXAM", "tool:billing.fee_schedule", {
        "service_code": "EMERGENCY_EXAM", "currency": "USD", "fee_minor": 9500, "includes": ["ONE_XRAY_IMAGE"],
        "additional_xray_fee_minor_per_image": 3800}),
    pol("policy#emergency", "Emergency exams are 30 minutes and include one X-ray image; additional images are billed separately. Same-day emergency slots are held by the front desk and are confirmed by a phone call. If you have swelling that affects your breathing or bleeding that will not stop, please go to an emergency room right away.", "2025-12"),
]
Q3 = "I chipped a tooth last night. Can I get in today, and how much is an emergency visit?"
N3 = "2026-06-09T08:40:00-04:00"
add("w09-010-emergency-slot", sc, D, Q3,
    "I'm sorry about your tooth, Lena, that sounds uncomfortable. There is an open emergency slot today at 4:00 PM, and another tomorrow at 9:30 AM. I wasn't able to lock in the 4:00 PM slot myself, so I've passed your request to our front desk, who will call you to confirm it. The emergency exam fee is $95.00 and includes one X-ray.",
    ev3, [NA("I'm sorry about your tooth"), S("open emergency slot today at 4:00 PM"), S("another tomorrow at 9:30 AM"), S("I wasn't able to lock in"),
          S("passed your request to our front desk"), S("who will call you to confirm it"), S("fee is $95.00"), S("includes one X-ray")],
    now=N3, incl=["4:00 PM", "$95.00"], notes="slot-9907 free 20:00Z = 4:00 PM EDT; slot-9912 13:30Z = 9:30 AM; book call ESCALATE; fee_minor 9500; policy: phone confirmation.")
add("w09-011-emergency-slot", sc, D, Q3,
    "Here's what's open for an emergency exam:\n• Tuesday, June 9: 4:00 PM (30 minutes)\n• Wednesday, June 10: 9:30 AM\nThe 11:15 AM time today is already taken. Extra X-rays beyond the first are $38.00 each. If swelling ever makes it hard to breathe, please go straight to an emergency room.",
    ev3, [S("Tuesday, June 9: 4:00 PM"), S("(30 minutes)"), S("Wednesday, June 10: 9:30 AM"), S("11:15 AM time today is already taken"),
          S("$38.00 each"), S("go straight to an emergency room")],
    now=N3, incl=["4:00 PM", "9:30 AM"], notes="slot-9901 15:15Z busy = 11:15 AM EDT; additional_xray_fee_minor_per_image 3800; policy on ER.")
add("w09-012-emergency-slot-refused", sc, D, Q3,
    "Good news, Lena: I've booked you into today's 4:00 PM emergency slot. The exam fee is $95.00 and covers one X-ray. If your swelling makes it hard to breathe, please go to an emergency room right away.",
    ev3, [C("I've booked you into today's 4:00 PM emergency slot", "NOT_EXECUTED"), S("The exam fee is $95.00"), S("covers one X-ray"),
          S("please go to an emergency room right away")],
    now=N3, excl=["I've booked you"], incl=["$95.00"], errors=["refused_call_effect"],
    notes="Appointment.create for slot-9907 was ESCALATED, not executed.")
add("w09-013-emergency-slot-utc", sc, D, Q3,
    "Hi Lena, so sorry you're dealing with this. The earliest opening is today at 8:00 PM, and the visit fee is $95.00, which covers one X-ray. Our front desk will call you to confirm the time.",
    ev3, [NA("so sorry you're dealing with this"), C("earliest opening is today at 8:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("visit fee is $95.00"),
          S("which covers one X-ray"), S("Our front desk will call you to confirm")],
    now=N3, excl=["8:00 PM"], incl=["$95.00"], errors=["unit_conversion"],
    notes="slot-9907 start 20:00Z is 4:00 PM in America/New_York; 8:00 PM is the UTC clock time.")
add("w09-r03-emergency-slot", sc, D, Q3,
    "Lena, the next open emergency slot is today at 4:00 PM. I've reserved it for you, and the exam fee is $95.00.",
    ev3, [S("today at 4:00 PM"), C("I've reserved it for you", "NOT_EXECUTED"), S("exam fee is $95.00")],
    now=N3, excl=["I've reserved it"], incl=["escalated|front desk|could not|couldn't|unable|not able|wasn't able", "4:00 PM|4 PM", "$95.00|$95"],
    errors=["refused_call_effect"], repair=True, notes="book call ESCALATE to front desk; the booking did not happen.")

# ---------------- Scenario 4: whitening quote, superseded version (Los Angeles) ----------------
sc = "whitening-quote"
ev4 = [
    rec("quote#Q-5521-v1", "tool:billing.quote.read", {
        "quote_id": "Q-5521", "version": 1, "status": "SUPERSEDED", "superseded_by": "Q-5521-v2", "created": "2026-03-30",
        "currency": "USD", "lines": [{"code": "WHITEN_INOFFICE", "amount_minor": 45000}], "total_minor": 45000}),
    rec("quote#Q-5521-v2", "tool:billing.quote.read", {
        "quote_id": "Q-5521", "version": 2, "status": "ACTIVE", "created": "2026-04-22", "valid_until": "2026-05-31",
        "promo_code": "SPRING_WHITENING", "currency": "USD",
        "lines": [{"code": "WHITEN_INOFFICE", "description": "In-office whitening", "amount_minor": 39900, "included": True},
                  {"code": "WHITEN_TOUCHUP_KIT", "description": "Take-home touch-up kit", "amount_minor": 8500, "included": False, "optional": True}],
        "total_minor": 39900}),
    rec("appointment#appt-W2290", "tool:fhir.Appointment.read", {
        "resourceType": "Appointment", "id": "appt-W2290", "status": "booked",
        "serviceType": [{"coding": [{"code": "WHITEN_INOFFICE", "display": "In-office whitening"}]}],
        "start": "2026-05-15T10:30:00-07:00", "end": "2026-05-15T12:00:00-07:00", "minutesDuration": 90,
        "participant": [{"actor": {"display": "Jordan Ellery"}}, {"actor": {"display": "Dr. Samir Qadri"}}],
        "location": {"display": "Bayview Smiles - La Jolla", "timezone": "America/Los_Angeles"}}),
    pol("policy#whitening", "Whitening quotes are honored until their valid-until date. A quote that has been replaced by a newer version is no longer valid. A tube of sensitivity toothpaste is provided free with every in-office whitening. For the best results, avoid coffee and red wine for 48 hours after treatment.", "v2"),
]
Q4 = "What's the price for my whitening next week? I remember it being $450."
N4 = "2026-05-08T13:00:00-07:00"
add("w09-014-whitening-quote", sc, D, Q4,
    "Hi Jordan, I understand the confusion: that $450.00 figure was from an earlier version of your quote, which has since been replaced. Your current quote is $399.00 for in-office whitening, good through May 31. Your session is on Friday, May 15 at 10:30 AM and runs about an hour and a half.",
    ev4, [S("that $450.00 figure was from an earlier version"), S("which has since been replaced"), S("current quote is $399.00"), S("good through May 31"),
          S("Friday, May 15 at 10:30 AM"), S("about an hour and a half")],
    now=N4, incl=["$399.00"], notes="v1 SUPERSEDED 45000, v2 ACTIVE 39900 valid_until 2026-05-31; appointment 10:30-07:00, 90 minutes.")
add("w09-015-whitening-quote", sc, D, Q4,
    "Your whitening is quoted at $399.00 (quote Q-5521, version 2), and a tube of sensitivity toothpaste comes with it at no charge. The take-home touch-up kit isn't included; it's an optional add-on at $85.00. For the best results, please skip coffee and red wine for 48 hours afterward.",
    ev4, [S("quoted at $399.00"), S("(quote Q-5521, version 2)"), S("sensitivity toothpaste comes with it at no charge"), S("touch-up kit isn't included"),
          S("optional add-on at $85.00"), S("for 48 hours afterward")],
    incl=["$399.00"], notes="v2 lines: WHITEN_TOUCHUP_KIT included false, 8500; policy: free toothpaste, 48 hours.")
add("w09-016-whitening-quote-stale", sc, D, Q4,
    "Hi Jordan, your whitening is quoted at $450.00, just as you remembered. Your session is on Friday, May 15 at 10:30 AM, and you'll get a free tube of sensitivity toothpaste with it.",
    ev4, [C("quoted at $450.00", "AMOUNT_MISMATCH"), S("Friday, May 15 at 10:30 AM"), S("free tube of sensitivity toothpaste")],
    now=N4, excl=["$450.00"], incl=["10:30 AM"], errors=["stale_value"],
    notes="$450.00 is version 1, status SUPERSEDED; the active quote v2 is $399.00.")
add("w09-017-whitening-quote-perk-date", sc, D, Q4,
    "Your current quote is $399.00, and it includes the take-home touch-up kit as well. The quote is valid through June 30, and your session is on May 15 at 10:30 AM.",
    ev4, [S("current quote is $399.00"), C("it includes the take-home touch-up kit", "VALUE_MISMATCH"), C("valid through June 30", "DATE_MISMATCH"),
          S("May 15 at 10:30 AM")],
    excl=["includes the take-home touch-up kit", "June 30"], incl=["$399.00"], errors=["unlisted_perk", "wrong_date"],
    notes="Touch-up kit line has included false (optional $85 add-on); valid_until is 2026-05-31.")
add("w09-r04-whitening-quote", sc, D, Q4,
    "Your whitening is $399.00, and your appointment is Friday, May 15 at 10:30 AM, lasting about 60 minutes.",
    ev4, [S("whitening is $399.00"), S("Friday, May 15 at 10:30 AM"), C("lasting about 60 minutes", "VALUE_MISMATCH")],
    now=N4, excl=["about 60 minutes"], incl=["90 minutes|hour and a half|1.5 hours|one and a half hours", "$399.00|$399"], errors=["wrong_value"], repair=True,
    notes="minutesDuration is 90 (10:30 to 12:00).")

# ---------------- Scenario 5: missed appointment fee (New York) ----------------
sc = "noshow-fee"
ev5 = [
    rec("appointment#appt-E1409", "tool:fhir.Appointment.search", {"entry": [
        {"resource": {"resourceType": "Appointment", "id": "appt-E1409", "status": "noshow",
                      "serviceType": [{"coding": [{"code": "RESTORATIVE_FILLING"}]}],
                      "start": "2026-04-14T08:00:00-04:00", "minutesDuration": 45}},
        {"resource": {"resourceType": "Appointment", "id": "appt-E1466", "status": "booked",
                      "serviceType": [{"coding": [{"code": "RESTORATIVE_FILLING", "display": "Filling"}]}],
                      "start": "2026-04-21T08:00:00-04:00", "end": "2026-04-21T08:45:00-04:00", "minutesDuration": 45}}]}),
    rec("patient#pt-40932", "tool:patient.attendance", {
        "patient_id": "pt-40932", "name": "Priya Nandakumar",
        "missed_visits_last_12_months": [{"date": "2025-10-02", "fee_waived": True}, {"date": "2026-04-14", "fee_waived": False}],
        "count_missed_12m": 2}),
    rec("billing#ledger-40932", "tool:billing.ledger", {
        "currency": "USD", "entries": [{"date": "2026-04-14", "code": "NOSHOW_FEE", "amount_minor": 5000, "status": "BILLED"}],
        "balance_minor": 5000}),
    pol("policy#missed", "A $50 fee applies to missed appointments and to cancellations with less than 24 hours' notice. As a courtesy, we waive this fee once for a first missed visit in any 12-month period. To keep your treatment on track, please reschedule as soon as you can.", "v4"),
]
Q5 = "I missed my appointment on Tuesday, sorry! Will I be charged? And can I get a new time?"
N5 = "2026-04-16T11:00:00-04:00"
add("w09-018-noshow-fee", sc, D, Q5,
    "Thanks for letting us know, Priya, and no worries about rebooking. Your new appointment is Tuesday, April 21 at 8:00 AM. Because this is your second missed visit within 12 months, the $50 missed-appointment fee does apply this time; the courtesy waiver only covers a first missed visit in a 12-month period.",
    ev5, [NA("Thanks for letting us know"), S("new appointment is Tuesday, April 21 at 8:00 AM"), S("second missed visit within 12 months"),
          S("the $50 missed-appointment fee does apply"), S("courtesy waiver only covers a first missed visit")],
    now=N5, incl=["April 21", "$50"], notes="appt-E1466 booked 2026-04-21T08:00; count_missed_12m 2; NOSHOW_FEE 5000 BILLED; policy waiver first miss only.")
add("w09-019-noshow-fee", sc, D, Q5,
    "Your April 14 visit was recorded as missed, and a $50.00 fee has been billed to your account; you're rebooked for 4/21 at 8 AM.",
    ev5, [S("April 14 visit was recorded as missed"), S("$50.00 fee has been billed"), S("rebooked for 4/21 at 8 AM")],
    incl=["4/21"], notes="appt-E1409 status noshow; ledger NOSHOW_FEE BILLED 5000; appt-E1466.")
add("w09-020-noshow-fee-waiver", sc, D, Q5,
    "Thanks for letting us know, Priya. Since this is your first missed visit, we've waived the $50 fee. Your new appointment is Tuesday, April 21 at 8:00 AM.",
    ev5, [NA("Thanks for letting us know"), C("this is your first missed visit", "VALUE_MISMATCH"), C("we've waived the $50 fee", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
          S("Tuesday, April 21 at 8:00 AM")],
    now=N5, excl=["first missed visit", "we've waived the $50 fee"], incl=["April 21"], errors=["wrong_value", "condition_unmet"],
    notes="count_missed_12m is 2 (2025-10-02 already waived); the fee is BILLED, not waived.")
add("w09-021-noshow-fee-state", sc, D, Q5,
    "No problem, Priya. Your April 14 appointment shows as cancelled in our system, so no fee applies. You're rebooked for Tuesday, April 21 at 8:00 AM.",
    ev5, [C("shows as cancelled in our system", "RECORD_STATE_MISMATCH"), C("so no fee applies", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
          S("Tuesday, April 21 at 8:00 AM")],
    now=N5, excl=["shows as cancelled", "no fee applies"], incl=["April 21"], errors=["wrong_state", "condition_unmet"],
    notes="appt-E1409 status is noshow, not cancelled; ledger has a BILLED $50 NOSHOW_FEE.")
add("w09-r05-noshow-fee", sc, D, Q5,
    "Priya, you're rebooked for Tuesday, April 21 at 8:00 AM. The $50 fee for the missed visit has been waived as a courtesy.",
    ev5, [S("Tuesday, April 21 at 8:00 AM"), C("has been waived as a courtesy", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
    now=N5, excl=["waived as a courtesy"], incl=["billed|applies|charged|owe|due", "April 21|4/21"], errors=["condition_unmet"], repair=True,
    notes="Second miss in 12 months: NOSHOW_FEE status BILLED, waiver only for a first miss.")
