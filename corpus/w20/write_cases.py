"""Assemble w20's hand-written cases into cases.jsonl / repair.jsonl, with self-checks."""
import json, os, sys, importlib
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common

MODULES = ["gym", "yoga", "meditation", "pt", "swim", "martial"]
for m in MODULES:
    if os.path.exists(os.path.join(HERE, m + ".py")):
        importlib.import_module(m)

problems = []


def check(obj, is_repair):
    c, e, m = obj["case"], obj["expect"], obj["meta"]
    d = c["draft"]
    errs = m["errors"]
    for p in e["probes"]:
        if d.count(p["contains"]) != 1:
            problems.append(f"{c['id']}: probe occurs {d.count(p['contains'])}x: {p['contains']!r}")
    bad = [p for p in e["probes"] if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]]
    if len(bad) != len(errs):
        problems.append(f"{c['id']}: {len(bad)} wrong probes vs {len(errs)} errors")
    for x in e["final_excludes"]:
        if x not in d:
            problems.append(f"{c['id']}: exclude not in draft {x!r}")
        for p in e["probes"]:
            if p["verdict_in"] == ["supported"] and x in p["contains"]:
                problems.append(f"{c['id']}: exclude {x!r} inside supported probe")
    if not errs:
        assert not is_repair
        for x in e["final_includes"]:
            if x not in d:
                problems.append(f"{c['id']}: include missing {x!r}")
    else:
        if len(errs) != len(e["final_excludes"]):
            problems.append(f"{c['id']}: {len(errs)} errors vs {len(e['final_excludes'])} excludes")
    if is_repair:
        if not (1 <= len(errs) <= 2):
            problems.append(f"{c['id']}: repair needs 1-2 errors")
        first = e["final_includes"][0].split("|")
        if any(a in d for a in first):
            problems.append(f"{c['id']}: correction already in draft {first}")
        for inc in e["final_includes"][1:]:
            if not any(a in d for a in inc.split("|")):
                problems.append(f"{c['id']}: kept include missing {inc!r}")
    elif errs and not (1 <= len(errs) <= 3):
        problems.append(f"{c['id']}: 1-3 errors")
    ids = [x["id"] for x in c["evidence"]]
    if len(ids) != len(set(ids)):
        problems.append(f"{c['id']}: duplicate evidence id")


for i, obj in enumerate(common.CASES, 1):
    suffix = ("-" + obj["meta"]["errors"][0].replace("_", "-")) if obj["meta"]["errors"] else ""
    obj["case"]["id"] = f"w20-{i:03d}-{obj['meta']['scenario']}{suffix}"
    check(obj, False)
for i, obj in enumerate(common.REPAIRS, 1):
    obj["case"]["id"] = f"w20-r{i:02d}-{obj['meta']['scenario']}"
    check(obj, True)

for p in problems:
    print("PROBLEM", p)
with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
    for o in common.CASES:
        f.write(json.dumps(o, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
    for o in common.REPAIRS:
        f.write(json.dumps(o, ensure_ascii=False) + "\n")
from collections import Counter
correct = sum(1 for o in common.CASES if not o["meta"]["errors"])
errc = Counter(x for o in common.CASES + common.REPAIRS for x in o["meta"]["errors"])
print(f"cases {len(common.CASES)} (correct {correct}, wrong {len(common.CASES) - correct}); repair {len(common.REPAIRS)}")
print(dict(sorted(errc.items())))
subtle = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
          "unrecorded_extra", "unlisted_perk", "stale_value"}
wrong_errs = [x for o in common.CASES for x in o["meta"]["errors"]]
print("subtle share in cases:", sum(x in subtle for x in wrong_errs), "/", len(wrong_errs))
sys.exit(1 if problems else 0)
