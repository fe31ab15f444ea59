"""Assemble w36's cases.jsonl and repair.jsonl from the per-business modules."""
import importlib, json, sys, collections
from common import WRITER, API_FAMILY, check

MODULES = ["biz_restaurant", "biz_office", "biz_janitorial", "biz_packaging", "biz_printing", "biz_uniform"]


def main():
    cases, repairs, problems = [], [], []
    n = r = 0
    for m in MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError:
            continue
        for c in mod.CASES:
            if c["repair"]:
                r += 1
                cid = f"{WRITER}-r{r:02d}-{c['scenario']}"
            else:
                n += 1
                cid = f"{WRITER}-{n:03d}-{c['scenario']}" + (f"-{c['tag']}" if c["tag"] else "")
            problems += check(c, cid)
            case = {"schema": "halcheck.case/1", "id": cid, "question": c["question"], "draft": c["draft"],
                    "evidence": c["evidence"]}
            if c["now"]:
                case["now"] = c["now"]
            if c["repair"]:
                outcome = ["repaired"]
            elif c["errors"]:
                outcome = None
            else:
                outcome = ["sent"]
            line = {"case": case,
                    "expect": {"probes": c["probes"], "outcome_in": outcome,
                               "final_excludes": c["excludes"], "final_includes": c["includes"]},
                    "meta": {"writer": WRITER, "domain": c["domain"], "scenario": c["scenario"],
                             "api_family": API_FAMILY, "errors": c["errors"], "notes": c["notes"]}}
            (repairs if c["repair"] else cases).append(line)
    with open("cases.jsonl", "w") as f:
        for l in cases:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open("repair.jsonl", "w") as f:
        for l in repairs:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    correct = sum(1 for l in cases if not l["meta"]["errors"])
    errs = collections.Counter(e for l in cases + repairs for e in l["meta"]["errors"])
    print(f"cases={len(cases)} correct={correct} wrong={len(cases)-correct} repair={len(repairs)}")
    print(dict(sorted(errs.items())))
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
