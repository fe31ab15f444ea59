"""Assemble w57 bundles into cases.jsonl and repair.jsonl, asserting the labels' mechanics."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from lib import API_FAMILY  # noqa: E402
import b_allot, b_garden, b_tool, b_repair, b_maker, b_seed  # noqa: E402,E401

MODULES = [b_allot, b_garden, b_tool, b_repair, b_maker, b_seed]
ERRORS = {"wrong_amount", "wrong_date", "wrong_time", "wrong_id", "wrong_state", "wrong_quantity", "wrong_name",
          "wrong_value", "wrong_period", "wrong_policy_condition", "refused_call_effect", "invented_promise",
          "invented_fact", "unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role",
          "condition_unmet", "unrecorded_extra", "unlisted_perk", "stale_value"}
RELATIVE = re.compile(r"\b(today|tomorrow|tonight|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
                      r"this week|next week|in \d+ days)\b", re.I)


def check(cid, d, ev):
    draft = d["draft"]
    ids = [e["id"] for e in ev]
    assert len(ids) == len(set(ids)), (cid, "dup evidence id")
    assert d["probes"], cid
    for p in d["probes"]:
        n = draft.count(p["contains"])
        assert n == 1, (cid, "probe occurs %d times" % n, p["contains"])
    bad_probes = [p for p in d["probes"] if p["verdict_in"] not in (["supported"], ["not_applicable"])]
    for p in bad_probes:
        assert p.get("reason_in"), (cid, p)
    for e in d["errors"]:
        assert e in ERRORS, (cid, e)
    if d["kind"] == "ok":
        assert not bad_probes and not d["errors"] and not d["exc"], cid
        assert 1 <= len(d["inc"]) <= 2, cid
        for x in d["inc"]:
            assert x in draft, (cid, x)
    else:
        assert len(bad_probes) == len(d["errors"]), (cid, len(bad_probes), d["errors"])
        lim = 3 if d["kind"] == "bad" else 2
        assert 1 <= len(d["errors"]) <= lim, cid
        assert d["exc"], cid
        for x in d["exc"]:
            assert draft.count(x) >= 1, (cid, "exclude not in draft", x)
            # never inside a sentence labelled supported
            for p in d["probes"]:
                if p["verdict_in"] == ["supported"]:
                    assert x not in p["contains"], (cid, "exclude inside supported probe", x)
    if d["kind"] == "fix":
        assert d["inc"], cid
        first = d["inc"][0].split("|")
        for alt in first:
            assert alt not in draft, (cid, "correction already in draft", alt)
        for entry in d["inc"][1:]:
            assert any(a in draft for a in entry.split("|")), (cid, "kept specific missing", entry)
    if RELATIVE.search(draft):
        assert d.get("now"), (cid, "relative date without now")


def main():
    cases, repairs = [], []
    n_case = 0
    n_rep = 0
    scen_seen = set()
    err_count = collections.Counter()
    counts = collections.Counter()
    for mod in MODULES:
        for b in mod.BUNDLES:
            assert b["scenario"] not in scen_seen, b["scenario"]
            scen_seen.add(b["scenario"])
            for d in b["drafts"]:
                d = dict(d)
                d["now"] = d.get("now") or b.get("now")
                if d["kind"] == "fix":
                    n_rep += 1
                    cid = "w57-r%02d-%s" % (n_rep, b["scenario"])
                else:
                    n_case += 1
                    cid = "w57-%03d-%s" % (n_case, b["scenario"])
                    if d["errors"]:
                        cid += "-" + d["errors"][0].replace("_", "-")
                check(cid, d, b["evidence"])
                case = {"schema": "halcheck.case/1", "id": cid,
                        "question": d.get("question") or b["question"],
                        "draft": d["draft"], "evidence": b["evidence"]}
                if d["now"]:
                    case["now"] = d["now"]
                if d["kind"] == "ok":
                    outcome = ["sent"]
                elif d["kind"] == "fix":
                    outcome = ["repaired"]
                else:
                    outcome = None
                line = {"case": case,
                        "expect": {"probes": d["probes"], "outcome_in": outcome,
                                   "final_excludes": d["exc"], "final_includes": d["inc"]},
                        "meta": {"writer": "w57", "domain": b["domain"], "scenario": b["scenario"],
                                 "api_family": API_FAMILY, "errors": d["errors"], "notes": d["notes"]}}
                (repairs if d["kind"] == "fix" else cases).append(line)
                counts[d["kind"]] += 1
                for e in d["errors"]:
                    err_count[(d["kind"], e)] += 1
    allids = [c["case"]["id"] for c in cases + repairs]
    assert len(allids) == len(set(allids))
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for c in repairs:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    print("bundles", len(scen_seen), "correct", counts["ok"], "wrong", counts["bad"], "repair", counts["fix"])
    for kind in ("bad", "fix"):
        print(kind, dict(sorted((e, n) for (k, e), n in err_count.items() if k == kind)))
    doms = collections.Counter(c["meta"]["domain"] for c in cases + repairs)
    print(dict(doms))


if __name__ == "__main__":
    main()
