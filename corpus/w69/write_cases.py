#!/usr/bin/env python3
"""Writer w69: hand-written cases for six therapy / clinic businesses.

Every draft, record and policy below was written individually for its scenario;
this script only wraps them in the line format, checks each probe span, and
writes cases.jsonl / repair.jsonl.
"""
import json
import os
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
PR_TZ = timezone(timedelta(hours=-4))  # America/Puerto_Rico, no DST
API = "health-insurance remittance (X12 835 / EOB as JSON) + practice appointment, ledger and payment-plan records"

CASES = []
REPAIRS = []


def ep(s):
    """Epoch seconds for a local America/Puerto_Rico wall time 'YYYY-MM-DD HH:MM'."""
    return int(datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=PR_TZ).timestamp())


# ---- probe helpers -------------------------------------------------------
def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def N(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def C(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}


def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}


def CI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


AMT = ("AMOUNT_MISMATCH", "VALUE_MISMATCH")
DATE = ("DATE_MISMATCH", "VALUE_MISMATCH")
STATE = ("RECORD_STATE_MISMATCH", "VALUE_MISMATCH")
IDM = ("IDENTIFIER_MISMATCH", "VALUE_MISMATCH")
VAL = ("VALUE_MISMATCH",)
POL = ("NLI_CONTRADICTION", "VALUE_MISMATCH")
NOTEX = ("NOT_EXECUTED",)
NOREC = ("CLAIM_WITHOUT_TOOL_EVIDENCE",)
NOPOL = ("NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")


def _check(cid, draft, probes, excludes):
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, f"{cid}: probe {p['contains']!r} occurs {n} times"
    for x in excludes:
        assert x in draft, f"{cid}: exclude {x!r} not in draft"


def add(num, scen, domain, question, draft, evidence, probes, errors=(), notes="",
        now=None, excludes=(), includes=()):
    errors = list(errors)
    cid = f"w69-{num:03d}-{scen}"
    if errors:
        cid += "-" + errors[0].replace("_", "-")
    _check(cid, draft, probes, excludes)
    bad = [p for p in probes if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]]
    assert len(bad) == len(errors), f"{cid}: {len(bad)} wrong probes vs {len(errors)} errors"
    if errors:
        assert excludes, f"{cid}: wrong reply needs final_excludes"
    else:
        assert not excludes and includes, f"{cid}: correct reply needs includes only"
        for inc in includes:
            assert inc in draft, f"{cid}: include {inc!r} not in draft"
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    CASES.append({
        "case": case,
        "expect": {"probes": probes, "outcome_in": None if errors else ["sent"],
                   "final_excludes": list(excludes), "final_includes": list(includes)},
        "meta": {"writer": "w69", "domain": domain, "scenario": scen, "api_family": API,
                 "errors": errors, "notes": notes},
    })


def rep(num, scen, domain, question, draft, evidence, probes, errors, notes, excludes, includes, now=None,
        ncorr=1):
    cid = f"w69-r{num:02d}-{scen}"
    _check(cid, draft, probes, excludes)
    bad = [p for p in probes if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]]
    assert len(bad) == len(errors) and 1 <= len(errors) <= 2, cid
    # the first ncorr includes are corrections: none of their alternatives may already be in the draft
    for corr in includes[:ncorr]:
        for alt in corr.split("|"):
            assert alt not in draft, f"{cid}: correction {alt!r} already in draft"
    for inc in includes[ncorr:]:
        assert any(a in draft for a in inc.split("|")), f"{cid}: keep {inc!r} not in draft"
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    REPAIRS.append({
        "case": case,
        "expect": {"probes": probes, "outcome_in": ["repaired"], "final_excludes": list(excludes),
                   "final_includes": list(includes)},
        "meta": {"writer": "w69", "domain": domain, "scenario": scen, "api_family": API,
                 "errors": list(errors), "notes": notes},
    })


# === SCENARIOS ===========================================================

# ---- 01 chiropractor: copay left after a processed claim -----------------
D_CHIRO = "chiropractor"
Q01 = "Hi, I got the insurance paper for my March 2nd visit. How much did Isla Salud pay and how much do I still owe?"
EV01 = [
    {"id": "get_remittance#EFT0318-55120", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Isla Salud Plan", "payer_id": "ISP01"},
         "payee": {"name": "Palmar Chiropractic LLC", "npi": "1457390021"},
         "check_or_eft": {"method": "ACH", "number": "EFT0318-55120", "date": "20260318",
                          "total_payment_all_claims": "1204.85"},
         "claims": [{
             "claim_id": "2260614077301", "patient_control_number": "PCH-30218", "claim_status": "1",
             "patient": {"last": "VEGA", "first": "MARISOL", "member_id": "ISP884120377"},
             "service_date": "20260302", "claim_billed": "150.00", "claim_allowed": "93.60",
             "claim_paid": "68.60",
             "service_lines": [
                 {"procedure_code": "98941", "units": 1, "billed": "95.00", "allowed": "62.40", "paid": "37.40"},
                 {"procedure_code": "97140", "units": 1, "billed": "55.00", "allowed": "31.20", "paid": "31.20"}],
             "adjustments": [{"group": "CO", "reason": "45", "amount": "56.40"},
                             {"group": "PR", "reason": "3", "amount": "25.00"}],
             "patient_responsibility": {"deductible": "0.00", "coinsurance": "0.00", "copay": "25.00",
                                        "total": "25.00"}}]}},
    {"id": "get_remittance#EFT0306-54002", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Isla Salud Plan", "payer_id": "ISP01"},
         "check_or_eft": {"method": "ACH", "number": "EFT0306-54002", "date": "20260306",
                          "total_payment_all_claims": "877.10"},
         "claims": [{
             "claim_id": "2260550031880", "patient_control_number": "PCH-30107", "claim_status": "1",
             "service_date": "20260223", "claim_billed": "70.00", "claim_allowed": "48.10", "claim_paid": "0.00",
             "service_lines": [
                 {"procedure_code": "98940", "units": 1, "billed": "70.00", "allowed": "48.10", "paid": "0.00"}],
             "adjustments": [{"group": "CO", "reason": "45", "amount": "21.90"},
                             {"group": "PR", "reason": "1", "amount": "48.10"}],
             "patient_responsibility": {"deductible": "48.10", "coinsurance": "0.00", "copay": "0.00",
                                        "total": "48.10"}}]}},
    {"id": "get_patient_ledger#PAL-00912", "kind": "record", "source": "tool:get_patient_ledger",
     "fields": {"account": "PAL-00912", "patient_name": "Marisol Vega", "currency": "USD",
                "entries": [
                    {"service_date": "2026-02-23", "pcn": "PCH-30107", "patient_owes_cents": 4810,
                     "paid_cents": 4810, "status": "PAID", "paid_on": "2026-03-02"},
                    {"service_date": "2026-03-02", "pcn": "PCH-30218", "patient_owes_cents": 2500,
                     "paid_cents": 0, "collected_at_checkin": False, "status": "OPEN"}],
                "balance_cents": 2500}},
    {"id": "policy#copays-statements", "kind": "policy", "revision": "2026-01",
     "text": "We try to collect copays at check-in. We accept card, ATH Móvil and cash at the front desk. "
             "If a copay was not collected at the visit, it is added to your next statement and is due within "
             "30 days of the statement date. Balances more than 90 days past due may be referred to a "
             "collections agency."},
]
add(1, "copay-after-eob", D_CHIRO, Q01,
    "Hi Marisol, good news on your March 2 visit: Isla Salud paid $68.60 on the claim, and what's left for you "
    "is just your $25.00 copay. That copay wasn't collected at check-in, so it will show up on your statement "
    "and is due within 30 days of the statement date.",
    EV01,
    [S("Isla Salud paid $68.60"), S("just your $25.00 copay"), S("wasn't collected at check-in"),
     S("due within 30 days of the statement date")],
    notes="claim_paid 68.60 and PR-3 copay 25.00 on PCH-30218; ledger collected_at_checkin false; policy gives 30 days.",
    includes=["$68.60", "$25.00"])
add(2, "copay-after-eob", D_CHIRO, Q01,
    "Here is the breakdown for your 3/2/2026 visit:\n- Billed: $150.00\n- Allowed by your plan: $93.60\n"
    "- Paid by Isla Salud: $68.60 (EFT dated 3/18/2026)\n- Your copay: $25.00\n"
    "Your February 23 visit is already paid in full, so your current balance with us is $25.00.",
    EV01,
    [S("Billed: $150.00"), S("Allowed by your plan: $93.60"), S("Paid by Isla Salud: $68.60"),
     S("EFT dated 3/18/2026"), S("Your copay: $25.00"), S("already paid in full"),
     S("current balance with us is $25.00")],
    notes="Line items sum to the claim totals; check_or_eft.date 20260318; ledger shows PCH-30107 PAID and balance_cents 2500.",
    includes=["$68.60", "$25.00"])
add(3, "copay-after-eob", D_CHIRO, Q01,
    "Insurance paid $68.60; you owe the $25.00 copay.",
    EV01,
    [S("Insurance paid $68.60"), S("you owe the $25.00 copay")],
    notes="claim_paid 68.60; patient_responsibility.copay 25.00 and ledger balance 2500 cents.",
    includes=["$25.00"])
add(4, "copay-after-eob", D_CHIRO, Q01,
    "Hi Marisol, for your March 2 visit Isla Salud paid $68.60. The remaining $48.10 went to your deductible, "
    "so that is your share for this visit. You can pay it at the front desk by card, ATH Móvil or cash.",
    EV01,
    [S("Isla Salud paid $68.60"), C("remaining $48.10 went to your deductible", *AMT),
     S("by card, ATH Móvil or cash")],
    errors=["other_record_value"],
    notes="48.10 deductible belongs to the Feb 23 claim PCH-30107; the March 2 claim has only a 25.00 copay.",
    excludes=["$48.10"])
add(5, "copay-after-eob", D_CHIRO, Q01,
    "Your March 2 claim was processed: the plan allowed $93.60 and paid $68.60, leaving your $25.00 copay. "
    "Isla Salud sent its payment by paper check on 3/18. Since the copay wasn't collected at the visit, "
    "it's due within 90 days of your statement.",
    EV01,
    [S("Your March 2 claim was processed"), S("the plan allowed $93.60"), S("paid $68.60"), S("leaving your $25.00 copay"),
     C("by paper check on 3/18", *VAL), C("due within 90 days of your statement", *POL)],
    errors=["wrong_value", "wrong_policy_condition"],
    notes="check_or_eft.method is ACH (an EFT, not a check); the policy gives 30 days, 90 days is the collections threshold.",
    excludes=["by paper check", "within 90 days of your statement"])
rep(1, "copay-after-eob", D_CHIRO, Q01,
    "Hi Marisol! Isla Salud paid $68.60 for your March 2 visit, and your copay of $35.00 is the only amount "
    "left for you.",
    EV01,
    [S("Isla Salud paid $68.60"), C("your copay of $35.00", *AMT)],
    ["wrong_amount"],
    "patient_responsibility.copay is 25.00 (PR-3); ledger balance_cents 2500.",
    ["$35.00"], ["$25.00|25.00", "$68.60"])

# ---- 02 chiropractor: CO-197 denial, appeal needs manager review --------
Q02 = "My EOB for the April 6 visit says DENIED. Do I have to pay the $135?"
EV02 = [
    {"id": "get_remittance#EFT0417-20931", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Isla Salud Plan", "payer_id": "ISP01"},
         "check_or_eft": {"method": "ACH", "number": "EFT0417-20931", "date": "20260417"},
         "claims": [
             {"claim_id": "2260960011842", "patient_control_number": "PCH-31544", "claim_status": "4",
              "patient": {"last": "ROSADO", "first": "HECTOR", "member_id": "ISP770215904"},
              "service_date": "20260406", "claim_billed": "135.00", "claim_paid": "0.00",
              "service_lines": [
                  {"procedure_code": "98941", "units": 1, "billed": "95.00", "allowed": "0.00", "paid": "0.00"},
                  {"procedure_code": "97012", "units": 1, "billed": "40.00", "allowed": "0.00", "paid": "0.00"}],
              "adjustments": [{"group": "CO", "reason": "197", "amount": "135.00"}],
              "remark_codes": ["N54"],
              "patient_responsibility": {"deductible": "0.00", "coinsurance": "0.00", "copay": "0.00",
                                         "total": "0.00"}},
             {"claim_id": "2260889003315", "patient_control_number": "PCH-31420", "claim_status": "1",
              "service_date": "20260330", "claim_billed": "95.00", "claim_paid": "56.80",
              "service_lines": [
                  {"procedure_code": "98941", "units": 1, "billed": "95.00", "allowed": "71.00", "paid": "56.80"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "24.00"},
                              {"group": "PR", "reason": "2", "amount": "14.20"}],
              "patient_responsibility": {"deductible": "0.00", "coinsurance": "14.20", "copay": "0.00",
                                         "total": "14.20"}}]}},
    {"id": "get_authorization#ISP770215904", "kind": "record", "source": "tool:get_authorization",
     "fields": {"member_id": "ISP770215904", "service_category": "CHIROPRACTIC",
                "auth_number": None, "status": "NOT_ON_FILE", "visits_authorized": 0,
                "request": {"requested_on": "2026-04-15", "request_status": "PENDING_PAYER"}}},
    {"id": "submit_appeal#call-1", "kind": "refused_call", "tool": "submit_appeal", "decision": "ESCALATE",
     "args": {"claim_id": "2260960011842", "reason": "AUTH_OBTAINED_RETRO"},
     "note": "BILLING_MANAGER_REVIEW_REQUIRED"},
    {"id": "policy#denials-appeals", "kind": "policy", "revision": "v4",
     "text": "Appeals are reviewed by our billing manager before they are sent to your insurer. When a claim is "
             "denied for a reason your plan contract assigns to the provider (group code CO), we do not bill you "
             "for those charges. We may appeal or resubmit the claim once the missing authorization is obtained. "
             "Denials under group code PR are your responsibility and will appear on your next statement."},
]
NOW02 = "2026-04-20T10:15:00-04:00"
add(6, "co197-denial", D_CHIRO, Q02,
    "Hi Héctor, I understand a 'denied' notice is worrying. Your April 6 claim was denied because there was no "
    "authorization on file (adjustment CO-197). Because it's a CO adjustment, you will not be billed the $135.00. "
    "Our billing manager has to review the appeal before it can go out, so I've passed it to them. Your March 30 "
    "visit was processed normally, and your coinsurance for that one is $14.20.",
    EV02,
    [N("I understand a 'denied' notice is worrying"), S("no authorization on file"),
     S("you will not be billed the $135.00"), S("has to review the appeal before it can go out"),
     S("I've passed it to them"), S("March 30 visit was processed normally"),
     S("coinsurance for that one is $14.20")],
    notes="claim_status 4 with CO-197 and zero patient responsibility; submit_appeal was escalated for manager review; PCH-31420 status 1 with PR-2 14.20.",
    includes=["$135.00", "CO-197"])
add(7, "co197-denial", D_CHIRO, Q02,
    "Dear Mr. Rosado,\n\nThank you for calling about your explanation of benefits. Isla Salud denied claim "
    "2260960011842 for your 4/6/2026 visit with code CO-197, meaning the required authorization was missing. "
    "Charges denied under a CO code are not billed to you, so you owe nothing for that visit. We have asked Isla "
    "Salud for the authorization, and that request is still pending with them.\n\nWarm regards,\nNilda, front desk\n"
    "Palmar Chiropractic",
    EV02,
    [N("Thank you for calling"), S("denied claim 2260960011842"),
     S("with code CO-197"), S("the required authorization was missing"),
     S("Charges denied under a CO code are not billed to you"), S("you owe nothing for that visit"),
     S("We have asked Isla Salud for the authorization"), S("still pending with them"), N("Warm regards")],
    notes="claim_id 2260960011842, status 4, CO-197; authorization request_status PENDING_PAYER; policy: CO denials not billed.",
    includes=["2260960011842", "CO-197"])
add(8, "co197-denial", D_CHIRO, Q02,
    "No — the April 6 denial is a CO adjustment, so the $135.00 isn't billed to you.",
    EV02,
    [S("the April 6 denial is a CO adjustment"), S("the $135.00 isn't billed to you")],
    notes="CO-197 for 135.00 on the April 6 claim; policy says CO denials are not billed to the patient.",
    includes=["$135.00"])
add(9, "co197-denial", D_CHIRO, Q02,
    "Hi Héctor, your April 6 claim was denied for a missing authorization. I've already sent the appeal to Isla "
    "Salud on your behalf. Because it's a contractual denial, you won't be billed the $135.00.",
    EV02,
    [S("denied for a missing authorization"), C("I've already sent the appeal to Isla Salud", *NOTEX),
     S("you won't be billed the $135.00")],
    errors=["refused_call_effect"],
    now=NOW02,
    notes="submit_appeal was refused with ESCALATE (billing manager review), so the appeal was not sent.",
    excludes=["already sent the appeal"])
add(10, "co197-denial", D_CHIRO, Q02,
    "Hi Héctor, I checked your April 6 claim. It was approved and paid by Isla Salud, and your share is the $14.20 "
    "coinsurance. Your March 30 visit is also processed.",
    EV02,
    [N("I checked your April 6 claim"), C("It was approved and paid by Isla Salud", *STATE), C("your share is the $14.20", *AMT),
     S("March 30 visit is also processed")],
    errors=["wrong_state", "other_record_value"],
    notes="The April 6 claim has claim_status 4 (denied) and zero patient responsibility; 14.20 is the March 30 claim's coinsurance.",
    excludes=["approved and paid by Isla Salud", "your share is the $14.20"])
rep(2, "co197-denial", D_CHIRO, Q02,
    "Hi Héctor, your April 6 claim was denied under CO-197 because no authorization was on file, so you won't be "
    "billed for it. I've filed the appeal with Isla Salud today.",
    EV02,
    [S("denied under CO-197"), S("no authorization was on file"), S("you won't be billed for it"),
     C("I've filed the appeal with Isla Salud today", *NOTEX)],
    ["refused_call_effect"],
    "submit_appeal#call-1 was ESCALATED for billing manager review; the appeal was not filed.",
    ["I've filed the appeal"],
    ["escalated|review|could not|couldn't|unable|not able|billing manager", "CO-197"],
    now=NOW02)

# ---- 03 chiropractor: claim reversed (22) and reprocessed -----------------
Q03 = "Why did my balance for the February 16 visit change? I already paid my $20 copay."
EV03 = [
    {"id": "get_remittance#EFT0227-40218", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Coquí Health Mutual", "payer_id": "CHM22"},
         "check_or_eft": {"method": "ACH", "number": "EFT0227-40218", "date": "20260227"},
         "claims": [{
             "claim_id": "2260470022519", "patient_control_number": "PCH-29870", "claim_status": "1",
             "patient": {"last": "CINTRON", "first": "WILFREDO", "member_id": "CHM-310877-01"},
             "service_date": "20260216", "claim_billed": "90.00", "claim_allowed": "72.00", "claim_paid": "52.00",
             "service_lines": [
                 {"procedure_code": "98940", "units": 1, "billed": "70.00", "allowed": "52.00", "paid": "32.00"},
                 {"procedure_code": "97110", "units": 1, "billed": "20.00", "allowed": "20.00", "paid": "20.00"}],
             "adjustments": [{"group": "CO", "reason": "45", "amount": "18.00"},
                             {"group": "PR", "reason": "3", "amount": "20.00"}],
             "patient_responsibility": {"deductible": "0.00", "coinsurance": "0.00", "copay": "20.00",
                                        "total": "20.00"}}]}},
    {"id": "get_remittance#EFT0320-77812", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Coquí Health Mutual", "payer_id": "CHM22"},
         "check_or_eft": {"method": "ACH", "number": "EFT0320-77812", "date": "20260320"},
         "claims": [
             {"claim_id": "2260470022519", "patient_control_number": "PCH-29870", "claim_status": "22",
              "service_date": "20260216", "claim_billed": "-90.00", "claim_paid": "-52.00",
              "adjustments": [{"group": "CO", "reason": "45", "amount": "-18.00"},
                              {"group": "PR", "reason": "3", "amount": "-20.00"}],
              "patient_responsibility": {"deductible": "0.00", "coinsurance": "0.00", "copay": "-20.00",
                                         "total": "-20.00"}},
             {"claim_id": "2260790044107", "patient_control_number": "PCH-29870", "claim_status": "1",
              "service_date": "20260216", "claim_billed": "90.00", "claim_allowed": "72.00", "claim_paid": "36.00",
              "service_lines": [
                  {"procedure_code": "98940", "units": 1, "billed": "70.00", "allowed": "52.00", "paid": "16.00"},
                  {"procedure_code": "97110", "units": 1, "billed": "20.00", "allowed": "20.00", "paid": "20.00"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "18.00"},
                              {"group": "PR", "reason": "1", "amount": "16.00"},
                              {"group": "PR", "reason": "3", "amount": "20.00"}],
              "patient_responsibility": {"deductible": "16.00", "coinsurance": "0.00", "copay": "20.00",
                                         "total": "36.00"}}]}},
    {"id": "get_patient_ledger#PAL-01377", "kind": "record", "source": "tool:get_patient_ledger",
     "fields": {"account": "PAL-01377", "patient_name": "Wilfredo Cintrón",
                "entries": [{"service_date": "2026-02-16", "pcn": "PCH-29870",
                             "patient_owes_cents": 3600, "previous_patient_owes_cents": 2000,
                             "updated_on": "2026-03-21", "paid_cents": 2000,
                             "payments": [{"date": "2026-02-16", "amount_cents": 2000, "method": "CARD",
                                           "memo": "copay at check-in"}]}],
                "balance_cents": 1600, "updated_statement_date": "2026-03-23"}},
    {"id": "policy#reprocessed-claims", "kind": "policy", "revision": "v2",
     "text": "If the reprocessing lowers what you owe, we refund the difference to your original payment method "
             "within 10 business days. When your insurer reprocesses a claim, we update your balance to match the "
             "newest explanation of benefits. Any new amount you owe is due within 30 days of the updated statement."},
]
add(11, "reversal-reprocessed", D_CHIRO, Q03,
    "Hi Wilfredo, Coquí Health Mutual reprocessed your February 16 claim on March 20. They reversed the original "
    "payment of $52.00 and paid $36.00 instead, because $16.00 was applied to your deductible. Your $20.00 copay "
    "is already paid, so the new balance is $16.00.",
    EV03,
    [S("reprocessed your February 16 claim on March 20"), S("reversed the original payment of $52.00"),
     S("paid $36.00 instead"), S("$16.00 was applied to your deductible"), S("Your $20.00 copay is already paid"),
     S("the new balance is $16.00")],
    notes="Status 22 reversal of -52.00 and the corrected status 1 claim paying 36.00 with PR-1 16.00, both on the 3/20 EFT; ledger balance_cents 1600.",
    includes=["$16.00", "$36.00"])
