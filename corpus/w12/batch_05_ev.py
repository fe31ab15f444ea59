from lib import add, S, N, C, I, CI

D = "EV charging network"

# ---------------- scenario 17: session charge with idle fee ----------------
sc = "ev-session-idle-fee"
ev = [
    {"id": "get_session#CS-8841207", "kind": "record", "source": "tool:get_session",
     "fields": {"session_id": "CS-8841207", "driver_first_name": "Kwame", "site": {"name": "Harbour Road Hub", "timezone": "Europe/London"},
                "connector": "CCS-2", "started_at": 1778933520, "charging_completed_at": 1778938800, "unplugged_at": 1778942700,
                "energy_kwh": "38.6", "unit_price_pence": 79, "idle_grace": "PT45M", "idle_fee_pence_per_min": 10,
                "charges": {"energy_pence": 3049, "idle_minutes": 20, "idle_fee_pence": 200, "total_pence": 3249},
                "payment": {"preauth_pence": 4000, "captured_pence": 3249, "card_last4": "6618"}}},
    {"id": "get_session#CS-8839950", "kind": "record", "source": "tool:get_session",
     "fields": {"session_id": "CS-8839950", "site": {"name": "Harbour Road Hub"}, "energy_kwh": "22.1",
                "charges": {"energy_pence": 1746, "idle_fee_pence": 0, "total_pence": 1746}}},
    {"id": "policy#idle-fees", "kind": "policy", "revision": "2026-02",
     "text": "Charging bays are shared, so once your car has finished charging you have a 45-minute grace period to unplug. "
             "After that, an idle fee of 10p per minute applies until the connector is unplugged. "
             "Idle fees are capped at £15 per session."},
]
q = "I was charged £32.49 for my charge on Saturday but the screen said about £30. What's the extra?"
now = "2026-05-18T09:40:00+01:00"

add(sc, D, q,
    "Hi Kwame, the extra £2.00 is an idle fee. Your car finished charging at 2:40 PM but wasn't unplugged until 3:45 PM, 65 minutes later. The first "
    "45 minutes are free, and the remaining 20 minutes were charged at 10p a minute. The energy itself was 38.6 kWh at 79p, which is £30.49, so the "
    "total came to £32.49.",
    ev,
    [S("the extra £2.00 is an idle fee"), S("finished charging at 2:40 PM"), S("unplugged until 3:45 PM"), S("65 minutes later"),
     S("first 45 minutes are free"), S("remaining 20 minutes were charged at 10p a minute"), S("38.6 kWh at 79p, which is £30.49"),
     S("total came to £32.49")],
    incl=["£2.00", "20 minutes"], now=now,
    notes="epochs 1778938800/1778942700 are 14:40/15:45 BST; idle 20 min x 10p = 200; energy 3049; total 3249.")

add(sc, D, q,
    "Here's Saturday's session at Harbour Road Hub (CS-8841207):\n"
    "- Energy: 38.6 kWh × 79p = £30.49\n"
    "- Idle fee: 20 minutes over the 45-minute grace period × 10p = £2.00\n"
    "- Total: £32.49, taken from the card ending 6618\n"
    "The £40 shown on your bank as a hold was a pre-authorisation; only £32.49 of it was taken.",
    ev,
    [S("Harbour Road Hub (CS-8841207)"), S("38.6 kWh × 79p = £30.49"), S("20 minutes over the 45-minute grace period × 10p = £2.00"),
     S("Total: £32.49"), S("card ending 6618"), S("£40 shown on your bank as a hold"), S("only £32.49 of it was taken")],
    incl=["£32.49", "£2.00"], now=now,
    notes="16 May 2026 is the Saturday before now (Mon 18 May); preauth 4000, captured 3249.")

add(sc, D, q,
    "The extra £2.00 is an idle fee for the 20 minutes your car stayed plugged in after the 45-minute grace period ended.",
    ev,
    [S("The extra £2.00 is an idle fee"), S("for the 20 minutes"), S("after the 45-minute grace period ended")],
    incl=["£2.00"],
    notes="idle_minutes 20, idle_fee_pence 200, PT45M.")

