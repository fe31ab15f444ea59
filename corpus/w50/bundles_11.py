# ---- B21 court reporting: video deposition synchronisation
b = B("video-depo-sync", "court reporting",
      "What will it cost to synchronise the video of the Mattis deposition with the transcript, and what do we receive?",
      [
        {"id": "mediaOrders#MO-2284", "kind": "record", "source": "tool:get_media_order",
         "fields": {"@odata.type": "#reporting.mediaOrder", "id": "MO-2284", "transcriptOrderId": "TO-6203",
                    "witness": "Dr. Paulette Mattis", "videoDuration": "PT3H12M",
                    "service": "TRANSCRIPT_VIDEO_SYNC", "rate": {"basis": "PER_VIDEO_HOUR", "amount": "7500.00", "currency": "JMD"},
                    "estimate": {"amount": "24375.00", "currency": "JMD"}, "status": "AWAITING_APPROVAL",
                    "formats": ["MDF_SYNC_FILE", "MPEG4_SEGMENTED"]}},
        {"id": "mediaOrders#MO-2251", "kind": "record", "source": "tool:get_media_order",
         "fields": {"@odata.type": "#reporting.mediaOrder", "id": "MO-2251", "witness": "Mr. Lennox Grizzle", "videoDuration": "PT1H40M",
                    "estimate": {"amount": "12500.00", "currency": "JMD"}, "status": "COMPLETED"}},
        {"id": "kb#sync", "kind": "passage", "text": "Synchronisation links each line of the certified transcript to its moment in the video.\nSynced files open in common trial-presentation software.\nClips for exhibits are cut on request and billed separately."},
        {"id": "policy#media", "kind": "policy", "revision": "2026.1",
         "text": "Video work begins only after the client approves the estimate in writing. Synchronisation is billed per hour of video, rounded up to the next quarter hour. Synced deliverables are released within five business days of approval."},
      ])
ok(b, "Good day. The video of Dr. Paulette Mattis's deposition runs 3 hours 12 minutes; billed per video hour at J$7,500.00 and rounded up to the next quarter hour, the estimate is J$24,375.00. Work will begin once you approve the estimate in writing, and the synced files are released within five business days of approval.",
   [S("runs 3 hours 12 minutes"), S("at J$7,500.00"), S("rounded up to the next quarter hour"), S("the estimate is J$24,375.00"), S("once you approve the estimate in writing"), S("within five business days of approval")],
   ["J$24,375.00"], "PT3H12M rounds up to 3.25 h; 3.25 * 7500 = 24375 = estimate.amount; policy rounding and timing.")
ok(b, "Dear Counsel,\nOrder MO-2284 is awaiting your approval. You will receive a synchronisation file together with segmented MPEG-4 video, so that each line of the certified transcript is linked to its moment in the video. Exhibit clips are cut on request and billed separately.\nRespectfully,\nMedia Desk",
   [S("Order MO-2284 is awaiting your approval"), S("synchronisation file together with segmented MPEG-4 video"), S("each line of the certified transcript is linked to its moment in the video"), S("billed separately")],
   ["MO-2284"], "status AWAITING_APPROVAL; formats; KB passage.")
ok(b, "Estimate: twenty-four thousand three hundred and seventy-five Jamaican dollars, pending your written approval.",
   [S("Estimate: twenty-four thousand three hundred and seventy-five Jamaican dollars"), S("pending your written approval")],
   ["twenty-four thousand three hundred"], "estimate 24375.00; status AWAITING_APPROVAL.")
