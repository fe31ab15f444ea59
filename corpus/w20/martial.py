"""Martial arts academy (Kaizen Martial Arts): four scenarios, written by hand."""
from common import case, repair, rec, pol, psg, refused, ep

D = "martial arts academy"

# ---------------------------------------------------------------- A1 grading eligibility
s = {"name": "ma-grading-eligibility", "domain": D, "now": "2026-03-10T18:00:00+00:00", "evidence": [
    rec("get_student#KMA-0772", "tool:students.get", {
        "student_id": "KMA-0772", "name": "Ethan Clarke", "age": 14, "belt": {"current": "ORANGE", "next": "GREEN"},
        "attendance": {"since_last_grading": 19, "required_for_next": 24, "last_grading": "2025-11-22"},
        "instructor_signoff": False, "membership": {"plan": "JUNIOR_UNLIMITED", "status": "ACTIVE"}}),
    rec("get_grading#GRD-2026-03-28", "tool:gradings.get", {
        "grading_id": "GRD-2026-03-28", "date": "2026-03-28", "start_local": "10:00", "venue": "Main Dojo, Sheffield",
        "belts": ["GREEN", "BLUE"], "fee_minor": 3000, "booking_closes": "2026-03-21", "places_left": 11}),
    rec("get_grading#GRD-2026-06-27", "tool:gradings.get", {
        "grading_id": "GRD-2026-06-27", "date": "2026-06-27", "start_local": "10:00", "venue": "Main Dojo, Sheffield",
        "belts": ["YELLOW", "ORANGE", "GREEN", "BLUE"], "fee_minor": 3000, "booking_closes": "2026-06-20"}),
    pol("policy#grading", "Bookings close one week before each grading. To grade for your next belt you need at least "
        "24 classes since your last grading and your instructor's sign-off. The grading fee is £30 and includes your "
        "new belt and certificate. If you are not eligible yet, you can book a later grading once you meet the "
        "requirements.", "v4"),
]}
Q = "Can I book onto the green belt grading on 28 March?"
case(s, Q, "Hi Ethan, love the ambition! To grade for green belt you need 24 classes since your last grading plus your "
     "instructor's sign-off, and you're on 19 so far, so that's 5 more classes to go. Bookings for the 28 March grading "
     "close on 21 March. If you don't make it in time, the next grading is on 27 June. Oss!",
     [("24 classes since your last grading plus your instructor's sign-off", "S"), ("you're on 19 so far", "S"),
      ("that's 5 more classes to go", "S"), ("close on 21 March", "S"), ("the next grading is on 27 June", "S")],
     incl=["5 more", "27 June"], notes="attendance 19 of 24; booking_closes 2026-03-21; next grading 2026-06-27.")
case(s, Q, "Ethan, you're not eligible to book just yet: 19 of the required 24 classes done. Once you are, the grading "
     "fee is £30.00, and that covers your new belt and certificate. Keep training hard!",
     [("you're not eligible to book just yet", "S"), ("19 of the required 24 classes done", "S"),
      ("the grading fee is £30.00", "S"), ("covers your new belt and certificate", "S")],
     incl=["£30.00"], notes="19 < 24 and instructor_signoff false; fee_minor 3000; policy.")
case(s, Q, "Hi Ethan, brilliant news: you're eligible for the green belt grading on 28 March at 10:00 AM! The £30 fee "
     "covers your new belt, certificate and a grading T-shirt.",
     [("you're eligible for the green belt grading", "C", "VALUE_MISMATCH|NLI_CONTRADICTION|RECORD_STATE_MISMATCH"),
      ("on 28 March at 10:00 AM", "S"), ("The £30 fee covers your new belt, certificate", "S"),
      ("and a grading T-shirt", "CI", "NLI_NOT_ENTAILED|NO_POLICY_EVIDENCE|NLI_CONTRADICTION")],
     errors=["condition_unmet", "unlisted_perk"], excl=["you're eligible", "grading T-shirt"],
     notes="19 of 24 classes and no sign-off: not eligible. Policy lists belt and certificate only.")
