"""Small helpers for writer w40's corpus. Every draft, record and policy is written by hand in the
business modules (s_*.py); this file only shapes the JSON lines and checks them for self-consistency."""

import json

WRITER = "w40"
API_FAMILY = ("spreadsheet-export JSON rows: one record per sheet (orders, payments, price list), header "
              "names with spaces and bracketed units, every value a locale string (1'250.50, 14.03.2026, "
              "09:30), blank cells as \"\", yes/no columns as \"x\" or \"\"")

CASES = []    # (scenario, suffix, case-dict-without-id) in order of writing
REPAIRS = []


def S(text):
    return {"contains": text, "verdict_in": ["supported"]}


def N(text):
    return {"contains": text, "verdict_in": ["not_applicable"]}


def X(text, *reasons):
    return {"contains": text, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(text, *reasons):
    return {"contains": text, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def XI(text, *reasons):
    return {"contains": text, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


def rec(eid, source, fields, **extra):
    d = {"id": eid, "kind": "record", "source": source, "fields": fields}
    d.update(extra)
    return d


def pol(eid, text, **extra):
    d = {"id": eid, "kind": "policy", "text": text}
    d.update(extra)
    return d


def psg(eid, text, **extra):
    d = {"id": eid, "kind": "passage", "text": text}
    d.update(extra)
    return d


def refused(eid, tool, decision, args, **extra):
    d = {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    d.update(extra)
    return d


def _check(draft, probes, excludes, includes, errors, repair):
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, (p["contains"], n, draft)
    for e in excludes:
        assert e in draft, ("exclude not in draft", e)
    if repair:
        assert 1 <= len(errors) <= 2, errors
        absent = [inc for inc in includes if not any(a in draft for a in inc.split("|"))]
        assert len(absent) >= 1, ("repair needs a correction absent from the draft", includes)
    else:
        if not errors:
            for inc in includes:
                assert inc in draft, ("include not in draft", inc)
            assert not excludes
        else:
            assert 1 <= len(errors) <= 3
            assert excludes
    wrong = [p for p in probes if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"]]
    if errors:
        assert len(wrong) == len(errors), ("one wrong probe per error", len(wrong), errors, draft)
    else:
        assert not wrong, ("correct reply has a wrong probe", draft)


def add(scenario, domain, question, draft, evidence, probes, errors=(), excludes=(), includes=(),
        notes="", now=None, suffix=None, repair=False):
    errors, excludes, includes = list(errors), list(excludes), list(includes)
    _check(draft, probes, excludes, includes, errors, repair)
    ids = [e["id"] for e in evidence]
    assert len(ids) == len(set(ids)), ids
    case = {"schema": "halcheck.case/1", "id": None, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    line = {"case": case,
            "expect": {"probes": probes,
                       "outcome_in": ["repaired"] if repair else (None if errors else ["sent"]),
                       "final_excludes": excludes, "final_includes": includes},
            "meta": {"writer": WRITER, "domain": domain, "scenario": scenario, "api_family": API_FAMILY,
                     "errors": errors, "notes": notes}}
    if repair:
        REPAIRS.append((scenario, line))
    else:
        if suffix is None and errors:
            suffix = errors[0].replace("_", "-")
        CASES.append((scenario, suffix, line))
