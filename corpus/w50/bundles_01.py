# ---- B1 document translation: certified birth certificate translation
b = B("birth-cert-translation", "document translation",
      "Can you confirm when my certified Spanish translation of the birth certificate will be ready and what I still owe?",
      [
        {"id": "translationJobs#TJ-40817", "kind": "record", "source": "tool:get_translation_job",
         "fields": {"@odata.context": "https://api.lingualink.jm/v1.0/$metadata#translationJobs/$entity",
                    "@odata.type": "#lingua.translationJob", "id": "TJ-40817", "customerRef": "CUST-11902",
                    "sourceLanguage": "es-ES", "targetLanguage": "en-JM", "documentType": "BIRTH_CERTIFICATE",
                    "certification": "CERTIFIED_SWORN", "pageCount": 3, "status": "IN_REVIEW",
                    "dueDateTime": TZ("2026-03-18T17:00:00.0000000"),
                    "assignedLinguist": {"displayName": "Marisol Ebanks", "role": "TRANSLATOR"},
                    "reviewer": {"displayName": "Desmond Pryce", "role": "PROOFREADER"}}},
        {"id": "invoices#INV-2026-0311", "kind": "record", "source": "tool:get_invoice",
         "fields": {"@odata.type": "#billing.invoice", "invoiceNumber": "INV-2026-0311", "jobId": "TJ-40817",
                    "status": "PARTIALLY_PAID", "currency": "JMD",
                    "lines": [{"description": "Certified translation, 3 pages", "amount": "12600.00"},
                              {"description": "Notarial seal", "amount": "2400.00"}],
                    "totalAmount": "15000.00", "amountPaid": "6000.00", "amountDue": "9000.00"}},
        {"id": "quotes#Q-7702-v1", "kind": "record", "source": "tool:get_quote",
         "fields": {"@odata.type": "#billing.quote", "quoteId": "Q-7702", "version": 1, "state": "SUPERSEDED",
                    "totalAmount": "13800.00", "currency": "JMD", "validUntil": "2026-03-05"}},
        {"id": "policy#certified-turnaround", "kind": "policy", "revision": "2026-01",
         "text": "Certified translations are issued on letterhead with the translator's sworn statement. Each certified document passes a second-linguist proofread before release. Standard turnaround for certified work is five business days from receipt of payment of the deposit. The balance must be settled before the certified copy is released for collection or courier."},
      ], now="2026-03-16T10:15:00-05:00")
ok(b, "Good morning; your certified translation (job TJ-40817) is presently in review and is scheduled for completion on March 18, 2026 at 5:00 PM. The outstanding balance on invoice INV-2026-0311 is J$9,000.00. Kindly note that the balance must be settled before the certified copy can be released.",
   [S("presently in review"), S("March 18, 2026 at 5:00 PM"), S("outstanding balance on invoice INV-2026-0311 is J$9,000.00"), S("balance must be settled before the certified copy can be released")],
   ["J$9,000.00|9,000", "March 18"], "job.status IN_REVIEW, dueDateTime 3/18 17:00 Jamaica; invoice amountDue 9000.00; policy last sentence.")
ok(b, "Dear Customer,\n\n- Job reference: TJ-40817 (Spanish to English, three pages)\n- Current stage: second-linguist proofread by Desmond Pryce\n- Due: Wednesday, 3/18/2026, 5 PM Jamaica time\n- Paid to date: J$6,000.00 of J$15,000.00\n\nRespectfully,\nClient Services",
   [S("Job reference: TJ-40817"), S("Spanish to English"), S("three pages"), S("proofread by Desmond Pryce"), S("Wednesday, 3/18/2026, 5 PM"), S("Paid to date: J$6,000.00 of J$15,000.00")],
   ["3/18/2026", "J$6,000.00"], "reviewer.role PROOFREADER is Desmond Pryce; pageCount 3; 2026-03-18 is a Wednesday; amountPaid 6000 of total 15000.")
