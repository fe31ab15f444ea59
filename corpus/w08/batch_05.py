# w08 batch 5: money-transfer service x4 (Fernpost Transfers)
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from write_cases import ep, amt, S, NA, C, I, CI, rec, pol, psg, refused  # noqa: E402

SCENARIOS = {}
CASES = []

# ---------------------------------------------------------------- 22 transfer to Nigeria processing
SCENARIOS["mt-transfer-status"] = dict(
    domain="money-transfer service",
    now="2026-04-15T16:00:00+02:00",
    evidence=[
        rec("get_transfer#TRF-9921-0457", "tool:fernpost.transfers.get", {
            "transfer": {"transfer_id": "TRF-9921-0457", "sender_name": "Adaeze Okonkwo",
                         "recipient": {"name": "Chinedu Okonkwo", "payout_method": "BANK_DEPOSIT",
                                       "bank_name": "Zenith Bank", "account_masked": "****6610", "country": "NG"},
                         "send_amount": amt("500.00"), "fee": {"fee_bps": 120, "amount": amt("6.00")},
                         "total_debited": amt("506.00"),
                         "fx": {"pair": "EUR/NGN", "rate": "1712.40", "locked_at": ep("2026-04-15T09:12:00+02:00")},
                         "receive_amount": amt("856200.00", "NGN"), "status": "PROCESSING",
                         "status_history": [
                             {"status": "AWAITING_FUNDS", "at": ep("2026-04-15T08:55:00+02:00")},
                             {"status": "FUNDS_RECEIVED", "at": ep("2026-04-15T09:12:00+02:00")},
                             {"status": "PROCESSING", "at": ep("2026-04-15T09:40:00+02:00")}],
                         "estimated_delivery_by": ep("2026-04-16T18:00:00+02:00")}}),
        rec("get_transfer#TRF-9921-0398", "tool:fernpost.transfers.get", {
            "transfer": {"transfer_id": "TRF-9921-0398", "recipient": {"name": "Chinedu Okonkwo"},
                         "send_amount": amt("300.00"), "fx": {"pair": "EUR/NGN", "rate": "1705.00"},
                         "receive_amount": amt("511500.00", "NGN"), "status": "PAID_OUT",
                         "paid_out_at": ep("2026-03-20T13:31:00+01:00")}}),
        pol("fernpost#fees-and-timing",
            "Our fee is a percentage of the amount you send and is shown before you confirm. The exchange rate is "
            "fixed when we receive your money. Bank deposits to Nigeria usually arrive within 1 business day after "
            "processing starts, but the recipient bank may take longer. You can cancel a transfer free of charge "
            "only until it reaches PROCESSING status."),
    ])
