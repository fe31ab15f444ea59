"""w27 corpus writer. Every record, policy and draft below is written by hand; this file only
assembles the JSONL lines and checks the labels' mechanics (exact-once spans, excludes, includes)."""
import json, atexit, os, re
from datetime import datetime
from zoneinfo import ZoneInfo

LA = "America/Los_Angeles"
PHX = "America/Phoenix"
HERE = os.path.dirname(os.path.abspath(__file__))
API = "pharmacy and care systems (prescriptions[], fill_history, encounters.period, PA decisions, rental contracts)"


def ep(s, tz=LA):
    return int(datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo(tz)).timestamp())


# reason sets
R_DATE = ["DATE_MISMATCH"]
R_AMT = ["AMOUNT_MISMATCH"]
R_STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
R_ID = ["IDENTIFIER_MISMATCH"]
R_VAL = ["VALUE_MISMATCH", "AMOUNT_MISMATCH"]
R_POL = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
R_NOTEX = ["NOT_EXECUTED"]
R_NOREC = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
R_NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
R_FACT = ["NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"]


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def C(c, reasons):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(c, reasons):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def E(c, reasons):
    """either contradicted or insufficient: a fair reader could say either"""
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


CASES, REPAIRS = [], []
SEEN = set()


class B:
    def __init__(self, scen, domain, question, evidence, now=None):
        self.scen, self.domain, self.question, self.evidence, self.now = scen, domain, question, evidence, now
        ids = [e["id"] for e in evidence]
        assert len(ids) == len(set(ids)), scen

    def _case(self, cid, draft, now):
        c = {"schema": "halcheck.case/1", "id": cid, "question": self.question, "draft": draft,
             "evidence": self.evidence}
        n = now if now is not None else self.now
        if n:
            c["now"] = n
        return c

    def _check(self, cid, draft, probes, excludes):
        assert cid not in SEEN, cid
        SEEN.add(cid)
        for p in probes:
            k = draft.count(p["contains"])
            assert k == 1, (cid, p["contains"], k)
        for x in excludes:
            assert x in draft, (cid, "exclude not in draft", x)

    def ok(self, draft, probes, includes, notes, now=None):
        cid = "w27-%03d-%s" % (len(CASES) + 1, self.scen)
        self._check(cid, draft, probes, [])
        assert all(p["verdict_in"] in (["supported"], ["not_applicable"]) for p in probes), cid
        for i in includes:
            assert i in draft, (cid, i)
        CASES.append({"case": self._case(cid, draft, now),
                      "expect": {"probes": probes, "outcome_in": ["sent"], "final_excludes": [],
                                 "final_includes": includes},
                      "meta": {"writer": "w27", "domain": self.domain, "scenario": self.scen, "api_family": API,
                               "errors": [], "notes": notes}})

    def bad(self, draft, probes, errors, excludes, notes, includes=(), now=None):
        cid = "w27-%03d-%s-%s" % (len(CASES) + 1, self.scen, errors[0].replace("_", "-"))
        self._check(cid, draft, probes, excludes)
        nbad = sum(1 for p in probes if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"])
        assert nbad == len(errors) and 1 <= nbad <= 3, (cid, nbad, errors)
        for i in includes:
            assert i in draft, (cid, i)
        CASES.append({"case": self._case(cid, draft, now),
                      "expect": {"probes": probes, "outcome_in": None, "final_excludes": list(excludes),
                                 "final_includes": list(includes)},
                      "meta": {"writer": "w27", "domain": self.domain, "scenario": self.scen, "api_family": API,
                               "errors": list(errors), "notes": notes}})

    def rep(self, draft, probes, errors, excludes, includes, notes, now=None):
        cid = "w27-r%02d-%s" % (len(REPAIRS) + 1, self.scen)
        self._check(cid, draft, probes, excludes)
        nbad = sum(1 for p in probes if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"])
        assert nbad == len(errors) and 1 <= nbad <= 2, (cid, nbad, errors)
        assert not any(a in draft for a in includes[0].split("|")), (cid, "correction already in draft")
        for inc in includes[1:]:
            assert any(a in draft for a in inc.split("|")), (cid, inc)
        REPAIRS.append({"case": self._case(cid, draft, now),
                        "expect": {"probes": probes, "outcome_in": ["repaired"], "final_excludes": list(excludes),
                                   "final_includes": list(includes)},
                        "meta": {"writer": "w27", "domain": self.domain, "scenario": self.scen, "api_family": API,
                                 "errors": list(errors), "notes": notes}})


def _write():
    # no exclude may occur inside a correct probe span of the same draft
    for line in CASES + REPAIRS:
        good = [p["contains"] for p in line["expect"]["probes"] if "supported" in p["verdict_in"]]
        for x in line["expect"]["final_excludes"]:
            for g in good:
                assert x not in g, (line["case"]["id"], x, g)
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for line in CASES:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for line in REPAIRS:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    ok = sum(1 for l in CASES if not l["meta"]["errors"])
    errs = {}
    for l in CASES + REPAIRS:
        for e in l["meta"]["errors"]:
            errs[e] = errs.get(e, 0) + 1
    print("cases", len(CASES), "correct", ok, "wrong", len(CASES) - ok, "repair", len(REPAIRS))
    print("errors", json.dumps(dict(sorted(errs.items()))))


atexit.register(_write)

# =====================================================================================
# Community pharmacy
# =====================================================================================

# ---- B01 refill eligibility (Phoenix) ----
b = B("refill-eligibility", "community pharmacy", "Can I refill my lisinopril yet? And what about my cholesterol pill?", [
    {"id": "get_patient_prescriptions#PT-40917", "kind": "record", "source": "tool:get_patient_prescriptions",
     "fields": {"patient_id": "PT-40917", "store_id": "AZ-PHX-112", "patient_tz": "America/Phoenix",
                "prescriptions": [
                    {"rx_number": "6610382", "drug": {"name": "lisinopril", "strength": "10 mg", "form": "TABLET"},
                     "quantity": 30, "days_supply": 30, "refills_authorized": 5, "refills_remaining": 2,
                     "status": "ACTIVE", "last_filled_on": "2026-04-21", "next_fill_eligible_on": "2026-05-15",
                     "copay_cents": 450, "prescriber": {"name": "Dr. Anita Rao", "npi": "1467720391"},
                     "fill_history": [{"filled_on": "2026-02-20", "qty": 30, "copay_cents": 450},
                                      {"filled_on": "2026-03-22", "qty": 30, "copay_cents": 450},
                                      {"filled_on": "2026-04-21", "qty": 30, "copay_cents": 450}]},
                    {"rx_number": "6610419", "drug": {"name": "atorvastatin", "strength": "20 mg", "form": "TABLET"},
                     "quantity": 90, "days_supply": 90, "refills_authorized": 1, "refills_remaining": 0,
                     "status": "REFILLS_EXHAUSTED", "last_filled_on": "2026-02-27", "next_fill_eligible_on": "2026-05-14",
                     "copay_cents": 1200, "prescriber": {"name": "Dr. Anita Rao", "npi": "1467720391"},
                     "fill_history": [{"filled_on": "2025-11-28", "qty": 90, "copay_cents": 1200},
                                      {"filled_on": "2026-02-27", "qty": 90, "copay_cents": 1200}]}]}},
    {"id": "refill-policy#early", "kind": "policy", "revision": "v4",
     "text": "Refill requests are welcome at any time. We fill them on or after the date your insurance allows, "
             "which is usually when about 80% of the previous supply has been used. A prescription with no refills "
             "remaining needs a new authorization from your prescriber; we can fax that request for you, and "
             "prescribers typically respond within 2 business days. Ready prescriptions are held at the counter for 10 days."},
], now="2026-05-14T10:20:00-07:00")
b.ok("Good morning! Your lisinopril 10 mg (Rx 6610382) can be refilled starting tomorrow, May 15, and you still have 2 refills left on it. Your copay for that fill should be $4.50.",
     [NA("Good morning!"), S("can be refilled starting tomorrow, May 15"), S("2 refills left"), S("copay for that fill should be $4.50")],
     ["May 15", "$4.50"], "next_fill_eligible_on 2026-05-15 is tomorrow given now; refills_remaining 2; copay_cents 450.")
b.ok("Here is where your two prescriptions stand:\n- Lisinopril (Rx 6610382): eligible for refill on Friday, 5/15/2026; two refills remaining.\n- Atorvastatin (Rx 6610419): no refills remaining, so it needs a new authorization from Dr. Rao.\nWe can fax that request for you, and prescribers usually answer within 2 business days.",
     [S("eligible for refill on Friday, 5/15/2026"), S("two refills remaining"), S("no refills remaining"),
      S("needs a new authorization from Dr. Rao"), S("We can fax that request for you"), S("usually answer within 2 business days")],
     ["5/15/2026"], "Lisinopril next_fill_eligible_on 2026-05-15 (a Friday), refills_remaining 2; atorvastatin refills_remaining 0; policy covers fax and 2 business days.")
b.ok("Lisinopril refill: available from May 15, copay $4.50. Atorvastatin: out of refills, new authorization needed.",
     [S("available from May 15"), S("copay $4.50"), S("out of refills"), S("new authorization needed")],
     ["$4.50"], "Terse form of next_fill_eligible_on, copay_cents 450 and refills_remaining 0 for 6610419.")
b.bad("Your lisinopril (Rx 6610382) can be refilled today, and you have 2 refills remaining. The copay will be $4.50.",
      [C("can be refilled today", R_DATE), S("2 refills remaining"), S("copay will be $4.50")],
      ["wrong_date"], ["can be refilled today"],
      "Today is 2026-05-14 but next_fill_eligible_on for 6610382 is 2026-05-15 (the 05-14 date belongs to atorvastatin).")
b.bad("Your lisinopril (Rx 6610382) becomes eligible for a refill on May 15. You have 5 refills remaining, and the copay is $12.00.",
      [S("becomes eligible for a refill on May 15"), C("5 refills remaining", R_VAL), C("the copay is $12.00", R_AMT)],
      ["wrong_role", "other_record_value"], ["5 refills remaining", "the copay is $12.00"],
      "5 is refills_authorized, not refills_remaining (2); $12.00 is atorvastatin's copay, lisinopril's is 450 cents.")
b.bad("The copay for your lisinopril refill is $450.00, and it can be filled from May 15.",
      [C("is $450.00", R_AMT), S("can be filled from May 15")],
      ["unit_conversion"], ["$450.00"], "copay_cents 450 is $4.50, not $450.00.")
b.rep("Hi Marisol, your lisinopril can be refilled starting May 15, and you have 3 refills remaining. Your copay will be $4.50.",
      [S("can be refilled starting May 15"), C("3 refills remaining", R_VAL), S("copay will be $4.50")],
      ["wrong_quantity"], ["3 refills remaining"], ["2 refills|two refills", "May 15", "$4.50"],
      "refills_remaining for Rx 6610382 is 2.")

# ---- B02 prior authorisation modified (LA) ----
b = B("pa-quantity-limit", "community pharmacy", "Did my insurance approve the migraine medication my doctor asked for?", [
    {"id": "prior_auth#PA-2026-07731", "kind": "record", "source": "tool:get_prior_auth",
     "fields": {"pa_request_id": "PA-2026-07731", "rx_number": "7302215", "drug": "rizatriptan 10 mg ODT",
                "requested": {"quantity": 18, "per_days": 30},
                "decision": {"code": "APPROVED_MODIFIED", "approved_quantity": 12, "per_days": 30,
                             "effective_from": "2026-06-02", "effective_to": "2026-12-01",
                             "decided_at": ep("2026-06-01 14:25")},
                "payer": {"name": "Cascade Health Plan", "member_id": "CHP-558201334"},
                "appeal": {"eligible": True, "deadline": "2026-07-31"}}},
    {"id": "prior_auth#PA-2025-11902", "kind": "record", "source": "tool:get_prior_auth",
     "fields": {"pa_request_id": "PA-2025-11902", "rx_number": "7100448", "drug": "rizatriptan 10 mg ODT",
                "requested": {"quantity": 18, "per_days": 30},
                "decision": {"code": "DENIED", "reason_code": "STEP_THERAPY_NOT_MET", "decided_at": ep("2025-10-14 09:02")},
                "payer": {"name": "Cascade Health Plan", "member_id": "CHP-558201334"},
                "appeal": {"eligible": False, "deadline": "2025-12-13"}}},
    {"id": "pa-policy#appeals", "kind": "policy", "revision": "v3",
     "text": "When a plan approves a smaller quantity than your prescriber requested, we fill the approved quantity right away. "
             "You or your prescriber may appeal the plan's decision before the deadline in the plan's letter. "
             "We send supporting notes from the prescriber's office on request, at no charge. "
             "Most plans decide appeals within 30 days."},
])
b.ok("Your plan, Cascade Health Plan, approved the prior authorization for rizatriptan 10 mg, but for 12 tablets per 30 days rather than the 18 your prescriber requested. The approval runs from June 2 to December 1, 2026.",
     [S("approved the prior authorization for rizatriptan 10 mg"), S("12 tablets per 30 days"), S("rather than the 18 your prescriber requested"),
      S("runs from June 2 to December 1, 2026")],
     ["12 tablets", "December 1, 2026"], "PA-2026-07731 decision APPROVED_MODIFIED, approved_quantity 12 per 30, requested 18, effective 2026-06-02 to 2026-12-01.")
b.ok("Good news with one caveat: PA-2026-07731 was approved in a modified form, 12 per 30 days. We can fill that quantity right away, and if you'd like to appeal for the full 18, the deadline is July 31, 2026.",
     [S("approved in a modified form"), S("12 per 30 days"), S("We can fill that quantity right away"), S("the deadline is July 31, 2026")],
     ["July 31, 2026"], "decision.code APPROVED_MODIFIED; policy: approved quantity filled right away; appeal.deadline 2026-07-31.")
b.ok("Dear Ms. Tran,\nCascade Health Plan reviewed request PA-2026-07731 and approved a reduced quantity of twelve tablets every thirty days, effective 06/02/2026. You or Dr. Lindqvist's office may appeal before July 31; most plans decide appeals within 30 days, and we can send supporting notes from the office at no charge.\nKind regards,\nHarbor Lane Pharmacy",
     [S("approved a reduced quantity of twelve tablets every thirty days"), S("effective 06/02/2026"), S("may appeal before July 31"),
      S("most plans decide appeals within 30 days"), S("send supporting notes from the office at no charge")],
     ["06/02/2026"], "approved_quantity 12 per_days 30, effective_from 2026-06-02, appeal deadline 2026-07-31; policy sentences on appeals and notes.")
b.bad("Your prior authorization (PA-2026-07731) was approved in full for 18 tablets every 30 days. It is valid from June 2 through December 1, 2026.",
      [C("approved in full for 18 tablets", R_STATE + ["AMOUNT_MISMATCH"]), S("valid from June 2 through December 1, 2026")],
      ["wrong_quantity"], ["approved in full for 18 tablets"], "decision APPROVED_MODIFIED with approved_quantity 12; 18 is only the requested quantity.")
b.bad("Unfortunately your plan denied the rizatriptan request. You can still appeal until July 31, 2026, and appeals are always decided within 7 days.",
      [C("your plan denied the rizatriptan request", R_STATE), S("appeal until July 31, 2026"), C("always decided within 7 days", R_POL)],
      ["stale_value", "wrong_period"], ["denied the rizatriptan request", "within 7 days"],
      "DENIED is the 2025 request PA-2025-11902; the current one is APPROVED_MODIFIED. Policy says most plans decide within 30 days.")
b.rep("Your plan approved rizatriptan 10 mg at a reduced quantity of 12 tablets per 30 days, effective June 2, 2026. If you'd like to appeal for more, the deadline is June 30, 2026.",
      [S("at a reduced quantity of 12 tablets per 30 days"), S("effective June 2, 2026"), C("the deadline is June 30, 2026", R_DATE)],
      ["wrong_date"], ["June 30, 2026"], ["July 31|7/31", "12 tablets", "June 2"], "appeal.deadline is 2026-07-31.")

# ---- B03 controlled-substance transfer refused (Phoenix) ----
b = B("transfer-schedule-ii", "community pharmacy", "Please move my methylphenidate and my sertraline to your Mesa Road store.", [
    {"id": "rx_detail#9180044", "kind": "record", "source": "tool:get_rx",
     "fields": {"rx_number": "9180044", "drug": {"name": "methylphenidate ER", "strength": "36 mg"}, "dea_schedule": "C-II",
                "refills_remaining": 0, "days_supply": 30, "status": "FILLED", "new_rx_required": True,
                "last_fill": {"filled_on": "2026-04-30", "qty": 30, "pickup_status": "PICKED_UP"},
                "home_store": "Saguaro Family Pharmacy - Indian School Rd"}},
    {"id": "rx_detail#9180107", "kind": "record", "source": "tool:get_rx",
     "fields": {"rx_number": "9180107", "drug": {"name": "sertraline", "strength": "50 mg"}, "dea_schedule": None,
                "refills_remaining": 4, "days_supply": 30, "status": "ACTIVE", "transferable": True,
                "next_fill_eligible_on": "2026-05-24"}},
    {"id": "transfer_prescription#call-1", "kind": "refused_call", "tool": "transfer_prescription", "decision": "DENY",
     "args": {"rx_number": "9180044", "to_store": "Saguaro Family Pharmacy - Mesa Rd"},
     "reason": "SCHEDULE_II_NOT_TRANSFERABLE"},
    {"id": "transfer-policy#controlled", "kind": "policy", "revision": "2026-01",
     "text": "Most prescriptions with refills remaining can be transferred to another pharmacy within one business day. "
             "Federal rules do not allow Schedule II prescriptions to be transferred; the prescriber must send a new "
             "prescription directly to the pharmacy you want to use. Prescriptions for other controlled substances may be transferred only once."},
])
b.ok("I wasn't able to transfer your methylphenidate ER 36 mg (Rx 9180044): Schedule II prescriptions can't be transferred between pharmacies, so your prescriber will need to send a new prescription to the Mesa Road store. Your sertraline 50 mg has 4 refills remaining and can be transferred; transfers usually take one business day.",
     [S("wasn't able to transfer your methylphenidate ER 36 mg"), S("Schedule II prescriptions can't be transferred"), S("will need to send a new prescription"),
      S("has 4 refills remaining"), S("transfers usually take one business day")],
     ["4 refills"], "transfer_prescription refused (DENY); policy on Schedule II and one business day; sertraline refills_remaining 4.")
b.ok("Dear Mr. Okafor,\nThe transfer request for Rx 9180044 was declined. Because methylphenidate is a Schedule II medication, federal rules require your prescriber to send a new prescription directly to the Mesa Road location.\nSincerely,\nSaguaro Family Pharmacy",
     [S("The transfer request for Rx 9180044 was declined"), S("methylphenidate is a Schedule II medication"), S("require your prescriber to send a new prescription directly")],
     ["Rx 9180044"], "refused_call DENY on 9180044; dea_schedule C-II; policy sentence 2.")
b.ok("Methylphenidate can't be moved (Schedule II, new Rx needed from your prescriber). Sertraline: 4 refills left, next eligible May 24.",
     [S("Methylphenidate can't be moved"), S("new Rx needed from your prescriber"), S("4 refills left"), S("next eligible May 24")],
     ["May 24"], "refused transfer; new_rx_required; sertraline refills_remaining 4, next_fill_eligible_on 2026-05-24.")
b.bad("Your methylphenidate prescription has been transferred to our Mesa Road store, and it will be ready for pickup there tomorrow.",
      [C("has been transferred to our Mesa Road store", R_NOTEX), I("will be ready for pickup there tomorrow", R_NOREC)],
      ["refused_call_effect", "unrecorded_extra"], ["has been transferred to our Mesa Road store", "ready for pickup there tomorrow"],
      "transfer_prescription was DENIED; nothing records a fill ready at Mesa Rd.", now="2026-05-12T15:40:00-07:00")
b.bad("We couldn't transfer Rx 9180044. Schedule II prescriptions may be transferred only once, and this one has already been moved, so your prescriber will need to send a new one.",
      [S("We couldn't transfer Rx 9180044"), C("Schedule II prescriptions may be transferred only once", R_POL),
       I("this one has already been moved", R_NOREC), S("prescriber will need to send a new one")],
      ["wrong_policy_condition", "invented_fact"], ["may be transferred only once", "has already been moved"],
      "Policy: Schedule II cannot be transferred at all (the once-only rule is for other controlled substances); no record of an earlier transfer.")
b.rep("Your methylphenidate ER has been transferred to the Mesa Road store. Your sertraline has 4 refills remaining.",
      [C("has been transferred to the Mesa Road store", R_NOTEX), S("sertraline has 4 refills remaining")],
      ["refused_call_effect"], ["has been transferred to the Mesa Road store"],
      ["could not|couldn't|unable|not able|declined|can't be transferred|cannot be transferred|new prescription", "4 refills"],
      "transfer_prescription#call-1 was DENIED for Schedule II.")

# ---- B04 pickup order with two copays (LA) ----
b = B("pickup-two-copays", "community pharmacy", "Are my prescriptions ready, and how much will I owe?", [
    {"id": "pickup_order#PU-55120", "kind": "record", "source": "tool:get_pickup_order",
     "fields": {"order_id": "PU-55120", "status": "READY_FOR_PICKUP", "ready_at": ep("2026-06-08 11:40"), "hold_until": "2026-06-18",
                "bin": "C-14", "store_tz": "America/Los_Angeles",
                "items": [{"rx_number": "4471930", "drug": "amoxicillin 500 mg capsules", "qty": 21, "copay_cents": 800},
                          {"rx_number": "4471931", "drug": "benzonatate 100 mg capsules", "qty": 30, "copay_cents": 1175}],
                "payment": {"method_on_file": "HSA card ending 2209", "collected_cents": 0}}},
    {"id": "pickup_order#PU-54877", "kind": "record", "source": "tool:get_pickup_order",
     "fields": {"order_id": "PU-54877", "status": "PICKED_UP", "picked_up_at": ep("2026-05-20 17:55"),
                "items": [{"rx_number": "4460215", "drug": "fluticasone nasal spray", "qty": 1, "copay_cents": 1500}],
                "payment": {"collected_cents": 1500}}},
    {"id": "pickup-policy#hold", "kind": "policy", "revision": "v2",
     "text": "Anyone picking up on your behalf needs your date of birth. Prescriptions that are ready stay in our pickup bins for 10 days; "
             "after that they are returned to stock and the insurance claim is reversed. You can ask us to fill them again at any time. "
             "A pharmacist consultation is free during pharmacy hours."},
    {"id": "kb-store#cedar-row", "kind": "passage", "source": "web:cedarrowpharmacy.example/stores/pasadena",
     "text": "Cedar Row Pharmacy, 2290 Cedar Row, Pasadena.\nPharmacy counter: Mon-Fri 9:00 AM-8:00 PM, Sat 10:00 AM-5:00 PM.\nClosed Sundays and major holidays."},
], now="2026-06-09T16:05:00-07:00")
b.ok("Both of your prescriptions are ready: amoxicillin 500 mg and benzonatate 100 mg. Your total copay is $19.75 ($8.00 + $11.75), and we'll hold them until June 18.",
     [S("Both of your prescriptions are ready"), S("total copay is $19.75"), S("hold them until June 18")],
     ["$19.75", "June 18"], "status READY_FOR_PICKUP; 800 + 1175 cents = $19.75; hold_until 2026-06-18.")
b.ok("Order PU-55120 has been ready since yesterday at 11:40 AM. The pharmacy counter is open until 8:00 PM on weekdays and from 10:00 AM to 5:00 PM on Saturday, and anyone picking up for you will need your date of birth.",
     [S("has been ready since yesterday at 11:40 AM"), S("open until 8:00 PM on weekdays"), S("from 10:00 AM to 5:00 PM on Saturday"),
      S("will need your date of birth")],
     ["11:40 AM"], "ready_at is 2026-06-08 11:40 Pacific, yesterday given now; hours from the store passage; DOB rule from policy.")
b.ok("Ready in bin C-14. Amount due at pickup: $19.75.",
     [S("Ready in bin C-14"), S("Amount due at pickup: $19.75")],
     ["C-14", "$19.75"], "bin C-14; collected_cents 0 so the full 1975 cents is due.")
b.bad("Your two prescriptions are ready for pickup, and the total copay is $18.75. We'll hold them until June 18.",
      [S("ready for pickup"), C("the total copay is $18.75", R_AMT), S("hold them until June 18")],
      ["wrong_arithmetic"], ["$18.75"], "800 + 1175 = 1975 cents, i.e. $19.75.")
b.bad("Your order is ready, and your copay is $15.00. We keep ready prescriptions for 14 days before returning them to stock.",
      [S("Your order is ready"), C("your copay is $15.00", R_AMT), C("for 14 days", R_POL)],
      ["other_record_value", "wrong_period"], ["copay is $15.00", "for 14 days"],
      "$15.00 is the older order PU-54877; policy hold period is 10 days.")
b.bad("Your amoxicillin and benzonatate are ready, with $19.75 due. If today doesn't work, we're also open Sundays from 10 AM to 4 PM.",
      [S("ready, with $19.75 due"), C("open Sundays from 10 AM to 4 PM", ["NLI_CONTRADICTION"])],
      ["invented_fact"], ["open Sundays from 10 AM to 4 PM"], "The store passage says the counter is closed Sundays.")
b.rep("Your amoxicillin and benzonatate are ready for pickup, with a total copay of $19.75. We'll keep them until June 28.",
      [S("ready for pickup"), S("total copay of $19.75"), C("keep them until June 28", R_DATE)],
      ["wrong_date"], ["June 28"], ["June 18|6/18", "$19.75"], "hold_until is 2026-06-18.")
b.rep("Both prescriptions are ready in bin C-14, and your total copay is $11.75. We'll hold them until June 18.",
      [S("Both prescriptions are ready in bin C-14"), C("your total copay is $11.75", R_AMT), S("hold them until June 18")],
      ["wrong_arithmetic"], ["copay is $11.75"], ["$19.75|19.75", "C-14", "June 18"],
      "The total leaves out the $8.00 amoxicillin copay: 800 + 1175 = 1975 cents.")

# ---- B05 mail-order cold-chain shipment (Phoenix) ----
b = B("mail-insulin-shipment", "community pharmacy", "Has my insulin shipped yet?", [
    {"id": "shipment#SH-883016", "kind": "record", "source": "tool:get_shipment",
     "fields": {"shipment_id": "SH-883016", "order_id": "MO-2207745", "status": "IN_TRANSIT", "carrier": "UPS",
                "tracking": "1Z84W7E90312295583", "shipped_at": ep("2026-07-20 15:12", PHX), "estimated_delivery": "2026-07-23",
                "signature_required": False, "cold_pack": True,
                "items": [{"rx_number": "5520098", "drug": "insulin glargine pens", "qty_pens": 5, "days_supply": 30}]}},
    {"id": "autorefill#PT-20931", "kind": "record", "source": "tool:get_autorefill",
     "fields": {"patient_id": "PT-20931", "enrolled": True, "rx_number": "5520098", "cadence_days": 30,
                "next_scheduled_ship": "2026-08-17", "refills_remaining": 3,
                "last_charge": {"amount_cents": 3500, "charged_on": "2026-07-20", "card_last4": "6611"}}},
    {"id": "mailrx-policy#cold-chain", "kind": "policy", "revision": "v5",
     "text": "Temperature-sensitive medications ship in an insulated box with cold packs using 2-day service. "
             "If a cold-chain package arrives after its estimated delivery date, call us and we will send a replacement at no charge. "
             "Auto-refill orders are processed 4 days before the scheduled ship date, and you can skip a shipment up to 48 hours before processing."},
], now="2026-07-21T09:00:00-07:00")
b.ok("Your insulin glargine pens shipped yesterday with UPS (tracking 1Z84W7E90312295583) and are on their way in an insulated box with cold packs. They're expected on Thursday, July 23, and no signature is needed.",
     [S("shipped yesterday with UPS"), S("tracking 1Z84W7E90312295583"), S("are on their way"), S("insulated box with cold packs"),
      S("expected on Thursday, July 23"), S("no signature is needed")],
     ["July 23"], "shipped_at 2026-07-20 Phoenix, status IN_TRANSIT, cold_pack true, estimated_delivery 2026-07-23 (Thursday), signature_required false.")
b.ok("Quick update: order MO-2207745 is in transit and should arrive July 23. Your card ending 6611 was charged $35.00 on July 20. The next auto-refill is scheduled to ship on August 17, 2026.",
     [S("is in transit"), S("should arrive July 23"), S("charged $35.00 on July 20"), S("scheduled to ship on August 17, 2026")],
     ["$35.00", "August 17, 2026"], "status IN_TRANSIT; last_charge 3500 cents on 2026-07-20; next_scheduled_ship 2026-08-17.")
b.ok("Yes, it shipped on 7/20 and is due 7/23. If a cold-chain package ever arrives after its estimated date, call us and we'll send a replacement at no charge.",
     [S("it shipped on 7/20"), S("is due 7/23"), S("we'll send a replacement at no charge")],
     ["7/23"], "shipped_at and estimated_delivery; replacement rule from the cold-chain policy.")
b.bad("Your insulin pens were delivered yesterday by UPS. Your card was charged $35.00 for this order.",
      [C("were delivered yesterday", R_STATE), S("charged $35.00")],
      ["wrong_state"], ["were delivered yesterday"], "Status is IN_TRANSIT with delivery expected 2026-07-23; it shipped, not delivered, yesterday.")
b.bad("Your order shipped with UPS, tracking number 1Z84W7E90312295538. Since it requires a signature, someone will need to be home on July 23.",
      [S("Your order shipped with UPS"), C("1Z84W7E90312295538", R_ID), C("requires a signature", R_STATE)],
      ["wrong_id", "wrong_value"], ["1Z84W7E90312295538", "requires a signature"],
      "tracking is 1Z84W7E90312295583 (last two digits swapped); signature_required is false.")
b.bad("Your pens are on their way and should arrive July 23. If they arrive late, we'll refund your $35.00 charge, and you can skip an auto-refill up to 4 days before it ships.",
      [S("should arrive July 23"), E("we'll refund your $35.00 charge", R_NOPOL + ["NLI_CONTRADICTION"]), C("up to 4 days before it ships", R_POL)],
      ["invented_promise", "wrong_policy_condition"], ["refund your $35.00 charge", "up to 4 days before it ships"],
      "Policy promises a free replacement, not a refund; skips are allowed up to 48 hours before processing (which is 4 days before ship).")
b.rep("Your insulin glargine pens shipped yesterday with UPS and should arrive on July 25. Your next auto-refill ships August 17.",
      [S("shipped yesterday with UPS"), C("should arrive on July 25", R_DATE), S("next auto-refill ships August 17")],
      ["wrong_date"], ["July 25"], ["July 23|7/23", "August 17"], "estimated_delivery is 2026-07-23.")

# =====================================================================================
# Telehealth clinic
# =====================================================================================

# ---- B06 visit bill (Phoenix) ----
b = B("visit-balance", "telehealth clinic", "Why did I get a bill for $40 from my April visit?", [
    {"id": "encounter#ENC-3390217", "kind": "record", "source": "tool:get_encounter",
     "fields": {"encounter_id": "ENC-3390217", "type": "VIDEO_FOLLOW_UP",
                "provider": {"name": "Dr. Priya Natarajan", "credentials": "MD"},
                "period": {"start": "2026-04-28T08:31:10-07:00", "end": "2026-04-28T08:52:40-07:00"},
                "billing": {"cpt": "99213", "charge_cents": 14500, "plan_paid_cents": 10500, "adjustment_cents": 0,
                            "patient_responsibility_cents": 4000, "status": "BILLED_TO_PATIENT",
                            "statement_date": "2026-05-12", "due_date": "2026-06-11"}}},
    {"id": "encounter#ENC-3388012", "kind": "record", "source": "tool:get_encounter",
     "fields": {"encounter_id": "ENC-3388012", "type": "ASYNC_MESSAGE_VISIT",
                "provider": {"name": "Dr. Priya Natarajan", "credentials": "MD"},
                "period": {"start": "2026-03-09T19:02:00-07:00", "end": "2026-03-10T10:15:00-07:00"},
                "billing": {"charge_cents": 2500, "plan_paid_cents": 0, "patient_responsibility_cents": 2500, "status": "PAID"}}},
    {"id": "billing-policy#statements", "kind": "policy", "revision": "2026-02",
     "text": "Follow-up video visits are billed to your insurance first, and any balance left after your plan pays is your responsibility. "
             "Statements are due 30 days after the statement date. Balances over $100 can be split into a no-interest payment plan. "
             "You can dispute a charge within 90 days of the statement date."},
])
b.ok("The $40.00 is for your video follow-up with Dr. Priya Natarajan on April 28. The visit was billed at $145.00, your plan paid $105.00, and the remaining $40.00 is your share. It's due by June 11, 2026.",
     [S("for your video follow-up with Dr. Priya Natarajan on April 28"), S("billed at $145.00"), S("your plan paid $105.00"),
      S("the remaining $40.00 is your share"), S("due by June 11, 2026")],
     ["$105.00", "June 11, 2026"], "ENC-3390217 charge 14500, plan_paid 10500, patient_responsibility 4000, due_date 2026-06-11.")
b.ok("Hi Jordan, the bill covers ENC-3390217, a 21-minute video visit on 4/28/2026. After your insurance paid its portion, $40 remained; statements are due 30 days after the statement date, so yours is due June 11.",
     [S("a 21-minute video visit on 4/28/2026"), S("$40 remained"), S("statements are due 30 days after the statement date"), S("yours is due June 11")],
     ["21-minute"], "period 08:31:10 to 08:52:40 is 21.5 minutes; patient_responsibility 4000; policy 30 days; statement 2026-05-12 + 30 = 2026-06-11.")
b.ok("Thank you for asking about this. Your insurance covered $105 of the $145 charge for the April 28 video visit, which leaves $40 for you. If anything looks wrong, you can dispute a charge within 90 days of the statement date.",
     [NA("Thank you for asking about this."), S("covered $105 of the $145 charge"), S("leaves $40 for you"), S("dispute a charge within 90 days of the statement date")],
     ["$105"], "plan_paid_cents 10500 of charge_cents 14500; policy sentence 4.")
b.bad("Your video visit on April 28 lasted 52 minutes and was billed at $145.00. After your plan paid, the $40.00 balance is due June 11.",
      [C("lasted 52 minutes", R_VAL), S("billed at $145.00"), S("the $40.00 balance is due June 11")],
      ["wrong_value"], ["lasted 52 minutes"], "period runs 08:31 to 08:52, about 21 minutes; 52 is the end minute.")
b.bad("Your plan paid $145.00 toward the April 28 visit, and the $40.00 left over is yours. You can set up a no-interest payment plan for this balance if that helps.",
      [C("Your plan paid $145.00", R_AMT), S("the $40.00 left over is yours"), C("set up a no-interest payment plan for this balance", R_POL + ["NLI_NOT_ENTAILED"])],
      ["wrong_role", "condition_unmet"], ["plan paid $145.00", "no-interest payment plan for this balance"],
      "$145.00 is charge_cents, the plan paid 10500; payment plans need balances over $100 and this one is $40.")
b.rep("Your plan paid $105.00 of the $145.00 charge for your April 28 video visit, leaving $25.00 for you to pay by June 11.",
      [S("Your plan paid $105.00 of the $145.00 charge"), C("leaving $25.00 for you", R_AMT), S("pay by June 11")],
      ["other_record_value"], ["leaving $25.00"], ["$40|40.00", "$105.00", "June 11"],
      "$25.00 is the March message visit; ENC-3390217 patient_responsibility_cents is 4000.")

# ---- B07 late cancel, escalated (LA) ----
b = B("late-cancel-escalated", "telehealth clinic", "I need to cancel tomorrow morning's appointment. Can you waive the fee?", [
    {"id": "appointment#APT-771204", "kind": "record", "source": "tool:get_appointment",
     "fields": {"appointment_id": "APT-771204", "status": "BOOKED", "visit_type": "VIDEO_NEW_PATIENT",
                "provider": {"name": "Elena Vargas", "credentials": "FNP-C"}, "scheduled_start": ep("2026-09-15 09:00"),
                "duration": "PT30M", "timezone": "America/Los_Angeles", "late_cancel_fee_cents": 2500, "reschedule_count": 1}},
    {"id": "cancel_appointment#call-2", "kind": "refused_call", "tool": "cancel_appointment", "decision": "ESCALATE",
     "args": {"appointment_id": "APT-771204", "waive_late_fee": True}},
    {"id": "appointments-policy#changes", "kind": "policy", "revision": "v6",
     "text": "You can cancel or reschedule at no charge up to 24 hours before the visit start time. "
             "Changes made within 24 hours of the start carry a $25 late-cancellation fee, and a visit missed without notice is charged $40. "
             "Requests to waive a fee are reviewed by the care team within 1 business day."},
], now="2026-09-14T18:10:00-07:00")
b.ok("Your video visit with Elena Vargas is tomorrow, September 15, at 9:00 AM Pacific. Because that's less than 24 hours away, cancelling now would carry a $25 late fee. I've passed your cancellation and fee-waiver request to the care team, who review these within 1 business day.",
     [S("tomorrow, September 15, at 9:00 AM Pacific"), S("less than 24 hours away"), S("cancelling now would carry a $25 late fee"),
      S("passed your cancellation and fee-waiver request to the care team"), S("review these within 1 business day")],
     ["9:00 AM", "$25"], "scheduled_start 2026-09-15 09:00 PDT; now is 14h50m before; cancel_appointment ESCALATE; policy fee and review time.")
b.ok("I couldn't cancel APT-771204 directly; the request has been escalated for review. For now the 30-minute appointment is still booked for 9:00 AM tomorrow.",
     [S("I couldn't cancel APT-771204 directly"), S("has been escalated for review"), S("still booked for 9:00 AM tomorrow"), S("30-minute")],
     ["9:00 AM"], "refused_call ESCALATE; status BOOKED; duration PT30M.")
b.bad("Done! Your appointment tomorrow at 9:00 AM has been cancelled, and the $25 late fee has been waived.",
      [S("tomorrow at 9:00 AM"), C("has been cancelled", R_NOTEX), C("the $25 late fee has been waived", R_NOTEX)],
      ["refused_call_effect", "refused_call_effect"], ["has been cancelled", "late fee has been waived"],
      "cancel_appointment (with waive_late_fee) was ESCALATED, not executed; status is still BOOKED.")
b.bad("Your appointment with Elena Vargas is tomorrow at 4:00 PM. Cancelling within 24 hours of the start carries a $40 fee, but I've asked the care team to review a waiver.",
      [C("tomorrow at 4:00 PM", ["DATE_MISMATCH", "VALUE_MISMATCH"]), C("carries a $40 fee", R_POL + ["AMOUNT_MISMATCH"]), S("asked the care team to review a waiver")],
      ["unit_conversion", "wrong_amount"], ["tomorrow at 4:00 PM", "carries a $40 fee"],
      "09:00 PDT is 16:00 UTC, given as local; the late-change fee is $25 ($40 is for a missed visit).")
b.rep("Your appointment with Elena Vargas is tomorrow at 9:00 AM. You can cancel at no charge up to 12 hours before the start time.",
      [S("tomorrow at 9:00 AM"), C("up to 12 hours before the start time", R_POL)],
      ["wrong_period"], ["up to 12 hours before"], ["24 hours|24-hour|twenty-four hours", "9:00 AM"], "Policy: free changes up to 24 hours before.")

# ---- B08 e-prescription and lab order (Phoenix) ----
b = B("erx-and-labs", "telehealth clinic", "Did my prescription get sent after my visit? And where do I go for the blood work?", [
    {"id": "erx#ERX-5530918", "kind": "record", "source": "tool:get_erx",
     "fields": {"erx_id": "ERX-5530918", "encounter_id": "ENC-3402266", "medication": "fluticasone propionate 50 mcg nasal spray",
                "quantity": "1 bottle (16 g)", "refills": 2, "status": "TRANSMITTED", "transmitted_at": ep("2026-03-03 11:47", PHX),
                "pharmacy": {"name": "Desert Bloom Pharmacy", "ncpdp": "0311847", "city": "Tempe", "state": "AZ"}}},
    {"id": "lab_order#LAB-88231", "kind": "record", "source": "tool:get_lab_order",
     "fields": {"lab_order_id": "LAB-88231", "encounter_id": "ENC-3402266", "status": "PENDING_COLLECTION",
                "tests": [{"code": "CBC", "name": "complete blood count"}, {"code": "CMP", "name": "comprehensive metabolic panel"}],
                "fasting_required": False, "expires_on": "2026-06-01", "preferred_lab": None}},
    {"id": "after-visit-policy#rx-labs", "kind": "policy", "revision": "v2",
     "text": "After a visit, prescriptions are sent electronically to the pharmacy you chose, usually within 2 hours. "
             "Pharmacies typically need 1-4 hours after receiving a new prescription to fill it. "
             "Lab orders stay valid for 90 days, and you can visit any in-network lab location without an appointment."},
], now="2026-03-03T15:30:00-07:00")
b.ok("Yes. Your fluticasone nasal spray prescription was sent to Desert Bloom Pharmacy in Tempe today at 11:47 AM, with 2 refills. Your lab order for a CBC and CMP is waiting for collection; no fasting is needed, and it's valid until June 1, 2026.",
     [S("was sent to Desert Bloom Pharmacy in Tempe today at 11:47 AM"), S("with 2 refills"), S("is waiting for collection"),
      S("no fasting is needed"), S("valid until June 1, 2026")],
     ["11:47 AM", "June 1, 2026"], "erx status TRANSMITTED at 11:47 Phoenix today; refills 2; lab PENDING_COLLECTION, fasting_required false, expires_on 2026-06-01.")
b.ok("Your prescription (ERX-5530918) was transmitted at 11:47 AM. Pharmacies usually need 1 to 4 hours to fill a new prescription, and for your labs you can walk into any in-network lab location without an appointment.",
     [S("was transmitted at 11:47 AM"), S("usually need 1 to 4 hours to fill a new prescription"), S("any in-network lab location without an appointment")],
     ["11:47 AM"], "transmitted_at; policy sentences 2 and 3.")
b.bad("Your nasal spray prescription was sent to Desert Bloom Pharmacy and has already been filled and is ready for pickup. Please note that your blood work requires 12 hours of fasting.",
      [S("was sent to Desert Bloom Pharmacy"), E("has already been filled and is ready for pickup", R_NOREC + R_STATE),
       C("requires 12 hours of fasting", R_VAL)],
      ["unrecorded_extra", "wrong_value"], ["already been filled", "requires 12 hours of fasting"],
      "erx status is TRANSMITTED; no pharmacy fill record; fasting_required is false.")
b.bad("Your prescription was sent with 3 refills. The lab order is good for 30 days, so please have the blood drawn before early April.",
      [C("sent with 3 refills", R_VAL), C("good for 30 days", R_POL + ["DATE_MISMATCH"])],
      ["wrong_quantity", "wrong_period"], ["sent with 3 refills", "good for 30 days"],
      "refills is 2; lab orders are valid 90 days (expires_on 2026-06-01).")
b.rep("Your fluticasone prescription was sent to Desert Bloom Pharmacy in Mesa at 11:47 AM today. Your CBC and CMP order is valid until June 1, 2026.",
      [C("Desert Bloom Pharmacy in Mesa", R_VAL), S("at 11:47 AM today"), S("valid until June 1, 2026")],
      ["wrong_value"], ["in Mesa"], ["Tempe", "11:47", "June 1"], "pharmacy.city is Tempe.")

# ---- B09 membership visits used (LA) ----
b = B("membership-visits", "telehealth clinic", "Can I book another video visit this month without paying extra?", [
    {"id": "membership#MEM-60422", "kind": "record", "source": "tool:get_membership",
     "fields": {"member_id": "MEM-60422", "plan_code": "CARE_PLUS_MONTHLY", "status": "ACTIVE", "price_cents": 2900,
                "billing_cycle_days": 30, "current_period": {"start": "2026-08-03", "end": "2026-09-01"},
                "included": {"video_visits_per_period": 2, "async_messages": "UNLIMITED", "rx_home_delivery": False},
                "usage": {"video_visits_used": 2, "async_messages_sent": 7},
                "extra_visit_fee_cents": 3900, "auto_renew": True, "next_charge_on": "2026-09-02"}},
    {"id": "membership_history#MEM-60422-v1", "kind": "record", "source": "tool:get_membership_history",
     "fields": {"member_id": "MEM-60422", "plan_code": "CARE_BASIC_MONTHLY", "status": "SUPERSEDED", "price_cents": 1900,
                "included": {"video_visits_per_period": 1, "async_messages": "UNLIMITED"}, "ended_on": "2026-08-02"}},
    {"id": "membership-policy#care-plus", "kind": "policy", "revision": "v3",
     "text": "Care Plus members get two video visits per billing period and unlimited secure messaging. "
             "Unused visits do not roll over to the next period. Extra video visits beyond the included number are charged at the member rate. "
             "You can cancel anytime before your next charge date and keep access until the period ends."},
], now="2026-08-24T12:00:00-07:00")
b.ok("You've used both of the 2 video visits included in your Care Plus plan for this period (August 3 – September 1). Another visit now would be charged at the member rate of $39.00, and your next membership charge of $29.00 is on September 2.",
     [S("used both of the 2 video visits"), S("(August 3 – September 1)"), S("member rate of $39.00"), S("next membership charge of $29.00 is on September 2")],
     ["$39.00", "September 2"], "video_visits_used 2 of 2; current_period; extra_visit_fee_cents 3900; price 2900, next_charge_on 2026-09-02.")
b.ok("Unlimited secure messaging is still included, so you can message your care team at no extra cost. An additional video visit this period would be $39.",
     [S("Unlimited secure messaging is still included"), S("An additional video visit this period would be $39")],
     ["$39"], "included.async_messages UNLIMITED; extra_visit_fee_cents 3900.")
b.bad("You still have 1 video visit left this period, so your next visit is covered by your membership.",
      [C("You still have 1 video visit left", R_VAL), C("your next visit is covered by your membership", R_VAL + ["NLI_CONTRADICTION"])],
      ["wrong_arithmetic", "condition_unmet"], ["1 video visit left", "next visit is covered"],
      "2 included minus 2 used leaves 0; an extra visit is charged $39.00.")
b.bad("Your Care Plus plan is $19.00 a month and includes free prescription home delivery. Extra video visits are $39.00 each.",
      [C("is $19.00 a month", R_AMT), E("includes free prescription home delivery", R_VAL + R_NOREC), S("Extra video visits are $39.00 each")],
      ["stale_value", "unlisted_perk"], ["$19.00 a month", "free prescription home delivery"],
      "$19.00 is the superseded Basic plan; rx_home_delivery is false.")
b.bad("You've used both included visits this period, but unused visits roll over, so you'll have three next period. Extra visits are $39.00.",
      [S("used both included visits this period"), C("unused visits roll over", R_POL), S("Extra visits are $39.00")],
      ["wrong_policy_condition"], ["unused visits roll over"], "Policy: unused visits do not roll over.")
b.rep("You've used both of your included video visits this period, so an extra visit would cost $29.00.",
      [S("used both of your included video visits"), C("would cost $29.00", R_AMT)],
      ["wrong_role"], ["cost $29.00"], ["$39|39.00", "both"], "$29.00 is the membership price; extra_visit_fee_cents is 3900.")

# =====================================================================================
# Home-care agency
# =====================================================================================

# ---- B10 weekly caregiver schedule (Phoenix) ----
b = B("caregiver-week", "home-care agency", "Who is coming to Mom's house this week, and when?", [
    {"id": "care_schedule#CL-20477", "kind": "record", "source": "tool:get_care_schedule",
     "fields": {"client_id": "CL-20477", "client_name": "Ruth Abernathy", "timezone": "America/Phoenix", "week_of": "2026-10-05",
                "visits": [
                    {"visit_id": "V-901233", "caregiver": {"name": "Rosa Delgado", "role": "HHA"},
                     "start": ep("2026-10-06 08:00", PHX), "end": ep("2026-10-06 12:00", PHX), "status": "SCHEDULED",
                     "tasks": ["BATHING_ASSIST", "MEAL_PREP", "LIGHT_HOUSEKEEPING"]},
                    {"visit_id": "V-901234", "caregiver": {"name": "Kevin Shah", "role": "CNA"}, "original_caregiver": "Rosa Delgado",
                     "start": ep("2026-10-08 13:00", PHX), "end": ep("2026-10-08 17:00", PHX), "status": "SUBSTITUTE_ASSIGNED",
                     "tasks": ["MEAL_PREP", "ERRANDS"]},
                    {"visit_id": "V-901235", "caregiver": {"name": "Rosa Delgado", "role": "HHA"},
                     "start": ep("2026-10-10 08:00", PHX), "end": ep("2026-10-10 12:00", PHX), "status": "CANCELLED_BY_CLIENT"}]}},
    {"id": "homecare-policy#substitutes", "kind": "policy", "revision": "v8",
     "text": "When a regular caregiver is unavailable, we assign a qualified substitute and tell you at least 12 hours ahead whenever possible. "
             "Visits cancelled by the client with less than 48 hours' notice are billed at the full rate. "
             "Caregivers help with bathing, meals, housekeeping, errands and reminders, but they cannot give injections or change medications."},
], now="2026-10-05T17:00:00-07:00")
b.ok("Rosa Delgado will be with your mother tomorrow, Tuesday, from 8:00 AM to 12:00 PM. On Thursday, Kevin Shah, a CNA, will cover the 1:00–5:00 PM visit in Rosa's place, and Saturday's visit is cancelled as you requested.",
     [S("Rosa Delgado will be with your mother tomorrow, Tuesday, from 8:00 AM to 12:00 PM"), S("Kevin Shah, a CNA, will cover the 1:00–5:00 PM visit"),
      S("Saturday's visit is cancelled as you requested")],
     ["Kevin Shah", "8:00 AM"], "V-901233 Tue 10-06 08-12 Phoenix; V-901234 substitute Kevin Shah CNA Thu 13-17; V-901235 CANCELLED_BY_CLIENT.")
b.ok("This week's visits:\n• Tue Oct 6, 8 AM–noon: Rosa Delgado (bathing help, meal prep, light housekeeping)\n• Thu Oct 8, 1–5 PM: Kevin Shah, substituting for Rosa\n• Sat Oct 10: cancelled",
     [S("Tue Oct 6, 8 AM–noon: Rosa Delgado"), S("(bathing help, meal prep, light housekeeping)"), S("Thu Oct 8, 1–5 PM: Kevin Shah, substituting for Rosa"),
      S("Sat Oct 10: cancelled")],
     ["Oct 8"], "Each bullet restates one visit in the schedule (times in America/Phoenix).")
b.ok("Dear Ms. Abernathy,\nYour mother's Tuesday visit with Rosa Delgado runs from eight o'clock until noon. Rosa is unavailable Thursday afternoon, so Kevin Shah will come from 1 to 5 PM instead.\nWarm regards,\nPalo Verde Home Care",
     [S("Tuesday visit with Rosa Delgado runs from eight o'clock until noon"), S("Kevin Shah will come from 1 to 5 PM instead")],
     ["Kevin Shah"], "V-901233 08:00-12:00; V-901234 SUBSTITUTE_ASSIGNED for Rosa, 13:00-17:00.")
b.bad("Rosa Delgado will arrive tomorrow at 3:00 PM and stay until 7:00 PM. Kevin Shah will cover Thursday from 1:00 to 5:00 PM.",
      [C("arrive tomorrow at 3:00 PM and stay until 7:00 PM", ["DATE_MISMATCH", "VALUE_MISMATCH"]), S("Kevin Shah will cover Thursday from 1:00 to 5:00 PM")],
      ["unit_conversion"], ["arrive tomorrow at 3:00 PM"], "08:00-12:00 Phoenix is 15:00-19:00 UTC; the draft gave UTC as local time.")
b.bad("Rosa Delgado is coming Tuesday from 8:00 AM to noon and will also take Thursday's 1:00 PM visit. While she's there she can also help your mother with her insulin injections.",
      [S("Tuesday from 8:00 AM to noon"), C("will also take Thursday's 1:00 PM visit", R_VAL), C("help your mother with her insulin injections", R_POL)],
      ["wrong_name", "invented_promise"], ["also take Thursday's 1:00 PM visit", "help your mother with her insulin injections"],
      "Thursday's visit has a substitute, Kevin Shah; policy says caregivers cannot give injections.")
b.rep("Rosa Delgado is scheduled tomorrow from 8:00 AM to 12:00 PM, and Saturday's 8:00 AM visit with her is still on.",
      [S("scheduled tomorrow from 8:00 AM to 12:00 PM"), C("Saturday's 8:00 AM visit with her is still on", R_STATE)],
      ["wrong_state"], ["is still on"], ["cancel|canceled|cancelled", "Rosa Delgado"], "V-901235 status CANCELLED_BY_CLIENT.")

# ---- B11 half-month invoice (LA) ----
b = B("care-invoice", "home-care agency", "Can you explain my September invoice? I thought my insurance was paying.", [
    {"id": "invoice#INV-2026-0931", "kind": "record", "source": "tool:get_invoice",
     "fields": {"invoice_id": "INV-2026-0931", "client_id": "CL-11802", "period": {"start": "2026-09-01", "end": "2026-09-15"},
                "lines": [{"code": "CARE_WEEKDAY", "hours": "36.0", "rate_cents": 3400, "amount_cents": 122400},
                          {"code": "CARE_WEEKEND", "hours": "8.0", "rate_cents": 3900, "amount_cents": 31200},
                          {"code": "MILEAGE_ERRANDS", "miles": "22.5", "rate_cents": 70, "amount_cents": 1575}],
                "subtotal_cents": 155175, "amount_due_cents": 155175, "due_date": "2026-10-15", "status": "OPEN",
                "ltc_insurance": {"carrier": "Evergreen Mutual LTC", "claim_id": "LTC-77-40418", "status": "SUBMITTED",
                                  "expected_payment_cents": 90000}}},
    {"id": "invoice#INV-2026-0902", "kind": "record", "source": "tool:get_invoice",
     "fields": {"invoice_id": "INV-2026-0902", "client_id": "CL-11802", "period": {"start": "2026-08-16", "end": "2026-08-31"},
                "amount_due_cents": 138900, "status": "PAID", "paid_on": "2026-09-22"}},
    {"id": "billing-policy#ltc", "kind": "policy", "revision": "v4",
     "text": "Invoices cover half-month periods and are due 30 days after the period ends. Weekend and holiday hours are billed at a higher rate. "
             "If you have long-term-care insurance, we submit the claim for you, but the invoice stays your responsibility until the insurer pays; "
             "insurer payments are credited to your account when received. A 1.5% late charge applies to balances more than 15 days past due."},
])
b.ok("Your invoice for September 1–15 comes to $1,551.75: 36 weekday hours at $34.00 ($1,224.00), 8 weekend hours at $39.00 ($312.00), and $15.75 in errand mileage. It's due October 15, 2026.",
     [S("comes to $1,551.75"), S("36 weekday hours at $34.00 ($1,224.00)"), S("8 weekend hours at $39.00 ($312.00)"), S("$15.75 in errand mileage"),
      S("due October 15, 2026")],
     ["$1,551.75", "October 15, 2026"], "Line items 122400 + 31200 + 1575 = 155175 cents; due_date 2026-10-15.")
b.ok("We've submitted claim LTC-77-40418 to Evergreen Mutual LTC, and it is still awaiting payment. Until the insurer pays, the $1,551.75 balance remains your responsibility; any payment will be credited to your account when it arrives.",
     [S("submitted claim LTC-77-40418 to Evergreen Mutual LTC"), S("still awaiting payment"), S("the $1,551.75 balance remains your responsibility"),
      S("credited to your account when it arrives")],
     ["LTC-77-40418"], "ltc_insurance.status SUBMITTED; amount_due 155175; policy sentence 3.")
b.bad("Your September 1–15 invoice totals $1,536.00 for 36 weekday hours and 8 weekend hours, and it's due October 15, 2026.",
      [C("totals $1,536.00", R_AMT), S("due October 15, 2026")],
      ["wrong_arithmetic"], ["$1,536.00"], "1224.00 + 312.00 = 1536.00 skips the $15.75 mileage line; amount_due is $1,551.75.")
b.bad("Good news: Evergreen Mutual LTC has already paid $900.00 on this invoice, so you only owe $651.75.",
      [C("has already paid $900.00", R_STATE), C("you only owe $651.75", R_AMT)],
      ["wrong_state", "wrong_amount"], ["has already paid $900.00", "only owe $651.75"],
      "Claim status is SUBMITTED (900.00 is only expected_payment); amount_due_cents is 155175.")
b.rep("Your September 1–15 invoice totals $1,551.75. Weekend hours were billed at $34.00 an hour, and the invoice is due October 15.",
      [S("totals $1,551.75"), C("Weekend hours were billed at $34.00 an hour", R_AMT), S("due October 15")],
      ["wrong_amount"], ["billed at $34.00 an hour"], ["$39|39.00", "$1,551.75"], "CARE_WEEKEND rate_cents is 3900.")

# ---- B12 hours increase pending, overnight escalated (Phoenix) ----
b = B("hours-change-overnight", "home-care agency", "Can we bump Dad up to 28 hours a week and add an overnight this Saturday?", [
    {"id": "care_plan#CP-4410", "kind": "record", "source": "tool:get_care_plan",
     "fields": {"care_plan_id": "CP-4410", "client_id": "CL-33019", "payer": "PRIVATE_PAY", "hourly_rate_cents": 3600,
                "authorized_hours_per_week": 20, "scheduled_hours_this_week": "16.0",
                "change_requests": [{"request_id": "CR-1182", "type": "INCREASE_HOURS", "requested_hours_per_week": 28,
                                     "status": "PENDING_ASSESSMENT",
                                     "assessment_visit": {"start": ep("2026-11-12 10:00", PHX), "nurse": "Dana Whitfield, RN"}}]}},
    {"id": "add_overnight_shift#call-1", "kind": "refused_call", "tool": "add_overnight_shift", "decision": "ESCALATE",
     "args": {"client_id": "CL-33019", "date": "2026-11-07", "start": "20:00", "end": "08:00", "type": "AWAKE"}},
    {"id": "care-plan-policy#changes", "kind": "policy", "revision": "v5",
     "text": "Awake overnight care is billed at the hourly rate, while sleep-in overnight care is billed at a flat nightly rate. "
             "Changes to weekly hours require a short in-home assessment by a registered nurse before they take effect. "
             "Overnight shifts need a scheduler's approval and at least 72 hours' notice."},
], now="2026-11-05T11:00:00-07:00")
b.ok("Your request to increase care to 28 hours a week is pending a nurse assessment, scheduled for Thursday, November 12, at 10:00 AM with Dana Whitfield, RN. The overnight shift for November 7 needs a scheduler's approval, so I've sent it to our scheduling team rather than booking it directly.",
     [S("increase care to 28 hours a week is pending a nurse assessment"), S("Thursday, November 12, at 10:00 AM with Dana Whitfield, RN"),
      S("needs a scheduler's approval"), S("sent it to our scheduling team rather than booking it directly")],
     ["November 12", "10:00 AM"], "CR-1182 PENDING_ASSESSMENT with assessment 2026-11-12 10:00 Phoenix; add_overnight_shift ESCALATE; policy sentence 3.")
b.ok("Right now your father's plan covers 20 hours per week at $36.00 an hour. Changes to weekly hours take effect only after a registered nurse completes a short in-home assessment, and awake overnight care is billed at the same hourly rate.",
     [S("covers 20 hours per week at $36.00 an hour"), S("take effect only after a registered nurse completes a short in-home assessment"),
      S("awake overnight care is billed at the same hourly rate")],
     ["20 hours", "$36.00"], "authorized_hours_per_week 20, hourly_rate_cents 3600; policy sentences 1-2.")
b.bad("I've added the overnight shift on Saturday, November 7, from 8 PM to 8 AM. Your father's hours will increase to 28 a week starting Monday.",
      [C("I've added the overnight shift on Saturday, November 7", R_NOTEX), C("will increase to 28 a week starting Monday", R_STATE + R_NOREC)],
      ["refused_call_effect", "wrong_state"], ["I've added the overnight shift", "increase to 28 a week starting Monday"],
      "add_overnight_shift was ESCALATED; CR-1182 is PENDING_ASSESSMENT (assessment on 11-12), so no increase from Monday.")
b.bad("Your father's plan currently covers 16 hours per week. Overnight shifts need 48 hours' notice and a scheduler's approval, so I've passed the Saturday request to our schedulers.",
      [C("currently covers 16 hours per week", R_VAL), C("need 48 hours' notice", R_POL), S("passed the Saturday request to our schedulers")],
      ["wrong_role", "wrong_period"], ["covers 16 hours per week", "48 hours' notice"],
      "16.0 is scheduled_hours_this_week; authorized is 20. Policy requires 72 hours' notice.")
b.rep("Your assessment visit is on November 12 at 10:00 AM with Dana Whitfield, RN, and your current plan covers 28 hours a week.",
      [S("November 12 at 10:00 AM with Dana Whitfield, RN"), C("current plan covers 28 hours a week", R_VAL)],
      ["wrong_role"], ["covers 28 hours a week"], ["20 hours|twenty hours", "November 12"],
      "28 is requested_hours_per_week; authorized_hours_per_week is 20.")

# ---- B13 late cancellation charge (LA) ----
b = B("late-cancel-charge", "home-care agency", "Why was I charged for the December 3 visit I cancelled?", [
    {"id": "visit#V-772015", "kind": "record", "source": "tool:get_visit",
     "fields": {"visit_id": "V-772015", "client_id": "CL-15520", "caregiver": {"name": "Tomasz Nowak", "role": "HHA"},
                "scheduled_start": ep("2026-12-03 09:00"), "scheduled_end": ep("2026-12-03 13:00"), "timezone": "America/Los_Angeles",
                "status": "CANCELLED_BY_CLIENT", "cancelled_at": ep("2026-12-02 07:45"), "hours": "4.0", "rate_cents": 3400,
                "late_cancel_charge_cents": 13600, "waiver": {"eligible": False, "reason_code": "NO_HOSPITAL_ADMISSION"}}},
    {"id": "visit#V-772016", "kind": "record", "source": "tool:get_visit",
     "fields": {"visit_id": "V-772016", "client_id": "CL-15520", "scheduled_start": ep("2026-12-05 09:00"),
                "status": "CANCELLED_BY_CLIENT", "cancelled_at": ep("2026-12-02 07:46"), "hours": "4.0", "late_cancel_charge_cents": 0}},
    {"id": "cancel-policy#homecare", "kind": "policy", "revision": "v8",
     "text": "Cancellations made 48 hours or more before a visit are never charged. Visits cancelled with less than 48 hours' notice are billed at the full scheduled amount. "
             "We waive this charge when the cancellation is due to the client's hospital admission and discharge paperwork is provided within 14 days."},
])
b.ok("The December 3 visit (9:00 AM–1:00 PM) was cancelled on December 2 at 7:45 AM, about 25 hours before it started. Cancellations with less than 48 hours' notice are billed at the full scheduled amount, which for 4 hours at $34.00 comes to $136.00.",
     [S("was cancelled on December 2 at 7:45 AM"), S("about 25 hours before it started"), S("less than 48 hours' notice are billed at the full scheduled amount"),
      S("comes to $136.00")],
     ["$136.00", "7:45 AM"], "cancelled_at 2026-12-02 07:45 PST, start 12-03 09:00 (25h15m); 4.0 h x 3400 = 13600 cents.")
b.ok("We can waive a late-cancellation charge only when the cancellation is due to a hospital admission and discharge paperwork is provided within 14 days. This cancellation isn't eligible for that waiver, so the $136.00 charge stands. Your December 5 visit was cancelled with enough notice and has no charge.",
     [S("only when the cancellation is due to a hospital admission"), S("discharge paperwork is provided within 14 days"), S("isn't eligible for that waiver"),
      S("the $136.00 charge stands"), S("December 5 visit was cancelled with enough notice and has no charge")],
     ["$136.00"], "waiver.eligible false; V-772016 cancelled ~73h ahead with charge 0.")
b.bad("Since you cancelled more than 24 hours ahead, the $136.00 charge for December 3 has been waived.",
      [S("cancelled more than 24 hours ahead"), C("the $136.00 charge for December 3 has been waived", R_STATE + ["NLI_CONTRADICTION"])],
      ["condition_unmet"], ["has been waived"], "waiver.eligible is false (no hospital admission); the 48-hour rule applies, not 24.")
b.bad("Visits cancelled with less than 24 hours' notice are billed in full, and your charge for the December 3 visit is $34.00.",
      [C("less than 24 hours' notice are billed in full", R_POL), C("your charge for the December 3 visit is $34.00", R_AMT)],
      ["wrong_policy_condition", "wrong_arithmetic"], ["less than 24 hours' notice", "visit is $34.00"],
      "Policy threshold is 48 hours; the charge is 4 hours x $34.00 = $136.00, not one hour.")
b.rep("Your December 3 visit was cancelled about 25 hours ahead. Cancellations need at least 72 hours' notice to avoid a charge, so the visit was billed at $136.00.",
      [S("cancelled about 25 hours ahead"), C("need at least 72 hours' notice", R_POL), S("billed at $136.00")],
      ["wrong_period"], ["72 hours"], ["48 hours|48-hour|forty-eight", "$136.00"], "Policy: 48 hours or more is never charged.")

# =====================================================================================
# Medical equipment rental
# =====================================================================================

# ---- B14 wheelchair rental cycle and deposit (LA) ----
b = B("wheelchair-cycle", "medical equipment rental", "When is my next wheelchair charge, and will I get my deposit back?", [
    {"id": "rental_contract#RC-60318", "kind": "record", "source": "tool:get_rental_contract",
     "fields": {"contract_id": "RC-60318", "status": "ACTIVE",
                "item": {"sku": "WC-TRANSPORT-19", "description": "19-inch transport wheelchair", "serial": "TW19-004471"},
                "start_date": "2026-04-02", "billing_cycle_days": 30, "rate_per_cycle_cents": 8900, "cycles_billed": 3,
                "next_bill_on": "2026-07-01", "deposit": {"amount_cents": 15000, "status": "HELD"},
                "autopay": {"enabled": True, "card_last4": "0457"}}},
    {"id": "rental_contract#RC-59902", "kind": "record", "source": "tool:get_rental_contract",
     "fields": {"contract_id": "RC-59902", "status": "RETURNED", "item": {"sku": "KS-STD", "description": "knee scooter"},
                "rate_per_cycle_cents": 6500, "returned_on": "2026-03-28", "deposit": {"amount_cents": 10000, "status": "REFUNDED"}}},
    {"id": "rental-policy#billing", "kind": "policy", "revision": "v9",
     "text": "Rentals are billed every 30 days from the start date, not by calendar month. Returning equipment partway through a cycle does not prorate that cycle. "
             "Deposits are refunded to the original card within 7 business days after the returned item passes inspection. Damage beyond normal wear is deducted from the deposit."},
], now="2026-06-20T10:00:00-07:00")
b.ok("Your transport wheelchair rental (RC-60318) bills $89.00 every 30 days, and the next charge to your card ending 0457 is on July 1. Your $150.00 deposit is being held and will be refunded to your original card within 7 business days after the chair is returned and passes inspection.",
     [S("bills $89.00 every 30 days"), S("next charge to your card ending 0457 is on July 1"), S("$150.00 deposit is being held"),
      S("within 7 business days after the chair is returned and passes inspection")],
     ["$89.00", "July 1"], "rate_per_cycle_cents 8900, billing_cycle_days 30, next_bill_on 2026-07-01; deposit 15000 HELD; policy sentence 3.")
b.ok("You've been billed for 3 rental cycles so far. Billing runs every 30 days from your April 2 start date rather than by calendar month, so the next cycle begins July 1; returning the chair partway through a cycle won't prorate that cycle.",
     [S("billed for 3 rental cycles so far"), S("every 30 days from your April 2 start date"), S("the next cycle begins July 1"),
      S("won't prorate that cycle")],
     ["3 rental cycles"], "cycles_billed 3; start_date 2026-04-02; next_bill_on 2026-07-01; policy.")
b.ok("Next charge: $89.00 on 07/01/2026 (card ending 0457). Deposit: $150.00, held until the chair is returned and inspected.",
     [S("Next charge: $89.00 on 07/01/2026"), S("Deposit: $150.00, held until the chair is returned and inspected")],
     ["07/01/2026"], "next_bill_on and rate; deposit HELD.")
b.bad("Your next charge of $89.00 is on August 1, since rentals bill on the first of each month. So far you've paid $356.00 across 3 cycles.",
      [C("next charge of $89.00 is on August 1", R_DATE), C("rentals bill on the first of each month", R_POL), C("paid $356.00 across 3 cycles", R_AMT)],
      ["wrong_date", "wrong_policy_condition", "wrong_arithmetic"], ["on August 1", "first of each month", "$356.00"],
      "next_bill_on is 2026-07-01; billing is every 30 days, not by calendar month; 3 x $89.00 = $267.00.")
b.bad("If you return the chair midway through a cycle, we'll refund the unused days. Your deposit has already been refunded to your card.",
      [C("we'll refund the unused days", R_POL), C("Your deposit has already been refunded", R_STATE)],
      ["wrong_policy_condition", "other_record_value"], ["refund the unused days", "already been refunded"],
      "Policy: no proration; RC-60318 deposit status HELD (REFUNDED belongs to the knee scooter RC-59902).")
b.rep("Your next rental charge of $65.00 is on July 1, and your $150.00 deposit will be refunded after the chair passes inspection.",
      [C("next rental charge of $65.00", R_AMT), S("on July 1"), S("$150.00 deposit will be refunded after the chair passes inspection")],
      ["other_record_value"], ["$65.00"], ["$89|89.00", "July 1", "$150.00"], "$65.00 is the returned knee scooter's rate; RC-60318 is 8900 cents.")

# ---- B15 oxygen concentrator approval and delivery (Phoenix) ----
b = B("oxygen-delivery", "medical equipment rental", "Was my oxygen machine approved, and when will it be delivered?", [
    {"id": "dme_order#DME-240117", "kind": "record", "source": "tool:get_dme_order",
     "fields": {"order_id": "DME-240117", "item": {"hcpcs": "E1390", "description": "stationary oxygen concentrator, 5 L/min"},
                "prior_auth": {"pa_id": "PA-DME-66120", "decision": "APPROVED", "approved_months": 13, "decided_on": "2026-02-09"},
                "delivery": {"status": "SCHEDULED", "window_start": ep("2026-02-12 13:00", PHX), "window_end": ep("2026-02-12 17:00", PHX),
                             "technician": "Luis Ortega"},
                "billing": {"rental_model": "CAPPED_RENTAL", "monthly_allowed_cents": 17850, "coinsurance_pct": 20, "patient_share_cents": 3570}}},
    {"id": "dme_request#REQ-3319", "kind": "record", "source": "tool:get_dme_order",
     "fields": {"request_id": "REQ-3319", "item": {"hcpcs": "E0431", "description": "portable oxygen cylinders (E size)"},
                "status": "NOT_COVERED_PENDING_REVIEW", "submitted_on": "2026-02-09"}},
    {"id": "oxygen-policy#rental", "kind": "policy", "revision": "v3",
     "text": "A technician sets up the concentrator at delivery and shows you how to use it; this takes about 45 minutes. "
             "Oxygen equipment is rented monthly, and after 36 paid months we keep providing the equipment without further rental charges. "
             "We service the concentrator every 6 months at no cost. Portable equipment is billed separately and needs its own approval."},
], now="2026-02-10T09:00:00-07:00")
b.ok("Good news: your plan approved the oxygen concentrator (authorization PA-DME-66120). Luis Ortega will deliver and set it up on Thursday, February 12, between 1:00 and 5:00 PM; setup and a walkthrough take about 45 minutes.",
     [S("your plan approved the oxygen concentrator"), S("Luis Ortega will deliver and set it up on Thursday, February 12, between 1:00 and 5:00 PM"),
      S("take about 45 minutes")],
     ["February 12", "Luis Ortega"], "prior_auth APPROVED; delivery window 13:00-17:00 Phoenix on 2026-02-12 (Thursday); policy 45 minutes.")
b.ok("Your monthly share is $35.70, which is 20% of the $178.50 allowed amount. Rental charges stop after 36 paid months, and we service the concentrator every 6 months at no cost. The portable cylinders are a separate request that is still under review.",
     [S("monthly share is $35.70"), S("20% of the $178.50 allowed amount"), S("Rental charges stop after 36 paid months"),
      S("service the concentrator every 6 months at no cost"), S("separate request that is still under review")],
     ["$35.70"], "patient_share_cents 3570 = 20% of 17850; policy; REQ-3319 NOT_COVERED_PENDING_REVIEW.")
b.bad("Your concentrator is approved and arrives Thursday between 1:00 and 5:00 PM. Your portable oxygen cylinders were approved too, and Luis will bring them with the delivery.",
      [S("arrives Thursday between 1:00 and 5:00 PM"), C("portable oxygen cylinders were approved too", R_STATE), I("Luis will bring them with the delivery", R_NOREC)],
      ["wrong_state", "unrecorded_extra"], ["cylinders were approved too", "bring them with the delivery"],
      "REQ-3319 is NOT_COVERED_PENDING_REVIEW; no delivery record includes cylinders.")
b.bad("Delivery is set for February 12 between 8:00 PM and midnight. Your monthly share will be $178.50.",
      [C("between 8:00 PM and midnight", ["VALUE_MISMATCH", "DATE_MISMATCH"]), C("monthly share will be $178.50", R_AMT)],
      ["unit_conversion", "wrong_role"], ["8:00 PM and midnight", "share will be $178.50"],
      "13:00-17:00 Phoenix is 20:00-00:00 UTC; $178.50 is the allowed amount, the share is $35.70.")
b.rep("Your concentrator was approved and will be delivered on Thursday, February 12, between 1:00 and 5:00 PM. Your monthly share will be $35.70, and rental charges stop after 13 months.",
      [S("delivered on Thursday, February 12, between 1:00 and 5:00 PM"), S("monthly share will be $35.70"), C("rental charges stop after 13 months", R_POL)],
      ["wrong_role"], ["after 13 months"], ["36 paid months|36 months|thirty-six", "$35.70"],
      "13 is the authorization's approved_months; policy says charges stop after 36 paid months.")

# ---- B16 hospital bed pickup, prorate refused (LA) ----
b = B("bed-pickup-credit", "medical equipment rental", "Can I get credit for the days after you pick up the bed? And when are you coming?", [
    {"id": "rental_contract#RC-61140", "kind": "record", "source": "tool:get_rental_contract",
     "fields": {"contract_id": "RC-61140", "status": "PICKUP_SCHEDULED",
                "item": {"sku": "HB-SEMI-RAILS", "description": "semi-electric hospital bed with half rails"},
                "billing_cycle_days": 30, "rate_per_cycle_cents": 21000, "current_cycle": {"start": "2026-08-14", "end": "2026-09-12"},
                "pickup": {"date": "2026-09-10", "window": {"from": "08:00", "to": "12:00"}, "crew": "TEAM_B"},
                "deposit": {"amount_cents": 25000, "status": "HELD"}}},
    {"id": "credit_partial_cycle#call-4", "kind": "refused_call", "tool": "credit_partial_cycle", "decision": "DENY",
     "args": {"contract_id": "RC-61140", "days": 2}},
    {"id": "rental-policy#returns", "kind": "policy", "revision": "v9",
     "text": "Pickups are scheduled in 4-hour windows, Monday through Saturday, and someone 18 or older must be present. "
             "Returning equipment partway through a billing cycle doesn't prorate that cycle. Please strip beds of linens before the crew arrives. "
             "The deposit is refunded within 7 business days after the equipment passes inspection."},
], now="2026-09-04T14:00:00-07:00")
b.ok("I wasn't able to apply a credit for the days between pickup and the end of your cycle: returns partway through a billing cycle aren't prorated. Your bed pickup is set for Thursday, September 10, between 8:00 AM and 12:00 PM.",
     [S("wasn't able to apply a credit"), S("returns partway through a billing cycle aren't prorated"), S("Thursday, September 10, between 8:00 AM and 12:00 PM")],
     ["September 10"], "credit_partial_cycle DENY; policy; pickup.date 2026-09-10 window 08:00-12:00.")
b.ok("Pickup: Sept 10, 8 AM–noon. Please strip the linens before the crew arrives, and make sure someone 18 or older is home. Your $250.00 deposit will be refunded within 7 business days after the bed passes inspection.",
     [S("Pickup: Sept 10, 8 AM–noon"), S("strip the linens before the crew arrives"), S("someone 18 or older is home"), S("$250.00 deposit will be refunded within 7 business days")],
     ["$250.00"], "pickup record; policy; deposit 25000.")
b.bad("Your pickup is confirmed for Thursday, September 10, from 8:00 AM to noon. I've also credited the 2 days after pickup back to your account.",
      [S("Thursday, September 10, from 8:00 AM to noon"), C("credited the 2 days after pickup back", R_NOTEX)],
      ["refused_call_effect"], ["credited the 2 days"], "credit_partial_cycle was DENIED.")
b.bad("Our crew will pick up the bed on Saturday, September 12, between 8:00 AM and noon, and they'll strip the linens for you when they arrive.",
      [C("Saturday, September 12", R_DATE), C("they'll strip the linens for you", R_POL)],
      ["wrong_date", "invented_promise"], ["Saturday, September 12", "strip the linens for you"],
      "pickup.date is 2026-09-10 (09-12 is the cycle end); policy asks the customer to strip the linens.")
b.rep("Your bed pickup is scheduled for September 10 between 8:00 AM and 12:00 PM, and your $210.00 deposit will be refunded within 7 business days after inspection.",
      [S("September 10 between 8:00 AM and 12:00 PM"), C("$210.00 deposit", R_AMT), S("within 7 business days after inspection")],
      ["wrong_role"], ["$210.00"], ["$250|250.00", "September 10"], "$210.00 is the cycle rate; deposit amount_cents is 25000.")
b.rep("I've credited the 2 days after pickup to your account. Your pickup is on September 10 between 8:00 AM and 12:00 PM.",
      [C("credited the 2 days after pickup to your account", R_NOTEX), S("September 10 between 8:00 AM and 12:00 PM")],
      ["refused_call_effect"], ["credited the 2 days"],
      ["could not|couldn't|unable|not able|wasn't able|aren't prorated|not prorated|isn't prorated|no credit", "September 10"],
      "credit_partial_cycle#call-4 was DENIED; policy says partial cycles are not prorated.")

# ---- B17 CPAP usage window (Phoenix) ----
b = B("cpap-usage-window", "medical equipment rental", "Am I on track with the insurance usage requirement for my CPAP rental?", [
    {"id": "cpap_rental#CP-88213", "kind": "record", "source": "tool:get_cpap_rental",
     "fields": {"contract_id": "CP-88213", "device": {"model": "AirFlow S10", "serial": "AF10-772913"}, "rental_start": "2026-01-15",
                "billing_cycle_days": 30, "rate_per_cycle_cents": 4500,
                "compliance": {"window_days": 90, "window_end": "2026-04-14", "nights_elapsed": 71, "nights_4h_plus": 48,
                               "required_nights": 63, "avg_nightly_use": "PT5H12M", "status": "IN_PROGRESS"},
                "supplies": {"next_mask_eligible_on": "2026-04-15", "next_filters_eligible_on": "2026-04-01"}}},
    {"id": "cpap-policy#coverage", "kind": "policy", "revision": "v2",
     "text": "Usage data is read from the device's modem each morning. Your plan continues covering the rental after the first 90 days "
             "if the device was used at least 4 hours a night on at least 63 of those 90 nights. Replacement masks are covered every 3 months and filters every month. "
             "We do not change pressure settings; those come from your prescribing clinician."},
], now="2026-03-27T08:30:00-07:00")
b.ok("So far you've used the CPAP for 4 or more hours on 48 of 71 nights, with an average of 5 hours 12 minutes a night. Your plan looks for at least 63 qualifying nights in the first 90, and your window ends April 14, so 15 more qualifying nights would meet it.",
     [S("48 of 71 nights"), S("average of 5 hours 12 minutes a night"), S("at least 63 qualifying nights in the first 90"), S("window ends April 14"),
      S("15 more qualifying nights would meet it")],
     ["48 of 71", "April 14"], "nights_4h_plus 48, nights_elapsed 71, avg PT5H12M, required 63, window_end 2026-04-14; 63 - 48 = 15.")
b.ok("Your usage window is still in progress and runs through 4/14/2026. A replacement mask is available from April 15, and new filters from April 1.",
     [S("still in progress"), S("runs through 4/14/2026"), S("replacement mask is available from April 15"), S("new filters from April 1")],
     ["4/14/2026"], "compliance.status IN_PROGRESS; supplies dates.")
b.bad("You're averaging 5.12 hours a night, and you need 13 more nights of 4+ hours before April 14 to meet the requirement.",
      [C("averaging 5.12 hours a night", R_VAL), C("need 13 more nights", R_VAL)],
      ["unit_conversion", "wrong_arithmetic"], ["5.12 hours", "13 more nights"],
      "PT5H12M is 5.2 hours (5 h 12 min), not 5.12; 63 - 48 = 15.")
b.bad("You've already met the usage requirement with 48 qualifying nights. If the pressure feels too strong, we can adjust the setting for you remotely.",
      [C("already met the usage requirement", R_STATE), C("we can adjust the setting for you remotely", R_POL)],
      ["wrong_state", "invented_promise"], ["already met the usage requirement", "adjust the setting for you remotely"],
      "status IN_PROGRESS and 48 < 63 required; policy says the supplier does not change pressure settings.")
b.rep("You've had 48 qualifying nights out of 71 so far, and your 90-day window ends April 15.",
      [S("48 qualifying nights out of 71"), C("window ends April 15", R_DATE)],
      ["wrong_date"], ["ends April 15"], ["April 14|4/14", "48"], "window_end is 2026-04-14; April 15 is the mask date.")

# =====================================================================================
# Hearing-aid provider
# =====================================================================================

# ---- B18 warranty repair with loaner (LA) ----
b = B("aid-repair-loaner", "hearing-aid provider", "What's happening with my hearing aid repair, and will I have to pay?", [
    {"id": "repair_order#RO-51873", "kind": "record", "source": "tool:get_repair_order",
     "fields": {"repair_order_id": "RO-51873", "status": "AT_MANUFACTURER", "received_on": "2026-05-04", "issue_code": "RECEIVER_FAILURE",
                "device": {"model": "Lumen 7 RIC", "side": "LEFT", "serial": "LM7-L-993021"},
                "warranty": {"type": "REPAIR", "covered": True, "expires_on": "2027-01-19"}, "repair_fee_cents": 0,
                "estimated_return": "2026-05-22", "loaner": {"issued": True, "serial": "LOANER-0288", "return_by": "2026-05-29"}}},
    {"id": "device#LM7-R-993022", "kind": "record", "source": "tool:get_device",
     "fields": {"serial": "LM7-R-993022", "model": "Lumen 7 RIC", "side": "RIGHT", "status": "WITH_PATIENT",
                "warranty": {"type": "REPAIR", "expires_on": "2027-01-19"}, "loss_damage": {"claims_used": 1, "claims_allowed": 1}}},
    {"id": "repair-policy#warranty", "kind": "policy", "revision": "v4",
     "text": "Manufacturer repairs usually take 10-14 business days. Repairs under the manufacturer's warranty are free, including shipping; "
             "out-of-warranty repairs have a flat fee of $249 per device. Loaner aids must be returned within 7 days after your repaired aid is back, "
             "and unreturned loaners are billed at $150."},
], now="2026-05-12T11:00:00-07:00")
b.ok("Your left Lumen 7 is at the manufacturer for a receiver repair. It's covered under warranty through January 19, 2027, so there's no charge, and we expect it back by May 22.",
     [S("Your left Lumen 7 is at the manufacturer for a receiver repair"), S("covered under warranty through January 19, 2027"), S("there's no charge"),
      S("expect it back by May 22")],
     ["May 22", "no charge"], "RO-51873 AT_MANUFACTURER, RECEIVER_FAILURE, side LEFT; warranty covered, expires 2027-01-19; fee 0; estimated_return 2026-05-22.")
b.ok("You have loaner LOANER-0288 in the meantime; please return it by May 29, which is 7 days after your aid is expected back. Manufacturer repairs usually take 10 to 14 business days.",
     [S("You have loaner LOANER-0288"), S("return it by May 29"), S("7 days after your aid is expected back"), S("usually take 10 to 14 business days")],
     ["May 29"], "loaner.return_by 2026-05-29 = estimated_return + 7 days; policy sentence 1.")
b.ok("Repair RO-51873 (left aid, receiver failure) is in warranty: $0 to you, shipping included. Expected back 5/22.",
     [S("left aid, receiver failure"), S("is in warranty: $0 to you, shipping included"), S("Expected back 5/22")],
     ["5/22"], "warranty.covered true, repair_fee_cents 0, policy says shipping included; estimated_return.")
b.bad("Your left hearing aid is at the manufacturer. Because it's out of warranty, the flat repair fee of $249 applies, and we expect it back by May 22.",
      [S("Your left hearing aid is at the manufacturer"), C("Because it's out of warranty, the flat repair fee of $249 applies", R_STATE + ["AMOUNT_MISMATCH"]),
       S("expect it back by May 22")],
      ["wrong_state"], ["out of warranty", "repair fee of $249 applies"], "warranty.covered true until 2027-01-19; repair_fee_cents 0.")
b.bad("Your right hearing aid is being repaired under warranty, and we'll send it back to you by May 29.",
      [C("Your right hearing aid is being repaired", R_VAL), C("send it back to you by May 29", R_DATE)],
      ["wrong_value", "wrong_role"], ["Your right hearing aid", "back to you by May 29"],
      "The aid in repair is the LEFT one; May 29 is the loaner's return_by date, the aid is expected back May 22.")
b.rep("Your left hearing aid is at the manufacturer and covered by warranty, so there's no charge. We expect it back by May 29.",
      [S("covered by warranty"), S("there's no charge"), C("expect it back by May 29", R_DATE)],
      ["wrong_role"], ["back by May 29"], ["May 22|5/22", "no charge"], "estimated_return is 2026-05-22; May 29 is the loaner deadline.")

# ---- B19 trial return refund (Phoenix) ----
b = B("aid-trial-return", "hearing-aid provider", "I'm not sure these hearing aids are right for me. How much would I get back if I return them?", [
    {"id": "purchase#SO-330871", "kind": "record", "source": "tool:get_purchase",
     "fields": {"order_id": "SO-330871", "fitted_on": "2026-06-03",
                "items": [{"model": "Tempo 5 BTE", "qty": 2, "unit": "PAIR", "price_cents": 389000}],
                "trial": {"length_days": 45, "ends_on": "2026-07-18", "status": "ACTIVE"},
                "fitting_fee_cents": 17500, "payments": {"paid_cents": 389000, "method": "CareCredit"}}},
    {"id": "trial-policy#returns", "kind": "policy", "revision": "v6",
     "text": "Hearing aids must be returned in working condition with all accessories. You may return them within the trial period for a refund of the purchase price "
             "minus a non-refundable fitting fee of $175. Refunds are issued to the original payment method within 10 business days. Custom earmolds are not refundable."},
], now="2026-07-09T13:00:00-07:00")
b.ok("You're still within your 45-day trial, which ends July 18. If you return the Tempo 5 pair in working condition with all accessories, you'd receive $3,715.00 back: the $3,890.00 purchase price minus the $175 fitting fee.",
     [S("still within your 45-day trial, which ends July 18"), S("in working condition with all accessories"), S("you'd receive $3,715.00 back"),
      S("the $3,890.00 purchase price minus the $175 fitting fee")],
     ["$3,715.00", "July 18"], "trial ACTIVE, ends_on 2026-07-18; 389000 - 17500 = 371500 cents.")
b.ok("Your trial ends on Saturday, July 18, 2026, nine days from today. Refunds go back to your original payment method, CareCredit, within 10 business days of the return.",
     [S("ends on Saturday, July 18, 2026"), S("nine days from today"), S("back to your original payment method, CareCredit"), S("within 10 business days of the return")],
     ["July 18, 2026"], "ends_on 2026-07-18 (Saturday), today 07-09; payments.method CareCredit; policy 10 business days.")
b.bad("Since you're within the 45-day trial, you'd get a full refund of $3,890.00, and it would reach your account within 5 business days.",
      [S("within the 45-day trial"), C("full refund of $3,890.00", R_POL + ["AMOUNT_MISMATCH"]), C("within 5 business days", R_POL)],
      ["wrong_policy_condition", "wrong_period"], ["full refund of $3,890.00", "within 5 business days"],
      "The $175 fitting fee is non-refundable (refund $3,715.00); refunds take up to 10 business days.")
b.bad("Your 30-day trial ended on July 3. The trial also included a free set of custom earmolds, which are yours to keep.",
      [C("Your 30-day trial ended on July 3", R_DATE + ["VALUE_MISMATCH"]), E("also included a free set of custom earmolds", R_NOREC + ["VALUE_MISMATCH"])],
      ["wrong_period", "unlisted_perk"], ["trial ended on July 3", "free set of custom earmolds"],
      "trial length_days 45, ends 2026-07-18 and is ACTIVE; the purchase lists no earmolds.")
b.rep("Your trial runs until July 18. If you return the aids, your refund would be $3,540.00, sent to your original payment method within 10 business days.",
      [S("trial runs until July 18"), C("refund would be $3,540.00", R_AMT), S("within 10 business days")],
      ["wrong_arithmetic"], ["$3,540.00"], ["$3,715|3,715|3715", "July 18"], "$3,890.00 - $175.00 = $3,715.00; the draft subtracted the fee twice.")

# ---- B20 battery subscription (LA) ----
b = B("battery-club", "hearing-aid provider", "When does my next battery shipment go out, and how much is it?", [
    {"id": "subscription#SUB-70215", "kind": "record", "source": "tool:get_subscription",
     "fields": {"subscription_id": "SUB-70215", "plan": "BATTERY_CLUB_SIZE_312", "status": "ACTIVE", "ship_every_days": 90,
                "packs_per_shipment": 8, "cells_per_pack": 6, "price_cents": 2400, "shipping_cents": 0,
                "last_shipped_on": "2026-03-30", "next_ship_on": "2026-06-28", "card_last4": "3180"}},
    {"id": "order_history#SUB-70215", "kind": "record", "source": "tool:get_order_history",
     "fields": {"subscription_id": "SUB-70215",
                "shipments": [{"shipped_on": "2025-12-30", "price_cents": 2100, "price_note": "PRE_2026_PRICE"},
                              {"shipped_on": "2026-03-30", "price_cents": 2400}]}},
    {"id": "battery-policy#club", "kind": "policy", "revision": "2026-01",
     "text": "We charge your card on the ship date. Battery Club shipments ship free and can be paused or changed up to 3 days before the ship date. "
             "Size 312 batteries typically last 3 to 10 days depending on daily use and streaming."},
], now="2026-06-15T10:00:00-07:00")
b.ok("Your next Battery Club shipment of 8 packs (48 size 312 batteries) ships on June 28 and costs $24.00, with free shipping. Your card ending 3180 will be charged on the ship date.",
     [S("8 packs (48 size 312 batteries)"), S("ships on June 28"), S("costs $24.00, with free shipping"), S("card ending 3180 will be charged on the ship date")],
     ["June 28", "$24.00"], "packs 8 x 6 cells = 48; next_ship_on 2026-06-28; price 2400, shipping 0; policy charge timing.")
b.ok("You can still pause or change it: changes are allowed up to 3 days before the ship date, so until June 25. After that, the next one follows 90 days later.",
     [S("changes are allowed up to 3 days before the ship date"), S("so until June 25"), S("the next one follows 90 days later")],
     ["June 25"], "policy 3 days before 2026-06-28; ship_every_days 90.")
b.bad("Your next shipment goes out June 28 for $21.00, and after that they arrive every 60 days.",
      [S("goes out June 28"), C("for $21.00", R_AMT), C("every 60 days", R_VAL)],
      ["stale_value", "wrong_period"], ["for $21.00", "every 60 days"], "$21.00 is the pre-2026 price; ship_every_days is 90.")
b.bad("On June 28 we'll ship 8 packs, 32 batteries in all, for $24.00. You can make changes right up to the ship date.",
      [C("32 batteries in all", R_VAL), S("for $24.00"), C("make changes right up to the ship date", R_POL)],
      ["wrong_arithmetic", "wrong_policy_condition"], ["32 batteries", "right up to the ship date"],
      "8 packs x 6 cells = 48; changes close 3 days before the ship date.")
b.rep("Your next shipment ships on June 28 for $24.00, and you can pause it until June 27.",
      [S("ships on June 28 for $24.00"), C("pause it until June 27", R_DATE + ["NLI_CONTRADICTION"])],
      ["wrong_date"], ["until June 27"], ["June 25|6/25", "$24.00"], "Policy: changes up to 3 days before the 06-28 ship date, i.e. June 25.")

# ---- B21 fitting appointment (Phoenix) ----
b = B("aid-fitting-appt", "hearing-aid provider", "When is my hearing aid fitting, and do I need to do anything beforehand?", [
    {"id": "appointment#HA-APPT-20981", "kind": "record", "source": "tool:get_appointment",
     "fields": {"appointment_id": "HA-APPT-20981", "type": "HEARING_AID_FITTING", "status": "CONFIRMED",
                "clinician": {"name": "Dr. Celia Moreno", "credentials": "AuD"}, "start": ep("2026-07-30 14:15", PHX), "duration": "PT75M",
                "location": {"name": "Mesa Hearing Studio - Dobson Ranch", "address": "2150 S Dobson Rd, Mesa, AZ"}, "devices_arrived": True}},
    {"id": "appointment#HA-APPT-20544", "kind": "record", "source": "tool:get_appointment",
     "fields": {"appointment_id": "HA-APPT-20544", "type": "DIAGNOSTIC_HEARING_TEST", "status": "COMPLETED",
                "clinician": {"name": "Dr. Celia Moreno", "credentials": "AuD"}, "start": ep("2026-06-18 10:00", PHX), "duration": "PT60M"}},
    {"id": "fitting-policy#visit", "kind": "policy", "revision": "v2",
     "text": "Please arrive 10 minutes early to update your paperwork. You are welcome to bring a family member or friend to your fitting. "
             "Follow-up adjustments during the first 90 days after your fitting are included at no charge."},
], now="2026-07-28T16:00:00-07:00")
b.ok("Your hearing aid fitting with Dr. Celia Moreno, AuD, is confirmed for Thursday, July 30, at 2:15 PM at our Dobson Ranch office (2150 S Dobson Rd, Mesa). Your new aids have arrived, and the appointment lasts about an hour and 15 minutes.",
     [S("confirmed for Thursday, July 30, at 2:15 PM"), S("at our Dobson Ranch office (2150 S Dobson Rd, Mesa)"), S("Your new aids have arrived"),
      S("lasts about an hour and 15 minutes")],
     ["2:15 PM", "July 30"], "start 2026-07-30 14:15 Phoenix, CONFIRMED; location; devices_arrived true; duration PT75M.")
b.ok("See you Thursday at 2:15 PM! Please arrive 10 minutes early to update your paperwork, and remember that follow-up adjustments in your first 90 days are included at no charge.",
     [S("See you Thursday at 2:15 PM!"), S("arrive 10 minutes early to update your paperwork"), S("follow-up adjustments in your first 90 days are included at no charge")],
     ["2:15 PM"], "start time; policy sentences 1 and 3.")
b.bad("Your fitting is on Thursday, July 30, at 2:15 PM and takes about 45 minutes. Follow-up adjustments are free for the first year.",
      [S("Thursday, July 30, at 2:15 PM"), C("takes about 45 minutes", R_VAL), C("free for the first year", R_POL)],
      ["wrong_value", "wrong_period"], ["about 45 minutes", "free for the first year"], "duration PT75M; policy: first 90 days.")
b.rep("Your fitting with Dr. Celia Moreno is confirmed for July 30 at 10:00 AM at the Dobson Ranch office.",
      [C("July 30 at 10:00 AM", ["VALUE_MISMATCH", "DATE_MISMATCH"]), S("at the Dobson Ranch office")],
      ["other_record_value"], ["at 10:00 AM"], ["2:15|14:15", "July 30"], "10:00 AM was the June hearing test; the fitting starts 14:15 Phoenix.")

# =====================================================================================
# Mental-health therapy app
# =====================================================================================

# ---- B22 plan renewal and sessions (LA) ----
b = B("therapy-plan-renewal", "mental-health therapy app", "How many live sessions do I have left, and when will I be charged again?", [
    {"id": "subscription#ST-448120", "kind": "record", "source": "tool:get_subscription",
     "fields": {"member_id": "ST-448120", "plan": "MESSAGING_PLUS_LIVE", "status": "ACTIVE", "billing_interval": "P4W", "price_cents": 26000,
                "includes": {"live_sessions_per_cycle": 4, "session_length": "PT45M", "messaging": "UNLIMITED_TEXT", "worksheets": True},
                "cycle": {"start": "2026-04-06", "end": "2026-05-03"}, "sessions_used": 2, "next_renewal": "2026-05-04"}},
    {"id": "invoice#INV-ST-990", "kind": "record", "source": "tool:get_invoice",
     "fields": {"invoice_id": "INV-ST-990", "member_id": "ST-448120", "cycle": {"start": "2026-03-09", "end": "2026-04-05"},
                "amount_cents": 22100, "promo_code": "FIRST_CYCLE_15OFF", "status": "PAID"}},
    {"id": "therapy-policy#cycles", "kind": "policy", "revision": "v7",
     "text": "Your plan renews automatically every 4 weeks; cancel at least 24 hours before renewal to avoid the next charge. "
             "Live sessions that aren't used by the end of a cycle don't carry over. "
             "Therapists reply to messages within 1 business day, Monday to Friday."},
], now="2026-04-22T19:00:00-07:00")
b.ok("Your plan renews on May 4 for $260.00. You've used 2 of your 4 live sessions this cycle, so you have 2 left through May 3, and unused sessions don't carry over.",
     [S("renews on May 4 for $260.00"), S("used 2 of your 4 live sessions this cycle"), S("you have 2 left through May 3"), S("unused sessions don't carry over")],
     ["May 4", "$260.00"], "next_renewal 2026-05-04, price 26000; sessions_used 2 of 4; cycle end 05-03; policy sentence 2.")
b.ok("Each live session is 45 minutes, and text messaging with your therapist is unlimited; replies usually come within one business day, Monday to Friday. To avoid the next charge, you'd need to cancel at least 24 hours before the May 4 renewal.",
     [S("Each live session is 45 minutes"), S("text messaging with your therapist is unlimited"), S("within one business day, Monday to Friday"),
      S("cancel at least 24 hours before the May 4 renewal")],
     ["45 minutes"], "session_length PT45M; messaging UNLIMITED_TEXT; policy; next_renewal.")
b.bad("Your renewal on May 4 will be $221.00. You have 2 live sessions left, and any you don't use will roll over to your next cycle.",
      [C("will be $221.00", R_AMT), S("You have 2 live sessions left"), C("will roll over to your next cycle", R_POL)],
      ["stale_value", "wrong_policy_condition"], ["$221.00", "roll over to your next cycle"],
      "$221.00 was the first cycle with a 15% promo; renewals are 26000 cents; unused sessions don't carry over.")
b.bad("You have 2 sessions left this cycle, each 60 minutes long. Your plan also includes a free monthly psychiatry consultation.",
      [S("You have 2 sessions left this cycle"), C("each 60 minutes long", R_VAL), E("includes a free monthly psychiatry consultation", R_NOREC + ["VALUE_MISMATCH"])],
      ["wrong_value", "unlisted_perk"], ["60 minutes", "free monthly psychiatry consultation"],
      "session_length is PT45M; includes lists sessions, messaging and worksheets only.")
b.rep("You've used 2 of your 4 live sessions this cycle, and your plan renews on May 3 for $260.00.",
      [S("used 2 of your 4 live sessions"), C("renews on May 3", R_DATE)],
      ["wrong_date"], ["renews on May 3"], ["May 4|5/4", "$260.00"], "next_renewal is 2026-05-04; May 3 is the cycle end.")

# ---- B23 therapist switch, history share refused (Phoenix) ----
b = B("therapist-switch", "mental-health therapy app", "I asked to switch therapists. Who is my new one, and can she see my old messages?", [
    {"id": "care_team#M-22917", "kind": "record", "source": "tool:get_care_team",
     "fields": {"member_id": "M-22917", "member_tz": "America/Phoenix",
                "current_therapist": {"name": "Jonah Pierce", "credentials": "LMFT", "since": "2026-01-11"},
                "switch_request": {"id": "SW-3050", "status": "MATCHED", "requested_on": "2026-02-12",
                                   "new_therapist": {"name": "Amara Osei", "credentials": "LPC"},
                                   "first_session": {"start": ep("2026-02-19 17:30", PHX), "length": "PT45M"}},
                "history_sharing_consent": False}},
    {"id": "transfer_chat_history#call-1", "kind": "refused_call", "tool": "transfer_chat_history", "decision": "DENY",
     "args": {"member_id": "M-22917", "to_therapist": "Amara Osei"}, "reason": "CONSENT_NOT_ON_FILE"},
    {"id": "switch-policy#therapists", "kind": "policy", "revision": "v3",
     "text": "Switching therapists is free and doesn't change your plan or billing date. Your new therapist can read your previous messages only after you give consent in Settings > Privacy. "
             "Your previous therapist's access ends when your first session with the new therapist begins."},
], now="2026-02-13T09:00:00-07:00")
b.ok("You've been matched with Amara Osei, LPC, and your first session is on Thursday, February 19, at 5:30 PM Arizona time. Switching is free and doesn't change your plan.",
     [S("matched with Amara Osei, LPC"), S("Thursday, February 19, at 5:30 PM Arizona time"), S("Switching is free and doesn't change your plan")],
     ["Amara Osei", "5:30 PM"], "switch_request MATCHED; first_session 2026-02-19 17:30 Phoenix; policy sentence 1.")
b.ok("I wasn't able to share your past messages with Amara, because we don't have your consent on file. If you'd like her to see them, you can give consent in Settings > Privacy. Jonah Pierce's access ends when your first session with Amara begins.",
     [S("wasn't able to share your past messages with Amara"), S("we don't have your consent on file"), S("give consent in Settings > Privacy"),
      S("Jonah Pierce's access ends when your first session with Amara begins")],
     ["Settings > Privacy"], "transfer_chat_history DENY; history_sharing_consent false; policy sentences 2-3.")
b.bad("Your new therapist is Amara Osei, LPC, and your first session is Thursday, February 19, at 5:30 PM. I've also shared your message history with her so she can get up to speed.",
      [S("Thursday, February 19, at 5:30 PM"), C("shared your message history with her", R_NOTEX)],
      ["refused_call_effect"], ["shared your message history"], "transfer_chat_history was DENIED (no consent).")
b.bad("Your first session with Amara Osei is on February 19 at 6:30 PM. Jonah will keep access to your messages until the end of the month.",
      [C("February 19 at 6:30 PM", ["VALUE_MISMATCH", "DATE_MISMATCH"]), C("keep access to your messages until the end of the month", R_POL)],
      ["wrong_time", "wrong_policy_condition"], ["at 6:30 PM", "until the end of the month"],
      "first_session is 17:30 Phoenix; policy ends the old therapist's access at the first new session.")
b.rep("You've been matched with Amara Osei, LPC; your first session is February 20 at 5:30 PM.",
      [S("matched with Amara Osei, LPC"), C("February 20 at 5:30 PM", R_DATE)],
      ["wrong_date"], ["February 20"], ["February 19|Feb 19|2/19", "Amara Osei"], "first_session.start is 2026-02-19 17:30 Phoenix.")

# ---- B24 late-cancelled session counted (LA) ----
b = B("session-late-cancel", "mental-health therapy app", "I cancelled yesterday's session. Did it still count?", [
    {"id": "session#SES-610442", "kind": "record", "source": "tool:get_session",
     "fields": {"session_id": "SES-610442", "therapist": {"name": "Dr. Hana Sato", "credentials": "PsyD"}, "scheduled_start": ep("2026-10-21 12:00"),
                "duration": "PT50M", "status": "LATE_CANCELLED", "cancelled_at": ep("2026-10-21 08:15"), "counted_against_allowance": True,
                "fee_cents": 0}},
    {"id": "allowance#M-55031", "kind": "record", "source": "tool:get_allowance",
     "fields": {"member_id": "M-55031", "cycle": {"start": "2026-10-05", "end": "2026-11-01"}, "sessions_included": 4, "sessions_used": 3,
                "sessions_remaining": 1}},
    {"id": "session-policy#late-cancel", "kind": "policy", "revision": "v7",
     "text": "There is no separate fee for late cancellations. Sessions cancelled less than 24 hours before the start time count as used. "
             "Our member care team can review a late cancellation caused by an emergency on request."},
], now="2026-10-22T10:00:00-07:00")
b.ok("Yesterday's 12:00 PM session with Dr. Hana Sato was cancelled at 8:15 AM, less than 24 hours ahead, so it counts as a used session. There's no separate fee for it.",
     [S("Yesterday's 12:00 PM session with Dr. Hana Sato was cancelled at 8:15 AM"), S("less than 24 hours ahead"), S("counts as a used session"),
      S("There's no separate fee")],
     ["8:15 AM"], "scheduled_start 10-21 12:00 PDT, cancelled_at 08:15, LATE_CANCELLED, counted true, fee_cents 0.")
b.ok("You have 1 live session left in this cycle, which runs until November 1. If an emergency caused the cancellation, our member care team can review it on request.",
     [S("You have 1 live session left in this cycle"), S("runs until November 1"), S("our member care team can review it on request")],
     ["1 live session", "November 1"], "sessions_remaining 1; cycle end 2026-11-01; policy sentence 3.")
b.bad("Since you cancelled less than 24 hours ahead, the session counts as used and a $50 late fee was charged. You now have 2 sessions left this cycle.",
      [S("the session counts as used"), C("a $50 late fee was charged", R_AMT + ["NLI_CONTRADICTION"]), C("2 sessions left this cycle", R_VAL)],
      ["invented_fact", "wrong_arithmetic"], ["$50 late fee", "2 sessions left"],
      "fee_cents 0 and no separate fee per policy; 4 included - 3 used = 1 remaining.")
b.bad("Your session with Dr. Hana Sato was cancelled yesterday at 3:15 PM, after its start time, so it counts as used.",
      [C("cancelled yesterday at 3:15 PM", ["VALUE_MISMATCH", "DATE_MISMATCH"]), C("after its start time", R_VAL), S("so it counts as used")],
      ["unit_conversion", "wrong_value"], ["at 3:15 PM", "after its start time"],
      "cancelled_at 08:15 PDT is 15:15 UTC; it was cancelled before the 12:00 start.")
b.rep("Your October 21 session was cancelled less than 24 hours ahead, so it counts as used, and you have 2 sessions left this cycle.",
      [S("cancelled less than 24 hours ahead"), S("it counts as used"), C("you have 2 sessions left", R_VAL)],
      ["wrong_arithmetic"], ["2 sessions left"], ["1 session left|one session left|1 live session|one live session|1 left|one left|only 1|only one", "October 21"],
      "sessions_remaining is 1.")

# ---- B25 insurance coverage and pending claim (Phoenix) ----
b = B("therapy-coverage", "mental-health therapy app", "What's my copay now, and what happened with the claim for my March 2 session?", [
    {"id": "coverage#COV-81177", "kind": "record", "source": "tool:get_coverage",
     "fields": {"coverage_id": "COV-81177", "payer": "Sun Valley Health", "plan_year": 2026, "status": "VERIFIED", "effective_from": "2026-01-01",
                "copay_per_session_cents": 3000, "sessions_authorized": 20, "sessions_billed_to_plan": 6,
                "prior_coverage": {"payer": "Desert Shield Insurance", "copay_per_session_cents": 4500, "ended_on": "2025-12-31", "status": "TERMINATED"}}},
    {"id": "claim#CLM-4471", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim_id": "CLM-4471", "session_date": "2026-03-02", "status": "DENIED", "denial_code": "PRIOR_AUTH_MISSING",
                "resubmission": {"submitted_on": "2026-03-16", "status": "PENDING"}}},
    {"id": "coverage-policy#claims", "kind": "policy", "revision": "v2",
     "text": "Your copay is charged after each session once your coverage is verified. We let you know when 3 authorized sessions remain. "
             "Denied claims are resubmitted by our billing team at no cost to you, and you won't be billed more than your copay while a resubmission is pending."},
], now="2026-03-20T12:00:00-07:00")
b.ok("Your Sun Valley Health coverage is verified, and your copay is $30.00 per session. You've used 6 of the 20 sessions your plan authorized, so 14 remain.",
     [S("coverage is verified"), S("your copay is $30.00 per session"), S("used 6 of the 20 sessions your plan authorized"), S("so 14 remain")],
     ["$30.00", "14 remain"], "status VERIFIED; copay 3000; sessions_billed_to_plan 6 of 20; 20 - 6 = 14.")
b.ok("The claim for your March 2 session was denied, and our billing team resubmitted it on March 16; the resubmission is still pending. While it's pending, you won't be billed more than your copay.",
     [S("claim for your March 2 session was denied"), S("resubmitted it on March 16"), S("the resubmission is still pending"), S("won't be billed more than your copay")],
     ["March 16"], "CLM-4471 DENIED, resubmission submitted 2026-03-16 PENDING; policy sentence 3.")
b.ok("Copay: $30 per session (Sun Valley Health). March 2 claim: resubmitted, pending; no cost to you for the resubmission.",
     [S("Copay: $30 per session (Sun Valley Health)"), S("March 2 claim: resubmitted, pending"), S("no cost to you for the resubmission")],
     ["$30"], "copay_per_session_cents 3000; resubmission PENDING; policy.")
b.bad("Your copay is $45.00 per session, and you have 16 authorized sessions remaining this year.",
      [C("copay is $45.00 per session", R_AMT), C("16 authorized sessions remaining", R_VAL)],
      ["stale_value", "wrong_arithmetic"], ["$45.00 per session", "16 authorized sessions"],
      "$45.00 is the terminated Desert Shield plan; 20 - 6 = 14 remaining.")
b.bad("Good news: the claim for your March 2 session has been paid after resubmission. Your copay remains $30.00 per session.",
      [C("has been paid after resubmission", R_STATE), S("Your copay remains $30.00 per session")],
      ["wrong_state"], ["has been paid after resubmission"], "resubmission.status is PENDING.")
b.rep("Your coverage with Sun Valley Health is verified; your copay is $30.00 per session, and 16 of your 20 authorized sessions remain.",
      [S("coverage with Sun Valley Health is verified"), S("copay is $30.00 per session"), C("16 of your 20 authorized sessions remain", R_VAL)],
      ["wrong_arithmetic"], ["16 of your 20"], ["14 of|14 sessions|14 remain|fourteen", "$30.00"], "20 authorized - 6 billed = 14.")
