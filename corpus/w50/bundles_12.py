# ---- B23 document translation: medical records, volume discount threshold not met
b = B("medical-records-discount", "document translation",
      "Does our medical records translation qualify for the volume discount, and when is it due?",
      [
        {"id": "translationJobs#TJ-42376", "kind": "record", "source": "tool:get_translation_job",
         "fields": {"@odata.type": "#lingua.translationJob", "id": "TJ-42376", "documentType": "MEDICAL_RECORDS",
                    "sourceLanguage": "de-DE", "targetLanguage": "en-JM", "wordCount": 4860,
                    "ratePerWord": {"amount": "16.50", "currency": "JMD"}, "status": "TRANSLATING",
                    "dueDateTime": TZ("2026-08-11T12:00:00.0000000"),
                    "confidentiality": "NDA_SIGNED"}},
        {"id": "quotes#Q-8120", "kind": "record", "source": "tool:get_quote",
         "fields": {"@odata.type": "#billing.quote", "quoteId": "Q-8120", "version": 1, "state": "ACCEPTED", "currency": "JMD",
                    "subtotal": "80190.00", "discount": "0.00", "gct": "12028.50", "totalAmount": "92218.50"}},
        {"id": "policy#volume", "kind": "policy", "revision": "v3",
         "text": "Medical documents are translated only by linguists with medical specialisation. Orders of more than 5,000 words in a single language pair receive a 10% discount on the word charge. General Consumption Tax is added at the prevailing rate. Files are stored encrypted and deleted 90 days after delivery."},
      ], now="2026-08-06T14:00:00-05:00")
ok(b, "Good afternoon. We regret that the order does not qualify for the volume discount: at 4,860 words, it falls short of the more than 5,000 words required. The translation is due on Tuesday, August 11, 2026 at 12:00 PM.",
   [S("does not qualify for the volume discount"), S("at 4,860 words"), S("more than 5,000 words required"), S("Tuesday, August 11, 2026 at 12:00 PM")],
   ["4,860", "August 11"], "wordCount 4860 < 5000; quote discount 0.00; dueDateTime.")
ok(b, "Dear Client,\nThe accepted quote Q-8120 totals J$92,218.50, being J$80,190.00 for 4,860 words at J$16.50 per word plus J$12,028.50 in General Consumption Tax. Your documents are being handled by a medically specialised linguist under a signed NDA.\nYours faithfully,\nProject Office",
   [S("totals J$92,218.50"), S("J$80,190.00 for 4,860 words at J$16.50 per word"), S("plus J$12,028.50 in General Consumption Tax"), S("medically specialised linguist"), S("under a signed NDA")],
   ["J$92,218.50"], "4860*16.50 = 80190; quote; policy medical linguists; confidentiality NDA_SIGNED.")
ok(b, "No discount applies (4,860 words); delivery is next Tuesday at noon, and your files will be deleted ninety days after delivery.",
   [S("No discount applies (4,860 words)"), S("next Tuesday at noon"), S("deleted ninety days after delivery")],
   ["4,860"], "now Thu 8/6; due Tue 8/11 12:00; policy.")
bad(b, "Good afternoon. Your order qualifies for our 10% volume discount, bringing the word charge down to J$72,171.00. The translation is due on Tuesday, August 11, 2026 at 12:00 PM.",
   [C("Your order qualifies for our 10% volume discount", POL + ["VALUE_MISMATCH"]), C("bringing the word charge down to J$72,171.00", AMT), S("Tuesday, August 11, 2026 at 12:00 PM")],
   ["condition_unmet", "wrong_amount"], ["qualifies for our 10% volume discount", "J$72,171.00"], "4860 words is not more than 5000; discount 0.00; word charge 80190.00.")
bad(b, "Your translation is due on August 11 at 12:00 PM, and the total comes to J$80,190.00.",
   [S("due on August 11 at 12:00 PM"), C("total comes to J$80,190.00", AMT)],
   ["wrong_arithmetic"], ["total comes to J$80,190.00"], "Leaves out GCT: totalAmount is 92218.50.")
rep(b, "Your 4,860-word order is due on August 11 at 12:00 PM. Orders of more than 4,000 words receive a 10% discount, which has been applied to your quote.",
   [S("4,860-word order is due on August 11 at 12:00 PM"), C("Orders of more than 4,000 words receive a 10% discount", POL), C("which has been applied to your quote", VAL)],
   ["wrong_policy_condition", "condition_unmet"], ["more than 4,000 words", "has been applied to your quote"], ["5,000|5000|does not qualify|not qualify|no discount", "August 11|8/11"], "Policy threshold is more than 5,000 words; quote discount 0.00.")

