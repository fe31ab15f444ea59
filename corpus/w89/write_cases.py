#!/usr/bin/env python3
"""Writer w89: builds cases.jsonl and repair.jsonl. Every bundle, policy and draft below is hand-written."""
import json, os
from datetime import datetime, timezone, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
SGT = timezone(timedelta(hours=8))
API = "construction-project API (Procore-like): contract, change_orders, payment_applications, schedule.tasks, inspections, rfis"

def ep(s):
    """epoch seconds for a Singapore wall-clock time 'YYYY-MM-DD HH:MM'"""
    return int(datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=SGT).timestamp())

AM, DM, RS, IM, VM = "AMOUNT_MISMATCH", "DATE_MISMATCH", "RECORD_STATE_MISMATCH", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"
NE, NC, NN, NP, CW = "NOT_EXECUTED", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE", "CLAIM_WITHOUT_TOOL_EVIDENCE"

def S(c): return {"contains": c, "verdict_in": ["supported"]}
def N(c): return {"contains": c, "verdict_in": ["not_applicable"]}
def X(c, *r): return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}
def I(c, *r): return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}
def XI(c, *r): return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}

def rec(id_, source, fields): return {"id": id_, "kind": "record", "source": source, "fields": fields}
def pol(id_, text, rev="v1"): return {"id": id_, "kind": "policy", "revision": rev, "text": text}
def psg(id_, text): return {"id": id_, "kind": "passage", "text": text}
def refused(id_, tool, decision, args, **extra):
    d = {"id": id_, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    d.update(extra); return d

BUNDLES = {}
CASES, REPAIRS = [], []

def bundle(scen, domain, question, evidence, now=None):
    BUNDLES[scen] = {"domain": domain, "question": question, "evidence": evidence, "now": now}

def _line(cid, scen, draft, probes, errors, notes, excl, incl, outcome, question=None, now="bundle"):
    b = BUNDLES[scen]
    c = {"schema": "halcheck.case/1", "id": cid, "question": question or b["question"], "draft": draft,
         "evidence": b["evidence"]}
    n = b["now"] if now == "bundle" else now
    if n: c["now"] = n
    return {"case": c,
            "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": list(excl), "final_includes": list(incl)},
            "meta": {"writer": "w89", "domain": b["domain"], "scenario": scen, "api_family": API,
                     "errors": list(errors), "notes": notes}}

def case(scen, draft, probes, errors=(), notes="", excl=(), incl=(), **kw):
    n = len(CASES) + 1
    cid = f"w89-{n:03d}-{scen}"
    if errors: cid += "-" + errors[0].replace("_", "-")
    CASES.append(_line(cid, scen, draft, probes, errors, notes, excl, incl, None if errors else ["sent"], **kw))

def repair(scen, draft, probes, errors, notes, excl, incl, **kw):
    n = len(REPAIRS) + 1
    REPAIRS.append(_line(f"w89-r{n:02d}-{scen}", scen, draft, probes, errors, notes, excl, incl, ["repaired"], **kw))

DAMP, ASB, LOFT, STOVE, POND, BATH = ("damp-proofing specialist", "asbestos surveying", "loft conversion",
    "wood-burning stove fitting", "pond and water-feature maintenance", "bathroom refitting")

# ---------------------------------------------------------------- 1 damp: contract total with change orders
bundle("dp-contract-total", DAMP,
    "Hi, can you tell me what my contract total is now with all the extras? And is the understairs tanking going ahead?",
    [rec("get_project#DP-24117", "tool:projects.get",
         {"project": {"id": "DP-24117", "name": "Rising damp treatment - 18 Jalan Kemuning", "status": "IN_PROGRESS",
                      "time_zone": "Asia/Singapore", "client": {"contact_id": "CT-5521", "name": "Priya Raman"}},
          "contract": {"number": "CTR-DP-0412", "original_sum": "6800.00", "currency": "SGD",
                       "executed_on": "2026-02-09", "retainage_percent": "5.0"},
          "change_orders": [
              {"number": "CO-01", "title": "Hack off and replaster additional rear wall (3.2 m run)", "amount": "420.00",
               "status": "APPROVED", "approved_on": "2026-02-23"},
              {"number": "CO-02", "title": "Cementitious tanking to understairs store", "amount": "950.00",
               "status": "PENDING", "submitted_on": "2026-03-02"},
              {"number": "CO-03", "title": "Replace timber skirting boards, ground floor", "amount": "310.00",
               "status": "VOID", "voided_on": "2026-02-27", "void_reason": "CLIENT_SUPPLYING_OWN"}]}),
     rec("get_quote#Q-DP-0412-v1", "tool:quotes.get",
         {"quote_id": "Q-DP-0412", "version": 1, "status": "SUPERSEDED", "superseded_by_version": 2,
          "total": "7150.00", "currency": "SGD", "issued_on": "2026-01-28"}),
     pol("policy#change-orders",
         "We price every extra as a change order and send it to you before any work starts. Change orders only become "
         "part of your contract once you have approved them in writing. Pending change orders are estimates and can "
         "still be revised or withdrawn. A voided change order is not charged. Approved variations are invoiced with "
         "the next progress claim, not separately.", "v3")],
    now="2026-03-09T10:20:00+08:00")

case("dp-contract-total",
    "Hi Priya, your contract now stands at S$7,220.00: the original S$6,800.00 plus the approved change order CO-01 "
    "for the extra rear wall replaster (S$420.00). The understairs tanking (CO-02, S$950.00) is still pending, so it "
    "isn't part of the total yet. Pending change orders are estimates and can still be revised or withdrawn until you "
    "approve them.",
    [S("contract now stands at S$7,220.00"), S("the original S$6,800.00"), S("CO-01 for the extra rear wall replaster (S$420.00)"),
     S("CO-02, S$950.00"), S("is still pending"), S("isn't part of the total yet"), S("can still be revised or withdrawn")],
    notes="6800.00 + approved CO-01 420.00 = 7220.00; CO-02 status PENDING; policy: pending COs are estimates, only approved ones join the contract.",
    incl=["7,220", "950"])

case("dp-contract-total",
    "Here's where your contract sits:\n- Original contract sum: S$6,800\n- CO-01 (rear wall replaster): S$420, approved 23/02/2026\n"
    "- Current contract total: S$7,220\n- CO-02 (understairs tanking): S$950, awaiting your approval\n"
    "The skirting board change order, CO-03, was voided, so there's no charge for it.",
    [S("Original contract sum: S$6,800"), S("S$420, approved 23/02/2026"), S("Current contract total: S$7,220"),
     S("S$950, awaiting your approval"), S("CO-03, was voided"), S("there's no charge for it")],
    notes="CO-01 approved_on 2026-02-23; CO-03 status VOID and policy says voided change orders are not charged.",
    incl=["7,220"])

case("dp-contract-total",
    "Current total is S$7,220 (S$6,800 plus the approved S$420 replaster); the tanking is still pending, so nothing's "
    "been added for it.",
    [S("Current total is S$7,220"), S("S$6,800 plus the approved S$420 replaster"), S("the tanking is still pending"),
     S("nothing's been added for it")],
    notes="Arithmetic from contract.original_sum and CO-01; CO-02 PENDING.", incl=["7,220"])

case("dp-contract-total",
    "Hi Priya, your contract total is now S$7,530.00 - that's the original S$6,800.00 plus CO-01 for the rear wall "
    "(S$420.00) and the skirting board replacement (S$310.00). The understairs tanking (CO-02) is still pending, so "
    "it isn't included yet.",
    [X("contract total is now S$7,530.00", AM), S("the original S$6,800.00"), S("CO-01 for the rear wall"),
     X("the skirting board replacement (S$310.00)", RS, AM), S("is still pending"), S("it isn't included yet")],
    errors=["wrong_amount", "stale_value"],
    notes="CO-03 (skirting, 310.00) is VOID and not charged, so it is not part of the total; correct total is 7220.00.",
    excl=["S$7,530.00", "skirting board replacement (S$310.00)"])

case("dp-contract-total",
    "Hi Priya, your contract now stands at S$7,220.00, including the approved rear wall replaster (S$420.00). The "
    "understairs tanking (CO-02) was approved on 2 March, so it will be added to your next progress claim.",
    [S("contract now stands at S$7,220.00"), S("approved rear wall replaster (S$420.00)"),
     X("was approved on 2 March", RS, DM), I("added to your next progress claim", CW, NN)],
    errors=["wrong_state", "invented_promise"],
    notes="CO-02 status is PENDING (submitted_on 2026-03-02), not approved; no record puts it on the next claim (that follows from the false premise).",
    excl=["was approved on 2 March", "added to your next progress claim"])

repair("dp-contract-total",
    "Your contract total is now S$7,220.00, the original S$6,800.00 plus CO-01 (S$420.00). The understairs tanking "
    "change order is S$590.00 and is still waiting for your approval.",
    [S("contract total is now S$7,220.00"), S("the original S$6,800.00"), S("CO-01 (S$420.00)"),
     X("change order is S$590.00", AM), S("still waiting for your approval")],
    ["wrong_amount"], "CO-02 amount is 950.00, not 590.00.",
    ["S$590.00"], ["S$950|950", "7,220"])

# ---------------------------------------------------------------- 2 damp: when the plasterers return
bundle("dp-plaster-dates", DAMP,
    "When are the plasterers coming back? The injection guys were here yesterday.",
    [rec("get_schedule#DP-24203", "tool:schedule.get",
         {"project_id": "DP-24203", "project_name": "Chemical DPC and replaster - 7 Lorong Ong Lye",
          "client": {"name": "Marcus Tan"}, "time_zone": "Asia/Singapore", "schedule_revision": 3,
          "tasks": [
              {"id": "T-01", "name": "Damp survey and moisture mapping", "planned_start": "2026-03-02", "planned_finish": "2026-03-02",
               "actual_start": "2026-03-02", "actual_finish": "2026-03-02", "status": "COMPLETE"},
              {"id": "T-02", "name": "Hack off salt-contaminated plaster to 1 m", "planned_start": "2026-03-09", "planned_finish": "2026-03-10",
               "actual_start": "2026-03-09", "actual_finish": "2026-03-11", "status": "COMPLETE"},
              {"id": "T-03", "name": "Chemical DPC injection", "planned_start": "2026-03-12", "planned_finish": "2026-03-13",
               "actual_start": "2026-03-16", "actual_finish": None, "status": "IN_PROGRESS"},
              {"id": "T-04", "name": "Drying / cure period", "duration": "P7D", "planned_start": "2026-03-16", "planned_finish": "2026-03-22",
               "status": "NOT_STARTED"},
              {"id": "T-05", "name": "Salt-resistant renovating plaster", "crew": "Plastering crew B",
               "baseline_start": "2026-03-18", "planned_start": "2026-03-23", "planned_finish": "2026-03-25", "status": "NOT_STARTED"},
              {"id": "T-06", "name": "Skim and paint (by others)", "planned_start": "2026-03-30", "status": "NOT_STARTED",
               "responsible": "CLIENT"}]}),
     pol("policy#plastering",
         "Please keep the rooms ventilated during the drying period and avoid pushing furniture against treated walls. "
         "Salt-resistant renovating plaster can only go on once the injected walls have had at least 7 days to cure. "
         "Plastering dates in your schedule may move if the DPC injection finishes late. We will confirm the plastering "
         "crew's arrival the working day before.", "v2")],
    now="2026-03-17T09:40:00+08:00")

case("dp-plaster-dates",
    "Hi Marcus, the plastering crew are scheduled to start on Monday, 23 March, and the work is planned to run to "
    "Wednesday 25/03. The DPC injection is still in progress (it started yesterday), and the walls need at least 7 "
    "days to cure before the new plaster can go on. We'll confirm the crew's arrival the working day before.",
    [S("scheduled to start on Monday, 23 March"), S("planned to run to Wednesday 25/03"), S("injection is still in progress"),
     S("it started yesterday"), S("need at least 7 days to cure"), S("confirm the crew's arrival the working day before")],
    notes="T-05 planned 2026-03-23..25; T-03 actual_start 2026-03-16 (yesterday from now), status IN_PROGRESS; policy gives the 7-day cure and day-before confirmation.",
    incl=["23 March"])

case("dp-plaster-dates",
    "Plastering is pencilled in for 23/03/2026 to 25/03/2026. The injection began on 16 March and isn't finished yet, "
    "and there's a 7-day drying period after it. Please keep the rooms ventilated in the meantime and keep furniture "
    "away from the treated walls.",
    [S("pencilled in for 23/03/2026 to 25/03/2026"), S("injection began on 16 March"), S("isn't finished yet"),
     S("a 7-day drying period"), S("keep the rooms ventilated"), S("keep furniture away from the treated walls")],
    notes="T-05 dates; T-03 actual_start and null actual_finish; T-04 duration P7D; policy on ventilation and furniture.",
    incl=["23/03/2026"])

case("dp-plaster-dates",
    "Next Monday (23 March) - that's when Plastering crew B is due to start the salt-resistant plaster.",
    [S("Next Monday (23 March)"), S("Plastering crew B is due to start")],
    notes="now is Tuesday 17 March; T-05 crew and planned_start 2026-03-23.", incl=["23 March"])

case("dp-plaster-dates",
    "Hi Marcus, the plasterers are booked to start on Wednesday, 18 March. The injection was completed yesterday, so "
    "the walls will have had time to settle by then. We'll confirm the crew's arrival the working day before.",
    [X("booked to start on Wednesday, 18 March", DM), X("injection was completed yesterday", RS),
     XI("walls will have had time to settle by then", NC, NN), S("confirm the crew's arrival the working day before")],
    errors=["stale_value", "wrong_state", "wrong_policy_condition"],
    notes="18 March is T-05's baseline_start; the current plan is 23 March. T-03 is IN_PROGRESS with no actual_finish. One day cannot meet the 7-day cure in the policy.",
    excl=["Wednesday, 18 March", "injection was completed yesterday"])

case("dp-plaster-dates",
    "Hi Marcus, the plastering crew are scheduled to start on Monday, 23 March. The DPC injection is still in "
    "progress, and the walls need at least 14 days to cure before the new plaster can go on.",
    [S("scheduled to start on Monday, 23 March"), S("injection is still in progress"),
     X("need at least 14 days to cure", NC, VM)],
    errors=["wrong_period"],
    notes="Policy says at least 7 days of cure; T-04 duration P7D.", excl=["at least 14 days"])

repair("dp-plaster-dates",
    "The plastering crew are due on Monday, 23 March. Your DPC injection was planned for 12 March and started on "
    "12 March, and it's still in progress.",
    [S("due on Monday, 23 March"), S("planned for 12 March"), X("started on 12 March", DM), S("it's still in progress")],
    ["wrong_date"], "T-03 actual_start is 2026-03-16; 12 March was the planned start.",
    ["started on 12 March"], ["16 March|16/03|16/3|yesterday", "23 March"])

# ---------------------------------------------------------------- 3 damp: retention release
bundle("dp-retention", DAMP,
    "When do I get my retention money back on the Kembangan job, and how much is it?",
    [rec("get_payment_applications#DP-23981", "tool:payment_applications.list",
         {"project": {"id": "DP-23981", "name": "Rising damp and tanking - 22 Jalan Kembangan", "client": "Helen Goh"},
          "contract": {"original_sum": "12400.00", "revised_sum": "13550.00", "currency": "SGD",
                       "change_orders": [{"number": "CO-01", "amount": "1150.00", "status": "APPROVED"}]},
          "payment_applications": [
              {"number": 1, "period_end": "2025-11-30", "work_completed_to_date": "6200.00", "retainage_percent": "5",
               "retainage_held": "310.00", "amount_certified": "5890.00", "status": "PAID", "paid_on": "2025-12-12"},
              {"number": 2, "final": True, "period_end": "2026-01-20", "work_completed_to_date": "13550.00",
               "retainage_percent": "5", "retainage_held_to_date": "677.50", "amount_certified": "6982.50",
               "status": "PAID", "paid_on": "2026-02-03"}],
          "practical_completion_date": "2026-01-20", "defects_liability_period": "P6M",
          "retention_release": {"status": "NOT_DUE", "eligible_from": "2026-07-20", "amount": "677.50"}}),
     rec("get_payment_applications#DP-24550", "tool:payment_applications.list",
         {"project": {"id": "DP-24550", "name": "External wall re-render - 9 Sennett Road", "client": "Helen Goh"},
          "retention_release": {"status": "RELEASED", "released_on": "2026-02-20", "amount": "240.00"}}),
     pol("policy#retention",
         "We hold 5% retention on each progress claim as security for defects. The full retention is released at the end "
         "of the six-month defects liability period, once a final inspection finds no outstanding defects. If defects are "
         "found, the retention is released within 14 days of them being put right. Retention is paid by bank transfer "
         "to the account used for your claims.", "v4")],
    now="2026-03-10T11:00:00+08:00")

