"""Small helpers for w18's hand-written cases (probe shorthands, epoch helper, registry)."""
from datetime import datetime
from zoneinfo import ZoneInfo

DEN = "America/Denver"
PHX = "America/Phoenix"
API = ("food ordering/booking APIs: orders with items[] and modifiers[], minor-unit amounts, "
       "promised_at epoch seconds, loyalty points ledgers, table reservations with party size and zone")

CASES = []    # (scenario, kind, dict) kind in {"case","repair"}


def ep(s, tz):
    """'2026-07-18 19:30' in tz -> epoch seconds."""
    return int(datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo(tz)).timestamp())


def sup(c):
    return {"contains": c, "verdict_in": ["supported"]}


def na(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def con(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}


def ins(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}


def either(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


def rec(i, src, fields):
    return {"id": i, "kind": "record", "source": "tool:" + src, "fields": fields}


def pol(i, text, rev=None):
    d = {"id": i, "kind": "policy", "text": text}
    if rev:
        d["revision"] = rev
    return d


def psg(i, text):
    return {"id": i, "kind": "passage", "text": text}


def refused(i, tool, decision, args):
    return {"id": i, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


class Scenario:
    def __init__(self, domain, slug, question, evidence, now=None):
        self.domain, self.slug, self.question, self.evidence, self.now = domain, slug, question, evidence, now

    def _case(self, draft, question):
        c = {"schema": "halcheck.case/1", "id": None, "question": question or self.question,
             "draft": draft, "evidence": self.evidence}
        if self.now:
            c["now"] = self.now
        return c

    def ok(self, draft, probes, includes, notes, question=None):
        CASES.append((self, "case", {
            "case": self._case(draft, question),
            "expect": {"probes": probes, "outcome_in": ["sent"], "final_excludes": [],
                       "final_includes": includes},
            "meta": {"writer": "w18", "domain": self.domain, "scenario": self.slug, "api_family": API,
                     "errors": [], "notes": notes}}))

    def bad(self, draft, probes, errors, excludes, notes, includes=None, question=None):
        CASES.append((self, "case", {
            "case": self._case(draft, question),
            "expect": {"probes": probes, "outcome_in": None, "final_excludes": excludes,
                       "final_includes": includes or []},
            "meta": {"writer": "w18", "domain": self.domain, "scenario": self.slug, "api_family": API,
                     "errors": errors, "notes": notes}}))

    def repair(self, draft, probes, errors, excludes, includes, notes, question=None):
        CASES.append((self, "repair", {
            "case": self._case(draft, question),
            "expect": {"probes": probes, "outcome_in": ["repaired"], "final_excludes": excludes,
                       "final_includes": includes},
            "meta": {"writer": "w18", "domain": self.domain, "scenario": self.slug, "api_family": API,
                     "errors": errors, "notes": notes}}))