add(12, "reversal-reprocessed", D_CHIRO, Q03,
    "Your 2/16/2026 claim was reversed and reprocessed by your insurer:\n"
    "• Original payment (2/27/2026): $52.00, reversed\n• New payment (3/20/2026): $36.00\n"
    "• Applied to your deductible: $16.00\n• Copay: $20.00, paid at your visit\n"
    "The $16.00 you now owe is due within 30 days of your updated statement.",
    EV03,
    [S("reversed and reprocessed by your insurer"), S("Original payment (2/27/2026): $52.00, reversed"),
     S("New payment (3/20/2026): $36.00"), S("Applied to your deductible: $16.00"),
     S("Copay: $20.00, paid at your visit"), S("The $16.00 you now owe"),
     S("due within 30 days of your updated statement")],
    notes="Original EFT 20260227 paid 52.00, reversed by status 22 on 20260320 with the new 36.00 payment; policy gives 30 days.",
    includes=["$16.00", "$36.00"])
add(13, "reversal-reprocessed", D_CHIRO, Q03,
    "Your insurer now pays $36.00 for the 2/16 visit; after the $20.00 copay you already paid, you owe $16.00 more.",
    EV03,
    [S("now pays $36.00"), S("the $20.00 copay you already paid"), S("you owe $16.00 more")],
    notes="Corrected claim 2260790044107 paid 36.00; ledger paid_cents 2000 and balance_cents 1600.",
    includes=["$16.00"])
add(14, "reversal-reprocessed", D_CHIRO, Q03,
    "Hi Wilfredo, Coquí Health Mutual paid $52.00 for your February 16 visit, and your only share was the $20.00 "
    "copay, which you've already paid. Nothing further is owed.",
    EV03,
    [C("paid $52.00 for your February 16 visit", *AMT), C("your only share was the $20.00", *AMT),
     S("which you've already paid"), C("Nothing further is owed", *AMT)],
    errors=["stale_value", "stale_value", "wrong_amount"],
    notes="52.00 / copay-only is the original claim that was reversed (status 22); the current claim pays 36.00 and adds a 16.00 deductible, ledger balance 1600 cents.",
    excludes=["paid $52.00 for your", "your only share was the $20.00", "Nothing further is owed"])
add(15, "reversal-reprocessed", D_CHIRO, Q03,
    "Your February 16 claim was reprocessed on 3/20: the insurer now pays $36.00, and $16.00 went to your "
    "deductible. Your $20.00 copay was paid at the visit, and with the $16.00 deductible added, your remaining "
    "balance is $36.00. The new amount is due within 10 business days.",
    EV03,
    [S("reprocessed on 3/20"), S("the insurer now pays $36.00"), S("$16.00 went to your deductible"),
     S("Your $20.00 copay was paid at the visit"), C("remaining balance is $36.00", *AMT),
     C("due within 10 business days", *POL)],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="Balance is 36.00 responsibility minus 20.00 paid = 16.00 (ledger 1600); the policy gives 30 days after the updated statement (10 business days is for refunds).",
    excludes=["remaining balance is $36.00", "due within 10 business days"])
rep(3, "reversal-reprocessed", D_CHIRO, Q03,
    "Your February 16 claim was reprocessed on March 20, and the insurer now pays $36.00. After the $20.00 copay "
    "you already paid, your balance is $26.00.",
    EV03,
    [S("reprocessed on March 20"), S("the insurer now pays $36.00"), S("the $20.00 copay you already paid"),
     C("your balance is $26.00", *AMT)],
    ["wrong_arithmetic"],
    "Patient responsibility 36.00 minus 20.00 paid leaves 16.00 (ledger balance_cents 1600).",
    ["$26.00"], ["$16.00|16.00", "$36.00"])

# ---- 04 chiropractor: payment plan progress -----------------------------
Q04 = "How much is left on my payment plan and when is the next payment?"
EV04 = [
    {"id": "get_payment_plan#PP-2207", "kind": "record", "source": "tool:get_payment_plan",
     "fields": {"plan_id": "PP-2207", "patient_name": "Yolanda Ferrer", "status": "ACTIVE",
                "created_on": "2026-01-20", "original_balance_cents": 48000, "installment_cents": 8000,
                "installments_total": 6, "installments_paid": 3, "next_due_date": "2026-05-05",
                "autopay": {"enabled": True, "method": "CARD", "card_last4": "4412"},
                "payments": [{"date": "2026-02-05", "amount_cents": 8000, "status": "SETTLED"},
                             {"date": "2026-03-05", "amount_cents": 8000, "status": "SETTLED"},
                             {"date": "2026-04-05", "amount_cents": 8000, "status": "SETTLED"}]}},
    {"id": "get_payment_plan#PP-1930", "kind": "record", "source": "tool:get_payment_plan",
     "fields": {"plan_id": "PP-1930", "patient_name": "Yolanda Ferrer", "status": "COMPLETED",
                "created_on": "2025-06-02", "original_balance_cents": 24000, "installment_cents": 6000,
                "installments_total": 4, "installments_paid": 4, "completed_on": "2025-10-05",
                "autopay": {"enabled": False, "card_last4": "0087"}}},
    {"id": "get_remittance#EFT0129-11873", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835", "payer": {"name": "Isla Salud Plan", "payer_id": "ISP01"},
         "check_or_eft": {"method": "ACH", "number": "EFT0129-11873", "date": "20260129"},
         "claims": [
             {"claim_id": "2260120050013", "patient_control_number": "PCH-28801", "claim_status": "1",
              "service_date": "20260106", "claim_billed": "310.00", "claim_paid": "0.00",
              "service_lines": [
                  {"procedure_code": "98942", "units": 1, "billed": "120.00", "allowed": "96.00", "paid": "0.00"},
                  {"procedure_code": "97140", "units": 2, "billed": "110.00", "allowed": "84.00", "paid": "0.00"},
                  {"procedure_code": "97012", "units": 1, "billed": "80.00", "allowed": "60.00", "paid": "0.00"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "70.00"},
                              {"group": "PR", "reason": "1", "amount": "240.00"}],
              "patient_responsibility": {"deductible": "240.00", "coinsurance": "0.00", "copay": "0.00",
                                         "total": "240.00"}},
             {"claim_id": "2260160050877", "patient_control_number": "PCH-28845", "claim_status": "1",
              "service_date": "20260113", "claim_billed": "310.00", "claim_paid": "0.00",
              "service_lines": [
                  {"procedure_code": "98942", "units": 1, "billed": "120.00", "allowed": "96.00", "paid": "0.00"},
                  {"procedure_code": "97140", "units": 2, "billed": "110.00", "allowed": "84.00", "paid": "0.00"},
                  {"procedure_code": "97112", "units": 1, "billed": "80.00", "allowed": "60.00", "paid": "0.00"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "70.00"},
                              {"group": "PR", "reason": "1", "amount": "240.00"}],
              "patient_responsibility": {"deductible": "240.00", "coinsurance": "0.00", "copay": "0.00",
                                         "total": "240.00"}}]}},
    {"id": "policy#payment-plans", "kind": "policy", "revision": "2025-11",
     "text": "Payment plans are available for balances of $200.00 or more. Plans carry no interest or fees when "
             "installments are paid by the due date. A payment more than 15 days late incurs a $10.00 late fee. "
             "You may pay off the remaining balance at any time without penalty."},
]
add(16, "payment-plan", D_CHIRO, Q04,
    "Hi Yolanda, you've made 3 of your 6 payments, so $240.00 remains on plan PP-2207. The next $80.00 installment "
    "is due on 5/5/2026 and will be charged automatically to your card ending in 4412.",
    EV04,
    [S("3 of your 6 payments"), S("$240.00 remains on plan PP-2207"), S("next $80.00 installment is due on 5/5/2026"),
     S("charged automatically to your card ending in 4412")],
    notes="installments_paid 3 of 6 at 8000 cents leaves 24000 cents; next_due_date 2026-05-05; autopay card 4412.",
    includes=["$240.00", "5/5/2026"])
add(17, "payment-plan", D_CHIRO, Q04,
    "Good morning, Yolanda! Three installments remain on your plan, eighty dollars each, for a remaining total of "
    "two hundred forty dollars. Your next payment comes due May 5. If you'd like to pay it all off early, you can "
    "do that at any time with no penalty.",
    EV04,
    [N("Good morning, Yolanda!"), S("Three installments remain"), S("eighty dollars each"),
     S("two hundred forty dollars"), S("comes due May 5"), S("at any time with no penalty")],
    notes="6 - 3 = 3 installments of 8000 cents; next_due_date 2026-05-05; policy allows early payoff without penalty.",
    includes=["two hundred forty dollars", "May 5"])
add(18, "payment-plan", D_CHIRO, Q04,
    "Remaining: $240.00 (3 × $80.00). Next charge: May 5, card ending 4412.",
    EV04,
    [S("Remaining: $240.00"), S("3 × $80.00"), S("Next charge: May 5"), S("card ending 4412")],
    notes="PP-2207: 3 installments of 8000 cents left, next_due_date 2026-05-05, autopay card_last4 4412.",
    includes=["$240.00", "May 5"])
add(19, "payment-plan", D_CHIRO, Q04,
    "Hi Yolanda, $240.00 is left on your plan, paid in installments of $60.00. The next one is due May 5 and will "
    "be charged to your card ending in 4412.",
    EV04,
    [S("$240.00 is left on your plan"), C("installments of $60.00", *AMT), S("The next one is due May 5"),
     S("card ending in 4412")],
    errors=["other_record_value"],
    notes="6000-cent installments belong to the completed plan PP-1930; PP-2207 installments are 8000 cents.",
    excludes=["installments of $60.00"])
add(20, "payment-plan", D_CHIRO, Q04,
    "You have three payments of $80.00 left, so $240.00 in total. The next one is due on 5/15/2026. There's no "
    "late fee as long as it's paid within 30 days of the due date.",
    EV04,
    [S("three payments of $80.00 left"), S("$240.00 in total"), C("due on 5/15/2026", *DATE),
     C("no late fee as long as it's paid within 30 days", *POL)],
    errors=["wrong_date", "wrong_policy_condition"],
    notes="next_due_date is 2026-05-05; the policy charges a $10.00 fee for payments more than 15 days late.",
    excludes=["5/15/2026", "within 30 days of the due date"])
rep(4, "payment-plan", D_CHIRO, Q04,
    "Hi Yolanda, $240.00 remains on your plan and the next $80.00 payment is due on June 5.",
    EV04,
    [S("$240.00 remains on your plan"), S("the next $80.00 payment"), C("due on June 5", *DATE)],
    ["wrong_date"],
    "PP-2207 next_due_date is 2026-05-05.",
    ["June 5"], ["May 5|5/5", "$240.00"])

# ---- 05 chiropractor: next appointment and late-cancel fee --------------
Q05 = "When is my next adjustment? And why do I have a $25 charge?"
EV05 = [
    {"id": "get_appointments#PAT-4410", "kind": "record", "source": "tool:get_appointments",
     "fields": {"patient_id": "PAT-4410", "patient_name": "Ángel Medina", "location_tz": "America/Puerto_Rico",
                "appointments": [
                    {"appt_id": "APT-87990", "start_epoch": ep("2026-04-21 09:00"), "duration": "PT30M",
                     "provider": "Dr. Irizarry", "type": "ADJUSTMENT_FOLLOWUP", "status": "CANCELLED_BY_PATIENT",
                     "cancelled_at_epoch": ep("2026-04-20 20:05")},
                    {"appt_id": "APT-88120", "start_epoch": ep("2026-04-23 16:30"), "duration": "PT30M",
                     "provider": "Dr. Irizarry", "type": "ADJUSTMENT_FOLLOWUP", "status": "CONFIRMED"},
                    {"appt_id": "APT-88121", "start_epoch": ep("2026-04-30 16:30"), "duration": "PT30M",
                     "provider": "Dr. Colón", "type": "ADJUSTMENT_FOLLOWUP", "status": "TENTATIVE"}]}},
    {"id": "get_patient_ledger#PAL-01560", "kind": "record", "source": "tool:get_patient_ledger",
     "fields": {"account": "PAL-01560", "patient_name": "Ángel Medina",
                "fees": [{"fee_id": "FEE-3318", "type": "LATE_CANCEL", "appt_id": "APT-87990",
                          "amount_cents": 2500, "billed_to": "PATIENT", "status": "BILLED"}],
                "late_cancels_this_calendar_year": 2, "waivers_used_this_calendar_year": 1,
                "balance_cents": 2500}},
    {"id": "policy#cancellations", "kind": "policy", "revision": "v3",
     "text": "Please give at least 24 hours' notice to cancel or reschedule. Cancellations with less notice, and "
             "missed visits, carry a $25.00 fee, which is not billed to insurance. The fee is waived once per "
             "calendar year, for a first late cancellation."},
]
NOW05 = "2026-04-22T09:40:00-04:00"
add(21, "next-visit-late-fee", D_CHIRO, Q05,
    "Hi Ángel, your next adjustment is tomorrow, Thursday 4/23, at 4:30 PM with Dr. Irizarry, and it's confirmed. "
    "The $25.00 charge is the late-cancellation fee for your April 21 appointment, which was cancelled with less "
    "than 24 hours' notice. That fee isn't billed to insurance.",
    EV05,
    [S("tomorrow, Thursday 4/23, at 4:30 PM"), S("with Dr. Irizarry"), S("it's confirmed"),
     S("late-cancellation fee for your April 21 appointment"), S("less than 24 hours' notice"),
     S("isn't billed to insurance")],
    now=NOW05,
    notes="APT-88120 start_epoch is 4/23 16:30 local, CONFIRMED; APT-87990 cancelled 4/20 20:05 for 4/21 09:00; FEE-3318 2500 cents billed to patient.",
    includes=["4:30 PM", "$25.00"])
add(22, "next-visit-late-fee", D_CHIRO, Q05,
    "Your next visit: Thursday, April 23, 4:30 PM (30 minutes). The $25.00 is a late-cancel fee from the 9:00 AM "
    "appointment on April 21 that was cancelled the evening before.",
    EV05,
    [S("Thursday, April 23, 4:30 PM"), S("(30 minutes)"), S("$25.00 is a late-cancel fee"),
     S("9:00 AM appointment on April 21"), S("cancelled the evening before")],
    notes="APT-88120 PT30M at 16:30 local; APT-87990 at 09:00 local on 4/21 was cancelled at 20:05 on 4/20.",
    includes=["4:30 PM", "$25.00"])
add(23, "next-visit-late-fee", D_CHIRO, Q05,
    "Dear Ángel,\nYour follow-up adjustment with Dr. Irizarry is booked for April 23 at 4:30 in the afternoon. The "
    "visit after that, on April 30, is still tentative. The $25 fee applies because the April 21 visit was "
    "cancelled less than a day ahead. Our policy waives it only once per calendar year, for a first late "
    "cancellation, and this was not your first one this year.\nKind regards,\nPalmar Chiropractic front desk",
    EV05,
    [S("booked for April 23 at 4:30 in the afternoon"), S("on April 30, is still tentative"),
     S("The $25 fee applies"), S("cancelled less than a day ahead"), S("only once per calendar year"),
     S("this was not your first one this year"), N("Kind regards")],
    notes="APT-88121 is TENTATIVE; ledger late_cancels_this_calendar_year 2; policy waives once per calendar year for a first late cancellation.",
    includes=["April 23", "tentative"])