ok(b, "Your translation will be ready the day after tomorrow at 5:00 PM; nine thousand Jamaican dollars remains payable.",
   [S("the day after tomorrow at 5:00 PM"), S("nine thousand Jamaican dollars remains payable")],
   ["5:00 PM"], "now is 3/16, due 3/18 17:00; amountDue 9000.00 JMD.")
bad(b, "Good morning; your certified translation (job TJ-40817) is presently in review and is scheduled for completion on March 18, 2026 at 5:00 PM. The outstanding balance on invoice INV-2026-0311 is J$7,800.00. Kindly note that the balance must be settled before the certified copy can be released.",
   [S("presently in review"), S("March 18, 2026 at 5:00 PM"), C("outstanding balance on invoice INV-2026-0311 is J$7,800.00", AMT), S("balance must be settled before the certified copy can be released")],
   ["stale_value"], ["J$7,800.00"], "Balance computed from superseded quote Q-7702 v1 (13800 - 6000); invoice amountDue is 9000.00.")
bad(b, "Thank you for your enquiry. Your document has been translated by Desmond Pryce and is now in review. It will be ready on March 18 at 5:00 PM, and we can courier the certified copy before the balance is paid.",
   [N("Thank you for your enquiry."), C("translated by Desmond Pryce", VAL), S("now in review"), S("ready on March 18 at 5:00 PM"), C("courier the certified copy before the balance is paid", POL)],
   ["wrong_role", "wrong_policy_condition"], ["translated by Desmond Pryce", "before the balance is paid"], "Desmond Pryce is the PROOFREADER; the translator is Marisol Ebanks. Policy: balance must be settled before release for collection or courier.")
rep(b, "Good morning. Job TJ-40817 is in review and due on March 18 at 5:00 PM. Of the J$15,000.00 invoiced, J$6,000.00 has been paid, leaving J$10,000.00 outstanding.",
   [S("in review"), S("due on March 18 at 5:00 PM"), S("J$15,000.00 invoiced"), S("J$6,000.00 has been paid"), C("leaving J$10,000.00 outstanding", AMT)],
   ["wrong_arithmetic"], ["J$10,000.00"], ["J$9,000.00|9,000|9000", "5:00 PM|5 PM"], "15000 - 6000 = 9000, amountDue 9000.00.")

# ---- B2 sign-language interpreting: ASL/JSL interpreter booking for a medical appointment
b = B("jsl-medical-booking", "sign-language interpreting",
      "I booked a JSL interpreter for my clinic appointment. Is it confirmed, and who is coming?",
      [
        {"id": "events#AAMkAG-5521", "kind": "record", "source": "tool:get_event",
         "fields": {"@odata.context": "https://graph.signbridge.jm/v1.0/$metadata#users('bookings')/events/$entity",
                    "@odata.etag": "W/\"DwAAABYAAAB\"", "id": "AAMkAG-5521", "subject": "JSL interpreting - University Hospital outpatient clinic",
                    "start": TZ("2026-04-09T09:30:00.0000000"), "end": TZ("2026-04-09T11:00:00.0000000"),
                    "isCancelled": False, "location": {"displayName": "University Hospital, Mona - Outpatient Block B"},
                    "attendees": [
                        {"emailAddress": {"name": "Keisha Brammer", "address": "k.brammer@signbridge.jm"}, "type": "required", "status": {"response": "accepted"}},
                        {"emailAddress": {"name": "Orville Tulloch", "address": "o.tulloch@signbridge.jm"}, "type": "optional", "status": {"response": "declined"}},
                        {"emailAddress": {"name": "Client - Andre Whyte", "address": "a.whyte@example.jm"}, "type": "required", "status": {"response": "none"}}],
                    "responseStatus": {"response": "organizer"},
                    "extensions": [{"bookingRef": "SB-88130", "language": "JAMAICAN_SIGN_LANGUAGE", "minimumBillableDuration": "PT2H"}]}},
        {"id": "events#AAMkAG-5498", "kind": "record", "source": "tool:get_event",
         "fields": {"@odata.type": "#microsoft.graph.event", "id": "AAMkAG-5498", "subject": "JSL interpreting - follow-up",
                    "start": TZ("2026-04-23T14:00:00.0000000"), "end": TZ("2026-04-23T15:00:00.0000000"),
                    "isCancelled": True, "extensions": [{"bookingRef": "SB-88164"}]}},
        {"id": "policy#medical-bookings", "kind": "policy", "revision": "v4",
         "text": "All interpreting assignments are billed for a minimum of two hours. Where a booking exceeds two hours, a second interpreter is assigned so that interpreters can rotate. Medical appointments booked with less than 48 hours' notice incur a short-notice fee. Clients are asked to arrive ten minutes early so the interpreter can introduce themselves to the clinical team."},
      ], now="2026-04-07T16:00:00-05:00")
