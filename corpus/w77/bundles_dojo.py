# Martial-arts dojo: Dojo Hrafninn (four bundles). Read by write_cases.py.

# ---------------------------------------------------------------- bundle 14: grading fee
b = Bundle(
    "dojo-grading-fee", DOJO,
    "What's going to come out of my account for the grading, and when is it?",
    [
        rec("hrafninn.gradings.list#HR-0733", "tool:hrafninn.gradings.list", {
            "member_no": "HR-0733",
            "gradings": [
                {"grading_id": "GR-2026-03-A", "student": "Egill Þorsteinsson", "programme": "ADULT",
                 "starts_at": ep("2026-03-14T11:00"), "duration": "PT2H", "rank_from": "6_KYU", "rank_to": "5_KYU",
                 "fee_isk": 4500, "includes": ["BELT", "CERTIFICATE"],
                 "eligibility": {"min_classes": 24, "classes_attended": 27, "eligible": True}},
                {"grading_id": "GR-2026-03-J", "student": "Daníel Egilsson", "programme": "JUNIOR_8_12",
                 "starts_at": ep("2026-03-15T10:00"), "duration": "PT1H30M", "rank_from": "10_KYU",
                 "rank_to": "9_KYU", "fee_isk": 3000, "includes": ["BELT", "CERTIFICATE"],
                 "eligibility": {"min_classes": 16, "classes_attended": 19, "eligible": True}},
            ]}),
        rec("gc.payments.list#MD000HR0733", "tool:gocardless.payments.list", {
            "payments": [
                {"id": "PM01ZA4G21", "amount": 4500, "currency": "ISK", "charge_date": "2026-03-09",
                 "status": "pending_submission", "description": "Gráðun 5. kyu – Egill",
                 "links": {"mandate": "MD000HR0733", "subscription": None}},
                {"id": "PM01ZA4G22", "amount": 3000, "currency": "ISK", "charge_date": "2026-03-10",
                 "status": "pending_submission", "description": "Gráðun 9. kyu – Daníel",
                 "links": {"mandate": "MD000HR0733", "subscription": None}},
                {"id": "PM01Z94F70", "amount": 11500, "currency": "ISK", "charge_date": "2026-03-02",
                 "status": "confirmed", "description": "Fullorðnir – mars",
                 "links": {"mandate": "MD000HR0733", "subscription": "SB000HR0733"}},
            ]}),
        pol("hrafninn-policy#gradings", "2025-11",
            "Grading fees are charged separately from the monthly membership, about five days before the "
            "grading. The fee covers the new belt and a certificate. If you don't pass, you can retake at the next "
            "grading for half the fee. Adult students must have attended at least 24 classes since their last "
            "grading."),
    ],
    now="2026-03-05T20:00:00+00:00")

case(b,
     "Hi Egill, exciting times – your next belt is in sight! The grading fee is 4.500 kr, collected on Monday "
     "9 March, separate from your 11.500 kr monthly fee. Your grading is on Saturday 14 March at 11:00 and lasts "
     "about 2 hours. The fee covers your new belt and certificate.",
     [N("exciting times – your next belt is in sight!"),
      S("The grading fee is 4.500 kr"),
      S("collected on Monday 9 March"),
      S("separate from your 11.500 kr monthly fee"),
      S("Your grading is on Saturday 14 March at 11:00"),
      S("lasts about 2 hours"),
      S("The fee covers your new belt and certificate")],
     incl=["4.500 kr", "9 March"],
     notes="GR-2026-03-A: 14 March 11:00, PT2H, fee 4500, includes BELT and CERTIFICATE; PM01ZA4G21 on "
           "2026-03-09; monthly PM01Z94F70 11500.")