case("dp-retention",
    "Hi Mrs Goh, we're holding S$677.50 in retention on the Kembangan job. It becomes eligible for release on 20 July "
    "2026, at the end of the six-month defects liability period, provided the final inspection finds no outstanding "
    "defects. It'll be paid by bank transfer to the account you've used for your claims.",
    [S("holding S$677.50 in retention"), S("eligible for release on 20 July 2026"), S("six-month defects liability period"),
     S("provided the final inspection finds no outstanding defects"), S("paid by bank transfer")],
    notes="retention_release.amount 677.50, eligible_from 2026-07-20; DLP P6M; policy conditions and payment method.",
    incl=["677.50", "20 July"])

case("dp-retention",
    "Dear Mrs Goh,\n\nThank you for your message. The retention on project DP-23981 is S$677.50, which is 5% of the "
    "final contract sum of S$13,550.00. It isn't due yet: release falls on 20/07/2026, six months after practical "
    "completion on 20/01/2026.\n\nKind regards,\nJoanne Lim\nOffice Manager",
    [N("Thank you for your message."), S("project DP-23981 is S$677.50"), S("5% of the final contract sum of S$13,550.00"),
     S("It isn't due yet"), S("release falls on 20/07/2026"), S("practical completion on 20/01/2026")],
    notes="677.50 = 5% of revised_sum 13550.00; retention_release.status NOT_DUE; practical_completion_date 2026-01-20.",
    incl=["677.50"])

case("dp-retention",
    "Hi Mrs Goh, we're holding S$677.50 in retention on the Kembangan job, and it was released to you on 20 February. "
    "The defects liability period on this job is 12 months.",
    [S("holding S$677.50 in retention"), X("released to you on 20 February", RS, DM), X("defects liability period on this job is 12 months", VM, NC)],
    errors=["other_record_value", "wrong_period"],
    notes="The 20 February release belongs to DP-24550 (Sennett Road); DP-23981 is NOT_DUE. DLP is P6M.",
    excl=["released to you on 20 February", "is 12 months"])

case("dp-retention",
    "Your retention is S$620.00, which is 5% of the final contract sum. It's releasable from 20 July 2026, and we'll "
    "send it by cheque to your home address.",
    [X("Your retention is S$620.00", AM), S("releasable from 20 July 2026"), X("by cheque to your home address", NC)],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="5% of the revised sum 13550.00 is 677.50 (620.00 is 5% of the original 12400.00); policy pays retention by bank transfer.",
    excl=["S$620.00", "by cheque"])

repair("dp-retention",
    "We're holding S$677.50 in retention on the Kembangan job, which becomes eligible for release on 20 January 2027.",
    [S("holding S$677.50 in retention"), X("eligible for release on 20 January 2027", DM)],
    ["wrong_date"], "retention_release.eligible_from is 2026-07-20 (six-month DLP from 2026-01-20).",
    ["20 January 2027"], ["20 July|20/07/2026|20/7/2026", "677.50"])

# ---------------------------------------------------------------- 4 damp: guarantee certificate refused
bundle("dp-guarantee", DAMP,
    "Can you send the guarantee certificate now? The work's done.",
    [rec("get_inspections#DP-24088", "tool:inspections.list",
         {"project_id": "DP-24088", "client": {"name": "Daniel Lim"}, "time_zone": "Asia/Singapore",
          "inspections": [
              {"id": "INS-298", "type": "PRE_TREATMENT_SURVEY", "date": "2026-01-26", "outcome": "COMPLETED"},
              {"id": "INS-311", "type": "POST_TREATMENT_MOISTURE", "date": "2026-03-05", "outcome": "FAIL",
               "readings": {"wall_A_wme_percent": "14.2", "wall_B_wme_percent": "23.8", "threshold_wme_percent": "17.0"},
               "notes": "Wall B (party wall, lounge) above threshold; bridging suspected at external render."},
              {"id": "INS-322", "type": "POST_TREATMENT_MOISTURE", "status": "SCHEDULED",
               "scheduled_start_epoch": ep("2026-04-02 10:00"), "duration": "PT90M", "chargeable": False}],
          "guarantee": {"status": "NOT_ISSUED", "term_years": 20, "certificate_no": None}}),
     refused("issue_guarantee_certificate#call-1", "issue_guarantee_certificate", "DENY",
             {"project_id": "DP-24088"}, reason="INSPECTION_NOT_PASSED"),
     pol("policy#guarantee",
         "Our 20-year insurance-backed guarantee covers the chemical damp-proof course against rising damp returning. "
         "The guarantee certificate is issued only after a post-treatment moisture inspection passes on every treated "
         "wall. Where a wall fails, we investigate the cause and re-test at no extra cost. The guarantee does not cover "
         "damp caused by plumbing leaks, condensation or bridging by external works done by others.", "v2")],
    now="2026-03-12T15:20:00+08:00")

case("dp-guarantee",
    "Hi Daniel, I'm sorry, but I can't issue the guarantee certificate yet. The moisture inspection on 5 March didn't "
    "pass: the lounge party wall read 23.8%, above the 17% limit. We've booked a re-test for Thursday, 2 April at "
    "10:00 AM, and it'll take about an hour and a half. The re-test is at no extra cost, and the certificate follows "
    "once every treated wall passes.",
    [S("can't issue the guarantee certificate yet"), S("inspection on 5 March didn't pass"), S("read 23.8%, above the 17% limit"),
     S("re-test for Thursday, 2 April at 10:00 AM"), S("about an hour and a half"), S("re-test is at no extra cost"),
     S("certificate follows once every treated wall passes")],
    notes="refused_call DENY for issue_guarantee_certificate; INS-311 FAIL with wall B 23.8 vs 17.0; INS-322 epoch is 2 April 10:00 SGT, PT90M, chargeable false.",
    incl=["2 April", "10:00 AM"])

case("dp-guarantee",
    "- Guarantee certificate: not issued yet; our system won't release it until the moisture inspection passes\n"
    "- Inspection on 05/03/2026: failed on one wall (the lounge party wall)\n- Re-test: 2/4/2026 at 10 AM\n"
    "- Guarantee length once issued: 20 years",
    [S("Guarantee certificate: not issued yet"), S("won't release it until the moisture inspection passes"),
     S("Inspection on 05/03/2026: failed on one wall"), S("Re-test: 2/4/2026 at 10 AM"), S("Guarantee length once issued: 20 years")],
    notes="guarantee.status NOT_ISSUED and the DENY call; INS-311; INS-322; term_years 20.", incl=["20 years"])

case("dp-guarantee",
    "The certificate request was declined by our system because the 5 March moisture test failed on one wall; a free "
    "re-test has been scheduled for 2 April.",
    [S("certificate request was declined by our system"), S("5 March moisture test failed on one wall"),
     S("a free re-test has been scheduled for 2 April")],
    notes="Refused call reason INSPECTION_NOT_PASSED; INS-322 chargeable false.", incl=["2 April"])

case("dp-guarantee",
    "Hi Daniel, good news - the moisture inspection on 5 March passed, so I've issued your 20-year guarantee "
    "certificate and emailed it to you. Your re-test is still booked for 2 April at 10:00 AM.",
    [X("inspection on 5 March passed", RS), X("I've issued your 20-year guarantee certificate", NE),
     S("re-test is still booked for 2 April at 10:00 AM")],
    errors=["wrong_state", "refused_call_effect"],
    notes="INS-311 outcome FAIL; issue_guarantee_certificate was DENIED.",
    excl=["inspection on 5 March passed", "I've issued your 20-year guarantee"])

case("dp-guarantee",
    "I can't issue the certificate until every treated wall passes. Your re-test is on 2 April at 2:00 AM and takes "
    "about 90 minutes. Once issued, the guarantee also covers condensation damp.",
    [S("can't issue the certificate until every treated wall passes"), X("on 2 April at 2:00 AM", VM, DM),
     S("takes about 90 minutes"), X("also covers condensation damp", NC)],
    errors=["unit_conversion", "wrong_policy_condition"],
    notes="The epoch is 10:00 AM Singapore time (02:00 UTC); the policy excludes condensation.",
    excl=["2:00 AM", "also covers condensation"])

repair("dp-guarantee",
    "The 5 March moisture inspection failed on the lounge party wall, so the certificate can't be issued yet. Your "
    "re-test is booked for Thursday, 2 April at 11:30 AM.",
    [S("5 March moisture inspection failed on the lounge party wall"), S("certificate can't be issued yet"),
     X("Thursday, 2 April at 11:30 AM", VM, DM)],
    ["wrong_time"], "INS-322 starts at 10:00 AM SGT; 11:30 AM is when the 90-minute re-test ends.",
    ["11:30 AM"], ["10:00 AM|10 AM|10am|10:00am|10.00 am", "2 April"])

# ---------------------------------------------------------------- 5 asbestos: ceiling sample result + RFI
bundle("asb-ceiling", ASB,
    "Does the living room ceiling have asbestos? Can my contractor just plaster over it?",
    [rec("get_project#AS-7712", "tool:projects.get",
         {"project": {"id": "AS-7712", "name": "Pre-renovation asbestos survey - Blk 112 Ang Mo Kio Ave 4 #07-231",
                      "client": {"name": "Farah Ismail"}},
          "survey": {"type": "REFURBISHMENT", "report_ref": "RS-7712-A", "issued_on": "2026-03-04", "status": "ISSUED"},
          "samples": [
              {"sample_id": "S-03", "location": "Living room ceiling - textured coating", "result": "DETECTED",
               "fibre_type": "CHRYSOTILE", "material_assessment_score": 6},
              {"sample_id": "S-04", "location": "Kitchen floor tiles - adhesive", "result": "NOT_DETECTED"},
              {"sample_id": "S-05", "location": "Bathroom ceiling board", "result": "NOT_DETECTED"},
              {"sample_id": "S-06", "location": "Service riser panel", "result": "PRESUMED", "note": "NO_ACCESS"}],
          "rfis": [
              {"number": "RFI-009", "subject": "Can the living room ceiling be skimmed over instead of removed?",
               "status": "ANSWERED", "answered_on": "2026-03-06", "answered_by": "Surveyor - K. Wong",
               "answer": "Encapsulation by a licensed contractor is acceptable for the living room coating if it is in good "
                         "condition and will not be disturbed. Skimming by a general plasterer is not permitted."}]}),
     pol("policy#asbestos-handling",
         "Our report is valid for the areas surveyed only. Materials marked PRESUMED have not been sampled and must be "
         "treated as containing asbestos until proven otherwise. Any material found to contain asbestos must not be "
         "drilled, sanded or scraped. Removal must be carried out by a licensed asbestos removal contractor.", "v5"),
     psg("kb#asbestos-types",
         "Chrysotile, also called white asbestos, is the type most often found in textured ceiling coatings.\n"
         "Amosite (brown asbestos) is more common in insulating boards.")],
    now="2026-03-09T09:00:00+08:00")

case("asb-ceiling",
    "Hi Farah, yes, the textured coating on your living room ceiling (sample S-03) came back positive for chrysotile "
    "asbestos. Your general contractor can't skim over it; encapsulation by a licensed contractor is acceptable if the "
    "coating stays in good condition and isn't disturbed. The kitchen floor tile adhesive and the bathroom ceiling "
    "board were both clear.",
    [S("(sample S-03) came back positive for chrysotile"), S("general contractor can't skim over it"),
     S("encapsulation by a licensed contractor is acceptable"), S("kitchen floor tile adhesive"), S("were both clear")],
    notes="S-03 DETECTED, CHRYSOTILE; RFI-009 answer; S-04 and S-05 NOT_DETECTED.", incl=["chrysotile"])

case("asb-ceiling",
    "Short answer: yes, asbestos was detected in the living room ceiling coating, and no, a regular plasterer isn't "
    "allowed to skim it. Please also note the service riser panel couldn't be accessed, so it has to be treated as "
    "containing asbestos until it's tested.",
    [S("asbestos was detected in the living room ceiling coating"), S("a regular plasterer isn't allowed to skim it"),
     S("service riser panel couldn't be accessed"), S("treated as containing asbestos until it's tested")],
    notes="S-03; RFI-009; S-06 PRESUMED with NO_ACCESS and the policy on presumed materials.", incl=["detected"])

case("asb-ceiling",
    "Per report RS-7712-A (issued 4 March 2026), sample S-03 from the living room ceiling contains chrysotile. Please "
    "don't drill, sand or scrape it.",
    [S("report RS-7712-A (issued 4 March 2026)"), S("sample S-03 from the living room ceiling contains chrysotile"),
     S("don't drill, sand or scrape it")],
    notes="survey.report_ref and issued_on; policy on not disturbing ACMs.", incl=["RS-7712-A"])

case("asb-ceiling",
    "Hi Farah, the living room ceiling coating (sample S-03) tested positive for chrysotile, and the kitchen floor tile "
    "adhesive also tested positive. The service riser panel was tested and is clear. Your contractor can't skim the "
    "ceiling; it needs a licensed contractor.",
    [S("(sample S-03) tested positive for chrysotile"), X("kitchen floor tile adhesive also tested positive", VM, RS),
     X("riser panel was tested and is clear", RS, VM), S("Your contractor can't skim the ceiling")],
    errors=["wrong_value", "wrong_state"],
    notes="S-04 (kitchen adhesive) is NOT_DETECTED; S-06 (riser) is PRESUMED, never sampled (NO_ACCESS).",
    excl=["adhesive also tested positive", "tested and is clear"])

case("asb-ceiling",
    "The ceiling coating contains amosite (brown asbestos). The surveyor says encapsulation is acceptable even where "
    "the coating is flaking, as long as a licensed contractor does it.",
    [X("contains amosite (brown asbestos)", VM), X("even where the coating is flaking", VM, NC)],
    errors=["wrong_value", "wrong_policy_condition"],
    notes="S-03 fibre_type is CHRYSOTILE; RFI-009 allows encapsulation only if the coating is in good condition.",
    excl=["amosite", "even where the coating is flaking"])

repair("asb-ceiling",
    "Sample S-03 from your living room ceiling came back positive for chrysotile. Your survey report, RS-7712-A, was "
    "issued on 6 March 2026.",
    [S("came back positive for chrysotile"), X("was issued on 6 March 2026", DM)],
    ["other_record_value"], "survey.issued_on is 2026-03-04; 6 March is when RFI-009 was answered.",
    ["6 March 2026"], ["4 March|04/03/2026|4/3/2026", "chrysotile"])

# ---------------------------------------------------------------- 6 asbestos: balance owed
bundle("asb-balance", ASB,
    "How much do I still owe you for the survey, and when's it due?",
    [rec("get_contract#AS-7790", "tool:contracts.get",
         {"project": {"id": "AS-7790", "name": "Refurbishment & demolition survey - 48 Joo Chiat Road",
                      "client": {"name": "Ong Wei Jie", "company": "Ong & Sons Trading"}},
          "contract": {"original_sum": "1480.00", "currency": "SGD"},
          "change_orders": [
              {"number": "CO-01", "title": "Additional bulk samples x6 @ S$45.00", "amount": "270.00", "status": "APPROVED"},
              {"number": "CO-02", "title": "Post-removal air clearance monitoring", "amount": "680.00", "status": "PENDING"},
              {"number": "CO-03", "title": "Additional bulk samples x4 @ S$45.00", "amount": "180.00", "status": "VOID",
               "void_reason": "SUPERSEDED_BY_CO-01"}],
          "payment_applications": [
              {"number": "PA-1", "description": "Deposit 30%", "amount_certified": "444.00", "status": "PAID", "paid_on": "2026-02-16"},
              {"number": "PA-2", "description": "Survey and sampling complete", "amount_certified": "1306.00",
               "retainage_percent": "0", "status": "INVOICED", "issued_on": "2026-03-13", "due_on": "2026-03-27"}]}),
     rec("get_invoice#INV-AS-2207", "tool:invoices.get",
         {"invoice_no": "INV-AS-2207", "payment_application": "PA-2", "amount_due_cents": 130600, "currency": "SGD",
          "status": "OPEN"}),
     pol("policy#payment-terms",
         "Additional samples beyond the quoted number are charged at S$45 per sample once you approve the change order. "
         "Air monitoring is only added when you approve it. Invoices are payable within 14 days of issue. We take PayNow "
         "to our UEN or bank transfer; card payments attract a 2.5% surcharge.", "v2")],
    now="2026-03-16T14:10:00+08:00")

case("asb-balance",
    "Hi Mr Ong, the outstanding balance is S$1,306.00, due by 27 March 2026. That's the S$1,480.00 survey plus the six "
    "extra samples (S$270.00), less the S$444.00 deposit you paid on 16 February. The air clearance monitoring "
    "(S$680.00) is still pending and isn't included.",
    [S("outstanding balance is S$1,306.00"), S("due by 27 March 2026"), S("the S$1,480.00 survey"),
     S("six extra samples (S$270.00)"), S("S$444.00 deposit you paid on 16 February"), S("is still pending and isn't included")],
    notes="PA-2 1306.00 due 2026-03-27 = 1480 + 270 - 444; CO-02 PENDING.", incl=["1,306", "27 March"])

