"""w26 corpus writer. Helpers only; every draft, record and policy below is written by hand."""
import json, glob, os, sys
from datetime import datetime
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
CASES, REPAIRS = [], []
DOMAIN = {"cruise": "cruise line", "tour": "guided tour operator", "park": "theme park",
          "zoo": "zoo and aquarium", "ski": "ski lift passes", "walk": "walking-holiday company"}
API = "OTA/GDS travel messages as JSON (ResStatus, Amount+DecimalPlaces+CurrencyCode, TPA_Extensions, Deadline offsets)"

def ep(s, tz="Europe/Madrid"):
    """epoch seconds for a local wall time 'YYYY-MM-DD HH:MM' in tz"""
    return int(datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo(tz)).timestamp())

def S(c):
    return {"contains": c, "verdict_in": ["supported"]}
def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}
def C(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}
def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}
def CI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}

def rec(i, source, fields):
    return {"id": i, "kind": "record", "source": source, "fields": fields}
def pol(i, text, rev=None):
    d = {"id": i, "kind": "policy", "text": text}
    if rev: d["revision"] = rev
    return d
def psg(i, text, source=None):
    d = {"id": i, "kind": "passage", "text": text}
    if source: d["source"] = source
    return d
def refused(i, tool, decision, args):
    return {"id": i, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}

_seen = set()
def add(bundle, scenario, question, draft, evidence, probes, errors=(), excludes=(), includes=(),
        notes="", now=None, repair=False):
    biz = bundle.split("-")[0]
    num = (len(REPAIRS) if repair else len(CASES)) + 1
    if repair:
        cid = f"w26-r{num:02d}-{scenario}"
    else:
        cid = f"w26-{num:03d}-{scenario}" + (f"-{errors[0].replace('_','-')}" if errors else "")
    assert cid not in _seen, cid
    _seen.add(cid)
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, (cid, p["contains"], n)
    for x in excludes:
        assert x in draft, (cid, "exclude not in draft", x)
    if repair:
        assert any(all(a not in draft for a in e.split("|")) for e in includes), (cid, "no correction entry")
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft, "evidence": evidence}
    if now: case["now"] = now
    ok = not errors
    if ok:
        assert all(p["verdict_in"] in (["supported"], ["not_applicable"]) for p in probes), cid
        assert not excludes
    else:
        assert any(p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"] for p in probes), cid
    line = {"case": case,
            "expect": {"probes": probes,
                       "outcome_in": (["repaired"] if repair else (["sent"] if ok else None)),
                       "final_excludes": list(excludes), "final_includes": list(includes)},
            "meta": {"writer": "w26", "domain": DOMAIN[biz], "scenario": scenario, "api_family": API,
                     "errors": list(errors), "notes": notes}}
    (REPAIRS if repair else CASES).append(line)

if __name__ == "__main__":
    for f in sorted(glob.glob(os.path.join(HERE, "parts", "*.py"))):
        exec(open(f).read(), globals())
    with open(os.path.join(HERE, "cases.jsonl"), "w") as fh:
        for l in CASES: fh.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as fh:
        for l in REPAIRS: fh.write(json.dumps(l, ensure_ascii=False) + "\n")
    from collections import Counter
    print(len(CASES), "cases;", sum(1 for l in CASES if not l["meta"]["errors"]), "correct;", len(REPAIRS), "repair")
    print(Counter(e for l in CASES + REPAIRS for e in l["meta"]["errors"]))
