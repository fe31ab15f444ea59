"""Small helpers for w45's hand-written scenario bundles (no templating of drafts)."""
import re

WRITER = "w45"
API_FAMILY = "HL7 v2 messages parsed to JSON (segments by id, numbered fields, ^-split components)"

# reason codes
CWTE = "CLAIM_WITHOUT_TOOL_EVIDENCE"
IDM = "IDENTIFIER_MISMATCH"
AM = "AMOUNT_MISMATCH"
RSM = "RECORD_STATE_MISMATCH"
DM = "DATE_MISMATCH"
VM = "VALUE_MISMATCH"
NE = "NOT_EXECUTED"
NLC = "NLI_CONTRADICTION"
NNE = "NLI_NOT_ENTAILED"
NPE = "NO_POLICY_EVIDENCE"


def S(span):
    return {"contains": span, "verdict_in": ["supported"]}


def NA(span):
    return {"contains": span, "verdict_in": ["not_applicable"]}


def C(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(span, *reasons):
    return {"contains": span, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted", "insufficient_evidence"],
            "reason_in": list(reasons)}


# evidence builders
def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, revision, text):
    return {"id": eid, "kind": "policy", "revision": revision, "text": text}


def psg(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


# case builders
def ok(draft, probes, includes, notes, **kw):
    d = {"kind": "ok", "draft": draft, "probes": probes, "includes": includes,
         "excludes": [], "errors": [], "notes": notes}
    d.update(kw)
    return d


def bad(draft, probes, errors, excludes, notes, **kw):
    d = {"kind": "bad", "draft": draft, "probes": probes, "includes": [],
         "excludes": excludes, "errors": errors, "notes": notes}
    d.update(kw)
    return d


def fix(draft, probes, errors, excludes, includes, notes, **kw):
    d = {"kind": "repair", "draft": draft, "probes": probes, "includes": includes,
         "excludes": excludes, "errors": errors, "notes": notes}
    d.update(kw)
    return d


def bundle(scenario, domain, question, evidence, cases, now=None):
    return {"scenario": scenario, "domain": domain, "question": question,
            "evidence": evidence, "cases": cases, "now": now}


_ABBR = ["Dr", "Mr", "Ms", "Mrs", "St", "Jan", "Feb", "Mar", "Apr", "Aug", "Sept", "Sep", "Oct", "Nov", "Dec", "approx", "e.g", "i.e"]
SENT_SPLIT = re.compile("".join(r"(?<!\b%s\.)" % re.escape(a) for a in _ABBR) + r"(?<=[.!?])\s+|\n+")


def sentences(draft):
    out = []
    for s in SENT_SPLIT.split(draft):
        s = s.strip().lstrip("-•*").strip()
        if s:
            out.append(s)
    return out
