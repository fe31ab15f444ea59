# ---- B3 subtitling studio: documentary subtitles, QC failed, expedite refused
b = B("doc-subtitles-qc", "subtitling studio",
      "Where are the English subtitles for our documentary 'Blue Mountain Coffee Roads'? Can you rush them?",
      [
        {"id": "projects#SUB-3391", "kind": "record", "source": "tool:get_subtitle_project",
         "fields": {"@odata.context": "https://api.captionhouse.jm/v1.0/$metadata#projects/$entity",
                    "@odata.type": "#studio.subtitleProject", "id": "SUB-3391", "title": "Blue Mountain Coffee Roads",
                    "runtime": "PT52M14S", "deliverables": ["SRT", "WEBVTT"], "status": "QC_FAILED",
                    "qc": {"lastRunDateTime": TZ("2026-05-04T15:20:00.0000000"), "issues": 37, "issueType": "TIMING_DRIFT"},
                    "revisedDelivery": TZ("2026-05-08T12:00:00.0000000"),
                    "originalDelivery": TZ("2026-05-05T12:00:00.0000000"),
                    "projectManager": {"displayName": "Tamika Rowe"}}},
        {"id": "projects#SUB-3377", "kind": "record", "source": "tool:get_subtitle_project",
         "fields": {"@odata.type": "#studio.subtitleProject", "id": "SUB-3377", "title": "Blue Mountain Coffee Roads - trailer",
                    "runtime": "PT2M30S", "status": "DELIVERED", "deliveredDateTime": TZ("2026-04-28T10:05:00.0000000")}},
        {"id": "expedite#call-1", "kind": "refused_call", "tool": "expedite_project", "decision": "DENY",
         "args": {"projectId": "SUB-3391", "targetDelivery": "2026-05-06T12:00:00"}},
        {"id": "policy#qc", "kind": "policy", "revision": "2025-11",
         "text": "Every subtitle file is checked against the picture before release. Files that fail quality control are re-timed at no charge to the client. Expedited delivery is available only for projects that have not yet entered quality control. One round of client revisions is included in the project fee."},
      ], now="2026-05-05T09:00:00-05:00")
ok(b, "Good morning. The subtitles for Blue Mountain Coffee Roads (SUB-3391) did not pass our quality check owing to timing drift and are being re-timed at no charge to you. The revised delivery is Friday, May 8 at 12:00 PM, and we regret that the expedite request could not be approved.",
   [S("did not pass our quality check owing to timing drift"), S("re-timed at no charge to you"), S("Friday, May 8 at 12:00 PM"), S("expedite request could not be approved")],
   ["May 8", "12:00 PM"], "status QC_FAILED, issueType TIMING_DRIFT; policy re-timing free; revisedDelivery 5/8 12:00; expedite DENY.")
ok(b, "Dear Client,\n\nWe write to advise that 37 timing issues were identified on the 52-minute feature, which will now be delivered in SRT and WebVTT on 5/8/2026 at noon. Expedited delivery is offered only for projects that have not yet entered quality control; accordingly, a rush is not possible on this file.\n\nYours faithfully,\nTamika Rowe, Project Manager",
   [S("37 timing issues were identified"), S("52-minute feature"), S("in SRT and WebVTT on 5/8/2026 at noon"), S("Expedited delivery is offered only for projects that have not yet entered quality control"), S("a rush is not possible on this file")],
   ["5/8/2026"], "qc.issues 37; runtime PT52M14S; deliverables; policy condition; expedite DENY.")
ok(b, "The trailer subtitles were delivered on April 28; the full documentary follows on May 8, three days later than first planned.",
   [S("trailer subtitles were delivered on April 28"), S("the full documentary follows on May 8"), S("three days later than first planned")],
   ["April 28", "May 8"], "SUB-3377 DELIVERED 4/28; SUB-3391 revised 5/8 vs original 5/5.")
bad(b, "Good morning. The subtitles for Blue Mountain Coffee Roads (SUB-3391) did not pass our quality check owing to timing drift and are being re-timed at no charge to you. We have expedited the project, and the files will now arrive tomorrow at 12:00 PM.",
   [S("did not pass our quality check owing to timing drift"), S("re-timed at no charge to you"), NX("We have expedited the project"), C("arrive tomorrow at 12:00 PM", DT)],
   ["refused_call_effect", "wrong_date"], ["We have expedited the project", "arrive tomorrow"], "expedite_project DENY; revisedDelivery is 5/8, not 5/6.")
bad(b, "Your subtitle files for the documentary have been delivered and passed quality control on April 28.",
   [C("have been delivered and passed quality control on April 28", ST)],
   ["other_record_value"], ["passed quality control on April 28"], "That is the trailer SUB-3377; SUB-3391 is QC_FAILED.")
rep(b, "The documentary subtitles failed QC for timing drift and will be re-timed free of charge. They are now due on May 8 at 12:00 PM. Two rounds of client revisions are included in your fee.",
   [S("failed QC for timing drift"), S("re-timed free of charge"), S("due on May 8 at 12:00 PM"), C("Two rounds of client revisions are included", POL)],
   ["wrong_quantity"], ["Two rounds of client revisions"], ["One round|one round|1 round", "May 8"], "Policy: one round of client revisions.")

