"""Small helpers for writer w56's hand-written bundles (assembly only; every draft is written by hand)."""
import datetime

WRITER = "w56"
API_FAMILY = ("Adyen-style payment notifications (notificationItems[].NotificationRequestItem, "
              "eventCode/success/amount minor units/pspReference/originalReference) beside a bookings API "
              "(local HH:MM slots, separate date, venue zone)")

# reason-code sets
AMT = ["AMOUNT_MISMATCH"]
DATE = ["DATE_MISMATCH", "VALUE_MISMATCH"]
TIME = ["DATE_MISMATCH", "VALUE_MISMATCH"]
STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
IDM = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
VAL = ["VALUE_MISMATCH"]
QTY = ["VALUE_MISMATCH", "AMOUNT_MISMATCH"]
RULE_C = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
NOREC = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
NOFACT = ["NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"]
NOTEX = ["NOT_EXECUTED"]


def S(text):
    return {"contains": text, "verdict_in": ["supported"]}


def N(text):
    return {"contains": text, "verdict_in": ["not_applicable"]}


def C(text, reasons):
    return {"contains": text, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(text, reasons):
    return {"contains": text, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(text, reasons):
    return {"contains": text, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


def ep(iso):
    """epoch seconds for an ISO time with offset"""
    return int(datetime.datetime.fromisoformat(iso).timestamp())


def adyen(*items, live="false"):
    return {"live": live, "notificationItems": [{"NotificationRequestItem": it} for it in items]}


class Bundle:
    def __init__(self, scenario, domain, question, evidence, now=None):
        self.scenario = scenario
        self.domain = domain
        self.question = question
        self.evidence = evidence
        self.now = now
        self.items = []  # (kind, dict)

    def ok(self, draft, probes, includes, notes, question=None):
        self.items.append(("ok", dict(draft=draft, probes=probes, errors=[], excludes=[],
                                      includes=includes, notes=notes, question=question)))

    def bad(self, draft, probes, errors, excludes, notes, question=None):
        self.items.append(("bad", dict(draft=draft, probes=probes, errors=errors, excludes=excludes,
                                       includes=[], notes=notes, question=question)))

    def repair(self, draft, probes, errors, excludes, includes, notes, question=None):
        self.items.append(("repair", dict(draft=draft, probes=probes, errors=errors, excludes=excludes,
                                          includes=includes, notes=notes, question=question)))
