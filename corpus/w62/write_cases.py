"""Writes corpus/w62/cases.jsonl and repair.jsonl. Every bundle and draft below is written by hand;
this file only wraps them in the case format and runs a few sanity checks."""
import json, os, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
WRITER = "w62"
API = "shipping-label API (EasyPost/Shippo-like shipments, rates, trackers) beside a small shop's orders"
CASES, REPAIRS = [], []
SEEN = set()


def ok(span):
    return {"contains": span, "verdict_in": ["supported"]}


def na(span):
    return {"contains": span, "verdict_in": ["not_applicable"]}


def soft(span):
    """courtesy that a reader might also take as a (true) claim"""
    return {"contains": span, "verdict_in": ["not_applicable", "supported"]}


def bad(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def unk(span, *reasons):
    return {"contains": span, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def either(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


class Scen:
    def __init__(self, slug, domain, question, evidence, now=None):
        self.slug, self.domain, self.question, self.evidence, self.now = slug, domain, question, evidence, now
        ids = [e["id"] for e in evidence]
        assert len(ids) == len(set(ids)), slug


def _check(cid, draft, probes, excludes, includes, repair):
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, (cid, p["contains"], n)
    for x in excludes:
        assert x in draft, (cid, "exclude not in draft", x)
        for p in probes:
            if p["verdict_in"] == ["supported"]:
                assert x not in p["contains"], (cid, "exclude inside supported span", x)
    if repair:
        first = includes[0].split("|")
        assert not any(a in draft for a in first), (cid, "correction already in draft", includes[0])
        for inc in includes[1:]:
            assert any(a in draft for a in inc.split("|")), (cid, "kept include missing", inc)
    else:
        for inc in includes:
            assert any(a in draft for a in inc.split("|")), (cid, "include missing", inc)


def case(sc, num, draft, probes, errors=(), excludes=(), includes=(), notes="", now=None, tag=None):
    cid = f"{WRITER}-{num:03d}-{sc.slug}" + (f"-{tag}" if tag else "")
    _add(sc, cid, draft, probes, errors, excludes, includes, notes, now, repair=False)


def repair(sc, num, draft, probes, errors, excludes, includes, notes="", now=None):
    cid = f"{WRITER}-r{num:02d}-{sc.slug}"
    _add(sc, cid, draft, probes, errors, excludes, includes, notes, now, repair=True)


def _add(sc, cid, draft, probes, errors, excludes, includes, notes, now, repair):
    assert cid not in SEEN, cid
    SEEN.add(cid)
    errors, excludes, includes = list(errors), list(excludes), list(includes)
    _check(cid, draft, probes, excludes, includes, repair)
    wrong = [p for p in probes if p["verdict_in"] != ["supported"] and "not_applicable" not in p["verdict_in"]]
    assert len(wrong) == len(errors), (cid, len(wrong), errors)
    if repair:
        assert 1 <= len(errors) <= 2, cid
    else:
        assert len(errors) <= 3, cid
        assert (not errors) == (not excludes), cid
    c = {"schema": "halcheck.case/1", "id": cid, "question": sc.question, "draft": draft,
         "evidence": sc.evidence}
    n = now or sc.now
    if n:
        c["now"] = n
    line = {"case": c,
            "expect": {"probes": probes,
                       "outcome_in": ["repaired"] if repair else (None if errors else ["sent"]),
                       "final_excludes": excludes, "final_includes": includes},
            "meta": {"writer": WRITER, "domain": sc.domain, "scenario": sc.slug, "api_family": API,
                     "errors": errors, "notes": notes}}
    (REPAIRS if repair else CASES).append(line)


def rec(id_, source, fields):
    return {"id": id_, "kind": "record", "source": source, "fields": fields}


def pol(id_, text, revision=None):
    e = {"id": id_, "kind": "policy", "text": text}
    if revision:
        e["revision"] = revision
    return e


def kb(id_, text):
    return {"id": id_, "kind": "passage", "text": text}


def refused(id_, tool, decision, args, reason=None):
    e = {"id": id_, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    if reason:
        e["reason"] = reason
    return e


def main():
    import parts  # noqa: F401  (the scenarios register their cases on import)
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for l in CASES:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for l in REPAIRS:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    correct = sum(1 for l in CASES if not l["meta"]["errors"])
    errs = Counter(e for l in CASES + REPAIRS for e in l["meta"]["errors"])
    doms = Counter(l["meta"]["domain"] for l in CASES)
    print(f"cases {len(CASES)} correct {correct} wrong {len(CASES)-correct} repair {len(REPAIRS)}")
    print("errors (cases):", dict(Counter(e for l in CASES for e in l["meta"]["errors"])))
    print("errors (repair):", dict(Counter(e for l in REPAIRS for e in l["meta"]["errors"])))
    print("domains:", dict(doms))


def ep(iso):
    """epoch seconds for an ISO time with offset (used to write created_at-style fields)"""
    from datetime import datetime
    return int(datetime.fromisoformat(iso).timestamp())


if __name__ == "__main__":
    sys.path.insert(0, HERE)
    sys.modules["write_cases"] = sys.modules["__main__"]
    main()
