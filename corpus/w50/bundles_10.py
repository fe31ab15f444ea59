# ---- B19 sign-language interpreting: wedding booking cancelled by client, partial refund
b = B("wedding-cancellation-refund", "sign-language interpreting",
      "We cancelled the interpreter for our wedding. How much will be refunded and when?",
      [
        {"id": "events#AAMkWED-14", "kind": "record", "source": "tool:get_event",
         "fields": {"@odata.type": "#microsoft.graph.event", "id": "AAMkWED-14", "subject": "JSL - Henry/Campbell wedding ceremony and reception",
                    "start": TZ("2026-12-12T15:00:00.0000000"), "end": TZ("2026-12-12T20:00:00.0000000"),
                    "isCancelled": True, "cancelledDateTime": TZ("2026-11-20T10:05:00.0000000"),
                    "responseStatus": {"response": "organizer"}}},
        {"id": "refunds#RF-20931", "kind": "record", "source": "tool:get_refund",
         "fields": {"@odata.type": "#billing.refund", "refundId": "RF-20931", "bookingRef": "SB-90477", "currency": "JMD",
                    "paidAmount": "64000.00", "refundAmount": "48000.00", "retainedAmount": "16000.00",
                    "status": "APPROVED", "method": "BANK_TRANSFER", "approvedDate": "2026-11-21"}},
        {"id": "refunds#RF-19870", "kind": "record", "source": "tool:get_refund",
         "fields": {"@odata.type": "#billing.refund", "refundId": "RF-19870", "bookingRef": "SB-88842", "currency": "JMD",
                    "refundAmount": "12500.00", "status": "COMPLETED", "completedDate": "2026-09-04"}},
        {"id": "policy#private-events", "kind": "policy", "revision": "v4",
         "text": "Private-event bookings cancelled 14 or more days before the event are refunded at 75% of the amount paid. Cancellations within 14 days are not refunded. Approved refunds are sent by bank transfer within 7 business days of approval."},
      ])
ok(b, "Good afternoon. Your wedding booking SB-90477 for December 12 was cancelled on November 20, more than 14 days ahead, so 75% of the J$64,000.00 paid is refundable. Refund RF-20931 for J$48,000.00 was approved on November 21, 2026 and will be sent by bank transfer within 7 business days of approval.",
   [S("booking SB-90477 for December 12 was cancelled on November 20"), S("more than 14 days ahead"), S("75% of the J$64,000.00 paid is refundable"), S("Refund RF-20931 for J$48,000.00 was approved on November 21, 2026"), S("by bank transfer within 7 business days of approval")],
   ["J$48,000.00"], "event cancelled 11/20 for 12/12; refund record; policy.")
ok(b, "Dear Mr. and Mrs. Henry-Campbell,\nWe confirm an approved refund of forty-eight thousand Jamaican dollars; sixteen thousand is retained under our cancellation terms.\nWith best wishes,\nBookings Team",
   [S("approved refund of forty-eight thousand Jamaican dollars"), S("sixteen thousand is retained")],
   ["forty-eight thousand"], "refundAmount 48000, retainedAmount 16000.")
ok(b, "Refund approved: J$48,000.00, by bank transfer, to arrive within seven business days of 11/21/2026.",
   [S("Refund approved: J$48,000.00"), S("by bank transfer"), S("within seven business days of 11/21/2026")],
   ["J$48,000.00"], "RF-20931; policy.")
bad(b, "Good afternoon. Your wedding booking was cancelled on November 20, more than 14 days ahead, so 75% of the amount paid is refundable. Refund RF-20931 for J$48,000.00 has already been completed.",
   [S("cancelled on November 20"), S("75% of the amount paid is refundable"), C("has already been completed", ST)],
   ["other_record_value"], ["has already been completed"], "COMPLETED is the older refund RF-19870; RF-20931 is APPROVED.")
bad(b, "As you cancelled more than 14 days ahead, the full J$64,000.00 will be refunded within 7 business days.",
   [S("cancelled more than 14 days ahead"), C("the full J$64,000.00 will be refunded", AMT)],
   ["wrong_amount"], ["the full J$64,000.00 will be refunded"], "refundAmount 48000.00 (75%).")
rep(b, "Your refund of J$48,000.00 was approved on November 21 and will arrive by cheque within 7 business days.",
   [S("refund of J$48,000.00 was approved on November 21"), C("will arrive by cheque", VAL)],
   ["wrong_value"], ["by cheque"], ["bank transfer|transfer", "J$48,000.00|48,000"], "method BANK_TRANSFER.")
rep(b, "Your ceremony booking was cancelled on November 20. Because this was more than 14 days before the event, J$12,500.00 will be refunded by bank transfer.",
   [S("cancelled on November 20"), S("more than 14 days before the event"), C("J$12,500.00 will be refunded", AMT)],
   ["other_record_value"], ["J$12,500.00"], ["J$48,000.00|48,000|48000", "November 20|11/20"], "12500 is RF-19870 (other booking); this refund is 48000.")