bad(b, "Good day. The video of Dr. Mattis's deposition runs 3 hours 12 minutes, and the estimate is J$24,375.00. Synchronisation has already begun, and the synced files include exhibit clips at no extra charge.",
   [S("runs 3 hours 12 minutes"), S("the estimate is J$24,375.00"), C("Synchronisation has already begun", ST), C("include exhibit clips at no extra charge", ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
   ["wrong_state", "unlisted_perk"], ["has already begun", "exhibit clips at no extra charge"], "status AWAITING_APPROVAL and policy: work starts after approval; KB: clips billed separately.")
bad(b, "The synchronisation for Dr. Mattis has been completed and the estimate was J$12,500.00.",
   [C("synchronisation for Dr. Mattis has been completed", ST), C("estimate was J$12,500.00", AMT)],
   ["other_record_value", "other_record_value"], ["has been completed", "J$12,500.00"], "COMPLETED and 12500 belong to MO-2251 (Mr. Grizzle).")
rep(b, "The Mattis video runs 3.12 hours, and at J$7,500.00 per video hour the estimate is J$24,375.00, pending your written approval.",
   [C("runs 3.12 hours", VAL), S("at J$7,500.00 per video hour the estimate is J$24,375.00"), S("pending your written approval")],
   ["unit_conversion"], ["3.12 hours"], ["3 hours 12 minutes|3 hours and 12 minutes|3h 12m|3.2 hours|192 minutes", "J$24,375.00|24,375"], "PT3H12M is 3 h 12 min (3.2 h), not 3.12 h.")

# ---- B22 conference interpreting booths: remote simultaneous interpreting hub, language add escalated
b = B("rsi-hub-language-add", "conference interpreting booths",
      "For our hybrid investment forum, please add Portuguese to the interpreting hub booking. What is confirmed so far?",
      [
        {"id": "events#AAMkRSI-301", "kind": "record", "source": "tool:get_event",
         "fields": {"@odata.context": "https://graph.boothworks.jm/v1.0/$metadata#users('hub')/events/$entity",
                    "@odata.type": "#microsoft.graph.event", "id": "AAMkRSI-301", "subject": "RSI hub - Caribbean Investment Forum (hybrid)",
                    "start": TZ("2026-10-28T08:30:00.0000000"), "end": TZ("2026-10-28T17:00:00.0000000"), "isCancelled": False,
                    "isOnlineMeeting": True, "onlineMeetingProvider": "teamsForBusiness",
                    "location": {"displayName": "Boothworks Interpreting Hub, New Kingston - Booths 2 and 3"},
                    "singleValueExtendedProperties": [{"id": "String {rsi} Name languages", "value": "EN,ES"},
                                                     {"id": "String {rsi} Name interpretersPerBooth", "value": "2"}]}},
        {"id": "add_language#call-11", "kind": "refused_call", "tool": "add_booth_language", "decision": "ESCALATE",
         "args": {"eventId": "AAMkRSI-301", "language": "PT"}},
        {"id": "quotes#RQ-880", "kind": "record", "source": "tool:get_quote",
         "fields": {"@odata.type": "#billing.quote", "quoteId": "RQ-880", "state": "ACCEPTED", "currency": "JMD",
                    "lines": [{"code": "HUB_BOOTH_DAY", "quantity": 2, "unitAmount": "95000.00", "amount": "190000.00"},
                              {"code": "INTERPRETER_DAY", "quantity": 4, "unitAmount": "68000.00", "amount": "272000.00"}],
                    "totalAmount": "462000.00"}},
        {"id": "kb#rsi", "kind": "passage", "text": "Remote speakers must join over a wired connection with a headset microphone.\nThe hub streams each interpreted language as a separate audio channel in the meeting."},
        {"id": "policy#language-adds", "kind": "policy", "revision": "R9",
         "text": "Additional languages require an additional booth and a two-person team and are subject to interpreter availability. Requests made less than 21 days before the event are reviewed by the operations manager. Each added language is quoted separately."},
      ], now="2026-10-14T12:00:00-05:00")
ok(b, "Good afternoon. Your hub booking for the Caribbean Investment Forum on October 28, 2026, from 8:30 AM to 5:00 PM, is confirmed for English and Spanish in Booths 2 and 3, with two interpreters per booth. As your request to add Portuguese comes less than 21 days before the event, it has been referred to our operations manager for review and will be quoted separately.",
   [S("October 28, 2026, from 8:30 AM to 5:00 PM"), S("confirmed for English and Spanish in Booths 2 and 3"), S("two interpreters per booth"), S("less than 21 days before the event"), S("referred to our operations manager for review"), S("will be quoted separately")],
   ["English and Spanish", "8:30 AM"], "event not cancelled; extended properties; add_language ESCALATE; now 10/14, 14 days ahead; policy.")
ok(b, "Dear Client,\nKindly find a summary of the accepted quote RQ-880: two hub booths at J$95,000.00 per day (J$190,000.00) and four interpreter-days at J$68,000.00 (J$272,000.00), totalling J$462,000.00. Portuguese is not yet included, pending review.\nYours faithfully,\nBoothworks Operations",
   [S("two hub booths at J$95,000.00 per day (J$190,000.00)"), S("four interpreter-days at J$68,000.00 (J$272,000.00)"), S("totalling J$462,000.00"), S("Portuguese is not yet included, pending review")],
   ["J$462,000.00"], "quote lines; ESCALATE.")
ok(b, "Each interpreted language reaches the Teams meeting as its own audio channel; remote speakers should join over a wired connection with a headset microphone.",
   [S("reaches the Teams meeting as its own audio channel"), S("wired connection with a headset microphone")],
   ["wired connection"], "onlineMeetingProvider teamsForBusiness; KB passage.")
bad(b, "Good afternoon. Your hub booking on October 28 from 8:30 AM to 5:00 PM is confirmed for English and Spanish. We have added Portuguese in a third booth, and the total remains J$462,000.00.",
   [S("October 28 from 8:30 AM to 5:00 PM"), S("confirmed for English and Spanish"), NX("We have added Portuguese in a third booth"), S("the total remains J$462,000.00")],
   ["refused_call_effect"], ["We have added Portuguese"], "add_booth_language ESCALATE; the total of the accepted quote is right as a figure.")
bad(b, "The forum interpreting is confirmed for two weeks from today, starting at 9:30 AM, with one interpreter in each booth. Portuguese can be added as part of the existing booths at no extra cost.",
   [S("two weeks from today"), C("starting at 9:30 AM", DT), C("one interpreter in each booth", VAL), C("added as part of the existing booths at no extra cost", POL)],
   ["wrong_time", "wrong_quantity", "wrong_policy_condition"], ["starting at 9:30 AM", "one interpreter in each booth", "at no extra cost"], "start 8:30; interpretersPerBooth 2; policy: an added language needs another booth and team and is quoted separately.")
rep(b, "Your hub booking is confirmed for English and Spanish on October 28 from 8:30 AM to 5:00 PM. The quote totals J$462,000.00, made up of two booths at J$190,000.00 and interpreters at J$227,000.00.",
   [S("confirmed for English and Spanish on October 28 from 8:30 AM to 5:00 PM"), S("quote totals J$462,000.00"), S("two booths at J$190,000.00"), C("interpreters at J$227,000.00", AMT)],
   ["wrong_amount"], ["J$227,000.00"], ["J$272,000.00|272,000|272000", "J$462,000.00|462,000"], "INTERPRETER_DAY amount 272000.00.")
