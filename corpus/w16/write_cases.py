"""Collects every finished business file and writes cases.jsonl and repair.jsonl."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

MODULES = ["b1_apartments", "b2_storage", "b3_coworking", "b4_hoa", "b5_holiday", "b6_parking", "b7_extra_drafts"]


def main():
    cases, repairs = [], []
    for m in MODULES:
        mod = __import__(m)
        for line in mod.build():
            (repairs if line.pop("_repair") else cases).append(line)
    for i, line in enumerate(cases, 1):
        sc = line["meta"]["scenario"]
        err = line["meta"]["errors"]
        suffix = ("-" + err[0].replace("_", "-")) if err else ""
        line["case"]["id"] = f"w16-{i:03d}-{sc}{suffix}"
    for i, line in enumerate(repairs, 1):
        line["case"]["id"] = f"w16-r{i:02d}-{line['meta']['scenario']}"
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for line in cases:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for line in repairs:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    correct = sum(1 for c in cases if not c["meta"]["errors"])
    errs = collections.Counter(e for c in cases + repairs for e in c["meta"]["errors"])
    print(f"cases {len(cases)} (correct {correct}, wrong {len(cases) - correct}), repair {len(repairs)}")
    for k, v in sorted(errs.items()):
        print(f"  {k}: {v}")


if __name__ == "__main__":
    main()
