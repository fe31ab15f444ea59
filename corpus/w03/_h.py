"""Small helpers for w03's hand-written cases (serialising only; every draft/record is written by hand)."""
import json, datetime

API = "GraphQL (data.viewer..., edges[].node, __typename, camelCase, MoneyV2 decimal strings, DateTime with offsets)"

def S(c):
    return {"contains": c, "verdict_in": ["supported"]}

def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}

def C(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}

def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}

def CI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}

def money(a):
    return {"__typename": "MoneyV2", "amount": a, "currencyCode": "USD"}

def rec(eid, source, data):
    return {"id": eid, "kind": "record", "source": source, "fields": {"data": data}}

def pol(eid, text, rev=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if rev:
        d["revision"] = rev
    return d

def psg(eid, text):
    return {"id": eid, "kind": "passage", "text": text}

def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}

def case(cid, domain, scen, question, draft, evidence, probes, now=None, errors=(), notes="",
         excludes=(), includes=(), repair=False):
    c = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
         "evidence": evidence}
    if now:
        c["now"] = now
    if repair:
        outcome = ["repaired"]
    else:
        outcome = ["sent"] if not errors else None
    return {"case": c,
            "expect": {"probes": list(probes), "outcome_in": outcome,
                       "final_excludes": list(excludes), "final_includes": list(includes)},
            "meta": {"writer": "w03", "domain": domain, "scenario": scen, "api_family": API,
                     "errors": list(errors), "notes": notes}}