case("asb-balance",
    "You owe S$1,306 on invoice INV-AS-2207, payable by 27/03/2026. You can pay by PayNow or bank transfer; cards carry "
    "a 2.5% surcharge.",
    [S("You owe S$1,306 on invoice INV-AS-2207"), S("payable by 27/03/2026"), S("PayNow or bank transfer"),
     S("cards carry a 2.5% surcharge")],
    notes="amount_due_cents 130600 = S$1,306.00; PA-2 due_on; payment policy.", incl=["1,306"])

case("asb-balance",
    "One thousand three hundred and six dollars is outstanding, due on the twenty-seventh of March.",
    [S("One thousand three hundred and six dollars is outstanding"), S("due on the twenty-seventh of March")],
    notes="PA-2 1306.00, due_on 2026-03-27, numbers in words.", incl=["twenty-seventh"])

case("asb-balance",
    "Hi Mr Ong, your balance is S$1,986.00, due by 27 March. That covers the survey, the six extra samples and the air "
    "clearance monitoring you approved, less the S$444.00 deposit.",
    [X("your balance is S$1,986.00", AM), S("due by 27 March"), S("the six extra samples"),
     X("air clearance monitoring you approved", RS), S("less the S$444.00 deposit")],
    errors=["wrong_amount", "wrong_state"],
    notes="CO-02 (680.00) is PENDING, so the balance is PA-2's 1306.00, not 1986.00.",
    excl=["S$1,986.00", "monitoring you approved"])

case("asb-balance",
    "Your balance is S$1,306.00. That includes the four extra samples at S$45 each, and invoices are payable within 30 "
    "days of issue.",
    [S("Your balance is S$1,306.00"), X("four extra samples at S$45 each", VM, AM), X("payable within 30 days of issue", NC, VM)],
    errors=["stale_value", "wrong_period"],
    notes="Four samples is void CO-03; the approved CO-01 is six samples. Policy: payable within 14 days.",
    excl=["four extra samples", "within 30 days"])

repair("asb-balance",
    "Your outstanding balance is S$1,306.00, due by 27 March. You can pay by PayNow or bank transfer, and card payments "
    "carry a 3% surcharge.",
    [S("outstanding balance is S$1,306.00"), S("due by 27 March"), S("PayNow or bank transfer"), X("carry a 3% surcharge", NC, VM)],
    ["wrong_value"], "Policy: card payments attract a 2.5% surcharge.",
    ["3% surcharge"], ["2.5%", "1,306"])

# ---------------------------------------------------------------- 7 asbestos: clearance test reschedule (escalated)
bundle("asb-clearance", ASB,
    "Can we move the air test to Saturday 18 April? I can't be there Friday afternoon.",
    [rec("get_schedule#AS-7805", "tool:schedule.get",
         {"project_id": "AS-7805", "client": {"name": "Sarah Chua"}, "time_zone": "Asia/Singapore",
          "site_access": {"weekend_work_permitted": False, "building_mgmt_ref": "MCST-2291"},
          "tasks": [
              {"id": "T-1", "name": "Enclosure set-up and smoke test", "planned_start": "2026-04-13", "planned_finish": "2026-04-13",
               "status": "NOT_STARTED"},
              {"id": "T-2", "name": "Removal of AIB ceiling panels (licensed contractor)", "planned_start": "2026-04-14",
               "planned_finish": "2026-04-16", "status": "NOT_STARTED"},
              {"id": "T-3", "name": "Four-stage clearance and air test", "planned_start": "2026-04-17", "planned_finish": "2026-04-17",
               "appointment": {"start_epoch": ep("2026-04-17 14:00"), "duration": "PT3H", "analyst": "Nadia Koh"}},
              {"id": "T-4", "name": "Enclosure dismantle", "planned_start": "2026-04-18", "status": "NOT_STARTED"}]}),
     refused("reschedule_inspection#call-4", "reschedule_inspection", "ESCALATE",
             {"task_id": "T-3", "requested_date": "2026-04-18"}),
     pol("policy#clearance",
         "Clearance air tests must be done by an independent analyst after the removal work is complete and the area is "
         "visually clean. The enclosure cannot be taken down until the four-stage clearance is passed. Requests to change "
         "a clearance appointment go to our project coordinator, who replies within 2 working days. Weekend appointments "
         "depend on building management approval.", "v1")],
    now="2026-04-06T11:05:00+08:00")

case("asb-clearance",
    "Hi Sarah, I couldn't move the clearance test myself, so I've passed your request for Saturday, 18 April to our "
    "project coordinator, who'll reply within 2 working days. For now it's still booked for Friday, 17 April at 2:00 PM, "
    "for about three hours, with analyst Nadia Koh. Weekend appointments need building management approval, and your "
    "site record currently shows weekend work isn't permitted.",
    [S("I couldn't move the clearance test myself"), S("passed your request for Saturday, 18 April to our project coordinator"),
     S("reply within 2 working days"), S("still booked for Friday, 17 April at 2:00 PM"), S("for about three hours"),
     S("with analyst Nadia Koh"), S("Weekend appointments need building management approval"), S("weekend work isn't permitted")],
    notes="reschedule_inspection ESCALATE; T-3 appointment 17 April 14:00 SGT, PT3H, analyst; site_access.weekend_work_permitted false.",
    incl=["17 April", "2:00 PM"])

case("asb-clearance",
    "Your air test stays on 17/04 at 2 PM for now - the change to Saturday has been escalated to the project "
    "coordinator.",
    [S("stays on 17/04 at 2 PM for now"), S("has been escalated to the project coordinator")],
    notes="T-3 appointment and the ESCALATE decision.", incl=["2 PM"])

case("asb-clearance",
    "Good news, Sarah - I've moved your air test to Saturday, 18 April at 2:00 PM. The enclosure can come down as soon "
    "as the removal work finishes on the Thursday.",
    [X("I've moved your air test to Saturday, 18 April", NE), X("enclosure can come down as soon as the removal work finishes", NC),
     S("removal work finishes on the Thursday")],
    errors=["refused_call_effect", "wrong_policy_condition"],
    notes="The reschedule call was ESCALATED, not done; policy keeps the enclosure up until the four-stage clearance passes. T-2 finishes Thursday 16 April.",
    excl=["I've moved your air test", "as soon as the removal work finishes"])

case("asb-clearance",
    "I've passed your request to our project coordinator, who'll get back to you within 24 hours. Until then, the test "
    "is booked for 17 April at 2:00 PM and should take about two hours.",
    [S("passed your request to our project coordinator"), X("within 24 hours", NC, VM), S("booked for 17 April at 2:00 PM"),
     X("take about two hours", VM)],
    errors=["wrong_period", "wrong_value"],
    notes="Policy: coordinator replies within 2 working days; T-3 duration PT3H.",
    excl=["within 24 hours", "about two hours"])

repair("asb-clearance",
    "Your clearance air test is booked for Friday, 17 April at 2:00 PM with analyst Nadia Koh. I've moved it to "
    "Saturday, 18 April as you asked.",
    [S("Friday, 17 April at 2:00 PM"), X("I've moved it to Saturday, 18 April", NE)],
    ["refused_call_effect"], "reschedule_inspection was ESCALATED; the change is with the project coordinator.",
    ["I've moved it to Saturday"], ["escalated|coordinator|could not|couldn't|unable|not able|passed your request", "17 April"])

# ---------------------------------------------------------------- 8 asbestos: lab results timing
bundle("asb-lab", ASB,
    "When will I know if there's asbestos? Can you speed it up?",
    [rec("get_project#AS-7831", "tool:projects.get",
         {"project": {"id": "AS-7831", "name": "Management survey - 5 Jalan Bunga Rampai", "client": {"name": "Kevin Ng"}},
          "time_zone": "Asia/Singapore",
          "lab_submission": {"lab_ref": "LAB-55319", "samples_count": 8, "submitted_epoch": ep("2026-05-05 16:30"),
                             "turnaround": "P3D", "service_level": "STANDARD", "status": "IN_ANALYSIS",
                             "expected_results_date": "2026-05-08"},
          "report": {"status": "PENDING_RESULTS", "target_issue_date": "2026-05-11"}}),
     rec("get_project#AS-7640", "tool:projects.get",
         {"project": {"id": "AS-7640", "name": "Management survey - 11 Jalan Bunga Rampai (garage)", "client": {"name": "Kevin Ng"}},
          "lab_submission": {"lab_ref": "LAB-54102", "samples_count": 3, "service_level": "URGENT_24H", "status": "RESULTS_ISSUED"}}),
     pol("policy#lab-turnaround",
         "Standard laboratory analysis is returned within 3 working days of the samples reaching the lab. An urgent "
         "24-hour service is available at S$35.00 per sample if it is requested before the samples are submitted. Your "
         "written survey report follows within 2 working days of the results. We'll phone you straight away if any "
         "sample is positive.", "v3")],
    now="2026-05-06T10:00:00+08:00")

case("asb-lab",
    "Hi Kevin, your 8 samples went to the lab on Tuesday, 5 May at 4:30 PM and are being analysed now. Results are "
    "expected by Friday, 8 May, and the written report is targeted for Monday, 11 May. The urgent 24-hour service has "
    "to be requested before the samples are submitted, so I'm afraid it can't be switched on now, but we'll phone you "
    "straight away if any sample is positive.",
    [S("your 8 samples went to the lab on Tuesday, 5 May at 4:30 PM"), S("are being analysed now"),
     S("expected by Friday, 8 May"), S("targeted for Monday, 11 May"), S("has to be requested before the samples are submitted"),
     S("it can't be switched on now"), S("phone you straight away if any sample is positive")],
    notes="AS-7831 lab_submission: 8 samples, epoch 5 May 16:30 SGT, IN_ANALYSIS, expected 2026-05-08; report target 2026-05-11; policy on urgent service.",
    incl=["8 May"])

case("asb-lab",
    "Results due 08/05/2026 (our standard turnaround of 3 working days); your report will follow by 11/05/2026.",
    [S("Results due 08/05/2026"), S("standard turnaround of 3 working days"), S("report will follow by 11/05/2026")],
    notes="expected_results_date; service_level STANDARD, turnaround P3D; report target_issue_date.", incl=["08/05/2026"])

case("asb-lab",
    "Your samples reached the lab yesterday afternoon and should be back by this Friday.",
    [S("reached the lab yesterday afternoon"), S("should be back by this Friday")],
    notes="now is Wednesday 6 May; submitted 5 May 16:30; expected Friday 8 May.", incl=["Friday"])

case("asb-lab",
    "Hi Kevin, your samples are at the lab now. I can upgrade you to the urgent 24-hour service at S$35 per sample, "
    "which would be S$240 for your 8 samples, and you'd have results tomorrow.",
    [S("your samples are at the lab now"), X("I can upgrade you to the urgent 24-hour service", NC),
     X("S$240 for your 8 samples", AM), I("you'd have results tomorrow", CW, NN)],
    errors=["condition_unmet", "wrong_arithmetic", "invented_promise"],
    notes="Policy: urgent service only if requested before submission (samples were submitted 5 May). 8 x 35 = 280, not 240.",
    excl=["I can upgrade you", "S$240"])

case("asb-lab",
    "Your 6 samples are being analysed and results are expected by 8 May. The written report follows within 5 working "
    "days of the results.",
    [X("Your 6 samples", VM), S("results are expected by 8 May"), X("within 5 working days of the results", NC, VM)],
    errors=["wrong_quantity", "wrong_period"],
    notes="samples_count is 8; policy says the report follows within 2 working days.",
    excl=["Your 6 samples", "within 5 working days"])

repair("asb-lab",
    "Your 8 samples are at the lab under reference LAB-55391, and results are expected by 8 May.",
    [S("Your 8 samples are at the lab"), X("reference LAB-55391", IM), S("results are expected by 8 May")],
    ["wrong_id"], "lab_ref is LAB-55319.", ["LAB-55391"], ["LAB-55319", "8 May"])

# ---------------------------------------------------------------- 9 loft: change orders and ensuite decision
bundle("loft-cos", LOFT,
    "What's our contract total now, and how long do we have to decide on the ensuite?",
    [rec("get_project#LC-3307", "tool:projects.get",
         {"project": {"id": "LC-3307", "name": "Rear dormer loft conversion - 16 Greenwood Avenue",
                      "client": {"names": ["James Foo", "Mei Lin Foo"]}},
          "contract": {"number": "LC-3307-MC", "original_sum": "68500.00", "currency": "SGD", "signed_on": "2026-01-14"},
          "change_orders": [
              {"number": "CO-001", "title": "Add 2 roof windows (front pitch)", "amount": "3240.00", "status": "APPROVED",
               "approved_on": "2026-02-10"},
              {"number": "CO-002", "title": "Ensuite shower room in loft", "amount": "11850.00", "status": "PENDING",
               "submitted_on": "2026-03-03", "valid_until": "2026-03-31",
               "revisions": [{"rev": 1, "amount": "10900.00", "status": "SUPERSEDED"}]},
              {"number": "CO-003", "title": "Upgrade to solid oak staircase", "amount": "4100.00", "status": "VOID",
               "void_reason": "REPLACED_BY_CO-004"},
              {"number": "CO-004", "title": "Upgrade to oak-veneer staircase", "amount": "2650.00", "status": "APPROVED",
               "approved_on": "2026-03-05"}]}),
     pol("policy#variations",
         "A change order becomes binding once you sign it. Pending change orders hold their price until the 'valid until' "
         "date shown on them; after that we may need to requote. Approved change orders are added to the contract sum "
         "and billed through the monthly progress claims. Design changes made after the structural drawings are approved "
         "may need a new submission to the authorities.", "v2")],
    now="2026-03-18T16:00:00+08:00")

case("loft-cos",
    "Hi James, your contract total is now S$74,390.00: the original S$68,500.00 plus two approved change orders, the "
    "roof windows (S$3,240.00) and the oak-veneer staircase (S$2,650.00). The ensuite quote (CO-002, S$11,850.00) is "
    "still pending and holds its price until 31 March 2026; after that we may need to requote.",
    [S("contract total is now S$74,390.00"), S("the original S$68,500.00"), S("the roof windows (S$3,240.00)"),
     S("oak-veneer staircase (S$2,650.00)"), S("CO-002, S$11,850.00"), S("holds its price until 31 March 2026"),
     S("we may need to requote")],
    notes="68500 + 3240 + 2650 = 74390; CO-002 PENDING, valid_until 2026-03-31; policy on requoting.", incl=["74,390", "31 March"])

case("loft-cos",
    "Here's the summary:\n- Original contract: S$68,500.00\n- Approved: roof windows S$3,240.00 (10 Feb), oak-veneer "
    "staircase S$2,650.00 (5 Mar)\n- Revised contract sum: S$74,390.00\n- Ensuite: S$11,850.00, awaiting your decision "
    "by 31/03/2026",
    [S("Original contract: S$68,500.00"), S("roof windows S$3,240.00 (10 Feb)"), S("staircase S$2,650.00 (5 Mar)"),
     S("Revised contract sum: S$74,390.00"), S("Ensuite: S$11,850.00, awaiting your decision by 31/03/2026")],
    notes="approved_on dates for CO-001 and CO-004; CO-002 valid_until.", incl=["74,390"])

case("loft-cos",
    "If you approve the ensuite by 31/03, the contract would go to S$86,240.00.",
    [S("approve the ensuite by 31/03"), S("contract would go to S$86,240.00")],
    notes="74390 + 11850 = 86240; valid_until 2026-03-31.", incl=["86,240"])

case("loft-cos",
    "Hi James, your contract total is now S$75,840.00: the original S$68,500.00 plus the roof windows (S$3,240.00) and "
    "the oak staircase (S$4,100.00). The ensuite (S$11,850.00) is still pending and holds its price until 31 March.",
    [X("contract total is now S$75,840.00", AM), S("the original S$68,500.00"), S("roof windows (S$3,240.00)"),
     X("the oak staircase (S$4,100.00)", AM, RS), S("ensuite (S$11,850.00) is still pending"), S("holds its price until 31 March")],
    errors=["wrong_amount", "stale_value"],
    notes="CO-003 (4100.00) is VOID, replaced by CO-004 at 2650.00; the total is 74390.00.",
    excl=["S$75,840.00", "S$4,100.00"])

case("loft-cos",
    "Your contract total is S$74,390.00. The roof windows were approved on 10 March, and the ensuite is quoted at "
    "S$10,900.00, which holds until 31 March.",
    [S("contract total is S$74,390.00"), X("approved on 10 March", DM), X("quoted at S$10,900.00", AM),
     S("holds until 31 March")],
    errors=["wrong_date", "stale_value"],
    notes="CO-001 approved_on 2026-02-10; 10900.00 is CO-002's superseded rev 1, the current amount is 11850.00.",
    excl=["approved on 10 March", "S$10,900.00"])

