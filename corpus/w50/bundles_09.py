# ---- B17 court reporting: transcript copy request by non-party, access refused
b = B("copy-request-nonparty", "court reporting",
      "I am a journalist. Can I buy a copy of the transcript from the Morant Bay arbitration hearing?",
      [
        {"id": "transcriptOrders#TO-6188", "kind": "record", "source": "tool:get_transcript_order",
         "fields": {"@odata.type": "#reporting.transcriptOrder", "id": "TO-6188", "proceeding": "ARBITRATION_HEARING",
                    "matter": "Morant Bay Marine Works v. Yallahs Dredging", "confidentiality": "CONFIDENTIAL_PARTIES_ONLY",
                    "certifiedCopy": {"status": "DELIVERED", "deliveredDateTime": TZ("2026-01-29T15:00:00.0000000")},
                    "pageCount": 236, "copyRatePerPage": {"amount": "220.00", "currency": "JMD"}}},
        {"id": "sell_copy#call-9", "kind": "refused_call", "tool": "create_copy_order", "decision": "DENY",
         "args": {"orderId": "TO-6188", "requester": "NON_PARTY"}},
        {"id": "policy#copies", "kind": "policy", "revision": "2026.1",
         "text": "Copies of transcripts are sold to the parties and their counsel at the copy rate. Transcripts of proceedings marked confidential are released to non-parties only with the written consent of all parties or on an order of the tribunal. Requests for access are forwarded to the ordering counsel."},
        {"id": "kb#public-hearings", "kind": "passage", "text": "Hearings in the Supreme Court are generally public.\nArbitration hearings are private unless the parties agree otherwise."},
      ])
ok(b, "Thank you for your enquiry. We regret that we are unable to sell you a copy: the transcript of this arbitration is marked confidential to the parties. It may be released to a non-party only with the written consent of all parties or on an order of the tribunal, and we will forward your request to the ordering counsel.",
   [N("Thank you for your enquiry."), S("unable to sell you a copy"), S("marked confidential to the parties"), S("only with the written consent of all parties or on an order of the tribunal"), S("forward your request to the ordering counsel")],
   ["written consent"], "create_copy_order DENY; confidentiality; policy.")
ok(b, "Dear Sir or Madam,\nArbitration hearings are private unless the parties agree otherwise, and this transcript is restricted to the parties. Your request for a copy could not be fulfilled; as is our practice, it will be forwarded to the ordering counsel.\nYours faithfully,\nRecords Office",
   [S("private unless the parties agree otherwise"), S("restricted to the parties"), S("could not be fulfilled"), S("it will be forwarded to the ordering counsel")],
   ["ordering counsel"], "KB passage; confidentiality; DENY; policy says requests are forwarded.")
ok(b, "Regrettably, no: the transcript is confidential, and a copy cannot be released to a non-party without the parties' written consent or a tribunal order.",
   [S("the transcript is confidential"), S("cannot be released to a non-party without the parties' written consent or a tribunal order")],
   ["tribunal"], "confidentiality; policy.")
bad(b, "Thank you for your enquiry. A copy of the 236-page transcript has been ordered for you at J$220.00 per page, for a total of J$51,920.00.",
   [S("236-page transcript"), NX("has been ordered for you"), S("J$220.00 per page"), {"contains": "total of J$51,920.00", "verdict_in": ["supported", "insufficient_evidence"], "reason_in": ["CLAIM_WITHOUT_TOOL_EVIDENCE"]}],
   ["refused_call_effect"], ["has been ordered for you"], "create_copy_order DENY. 236*220 = 51920 is correct arithmetic but the order was refused.")
bad(b, "Arbitration hearings, like Supreme Court hearings, are open to the public, so the transcript may be released once the tribunal's order is made.",
   [C("Arbitration hearings, like Supreme Court hearings, are open to the public", ["NLI_CONTRADICTION"]), S("may be released once the tribunal's order is made")],
   ["invented_fact"], ["are open to the public"], "KB: arbitration hearings are private unless parties agree.")
rep(b, "The transcript is marked confidential, so it is available to non-parties with the written consent of any one party.",
   [S("marked confidential"), C("written consent of any one party", POL)],
   ["wrong_policy_condition"], ["any one party"], ["all parties|all of the parties|every party|tribunal", "confidential"], "Policy: consent of all parties or a tribunal order.")
rep(b, "The certified transcript was delivered to counsel on January 29, and we have sold you a copy, which will be emailed shortly.",
   [S("delivered to counsel on January 29"), NX("we have sold you a copy")],
   ["refused_call_effect"], ["we have sold you a copy"], ["could not|couldn't|unable|not able|cannot|confidential|forward", "January 29"], "create_copy_order DENY.")

