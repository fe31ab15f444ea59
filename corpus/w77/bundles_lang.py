# Language school: Málbrú Language School (four bundles). Read by write_cases.py.

# ---------------------------------------------------------------- bundle 6: instalment schedule
b = Bundle(
    "lang-instalments", LANG,
    "How much do I still owe for my Spanish course, and when's the last payment?",
    [
        rec("malbru.enrolments.list#CU00MB4471", "tool:malbru.enrolments.list", {
            "customer": {"id": "CU00MB4471", "name": "Guðrún Helga Sveinsdóttir"},
            "enrolments": [
                {"enrolment_id": "ENR-5509", "student": "Guðrún Helga Sveinsdóttir",
                 "course": "Spanish B1 – evening", "term": "AUTUMN_2026", "fee_isk": 84000,
                 "payment_plan": "INSTALMENTS_3", "instalment_schedule": "IS000B3Q8W",
                 "certificate_status": "NOT_ISSUED"},
                {"enrolment_id": "ENR-5512", "student": "Árni Sveinsson", "course": "English for Teens",
                 "term": "AUTUMN_2026", "fee_isk": 36000, "payment_plan": "FULL", "paid_in_full": True},
            ]}),
        rec("gc.instalment_schedules.get#IS000B3Q8W", "tool:gocardless.instalment_schedules.get", {
            "id": "IS000B3Q8W", "name": "Spanish B1 – haust 2026", "status": "active", "total_amount": 84000,
            "currency": "ISK",
            "links": {"mandate": "MD000MB7Y1", "payments": ["PM01Q1A9K2", "PM01Q1A9K3", "PM01Q1A9K4"]}}),
        rec("gc.payments.list#CU00MB4471", "tool:gocardless.payments.list", {
            "payments": [
                {"id": "PM01Q1A9K2", "amount": 28000, "currency": "ISK", "charge_date": "2026-09-01",
                 "status": "paid_out", "links": {"instalment_schedule": "IS000B3Q8W", "payout": "PO000H2M6D"}},
                {"id": "PM01Q1A9K3", "amount": 28000, "currency": "ISK", "charge_date": "2026-10-01",
                 "status": "confirmed", "links": {"instalment_schedule": "IS000B3Q8W", "payout": None}},
                {"id": "PM01Q1A9K4", "amount": 28000, "currency": "ISK", "charge_date": "2026-11-02",
                 "status": "pending_submission", "links": {"instalment_schedule": "IS000B3Q8W", "payout": None}},
                {"id": "PM01P7Z3C8", "amount": 36000, "currency": "ISK", "charge_date": "2026-08-20",
                 "status": "paid_out", "description": "English for Teens – Árni",
                 "links": {"instalment_schedule": None, "payout": "PO000G9L4A"}},
            ]}),
        rec("gc.payouts.get#PO000H2M6D", "tool:gocardless.payouts.get", {
            "id": "PO000H2M6D", "amount": 1264000, "currency": "ISK", "arrival_date": "2026-09-03",
            "status": "paid", "reference": "MALBRU-0903"}),
        pol("malbru-policy#fees", "v4",
            "Course fees can be paid in full or in up to three monthly instalments by direct debit, at no extra "
            "cost. Instalments are collected on the 1st of the month, or the next working day. If you withdraw "
            "after the second week of term, the full course fee remains payable. Certificates are issued once "
            "the course fee has been paid in full."),
    ],
    now="2026-10-06T14:20:00+00:00")

case(b,
     "Hi Guðrún Helga, you're doing great with the instalments! Two of the three payments of 28.000 kr have been "
     "collected, on 1 September and 1 October, so 28.000 kr is left to pay. The last instalment comes out on "
     "2 November, and after that your course certificate can be issued.",
     [N("you're doing great with the instalments!"),
      S("Two of the three payments of 28.000 kr have been collected"),
      S("on 1 September and 1 October"),
      S("so 28.000 kr is left to pay"),
      S("The last instalment comes out on 2 November"),
      S("after that your course certificate can be issued")],
     incl=["28.000 kr", "2 November"],
     notes="PM01Q1A9K2 paid_out and PM01Q1A9K3 confirmed; PM01Q1A9K4 28000 on 2026-11-02 pending; policy: "
           "certificate once paid in full.")

