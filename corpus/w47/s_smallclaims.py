"""Small-claims help (ClaimDesk Lagos) — four scenario bundles."""
from common import Bundle, case, repair, S, N, C, I, CI, ep

DOMAIN = "small-claims help"

# ---------------------------------------------------------------------------
# 5. claim-filing: claim filed, fee paid from trust, first hearing listed
# ---------------------------------------------------------------------------
B5 = Bundle(
    "claim-filing", DOMAIN,
    "Has my claim been filed? When is the hearing and what is left of the money I deposited?",
    [
        {"id": "matters.get#SC-2026-0217", "kind": "record", "source": "tool:practice.matters.get",
         "fields": {"matter": {
             "id": 90440217, "display_number": "SC-2026-0217",
             "description": "Chidi Ogbu v. Oakline Furniture Ventures - defective wardrobe",
             "status": "Open", "practice_area": {"id": 31, "name": "Small Claims"},
             "open_date": "2026-05-26",
             "court": {"name": "Lagos Small Claims Court, Ikeja", "suit_number": "LSCC/IKJ/0412/2026",
                       "filed_on": "2026-06-03", "stage": "FILED_AWAITING_SERVICE"},
             "claim_amount": 850000.0}}},
        {"id": "trust.ledger#SC-2026-0217", "kind": "record", "source": "tool:practice.trust_ledger.get",
         "fields": {"trust_account": {
             "matter": "SC-2026-0217", "currency": "NGN",
             "entries": [
                 {"date": "2026-06-01", "type": "DEPOSIT", "memo": "Client deposit for court fees",
                  "amount": 20000.0},
                 {"date": "2026-06-03", "type": "DISBURSEMENT",
                  "payee": "Lagos Small Claims Court", "memo": "Filing fee", "amount": -7500.0}],
             "balance": 12500.0}}},
        {"id": "bills.list#SC-2026-0217", "kind": "record", "source": "tool:practice.bills.list",
         "fields": {"bills": [
             {"number": "INV-5502", "state": "awaiting_payment", "issued_at": "2026-05-27",
              "due_at": "2026-06-26", "total": 45000.0, "balance": 45000.0,
              "memo": "Fixed service fee - small claim"},
             {"number": "INV-5519", "state": "draft", "issued_at": None, "total": 15000.0,
              "balance": 15000.0, "memo": "Additional hearing attendance (provisional)"}]}},
        {"id": "calendar_entries.list#SC-2026-0217", "kind": "record",
         "source": "tool:practice.calendar_entries.list",
         "fields": {"firm_time_zone": "Africa/Lagos", "calendar_entries": [
             {"id": 8830101, "summary": "First hearing - LSCC Ikeja, Court 3",
              "start_at": "2026-07-08T08:30:00Z", "end_at": "2026-07-08T10:30:00Z",
              "status": "CONFIRMED"}]}},
        {"id": "policy#small-claims-fees", "kind": "policy", "revision": "2026-03",
         "text": ("Court filing fees are paid to the court from the client's trust deposit, and "
                  "anything left in trust is returned when the matter closes. Our fixed service fee "
                  "covers preparing the claim form, filing it and attending one hearing. Further "
                  "hearings are billed at N15,000 each. The court serves the claim on the "
                  "defendant, and we send you proof of service once the bailiff files it.")},
    ],
    now="2026-06-15T14:00:00+01:00",
)

case(B5,
     "Good afternoon Mr Ogbu, your claim was filed on 3 June 2026 under suit number "
     "LSCC/IKJ/0412/2026 and is now awaiting service on the defendant. The first hearing is on "
     "Wednesday, 8 July 2026 at 9:30 AM at the Ikeja court. The ₦7,500.00 filing fee was paid from "
     "your trust deposit, leaving ₦12,500.00 in trust.",
     [S("your claim was filed on 3 June 2026"), S("under suit number LSCC/IKJ/0412/2026"),
      S("now awaiting service on the defendant"), S("Wednesday, 8 July 2026 at 9:30 AM"),
      S("at the Ikeja court"), S("₦7,500.00 filing fee was paid from your trust deposit"),
      S("leaving ₦12,500.00 in trust")],
     includes=["LSCC/IKJ/0412/2026", "₦12,500.00"],
     notes="court.filed_on 2026-06-03, stage FILED_AWAITING_SERVICE; hearing 08:30Z = 09:30 WAT; "
           "trust ledger disbursement -7500.0, balance 12500.0.")

