"""Small helpers for writer w59's hand-written bundles."""

def S(c):
    return {"contains": c, "verdict_in": ["supported"]}

def N(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}

def C(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}

def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"],
            "reason_in": list(r) or ["CLAIM_WITHOUT_TOOL_EVIDENCE"]}

def CI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}

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
