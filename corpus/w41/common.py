"""Small helpers shared by the w41 scenario files (no templates: every record and draft is hand-written)."""

API_FAMILY = "headless-commerce (commercetools-like): centPrecision money, localized maps, versioned resources"

# reason-code sets
AMT = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
DATE = ["DATE_MISMATCH", "VALUE_MISMATCH"]
STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
IDM = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
VAL = ["VALUE_MISMATCH"]
POL = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
NOEXEC = ["NOT_EXECUTED"]
NOREC = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]


def money(cents, currency="KES"):
    return {"type": "centPrecision", "currencyCode": currency, "centAmount": cents, "fractionDigits": 2}


def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, text, revision=None):
    e = {"id": eid, "kind": "policy", "text": text}
    if revision:
        e["revision"] = revision
    return e


def psg(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


# probes
def S(t):
    return {"contains": t, "verdict_in": ["supported"]}


def NA(t):
    return {"contains": t, "verdict_in": ["not_applicable"]}


def C(t, reasons):
    return {"contains": t, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(t, reasons):
    return {"contains": t, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(t, reasons):
    return {"contains": t, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


# drafts
def ok(text, probes, incl, notes):
    return {"kind": "ok", "draft": text, "probes": probes, "errors": [], "excl": [], "incl": incl, "notes": notes}


def bad(text, probes, errors, excl, notes, tag=None):
    return {"kind": "bad", "draft": text, "probes": probes, "errors": errors, "excl": excl, "incl": [],
            "notes": notes, "tag": tag}


def rep(text, probes, errors, excl, incl, notes):
    return {"kind": "repair", "draft": text, "probes": probes, "errors": errors, "excl": excl, "incl": incl,
            "notes": notes}


def bundle(scenario, domain, question, now, evidence, drafts):
    return {"scenario": scenario, "domain": domain, "question": question, "now": now, "evidence": evidence,
            "drafts": drafts}
