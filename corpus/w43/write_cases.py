"""Assemble cases.jsonl and repair.jsonl from the hand-written scenario bundles, with sanity checks."""
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import s_rental, s_piano, s_studio, s_rehearsal, s_repair, s_shop  # noqa: E402

MODULES = [s_rental, s_piano, s_studio, s_rehearsal, s_repair, s_shop]
API_FAMILY = ("point-of-sale and bookings APIs (Square-like): money in minor units, bookings with start_at "
              "RFC 3339 Z and appointment_segments, location_id -> location timezone, version integers, "
              "orders with line_items/returns/tenders, SCREAMING_CASE states")

problems = []


def check_case(cid, c, kind):
    draft = c["draft"]
    for p in c["probes"]:
        n = draft.count(p["contains"])
        if n != 1:
            problems.append(f"{cid}: probe {p['contains']!r} occurs {n} times")
    wrong = [p for p in c["probes"] if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]]
    sup_spans = [p["contains"] for p in c["probes"] if p["verdict_in"] == ["supported"]]
    if kind == "ok":
        if wrong:
            problems.append(f"{cid}: correct case has wrong probes")
        for s in c["inc"]:
            if s not in draft:
                problems.append(f"{cid}: include {s!r} not in draft")
    else:
        errs = c["errors"]
        if not (1 <= len(errs) <= (2 if kind == "repair" else 3)):
            problems.append(f"{cid}: {len(errs)} errors")
        if len(wrong) != len(errs):
            problems.append(f"{cid}: {len(wrong)} wrong probes vs {len(errs)} errors")
        for s in c["exc"]:
            if s not in draft:
                problems.append(f"{cid}: exclude {s!r} not in draft")
            for sp in sup_spans:
                if s in sp:
                    problems.append(f"{cid}: exclude {s!r} inside supported span {sp!r}")
    if kind == "repair":
        k = c.get("ncorr", 1)
        for entry in c["inc"][:k]:
            if any(a in draft for a in entry.split("|")):
                problems.append(f"{cid}: correction {entry!r} already in draft")
        for entry in c["inc"][k:]:
            if not any(a in draft for a in entry.split("|")):
                problems.append(f"{cid}: include {entry!r} not in draft")


def make(cid, b, c, kind):
    ev = b["evidence"]
    ids = [e["id"] for e in ev]
    if len(ids) != len(set(ids)):
        problems.append(f"{cid}: duplicate evidence ids")
    case = {"schema": "halcheck.case/1", "id": cid, "question": c.get("question", b["question"]),
            "draft": c["draft"], "evidence": ev}
    now = c.get("now", b.get("now"))
    if now:
        case["now"] = now
    check_case(cid, c, kind)
    if kind == "ok":
        outcome, exc, inc, errs = ["sent"], [], c["inc"], []
    elif kind == "bad":
        outcome, exc, inc, errs = None, c["exc"], [], c["errors"]
    else:
        outcome, exc, inc, errs = ["repaired"], c["exc"], c["inc"], c["errors"]
    return {"case": case,
            "expect": {"probes": c["probes"], "outcome_in": outcome, "final_excludes": exc, "final_includes": inc},
            "meta": {"writer": "w43", "domain": b["domain"], "scenario": b["scenario"], "api_family": API_FAMILY,
                     "errors": errs, "notes": c["notes"]}}


def main():
    cases, repairs = [], []
    n = 0
    r = 0
    for m in MODULES:
        for b in m.BUNDLES:
            for c in b["ok"]:
                n += 1
                cases.append(make(f"w43-{n:03d}-{b['scenario']}", b, c, "ok"))
            for c in b["bad"]:
                n += 1
                tag = c["errors"][0].replace("_", "-")
                cases.append(make(f"w43-{n:03d}-{b['scenario']}-{tag}", b, c, "bad"))
            r += 1
            repairs.append(make(f"w43-r{r:02d}-{b['scenario']}", b, b["repair"], "repair"))
    for p in problems:
        print("PROBLEM", p)
    (HERE / "cases.jsonl").write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in cases))
    (HERE / "repair.jsonl").write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in repairs))
    ok = sum(1 for x in cases if x["expect"]["outcome_in"] == ["sent"])
    errs = Counter(e for x in cases for e in x["meta"]["errors"])
    rerrs = Counter(e for x in repairs for e in x["meta"]["errors"])
    subtle = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
              "unrecorded_extra", "unlisted_perk", "stale_value"}
    print(f"cases {len(cases)} correct {ok} wrong {len(cases) - ok} repair {len(repairs)}")
    print("errors in cases:", dict(sorted(errs.items())))
    print("subtle share:", sum(v for k, v in errs.items() if k in subtle), "/", sum(errs.values()))
    print("errors in repair:", dict(sorted(rerrs.items())))
    print("domains:", dict(Counter(x["meta"]["domain"] for x in cases)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
