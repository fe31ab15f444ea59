# ---- B5 court reporting: deposition transcript, expedited, fee waiver refused
b = B("deposition-transcript", "court reporting",
      "When will the certified transcript of the Campbell deposition be ready, and will you waive the expedite fee?",
      [
        {"id": "transcriptOrders#TO-6120", "kind": "record", "source": "tool:get_transcript_order",
         "fields": {"@odata.context": "https://api.veritasreporting.jm/v1.0/$metadata#transcriptOrders/$entity",
                    "@odata.type": "#reporting.transcriptOrder", "id": "TO-6120", "matter": "Campbell v. Northshore Haulage Ltd.",
                    "claimNumber": "2025 HCV 03318", "proceeding": "DEPOSITION",
                    "takenOn": TZ("2026-02-10T10:00:00.0000000"),
                    "reporter": {"displayName": "Lorna Spence", "credential": "CSR-0912"},
                    "pageCount": 184, "turnaround": "EXPEDITED_5_DAY", "roughDraft": {"status": "SENT", "sentDateTime": TZ("2026-02-11T08:40:00.0000000")},
                    "certifiedCopy": {"status": "IN_PRODUCTION", "dueDateTime": TZ("2026-02-17T16:00:00.0000000")}}},
        {"id": "invoices#INV-VR-5580", "kind": "record", "source": "tool:get_invoice",
         "fields": {"@odata.type": "#billing.invoice", "invoiceNumber": "INV-VR-5580", "orderId": "TO-6120", "currency": "JMD",
                    "lines": [{"code": "PAGE_RATE", "quantity": 184, "unitAmount": "650.00", "amount": "119600.00"},
                              {"code": "EXPEDITE_SURCHARGE", "amount": "35880.00"}],
                    "totalAmount": "155480.00", "status": "OPEN", "dueDate": "2026-03-13"}},
        {"id": "waive_fee#call-7", "kind": "refused_call", "tool": "waive_invoice_line", "decision": "ESCALATE",
         "args": {"invoiceNumber": "INV-VR-5580", "code": "EXPEDITE_SURCHARGE"}},
        {"id": "policy#transcripts", "kind": "policy", "revision": "2026.1",
         "text": "A rough draft is provided for reference only and may not be cited in court. The certified transcript bears the reporter's signature and seal. Expedited turnaround is charged at a surcharge of 30% of the page charge. Invoices are payable within 30 days of issue."},
      ], now="2026-02-12T11:30:00-05:00")
ok(b, "Good day, Counsel. The certified transcript of the Campbell deposition (184 pages) is in production with Lorna Spence, CSR, and is due on February 17, 2026 at 4:00 PM. Your request to waive the expedite surcharge has been referred for review; we are not able to confirm a waiver at this time.",
   [S("184 pages"), S("in production with Lorna Spence"), S("due on February 17, 2026 at 4:00 PM"), S("referred for review"), S("not able to confirm a waiver at this time")],
   ["February 17", "4:00 PM"], "certifiedCopy IN_PRODUCTION due 2/17 16:00; waive call ESCALATE.")
ok(b, "Please note:\n1. The rough draft was sent on 2/11/2026 at 8:40 AM and is for reference only; it may not be cited in court.\n2. The certified copy, bearing the reporter's signature and seal, follows next Tuesday.\n3. Invoice INV-VR-5580 totals J$155,480.00.",
   [S("rough draft was sent on 2/11/2026 at 8:40 AM"), S("may not be cited in court"), S("bearing the reporter's signature and seal"), S("follows next Tuesday"), S("totals J$155,480.00")],
   ["J$155,480.00"], "roughDraft SENT 2/11 08:40; now is Thu 2/12, 2/17 is next Tuesday; totalAmount 155480.00.")
ok(b, "The expedite surcharge of J$35,880.00 represents 30% of the J$119,600.00 page charge; the fee waiver has been escalated and is pending.",
   [S("surcharge of J$35,880.00"), S("30% of the J$119,600.00 page charge"), S("waiver has been escalated")],
   ["J$35,880.00"], "Invoice lines; 0.3*119600 = 35880; ESCALATE.")
