# ---- B11 court reporting: realtime trial coverage, day cancelled late
b = B("trial-realtime-cancellation", "court reporting",
      "Day three of the trial was called off. Do we still pay for the reporter that day?",
      [
        {"id": "events#AAMkTRL-31", "kind": "record", "source": "tool:get_calendar_view",
         "fields": {"@odata.context": "https://graph.veritasreporting.jm/v1.0/$metadata#Collection(event)",
                    "value": [
                        {"id": "AAMkTRL-31a", "subject": "Realtime - R v. Dacosta - Day 1", "start": TZ("2026-11-02T09:30:00.0000000"), "end": TZ("2026-11-02T16:00:00.0000000"), "isCancelled": False},
                        {"id": "AAMkTRL-31b", "subject": "Realtime - R v. Dacosta - Day 2", "start": TZ("2026-11-03T09:30:00.0000000"), "end": TZ("2026-11-03T16:00:00.0000000"), "isCancelled": False},
                        {"id": "AAMkTRL-31c", "subject": "Realtime - R v. Dacosta - Day 3", "start": TZ("2026-11-04T09:30:00.0000000"), "end": TZ("2026-11-04T16:00:00.0000000"), "isCancelled": True,
                         "cancelledDateTime": TZ("2026-11-03T18:10:00.0000000")}]}},
        {"id": "engagements#ENG-7745", "kind": "record", "source": "tool:get_engagement",
         "fields": {"@odata.type": "#reporting.engagement", "id": "ENG-7745", "reporter": {"displayName": "Winston Hylton", "credential": "RMR"},
                    "dailyMinimum": {"amount": "52000.00", "currency": "JMD"}, "realtimeFeed": True, "dailyCopy": True,
                    "orderingParty": "Chambers of Ferguson & Reid"}},
        {"id": "policy#cancellation", "kind": "policy", "revision": "2026.1",
         "text": "Reporting days cancelled at least 24 hours before the scheduled start are not charged. Days cancelled with less than 24 hours' notice are charged at 50% of the daily minimum. Cancellations must be made in writing to the scheduling desk."},
      ], now="2026-11-05T10:00:00-05:00")
ok(b, "Good day. Day 3 of R v. Dacosta, scheduled for November 4 at 9:30 AM, was cancelled on November 3 at 6:10 PM, which is less than 24 hours before the start. Under our terms, that day is charged at 50% of the daily minimum, namely J$26,000.00.",
   [S("scheduled for November 4 at 9:30 AM"), S("cancelled on November 3 at 6:10 PM"), S("less than 24 hours before the start"), S("charged at 50% of the daily minimum"), S("namely J$26,000.00")],
   ["J$26,000.00"], "Day 3 cancelledDateTime 11/3 18:10, start 11/4 09:30 (15h20m notice); 50% of 52000.")
ok(b, "Dear Counsel,\nWe confirm that Winston Hylton, RMR, provided realtime coverage on November 2 and 3. Because Day 3 was cancelled with about fifteen hours' notice, a late-cancellation charge of half the J$52,000.00 daily minimum applies.\nRespectfully,\nScheduling Desk",
   [S("Winston Hylton, RMR"), S("realtime coverage on November 2 and 3"), S("about fifteen hours' notice"), S("half the J$52,000.00 daily minimum applies")],
   ["J$52,000.00"], "Days 1-2 not cancelled; 18:10 to 09:30 next day = 15h20m.")
ok(b, "Yes: a late-cancellation fee of J$26,000.00 applies for November 4.",
   [S("late-cancellation fee of J$26,000.00 applies for November 4")],
   ["J$26,000.00"], "50% of dailyMinimum 52000.00.")
bad(b, "Good day. Day 3 of R v. Dacosta, scheduled for November 4 at 9:30 AM, was cancelled on November 3 at 6:10 PM. As this was the evening before, the day is not charged.",
   [S("scheduled for November 4 at 9:30 AM"), S("cancelled on November 3 at 6:10 PM"), C("the day is not charged", POL)],
   ["condition_unmet"], ["the day is not charged"], "Not charged only with at least 24 hours' notice; notice was 15h20m.")
bad(b, "Day 3 was cancelled with less than 24 hours' notice, so a charge of J$52,000.00 applies, being 50% of the daily minimum.",
   [S("cancelled with less than 24 hours' notice"), C("charge of J$52,000.00 applies", AMT), S("being 50% of the daily minimum")],
   ["wrong_arithmetic"], ["charge of J$52,000.00 applies"], "52000 is the full daily minimum; 50% is 26000.")
rep(b, "Day 3 on November 4 was cancelled on November 2, more than 24 hours ahead, so no charge applies for that day.",
   [C("cancelled on November 2, more than 24 hours ahead", DT), C("no charge applies for that day", POL)],
   ["wrong_date", "condition_unmet"], ["cancelled on November 2", "no charge applies"], ["November 3|11/3|J$26,000.00|26,000|50%", "November 4|11/4"], "cancelledDateTime is 11/3 18:10, under 24 h; 50% charge.")

