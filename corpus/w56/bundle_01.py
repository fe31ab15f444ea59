from common import *  # noqa

DOM = "go-karting track"

# ---------------------------------------------------------------- 1. cancelled GP session, full refund
b1 = Bundle(
    "kart-cancel-refund", DOM,
    "I cancelled our Grand Prix session for Saturday. How much do I get back and when will I see it?",
    [
        {"id": "get_booking#KRT-51873", "kind": "record", "source": "tool:bookings.get_booking",
         "fields": {"booking": {
             "ref": "KRT-51873", "status": "CANCELLED_BY_CUSTOMER", "date": "2026-05-16",
             "slot": {"start": "18:00", "end": "18:30"},
             "venue": {"name": "Limassol Kart Arena", "zone": "Asia/Nicosia", "track": "OUTDOOR_B"},
             "product": {"code": "GP30", "name": "Grand Prix 30", "duration": "PT30M"},
             "drivers": 4,
             "pricing": {"unitMinor": 2200, "totalMinor": 8800, "currency": "EUR"},
             "cancelledAt": "2026-05-11T09:12:04+03:00",
             "customer": {"firstName": "Andreas", "loyaltyTier": "PIT_CREW"}}}},
        {"id": "adyen_webhooks#LKA-2026-05", "kind": "record", "source": "tool:payments.list_notifications",
         "fields": adyen(
             {"eventCode": "AUTHORISATION", "success": "true", "amount": {"value": 8800, "currency": "EUR"},
              "pspReference": "LK7Q2M9XW4TB8R31", "merchantReference": "KRT-51873",
              "merchantAccountCode": "LimassolKartArenaCY", "eventDate": "2026-05-02T20:14:51+03:00",
              "paymentMethod": "visa", "reason": "042118:1111:03/2030"},
             {"eventCode": "CAPTURE", "success": "true", "amount": {"value": 8800, "currency": "EUR"},
              "pspReference": "LK7Q2N1DD8VC0P44", "originalReference": "LK7Q2M9XW4TB8R31",
              "merchantReference": "KRT-51873", "merchantAccountCode": "LimassolKartArenaCY",
              "eventDate": "2026-05-02T20:15:02+03:00", "reason": ""},
             {"eventCode": "AUTHORISATION", "success": "true", "amount": {"value": 2500, "currency": "EUR"},
              "pspReference": "LK7R0A3JH2ZX5E09", "merchantReference": "GV-20931",
              "merchantAccountCode": "LimassolKartArenaCY", "eventDate": "2026-05-05T13:41:30+03:00",
              "paymentMethod": "visa", "reason": "771204:1111:03/2030",
              "additionalData": {"productType": "GIFT_VOUCHER"}},
             {"eventCode": "REFUND", "success": "true", "amount": {"value": 8800, "currency": "EUR"},
              "pspReference": "LK7S5F8BN6QW2H70", "originalReference": "LK7Q2M9XW4TB8R31",
              "merchantReference": "KRT-51873", "merchantAccountCode": "LimassolKartArenaCY",
              "eventDate": "2026-05-11T09:40:22+03:00", "reason": ""})},
        {"id": "policy#kart-cancellations", "kind": "policy", "revision": "2026-03",
         "text": "Sessions can be cancelled online from your booking page. If you cancel more than 72 hours "
                 "before your slot, you get a full refund. Between 24 and 72 hours before the slot we refund "
                 "50% of the booking. Cancellations with less than 24 hours to go are not refunded. Refunds go "
                 "back to the original card and usually show within 5-10 business days."},
    ],
    now="2026-05-12T11:05:00+03:00")

b1.ok("Hey Andreas! Your Grand Prix 30 booking KRT-51873 for Saturday 16/05 at 18:00 is cancelled, and the full "
      "€88.00 has been refunded to your card. You cancelled more than 72 hours before the slot, so you qualify "
      "for the full refund. Refunds usually land on the card within 5-10 business days. Hope to see you back on "
      "the track soon!",
      [S("booking KRT-51873 for Saturday 16/05 at 18:00 is cancelled"), S("the full €88.00 has been refunded"),
       S("You cancelled more than 72 hours before the slot"), S("within 5-10 business days"),
       N("Hope to see you back")],
      ["€88.00", "KRT-51873"],
      "booking.status CANCELLED_BY_CUSTOMER, slot 18:00 on 2026-05-16; REFUND success true value 8800; "
      "cancelledAt 11/05 09:12 is >72h before; policy gives full refund and 5-10 business days.")

