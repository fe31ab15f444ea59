"""Online will writing (WillSure Online) — four scenario bundles."""
from common import Bundle, case, repair, S, N, C, I, CI, ep

DOMAIN = "online will writing"

# ---------------------------------------------------------------------------
# 1. will-draft-review: second draft out for review, signing booked, part paid
# ---------------------------------------------------------------------------
B1 = Bundle(
    "will-draft-review", DOMAIN,
    "Hi, where are we with my will? When is the signing and what do I still owe?",
    [
        {"id": "matters.get#88120417", "kind": "record", "source": "tool:practice.matters.get",
         "fields": {"matter": {
             "id": 88120417, "display_number": "WS-2026-0418",
             "description": "Last will and testament - Adaeze Okonkwo",
             "status": "Open", "practice_area": {"id": 12, "name": "Wills & Estates"},
             "open_date": "2026-05-04", "close_date": None,
             "responsible_attorney": {"id": 301, "name": "Folake Adeyemi"},
             "client": {"id": 55019, "name": "Adaeze Okonkwo"},
             "custom_fields": {"package": "STANDARD_SINGLE_WILL", "draft_version": 2,
                               "draft_state": "SENT_FOR_CLIENT_REVIEW",
                               "draft_sent_on": "2026-06-08"}}}},
        {"id": "matters.list#client-55019", "kind": "record", "source": "tool:practice.matters.list",
         "fields": {"matters": [
             {"id": 88120417, "display_number": "WS-2026-0418", "status": "Open",
              "practice_area": {"name": "Wills & Estates"}},
             {"id": 87004411, "display_number": "WS-2025-1172", "status": "Closed",
              "description": "Mirror will (2025 version) - Adaeze Okonkwo",
              "practice_area": {"name": "Wills & Estates"}, "close_date": "2025-11-21"}]}},
        {"id": "bills.list#matter-88120417", "kind": "record", "source": "tool:practice.bills.list",
         "fields": {"bills": [
             {"id": 40233391, "number": "INV-3391", "matter_id": 88120417,
              "state": "awaiting_payment", "issued_at": "2026-05-05", "due_at": "2026-06-19",
              "total": 85000.0, "paid": 40000.0, "balance": 45000.0, "currency": "NGN"},
             {"id": 40212920, "number": "INV-2920", "matter_id": 87004411, "state": "paid",
              "issued_at": "2025-10-02", "due_at": "2025-10-30",
              "total": 60000.0, "paid": 60000.0, "balance": 0.0, "currency": "NGN"}]}},
        {"id": "calendar_entries.list#matter-88120417", "kind": "record",
         "source": "tool:practice.calendar_entries.list",
         "fields": {"firm_time_zone": "Africa/Lagos", "calendar_entries": [
             {"id": 7712001, "summary": "Internal: partner check of draft v2",
              "start_at": "2026-06-05T13:00:00Z", "end_at": "2026-06-05T13:30:00Z",
              "attendees": ["Folake Adeyemi"]},
             {"id": 7712044, "summary": "Will signing & witnessing (video)",
              "start_at": "2026-06-16T09:00:00Z", "end_at": "2026-06-16T09:45:00Z",
              "location": "VIDEO_CALL", "attendees": ["Adaeze Okonkwo", "Folake Adeyemi",
                                                       "Witness 1 (firm)", "Witness 2 (firm)"]}]}},
        {"id": "policy#wills-changes-and-signing", "kind": "policy", "revision": "2026-02",
         "text": ("Our packages include drafting, one video signing appointment and safe delivery "
                  "of the signed original. Amendments to a draft are made free of charge until the "
                  "will is signed. After signing, any change needs a codicil or a new will, charged "
                  "at the fee scale in force at the time. A signing appointment may be moved once "
                  "without charge if we are told at least 48 hours before its start; later changes "
                  "incur a rebooking fee of N7,500. The firm provides two independent witnesses at "
                  "the signing appointment.")},
    ],
    now="2026-06-10T11:20:00+01:00",
)

