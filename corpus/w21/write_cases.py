"""Assemble w21's hand-written bundles into cases.jsonl and repair.jsonl."""
import json, os, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import API_FAMILY, check_item

MODULES = ["freelance", "secondhand", "tickets", "crafts", "carshare", "toolrent"]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    bundles = []
    for m in MODULES:
        try:
            mod = __import__(m)
        except ModuleNotFoundError:
            continue
        bundles.extend(mod.BUNDLES)
    cases, repairs, problems = [], [], []
    n = r = 0
    for b in bundles:
        ev_ids = [e["id"] for e in b.evidence]
        if len(ev_ids) != len(set(ev_ids)):
            problems.append(f"{b.scenario}: duplicate evidence ids")
        for it in b.items:
            if it["kind"] == "fix":
                r += 1
                cid = f"w21-r{r:02d}-{b.scenario}"
            else:
                n += 1
                cid = f"w21-{n:03d}-{b.scenario}" + (f"-{it['suffix']}" if it["suffix"] else "")
            problems += check_item(it, cid)
            case = {"schema": "halcheck.case/1", "id": cid, "question": b.question, "draft": it["draft"],
                    "evidence": b.evidence}
            if b.now:
                case["now"] = b.now
            line = {"case": case,
                    "expect": {"probes": it["probes"],
                               "outcome_in": {"ok": ["sent"], "bad": None, "fix": ["repaired"]}[it["kind"]],
                               "final_excludes": it["excludes"], "final_includes": it["includes"]},
                    "meta": {"writer": "w21", "domain": b.domain, "scenario": b.scenario, "api_family": API_FAMILY,
                             "errors": it["errors"], "notes": it["notes"]}}
            (repairs if it["kind"] == "fix" else cases).append(line)
    with open(os.path.join(here, "cases.jsonl"), "w") as f:
        for l in cases:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "repair.jsonl"), "w") as f:
        for l in repairs:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    ok = sum(1 for l in cases if l["expect"]["outcome_in"] == ["sent"])
    errs = collections.Counter(e for l in cases + repairs for e in l["meta"]["errors"])
    errs_c = collections.Counter(e for l in cases for e in l["meta"]["errors"])
    errs_r = collections.Counter(e for l in repairs for e in l["meta"]["errors"])
    print(f"bundles={len(bundles)} cases={len(cases)} correct={ok} wrong={len(cases)-ok} repair={len(repairs)}")
    print("errors (cases):", dict(sorted(errs_c.items())))
    print("errors (repair):", dict(sorted(errs_r.items())))
    print("errors (all):", dict(sorted(errs.items())))
    subtle = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
              "unrecorded_extra", "unlisted_perk", "stale_value", "wrong_state", "wrong_policy_condition"}
    print("subtle share (cases):", sum(v for k, v in errs_c.items() if k in subtle), "/", sum(errs_c.values()))
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