case(s, Q, "Hi Ethan! You've done 19 of the 24 classes needed, so just 4 more and you'll be ready, though you'll also "
     "need your instructor's sign-off. Bookings for the 28 March grading close on 14 March.",
     [("19 of the 24 classes needed", "S"), ("so just 4 more", "C", "VALUE_MISMATCH"),
      ("need your instructor's sign-off", "S"), ("close on 14 March", "C", "DATE_MISMATCH")],
     errors=["wrong_arithmetic", "wrong_date"], excl=["just 4 more", "close on 14 March"],
     notes="24 - 19 = 5; booking_closes 2026-03-21.")
repair(s, Q, "Hi Ethan! You've got 19 of the 24 classes you need, so 5 more to go before you can grade. If the 28 March "
       "grading comes too soon, the next one is on 20 June. Oss!",
       [("19 of the 24 classes you need", "S"), ("5 more to go", "S"), ("the next one is on 20 June", "C", "DATE_MISMATCH")],
       errors=["wrong_role"], excl=["on 20 June"], incl=["27 June|27/06", "5 more"],
       notes="20 June is the next grading's booking_closes date; the grading itself is 27 June.")

# ---------------------------------------------------------------- A2 injury freeze
s = {"name": "ma-injury-freeze", "domain": D, "now": "2026-07-06T12:00:00+01:00", "evidence": [
    rec("get_member#KMA-1409", "tool:members.get", {
        "member_id": "KMA-1409", "name": "Rosa Delgado",
        "membership": {"plan": "ADULT_3X_WEEK", "status": "FROZEN", "monthly_price_minor": 6500, "currency": "GBP",
                       "billing_day": 15,
                       "freeze": {"from": "2026-07-06", "to": "2026-09-06", "type": "MEDICAL", "fee_minor": 0,
                                  "evidence_due": "2026-07-20", "evidence_status": "AWAITED"}},
        "schedule": [
            {"date": "2026-06-15", "amount_minor": 6500, "status": "PAID"},
            {"date": "2026-07-15", "amount_minor": 0, "status": "SKIPPED_FREEZE"},
            {"date": "2026-08-15", "amount_minor": 0, "status": "SKIPPED_FREEZE"},
            {"date": "2026-09-15", "amount_minor": 6500, "status": "SCHEDULED"}]}),
    pol("policy#freeze", "Members can freeze for up to 3 months for a medical reason at no cost, provided a doctor's or "
        "fracture-clinic note reaches us within 14 days. Non-medical freezes cost £10 a month. Your billing date stays "
        "the same, and payments due during the freeze are skipped in full. While frozen, you can still attend one "
        "theory or stretching class a week free of charge.", "v2"),
]}
Q = "I've broken my wrist. Can I freeze my membership?"
case(s, Q, "Hi Rosa, so sorry about your wrist, and well done for looking after yourself! Your membership is now frozen "
     "from 6 July to 6 September as a medical freeze, so there's no charge for it. Your July and August payments are "
     "skipped, and your next £65 payment will be taken on 15 September. Please send us a doctor's or fracture-clinic "
     "note within 14 days.",
     [("now frozen from 6 July to 6 September", "S"), ("as a medical freeze, so there's no charge for it", "S"),
      ("July and August payments are skipped", "S"), ("next £65 payment will be taken on 15 September", "S"),
      ("doctor's or fracture-clinic note within 14 days", "S")],
     incl=["15 September", "£65"], notes="status FROZEN, freeze MEDICAL fee 0; schedule SKIPPED_FREEZE rows and 2026-09-15 6500.")
case(s, Q, "Rosa, your medical freeze is in place until 06/09/2026 at no cost. While you heal, you're still welcome at "
     "one theory or stretching class a week for free. Get that note to us by 20 July and you're sorted. Heal up and "
     "come back stronger!",
     [("medical freeze is in place until 06/09/2026", "S"), ("at no cost", "S"),
      ("one theory or stretching class a week for free", "S"), ("note to us by 20 July", "S")],
     incl=["06/09/2026", "20 July"], notes="freeze.to; policy on classes while frozen; evidence_due 2026-07-20.")
case(s, Q, "Hi Rosa, sorry to hear about your wrist! Your membership is frozen from 6 July to 6 September, with a £10 "
     "monthly freeze fee in place of your usual £65. Just send a doctor's note within 30 days.",
     [("frozen from 6 July to 6 September", "S"), ("£10 monthly freeze fee", "C", "AMOUNT_MISMATCH|NLI_CONTRADICTION"),
      ("your usual £65", "S"), ("within 30 days", "C", "NLI_CONTRADICTION|VALUE_MISMATCH")],
     errors=["wrong_amount", "wrong_policy_condition"], excl=["£10 monthly freeze fee", "within 30 days"],
     notes="freeze.type MEDICAL with fee_minor 0 (£10 is the non-medical rate); note due within 14 days.")
