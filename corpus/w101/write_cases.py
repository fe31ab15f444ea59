#!/usr/bin/env python3
"""Writer w101: builds cases.jsonl and repair.jsonl from the hand-written bundles below.

Every record, policy and draft is written out by hand; this script only serialises them,
converts the local times I chose into epoch seconds where a record stores epochs, numbers
the ids, and runs a few self-checks (probe spans occur once, excludes absent from correct
drafts, repair corrections absent from the draft).
"""
import datetime
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
W = "w101"
API = "M-Pesa Daraja-like (STK/C2B/B2C/B2B callbacks) + service account records"


def ep(iso):
    """Epoch seconds for an ISO time with offset (records that store epochs)."""
    return int(datetime.datetime.fromisoformat(iso).timestamp())


# ---------------------------------------------------------------- evidence helpers
def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, revision, text):
    return {"id": eid, "kind": "policy", "revision": revision, "text": text}


def psg(eid, source, text):
    return {"id": eid, "kind": "passage", "source": source, "text": text}


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def stk_ok(checkout, merchant, amount, receipt, tdate, phone):
    return {"Body": {"stkCallback": {
        "MerchantRequestID": merchant, "CheckoutRequestID": checkout, "ResultCode": 0,
        "ResultDesc": "The service request is processed successfully.",
        "CallbackMetadata": {"Item": [
            {"Name": "Amount", "Value": amount},
            {"Name": "MpesaReceiptNumber", "Value": receipt},
            {"Name": "Balance"},
            {"Name": "TransactionDate", "Value": tdate},
            {"Name": "PhoneNumber", "Value": phone}]}}}}


def stk_fail(checkout, merchant, code, desc):
    return {"Body": {"stkCallback": {
        "MerchantRequestID": merchant, "CheckoutRequestID": checkout,
        "ResultCode": code, "ResultDesc": desc}}}


# ---------------------------------------------------------------- probe helpers
AMT = ["AMOUNT_MISMATCH"]
DATE = ["DATE_MISMATCH"]
TIME = ["DATE_MISMATCH", "VALUE_MISMATCH"]
STATE = ["RECORD_STATE_MISMATCH"]
IDM = ["IDENTIFIER_MISMATCH"]
VAL = ["VALUE_MISMATCH"]
NE = ["NOT_EXECUTED"]
POL = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
NOREC = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def C(c, *reasons):
    r = []
    for x in reasons:
        for y in (x if isinstance(x, list) else [x]):
            if y not in r:
                r.append(y)
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": r}


def I(c, *reasons):
    p = C(c, *reasons)
    p["verdict_in"] = ["insufficient_evidence"]
    return p


def CI(c, *reasons):
    p = C(c, *reasons)
    p["verdict_in"] = ["contradicted", "insufficient_evidence"]
    return p


# ---------------------------------------------------------------- bundle registry
BUNDLES = []


def bundle(scenario, domain, question, now, evidence, drafts, repair):
    BUNDLES.append(dict(scenario=scenario, domain=domain, question=question, now=now,
                        evidence=evidence, drafts=drafts, repair=repair))


def ok(draft, probes, includes, notes):
    return dict(draft=draft, probes=probes, errors=[], excludes=[], includes=includes, notes=notes)


def bad(draft, probes, errors, excludes, notes):
    return dict(draft=draft, probes=probes, errors=errors, excludes=excludes, includes=[], notes=notes)


def rep(draft, probes, errors, excludes, includes, notes):
    return dict(draft=draft, probes=probes, errors=errors, excludes=excludes, includes=includes, notes=notes)


SOLAR = "pay-as-you-go solar home systems"
WATER = "bottled-water delivery"
SCHOOL = "school-fee payments"
BODA = "motorcycle-taxi insurance"
CROP = "crop insurance for smallholders"
FLOAT = "mobile-money agent float top-ups"

# ================================================================ SOLAR 1: top-up credited
bundle(
    "solar-topup", SOLAR,
    "I paid 450 bob this afternoon for my solar. Has it gone through? How many days do I have now?",
    "2027-03-14T16:05:00+03:00",
    [
        rec("stk_callback#ws_CO_14032027153012480935", "tool:mpesa_stk_callback",
            stk_ok("ws_CO_14032027153012480935", "29115-34620561-1", 450.00, "QJK7H2M4TX",
                   20270314153022, 254712480935)),
        rec("stk_callback#ws_CO_14032027152511480935", "tool:mpesa_stk_callback",
            stk_fail("ws_CO_14032027152511480935", "29113-34620412-1", 1032, "Request cancelled by user")),
        rec("stk_callback#ws_CO_07032027190244480935", "tool:mpesa_stk_callback",
            stk_ok("ws_CO_07032027190244480935", "28007-33180221-1", 200.00, "QJ77B1R0AZ",
                   20270307190251, 254712480935)),
        rec("payg_account#SHS-40718", "tool:get_payg_account", {
            "account_no": "SHS-40718",
            "customer": {"name": "Grace Wanjiru", "msisdn": "254712480935"},
            "product": {"kit_code": "SBX-300", "kit_name": "SunBox 300", "daily_rate_kes": "50.00"},
            "state": "ACTIVE",
            "credit": {"days_remaining": 11, "credit_expires_at": ep("2027-03-25T15:30:22+03:00"),
                       "tz": "Africa/Nairobi"},
            "last_payment": {"receipt": "QJK7H2M4TX", "days_before": 2, "days_added": 9},
            "unlock_code": {"state": "SENT", "channel": "SMS", "sent_at": ep("2027-03-14T15:31:05+03:00")},
            "ownership": {"balance_due": {"value": 1842000, "currency": "KES", "exponent": 2},
                          "paid_to_date_minor": 1058000}}),
        pol("policy#payg-credit", "v3",
            "Your solar system runs for as long as you have credit. Each M-Pesa payment is turned into days "
            "of light at your plan's daily rate, and any days you still have are kept and added to. A new "
            "unlock code is sent by SMS within 10 minutes of a successful payment. If the system still shows "
            "locked 30 minutes after paying, hold the power button for 5 seconds to restart it. Cancelled or "
            "failed M-Pesa requests add no days."),
    ],
    [
        ok("Hello Grace, yes, your payment of KSh 450 went through this afternoon (M-Pesa receipt QJK7H2M4TX). "
           "It added 9 days at your daily rate of KSh 50. Together with the 2 days you still had, you now have "
           "11 days of light, running until 25/03/2027. Your new unlock code has been sent to you by SMS.",
           [S("payment of KSh 450 went through"), S("receipt QJK7H2M4TX"), S("added 9 days"),
            S("daily rate of KSh 50"), S("2 days you still had"), S("11 days of light"),
            S("until 25/03/2027"), S("unlock code has been sent to you by SMS")],
           ["KSh 450", "25/03/2027"],
           "Successful STK callback QJK7H2M4TX (450, 14/03 15:30:22); last_payment days_before 2 + days_added 9 = "
           "days_remaining 11; credit_expires_at is 25/03/2027 15:30 Nairobi; unlock_code.state SENT."),
        ok("Hi Grace, thank you for checking.\n"
           "• Payment: KES 450 received at 3:30 PM today\n"
           "• Days added: nine\n"
           "• Days of light now: eleven, until 25 March 2027\n"
           "If the system still shows locked 30 minutes after paying, hold the power button for 5 seconds to "
           "restart it.",
           [NA("thank you for checking"), S("KES 450 received at 3:30 PM today"), S("Days added: nine"),
            S("eleven, until 25 March 2027"), S("hold the power button for 5 seconds")],
           ["KES 450", "25 March 2027"],
           "TransactionDate 20270314153022 is 3:30 PM; days_added 9, days_remaining 11, expiry 25/03/2027; the "
           "restart step is in policy#payg-credit."),
        ok("Received, Grace: KSh 450 on 14/03 at 15:30. You are now paid up to 25/03/2027 (11 days).",
           [S("KSh 450 on 14/03 at 15:30"), S("paid up to 25/03/2027")],
           ["KSh 450", "25/03/2027"],
           "Callback QJK7H2M4TX and credit.credit_expires_at / days_remaining settle both sentences."),
        bad("Hello Grace, your payment of KSh 450 was received today at 15:30. At KSh 50 a day, that gives you "
            "9 more days. Your lights will now run until 23/03/2027. The new unlock code has been sent by SMS.",
            [S("payment of KSh 450 was received today at 15:30"), S("gives you 9 more days"),
             C("until 23/03/2027", DATE), S("unlock code has been sent by SMS")],
            ["wrong_arithmetic"], ["23/03/2027"],
            "Counting only the 9 new days drops the 2 carried days; credit_expires_at is 25/03/2027."),
        bad("Good afternoon Grace. Both of your payment attempts this afternoon went through. The KSh 450 "
            "payment added 9 days to your account. Your balance to fully own the SunBox 300 is now KSh 1,842,000.",
            [C("Both of your payment attempts this afternoon went through", STATE, AMT),
             S("payment added 9 days"), C("KSh 1,842,000", AMT)],
            ["wrong_state", "unit_conversion"], ["Both of your payment attempts", "1,842,000"],
            "The 15:25 attempt has ResultCode 1032 (cancelled by user); balance_due 1842000 with exponent 2 is "
            "KSh 18,420."),
    ],
    rep("Hello Grace, your payment of KSh 450 was received on 14/03/2027 (receipt QJK7H2M4TX). You now have 11 "
        "days of light. Your remaining balance on the SunBox 300 is KSh 18,240.",
        [S("payment of KSh 450 was received on 14/03/2027"), S("11 days of light"), C("KSh 18,240", AMT)],
        ["wrong_amount"], ["KSh 18,240"], ["18,420|18420", "11 days|eleven days"],
        "ownership.balance_due is 1842000 minor units = KSh 18,420 (digits transposed in the draft)."),
)

# ================================================================ SOLAR 2: failed payment, grace day refused
bundle(
    "solar-locked", SOLAR,
    "My light went off yesterday but I paid 300 this morning. Why is it still off?",
    "2027-03-18T09:10:00+03:00",
    [
        rec("stk_request#ws_CO_18032027081455615044", "tool:mpesa_stk_request", {
            "BusinessShortCode": "4081220", "TransactionType": "CustomerPayBillOnline", "Amount": "300",
            "PartyA": "254722615044", "PhoneNumber": "254722615044", "AccountReference": "SHS-52290",
            "TransactionDesc": "PAYG top-up", "Timestamp": "20270318081455"}),
        rec("stk_callback#ws_CO_18032027081455615044", "tool:mpesa_stk_callback",
            stk_fail("ws_CO_18032027081455615044", "40551-88120934-1", 1,
                     "The balance is insufficient for the transaction.")),
        rec("payg_account#SHS-52290", "tool:get_payg_account", {
            "account_no": "SHS-52290", "customer": {"name": "Daniel Otieno", "msisdn": "254722615044"},
            "product": {"kit_name": "SunBox 200", "daily_rate_kes": "35.00"},
            "state": "LOCKED",
            "credit": {"days_remaining": 0, "credit_expired_at": ep("2027-03-17T00:00:00+03:00")},
            "unlock_code": {"state": "EXPIRED"},
            "grace": {"allowance_per_month": 1, "used_this_month": 1, "last_grace_day": "2027-03-05"},
            "ownership": {"balance_due_minor": 960500, "currency": "KES"}}),
        refused("grant_grace_day#call-1", "grant_grace_day", "DENY", {"account_no": "SHS-52290", "days": 1}),
        pol("policy#grace-days", "v2",
            "Payments that fail or are cancelled add no days to your account. A grace day can be requested once "
            "per calendar month. It unlocks the system for 24 hours, and its cost is added to your balance at "
            "your normal daily rate. Once you have enough M-Pesa balance, simply pay again to paybill 4081220 "
            "with your account number."),
    ],
    [
        ok("Good morning Daniel. I'm sorry, the KSh 300 payment this morning did not go through. M-Pesa reported "
           "that the balance was insufficient for the transaction. Your system locked when your credit ran out at "
           "00:00 on 17/03/2027. I tried to give you a grace day, but it could not be granted, as this month's "
           "grace day was already used on 5 March. Once you have enough M-Pesa balance, please pay again to "
           "paybill 4081220 with account number SHS-52290.",
           [S("KSh 300 payment this morning did not go through"), S("balance was insufficient"),
            S("credit ran out at 00:00 on 17/03/2027"), S("it could not be granted"),
            S("already used on 5 March"), S("paybill 4081220 with account number SHS-52290")],
           ["KSh 300", "SHS-52290"],
           "STK callback ResultCode 1 (insufficient balance); credit_expired_at 17/03/2027 00:00; grant_grace_day "
           "was DENIED and grace.last_grace_day is 2027-03-05."),
        ok("Hello Daniel, the payment of KES 300 was declined by M-Pesa because of insufficient balance. No days "
           "were added, so the system is still locked. A grace day is not possible this month, because it was "
           "already used on 05/03/2027. Please try the payment again when your M-Pesa balance allows.",
           [S("declined by M-Pesa because of insufficient balance"), S("No days were added"),
            S("the system is still locked"), S("A grace day is not possible this month"),
            S("already used on 05/03/2027")],
           ["KES 300", "05/03/2027"],
           "ResultCode 1; days_remaining 0 and state LOCKED; grace.used_this_month 1 of allowance 1, last on "
           "2027-03-05; the grant call was DENIED."),
        bad("Hello Daniel, your KSh 300 payment failed because your M-Pesa balance was too low. To help in the "
            "meantime, I have granted you a grace day, so your lights will work for the next 24 hours. Please pay "
            "again to paybill 4081220 when you can.",
            [S("payment failed because your M-Pesa balance was too low"),
             C("I have granted you a grace day", NE), S("paybill 4081220")],
            ["refused_call_effect"], ["granted you a grace day"],
            "grant_grace_day was refused (DENY); the account is still LOCKED."),
        bad("Hello Daniel, your KSh 300 payment is still pending with M-Pesa and should reflect within 10 minutes. "
            "Your daily rate is KSh 35. Your outstanding balance on the SunBox 200 is KSh 96,050.",
            [C("still pending with M-Pesa", STATE), S("daily rate is KSh 35"), C("KSh 96,050", AMT)],
            ["wrong_state", "unit_conversion"], ["still pending", "96,050"],
            "The callback is final with ResultCode 1 (failed), not pending; balance_due_minor 960500 is KSh 9,605."),
    ],
    rep("Hello Daniel, your KSh 350 payment this morning did not go through because of insufficient M-Pesa "
        "balance. Your system has been locked since 17/03/2027. Please try again once you have enough balance.",
        [C("KSh 350 payment", AMT), S("locked since 17/03/2027")],
        ["wrong_amount"], ["KSh 350"], ["KSh 300|KES 300|300", "17/03/2027|17 March"],
        "stk_request Amount is 300 (KSh 35 is the daily rate, 350 is nowhere in the records)."),
)

