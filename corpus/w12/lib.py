"""Helpers for w12's hand-written cases: serialise + sanity checks (no generation of text)."""
import json

WRITER = "w12"
API = "utility billing (meter_reads[] with kWh/read_type, tariffs in pence per kWh + standing charge per day, direct_debit, bills with period and line items)"
CASES, REPAIRS = [], []
_ids = set()


def S(t):
    return (t, ["supported"], None)


def N(t):
    return (t, ["not_applicable"], None)


def C(t, *r):
    return (t, ["contradicted"], list(r))


def I(t, *r):
    return (t, ["insufficient_evidence"], list(r or ["CLAIM_WITHOUT_TOOL_EVIDENCE"]))


def CI(t, *r):
    return (t, ["contradicted", "insufficient_evidence"], list(r))


def add(scen, domain, question, draft, evidence, probes, errors=(), excl=(), incl=(),
        notes="", now=None, repair=False, suffix=None):
    num = (len(REPAIRS) if repair else len(CASES)) + 1
    if repair:
        cid = f"{WRITER}-r{num:02d}-{scen}"
    else:
        cid = f"{WRITER}-{num:03d}-{scen}" + (f"-{suffix}" if suffix else (f"-{errors[0].replace('_','-')}" if errors else ""))
    assert cid not in _ids, cid
    _ids.add(cid)
    eids = [e["id"] for e in evidence]
    assert len(eids) == len(set(eids)), cid
    ps = []
    for t, v, r in probes:
        n = draft.count(t)
        assert n == 1, (cid, t, n)
        p = {"contains": t, "verdict_in": v}
        if r:
            p["reason_in"] = r
        ps.append(p)
    wrong = [p for p in ps if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"]]
    if repair:
        assert 1 <= len(wrong) <= 2, cid
        assert len(errors) == len(wrong), cid
        outcome = ["repaired"]
        # the correction entry: none of its alternatives is in the draft
        assert any(all(a not in draft for a in e.split("|")) for e in incl), (cid, "no correction entry")
    elif errors:
        assert 1 <= len(wrong) <= 3 and len(errors) == len(wrong), (cid, len(wrong), errors)
        outcome = None
    else:
        assert not wrong and not excl, cid
        outcome = ["sent"]
        assert 1 <= len(incl) <= 2
        for e in incl:
            assert any(a in draft for a in e.split("|")), (cid, e)
    for x in excl:
        assert x in draft, (cid, x)
        for t, v, r in probes:
            if "supported" in v and x in t:
                raise AssertionError((cid, "exclude inside a supported probe", x))
    if not repair and errors:
        for e in incl:
            assert any(a in draft for a in e.split("|")), (cid, e)
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    line = {"case": case,
            "expect": {"probes": ps, "outcome_in": outcome, "final_excludes": list(excl),
                       "final_includes": list(incl)},
            "meta": {"writer": WRITER, "domain": domain, "scenario": scen, "api_family": API,
                     "errors": list(errors), "notes": notes}}
    (REPAIRS if repair else CASES).append(line)


def dump():
    with open("cases.jsonl", "w") as f:
        for l in CASES:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open("repair.jsonl", "w") as f:
        for l in REPAIRS:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    nc = sum(1 for l in CASES if not l["meta"]["errors"])
    print(f"cases {len(CASES)} (correct {nc}, wrong {len(CASES)-nc}), repair {len(REPAIRS)}")
