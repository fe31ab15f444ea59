# After-school club: Frístundaklúbburinn Krakkakot (four bundles). Read by write_cases.py.

# ---------------------------------------------------------------- bundle 18: holiday camp, one day waitlisted
b = Bundle(
    "club-holiday-camp", CLUB,
    "Did I get both winter break days for Saga? What will I be charged?",
    [
        rec("krakkakot.bookings.list#KK-5584", "tool:krakkakot.bookings.list", {
            "account": "KK-5584", "guardian": "Helgi Fannar Davíðsson",
            "child": {"name": "Saga", "school": "Hlíðaskóli", "year_group": 3},
            "regular_plan": {"code": "FULL_WEEK", "days": ["MON", "TUE", "WED", "THU", "FRI"], "monthly_isk": 38500},
            "camp_bookings": [
                {"camp": "VETRARFRI_2026", "date": "2026-10-22", "status": "CONFIRMED", "price_isk": 6000,
                 "extras": []},
                {"camp": "VETRARFRI_2026", "date": "2026-10-23", "status": "WAITLISTED", "waitlist_position": 3,
                 "price_isk": 6000, "extras": []},
            ]}),
        rec("gc.payments.list#MD000KK5584", "tool:gocardless.payments.list", {
            "payments": [
                {"id": "PM02F5C1S8", "amount": 6000, "currency": "ISK", "charge_date": "2026-10-15",
                 "status": "pending_submission", "description": "Vetrarfrí 22.10. – Saga",
                 "links": {"mandate": "MD000KK5584", "subscription": None}},
                {"id": "PM02E5C1S7", "amount": 38500, "currency": "ISK", "charge_date": "2026-09-25",
                 "status": "paid_out", "description": "Október – heil vika",
                 "links": {"mandate": "MD000KK5584", "subscription": "SB000KK5584"}},
            ]}),
        rec("gc.subscriptions.get#SB000KK5584", "tool:gocardless.subscriptions.get", {
            "id": "SB000KK5584", "status": "active", "amount": 38500, "currency": "ISK", "interval_unit": "monthly",
            "day_of_month": 25, "upcoming_payments": [{"charge_date": "2026-10-26", "amount": 38500}]}),
        pol("krakkakot-policy#camps", "2026-08",
            "Holiday camp days are booked individually and paid by direct debit one week before the camp. "
            "Waitlisted days are only charged if a place opens up and you accept it. Camp days run 08:00–16:00; "
            "early drop-off from 07:30 can be added for 800 kr per day. Cancellations more than 7 days before the "
            "camp are free."),
    ],
    now="2026-10-09T13:00:00+00:00")

case(b,
     "Hi Helgi, good planning ahead! Saga has a confirmed place on Thursday 22 October, and 6.000 kr for that day "
     "comes out on 15 October. Friday 23 October is waitlisted – she's number 3 – and you'll only be charged if "
     "a place opens up and you accept it.",
     [N("good planning ahead!"),
      S("Saga has a confirmed place on Thursday 22 October"),
      S("6.000 kr for that day comes out on 15 October"),
      S("Friday 23 October is waitlisted"),
      S("she's number 3"),
      S("you'll only be charged if a place opens up and you accept it")],
     incl=["6.000 kr", "15 October"],
     notes="22 Oct CONFIRMED, 23 Oct WAITLISTED position 3; PM02F5C1S8 6000 on 2026-10-15; policy on "
           "waitlisted days.")

case(b,
     "Winter break for Saga:\n- 22.10.: confirmed, 08:00–16:00, 6.000 kr (direct debit on 15.10.)\n- 23.10.: "
     "waitlist, position 3 – no charge unless you take a place\n- Regular monthly fee: 38.500 kr, next "
     "collection 26.10.",
     [S("22.10.: confirmed, 08:00–16:00, 6.000 kr (direct debit on 15.10.)"),
      S("23.10.: waitlist, position 3"),
      S("no charge unless you take a place"),
      S("Regular monthly fee: 38.500 kr, next collection 26.10.")],
     incl=["6.000 kr"],
     notes="Camp hours from policy; subscription upcoming 2026-10-26 38500.")

