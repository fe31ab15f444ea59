"""Assemble corpus/w14/cases.jsonl and repair.jsonl from the per-business files, with self-checks."""
import collections
import importlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import API_FAMILY  # noqa: E402

MODULES = ["payroll", "pto", "benefits", "expenses", "staffing", "pension"]
RELATIVE = re.compile(r"\b(today|tomorrow|yesterday|tonight|next week|this week|Monday|Tuesday|Wednesday|"
                      r"Thursday|Friday|Saturday|Sunday|in \d+ days)\b", re.I)


def main():
    allc = []
    for m in MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name == m:
                continue
            raise
        allc.extend(mod.B.cases)
    problems = []
    cases, repairs = [], []
    n = r = 0
    for c in allc:
        d = c["draft"]
        tag = f'{c["scenario"]}:{d[:40]!r}'
        for p in c["probes"]:
            k = d.count(p["contains"])
            if k != 1:
                problems.append(f"{tag}: probe {p['contains']!r} occurs {k}x")
        for x in c["excludes"]:
            if x not in d:
                problems.append(f"{tag}: exclude {x!r} not in draft")
        bad_probes = [p for p in c["probes"] if p["verdict_in"] not in (["supported"], ["not_applicable"])]
        if c["_type"] == "correct":
            if bad_probes or c["errors"] or c["excludes"]:
                problems.append(f"{tag}: correct case with error probes")
            for inc in c["includes"]:
                if not any(a in d for a in inc.split("|")):
                    problems.append(f"{tag}: include {inc!r} not in draft")
        else:
            if not c["errors"] or len(c["errors"]) != len(bad_probes):
                problems.append(f"{tag}: errors {c['errors']} vs {len(bad_probes)} wrong probes")
            if not c["excludes"]:
                problems.append(f"{tag}: no excludes")
        if c["_type"] == "repair":
            absent = [inc for inc in c["includes"] if not any(a in d for a in inc.split("|"))]
            if len(absent) < 1:
                problems.append(f"{tag}: repair has no correction include absent from draft")
            if len(c["errors"]) > 2:
                problems.append(f"{tag}: repair with >2 errors")
        if RELATIVE.search(d) and not c["now"]:
            problems.append(f"{tag}: relative date without now")
        ids = [e["id"] for e in c["evidence"]]
        if len(ids) != len(set(ids)):
            problems.append(f"{tag}: duplicate evidence ids")
        case = {"schema": "halcheck.case/1", "id": None, "question": c["question"], "draft": d,
                "evidence": c["evidence"]}
        if c["now"]:
            case["now"] = c["now"]
        if c["_type"] == "repair":
            r += 1
            case["id"] = f"w14-r{r:02d}-{c['scenario']}"
            outcome = ["repaired"]
        else:
            n += 1
            suffix = ("-" + c["errors"][0].replace("_", "-")) if c["errors"] else ""
            case["id"] = f"w14-{n:03d}-{c['scenario']}{suffix}"
            outcome = ["sent"] if c["_type"] == "correct" else None
        line = {"case": case,
                "expect": {"probes": c["probes"], "outcome_in": outcome,
                           "final_excludes": c["excludes"], "final_includes": c["includes"]},
                "meta": {"writer": "w14", "domain": c["domain"], "scenario": c["scenario"],
                         "api_family": API_FAMILY, "errors": c["errors"], "notes": c["notes"]}}
        (repairs if c["_type"] == "repair" else cases).append(line)
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for line in cases:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for line in repairs:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    ncorrect = sum(1 for c in allc if c["_type"] == "correct")
    nwrong = sum(1 for c in allc if c["_type"] == "wrong")
    errs = collections.Counter(e for c in allc if c["_type"] == "wrong" for e in c["errors"])
    rerrs = collections.Counter(e for c in allc if c["_type"] == "repair" for e in c["errors"])
    scen = collections.Counter((c["domain"], c["scenario"]) for c in allc)
    print(f"cases={len(cases)} correct={ncorrect} wrong={nwrong} repair={len(repairs)} scenarios={len(scen)}")
    print("errors in wrong cases:", dict(sorted(errs.items())))
    print("errors in repair cases:", dict(sorted(rerrs.items())))
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
