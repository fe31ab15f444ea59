"""Small helpers for writer w39: build case lines and sanity-check my own labels.

Every draft, record and policy is written by hand in the biz_*.py files; this only wraps them
into the line format and asserts the mechanical rules (probe spans occur once, excludes sit in
wrong sentences, corrections are absent from repair drafts).
"""
import re

WRITER = "w39"
API_FAMILY = "Google-API-style JSON (protobuf JSON mapping): int64 as strings, RFC 3339 Timestamps, Duration seconds strings, google.type.Money/Date, SCREAMING_CASE enums, resource name paths"

CASES = []    # filled by biz modules
REPAIRS = []


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def N(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def C(c, *reasons):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(c, *reasons):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(c, *reasons):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


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


def money(units, nanos=0, cc="PHP"):
    return {"currency_code": cc, "units": str(units), "nanos": nanos}


def date(y, m, d):
    return {"year": y, "month": m, "day": d}


def _sentences(text):
    parts = re.split(r"(?<=[.!?])\s+|\n+", text)
    return [p for p in parts if p.strip()]


def _wrong(p):
    return "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"]


def _check(draft, probes, errors, excludes, evidence, repair, includes):
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, (p["contains"], n, draft)
    ids = [e["id"] for e in evidence]
    assert len(ids) == len(set(ids)), ids
    wrong = [p for p in probes if _wrong(p)]
    assert len(wrong) == len(errors), (len(wrong), errors, draft)
    sents = _sentences(draft)
    for x in excludes:
        assert x in draft, ("exclude not in draft", x)
        for s in sents:
            if x in s:
                assert any(p["contains"] in s or s in p["contains"] for p in wrong), ("exclude in correct sentence", x, s)
    if not errors:
        assert not excludes
        for inc in includes:
            assert inc in draft, ("include missing", inc)
    if repair:
        assert 1 <= len(errors) <= 2
        corr = includes[0].split("|")
        for alt in corr:
            assert alt not in draft, ("correction already in draft", alt)
        for inc in includes[1:]:
            assert any(a in draft for a in inc.split("|")), ("surviving include missing", inc)


def add(domain, scenario, question, draft, evidence, probes, errors=(), excludes=(), includes=(),
        now=None, notes="", repair=False):
    errors, excludes, includes = list(errors), list(excludes), list(includes)
    _check(draft, probes, errors, excludes, evidence, repair, includes)
    case = {"schema": "halcheck.case/1", "id": None, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    if repair:
        outcome = ["repaired"]
    else:
        outcome = None if errors else ["sent"]
    line = {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": excludes,
                       "final_includes": includes},
            "meta": {"writer": WRITER, "domain": domain, "scenario": scenario, "api_family": API_FAMILY,
                     "errors": errors, "notes": notes}}
    (REPAIRS if repair else CASES).append(line)
    return line