case(b,
     "Remaining balance: 28.000 kr, collected on Monday 2 November – that's the final one!",
     [S("Remaining balance: 28.000 kr"),
      S("collected on Monday 2 November"),
      S("that's the final one!")],
     incl=["28.000 kr", "2 November"],
     notes="Third and last payment of IS000B3Q8W, 2026-11-02 (a Monday).")

case(b,
     "Dear Guðrún Helga,\n\nThank you for your message. Of the eighty-four thousand krónur course fee for "
     "Spanish B1, fifty-six thousand has already been paid. The remaining twenty-eight thousand will be collected "
     "by direct debit on 02.11.2026, which completes your payment plan.\n\nBuena suerte with the rest of the "
     "term!\nMálbrú Language School",
     [N("Thank you for your message."),
      S("Of the eighty-four thousand krónur course fee for Spanish B1, fifty-six thousand has already been paid"),
      S("The remaining twenty-eight thousand will be collected by direct debit on 02.11.2026"),
      S("which completes your payment plan"),
      N("Buena suerte with the rest of the term!")],
     incl=["02.11.2026"],
     notes="total_amount 84000; 28000 + 28000 collected; 28000 left on 2026-11-02.")

case(b,
     "Hi Guðrún Helga! Your Spanish B1 fee is being paid in three instalments, and the first two have gone "
     "through. You have 280 kr left, which will be collected on 2 November.",
     [S("Your Spanish B1 fee is being paid in three instalments"),
      S("the first two have gone through"),
      X("You have 280 kr left", "AMOUNT_MISMATCH"),
      S("which will be collected on 2 November")],
     errors=["unit_conversion"],
     excl=["280 kr"],
     notes="amount 28000 ISK is 28.000 kr; ISK has no minor unit, so dividing by 100 is wrong.")

case(b,
     "Hi Guðrún Helga! Your first instalment of 28.000 kr was collected on 3 September. The October one is still "
     "pending with the bank, and the last one is on 2 November.",
     [X("Your first instalment of 28.000 kr was collected on 3 September", "DATE_MISMATCH"),
      X("The October one is still pending with the bank", "RECORD_STATE_MISMATCH"),
      S("the last one is on 2 November")],
     errors=["wrong_role", "wrong_state"],
     excl=["collected on 3 September", "still pending with the bank"],
     notes="3 September is the payout's arrival_date, not the charge_date (2026-09-01). PM01Q1A9K3 is "
           "confirmed, i.e. collected.")

repair(b,
       "Hi Guðrún Helga! You've paid two of your three 28.000 kr instalments, so 28.000 kr remains. The last one "
       "comes out on 1 November, and then you're all set.",
       [S("You've paid two of your three 28.000 kr instalments"),
        S("so 28.000 kr remains"),
        X("The last one comes out on 1 November", "DATE_MISMATCH")],
       errors=["wrong_date"],
       excl=["on 1 November"],
       incl=["2 November|2.11|02.11|November 2", "28.000"],
       notes="PM01Q1A9K4 charge_date is 2026-11-02 (1 November is a Sunday).")