Q22 = "Has my 500 euro transfer to my brother arrived? What exactly will he receive?"
CASES += [
    dict(scen="mt-transfer-status", q=Q22,
         draft=("Hello Ms Okonkwo, your transfer TRF-9921-0457 is being processed: we received your €500.00 at 09:12 "
                "today and processing started at 09:40. Your brother will receive NGN 856,200.00 at the rate of "
                "1,712.40 naira per euro, which was fixed when we received your money. Our fee was €6.00, so €506.00 "
                "was taken from you in total. We expect it to reach his Zenith Bank account by 18:00 tomorrow."),
         probes=[S("is being processed"), S("we received your €500.00 at 09:12 today"),
                 S("processing started at 09:40"), S("will receive NGN 856,200.00"),
                 S("rate of 1,712.40 naira per euro"), S("fixed when we received your money"), S("Our fee was €6.00"),
                 S("€506.00 was taken from you in total"), S("by 18:00 tomorrow")],
         inc=["NGN 856,200.00", "€6.00"],
         notes="status PROCESSING; status_history epochs 09:12 and 09:40 Berlin; receive 856200 NGN at 1712.40; "
               "fee 6.00, total_debited 506.00; estimated_delivery_by 2026-04-16 18:00."),
    dict(scen="mt-transfer-status", q=Q22,
         draft="Not yet paid out, it's processing; he'll get ₦856,200 (fee €6.00, 1.2%).",
         probes=[S("Not yet paid out"), S("it's processing"), S("he'll get ₦856,200"), S("(fee €6.00, 1.2%)")],
         inc=["₦856,200"],
         notes="fee_bps 120 = 1.2%."),
    dict(scen="mt-transfer-status", q=Q22,
         draft=("Dear Ms Okonkwo,\n\nThe transfer can no longer be cancelled free of charge, as it has already "
                "reached processing. Bank deposits to Nigeria usually arrive within 1 business day after processing "
                "starts, though Zenith Bank may take a little longer to credit the account.\n\nKind regards,\n"
                "Fernpost Transfers"),
         probes=[S("can no longer be cancelled free of charge"), S("has already reached processing"),
                 S("usually arrive within 1 business day after processing starts"),
                 S("Zenith Bank may take a little longer"), NA("Kind regards")],
         inc=["1 business day"],
         notes="Policy: free cancellation only until PROCESSING; status is PROCESSING."),
    dict(scen="mt-transfer-status", q=Q22, errors=["unit_conversion"],
         draft=("Hello Ms Okonkwo, we received your €500.00 today at 07:12 and your transfer is now processing. Your "
                "brother will receive NGN 856,200.00."),
         probes=[C("today at 07:12", "VALUE_MISMATCH", "DATE_MISMATCH"), S("your transfer is now processing"),
                 S("will receive NGN 856,200.00")],
         exc=["07:12"], inc=["NGN 856,200.00"],
         notes="FUNDS_RECEIVED epoch is 07:12 UTC = 09:12 Berlin; the UTC clock time was given as local."),
    dict(scen="mt-transfer-status", q=Q22, errors=["wrong_state", "other_record_value"],
         draft=("Hello Ms Okonkwo, good news: your transfer has been paid out to your brother's Zenith Bank account. "
                "He received NGN 511,500.00."),
         probes=[C("your transfer has been paid out", "RECORD_STATE_MISMATCH"),
                 C("He received NGN 511,500.00", "AMOUNT_MISMATCH")],
         exc=["has been paid out", "511,500"], inc=[],
         notes="TRF-9921-0457 is PROCESSING; PAID_OUT and 511500 NGN belong to March's TRF-9921-0398."),
    dict(scen="mt-transfer-status", q=Q22, repair=True, errors=["unit_conversion"],
         draft=("Dear Ms Okonkwo, your transfer is processing and your brother will receive NGN 856,200.00; our fee "
                "was 12% of the amount sent."),
         probes=[S("your transfer is processing"), S("will receive NGN 856,200.00"),
                 C("our fee was 12% of the amount sent", "VALUE_MISMATCH")],
         exc=["12% of the amount sent"], inc=["1.2%|1,2%|120 basis points|€6.00|6.00", "856,200"],
         notes="fee_bps 120 = 1.2% (6.00 on 500.00)."),
]

# ---------------------------------------------------------------- 23 rate quote lock (EUR/PLN)
SCENARIOS["mt-rate-quote"] = dict(
    domain="money-transfer service",
    now="2026-04-22T10:12:00+02:00",
    evidence=[
        rec("list_quotes#C-40217", "tool:fernpost.quotes.list", {
            "customer_id": "C-40217", "customer_name": "Piotr Wiśniewski",
            "quotes": [
                {"quote_id": "Q-77A1C", "status": "ACTIVE", "created_at": ep("2026-04-22T10:05:00+02:00"),
                 "valid_for": "PT30M", "expires_at": ep("2026-04-22T10:35:00+02:00"), "send_amount": amt("1200.00"),
                 "fx": {"pair": "EUR/PLN", "rate": "4.2615"}, "receive_amount": amt("5113.80", "PLN"),
                 "fee": {"fee_bps": 50, "amount": amt("6.00")}, "total_to_pay": amt("1206.00"),
                 "recipient": {"name": "Halina Wiśniewska", "payout_method": "BANK_DEPOSIT"}},
                {"quote_id": "Q-76F02", "status": "EXPIRED", "created_at": ep("2026-04-21T18:40:00+02:00"),
                 "valid_for": "PT30M", "send_amount": amt("1200.00"), "fx": {"pair": "EUR/PLN", "rate": "4.2790"},
                 "receive_amount": amt("5134.80", "PLN")}]}),
        pol("fernpost#quotes",
            "A quote locks the exchange rate for 30 minutes. If you do not pay within that time, the quote expires "
            "and a new quote is calculated at the current rate. Transfers to Poland by bank deposit usually arrive "
            "the same business day if paid before 14:00. You can pay by SEPA bank transfer or by card; card payments "
            "carry an extra fee of 0.9%."),
    ])
