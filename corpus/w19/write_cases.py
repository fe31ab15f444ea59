"""Collects every finished business file, numbers the cases and writes cases.jsonl / repair.jsonl."""
import importlib
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import check  # noqa: E402

BUSINESSES = ["b1_service_dept", "b2_tyre_shop", "b3_ev_charger", "b4_car_wash", "b5_roadside", "b6_parts_store"]


def main():
    cases, repairs = [], []
    for name in BUSINESSES:
        if not os.path.exists(os.path.join(HERE, name + ".py")):
            continue
        mod = importlib.import_module(name)
        b = mod.build()
        cases += b.cases
        repairs += b.repairs
    for i, line in enumerate(cases, 1):
        tail = line["meta"]["scenario"]
        if line["meta"]["errors"]:
            tail += "-" + line["meta"]["errors"][0].replace("_", "-")
        line["case"]["id"] = "w19-%03d-%s" % (i, tail)
        check(line)
    for i, line in enumerate(repairs, 1):
        line["case"]["id"] = "w19-r%02d-%s" % (i, line["meta"]["scenario"])
        check(line, repair=True)
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for line in cases:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for line in repairs:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    ok = sum(1 for c in cases if not c["meta"]["errors"])
    errs = Counter(e for c in cases + repairs for e in c["meta"]["errors"])
    print("cases %d (correct %d, wrong %d), repair %d" % (len(cases), ok, len(cases) - ok, len(repairs)))
    print("errors:", dict(sorted(errs.items())))


if __name__ == "__main__":
    main()
