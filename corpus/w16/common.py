"""Small helpers for w16's case files. Each business file builds its own evidence and drafts by hand;
these helpers only wrap them in the line format and check substrings."""

WRITER = "w16"
API_FAMILY = ("property management: leases with versions[] (rent amounts with effective_from/superseded_by), "
              "charges[], work_orders[] with states and scheduled windows, deposits held, late-fee rules")


def S(text):
    return {"contains": text, "verdict_in": ["supported"]}


def N(text):
    return {"contains": text, "verdict_in": ["not_applicable"]}


def C(text, *reasons):
    return {"contains": text, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(text, *reasons):
    return {"contains": text, "verdict_in": ["insufficient_evidence"],
            "reason_in": list(reasons) or ["CLAIM_WITHOUT_TOOL_EVIDENCE"]}


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


def case(domain, scenario, question, draft, evidence, probes, errors=(), excludes=(), includes=(),
         notes="", now=None, repair=False):
    """Returns a line dict without an id; write_cases.py numbers them."""
    for p in probes:
        n = draft.count(p["contains"])
        if n != 1:
            raise ValueError(f"{scenario}: probe {p['contains']!r} occurs {n} times in draft")
    for x in excludes:
        if x not in draft:
            raise ValueError(f"{scenario}: exclude {x!r} not in draft")
    if repair:
        ok = False
        for inc in includes:
            alts = inc.split("|")
            if not any(a in draft for a in alts):
                ok = True
        if not ok:
            raise ValueError(f"{scenario}: repair case has no correction absent from draft")
    else:
        for inc in includes:
            if not any(a in draft for a in inc.split("|")):
                raise ValueError(f"{scenario}: include {inc!r} not in draft")
    ids = [e["id"] for e in evidence]
    if len(set(ids)) != len(ids):
        raise ValueError(f"{scenario}: duplicate evidence ids")
    c = {"schema": "halcheck.case/1", "id": None, "question": question, "draft": draft, "evidence": evidence}
    if now:
        c["now"] = now
    if repair:
        outcome = ["repaired"]
    elif errors:
        outcome = None
    else:
        outcome = ["sent"]
    return {"case": c,
            "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": list(excludes),
                       "final_includes": list(includes)},
            "meta": {"writer": WRITER, "domain": domain, "scenario": scenario, "api_family": API_FAMILY,
                     "errors": list(errors), "notes": notes},
            "_repair": repair}
