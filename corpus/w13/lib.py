"""Helpers for w13's hand-written cases: probe shorthands and a checked writer."""
import json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
CASES, REPAIRS = [], []
REC = "CLAIM_WITHOUT_TOOL_EVIDENCE"
POL_C = ["NLI_CONTRADICTION", "VALUE_MISMATCH", "AMOUNT_MISMATCH"]
POL_I = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]


def S(t):
    return {"contains": t, "verdict_in": ["supported"]}


def N(t):
    return {"contains": t, "verdict_in": ["not_applicable"]}


def C(t, *reasons):
    return {"contains": t, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(t, *reasons):
    return {"contains": t, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons) or [REC]}


def CI(t, *reasons):
    return {"contains": t, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


def add(cid, domain, scenario, question, draft, evidence, probes, *, now=None, errors=(), notes="",
        excl=(), incl=(), repair=False):
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, (cid, p["contains"], n)
    ids = [e["id"] for e in evidence]
    assert len(ids) == len(set(ids)), cid
    wrong = [p for p in probes if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"]]
    if errors:
        assert len(wrong) == len(errors), (cid, len(wrong), errors)
        assert excl or repair or all(e in ("refused_call_effect",) for e in errors), cid
    else:
        assert not wrong and not excl, cid
    for x in excl:
        assert x in draft, (cid, x)
        for p in probes:
            if p not in wrong:
                assert x not in p["contains"], (cid, x, p)
    if repair:
        assert errors and incl
        corr = incl[0].split("|")
        assert not any(a in draft for a in corr), (cid, corr)
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    line = {"case": case,
            "expect": {"probes": probes,
                       "outcome_in": (["repaired"] if repair else (None if errors else ["sent"])),
                       "final_excludes": list(excl), "final_includes": list(incl)},
            "meta": {"writer": "w13", "domain": domain, "scenario": scenario,
                     "api_family": "travel reservation systems (PNR-like bookings, segments, fare rules)",
                     "errors": list(errors), "notes": notes}}
    # loose check: every sentence has at least one probe inside it
    for sent in re.split(r"(?<=[.!?])\s+|\n+", draft):
        s = sent.strip(" -•\t")
        if len(s) < 4:
            continue
        if not any(p["contains"] in s or s in p["contains"] for p in probes):
            print("WARN no probe in sentence:", cid, "|", s)
    (REPAIRS if repair else CASES).append(line)


def flush():
    ids = [l["case"]["id"] for l in CASES + REPAIRS]
    dup = {i for i in ids if ids.count(i) > 1}
    assert not dup, dup
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for l in CASES:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for l in REPAIRS:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    ok = sum(1 for l in CASES if not l["meta"]["errors"])
    print(f"cases={len(CASES)} correct={ok} wrong={len(CASES)-ok} repair={len(REPAIRS)}")