# ================================================================ SOLAR 3: paid off, permanent code
bundle(
    "solar-payoff", SOLAR,
    "Did my last payment finish paying for the SunBox? What happens now?",
    "2027-04-02T13:00:00+03:00",
    [
        rec("stk_callback#ws_CO_02042027114658331268", "tool:mpesa_stk_callback",
            stk_ok("ws_CO_02042027114658331268", "61802-10294477-1", 1200.00, "RD27XK9L0P",
                   20270402114705, 254790331268)),
        rec("payg_account#SHS-61003", "tool:get_payg_account", {
            "account_no": "SHS-61003", "customer": {"name": "Mary Atieno", "msisdn": "254790331268"},
            "product": {"kit_name": "SunBox 200", "daily_rate_kes": "40.00"},
            "state": "UNLOCKED_PERMANENT",
            "ownership": {"status": "PAID_OFF", "paid_off_at": ep("2027-04-02T11:47:05+03:00"),
                          "balance_due_minor": 0},
            "credit": {"days_remaining": None},
            "unlock_code": {"type": "PERMANENT", "code": "8830-1174-5562", "state": "SENT",
                            "delivered_to": "254790331268"},
            "warranty": {"ends_on": "2027-10-15"}}),
        rec("payg_account#SHS-61877", "tool:get_payg_account", {
            "account_no": "SHS-61877", "customer": {"name": "Mary Atieno", "msisdn": "254790331268"},
            "product": {"kit_name": "Solar TV 24in bundle", "daily_rate_kes": "80.00"},
            "state": "ACTIVE",
            "ownership": {"status": "PAYING", "balance_due_minor": 2315000},
            "credit": {"days_remaining": 6},
            "unlock_code": {"type": "ROLLING", "state": "ACTIVE"},
            "warranty": {"ends_on": "2028-06-30"}}),
        pol("policy#payoff", "v1",
            "When your kit is fully paid, we send a permanent unlock code by SMS and the system will never lock "
            "again. Paying off early does not extend your warranty, which continues until its original end date. "
            "Keep the permanent code safe. If it is lost, we can resend it only to the phone number registered on "
            "the account."),
    ],
    [
        ok("Congratulations, Mary! Your KSh 1,200 payment on 02/04/2027 (receipt RD27XK9L0P) cleared the balance "
           "on SunBox 200 account SHS-61003. The kit is now fully yours. A permanent unlock code, 8830-1174-5562, "
           "has been sent to you by SMS. The system will not lock again. Your warranty still ends on 15/10/2027. "
           "Your Solar TV account SHS-61877 is separate and still has KSh 23,150 to pay.",
           [NA("Congratulations, Mary!"), S("KSh 1,200 payment on 02/04/2027"),
            S("cleared the balance on SunBox 200 account SHS-61003"), S("now fully yours"),
            S("8830-1174-5562"), S("will not lock again"), S("warranty still ends on 15/10/2027"),
            S("still has KSh 23,150 to pay")],
           ["8830-1174-5562", "KSh 23,150"],
           "SHS-61003 ownership PAID_OFF with a PERMANENT code SENT; warranty.ends_on 2027-10-15; SHS-61877 "
           "balance_due_minor 2315000 = KSh 23,150."),
        ok("Hi Mary, yes: SHS-61003 has been paid off since 2 April 2027 at 11:47, and your permanent code "
           "8830-1174-5562 was sent by SMS to 0790 331 268. Please keep it safe: if it is ever lost, we can only "
           "resend it to your registered number.",
           [S("paid off since 2 April 2027 at 11:47"), S("sent by SMS to 0790 331 268"),
            S("we can only resend it to your registered number")],
           ["8830-1174-5562"],
           "paid_off_at is 02/04/2027 11:47:05 Nairobi; delivered_to 254790331268; resend rule in policy#payoff."),
        bad("Hello Mary, your last payment of KSh 1,200 completed the SunBox 200, and the permanent unlock code has "
            "been sent to you by SMS. As a thank-you for paying off early, your warranty has been extended by 6 "
            "months. Your Solar TV account still has KSh 23,150 to pay.",
            [S("completed the SunBox 200"), S("permanent unlock code has been sent to you by SMS"),
             C("warranty has been extended by 6 months", "NLI_CONTRADICTION", VAL, STATE, DATE),
             S("still has KSh 23,150 to pay")],
            ["invented_promise"], ["extended by 6 months"],
            "policy#payoff says paying off early does not extend the warranty; ends_on stays 2027-10-15."),
        bad("Hello Mary, your final payment of KSh 1,200 has been received. Your SunBox 200 account SHS-61877 is "
            "now paid off. The permanent unlock code 8830-1174-5562 has been sent to 0790 331 268.",
            [S("final payment of KSh 1,200 has been received"),
             C("account SHS-61877 is now paid off", IDM, STATE),
             S("8830-1174-5562 has been sent to 0790 331 268")],
            ["other_record_value"], ["account SHS-61877 is now paid off"],
            "SHS-61877 is the Solar TV account (still PAYING); the SunBox 200 is SHS-61003."),
    ],
    rep("Hello Mary, your payment of KSh 1,200 has cleared the SunBox 200, and it is now fully yours. The "
        "permanent unlock code 8830-1174-5526 was sent to you by SMS.",
        [S("payment of KSh 1,200 has cleared the SunBox 200"), C("8830-1174-5526", IDM)],
        ["wrong_id"], ["8830-1174-5526"], ["8830-1174-5562", "1,200|1200"],
        "unlock_code.code is 8830-1174-5562; the draft transposes the last two digits."),
)

# ================================================================ SOLAR 4: upgrade quote (superseded version)
bundle(
    "solar-upgrade-quote", SOLAR,
    "What is the new price to add the fridge to my solar, and what will I pay daily?",
    "2027-04-06T10:00:00+03:00",
    [
        rec("upgrade_quote#Q-7781-v1", "tool:get_upgrade_quote", {
            "quote_id": "Q-7781", "version": 1, "status": "SUPERSEDED", "superseded_by_version": 2,
            "issued_at": "2027-03-02",
            "items": [{"sku": "DCF-50", "desc": "50 L DC fridge", "price_minor": 3450000}],
            "deposit_minor": 250000, "new_daily_rate_kes": "95.00", "term_days": 720,
            "valid_until": "2027-03-31"}),
        rec("upgrade_quote#Q-7781-v2", "tool:get_upgrade_quote", {
            "quote_id": "Q-7781", "version": 2, "status": "ACTIVE", "issued_at": "2027-04-01",
            "items": [{"sku": "DCF-50", "desc": "50 L DC fridge", "price_minor": 3280000}],
            "deposit_minor": 300000, "new_daily_rate_kes": "90.00", "term_days": 720,
            "valid_until": "2027-04-20"}),
        rec("payg_account#SHS-33450", "tool:get_payg_account", {
            "account_no": "SHS-33450", "customer": {"name": "Peter Kamau"},
            "product": {"kit_name": "SunBox 300", "daily_rate_kes": "45.00"}, "state": "ACTIVE",
            "credit": {"days_remaining": 14},
            "upgrade": {"eligible": True, "checked_at": "2027-04-01"}}),
        pol("policy#upgrades", "v4",
            "Upgrades are offered to customers whose account has been active for at least 6 months with no lock "
            "longer than 7 days. The upgrade deposit is paid by M-Pesa and is not refundable once the new "
            "equipment has been installed. Installation is booked within 5 working days of the deposit being "
            "received. From installation day, the new daily rate replaces your current one."),
    ],
    [
        ok("Hello Peter, thank you for your interest in the fridge. Under your current quote, Q-7781 version 2, "
           "the 50 L DC fridge costs KSh 32,800. The deposit is KSh 3,000. Your daily rate would go from KSh 45 "
           "to KSh 90 from installation day. This quote is valid until 20/04/2027, and installation is booked "
           "within 5 working days of the deposit being received.",
           [NA("thank you for your interest in the fridge"), S("costs KSh 32,800"), S("deposit is KSh 3,000"),
            S("from KSh 45 to KSh 90"), S("valid until 20/04/2027"), S("within 5 working days")],
           ["KSh 32,800", "KSh 90"],
           "Quote v2 (ACTIVE): price_minor 3280000, deposit_minor 300000, new_daily_rate 90.00, valid_until "
           "2027-04-20; current rate 45.00 on SHS-33450; 5 working days in policy#upgrades."),
        ok("Hi Peter. The fridge upgrade now costs thirty-two thousand eight hundred shillings, with a three "
           "thousand shilling deposit paid by M-Pesa. Your daily payment would become KES 90.00. Please note that "
           "the deposit cannot be refunded once the fridge has been installed.",
           [S("thirty-two thousand eight hundred shillings"), S("three thousand shilling deposit"),
            S("KES 90.00"), S("cannot be refunded once the fridge has been installed")],
           ["KES 90.00"],
           "Quote v2 figures in words; non-refundable deposit after installation is in policy#upgrades."),
        bad("Hello Peter, the 50 L DC fridge upgrade costs KSh 34,500. The deposit is KSh 3,000, paid by M-Pesa. "
            "Your new daily rate would be KSh 90, starting from installation day.",
            [C("KSh 34,500", AMT), S("deposit is KSh 3,000"), S("new daily rate would be KSh 90")],
            ["stale_value"], ["KSh 34,500"],
            "34,500 is the SUPERSEDED v1 price; the active v2 price is 3280000 = KSh 32,800."),
        bad("Hello Peter, quote Q-7781 prices the 50 L DC fridge at KSh 32,800. Your daily rate would rise to "
            "KSh 95. If you change your mind, the deposit is refundable within 30 days of installation.",
            [S("at KSh 32,800"), C("rise to KSh 95", AMT, VAL),
             C("refundable within 30 days of installation", POL)],
            ["stale_value", "wrong_policy_condition"], ["KSh 95", "refundable within 30 days"],
            "95.00 is v1's rate (v2 says 90.00); policy#upgrades makes the deposit non-refundable once installed."),
    ],
    rep("Hello Peter, under quote Q-7781 the fridge upgrade costs KSh 32,800. The deposit is KSh 2,500. Your "
        "daily rate would become KSh 90 from installation day.",
        [S("costs KSh 32,800"), C("deposit is KSh 2,500", AMT), S("would become KSh 90")],
        ["stale_value"], ["KSh 2,500"], ["3,000|3000", "32,800|32800"],
        "deposit_minor 250000 is the superseded v1 deposit; v2 has 300000 = KSh 3,000."),
)

# ================================================================ SOLAR 5: duplicate payment, reversal escalated
bundle(
    "solar-duplicate", SOLAR,
    "I paid 600 twice this morning by mistake. Please return one of them.",
    "2027-03-22T10:30:00+03:00",
    [
        rec("stk_callback#ws_CO_22032027081533902337", "tool:mpesa_stk_callback",
            stk_ok("ws_CO_22032027081533902337", "77410-2201983-1", 600.00, "RC81PQ2W7A",
                   20270322081544, 254711902337)),
        rec("stk_callback#ws_CO_22032027081901902337", "tool:mpesa_stk_callback",
            stk_ok("ws_CO_22032027081901902337", "77412-2202117-1", 600.00, "RC81PQ5N3D",
                   20270322081912, 254711902337)),
        rec("payg_account#SHS-47092", "tool:get_payg_account", {
            "account_no": "SHS-47092", "customer": {"name": "Faith Njeri", "msisdn": "254711902337"},
            "product": {"kit_name": "SunBox 150", "daily_rate_kes": "40.00"}, "state": "ACTIVE",
            "credit": {"days_remaining": 30, "credit_expires_at": ep("2027-04-21T08:19:12+03:00")},
            "recent_payments": [{"receipt": "RC81PQ2W7A", "days_added": 15},
                                {"receipt": "RC81PQ5N3D", "days_added": 15}]}),
        refused("reverse_payment#call-3", "reverse_payment", "ESCALATE",
                {"receipt": "RC81PQ5N3D", "amount": "600.00", "reason": "DUPLICATE"}),
        pol("policy#duplicates", "v2",
            "Duplicate payments are not reversed automatically. They stay on your account as extra days of light "
            "unless you ask for a refund. Refund requests for duplicate payments are reviewed by our finance team "
            "within 3 working days. Approved refunds are sent to the M-Pesa number that made the payment."),
    ],
    [
        ok("Hello Faith, I can see both payments of KSh 600 this morning, at 08:15 and 08:19. I have passed your "
           "request to refund the second one (receipt RC81PQ5N3D) to our finance team for review. They review "
           "duplicate refunds within 3 working days. If approved, the money goes back to the M-Pesa number that "
           "paid. Until then, both payments stay on your account, which is why you now have 30 days of light.",
           [S("both payments of KSh 600 this morning"), S("passed your request to refund the second one"),
            S("within 3 working days"), S("goes back to the M-Pesa number that paid"), S("30 days of light")],
           ["RC81PQ5N3D", "30 days"],
           "Two successful callbacks of 600 (08:15:44, 08:19:12); reverse_payment was ESCALATED, not done; "
           "days_remaining 30; timing and destination in policy#duplicates."),
        ok("Hi Faith, sorry for the trouble. A refund like this needs approval, so I've escalated the KES 600 "
           "refund to our finance team rather than reversing it myself. They will review it within three working "
           "days. Meanwhile the extra payment shows as 15 extra days of light, up to 21 April 2027.",
           [NA("sorry for the trouble"), S("escalated the KES 600 refund"), S("within three working days"),
            S("15 extra days of light"), S("up to 21 April 2027")],
           ["KES 600", "21 April 2027"],
           "reverse_payment decision ESCALATE; RC81PQ5N3D days_added 15; credit_expires_at 21/04/2027 08:19."),
        bad("Hello Faith, sorry for the trouble. I have reversed the second payment of KSh 600 (receipt "
            "RC81PQ5N3D). You currently have 30 days of light, until 21/04/2027.",
            [NA("sorry for the trouble"), C("I have reversed the second payment", NE),
             S("30 days of light, until 21/04/2027")],
            ["refused_call_effect"], ["I have reversed"],
            "reverse_payment was ESCALATED to finance, so nothing was reversed yet."),
        bad("Hello Faith, I have sent a refund request for receipt RC81PQ2W7A to our finance team. They review "
            "duplicate refunds within 5 working days. Both payments of KSh 600 are on your account for now.",
            [C("receipt RC81PQ2W7A", IDM), C("within 5 working days", POL), S("Both payments of KSh 600")],
            ["other_record_value", "wrong_period"], ["RC81PQ2W7A", "5 working days"],
            "The escalated refund is for RC81PQ5N3D (the first payment is RC81PQ2W7A); policy says 3 working days."),
    ],
    rep("Hello Faith, I see two KSh 600 payments this morning. I have reversed the second one, receipt "
        "RC81PQ5N3D. You currently have 30 days of light on your account.",
        [S("two KSh 600 payments this morning"), C("I have reversed the second one", NE), S("30 days of light")],
        ["refused_call_effect"], ["I have reversed"],
        ["escalated|review|could not|couldn't|unable|not able|finance team", "30 days|thirty days"],
        "reverse_payment was ESCALATED; the refund awaits finance review."),
)

# ================================================================ WATER 1: delivery window (UTC in record)
bundle(
    "water-delivery-eta", WATER,
    "When will my water arrive today?",
    "2027-03-09T12:40:00+03:00",
    [
        rec("order#WD-20931", "tool:get_order", {
            "order_id": "WD-20931", "customer": {"name": "Amina Hassan", "phone": "254701556820"},
            "status": "OUT_FOR_DELIVERY",
            "lines": [{"sku": "REFILL-20L", "qty": 3, "unit_price_minor": 25000},
                      {"sku": "BOTTLE-DEPOSIT-20L", "qty": 1, "unit_price_minor": 50000}],
            "total_minor": 125000, "currency": "KES",
            "delivery": {"window": {"start": "2027-03-09T11:00:00Z", "end": "2027-03-09T13:00:00Z"},
                         "driver": {"name": "Kevin Mutua", "vehicle": "KDK 442T"}, "route_stop": 6}}),
        rec("order#WD-20877", "tool:get_order", {
            "order_id": "WD-20877", "status": "DELIVERED",
            "lines": [{"sku": "REFILL-20L", "qty": 2, "unit_price_minor": 25000}],
            "total_minor": 50000, "currency": "KES", "delivered_at": "2027-03-02T07:42:10Z"}),
        rec("stk_callback#ws_CO_09032027093250556820", "tool:mpesa_stk_callback",
            stk_ok("ws_CO_09032027093250556820", "11820-5530917-1", 1250.00, "RC95TT4WQ1",
                   20270309093301, 254701556820)),
        pol("policy#delivery", "v5",
            "Deliveries are made in two-hour windows between 08:00 and 18:00, Monday to Saturday. Your driver "
            "calls about 15 minutes before arriving. Empty bottles are collected at delivery. A deposit of KSh 500 "
            "is charged for each new bottle and refunded when the bottle is returned undamaged."),
        psg("kb#refills", "kb:how-refills-work",
            "Every refill bottle is washed, sanitised and sealed with a tamper-proof cap at our Ruiru plant.\n"
            "Sealed bottles keep for 6 months when stored away from direct sunlight."),
    ],
    [
        ok("Hello Amina, your order WD-20931 is out for delivery and should arrive today between 2:00 PM and "
           "4:00 PM. Kevin, your driver, will call you about 15 minutes before he arrives. Your M-Pesa payment of "
           "KSh 1,250 was received this morning.",
           [S("is out for delivery"), S("between 2:00 PM and 4:00 PM"), S("will call you about 15 minutes before"),
            S("payment of KSh 1,250 was received this morning")],
           ["WD-20931", "2:00 PM"],
           "Window 11:00-13:00Z is 14:00-16:00 Nairobi; driver Kevin Mutua; 15-minute call in policy#delivery; "
           "callback 1250 at 09:33."),
        ok("Hi Amina,\n- Order: WD-20931 (3 refills and 1 new bottle)\n- Status: on the way\n"
           "- Delivery window: 14:00-16:00 today\n- Paid: KES 1,250 by M-Pesa\n"
           "Please have your empty bottles ready, as they are collected at delivery. Each refill arrives sealed with a "
           "tamper-proof cap.",
           [S("3 refills and 1 new bottle"), S("Status: on the way"), S("14:00-16:00 today"),
            S("Paid: KES 1,250 by M-Pesa"), S("they are collected at delivery"), S("sealed with a tamper-proof cap")],
           ["14:00-16:00", "KES 1,250"],
           "Order lines (3 x REFILL-20L, 1 x BOTTLE-DEPOSIT-20L), OUT_FOR_DELIVERY, UTC window in local time, "
           "paid 1250; bottle collection in policy#delivery; the sealed cap is in kb#refills."),
        bad("Hello Amina, order WD-20931 is on its way and will arrive between 2:00 PM and 4:00 PM today. Your "
            "driver is Kevin Mutua. Your order total came to KSh 750, which has been paid in full.",
            [S("on its way"), S("between 2:00 PM and 4:00 PM today"), S("driver is Kevin Mutua"),
             C("total came to KSh 750", AMT)],
            ["wrong_arithmetic"], ["KSh 750"],
            "750 counts the 3 refills only and skips the KSh 500 bottle deposit; total_minor 125000 = KSh 1,250."),
        bad("Hello Amina, your order WD-20931 is out for delivery. It should reach you today between 11:00 AM and "
            "1:00 PM. The driver will call you 30 minutes before arriving.",
            [S("out for delivery"), C("between 11:00 AM and 1:00 PM", TIME), C("30 minutes before arriving", POL)],
            ["unit_conversion", "wrong_period"], ["11:00 AM and 1:00 PM", "30 minutes before"],
            "The window is stored in UTC (11:00Z-13:00Z = 14:00-16:00 Nairobi); policy#delivery says about 15 "
            "minutes."),
    ],
    rep("Hello Amina, order WD-20931 is on its way and will arrive between 14:00 and 16:00 today. Your driver is "
        "Kelvin Mutua, and he will call about 15 minutes before arriving.",
        [S("between 14:00 and 16:00 today"), C("Kelvin Mutua", VAL, IDM), S("15 minutes before arriving")],
        ["wrong_name"], ["Kelvin"], ["Kevin", "14:00|2:00 PM|2 PM"],
        "delivery.driver.name is Kevin Mutua."),
)

