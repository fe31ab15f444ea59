"""Small helpers for writer w14's hand-written cases (no templating of drafts)."""
import datetime
import zoneinfo

API_FAMILY = ("HR/payroll APIs: pay statements with gross/net/deductions[]/ytd in minor units, "
              "leave balances in hours, enrolments with effective dates, reimbursements in minor units")


def rec(id, source, fields):
    return {"id": id, "kind": "record", "source": source, "fields": fields}


def pol(id, text, revision=None):
    d = {"id": id, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(id, text):
    return {"id": id, "kind": "passage", "text": text}


def refused(id, tool, decision, args):
    return {"id": id, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def ep(local, tz):
    """epoch seconds for a local wall-clock time 'YYYY-MM-DDTHH:MM' in zone tz"""
    dt = datetime.datetime.fromisoformat(local).replace(tzinfo=zoneinfo.ZoneInfo(tz))
    return int(dt.timestamp())


def S(t):
    return {"contains": t, "verdict_in": ["supported"]}


def NA(t):
    return {"contains": t, "verdict_in": ["not_applicable"]}


def C(t, *r):
    return {"contains": t, "verdict_in": ["contradicted"], "reason_in": list(r)}


def I(t, *r):
    return {"contains": t, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}


def CI(t, *r):
    return {"contains": t, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


class Builder:
    def __init__(self, domain):
        self.domain = domain
        self.cases = []

    def _add(self, typ, scn, q, draft, ev, probes, errors, excludes, includes, notes, now):
        self.cases.append({"_type": typ, "domain": self.domain, "scenario": scn, "question": q,
                           "draft": draft, "evidence": ev, "probes": probes, "errors": list(errors),
                           "excludes": list(excludes), "includes": list(includes), "notes": notes,
                           "now": now})

    def ok(self, scn, q, draft, ev, probes, includes, notes, now=None):
        self._add("correct", scn, q, draft, ev, probes, [], [], includes, notes, now)

    def bad(self, scn, q, draft, ev, probes, errors, excludes, notes, now=None):
        self._add("wrong", scn, q, draft, ev, probes, errors, excludes, [], notes, now)

    def fix(self, scn, q, draft, ev, probes, errors, excludes, includes, notes, now=None):
        self._add("repair", scn, q, draft, ev, probes, errors, excludes, includes, notes, now)
