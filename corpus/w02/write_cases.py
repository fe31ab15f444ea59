"""Collect the hand-written scenarios (scen_*.py), check them, and write cases.jsonl / repair.jsonl."""
import glob, importlib, json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib

here = os.path.dirname(os.path.abspath(__file__))
for f in sorted(glob.glob(os.path.join(here, "scen_*.py"))):
    importlib.import_module(os.path.basename(f)[:-3])

problems = []
def check(row, repair):
    c, e, m = row["case"], row["expect"], row["meta"]
    d = c["draft"]
    ids = [ev["id"] for ev in c["evidence"]]
    if len(ids) != len(set(ids)):
        problems.append((c["id"], "dup evidence id"))
    wrong = 0
    sents = lib.SENT.split(d)
    for p in e["probes"]:
        n = d.count(p["contains"])
        if n != 1:
            problems.append((c["id"], f"probe occurs {n}x: {p['contains']!r}"))
        if p["verdict_in"] not in (["supported"], ["not_applicable"]):
            wrong += 1
    bad_probes = [p["contains"] for p in e["probes"] if p["verdict_in"] not in (["supported"], ["not_applicable"])]
    for s in sents:
        if any(b in s for b in bad_probes):
            continue
        for x in e["final_excludes"]:
            if x in s:
                problems.append((c["id"], f"exclude {x!r} inside an all-correct sentence"))
    if wrong != len(m["errors"]):
        problems.append((c["id"], f"{wrong} wrong probes vs {len(m['errors'])} errors"))
    for x in e["final_excludes"]:
        if x not in d:
            problems.append((c["id"], f"exclude not in draft {x!r}"))
    if not repair and not m["errors"]:
        for inc in e["final_includes"]:
            if inc not in d:
                problems.append((c["id"], f"include not in draft {inc!r}"))
    if repair:
        corr = e["final_includes"][0].split("|")
        if any(a in d for a in corr):
            problems.append((c["id"], f"correction already in draft {corr}"))
        for inc in e["final_includes"][1:]:
            if not any(a in d for a in inc.split("|")):
                problems.append((c["id"], f"keep-include absent {inc}"))
        if not (1 <= len(m["errors"]) <= 2):
            problems.append((c["id"], "repair needs 1-2 errors"))

for i, row in enumerate(lib.CASES, 1):
    tag = row["meta"].pop("_tag", None)
    row["case"]["id"] = f"w02-{i:03d}-{row['meta']['scenario']}" + (f"-{tag.replace('_','-')}" if tag else "")
    check(row, False)
for i, row in enumerate(lib.REPAIRS, 1):
    row["case"]["id"] = f"w02-r{i:02d}-{row['meta']['scenario']}"
    check(row, True)

for p in problems:
    print("PROBLEM", *p)
with open(os.path.join(here, "cases.jsonl"), "w") as f:
    for row in lib.CASES:
        f.write(json.dumps(row, ensure_ascii=False) + "\n")
with open(os.path.join(here, "repair.jsonl"), "w") as f:
    for row in lib.REPAIRS:
        f.write(json.dumps(row, ensure_ascii=False) + "\n")
from collections import Counter
ok = sum(1 for r in lib.CASES if not r["meta"]["errors"])
errs = Counter(x for r in lib.CASES + lib.REPAIRS for x in r["meta"]["errors"])
print(f"cases {len(lib.CASES)} (correct {ok}, wrong {len(lib.CASES)-ok}), repair {len(lib.REPAIRS)}")
print(dict(errs))