case(s, Q, "Hi Rosa! Your medical freeze runs from 6 July to 6 September at no cost. Payments pick up again with £65 "
     "on 15 August, and meanwhile you can join as many stretching classes as you like.",
     [("runs from 6 July to 6 September at no cost", "S"), ("£65 on 15 August", "C", "DATE_MISMATCH"),
      ("as many stretching classes as you like", "C", "NLI_CONTRADICTION")],
     errors=["wrong_date", "unlisted_perk"], excl=["on 15 August", "as many stretching classes"],
     notes="2026-08-15 is SKIPPED_FREEZE; the next charge is 2026-09-15. Policy allows one class a week.")
repair(s, Q, "Hi Rosa, your medical freeze is all set, running from 6 July to 6 August with no fee. Your next £65 "
       "payment is on 15 September. Rest up!",
       [("running from 6 July to 6 August", "C", "DATE_MISMATCH"), ("with no fee", "S"),
        ("next £65 payment is on 15 September", "S")],
       errors=["wrong_date"], excl=["to 6 August"], incl=["6 September|06/09", "£65"],
       notes="freeze.to is 2026-09-06.")

# ---------------------------------------------------------------- A3 family billing
s = {"name": "ma-family-billing", "domain": D, "now": "2026-02-02T19:00:00+00:00", "evidence": [
    rec("get_account#KMA-F-0291", "tool:accounts.get", {
        "account_id": "KMA-F-0291", "holder": "Lee Whitfield", "currency": "GBP",
        "members": [{"name": "Lee Whitfield", "plan": "ADULT_UNLIMITED", "price_minor": 6000, "status": "ACTIVE"},
                    {"name": "Maisie Whitfield", "plan": "JUNIOR_2X_WEEK", "price_minor": 3500, "status": "ACTIVE",
                     "joined": "2026-02-16"}],
        "family_discount": {"eligible": True, "percent": 10, "applies_from": "2026-03-01"},
        "schedule": [
            {"date": "2026-02-01", "amount_minor": 6000, "status": "PAID", "lines": [{"item": "ADULT_UNLIMITED", "minor": 6000}]},
            {"date": "2026-02-16", "amount_minor": 1625, "status": "SCHEDULED", "type": "PRORATA",
             "lines": [{"item": "JUNIOR_2X_WEEK 16-28 Feb", "minor": 1625}]},
            {"date": "2026-03-01", "amount_minor": 8550, "status": "SCHEDULED",
             "lines": [{"item": "ADULT_UNLIMITED", "minor": 6000}, {"item": "JUNIOR_2X_WEEK", "minor": 3500},
                       {"item": "FAMILY_DISCOUNT_10", "minor": -950}]}]}),
    rec("get_plan_catalogue#KAIZEN", "tool:plans.catalogue", {"currency": "GBP", "plans": [
        {"code": "JUNIOR_2X_WEEK", "price_minor": 3500, "includes": ["TWO_CLASSES_WEEKLY"]},
        {"code": "JUNIOR_UNLIMITED", "price_minor": 4500, "includes": ["UNLIMITED_CLASSES", "FIRST_UNIFORM"]},
        {"code": "ADULT_UNLIMITED", "price_minor": 6000, "includes": ["UNLIMITED_CLASSES", "OPEN_MAT"]}]}),
    pol("policy#family", "When a family member joins part-way through a month, their first payment is pro-rated to the "
        "days left in that month. The 10% family discount applies to every membership on the account once two or more "
        "members are active, starting from the next full billing month. A uniform (gi) costs £35 unless your plan "
        "includes one. Junior members can grade from their third month.", "v3"),
]}
Q = "I've just signed my daughter up. What will we be paying now?"
case(s, Q, "Hi Lee, welcome to the mat, Maisie! Her first payment is pro-rated: £16.25 on 16 February for the rest of "
     "the month. From 1 March your family total will be £85.50, which is £60 for you plus £35 for Maisie, less the 10% "
     "family discount. Great to have two Whitfields training!",
     [("£16.25 on 16 February", "S"), ("From 1 March your family total will be £85.50", "S"),
      ("£60 for you plus £35 for Maisie", "S"), ("less the 10% family discount", "S")],
     incl=["£85.50", "£16.25"], notes="Schedule rows 2026-02-16 1625 and 2026-03-01 8550 (6000 + 3500 - 950).")
