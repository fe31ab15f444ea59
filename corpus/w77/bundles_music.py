# Music-lesson studio: Tónastofan (four bundles). Read by write_cases.py.

# ---------------------------------------------------------------- bundle 22: lesson pack balance
b = Bundle(
    "music-lesson-pack", MUSIC,
    "How many lessons do I have left, and when do they run out?",
    [
        rec("tonastofan.packs.list#ST-0877", "tool:tonastofan.packs.list", {
            "student_id": "ST-0877", "name": "Arnar Freyr Logason", "instrument": "GUITAR", "teacher": "Védís",
            "lesson_length": "PT45M",
            "packs": [
                {"pack_id": "PK-2025-0412", "size": 5, "price_isk": 27500, "purchased": "2025-06-20",
                 "expires": "2025-12-20", "used": 4, "forfeited": 1, "status": "EXPIRED"},
                {"pack_id": "PK-2025-0988", "size": 10, "price_isk": 52000, "purchased": "2025-12-30",
                 "expires": "2026-06-30", "used": 7, "remaining": 3, "status": "ACTIVE"},
            ]}),
        rec("tonastofan.lessons.list#ST-0877", "tool:tonastofan.lessons.list", {
            "lessons": [
                {"date": "2026-03-19", "status": "ATTENDED"},
                {"date": "2026-03-26", "status": "LATE_CANCELLATION", "counted_as_used": True},
                {"date": "2026-04-09", "status": "ATTENDED"},
                {"date": "2026-04-16", "starts_at": ep("2026-04-16T18:15"), "status": "BOOKED"},
            ]}),
        rec("gc.payments.list#MD000ST0877", "tool:gocardless.payments.list", {
            "payments": [
                {"id": "PM01T5N3G7", "amount": 52000, "currency": "ISK", "charge_date": "2026-01-05",
                 "status": "paid_out", "description": "10 tíma pakki – gítar"},
                {"id": "PM01G5N3G2", "amount": 27500, "currency": "ISK", "charge_date": "2025-06-25",
                 "status": "paid_out", "description": "5 tíma pakki – gítar"},
            ]}),
        pol("tonastofan-policy#packs", "2025-09",
            "Lesson packs are valid for six months from the purchase date. Unused lessons expire with the pack "
            "and are not refunded. A lesson cancelled with less than 24 hours' notice counts as taken. You can buy "
            "your next pack at any time; it starts when the current one is used up or expires."),
    ],
    now="2026-04-14T12:00:00+00:00")

case(b,
     "Hi Arnar Freyr, you're making great progress through your pack! You've used 7 of your 10 lessons, so 3 are "
     "left, and they're valid until 30 June. The next one is this Thursday, 16 April, at 18:15 for 45 minutes "
     "with Védís.",
     [N("you're making great progress through your pack!"),
      S("You've used 7 of your 10 lessons"),
      S("so 3 are left"),
      S("they're valid until 30 June"),
      S("The next one is this Thursday, 16 April, at 18:15"),
      S("for 45 minutes with Védís")],
     incl=["30 June", "18:15"],
     notes="PK-2025-0988 used 7, remaining 3, expires 2026-06-30; booked lesson 16 April 18:15; PT45M; "
           "teacher Védís.")

case(b,
     "Hi Arnar Freyr! You have three lessons left on your 10-lesson pack. Just so it's clear: the 26 March lesson "
     "was cancelled with less than 24 hours' notice, so it counts as one of the seven used. Any lessons not used "
     "by 30.06.2026 expire with the pack.",
     [S("You have three lessons left on your 10-lesson pack"),
      S("the 26 March lesson was cancelled with less than 24 hours' notice"),
      S("so it counts as one of the seven used"),
      S("Any lessons not used by 30.06.2026 expire with the pack")],
     incl=["30.06.2026"],
     notes="2026-03-26 LATE_CANCELLATION counted_as_used; policy on late cancellation and expiry.")

case(b,
     "3 lessons left, valid to 30.6. – next one Thu 16.4. at 18:15.",
     [S("3 lessons left"),
      S("valid to 30.6."),
      S("next one Thu 16.4. at 18:15")],
     incl=["30.6."],
     notes="Pack record and the booked lesson.")

