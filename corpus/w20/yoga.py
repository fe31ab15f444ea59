"""Yoga studio (Lotus Loft Yoga): four scenarios, written by hand."""
from common import case, repair, rec, pol, psg, refused, ep

D = "yoga studio"

# ---------------------------------------------------------------- Y1 class pack credits
s = {"name": "yoga-class-pack", "domain": D, "now": "2026-05-06T08:15:00+01:00", "evidence": [
    rec("get_credits#LL-20931", "tool:credits.list", {
        "member_id": "LL-20931", "member_name": "Sophie Marchetti", "packs": [
            {"pack_id": "PK-5512", "product": "TEN_CLASS_PACK", "purchased": "2026-03-10", "price_minor": 11000,
             "credits": {"total": 10, "used": 6, "reserved": 1, "available": 3}, "expires": "2026-06-08",
             "status": "ACTIVE", "extension_used": False},
            {"pack_id": "PK-4180", "product": "FIVE_CLASS_PACK", "purchased": "2025-10-02", "price_minor": 6000,
             "credits": {"total": 5, "used": 3, "reserved": 0, "available": 2}, "expires": "2026-01-01",
             "status": "EXPIRED"}]}),
    rec("list_bookings#LL-20931", "tool:bookings.list", {
        "member_id": "LL-20931", "tz": "Europe/London", "upcoming": [
            {"booking_id": "LB-33019", "class": "Slow Flow Vinyasa", "teacher": "Ines Duarte",
             "starts_at": ep("2026-05-08 19:15"), "duration": "PT60M", "status": "BOOKED", "paid_with": "PK-5512"}]}),
    pol("policy#class-packs", "Class packs are valid for 90 days from the date of purchase. A pack can be extended "
        "once, by 30 days, for £15, provided you ask before it expires. Expired credits cannot be reinstated or "
        "transferred. If you cancel a booking at least 12 hours before class, the credit goes back onto your pack.", "2026-01"),
]}
Q = "How many classes have I got left on my pack, and when does it run out?"
case(s, Q, "Morning Sophie! You've got 3 credits free to use on your ten-class pack, with one more already set aside "
     "for Friday's Slow Flow Vinyasa at 7:15 PM. The pack is valid until 8 June 2026. Keep that beautiful practice flowing!",
     [("3 credits free to use", "S"), ("set aside for Friday's Slow Flow Vinyasa at 7:15 PM", "S"),
      ("valid until 8 June 2026", "S")],
     incl=["3 credits", "8 June"], notes="PK-5512 credits.available 3, reserved 1 (LB-33019, 19:15 BST Fri 8 May), expires 2026-06-08.")
case(s, Q, "Hi Sophie, lovely to hear from you. Three classes remain available on your pack (ten bought, six attended, "
     "one reserved for Friday). It expires on 08/06/2026, but if you need a little longer you can extend it once by "
     "30 days for £15, as long as you ask before that date. Namaste!",
     [("Three classes remain available", "S"), ("ten bought, six attended, one reserved for Friday", "S"),
      ("expires on 08/06/2026", "S"), ("extend it once by 30 days for £15", "S"),
      ("as long as you ask before that date", "S")],
     incl=["Three classes", "08/06/2026"], notes="credits total 10 / used 6 / reserved 1 / available 3; policy extension sentence.")
case(s, Q, "3 credits left, Sophie, valid to 8 June. See you on the mat!",
     [("3 credits left", "S"), ("valid to 8 June", "S")],
     incl=["3 credits"], notes="credits.available 3; expires 2026-06-08.")
case(s, Q, "Morning Sophie! You've got 4 credits left on your ten-class pack, plus 2 from your earlier five-class pack, "
     "so plenty of practice ahead. Friday's Slow Flow Vinyasa at 7:15 PM is booked in. The pack is valid until 8 June 2026.",
     [("You've got 4 credits left", "C", "VALUE_MISMATCH"),
      ("plus 2 from your earlier five-class pack", "C", "RECORD_STATE_MISMATCH|VALUE_MISMATCH"),
      ("Slow Flow Vinyasa at 7:15 PM is booked in", "S"), ("valid until 8 June 2026", "S")],
     errors=["wrong_arithmetic", "stale_value"], excl=["4 credits left", "plus 2 from your earlier"],
     notes="10 - 6 used - 1 reserved = 3 available, not 4. PK-4180's 2 credits belong to an EXPIRED pack.")
