"""Writes cases.jsonl and repair.jsonl from the hand-written business modules (s_*.py)."""
import importlib, json, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib

MODULES = ["s_laundry", "s_drycleaner", "s_tailor", "s_shoes", "s_watch", "s_jewellery"]

for m in MODULES:
    if os.path.exists(os.path.join(os.path.dirname(os.path.abspath(__file__)), m + ".py")):
        importlib.import_module(m)

here = os.path.dirname(os.path.abspath(__file__))
seen = set()
with open(os.path.join(here, "cases.jsonl"), "w", encoding="utf-8") as f:
    for n, (scen, suffix, line) in enumerate(lib.CASES, 1):
        cid = f"w40-{n:03d}-{scen}" + (f"-{suffix}" if suffix else "")
        assert cid not in seen
        seen.add(cid)
        line["case"]["id"] = cid
        f.write(json.dumps(line, ensure_ascii=False) + "\n")
with open(os.path.join(here, "repair.jsonl"), "w", encoding="utf-8") as f:
    for n, (scen, line) in enumerate(lib.REPAIRS, 1):
        cid = f"w40-r{n:02d}-{scen}"
        assert cid not in seen
        seen.add(cid)
        line["case"]["id"] = cid
        f.write(json.dumps(line, ensure_ascii=False) + "\n")

correct = sum(1 for _, _, l in lib.CASES if not l["meta"]["errors"])
print(f"cases: {len(lib.CASES)} (correct {correct}, wrong {len(lib.CASES) - correct}); repair: {len(lib.REPAIRS)}")
from collections import Counter
c = Counter(e for _, _, l in lib.CASES for e in l["meta"]["errors"])
r = Counter(e for _, l in lib.REPAIRS for e in l["meta"]["errors"])
print("errors in cases:", dict(sorted(c.items())))
print("errors in repair:", dict(sorted(r.items())))
