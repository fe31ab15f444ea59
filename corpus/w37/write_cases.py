"""Writer w37: builds cases.jsonl and repair.jsonl from the hand-written scenario files biz_*.py."""
import importlib
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common  # noqa: E402

MODULES = [m for m in ["biz_visa", "biz_reloc", "biz_school", "biz_langtest", "biz_translate", "biz_tax"]
           if os.path.exists(os.path.join(HERE, m + ".py"))]

for m in MODULES:
    importlib.import_module(m)

with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
    for line in common.CASES:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
    for line in common.REPAIRS:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")

correct = sum(1 for c in common.CASES if not c["meta"]["errors"])
errs = Counter(e for c in common.CASES + common.REPAIRS for e in c["meta"]["errors"])
errs_cases = Counter(e for c in common.CASES for e in c["meta"]["errors"])
errs_rep = Counter(e for c in common.REPAIRS for e in c["meta"]["errors"])
subtle = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
          "unrecorded_extra", "unlisted_perk", "stale_value"}
print(f"modules: {MODULES}")
print(f"cases: {len(common.CASES)} (correct {correct}, wrong {len(common.CASES) - correct}); repair: {len(common.REPAIRS)}")
print("errors in cases.jsonl:", dict(sorted(errs_cases.items())))
print("errors in repair.jsonl:", dict(sorted(errs_rep.items())))
tot = sum(errs_cases.values())
sub = sum(v for k, v in errs_cases.items() if k in subtle)
print(f"subtle share in cases.jsonl: {sub}/{tot}")