case(B5,
     "Dear Mr Ogbu,\n\nAn update on SC-2026-0217:\n"
     "1. Filed: 03/06/2026 (LSCC/IKJ/0412/2026).\n"
     "2. First hearing: 08/07/2026 at 09:30, Court 3, Ikeja.\n"
     "3. Trust: twenty thousand naira deposited, seven thousand five hundred paid to the court, "
     "twelve thousand five hundred naira remaining.\n"
     "4. Our service fee (INV-5502, ₦45,000.00) is due by 26/06/2026.\n\n"
     "Proof of service will be sent to you once the bailiff files it.\n\n"
     "Yours sincerely,\nAmaka Obi\nClerk, ClaimDesk Lagos",
     [S("Filed: 03/06/2026"), S("08/07/2026 at 09:30, Court 3"),
      S("twenty thousand naira deposited"), S("seven thousand five hundred paid to the court"),
      S("twelve thousand five hundred naira remaining"), S("INV-5502, ₦45,000.00"),
      S("is due by 26/06/2026"), S("Proof of service will be sent to you")],
     includes=["08/07/2026", "twelve thousand five hundred naira"],
     notes="Trust entries 20000.0 and -7500.0, balance 12500.0; INV-5502 due_at 2026-06-26; "
           "policy promises proof of service once filed by the bailiff.")

case(B5,
     "Your claim has been filed, and the first hearing has been fixed for 08/07/2026 at 09:30.",
     [S("Your claim has been filed"), S("fixed for 08/07/2026 at 09:30")],
     includes=["08/07/2026"],
     notes="court.filed_on present; calendar entry 8830101 at 08:30Z = 09:30 WAT.")