# ================================================================ WATER 2: pause refused
bundle(
    "water-pause", WATER,
    "I'm travelling for two weeks, please pause my water deliveries.",
    "2027-03-11T15:00:00+03:00",
    [
        rec("subscription#SUB-4410", "tool:get_subscription", {
            "subscription_id": "SUB-4410", "customer": {"name": "Joseph Kariuki", "phone": "254722904117"},
            "plan": {"code": "WKLY-2x20", "desc": "Weekly 2 x 20 L", "price_per_delivery_minor": 50000},
            "status": "ACTIVE",
            "schedule": {"day": "SATURDAY", "next_delivery": "2027-03-13", "window": "08:00-10:00"},
            "pauses": {"quarter": "2027-Q1", "used_this_quarter": 2,
                       "history": [{"from": "2027-01-16", "weeks": 2}, {"from": "2027-02-20", "weeks": 1}]},
            "billing": {"method": "MPESA_RATIBA", "next_debit": "2027-03-12"},
            "bottle_deposits_held_minor": 100000}),
        refused("pause_subscription#call-1", "pause_subscription", "DENY",
                {"subscription_id": "SUB-4410", "weeks": 2, "from": "2027-03-13"}),
        pol("policy#subscriptions", "v3",
            "Subscribers may pause deliveries up to 2 times per quarter, for up to 4 weeks each time. A pause "
            "requested after 17:00 on the day before a delivery starts from the following delivery. There is no "
            "fee to cancel a subscription. Bottle deposits are refunded within 7 days after the bottles are "
            "collected."),
    ],
    [
        ok("Hello Joseph, I'm sorry, I was not able to pause subscription SUB-4410. You have already used both of "
           "the 2 pauses allowed this quarter. Your next delivery of 2 x 20 L is still due on Saturday 13/03/2027, "
           "between 08:00 and 10:00. If you would prefer, you can cancel the subscription at no fee, and your "
           "bottle deposits are refunded within 7 days after the bottles are collected.",
           [S("not able to pause subscription SUB-4410"), S("already used both of the 2 pauses allowed this quarter"),
            S("still due on Saturday 13/03/2027"), S("cancel the subscription at no fee"),
            S("refunded within 7 days after the bottles are collected")],
           ["SUB-4410", "13/03/2027"],
           "pause_subscription was DENIED; pauses.used_this_quarter 2 and policy allows 2; next_delivery "
           "2027-03-13 (a Saturday) 08:00-10:00; cancel and deposit terms in policy#subscriptions."),
        ok("Hi Joseph, the pause could not be applied: the limit is 2 pauses per quarter and both have been used. "
           "Your next delivery stays on 13 March.",
           [S("the pause could not be applied"), S("the limit is 2 pauses per quarter"), S("both have been used"),
            S("stays on 13 March")],
           ["13 March"],
           "DENY refused call; policy limit 2 per quarter; used_this_quarter 2; next_delivery 2027-03-13."),
        bad("Hello Joseph. I have paused your deliveries for 2 weeks. Your next delivery will be on "
            "27/03/2027. Safe travels!",
            [C("I have paused your deliveries", NE), C("next delivery will be on 27/03/2027", DATE, NE),
             NA("Safe travels!")],
            ["refused_call_effect", "wrong_date"], ["I have paused", "27/03/2027"],
            "pause_subscription was DENIED; next_delivery is still 2027-03-13."),
        bad("Hello Joseph, I could not pause your subscription SUB-4410. Pauses must be requested at least 7 days "
            "before the delivery date. Your next delivery is on Saturday 13/03/2027.",
            [S("could not pause your subscription SUB-4410"),
             CI("at least 7 days before the delivery date", POL, NOPOL),
             S("Saturday 13/03/2027")],
            ["wrong_policy_condition"], ["at least 7 days before"],
            "policy#subscriptions only sets a 17:00-the-day-before cut-off; the real reason is the 2-per-quarter "
            "limit (used_this_quarter 2)."),
    ],
    rep("Hello Joseph, I could not pause subscription SUB-4410, because both pauses for this quarter have been "
        "used. Your next delivery of 2 x 20 L costs KSh 600 and is due on 13/03/2027.",
        [S("could not pause subscription SUB-4410"), S("both pauses for this quarter have been used"),
         C("costs KSh 600", AMT), S("due on 13/03/2027")],
        ["wrong_amount"], ["KSh 600"], ["KSh 500|KES 500|500", "13/03/2027|13 March"],
        "plan.price_per_delivery_minor 50000 = KSh 500."),
)

# ================================================================ WATER 3: bottle deposit refund (B2C)
bundle(
    "water-deposit-refund", WATER,
    "I returned 3 bottles on Friday. Where is my 1,500 deposit?",
    "2027-03-14T12:00:00+03:00",
    [
        rec("b2c_result#AG_20270314_0000618ce2a1", "tool:mpesa_b2c_result", {"Result": {
            "ResultType": 0, "ResultCode": 0, "ResultDesc": "The service request is processed successfully.",
            "OriginatorConversationID": "10571-7910404-1", "ConversationID": "AG_20270314_0000618ce2a1",
            "TransactionID": "RCE4ZZ81KQ",
            "ResultParameters": {"ResultParameter": [
                {"Key": "TransactionAmount", "Value": 1000},
                {"Key": "TransactionReceipt", "Value": "RCE4ZZ81KQ"},
                {"Key": "B2CRecipientIsRegisteredCustomer", "Value": "Y"},
                {"Key": "B2CChargesPaidAccountAvailableFunds", "Value": -3120.00},
                {"Key": "ReceiverPartyPublicName", "Value": "254722118604 - Jane Wambui"},
                {"Key": "TransactionCompletedDateTime", "Value": "14.03.2027 10:12:45"},
                {"Key": "B2CUtilityAccountAvailableFunds", "Value": 182340.00},
                {"Key": "B2CWorkingAccountAvailableFunds", "Value": 50000.00}]}}}),
        rec("bottle_return#RET-3391", "tool:get_bottle_return", {
            "return_id": "RET-3391", "customer": {"name": "Jane Wambui", "account": "AQ-10562"},
            "collected_at": "2027-03-12T16:20:00+03:00", "bottles_returned": 3, "accepted": 2,
            "rejected": [{"bottle_id": "BT-99812", "reason": "CRACKED"}],
            "deposit_per_bottle_minor": 50000, "refund_minor": 100000, "refund_status": "PAID"}),
        pol("policy#deposits", "v2",
            "Each 20 L bottle carries a deposit of KSh 500. Deposits are refunded by M-Pesa to the number on your "
            "account within 7 days of the bottles being collected. Bottles that are cracked, leaking or badly "
            "scratched cannot be accepted for a deposit refund. Refunds appear on your phone as a payment from "
            "AquaPure Deliveries."),
    ],
    [
        ok("Hello Jane, we sent KSh 1,000 to your M-Pesa number 0722 118 604 on 14/03/2027 at 10:12 (M-Pesa ref. "
           "RCE4ZZ81KQ). Two of the three bottles you returned were accepted. The third bottle, BT-99812, was "
           "cracked, and cracked bottles cannot be accepted for a deposit refund.",
           [S("KSh 1,000 to your M-Pesa number 0722 118 604"), S("Two of the three bottles you returned were accepted"),
            S("BT-99812, was cracked"), S("cracked bottles cannot be accepted for a deposit refund")],
           ["KSh 1,000", "RCE4ZZ81KQ"],
           "B2C TransactionAmount 1000 to 254722118604 at 14.03.2027 10:12:45; RET-3391 accepted 2 of 3, BT-99812 "
           "CRACKED; policy#deposits excludes cracked bottles."),
        ok("Hi Jane, your deposit refund of KES 1,000 for two bottles was paid this morning at 10:12 AM. One "
           "bottle (BT-99812) could not be refunded because it was cracked. The payment will show as coming from "
           "AquaPure Deliveries.",
           [S("KES 1,000 for two bottles was paid this morning at 10:12 AM"),
            S("could not be refunded because it was cracked"), S("coming from AquaPure Deliveries")],
           ["KES 1,000"],
           "refund_minor 100000 PAID by B2C at 10:12; rejected BT-99812 reason CRACKED; sender name in policy."),
        bad("Hello Jane, two of your three bottles were accepted, and the third (BT-99812) was rejected because it "
            "was cracked. We refunded KSh 1,000 to your M-Pesa this morning. The M-Pesa reference for this refund "
            "is AG_20270314_0000618ce2a1.",
            [S("two of your three bottles were accepted"), S("rejected because it was cracked"),
             S("We refunded KSh 1,000 to your M-Pesa this morning"),
             C("AG_20270314_0000618ce2a1", IDM, VAL)],
            ["wrong_role"], ["AG_20270314_0000618ce2a1"],
            "AG_... is the ConversationID; the M-Pesa reference (TransactionReceipt) is RCE4ZZ81KQ."),
        bad("Hello Jane, all three of your bottles were accepted. A refund of KSh 1,000 was sent to your M-Pesa "
            "this morning. The remaining KSh 500 will be refunded once our team has inspected the third bottle "
            "again.",
            [C("all three of your bottles were accepted", VAL, STATE), S("refund of KSh 1,000 was sent"),
             CI("remaining KSh 500 will be refunded", NOPOL, "NLI_CONTRADICTION", NOREC)],
            ["wrong_quantity", "invented_promise"],
            ["all three of your bottles were accepted", "remaining KSh 500 will be refunded"],
            "RET-3391 accepted 2 of 3; no record or policy offers a re-inspection refund (policy bars cracked "
            "bottles)."),
    ],
    rep("Hello Jane, we refunded KSh 1,000 for your two accepted bottles on 14/03/2027 (ref. RCE4ZZ81KQ). The "
        "third bottle was not accepted because it was leaking.",
        [S("refunded KSh 1,000 for your two accepted bottles"), C("because it was leaking", VAL, STATE)],
        ["wrong_value"], ["it was leaking"], ["cracked", "1,000|1000"],
        "rejected[0].reason is CRACKED, not leaking."),
)

# ================================================================ WATER 4: STK timeout, order on hold
bundle(
    "water-payment-timeout", WATER,
    "I tried to pay but the M-Pesa prompt never came. Is my order still on?",
    "2027-03-20T12:30:00+03:00",
    [
        rec("order#WD-21450", "tool:get_order", {
            "order_id": "WD-21450", "customer_id": "CUST-5512", "status": "AWAITING_PAYMENT",
            "placed_at": ep("2027-03-20T11:05:00+03:00"), "auto_cancel_at": ep("2027-03-20T17:05:00+03:00"),
            "lines": [{"sku": "REFILL-20L", "qty": 2, "unit_price_minor": 25000},
                      {"sku": "DISPENSER-TABLETOP", "qty": 1, "unit_price_minor": 120000}],
            "total_minor": 170000, "currency": "KES",
            "delivery_slot": {"date": "2027-03-22", "window": "08:00-10:00"}}),
        rec("stk_callback#ws_CO_20032027110733223190", "tool:mpesa_stk_callback",
            stk_fail("ws_CO_20032027110733223190", "52016-9920114-1", 1037, "DS timeout user cannot be reached")),
        rec("customer#CUST-5512", "tool:get_customer", {
            "customer_id": "CUST-5512", "name": "Brian Ochieng", "phone": "254708223190",
            "completed_paid_orders": 1, "cod_eligible": False}),
        pol("policy#payment", "v2",
            "Orders must be paid by M-Pesa within 6 hours of being placed, or they are cancelled automatically. If "
            "an M-Pesa prompt times out or is cancelled, no money is taken and you can retry from the app. Cash on "
            "delivery is offered only to customers with at least 3 completed paid orders."),
    ],
    [
        ok("Hello Brian, the M-Pesa prompt for order WD-21450 timed out because your phone could not be reached. "
           "No money was taken. Your order is still open and waiting for payment of KSh 1,700. It will be "
           "cancelled automatically at 17:05 today if it is not paid, so please retry before then.",
           [S("timed out because your phone could not be reached"), S("No money was taken"),
            S("waiting for payment of KSh 1,700"), S("cancelled automatically at 17:05 today")],
           ["KSh 1,700", "17:05"],
           "Callback ResultCode 1037 (DS timeout); policy says no money is taken; AWAITING_PAYMENT total 170000; "
           "auto_cancel_at 17:05 Nairobi."),
        ok("Hi Brian, your order (2 refills and a tabletop dispenser, KES 1,700 in total) is still on hold. The "
           "payment request did not reach your phone. Please pay by 5:05 PM today, otherwise the order will be "
           "cancelled automatically.",
           [S("KES 1,700 in total"), S("did not reach your phone"), S("Please pay by 5:05 PM today")],
           ["KES 1,700", "5:05 PM"],
           "Order lines 2 x REFILL-20L + DISPENSER-TABLETOP = 170000; 1037 timeout; auto_cancel_at 17:05."),
        ok("Good afternoon Brian. Order WD-21450 has not been paid yet, as the M-Pesa request timed out. Delivery "
           "is planned for Monday 22/03/2027 between 08:00 and 10:00 once payment is received.",
           [S("has not been paid yet"), S("Monday 22/03/2027 between 08:00 and 10:00")],
           ["22/03/2027"],
           "status AWAITING_PAYMENT after the 1037 timeout; delivery_slot 2027-03-22 (a Monday) 08:00-10:00."),
        bad("Hello Brian, the M-Pesa request for order WD-21450 timed out, so no payment was taken. Don't worry: "
            "you can pay cash on delivery instead. Your order total is KSh 1,700.",
            [S("timed out, so no payment was taken"),
             C("you can pay cash on delivery instead", "NLI_CONTRADICTION", STATE, VAL),
             S("order total is KSh 1,700")],
            ["condition_unmet"], ["pay cash on delivery"],
            "Cash on delivery needs 3 completed paid orders; CUST-5512 has 1 and cod_eligible is false."),
        bad("Hello Brian, your payment request timed out, and order WD-21450 is still waiting for payment. The "
            "total is KSh 1,450 for 2 refills and the tabletop dispenser. Please pay before 18:05 today, when the "
            "order is cancelled automatically.",
            [S("still waiting for payment"), C("total is KSh 1,450", AMT), C("before 18:05 today", TIME)],
            ["wrong_arithmetic", "wrong_time"], ["1,450", "18:05"],
            "2 x 250 + 1,200 = 1,700 (total_minor 170000), not 1,450; auto_cancel_at is 17:05."),
    ],
    rep("Hello Brian, your M-Pesa prompt timed out and no payment was made. Order WD-21450 for KSh 1,200 is still "
        "waiting for payment. It will be cancelled at 17:05 today if unpaid.",
        [S("timed out and no payment was made"), C("for KSh 1,200", AMT), S("cancelled at 17:05 today")],
        ["wrong_arithmetic"], ["KSh 1,200"], ["1,700|1700", "17:05|5:05 PM|5:05 pm"],
        "1,200 is the dispenser line alone; total_minor 170000 = KSh 1,700."),
)