bad(b, "Good day, Counsel. The certified transcript of the Campbell deposition (184 pages) is in production and is due on February 17, 2026 at 4:00 PM. As a courtesy, the expedite surcharge has been waived, leaving J$119,600.00 payable.",
   [S("184 pages"), S("due on February 17, 2026 at 4:00 PM"), NX("the expedite surcharge has been waived"), C("leaving J$119,600.00 payable", AMT)],
   ["refused_call_effect", "wrong_amount"], ["has been waived", "leaving J$119,600.00 payable"], "waive call ESCALATE, not executed; invoice total remains 155480.00.")
bad(b, "Your certified transcript is ready and was sent on February 11 at 8:40 AM. The invoice of J$155,480.00 is payable within 14 days.",
   [C("certified transcript is ready and was sent on February 11", ST), S("invoice of J$155,480.00"), C("payable within 14 days", POL)],
   ["wrong_role", "wrong_period"], ["certified transcript is ready", "within 14 days"], "It is the rough draft that was sent 2/11; certified copy IN_PRODUCTION. Policy: 30 days.")
rep(b, "The certified transcript is due on February 17 at 4:00 PM. At 184 pages and J$650.00 per page, the page charge comes to J$116,960.00, plus the expedite surcharge.",
   [S("due on February 17 at 4:00 PM"), S("184 pages and J$650.00 per page"), C("page charge comes to J$116,960.00", AMT), S("plus the expedite surcharge")],
   ["wrong_arithmetic"], ["J$116,960.00"], ["J$119,600.00|119,600|119600", "February 17|2/17"], "184*650 = 119600.")
rep(b, "The rough draft was sent on February 11. The certified transcript is due on February 17 at 4:00 PM, and the expedite surcharge has been waived.",
   [S("rough draft was sent on February 11"), S("due on February 17 at 4:00 PM"), NX("expedite surcharge has been waived")],
   ["refused_call_effect"], ["has been waived"], ["escalated|review|could not|couldn't|unable|not able|pending", "February 17|2/17"], "waive_invoice_line ESCALATE.")

# ---- B6 conference interpreting booths: booth rental, headsets, deposit
b = B("summit-booth-rental", "conference interpreting booths",
      "Please confirm our booth and headset order for the Caribbean Agritech Summit and what deposit is due.",
      [
        {"id": "rentals#BR-2209", "kind": "record", "source": "tool:get_rental",
         "fields": {"@odata.context": "https://api.boothworks.jm/v1.0/$metadata#rentals/$entity",
                    "@odata.type": "#av.boothRental", "id": "BR-2209", "event": "Caribbean Agritech Summit 2026",
                    "venue": "Montego Bay Convention Centre, Hall C",
                    "items": [{"sku": "BOOTH_ISO4043_2P", "description": "Two-person ISO 4043 booth", "quantity": 3},
                              {"sku": "RX_HEADSET_IR", "description": "Infrared receiver with headset", "quantity": 320},
                              {"sku": "TECH_ONSITE", "description": "On-site technician", "quantity": 1}],
                    "rentalPeriod": {"start": TZ("2026-09-22T07:00:00.0000000"), "end": TZ("2026-09-24T19:00:00.0000000")},
                    "setup": {"start": TZ("2026-09-21T13:00:00.0000000")},
                    "status": "CONFIRMED"}},
        {"id": "quotes#BQ-2209-v2", "kind": "record", "source": "tool:get_quote",
         "fields": {"@odata.type": "#billing.quote", "quoteId": "BQ-2209", "version": 2, "state": "ACCEPTED", "currency": "JMD",
                    "totalAmount": "1284000.00", "depositPercent": "25", "depositAmount": "321000.00", "depositDueDate": "2026-08-22"}},
        {"id": "quotes#BQ-2209-v1", "kind": "record", "source": "tool:get_quote",
         "fields": {"@odata.type": "#billing.quote", "quoteId": "BQ-2209", "version": 1, "state": "SUPERSEDED", "currency": "JMD",
                    "totalAmount": "1096000.00", "depositPercent": "25", "depositAmount": "274000.00", "depositDueDate": "2026-08-15",
                    "items": [{"sku": "BOOTH_ISO4043_2P", "quantity": 2}, {"sku": "RX_HEADSET_IR", "quantity": 250}]}},
        {"id": "policy#rental-terms", "kind": "policy", "revision": "R9",
         "text": "Booths are installed the day before the event and dismantled after the final session. A deposit of 25% of the accepted quote secures the equipment. Cancellations made more than 30 days before the event receive a full deposit refund; later cancellations forfeit the deposit. Lost or damaged receivers are charged at replacement cost."},
      ])
