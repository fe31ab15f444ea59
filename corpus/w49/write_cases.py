# Writer w49: builds cases.jsonl and repair.jsonl. Each draft, record and policy below is written by hand.
import json, os, glob, importlib.util
HERE = os.path.dirname(os.path.abspath(__file__))
API = "QuickBooks-Online-style accounting REST (Invoice/Estimate/Payment)"
CASES, REPAIRS = [], []
R_AMT = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
R_DATE = ["DATE_MISMATCH", "VALUE_MISMATCH"]
R_ID = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
R_STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
R_VAL = ["VALUE_MISMATCH", "AMOUNT_MISMATCH"]
R_POL = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
R_NOREC = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
R_NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
R_NOTEX = ["NOT_EXECUTED"]

def S(c): return {"contains": c, "verdict_in": ["supported"]}
def N(c): return {"contains": c, "verdict_in": ["not_applicable"]}
def C(c, r): return {"contains": c, "verdict_in": ["contradicted"], "reason_in": r}
def I(c, r): return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": r}
def CI(c, r): return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": r}

def rec(id_, source, fields): return {"id": id_, "kind": "record", "source": source, "fields": fields}
def pol(id_, text, rev="v1"): return {"id": id_, "kind": "policy", "revision": rev, "text": text}
def kb(id_, text): return {"id": id_, "kind": "passage", "text": text}
def refused(id_, tool, decision, args): return {"id": id_, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}

_n = [0]; _r = [0]
def case(scn, domain, q, draft, ev, probes, inc=(), exc=(), errors=(), notes="", now=None, tag=None, repair=False):
    c = {"schema": "halcheck.case/1", "question": q, "draft": draft, "evidence": ev}
    if repair:
        _r[0] += 1; cid = "w49-r%02d-%s" % (_r[0], scn)
    else:
        _n[0] += 1; cid = "w49-%03d-%s" % (_n[0], scn) + ("-" + tag if tag else "")
    c["id"] = cid
    if now: c["now"] = now
    ok = not errors and not repair
    for p in probes:
        assert draft.count(p["contains"]) == 1, (cid, p["contains"])
    for e in exc: assert e in draft, (cid, e)
    if ok:
        for i in inc: assert i in draft, (cid, i)
        assert all(p["verdict_in"] in (["supported"], ["not_applicable"]) for p in probes), cid
    else:
        assert errors, cid
        bad = [p for p in probes if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"]]
        assert len(bad) == len(errors), (cid, len(bad), errors)
    if repair:
        assert 1 <= len(errors) <= 2
        corr = [any(a in draft for a in i.split("|")) for i in inc]
        assert not all(corr), (cid, "no correction entry absent from draft")
    out = {"case": c, "expect": {"probes": list(probes), "outcome_in": ["repaired"] if repair else (["sent"] if ok else None),
           "final_excludes": list(exc), "final_includes": list(inc)},
           "meta": {"writer": "w49", "domain": domain, "scenario": scn, "api_family": API, "errors": list(errors), "notes": notes}}
    (REPAIRS if repair else CASES).append(out)

for f in sorted(glob.glob(os.path.join(HERE, "bundle_*.py"))):
    src = open(f, encoding="utf-8").read()
    exec(compile(src, f, "exec"), globals())

with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as fh:
    for o in CASES: fh.write(json.dumps(o, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as fh:
    for o in REPAIRS: fh.write(json.dumps(o, ensure_ascii=False) + "\n")
from collections import Counter
ok = sum(1 for o in CASES if not o["meta"]["errors"])
print("cases", len(CASES), "correct", ok, "wrong", len(CASES) - ok, "repair", len(REPAIRS))
print(Counter(e for o in CASES + REPAIRS for e in o["meta"]["errors"]))
