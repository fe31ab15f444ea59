"""Assemble w56's hand-written bundles into cases.jsonl / repair.jsonl, with sanity asserts."""
import collections
import importlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import WRITER, API_FAMILY  # noqa: E402

ALLOWED_ERRORS = {"wrong_amount", "wrong_date", "wrong_time", "wrong_id", "wrong_state", "wrong_quantity",
                  "wrong_name", "wrong_value", "wrong_period", "wrong_policy_condition", "refused_call_effect",
                  "invented_promise", "invented_fact", "unit_conversion", "wrong_arithmetic",
                  "other_record_value", "wrong_role", "condition_unmet", "unrecorded_extra", "unlisted_perk",
                  "stale_value"}


def sentences(draft):
    out, start = [], 0
    for m in re.finditer(r"[.!?](?=\s|$)|\n", draft):
        out.append((start, m.end()))
        start = m.end()
    if start < len(draft):
        out.append((start, len(draft)))
    return out


def check(cid, kind, it, evidence):
    d = it["draft"]
    ids = [e["id"] for e in evidence]
    assert len(ids) == len(set(ids)), (cid, "dup evidence id")
    bad_probes = []
    for p in it["probes"]:
        n = d.count(p["contains"])
        assert n == 1, (cid, "probe occurs %d times" % n, p["contains"])
        if p["verdict_in"] not in (["supported"], ["not_applicable"]):
            bad_probes.append(p)
    sup_spans = []
    for s, e in sentences(d):
        inside = [p for p in it["probes"] if s <= d.index(p["contains"]) < e]
        if inside and all(p["verdict_in"] in (["supported"], ["not_applicable"]) for p in inside):
            sup_spans.append(d[s:e])
    if kind == "ok":
        assert not bad_probes and not it["errors"] and not it["excludes"], cid
        assert it["includes"], cid
        for inc in it["includes"]:
            assert inc in d, (cid, "include missing", inc)
    else:
        assert bad_probes, (cid, "no wrong probe")
        assert 1 <= len(it["errors"]) <= (3 if kind == "bad" else 2), cid
        assert len(it["errors"]) == len(bad_probes), (cid, "errors vs wrong probes", it["errors"], len(bad_probes))
        for e in it["errors"]:
            assert e in ALLOWED_ERRORS, (cid, e)
        assert it["excludes"], cid
        for x in it["excludes"]:
            assert x in d, (cid, "exclude not in draft", x)
            for s in sup_spans:
                assert x not in s, (cid, "exclude inside a supported sentence", x, s)
    if kind == "repair":
        absent = [inc for inc in it["includes"] if all(a not in d for a in inc.split("|"))]
        present = [inc for inc in it["includes"] if any(a in d for a in inc.split("|"))]
        assert absent, (cid, "no correction entry absent from draft")
        assert len(absent) + len(present) == len(it["includes"]), (cid, "half-present include", it["includes"])
        assert present, (cid, "no surviving specific")


def main():
    mods = sorted(f[:-3] for f in os.listdir(HERE) if re.fullmatch(r"bundle_\d+\.py", f))
    cases, repairs = [], []
    n_case, n_rep = 0, 0
    seen = set()
    errs = collections.Counter()
    counts = collections.Counter()
    per_domain = collections.Counter()
    for m in mods:
        mod = importlib.import_module(m)
        for b in mod.BUNDLES:
            per_domain[b.domain] += 1
            for kind, it in b.items:
                if kind == "repair":
                    n_rep += 1
                    cid = "%s-r%02d-%s" % (WRITER, n_rep, b.scenario)
                else:
                    n_case += 1
                    cid = "%s-%03d-%s" % (WRITER, n_case, b.scenario)
                    if kind == "bad":
                        cid += "-" + it["errors"][0].replace("_", "-")
                assert cid not in seen, cid
                seen.add(cid)
                check(cid, kind, it, b.evidence)
                case = {"schema": "halcheck.case/1", "id": cid,
                        "question": it["question"] or b.question, "draft": it["draft"],
                        "evidence": b.evidence}
                if b.now:
                    case["now"] = b.now
                expect = {"probes": it["probes"],
                          "outcome_in": ["sent"] if kind == "ok" else (["repaired"] if kind == "repair" else None),
                          "final_excludes": it["excludes"], "final_includes": it["includes"]}
                meta = {"writer": WRITER, "domain": b.domain, "scenario": b.scenario, "api_family": API_FAMILY,
                        "errors": it["errors"], "notes": it["notes"]}
                line = {"case": case, "expect": expect, "meta": meta}
                (repairs if kind == "repair" else cases).append(line)
                counts[kind] += 1
                for e in it["errors"]:
                    errs[e] += 1
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for l in cases:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for l in repairs:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    print("bundles per domain:", dict(per_domain))
    print("counts:", dict(counts), "cases.jsonl:", len(cases), "repair.jsonl:", len(repairs))
    print("errors:", dict(sorted(errs.items())))
    subtle = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
              "unrecorded_extra", "unlisted_perk", "stale_value", "wrong_state", "wrong_policy_condition"}
    print("subtle share: %d / %d" % (sum(v for k, v in errs.items() if k in subtle), sum(errs.values())))


if __name__ == "__main__":
    main()
