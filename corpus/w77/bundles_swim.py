# Children's swimming lessons: Selirnir Swim School (four bundles). Read by write_cases.py.

# ---------------------------------------------------------------- bundle 10: sibling discount
b = Bundle(
    "swim-sibling-discount", SWIM,
    "Both my kids are signed up for spring term. Did the sibling discount get applied, and what's the total?",
    [
        rec("selirnir.families.get#FAM-2207", "tool:selirnir.families.get", {
            "family_id": "FAM-2207", "guardian": "Birna Kristinsdóttir",
            "term": {"code": "VOR-2026", "first_lesson": "2026-01-17", "weeks": 10},
            "swimmers": [
                {"name": "Lilja", "group": "HOFRUNGAR",
                 "slot": {"weekday": "SAT", "start_local": "10:00", "duration": "PT45M",
                          "pool": "Laugardalslaug innilaug"},
                 "term_fee_isk": 26000, "discount": None},
                {"name": "Emil", "group": "SILIN",
                 "slot": {"weekday": "SAT", "start_local": "09:15", "duration": "PT30M",
                          "pool": "Laugardalslaug innilaug"},
                 "term_fee_isk": 21000, "discount": {"code": "SIBLING_15", "amount_isk": 3150},
                 "term_fee_after_discount_isk": 17850},
            ]}),
        rec("gc.payments.list#MD000SW2207", "tool:gocardless.payments.list", {
            "payments": [
                {"id": "PM01V8L1L1", "amount": 26000, "currency": "ISK", "charge_date": "2026-01-12",
                 "status": "pending_submission", "description": "Vorönn 2026 – Lilja",
                 "links": {"mandate": "MD000SW2207"}},
                {"id": "PM01V8L1E2", "amount": 17850, "currency": "ISK", "charge_date": "2026-01-12",
                 "status": "pending_submission", "description": "Vorönn 2026 – Emil (systkinaafsláttur)",
                 "links": {"mandate": "MD000SW2207"}},
                {"id": "PM01N3K9L1", "amount": 25000, "currency": "ISK", "charge_date": "2025-09-08",
                 "status": "paid_out", "description": "Haustönn 2025 – Lilja"},
                {"id": "PM01N3K9E2", "amount": 17000, "currency": "ISK", "charge_date": "2025-09-08",
                 "status": "paid_out", "description": "Haustönn 2025 – Emil (systkinaafsláttur)"},
            ]}),
        rec("gc.mandates.get#MD000SW2207", "tool:gocardless.mandates.get", {
            "id": "MD000SW2207", "status": "active", "next_possible_charge_date": "2026-01-09"}),
        pol("selirnir-policy#fees", "2025-08",
            "Term fees are collected by direct debit a few days before the first lesson of term. A 15% sibling "
            "discount applies to each additional child from the same family; where fees differ, it is taken off "
            "the lower fee. Missed lessons are not refunded, but one make-up lesson per term can be booked if a "
            "space is free. Parents must stay in the building during lessons for children under 8."),
    ],
    now="2026-01-07T12:00:00+00:00")

case(b,
     "Hi Birna, yes – the sibling discount is on! Emil's term fee of 21.000 kr has 15% (3.150 kr) taken off, so "
     "he's 17.850 kr, and Lilja's is 26.000 kr. Together that's 43.850 kr, collected by direct debit on "
     "12 January, ahead of the first lesson on 17 January.",
     [S("the sibling discount is on!"),
      S("Emil's term fee of 21.000 kr has 15% (3.150 kr) taken off"),
      S("so he's 17.850 kr"),
      S("Lilja's is 26.000 kr"),
      S("Together that's 43.850 kr"),
      S("collected by direct debit on 12 January"),
      S("ahead of the first lesson on 17 January")],
     incl=["43.850 kr", "12 January"],
     notes="Emil's discount SIBLING_15 3150 on 21000 = 17850; payments 26000 + 17850 = 43850 on 2026-01-12; "
           "term.first_lesson 2026-01-17.")