case(s, Q, "Hi Sophie! Three credits are available on your pack, and it runs until 9 June. If plans change, cancel at "
     "least 24 hours before class and the credit comes straight back to you.",
     [("Three credits are available", "S"), ("runs until 9 June", "C", "DATE_MISMATCH"),
      ("at least 24 hours before class", "C", "NLI_CONTRADICTION|VALUE_MISMATCH")],
     errors=["wrong_date", "wrong_policy_condition"], excl=["until 9 June", "24 hours before class"],
     notes="expires 2026-06-08; policy returns the credit for cancellations at least 12 hours before.")
repair(s, Q, "Hi Sophie! You have 3 credits available, and one is held for Friday's Slow Flow Vinyasa at 6:15 PM. Your "
       "pack is valid until 8 June 2026. Enjoy every breath!",
       [("You have 3 credits available", "S"), ("Slow Flow Vinyasa at 6:15 PM", "C", "DATE_MISMATCH|VALUE_MISMATCH"),
        ("valid until 8 June 2026", "S")],
       errors=["unit_conversion"], excl=["at 6:15 PM"], incl=["7:15 PM|7:15pm|19:15", "8 June|08/06"],
       notes="starts_at is 18:15 UTC, i.e. 19:15 in London (BST).")

# ---------------------------------------------------------------- Y2 workshop deposit
s = {"name": "yoga-workshop-balance", "domain": D, "now": "2026-04-14T14:00:00+01:00", "evidence": [
    rec("get_booking#WS-2207", "tool:workshops.booking", {
        "booking_id": "WS-2207", "attendee": "Mei Lin Harper", "status": "DEPOSIT_PAID",
        "workshop": {"code": "INV-INTENSIVE-MAY", "title": "Inversions Intensive", "days": ["2026-05-23", "2026-05-24"],
                     "daily_session": {"start": "10:00", "end": "13:00"}, "teacher": "Ruth Adeyemi"},
        "price_minor": 18500, "currency": "GBP",
        "deposit": {"amount_minor": 5000, "paid_at": "2026-04-02", "status": "PAID"},
        "balance": {"amount_minor": 13500, "due": "2026-05-09", "status": "DUE"},
        "member_discount": {"eligible": False, "reason": "NO_ACTIVE_MEMBERSHIP"}, "mat_hire_included": False}),
    rec("get_booking#WS-1904", "tool:workshops.booking", {
        "booking_id": "WS-1904", "attendee": "Mei Lin Harper", "status": "REFUNDED",
        "workshop": {"code": "YIN-RESTORE-JAN", "title": "Yin & Restore Day", "days": ["2026-01-17"]},
        "price_minor": 6500, "currency": "GBP"}),
    pol("policy#workshops", "A deposit of £50 secures your place on any workshop. The remaining balance is due 14 days "
        "before the first day; if it has not been paid by then, your place is released and the deposit is kept. "
        "Members with an active Unlimited membership get 15% off workshops. Cancellations more than 30 days before "
        "the workshop are refunded minus the deposit; later cancellations are not refunded, but you can transfer "
        "your place to a friend.", "v4"),
]}
Q = "How much do I still owe for the inversions workshop and when is it due?"
case(s, Q, "Hi Mei Lin, so excited you're joining the Inversions Intensive! Your £50 deposit came through on 2 April, "
     "which leaves £135 to pay by 9 May. The workshop runs on 23 and 24 May, 10am to 1pm each day, with Ruth. "
     "Time to get upside down!",
     [("Your £50 deposit came through on 2 April", "S"), ("leaves £135 to pay by 9 May", "S"),
      ("runs on 23 and 24 May", "S"), ("10am to 1pm each day", "S"), ("with Ruth", "S")],
     incl=["£135", "9 May"], notes="deposit 5000 paid 2026-04-02; balance 13500 due 2026-05-09; workshop days and daily_session.")
case(s, Q, "Dear Mei Lin,\n\nThank you for booking the Inversions Intensive. The full price is £185.00; with your "
     "deposit of £50.00 already paid, the balance of £135.00 is due on 9 May 2026. Please do make sure it's settled "
     "by then, as unpaid places are released 14 days before the workshop and the deposit is kept.\n\nWarm wishes,\n"
     "Lotus Loft Yoga",
     [("The full price is £185.00", "S"), ("deposit of £50.00 already paid", "S"),
      ("balance of £135.00 is due on 9 May 2026", "S"), ("unpaid places are released 14 days before the workshop", "S"),
      ("the deposit is kept", "S")],
     incl=["£135.00", "9 May 2026"], notes="price_minor 18500; balance row; policy on release of unpaid places.")
