"""Helpers for w10's hand-written cases. Each bNN.py file holds hand-written scenarios."""
import json
from datetime import datetime
from zoneinfo import ZoneInfo

WRITER = "w10"
API = "logistics tracking (shipment.events[] with epoch-ms occurred_at, eta windows, kg/lb weights, service_level, minor-unit duties)"
CASES, REPAIRS = [], []
_ids = set()


def ms(local, tz):
    """epoch milliseconds of a local wall time in zone tz"""
    return int(datetime.fromisoformat(local).replace(tzinfo=ZoneInfo(tz)).timestamp() * 1000)


def ev(code, desc, city, tz, local):
    return {"code": code, "description": desc, "location": {"city": city, "tz": tz}, "occurred_at": ms(local, tz)}


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def N(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def C(c, *reasons):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(c, *reasons):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(c, *reasons):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


def rec(id_, source, fields):
    return {"id": id_, "kind": "record", "source": source, "fields": fields}


def pol(id_, text, revision=None):
    d = {"id": id_, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(id_, text):
    return {"id": id_, "kind": "passage", "text": text}


def refused(id_, tool, decision, args):
    return {"id": id_, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


class Scenario:
    def __init__(self, slug, domain, question, evidence, now=None):
        self.slug, self.domain, self.question, self.evidence, self.now = slug, domain, question, evidence, now
        ids = [e["id"] for e in evidence]
        assert len(ids) == len(set(ids)), slug

    def _case(self, cid, draft, question, now):
        c = {"schema": "halcheck.case/1", "id": cid, "question": question or self.question,
             "draft": draft, "evidence": self.evidence}
        n = now or self.now
        if n:
            c["now"] = n
        return c

    def add(self, draft, probes, errors=(), excludes=(), includes=(), notes="", question=None, now=None):
        num = len(CASES) + 1
        errors = list(errors)
        cid = f"{WRITER}-{num:03d}-{self.slug}" + (f"-{errors[0].replace('_', '-')}" if errors else "")
        _check(cid, draft, probes, errors, excludes, includes, repair=False)
        line = {"case": self._case(cid, draft, question, now),
                "expect": {"probes": probes, "outcome_in": None if errors else ["sent"],
                           "final_excludes": list(excludes), "final_includes": list(includes)},
                "meta": {"writer": WRITER, "domain": self.domain, "scenario": self.slug, "api_family": API,
                         "errors": errors, "notes": notes}}
        CASES.append(line)

    def repair(self, draft, probes, errors, excludes, correction, keep=(), notes="", question=None, now=None):
        num = len(REPAIRS) + 1
        cid = f"{WRITER}-r{num:02d}-{self.slug}"
        _check(cid, draft, probes, list(errors), excludes, keep, repair=True)
        for alt in correction.split("|"):
            if alt in draft:
                raise AssertionError(f"{cid}: correction alternative {alt!r} already in draft")
        line = {"case": self._case(cid, draft, question, now),
                "expect": {"probes": probes, "outcome_in": ["repaired"],
                           "final_excludes": list(excludes), "final_includes": [correction] + list(keep)},
                "meta": {"writer": WRITER, "domain": self.domain, "scenario": self.slug, "api_family": API,
                         "errors": list(errors), "notes": notes}}
        REPAIRS.append(line)


def _check(cid, draft, probes, errors, excludes, includes, repair):
    assert cid not in _ids, cid
    _ids.add(cid)
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, f"{cid}: probe {p['contains']!r} occurs {n} times"
    bad = [p for p in probes if p["verdict_in"][0] not in ("supported", "not_applicable")]
    assert len(bad) == len(errors), f"{cid}: {len(bad)} bad probes vs {len(errors)} errors"
    if not errors:
        assert not excludes, cid
        assert includes, f"{cid}: correct case needs includes"
    if repair:
        assert 1 <= len(errors) <= 2, cid
    for x in excludes:
        assert x in draft, f"{cid}: exclude {x!r} not in draft"
        # exclude must sit inside some wrong probe's sentence region, never in a supported probe span
        for p in probes:
            if p["verdict_in"] == ["supported"] and x in p["contains"]:
                raise AssertionError(f"{cid}: exclude {x!r} inside supported probe")
    for inc in includes:
        if not any(a in draft for a in inc.split("|")):
            raise AssertionError(f"{cid}: include {inc!r} not in draft")
