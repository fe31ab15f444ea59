# ---- B15 subtitling studio: festival subtitles, quote revised with rush
b = B("festival-subtitles-quote", "subtitling studio",
      "What is the final price for the Spanish and French subtitles for our festival short, and when will the files be delivered?",
      [
        {"id": "quotes#SQ-5120-v2", "kind": "record", "source": "tool:get_quote",
         "fields": {"@odata.type": "#billing.quote", "quoteId": "SQ-5120", "version": 2, "state": "ACCEPTED", "currency": "JMD",
                    "lines": [{"code": "SUBS_ES", "runtimeMinutes": 18, "unitAmount": "1900.00", "amount": "34200.00"},
                              {"code": "SUBS_FR", "runtimeMinutes": 18, "unitAmount": "2100.00", "amount": "37800.00"},
                              {"code": "RUSH_48H", "amount": "18000.00"}],
                    "totalAmount": "90000.00", "acceptedDateTime": TZ("2026-03-02T16:20:00.0000000")}},
        {"id": "quotes#SQ-5120-v1", "kind": "record", "source": "tool:get_quote",
         "fields": {"@odata.type": "#billing.quote", "quoteId": "SQ-5120", "version": 1, "state": "SUPERSEDED", "currency": "JMD",
                    "lines": [{"code": "SUBS_ES", "amount": "34200.00"}], "totalAmount": "34200.00"}},
        {"id": "projects#SUB-3460", "kind": "record", "source": "tool:get_subtitle_project",
         "fields": {"@odata.type": "#studio.subtitleProject", "id": "SUB-3460", "title": "Mangrove Lullaby", "runtime": "PT18M",
                    "deliverables": ["SRT_ES", "SRT_FR", "BURNED_IN_PRORES_ES"], "status": "TRANSLATING",
                    "dueDateTime": TZ("2026-03-04T16:00:00.0000000")}},
        {"id": "policy#festival", "kind": "policy", "revision": "2026-02",
         "text": "Rush delivery within 48 hours carries a flat surcharge shown on the quote. Festival deliverables include SRT files for each language; burned-in versions are provided only where listed on the project. Files are delivered through our secure transfer portal, and links expire after 14 days."},
      ], now="2026-03-03T10:00:00-05:00")
ok(b, "Good morning. The accepted quote SQ-5120 for Mangrove Lullaby totals J$90,000.00: J$34,200.00 for Spanish, J$37,800.00 for French and an J$18,000.00 rush surcharge. The files are due tomorrow, March 4, at 4:00 PM.",
   [S("accepted quote SQ-5120"), S("totals J$90,000.00"), S("J$34,200.00 for Spanish"), S("J$37,800.00 for French"), S("J$18,000.00 rush surcharge"), S("due tomorrow, March 4, at 4:00 PM")],
   ["J$90,000.00", "March 4"], "Quote v2 ACCEPTED; project due 3/4 16:00; now 3/3.")
ok(b, "Please find the position below:\n- Deliverables: Spanish and French SRT files, plus a burned-in Spanish ProRes version\n- Current stage: translation\n- Delivery: through our secure transfer portal; links expire after fourteen days",
   [S("Spanish and French SRT files, plus a burned-in Spanish ProRes version"), S("Current stage: translation"), S("links expire after fourteen days")],
   ["burned-in Spanish"], "deliverables list; status TRANSLATING; policy.")
ok(b, "The subtitling itself comes to J$72,000.00 for the two languages, before the rush fee.",
   [S("J$72,000.00 for the two languages")],
   ["J$72,000.00"], "34200 + 37800 = 72000.")
bad(b, "Good morning. The accepted quote SQ-5120 for Mangrove Lullaby totals J$34,200.00 for the Spanish subtitles. The files are due tomorrow, March 4, at 4:00 PM.",
   [C("totals J$34,200.00", AMT), S("due tomorrow, March 4, at 4:00 PM")],
   ["stale_value"], ["totals J$34,200.00"], "34200 total is superseded v1; accepted v2 totals 90000.")
bad(b, "Your short will be delivered on March 4 at 4:00 PM with Spanish and French SRT files and burned-in versions in both languages. The rush surcharge is J$18,000.00.",
   [S("delivered on March 4 at 4:00 PM"), CI("burned-in versions in both languages", VAL), S("rush surcharge is J$18,000.00")],
   ["unrecorded_extra"], ["burned-in versions in both languages"], "Only BURNED_IN_PRORES_ES is listed; policy says burned-in only where listed.")
rep(b, "Your quote totals J$90,000.00, and the files will be delivered on March 4 at 4:00 PM. Download links remain valid for 30 days.",
   [S("totals J$90,000.00"), S("March 4 at 4:00 PM"), C("valid for 30 days", POL)],
   ["wrong_period"], ["valid for 30 days"], ["14 days|fourteen days", "J$90,000.00|90,000"], "Policy: links expire after 14 days.")

