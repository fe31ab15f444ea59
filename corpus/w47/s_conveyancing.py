"""Conveyancing (Ikoyi Conveyancing Chambers) — five scenario bundles."""
from common import Bundle, case, repair, S, N, C, I, CI, ep

DOMAIN = "conveyancing"

# ---------------------------------------------------------------------------
# 18. conv-deed-execution: deed engrossed, signing booked, fee half paid
# ---------------------------------------------------------------------------
B18 = Bundle(
    "conv-deed-execution", DOMAIN,
    "Where are we with the flat purchase? When do I sign the deed and what do I still owe?",
    [
        {"id": "matters.get#CV-2026-0071", "kind": "record", "source": "tool:practice.matters.get",
         "fields": {"matter": {
             "id": 92100071, "display_number": "CV-2026-0071",
             "description": "Purchase of Flat 3B, Palm Court, Lekki Phase 1 - Olamide Fashola",
             "status": "Open", "practice_area": {"id": 52, "name": "Conveyancing"},
             "stage": "DEED_ENGROSSED_AWAITING_EXECUTION", "purchase_price": 45000000.0}}},
        {"id": "trust.ledger#CV-2026-0071", "kind": "record", "source": "tool:practice.trust_ledger.get",
         "fields": {"trust_account": {
             "matter": "CV-2026-0071", "currency": "NGN",
             "entries": [
                 {"date": "2026-05-20", "type": "DEPOSIT", "memo": "Purchase price", "amount": 45000000.0},
                 {"date": "2026-05-22", "type": "DEPOSIT", "memo": "Registration costs",
                  "amount": 500000.0}],
             "balance": 45500000.0}}},
        {"id": "bills.get#CVB-3301", "kind": "record", "source": "tool:practice.bills.get",
         "fields": {"bill": {"number": "CVB-3301", "state": "awaiting_payment",
                             "total": 1350000.0, "paid": 675000.0, "balance": 675000.0,
                             "memo": "Legal fee - 3% of purchase price (second half before completion)"}}},
        {"id": "calendar_entries.list#CV-2026-0071", "kind": "record",
         "source": "tool:practice.calendar_entries.list",
         "fields": {"firm_time_zone": "Africa/Lagos", "calendar_entries": [
             {"id": 9930114, "summary": "Execution of deed of assignment",
              "start_at": "2026-06-24T14:00:00Z", "end_at": "2026-06-24T15:00:00Z",
              "location": "IKOYI_OFFICE", "status": "CONFIRMED"}]}},
        {"id": "policy#purchase-money", "kind": "policy", "revision": "2026-01",
         "text": ("Our legal fee is payable in two halves: one on instruction and one before "
                  "completion. Purchase money is held in our client trust account and released to "
                  "the vendor's solicitors only on completion, against the executed deed and the "
                  "original title documents. Registration costs are paid from trust as they fall "
                  "due.")},
    ],
    now="2026-06-19T10:00:00+01:00",
)

case(B18,
     "Good morning Mr Fashola, the deed of assignment for your Lekki flat has been engrossed and is "
     "ready for signing. The execution meeting is on Wednesday, 24 June 2026 at 3:00 PM at our "
     "Ikoyi office. We hold ₦45,500,000.00 in trust for you, and ₦675,000.00, the second half of "
     "our fee on CVB-3301, remains to be paid before completion.",
     [S("has been engrossed and is ready for signing"),
      S("Wednesday, 24 June 2026 at 3:00 PM"), S("at our Ikoyi office"),
      S("We hold ₦45,500,000.00 in trust for you"),
      S("₦675,000.00, the second half of our fee on CVB-3301"),
      S("remains to be paid before completion")],
     includes=["3:00 PM", "₦675,000.00"],
     notes="stage DEED_ENGROSSED_AWAITING_EXECUTION; 14:00Z = 15:00 WAT, IKOYI_OFFICE; trust "
           "balance 45500000; CVB-3301 balance 675000; policy on the fee halves.")

