"""Small helpers for writer w17. Every draft, record and policy is written by hand in the
per-business files; this module only wraps them in the case/probe shape of FORMAT.md."""
import re
from datetime import datetime
from zoneinfo import ZoneInfo

API_FAMILY = ("government case-management: applications with stage and stage_history[], fee schedules, "
              "documents[] received/missing, appointment slots, decisions with reasons and appeal deadlines in days")

CASES = []
REPAIRS = []
_counter = {"n": 0, "r": 0}


def ep(local, tz):
    """epoch seconds for a local wall-clock time in a zone: ep('2026-05-14T13:00', 'America/Chicago')"""
    return int(datetime.fromisoformat(local).replace(tzinfo=ZoneInfo(tz)).timestamp())


def rec(id, source, fields):
    return {"id": id, "kind": "record", "source": source, "fields": fields}


def pol(id, text, revision=None):
    d = {"id": id, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(id, text):
    return {"id": id, "kind": "passage", "text": text}


def refused(id, tool, decision, args):
    return {"id": id, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def S(t):
    return {"contains": t, "verdict_in": ["supported"]}


def N(t):
    return {"contains": t, "verdict_in": ["not_applicable"]}


def C(t, *r):
    return {"contains": t, "verdict_in": ["contradicted"], "reason_in": list(r)}


def I(t, *r):
    return {"contains": t, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}


def CI(t, *r):
    return {"contains": t, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


def add(scen, domain, question, draft, evidence, probes, includes=(), excludes=(), errors=(),
        notes="", now=None, repair=False):
    if repair:
        _counter["r"] += 1
        cid = "w17-r%02d-%s" % (_counter["r"], scen)
        outcome = ["repaired"]
    else:
        _counter["n"] += 1
        cid = "w17-%03d-%s" % (_counter["n"], scen)
        if errors:
            cid += "-" + errors[0].replace("_", "-")
        outcome = None if errors else ["sent"]
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    line = {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome,
                       "final_excludes": list(excludes), "final_includes": list(includes)},
            "meta": {"writer": "w17", "domain": domain, "scenario": scen, "api_family": API_FAMILY,
                     "errors": list(errors), "notes": notes}}
    _check(line, repair)
    (REPAIRS if repair else CASES).append(line)
    return cid


def _check(line, repair):
    c = line["case"]
    d = c["draft"]
    cid = c["id"]
    ids = [e["id"] for e in c["evidence"]]
    assert len(ids) == len(set(ids)), (cid, "dup evidence id")
    for p in line["expect"]["probes"]:
        n = d.count(p["contains"])
        assert n == 1, (cid, "probe occurs %d times" % n, p["contains"])
    errs = line["meta"]["errors"]
    bad = [p for p in line["expect"]["probes"] if "supported" not in p["verdict_in"]
           and "not_applicable" not in p["verdict_in"]]
    if errs:
        assert bad, (cid, "errors but no wrong probe")
        assert len(bad) == len(errs), (cid, "wrong probes %d vs errors %d" % (len(bad), len(errs)))
        assert line["expect"]["final_excludes"], (cid, "no excludes")
    else:
        assert not bad, (cid, "correct case with wrong probe")
        assert not line["expect"]["final_excludes"]
    for x in line["expect"]["final_excludes"]:
        assert x in d, (cid, "exclude not in draft", x)
        # never in a correct sentence: ensure every occurrence lies inside a wrong probe's sentence
        good = [p["contains"] for p in line["expect"]["probes"] if p not in bad]
        for g in good:
            assert x not in g, (cid, "exclude inside supported probe", x, g)
    if repair:
        assert 1 <= len(errs) <= 2, cid
        inc = line["expect"]["final_includes"]
        assert inc, cid
        assert not any(a in d for a in inc[0].split("|")), (cid, "correction already in draft", inc[0])
        for other in inc[1:]:
            assert any(a in d for a in other.split("|")), (cid, "kept specific not in draft", other)
    elif not errs:
        for x in line["expect"]["final_includes"]:
            assert any(a in d for a in x.split("|")), (cid, "include not in draft", x)
    # rough coverage: every sentence should hold at least one probe
    sents = [s for s in re.split(r"(?<=[.!?])\s+|\n+", d) if s.strip()]
    for s in sents:
        if len(s.strip()) < 4:
            continue
        if not any(p["contains"] in s or s.strip() in p["contains"] for p in line["expect"]["probes"]):
            # a probe could span a sentence break; allow partial overlap check
            if not any(s.strip()[:15] in p["contains"] or p["contains"][:15] in s for p in line["expect"]["probes"]):
                print("WARN uncovered sentence", cid, repr(s))
