"""Writes cases.jsonl and repair.jsonl from the hand-written part files (p1.py ... p5.py)."""
import json, os, sys, importlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib
for name in ["p1", "p2", "p3", "p4", "p5"]:
    if os.path.exists(os.path.join(os.path.dirname(os.path.abspath(__file__)), name + ".py")):
        importlib.import_module(name)
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "cases.jsonl"), "w") as f:
    for c in lib.CASES:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
with open(os.path.join(here, "repair.jsonl"), "w") as f:
    for c in lib.REPAIRS:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
ok = sum(1 for c in lib.CASES if not c["meta"]["errors"])
print("cases", len(lib.CASES), "correct", ok, "wrong", len(lib.CASES) - ok, "repair", len(lib.REPAIRS))
