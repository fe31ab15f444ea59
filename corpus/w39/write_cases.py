"""Writer w39: assemble cases.jsonl and repair.jsonl from the hand-written biz_*.py modules."""
import importlib, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import w39lib

MODULES = ["biz_vetpharmacy", "biz_livery", "biz_daycare", "biz_petsitting", "biz_aquarium", "biz_cremation"]

for m in MODULES:
    if os.path.exists(os.path.join(HERE, m + ".py")):
        importlib.import_module(m)

for i, line in enumerate(w39lib.CASES, 1):
    sfx = ("-" + line["meta"]["errors"][0].replace("_", "-")) if line["meta"]["errors"] else ""
    line["case"]["id"] = f"w39-{i:03d}-{line['meta']['scenario']}{sfx}"
for i, line in enumerate(w39lib.REPAIRS, 1):
    line["case"]["id"] = f"w39-r{i:02d}-{line['meta']['scenario']}"

with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
    for line in w39lib.CASES:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
    for line in w39lib.REPAIRS:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")

from collections import Counter
ok = sum(1 for l in w39lib.CASES if not l["meta"]["errors"])
errs = Counter(e for l in w39lib.CASES + w39lib.REPAIRS for e in l["meta"]["errors"])
print(f"cases={len(w39lib.CASES)} correct={ok} wrong={len(w39lib.CASES)-ok} repair={len(w39lib.REPAIRS)}")
print(dict(sorted(errs.items())))