case(b,
     "Grading checklist, Egill:\n- From 6th kyu to 5th kyu\n- When: 14.03.2026, 11:00–13:00\n- Fee: 4.500 kr by "
     "direct debit on 09.03.2026\n- Eligibility: 27 classes attended (24 needed) – you're in!\nOsu!",
     [S("From 6th kyu to 5th kyu"),
      S("When: 14.03.2026, 11:00–13:00"),
      S("Fee: 4.500 kr by direct debit on 09.03.2026"),
      S("27 classes attended (24 needed)"),
      S("you're in!"),
      N("Osu!")],
     incl=["09.03.2026", "11:00–13:00"],
     notes="rank_from/rank_to; 11:00 + PT2H = 13:00; eligibility.eligible true with 27 of 24.")

case(b,
     "Four thousand five hundred krónur comes out on 9 March for the grading on the 14th.",
     [S("Four thousand five hundred krónur comes out on 9 March"),
      S("for the grading on the 14th")],
     incl=["Four thousand five hundred krónur"],
     notes="PM01ZA4G21 4500 on 2026-03-09; Egill's grading 2026-03-14.")

case(b,
     "Hi Egill! Your grading fee is 3.000 kr and will be collected on 9 March, on top of your usual monthly fee. "
     "The grading itself is on 14 March at 11:00. And if it doesn't go your way, you can retake it at the next "
     "grading for free.",
     [X("Your grading fee is 3.000 kr", "AMOUNT_MISMATCH"),
      S("will be collected on 9 March"),
      S("on top of your usual monthly fee"),
      S("The grading itself is on 14 March at 11:00"),
      X("you can retake it at the next grading for free", "NLI_CONTRADICTION")],
     errors=["other_record_value", "wrong_policy_condition"],
     excl=["3.000 kr", "for free"],
     notes="3000 is Daníel's junior grading fee; Egill's is 4500. Policy: a retake costs half the fee.")