# ================================================================ SCHOOL 1: payment received, balance
bundle(
    "school-balance", SCHOOL,
    "I have paid 15,000 for Ian today. How much is remaining for this term?",
    "2027-04-12T14:00:00+03:00",
    [
        rec("stk_callback#ws_CO_12042027101520448012", "tool:mpesa_stk_callback",
            stk_ok("ws_CO_12042027101520448012", "30918-71254408-1", 15000.00, "RDA5M2KQ7Z",
                   20270412101533, 254720448012)),
        rec("fee_statement#ADM-2231-2027-T2", "tool:get_fee_statement", {
            "student": {"adm_no": "ADM-2231", "name": "Ian Kiprotich", "class": "Grade 7 East"},
            "term": "2027-T2",
            "charges": {"tuition_minor": 3800000, "lunch_minor": 450000, "total_minor": 4250000},
            "payments": [{"receipt": "RD1WQ8N2PB", "amount_minor": 2000000, "posted": "2027-04-03"},
                         {"receipt": "RDA5M2KQ7Z", "amount_minor": 1500000, "posted": "2027-04-12"}],
            "balance_due_minor": 750000, "due_date": "2027-05-03", "late_charge_minor": 0}),
        rec("fee_statement#ADM-2298-2027-T2", "tool:get_fee_statement", {
            "student": {"adm_no": "ADM-2298", "name": "Cynthia Kiprotich", "class": "Grade 4 West"},
            "term": "2027-T2", "charges": {"total_minor": 3600000},
            "payments": [{"receipt": "RD1WQ9C4LM", "amount_minor": 2400000, "posted": "2027-04-03"}],
            "balance_due_minor": 1200000, "due_date": "2027-05-03", "late_charge_minor": 0}),
        pol("policy#fees", "v6",
            "Fees for each term must be cleared by the due date on the fee statement. Any balance left after the "
            "due date attracts a late charge of KSh 1,000. Payments to paybill 522533 with the admission number as "
            "the account number are posted to the statement within 24 hours. Official receipts can be collected "
            "from the bursar's office."),
    ],
    [
        ok("Hello, and thank you for getting in touch. We received KSh 15,000 for Ian Kiprotich (ADM-2231) today, "
           "M-Pesa receipt RDA5M2KQ7Z. With the KSh 20,000 paid on 03/04/2027, you have now paid KSh 35,000 of the "
           "KSh 42,500 Term 2 fee. The remaining balance is KSh 7,500, due by 03/05/2027.",
           [NA("thank you for getting in touch"), S("We received KSh 15,000 for Ian Kiprotich (ADM-2231) today"),
            S("KSh 20,000 paid on 03/04/2027"), S("paid KSh 35,000 of the KSh 42,500 Term 2 fee"),
            S("remaining balance is KSh 7,500"), S("due by 03/05/2027")],
           ["KSh 7,500", "03/05/2027"],
           "Payments 2000000 + 1500000 against total_minor 4250000; balance_due_minor 750000; due_date 2027-05-03."),
        ok("Hi, payment received with thanks: KES 15,000 on 12 April 2027. Ian's Term 2 balance is now KES 7,500. "
           "Please clear it by 3 May 2027 to avoid the late charge of KES 1,000.",
           [S("KES 15,000 on 12 April 2027"), S("balance is now KES 7,500"), S("clear it by 3 May 2027"),
            S("late charge of KES 1,000")],
           ["KES 7,500", "3 May 2027"],
           "Callback RDA5M2KQ7Z 15000 on 20270412; balance 750000; due 2027-05-03; late charge in policy#fees."),
        ok("Received: KSh 15,000 for ADM-2231. Balance now KSh 7,500 (due 03/05/2027).",
           [S("KSh 15,000 for ADM-2231"), S("Balance now KSh 7,500")],
           ["KSh 7,500"],
           "fee_statement ADM-2231 lists RDA5M2KQ7Z and balance_due_minor 750000."),
        bad("Hello, we received KSh 15,000 for Ian (ADM-2231) today, receipt RDA5M2KQ7Z. Ian's remaining balance "
            "for Term 2 is KSh 12,000. Please clear it by 03/05/2027 to avoid a late charge.",
            [S("we received KSh 15,000 for Ian"), C("remaining balance for Term 2 is KSh 12,000", AMT),
             S("clear it by 03/05/2027")],
            ["other_record_value"], ["KSh 12,000"],
            "12,000 is the sibling ADM-2298's balance; Ian's balance_due_minor is 750000 = KSh 7,500."),
        bad("Hello, your KSh 15,000 payment for Ian was received today. Together with the KSh 20,000 paid earlier, "
            "you have paid KSh 35,000. The Term 2 fee is KSh 38,000. That leaves a balance of KSh 3,000, due by "
            "03/05/2027.",
            [S("KSh 15,000 payment for Ian was received today"), S("you have paid KSh 35,000"),
             C("Term 2 fee is KSh 38,000", AMT, VAL), C("balance of KSh 3,000", AMT)],
            ["wrong_role", "wrong_arithmetic"], ["KSh 38,000", "KSh 3,000"],
            "38,000 is tuition only, given as the term fee (total_minor 4250000 includes lunch); balance is 7,500."),
    ],
    rep("Hello, we received KSh 15,000 for Ian (ADM-2231) today. The balance for Term 2 is KSh 7,500, and it is "
        "due by 03/04/2027.",
        [S("received KSh 15,000 for Ian"), S("balance for Term 2 is KSh 7,500"), C("due by 03/04/2027", DATE)],
        ["wrong_date"], ["due by 03/04/2027"], ["03/05/2027|3 May|3/5/2027", "7,500|7500"],
        "due_date is 2027-05-03; 03/04 is the date of the earlier payment."),
)

# ================================================================ SCHOOL 2: wrong admission number, suspense
bundle(
    "school-suspense", SCHOOL,
    "I paid 8,500 for Naomi this morning but it is not showing on her statement.",
    "2027-04-15T11:00:00+03:00",
    [
        rec("c2b_confirmation#RDF8H1LL2S", "tool:mpesa_c2b_confirmation", {
            "TransactionType": "Pay Bill", "TransID": "RDF8H1LL2S", "TransTime": "20270415084210",
            "TransAmount": "8500.00", "BusinessShortCode": "522533", "BillRefNumber": "ADM3317",
            "InvoiceNumber": "", "OrgAccountBalance": "1284310.00", "ThirdPartyTransID": "",
            "MSISDN": "2547****9041", "FirstName": "ROSE"}),
        rec("suspense_item#SUS-00812", "tool:get_suspense_item", {
            "suspense_id": "SUS-00812", "trans_id": "RDF8H1LL2S", "bill_ref_received": "ADM3317",
            "match_result": "NO_SUCH_STUDENT", "status": "UNALLOCATED", "amount": "8500.00",
            "opened_at": "2027-04-15T08:42:10+03:00"}),
        rec("fee_statement#ADM-3371-2027-T2", "tool:get_fee_statement", {
            "student": {"adm_no": "ADM-3371", "name": "Naomi Chebet", "class": "Form 2 Blue"},
            "term": "2027-T2", "balance_due_minor": 1850000,
            "last_payment": {"receipt": "RD7C01MN4E", "amount_minor": 1000000, "posted": "2027-04-06"}}),
        refused("reallocate_payment#call-2", "reallocate_payment", "ESCALATE",
                {"trans_id": "RDF8H1LL2S", "to_adm_no": "ADM-3371"}),
        pol("policy#suspense", "v3",
            "Payments made to an admission number that does not exist are held in a suspense account. They are "
            "moved to the correct student only after the bursar confirms the payment, which takes up to 2 working "
            "days. Paybill payments cannot be reversed to the payer's M-Pesa. To avoid delays, always use the "
            "admission number exactly as printed on the fee statement."),
    ],
    [
        ok("Hello Rose, I found your payment of KSh 8,500 from this morning (M-Pesa ref. RDF8H1LL2S). It was made "
           "to admission number ADM3317, which does not match any student, so it is being held in our suspense "
           "account. I have asked the bursar to move it to Naomi's account, ADM-3371. This confirmation can take "
           "up to 2 working days. Until then, Naomi's statement still shows a balance of KSh 18,500.",
           [S("payment of KSh 8,500 from this morning"), S("does not match any student"),
            S("held in our suspense account"), S("asked the bursar to move it"), S("up to 2 working days"),
            S("still shows a balance of KSh 18,500")],
           ["KSh 8,500", "2 working days"],
           "C2B TransAmount 8500 with BillRefNumber ADM3317 (NO_SUCH_STUDENT, UNALLOCATED); reallocation "
           "ESCALATED to the bursar; ADM-3371 balance_due_minor 1850000."),
        ok("Hi Rose, your KES 8,500 is safe but is not yet on Naomi's fee statement, because the account number "
           "entered (ADM3317) was not a valid admission number. Moving it needs the bursar's confirmation, which I "
           "have requested. Please note that paybill payments cannot be reversed to M-Pesa.",
           [S("not yet on Naomi's fee statement"), S("was not a valid admission number"), S("which I have requested"),
            S("cannot be reversed to M-Pesa")],
           ["KES 8,500", "ADM3317"],
           "suspense_item UNALLOCATED / NO_SUCH_STUDENT; escalated reallocate_payment; no reversal per policy."),
        bad("Hello Rose, I found your KSh 8,500 payment, which was sent to ADM3317 by mistake. I have moved it to "
            "Naomi's account, ADM-3371. Her balance is now KSh 10,000.",
            [S("sent to ADM3317 by mistake"), C("I have moved it to Naomi's account", NE),
             C("balance is now KSh 10,000", AMT)],
            ["refused_call_effect", "wrong_amount"], ["I have moved it", "KSh 10,000"],
            "reallocate_payment was ESCALATED, not done; ADM-3371 balance_due_minor is still 1850000."),
        bad("Hello Rose, your KSh 8,500 payment went to ADM3317, which is not a valid admission number, so it is in "
            "our suspense account. If you prefer, we will refund the KSh 8,500 to your M-Pesa within 24 hours. "
            "Otherwise the bursar can move it to ADM-3371 once the payment is confirmed.",
            [S("payment went to ADM3317"), C("refund the KSh 8,500 to your M-Pesa", POL),
             S("the bursar can move it to ADM-3371 once the payment is confirmed")],
            ["invented_promise"], ["refund the KSh 8,500 to your M-Pesa"],
            "policy#suspense: paybill payments cannot be reversed to the payer's M-Pesa."),
    ],
    rep("Hello Rose, your KSh 8,500 payment was sent to admission number ADM3317, which does not exist, so it is in "
        "our suspense account. I have asked the bursar to move it to ADM-3371. This can take up to 5 working days.",
        [S("which does not exist"), S("asked the bursar to move it to ADM-3371"), C("up to 5 working days", POL)],
        ["wrong_period"], ["5 working days"], ["2 working days|two working days", "8,500|8500"],
        "policy#suspense says up to 2 working days."),
)

# ================================================================ SCHOOL 3: instalment plan, waiver condition
bundle(
    "school-instalments", SCHOOL,
    "How much is my next instalment for Tabitha and when is it due? Is the late fee waived now that I am on a "
    "plan?",
    "2027-04-20T09:00:00+03:00",
    [
        rec("instalment_plan#IP-0921", "tool:get_instalment_plan", {
            "plan_id": "IP-0921", "student": {"adm_no": "ADM-1184", "name": "Tabitha Wairimu"},
            "term": "2027-T2", "signed_at": "2027-04-08", "plan_total_minor": 3600000,
            "instalments": [
                {"no": 1, "amount_minor": 1200000, "due": "2027-04-08", "status": "PAID", "receipt": "RD8PL3XK0A"},
                {"no": 2, "amount_minor": 1200000, "due": "2027-05-05", "status": "DUE"},
                {"no": 3, "amount_minor": 1200000, "due": "2027-06-05", "status": "SCHEDULED"}],
            "late_charge_waiver": {"eligible": False, "reason_code": "PLAN_SIGNED_AFTER_TERM_START"}}),
        rec("fee_statement#ADM-1184-2027-T2", "tool:get_fee_statement", {
            "student": {"adm_no": "ADM-1184"}, "term": "2027-T2", "term_start": "2027-04-06",
            "charges": {"fees_minor": 3600000, "late_charge_minor": 100000},
            "paid_minor": 1200000, "balance_due_minor": 2500000}),
        pol("policy#instalments", "v2",
            "Parents may pay a term's fees in three equal instalments under a signed plan. The KSh 1,000 late "
            "charge is waived for plans signed before the first day of term. Each later instalment must be paid by "
            "the due date shown on the plan. If an instalment is more than 14 days late, the plan is cancelled and "
            "the full balance becomes due at once."),
    ],
    [
        ok("Hello, and thank you for asking. Tabitha's next instalment is KSh 12,000, due by 05/05/2027. The third "
           "and final instalment of KSh 12,000 is due on 05/06/2027. Unfortunately the KSh 1,000 late charge is "
           "not waived, because the plan was signed on 08/04/2027, after term started on 06/04/2027.",
           [NA("thank you for asking"), S("next instalment is KSh 12,000, due by 05/05/2027"),
            S("final instalment of KSh 12,000 is due on 05/06/2027"), S("late charge is not waived"),
            S("signed on 08/04/2027, after term started on 06/04/2027")],
           ["05/05/2027", "KSh 12,000"],
           "Instalments 2 and 3 are 1200000 each due 2027-05-05 / 2027-06-05; waiver eligible false because "
           "signed_at 2027-04-08 is after term_start 2027-04-06."),
        ok("Good morning,\n• Instalment 2: KES 12,000, due 5 May 2027\n• Instalment 3: KES 12,000, due 5 June 2027\n"
           "• Current balance: KES 25,000, including the KES 1,000 late charge\n"
           "Please note that if an instalment is more than 14 days late, the plan is cancelled and the full balance "
           "becomes due.",
           [S("Instalment 2: KES 12,000, due 5 May 2027"), S("Instalment 3: KES 12,000, due 5 June 2027"),
            S("Current balance: KES 25,000"), S("more than 14 days late")],
           ["KES 25,000", "5 May 2027"],
           "balance_due_minor 2500000 includes late_charge_minor 100000; 14-day rule in policy#instalments."),
        bad("Hello, Tabitha's next instalment is KSh 12,000, due by 05/05/2027. Since you are now on an instalment "
            "plan, the KSh 1,000 late charge has been waived. The last instalment of KSh 12,000 is due on "
            "05/06/2027.",
            [S("next instalment is KSh 12,000, due by 05/05/2027"),
             C("late charge has been waived", STATE, "NLI_CONTRADICTION", AMT),
             S("due on 05/06/2027")],
            ["condition_unmet"], ["has been waived"],
            "The waiver needs a plan signed before term start; late_charge_waiver.eligible is false and the charge "
            "is on the statement."),
        bad("Hello, the second instalment of KSh 12,000 is due by 05/05/2027. Your current balance is KSh 24,000. "
            "Please note that if an instalment is more than 30 days late, the plan is cancelled.",
            [S("second instalment of KSh 12,000 is due by 05/05/2027"), C("balance is KSh 24,000", AMT),
             C("more than 30 days late", POL)],
            ["wrong_arithmetic", "wrong_period"], ["KSh 24,000", "30 days late"],
            "24,000 leaves out the KSh 1,000 late charge (balance_due_minor 2500000); the policy says 14 days."),
    ],
    rep("Hello, Tabitha's second instalment of KSh 12,000 is due by 05/05/2027. Your total balance is KSh 24,000, "
        "which includes the late charge.",
        [S("second instalment of KSh 12,000 is due by 05/05/2027"), C("total balance is KSh 24,000", AMT)],
        ["wrong_arithmetic"], ["KSh 24,000"], ["25,000|25000", "05/05/2027|5 May"],
        "balance_due_minor 2500000 = KSh 25,000 (24,000 in fees plus the 1,000 late charge)."),
)

# ================================================================ SCHOOL 4: overpayment, refund refused
bundle(
    "school-overpayment", SCHOOL,
    "I paid 2,500 more than the Term 1 fee for Samuel. Please refund it to my M-Pesa.",
    "2027-03-25T10:00:00+03:00",
    [
        rec("fee_statement#ADM-4420-2027-T1", "tool:get_fee_statement", {
            "student": {"adm_no": "ADM-4420", "name": "Samuel Njoroge", "class": "Grade 5 North"},
            "guardian": {"name": "Daniel Njoroge", "msisdn": "254733871420"},
            "term": "2027-T1", "charges": {"total_minor": 3900000},
            "payments": [{"receipt": "RB3NN81QAZ", "amount_minor": 2000000, "posted": "2027-01-11"},
                         {"receipt": "RC1TY6E2KD", "amount_minor": 2150000, "posted": "2027-03-10"}],
            "paid_minor": 4150000, "balance_due_minor": -250000,
            "credit": {"amount_minor": 250000, "status": "CARRIED_FORWARD", "to_term": "2027-T2"}}),
        rec("stk_callback#ws_CO_10032027181150871420", "tool:mpesa_stk_callback",
            stk_ok("ws_CO_10032027181150871420", "44190-1180273-1", 21500.00, "RC1TY6E2KD",
                   20270310181204, 254733871420)),
        refused("refund_overpayment#call-1", "refund_overpayment", "DENY",
                {"adm_no": "ADM-4420", "amount_minor": 250000}),
        pol("policy#overpayments", "v1",
            "Overpaid fees are not refunded during the school year. Instead, the overpayment is carried forward "
            "and shown as a credit on the next term's statement. Credit is only paid back when a student leaves "
            "the school, within 30 days of the clearance form being signed."),
    ],
    [
        ok("Hello Mr Njoroge, you are right: Samuel's Term 1 fees were overpaid by KSh 2,500. The fee was "
           "KSh 39,000, and your payments came to KSh 41,500. I'm sorry, but I was not able to refund it, because "
           "overpayments are not refunded during the school year. The KSh 2,500 has been carried forward and will "
           "show as a credit on Samuel's Term 2 statement.",
           [S("overpaid by KSh 2,500"), S("fee was KSh 39,000"), S("payments came to KSh 41,500"),
            S("not able to refund it"), S("overpayments are not refunded during the school year"),
            S("credit on Samuel's Term 2 statement")],
           ["KSh 2,500", "Term 2"],
           "total_minor 3900000, paid_minor 4150000, credit 250000 CARRIED_FORWARD to 2027-T2; refund_overpayment "
           "DENIED; rule in policy#overpayments."),
        ok("Hi, the extra KES 2,500 could not be refunded now; it is held as a credit toward Samuel's Term 2 fees. "
           "Credit is only paid back when a student leaves the school, within 30 days of the clearance form being "
           "signed.",
           [S("could not be refunded now"), S("credit toward Samuel's Term 2 fees"),
            S("only paid back when a student leaves the school")],
           ["KES 2,500"],
           "DENY on refund_overpayment; credit.status CARRIED_FORWARD; leaving rule in policy#overpayments."),
        bad("Hello Mr Njoroge, you are right: Term 1 was overpaid by KSh 2,500. I have processed a refund of the "
            "KSh 2,500 to your M-Pesa number, and you should receive it shortly.",
            [S("overpaid by KSh 2,500"), C("processed a refund of the KSh 2,500", NE)],
            ["refused_call_effect"], ["processed a refund"],
            "refund_overpayment was DENIED; the credit is carried forward instead."),
        bad("Hello, Samuel's Term 1 fee was KSh 39,000, and your two payments came to KSh 40,500. The overpayment "
            "has been kept as a credit. It will be refunded to you at the end of Term 2.",
            [S("Term 1 fee was KSh 39,000"), C("came to KSh 40,500", AMT), S("kept as a credit"),
             C("refunded to you at the end of Term 2", POL)],
            ["wrong_arithmetic", "wrong_policy_condition"], ["40,500", "at the end of Term 2"],
            "20,000 + 21,500 = 41,500 (paid_minor 4150000); credit is only paid back when the student leaves."),
    ],
    rep("Hello, Samuel's Term 1 fees were overpaid by KSh 2,500. I have refunded this amount to your M-Pesa number.",
        [S("overpaid by KSh 2,500"), C("I have refunded this amount", NE)],
        ["refused_call_effect"], ["I have refunded"],
        ["could not|couldn't|unable|not able|carried forward|credit|not refunded", "2,500|2500"],
        "refund_overpayment was DENIED; the KSh 2,500 is a credit carried to Term 2."),
)