case(B1,
     "Good morning Mrs Okonkwo, your will matter WS-2026-0418 remains open and the second draft "
     "was sent to you for review on 8 June. Your signing and witnessing appointment is by video on "
     "Tuesday, 16 June 2026 at 10:00 AM Lagos time and is set for 45 minutes. Invoice INV-3391 has "
     "₦45,000.00 outstanding, due by 19/06/2026. Any changes you ask for before signing are made "
     "free of charge.",
     [S("your will matter WS-2026-0418 remains open"),
      S("second draft was sent to you for review on 8 June"),
      S("Tuesday, 16 June 2026 at 10:00 AM"), S("is set for 45 minutes"),
      S("₦45,000.00 outstanding"), S("due by 19/06/2026"),
      S("before signing are made free of charge")],
     includes=["10:00 AM", "₦45,000.00"],
     notes="start_at 09:00Z is 10:00 WAT; end_at gives 45 minutes; INV-3391 balance 45000.0 "
           "due_at 2026-06-19; policy: amendments free until signed.")

case(B1,
     "Dear Mrs Okonkwo,\n\nA short summary of matter WS-2026-0418:\n- Status: open.\n"
     "- Draft: version 2, with you for review since 08/06/2026.\n"
     "- Signing: 16/06/2026 at 10:00 (WAT), a video call of forty-five minutes; the firm provides "
     "both witnesses.\n"
     "- Invoice INV-3391: ₦85,000.00 billed and ₦40,000.00 paid, leaving forty-five thousand "
     "naira to pay.\n\nKind regards,\nTunde Balogun\nClerk, WillSure Online",
     [S("Status: open."), S("version 2, with you for review since 08/06/2026"),
      S("16/06/2026 at 10:00 (WAT)"), S("a video call of forty-five minutes"),
      S("the firm provides both witnesses"), S("₦85,000.00 billed"), S("₦40,000.00 paid"),
      S("leaving forty-five thousand naira to pay")],
     includes=["16/06/2026", "₦85,000.00"],
     notes="Bill INV-3391 total 85000.0, paid 40000.0, balance 45000.0; calendar entry 7712044; "
           "policy sentence on two independent witnesses.")

case(B1,
     "Your signing is this coming Tuesday at 10:00 AM, and ₦45,000 is still due on INV-3391.",
     [S("this coming Tuesday at 10:00 AM"), S("₦45,000 is still due on INV-3391")],
     includes=["10:00 AM", "₦45,000"],
     notes="now is Wednesday 10/06; the coming Tuesday is 16/06; 09:00Z = 10:00 WAT; balance 45000.0.")