case(B18,
     "Dear Mr Fashola,\n\nMatter CV-2026-0071, Flat 3B, Palm Court:\n"
     "- Deed: engrossed, awaiting your signature\n"
     "- Signing: 24/06/2026, 15:00 to 16:00, Ikoyi office\n"
     "- In trust: forty-five million naira purchase money and ₦500,000.00 for registration costs\n"
     "- Fee: ₦1,350,000.00 in all, of which ₦675,000.00 has been paid\n\n"
     "Yours faithfully,\nAdaobi Nwankwo\nConveyancing Clerk, Ikoyi Conveyancing Chambers",
     [S("engrossed, awaiting your signature"), S("24/06/2026, 15:00 to 16:00"),
      S("forty-five million naira purchase money"), S("₦500,000.00 for registration costs"),
      S("₦1,350,000.00 in all"), S("of which ₦675,000.00 has been paid")],
     includes=["24/06/2026", "₦1,350,000.00"],
     notes="Trust entries 45000000 and 500000; CVB-3301 total 1350000, paid 675000; calendar "
           "entry 14:00Z-15:00Z.")

case(B18,
     "You sign this coming Wednesday at 3:00 PM. The purchase money stays in our trust account and goes "
     "to the vendor's solicitors only on completion, against the signed deed and the original "
     "title documents.",
     [S("You sign this coming Wednesday at 3:00 PM"),
      S("stays in our trust account"),
      S("goes to the vendor's solicitors only on completion"),
      S("against the signed deed and the original title documents")],
     includes=["3:00 PM"],
     notes="now Friday 19/06, the coming Wednesday is 24/06; policy on release of purchase money.")

case(B18,
     "Good morning Mr Fashola, the deed of assignment is ready for signing on Wednesday, 24 June "
     "2026 at 3:00 PM at our Ikoyi office. We hold ₦45,000,000.00 in trust for you in total, and "
     "₦675,000.00 remains to be paid on CVB-3301.",
     [S("ready for signing on Wednesday, 24 June 2026 at 3:00 PM"),
      C("₦45,000,000.00 in trust for you in total", "AMOUNT_MISMATCH"),
      S("₦675,000.00 remains to be paid on CVB-3301")],
     errors=["wrong_arithmetic"], excludes=["₦45,000,000.00 in trust for you in total"],
     notes="The trust balance is 45,500,000: the total left out the N500,000 registration deposit.")

