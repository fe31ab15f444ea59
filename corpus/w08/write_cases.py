#!/usr/bin/env python3
"""Serialise w08's hand-written cases (batch_*.py) into cases.jsonl / repair.jsonl.

Each batch module defines SCENARIOS (key -> dict(domain, evidence, now)) and CASES (list of dicts).
Every draft, record and policy in the batches is written by hand; this file only serialises and checks.
"""
import datetime as _dt
import glob
import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
API = ("core-banking: accounts with available_balance/ledger_balance, transactions[] with booking_date, "
       "value_date, status PENDING/BOOKED, amounts as {value, currency} decimal strings, standing orders, "
       "FX rate, fees in basis points")


def ep(iso):
    """epoch seconds for an ISO time with offset (used to write record timestamps)."""
    return int(_dt.datetime.fromisoformat(iso).timestamp())


def amt(v, cur="EUR"):
    return {"value": v, "currency": cur}


# probe helpers
def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def C(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}


def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}


def CI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


def rec(id_, source, fields):
    return {"id": id_, "kind": "record", "source": source, "fields": fields}


def pol(id_, text, revision=None):
    d = {"id": id_, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(id_, text):
    return {"id": id_, "kind": "passage", "text": text}


def refused(id_, tool, decision, args, reason=None):
    d = {"id": id_, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    if reason:
        d["reason"] = reason
    return d


ERRS = {"wrong_amount", "wrong_date", "wrong_time", "wrong_id", "wrong_state", "wrong_quantity", "wrong_name",
        "wrong_value", "wrong_period", "wrong_policy_condition", "refused_call_effect", "invented_promise",
        "invented_fact", "unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role",
        "condition_unmet", "unrecorded_extra", "unlisted_perk", "stale_value"}


def _load_batches():
    mods = []
    for path in sorted(glob.glob(os.path.join(HERE, "batch_*.py"))):
        name = os.path.splitext(os.path.basename(path))[0]
        spec = importlib.util.spec_from_file_location(name, path)
        m = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(m)
        mods.append(m)
    return mods


def _sentences(text):
    parts = re.split(r"(?<=[.!?])\s+|\n+", text)
    return [p.strip() for p in parts if p.strip()]


def build():
    problems, warnings = [], []
    cases_out, repair_out = [], []
    n_case, n_rep = 0, 0
    ids = set()
    for m in _load_batches():
        for c in m.CASES:
            sc = m.SCENARIOS[c["scen"]]
            repair = c.get("repair", False)
            errors = c.get("errors", [])
            if repair:
                n_rep += 1
                cid = f"w08-r{n_rep:02d}-{c['scen']}"
            else:
                n_case += 1
                cid = f"w08-{n_case:03d}-{c['scen']}"
                if errors:
                    cid += "-" + errors[0].replace("_", "-")
            if cid in ids:
                problems.append(f"dup id {cid}")
            ids.add(cid)
            draft = c["draft"]
            case = {"schema": "halcheck.case/1", "id": cid, "question": c["q"], "draft": draft,
                    "evidence": c.get("evidence", sc["evidence"])}
            now = c.get("now", sc.get("now"))
            if now:
                case["now"] = now
            eids = [e["id"] for e in case["evidence"]]
            if len(eids) != len(set(eids)):
                problems.append(f"{cid}: duplicate evidence id")
            probes = c["probes"]
            for p in probes:
                k = draft.count(p["contains"])
                if k != 1:
                    problems.append(f"{cid}: probe {p['contains']!r} occurs {k} times")
            bad = [p for p in probes if p["verdict_in"] not in (["supported"], ["not_applicable"])]
            for e in errors:
                if e not in ERRS:
                    problems.append(f"{cid}: unknown error {e}")
            if len(bad) != len(errors):
                problems.append(f"{cid}: {len(bad)} non-supported probes vs {len(errors)} errors")
            exc = c.get("exc", [])
            inc = c.get("inc", [])
            sup_spans = [p["contains"] for p in probes if p["verdict_in"] == ["supported"]]
            for x in exc:
                if x not in draft:
                    problems.append(f"{cid}: exclude {x!r} not in draft")
                for s in _sentences(draft):
                    if x in s and not any(b["contains"] in s for b in bad):
                        problems.append(f"{cid}: exclude {x!r} in a sentence without a wrong probe")
            if errors and not exc:
                warnings.append(f"{cid}: wrong case without excludes")
            if repair:
                if not inc:
                    problems.append(f"{cid}: repair without includes")
                corr = inc[0].split("|")
                if any(a in draft for a in corr):
                    problems.append(f"{cid}: correction {inc[0]!r} already in draft")
                for e in inc[1:]:
                    if not any(a in draft for a in e.split("|")):
                        problems.append(f"{cid}: include {e!r} not in draft")
                outcome = ["repaired"]
                if not (1 <= len(errors) <= 2):
                    problems.append(f"{cid}: repair case needs 1-2 errors")
            else:
                for e in inc:
                    if not any(a in draft for a in e.split("|")):
                        problems.append(f"{cid}: include {e!r} not in draft")
                outcome = None if errors else ["sent"]
                if not errors and not inc:
                    problems.append(f"{cid}: correct case without includes")
                if len(errors) > 3:
                    problems.append(f"{cid}: more than 3 errors")
            # every sentence should carry a probe
            for s in _sentences(draft):
                if not any(p["contains"] in s for p in probes):
                    warnings.append(f"{cid}: sentence without probe: {s!r}")
            line = {"case": case,
                    "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": exc,
                               "final_includes": inc},
                    "meta": {"writer": "w08", "domain": sc["domain"], "scenario": c["scen"], "api_family": API,
                             "errors": errors, "notes": c["notes"]}}
            (repair_out if repair else cases_out).append(line)
    return cases_out, repair_out, problems, warnings


def main():
    cases, rep, problems, warnings = build()
    for w in warnings:
        print("WARN", w)
    for p in problems:
        print("PROBLEM", p)
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for line in cases:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for line in rep:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    nc = sum(1 for l in cases if not l["meta"]["errors"])
    print(f"cases: {len(cases)} ({nc} correct, {len(cases) - nc} wrong); repair: {len(rep)}")
    from collections import Counter
    cnt = Counter(e for l in cases + rep for e in l["meta"]["errors"])
    print(dict(sorted(cnt.items())))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
