"""Small helpers for w48's hand-written bundles.

Records are written by hand as Python dicts and only *typed* here into the
Firestore REST shape (stringValue, integerValue-as-string, timestampValue, ...).
"""


class TS(str):
    """An RFC 3339 UTC timestamp -> timestampValue."""


class DEC(str):
    """A decimal kept as a string (Firestore has none) -> stringValue, but marks intent."""


def val(x):
    if isinstance(x, TS):
        return {"timestampValue": str(x)}
    if isinstance(x, bool):
        return {"booleanValue": x}
    if isinstance(x, int):
        return {"integerValue": str(x)}
    if isinstance(x, float):
        return {"doubleValue": x}
    if x is None:
        return {"nullValue": None}
    if isinstance(x, str):
        return {"stringValue": str(x)}
    if isinstance(x, dict):
        return {"mapValue": {"fields": {k: val(v) for k, v in x.items()}}}
    if isinstance(x, (list, tuple)):
        return {"arrayValue": {"values": [val(v) for v in x]}}
    raise TypeError(type(x))


def doc(eid, project, path, fields, create, update, source):
    return {
        "id": eid,
        "kind": "record",
        "source": source,
        "fields": {
            "name": f"projects/{project}/databases/(default)/documents/{path}",
            "fields": {k: val(v) for k, v in fields.items()},
            "createTime": create,
            "updateTime": update,
        },
    }


def policy(eid, revision, text, **kw):
    d = {"id": eid, "kind": "policy", "revision": revision, "text": text}
    d.update(kw)
    return d


def passage(eid, text, source=None):
    d = {"id": eid, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


# ---- probes -------------------------------------------------------------
AMT = ["AMOUNT_MISMATCH"]
ARITH = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
DATE = ["DATE_MISMATCH"]
TIME = ["DATE_MISMATCH", "VALUE_MISMATCH"]
STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
VAL = ["VALUE_MISMATCH"]
IDM = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
NOREC = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
NX = ["NOT_EXECUTED"]
NLIC = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
NLIN = ["NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"]


def S(span):
    return {"contains": span, "verdict_in": ["supported"]}


def NA(span):
    return {"contains": span, "verdict_in": ["not_applicable"]}


def X(span, reasons):
    return {"contains": span, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(span, reasons):
    return {"contains": span, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def XI(span, reasons):
    return {"contains": span, "verdict_in": ["contradicted", "insufficient_evidence"],
            "reason_in": list(reasons)}


# ---- cases ----------------------------------------------------------------
class Bundle:
    def __init__(self, scenario, domain, api_family, evidence, question, now=None):
        self.scenario = scenario
        self.domain = domain
        self.api_family = api_family
        self.evidence = evidence
        self.question = question
        self.now = now
        self.items = []  # (file, suffix, case-dict-parts)

    def _add(self, file, draft, probes, errors, notes, excludes, includes, suffix, question, evidence):
        self.items.append(dict(file=file, draft=draft, probes=probes, errors=list(errors), notes=notes,
                               excludes=list(excludes), includes=list(includes), suffix=suffix,
                               question=question or self.question,
                               evidence=evidence or self.evidence))

    def ok(self, draft, probes, includes, notes, question=None, evidence=None):
        self._add("cases", draft, probes, [], notes, [], includes, None, question, evidence)

    def bad(self, draft, probes, errors, excludes, notes, suffix=None, question=None, evidence=None):
        assert errors
        self._add("cases", draft, probes, errors, notes, excludes, [], suffix or errors[0].replace("_", "-"),
                  question, evidence)

    def fix(self, draft, probes, errors, excludes, includes, notes, question=None, evidence=None):
        self._add("repair", draft, probes, errors, notes, excludes, includes, None, question, evidence)
