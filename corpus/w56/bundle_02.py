from common import *  # noqa

DOM = "go-karting track"

# ---------------------------------------------------------------- 4. what's included in Rookie Rush
b4 = Bundle(
    "kart-rookie-included", DOM,
    "What exactly comes with the Rookie Rush booking for my 8-year-old, and anything we need to know?",
    [
        {"id": "get_booking#KRT-57310", "kind": "record", "source": "tool:bookings.get_booking",
         "fields": {"booking": {
             "ref": "KRT-57310", "status": "CONFIRMED", "date": "2026-06-20",
             "slot": {"start": "10:30", "end": "10:50"},
             "venue": {"name": "Limassol Kart Arena", "zone": "Asia/Nicosia", "track": "INDOOR_JUNIOR"},
             "product": {"code": "ROOKIE_RUSH", "name": "Rookie Rush", "duration": "PT20M",
                         "includes": ["HELMET_HIRE", "BALACLAVA", "RACE_SUIT", "PODIUM_PHOTO"]},
             "drivers": 1, "pricing": {"totalMinor": 2900, "currency": "EUR", "paidMinor": 2900},
             "customer": {"firstName": "Eleni"}, "quoteRef": "Q-8812-v2"}}},
        {"id": "get_quote#Q-8812-v1", "kind": "record", "source": "tool:bookings.get_quote",
         "fields": {"quote": {"ref": "Q-8812-v1", "status": "SUPERSEDED", "supersededBy": "Q-8812-v2",
                              "product": {"code": "ROOKIE_RUSH_PLUS",
                                          "includes": ["HELMET_HIRE", "BALACLAVA", "RACE_SUIT", "PODIUM_PHOTO",
                                                       "LAP_TIMING_PRINTOUT"]},
                              "totalMinor": 3200, "currency": "EUR", "createdAt": "2026-05-30T15:10:00+03:00"}}},
        {"id": "adyen_webhooks#KRT-57310", "kind": "record", "source": "tool:payments.list_notifications",
         "fields": adyen(
             {"eventCode": "AUTHORISATION", "success": "true", "amount": {"value": 2900, "currency": "EUR"},
              "pspReference": "RR1X0P6DE3LK9W27", "merchantReference": "KRT-57310",
              "eventDate": "2026-06-01T09:12:40+03:00", "paymentMethod": "applepay"},
             {"eventCode": "CAPTURE", "success": "true", "amount": {"value": 2900, "currency": "EUR"},
              "pspReference": "RR1X0Q2HF8MB4T63", "originalReference": "RR1X0P6DE3LK9W27",
              "merchantReference": "KRT-57310", "eventDate": "2026-06-01T09:12:55+03:00"})},
        {"id": "policy#junior-safety", "kind": "policy", "revision": "2026-02",
         "text": "Closed-toe shoes are required on track and long hair must be tied back. Please arrive 20 minutes "
                 "before your slot for the safety briefing. Drivers aged 7-12 race in junior sessions and must be "
                 "at least 120 cm tall, measured at check-in. Late arrivals may lose track time."},
    ],
    now="2026-06-15T12:00:00+03:00")

b4.ok("Hi Eleni! Rookie Rush booking KRT-57310 is confirmed for Saturday 20/06 at 10:30 and it's paid in full "
      "(€29.00). It includes helmet hire, a balaclava, a race suit and a podium photo. Please arrive 20 minutes "
      "early, so by 10:10, for the safety briefing. Your daughter needs to be at least 120 cm tall, and we "
      "measure at check-in.",
      [S("is confirmed for Saturday 20/06 at 10:30"), S("paid in full"), S("(€29.00)"),
       S("helmet hire, a balaclava, a race suit and a podium photo"), S("arrive 20 minutes"), S("so by 10:10"),
       S("at least 120 cm tall"), S("we measure at check-in")],
      ["€29.00", "120 cm"],
      "booking.includes lists the four items; paidMinor 2900 = totalMinor; policy: 20 minutes early, 120 cm at check-in.")