case(b,
     "Hi Helgi! One of the two days is booked: Saga is confirmed for 22 October, and the 23rd is on the "
     "waitlist. The camp runs 08:00–16:00, and if you need early drop-off from 07:30 you can add it for 800 kr a "
     "day. Only 6.000 kr is due for now, on 15 October.",
     [S("One of the two days is booked"),
      S("Saga is confirmed for 22 October"),
      S("the 23rd is on the waitlist"),
      S("The camp runs 08:00–16:00"),
      S("you can add it for 800 kr a day"),
      S("Only 6.000 kr is due for now, on 15 October")],
     incl=["6.000 kr"],
     notes="Booking statuses; policy gives hours and the early drop-off price; one 6000 payment pending.")

case(b,
     "Hi Helgi! Great news – Saga is booked for both winter break days, 22 and 23 October. The two days come to "
     "12.000 kr, collected on 15 October.",
     [X("Saga is booked for both winter break days, 22 and 23 October", "RECORD_STATE_MISMATCH"),
      X("The two days come to 12.000 kr, collected on 15 October", "AMOUNT_MISMATCH")],
     errors=["wrong_state", "wrong_amount"],
     excl=["booked for both winter break days", "12.000 kr"],
     notes="23 October is WAITLISTED; only PM02F5C1S8 for 6000 exists.")

case(b,
     "Hi Helgi, Saga is confirmed for 22 October and waitlisted for the 23rd. I've also added early drop-off at "
     "07:30 for the 22nd, so the total on 15 October is 6.800 kr. If you change your mind, you can cancel free "
     "of charge up to 2 days before the camp.",
     [S("Saga is confirmed for 22 October"),
      S("waitlisted for the 23rd"),
      XU("I've also added early drop-off at 07:30 for the 22nd", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH",
         "RECORD_STATE_MISMATCH"),
      X("so the total on 15 October is 6.800 kr", "AMOUNT_MISMATCH"),
      X("you can cancel free of charge up to 2 days before the camp", "NLI_CONTRADICTION")],
     errors=["unrecorded_extra", "wrong_amount", "wrong_period"],
     excl=["added early drop-off", "6.800 kr", "up to 2 days before"],
     notes="The 22 Oct booking has extras [] and the payment is 6000. Policy: free cancellation only more than "
           "7 days before.")

repair(b,
       "Hi Helgi! Saga is confirmed for 22 October and is third on the waitlist for the 23rd. The 6.000 kr for "
       "the confirmed day is collected on 22 October.",
       [S("Saga is confirmed for 22 October"),
        S("is third on the waitlist for the 23rd"),
        X("The 6.000 kr for the confirmed day is collected on 22 October", "DATE_MISMATCH")],
       errors=["wrong_role"],
       excl=["collected on 22 October"],
       incl=["15 October|15.10|October 15", "6.000"],
       notes="22 October is the camp day; PM02F5C1S8 charge_date is 2026-10-15.")

