"""Small helpers for w19's corpus: probe builders, a per-business collector and self-checks.
Every draft, record and policy lives in the b*_*.py files, written one by one."""
from datetime import datetime
from zoneinfo import ZoneInfo

WRITER = "w19"
API = ("automotive dealer systems: repair orders with labor_lines[] (hours x rate), parts[], warranty "
       "coverage flags, appointment times, vehicle {vin, mileage}, revised estimates")

# reason-code sets
AMT = ["AMOUNT_MISMATCH"]
DATE = ["DATE_MISMATCH"]
TIME = ["DATE_MISMATCH", "VALUE_MISMATCH"]
STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
VAL = ["VALUE_MISMATCH"]
IDM = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
POL = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
NOREC = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
NOTEX = ["NOT_EXECUTED"]
FACTX = ["NLI_CONTRADICTION"]
FACTI = ["NLI_NOT_ENTAILED"]


def ep(local, tz):
    """epoch seconds for 'YYYY-MM-DD HH:MM' in zone tz"""
    return int(datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo(tz)).timestamp())


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def X(c, reasons):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(c, reasons):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def XI(c, reasons):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, text, revision=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def kb(eid, text, source=None):
    d = {"id": eid, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


class Biz:
    def __init__(self, domain):
        self.domain = domain
        self.cases = []
        self.repairs = []

    def _mk(self, scn, q, ev, draft, probes, errors, excl, incl, notes, now, outcome):
        c = {"schema": "halcheck.case/1", "id": None, "question": q, "draft": draft, "evidence": ev}
        if now:
            c["now"] = now
        return {"case": c,
                "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": list(excl),
                           "final_includes": list(incl)},
                "meta": {"writer": WRITER, "domain": self.domain, "scenario": scn, "api_family": API,
                         "errors": list(errors), "notes": notes}}

    def ok(self, scn, q, ev, draft, probes, incl, notes, now=None):
        self.cases.append(self._mk(scn, q, ev, draft, probes, [], [], incl, notes, now, ["sent"]))

    def bad(self, scn, q, ev, draft, probes, errors, excl, notes, now=None, incl=()):
        self.cases.append(self._mk(scn, q, ev, draft, probes, errors, excl, incl, notes, now, None))

    def fix(self, scn, q, ev, draft, probes, errors, excl, incl, notes, now=None):
        self.repairs.append(self._mk(scn, q, ev, draft, probes, errors, excl, incl, notes, now, ["repaired"]))


def check(line, repair=False):
    """self-checks beyond the validator; raises on a problem"""
    c, e, m = line["case"], line["expect"], line["meta"]
    d = c["draft"]
    cid = c["id"]
    ids = [x["id"] for x in c["evidence"]]
    assert len(ids) == len(set(ids)), (cid, "dup evidence id")
    sup = []
    bad = 0
    for p in e["probes"]:
        n = d.count(p["contains"])
        assert n == 1, (cid, "probe occurs %d times" % n, p["contains"])
        if p["verdict_in"] == ["supported"]:
            sup.append(p["contains"])
        elif p["verdict_in"] != ["not_applicable"]:
            bad += 1
    if e["outcome_in"] == ["sent"]:
        assert bad == 0 and not m["errors"] and not e["final_excludes"], cid
        for inc in e["final_includes"]:
            assert any(a in d for a in inc.split("|")), (cid, "include not in draft", inc)
    else:
        assert bad >= 1 and m["errors"], (cid, "wrong case without wrong probe")
        assert len(m["errors"]) == bad, (cid, "errors %d vs wrong probes %d" % (len(m["errors"]), bad))
        for x in e["final_excludes"]:
            assert x in d, (cid, "exclude not in draft", x)
            for s in sup:
                assert x not in s, (cid, "exclude inside supported probe", x, s)
    if repair:
        assert 1 <= len(m["errors"]) <= 2, cid
        absent = [inc for inc in e["final_includes"] if not any(a in d for a in inc.split("|"))]
        assert absent, (cid, "no correction entry absent from draft")
