"""Writer w38: collect the hand-written scenarios of each business and write cases.jsonl / repair.jsonl."""
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

MODULES = ["biz_airline", "biz_hotel", "biz_card", "biz_fuel", "biz_coalition", "biz_giftcard"]


def main():
    cases, repairs = [], []
    for m in MODULES:
        if not os.path.exists(os.path.join(HERE, m + ".py")):
            continue
        mod = importlib.import_module(m)
        for sc in mod.SCENARIOS:
            cases.extend(sc.cases)
            repairs.extend(sc.repairs)
    for i, c in enumerate(cases, 1):
        suffix = c.pop("_suffix")
        cid = f"w38-{i:03d}-{c['meta']['scenario']}" + (f"-{suffix.replace('_', '-')}" if suffix else "")
        c["case"]["id"] = cid
    for i, c in enumerate(repairs, 1):
        c.pop("_suffix")
        c["case"]["id"] = f"w38-r{i:02d}-{c['meta']['scenario']}"
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for c in repairs:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    ok = sum(1 for c in cases if not c["meta"]["errors"])
    from collections import Counter
    errs = Counter(e for c in cases for e in c["meta"]["errors"])
    rerrs = Counter(e for c in repairs for e in c["meta"]["errors"])
    print(f"cases {len(cases)} (correct {ok}, wrong {len(cases) - ok}), repair {len(repairs)}")
    print("errors in cases:", dict(sorted(errs.items())))
    print("errors in repair:", dict(sorted(rerrs.items())))


if __name__ == "__main__":
    main()
