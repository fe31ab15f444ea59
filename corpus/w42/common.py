"""Small helpers for w42's hand-written scenario bundles (no templates: every record,
policy and draft is written out in the s_*.py files)."""

FV = "@OData.Community.Display.V1.FormattedValue"
LN = "@Microsoft.Dynamics.CRM.lookuplogicalname"

# reason-code sets
R_AMT = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
R_DATE = ["DATE_MISMATCH", "VALUE_MISMATCH"]
R_STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
R_ID = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
R_VAL = ["VALUE_MISMATCH"]
R_POL = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
R_NOREC = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
R_NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
R_NE = ["NOT_EXECUTED"]


def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


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


def S(span):
    return {"contains": span, "verdict_in": ["supported"]}


def NA(span):
    return {"contains": span, "verdict_in": ["not_applicable"]}


def C(span, reasons):
    return {"contains": span, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(span, reasons):
    return {"contains": span, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(span, reasons):
    return {"contains": span, "verdict_in": ["contradicted", "insufficient_evidence"],
            "reason_in": list(reasons)}


def ok(draft, probes, incl, notes, **kw):
    """A fully correct draft."""
    return dict(kind="ok", draft=draft, probes=probes, errors=[], excl=[], incl=incl, notes=notes, **kw)


def bad(draft, probes, errors, excl, notes, **kw):
    """A draft with one to three wrong or unsupported claims."""
    return dict(kind="bad", draft=draft, probes=probes, errors=errors, excl=excl, incl=[], notes=notes, **kw)


def fix(draft, probes, errors, excl, incl, notes, **kw):
    """A repair case: one or two errors the evidence can correct."""
    return dict(kind="fix", draft=draft, probes=probes, errors=errors, excl=excl, incl=incl, notes=notes, **kw)

# a perk/waiver claimed when its condition fails: the record may contradict it or simply not back it
R_COND = ["VALUE_MISMATCH", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH",
          "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
