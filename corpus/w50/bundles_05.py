# ---- B9 subtitling studio: SDH captions for a series, paged collection
b = B("series-sdh-episodes", "subtitling studio",
      "How many episodes of 'Kingston Nights' have their SDH captions delivered, and what is left on the invoice?",
      [
        {"id": "episodes#page1", "kind": "record", "source": "tool:list_episode_deliveries",
         "fields": {"@odata.context": "https://api.captionhouse.jm/v1.0/$metadata#projects('SUB-3420')/episodes",
                    "value": [
                        {"episode": 1, "runtime": "PT44M", "format": "SDH_EN", "status": "DELIVERED"},
                        {"episode": 2, "runtime": "PT46M", "format": "SDH_EN", "status": "DELIVERED"},
                        {"episode": 3, "runtime": "PT43M", "format": "SDH_EN", "status": "DELIVERED"},
                        {"episode": 4, "runtime": "PT45M", "format": "SDH_EN", "status": "IN_QC"}],
                    "@odata.nextLink": "https://api.captionhouse.jm/v1.0/projects('SUB-3420')/episodes?$skip=4"}},
        {"id": "episodes#page2", "kind": "record", "source": "tool:list_episode_deliveries",
         "fields": {"@odata.context": "https://api.captionhouse.jm/v1.0/$metadata#projects('SUB-3420')/episodes",
                    "value": [
                        {"episode": 5, "runtime": "PT47M", "format": "SDH_EN", "status": "IN_PROGRESS"},
                        {"episode": 6, "runtime": "PT52M", "format": "SDH_EN", "status": "NOT_STARTED"}]}},
        {"id": "invoices#INV-CH-1174", "kind": "record", "source": "tool:get_invoice",
         "fields": {"@odata.type": "#billing.invoice", "invoiceNumber": "INV-CH-1174", "projectId": "SUB-3420", "currency": "JMD",
                    "totalAmount": "231000.00", "payments": [{"date": "2026-08-03", "amount": "90000.00"}, {"date": "2026-09-01", "amount": "45000.00"}],
                    "amountDue": "96000.00", "status": "PARTIALLY_PAID"}},
        {"id": "policy#sdh", "kind": "policy", "revision": "2026-02",
         "text": "SDH (subtitles for the deaf and hard of hearing) include speaker identification and descriptions of relevant sound effects and music. Series work is invoiced in full at commissioning and may be paid in instalments. Each episode is delivered as soon as it passes quality control."},
      ])
ok(b, "Good afternoon. Three of the six episodes of Kingston Nights have been delivered with SDH captions; episode 4 is in quality control, episode 5 is in progress and episode 6 has not yet been started. The amount remaining on invoice INV-CH-1174 is J$96,000.00.",
   [S("Three of the six episodes"), S("episode 4 is in quality control"), S("episode 5 is in progress"), S("episode 6 has not yet been started"), S("remaining on invoice INV-CH-1174 is J$96,000.00")],
   ["J$96,000.00", "Three"], "Both pages of value[]: eps 1-3 DELIVERED; amountDue 96000.00.")
ok(b, "Dear Producer,\n\nEpisodes 1 to 3 are delivered. You have paid J$135,000.00 across two instalments toward the J$231,000.00 total, and each further episode will be released as soon as it passes quality control.\n\nYours sincerely,\nCaption House Accounts",
   [S("Episodes 1 to 3 are delivered"), S("paid J$135,000.00 across two instalments"), S("J$231,000.00 total"), S("released as soon as it passes quality control")],
   ["J$135,000.00"], "90000 + 45000 = 135000; policy.")
ok(b, "Delivered: 3 episodes. Balance: ninety-six thousand Jamaican dollars. The captions include speaker identification and descriptions of sound effects and music.",
   [S("Delivered: 3 episodes"), S("Balance: ninety-six thousand Jamaican dollars"), S("include speaker identification")],
   ["3 episodes"], "amountDue 96000.00; policy SDH definition.")
bad(b, "Good afternoon. Three of the four episodes of Kingston Nights have been delivered with SDH captions, and only episode 4 remains, now in quality control. The amount remaining on invoice INV-CH-1174 is J$96,000.00.",
   [C("Three of the four episodes", VAL), C("only episode 4 remains", VAL), S("remaining on invoice INV-CH-1174 is J$96,000.00")],
   ["wrong_quantity", "wrong_quantity"], ["Three of the four episodes", "only episode 4 remains"], "The second page (episodes 5 and 6) shows the series has six episodes.")
bad(b, "Episodes 1 to 3 have been delivered. You have paid J$90,000.00 so far, leaving J$141,000.00 on invoice INV-CH-1174.",
   [S("Episodes 1 to 3 have been delivered"), C("paid J$90,000.00 so far", AMT), C("leaving J$141,000.00", AMT)],
   ["wrong_arithmetic", "wrong_arithmetic"], ["paid J$90,000.00 so far", "J$141,000.00"], "Second payment 45000 skipped: paid 135000, amountDue 96000.")
rep(b, "Episodes 1, 2 and 3 are delivered and episode 4 has been delivered as well. Your remaining balance is J$96,000.00.",
   [S("Episodes 1, 2 and 3 are delivered"), C("episode 4 has been delivered as well", ST), S("remaining balance is J$96,000.00")],
   ["wrong_state"], ["episode 4 has been delivered"], ["quality control|QC|in review|being checked", "J$96,000.00|96,000"], "Episode 4 status IN_QC.")

