#!/usr/bin/env python3
"""Serialise w92's hand-written cases to JSONL.

Each bundle file (b01_*.py ...) holds one customer situation: its evidence,
written once, and the drafts written against it, each by hand. This script
only provides small helpers to build probe dicts and to write JSON lines, plus
a few self-checks (probe spans occur exactly once, includes present, ...).
"""
import glob
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
WRITER = "w92"
API = ("xAPI learning-record statements (actor/verb/object/result/context.extensions) "
       "beside aircraft bookings with Hobbs/tach decimal hours, fuel in USG or litres, "
       "block times in UTC (Z)")

CASES = []
REPAIRS = []
_counter = {"case": 0, "repair": 0}


# probe helpers -------------------------------------------------------------
def sup(span):
    return {"contains": span, "verdict_in": ["supported"]}


def na(span):
    return {"contains": span, "verdict_in": ["not_applicable"]}


def con(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def ins(span, *reasons):
    return {"contains": span, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def either(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted", "insufficient_evidence"],
            "reason_in": list(reasons)}


# record helpers --------------------------------------------------------------
def rec(eid, source, fields, **extra):
    d = {"id": eid, "kind": "record", "source": source, "fields": fields}
    d.update(extra)
    return d


def pol(eid, text, revision=None, **extra):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    d.update(extra)
    return d


def psg(eid, text, source=None):
    d = {"id": eid, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d


def refused(eid, tool, decision, args, **extra):
    d = {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    d.update(extra)
    return d


# case builders -------------------------------------------------------------
def _meta(domain, scenario, errors, notes):
    return {"writer": WRITER, "domain": domain, "scenario": scenario, "api_family": API,
            "errors": list(errors), "notes": notes}


def case(scenario, question, draft, evidence, probes, *, domain, notes, errors=(),
         excludes=(), includes=(), now=None, err_tag=None):
    _counter["case"] += 1
    cid = "%s-%03d-%s" % (WRITER, _counter["case"], scenario)
    if errors:
        cid += "-" + (err_tag or errors[0].replace("_", "-"))
    c = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
         "evidence": evidence}
    if now:
        c["now"] = now
    line = {"case": c,
            "expect": {"probes": probes,
                       "outcome_in": None if errors else ["sent"],
                       "final_excludes": list(excludes),
                       "final_includes": list(includes)},
            "meta": _meta(domain, scenario, errors, notes)}
    _check(line, repair=False)
    CASES.append(line)


def repair(scenario, question, draft, evidence, probes, *, domain, notes, errors,
           excludes, includes, now=None):
    _counter["repair"] += 1
    cid = "%s-r%02d-%s" % (WRITER, _counter["repair"], scenario)
    c = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
         "evidence": evidence}
    if now:
        c["now"] = now
    line = {"case": c,
            "expect": {"probes": probes, "outcome_in": ["repaired"],
                       "final_excludes": list(excludes), "final_includes": list(includes)},
            "meta": _meta(domain, scenario, errors, notes)}
    _check(line, repair=True)
    REPAIRS.append(line)


def _fail(line, msg):
    sys.exit("%s: %s" % (line["case"]["id"], msg))


def _check(line, repair):
    d = line["case"]["draft"]
    ids = [e["id"] for e in line["case"]["evidence"]]
    if len(ids) != len(set(ids)):
        _fail(line, "duplicate evidence id")
    for p in line["expect"]["probes"]:
        if d.count(p["contains"]) != 1:
            _fail(line, "probe span occurs %d times: %r" % (d.count(p["contains"]), p["contains"]))
    bad = [p for p in line["expect"]["probes"] if "supported" not in p["verdict_in"]
           and "not_applicable" not in p["verdict_in"]]
    errs = line["meta"]["errors"]
    if repair:
        if not (1 <= len(errs) <= 2):
            _fail(line, "repair needs 1-2 errors")
    if errs and not bad:
        _fail(line, "errors but no failing probe")
    if not errs and bad:
        _fail(line, "failing probe in a correct case")
    if errs and len(bad) != len(errs):
        _fail(line, "errors (%d) vs failing probes (%d)" % (len(errs), len(bad)))
    for x in line["expect"]["final_excludes"]:
        if x not in d:
            _fail(line, "exclude not in draft: %r" % x)
    if not errs and line["expect"]["final_excludes"]:
        _fail(line, "correct case with excludes")
    if not repair:
        for x in line["expect"]["final_includes"]:
            if x not in d:
                _fail(line, "include not in draft: %r" % x)
    else:
        has_corr = False
        for entry in line["expect"]["final_includes"]:
            alts = entry.split("|")
            if not any(a in d for a in alts):
                has_corr = True
        if not has_corr:
            _fail(line, "repair has no correction entry absent from the draft")


def main():
    for f in sorted(glob.glob(os.path.join(HERE, "b[0-9][0-9]_*.py"))):
        code = compile(open(f, encoding="utf-8").read(), f, "exec")
        exec(code, globals())
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as fh:
        for line in CASES:
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as fh:
        for line in REPAIRS:
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    correct = sum(1 for l in CASES if not l["meta"]["errors"])
    print("cases=%d correct=%d wrong=%d repair=%d" % (len(CASES), correct, len(CASES) - correct,
                                                       len(REPAIRS)))


if __name__ == "__main__":
    main()
