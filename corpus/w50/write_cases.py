import json, os
W = "w50"
API = "Microsoft Graph-style JSON (odata collections, events with Windows time zones, invoicing service with decimal amounts)"
CASES, REPAIRS = [], []
N_ = [0]; R_ = [0]

def S(c): return {"contains": c, "verdict_in": ["supported"]}
def N(c): return {"contains": c, "verdict_in": ["not_applicable"]}
def C(c, r): return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(dict.fromkeys(r))}
def IR(c): return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": ["CLAIM_WITHOUT_TOOL_EVIDENCE"]}
def IP(c): return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]}
def CI(c, r): return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(dict.fromkeys(r)) + ["CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]}
def UI(c): return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": ["CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]}
def NX(c): return {"contains": c, "verdict_in": ["contradicted"], "reason_in": ["NOT_EXECUTED"]}
AMT = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
DT = ["DATE_MISMATCH", "VALUE_MISMATCH"]
VAL = ["VALUE_MISMATCH"]
ST = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
IDM = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
POL = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]

class B:
    def __init__(self, scen, domain, question, evidence, now=None):
        self.scen, self.domain, self.q, self.ev, self.now = scen, domain, question, evidence, now

def _case(b, cid, draft, question=None):
    c = {"schema": "halcheck.case/1", "id": cid, "question": question or b.q, "draft": draft, "evidence": b.ev}
    if b.now: c["now"] = b.now
    return c

def _meta(b, errors, notes):
    return {"writer": W, "domain": b.domain, "scenario": b.scen, "api_family": API, "errors": errors, "notes": notes}

def ok(b, draft, probes, includes, notes, q=None):
    N_[0] += 1
    cid = f"{W}-{N_[0]:03d}-{b.scen}"
    CASES.append({"case": _case(b, cid, draft, q), "expect": {"probes": probes, "outcome_in": ["sent"], "final_excludes": [], "final_includes": includes}, "meta": _meta(b, [], notes)})

def bad(b, draft, probes, errors, excludes, notes, q=None):
    N_[0] += 1
    cid = f"{W}-{N_[0]:03d}-{b.scen}-{errors[0].replace('_','-')}"
    CASES.append({"case": _case(b, cid, draft, q), "expect": {"probes": probes, "outcome_in": None, "final_excludes": excludes, "final_includes": []}, "meta": _meta(b, errors, notes)})

def rep(b, draft, probes, errors, excludes, includes, notes, q=None):
    R_[0] += 1
    cid = f"{W}-r{R_[0]:02d}-{b.scen}"
    REPAIRS.append({"case": _case(b, cid, draft, q), "expect": {"probes": probes, "outcome_in": ["repaired"], "final_excludes": excludes, "final_includes": includes}, "meta": _meta(b, errors, notes)})

def TZ(dt): return {"dateTime": dt, "timeZone": "SA Pacific Standard Time"}

import glob
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "bundles_*.py"))):
    exec(open(f).read())

def check(rows):
    for r in rows:
        d = r["case"]["draft"]
        for p in r["expect"]["probes"]:
            n = d.count(p["contains"])
            assert n == 1, (r["case"]["id"], p["contains"], n)
        for x in r["expect"]["final_excludes"]:
            assert x in d, (r["case"]["id"], "exclude not in draft", x)
        if r["expect"]["outcome_in"] == ["sent"]:
            assert not r["meta"]["errors"]
            for p in r["expect"]["probes"]:
                assert p["verdict_in"] in (["supported"], ["not_applicable"]), (r["case"]["id"], p)
            for x in r["expect"]["final_includes"]:
                assert any(a in d for a in x.split("|")), (r["case"]["id"], x)
        else:
            nbad = sum(1 for p in r["expect"]["probes"] if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"])
            assert nbad == len(r["meta"]["errors"]), (r["case"]["id"], nbad, r["meta"]["errors"])
        if r["expect"]["outcome_in"] == ["repaired"]:
            assert any(not any(a in d for a in x.split("|")) for x in r["expect"]["final_includes"]), (r["case"]["id"], "no correction")
check(CASES); check(REPAIRS)
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "cases.jsonl"), "w") as f:
    for r in CASES: f.write(json.dumps(r, ensure_ascii=False) + "\n")
with open(os.path.join(here, "repair.jsonl"), "w") as f:
    for r in REPAIRS: f.write(json.dumps(r, ensure_ascii=False) + "\n")
from collections import Counter
print(len(CASES), sum(1 for r in CASES if not r["meta"]["errors"]), len(REPAIRS))
print(Counter(e for r in CASES + REPAIRS for e in r["meta"]["errors"]))