ok(b, "Your booking SB-88130 is confirmed: Keisha Brammer has accepted the assignment for Thursday, April 9 from 9:30 AM to 11:00 AM at Outpatient Block B, University Hospital, Mona.",
   [S("booking SB-88130 is confirmed"), S("Keisha Brammer has accepted"), S("Thursday, April 9 from 9:30 AM to 11:00 AM"), S("Outpatient Block B")],
   ["Keisha Brammer", "9:30 AM"], "Event AAMkAG-5521 isCancelled false, attendee Keisha Brammer accepted; 2026-04-09 is Thursday.")
ok(b, "Kindly be advised that the appointment the day after tomorrow remains in place. Ms. Brammer will interpret; please arrive ten minutes early so she may introduce herself to the clinical team. Although the session is ninety minutes, it is billed at the two-hour minimum.",
   [S("the day after tomorrow remains in place"), S("Ms. Brammer will interpret"), S("arrive ten minutes early"), S("session is ninety minutes"), S("billed at the two-hour minimum")],
   ["Brammer"], "now 4/7, event 4/9 not cancelled; 9:30-11:00 is 90 min; policy minimum two hours; extension PT2H.")
ok(b, "Confirmed. 04/09/2026, 9:30 a.m., JSL, interpreter K. Brammer. Your follow-up of April 23 has been cancelled.",
   [S("04/09/2026, 9:30 a.m."), S("interpreter K. Brammer"), S("follow-up of April 23 has been cancelled")],
   ["04/09/2026"], "AAMkAG-5521 start; AAMkAG-5498 isCancelled true on 4/23.")
bad(b, "Your booking SB-88130 is confirmed: Orville Tulloch and Keisha Brammer will both attend on Thursday, April 9 from 9:30 AM to 11:00 AM, so that they can rotate.",
   [S("booking SB-88130 is confirmed"), C("Orville Tulloch and Keisha Brammer will both attend", VAL), S("Thursday, April 9 from 9:30 AM to 11:00 AM")],
   ["wrong_state"], ["Orville Tulloch and Keisha Brammer will both attend"], "Orville Tulloch declined; only Brammer accepted. Rotation applies only above two hours (condition unmet), folded into the same claim.")
bad(b, "Good afternoon. Your interpreting session on April 9 is confirmed from 9:30 AM to 11:00 AM with Keisha Brammer. Your follow-up on April 23 at 2:00 PM is also confirmed.",
   [S("April 9 is confirmed from 9:30 AM to 11:00 AM"), S("with Keisha Brammer"), C("follow-up on April 23 at 2:00 PM is also confirmed", ST)],
   ["wrong_state"], ["is also confirmed"], "AAMkAG-5498 isCancelled true.")
rep(b, "Your JSL appointment is confirmed for April 9 at 9:30 AM with Keisha Brammer. Please note that it is billed for a minimum of one hour.",
   [S("confirmed for April 9 at 9:30 AM"), S("with Keisha Brammer"), C("billed for a minimum of one hour", POL)],
   ["wrong_period"], ["minimum of one hour"], ["two hours|two-hour|2 hours|2-hour", "9:30 AM|9:30 a.m."], "Policy and extension PT2H: two-hour minimum.")
