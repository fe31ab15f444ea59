"""Small helpers for w44's hand-written scenario bundles.

Only shapes probes and converts local Kuala Lumpur wall-clock times to epoch seconds; every record,
policy and draft is written out by hand in the s_*.py files.
"""
from datetime import datetime, timezone, timedelta

KL = timezone(timedelta(hours=8))

SUP = ["supported"]
NA_ = ["not_applicable"]


def epoch_kl(text):
    """'2026-03-20 17:00' read as Asia/Kuala_Lumpur wall time -> epoch seconds."""
    return int(datetime.strptime(text, "%Y-%m-%d %H:%M").replace(tzinfo=KL).timestamp())


def sup(span):
    return {"contains": span, "verdict_in": ["supported"]}


def na(span):
    return {"contains": span, "verdict_in": ["not_applicable"]}


def con(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def ins(span, *reasons):
    return {"contains": span, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def either(span, *reasons):
    """A claim a fair reader could call contradicted or merely unsupported."""
    return {"contains": span, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, text, revision=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args, **extra):
    d = {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    d.update(extra)
    return d


def good(draft, probes, includes, notes, **kw):
    d = dict(draft=draft, probes=probes, errors=[], excludes=[], includes=includes, notes=notes)
    d.update(kw)
    return d


def bad(draft, probes, errors, excludes, notes, **kw):
    d = dict(draft=draft, probes=probes, errors=errors, excludes=excludes, includes=kw.pop("includes", []),
             notes=notes)
    d.update(kw)
    return d


def fix(draft, probes, errors, excludes, includes, notes, **kw):
    d = dict(draft=draft, probes=probes, errors=errors, excludes=excludes, includes=includes, notes=notes)
    d.update(kw)
    return d