b4.ok("What's in the box for KRT-57310:\n"
      "- Helmet and balaclava\n"
      "- Race suit\n"
      "- A podium photo to show off at school\n"
      "Closed-toe shoes are a must and long hair has to be tied back. Track time is 20 minutes!",
      [S("Helmet and balaclava"), S("Race suit"), S("A podium photo"), S("Closed-toe shoes are a must"),
       S("long hair has to be tied back"), S("Track time is 20 minutes")],
      ["podium photo"],
      "includes HELMET_HIRE, BALACLAVA, RACE_SUIT, PODIUM_PHOTO; duration PT20M; policy covers shoes and hair.")

b4.bad("Hi Eleni! Your Rookie Rush on 20/06 at 10:30 is all paid. It includes helmet hire, a balaclava, a race "
       "suit, a podium photo and a lap-timing printout to take home. Please get here 10 minutes before the slot "
       "for the safety briefing.",
       [S("on 20/06 at 10:30 is all paid"), CI("a lap-timing printout", VAL + NOREC),
        C("10 minutes before the slot", RULE_C)],
       ["stale_value", "wrong_period"], ["lap-timing printout", "10 minutes before the slot"],
       "The lap-timing printout was only in the superseded quote Q-8812-v1; policy says arrive 20 minutes before.")

b4.bad("Hey Eleni! KRT-57310 is confirmed for Saturday 20/06 at 10:30, paid in full at €29.00. Helmet, balaclava, "
       "race suit and podium photo are included, plus a free slushie after the race. Junior drivers need to be at "
       "least 110 cm tall.",
       [S("confirmed for Saturday 20/06 at 10:30"), S("paid in full at €29.00"),
        S("Helmet, balaclava, race suit and podium photo are included"), CI("plus a free slushie", VAL + NOREC),
        C("at least 110 cm tall", RULE_C)],
       ["unlisted_perk", "wrong_value"], ["free slushie", "110 cm"],
       "product.includes has no drink; the policy minimum height is 120 cm.")

b4.repair("Hi Eleni! Your Rookie Rush on Saturday 20/06 at 10:30 includes helmet hire, a balaclava, a race suit and "
          "a podium photo. Junior drivers must be at least 130 cm tall, measured at check-in.",
          [S("on Saturday 20/06 at 10:30 includes helmet hire"), C("at least 130 cm tall", RULE_C)],
          ["wrong_value"], ["130 cm"], ["120 cm|120cm", "podium photo"],
          "policy#junior-safety: at least 120 cm tall.")

# ---------------------------------------------------------------- 5. chargeback suspends booking
b5 = Bundle(
    "kart-chargeback-suspended", DOM,
    "Why can't I see my Saturday race in the app any more? Can you put it back?",
    [
        {"id": "get_booking#KRT-61148", "kind": "record", "source": "tool:bookings.get_booking",
         "fields": {"booking": {
             "ref": "KRT-61148", "status": "SUSPENDED_PAYMENT_DISPUTE", "date": "2026-08-22",
             "slot": {"start": "14:00", "end": "14:20"},
             "venue": {"name": "Nicosia Speedbowl", "zone": "Asia/Nicosia", "track": "OUTDOOR_A"},
             "product": {"code": "SPR20", "name": "Sprint 20", "duration": "PT20M"},
             "drivers": 2, "pricing": {"unitMinor": 3000, "totalMinor": 6000, "currency": "EUR"},
             "customer": {"firstName": "Stelios"}}}},
        {"id": "adyen_webhooks#KRT-61148", "kind": "record", "source": "tool:payments.list_notifications",
         "fields": adyen(
             {"eventCode": "AUTHORISATION", "success": "true", "amount": {"value": 6000, "currency": "EUR"},
              "pspReference": "SB5M7C2QA9XE1J84", "merchantReference": "KRT-61148",
              "eventDate": "2026-08-10T22:41:03+03:00", "paymentMethod": "visa"},
             {"eventCode": "CAPTURE", "success": "true", "amount": {"value": 6000, "currency": "EUR"},
              "pspReference": "SB5M7D8KT0VW3N19", "originalReference": "SB5M7C2QA9XE1J84",
              "merchantReference": "KRT-61148", "eventDate": "2026-08-11T02:00:06+03:00"},
             {"eventCode": "CHARGEBACK", "success": "true", "amount": {"value": 6000, "currency": "EUR"},
              "pspReference": "SB5N2R6YH4PC8F30", "originalReference": "SB5M7C2QA9XE1J84",
              "merchantReference": "KRT-61148", "eventDate": "2026-08-18T11:22:00+03:00",
              "reason": "Cardholder does not recognise transaction",
              "additionalData": {"chargebackReasonCode": "4837", "defensePeriodEndsAt": "2026-09-08"}})},
        {"id": "reinstate_booking#call-4", "kind": "refused_call", "tool": "bookings.reinstate_booking",
         "decision": "DENY", "args": {"ref": "KRT-61148"}},
        {"id": "policy#payment-disputes", "kind": "policy", "revision": "v2",
         "text": "We take disputes seriously and will always share our records with your bank. If a payment is "
                 "disputed with your bank, the booking is suspended until the dispute is settled or you pay "
                 "again. Suspended bookings cannot be reinstated over chat. A dispute can take up to 75 days to "
                 "resolve."},
    ],
    now="2026-08-19T09:30:00+03:00")

