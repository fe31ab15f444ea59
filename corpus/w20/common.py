"""Helpers for w20's hand-written cases. Each business file builds scenarios and calls case()/repair()."""
from datetime import datetime
from zoneinfo import ZoneInfo

LON = ZoneInfo("Europe/London")
API = "membership platforms: members/membership{plan,status,freeze}, credits, billing schedule[], bookings+waitlists, plan catalogues"
CASES, REPAIRS = [], []

V = {"S": ["supported"], "C": ["contradicted"], "I": ["insufficient_evidence"],
     "CI": ["contradicted", "insufficient_evidence"], "N": ["not_applicable"]}


def ep(s):
    """Epoch seconds for a London wall-clock time 'YYYY-MM-DD HH:MM'."""
    return int(datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=LON).timestamp())


def rec(id_, source, fields):
    return {"id": id_, "kind": "record", "source": source, "fields": fields}


def pol(id_, text, revision=None):
    d = {"id": id_, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(id_, text):
    return {"id": id_, "kind": "passage", "text": text}


def refused(id_, tool, decision, args):
    return {"id": id_, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def _probes(ps):
    out = []
    for p in ps:
        contains, v = p[0], p[1]
        d = {"contains": contains, "verdict_in": V[v]}
        if len(p) > 2 and p[2]:
            d["reason_in"] = p[2].split("|")
        out.append(d)
    return out


def _mk(scn, cid, question, draft, probes, errors, excl, incl, notes, now, outcome):
    c = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
         "evidence": scn["evidence"]}
    n = now or scn.get("now")
    if n:
        c["now"] = n
    return {"case": c,
            "expect": {"probes": _probes(probes), "outcome_in": outcome,
                       "final_excludes": list(excl), "final_includes": list(incl)},
            "meta": {"writer": "w20", "domain": scn["domain"], "scenario": scn["name"], "api_family": API,
                     "errors": list(errors), "notes": notes}}


def case(scn, question, draft, probes, errors=(), excl=(), incl=(), notes="", now=None):
    outcome = ["sent"] if not errors else None
    CASES.append(_mk(scn, None, question, draft, probes, errors, excl, incl, notes, now, outcome))


def repair(scn, question, draft, probes, errors, excl, incl, notes="", now=None):
    REPAIRS.append(_mk(scn, None, question, draft, probes, errors, excl, incl, notes, now, ["repaired"]))