# ================================================================ BODA 1: weekly cover dates
bundle(
    "boda-weekly-cover", BODA,
    "Am I covered this week? I paid the premium on Sunday night.",
    "2027-03-16T08:00:00+03:00",
    [
        rec("cover_period#BB-77120-2027-W11", "tool:get_cover_period", {
            "policy_no": "BB-77120", "period_id": "2027-W11",
            "rider": {"name": "Collins Omondi", "id_last4": "4471", "msisdn": "254768402913"},
            "vehicle": {"reg": "KMFD 218Q", "make_model": "TVS HLX 125"},
            "product": "THIRD_PARTY_PLUS_PA",
            "premium": {"frequency": "WEEKLY", "amount_minor": 35000, "currency": "KES",
                        "paid_receipt": "RCQ1L7V3XH"},
            "cover_start": "2027-03-15T00:00:00+03:00", "cover_end": "2027-03-21T23:59:59+03:00",
            "status": "IN_FORCE",
            "benefits": {"personal_accident_minor": 20000000, "medical_expenses_minor": 5000000}}),
        rec("cover_period#BB-77120-2027-W10", "tool:get_cover_period", {
            "policy_no": "BB-77120", "period_id": "2027-W10",
            "cover_start": "2027-03-08T00:00:00+03:00", "cover_end": "2027-03-14T23:59:59+03:00",
            "status": "EXPIRED", "premium": {"amount_minor": 35000, "paid_receipt": "RCJ8D2E0QW"}}),
        rec("stk_callback#ws_CO_14032027203002402913", "tool:mpesa_stk_callback",
            stk_ok("ws_CO_14032027203002402913", "90210-4471180-1", 350.00, "RCQ1L7V3XH",
                   20270314203011, 254768402913)),
        pol("policy#boda-weekly", "v3",
            "Weekly cover runs from 00:00 on Monday to 23:59 on Sunday. A premium paid before your current cover "
            "ends renews it for the following week with no gap. If cover has lapsed, a new payment starts cover 24 "
            "hours after it is received. The policy covers third-party injury, personal accident and medical "
            "expenses; it does not cover theft of the motorcycle or damage to it."),
    ],
    [
        ok("Hello Collins, yes, you are covered. Your KSh 350 payment on 14/03/2027 at 20:30 renewed policy "
           "BB-77120 for KMFD 218Q. Your cover runs from 15/03/2027 until 21/03/2027 at 23:59. It includes "
           "personal accident cover of KSh 200,000 and medical expenses of up to KSh 50,000. Please note that "
           "theft of or damage to the motorcycle is not covered.",
           [S("yes, you are covered"), S("KSh 350 payment on 14/03/2027 at 20:30"),
            S("from 15/03/2027 until 21/03/2027 at 23:59"), S("personal accident cover of KSh 200,000"),
            S("medical expenses of up to KSh 50,000"), S("theft of or damage to the motorcycle is not covered")],
           ["21/03/2027", "KSh 200,000"],
           "W11 period IN_FORCE 15/03 00:00 - 21/03 23:59; callback 350 at 20:30:11 on 14/03; benefits in minor "
           "units (20000000 = 200,000; 5000000 = 50,000); theft exclusion in policy#boda-weekly."),
        ok("Hi Collins, your weekly cover for KMFD 218Q is active. It started on Monday 15 March and ends on "
           "Sunday 21 March 2027 at 11:59 PM. Premium received: KES 350.",
           [S("cover for KMFD 218Q is active"), S("started on Monday 15 March"),
            S("ends on Sunday 21 March 2027 at 11:59 PM"), S("Premium received: KES 350")],
           ["21 March 2027"],
           "cover_period W11 status IN_FORCE, cover_start/cover_end; premium amount_minor 35000."),
        bad("Hello Collins, we received your payment of KSh 350. Policy BB-77120 is in force. Your cover runs until "
            "14/03/2027 at 23:59. Personal accident cover is KSh 200,000.",
            [S("payment of KSh 350"), S("Policy BB-77120 is in force"), C("runs until 14/03/2027", DATE),
             S("Personal accident cover is KSh 200,000")],
            ["stale_value"], ["until 14/03/2027"],
            "14/03/2027 is the end of the EXPIRED W10 period; the current W11 period ends 21/03/2027."),
        bad("Hello Collins, yes, your weekly cover is active from 15/03/2027 to 21/03/2027. It includes personal "
            "accident cover of KSh 20,000,000. Your policy also covers theft of the motorcycle.",
            [S("active from 15/03/2027 to 21/03/2027"), C("KSh 20,000,000", AMT),
             C("also covers theft of the motorcycle", "NLI_CONTRADICTION", VAL)],
            ["unit_conversion", "unlisted_perk"], ["20,000,000", "also covers theft"],
            "personal_accident_minor 20000000 is KSh 200,000; policy#boda-weekly excludes theft of the motorcycle."),
    ],
    rep("Hello Collins, your KSh 350 weekly premium was received, and policy BB-77120 is in force. Your cover ends "
        "on 21/03/2027 at 23:59. Personal accident cover is KSh 100,000.",
        [S("policy BB-77120 is in force"), S("ends on 21/03/2027 at 23:59"), C("KSh 100,000", AMT)],
        ["wrong_amount"], ["KSh 100,000"], ["200,000|200000", "21/03/2027|21 March"],
        "benefits.personal_accident_minor 20000000 = KSh 200,000."),
)

# ================================================================ BODA 2: claim under assessment, advance refused
bundle(
    "boda-claim-status", BODA,
    "When will my accident claim be paid? Can I get some money now for the hospital?",
    "2027-03-17T16:00:00+03:00",
    [
        rec("claim#CLM-55031", "tool:get_claim", {
            "claim_id": "CLM-55031", "policy_no": "BB-80244",
            "rider": {"name": "Hassan Abdi", "msisdn": "254757310288"},
            "incident": {"date": "2027-03-02", "type": "ROAD_ACCIDENT"},
            "benefit": "MEDICAL_EXPENSES", "amount_claimed_minor": 1840000, "status": "UNDER_ASSESSMENT",
            "documents": {"police_abstract": "RECEIVED", "hospital_receipts": "RECEIVED", "p3_form": "MISSING"},
            "assessor": {"name": "Wycliffe Barasa", "visit_at": "2027-03-19T10:00:00+03:00",
                         "visit_duration": "PT1H"},
            "file_review_target": "2027-03-26", "opened_at": "2027-03-04"}),
        refused("pay_claim_advance#call-1", "pay_claim_advance", "DENY",
                {"claim_id": "CLM-55031", "amount_minor": 500000}),
        pol("policy#boda-claims", "v2",
            "Medical expense claims need hospital receipts, a police abstract and a completed P3 form. A claim is "
            "decided within 10 working days after all documents are received. Advances are not paid on claims "
            "that are still under assessment. Approved claims are paid by M-Pesa to the rider's registered phone "
            "number."),
    ],
    [
        ok("Hello Hassan, your claim CLM-55031 for KSh 18,400 in medical expenses is under assessment. We have your "
           "police abstract and hospital receipts. The P3 form is still missing, so please send it. A decision is "
           "made within 10 working days after all documents are received. The assessor, Wycliffe Barasa, will "
           "visit on Friday 19/03/2027 at 10:00 AM. I'm sorry, I could not arrange an advance payment, because "
           "advances are not paid on claims under assessment.",
           [S("KSh 18,400 in medical expenses is under assessment"), S("police abstract and hospital receipts"),
            S("P3 form is still missing"), S("within 10 working days after all documents are received"),
            S("will visit on Friday 19/03/2027 at 10:00 AM"), S("could not arrange an advance payment"),
            S("advances are not paid on claims under assessment")],
           ["CLM-55031", "19/03/2027"],
           "amount_claimed_minor 1840000, UNDER_ASSESSMENT, p3_form MISSING; assessor visit_at 19/03 10:00; "
           "pay_claim_advance DENIED; rules in policy#boda-claims."),
        ok("Hi Hassan, quick update: claim CLM-55031 is being assessed, and we still need the P3 form. An advance "
           "is not possible. Once the claim is approved, payment goes by M-Pesa to your registered number.",
           [S("claim CLM-55031 is being assessed"), S("we still need the P3 form"), S("An advance is not possible"),
            S("payment goes by M-Pesa to your registered number")],
           ["P3 form"],
           "status UNDER_ASSESSMENT with p3_form MISSING; advance DENIED; payment route in policy#boda-claims."),
        bad("Hello Hassan, claim CLM-55031 is under assessment, and all your documents have been received. To help "
            "with your hospital costs, I have approved an advance of KSh 5,000, which will be sent to your M-Pesa "
            "today. The assessor will visit on 19/03/2027 at 10:00.",
            [S("claim CLM-55031 is under assessment"), C("all your documents have been received", STATE),
             C("approved an advance of KSh 5,000", NE), S("visit on 19/03/2027 at 10:00")],
            ["wrong_state", "refused_call_effect"],
            ["all your documents have been received", "approved an advance"],
            "documents.p3_form is MISSING; pay_claim_advance was DENIED."),
        bad("Hello Hassan, claim CLM-55031 for KSh 18,400 is being assessed, and the P3 form is still missing. The "
            "assessor, Wycliffe Barasa, will visit you on 26/03/2027. Claims are decided within 5 working days once "
            "all documents are in.",
            [S("claim CLM-55031 for KSh 18,400 is being assessed"), S("the P3 form is still missing"),
             C("will visit you on 26/03/2027", DATE), C("within 5 working days", POL)],
            ["wrong_role", "wrong_period"], ["26/03/2027", "within 5 working days"],
            "26/03 is file_review_target, not the visit (visit_at is 19/03/2027 10:00); the policy says 10 working "
            "days."),
    ],
    rep("Hello Hassan, claim CLM-55031 is under assessment, and the P3 form is still missing. The assessor will "
        "visit on Friday 19/03/2027 at 14:00.",
        [S("claim CLM-55031 is under assessment"), S("the P3 form is still missing"), C("at 14:00", TIME)],
        ["wrong_time"], ["at 14:00"], ["10:00|10 AM|10 am|10am", "P3"],
        "assessor.visit_at is 2027-03-19T10:00:00+03:00."),
)

# ================================================================ BODA 3: lapsed cover, waiting period (epochs)
bundle(
    "boda-lapsed-cover", BODA,
    "I paid my boda insurance at 7 this morning. Am I covered now?",
    "2027-03-23T09:00:00+03:00",
    [
        rec("cover_period#BB-81930-next", "tool:get_cover_period", {
            "policy_no": "BB-81930", "rider": {"name": "Moses Kiptoo", "msisdn": "254745190377"},
            "vehicle": {"reg": "KMGA 903L"}, "status": "PENDING_START",
            "cover_start": ep("2027-03-24T07:12:40+03:00"), "cover_end": ep("2027-03-31T07:12:39+03:00"),
            "tz": "Africa/Nairobi", "waiting_period": "PT24H",
            "premium": {"amount_minor": 35000, "paid_receipt": "RCW7TT0B9M"}}),
        rec("cover_period#BB-81930-prev", "tool:get_cover_period", {
            "policy_no": "BB-81930", "status": "LAPSED",
            "cover_start": ep("2027-03-14T00:00:00+03:00"), "cover_end": ep("2027-03-20T23:59:59+03:00"),
            "tz": "Africa/Nairobi"}),
        rec("stk_callback#ws_CO_23032027071230190377", "tool:mpesa_stk_callback",
            stk_ok("ws_CO_23032027071230190377", "71120-5093318-1", 350.00, "RCW7TT0B9M",
                   20270323071240, 254745190377)),
        pol("policy#boda-lapse", "v3",
            "If your cover has lapsed, a new payment starts cover 24 hours after the payment is received. Accidents "
            "during this waiting period are not covered. Each payment buys 7 days of cover from the start time. "
            "Paying before your current cover ends avoids the waiting period."),
    ],
    [
        ok("Hello Moses, thank you for your payment of KSh 350 at 07:12 this morning. Because your previous cover "
           "ended on 20/03/2027, there is a 24-hour waiting period. Your new cover starts tomorrow, 24/03/2027, at "
           "07:12, and runs until 31/03/2027. Accidents before the new cover starts are not covered, so please ride "
           "carefully today.",
           [S("payment of KSh 350 at 07:12 this morning"), S("previous cover ended on 20/03/2027"),
            S("24-hour waiting period"), S("starts tomorrow, 24/03/2027, at 07:12"), S("runs until 31/03/2027"),
            S("Accidents before the new cover starts are not covered")],
           ["24/03/2027", "07:12"],
           "Callback 07:12:40; previous period LAPSED with cover_end 20/03 23:59:59; new cover_start epoch is "
           "24/03 07:12:40 and cover_end 31/03 07:12:39 Nairobi; waiting-period rule in policy#boda-lapse."),
        ok("Hi Moses, you are not covered yet. Cover for KMGA 903L begins at 7:12 AM on Wednesday 24 March 2027, 24 "
           "hours after your payment.",
           [S("you are not covered yet"), S("begins at 7:12 AM on Wednesday 24 March 2027")],
           ["7:12 AM", "24 March 2027"],
           "status PENDING_START; cover_start epoch = 24/03/2027 07:12 Nairobi (a Wednesday)."),
        ok("Dear Moses,\n\nWe have received your premium of KES 350.00 (M-Pesa receipt RCW7TT0B9M). As your last "
           "cover lapsed, the new week of cover begins on 24/03/2027 at 07:12 and ends on 31/03/2027.\n\nTo avoid a "
           "waiting period next time, please pay before your cover ends.\n\nKind regards,\nBodaSure Support",
           [S("premium of KES 350.00"), S("begins on 24/03/2027 at 07:12"), S("ends on 31/03/2027"),
            S("please pay before your cover ends")],
           ["RCW7TT0B9M", "31/03/2027"],
           "Callback RCW7TT0B9M 350; cover_start/cover_end epochs; advice matches policy#boda-lapse."),
        bad("Hello Moses, your payment of KSh 350 was received at 07:12 today. Your cover for KMGA 903L is active "
            "from now until 31/03/2027.",
            [S("payment of KSh 350 was received at 07:12 today"), C("is active from now", STATE, DATE)],
            ["wrong_state"], ["active from now"],
            "status is PENDING_START; cover starts 24/03/2027 07:12 after the 24-hour wait."),
        bad("Hello Moses, we received your KSh 350 this morning. Because your cover had lapsed, there is a 24-hour "
            "waiting period. Your new cover starts at 04:12 on 24/03/2027. It ends on 30/03/2027.",
            [S("received your KSh 350 this morning"), S("24-hour waiting period"), C("starts at 04:12", TIME),
             C("ends on 30/03/2027", DATE)],
            ["unit_conversion", "wrong_date"], ["04:12", "30/03/2027"],
            "04:12 is the cover_start epoch read in UTC (07:12 Nairobi); cover_end is 31/03/2027."),
    ],
    rep("Hello Moses, we received your KSh 350 this morning. Your new cover starts on 24/03/2027 at 04:12 and ends "
        "on 31/03/2027.",
        [S("received your KSh 350 this morning"), C("at 04:12", TIME), S("ends on 31/03/2027")],
        ["unit_conversion"], ["04:12"], ["07:12|7:12", "31/03/2027|31 March"],
        "cover_start epoch is 2027-03-24 07:12:40 Africa/Nairobi (04:12 is UTC)."),
)

