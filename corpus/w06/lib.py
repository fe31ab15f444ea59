"""Serialising helpers for writer w06. Drafts, records and policies live in the batch files."""
import datetime, json

WRITER = "w06"
API = ("booking engine: reservations with arrival/departure local dates, rate_plan, guests{adults,children}, "
       "cancellation_deadline ISO with offset, nightly rates[], deposits/balances, property.timezone")
CASES, REPAIR = [], []
_n = {"c": 0, "r": 0}
_ids = set()


def ep(s):
    """epoch seconds of an ISO time with offset"""
    return int(datetime.datetime.fromisoformat(s).timestamp())


def S(t): return (t, ["supported"], None)
def N(t): return (t, ["not_applicable"], None)
def C(t, *r): return (t, ["contradicted"], list(r))
def I(t, *r): return (t, ["insufficient_evidence"], list(r))
def CI(t, *r): return (t, ["contradicted", "insufficient_evidence"], list(r))


def rec(id, source, fields, **kw):
    d = {"id": id, "kind": "record", "source": source, "fields": fields}
    d.update(kw)
    return d


def pol(id, text, **kw):
    d = {"id": id, "kind": "policy", "text": text}
    d.update(kw)
    return d


def psg(id, text, **kw):
    d = {"id": id, "kind": "passage", "text": text}
    d.update(kw)
    return d


def refused(id, tool, decision, args, **kw):
    d = {"id": id, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    d.update(kw)
    return d


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

    def _check(self, cid, draft, probes, errors, excludes, includes, repair):
        for t, v, r in probes:
            k = draft.count(t)
            assert k == 1, f"{cid}: probe {t!r} occurs {k} times"
        bad = [p for p in probes if p[1] not in (["supported"], ["not_applicable"])]
        assert len(bad) == len(errors), f"{cid}: {len(bad)} wrong probes vs {len(errors)} errors"
        good_spans = [p[0] for p in probes if p[1] == ["supported"]]
        for x in excludes:
            assert x in draft, f"{cid}: exclude {x!r} not in draft"
            for g in good_spans:
                assert x not in g, f"{cid}: exclude {x!r} inside supported span {g!r}"
        if not errors:
            assert not excludes
            for x in includes:
                assert x in draft, f"{cid}: include {x!r} not in draft"
        else:
            assert excludes, f"{cid}: wrong case needs excludes"
        if repair:
            assert 1 <= len(errors) <= 2, cid
            missing = [x for x in includes if not any(a in draft for a in x.split("|"))]
            assert len(missing) >= 1, f"{cid}: no correction entry absent from draft"
            for x in includes:
                if x not in missing:
                    pass

    def case(self, draft, probes, errors=(), excludes=(), includes=(), notes="", suffix=None,
             question=None, now=None):
        _n["c"] += 1
        cid = f"{WRITER}-{_n['c']:03d}-{self.slug}" + (f"-{suffix}" if suffix else "")
        assert cid not in _ids, cid
        _ids.add(cid)
        errors, excludes, includes = list(errors), list(excludes), list(includes)
        self._check(cid, draft, probes, errors, excludes, includes, False)
        CASES.append(self._line(cid, draft, probes, errors, excludes, includes, notes, question, now,
                                ["sent"] if not errors else None))

    def repair(self, draft, probes, errors, excludes, includes, notes="", question=None, now=None):
        _n["r"] += 1
        cid = f"{WRITER}-r{_n['r']:02d}-{self.slug}"
        assert cid not in _ids, cid
        _ids.add(cid)
        errors, excludes, includes = list(errors), list(excludes), list(includes)
        self._check(cid, draft, probes, errors, excludes, includes, True)
        REPAIR.append(self._line(cid, draft, probes, errors, excludes, includes, notes, question, now,
                                 ["repaired"]))

    def _line(self, cid, draft, probes, errors, excludes, includes, notes, question, now, outcome):
        ps = []
        for t, v, r in probes:
            p = {"contains": t, "verdict_in": v}
            if r:
                p["reason_in"] = r
            ps.append(p)
        return {"case": self._case(cid, draft, question, now),
                "expect": {"probes": ps, "outcome_in": outcome, "final_excludes": excludes,
                           "final_includes": includes},
                "meta": {"writer": WRITER, "domain": self.domain, "scenario": self.slug, "api_family": API,
                         "errors": errors, "notes": notes}}


def dump(folder):
    with open(f"{folder}/cases.jsonl", "w") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(f"{folder}/repair.jsonl", "w") as f:
        for c in REPAIR:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
