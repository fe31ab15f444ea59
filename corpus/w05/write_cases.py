"""w05 corpus writer: helpers + loader. Hand-written cases live in scen_*.py (one block per scenario).
Run: python3 write_cases.py  -> rewrites cases.jsonl and repair.jsonl from every scen_*.py present."""
import glob, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
API = "help-desk tickets (Zendesk/Freshdesk-like) plus the product's own account/billing records"
CASES, REPAIRS, PROBLEMS = [], [], []
SEEN = set()


def ep(iso):
    """epoch seconds for an ISO UTC string like 2026-04-09T16:40:05"""
    import datetime as _d
    return int(_d.datetime.fromisoformat(iso).replace(tzinfo=_d.timezone.utc).timestamp())


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def C(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}


def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}


def CI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


def rec(id, source, fields):
    return {"id": id, "kind": "record", "source": source, "fields": fields}


def pol(id, text, revision=None, **kw):
    d = {"id": id, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    d.update(kw)
    return d


def psg(id, text, source=None):
    d = {"id": id, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d


def refused(id, tool, decision, args, **kw):
    d = {"id": id, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    d.update(kw)
    return d


def add(num, scen, domain, question, draft, evidence, probes, errors=(), notes="", now=None,
        excludes=(), includes=(), repair=False, suffix=None):
    cid = (f"w05-r{num:02d}-{scen}" if repair else f"w05-{num:03d}-{scen}" + (f"-{suffix}" if suffix else ""))
    p = lambda m: PROBLEMS.append(f"{cid}: {m}")
    if cid in SEEN:
        p("duplicate id")
    SEEN.add(cid)
    ids = [e["id"] for e in evidence]
    if len(ids) != len(set(ids)):
        p("duplicate evidence id")
    for pr in probes:
        n = draft.count(pr["contains"])
        if n != 1:
            p(f"probe occurs {n}x: {pr['contains']!r}")
    bad = [pr for pr in probes if pr["verdict_in"] not in (["supported"], ["not_applicable"])]
    if len(bad) != len(errors):
        p(f"{len(bad)} wrong probes but {len(errors)} error labels")
    for x in excludes:
        if x not in draft:
            p(f"exclude not in draft: {x!r}")
        for pr in probes:
            if pr["verdict_in"] == ["supported"] and x in pr["contains"]:
                p(f"exclude {x!r} inside supported probe")
    if errors and not excludes:
        p("errors but no excludes")
    if repair:
        if not (1 <= len(errors) <= 2):
            p("repair needs 1-2 errors")
        absent = [i for i in includes if not any(a in draft for a in i.split("|"))]
        if not absent:
            p("repair has no correction include absent from draft")
    else:
        if errors and not (1 <= len(errors) <= 3):
            p("wrong case needs 1-3 errors")
        if not errors:
            for i in includes:
                if not any(a in draft for a in i.split("|")):
                    p(f"include not in correct draft: {i!r}")
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft, "evidence": evidence}
    if now:
        case["now"] = now
    line = {"case": case,
            "expect": {"probes": probes,
                       "outcome_in": ["repaired"] if repair else (None if errors else ["sent"]),
                       "final_excludes": list(excludes), "final_includes": list(includes)},
            "meta": {"writer": "w05", "domain": domain, "scenario": scen, "api_family": API,
                     "errors": list(errors), "notes": notes}}
    (REPAIRS if repair else CASES).append(line)


def main():
    for f in sorted(glob.glob(os.path.join(HERE, "scen_*.py"))):
        exec(compile(open(f).read(), f, "exec"), globals())
    with open(os.path.join(HERE, "cases.jsonl"), "w") as fh:
        for l in CASES:
            fh.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as fh:
        for l in REPAIRS:
            fh.write(json.dumps(l, ensure_ascii=False) + "\n")
    ok = sum(1 for l in CASES if not l["meta"]["errors"])
    print(f"cases={len(CASES)} correct={ok} wrong={len(CASES)-ok} repair={len(REPAIRS)}")
    from collections import Counter
    print(Counter(e for l in CASES + REPAIRS for e in l["meta"]["errors"]))
    for x in PROBLEMS:
        print("PROBLEM", x)
    return 1 if PROBLEMS else 0


if __name__ == "__main__":
    sys.exit(main())