repair("loft-cos",
    "Your contract total is now S$71,740.00: the original S$68,500.00 plus the approved roof windows (S$3,240.00). The "
    "ensuite (S$11,850.00) is still pending.",
    [X("contract total is now S$71,740.00", AM), S("the original S$68,500.00"), S("approved roof windows (S$3,240.00)"),
     S("ensuite (S$11,850.00) is still pending")],
    ["wrong_arithmetic"], "The total skips approved CO-004 (2650.00): 68500 + 3240 + 2650 = 74390.",
    ["S$71,740.00"], ["74,390|74390", "68,500"])

# ---------------------------------------------------------------- 10 loft: progress claim 3
bundle("loft-claim", LOFT,
    "How much is this month's claim and when does it need to be paid?",
    [rec("get_payment_application#LC-3251-PA3", "tool:payment_applications.get",
         {"project": {"id": "LC-3251", "name": "Hip-to-gable loft conversion - 3 Jalan Arnap", "client": {"name": "Rachel Seah"}},
          "contract": {"revised_sum": "81200.00", "currency": "SGD"},
          "payment_application": {"number": 3, "period": {"from": "2026-02-01", "to": "2026-02-28"},
                                  "work_completed_to_date": "48720.00", "retainage_percent": "10.0",
                                  "retainage_to_date": "4872.00", "previously_certified": "29340.00",
                                  "amount_certified_this_period": "14508.00", "status": "CERTIFIED",
                                  "certified_on": "2026-03-04", "due_date": "2026-03-18", "invoice_total_cents": 1450800},
          "previous_applications": [{"number": 2, "amount_certified_this_period": "17226.00", "status": "PAID"},
                                    {"number": 1, "amount_certified_this_period": "12114.00", "status": "PAID"}]}),
     pol("policy#progress-claims",
         "Certified progress claims are payable within 14 days of certification. We hold 10% retainage on each progress "
         "claim until practical completion, when half is released; the remaining half is released after the 12-month "
         "defects liability period. Late payments may incur interest at 1% per month.", "v1")],
    now="2026-03-09T09:15:00+08:00")

case("loft-claim",
    "Hi Rachel, progress claim no. 3 has been certified at S$14,508.00 and is due by 18 March 2026. That's S$48,720.00 of "
    "work completed to date, less 10% retainage (S$4,872.00) and the S$29,340.00 already certified.",
    [S("certified at S$14,508.00"), S("due by 18 March 2026"), S("S$48,720.00 of work completed to date"),
     S("less 10% retainage (S$4,872.00)"), S("S$29,340.00 already certified")],
    notes="payment_application no. 3 fields; 48720 - 4872 - 29340 = 14508.", incl=["14,508", "18 March"])

case("loft-claim",
    "Claim 3: S$14,508.00, payable by Wednesday 18/03. Certified claims are due within 14 days of certification.",
    [S("Claim 3: S$14,508.00"), S("payable by Wednesday 18/03"), S("due within 14 days of certification")],
    notes="due_date 2026-03-18 is a Wednesday; policy on 14 days.", incl=["14,508"])

case("loft-claim",
    "Fourteen thousand, five hundred and eight dollars, certified on 4 March and due in nine days' time.",
    [S("Fourteen thousand, five hundred and eight dollars"), S("certified on 4 March"), S("due in nine days' time")],
    notes="amount in words; certified_on 2026-03-04; now 9 March + 9 days = 18 March.", incl=["Fourteen thousand"])

case("loft-claim",
    "Hi Rachel, this month's claim is S$17,226.00. Certified claims are payable within 30 days, so you have until early "
    "April.",
    [X("this month's claim is S$17,226.00", AM), X("payable within 30 days", NC, VM), X("you have until early April", DM)],
    errors=["other_record_value", "wrong_period", "wrong_date"],
    notes="17226.00 is claim no. 2 (already paid); claim 3 is 14508.00, due 2026-03-18 (policy: 14 days).",
    excl=["S$17,226.00", "within 30 days", "until early April"])

case("loft-claim",
    "Claim 3 is S$14,508.00, due by 18 March. We've held S$4,872.00 in retainage so far, and all of it is released at "
    "practical completion.",
    [S("Claim 3 is S$14,508.00"), S("due by 18 March"), S("held S$4,872.00 in retainage so far"),
     X("all of it is released at practical completion", NC)],
    errors=["wrong_policy_condition"],
    notes="Policy releases half at practical completion and half after the 12-month DLP.",
    excl=["all of it is released"])

repair("loft-claim",
    "Progress claim no. 3 is certified at S$14,508.00 and due by 18 March. We're holding S$1,450.80 in retainage to date.",
    [S("certified at S$14,508.00"), S("due by 18 March"), X("S$1,450.80 in retainage", AM)],
    ["wrong_amount"], "retainage_to_date is 4872.00 (10% of 48720.00).", ["S$1,450.80"], ["4,872|4872", "14,508"])

repair("loft-claim",
    "Your third progress claim is S$14,508.00 and needs to be paid by 4 March.",
    [S("third progress claim is S$14,508.00"), X("paid by 4 March", DM)],
    ["wrong_role"], "4 March is certified_on; due_date is 2026-03-18.", ["by 4 March"], ["18 March|18/03|18/3", "14,508"])

# ---------------------------------------------------------------- 11 loft: structural inspection and beam RFI
bundle("loft-steel", LOFT,
    "Did the steel pass? And can we use the smaller beam so I get more headroom?",
    [rec("get_inspections#LC-3340", "tool:inspections.list",
         {"project_id": "LC-3340", "client": {"name": "Aaron Yeo"}, "time_zone": "Asia/Singapore",
          "inspections": [
              {"id": "INSP-05", "type": "FLOOR_JOISTS", "date": "2026-04-08", "outcome": "PASS"},
              {"id": "INSP-07", "type": "STRUCTURAL_STEELWORK", "date": "2026-04-21", "inspector": "PE - Lim Chee Keong",
               "outcome": "PASS_WITH_CONDITIONS",
               "conditions": ["Fire protection to steel beam SB-2 to be completed before boarding"], "follow_up_due": "2026-04-28"},
              {"id": "INSP-09", "type": "FIRE_STOPPING", "status": "SCHEDULED", "date": "2026-04-28",
               "window": {"start_epoch": ep("2026-04-28 09:00"), "end_epoch": ep("2026-04-28 11:00")}}]}),
     rec("get_rfis#LC-3340", "tool:rfis.list",
         {"rfis": [
             {"number": "RFI-014", "question": "Can beam SB-2 be reduced from 203x133 UB to 178x102 UB to gain headroom?",
              "status": "ANSWERED", "answered_on": "2026-04-16",
              "answer": "No. SB-2 must remain 203x133x25 UB as per engineer's calc rev C. Headroom to be gained by lowering "
                        "the ceiling finish 40 mm instead."},
             {"number": "RFI-015", "question": "Roof window flashing colour", "status": "OPEN"}]}),
     pol("policy#structural-signoff",
         "Boarding out the loft ceiling can start only after every structural condition from the engineer's inspection "
         "has been signed off. Conditional passes must be closed out within 7 days. Building control may ask to see the "
         "engineer's inspection certificate at the final inspection.", "v1")],
    now="2026-04-22T16:45:00+08:00")

case("loft-steel",
    "Hi Aaron, the steelwork inspection on 21 April passed with one condition: fire protection to beam SB-2 has to be "
    "finished before boarding. Your headroom question was answered by the engineer: SB-2 must stay a 203x133x25 UB, and "
    "the extra headroom will come from lowering the ceiling finish by 40 mm instead.",
    [S("steelwork inspection on 21 April passed with one condition"), S("fire protection to beam SB-2 has to be finished before boarding"),
     S("SB-2 must stay a 203x133x25 UB"), S("lowering the ceiling finish by 40 mm")],
    notes="INSP-07 PASS_WITH_CONDITIONS and its condition; RFI-014 answer.", incl=["40 mm"])

case("loft-steel",
    "Yes, it passed, with conditions. The fire-stopping inspection is booked for next Tuesday, 28 April, between 9 and "
    "11 AM, and the condition has to be closed out within 7 days.",
    [S("it passed, with conditions"), S("next Tuesday, 28 April, between 9 and 11 AM"), S("closed out within 7 days")],
    notes="INSP-09 window 09:00-11:00 SGT on 28 April (a Tuesday); policy 7 days.", incl=["28 April"])

case("loft-steel",
    "Passed yesterday (conditionally). No to the smaller beam, I'm afraid.",
    [S("Passed yesterday (conditionally)"), S("No to the smaller beam")],
    notes="now 22 April; INSP-07 dated 21 April; RFI-014 answer is No.", incl=["yesterday"])

case("loft-steel",
    "Hi Aaron, the steelwork inspection on 21 April passed with no conditions, so the team can start boarding the "
    "ceiling tomorrow. The engineer has said SB-2 must stay a 203x133x25 UB.",
    [X("passed with no conditions", RS, VM), X("can start boarding the ceiling tomorrow", NC),
     S("SB-2 must stay a 203x133x25 UB")],
    errors=["wrong_state", "condition_unmet"],
    notes="INSP-07 is PASS_WITH_CONDITIONS; policy: boarding only after all conditions signed off, and SB-2 fire protection is outstanding.",
    excl=["passed with no conditions", "boarding the ceiling tomorrow"])

case("loft-steel",
    "The steel passed with one condition (fire protection to SB-2). Good news on headroom: the engineer approved the "
    "smaller 178x102 beam. Conditional passes need closing out within 14 days.",
    [S("passed with one condition (fire protection to SB-2)"), X("engineer approved the smaller 178x102 beam", VM, NC),
     X("within 14 days", NC, VM)],
    errors=["wrong_value", "wrong_period"],
    notes="RFI-014 answer is No (SB-2 stays 203x133x25 UB); policy says 7 days.",
    excl=["approved the smaller 178x102 beam", "within 14 days"])

repair("loft-steel",
    "The steelwork passed with one condition (fire protection to SB-2). The fire-stopping inspection is booked for 28 "
    "April between 9:00 and 11:00 PM.",
    [S("passed with one condition (fire protection to SB-2)"), X("between 9:00 and 11:00 PM", VM, DM)],
    ["wrong_time"], "INSP-09 window is 09:00-11:00 Singapore time, in the morning.",
    ["11:00 PM"], ["9:00 AM|9 AM|9am|9:00am|11:00 AM|11 AM|morning", "28 April"])

# ---------------------------------------------------------------- 12 loft: delay and completion
bundle("loft-delay", LOFT,
    "The roof was supposed to be done by end of April. When will the loft actually be finished? Do I get compensation?",
    [rec("get_schedule#LC-3298", "tool:schedule.get",
         {"project": {"id": "LC-3298", "client": {"name": "Natalie Wee"}},
          "schedule": {"revision": 4, "data_date": "2026-05-15", "contract_completion": "2026-06-12",
                       "forecast_completion": "2026-06-26",
                       "tasks": [
                           {"id": "A100", "name": "Scaffold erection", "planned_start": "2026-04-06", "planned_finish": "2026-04-07",
                            "actual_start": "2026-04-06", "actual_finish": "2026-04-07"},
                           {"id": "A200", "name": "Dormer structure and roofing", "planned_start": "2026-04-08",
                            "planned_finish": "2026-04-30", "actual_start": "2026-04-09", "actual_finish": "2026-05-14",
                            "delay_reason_code": "WEATHER_RAIN_DAYS"},
                           {"id": "A300", "name": "First fix electrics and plumbing", "planned_start": "2026-05-18",
                            "planned_finish": "2026-05-27", "status": "NOT_STARTED"},
                           {"id": "A400", "name": "Insulation and plasterboard", "planned_start": "2026-05-28", "planned_finish": "2026-06-10"},
                           {"id": "A500", "name": "Staircase install", "planned_start": "2026-06-11", "planned_finish": "2026-06-16"},
                           {"id": "A600", "name": "Decoration and snagging", "planned_start": "2026-06-17", "planned_finish": "2026-06-26"}]},
          "extension_of_time": {"claim_ref": "EOT-02", "days_requested": 14, "status": "PENDING"}}),
     pol("policy#delays",
         "We will update you weekly with the revised programme. Delays caused by weather are relevant events under the "
         "contract: they extend the completion date but do not attract liquidated damages. Liquidated damages of S$150 "
         "per day apply only to delays within our control, after any approved extension of time.", "v2")],
    now="2026-05-15T17:30:00+08:00")

case("loft-delay",
    "Hi Natalie, the dormer and roofing finished yesterday (14 May), two weeks behind plan because of rain days. Our "
    "current forecast for completion is 26 June 2026, against the contract date of 12 June. Because the delay is "
    "weather-related, it extends the completion date rather than attracting liquidated damages. We've applied for a "
    "14-day extension of time, which is still pending. First fix electrics and plumbing start on Monday.",
    [S("finished yesterday (14 May)"), S("two weeks behind plan because of rain days"), S("forecast for completion is 26 June 2026"),
     S("contract date of 12 June"), S("extends the completion date rather than attracting liquidated damages"),
     S("14-day extension of time, which is still pending"), S("First fix electrics and plumbing start on Monday")],
    notes="A200 actual_finish 2026-05-14 vs planned 2026-04-30, WEATHER_RAIN_DAYS; forecast/contract completion; EOT-02 PENDING; A300 starts Monday 18 May.",
    incl=["26 June"])

case("loft-delay",
    "- Roofing: done on 14/05/2026 (planned 30/04/2026), delayed by rain\n- Forecast completion: 26/06/2026\n"
    "- Compensation: weather delays don't attract liquidated damages\n- Extension of time EOT-02: requested, awaiting a decision",
    [S("Roofing: done on 14/05/2026 (planned 30/04/2026)"), S("delayed by rain"), S("Forecast completion: 26/06/2026"),
     S("weather delays don't attract liquidated damages"), S("EOT-02: requested, awaiting a decision")],
    notes="A200 fields; forecast_completion; policy on weather; EOT-02 PENDING.", incl=["26/06/2026"])

case("loft-delay",
    "Hi Natalie, the roofing was finished on 30 April as planned, and we're still forecasting completion on 26 June. "
    "You're entitled to S$150 a day for the delay.",
    [X("finished on 30 April as planned", DM), S("forecasting completion on 26 June"), X("entitled to S$150 a day for the delay", NC)],
    errors=["wrong_date", "condition_unmet"],
    notes="A200 actual_finish is 2026-05-14; LDs of S$150/day apply only to delays within our control, and this one is weather.",
    excl=["finished on 30 April", "entitled to S$150 a day"])

case("loft-delay",
    "The forecast completion date is 12 June 2026, and your extension of time has been approved for 14 days.",
    [X("forecast completion date is 12 June 2026", DM), X("extension of time has been approved", RS)],
    errors=["wrong_role", "wrong_state"],
    notes="12 June is contract_completion; forecast_completion is 2026-06-26. EOT-02 is PENDING.",
    excl=["forecast completion date is 12 June", "has been approved"])

repair("loft-delay",
    "Your forecast completion date is 26 June 2026. Liquidated damages of S$250 per day only apply to delays within our "
    "control, and this one was caused by rain.",
    [S("forecast completion date is 26 June 2026"), X("S$250 per day", NC, AM), S("this one was caused by rain")],
    ["wrong_amount"], "Policy: liquidated damages are S$150 per day.", ["S$250 per day"], ["S$150|150", "26 June"])

# ---------------------------------------------------------------- 13 stove: install appointment
bundle("stove-install", STOVE,
    "What time are your fitters coming on Thursday and how long will they be?",
    [rec("get_job#WS-1184", "tool:jobs.get",
         {"job": {"id": "WS-1184", "type": "INSTALL", "client": {"name": "Benjamin Hart"}, "site": "21 Cluny Park Road",
                  "stove_model": "Arden 5kW multifuel", "time_zone": "Asia/Singapore"},
          "schedule": {"tasks": [
              {"id": "T1", "name": "Hearth and register plate", "planned_start": "2026-03-24", "status": "COMPLETE",
               "hearth": {"newly_laid": False, "type": "EXISTING_SLATE"}},
              {"id": "T2", "name": "Stove and flue install", "status": "CONFIRMED",
               "appointment": {"start_epoch": ep("2026-03-26 08:30"), "duration": "PT6H", "crew_size": 2},
               "previous_appointments": [{"start_epoch": ep("2026-03-19 09:00"), "status": "CANCELLED",
                                          "cancel_reason": "FLUE_PARTS_DELAYED"}]},
              {"id": "T3", "name": "Commissioning and smoke test", "status": "CONFIRMED",
               "appointment": {"start_epoch": ep("2026-03-27 14:00"), "duration": "PT1H"}}]},
          "prep": {"customer_actions": ["Clear 2 m around the fireplace", "Remove ornaments from the mantel"],
                   "parking": "DRIVEWAY_RESERVED"}}),
     pol("policy#install-day",
         "Our fitters work in pairs, and a standard stove installation takes about 6 hours. The stove must not be lit until "
         "it has been commissioned and the smoke test passed. Newly laid hearths need 48 hours to cure before the stove is "
         "placed on them. Cancellations with under 48 hours' notice carry a S$120 call-out charge.", "v2")],
    now="2026-03-24T12:00:00+08:00")