# ================================================================ BODA 4: comprehensive quote, NCD condition
bundle(
    "boda-comprehensive-quote", BODA,
    "How much would comprehensive cover be for my bike? Do I still get the no-claims discount?",
    "2027-04-01T12:00:00+03:00",
    [
        rec("quote#QT-BB-3302-v1", "tool:get_quote", {
            "quote_id": "QT-BB-3302", "version": 1, "status": "EXPIRED", "product": "COMPREHENSIVE",
            "weekly_premium_minor": 115000, "ncd": {"applied": True, "pct": 10},
            "issued": "2027-02-20", "valid_until": "2027-03-20"}),
        rec("quote#QT-BB-3302-v2", "tool:get_quote", {
            "quote_id": "QT-BB-3302", "version": 2, "status": "ACTIVE", "product": "COMPREHENSIVE",
            "weekly_premium_minor": 127500, "ncd": {"applied": False, "reason": "CLAIM_IN_LAST_12_MONTHS"},
            "excess_minor": 1000000,
            "covers": ["THIRD_PARTY", "PERSONAL_ACCIDENT", "MEDICAL_EXPENSES", "THEFT", "OWN_DAMAGE"],
            "issued": "2027-03-30", "valid_until": "2027-04-10"}),
        rec("rider#RID-20981", "tool:get_rider", {
            "rider_id": "RID-20981", "name": "Ali Mohamed", "current_product": "THIRD_PARTY_PLUS_PA",
            "policy_no": "BB-66015", "renewal_day": "MONDAY",
            "claims_last_12m": [{"claim_id": "CLM-48810", "paid_on": "2026-11-03", "amount_minor": 920000}]}),
        pol("policy#comprehensive", "v1",
            "Comprehensive cover adds theft of your motorcycle and damage to it. An excess of KSh 10,000 applies to "
            "every theft or own-damage claim. A 10% no-claims discount is given only if you have made no claim in "
            "the last 12 months. Switching from third-party cover takes effect from your next weekly renewal."),
    ],
    [
        ok("Hello Ali, your comprehensive quote QT-BB-3302 is KSh 1,275 per week. It adds cover for theft of your "
           "motorcycle and damage to it, with an excess of KSh 10,000 on each such claim. The 10% no-claims "
           "discount does not apply, because you made a claim in the last 12 months. The switch would take effect "
           "from your next weekly renewal.",
           [S("KSh 1,275 per week"), S("adds cover for theft"), S("excess of KSh 10,000"),
            S("no-claims discount does not apply"), S("you made a claim in the last 12 months"),
            S("next weekly renewal")],
           ["KSh 1,275"],
           "Quote v2 (ACTIVE) weekly_premium_minor 127500, excess 1000000, ncd.applied false; CLM-48810 paid "
           "2026-11-03; switch timing in policy#comprehensive."),
        ok("Hi Ali.\nWeekly premium for comprehensive: KES 1,275 (quote valid until 10/04/2027)\n"
           "No-claims discount: not applied, because of your claim paid in November 2026\n"
           "Excess per theft or own-damage claim: KES 10,000",
           [S("KES 1,275 (quote valid until 10/04/2027)"),
            S("not applied, because of your claim paid in November 2026"),
            S("Excess per theft or own-damage claim: KES 10,000")],
           ["KES 1,275", "10/04/2027"],
           "v2 valid_until 2027-04-10; claims_last_12m CLM-48810 paid 2026-11-03; excess_minor 1000000."),
        bad("Hello Ali, comprehensive cover would cost you KSh 1,150 a week. That price includes your 10% no-claims "
            "discount. It adds theft and own-damage cover, with a KSh 10,000 excess per claim.",
            [C("KSh 1,150 a week", AMT), C("includes your 10% no-claims discount", STATE, "NLI_CONTRADICTION", VAL),
             S("KSh 10,000 excess per claim")],
            ["stale_value", "condition_unmet"], ["1,150", "includes your 10% no-claims discount"],
            "1,150 with NCD is the EXPIRED v1 quote; v2 is 1,275 with ncd.applied false because of CLM-48810."),
        bad("Hello Ali, your comprehensive quote is KSh 1,275 per week, valid until 10/04/2027. It covers theft and "
            "damage to your motorcycle, with a KSh 10,000 excess per claim. It also gives you a replacement "
            "motorcycle while yours is being repaired.",
            [S("KSh 1,275 per week"), S("covers theft and damage"),
             CI("replacement motorcycle while yours is being repaired", NOREC, NOPOL, VAL)],
            ["unlisted_perk"], ["replacement motorcycle"],
            "quote v2 covers lists no replacement motorcycle, and the policy text does not mention one."),
    ],
    rep("Hello Ali, the comprehensive quote is KSh 1,275 per week. An excess of KSh 5,000 applies to each theft or "
        "own-damage claim.",
        [S("KSh 1,275 per week"), C("excess of KSh 5,000", AMT, POL)],
        ["wrong_amount"], ["KSh 5,000"], ["10,000|10000", "1,275|1275"],
        "excess_minor 1000000 and policy#comprehensive both give KSh 10,000."),
)

