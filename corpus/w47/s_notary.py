"""Notary appointments (Marina Notarial Chambers) — four scenario bundles."""
from common import Bundle, case, repair, S, N, C, I, CI, ep

DOMAIN = "notary appointments"

# ---------------------------------------------------------------------------
# 9. notary-booking: three items, fee scale, epoch start time
# ---------------------------------------------------------------------------
B9 = Bundle(
    "notary-booking", DOMAIN,
    "Can you confirm my notary appointment and what I will pay on the day?",
    [
        {"id": "bookings.get#NB-66120", "kind": "record", "source": "tool:scheduling.bookings.get",
         "fields": {"booking": {
             "ref": "NB-66120", "client": {"id": 70311, "name": "Bolaji Coker"},
             "status": "CONFIRMED", "office": "MARINA_HQ",
             "starts_at": ep("2026-06-19T11:30:00+01:00"), "tz": "Africa/Lagos",
             "duration": "PT40M", "notary": "Barr. Kemi Lawal",
             "items": [
                 {"type": "POWER_OF_ATTORNEY", "count": 1, "unit_fee": 10000.0},
                 {"type": "STATUTORY_DECLARATION", "count": 1, "unit_fee": 10000.0},
                 {"type": "CERTIFIED_COPY_PAGE", "count": 3, "unit_fee": 4000.0}],
             "estimate_total": 32000.0, "payment_due": "AT_APPOINTMENT"}}},
        {"id": "bookings.list#client-70311", "kind": "record", "source": "tool:scheduling.bookings.list",
         "fields": {"bookings": [
             {"ref": "NB-61877", "status": "COMPLETED", "date": "2026-03-11",
              "items": [{"type": "AFFIDAVIT", "count": 1, "unit_fee": 10000.0}],
              "amount_paid": 10000.0},
             {"ref": "NB-66120", "status": "CONFIRMED", "date": "2026-06-19"}]}},
        {"id": "policy#notary-attendance", "kind": "policy", "revision": "2026-01",
         "text": ("Fees are payable at the appointment by card or transfer. Each signatory must "
                  "bring an original, valid government-issued photo ID; photocopies are not "
                  "accepted. Documents must not be signed before the appointment, as the notary "
                  "has to witness the signature. Notarisation is N10,000 per document and certified "
                  "copies are N4,000 per page.")},
    ],
    now="2026-06-17T09:00:00+01:00",
)

case(B9,
     "Good morning Mr Coker, your notary appointment is confirmed for Friday, 19 June 2026 at "
     "11:30 AM at our Marina office and is booked for 40 minutes. For the power of attorney and the "
     "statutory declaration (₦10,000.00 each) plus three certified copy pages at ₦4,000.00 each, "
     "the total comes to ₦32,000.00. Please bring an original government-issued photo ID, and do "
     "not sign the documents before you arrive, as the notary must witness your signature.",
     [S("confirmed for Friday, 19 June 2026 at 11:30 AM"), S("at our Marina office"),
      S("booked for 40 minutes"), S("(₦10,000.00 each)"),
      S("three certified copy pages at ₦4,000.00 each"), S("the total comes to ₦32,000.00"),
      S("bring an original government-issued photo ID"),
      S("do not sign the documents before you arrive")],
     includes=["11:30 AM", "₦32,000.00"],
     notes="starts_at epoch is 11:30 WAT on 19/06; PT40M; items 10000+10000+3x4000 = 32000; "
           "policy on ID and signing.")

case(B9,
     "Confirmed: this Friday at 11:30 AM for 40 minutes, with ₦32,000 payable at the appointment.",
     [S("this Friday at 11:30 AM"), S("for 40 minutes"), S("₦32,000 payable at the appointment")],
     includes=["11:30 AM"],
     notes="now is Wednesday 17/06; Friday is 19/06; payment_due AT_APPOINTMENT.")

case(B9,
     "Dear Mr Coker,\n\nBooking NB-66120 is confirmed with Barr. Kemi Lawal on 19/06/2026 at "
     "11:30. The fee of thirty-two thousand naira may be paid on the day by card or transfer. "
     "Photocopies of ID cannot be accepted.\n\nKind regards,\nSola Martins\nAppointments Clerk, "
     "Marina Notarial Chambers",
     [S("confirmed with Barr. Kemi Lawal on 19/06/2026 at 11:30"),
      S("fee of thirty-two thousand naira"), S("paid on the day by card or transfer"),
      S("Photocopies of ID cannot be accepted")],
     includes=["19/06/2026", "thirty-two thousand naira"],
     notes="booking.notary, starts_at, estimate_total 32000.0; policy on payment and ID.")

