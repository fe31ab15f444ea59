"""Small helpers for w23's case files. Each business file writes its own evidence and drafts by hand;
this module only packs them into the corpus line format and checks the labels mechanically."""
import datetime
import zoneinfo

VERDICTS = {
    "S": ["supported"],
    "N": ["not_applicable"],
    "C": ["contradicted"],
    "I": ["insufficient_evidence"],
    "CI": ["contradicted", "insufficient_evidence"],
}


def epoch(local_iso, tz):
    """Epoch seconds for a local wall-clock time in a named zone (used while writing records)."""
    dt = datetime.datetime.fromisoformat(local_iso).replace(tzinfo=zoneinfo.ZoneInfo(tz))
    return int(dt.timestamp())


def probe(contains, v, reasons=None):
    p = {"contains": contains, "verdict_in": VERDICTS[v]}
    if reasons:
        p["reason_in"] = list(reasons)
    return p


def mk(scenario, domain, question, draft, evidence, probes, errors=(), excludes=(), includes=(),
       now=None, notes="", api_family="ticketing API", tag=None):
    """One case (id assigned later by write_cases.py)."""
    case = {"schema": "halcheck.case/1", "id": None, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    probes_out = [probe(*p) if isinstance(p, tuple) else p for p in probes]
    return {
        "case": case,
        "expect": {"probes": probes_out, "outcome_in": None, "final_excludes": list(excludes),
                   "final_includes": list(includes)},
        "meta": {"writer": "w23", "domain": domain, "scenario": scenario, "api_family": api_family,
                 "errors": list(errors), "notes": notes},
        "_tag": tag,
    }


def check(line, repair=False):
    """Mechanical label checks; raises AssertionError naming the case."""
    c, e, m = line["case"], line["expect"], line["meta"]
    d = c["draft"]
    name = f"{m['scenario']}: {d[:50]!r}"
    ids = [ev["id"] for ev in c["evidence"]]
    assert len(ids) == len(set(ids)), f"dup evidence id in {name}"
    for p in e["probes"]:
        n = d.count(p["contains"])
        assert n == 1, f"probe {p['contains']!r} occurs {n}x in {name}"
        bad = [v for v in p["verdict_in"] if v in ("contradicted", "insufficient_evidence")]
        assert bool(bad) == bool(p.get("reason_in")), f"reason_in mismatch {p['contains']!r} in {name}"
    wrong = [p for p in e["probes"] if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]]
    if m["errors"]:
        assert wrong, f"errors listed but no wrong probe in {name}"
        assert e["final_excludes"], f"no excludes in {name}"
    else:
        assert not wrong, f"wrong probe in correct case {name}"
        assert not e["final_excludes"], f"excludes in correct case {name}"
    for x in e["final_excludes"]:
        assert x in d, f"exclude {x!r} not in draft {name}"
    for inc in e["final_includes"]:
        alts = inc.split("|")
        if not repair and not m["errors"]:
            assert any(a in d for a in alts), f"include {inc!r} not in correct draft {name}"
    if repair:
        assert 1 <= len(m["errors"]) <= 2, f"repair needs 1-2 errors {name}"
        assert any(not any(a in d for a in inc.split("|")) for inc in e["final_includes"]), \
            f"repair has no correction include absent from draft {name}"