Q23 = ("Yesterday the app said my mum would get 5,134.80 złoty. Now it's less. Which rate do I get if I pay now?")
CASES += [
    dict(scen="mt-rate-quote", q=Q23,
         draft=("Hello Mr Wiśniewski, yesterday's quote at 4.2790 has expired. Your current quote Q-77A1C locks a "
                "rate of 4.2615 złoty per euro until 10:35, so for €1,200.00 your mother would receive PLN 5,113.80. "
                "Our fee is €6.00, making €1,206.00 in total."),
         probes=[S("yesterday's quote at 4.2790 has expired"), S("locks a rate of 4.2615 złoty per euro until 10:35"),
                 S("your mother would receive PLN 5,113.80"), S("Our fee is €6.00"), S("€1,206.00 in total")],
         inc=["4.2615", "PLN 5,113.80"],
         notes="Q-76F02 EXPIRED at 4.2790; Q-77A1C ACTIVE, expires_at epoch 10:35 Berlin, receive 5113.80 PLN, "
               "fee 6.00, total 1206.00."),
    dict(scen="mt-rate-quote", q=Q23,
         draft="Pay within the next 23 minutes (by 10:35) to keep the 4.2615 rate.",
         probes=[S("within the next 23 minutes (by 10:35)"), S("keep the 4.2615 rate")],
         inc=["10:35"],
         notes="now 10:12, expires_at 10:35 = 23 minutes."),
    dict(scen="mt-rate-quote", q=Q23,
         draft=("Dear Mr Wiśniewski,\n\nEach quote locks the exchange rate for 30 minutes; after that it expires and "
                "a new quote is worked out at the rate current at that time. If you pay before 14:00, a bank deposit "
                "to Poland usually arrives the same business day. Please note that paying by card adds a fee of "
                "0.9%.\n\nBest regards,\nFernpost Transfers"),
         probes=[S("locks the exchange rate for 30 minutes"),
                 S("a new quote is worked out at the rate current at that time"),
                 S("usually arrives the same business day"), S("paying by card adds a fee of 0.9%"),
                 NA("Best regards")],
         inc=["30 minutes"],
         notes="Policy paraphrase; valid_for PT30M."),
    dict(scen="mt-rate-quote", q=Q23, errors=["stale_value"],
         draft=("Hello Mr Wiśniewski, if you pay now, your mother will receive PLN 5,134.80 at a rate of 4.2790. "
                "The fee for €1,200.00 is €6.00."),
         probes=[C("will receive PLN 5,134.80 at a rate of 4.2790", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
                 S("The fee for €1,200.00 is €6.00")],
         exc=["5,134.80", "4.2790"], inc=["€6.00"],
         notes="Those are the EXPIRED quote Q-76F02's figures; active quote gives 5113.80 at 4.2615."),
    dict(scen="mt-rate-quote", q=Q23, errors=["wrong_period", "unit_conversion"],
         draft=("Hello Mr Wiśniewski, your quote Q-77A1C locks a rate of 4.2615 for 30 hours. Our fee of 5% comes to "
                "€6.00."),
         probes=[S("locks a rate of 4.2615"), C("for 30 hours", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
                 C("Our fee of 5%", "VALUE_MISMATCH"), S("comes to €6.00")],
         exc=["30 hours", "fee of 5%"], inc=["4.2615"],
         notes="valid_for PT30M (30 minutes); fee_bps 50 = 0.5%."),
    dict(scen="mt-rate-quote", q=Q23, repair=True, errors=["wrong_time"],
         draft=("Hello Mr Wiśniewski, your quote locks the rate of 4.2615 until 10:05, and your mother would receive "
                "PLN 5,113.80."),
         probes=[S("locks the rate of 4.2615"), C("until 10:05", "VALUE_MISMATCH", "DATE_MISMATCH"),
                 S("would receive PLN 5,113.80")],
         exc=["until 10:05"], inc=["10:35|10.35", "5,113.80|5.113,80"],
         notes="10:05 is created_at; expires_at is 10:35 Berlin."),
]

# ---------------------------------------------------------------- 24 cancel refused: already paid out
SCENARIOS["mt-cancel-refused"] = dict(
    domain="money-transfer service",
    now="2026-04-18T16:45:00+02:00",
    evidence=[
        rec("get_transfer#TRF-5530-2208", "tool:fernpost.transfers.get", {
            "transfer": {"transfer_id": "TRF-5530-2208", "sender_name": "Fatima Benali",
                         "recipient": {"name": "Youssef Benali", "payout_method": "CASH_PICKUP", "country": "MA",
                                       "pickup_location": "Agence Centre, Casablanca"},
                         "send_amount": amt("250.00"), "fee": {"fee_bps": 199, "amount": amt("4.98")},
                         "fx": {"pair": "EUR/MAD", "rate": "10.8420"}, "receive_amount": amt("2710.50", "MAD"),
                         "status": "PAID_OUT", "paid_out_at": ep("2026-04-18T12:26:00+02:00"),
                         "created_at": ep("2026-04-17T19:03:00+02:00")}}),
        refused("cancel_transfer#call-2", "cancel_transfer", "DENY", {"transfer_id": "TRF-5530-2208"},
                reason="ALREADY_PAID_OUT"),
        pol("fernpost#cancellations",
            "A transfer can be cancelled with a full refund, including our fee, until the money is picked up or "
            "deposited. Once a transfer has been paid out it cannot be cancelled or reversed by us. If you believe "
            "the wrong person collected the money, report it within 30 days and we will open an investigation. "
            "Refunds for cancelled transfers are returned to the original payment method within 5 business days."),
    ])
Q24 = "I want to cancel my transfer to Youssef, I sent it to the wrong pickup city."
CASES += [
    dict(scen="mt-cancel-refused", q=Q24,
         draft=("Hello Ms Benali, I'm sorry, but I wasn't able to cancel transfer TRF-5530-2208: the €250.00 was "
                "already collected as MAD 2,710.50 at Agence Centre in Casablanca today at 12:26 our time. Once a "
                "transfer has been paid out, we cannot cancel or reverse it. If you believe the wrong person "
                "collected the money, you can report it within 30 days and we will open an investigation."),
         probes=[S("I wasn't able to cancel transfer TRF-5530-2208"), S("already collected as MAD 2,710.50"),
                 S("at Agence Centre in Casablanca"), S("today at 12:26 our time"),
                 S("we cannot cancel or reverse it"), S("report it within 30 days and we will open an investigation")],
         inc=["MAD 2,710.50", "30 days"],
         notes="cancel_transfer DENY ALREADY_PAID_OUT; paid_out_at epoch 12:26 Berlin on 2026-04-18."),
    dict(scen="mt-cancel-refused", q=Q24,
         draft="The cancellation was refused because the money was already picked up on 18 April.",
         probes=[S("The cancellation was refused"), S("already picked up on 18 April")],
         inc=["18 April"],
         notes="DENY; PAID_OUT 2026-04-18."),
    dict(scen="mt-cancel-refused", q=Q24,
         draft=("Dear Ms Benali,\n\nThank you for letting us know. Your transfer of €250.00 to Youssef Benali has "
                "already been paid out, so it can no longer be cancelled, and the €4.98 fee cannot be refunded "
                "either.\n\nKind regards,\nFernpost Transfers"),
         probes=[NA("Thank you for letting us know"),
                 S("Your transfer of €250.00 to Youssef Benali has already been paid out"),
                 S("it can no longer be cancelled"), S("the €4.98 fee cannot be refunded"), NA("Kind regards")],
         inc=["€250.00"],
         notes="PAID_OUT; policy: refunds (incl. fee) only for cancelled transfers, and paid-out ones can't be."),
    dict(scen="mt-cancel-refused", q=Q24, errors=["refused_call_effect", "invented_promise"],
         draft=("Hello Ms Benali, I've cancelled transfer TRF-5530-2208 for you. The €250.00 and the €4.98 fee will "
                "be back on your card within 5 business days."),
         probes=[C("I've cancelled transfer TRF-5530-2208", "NOT_EXECUTED"),
                 C("will be back on your card within 5 business days", "NOT_EXECUTED", "NLI_CONTRADICTION",
                   "RECORD_STATE_MISMATCH")],
         exc=["I've cancelled", "back on your card"], inc=[],
         notes="cancel_transfer DENY; the transfer is PAID_OUT so no refund follows."),
    dict(scen="mt-cancel-refused", q=Q24, errors=["wrong_state", "invented_fact"],
         draft=("Hello Ms Benali, your transfer is still waiting for collection, so it can be cancelled with a full "
                "refund. Cash pickups in Morocco can also be redirected to another city at no cost."),
         probes=[C("your transfer is still waiting for collection", "RECORD_STATE_MISMATCH"),
                 I("redirected to another city at no cost", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE",
                   "CLAIM_WITHOUT_TOOL_EVIDENCE")],
         exc=["still waiting for collection", "redirected to another city"], inc=[],
         notes="status PAID_OUT; nothing in the evidence mentions redirecting pickups."),
    dict(scen="mt-cancel-refused", q=Q24, repair=True, errors=["refused_call_effect"],
         draft=("Dear Ms Benali, your transfer TRF-5530-2208 was collected on 18 April, and a refund of the €250.00 "
                "has been issued to your card."),
         probes=[S("was collected on 18 April"), C("a refund of the €250.00 has been issued", "NOT_EXECUTED")],
         exc=["has been issued to your card"],
         inc=["could not|couldn't|unable|not able|cannot|can't|no refund|not possible|refused", "18 April"],
         notes="cancel_transfer DENY: no cancellation, no refund."),
]

# ---------------------------------------------------------------- 25 compliance hold (EUR/NOK)
SCENARIOS["mt-compliance-hold"] = dict(
    domain="money-transfer service",
    now="2026-04-21T10:00:00+02:00",
    evidence=[
        rec("get_transfer#TRF-6610-0072", "tool:fernpost.transfers.get", {
            "transfer": {"transfer_id": "TRF-6610-0072", "sender_customer_id": "C-55120",
                         "recipient": {"name": "Astrid Solberg", "payout_method": "BANK_DEPOSIT", "country": "NO"},
                         "send_amount": amt("4800.00"), "fee": {"fee_bps": 80, "amount": amt("38.40")},
                         "total_paid": amt("4838.40"), "fx": {"pair": "EUR/NOK", "rate": "11.6205"},
                         "receive_amount": amt("55778.40", "NOK"), "status": "ON_HOLD",
                         "hold": {"reason_code": "SOURCE_OF_FUNDS_REQUIRED",
                                  "placed_at": ep("2026-04-20T14:02:00+02:00"),
                                  "documents_requested": ["PROOF_OF_SOURCE_OF_FUNDS", "ID_SELFIE"],
                                  "respond_by": "2026-04-27"}}}),
        rec("get_customer#C-55120", "tool:fernpost.customers.get", {
            "customer": {"customer_id": "C-55120", "name": "Henrik Solberg", "verification_level": "STANDARD",
                         "single_transfer_limit": amt("5000.00"), "documents_on_file": ["PASSPORT"]}}),
        pol("fernpost#compliance-reviews",
            "Transfers above certain amounts may be held while we check where the money comes from, as required by "
            "anti-money-laundering law. If we ask for documents, please upload them in the app within 7 days; "
            "otherwise the transfer is cancelled and your money, including our fee, is refunded. Most reviews are "
            "completed within 2 business days of receiving the documents. The exchange rate agreed when you paid "
            "remains valid during the review."),
        psg("help#upload-documents",
            "Help centre: Uploading documents\nOpen the transfer in the app and tap 'Provide documents'.\n"
            "Accepted formats are PDF, JPG and PNG, up to 10 MB per file."),
    ])
Q25 = "Why is my transfer to my daughter on hold? What do you need from me?"
CASES += [
    dict(scen="mt-compliance-hold", q=Q25,
         draft=("Hello Mr Solberg, your transfer of €4,800.00 to Astrid Solberg is on hold because we need to confirm "
                "the source of the funds, as anti-money-laundering law requires. Please upload proof of the source of "
                "funds and a selfie with your ID in the app by 27 April. Most reviews are completed within 2 business "
                "days of receiving the documents, and your rate of 11.6205 kroner per euro stays valid during the "
                "review."),
         probes=[S("your transfer of €4,800.00 to Astrid Solberg is on hold"), S("confirm the source of the funds"),
                 S("as anti-money-laundering law requires"), S("proof of the source of funds and a selfie with your ID"),
                 S("in the app by 27 April"), S("within 2 business days of receiving the documents"),
                 S("rate of 11.6205 kroner per euro stays valid")],
         inc=["27 April", "€4,800.00"],
         notes="status ON_HOLD SOURCE_OF_FUNDS_REQUIRED; documents_requested; respond_by 2026-04-27; policy."),
    dict(scen="mt-compliance-hold", q=Q25,
         draft=("It's on hold pending source-of-funds documents; upload them by 27.04.2026 or the transfer is "
                "cancelled and refunded."),
         probes=[S("on hold pending source-of-funds documents"), S("upload them by 27.04.2026"),
                 S("the transfer is cancelled and refunded")],
         inc=["27.04.2026"],
         notes="respond_by; policy on cancellation and refund."),
    dict(scen="mt-compliance-hold", q=Q25,
         draft=("Dear Mr Solberg,\n\nThe hold was placed yesterday at 14:02. Astrid will still receive NOK 55,778.40 "
                "once the review is complete, and if the documents are not provided in time, the full €4,838.40 you "
                "paid, including our €38.40 fee, will be refunded. To upload, open the transfer in the app and tap "
                "'Provide documents'; PDF, JPG and PNG files of up to 10 MB each are accepted.\n\nKind regards,\n"
                "Fernpost Transfers"),
         probes=[S("The hold was placed yesterday at 14:02"), S("Astrid will still receive NOK 55,778.40"),
                 S("the full €4,838.40 you paid"), S("including our €38.40 fee, will be refunded"),
                 S("open the transfer in the app and tap 'Provide documents'"),
                 S("PDF, JPG and PNG files of up to 10 MB each are accepted"), NA("Kind regards")],
         inc=["NOK 55,778.40", "€4,838.40"],
         notes="placed_at epoch 2026-04-20 14:02 Berlin; receive_amount 55778.40 NOK; total_paid 4838.40 "
               "(4800.00 + 38.40); help passage on uploading."),
    dict(scen="mt-compliance-hold", q=Q25, errors=["wrong_period", "wrong_policy_condition"],
         draft=("Hello Mr Solberg, your transfer is on hold for a source-of-funds check. You have 14 days to upload "
                "the documents, and if you don't, the transfer goes ahead anyway."),
         probes=[S("on hold for a source-of-funds check"),
                 C("You have 14 days to upload the documents", "NLI_CONTRADICTION", "DATE_MISMATCH"),
                 C("the transfer goes ahead anyway", "NLI_CONTRADICTION")],
         exc=["14 days", "goes ahead anyway"], inc=["source-of-funds"],
         notes="Policy: 7 days (respond_by 2026-04-27), otherwise the transfer is cancelled and refunded."),
    dict(scen="mt-compliance-hold", q=Q25, errors=["wrong_value"],
         draft=("Hello Mr Solberg, the hold is because your transfer exceeds your single-transfer limit of €5,000.00. "
                "Please upload proof of source of funds by 27 April."),
         probes=[C("exceeds your single-transfer limit of €5,000.00", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
                 S("upload proof of source of funds by 27 April")],
         exc=["exceeds your single-transfer limit"], inc=["27 April"],
         notes="4800.00 is below the 5000.00 limit; hold.reason_code is SOURCE_OF_FUNDS_REQUIRED."),
    dict(scen="mt-compliance-hold", q=Q25, repair=True, errors=["wrong_amount"],
         draft=("Dear Mr Solberg, your €4,800.00 transfer is on hold for a source-of-funds check, and Astrid will "
                "receive NOK 55,778.40 once it is released; our fee is €48.00."),
         probes=[S("your €4,800.00 transfer is on hold for a source-of-funds check"),
                 S("Astrid will receive NOK 55,778.40"), C("our fee is €48.00", "AMOUNT_MISMATCH")],
         exc=["€48.00"], inc=["€38.40|38.40|38,40", "NOK 55,778.40|55,778.40|55.778,40"],
         notes="fee.amount 38.40 (80 bps of 4800.00)."),
]