case(B5,
     "Good afternoon Mr Ogbu, your claim was filed on 3 June 2026 under suit number SC-2026-0217 "
     "and is awaiting service on the defendant. The first hearing is on Wednesday, 8 July 2026 at "
     "8:30 AM. After the ₦7,500.00 filing fee, ₦12,500.00 remains in trust.",
     [S("your claim was filed on 3 June 2026"),
      C("under suit number SC-2026-0217", "IDENTIFIER_MISMATCH"),
      S("is awaiting service on the defendant"),
      C("Wednesday, 8 July 2026 at 8:30 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
      S("₦12,500.00 remains in trust")],
     errors=["wrong_role", "unit_conversion"],
     excludes=["suit number SC-2026-0217", "at 8:30 AM"],
     notes="SC-2026-0217 is the firm's matter number; the suit number is LSCC/IKJ/0412/2026. "
           "08:30Z is 09:30 in Lagos.")

case(B5,
     "Dear Mr Ogbu,\n\nYour claim was filed on 03/06/2026 and the first hearing is on 08/07/2026 "
     "at 09:30. Your trust deposit still stands at ₦20,000.00. Invoice INV-5519 for ₦15,000.00 is "
     "now due for payment.\n\nYours sincerely,\nAmaka Obi",
     [S("Your claim was filed on 03/06/2026"), S("first hearing is on 08/07/2026"),
      C("still stands at ₦20,000.00", "AMOUNT_MISMATCH"),
      C("INV-5519 for ₦15,000.00 is now due for payment", "RECORD_STATE_MISMATCH")],
     errors=["stale_value", "wrong_state"],
     excludes=["₦20,000.00", "INV-5519 for ₦15,000.00 is now due"],
     notes="The deposit was 20000.0 before the filing fee; balance is 12500.0. INV-5519 is a "
           "draft bill, not issued or due.")

repair(B5,
       "Good afternoon Mr Ogbu, your claim LSCC/IKJ/0412/2026 was filed on 3 June 2026. The first "
       "hearing is on 8 July 2026 at 8:30 AM at the Ikeja court, and ₦12,500.00 remains in trust.",
       [S("LSCC/IKJ/0412/2026 was filed on 3 June 2026"),
        C("8 July 2026 at 8:30 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
        S("₦12,500.00 remains in trust")],
       errors=["unit_conversion"], excludes=["at 8:30 AM"],
       includes=["9:30 AM|9:30|09:30", "₦12,500|12,500"],
       notes="start_at 2026-07-08T08:30:00Z is 09:30 Africa/Lagos.")

# ---------------------------------------------------------------------------
# 6. claim-hearing-adjourned: court adjourned; old entry cancelled
# ---------------------------------------------------------------------------
B6 = Bundle(
    "claim-hearing-adjourned", DOMAIN,
    "I heard the hearing was moved. What is the new date, and will I be charged for another attendance?",
    [
        {"id": "matters.get#SC-2026-0188", "kind": "record", "source": "tool:practice.matters.get",
         "fields": {"matter": {
             "id": 90440188, "display_number": "SC-2026-0188",
             "description": "Funmilayo Ajayi v. Bright Homes Ltd - unreturned rent deposit",
             "status": "Open", "practice_area": {"name": "Small Claims"},
             "claim_amount": 1250000.0,
             "court": {"name": "Lagos Small Claims Court, Lekki", "suit_number": "LSCC/LEK/0207/2026"}}}},
        {"id": "calendar_entries.list#SC-2026-0188", "kind": "record",
         "source": "tool:practice.calendar_entries.list",
         "fields": {"firm_time_zone": "Africa/Lagos", "calendar_entries": [
             {"id": 8830412, "summary": "Hearing - LSCC Lekki", "start_at": "2026-06-24T09:00:00Z",
              "status": "CANCELLED", "cancel_reason": "ADJOURNED_BY_COURT"},
             {"id": 8830499, "summary": "Adjourned hearing - LSCC Lekki",
              "start_at": "2026-07-15T12:00:00Z", "status": "CONFIRMED",
              "adjournment_requested_by": "COURT"},
             {"id": 8830501, "summary": "Preparation call with client",
              "start_at": "2026-07-13T15:00:00Z", "duration": "PT30M", "status": "CONFIRMED"}]}},
        {"id": "bills.list#SC-2026-0188", "kind": "record", "source": "tool:practice.bills.list",
         "fields": {"bills": [{"number": "INV-5441", "state": "paid", "total": 45000.0,
                               "balance": 0.0, "memo": "Fixed service fee - small claim"}]}},
        {"id": "policy#adjournments", "kind": "policy", "revision": "2026-03",
         "text": ("Our fixed fee includes attendance at one hearing. Where the court adjourns a "
                  "hearing of its own motion, we attend the adjourned date at no extra charge. An "
                  "adjournment sought at the client's request is billed as a further hearing at "
                  "N15,000. We confirm any new date to you in writing as soon as the court "
                  "releases it.")},
    ],
    now="2026-06-22T10:15:00+01:00",
)

case(B6,
     "Good morning Mrs Ajayi, the court adjourned the hearing that had been set for 24 June. Your "
     "claim against Bright Homes Ltd will now be heard on Wednesday, 15 July 2026 at 1:00 PM at "
     "the Lekki court. As the adjournment was the court's own, we will attend the new date at no "
     "extra charge. We have also booked a 30-minute preparation call with you on Monday, 13 July "
     "at 4:00 PM.",
     [S("the court adjourned the hearing that had been set for 24 June"),
      S("Wednesday, 15 July 2026 at 1:00 PM"), S("at the Lekki court"),
      S("we will attend the new date at no extra charge"),
      S("30-minute preparation call"), S("Monday, 13 July at 4:00 PM")],
     includes=["15 July 2026", "1:00 PM"],
     notes="Entry 8830412 CANCELLED (ADJOURNED_BY_COURT); 8830499 at 12:00Z = 13:00 WAT; "
           "8830501 at 15:00Z = 16:00 WAT, PT30M; policy: court adjournments at no extra charge.")

case(B6,
     "Dear Mrs Ajayi,\n\nPlease note the revised listing for SC-2026-0188:\n"
     "- Adjourned hearing: 15/07/2026, 13:00, Lekki.\n"
     "- Preparation call: 13/07/2026, 16:00 to 16:30.\n"
     "- No additional attendance fee will be charged, the adjournment having been made by the "
     "court.\n\nYours sincerely,\nAmaka Obi\nClerk, ClaimDesk Lagos",
     [S("Adjourned hearing: 15/07/2026, 13:00, Lekki"), S("13/07/2026, 16:00 to 16:30"),
      S("No additional attendance fee will be charged"),
      S("the adjournment having been made by the court")],
     includes=["15/07/2026", "13:00"],
     notes="Calendar entries 8830499 and 8830501 (PT30M gives 16:00-16:30); "
           "adjournment_requested_by COURT; policy sentence on own-motion adjournments.")

case(B6,
     "Good morning Mrs Ajayi, your hearing against Bright Homes Ltd remains on Wednesday, 24 June "
     "2026 at 10:00 AM at the Lekki court. There is no extra charge for attending it, as it is "
     "covered by your fixed fee.",
     [C("remains on Wednesday, 24 June 2026 at 10:00 AM", "RECORD_STATE_MISMATCH",
        "DATE_MISMATCH"),
      S("at the Lekki court"), S("covered by your fixed fee")],
     errors=["stale_value"], excludes=["remains on Wednesday, 24 June 2026"],
     notes="The 24 June entry is CANCELLED (adjourned by the court); the hearing is now 15/07/2026.")

case(B6,
     "Dear Mrs Ajayi,\n\nThe court has moved your hearing to 15 July 2026 at 12:00 PM. Because "
     "the hearing was adjourned, a further attendance fee of ₦15,000.00 will apply. Your "
     "preparation call is on 13 July at 4:00 PM.\n\nYours sincerely,\nAmaka Obi",
     [C("15 July 2026 at 12:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
      C("a further attendance fee of ₦15,000.00 will apply", "NLI_CONTRADICTION",
        "VALUE_MISMATCH"),
      S("preparation call is on 13 July at 4:00 PM")],
     errors=["unit_conversion", "wrong_policy_condition"],
     excludes=["at 12:00 PM", "further attendance fee of ₦15,000.00 will apply"],
     notes="12:00Z is 13:00 WAT. The N15,000 charge applies only to adjournments the client "
           "asks for; this one was made by the court.")

repair(B6,
       "Good morning Mrs Ajayi, your hearing remains listed for 24 June 2026 at the Lekki court, "
       "and there is no extra charge for it. Your preparation call is on 13 July at 4:00 PM.",
       [C("remains listed for 24 June 2026", "RECORD_STATE_MISMATCH", "DATE_MISMATCH"),
        S("there is no extra charge for it"), S("13 July at 4:00 PM")],
       errors=["stale_value"], excludes=["remains listed for 24 June 2026"],
       includes=["15 July|15/07/2026|2026-07-15", "4:00 PM|4 PM|16:00"],
       notes="24 June entry is CANCELLED; the adjourned hearing is 2026-07-15 at 13:00 WAT.")

# ---------------------------------------------------------------------------
# 7. judgment-enforcement: part payment received in trust, not yet cleared
# ---------------------------------------------------------------------------
B7 = Bundle(
    "judgment-payment", DOMAIN,
    "Has Mr Oyelaran paid anything on the judgment? When do I get the money?",
    [
        {"id": "matters.get#SC-2025-0933", "kind": "record", "source": "tool:practice.matters.get",
         "fields": {"matter": {
             "id": 90430933, "display_number": "SC-2025-0933",
             "description": "Ibrahim Musa v. Sunday Oyelaran - unpaid supply invoice",
             "status": "Pending", "practice_area": {"name": "Small Claims"},
             "stage": "ENFORCEMENT",
             "judgment": {"delivered_on": "2026-04-28", "principal": 640000.0,
                          "costs_awarded": 25000.0, "currency": "NGN"}}}},
        {"id": "trust.ledger#SC-2025-0933", "kind": "record", "source": "tool:practice.trust_ledger.get",
         "fields": {"trust_account": {
             "matter": "SC-2025-0933", "currency": "NGN",
             "entries": [{"date": "2026-06-10", "type": "RECEIPT",
                          "payer": "Sunday Oyelaran", "amount": 300000.0,
                          "clearance": "UNCLEARED", "expected_clear_date": "2026-06-17"}],
             "balance": 300000.0, "cleared_balance": 0.0}}},
        {"id": "bills.list#SC-2025-0933", "kind": "record", "source": "tool:practice.bills.list",
         "fields": {"bills": [{"number": "INV-5477", "state": "awaiting_payment",
                               "total": 45000.0, "balance": 45000.0,
                               "memo": "Enforcement application"}]}},
        {"id": "policy#money-received", "kind": "policy", "revision": "2025-12",
         "text": ("Money we receive from the other side is held in our client trust account. Once "
                  "it has cleared, usually within three working days, we pay it to you within two "
                  "working days. We never deduct our fees from money held in trust without your "
                  "written consent.")},
    ],
    now="2026-06-12T16:30:00+01:00",
)

case(B7,
     "Good afternoon Mr Musa, Mr Oyelaran paid ₦300,000.00 towards the judgment on 10 June 2026. "
     "It is held in our client trust account and is expected to clear on 17 June 2026, after which "
     "it will be paid to you within two working days. Of the ₦665,000.00 awarded (₦640,000.00 "
     "plus ₦25,000.00 costs), ₦365,000.00 remains unpaid.",
     [S("paid ₦300,000.00 towards the judgment on 10 June 2026"),
      S("held in our client trust account"), S("expected to clear on 17 June 2026"),
      S("paid to you within two working days"), S("Of the ₦665,000.00 awarded"),
      S("₦640,000.00 plus ₦25,000.00 costs"), S("₦365,000.00 remains unpaid")],
     includes=["₦300,000.00", "₦365,000.00"],
     notes="Trust RECEIPT 300000.0 on 2026-06-10, UNCLEARED, expected 2026-06-17; judgment "
           "640000 + 25000 = 665000; 665000 - 300000 = 365000.")

case(B7,
     "₦300,000 received from Mr Oyelaran on 10/06/2026; it should clear on 17/06/2026, and "
     "₦365,000 is still owed on the judgment.",
     [S("₦300,000 received from Mr Oyelaran on 10/06/2026"), S("should clear on 17/06/2026"),
      S("₦365,000 is still owed")],
     includes=["17/06/2026"],
     notes="Same ledger entry; outstanding figure is principal plus costs less the receipt.")

case(B7,
     "Dear Mr Musa,\n\nA part payment of three hundred thousand naira has been received from Mr "
     "Oyelaran and is being held in trust until it clears. No fees will be taken from it without "
     "your written consent.\n\nYours sincerely,\nAmaka Obi\nClerk, ClaimDesk Lagos",
     [S("three hundred thousand naira has been received"),
      S("held in trust until it clears"), S("without your written consent")],
     includes=["three hundred thousand naira"],
     notes="Ledger receipt 300000.0 UNCLEARED; policy on fees and written consent.")

case(B7,
     "Good afternoon Mr Musa, Mr Oyelaran paid ₦300,000.00 on 10 June 2026. The money has cleared "
     "and will be paid to you early next week. Of the judgment sum, ₦340,000.00 remains unpaid.",
     [S("paid ₦300,000.00 on 10 June 2026"),
      C("The money has cleared", "RECORD_STATE_MISMATCH"),
      I("will be paid to you early next week", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED"),
      C("₦340,000.00 remains unpaid", "AMOUNT_MISMATCH")],
     errors=["wrong_state", "invented_promise", "wrong_arithmetic"],
     excludes=["The money has cleared", "early next week", "₦340,000.00"],
     notes="clearance is UNCLEARED (expected 17/06); no payout date is recorded; outstanding is "
           "640000 + 25000 - 300000 = 365000, the draft left out the costs.")

case(B7,
     "Dear Mr Musa,\n\nMr Oyelaran's payment of ₦300,000.00 is in our trust account and should "
     "clear on 17 June 2026. We will deduct our ₦45,000.00 enforcement fee before paying the "
     "balance to you.\n\nYours sincerely,\nAmaka Obi",
     [S("payment of ₦300,000.00 is in our trust account"), S("should clear on 17 June 2026"),
      C("We will deduct our ₦45,000.00 enforcement fee", "NLI_CONTRADICTION")],
     errors=["wrong_policy_condition"], excludes=["deduct our ₦45,000.00 enforcement fee"],
     notes="Policy: fees are never deducted from trust money without written consent; no consent "
           "is recorded.")

repair(B7,
       "Good afternoon Mr Musa, Mr Oyelaran's payment of ₦300,000.00 has cleared in our trust "
       "account and will reach you within two working days.",
       [S("payment of ₦300,000.00"), C("has cleared in our trust account", "RECORD_STATE_MISMATCH"),
        S("within two working days")],
       errors=["wrong_state"], excludes=["has cleared in our trust account"],
       includes=["17 June|17/06/2026|2026-06-17|not yet cleared|not cleared|yet to clear|uncleared",
                 "₦300,000|300,000"],
       notes="Ledger entry clearance UNCLEARED, expected_clear_date 2026-06-17.")

# ---------------------------------------------------------------------------
# 8. claim-withdraw: discontinuance refused pending client signature
# ---------------------------------------------------------------------------
B8 = Bundle(
    "claim-withdraw", DOMAIN,
    "We've settled with the shop. Please withdraw my claim. Is it done?",
    [
        {"id": "matters.get#SC-2026-0301", "kind": "record", "source": "tool:practice.matters.get",
         "fields": {"matter": {
             "id": 90440301, "display_number": "SC-2026-0301",
             "description": "Grace Ekpo v. Lumen Phones & Gadgets - faulty handset",
             "status": "Open", "practice_area": {"name": "Small Claims"},
             "claim_amount": 240000.0,
             "settlement": {"agreed_on": "2026-06-23", "amount": 180000.0,
                            "instalments": [{"due_on": "2026-07-01", "amount": 90000.0},
                                            {"due_on": "2026-08-01", "amount": 90000.0}]}}}},
        {"id": "calendar_entries.list#SC-2026-0301", "kind": "record",
         "source": "tool:practice.calendar_entries.list",
         "fields": {"firm_time_zone": "Africa/Lagos", "calendar_entries": [
             {"id": 8830777, "summary": "Hearing - LSCC Surulere", "start_at": "2026-07-02T09:00:00Z",
              "status": "CONFIRMED"}]}},
        {"id": "court_filings.create#call-3", "kind": "refused_call", "tool": "court_filings.create",
         "decision": "DENY",
         "args": {"matter": "SC-2026-0301", "filing_type": "NOTICE_OF_DISCONTINUANCE"},
         "reason": "CLIENT_SIGNATURE_REQUIRED"},
        {"id": "policy#discontinuance", "kind": "policy", "revision": "2026-03",
         "text": ("Before we withdraw a claim, please make sure the settlement terms are in "
                  "writing. We file a notice of discontinuance only after the client has signed "
                  "it. Until the notice is filed, the hearing stays listed and you should plan to "
                  "attend. Where a settlement is paid in instalments, we can ask the court to record "
                  "the settlement terms instead of discontinuing.")},
    ],
    now="2026-06-25T12:00:00+01:00",
)

case(B8,
     "Good afternoon Ms Ekpo, the withdrawal has not been filed yet: a notice of discontinuance can "
     "only go in once you have signed it. Until it is filed, your hearing on Thursday, 2 July 2026 "
     "at 10:00 AM stays listed. The settlement of ₦180,000.00 is payable in two instalments of "
     "₦90,000.00, on 1 July and 1 August 2026.",
     [S("the withdrawal has not been filed yet"),
      S("can only go in once you have signed it"),
      S("Thursday, 2 July 2026 at 10:00 AM stays listed"), S("settlement of ₦180,000.00"),
      S("two instalments of ₦90,000.00"), S("on 1 July and 1 August 2026")],
     includes=["not been filed", "₦180,000.00"],
     notes="court_filings.create DENIED (CLIENT_SIGNATURE_REQUIRED); hearing 09:00Z = 10:00 WAT, "
           "CONFIRMED; settlement fields.")

case(B8,
     "Dear Ms Ekpo,\n\nYour instruction to withdraw claim SC-2026-0301 has been noted, but the "
     "notice of discontinuance could not be filed without your signature. As your settlement is "
     "to be paid in instalments, the court may instead be asked to record its terms. In the "
     "meantime, please plan to attend the hearing on 02/07/2026 at 10:00.\n\n"
     "Yours sincerely,\nChukwuemeka Ibe\nClerk, ClaimDesk Lagos",
     [S("could not be filed without your signature"),
      S("the court may instead be asked to record its terms"),
      S("attend the hearing on 02/07/2026 at 10:00")],
     includes=["could not be filed", "02/07/2026"],
     notes="Refused call reason CLIENT_SIGNATURE_REQUIRED; policy on instalment settlements; "
           "calendar entry 8830777.")

case(B8,
     "Good afternoon Ms Ekpo, your claim has been withdrawn and the hearing on 2 July is now "
     "cancelled. The settlement of ₦180,000.00 is payable in two instalments of ₦90,000.00.",
     [C("your claim has been withdrawn", "NOT_EXECUTED"),
      C("the hearing on 2 July is now cancelled", "RECORD_STATE_MISMATCH"),
      S("settlement of ₦180,000.00"), S("two instalments of ₦90,000.00")],
     errors=["refused_call_effect", "wrong_state"],
     excludes=["has been withdrawn", "is now cancelled"],
     notes="The discontinuance filing was DENIED; calendar entry 8830777 is CONFIRMED.")

case(B8,
     "Dear Ms Ekpo,\n\nThe notice of discontinuance needs your signature before it can be filed. "
     "Under the settlement, you will receive ₦240,000.00 in two instalments. We have also asked "
     "the court to record the settlement terms.\n\nYours sincerely,\nChukwuemeka Ibe",
     [S("needs your signature before it can be filed"),
      C("you will receive ₦240,000.00", "AMOUNT_MISMATCH"),
      I("We have also asked the court to record the settlement terms")],
     errors=["wrong_role", "unrecorded_extra"],
     excludes=["₦240,000.00", "We have also asked the court"],
     notes="240000.0 is the claim_amount; the settlement amount is 180000.0. No record shows a "
           "request to the court to record terms.")

repair(B8,
       "Good afternoon Ms Ekpo, your claim SC-2026-0301 has now been withdrawn with the court. The "
       "settlement of ₦180,000.00 is payable in two instalments of ₦90,000.00.",
       [C("has now been withdrawn with the court", "NOT_EXECUTED"),
        S("settlement of ₦180,000.00"), S("two instalments of ₦90,000.00")],
       errors=["refused_call_effect"], excludes=["has now been withdrawn"],
       includes=["not been filed|not yet been filed|not yet filed|could not|couldn't|unable|cannot|"
                 "signature|signed|once you sign",
                 "₦180,000|180,000"],
       notes="court_filings.create was DENIED pending the client's signature.")
