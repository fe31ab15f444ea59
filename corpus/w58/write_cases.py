import json, sys, os, importlib, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
here = os.path.dirname(os.path.abspath(__file__))
mods = sorted(f[:-3] for f in os.listdir(here) if f.startswith("bundle_") and f.endswith(".py"))
for m in mods:
    importlib.import_module(m)
cases, reps = common.build()
bad = 0
for line in cases:
    e = common.check(line, "ok" if line["expect"]["outcome_in"] == ["sent"] else "bad")
    for x in e:
        print(line["case"]["id"], x); bad += 1
for line in reps:
    for x in common.check(line, "rep"):
        print(line["case"]["id"], x); bad += 1
ids = [l["case"]["id"] for l in cases + reps]
assert len(ids) == len(set(ids))
with open(os.path.join(here, "cases.jsonl"), "w") as f:
    for l in cases: f.write(json.dumps(l, ensure_ascii=False) + "\n")
with open(os.path.join(here, "repair.jsonl"), "w") as f:
    for l in reps: f.write(json.dumps(l, ensure_ascii=False) + "\n")
nc = sum(1 for l in cases if l["expect"]["outcome_in"] == ["sent"])
errc = collections.Counter(e for l in cases + reps for e in l["meta"]["errors"])
dom = collections.Counter(l["meta"]["domain"] for l in cases + reps)
print(f"cases {len(cases)} (correct {nc}, wrong {len(cases)-nc}), repair {len(reps)}, problems {bad}")
print(dict(errc)); print(dict(dom))
subtle = {"unit_conversion","wrong_arithmetic","other_record_value","wrong_role","condition_unmet","unrecorded_extra","unlisted_perk","stale_value"}
tot = sum(errc.values()); print("subtle share", round(sum(v for k,v in errc.items() if k in subtle)/max(tot,1),2))