case(b,
     "Spring term for your two swimmers:\n- Lilja (Höfrungar): Saturdays 10:00, 45 minutes – 26.000 kr\n- Emil "
     "(Sílin): Saturdays 09:15, 30 minutes – 17.850 kr after the 15% sibling discount\n- Total: 43.850 kr on "
     "12.01.2026\nSee you poolside!",
     [S("Lilja (Höfrungar): Saturdays 10:00, 45 minutes – 26.000 kr"),
      S("Emil (Sílin): Saturdays 09:15, 30 minutes"),
      S("17.850 kr after the 15% sibling discount"),
      S("Total: 43.850 kr on 12.01.2026"),
      N("See you poolside!")],
     incl=["43.850 kr"],
     notes="Slots from the family record (PT45M, PT30M); payments on 2026-01-12.")

case(b,
     "Discount applied: forty-three thousand eight hundred and fifty krónur in total leaves your account on "
     "Monday 12 January.",
     [S("Discount applied"),
      S("forty-three thousand eight hundred and fifty krónur in total leaves your account on Monday 12 January")],
     incl=["forty-three thousand eight hundred and fifty krónur"],
     notes="26000 + 17850 = 43850; charge_date 2026-01-12 is a Monday.")

case(b,
     "Hi Birna, yes – the sibling discount is on! Emil's term fee of 21.000 kr has 15% (3.150 kr) taken off, so "
     "he's 17.850 kr, and Lilja's is 26.000 kr. Together that's 42.850 kr, collected by direct debit on "
     "9 January, ahead of the first lesson on 17 January.",
     [S("the sibling discount is on!"),
      S("Emil's term fee of 21.000 kr has 15% (3.150 kr) taken off"),
      S("so he's 17.850 kr"),
      S("Lilja's is 26.000 kr"),
      X("Together that's 42.850 kr", "AMOUNT_MISMATCH"),
      X("collected by direct debit on 9 January", "DATE_MISMATCH"),
      S("ahead of the first lesson on 17 January")],
     errors=["wrong_arithmetic", "wrong_role"],
     excl=["42.850 kr", "on 9 January"],
     notes="26000 + 17850 = 43850. 9 January is the mandate's next_possible_charge_date; both payments are "
           "dated 2026-01-12.")

case(b,
     "Hi Birna! Yes, Emil gets the 15% sibling discount, so his term fee is 17.850 kr, and Lilja's stays at "
     "25.000 kr like last term. Both payments come out on 12 January. And if one of them misses a lesson, just "
     "let us know and we'll refund that week.",
     [S("Emil gets the 15% sibling discount"),
      S("so his term fee is 17.850 kr"),
      X("Lilja's stays at 25.000 kr like last term", "AMOUNT_MISMATCH"),
      S("Both payments come out on 12 January"),
      X("we'll refund that week", "NLI_CONTRADICTION")],
     errors=["stale_value", "wrong_policy_condition"],
     excl=["25.000 kr", "we'll refund that week"],
     notes="25000 was Lilja's autumn 2025 payment; the spring fee and payment are 26000. Policy: missed lessons "
           "are not refunded.")

repair(b,
       "Hi Birna, yes, the sibling discount has been applied: Emil's fee is 17.850 kr and Lilja's is 26.000 kr, "
       "so 44.850 kr in total, collected on 12 January.",
       [S("the sibling discount has been applied"),
        S("Emil's fee is 17.850 kr"),
        S("Lilja's is 26.000 kr"),
        X("so 44.850 kr in total", "AMOUNT_MISMATCH"),
        S("collected on 12 January")],
       errors=["wrong_arithmetic"],
       excl=["44.850 kr"],
       incl=["43.850|43 850|forty-three thousand eight hundred and fifty", "17.850"],
       notes="17850 + 26000 = 43850.")

