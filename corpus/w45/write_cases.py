"""Assemble w45's cases.jsonl and repair.jsonl from the hand-written bundle files, with self-checks."""
import json
import os
import re
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import WRITER, API_FAMILY, sentences  # noqa: E402

import importlib  # noqa: E402

MODULE_NAMES = ["s_sleep", "s_allergy", "s_trial", "s_blood", "s_nutrition", "s_occhealth"]
MODULES = []
MISSING = []
for _name in MODULE_NAMES:
    try:
        MODULES.append(importlib.import_module(_name))
    except ModuleNotFoundError:
        MISSING.append(_name)
RELATIVE = re.compile(r"\b(today|tomorrow|tonight|yesterday|this (week|morning|afternoon|evening)|next (week|month)|"
                      r"Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|in \d+ days)\b", re.I)

problems = []


def check(cid, c, kind):
    d = c["draft"]
    for p in c["probes"]:
        n = d.count(p["contains"])
        if n != 1:
            problems.append(f"{cid}: probe span occurs {n}x: {p['contains']!r}")
    wrong = [p for p in c["probes"] if "supported" not in p["verdict_in"] and p["verdict_in"] != ["not_applicable"]]
    if kind == "ok":
        if wrong or c["errors"] or c["excludes"]:
            problems.append(f"{cid}: ok case has wrong probes/errors/excludes")
        for inc in c["includes"]:
            if not any(a in d for a in inc.split("|")):
                problems.append(f"{cid}: include missing {inc!r}")
    else:
        if len(wrong) != len(c["errors"]):
            problems.append(f"{cid}: {len(wrong)} wrong probes vs {len(c['errors'])} error labels")
        if not wrong:
            problems.append(f"{cid}: no wrong probe")
        lim = 2 if kind == "repair" else 3
        if not 1 <= len(c["errors"]) <= lim:
            problems.append(f"{cid}: error count {len(c['errors'])}")
        for ex in c["excludes"]:
            if ex not in d:
                problems.append(f"{cid}: exclude not in draft {ex!r}")
        sents = sentences(d)
        for ex in c["excludes"]:
            for s in sents:
                if ex in s:
                    ps = [p for p in c["probes"] if p["contains"] in s or s in p["contains"]]
                    if ps and all("supported" in p["verdict_in"] or p["verdict_in"] == ["not_applicable"] for p in ps):
                        problems.append(f"{cid}: exclude {ex!r} sits in an all-supported sentence")
    if kind == "repair":
        incs = c["includes"]
        if not incs:
            problems.append(f"{cid}: repair without includes")
        else:
            if any(a in d for a in incs[0].split("|")):
                problems.append(f"{cid}: correction already in draft {incs[0]!r}")
            for inc in incs[1:]:
                if not any(a in d for a in inc.split("|")):
                    problems.append(f"{cid}: kept include missing {inc!r}")
    # coverage: every asserting sentence has a probe
    sl = sentences(d)
    for i, s in enumerate(sl):
        if s.endswith(",") or (len(s.split()) <= 4 and not s[-1] in ".!?:"):
            continue
        if i == len(sl) - 1 and s[-1] not in ".!?:":
            continue  # signature line
        if re.match(r"(Good (morning|afternoon|evening)|Hi|Hello|Dear)\b", s) and len(s.split()) <= 4:
            continue
        if not any(p["contains"] in s or s in p["contains"] or
                   (len(p["contains"]) > 12 and p["contains"][:12] in s) for p in c["probes"]):
            problems.append(f"{cid}: sentence without probe: {s!r}")
    return wrong


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    cases, repairs = [], []
    seen = set()
    err_count = Counter()
    n_ok = n_bad = 0
    scen = Counter()
    for mod in MODULES:
        for b in mod.BUNDLES:
            scen[b["scenario"]] += 1
            ids = [e["id"] for e in b["evidence"]]
            if len(ids) != len(set(ids)):
                problems.append(f"{b['scenario']}: duplicate evidence ids")
            for c in b["cases"]:
                kind = c["kind"]
                if kind == "repair":
                    cid = f"{WRITER}-r{len(repairs) + 1:02d}-{b['scenario']}"
                else:
                    n = len(cases) + 1
                    suffix = "" if kind == "ok" else "-" + c["errors"][0].replace("_", "-")
                    cid = f"{WRITER}-{n:03d}-{b['scenario']}{suffix}"
                if cid in seen:
                    problems.append(f"duplicate id {cid}")
                seen.add(cid)
                check(cid, c, kind)
                now = c.get("now", b["now"])
                if RELATIVE.search(c["draft"]) and not now:
                    problems.append(f"{cid}: relative date without now")
                case = {"schema": "halcheck.case/1", "id": cid,
                        "question": c.get("question", b["question"]),
                        "draft": c["draft"], "evidence": c.get("evidence", b["evidence"])}
                if now:
                    case["now"] = now
                line = {"case": case,
                        "expect": {"probes": c["probes"],
                                   "outcome_in": ["sent"] if kind == "ok" else (["repaired"] if kind == "repair" else None),
                                   "final_excludes": c["excludes"], "final_includes": c["includes"]},
                        "meta": {"writer": WRITER, "domain": b["domain"], "scenario": b["scenario"],
                                 "api_family": API_FAMILY, "errors": c["errors"], "notes": c["notes"]}}
                if kind == "repair":
                    repairs.append(line)
                else:
                    cases.append(line)
                    if kind == "ok":
                        n_ok += 1
                    else:
                        n_bad += 1
                for e in c["errors"]:
                    err_count[(kind == "repair", e)] += 1
    dup = [s for s, k in scen.items() if k > 1]
    if dup:
        problems.append(f"scenario names reused: {dup}")
    if MISSING:
        problems.append(f"missing bundle files: {MISSING}")
    if problems:
        print("\n".join(problems))
        sys.exit(1)
    with open(os.path.join(here, "cases.jsonl"), "w", encoding="utf-8") as f:
        for line in cases:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "repair.jsonl"), "w", encoding="utf-8") as f:
        for line in repairs:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    print(f"bundles={sum(scen.values())} cases={len(cases)} ok={n_ok} wrong={n_bad} repair={len(repairs)}")
    tot = Counter()
    for (_, e), k in err_count.items():
        tot[e] += k
    print("errors in cases.jsonl:", dict(sorted(Counter({e: k for (r, e), k in err_count.items() if not r}).items())))
    print("errors in repair.jsonl:", dict(sorted(Counter({e: k for (r, e), k in err_count.items() if r}).items())))


if __name__ == "__main__":
    main()