# ---------------------------------------------------------------- bundle 19: late pick-up fees
b = Bundle(
    "club-late-pickup", CLUB,
    "Why is there an extra 4.000 kr on my next payment? I was only late a couple of times.",
    [
        rec("krakkakot.attendance.get#KK-6120", "tool:krakkakot.attendance.get", {
            "account": "KK-6120", "guardian": "Margrét Ýr Halldórsdóttir", "child": "Óliver",
            "closing_time_local": "17:00", "term": "VOR-2026",
            "late_pickups": [
                {"date": "2026-02-18", "picked_up_at": ep("2026-02-18T17:08"), "blocks_15m": 1, "fee_isk": 0,
                 "waiver": "FIRST_OF_TERM"},
                {"date": "2026-05-06", "picked_up_at": ep("2026-05-06T17:10"), "blocks_15m": 1, "fee_isk": 1000,
                 "waiver": None},
                {"date": "2026-05-13", "picked_up_at": ep("2026-05-13T17:35"), "blocks_15m": 3, "fee_isk": 3000,
                 "waiver": None},
            ]}),
        rec("gc.payments.list#MD000KK6120", "tool:gocardless.payments.list", {
            "payments": [
                {"id": "PM02H2L7T1", "amount": 4000, "currency": "ISK", "charge_date": "2026-05-25",
                 "status": "pending_submission", "description": "Seinkunargjöld maí",
                 "links": {"mandate": "MD000KK6120", "subscription": None}},
                {"id": "PM02G2L7T0", "amount": 29900, "currency": "ISK", "charge_date": "2026-04-27",
                 "status": "paid_out", "links": {"mandate": "MD000KK6120", "subscription": "SB000KK6120"}},
            ]}),
        rec("gc.subscriptions.get#SB000KK6120", "tool:gocardless.subscriptions.get", {
            "id": "SB000KK6120", "status": "active", "amount": 29900, "currency": "ISK", "interval_unit": "monthly",
            "day_of_month": 25,
            "upcoming_payments": [{"charge_date": "2026-05-25", "amount": 29900},
                                  {"charge_date": "2026-06-25", "amount": 29900}]}),
        pol("krakkakot-policy#late-pickup", "2026-08",
            "The club closes at 17:00. Late pick-ups are charged 1.000 kr for each started 15 minutes after "
            "closing. The first late pick-up in a school term is not charged. Late fees are collected together "
            "with the next monthly payment."),
    ],
    now="2026-05-18T10:00:00+00:00")

case(b,
     "Hi Margrét, totally fair question! The 4.000 kr is two late pick-ups this month: on 6 May Óliver was "
     "collected at 17:10, which is one started 15-minute block (1.000 kr), and on 13 May at 17:35, which is three "
     "blocks (3.000 kr). Your late pick-up on 18 February wasn't charged, because the first one each term is "
     "free. On 25 May you'll see 29.900 kr for the month plus the 4.000 kr, so 33.900 kr in total.",
     [N("totally fair question!"),
      S("The 4.000 kr is two late pick-ups this month"),
      S("on 6 May Óliver was collected at 17:10"),
      S("which is one started 15-minute block (1.000 kr)"),
      S("on 13 May at 17:35, which is three blocks (3.000 kr)"),
      S("Your late pick-up on 18 February wasn't charged"),
      S("because the first one each term is free"),
      S("On 25 May you'll see 29.900 kr for the month plus the 4.000 kr"),
      S("so 33.900 kr in total")],
     incl=["33.900 kr", "3.000 kr"],
     notes="late_pickups with blocks and fees; 18 Feb FIRST_OF_TERM waiver; 29900 + 4000 = 33900 on "
           "2026-05-25.")

case(b,
     "Here's the breakdown:\n- 06.05. – picked up 17:10 – 1.000 kr\n- 13.05. – picked up 17:35 – 3.000 kr\n"
     "- 18.02. – picked up 17:08 – free (first late pick-up of the term)\nThe 4.000 kr is collected separately on "
     "25.05., alongside the 29.900 kr monthly fee.",
     [S("06.05. – picked up 17:10 – 1.000 kr"),
      S("13.05. – picked up 17:35 – 3.000 kr"),
      S("18.02. – picked up 17:08 – free"),
      S("first late pick-up of the term"),
      S("The 4.000 kr is collected separately on 25.05."),
      S("alongside the 29.900 kr monthly fee")],
     incl=["3.000 kr"],
     notes="picked_up_at epochs are local (UTC+0) times; PM02H2L7T1 4000 on 2026-05-25 beside the 29900 "
           "subscription payment.")

case(b,
     "That's 1.000 kr for 6 May and 3.000 kr for 13 May, charged with your 25 May collection.",
     [S("1.000 kr for 6 May"),
      S("3.000 kr for 13 May"),
      S("charged with your 25 May collection")],
     incl=["3.000 kr for 13 May"],
     notes="fee_isk per late pick-up; PM02H2L7T1 on 2026-05-25.")