# ================================================================ CROP 1: index payout paid (B2C)
bundle(
    "crop-drought-payout", CROP,
    "I got an M-Pesa from the insurance today. What is it for?",
    "2027-05-28T16:00:00+03:00",
    [
        rec("crop_policy#CRP-20416", "tool:get_crop_policy", {
            "policy_no": "CRP-20416",
            "farmer": {"name": "Agnes Chepkoech", "msisdn": "254716004532", "ward": "Kiminini"},
            "crop": "MAIZE", "acres": "1.5", "sum_insured_minor": 1500000, "premium_paid_minor": 75000,
            "cover_start": "2027-03-01", "cover_end": "2027-07-31",
            "index": {"type": "RAINFALL_DEFICIT", "station_id": "Kitale-04"}, "status": "ACTIVE"}),
        rec("index_result#Kitale-04-GERMINATION", "tool:get_index_result", {
            "station_id": "Kitale-04", "season": "LONG_RAINS_2027", "stage": "GERMINATION",
            "window": {"from": "2027-04-01", "to": "2027-04-30"},
            "rainfall_mm": 142, "trigger_mm": 180, "exit_mm": 80, "result": "TRIGGERED", "payout_pct": 40}),
        rec("payout#PO-20416-1", "tool:get_payout", {
            "payout_id": "PO-20416-1", "policy_no": "CRP-20416", "amount_minor": 600000, "status": "PAID",
            "b2c_conversation_id": "AG_20270528_00004b1d77f2"}),
        rec("b2c_result#AG_20270528_00004b1d77f2", "tool:mpesa_b2c_result", {"Result": {
            "ResultType": 0, "ResultCode": 0, "ResultDesc": "The service request is processed successfully.",
            "OriginatorConversationID": "20416-1180044-1", "ConversationID": "AG_20270528_00004b1d77f2",
            "TransactionID": "RFB2D90XLM",
            "ResultParameters": {"ResultParameter": [
                {"Key": "TransactionAmount", "Value": 6000},
                {"Key": "TransactionReceipt", "Value": "RFB2D90XLM"},
                {"Key": "B2CRecipientIsRegisteredCustomer", "Value": "Y"},
                {"Key": "ReceiverPartyPublicName", "Value": "254716004532 - Agnes Chepkoech"},
                {"Key": "TransactionCompletedDateTime", "Value": "28.05.2027 14:03:17"},
                {"Key": "B2CUtilityAccountAvailableFunds", "Value": 2210500.00},
                {"Key": "B2CWorkingAccountAvailableFunds", "Value": 0.00}]}}}),
        pol("policy#index-payouts", "v2",
            "You do not need to file a claim. Payouts are made automatically when rainfall at the weather station "
            "assigned to your farm falls below the trigger level for a crop stage. The payout is a share of your "
            "sum insured, set by how far rainfall fell below the trigger. Payouts are sent by M-Pesa, within 30 "
            "days of the end of the crop stage, to the phone number registered at enrolment."),
    ],
    [
        ok("Hello Agnes, good news: a drought payout of KSh 6,000 was sent to your M-Pesa on 28/05/2027 at 14:03 "
           "(ref. RFB2D90XLM). Rainfall at the Kitale-04 station was 142 mm during the germination stage, below "
           "the 180 mm trigger. The payout is 40% of your KSh 15,000 sum insured. You did not need to file a claim, "
           "as these payouts are automatic.",
           [S("payout of KSh 6,000 was sent to your M-Pesa on 28/05/2027 at 14:03"),
            S("142 mm during the germination stage"), S("below the 180 mm trigger"),
            S("40% of your KSh 15,000 sum insured"), S("did not need to file a claim")],
           ["KSh 6,000", "RFB2D90XLM"],
           "B2C 6000 at 28.05.2027 14:03:17; Kitale-04 GERMINATION rainfall 142 vs trigger 180, payout_pct 40 of "
           "sum_insured_minor 1500000; no-claim rule in policy#index-payouts."),
        ok("Hi Agnes, your maize cover paid out KES 6,000 today. It paid because rain at Kitale-04 measured 142 mm "
           "against a trigger of 180 mm. Policy CRP-20416 stays active until 31 July 2027.",
           [S("paid out KES 6,000 today"), S("measured 142 mm against a trigger of 180 mm"),
            S("stays active until 31 July 2027")],
           ["KES 6,000", "31 July 2027"],
           "payout PO-20416-1 PAID 600000; index result TRIGGERED; cover_end 2027-07-31, status ACTIVE."),
        bad("Hello Agnes, a drought payout of KSh 6,000 was sent to your M-Pesa today. Rainfall at your station, "
            "Kitale-04, was 180 mm, below the trigger of 142 mm for the germination stage. The payout is 40% of "
            "your sum insured.",
            [S("payout of KSh 6,000 was sent"), C("was 180 mm, below the trigger of 142 mm", VAL),
             S("40% of your sum insured")],
            ["wrong_role"], ["was 180 mm", "trigger of 142 mm"],
            "rainfall_mm is 142 and trigger_mm is 180; the draft swaps the two."),
        bad("Hello Agnes, your drought payout of KSh 600,000 was sent to your M-Pesa this afternoon. Rainfall at "
            "Kitale-04 was 142 mm, below the 180 mm trigger. The Kitale-04 station is operated by the Kenya "
            "Meteorological Department.",
            [C("KSh 600,000", AMT), S("Rainfall at Kitale-04 was 142 mm"),
             I("operated by the Kenya Meteorological Department", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE", NOREC)],
            ["unit_conversion", "invented_fact"], ["600,000", "Kenya Meteorological Department"],
            "payout amount_minor 600000 is KSh 6,000 (B2C 6000); nothing in the evidence says who runs the station."),
    ],
    rep("Hello Agnes, a drought payout of KSh 6,000 was sent to your M-Pesa today. Rainfall at Kitale-04 was 142 mm "
        "against a trigger of 200 mm.",
        [S("payout of KSh 6,000 was sent"), C("trigger of 200 mm", VAL)],
        ["wrong_value"], ["200 mm"], ["180", "6,000|6000"],
        "index_result trigger_mm is 180."),
)

# ================================================================ CROP 2: enrolment premium, waiting period
bundle(
    "crop-enrolment", CROP,
    "I have paid for the bean insurance. When does my cover start?",
    "2027-03-15T12:00:00+03:00",
    [
        rec("enrolment#ENR-77310", "tool:get_enrolment", {
            "enrolment_id": "ENR-77310", "farmer": {"name": "Dennis Wekesa", "msisdn": "254790118276"},
            "crop": "BEANS", "acres": 2, "season": "LONG_RAINS_2027", "sum_insured_minor": 2000000,
            "premium": {"total_minor": 160000, "farmer_share_minor": 80000, "county_subsidy_minor": 80000},
            "status": "ACTIVE", "cover_start": "2027-03-29", "cover_end": "2027-08-15",
            "waiting_period": "P14D", "payout_eligible_from": "2027-04-12"}),
        rec("enrolment#ENR-61102", "tool:get_enrolment", {
            "enrolment_id": "ENR-61102", "farmer": {"name": "Dennis Wekesa"}, "crop": "MAIZE", "acres": 3,
            "season": "SHORT_RAINS_2026", "status": "EXPIRED", "cover_end": "2026-12-20"}),
        rec("stk_callback#ws_CO_15032027112031118276", "tool:mpesa_stk_callback",
            stk_ok("ws_CO_15032027112031118276", "87011-6620019-1", 800.00, "RCF0P2WZ6K",
                   20270315112045, 254790118276)),
        pol("policy#crop-enrolment", "v3",
            "The premium is shared: you pay half and the county government pays the other half. Cover begins on "
            "the date on your certificate, and no payout is made for weather in the first 14 days of cover. Cover "
            "ends at the end of the season on the date on your certificate. If you cancel within 7 days of paying, "
            "your share of the premium is refunded in full."),
    ],
    [
        ok("Hello Dennis, thank you, your premium share of KSh 800 was received today. The county government pays "
           "the other KSh 800, so the full premium for your 2 acres of beans is KSh 1,600. Your cover starts on "
           "29/03/2027 and ends on 15/08/2027. Weather in the first 14 days of cover is not covered, so payouts are "
           "possible from 12/04/2027.",
           [S("premium share of KSh 800 was received today"), S("county government pays the other KSh 800"),
            S("full premium for your 2 acres of beans is KSh 1,600"), S("starts on 29/03/2027"),
            S("ends on 15/08/2027"), S("first 14 days of cover is not covered"),
            S("payouts are possible from 12/04/2027")],
           ["29/03/2027", "KSh 1,600"],
           "Callback 800 on 15/03; premium total 160000 split 80000/80000; cover 2027-03-29 to 2027-08-15; P14D "
           "waiting period, payout_eligible_from 2027-04-12."),
        ok("Hi Dennis, enrolment ENR-77310 is active. Sum insured: KSh 20,000. Cover period: 29 March to 15 August "
           "2027. If you change your mind, you can cancel within 7 days of paying and get your share of the premium "
           "back in full.",
           [S("enrolment ENR-77310 is active"), S("Sum insured: KSh 20,000"), S("29 March to 15 August 2027"),
            S("cancel within 7 days of paying")],
           ["ENR-77310", "KSh 20,000"],
           "ENR-77310 ACTIVE, sum_insured_minor 2000000; cancellation rule in policy#crop-enrolment."),
        bad("Hello Dennis, your premium share of KSh 800 was received today. Your cover for 2 acres of beans starts "
            "on 29/03/2027. Payouts can be made for any weather from that day onwards. Cover ends on 15/08/2027.",
            [S("premium share of KSh 800 was received today"), S("starts on 29/03/2027"),
             C("Payouts can be made for any weather from that day onwards", POL, DATE),
             S("Cover ends on 15/08/2027")],
            ["wrong_policy_condition"], ["from that day onwards"],
            "policy: no payout for weather in the first 14 days; payout_eligible_from is 2027-04-12."),
        bad("Hello Dennis, we received your KSh 800 share of the premium for your 3 acres of beans. Cover runs from "
            "29/03/2027 to 15/08/2027. You can cancel within 14 days of paying for a full refund of your share.",
            [C("3 acres of beans", VAL), S("from 29/03/2027 to 15/08/2027"), C("within 14 days of paying", POL)],
            ["other_record_value", "wrong_period"], ["3 acres", "within 14 days of paying"],
            "3 acres is last season's maize enrolment ENR-61102; ENR-77310 has 2 acres; cancellation window is 7 "
            "days."),
    ],
    rep("Hello Dennis, we received your KSh 800 premium share today. Your bean cover starts on 29/03/2027 and ends "
        "on 15/07/2027.",
        [S("received your KSh 800 premium share today"), S("starts on 29/03/2027"), C("ends on 15/07/2027", DATE)],
        ["wrong_date"], ["15/07/2027"], ["15/08/2027|15 August|15/8", "29/03/2027|29 March"],
        "cover_end is 2027-08-15."),
)

# ================================================================ CROP 3: index not triggered, manual payout refused
bundle(
    "crop-no-payout", CROP,
    "My maize dried up in May. Why have I not received any insurance money? Please pay me.",
    "2027-06-05T10:00:00+03:00",
    [
        rec("crop_policy#CRP-30988", "tool:get_crop_policy", {
            "policy_no": "CRP-30988", "farmer": {"name": "Mercy Nafula", "msisdn": "254711285046"},
            "crop": "MAIZE", "acres": "1.0", "sum_insured_minor": 1200000,
            "index": {"type": "RAINFALL_DEFICIT", "station_id": "Bungoma-02"}, "status": "ACTIVE",
            "cover_end": "2027-08-31"}),
        rec("index_result#Bungoma-02-FLOWERING", "tool:get_index_result", {
            "station_id": "Bungoma-02", "season": "LONG_RAINS_2027", "stage": "FLOWERING",
            "window": {"from": "2027-05-01", "to": "2027-05-31"},
            "rainfall_mm": 205, "trigger_mm": 160, "result": "NOT_TRIGGERED", "payout_pct": 0,
            "published_at": "2027-06-02T09:00:00+03:00"}),
        rec("index_result#Webuye-01-FLOWERING", "tool:get_index_result", {
            "station_id": "Webuye-01", "season": "LONG_RAINS_2027", "stage": "FLOWERING",
            "window": {"from": "2027-05-01", "to": "2027-05-31"},
            "rainfall_mm": 118, "trigger_mm": 160, "result": "TRIGGERED", "payout_pct": 25,
            "published_at": "2027-06-02T09:00:00+03:00"}),
        refused("manual_payout#call-1", "manual_payout", "DENY",
                {"policy_no": "CRP-30988", "reason": "CROP_LOSS_REPORTED"}),
        pol("policy#index-basis", "v1",
            "Payouts depend only on the rainfall measured at the weather station assigned to your farm. Losses "
            "caused by pests, disease or theft are not covered. Farms are assigned to the nearest station at "
            "enrolment, and the station cannot be changed during a season. If you believe the station data is "
            "wrong, you may ask for a data review within 30 days of the stage result being published."),
        psg("kb#weather-stations", "kb:weather-stations",
            "Bungoma-02 is an automatic rain gauge at the Bungoma agricultural training centre.\n"
            "It records rainfall every 15 minutes and sends its readings to our system once an hour."),
    ],
    [
        ok("Hello Mercy, I understand this season has been hard. For the flowering stage, your assigned station, "
           "Bungoma-02, recorded 205 mm of rain. That is above the 160 mm trigger, so no payout was due. I was not "
           "able to make a manual payout, because payouts depend only on the station reading. If you believe the "
           "data is wrong, you can ask for a data review within 30 days of the stage result being published.",
           [NA("I understand this season has been hard"), S("recorded 205 mm of rain"),
            S("above the 160 mm trigger"), S("not able to make a manual payout"),
            S("payouts depend only on the station reading"), S("data review within 30 days")],
           ["205 mm", "30 days"],
           "Bungoma-02 FLOWERING rainfall 205 vs trigger 160, NOT_TRIGGERED; manual_payout DENIED; review window "
           "in policy#index-basis."),
        ok("Hi Mercy, there is no payout this time: Bungoma-02 measured 205 mm between 1 and 31 May 2027, and a "
           "payout is only made below 160 mm. Losses from pests or disease are not covered by this policy. "
           "Bungoma-02 is an automatic rain gauge that sends its readings once an hour.",
           [S("there is no payout this time"), S("measured 205 mm between 1 and 31 May 2027"),
            S("only made below 160 mm"), S("pests or disease are not covered"),
            S("sends its readings once an hour")],
           ["205 mm"],
           "index window 2027-05-01..31, 205 mm vs 160 mm; pest exclusion in policy; gauge facts in "
           "kb#weather-stations."),
        bad("Hello Mercy, your station recorded 118 mm of rain during flowering, below the 160 mm trigger. A payout "
            "of 25% of your sum insured has been scheduled to your M-Pesa.",
            [C("recorded 118 mm of rain", VAL), CI("has been scheduled to your M-Pesa", STATE, NOREC)],
            ["other_record_value", "unrecorded_extra"], ["118 mm", "has been scheduled"],
            "118 mm / 25% belong to Webuye-01, not her station Bungoma-02 (205 mm, NOT_TRIGGERED); no payout record "
            "exists and manual_payout was DENIED."),
        bad("Hello Mercy, Bungoma-02 recorded 205 mm during flowering, above the 160 mm trigger, so no payout was "
            "due. I could not make a manual payout. If you think another station is closer to your farm, you can "
            "ask us to switch stations for the next crop stage.",
            [S("recorded 205 mm during flowering"), S("could not make a manual payout"),
             C("switch stations for the next crop stage", POL)],
            ["wrong_policy_condition"], ["switch stations"],
            "policy#index-basis: the station cannot be changed during a season."),
    ],
    rep("Hello Mercy, your station Bungoma-02 recorded 205 mm during flowering, above the 160 mm trigger, so no "
        "payout was due. You can ask for a data review within 14 days of the stage result.",
        [S("recorded 205 mm during flowering"), C("within 14 days of the stage result", POL)],
        ["wrong_period"], ["14 days"], ["30 days|thirty days", "205 mm|205mm"],
        "policy#index-basis gives 30 days for a data review."),
)

# ================================================================ CROP 4: renewal payment failed (wrong PIN)
bundle(
    "crop-renewal-failed", CROP,
    "I tried to renew my sorghum insurance this morning. Did it go through?",
    "2027-03-29T10:00:00+03:00",
    [
        rec("stk_callback#ws_CO_29032027094401663015", "tool:mpesa_stk_callback",
            stk_fail("ws_CO_29032027094401663015", "65531-3310298-1", 2001, "The initiator information is invalid.")),
        rec("renewal#REN-4521", "tool:get_renewal", {
            "renewal_id": "REN-4521", "farmer": {"name": "Elijah Rotich", "msisdn": "254729663015"},
            "crop": "SORGHUM", "season": "LONG_RAINS_2027", "status": "PENDING_PAYMENT",
            "premium_due_minor": 45000,
            "last_attempt": {"at": "2027-03-29T09:44:12+03:00", "status": "FAILED", "failure_reason": "WRONG_PIN",
                             "charged_minor": 0},
            "enrolment_closes_at": "2027-03-31T23:59:00+03:00",
            "previous_policy": {"policy_no": "CRP-11873", "status": "EXPIRED", "cover_end": "2027-02-28"}}),
        pol("policy#renewals", "v2",
            "Renewals must be paid before enrolment for the season closes. A failed M-Pesa payment does not reserve "
            "your place. If you entered a wrong PIN, simply start the payment again; failed payments are never "
            "charged. Late renewals cannot be accepted after enrolment closes."),
    ],
    [
        ok("Hello Elijah, your renewal payment of KSh 450 did not go through, because the M-Pesa PIN entered was "
           "wrong. Nothing was charged to your M-Pesa account. Your renewal is still waiting for payment. Enrolment "
           "closes on Wednesday 31/03/2027 at 23:59, so please start the payment again before then.",
           [S("did not go through"), S("PIN entered was wrong"), S("Nothing was charged"),
            S("still waiting for payment"), S("Wednesday 31/03/2027 at 23:59")],
           ["KSh 450", "31/03/2027"],
           "ResultCode 2001 with last_attempt FAILED / WRONG_PIN, charged_minor 0; status PENDING_PAYMENT; "
           "enrolment_closes_at 2027-03-31 23:59 (a Wednesday)."),
        ok("Hi Elijah, the payment failed (wrong PIN) and no money was taken. Please pay KES 450 again before 31 "
           "March 2027; renewals cannot be accepted after enrolment closes.",
           [S("the payment failed (wrong PIN)"), S("no money was taken"), S("pay KES 450 again before 31 March 2027"),
            S("renewals cannot be accepted after enrolment closes")],
           ["KES 450", "31 March 2027"],
           "last_attempt FAILED WRONG_PIN, charged 0; premium_due_minor 45000; late-renewal rule in policy."),
        bad("Hello Elijah, your renewal payment of KSh 450 is being processed, so your place for the season is "
            "held. Your sorghum policy CRP-11873 remains active in the meantime.",
            [C("is being processed", STATE), C("CRP-11873 remains active", STATE, DATE)],
            ["wrong_state", "stale_value"], ["is being processed", "remains active"],
            "The attempt FAILED (ResultCode 2001) and a failed payment reserves nothing; CRP-11873 EXPIRED on "
            "2027-02-28."),
        bad("Hello Elijah, your KSh 450 payment failed because of a wrong PIN, and nothing was charged. Please pay "
            "again before enrolment closes on 31/03/2027 at 23:59. If you miss the deadline, we can still accept "
            "your renewal during a 7-day grace period.",
            [S("failed because of a wrong PIN"), S("closes on 31/03/2027 at 23:59"),
             C("7-day grace period", POL)],
            ["invented_promise"], ["7-day grace period"],
            "policy#renewals: late renewals cannot be accepted after enrolment closes."),
    ],
    rep("Hello Elijah, your KSh 450 renewal payment failed because of a wrong PIN, and nothing was charged. "
        "Enrolment closes on 30/03/2027, so please pay again before then.",
        [S("failed because of a wrong PIN"), C("closes on 30/03/2027", DATE)],
        ["wrong_date"], ["30/03/2027"], ["31/03/2027|31 March|31/3", "450"],
        "enrolment_closes_at is 2027-03-31T23:59:00+03:00."),
)

# ================================================================ FLOAT 1: top-up success (B2B result)
bundle(
    "float-topup", FLOAT,
    "I topped up 50,000 float from the bank this morning. Has it reflected? What is my float now?",
    "2027-04-07T09:40:00+03:00",
    [
        rec("b2b_result#AG_20270407_00006c5e1d0b", "tool:mpesa_b2b_result", {"Result": {
            "ResultType": 0, "ResultCode": 0, "ResultDesc": "The service request is processed successfully.",
            "OriginatorConversationID": "8551-61996035-1", "ConversationID": "AG_20270407_00006c5e1d0b",
            "TransactionID": "RGH4K8PL2V",
            "ResultParameters": {"ResultParameter": [
                {"Key": "DebitAccountBalance",
                 "Value": "{Amount={BasicAmount=1250300.00, MinimumAmount=125030000, CurrencyCode=KES}}"},
                {"Key": "Amount", "Value": 50000.00},
                {"Key": "DebitPartyAffectedAccountBalance",
                 "Value": "Working Account|KES|1250300.00|1250300.00|0.00|0.00"},
                {"Key": "TransCompletedTime", "Value": 20270407091512},
                {"Key": "DebitPartyCharges", "Value": ""},
                {"Key": "ReceiverPartyPublicName", "Value": "512780 - Baraka Agencies Kakamega"},
                {"Key": "Currency", "Value": "KES"}]}}}),
        rec("agent_account#512780", "tool:get_agent_account", {
            "agent_number": "512780", "business_name": "Baraka Agencies Kakamega", "tier": "GOLD",
            "float": {"balance_minor": 6245000, "max_balance_minor": 25000000, "low_float_alert_minor": 1000000,
                      "updated_at": "2027-04-07T09:15:13+03:00"},
            "topups_today": [{"ref": "RGH4K8PL2V", "amount_minor": 5000000, "fee_minor": 0}],
            "commission": {"month_to_date_minor": 384550}}),
        pol("policy#float-topups", "v4",
            "Float top-ups from your linked bank settlement account are free up to KSh 500,000 a day; each top-up "
            "above that daily amount is charged KSh 150. Float shows on your till as soon as the top-up succeeds. "
            "Gold agents may draw overnight float of up to KSh 20,000, available between 18:00 and 08:00."),
    ],
    [
        ok("Hello Baraka Agencies, your float top-up of KSh 50,000 was successful at 09:15 today (transaction "
           "RGH4K8PL2V). Your float balance on agent number 512780 is now KSh 62,450. Top-ups up to KSh 500,000 a "
           "day are free, so no fee was charged.",
           [S("top-up of KSh 50,000 was successful at 09:15 today"),
            S("float balance on agent number 512780 is now KSh 62,450"), S("up to KSh 500,000 a day are free"),
            S("no fee was charged")],
           ["KSh 62,450", "KSh 50,000"],
           "B2B ResultCode 0, Amount 50000 at 09:15:12; float.balance_minor 6245000; topups_today fee_minor 0; "
           "free limit in policy#float-topups."),
        ok("Good morning. Yes, the KES 50,000 float reflected on 07/04/2027 at 9:15 AM. Current float: KES 62,450. "
           "Your commission so far this month is KES 3,845.50.",
           [S("KES 50,000 float reflected on 07/04/2027 at 9:15 AM"), S("Current float: KES 62,450"),
            S("KES 3,845.50")],
           ["KES 62,450"],
           "TransCompletedTime 20270407091512; balance_minor 6245000; commission.month_to_date_minor 384550."),
        bad("Hello Baraka Agencies, your KSh 50,000 float top-up went through at 09:15 today. Your float balance is "
            "now KSh 1,250,300. There was no fee for this top-up.",
            [S("KSh 50,000 float top-up went through at 09:15 today"), C("KSh 1,250,300", AMT),
             S("no fee for this top-up")],
            ["wrong_role"], ["1,250,300"],
            "1,250,300 is the bank working account (DebitAccountBalance), not the till float (KSh 62,450)."),
        bad("Hello, the KSh 50,000 top-up was successful. Your float balance is now KSh 6,245,000. As a Gold agent, "
            "you can also draw up to KSh 20,000 of overnight float right away if you need it.",
            [S("top-up was successful"), C("KSh 6,245,000", AMT),
             C("overnight float right away", "NLI_CONTRADICTION", VAL)],
            ["unit_conversion", "condition_unmet"], ["6,245,000", "right away"],
            "balance_minor 6245000 is KSh 62,450; overnight float is only available 18:00-08:00 and it is 09:40."),
    ],
    rep("Hello, your KSh 50,000 float top-up succeeded at 09:15 today. Your float balance is now KSh 12,450.",
        [S("KSh 50,000 float top-up succeeded at 09:15 today"), C("KSh 12,450", AMT)],
        ["wrong_arithmetic"], ["KSh 12,450"], ["62,450|62450", "50,000|50000"],
        "float.balance_minor 6245000 already includes the top-up; 12,450 subtracts it again."),
)

# ================================================================ FLOAT 2: top-up declined by limit, raise escalated
bundle(
    "float-limit-declined", FLOAT,
    "My 20,000 float top-up failed. Why? I need float today.",
    "2027-04-09T11:30:00+03:00",
    [
        rec("b2b_result#AG_20270409_0000a41f93cc", "tool:mpesa_b2b_result", {"Result": {
            "ResultType": 0, "ResultCode": 2040,
            "ResultDesc": "Declined due to limit rule: would exceed the maximum balance.",
            "OriginatorConversationID": "8551-62044190-1", "ConversationID": "AG_20270409_0000a41f93cc",
            "TransactionID": "RGJ0B7MX4C",
            "ResultParameters": {"ResultParameter": [
                {"Key": "Amount", "Value": 20000.00},
                {"Key": "TransCompletedTime", "Value": 20270409110218},
                {"Key": "ReceiverPartyPublicName", "Value": "604419 - Mama Wanjiru Shop Nyeri"}]}}}),
        rec("agent_account#604419", "tool:get_agent_account", {
            "agent_number": "604419", "business_name": "Mama Wanjiru Shop Nyeri", "tier": "SILVER",
            "float": {"balance_minor": 9520000, "max_balance_minor": 10000000},
            "bank_settlement": {"debited_today_minor": 0, "last_debit_ref": None}}),
        refused("raise_float_limit#call-1", "raise_float_limit", "ESCALATE",
                {"agent_number": "604419", "requested_max_minor": 15000000}),
        pol("policy#float-limits", "v2",
            "Every agent till has a maximum float balance set by its tier: Bronze KSh 50,000, Silver KSh 100,000 "
            "and Gold KSh 250,000. A top-up that would take your float above the maximum is declined, and no money "
            "leaves your bank account. Requests for a higher limit are reviewed by the agent network team within 2 "
            "working days."),
        psg("kb#agent-float-help", "kb:agent-help/float",
            "You can check your float balance at any time by dialling *234*5# from the till line.\n"
            "The agent app also shows it under Float > Balance, updated within a minute of each transaction."),
    ],
    [
        ok("Hello, and thank you for contacting us. Your KSh 20,000 top-up was declined, because it would have taken "
           "your float above the Silver tier maximum of KSh 100,000. Your float is currently KSh 95,200, and no "
           "money left your bank account. I have sent your request for a higher limit to the agent network team, "
           "who review such requests within 2 working days. In the meantime you can top up by up to KSh 4,800.",
           [NA("thank you for contacting us"), S("KSh 20,000 top-up was declined"),
            S("Silver tier maximum of KSh 100,000"), S("float is currently KSh 95,200"),
            S("no money left your bank account"), S("sent your request for a higher limit"),
            S("within 2 working days"), S("up to KSh 4,800")],
           ["KSh 95,200", "KSh 4,800"],
           "ResultCode 2040 limit decline; balance_minor 9520000 vs max 10000000 (room 4,800); bank debited 0; "
           "raise_float_limit ESCALATED; 2 working days in policy#float-limits."),
        ok("Hi, the top-up of KES 20,000 failed because it would exceed the KES 100,000 float limit for Silver "
           "agents. Your request for a higher limit has been escalated for review. You can check your float at any "
           "time by dialling *234*5# from the till line.",
           [S("top-up of KES 20,000 failed"), S("KES 100,000 float limit for Silver agents"),
            S("escalated for review"), S("dialling *234*5# from the till line")],
           ["KES 100,000"],
           "B2B decline for the limit rule; tier SILVER, max 100,000; raise_float_limit decision ESCALATE; USSD "
           "code from kb#agent-float-help."),
        bad("Hello, your KSh 20,000 top-up was declined because it would have taken your float above KSh 100,000. "
            "I have raised your float limit to KSh 150,000, so you can try the top-up again now. No money left your "
            "bank account.",
            [S("top-up was declined"), C("raised your float limit to KSh 150,000", NE),
             S("No money left your bank account")],
            ["refused_call_effect"], ["raised your float limit"],
            "raise_float_limit was ESCALATED for review; max_balance_minor is still 10000000."),
        bad("Hello, your KSh 20,000 top-up was declined because your float is already KSh 95,200. The maximum float "
            "for Silver agents is KSh 250,000. You can top up by up to KSh 14,800 today.",
            [S("float is already KSh 95,200"), C("maximum float for Silver agents is KSh 250,000", POL, AMT),
             C("up to KSh 14,800", AMT)],
            ["wrong_value", "wrong_arithmetic"], ["250,000", "14,800"],
            "250,000 is the Gold maximum; Silver is 100,000, leaving room for 4,800, not 14,800."),
    ],
    rep("Hello, your KSh 20,000 top-up was declined because it would take your float above the KSh 100,000 Silver "
        "limit. Your current float is KSh 95,200, so you can top up by up to KSh 5,200.",
        [S("KSh 20,000 top-up was declined"), S("current float is KSh 95,200"), C("up to KSh 5,200", AMT)],
        ["wrong_arithmetic"], ["KSh 5,200"], ["4,800|4800", "95,200|95200"],
        "100,000 - 95,200 = 4,800."),
)

# ================================================================ FLOAT 3: monthly commission payout
bundle(
    "float-commission", FLOAT,
    "Has my March commission been paid? How much did I get?",
    "2027-04-06T10:00:00+03:00",
    [
        rec("commission_statement#731205-2027-03", "tool:get_commission_statement", {
            "agent_number": "731205", "agent_name": "Halima Yusuf", "period": "2027-03",
            "gross_minor": 842000, "withholding_tax": {"rate": "0.10", "amount_minor": 84200},
            "net_minor": 757800, "status": "PAID", "paid_at": "2027-04-05T10:20:14+03:00",
            "payout_receipt": "RGD8QW31ZN"}),
        rec("commission_statement#731205-2027-02", "tool:get_commission_statement", {
            "agent_number": "731205", "period": "2027-02", "gross_minor": 768000,
            "withholding_tax": {"rate": "0.10", "amount_minor": 76800}, "net_minor": 691200, "status": "PAID",
            "paid_at": "2027-03-05T10:05:51+03:00", "payout_receipt": "RFC2LA77TU"}),
        rec("b2c_result#AG_20270405_000071aa20e9", "tool:mpesa_b2c_result", {"Result": {
            "ResultType": 0, "ResultCode": 0, "ResultDesc": "The service request is processed successfully.",
            "OriginatorConversationID": "7312-0405118-1", "ConversationID": "AG_20270405_000071aa20e9",
            "TransactionID": "RGD8QW31ZN",
            "ResultParameters": {"ResultParameter": [
                {"Key": "TransactionAmount", "Value": 7578},
                {"Key": "TransactionReceipt", "Value": "RGD8QW31ZN"},
                {"Key": "B2CRecipientIsRegisteredCustomer", "Value": "Y"},
                {"Key": "ReceiverPartyPublicName", "Value": "254711637508 - HALIMA YUSUF"},
                {"Key": "TransactionCompletedDateTime", "Value": "05.04.2027 10:20:14"},
                {"Key": "B2CUtilityAccountAvailableFunds", "Value": 412990.00},
                {"Key": "B2CWorkingAccountAvailableFunds", "Value": 0.00}]}}}),
        pol("policy#commission", "v3",
            "Agent commission for each month is paid by M-Pesa by the 5th of the following month. Withholding tax "
            "of 10% is deducted from gross commission, as required by law, and the tax certificate can be "
            "downloaded from the agent portal. Commission below KSh 100 in a month is carried forward to the next "
            "month."),
    ],
    [
        ok("Hello Halima, your March 2027 commission was paid on 05/04/2027 at 10:20. Your gross commission was "
           "KSh 8,420. Withholding tax of 10%, KSh 842, was deducted. You received KSh 7,578 (M-Pesa ref. "
           "RGD8QW31ZN). You can download the tax certificate from the agent portal.",
           [S("commission was paid on 05/04/2027 at 10:20"), S("gross commission was KSh 8,420"),
            S("Withholding tax of 10%, KSh 842"), S("received KSh 7,578"),
            S("download the tax certificate from the agent portal")],
           ["KSh 7,578", "05/04/2027"],
           "2027-03 statement: gross 842000, tax 84200 at 0.10, net 757800 PAID 05/04 10:20; B2C 7578 "
           "RGD8QW31ZN; certificate in policy#commission."),
        ok("Hi Halima. March commission: KES 7,578 net, paid on 5 April 2027. That is after KES 842 withholding tax "
           "on KES 8,420 gross.",
           [S("KES 7,578 net, paid on 5 April 2027"), S("after KES 842 withholding tax on KES 8,420 gross")],
           ["KES 7,578"],
           "net_minor 757800, paid_at 2027-04-05; withholding 84200 on gross 842000."),
        bad("Hello Halima, your March commission was paid on 05/04/2027. After 10% withholding tax, you received "
            "KSh 6,912 (M-Pesa ref. RGD8QW31ZN). The tax certificate is available in the agent portal.",
            [S("March commission was paid on 05/04/2027"), C("received KSh 6,912", AMT),
             S("tax certificate is available in the agent portal")],
            ["other_record_value"], ["6,912"],
            "6,912 is February's net (691200); March's net_minor is 757800 = KSh 7,578."),
        bad("Hello Halima, we paid you KSh 8,420 in commission for March on 05/04/2027. Commission is paid by the "
            "10th of the following month.",
            [C("paid you KSh 8,420", AMT), C("by the 10th of the following month", POL, DATE)],
            ["wrong_role", "wrong_period"], ["paid you KSh 8,420", "10th of the following month"],
            "8,420 is gross; the amount paid (net) was 7,578; policy says by the 5th."),
    ],
    rep("Hello Halima, your March commission of KSh 7,578 was paid on 05/04/2027. This is after KSh 842 in tax, "
        "which is 15% of your gross commission.",
        [S("March commission of KSh 7,578 was paid on 05/04/2027"), C("15% of your gross commission", POL, VAL)],
        ["wrong_value"], ["15%"], ["10%|10 percent|ten percent", "7,578|7578"],
        "withholding_tax.rate is 0.10 and the policy says 10%."),
)

# ================================================================ FLOAT 4: float sent to the wrong till
bundle(
    "float-wrong-till", FLOAT,
    "I sent 30,000 float to the wrong till by mistake. Please reverse it.",
    "2027-04-10T16:00:00+03:00",
    [
        rec("b2b_result#AG_20270410_0000b71c0e58", "tool:mpesa_b2b_result", {"Result": {
            "ResultType": 0, "ResultCode": 0, "ResultDesc": "The service request is processed successfully.",
            "OriginatorConversationID": "3881-70452201-1", "ConversationID": "AG_20270410_0000b71c0e58",
            "TransactionID": "RGK2M5TQ8B",
            "ResultParameters": {"ResultParameter": [
                {"Key": "Amount", "Value": 30000.00},
                {"Key": "TransCompletedTime", "Value": 20270410143055},
                {"Key": "ReceiverPartyPublicName", "Value": "604491 - Kilimo Mart Eldoret"},
                {"Key": "Currency", "Value": "KES"}]}}}),
        rec("agent_account#388120", "tool:get_agent_account", {
            "agent_number": "388120", "business_name": "Otieno Mobile Point", "tier": "SILVER",
            "float": {"balance_minor": 4130000, "max_balance_minor": 10000000},
            "saved_payees": [{"till": "604419", "name": "Mama Wanjiru Shop Nyeri"}]}),
        rec("reversal_case#REV-2091", "tool:get_reversal_case", {
            "case_id": "REV-2091", "transaction_id": "RGK2M5TQ8B", "amount_minor": 3000000,
            "receiving_till": "604491", "intended_till": "604419", "status": "AWAITING_RECEIVER_CONSENT",
            "opened_at": "2027-04-10T15:02:00+03:00", "consent_deadline": "2027-04-12T15:02:00+03:00"}),
        refused("reverse_transaction#call-1", "reverse_transaction", "ESCALATE", {"transaction_id": "RGK2M5TQ8B"}),
        pol("policy#wrong-till", "v2",
            "Float sent to the wrong till can only be returned with the receiving agent's consent. We contact the "
            "receiving agent, and if they agree, the reversal is completed within 48 hours. If they do not respond "
            "within 48 hours, the case is passed to our fraud team. Never send float to a till you have not "
            "confirmed by phone."),
    ],
    [
        ok("Hello Otieno Mobile Point, I can see that the KSh 30,000 float you sent at 14:30 today went to till "
           "604491, Kilimo Mart Eldoret, instead of 604419. I could not reverse it directly, because the receiving "
           "agent must agree first. Case REV-2091 is open and we are contacting them. If they agree, the reversal "
           "is completed within 48 hours. Your float balance is currently KSh 41,300.",
           [S("KSh 30,000 float you sent at 14:30 today went to till 604491"), S("could not reverse it directly"),
            S("receiving agent must agree first"), S("Case REV-2091 is open"),
            S("reversal is completed within 48 hours"), S("float balance is currently KSh 41,300")],
           ["REV-2091", "604491"],
           "B2B 30000 at 14:30:55 to 604491 Kilimo Mart; REV-2091 AWAITING_RECEIVER_CONSENT with intended 604419; "
           "reverse_transaction ESCALATED; 48 hours in policy; balance_minor 4130000."),
        ok("Hi, reversal case REV-2091 is open for the KES 30,000 sent to 604491 by mistake. We need the receiving "
           "agent's consent before the money can come back.",
           [S("reversal case REV-2091 is open for the KES 30,000 sent to 604491"),
            S("need the receiving agent's consent")],
           ["REV-2091"],
           "reversal_case REV-2091 status AWAITING_RECEIVER_CONSENT; consent rule in policy#wrong-till."),
        bad("Hello, I can see the KSh 30,000 went to till 604491 (Kilimo Mart Eldoret) by mistake. I have reversed "
            "the transaction, and the float will be back on your till shortly. Case reference: REV-2091.",
            [S("went to till 604491"), C("I have reversed the transaction", NE), S("Case reference: REV-2091")],
            ["refused_call_effect"], ["I have reversed"],
            "reverse_transaction was ESCALATED; the case awaits the receiver's consent."),
        bad("Hello, your KSh 30,000 float went to till 604419 instead of 604491. Case REV-2091 is open, and we are "
            "asking the receiving agent to agree to the reversal. If they do not respond within 24 hours, the case "
            "goes to our fraud team.",
            [C("went to till 604419 instead of 604491", IDM), S("Case REV-2091 is open"),
             C("within 24 hours", POL)],
            ["wrong_id", "wrong_period"], ["till 604419 instead of 604491", "within 24 hours"],
            "receiving_till is 604491 and intended_till 604419 (swapped in the draft); the fraud-team step is after "
            "48 hours."),
    ],
    rep("Hello, your KSh 30,000 float went to till 604491 (Kilimo Mart Eldoret) by mistake. Case REV-2091 is open. "
        "If the receiving agent agrees, the reversal is completed within 72 hours.",
        [S("went to till 604491"), S("Case REV-2091 is open"), C("within 72 hours", POL)],
        ["wrong_period"], ["72 hours"], ["48 hours|48 hrs|two days|2 days", "REV-2091"],
        "policy#wrong-till: completed within 48 hours."),
)

# ================================================================ FLOAT 5: overnight float repayment
bundle(
    "float-overnight-repay", FLOAT,
    "How much of last night's overnight float do I still owe?",
    "2027-04-13T09:30:00+03:00",
    [
        rec("overnight_float#OD-88231", "tool:get_overnight_float", {
            "od_id": "OD-88231", "agent_number": "220915", "agent_name": "Chebet Cyber & M-Pesa",
            "principal_minor": 2000000, "fee": {"rate": "0.015", "amount_minor": 30000},
            "drawn_at": ep("2027-04-12T19:05:00+03:00"), "repayment_starts_at": ep("2027-04-13T08:00:00+03:00"),
            "repaid_minor": 1500000, "outstanding_minor": 530000, "status": "PARTIALLY_REPAID",
            "late_fee_minor": 0, "tz": "Africa/Nairobi"}),
        rec("overnight_float#OD-87702", "tool:get_overnight_float", {
            "od_id": "OD-87702", "agent_number": "220915", "principal_minor": 1500000,
            "fee": {"rate": "0.015", "amount_minor": 22500}, "repaid_minor": 1522500, "outstanding_minor": 0,
            "status": "REPAID", "repaid_at": ep("2027-04-06T08:14:00+03:00")}),
        rec("agent_account#220915", "tool:get_agent_account", {
            "agent_number": "220915", "business_name": "Chebet Cyber & M-Pesa", "tier": "GOLD",
            "float": {"balance_minor": 890000}, "overnight_float": {"suspended_until": None}}),
        pol("policy#overnight-float", "v2",
            "Overnight float is repaid automatically from your float from 08:00 the next morning. The fee is 1.5% "
            "of the amount drawn. Any amount still unpaid at 12:00 is charged a late fee of KSh 200, and overnight "
            "float is suspended for 7 days."),
    ],
    [
        ok("Hello Chebet, your overnight float of KSh 20,000 plus the KSh 300 fee comes to KSh 20,300. So far "
           "KSh 15,000 has been recovered from your float, leaving KSh 5,300 to repay. Please make sure it is "
           "cleared before 12:00 today to avoid the KSh 200 late fee and a 7-day suspension of overnight float.",
           [S("KSh 20,000 plus the KSh 300 fee comes to KSh 20,300"), S("KSh 15,000 has been recovered"),
            S("leaving KSh 5,300 to repay"), S("cleared before 12:00 today")],
           ["KSh 5,300", "12:00"],
           "OD-88231 principal 2000000 + fee 30000; repaid 1500000; outstanding_minor 530000; noon late fee and "
           "suspension in policy#overnight-float."),
        ok("Hi Chebet,\n- Drawn: KES 20,000 at 19:05 on 12/04/2027\n- Fee: KES 300 (1.5%)\n"
           "- Repaid so far: KES 15,000\n- Still owed: KES 5,300\nRepayment is taken automatically from your float.",
           [S("Drawn: KES 20,000 at 19:05 on 12/04/2027"), S("Fee: KES 300 (1.5%)"),
            S("Repaid so far: KES 15,000"), S("Still owed: KES 5,300"), S("taken automatically from your float")],
           ["KES 5,300"],
           "drawn_at epoch = 12/04/2027 19:05 Nairobi; fee rate 0.015 = 300; repaid/outstanding fields; automatic "
           "repayment in policy."),
        ok("Chebet, KSh 5,300 of your overnight float is still outstanding; it is taken from your float "
           "automatically, and anything unpaid at noon attracts a KSh 200 late fee.",
           [S("KSh 5,300 of your overnight float is still outstanding"), S("taken from your float automatically"),
            S("unpaid at noon attracts a KSh 200 late fee")],
           ["KSh 5,300"],
           "outstanding_minor 530000; repayment and late-fee rules in policy#overnight-float."),
        bad("Hello Chebet, you drew KSh 20,000 of overnight float last night. KSh 15,000 has already been repaid "
            "from your float. That leaves KSh 5,000 to repay before 12:00 today.",
            [S("drew KSh 20,000 of overnight float last night"), S("KSh 15,000 has already been repaid"),
             C("leaves KSh 5,000 to repay", AMT)],
            ["wrong_arithmetic"], ["KSh 5,000 to repay"],
            "The KSh 300 fee is left out; outstanding_minor is 530000 = KSh 5,300."),
        bad("Hello Chebet, KSh 5,300 of your overnight float is still outstanding. Please clear it before 18:00 "
            "today. As a Gold agent, you will not be charged a late fee.",
            [S("KSh 5,300 of your overnight float is still outstanding"), C("before 18:00 today", TIME, POL),
             CI("will not be charged a late fee", "NLI_CONTRADICTION", NOPOL)],
            ["wrong_time", "invented_promise"], ["before 18:00", "will not be charged a late fee"],
            "The policy deadline is 12:00; the late fee applies to any amount unpaid, with no Gold exemption."),
    ],
    rep("Hello Chebet, KSh 15,000 of your overnight float has been repaid. KSh 5,300 is still outstanding. The fee "
        "was 3% of the amount drawn.",
        [S("KSh 15,000 of your overnight float has been repaid"), S("KSh 5,300 is still outstanding"),
         C("3% of the amount drawn", POL, VAL)],
        ["wrong_value"], ["3% of the amount"], ["1.5%|1.5 percent|KSh 300|KES 300", "5,300|5300"],
        "fee.rate 0.015 and policy#overnight-float: 1.5% (KSh 300)."),
)



# ---------------------------------------------------------------- build + self-check
def check(draft, d, kind):
    txt = d["draft"]
    for p in d["probes"]:
        n = txt.count(p["contains"])
        assert n == 1, (kind, p["contains"], n, txt)
    if kind == "correct":
        assert not d["errors"] and not d["excludes"]
        for inc in d["includes"]:
            assert inc in txt, (inc, txt)
        for p in d["probes"]:
            assert p["verdict_in"] in (["supported"], ["not_applicable"]), p
    else:
        assert d["errors"], txt
        for ex in d["excludes"]:
            assert ex in txt, (ex, txt)
        wrong = [p for p in d["probes"] if "supported" not in p["verdict_in"] and
                 "not_applicable" not in p["verdict_in"]]
        assert len(wrong) == len(d["errors"]), (txt, d["errors"], wrong)
    if kind == "repair":
        assert 1 <= len(d["errors"]) <= 2
        # the first include entry is the correction and must be absent from the draft
        alts = d["includes"][0].split("|")
        assert not any(a in txt for a in alts), (alts, txt)
        for inc in d["includes"][1:]:
            assert any(a in txt for a in inc.split("|")), (inc, txt)


def main():
    cases, repairs = [], []
    n = 0
    all_correct_drafts = []
    for bi, b in enumerate(BUNDLES, 1):
        for d in b["drafts"]:
            n += 1
            kind = "correct" if not d["errors"] else "wrong"
            check(b, d, kind)
            cid = f"{W}-{n:03d}-{b['scenario']}"
            if d["errors"]:
                cid += "-" + d["errors"][0].replace("_", "-")
            cases.append(line(cid, b, d, ["sent"] if kind == "correct" else None))
            if kind == "correct":
                all_correct_drafts.append((b["scenario"], d["draft"]))
        r = b["repair"]
        check(b, r, "repair")
        rid = f"{W}-r{bi:02d}-{b['scenario']}"
        repairs.append(line(rid, b, r, ["repaired"]))
    # an exclude must never sit inside a correct draft of the same bundle
    for b in BUNDLES:
        goods = [d["draft"] for d in b["drafts"] if not d["errors"]]
        for d in b["drafts"] + [b["repair"]]:
            for ex in d["excludes"]:
                for g in goods:
                    assert ex not in g, (b["scenario"], ex, g)
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for c in repairs:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    correct = sum(1 for c in cases if not c["meta"]["errors"])
    errs = {}
    for c in cases:
        for e in c["meta"]["errors"]:
            errs[e] = errs.get(e, 0) + 1
    rerrs = {}
    for c in repairs:
        for e in c["meta"]["errors"]:
            rerrs[e] = rerrs.get(e, 0) + 1
    print(json.dumps({"bundles": len(BUNDLES), "cases": len(cases), "correct": correct,
                      "wrong": len(cases) - correct, "repair": len(repairs),
                      "errors": dict(sorted(errs.items())),
                      "repair_errors": dict(sorted(rerrs.items()))}, indent=1))


def line(cid, b, d, outcome):
    case = {"schema": "halcheck.case/1", "id": cid, "question": b["question"], "draft": d["draft"],
            "evidence": b["evidence"], "now": b["now"]}
    return {"case": case,
            "expect": {"probes": d["probes"], "outcome_in": outcome,
                       "final_excludes": d["excludes"], "final_includes": d["includes"]},
            "meta": {"writer": W, "domain": b["domain"], "scenario": b["scenario"], "api_family": API,
                     "errors": d["errors"], "notes": d["notes"]}}


if __name__ == "__main__":
    main()