case("stove-install",
    "Hi Benjamin, our two fitters will arrive at 8:30 AM on Thursday, 26 March, and the installation takes about 6 hours. "
    "Commissioning and the smoke test follow on Friday at 2:00 PM. Please don't light the stove before then.",
    [S("two fitters will arrive at 8:30 AM on Thursday, 26 March"), S("installation takes about 6 hours"),
     S("follow on Friday at 2:00 PM"), S("don't light the stove before then")],
    notes="T2 epoch is 26 March 08:30 SGT, PT6H, crew_size 2; T3 27 March 14:00; policy on not lighting before commissioning.",
    incl=["8:30 AM", "26 March"])

case("stove-install",
    "Thursday 26/03, 8.30 am start, roughly six hours on site.",
    [S("Thursday 26/03, 8.30 am start"), S("roughly six hours on site")],
    notes="T2 appointment start and PT6H.", incl=["8.30 am"])

case("stove-install",
    "They're due the day after tomorrow at half past eight in the morning; please clear about 2 metres around the "
    "fireplace and take the ornaments off the mantel.",
    [S("due the day after tomorrow at half past eight in the morning"), S("clear about 2 metres around the fireplace"),
     S("take the ornaments off the mantel")],
    notes="now Tuesday 24 March; T2 Thursday 26 March 08:30; prep.customer_actions.", incl=["half past eight"])

case("stove-install",
    "Hi Benjamin, our fitter will arrive at 9:00 AM on Thursday and the installation takes about 6 hours. Commissioning "
    "follows on Friday at 2:00 PM.",
    [X("our fitter will arrive at 9:00 AM", VM, DM), S("installation takes about 6 hours"), S("Commissioning follows on Friday at 2:00 PM")],
    errors=["stale_value"],
    notes="9:00 AM was the cancelled 19 March appointment; the confirmed start is 8:30 AM with crew_size 2 (a single fitter is also wrong).",
    excl=["9:00 AM"])

case("stove-install",
    "Our two fitters arrive at 8:30 AM on Thursday, and the install takes about 4 hours, so you can light the stove "
    "that same evening.",
    [S("two fitters arrive at 8:30 AM on Thursday"), X("takes about 4 hours", VM, NC), X("light the stove that same evening", NC)],
    errors=["wrong_value", "wrong_policy_condition"],
    notes="duration PT6H; policy forbids lighting before commissioning (Friday 2:00 PM).",
    excl=["about 4 hours", "that same evening"])

repair("stove-install",
    "Our fitters will be with you at 8:30 AM on Thursday, 26 March, and commissioning is on Saturday at 2:00 PM.",
    [S("8:30 AM on Thursday, 26 March"), X("commissioning is on Saturday at 2:00 PM", DM)],
    ["wrong_date"], "T3 commissioning is on 27 March, a Friday.", ["Saturday"], ["Friday|27 March|27/03|27/3", "8:30"])

repair("stove-install",
    "The two fitters are booked for 8:30 AM on Thursday, 26 March, and the job takes around 4 hours.",
    [S("8:30 AM on Thursday, 26 March"), X("takes around 4 hours", VM)],
    ["wrong_value"], "T2 duration is PT6H.", ["around 4 hours"], ["6 hours|six hours", "8:30"])

# ---------------------------------------------------------------- 14 stove: why the final bill is higher
bundle("stove-final-bill", STOVE,
    "Why is my final bill higher than the quote?",
    [rec("get_project#WS-1150", "tool:projects.get",
         {"project": {"id": "WS-1150", "client": {"name": "Gillian Marsh"}, "site": "6 Mount Rosie Road"},
          "contract": {"original_sum": "5980.00", "currency": "SGD", "retainage_percent": "0"},
          "change_orders": [
              {"number": "CO-1", "title": "Additional 5 m of 316 stainless flexible liner (chimney taller than surveyed)",
               "amount": "575.00", "status": "APPROVED", "approved_on": "2026-02-18"},
              {"number": "CO-2", "title": "Bird guard and rain cowl", "amount": "145.00", "status": "APPROVED", "approved_on": "2026-02-18"},
              {"number": "CO-3", "title": "Hard-wired CO alarm", "amount": "160.00", "status": "PENDING"},
              {"number": "CO-4", "title": "Additional 5 m liner at surveyed rate", "amount": "460.00", "status": "VOID"}],
          "payment_applications": [
              {"number": "PA-1", "label": "Deposit (40%)", "amount_certified": "2392.00", "status": "PAID"},
              {"number": "PA-2", "label": "Completion", "amount_certified": "4308.00", "status": "INVOICED",
               "due_date": "2026-03-06"}],
          "commissioned_on": "2026-02-27"}),
     pol("policy#stove-pricing",
         "Extra flue liner needed because a chimney is taller than measured at survey is charged at S$115 per metre. Items "
         "shown as pending are only added if you approve them. Completion invoices are due 7 days after commissioning. We "
         "do not hold retention on stove installations.", "v1")],
    now="2026-02-28T10:00:00+08:00")

case("stove-final-bill",
    "Hi Gillian, your final invoice is S$4,308.00 because two approved changes were added to the S$5,980.00 quote: an "
    "extra 5 m of flue liner (S$575.00, at S$115 per metre) because the chimney was taller than surveyed, and a bird "
    "guard and rain cowl (S$145.00). That brings the contract to S$6,700.00, less your S$2,392.00 deposit.",
    [S("final invoice is S$4,308.00"), S("the S$5,980.00 quote"), S("extra 5 m of flue liner (S$575.00, at S$115 per metre)"),
     S("chimney was taller than surveyed"), S("rain cowl (S$145.00)"), S("brings the contract to S$6,700.00"),
     S("less your S$2,392.00 deposit")],
    notes="CO-1 and CO-2 APPROVED; 5980 + 575 + 145 = 6700; 6700 - 2392 = 4308 (PA-2); policy rate 115/m x 5 = 575.",
    incl=["4,308", "6,700"])

case("stove-final-bill",
    "Two approved extras were added:\n- 5 m extra liner: S$575.00\n- Bird guard and cowl: S$145.00\nThe CO alarm (S$160.00) "
    "is still pending, so it isn't on this bill. Your completion invoice is due by 6 March.",
    [S("5 m extra liner: S$575.00"), S("Bird guard and cowl: S$145.00"), S("CO alarm (S$160.00) is still pending"),
     S("it isn't on this bill"), S("due by 6 March")],
    notes="CO list; CO-3 PENDING; PA-2 due_date 2026-03-06 (7 days after commissioning on 27 Feb).", incl=["575"])

case("stove-final-bill",
    "The difference is S$720 in approved extras: the longer liner and the cowl.",
    [S("The difference is S$720 in approved extras"), S("the longer liner and the cowl")],
    notes="575 + 145 = 720.", incl=["720"])

case("stove-final-bill",
    "Hi Gillian, the extra 5 m of liner was charged at S$460.00, and we also added the hard-wired CO alarm (S$160.00) "
    "that you asked about. Your completion invoice is S$4,308.00.",
    [X("charged at S$460.00", AM), X("we also added the hard-wired CO alarm (S$160.00)", RS),
     S("completion invoice is S$4,308.00")],
    errors=["stale_value", "wrong_state"],
    notes="CO-4 (460.00) is VOID; the liner was charged via CO-1 at 575.00. CO-3 CO alarm is PENDING, not added.",
    excl=["S$460.00", "we also added the hard-wired CO alarm"])

case("stove-final-bill",
    "The approved extras add S$620.00 to your quote. Your completion invoice is S$4,308.00, less the 5% retention we "
    "hold for 6 months.",
    [X("add S$620.00 to your quote", AM), S("completion invoice is S$4,308.00"), X("less the 5% retention", NC, VM)],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="575 + 145 = 720, not 620; policy: no retention on stove installations (retainage_percent 0).",
    excl=["S$620.00", "5% retention"])

repair("stove-final-bill",
    "Your contract went from S$5,980.00 to S$6,700.00 with the approved liner and cowl, and your completion invoice of "
    "S$4,308.00 is due on 6 April.",
    [S("from S$5,980.00 to S$6,700.00"), S("completion invoice of S$4,308.00"), X("due on 6 April", DM)],
    ["wrong_date"], "PA-2 due_date is 2026-03-06.", ["6 April"], ["6 March|06/03|6/3", "4,308"])

# ---------------------------------------------------------------- 15 stove: commissioning certificate, discount refused
bundle("stove-cert", STOVE,
    "Can I get the 15% sweep discount for my first sweep? And do I have my commissioning certificate?",
    [rec("get_inspections#WS-1172", "tool:inspections.list",
         {"job_id": "WS-1172", "client": {"name": "Ravi Menon"},
          "inspections": [
              {"id": "SUR-1172", "type": "PRE_INSTALL_SURVEY", "date": "2026-03-12", "outcome": "ADVISORY",
               "notes": "Recommend CO alarm in the living room"},
              {"id": "COM-1172", "type": "COMMISSIONING", "date": "2026-04-09", "outcome": "PASS",
               "checks": {"smoke_test": "PASS", "spillage_test": "PASS", "flue_draught_pa": "-14", "co_alarm_fitted": True},
               "certificate": {"number": "CERT-WS-8841", "issued_on": "2026-04-10", "status": "ISSUED"}}],
          "service_plan": {"first_sweep_due": "2026-10-09", "interval": "P6M", "first_sweep_booked": False}}),
     refused("apply_discount#call-2", "apply_discount", "DENY", {"job_id": "WS-1172", "code": "SWEEP15", "percent": 15}),
     pol("policy#sweeping",
         "Stoves must be swept at least once a year; when burning wood we recommend twice a year. A 15% loyalty discount "
         "on chimney sweeping applies to customers who booked their first sweep within 30 days of commissioning. Keep the "
         "commissioning certificate with your home documents and show it to your insurer if asked.", "v2")],
    now="2026-05-20T13:30:00+08:00")

case("stove-cert",
    "Hi Ravi, your stove passed commissioning on 9 April, and certificate CERT-WS-8841 was issued on 10 April, so please "
    "keep it with your home documents. I'm sorry, but I wasn't able to apply the 15% sweep discount: it's for customers "
    "who booked their first sweep within 30 days of commissioning. Your first sweep is due by 9 October 2026.",
    [S("passed commissioning on 9 April"), S("certificate CERT-WS-8841 was issued on 10 April"), S("keep it with your home documents"),
     S("wasn't able to apply the 15% sweep discount"), S("booked their first sweep within 30 days of commissioning"),
     S("first sweep is due by 9 October 2026")],
    notes="COM-1172 PASS 2026-04-09; certificate fields; apply_discount DENY; policy condition; first_sweep_due 2026-10-09.",
    incl=["CERT-WS-8841"])

case("stove-cert",
    "Yes, you have a certificate: no. CERT-WS-8841, issued 10/04/2026. The discount request was declined, I'm afraid. "
    "Since you burn wood, we'd recommend a sweep twice a year.",
    [S("no. CERT-WS-8841, issued 10/04/2026"), S("The discount request was declined"), S("recommend a sweep twice a year")],
    notes="certificate; DENY; policy recommends twice yearly for wood.", incl=["CERT-WS-8841"])

case("stove-cert",
    "Hi Ravi, good news: I've applied the 15% discount to your first sweep. Your commissioning certificate was issued on "
    "9 April.",
    [X("I've applied the 15% discount", NE), X("certificate was issued on 9 April", DM)],
    errors=["refused_call_effect", "wrong_date"],
    notes="apply_discount was DENIED; the certificate issued_on is 2026-04-10 (9 April is the commissioning visit).",
    excl=["I've applied the 15% discount", "issued on 9 April"])

case("stove-cert",
    "Your certificate CERT-WS-8841 was issued on 10 April. Your first sweep is due on 9 April 2027, and stoves must be "
    "swept twice a year.",
    [S("CERT-WS-8841 was issued on 10 April"), X("first sweep is due on 9 April 2027", DM), X("must be swept twice a year", NC)],
    errors=["wrong_date", "wrong_policy_condition"],
    notes="first_sweep_due is 2026-10-09 (P6M); policy requires once a year and only recommends twice.",
    excl=["9 April 2027", "must be swept twice a year"])

repair("stove-cert",
    "Your commissioning certificate is CERT-WS-8814, issued on 10 April. I wasn't able to apply the sweep discount.",
    [X("certificate is CERT-WS-8814", IM), S("issued on 10 April"), S("wasn't able to apply the sweep discount")],
    ["wrong_id"], "certificate.number is CERT-WS-8841.", ["CERT-WS-8814"], ["CERT-WS-8841", "10 April"])

# ---------------------------------------------------------------- 16 stove: clearances RFIs and firewood
bundle("stove-clearances", STOVE,
    "Where can I put the TV and the log basket? And is pallet wood ok?",
    [rec("get_rfis#WS-1199", "tool:rfis.list",
         {"job_id": "WS-1199", "client": {"name": "Hannah Kwok"},
          "stove": {"model": "Brennan 7kW", "manufacturer_clearances_mm": {"rear": 150, "sides": 600, "front": 1000}},
          "rfis": [
              {"number": "RFI-3", "question": "Can the TV bracket go on the chimney breast above the stove?",
               "status": "ANSWERED", "answered_by": "Lead fitter - Tom Bradley", "answered_on": "2026-05-04",
               "answer": "Only if it is at least 900 mm above the stove top and the wall surface stays below 50C; we'd "
                         "recommend the side alcove instead."},
              {"number": "RFI-4", "question": "Minimum distance of log basket from stove", "status": "ANSWERED",
               "answered_on": "2026-05-05",
               "answer": "Keep combustibles, including the log basket, at least 600 mm from the stove sides unless shielded."},
              {"number": "RFI-5", "question": "Can I burn pallet wood?", "status": "OPEN"}]}),
     psg("kb#seasoned-wood",
         "Only burn wood with a moisture content below 20%.\nWet wood produces tar that coats the flue and can cause "
         "chimney fires.\nA moisture meter reading on a freshly split face is the most reliable check.\nTreated or painted "
         "timber, such as old pallets, must never be burned.")],
    now="2026-05-06T11:40:00+08:00")

case("stove-clearances",
    "Hi Hannah, the TV can only go on the chimney breast if it's at least 900 mm above the stove top and the wall stays "
    "below 50C, and Tom recommends the side alcove instead. Keep the log basket at least 600 mm from the sides of the "
    "stove unless it's shielded. On pallet wood: treated or painted timber like old pallets must never be burned.",
    [S("at least 900 mm above the stove top"), S("wall stays below 50C"), S("Tom recommends the side alcove instead"),
     S("log basket at least 600 mm from the sides"), S("must never be burned")],
    notes="RFI-3 and RFI-4 answers; KB passage on pallets.", incl=["900 mm", "600 mm"])

case("stove-clearances",
    "TV: the side alcove is best (the chimney breast only if it's 900 mm+ above the stove). Log basket: 600 mm minimum "
    "from the sides. Firewood: under 20% moisture.",
    [S("the side alcove is best"), S("900 mm+ above the stove"), S("600 mm minimum from the sides"), S("under 20% moisture")],
    notes="RFI-3, RFI-4, KB passage.", incl=["20%"])

case("stove-clearances",
    "Your question about pallet wood is still open with the fitters, but our guidance is clear that treated or painted "
    "pallets shouldn't be burned.",
    [S("pallet wood is still open with the fitters"), S("treated or painted pallets shouldn't be burned")],
    notes="RFI-5 OPEN; KB passage.", incl=["still open"])

case("stove-clearances",
    "Hi Hannah, the TV can go on the chimney breast as long as it's at least 600 mm above the stove top. Keep the log "
    "basket 600 mm from the sides, and only burn wood under 25% moisture.",
    [X("at least 600 mm above the stove top", VM), S("log basket 600 mm from the sides"), X("under 25% moisture", NC, VM)],
    errors=["wrong_value", "wrong_value"],
    notes="RFI-3 requires 900 mm above the stove top (600 mm is the side clearance from RFI-4); KB says below 20%.",
    excl=["600 mm above the stove top", "25% moisture"])

case("stove-clearances",
    "Tom has answered your pallet question: pallet wood is fine to burn as long as it's dry. The log basket needs to be "
    "600 mm from the stove sides.",
    [X("Tom has answered your pallet question", RS), X("pallet wood is fine to burn as long as it's dry", NC),
     S("600 mm from the stove sides")],
    errors=["wrong_state", "invented_fact"],
    notes="RFI-5 is OPEN (no answer); the KB says pallets must never be burned.",
    excl=["Tom has answered your pallet question", "fine to burn as long as it's dry"])

