"""Assemble w18's hand-written cases into cases.jsonl and repair.jsonl, with self-checks."""
import collections
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import _lib  # noqa: E402

MODULES = ["b1_restaurant", "b2_delivery", "b3_catering", "b4_bakery", "b5_loyalty", "b6_brewery"]
for m in MODULES:
    if os.path.exists(os.path.join(HERE, m + ".py")):
        importlib.import_module(m)

problems = []
cases, repairs = [], []
n = r = 0
for sc, kind, obj in _lib.CASES:
    c, e, meta = obj["case"], obj["expect"], obj["meta"]
    d = c["draft"]
    if kind == "case":
        n += 1
        suffix = ("-" + meta["errors"][0].replace("_", "-")) if meta["errors"] else ""
        c["id"] = "w18-%03d-%s%s" % (n, sc.slug, suffix)
        cases.append(obj)
    else:
        r += 1
        c["id"] = "w18-r%02d-%s" % (r, sc.slug)
        repairs.append(obj)
    cid = c["id"]
    ids = [ev["id"] for ev in c["evidence"]]
    if len(ids) != len(set(ids)):
        problems.append(cid + ": duplicate evidence id")
    for p in e["probes"]:
        k = d.count(p["contains"])
        if k != 1:
            problems.append("%s: probe %r occurs %d times" % (cid, p["contains"], k))
    wrong = [p for p in e["probes"] if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"]]
    if bool(wrong) != bool(meta["errors"]):
        problems.append(cid + ": wrong probes vs errors mismatch")
    if len(wrong) != len(meta["errors"]) and kind == "case":
        problems.append("%s: %d wrong probes but %d errors" % (cid, len(wrong), len(meta["errors"])))
    for x in e["final_excludes"]:
        if x not in d:
            problems.append("%s: exclude %r not in draft" % (cid, x))
        for p in e["probes"]:
            if "supported" in p["verdict_in"] and x in p["contains"]:
                problems.append("%s: exclude %r inside a supported probe" % (cid, x))
    if kind == "case" and not meta["errors"]:
        for x in e["final_includes"]:
            if x not in d:
                problems.append("%s: include %r not in draft" % (cid, x))
    if kind == "repair":
        absent = [x for x in e["final_includes"] if not any(a in d for a in x.split("|"))]
        if len(absent) != 1:
            problems.append("%s: %d includes absent from draft (want exactly 1 correction)" % (cid, len(absent)))
        if not 1 <= len(meta["errors"]) <= 2:
            problems.append(cid + ": repair needs 1-2 errors")
    if kind == "case" and len(meta["errors"]) > 3:
        problems.append(cid + ": more than 3 errors")

allids = [o["case"]["id"] for o in cases + repairs]
if len(allids) != len(set(allids)):
    problems.append("duplicate case ids")

with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
    for o in cases:
        f.write(json.dumps(o, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
    for o in repairs:
        f.write(json.dumps(o, ensure_ascii=False) + "\n")

correct = sum(1 for o in cases if not o["meta"]["errors"])
errs = collections.Counter(x for o in cases for x in o["meta"]["errors"])
rerrs = collections.Counter(x for o in repairs for x in o["meta"]["errors"])
scen = collections.Counter(sc.domain for sc, k, o in _lib.CASES if k == "case")
print("cases %d (correct %d, wrong %d), repair %d, scenarios %d" % (
    len(cases), correct, len(cases) - correct, len(repairs), len({sc.slug for sc, _, _ in _lib.CASES})))
print("by domain:", dict(scen))
print("errors (cases):", dict(sorted(errs.items())), "total", sum(errs.values()))
print("errors (repair):", dict(sorted(rerrs.items())))
subtle = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
          "unrecorded_extra", "unlisted_perk", "stale_value", "wrong_policy_condition"}
print("subtle share (cases): %.2f" % (sum(v for k, v in errs.items() if k in subtle) / max(1, sum(errs.values()))))
for p in problems:
    print("PROBLEM:", p)
sys.exit(1 if problems else 0)