case(b,
     "Hi Margrét! The extra is for two late pick-ups in May: 1.000 kr for 6 May and 3.000 kr for 13 May. Since "
     "6 May was your first late pick-up this term, that one is waived, so only 3.000 kr in late fees comes out "
     "on 25 May.",
     [S("1.000 kr for 6 May and 3.000 kr for 13 May"),
      X("6 May was your first late pick-up this term, that one is waived", "VALUE_MISMATCH",
        "RECORD_STATE_MISMATCH", "DATE_MISMATCH"),
      X("so only 3.000 kr in late fees comes out on 25 May", "AMOUNT_MISMATCH")],
     errors=["condition_unmet", "wrong_amount"],
     excl=["that one is waived", "only 3.000 kr in late fees"],
     notes="The term's first late pick-up was 18 Feb (FIRST_OF_TERM waiver); 6 May has fee 1000 and no waiver; "
           "PM02H2L7T1 is 4000.")

case(b,
     "Hi Margrét, the 4.000 kr covers two late pick-ups. On 13 May Óliver was collected at 17:35, which counts as "
     "two 15-minute blocks, plus the one block on 6 May. Late fees are charged at 1.000 kr per full 15 minutes.",
     [S("the 4.000 kr covers two late pick-ups"),
      S("On 13 May Óliver was collected at 17:35"),
      X("which counts as two 15-minute blocks", "VALUE_MISMATCH"),
      S("plus the one block on 6 May"),
      X("1.000 kr per full 15 minutes", "NLI_CONTRADICTION")],
     errors=["wrong_quantity", "wrong_policy_condition"],
     excl=["two 15-minute blocks", "per full 15 minutes"],
     notes="13 May blocks_15m is 3 (each started 15 minutes). Policy charges per started, not full, 15 minutes.")

repair(b,
       "Hi Margrét! The 4.000 kr covers your late pick-ups on 6 May (17:10) and 13 May (17:35). It's collected on "
       "25 May together with your 29.900 kr monthly fee, so 34.900 kr leaves your account that day.",
       [S("The 4.000 kr covers your late pick-ups on 6 May (17:10) and 13 May (17:35)"),
        S("It's collected on 25 May together with your 29.900 kr monthly fee"),
        X("so 34.900 kr leaves your account that day", "AMOUNT_MISMATCH")],
       errors=["wrong_arithmetic"],
       excl=["34.900 kr"],
       incl=["33.900|33 900", "29.900"],
       notes="29900 + 4000 = 33900.")

# ---------------------------------------------------------------- bundle 20: more days, new subscription
b = Bundle(
    "club-day-change", CLUB,
    "We moved Hrafnhildur to five days. When does that start and what will I pay?",
    [
        rec("krakkakot.accounts.get#KK-4410", "tool:krakkakot.accounts.get", {
            "account": "KK-4410", "guardian": "Jón Ingi Birgisson",
            "children": [
                {"name": "Hrafnhildur", "plans": [
                    {"code": "THREE_DAY", "days": ["MON", "WED", "FRI"], "monthly_isk": 24900,
                     "valid_to": "2026-08-31", "status": "ENDING"},
                    {"code": "FIVE_DAY", "days": ["MON", "TUE", "WED", "THU", "FRI"], "monthly_isk": 38500,
                     "valid_from": "2026-09-01", "status": "SCHEDULED", "change_requested_at": "2026-08-12T14:02:00Z"},
                ]},
                {"name": "Bjarki", "plans": [
                    {"code": "TWO_DAY", "days": ["TUE", "THU"], "monthly_isk": 17900, "status": "ACTIVE"}]},
            ]}),
        rec("gc.subscriptions.list#MD000KK4410", "tool:gocardless.subscriptions.list", {
            "subscriptions": [
                {"id": "SB000KK4410H", "name": "Hrafnhildur – 3 dagar", "status": "cancelled", "amount": 24900,
                 "currency": "ISK", "end_date": "2026-08-31", "upcoming_payments": []},
                {"id": "SB000KK4410H5", "name": "Hrafnhildur – 5 dagar", "status": "active", "amount": 38500,
                 "currency": "ISK", "interval_unit": "monthly", "day_of_month": 25,
                 "upcoming_payments": [{"charge_date": "2026-08-25", "amount": 38500},
                                       {"charge_date": "2026-09-25", "amount": 38500}]},
                {"id": "SB000KK4410B", "name": "Bjarki – 2 dagar", "status": "active", "amount": 17900,
                 "currency": "ISK", "interval_unit": "monthly", "day_of_month": 25,
                 "upcoming_payments": [{"charge_date": "2026-08-25", "amount": 17900}]},
            ]}),
        rec("gc.payments.list#MD000KK4410", "tool:gocardless.payments.list", {
            "payments": [
                {"id": "PM02K1A9H3", "amount": 24900, "currency": "ISK", "charge_date": "2026-07-27",
                 "status": "paid_out", "description": "Ágúst – Hrafnhildur"},
                {"id": "PM02K1A9B3", "amount": 17900, "currency": "ISK", "charge_date": "2026-07-27",
                 "status": "paid_out", "description": "Ágúst – Bjarki"},
            ]}),
        pol("krakkakot-policy#plan-changes", "2026-08",
            "Changes to attendance days take effect on the 1st of the next month. Fees are collected on the 25th "
            "for the month ahead. Moving to more days is possible any time there is space; moving to fewer days "
            "needs one month's notice. The five-day plan includes an afternoon snack every day."),
    ],
    now="2026-08-13T09:00:00+00:00")