case(b,
     "Hi Arnar Freyr! You've used 7 lessons out of 10, which leaves 3, plus the 1 unused lesson from your previous "
     "pack, so 4 in total. They're valid until 30 June.",
     [S("You've used 7 lessons out of 10, which leaves 3"),
      X("plus the 1 unused lesson from your previous pack", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
      X("so 4 in total", "VALUE_MISMATCH"),
      S("They're valid until 30 June")],
     errors=["stale_value", "wrong_quantity"],
     excl=["plus the 1 unused lesson", "so 4 in total"],
     notes="PK-2025-0412 is EXPIRED and its lesson was forfeited (policy: unused lessons expire); remaining is 3.")

case(b,
     "Hi Arnar Freyr, you have 3 lessons left, each 45 minutes, and the next is Thursday 16 April at 18:15. Each "
     "lesson works out at 520 kr from your 52.000 kr pack. If anything comes up, you can cancel up to 12 hours "
     "before without losing the lesson.",
     [S("you have 3 lessons left, each 45 minutes"),
      S("the next is Thursday 16 April at 18:15"),
      X("Each lesson works out at 520 kr", "AMOUNT_MISMATCH"),
      S("from your 52.000 kr pack"),
      X("you can cancel up to 12 hours before without losing the lesson", "NLI_CONTRADICTION")],
     errors=["wrong_arithmetic", "wrong_policy_condition"],
     excl=["520 kr", "12 hours"],
     notes="52000 / 10 = 5200 kr per lesson. Policy: less than 24 hours' notice counts as taken.")

repair(b,
       "Hi Arnar Freyr! You've got 3 lessons left from your 10-lesson pack, valid until 30 June. Your next one is "
       "on Thursday 16 April at 18:15 and lasts 30 minutes.",
       [S("You've got 3 lessons left from your 10-lesson pack"),
        S("valid until 30 June"),
        S("Your next one is on Thursday 16 April at 18:15"),
        X("lasts 30 minutes", "VALUE_MISMATCH")],
       errors=["wrong_value"],
       excl=["lasts 30 minutes"],
       incl=["45 minutes|45 min|forty-five minutes|three quarters of an hour", "30 June|30.6|30.06"],
       notes="lesson_length is PT45M.")

# ---------------------------------------------------------------- bundle 23: double charge, refund submitted
b = Bundle(
    "music-double-charge", MUSIC,
    "You took February's piano fee twice! When do I get my money back?",
    [
        rec("gc.payments.list#MD000TS3140", "tool:gocardless.payments.list", {
            "payments": [
                {"id": "PM02N8P4K1", "amount": 18400, "currency": "ISK", "charge_date": "2026-02-02",
                 "status": "paid_out", "description": "Píanó – febrúar – Kolbeinn", "amount_refunded": 0,
                 "links": {"mandate": "MD000TS3140", "subscription": "SB000TS3140", "payout": "PO000P9Q1R"}},
                {"id": "PM02N8P4K2", "amount": 18400, "currency": "ISK", "charge_date": "2026-02-02",
                 "status": "confirmed", "description": "Píanó – febrúar (handvirkt)", "amount_refunded": 18400,
                 "links": {"mandate": "MD000TS3140", "subscription": None, "payout": None}},
            ]}),
        rec("gc.refunds.list#PM02N8P4K2", "tool:gocardless.refunds.list", {
            "refunds": [{"id": "RF000HS0211", "amount": 18400, "currency": "ISK", "status": "submitted",
                         "created_at": "2026-02-10T15:40:00.000Z", "reference": "TONAST-ENDURGR-0211",
                         "links": {"payment": "PM02N8P4K2"}}]}),
        rec("gc.payouts.get#PO000P9Q1R", "tool:gocardless.payouts.get", {
            "id": "PO000P9Q1R", "arrival_date": "2026-02-04", "amount": 2208000, "currency": "ISK",
            "status": "paid"}),
        rec("gc.subscriptions.get#SB000TS3140", "tool:gocardless.subscriptions.get", {
            "id": "SB000TS3140", "name": "Píanó 30 mín – Kolbeinn", "status": "active", "amount": 18400,
            "currency": "ISK", "interval_unit": "monthly", "day_of_month": 1,
            "upcoming_payments": [{"charge_date": "2026-03-02", "amount": 18400}]}),
        pol("tonastofan-policy#refunds", "2025-09",
            "If we collect a payment in error, we refund it in full. Refunds are sent within 2 working days and "
            "usually appear in your account 3-5 working days later. You are also protected by the Direct Debit "
            "Guarantee: you can ask your bank for an immediate refund of any payment taken in error."),
    ],
    now="2026-02-11T10:00:00+00:00")

case(b,
     "Hi Halla Sif, I'm so sorry about that – you're right, February's 18.400 kr was taken twice on 2 February. "
     "The duplicate has been refunded in full: a refund of 18.400 kr was sent to your bank on 10 February, and it "
     "usually shows in your account within 3-5 working days. Your next regular payment is 18.400 kr on 2 March.",
     [N("I'm so sorry about that"),
      S("February's 18.400 kr was taken twice on 2 February"),
      S("The duplicate has been refunded in full"),
      S("a refund of 18.400 kr was sent to your bank on 10 February"),
      S("it usually shows in your account within 3-5 working days"),
      S("Your next regular payment is 18.400 kr on 2 March")],
     incl=["10 February", "18.400 kr"],
     notes="Two 18400 payments on 2026-02-02; RF000HS0211 18400 submitted 2026-02-10; policy timing; next "
           "upcoming 2026-03-02.")

case(b,
     "What happened and what's next:\n- 02.02.2026: 18.400 kr collected twice (one regular, one manual in error)\n"
     "- 10.02.2026: refund of 18.400 kr submitted\n- Expected in your account: usually 3–5 working days after "
     "that\n- Refund reference: TONAST-ENDURGR-0211\nThanks for your patience, Halla Sif!",
     [S("02.02.2026: 18.400 kr collected twice"),
      S("one regular, one manual in error"),
      S("10.02.2026: refund of 18.400 kr submitted"),
      S("usually 3–5 working days after that"),
      S("Refund reference: TONAST-ENDURGR-0211"),
      N("Thanks for your patience, Halla Sif!")],
     incl=["TONAST-ENDURGR-0211"],
     notes="PM02N8P4K2 description 'handvirkt' (manual) with amount_refunded 18400; refund record.")

case(b,
     "Dear Halla Sif,\n\nPlease accept our apologies. The second collection of 18.400 kr on 02.02.2026 was made in "
     "error and has been refunded in full; the refund was submitted on 10 February. Refunds usually reach your "
     "account 3 to 5 working days after they are sent.\n\nWarm regards,\nTónastofan",
     [N("Please accept our apologies."),
      S("The second collection of 18.400 kr on 02.02.2026 was made in error"),
      S("has been refunded in full"),
      S("the refund was submitted on 10 February"),
      S("Refunds usually reach your account 3 to 5 working days after they are sent")],
     incl=["10 February"],
     notes="Refund record and refunds policy.")

case(b,
     "Hi Halla Sif, so sorry for the double charge! We've already refunded the extra 18.400 kr – it was paid back "
     "to your account on 4 February, so it should be there already.",
     [N("so sorry for the double charge!"),
      S("We've already refunded the extra 18.400 kr"),
      X("it was paid back to your account on 4 February", "DATE_MISMATCH"),
      XU("so it should be there already", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION",
         "CLAIM_WITHOUT_TOOL_EVIDENCE")],
     errors=["wrong_role", "wrong_state"],
     excl=["on 4 February", "should be there already"],
     notes="4 February is the studio's payout arrival_date; the refund was created 2026-02-10 and is only "
           "submitted, with 3-5 working days more per policy.")

case(b,
     "Hi Halla Sif, apologies for the mix-up! The duplicate 18.400 kr from 2 February was refunded on 10 February "
     "and usually arrives within 1-2 working days. As a thank-you for your patience, we've also knocked 2.000 kr "
     "off your March payment.",
     [N("apologies for the mix-up!"),
      S("The duplicate 18.400 kr from 2 February was refunded on 10 February"),
      X("usually arrives within 1-2 working days", "NLI_CONTRADICTION"),
      XU("we've also knocked 2.000 kr off your March payment", "AMOUNT_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
     errors=["wrong_period", "unrecorded_extra"],
     excl=["within 1-2 working days", "knocked 2.000 kr off"],
     notes="Policy: 3-5 working days. The 2026-03-02 upcoming payment is the full 18400; no discount recorded.")

repair(b,
       "Hi Halla Sif, sorry about that! The extra 18.400 kr taken on 2 February was refunded on 2 March, and it "
       "usually reaches your account within 3-5 working days.",
       [N("sorry about that!"),
        X("The extra 18.400 kr taken on 2 February was refunded on 2 March", "DATE_MISMATCH"),
        S("it usually reaches your account within 3-5 working days")],
       errors=["wrong_role"],
       excl=["refunded on 2 March"],
       incl=["10 February|10.2|10.02|February 10", "18.400"],
       notes="2 March is the next subscription payment; RF000HS0211 was created 2026-02-10.")

# ---------------------------------------------------------------- bundle 24: longer lessons + exam fee
b = Bundle(
    "music-lesson-upgrade", MUSIC,
    "Embla is moving to 45-minute lessons for her grade 5 exam. What will we pay in September?",
    [
        rec("tonastofan.students.get#ST-1290", "tool:tonastofan.students.get", {
            "student_id": "ST-1290", "name": "Embla Rún Stefánsdóttir", "payer": "Stefán Kári Þrastarson",
            "instrument": "VIOLIN", "teacher": "Ingibjörg",
            "lesson_plans": [
                {"length": "PT30M", "monthly_isk": 14800, "valid_to": "2026-08-31", "status": "ENDING"},
                {"length": "PT45M", "monthly_isk": 21600, "valid_from": "2026-09-01", "status": "SCHEDULED",
                 "perks": ["THEORY_15M_MONTHLY"]},
            ],
            "exam": {"grade": 5, "date": "2026-10-24", "entry_fee_isk": 9900, "accompanist": "NOT_BOOKED"}}),
        rec("gc.subscriptions.get#SB000ER1290", "tool:gocardless.subscriptions.get", {
            "id": "SB000ER1290", "status": "active", "amount": 21600, "currency": "ISK", "interval_unit": "monthly",
            "day_of_month": 1,
            "upcoming_payments": [{"charge_date": "2026-09-01", "amount": 21600},
                                  {"charge_date": "2026-10-01", "amount": 21600}]}),
        rec("gc.payments.list#MD000ER1290", "tool:gocardless.payments.list", {
            "payments": [
                {"id": "PM02Q2V9E4", "amount": 9900, "currency": "ISK", "charge_date": "2026-09-15",
                 "status": "pending_submission", "description": "Prófgjald 5. stig",
                 "links": {"subscription": None}},
                {"id": "PM02P2V9E3", "amount": 14800, "currency": "ISK", "charge_date": "2026-08-03",
                 "status": "paid_out", "links": {"subscription": "SB000ER1290"}},
            ]}),
        pol("tonastofan-policy#lessons-exams", "2025-09",
            "Changes to lesson length start from the next calendar month. Monthly fees are collected by direct "
            "debit on the 1st, or the next working day. Students preparing for an exam may add one free 15-minute "
            "theory session a month with their teacher. Accompanists for exams are booked separately and paid "
            "directly to the accompanist."),
    ],
    now="2026-08-20T16:00:00+00:00")

case(b,
     "Hi Stefán Kári, exciting times for Embla! Her 45-minute lessons start in September, and the monthly fee "
     "goes from 14.800 kr to 21.600 kr, collected on 1 September. The grade 5 exam entry of 9.900 kr is collected "
     "separately on 15 September, so September comes to 31.500 kr in all. She also gets one free 15-minute theory "
     "session a month with Ingibjörg.",
     [N("exciting times for Embla!"),
      S("Her 45-minute lessons start in September"),
      S("the monthly fee goes from 14.800 kr to 21.600 kr"),
      S("collected on 1 September"),
      S("The grade 5 exam entry of 9.900 kr is collected separately on 15 September"),
      S("so September comes to 31.500 kr in all"),
      S("She also gets one free 15-minute theory session a month with Ingibjörg")],
     incl=["31.500 kr", "21.600 kr"],
     notes="PT45M plan from 2026-09-01 at 21600; PM02Q2V9E4 9900 on 2026-09-15; 21600 + 9900 = 31500; perk "
           "THEORY_15M_MONTHLY, teacher Ingibjörg.")

case(b,
     "September at a glance:\n- 01.09.2026: 21.600 kr – monthly fee for 45-minute lessons\n- 15.09.2026: "
     "9.900 kr – exam entry fee (grade 5, exam on 24.10.2026)\n- Accompanist: not booked yet, and paid directly "
     "to the accompanist\nGo Embla!",
     [S("01.09.2026: 21.600 kr – monthly fee for 45-minute lessons"),
      S("15.09.2026: 9.900 kr – exam entry fee"),
      S("exam on 24.10.2026"),
      S("Accompanist: not booked yet"),
      S("paid directly to the accompanist"),
      N("Go Embla!")],
     incl=["15.09.2026"],
     notes="Upcoming payment, exam payment, exam record (accompanist NOT_BOOKED) and policy.")

case(b,
     "From September the lesson fee is twenty-one thousand six hundred krónur a month, which is 6.800 kr more "
     "than now.",
     [S("From September the lesson fee is twenty-one thousand six hundred krónur a month"),
      S("which is 6.800 kr more than now")],
     incl=["6.800 kr"],
     notes="21600 - 14800 = 6800.")

case(b,
     "Hi Stefán Kári! From September Embla has 45-minute lessons at 21.600 kr a month, collected on 1 September, "
     "and the exam entry of 9.900 kr comes out on 15 September – 30.500 kr altogether. The exam-prep plan also "
     "includes a free accompanist for the exam day.",
     [S("From September Embla has 45-minute lessons at 21.600 kr a month"),
      S("collected on 1 September"),
      S("the exam entry of 9.900 kr comes out on 15 September"),
      X("30.500 kr altogether", "AMOUNT_MISMATCH"),
      XU("also includes a free accompanist for the exam day", "NLI_CONTRADICTION", "VALUE_MISMATCH",
         "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
     errors=["wrong_arithmetic", "unlisted_perk"],
     excl=["30.500 kr", "free accompanist"],
     notes="21600 + 9900 = 31500. The plan's perks list only THEORY_15M_MONTHLY; policy: accompanists are paid "
           "directly.")

case(b,
     "Hi Stefán Kári, great that Embla's going for grade 5! The 45-minute lessons begin on 1 September, but the "
     "first 1 September payment is still at the old 14.800 kr, since changes take effect the month after. The "
     "exam fee of 9.900 kr is collected on 24 October.",
     [S("The 45-minute lessons begin on 1 September"),
      X("the first 1 September payment is still at the old 14.800 kr", "AMOUNT_MISMATCH"),
      S("since changes take effect the month after"),
      X("The exam fee of 9.900 kr is collected on 24 October", "DATE_MISMATCH")],
     errors=["stale_value", "wrong_role"],
     excl=["still at the old 14.800 kr", "collected on 24 October"],
     notes="The 2026-09-01 upcoming payment is 21600. 24 October is the exam date; the fee's charge_date is "
           "2026-09-15.")

repair(b,
       "Hi Stefán Kári! Embla's 45-minute lessons start in September at 21.600 kr a month, collected on "
       "1 September. The 9.900 kr exam entry comes out on 15 September, bringing September's total to 36.400 kr.",
       [S("Embla's 45-minute lessons start in September at 21.600 kr a month"),
        S("collected on 1 September"),
        S("The 9.900 kr exam entry comes out on 15 September"),
        X("bringing September's total to 36.400 kr", "AMOUNT_MISMATCH")],
       errors=["wrong_arithmetic"],
       excl=["36.400 kr"],
       incl=["31.500|31 500", "21.600"],
       notes="21600 + 9900 = 31500; 36400 adds the old 14800 instead of the exam fee.")

# ---------------------------------------------------------------- bundle 25: mandate failed, new one pending
b = Bundle(
    "music-mandate-failed", MUSIC,
    "I got an email that my direct debit failed, so I filled in the form again today. Is everything okay now? "
    "Can I still come on Tuesday?",
    [
        rec("gc.mandates.list#CU00TL8800", "tool:gocardless.mandates.list", {
            "mandates": [
                {"id": "MD000TL8801", "status": "failed", "created_at": "2026-10-21T09:12:00.000Z",
                 "next_possible_charge_date": None},
                {"id": "MD000TL8802", "status": "pending_submission", "created_at": "2026-10-30T11:47:00.000Z",
                 "next_possible_charge_date": "2026-11-05"},
            ]}),
        rec("gc.events.list#CU00TL8800", "tool:gocardless.events.list", {
            "events": [
                {"id": "EV06MF01", "created_at": "2026-10-26T07:00:00.000Z", "action": "failed",
                 "resource_type": "mandates", "links": {"mandate": "MD000TL8801"},
                 "details": {"origin": "bank", "cause": "invalid_bank_details",
                             "reason_code": "INVALID_ACCOUNT_NUMBER",
                             "description": "The bank account number is not valid."}},
                {"id": "EV06MF02", "created_at": "2026-10-26T07:00:03.000Z", "action": "cancelled",
                 "resource_type": "payments", "links": {"payment": "PM02S1T4L1"},
                 "details": {"origin": "gocardless", "cause": "mandate_failed", "reason_code": "MANDATE_FAILED"}},
            ]}),
        rec("gc.payments.list#CU00TL8800", "tool:gocardless.payments.list", {
            "payments": [
                {"id": "PM02S1T4L1", "amount": 16500, "currency": "ISK", "charge_date": "2026-11-02",
                 "status": "cancelled", "links": {"mandate": "MD000TL8801", "subscription": "SB000TL8800"}},
                {"id": "PM02S1T4L2", "amount": 16500, "currency": "ISK", "charge_date": "2026-11-05",
                 "status": "pending_submission", "links": {"mandate": "MD000TL8802", "subscription": "SB000TL8800"}},
            ]}),
        rec("tonastofan.students.get#ST-1544", "tool:tonastofan.students.get", {
            "student_id": "ST-1544", "name": "Þorgerður Lind Haraldsdóttir", "instrument": "VOICE",
            "teacher": "Baldvin",
            "next_lesson": {"starts_at": ep("2026-11-03T17:00"), "duration": "PT60M", "status": "BOOKED"},
            "plan": {"monthly_isk": 16500, "lessons_per_month": 4}}),
        pol("tonastofan-policy#direct-debit-setup", "2025-09",
            "If your direct debit can't be set up, we'll send you a new link, and lessons continue for two weeks "
            "while it's sorted. Payments are then collected from the earliest date the new authorisation allows, "
            "usually within 5 working days. We never ask for bank details by phone or email."),
    ],
    now="2026-10-30T14:00:00+00:00")

case(b,
     "Hi Þorgerður Lind, thanks for sorting that so quickly! The first direct debit failed because the bank said "
     "the account number wasn't valid, so the 2 November payment was cancelled. Your new one from today is set "
     "up and on its way to your bank, and your 16.500 kr will now be collected on 5 November. And yes – your "
     "lesson with Baldvin on Tuesday 3 November at 17:00 is still on!",
     [N("thanks for sorting that so quickly!"),
      S("The first direct debit failed because the bank said the account number wasn't valid"),
      S("so the 2 November payment was cancelled"),
      S("Your new one from today is set up and on its way to your bank"),
      S("your 16.500 kr will now be collected on 5 November"),
      S("your lesson with Baldvin on Tuesday 3 November at 17:00 is still on!")],
     incl=["5 November", "16.500 kr"],
     notes="EV06MF01 INVALID_ACCOUNT_NUMBER (origin bank); PM02S1T4L1 cancelled; MD000TL8802 created today, "
           "pending_submission; PM02S1T4L2 16500 on 2026-11-05; next_lesson BOOKED 3 Nov 17:00 with Baldvin.")

case(b,
     "Quick status check:\n- Old mandate: failed (invalid account number)\n- New mandate: created 30.10.2026, "
     "awaiting submission to your bank\n- Payment: 16.500 kr on 05.11.2026 (replaces the cancelled 02.11. one)\n"
     "- Next lesson: 03.11.2026, 17:00–18:00\nSee you Tuesday!",
     [S("Old mandate: failed (invalid account number)"),
      S("New mandate: created 30.10.2026, awaiting submission to your bank"),
      S("Payment: 16.500 kr on 05.11.2026"),
      S("replaces the cancelled 02.11. one"),
      S("Next lesson: 03.11.2026, 17:00–18:00"),
      N("See you Tuesday!")],
     incl=["05.11.2026", "17:00–18:00"],
     notes="Mandate and payment records; 17:00 + PT60M = 18:00.")

case(b,
     "Sixteen thousand five hundred krónur comes out on Thursday 5 November, and Tuesday's 17:00 lesson goes "
     "ahead.",
     [S("Sixteen thousand five hundred krónur comes out on Thursday 5 November"),
      S("Tuesday's 17:00 lesson goes ahead")],
     incl=["Thursday 5 November"],
     notes="PM02S1T4L2 16500 on 2026-11-05 (a Thursday); lesson BOOKED Tuesday 3 Nov 17:00.")

case(b,
     "Hi Þorgerður Lind, good news – your new direct debit is active, and your 16.500 kr will be collected on "
     "2 November as planned. Your Tuesday lesson at 17:00 is still booked.",
     [X("your new direct debit is active", "RECORD_STATE_MISMATCH"),
      X("your 16.500 kr will be collected on 2 November as planned", "DATE_MISMATCH", "RECORD_STATE_MISMATCH"),
      S("Your Tuesday lesson at 17:00 is still booked")],
     errors=["wrong_state", "stale_value"],
     excl=["direct debit is active", "on 2 November as planned"],
     notes="MD000TL8802 is pending_submission. The 2 November payment was cancelled; its replacement is "
           "dated 2026-11-05.")

case(b,
     "Hi Þorgerður Lind! The first mandate failed because of an invalid account number, but the new one you set "
     "up today replaces it, and 16.500 kr comes out on 5 November. Your lesson on Tuesday 3 November runs "
     "17:00–17:45, and lessons carry on for a month while any direct debit issue is sorted out.",
     [S("The first mandate failed because of an invalid account number"),
      S("the new one you set up today replaces it"),
      S("16.500 kr comes out on 5 November"),
      X("Your lesson on Tuesday 3 November runs 17:00–17:45", "VALUE_MISMATCH", "DATE_MISMATCH"),
      X("lessons carry on for a month while any direct debit issue is sorted out", "NLI_CONTRADICTION")],
     errors=["wrong_time", "wrong_period"],
     excl=["17:00–17:45", "for a month"],
     notes="next_lesson duration PT60M, so 17:00–18:00. Policy: lessons continue for two weeks.")

repair(b,
       "Hi Þorgerður Lind! Your first direct debit failed because the account number wasn't valid, but the new "
       "one from today is on its way to your bank. Your 16.500 kr will be taken on 3 November. Your lesson on "
       "Tuesday at 17:00 goes ahead.",
       [S("Your first direct debit failed because the account number wasn't valid"),
        S("the new one from today is on its way to your bank"),
        X("Your 16.500 kr will be taken on 3 November", "DATE_MISMATCH"),
        S("Your lesson on Tuesday at 17:00 goes ahead")],
       errors=["wrong_role"],
       excl=["taken on 3 November"],
       incl=["5 November|5.11|05.11|November 5", "16.500"],
       notes="3 November is the lesson date; PM02S1T4L2 charge_date is 2026-11-05.")
