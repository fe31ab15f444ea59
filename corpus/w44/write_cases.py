"""Assemble w44's cases.jsonl and repair.jsonl from the hand-written bundles, with sanity checks."""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import s_photobook, s_framing, s_3dprint, s_engraving, s_tshirt, s_dna  # noqa: E402

MODULES = [s_photobook, s_framing, s_3dprint, s_engraving, s_tshirt, s_dna]
API = "Magento-style commerce REST (orders, items[], credit memos, shipments/tracks, status_histories)"
NOT_OK = {"contradicted", "insufficient_evidence"}

problems = []


def check(cid, c, kind):
    d = c["draft"]
    for p in c["probes"]:
        n = d.count(p["contains"])
        if n != 1:
            problems.append(f"{cid}: probe span occurs {n}x: {p['contains']!r}")
    bad_probes = [p for p in c["probes"] if set(p["verdict_in"]) & NOT_OK]
    sup_spans = [p["contains"] for p in c["probes"] if p["verdict_in"] == ["supported"]]
    if kind == "good":
        if bad_probes or c["errors"] or c["excludes"]:
            problems.append(f"{cid}: correct case carries an error")
        for inc in c["includes"]:
            if inc not in d:
                problems.append(f"{cid}: include {inc!r} not in draft")
        if not 1 <= len(c["includes"]) <= 2:
            problems.append(f"{cid}: want 1-2 includes")
    else:
        if len(c["errors"]) != len(bad_probes):
            problems.append(f"{cid}: {len(c['errors'])} errors vs {len(bad_probes)} bad probes")
        if not c["excludes"]:
            problems.append(f"{cid}: no excludes")
        for ex in c["excludes"]:
            if ex not in d:
                problems.append(f"{cid}: exclude {ex!r} not in draft")
            for s in sup_spans:
                if ex in s:
                    problems.append(f"{cid}: exclude {ex!r} inside supported span {s!r}")
    if kind == "repair":
        if not 1 <= len(c["errors"]) <= 2:
            problems.append(f"{cid}: repair wants 1-2 errors")
        first = c["includes"][0].split("|")
        for alt in first:
            if alt in d:
                problems.append(f"{cid}: correction alt {alt!r} already in draft")
        for inc in c["includes"][1:]:
            if not any(a in d for a in inc.split("|")):
                problems.append(f"{cid}: kept include {inc!r} not in draft")
    for e in c["evidence"] if "evidence" in c else []:
        pass


def line(cid, b, c, outcome):
    case = {"schema": "halcheck.case/1", "id": cid, "question": c.get("question", b["question"]),
            "draft": c["draft"], "evidence": c.get("evidence", b["evidence"])}
    now = c.get("now", b.get("now"))
    if now:
        case["now"] = now
    ids = [e["id"] for e in case["evidence"]]
    if len(ids) != len(set(ids)):
        problems.append(f"{cid}: duplicate evidence ids")
    return {"case": case,
            "expect": {"probes": c["probes"], "outcome_in": outcome, "final_excludes": c["excludes"],
                       "final_includes": c["includes"]},
            "meta": {"writer": "w44", "domain": b["domain"], "scenario": b["scenario"], "api_family": API,
                     "errors": c["errors"], "notes": c["notes"]}}


def main():
    cases, repairs = [], []
    n = r = 0
    for m in MODULES:
        for b in m.BUNDLES:
            for c in b["cases"]:
                n += 1
                kind = "bad" if c["errors"] else "good"
                cid = f"w44-{n:03d}-{b['scenario']}"
                if c["errors"]:
                    cid += "-" + c["errors"][0].replace("_", "-")
                check(cid, c, kind)
                cases.append(line(cid, b, c, None if c["errors"] else ["sent"]))
            r += 1
            rid = f"w44-r{r:02d}-{b['scenario']}"
            check(rid, b["repair"], "repair")
            repairs.append(line(rid, b, b["repair"], ["repaired"]))
    allids = [x["case"]["id"] for x in cases + repairs]
    if len(allids) != len(set(allids)):
        problems.append("duplicate case ids")
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for x in cases:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for x in repairs:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    good = sum(1 for x in cases if not x["meta"]["errors"])
    errs = Counter(e for x in cases + repairs for e in x["meta"]["errors"])
    print(f"cases {len(cases)} (correct {good}, wrong {len(cases) - good}), repair {len(repairs)}")
    print("errors:", dict(sorted(errs.items(), key=lambda kv: -kv[1])))
    by_dom = Counter(x["meta"]["domain"] for x in cases + repairs)
    print("domains:", dict(by_dom))
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