case(b,
     "Hi Jón Ingi, Hrafnhildur's going to love the extra days! Her five-day plan starts on 1 September, Monday "
     "to Friday. On 25 August, 38.500 kr is collected for her September, instead of the 24.900 kr she had on "
     "three days. With Bjarki's 17.900 kr the same day, that's 56.400 kr in total on 25 August.",
     [N("Hrafnhildur's going to love the extra days!"),
      S("Her five-day plan starts on 1 September, Monday to Friday"),
      S("On 25 August, 38.500 kr is collected for her September"),
      S("instead of the 24.900 kr she had on three days"),
      S("With Bjarki's 17.900 kr the same day"),
      S("that's 56.400 kr in total on 25 August")],
     incl=["56.400 kr", "38.500 kr"],
     notes="FIVE_DAY valid_from 2026-09-01; SB000KK4410H5 38500 and SB000KK4410B 17900 both on 2026-08-25: "
           "56400.")

case(b,
     "Hrafnhildur's new plan:\n• Days: Mon–Fri (was Mon, Wed, Fri)\n• Starts: 01.09.2026\n• Fee: 38.500 kr a "
     "month, collected on the 25th for the month ahead – first on 25.08.2026\n• Afternoon snack included every "
     "day",
     [S("Days: Mon–Fri (was Mon, Wed, Fri)"),
      S("Starts: 01.09.2026"),
      S("Fee: 38.500 kr a month"),
      S("collected on the 25th for the month ahead"),
      S("first on 25.08.2026"),
      S("Afternoon snack included every day")],
     incl=["25.08.2026", "38.500 kr"],
     notes="Plans in the account record; policy on collection timing and the snack.")

case(b,
     "All done – from September, Hrafnhildur's fee goes up by 13.600 kr a month, to 38.500 kr.",
     [S("Hrafnhildur's fee goes up by 13.600 kr a month"),
      S("to 38.500 kr")],
     incl=["13.600 kr"],
     notes="38500 - 24900 = 13600.")

case(b,
     "Hi Jón Ingi! Hrafnhildur starts her five days a week on 1 September. The payment on 25 August is still "
     "24.900 kr, and the new amount of 38.500 kr kicks in from 25 September.",
     [S("Hrafnhildur starts her five days a week on 1 September"),
      X("The payment on 25 August is still 24.900 kr", "AMOUNT_MISMATCH"),
      X("the new amount of 38.500 kr kicks in from 25 September", "DATE_MISMATCH")],
     errors=["stale_value", "wrong_date"],
     excl=["still 24.900 kr", "kicks in from 25 September"],
     notes="The three-day subscription is cancelled; the 2026-08-25 payment is 38500 (paying for September).")