case(B18,
     "Dear Mr Fashola,\n\nThe purchase money has now been released to the vendor's solicitors. "
     "Your signing is on 24/06/2026 at 15:00 at our Victoria Island office, and ₦675,000.00 "
     "remains on CVB-3301.\n\nYours faithfully,\nAdaobi Nwankwo",
     [CI("has now been released to the vendor's solicitors", "RECORD_STATE_MISMATCH",
         "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
      S("Your signing is on 24/06/2026 at 15:00"),
      C("at our Victoria Island office", "VALUE_MISMATCH"),
      S("₦675,000.00 remains on CVB-3301")],
     errors=["wrong_state", "wrong_value"],
     excludes=["has now been released", "Victoria Island office"],
     notes="The trust ledger has no disbursement and the balance is intact; policy releases money "
           "only on completion. Calendar location is IKOYI_OFFICE.")

repair(B18,
       "Good morning Mr Fashola, the deed is ready and the execution meeting is on Wednesday, "
       "24 June 2026 at 2:00 PM at our Ikoyi office. ₦675,000.00 remains to be paid on CVB-3301.",
       [C("24 June 2026 at 2:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
        S("at our Ikoyi office"), S("₦675,000.00 remains to be paid on CVB-3301")],
       errors=["unit_conversion"], excludes=["at 2:00 PM"],
       includes=["3:00 PM|3 PM|15:00", "₦675,000|675,000"],
       notes="start_at 14:00Z is 15:00 in Africa/Lagos.")

# ---------------------------------------------------------------------------
# 19. conv-governors-consent: consent pending; estimate revised
# ---------------------------------------------------------------------------
B19 = Bundle(
    "conv-governors-consent", DOMAIN,
    "Has the Governor's consent come through? When can we complete?",
    [
        {"id": "matters.get#CV-2026-0044", "kind": "record", "source": "tool:practice.matters.get",
         "fields": {"matter": {
             "id": 92100044, "display_number": "CV-2026-0044",
             "description": "Purchase of 7 Bourdillon Close, Ikoyi - Bisola Okafor",
             "status": "Pending", "practice_area": {"name": "Conveyancing"},
             "consent": {"application_ref": "LSLB/GC/2026/03318",
                         "submitted_on": "2026-04-02", "status": "SUBMITTED_AT_LANDS_BUREAU",
                         "granted_on": None}}}},
        {"id": "trust.ledger#CV-2026-0044", "kind": "record", "source": "tool:practice.trust_ledger.get",
         "fields": {"trust_account": {"matter": "CV-2026-0044", "currency": "NGN",
                                      "entries": [
                                          {"date": "2026-04-01", "type": "DISBURSEMENT",
                                           "payee": "Lagos State Lands Bureau",
                                           "memo": "Governor's consent fee", "amount": -1200000.0}],
                                      "balance": 18800000.0}}},
        {"id": "estimates.list#CV-2026-0044", "kind": "record", "source": "tool:billing.estimates.list",
         "fields": {"estimates": [
             {"item": "GOVERNORS_CONSENT_FEE", "version": 1, "status": "SUPERSEDED",
              "amount": 950000.0, "as_of": "2026-02-10"},
             {"item": "GOVERNORS_CONSENT_FEE", "version": 2, "status": "FINAL",
              "amount": 1200000.0, "as_of": "2026-03-28"}]}},
        {"id": "calendar_entries.list#CV-2026-0044", "kind": "record",
         "source": "tool:practice.calendar_entries.list",
         "fields": {"firm_time_zone": "Africa/Lagos", "calendar_entries": [
             {"id": 9930088, "summary": "Target completion (provisional - subject to consent)",
              "start_at": "2026-07-31T09:00:00Z", "all_day": True, "status": "TENTATIVE"}]}},
        {"id": "policy#consent", "kind": "policy", "revision": "2026-01",
         "text": ("Governor's consent applications are processed by the Lands Bureau, which does not "
                  "commit to a turnaround time, so we cannot fix a date for consent. Completion "
                  "takes place within 10 working days of consent being granted. We check the "
                  "status of each application with the Bureau every fortnight.")},
    ],
    now="2026-06-29T11:00:00+01:00",
)

case(B19,
     "Good morning Mrs Okafor, the Governor's consent application was submitted to the Lands "
     "Bureau on 2 April 2026 and has not yet been granted. The ₦1,200,000.00 consent fee was paid "
     "from your trust account on 1 April 2026. Completion takes place within 10 working days of "
     "consent being granted, so 31 July 2026 remains a provisional target only.",
     [S("submitted to the Lands Bureau on 2 April 2026"), S("has not yet been granted"),
      S("₦1,200,000.00 consent fee was paid from your trust account on 1 April 2026"),
      S("within 10 working days of consent being granted"),
      S("31 July 2026 remains a provisional target only")],
     includes=["not yet been granted", "10 working days"],
     notes="consent status SUBMITTED_AT_LANDS_BUREAU, granted_on null; trust disbursement "
           "-1200000 on 2026-04-01; calendar entry TENTATIVE; policy on completion timing.")

case(B19,
     "Dear Mrs Okafor,\n\nConsent application LSLB/GC/2026/03318 is still being processed by the "
     "Lands Bureau, and no date for consent can be fixed, as the Bureau does not commit to a "
     "turnaround time. Its status is checked with the Bureau every fortnight. Completion, "
     "provisionally pencilled in for 31/07/2026, will follow within ten working days of the "
     "grant.\n\nYours faithfully,\nAdaobi Nwankwo\nIkoyi Conveyancing Chambers",
     [S("LSLB/GC/2026/03318 is still being processed by the Lands Bureau"),
      S("no date for consent can be fixed"), S("checked with the Bureau every fortnight"),
      S("provisionally pencilled in for 31/07/2026"),
      S("within ten working days of the grant")],
     includes=["LSLB/GC/2026/03318", "31/07/2026"],
     notes="consent.application_ref; policy sentences; tentative calendar entry.")

case(B19,
     "Not yet: the consent application (submitted 02/04/2026) is still with the Lands Bureau.",
     [S("Not yet"), S("submitted 02/04/2026"), S("is still with the Lands Bureau")],
     includes=["02/04/2026"],
     notes="consent.submitted_on and status.")

case(B19,
     "Good morning Mrs Okafor, good news: the Governor's consent was granted last week. Completion "
     "takes place within 5 working days of consent, and the ₦1,200,000.00 consent fee has been "
     "paid from your trust account.",
     [C("the Governor's consent was granted last week", "RECORD_STATE_MISMATCH"),
      C("within 5 working days of consent", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
      S("₦1,200,000.00 consent fee has been paid from your trust account")],
     errors=["wrong_state", "wrong_period"],
     excludes=["was granted last week", "within 5 working days"],
     notes="consent status SUBMITTED_AT_LANDS_BUREAU, granted_on null; policy says 10 working days.")

case(B19,
     "Dear Mrs Okafor,\n\nYour consent application was submitted on 2 April 2026 and is still "
     "pending. The consent fee of ₦950,000.00 was paid from trust. We have also written to the "
     "Lands Bureau asking it to expedite the application.\n\nYours faithfully,\nAdaobi Nwankwo",
     [S("submitted on 2 April 2026 and is still pending"),
      C("consent fee of ₦950,000.00", "AMOUNT_MISMATCH"),
      I("written to the Lands Bureau asking it to expedite")],
     errors=["stale_value", "unrecorded_extra"],
     excludes=["₦950,000.00", "asking it to expedite"],
     notes="N950,000 is the SUPERSEDED estimate; N1,200,000 was paid. No record of an expedite "
           "letter.")

repair(B19,
       "Good morning Mrs Okafor, the consent application submitted on 2 April 2026 has not yet been "
       "granted. Completion will take place within 5 working days of the grant.",
       [S("submitted on 2 April 2026 has not yet been granted"),
        C("within 5 working days of the grant", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       errors=["wrong_period"], excludes=["within 5 working days"],
       includes=["10 working days|ten working days", "2 April 2026|02/04/2026"],
       notes="Policy: completion within 10 working days of consent.")

# ---------------------------------------------------------------------------
# 20. conv-land-search: search complete, mortgage found, invoice lines
# ---------------------------------------------------------------------------
B20 = Bundle(
    "conv-land-search", DOMAIN,
    "Is the land search back? What did it show and how much do I owe?",
    [
        {"id": "matters.list#client-77014", "kind": "record", "source": "tool:practice.matters.list",
         "fields": {"client": {"id": 77014, "name": "Adewale Ogunleye"}, "matters": [
             {"display_number": "CV-2026-0103", "status": "Open",
              "description": "Purchase of plot 22, Lakowe Gardens, Ibeju-Lekki"},
             {"display_number": "CV-2025-0219", "status": "Closed",
              "description": "Purchase of flat, Ogba", "close_date": "2025-09-30"}]}},
        {"id": "searches.get#LS-40518", "kind": "record", "source": "tool:conveyancing.searches.get",
         "fields": {"search": {"ref": "LS-40518", "matter": "CV-2026-0103",
                               "registry": "Lagos State Lands Registry, Alausa",
                               "status": "COMPLETED", "completed_on": "2026-06-04",
                               "title_check": "VENDOR_TITLE_CONFIRMED",
                               "encumbrances": [{"type": "REGISTERED_MORTGAGE",
                                                 "in_favour_of": "Coastline Bank Plc",
                                                 "registered_on": "2021-11-15"}]}}},
        {"id": "bills.list#client-77014", "kind": "record", "source": "tool:practice.bills.list",
         "fields": {"bills": [
             {"number": "CVB-3350", "matter": "CV-2026-0103", "state": "awaiting_payment",
              "lines": [{"desc": "Lands Registry search fee (disbursement)", "amount": 25000.0},
                        {"desc": "Survey plan verification (disbursement)", "amount": 30000.0},
                        {"desc": "Professional fee - search and report", "amount": 50000.0}],
              "total": 105000.0, "paid": 0.0, "balance": 105000.0},
             {"number": "CVB-2877", "matter": "CV-2025-0219", "state": "paid",
              "total": 640000.0, "paid": 640000.0, "balance": 0.0}]}},
        {"id": "policy#searches", "kind": "policy", "revision": "2026-01",
         "text": ("Search fees and other disbursements are billed at cost. Where a search shows an "
                  "encumbrance such as a mortgage, we ask the vendor's solicitors for a deed of "
                  "release before exchange. We do not advise on the price or value of land.")},
    ],
    now="2026-06-08T13:00:00+01:00",
)

case(B20,
     "Good afternoon Mr Ogunleye, the search at the Lands Registry was completed on 4 June 2026. "
     "It confirmed the vendor's title but showed a registered mortgage in favour of Coastline Bank "
     "Plc, so we will ask the vendor's solicitors for a deed of release before exchange. Invoice "
     "CVB-3350 comes to ₦105,000.00: a ₦25,000.00 search fee, ₦30,000.00 for survey plan "
     "verification and ₦50,000.00 for our work.",
     [S("was completed on 4 June 2026"), S("It confirmed the vendor's title"),
      S("registered mortgage in favour of Coastline Bank Plc"),
      S("ask the vendor's solicitors for a deed of release before exchange"),
      S("CVB-3350 comes to ₦105,000.00"), S("a ₦25,000.00 search fee"),
      S("₦30,000.00 for survey plan verification"), S("₦50,000.00 for our work")],
     includes=["Coastline Bank Plc", "₦105,000.00"],
     notes="search LS-40518 COMPLETED 2026-06-04, VENDOR_TITLE_CONFIRMED, mortgage encumbrance; "
           "CVB-3350 lines and total; policy on deeds of release.")

case(B20,
     "Dear Mr Ogunleye,\n\nSearch LS-40518 on the Lakowe Gardens plot was completed on "
     "04/06/2026. A mortgage registered in 2021 in favour of Coastline Bank Plc was found against "
     "the title. One hundred and five thousand naira is due on invoice CVB-3350, on which nothing "
     "has yet been paid.\n\nYours faithfully,\nAdaobi Nwankwo\nIkoyi Conveyancing Chambers",
     [S("was completed on 04/06/2026"), S("A mortgage registered in 2021"),
      S("One hundred and five thousand naira is due on invoice CVB-3350"),
      S("nothing has yet been paid")],
     includes=["04/06/2026", "One hundred and five thousand naira"],
     notes="encumbrance registered_on 2021-11-15; CVB-3350 paid 0.0, balance 105000.")

case(B20,
     "Good afternoon Mr Ogunleye, the search was completed on 4 June 2026 and showed no "
     "encumbrances on the title. Invoice CVB-3350 comes to ₦75,000.00: the ₦25,000.00 search fee "
     "and ₦50,000.00 for our work.",
     [S("the search was completed on 4 June 2026"),
      C("showed no encumbrances on the title", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
      C("CVB-3350 comes to ₦75,000.00", "AMOUNT_MISMATCH"),
      S("the ₦25,000.00 search fee"), S("₦50,000.00 for our work")],
     errors=["wrong_value", "wrong_arithmetic"],
     excludes=["showed no encumbrances", "₦75,000.00"],
     notes="encumbrances lists a registered mortgage. The total left out the N30,000 survey "
           "verification line; CVB-3350 total is 105000.")

case(B20,
     "Dear Mr Ogunleye,\n\nThe search was completed on 14 June 2026 and found a registered mortgage "
     "in favour of Coastline Bank Plc. Your invoice has already been paid in full, so nothing is "
     "owed.\n\nYours faithfully,\nAdaobi Nwankwo",
     [C("completed on 14 June 2026", "DATE_MISMATCH"),
      S("found a registered mortgage in favour of Coastline Bank Plc"),
      C("Your invoice has already been paid in full", "RECORD_STATE_MISMATCH"),
      C("so nothing is owed", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH")],
     errors=["wrong_date", "other_record_value", "other_record_value"],
     excludes=["14 June 2026", "already been paid in full", "nothing is owed"],
     notes="completed_on is 2026-06-04. The paid bill is CVB-2877 on the closed 2025 matter; "
           "CVB-3350 is awaiting payment with 105000 due.")

repair(B20,
       "Good afternoon Mr Ogunleye, the search was completed on 4 June 2026 and showed no "
       "encumbrances on the title. Invoice CVB-3350 comes to ₦105,000.00.",
       [S("completed on 4 June 2026"),
        C("showed no encumbrances on the title", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
        S("CVB-3350 comes to ₦105,000.00")],
       errors=["wrong_value"], excludes=["showed no encumbrances"],
       includes=["mortgage|Coastline Bank", "₦105,000|105,000"],
       notes="The search lists a registered mortgage in favour of Coastline Bank Plc.")

# ---------------------------------------------------------------------------
# 21. conv-proceeds-release: transfer refused until bank details verified
# ---------------------------------------------------------------------------
B21 = Bundle(
    "conv-proceeds-release", DOMAIN,
    "Completion happened on Friday. Please send my sale money to my new account. Has it gone?",
    [
        {"id": "matters.get#CV-2026-0058", "kind": "record", "source": "tool:practice.matters.get",
         "fields": {"matter": {
             "id": 92100058, "display_number": "CV-2026-0058",
             "description": "Sale of 12 Ajose Street, Surulere - Kelechi Amadi",
             "status": "Open", "practice_area": {"name": "Conveyancing"},
             "stage": "COMPLETED_AWAITING_PAYOUT", "completion_date": "2026-06-26"}}},
        {"id": "trust.ledger#CV-2026-0058", "kind": "record", "source": "tool:practice.trust_ledger.get",
         "fields": {"trust_account": {"matter": "CV-2026-0058", "currency": "NGN",
                                      "entries": [{"date": "2026-06-26", "type": "RECEIPT",
                                                   "memo": "Sale proceeds from buyer's solicitors",
                                                   "amount": 38000000.0}],
                                      "balance": 38000000.0}}},
        {"id": "bills.get#CVB-3412", "kind": "record", "source": "tool:practice.bills.get",
         "fields": {"bill": {"number": "CVB-3412", "state": "awaiting_payment", "total": 950000.0,
                             "balance": 950000.0, "settle_from_trust": True,
                             "authority": "ENGAGEMENT_LETTER_CLAUSE_6"}}},
        {"id": "trust.transfers.create#call-9", "kind": "refused_call",
         "tool": "trust.transfers.create", "decision": "DENY",
         "args": {"matter": "CV-2026-0058", "amount": 37050000.0,
                  "payee_account": "NEW_ACCOUNT_ENDING_5530"},
         "reason": "BANK_DETAILS_UNVERIFIED"},
        {"id": "policy#payouts", "kind": "policy", "revision": "2026-01",
         "text": ("Before paying money to a bank account we have not paid before, we verify the "
                  "details by calling you on the telephone number on our file. Payment is made "
                  "within 2 working days of that verification. We deduct our fees from sale "
                  "proceeds only where your engagement letter allows it.")},
    ],
    now="2026-06-29T09:30:00+01:00",
)

case(B21,
     "Good morning Mr Amadi, the transfer has not been made yet. As the account is new to us, we "
     "must first verify the details with a call to the telephone number on our file, and payment "
     "follows within 2 working days of that check. We hold ₦38,000,000.00 for you in trust; as "
     "your engagement letter allows, our outstanding fee of ₦950,000.00 on CVB-3412 will be "
     "deducted, leaving ₦37,050,000.00 to be sent to you.",
     [S("the transfer has not been made yet"),
      S("verify the details with a call to the telephone number on our file"),
      S("within 2 working days of that check"), S("We hold ₦38,000,000.00 for you in trust"),
      S("our outstanding fee of ₦950,000.00 on CVB-3412 will be deducted"),
      S("leaving ₦37,050,000.00 to be sent to you")],
     includes=["not been made", "₦37,050,000.00"],
     notes="trust.transfers.create DENIED (BANK_DETAILS_UNVERIFIED); trust balance 38000000; "
           "CVB-3412 balance 950000, settle_from_trust per engagement letter; 38m - 950k = 37.05m.")

case(B21,
     "Not sent yet: your new bank details must be verified by phone first.",
     [S("Not sent yet"), S("must be verified by phone first")],
     includes=["Not sent yet"],
     notes="Refused transfer and policy on verification.")

case(B21,
     "Dear Mr Amadi,\n\nCompletion of the sale of 12 Ajose Street took place on 26/06/2026 and "
     "thirty-eight million naira was received into trust the same day. The payment to your new "
     "account could not be released until the account details have been confirmed with you by "
     "telephone.\n\nYours faithfully,\nAdaobi Nwankwo\nIkoyi Conveyancing Chambers",
     [S("took place on 26/06/2026"), S("thirty-eight million naira was received into trust"),
      S("could not be released until the account details have been confirmed")],
     includes=["26/06/2026", "thirty-eight million naira"],
     notes="completion_date 2026-06-26; trust receipt 38000000 on that date; refused call.")

case(B21,
     "Good morning Mr Amadi, ₦37,050,000.00 has been sent to your new account, after deduction of "
     "our ₦950,000.00 fee on CVB-3412. It should reach you within 24 hours.",
     [C("₦37,050,000.00 has been sent to your new account", "NOT_EXECUTED"),
      S("our ₦950,000.00 fee on CVB-3412"),
      I("It should reach you within 24 hours", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED",
        "CLAIM_WITHOUT_TOOL_EVIDENCE")],
     errors=["refused_call_effect", "invented_promise"],
     excludes=["has been sent to your new account", "within 24 hours"],
     notes="The transfer was DENIED pending verification; nothing says 24 hours.")

case(B21,
     "Dear Mr Amadi,\n\nCompletion took place on 25 June 2026. The transfer will be made once your "
     "new bank details are verified by phone; after our ₦950,000.00 fee is deducted from the "
     "₦38,000,000.00, you will receive ₦37,150,000.00.\n\nYours faithfully,\nAdaobi Nwankwo",
     [C("Completion took place on 25 June 2026", "DATE_MISMATCH"),
      S("once your new bank details are verified by phone"),
      S("our ₦950,000.00 fee is deducted from the ₦38,000,000.00"),
      C("you will receive ₦37,150,000.00", "AMOUNT_MISMATCH")],
     errors=["wrong_date", "wrong_arithmetic"],
     excludes=["25 June 2026", "₦37,150,000.00"],
     notes="completion_date 2026-06-26; 38,000,000 - 950,000 = 37,050,000.")

repair(B21,
       "Good morning Mr Amadi, your sale proceeds have now been transferred to your new account. "
       "After our ₦950,000.00 fee, the amount sent was ₦37,050,000.00.",
       [C("have now been transferred to your new account", "NOT_EXECUTED"),
        S("our ₦950,000.00 fee"), C("the amount sent was ₦37,050,000.00", "NOT_EXECUTED")],
       errors=["refused_call_effect", "refused_call_effect"],
       excludes=["have now been transferred", "the amount sent was"],
       includes=["not been made|not yet|not been sent|could not|couldn't|unable|verify|verified|"
                 "verification",
                 "₦37,050,000|37,050,000|₦950,000|950,000"],
       notes="trust.transfers.create was DENIED: bank details unverified.")

# ---------------------------------------------------------------------------
# 22. conv-survey-plan: quote revised; site visit on Saturday
# ---------------------------------------------------------------------------
B22 = Bundle(
    "conv-survey-plan", DOMAIN,
    "What is the final price for the survey plan, and when is the surveyor coming?",
    [
        {"id": "quotes.list#CV-2026-0129", "kind": "record", "source": "tool:billing.quotes.list",
         "fields": {"matter": "CV-2026-0129", "client": "Hadiza Abubakar", "quotes": [
             {"ref": "SQ-118", "version": 1, "status": "SUPERSEDED", "issued_on": "2026-06-22",
              "total": 180000.0, "lines": [{"desc": "Survey plan preparation", "amount": 180000.0}]},
             {"ref": "SQ-118", "version": 2, "status": "CURRENT", "issued_on": "2026-06-30",
              "total": 210000.0,
              "lines": [{"desc": "Survey plan preparation", "amount": 180000.0},
                        {"desc": "Charting at Surveyor-General's office", "amount": 30000.0}]}]}},
        {"id": "trust.ledger#CV-2026-0129", "kind": "record", "source": "tool:practice.trust_ledger.get",
         "fields": {"trust_account": {"matter": "CV-2026-0129", "currency": "NGN",
                                      "entries": [{"date": "2026-07-01", "type": "DEPOSIT",
                                                   "memo": "50% deposit - survey plan",
                                                   "amount": 105000.0}],
                                      "balance": 105000.0}}},
        {"id": "calendar_entries.list#CV-2026-0129", "kind": "record",
         "source": "tool:practice.calendar_entries.list",
         "fields": {"firm_time_zone": "Africa/Lagos", "calendar_entries": [
             {"id": 9930301, "summary": "Surveyor site visit - Plot 9, Odo-Ayandelu, Epe",
              "start_at": "2026-07-11T07:00:00Z", "duration": "PT3H", "status": "CONFIRMED"}]}},
        {"id": "policy#survey-visits", "kind": "policy", "revision": "2026-01",
         "text": ("The client or a representative must be present at the site visit to show the "
                  "boundaries. Survey plans are ready within 15 working days of the site visit. If "
                  "the client cancels a visit with less than 48 hours' notice, a call-out fee of "
                  "N25,000 applies.")},
    ],
    now="2026-07-07T16:00:00+01:00",
)

case(B22,
     "Good afternoon Ms Abubakar, the current quote for your survey plan is ₦210,000.00, which "
     "includes ₦30,000.00 for charting at the Surveyor-General's office. We hold your deposit of "
     "₦105,000.00, so ₦105,000.00 remains. The surveyor will visit the Epe plot on Saturday, "
     "11 July 2026 at 8:00 AM for about three hours, and you or a representative must be there to "
     "show the boundaries.",
     [S("survey plan is ₦210,000.00"), S("₦30,000.00 for charting"),
      S("We hold your deposit of ₦105,000.00"), S("so ₦105,000.00 remains"),
      S("Saturday, 11 July 2026 at 8:00 AM"), S("for about three hours"),
      S("you or a representative must be there")],
     includes=["₦210,000.00", "8:00 AM"],
     notes="Quote v2 CURRENT total 210000 incl. charting line 30000; trust deposit 105000; "
           "07:00Z = 08:00 WAT; PT3H; policy on attendance.")

case(B22,
     "Dear Ms Abubakar,\n\n1. Quote SQ-118, version 2: two hundred and ten thousand naira.\n"
     "2. Deposit held in trust: ₦105,000.00 (received 01/07/2026).\n"
     "3. Site visit: 11/07/2026 at 08:00, Plot 9, Odo-Ayandelu, Epe.\n"
     "4. Your plan should be ready within fifteen working days of the visit.\n\n"
     "Yours faithfully,\nAdaobi Nwankwo",
     [S("two hundred and ten thousand naira"), S("₦105,000.00 (received 01/07/2026)"),
      S("11/07/2026 at 08:00"), S("ready within fifteen working days of the visit")],
     includes=["11/07/2026", "two hundred and ten thousand naira"],
     notes="Quote v2 total; trust entry date 2026-07-01; calendar; policy 15 working days.")

case(B22,
     "This Saturday at 8:00 AM; ₦210,000 in total, with ₦105,000 still to pay.",
     [S("This Saturday at 8:00 AM"), S("₦210,000 in total"), S("₦105,000 still to pay")],
     includes=["8:00 AM"],
     notes="now is Tuesday 07/07; Saturday is 11/07; 210000 - 105000.")

case(B22,
     "Good afternoon Ms Abubakar, the quote for your survey plan is ₦180,000.00. The surveyor will "
     "visit the Epe plot on Saturday, 11 July 2026 at 8:00 AM for about two hours.",
     [C("the quote for your survey plan is ₦180,000.00", "AMOUNT_MISMATCH"),
      S("Saturday, 11 July 2026 at 8:00 AM"),
      C("for about two hours", "VALUE_MISMATCH")],
     errors=["stale_value", "wrong_period"],
     excludes=["₦180,000.00", "about two hours"],
     notes="N180,000 is SQ-118 version 1 (SUPERSEDED); the current total is N210,000. Duration "
           "is PT3H.")

case(B22,
     "Dear Ms Abubakar,\n\nThe current quote is ₦210,000.00, and ₦105,000.00 remains after your "
     "deposit. The surveyor will be on site on 11/07/2026 at 7:00 AM. Should you need to cancel, "
     "you may do so free of charge up to 24 hours beforehand.\n\nYours faithfully,\n"
     "Adaobi Nwankwo",
     [S("The current quote is ₦210,000.00"), S("₦105,000.00 remains after your deposit"),
      C("on 11/07/2026 at 7:00 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
      C("free of charge up to 24 hours beforehand", "NLI_CONTRADICTION")],
     errors=["unit_conversion", "wrong_policy_condition"],
     excludes=["7:00 AM", "up to 24 hours beforehand"],
     notes="07:00Z is 08:00 WAT. Policy: a call-out fee applies with under 48 hours' notice.")

repair(B22,
       "Good afternoon Ms Abubakar, the survey plan is quoted at ₦210,000.00, of which ₦105,000.00 "
       "remains. The surveyor will visit on Saturday, 11 July 2026 at 7:00 AM.",
       [S("quoted at ₦210,000.00"), S("₦105,000.00 remains"),
        C("Saturday, 11 July 2026 at 7:00 AM", "DATE_MISMATCH", "VALUE_MISMATCH")],
       errors=["unit_conversion"], excludes=["at 7:00 AM"],
       includes=["8:00 AM|8 AM|08:00", "₦210,000|210,000"],
       notes="start_at 07:00Z is 08:00 Africa/Lagos.")