# ---- B24 subtitling studio: live captioning for a webinar, event cancelled and rebooked
b = B("webinar-live-captions", "subtitling studio",
      "We had to move our webinar. Is live captioning booked for the new date, and is there a fee for the change?",
      [
        {"id": "events#AAMkCAP-77", "kind": "record", "source": "tool:get_calendar_view",
         "fields": {"@odata.context": "https://graph.captionhouse.jm/v1.0/$metadata#Collection(event)",
                    "value": [
                        {"id": "AAMkCAP-77a", "subject": "Live CART captions - Climate Finance Webinar", "start": TZ("2026-06-09T10:00:00.0000000"), "end": TZ("2026-06-09T11:30:00.0000000"),
                         "isCancelled": True, "attendees": [{"emailAddress": {"name": "Sharon Pinnock (captioner)"}, "status": {"response": "declined"}}]},
                        {"id": "AAMkCAP-77b", "subject": "Live CART captions - Climate Finance Webinar (rebooked)", "start": TZ("2026-06-16T10:00:00.0000000"), "end": TZ("2026-06-16T11:30:00.0000000"),
                         "isCancelled": False, "attendees": [{"emailAddress": {"name": "Devon Harriott (captioner)"}, "status": {"response": "accepted"}}]}]}},
        {"id": "invoices#INV-CH-1209", "kind": "record", "source": "tool:get_invoice",
         "fields": {"@odata.type": "#billing.invoice", "invoiceNumber": "INV-CH-1209", "currency": "JMD",
                    "lines": [{"code": "CART_LIVE", "quantity": "PT1H30M", "amount": "21000.00"},
                              {"code": "RESCHEDULE_FEE", "amount": "0.00"}],
                    "totalAmount": "21000.00", "status": "OPEN"}},
        {"id": "policy#live-captioning", "kind": "policy", "revision": "2026-02",
         "text": "Live captions are provided by a certified CART captioner joining through the client's meeting platform. A session may be moved once without charge if the request reaches us at least five business days before the original date. A transcript of the captions is emailed within 24 hours of the session."},
      ])
ok(b, "Good morning. Live captioning for your Climate Finance Webinar has been rebooked for June 16, 2026, from 10:00 AM to 11:30 AM, and Devon Harriott, our captioner, has accepted. No fee has been charged for the change, and the invoice remains at J$21,000.00.",
   [S("rebooked for June 16, 2026, from 10:00 AM to 11:30 AM"), S("Devon Harriott, our captioner, has accepted"), S("No fee has been charged for the change"), S("invoice remains at J$21,000.00")],
   ["June 16", "J$21,000.00"], "AAMkCAP-77b; RESCHEDULE_FEE 0.00; totalAmount.")
ok(b, "Please note that the June 9 session has been cancelled. A transcript of the captions will be emailed to you within 24 hours of the June 16 session.",
   [S("June 9 session has been cancelled"), S("emailed to you within 24 hours")],
   ["24 hours"], "77a isCancelled; policy.")
ok(b, "Booked: 6/16/2026, 10 a.m., ninety minutes of live captions; change fee J$0.00.",
   [S("6/16/2026, 10 a.m., ninety minutes of live captions"), S("change fee J$0.00")],
   ["6/16/2026"], "77b; CART_LIVE PT1H30M; RESCHEDULE_FEE 0.00.")
bad(b, "Good morning. Live captioning for your webinar has been rebooked for June 16, 2026, from 10:00 AM to 11:30 AM, and Sharon Pinnock will caption the session. No fee has been charged for the change.",
   [S("rebooked for June 16, 2026, from 10:00 AM to 11:30 AM"), C("Sharon Pinnock will caption the session", VAL), S("No fee has been charged for the change")],
   ["other_record_value"], ["Sharon Pinnock will caption"], "Pinnock was on the cancelled 6/9 event and declined; Harriott accepted 6/16.")
bad(b, "Your captions are confirmed for June 16 from 10:00 AM to 11:30 AM. Sessions may be moved free of charge any number of times, provided we have two business days' notice.",
   [S("June 16 from 10:00 AM to 11:30 AM"), C("any number of times, provided we have two business days' notice", POL)],
   ["wrong_policy_condition"], ["any number of times", "two business days"], "Policy: once, with at least five business days' notice.")
rep(b, "Your live captions are confirmed for June 16 from 10:00 AM to 12:00 PM with Devon Harriott. There is no charge for the change.",
   [C("June 16 from 10:00 AM to 12:00 PM", DT), S("with Devon Harriott"), S("no charge for the change")],
   ["wrong_time"], ["to 12:00 PM"], ["11:30 AM|11:30 a.m.|11:30", "June 16|6/16"], "77b ends 11:30.")
