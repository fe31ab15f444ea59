"""Assemble corpus/w41/cases.jsonl and repair.jsonl from the hand-written scenario files, with self-checks."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import API_FAMILY  # noqa: E402
import s_funeral, s_cemetery, s_mason, s_estate, s_probate, s_obituary  # noqa: E402

MODULES = [s_funeral, s_cemetery, s_mason, s_estate, s_probate, s_obituary]
RELATIVE = re.compile(r"\b(today|tomorrow|yesterday|tonight|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|"
                      r"day after tomorrow|this week|next week)\b", re.I)

problems = []


def check(cond, msg):
    if not cond:
        problems.append(msg)


def make(b, d, cid, outcome):
    draft = d["draft"]
    for p in d["probes"]:
        check(draft.count(p["contains"]) == 1, f"{cid}: probe span not unique/absent: {p['contains']!r}")
    bad_probes = [p for p in d["probes"] if p["verdict_in"] not in (["supported"], ["not_applicable"])]
    if d["kind"] == "ok":
        check(not bad_probes, f"{cid}: correct draft with non-supported probe")
        for inc in d["incl"]:
            check(inc in draft, f"{cid}: include {inc!r} not in draft")
    else:
        check(bad_probes, f"{cid}: wrong draft with no failing probe")
        check(len(d["errors"]) == len(bad_probes), f"{cid}: {len(d['errors'])} errors vs {len(bad_probes)} failing probes")
        supported_spans = [p["contains"] for p in d["probes"] if p["verdict_in"] == ["supported"]]
        for ex in d["excl"]:
            check(ex in draft, f"{cid}: exclude {ex!r} not in draft")
            check(len(ex) >= 8, f"{cid}: exclude {ex!r} too short")
            for sp in supported_spans:
                check(ex not in sp, f"{cid}: exclude {ex!r} inside supported span {sp!r}")
    if d["kind"] == "repair":
        check(1 <= len(d["errors"]) <= 2, f"{cid}: repair must have 1-2 errors")
        first = d["incl"][0].split("|")
        for alt in first:
            check(alt not in draft, f"{cid}: correction alternative {alt!r} already in draft")
        for other in d["incl"][1:]:
            check(any(a in draft for a in other.split("|")), f"{cid}: kept specific {other!r} absent")
    if RELATIVE.search(draft):
        check(bool(b["now"]), f"{cid}: relative date without now")
    ids = [e["id"] for e in b["evidence"]]
    check(len(ids) == len(set(ids)), f"{cid}: duplicate evidence ids")
    case = {"schema": "halcheck.case/1", "id": cid, "question": b["question"], "draft": draft,
            "evidence": b["evidence"]}
    if b["now"]:
        case["now"] = b["now"]
    return {"case": case,
            "expect": {"probes": d["probes"], "outcome_in": outcome, "final_excludes": d["excl"],
                       "final_includes": d["incl"]},
            "meta": {"writer": "w41", "domain": b["domain"], "scenario": b["scenario"], "api_family": API_FAMILY,
                     "errors": d["errors"], "notes": d["notes"]}}


def main():
    cases, repairs = [], []
    n = r = 0
    for mod in MODULES:
        for b in mod.BUNDLES:
            for d in b["drafts"]:
                if d["kind"] == "repair":
                    r += 1
                    cid = f"w41-r{r:02d}-{b['scenario']}"
                    repairs.append(make(b, d, cid, ["repaired"]))
                else:
                    n += 1
                    cid = f"w41-{n:03d}-{b['scenario']}"
                    if d["kind"] == "bad":
                        tag = d.get("tag") or d["errors"][0].replace("_", "-")
                        cid += f"-{tag}"
                    cases.append(make(b, d, cid, ["sent"] if d["kind"] == "ok" else None))
    allids = [c["case"]["id"] for c in cases + repairs]
    check(len(allids) == len(set(allids)), "duplicate case ids")
    if problems:
        print("\n".join(problems))
        sys.exit(1)
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for c in repairs:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    correct = sum(1 for c in cases if c["expect"]["outcome_in"] == ["sent"])
    errs = Counter(e for c in cases + repairs for e in c["meta"]["errors"])
    errs_cases = Counter(e for c in cases for e in c["meta"]["errors"])
    print(f"cases {len(cases)} (correct {correct}, wrong {len(cases) - correct}), repair {len(repairs)}")
    print("errors (cases+repair):", dict(sorted(errs.items())))
    print("errors (cases only):", dict(sorted(errs_cases.items())))
    by_domain = Counter(c["meta"]["domain"] for c in cases + repairs)
    print("by domain:", dict(by_domain))


if __name__ == "__main__":
    main()
