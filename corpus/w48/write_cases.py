"""Assemble w48's hand-written bundles into cases.jsonl and repair.jsonl."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import s_homeswap, s_housesit, s_aupair, s_nanny, s_cleaning, s_companion  # noqa: E402

WRITER = "w48"
MODULES = [s_homeswap, s_housesit, s_aupair, s_nanny, s_cleaning, s_companion]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    cases, repairs = [], []
    n_case = n_rep = 0
    for mod in MODULES:
        for b in mod.bundles():
            for it in b.items:
                if it["file"] == "cases":
                    n_case += 1
                    cid = f"{WRITER}-{n_case:03d}-{b.scenario}"
                    if it["suffix"]:
                        cid += "-" + it["suffix"]
                    outcome = None if it["errors"] else ["sent"]
                else:
                    n_rep += 1
                    cid = f"{WRITER}-r{n_rep:02d}-{b.scenario}"
                    outcome = ["repaired"]
                case = {"schema": "halcheck.case/1", "id": cid, "question": it["question"],
                        "draft": it["draft"], "evidence": it["evidence"]}
                if b.now:
                    case["now"] = b.now
                line = {"case": case,
                        "expect": {"probes": it["probes"], "outcome_in": outcome,
                                   "final_excludes": it["excludes"], "final_includes": it["includes"]},
                        "meta": {"writer": WRITER, "domain": b.domain, "scenario": b.scenario,
                                 "api_family": b.api_family, "errors": it["errors"], "notes": it["notes"]}}
                (cases if it["file"] == "cases" else repairs).append(line)
    for name, rows in (("cases.jsonl", cases), ("repair.jsonl", repairs)):
        with open(os.path.join(here, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    ok = sum(1 for r in cases if not r["meta"]["errors"])
    print(f"cases {len(cases)} (correct {ok}, wrong {len(cases) - ok}), repair {len(repairs)}")


if __name__ == "__main__":
    main()
