"""Assemble cases.jsonl and repair.jsonl from the hand-written scenario files, with sanity checks."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import s_golf, s_tennis, s_bowling, s_paintball, s_karting, s_trampoline  # noqa: E402

API = ("calendar-booking JSON derived from iCalendar (DTSTART+TZID, DTEND/DURATION, RRULE/EXDATE/RDATE, "
       "STATUS) with a payments ledger of currency-marked decimal strings and member records with handicap/level")
NON_OK = {"contradicted", "insufficient_evidence"}
problems = []


def sentences(text):
    out = []
    for line in text.split("\n"):
        for seg in re.split(r"(?<=[.!?])\s+", line):
            seg = seg.strip()
            if seg:
                out.append(seg)
    return out


def check(cid, d, kind):
    draft = d["draft"]
    for p in d["probes"]:
        n = draft.count(p["contains"])
        if n != 1:
            problems.append(f"{cid}: probe {p['contains']!r} occurs {n} times")
    bad = [p for p in d["probes"] if set(p["verdict_in"]) & NON_OK]
    if kind == "correct":
        if bad or d["errors"] or d["excludes"]:
            problems.append(f"{cid}: correct case has wrong probes/errors/excludes")
        for inc in d["includes"]:
            if inc not in draft:
                problems.append(f"{cid}: include {inc!r} missing from draft")
    else:
        if len(bad) != len(d["errors"]):
            problems.append(f"{cid}: {len(bad)} wrong probes vs {len(d['errors'])} errors")
        if not d["excludes"]:
            problems.append(f"{cid}: no excludes")
        bad_spans = [p["contains"] for p in bad]
        for ex in d["excludes"]:
            if ex not in draft:
                problems.append(f"{cid}: exclude {ex!r} not in draft")
            for s in sentences(draft):
                if ex in s and not any(b in s for b in bad_spans):
                    problems.append(f"{cid}: exclude {ex!r} sits in a correct sentence")
    if kind == "repair":
        if not 1 <= len(d["errors"]) <= 2:
            problems.append(f"{cid}: repair needs 1-2 errors")
        absent = [e for e in d["includes"] if not any(a in draft for a in e.split("|"))]
        present = [e for e in d["includes"] if any(a in draft for a in e.split("|"))]
        if len(absent) < 1:
            problems.append(f"{cid}: no correction entry absent from draft")
        if len(absent) + len(present) != len(d["includes"]):
            problems.append(f"{cid}: include bookkeeping")
    # every sentence that says something carries a probe
    for s in sentences(draft):
        words = s.split()
        if len(words) <= 3 and not re.search(r"\d", s):
            continue
        if not any(p["contains"] in s or s in p["contains"] for p in d["probes"]):
            problems.append(f"{cid}: sentence without probe: {s!r}")


def line(cid, b, d, outcome):
    case = {"schema": "halcheck.case/1", "id": cid, "question": d.get("question", b["question"]),
            "draft": d["draft"], "evidence": b["evidence"], "now": b["now"]}
    expect = {"probes": d["probes"], "outcome_in": outcome,
              "final_excludes": d["excludes"], "final_includes": d["includes"]}
    meta = {"writer": "w46", "domain": b["domain"], "scenario": b["scenario"], "api_family": API,
            "errors": d["errors"], "notes": d["notes"]}
    return {"case": case, "expect": expect, "meta": meta}


def main():
    cases, repairs = [], []
    n = r = 0
    for mod in (s_golf, s_tennis, s_bowling, s_paintball, s_karting, s_trampoline):
        for b in mod.BUNDLES:
            ev_ids = [e["id"] for e in b["evidence"]]
            if len(set(ev_ids)) != len(ev_ids):
                problems.append(f"{b['scenario']}: duplicate evidence id")
            for d in b["correct"]:
                n += 1
                cid = f"w46-{n:03d}-{b['scenario']}"
                check(cid, d, "correct")
                cases.append(line(cid, b, d, ["sent"]))
            for d in b["wrong"]:
                n += 1
                cid = f"w46-{n:03d}-{b['scenario']}-{d['errors'][0].replace('_', '-')}"
                check(cid, d, "wrong")
                cases.append(line(cid, b, d, None))
            for d in b["repair"]:
                r += 1
                cid = f"w46-r{r:02d}-{b['scenario']}"
                check(cid, d, "repair")
                repairs.append(line(cid, b, d, ["repaired"]))
    ids = [c["case"]["id"] for c in cases + repairs]
    if len(set(ids)) != len(ids):
        problems.append("duplicate case ids")
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for c in repairs:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    correct = sum(1 for c in cases if c["expect"]["outcome_in"] == ["sent"])
    errs = Counter(e for c in cases for e in c["meta"]["errors"])
    rerrs = Counter(e for c in repairs for e in c["meta"]["errors"])
    print(f"cases {len(cases)} (correct {correct}, wrong {len(cases) - correct}), repair {len(repairs)}")
    print("errors in cases:", dict(sorted(errs.items())))
    print("errors in repair:", dict(sorted(rerrs.items())))
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