case(b,
     "Hi Jón Ingi, all set! Hrafnhildur moves to Monday–Friday from 1 September, and her new fee is 38.500 kr from "
     "the 25 August collection. Your total on 25 August, with Bjarki included, is 42.800 kr. Just so you know, "
     "moving back to fewer days later can be done any time at no notice.",
     [N("all set!"),
      S("Hrafnhildur moves to Monday–Friday from 1 September"),
      S("her new fee is 38.500 kr from the 25 August collection"),
      X("Your total on 25 August, with Bjarki included, is 42.800 kr", "AMOUNT_MISMATCH"),
      X("moving back to fewer days later can be done any time at no notice", "NLI_CONTRADICTION")],
     errors=["stale_value", "wrong_policy_condition"],
     excl=["42.800 kr", "at no notice"],
     notes="42800 adds the old 24900 to Bjarki's 17900; with the new plan it is 56400. Policy: fewer days "
           "needs one month's notice.")

repair(b,
       "Hi Jón Ingi! Hrafnhildur's five-day plan starts on 1 September. Her fee rises to 38.500 kr, and the first "
       "collection at the new price is on 25 September.",
       [S("Hrafnhildur's five-day plan starts on 1 September"),
        S("Her fee rises to 38.500 kr"),
        X("the first collection at the new price is on 25 September", "DATE_MISMATCH")],
       errors=["wrong_date"],
       excl=["is on 25 September"],
       incl=["25 August|25.8|25.08|August 25", "38.500"],
       notes="SB000KK4410H5's first upcoming payment is 2026-08-25.")

# ---------------------------------------------------------------- bundle 21: moving the collection date
b = Bundle(
    "club-charge-date", CLUB,
    "Can you move my payment to the 1st? I get paid on the 1st and this month's 25th is going to be tight.",
    [
        rec("gc.subscriptions.get#SB000KK7731", "tool:gocardless.subscriptions.get", {
            "id": "SB000KK7731", "status": "active", "amount": 29900, "currency": "ISK", "interval_unit": "monthly",
            "day_of_month": 25,
            "upcoming_payments": [{"charge_date": "2026-03-25", "amount": 29900},
                                  {"charge_date": "2026-04-27", "amount": 29900}]}),
        rec("gc.payments.list#SB000KK7731", "tool:gocardless.payments.list", {
            "payments": [
                {"id": "PM02M4D2A5", "amount": 29900, "currency": "ISK", "charge_date": "2026-03-25",
                 "status": "pending_submission", "links": {"subscription": "SB000KK7731", "mandate": "MD000DB7731"}},
                {"id": "PM02L4D2A4", "amount": 29900, "currency": "ISK", "charge_date": "2026-02-25",
                 "status": "paid_out", "links": {"subscription": "SB000KK7731", "mandate": "MD000DB7731"}},
            ]}),
        rec("krakkakot.accounts.get#KK-7731", "tool:krakkakot.accounts.get", {
            "account": "KK-7731", "guardian": "Dóra Björk Ásmundsdóttir", "child": "Tristan", "plan": "THREE_DAY",
            "monthly_isk": 29900, "status": "ACTIVE"}),
        refused("gc.subscriptions.update#call-1", "gocardless.subscriptions.update", "DENY",
                {"subscription": "SB000KK7731", "day_of_month": 1}),
        refused("gc.payments.update#call-2", "gocardless.payments.update", "ESCALATE",
                {"payment": "PM02M4D2A5", "charge_date": "2026-04-01"}),
        pol("krakkakot-policy#collection-dates", "2026-08",
            "All plans are collected on the 25th for the following month, and we can't move individual "
            "collection dates. If you're having trouble paying, contact the office to arrange a one-off change, "
            "which the office manager approves. A place is paused if a payment is more than 14 days overdue."),
    ],
    now="2026-03-17T11:20:00+00:00")

