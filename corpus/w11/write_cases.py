"""w11 corpus writer: assembles hand-written scenario files (scen/sNN_*.py) into JSONL.

Each scenario module defines EVIDENCE (list), QUESTION (str), NOW (str|None), SCENARIO, DOMAIN,
CASES (list of dicts built with case()) and REPAIR (list of dicts built with case()).
"""
import glob, importlib.util, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
API = ("insurance claims system: policy {number, cover[], limits, excess}, claim {reference, state}, "
       "payments[], documents_required[], superseded policy versions with valid_to")


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


def case(suffix, draft, probes, errors=(), excludes=(), includes=(), notes="", question=None, now=None,
         evidence=None):
    return dict(suffix=suffix, draft=draft, probes=probes, errors=list(errors), excludes=list(excludes),
                includes=list(includes), notes=notes, question=question, now=now, evidence=evidence)


def split_sentences(t):
    parts = re.split(r"(?<=[.!?])\s+|\n+", t)
    return [p.strip() for p in parts if p.strip()]


def build(mod, c, cid, repair):
    ev = c["evidence"] if c["evidence"] is not None else mod.EVIDENCE
    cs = {"schema": "halcheck.case/1", "id": cid, "question": c["question"] or mod.QUESTION,
          "draft": c["draft"], "evidence": ev}
    now = c["now"] or getattr(mod, "NOW", None)
    if now:
        cs["now"] = now
    wrong = bool(c["errors"])
    if repair:
        outcome = ["repaired"]
    else:
        outcome = None if wrong else ["sent"]
    return {"case": cs,
            "expect": {"probes": c["probes"], "outcome_in": outcome, "final_excludes": c["excludes"],
                       "final_includes": c["includes"]},
            "meta": {"writer": "w11", "domain": mod.DOMAIN, "scenario": mod.SCENARIO, "api_family": API,
                     "errors": c["errors"], "notes": c["notes"]}}


def check(line, repair, problems):
    cid = line["case"]["id"]
    d = line["case"]["draft"]
    ex = line["expect"]
    bad_verdicts = 0
    for p in ex["probes"]:
        n = d.count(p["contains"])
        if n != 1:
            problems.append(f"{cid}: probe {p['contains']!r} occurs {n} times")
        if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]:
            bad_verdicts += 1
    errs = line["meta"]["errors"]
    if bad_verdicts != len(errs):
        problems.append(f"{cid}: {bad_verdicts} non-supported probes but {len(errs)} errors")
    if errs and not ex["final_excludes"]:
        problems.append(f"{cid}: wrong but no excludes")
    for e in ex["final_excludes"]:
        if e not in d:
            problems.append(f"{cid}: exclude {e!r} not in draft")
    if not errs and not ex["final_includes"]:
        problems.append(f"{cid}: correct but no includes")
    if not errs:
        for inc in ex["final_includes"]:
            if not any(a in d for a in inc.split("|")):
                problems.append(f"{cid}: include {inc!r} not in draft")
    if repair:
        absent = [inc for inc in ex["final_includes"] if not any(a in d for a in inc.split("|"))]
        if not absent:
            problems.append(f"{cid}: repair has no correction entry absent from draft")
        if not (1 <= len(errs) <= 2):
            problems.append(f"{cid}: repair should have 1-2 errors")
    # sentence coverage
    spans = [p["contains"] for p in ex["probes"]]
    for s in split_sentences(d):
        if not any(sp in s or s in sp for sp in spans):
            problems.append(f"{cid}: UNPROBED sentence: {s!r}")
    ids = [e["id"] for e in line["case"]["evidence"]]
    if len(ids) != len(set(ids)):
        problems.append(f"{cid}: duplicate evidence ids")


def main():
    files = sorted(glob.glob(os.path.join(HERE, "scen", "s[0-9][0-9]_*.py")))
    cases, repairs, problems = [], [], []
    n = 0
    for i, f in enumerate(files):
        spec = importlib.util.spec_from_file_location(os.path.basename(f)[:-3], f)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        for c in mod.CASES:
            n += 1
            cid = f"w11-{n:03d}-{mod.SCENARIO}" + (f"-{c['suffix']}" if c["suffix"] else "")
            line = build(mod, c, cid, False)
            check(line, False, problems)
            cases.append(line)
        for j, c in enumerate(mod.REPAIR):
            cid = f"w11-r{len(repairs) + 1:02d}-{mod.SCENARIO}" + (f"-{c['suffix']}" if c["suffix"] else "")
            line = build(mod, c, cid, True)
            check(line, True, problems)
            repairs.append(line)
    with open(os.path.join(HERE, "cases.jsonl"), "w") as fh:
        for l in cases:
            fh.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as fh:
        for l in repairs:
            fh.write(json.dumps(l, ensure_ascii=False) + "\n")
    corr = sum(1 for l in cases if not l["meta"]["errors"])
    from collections import Counter
    ec = Counter(e for l in cases + repairs for e in l["meta"]["errors"])
    print(f"cases {len(cases)} (correct {corr}, wrong {len(cases) - corr}), repair {len(repairs)}")
    print("errors:", dict(sorted(ec.items())))
    for p in problems:
        print("PROBLEM", p)


if __name__ == "__main__":
    sys.path.insert(0, HERE)
    main()
