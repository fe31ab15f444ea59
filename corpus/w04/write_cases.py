#!/usr/bin/env python3
"""w04 corpus writer helper.

Each sc_*.py file in this folder holds one batch of hand-written scenarios and calls add(...).
Running this file re-serialises everything into cases.jsonl / repair.jsonl and runs a few
self-checks (probe spans occur exactly once, labels consistent with meta.errors, etc.).
"""
import glob
import json
import os
import sys
from datetime import datetime
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
TOR = ZoneInfo("America/Toronto")
UTC = ZoneInfo("UTC")

CASES = []
REPAIRS = []
_counter = {"n": 0, "r": 0}
API = "e-commerce orders (Shopify-like)"


def ep(local, tz=TOR):
    """epoch seconds for a 'YYYY-MM-DD HH:MM' wall time in tz"""
    return int(datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=tz).timestamp())


# probe shorthands
def S(t):
    return {"contains": t, "verdict_in": ["supported"]}


def N(t):
    return {"contains": t, "verdict_in": ["not_applicable"]}


def C(t, *reasons):
    return {"contains": t, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(t, *reasons):
    return {"contains": t, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(t, *reasons):
    return {"contains": t, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


def add(scenario, domain, question, draft, evidence, probes, errors=(), excludes=(), includes=(),
        notes="", now=None, repair=False, suffix=None):
    if repair:
        _counter["r"] += 1
        cid = "w04-r%02d-%s" % (_counter["r"], scenario)
    else:
        _counter["n"] += 1
        cid = "w04-%03d-%s" % (_counter["n"], scenario)
        if errors:
            cid += "-" + (suffix or errors[0].replace("_", "-"))
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    if repair:
        outcome = ["repaired"]
    elif errors:
        outcome = None
    else:
        outcome = ["sent"]
    line = {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome,
                       "final_excludes": list(excludes), "final_includes": list(includes)},
            "meta": {"writer": "w04", "domain": domain, "scenario": scenario, "api_family": API,
                     "errors": list(errors), "notes": notes}}
    _check(line, repair)
    (REPAIRS if repair else CASES).append(line)
    return cid


def _fail(cid, msg):
    print("CHECK FAILED %s: %s" % (cid, msg))
    _fail.count += 1


_fail.count = 0


def _check(line, repair):
    c = line["case"]
    e = line["expect"]
    m = line["meta"]
    cid = c["id"]
    d = c["draft"]
    ids = [x["id"] for x in c["evidence"]]
    if len(ids) != len(set(ids)):
        _fail(cid, "duplicate evidence id")
    bad = 0
    for p in e["probes"]:
        n = d.count(p["contains"])
        if n != 1:
            _fail(cid, "probe %r occurs %d times" % (p["contains"], n))
        if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]:
            bad += 1
            if not p.get("reason_in"):
                _fail(cid, "no reason_in for %r" % p["contains"])
    if bad != len(m["errors"]):
        _fail(cid, "%d wrong probes vs %d errors" % (bad, len(m["errors"])))
    if repair and not (1 <= bad <= 2):
        _fail(cid, "repair needs 1-2 errors")
    if not repair and bad > 3:
        _fail(cid, "too many errors")
    for x in e["final_excludes"]:
        if x not in d:
            _fail(cid, "exclude %r not in draft" % x)
        for p in e["probes"]:
            if p["verdict_in"] == ["supported"] and x in p["contains"]:
                _fail(cid, "exclude %r inside supported probe" % x)
    if bad and not e["final_excludes"]:
        _fail(cid, "wrong case without excludes")
    if not bad and e["final_excludes"]:
        _fail(cid, "correct case with excludes")
    if (repair or not bad) and not e["final_includes"]:
        _fail(cid, "no includes")
    if bad and not repair and e["final_includes"]:
        _fail(cid, "wrong case (may be withheld) should have no includes")
    for i, inc in enumerate(e["final_includes"]):
        alts = inc.split("|")
        present = [a for a in alts if a in d]
        if repair and i == 0:
            if present:
                _fail(cid, "correction %r already in draft" % inc)
        elif not present:
            _fail(cid, "include %r not in draft" % inc)
    if c.get("now") is None:
        low = d.lower()
        for w in ("today", "tomorrow", "yesterday", "monday", "tuesday", "wednesday", "thursday",
                  "friday", "saturday", "sunday"):
            if w in low:
                _fail(cid, "relative date word %r without now" % w)


def main():
    for f in sorted(glob.glob(os.path.join(HERE, "sc_*.py"))):
        code = open(f).read()
        exec(compile(code, f, "exec"), globals())
    with open(os.path.join(HERE, "cases.jsonl"), "w") as fh:
        for line in CASES:
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as fh:
        for line in REPAIRS:
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    ok = sum(1 for l in CASES if not l["meta"]["errors"])
    print("cases %d (correct %d, wrong %d), repair %d, check failures %d"
          % (len(CASES), ok, len(CASES) - ok, len(REPAIRS), _fail.count))
    from collections import Counter
    cnt = Counter(e for l in CASES + REPAIRS for e in l["meta"]["errors"])
    print(dict(sorted(cnt.items())))
    scen = Counter(l["meta"]["domain"] for l in CASES)
    print(dict(scen))
    return 1 if _fail.count else 0


if __name__ == "__main__":
    sys.exit(main())