# ---- B20 voice-over casting: animated series dubbing, character casting, session rate
b = B("dubbing-character-cast", "voice-over casting",
      "Who has been cast for the Patois dub of 'Anansi and the Moon', and what are the session dates?",
      [
        {"id": "castings#CST-1320", "kind": "record", "source": "tool:get_casting",
         "fields": {"@odata.type": "#casting.project", "id": "CST-1320", "title": "Anansi and the Moon - Jamaican Patois dub",
                    "roles": {"value": [
                        {"character": "ANANSI", "talent": "Kemar Beckford", "decision": "BOOKED"},
                        {"character": "TIGER", "talent": "Ricardo Sewell", "decision": "BOOKED"},
                        {"character": "GRANNY_MOON", "talent": "Hyacinth Lewin", "decision": "HOLD", "holdExpires": "2026-04-03"}]},
                    "rate": {"basis": "PER_SESSION_HOUR", "amount": "9500.00", "currency": "JMD"}}},
        {"id": "events#AAMkDUB-8", "kind": "record", "source": "tool:get_calendar_view",
         "fields": {"@odata.context": "https://graph.voxcast.jm/v1.0/$metadata#Collection(event)",
                    "value": [
                        {"id": "AAMkDUB-8a", "subject": "Dub session - Anansi", "start": TZ("2026-04-07T10:00:00.0000000"), "end": TZ("2026-04-07T14:00:00.0000000"), "isCancelled": False},
                        {"id": "AAMkDUB-8b", "subject": "Dub session - Tiger", "start": TZ("2026-04-08T13:00:00.0000000"), "end": TZ("2026-04-08T16:00:00.0000000"), "isCancelled": False}],
                    "@odata.nextLink": "https://graph.voxcast.jm/v1.0/me/calendarView?$skip=2"}},
        {"id": "policy#holds", "kind": "policy", "revision": "v2",
         "text": "A hold reserves talent without obligation until the hold expiry date. Holds lapse automatically unless the client confirms the booking in writing. Session fees are charged per hour booked, with a one-hour minimum."},
      ], now="2026-04-01T11:00:00-05:00")
ok(b, "Good morning. Kemar Beckford has been booked as Anansi and Ricardo Sewell as Tiger; Hyacinth Lewin is on hold for Granny Moon until April 3, after which the hold lapses unless you confirm in writing. The Anansi session is on April 7 from 10:00 AM to 2:00 PM and the Tiger session on April 8 from 1:00 PM to 4:00 PM.",
   [S("Kemar Beckford has been booked as Anansi"), S("Ricardo Sewell as Tiger"), S("Hyacinth Lewin is on hold for Granny Moon until April 3"), S("lapses unless you confirm in writing"), S("April 7 from 10:00 AM to 2:00 PM"), S("April 8 from 1:00 PM to 4:00 PM")],
   ["Kemar Beckford", "April 7"], "roles; events 8a, 8b.")
ok(b, "Please note the session fees: the four-hour Anansi session comes to J$38,000.00 and the three-hour Tiger session to J$28,500.00, at J$9,500.00 per session hour.",
   [S("four-hour Anansi session comes to J$38,000.00"), S("three-hour Tiger session to J$28,500.00"), S("J$9,500.00 per session hour")],
   ["J$38,000.00"], "4*9500 = 38000; 3*9500 = 28500.")
ok(b, "Ms. Lewin's hold on Granny Moon runs until the day after tomorrow; kindly confirm in writing if you wish to book her.",
   [S("hold on Granny Moon runs until the day after tomorrow"), S("confirm in writing if you wish to book her")],
   ["Granny Moon"], "now 4/1; holdExpires 4/3; policy.")
bad(b, "Good morning. Kemar Beckford has been booked as Anansi, Ricardo Sewell as Tiger and Hyacinth Lewin as Granny Moon. The Anansi session is on April 7 from 10:00 AM to 2:00 PM.",
   [S("Kemar Beckford has been booked as Anansi"), C("Hyacinth Lewin as Granny Moon", ST), S("April 7 from 10:00 AM to 2:00 PM")],
   ["wrong_state"], ["and Hyacinth Lewin as Granny Moon"], "Lewin is on HOLD, not booked.")
bad(b, "Ricardo Sewell will voice Anansi on April 8 from 1:00 PM to 4:00 PM, and the studio is holding Ms. Lewin for you until April 10.",
   [C("Ricardo Sewell will voice Anansi", VAL), S("April 8 from 1:00 PM to 4:00 PM"), C("until April 10", DT)],
   ["wrong_role", "wrong_date"], ["Ricardo Sewell will voice Anansi", "until April 10"], "Sewell is Tiger; hold expires 4/3.")
rep(b, "Kemar Beckford records Anansi on April 7 from 10:00 AM to 2:00 PM; at J$9,500.00 per hour the session comes to J$28,500.00.",
   [S("Kemar Beckford records Anansi"), S("April 7 from 10:00 AM to 2:00 PM"), S("J$9,500.00 per hour"), C("the session comes to J$28,500.00", AMT)],
   ["wrong_arithmetic"], ["comes to J$28,500.00"], ["J$38,000.00|38,000|38000", "April 7"], "4 hours * 9500 = 38000; 28500 is the 3-hour Tiger session.")
