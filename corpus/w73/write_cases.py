"""Writer w73: builds cases.jsonl and repair.jsonl.

Every record, policy and draft below is written by hand for its own bundle; this file only
assembles them into the line format and runs a few self-checks on the labels (probe spans
occur once, excludes sit only in sentences that carry a wrong claim, repair corrections are
absent from the draft, and so on).
"""
import datetime as dt
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
W = "w73"
API = ("travel-distribution offer/order API (Amadeus/NDC-like): flightOffers/offers with "
       "itineraries[].segments[], price as decimal strings, travelerPricings, order with "
       "associatedRecords, tickets[].status, serviceItems")
KST = dt.timezone(dt.timedelta(hours=9))


def epoch(iso):
    """Epoch seconds for an ISO time that carries its own offset."""
    return int(dt.datetime.fromisoformat(iso).timestamp())


CASES = []
REPAIRS = []


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


_SENT = re.compile(r"(?<=[.!?])\s+|\n+")


def _sentences(text):
    out, pos = [], 0
    for m in _SENT.finditer(text):
        out.append((pos, m.start()))
        pos = m.end()
    out.append((pos, len(text)))
    return [(a, b) for a, b in out if b > a]


class Bundle:
    def __init__(self, scenario, domain, question, evidence, now=None):
        self.scenario = scenario
        self.domain = domain
        self.question = question
        self.evidence = evidence
        self.now = now
        ids = [e["id"] for e in evidence]
        assert len(ids) == len(set(ids)), (scenario, ids)

    def _case(self, cid, draft, now):
        c = {"schema": "halcheck.case/1", "id": cid, "question": self.question, "draft": draft,
             "evidence": self.evidence}
        n = now if now is not None else self.now
        if n:
            c["now"] = n
        return c

    def _check_probes(self, cid, draft, probes):
        for p in probes:
            k = draft.count(p["contains"])
            assert k == 1, (cid, p["contains"], k)

    def _check_excludes(self, cid, draft, probes, excl):
        bad_spans = []
        for p in probes:
            if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"]:
                i = draft.index(p["contains"])
                bad_spans.append((i, i + len(p["contains"])))
        sents = _sentences(draft)
        for x in excl:
            assert x in draft, (cid, "exclude not in draft", x)
            for m in re.finditer(re.escape(x), draft):
                s = [se for se in sents if se[0] <= m.start() < se[1]][0]
                assert any(s[0] <= a < s[1] for a, _ in bad_spans), (cid, "exclude in a clean sentence", x)
                for p in probes:
                    if p["verdict_in"] == ["supported"]:
                        assert x not in p["contains"], (cid, "exclude inside supported span", x)

    def ok(self, draft, probes, incl, notes, now=None):
        n = len(CASES) + 1
        cid = f"{W}-{n:03d}-{self.scenario}"
        self._check_probes(cid, draft, probes)
        for p in probes:
            assert p["verdict_in"] in (["supported"], ["not_applicable"]), (cid, p)
        for x in incl:
            assert x in draft, (cid, "include missing", x)
        CASES.append({"case": self._case(cid, draft, now),
                      "expect": {"probes": probes, "outcome_in": ["sent"], "final_excludes": [],
                                 "final_includes": incl},
                      "meta": {"writer": W, "domain": self.domain, "scenario": self.scenario,
                               "api_family": API, "errors": [], "notes": notes}})

    def bad(self, draft, probes, errors, excl, notes, now=None):
        n = len(CASES) + 1
        cid = f"{W}-{n:03d}-{self.scenario}-{errors[0].replace('_', '-')}"
        self._check_probes(cid, draft, probes)
        wrong = [p for p in probes if "supported" not in p["verdict_in"] and p["verdict_in"] != ["not_applicable"]]
        assert len(wrong) == len(errors), (cid, len(wrong), errors)
        assert 1 <= len(errors) <= 3
        self._check_excludes(cid, draft, probes, excl)
        CASES.append({"case": self._case(cid, draft, now),
                      "expect": {"probes": probes, "outcome_in": None, "final_excludes": excl,
                                 "final_includes": []},
                      "meta": {"writer": W, "domain": self.domain, "scenario": self.scenario,
                               "api_family": API, "errors": errors, "notes": notes}})

    def repair(self, draft, probes, errors, excl, incl, notes, now=None):
        n = len(REPAIRS) + 1
        cid = f"{W}-r{n:02d}-{self.scenario}"
        self._check_probes(cid, draft, probes)
        wrong = [p for p in probes if "supported" not in p["verdict_in"] and p["verdict_in"] != ["not_applicable"]]
        assert len(wrong) == len(errors) and 1 <= len(errors) <= 2, (cid, errors)
        self._check_excludes(cid, draft, probes, excl)
        first = incl[0].split("|")
        for alt in first:
            assert alt not in draft, (cid, "correction already in draft", alt)
        for entry in incl[1:]:
            assert any(a in draft for a in entry.split("|")), (cid, "kept specific missing", entry)
        REPAIRS.append({"case": self._case(cid, draft, now),
                        "expect": {"probes": probes, "outcome_in": ["repaired"], "final_excludes": excl,
                                   "final_includes": incl},
                        "meta": {"writer": W, "domain": self.domain, "scenario": self.scenario,
                                 "api_family": API, "errors": errors, "notes": notes}})


def write():
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for c in REPAIRS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    correct = sum(1 for c in CASES if not c["meta"]["errors"])
    from collections import Counter
    errs = Counter(e for c in CASES for e in c["meta"]["errors"])
    rerrs = Counter(e for c in REPAIRS for e in c["meta"]["errors"])
    print(f"cases: {len(CASES)} (correct {correct}, wrong {len(CASES) - correct}); repair: {len(REPAIRS)}")
    print("errors in cases:", dict(sorted(errs.items())))
    print("errors in repair:", dict(sorted(rerrs.items())))
    subtle = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
              "unrecorded_extra", "unlisted_perk", "stale_value"}
    print("subtle share in cases:", sum(v for k, v in errs.items() if k in subtle), "/", sum(errs.values()))


if __name__ == "__main__":
    sys.path.insert(0, HERE)
    import write_cases as wc  # the bundles register into this module's lists
    import bundles_charter  # noqa: F401  (air-charter broker, helicopter sightseeing)
    import bundles_sea_rail  # noqa: F401  (island ferry line, sleeper-train cabins)
    import bundles_road_lounge  # noqa: F401  (scenic coach tours, airport lounge passes)
    wc.write()