b1.ok("Pit stop update for booking KRT-51873!\n"
      "- Cancelled on 11 May at 09:12\n"
      "- Refund: eighty-eight euros (4 drivers x €22.00), processed on 11 May\n"
      "- Timing: your bank normally shows it within 5 to 10 business days\n"
      "You cancelled with more than three days to spare, so nothing was held back.",
      [S("Cancelled on 11 May at 09:12"), S("Refund: eighty-eight euros"), S("4 drivers x €22.00"),
       S("processed on 11 May"), S("within 5 to 10 business days"),
       S("more than three days to spare"), S("nothing was held back")],
      ["eighty-eight euros"],
      "cancelledAt 2026-05-11T09:12; unitMinor 2200 x 4 drivers = 8800; REFUND eventDate 2026-05-11; "
      "policy: >72h means full refund.")

b1.bad("Hi Andreas! Booking KRT-51873 has been cancelled and your refund of €88.00 went through on 11/05. "
       "Full refunds apply to any cancellation made more than 24 hours before the slot. You should see the "
       "money on your card within 5-10 business days.",
       [S("Booking KRT-51873 has been cancelled"), S("your refund of €88.00 went through on 11/05"),
        C("more than 24 hours before the slot", RULE_C), S("within 5-10 business days")],
       ["wrong_policy_condition"], ["more than 24 hours before the slot"],
       "Policy: full refund needs more than 72 hours; 24-72h gets 50%. Other sentences match the REFUND item.")

b1.bad("Hey Andreas, all sorted! We refunded €25.00 to your Visa on 11 May for booking KRT-51873. That covers "
       "your 45-minute Grand Prix session for 4 drivers. Expect it on your statement within 5-10 business days.",
       [C("We refunded €25.00 to your Visa", AMT), S("on 11 May for booking KRT-51873"),
        C("your 45-minute Grand Prix session", VAL), S("for 4 drivers"), S("within 5-10 business days")],
       ["other_record_value", "wrong_value"], ["We refunded €25.00", "45-minute Grand Prix"],
       "€25.00 is the gift-voucher authorisation GV-20931, the refund is 8800 minor units; duration is PT30M.")

b1.repair("Hi Andreas! Booking KRT-51873 is cancelled. We refunded €44.00 to your card on 11 May. Refunds "
          "usually show within 5-10 business days.",
          [S("Booking KRT-51873 is cancelled"), C("We refunded €44.00", AMT), S("within 5-10 business days")],
          ["wrong_amount"], ["€44.00"], ["€88.00|€88|88.00|88 euros", "KRT-51873"],
          "REFUND amount.value 8800 = €88.00 (full refund; 50% would apply only inside 72 hours).")

# ---------------------------------------------------------------- 2. junior party reschedule escalated
b2 = Bundle(
    "kart-party-move-escalated", DOM,
    "Can we move my son's karting party from Saturday to Sunday 14th, same time?",
    [
        {"id": "get_booking#KRT-55902", "kind": "record", "source": "tool:bookings.get_booking",
         "fields": {"booking": {
             "ref": "KRT-55902", "status": "CONFIRMED", "type": "PARTY",
             "date": "2026-06-13", "slot": {"start": "11:00", "end": "11:50"},
             "venue": {"name": "Limassol Kart Arena", "zone": "Asia/Nicosia", "track": "INDOOR_JUNIOR"},
             "product": {"code": "JCH2", "name": "Junior Cadet Heats", "heatDuration": "PT20M", "heats": 2},
             "drivers": 6,
             "pricing": {"unitMinor": 2200, "totalMinor": 13200, "depositMinor": 4000,
                         "balanceDueMinor": 9200, "currency": "EUR"},
             "customer": {"firstName": "Maria"}}}},
        {"id": "adyen_webhooks#KRT-55902", "kind": "record", "source": "tool:payments.list_notifications",
         "fields": adyen(
             {"eventCode": "AUTHORISATION", "success": "true", "amount": {"value": 4000, "currency": "EUR"},
              "pspReference": "KT3B8W1LM0QZ6A52", "merchantReference": "KRT-55902-DEP",
              "eventDate": "2026-05-20T21:03:17+03:00", "paymentMethod": "mc"},
             {"eventCode": "CAPTURE", "success": "true", "amount": {"value": 4000, "currency": "EUR"},
              "pspReference": "KT3B8X4RT7NC1D65", "originalReference": "KT3B8W1LM0QZ6A52",
              "merchantReference": "KRT-55902-DEP", "eventDate": "2026-05-20T21:03:40+03:00"})},
        {"id": "reschedule_booking#call-1", "kind": "refused_call", "tool": "bookings.reschedule_booking",
         "decision": "ESCALATE",
         "args": {"ref": "KRT-55902", "newDate": "2026-06-14", "newStart": "11:00"}},
        {"id": "policy#party-changes", "kind": "policy", "revision": "v4",
         "text": "Drivers in Junior Cadet heats must be aged 7-12 and at least 120 cm tall. Party bookings can "
                 "be moved free of charge up to 7 days before the session. Inside 7 days, a change needs "
                 "duty-manager approval and may carry a €15 rebooking fee. The remaining balance is paid at "
                 "reception on the day."},
    ],
    now="2026-06-09T16:20:00+03:00")