repair("stove-clearances",
    "Keep the log basket at least 600 mm from the stove's sides, and only burn wood below 30% moisture.",
    [S("at least 600 mm from the stove's sides"), X("below 30% moisture", NC, VM)],
    ["wrong_value"], "KB passage: moisture content below 20%.", ["30% moisture"], ["20%", "600 mm"])

# ---------------------------------------------------------------- 17 pond: next maintenance visit, pump quote
bundle("pond-visit", POND,
    "When is your next visit and will you replace the pump then?",
    [rec("get_contract#PD-5520", "tool:contracts.get",
         {"contract": {"number": "PMC-5520", "type": "ANNUAL_MAINTENANCE", "client": {"name": "Lydia Chong"},
                       "site": "40 Binjai Park", "original_sum": "2880.00", "currency": "SGD", "billing": "QUARTERLY",
                       "quarterly_instalment": "720.00", "term": {"start": "2026-01-01", "end": "2026-12-31"},
                       "visits_included": 12, "visit_duration": "PT2H"},
          "change_orders": [
              {"number": "CO-P0", "title": "UV lamp replacement", "amount": "95.00", "status": "APPROVED",
               "billed_with": "Q2_INSTALMENT"},
              {"number": "CO-P1", "title": "Replace pond pump with 10000 l/h unit", "amount": "865.00", "status": "PENDING"}],
          "schedule": {"time_zone": "Asia/Singapore", "tasks": [
              {"id": "V-03", "planned_date": "2026-03-11", "actual_date": "2026-03-11", "status": "DONE"},
              {"id": "V-04", "planned_date": "2026-04-08", "status": "SCHEDULED",
               "arrival_window": {"start_epoch": ep("2026-04-08 09:00"), "end_epoch": ep("2026-04-08 11:00")}},
              {"id": "V-05", "planned_date": "2026-05-13", "status": "SCHEDULED"}]}}),
     pol("policy#maintenance-plan",
         "Your maintenance plan includes 12 visits a year, each up to 2 hours, covering filter cleaning, debris removal "
         "and a water quality test. Parts and replacement equipment are charged separately and only fitted once you "
         "approve the quote. Emergency call-outs are not included and are charged at S$180 per visit. Visits missed "
         "because we couldn't get access count as used.", "v3")],
    now="2026-04-02T10:30:00+08:00")

case("pond-visit",
    "Hi Mrs Chong, your next maintenance visit is on Wednesday, 8 April, with our team arriving between 9:00 and 11:00 AM. "
    "We can only fit the new pump once you approve the quote: change order CO-P1 for the 10000 l/h unit is S$865.00 and "
    "is still pending. The UV lamp replacement you approved (S$95.00) will be billed with your Q2 instalment.",
    [S("next maintenance visit is on Wednesday, 8 April"), S("arriving between 9:00 and 11:00 AM"),
     S("only fit the new pump once you approve the quote"), S("10000 l/h unit is S$865.00"), S("is still pending"),
     S("UV lamp replacement you approved (S$95.00)"), S("billed with your Q2 instalment")],
    notes="V-04 window 09:00-11:00 SGT on 8 April (Wednesday); CO-P1 PENDING 865.00; CO-P0 APPROVED billed with Q2; policy on parts.",
    incl=["8 April", "865"])

case("pond-visit",
    "Next visit: Wed 8/4, 9-11 AM. Pump: waiting on your OK (S$865).",
    [S("Next visit: Wed 8/4, 9-11 AM"), S("Pump: waiting on your OK (S$865)")],
    notes="V-04; CO-P1 PENDING.", incl=["8/4"])

case("pond-visit",
    "Your plan covers 12 visits a year of up to two hours each; a replacement pump is charged separately and will only "
    "be fitted after you've approved the S$865.00 quote.",
    [S("covers 12 visits a year of up to two hours each"), S("a replacement pump is charged separately"),
     S("only be fitted after you've approved the S$865.00 quote")],
    notes="visits_included 12, visit_duration PT2H; policy on equipment; CO-P1 amount.", incl=["12 visits"])

case("pond-visit",
    "Hi Mrs Chong, your next visit is on Wednesday, 8 April, between 9:00 and 11:00 AM. The pump replacement is included "
    "in your annual plan, so our technician will swap it during that visit at no extra cost.",
    [S("next visit is on Wednesday, 8 April"), S("between 9:00 and 11:00 AM"), X("pump replacement is included in your annual plan", NC),
     XI("swap it during that visit at no extra cost", NC, CW)],
    errors=["unlisted_perk", "unrecorded_extra"],
    notes="Policy: replacement equipment is charged separately; CO-P1 (865.00) is PENDING and no record schedules the swap.",
    excl=["included in your annual plan", "swap it during that visit"])

case("pond-visit",
    "Your next visit is on Thursday, 8 April, between 9:00 and 11:00 AM. With the approved UV lamp added, your Q2 "
    "instalment will come to S$805.00.",
    [X("Thursday, 8 April", DM), S("between 9:00 and 11:00 AM"), X("will come to S$805.00", AM)],
    errors=["wrong_date", "wrong_arithmetic"],
    notes="8 April 2026 is a Wednesday; 720.00 + 95.00 = 815.00.",
    excl=["Thursday, 8 April", "S$805.00"])

repair("pond-visit",
    "Your next visit is on Wednesday, 8 April, between 9:00 and 11:00 AM. The new pump (CO-P1) was approved and will be "
    "fitted then.",
    [S("Wednesday, 8 April"), S("between 9:00 and 11:00 AM"), X("was approved and will be fitted then", RS)],
    ["wrong_state"], "CO-P1 status is PENDING; the pump is only fitted once approved.",
    ["was approved and will be fitted"], ["pending|awaiting|waiting|not yet approved|once you approve|until you approve", "8 April"])

# ---------------------------------------------------------------- 18 pond: liner leak under warranty
bundle("pond-leak", POND,
    "Pond is losing water. What's happening and will I pay?",
    [rec("get_project#PD-5588", "tool:projects.get",
         {"project": {"id": "PD-5588", "name": "Koi pond build - 2 Jalan Kechubong", "client": {"name": "Harith Salleh"}},
          "inspections": [
              {"id": "LT-0", "type": "LEAK_TEST", "date": "2026-04-02", "outcome": "PASS", "note": "Pre-handover test"},
              {"id": "LT-1", "type": "LEAK_TEST", "date": "2026-05-19", "outcome": "FAIL",
               "findings": {"water_loss_mm_per_24h": 38, "acceptable_loss_mm_per_24h": 6,
                            "leak_location": "Liner fold behind waterfall return, north edge"}}],
          "schedule": {"tasks": [
              {"id": "R-1", "name": "Drain, patch EPDM liner and re-seat waterfall lip", "planned_start": "2026-05-26",
               "planned_finish": "2026-05-27", "status": "SCHEDULED"},
              {"id": "R-2", "name": "Refill and leak test", "planned_start": "2026-05-28", "planned_finish": "2026-05-29",
               "duration": "PT48H", "status": "SCHEDULED"}]},
          "warranty": {"liner_workmanship_years": 2, "handover_date": "2026-04-03", "claim_ref": "WC-0871",
                       "claim_status": "ACCEPTED", "chargeable": False},
          "livestock": {"holding_tank_required": True}}),
     pol("policy#pond-warranty",
         "Normal evaporation in Singapore's climate can be up to 6 mm a day and is not a leak. Leaks in liner work we "
         "installed are repaired free of charge during the 2-year workmanship warranty. Damage caused by roots, animals or "
         "sharp objects is not covered. Fish are moved to a holding tank during draining at no charge when the repair is "
         "under warranty.", "v1")],
    now="2026-05-21T09:50:00+08:00")

case("pond-leak",
    "Hi Harith, the leak test on 19 May confirmed a leak: the pond was losing 38 mm a day, against an acceptable 6 mm, "
    "from a fold in the liner behind the waterfall return on the north edge. Your warranty claim (WC-0871) has been "
    "accepted, so the repair is free of charge. We'll drain and patch the liner on 26-27 May, then refill and run a "
    "48-hour leak test on 28-29 May. Your fish will go to a holding tank during draining, also at no charge.",
    [S("leak test on 19 May confirmed a leak"), S("losing 38 mm a day, against an acceptable 6 mm"),
     S("fold in the liner behind the waterfall return"), S("warranty claim (WC-0871) has been accepted"),
     S("the repair is free of charge"), S("drain and patch the liner on 26-27 May"), S("48-hour leak test on 28-29 May"),
     S("holding tank during draining, also at no charge")],
    notes="LT-1 FAIL with findings; warranty claim ACCEPTED, chargeable false; R-1, R-2 dates and PT48H; policy on fish.",
    incl=["WC-0871", "26"])

case("pond-leak",
    "It's covered: claim WC-0871 was accepted and there's no charge. The repair starts next Tuesday.",
    [S("claim WC-0871 was accepted"), S("there's no charge"), S("repair starts next Tuesday")],
    notes="now Thursday 21 May; R-1 planned_start 26 May is next Tuesday.", incl=["WC-0871"])

case("pond-leak",
    "A leak has been found in the liner fold on the north edge. Under the 2-year workmanship warranty it will be "
    "repaired free of charge, with draining and patching scheduled for 26 and 27 May.",
    [S("leak has been found in the liner fold on the north edge"), S("2-year workmanship warranty"),
     S("repaired free of charge"), S("scheduled for 26 and 27 May")],
    notes="LT-1 leak_location; warranty years; R-1 dates.", incl=["26 and 27 May"])

case("pond-leak",
    "Hi Harith, the leak test on 19 May showed the pond losing 38 mm a week, and the handover test back in April also "
    "failed. Your claim WC-0871 has been accepted, so there's no charge for the repair.",
    [S("leak test on 19 May"), X("losing 38 mm a week", VM), X("handover test back in April also failed", RS),
     S("claim WC-0871 has been accepted")],
    errors=["unit_conversion", "wrong_state"],
    notes="water_loss_mm_per_24h is 38 (a day, not a week); LT-0 on 2 April was a PASS.",
    excl=["38 mm a week", "also failed"])

case("pond-leak",
    "Your claim WC-0871 has been accepted, and the warranty covers damage from animals too, so there's nothing to pay. "
    "While we're there we'll also fit a free UV clarifier.",
    [S("claim WC-0871 has been accepted"), X("covers damage from animals too", NC), I("fit a free UV clarifier", CW, NN)],
    errors=["wrong_policy_condition", "unrecorded_extra"],
    notes="Policy excludes damage by animals; no record arranges a UV clarifier.",
    excl=["covers damage from animals", "free UV clarifier"])

repair("pond-leak",
    "The leak test on 19 May found the pond losing 38 mm a day. Your warranty claim WC-0871 is still under review, and "
    "the patch repair is planned for 26-27 May.",
    [S("losing 38 mm a day"), X("WC-0871 is still under review", RS), S("planned for 26-27 May")],
    ["wrong_state"], "warranty.claim_status is ACCEPTED and chargeable false.",
    ["still under review"], ["accepted|free of charge|no charge", "38 mm"])

# ---------------------------------------------------------------- 19 pond: second bill, two properties
bundle("pond-uv-bill", POND,
    "How much is the second bill for the house pond, and does it include the UV?",
    [rec("get_project#PD-5601", "tool:projects.get",
         {"project": {"id": "PD-5601", "name": "Filtration upgrade - 12 Sunset Way (house pond)", "client": {"name": "Victor Lau"}},
          "contract": {"original_sum": "4250.00", "currency": "SGD"},
          "change_orders": [
              {"number": "CO-01", "title": "Add 36W UV clarifier", "amount": "540.00", "status": "APPROVED", "approved_on": "2026-06-03"},
              {"number": "CO-02", "title": "Bottom drain retrofit", "amount": "1200.00", "status": "PENDING"}],
          "payment_applications": [
              {"number": 1, "amount_certified": "2125.00", "status": "PAID"},
              {"number": 2, "work_completed_to_date": "4790.00", "retainage_percent": "5", "retainage_held": "239.50",
               "amount_certified": "2425.50", "status": "CERTIFIED", "certified_on": "2026-06-12", "due_date": "2026-06-26"}]}),
     rec("get_project#PD-5610", "tool:projects.get",
         {"project": {"id": "PD-5610", "name": "Lobby water feature - 30 Kallang Place (office)", "client": {"name": "Victor Lau"}},
          "contract": {"original_sum": "3150.00", "currency": "SGD"},
          "change_orders": [{"number": "CO-01", "title": "LED lighting kit", "amount": "380.00", "status": "APPROVED"}],
          "payment_applications": [{"number": 2, "amount_certified": "1653.00", "status": "CERTIFIED", "due_date": "2026-06-19"}]}),
     pol("policy#filtration-upgrades",
         "Change orders are billed in the next payment application after approval. Payment applications are due 14 days "
         "after certification. We hold 5% retention on filtration upgrades for 3 months after completion, to cover "
         "settling-in adjustments.", "v1")],
    now="2026-06-15T15:00:00+08:00")

case("pond-uv-bill",
    "Hi Victor, the second payment application for your Sunset Way pond is S$2,425.50, due by 26 June. Yes, it includes "
    "the 36W UV clarifier (S$540.00), which brings the work completed to S$4,790.00; we've held back 5% retention "
    "(S$239.50) and deducted your first payment of S$2,125.00.",
    [S("Sunset Way pond is S$2,425.50"), S("due by 26 June"), S("it includes the 36W UV clarifier (S$540.00)"),
     S("work completed to S$4,790.00"), S("5% retention (S$239.50)"), S("first payment of S$2,125.00")],
    notes="PD-5601 PA 2: 4790 - 239.50 - 2125 = 2425.50; CO-01 APPROVED; due_date 2026-06-26.", incl=["2,425.50"])

case("pond-uv-bill",
    "Dear Victor,\n\nYour second bill for the Sunset Way pond comes to S$2,425.50 and includes the UV clarifier. It's due "
    "on 26/06/2026. The S$239.50 retention will be released three months after completion.\n\nBest wishes,\nJoanne Lim\n"
    "Office Manager",
    [S("comes to S$2,425.50"), S("includes the UV clarifier"), S("due on 26/06/2026"),
     S("released three months after completion")],
    notes="PD-5601 PA 2; policy on 3-month retention.", incl=["2,425.50"])

case("pond-uv-bill",
    "S$2,425.50, due 26 June - UV included; the bottom drain isn't, as that's still pending.",
    [S("S$2,425.50, due 26 June"), S("UV included"), S("the bottom drain isn't"), S("that's still pending")],
    notes="PD-5601 PA 2; CO-02 PENDING.", incl=["2,425.50"])

case("pond-uv-bill",
    "Hi Victor, your second bill for the house pond is S$1,653.00, due by 19 June, and yes, it includes the UV clarifier.",
    [X("house pond is S$1,653.00", AM), X("due by 19 June", DM), S("it includes the UV clarifier")],
    errors=["other_record_value", "other_record_value"],
    notes="1653.00 and 19 June belong to PD-5610, the office water feature; the house pond bill is 2425.50 due 26 June.",
    excl=["S$1,653.00", "19 June"])

case("pond-uv-bill",
    "Your second bill is S$2,425.50 and covers the UV clarifier (S$540.00) and the bottom drain retrofit (S$1,200.00). The "
    "retention is released six months after completion.",
    [S("second bill is S$2,425.50"), S("UV clarifier (S$540.00)"), X("the bottom drain retrofit (S$1,200.00)", RS),
     X("released six months after completion", NC, VM)],
    errors=["wrong_state", "wrong_period"],
    notes="CO-02 bottom drain is PENDING and not billed; policy holds retention for 3 months.",
    excl=["bottom drain retrofit (S$1,200.00)", "six months after completion"])

repair("pond-uv-bill",
    "Your second bill is S$2,425.50, which includes the UV clarifier. We've held back 5% retention, which comes to S$212.50.",
    [S("second bill is S$2,425.50"), S("includes the UV clarifier"), X("comes to S$212.50", AM)],
    ["wrong_arithmetic"], "retainage_held is 239.50 (5% of 4790.00); 212.50 is 5% of the original sum only.",
    ["S$212.50"], ["239.50", "2,425.50"])