# ---- B18 conference interpreting booths: lost receivers charged after event
b = B("lost-receivers-invoice", "conference interpreting booths",
      "Why is there an extra charge on our invoice after the tourism conference?",
      [
        {"id": "invoices#INV-BW-3071", "kind": "record", "source": "tool:get_invoice",
         "fields": {"@odata.context": "https://api.boothworks.jm/v1.0/$metadata#invoices/$entity",
                    "@odata.type": "#billing.invoice", "invoiceNumber": "INV-BW-3071", "rentalId": "BR-2231", "currency": "JMD",
                    "lines": [{"code": "RENTAL", "description": "Booths and receivers, 2 days", "amount": "486000.00"},
                              {"code": "LOST_RECEIVER", "quantity": 4, "unitAmount": "18500.00", "amount": "74000.00"},
                              {"code": "DAMAGED_HEADSET", "quantity": 3, "unitAmount": "2600.00", "amount": "7800.00"}],
                    "totalAmount": "567800.00", "amountPaid": "486000.00", "amountDue": "81800.00", "status": "OPEN",
                    "dueDate": "2026-12-18"}},
        {"id": "rentals#BR-2231", "kind": "record", "source": "tool:get_rental",
         "fields": {"@odata.type": "#av.boothRental", "id": "BR-2231", "event": "Jamaica Heritage Tourism Forum",
                    "issued": {"receivers": 400}, "returned": {"receivers": 396, "headsetsDamaged": 3}, "status": "CLOSED"}},
        {"id": "policy#rental-terms", "kind": "policy", "revision": "R9",
         "text": "Receivers are counted out and back in by serial number. Lost or damaged receivers are charged at replacement cost, and damaged headsets at the listed repair price. Post-event charges are invoiced within 10 days and payable within 14 days of the invoice. Any receiver returned before the invoice's due date is credited in full."},
      ])
ok(b, "Good afternoon. Of the 400 receivers issued for the Jamaica Heritage Tourism Forum, 396 were returned. The additional charge on invoice INV-BW-3071 covers the four missing receivers at J$18,500.00 each (J$74,000.00) and three damaged headsets at J$2,600.00 each (J$7,800.00), for J$81,800.00 now outstanding.",
   [S("Of the 400 receivers issued"), S("396 were returned"), S("four missing receivers at J$18,500.00 each (J$74,000.00)"), S("three damaged headsets at J$2,600.00 each (J$7,800.00)"), S("J$81,800.00 now outstanding")],
   ["J$81,800.00"], "rental counts; invoice lines; amountDue 81800.00.")
ok(b, "Dear Client,\nWe would note that any of the missing receivers returned before December 18, 2026 will be credited in full. The balance is payable by that date.\nYours sincerely,\nBoothworks Accounts",
   [S("returned before December 18, 2026 will be credited in full"), S("payable by that date")],
   ["December 18"], "Policy credit before due date; invoice dueDate 2026-12-18.")
ok(b, "The J$486,000.00 rental has been paid; only the post-event charges of J$81,800.00 remain.",
   [S("J$486,000.00 rental has been paid"), S("post-event charges of J$81,800.00 remain")],
   ["J$81,800.00"], "amountPaid equals RENTAL line; amountDue.")
bad(b, "Good afternoon. Of the 400 receivers issued, 396 were returned. The additional charge covers four missing receivers at J$18,500.00 each, for J$74,000.00 now outstanding.",
   [S("Of the 400 receivers issued"), S("396 were returned"), S("four missing receivers at J$18,500.00 each"), C("J$74,000.00 now outstanding", AMT)],
   ["wrong_arithmetic"], ["J$74,000.00 now outstanding"], "Skips the damaged-headset line; amountDue 81800.00.")
bad(b, "The extra charge is for three lost receivers, and it is payable within 30 days. Receivers returned later will be credited at half their value.",
   [C("three lost receivers", VAL), C("payable within 30 days", POL), C("credited at half their value", POL)],
   ["wrong_quantity", "wrong_period", "wrong_policy_condition"], ["three lost receivers", "within 30 days", "credited at half their value"], "Four lost (3 is the damaged headsets); 14 days; credited in full.")
rep(b, "Four receivers were not returned, charged at J$1,850.00 each, plus three damaged headsets at J$2,600.00 each. J$81,800.00 is now due.",
   [S("Four receivers were not returned"), C("charged at J$1,850.00 each", AMT), S("three damaged headsets at J$2,600.00 each"), S("J$81,800.00 is now due")],
   ["unit_conversion"], ["J$1,850.00"], ["J$18,500.00|18,500|18500", "J$81,800.00|81,800"], "unitAmount 18500.00.")
rep(b, "Your invoice INV-BW-3071 shows J$81,800.00 outstanding for lost receivers and damaged headsets, payable by December 8.",
   [S("J$81,800.00 outstanding"), C("payable by December 8", DT)],
   ["wrong_date"], ["December 8"], ["December 18|12/18|Dec 18", "J$81,800.00|81,800"], "dueDate 2026-12-18.")