b2.ok("Hi Maria! I've passed your request to move the party to Sunday 14/06 on to our duty manager, because "
      "changes inside 7 days need their approval. For now your booking is still set for Saturday 13/06 at 11:00 "
      "for 6 drivers. You've paid a €40.00 deposit, so €92.00 is left to pay at reception on the day. A change "
      "this close to the date may carry a €15 rebooking fee.",
      [S("I've passed your request to move the party"), S("changes inside 7 days need their approval"),
       S("still set for Saturday 13/06 at 11:00"), S("for 6 drivers"), S("You've paid a €40.00 deposit"),
       S("€92.00 is left to pay at reception"), S("may carry a €15 rebooking fee")],
      ["€92.00", "13/06"],
      "reschedule_booking was ESCALATED, not done; booking date 2026-06-13 11:00, drivers 6; depositMinor 4000, "
      "balanceDueMinor 9200; policy gives 7-day rule and €15 fee.")

b2.ok("Quick one, Maria: the move to 14 June couldn't be confirmed automatically and is now with a duty manager, "
      "so your 13 June 11:00 party slot stands until they reply.",
      [S("the move to 14 June couldn't be confirmed automatically"), S("is now with a duty manager"),
       S("your 13 June 11:00 party slot stands")],
      ["13 June 11:00"],
      "refused_call ESCALATE grounds 'couldn't be confirmed / with a manager'; booking still CONFIRMED for 13/06 11:00.")

b2.bad("Great news Maria, your party has been moved to Sunday 14/06 at 11:00! There's no charge for the change. "
       "Your €40.00 deposit carries over, and €92.00 is due at reception on the day.",
       [C("your party has been moved to Sunday 14/06", NOTEX), CI("There's no charge for the change", RULE_C + NOPOL),
        S("Your €40.00 deposit carries over"), S("€92.00 is due at reception")],
       ["refused_call_effect", "condition_unmet"], ["has been moved to Sunday", "no charge for the change"],
       "reschedule_booking was refused with ESCALATE; free changes only apply up to 7 days before and now (9/06) "
       "is 4 days before 13/06, where a €15 fee may apply.")

b2.bad("Hi Maria! Your Junior Cadet party for 6 drivers is on Saturday 13/06 at 11:00, two heats of 20 minutes "
       "each. You've paid €40.00 so far, which leaves €102.00 to pay at reception. I've asked the duty manager "
       "about moving it to Sunday.",
       [S("for 6 drivers is on Saturday 13/06 at 11:00"), S("two heats of 20 minutes"), S("You've paid €40.00 so far"),
        C("which leaves €102.00", AMT), S("I've asked the duty manager")],
       ["wrong_arithmetic"], ["€102.00"],
       "totalMinor 13200 - depositMinor 4000 = 9200, i.e. €92.00 not €102.00.")

b2.repair("Hi Maria! Your move to Sunday 14/06 is with our duty manager for approval. Your booking stays on "
          "Saturday 13/06 at 11:00 for now. The balance of €132.00 is paid at reception on the day.",
          [S("is with our duty manager for approval"), S("stays on Saturday 13/06 at 11:00"),
           C("The balance of €132.00", AMT)],
          ["wrong_role"], ["€132.00"], ["€92.00|€92|92 euros", "13/06"],
          "€132.00 is pricing.totalMinor; the balance due is balanceDueMinor 9200 = €92.00.")