case(b,
     "Hi Dóra Björk, thanks for telling us early – that really helps! I'm afraid the regular collection date "
     "can't be changed: every plan is collected on the 25th for the following month. For this month, I've passed "
     "your request to move the 29.900 kr payment from 25 March to 1 April to the office manager for approval. "
     "Until they decide, it's still scheduled for 25 March.",
     [N("thanks for telling us early – that really helps!"),
      S("the regular collection date can't be changed"),
      S("every plan is collected on the 25th for the following month"),
      S("I've passed your request to move the 29.900 kr payment from 25 March to 1 April to the office manager"),
      S("Until they decide, it's still scheduled for 25 March")],
     incl=["29.900 kr", "25 March"],
     notes="subscriptions.update DENIED; payments.update ESCALATED (office manager per policy); PM02M4D2A5 "
           "still pending_submission for 2026-03-25.")

case(b,
     "Here's where we landed, Dóra Björk:\n- Moving your monthly date to the 1st: not possible, all plans are "
     "collected on the 25th\n- Moving this month's 29.900 kr to 01.04.2026: sent to the office manager for "
     "approval\n- Until then: 29.900 kr is still due on 25.03.2026\nHang in there!",
     [S("Moving your monthly date to the 1st: not possible"),
      S("all plans are collected on the 25th"),
      S("Moving this month's 29.900 kr to 01.04.2026: sent to the office manager for approval"),
      S("Until then: 29.900 kr is still due on 25.03.2026"),
      N("Hang in there!")],
     incl=["25.03.2026"],
     notes="Two refused calls (DENY, ESCALATE) and the pending payment.")

case(b,
     "I couldn't move your collection date, Dóra Björk, and this month's change is with the office manager – "
     "until they approve it, 29.900 kr comes out on Wednesday 25 March.",
     [S("I couldn't move your collection date"),
      S("this month's change is with the office manager"),
      S("29.900 kr comes out on Wednesday 25 March")],
     incl=["Wednesday 25 March"],
     notes="2026-03-25 is a Wednesday; refused calls as above.")

case(b,
     "Hi Dóra Björk, done! I've moved this month's 29.900 kr payment to 1 April, so nothing comes out on "
     "25 March. Your regular date stays the 25th.",
     [X("I've moved this month's 29.900 kr payment to 1 April", "NOT_EXECUTED"),
      X("nothing comes out on 25 March", "NOT_EXECUTED", "RECORD_STATE_MISMATCH", "DATE_MISMATCH"),
      S("Your regular date stays the 25th")],
     errors=["refused_call_effect", "refused_call_effect"],
     excl=["moved this month's 29.900 kr payment", "nothing comes out on 25 March"],
     notes="gocardless.payments.update was ESCALATED, not done; PM02M4D2A5 still has charge_date 2026-03-25.")

case(b,
     "Hi Dóra Björk! I've switched your monthly collection to the 1st from April onwards. This month's 29.900 kr "
     "is still due on 25 March, but don't worry – your place is only paused if a payment is more than 30 days "
     "overdue.",
     [X("I've switched your monthly collection to the 1st from April onwards", "NOT_EXECUTED"),
      S("This month's 29.900 kr is still due on 25 March"),
      X("your place is only paused if a payment is more than 30 days overdue", "NLI_CONTRADICTION")],
     errors=["refused_call_effect", "wrong_period"],
     excl=["switched your monthly collection to the 1st", "more than 30 days overdue"],
     notes="gocardless.subscriptions.update (day_of_month 1) was DENIED. Policy: paused after 14 days overdue.")

repair(b,
       "Hi Dóra Björk! I couldn't change your regular date, as all plans are collected on the 25th. This month's "
       "29.900 kr payment has been moved to 1 April.",
       [S("I couldn't change your regular date"),
        S("as all plans are collected on the 25th"),
        X("This month's 29.900 kr payment has been moved to 1 April", "NOT_EXECUTED")],
       errors=["refused_call_effect"],
       excl=["has been moved to 1 April"],
       incl=["office manager|approval|approve|escalated|review|passed|forwarded|still due|still scheduled",
             "29.900"],
       notes="The payment update was ESCALATED to the office manager; the payment is still dated 2026-03-25.")