case(b,
     "Hi Egill, the 4.500 kr grading fee comes out on 9 March, and your grading is on Sunday 15 March at 11:00. "
     "The fee includes your new belt, your certificate and a club patch for your gi.",
     [S("the 4.500 kr grading fee comes out on 9 March"),
      X("your grading is on Sunday 15 March at 11:00", "DATE_MISMATCH"),
      XU("a club patch for your gi", "VALUE_MISMATCH", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE",
         "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
     errors=["other_record_value", "unlisted_perk"],
     excl=["Sunday 15 March", "club patch"],
     notes="15 March is the junior grading (Daníel); Egill's is 2026-03-14. includes lists only BELT and "
           "CERTIFICATE, and the policy says the fee covers belt and certificate.")

repair(b,
       "Hi Egill! Your grading fee of 4.500 kr will be collected on 14 March, and the grading is that same day "
       "at 11:00. It covers your new belt and certificate.",
       [X("Your grading fee of 4.500 kr will be collected on 14 March", "DATE_MISMATCH"),
        S("the grading is that same day at 11:00"),
        S("It covers your new belt and certificate")],
       errors=["wrong_role"],
       excl=["collected on 14 March"],
       incl=["9 March|9.3|09.03|March 9", "4.500"],
       notes="14 March is the grading date; PM01ZA4G21 charge_date is 2026-03-09.")

# ---------------------------------------------------------------- bundle 15: family plan perks
b = Bundle(
    "dojo-family-plan", DOJO,
    "Does our family plan cover gis for the kids and the spring tournament?",
    [
        rec("hrafninn.memberships.get#FAM-0412", "tool:hrafninn.memberships.get", {
            "account": "FAM-0412", "holder": "Anna Guðmundsdóttir",
            "plan": {"code": "FJOLSKYLDA_3", "monthly_isk": 24900, "max_members": 3,
                     "included": ["UNLIMITED_CLASSES", "SHOP_DISCOUNT_10"],
                     "not_included": ["GI", "GRADING_FEE", "COMPETITION_ENTRY"]},
            "members": [{"name": "Anna Guðmundsdóttir", "programme": "ADULT"},
                        {"name": "Ísak", "programme": "JUNIOR_8_12"},
                        {"name": "Tinna", "programme": "JUNIOR_8_12"}],
            "previous_plans": [
                {"member": "Anna", "plan": "ADULT_MONTHLY", "monthly_isk": 11500, "ended": "2026-03-31"},
                {"member": "Ísak", "plan": "JUNIOR_MONTHLY", "monthly_isk": 8900, "ended": "2026-03-31"},
                {"member": "Tinna", "plan": "JUNIOR_MONTHLY", "monthly_isk": 8900, "ended": "2026-03-31"},
            ]}),
        rec("gc.subscriptions.get#SB000HR0412", "tool:gocardless.subscriptions.get", {
            "id": "SB000HR0412", "name": "Fjölskylduáskrift", "status": "active", "amount": 24900,
            "currency": "ISK", "interval_unit": "monthly", "day_of_month": 1, "start_date": "2026-04-01",
            "upcoming_payments": [{"charge_date": "2026-06-01", "amount": 24900},
                                  {"charge_date": "2026-07-01", "amount": 24900}]}),
        rec("gc.payments.list#SB000HR0412", "tool:gocardless.payments.list", {
            "payments": [
                {"id": "PM01Z6H2F1", "amount": 24900, "currency": "ISK", "charge_date": "2026-05-01",
                 "status": "paid_out"},
                {"id": "PM01Z1H2F0", "amount": 24900, "currency": "ISK", "charge_date": "2026-04-01",
                 "status": "paid_out"},
            ]}),
        rec("hrafninn.events.get#VORMOT-2026", "tool:hrafninn.events.get", {
            "event": "Vormót Hrafnsins", "date": "2026-05-23", "entry_fee_isk_per_person": 2500,
            "registration_closes": "2026-05-16", "entries_for_account": []}),
        pol("hrafninn-policy#family-plan", "2025-11",
            "The family plan covers class fees for up to three people living at the same address. Gis, grading "
            "fees and competition entries are paid separately. Family members get 10% off in the dojo shop. "
            "Switching from individual plans to the family plan takes effect from the next billing date."),
    ],
    now="2026-05-06T17:30:00+00:00")

case(b,
     "Hi Anna, great to see the whole family training! Your family plan (24.900 kr a month) covers unlimited "
     "classes for all three of you and 10% off in the dojo shop, but gis and tournament entries aren't included. "
     "So the gis for Ísak and Tinna are paid for separately. Entry for Vormót Hrafnsins on 23 May is 2.500 kr per "
     "person, and registration closes on 16 May.",
     [N("great to see the whole family training!"),
      S("Your family plan (24.900 kr a month) covers unlimited classes for all three of you"),
      S("10% off in the dojo shop"),
      S("gis and tournament entries aren't included"),
      S("the gis for Ísak and Tinna are paid for separately"),
      S("Entry for Vormót Hrafnsins on 23 May is 2.500 kr per person"),
      S("registration closes on 16 May")],
     incl=["2.500 kr", "16 May"],
     notes="plan.included / not_included; event record gives date, fee and closing date.")

case(b,
     "Quick overview, Anna:\n- Included: unlimited classes for you, Ísak and Tinna; 10% off in the dojo shop\n"
     "- Not included: gis, grading fees, competition entries\n- Tournament entry for both kids: 5.000 kr "
     "(2.500 kr each)\n- Your plan: 24.900 kr on the 1st – next on 01.06.2026",
     [S("Included: unlimited classes for you, Ísak and Tinna"),
      S("10% off in the dojo shop"),
      S("Not included: gis, grading fees, competition entries"),
      S("Tournament entry for both kids: 5.000 kr (2.500 kr each)"),
      S("Your plan: 24.900 kr on the 1st"),
      S("next on 01.06.2026")],
     incl=["5.000 kr", "01.06.2026"],
     notes="2 x 2500 = 5000; SB000HR0412 day_of_month 1, next 2026-06-01.")

case(b,
     "Hi Anna! Gis and competition entries sit outside the family plan, so those are extra. Good news on the plan "
     "itself though: at 24.900 kr a month it's 4.400 kr less than the 29.300 kr your three separate plans cost "
     "before.",
     [S("Gis and competition entries sit outside the family plan"),
      S("so those are extra"),
      S("at 24.900 kr a month"),
      S("it's 4.400 kr less than the 29.300 kr your three separate plans cost before")],
     incl=["4.400 kr"],
     notes="previous_plans 11500 + 8900 + 8900 = 29300; 29300 - 24900 = 4400.")

case(b,
     "Hi Anna! Your family plan at 24.900 kr a month covers unlimited classes for all three of you, and a gi for "
     "each new family member is included. Tournament entries are extra: 2.500 kr per person, so 7.500 kr for "
     "Ísak and Tinna.",
     [S("Your family plan at 24.900 kr a month covers unlimited classes for all three of you"),
      X("a gi for each new family member is included", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
      S("Tournament entries are extra"),
      S("2.500 kr per person"),
      X("so 7.500 kr for Ísak and Tinna", "AMOUNT_MISMATCH")],
     errors=["unlisted_perk", "wrong_arithmetic"],
     excl=["gi for each new family member is included", "7.500 kr"],
     notes="GI is in plan.not_included and the policy says gis are paid separately. Two children x 2500 = 5000.")

case(b,
     "Hi Anna, thanks for asking! Gis and tournament entries aren't part of the family plan, though family "
     "members get 15% off in the dojo shop. Your next plan payment is 29.300 kr on 1 June.",
     [N("thanks for asking!"),
      S("Gis and tournament entries aren't part of the family plan"),
      X("family members get 15% off in the dojo shop", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
      X("Your next plan payment is 29.300 kr on 1 June", "AMOUNT_MISMATCH")],
     errors=["wrong_value", "stale_value"],
     excl=["15% off", "29.300 kr"],
     notes="Shop discount is 10% (SHOP_DISCOUNT_10, policy). 29300 is what the three ended individual plans "
           "cost; the 2026-06-01 payment is 24900.")

repair(b,
       "Hi Anna! The family plan covers unlimited classes for you, Ísak and Tinna, plus 10% off in the shop. Gis "
       "are included for the kids, but tournament entries are extra at 2.500 kr per person.",
       [S("The family plan covers unlimited classes for you, Ísak and Tinna"),
        S("plus 10% off in the shop"),
        X("Gis are included for the kids", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
        S("tournament entries are extra at 2.500 kr per person")],
       errors=["unlisted_perk"],
       excl=["Gis are included"],
       incl=["not included|aren't included|are not included|not part of|separately|excluded", "2.500"],
       notes="GI is listed in plan.not_included; policy: gis are paid separately.")

# ---------------------------------------------------------------- bundle 16: payment submitted, not yet collected
b = Bundle(
    "dojo-payment-submitted", DOJO,
    "I don't see June's payment in my bank yet. Has it been taken?",
    [
        rec("gc.payments.list#MD000VP7731", "tool:gocardless.payments.list", {
            "payments": [
                {"id": "PM02A1V6S1", "amount": 11500, "currency": "ISK", "charge_date": "2026-06-01",
                 "status": "submitted", "description": "Hrafninn – júní", "retry_if_possible": True,
                 "links": {"mandate": "MD000VP7731", "subscription": "SB000VP7731", "payout": None}},
                {"id": "PM01Z9V6S0", "amount": 8900, "currency": "ISK", "charge_date": "2026-05-22",
                 "status": "confirmed", "description": "Gi – stærð A2",
                 "links": {"mandate": "MD000VP7731", "subscription": None, "payout": None}},
                {"id": "PM01Y7V6R9", "amount": 11500, "currency": "ISK", "charge_date": "2026-05-01",
                 "status": "paid_out", "description": "Hrafninn – maí",
                 "links": {"mandate": "MD000VP7731", "subscription": "SB000VP7731", "payout": "PO000M4N8C"}},
            ]}),
        rec("gc.payouts.get#PO000M4N8C", "tool:gocardless.payouts.get", {
            "id": "PO000M4N8C", "arrival_date": "2026-05-05", "amount": 3402500, "currency": "ISK",
            "status": "paid"}),
        rec("gc.mandates.get#MD000VP7731", "tool:gocardless.mandates.get", {
            "id": "MD000VP7731", "status": "active", "next_possible_charge_date": "2026-06-03"}),
        rec("hrafninn.members.get#HR-1187", "tool:hrafninn.members.get", {
            "member_no": "HR-1187", "name": "Viktor Snær Pálsson", "plan": "ADULT_MONTHLY", "monthly_isk": 11500,
            "status": "ACTIVE"}),
        pol("hrafninn-policy#collections", "2025-11",
            "Membership fees are collected on the 1st of each month, or the next working day. Payments are "
            "submitted to your bank three working days before the collection date and appear on your statement "
            "on the collection date. If a collection fails, we try again once, five days later."),
    ],
    now="2026-05-29T12:00:00+00:00")

case(b,
     "Hi Viktor, good eye! June's 11.500 kr hasn't left your account yet – it's been sent to your bank and is due "
     "to be collected on Monday 1 June, so it'll show on your statement that day. The 8.900 kr you may have "
     "spotted was your gi, collected on 22 May.",
     [N("good eye!"),
      S("June's 11.500 kr hasn't left your account yet"),
      S("it's been sent to your bank"),
      S("is due to be collected on Monday 1 June"),
      S("it'll show on your statement that day"),
      S("The 8.900 kr you may have spotted was your gi"),
      S("collected on 22 May")],
     incl=["11.500 kr", "1 June"],
     notes="PM02A1V6S1 status submitted, charge_date 2026-06-01 (after now); PM01Z9V6S0 gi 8900 confirmed "
           "2026-05-22; policy: appears on the collection date.")

case(b,
     "Not yet – your 11.500 kr June fee has been submitted and comes out on 1.6.",
     [S("your 11.500 kr June fee has been submitted"),
      S("comes out on 1.6.")],
     incl=["11.500 kr", "1.6."],
     notes="PM02A1V6S1 submitted, charge_date 2026-06-01.")

case(b,
     "Dear Viktor,\n\nYour June membership payment of 11.500 kr has been submitted to your bank and will be "
     "collected on 01.06.2026. Payments appear on your statement on the collection date, so nothing will be "
     "visible before then. Your May payment was collected as normal on 01.05.2026.\n\nKind regards,\nDojo "
     "Hrafninn",
     [S("Your June membership payment of 11.500 kr has been submitted to your bank"),
      S("will be collected on 01.06.2026"),
      S("Payments appear on your statement on the collection date"),
      S("nothing will be visible before then"),
      S("Your May payment was collected as normal on 01.05.2026")],
     incl=["01.06.2026"],
     notes="Payment records and the collections policy; May payment PM01Y7V6R9 paid_out.")

case(b,
     "Hi Viktor! Your June payment of 11.500 kr has already been collected from your account, and it can take up "
     "to three working days to show on your statement.",
     [X("Your June payment of 11.500 kr has already been collected from your account", "RECORD_STATE_MISMATCH"),
      X("it can take up to three working days to show on your statement", "NLI_CONTRADICTION")],
     errors=["wrong_state", "wrong_policy_condition"],
     excl=["already been collected", "up to three working days"],
     notes="PM02A1V6S1 is only submitted; charge_date 2026-06-01 is still ahead. Policy: it appears on the "
           "collection date (three working days is the submission lead time).")

case(b,
     "Hi Viktor, no worries! Your June fee of 8.900 kr has been submitted to your bank and comes out on 1 June. "
     "If that collection fails for any reason, we'll try again the following day.",
     [N("no worries!"),
      X("Your June fee of 8.900 kr", "AMOUNT_MISMATCH"),
      S("has been submitted to your bank and comes out on 1 June"),
      X("we'll try again the following day", "NLI_CONTRADICTION")],
     errors=["other_record_value", "wrong_period"],
     excl=["8.900 kr", "the following day"],
     notes="8900 is the gi payment; the June fee is 11500. Policy retries once, five days later.")

repair(b,
       "Hi Viktor! Your June fee of 11.500 kr was collected on 29 May. Your May payment went through normally on "
       "1 May.",
       [X("Your June fee of 11.500 kr was collected on 29 May", "RECORD_STATE_MISMATCH", "DATE_MISMATCH"),
        S("Your May payment went through normally on 1 May")],
       errors=["wrong_state"],
       excl=["collected on 29 May"],
       incl=["1 June|1.6|01.06|June 1", "11.500"],
       notes="PM02A1V6S1 is submitted with charge_date 2026-06-01; nothing was collected on 29 May.")

# ---------------------------------------------------------------- bundle 17: bank cancelled mandate
b = Bundle(
    "dojo-mandate-cancelled", DOJO,
    "I switched banks. Is Dagur's membership still OK? Can you just turn the old direct debit back on?",
    [
        rec("gc.mandates.get#MD000SL5521", "tool:gocardless.mandates.get", {
            "id": "MD000SL5521", "status": "cancelled", "next_possible_charge_date": None,
            "links": {"customer_bank_account": "BA000SL0091"}}),
        rec("gc.events.list#MD000SL5521", "tool:gocardless.events.list", {
            "events": [
                {"id": "EV05MC10", "created_at": "2026-06-24T06:30:00.000Z", "action": "cancelled",
                 "resource_type": "mandates", "links": {"mandate": "MD000SL5521"},
                 "details": {"origin": "bank", "cause": "bank_account_closed", "reason_code": "BANK_ACCOUNT_CLOSED",
                             "description": "The customer's bank account was closed."}},
                {"id": "EV05MC11", "created_at": "2026-06-24T06:30:02.000Z", "action": "cancelled",
                 "resource_type": "payments", "links": {"payment": "PM02C3D8J7"},
                 "details": {"origin": "gocardless", "cause": "mandate_cancelled",
                             "reason_code": "MANDATE_CANCELLED"}},
            ]}),
        rec("gc.payments.list#MD000SL5521", "tool:gocardless.payments.list", {
            "payments": [
                {"id": "PM02C3D8J7", "amount": 9900, "currency": "ISK", "charge_date": "2026-07-01",
                 "status": "cancelled", "description": "Unglingar – júlí – Dagur"},
                {"id": "PM02B3D8J6", "amount": 9900, "currency": "ISK", "charge_date": "2026-06-01",
                 "status": "paid_out", "description": "Unglingar – júní – Dagur"},
            ]}),
        rec("hrafninn.members.get#HR-2231", "tool:hrafninn.members.get", {
            "member_no": "HR-2231", "name": "Dagur Sunnuson", "payer": "Sunna Líf Arnarsdóttir",
            "plan": "TEEN_MONTHLY", "monthly_isk": 9900, "status": "ACTIVE",
            "direct_debit_grace_until": "2026-07-08"}),
        refused("gc.mandates.reinstate#call-2", "gocardless.mandates.reinstate", "DENY",
                {"mandate": "MD000SL5521"}),
        pol("hrafninn-policy#mandate-cancelled", "2025-11",
            "If your bank cancels your direct debit, your membership stays active for 14 days so you can set up a "
            "new one. After 14 days without a new direct debit, the membership is paused and any missed fees are "
            "payable before training resumes. There is no fee for setting up a new direct debit."),
    ],
    now="2026-06-26T08:15:00+00:00")

case(b,
     "Hi Sunna, thanks for the heads-up! Your bank cancelled the old direct debit because that account was "
     "closed, and I'm afraid I couldn't reactivate it. Dagur's membership stays active until 8 July while you set "
     "up a new one, and setting it up is free. The July payment of 9.900 kr that was due on 1 July has been "
     "cancelled, so nothing will come out until the new direct debit is in place.",
     [N("thanks for the heads-up!"),
      S("Your bank cancelled the old direct debit because that account was closed"),
      S("I couldn't reactivate it"),
      S("Dagur's membership stays active until 8 July while you set up a new one"),
      S("setting it up is free"),
      S("The July payment of 9.900 kr that was due on 1 July has been cancelled"),
      S("nothing will come out until the new direct debit is in place")],
     incl=["8 July", "9.900 kr"],
     notes="EV05MC10 origin bank, BANK_ACCOUNT_CLOSED; reinstate call DENIED; direct_debit_grace_until "
           "2026-07-08; PM02C3D8J7 cancelled; policy: no fee.")

case(b,
     "Here's the situation, Sunna:\n- Old direct debit: cancelled by your bank (account closed) – it can't be "
     "switched back on\n- July fee: 9.900 kr, not collected\n- Dagur's training: carries on as normal until "
     "08.07.2026\n- New direct debit: free to set up\nOsu!",
     [S("Old direct debit: cancelled by your bank (account closed)"),
      S("it can't be switched back on"),
      S("July fee: 9.900 kr, not collected"),
      S("Dagur's training: carries on as normal until 08.07.2026"),
      S("New direct debit: free to set up"),
      N("Osu!")],
     incl=["08.07.2026"],
     notes="Mandate, event and payment records; refused reinstate call; grace date in the member record.")

case(b,
     "Hi Sunna! Since your bank closed the old account, that direct debit is gone for good, but Dagur can keep "
     "training for 14 days from the cancellation – until 8 July. If no new direct debit is set up by then, his "
     "membership is paused and the missed fees have to be paid before he trains again.",
     [S("that direct debit is gone for good"),
      S("Dagur can keep training for 14 days from the cancellation"),
      S("until 8 July"),
      S("If no new direct debit is set up by then, his membership is paused"),
      S("the missed fees have to be paid before he trains again")],
     incl=["8 July"],
     notes="Cancelled 2026-06-24 + 14 days = 2026-07-08 (direct_debit_grace_until); policy gives the pause rule.")

case(b,
     "Hi Sunna, no problem at all! I've reactivated the old direct debit, so the July payment of 9.900 kr will be "
     "collected on 1 July as usual. Dagur's membership is active.",
     [N("no problem at all!"),
      X("I've reactivated the old direct debit", "NOT_EXECUTED"),
      X("the July payment of 9.900 kr will be collected on 1 July as usual", "RECORD_STATE_MISMATCH",
        "NOT_EXECUTED"),
      S("Dagur's membership is active")],
     errors=["refused_call_effect", "wrong_state"],
     excl=["reactivated the old direct debit", "collected on 1 July as usual"],
     notes="gocardless.mandates.reinstate was DENIED; PM02C3D8J7 is cancelled.")

case(b,
     "Hi Sunna! The old direct debit was cancelled on 24 June because the payment failed for insufficient funds. "
     "Dagur can keep training for 30 days while you set up a new one, and setting it up is free.",
     [S("The old direct debit was cancelled on 24 June"),
      X("because the payment failed for insufficient funds", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
      X("Dagur can keep training for 30 days", "NLI_CONTRADICTION", "DATE_MISMATCH", "VALUE_MISMATCH"),
      S("setting it up is free")],
     errors=["wrong_value", "wrong_period"],
     excl=["insufficient funds", "for 30 days"],
     notes="EV05MC10 cause bank_account_closed; no payment failed. Policy gives 14 days (grace until "
           "2026-07-08).")

repair(b,
       "Hi Sunna, I've switched the old direct debit back on for you. Dagur's membership stays active until "
       "8 July, and the 9.900 kr July payment has been cancelled for now.",
       [X("I've switched the old direct debit back on for you", "NOT_EXECUTED"),
        S("Dagur's membership stays active until 8 July"),
        S("the 9.900 kr July payment has been cancelled for now")],
       errors=["refused_call_effect"],
       excl=["switched the old direct debit back on"],
       incl=["couldn't|could not|unable|not able|can't be|cannot|new direct debit|new one", "8 July|8.7|08.07"],
       notes="The reinstate call was DENIED; a new direct debit is needed.")