# ---------------------------------------------------------------- 3. "double charge" = retry hold cancelled
b3 = Bundle(
    "kart-retry-hold", DOM,
    "I've been charged twice, €35 and €35, for one Arrive & Drive! Please fix this.",
    [
        {"id": "get_booking#KRT-60214", "kind": "record", "source": "tool:bookings.get_booking",
         "fields": {"booking": {
             "ref": "KRT-60214", "status": "CONFIRMED", "date": "2026-07-04",
             "slot": {"start": "20:30", "end": "20:40"},
             "venue": {"name": "Nicosia Speedbowl", "zone": "Asia/Nicosia", "track": "OUTDOOR_A"},
             "product": {"code": "AD10", "name": "Arrive & Drive 10", "duration": "PT10M"},
             "drivers": 1, "pricing": {"totalMinor": 3500, "currency": "EUR"},
             "customer": {"firstName": "Nikos"}}}},
        {"id": "adyen_webhooks#KRT-60214", "kind": "record", "source": "tool:payments.list_notifications",
         "fields": adyen(
             {"eventCode": "AUTHORISATION", "success": "true", "amount": {"value": 3500, "currency": "EUR"},
              "pspReference": "NS8816244109932A", "merchantReference": "KRT-60214",
              "eventDate": "2026-07-03T19:02:10+03:00", "paymentMethod": "visa"},
             {"eventCode": "AUTHORISATION", "success": "true", "amount": {"value": 3500, "currency": "EUR"},
              "pspReference": "NS8816244110457B", "merchantReference": "KRT-60214",
              "eventDate": "2026-07-03T19:03:44+03:00", "paymentMethod": "visa",
              "additionalData": {"retry.attempt": "2"}},
             {"eventCode": "CANCELLATION", "success": "true", "amount": {"value": 3500, "currency": "EUR"},
              "pspReference": "NS8816244130018C", "originalReference": "NS8816244110457B",
              "merchantReference": "KRT-60214", "eventDate": "2026-07-03T16:20:05+00:00",
              "reason": "DUPLICATE_AUTH_RELEASED"},
             {"eventCode": "CAPTURE", "success": "true", "amount": {"value": 3500, "currency": "EUR"},
              "pspReference": "NS8816244199871D", "originalReference": "NS8816244109932A",
              "merchantReference": "KRT-60214", "eventDate": "2026-07-04T02:00:11+03:00"})},
        {"id": "kb#pending-holds", "kind": "passage", "source": "help-centre",
         "text": "Why do I see two payments?\nWhen a card payment is retried, your bank may briefly show two "
                 "pending amounts.\nThe one we cancel disappears from your statement without being charged, "
                 "usually within 3-7 days depending on the bank."},
    ],
    now="2026-07-04T10:00:00+03:00")

b3.ok("Hey Nikos! Only one €35.00 payment was actually charged for booking KRT-60214. The second €35.00 was just "
      "a hold from a payment retry, and it was cancelled on 3 July at 19:20. Your bank should drop that pending "
      "amount within 3-7 days, depending on the bank. See you tonight at 20:30 for your 10-minute Arrive & Drive!",
      [S("Only one €35.00 payment was actually charged"), S("it was cancelled on 3 July at 19:20"),
       S("within 3-7 days"), S("See you tonight at 20:30"), S("10-minute Arrive & Drive")],
      ["19:20", "20:30"],
      "One CAPTURE (3500) on the first AUTHORISATION; CANCELLATION of the retry at 16:20 UTC = 19:20 Nicosia; "
      "KB gives 3-7 days; slot 20:30 on 2026-07-04 (today), PT10M.")

b3.ok("Nikos, no double charge here: the retry hold NS8816244110457B was released at 19:20 on 03/07, and only "
      "one payment of €35 went through.",
      [S("the retry hold NS8816244110457B was released at 19:20 on 03/07"), S("only one payment of €35 went through")],
      ["NS8816244110457B"],
      "CANCELLATION originalReference NS8816244110457B, eventDate 16:20+00:00 = 19:20 local; one CAPTURE of 3500.")

b3.bad("Hi Nikos, sorry about that! Both €35.00 payments went through on your card. We'll refund the second one "
       "within 5 business days. Your Arrive & Drive is still on for 20:30 tonight.",
       [C("Both €35.00 payments went through", STATE), I("We'll refund the second one within 5 business days", NOPOL + NOREC),
        S("still on for 20:30 tonight")],
       ["wrong_state", "invented_promise"], ["Both €35.00 payments went through", "within 5 business days"],
       "The second AUTHORISATION was cancelled (CANCELLATION success true), only one CAPTURE; nothing promises a "
       "5-day refund.")

b3.bad("Hey Nikos! Your booking reference is NS8816244109932A, and only that one €35.00 payment was captured. "
       "The duplicate hold was cancelled on 3 July, so it will never be charged. Your bank may show it as "
       "pending for 3-7 days.",
       [C("Your booking reference is NS8816244109932A", IDM), S("only that one €35.00 payment was captured"),
        S("The duplicate hold was cancelled on 3 July"), S("pending for 3-7 days")],
       ["wrong_role"], ["booking reference is NS8816244109932A"],
       "NS8816244109932A is the pspReference of the first authorisation; the booking ref is KRT-60214.")

b3.repair("Hi Nikos! Only one payment of €35.00 was captured for KRT-60214. The duplicate hold was cancelled on "
          "3 July at 16:20, so it will never be charged. See you tonight at 20:30!",
          [S("Only one payment of €35.00 was captured"), C("cancelled on 3 July at 16:20", TIME),
           S("See you tonight at 20:30")],
          ["unit_conversion"], ["at 16:20"], ["19:20|7:20 PM|7:20 pm", "20:30"],
          "CANCELLATION eventDate 2026-07-03T16:20:05+00:00 is 19:20 in Asia/Nicosia (UTC+3).")

BUNDLES = [b1, b2, b3]