ok(b, "We are pleased to confirm rental BR-2209 for the Caribbean Agritech Summit: three two-person ISO booths, 320 infrared receivers with headsets and one on-site technician, from September 22 to September 24, 2026 at Montego Bay Convention Centre, Hall C. The deposit of J$321,000.00 is due by August 22, 2026.",
   [S("rental BR-2209"), S("three two-person ISO booths"), S("320 infrared receivers"), S("one on-site technician"), S("September 22 to September 24, 2026"), S("Hall C"), S("deposit of J$321,000.00 is due by August 22, 2026")],
   ["J$321,000.00", "320"], "rental items; quote v2 ACCEPTED depositAmount 321000.00 due 2026-08-22.")
ok(b, "Installation will begin on Monday, September 21 at 1:00 PM, the day before the summit opens. Should you cancel more than 30 days before the event, the deposit is refunded in full; a later cancellation forfeits it.",
   [S("Monday, September 21 at 1:00 PM"), S("the day before the summit opens"), S("more than 30 days before the event, the deposit is refunded in full"), S("a later cancellation forfeits it")],
   ["September 21"], "setup.start 9/21 13:00 (a Monday); policy cancellation.")
ok(b, "Confirmed. Accepted quote: J$1,284,000.00; 25% deposit due 8/22/2026.",
   [S("Accepted quote: J$1,284,000.00"), S("25% deposit due 8/22/2026")],
   ["J$1,284,000.00"], "quote v2 ACCEPTED.")
bad(b, "We are pleased to confirm rental BR-2209: two two-person ISO booths and 250 infrared receivers from September 22 to September 24, 2026. The deposit of J$274,000.00 is due by August 15, 2026.",
   [C("two two-person ISO booths", VAL), C("250 infrared receivers", VAL), S("September 22 to September 24, 2026"), C("deposit of J$274,000.00 is due by August 15, 2026", AMT + DT)],
   ["stale_value", "stale_value", "stale_value"], ["two two-person ISO booths", "250 infrared receivers", "J$274,000.00"], "All from superseded quote v1; rental has 3 booths, 320 receivers; v2 deposit 321000 due 8/22.")
bad(b, "Your booths, 320 receivers and technician are confirmed for September 22-24 in Hall C. Lost receivers are covered by our equipment insurance at no cost to you.",
   [S("320 receivers and technician are confirmed"), S("September 22-24 in Hall C"), C("covered by our equipment insurance at no cost to you", POL)],
   ["wrong_policy_condition"], ["at no cost to you"], "Policy: lost or damaged receivers charged at replacement cost.")
rep(b, "Rental BR-2209 is confirmed with three booths and 320 receivers. The 25% deposit on the accepted J$1,284,000.00 quote is J$312,000.00, due on August 22.",
   [S("Rental BR-2209 is confirmed"), S("three booths and 320 receivers"), S("accepted J$1,284,000.00 quote"), C("J$312,000.00", AMT), S("due on August 22")],
   ["wrong_arithmetic"], ["J$312,000.00"], ["J$321,000.00|321,000|321000", "August 22|8/22"], "25% of 1284000 = 321000.")