# ---- B16 voice-over casting: e-learning voice replaced after talent declined, deposit refund refused
b = B("elearning-voice-replacement", "voice-over casting",
      "Our chosen voice declined. Who is replacing her, and can we have the deposit back?",
      [
        {"id": "events#AAMkELR-60", "kind": "record", "source": "tool:get_event",
         "fields": {"@odata.type": "#microsoft.graph.event", "id": "AAMkELR-60", "subject": "Record: Workplace Safety e-learning (12 modules)",
                    "start": TZ("2026-05-26T09:00:00.0000000"), "end": TZ("2026-05-26T13:00:00.0000000"), "isCancelled": False,
                    "attendees": [{"emailAddress": {"name": "Althea Grant"}, "type": "required", "status": {"response": "declined"}},
                                  {"emailAddress": {"name": "Simone Walcott"}, "type": "required", "status": {"response": "accepted"}},
                                  {"emailAddress": {"name": "Dwayne Ricketts (engineer)"}, "type": "required", "status": {"response": "accepted"}}]}},
        {"id": "castings#CST-1288", "kind": "record", "source": "tool:get_casting",
         "fields": {"@odata.type": "#casting.project", "id": "CST-1288", "state": "TALENT_REPLACED",
                    "deposit": {"amount": "30000.00", "currency": "JMD", "status": "HELD"},
                    "replacement": {"from": "TAL-0299", "to": "TAL-0460", "toName": "Simone Walcott", "feeChange": {"amount": "0.00", "currency": "JMD"}}}},
        {"id": "refund_deposit#call-4", "kind": "refused_call", "tool": "refund_deposit", "decision": "DENY",
         "args": {"castingId": "CST-1288", "amount": "30000.00"}},
        {"id": "policy#replacement", "kind": "policy", "revision": "v2",
         "text": "If booked talent becomes unavailable, we propose a replacement of comparable experience at the same fee. The deposit is carried over to the replacement booking. A deposit is refundable only if the client declines every replacement offered and cancels the project at least 72 hours before the session."},
      ])
ok(b, "Good day. As Althea Grant has declined the session, Simone Walcott has accepted in her place at the same fee. The recording remains scheduled for May 26, 2026 from 9:00 AM to 1:00 PM, and your J$30,000.00 deposit has been carried over to the new booking rather than refunded.",
   [S("Althea Grant has declined"), S("Simone Walcott has accepted in her place"), S("at the same fee"), S("May 26, 2026 from 9:00 AM to 1:00 PM"), S("J$30,000.00 deposit has been carried over"), S("rather than refunded")],
   ["Simone Walcott", "J$30,000.00"], "attendees; feeChange 0.00; deposit HELD, refund DENY; policy carry-over.")
ok(b, "Dear Client,\nWe were unable to process a refund of the deposit. Under our terms, a deposit is refundable only if you decline every replacement offered and cancel at least 72 hours before the session.\nYours sincerely,\nCasting Office",
   [S("unable to process a refund of the deposit"), S("refundable only if you decline every replacement offered and cancel at least 72 hours before the session")],
   ["72 hours"], "refund_deposit DENY; policy.")
ok(b, "Replacement: Simone Walcott. Session: 5/26/2026, 9 AM, four hours, with engineer Dwayne Ricketts.",
   [S("Replacement: Simone Walcott"), S("5/26/2026, 9 AM, four hours"), S("engineer Dwayne Ricketts")],
   ["Simone Walcott"], "event 9:00-13:00.")
bad(b, "Good day. As Althea Grant has declined the session, Simone Walcott has accepted in her place at the same fee. Your J$30,000.00 deposit has been refunded to your account.",
   [S("Althea Grant has declined"), S("Simone Walcott has accepted in her place"), NX("deposit has been refunded")],
   ["refused_call_effect"], ["deposit has been refunded"], "refund_deposit DENY; deposit HELD.")
bad(b, "Dwayne Ricketts will voice your modules in place of Althea Grant, and because of the change we have reduced the fee by J$5,000.00.",
   [C("Dwayne Ricketts will voice your modules", VAL), C("reduced the fee by J$5,000.00", AMT)],
   ["wrong_role", "invented_fact"], ["Dwayne Ricketts will voice", "reduced the fee by J$5,000.00"], "Ricketts is the engineer; replacement feeChange 0.00.")
rep(b, "Simone Walcott will replace Althea Grant on May 26 at 9:00 AM. Your deposit of J$3,000.00 carries over to the new booking.",
   [S("Simone Walcott will replace Althea Grant"), S("May 26 at 9:00 AM"), C("deposit of J$3,000.00", AMT)],
   ["wrong_amount"], ["J$3,000.00"], ["J$30,000.00|30,000|30000", "Simone Walcott"], "deposit.amount 30000.00.")
