"""Regenerates cases.jsonl and repair.jsonl from the hand-written batch files b1.py ... (w06)."""
import importlib, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lib
for b in ["b1", "b2", "b3", "b4", "b5"]:
    if os.path.exists(os.path.join(HERE, b + ".py")):
        importlib.import_module(b)
lib.dump(HERE)
from collections import Counter
errs = Counter(e for c in lib.CASES + lib.REPAIR for e in c["meta"]["errors"])
print("cases", len(lib.CASES), "correct", sum(1 for c in lib.CASES if not c["meta"]["errors"]),
      "repair", len(lib.REPAIR))
print(dict(errs))
