"""Small helpers for writer w43's hand-written scenario files.

Only the probe/evidence *shapes* live here; every draft, policy and record is written by hand
in the s_<business>.py files.
"""

AMT = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
DATE = ["DATE_MISMATCH", "VALUE_MISMATCH"]
TIME = ["DATE_MISMATCH", "VALUE_MISMATCH"]
STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
IDM = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
VAL = ["VALUE_MISMATCH"]
NOTEX = ["NOT_EXECUTED"]
NOREC = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
POLC = ["NLI_CONTRADICTION", "VALUE_MISMATCH", "AMOUNT_MISMATCH"]
POLI = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
NLIC = ["NLI_CONTRADICTION"]


def ok(s):
    return {"contains": s, "verdict_in": ["supported"]}


def na(s):
    return {"contains": s, "verdict_in": ["not_applicable"]}


def bad(s, reasons):
    return {"contains": s, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def unk(s, reasons):
    return {"contains": s, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def either(s, reasons):
    return {"contains": s, "verdict_in": ["contradicted", "insufficient_evidence"],
            "reason_in": list(dict.fromkeys(list(reasons)))}


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


def usd(minor):
    return {"amount": minor, "currency": "USD"}
