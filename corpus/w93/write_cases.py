"""w93 corpus writer: small helpers to serialise hand-written cases, plus self-checks.

Each bundle lives in src/bNN_*.py and is executed in this module's namespace; every draft, record and
policy there is written by hand. Running this script regenerates cases.jsonl and repair.jsonl.
"""
import json, os, glob, re
from datetime import datetime
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
LON = ZoneInfo("Europe/London")
CASES, REPAIRS = [], []
DOMAIN = None
API = "Elasticsearch-like search responses (hits.hits[]._source, aggregations.buckets, epoch_millis and strict_date_optional_time)"


def ms(local, tz=LON):
    """'2026-05-16 08:40' in Europe/London -> epoch millis."""
    dt = datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=tz)
    return int(dt.timestamp() * 1000)


def hit(index, _id, score, version, seq, source, term=1):
    return {"_index": index, "_id": _id, "_score": score, "_version": version, "_seq_no": seq,
            "_primary_term": term, "_source": source}


def es(hits, took=5, aggs=None, relation="eq", total=None):
    out = {"took": took, "timed_out": False,
           "_shards": {"total": 1, "successful": 1, "skipped": 0, "failed": 0},
           "hits": {"total": {"value": len(hits) if total is None else total, "relation": relation},
                    "max_score": max([h["_score"] for h in hits], default=None), "hits": hits}}
    if aggs is not None:
        out["aggregations"] = aggs
    return out


def rec(id, source, fields, **lineage):
    d = {"id": id, "kind": "record", "source": source, "fields": fields}
    d.update(lineage)
    return d


def pol(id, text, revision=None, **lineage):
    d = {"id": id, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    d.update(lineage)
    return d


def psg(id, text, source=None):
    d = {"id": id, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d


def refused(id, tool, decision, args, **extra):
    d = {"id": id, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    d.update(extra)
    return d


def P(contains, verdicts, reasons=None):
    if isinstance(verdicts, str):
        verdicts = [verdicts]
    p = {"contains": contains, "verdict_in": verdicts}
    if reasons:
        p["reason_in"] = [reasons] if isinstance(reasons, str) else list(reasons)
    return p


S = "supported"
NA = "not_applicable"
C = "contradicted"
IE = "insufficient_evidence"


def _checks(cid, draft, probes, errors, excludes, includes, repair):
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, f"{cid}: probe {p['contains']!r} occurs {n} times"
        assert p["verdict_in"], cid
        if "reason_in" in p:
            assert set(p["verdict_in"]) & {C, IE}, f"{cid}: reasons on non-failing probe"
        if set(p["verdict_in"]) & {C, IE}:
            assert "reason_in" in p, f"{cid}: failing probe without reasons {p['contains']!r}"
            assert S not in p["verdict_in"], cid
    bad = [p for p in probes if S not in p["verdict_in"] and NA not in p["verdict_in"]]
    assert len(bad) == len(errors), f"{cid}: {len(bad)} failing probes vs {len(errors)} errors"
    if not errors:
        assert not excludes, cid
        assert includes, cid
        for inc in includes:
            assert inc in draft, f"{cid}: include {inc!r} not in draft"
    else:
        assert excludes, cid
        for ex in excludes:
            assert ex in draft, f"{cid}: exclude {ex!r} not in draft"
    if repair:
        assert 1 <= len(errors) <= 2, cid
        corr = includes[0].split("|")
        for alt in corr:
            assert alt not in draft, f"{cid}: correction alternative {alt!r} already in draft"
        for inc in includes[1:]:
            assert any(a in draft for a in inc.split("|")), f"{cid}: kept include {inc!r} not in draft"
        for ex in excludes:
            for inc in includes:
                for a in inc.split("|"):
                    assert ex not in a, cid


def add(scenario, question, draft, evidence, probes, errors=(), notes="", now=None,
        excludes=(), includes=(), repair=False, tag=None):
    errors, excludes, includes = list(errors), list(excludes), list(includes)
    if repair:
        cid = f"w93-r{len(REPAIRS) + 1:02d}-{scenario}"
    else:
        cid = f"w93-{len(CASES) + 1:03d}-{scenario}" + (f"-{tag or errors[0].replace('_', '-')}" if errors else "")
    _checks(cid, draft, probes, errors, excludes, includes, repair)
    ids = [e["id"] for e in evidence]
    assert len(ids) == len(set(ids)), cid
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    outcome = ["repaired"] if repair else (["sent"] if not errors else None)
    line = {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": excludes,
                       "final_includes": includes},
            "meta": {"writer": "w93", "domain": DOMAIN, "scenario": scenario, "api_family": API,
                     "errors": errors, "notes": notes}}
    (REPAIRS if repair else CASES).append(line)


def main():
    global DOMAIN
    ns = globals()
    for f in sorted(glob.glob(os.path.join(HERE, "src", "b*.py"))):
        exec(compile(open(f).read(), f, "exec"), ns)
    allids = [c["case"]["id"] for c in CASES + REPAIRS]
    assert len(allids) == len(set(allids))
    with open(os.path.join(HERE, "cases.jsonl"), "w") as fh:
        for c in CASES:
            fh.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as fh:
        for c in REPAIRS:
            fh.write(json.dumps(c, ensure_ascii=False) + "\n")
    ok = sum(1 for c in CASES if not c["meta"]["errors"])
    print(f"cases={len(CASES)} correct={ok} wrong={len(CASES) - ok} repair={len(REPAIRS)}")


if __name__ == "__main__":
    main()