add(sc, D, q,
    "Hi Kwame, your car finished charging at 1:40 PM and was unplugged at 2:45 PM. After the 30-minute grace period, the idle fee of 10p a minute "
    "applied, which added £2.00 to the £30.49 energy cost.",
    ev,
    [C("finished charging at 1:40 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), C("unplugged at 2:45 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
     C("30-minute grace period", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("added £2.00 to the £30.49 energy cost")],
    errors=["unit_conversion", "unit_conversion", "wrong_policy_condition"], excl=["1:40 PM", "2:45 PM", "30-minute grace"],
    incl=["£2.00"],
    notes="The epochs read in UTC are 13:40/14:45; London (BST) is 14:40/15:45. Grace is PT45M.")

add(sc, D, q,
    "The extra is an idle fee: your car stayed plugged in for 20 minutes after the free 45 minutes, at 10p a minute, so £2.00. The energy was 38.6 kWh at "
    "79p per kWh, £30.49, so the total was £32.49. Idle fees are capped at £25 per session.",
    ev,
    [S("20 minutes after the free 45 minutes"), S("at 10p a minute, so £2.00"), S("38.6 kWh at 79p per kWh, £30.49"), S("the total was £32.49"),
     C("capped at £25 per session", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition"], excl=["capped at £25"], incl=["£15", "£2.00", "£32.49"], repair=True,
    notes="policy#idle-fees caps idle fees at £15 per session.")

# ---------------- scenario 18: subscription plan ----------------
sc = "ev-subscription"
ev = [
    {"id": "get_plans#catalogue", "kind": "record", "source": "tool:get_plans",
     "fields": {"plans": [
         {"code": "PAYG", "name": "Pay As You Go", "monthly_fee_pence": 0, "unit_price_pence": 79, "features": ["CONTACTLESS"]},
         {"code": "CHARGEPLUS", "name": "ChargePlus", "monthly_fee_pence": 799, "unit_price_pence": 59, "minimum_term": "P1M",
          "features": ["MEMBER_UNIT_PRICE", "APP_RESERVATION_PT15M"]}]}},
    {"id": "get_driver_usage#DR-44107", "kind": "record", "source": "tool:get_driver_usage",
     "fields": {"driver_id": "DR-44107", "driver_first_name": "Lena", "current_plan": "PAYG",
                "last_3_months_kwh": [118, 126, 116], "average_monthly_kwh": "120"}},
    {"id": "policy#chargeplus", "kind": "policy", "revision": "v2",
     "text": "ChargePlus is a rolling monthly membership; you can cancel at any time and it ends at the end of your current month. "
             "The member price applies at all our own charge points but not at partner networks. "
             "Idle fees apply to members in the same way as to pay-as-you-go drivers."},
]
q = "Is ChargePlus worth it for me?"

add(sc, D, q,
    "Hi Lena, based on your usage it would save you money. You've averaged 120 kWh a month, which costs £94.80 at the pay-as-you-go price of 79p. "
    "On ChargePlus you'd pay 59p per kWh, so £70.80, plus the £7.99 monthly fee: £78.79 in total, about £16.01 a month less. It's a rolling monthly "
    "membership you can cancel at any time.",
    ev,
    [S("averaged 120 kWh a month"), S("costs £94.80"), S("pay-as-you-go price of 79p"), S("pay 59p per kWh, so £70.80"),
     S("£7.99 monthly fee"), S("£78.79 in total"), S("about £16.01 a month less"), S("cancel at any time")],
    incl=["£16.01", "59p"],
    notes="120 x 79p = £94.80; 120 x 59p = £70.80 + £7.99 = £78.79; difference £16.01; policy rolling monthly.")

add(sc, D, q,
    "ChargePlus costs £7.99 a month and brings your price down from 79p to 59p per kWh, a saving of 20p on every kWh. At your average of 120 kWh a month "
    "that's £24.00 saved, or £16.01 once the fee is taken off. You can also reserve a charger in the app for 15 minutes. Note the member price only "
    "applies at our own charge points, not partner networks.",
    ev,
    [S("costs £7.99 a month"), S("from 79p to 59p per kWh"), S("saving of 20p on every kWh"), S("£24.00 saved"),
     S("£16.01 once the fee is taken off"), S("reserve a charger in the app for 15 minutes"), S("not partner networks")],
    incl=["£7.99", "£16.01"],
    notes="plan catalogue (APP_RESERVATION_PT15M feature); policy on partner networks.")

add(sc, D, q,
    "Yes — at 120 kWh a month you'd save about £16 a month on ChargePlus after its £7.99 fee, and you can cancel whenever you like.",
    ev,
    [S("at 120 kWh a month"), S("save about £16 a month"), S("its £7.99 fee"), S("cancel whenever you like")],
    incl=["£7.99"],
    notes="derived saving 24.00 - 7.99 = 16.01.")

add(sc, D, q,
    "Hi Lena, ChargePlus is £7.99 a month and cuts your rate from 79p to 59p per kWh, so at 120 kWh a month you'd save £16.01 after the fee. Members "
    "also don't pay idle fees, and the member price works at partner networks too.",
    ev,
    [S("£7.99 a month"), S("from 79p to 59p per kWh"), S("save £16.01 after the fee"),
     C("Members also don't pay idle fees", "NLI_CONTRADICTION"), C("works at partner networks too", "NLI_CONTRADICTION")],
    errors=["unlisted_perk", "wrong_policy_condition"], excl=["don't pay idle fees", "works at partner networks too"], incl=["£16.01"],
    notes="policy: idle fees apply to members; member price not at partner networks.")

add(sc, D, q,
    "ChargePlus would cost you £7.99 a month and lower your price from 79p to 59p per kWh. At your average of 120 kWh a month, you'd save £24.00 on "
    "charging, so you'd be £31.99 better off each month.",
    ev,
    [S("£7.99 a month"), S("from 79p to 59p per kWh"), S("average of 120 kWh a month"), S("save £24.00 on charging"),
     C("£31.99 better off each month", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic"], excl=["£31.99"], incl=["£16.01|16.01", "£7.99", "£24.00"], repair=True,
    notes="the fee must be subtracted: £24.00 - £7.99 = £16.01.")

# ---------------- scenario 19: failed session and card hold ----------------
sc = "ev-failed-session"
ev = [
    {"id": "get_session#CS-8903316", "kind": "record", "source": "tool:get_session",
     "fields": {"session_id": "CS-8903316", "driver_first_name": "Fiona", "site": {"name": "Abbey Retail Park", "timezone": "Europe/London"},
                "status": "FAULTED", "fault_code": "CONNECTOR_LOCK_FAILURE", "started_at": 1780419900, "ended_at": 1780420140,
                "energy_kwh": "0.4", "charges": {"total_pence": 0},
                "payment": {"preauth_pence": 3000, "captured_pence": 0, "preauth_status": "RELEASED", "released_on": "2026-06-02",
                            "card_last4": "0457"}}},
    {"id": "get_session#CS-8903402", "kind": "record", "source": "tool:get_session",
     "fields": {"session_id": "CS-8903402", "site": {"name": "Abbey Retail Park"}, "status": "COMPLETED", "started_at": 1780420800,
                "energy_kwh": "31.2", "charges": {"total_pence": 2465}, "payment": {"captured_pence": 2465, "card_last4": "0457"}}},
    {"id": "kb#card-holds", "kind": "passage", "source": "help-centre/card-holds",
     "text": "When you start a contactless charge we place a temporary hold on your card.\n"
             "If a session fails, we release the hold straight away and charge nothing.\n"
             "Your bank can take 3 to 5 working days to remove a released hold from your statement."},
]
q = "The charger failed on Tuesday and I can still see £30 taken from my card. Why?"
now = "2026-06-04T12:30:00+01:00"

add(sc, D, q,
    "Hi Fiona, I'm sorry the charger let you down. Your session on Tuesday stopped after 4 minutes because of a connector fault, and we didn't charge "
    "you anything for it. The £30 you can see is a temporary hold, which we released on the same day; your bank can take 3 to 5 working days to remove "
    "it from your statement.",
    ev,
    [N("I'm sorry the charger let you down"), S("stopped after 4 minutes"), S("because of a connector fault"),
     S("didn't charge you anything for it"), S("The £30 you can see is a temporary hold"), S("released on the same day"),
     S("3 to 5 working days")],
    incl=["£30", "3 to 5 working days"], now=now,
    notes="session FAULTED, 18:05-18:09 on Tue 2 June, total 0, preauth 3000 RELEASED 2026-06-02; kb passage for bank timing.")

add(sc, D, q,
    "Session CS-8903316 at Abbey Retail Park failed with a connector lock fault and cost £0.00. The £30.00 pre-authorisation on your card ending 0457 "
    "was released on 02/06/2026. Your later session there, which delivered 31.2 kWh, was charged £24.65 as normal.",
    ev,
    [S("Session CS-8903316"), S("failed with a connector lock fault"), S("cost £0.00"), S("£30.00 pre-authorisation"),
     S("card ending 0457"), S("released on 02/06/2026"), S("delivered 31.2 kWh"), S("charged £24.65")],
    incl=["£30.00", "02/06/2026"],
    notes="CS-8903316 FAULTED; CS-8903402 COMPLETED 31.2 kWh 2465.")

add(sc, D, q,
    "Hi Fiona, the failed session on Tuesday was charged £24.65, and the £30 hold will be released once our engineers have checked the charger.",
    ev,
    [C("was charged £24.65", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     C("will be released once our engineers have checked the charger", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["other_record_value", "wrong_state"], excl=["charged £24.65", "once our engineers have checked"], incl=["£30"], now=now,
    notes="£24.65 is the later COMPLETED session CS-8903402; the faulted one cost 0 and its hold was RELEASED on 2 June.")

add(sc, D, q,
    "Your Tuesday session failed after 4 minutes because of a connector fault, and you weren't charged for it. We've also added a £5 goodwill credit to "
    "your account. The £30 hold was released on 2 June.",
    ev,
    [S("failed after 4 minutes"), S("you weren't charged for it"), I("added a £5 goodwill credit", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
     S("The £30 hold was released on 2 June")],
    errors=["unrecorded_extra"], excl=["£5 goodwill credit"], incl=["£30", "2 June"], now=now,
    notes="No record of any goodwill credit.")

add(sc, D, q,
    "Hi Fiona, your Tuesday session failed because of a connector fault and you weren't charged. The £30 hold was released on 2 June, but banks can take up "
    "to 10 working days to remove it.",
    ev,
    [S("failed because of a connector fault"), S("you weren't charged"), S("hold was released on 2 June"),
     C("up to 10 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition"], excl=["up to 10 working days"], incl=["3 to 5 working days|5 working days", "2 June"], repair=True, now=now,
    notes="kb#card-holds: 3 to 5 working days.")
