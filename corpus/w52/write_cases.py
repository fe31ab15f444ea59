"""Writer w52: builds cases.jsonl and repair.jsonl from the scenario files scen_*.py (each hand-written)."""
import glob, json, os
from datetime import datetime, timezone, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
TT = timezone(timedelta(hours=-4))  # America/Port_of_Spain, no DST
API = "event-sourced streams (events with sequence, occurred_at epoch microseconds, data payload; optional lagging snapshot)"
CASES, REPAIRS = [], []

def us(s):
    """local Port of Spain 'YYYY-MM-DD HH:MM' -> epoch microseconds"""
    d = datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TT)
    return int(d.timestamp()) * 1_000_000

def ev(seq, typ, when, **data):
    return {"sequence": seq, "type": typ, "occurred_at": us(when), "data": data}

def rec(id, source, fields):
    return {"id": id, "kind": "record", "source": source, "fields": fields}

def pol(id, text, revision=None):
    d = {"id": id, "kind": "policy", "text": text}
    if revision: d["revision"] = revision
    return d

def psg(id, text):
    return {"id": id, "kind": "passage", "text": text}

def refused(id, tool, decision, args):
    return {"id": id, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}

def S(c): return {"contains": c, "verdict_in": ["supported"]}
def NA(c): return {"contains": c, "verdict_in": ["not_applicable"]}
def C(c, *r): return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}
def I(c, *r): return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}
def CI(c, *r): return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}

def add(num, scen, domain, question, evidence, draft, probes, errors=(), excludes=(), includes=(), notes="", now=None, repair=False):
    cid = f"w52-r{num:02d}-{scen}" if repair else f"w52-{num:03d}-{scen}" + (f"-{errors[0].replace('_','-')}" if errors else "")
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft, "evidence": evidence}
    if now: case["now"] = now
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, (cid, p["contains"], n)
    for x in excludes:
        assert x in draft, (cid, x)
    if repair:
        outcome = ["repaired"]
        assert 1 <= len(errors) <= 2, cid
    else:
        outcome = None if errors else ["sent"]
    if not errors: assert not excludes
    line = {"case": case,
            "expect": {"probes": list(probes), "outcome_in": outcome, "final_excludes": list(excludes), "final_includes": list(includes)},
            "meta": {"writer": "w52", "domain": domain, "scenario": scen, "api_family": API, "errors": list(errors), "notes": notes}}
    (REPAIRS if repair else CASES).append(line)

for f in sorted(glob.glob(os.path.join(HERE, "scen_*.py"))):
    exec(open(f).read())

ids = [l["case"]["id"] for l in CASES + REPAIRS]
assert len(ids) == len(set(ids)), "duplicate ids"
with open(os.path.join(HERE, "cases.jsonl"), "w") as fh:
    for l in CASES: fh.write(json.dumps(l, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "repair.jsonl"), "w") as fh:
    for l in REPAIRS: fh.write(json.dumps(l, ensure_ascii=False) + "\n")
from collections import Counter
print("cases", len(CASES), "correct", sum(1 for l in CASES if not l["meta"]["errors"]), "repair", len(REPAIRS))
print(Counter(e for l in CASES + REPAIRS for e in l["meta"]["errors"]))
