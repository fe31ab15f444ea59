"""Serialise w01's hand-written scenarios (batch files b1.py, b2.py, ...) to cases.jsonl / repair.jsonl."""
import importlib, json, os, sys
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lib import build

scen = []
for i in range(1, 10):
    path = os.path.join(HERE, f"b{i}.py")
    if os.path.exists(path):
        scen += importlib.import_module(f"b{i}").SCENARIOS
cases, repairs, problems = build(scen)
for p in problems:
    print("PROBLEM", p)
with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
    for c in cases:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
    for c in repairs:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
ok = sum(1 for c in cases if not c["meta"]["errors"])
errs = Counter(e for c in cases for e in c["meta"]["errors"])
rerrs = Counter(e for c in repairs for e in c["meta"]["errors"])
print(f"scenarios={len(scen)} cases={len(cases)} correct={ok} wrong={len(cases)-ok} repair={len(repairs)}")
print("case errors:", dict(sorted(errs.items())))
print("repair errors:", dict(sorted(rerrs.items())))