case(s, Q, "Lee, here's the breakdown:\n• 1 Feb: £60.00 (your Adult Unlimited), paid\n• 16 Feb: £16.25, Maisie's "
     "pro-rata for the rest of February\n• 1 March onwards: £85.50 a month with the family discount\nJust so you know, "
     "Maisie's Junior 2x-a-week plan doesn't include a uniform, so a gi is £35.",
     [("1 Feb: £60.00 (your Adult Unlimited), paid", "S"), ("16 Feb: £16.25", "S"),
      ("1 March onwards: £85.50 a month", "S"), ("doesn't include a uniform", "S"), ("a gi is £35", "S")],
     incl=["£85.50"], notes="Schedule; catalogue JUNIOR_2X_WEEK includes no uniform; policy gi £35.")
case(s, Q, "Hi Lee, welcome aboard, Maisie! From 1 March you'll pay £86.50 a month for the two of you, with the 10% "
     "family discount included. Maisie's plan comes with her first uniform free, so she's all set.",
     [("you'll pay £86.50 a month", "C", "AMOUNT_MISMATCH"), ("with the 10% family discount included", "S"),
      ("comes with her first uniform free", "C", "VALUE_MISMATCH|NLI_CONTRADICTION")],
     errors=["wrong_arithmetic", "unlisted_perk"], excl=["£86.50", "first uniform free"],
     notes="(60 + 35) x 0.9 = £85.50. FIRST_UNIFORM is in JUNIOR_UNLIMITED, not JUNIOR_2X_WEEK.")
case(s, Q, "Hi Lee! Maisie's pro-rata payment of £16.25 goes out on 16 February, and your 10% family discount kicks in "
     "straight away from that payment. From March, Maisie's membership is £45 a month before the discount.",
     [("pro-rata payment of £16.25 goes out on 16 February", "S"),
      ("kicks in straight away from that payment", "C", "NLI_CONTRADICTION|VALUE_MISMATCH|DATE_MISMATCH"),
      ("Maisie's membership is £45 a month", "C", "AMOUNT_MISMATCH")],
     errors=["wrong_policy_condition", "other_record_value"], excl=["kicks in straight away", "£45 a month"],
     notes="family_discount.applies_from 2026-03-01 (next full month). £45 is JUNIOR_UNLIMITED; Maisie's plan is 3500.")
repair(s, Q, "Hi Lee! Maisie's pro-rata payment of £17.50 will be taken on 16 February, and from 1 March you'll pay "
       "£85.50 a month with the family discount. Welcome to the family, Maisie!",
       [("pro-rata payment of £17.50", "C", "AMOUNT_MISMATCH"), ("taken on 16 February", "S"),
        ("from 1 March you'll pay £85.50 a month", "S")],
       errors=["wrong_arithmetic"], excl=["£17.50"], incl=["£16.25|16.25", "£85.50"],
       notes="Pro-rata row is 1625 (13 of 28 days), not half of £35.")