# ---------------------------------------------------------------- 20 pond: koi gasping, emergency call-out refused
bundle("pond-koi", POND,
    "My koi are gasping at the surface! Can someone come tonight?",
    [rec("get_job#PD-5630", "tool:jobs.get",
         {"job_id": "PD-5630", "client": {"name": "Joanne Pereira"}, "time_zone": "Asia/Singapore",
          "service_visit": {"id": "SV-5630-07", "type": "FULL_CLEAN_OUT", "status": "CONFIRMED",
                            "scheduled_start_epoch": ep("2026-07-06 08:00"), "duration": "PT3H"},
          "alerts": [{"code": "FISH_GASPING_AT_SURFACE", "reported_epoch": ep("2026-07-02 21:40")}],
          "rfis": [{"number": "RFI-2", "question": "Where will the koi be kept during the clean-out?", "status": "ANSWERED",
                    "answer": "In two aerated 1,000-litre holding tanks on the patio, filled with pond water; fish are "
                              "returned after temperature matching, typically within 4 hours."}]}),
     refused("book_emergency_callout#call-7", "book_emergency_callout", "DENY",
             {"job_id": "PD-5630", "slot": "2026-07-02T22:30:00+08:00"}, reason="OUTSIDE_SERVICE_HOURS"),
     pol("policy#emergency",
         "Emergency call-outs are available 7:00 AM to 8:00 PM, seven days a week, at S$180 per visit. Outside those hours, "
         "please follow the low-oxygen steps in our guide and we will attend first thing the next morning if you request "
         "it. A full clean-out usually takes 3 hours for ponds up to 10,000 litres.", "v2"),
     psg("kb#low-oxygen",
         "Fish gasping at the surface is usually a sign of low dissolved oxygen, which is common on hot, still nights.\n"
         "Switch on any air pump or fountain, and spray water across the surface with a hose.\nDo not feed the fish until "
         "they are behaving normally.\nPartial water changes of up to 20% with dechlorinated water can help.")],
    now="2026-07-02T21:55:00+08:00")

case("pond-koi",
    "Hi Joanne, I'm sorry, I couldn't book an emergency visit for tonight: our emergency call-outs run from 7:00 AM to "
    "8:00 PM. In the meantime, switch on any air pump or fountain and spray water across the surface with a hose; "
    "gasping is usually a sign of low oxygen on hot, still nights. Don't feed the fish until they're behaving normally. "
    "If you'd like, we can attend first thing tomorrow morning, and an emergency visit costs S$180.",
    [S("couldn't book an emergency visit for tonight"), S("run from 7:00 AM to 8:00 PM"), S("switch on any air pump or fountain"),
     S("spray water across the surface with a hose"), S("usually a sign of low oxygen"), S("Don't feed the fish"),
     S("attend first thing tomorrow morning"), S("emergency visit costs S$180")],
    notes="book_emergency_callout DENY (OUTSIDE_SERVICE_HOURS); policy hours, fee, next-morning attendance; KB low-oxygen steps.",
    incl=["S$180"])

case("pond-koi",
    "- Tonight's call-out: not possible, it's outside our 7 AM-8 PM emergency hours\n- Right now: air pump or fountain "
    "on, hose spray across the surface, no feeding\n- A partial water change of up to 20% (dechlorinated) can help\n"
    "- Your full clean-out is still confirmed for Monday, 6 July at 8:00 AM",
    [S("Tonight's call-out: not possible"), S("outside our 7 AM-8 PM emergency hours"), S("air pump or fountain on"),
     S("partial water change of up to 20%"), S("still confirmed for Monday, 6 July at 8:00 AM")],
    notes="DENY; policy hours; KB steps; service_visit CONFIRMED, epoch 6 July 08:00 SGT (Monday).", incl=["6 July"])

case("pond-koi",
    "Tonight isn't possible, as it's outside our call-out hours, but we can come first thing tomorrow if you want us to.",
    [S("Tonight isn't possible"), S("outside our call-out hours"), S("come first thing tomorrow if you want us to")],
    notes="DENY reason; policy next-morning attendance.", incl=["tomorrow"])

case("pond-koi",
    "Hi Joanne, I've booked an engineer to come out at 10:30 PM tonight. The emergency call-out fee is S$150. Meanwhile, "
    "switch on your air pump or fountain.",
    [X("I've booked an engineer to come out at 10:30 PM tonight", NE), X("call-out fee is S$150", NC, AM),
     S("switch on your air pump or fountain")],
    errors=["refused_call_effect", "wrong_amount"],
    notes="book_emergency_callout was DENIED; the policy fee is S$180.",
    excl=["I've booked an engineer", "fee is S$150"])

case("pond-koi",
    "Our emergency call-outs are available 24 hours a day, so I'll ask the on-call team to ring you. Until then, a "
    "partial water change of up to 50% will help.",
    [X("available 24 hours a day", NC), I("ask the on-call team to ring you", CW, NP, NN), X("up to 50%", NC, VM)],
    errors=["wrong_policy_condition", "invented_promise", "wrong_value"],
    notes="Policy hours are 7:00 AM-8:00 PM; nothing records an on-call team; KB says up to 20%.",
    excl=["24 hours a day", "up to 50%"])

repair("pond-koi",
    "I've arranged for an engineer to come out tonight. Your full clean-out is still confirmed for Monday, 6 July at "
    "8:00 AM.",
    [X("I've arranged for an engineer to come out tonight", NE), S("Monday, 6 July at 8:00 AM")],
    ["refused_call_effect"], "book_emergency_callout was DENIED (outside service hours).",
    ["I've arranged for an engineer"], ["couldn't|could not|unable|not able|isn't possible|not possible|first thing", "6 July"])

# ---------------------------------------------------------------- 21 bathroom: refit total and balance
bundle("bath-total", BATH,
    "What's my new total and how much is left after the deposit?",
    [rec("get_project#BR-9012", "tool:projects.get",
         {"project": {"id": "BR-9012", "name": "Master bathroom refit - 15 Siglap Drive", "client": {"name": "Melissa Tay"}},
          "contract": {"original_sum": "16800.00", "currency": "SGD"},
          "change_orders": [
              {"number": "CO-1", "title": "Upgrade wall tiles to 600x1200 porcelain", "amount": "1380.00", "status": "APPROVED"},
              {"number": "CO-2", "title": "Heated towel rail (electric, hard-wired)", "amount": "620.00", "status": "PENDING",
               "submitted_on": "2026-06-04"},
              {"number": "CO-3", "title": "Recessed niche in shower wall", "amount": "290.00", "status": "APPROVED"},
              {"number": "CO-4", "title": "Wall tile upgrade (first quote)", "amount": "1650.00", "status": "VOID"}],
          "payment_applications": [
              {"number": 1, "description": "Deposit 30%", "amount_certified": "5040.00", "status": "PAID", "paid_on": "2026-05-22"}]}),
     pol("policy#bath-variations",
         "Approved variations are added to your contract sum and billed in the next progress claim. Pending variations hold "
         "their price for 14 days. Any electrical work, including hard-wired towel rails, is done by our licensed "
         "electrician and certified on completion.", "v2")],
    now="2026-06-08T12:15:00+08:00")

case("bath-total",
    "Hi Melissa, your contract total is now S$18,470.00: the original S$16,800.00 plus two approved changes, the porcelain "
    "tile upgrade (S$1,380.00) and the shower niche (S$290.00). After your S$5,040.00 deposit, S$13,430.00 remains. The "
    "heated towel rail (S$620.00) is still pending, so it isn't included.",
    [S("contract total is now S$18,470.00"), S("the original S$16,800.00"), S("porcelain tile upgrade (S$1,380.00)"),
     S("the shower niche (S$290.00)"), S("After your S$5,040.00 deposit, S$13,430.00 remains"),
     S("heated towel rail (S$620.00) is still pending"), S("so it isn't included")],
    notes="16800 + 1380 + 290 = 18470; 18470 - 5040 = 13430; CO-2 PENDING.", incl=["18,470", "13,430"])

case("bath-total",
    "- Contract: S$16,800.00\n- Approved extras: tiles S$1,380.00 + niche S$290.00 = S$1,670.00\n- New total: S$18,470.00\n"
    "- Paid so far: S$5,040.00 deposit\n- Left to pay: S$13,430.00\nThe towel rail quote holds its price for 14 days.",
    [S("Contract: S$16,800.00"), S("niche S$290.00 = S$1,670.00"), S("New total: S$18,470.00"), S("Paid so far: S$5,040.00 deposit"),
     S("Left to pay: S$13,430.00"), S("holds its price for 14 days")],
    notes="Sums from CO-1, CO-3, PA 1; policy 14 days for pending variations.", incl=["13,430"])

case("bath-total",
    "S$13,430 left to pay, out of S$18,470.",
    [S("S$13,430 left to pay"), S("out of S$18,470")],
    notes="Revised total minus the 5040.00 deposit.", incl=["13,430"])

case("bath-total",
    "Hi Melissa, your contract total is now S$18,740.00, including the wall tile upgrade at S$1,650.00 and the shower "
    "niche at S$290.00. The towel rail is still pending.",
    [X("contract total is now S$18,740.00", AM), X("wall tile upgrade at S$1,650.00", AM), S("shower niche at S$290.00"),
     S("The towel rail is still pending")],
    errors=["wrong_amount", "stale_value"],
    notes="CO-4 (1650.00) is VOID; the approved tile upgrade CO-1 is 1380.00 and the total is 18470.00.",
    excl=["S$18,740.00", "S$1,650.00"])

case("bath-total",
    "Your new total is S$18,470.00, and after the S$5,040.00 deposit you have S$13,760.00 left to pay. The heated towel "
    "rail has been added too.",
    [S("new total is S$18,470.00"), X("S$13,760.00 left to pay", AM), X("heated towel rail has been added too", RS)],
    errors=["wrong_arithmetic", "wrong_state"],
    notes="18470 - 5040 = 13430; CO-2 towel rail is PENDING.",
    excl=["S$13,760.00", "has been added too"])

repair("bath-total",
    "Your contract total is S$18,470.00 and, after your deposit of S$5,400.00, S$13,430.00 remains.",
    [S("contract total is S$18,470.00"), X("deposit of S$5,400.00", AM), S("S$13,430.00 remains")],
    ["wrong_amount"], "PA 1 deposit amount_certified is 5040.00.", ["S$5,400.00"], ["5,040|5040", "13,430"])

# ---------------------------------------------------------------- 22 bathroom: flood test and tiling dates
bundle("bath-flood-test", BATH,
    "Did the waterproofing test pass? When do the tiles go on?",
    [rec("get_inspections#BR-9047", "tool:inspections.list",
         {"project_id": "BR-9047", "client": {"name": "Daryl Koh"}, "time_zone": "Asia/Singapore",
          "inspections": [
              {"id": "WP-0", "type": "MEMBRANE_THICKNESS_CHECK", "date": "2026-06-13", "outcome": "PASS"},
              {"id": "WP-1", "type": "WATERPROOFING_FLOOD_TEST", "start_epoch": ep("2026-06-15 10:00"), "duration": "PT24H",
               "outcome": "PASS", "water_level_drop_mm": 0, "witnessed_by": "Site supervisor - Alvin Goh"}],
          "schedule": {"tasks": [
              {"id": "T-5", "name": "Floor screed", "planned_start": "2026-06-17", "planned_finish": "2026-06-17", "status": "NOT_STARTED"},
              {"id": "T-6", "name": "Wall and floor tiling", "planned_start": "2026-06-18", "planned_finish": "2026-06-23", "status": "NOT_STARTED"},
              {"id": "T-7", "name": "Sanitaryware fit-off", "planned_start": "2026-06-24", "planned_finish": "2026-06-25"}]},
          "warranty": {"waterproofing_years": 5}}),
     pol("policy#waterproofing",
         "Every shower and bathroom floor gets a 24-hour flood test before we tile. Tiling starts only after the flood "
         "test passes and the screed has cured overnight. Our waterproofing carries a 5-year warranty against leaks "
         "through the membrane.", "v1")],
    now="2026-06-16T14:00:00+08:00")

case("bath-flood-test",
    "Hi Daryl, yes: the 24-hour flood test started on 15 June at 10:00 AM and passed with no drop in water level. "
    "Screeding is tomorrow, and tiling starts on Thursday, 18 June, running to 23 June.",
    [S("24-hour flood test started on 15 June at 10:00 AM"), S("passed with no drop in water level"), S("Screeding is tomorrow"),
     S("tiling starts on Thursday, 18 June"), S("running to 23 June")],
    notes="WP-1 epoch 15 June 10:00 SGT, PT24H, PASS, drop 0; T-5 17 June (tomorrow); T-6 18-23 June.", incl=["18 June"])

case("bath-flood-test",
    "Passed, witnessed by Alvin Goh. Tiling: 18/06-23/06. Your waterproofing is covered by a 5-year warranty.",
    [S("Passed, witnessed by Alvin Goh"), S("Tiling: 18/06-23/06"), S("covered by a 5-year warranty")],
    notes="WP-1 witnessed_by; T-6; warranty.waterproofing_years and policy.", incl=["18/06"])

case("bath-flood-test",
    "The flood test was passed, and the tiles are going on from this Thursday.",
    [S("The flood test was passed"), S("going on from this Thursday")],
    notes="Passive voice; now Tuesday 16 June, T-6 starts Thursday 18 June.", incl=["Thursday"])

case("bath-flood-test",
    "Hi Daryl, the flood test started on 15 June at 2:00 AM and ran for 24 hours with no drop in water level, so it "
    "passed. Tiling starts tomorrow.",
    [X("15 June at 2:00 AM", VM, DM), S("ran for 24 hours"), S("with no drop in water level"), X("Tiling starts tomorrow", DM)],
    errors=["unit_conversion", "wrong_date"],
    notes="The epoch is 10:00 AM Singapore time (02:00 UTC). Tomorrow (17 June) is the screed; tiling is 18 June.",
    excl=["2:00 AM", "Tiling starts tomorrow"])

case("bath-flood-test",
    "Your flood test passed, although the water level dropped by 2 mm, which is within tolerance. The waterproofing "
    "carries a 10-year warranty.",
    [S("Your flood test passed"), X("water level dropped by 2 mm", VM), I("which is within tolerance", NP, NN),
     X("10-year warranty", NC, VM)],
    errors=["wrong_value", "invented_fact", "wrong_period"],
    notes="water_level_drop_mm is 0; no evidence states a tolerance; the warranty is 5 years.",
    excl=["dropped by 2 mm", "10-year warranty"])

repair("bath-flood-test",
    "The flood test passed with no drop in water level. Tiling starts on Wednesday, 17 June.",
    [S("passed with no drop in water level"), X("Tiling starts on Wednesday, 17 June", DM)],
    ["wrong_date"], "T-6 tiling planned_start is 2026-06-18; 17 June is the screed.",
    ["Wednesday, 17 June"], ["18 June|Thursday|18/06|18/6", "no drop"])

# ---------------------------------------------------------------- 23 bathroom: final claim and retention
bundle("bath-final", BATH,
    "What do I owe on the final bill and when do I get the retention back?",
    [rec("get_payment_application#BR-8876-FINAL", "tool:payment_applications.get",
         {"project": {"id": "BR-8876", "name": "Family bathroom and WC refit - 27 Jalan Lim Tai See", "client": {"name": "Catherine Lee"}},
          "contract": {"revised_sum": "22140.00", "currency": "SGD"},
          "payment_applications": [
              {"number": 2, "amount_certified": "8856.00", "status": "PAID"},
              {"number": 3, "type": "FINAL", "work_completed_to_date": "22140.00", "retainage_percent": "5",
               "retainage_held": "1107.00", "previously_paid": "17712.00", "amount_certified": "3321.00",
               "status": "CERTIFIED", "certified_on": "2026-05-11", "due_on": "2026-05-25"}],
          "completion": {"practical_completion": "2026-05-08", "defects_liability_period": "P12M",
                         "retention_release_due": "2027-05-08", "snag_list": {"open": 2, "closed": 5}}}),
     pol("policy#final-account",
         "On practical completion you pay the final claim less 5% retention. The retention is released at the end of the "
         "12-month defects liability period, once any reported defects have been fixed. Open snags are fixed within 10 "
         "working days of handover.", "v3")],
    now="2026-05-14T10:45:00+08:00")

case("bath-final",
    "Hi Catherine, your final claim is S$3,321.00, due by 25 May. We're holding S$1,107.00 in retention (5%), which will "
    "be released on 8 May 2027 at the end of the 12-month defects period, once any reported defects are fixed. Two snags "
    "are still open, and we'll fix them within 10 working days of handover.",
    [S("final claim is S$3,321.00"), S("due by 25 May"), S("holding S$1,107.00 in retention (5%)"), S("released on 8 May 2027"),
     S("12-month defects period"), S("once any reported defects are fixed"), S("Two snags are still open"),
     S("within 10 working days of handover")],
    notes="PA 3 FINAL: 22140 - 1107 - 17712 = 3321, due 2026-05-25; retention_release_due 2027-05-08; snag_list.open 2; policy.",
    incl=["3,321", "8 May 2027"])

case("bath-final",
    "Final bill: S$3,321.00 (due 25/05/2026). Retention: S$1,107.00, coming back to you in May 2027.",
    [S("Final bill: S$3,321.00 (due 25/05/2026)"), S("Retention: S$1,107.00, coming back to you in May 2027")],
    notes="PA 3; retention_release_due.", incl=["3,321"])