add(24, "next-visit-late-fee", D_CHIRO, Q05,
    "Hi Ángel, your next adjustment is tomorrow at 8:30 PM with Dr. Irizarry. Your late cancellation qualifies for "
    "our once-a-year waiver, so the $25.00 fee has been removed.",
    EV05,
    [C("tomorrow at 8:30 PM", *DATE), S("with Dr. Irizarry"),
     C("qualifies for our once-a-year waiver", "VALUE_MISMATCH", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH"),
     C("the $25.00 fee has been removed", *STATE)],
    errors=["unit_conversion", "condition_unmet", "wrong_state"],
    now=NOW05,
    notes="20:30 is the UTC reading of start_epoch (16:30 local); this is the second late cancel this year, so no waiver; FEE-3318 status BILLED.",
    excludes=["8:30 PM", "qualifies for our once-a-year waiver", "fee has been removed"])
add(25, "next-visit-late-fee", D_CHIRO, Q05,
    "Your next two visits, April 23 and April 30 at 4:30 PM, are both confirmed. The $25.00 late fee is for the "
    "April 21 appointment, which was cancelled less than 24 hours ahead.",
    EV05,
    [S("April 23 and April 30 at 4:30 PM"), C("are both confirmed", *STATE),
     S("$25.00 late fee is for the April 21 appointment"), S("cancelled less than 24 hours ahead")],
    errors=["wrong_state"],
    notes="APT-88121 on April 30 has status TENTATIVE, not CONFIRMED.",
    excludes=["both confirmed"])
rep(5, "next-visit-late-fee", D_CHIRO, Q05,
    "Your next adjustment is tomorrow at 4:30 PM with Dr. Colón. The $25.00 fee is for the April 21 visit, which "
    "was cancelled with less than 24 hours' notice.",
    EV05,
    [S("tomorrow at 4:30 PM"), C("with Dr. Colón", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
     S("$25.00 fee is for the April 21 visit"), S("less than 24 hours' notice")],
    ["other_record_value"],
    "APT-88120 (tomorrow) is with Dr. Irizarry; Dr. Colón is on the tentative April 30 visit.",
    ["Dr. Colón"], ["Dr. Irizarry|Irizarry", "4:30 PM"],
    now=NOW05)

# ---- 06 acupuncture: whole visit applied to deductible -----------------
D_ACU = "acupuncture"
Q06 = "Why did my insurance pay nothing for my March 10 acupuncture session?"
EV06 = [
    {"id": "get_remittance#EFT0323-66150", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Caribe Mutual Assurance", "payer_id": "CMA07"},
         "payee": {"name": "Bahía Acupuncture Studio", "npi": "1881046632"},
         "check_or_eft": {"method": "ACH", "number": "EFT0323-66150", "date": "20260323"},
         "claims": [
             {"claim_id": "2260690070214", "patient_control_number": "BAS-11873", "claim_status": "1",
              "patient": {"last": "LUGO", "first": "CARMEN", "member_id": "CMA-4471902-01"},
              "service_date": "20260310", "claim_billed": "150.00", "claim_allowed": "100.00", "claim_paid": "0.00",
              "service_lines": [
                  {"procedure_code": "97813", "units": 1, "billed": "85.00", "allowed": "58.00", "paid": "0.00"},
                  {"procedure_code": "97814", "units": 1, "billed": "65.00", "allowed": "42.00", "paid": "0.00"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "50.00"},
                              {"group": "PR", "reason": "1", "amount": "100.00"}],
              "patient_responsibility": {"deductible": "100.00", "coinsurance": "0.00", "copay": "0.00",
                                         "total": "100.00"}},
             {"claim_id": "2260550061290", "patient_control_number": "BAS-11740", "claim_status": "1",
              "service_date": "20260224", "claim_billed": "120.00", "claim_allowed": "76.00", "claim_paid": "0.00",
              "service_lines": [
                  {"procedure_code": "97810", "units": 1, "billed": "70.00", "allowed": "44.00", "paid": "0.00"},
                  {"procedure_code": "97811", "units": 1, "billed": "50.00", "allowed": "32.00", "paid": "0.00"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "44.00"},
                              {"group": "PR", "reason": "1", "amount": "76.00"}],
              "patient_responsibility": {"deductible": "76.00", "coinsurance": "0.00", "copay": "0.00",
                                         "total": "76.00"}}]}},
    {"id": "get_benefits#CMA-4471902-01", "kind": "record", "source": "tool:get_benefits",
     "fields": {"member_id": "CMA-4471902-01", "plan_year": "2026", "as_of": "2026-04-01",
                "deductible": {"individual": {"amount": "500.00", "met_to_date": "275.00", "remaining": "225.00"},
                               "family": {"amount": "1500.00", "met_to_date": "640.00", "remaining": "860.00"}},
                "coinsurance_pct_after_deductible": 20}},
    {"id": "get_patient_ledger#BAS-P-0771", "kind": "record", "source": "tool:get_patient_ledger",
     "fields": {"account": "BAS-P-0771", "patient_name": "Carmen Lugo",
                "entries": [{"service_date": "2026-02-24", "pcn": "BAS-11740", "patient_owes_cents": 7600,
                             "paid_cents": 7600, "status": "PAID"},
                            {"service_date": "2026-03-10", "pcn": "BAS-11873", "patient_owes_cents": 10000,
                             "paid_cents": 0, "status": "OPEN"}],
                "balance_cents": 10000}},
    {"id": "policy#deductibles", "kind": "policy", "revision": "2026-02",
     "text": "Amounts applied to your deductible are your responsibility and are billed after the insurer's "
             "explanation of benefits arrives. Once your deductible is met, your plan pays its share and you pay "
             "only your coinsurance or copay. We can set up a payment plan for balances of $150.00 or more."},
]
add(26, "visit-to-deductible", D_ACU, Q06,
    "Hi Carmen, I know a $0 payment is confusing. Your March 10 session was processed, but the full allowed amount "
    "of $100.00 went toward your deductible, so the plan paid $0.00 and the $100.00 is yours to pay. Your plan "
    "shows $225.00 of your $500.00 individual deductible still remaining.",
    EV06,
    [N("I know a $0 payment is confusing"), S("Your March 10 session was processed"),
     S("full allowed amount of $100.00 went toward your deductible"), S("the plan paid $0.00"),
     S("the $100.00 is yours to pay"), S("$225.00 of your $500.00 individual deductible")],
    notes="BAS-11873 status 1, allowed 100.00, paid 0.00, PR-1 100.00; benefits individual remaining 225.00 of 500.00.",
    includes=["$100.00", "$225.00"])
add(27, "visit-to-deductible", D_ACU, Q06,
    "For your 3/10/2026 visit:\n- 97813: allowed $58.00\n- 97814: allowed $42.00\n- Paid by insurance: $0.00\n"
    "- Applied to your deductible: $100.00\nOnce your deductible is met, your plan will pay its share and you'll "
    "owe only your coinsurance or copay.",
    EV06,
    [S("97813: allowed $58.00"), S("97814: allowed $42.00"), S("Paid by insurance: $0.00"),
     S("Applied to your deductible: $100.00"), S("you'll owe only your coinsurance or copay")],
    notes="Service lines of BAS-11873; PR-1 100.00; the deductible policy's second sentence.",
    includes=["$100.00"])
add(28, "visit-to-deductible", D_ACU, Q06,
    "All $100.00 allowed for your March 10 session was applied to your deductible, so Caribe Mutual paid nothing "
    "this time.",
    EV06,
    [S("All $100.00 allowed for your March 10 session was applied to your deductible"),
     S("Caribe Mutual paid nothing this time")],
    notes="claim_allowed 100.00, PR-1 100.00, claim_paid 0.00.",
    includes=["$100.00"])
add(29, "visit-to-deductible", D_ACU, Q06,
    "Hi Carmen, your March 10 session was applied in full to your deductible, so the $100.00 is your share. Your "
    "plan shows $275.00 of your deductible still remaining. Since your balance is $100.00, you qualify for one of "
    "our payment plans.",
    EV06,
    [S("applied in full to your deductible"), S("the $100.00 is your share"),
     C("$275.00 of your deductible still remaining", *AMT), S("Since your balance is $100.00"),
     C("you qualify for one of our payment plans", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_role", "condition_unmet"],
    notes="275.00 is met_to_date, not remaining (225.00); payment plans need a balance of $150.00 or more and the balance is 100.00.",
    excludes=["$275.00", "you qualify for one of our payment plans"])
add(30, "visit-to-deductible", D_ACU, Q06,
    "Your March 10 session was billed at $150.00 and the plan allowed $100.00. Caribe Mutual paid $58.00 for the "
    "first code, and the other $42.00 went to your deductible.",
    EV06,
    [S("billed at $150.00"), S("the plan allowed $100.00"), C("Caribe Mutual paid $58.00 for the first code", *AMT),
     C("the other $42.00 went to your deductible", *AMT)],
    errors=["wrong_role", "wrong_amount"],
    notes="58.00 is line 97813's allowed amount, its paid is 0.00; the deductible took all 100.00, not 42.00.",
    excludes=["paid $58.00", "the other $42.00 went to your deductible"])
rep(6, "visit-to-deductible", D_ACU, Q06,
    "Hi Carmen, your March 10 session was applied in full to your deductible: $100.00 is your share and the plan "
    "paid $0.00. You have $860.00 left on your deductible.",
    EV06,
    [S("applied in full to your deductible"), S("$100.00 is your share"), S("the plan paid $0.00"),
     C("$860.00 left on your deductible", *AMT)],
    ["other_record_value"],
    "860.00 is the family deductible remaining; Carmen's individual remaining is 225.00.",
    ["$860.00"], ["$225.00|225.00", "$100.00"])

# ---- 07 acupuncture: annual visit limit vs booked sessions -------------
Q07 = "How many acupuncture visits do I have left this year, and will all my booked sessions be covered?"
EV07 = [
    {"id": "get_benefits#CMA-6610234-01", "kind": "record", "source": "tool:get_benefits",
     "fields": {"member_id": "CMA-6610234-01", "benefit": "ACUPUNCTURE", "network": "IN_NETWORK",
                "plan_year_start": "2026-01-01", "visit_limit_per_year": 12, "visits_used": 9,
                "visits_used_as_of": "2026-04-08", "copay": "20.00"}},
    {"id": "get_remittance#EFT0408-31190", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835", "payer": {"name": "Caribe Mutual Assurance", "payer_id": "CMA07"},
         "check_or_eft": {"method": "ACH", "number": "EFT0408-31190", "date": "20260408"},
         "claims": [{
             "claim_id": "2260970081133", "patient_control_number": "BAS-12208", "claim_status": "1",
             "patient": {"last": "PAGAN", "first": "LUIS A", "member_id": "CMA-6610234-01"},
             "service_date": "20260407", "claim_billed": "70.00", "claim_paid": "25.00",
             "service_lines": [{"procedure_code": "97810", "units": 1, "billed": "70.00", "allowed": "45.00",
                                "paid": "25.00"}],
             "adjustments": [{"group": "CO", "reason": "45", "amount": "25.00"},
                             {"group": "PR", "reason": "3", "amount": "20.00"}],
             "patient_responsibility": {"deductible": "0.00", "coinsurance": "0.00", "copay": "20.00",
                                        "total": "20.00"}}]}},
    {"id": "get_appointments#BAS-PT-2290", "kind": "record", "source": "tool:get_appointments",
     "fields": {"patient_name": "Luis Alberto Pagán", "location_tz": "America/Puerto_Rico",
                "appointments": [
                    {"appt_id": "BA-5501", "start_epoch": ep("2026-04-14 15:00"), "duration": "PT45M",
                     "practitioner": "Lic. Marisel Font", "status": "CONFIRMED"},
                    {"appt_id": "BA-5502", "start_epoch": ep("2026-04-21 15:00"), "duration": "PT45M",
                     "practitioner": "Lic. Marisel Font", "status": "CONFIRMED"},
                    {"appt_id": "BA-5503", "start_epoch": ep("2026-04-28 15:00"), "duration": "PT45M",
                     "practitioner": "Lic. Marisel Font", "status": "CONFIRMED"},
                    {"appt_id": "BA-5504", "start_epoch": ep("2026-05-05 15:00"), "duration": "PT45M",
                     "practitioner": "Lic. Marisel Font", "status": "CONFIRMED"}]}},
    {"id": "policy#visit-limits", "kind": "policy", "revision": "v2",
     "text": "Copays are due at check-in. Your plan covers up to 12 acupuncture visits per calendar year. Visits "
             "beyond the limit are self-pay at our cash rate of $65.00 per session. We will remind you before a "
             "booked visit falls outside your covered visits."},
]
NOW07 = "2026-04-09T14:00:00-04:00"
add(31, "annual-visit-limit", D_ACU, Q07,
    "Hi Luis, you've used 9 of your 12 covered acupuncture visits for 2026, so 3 remain. That covers your sessions "
    "on 4/14, 4/21 and 4/28. Your 5/5 session would be your 13th visit, so unless you'd like to change it, it would "
    "be self-pay at our cash rate of $65.00.",
    EV07,
    [S("used 9 of your 12 covered acupuncture visits"), S("so 3 remain"), S("covers your sessions on 4/14, 4/21 and 4/28"),
     S("would be your 13th visit"), S("self-pay at our cash rate of $65.00")],
    notes="visits_used 9 of visit_limit_per_year 12; four booked visits, the fourth (5/5) is the 13th; policy cash rate $65.00.",
    includes=["3 remain", "$65.00"])
add(32, "annual-visit-limit", D_ACU, Q07,
    "Good afternoon Luis! Three covered visits remain out of twelve this year. Your next one is Tuesday, April 14 "
    "at 3:00 PM, and your $20.00 copay is due at check-in.",
    EV07,
    [N("Good afternoon Luis!"), S("Three covered visits remain out of twelve"), S("Tuesday, April 14 at 3:00 PM"),
     S("$20.00 copay is due at check-in")],
    notes="12 - 9 = 3; BA-5501 start_epoch 4/14 15:00 local; benefits copay 20.00 and policy says copays are due at check-in.",
    includes=["3:00 PM", "$20.00"])
add(33, "annual-visit-limit", D_ACU, Q07,
    "You have three covered visits left; the May 5 session falls beyond your plan's limit and would be $65.00 "
    "self-pay.",
    EV07,
    [S("three covered visits left"), S("the May 5 session falls beyond your plan's limit"),
     S("would be $65.00 self-pay")],
    notes="3 visits left cover 4/14, 4/21, 4/28; BA-5504 on 5/5 is the 13th; cash rate $65.00.",
    includes=["May 5", "$65.00"])
add(34, "annual-visit-limit", D_ACU, Q07,
    "Hi Luis, you've used 9 of your 12 visits, so 4 visits remain, enough for all of your booked sessions. Your "
    "next one is Tuesday at 3:00 PM.",
    EV07,
    [S("used 9 of your 12 visits"), C("so 4 visits remain", *AMT), C("enough for all of your booked sessions", *VAL),
     S("Tuesday at 3:00 PM")],
    errors=["wrong_arithmetic", "wrong_value"],
    now=NOW07,
    notes="12 - 9 = 3 visits, which covers only three of the four booked sessions.",
    excludes=["4 visits remain", "enough for all of your booked sessions"])
add(35, "annual-visit-limit", D_ACU, Q07,
    "Three covered visits remain this year. Your plan pays $45.00 per visit and your copay is $20.00. Any sessions "
    "beyond the limit are $70.00 each as self-pay.",
    EV07,
    [S("Three covered visits remain this year"), C("Your plan pays $45.00 per visit", *AMT), S("your copay is $20.00"),
     C("$70.00 each as self-pay", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_role", "wrong_amount"],
    notes="45.00 is the allowed amount (the plan paid 25.00); the policy's self-pay rate is $65.00 (70.00 is the billed charge).",
    excludes=["pays $45.00 per visit", "$70.00 each"])
rep(7, "annual-visit-limit", D_ACU, Q07,
    "You've used 9 of your 12 covered visits, so 3 remain. Your next session is Tuesday, April 14 at 3:00 PM, and "
    "your copay is $25.00.",
    EV07,
    [S("used 9 of your 12 covered visits"), S("so 3 remain"), S("Tuesday, April 14 at 3:00 PM"),
     C("your copay is $25.00", *AMT)],
    ["wrong_role"],
    "25.00 is what the plan paid on the 4/7 claim; the copay (benefits.copay, PR-3) is 20.00.",
    ["$25.00"], ["$20.00|20.00", "3:00 PM"])

# ---- 08 acupuncture: EFT for February claims, small credit -------------
Q08 = "Has my insurance paid the clinic for my February visits? I want to make sure I'm not charged twice."
EV08 = [
    {"id": "get_remittance#EFT-20260305-4419", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Caribe Mutual Assurance", "payer_id": "CMA07"},
         "payee": {"name": "Bahía Acupuncture Studio", "npi": "1881046632"},
         "check_or_eft": {"method": "ACH", "number": "EFT-20260305-4419", "date": "20260305",
                          "total_actual_provider_payment": "1842.16"},
         "claims": [
             {"claim_id": "2260340099120", "patient_control_number": "BAS-11602", "claim_status": "1",
              "patient": {"last": "QUINONES", "first": "SOFIA", "member_id": "CMA-2290315-01"},
              "service_date": "20260203", "claim_billed": "150.00", "claim_allowed": "96.00", "claim_paid": "76.80",
              "service_lines": [
                  {"procedure_code": "97813", "units": 1, "billed": "85.00", "allowed": "56.00", "paid": "44.80"},
                  {"procedure_code": "97814", "units": 1, "billed": "65.00", "allowed": "40.00", "paid": "32.00"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "54.00"},
                              {"group": "PR", "reason": "2", "amount": "19.20"}],
              "patient_responsibility": {"deductible": "0.00", "coinsurance": "19.20", "copay": "0.00",
                                         "total": "19.20"}},
             {"claim_id": "2260480099377", "patient_control_number": "BAS-11688", "claim_status": "1",
              "patient": {"last": "QUINONES", "first": "SOFIA", "member_id": "CMA-2290315-01"},
              "service_date": "20260217", "claim_billed": "120.00", "claim_allowed": "74.00", "claim_paid": "59.20",
              "service_lines": [
                  {"procedure_code": "97810", "units": 1, "billed": "70.00", "allowed": "44.00", "paid": "35.20"},
                  {"procedure_code": "97811", "units": 1, "billed": "50.00", "allowed": "30.00", "paid": "24.00"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "46.00"},
                              {"group": "PR", "reason": "2", "amount": "14.80"}],
              "patient_responsibility": {"deductible": "0.00", "coinsurance": "14.80", "copay": "0.00",
                                         "total": "14.80"}}]}},
    {"id": "get_patient_ledger#BAS-P-0655", "kind": "record", "source": "tool:get_patient_ledger",
     "fields": {"account": "BAS-P-0655", "patient_name": "Sofía Quiñones",
                "entries": [{"service_date": "2026-02-03", "pcn": "BAS-11602", "patient_owes_cents": 1920,
                             "paid_cents": 2000},
                            {"service_date": "2026-02-17", "pcn": "BAS-11688", "patient_owes_cents": 1480,
                             "paid_cents": 2000}],
                "payments": [{"date": "2026-02-03", "amount_cents": 2000, "method": "CARD"},
                             {"date": "2026-02-17", "amount_cents": 2000, "method": "CARD"}],
                "balance_cents": 0, "credit_balance_cents": 600}},
    {"id": "policy#credits-refunds", "kind": "policy", "revision": "v5",
     "text": "We never charge you for a visit that your insurer has already paid in full. Credits under $25.00 stay "
             "on your account and are applied to your next visit unless you ask for a refund. Credits of $25.00 or "
             "more are refunded automatically within 14 days of the insurer's payment."},
]
add(36, "february-eft-credit", D_ACU, Q08,
    "Hi Sofía, yes, Caribe Mutual paid both February claims in a single EFT dated 3/5/2026: $76.80 for your 2/3 "
    "visit and $59.20 for your 2/17 visit. Your coinsurance came to $19.20 and $14.80, so $34.00 in total. You paid "
    "$20.00 at each visit, which leaves a $6.00 credit on your account. It will be applied to your next visit "
    "unless you'd like it refunded.",
    EV08,
    [S("paid both February claims in a single EFT dated 3/5/2026"), S("$76.80 for your 2/3 visit"),
     S("$59.20 for your 2/17 visit"), S("Your coinsurance came to $19.20 and $14.80"), S("so $34.00 in total"),
     S("You paid $20.00 at each visit"), S("leaves a $6.00 credit"),
     S("applied to your next visit unless you'd like it refunded")],
    notes="Both claims on EFT-20260305-4419; PR-2 19.20 + 14.80 = 34.00; payments 2 x 2000 cents; credit_balance_cents 600; policy on credits under $25.",
    includes=["$6.00", "3/5/2026"])
add(37, "february-eft-credit", D_ACU, Q08,
    "Your February claims were paid on March 5, 2026 (EFT-20260305-4419). The plan covered $136.00 altogether, and "
    "your share of $34.00 was already covered by the $40.00 you paid at the desk.",
    EV08,
    [S("paid on March 5, 2026"), S("(EFT-20260305-4419)"), S("The plan covered $136.00 altogether"),
     S("your share of $34.00"), S("already covered by the $40.00 you paid at the desk")],
    notes="claim_paid 76.80 + 59.20 = 136.00; coinsurance 34.00; two 2000-cent payments = 40.00.",
    includes=["$136.00", "EFT-20260305-4419"])
add(38, "february-eft-credit", D_ACU, Q08,
    "Both February visits were paid by your insurer on March 5, and you have a $6.00 credit with us.",
    EV08,
    [S("paid by your insurer on March 5"), S("a $6.00 credit with us")],
    notes="check_or_eft.date 20260305; credit_balance_cents 600.",
    includes=["$6.00"])
add(39, "february-eft-credit", D_ACU, Q08,
    "Hi Sofía, Caribe Mutual paid $1,842.16 on March 5 for your February visits. Your share was $34.00, and since "
    "you paid $40.00 you have a credit. We'll refund that credit to your card automatically within 14 days.",
    EV08,
    [C("paid $1,842.16", *AMT), S("Your share was $34.00"), S("since you paid $40.00 you have a credit"),
     C("refund that credit to your card automatically within 14 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_role", "condition_unmet"],
    notes="1842.16 is the EFT's total for all the practice's claims; Sofía's claims were paid 136.00. The credit is $6.00, under the $25.00 automatic-refund threshold.",
    excludes=["$1,842.16", "automatically within 14 days"])
add(40, "february-eft-credit", D_ACU, Q08,
    "Your February claims were both paid in one EFT on May 3. Your coinsurance was $19.20 for 2/3 and $14.80 for "
    "2/17, and after the $20.00 payments you made at each visit, you have a $5.20 credit.",
    EV08,
    [C("paid in one EFT on May 3", *DATE), S("$19.20 for 2/3"), S("$14.80 for 2/17"),
     S("the $20.00 payments you made at each visit"), C("you have a $5.20 credit", *AMT)],
    errors=["wrong_date", "wrong_arithmetic"],
    notes="EFT date 20260305 is March 5; 40.00 - 34.00 = 6.00 credit (credit_balance_cents 600), not 5.20.",
    excludes=["May 3", "$5.20 credit"])
rep(8, "february-eft-credit", D_ACU, Q08,
    "Both February claims were paid in one EFT on 3/5/2026. Your coinsurance totals $34.00 and you paid $40.00, so "
    "you have a $6.00 credit that we'll refund to your card within 14 days.",
    EV08,
    [S("paid in one EFT on 3/5/2026"), S("Your coinsurance totals $34.00"), S("you paid $40.00"),
     S("you have a $6.00 credit"), C("we'll refund to your card within 14 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    ["condition_unmet"],
    "Policy: credits under $25.00 stay on the account and go to the next visit; only $25.00+ is refunded automatically.",
    ["refund to your card within 14 days"], ["next visit|applied to your next", "$6.00"])

# ---- 09 acupuncture: primary + secondary coverage ----------------------
Q09 = "Do I owe anything for my March acupuncture visits? I have two insurances."
EV09 = [
    {"id": "get_remittance#EFT0401-30554", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835", "payer": {"name": "Caribe Mutual Assurance", "payer_id": "CMA07"},
         "check_or_eft": {"method": "ACH", "number": "EFT0401-30554", "date": "20260401"},
         "claims": [{
             "claim_id": "2260830102214", "patient_control_number": "BAS-12011", "claim_status": "1",
             "patient": {"last": "SANTIAGO", "first": "ROBERTO", "member_id": "CMA-8830145-01"},
             "service_date": "20260324", "claim_billed": "140.00", "claim_allowed": "90.00", "claim_paid": "72.00",
             "service_lines": [
                 {"procedure_code": "97813", "units": 1, "billed": "85.00", "allowed": "52.00", "paid": "41.60"},
                 {"procedure_code": "97814", "units": 1, "billed": "55.00", "allowed": "38.00", "paid": "30.40"}],
             "adjustments": [{"group": "CO", "reason": "45", "amount": "50.00"},
                             {"group": "PR", "reason": "2", "amount": "18.00"}],
             "patient_responsibility": {"deductible": "0.00", "coinsurance": "18.00", "copay": "0.00",
                                        "total": "18.00"}}]}},
    {"id": "get_remittance#EFT0408-30912", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835", "payer": {"name": "Caribe Mutual Assurance", "payer_id": "CMA07"},
         "check_or_eft": {"method": "ACH", "number": "EFT0408-30912", "date": "20260408"},
         "claims": [{
             "claim_id": "2260900102590", "patient_control_number": "BAS-12077", "claim_status": "1",
             "service_date": "20260331", "claim_billed": "140.00", "claim_allowed": "90.00", "claim_paid": "72.00",
             "adjustments": [{"group": "CO", "reason": "45", "amount": "50.00"},
                             {"group": "PR", "reason": "2", "amount": "18.00"}],
             "patient_responsibility": {"deductible": "0.00", "coinsurance": "18.00", "copay": "0.00",
                                        "total": "18.00"}}]}},
    {"id": "get_remittance#EFT0414-90012", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835", "payer": {"name": "Coquí Health Mutual", "payer_id": "CHM22"},
         "check_or_eft": {"method": "ACH", "number": "EFT0414-90012", "date": "20260414"},
         "claims": [{
             "claim_id": "CHM2260830555", "patient_control_number": "BAS-12011", "claim_status": "2",
             "claim_status_text": "PROCESSED_AS_SECONDARY", "service_date": "20260324",
             "claim_billed": "140.00", "claim_paid": "18.00",
             "adjustments": [{"group": "OI", "reason": "23", "amount": "122.00"}],
             "patient_responsibility": {"deductible": "0.00", "coinsurance": "0.00", "copay": "0.00",
                                        "total": "0.00"}}]}},
    {"id": "get_claim_tracker#BAS-12077", "kind": "record", "source": "tool:get_claim_tracker",
     "fields": {"pcn": "BAS-12077", "service_date": "2026-03-31",
                "primary": {"payer": "Caribe Mutual Assurance", "status": "PAID"},
                "secondary": {"payer": "Coquí Health Mutual", "status": "SUBMITTED", "submitted_on": "2026-04-09"}}},
    {"id": "get_patient_ledger#BAS-P-0902", "kind": "record", "source": "tool:get_patient_ledger",
     "fields": {"account": "BAS-P-0902", "patient_name": "Roberto Santiago", "balance_cents": 0,
                "pending_insurance_cents": 1800}},
    {"id": "policy#two-plans", "kind": "policy", "revision": "v1",
     "text": "When you have two insurance plans, we bill the secondary plan after the primary has paid. We do not "
             "bill you for any amount while a secondary claim is still pending. Secondary plans usually respond "
             "within 30 days of submission."},
]
NOW09 = "2026-04-16T10:00:00-04:00"
add(41, "primary-secondary", D_ACU, Q09,
    "Hi Roberto, for your 3/24 visit you owe nothing: Caribe Mutual paid $72.00 as your primary, and Coquí Health "
    "Mutual paid the remaining $18.00 coinsurance as secondary. Your 3/31 visit was sent to Coquí Health Mutual on "
    "April 9 and is still pending, so we won't bill you anything for it while we wait.",
    EV09,
    [S("for your 3/24 visit you owe nothing"), S("Caribe Mutual paid $72.00 as your primary"),
     S("Coquí Health Mutual paid the remaining $18.00"), S("sent to Coquí Health Mutual on April 9"),
     S("is still pending"), S("we won't bill you anything for it while we wait")],
    notes="Secondary claim status 2 paid 18.00 with zero patient responsibility; tracker shows BAS-12077 secondary SUBMITTED 2026-04-09; policy: no billing while pending.",
    includes=["$72.00", "April 9"])
add(42, "primary-secondary", D_ACU, Q09,
    "Your March 24 visit is paid in full between your two plans ($72.00 primary + $18.00 secondary = $90.00 "
    "allowed). For March 31, the secondary claim is pending; secondary plans usually answer within 30 days of "
    "submission.",
    EV09,
    [S("paid in full between your two plans"), S("$72.00 primary + $18.00 secondary = $90.00 allowed"),
     S("the secondary claim is pending"), S("usually answer within 30 days of submission")],
    notes="72.00 + 18.00 = claim_allowed 90.00; tracker secondary SUBMITTED; policy gives 30 days.",
    includes=["$90.00", "30 days"])
add(43, "primary-secondary", D_ACU, Q09,
    "Nothing is due for March 24, and the March 31 visit won't be billed to you while the secondary claim is "
    "pending.",
    EV09,
    [S("Nothing is due for March 24"), S("won't be billed to you while the secondary claim is pending")],
    notes="Secondary ERA leaves 0.00 patient responsibility for 3/24; the policy and the tracker cover 3/31.",
    includes=["March 24", "March 31"])
add(44, "primary-secondary", D_ACU, Q09,
    "Hi Roberto, both of your March visits are paid in full by your two plans. Your balance with us is $0.00.",
    EV09,
    [C("both of your March visits are paid in full", *STATE), S("Your balance with us is $0.00")],
    errors=["wrong_state"],
    now=NOW09,
    notes="The 3/31 secondary claim is still SUBMITTED (18.00 pending insurance); only 3/24 is paid in full. balance_cents 0.",
    excludes=["both of your March visits are paid in full"])
add(45, "primary-secondary", D_ACU, Q09,
    "For 3/24, Coquí Health Mutual paid $72.00 as primary and Caribe Mutual paid $18.00 as secondary. The March 31 "
    "claim went to your secondary plan on April 9, and secondary plans usually respond within 14 days.",
    EV09,
    [C("Coquí Health Mutual paid $72.00 as primary", *IDM), C("Caribe Mutual paid $18.00 as secondary", *IDM),
     S("went to your secondary plan on April 9"), C("usually respond within 14 days", *POL)],
    errors=["wrong_role", "wrong_role", "wrong_policy_condition"],
    notes="Caribe Mutual is the primary (72.00) and Coquí the secondary (18.00, status 2); the policy says 30 days.",
    excludes=["Coquí Health Mutual paid $72.00", "Caribe Mutual paid $18.00", "within 14 days"])
rep(9, "primary-secondary", D_ACU, Q09,
    "Your March 24 visit is paid in full, and the March 31 claim was sent to your secondary plan on April 19.",
    EV09,
    [S("March 24 visit is paid in full"), C("on April 19", *DATE)],
    ["wrong_date"],
    "Tracker: secondary submitted_on 2026-04-09.",
    ["April 19"], ["April 9|4/9", "March 24"],
    now=NOW09)

# ---- 10 massage therapy: non-covered denial re-priced to self-pay -------
D_MAS = "massage therapy"
Q10 = "My insurance denied my March 14 massage. Am I really going to owe $120?"
EV10 = [
    {"id": "get_remittance#EFT0327-58110", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Isla Salud Plan", "payer_id": "ISP01"},
         "payee": {"name": "Mangle Massage Therapy", "npi": "1639902147"},
         "check_or_eft": {"method": "ACH", "number": "EFT0327-58110", "date": "20260327"},
         "claims": [{
             "claim_id": "2260780120488", "patient_control_number": "MMT-4102", "claim_status": "4",
             "patient": {"last": "ORTIZ", "first": "DANIELA", "member_id": "ISP552301188"},
             "service_date": "20260314", "claim_billed": "120.00", "claim_paid": "0.00",
             "service_lines": [{"procedure_code": "97124", "units": 4, "billed": "120.00", "allowed": "0.00",
                                "paid": "0.00"}],
             "adjustments": [{"group": "PR", "reason": "96", "amount": "120.00"}],
             "remark_codes": ["N130"],
             "patient_responsibility": {"deductible": "0.00", "coinsurance": "0.00", "copay": "0.00",
                                        "non_covered": "120.00", "total": "120.00"}}]}},
    {"id": "get_appointments#MM-7731", "kind": "record", "source": "tool:get_appointments",
     "fields": {"appt_id": "MM-7731", "start_epoch": ep("2026-03-14 11:00"), "duration": "PT60M",
                "service": "THERAPEUTIC_MASSAGE_60", "therapist": "Lcda. Joanna Vives", "status": "COMPLETED"}},
    {"id": "get_patient_ledger#MMT-A-3310", "kind": "record", "source": "tool:get_patient_ledger",
     "fields": {"account": "MMT-A-3310", "patient_name": "Daniela Ortiz",
                "entries": [{"service_date": "2026-03-14", "pcn": "MMT-4102", "billed_cents": 12000,
                             "insurance_status": "DENIED_NON_COVERED", "repriced_to_self_pay": True,
                             "patient_owes_cents": 8500, "status": "OPEN", "statement_date": "2026-04-01"}],
                "balance_cents": 8500}},
    {"id": "policy#non-covered-massage", "kind": "policy", "revision": "v3",
     "text": "Massage therapy is covered by some plans only with a physician referral. When your plan denies a "
             "session as non-covered, we re-price it at our self-pay rate: $85.00 for 60 minutes or $60.00 for 30 "
             "minutes. The re-priced amount is due within 30 days. We do not resubmit non-covered denials unless "
             "you bring a new referral."},
]
add(46, "non-covered-repriced", D_MAS, Q10,
    "Hi Daniela, I'm sorry about the surprise. Your plan did deny the March 14 session as a non-covered service, "
    "but you won't owe the full $120.00. We re-price denied sessions to our self-pay rate, so your balance is "
    "$85.00 for the 60-minute massage, due within 30 days.",
    EV10,
    [N("I'm sorry about the surprise"), S("deny the March 14 session as a non-covered service"),
     S("you won't owe the full $120.00"), S("We re-price denied sessions to our self-pay rate"),
     S("your balance is $85.00 for the 60-minute massage"), S("due within 30 days")],
    notes="claim_status 4 with PR-96; ledger repriced_to_self_pay, patient_owes_cents 8500; appointment PT60M; policy: $85.00 for 60 minutes, due within 30 days.",
    includes=["$85.00", "30 days"])
add(47, "non-covered-repriced", D_MAS, Q10,
    "Dear Ms. Ortiz,\nYour claim for 3/14/2026 was denied by your insurer with code PR-96 (non-covered charge). "
    "Because of that denial, the session was re-priced at our self-pay rate, and your balance is now $85.00 rather "
    "than the $120.00 that was billed. If you obtain a referral from your physician, please bring it in and we can "
    "resubmit the claim.\nBest regards,\nMangle Massage Therapy",
    EV10,
    [S("denied by your insurer with code PR-96"), S("re-priced at our self-pay rate"), S("your balance is now $85.00"),
     S("the $120.00 that was billed"), S("we can resubmit the claim"), N("Best regards")],
    notes="PR-96 adjustment and ledger insurance_status DENIED_NON_COVERED; balance 8500 cents; policy allows resubmission with a new referral.",
    includes=["$85.00", "PR-96"])
add(48, "non-covered-repriced", D_MAS, Q10,
    "The denied March 14 massage was re-priced to $85.00, so that's what you owe.",
    EV10,
    [S("re-priced to $85.00"), S("that's what you owe")],
    notes="ledger repriced_to_self_pay true, patient_owes_cents 8500, balance_cents 8500.",
    includes=["$85.00"])
add(49, "non-covered-repriced", D_MAS, Q10,
    "Hi Daniela, your March 14 claim is still being processed by your insurer. If it's denied, we'll re-price it "
    "to our $85.00 self-pay rate.",
    EV10,
    [C("still being processed by your insurer", *STATE), S("re-price it to our $85.00 self-pay rate")],
    errors=["wrong_state"],
    notes="claim_status 4: the claim is already denied (PR-96) on the 3/27 remittance.",
    excludes=["still being processed"])
add(50, "non-covered-repriced", D_MAS, Q10,
    "Your March 14 massage was denied as non-covered, so it's been re-priced to our self-pay rate of $60.00. We'll "
    "also resubmit it to your insurer at no cost to you.",
    EV10,
    [S("denied as non-covered"), C("self-pay rate of $60.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
     CI("resubmit it to your insurer at no cost to you", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["wrong_amount", "invented_promise"],
    notes="The session was 60 minutes (PT60M, 4 units), so the rate is $85.00 (ledger 8500); the policy says non-covered denials are not resubmitted without a new referral.",
    excludes=["self-pay rate of $60.00", "resubmit it to your insurer at no cost"])
rep(10, "non-covered-repriced", D_MAS, Q10,
    "Your March 14 massage was denied as non-covered, so it has been re-priced at our self-pay rate of $85.00. That "
    "balance is due within 15 days.",
    EV10,
    [S("denied as non-covered"), S("self-pay rate of $85.00"), C("due within 15 days", *POL)],
    ["wrong_period"],
    "Policy: the re-priced amount is due within 30 days.",
    ["within 15 days"], ["30 days|thirty days", "$85.00"])

# ---- 11 massage therapy: membership sessions and perks ------------------
Q11 = "How many massages do I have left, and does my membership include hot stones?"
EV11 = [
    {"id": "get_membership#MEM-2094", "kind": "record", "source": "tool:get_membership",
     "fields": {"membership_id": "MEM-2094", "member_name": "Gabriel Torres", "plan_code": "WELLNESS_MONTHLY_2026",
                "status": "ACTIVE", "monthly_fee_cents": 7900, "currency": "USD", "billing_day": 12,
                "next_billing_date": "2026-05-12",
                "includes": ["ONE_60MIN_MASSAGE_PER_MONTH", "TEN_PERCENT_OFF_ADDONS"],
                "session_bank": [{"earned_month": "2026-03", "status": "AVAILABLE", "expires_on": "2026-04-30"},
                                 {"earned_month": "2026-04", "status": "AVAILABLE", "expires_on": "2026-05-31"}],
                "sessions_available": 2}},
    {"id": "get_membership_plan#WELLNESS_MONTHLY_2025", "kind": "record", "source": "tool:get_membership_plan",
     "fields": {"plan_code": "WELLNESS_MONTHLY_2025", "status": "SUPERSEDED", "valid_to": "2025-12-31",
                "monthly_fee_cents": 6900,
                "includes": ["ONE_60MIN_MASSAGE_PER_MONTH", "FREE_HOT_STONE_UPGRADE"]}},
    {"id": "policy#membership", "kind": "policy", "revision": "2026-01",
     "text": "Each membership month includes one 60-minute massage. An unused session rolls over for one month "
             "only; it expires if it is not used by the end of the following month. Members receive 10% off "
             "add-ons such as hot stones or aromatherapy. The membership fee is charged on your billing day each "
             "month."},
]
NOW11 = "2026-04-27T16:00:00-04:00"
add(51, "membership-sessions", D_MAS, Q11,
    "Hi Gabriel, you have 2 massages available right now: April's session and one rolled over from March. The "
    "rolled-over one expires if it isn't used by April 30, so I'd book it first. Hot stones aren't included in "
    "your membership, but as a member you get 10% off add-ons like hot stones.",
    EV11,
    [S("you have 2 massages available right now"), S("April's session and one rolled over from March"),
     S("expires if it isn't used by April 30"), S("Hot stones aren't included in your membership"),
     S("you get 10% off add-ons like hot stones")],
    notes="sessions_available 2 (2026-03 expiring 2026-04-30, 2026-04); current includes list has no hot stone upgrade, only TEN_PERCENT_OFF_ADDONS.",
    includes=["2 massages", "10%"])
add(52, "membership-sessions", D_MAS, Q11,
    "Two sessions are on your account (one from March, one from April). Your $79.00 membership fee will be charged "
    "next on May 12.",
    EV11,
    [S("Two sessions are on your account"), S("(one from March, one from April)"),
     S("$79.00 membership fee will be charged next on May 12")],
    notes="session_bank holds 2026-03 and 2026-04; monthly_fee_cents 7900; next_billing_date 2026-05-12.",
    includes=["$79.00", "May 12"])
add(53, "membership-sessions", D_MAS, Q11,
    "You've got two 60-minute massages waiting, and hot stones come at ten percent off for members.",
    EV11,
    [S("two 60-minute massages waiting"), S("ten percent off for members")],
    notes="sessions_available 2 of ONE_60MIN_MASSAGE_PER_MONTH; policy: members get 10% off add-ons such as hot stones.",
    includes=["two 60-minute massages", "ten percent"])
add(54, "membership-sessions", D_MAS, Q11,
    "Hi Gabriel, you have 2 massages available. Your membership is $69.00 a month and includes a free hot stone "
    "upgrade with each massage.",
    EV11,
    [S("you have 2 massages available"), C("$69.00 a month", *AMT),
     CI("includes a free hot stone upgrade", "VALUE_MISMATCH", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["stale_value", "unlisted_perk"],
    notes="6900 cents and FREE_HOT_STONE_UPGRADE belong to the superseded 2025 plan; the current plan is 7900 cents and lists only 10% off add-ons.",
    excludes=["$69.00", "free hot stone upgrade"])
add(55, "membership-sessions", D_MAS, Q11,
    "You have 2 sessions banked. Unused sessions roll over indefinitely, so there's no rush to book. Your next "
    "membership charge is on May 21.",
    EV11,
    [S("You have 2 sessions banked"), C("roll over indefinitely", *POL), C("charge is on May 21", *DATE)],
    errors=["wrong_policy_condition", "wrong_date"],
    now=NOW11,
    notes="Policy: a session rolls over one month only (the March one expires 2026-04-30); next_billing_date is 2026-05-12.",
    excludes=["roll over indefinitely", "May 21"])
rep(11, "membership-sessions", D_MAS, Q11,
    "You have 2 massages available, and your membership includes a complimentary hot stone upgrade.",
    EV11,
    [S("You have 2 massages available"),
     CI("includes a complimentary hot stone upgrade", "VALUE_MISMATCH", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    ["unlisted_perk"],
    "The current plan's includes list has no hot stone upgrade; members get 10% off add-ons such as hot stones.",
    ["complimentary hot stone upgrade"],
    ["10%|ten percent|not included|isn't included|aren't included|not part of", "2 massages"])

# ---- 12 massage therapy: units over the plan maximum (CO-151) -----------
Q12 = "My EOB shows $200 billed but only part allowed. What do I owe for April 2?"
EV12 = [
    {"id": "get_remittance#EFT0416-60231", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Isla Salud Plan", "payer_id": "ISP01"},
         "check_or_eft": {"method": "ACH", "number": "EFT0416-60231", "date": "20260416"},
         "claims": [
             {"claim_id": "2261000133902", "patient_control_number": "MMT-4388", "claim_status": "1",
              "patient": {"last": "MALDONADO", "first": "VERONICA", "member_id": "ISP610044972"},
              "service_date": "20260402", "claim_billed": "200.00", "claim_allowed": "112.00", "claim_paid": "78.40",
              "service_lines": [
                  {"procedure_code": "97124", "procedure_description": "MASSAGE THERAPY", "units": 4,
                   "units_paid": 2, "billed": "120.00", "allowed": "52.00", "paid": "36.40",
                   "adjustments": [{"group": "CO", "reason": "151", "amount": "60.00"},
                                   {"group": "CO", "reason": "45", "amount": "8.00"},
                                   {"group": "PR", "reason": "2", "amount": "15.60"}]},
                  {"procedure_code": "97140", "procedure_description": "MANUAL THERAPY", "units": 2,
                   "units_paid": 2, "billed": "80.00", "allowed": "60.00", "paid": "42.00",
                   "adjustments": [{"group": "CO", "reason": "45", "amount": "20.00"},
                                   {"group": "PR", "reason": "2", "amount": "18.00"}]}],
              "adjustments": [{"group": "CO", "reason": "151", "amount": "60.00"},
                              {"group": "CO", "reason": "45", "amount": "28.00"},
                              {"group": "PR", "reason": "2", "amount": "33.60"}],
              "patient_responsibility": {"deductible": "0.00", "coinsurance": "33.60", "copay": "0.00",
                                         "total": "33.60"}},
             {"claim_id": "2260850133511", "patient_control_number": "MMT-4290", "claim_status": "1",
              "service_date": "20260319", "claim_billed": "160.00", "claim_allowed": "82.00", "claim_paid": "57.40",
              "adjustments": [{"group": "CO", "reason": "45", "amount": "78.00"},
                              {"group": "PR", "reason": "2", "amount": "24.60"}],
              "patient_responsibility": {"deductible": "0.00", "coinsurance": "24.60", "copay": "0.00",
                                         "total": "24.60"}}]}},
    {"id": "get_benefits#ISP610044972", "kind": "record", "source": "tool:get_benefits",
     "fields": {"member_id": "ISP610044972", "benefit": "MASSAGE_THERAPY", "coinsurance_pct": 30,
                "copay": "0.00", "massage_units_per_visit_max": 2}},
    {"id": "get_appointments#MM-7902", "kind": "record", "source": "tool:get_appointments",
     "fields": {"appt_id": "MM-7902", "start_epoch": ep("2026-04-02 13:00"), "duration": "PT90M",
                "status": "COMPLETED", "therapist": "Lcda. Joanna Vives"}},
    {"id": "policy#units-per-visit", "kind": "policy", "revision": "v1",
     "text": "Your plan sets how many 15-minute units of massage it pays per visit. Units the plan does not allow "
             "under a CO adjustment are not billed to you. You pay your coinsurance on the allowed amount only."},
]
add(56, "units-over-max", D_MAS, Q12,
    "Hi Verónica, for your April 2 visit, $200.00 was billed and Isla Salud allowed $112.00. The plan paid $78.40, "
    "and your 30% coinsurance is $33.60, which is the amount you owe. The plan only allowed 2 of the 4 massage "
    "units, but those disallowed units fall under a CO adjustment, so they aren't billed to you.",
    EV12,
    [S("$200.00 was billed"), S("Isla Salud allowed $112.00"), S("The plan paid $78.40"),
     S("your 30% coinsurance is $33.60"), S("which is the amount you owe"), S("only allowed 2 of the 4 massage units"),
     S("fall under a CO adjustment"), S("so they aren't billed to you")],
    notes="MMT-4388 totals; coinsurance_pct 30; 97124 units 4, units_paid 2, CO-151 60.00; policy: CO-disallowed units are not billed.",
    includes=["$33.60", "$112.00"])
add(57, "units-over-max", D_MAS, Q12,
    "April 2 breakdown:\n• Massage (97124): 4 units billed, 2 allowed; plan paid $36.40, your coinsurance $15.60\n"
    "• Manual therapy (97140): 2 units; plan paid $42.00, your coinsurance $18.00\n• Your total: $33.60",
    EV12,
    [S("4 units billed, 2 allowed"), S("plan paid $36.40"), S("your coinsurance $15.60"),
     S("Manual therapy (97140): 2 units"), S("plan paid $42.00"), S("your coinsurance $18.00"),
     S("Your total: $33.60")],
    notes="Line-level paid and PR-2 amounts of MMT-4388; 15.60 + 18.00 = 33.60.",
    includes=["$33.60"])
add(58, "units-over-max", D_MAS, Q12,
    "You owe $33.60 for April 2, which is your coinsurance on the $112.00 allowed.",
    EV12,
    [S("You owe $33.60 for April 2"), S("your coinsurance on the $112.00 allowed")],
    notes="patient_responsibility.coinsurance 33.60; claim_allowed 112.00.",
    includes=["$33.60"])
add(59, "units-over-max", D_MAS, Q12,
    "For April 2, the plan allowed 3 of the 4 massage units. Your coinsurance is $15.60 on the massage and $18.00 on "
    "manual therapy, for a total of $35.60.",
    EV12,
    [C("allowed 3 of the 4 massage units", *VAL), S("$15.60 on the massage"), S("$18.00 on manual therapy"),
     C("for a total of $35.60", *AMT)],
    errors=["wrong_quantity", "wrong_arithmetic"],
    notes="97124 units_paid is 2 of 4; 15.60 + 18.00 = 33.60, not 35.60.",
    excludes=["3 of the 4", "$35.60"])
add(60, "units-over-max", D_MAS, Q12,
    "Isla Salud allowed $112.00 and paid $78.40 for April 2. You owe $24.60 in coinsurance, and the 2 massage units "
    "the plan didn't allow will be billed to you at $30.00 each.",
    EV12,
    [S("Isla Salud allowed $112.00"), S("paid $78.40 for April 2"), C("You owe $24.60 in coinsurance", *AMT),
     C("will be billed to you at $30.00 each", *POL)],
    errors=["other_record_value", "wrong_policy_condition"],
    notes="24.60 is the March 19 claim's coinsurance (April 2 is 33.60); CO-151 units are not billed to the patient per policy.",
    excludes=["$24.60", "billed to you at $30.00 each"])
rep(12, "units-over-max", D_MAS, Q12,
    "For April 2, Isla Salud allowed $112.00 and paid $78.40, leaving your coinsurance of $33.60. Your visit was 60 "
    "minutes long.",
    EV12,
    [S("allowed $112.00"), S("paid $78.40"), S("coinsurance of $33.60"), C("60 minutes long", *VAL)],
    ["wrong_value"],
    "Appointment MM-7902 duration is PT90M (six 15-minute units billed).",
    ["60 minutes long"], ["90 minutes|90-minute|an hour and a half|1.5 hours|ninety minutes", "$33.60"])

# ---- 13 massage therapy: missed-visit fee, waiver denied ----------------
Q13 = "I missed my massage on the 18th and was charged. Can you waive it? I've already rebooked."
EV13 = [
    {"id": "get_appointments#MMT-A-3522", "kind": "record", "source": "tool:get_appointments",
     "fields": {"account": "MMT-A-3522", "patient_name": "Ivelisse Rivera", "location_tz": "America/Puerto_Rico",
                "appointments": [
                    {"appt_id": "MM-7655", "start_epoch": ep("2026-04-18 10:00"), "duration": "PT60M",
                     "status": "NO_SHOW", "session_price_cents": 9000},
                    {"appt_id": "MM-7940", "booked_at_epoch": ep("2026-04-28 15:12"),
                     "start_epoch": ep("2026-05-02 10:00"), "duration": "PT60M", "status": "CONFIRMED",
                     "therapist": "Lcdo. Andrés Piñero", "session_price_cents": 9000}]}},
    {"id": "get_patient_ledger#MMT-A-3522", "kind": "record", "source": "tool:get_patient_ledger",
     "fields": {"account": "MMT-A-3522",
                "fees": [{"fee_id": "MF-1207", "appt_id": "MM-7655", "type": "MISSED_VISIT", "amount_cents": 4500,
                          "status": "CHARGED", "charged_on": "2026-04-19", "card_last4": "7710",
                          "settlement_status": "SETTLED"}],
                "waivers_used_last_12_months": 0}},
    {"id": "waive_fee#call-3", "kind": "refused_call", "tool": "waive_fee", "decision": "DENY",
     "args": {"fee_id": "MF-1207"}, "reason": "RESCHEDULE_OUTSIDE_WINDOW"},
    {"id": "policy#missed-visits", "kind": "policy", "revision": "v2",
     "text": "A missed appointment, or a cancellation with less than 24 hours' notice, is charged 50% of the session "
             "price. We waive this fee once in any 12-month period if you book a new visit within 7 days of the "
             "missed one. Fees are charged to the card on file."},
]
NOW13 = "2026-04-29T12:00:00-04:00"
add(61, "missed-visit-waiver", D_MAS, Q13,
    "Hi Ivelisse, I understand. The $45.00 charged for the missed April 18 visit is half of the $90.00 session "
    "price. The waiver we offer once every 12 months requires booking a new visit within 7 days of the missed one, "
    "and your new booking was made on April 28, so the request to waive it was declined. Your rebooked massage is "
    "this Saturday, May 2, at 10:00 AM.",
    EV13,
    [N("I understand."), S("The $45.00 charged for the missed April 18 visit"), S("half of the $90.00 session price"),
     S("requires booking a new visit within 7 days of the missed one"), S("your new booking was made on April 28"),
     S("the request to waive it was declined"), S("this Saturday, May 2, at 10:00 AM")],
    now=NOW13,
    notes="MF-1207 4500 cents on a 9000-cent session; MM-7940 booked_at 4/28, 10 days after; waive_fee was DENIED; MM-7940 starts 5/2 10:00 local.",
    includes=["$45.00", "May 2"])
add(62, "missed-visit-waiver", D_MAS, Q13,
    "The $45.00 missed-visit fee was charged to your card ending in 7710 on April 19. I asked for a waiver, but it "
    "was declined because the rebooking came more than 7 days after the missed appointment.",
    EV13,
    [S("$45.00 missed-visit fee"), S("charged to your card ending in 7710 on April 19"),
     S("I asked for a waiver, but it was declined"), S("the rebooking came more than 7 days after")],
    notes="MF-1207 charged_on 2026-04-19, card 7710; waive_fee refused (DENY, RESCHEDULE_OUTSIDE_WINDOW).",
    includes=["$45.00", "7710"])
add(63, "missed-visit-waiver", D_MAS, Q13,
    "Unfortunately the $45.00 fee stands; the waiver wasn't approved since the rebooking was more than a week after "
    "April 18.",
    EV13,
    [S("the $45.00 fee stands"), S("the waiver wasn't approved"), S("more than a week after April 18")],
    notes="waive_fee DENY; booked_at 2026-04-28 vs missed visit 2026-04-18.",
    includes=["$45.00"])
add(64, "missed-visit-waiver", D_MAS, Q13,
    "Hi Ivelisse, since you've already rebooked, you qualify for our one-time waiver. I've waived the $45.00 fee on "
    "your card ending in 7710.",
    EV13,
    [C("you qualify for our one-time waiver", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     C("I've waived the $45.00 fee", *NOTEX)],
    errors=["condition_unmet", "refused_call_effect"],
    notes="The waiver needs a booking within 7 days; the rebooking came 10 days later and waive_fee was DENIED.",
    excludes=["you qualify for our one-time waiver", "I've waived the $45.00 fee"])
add(65, "missed-visit-waiver", D_MAS, Q13,
    "The $45.00 fee is half of the $90.00 session price. Our policy waives it if you rebook within 14 days of the "
    "missed visit. Your new massage is on Saturday, May 9 at 10:00 AM.",
    EV13,
    [S("half of the $90.00 session price"), C("rebook within 14 days", *POL), C("Saturday, May 9 at 10:00 AM", *DATE)],
    errors=["wrong_policy_condition", "wrong_date"],
    notes="Policy window is 7 days; MM-7940 starts 2026-05-02.",
    excludes=["within 14 days", "May 9"])
rep(13, "missed-visit-waiver", D_MAS, Q13,
    "The $45.00 fee for the missed April 18 visit was charged to your card ending in 7710. Your new massage is "
    "booked for Saturday, May 2 at 2:00 PM.",
    EV13,
    [S("The $45.00 fee for the missed April 18 visit"), S("card ending in 7710"), C("May 2 at 2:00 PM", *DATE)],
    ["unit_conversion"],
    "MM-7940 start_epoch is 10:00 local (14:00 UTC).",
    ["2:00 PM"], ["10:00 AM|10 AM|10:00 a.m.|10 a.m.", "$45.00"])

# ---- 14 podiatry: custom orthotics, coinsurance and fabrication ---------
D_POD = "podiatry"
Q14 = "What do I owe for the orthotics, and when will they be ready?"
EV14 = [
    {"id": "get_remittance#EFT0325-71402", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Coquí Health Mutual", "payer_id": "CHM22"},
         "payee": {"name": "Paso Firme Podiatry PSC", "npi": "1306628815"},
         "check_or_eft": {"method": "ACH", "number": "EFT0325-71402", "date": "20260325"},
         "claims": [{
             "claim_id": "2260640150771", "patient_control_number": "PFP-20914", "claim_status": "1",
             "patient": {"last": "ACEVEDO", "first": "RAMON", "member_id": "CHM-558204-01"},
             "service_date": "20260305", "claim_billed": "560.00", "claim_allowed": "378.00", "claim_paid": "293.00",
             "service_lines": [
                 {"procedure_code": "99213", "units": 1, "billed": "110.00", "allowed": "78.00", "paid": "53.00",
                  "adjustments": [{"group": "CO", "reason": "45", "amount": "32.00"},
                                  {"group": "PR", "reason": "3", "amount": "25.00"}]},
                 {"procedure_code": "L3000", "units": 2, "billed": "450.00", "allowed": "300.00", "paid": "240.00",
                  "adjustments": [{"group": "CO", "reason": "45", "amount": "150.00"},
                                  {"group": "PR", "reason": "2", "amount": "60.00"}]}],
             "adjustments": [{"group": "CO", "reason": "45", "amount": "182.00"},
                             {"group": "PR", "reason": "2", "amount": "60.00"},
                             {"group": "PR", "reason": "3", "amount": "25.00"}],
             "patient_responsibility": {"deductible": "0.00", "coinsurance": "60.00", "copay": "25.00",
                                        "total": "85.00"}}]}},
    {"id": "get_benefits#CHM-558204-01", "kind": "record", "source": "tool:get_benefits",
     "fields": {"member_id": "CHM-558204-01", "dme_coinsurance_pct": 20, "specialist_copay": "25.00"}},
    {"id": "get_orthotic_order#ORT-4471", "kind": "record", "source": "tool:get_orthotic_order",
     "fields": {"order_id": "ORT-4471", "item": "CUSTOM_FOOT_ORTHOTIC_PAIR", "cast_taken_on": "2026-03-05",
                "lab": "Laboratorio Ortésico del Este", "status": "IN_FABRICATION",
                "expected_ready_date": "2026-04-16", "fitting_appt": None}},
    {"id": "get_estimate#EST-PFP-0388", "kind": "record", "source": "tool:get_estimate",
     "fields": {"estimate_id": "EST-PFP-0388", "version": 1, "status": "SUPERSEDED", "created_on": "2026-03-05",
                "estimated_patient_cost_cents": 9000, "superseded_by": "EOB PFP-20914"}},
    {"id": "get_patient_ledger#PFP-A-2207", "kind": "record", "source": "tool:get_patient_ledger",
     "fields": {"account": "PFP-A-2207", "patient_name": "Ramón Acevedo",
                "payments": [{"date": "2026-03-05", "amount_cents": 2500, "memo": "office visit copay at check-in"}],
                "balance_cents": 6000}},
    {"id": "policy#orthotics", "kind": "policy", "revision": "v2",
     "text": "Custom orthotics are made to order and usually take 3 to 5 weeks from casting. We call you when they "
             "arrive; the fitting visit is included at no extra charge. Because they are custom-made, orthotics "
             "cannot be returned once fabricated."},
]
NOW14 = "2026-04-02T09:00:00-04:00"
add(66, "custom-orthotics", D_POD, Q14,
    "Hi Ramón, your plan allowed $300.00 for the pair of orthotics and paid $240.00, so your 20% coinsurance is "
    "$60.00. Your $25.00 copay for the office visit was paid at check-in, so $60.00 is your remaining balance. The "
    "orthotics are being made now and are expected to be ready on April 16. We'll call you when they arrive, and "
    "the fitting is included at no extra charge.",
    EV14,
    [S("allowed $300.00 for the pair of orthotics"), S("paid $240.00"), S("your 20% coinsurance is $60.00"),
     S("Your $25.00 copay for the office visit was paid at check-in"), S("$60.00 is your remaining balance"),
     S("being made now"), S("expected to be ready on April 16"), S("We'll call you when they arrive"),
     S("the fitting is included at no extra charge")],
    notes="L3000 x2 allowed 300.00 paid 240.00, PR-2 60.00 (dme 20%); copay paid 3/5; balance 6000 cents; ORT-4471 IN_FABRICATION, ready 2026-04-16.",
    includes=["$60.00", "April 16"])
add(67, "custom-orthotics", D_POD, Q14,
    "Orthotics (L3000 × 2): plan allowed $300.00, paid $240.00, your coinsurance $60.00. Office visit: your $25.00 "
    "copay, already paid. Expected ready date: 4/16/2026.",
    EV14,
    [S("Orthotics (L3000 × 2)"), S("plan allowed $300.00"), S("paid $240.00"), S("your coinsurance $60.00"),
     S("your $25.00 copay, already paid"), S("Expected ready date: 4/16/2026")],
    notes="L3000 line units 2; PR-3 25.00 paid per ledger; expected_ready_date 2026-04-16.",
    includes=["$60.00", "4/16/2026"])
add(68, "custom-orthotics", D_POD, Q14,
    "Your balance is $60.00, and your orthotics should be ready around April 16.",
    EV14,
    [S("Your balance is $60.00"), S("ready around April 16")],
    notes="balance_cents 6000; expected_ready_date 2026-04-16.",
    includes=["$60.00"])
add(69, "custom-orthotics", D_POD, Q14,
    "Hi Ramón, your balance for the orthotics is $90.00. They're expected to be ready on April 16, and we'll call "
    "you when they arrive.",
    EV14,
    [C("your balance for the orthotics is $90.00", *AMT), S("expected to be ready on April 16"),
     S("we'll call you when they arrive")],
    errors=["stale_value"],
    notes="9000 cents is the superseded estimate EST-PFP-0388; the EOB leaves 60.00 (ledger 6000).",
    excludes=["$90.00"])
add(70, "custom-orthotics", D_POD, Q14,
    "Your plan paid $240.00 for the orthotics, and they've already arrived, so you can come in for your fitting any "
    "time. If they don't feel right, you can return them within 30 days.",
    EV14,
    [S("Your plan paid $240.00 for the orthotics"), C("they've already arrived", *STATE),
     C("you can return them within 30 days", *POL)],
    errors=["wrong_state", "wrong_policy_condition"],
    now=NOW14,
    notes="ORT-4471 status IN_FABRICATION; the policy says custom orthotics cannot be returned once fabricated.",
    excludes=["already arrived", "return them within 30 days"])
rep(14, "custom-orthotics", D_POD, Q14,
    "Your plan paid $240.00 for the orthotics and your coinsurance is $60.00. They're expected to be ready on "
    "April 6.",
    EV14,
    [S("paid $240.00"), S("your coinsurance is $60.00"), C("ready on April 6", *DATE)],
    ["wrong_date"],
    "ORT-4471 expected_ready_date is 2026-04-16.",
    ["April 6."], ["April 16|4/16", "$60.00"])

# ---- 15 podiatry: deductible finished plus coinsurance -----------------
Q15 = "Why do I owe $41.60 for my April 1 visit?"
EV15 = [
    {"id": "get_remittance#EFT0415-72210", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Coquí Health Mutual", "payer_id": "CHM22"},
         "check_or_eft": {"method": "ACH", "number": "EFT0415-72210", "date": "20260415"},
         "claims": [
             {"claim_id": "2260910151166", "patient_control_number": "PFP-21377", "claim_status": "1",
              "patient": {"last": "FIGUEROA", "first": "ELBA", "member_id": "CHM-190377-01"},
              "service_date": "20260401", "claim_billed": "155.00", "claim_allowed": "88.00", "claim_paid": "46.40",
              "service_lines": [
                  {"procedure_code": "11721", "units": 1, "billed": "95.00", "allowed": "55.20", "paid": "20.16"},
                  {"procedure_code": "11055", "units": 1, "billed": "60.00", "allowed": "32.80", "paid": "26.24"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "67.00"},
                              {"group": "PR", "reason": "1", "amount": "30.00"},
                              {"group": "PR", "reason": "2", "amount": "11.60"}],
              "patient_responsibility": {"deductible": "30.00", "coinsurance": "11.60", "copay": "0.00",
                                         "total": "41.60"}},
             {"claim_id": "2260200150402", "patient_control_number": "PFP-19860", "claim_status": "1",
              "service_date": "20260114", "claim_billed": "60.00", "claim_allowed": "32.80", "claim_paid": "12.16",
              "adjustments": [{"group": "CO", "reason": "45", "amount": "27.20"},
                              {"group": "PR", "reason": "1", "amount": "17.60"},
                              {"group": "PR", "reason": "2", "amount": "3.04"}],
              "patient_responsibility": {"deductible": "17.60", "coinsurance": "3.04", "copay": "0.00",
                                         "total": "20.64"}}]}},
    {"id": "get_benefits#CHM-190377-01", "kind": "record", "source": "tool:get_benefits",
     "fields": {"member_id": "CHM-190377-01", "as_of": "2026-04-15", "coinsurance_pct": 20,
                "deductible_individual": "250.00", "deductible_met": "250.00", "deductible_remaining": "0.00"}},
    {"id": "get_statement#ST-88120", "kind": "record", "source": "tool:get_statement",
     "fields": {"statement_id": "ST-88120", "statement_date": "2026-04-20", "due_date": "2026-05-20",
                "amount_due_cents": 4160,
                "lines": [{"pcn": "PFP-21377", "service_date": "2026-04-01", "amount_cents": 4160}]}},
    {"id": "policy#statements-payment", "kind": "policy", "revision": "2026-03",
     "text": "Statements are mailed or emailed after your insurer processes the claim. Payment is due by the date "
             "printed on your statement. You can pay online, by phone, or at the front desk; we accept Visa, "
             "Mastercard, ATH Móvil and HSA cards."},
]
add(71, "deductible-plus-coinsurance", D_POD, Q15,
    "Hi Elba, happy to explain. Of the $88.00 your plan allowed for April 1, $30.00 went to the last part of your "
    "deductible. On the remaining $58.00 the plan paid 80%, which is $46.40, and your 20% coinsurance is $11.60. "
    "That's $30.00 plus $11.60, or $41.60 in total, due by May 20.",
    EV15,
    [N("happy to explain"), S("Of the $88.00 your plan allowed for April 1"),
     S("$30.00 went to the last part of your deductible"), S("the plan paid 80%, which is $46.40"),
     S("your 20% coinsurance is $11.60"), S("or $41.60 in total"), S("due by May 20")],
    notes="PFP-21377 allowed 88.00, PR-1 30.00 (deductible_remaining now 0.00), paid 46.40, PR-2 11.60; statement due_date 2026-05-20.",
    includes=["$41.60", "May 20"])
add(72, "deductible-plus-coinsurance", D_POD, Q15,
    "Your April 1 statement of $41.60 is made up of $30.00 toward your deductible and $11.60 coinsurance. Coquí "
    "Health Mutual paid $46.40. You can pay online, by phone or at the desk, and we take HSA cards.",
    EV15,
    [S("statement of $41.60"), S("$30.00 toward your deductible"), S("$11.60 coinsurance"),
     S("Coquí Health Mutual paid $46.40"), S("pay online, by phone or at the desk"), S("we take HSA cards")],
    notes="Statement amount_due_cents 4160; PR-1 30.00 and PR-2 11.60; payment options from the policy.",
    includes=["$41.60"])
add(73, "deductible-plus-coinsurance", D_POD, Q15,
    "It's $30.00 deductible plus $11.60 coinsurance; payment is due May 20, 2026.",
    EV15,
    [S("$30.00 deductible plus $11.60 coinsurance"), S("payment is due May 20, 2026")],
    notes="patient_responsibility split; statement due_date 2026-05-20.",
    includes=["$11.60", "May 20, 2026"])
add(74, "deductible-plus-coinsurance", D_POD, Q15,
    "Your plan allowed $88.00 and paid $46.40. $30.00 went to your deductible and your coinsurance is $11.60, so "
    "your total is $41.60. Your deductible still has $30.00 left for the year, and this statement is due by "
    "April 20.",
    EV15,
    [S("Your plan allowed $88.00"), S("paid $46.40"), S("$30.00 went to your deductible"),
     S("your coinsurance is $11.60"), S("your total is $41.60"), C("still has $30.00 left for the year", *AMT),
     C("due by April 20", *DATE)],
    errors=["wrong_role", "wrong_date"],
    notes="30.00 is the amount applied, deductible_remaining is 0.00; April 20 is the statement_date, the due_date is May 20.",
    excludes=["still has $30.00 left", "due by April 20"])
add(75, "deductible-plus-coinsurance", D_POD, Q15,
    "Hi Elba, Coquí Health Mutual paid $46.40 for your April 1 visit, and your share is $20.64. We accept Visa, "
    "Mastercard, American Express and ATH Móvil.",
    EV15,
    [S("paid $46.40 for your April 1 visit"), C("your share is $20.64", *AMT),
     CI("Visa, Mastercard, American Express and ATH Móvil", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
    errors=["other_record_value", "invented_fact"],
    notes="20.64 is the January 14 claim's patient total (April 1 is 41.60); the policy's card list has no American Express.",
    excludes=["$20.64", "American Express"])
rep(15, "deductible-plus-coinsurance", D_POD, Q15,
    "Your April 1 total is $41.60: $30.00 toward your deductible plus $11.60 coinsurance. Payment is due by "
    "April 20.",
    EV15,
    [S("total is $41.60"), S("$30.00 toward your deductible"), S("$11.60 coinsurance"), C("due by April 20", *DATE)],
    ["wrong_date"],
    "Statement ST-88120: statement_date 2026-04-20, due_date 2026-05-20.",
    ["April 20"], ["May 20|5/20", "$41.60"])

# ---- 16 podiatry: overpayment refund needs approval ---------------------
Q16 = "I paid $75 at my visit. Insurance paid too. Do I get money back?"
EV16 = [
    {"id": "get_remittance#EFT0331-30771", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Caribe Mutual Assurance", "payer_id": "CMA07"},
         "check_or_eft": {"method": "ACH", "number": "EFT0331-30771", "date": "20260331"},
         "claims": [{
             "claim_id": "2260800152290", "patient_control_number": "PFP-21102", "claim_status": "1",
             "patient": {"last": "VELEZ", "first": "TOMAS", "member_id": "CMA-3318290-01"},
             "service_date": "20260318", "claim_billed": "130.00", "claim_allowed": "88.00", "claim_paid": "70.40",
             "service_lines": [{"procedure_code": "97597", "procedure_description": "SELECTIVE DEBRIDEMENT, WOUND",
                                "units": 1, "billed": "130.00", "allowed": "88.00", "paid": "70.40"}],
             "adjustments": [{"group": "CO", "reason": "45", "amount": "42.00"},
                             {"group": "PR", "reason": "2", "amount": "17.60"}],
             "patient_responsibility": {"deductible": "0.00", "coinsurance": "17.60", "copay": "0.00",
                                        "total": "17.60"}}]}},
    {"id": "get_patient_ledger#PFP-A-2561", "kind": "record", "source": "tool:get_patient_ledger",
     "fields": {"account": "PFP-A-2561", "patient_name": "Tomás Vélez",
                "payments": [{"date": "2026-03-18", "amount_cents": 7500, "method": "CARD", "card_last4": "6021",
                              "memo": "estimated patient share"}],
                "patient_owes_cents": 1760, "credit_balance_cents": 5740}},
    {"id": "get_refund_requests#PFP-A-2561", "kind": "record", "source": "tool:get_refund_requests",
     "fields": {"refunds": [{"refund_id": "REF-3310", "amount_cents": 5740, "status": "PENDING_APPROVAL",
                             "requested_on": "2026-04-10", "route": "BILLING_OFFICE"}]}},
    {"id": "issue_refund#call-2", "kind": "refused_call", "tool": "issue_refund", "decision": "ESCALATE",
     "args": {"refund_id": "REF-3310", "amount_cents": 5740}, "reason": "OVER_FRONT_DESK_LIMIT"},
    {"id": "policy#refunds", "kind": "policy", "revision": "v3",
     "text": "When your payment at the visit is more than what you owe after insurance, we refund the difference. "
             "Refunds over $50.00 need approval from our billing office, and approved refunds are issued to the "
             "original payment method within 10 business days of approval."},
]
NOW16 = "2026-04-10T15:30:00-04:00"
add(76, "overpayment-refund", D_POD, Q16,
    "Hi Tomás. Caribe Mutual paid $70.40 for your March 18 visit, and your coinsurance came to $17.60. Since you "
    "paid $75.00, you're due a refund of $57.40. Because it's over $50.00, it needs our billing office's approval "
    "first. I've sent it to them, and once it's approved it will go back to your original payment method within "
    "10 business days.",
    EV16,
    [S("Caribe Mutual paid $70.40"), S("your coinsurance came to $17.60"), S("Since you paid $75.00"),
     S("you're due a refund of $57.40"), S("needs our billing office's approval first"), S("I've sent it to them"),
     S("within 10 business days")],
    notes="claim_paid 70.40, PR-2 17.60; ledger payment 7500 and credit 5740; issue_refund ESCALATED to the billing office; policy 10 business days after approval.",
    includes=["$57.40", "10 business days"])
add(77, "overpayment-refund", D_POD, Q16,
    "You overpaid by $57.40 (you paid $75.00; your share was $17.60). The refund, REF-3310, is pending approval "
    "from our billing office.",
    EV16,
    [S("You overpaid by $57.40"), S("you paid $75.00"), S("your share was $17.60"), S("REF-3310"),
     S("pending approval from our billing office")],
    notes="REF-3310 status PENDING_APPROVAL, route BILLING_OFFICE.",
    includes=["$57.40", "REF-3310"])
add(78, "overpayment-refund", D_POD, Q16,
    "Dear Mr. Vélez,\nThank you for your patience. Your insurer processed your 3/18/2026 wound-care visit, and your "
    "responsibility is $17.60. A refund of the difference, $57.40, has been requested and is waiting for billing "
    "office approval.\nSincerely,\nPaso Firme Podiatry",
    EV16,
    [N("Thank you for your patience"), S("processed your 3/18/2026 wound-care visit"),
     S("your responsibility is $17.60"), S("$57.40, has been requested"), S("waiting for billing office approval"),
     N("Sincerely")],
    notes="97597 wound debridement on 20260318, status 1; REF-3310 requested 2026-04-10, PENDING_APPROVAL.",
    includes=["$57.40", "$17.60"])
add(79, "overpayment-refund", D_POD, Q16,
    "Hi Tomás, your share for March 18 was $17.60, so you're due $57.40 back. I've issued the refund today, and it "
    "should reach your card in 3 to 5 business days.",
    EV16,
    [S("your share for March 18 was $17.60"), S("you're due $57.40 back"), C("I've issued the refund today", *NOTEX),
     CI("in 3 to 5 business days", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["refused_call_effect", "wrong_period"],
    now=NOW16,
    notes="issue_refund was ESCALATED (not issued); the policy gives 10 business days after approval.",
    excludes=["issued the refund today", "3 to 5 business days"])
add(80, "overpayment-refund", D_POD, Q16,
    "You paid $75.00 and your coinsurance is $17.60, so your refund will be $52.60. It's logged as REF-3301 and is "
    "pending approval from our billing office.",
    EV16,
    [S("You paid $75.00"), S("your coinsurance is $17.60"), C("your refund will be $52.60", *AMT),
     C("REF-3301", *IDM), S("pending approval from our billing office")],
    errors=["wrong_arithmetic", "wrong_id"],
    notes="75.00 - 17.60 = 57.40 (credit_balance_cents 5740); the refund id is REF-3310.",
    excludes=["$52.60", "REF-3301"])
rep(16, "overpayment-refund", D_POD, Q16,
    "Your share for March 18 was $17.60, so you're due $57.40 back. I've processed that refund to your card.",
    EV16,
    [S("Your share for March 18 was $17.60"), S("you're due $57.40 back"),
     C("I've processed that refund to your card", *NOTEX)],
    ["refused_call_effect"],
    "issue_refund#call-2 was ESCALATED (over the front-desk limit); REF-3310 is PENDING_APPROVAL.",
    ["I've processed that refund"],
    ["pending|approval|escalated|review|billing office|could not|couldn't|unable", "$57.40"])

# ---- 17 podiatry: guarantor with two family claims ----------------------
Q17 = "I got two EOBs for April 8, one for me and one for Javier. What do I owe for Javier's visit?"
EV17 = [
    {"id": "get_remittance#EFT0422-73011", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Caribe Mutual Assurance", "payer_id": "CMA07"},
         "check_or_eft": {"method": "ACH", "number": "EFT0422-73011", "date": "20260422"},
         "claims": [
             {"claim_id": "2261120153301", "patient_control_number": "PFP-21590", "claim_status": "1",
              "patient": {"last": "COLON", "first": "NILSA", "member_id": "CMA-7702218-01",
                          "relationship": "SUBSCRIBER"},
              "service_date": "20260408", "claim_billed": "160.00", "claim_allowed": "112.00", "claim_paid": "82.00",
              "service_lines": [{"procedure_code": "99203", "procedure_description": "OFFICE VISIT NEW PT",
                                 "units": 1, "billed": "160.00", "allowed": "112.00", "paid": "82.00"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "48.00"},
                              {"group": "PR", "reason": "3", "amount": "30.00"}],
              "patient_responsibility": {"deductible": "0.00", "coinsurance": "0.00", "copay": "30.00",
                                         "total": "30.00"}},
             {"claim_id": "2261120153302", "patient_control_number": "PFP-21591", "claim_status": "1",
              "patient": {"last": "COLON", "first": "JAVIER", "member_id": "CMA-7702218-03",
                          "relationship": "DEPENDENT"},
              "service_date": "20260408", "claim_billed": "295.00", "claim_allowed": "140.00", "claim_paid": "112.00",
              "service_lines": [
                  {"procedure_code": "11730", "procedure_description": "AVULSION OF NAIL PLATE", "units": 1,
                   "billed": "210.00", "allowed": "140.00", "paid": "112.00",
                   "adjustments": [{"group": "CO", "reason": "45", "amount": "70.00"},
                                   {"group": "PR", "reason": "2", "amount": "28.00"}]},
                  {"procedure_code": "99212", "procedure_description": "OFFICE VISIT EST PT", "units": 1,
                   "billed": "85.00", "allowed": "0.00", "paid": "0.00",
                   "adjustments": [{"group": "CO", "reason": "97", "amount": "85.00"}]}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "70.00"},
                              {"group": "CO", "reason": "97", "amount": "85.00"},
                              {"group": "PR", "reason": "2", "amount": "28.00"}],
              "patient_responsibility": {"deductible": "0.00", "coinsurance": "28.00", "copay": "0.00",
                                         "total": "28.00"}}]}},
    {"id": "get_guarantor_ledger#PFP-G-1180", "kind": "record", "source": "tool:get_guarantor_ledger",
     "fields": {"account": "PFP-G-1180", "guarantor": "Nilsa Colón",
                "members": [
                    {"name": "Nilsa Colón", "entries": [{"dos": "2026-04-08", "pcn": "PFP-21590", "owes_cents": 3000,
                                                         "paid_cents": 3000, "paid_on": "2026-04-08"}]},
                    {"name": "Javier Colón", "entries": [{"dos": "2026-04-08", "pcn": "PFP-21591", "owes_cents": 2800,
                                                          "paid_cents": 0}]}],
                "balance_cents": 2800}},
    {"id": "policy#bundled-charges", "kind": "policy", "revision": "v1",
     "text": "Coinsurance is billed after the insurer's explanation of benefits arrives. Charges your plan bundles "
             "into another service on the same day (adjustment CO-97) are not billed to you."},
]
add(81, "family-two-claims", D_POD, Q17,
    "Hi Nilsa, for Javier's April 8 visit, the plan allowed $140.00 for the nail procedure and paid $112.00, leaving "
    "$28.00 coinsurance. The separate office-visit charge was bundled into the procedure (adjustment CO-97), so "
    "there's nothing for you to pay on it. Your own visit's $30.00 copay was paid that day, so your account balance "
    "is $28.00.",
    EV17,
    [S("allowed $140.00 for the nail procedure"), S("paid $112.00"), S("leaving $28.00 coinsurance"),
     S("bundled into the procedure (adjustment CO-97)"), S("nothing for you to pay on it"),
     S("$30.00 copay was paid that day"), S("your account balance is $28.00")],
    notes="PFP-21591 line 11730 allowed 140.00 paid 112.00 PR-2 28.00; 99212 CO-97 85.00; Nilsa's copay paid 2026-04-08; guarantor balance_cents 2800.",
    includes=["$28.00", "CO-97"])
add(82, "family-two-claims", D_POD, Q17,
    "Javier's visit: you owe $28.00, the coinsurance on his nail procedure. The office visit was bundled, and your "
    "own copay is already paid.",
    EV17,
    [S("you owe $28.00"), S("the coinsurance on his nail procedure"), S("The office visit was bundled"),
     S("your own copay is already paid")],
    notes="Javier's PR-2 28.00 on 11730; 99212 CO-97; Nilsa's entry paid_cents 3000.",
    includes=["$28.00"])
add(83, "family-two-claims", D_POD, Q17,
    "For Javier: $28.00. For you: nothing further.",
    EV17,
    [S("For Javier: $28.00"), S("For you: nothing further")],
    notes="Javier owes_cents 2800 unpaid; Nilsa's 3000 owed is paid.",
    includes=["$28.00"])
add(84, "family-two-claims", D_POD, Q17,
    "Hi Nilsa, for Javier's April 8 visit the plan paid $82.00, and you owe a $30.00 copay for him.",
    EV17,
    [C("the plan paid $82.00", *AMT), C("you owe a $30.00 copay for him", *AMT)],
    errors=["other_record_value", "other_record_value"],
    notes="82.00 paid and the 30.00 copay are on Nilsa's own claim PFP-21590; Javier's claim paid 112.00 with 28.00 coinsurance.",
    excludes=["paid $82.00", "$30.00 copay for him"])
add(85, "family-two-claims", D_POD, Q17,
    "For Javier's April 8 visit, the plan paid $112.00 toward the nail procedure and your coinsurance is $28.00. The "
    "$85.00 office visit charge on his claim is your responsibility, which brings his total to $113.00.",
    EV17,
    [S("paid $112.00 toward the nail procedure"), S("your coinsurance is $28.00"),
     C("office visit charge on his claim is your responsibility", "VALUE_MISMATCH", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
     C("brings his total to $113.00", *AMT)],
    errors=["wrong_value", "wrong_amount"],
    notes="The 99212 charge is a CO-97 bundling adjustment with zero patient responsibility (policy: not billed); Javier's total is 28.00.",
    excludes=["is your responsibility", "$113.00"])
rep(17, "family-two-claims", D_POD, Q17,
    "For Javier's April 8 visit the plan paid $112.00, leaving $30.00 coinsurance for you.",
    EV17,
    [S("the plan paid $112.00"), C("leaving $30.00 coinsurance", *AMT)],
    ["other_record_value"],
    "Javier's claim PFP-21591 has PR-2 28.00; the 30.00 is Nilsa's own copay.",
    ["$30.00"], ["$28.00|28.00", "$112.00"])

# ---- 18 speech therapy: child's evaluation and open balance -------------
D_SLP = "speech therapy"
Q18 = "Can you tell me what insurance paid for Mateo's evaluation and what's still open on our account?"
EV18 = [
    {"id": "get_remittance#CHK0091734", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Caribe Mutual Assurance", "payer_id": "CMA07"},
         "payee": {"name": "Voz Clara Speech Therapy", "npi": "1710452286"},
         "check_or_eft": {"method": "CHECK", "number": "0091734", "date": "20260325"},
         "claims": [
             {"claim_id": "2260620160410", "patient_control_number": "VCS-5120", "claim_status": "1",
              "patient": {"last": "REYES", "first": "MATEO", "member_id": "CMA-5521890-02",
                          "relationship": "DEPENDENT"},
              "subscriber": {"last": "REYES", "first": "LORENA", "member_id": "CMA-5521890-01"},
              "service_date": "20260303", "claim_billed": "260.00", "claim_allowed": "184.00", "claim_paid": "147.20",
              "service_lines": [{"procedure_code": "92523", "units": 1, "billed": "260.00", "allowed": "184.00",
                                 "paid": "147.20"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "76.00"},
                              {"group": "PR", "reason": "2", "amount": "36.80"}],
              "patient_responsibility": {"deductible": "0.00", "coinsurance": "36.80", "copay": "0.00",
                                         "total": "36.80"}},
             {"claim_id": "2260690160577", "patient_control_number": "VCS-5168", "claim_status": "1",
              "patient": {"last": "REYES", "first": "MATEO", "member_id": "CMA-5521890-02"},
              "service_date": "20260310", "claim_billed": "120.00", "claim_allowed": "86.00", "claim_paid": "68.80",
              "service_lines": [{"procedure_code": "92507", "units": 1, "billed": "120.00", "allowed": "86.00",
                                 "paid": "68.80"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "34.00"},
                              {"group": "PR", "reason": "2", "amount": "17.20"}],
              "patient_responsibility": {"deductible": "0.00", "coinsurance": "17.20", "copay": "0.00",
                                         "total": "17.20"}}]}},
    {"id": "get_patient_ledger#VCS-F-0441", "kind": "record", "source": "tool:get_patient_ledger",
     "fields": {"account": "VCS-F-0441", "guarantor": "Lorena Reyes", "patient_name": "Mateo Reyes",
                "payments": [{"date": "2026-04-02", "amount_cents": 3680, "method": "ATH_MOVIL",
                              "applied_to": "VCS-5120"}],
                "open_items": [{"pcn": "VCS-5168", "service_date": "2026-03-10", "owes_cents": 1720}],
                "balance_cents": 1720}},
    {"id": "policy#slp-billing", "kind": "policy", "revision": "v2",
     "text": "Evaluations are billed once per plan year unless your plan approves a re-evaluation. Treatment "
             "sessions are billed per visit. Your coinsurance is due when you receive your statement."},
]
add(86, "child-evaluation", D_SLP, Q18,
    "Hi Lorena, for Mateo's evaluation on March 3, Caribe Mutual paid $147.20 and your coinsurance was $36.80, which "
    "you paid on April 2. What's still open is $17.20, your coinsurance for his March 10 therapy session.",
    EV18,
    [S("for Mateo's evaluation on March 3"), S("Caribe Mutual paid $147.20"), S("your coinsurance was $36.80"),
     S("which you paid on April 2"), S("What's still open is $17.20"),
     S("coinsurance for his March 10 therapy session")],
    notes="VCS-5120 (92523, 20260303) paid 147.20, PR-2 36.80; ledger payment 3680 on 2026-04-02; open item VCS-5168 1720 cents.",
    includes=["$147.20", "$17.20"])
add(87, "child-evaluation", D_SLP, Q18,
    "Evaluation (3/3/2026, code 92523): billed $260.00, allowed $184.00, paid by insurance $147.20. Your share, "
    "$36.80, is paid. Open balance: $17.20 from the 3/10/2026 session.",
    EV18,
    [S("Evaluation (3/3/2026, code 92523)"), S("billed $260.00"), S("allowed $184.00"),
     S("paid by insurance $147.20"), S("Your share, $36.80, is paid"),
     S("Open balance: $17.20 from the 3/10/2026 session")],
    notes="Service line of VCS-5120; ledger payment applied_to VCS-5120; balance_cents 1720 from VCS-5168.",
    includes=["$147.20", "$17.20"])
add(88, "child-evaluation", D_SLP, Q18,
    "The plan paid $147.20 for the evaluation; the only open amount is $17.20 from March 10.",
    EV18,
    [S("paid $147.20 for the evaluation"), S("the only open amount is $17.20 from March 10")],
    notes="claim_paid 147.20; ledger open_items has only VCS-5168 (1720 cents).",
    includes=["$17.20"])
add(89, "child-evaluation", D_SLP, Q18,
    "Hi Lorena, Caribe Mutual paid $147.20 for Mateo's evaluation. The payment came by check number CMA-5521890-02, "
    "dated March 25. Your remaining balance is $54.00.",
    EV18,
    [S("paid $147.20 for Mateo's evaluation"), C("check number CMA-5521890-02", *IDM), S("dated March 25"),
     C("remaining balance is $54.00", *AMT)],
    errors=["wrong_role", "wrong_arithmetic"],
    notes="CMA-5521890-02 is Mateo's member id; the check number is 0091734. 36.80 + 17.20 = 54.00 ignores the 36.80 already paid; balance 1720 cents.",
    excludes=["check number CMA-5521890-02", "$54.00"])
add(90, "child-evaluation", D_SLP, Q18,
    "Mateo's evaluation was paid at $147.20, and we received your $36.80 payment on February 4. His March 10 session "
    "is still pending with insurance.",
    EV18,
    [S("evaluation was paid at $147.20"), C("your $36.80 payment on February 4", *DATE),
     C("still pending with insurance", *STATE)],
    errors=["wrong_date", "wrong_state"],
    notes="The payment date is 2026-04-02 (read day-first as 2/4); VCS-5168 has claim_status 1, processed.",
    excludes=["February 4", "still pending with insurance"])
rep(18, "child-evaluation", D_SLP, Q18,
    "Caribe Mutual paid $147.20 for Mateo's evaluation, and the open balance is $36.80 from March 10.",
    EV18,
    [S("paid $147.20 for Mateo's evaluation"), C("the open balance is $36.80 from March 10", *AMT)],
    ["other_record_value"],
    "36.80 is the evaluation's coinsurance (already paid); the March 10 open item is 17.20.",
    ["$36.80"], ["$17.20|17.20", "$147.20"])

# ---- 19 speech therapy: authorization visits and renewal ----------------
Q19 = "How many therapy visits do I have left on my authorization, and what happens after it ends?"
EV19 = [
    {"id": "get_authorization#AUTH-77310-SP", "kind": "record", "source": "tool:get_authorization",
     "fields": {"auth_number": "AUTH-77310-SP", "payer": "Isla Salud Plan", "member_id": "ISP403361820",
                "service": "SPEECH_THERAPY", "status": "ACTIVE", "visits_authorized": 20, "visits_used": 14,
                "valid_from": "2026-02-02", "valid_to": "2026-05-01"}},
    {"id": "get_authorization#AUTH-70144-SP", "kind": "record", "source": "tool:get_authorization",
     "fields": {"auth_number": "AUTH-70144-SP", "payer": "Isla Salud Plan", "service": "SPEECH_THERAPY",
                "status": "EXPIRED", "visits_authorized": 12, "visits_used": 12,
                "valid_from": "2025-11-03", "valid_to": "2026-01-31"}},
    {"id": "get_reauth_request#PR-REQ-44102", "kind": "record", "source": "tool:get_reauth_request",
     "fields": {"payer_reference": "PR-REQ-44102", "status": "SUBMITTED", "submitted_on": "2026-04-17",
                "visits_requested": 16, "decision": None}},
    {"id": "get_appointments#VCS-PT-0830", "kind": "record", "source": "tool:get_appointments",
     "fields": {"patient_name": "Carlos Nieves", "location_tz": "America/Puerto_Rico",
                "appointments": [
                    {"appt_id": "VC-9011", "start_epoch": ep("2026-04-27 11:00"), "duration": "PT45M",
                     "clinician": "Lcda. Beatriz Soto, CCC-SLP", "status": "CONFIRMED"},
                    {"appt_id": "VC-9012", "start_epoch": ep("2026-04-30 11:00"), "duration": "PT45M",
                     "clinician": "Lcda. Beatriz Soto, CCC-SLP", "status": "CONFIRMED"}]}},
    {"id": "get_remittance#EFT0422-61540", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835", "payer": {"name": "Isla Salud Plan", "payer_id": "ISP01"},
         "check_or_eft": {"method": "ACH", "number": "EFT0422-61540", "date": "20260422"},
         "claims": [{
             "claim_id": "2261100170122", "patient_control_number": "VCS-5402", "claim_status": "1",
             "service_date": "20260420", "claim_billed": "120.00", "claim_paid": "71.00",
             "service_lines": [{"procedure_code": "92507", "units": 1, "billed": "120.00", "allowed": "86.00",
                                "paid": "71.00"}],
             "adjustments": [{"group": "CO", "reason": "45", "amount": "34.00"},
                             {"group": "PR", "reason": "3", "amount": "15.00"}],
             "patient_responsibility": {"deductible": "0.00", "coinsurance": "0.00", "copay": "15.00",
                                        "total": "15.00"}}]}},
    {"id": "policy#authorizations", "kind": "policy", "revision": "v3",
     "text": "Speech therapy visits need an active authorization from your plan. We request a new authorization "
             "when 4 or fewer visits remain or 14 days before the end date, whichever comes first. Visits after an "
             "authorization ends are not covered until the plan approves a new one."},
]
NOW19 = "2026-04-23T10:00:00-04:00"
add(91, "authorization-renewal", D_SLP, Q19,
    "Hi Carlos, your authorization AUTH-77310-SP covers 20 visits and you've used 14, so 6 remain. It's valid "
    "through May 1, 2026. We already asked your plan for a new authorization on April 17, and we're waiting for "
    "their decision.",
    EV19,
    [S("your authorization AUTH-77310-SP covers 20 visits"), S("you've used 14"), S("so 6 remain"),
     S("valid through May 1, 2026"), S("asked your plan for a new authorization on April 17"),
     S("we're waiting for their decision")],
    notes="AUTH-77310-SP ACTIVE, 14 of 20 used, valid_to 2026-05-01; PR-REQ-44102 SUBMITTED 2026-04-17, decision null.",
    includes=["6 remain", "May 1, 2026"])
add(92, "authorization-renewal", D_SLP, Q19,
    "Visits left: 6 of 20. Authorization ends 5/1/2026. Renewal request PR-REQ-44102 is with your insurer, no "
    "decision yet. Your next session is Monday, April 27 at 11:00 AM (45 minutes).",
    EV19,
    [S("Visits left: 6 of 20"), S("Authorization ends 5/1/2026"), S("Renewal request PR-REQ-44102 is with your insurer"),
     S("no decision yet"), S("Monday, April 27 at 11:00 AM (45 minutes)")],
    notes="VC-9011 start_epoch 4/27 11:00 local, PT45M; reauth decision null.",
    includes=["6 of 20", "11:00 AM"])
add(93, "authorization-renewal", D_SLP, Q19,
    "Six authorized visits remain, good through May 1, and the renewal has already been requested. Visits after the "
    "end date aren't covered until your plan approves the new authorization.",
    EV19,
    [S("Six authorized visits remain"), S("good through May 1"), S("the renewal has already been requested"),
     S("aren't covered until your plan approves the new authorization")],
    notes="20 - 14 = 6; valid_to 2026-05-01; reauth SUBMITTED; policy's last sentence.",
    includes=["Six authorized visits", "May 1"])
add(94, "authorization-renewal", D_SLP, Q19,
    "Hi Carlos, your authorization AUTH-70144-SP is valid through May 1, and 6 visits remain. Your next session is "
    "Monday at 10:00 AM.",
    EV19,
    [C("your authorization AUTH-70144-SP", *IDM), S("valid through May 1"), S("6 visits remain"),
     C("Monday at 10:00 AM", *DATE)],
    errors=["stale_value", "wrong_time"],
    now=NOW19,
    notes="AUTH-70144-SP is the expired earlier authorization (current is AUTH-77310-SP); VC-9011 on Monday 4/27 is at 11:00 AM.",
    excludes=["AUTH-70144-SP", "10:00 AM"])
add(95, "authorization-renewal", D_SLP, Q19,
    "You've used 14 of your 20 authorized visits. Your plan has already approved the renewal, so your sessions will "
    "continue without a break after May 1.",
    EV19,
    [S("used 14 of your 20 authorized visits"),
     CI("Your plan has already approved the renewal", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
     CI("continue without a break after May 1", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "NLI_CONTRADICTION")],
    errors=["wrong_state", "invented_promise"],
    notes="PR-REQ-44102 is SUBMITTED with decision null; the policy says visits after the end date are not covered until a new approval.",
    excludes=["already approved the renewal", "without a break"])
rep(19, "authorization-renewal", D_SLP, Q19,
    "You've used 14 of your 20 authorized visits, so 6 remain. The authorization runs through June 1.",
    EV19,
    [S("used 14 of your 20 authorized visits"), S("so 6 remain"), C("runs through June 1", *DATE)],
    ["wrong_date"],
    "AUTH-77310-SP valid_to is 2026-05-01.",
    ["June 1"], ["May 1|5/1", "6 remain|six"])

# ---- 20 speech therapy: telehealth vs in-office copay -------------------
Q20 = "Why did I pay a copay for April 14 but not for April 7? And when is my next video session?"
EV20 = [
    {"id": "get_remittance#EFT0421-90388", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Coquí Health Mutual", "payer_id": "CHM22"},
         "check_or_eft": {"method": "ACH", "number": "EFT0421-90388", "date": "20260421"},
         "claims": [
             {"claim_id": "2260990171004", "patient_control_number": "VCS-5288", "claim_status": "1",
              "patient": {"last": "MARRERO", "first": "ANA LUCIA", "member_id": "CHM-640128-01"},
              "service_date": "20260407", "place_of_service": "10",
              "claim_billed": "120.00", "claim_allowed": "80.00", "claim_paid": "80.00",
              "service_lines": [{"procedure_code": "92507", "modifiers": ["95"], "units": 1, "billed": "120.00",
                                 "allowed": "80.00", "paid": "80.00"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "40.00"}],
              "patient_responsibility": {"deductible": "0.00", "coinsurance": "0.00", "copay": "0.00",
                                         "total": "0.00"}},
             {"claim_id": "2261060171230", "patient_control_number": "VCS-5341", "claim_status": "1",
              "service_date": "20260414", "place_of_service": "11",
              "claim_billed": "120.00", "claim_allowed": "80.00", "claim_paid": "60.00",
              "service_lines": [{"procedure_code": "92507", "modifiers": [], "units": 1, "billed": "120.00",
                                 "allowed": "80.00", "paid": "60.00"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "40.00"},
                              {"group": "PR", "reason": "3", "amount": "20.00"}],
              "patient_responsibility": {"deductible": "0.00", "coinsurance": "0.00", "copay": "20.00",
                                         "total": "20.00"}}]}},
    {"id": "get_appointments#VCS-PT-1177", "kind": "record", "source": "tool:get_appointments",
     "fields": {"patient_name": "Ana Lucía Marrero", "location_tz": "America/Puerto_Rico",
                "appointments": [
                    {"appt_id": "VC-9120", "start_epoch": ep("2026-04-28 17:30"), "duration": "PT40M",
                     "visit_mode": "TELEHEALTH_VIDEO", "status": "CONFIRMED"},
                    {"appt_id": "VC-9121", "start_epoch": ep("2026-05-05 17:30"), "duration": "PT40M",
                     "visit_mode": "IN_OFFICE", "status": "CONFIRMED"}]}},
    {"id": "policy#telehealth-copays", "kind": "policy", "revision": "v1",
     "text": "Your copay for telehealth and in-office visits is set by your plan; we collect whatever your "
             "explanation of benefits shows. Telehealth sessions are the same length as in-office sessions."},
    {"id": "kb#telehealth-howto", "kind": "passage", "source": "kb:telehealth-at-voz-clara",
     "text": "Telehealth at Voz Clara\nSessions run on our secure video platform.\nA link is emailed to you 30 "
             "minutes before your session.\nPlease join from a quiet room with a stable connection."},
]
NOW20 = "2026-04-24T13:00:00-04:00"
add(96, "telehealth-copay", D_SLP, Q20,
    "Hi Ana Lucía, your April 7 session was a telehealth visit, and your plan paid the full $80.00 allowed amount, so "
    "there was no copay. April 14 was in the office, and for that visit the plan applied your $20.00 copay and paid "
    "$60.00. Your next video session is Tuesday, April 28 at 5:30 PM, and the link will be emailed 30 minutes before "
    "it starts.",
    EV20,
    [S("your April 7 session was a telehealth visit"), S("paid the full $80.00 allowed amount"),
     S("so there was no copay"), S("April 14 was in the office"), S("applied your $20.00 copay and paid $60.00"),
     S("Tuesday, April 28 at 5:30 PM"), S("emailed 30 minutes before it starts")],
    now=NOW20,
    notes="VCS-5288 place_of_service 10 with modifier 95, paid 80.00, no PR; VCS-5341 POS 11 with PR-3 20.00; VC-9120 video at 17:30 local; kb passage: link emailed 30 minutes before.",
    includes=["$20.00", "5:30 PM"])
add(97, "telehealth-copay", D_SLP, Q20,
    "April 7 (video): plan paid $80.00, you owe $0.00. April 14 (in office): plan paid $60.00, copay $20.00. Next "
    "session: Tuesday 4/28/2026, 5:30 PM, 40 minutes.",
    EV20,
    [S("April 7 (video): plan paid $80.00"), S("you owe $0.00"), S("April 14 (in office): plan paid $60.00"),
     S("copay $20.00"), S("Tuesday 4/28/2026, 5:30 PM, 40 minutes")],
    notes="claim_paid 80.00 / 60.00; VC-9120 PT40M.",
    includes=["$80.00", "5:30 PM"])
add(98, "telehealth-copay", D_SLP, Q20,
    "Your plan didn't apply a copay to the April 7 telehealth visit; your next video session is next Tuesday at "
    "5:30 PM.",
    EV20,
    [S("didn't apply a copay to the April 7 telehealth visit"), S("next Tuesday at 5:30 PM")],
    now=NOW20,
    notes="VCS-5288 copay 0.00; now is Friday 4/24, next Tuesday is 4/28 (VC-9120, TELEHEALTH_VIDEO, 17:30 local).",
    includes=["5:30 PM"])
add(99, "telehealth-copay", D_SLP, Q20,
    "Your April 7 video visit had no copay because your plan paid the full $80.00. Your next video session is "
    "Tuesday, April 28 at 9:30 PM. The link will be texted to you an hour before it starts.",
    EV20,
    [S("had no copay because your plan paid the full $80.00"), C("Tuesday, April 28 at 9:30 PM", *DATE),
     CI("texted to you an hour before", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED")],
    errors=["unit_conversion", "wrong_period"],
    now=NOW20,
    notes="21:30 is the UTC reading of VC-9120's start_epoch (17:30 local); the kb passage says the link is emailed 30 minutes before.",
    excludes=["9:30 PM", "an hour before"])
add(100, "telehealth-copay", D_SLP, Q20,
    "Telehealth visits never carry a copay under our policy, which is why April 7 was $0.00. Your April 14 copay was "
    "$20.00. Your next session, on April 28, will be in the office.",
    EV20,
    [C("Telehealth visits never carry a copay under our policy", *POL), S("April 7 was $0.00"),
     S("Your April 14 copay was $20.00"), C("will be in the office", *VAL)],
    errors=["wrong_policy_condition", "wrong_value"],
    notes="The policy says the plan sets the telehealth copay; VC-9120 on April 28 is TELEHEALTH_VIDEO (the May 5 visit is in office).",
    excludes=["never carry a copay", "will be in the office"])
rep(20, "telehealth-copay", D_SLP, Q20,
    "Your April 7 video session had no copay because the plan paid the full $80.00, while your April 14 office visit "
    "had a $25.00 copay.",
    EV20,
    [S("had no copay"), S("paid the full $80.00"), C("had a $25.00 copay", *AMT)],
    ["wrong_amount"],
    "VCS-5341 PR-3 copay is 20.00.",
    ["$25.00"], ["$20.00|20.00", "$80.00"])

# ---- 21 speech therapy: timely-filing denial written off ----------------
Q21 = "I got a statement saying I owe $120 for a January session, but I thought insurance covered it?"
EV21 = [
    {"id": "get_remittance#EFT0403-61277", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Isla Salud Plan", "payer_id": "ISP01"},
         "check_or_eft": {"method": "ACH", "number": "EFT0403-61277", "date": "20260403"},
         "claims": [{
             "claim_id": "2260880172008", "patient_control_number": "VCS-4711", "claim_status": "4",
             "patient": {"last": "BETANCOURT", "first": "JORGE LUIS", "member_id": "ISP288104337"},
             "service_date": "20260113", "claim_billed": "120.00", "claim_paid": "0.00",
             "service_lines": [{"procedure_code": "92507", "units": 1, "billed": "120.00", "allowed": "0.00",
                                "paid": "0.00"}],
             "adjustments": [{"group": "CO", "reason": "29", "amount": "120.00"}],
             "patient_responsibility": {"deductible": "0.00", "coinsurance": "0.00", "copay": "0.00",
                                        "total": "0.00"}}]}},
    {"id": "get_patient_ledger#VCS-A-0612", "kind": "record", "source": "tool:get_patient_ledger",
     "fields": {"account": "VCS-A-0612", "patient_name": "Jorge Luis Betancourt",
                "entries": [{"dos": "2026-01-13", "pcn": "VCS-4711", "charge_cents": 12000,
                             "adjustments": [{"date": "2026-04-06", "type": "WRITE_OFF",
                                              "reason": "TIMELY_FILING_WO", "amount_cents": -12000}],
                             "patient_owes_cents": 0}],
                "balance_cents": 0}},
    {"id": "get_statements#VCS-A-0612", "kind": "record", "source": "tool:get_statements",
     "fields": {"statements": [
         {"statement_id": "ST-V-3021", "statement_date": "2026-03-02", "amount_due_cents": 12000,
          "status": "VOID", "voided_on": "2026-04-06"},
         {"statement_id": "ST-V-3388", "statement_date": "2026-04-10", "amount_due_cents": 0, "status": "ISSUED"}]}},
    {"id": "policy#timely-filing", "kind": "policy", "revision": "v1",
     "text": "Statements issued before a write-off are voided; please disregard any voided statement. If we file a "
             "claim late and your insurer denies it for that reason, the charge is written off and you are not "
             "billed."},
]
add(101, "timely-filing-writeoff", D_SLP, Q21,
    "Hi Jorge, I'm sorry for the confusion. Your insurer denied the January 13 claim because it was filed after their "
    "time limit, and in that case the charge is written off, not billed to you. The $120.00 statement from March 2 "
    "has been voided, and your current balance is $0.00. You can disregard that earlier statement.",
    EV21,
    [N("I'm sorry for the confusion"), S("denied the January 13 claim because it was filed after their time limit"),
     S("the charge is written off, not billed to you"), S("The $120.00 statement from March 2 has been voided"),
     S("your current balance is $0.00"), S("You can disregard that earlier statement")],
    notes="claim_status 4 with CO-29; ledger TIMELY_FILING_WO on 2026-04-06, balance 0; ST-V-3021 VOID; policy on write-offs and voided statements.",
    includes=["$0.00", "March 2"])
add(102, "timely-filing-writeoff", D_SLP, Q21,
    "Dear Mr. Betancourt,\nThe charge of $120.00 for your 1/13/2026 session was written off on 4/6/2026 after your "
    "insurer denied the claim for late filing (code CO-29). You do not owe anything for that visit, and the statement "
    "dated 3/2/2026 is void.\nRegards,\nVoz Clara Speech Therapy",
    EV21,
    [S("The charge of $120.00 for your 1/13/2026 session was written off on 4/6/2026"),
     S("denied the claim for late filing (code CO-29)"), S("You do not owe anything for that visit"),
     S("the statement dated 3/2/2026 is void"), N("Regards")],
    notes="Ledger write-off dated 2026-04-06; CO-29 adjustment; patient_owes_cents 0; ST-V-3021 VOID.",
    includes=["CO-29", "3/2/2026"])
add(103, "timely-filing-writeoff", D_SLP, Q21,
    "You owe nothing: the January 13 charge was written off, and the March 2 statement is void.",
    EV21,
    [S("You owe nothing"), S("the January 13 charge was written off"), S("the March 2 statement is void")],
    notes="balance_cents 0; WRITE_OFF entry; ST-V-3021 status VOID.",
    includes=["March 2"])
add(104, "timely-filing-writeoff", D_SLP, Q21,
    "Your insurer denied the January 13 claim for late filing. Because the denial was under code CO-29, the $120.00 "
    "becomes your responsibility, and it's due by April 1, 30 days after the March 2 statement.",
    EV21,
    [S("denied the January 13 claim for late filing"),
     C("the $120.00 becomes your responsibility", "VALUE_MISMATCH", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
     C("due by April 1", *STATE, "DATE_MISMATCH")],
    errors=["wrong_value", "stale_value"],
    notes="CO-29 carries zero patient responsibility and was written off (policy: not billed); the March 2 statement is VOID.",
    excludes=["becomes your responsibility", "due by April 1"])
add(105, "timely-filing-writeoff", D_SLP, Q21,
    "Hi Jorge, your insurer paid the January 13 claim. Your balance is $0.00, and the March 2 statement is void.",
    EV21,
    [C("your insurer paid the January 13 claim", *STATE), S("Your balance is $0.00"), S("the March 2 statement is void")],
    errors=["wrong_state"],
    notes="claim_status 4: denied (CO-29), paid 0.00; the balance is 0 because of the write-off.",
    excludes=["insurer paid the January 13 claim"])
rep(21, "timely-filing-writeoff", D_SLP, Q21,
    "Your January 13 claim was denied for late filing and written off, so you owe nothing. The statement dated "
    "April 10 has been voided.",
    EV21,
    [S("denied for late filing and written off"), S("you owe nothing"),
     C("The statement dated April 10 has been voided", *DATE, "IDENTIFIER_MISMATCH")],
    ["other_record_value"],
    "The voided statement is ST-V-3021 dated 2026-03-02; the April 10 statement (0.00) is the current, issued one.",
    ["April 10"], ["March 2|3/2", "nothing|$0.00"])

# ---- 22 occupational therapy: timed units and the 8-minute rule ---------
D_OT = "occupational therapy"
Q22 = "Why was I billed 4 units on April 6 when my session was less than an hour?"
EV22 = [
    {"id": "get_remittance#EFT0417-33502", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Caribe Mutual Assurance", "payer_id": "CMA07"},
         "payee": {"name": "Manos Activas Occupational Therapy", "npi": "1558013964"},
         "check_or_eft": {"method": "ACH", "number": "EFT0417-33502", "date": "20260417"},
         "claims": [
             {"claim_id": "2260960180331", "patient_control_number": "MAO-7720", "claim_status": "1",
              "patient": {"last": "OCASIO", "first": "REBECA", "member_id": "CMA-9051177-01"},
              "service_date": "20260406", "claim_billed": "235.00", "claim_allowed": "158.00", "claim_paid": "126.40",
              "service_lines": [
                  {"procedure_code": "97530", "procedure_description": "THERAPEUTIC ACTIVITIES", "units": 3,
                   "billed": "180.00", "allowed": "120.00", "paid": "96.00",
                   "adjustments": [{"group": "CO", "reason": "45", "amount": "60.00"},
                                   {"group": "PR", "reason": "2", "amount": "24.00"}]},
                  {"procedure_code": "97110", "procedure_description": "THERAPEUTIC EXERCISE", "units": 1,
                   "billed": "55.00", "allowed": "38.00", "paid": "30.40",
                   "adjustments": [{"group": "CO", "reason": "45", "amount": "17.00"},
                                   {"group": "PR", "reason": "2", "amount": "7.60"}]}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "77.00"},
                              {"group": "PR", "reason": "2", "amount": "31.60"}],
              "patient_responsibility": {"deductible": "0.00", "coinsurance": "31.60", "copay": "0.00",
                                         "total": "31.60"}},
             {"claim_id": "2260890180102", "patient_control_number": "MAO-7655", "claim_status": "1",
              "service_date": "20260330", "claim_billed": "175.00", "claim_allowed": "118.00", "claim_paid": "94.40",
              "service_lines": [
                  {"procedure_code": "97530", "units": 2, "billed": "120.00", "allowed": "80.00", "paid": "64.00"},
                  {"procedure_code": "97110", "units": 1, "billed": "55.00", "allowed": "38.00", "paid": "30.40"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "57.00"},
                              {"group": "PR", "reason": "2", "amount": "23.60"}],
              "patient_responsibility": {"deductible": "0.00", "coinsurance": "23.60", "copay": "0.00",
                                         "total": "23.60"}}]}},
    {"id": "get_visit#MAO-V-20260406", "kind": "record", "source": "tool:get_visit",
     "fields": {"visit_id": "MAO-V-20260406", "therapist": "Lcdo. Rafael Ortiz, OTR/L",
                "direct_treatment_time": "PT55M", "timed_minutes": {"97530": "PT41M", "97110": "PT14M"},
                "units_billed": 4}},
    {"id": "kb#eight-minute-rule", "kind": "passage", "source": "kb:billing-timed-codes",
     "text": "Timed therapy codes are billed in 15-minute units using the 8-minute rule.\nTotal timed minutes of 8-22 "
             "count as 1 unit, 23-37 as 2 units, 38-52 as 3 units, and 53-67 as 4 units.\nUnits are then divided "
             "among the codes according to the minutes spent on each."},
    {"id": "policy#timed-codes", "kind": "policy", "revision": "v2",
     "text": "We bill timed codes by the minutes of direct treatment documented in your visit note. If you think a "
             "visit was billed incorrectly, ask us for an itemized review; we answer within 10 business days."},
]
add(106, "timed-units", D_OT, Q22,
    "Hi Rebeca, great question. Your April 6 session had 55 minutes of direct treatment, and under the 8-minute rule "
    "53 to 67 minutes counts as 4 units. Those were 3 units of therapeutic activities (97530) and 1 unit of exercise "
    "(97110). Your plan paid $126.40 in total, and your coinsurance is $31.60.",
    EV22,
    [N("great question"), S("had 55 minutes of direct treatment"), S("53 to 67 minutes counts as 4 units"),
     S("3 units of therapeutic activities (97530)"), S("1 unit of exercise (97110)"),
     S("Your plan paid $126.40 in total"), S("your coinsurance is $31.60")],
    notes="direct_treatment_time PT55M; kb: 53-67 minutes = 4 units; lines 97530 x3 and 97110 x1; paid 96.00 + 30.40; PR-2 31.60.",
    includes=["4 units", "$31.60"])
add(107, "timed-units", D_OT, Q22,
    "Your 55-minute session on 4/6 was billed as four 15-minute units: 97530 × 3 and 97110 × 1. Your share is $31.60 "
    "($24.00 + $7.60).",
    EV22,
    [S("Your 55-minute session on 4/6"), S("billed as four 15-minute units"), S("97530 × 3 and 97110 × 1"),
     S("Your share is $31.60 ($24.00 + $7.60)")],
    notes="Visit note PT55M, units_billed 4; line PR-2 24.00 and 7.60.",
    includes=["$31.60"])
add(108, "timed-units", D_OT, Q22,
    "Fifty-five minutes falls in the 53-67 minute range, which is billed as four units.",
    EV22,
    [S("Fifty-five minutes falls in the 53-67 minute range"), S("billed as four units")],
    notes="PT55M; kb passage: 53-67 minutes count as 4 units.",
    includes=["four units"])
add(109, "timed-units", D_OT, Q22,
    "Your 55-minute session was billed as 4 units: 2 units of therapeutic activities and 2 of exercise. Your "
    "coinsurance totals $30.60.",
    EV22,
    [S("Your 55-minute session was billed as 4 units"), C("2 units of therapeutic activities and 2 of exercise", *VAL),
     C("coinsurance totals $30.60", *AMT)],
    errors=["wrong_quantity", "wrong_arithmetic"],
    notes="97530 has 3 units and 97110 has 1; 24.00 + 7.60 = 31.60.",
    excludes=["2 units of therapeutic activities", "$30.60"])
add(110, "timed-units", D_OT, Q22,
    "Under the 8-minute rule, anything over 45 minutes counts as 4 units, which is why April 6 was billed that way. If "
    "you'd like an itemized review, we'll answer within 48 hours.",
    EV22,
    [C("anything over 45 minutes counts as 4 units", "NLI_CONTRADICTION"), S("April 6 was billed that way"),
     C("we'll answer within 48 hours", *POL)],
    errors=["wrong_value", "wrong_period"],
    notes="kb passage: 38-52 minutes is 3 units, 4 units starts at 53; policy answers reviews within 10 business days.",
    excludes=["over 45 minutes", "within 48 hours"])
rep(22, "timed-units", D_OT, Q22,
    "Your 55-minute session was billed as 4 units, and your plan paid $126.40. Your coinsurance is $24.00.",
    EV22,
    [S("billed as 4 units"), S("your plan paid $126.40"), C("Your coinsurance is $24.00", *AMT)],
    ["wrong_arithmetic"],
    "24.00 is only the 97530 line; total PR-2 is 24.00 + 7.60 = 31.60.",
    ["coinsurance is $24.00"], ["$31.60|31.60", "$126.40"])

# ---- 23 occupational therapy: splint payment reversed for COB -----------
Q23 = "I got a letter saying my insurer took back the payment for my splint. Do I have to pay the full $340?"
EV23 = [
    {"id": "get_remittance#EFT0331-61020", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Isla Salud Plan", "payer_id": "ISP01"},
         "check_or_eft": {"method": "ACH", "number": "EFT0331-61020", "date": "20260331"},
         "claims": [{
             "claim_id": "2260850181440", "patient_control_number": "MAO-7601", "claim_status": "1",
             "patient": {"last": "ROSARIO", "first": "EDWIN", "member_id": "ISP731552016"},
             "service_date": "20260326", "claim_billed": "340.00", "claim_allowed": "265.00", "claim_paid": "212.00",
             "service_lines": [{"procedure_code": "L3807", "procedure_description": "WRIST HAND FINGER ORTHOSIS",
                                "units": 1, "billed": "340.00", "allowed": "265.00", "paid": "212.00"}],
             "adjustments": [{"group": "CO", "reason": "45", "amount": "75.00"},
                             {"group": "PR", "reason": "2", "amount": "53.00"}],
             "patient_responsibility": {"deductible": "0.00", "coinsurance": "53.00", "copay": "0.00",
                                        "total": "53.00"}}]}},
    {"id": "get_remittance#EFT0415-61988", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835",
         "payer": {"name": "Isla Salud Plan", "payer_id": "ISP01"},
         "check_or_eft": {"method": "ACH", "number": "EFT0415-61988", "date": "20260415"},
         "claims": [{
             "claim_id": "2260850181440", "patient_control_number": "MAO-7601", "claim_status": "22",
             "service_date": "20260326", "claim_billed": "-340.00", "claim_paid": "-212.00",
             "adjustments": [{"group": "CO", "reason": "45", "amount": "-75.00"},
                             {"group": "PR", "reason": "2", "amount": "-53.00"},
                             {"group": "OI", "reason": "22", "amount": "340.00"}],
             "remark": "OTHER_PAYER_PRIMARY_COB",
             "patient_responsibility": {"deductible": "0.00", "coinsurance": "-53.00", "copay": "0.00",
                                        "total": "-53.00"}}]}},
    {"id": "get_claim_tracker#MAO-7601", "kind": "record", "source": "tool:get_claim_tracker",
     "fields": {"pcn": "MAO-7601", "prior_payer": "Isla Salud Plan", "prior_status": "REVERSED",
                "current_payer": "Plan Coral Employer Health", "current_payer_rank": "PRIMARY",
                "status": "SUBMITTED", "submitted_on": "2026-04-17"}},
    {"id": "get_patient_ledger#MAO-A-1964", "kind": "record", "source": "tool:get_patient_ledger",
     "fields": {"account": "MAO-A-1964", "patient_name": "Edwin Rosario",
                "entries": [{"dos": "2026-03-26", "pcn": "MAO-7601", "charge_cents": 34000,
                             "patient_owes_cents": 5300, "status": "ON_HOLD_PENDING_INSURANCE"}],
                "balance_due_cents": 0, "on_hold_cents": 5300}},
    {"id": "policy#coordination-of-benefits", "kind": "policy", "revision": "v2",
     "text": "If an insurer takes back a payment because another plan should pay first, we bill the correct plan and "
             "hold your balance until it responds. Employer plans generally respond within 30 days. We update your "
             "insurance on file only after you confirm the change."},
]
NOW23 = "2026-04-21T11:00:00-04:00"
add(111, "splint-cob-reversal", D_OT, Q23,
    "Hi Edwin, no, you don't need to pay the $340.00. Isla Salud reversed its $212.00 payment for your splint on "
    "April 15 because your employer plan should pay first. We sent the claim to Plan Coral Employer Health on April 17, "
    "and your balance is on hold until they respond.",
    EV23,
    [S("you don't need to pay the $340.00"), S("reversed its $212.00 payment for your splint on April 15"),
     S("your employer plan should pay first"), S("sent the claim to Plan Coral Employer Health on April 17"),
     S("your balance is on hold until they respond")],
    notes="Status 22 reversal of 212.00 on 20260415 with OI-22; tracker: Plan Coral is PRIMARY, SUBMITTED 2026-04-17; ledger ON_HOLD_PENDING_INSURANCE, balance_due 0.",
    includes=["$212.00", "April 17"])
add(112, "splint-cob-reversal", D_OT, Q23,
    "What happened: the original payment of $212.00 (3/31/2026) was taken back on 4/15/2026 because of coordination of "
    "benefits. What's next: we submitted the claim to Plan Coral Employer Health on 4/17/2026. What you owe right now: "
    "nothing; your $53.00 coinsurance is on hold.",
    EV23,
    [S("the original payment of $212.00 (3/31/2026)"), S("taken back on 4/15/2026"),
     S("because of coordination of benefits"), S("we submitted the claim to Plan Coral Employer Health on 4/17/2026"),
     S("What you owe right now: nothing"), S("your $53.00 coinsurance is on hold")],
    notes="EFT0331 paid 212.00; reversal 20260415 remark OTHER_PAYER_PRIMARY_COB; on_hold_cents 5300, balance_due_cents 0.",
    includes=["$212.00", "$53.00"])
add(113, "splint-cob-reversal", D_OT, Q23,
    "Your splint balance is on hold while your employer plan, which should pay first, reviews the claim.",
    EV23,
    [S("Your splint balance is on hold"), S("while your employer plan, which should pay first, reviews the claim")],
    notes="Ledger status ON_HOLD_PENDING_INSURANCE; tracker current_payer_rank PRIMARY, SUBMITTED.",
    includes=["on hold"])
add(114, "splint-cob-reversal", D_OT, Q23,
    "Hi Edwin, Isla Salud paid $212.00 for your splint. Your $53.00 coinsurance is due now.",
    EV23,
    [C("Isla Salud paid $212.00 for your splint", *STATE, "AMOUNT_MISMATCH"),
     C("Your $53.00 coinsurance is due now", *STATE)],
    errors=["stale_value", "wrong_state"],
    now=NOW23,
    notes="The 212.00 payment was reversed (status 22) on 4/15; the 53.00 is ON_HOLD with balance_due_cents 0.",
    excludes=["Isla Salud paid $212.00", "is due now"])
add(115, "splint-cob-reversal", D_OT, Q23,
    "Isla Salud took back the $212.00 payment, and we submitted the claim to your employer plan on April 15. Employer "
    "plans respond within 10 days.",
    EV23,
    [S("Isla Salud took back the $212.00 payment"), C("submitted the claim to your employer plan on April 15", *DATE),
     C("Employer plans respond within 10 days", *POL)],
    errors=["wrong_date", "wrong_policy_condition"],
    notes="April 15 is the reversal date; tracker submitted_on 2026-04-17; the policy says about 30 days.",
    excludes=["employer plan on April 15", "within 10 days"])
rep(23, "splint-cob-reversal", D_OT, Q23,
    "Isla Salud took back its $212.00 payment on April 15, and we sent the claim to your employer plan on April 17. "
    "Until they respond, you owe the $53.00 coinsurance.",
    EV23,
    [S("took back its $212.00 payment on April 15"), S("sent the claim to your employer plan on April 17"),
     C("you owe the $53.00 coinsurance", *STATE)],
    ["wrong_state"],
    "Ledger: the 53.00 is ON_HOLD_PENDING_INSURANCE and balance_due_cents is 0; the policy holds the balance until the plan responds.",
    ["you owe the $53.00"],
    ["on hold|nothing|don't need to pay|do not need to pay|$0.00|owe nothing", "April 17"],
    now=NOW23)

# ---- 24 occupational therapy: child's weekly schedule and makeup --------
Q24 = "What's Valeria's schedule for the next few weeks? I heard May 13 might be cancelled."
EV24 = [
    {"id": "get_appointments#MAO-PT-5512", "kind": "record", "source": "tool:get_appointments",
     "fields": {"patient_name": "Valeria Soto", "guardian": "Marta Soto", "location_tz": "America/Puerto_Rico",
                "appointments": [
                    {"appt_id": "MA-3301", "start_epoch": ep("2026-04-29 15:15"), "duration": "PT50M",
                     "therapist": "Keila Ramos, OTR/L", "status": "CONFIRMED"},
                    {"appt_id": "MA-3302", "start_epoch": ep("2026-05-06 15:15"), "duration": "PT50M",
                     "therapist": "Keila Ramos, OTR/L", "status": "CONFIRMED"},
                    {"appt_id": "MA-3303", "start_epoch": ep("2026-05-13 15:15"), "duration": "PT50M",
                     "therapist": "Keila Ramos, OTR/L", "status": "CANCELLED_BY_CLINIC",
                     "cancel_reason": "THERAPIST_OUT"},
                    {"appt_id": "MA-3350", "start_epoch": ep("2026-05-15 16:00"), "duration": "PT50M",
                     "therapist": "Keila Ramos, OTR/L", "status": "OFFERED", "makeup_for": "MA-3303",
                     "offered_at_epoch": ep("2026-04-27 10:00"), "hold_expires_epoch": ep("2026-04-29 10:00")}]}},
    {"id": "get_remittance#EFT0427-34410", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835", "payer": {"name": "Coquí Health Mutual", "payer_id": "CHM22"},
         "check_or_eft": {"method": "ACH", "number": "EFT0427-34410", "date": "20260427"},
         "claims": [{
             "claim_id": "2261120190044", "patient_control_number": "MAO-7811", "claim_status": "1",
             "patient": {"last": "SOTO", "first": "VALERIA", "member_id": "CHM-733019-03"},
             "service_date": "20260422", "claim_billed": "195.00", "claim_paid": "111.00",
             "service_lines": [{"procedure_code": "97533", "units": 3, "billed": "195.00", "allowed": "126.00",
                                "paid": "111.00"}],
             "adjustments": [{"group": "CO", "reason": "45", "amount": "69.00"},
                             {"group": "PR", "reason": "3", "amount": "15.00"}],
             "patient_responsibility": {"deductible": "0.00", "coinsurance": "0.00", "copay": "15.00",
                                        "total": "15.00"}}]}},
    {"id": "policy#clinic-cancellations", "kind": "policy", "revision": "v1",
     "text": "When the clinic cancels a session, we offer a makeup visit within the same or next week at no extra cost "
             "beyond your usual copay. Makeup slots are held for 48 hours once offered. Please reply to confirm."},
]
NOW24 = "2026-04-28T17:00:00-04:00"
add(116, "weekly-schedule-makeup", D_OT, Q24,
    "Hi Marta, Valeria's next session is tomorrow, Wednesday, April 29, at 3:15 PM with Keila Ramos, followed by May 6 "
    "at the same time. The May 13 session was cancelled by the clinic, and we've offered a makeup visit on Friday, "
    "May 15 at 4:00 PM. That slot is being held for you until tomorrow at 10:00 AM, so please let us know if it works.",
    EV24,
    [S("tomorrow, Wednesday, April 29, at 3:15 PM with Keila Ramos"), S("followed by May 6 at the same time"),
     S("The May 13 session was cancelled by the clinic"), S("offered a makeup visit on Friday, May 15 at 4:00 PM"),
     S("being held for you until tomorrow at 10:00 AM")],
    now=NOW24,
    notes="MA-3301/3302 CONFIRMED at 15:15 local; MA-3303 CANCELLED_BY_CLINIC; MA-3350 OFFERED 5/15 16:00, hold_expires 4/29 10:00 local.",
    includes=["3:15 PM", "May 15"])
add(117, "weekly-schedule-makeup", D_OT, Q24,
    "Schedule for Valeria:\n• Wed 4/29 – 3:15 PM (confirmed)\n• Wed 5/6 – 3:15 PM (confirmed)\n"
    "• Wed 5/13 – cancelled by the clinic\n• Fri 5/15 – 4:00 PM makeup (offered, waiting for your confirmation)\n"
    "Each session is 50 minutes.",
    EV24,
    [S("Wed 4/29 – 3:15 PM (confirmed)"), S("Wed 5/6 – 3:15 PM (confirmed)"), S("Wed 5/13 – cancelled by the clinic"),
     S("Fri 5/15 – 4:00 PM makeup (offered, waiting for your confirmation)"), S("Each session is 50 minutes")],
    notes="Appointment statuses and PT50M durations in get_appointments.",
    includes=["3:15 PM", "4:00 PM"])
add(118, "weekly-schedule-makeup", D_OT, Q24,
    "Yes, May 13 was cancelled on our side; the makeup on May 15 at 4:00 PM just needs your OK, and it costs nothing "
    "beyond your usual copay.",
    EV24,
    [S("May 13 was cancelled on our side"), S("the makeup on May 15 at 4:00 PM just needs your OK"),
     S("costs nothing beyond your usual copay")],
    notes="MA-3303 CANCELLED_BY_CLINIC; MA-3350 OFFERED; policy: makeup at no extra cost beyond the usual copay.",
    includes=["May 15", "4:00 PM"])
add(119, "weekly-schedule-makeup", D_OT, Q24,
    "The May 13 session was cancelled, and I've booked the makeup for Friday, May 15 at 4:00 PM. I've also added an "
    "extra session on May 20 so Valeria doesn't lose any time.",
    EV24,
    [S("The May 13 session was cancelled"), C("I've booked the makeup for Friday, May 15 at 4:00 PM", *STATE),
     I("added an extra session on May 20", *NOREC)],
    errors=["wrong_state", "unrecorded_extra"],
    notes="MA-3350 is only OFFERED, not booked; no appointment on May 20 exists.",
    excludes=["I've booked the makeup", "extra session on May 20"])
add(120, "weekly-schedule-makeup", D_OT, Q24,
    "Valeria's next session is tomorrow at 7:15 PM. Her therapist, Keila Rivera, will see her again on May 6.",
    EV24,
    [C("tomorrow at 7:15 PM", *DATE), C("Keila Rivera", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
     S("will see her again on May 6")],
    errors=["unit_conversion", "wrong_name"],
    now=NOW24,
    notes="19:15 is the UTC reading of MA-3301 (15:15 local); the therapist is Keila Ramos.",
    excludes=["7:15 PM", "Keila Rivera"])
rep(24, "weekly-schedule-makeup", D_OT, Q24,
    "Valeria's next session is tomorrow at 3:15 PM. The makeup slot on May 15 is being held until Friday at 10:00 AM.",
    EV24,
    [S("tomorrow at 3:15 PM"), S("The makeup slot on May 15"), C("held until Friday at 10:00 AM", *DATE)],
    ["wrong_date"],
    "MA-3350 hold_expires_epoch is Wednesday 4/29 10:00 local (48 hours after the 4/27 offer).",
    ["until Friday at 10:00 AM"], ["until tomorrow|until Wednesday|April 29|4/29", "3:15 PM"],
    now=NOW24)

# ---- 25 occupational therapy: payment plan, declined autopay, fixed date -
Q25 = "Can you move my payment date to the 1st? And did my April payment go through?"
EV25 = [
    {"id": "get_payment_plan#PP-OT-0412", "kind": "record", "source": "tool:get_payment_plan",
     "fields": {"plan_id": "PP-OT-0412", "patient_name": "Lizbeth Cordero", "status": "ACTIVE",
                "original_balance_cents": 63000, "installment_cents": 10500, "installments_total": 6,
                "installments_paid": 2, "due_day_of_month": 15, "next_due_date": "2026-05-15",
                "autopay": {"enabled": True, "card_last4": "2290"}, "late_fees_cents": 0,
                "payments": [
                    {"scheduled": "2026-03-15", "amount_cents": 10500, "status": "SETTLED", "settled_on": "2026-03-15"},
                    {"scheduled": "2026-04-15", "amount_cents": 10500, "status": "DECLINED", "attempted_on": "2026-04-15"},
                    {"scheduled": "2026-04-15", "amount_cents": 10500, "status": "SETTLED", "attempt": 2,
                     "settled_on": "2026-04-18"}]}},
    {"id": "update_autopay_date#call-4", "kind": "refused_call", "tool": "update_autopay_date", "decision": "DENY",
     "args": {"plan_id": "PP-OT-0412", "new_due_day": 1}, "reason": "PLAN_TERMS_FIXED_DUE_DAY"},
    {"id": "get_remittance#EFT0220-34001", "kind": "record", "source": "tool:get_remittance",
     "fields": {
         "transaction_set": "835", "payer": {"name": "Isla Salud Plan", "payer_id": "ISP01"},
         "check_or_eft": {"method": "ACH", "number": "EFT0220-34001", "date": "20260220"},
         "claims": [
             {"claim_id": "2260390190210", "patient_control_number": "MAO-7402", "claim_status": "1",
              "service_date": "20260209", "claim_billed": "420.00", "claim_allowed": "300.00", "claim_paid": "0.00",
              "service_lines": [
                  {"procedure_code": "97165", "units": 1, "billed": "240.00", "allowed": "180.00", "paid": "0.00"},
                  {"procedure_code": "97530", "units": 3, "billed": "180.00", "allowed": "120.00", "paid": "0.00"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "120.00"},
                              {"group": "PR", "reason": "1", "amount": "300.00"}],
              "patient_responsibility": {"deductible": "300.00", "coinsurance": "0.00", "copay": "0.00",
                                         "total": "300.00"}},
             {"claim_id": "2260460190388", "patient_control_number": "MAO-7441", "claim_status": "1",
              "service_date": "20260216", "claim_billed": "440.00", "claim_allowed": "330.00", "claim_paid": "0.00",
              "service_lines": [
                  {"procedure_code": "97530", "units": 4, "billed": "240.00", "allowed": "170.00", "paid": "0.00"},
                  {"procedure_code": "97535", "units": 2, "billed": "200.00", "allowed": "160.00", "paid": "0.00"}],
              "adjustments": [{"group": "CO", "reason": "45", "amount": "110.00"},
                              {"group": "PR", "reason": "1", "amount": "330.00"}],
              "patient_responsibility": {"deductible": "330.00", "coinsurance": "0.00", "copay": "0.00",
                                         "total": "330.00"}}]}},
    {"id": "policy#plan-due-dates", "kind": "policy", "revision": "v2",
     "text": "Payment plan due dates are fixed when the plan is created and can't be moved. If an automatic payment is "
             "declined, we retry it after 3 days; there is no late fee when the retry succeeds. You can pay an "
             "installment early at any time in the patient portal."},
]
NOW25 = "2026-04-30T09:00:00-04:00"
add(121, "plan-autopay-retry", D_OT, Q25,
    "Hi Lizbeth, your April payment was declined on April 15, but the automatic retry went through on April 18, so "
    "it's paid and there's no late fee. I'm sorry, I wasn't able to move your due date to the 1st, since plan due "
    "dates are fixed when the plan is set up. Your next $105.00 payment is due May 15, and you can always pay early in "
    "the patient portal.",
    EV25,
    [S("declined on April 15"), S("the automatic retry went through on April 18"), S("there's no late fee"),
     S("I wasn't able to move your due date to the 1st"), S("plan due dates are fixed when the plan is set up"),
     S("Your next $105.00 payment is due May 15"), S("pay early in the patient portal")],
    notes="April attempt DECLINED 4/15, SETTLED 4/18 on retry, late_fees_cents 0; update_autopay_date DENIED; next_due_date 2026-05-15, 10500 cents.",
    includes=["April 18", "May 15"])
add(122, "plan-autopay-retry", D_OT, Q25,
    "April installment: paid on 4/18/2026 after a retry. Due date change: not possible (due dates are fixed). "
    "Remaining balance: $420.00 over 4 payments.",
    EV25,
    [S("April installment: paid on 4/18/2026 after a retry"), S("Due date change: not possible"),
     S("(due dates are fixed)"), S("Remaining balance: $420.00 over 4 payments")],
    notes="63000 - 2 x 10500 = 42000 cents over 4 remaining installments; refused call and policy for the due date.",
    includes=["$420.00", "4/18/2026"])
add(123, "plan-autopay-retry", D_OT, Q25,
    "Your April payment cleared on the 18th; we can't change the due date, but you're welcome to pay early online.",
    EV25,
    [S("Your April payment cleared on the 18th"), S("we can't change the due date"),
     S("you're welcome to pay early online")],
    notes="settled_on 2026-04-18; update_autopay_date DENY; policy allows early payment in the patient portal.",
    includes=["18th"])
add(124, "plan-autopay-retry", D_OT, Q25,
    "Hi Lizbeth, your April payment went through on April 18 after the retry. I've moved your due date to the 1st, so "
    "your next payment will be on May 1.",
    EV25,
    [S("went through on April 18 after the retry"), C("I've moved your due date to the 1st", *NOTEX),
     C("your next payment will be on May 1", *DATE)],
    errors=["refused_call_effect", "wrong_date"],
    notes="update_autopay_date was DENIED (fixed due day); next_due_date stays 2026-05-15.",
    excludes=["I've moved your due date", "on May 1"])
add(125, "plan-autopay-retry", D_OT, Q25,
    "Your April payment cleared on April 18. With two payments made, you have $525.00 left on the plan. A $10.00 late "
    "fee was added because the first attempt was declined.",
    EV25,
    [S("cleared on April 18"), S("With two payments made"), C("you have $525.00 left on the plan", *AMT),
     CI("A $10.00 late fee was added", "VALUE_MISMATCH", "AMOUNT_MISMATCH", "NLI_CONTRADICTION",
        "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["wrong_arithmetic", "invented_fact"],
    notes="630.00 - 2 x 105.00 = 420.00 (525.00 subtracts one installment); late_fees_cents is 0 and the policy charges no fee when the retry succeeds.",
    excludes=["$525.00", "late fee was added"])
rep(25, "plan-autopay-retry", D_OT, Q25,
    "Your April payment went through on April 18 after the retry, and your due date has been moved to the 1st of each "
    "month.",
    EV25,
    [S("went through on April 18 after the retry"), C("your due date has been moved to the 1st", *NOTEX)],
    ["refused_call_effect"],
    "update_autopay_date#call-4 was DENIED (PLAN_TERMS_FIXED_DUE_DAY); the policy says due dates can't be moved.",
    ["has been moved to the 1st"],
    ["couldn't|could not|unable|not able|fixed|can't|cannot|isn't possible|not possible", "April 18"])

# ---- extra repair cases with two errors ---------------------------------
rep(26, "telehealth-copay", D_SLP, Q20,
    "Your April 14 office visit had a $20.00 copay, and the plan paid $60.00. Your next video session is Tuesday, "
    "April 28 at 9:30 PM, and it will last 45 minutes.",
    EV20,
    [S("had a $20.00 copay"), S("the plan paid $60.00"), C("April 28 at 9:30 PM", *DATE),
     C("it will last 45 minutes", *VAL)],
    ["unit_conversion", "wrong_value"],
    "VC-9120 start_epoch is 17:30 local (21:30 UTC); its duration is PT40M.",
    ["9:30 PM", "45 minutes"],
    ["5:30 PM|5:30 p.m.|17:30", "40 minutes|40-minute|forty minutes", "$20.00"],
    now=NOW20, ncorr=2)
rep(27, "reversal-reprocessed", D_CHIRO, Q03,
    "Coquí Health Mutual now pays $52.00 for your February 16 visit, and since your $20.00 copay is already paid, your "
    "balance is $0.00.",
    EV03,
    [C("now pays $52.00", *AMT), S("your $20.00 copay is already paid"), C("your balance is $0.00", *AMT)],
    ["stale_value", "wrong_amount"],
    "52.00 is the reversed original payment; the current claim pays 36.00 and the ledger balance is 1600 cents.",
    ["$52.00", "balance is $0.00"],
    ["$36.00|36.00", "$16.00|16.00", "$20.00"],
    ncorr=2)

# === END SCENARIOS =======================================================


def write():
    ids = [c["case"]["id"] for c in CASES + REPAIRS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for name, rows in (("cases.jsonl", CASES), ("repair.jsonl", REPAIRS)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    from collections import Counter
    errs = Counter(e for r in CASES for e in r["meta"]["errors"])
    rerrs = Counter(e for r in REPAIRS for e in r["meta"]["errors"])
    correct = sum(1 for r in CASES if not r["meta"]["errors"])
    print(f"cases={len(CASES)} correct={correct} wrong={len(CASES) - correct} repair={len(REPAIRS)}")
    print("case errors:", dict(sorted(errs.items())))
    print("repair errors:", dict(sorted(rerrs.items())))


if __name__ == "__main__":
    write()
