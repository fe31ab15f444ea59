"""Small helpers shared by the w46 scenario files (probe shorthands and evidence builders)."""
import datetime as _dt


def ep(iso):
    """Epoch seconds for an ISO time with offset (the API's own form for a few fields)."""
    return int(_dt.datetime.fromisoformat(iso).timestamp())


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def N(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def NS(c):
    return {"contains": c, "verdict_in": ["not_applicable", "supported"]}


def C(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}


def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}


def CI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, text, revision=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def D(draft, probes, includes=(), excludes=(), errors=(), notes=""):
    return {"draft": draft, "probes": list(probes), "includes": list(includes),
            "excludes": list(excludes), "errors": list(errors), "notes": notes}
