"""Small helpers for w22's hand-written cases (evidence builders and probe shorthand)."""
from datetime import datetime

def ts(iso):
    """epoch seconds for an ISO 8601 time with offset (so the values I write stay checkable)."""
    return int(datetime.fromisoformat(iso).timestamp())

def rec(id, tool, fields):
    return {"id": id, "kind": "record", "source": "tool:" + tool, "fields": fields}

def pol(id, text, revision=None):
    d = {"id": id, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d

def psg(id, text):
    return {"id": id, "kind": "passage", "text": text}

def refused(id, tool, decision, args):
    return {"id": id, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}

def case(draft, probes, inc=(), exc=(), err=(), notes=""):
    return {"draft": draft, "probes": probes, "inc": list(inc), "exc": list(exc),
            "err": list(err), "notes": notes}
