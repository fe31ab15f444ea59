# ---- B7 document translation: contract translation with withdrawn annex and credit note
b = B("contract-annex-credit", "document translation",
      "We withdrew Annex B from the French contract translation. What is the credit and when will we get it?",
      [
        {"id": "translationJobs#TJ-41290", "kind": "record", "source": "tool:get_translation_job",
         "fields": {"@odata.type": "#lingua.translationJob", "id": "TJ-41290", "customerRef": "CUST-20577",
                    "sourceLanguage": "fr-FR", "targetLanguage": "en-JM", "ratePerWord": {"amount": "14.00", "currency": "JMD"},
                    "documents": {"value": [
                        {"name": "Master Supply Agreement", "wordCount": 8420, "status": "DELIVERED"},
                        {"name": "Annex A - Price Schedule", "wordCount": 1150, "status": "DELIVERED"},
                        {"name": "Annex B - Warranty Terms", "wordCount": 1300, "status": "WITHDRAWN"}]},
                    "status": "COMPLETED"}},
        {"id": "creditNotes#CN-0982", "kind": "record", "source": "tool:get_credit_note",
         "fields": {"@odata.type": "#billing.creditNote", "creditNoteNumber": "CN-0982", "againstInvoice": "INV-2026-0488",
                    "amount": "18200.00", "currency": "JMD", "status": "ISSUED", "issuedDate": "2026-06-02",
                    "refundMethod": "ORIGINAL_PAYMENT_METHOD"}},
        {"id": "invoices#INV-2026-0488", "kind": "record", "source": "tool:get_invoice",
         "fields": {"@odata.type": "#billing.invoice", "invoiceNumber": "INV-2026-0488", "currency": "JMD",
                    "totalAmount": "152180.00", "status": "PAID"}},
        {"id": "policy#refunds", "kind": "policy", "revision": "v3",
         "text": "Work withdrawn before translation starts is credited in full at the quoted word rate. Work withdrawn after translation has started is credited at half the word rate. Credits on paid invoices are refunded to the original payment method within ten business days of the credit note's issue."},
      ])
ok(b, "Thank you for your message. Annex B (1,300 words) has been withdrawn, and credit note CN-0982 for J$18,200.00 was issued on June 2, 2026 against invoice INV-2026-0488. The credit will be refunded to your original payment method within ten business days of that date.",
   [N("Thank you for your message."), S("Annex B (1,300 words) has been withdrawn"), S("credit note CN-0982 for J$18,200.00"), S("issued on June 2, 2026"), S("against invoice INV-2026-0488"), S("refunded to your original payment method within ten business days")],
   ["J$18,200.00", "CN-0982"], "Annex B WITHDRAWN 1300 words; CN-0982 18200.00 ISSUED 2026-06-02; policy 10 business days.")
ok(b, "Dear Sir or Madam, we confirm that the Master Supply Agreement and Annex A have both been delivered. The 1,300 words of Annex B were credited in full at J$14.00 per word, that is, J$18,200.00.\nWith kind regards,\nAccounts Desk",
   [S("Master Supply Agreement and Annex A have both been delivered"), S("credited in full at J$14.00 per word"), S("that is, J$18,200.00")],
   ["J$18,200.00"], "Document statuses; 1300*14 = 18200 equals the credit note, so full rate.")
ok(b, "A credit of eighteen thousand two hundred Jamaican dollars has been issued and will reach your original payment method within ten business days.",
   [S("eighteen thousand two hundred Jamaican dollars has been issued"), S("within ten business days")],
   ["ten business days"], "CN-0982 ISSUED 18200.00; policy.")
bad(b, "Thank you for your message. Annex B (1,300 words) has been withdrawn, and credit note CN-0982 for J$18,200.00 was issued on June 2, 2026. The credit will be refunded to your original payment method within five business days.",
   [S("Annex B (1,300 words) has been withdrawn"), S("credit note CN-0982 for J$18,200.00"), S("issued on June 2, 2026"), C("within five business days", POL)],
   ["wrong_period"], ["within five business days"], "Policy: ten business days.")
bad(b, "Annex B has been withdrawn and credit note INV-2026-0488 has been issued for J$18,200.00. Your refund has already been paid back to your card.",
   [S("Annex B has been withdrawn"), C("credit note INV-2026-0488", IDM), S("issued for J$18,200.00"), IR("refund has already been paid back to your card")],
   ["wrong_role", "invented_fact"], ["credit note INV-2026-0488", "already been paid back"], "INV-2026-0488 is the invoice; credit note is CN-0982. Nothing records the refund as paid out (status ISSUED only).")
rep(b, "Annex B, which ran to 1,300 words, was withdrawn. At J$14.00 per word the credit is J$18,200.00, against an original invoice total of J$125,180.00.",
   [S("which ran to 1,300 words, was withdrawn"), S("At J$14.00 per word the credit is J$18,200.00"), C("original invoice total of J$125,180.00", AMT)],
   ["wrong_amount"], ["J$125,180.00"], ["J$152,180.00|152,180|152180", "J$18,200.00|18,200"], "invoice totalAmount 152180.00.")