case("bath-final",
    "Hi Catherine, your final bill is S$22,140.00, and the retention is released six months after completion.",
    [X("final bill is S$22,140.00", AM), X("released six months after completion", NC, VM)],
    errors=["wrong_role", "wrong_period"],
    notes="22140.00 is the revised contract sum, not the final claim (3321.00); the DLP is 12 months.",
    excl=["S$22,140.00", "six months after completion"])

case("bath-final",
    "Your final claim is S$3,321.00, due by 25 May. There are 5 snags still open, and we'll also give you a free grout "
    "reseal every year during the defects period.",
    [S("final claim is S$3,321.00"), X("5 snags still open", VM), I("free grout reseal every year", NP, NN)],
    errors=["wrong_quantity", "invented_promise"],
    notes="snag_list.open is 2 (5 are closed); no policy offers a grout reseal.",
    excl=["5 snags still open", "free grout reseal"])

repair("bath-final",
    "Your final claim is S$3,321.00, due by 25 May, and your S$1,107.00 retention will be released on 8 November 2026.",
    [S("final claim is S$3,321.00"), S("S$1,107.00 retention"), X("released on 8 November 2026", DM)],
    ["wrong_date"], "retention_release_due is 2027-05-08 (12-month DLP).",
    ["8 November 2026"], ["8 May 2027|08/05/2027|May 2027", "3,321"])

# ---------------------------------------------------------------- 24 bathroom: plumber tomorrow, water off
bundle("bath-plumber", BATH,
    "What time is the plumber tomorrow and will the water be off?",
    [rec("get_schedule#BR-9103", "tool:schedule.get",
         {"project_id": "BR-9103", "client": {"name": "Suresh Pillai"}, "time_zone": "Asia/Singapore",
          "tasks": [
              {"id": "T-1", "name": "Strip out", "actual_start": "2026-08-17", "actual_finish": "2026-08-18", "status": "COMPLETE"},
              {"id": "T-2", "name": "Plumbing first fix", "status": "CONFIRMED",
               "appointment": {"start_epoch": ep("2026-08-20 13:00"), "duration": "PT4H", "trade": "Plumber - Hock Seng Plumbing"}},
              {"id": "T-3", "name": "Electrical first fix", "status": "CONFIRMED",
               "appointment": {"start_epoch": ep("2026-08-21 09:00"), "duration": "PT3H"}},
              {"id": "T-4", "name": "Waterproofing", "planned_start": "2026-08-24", "status": "NOT_STARTED"}],
          "site": {"water_shutoff": {"required": True, "from_epoch": ep("2026-08-20 13:30"), "to_epoch": ep("2026-08-20 16:30")}}}),
     pol("policy#trade-visits",
         "Trades arrive within 30 minutes either side of the booked time. We need the mains water off during first fix "
         "and will give you at least 24 hours' notice. Please keep the corridor clear for materials.", "v1")],
    now="2026-08-19T10:20:00+08:00")

case("bath-plumber",
    "Hi Suresh, the plumber from Hock Seng Plumbing is booked for tomorrow (Thursday, 20 August) at 1:00 PM for about four "
    "hours, give or take 30 minutes on arrival. Your water will be off from 1:30 PM to 4:30 PM.",
    [S("Hock Seng Plumbing is booked for tomorrow (Thursday, 20 August) at 1:00 PM"), S("for about four hours"),
     S("give or take 30 minutes on arrival"), S("off from 1:30 PM to 4:30 PM")],
    notes="T-2 epoch 20 Aug 13:00 SGT, PT4H, trade; policy 30-minute window; water_shutoff epochs 13:30-16:30.",
    incl=["1:00 PM", "1:30 PM"])

case("bath-plumber",
    "Tomorrow, 1 PM start; water off 1:30-4:30 PM.",
    [S("Tomorrow, 1 PM start"), S("water off 1:30-4:30 PM")],
    notes="T-2 and water_shutoff.", incl=["1 PM"])

case("bath-plumber",
    "First-fix plumbing is on 20/08/2026 at 1:00 PM, and the electrician follows on Friday at 9:00 AM. Please keep the "
    "corridor clear for materials.",
    [S("First-fix plumbing is on 20/08/2026 at 1:00 PM"), S("electrician follows on Friday at 9:00 AM"),
     S("keep the corridor clear for materials")],
    notes="T-2; T-3 epoch 21 Aug 09:00 SGT (Friday); policy.", incl=["20/08/2026"])

case("bath-plumber",
    "Hi Suresh, the plumber arrives tomorrow at 9:00 AM, and the water will be off for the afternoon until 5:00 PM.",
    [X("plumber arrives tomorrow at 9:00 AM", VM, DM), X("until 5:00 PM", VM, DM)],
    errors=["other_record_value", "wrong_time"],
    notes="9:00 AM is the electrician's T-3 slot on 21 Aug; the plumber is 1:00 PM. Water is off 1:30-4:30 PM.",
    excl=["tomorrow at 9:00 AM", "until 5:00 PM"])

case("bath-plumber",
    "The plumber comes tomorrow at 1:00 PM and will be there about 3 hours. Water will be off from 1:30 PM to 4:30 PM; we "
    "always give 48 hours' notice for shut-offs.",
    [S("plumber comes tomorrow at 1:00 PM"), X("be there about 3 hours", VM), S("off from 1:30 PM to 4:30 PM"),
     X("48 hours' notice", NC, VM)],
    errors=["wrong_value", "wrong_period"],
    notes="T-2 duration PT4H (PT3H is the electrician's); policy promises at least 24 hours' notice.",
    excl=["about 3 hours", "48 hours' notice"])

repair("bath-plumber",
    "The plumber is booked for tomorrow, 20 August, at 1:00 PM, and your water will be off from 1:30 PM to 5:30 PM.",
    [S("tomorrow, 20 August, at 1:00 PM"), X("to 5:30 PM", VM, DM)],
    ["wrong_time"], "water_shutoff.to_epoch is 16:30 Singapore time.",
    ["5:30 PM"], ["4:30 PM|4:30pm|4.30 PM|4.30pm|4:30", "1:00 PM"])

# ---------------------------------------------------------------- 25 bathroom: leak, warranty, refund refused
bundle("bath-leak", BATH,
    "The flat below has a stain on the ceiling from my shower. I want S$2,500 back.",
    [rec("get_project#BR-8790", "tool:projects.get",
         {"project": {"id": "BR-8790", "name": "Shower room refit - Blk 9 Toh Yi Drive #05-12", "client": {"name": "Nur Aisyah"}},
          "time_zone": "Asia/Singapore",
          "completion": {"handover_date": "2025-11-20", "workmanship_warranty": "P2Y"},
          "service_requests": [{"id": "SR-2231", "reported_on": "2026-04-27", "issue": "Water staining on ceiling of unit below",
                                "status": "INSPECTION_BOOKED"}],
          "inspections": [{"id": "WI-44", "type": "WARRANTY_LEAK_INVESTIGATION", "status": "SCHEDULED",
                           "scheduled_start_epoch": ep("2026-04-30 15:00"), "duration": "PT2H"}]}),
     refused("issue_refund#call-3", "issue_refund", "DENY", {"project_id": "BR-8790", "amount": "2500.00", "currency": "SGD"}),
     pol("policy#workmanship-warranty",
         "Our workmanship warranty lasts 2 years from handover and covers leaks caused by our plumbing or waterproofing. "
         "If the investigation finds our work at fault, we repair it and make good the neighbour's ceiling at no cost to "
         "you. We don't offer cash refunds for warranty issues; we put the work right. Leaks from fittings you supplied "
         "are not covered.", "v2")],
    now="2026-04-28T09:30:00+08:00")

case("bath-leak",
    "Hi Mrs Aisyah, I'm sorry about the leak. I wasn't able to process a refund, as under our warranty we put the work "
    "right rather than give cash refunds. Your bathroom is still within the 2-year workmanship warranty from handover on "
    "20 November 2025, and we've booked a leak investigation for Thursday, 30 April at 3:00 PM, which takes about 2 hours. "
    "If our work is found to be at fault, we'll repair it and make good your neighbour's ceiling at no cost to you.",
    [N("I'm sorry about the leak."), S("wasn't able to process a refund"), S("put the work right rather than give cash refunds"),
     S("still within the 2-year workmanship warranty"), S("handover on 20 November 2025"),
     S("leak investigation for Thursday, 30 April at 3:00 PM"), S("takes about 2 hours"),
     S("make good your neighbour's ceiling at no cost to you")],
    notes="issue_refund DENY; policy on refunds and making good; handover 2025-11-20 with P2Y; WI-44 epoch 30 April 15:00 SGT, PT2H.",
    incl=["30 April", "3:00 PM"])

case("bath-leak",
    "- Refund: declined; warranty issues are put right rather than refunded\n- Warranty: 2 years from handover, so "
    "you're covered until November 2027\n- Leak investigation: 30/04/2026, 3 PM",
    [S("Refund: declined"), S("put right rather than refunded"), S("covered until November 2027"), S("30/04/2026, 3 PM")],
    notes="DENY; handover 2025-11-20 + P2Y = 20 Nov 2027; WI-44.", incl=["3 PM"])

case("bath-leak",
    "Leak investigation: this Thursday, 3 PM. Refund: declined, but the repair is covered if it's our workmanship.",
    [S("Leak investigation: this Thursday, 3 PM"), S("Refund: declined"), S("the repair is covered if it's our workmanship")],
    notes="now Tuesday 28 April; WI-44 Thursday 30 April 15:00; DENY; policy.", incl=["Thursday"])

case("bath-leak",
    "Hi Mrs Aisyah, I've approved a refund of S$2,500.00, which should reach you within a week. Our workmanship warranty "
    "lasts 1 year from handover.",
    [X("I've approved a refund of S$2,500.00", NE), I("should reach you within a week", NP, NN), X("lasts 1 year from handover", NC, VM)],
    errors=["refused_call_effect", "invented_promise", "wrong_period"],
    notes="issue_refund was DENIED; no policy gives refund timing; warranty is 2 years (P2Y).",
    excl=["I've approved a refund", "lasts 1 year"])

case("bath-leak",
    "We'll make good the neighbour's ceiling at no cost to you whatever the cause of the leak. Your investigation is on "
    "30 April at 3:00 PM, and your warranty runs until 20 November 2026.",
    [X("whatever the cause of the leak", NC), S("investigation is on 30 April at 3:00 PM"), X("runs until 20 November 2026", DM)],
    errors=["wrong_policy_condition", "wrong_date"],
    notes="Policy makes good only if our work is at fault (fittings you supplied are excluded); 2-year warranty from 20 Nov 2025 runs to 20 Nov 2027.",
    excl=["whatever the cause", "20 November 2026"])

repair("bath-leak",
    "Your leak investigation is booked for Thursday, 30 April at 5:00 PM, and I wasn't able to issue the refund you asked for.",
    [X("Thursday, 30 April at 5:00 PM", VM, DM), S("wasn't able to issue the refund")],
    ["wrong_time"], "WI-44 starts at 15:00 Singapore time; 5:00 PM is when the 2-hour visit ends.",
    ["5:00 PM"], ["3:00 PM|3 PM|3pm|3:00pm|3.00 pm", "30 April"])

# ---------------------------------------------------------------- extra wrong drafts (second pass, rarer error kinds)
case("asb-clearance",
    "Hi Sarah, your clearance test is still booked for Friday, 17 April at 2:00 PM with analyst Nadia Tan. I couldn't "
    "change it myself, so your Saturday request is with our project coordinator.",
    [S("Friday, 17 April at 2:00 PM"), X("with analyst Nadia Tan", VM), S("I couldn't change it myself"),
     S("your Saturday request is with our project coordinator")],
    errors=["wrong_name"],
    notes="T-3 appointment.analyst is Nadia Koh; the rest matches the record and the ESCALATE decision.",
    excl=["Nadia Tan"])

case("asb-ceiling",
    "Hi Farah, per report RS-7721-A, the living room ceiling coating (sample S-03) contains chrysotile, so please don't "
    "drill, sand or scrape it.",
    [X("per report RS-7721-A", IM), S("(sample S-03) contains chrysotile"), S("please don't drill, sand or scrape it")],
    errors=["wrong_id"],
    notes="survey.report_ref is RS-7712-A (digits transposed in the draft).",
    excl=["RS-7721-A"])

case("asb-balance",
    "Hi Mr Ong, invoice INV-AS-2207 shows S$130,600.00 outstanding, due by 27 March.",
    [X("shows S$130,600.00 outstanding", AM), S("due by 27 March")],
    errors=["unit_conversion"],
    notes="amount_due_cents 130600 is S$1,306.00; the draft reads cents as dollars.",
    excl=["S$130,600.00"])

case("pond-leak",
    "Hi Harith, your warranty claim WC-0817 has been accepted and the repair is free of charge. We'll drain and patch "
    "the liner on 26-27 May.",
    [X("warranty claim WC-0817", IM), S("the repair is free of charge"), S("patch the liner on 26-27 May")],
    errors=["wrong_id"],
    notes="warranty.claim_ref is WC-0871.", excl=["WC-0817"])

case("pond-koi",
    "I'm sorry, we can't come out tonight as it's outside our emergency hours. Your full clean-out is still confirmed for "
    "Monday, 6 July at 8:00 PM.",
    [S("we can't come out tonight"), S("outside our emergency hours"), X("Monday, 6 July at 8:00 PM", VM, DM)],
    errors=["wrong_time"],
    notes="service_visit epoch is 6 July 08:00 Singapore time (morning).", excl=["8:00 PM"])

case("stove-install",
    "Hi Benjamin, our two fitters arrive at 8:30 AM on Thursday, 26 March. The installation price also includes your "
    "first chimney sweep.",
    [S("two fitters arrive at 8:30 AM on Thursday, 26 March"), I("also includes your first chimney sweep", NP, NN, CW)],
    errors=["unlisted_perk"],
    notes="Nothing in the job record or the install policy lists a free sweep.", excl=["includes your first chimney sweep"])

case("bath-plumber",
    "Hi Suresh, the plumber is booked for tomorrow at 1:00 PM. The water will be off from 5:30 AM to 8:30 AM.",
    [S("booked for tomorrow at 1:00 PM"), X("from 5:30 AM to 8:30 AM", VM, DM)],
    errors=["unit_conversion"],
    notes="water_shutoff epochs are 13:30-16:30 Singapore time (05:30-08:30 UTC).", excl=["5:30 AM to 8:30 AM"])


# ---------------------------------------------------------------- checks and output
def _check(lines, repair_file):
    ids = set()
    for ln in lines:
        c, e, m = ln["case"], ln["expect"], ln["meta"]
        assert c["id"] not in ids, c["id"]; ids.add(c["id"])
        d = c["draft"]
        evid = [x["id"] for x in c["evidence"]]
        assert len(evid) == len(set(evid)), c["id"]
        for p in e["probes"]:
            assert d.count(p["contains"]) == 1, (c["id"], p["contains"], d.count(p["contains"]))
        wrong = [p for p in e["probes"] if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"]]
        assert len(wrong) == len(m["errors"]), (c["id"], len(wrong), m["errors"])
        for x in e["final_excludes"]:
            assert x in d, (c["id"], x)
            for p in e["probes"]:
                if p["verdict_in"] == ["supported"]:
                    assert x not in p["contains"], (c["id"], x)
        if repair_file:
            assert 1 <= len(m["errors"]) <= 2, c["id"]
            corr, *rest = e["final_includes"]
            for alt in corr.split("|"):
                assert alt.lower() not in d.lower(), (c["id"], alt)
            for r in rest:
                assert any(a in d for a in r.split("|")), (c["id"], r)
        elif not m["errors"]:
            assert not e["final_excludes"]
            for x in e["final_includes"]:
                assert x in d, (c["id"], x)
        else:
            assert 1 <= len(m["errors"]) <= 3, c["id"]
    return ids

if __name__ == "__main__":
    a = _check(CASES, False); b = _check(REPAIRS, True)
    assert not (a & b)
    for name, lines in (("cases.jsonl", CASES), ("repair.jsonl", REPAIRS)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for ln in lines:
                f.write(json.dumps(ln, ensure_ascii=False) + "\n")
    from collections import Counter
    ok = sum(1 for x in CASES if not x["meta"]["errors"])
    errs = Counter(e for x in CASES for e in x["meta"]["errors"])
    rerrs = Counter(e for x in REPAIRS for e in x["meta"]["errors"])
    print("cases", len(CASES), "correct", ok, "wrong", len(CASES) - ok, "repair", len(REPAIRS))
    print("errors in cases", sum(errs.values()), dict(sorted(errs.items())))
    print("errors in repair", dict(sorted(rerrs.items())))
    subtle = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
              "unrecorded_extra", "unlisted_perk", "stale_value", "wrong_policy_condition"}
    print("subtle share", round(sum(v for k, v in errs.items() if k in subtle) / sum(errs.values()), 2))