case(B1,
     "Good morning Mrs Okonkwo, your will matter WS-2026-0418 remains open and the second draft "
     "was sent to you for review on 8 June. The video signing is on Tuesday, 16 June 2026 at "
     "9:00 AM, with two witnesses supplied by us. Invoice INV-3391 has ₦45,000.00 outstanding. "
     "If you need to move the appointment, you can do so free of charge up to 24 hours before it "
     "starts.",
     [S("your will matter WS-2026-0418 remains open"),
      S("second draft was sent to you for review on 8 June"),
      C("Tuesday, 16 June 2026 at 9:00 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
      S("with two witnesses supplied by us"), S("₦45,000.00 outstanding"),
      C("free of charge up to 24 hours before", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     errors=["unit_conversion", "wrong_policy_condition"],
     excludes=["at 9:00 AM", "up to 24 hours before"],
     notes="start_at 2026-06-16T09:00:00Z is 10:00 in Africa/Lagos, not 9:00; policy needs 48 "
           "hours' notice for a free move.")

case(B1,
     "Dear Mrs Okonkwo,\n\nYour matter WS-2026-0418 is open and draft version 2 is with you for "
     "review. The balance on INV-3391 is ₦85,000.00, payable by 19/06/2026. Your package also "
     "includes free storage of the signed original in our vault.\n\nKind regards,\nTunde Balogun",
     [S("Your matter WS-2026-0418 is open"), S("draft version 2 is with you for review"),
      C("The balance on INV-3391 is ₦85,000.00", "AMOUNT_MISMATCH"),
      S("payable by 19/06/2026"),
      CI("includes free storage of the signed original", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED",
         "NO_POLICY_EVIDENCE")],
     errors=["wrong_role", "unlisted_perk"],
     excludes=["balance on INV-3391 is ₦85,000.00", "free storage of the signed original"],
     notes="85000.0 is INV-3391's total; its balance is 45000.0. Policy lists drafting, one "
           "signing appointment and delivery of the original, not storage.")

repair(B1,
       "Good morning Mrs Okonkwo, matter WS-2026-0418 is open and the second draft was sent to you "
       "for review on 5 June. Your video signing is on 16 June 2026 at 10:00 AM, and ₦45,000.00 "
       "remains outstanding on INV-3391.",
       [S("matter WS-2026-0418 is open"), C("for review on 5 June", "DATE_MISMATCH"),
        S("16 June 2026 at 10:00 AM"), S("₦45,000.00 remains outstanding")],
       errors=["wrong_date"], excludes=["on 5 June"],
       includes=["8 June|08/06/2026|8/6/2026|2026-06-08", "10:00 AM|10 AM|10:00", "₦45,000|45,000"],
       notes="custom_fields.draft_sent_on is 2026-06-08.")

# ---------------------------------------------------------------------------
# 2. will-codicil-quote: quote revised, v1 superseded
# ---------------------------------------------------------------------------
B2 = Bundle(
    "will-codicil-quote", DOMAIN,
    "How much will the codicil to change my executor cost, and how long is the quote good for?",
    [
        {"id": "matters.get#88130512", "kind": "record", "source": "tool:practice.matters.get",
         "fields": {"matter": {
             "id": 88130512, "display_number": "WS-2026-0512",
             "description": "Codicil - change of executor - Emeka Nnadi",
             "status": "Pending", "pending_reason": "AWAITING_CLIENT_INSTRUCTIONS",
             "practice_area": {"id": 12, "name": "Wills & Estates"}, "open_date": "2026-05-18",
             "related_matters": [{"display_number": "WS-2024-0733", "status": "Closed",
                                  "description": "Will - Emeka Nnadi (signed 2024-03-14)"}]}}},
        {"id": "quotes.list#matter-88130512", "kind": "record", "source": "tool:billing.quotes.list",
         "fields": {"quotes": [
             {"quote_ref": "Q-5512", "version": 1, "status": "SUPERSEDED", "issued_on": "2026-05-18",
              "total_kobo": 3500000, "currency": "NGN",
              "lines": [{"code": "CODICIL_DRAFTING", "amount_kobo": 3500000}]},
             {"quote_ref": "Q-5512", "version": 2, "status": "CURRENT", "issued_on": "2026-05-20",
              "valid_until": "2026-06-19", "total_kobo": 4250000, "currency": "NGN",
              "lines": [{"code": "CODICIL_DRAFTING", "amount_kobo": 3000000},
                        {"code": "WITNESSING_SESSION", "amount_kobo": 1250000}]}]}},
        {"id": "policy#codicils", "kind": "policy", "revision": "2025-11",
         "text": ("A codicil is suitable for one or two small changes, such as replacing an "
                  "executor; wider changes need a new will. Our quotes are valid for 30 days from "
                  "the date of issue. A codicil must be signed with the same formalities as a will, "
                  "before two witnesses who are not beneficiaries and are not married to one. Work "
                  "starts once the instruction form is returned.")},
    ],
    now="2026-05-27T15:05:00+01:00",
)

case(B2,
     "Good afternoon Mr Nnadi, the current quote for your codicil (Q-5512, version 2) comes to "
     "₦42,500.00: ₦30,000.00 for drafting and ₦12,500.00 for the witnessing session. It was issued "
     "on 20 May 2026 and holds until 19 June 2026. The new matter, WS-2026-0512, is pending while "
     "we wait for your instruction form.",
     [S("Q-5512, version 2) comes to ₦42,500.00"), S("₦30,000.00 for drafting"),
      S("₦12,500.00 for the witnessing session"), S("issued on 20 May 2026"),
      S("holds until 19 June 2026"), S("WS-2026-0512, is pending"),
      S("while we wait for your instruction form")],
     includes=["₦42,500.00", "19 June 2026"],
     notes="Quote v2 (CURRENT) total_kobo 4250000 = N42,500; lines 3000000 and 1250000 kobo; "
           "matter status Pending, pending_reason AWAITING_CLIENT_INSTRUCTIONS.")

case(B2,
     "Dear Mr Nnadi,\n\nThank you for your message. The codicil to replace your executor has been "
     "quoted at forty-two thousand five hundred naira, with the witnessing session included. Our "
     "quotes are held for thirty days from issue, so this one may be accepted up to 19/06/2026. "
     "Please note that the codicil must be signed before two witnesses who do not benefit under "
     "your will.\n\nYours faithfully,\nNgozi Akande\nClient Services Clerk, WillSure Online",
     [N("Thank you for your message."),
      S("quoted at forty-two thousand five hundred naira"),
      S("with the witnessing session included"),
      S("held for thirty days from issue"), S("may be accepted up to 19/06/2026"),
      S("two witnesses who do not benefit under your will")],
     includes=["forty-two thousand five hundred naira", "19/06/2026"],
     notes="Quote v2 has a WITNESSING_SESSION line; policy: quotes valid 30 days, witnesses not "
           "beneficiaries.")

case(B2,
     "Quote Q-5512 v2: ₦42,500.00 in total, valid to 19/06/2026.",
     [S("₦42,500.00 in total"), S("valid to 19/06/2026")],
     includes=["₦42,500.00"],
     notes="CURRENT version total_kobo 4250000, valid_until 2026-06-19.")

case(B2,
     "Good afternoon Mr Nnadi, the quote for your codicil (Q-5512) comes to ₦35,000.00 for the "
     "drafting. It was issued on 20 May 2026 and holds until 19 June 2026. Work will start once "
     "you return the instruction form.",
     [C("comes to ₦35,000.00 for the drafting", "AMOUNT_MISMATCH"),
      S("issued on 20 May 2026"), S("holds until 19 June 2026"),
      S("Work will start once you return the instruction form")],
     errors=["stale_value"], excludes=["₦35,000.00"],
     notes="35000 is version 1 (SUPERSEDED); the current quote is N42,500 with N30,000 drafting.")

case(B2,
     "Dear Mr Nnadi,\n\nYour codicil matter WS-2026-0512 is open and drafting has begun. The "
     "current quote is ₦42,500.00, valid until 19 June 2026. Members of your family may act as "
     "witnesses, including those who benefit under your will.\n\nYours faithfully,\nNgozi Akande",
     [C("WS-2026-0512 is open and drafting has begun", "RECORD_STATE_MISMATCH"),
      S("current quote is ₦42,500.00"), S("valid until 19 June 2026"),
      C("including those who benefit under your will", "NLI_CONTRADICTION")],
     errors=["wrong_state", "wrong_policy_condition"],
     excludes=["is open and drafting has begun", "including those who benefit under your will"],
     notes="Matter status Pending awaiting instructions; policy bars beneficiaries as witnesses.")

repair(B2,
       "Good afternoon Mr Nnadi, your codicil has been quoted at ₦35,000.00 under Q-5512, and the "
       "quote holds until 19 June 2026. Matter WS-2026-0512 is pending until we receive your "
       "instruction form.",
       [C("quoted at ₦35,000.00", "AMOUNT_MISMATCH"), S("holds until 19 June 2026"),
        S("WS-2026-0512 is pending")],
       errors=["stale_value"], excludes=["₦35,000.00"],
       includes=["₦42,500|42,500|42500", "19 June 2026|19/06/2026"],
       notes="Version 1 (N35,000) is SUPERSEDED; version 2 total is N42,500.")

# ---------------------------------------------------------------------------
# 3. will-storage-plan: VAULT_STANDARD, copy allowance used
# ---------------------------------------------------------------------------
B3 = Bundle(
    "will-storage-plan", DOMAIN,
    "What does my will storage plan cover, when am I charged next, and can I get another copy?",
    [
        {"id": "subscriptions.get#SV-20931", "kind": "record", "source": "tool:billing.subscriptions.get",
         "fields": {"subscription": {
             "ref": "SV-20931", "client": {"id": 61120, "name": "Halima Bello"},
             "plan_code": "VAULT_STANDARD", "status": "ACTIVE",
             "annual_fee": 15000.0, "currency": "NGN", "started_on": "2024-08-01",
             "renews_on": "2026-08-01", "next_charge_on": "2026-07-25",
             "allowances": {"certified_copies_per_year": 1, "certified_copies_used": 1},
             "last_payment": {"paid_on": "2025-07-25", "amount": 15000.0}}}},
        {"id": "plans.list#vault", "kind": "record", "source": "tool:billing.plans.list",
         "fields": {"plans": [
             {"plan_code": "VAULT_STANDARD", "annual_fee": 15000.0,
              "features": ["FIREPROOF_ORIGINAL_STORAGE", "CERTIFIED_COPY_1_PER_YEAR",
                           "RELEASE_TO_EXECUTOR"]},
             {"plan_code": "VAULT_PLUS", "annual_fee": 25000.0,
              "features": ["FIREPROOF_ORIGINAL_STORAGE", "CERTIFIED_COPY_3_PER_YEAR",
                           "RELEASE_TO_EXECUTOR", "ANNUAL_WILL_REVIEW"]}]}},
        {"id": "policy#vault-plans", "kind": "policy", "revision": "2025-06",
         "text": ("VAULT_STANDARD covers storage of your original will in a fireproof vault, one "
                  "certified copy in each plan year and release of the will to your named "
                  "executor. A yearly review of the will's contents is part of VAULT_PLUS only. "
                  "Further certified copies cost N3,000 each. Either plan may be cancelled at any "
                  "time, but fees already paid for the current plan year are not refunded. Renewal "
                  "fees are charged automatically seven days before the renewal date.")},
    ],
    now="2026-07-02T10:00:00+01:00",
)

case(B3,
     "Good morning Ms Bello, your SafeVault Standard plan is active and renews on 1 August 2026; "
     "the ₦15,000.00 renewal fee will be taken on 25 July 2026. The plan covers fireproof storage "
     "of your original will, one certified copy each plan year and release of the will to your "
     "named executor. This year's certified copy has already been used, so a further copy would "
     "cost ₦3,000.",
     [S("Standard plan is active"), S("renews on 1 August 2026"),
      S("₦15,000.00 renewal fee will be taken on 25 July 2026"),
      S("fireproof storage of your original will"), S("one certified copy each plan year"),
      S("release of the will to your named executor"),
      S("This year's certified copy has already been used"),
      S("a further copy would cost ₦3,000")],
     includes=["25 July 2026", "₦3,000"],
     notes="subscription status ACTIVE, renews_on 2026-08-01, next_charge_on 2026-07-25; "
           "allowances used 1 of 1; policy: further copies N3,000.")

case(B3,
     "Dear Ms Bello,\n\nPlan SV-20931 (VAULT_STANDARD) at a glance:\n"
     "• Status: active\n• Next charge: ₦15,000 on 25/07/2026, seven days before renewal on "
     "01/08/2026\n• Covered: vault storage of the original, one certified copy a year, release to "
     "your executor\n• Copies used this plan year: 1 of 1\n\nIf you cancel, the fee already paid "
     "for the current year is not refunded.\n\nKind regards,\nIbrahim Danjuma\nWillSure Online",
     [S("Status: active"), S("₦15,000 on 25/07/2026"), S("renewal on 01/08/2026"),
      S("vault storage of the original"), S("one certified copy a year"),
      S("release to your executor"), S("Copies used this plan year: 1 of 1"),
      S("fee already paid for the current year is not refunded")],
     includes=["25/07/2026", "1 of 1"],
     notes="Subscription fields and policy sentences on cancellation and the 7-day charge.")

case(B3,
     "Good morning Ms Bello, your SafeVault Standard plan is active and renews on 1 August 2026, "
     "with the ₦15,000.00 fee taken on 25 July 2026. The plan also includes a yearly review of "
     "your will by one of our solicitors. You can still request your free certified copy for this "
     "plan year.",
     [S("Standard plan is active"), S("renews on 1 August 2026"),
      S("₦15,000.00 fee taken on 25 July 2026"),
      CI("also includes a yearly review of your will", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE",
         "NLI_NOT_ENTAILED"),
      C("You can still request your free certified copy", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
     errors=["unlisted_perk", "condition_unmet"],
     excludes=["includes a yearly review of your will", "still request your free certified copy"],
     notes="Yearly review is VAULT_PLUS only; allowances show certified_copies_used 1 of 1.")

case(B3,
     "Dear Ms Bello,\n\nYour plan SV-20931 is active. The renewal of ₦25,000.00 will be charged on "
     "25 July 2026. Should you cancel now, we would refund the unused months of this plan year."
     "\n\nKind regards,\nIbrahim Danjuma",
     [S("Your plan SV-20931 is active"),
      C("renewal of ₦25,000.00", "AMOUNT_MISMATCH"), S("charged on 25 July 2026"),
      C("we would refund the unused months", "NLI_CONTRADICTION")],
     errors=["other_record_value", "wrong_policy_condition"],
     excludes=["₦25,000.00", "refund the unused months"],
     notes="N25,000 is the VAULT_PLUS fee in the plan list; her annual_fee is 15000.0. Policy: "
           "fees paid for the current year are not refunded.")

repair(B3,
       "Good morning Ms Bello, your Standard plan is active and renews on 1 August 2026, and the "
       "₦15,000.00 fee will be charged on 1 August 2026 as well. Your plan covers one certified "
       "copy each plan year.",
       [S("Standard plan is active"), S("renews on 1 August 2026"),
        C("will be charged on 1 August 2026", "DATE_MISMATCH"),
        S("one certified copy each plan year")],
       errors=["wrong_date"], excludes=["charged on 1 August 2026"],
       includes=["25 July|25/07/2026|2026-07-25", "₦15,000|15,000"],
       notes="next_charge_on is 2026-07-25 (seven days before renewal).")

# ---------------------------------------------------------------------------
# 4. will-refund-cancel: refund refused pending partner approval
# ---------------------------------------------------------------------------
B4 = Bundle(
    "will-refund-cancel", DOMAIN,
    "I cancelled my will order yesterday. Has my refund been sent, and how much will it be?",
    [
        {"id": "matters.get#88120390", "kind": "record", "source": "tool:practice.matters.get",
         "fields": {"matter": {
             "id": 88120390, "display_number": "WS-2026-0390",
             "description": "Single will - Oluwaseun Adigun", "status": "Closed",
             "close_reason": "CLIENT_CANCELLED", "practice_area": {"name": "Wills & Estates"},
             "open_date": "2026-05-02", "close_date": "2026-05-12",
             "custom_fields": {"draft_state": "SENT_FOR_CLIENT_REVIEW",
                               "draft_sent_on": "2026-05-08",
                               "cancellation_requested_on": "2026-05-12"}}}},
        {"id": "bills.get#INV-3310", "kind": "record", "source": "tool:practice.bills.get",
         "fields": {"bill": {"id": 40233310, "number": "INV-3310", "state": "paid",
                             "issued_at": "2026-05-02", "total": 60000.0, "paid": 60000.0,
                             "balance": 0.0, "currency": "NGN",
                             "payment": {"method": "CARD", "card_last4": "4471",
                                         "paid_at": "2026-05-02"}}}},
        {"id": "activities.list#matter-88120390", "kind": "record",
         "source": "tool:practice.activities.list",
         "fields": {"activities": [
             {"id": 9120011, "date": "2026-05-06", "description": "Initial drafting from questionnaire",
              "quantity_in_hours": 0.7, "rate": 20000.0, "total": 14000.0, "billable": True},
             {"id": 9120012, "date": "2026-05-07", "description": "Review of draft against instructions",
              "quantity_in_hours": 0.5, "rate": 20000.0, "total": 10000.0, "billable": True},
             {"id": 9120019, "date": "2026-05-12", "description": "File note on cancellation",
              "quantity_in_hours": 0.3, "rate": 20000.0, "total": 6000.0, "billable": False}]}},
        {"id": "refunds.create#call-1", "kind": "refused_call", "tool": "refunds.create",
         "decision": "ESCALATE", "args": {"bill_number": "INV-3310", "amount": 36000.0},
         "reason": "PARTNER_APPROVAL_REQUIRED"},
        {"id": "policy#cancellation", "kind": "policy", "revision": "2026-01",
         "text": ("You may cancel within 14 days of purchase. If no draft has been sent to you, the "
                  "full fee is refunded. Where a draft has been sent, we refund the fee less the "
                  "billable time recorded on the matter at N20,000 per hour. Refunds above N25,000 "
                  "need a partner's approval before they are paid. Approved refunds return to the "
                  "original card within 10 working days.")},
    ],
    now="2026-05-13T09:40:00+01:00",
)

case(B4,
     "Good morning Mr Adigun, I am sorry to say the refund on WS-2026-0390 has not been paid yet: "
     "it has been referred to a partner for approval, as refunds above ₦25,000 need one. Because "
     "your first draft had already been sent on 8 May, the refund is the ₦60,000.00 fee less 1.2 "
     "billable hours at ₦20,000.00 per hour, which comes to ₦36,000.00. Once approved, it will "
     "return to the card ending 4471 within 10 working days.",
     [S("has not been paid yet"), S("referred to a partner for approval"),
      S("as refunds above ₦25,000 need one"), S("first draft had already been sent on 8 May"),
      S("the ₦60,000.00 fee"), S("less 1.2 billable hours"), S("at ₦20,000.00 per hour"),
      S("which comes to ₦36,000.00"), S("card ending 4471"), S("within 10 working days")],
     includes=["₦36,000.00", "partner"],
     notes="refunds.create was ESCALATEd for partner approval; billable hours 0.7+0.5=1.2 x "
           "20000 = 24000; 60000-24000 = 36000; policy sentences on thresholds and timing.")

case(B4,
     "Your refund request on WS-2026-0390 is with a partner for approval; nothing has been paid "
     "back to you yet.",
     [S("is with a partner for approval"), S("nothing has been paid back to you yet")],
     includes=["partner"],
     notes="refused_call refunds.create decision ESCALATE, reason PARTNER_APPROVAL_REQUIRED.")

case(B4,
     "Dear Mr Adigun,\n\nThank you for confirming your cancellation. Your matter WS-2026-0390 was "
     "closed on 12/05/2026. As a draft had been sent before you cancelled, the refund will be the "
     "fee less the time recorded, and it cannot be paid until a partner has approved it. We will "
     "write again as soon as that approval is given.\n\nYours sincerely,\nTunde Balogun\nClerk",
     [N("Thank you for confirming your cancellation."),
      S("was closed on 12/05/2026"),
      S("the refund will be the fee less the time recorded"),
      S("cannot be paid until a partner has approved it"),
      I("We will write again as soon as that approval is given", "NO_POLICY_EVIDENCE",
        "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
     errors=["invented_promise"], excludes=["We will write again as soon as that approval is given"],
     notes="Everything else is backed by the matter close_date, the policy and the escalated call; "
           "no record or policy promises a follow-up letter.")

case(B4,
     "Good morning Mr Adigun, your refund of ₦36,000.00 on WS-2026-0390 has been issued to the "
     "card ending 4471. It should reach you within 5 working days.",
     [C("refund of ₦36,000.00 on WS-2026-0390 has been issued", "NOT_EXECUTED"),
      S("card ending 4471"),
      C("within 5 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     errors=["refused_call_effect", "wrong_period"],
     excludes=["has been issued", "within 5 working days"],
     notes="refunds.create was ESCALATEd, not executed; policy says 10 working days.")

case(B4,
     "Dear Mr Adigun,\n\nAs you cancelled within 14 days of purchase, the full ₦60,000.00 will be "
     "refunded once a partner approves it. Partner reviews of this kind are usually completed "
     "within two working days.\n\nYours sincerely,\nTunde Balogun",
     [CI("the full ₦60,000.00 will be refunded", "NLI_CONTRADICTION", "VALUE_MISMATCH",
         "AMOUNT_MISMATCH"),
      S("once a partner approves it"),
      I("usually completed within two working days", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
     errors=["condition_unmet", "invented_promise"],
     excludes=["the full ₦60,000.00 will be refunded", "within two working days"],
     notes="A full refund needs no draft sent; draft_sent_on is 2026-05-08, so time is deducted. "
           "Nothing states how long partner review takes.")

repair(B4,
       "Good morning Mr Adigun, your refund is awaiting a partner's approval. Since a draft had "
       "been sent, it is the ₦60,000.00 fee less 1.2 billable hours at ₦20,000.00 an hour, which "
       "is ₦40,000.00.",
       [S("awaiting a partner's approval"), S("the ₦60,000.00 fee"), S("less 1.2 billable hours"),
        S("₦20,000.00 an hour"), C("which is ₦40,000.00", "AMOUNT_MISMATCH")],
       errors=["wrong_arithmetic"], excludes=["₦40,000.00"],
       includes=["₦36,000|36,000|36000", "partner"],
       notes="1.2 h x N20,000 = N24,000; N60,000 - N24,000 = N36,000.")