# ---------------------------------------------------------------- A4 kids trial
s = {"name": "ma-kids-trial", "domain": D, "now": "2026-09-09T15:00:00+01:00", "evidence": [
    rec("get_trial#TRL-5521", "tool:trials.get", {
        "trial_id": "TRL-5521", "status": "CONFIRMED", "price_minor": 0, "guardian": "Ayesha Begum",
        "child": {"name": "Noah Begum", "age": 7}, "waiver_signed": False,
        "class": {"name": "Little Dragons (5-8)", "starts_at": ep("2026-09-12 09:15"), "duration": "PT45M",
                  "instructor": "Sensei Mark Holloway", "venue": "Kaizen Martial Arts, Leicester"}}),
    rec("get_trial#TRL-5519", "tool:trials.get", {
        "trial_id": "TRL-5519", "status": "CANCELLED", "guardian": "Ayesha Begum",
        "child": {"name": "Zara Begum", "age": 10}, "waiver_signed": True,
        "class": {"name": "Junior Kickboxing (9-12)", "starts_at": ep("2026-09-12 10:15"), "duration": "PT60M",
                  "instructor": "Sensei Mark Holloway"}}),
    pol("policy#trials", "Trial classes are free for first-time students and last as long as the regular class. "
        "Children should wear loose sportswear; no shoes or jewellery are worn on the mat. A parent or guardian must "
        "sign the online safety waiver before the class, and must stay on site for children under 8. If you join "
        "within 7 days of the trial, the £25 joining fee is waived.", "v1"),
]}
Q = "I've booked a free trial for my son Noah. What time is it and what does he need?"
case(s, Q, "Hi Ayesha, Noah's going to love it! His free trial is this Saturday, 12 September, at 9:15 AM in the Little "
     "Dragons class with Sensei Mark, and it lasts 45 minutes. He just needs loose sportswear; no shoes or jewellery "
     "on the mat. As he's under 8, please stay on site during the class, and remember to sign the online safety "
     "waiver beforehand.",
     [("this Saturday, 12 September, at 9:15 AM", "S"), ("Little Dragons class with Sensei Mark", "S"),
      ("lasts 45 minutes", "S"), ("loose sportswear; no shoes or jewellery on the mat", "S"),
      ("please stay on site during the class", "S"), ("sign the online safety waiver beforehand", "S")],
     incl=["9:15 AM", "45 minutes"], notes="TRL-5521 09:15 BST Sat 12 Sep, PT45M; age 7; policy.")
case(s, Q, "Ayesha, Noah's trial: Sat 12/09, 09:15–10:00, free of charge. The safety waiver is still unsigned, so please "
     "complete it online before Saturday. If he joins within 7 days of the trial, the £25 joining fee is waived. Oss!",
     [("Sat 12/09, 09:15–10:00", "S"), ("free of charge", "S"), ("The safety waiver is still unsigned", "S"),
      ("within 7 days of the trial, the £25 joining fee is waived", "S")],
     incl=["09:15", "£25"], notes="09:15 + PT45M = 10:00; price_minor 0; waiver_signed false; policy.")
case(s, Q, "Hi Ayesha! Noah's free trial is this Saturday at 10:15 AM with Sensei Mark. The safety waiver's already "
     "signed, so he just needs to turn up in loose sportswear. Oss!",
     [("this Saturday at 10:15 AM", "C", "DATE_MISMATCH|VALUE_MISMATCH"), ("with Sensei Mark", "S"),
      ("The safety waiver's already signed", "C", "RECORD_STATE_MISMATCH"), ("loose sportswear", "S")],
     errors=["other_record_value", "wrong_state"], excl=["10:15 AM", "already signed"],
     notes="10:15 and a signed waiver belong to Zara's cancelled trial TRL-5519; Noah's is 09:15, waiver_signed false.")
case(s, Q, "Hi Ayesha! Noah's trial is on Saturday 12 September at 9:15 AM. Feel free to drop him off and pick him up "
     "after the 45 minutes. If he signs up within 14 days, we'll waive the £25 joining fee.",
     [("Saturday 12 September at 9:15 AM", "S"), ("drop him off and pick him up", "C", "NLI_CONTRADICTION"),
      ("after the 45 minutes", "S"), ("within 14 days", "C", "NLI_CONTRADICTION|VALUE_MISMATCH")],
     errors=["wrong_policy_condition", "wrong_period"], excl=["drop him off", "within 14 days"],
     notes="Policy: a guardian stays on site for under-8s (Noah is 7); joining fee waived within 7 days.")
repair(s, Q, "Hi Ayesha! Noah's free Little Dragons trial is on Saturday 12 September at 9:15 AM and lasts an hour. "
       "Please sign the online waiver before then and stay on site during the class.",
       [("Saturday 12 September at 9:15 AM", "S"), ("lasts an hour", "C", "VALUE_MISMATCH"),
        ("sign the online waiver before then", "S"), ("stay on site during the class", "S")],
       errors=["other_record_value"], excl=["lasts an hour"], incl=["45 minutes|45-minute|45 min|10:00", "9:15 AM|09:15"],
       notes="Little Dragons duration PT45M; PT60M is the kickboxing trial.")
