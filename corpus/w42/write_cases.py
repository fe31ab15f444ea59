"""Assemble w42's cases.jsonl and repair.jsonl from the hand-written bundles in s_*.py,
and run the writer's own label checks before writing anything."""
import datetime as dt
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import s_marina, s_charter, s_yard, s_school, s_storage, s_fuel  # noqa: E402

WRITER = "w42"
API_FAMILY = "Dataverse / Dynamics 365 Web API (OData v4 rows with FormattedValue annotations)"
MODULES = [s_marina, s_charter, s_yard, s_school, s_storage, s_fuel]

WEEKDAYS = {"monday": 0, "mon": 0, "tuesday": 1, "tue": 1, "wednesday": 2, "wed": 2, "thursday": 3, "thu": 3,
            "friday": 4, "fri": 4, "saturday": 5, "sat": 5, "sunday": 6, "sun": 6}
MONTHS = {m: i + 1 for i, m in enumerate(["january", "february", "march", "april", "may", "june", "july",
                                           "august", "september", "october", "november", "december"])}
MONTHS.update({m[:3]: v for m, v in list(MONTHS.items())})
MONTHS["sept"] = 9

problems = []


def fail(cid, msg):
    problems.append(f"{cid}: {msg}")


def sentences(text):
    return [s for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip()]


def is_wrong(p):
    return p["verdict_in"] not in (["supported"], ["not_applicable"])


def check_weekdays(cid, draft, now):
    year = int(now[:4])
    pat = re.compile(r"\b(" + "|".join(WEEKDAYS) + r")\.?,? (\d{1,2})(?:st|nd|rd|th)?(?:/(\d{1,2})| ("
                     + "|".join(MONTHS) + r")\b)", re.I)
    for m in pat.finditer(draft):
        wd, day, mm, mname = m.groups()
        month = int(mm) if mm else MONTHS[mname.lower()]
        y = year + 1 if month < int(now[5:7]) - 6 else year
        real = dt.date(y, month, int(day)).weekday()
        if real != WEEKDAYS[wd.lower()]:
            fail(cid, f"weekday mismatch in '{m.group(0)}' (is {dt.date(y, month, int(day)):%A})")


def check(cid, d, now):
    draft = d["draft"]
    for p in d["probes"]:
        n = draft.count(p["contains"])
        if n != 1:
            fail(cid, f"probe '{p['contains']}' occurs {n} times")
    wrong = [p for p in d["probes"] if is_wrong(p)]
    if d["kind"] == "ok":
        if wrong or d["errors"] or d["excl"]:
            fail(cid, "correct draft has wrong probes/errors/excludes")
        if not d["incl"]:
            fail(cid, "correct draft without final_includes")
        for s in d["incl"]:
            if s not in draft:
                fail(cid, f"include '{s}' not in draft")
    else:
        lo, hi = (1, 3) if d["kind"] == "bad" else (1, 2)
        if not (lo <= len(d["errors"]) <= hi):
            fail(cid, f"{len(d['errors'])} errors")
        if len(wrong) != len(d["errors"]):
            fail(cid, f"{len(wrong)} wrong probes vs {len(d['errors'])} error labels")
        if not d["excl"]:
            fail(cid, "no final_excludes")
        wrong_sents = [s for s in sentences(draft) if any(p["contains"] in s for p in wrong)]
        for x in d["excl"]:
            if x not in draft:
                fail(cid, f"exclude '{x}' not in draft")
            for s in sentences(draft):
                if x in s and s not in wrong_sents:
                    fail(cid, f"exclude '{x}' sits in a sentence with no wrong claim")
            for p in d["probes"]:
                if not is_wrong(p) and x in p["contains"]:
                    fail(cid, f"exclude '{x}' inside supported span '{p['contains']}'")
    if d["kind"] == "fix":
        corr = [e for e in d["incl"] if not any(a in draft for a in e.split("|"))]
        keep = [e for e in d["incl"] if any(a in draft for a in e.split("|"))]
        if len(corr) != 1:
            fail(cid, f"repair needs exactly one correction entry absent from the draft, got {corr}")
        for e in keep:
            for x in d["excl"]:
                if any(x in a for a in e.split("|")):
                    fail(cid, "include alternative holds an exclude")
    check_weekdays(cid, draft, now)


def main():
    cases, repairs = [], []
    err_count = Counter()
    n_case = n_fix = 0
    seen = set()
    for mod in MODULES:
        for b in mod.BUNDLES:
            ev_ids = [e["id"] for e in b["evidence"]]
            if len(ev_ids) != len(set(ev_ids)):
                fail(b["scenario"], "duplicate evidence ids")
            for d in b["drafts"]:
                if d["kind"] == "fix":
                    n_fix += 1
                    cid = f"{WRITER}-r{n_fix:02d}-{b['scenario']}"
                else:
                    n_case += 1
                    cid = f"{WRITER}-{n_case:03d}-{b['scenario']}"
                    if d["kind"] == "bad":
                        cid += "-" + d["errors"][0].replace("_", "-")
                if cid in seen:
                    fail(cid, "duplicate id")
                seen.add(cid)
                now = d.get("now") or b["now"]
                check(cid, d, now)
                case = {"schema": "halcheck.case/1", "id": cid,
                        "question": d.get("question") or b["question"], "draft": d["draft"],
                        "evidence": d.get("evidence") or b["evidence"], "now": now}
                outcome = {"ok": ["sent"], "bad": None, "fix": ["repaired"]}[d["kind"]]
                line = {"case": case,
                        "expect": {"probes": d["probes"], "outcome_in": outcome,
                                   "final_excludes": d["excl"], "final_includes": d["incl"]},
                        "meta": {"writer": WRITER, "domain": b["domain"], "scenario": b["scenario"],
                                 "api_family": API_FAMILY, "errors": d["errors"], "notes": d["notes"]}}
                (repairs if d["kind"] == "fix" else cases).append(line)
                for e in d["errors"]:
                    err_count[(d["kind"] == "fix", e)] += 1
    if problems:
        print("\n".join(problems))
        sys.exit(1)
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for line in cases:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for line in repairs:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    n_ok = sum(1 for c in cases if c["expect"]["outcome_in"] == ["sent"])
    print(f"cases {len(cases)} (correct {n_ok}, wrong {len(cases) - n_ok}), repair {len(repairs)}")
    subtle = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
              "unrecorded_extra", "unlisted_perk", "stale_value"}
    wrong_errs = Counter({e: c for (r, e), c in err_count.items() if not r})
    rep_errs = Counter({e: c for (r, e), c in err_count.items() if r})
    tot = sum(wrong_errs.values())
    sub = sum(c for e, c in wrong_errs.items() if e in subtle)
    print(f"errors in wrong cases: {tot}, subtle {sub} ({sub / tot:.0%})")
    for e, c in sorted(wrong_errs.items(), key=lambda x: (-x[1], x[0])):
        print(f"  {e}: {c}")
    print("errors in repair cases:", dict(sorted(rep_errs.items())))
    domains = Counter(c["meta"]["domain"] for c in cases)
    print("cases per business:", dict(domains))


if __name__ == "__main__":
    main()
