"""Small helpers for w15's hand-written cases (no templates: every draft and record is written per case)."""
import datetime as dt
from zoneinfo import ZoneInfo

NZ = ZoneInfo("Pacific/Auckland")
API_FAMILY = ("education systems: enrolments with status, course sessions[] with local times and a zone, "
              "grades, tuition installments[] with due dates and amounts, exam bookings with rescheduling history")

# reason codes
CWTE = "CLAIM_WITHOUT_TOOL_EVIDENCE"
IDM = "IDENTIFIER_MISMATCH"
AMT = "AMOUNT_MISMATCH"
STATE = "RECORD_STATE_MISMATCH"
DATE = "DATE_MISMATCH"
VAL = "VALUE_MISMATCH"
NOTEX = "NOT_EXECUTED"
NLIC = "NLI_CONTRADICTION"
NLIN = "NLI_NOT_ENTAILED"
NOPOL = "NO_POLICY_EVIDENCE"


def ep(local):
    """epoch seconds for a Pacific/Auckland wall-clock time 'YYYY-MM-DD HH:MM'"""
    return int(dt.datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=NZ).timestamp())


def utc(local):
    """ISO UTC 'Z' string for a Pacific/Auckland wall-clock time"""
    d = dt.datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=NZ).astimezone(dt.timezone.utc)
    return d.strftime("%Y-%m-%dT%H:%M:%SZ")


def now(local):
    d = dt.datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=NZ)
    return d.isoformat()


def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, text, revision=None):
    e = {"id": eid, "kind": "policy", "text": text}
    if revision:
        e["revision"] = revision
    return e


def psg(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def ref(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def C(c, *reasons):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(c, *reasons):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(c, *reasons):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


class Scenario:
    def __init__(self, key, domain, question, evidence, now_=None):
        self.key, self.domain, self.question, self.evidence, self.now = key, domain, question, evidence, now_
        self.cases = []
        self.repairs = []

    def _case(self, draft, probes, now_, question):
        c = {"schema": "halcheck.case/1", "id": None, "question": question or self.question,
             "draft": draft, "evidence": self.evidence}
        n = now_ or self.now
        if n:
            c["now"] = n
        return c

    def ok(self, draft, probes, includes, notes, now_=None, question=None):
        self.cases.append({"case": self._case(draft, probes, now_, question),
                           "expect": {"probes": probes, "outcome_in": ["sent"], "final_excludes": [],
                                      "final_includes": list(includes)},
                           "meta": {"writer": "w15", "domain": self.domain, "scenario": self.key,
                                    "api_family": API_FAMILY, "errors": [], "notes": notes}})

    def bad(self, draft, probes, errors, excludes, notes, now_=None, question=None, includes=()):
        self.cases.append({"case": self._case(draft, probes, now_, question),
                           "expect": {"probes": probes, "outcome_in": None, "final_excludes": list(excludes),
                                      "final_includes": list(includes)},
                           "meta": {"writer": "w15", "domain": self.domain, "scenario": self.key,
                                    "api_family": API_FAMILY, "errors": list(errors), "notes": notes}})

    def rep(self, draft, probes, errors, excludes, includes, notes, now_=None, question=None):
        self.repairs.append({"case": self._case(draft, probes, now_, question),
                             "expect": {"probes": probes, "outcome_in": ["repaired"],
                                        "final_excludes": list(excludes), "final_includes": list(includes)},
                             "meta": {"writer": "w15", "domain": self.domain, "scenario": self.key,
                                      "api_family": API_FAMILY, "errors": list(errors), "notes": notes}})