case(s, Q, "Hi Mei Lin! Your £50 deposit is in, and as a member you'll get 15% off, so the balance comes to £107.25, "
     "due by 9 May. See you on the mat for the Inversions Intensive!",
     [("Your £50 deposit is in", "S"), ("as a member you'll get 15% off", "C", "VALUE_MISMATCH|RECORD_STATE_MISMATCH"),
      ("the balance comes to £107.25", "C", "AMOUNT_MISMATCH"), ("due by 9 May", "S")],
     errors=["condition_unmet", "wrong_amount"], excl=["15% off", "£107.25"],
     notes="member_discount.eligible false (NO_ACTIVE_MEMBERSHIP), so balance stays 13500, not £107.25.")
case(s, Q, "Hi Mei Lin, you're all set for the Inversions Intensive on 23 and 24 May! The balance of £65 is due by "
     "9 May. And don't worry, if you need to cancel up to 14 days beforehand you'll get a full refund.",
     [("Inversions Intensive on 23 and 24 May", "S"), ("The balance of £65", "C", "AMOUNT_MISMATCH"),
      ("is due by 9 May", "S"),
      ("up to 14 days beforehand you'll get a full refund", "C", "NLI_CONTRADICTION|NLI_NOT_ENTAILED")],
     errors=["other_record_value", "wrong_policy_condition"], excl=["balance of £65", "you'll get a full refund"],
     notes="£65 is the old Yin & Restore booking (WS-1904). Policy: refunds only >30 days before, minus the deposit.")
repair(s, Q, "Hi Mei Lin! Your £50 deposit is safely in, and the remaining £135 is due by 23 May. The workshop itself "
       "runs 23–24 May, 10am to 1pm. Can't wait to see your handstands!",
       [("Your £50 deposit is safely in", "S"), ("remaining £135", "S"), ("is due by 23 May", "C", "DATE_MISMATCH"),
        ("runs 23–24 May, 10am to 1pm", "S")],
       errors=["wrong_date"], excl=["due by 23 May"], incl=["9 May|09/05|May 9", "£135"],
       notes="balance.due 2026-05-09 (14 days before the first day).")

# ---------------------------------------------------------------- Y3 waitlist + late cancel
s = {"name": "yoga-late-cancel", "domain": D, "now": "2026-06-11T20:30:00+01:00", "evidence": [
    rec("get_member#LL-77410", "tool:members.get", {
        "member_id": "LL-77410", "name": "Gareth Lloyd",
        "membership": {"plan": "UNLIMITED_MONTHLY", "status": "ACTIVE", "price_minor": 9500, "renews": "2026-06-28"},
        "late_cancellations": {"last_30_days": 1, "last_at": ep("2026-05-29 06:10")}}),
    rec("list_bookings#LL-77410", "tool:bookings.list", {
        "member_id": "LL-77410", "tz": "Europe/London", "bookings": [
            {"booking_id": "LB-40122", "class": "Rocket Yoga", "starts_at": ep("2026-06-12 07:00"),
             "duration": "PT60M", "status": "BOOKED"},
            {"booking_id": "LB-40198", "class": "Candlelit Yin", "starts_at": ep("2026-06-13 18:00"),
             "duration": "PT75M", "status": "WAITLISTED", "waitlist_position": 2}]}),
    pol("policy#cancellations", "Unlimited members can cancel free of charge up to 8 hours before class. Cancellations "
        "within 8 hours, and no-shows, are charged a £7 late fee. The first late cancellation in any 30-day period is "
        "waived. Waitlist places are confirmed automatically until 2 hours before class, and we'll email you if you get in.", "v6"),
]}
Q = "Can I still drop tomorrow morning's class without a fee? And am I in Saturday's Yin?"
case(s, Q, "Hi Gareth! You can still cancel tomorrow's 7am Rocket Yoga free of charge, as long as you do it before "
     "11pm tonight. For Saturday's Candlelit Yin at 6pm you're second on the waitlist, and if a space opens before 4pm "
     "we'll confirm you automatically and send an email. Enjoy the stretch!",
     [("cancel tomorrow's 7am Rocket Yoga free of charge", "S"), ("before 11pm tonight", "S"),
      ("Saturday's Candlelit Yin at 6pm", "S"), ("you're second on the waitlist", "S"),
      ("if a space opens before 4pm", "S"), ("send an email", "S")],
     incl=["11pm", "second"], notes="Free until 8h before 07:00 = 23:00 tonight; waitlist_position 2; auto-confirm until 2h before 18:00.")