# ---------------------------------------------------------------- bundle 11: missed lesson / closure credit
b = Bundle(
    "swim-missed-lesson", SWIM,
    "Katla missed her lesson on the 14th and then the pool was closed on the 21st. Do we get anything back?",
    [
        rec("selirnir.swimmers.get#SW-3318", "tool:selirnir.swimmers.get", {
            "swimmer_id": "SW-3318", "name": "Katla Ólafsdóttir", "guardian": "Ólafur Þór Gunnarsson",
            "group": "HOFRUNGAR",
            "term": {"code": "VOR-2026", "last_lesson": "2026-03-21", "per_lesson_rate_isk": 2600},
            "lessons": [
                {"date": "2026-02-07", "status": "ATTENDED"},
                {"date": "2026-02-14", "status": "ABSENT", "credit_isk": 0},
                {"date": "2026-02-21", "status": "CANCELLED_BY_SCHOOL", "reason": "POOL_MAINTENANCE",
                 "credit_isk": 2600},
            ],
            "make_up": {"allowance_per_term": 1, "used": 0},
            "credit_notes": [{"id": "CN-2026-0192", "amount_isk": 2600, "reason": "CANCELLED_BY_SCHOOL",
                              "apply_to": "NEXT_TERM_PAYMENT", "status": "PENDING"}]}),
        rec("selirnir.makeup_slots.list#HOFRUNGAR", "tool:selirnir.makeup_slots.list", {
            "level": "HOFRUNGAR",
            "slots": [
                {"slot_id": "MU-0304-1730", "starts_at": ep("2026-03-04T17:30"), "duration": "PT45M",
                 "spaces_left": 2},
                {"slot_id": "MU-0307-1100", "starts_at": ep("2026-03-07T11:00"), "duration": "PT45M",
                 "spaces_left": 0},
            ]}),
        rec("gc.subscriptions.get#SB000SW3318", "tool:gocardless.subscriptions.get", {
            "id": "SB000SW3318", "status": "active", "amount": 26000, "currency": "ISK", "interval_unit": "monthly",
            "interval": 3, "day_of_month": 12,
            "upcoming_payments": [{"charge_date": "2026-04-13", "amount": 23400}]}),
        rec("gc.payments.list#SB000SW3318", "tool:gocardless.payments.list", {
            "payments": [{"id": "PM01W4K8T3", "amount": 26000, "currency": "ISK", "charge_date": "2026-01-12",
                          "status": "paid_out", "description": "Vorönn 2026 – Katla"}]}),
        pol("selirnir-policy#missed-lessons", "2025-08",
            "Missed lessons are not refunded or credited against the next term. Each swimmer may book one make-up "
            "lesson per term, in any group at the same level, subject to space. Make-up lessons must be used "
            "before the last week of term. Lessons cancelled by the school, for example for pool maintenance, "
            "are credited at the term's per-lesson rate against your next term payment."),
    ],
    now="2026-02-23T09:10:00+00:00")

case(b,
     "Hi Ólafur, thanks for letting us know! The 14 February lesson Katla missed can't be refunded, but she can "
     "book one make-up lesson this term – there's a Höfrungar slot on Wednesday 4 March at 17:30 with 2 spaces "
     "left. The 21 February lesson was cancelled by us for pool maintenance, so you get a 2.600 kr credit, taken "
     "off the next term's payment: 23.400 kr on 13 April instead of the full 26.000 kr.",
     [N("thanks for letting us know!"),
      S("The 14 February lesson Katla missed can't be refunded"),
      S("she can book one make-up lesson this term"),
      S("there's a Höfrungar slot on Wednesday 4 March at 17:30"),
      S("with 2 spaces left"),
      S("The 21 February lesson was cancelled by us for pool maintenance"),
      S("so you get a 2.600 kr credit"),
      S("taken off the next term's payment"),
      S("23.400 kr on 13 April instead of the full 26.000 kr")],
     incl=["2.600 kr", "23.400 kr"],
     notes="Lesson 2026-02-14 ABSENT credit 0; make_up allowance 1, used 0; slot MU-0304-1730 has 2 spaces; "
           "2026-02-21 CANCELLED_BY_SCHOOL credit 2600; upcoming 2026-04-13 23400.")

case(b,
     "Here's how it works out for Katla:\n- 14.02. (absent): no refund, but a make-up lesson can be booked – she "
     "has 1 left this term\n- 21.02. (pool maintenance): 2.600 kr credited\n- Next payment: 23.400 kr on "
     "13.04.2026\n- Make-up deadline: before the last week of term (last lesson 21.03.)",
     [S("14.02. (absent): no refund"),
      S("a make-up lesson can be booked"),
      S("she has 1 left this term"),
      S("21.02. (pool maintenance): 2.600 kr credited"),
      S("Next payment: 23.400 kr on 13.04.2026"),
      S("Make-up deadline: before the last week of term"),
      S("last lesson 21.03.")],
     incl=["23.400 kr"],
     notes="Swimmer record and policy; term.last_lesson 2026-03-21.")

