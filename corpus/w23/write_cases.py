"""Write corpus/w23/cases.jsonl and repair.jsonl from the finished business files."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import check  # noqa: E402

BUSINESSES = [
    "b1_concert_venue",
    "b2_theatre",
    "b3_season_tickets",
    "b4_conference",
    "b5_festival",
    "b6_cinema",
]


def main():
    cases, repairs = [], []
    for name in BUSINESSES:
        try:
            mod = __import__(name)
        except ModuleNotFoundError:
            continue
        cases.extend(mod.CASES)
        repairs.extend(mod.REPAIRS)
    out_c, out_r = [], []
    for i, line in enumerate(cases, 1):
        tag = line.pop("_tag", None)
        errs = line["meta"]["errors"]
        cid = f"w23-{i:03d}-{line['meta']['scenario']}"
        if errs:
            cid += "-" + (tag or errs[0]).replace("_", "-")
        line["case"]["id"] = cid
        line["expect"]["outcome_in"] = None if errs else ["sent"]
        check(line)
        out_c.append(line)
    for i, line in enumerate(repairs, 1):
        line.pop("_tag", None)
        line["case"]["id"] = f"w23-r{i:02d}-{line['meta']['scenario']}"
        line["expect"]["outcome_in"] = ["repaired"]
        check(line, repair=True)
        out_r.append(line)
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for line in out_c:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for line in out_r:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    correct = sum(1 for l in out_c if not l["meta"]["errors"])
    errs = collections.Counter(e for l in out_c + out_r for e in l["meta"]["errors"])
    print(f"cases {len(out_c)} (correct {correct}, wrong {len(out_c) - correct}); repair {len(out_r)}")
    for k, v in sorted(errs.items(), key=lambda kv: -kv[1]):
        print(f"  {k}: {v}")


if __name__ == "__main__":
    main()