case(s, Q, "Quick summary, Gareth:\n- Rocket Yoga, Fri 12 June, 07:00: booked; free cancellation until 23:00 on "
     "Thursday\n- Candlelit Yin, Sat 13 June, 18:00 (75 minutes): waitlist position 2\nCancelling inside the 8-hour "
     "window would cost £7. You're doing brilliantly, keep showing up!",
     [("Rocket Yoga, Fri 12 June, 07:00: booked", "S"), ("free cancellation until 23:00 on Thursday", "S"),
      ("Candlelit Yin, Sat 13 June, 18:00 (75 minutes)", "S"), ("waitlist position 2", "S"),
      ("inside the 8-hour window would cost £7", "S")],
     incl=["23:00", "position 2"], notes="Bookings list; late fee £7 applies since the 30-day waiver is used (last_30_days 1).")
case(s, Q, "Hi Gareth! No stress about tomorrow's 7am Rocket Yoga: you can cancel free of charge until midnight "
     "tonight, and even if you leave it later, your first late cancellation this month is waived. You're second on "
     "the waitlist for Saturday's Candlelit Yin at 6pm.",
     [("until midnight tonight", "C", "DATE_MISMATCH|VALUE_MISMATCH|NLI_CONTRADICTION"),
      ("your first late cancellation this month is waived", "C", "RECORD_STATE_MISMATCH|VALUE_MISMATCH|NLI_CONTRADICTION"),
      ("second on the waitlist", "S"), ("Saturday's Candlelit Yin at 6pm", "S")],
     errors=["wrong_time", "condition_unmet"], excl=["until midnight tonight", "first late cancellation this month is waived"],
     notes="8h before 07:00 is 23:00, not midnight. late_cancellations.last_30_days is 1, so the waiver is already used.")
case(s, Q, "Hi Gareth! Tomorrow's 7am Rocket Yoga can be cancelled free until 11pm tonight. On Saturday's 6pm "
     "Candlelit Yin you're first on the waitlist, and we'll email you the moment a space opens. It's a 60-minute "
     "class, perfect for winding down.",
     [("cancelled free until 11pm tonight", "S"), ("you're first on the waitlist", "C", "VALUE_MISMATCH"),
      ("we'll email you", "S"), ("It's a 60-minute class", "C", "VALUE_MISMATCH")],
     errors=["wrong_quantity", "wrong_period"], excl=["first on the waitlist", "60-minute class"],
     notes="waitlist_position 2; Candlelit Yin duration PT75M (PT60M is Rocket Yoga).")
repair(s, Q, "Hi Gareth! You can cancel tomorrow's 7am Rocket Yoga for free before 11pm tonight. For Saturday's 6pm "
       "Candlelit Yin you're third on the waitlist, and we'll email you if you get in. Keep glowing!",
       [("for free before 11pm tonight", "S"), ("you're third on the waitlist", "C", "VALUE_MISMATCH"),
        ("we'll email you if you get in", "S")],
       errors=["wrong_quantity"], excl=["third on the waitlist"],
       incl=["second|2nd|number 2|position 2|No. 2", "11pm|23:00"], notes="waitlist_position 2.")