case(b,
     "Hi Ólafur! Both missed lessons will be credited at 2.600 kr each, so 5.200 kr comes off next term's "
     "payment. Katla can also book a make-up lesson on Wednesday 4 March at 17:30.",
     [X("Both missed lessons will be credited at 2.600 kr each", "VALUE_MISMATCH", "AMOUNT_MISMATCH",
        "NLI_CONTRADICTION"),
      X("so 5.200 kr comes off next term's payment", "AMOUNT_MISMATCH"),
      S("Katla can also book a make-up lesson on Wednesday 4 March at 17:30")],
     errors=["condition_unmet", "wrong_amount"],
     excl=["Both missed lessons will be credited", "5.200 kr"],
     notes="Only the school-cancelled lesson earns a credit (2026-02-14 credit_isk 0; policy); credit note is "
           "2600 and the April payment 23400.")

case(b,
     "Hi Ólafur, the 21 February closure earns you a 2.600 kr credit on next term's fee. For the 14th, Katla can "
     "book a make-up lesson – the Saturday 7 March slot at 11:00 still has space – and make-ups can be used any "
     "time until the end of next term.",
     [S("the 21 February closure earns you a 2.600 kr credit on next term's fee"),
      S("For the 14th, Katla can book a make-up lesson"),
      X("the Saturday 7 March slot at 11:00 still has space", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
      X("make-ups can be used any time until the end of next term", "NLI_CONTRADICTION")],
     errors=["wrong_state", "wrong_policy_condition"],
     excl=["still has space", "until the end of next term"],
     notes="MU-0307-1100 has spaces_left 0. Policy: make-ups must be used before the last week of this term.")

repair(b,
       "Hi Ólafur! The lesson on 21 February was cancelled for pool maintenance, so 2.600 kr is credited and "
       "your next payment on 13 April will be 24.400 kr. Katla can also book one make-up lesson for the 14th.",
       [S("The lesson on 21 February was cancelled for pool maintenance"),
        S("so 2.600 kr is credited"),
        X("your next payment on 13 April will be 24.400 kr", "AMOUNT_MISMATCH"),
        S("Katla can also book one make-up lesson for the 14th")],
       errors=["wrong_arithmetic"],
       excl=["24.400 kr"],
       incl=["23.400|23 400", "2.600"],
       notes="26000 - 2600 = 23400, the upcoming payment on 2026-04-13.")

# ---------------------------------------------------------------- bundle 12: mandate expired
b = Bundle(
    "swim-mandate-expired", SWIM,
    "I got an email saying Baldur's summer payment couldn't be taken. What do I need to do?",
    [
        rec("gc.mandates.list#CU00SL4410", "tool:gocardless.mandates.list", {
            "mandates": [
                {"id": "MD000RK1190", "status": "expired", "created_at": "2024-09-02T10:11:00.000Z",
                 "next_possible_charge_date": None},
                {"id": "MD000RK2044", "status": "pending_customer_approval",
                 "created_at": "2026-04-20T08:30:00.000Z", "next_possible_charge_date": None,
                 "metadata": {"authorisation_link_emailed_at": "2026-04-20T08:30:05Z"}},
            ]}),
        rec("gc.events.list#CU00SL4410", "tool:gocardless.events.list", {
            "events": [
                {"id": "EV04EX01", "created_at": "2026-04-17T00:05:00.000Z", "action": "expired",
                 "resource_type": "mandates", "links": {"mandate": "MD000RK1190"},
                 "details": {"origin": "gocardless", "cause": "mandate_expired", "reason_code": "MANDATE_EXPIRED",
                             "description": "The mandate expired due to inactivity."}},
                {"id": "EV04EX02", "created_at": "2026-04-17T00:05:03.000Z", "action": "cancelled",
                 "resource_type": "payments", "links": {"payment": "PM01X2R7B0"},
                 "details": {"origin": "gocardless", "cause": "mandate_expired", "reason_code": "MANDATE_EXPIRED"}},
            ]}),
        rec("gc.payments.list#CU00SL4410", "tool:gocardless.payments.list", {
            "payments": [
                {"id": "PM01X2R7B0", "amount": 22000, "currency": "ISK", "charge_date": "2026-04-27",
                 "status": "cancelled", "description": "Sumarnámskeið 2026 – Baldur",
                 "links": {"mandate": "MD000RK1190"}},
                {"id": "PM01C4R0B0", "amount": 19500, "currency": "ISK", "charge_date": "2025-03-10",
                 "status": "paid_out", "description": "Vorönn 2025 – Baldur", "links": {"mandate": "MD000RK1190"}},
            ]}),
        rec("selirnir.swimmers.get#SW-2950", "tool:selirnir.swimmers.get", {
            "swimmer_id": "SW-2950", "name": "Baldur", "guardian": "Rósa Kjartansdóttir", "course": "SUMMER_2026",
            "group": "SKJALDBOKUR", "first_lesson": "2026-05-04", "spot_status": "HELD",
            "spot_held_until": "2026-04-30"}),
        pol("selirnir-policy#direct-debit", "2025-08",
            "Direct debit authorisations expire if they are not used for 13 months. If yours has expired, we "
            "email you a link to set up a new one, and your child's spot is held for 10 days from that email. "
            "Payment is then collected on the earliest date the new authorisation allows. Lessons start only once "
            "the term fee is paid or scheduled."),
    ],
    now="2026-04-22T15:45:00+00:00")

case(b,
     "Hi Rósa, this one's easy to fix! Your old direct debit authorisation expired because it hadn't been used "
     "for 13 months, so the 22.000 kr summer payment due on 27 April was cancelled and nothing has been taken. We "
     "emailed you a link on 20 April to set up a new one – it's still waiting for your approval. Baldur's spot "
     "is held until 30 April, so just complete the link before then.",
     [N("this one's easy to fix!"),
      S("Your old direct debit authorisation expired"),
      S("because it hadn't been used for 13 months"),
      S("the 22.000 kr summer payment due on 27 April was cancelled"),
      S("nothing has been taken"),
      S("We emailed you a link on 20 April to set up a new one"),
      S("it's still waiting for your approval"),
      S("Baldur's spot is held until 30 April")],
     incl=["22.000 kr", "30 April"],
     notes="MD000RK1190 expired (MANDATE_EXPIRED, inactivity; last use March 2025); PM01X2R7B0 cancelled; "
           "MD000RK2044 pending_customer_approval, emailed 2026-04-20; spot_held_until 2026-04-30.")

case(b,
     "The 22.000 kr summer fee was not collected; once the new mandate sent on 20.4. is approved, it will be "
     "taken on the earliest possible date.",
     [S("The 22.000 kr summer fee was not collected"),
      S("once the new mandate sent on 20.4. is approved"),
      S("it will be taken on the earliest possible date")],
     incl=["22.000 kr"],
     notes="Payment cancelled; new mandate created 2026-04-20; policy: collected on the earliest date the new "
           "authorisation allows.")

case(b,
     "What happened and what's next, Rósa:\n- Old mandate: expired (unused for 13 months)\n- Summer fee: "
     "22.000 kr, cancelled – not taken\n- New mandate: pending your approval (link emailed 20.04.2026)\n- Baldur's "
     "spot: held until 30.04.2026\n- First lesson: 04.05.2026\nYou're nearly there!",
     [S("Old mandate: expired (unused for 13 months)"),
      S("Summer fee: 22.000 kr, cancelled – not taken"),
      S("New mandate: pending your approval (link emailed 20.04.2026)"),
      S("spot: held until 30.04.2026"),
      S("First lesson: 04.05.2026"),
      N("You're nearly there!")],
     incl=["30.04.2026"],
     notes="Mandates, payment and swimmer records.")

case(b,
     "Hi Rósa! Your direct debit failed because your bank rejected the payment, so the 22.000 kr for Baldur's "
     "summer course wasn't taken. Please use the link we sent on 20 April to set up a new authorisation – "
     "Baldur's spot is held for 14 days from that email.",
     [X("your bank rejected the payment", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
      S("the 22.000 kr for Baldur's summer course wasn't taken"),
      S("use the link we sent on 20 April to set up a new authorisation"),
      X("held for 14 days from that email", "NLI_CONTRADICTION", "DATE_MISMATCH", "VALUE_MISMATCH")],
     errors=["wrong_state", "wrong_period"],
     excl=["bank rejected the payment", "for 14 days"],
     notes="The payment was cancelled by GoCardless because the mandate expired (origin gocardless), not "
           "rejected by the bank. Spot held 10 days, until 2026-04-30.")

case(b,
     "Hi Rósa, no worries! Your old authorisation expired, so the 22.000 kr due on 27 April has been cancelled. "
     "The new mandate we emailed on 20 April is now active, and we'll take the payment on 27 April as originally "
     "planned.",
     [N("no worries!"),
      S("Your old authorisation expired"),
      S("the 22.000 kr due on 27 April has been cancelled"),
      X("The new mandate we emailed on 20 April is now active", "RECORD_STATE_MISMATCH"),
      XU("we'll take the payment on 27 April as originally planned", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION",
         "DATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
     errors=["wrong_state", "invented_promise"],
     excl=["is now active", "as originally planned"],
     notes="MD000RK2044 is pending_customer_approval. PM01X2R7B0 is cancelled and no new payment exists; policy "
           "collects on the earliest date the new authorisation allows.")

repair(b,
       "Hi Rósa! Your direct debit authorisation expired after 13 months without use, so the 22.000 kr summer "
       "fee wasn't taken. Baldur's spot is held until 4 May, so please approve the new authorisation link we "
       "emailed on 20 April.",
       [S("Your direct debit authorisation expired after 13 months without use"),
        S("the 22.000 kr summer fee wasn't taken"),
        X("Baldur's spot is held until 4 May", "DATE_MISMATCH"),
        S("approve the new authorisation link we emailed on 20 April")],
       errors=["wrong_role"],
       excl=["held until 4 May"],
       incl=["30 April|30.4|30.04|April 30", "22.000"],
       notes="4 May is first_lesson; spot_held_until is 2026-04-30.")

# ---------------------------------------------------------------- bundle 13: slot change, stale slot
b = Bundle(
    "swim-slot-change", SWIM,
    "We moved Freyja's lesson. Can you confirm the new time and when I'm next charged?",
    [
        rec("selirnir.bookings.get#BK-77120", "tool:selirnir.bookings.get", {
            "booking_id": "BK-77120", "swimmer": "Freyja Káradóttir", "guardian": "Kári Steinsson",
            "programme": "KRILASUND", "pool": "Sundhöll Hafnarfjarðar",
            "slot_history": [
                {"version": 1, "weekday": "THU", "starts_at": ep("2026-09-03T17:20"), "duration": "PT40M",
                 "coach": "Hrafn", "valid_to": "2026-10-01", "status": "REPLACED"},
                {"version": 2, "weekday": "TUE", "starts_at": ep("2026-10-06T16:40"), "duration": "PT40M",
                 "coach": "Elva", "valid_from": "2026-10-06", "status": "CURRENT"},
            ]}),
        rec("gc.subscriptions.get#SB000KS5150", "tool:gocardless.subscriptions.get", {
            "id": "SB000KS5150", "name": "Krílasund mánaðaráskrift", "status": "active", "amount": 9800,
            "currency": "ISK", "interval_unit": "monthly", "day_of_month": 20,
            "upcoming_payments": [{"charge_date": "2026-10-20", "amount": 9800},
                                  {"charge_date": "2026-11-20", "amount": 9800}]}),
        rec("gc.payments.list#SB000KS5150", "tool:gocardless.payments.list", {
            "payments": [{"id": "PM01Y1F7K2", "amount": 9800, "currency": "ISK", "charge_date": "2026-09-21",
                          "status": "paid_out", "links": {"subscription": "SB000KS5150"}}]}),
        pol("selirnir-policy#krilasund", "2025-08",
            "Monthly Krílasund plans are paid by direct debit on the 20th of each month, for the month that "
            "follows. Moving to a different weekly slot costs nothing and starts from the following week. Plans "
            "can be cancelled with 30 days' notice."),
        psg("selirnir-kb#sundholl", "Sundhöll Hafnarfjarðar: changing rooms open 15 minutes before each lesson.\n"
            "Children under 5 swim with a parent in the water.\nPlease bring a swim nappy for babies.",
            source="kb:selirnir/pools/sundholl-hafnarfjardar"),
    ],
    now="2026-10-01T19:00:00+00:00")

case(b,
     "Hi Kári, done and dusted! From Tuesday 6 October, Freyja's Krílasund lesson is on Tuesdays at 16:40 for "
     "40 minutes, with coach Elva. The move didn't cost anything, and your next payment of 9.800 kr comes out on "
     "20 October for November.",
     [N("done and dusted!"),
      S("From Tuesday 6 October, Freyja's Krílasund lesson is on Tuesdays at 16:40"),
      S("for 40 minutes"),
      S("with coach Elva"),
      S("The move didn't cost anything"),
      S("your next payment of 9.800 kr comes out on 20 October"),
      S("for November")],
     incl=["16:40", "20 October"],
     notes="slot_history version 2 CURRENT: TUE 16:40, PT40M, coach Elva, from 2026-10-06; upcoming 2026-10-20 "
           "9800; policy: 20th pays for the following month, moving is free.")

case(b,
     "Freyja's new slot: Tuesdays, 16:40–17:20, starting 06.10.2026. Changing rooms open at 16:25. Next "
     "collection: 9.800 kr on 20.10.2026.",
     [S("Freyja's new slot: Tuesdays, 16:40–17:20, starting 06.10.2026"),
      S("Changing rooms open at 16:25"),
      S("Next collection: 9.800 kr on 20.10.2026")],
     incl=["16:40–17:20", "20.10.2026"],
     notes="16:40 + PT40M = 17:20; the KB passage says changing rooms open 15 minutes before each lesson.")

case(b,
     "Dear Kári,\n\nThank you for your message. Freyja's lesson has been moved from Thursdays at 17:20 to "
     "Tuesdays at 16:40, starting on 6 October, and she will now swim with Elva. Lessons still last forty "
     "minutes. Nothing extra is charged for the change; your regular 9.800 kr will be collected on 20 October as "
     "usual.\n\nWith best wishes,\nSelirnir Swim School",
     [N("Thank you for your message."),
      S("moved from Thursdays at 17:20 to Tuesdays at 16:40"),
      S("starting on 6 October"),
      S("she will now swim with Elva"),
      S("Lessons still last forty minutes"),
      S("Nothing extra is charged for the change"),
      S("your regular 9.800 kr will be collected on 20 October as usual")],
     incl=["Tuesdays at 16:40"],
     notes="Version 1 (THU 17:20, REPLACED) to version 2 (TUE 16:40, CURRENT), both PT40M.")

case(b,
     "Hi Kári! Freyja's new lesson is on Tuesdays at 16:40 from 6 October, still with coach Hrafn, and it runs "
     "for 40 minutes. The changing rooms open 30 minutes before the lesson, so there's plenty of time. Your next "
     "payment of 9.800 kr is on 20 October.",
     [S("Freyja's new lesson is on Tuesdays at 16:40 from 6 October"),
      X("still with coach Hrafn", "VALUE_MISMATCH"),
      S("it runs for 40 minutes"),
      X("The changing rooms open 30 minutes before the lesson", "NLI_CONTRADICTION"),
      S("Your next payment of 9.800 kr is on 20 October")],
     errors=["stale_value", "wrong_period"],
     excl=["coach Hrafn", "open 30 minutes before"],
     notes="Hrafn coached the REPLACED Thursday slot; the current slot's coach is Elva. KB: changing rooms open "
           "15 minutes before.")

case(b,
     "Hi Kári, all sorted! Freyja now swims on Tuesdays from 16:40 to 17:40, starting 6 October. Because the "
     "slot change is mid-cycle, a 1.500 kr change fee will be added to your 20 October payment.",
     [N("all sorted!"),
      X("Freyja now swims on Tuesdays from 16:40 to 17:40", "VALUE_MISMATCH", "DATE_MISMATCH"),
      S("starting 6 October"),
      X("a 1.500 kr change fee will be added to your 20 October payment", "NLI_CONTRADICTION",
        "AMOUNT_MISMATCH")],
     errors=["wrong_time", "wrong_policy_condition"],
     excl=["16:40 to 17:40", "change fee"],
     notes="PT40M from 16:40 ends 17:20. Policy: moving slot costs nothing; the 2026-10-20 payment is 9800.")

repair(b,
       "Hi Kári! Freyja's lesson is now on Thursdays at 17:20 with coach Elva, from 6 October, and the 9.800 kr "
       "monthly payment is collected on 20 October.",
       [X("Freyja's lesson is now on Thursdays at 17:20", "VALUE_MISMATCH", "DATE_MISMATCH"),
        S("with coach Elva"),
        S("from 6 October"),
        S("the 9.800 kr monthly payment is collected on 20 October")],
       errors=["stale_value"],
       excl=["Thursdays at 17:20"],
       incl=["Tuesdays at 16:40|Tuesday at 16:40|Tuesdays, 16:40|16:40", "9.800"],
       notes="Thursday 17:20 is the REPLACED version 1 slot; the current one is Tuesday 16:40.")
