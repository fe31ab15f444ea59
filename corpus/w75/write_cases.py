"""Writer w75: builds cases.jsonl and repair.jsonl.

Every evidence bundle, draft, probe and note below was written by hand for its scenario;
this file only serialises them and runs a few sanity checks on the probes.
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
W = "w75"
API = "ISO 20022 messages rendered as JSON (camt.053, camt.054, pain.001, pacs.004)"
CASES = []
REPAIRS = []


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def C(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}


def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"],
            "reason_in": list(r) or ["CLAIM_WITHOUT_TOOL_EVIDENCE"]}


def CI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, text, revision=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def add(num, scen, domain, question, draft, evidence, probes, errors=(), excludes=(), includes=(),
        notes="", now=None, suffix=None):
    cid = f"{W}-{num:03d}-{scen}" + (f"-{suffix}" if suffix else "")
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    CASES.append({"case": case,
                  "expect": {"probes": probes, "outcome_in": None if errors else ["sent"],
                             "final_excludes": list(excludes), "final_includes": list(includes)},
                  "meta": {"writer": W, "domain": domain, "scenario": scen, "api_family": API,
                           "errors": list(errors), "notes": notes}})


def rep(num, scen, domain, question, draft, evidence, probes, errors, excludes, includes, notes, now=None):
    cid = f"{W}-r{num:02d}-{scen}"
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    REPAIRS.append({"case": case,
                    "expect": {"probes": probes, "outcome_in": ["repaired"],
                               "final_excludes": list(excludes), "final_includes": list(includes)},
                    "meta": {"writer": W, "domain": domain, "scenario": scen, "api_family": API,
                             "errors": list(errors), "notes": notes}})


# ---------------------------------------------------------------------------
# Scenario 1 (credit union): annual dividend on the member share account
# ---------------------------------------------------------------------------
D_CU = "credit union"
EV_DIV = [
    rec("camt053#STM-2100488213-2026-04", "tool:get_account_statement", {
        "GrpHdr": {"MsgId": "VDZ-STM-20260430-488213", "CreDtTm": "2026-04-30T23:10:04+02:00"},
        "Stmt": {
            "Id": "STM-2100488213-202604", "ElctrncSeqNb": "4",
            "FrToDt": {"FrDtTm": "2026-04-01T00:00:00+02:00", "ToDtTm": "2026-04-30T23:59:59+02:00"},
            "Acct": {"Id": {"Othr": {"Id": "2100488213"}}, "Ccy": "CZK",
                     "Nm": "Clensky podil / Member share account",
                     "Ownr": {"Nm": "Radka Vondruskova"}},
            "Bal": [
                {"Tp": {"CdOrPrtry": {"Cd": "OPBD"}}, "Amt": {"Ccy": "CZK", "value": "61420.00"},
                 "CdtDbtInd": "CRDT", "Dt": {"Dt": "2026-04-01"}},
                {"Tp": {"CdOrPrtry": {"Cd": "CLBD"}}, "Amt": {"Ccy": "CZK", "value": "62986.12"},
                 "CdtDbtInd": "CRDT", "Dt": {"Dt": "2026-04-30"}}],
            "Ntry": [
                {"NtryRef": "DIV2025-488213", "AcctSvcrRef": "VDZ26043000172",
                 "Amt": {"Ccy": "CZK", "value": "1842.50"}, "CdtDbtInd": "CRDT",
                 "Sts": {"Cd": "BOOK"}, "BookgDt": {"Dt": "2026-04-30"}, "ValDt": {"Dt": "2026-04-01"},
                 "BkTxCd": {"Prtry": {"Cd": "DIVIDEND"}},
                 "NtryDtls": {"TxDtls": [{"Refs": {"EndToEndId": "NOTPROVIDED"},
                                          "RmtInf": {"Ustrd": ["DIVIDENDA ZA ROK 2025 3,00 %"]}}]}},
                {"NtryRef": "WHT2025-488213", "AcctSvcrRef": "VDZ26043000173",
                 "Amt": {"Ccy": "CZK", "value": "276.38"}, "CdtDbtInd": "DBIT",
                 "Sts": {"Cd": "BOOK"}, "BookgDt": {"Dt": "2026-04-30"}, "ValDt": {"Dt": "2026-04-01"},
                 "BkTxCd": {"Prtry": {"Cd": "WITHHOLDING_TAX"}},
                 "NtryDtls": {"TxDtls": [{"Refs": {"EndToEndId": "NOTPROVIDED"},
                                          "RmtInf": {"Ustrd": ["SRAZKOVA DAN 15 % Z DIVIDENDY"]}}]}}]}}),
    rec("camt053#STM-2100488213-2025-04", "tool:get_account_statement", {
        "Stmt": {
            "Id": "STM-2100488213-202504",
            "FrToDt": {"FrDtTm": "2025-04-01T00:00:00+02:00", "ToDtTm": "2025-04-30T23:59:59+02:00"},
            "Acct": {"Id": {"Othr": {"Id": "2100488213"}}, "Ccy": "CZK"},
            "Ntry": [
                {"NtryRef": "DIV2024-488213", "Amt": {"Ccy": "CZK", "value": "1611.00"}, "CdtDbtInd": "CRDT",
                 "Sts": {"Cd": "BOOK"}, "BookgDt": {"Dt": "2025-04-29"}, "ValDt": {"Dt": "2025-04-01"},
                 "NtryDtls": {"TxDtls": [{"RmtInf": {"Ustrd": ["DIVIDENDA ZA ROK 2024 2,75 %"]}}]}}]}}),
    pol("policy#member-dividends",
        "Dividends on member shares are declared each year by the annual general meeting. "
        "For the 2025 financial year the meeting declared 3.00 % on the average daily share balance. "
        "The dividend is credited with a value date of 1 April, even when it is booked later in April. "
        "Withholding tax of 15 % is deducted at source and appears as a separate debit on the same day. "
        "The net dividend stays in the member share account unless the member has asked in writing for it "
        "to be paid out to a current account.", revision="2026-03"),
]
Q_DIV = ("Hello, has my dividend for last year been paid into the share account yet? "
         "And how much did I actually get after tax?")
NOW_DIV = "2026-05-06T10:15:00+02:00"

add(1, "cu-dividend", D_CU, Q_DIV,
    "Dear Ms Vondruskova,\n\nThank you for your message. The 2025 dividend has been credited to your member "
    "share account 2100488213. The gross dividend was 1 842,50 Kč; it was booked on 30.04.2026 with a value "
    "date of 01.04.2026. Withholding tax of 15 %, that is 276,38 Kč, was deducted as a separate entry on the "
    "same day, which leaves you a net dividend of 1 566,12 Kč. Your closing balance on 30.04.2026 was "
    "62 986,12 Kč.\n\nKind regards,\nMember Services",
    EV_DIV,
    [NA("Thank you for your message"),
     S("credited to your member share account 2100488213"),
     S("The gross dividend was 1 842,50 Kč"),
     S("it was booked on 30.04.2026"),
     S("value date of 01.04.2026"),
     S("Withholding tax of 15 %, that is 276,38 Kč"),
     S("net dividend of 1 566,12 Kč"),
     S("closing balance on 30.04.2026 was 62 986,12 Kč")],
    includes=["1 842,50 Kč", "1 566,12 Kč"],
    notes="Dividend entry DIV2025 (1842.50 CRDT, BookgDt 2026-04-30, ValDt 2026-04-01) and tax entry 276.38 DBIT; "
          "1842.50-276.38=1566.12; CLBD 62986.12.")

add(2, "cu-dividend", D_CU, Q_DIV,
    "Yes, it has arrived. Summary for share account 2100488213:\n"
    "- Dividend (gross): CZK 1,842.50, booking date 30 April 2026, value date 1 April 2026\n"
    "- Tax withheld at 15 %: CZK 276.38\n"
    "- Net amount: CZK 1,566.12\n"
    "Under our dividend rules the net amount stays in the share account unless you ask us in writing to pay "
    "it out to a current account.",
    EV_DIV,
    [S("Yes, it has arrived"),
     S("Dividend (gross): CZK 1,842.50"),
     S("booking date 30 April 2026"),
     S("value date 1 April 2026"),
     S("Tax withheld at 15 %: CZK 276.38"),
     S("Net amount: CZK 1,566.12"),
     S("stays in the share account unless you ask us in writing")],
    includes=["1,566.12"],
    notes="Entries DIV2025 and WHT2025 in the April 2026 statement; payout rule from policy#member-dividends.")

add(3, "cu-dividend", D_CU, Q_DIV,
    "Good morning, your 2025 dividend of 1 842,50 Kč was booked to your account on 01.04.2026. "
    "After the 15 % withholding tax of 276,38 Kč you received 1 566,12 Kč net.",
    EV_DIV,
    [S("your 2025 dividend of 1 842,50 Kč"),
     C("booked to your account on 01.04.2026", "DATE_MISMATCH"),
     S("15 % withholding tax of 276,38 Kč"),
     S("you received 1 566,12 Kč net")],
    errors=["wrong_date"], excludes=["booked to your account on 01.04.2026"],
    notes="BookgDt of DIV2025 is 2026-04-30; 2026-04-01 is only the value date (ValDt). Amounts match the entries.",
    suffix="wrong-date")

add(4, "cu-dividend", D_CU, Q_DIV,
    "The dividend for 2025 has been paid. This year the annual general meeting declared 3.50 % on your "
    "average daily share balance, which came to 1 842,50 Kč before tax. After withholding tax of 276,38 Kč "
    "you were left with 1 576,12 Kč, and your share account closed April at 62 986,12 Kč.",
    EV_DIV,
    [S("The dividend for 2025 has been paid"),
     C("declared 3.50 %", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     S("came to 1 842,50 Kč before tax"),
     S("withholding tax of 276,38 Kč"),
     C("you were left with 1 576,12 Kč", "AMOUNT_MISMATCH"),
     S("closed April at 62 986,12 Kč")],
    errors=["wrong_value", "wrong_arithmetic"], excludes=["3.50 %", "1 576,12"],
    notes="Policy says the meeting declared 3.00 %; 1842.50-276.38 is 1566.12, not 1576.12.",
    suffix="rate-and-net")

rep(1, "cu-dividend", D_CU, Q_DIV,
    "Hello Ms Vondruskova, the dividend is in: 1 611,00 Kč gross was credited to share account 2100488213 "
    "on 30.04.2026. Withholding tax of 276,38 Kč was deducted the same day.",
    EV_DIV,
    [C("1 611,00 Kč gross", "AMOUNT_MISMATCH"),
     S("credited to share account 2100488213"),
     S("on 30.04.2026"),
     S("Withholding tax of 276,38 Kč was deducted the same day")],
    ["other_record_value"], ["1 611,00"], ["1 842,50|1,842.50|1842.50", "276,38|276.38"],
    "1611.00 is the 2024 dividend in the April 2025 statement; the 2025 dividend entry DIV2025 is 1842.50.")

# ---------------------------------------------------------------------------
# Scenario 2 (credit union): loan instalment sent from another bank, still pending
# ---------------------------------------------------------------------------
EV_LOAN = [
    rec("camt054#NTF-20260513-5520417", "tool:get_incoming_notifications", {
        "GrpHdr": {"MsgId": "VDZ-NTF-20260513-0091", "CreDtTm": "2026-05-13T15:02:11+02:00"},
        "Ntfctn": {
            "Id": "NTF-5520417-0513",
            "Acct": {"Id": {"Othr": {"Id": "55-20417", "SchmeNm": {"Prtry": "LOAN"}}}, "Ccy": "CZK",
                     "Ownr": {"Nm": "Marek Holub"}},
            "Ntry": [
                {"NtryRef": "IN-0513-3318", "Amt": {"Ccy": "CZK", "value": "4500.00"}, "CdtDbtInd": "CRDT",
                 "Sts": {"Cd": "PDNG"}, "ValDt": {"Dt": "2026-05-13"},
                 "NtryDtls": {"TxDtls": [{
                     "Refs": {"EndToEndId": "SPL-HOLUB-0526", "AcctSvcrRef": "VDZ2605130331"},
                     "RltdPties": {"Dbtr": {"Nm": "Marek Holub"},
                                   "DbtrAcct": {"Id": {"IBAN": "CZ6508000000192000145399"}}},
                     "RmtInf": {"Ustrd": ["SPLATKA UVER 55-20417 KVETEN"]}}]}}]}}),
    rec("loan#55-20417", "tool:get_loan", {
        "loanId": "55-20417", "product": "CONSUMER_LOAN_FIXED", "status": "CURRENT",
        "outstandingPrincipal": {"Ccy": "CZK", "value": "118340.00"},
        "arrears": {"Ccy": "CZK", "value": "0.00"},
        "nextInstalment": {"seq": 17, "dueDate": "2026-05-20", "status": "DUE",
                           "amount": {"Ccy": "CZK", "value": "4500.00"}},
        "lastInstalment": {"seq": 16, "dueDate": "2026-04-20", "status": "PAID", "bookedOn": "2026-04-17",
                           "amount": {"Ccy": "CZK", "value": "4500.00"}}}),
    pol("policy#loan-instalments",
        "Instalments on consumer loans fall due on the 20th day of each month. "
        "A payment counts as received on the date it is booked to the loan account, not on the date it was sent. "
        "Payments arriving from other banks are normally booked on the next business day after they reach us. "
        "If an instalment has not been booked within 5 calendar days after its due date, a late fee of 250 Kč "
        "is charged to the loan account.", revision="v4"),
]
Q_LOAN = ("I sent my May loan payment from my account at another bank this morning. Has it reached you? "
          "I really don't want to pay a late fee.")
NOW_LOAN = "2026-05-13T16:40:00+02:00"

add(5, "cu-loan-pending", D_CU, Q_LOAN,
    "Hello Mr Holub, we can see your payment of 4 500,00 Kč for loan 55-20417. At the moment it is pending, "
    "which means it has reached us but has not yet been booked to the loan account; its value date is "
    "13.05.2026. Your May instalment of 4 500,00 Kč is due on 20.05.2026. A late fee of 250 Kč would only be "
    "charged if the instalment were not booked within 5 calendar days after the due date.",
    EV_LOAN,
    [S("we can see your payment of 4 500,00 Kč for loan 55-20417"),
     S("At the moment it is pending"),
     S("has not yet been booked to the loan account"),
     S("its value date is 13.05.2026"),
     S("Your May instalment of 4 500,00 Kč"),
     S("is due on 20.05.2026"),
     S("late fee of 250 Kč would only be charged if the instalment were not booked within 5 calendar days")],
    includes=["pending", "20.05.2026"],
    notes="camt054 entry IN-0513-3318 Sts PDNG, ValDt 2026-05-13; loan#55-20417 nextInstalment due 2026-05-20; "
          "fee rule in policy#loan-instalments.")

add(6, "cu-loan-pending", D_CU, Q_LOAN,
    "It has reached us: the 4,500 CZK payment with reference SPL-HOLUB-0526 shows as pending against loan "
    "55-20417. Payments from other banks are normally booked on the next business day after they arrive, "
    "and it is the booking date that counts as the date we received it. Your instalment isn't due until "
    "20 May.",
    EV_LOAN,
    [S("the 4,500 CZK payment"),
     S("with reference SPL-HOLUB-0526"),
     S("shows as pending against loan"),
     S("normally booked on the next business day"),
     S("the booking date that counts as the date we received it"),
     S("isn't due until 20 May")],
    includes=["SPL-HOLUB-0526"],
    notes="EndToEndId SPL-HOLUB-0526, Sts PDNG; booking and receipt rules from policy#loan-instalments; due 2026-05-20.")

add(7, "cu-loan-pending", D_CU, Q_LOAN,
    "Good news, Mr Holub: your payment of 4 500,00 Kč was booked to loan 55-20417 today, 13.05.2026, so "
    "your May instalment is already settled. There is nothing more you need to do.",
    EV_LOAN,
    [S("your payment of 4 500,00 Kč"),
     C("was booked to loan 55-20417 today", "RECORD_STATE_MISMATCH"),
     C("your May instalment is already settled", "RECORD_STATE_MISMATCH"),
     NA("There is nothing more you need to do")],
    errors=["wrong_state", "wrong_state"], excludes=["was booked to loan", "already settled"],
    notes="Entry IN-0513-3318 has Sts PDNG with no BookgDt; nextInstalment seq 17 status is DUE, not paid.",
    now=NOW_LOAN, suffix="booked")

add(8, "cu-loan-pending", D_CU, Q_LOAN,
    "Your payment of 4 500,00 Kč has arrived and is pending; it will be booked to loan 55-20417 before 18:00 today. "
    "The May instalment is due on 20.05.2026, and in any case you have a 10-day grace period after the due "
    "date before the 250 Kč late fee applies.",
    EV_LOAN,
    [S("Your payment of 4 500,00 Kč has arrived and is pending"),
     CI("booked to loan 55-20417 before 18:00 today", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED",
        "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE"),
     S("The May instalment is due on 20.05.2026"),
     C("10-day grace period after the due date", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["invented_promise", "wrong_policy_condition"], excludes=["10-day grace period", "before 18:00 today"],
    notes="Policy gives 5 calendar days after the due date before the 250 Kč fee, not 10. Booking 'before 18:00 "
          "today' is a promise no record backs; policy says payments from other banks are normally booked the "
          "next business day.",
    now=NOW_LOAN, suffix="grace-period")

rep(2, "cu-loan-pending", D_CU, Q_LOAN,
    "Hello Mr Holub, your payment of 4 500,00 Kč has reached us and is pending. Your May instalment on loan "
    "55-20417 is due on 25.05.2026.",
    EV_LOAN,
    [S("your payment of 4 500,00 Kč has reached us and is pending"),
     S("Your May instalment on loan 55-20417"),
     C("is due on 25.05.2026", "DATE_MISMATCH")],
    ["wrong_date"], ["25.05.2026"], ["20.05.2026|20 May|20.5.2026|20. 5. 2026", "4 500,00|4,500|4500"],
    "loan#55-20417 nextInstalment.dueDate is 2026-05-20 (policy: due on the 20th).")

# ---------------------------------------------------------------------------
# Scenario 3 (credit union): partner-ATM fee on the fifth withdrawal, refund refused
# ---------------------------------------------------------------------------
def _atm(ref, day, amt, place, fee=None):
    e = {"NtryRef": ref, "Amt": {"Ccy": "CZK", "value": amt}, "CdtDbtInd": "DBIT", "Sts": {"Cd": "BOOK"},
         "BookgDt": {"Dt": day}, "ValDt": {"Dt": day}, "BkTxCd": {"Prtry": {"Cd": "ATM_WITHDRAWAL"}},
         "NtryDtls": {"TxDtls": [{"RmtInf": {"Ustrd": [place]}}]}}
    if fee:
        e["Chrgs"] = {"TtlChrgsAndTaxAmt": {"Ccy": "CZK", "value": fee},
                      "Rcrd": [{"Amt": {"Ccy": "CZK", "value": fee}, "CdtDbtInd": "DBIT",
                                "ChrgInclInd": False, "Tp": {"Prtry": {"Id": "ATM_PARTNER_FEE"}}}]}
    return e


EV_ATM = [
    rec("camt053#STM-2100603351-2026-05-interim", "tool:get_account_statement", {
        "Stmt": {
            "Id": "STM-2100603351-202605-I", "RptgSrc": {"Prtry": "INTRADAY"},
            "FrToDt": {"FrDtTm": "2026-05-01T00:00:00+02:00", "ToDtTm": "2026-05-22T08:00:00+02:00"},
            "Acct": {"Id": {"Othr": {"Id": "2100603351"}}, "Ccy": "CZK", "Ownr": {"Nm": "Tomáš Beneš"}},
            "Bal": [{"Tp": {"CdOrPrtry": {"Cd": "OPBD"}}, "Amt": {"Ccy": "CZK", "value": "23118.40"},
                     "CdtDbtInd": "CRDT", "Dt": {"Dt": "2026-05-01"}},
                    {"Tp": {"CdOrPrtry": {"Cd": "ITBD"}}, "Amt": {"Ccy": "CZK", "value": "13494.40"},
                     "CdtDbtInd": "CRDT", "Dt": {"Dt": "2026-05-22"}}],
            "Ntry": [
                _atm("ATM-0504-118", "2026-05-04", "2000.00", "ATM SIT PARTNER PRAHA 2 NAMESTI MIRU"),
                _atm("ATM-0509-042", "2026-05-09", "1500.00", "ATM SIT PARTNER PRAHA 10 VRSOVICE"),
                _atm("ATM-0514-207", "2026-05-14", "1000.00", "ATM SIT PARTNER PRAHA 2 NAMESTI MIRU"),
                {"NtryRef": "POS-0516-771", "Amt": {"Ccy": "CZK", "value": "89.00"}, "CdtDbtInd": "DBIT",
                 "Sts": {"Cd": "BOOK"}, "BookgDt": {"Dt": "2026-05-18"}, "ValDt": {"Dt": "2026-05-16"},
                 "BkTxCd": {"Prtry": {"Cd": "CARD_PAYMENT"}},
                 "NtryDtls": {"TxDtls": [{"RmtInf": {"Ustrd": ["KAVARNA U ZVONU PRAHA"]}}]}},
                _atm("ATM-0518-330", "2026-05-18", "3000.00", "ATM SIT PARTNER PRAHA 4 PANKRAC"),
                _atm("ATM-0521-019", "2026-05-21", "2000.00", "ATM SIT PARTNER PRAHA 2 NAMESTI MIRU", fee="35.00")]}}),
    rec("card-usage#2100603351-2026-05", "tool:get_card_usage", {
        "accountId": "2100603351", "cardMasked": "5168 **** **** 4471", "period": "2026-05",
        "partnerAtm": {"withdrawalsCount": 5, "freeAllowance": 4, "feePerWithdrawal": {"Ccy": "CZK", "value": "35.00"}},
        "otherBankAtm": {"withdrawalsCount": 0, "feePerWithdrawal": {"Ccy": "CZK", "value": "45.00"}},
        "feesChargedTotal": {"Ccy": "CZK", "value": "35.00"}}),
    pol("policy#atm-tariff",
        "Withdrawals at ATMs of other banks cost 45 Kč each, starting with the first one. "
        "Members can withdraw cash free of charge up to four times per calendar month at ATMs of our partner "
        "network. From the fifth partner-network withdrawal in the same calendar month, a fee of 35 Kč applies "
        "to each withdrawal. Fees charged in line with this tariff are not refunded.", revision="2026-01"),
    refused("refund_fee#call-1", "refund_fee", "DENY",
            {"accountId": "2100603351", "entryRef": "ATM-0521-019", "amount": {"Ccy": "CZK", "value": "35.00"},
             "reason": "TARIFF_FEE_CORRECT"}),
]
Q_ATM = ("Why was I charged 35 Kč for taking out cash on 21 May? I thought the partner ATMs were free. "
         "Can you refund it please?")
NOW_ATM = "2026-05-22T09:05:00+02:00"

add(9, "cu-atm-fee", D_CU, Q_ATM,
    "Dear Mr Beneš,\n\nI have looked at your May withdrawals. Partner-network ATMs are free for up to four "
    "withdrawals in a calendar month, and a fee of 35 Kč applies from the fifth one. Your withdrawal of "
    "2 000,00 Kč on 21.05.2026 was your fifth at a partner ATM this month, after those on 4, 9, 14 and "
    "18 May, so the 35 Kč fee was charged in line with the tariff. I am sorry, but I was not able to refund "
    "it: fees charged according to the tariff are not refunded.\n\nYours sincerely,\nMember Services",
    EV_ATM,
    [S("free for up to four withdrawals in a calendar month"),
     S("a fee of 35 Kč applies from the fifth one"),
     S("Your withdrawal of 2 000,00 Kč on 21.05.2026"),
     S("was your fifth at a partner ATM this month"),
     S("after those on 4, 9, 14 and 18 May"),
     S("the 35 Kč fee was charged in line with the tariff"),
     S("I was not able to refund it"),
     S("fees charged according to the tariff are not refunded")],
    includes=["fifth", "35 Kč"],
    notes="card-usage withdrawalsCount 5, freeAllowance 4; ATM-0521-019 carries Chrgs 35.00; refund_fee was DENY; "
          "tariff text in policy#atm-tariff.")

add(10, "cu-atm-fee", D_CU, Q_ATM,
    "Here is what happened in May at partner ATMs:\n"
    "• 4 May – 2 000 Kč\n• 9 May – 1 500 Kč\n• 14 May – 1 000 Kč\n• 18 May – 3 000 Kč\n"
    "• 21 May – 2 000 Kč, plus a 35 Kč fee\n"
    "That is five withdrawals, 9 500 Kč in total. Only the first four in a month are free, which is why the "
    "fifth was charged. Your refund request was declined because the fee matches our tariff.",
    EV_ATM,
    [S("4 May – 2 000 Kč"), S("9 May – 1 500 Kč"), S("14 May – 1 000 Kč"), S("18 May – 3 000 Kč"),
     S("21 May – 2 000 Kč, plus a 35 Kč fee"),
     S("That is five withdrawals"),
     S("9 500 Kč in total"),
     S("Only the first four in a month are free"),
     S("Your refund request was declined")],
    includes=["9 500 Kč"],
    notes="Five ATM_WITHDRAWAL entries 2000+1500+1000+3000+2000 = 9500; the 89.00 entry is a card payment. "
          "refund_fee DENY.")

add(11, "cu-atm-fee", D_CU, Q_ATM,
    "I'm sorry for the confusion, Mr Beneš. The 35 Kč fee was charged because 21 May was your fifth "
    "partner-ATM withdrawal this month. As a goodwill gesture I have refunded the 35 Kč to account "
    "2100603351, and you will see it there by Monday.",
    EV_ATM,
    [NA("I'm sorry for the confusion"),
     S("was your fifth partner-ATM withdrawal this month"),
     C("I have refunded the 35 Kč to account 2100603351", "NOT_EXECUTED"),
     CI("you will see it there by Monday", "NOT_EXECUTED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["refused_call_effect", "invented_promise"],
    excludes=["I have refunded the 35 Kč", "see it there by Monday"],
    notes="refund_fee#call-1 was DENY, so the refund did not happen and no credit is due by Monday.",
    now=NOW_ATM, suffix="refund-done")

add(12, "cu-atm-fee", D_CU, Q_ATM,
    "Thank you for flagging this. Our records show the withdrawal of 2 000,00 Kč on 21 May was only your "
    "fourth at a partner ATM in May, which is still inside the free allowance, so the 35 Kč should not have "
    "been charged.",
    EV_ATM,
    [NA("Thank you for flagging this"),
     S("the withdrawal of 2 000,00 Kč on 21 May"),
     C("was only your fourth at a partner ATM in May", "VALUE_MISMATCH"),
     C("the 35 Kč should not have been charged", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_quantity", "condition_unmet"],
    excludes=["only your fourth", "should not have been charged"],
    notes="card-usage partnerAtm.withdrawalsCount is 5; with five partner withdrawals the free allowance of four "
          "is used up, so the 35 Kč fee is due under policy#atm-tariff.",
    suffix="fourth")

rep(3, "cu-atm-fee", D_CU, Q_ATM,
    "You were charged 35 Kč because the 2 000,00 Kč withdrawal on 21 May was your fifth at a partner ATM this "
    "month. The free allowance is three partner-ATM withdrawals per calendar month.",
    EV_ATM,
    [S("You were charged 35 Kč"),
     S("was your fifth at a partner ATM this month"),
     C("The free allowance is three partner-ATM withdrawals", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    ["wrong_policy_condition"], ["allowance is three"], ["four|4 withdrawals|4 free|up to 4", "35 Kč"],
    "policy#atm-tariff and card-usage freeAllowance both give four free partner withdrawals per month.")

# ---------------------------------------------------------------------------
# Scenario 4 (credit union): future-dated rent transfer re-entered after a cancellation
# ---------------------------------------------------------------------------
EV_RENT = [
    rec("pain001#VDZ-P1-20260527-0412", "tool:get_payment_instruction", {
        "GrpHdr": {"MsgId": "VDZ-P1-20260527-0412", "CreDtTm": "2026-05-27T19:44:10+02:00",
                   "NbOfTxs": "1", "CtrlSum": "38500.00", "InitgPty": {"Nm": "Jana Kučerová"}},
        "PmtInf": [{
            "PmtInfId": "PI-0412", "PmtMtd": "TRF", "ReqdExctnDt": {"Dt": "2026-06-01"},
            "Dbtr": {"Nm": "Jana Kučerová"}, "DbtrAcct": {"Id": {"Othr": {"Id": "2100711902"}}, "Ccy": "CZK"},
            "CdtTrfTxInf": [{
                "PmtId": {"InstrId": "PI-0412-1", "EndToEndId": "NAJEM-2026-06"},
                "Amt": {"InstdAmt": {"Ccy": "CZK", "value": "38500.00"}},
                "Cdtr": {"Nm": "Bytové družstvo Letná 14"},
                "CdtrAcct": {"Id": {"IBAN": "CZ2701000000435566120217"}},
                "RmtInf": {"Ustrd": ["NAJEM CERVEN 2026 BYT 7"]}}]}]}),
    rec("pain002#VDZ-P1-20260527-0412", "tool:get_payment_status", {
        "OrgnlGrpInfAndSts": {"OrgnlMsgId": "VDZ-P1-20260527-0412", "OrgnlMsgNmId": "pain.001.001.09",
                              "GrpSts": "ACCP"},
        "OrgnlPmtInfAndSts": [{"OrgnlPmtInfId": "PI-0412", "PmtInfSts": "ACCP",
                               "StsRsnInf": [], "AccptncDtTm": "2026-05-27T19:44:13+02:00"}]}),
    rec("pain001#VDZ-P1-20260525-0398", "tool:get_payment_instruction", {
        "GrpHdr": {"MsgId": "VDZ-P1-20260525-0398", "CreDtTm": "2026-05-25T08:12:55+02:00",
                   "NbOfTxs": "1", "CtrlSum": "35800.00"},
        "PmtInf": [{
            "PmtInfId": "PI-0398", "ReqdExctnDt": {"Dt": "2026-05-29"},
            "CdtTrfTxInf": [{"PmtId": {"EndToEndId": "NAJEM-2026-06"},
                             "Amt": {"InstdAmt": {"Ccy": "CZK", "value": "35800.00"}},
                             "Cdtr": {"Nm": "Bytové družstvo Letná 14"}}]}],
        "processing": {"status": "CANC", "cancelledAt": "2026-05-27T19:40:02+02:00", "cancelledBy": "CUSTOMER"}}),
    pol("policy#scheduled-payments",
        "A payment with a future requested execution date is debited from the account at the start of that day. "
        "If the requested date falls on a weekend or public holiday, the payment is executed on the next "
        "business day. A scheduled payment can be changed or cancelled in online banking until 23:59 on the "
        "business day before the requested execution date. Domestic payments in CZK are credited to the payee's "
        "bank on the execution day.", revision="v9"),
]
Q_RENT = ("I cancelled my June rent payment to the housing cooperative and entered it again with the right "
          "amount. Can you confirm what will actually go out and when?")
NOW_RENT = "2026-05-28T11:20:00+02:00"

add(13, "cu-scheduled-rent", D_CU, Q_RENT,
    "Dear Ms Kučerová,\n\nI can confirm the new instruction: 38 500,00 Kč to Bytové družstvo Letná 14, "
    "reference NAJEM-2026-06, with a requested execution date of 01.06.2026. It has been accepted by our "
    "system. Your earlier instruction for 35 800,00 Kč was cancelled on 27.05.2026 and will not be executed. "
    "Should you need to change the June payment, you can do so in online banking until 23:59 on the business "
    "day before the execution date, which is Friday 29.05.2026.\n\nKind regards,\nPayments Team",
    EV_RENT,
    [S("38 500,00 Kč to Bytové družstvo Letná 14"),
     S("reference NAJEM-2026-06"),
     S("requested execution date of 01.06.2026"),
     S("It has been accepted by our system"),
     S("earlier instruction for 35 800,00 Kč was cancelled on 27.05.2026"),
     S("will not be executed"),
     S("until 23:59 on the business day before the execution date"),
     S("which is Friday 29.05.2026")],
    includes=["38 500,00 Kč", "01.06.2026"],
    notes="pain001 0412: 38500.00, ReqdExctnDt 2026-06-01, pain002 ACCP; 0398 (35800.00) has status CANC at "
          "2026-05-27; 1 June 2026 is a Monday so the cut-off is Friday 29 May (policy#scheduled-payments).")

add(14, "cu-scheduled-rent", D_CU, Q_RENT,
    "Yes, all set: 38,500 CZK goes to Bytové družstvo Letná 14 on Monday, and the old 35,800 CZK order is "
    "cancelled.",
    EV_RENT,
    [S("38,500 CZK goes to Bytové družstvo Letná 14 on Monday"),
     S("the old 35,800 CZK order is cancelled")],
    includes=["38,500 CZK"], now=NOW_RENT,
    notes="ReqdExctnDt 2026-06-01 is the Monday after now (Thu 28 May); instruction 0398 has status CANC.")

add(15, "cu-scheduled-rent", D_CU, Q_RENT,
    "The June rent of thirty-eight thousand five hundred crowns is scheduled to be debited from account "
    "2100711902 at the start of 1 June 2026, and it will be credited to the cooperative's bank the same day. "
    "The first instruction, for 35 800 Kč, is no longer active.",
    EV_RENT,
    [S("thirty-eight thousand five hundred crowns"),
     S("debited from account 2100711902"),
     S("at the start of 1 June 2026"),
     S("credited to the cooperative's bank the same day"),
     S("The first instruction, for 35 800 Kč, is no longer active")],
    includes=["thirty-eight thousand five hundred"],
    notes="DbtrAcct 2100711902, amount 38500.00, ReqdExctnDt 2026-06-01; same-day credit for CZK domestic "
          "payments per policy; instruction 0398 CANC.")

add(16, "cu-scheduled-rent", D_CU, Q_RENT,
    "Hello Ms Kučerová, your rent payment to Bytové družstvo Letná 14 is scheduled for 01.06.2026 with the "
    "reference NAJEM-2026-06. The amount that will go out is 35 800,00 Kč, and the instruction has been "
    "accepted.",
    EV_RENT,
    [S("your rent payment to Bytové družstvo Letná 14 is scheduled for 01.06.2026"),
     S("with the reference NAJEM-2026-06"),
     C("The amount that will go out is 35 800,00 Kč", "AMOUNT_MISMATCH"),
     S("the instruction has been accepted")],
    errors=["stale_value"], excludes=["35 800,00 Kč"],
    notes="35800.00 belongs to the cancelled instruction 0398; the live instruction 0412 is for 38500.00.",
    suffix="old-amount")

add(17, "cu-scheduled-rent", D_CU, Q_RENT,
    "Your new instruction for 38 500,00 Kč to Bytové družstvo Letná 14 has been accepted. The money will leave "
    "your account on Friday 29 May, and you can still change or cancel it up to the day itself.",
    EV_RENT,
    [S("Your new instruction for 38 500,00 Kč to Bytové družstvo Letná 14 has been accepted"),
     C("leave your account on Friday 29 May", "DATE_MISMATCH"),
     C("up to the day itself", "NLI_CONTRADICTION")],
    errors=["wrong_date", "wrong_policy_condition"],
    excludes=["leave your account on Friday 29 May", "up to the day itself"],
    notes="ReqdExctnDt of 0412 is 2026-06-01 (29 May was the date of the cancelled 0398); policy allows changes "
          "only until 23:59 on the business day before execution.",
    suffix="date-cutoff")

rep(4, "cu-scheduled-rent", D_CU, Q_RENT,
    "The new instruction for 38 500,00 Kč to Bytové družstvo Letná 14 has been accepted and will be executed on "
    "01.06.2026. It carries the payment reference NAJEM-2026-05.",
    EV_RENT,
    [S("The new instruction for 38 500,00 Kč to Bytové družstvo Letná 14 has been accepted"),
     S("will be executed on 01.06.2026"),
     C("It carries the payment reference NAJEM-2026-05", "IDENTIFIER_MISMATCH")],
    ["wrong_id"], ["NAJEM-2026-05"], ["NAJEM-2026-06", "38 500,00|38,500|38500"],
    "EndToEndId of instruction 0412 is NAJEM-2026-06.")

# ---------------------------------------------------------------------------
# Scenario 5 (credit union): membership closed, savings paid out, share still to come
# ---------------------------------------------------------------------------
EV_CLOSE = [
    rec("membership#M-30877", "tool:get_membership", {
        "memberId": "M-30877", "name": "Ondřej Pokorný", "status": "CLOSURE_APPROVED",
        "closureRequestedOn": "2026-04-14", "closureApprovedOn": "2026-04-22",
        "membershipShare": {"Ccy": "CZK", "value": "500.00"},
        "shareRefund": {"status": "SCHEDULED", "scheduledDate": "2026-06-19",
                        "payoutAcct": {"IBAN": "CZ5706000000000271990446"}},
        "accounts": [{"id": "2100830014", "type": "SAVINGS", "status": "CLOSED"},
                     {"id": "2100830022", "type": "CURRENT", "status": "CLOSED"}]}),
    rec("camt054#NTF-2100830014-20260423", "tool:get_account_notifications", {
        "Ntfctn": {
            "Id": "NTF-830014-0423", "Acct": {"Id": {"Othr": {"Id": "2100830014"}}, "Ccy": "CZK"},
            "Ntry": [{"NtryRef": "CLS-830014", "Amt": {"Ccy": "CZK", "value": "84212.67"}, "CdtDbtInd": "DBIT",
                      "Sts": {"Cd": "BOOK"}, "BookgDt": {"Dt": "2026-04-23"}, "ValDt": {"Dt": "2026-04-23"},
                      "NtryDtls": {"TxDtls": [{
                          "Refs": {"EndToEndId": "CLOSE-M30877-SAV"},
                          "RltdPties": {"Cdtr": {"Nm": "Ondřej Pokorný"},
                                        "CdtrAcct": {"Id": {"IBAN": "CZ5706000000000271990446"}}},
                          "RmtInf": {"Ustrd": ["UKONCENI CLENSTVI - ZUSTATEK SPORENI"]}}]}}],
            "Bal": [{"Tp": {"CdOrPrtry": {"Cd": "CLBD"}}, "Amt": {"Ccy": "CZK", "value": "0.00"},
                     "CdtDbtInd": "CRDT", "Dt": {"Dt": "2026-04-23"}}]}}),
    pol("policy#membership-closure",
        "When a membership is closed, the balances of all savings and current accounts are transferred to the "
        "account the member names within 2 business days after the closure is approved. "
        "The membership share of 500 Kč is returned within 60 days after the closure is approved, as the "
        "statutes require. No dividend for the current year is paid on a share returned before the annual "
        "general meeting.", revision="2025-09"),
]
Q_CLOSE = "I closed my membership in April. My savings came through, but where is my membership share?"
NOW_CLOSE = "2026-05-19T14:00:00+02:00"

add(18, "cu-membership-share", D_CU, Q_CLOSE,
    "Hello Mr Pokorný, your closure was approved on 22.04.2026 and your savings balance of 84 212,67 Kč was "
    "transferred out the next day, on 23.04.2026. The membership share of 500 Kč is handled separately: the "
    "statutes allow up to 60 days after approval, and your refund is scheduled for 19.06.2026, to the same "
    "account ending 0446.",
    EV_CLOSE,
    [S("your closure was approved on 22.04.2026"),
     S("your savings balance of 84 212,67 Kč"),
     S("transferred out the next day, on 23.04.2026"),
     S("The membership share of 500 Kč is handled separately"),
     S("up to 60 days after approval"),
     S("your refund is scheduled for 19.06.2026"),
     S("to the same account ending 0446")],
    includes=["19.06.2026", "500 Kč"],
    notes="membership closureApprovedOn 2026-04-22, shareRefund SCHEDULED 2026-06-19 to IBAN ...0446; CLS-830014 "
          "84212.67 booked 2026-04-23 to the same IBAN; 60-day rule in policy#membership-closure.")

add(19, "cu-membership-share", D_CU, Q_CLOSE,
    "Your 500 Kč share hasn't been paid yet – it is scheduled to go out on 19 June 2026, which is within the "
    "60 days after approval that our statutes allow.",
    EV_CLOSE,
    [S("Your 500 Kč share hasn't been paid yet"),
     S("scheduled to go out on 19 June 2026"),
     S("within the 60 days after approval")],
    includes=["19 June 2026"],
    notes="shareRefund.status SCHEDULED, scheduledDate 2026-06-19; policy gives 60 days after approval (22.04.).")

add(20, "cu-membership-share", D_CU, Q_CLOSE,
    "Dear Mr Pokorný, thank you for your patience. Your savings of 84 212,67 Kč were sent on 23.04.2026. "
    "The membership share of 500 Kč is returned within 30 days of the closure being approved, so you should "
    "have it by 22.05.2026 at the latest.",
    EV_CLOSE,
    [S("Your savings of 84 212,67 Kč were sent on 23.04.2026"),
     C("returned within 30 days of the closure being approved", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     C("have it by 22.05.2026 at the latest", "DATE_MISMATCH")],
    errors=["wrong_period", "wrong_date"], excludes=["within 30 days", "by 22.05.2026"],
    notes="Policy gives 60 days, not 30; the share refund is scheduled for 2026-06-19, not by 22.05.",
    suffix="30-days")

add(21, "cu-membership-share", D_CU, Q_CLOSE,
    "Your membership share of 500 Kč is scheduled to be paid back on 19.06.2026, together with a pro-rata "
    "dividend for 2026 for the months you were a member.",
    EV_CLOSE,
    [S("Your membership share of 500 Kč is scheduled to be paid back on 19.06.2026"),
     CI("together with a pro-rata dividend for 2026", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE",
        "NLI_NOT_ENTAILED", "VALUE_MISMATCH")],
    errors=["unlisted_perk"], excludes=["pro-rata dividend"],
    notes="Policy: no dividend for the current year is paid on a share returned before the AGM; the membership "
          "record lists only the 500.00 share refund.",
    suffix="prorata-dividend")

rep(5, "cu-membership-share", D_CU, Q_CLOSE,
    "Hello Mr Pokorný, your savings balance of 84 212,67 Kč was transferred on 23.04.2026. Your membership share "
    "of 500 Kč has also been returned to your account.",
    EV_CLOSE,
    [S("your savings balance of 84 212,67 Kč was transferred on 23.04.2026"),
     C("share of 500 Kč has also been returned", "RECORD_STATE_MISMATCH")],
    ["wrong_state"], ["has also been returned"],
    ["19.06.2026|19 June|19. 6.|scheduled|not yet", "84 212,67|84,212.67|84212.67"],
    "shareRefund.status is SCHEDULED with scheduledDate 2026-06-19; it has not been paid.")

# ---------------------------------------------------------------------------
# Scenario 6 (FX bureau): EUR cash bought at a branch vs an expired online quote
# ---------------------------------------------------------------------------
D_FX = "foreign-exchange bureau"
EV_EURBUY = [
    rec("fxdeal#KFX-260514-0093", "tool:get_fx_deal", {
        "DealId": "KFX-260514-0093", "Chanl": "BRANCH", "Brnch": {"Id": "KFX-PRG-01", "Nm": "Praha Na Příkopě"},
        "ExctnDtTm": "2026-05-14T12:41:07Z", "Sts": "SETTLED", "Side": "SELL_FCY_TO_CLIENT",
        "CcyXchg": {"SrcCcy": "CZK", "TrgtCcy": "EUR", "UnitCcy": "EUR", "XchgRate": "24.6150",
                    "QtnDt": "2026-05-14T12:40:58Z"},
        "SrcAmt": {"Ccy": "CZK", "value": "9846.00"}, "TrgtAmt": {"Ccy": "EUR", "value": "400.00"},
        "Chrgs": {"TtlChrgsAndTaxAmt": {"Ccy": "CZK", "value": "0.00"},
                  "Rcrd": [{"Tp": {"Cd": "COMM"}, "Amt": {"Ccy": "CZK", "value": "0.00"}, "ChrgInclInd": True}]},
        "Pmt": {"Mtd": "CARD", "CardMasked": "4779 **** **** 2086"},
        "Clnt": {"Nm": "Veronika Šťastná"}}),
    rec("fxquote#Q-88120", "tool:get_fx_quote", {
        "QuoteId": "Q-88120", "Chanl": "ONLINE", "Sts": "EXPIRED",
        "CcyXchg": {"SrcCcy": "CZK", "TrgtCcy": "EUR", "UnitCcy": "EUR", "XchgRate": "24.5800"},
        "CreDtTm": "2026-05-13T17:22:40Z", "VldUntil": "2026-05-13T19:00:00Z",
        "ReqAmt": {"Ccy": "EUR", "value": "400.00"}}),
    pol("policy#fx-pricing",
        "Branch rates are set each morning at 8:00 and may change during the day. "
        "Rates shown on the website are quotes for online orders only and are guaranteed until the expiry time "
        "printed on the quote. "
        "No commission is charged when you buy foreign currency for 5 000 Kč or more; below that, a commission "
        "of 2 % of the CZK amount applies, with a minimum of 50 Kč.", revision="2026-04"),
]
Q_EURBUY = ("I bought 400 euros at your Na Příkopě branch yesterday. The evening before, your website said "
            "24.58 – why did I pay more? And was there any commission?")
NOW_EURBUY = "2026-05-15T09:30:00+02:00"

add(22, "fx-eur-branch-rate", D_FX, Q_EURBUY,
    "Dear Ms Šťastná,\n\nThank you for your question. On 14.05.2026 at 14:41 you bought 400,00 EUR at our "
    "Praha Na Příkopě branch at a rate of 24,615 Kč per euro, for a total of 9 846,00 Kč. No commission was "
    "charged, because purchases of 5 000 Kč or more are commission-free. The rate of 24,58 you saw was an "
    "online quote that expired at 21:00 on 13.05.2026, and online quotes apply only to orders placed online; "
    "branch rates are set each morning and may move during the day.\n\nKind regards,\nKFX Customer Care",
    EV_EURBUY,
    [NA("Thank you for your question"),
     S("On 14.05.2026 at 14:41"),
     S("you bought 400,00 EUR at our Praha Na Příkopě branch"),
     S("at a rate of 24,615 Kč per euro"),
     S("for a total of 9 846,00 Kč"),
     S("No commission was charged"),
     S("purchases of 5 000 Kč or more are commission-free"),
     S("online quote that expired at 21:00 on 13.05.2026"),
     S("online quotes apply only to orders placed online"),
     S("branch rates are set each morning and may move during the day")],
    includes=["24,615", "9 846,00 Kč"],
    notes="fxdeal ExctnDtTm 12:41Z = 14:41 CEST, XchgRate 24.6150, SrcAmt 9846.00, COMM 0.00; quote Q-88120 "
          "VldUntil 19:00Z = 21:00 CEST, EXPIRED; pricing rules in policy#fx-pricing.")

add(23, "fx-eur-branch-rate", D_FX, Q_EURBUY,
    "Good morning – the difference is 14 Kč in total. Yesterday's branch rate was 24.615 CZK/EUR against the "
    "24.58 online quote, so your 400 EUR cost 9,846.00 CZK instead of 9,832.00 CZK. The website rate was only "
    "valid for online orders, and no commission was added to your purchase.",
    EV_EURBUY,
    [S("the difference is 14 Kč in total"),
     S("Yesterday's branch rate was 24.615 CZK/EUR"),
     S("against the 24.58 online quote"),
     S("your 400 EUR cost 9,846.00 CZK"),
     S("instead of 9,832.00 CZK"),
     S("The website rate was only valid for online orders"),
     S("no commission was added to your purchase")],
    includes=["14 Kč", "9,846.00"], now=NOW_EURBUY,
    notes="400 x 24.615 = 9846.00 (SrcAmt); 400 x 24.58 = 9832.00; difference 14.00. Deal executed 2026-05-14, "
          "the day before now.")

add(24, "fx-eur-branch-rate", D_FX, Q_EURBUY,
    "Hello Ms Šťastná, you bought 400,00 EUR at Na Příkopě on 14.05.2026 at 12:41, paying 9 846,00 Kč by card. "
    "The branch rate at that moment was 24,615 Kč per euro, and no commission applied.",
    EV_EURBUY,
    [S("you bought 400,00 EUR at Na Příkopě"),
     C("on 14.05.2026 at 12:41", "DATE_MISMATCH", "VALUE_MISMATCH"),
     S("paying 9 846,00 Kč by card"),
     S("The branch rate at that moment was 24,615 Kč per euro"),
     S("no commission applied")],
    errors=["unit_conversion"], excludes=["at 12:41"],
    notes="ExctnDtTm 2026-05-14T12:41:07Z is UTC; in Prague (CEST, +02:00) that is 14:41, not 12:41.",
    suffix="utc-time")

add(25, "fx-eur-branch-rate", D_FX, Q_EURBUY,
    "Your 400 EUR were exchanged at the rate you saw on our website, 24,580 Kč per euro, for a total of "
    "9 846,00 Kč. There was no commission, since the purchase was above 5 000 Kč.",
    EV_EURBUY,
    [C("at the rate you saw on our website, 24,580 Kč per euro", "VALUE_MISMATCH"),
     S("for a total of 9 846,00 Kč"),
     S("There was no commission"),
     S("since the purchase was above 5 000 Kč")],
    errors=["stale_value"], excludes=["24,580"],
    notes="24.5800 is the expired online quote Q-88120; the deal was done at XchgRate 24.6150.",
    suffix="quote-rate")

rep(6, "fx-eur-branch-rate", D_FX, Q_EURBUY,
    "You bought 400,00 EUR on 14.05.2026 at the branch rate of 24,615 Kč per euro. The total came to 9 864,00 Kč, "
    "and no commission was charged.",
    EV_EURBUY,
    [S("You bought 400,00 EUR on 14.05.2026"),
     S("branch rate of 24,615 Kč per euro"),
     C("The total came to 9 864,00 Kč", "AMOUNT_MISMATCH"),
     S("no commission was charged")],
    ["wrong_amount"], ["9 864,00"], ["9 846,00|9,846.00|9846", "24,615|24.615"],
    "SrcAmt is 9846.00 CZK (400 x 24.615); 9 864,00 transposes digits.")

# ---------------------------------------------------------------------------
# Scenario 7 (FX bureau): USD reservation waiting at a branch
# ---------------------------------------------------------------------------
EV_RSV = [
    rec("fxorder#KFX-RSV-55091", "tool:get_fx_order", {
        "OrderId": "KFX-RSV-55091", "Sts": "READY_FOR_PICKUP", "Clnt": {"Nm": "Lukáš Dvořák", "ClntId": "C-204418"},
        "CreDtTmEpoch": 1780049700, "ReadyDtTmEpoch": 1780297320, "PickupDeadlineEpoch": 1780675200,
        "PickupBrnch": {"Id": "KFX-BRN-02", "Nm": "Brno Náměstí Svobody", "TmZn": "Europe/Prague"},
        "CcyXchg": {"SrcCcy": "CZK", "TrgtCcy": "USD", "UnitCcy": "USD", "XchgRate": "21.3400",
                    "RateLockedUntilEpoch": 1780675200},
        "TrgtAmt": {"Ccy": "USD", "value": "1500.00"}, "SrcAmt": {"Ccy": "CZK", "value": "32010.00"},
        "Dpst": {"Amt": {"Ccy": "CZK", "value": "3201.00"}, "Sts": "PAID", "Mtd": "CARD"}}),
    rec("fxorder#KFX-RSV-54870", "tool:get_fx_order", {
        "OrderId": "KFX-RSV-54870", "Sts": "COLLECTED", "Clnt": {"Nm": "Lukáš Dvořák", "ClntId": "C-204418"},
        "PickupBrnch": {"Id": "KFX-BRN-02", "Nm": "Brno Náměstí Svobody"},
        "CcyXchg": {"SrcCcy": "CZK", "TrgtCcy": "GBP", "UnitCcy": "GBP", "XchgRate": "28.9100"},
        "TrgtAmt": {"Ccy": "GBP", "value": "800.00"}, "SrcAmt": {"Ccy": "CZK", "value": "23128.00"},
        "CollectedDtTmEpoch": 1776250800}),
    psg("kb#branch-brno-svobody",
        "KFX Brno Náměstí Svobody\nOpening hours: Monday to Friday 9:00–18:00, Saturday 9:00–13:00, Sunday closed.\n"
        "Reserved orders are handed out at the priority counter."),
    pol("policy#fx-reservations",
        "Reserved currency is held at the chosen branch until the pickup deadline shown on the order, and the "
        "reserved rate is locked until the same moment. A deposit of 10 % of the CZK amount is paid when "
        "reserving; the rest is paid at pickup in cash or by card. If an order is not collected by the deadline, "
        "it is cancelled and the deposit is refunded less a handling fee of 150 Kč. Please bring the identity "
        "document used for the order.", revision="v3"),
]
Q_RSV = "Are my dollars ready? Until when can I pick them up, and how much do I still have to pay?"
NOW_RSV = "2026-06-02T08:50:00+02:00"

add(26, "fx-usd-reservation", D_FX, Q_RSV,
    "Hello Mr Dvořák, yes – your 1 500,00 USD (order KFX-RSV-55091) have been ready for collection at our Brno "
    "Náměstí Svobody branch since 01.06.2026. You can pick them up until Friday 05.06.2026 at 18:00, and your "
    "rate of 21,34 Kč per dollar is locked until then. The order comes to 32 010,00 Kč; you paid a deposit of "
    "3 201,00 Kč, so 28 809,00 Kč remains to be paid at the counter, in cash or by card. Please bring the ID "
    "you used for the order.",
    EV_RSV,
    [S("your 1 500,00 USD (order KFX-RSV-55091)"),
     S("have been ready for collection at our Brno Náměstí Svobody branch"),
     S("since 01.06.2026"),
     S("until Friday 05.06.2026 at 18:00"),
     S("your rate of 21,34 Kč per dollar is locked until then"),
     S("The order comes to 32 010,00 Kč"),
     S("you paid a deposit of 3 201,00 Kč"),
     S("28 809,00 Kč remains to be paid at the counter"),
     S("in cash or by card"),
     S("Please bring the ID you used for the order")],
    includes=["28 809,00 Kč", "05.06.2026"],
    notes="Sts READY_FOR_PICKUP; ReadyDtTmEpoch 1780297320 = 01.06. 09:02 CEST; PickupDeadlineEpoch 1780675200 = "
          "05.06. 16:00Z = 18:00 CEST; 32010.00-3201.00 = 28809.00; payment and ID rules in policy#fx-reservations.")

add(27, "fx-usd-reservation", D_FX, Q_RSV,
    "They're ready! Pick them up by 6 PM this Friday at Náměstí Svobody in Brno. Balance due at pickup: "
    "CZK 28,809.00 (total CZK 32,010.00 minus your CZK 3,201.00 deposit).",
    EV_RSV,
    [S("They're ready"),
     S("Pick them up by 6 PM this Friday"),
     S("at Náměstí Svobody in Brno"),
     S("Balance due at pickup: CZK 28,809.00"),
     S("total CZK 32,010.00"),
     S("your CZK 3,201.00 deposit")],
    includes=["28,809.00"], now=NOW_RSV,
    notes="now is Tue 02.06.2026; deadline epoch 1780675200 is Fri 05.06.2026 18:00 Prague time.")

add(28, "fx-usd-reservation", D_FX, Q_RSV,
    "Good morning Mr Dvořák, your 1 500 USD are waiting for you at the Brno Náměstí Svobody branch. The pickup "
    "deadline is Friday 5 June at 16:00, and the branch is open until 18:00 that day. You'll pay the remaining "
    "28 809,00 Kč when you collect.",
    EV_RSV,
    [S("your 1 500 USD are waiting for you at the Brno Náměstí Svobody branch"),
     C("Friday 5 June at 16:00", "DATE_MISMATCH", "VALUE_MISMATCH"),
     S("the branch is open until 18:00 that day"),
     S("the remaining 28 809,00 Kč")],
    errors=["unit_conversion"], excludes=["at 16:00"],
    notes="PickupDeadlineEpoch 1780675200 is 16:00 UTC, i.e. 18:00 in Prague; the draft gives the UTC clock time.",
    suffix="utc-deadline")

add(29, "fx-usd-reservation", D_FX, Q_RSV,
    "Your dollars are ready at Brno Náměstí Svobody. The order total is 32 010,00 Kč and you have already paid "
    "a 3 201,00 Kč deposit, which leaves 29 809,00 Kč to pay. I have also extended your rate lock until Monday "
    "so you have the weekend as well.",
    EV_RSV,
    [S("Your dollars are ready at Brno Náměstí Svobody"),
     S("The order total is 32 010,00 Kč"),
     S("a 3 201,00 Kč deposit"),
     C("leaves 29 809,00 Kč to pay", "AMOUNT_MISMATCH"),
     CI("extended your rate lock until Monday", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH", "DATE_MISMATCH")],
    errors=["wrong_arithmetic", "unrecorded_extra"], excludes=["29 809,00", "extended your rate lock"],
    notes="32010.00-3201.00 = 28809.00; RateLockedUntilEpoch is still 1780675200 (Fri 18:00), no extension recorded.",
    now=NOW_RSV, suffix="remainder-lock")

rep(7, "fx-usd-reservation", D_FX, Q_RSV,
    "Yes, your 800 GBP are ready for pickup at Brno Náměstí Svobody until Friday 05.06.2026 at 18:00. "
    "28 809,00 Kč remains to be paid at the counter.",
    EV_RSV,
    [C("your 800 GBP are ready for pickup", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("until Friday 05.06.2026 at 18:00"),
     S("28 809,00 Kč remains to be paid")],
    ["other_record_value"], ["800 GBP"], ["1 500 USD|1,500 USD|1 500,00 USD|USD 1,500|1500 USD", "28 809,00|28,809"],
    "800 GBP is the earlier order KFX-RSV-54870, already COLLECTED; the ready order KFX-RSV-55091 is 1500.00 USD.")

# ---------------------------------------------------------------------------
# Scenario 8 (FX bureau): leftover GBP, buy-back guarantee already expired
# ---------------------------------------------------------------------------
EV_BUYBACK = [
    rec("fxdeal#KFX-260402-0417", "tool:get_fx_deal", {
        "DealId": "KFX-260402-0417", "Chanl": "BRANCH", "Brnch": {"Id": "KFX-PRG-03", "Nm": "Praha Anděl"},
        "ExctnDtTm": "2026-04-02T09:18:44Z", "Sts": "SETTLED", "Side": "SELL_FCY_TO_CLIENT",
        "CcyXchg": {"SrcCcy": "CZK", "TrgtCcy": "GBP", "UnitCcy": "GBP", "XchgRate": "29.0500"},
        "SrcAmt": {"Ccy": "CZK", "value": "17430.00"}, "TrgtAmt": {"Ccy": "GBP", "value": "600.00"},
        "AddOns": [{"Cd": "BUY_BACK_GUARANTEE", "Fee": {"Ccy": "CZK", "value": "99.00"}, "Term": "P30D",
                    "ExpiresOn": "2026-05-02", "Sts": "EXPIRED"}],
        "Clnt": {"Nm": "Petra Horáková"}}),
    rec("fxquote#Q-91733", "tool:get_fx_quote", {
        "QuoteId": "Q-91733", "Chanl": "BRANCH", "Side": "BUY_FCY_FROM_CLIENT", "Sts": "ACTIVE",
        "CreDtTm": "2026-05-20T08:10:05Z", "VldFor": "PT15M",
        "CcyXchg": {"SrcCcy": "GBP", "TrgtCcy": "CZK", "UnitCcy": "GBP", "XchgRate": "27.8800"},
        "SrcAmt": {"Ccy": "GBP", "value": "240.00"}, "TrgtAmt": {"Ccy": "CZK", "value": "6691.20"},
        "Chrgs": {"TtlChrgsAndTaxAmt": {"Ccy": "CZK", "value": "0.00"}}}),
    pol("policy#buy-back-guarantee",
        "The Buy-Back Guarantee costs 99 Kč and can only be added when you buy currency. Within 30 days of the "
        "purchase it lets you sell unused banknotes back to us at the original purchase rate, up to the amount "
        "you originally bought. After that period, unused currency is bought back at the branch buying rate of "
        "the day. Please bring the original receipt.", revision="2025-11"),
]
Q_BUYBACK = ("I have 240 pounds left over from my April trip. I paid for your buy-back guarantee – can I sell them "
             "back at the rate I bought them at?")
NOW_BUYBACK = "2026-05-20T10:20:00+02:00"

add(30, "fx-buyback-expired", D_FX, Q_BUYBACK,
    "Dear Ms Horáková,\n\nI am sorry to say that the guarantee no longer applies. The Buy-Back Guarantee you "
    "added on 02.04.2026 covered 30 days from the purchase and expired on 02.05.2026. Unused currency is now "
    "bought back at the branch buying rate of the day: today that is 27,88 Kč per pound, so your 240 GBP would "
    "come to 6 691,20 Kč. This quote is valid for 15 minutes. At your original rate of 29,05 Kč the same "
    "amount would have been 6 972,00 Kč.\n\nWith kind regards,\nKFX Customer Care",
    EV_BUYBACK,
    [S("the guarantee no longer applies"),
     S("added on 02.04.2026"),
     S("covered 30 days from the purchase"),
     S("expired on 02.05.2026"),
     S("bought back at the branch buying rate of the day"),
     S("today that is 27,88 Kč per pound"),
     S("your 240 GBP would come to 6 691,20 Kč"),
     S("This quote is valid for 15 minutes"),
     S("original rate of 29,05 Kč"),
     S("would have been 6 972,00 Kč")],
    includes=["6 691,20 Kč", "02.05.2026"], now=NOW_BUYBACK,
    notes="AddOn BUY_BACK_GUARANTEE Term P30D ExpiresOn 2026-05-02 Sts EXPIRED; quote Q-91733 27.8800, 6691.20, "
          "VldFor PT15M; 240 x 29.05 = 6972.00.")

add(31, "fx-buyback-expired", D_FX, Q_BUYBACK,
    "Unfortunately not: the 30-day guarantee ran out on 2 May. At today's buying rate (27.88 CZK/GBP) you'd "
    "get CZK 6,691.20 for the 240 pounds.",
    EV_BUYBACK,
    [S("the 30-day guarantee ran out on 2 May"),
     S("today's buying rate (27.88 CZK/GBP)"),
     S("you'd get CZK 6,691.20 for the 240 pounds")],
    includes=["6,691.20"], now=NOW_BUYBACK,
    notes="ExpiresOn 2026-05-02; quote Q-91733 created 2026-05-20 (today) at 27.8800 for 240.00 GBP = 6691.20.")

add(32, "fx-buyback-expired", D_FX, Q_BUYBACK,
    "Yes – you added the Buy-Back Guarantee for 99 Kč when you bought the pounds, and it still covers this, so "
    "we can take the 240 GBP back at your original rate of 29,05 Kč. That gives you 6 972,00 Kč. Please bring "
    "your original receipt.",
    EV_BUYBACK,
    [S("you added the Buy-Back Guarantee for 99 Kč"),
     C("it still covers this, so we can take the 240 GBP back at your original rate", "RECORD_STATE_MISMATCH",
       "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     C("That gives you 6 972,00 Kč", "AMOUNT_MISMATCH"),
     S("Please bring your original receipt")],
    errors=["condition_unmet", "wrong_amount"], excludes=["still covers this", "That gives you 6 972,00 Kč"],
    notes="The guarantee's 30-day term ended 2026-05-02 (Sts EXPIRED); the active buy-back quote pays 6691.20, "
          "not the 6972.00 the original rate would give.",
    suffix="guarantee-valid")

add(33, "fx-buyback-expired", D_FX, Q_BUYBACK,
    "Hello Ms Horáková, the guarantee expired on 02.05.2026, 30 days after your purchase. We can still buy "
    "the notes back at today's rate of 27,88 Kč per pound, which gives you 6 619,20 Kč for 240 GBP, and this "
    "price is held for you until the end of the day.",
    EV_BUYBACK,
    [S("the guarantee expired on 02.05.2026"),
     S("30 days after your purchase"),
     S("today's rate of 27,88 Kč per pound"),
     C("which gives you 6 619,20 Kč", "AMOUNT_MISMATCH"),
     C("held for you until the end of the day", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic", "wrong_period"], excludes=["6 619,20", "until the end of the day"],
    notes="240 x 27.88 = 6691.20 (quote TrgtAmt); the quote is valid PT15M, i.e. 15 minutes, not the whole day.",
    now=NOW_BUYBACK, suffix="sum-validity")

rep(8, "fx-buyback-expired", D_FX, Q_BUYBACK,
    "Unfortunately the Buy-Back Guarantee only ran for 14 days from your purchase on 02.04.2026, so it has "
    "expired. At today's buying rate of 27,88 Kč you would receive 6 691,20 Kč for the 240 GBP.",
    EV_BUYBACK,
    [C("only ran for 14 days", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
     S("your purchase on 02.04.2026"),
     S("it has expired"),
     S("today's buying rate of 27,88 Kč"),
     S("you would receive 6 691,20 Kč")],
    ["wrong_period"], ["14 days"], ["30 days|30-day|thirty days", "6 691,20|6,691.20"],
    "Term P30D and the policy both give 30 days.", now=NOW_BUYBACK)

# ---------------------------------------------------------------------------
# Scenario 9 (FX bureau): outgoing EUR transfer, fee deducted before conversion
# ---------------------------------------------------------------------------
EV_XFER = [
    rec("camt054#NTF-KFXW-7731-20260526", "tool:get_wallet_notifications", {
        "Ntfctn": {
            "Id": "NTF-KFXW-88213-0526", "Acct": {"Id": {"Othr": {"Id": "KFXW-88213"}}, "Ccy": "CZK",
                                                   "Ownr": {"Nm": "Miroslav Malý"}},
            "Ntry": [{
                "NtryRef": "TR-7731", "AcctSvcrRef": "KFX260526004418",
                "Amt": {"Ccy": "CZK", "value": "15000.00"}, "CdtDbtInd": "DBIT", "Sts": {"Cd": "BOOK"},
                "BookgDt": {"Dt": "2026-05-26"}, "ValDt": {"Dt": "2026-05-26"},
                "Chrgs": {"TtlChrgsAndTaxAmt": {"Ccy": "CZK", "value": "150.00"},
                          "Rcrd": [{"Amt": {"Ccy": "CZK", "value": "150.00"}, "CdtDbtInd": "DBIT",
                                    "ChrgInclInd": True, "Tp": {"Prtry": {"Id": "INTL_TRANSFER_FEE"}},
                                    "Br": "DEBT"}]},
                "NtryDtls": {"TxDtls": [{
                    "Refs": {"EndToEndId": "KFX-TR-7731-EU"},
                    "AmtDtls": {"InstdAmt": {"Amt": {"Ccy": "CZK", "value": "15000.00"}},
                                "CntrValAmt": {"Amt": {"Ccy": "EUR", "value": "600.00"},
                                               "CcyXchg": {"SrcCcy": "CZK", "TrgtCcy": "EUR", "UnitCcy": "EUR",
                                                           "XchgRate": "24.7500"}}},
                    "RltdPties": {"Cdtr": {"Nm": "Tereza Malá"},
                                  "CdtrAcct": {"Id": {"IBAN": "AT611904300234573201"}}},
                    "RmtInf": {"Ustrd": ["KAPESNE KVETEN"]}}]}}]}}),
    rec("camt054#NTF-KFXW-6904-20260421", "tool:get_wallet_notifications", {
        "Ntfctn": {
            "Id": "NTF-KFXW-88213-0421", "Acct": {"Id": {"Othr": {"Id": "KFXW-88213"}}, "Ccy": "CZK"},
            "Ntry": [{
                "NtryRef": "TR-6904", "Amt": {"Ccy": "CZK", "value": "10150.00"}, "CdtDbtInd": "DBIT",
                "Sts": {"Cd": "BOOK"}, "BookgDt": {"Dt": "2026-04-21"}, "ValDt": {"Dt": "2026-04-21"},
                "Chrgs": {"TtlChrgsAndTaxAmt": {"Ccy": "CZK", "value": "150.00"},
                          "Rcrd": [{"Amt": {"Ccy": "CZK", "value": "150.00"}, "ChrgInclInd": False,
                                    "Tp": {"Prtry": {"Id": "INTL_TRANSFER_FEE"}}}]},
                "NtryDtls": {"TxDtls": [{
                    "Refs": {"EndToEndId": "KFX-TR-6904-EU"},
                    "AmtDtls": {"InstdAmt": {"Amt": {"Ccy": "CZK", "value": "10000.00"}},
                                "CntrValAmt": {"Amt": {"Ccy": "EUR", "value": "403.23"},
                                               "CcyXchg": {"UnitCcy": "EUR", "XchgRate": "24.8000"}}},
                    "RltdPties": {"Cdtr": {"Nm": "Tereza Malá"}}}]}}]}}),
    pol("policy#international-transfers",
        "Each international transfer costs 150 Kč. When you send, you choose whether the fee is added on top of "
        "the amount or deducted from it; if it is deducted, we convert the amount that remains after the fee. "
        "Transfers in EUR to banks in the SEPA area reach the recipient's bank within 1 business day. "
        "Transfers in other currencies take up to 3 business days.", revision="2026-02"),
]
Q_XFER = ("I sent 15 000 Kč to my daughter's account in Vienna and she received 600 euros. By my maths she "
          "should have got about 606. Where did the rest go?")

add(34, "fx-transfer-fee-included", D_FX, Q_XFER,
    "Dear Mr Malý,\n\nThe difference is the transfer fee. Your transfer of 15 000,00 Kč to Tereza Malá was "
    "booked on 26.05.2026, and the 150 Kč fee was deducted from that amount rather than added on top. The "
    "remaining 14 850 Kč was converted at 24,75 Kč per euro, which gives exactly 600,00 EUR. With your April "
    "transfer the fee was added on top instead, which is why that one looked different. When you next send "
    "money you can choose to have the fee added on top, so the full amount is converted.\n\nKind regards,\n"
    "KFX Payments",
    EV_XFER,
    [S("Your transfer of 15 000,00 Kč to Tereza Malá"),
     S("booked on 26.05.2026"),
     S("the 150 Kč fee was deducted from that amount rather than added on top"),
     S("The remaining 14 850 Kč was converted at 24,75 Kč per euro"),
     S("exactly 600,00 EUR"),
     S("With your April transfer the fee was added on top instead"),
     S("you can choose to have the fee added on top")],
    includes=["14 850 Kč", "600,00 EUR"],
    notes="TR-7731: 15000.00 DBIT, Chrgs 150.00 ChrgInclInd true, XchgRate 24.7500, CntrValAmt 600.00 EUR "
          "(14850/24.75 = 600); TR-6904 had ChrgInclInd false; choice of fee handling in policy.")

add(35, "fx-transfer-fee-included", D_FX, Q_XFER,
    "Here is the breakdown of transfer KFX-TR-7731-EU:\n"
    "1. Amount sent: 15 000 Kč\n2. Fee (included in that amount): 150 Kč\n3. Converted: 14 850 Kč at 24.75 "
    "CZK/EUR\n4. Credited to your daughter: 600.00 EUR\n"
    "Your figure of about 606 EUR would have been right only if the fee had been paid on top.",
    EV_XFER,
    [S("transfer KFX-TR-7731-EU"),
     S("Amount sent: 15 000 Kč"),
     S("Fee (included in that amount): 150 Kč"),
     S("Converted: 14 850 Kč at 24.75"),
     S("Credited to your daughter: 600.00 EUR"),
     S("would have been right only if the fee had been paid on top")],
    includes=["150 Kč", "600.00 EUR"],
    notes="EndToEndId KFX-TR-7731-EU; ChrgInclInd true; 15000/24.75 = 606.06, so 606 matches fee-on-top.")

add(36, "fx-transfer-fee-included", D_FX, Q_XFER,
    "Hello Mr Malý, the 150 Kč transfer fee was added on top of your 15 000 Kč, so 15 150 Kč in total was "
    "debited from your wallet. The exchange rate applied was 24,75 Kč per euro, and Tereza received "
    "600,00 EUR.",
    EV_XFER,
    [C("the 150 Kč transfer fee was added on top of your 15 000 Kč", "VALUE_MISMATCH"),
     C("15 150 Kč in total was debited", "AMOUNT_MISMATCH"),
     S("The exchange rate applied was 24,75 Kč per euro"),
     S("Tereza received 600,00 EUR")],
    errors=["wrong_value", "wrong_amount"], excludes=["added on top of your 15 000 Kč", "15 150 Kč"],
    notes="ChrgInclInd is true on TR-7731: the fee was inside the 15000.00 entry amount, so 15000.00 was debited.",
    suffix="fee-on-top")

add(37, "fx-transfer-fee-included", D_FX, Q_XFER,
    "The 150 Kč fee was taken out of the 15 000 Kč before conversion, which is why 600,00 EUR arrived. If your "
    "daughter's bank asks, the end-to-end reference is KFX260526004418. EUR transfers like this one can take "
    "up to 3 business days to reach the recipient's bank.",
    EV_XFER,
    [S("The 150 Kč fee was taken out of the 15 000 Kč before conversion"),
     S("which is why 600,00 EUR arrived"),
     C("the end-to-end reference is KFX260526004418", "IDENTIFIER_MISMATCH"),
     C("up to 3 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_role", "wrong_policy_condition"], excludes=["reference is KFX260526004418", "up to 3 business days"],
    notes="KFX260526004418 is the AcctSvcrRef; the EndToEndId is KFX-TR-7731-EU. Policy: EUR to SEPA banks within "
          "1 business day; 3 days is for other currencies.",
    suffix="reference-days")

rep(9, "fx-transfer-fee-included", D_FX, Q_XFER,
    "Your 15 000 Kč transfer included our 250 Kč fee, which was deducted before conversion. The rest was "
    "converted at 24,75 Kč per euro, giving 600,00 EUR.",
    EV_XFER,
    [S("Your 15 000 Kč transfer"),
     C("included our 250 Kč fee", "AMOUNT_MISMATCH"),
     S("deducted before conversion"),
     S("converted at 24,75 Kč per euro"),
     S("giving 600,00 EUR")],
    ["wrong_amount"], ["250 Kč"], ["150 Kč|150,00 Kč|CZK 150|150 CZK", "600,00 EUR|600.00 EUR|600 EUR"],
    "Chrgs.TtlChrgsAndTaxAmt on TR-7731 is 150.00 CZK; policy fee is 150 Kč.")

# ---------------------------------------------------------------------------
# Scenario 10 (remittance): transfer to Ukraine returned, AC04 closed account
# ---------------------------------------------------------------------------
D_RM = "remittance service"
EV_RETURN = [
    rec("remit#MR-UA-55120", "tool:get_remittance", {
        "transferId": "MR-UA-55120", "status": "RETURNED", "createdAtEpoch": 1778851620,
        "sender": {"name": "Ivana Procházková", "walletId": "MRW-30412"},
        "recipient": {"name": "Oksana Kovalenko", "bankName": "Bank Dnipro Kredyt",
                      "accountMasked": "UA** **** **** 7719"},
        "sendAmountMinor": 825000, "sendCurrency": "CZK", "feeMinor": 9900,
        "payoutAmountMinor": 1500000, "payoutCurrency": "UAH", "fxRate": "0.5500", "fxRateUnit": "CZK_PER_UAH"}),
    rec("pacs004#MR-RTN-20260518-0071", "tool:get_return_message", {
        "GrpHdr": {"MsgId": "DNKR-RTN-20260518-0071", "CreDtTm": "2026-05-18T09:41:00Z", "NbOfTxs": "1"},
        "TxInf": [{
            "RtrId": "RTN-0071-UA", "OrgnlEndToEndId": "MR-UA-55120", "OrgnlTxId": "MRTX-88120-55120",
            "OrgnlIntrBkSttlmAmt": {"Ccy": "UAH", "value": "15000.00"},
            "RtrdIntrBkSttlmAmt": {"Ccy": "UAH", "value": "14750.00"}, "IntrBkSttlmDt": "2026-05-18",
            "ChrgBr": "CRED",
            "ChrgsInf": [{"Amt": {"Ccy": "UAH", "value": "250.00"},
                          "Agt": {"FinInstnId": {"Nm": "Bank Dnipro Kredyt"}}}],
            "RtrRsnInf": [{"Rsn": {"Cd": "AC04"}, "AddtlInf": ["ACCOUNT CLOSED"]}]}]}),
    rec("camt054#NTF-MRW-30412-20260519", "tool:get_wallet_notifications", {
        "Ntfctn": {
            "Id": "NTF-MRW-30412-0519", "Acct": {"Id": {"Othr": {"Id": "MRW-30412"}}, "Ccy": "CZK"},
            "Ntry": [{
                "NtryRef": "RTN-55120", "AcctSvcrRef": "MR260519000318",
                "Amt": {"Ccy": "CZK", "value": "7891.25"}, "CdtDbtInd": "CRDT", "Sts": {"Cd": "BOOK"},
                "BookgDt": {"Dt": "2026-05-19"}, "ValDt": {"Dt": "2026-05-18"},
                "NtryDtls": {"TxDtls": [{
                    "Refs": {"EndToEndId": "MR-UA-55120"},
                    "AmtDtls": {"InstdAmt": {"Amt": {"Ccy": "UAH", "value": "14750.00"},
                                             "CcyXchg": {"SrcCcy": "UAH", "TrgtCcy": "CZK", "UnitCcy": "UAH",
                                                         "XchgRate": "0.5350"}}},
                    "RmtInf": {"Ustrd": ["RETURN MR-UA-55120 AC04"]}}]}}]}}),
    psg("kb#return-reason-codes",
        "Return reason codes you may see on a returned transfer:\nAC01 – the account number is incorrect.\n"
        "AC04 – the recipient's account is closed.\nAM04 – insufficient funds.\n"
        "MS03 – the recipient's bank did not give a reason."),
    pol("policy#returned-transfers",
        "If the recipient's bank returns a transfer, we credit the returned amount to your MostRemit wallet in "
        "CZK, converted at our buying rate on the day the return arrives. Charges deducted by the recipient's "
        "bank cannot be recovered. Our own transfer fee is refunded only when the transfer failed because of an "
        "error on our side.", revision="v5"),
]
Q_RETURN = "My money to Oksana in Ukraine came back to my wallet. Why, and why is it less than what I sent?"

add(38, "rm-returned-ac04", D_RM, Q_RETURN,
    "Dear Ms Procházková,\n\nYour transfer MR-UA-55120 was returned by Oksana Kovalenko's bank, Bank Dnipro "
    "Kredyt, with reason code AC04, which means the recipient's account is closed. The bank kept a charge of "
    "250 UAH, so 14 750 UAH of the original 15 000 UAH came back. We converted it at our buying rate of "
    "0,535 Kč per hryvnia and credited 7 891,25 Kč to your wallet; the entry was booked on 19.05.2026 with "
    "value date 18.05.2026. That is 358,75 Kč less than the 8 250 Kč you sent. The 99 Kč transfer fee is not "
    "refunded, because the return was not caused by an error on our side.\n\nKind regards,\nMostRemit Support",
    EV_RETURN,
    [S("Your transfer MR-UA-55120 was returned"),
     S("by Oksana Kovalenko's bank, Bank Dnipro Kredyt"),
     S("with reason code AC04"),
     S("which means the recipient's account is closed"),
     S("The bank kept a charge of 250 UAH"),
     S("14 750 UAH of the original 15 000 UAH came back"),
     S("buying rate of 0,535 Kč per hryvnia"),
     S("credited 7 891,25 Kč to your wallet"),
     S("booked on 19.05.2026"),
     S("value date 18.05.2026"),
     S("358,75 Kč less than the 8 250 Kč you sent"),
     S("The 99 Kč transfer fee is not refunded"),
     S("because the return was not caused by an error on our side")],
    includes=["AC04", "7 891,25 Kč"],
    notes="pacs004 RtrRsnInf AC04, ChrgsInf 250.00 UAH, RtrdIntrBkSttlmAmt 14750.00; camt054 7891.25 CRDT BookgDt "
          "2026-05-19 ValDt 2026-05-18 at 0.5350; sendAmountMinor 825000 = 8250.00, feeMinor 9900 = 99.00; "
          "8250-7891.25 = 358.75; fee rule in policy#returned-transfers.")

add(39, "rm-returned-ac04", D_RM, Q_RETURN,
    "Oksana's account has been closed – her bank sent the money back (code AC04).\n"
    "• Sent: 8 250,00 Kč → 15 000 UAH\n• Her bank's charge: 250 UAH\n• Returned: 14 750 UAH\n"
    "• Credited to your wallet at 0,5350: 7 891,25 Kč\n"
    "Charges taken by the recipient's bank can't be recovered, I'm afraid.",
    EV_RETURN,
    [S("Oksana's account has been closed"),
     S("her bank sent the money back (code AC04)"),
     S("Sent: 8 250,00 Kč → 15 000 UAH"),
     S("Her bank's charge: 250 UAH"),
     S("Returned: 14 750 UAH"),
     S("Credited to your wallet at 0,5350: 7 891,25 Kč"),
     S("Charges taken by the recipient's bank can't be recovered")],
    includes=["14 750 UAH", "7 891,25 Kč"],
    notes="Same fields as above; AC04 is 'account closed' in kb#return-reason-codes.")

add(40, "rm-returned-ac04", D_RM, Q_RETURN,
    "Hello Ms Procházková, the transfer to Oksana Kovalenko was returned because the account number was "
    "incorrect. Her bank deducted 250 UAH, and 7 891,25 Kč was credited back to your wallet on 19.05.2026. "
    "Since the transfer did not go through, your 99 Kč fee will be refunded to the wallet as well.",
    EV_RETURN,
    [C("returned because the account number was incorrect", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
     S("Her bank deducted 250 UAH"),
     S("7 891,25 Kč was credited back to your wallet on 19.05.2026"),
     C("your 99 Kč fee will be refunded to the wallet as well", "NLI_CONTRADICTION")],
    errors=["wrong_value", "invented_promise"], excludes=["account number was incorrect", "fee will be refunded"],
    notes="RtrRsnInf is AC04 (account closed), not AC01 (incorrect account number). Policy refunds our fee only for "
          "our own errors.",
    suffix="reason-fee")

add(41, "rm-returned-ac04", D_RM, Q_RETURN,
    "The return reached us on 18.05.2026 with code AC04, meaning Oksana's account is closed. Her bank kept a "
    "charge of 250 UAH, so 14 750 UAH came back, which we converted at 0,535 Kč per hryvnia into 7 891,25 Kč. "
    "That is 458,75 Kč less than the 8 250 Kč you sent.",
    EV_RETURN,
    [S("The return reached us on 18.05.2026"),
     S("with code AC04, meaning Oksana's account is closed"),
     S("Her bank kept a charge of 250 UAH"),
     S("so 14 750 UAH came back"),
     S("converted at 0,535 Kč per hryvnia into 7 891,25 Kč"),
     C("That is 458,75 Kč less", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["458,75"],
    notes="8250.00 - 7891.25 = 358.75, not 458.75. IntrBkSttlmDt 2026-05-18.",
    suffix="difference")

rep(10, "rm-returned-ac04", D_RM, Q_RETURN,
    "Your transfer MR-UA-55120 was returned by the recipient's bank for insufficient funds. After their 250 UAH "
    "charge we credited 7 891,25 Kč to your wallet.",
    EV_RETURN,
    [S("Your transfer MR-UA-55120 was returned"),
     C("for insufficient funds", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
     S("After their 250 UAH charge"),
     S("we credited 7 891,25 Kč to your wallet")],
    ["wrong_value"], ["insufficient funds"], ["closed|AC04", "7 891,25|7,891.25"],
    "RtrRsnInf.Rsn.Cd is AC04 = account closed (AM04 would be insufficient funds).")

# ---------------------------------------------------------------------------
# Scenario 11 (remittance): two cash-pickup transfers to Vietnam, one paid out
# ---------------------------------------------------------------------------
EV_PICKUP = [
    rec("remit#MR-VN-60233", "tool:get_remittance", {
        "transferId": "MR-VN-60233", "status": "PAID_OUT", "deliveryMethod": "CASH_PICKUP",
        "createdAtEpoch": 1780329900, "paidOutAtEpoch": 1780470900,
        "sender": {"name": "Nguyen Van Hoang", "walletId": "MRW-51877"},
        "recipient": {"name": "Tran Thi Mai", "relationship": "MOTHER"},
        "payoutAgent": {"id": "VP-HN-0192", "name": "VietPay Hoan Kiem", "city": "Hanoi", "tz": "Asia/Ho_Chi_Minh"},
        "sendAmountMinor": 1200000, "sendCurrency": "CZK", "feeMinor": 14900,
        "payoutAmountMinor": 13500000, "payoutCurrency": "VND", "payoutCurrencyExponent": 0,
        "fxRate": "1125.00", "fxRateUnit": "VND_PER_CZK"}),
    rec("remit#MR-VN-60412", "tool:get_remittance", {
        "transferId": "MR-VN-60412", "status": "AWAITING_PICKUP", "deliveryMethod": "CASH_PICKUP",
        "createdAtEpoch": 1780501680, "pickupCode": "PC-7781-4420",
        "sender": {"name": "Nguyen Van Hoang", "walletId": "MRW-51877"},
        "recipient": {"name": "Nguyen Van Duc", "relationship": "SIBLING"},
        "sendAmountMinor": 500000, "sendCurrency": "CZK", "feeMinor": 9900,
        "payoutAmountMinor": 5625000, "payoutCurrency": "VND", "payoutCurrencyExponent": 0,
        "fxRate": "1125.00", "fxRateUnit": "VND_PER_CZK", "expiresAfter": "P30D"}),
    pol("policy#cash-pickup",
        "A cash-pickup transfer can be collected at any of our partner agents in the destination country. "
        "The recipient must show a valid identity document and quote the pickup code, which only the sender "
        "receives. If a transfer is not collected within 30 days it is cancelled and the amount sent is "
        "returned to the sender's wallet; the fee is not refunded.", revision="v2"),
]
Q_PICKUP = ("Has my mother picked up the money I sent on Monday? And what about the one I sent yesterday to my "
            "brother?")
NOW_PICKUP = "2026-06-04T10:00:00+02:00"

add(42, "rm-cash-pickup", D_RM, Q_PICKUP,
    "Dear Mr Nguyen,\n\nYes, your mother has collected her money. Transfer MR-VN-60233 of 12 000,00 Kč, paid "
    "out as 13 500 000 VND, was picked up by Tran Thi Mai at VietPay Hoan Kiem in Hanoi on 03.06.2026 at 9:15 "
    "Prague time (14:15 in Hanoi). Your brother's transfer MR-VN-60412 of 5 000,00 Kč (5 625 000 VND) has not "
    "been collected yet; it is waiting for pickup. Please pass him the pickup code PC-7781-4420, which only you "
    "received, and remind him to bring his ID. If it is not collected within 30 days, the amount will be "
    "returned to your wallet, but the fee will not.\n\nKind regards,\nMostRemit Support",
    EV_PICKUP,
    [S("your mother has collected her money"),
     S("Transfer MR-VN-60233 of 12 000,00 Kč"),
     S("paid out as 13 500 000 VND"),
     S("was picked up by Tran Thi Mai at VietPay Hoan Kiem in Hanoi"),
     S("on 03.06.2026 at 9:15 Prague time"),
     S("(14:15 in Hanoi)"),
     S("Your brother's transfer MR-VN-60412 of 5 000,00 Kč (5 625 000 VND)"),
     S("has not been collected yet"),
     S("pickup code PC-7781-4420"),
     S("which only you received"),
     S("remind him to bring his ID"),
     S("If it is not collected within 30 days, the amount will be returned to your wallet"),
     S("but the fee will not")],
    includes=["PC-7781-4420", "9:15"],
    notes="60233 PAID_OUT, paidOutAtEpoch 1780470900 = 07:15Z = 09:15 Prague / 14:15 Hanoi; sendAmountMinor "
          "1200000 = 12000.00 CZK; 60412 AWAITING_PICKUP with pickupCode PC-7781-4420; 30-day rule in policy.")

add(43, "rm-cash-pickup", D_RM, Q_PICKUP,
    "Your mother picked up the 13,500,000 VND yesterday morning (9:15 our time). Your brother hasn't collected "
    "his 5,625,000 VND yet – he'll need the pickup code PC-7781-4420 and an ID.",
    EV_PICKUP,
    [S("Your mother picked up the 13,500,000 VND yesterday morning"),
     S("(9:15 our time)"),
     S("Your brother hasn't collected his 5,625,000 VND yet"),
     S("he'll need the pickup code PC-7781-4420 and an ID")],
    includes=["PC-7781-4420"], now=NOW_PICKUP,
    notes="now 04.06.2026 10:00 Prague; paid out 03.06. 09:15 Prague. 60412 AWAITING_PICKUP.")

add(44, "rm-cash-pickup", D_RM, Q_PICKUP,
    "Hello Mr Nguyen, your mother Tran Thi Mai collected transfer MR-VN-60233 yesterday at 7:15 Prague time. "
    "The transfer to your brother, MR-VN-60412, has also been collected.",
    EV_PICKUP,
    [S("your mother Tran Thi Mai collected transfer MR-VN-60233 yesterday"),
     C("at 7:15 Prague time", "DATE_MISMATCH", "VALUE_MISMATCH"),
     C("MR-VN-60412, has also been collected", "RECORD_STATE_MISMATCH")],
    errors=["unit_conversion", "wrong_state"], excludes=["7:15 Prague time", "has also been collected"],
    notes="paidOutAtEpoch 1780470900 is 07:15 UTC = 09:15 Prague (CEST). 60412 status is AWAITING_PICKUP.",
    now=NOW_PICKUP, suffix="time-state")

add(45, "rm-cash-pickup", D_RM, Q_PICKUP,
    "Transfer MR-VN-60233 was paid out on 03.06.2026 at VietPay Hoan Kiem in Hanoi, where it was collected by "
    "Nguyen Van Hoang. Your mother received 5 625 000 VND. Your brother's transfer is still waiting for pickup.",
    EV_PICKUP,
    [S("Transfer MR-VN-60233 was paid out on 03.06.2026 at VietPay Hoan Kiem in Hanoi"),
     C("collected by Nguyen Van Hoang", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
     C("Your mother received 5 625 000 VND", "AMOUNT_MISMATCH"),
     S("Your brother's transfer is still waiting for pickup")],
    errors=["wrong_role", "other_record_value"], excludes=["collected by Nguyen Van Hoang", "received 5 625 000 VND"],
    notes="Nguyen Van Hoang is the sender; the recipient who collected is Tran Thi Mai. 5 625 000 VND is the "
          "brother's transfer 60412; 60233 paid out 13 500 000 VND.",
    suffix="role-amount")

rep(11, "rm-cash-pickup", D_RM, Q_PICKUP,
    "Your mother collected her 13 500 000 VND on 03.06.2026. Your brother's transfer MR-VN-60233 is still "
    "waiting to be picked up with code PC-7781-4420.",
    EV_PICKUP,
    [S("Your mother collected her 13 500 000 VND on 03.06.2026"),
     C("Your brother's transfer MR-VN-60233", "IDENTIFIER_MISMATCH"),
     S("still waiting to be picked up with code PC-7781-4420")],
    ["wrong_id"], ["brother's transfer MR-VN-60233"], ["MR-VN-60412", "13 500 000|13,500,000"],
    "The brother's transfer is MR-VN-60412; MR-VN-60233 is the mother's, already PAID_OUT.")

# ---------------------------------------------------------------------------
# Scenario 12 (remittance): re-quoted INR transfer, yesterday's quote superseded
# ---------------------------------------------------------------------------
EV_QUOTE = [
    rec("quote#MRQ-77410-v2", "tool:get_quote", {
        "quoteId": "MRQ-77410", "version": 2, "status": "ACTIVE",
        "createdAtEpoch": 1781006520, "expiresAtEpoch": 1781008320,
        "corridor": "CZ-IN", "deliveryMethod": "BANK_DEPOSIT",
        "sendAmountMinor": 2000000, "sendCurrency": "CZK", "feeMinor": 19900, "totalToPayMinor": 2019900,
        "fxRate": "3.6420", "fxRateUnit": "INR_PER_CZK", "payoutAmountMinor": 7284000, "payoutCurrency": "INR",
        "recipient": {"name": "Lakshmi Raghavan", "bank": "Coastal Cooperative Bank", "accountMasked": "XXXX5530"}}),
    rec("quote#MRQ-77410-v1", "tool:get_quote", {
        "quoteId": "MRQ-77410", "version": 1, "status": "SUPERSEDED", "supersededBy": 2,
        "createdAtEpoch": 1780944000, "expiresAtEpoch": 1780945800,
        "sendAmountMinor": 2000000, "sendCurrency": "CZK", "feeMinor": 19900, "totalToPayMinor": 2019900,
        "fxRate": "3.6710", "fxRateUnit": "INR_PER_CZK", "payoutAmountMinor": 7342000, "payoutCurrency": "INR"}),
    rec("customer#MRW-66021", "tool:get_customer", {
        "walletId": "MRW-66021", "name": "Pavel Krejčí", "kycLevel": "FULL", "completedTransfers": 7,
        "firstTransferPromoEligible": False}),
    pol("policy#fees-india",
        "Transfers to bank accounts in India cost 199 Kč for amounts up to 20 000 Kč and 249 Kč for larger "
        "amounts. New customers pay no fee on their very first transfer. A quote is guaranteed until the expiry "
        "time shown in the app, normally 30 minutes after it is created; after that the transfer is priced at "
        "the rate of the moment. Bank deposits in India are normally credited within 1 business day.",
        revision="2026-05"),
]
Q_QUOTE = ("Yesterday evening the app said my mother-in-law would get 73 420 rupees for 20 000 Kč, now it shows "
           "less. What exactly will she get now, and what do I pay in total?")
NOW_QUOTE = "2026-06-09T14:05:00+02:00"

add(46, "rm-inr-requote", D_RM, Q_QUOTE,
    "Dear Mr Krejčí,\n\nThe quote you saw yesterday evening, at 3,671 rupees per koruna, has been replaced by a "
    "new one. Under the current quote MRQ-77410 Ms Raghavan will receive 72 840,00 INR for your 20 000,00 Kč, "
    "at a rate of 3,642. You pay 20 199,00 Kč in total, which includes our fee of 199 Kč. This quote is "
    "guaranteed until 14:32 today; after that the transfer would be priced at the rate of that moment.\n\n"
    "Kind regards,\nMostRemit Support",
    EV_QUOTE,
    [S("at 3,671 rupees per koruna, has been replaced by a new one"),
     S("Ms Raghavan will receive 72 840,00 INR for your 20 000,00 Kč"),
     S("at a rate of 3,642"),
     S("You pay 20 199,00 Kč in total"),
     S("which includes our fee of 199 Kč"),
     S("guaranteed until 14:32 today"),
     S("priced at the rate of that moment")],
    includes=["72 840,00 INR", "20 199,00 Kč"], now=NOW_QUOTE,
    notes="v2 ACTIVE: payoutAmountMinor 7284000 = 72840.00 INR, totalToPayMinor 2019900 = 20199.00, feeMinor 19900, "
          "expiresAtEpoch 1781008320 = 12:32Z = 14:32 Prague; v1 (3.6710) SUPERSEDED.")

add(47, "rm-inr-requote", D_RM, Q_QUOTE,
    "She'll receive ₹72,840.00. You pay CZK 20,199.00 (CZK 20,000 + CZK 199 fee). The rate is now 3.642 INR "
    "per CZK and is held until 2:32 PM.",
    EV_QUOTE,
    [S("She'll receive ₹72,840.00"),
     S("You pay CZK 20,199.00"),
     S("(CZK 20,000 + CZK 199 fee)"),
     S("The rate is now 3.642 INR per CZK"),
     S("held until 2:32 PM")],
    includes=["72,840.00"],
    notes="Quote v2 fields as above; expiry 12:32 UTC is 2:32 PM Prague time.")

add(48, "rm-inr-requote", D_RM, Q_QUOTE,
    "Hello Mr Krejčí, for 20 000 Kč Ms Raghavan will receive 73 420 INR, exactly as you saw yesterday. As this "
    "is your first transfer to India, the 199 Kč fee is waived, so you pay just 20 000 Kč.",
    EV_QUOTE,
    [C("Ms Raghavan will receive 73 420 INR", "AMOUNT_MISMATCH"),
     C("the 199 Kč fee is waived", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
     C("you pay just 20 000 Kč", "AMOUNT_MISMATCH")],
    errors=["stale_value", "condition_unmet", "wrong_amount"],
    excludes=["73 420 INR", "fee is waived", "pay just 20 000 Kč"],
    notes="73 420 INR is the SUPERSEDED v1; v2 pays 72 840.00. The first-transfer promo needs a first transfer; the "
          "customer has 7 completed and firstTransferPromoEligible false; totalToPay is 20199.00.",
    suffix="old-quote-promo")

add(49, "rm-inr-requote", D_RM, Q_QUOTE,
    "The new quote gives Ms Raghavan 72 840,00 INR. With the 199 Kč fee your total is 20 219,00 Kč, and this "
    "price is guaranteed for 24 hours.",
    EV_QUOTE,
    [S("The new quote gives Ms Raghavan 72 840,00 INR"),
     S("With the 199 Kč fee"),
     C("your total is 20 219,00 Kč", "AMOUNT_MISMATCH"),
     C("guaranteed for 24 hours", "VALUE_MISMATCH", "NLI_CONTRADICTION", "DATE_MISMATCH")],
    errors=["wrong_arithmetic", "wrong_period"], excludes=["20 219,00", "for 24 hours"],
    notes="20000 + 199 = 20199 (totalToPayMinor 2019900); the quote expires 30 minutes after creation (14:32).",
    suffix="total-validity")

rep(12, "rm-inr-requote", D_RM, Q_QUOTE,
    "Under the new quote Ms Raghavan will receive 72 840,00 INR. Our fee for this transfer is 249 Kč, and the "
    "quote is guaranteed until 14:32 today.",
    EV_QUOTE,
    [S("Ms Raghavan will receive 72 840,00 INR"),
     C("Our fee for this transfer is 249 Kč", "AMOUNT_MISMATCH"),
     S("guaranteed until 14:32 today")],
    ["wrong_amount"], ["249 Kč"], ["199 Kč|199,00 Kč|CZK 199|199 CZK", "72 840,00|72,840"],
    "feeMinor 19900 = 199 Kč (policy: 199 Kč up to 20 000 Kč; 249 Kč is the tier above).", now=NOW_QUOTE)

# ---------------------------------------------------------------------------
# Scenario 13 (remittance): transfer to Manila on compliance hold, release refused
# ---------------------------------------------------------------------------
EV_HOLD = [
    rec("remit#MR-PH-70518", "tool:get_remittance", {
        "transferId": "MR-PH-70518", "status": "ON_HOLD", "deliveryMethod": "BANK_DEPOSIT",
        "createdAtEpoch": 1780908900, "hold": {"reason": "COMPLIANCE_REVIEW", "sinceEpoch": 1780910400,
                                              "documentsRequested": ["PROOF_OF_FUNDS"], "documentsReceived": []},
        "sender": {"name": "Kristýna Marešová", "walletId": "MRW-70144"},
        "recipient": {"name": "Rowena Dela Cruz", "bank": "Pasig Savings Bank", "city": "Manila"},
        "sendAmountMinor": 4500000, "sendCurrency": "CZK", "feeMinor": 24900,
        "fxRate": "2.5310", "fxRateUnit": "PHP_PER_CZK", "payoutAmountMinor": 11389500, "payoutCurrency": "PHP"}),
    rec("camt054#NTF-MRW-70144-20260608", "tool:get_wallet_notifications", {
        "Ntfctn": {
            "Id": "NTF-MRW-70144-0608", "Acct": {"Id": {"Othr": {"Id": "MRW-70144"}}, "Ccy": "CZK"},
            "Ntry": [{"NtryRef": "OUT-70518", "Amt": {"Ccy": "CZK", "value": "45249.00"}, "CdtDbtInd": "DBIT",
                      "Sts": {"Cd": "BOOK"}, "BookgDt": {"Dt": "2026-06-08"}, "ValDt": {"Dt": "2026-06-08"},
                      "Chrgs": {"TtlChrgsAndTaxAmt": {"Ccy": "CZK", "value": "249.00"},
                                "Rcrd": [{"Amt": {"Ccy": "CZK", "value": "249.00"}, "ChrgInclInd": True}]},
                      "NtryDtls": {"TxDtls": [{"Refs": {"EndToEndId": "MR-PH-70518"},
                                               "RmtInf": {"Ustrd": ["TRANSFER MR-PH-70518"]}}]}}],
            "Bal": [{"Tp": {"CdOrPrtry": {"Cd": "ITBD"}}, "Amt": {"Ccy": "CZK", "value": "1310.40"},
                     "CdtDbtInd": "CRDT", "Dt": {"Dt": "2026-06-10"}}]}}),
    refused("release_hold#call-1", "release_hold", "ESCALATE",
            {"transferId": "MR-PH-70518", "requestedBy": "support_agent", "routedTo": "COMPLIANCE_TEAM"}),
    pol("policy#compliance-holds",
        "We may hold any transfer for a compliance review before it is sent on. Support staff cannot release a "
        "hold; only the compliance team can. A review normally takes up to 2 business days after we have "
        "received all the documents we asked for. While a transfer is on hold, the sender can cancel it and "
        "receive a full refund, including the fee.", revision="v7"),
]
Q_HOLD = ("My transfer to Manila hasn't arrived and the money is already gone from my wallet. Can you release it "
          "today please? It's urgent.")
NOW_HOLD = "2026-06-10T09:40:00+02:00"

add(50, "rm-compliance-hold", D_RM, Q_HOLD,
    "Dear Ms Marešová,\n\nI understand this is urgent. Your transfer MR-PH-70518 of 45 000,00 Kč to Rowena "
    "Dela Cruz has been on hold for a compliance review since 08.06.2026, and that is why it has not arrived. "
    "I am not able to release it myself, so I have passed your request to our compliance team. To move the "
    "review forward, please upload proof of funds, which is the document we are still waiting for. Reviews "
    "normally take up to 2 business days once we have all the documents. If you prefer, you can cancel the "
    "transfer while it is on hold and receive a full refund of 45 249,00 Kč, fee included.\n\n"
    "Kind regards,\nMostRemit Support",
    EV_HOLD,
    [NA("I understand this is urgent"),
     S("Your transfer MR-PH-70518 of 45 000,00 Kč to Rowena Dela Cruz"),
     S("has been on hold for a compliance review since 08.06.2026"),
     S("I am not able to release it myself"),
     S("I have passed your request to our compliance team"),
     S("please upload proof of funds, which is the document we are still waiting for"),
     S("normally take up to 2 business days once we have all the documents"),
     S("you can cancel the transfer while it is on hold"),
     S("full refund of 45 249,00 Kč, fee included")],
    includes=["compliance", "45 249,00 Kč"],
    notes="status ON_HOLD, reason COMPLIANCE_REVIEW since 1780910400 (08.06.); PROOF_OF_FUNDS requested, none "
          "received; release_hold ESCALATE to COMPLIANCE_TEAM; wallet debit 45249.00 = 45000 + 249 fee; "
          "cancellation and timing rules in policy#compliance-holds.")

add(51, "rm-compliance-hold", D_RM, Q_HOLD,
    "I'm sorry, I can't release it – only our compliance team can, and I've escalated your case to them. "
    "Transfer MR-PH-70518 is on hold pending a review, and they're waiting for your proof of funds.",
    EV_HOLD,
    [S("I can't release it"),
     S("only our compliance team can"),
     S("I've escalated your case to them"),
     S("Transfer MR-PH-70518 is on hold pending a review"),
     S("they're waiting for your proof of funds")],
    includes=["escalated"],
    notes="release_hold refused with ESCALATE; policy: only the compliance team can release; PROOF_OF_FUNDS pending.")

add(52, "rm-compliance-hold", D_RM, Q_HOLD,
    "Hello Ms Marešová, your transfer MR-PH-70518 was held for a compliance review while we checked it. I have now released "
    "the hold, and the 45 000,00 Kč will be credited to Rowena Dela Cruz's account at Pasig Savings Bank "
    "today.",
    EV_HOLD,
    [S("your transfer MR-PH-70518 was held for a compliance review while we checked it"),
     C("I have now released the hold", "NOT_EXECUTED"),
     CI("will be credited to Rowena Dela Cruz's account at Pasig Savings Bank today",
        "NOT_EXECUTED", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["refused_call_effect", "invented_promise"],
    excludes=["released the hold", "credited to Rowena Dela Cruz's account at Pasig Savings Bank today"],
    notes="release_hold#call-1 was ESCALATE, not executed; the transfer is still ON_HOLD, so no credit today is "
          "backed by any record.",
    now=NOW_HOLD, suffix="released")

add(53, "rm-compliance-hold", D_RM, Q_HOLD,
    "Your transfer MR-PH-70518 is on hold for a compliance review, and I have escalated it to the compliance "
    "team. The review takes up to 2 business days from the day the transfer was put on hold. If you cancel "
    "instead, you will get 45 000,00 Kč back, since the 249 Kč fee is not refundable.",
    EV_HOLD,
    [S("Your transfer MR-PH-70518 is on hold for a compliance review"),
     S("I have escalated it to the compliance team"),
     C("from the day the transfer was put on hold", "NLI_CONTRADICTION"),
     C("you will get 45 000,00 Kč back", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
     C("the 249 Kč fee is not refundable", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition", "wrong_amount", "wrong_policy_condition"],
    excludes=["from the day the transfer was put on hold", "45 000,00 Kč back", "fee is not refundable"],
    notes="Policy counts the 2 business days after all requested documents arrive (none yet), and a cancellation "
          "while on hold refunds in full including the fee: 45249.00.",
    suffix="clock-refund")

rep(13, "rm-compliance-hold", D_RM, Q_HOLD,
    "Your transfer MR-PH-70518 of 45 000,00 Kč was held for a compliance review. I have released the hold for "
    "you, so the transfer can continue.",
    EV_HOLD,
    [S("Your transfer MR-PH-70518 of 45 000,00 Kč was held for a compliance review"),
     C("I have released the hold for you", "NOT_EXECUTED")],
    ["refused_call_effect"], ["released the hold"],
    ["escalated|passed|could not|couldn't|unable|not able|cannot|can't", "MR-PH-70518"],
    "release_hold#call-1 was ESCALATE to the compliance team; the transfer is still ON_HOLD.")

# ---------------------------------------------------------------------------
# Scenario 14 (small-business current account): May closing balance vs an intraday balance
# ---------------------------------------------------------------------------
D_SB = "small-business current accounts"
EV_CLBD = [
    rec("camt053#MBB-STM-5501877001-202605", "tool:get_statement", {
        "GrpHdr": {"MsgId": "MBB-STM-20260531-7001", "CreDtTm": "2026-06-01T02:14:09+02:00"},
        "Stmt": {
            "Id": "MBB-STM-5501877001-202605", "LglSeqNb": "41",
            "FrToDt": {"FrDtTm": "2026-05-01T00:00:00+02:00", "ToDtTm": "2026-05-31T23:59:59+02:00"},
            "Acct": {"Id": {"IBAN": "CZ4968000000005501877001"}, "Ccy": "CZK",
                     "Ownr": {"Nm": "Truhlářství Kolář s.r.o.", "Id": {"OrgId": {"Othr": [{"Id": "08841275"}]}}}},
            "Bal": [
                {"Tp": {"CdOrPrtry": {"Cd": "OPBD"}}, "Amt": {"Ccy": "CZK", "value": "412380.55"},
                 "CdtDbtInd": "CRDT", "Dt": {"Dt": "2026-05-01"}},
                {"Tp": {"CdOrPrtry": {"Cd": "CLBD"}}, "Amt": {"Ccy": "CZK", "value": "354154.10"},
                 "CdtDbtInd": "CRDT", "Dt": {"Dt": "2026-05-31"}}],
            "TxsSummry": {"TtlCdtNtries": {"NbOfNtries": "24", "Sum": "286940.00"},
                          "TtlDbtNtries": {"NbOfNtries": "31", "Sum": "345166.45"}},
            "pagination": {"page": 3, "pages": 3},
            "Ntry": [
                {"NtryRef": "0529-0051", "Amt": {"Ccy": "CZK", "value": "62500.00"}, "CdtDbtInd": "DBIT",
                 "Sts": {"Cd": "BOOK"}, "BookgDt": {"Dt": "2026-05-29"}, "ValDt": {"Dt": "2026-05-29"},
                 "NtryDtls": {"TxDtls": [{"Refs": {"EndToEndId": "DPH-2026-04"},
                                          "RltdPties": {"Cdtr": {"Nm": "Finanční úřad pro Jihomoravský kraj"}},
                                          "RmtInf": {"Ustrd": ["DPH 04/2026"]}}]}},
                {"NtryRef": "0529-0052", "Amt": {"Ccy": "CZK", "value": "18730.00"}, "CdtDbtInd": "CRDT",
                 "Sts": {"Cd": "BOOK"}, "BookgDt": {"Dt": "2026-05-29"}, "ValDt": {"Dt": "2026-05-29"},
                 "NtryDtls": {"TxDtls": [{"Refs": {"EndToEndId": "FV2026-0188"},
                                          "RltdPties": {"Dbtr": {"Nm": "Hotel Pod Hradem s.r.o."}},
                                          "RmtInf": {"Ustrd": ["FAKTURA 2026-0188"]}}]}},
                {"NtryRef": "0529-0053", "Amt": {"Ccy": "CZK", "value": "290.00"}, "CdtDbtInd": "DBIT",
                 "Sts": {"Cd": "BOOK"}, "BookgDt": {"Dt": "2026-05-29"}, "ValDt": {"Dt": "2026-05-31"},
                 "BkTxCd": {"Prtry": {"Cd": "ACCOUNT_FEE"}},
                 "NtryDtls": {"TxDtls": [{"RmtInf": {"Ustrd": ["POPLATEK ZA VEDENI UCTU 05/2026"]}}]}}]}}),
    rec("camt052#MBB-RPT-5501877001-20260529T1600", "tool:get_intraday_report", {
        "Rpt": {"Id": "MBB-RPT-0529-1600", "CreDtTm": "2026-05-29T16:00:00+02:00",
                "Acct": {"Id": {"IBAN": "CZ4968000000005501877001"}},
                "Bal": [{"Tp": {"CdOrPrtry": {"Cd": "ITBD"}}, "Amt": {"Ccy": "CZK", "value": "398214.10"},
                         "CdtDbtInd": "CRDT", "Dt": {"DtTm": "2026-05-29T16:00:00+02:00"}}]}}),
]
Q_CLBD = ("What was our closing balance at the end of May? On the afternoon of 29 May I saw roughly 398 thousand in "
          "the app, but the statement looks lower.")

add(54, "sb-may-closing-balance", D_SB, Q_CLBD,
    "Dear Mr Kolář,\n\nThe closing balance of your account for May, as at 31.05.2026, was 354 154,10 Kč. The "
    "figure of 398 214,10 Kč you saw was an interim balance taken at 16:00 on 29.05.2026. Later that day three "
    "more entries were booked: the VAT payment of 62 500,00 Kč to the tax office, an incoming payment of "
    "18 730,00 Kč from Hotel Pod Hradem s.r.o. for invoice 2026-0188, and the monthly account fee of "
    "290,00 Kč. Together they reduced the balance by 44 060,00 Kč, which explains the difference.\n\n"
    "Yours sincerely,\nMoravia Business Bank",
    EV_CLBD,
    [S("as at 31.05.2026, was 354 154,10 Kč"),
     S("The figure of 398 214,10 Kč you saw was an interim balance"),
     S("taken at 16:00 on 29.05.2026"),
     S("three more entries were booked"),
     S("the VAT payment of 62 500,00 Kč to the tax office"),
     S("an incoming payment of 18 730,00 Kč from Hotel Pod Hradem s.r.o."),
     S("for invoice 2026-0188"),
     S("the monthly account fee of 290,00 Kč"),
     S("reduced the balance by 44 060,00 Kč")],
    includes=["354 154,10 Kč"],
    notes="CLBD 354154.10 at 2026-05-31; ITBD 398214.10 at 29.05. 16:00; entries 0529-0051/52/53: -62500 +18730 "
          "-290 = -44060; 398214.10-44060 = 354154.10.")

add(55, "sb-may-closing-balance", D_SB, Q_CLBD,
    "Closing balance 31 May 2026: CZK 354,154.10.\nOpening balance 1 May 2026: CZK 412,380.55.\n"
    "In May: 24 credits totalling CZK 286,940.00 and 31 debits totalling CZK 345,166.45.\n"
    "The 398 thousand you saw was the intraday balance at 4 PM on 29 May, before the last entries of the "
    "month were booked.",
    EV_CLBD,
    [S("Closing balance 31 May 2026: CZK 354,154.10"),
     S("Opening balance 1 May 2026: CZK 412,380.55"),
     S("24 credits totalling CZK 286,940.00"),
     S("31 debits totalling CZK 345,166.45"),
     S("the intraday balance at 4 PM on 29 May"),
     S("before the last entries of the month were booked")],
    includes=["354,154.10"],
    notes="OPBD, CLBD and TxsSummry of the May statement; ITBD timestamp 16:00 on 29.05.")

add(56, "sb-may-closing-balance", D_SB, Q_CLBD,
    "Hello Mr Kolář, your closing balance for May was 398 214,10 Kč, as shown in the app on 29 May. The "
    "statement also lists the VAT payment of 62 500,00 Kč to the tax office on 29.05.2026.",
    EV_CLBD,
    [C("your closing balance for May was 398 214,10 Kč", "AMOUNT_MISMATCH"),
     S("the VAT payment of 62 500,00 Kč to the tax office on 29.05.2026")],
    errors=["wrong_role"], excludes=["closing balance for May was 398 214,10"],
    notes="398214.10 is the ITBD (interim) of 29.05. 16:00; the CLBD for May is 354154.10.",
    suffix="interim-as-closing")

add(57, "sb-may-closing-balance", D_SB, Q_CLBD,
    "The May closing balance is 354 154,10 Kč. After the app showed 398 214,10 Kč on 29 May, three entries were "
    "still booked that day: 62 500,00 Kč of VAT to the tax office, 18 730,00 Kč that you paid to Hotel Pod "
    "Hradem s.r.o., and the 290,00 Kč account fee. In total these lowered the balance by 44 600,00 Kč.",
    EV_CLBD,
    [S("The May closing balance is 354 154,10 Kč"),
     S("three entries were still booked that day"),
     S("62 500,00 Kč of VAT to the tax office"),
     C("18 730,00 Kč that you paid to Hotel Pod Hradem s.r.o.", "VALUE_MISMATCH"),
     S("the 290,00 Kč account fee"),
     C("lowered the balance by 44 600,00 Kč", "AMOUNT_MISMATCH")],
    errors=["wrong_role", "wrong_arithmetic"], excludes=["that you paid to Hotel Pod Hradem", "44 600,00"],
    notes="Entry 0529-0052 is CRDT with Hotel Pod Hradem as Dbtr: money received, not paid. Net change is "
          "-62500 + 18730 - 290 = -44060.",
    suffix="direction-sum")

rep(14, "sb-may-closing-balance", D_SB, Q_CLBD,
    "Your account closed May at 345 154,10 Kč. The 398 214,10 Kč you saw was the interim balance at 16:00 on "
    "29.05.2026, before the last three entries were booked.",
    EV_CLBD,
    [C("closed May at 345 154,10 Kč", "AMOUNT_MISMATCH"),
     S("The 398 214,10 Kč you saw was the interim balance at 16:00 on 29.05.2026"),
     S("before the last three entries were booked")],
    ["wrong_amount"], ["345 154,10"], ["354 154,10|354,154.10|354154.10", "398 214,10|398,214.10"],
    "CLBD on the May statement is 354154.10.")

# ---------------------------------------------------------------------------
# Scenario 15 (small-business current account): monthly fee, waiver threshold not met
# ---------------------------------------------------------------------------
EV_FEE = [
    rec("fees#5501903100-2026-05", "tool:get_fee_assessment", {
        "accountId": "5501903100", "product": "BUSINESS_START", "period": "2026-05",
        "feeCode": "MONTHLY_ACCOUNT_FEE", "amount": {"Ccy": "CZK", "value": "190.00"},
        "waiverRule": "THIRD_PARTY_CREDITS_GTE_50000",
        "waiverEvaluation": {"totalCredits": "61200.00", "ownAccountCredits": "13900.00",
                             "thirdPartyCredits": "47300.00", "threshold": "50000.00", "met": False},
        "status": "CHARGED", "chargedOn": "2026-05-31", "NtryRef": "0531-FEE-190"}),
    rec("fees#5501903100-2026-04", "tool:get_fee_assessment", {
        "accountId": "5501903100", "period": "2026-04", "feeCode": "MONTHLY_ACCOUNT_FEE",
        "amount": {"Ccy": "CZK", "value": "190.00"},
        "waiverEvaluation": {"totalCredits": "58450.00", "ownAccountCredits": "0.00",
                             "thirdPartyCredits": "58450.00", "threshold": "50000.00", "met": True},
        "status": "WAIVED"}),
    rec("camt053#MBB-STM-5501903100-202605", "tool:get_statement", {
        "Stmt": {
            "Id": "MBB-STM-5501903100-202605",
            "Acct": {"Id": {"Othr": {"Id": "5501903100"}}, "Ccy": "CZK",
                     "Ownr": {"Nm": "Eva Šimková – Kavárna Modrá kočka"}},
            "TxsSummry": {"TtlCdtNtries": {"NbOfNtries": "38", "Sum": "61200.00"}},
            "Ntry": [
                {"NtryRef": "0518-0007", "Amt": {"Ccy": "CZK", "value": "13900.00"}, "CdtDbtInd": "CRDT",
                 "Sts": {"Cd": "BOOK"}, "BookgDt": {"Dt": "2026-05-18"}, "ValDt": {"Dt": "2026-05-18"},
                 "NtryDtls": {"TxDtls": [{"RltdPties": {"Dbtr": {"Nm": "Eva Šimková"},
                                                        "DbtrAcct": {"Id": {"Othr": {"Id": "5501903118"}}}},
                                          "RmtInf": {"Ustrd": ["PREVOD ZE SPORENI"]}}]}},
                {"NtryRef": "0531-FEE-190", "Amt": {"Ccy": "CZK", "value": "190.00"}, "CdtDbtInd": "DBIT",
                 "Sts": {"Cd": "BOOK"}, "BookgDt": {"Dt": "2026-05-31"}, "ValDt": {"Dt": "2026-05-31"},
                 "BkTxCd": {"Prtry": {"Cd": "ACCOUNT_FEE"}}}]}}),
    pol("policy#business-start-fee",
        "The Business Start account costs 190 Kč a month, charged on the last calendar day of the month. "
        "The fee is waived for any calendar month in which at least 50 000 Kč is credited to the account by "
        "third parties. Transfers from your own accounts at Moravia Business Bank do not count towards this "
        "amount.", revision="2026-01"),
]
Q_FEE = "Why was I charged 190 Kč for May? I had well over 50 000 Kč coming into the account."

add(58, "sb-fee-waiver", D_SB, Q_FEE,
    "Dear Ms Šimková,\n\nThank you for asking. In May a total of 61 200,00 Kč was credited to your account, but "
    "13 900,00 Kč of that was a transfer from your own savings account with us on 18 May, and transfers between "
    "your own Moravia Business Bank accounts do not count towards the waiver. Credits from third parties came "
    "to 47 300,00 Kč, which is 2 700,00 Kč short of the 50 000 Kč needed, so the monthly fee of 190 Kč was "
    "charged on 31.05.2026. In April the third-party credits were 58 450,00 Kč, which is why there was no fee "
    "then.\n\nKind regards,\nMoravia Business Bank",
    EV_FEE,
    [NA("Thank you for asking"),
     S("a total of 61 200,00 Kč was credited to your account"),
     S("13 900,00 Kč of that was a transfer from your own savings account with us on 18 May"),
     S("do not count towards the waiver"),
     S("Credits from third parties came to 47 300,00 Kč"),
     S("2 700,00 Kč short of the 50 000 Kč needed"),
     S("the monthly fee of 190 Kč was charged on 31.05.2026"),
     S("In April the third-party credits were 58 450,00 Kč"),
     S("which is why there was no fee then")],
    includes=["47 300,00 Kč", "50 000 Kč"],
    notes="waiverEvaluation: total 61200, own 13900 (entry 0518-0007 from 5501903118), third-party 47300, met false; "
          "50000-47300 = 2700; April WAIVED with 58450; own-account rule in policy.")

add(59, "sb-fee-waiver", D_SB, Q_FEE,
    "Only third-party credits count: 61 200 Kč came in, minus 13 900 Kč from your own savings account = "
    "47 300 Kč, below the 50 000 Kč threshold, so the 190 Kč fee applied.",
    EV_FEE,
    [S("Only third-party credits count"),
     S("61 200 Kč came in"),
     S("minus 13 900 Kč from your own savings account"),
     S("= 47 300 Kč"),
     S("below the 50 000 Kč threshold"),
     S("so the 190 Kč fee applied")],
    includes=["47 300 Kč"],
    notes="Same waiverEvaluation fields; threshold 50000.00, met false.")

add(60, "sb-fee-waiver", D_SB, Q_FEE,
    "The account fee for May, 190 Kč, was charged on the last day of the month because the waiver condition was "
    "not met. Third parties credited 47 300 Kč during May; the 13 900 Kč transfer from your savings account is "
    "not counted, as it came from your own account at our bank.",
    EV_FEE,
    [S("The account fee for May, 190 Kč, was charged on the last day of the month"),
     S("because the waiver condition was not met"),
     S("Third parties credited 47 300 Kč during May"),
     S("the 13 900 Kč transfer from your savings account is not counted")],
    includes=["47 300 Kč"],
    notes="status CHARGED on 2026-05-31, met false; own-account rule in policy#business-start-fee.")

add(61, "sb-fee-waiver", D_SB, Q_FEE,
    "Hello Ms Šimková, you are right: 61 200 Kč was credited to your account in May, so you met the 50 000 Kč "
    "condition for the fee waiver. I will make sure the 190 Kč is refunded to your account within the next few "
    "days.",
    EV_FEE,
    [S("61 200 Kč was credited to your account in May"),
     C("you met the 50 000 Kč condition", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
     CI("I will make sure the 190 Kč is refunded to your account", "CLAIM_WITHOUT_TOOL_EVIDENCE",
        "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "RECORD_STATE_MISMATCH")],
    errors=["condition_unmet", "invented_promise"],
    excludes=["you met the 50 000 Kč condition", "make sure the 190 Kč is refunded"],
    notes="waiverEvaluation.met is false: own-account credits (13900) do not count, leaving 47300 < 50000. "
          "No refund is recorded or offered by policy.",
    suffix="waiver-claimed")

add(62, "sb-fee-waiver", D_SB, Q_FEE,
    "Of the 61 200 Kč credited in May, 13 900 Kč came from your own savings account and does not count. That "
    "leaves 47 300 Kč from third parties, 3 700 Kč below the threshold, so the fee of 190 Kč was charged.",
    EV_FEE,
    [S("Of the 61 200 Kč credited in May"),
     S("13 900 Kč came from your own savings account and does not count"),
     S("That leaves 47 300 Kč from third parties"),
     C("3 700 Kč below the threshold", "AMOUNT_MISMATCH"),
     S("so the fee of 190 Kč was charged")],
    errors=["wrong_arithmetic"], excludes=["3 700 Kč below"],
    notes="50000 - 47300 = 2700, not 3700.",
    suffix="shortfall")

rep(15, "sb-fee-waiver", D_SB, Q_FEE,
    "The 190 Kč fee was charged on 31.05.2026. Third-party credits in May came to 58 450 Kč, because the "
    "13 900 Kč from your own savings account does not count.",
    EV_FEE,
    [S("The 190 Kč fee was charged on 31.05.2026"),
     C("Third-party credits in May came to 58 450 Kč", "AMOUNT_MISMATCH"),
     S("the 13 900 Kč from your own savings account does not count")],
    ["other_record_value"], ["58 450"], ["47 300|47,300|47300", "190 Kč|190,00 Kč"],
    "58450.00 is April's third-party credits (fee WAIVED); May's is 47300.00.")

# ---------------------------------------------------------------------------
# Scenario 16 (small-business current account): which customer invoices have been paid
# ---------------------------------------------------------------------------
EV_INV = [
    rec("camt054#MBB-NTF-5502214009-20260612", "tool:get_notifications", {
        "GrpHdr": {"MsgId": "MBB-NTF-20260612-0007", "CreDtTm": "2026-06-12T08:05:31+02:00"},
        "Ntfctn": {
            "Id": "NTF-5502214009-0612",
            "Acct": {"Id": {"IBAN": "CZ1868000000005502214009"}, "Ccy": "CZK", "Ownr": {"Nm": "Elektro Hanák s.r.o."}},
            "Ntry": [
                {"NtryRef": "0611-0093", "AcctSvcrRef": "MBB2606110093",
                 "Amt": {"Ccy": "CZK", "value": "96800.00"}, "CdtDbtInd": "CRDT", "Sts": {"Cd": "BOOK"},
                 "BookgDt": {"Dt": "2026-06-11"}, "ValDt": {"Dt": "2026-06-11"},
                 "NtryDtls": {"TxDtls": [{
                     "Refs": {"EndToEndId": "VS20260412", "InstrId": "SN-PAY-55102"},
                     "RltdPties": {"Dbtr": {"Nm": "Stavby Novotný a.s."},
                                   "DbtrAcct": {"Id": {"IBAN": "CZ0301000000123456780217"}}},
                     "RmtInf": {"Ustrd": ["FAKTURA 2026-0412"]}}]}},
                {"NtryRef": "0611-0101", "AcctSvcrRef": "MBB2606110101",
                 "Amt": {"Ccy": "CZK", "value": "12100.00"}, "CdtDbtInd": "DBIT", "Sts": {"Cd": "BOOK"},
                 "BookgDt": {"Dt": "2026-06-11"}, "ValDt": {"Dt": "2026-06-11"},
                 "NtryDtls": {"TxDtls": [{
                     "Refs": {"EndToEndId": "EH-OUT-0611-02"},
                     "RltdPties": {"Cdtr": {"Nm": "Kabely Morava s.r.o."}},
                     "RmtInf": {"Ustrd": ["FA 7710045"]}}]}},
                {"NtryRef": "0612-0004", "Amt": {"Ccy": "CZK", "value": "48400.00"}, "CdtDbtInd": "CRDT",
                 "Sts": {"Cd": "PDNG"}, "ValDt": {"Dt": "2026-06-12"},
                 "NtryDtls": {"TxDtls": [{
                     "Refs": {"EndToEndId": "VS20260421"},
                     "RltdPties": {"Dbtr": {"Nm": "Stavby Novák s.r.o."}},
                     "RmtInf": {"Ustrd": ["FAKTURA 2026-0421"]}}]}}]}}),
]
Q_INV = ("Has Stavby Novotný paid our invoice 2026-0412 for 96 800 Kč? And has anything come from Stavby Novák for "
         "invoice 2026-0421?")
NOW_INV = "2026-06-12T08:30:00+02:00"

add(63, "sb-invoice-payments", D_SB, Q_INV,
    "Dear Sir or Madam,\n\nYes, invoice 2026-0412 has been paid. We received 96 800,00 Kč from Stavby Novotný "
    "a.s.; the payment was booked to your account on 11.06.2026, and it carries the end-to-end reference "
    "VS20260412. A payment of 48 400,00 Kč from Stavby Novák s.r.o. for invoice 2026-0421 has also arrived, but "
    "it is still pending and has not yet been booked; its value date is 12.06.2026.\n\nKind regards,\n"
    "Moravia Business Bank",
    EV_INV,
    [S("invoice 2026-0412 has been paid"),
     S("We received 96 800,00 Kč from Stavby Novotný a.s."),
     S("booked to your account on 11.06.2026"),
     S("end-to-end reference VS20260412"),
     S("A payment of 48 400,00 Kč from Stavby Novák s.r.o. for invoice 2026-0421 has also arrived"),
     S("it is still pending and has not yet been booked"),
     S("its value date is 12.06.2026")],
    includes=["96 800,00 Kč", "pending"],
    notes="Entry 0611-0093 CRDT 96800.00 BOOK 2026-06-11, EndToEndId VS20260412, Dbtr Stavby Novotný a.s.; entry "
          "0612-0004 CRDT 48400.00 PDNG, ValDt 2026-06-12, Dbtr Stavby Novák s.r.o.")

add(64, "sb-invoice-payments", D_SB, Q_INV,
    "Stavby Novotný paid the 96 800 Kč yesterday. Stavby Novák's 48 400 Kč is on its way to you – it's showing "
    "as pending this morning.",
    EV_INV,
    [S("Stavby Novotný paid the 96 800 Kč yesterday"),
     S("Stavby Novák's 48 400 Kč"),
     S("it's showing as pending this morning")],
    includes=["96 800 Kč"], now=NOW_INV,
    notes="BookgDt 2026-06-11 is the day before now (12.06.); 0612-0004 Sts PDNG.")

add(65, "sb-invoice-payments", D_SB, Q_INV,
    "Here is the status of both invoices:\n"
    "- 2026-0412, Stavby Novotný a.s.: 96 800,00 Kč received and booked on 11 June 2026 (bank reference "
    "MBB2606110093)\n"
    "- 2026-0421, Stavby Novák s.r.o.: 48 400,00 Kč received, pending, not booked yet\n"
    "The 12 100,00 Kč debit on 11 June is your own payment to Kabely Morava s.r.o., not connected with either "
    "invoice.",
    EV_INV,
    [S("2026-0412, Stavby Novotný a.s.: 96 800,00 Kč received and booked on 11 June 2026"),
     S("(bank reference MBB2606110093)"),
     S("2026-0421, Stavby Novák s.r.o.: 48 400,00 Kč received, pending, not booked yet"),
     S("The 12 100,00 Kč debit on 11 June is your own payment to Kabely Morava s.r.o.")],
    includes=["48 400,00 Kč"],
    notes="AcctSvcrRef of 0611-0093 is MBB2606110093 (the bank's reference); 0611-0101 is a DBIT to Kabely Morava.")

add(66, "sb-invoice-payments", D_SB, Q_INV,
    "Good morning, both invoices are settled. Stavby Novotný a.s. paid 96 800,00 Kč on 11.06.2026, and the "
    "48 400,00 Kč for invoice 2026-0421 from Stavby Novotný a.s. was booked to your account this morning.",
    EV_INV,
    [S("Stavby Novotný a.s. paid 96 800,00 Kč on 11.06.2026"),
     C("for invoice 2026-0421 from Stavby Novotný a.s.", "VALUE_MISMATCH"),
     C("was booked to your account this morning", "RECORD_STATE_MISMATCH"),
     C("both invoices are settled", "RECORD_STATE_MISMATCH")],
    errors=["wrong_name", "wrong_state", "wrong_state"],
    excludes=["2026-0421 from Stavby Novotný", "booked to your account this morning", "both invoices are settled"],
    notes="The 48400.00 entry's Dbtr is Stavby Novák s.r.o., and its Sts is PDNG (no BookgDt), so it is neither "
          "booked nor settled.",
    now=NOW_INV, suffix="name-state")

add(67, "sb-invoice-payments", D_SB, Q_INV,
    "Invoice 2026-0412 has been paid: 96 800,00 Kč from Stavby Novotný a.s. was booked on 11.06.2026. The payer "
    "used the end-to-end reference MBB2606110093. Stavby Novák's 48 400,00 Kč is pending.",
    EV_INV,
    [S("Invoice 2026-0412 has been paid"),
     S("96 800,00 Kč from Stavby Novotný a.s. was booked on 11.06.2026"),
     C("used the end-to-end reference MBB2606110093", "IDENTIFIER_MISMATCH"),
     S("Stavby Novák's 48 400,00 Kč is pending")],
    errors=["wrong_role"], excludes=["end-to-end reference MBB2606110093"],
    notes="MBB2606110093 is the AcctSvcrRef (our bank's reference); the payer's EndToEndId is VS20260412.",
    suffix="reference-role")

rep(16, "sb-invoice-payments", D_SB, Q_INV,
    "Stavby Novotný a.s. paid 96 800,00 Kč on 11.06.2026. The payment carried the note FAKTURA 2026-0421. The "
    "payment from Stavby Novák s.r.o. is still pending.",
    EV_INV,
    [S("Stavby Novotný a.s. paid 96 800,00 Kč on 11.06.2026"),
     C("The payment carried the note FAKTURA 2026-0421", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"),
     S("The payment from Stavby Novák s.r.o. is still pending")],
    ["wrong_id"], ["FAKTURA 2026-0421"], ["2026-0412", "96 800,00|96,800"],
    "Ustrd of entry 0611-0093 is FAKTURA 2026-0412; 2026-0421 belongs to the pending Stavby Novák payment.")

# ---------------------------------------------------------------------------
# Scenario 17 (small-business current account): payroll batch, one item rejected AC04
# ---------------------------------------------------------------------------
def _sal(n, name, amt):
    return {"PmtId": {"EndToEndId": f"MZDA-05-0{n}"}, "Amt": {"InstdAmt": {"Ccy": "CZK", "value": amt}},
            "Cdtr": {"Nm": name}, "RmtInf": {"Ustrd": ["MZDA 05/2026"]}}


EV_PAYROLL = [
    rec("pain001#PZK-PAYROLL-2026-05", "tool:get_payment_instruction", {
        "GrpHdr": {"MsgId": "PZK-PAYROLL-2026-05", "CreDtTm": "2026-05-28T14:22:09+02:00", "NbOfTxs": "6",
                   "CtrlSum": "187450.00", "InitgPty": {"Nm": "Pekárna Zlatý klas s.r.o."}},
        "PmtInf": [{
            "PmtInfId": "PZK-PAYROLL-2026-05-A", "PmtMtd": "TRF", "BtchBookg": True,
            "ReqdExctnDt": {"Dt": "2026-05-29"},
            "DbtrAcct": {"Id": {"IBAN": "CZ7268000000005503380012"}},
            "CdtTrfTxInf": [_sal(1, "Jana Veselá", "31200.00"), _sal(2, "Martin Šebesta", "29800.00"),
                            _sal(3, "Lucie Bartošová", "27650.00"), _sal(4, "Tomáš Kříž", "33900.00"),
                            _sal(5, "Petr Doležal", "36100.00"), _sal(6, "Hana Němcová", "28800.00")]}]}),
    rec("pain002#PZK-PAYROLL-2026-05", "tool:get_payment_status", {
        "OrgnlGrpInfAndSts": {"OrgnlMsgId": "PZK-PAYROLL-2026-05", "GrpSts": "PART"},
        "OrgnlPmtInfAndSts": [{
            "OrgnlPmtInfId": "PZK-PAYROLL-2026-05-A", "PmtInfSts": "PART",
            "TxInfAndSts": [
                {"OrgnlEndToEndId": "MZDA-05-01", "TxSts": "ACSC"},
                {"OrgnlEndToEndId": "MZDA-05-02", "TxSts": "RJCT",
                 "StsRsnInf": [{"Rsn": {"Cd": "AC04"}, "AddtlInf": ["CREDITOR ACCOUNT CLOSED"]}]},
                {"OrgnlEndToEndId": "MZDA-05-03", "TxSts": "ACSC"},
                {"OrgnlEndToEndId": "MZDA-05-04", "TxSts": "ACSC"},
                {"OrgnlEndToEndId": "MZDA-05-05", "TxSts": "ACSC"},
                {"OrgnlEndToEndId": "MZDA-05-06", "TxSts": "ACSC"}]}]}),
    rec("camt053#MBB-STM-5503380012-20260529", "tool:get_statement", {
        "Stmt": {
            "Id": "MBB-STM-5503380012-20260529", "Acct": {"Id": {"IBAN": "CZ7268000000005503380012"}, "Ccy": "CZK"},
            "Ntry": [{"NtryRef": "0529-PAYROLL", "Amt": {"Ccy": "CZK", "value": "157650.00"}, "CdtDbtInd": "DBIT",
                      "Sts": {"Cd": "BOOK"}, "BookgDt": {"Dt": "2026-05-29"}, "ValDt": {"Dt": "2026-05-29"},
                      "NtryDtls": {"Btch": {"MsgId": "PZK-PAYROLL-2026-05", "NbOfTxs": "5",
                                            "TtlAmt": {"Ccy": "CZK", "value": "157650.00"}}}}]}}),
    pol("policy#batch-payments",
        "Payments in a batch are checked one by one. A payment that is rejected is not debited from your "
        "account, and the rest of the batch is processed as normal. To pay a rejected item, correct the "
        "beneficiary's account details and send it again as a new payment. Batches received by 13:00 on a "
        "business day are executed the same day.", revision="v6"),
    psg("kb#status-reason-codes",
        "Common status reason codes on rejected payments:\nAC01 – incorrect account number.\nAC04 – the "
        "beneficiary's account is closed.\nAM04 – insufficient funds on the payer's account."),
]
Q_PAYROLL = ("Did all the May salaries go out on Friday? One of our employees says he hasn't received his pay.")
NOW_PAYROLL = "2026-06-01T08:45:00+02:00"

add(68, "sb-payroll-batch", D_SB, Q_PAYROLL,
    "Dear Sir or Madam,\n\nNot all of them. Of the six salaries in batch PZK-PAYROLL-2026-05, five were paid on "
    "29.05.2026, and your account was debited 157 650,00 Kč for them in one entry. The payment of 29 800,00 Kč "
    "to Martin Šebesta was rejected with reason AC04, which means his account has been closed; that amount was "
    "not debited from your account. Once you have his new account details, please send his salary again as a "
    "new payment.\n\nKind regards,\nMoravia Business Bank",
    EV_PAYROLL,
    [S("Not all of them"),
     S("Of the six salaries in batch PZK-PAYROLL-2026-05"),
     S("five were paid on 29.05.2026"),
     S("debited 157 650,00 Kč for them in one entry"),
     S("The payment of 29 800,00 Kč to Martin Šebesta was rejected"),
     S("with reason AC04, which means his account has been closed"),
     S("that amount was not debited from your account"),
     S("send his salary again as a new payment")],
    includes=["Martin Šebesta", "157 650,00 Kč"],
    notes="pain002 MZDA-05-02 RJCT AC04, others ACSC; camt053 batch entry 157650.00 (NbOfTxs 5) = 187450-29800; "
          "rejected items not debited, re-send as new payment per policy#batch-payments.")

add(69, "sb-payroll-batch", D_SB, Q_PAYROLL,
    "Five out of six went out on Friday. Martin Šebesta's 29,800 CZK bounced because his account is closed "
    "(code AC04), so it wasn't charged to you – please resend it once you have his new account number.",
    EV_PAYROLL,
    [S("Five out of six went out on Friday"),
     S("Martin Šebesta's 29,800 CZK bounced"),
     S("because his account is closed"),
     S("so it wasn't charged to you"),
     S("please resend it once you have his new account number")],
    includes=["29,800 CZK"], now=NOW_PAYROLL,
    notes="now Mon 01.06.; execution 29.05. was the Friday. RJCT AC04 for MZDA-05-02.")

add(70, "sb-payroll-batch", D_SB, Q_PAYROLL,
    "The batch total was one hundred and eighty-seven thousand four hundred and fifty crowns, but only one "
    "hundred and fifty-seven thousand six hundred and fifty crowns was actually debited on 29 May, because one "
    "payment, to Mr Šebesta, was rejected. The other five employees – Ms Veselá, Ms Bartošová, Mr Kříž, "
    "Mr Doležal and Ms Němcová – were paid.",
    EV_PAYROLL,
    [S("one hundred and eighty-seven thousand four hundred and fifty crowns"),
     S("hundred and fifty-seven thousand six hundred and fifty crowns was actually debited on 29 May"),
     S("one payment, to Mr Šebesta, was rejected"),
     S("Ms Veselá, Ms Bartošová, Mr Kříž, Mr Doležal and Ms Němcová – were paid")],
    includes=["Šebesta"],
    notes="CtrlSum 187450.00; batch debit 157650.00; the five ACSC items are 01, 03, 04, 05, 06.")

add(71, "sb-payroll-batch", D_SB, Q_PAYROLL,
    "Five of the six salaries were paid on 29.05.2026, and 158 650,00 Kč was debited from your account for "
    "them. The rejected payment was the one to Tomáš Kříž, because the beneficiary's account is closed (AC04).",
    EV_PAYROLL,
    [S("Five of the six salaries were paid on 29.05.2026"),
     C("158 650,00 Kč was debited", "AMOUNT_MISMATCH"),
     C("The rejected payment was the one to Tomáš Kříž", "VALUE_MISMATCH"),
     S("because the beneficiary's account is closed (AC04)")],
    errors=["wrong_arithmetic", "wrong_name"], excludes=["158 650,00", "one to Tomáš Kříž"],
    notes="187450 - 29800 = 157650 (the batch entry); the RJCT item MZDA-05-02 is Martin Šebesta, not Tomáš Kříž "
          "(MZDA-05-04, ACSC).",
    suffix="sum-name")

rep(17, "sb-payroll-batch", D_SB, Q_PAYROLL,
    "Five salaries were paid on 29.05.2026. The sixth, Martin Šebesta's salary of 28 800,00 Kč, was rejected "
    "because his account is closed, and it was not debited from your account.",
    EV_PAYROLL,
    [S("Five salaries were paid on 29.05.2026"),
     C("Martin Šebesta's salary of 28 800,00 Kč", "AMOUNT_MISMATCH"),
     S("was rejected because his account is closed"),
     S("it was not debited from your account")],
    ["other_record_value"], ["28 800,00"], ["29 800|29,800|29800", "29.05.2026|29 May"],
    "MZDA-05-02 (Šebesta) is 29800.00; 28800.00 is Hana Němcová's salary (MZDA-05-06).")

# ---------------------------------------------------------------------------
# Scenario 18 (fixed-term savings bond): two-year bond maturing, payout figures
# ---------------------------------------------------------------------------
D_SV = "fixed-term savings bonds"
EV_MAT = [
    rec("bond#HSD-2Y-24-1187", "tool:get_bond_holding", {
        "bondId": "HSD-2Y-24-1187", "series": "HORIZONT 2Y 06/2024", "status": "ACTIVE",
        "holder": {"Nm": "Alena Fialová", "clientId": "HZ-331902"},
        "principal": {"Ccy": "CZK", "value": "200000.00"},
        "rate": {"nominalPa": "4.10", "dayCount": "30E/360", "type": "FIXED"},
        "term": "P2Y", "issueDate": "2024-06-15", "maturityDate": "2026-06-15",
        "interestPayment": "AT_MATURITY", "maturityInstruction": "PAY_OUT",
        "instructionChangeDeadline": "2026-06-08",
        "projectedPayout": {"grossInterest": {"Ccy": "CZK", "value": "16400.00"},
                            "withholdingTax": {"Ccy": "CZK", "value": "2460.00"},
                            "netInterest": {"Ccy": "CZK", "value": "13940.00"},
                            "total": {"Ccy": "CZK", "value": "213940.00"}, "payoutDate": "2026-06-15",
                            "CdtrAcct": {"Id": {"IBAN": "CZ9268000000005509912004"}}}}),
    rec("bond#HSD-3Y-25-0442", "tool:get_bond_holding", {
        "bondId": "HSD-3Y-25-0442", "series": "HORIZONT 3Y 03/2025", "status": "ACTIVE",
        "holder": {"Nm": "Alena Fialová", "clientId": "HZ-331902"},
        "principal": {"Ccy": "CZK", "value": "100000.00"},
        "rate": {"nominalPa": "4.35", "type": "FIXED"}, "term": "P3Y",
        "issueDate": "2025-03-01", "maturityDate": "2028-03-01", "interestPayment": "ANNUAL"}),
    pol("policy#bond-maturity",
        "At maturity the principal and the interest are paid to the linked current account on the maturity "
        "date, or on the next business day if that date is a weekend or public holiday. Interest is subject to "
        "15 % withholding tax, deducted before payment. Until 5 business days before maturity you can change "
        "the maturity instruction between paying out and renewing for the same term at the rate then on offer.",
        revision="2025-12"),
]
Q_MAT = "My two-year bond matures soon. How much will I get and when? Can I still choose to renew it instead?"
NOW_MAT = "2026-06-05T10:00:00+02:00"

add(72, "bond-maturity-payout", D_SV, Q_MAT,
    "Dear Ms Fialová,\n\nYour bond HSD-2Y-24-1187 matures on 15.06.2026. You invested 200 000,00 Kč at a fixed "
    "4,10 % a year, so over the two years it has earned 16 400,00 Kč of gross interest. After the 15 % "
    "withholding tax of 2 460,00 Kč, the net interest is 13 940,00 Kč, and 213 940,00 Kč in total will be paid "
    "to your current account ending 2004 on the maturity date. Your instruction is currently set to pay out. "
    "If you would rather renew, you can change the instruction until 08.06.2026, five business days before "
    "maturity; the renewal would be for the same term at the rate on offer at that time.\n\n"
    "Kind regards,\nHorizont Savings",
    EV_MAT,
    [S("Your bond HSD-2Y-24-1187 matures on 15.06.2026"),
     S("You invested 200 000,00 Kč at a fixed 4,10 % a year"),
     S("it has earned 16 400,00 Kč of gross interest"),
     S("15 % withholding tax of 2 460,00 Kč"),
     S("the net interest is 13 940,00 Kč"),
     S("213 940,00 Kč in total will be paid to your current account ending 2004"),
     S("on the maturity date"),
     S("Your instruction is currently set to pay out"),
     S("you can change the instruction until 08.06.2026"),
     S("five business days before maturity"),
     S("for the same term at the rate on offer at that time")],
    includes=["213 940,00 Kč", "15.06.2026"],
    notes="bond 1187: principal 200000, 4.10 %, P2Y, maturity 2026-06-15, projectedPayout 16400/2460/13940/213940, "
          "instruction PAY_OUT, change deadline 2026-06-08; renewal terms in policy#bond-maturity.")

add(73, "bond-maturity-payout", D_SV, Q_MAT,
    "You'll receive CZK 213,940.00 on 15 June 2026: your CZK 200,000.00 back plus CZK 13,940.00 net interest. "
    "Yes, you can still switch to renewal – the deadline is 8 June.",
    EV_MAT,
    [S("You'll receive CZK 213,940.00 on 15 June 2026"),
     S("your CZK 200,000.00 back"),
     S("plus CZK 13,940.00 net interest"),
     S("you can still switch to renewal"),
     S("the deadline is 8 June")],
    includes=["213,940.00"],
    notes="projectedPayout.total 213940.00, payoutDate 2026-06-15; instructionChangeDeadline 2026-06-08 is after "
          "now (05.06.).")

add(74, "bond-maturity-payout", D_SV, Q_MAT,
    "On Monday 15 June the principal of 200 000 Kč and the interest, net of tax, will be credited to your linked "
    "account – 213 940 Kč altogether. The interest is taxed at 15 % before it is paid. A change to the maturity "
    "instruction can still be made by you until Monday 8 June.",
    EV_MAT,
    [S("On Monday 15 June the principal of 200 000 Kč"),
     S("will be credited to your linked account"),
     S("213 940 Kč altogether"),
     S("The interest is taxed at 15 % before it is paid"),
     S("can still be made by you until Monday 8 June")],
    includes=["213 940 Kč"],
    notes="15.06.2026 and 08.06.2026 are Mondays; total 213940.00; tax rule in policy.")

add(75, "bond-maturity-payout", D_SV, Q_MAT,
    "Your bond matures on 15.06.2026. The gross interest is 16 400,00 Kč; after 15 % tax of 2 460,00 Kč you keep "
    "13 940,00 Kč, so the total paid out will be 213 400,00 Kč. You can change your instruction up to the day "
    "before maturity.",
    EV_MAT,
    [S("Your bond matures on 15.06.2026"),
     S("The gross interest is 16 400,00 Kč"),
     S("after 15 % tax of 2 460,00 Kč you keep 13 940,00 Kč"),
     C("the total paid out will be 213 400,00 Kč", "AMOUNT_MISMATCH"),
     C("up to the day before maturity", "NLI_CONTRADICTION", "DATE_MISMATCH")],
    errors=["wrong_arithmetic", "wrong_policy_condition"], excludes=["213 400,00", "up to the day before maturity"],
    notes="200000 + 13940 = 213940 (projectedPayout.total). Instruction changes close 5 business days before "
          "maturity (08.06.), not the day before.",
    suffix="total-deadline")

add(76, "bond-maturity-payout", D_SV, Q_MAT,
    "Hello Ms Fialová, bond HSD-2Y-24-1187 pays a fixed 4,35 % a year and matures on 15.06.2026, when "
    "213 940,00 Kč will be paid to your current account. You can still switch to renewal until 08.06.2026.",
    EV_MAT,
    [C("pays a fixed 4,35 % a year", "VALUE_MISMATCH"),
     S("matures on 15.06.2026"),
     S("213 940,00 Kč will be paid to your current account"),
     S("You can still switch to renewal until 08.06.2026")],
    errors=["other_record_value"], excludes=["4,35 %"],
    notes="4.35 % is the rate of her other bond HSD-3Y-25-0442; HSD-2Y-24-1187 pays 4.10 %.",
    suffix="other-bond-rate")

rep(18, "bond-maturity-payout", D_SV, Q_MAT,
    "Your bond matures on 15.06.2026. Gross interest is 16 400,00 Kč and withholding tax is 2 640,00 Kč. In total "
    "213 940,00 Kč will be paid to your account that day.",
    EV_MAT,
    [S("Your bond matures on 15.06.2026"),
     S("Gross interest is 16 400,00 Kč"),
     C("withholding tax is 2 640,00 Kč", "AMOUNT_MISMATCH"),
     S("213 940,00 Kč will be paid to your account that day")],
    ["wrong_amount"], ["2 640,00"], ["2 460|2,460|2460", "213 940,00|213,940"],
    "projectedPayout.withholdingTax is 2460.00 (15 % of 16400).")

# ---------------------------------------------------------------------------
# Scenario 19 (fixed-term savings bond): early redemption refused, minimum holding not reached
# ---------------------------------------------------------------------------
EV_EARLY = [
    rec("bond#HSD-1Y-25-7720", "tool:get_bond_holding", {
        "bondId": "HSD-1Y-25-7720", "series": "HORIZONT 1Y 12/2025", "status": "ACTIVE",
        "holder": {"Nm": "David Urban", "clientId": "HZ-418077"},
        "principal": {"Ccy": "CZK", "value": "150000.00"},
        "rate": {"nominalPa": "3.90", "dayCount": "30E/360", "type": "FIXED"},
        "term": "P1Y", "issueDate": "2025-12-01", "maturityDate": "2026-12-01",
        "earlyRedemption": {"minHolding": "P6M", "earliestDate": "2026-06-01", "penalty": "INTEREST_90D",
                            "estimateAsOf": "2026-06-01",
                            "estimate": {"accruedInterest": "2925.00", "penalty": "1462.50",
                                         "interestAfterPenalty": "1462.50", "withholdingTax": "219.38",
                                         "payout": "151243.12", "Ccy": "CZK"}}}),
    refused("request_early_redemption#call-1", "request_early_redemption", "DENY",
            {"bondId": "HSD-1Y-25-7720", "requestedDate": "2026-05-21",
             "reason": "MIN_HOLDING_PERIOD_NOT_REACHED"}),
    pol("policy#early-redemption",
        "A savings bond can be redeemed before maturity only once it has been held for at least 6 months from "
        "the issue date. Early redemption costs a penalty equal to 90 days' interest on the principal, which is "
        "deducted from the interest accrued so far. The remaining interest is paid net of 15 % withholding tax. "
        "The money is paid to the linked current account within 3 business days of an accepted request.",
        revision="2025-10"),
]
Q_EARLY = "I need the money from my savings bond for a car. Can I take it out now?"
NOW_EARLY = "2026-05-21T13:10:00+02:00"

add(77, "bond-early-redemption", D_SV, Q_EARLY,
    "Dear Mr Urban,\n\nI am afraid your request to redeem bond HSD-1Y-25-7720 today could not be accepted. A bond "
    "can only be redeemed early once it has been held for at least six months; yours was issued on 01.12.2025, "
    "so the earliest possible date is 01.06.2026. If you redeem it then, a penalty of 90 days' interest, "
    "1 462,50 Kč, is deducted from the 2 925,00 Kč accrued, and after 15 % tax on the rest you would receive "
    "about 151 243,12 Kč. The money is paid to your current account within 3 business days of an accepted "
    "request.\n\nKind regards,\nHorizont Savings",
    EV_EARLY,
    [S("could not be accepted"),
     S("held for at least six months"),
     S("yours was issued on 01.12.2025"),
     S("the earliest possible date is 01.06.2026"),
     S("a penalty of 90 days' interest, 1 462,50 Kč"),
     S("deducted from the 2 925,00 Kč accrued"),
     S("you would receive about 151 243,12 Kč"),
     S("within 3 business days of an accepted request")],
    includes=["01.06.2026", "151 243,12"], now=NOW_EARLY,
    notes="request_early_redemption DENY (MIN_HOLDING_PERIOD_NOT_REACHED); issueDate 2025-12-01, earliestDate "
          "2026-06-01; estimate as of 01.06.: accrued 2925.00, penalty 1462.50, payout 151243.12; policy terms.")

add(78, "bond-early-redemption", D_SV, Q_EARLY,
    "Not yet, I'm sorry – the minimum holding period of 6 months runs until 1 June 2026, so your request was "
    "declined. From that date you can redeem early for a penalty of 90 days' interest.",
    EV_EARLY,
    [S("the minimum holding period of 6 months runs until 1 June 2026"),
     S("your request was declined"),
     S("From that date you can redeem early"),
     S("for a penalty of 90 days' interest")],
    includes=["1 June 2026"],
    notes="minHolding P6M, earliestDate 2026-06-01; DENY; penalty INTEREST_90D.")

add(79, "bond-early-redemption", D_SV, Q_EARLY,
    "Here is where things stand with bond HSD-1Y-25-7720 (150 000 Kč at 3,90 %):\n"
    "• Early redemption today: not possible, the request was refused\n"
    "• Earliest early redemption: 1.6.2026\n"
    "• Estimated payout on that date: 151 243,12 Kč after the penalty and tax\n"
    "• Regular maturity: 1.12.2026, with no penalty",
    EV_EARLY,
    [S("bond HSD-1Y-25-7720 (150 000 Kč at 3,90 %)"),
     S("Early redemption today: not possible, the request was refused"),
     S("Earliest early redemption: 1.6.2026"),
     S("Estimated payout on that date: 151 243,12 Kč"),
     S("Regular maturity: 1.12.2026")],
    includes=["151 243,12 Kč"], now=NOW_EARLY,
    notes="principal 150000, rate 3.90, maturityDate 2026-12-01, estimate payout 151243.12 as of 2026-06-01.")

add(80, "bond-early-redemption", D_SV, Q_EARLY,
    "Hello Mr Urban, I have submitted the early redemption of bond HSD-1Y-25-7720 for you. After the penalty of "
    "90 days' interest and tax, the money will be in your current account within 3 business days.",
    EV_EARLY,
    [C("I have submitted the early redemption of bond HSD-1Y-25-7720", "NOT_EXECUTED"),
     S("the penalty of 90 days' interest"),
     CI("the money will be in your current account within 3 business days", "NOT_EXECUTED",
        "CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH")],
    errors=["refused_call_effect", "invented_promise"],
    excludes=["I have submitted the early redemption", "money will be in your current account within 3 business days"],
    notes="request_early_redemption#call-1 was DENY (minimum 6-month holding not reached); no payout is due.",
    suffix="submitted")

add(81, "bond-early-redemption", D_SV, Q_EARLY,
    "You can redeem bond HSD-1Y-25-7720 early from 01.06.2026. The penalty is one month's interest, about "
    "487,50 Kč, deducted from the interest accrued by then.",
    EV_EARLY,
    [S("You can redeem bond HSD-1Y-25-7720 early from 01.06.2026"),
     C("The penalty is one month's interest", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     C("about 487,50 Kč", "AMOUNT_MISMATCH"),
     S("deducted from the interest accrued by then")],
    errors=["wrong_policy_condition", "wrong_amount"], excludes=["one month's interest", "487,50"],
    notes="Policy and record: penalty is 90 days' interest, estimated at 1462.50 Kč.",
    suffix="penalty")

rep(19, "bond-early-redemption", D_SV, Q_EARLY,
    "Your early redemption request was declined because bond HSD-1Y-25-7720 has not yet been held for six "
    "months. You can redeem it early from 21.06.2026, with a penalty of 90 days' interest.",
    EV_EARLY,
    [S("Your early redemption request was declined"),
     S("has not yet been held for six months"),
     C("You can redeem it early from 21.06.2026", "DATE_MISMATCH"),
     S("with a penalty of 90 days' interest")],
    ["wrong_date"], ["21.06.2026"], ["01.06.2026|1 June|1.6.2026|1. 6. 2026", "six months|6 months"],
    "earliestDate is 2026-06-01 (issue 2025-12-01 + 6 months).")

# ---------------------------------------------------------------------------
# Scenario 20 (fixed-term savings bond): automatic renewal of principal at the new rate
# ---------------------------------------------------------------------------
EV_RENEW = [
    rec("bond#HSD-1Y-25-3305", "tool:get_bond_holding", {
        "bondId": "HSD-1Y-25-3305", "series": "HORIZONT 1Y 06/2025", "status": "ACTIVE",
        "holder": {"Nm": "Simona Vlčková", "clientId": "HZ-270655"},
        "principal": {"Ccy": "CZK", "value": "80000.00"},
        "rate": {"nominalPa": "4.25", "type": "FIXED"}, "term": "P1Y",
        "issueDate": "2025-06-20", "maturityDate": "2026-06-20",
        "maturityInstruction": "RENEW_PRINCIPAL_PAY_INTEREST",
        "renewal": {"effectiveDate": "2026-06-22", "term": "P1Y", "rateSource": "RATESHEET_AT_RENEWAL",
                    "principal": {"Ccy": "CZK", "value": "80000.00"}},
        "interestAtMaturity": {"gross": "3400.00", "withholdingTax": "510.00", "net": "2890.00", "Ccy": "CZK",
                               "payoutDate": "2026-06-22",
                               "CdtrAcct": {"Id": {"IBAN": "CZ3368000000005507761003"}}}}),
    rec("ratesheet#HZ-2026-06", "tool:get_rate_sheet", {
        "rateSheetId": "HZ-2026-06", "status": "CURRENT", "validFrom": "2026-06-01",
        "rates": [{"term": "P1Y", "nominalPa": "3.60"}, {"term": "P2Y", "nominalPa": "3.80"},
                  {"term": "P3Y", "nominalPa": "3.95"}]}),
    rec("ratesheet#HZ-2026-05", "tool:get_rate_sheet", {
        "rateSheetId": "HZ-2026-05", "status": "SUPERSEDED", "validFrom": "2026-05-01", "validTo": "2026-05-31",
        "rates": [{"term": "P1Y", "nominalPa": "3.75"}, {"term": "P2Y", "nominalPa": "3.90"},
                  {"term": "P3Y", "nominalPa": "4.05"}]}),
    pol("policy#bond-renewal",
        "If a bond is set to renew, it is renewed on its maturity date, or on the next business day when the "
        "maturity date is a weekend or public holiday. The renewed bond runs for the same term at the rate on "
        "the rate sheet valid on the renewal date. With the instruction 'renew principal, pay interest', only the "
        "principal is renewed and the interest, net of 15 % tax, is paid to the linked current account.",
        revision="2026-02"),
]
Q_RENEW = ("My bond renews automatically this month. What rate will I get for the next year, and what happens to "
           "the interest?")
NOW_RENEW = "2026-06-10T15:30:00+02:00"

add(82, "bond-auto-renewal", D_SV, Q_RENEW,
    "Dear Ms Vlčková,\n\nYour bond HSD-1Y-25-3305 matures on Saturday 20.06.2026, so it will be renewed on the "
    "next business day, Monday 22.06.2026. The principal of 80 000,00 Kč will be renewed for another year at "
    "the rate on the rate sheet valid that day; the current one-year rate is 3,60 % a year. The interest for "
    "this year, 3 400,00 Kč gross, is not renewed: after 15 % tax you will receive 2 890,00 Kč in your current "
    "account on 22.06.2026.\n\nKind regards,\nHorizont Savings",
    EV_RENEW,
    [S("matures on Saturday 20.06.2026"),
     S("renewed on the next business day, Monday 22.06.2026"),
     S("The principal of 80 000,00 Kč will be renewed for another year"),
     S("at the rate on the rate sheet valid that day"),
     S("the current one-year rate is 3,60 % a year"),
     S("3 400,00 Kč gross, is not renewed"),
     S("after 15 % tax you will receive 2 890,00 Kč in your current account on 22.06.2026")],
    includes=["3,60 %", "2 890,00 Kč"],
    notes="maturityDate 2026-06-20 (a Saturday), renewal.effectiveDate 2026-06-22; ratesheet HZ-2026-06 CURRENT "
          "P1Y 3.60; interestAtMaturity 3400/510/2890 paid 2026-06-22; RENEW_PRINCIPAL_PAY_INTEREST.")

add(83, "bond-auto-renewal", D_SV, Q_RENEW,
    "At today's rate sheet the new one-year bond would pay 3.60 % p.a. Only the 80,000 CZK principal renews; "
    "the interest (CZK 2,890.00 after tax) goes to your current account.",
    EV_RENEW,
    [S("the new one-year bond would pay 3.60 % p.a."),
     S("Only the 80,000 CZK principal renews"),
     S("the interest (CZK 2,890.00 after tax) goes to your current account")],
    includes=["3.60 %"], now=NOW_RENEW,
    notes="Rate sheet HZ-2026-06 (valid from 2026-06-01, CURRENT) gives P1Y 3.60; net interest 2890.00.")

add(84, "bond-auto-renewal", D_SV, Q_RENEW,
    "Your 80 000 Kč will be reinvested for one more year on 22 June 2026, since the maturity date falls on a "
    "weekend. The rate is the one valid on the renewal day – 3,60 % under the current rate sheet, down from the "
    "4,25 % you have had this year. Your net interest of 2 890 Kč will be paid out rather than reinvested.",
    EV_RENEW,
    [S("Your 80 000 Kč will be reinvested for one more year on 22 June 2026"),
     S("since the maturity date falls on a weekend"),
     S("The rate is the one valid on the renewal day"),
     S("3,60 % under the current rate sheet"),
     S("down from the 4,25 % you have had this year"),
     S("Your net interest of 2 890 Kč will be paid out rather than reinvested")],
    includes=["3,60 %"],
    notes="bond rate 4.25 (this year), ratesheet CURRENT 3.60, renewal 2026-06-22, interest paid out per instruction.")

add(85, "bond-auto-renewal", D_SV, Q_RENEW,
    "Hello Ms Vlčková, your bond will be renewed on 22.06.2026 for one year. The new rate will be 3,75 % a year, "
    "and the net interest of 2 890,00 Kč will be paid to your current account.",
    EV_RENEW,
    [S("your bond will be renewed on 22.06.2026 for one year"),
     C("The new rate will be 3,75 % a year", "VALUE_MISMATCH"),
     S("the net interest of 2 890,00 Kč will be paid to your current account")],
    errors=["stale_value"], excludes=["3,75 %"],
    notes="3.75 is the one-year rate on the SUPERSEDED May rate sheet HZ-2026-05; the current sheet gives 3.60.",
    suffix="old-ratesheet")

add(86, "bond-auto-renewal", D_SV, Q_RENEW,
    "Your bond HSD-1Y-25-3305 renews on 20.06.2026 at the current one-year rate of 3,60 %. The interest of "
    "2 890,00 Kč net will be added to the new bond, so you will have 82 890,00 Kč invested from then on.",
    EV_RENEW,
    [C("renews on 20.06.2026", "DATE_MISMATCH"),
     S("the current one-year rate of 3,60 %"),
     C("will be added to the new bond", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
     C("you will have 82 890,00 Kč invested", "AMOUNT_MISMATCH")],
    errors=["wrong_date", "wrong_value", "wrong_amount"],
    excludes=["renews on 20.06.2026", "added to the new bond", "82 890,00"],
    notes="renewal.effectiveDate is 2026-06-22 (20.06. is a Saturday); the instruction renews the principal only "
          "and pays interest out, so 80000.00 stays invested.",
    suffix="date-rollover")

rep(20, "bond-auto-renewal", D_SV, Q_RENEW,
    "Your bond will be renewed on 22.06.2026 for another year, and your current rate of 4,25 % will continue. "
    "The net interest of 2 890,00 Kč will go to your current account.",
    EV_RENEW,
    [S("Your bond will be renewed on 22.06.2026 for another year"),
     C("your current rate of 4,25 % will continue", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
     S("The net interest of 2 890,00 Kč will go to your current account")],
    ["stale_value"], ["4,25 % will continue"], ["3,60|3.60", "2 890,00|2,890.00|2 890"],
    "The renewed bond takes the rate on the sheet valid at renewal (HZ-2026-06: 3.60 %), not the old 4.25 %.")

# ---------------------------------------------------------------------------
# Scenario 21 (fixed-term savings bond): annual interest, value date vs booking date
# ---------------------------------------------------------------------------
EV_COUPON = [
    rec("camt054#MBB-NTF-5508830017-20260505", "tool:get_notifications", {
        "Ntfctn": {
            "Id": "NTF-5508830017-0505",
            "Acct": {"Id": {"IBAN": "CZ8868000000005508830017"}, "Ccy": "CZK", "Ownr": {"Nm": "Karel Jelínek"}},
            "Ntry": [{
                "NtryRef": "CPN-0906-2026", "AcctSvcrRef": "HZ260505000612",
                "Amt": {"Ccy": "CZK", "value": "9562.50"}, "CdtDbtInd": "CRDT", "Sts": {"Cd": "BOOK"},
                "BookgDt": {"Dt": "2026-05-05"}, "ValDt": {"Dt": "2026-05-04"},
                "BkTxCd": {"Prtry": {"Cd": "BOND_INTEREST"}},
                "NtryDtls": {"TxDtls": [{
                    "Refs": {"EndToEndId": "HSD-3Y-24-0906-CPN2"},
                    "AmtDtls": {"InstdAmt": {"Amt": {"Ccy": "CZK", "value": "11250.00"}}},
                    "Tax": {"Rcrd": [{"Tp": "WITHHOLDING", "Rate": "15",
                                      "TaxAmt": {"Amt": {"Ccy": "CZK", "value": "1687.50"}}}]},
                    "RmtInf": {"Ustrd": ["UROK HSD-3Y-24-0906 2. ROK"]}}]}}]}}),
    rec("bond#HSD-3Y-24-0906", "tool:get_bond_holding", {
        "bondId": "HSD-3Y-24-0906", "status": "ACTIVE", "holder": {"Nm": "Karel Jelínek"},
        "principal": {"Ccy": "CZK", "value": "250000.00"}, "rate": {"nominalPa": "4.50", "type": "FIXED"},
        "issueDate": "2024-05-04", "maturityDate": "2027-05-04", "interestPayment": "ANNUAL",
        "nextInterestDate": "2027-05-04", "couponsPaid": 2}),
    rec("bond#HSD-2Y-25-1212", "tool:get_bond_holding", {
        "bondId": "HSD-2Y-25-1212", "status": "ACTIVE", "holder": {"Nm": "Karel Jelínek"},
        "principal": {"Ccy": "CZK", "value": "100000.00"}, "rate": {"nominalPa": "4.00", "type": "FIXED"},
        "issueDate": "2025-09-15", "maturityDate": "2027-09-15", "interestPayment": "ANNUAL",
        "nextInterestDate": "2026-09-15", "couponsPaid": 0}),
    pol("policy#bond-interest",
        "For bonds with annual interest, interest is credited to the linked current account with a value date on "
        "each anniversary of the issue date. The booking itself may take place up to one business day after the "
        "value date; the value date is what counts for interest on the current account. Interest is paid net of "
        "15 % withholding tax.", revision="2025-12"),
]
Q_COUPON = ("The interest from my three-year bond should have come on 4 May, but I only saw it in my account on "
            "5 May. Is that right, and did I get the full amount?")

add(87, "bond-annual-interest", D_SV, Q_COUPON,
    "Dear Mr Jelínek,\n\nYes, everything is in order. The interest for the second year of bond HSD-3Y-24-0906 "
    "was credited with a value date of 04.05.2026, the anniversary of the issue date, and booked to your account "
    "on 05.05.2026. Booking may follow up to one business day after the value date, and it is the value date "
    "that counts. The gross interest was 11 250,00 Kč (4,50 % on 250 000,00 Kč); after 15 % withholding tax of "
    "1 687,50 Kč, you received 9 562,50 Kč, which is the full amount due.\n\nKind regards,\nHorizont Savings",
    EV_COUPON,
    [S("Yes, everything is in order"),
     S("The interest for the second year of bond HSD-3Y-24-0906"),
     S("value date of 04.05.2026"),
     S("the anniversary of the issue date"),
     S("booked to your account on 05.05.2026"),
     S("Booking may follow up to one business day after the value date"),
     S("it is the value date that counts"),
     S("The gross interest was 11 250,00 Kč (4,50 % on 250 000,00 Kč)"),
     S("withholding tax of 1 687,50 Kč"),
     S("you received 9 562,50 Kč, which is the full amount due")],
    includes=["9 562,50 Kč", "04.05.2026"],
    notes="CPN-0906-2026: 9562.50 CRDT, ValDt 2026-05-04, BookgDt 2026-05-05, gross 11250.00, tax 1687.50 at 15 %; "
          "bond 0906 issued 2024-05-04, 4.50 % on 250000; couponsPaid 2; booking lag rule in policy.")

add(88, "bond-annual-interest", D_SV, Q_COUPON,
    "That's correct: value date 4 May, booking date 5 May. You got CZK 9,562.50 net (CZK 11,250.00 gross minus "
    "15 % tax). The next interest on this bond is due on 4 May 2027.",
    EV_COUPON,
    [S("value date 4 May"),
     S("booking date 5 May"),
     S("You got CZK 9,562.50 net"),
     S("(CZK 11,250.00 gross minus 15 % tax)"),
     S("The next interest on this bond is due on 4 May 2027")],
    includes=["9,562.50"],
    notes="ValDt/BookgDt of CPN-0906-2026; nextInterestDate 2027-05-04 on bond 0906.")

add(89, "bond-annual-interest", D_SV, Q_COUPON,
    "Your interest of 9 562,50 Kč was value-dated 4 May 2026, which is the date used for interest on your "
    "current account, even though it was booked a day later. It was calculated as 4,50 % of 250 000 Kč, less "
    "15 % tax.",
    EV_COUPON,
    [S("Your interest of 9 562,50 Kč was value-dated 4 May 2026"),
     S("which is the date used for interest on your current account"),
     S("even though it was booked a day later"),
     S("calculated as 4,50 % of 250 000 Kč, less 15 % tax")],
    includes=["9 562,50 Kč"],
    notes="ValDt 2026-05-04, BookgDt 2026-05-05; rule that value date counts in policy#bond-interest.")

add(90, "bond-annual-interest", D_SV, Q_COUPON,
    "Hello Mr Jelínek, your interest of 9 562,50 Kč was booked on 04.05.2026 and carries a value date of "
    "05.05.2026. That is 11 250,00 Kč gross less 15 % tax.",
    EV_COUPON,
    [S("your interest of 9 562,50 Kč"),
     C("was booked on 04.05.2026", "DATE_MISMATCH"),
     C("carries a value date of 05.05.2026", "DATE_MISMATCH"),
     S("11 250,00 Kč gross less 15 % tax")],
    errors=["wrong_date", "wrong_date"], excludes=["booked on 04.05.2026", "value date of 05.05.2026"],
    notes="The two dates are swapped: BookgDt is 2026-05-05 and ValDt is 2026-05-04.",
    suffix="dates-swapped")

add(91, "bond-annual-interest", D_SV, Q_COUPON,
    "Yes, the full net interest of 9 562,50 Kč arrived, value-dated 04.05.2026 and booked on 05.05.2026. To make "
    "up for the one-day booking delay we have also credited a day's extra interest. Your next interest payment "
    "on this bond will be on 15.09.2026.",
    EV_COUPON,
    [S("the full net interest of 9 562,50 Kč arrived"),
     S("value-dated 04.05.2026 and booked on 05.05.2026"),
     I("we have also credited a day's extra interest", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
     C("next interest payment on this bond will be on 15.09.2026", "DATE_MISMATCH")],
    errors=["unrecorded_extra", "other_record_value"], excludes=["a day's extra interest", "15.09.2026"],
    notes="No record holds any compensation credit. 15.09.2026 is the nextInterestDate of the other bond "
          "HSD-2Y-25-1212; bond 0906's next interest date is 2027-05-04.",
    suffix="extra-next-date")

rep(21, "bond-annual-interest", D_SV, Q_COUPON,
    "Your net interest of 9 562,50 Kč was value-dated 04.05.2026 and booked on 05.05.2026, which is in line with "
    "our rules. The next interest payment on bond HSD-3Y-24-0906 is due on 15.09.2026.",
    EV_COUPON,
    [S("Your net interest of 9 562,50 Kč was value-dated 04.05.2026 and booked on 05.05.2026"),
     S("which is in line with our rules"),
     C("is due on 15.09.2026", "DATE_MISMATCH")],
    ["other_record_value"], ["15.09.2026"], ["04.05.2027|4 May 2027|4.5.2027|4. 5. 2027", "9 562,50|9,562.50"],
    "bond 0906 nextInterestDate is 2027-05-04; 15.09.2026 belongs to bond HSD-2Y-25-1212.")

# ---------------------------------------------------------------------------
# Scenario 22 (safe-deposit box): annual rent for the new period under the new tariff
# ---------------------------------------------------------------------------
D_SD = "safe-deposit boxes"
EV_RENT_SDB = [
    rec("sdb#SDB-PRG1-M-0417", "tool:get_box_rental", {
        "boxId": "SDB-PRG1-M-0417", "branch": {"Id": "PRG1", "Nm": "Praha Vodičkova"}, "size": "M",
        "dimensionsMm": {"h": 100, "w": 300, "d": 500}, "status": "ACTIVE",
        "holder": {"Nm": "Zdeněk Malina", "clientId": "MBB-CL-660217"},
        "currentPeriod": {"from": "2025-07-01", "to": "2026-06-30", "rent": {"Ccy": "CZK", "value": "2200.00"},
                          "status": "PAID"},
        "nextPeriod": {"from": "2026-07-01", "to": "2027-06-30", "rent": {"Ccy": "CZK", "value": "2400.00"},
                       "dueDate": "2026-07-01", "collection": "DIRECT_DEBIT",
                       "DbtrAcct": {"Id": {"Othr": {"Id": "5506120044"}}}},
        "insuranceCover": {"Ccy": "CZK", "value": "500000.00"}}),
    rec("tariff#SDB-2026", "tool:get_tariff", {
        "tariffId": "SDB-2026", "status": "CURRENT", "appliesToPeriodsFrom": "2026-01-01",
        "annualRent": [{"size": "S", "amount": "1600.00"}, {"size": "M", "amount": "2400.00"},
                       {"size": "L", "amount": "3600.00"}], "Ccy": "CZK"}),
    rec("tariff#SDB-2025", "tool:get_tariff", {
        "tariffId": "SDB-2025", "status": "SUPERSEDED",
        "annualRent": [{"size": "S", "amount": "1450.00"}, {"size": "M", "amount": "2200.00"},
                       {"size": "L", "amount": "3300.00"}], "Ccy": "CZK"}),
    pol("policy#sdb-rent",
        "Rent for a safe-deposit box is paid annually in advance on the first day of each rental period. "
        "A change in the tariff applies from the next rental period that starts after it takes effect. "
        "The rent includes insurance of the contents up to the amount stated in the rental contract. "
        "If the rent is not paid within 30 days of the due date, access to the box is suspended until it is "
        "paid.", revision="2026-01"),
]
Q_RENT_SDB = ("How much is the rent for my safe-deposit box this year, and when will it be collected? Last year it "
              "was 2 200 Kč.")

add(92, "sdb-annual-rent", D_SD, Q_RENT_SDB,
    "Dear Mr Malina,\n\nThe rent for your box SDB-PRG1-M-0417 for the period from 01.07.2026 to 30.06.2027 is "
    "2 400,00 Kč. It will be collected by direct debit from your account 5506120044 on 01.07.2026, the first day "
    "of the new period. The increase of 200 Kč on last year's 2 200 Kč comes from the new tariff, which applies "
    "from the next rental period. As before, the rent includes insurance of the contents up to 500 000 Kč.\n\n"
    "Kind regards,\nMoravia Business Bank, Safe-Deposit Services",
    EV_RENT_SDB,
    [S("for the period from 01.07.2026 to 30.06.2027 is 2 400,00 Kč"),
     S("collected by direct debit from your account 5506120044 on 01.07.2026"),
     S("the first day of the new period"),
     S("The increase of 200 Kč on last year's 2 200 Kč"),
     S("comes from the new tariff, which applies from the next rental period"),
     S("insurance of the contents up to 500 000 Kč")],
    includes=["2 400,00 Kč", "01.07.2026"],
    notes="nextPeriod rent 2400.00, dueDate 2026-07-01, DIRECT_DEBIT from 5506120044; currentPeriod 2200.00; "
          "tariff SDB-2026 M 2400; insuranceCover 500000.00; tariff-change rule in policy#sdb-rent.")

add(93, "sdb-annual-rent", D_SD, Q_RENT_SDB,
    "This year's rent is CZK 2,400 (size M, new tariff), taken by direct debit on 1 July 2026.",
    EV_RENT_SDB,
    [S("This year's rent is CZK 2,400"),
     S("(size M, new tariff)"),
     S("taken by direct debit on 1 July 2026")],
    includes=["2,400"],
    notes="nextPeriod.rent 2400.00, size M, tariff SDB-2026 CURRENT; dueDate 2026-07-01.")

add(94, "sdb-annual-rent", D_SD, Q_RENT_SDB,
    "For the rental year starting 1.7.2026 you will pay two thousand four hundred crowns, two hundred more than "
    "last year. The amount will be debited from your account on the due date, 1.7.2026. Please make sure the "
    "money is there: if the rent is not paid within 30 days, access to the box is suspended until it is.",
    EV_RENT_SDB,
    [S("you will pay two thousand four hundred crowns"),
     S("two hundred more than last year"),
     S("debited from your account on the due date, 1.7.2026"),
     S("if the rent is not paid within 30 days, access to the box is suspended")],
    includes=["two thousand four hundred"],
    notes="2400.00 vs 2200.00 (+200); dueDate 2026-07-01; suspension rule in policy#sdb-rent.")

add(95, "sdb-annual-rent", D_SD, Q_RENT_SDB,
    "Hello Mr Malina, the rent for box SDB-PRG1-M-0417 stays at 2 200 Kč, the same as last year, and it will be "
    "collected by direct debit on 01.07.2026. The rent also includes a free second key for a family member.",
    EV_RENT_SDB,
    [C("stays at 2 200 Kč, the same as last year", "AMOUNT_MISMATCH"),
     S("collected by direct debit on 01.07.2026"),
     CI("includes a free second key for a family member", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE",
        "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["stale_value", "unlisted_perk"], excludes=["stays at 2 200 Kč", "free second key"],
    notes="2200.00 is the current (2025/26) period and the superseded SDB-2025 tariff; the next period is 2400.00. "
          "Neither the policy nor the rental record lists a free second key; the rent includes only insurance.",
    suffix="old-rent-perk")

rep(22, "sdb-annual-rent", D_SD, Q_RENT_SDB,
    "The rent for your box for the next year is 2 400,00 Kč. It will be collected by direct debit on "
    "30.06.2026.",
    EV_RENT_SDB,
    [S("The rent for your box for the next year is 2 400,00 Kč"),
     C("collected by direct debit on 30.06.2026", "DATE_MISMATCH")],
    ["wrong_date"], ["30.06.2026"], ["01.07.2026|1 July|1.7.2026|1. 7. 2026", "2 400,00|2,400|2 400"],
    "nextPeriod.dueDate is 2026-07-01; 30.06.2026 is the last day of the current period.")

# ---------------------------------------------------------------------------
# Scenario 23 (safe-deposit box): vault access appointment, rebooked from the morning
# ---------------------------------------------------------------------------
EV_VAULT = [
    rec("vault-booking#VA-26-0611-014", "tool:get_vault_booking", {
        "bookingId": "VA-26-0611-014", "status": "CONFIRMED", "boxId": "SDB-BRN2-S-0088",
        "branch": {"Id": "BRN2", "Nm": "Brno Masarykova", "tz": "Europe/Prague"},
        "slotStartEpoch": 1781188200, "slotDuration": "PT30M", "createdAtEpoch": 1781019660,
        "visitor": {"Nm": "Hana Rybová", "role": "HOLDER"}}),
    rec("vault-booking#VA-26-0611-006", "tool:get_vault_booking", {
        "bookingId": "VA-26-0611-006", "status": "CANCELLED", "boxId": "SDB-BRN2-S-0088",
        "branch": {"Id": "BRN2", "Nm": "Brno Masarykova"},
        "slotStartEpoch": 1781168400, "slotDuration": "PT30M", "createdAtEpoch": 1780902720,
        "cancelledAtEpoch": 1781019600}),
    psg("kb#vault-hours-brno-masarykova",
        "Safe-deposit vault, Brno Masarykova\nMonday to Thursday 9:00–17:00\nFriday 9:00–15:00\n"
        "Closed on Saturdays, Sundays and public holidays.\nThe last visit starts 30 minutes before closing."),
    pol("policy#vault-access",
        "Access to the vault is by appointment only, booked in online banking or at the branch. Each visit is "
        "limited to the booked slot. Please bring your identity document and your box key; without both, access "
        "cannot be granted.", revision="v2"),
]
Q_VAULT = "Can you confirm my vault appointment for tomorrow? And could I come on Saturday instead?"
NOW_VAULT = "2026-06-10T12:00:00+02:00"

add(96, "sdb-vault-appointment", D_SD, Q_VAULT,
    "Dear Ms Rybová,\n\nYour appointment VA-26-0611-014 at the Brno Masarykova vault is confirmed for tomorrow, "
    "Thursday 11.06.2026, at 16:30, for 30 minutes. Your earlier booking for 11:00 the same day was cancelled, "
    "so only the afternoon slot is valid. A Saturday visit is unfortunately not possible, because the vault is "
    "closed at weekends. Please bring your identity document and your box key, as access cannot be granted "
    "without both.\n\nKind regards,\nSafe-Deposit Services",
    EV_VAULT,
    [S("Your appointment VA-26-0611-014 at the Brno Masarykova vault is confirmed"),
     S("for tomorrow, Thursday 11.06.2026, at 16:30"),
     S("for 30 minutes"),
     S("Your earlier booking for 11:00 the same day was cancelled"),
     S("only the afternoon slot is valid"),
     S("A Saturday visit is unfortunately not possible"),
     S("the vault is closed at weekends"),
     S("bring your identity document and your box key"),
     S("access cannot be granted without both")],
    includes=["16:30", "11.06.2026"], now=NOW_VAULT,
    notes="VA-26-0611-014 CONFIRMED, slotStartEpoch 1781188200 = 14:30Z = 16:30 Prague, PT30M; VA-26-0611-006 "
          "(09:00Z = 11:00) CANCELLED; kb passage: closed weekends; ID and key rule in policy.")

add(97, "sdb-vault-appointment", D_SD, Q_VAULT,
    "Confirmed: tomorrow at 4:30 PM, 30 minutes, Brno Masarykova. Saturday isn't an option – the vault is closed "
    "then. The latest weekday visit starts at 16:30 Monday to Thursday and at 14:30 on Fridays.",
    EV_VAULT,
    [S("Confirmed: tomorrow at 4:30 PM"),
     S("30 minutes, Brno Masarykova"),
     S("Saturday isn't an option"),
     S("the vault is closed then"),
     S("The latest weekday visit starts at 16:30 Monday to Thursday"),
     S("at 14:30 on Fridays")],
    includes=["4:30 PM"], now=NOW_VAULT,
    notes="Slot 16:30 Prague on 11.06. (tomorrow from Wed 10.06.); last visit 30 min before closing: 17:00 -> 16:30, "
          "15:00 -> 14:30 (kb passage).")

add(98, "sdb-vault-appointment", D_SD, Q_VAULT,
    "Your visit to box SDB-BRN2-S-0088 is booked for Thursday 11 June 2026 from 16:30 to 17:00. We are not open "
    "on Saturdays, but on Friday the vault is open from 9:00 to 15:00 if that suits you better.",
    EV_VAULT,
    [S("Your visit to box SDB-BRN2-S-0088"),
     S("booked for Thursday 11 June 2026 from 16:30 to 17:00"),
     S("We are not open on Saturdays"),
     S("on Friday the vault is open from 9:00 to 15:00")],
    includes=["16:30"],
    notes="slotStart 16:30 Prague + PT30M = 17:00; hours from kb#vault-hours-brno-masarykova.")

add(99, "sdb-vault-appointment", D_SD, Q_VAULT,
    "Hello Ms Rybová, your appointment VA-26-0611-014 is confirmed for tomorrow at 14:30 at Brno Masarykova. "
    "If Saturday suits you better, the vault is also open on Saturdays from 9:00 to 12:00. Appointments can be "
    "booked in online banking or at the branch.",
    EV_VAULT,
    [S("your appointment VA-26-0611-014 is confirmed"),
     C("for tomorrow at 14:30", "DATE_MISMATCH", "VALUE_MISMATCH"),
     C("the vault is also open on Saturdays from 9:00 to 12:00", "NLI_CONTRADICTION"),
     S("Appointments can be booked in online banking or at the branch")],
    errors=["unit_conversion", "invented_fact"], excludes=["tomorrow at 14:30", "open on Saturdays"],
    notes="slotStartEpoch 1781188200 is 14:30 UTC = 16:30 Prague. The hours passage says the vault is closed on "
          "Saturdays.",
    now=NOW_VAULT, suffix="utc-saturday")

add(100, "sdb-vault-appointment", D_SD, Q_VAULT,
    "Your vault appointment tomorrow, 11.06.2026, is at 11:00 and lasts 30 minutes. On Thursdays the vault is "
    "open until 18:00. Saturday visits are not possible, as the vault is closed at weekends.",
    EV_VAULT,
    [C("is at 11:00", "VALUE_MISMATCH", "DATE_MISMATCH", "RECORD_STATE_MISMATCH"),
     S("lasts 30 minutes"),
     C("open until 18:00", "NLI_CONTRADICTION"),
     S("Saturday visits are not possible"),
     S("the vault is closed at weekends")],
    errors=["stale_value", "wrong_time"], excludes=["is at 11:00", "until 18:00"],
    notes="The 11:00 slot is booking VA-26-0611-006, CANCELLED; the confirmed booking is at 16:30. The hours "
          "passage gives Monday to Thursday 9:00–17:00.",
    now=NOW_VAULT, suffix="cancelled-slot-hours")

rep(23, "sdb-vault-appointment", D_SD, Q_VAULT,
    "Your appointment is confirmed for tomorrow, 11.06.2026, at 16:30. Saturday is not possible because the "
    "vault is closed at weekends, and on Thursdays it closes at 15:00.",
    EV_VAULT,
    [S("Your appointment is confirmed for tomorrow, 11.06.2026, at 16:30"),
     S("Saturday is not possible because the vault is closed at weekends"),
     C("on Thursdays it closes at 15:00", "NLI_CONTRADICTION")],
    ["wrong_time"], ["closes at 15:00"], ["17:00|5 PM|5:00 PM|5 pm", "16:30"],
    "Hours passage: Monday to Thursday 9:00–17:00; 15:00 is the Friday closing time.", now=NOW_VAULT)

# ---------------------------------------------------------------------------
# Scenario 24 (safe-deposit box): one of two keys lost, lock change refused to the agent
# ---------------------------------------------------------------------------
EV_KEY = [
    rec("sdb#SDB-PRG1-L-1290", "tool:get_box_rental", {
        "boxId": "SDB-PRG1-L-1290", "branch": {"Id": "PRG1", "Nm": "Praha Vodičkova"}, "size": "L",
        "status": "ACTIVE", "holder": {"Nm": "Jitka Sedláčková", "clientId": "MBB-CL-702231"},
        "keys": {"issued": 2, "reportedLost": 1, "lastLossReport": {"reportedOn": "2026-05-25", "ref": "KL-26-0093"}},
        "flags": ["KEY_LOSS_REPORTED"], "lockChange": {"status": "NOT_ORDERED"}}),
    refused("order_lock_change#call-1", "order_lock_change", "ESCALATE",
            {"boxId": "SDB-PRG1-L-1290", "requestedBy": "support_agent",
             "reason": "HOLDER_ID_CHECK_IN_BRANCH_REQUIRED", "routedTo": "BRANCH_PRG1"}),
    pol("policy#sdb-lost-keys",
        "Report a lost key to us straight away. If one key is lost and you still have the other, we change the "
        "lock for 1 800 Kč. If both keys are lost, the box has to be opened by force in your presence, which "
        "costs 4 500 Kč, plus 1 800 Kč for the new lock. A lock change is ordered only after we have checked the "
        "holder's identity in person at the branch, and it takes up to 10 business days. Until the lock is "
        "changed you can still open the box with your remaining key.", revision="2025-06"),
]
Q_KEY = "I've lost one of my two box keys. What will it cost, and can you order the new lock for me now?"
NOW_KEY = "2026-05-27T09:30:00+02:00"

add(101, "sdb-lost-key", D_SD, Q_KEY,
    "Dear Ms Sedláčková,\n\nThank you for reporting the loss; we have it on record under KL-26-0093 from "
    "25.05.2026. Because you still have the second key, the box does not need to be opened by force, and the "
    "lock change costs 1 800 Kč. I was not able to order the new lock from here: it can only be ordered after "
    "your identity has been checked in person, so I have passed your request to our Praha Vodičkova branch. Once "
    "ordered, the change takes up to 10 business days, and until then you can still open the box with your "
    "remaining key.\n\nKind regards,\nSafe-Deposit Services",
    EV_KEY,
    [NA("Thank you for reporting the loss"),
     S("we have it on record under KL-26-0093 from 25.05.2026"),
     S("the box does not need to be opened by force"),
     S("the lock change costs 1 800 Kč"),
     S("I was not able to order the new lock from here"),
     S("it can only be ordered after your identity has been checked in person"),
     S("I have passed your request to our Praha Vodičkova branch"),
     S("takes up to 10 business days"),
     S("you can still open the box with your remaining key")],
    includes=["1 800 Kč", "10 business days"],
    notes="keys issued 2, reportedLost 1, loss ref KL-26-0093 on 2026-05-25; order_lock_change ESCALATE to "
          "BRANCH_PRG1 (ID check); fees and timing in policy#sdb-lost-keys.")

add(102, "sdb-lost-key", D_SD, Q_KEY,
    "With one key left, it's a lock change only: 1,800 CZK, no forced opening. I couldn't order it myself – the "
    "branch needs to check your ID first, and I've forwarded the request to them.",
    EV_KEY,
    [S("it's a lock change only: 1,800 CZK"),
     S("no forced opening"),
     S("I couldn't order it myself"),
     S("the branch needs to check your ID first"),
     S("I've forwarded the request to them")],
    includes=["1,800 CZK"],
    notes="One key lost of two -> 1800 Kč per policy; order_lock_change ESCALATE (HOLDER_ID_CHECK_IN_BRANCH_REQUIRED).")

add(103, "sdb-lost-key", D_SD, Q_KEY,
    "The lost key was reported on 25 May 2026. A new lock for box SDB-PRG1-L-1290 will be fitted for 1 800 Kč "
    "once the branch has verified your identity in person; the request has been escalated to them. Forced "
    "opening, at 4 500 Kč, is only needed when both keys are lost.",
    EV_KEY,
    [S("The lost key was reported on 25 May 2026"),
     S("A new lock for box SDB-PRG1-L-1290 will be fitted for 1 800 Kč"),
     S("once the branch has verified your identity in person"),
     S("the request has been escalated to them"),
     S("Forced opening, at 4 500 Kč, is only needed when both keys are lost")],
    includes=["1 800 Kč"],
    notes="reportedOn 2026-05-25; ESCALATE; forced opening 4500 only when both keys lost (policy).")

add(104, "sdb-lost-key", D_SD, Q_KEY,
    "Hello Ms Sedláčková, I have ordered the new lock for box SDB-PRG1-L-1290; a lock change takes up to 10 "
    "business days. Because a key has been lost, the box will be opened by force first, so the total cost is "
    "6 300 Kč (4 500 Kč for the opening plus 1 800 Kč for the lock).",
    EV_KEY,
    [C("I have ordered the new lock for box SDB-PRG1-L-1290", "NOT_EXECUTED"),
     S("a lock change takes up to 10"),
     C("the box will be opened by force first", "NLI_CONTRADICTION"),
     C("the total cost is 6 300 Kč", "AMOUNT_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["refused_call_effect", "wrong_policy_condition", "wrong_amount"],
    excludes=["I have ordered the new lock", "opened by force first", "6 300 Kč"],
    notes="order_lock_change was ESCALATE, not executed (lockChange NOT_ORDERED). Forced opening applies only when "
          "both keys are lost; she still holds one, so the cost is 1800 Kč.",
    suffix="ordered-drilling")

rep(24, "sdb-lost-key", D_SD, Q_KEY,
    "Since you still have your second key, only the lock needs changing, which costs 1 800 Kč. I have ordered the "
    "lock change for you, and it takes up to 10 business days.",
    EV_KEY,
    [S("only the lock needs changing, which costs 1 800 Kč"),
     C("I have ordered the lock change for you", "NOT_EXECUTED"),
     S("it takes up to 10 business days")],
    ["refused_call_effect"], ["I have ordered the lock change"],
    ["escalated|passed|forwarded|branch|could not|couldn't|unable|not able|cannot", "1 800|1,800"],
    "order_lock_change#call-1 was ESCALATE to branch PRG1 pending an in-person ID check; nothing was ordered.")

# ---------------------------------------------------------------------------
# Scenario 25 (safe-deposit box): authorised persons, one addition awaiting the holder's signature
# ---------------------------------------------------------------------------
EV_PARTY = [
    rec("sdb#SDB-OLM-M-0231", "tool:get_box_rental", {
        "boxId": "SDB-OLM-M-0231", "branch": {"Id": "OLM1", "Nm": "Olomouc Horní náměstí"}, "size": "M",
        "status": "ACTIVE",
        "parties": [
            {"Nm": "Václav Řezníček", "role": "HOLDER", "since": "2019-09-02"},
            {"Nm": "Marie Řezníčková", "role": "AUTHORISED_PERSON", "since": "2023-02-10",
             "accessScope": "OPEN_BOX", "validUntil": None}]}),
    rec("party-change#PC-26-0512", "tool:get_party_change_request", {
        "requestId": "PC-26-0512", "boxId": "SDB-OLM-M-0231", "type": "ADD_AUTHORISED_PERSON",
        "person": {"Nm": "Petr Řezníček"}, "status": "PENDING_HOLDER_SIGNATURE", "createdOn": "2026-06-12",
        "fee": {"Ccy": "CZK", "value": "300.00", "status": "NOT_CHARGED"}}),
    pol("policy#sdb-authorised-persons",
        "The holder may name authorised persons who can open the box on the holder's behalf. An authorised "
        "person cannot end the rental, change the contract or add other people; only the holder can. Adding an "
        "authorised person takes effect once the holder has signed the request at the branch, and costs 300 Kč "
        "per person, charged on signature.", revision="v4"),
]
Q_PARTY = ("Can my son Petr already open our box? And if I'm abroad for a while, can my wife close the rental "
           "for me?")

add(105, "sdb-authorised-person", D_SD, Q_PARTY,
    "Dear Mr Řezníček,\n\nNot yet. The request PC-26-0512 to add Petr Řezníček as an authorised person for box "
    "SDB-OLM-M-0231 was created on 12.06.2026, but it is waiting for your signature; it takes effect only once "
    "you have signed it at our Olomouc Horní náměstí branch. The fee of 300 Kč will be charged when you sign. "
    "Your wife, Marie Řezníčková, has been an authorised person since 10.02.2023 and can open the box, but as an "
    "authorised person she cannot end the rental: only you, as the holder, can do that.\n\nKind regards,\n"
    "Safe-Deposit Services",
    EV_PARTY,
    [S("Not yet"),
     S("The request PC-26-0512 to add Petr Řezníček as an authorised person"),
     S("was created on 12.06.2026"),
     S("it is waiting for your signature"),
     S("it takes effect only once you have signed it at our Olomouc Horní náměstí branch"),
     S("The fee of 300 Kč will be charged when you sign"),
     S("has been an authorised person since 10.02.2023"),
     S("and can open the box"),
     S("she cannot end the rental"),
     S("only you, as the holder, can do that")],
    includes=["PC-26-0512", "300 Kč"],
    notes="PC-26-0512 PENDING_HOLDER_SIGNATURE, created 2026-06-12, fee 300.00 NOT_CHARGED; Marie AUTHORISED_PERSON "
          "since 2023-02-10; limits of an authorised person in policy#sdb-authorised-persons.")

add(106, "sdb-authorised-person", D_SD, Q_PARTY,
    "Petr can't open the box yet – the request still needs your signature at the branch. Your wife can open it, "
    "but she can't close the rental; only the holder can.",
    EV_PARTY,
    [S("Petr can't open the box yet"),
     S("the request still needs your signature at the branch"),
     S("Your wife can open it"),
     S("she can't close the rental"),
     S("only the holder can")],
    includes=["signature"],
    notes="Request status PENDING_HOLDER_SIGNATURE; Marie AUTHORISED_PERSON; policy: only the holder ends the rental.")

add(107, "sdb-authorised-person", D_SD, Q_PARTY,
    "Box SDB-OLM-M-0231 – who can do what:\n"
    "• Václav Řezníček (holder since 2.9.2019): everything, including ending the rental\n"
    "• Marie Řezníčková (authorised person since 10.2.2023): may open the box\n"
    "• Petr Řezníček: request pending your signature, no access yet; 300 Kč on signing",
    EV_PARTY,
    [S("Václav Řezníček (holder since 2.9.2019)"),
     S("everything, including ending the rental"),
     S("Marie Řezníčková (authorised person since 10.2.2023): may open the box"),
     S("Petr Řezníček: request pending your signature, no access yet"),
     S("300 Kč on signing")],
    includes=["300 Kč"],
    notes="parties list of the box; PC-26-0512 pending; fee 300 charged on signature (policy).")

add(108, "sdb-authorised-person", D_SD, Q_PARTY,
    "Hello Mr Řezníček, your wife Marie Řezníčková is a co-holder of box SDB-OLM-M-0231, so she can close the "
    "rental on your behalf while you are abroad. Petr's request is still waiting for your signature at the "
    "branch.",
    EV_PARTY,
    [C("Marie Řezníčková is a co-holder", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
     C("she can close the rental on your behalf", "NLI_CONTRADICTION"),
     S("Petr's request is still waiting for your signature")],
    errors=["wrong_role", "wrong_policy_condition"], excludes=["co-holder", "she can close the rental"],
    notes="Marie's role is AUTHORISED_PERSON, not holder; policy says an authorised person cannot end the rental.",
    suffix="co-holder")

add(109, "sdb-authorised-person", D_SD, Q_PARTY,
    "Good news: Petr Řezníček has been added as an authorised person and can open the box from now on. I have "
    "also waived the 300 Kč fee for adding him. Your wife can open the box too, but only you can end the rental.",
    EV_PARTY,
    [C("has been added as an authorised person and can open the box from now on", "RECORD_STATE_MISMATCH"),
     I("I have also waived the 300 Kč fee", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"),
     S("Your wife can open the box too"),
     S("only you can end the rental")],
    errors=["wrong_state", "unrecorded_extra"], excludes=["has been added as an authorised person", "waived the 300 Kč fee"],
    notes="PC-26-0512 is PENDING_HOLDER_SIGNATURE, so Petr has no access yet; the fee record is NOT_CHARGED with no "
          "waiver recorded.",
    suffix="added-waived")

rep(25, "sdb-authorised-person", D_SD, Q_PARTY,
    "Petr's request PC-26-0512 is waiting for your signature at the branch. Adding him costs 500 Kč. Your wife "
    "can open the box, but she cannot end the rental.",
    EV_PARTY,
    [S("Petr's request PC-26-0512 is waiting for your signature at the branch"),
     C("Adding him costs 500 Kč", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
     S("Your wife can open the box"),
     S("she cannot end the rental")],
    ["wrong_amount"], ["500 Kč"], ["300 Kč|300,00 Kč|CZK 300|300 CZK", "PC-26-0512"],
    "fee.value on PC-26-0512 is 300.00; policy: 300 Kč per person.")

# ---------------------------------------------------------------------------
# Further repair cases on earlier bundles
# ---------------------------------------------------------------------------
rep(26, "fx-usd-reservation", D_FX, Q_RSV,
    "Your 1 500,00 USD are ready at Brno Náměstí Svobody. Please collect them by Friday 05.06.2026 at 16:00. The "
    "remaining 28 809,00 Kč is payable at the counter.",
    EV_RSV,
    [S("Your 1 500,00 USD are ready at Brno Náměstí Svobody"),
     C("by Friday 05.06.2026 at 16:00", "DATE_MISMATCH", "VALUE_MISMATCH"),
     S("remaining 28 809,00 Kč is payable at the counter")],
    ["unit_conversion"], ["at 16:00"], ["18:00|6 PM|6:00 PM|6 pm", "28 809,00|28,809"],
    "PickupDeadlineEpoch 1780675200 is 16:00 UTC, which is 18:00 in Prague (CEST).")

rep(27, "sb-payroll-batch", D_SB, Q_PAYROLL,
    "Five of the six salaries were paid on 28.05.2026. Your account was debited 157 650,00 Kč for them. Martin "
    "Šebesta's payment was rejected because his account number was entered incorrectly, so it was not debited.",
    EV_PAYROLL,
    [C("were paid on 28.05.2026", "DATE_MISMATCH"),
     S("Your account was debited 157 650,00 Kč for them"),
     C("because his account number was entered incorrectly", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
     S("so it was not debited")],
    ["wrong_date", "wrong_value"], ["28.05.2026", "entered incorrectly"],
    ["29.05.2026|29 May|29.5.2026|29. 5. 2026|Friday", "closed|AC04", "157 650,00|157,650"],
    "Two corrections: ReqdExctnDt and the batch booking are 2026-05-29 (28.05. is only when the file was created), "
    "and the reject reason is AC04, account closed, not a wrong account number.")

rep(28, "sb-fee-waiver", D_SB, Q_FEE,
    "The Business Start account costs 190 Kč a month. In May 61 200 Kč was credited to your account, so the "
    "50 000 Kč condition was met and your May fee was waived.",
    EV_FEE,
    [S("The Business Start account costs 190 Kč a month"),
     S("In May 61 200 Kč was credited to your account"),
     C("the 50 000 Kč condition was met", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
     C("your May fee was waived", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
    ["condition_unmet", "wrong_state"], ["condition was met", "fee was waived"],
    ["47 300|47,300|not met|charged", "190 Kč"],
    "waiverEvaluation.met is false: own-account credits of 13 900 do not count, leaving 47 300 Kč; status CHARGED.")


# ---------------------------------------------------------------------------
# Sanity checks and output
# ---------------------------------------------------------------------------
def _sentences(text):
    parts = re.split(r"(?<=[.!?])\s+|\n+", text)
    return [p for p in parts if p.strip()]


def _check(line, is_repair):
    case, exp, meta = line["case"], line["expect"], line["meta"]
    d = case["draft"]
    probs = []
    bad = 0
    for p in exp["probes"]:
        n = d.count(p["contains"])
        if n != 1:
            probs.append(f"probe {p['contains']!r} occurs {n} times")
        if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]:
            bad += 1
    if bad != len(meta["errors"]):
        probs.append(f"{bad} wrong probes but {len(meta['errors'])} error labels")
    good_spans = [p["contains"] for p in exp["probes"] if p["verdict_in"] == ["supported"]]
    bad_spans = [p["contains"] for p in exp["probes"] if p["verdict_in"] not in (["supported"], ["not_applicable"])]
    for ex in exp["final_excludes"]:
        if d.count(ex) < 1:
            probs.append(f"exclude {ex!r} not in draft")
        for sent in _sentences(d):
            if ex in sent and not any(b in sent or sent in b for b in bad_spans):
                probs.append(f"exclude {ex!r} sits in a sentence with no wrong probe: {sent!r}")
        for g in good_spans:
            if ex in g:
                probs.append(f"exclude {ex!r} inside supported span {g!r}")
    if not meta["errors"]:
        if exp["final_excludes"]:
            probs.append("correct case with excludes")
        for inc in exp["final_includes"]:
            if not any(a in d for a in inc.split("|")):
                probs.append(f"include {inc!r} missing from correct draft")
    if is_repair:
        if not exp["final_includes"]:
            probs.append("repair without includes")
        else:
            k = len(meta["errors"]) if meta.get("notes", "").startswith("Two corrections") else 1
            for corr in exp["final_includes"][:k]:
                if any(a in d for a in corr.split("|")):
                    probs.append(f"correction {corr} already in draft")
            for inc in exp["final_includes"][k:]:
                if not any(a in d for a in inc.split("|")):
                    probs.append(f"kept specific {inc!r} missing from draft")
        if not 1 <= len(meta["errors"]) <= 2:
            probs.append("repair needs 1-2 errors")
    elif meta["errors"] and not 1 <= len(meta["errors"]) <= 3:
        probs.append("wrong case needs 1-3 errors")
    for p in probs:
        print(case["id"], "::", p)
    return not probs


SCENARIO_NOW = {
    "cu-dividend": NOW_DIV, "cu-loan-pending": NOW_LOAN, "cu-atm-fee": NOW_ATM, "cu-scheduled-rent": NOW_RENT,
    "cu-membership-share": NOW_CLOSE, "fx-eur-branch-rate": NOW_EURBUY, "fx-usd-reservation": NOW_RSV,
    "fx-buyback-expired": NOW_BUYBACK, "fx-transfer-fee-included": "2026-05-28T15:00:00+02:00",
    "rm-returned-ac04": "2026-05-20T12:00:00+02:00", "rm-cash-pickup": NOW_PICKUP, "rm-inr-requote": NOW_QUOTE,
    "rm-compliance-hold": NOW_HOLD, "sb-may-closing-balance": "2026-06-02T09:00:00+02:00",
    "sb-fee-waiver": "2026-06-03T11:00:00+02:00", "sb-invoice-payments": NOW_INV, "sb-payroll-batch": NOW_PAYROLL,
    "bond-maturity-payout": NOW_MAT, "bond-early-redemption": NOW_EARLY, "bond-auto-renewal": NOW_RENEW,
    "bond-annual-interest": "2026-05-07T11:00:00+02:00", "sdb-annual-rent": "2026-06-15T10:00:00+02:00",
    "sdb-vault-appointment": NOW_VAULT, "sdb-lost-key": NOW_KEY, "sdb-authorised-person": "2026-06-16T14:00:00+02:00",
}


def _fill_now():
    # every reply is written at a known moment: the scenario's own 'now' unless a case gave one
    for x in CASES + REPAIRS:
        c = x["case"]
        if "now" not in c:
            c["now"] = SCENARIO_NOW[x["meta"]["scenario"]]
        elif c["now"] != SCENARIO_NOW[x["meta"]["scenario"]]:
            print(c["id"], ":: now differs from the scenario's")


def main():
    _fill_now()
    ids = [x["case"]["id"] for x in CASES + REPAIRS]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        print("duplicate ids", dup)
    ok = all([_check(x, False) for x in CASES] + [_check(x, True) for x in REPAIRS])
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for x in CASES:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for x in REPAIRS:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    correct = sum(1 for x in CASES if not x["meta"]["errors"])
    counts = {}
    for x in CASES + REPAIRS:
        for e in x["meta"]["errors"]:
            counts[e] = counts.get(e, 0) + 1
    print(f"cases {len(CASES)} (correct {correct}, wrong {len(CASES) - correct}); repair {len(REPAIRS)}")
    print("errors:", json.dumps(dict(sorted(counts.items()))))
    print("checks", "OK" if ok and not dup else "FAILED")


if __name__ == "__main__":
    main()