# ---------------------------------------------------------------- Y4 intro offer
s = {"name": "yoga-intro-offer", "domain": D, "now": "2026-03-02T10:00:00+00:00", "evidence": [
    rec("get_member#LL-90877", "tool:members.get", {
        "member_id": "LL-90877", "name": "Aoife Brennan",
        "membership": {"plan": "INTRO_30", "status": "ACTIVE", "started": "2026-02-16", "ends": "2026-03-17",
                       "price_paid_minor": 3500,
                       "auto_convert": {"to_plan": "UNLIMITED_MONTHLY", "first_charge": "2026-03-18", "amount_minor": 9500}},
        "concessions": {"student_verified": False, "over_65_verified": False}, "classes_attended": 9}),
    rec("get_plan_catalogue#LOTUS", "tool:plans.catalogue", {"currency": "GBP", "plans": [
        {"code": "INTRO_30", "price_minor": 3500, "includes": ["ALL_CLASSES"], "once_per_person": True},
        {"code": "UNLIMITED_MONTHLY", "price_minor": 9500, "includes": ["ALL_CLASSES", "MAT_HIRE", "TEA_BAR"]},
        {"code": "UNLIMITED_MONTHLY_CONCESSION", "price_minor": 7600, "includes": ["ALL_CLASSES", "MAT_HIRE", "TEA_BAR"],
         "eligibility": "STUDENT_OR_OVER_65_VERIFIED"},
        {"code": "EIGHT_PER_MONTH", "price_minor": 7200, "includes": ["EIGHT_CLASSES", "MAT_HIRE"]}]}),
    pol("policy#intro", "The intro offer gives 30 days of unlimited classes for £35 and can be used once per person. "
        "Unless you cancel before it ends, it rolls onto Unlimited Monthly. You can switch to any other plan before "
        "the first monthly charge at no cost. Concession pricing is available to students and over-65s once ID has "
        "been checked at the front desk. Monthly plans need 30 days' notice to cancel.", "2025-11"),
]}
Q = "My intro month is nearly up, what happens next? I'm a student, is there a cheaper option?"
case(s, Q, "Hi Aoife, nine classes already, amazing! Your intro month ends on 17 March, and unless you change anything "
     "it rolls onto Unlimited Monthly at £95, first charged on 18 March. As a student you could pay £76 a month "
     "instead; just bring your student ID to the front desk so we can verify it. Keep going!",
     [("nine classes already", "S"), ("Your intro month ends on 17 March", "S"),
      ("rolls onto Unlimited Monthly at £95", "S"), ("first charged on 18 March", "S"),
      ("could pay £76 a month instead", "S"), ("bring your student ID to the front desk", "S")],
     incl=["17 March", "£76"], notes="classes_attended 9; ends/auto_convert; concession plan 7600 needs ID checked at front desk.")
case(s, Q, "Aoife, your intro offer runs until 17/03/2026. After that it becomes Unlimited Monthly (£95.00), which "
     "includes mat hire and the tea bar. Prefer fewer classes? The 8-a-month plan is £72.00, and switching before your "
     "first charge costs nothing.",
     [("runs until 17/03/2026", "S"), ("becomes Unlimited Monthly (£95.00)", "S"),
      ("includes mat hire and the tea bar", "S"), ("8-a-month plan is £72.00", "S"),
      ("switching before your first charge costs nothing", "S")],
     incl=["17/03/2026", "£95.00"], notes="Catalogue UNLIMITED_MONTHLY includes MAT_HIRE, TEA_BAR; EIGHT_PER_MONTH 7200; policy on switching.")
case(s, Q, "Hi Aoife, loving your energy! Your intro month ends on 17 March, and because you're a student your "
     "Unlimited plan will automatically drop to the £76 concession rate. The 8-a-month plan (£72) also comes with "
     "tea bar access if you'd prefer fewer classes.",
     [("ends on 17 March", "S"),
      ("will automatically drop to the £76 concession rate", "C", "RECORD_STATE_MISMATCH|VALUE_MISMATCH|NLI_CONTRADICTION"),
      ("The 8-a-month plan (£72)", "S"),
      ("also comes with tea bar access", "CI", "VALUE_MISMATCH|CLAIM_WITHOUT_TOOL_EVIDENCE")],
     errors=["condition_unmet", "unlisted_perk"], excl=["automatically drop to the £76", "comes with tea bar access"],
     notes="student_verified false and auto_convert amount 9500; EIGHT_PER_MONTH includes lacks TEA_BAR.")
case(s, Q, "Hi Aoife! Your intro offer finishes on 16 March and then rolls onto Unlimited Monthly at £95. If you "
     "decide it's not for you later, monthly plans only need 14 days' notice to cancel.",
     [("finishes on 16 March", "C", "DATE_MISMATCH"), ("rolls onto Unlimited Monthly at £95", "S"),
      ("only need 14 days' notice", "C", "NLI_CONTRADICTION|VALUE_MISMATCH")],
     errors=["wrong_date", "wrong_policy_condition"], excl=["finishes on 16 March", "14 days' notice"],
     notes="membership.ends 2026-03-17; policy: 30 days' notice.")
repair(s, Q, "Hi Aoife! Your intro month ends on 17 March, then it rolls onto Unlimited Monthly at £72 a month from "
       "18 March. Keep flowing!",
       [("ends on 17 March", "S"), ("Unlimited Monthly at £72 a month", "C", "AMOUNT_MISMATCH"), ("from 18 March", "S")],
       errors=["other_record_value"], excl=["at £72 a month"], incl=["£95|95.00", "17 March"],
       notes="auto_convert.amount_minor 9500; 7200 is EIGHT_PER_MONTH.")
