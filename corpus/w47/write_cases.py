"""Assemble w47's hand-written scenarios into cases.jsonl and repair.jsonl.

Run from anywhere:  python3 corpus/w47/write_cases.py
Besides writing, it runs a few self-checks on every entry (span uniqueness,
excludes present in the draft and absent from supported spans, includes
present, error count matching the number of non-supported probes).
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common  # noqa: E402
import s_wills, s_smallclaims, s_notary, s_trademark, s_conveyancing, s_debt  # noqa: E402,F401

BAD = {"contradicted", "insufficient_evidence"}


def check(e, kind, cid):
    d = e["draft"]
    probs = []
    for p in e["probes"]:
        n = d.count(p["contains"])
        if n != 1:
            probs.append(f"span occurs {n}x: {p['contains']!r}")
    nbad = sum(1 for p in e["probes"] if set(p["verdict_in"]) & BAD)
    if nbad != len(e["errors"]):
        probs.append(f"{nbad} bad probes but {len(e['errors'])} errors")
    bad_spans = [p["contains"] for p in e["probes"] if set(p["verdict_in"]) & BAD]
    for x in e["excludes"]:
        if d.count(x) != 1:
            probs.append(f"exclude occurs {d.count(x)}x in draft: {x!r}")
        else:
            a = d.index(x)
            near = False
            for sp in bad_spans:
                c = d.index(sp)
                lo, hi = min(a, c), max(a + len(x), c + len(sp))
                seg = d[lo:hi]
                for abbr in ("Barr. ", "No. ", "Vol. "):
                    seg = seg.replace(abbr, abbr[:-2] + "_ ")
                if ". " not in seg and "\n" not in seg:
                    near = True
            if not near:
                probs.append(f"exclude not in the sentence of a wrong claim: {x!r}")
        for p in e["probes"]:
            if p["verdict_in"] == ["supported"] and x in p["contains"]:
                probs.append(f"exclude {x!r} inside supported span")
    if kind == "case" and not e["errors"]:
        if e["excludes"]:
            probs.append("correct case with excludes")
        for inc in e["includes"]:
            if inc not in d:
                probs.append(f"include not in draft: {inc!r}")
        if not e["includes"]:
            probs.append("correct case without includes")
    if kind == "case" and e["errors"] and not e["excludes"]:
        probs.append("wrong case without excludes")
    if kind == "repair":
        if not 1 <= len(e["errors"]) <= 2:
            probs.append("repair needs 1-2 errors")
        absent = [inc for inc in e["includes"] if not any(a in d for a in inc.split("|"))]
        if len(absent) < 1:
            probs.append("repair has no correction include absent from draft")
    if e["now"] is None and any(w in d.lower() for w in ("today", "tomorrow", "monday", "tuesday",
                                                          "wednesday", "thursday", "friday",
                                                          "saturday", "sunday")):
        probs.append("relative day word without now")
    for p in probs:
        print(f"{cid}: {p}")
    return not probs


def build(e, cid):
    b = e["bundle"]
    c = {"schema": "halcheck.case/1", "id": cid, "question": e["question"], "draft": e["draft"],
         "evidence": b.evidence}
    if e["now"]:
        c["now"] = e["now"]
    if e["errors"]:
        outcome = None
    else:
        outcome = ["sent"]
    return {"case": c,
            "expect": {"probes": e["probes"], "outcome_in": outcome,
                       "final_excludes": e["excludes"], "final_includes": e["includes"]},
            "meta": {"writer": common.WRITER, "domain": b.domain, "scenario": b.scenario,
                     "api_family": common.API_FAMILY, "errors": e["errors"], "notes": e["notes"]}}


def main():
    ok = True
    out_cases, out_rep = [], []
    for i, e in enumerate(common.CASES, 1):
        cid = f"w47-{i:03d}-{e['bundle'].scenario}"
        if e["errors"]:
            cid += "-" + e["errors"][0].replace("_", "-")
        ok &= check(e, "case", cid)
        out_cases.append(build(e, cid))
    for i, e in enumerate(common.REPAIRS, 1):
        cid = f"w47-r{i:02d}-{e['bundle'].scenario}"
        ok &= check(e, "repair", cid)
        r = build(e, cid)
        r["expect"]["outcome_in"] = ["repaired"]
        out_rep.append(r)
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for r in out_cases:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for r in out_rep:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    correct = sum(1 for e in common.CASES if not e["errors"])
    errs = collections.Counter(x for e in common.CASES for x in e["errors"])
    rerrs = collections.Counter(x for e in common.REPAIRS for x in e["errors"])
    print(f"cases {len(common.CASES)} correct {correct} wrong {len(common.CASES) - correct} "
          f"repair {len(common.REPAIRS)}")
    print("case errors:", dict(sorted(errs.items())))
    print("repair errors:", dict(sorted(rerrs.items())))
    scen = collections.Counter(e["bundle"].domain for e in common.CASES)
    print("by domain:", dict(scen))
    print("self-check", "ok" if ok else "FAILED")


if __name__ == "__main__":
    main()
