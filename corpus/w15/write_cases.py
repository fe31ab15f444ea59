"""Assemble w15's cases.jsonl and repair.jsonl from the per-business files, with self-checks."""
import importlib
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

MODULES = [m for m in ["b_online_course", "b_driving_school", "b_music_lessons", "b_tutoring", "b_cert_exams", "b_summer_camp"] if os.path.exists(os.path.join(HERE, m + ".py"))]


def check(line, problems):
    c, e = line["case"], line["expect"]
    d = c["draft"]
    for p in e["probes"]:
        n = d.count(p["contains"])
        if n != 1:
            problems.append(f"{c['id']}: probe {p['contains']!r} occurs {n} times")
    for x in e["final_excludes"]:
        if x not in d:
            problems.append(f"{c['id']}: exclude {x!r} not in draft")
    ids = [ev["id"] for ev in c["evidence"]]
    if len(ids) != len(set(ids)):
        problems.append(f"{c['id']}: duplicate evidence ids")
    bad = [p for p in e["probes"] if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]]
    if e["outcome_in"] == ["sent"]:
        if bad or line["meta"]["errors"]:
            problems.append(f"{c['id']}: correct case with non-supported probe")
        for inc in e["final_includes"]:
            if inc not in d:
                problems.append(f"{c['id']}: include {inc!r} not in draft")
    else:
        if not bad:
            problems.append(f"{c['id']}: wrong case without a wrong probe")
        if len(line["meta"]["errors"]) != len(bad):
            problems.append(f"{c['id']}: {len(line['meta']['errors'])} errors vs {len(bad)} wrong probes")
    if e["outcome_in"] == ["repaired"]:
        corr = [inc for inc in e["final_includes"] if not any(a in d for a in inc.split("|"))]
        if not corr:
            problems.append(f"{c['id']}: repair without a correction include")
        for inc in e["final_includes"]:
            if inc in corr:
                continue
            if not any(a in d for a in inc.split("|")):
                problems.append(f"{c['id']}: include {inc!r} absent")


def main():
    cases, repairs = [], []
    for m in MODULES:
        mod = importlib.import_module(m)
        for sc in mod.SCENARIOS:
            cases.extend(sc.cases)
            repairs.extend(sc.repairs)
    problems = []
    for i, line in enumerate(cases, 1):
        errs = line["meta"]["errors"]
        suffix = ("-" + errs[0].replace("_", "-")) if errs else ""
        line["case"]["id"] = f"w15-{i:03d}-{line['meta']['scenario']}{suffix}"
        check(line, problems)
    for i, line in enumerate(repairs, 1):
        line["case"]["id"] = f"w15-r{i:02d}-{line['meta']['scenario']}"
        check(line, problems)
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for line in cases:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for line in repairs:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    ok = sum(1 for l in cases if l["expect"]["outcome_in"] == ["sent"])
    errs = Counter(e for l in cases + repairs for e in l["meta"]["errors"])
    print(f"cases={len(cases)} correct={ok} wrong={len(cases) - ok} repair={len(repairs)}")
    print("errors:", dict(sorted(errs.items())))
    subtle = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
              "unrecorded_extra", "unlisted_perk", "stale_value"}
    wrong_errs = Counter(e for l in cases for e in l["meta"]["errors"])
    print("subtle share in cases:", sum(v for k, v in wrong_errs.items() if k in subtle), "/", sum(wrong_errs.values()))
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