# ---------------------------------------------------------------- bundle 7: chargeback
b = Bundle(
    "lang-chargeback", LANG,
    "I disputed a payment with my bank by mistake. Now I can't get into class?",
    [
        rec("gc.payments.list#CU00MB6120", "tool:gocardless.payments.list", {
            "payments": [
                {"id": "PM01R5T7B1", "amount": 19500, "currency": "ISK", "charge_date": "2026-03-02",
                 "status": "charged_back", "retry_if_possible": False,
                 "links": {"mandate": "MD000JL3K9", "subscription": "SB000A1C6R", "payout": "PO000F2D4E"}},
                {"id": "PM01Q0W2E4", "amount": 19500, "currency": "ISK", "charge_date": "2026-02-02",
                 "status": "paid_out", "links": {"mandate": "MD000JL3K9", "payout": "PO000E5R9T"}},
            ]}),
        rec("gc.events.list#CU00MB6120", "tool:gocardless.events.list", {
            "events": [
                {"id": "EV03CB21", "created_at": "2026-03-09T11:04:00.000Z", "action": "charged_back",
                 "resource_type": "payments", "links": {"payment": "PM01R5T7B1"},
                 "details": {"origin": "bank", "cause": "authorisation_disputed",
                             "reason_code": "AUTHORISATION_DISPUTED"}},
                {"id": "EV03CB22", "created_at": "2026-03-09T11:04:02.000Z", "action": "cancelled",
                 "resource_type": "mandates", "links": {"mandate": "MD000JL3K9"},
                 "details": {"origin": "bank", "cause": "authorisation_disputed",
                             "reason_code": "MANDATE_CANCELLED_BY_PAYER"}},
            ]}),
        rec("gc.mandates.get#MD000JL3K9", "tool:gocardless.mandates.get", {
            "id": "MD000JL3K9", "status": "cancelled", "next_possible_charge_date": None}),
        rec("malbru.enrolments.get#ENR-6120", "tool:malbru.enrolments.get", {
            "enrolment_id": "ENR-6120", "student": "Jakub Lindqvist", "course": "Icelandic A1 – mornings",
            "status": "ON_HOLD", "hold_reason": "CHARGEBACK", "hold_expires": "2026-03-23",
            "balance": {"unpaid_tuition_isk": 19500, "admin_fee_isk": 2500, "total_due_isk": 22000}}),
        pol("malbru-policy#chargebacks", "v4",
            "If a payment is charged back by your bank, your course place is put on hold until the amount is "
            "settled. We add an administration fee of 2.500 kr to cover the bank's charges. You can settle by "
            "card at the front desk or online, or set up a new direct debit mandate. Places on hold are kept for "
            "14 days from the chargeback."),
    ],
    now="2026-03-12T09:00:00+00:00")

case(b,
     "Hi Jakub, don't worry, this is fixable! Your bank charged back the 19.500 kr payment from 2 March, so your "
     "Icelandic A1 place is on hold for now. To get back into class, settle 22.000 kr – the 19.500 kr plus a "
     "2.500 kr admin fee – by card at the front desk or online. Your place is kept until 23 March.",
     [N("don't worry, this is fixable!"),
      S("Your bank charged back the 19.500 kr payment from 2 March"),
      S("your Icelandic A1 place is on hold for now"),
      S("settle 22.000 kr"),
      S("the 19.500 kr plus a 2.500 kr admin fee"),
      S("by card at the front desk or online"),
      S("Your place is kept until 23 March")],
     incl=["22.000 kr", "23 March"],
     notes="PM01R5T7B1 charged_back; enrolment ON_HOLD with total_due_isk 22000 and hold_expires 2026-03-23; "
           "policy lists the ways to settle.")

case(b,
     "Here's how to get back on track, Jakub:\n- Charged back: 19.500 kr (payment of 02.03.2026)\n- Admin fee: "
     "2.500 kr\n- Total to settle: 22.000 kr\n- Your direct debit was cancelled by your bank, but you can also "
     "set up a new direct debit mandate to settle\n- Place held until 23.03.2026\nOnce it's settled, you're "
     "straight back in class!",
     [S("Charged back: 19.500 kr (payment of 02.03.2026)"),
      S("Admin fee: 2.500 kr"),
      S("Total to settle: 22.000 kr"),
      S("Your direct debit was cancelled by your bank"),
      S("you can also set up a new direct debit mandate to settle"),
      S("Place held until 23.03.2026"),
      S("Once it's settled, you're straight back in class!")],
     incl=["22.000 kr"],
     notes="EV03CB22: mandate cancelled, origin bank; policy: hold lasts until the amount is settled, new "
           "mandate is one way to settle.")