# ---- B12 conference interpreting booths: board meeting moved, older event version
b = B("board-meeting-booth-move", "conference interpreting booths",
      "Our board meeting was moved. Is the booth and the Spanish interpreter team still booked for the new time?",
      [
        {"id": "events#AAMkBRD-450", "kind": "record", "source": "tool:get_event",
         "fields": {"@odata.type": "#microsoft.graph.event", "id": "AAMkBRD-450", "subject": "Interpretation EN<>ES - Regional Ports Authority board",
                    "start": TZ("2026-06-18T14:00:00.0000000"), "end": TZ("2026-06-18T17:30:00.0000000"),
                    "isCancelled": False, "changeKey": "rev3",
                    "location": {"displayName": "Terra Nova Hotel, Sunset Room"},
                    "attendees": [{"emailAddress": {"name": "Beatriz Salmon"}, "type": "required", "status": {"response": "accepted"}},
                                  {"emailAddress": {"name": "Javier Cunningham"}, "type": "required", "status": {"response": "accepted"}},
                                  {"emailAddress": {"name": "Booth tech - Marlon Reid"}, "type": "resource", "status": {"response": "accepted"}}]}},
        {"id": "events#AAMkBRD-450-rev1", "kind": "record", "source": "tool:get_event_revision",
         "fields": {"@odata.type": "#microsoft.graph.event", "id": "AAMkBRD-450", "changeKey": "rev1", "superseded": True,
                    "start": TZ("2026-06-16T09:00:00.0000000"), "end": TZ("2026-06-16T12:30:00.0000000"),
                    "location": {"displayName": "Terra Nova Hotel, Ballroom"}}},
        {"id": "rentals#BR-2274", "kind": "record", "source": "tool:get_rental",
         "fields": {"@odata.type": "#av.boothRental", "id": "BR-2274", "items": [{"sku": "BOOTH_TABLETOP", "quantity": 1}, {"sku": "RX_HEADSET_IR", "quantity": 24}],
                    "status": "RESCHEDULED", "rescheduleFee": {"amount": "0.00", "currency": "JMD"}}},
        {"id": "policy#reschedule", "kind": "policy", "revision": "R9",
         "text": "One change of date or time is accepted without charge if requested at least seven days before the original start. Further changes are treated as a cancellation and new booking. Interpreter teams are rebooked subject to availability."},
      ])
ok(b, "We are pleased to advise that your booking has been moved to June 18, 2026, from 2:00 PM to 5:30 PM, in the Sunset Room of the Terra Nova Hotel. Beatriz Salmon and Javier Cunningham have both accepted, and the tabletop booth with 24 receivers has been rescheduled at no charge.",
   [S("moved to June 18, 2026, from 2:00 PM to 5:30 PM"), S("Sunset Room of the Terra Nova Hotel"), S("Beatriz Salmon and Javier Cunningham have both accepted"), S("tabletop booth with 24 receivers"), S("rescheduled at no charge")],
   ["June 18", "2:00 PM"], "Current event rev3; rental RESCHEDULED fee 0.00.")
ok(b, "Kindly note the following:\n- New time: 6/18/2026, 2:00-5:30 p.m.\n- Booth technician: Marlon Reid (accepted)\n- Any further change would be treated as a cancellation and a new booking.",
   [S("6/18/2026, 2:00-5:30 p.m."), S("Booth technician: Marlon Reid (accepted)"), S("treated as a cancellation and a new booking")],
   ["6/18/2026"], "event rev3; attendee resource; policy further changes.")
ok(b, "Yes, everything stands for the new slot, Thursday afternoon, June 18, with both interpreters, Beatriz Salmon and Javier Cunningham, confirmed.",
   [S("everything stands for the new slot"), S("Thursday afternoon, June 18"), S("both interpreters, Beatriz Salmon and Javier Cunningham, confirmed")],
   ["June 18"], "2026-06-18 is a Thursday; both interpreters accepted on the current event.")
bad(b, "We are pleased to advise that your booking stands for June 16, 2026, from 9:00 AM to 12:30 PM, in the Sunset Room of the Terra Nova Hotel. Beatriz Salmon and Javier Cunningham have both accepted.",
   [C("June 16, 2026, from 9:00 AM to 12:30 PM", DT), S("Sunset Room of the Terra Nova Hotel"), S("Beatriz Salmon and Javier Cunningham have both accepted")],
   ["stale_value"], ["June 16, 2026, from 9:00 AM to 12:30 PM"], "rev1 is superseded; current start 6/18 14:00.")
bad(b, "Your meeting is now on June 18 from 2:00 PM to 5:30 PM. Javier Cunningham will be your booth technician, and we have also added a second booth for French at no charge.",
   [S("June 18 from 2:00 PM to 5:30 PM"), C("Javier Cunningham will be your booth technician", VAL), CI("added a second booth for French at no charge", VAL)],
   ["wrong_role", "unrecorded_extra"], ["Javier Cunningham will be your booth technician", "second booth for French"], "Marlon Reid is the booth tech; Cunningham an interpreter. Rental lists one tabletop booth only.")
rep(b, "Your meeting is now on June 18 at the Terra Nova Hotel, from 2:00 PM to 5:30 PM, with 42 receivers and one tabletop booth.",
   [S("June 18 at the Terra Nova Hotel"), S("from 2:00 PM to 5:30 PM"), C("with 42 receivers", VAL), S("one tabletop booth")],
   ["wrong_quantity"], ["42 receivers"], ["24 receivers|24 headsets|twenty-four", "2:00 PM|2 PM"], "rental RX_HEADSET_IR quantity 24.")