case(B9,
     "Good morning Mr Coker, your appointment is confirmed for Friday, 19 June 2026 at 10:30 AM "
     "and is booked for 40 minutes. With two documents at ₦10,000.00 each and the certified copy "
     "pages at ₦4,000.00, the total comes to ₦24,000.00. Please bring an original photo ID.",
     [C("Friday, 19 June 2026 at 10:30 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
      S("booked for 40 minutes"), S("two documents at ₦10,000.00 each"),
      C("the total comes to ₦24,000.00", "AMOUNT_MISMATCH"),
      S("bring an original photo ID")],
     errors=["unit_conversion", "wrong_arithmetic"],
     excludes=["at 10:30 AM", "₦24,000.00"],
     notes="The epoch starts_at is 10:30 UTC, 11:30 in Lagos. Three copy pages at N4,000 are "
           "N12,000, so the total is 32000, not 24000.")

case(B9,
     "Dear Mr Coker,\n\nYour appointment is confirmed for Friday, 19 June at 11:30 AM. The fee "
     "will be ₦10,000.00 in total. To save time, you may sign the documents at home and bring them "
     "with you.\n\nKind regards,\nSola Martins",
     [S("Friday, 19 June at 11:30 AM"),
      C("₦10,000.00 in total", "AMOUNT_MISMATCH"),
      C("you may sign the documents at home", "NLI_CONTRADICTION")],
     errors=["other_record_value", "wrong_policy_condition"],
     excludes=["₦10,000.00 in total", "sign the documents at home"],
     notes="N10,000 is what he paid for booking NB-61877 in March; this booking totals 32000. "
           "Policy forbids signing before the appointment.")

repair(B9,
       "Good morning Mr Coker, your appointment is confirmed for Friday, 19 June 2026 at 11:30 AM "
       "and is booked for 30 minutes. The total payable on the day is ₦32,000.00.",
       [S("Friday, 19 June 2026 at 11:30 AM"), C("booked for 30 minutes", "VALUE_MISMATCH"),
        S("total payable on the day is ₦32,000.00")],
       errors=["wrong_period"], excludes=["booked for 30 minutes"],
       includes=["40 minutes|forty minutes|40 mins", "₦32,000|32,000", "11:30"],
       notes="booking.duration is PT40M.")

# ---------------------------------------------------------------------------
# 10. notary-reschedule: moved late, late-change fee applies
# ---------------------------------------------------------------------------
B10 = Bundle(
    "notary-reschedule", DOMAIN,
    "I moved my notary appointment yesterday. When is it now, and is there a charge?",
    [
        {"id": "bookings.list#client-70488", "kind": "record", "source": "tool:scheduling.bookings.list",
         "fields": {"tz": "Africa/Lagos", "bookings": [
             {"ref": "NB-66790", "status": "RESCHEDULED", "replaced_by": "NB-66841",
              "start_at": "2026-07-06T09:00:00Z", "notary": "Barr. Kemi Lawal"},
             {"ref": "NB-66841", "status": "CONFIRMED", "start_at": "2026-07-09T13:00:00Z",
              "duration": "PT30M", "notary": "Barr. Segun Oduya", "office": "MARINA_HQ"}],
             "client": {"id": 70488, "name": "Ngozi Umeh"}}},
        {"id": "booking_changes.get#CHG-3120", "kind": "record", "source": "tool:scheduling.changes.get",
         "fields": {"change": {"ref": "CHG-3120", "from_booking": "NB-66790",
                               "to_booking": "NB-66841",
                               "requested_at": "2026-07-05T16:20:00+01:00",
                               "notice_hours": 17.7, "late_change": True,
                               "fee": {"code": "LATE_CHANGE_FEE", "amount": 5000.0,
                                       "state": "awaiting_payment"}}}},
        {"id": "policy#rescheduling", "kind": "policy", "revision": "2026-01",
         "text": ("You are welcome to move your appointment. Changes made at least 24 hours before "
                  "the booked start are free of charge. Changes made with less notice carry a "
                  "late-change fee of N5,000, payable before or at the new appointment. Missed "
                  "appointments without notice are charged in full.")},
    ],
    now="2026-07-06T08:30:00+01:00",
)

case(B10,
     "Good morning Mrs Umeh, your appointment has been moved to Thursday, 9 July 2026 at 2:00 PM "
     "with Barr. Segun Oduya. Because the change was requested less than 24 hours before the "
     "original 10:00 AM slot on 6 July, the ₦5,000.00 late-change fee applies, and it is awaiting "
     "payment.",
     [S("moved to Thursday, 9 July 2026 at 2:00 PM"), S("with Barr. Segun Oduya"),
      S("requested less than 24 hours before"), S("original 10:00 AM slot on 6 July"),
      S("the ₦5,000.00 late-change fee applies"), S("it is awaiting payment")],
     includes=["2:00 PM", "₦5,000.00"],
     notes="NB-66841 start 13:00Z = 14:00 WAT; NB-66790 at 09:00Z = 10:00 WAT; change "
           "notice_hours 17.7, late_change true, fee 5000.0 awaiting_payment.")

case(B10,
     "Dear Mrs Umeh,\n\n- New appointment: NB-66841, 09/07/2026 at 14:00, half an hour, Marina "
     "office.\n- Notary: Barr. Segun Oduya.\n- Late-change fee: five thousand naira, not yet "
     "paid; it may be settled at the new appointment.\n\nKind regards,\nSola Martins\n"
     "Appointments Clerk",
     [S("NB-66841, 09/07/2026 at 14:00"), S("half an hour"), S("Notary: Barr. Segun Oduya"),
      S("five thousand naira, not yet paid"), S("may be settled at the new appointment")],
     includes=["09/07/2026", "five thousand naira"],
     notes="PT30M is half an hour; fee state awaiting_payment; policy: payable before or at the "
           "new appointment.")

case(B10,
     "You are now booked for this Thursday at 2:00 PM; a ₦5,000 late-change fee is due.",
     [S("this Thursday at 2:00 PM"), S("a ₦5,000 late-change fee is due")],
     includes=["2:00 PM"],
     notes="now is Monday 06/07; Thursday is 09/07; 13:00Z = 14:00 WAT.")

case(B10,
     "Good morning Mrs Umeh, your appointment has been moved to Thursday, 9 July 2026 at 2:00 PM "
     "with Barr. Kemi Lawal. As you let us know the day before, the change is free of charge.",
     [S("moved to Thursday, 9 July 2026 at 2:00 PM"),
      C("with Barr. Kemi Lawal", "VALUE_MISMATCH"),
      C("the change is free of charge", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     errors=["stale_value", "condition_unmet"],
     excludes=["with Barr. Kemi Lawal", "the change is free of charge"],
     notes="Barr. Kemi Lawal was the notary on the replaced booking NB-66790; NB-66841 is with "
           "Barr. Segun Oduya. Notice was 17.7 hours, under the 24 needed for a free change.")

case(B10,
     "Dear Mrs Umeh,\n\nYour new appointment is on 9 July 2026 at 1:00 PM at our Marina office. "
     "The late-change fee of ₦5,000.00 has already been paid, so nothing further is due.\n\n"
     "Kind regards,\nSola Martins",
     [C("9 July 2026 at 1:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("at our Marina office"),
      C("has already been paid", "RECORD_STATE_MISMATCH"),
      C("nothing further is due", "RECORD_STATE_MISMATCH", "AMOUNT_MISMATCH")],
     errors=["unit_conversion", "wrong_state", "wrong_state"],
     excludes=["at 1:00 PM", "has already been paid", "nothing further is due"],
     notes="13:00Z is 14:00 in Lagos. The fee state is awaiting_payment.")

repair(B10,
       "Good morning Mrs Umeh, your appointment has been moved to Thursday, 9 July 2026 at 2:00 PM. "
       "As the change was made with enough notice, there is no charge.",
       [S("Thursday, 9 July 2026 at 2:00 PM"),
        C("there is no charge", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       errors=["condition_unmet"], excludes=["there is no charge"],
       includes=["₦5,000|5,000|5000|late-change fee|late change fee", "2:00 PM|2 PM|14:00"],
       notes="notice_hours 17.7 < 24; LATE_CHANGE_FEE 5000.0 awaiting payment.")

# ---------------------------------------------------------------------------
# 11. notary-mobile-visit: mainland visit, travel fee not waived
# ---------------------------------------------------------------------------
B11 = Bundle(
    "notary-mobile-visit", DOMAIN,
    "Can you confirm the mobile notary visit for our two board resolutions and the cost? Is travel free?",
    [
        {"id": "accounts.get#ACC-20417", "kind": "record", "source": "tool:crm.accounts.get",
         "fields": {"account": {"ref": "ACC-20417", "name": "Delta Crest Logistics Ltd",
                                "contact": "Tamuno Briggs",
                                "billing_address": {"line1": "22 Adeola Odeku Street",
                                                    "area": "Victoria Island",
                                                    "zone": "ZONE_A"}}}},
        {"id": "bookings.get#NB-66502", "kind": "record", "source": "tool:scheduling.bookings.get",
         "fields": {"booking": {
             "ref": "NB-66502", "type": "MOBILE_VISIT", "status": "CONFIRMED",
             "account": "ACC-20417",
             "visit_address": {"line1": "Plot 14, Oba Akran Avenue", "area": "Ikeja",
                               "zone": "ZONE_B"},
             "starts_at": ep("2026-06-30T10:00:00+01:00"), "tz": "Africa/Lagos",
             "duration": "PT1H",
             "lines": [{"code": "NOTARISATION", "count": 2, "unit_fee": 10000.0, "amount": 20000.0},
                       {"code": "TRAVEL_ZONE_B", "count": 1, "amount": 12000.0}],
             "total": 32000.0}}},
        {"id": "policy#mobile-visits", "kind": "policy", "revision": "2026-02",
         "text": ("Mobile visits carry a travel fee by zone: Zone A (Lagos Island, Ikoyi and "
                  "Victoria Island) N7,000 and Zone B (mainland) N12,000. The travel fee is waived "
                  "for Zone A visits at which three or more documents are notarised. The notary "
                  "arrives within 30 minutes of the booked time. Every signatory must be present "
                  "with original photo ID.")},
    ],
    now="2026-06-26T13:45:00+01:00",
)

case(B11,
     "Good afternoon Mr Briggs, the mobile notary visit to your Ikeja office is booked for Tuesday, "
     "30 June 2026 at 10:00 AM, and the notary will arrive within 30 minutes of that time. The "
     "cost is ₦20,000.00 for the two documents plus a ₦12,000.00 mainland travel fee, ₦32,000.00 "
     "in all. Travel is waived only for Zone A visits with three or more documents, so the fee "
     "applies here.",
     [S("visit to your Ikeja office"), S("Tuesday, 30 June 2026 at 10:00 AM"),
      S("arrive within 30 minutes of that time"), S("₦20,000.00 for the two documents"),
      S("₦12,000.00 mainland travel fee"), S("₦32,000.00 in all"),
      S("waived only for Zone A visits with three or more documents"),
      S("so the fee applies here")],
     includes=["₦32,000.00", "10:00 AM"],
     notes="visit_address zone ZONE_B (Ikeja); starts_at epoch = 10:00 WAT; lines 20000 + 12000 = "
           "32000; policy on waiver and arrival window.")

case(B11,
     "Dear Mr Briggs,\n\nA one-hour mobile visit has been booked for 30/06/2026 at 10:00 at Plot "
     "14, Oba Akran Avenue, Ikeja. Thirty-two thousand naira is payable, which includes the "
     "mainland travel fee. All signatories must be present with original photo ID.\n\n"
     "Kind regards,\nSola Martins\nMarina Notarial Chambers",
     [S("A one-hour mobile visit"), S("30/06/2026 at 10:00"),
      S("Plot 14, Oba Akran Avenue, Ikeja"), S("Thirty-two thousand naira is payable"),
      S("includes the mainland travel fee"), S("present with original photo ID")],
     includes=["30/06/2026", "Thirty-two thousand naira"],
     notes="duration PT1H; visit_address; total 32000.0 with TRAVEL_ZONE_B line.")

case(B11,
     "Good afternoon Mr Briggs, the visit is booked for Tuesday, 30 June 2026 at 10:00 AM. Because "
     "your company is in Zone A, no travel fee is charged, so the total is ₦20,000.00 for the two "
     "documents.",
     [S("Tuesday, 30 June 2026 at 10:00 AM"),
      C("no travel fee is charged", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
      C("the total is ₦20,000.00", "AMOUNT_MISMATCH")],
     errors=["condition_unmet", "wrong_amount"],
     excludes=["no travel fee is charged", "the total is ₦20,000.00"],
     notes="Zone A is the billing address; the visit is in ZONE_B and has two documents, so the "
           "waiver does not apply; booking total is 32000.0.")

case(B11,
     "Dear Mr Briggs,\n\nThe mobile visit to Ikeja is confirmed for 30/06/2026 at 10:00 and has "
     "been booked for 90 minutes. The travel fee is ₦7,000.00 on top of the ₦20,000.00 "
     "notarisation fee.\n\nKind regards,\nSola Martins",
     [S("confirmed for 30/06/2026 at 10:00"),
      C("booked for 90 minutes", "VALUE_MISMATCH"),
      C("The travel fee is ₦7,000.00", "AMOUNT_MISMATCH"),
      S("₦20,000.00 notarisation fee")],
     errors=["wrong_period", "wrong_amount"],
     excludes=["90 minutes", "₦7,000.00"],
     notes="duration PT1H; the TRAVEL_ZONE_B line is 12000.0 (N7,000 is the Zone A rate).")

repair(B11,
       "Good afternoon Mr Briggs, the mobile visit to your Ikeja office is booked for Tuesday, "
       "30 June 2026 at 10:00 AM. The cost is ₦20,000.00 for the two documents plus a ₦7,000.00 "
       "travel fee.",
       [S("Tuesday, 30 June 2026 at 10:00 AM"), S("₦20,000.00 for the two documents"),
        C("₦7,000.00 travel fee", "AMOUNT_MISMATCH")],
       errors=["wrong_amount"], excludes=["₦7,000.00"],
       includes=["₦12,000|12,000|12000", "₦20,000|20,000"],
       notes="TRAVEL_ZONE_B line amount 12000.0.")

# ---------------------------------------------------------------------------
# 12. notary-certified-copies: void bill replaced, courier refused
# ---------------------------------------------------------------------------
B12 = Bundle(
    "notary-certified-copies", DOMAIN,
    "Are my certified copies ready? How much do I pay, and can you courier them to me?",
    [
        {"id": "jobs.get#CTC-8831", "kind": "record", "source": "tool:practice.tasks.get",
         "fields": {"job": {"ref": "CTC-8831", "client": "Yetunde Sowemimo",
                            "service": "CERTIFIED_TRUE_COPIES", "pages": 6,
                            "status": "READY_FOR_COLLECTION", "ready_since": "2026-06-04"}}},
        {"id": "bills.list#CTC-8831", "kind": "record", "source": "tool:practice.bills.list",
         "fields": {"bills": [
             {"number": "NOT-B-2041", "state": "void", "void_reason": "WRONG_PAGE_COUNT",
              "lines": [{"desc": "Certified copy page", "qty": 8, "rate": 4000.0}],
              "total": 32000.0, "balance": 0.0},
             {"number": "NOT-B-2047", "state": "awaiting_payment", "replaces": "NOT-B-2041",
              "lines": [{"desc": "Certified copy page", "qty": 6, "rate": 4000.0}],
              "total": 24000.0, "balance": 24000.0}]}},
        {"id": "dispatch.create#call-7", "kind": "refused_call", "tool": "dispatch.create",
         "decision": "DENY", "args": {"job": "CTC-8831", "carrier": "CITY_COURIER"},
         "reason": "UNPAID_BALANCE"},
        {"id": "policy#collection", "kind": "policy", "revision": "2025-09",
         "text": ("Certified documents are released only once the invoice has been paid in full. "
                  "They may be collected in person with photo ID or sent by courier at the client's "
                  "cost.")},
        {"id": "kb#marina-office-hours", "kind": "passage",
         "text": ("Marina Notarial Chambers, 5th floor, 41 Marina, Lagos.\n"
                  "Collections: Monday to Friday, 9:00 AM to 4:00 PM.\n"
                  "Saturdays and public holidays: closed.")},
    ],
    now="2026-06-05T10:10:00+01:00",
)

case(B12,
     "Good morning Ms Sowemimo, your six certified pages are ready for collection. The invoice that "
     "applies is NOT-B-2047 for ₦24,000.00 (six pages at ₦4,000.00 each); the earlier invoice "
     "NOT-B-2041 has been voided. We could not book a courier while the invoice is unpaid, so "
     "please settle it first. Collections are Monday to Friday, 9:00 AM to 4:00 PM.",
     [S("your six certified pages are ready for collection"),
      S("NOT-B-2047 for ₦24,000.00"), S("six pages at ₦4,000.00 each"),
      S("NOT-B-2041 has been voided"), S("We could not book a courier while the invoice is unpaid"),
      S("Monday to Friday, 9:00 AM to 4:00 PM")],
     includes=["₦24,000.00", "NOT-B-2047"],
     notes="job status READY_FOR_COLLECTION, pages 6; NOT-B-2047 total 24000.0 awaiting payment; "
           "NOT-B-2041 void; dispatch.create DENIED (UNPAID_BALANCE); KB hours.")

case(B12,
     "Ready for collection; ₦24,000 is due on NOT-B-2047, and the earlier ₦32,000 invoice was "
     "cancelled.",
     [S("Ready for collection"), S("₦24,000 is due on NOT-B-2047"),
      S("the earlier ₦32,000 invoice was cancelled")],
     includes=["₦24,000"],
     notes="Job status; bill states awaiting_payment and void.")

case(B12,
     "Dear Ms Sowemimo,\n\n• Copies: six pages, ready since 04/06/2026\n• Amount due: "
     "twenty-four thousand naira (NOT-B-2047)\n• Courier: not yet possible, as the documents "
     "are released only once the invoice is paid in full\n\nYou are welcome to collect them in "
     "person with photo ID.\n\nKind regards,\nSola Martins",
     [S("six pages, ready since 04/06/2026"), S("twenty-four thousand naira (NOT-B-2047)"),
      S("Courier: not yet possible"), S("released only once the invoice is paid in full"),
      S("collect them in person with photo ID")],
     includes=["twenty-four thousand naira", "04/06/2026"],
     notes="ready_since 2026-06-04; refused dispatch; policy on release and collection.")

case(B12,
     "Good morning Ms Sowemimo, your certified copies are ready. The amount due is ₦32,000.00 on "
     "invoice NOT-B-2041. We have booked a courier to deliver them to you on Monday.",
     [S("your certified copies are ready"),
      C("₦32,000.00 on invoice NOT-B-2041", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH"),
      C("We have booked a courier", "NOT_EXECUTED")],
     errors=["stale_value", "refused_call_effect"],
     excludes=["₦32,000.00 on invoice NOT-B-2041", "We have booked a courier"],
     notes="NOT-B-2041 is void and replaced by NOT-B-2047 (N24,000); dispatch.create was DENIED.")

case(B12,
     "Dear Ms Sowemimo,\n\nYour copies are still being prepared and the amount due on NOT-B-2047 "
     "is ₦24,000.00. Our office is also open for collections on Saturdays from 10:00 AM to "
     "1:00 PM.\n\nKind regards,\nSola Martins",
     [C("Your copies are still being prepared", "RECORD_STATE_MISMATCH"),
      S("amount due on NOT-B-2047 is ₦24,000.00"),
      C("open for collections on Saturdays", "NLI_CONTRADICTION")],
     errors=["wrong_state", "invented_fact"],
     excludes=["still being prepared", "open for collections on Saturdays"],
     notes="status READY_FOR_COLLECTION; the KB passage says Saturdays are closed.")

repair(B12,
       "Good morning Ms Sowemimo, your six certified pages are ready, and ₦24,000.00 is due on "
       "NOT-B-2047. We have arranged for a courier to bring them to you.",
       [S("your six certified pages are ready"), S("₦24,000.00 is due on NOT-B-2047"),
        C("We have arranged for a courier", "NOT_EXECUTED")],
       errors=["refused_call_effect"], excludes=["We have arranged for a courier"],
       includes=["could not|couldn't|unable|not able|not yet possible|once the invoice is paid|"
                 "unpaid|after payment",
                 "₦24,000|24,000"],
       notes="dispatch.create was DENIED because the balance is unpaid.")