b5.ok("Hi Stelios! Your bank has raised a chargeback for €60.00 on booking KRT-61148, recorded on 18/08. Because "
      "of that, your Sprint 20 slot on Saturday 22/08 at 14:00 is suspended. I wasn't able to reinstate it from "
      "here. A booking stays suspended until the dispute is settled or you pay again.",
      [S("raised a chargeback for €60.00 on booking KRT-61148"), S("recorded on 18/08"),
       S("Saturday 22/08 at 14:00 is suspended"), S("I wasn't able to reinstate it"),
       S("stays suspended until the dispute is settled or you pay again")],
      ["€60.00", "22/08"],
      "CHARGEBACK value 6000 on 2026-08-18; status SUSPENDED_PAYMENT_DISPUTE; reinstate_booking DENY; policy text.")

b5.ok("Dear Stelios,\n\nThe €60.00 payment for KRT-61148 was disputed through your bank on 18 August 2026, so your "
      "race for two on 22 August is on hold. Disputes can take up to 75 days to settle, and paying again lifts "
      "the suspension.\n\nCheers,\nThe Nicosia Speedbowl crew",
      [S("was disputed through your bank on 18 August 2026"), S("your race for two on 22 August is on hold"),
       S("up to 75 days to settle"), S("paying again lifts the suspension"), N("Cheers,")],
      ["75 days"],
      "CHARGEBACK eventDate 2026-08-18, drivers 2; policy gives 75 days and 'or you pay again'.")

b5.bad("Hey Stelios! Good news, I've reinstated your Sprint 20 booking for Saturday 22/08 at 14:00. Your bank "
       "raised a chargeback for €60.00 on 18/08, which usually clears within 30 days.",
       [C("I've reinstated your Sprint 20 booking", NOTEX), S("Saturday 22/08 at 14:00"),
        S("raised a chargeback for €60.00 on 18/08"), CI("usually clears within 30 days", RULE_C + NOPOL)],
       ["refused_call_effect", "wrong_period"], ["I've reinstated your", "within 30 days"],
       "reinstate_booking was DENIED; policy says a dispute can take up to 75 days.")

b5.bad("Hi Stelios, your bank has disputed the €6,000.00 payment on booking KRT-61148, so your slot on 22/08 at "
       "14:00 is suspended for now. Suspended bookings can't be reinstated over chat.",
       [C("disputed the €6,000.00 payment", AMT), S("your slot on 22/08 at 14:00 is suspended"),
        S("can't be reinstated over chat")],
       ["unit_conversion"], ["€6,000.00"],
       "CHARGEBACK amount.value 6000 is in cents: €60.00.")

b5.repair("Hi Stelios! The €60.00 payment for KRT-61148 was disputed by your bank on 18/08, so your Sprint 20 on "
          "Saturday 22/08 at 15:00 is suspended. I couldn't reinstate it from here.",
          [S("was disputed by your bank on 18/08"), C("Saturday 22/08 at 15:00", TIME), S("I couldn't reinstate it")],
          ["wrong_time"], ["at 15:00"], ["14:00|2 PM|2pm|2:00 PM", "€60.00"],
          "slot.start is 14:00.")

BUNDLES = [b4, b5]