# ---- B10 voice-over casting: audiobook narration fee per finished hour
b = B("audiobook-narration-fee", "voice-over casting",
      "Can you confirm the narration fee for our audiobook and when the narrator finishes?",
      [
        {"id": "narrationContracts#NC-3307", "kind": "record", "source": "tool:get_narration_contract",
         "fields": {"@odata.type": "#casting.narrationContract", "id": "NC-3307", "title": "The Salt Road to Treasure Beach",
                    "narrator": {"name": "Everton Clarke", "talentId": "TAL-0512"},
                    "rate": {"basis": "PER_FINISHED_HOUR", "amount": "28000.00", "currency": "JMD"},
                    "finishedDuration": "PT7H45M", "estimatedDuration": "PT8H30M",
                    "status": "RECORDING",
                    "proofing": {"proofer": "Judith McKenzie", "included": True}}},
        {"id": "events#AAMkNAR-12", "kind": "record", "source": "tool:get_calendar_view",
         "fields": {"@odata.context": "https://graph.voxcast.jm/v1.0/$metadata#Collection(event)",
                    "value": [
                        {"id": "AAMkNAR-12a", "subject": "Narration session 5", "start": TZ("2026-10-12T10:00:00.0000000"), "end": TZ("2026-10-12T14:00:00.0000000"), "isCancelled": False},
                        {"id": "AAMkNAR-12b", "subject": "Narration session 6 (final)", "start": TZ("2026-10-15T10:00:00.0000000"), "end": TZ("2026-10-15T13:00:00.0000000"), "isCancelled": False},
                        {"id": "AAMkNAR-12c", "subject": "Narration session 6 (original)", "start": TZ("2026-10-14T10:00:00.0000000"), "end": TZ("2026-10-14T13:00:00.0000000"), "isCancelled": True}]}},
        {"id": "policy#narration", "kind": "policy", "revision": "v1.3",
         "text": "Narration is paid per finished hour, measured on the final edited audio. Proofing by a second listener is included where the contract says so. Corrections caused by narrator error are re-recorded free; script changes after recording are billed at the hourly studio rate. Half of the estimated fee is invoiced at the start of recording."},
      ], now="2026-10-09T15:00:00-05:00")
ok(b, "Good afternoon. Everton Clarke is narrating The Salt Road to Treasure Beach at J$28,000.00 per finished hour. With the finished audio at 7 hours 45 minutes, the narration fee comes to J$217,000.00. His final session is on Thursday, October 15 from 10:00 AM to 1:00 PM.",
   [S("Everton Clarke is narrating"), S("J$28,000.00 per finished hour"), S("finished audio at 7 hours 45 minutes"), S("narration fee comes to J$217,000.00"), S("Thursday, October 15 from 10:00 AM to 1:00 PM")],
   ["J$217,000.00", "October 15"], "28000 * 7.75 = 217000; final session AAMkNAR-12b on 10/15 (Thursday).")
ok(b, "Please be advised that the fee is measured on the final edited audio, at a rate of twenty-eight thousand Jamaican dollars per finished hour. Proofing by Judith McKenzie is included, and the recording concludes next Thursday.",
   [S("measured on the final edited audio"), S("twenty-eight thousand Jamaican dollars per finished hour"), S("Proofing by Judith McKenzie is included"), S("concludes next Thursday")],
   ["Judith McKenzie"], "now Fri 10/9; final session Thu 10/15.")
ok(b, "Recording is under way; session 5 is on Monday, October 12, 10 AM-2 PM. The final session, originally set for October 14, has moved to October 15.",
   [S("Recording is under way"), S("Monday, October 12, 10 AM-2 PM"), S("originally set for October 14, has moved to October 15")],
   ["October 12"], "status RECORDING; event 12a; 12c cancelled, 12b on 10/15.")
bad(b, "Good afternoon. Everton Clarke is narrating at J$28,000.00 per finished hour. With the finished audio at 8 hours 30 minutes, the narration fee comes to J$238,000.00. His final session is on Thursday, October 15 from 10:00 AM to 1:00 PM.",
   [S("Everton Clarke is narrating"), S("J$28,000.00 per finished hour"), C("finished audio at 8 hours 30 minutes", VAL), C("narration fee comes to J$238,000.00", AMT), S("Thursday, October 15 from 10:00 AM to 1:00 PM")],
   ["stale_value", "wrong_amount"], ["8 hours 30 minutes", "J$238,000.00"], "8h30 is estimatedDuration; finishedDuration PT7H45M gives 217000.")
bad(b, "Everton Clarke's final session is on Wednesday, October 14 at 10:00 AM. Any script changes you make after recording will be re-recorded free of charge.",
   [C("final session is on Wednesday, October 14", DT + ST), C("script changes you make after recording will be re-recorded free of charge", POL)],
   ["stale_value", "wrong_policy_condition"], ["Wednesday, October 14", "script changes you make after recording will be re-recorded free"], "10/14 event isCancelled; final session 10/15. Free re-records cover narrator error only; script changes are billed.")
rep(b, "Everton Clarke narrates at J$28,000.00 per finished hour; the finished audio runs 7 hours 45 minutes, so the fee is J$210,000.00. The final session is on October 15.",
   [S("J$28,000.00 per finished hour"), S("finished audio runs 7 hours 45 minutes"), C("fee is J$210,000.00", AMT), S("final session is on October 15")],
   ["unit_conversion"], ["J$210,000.00"], ["J$217,000.00|217,000|217000", "October 15|10/15"], "7h45 read as 7.5 h; 7.75 * 28000 = 217000.")