case(b,
     "Hi Jakub! Your bank reversed the 19.500 kr payment from 2 March, so your place is on hold. You'll need to "
     "settle 21.500 kr including the admin fee, and we'll keep your place for 30 days while you sort it out.",
     [S("Your bank reversed the 19.500 kr payment from 2 March"),
      S("so your place is on hold"),
      X("You'll need to settle 21.500 kr including the admin fee", "AMOUNT_MISMATCH"),
      X("we'll keep your place for 30 days", "NLI_CONTRADICTION", "VALUE_MISMATCH", "DATE_MISMATCH")],
     errors=["wrong_arithmetic", "wrong_period"],
     excl=["21.500 kr", "for 30 days"],
     notes="19500 + 2500 = 22000 (balance.total_due_isk). Policy keeps places 14 days; hold_expires 2026-03-23.")

case(b,
     "Hi Jakub, no problem! Your bank charged back the 19.500 kr March payment, but your direct debit is still "
     "active, so we'll simply collect it again on the next run. Your course place is kept until 23 March.",
     [N("no problem!"),
      S("Your bank charged back the 19.500 kr March payment"),
      X("your direct debit is still active", "RECORD_STATE_MISMATCH"),
      XU("we'll simply collect it again on the next run", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION",
         "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
      S("Your course place is kept until 23 March")],
     errors=["wrong_state", "invented_promise"],
     excl=["direct debit is still active", "collect it again on the next run"],
     notes="MD000JL3K9 is cancelled and PM01R5T7B1 has retry_if_possible false; policy says to settle by card "
           "or a new mandate, nothing about recollecting.")

repair(b,
       "Hi Jakub! Your bank charged back the 19.500 kr payment from 2 March, so your place is on hold until it's "
       "settled. The total to pay is 22.000 kr including the 2.500 kr admin fee, and your place is held until "
       "16 March.",
       [S("Your bank charged back the 19.500 kr payment from 2 March"),
        S("so your place is on hold until it's settled"),
        S("The total to pay is 22.000 kr including the 2.500 kr admin fee"),
        X("your place is held until 16 March", "DATE_MISMATCH")],
       errors=["wrong_date"],
       excl=["until 16 March"],
       incl=["23 March|23.3|23.03|March 23", "22.000"],
       notes="hold_expires is 2026-03-23 (14 days from the 9 March chargeback).")

# ---------------------------------------------------------------- bundle 8: switch to intensive course
b = Bundle(
    "lang-course-switch", LANG,
    "I switched to the intensive German course. What will I pay now, and when are classes?",
    [
        rec("malbru.enrolments.list#CU00MB4893", "tool:malbru.enrolments.list", {
            "student": "Sólveig Ásgeirsdóttir",
            "enrolments": [
                {"enrolment_id": "ENR-4471", "course": "German A2 – evenings", "status": "SWITCHED_OUT",
                 "ends": "2026-01-31",
                 "schedule": {"days": ["TUE", "THU"], "first_session_start": ep("2026-01-06T18:00"),
                              "duration": "PT1H30M", "room": "Stofa 1"}},
                {"enrolment_id": "ENR-4893", "course": "German A2 – intensive", "status": "ACTIVE",
                 "starts": "2026-02-02",
                 "schedule": {"days": ["MON", "TUE", "WED", "THU"], "first_session_start": ep("2026-02-02T09:00"),
                              "duration": "PT2H30M", "room": "Stofa 3"},
                 "switches_used_this_term": 1, "switch_fee_isk": 0},
            ]}),
        rec("gc.subscriptions.list#CU00MB4893", "tool:gocardless.subscriptions.list", {
            "subscriptions": [
                {"id": "SB000G2A2E", "name": "German A2 evenings", "status": "cancelled", "amount": 21000,
                 "currency": "ISK", "interval_unit": "monthly", "day_of_month": 5, "end_date": "2026-01-31",
                 "upcoming_payments": []},
                {"id": "SB000G2A2I", "name": "German A2 intensive", "status": "active", "amount": 32500,
                 "currency": "ISK", "interval_unit": "monthly", "day_of_month": 5, "start_date": "2026-02-05",
                 "upcoming_payments": [{"charge_date": "2026-02-05", "amount": 32500},
                                       {"charge_date": "2026-03-05", "amount": 32500}]},
            ]}),
        rec("gc.payments.list#CU00MB4893", "tool:gocardless.payments.list", {
            "payments": [{"id": "PM01S2G8V0", "amount": 21000, "currency": "ISK", "charge_date": "2026-01-05",
                          "status": "paid_out", "links": {"subscription": "SB000G2A2E"}}]}),
        pol("malbru-policy#switching", "v4",
            "Switching to another course at the same level is free once per term. The new monthly fee starts "
            "from the next collection after the switch, and any price difference for the current month is not "
            "charged. Intensive courses meet four mornings a week, from Monday to Thursday."),
    ],
    now="2026-01-28T16:00:00+00:00")

case(b,
     "Hi Sólveig, great choice going intensive! Your new course starts on Monday 2 February, Monday to Thursday "
     "from 09:00 to 11:30 in Stofa 3. Your direct debit changes to 32.500 kr a month, with the first collection "
     "on 5 February, and the switch itself cost you nothing.",
     [N("great choice going intensive!"),
      S("Your new course starts on Monday 2 February"),
      S("Monday to Thursday from 09:00 to 11:30"),
      S("in Stofa 3"),
      S("Your direct debit changes to 32.500 kr a month"),
      S("with the first collection on 5 February"),
      S("the switch itself cost you nothing")],
     incl=["32.500 kr", "09:00 to 11:30"],
     notes="ENR-4893 first_session_start 2 Feb 09:00, PT2H30M ends 11:30, room Stofa 3; SB000G2A2I 32500 from "
           "2026-02-05; switch_fee_isk 0.")

case(b,
     "All set, Sólveig:\n• Classes: Mon–Thu, 9:00, two and a half hours each\n• First class: 02.02.2026\n"
     "• Monthly fee: 32.500 kr, collected on the 5th (first on 05.02.2026)\n• Evening course: finishes "
     "31.01.2026, no more 21.000 kr payments",
     [S("Classes: Mon–Thu, 9:00, two and a half hours each"),
      S("First class: 02.02.2026"),
      S("Monthly fee: 32.500 kr, collected on the 5th"),
      S("first on 05.02.2026"),
      S("Evening course: finishes 31.01.2026"),
      S("no more 21.000 kr payments")],
     incl=["32.500 kr", "02.02.2026"],
     notes="PT2H30M is two and a half hours; SB000G2A2E cancelled with no upcoming payments; ENR-4471 ends "
           "2026-01-31.")

case(b,
     "From 5 February, 32.500 kr will be collected monthly; the 21.000 kr evening plan has been cancelled.",
     [S("From 5 February, 32.500 kr will be collected monthly"),
      S("the 21.000 kr evening plan has been cancelled")],
     incl=["32.500 kr"],
     notes="SB000G2A2I starts 2026-02-05; SB000G2A2E status cancelled.")

case(b,
     "Hi Sólveig! You're now on German A2 intensive, and your first class is on 5 February. Classes run Monday "
     "to Thursday, 09:00–11:30, and your monthly fee stays at 21.000 kr, collected on the 5th.",
     [S("You're now on German A2 intensive"),
      X("your first class is on 5 February", "DATE_MISMATCH"),
      S("Classes run Monday to Thursday, 09:00–11:30"),
      X("your monthly fee stays at 21.000 kr", "AMOUNT_MISMATCH"),
      S("collected on the 5th")],
     errors=["wrong_role", "stale_value"],
     excl=["first class is on 5 February", "stays at 21.000 kr"],
     notes="5 February is the first collection date; classes start 2026-02-02. 21000 was the cancelled "
           "evening subscription; the intensive one is 32500.")

case(b,
     "Hi Sólveig, welcome to the intensive group! Classes are Monday to Thursday from 09:00 to 11:00, starting "
     "2 February. Your new fee of 32.500 kr starts on 5 February, and since this is a switch, the price "
     "difference for January will be added to that first payment.",
     [N("welcome to the intensive group!"),
      X("Classes are Monday to Thursday from 09:00 to 11:00", "VALUE_MISMATCH", "DATE_MISMATCH"),
      S("starting 2 February"),
      S("Your new fee of 32.500 kr starts on 5 February"),
      X("the price difference for January will be added to that first payment", "NLI_CONTRADICTION",
        "AMOUNT_MISMATCH")],
     errors=["wrong_time", "wrong_policy_condition"],
     excl=["09:00 to 11:00", "price difference for January will be added"],
     notes="duration PT2H30M from 09:00 ends 11:30. Policy: the current month's price difference is not "
           "charged; the 2026-02-05 payment is exactly 32500.")

repair(b,
       "Welcome to intensive German, Sólveig! Your first class is Monday 2 February at 09:00, and classes last "
       "1 hour 30 minutes, four mornings a week. From 5 February your direct debit is 32.500 kr a month.",
       [N("Welcome to intensive German, Sólveig!"),
        S("Your first class is Monday 2 February at 09:00"),
        X("classes last 1 hour 30 minutes", "VALUE_MISMATCH"),
        S("four mornings a week"),
        S("From 5 February your direct debit is 32.500 kr a month")],
       errors=["stale_value"],
       excl=["1 hour 30 minutes"],
       incl=["2 hours 30|two and a half hours|2.5 hours|2 and a half hours|2½ hours|150 minutes|11:30",
             "32.500"],
       notes="PT1H30M is the old evening course; ENR-4893 duration is PT2H30M.")

# ---------------------------------------------------------------- bundle 9: withdrawal refund escalated
b = Bundle(
    "lang-withdrawal-refund", LANG,
    "I withdrew from Business English this week. How much do I get back and when?",
    [
        rec("malbru.enrolments.get#ENR-7034", "tool:malbru.enrolments.get", {
            "enrolment_id": "ENR-7034", "student": "Hannes Bjarnason", "course": "Business English B2",
            "term_start": "2026-09-07", "status": "WITHDRAWAL_REQUESTED",
            "withdrawal_requested_at": "2026-09-10T08:51:00Z",
            "refund_calc": {"course_fee_isk": 96000, "registration_fee_isk": 7500, "refundable_isk": 88500,
                            "status": "AWAITING_APPROVAL"}}),
        rec("gc.payments.get#PM01T8C2B5", "tool:gocardless.payments.get", {
            "id": "PM01T8C2B5", "amount": 96000, "currency": "ISK", "charge_date": "2026-08-25",
            "status": "paid_out", "amount_refunded": 0,
            "links": {"mandate": "MD000HB2210", "payout": "PO000K1L5M"}}),
        rec("gc.payouts.get#PO000K1L5M", "tool:gocardless.payouts.get", {
            "id": "PO000K1L5M", "amount": 2315000, "currency": "ISK", "arrival_date": "2026-08-27",
            "status": "paid"}),
        refused("gc.refunds.create#call-1", "gocardless.refunds.create", "ESCALATE",
                {"payment": "PM01T8C2B5", "amount": 88500, "currency": "ISK"}),
        pol("malbru-policy#withdrawal", "v4",
            "You can withdraw within the first 14 days of term for a refund of the course fee minus a 7.500 kr "
            "registration fee. After day 14 no refund is given. Refunds are made to the bank account the fee was "
            "collected from and arrive within 10 working days of approval. Refunds over 50.000 kr are approved "
            "by the school office."),
        psg("malbru-kb#refunds", "Where does my refund go?\nRefunds always go back to the account the direct "
            "debit was taken from.\nWe can't send a refund to a different account or pay it out in cash.",
            source="kb:malbru/help/refunds"),
    ],
    now="2026-09-11T10:30:00+00:00")

case(b,
     "Hi Hannes, sorry the course didn't work out this time! Because you withdrew within the first 14 days of "
     "term, you're entitled to the 96.000 kr course fee minus the 7.500 kr registration fee, which comes to "
     "88.500 kr. I wasn't able to issue the refund myself – refunds over 50.000 kr need the school office's "
     "approval, so I've sent it to them. Once approved, it goes back to the account the fee was collected from "
     "within 10 working days.",
     [N("sorry the course didn't work out this time!"),
      S("you withdrew within the first 14 days of term"),
      S("the 96.000 kr course fee minus the 7.500 kr registration fee"),
      S("which comes to 88.500 kr"),
      S("I wasn't able to issue the refund myself"),
      S("refunds over 50.000 kr need the school office's approval"),
      S("so I've sent it to them"),
      S("it goes back to the account the fee was collected from within 10 working days")],
     incl=["88.500 kr"],
     notes="Term start 2026-09-07, withdrawal 2026-09-10; refund_calc 96000 - 7500 = 88500; refunds.create "
           "ESCALATED; policy gives the approval rule and timing.")

case(b,
     "Here's your refund in a nutshell, Hannes:\n- Course fee paid: 96.000 kr (collected 25.08.2026)\n- Less "
     "registration fee: 7.500 kr\n- Refund due: 88.500 kr\n- Status: waiting for approval from the school "
     "office\n- Timing: within 10 working days after approval, to the same bank account",
     [S("Course fee paid: 96.000 kr (collected 25.08.2026)"),
      S("Less registration fee: 7.500 kr"),
      S("Refund due: 88.500 kr"),
      S("Status: waiting for approval from the school office"),
      S("Timing: within 10 working days after approval, to the same bank account")],
     incl=["88.500 kr", "25.08.2026"],
     notes="PM01T8C2B5 charge_date 2026-08-25; refund_calc.status AWAITING_APPROVAL.")

case(b,
     "Good news, Hannes! Since you withdrew within 14 days, your refund of 88.500 kr has been issued today, and "
     "you should see it in your bank account within 5 working days.",
     [S("Since you withdrew within 14 days"),
      X("your refund of 88.500 kr has been issued today", "NOT_EXECUTED"),
      X("you should see it in your bank account within 5 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     errors=["refused_call_effect", "wrong_period"],
     excl=["has been issued today", "within 5 working days"],
     notes="gocardless.refunds.create was ESCALATED (amount_refunded 0). Policy: within 10 working days of "
           "approval.")

case(b,
     "Hi Hannes! You withdrew within the first two weeks, so you qualify for a refund. From the 96.000 kr fee we "
     "deduct the 7.500 kr registration fee, leaving 89.500 kr. Your request is with the school office for "
     "approval, and you can choose to have it paid to a different account if you prefer.",
     [S("You withdrew within the first two weeks"),
      S("so you qualify for a refund"),
      S("From the 96.000 kr fee we deduct the 7.500 kr registration fee"),
      X("leaving 89.500 kr", "AMOUNT_MISMATCH"),
      S("Your request is with the school office for approval"),
      X("you can choose to have it paid to a different account", "NLI_CONTRADICTION")],
     errors=["wrong_arithmetic", "wrong_policy_condition"],
     excl=["89.500 kr", "paid to a different account"],
     notes="96000 - 7500 = 88500 (refund_calc.refundable_isk). Policy and KB: refunds only go back to the "
           "account the fee came from.")

repair(b,
       "Hi Hannes, you withdrew in time, so you'll get back 96.000 kr minus the 7.500 kr registration fee. That's "
       "88.500 kr, and it has already been refunded to your account.",
       [S("you withdrew in time"),
        S("you'll get back 96.000 kr minus the 7.500 kr registration fee"),
        S("That's 88.500 kr"),
        X("it has already been refunded to your account", "NOT_EXECUTED")],
       errors=["refused_call_effect"],
       excl=["already been refunded"],
       incl=["could not|couldn't|unable|not able|approval|school office|escalated|review", "88.500"],
       notes="The refund call was ESCALATED for office approval; amount_refunded is 0.")
