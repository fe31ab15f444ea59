"""Small helpers shared by the w60 bundle files (hand-written bundles, no templates)."""

def oid(h):
    return {"$oid": h}

def date(iso):
    return {"$date": iso}

def datel(ms):
    return {"$date": {"$numberLong": str(ms)}}

def dec(s):
    return {"$numberDecimal": s}

def nint(n):
    return {"$numberInt": str(n)}

def nlong(n):
    return {"$numberLong": str(n)}

def rec(eid, source, fields, **kw):
    d = {"id": eid, "kind": "record", "source": source, "fields": fields}
    d.update(kw)
    return d

def pol(eid, text, revision=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d

def psg(eid, text, source=None):
    d = {"id": eid, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d

def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}

# probes
def S(c):
    return {"contains": c, "verdict_in": ["supported"]}

def N(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}

def C(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r) or ["VALUE_MISMATCH"]}

def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"],
            "reason_in": list(r) or ["CLAIM_WITHOUT_TOOL_EVIDENCE"]}

def CI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}

def case(draft, probes, errors=(), excludes=(), includes=(), notes="", tag=None, question=None, now=None,
         evidence=None):
    return {"draft": draft, "probes": list(probes), "errors": list(errors), "excludes": list(excludes),
            "includes": list(includes), "notes": notes, "tag": tag, "question": question, "now": now,
            "evidence": evidence}

def dl(iso):
    """$date in canonical $numberLong (epoch ms) form, from a UTC ISO string."""
    import datetime
    t = datetime.datetime.strptime(iso, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=datetime.timezone.utc)
    return {"$date": {"$numberLong": str(int(t.timestamp() * 1000))}}
