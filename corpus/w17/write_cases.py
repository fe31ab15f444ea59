"""Assemble corpus/w17/cases.jsonl and repair.jsonl from the hand-written per-business files."""
import json, os, sys
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common
for mod in ["passport", "bizlicence", "permits", "fishhunt", "vehicle", "tax"]:
    if os.path.exists(os.path.join(HERE, mod + ".py")):
        __import__(mod)
with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
    for c in common.CASES:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
    for c in common.REPAIRS:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
correct = sum(1 for c in common.CASES if not c["meta"]["errors"])
errs = Counter(e for c in common.CASES + common.REPAIRS for e in c["meta"]["errors"])
errs_c = Counter(e for c in common.CASES for e in c["meta"]["errors"])
print("cases", len(common.CASES), "correct", correct, "wrong", len(common.CASES) - correct, "repair", len(common.REPAIRS))
print("errors (cases):", dict(sorted(errs_c.items())))
print("errors (all):", dict(sorted(errs.items())))
subtle = {"unit_conversion","wrong_arithmetic","other_record_value","wrong_role","condition_unmet","unrecorded_extra","unlisted_perk","stale_value"}
print("subtle share (cases):", sum(v for k,v in errs_c.items() if k in subtle), "/", sum(errs_c.values()))
