"""Small helpers for w24's case files. Every draft/record is written by hand in the business files."""

WRITER = "w24"
API_FAMILY = ("Indian e-commerce and service APIs: paise integers with INR or rupee decimal strings, "
              "DD-MM-YYYY and ISO +05:30 dates, SCREAMING_CASE states")


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def N(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def C(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}


def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}


def CI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


def rec(id, source, fields, **kw):
    d = {"id": id, "kind": "record", "source": source, "fields": fields}
    d.update(kw)
    return d


def pol(id, text, **kw):
    d = {"id": id, "kind": "policy", "text": text}
    d.update(kw)
    return d


def psg(id, text, **kw):
    d = {"id": id, "kind": "passage", "text": text}
    d.update(kw)
    return d


def refused(id, tool, decision, args):
    return {"id": id, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def case(domain, scenario, question, draft, evidence, probes, errors=(), notes="", now=None,
         excludes=(), includes=(), repair=False):
    """Returns a case line without its id; write_cases.py numbers them."""
    c = {"schema": "halcheck.case/1", "question": question, "draft": draft, "evidence": evidence}
    if now:
        c["now"] = now
    if repair:
        outcome = ["repaired"]
    elif errors:
        outcome = None
    else:
        outcome = ["sent"]
    return {"case": c,
            "expect": {"probes": probes, "outcome_in": outcome,
                       "final_excludes": list(excludes), "final_includes": list(includes)},
            "meta": {"writer": WRITER, "domain": domain, "scenario": scenario, "api_family": API_FAMILY,
                     "errors": list(errors), "notes": notes},
            "_repair": repair}
