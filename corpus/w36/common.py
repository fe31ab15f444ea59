"""Helpers for writer w36's corpus scripts (probe shorthands and per-case sanity checks)."""
import json

WRITER = "w36"
API_FAMILY = "EDI X12 (850/855/856/810) rendered as JSON"


def S(text):
    return {"contains": text, "verdict_in": ["supported"]}


def NA(text):
    return {"contains": text, "verdict_in": ["not_applicable"]}


def C(text, *reasons):
    return {"contains": text, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(text, *reasons):
    return {"contains": text, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(text, *reasons):
    return {"contains": text, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, text, revision=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def kb(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


_BUNDLE = {"now": None}


def scen(name):
    """Start a new scenario bundle: forget the previous bundle's `now`."""
    _BUNDLE["now"] = None
    return name


def set_now(iso):
    """The moment replies in this bundle are written; given to every case of the bundle."""
    _BUNDLE["now"] = iso
    return iso


def make(domain, scenario, question, draft, evidence, probes, *, errors=(), excludes=(), includes=(),
         notes="", now=None, repair=False, tag=None):
    """Return an unnumbered case dict; write_cases.py assigns the id."""
    now = now or _BUNDLE["now"]
    return {"domain": domain, "scenario": scenario, "question": question, "draft": draft,
            "evidence": evidence, "probes": probes, "errors": list(errors), "excludes": list(excludes),
            "includes": list(includes), "notes": notes, "now": now, "repair": repair, "tag": tag}


def check(c, cid):
    d = c["draft"]
    probs = []
    for p in c["probes"]:
        n = d.count(p["contains"])
        if n != 1:
            probs.append(f"{cid}: probe {p['contains']!r} occurs {n} times")
    for e in c["excludes"]:
        if e not in d:
            probs.append(f"{cid}: exclude {e!r} not in draft")
    wrong = [p for p in c["probes"] if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"]]
    if c["repair"]:
        if not (1 <= len(c["errors"]) <= 2):
            probs.append(f"{cid}: repair needs 1-2 errors")
        if not any(all(alt not in d for alt in inc.split("|")) for inc in c["includes"]):
            probs.append(f"{cid}: no correction entry absent from draft")
    elif c["errors"]:
        if not (1 <= len(c["errors"]) <= 3):
            probs.append(f"{cid}: 1-3 errors")
    else:
        for inc in c["includes"]:
            if inc not in d:
                probs.append(f"{cid}: include {inc!r} not in draft")
        if c["excludes"]:
            probs.append(f"{cid}: correct case with excludes")
    if len(wrong) != len(c["errors"]):
        probs.append(f"{cid}: {len(wrong)} wrong probes vs {len(c['errors'])} errors")
    # excludes must not sit inside a supported probe span
    for e in c["excludes"]:
        for p in c["probes"]:
            if "supported" in p["verdict_in"] and e in p["contains"]:
                probs.append(f"{cid}: exclude {e!r} inside supported probe")
    ids = [ev["id"] for ev in c["evidence"]]
    if len(ids) != len(set(ids)):
        probs.append(f"{cid}: duplicate evidence id")
    return probs


def epoch(iso):
    """Epoch seconds for an ISO 8601 time with offset (used for the few epoch fields in records)."""
    from datetime import datetime
    return int(datetime.fromisoformat(iso).timestamp())
