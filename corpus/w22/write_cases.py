"""Assemble w22's hand-written scenarios into cases.jsonl and repair.jsonl, with self-checks."""
import json, os, sys, importlib
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

BUSINESSES = ["biz_cloud", "biz_email", "biz_crm", "biz_video", "biz_design", "biz_analytics"]
API = "SaaS billing API (subscriptions/items, proration lines, usage metering, credit balances, trials, invoices with replacements)"
R = {"AMT": "AMOUNT_MISMATCH", "DATE": "DATE_MISMATCH", "STATE": "RECORD_STATE_MISMATCH",
     "ID": "IDENTIFIER_MISMATCH", "VAL": "VALUE_MISMATCH", "NX": "NOT_EXECUTED",
     "NLIC": "NLI_CONTRADICTION", "NLIN": "NLI_NOT_ENTAILED", "NOPOL": "NO_POLICY_EVIDENCE",
     "NOTOOL": "CLAIM_WITHOUT_TOOL_EVIDENCE"}

def probe(draft, p, cid):
    span, code = p
    assert draft.count(span) == 1, (cid, span, draft.count(span))
    if code == "S":
        return {"contains": span, "verdict_in": ["supported"]}
    if code == "N":
        return {"contains": span, "verdict_in": ["not_applicable"]}
    kind, _, reasons = code.partition(":")
    verdicts = {"C": ["contradicted"], "I": ["insufficient_evidence"],
                "CI": ["contradicted", "insufficient_evidence"]}[kind]
    return {"contains": span, "verdict_in": verdicts, "reason_in": [R[r] for r in reasons.split(",")]}

def build():
    cases, repairs, n, rn = [], [], 0, 0
    for modname in BUSINESSES:
        try:
            mod = importlib.import_module(modname)
        except ModuleNotFoundError:
            continue
        for sc in mod.SCENARIOS:
            base = {"schema": "halcheck.case/1", "question": sc["question"], "evidence": sc["evidence"]}
            if sc.get("now"):
                base["now"] = sc["now"]
            ids = [e["id"] for e in sc["evidence"]]
            assert len(ids) == len(set(ids)), sc["slug"]
            reps = ([sc["repair"]] if sc.get("repair") else []) + sc.get("repairs", [])
            items = [(c, False) for c in sc["cases"]] + [(r, True) for r in reps]
            for c, is_rep in items:
                bad = [p for p in c["probes"] if p[1] not in ("S", "N")]
                if is_rep:
                    rn += 1
                    cid = "w22-r%02d-%s" % (rn, sc["slug"])
                else:
                    n += 1
                    cid = "w22-%03d-%s" % (n, sc["slug"])
                    if c["err"]:
                        cid += "-" + c["err"][0].replace("_", "-")
                assert len(bad) == len(c["err"]), (cid, len(bad), c["err"])
                for x in c["exc"]:
                    assert x in c["draft"], (cid, "exclude not in draft", x)
                    for p in c["probes"]:
                        if p[1] in ("S", "N"):
                            assert x not in p[0], (cid, "exclude inside a supported span", x)
                if is_rep:
                    assert 1 <= len(c["err"]) <= 2 and c["inc"], cid
                    alts = c["inc"][0].split("|")
                    assert not any(a in c["draft"] for a in alts), (cid, "correction already in draft")
                    outcome = ["repaired"]
                elif c["err"]:
                    assert 1 <= len(c["err"]) <= 3 and c["exc"] or any(e in ("refused_call_effect","unrecorded_extra","invented_promise","unlisted_perk","invented_fact") for e in c["err"]), cid
                    outcome = None
                else:
                    assert not c["exc"] and c["inc"], cid
                    for x in c["inc"]:
                        assert any(a in c["draft"] for a in x.split("|")), (cid, x)
                    outcome = ["sent"]
                line = {"case": dict(base, id=cid, draft=c["draft"]),
                        "expect": {"probes": [probe(c["draft"], p, cid) for p in c["probes"]],
                                   "outcome_in": outcome, "final_excludes": c["exc"],
                                   "final_includes": c["inc"]},
                        "meta": {"writer": "w22", "domain": sc["domain"], "scenario": sc["slug"],
                                 "api_family": API, "errors": c["err"], "notes": c["notes"]}}
                line["case"] = {k: line["case"][k] for k in ("schema", "id", "question", "draft", "evidence", "now") if k in line["case"]}
                (repairs if is_rep else cases).append(line)
    return cases, repairs

if __name__ == "__main__":
    cases, repairs = build()
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for l in cases:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for l in repairs:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    correct = sum(1 for l in cases if not l["meta"]["errors"])
    errs = Counter(e for l in cases for e in l["meta"]["errors"])
    rerrs = Counter(e for l in repairs for e in l["meta"]["errors"])
    print("cases", len(cases), "correct", correct, "wrong", len(cases) - correct, "repair", len(repairs))
    print("errors(cases)", dict(sorted(errs.items())))
    print("errors(repair)", dict(sorted(rerrs.items())))