# ---- B8 sign-language interpreting: on-site team for AGM, event stored in UTC
b = B("agm-interpreting-team", "sign-language interpreting",
      "What time do the interpreters arrive for our AGM on June 3, and how many are assigned?",
      [
        {"id": "events#AAMkAGM-901", "kind": "record", "source": "tool:get_event",
         "fields": {"@odata.context": "https://graph.signbridge.jm/v1.0/$metadata#users('bookings')/events/$entity",
                    "@odata.type": "#microsoft.graph.event", "id": "AAMkAGM-901",
                    "subject": "JSL team - Portland Farmers Co-operative AGM",
                    "start": {"dateTime": "2026-06-03T14:00:00.0000000", "timeZone": "UTC"},
                    "end": {"dateTime": "2026-06-03T18:00:00.0000000", "timeZone": "UTC"},
                    "originalStartTimeZone": "SA Pacific Standard Time",
                    "isCancelled": False, "location": {"displayName": "Port Antonio Town Hall"},
                    "attendees": [
                        {"emailAddress": {"name": "Nadine Forbes"}, "type": "required", "status": {"response": "accepted"}},
                        {"emailAddress": {"name": "Clive Ashman"}, "type": "required", "status": {"response": "accepted"}},
                        {"emailAddress": {"name": "Tricia Gayle"}, "type": "optional", "status": {"response": "tentativelyAccepted"}}],
                    "extensions": [{"bookingRef": "SB-90210", "interpretersRequired": 2, "prepMaterialsReceived": False}]}},
        {"id": "policy#team-interpreting", "kind": "policy", "revision": "v4",
         "text": "Assignments longer than two hours are staffed by a team of two interpreters who rotate every 20 minutes. Interpreters arrive 30 minutes before the start time to check sightlines and lighting. Agendas, speaker names and slides should be sent at least three business days ahead. Travel outside the Corporate Area is billed at the mileage rate."},
      ])
ok(b, "Good day. Two interpreters, Nadine Forbes and Clive Ashman, have accepted your AGM booking (SB-90210) on June 3 at Port Antonio Town Hall. The meeting runs from 9:00 AM to 1:00 PM Jamaica time, and the team will arrive at 8:30 AM to check sightlines and lighting.",
   [S("Two interpreters, Nadine Forbes and Clive Ashman, have accepted"), S("June 3 at Port Antonio Town Hall"), S("from 9:00 AM to 1:00 PM Jamaica time"), S("arrive at 8:30 AM")],
   ["9:00 AM", "8:30 AM"], "UTC 14:00-18:00 is 09:00-13:00 Jamaica (UTC-5); policy arrive 30 min before.")
ok(b, "Kindly note: as the AGM lasts four hours, it is staffed by a team of two interpreters, who will rotate every twenty minutes. We have not yet received your agenda or slides; these should reach us at least three business days ahead.",
   [S("AGM lasts four hours"), S("team of two interpreters"), S("rotate every twenty minutes"), S("not yet received your agenda or slides"), S("at least three business days ahead")],
   ["two interpreters"], "14:00-18:00 is 4 h; interpretersRequired 2; prepMaterialsReceived false; policy.")
ok(b, "Arrival: 8:30 a.m., 6/3/2026. Interpreters: 2 (Forbes, Ashman).",
   [S("Arrival: 8:30 a.m., 6/3/2026"), S("Interpreters: 2 (Forbes, Ashman)")],
   ["8:30"], "start 14:00 UTC = 9:00 Jamaica, minus 30 min.")
bad(b, "Good day. Two interpreters, Nadine Forbes and Clive Ashman, have accepted your AGM booking (SB-90210) on June 3. The meeting runs from 2:00 PM to 6:00 PM, and the team will arrive at 1:30 PM to check sightlines and lighting.",
   [S("Two interpreters, Nadine Forbes and Clive Ashman, have accepted"), C("from 2:00 PM to 6:00 PM", DT), C("arrive at 1:30 PM", DT)],
   ["unit_conversion", "unit_conversion"], ["from 2:00 PM to 6:00 PM", "arrive at 1:30 PM"], "Times are stored in UTC; Jamaica is UTC-5, so 9:00 AM-1:00 PM, arrival 8:30 AM.")
bad(b, "Three interpreters are confirmed for your AGM: Nadine Forbes, Clive Ashman and Tricia Gayle. They will arrive at 8:30 AM, and travel to Port Antonio is included at no extra charge.",
   [C("Three interpreters are confirmed", VAL), S("arrive at 8:30 AM"), C("travel to Port Antonio is included at no extra charge", POL)],
   ["wrong_state", "wrong_policy_condition"], ["Three interpreters are confirmed", "at no extra charge"], "Tricia Gayle only tentative and 2 required; policy bills travel outside the Corporate Area at mileage rate.")
rep(b, "Nadine Forbes and Clive Ashman will interpret at your AGM on June 3, which runs 9:00 AM to 1:00 PM. They will arrive at 8:45 AM.",
   [S("Nadine Forbes and Clive Ashman will interpret"), S("runs 9:00 AM to 1:00 PM"), C("arrive at 8:45 AM", DT + POL)],
   ["wrong_time"], ["8:45 AM"], ["8:30 AM|8:30 a.m.|8:30", "9:00 AM|9 AM"], "Policy: 30 minutes before a 9:00 AM start is 8:30 AM.")
