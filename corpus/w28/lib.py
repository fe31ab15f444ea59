"""Helpers for w28's hand-written cases. Every record, policy and draft lives in the part files."""
import datetime as _dt

CASES, REPAIRS = [], []
_n = {"c": 0, "r": 0}
API = "Salesforce-like CRM sObjects (attributes/Id/__c/__r lookups, float currency + CurrencyIsoCode, +0000 timestamps)"


def sobj(t, sid, **f):
    d = {"attributes": {"type": t, "url": f"/services/data/v60.0/sobjects/{t}/{sid}"}, "Id": sid}
    d.update(f)
    return d


def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, text, rev=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if rev:
        d["revision"] = rev
    return d


def psg(eid, text, source=None):
    d = {"id": eid, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def epoch(s):
    """ISO local time with offset -> epoch seconds."""
    return int(_dt.datetime.fromisoformat(s).timestamp())


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def X(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}


def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}


def XI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


class Bundle:
    def __init__(self, scen, domain, question, evidence, now=None):
        self.scen, self.domain, self.question, self.evidence, self.now = scen, domain, question, evidence, now
        ids = [e["id"] for e in evidence]
        assert len(ids) == len(set(ids)), scen

    def _case(self, cid, draft, question):
        c = {"schema": "halcheck.case/1", "id": cid, "question": question or self.question,
             "draft": draft, "evidence": self.evidence}
        if self.now:
            c["now"] = self.now
        return c

    def _check(self, draft, probes):
        for p in probes:
            k = draft.count(p["contains"])
            assert k == 1, (self.scen, p["contains"], k)

    def ok(self, draft, probes, inc, notes, q=None):
        self._check(draft, probes)
        for s in inc:
            assert s in draft, (self.scen, s)
        _n["c"] += 1
        cid = f"w28-{_n['c']:03d}-{self.scen}"
        CASES.append({"case": self._case(cid, draft, q),
                      "expect": {"probes": probes, "outcome_in": ["sent"], "final_excludes": [],
                                 "final_includes": list(inc)},
                      "meta": {"writer": "w28", "domain": self.domain, "scenario": self.scen,
                               "api_family": API, "errors": [], "notes": notes}})

    def bad(self, draft, probes, errors, exc, notes, inc=(), q=None):
        self._check(draft, probes)
        assert errors
        for s in exc:
            assert s in draft, (self.scen, s)
        for s in inc:
            assert s in draft, (self.scen, s)
        _n["c"] += 1
        cid = f"w28-{_n['c']:03d}-{self.scen}-{errors[0].replace('_', '-')}"
        CASES.append({"case": self._case(cid, draft, q),
                      "expect": {"probes": probes, "outcome_in": None, "final_excludes": list(exc),
                                 "final_includes": list(inc)},
                      "meta": {"writer": "w28", "domain": self.domain, "scenario": self.scen,
                               "api_family": API, "errors": list(errors), "notes": notes}})

    def rep(self, draft, probes, errors, exc, inc, notes, q=None):
        """inc[0] is the correction (all alternatives absent from draft); others must survive."""
        self._check(draft, probes)
        assert 1 <= len(errors) <= 2
        for s in exc:
            assert s in draft, (self.scen, s)
        for alt in inc[0].split("|"):
            assert alt not in draft, (self.scen, "correction present", alt)
        for e in inc[1:]:
            assert any(a in draft for a in e.split("|")), (self.scen, e)
        _n["r"] += 1
        cid = f"w28-r{_n['r']:02d}-{self.scen}"
        REPAIRS.append({"case": self._case(cid, draft, q),
                        "expect": {"probes": probes, "outcome_in": ["repaired"], "final_excludes": list(exc),
                                   "final_includes": list(inc)},
                        "meta": {"writer": "w28", "domain": self.domain, "scenario": self.scen,
                                 "api_family": API, "errors": list(errors), "notes": notes}})
