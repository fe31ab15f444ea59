"""Writer w32: builds cases.jsonl and repair.jsonl from the scenario parts.

Every draft, record and policy below is written by hand in the part files; this module only holds the
small helpers and some self-checks (probe spans occur exactly once, excludes/includes are sane).
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
API = ("legacy back-office export: all values strings, YYYYMMDD dates, HHMM times, fixed-width amounts "
       "with two implied decimals, one-letter status codes with a codes lookup record, unit-coded quantities")

CASES = []
REPAIRS = []
_n = {"c": 0, "r": 0}

AMT = ["AMOUNT_MISMATCH"]
DATE = ["DATE_MISMATCH"]
TIME = ["DATE_MISMATCH", "VALUE_MISMATCH"]
STATE = ["RECORD_STATE_MISMATCH"]
IDM = ["IDENTIFIER_MISMATCH"]
VAL = ["VALUE_MISMATCH"]
NOTEX = ["NOT_EXECUTED"]
NLI = ["NLI_CONTRADICTION"]
NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
NOREC = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]


def ok(s):
    return {"contains": s, "verdict_in": ["supported"]}


def na(s):
    return {"contains": s, "verdict_in": ["not_applicable"]}


def bad(s, *reasons):
    return {"contains": s, "verdict_in": ["contradicted"], "reason_in": sorted(set(sum(reasons, [])))}


def ins(s, *reasons):
    return {"contains": s, "verdict_in": ["insufficient_evidence"], "reason_in": sorted(set(sum(reasons, [])))}


def either(s, *reasons):
    return {"contains": s, "verdict_in": ["contradicted", "insufficient_evidence"],
            "reason_in": sorted(set(sum(reasons, [])))}


def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def codes(eid, fields):
    return {"id": eid, "kind": "record", "source": "tool:get_code_table", "fields": fields}


def pol(eid, text, revision=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(eid, text, source=None):
    d = {"id": eid, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def scen(key, domain, question, evidence, now=None):
    ids = [e["id"] for e in evidence]
    assert len(ids) == len(set(ids)), key
    return {"key": key, "domain": domain, "question": question, "evidence": evidence, "now": now}


def _check(cid, draft, probes, excl, incl, repair, correction):
    for p in probes:
        c = draft.count(p["contains"])
        if c != 1:
            sys.exit(f"{cid}: probe span {p['contains']!r} occurs {c} times")
    for x in excl:
        if x not in draft:
            sys.exit(f"{cid}: exclude {x!r} not in draft")
    if not repair:
        for i in incl:
            if i not in draft:
                sys.exit(f"{cid}: include {i!r} not in draft")
    else:
        for alt in correction.split("|"):
            if alt in draft:
                sys.exit(f"{cid}: correction alternative {alt!r} already in draft")
        for i in incl[1:]:
            if not any(a in draft for a in i.split("|")):
                sys.exit(f"{cid}: kept specific {i!r} not in draft")


def _case(S, cid, draft, question, now):
    c = {"schema": "halcheck.case/1", "id": cid, "question": question or S["question"], "draft": draft,
         "evidence": S["evidence"]}
    n = now if now is not None else S["now"]
    if n:
        c["now"] = n
    return c


def add(S, draft, probes, errors=(), excl=(), incl=(), notes="", question=None, now=None):
    _n["c"] += 1
    cid = f"w32-{_n['c']:03d}-{S['key']}"
    if errors:
        cid += "-" + errors[0].replace("_", "-")
    _check(cid, draft, probes, excl, incl, False, None)
    if errors:
        assert any(p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"] for p in probes), cid
    else:
        assert all(p["verdict_in"] in (["supported"], ["not_applicable"]) for p in probes), cid
        assert not excl, cid
    CASES.append({
        "case": _case(S, cid, draft, question, now),
        "expect": {"probes": probes, "outcome_in": None if errors else ["sent"],
                   "final_excludes": list(excl), "final_includes": list(incl)},
        "meta": {"writer": "w32", "domain": S["domain"], "scenario": S["key"], "api_family": API,
                 "errors": list(errors), "notes": notes},
    })


def rep(S, draft, probes, errors, excl, incl, notes, question=None, now=None):
    _n["r"] += 1
    cid = f"w32-r{_n['r']:02d}-{S['key']}"
    assert errors and 1 <= len(errors) <= 2, cid
    _check(cid, draft, probes, excl, incl, True, incl[0])
    REPAIRS.append({
        "case": _case(S, cid, draft, question, now),
        "expect": {"probes": probes, "outcome_in": ["repaired"],
                   "final_excludes": list(excl), "final_includes": list(incl)},
        "meta": {"writer": "w32", "domain": S["domain"], "scenario": S["key"], "api_family": API,
                 "errors": list(errors), "notes": notes},
    })


def main():
    import part_coop, part_hire, part_skip, part_oil, part_contractor, part_feed  # noqa: F401
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for c in REPAIRS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    correct = sum(1 for c in CASES if not c["meta"]["errors"])
    from collections import Counter
    errs = Counter(e for c in CASES for e in c["meta"]["errors"])
    rerrs = Counter(e for c in REPAIRS for e in c["meta"]["errors"])
    print(f"cases {len(CASES)} (correct {correct}, wrong {len(CASES) - correct}), repair {len(REPAIRS)}")
    print("errors in cases:", dict(sorted(errs.items())))
    print("errors in repair:", dict(sorted(rerrs.items())))


if __name__ == "__main__":
    sys.path.insert(0, HERE)
    sys.modules.setdefault("write_cases", sys.modules[__name__])
    main()