# ---- B4 voice-over casting: callback session and talent fee
b = B("radio-spot-casting", "voice-over casting",
      "Which voice did we book for the radio spot, when is the session, and what is the fee?",
      [
        {"id": "castings#CST-1205", "kind": "record", "source": "tool:get_casting",
         "fields": {"@odata.type": "#casting.project", "id": "CST-1205", "client": "Harbour Street Credit Union",
                    "spot": {"title": "Save for Back-to-School", "length": "PT30S", "media": "RADIO"},
                    "shortlist": [
                        {"talentId": "TAL-0441", "name": "Shanique Lindo", "decision": "BOOKED", "fee": {"amount": "45000.00", "currency": "JMD"}, "usageTerm": "P1Y"},
                        {"talentId": "TAL-0387", "name": "Garfield Morrison", "decision": "RELEASED", "fee": {"amount": "38000.00", "currency": "JMD"}, "usageTerm": "P6M"}],
                    "state": "TALENT_BOOKED"}},
        {"id": "events#AAMkCST-77", "kind": "record", "source": "tool:get_event",
         "fields": {"@odata.type": "#microsoft.graph.event", "id": "AAMkCST-77", "subject": "Record: Save for Back-to-School",
                    "start": TZ("2026-07-14T13:00:00.0000000"), "end": TZ("2026-07-14T14:30:00.0000000"),
                    "isCancelled": False, "location": {"displayName": "Studio 2, 14 Lady Musgrave Road"},
                    "attendees": [{"emailAddress": {"name": "Shanique Lindo"}, "type": "required", "status": {"response": "accepted"}},
                                  {"emailAddress": {"name": "Rohan Bailey (director)"}, "type": "required", "status": {"response": "tentativelyAccepted"}}]}},
        {"id": "policy#usage", "kind": "policy", "revision": "v2",
         "text": "Talent fees cover one recording session of up to ninety minutes. Usage is licensed for the term stated on the booking, after which renewal is charged at 50% of the original fee. Pick-up lines requested within seven days of the session are recorded without further talent charge. Clients may attend sessions remotely through a studio link."},
      ])
ok(b, "We are pleased to confirm that Shanique Lindo has been booked for the 30-second radio spot. The session is on July 14, 2026 from 1:00 PM to 2:30 PM in Studio 2, 14 Lady Musgrave Road, and the talent fee is J$45,000.00 with a one-year usage term.",
   [S("Shanique Lindo has been booked"), S("30-second radio spot"), S("July 14, 2026 from 1:00 PM to 2:30 PM"), S("Studio 2, 14 Lady Musgrave Road"), S("talent fee is J$45,000.00"), S("one-year usage term")],
   ["Shanique Lindo", "J$45,000.00"], "shortlist TAL-0441 BOOKED, fee 45000.00, usageTerm P1Y; event AAMkCST-77.")
ok(b, "Booked: Ms. Lindo. Session: 7/14, 1 PM, ninety minutes. Fee: forty-five thousand Jamaican dollars. Renewal after the year is charged at half the original fee.",
   [S("Booked: Ms. Lindo"), S("Session: 7/14, 1 PM, ninety minutes"), S("Fee: forty-five thousand Jamaican dollars"), S("charged at half the original fee")],
   ["7/14"], "13:00-14:30 is 90 minutes; fee 45000; policy renewal at 50%.")
ok(b, "Garfield Morrison has been released from the project. Any pick-up lines requested within seven days of the July 14 session will be recorded without a further talent charge, and you are welcome to join remotely through our studio link.",
   [S("Garfield Morrison has been released"), S("pick-up lines requested within seven days"), S("without a further talent charge"), S("join remotely through our studio link")],
   ["seven days"], "TAL-0387 RELEASED; policy pick-ups and remote attendance.")
bad(b, "We are pleased to confirm that Shanique Lindo has been booked for the 30-second radio spot. The session is on July 14, 2026 from 1:00 PM to 2:30 PM, and the talent fee is J$38,000.00 with a one-year usage term.",
   [S("Shanique Lindo has been booked"), S("30-second radio spot"), S("July 14, 2026 from 1:00 PM to 2:30 PM"), C("talent fee is J$38,000.00", AMT), S("one-year usage term")],
   ["other_record_value"], ["J$38,000.00"], "38000 is Garfield Morrison's fee (released); Lindo's fee is 45000.00.")
bad(b, "Ms. Lindo is confirmed for July 14 at 1:00 PM, and the director, Rohan Bailey, has accepted. Her fee of J$45,000.00 also includes a complimentary 60-second television cut-down.",
   [S("Ms. Lindo is confirmed for July 14 at 1:00 PM"), C("Rohan Bailey, has accepted", ST), S("Her fee of J$45,000.00"), UI("complimentary 60-second television cut-down")],
   ["wrong_state", "unlisted_perk"], ["Rohan Bailey, has accepted", "complimentary 60-second television cut-down"], "Bailey is tentativelyAccepted; no record or policy lists a TV cut-down.")
rep(b, "Shanique Lindo is booked for your radio spot, recording on July 14 at 1:00 PM. Her fee is J$45,000.00, licensed for six months of usage.",
   [S("Shanique Lindo is booked"), S("July 14 at 1:00 PM"), S("fee is J$45,000.00"), C("licensed for six months of usage", VAL)],
   ["other_record_value"], ["six months"], ["one year|one-year|1 year|12 months", "J$45,000.00|45,000"], "Lindo usageTerm P1Y; P6M is Morrison's.")
