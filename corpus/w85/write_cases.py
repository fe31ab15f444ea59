"""Writer w85: builds cases.jsonl and repair.jsonl from hand-written scenarios.

Each scenario's evidence and every draft below were written individually; this file only
serialises them and checks probe spans / excludes mechanically."""
import json, os, re

W = "w85"
FAM = "schema.org JSON-LD (Reservation/Event/Offer/Order/Invoice, enumeration URLs, ISO 8601 durations)"
SO = "https://schema.org/"
CASES, REPAIRS = [], []
EV = {}      # scenario -> (domain, evidence list)


def rec(eid, fields, source=None):
    e = {"id": eid, "kind": "record", "fields": fields}
    if source:
        e["source"] = source
    return e


def pol(eid, text, rev=None):
    e = {"id": eid, "kind": "policy", "text": text}
    if rev:
        e["revision"] = rev
    return e


def psg(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def scen(name, domain, evidence):
    ids = [e["id"] for e in evidence]
    assert len(ids) == len(set(ids)), name
    EV[name] = (domain, evidence)


# probe shorthands
def S(c):
    return ("S", c, None)


def NA(c):
    return ("NA", c, None)


def C(c, *r):
    return ("C", c, list(r))


def I(c, *r):
    return ("I", c, list(r) or ["CLAIM_WITHOUT_TOOL_EVIDENCE"])


def CI(c, *r):
    return ("CI", c, list(r))


VMAP = {"S": ["supported"], "NA": ["not_applicable"], "C": ["contradicted"],
        "I": ["insufficient_evidence"], "CI": ["contradicted", "insufficient_evidence"]}


def _probes(draft, probes, cid):
    out = []
    for kind, c, reasons in probes:
        n = draft.count(c)
        assert n == 1, f"{cid}: probe span {c!r} occurs {n} times"
        p = {"contains": c, "verdict_in": VMAP[kind]}
        if kind in ("C", "I", "CI"):
            assert reasons, f"{cid}: reasons missing for {c!r}"
            p["reason_in"] = reasons
        out.append(p)
    return out


def add(num, sc, question, draft, probes, errors=(), excludes=(), includes=(), notes="", now=None,
        tag=None):
    domain, evidence = EV[sc]
    cid = f"{W}-{num:03d}-{sc}" + (f"-{tag}" if tag else "")
    errors = list(errors)
    wrong = [p for p in probes if p[0] in ("C", "I", "CI")]
    assert len(wrong) == len(errors), f"{cid}: {len(wrong)} wrong probes vs {len(errors)} errors"
    assert len(errors) <= 3, cid
    for x in excludes:
        assert x in draft, f"{cid}: exclude {x!r} not in draft"
        for kind, c, _ in probes:
            if kind in ("S", "NA"):
                assert x not in c, f"{cid}: exclude {x!r} inside correct span {c!r}"
    if not errors:
        assert not excludes and includes, cid
    for inc in includes:
        assert inc in draft, f"{cid}: include {inc!r} not in draft"
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    CASES.append({"case": case,
                  "expect": {"probes": _probes(draft, probes, cid),
                             "outcome_in": None if errors else ["sent"],
                             "final_excludes": list(excludes), "final_includes": list(includes)},
                  "meta": {"writer": W, "domain": domain, "scenario": sc, "api_family": FAM,
                           "errors": errors, "notes": notes}})


def rep(num, sc, question, draft, probes, errors, excludes, includes, notes, now=None):
    domain, evidence = EV[sc]
    cid = f"{W}-r{num:02d}-{sc}"
    wrong = [p for p in probes if p[0] in ("C", "I", "CI")]
    assert len(wrong) == len(errors) and 1 <= len(errors) <= 2, cid
    for x in excludes:
        assert x in draft, f"{cid}: exclude {x!r} not in draft"
    corr = includes[0].split("|")
    for alt in corr:
        assert alt not in draft, f"{cid}: correction alternative {alt!r} already in draft"
    for inc in includes[1:]:
        assert any(a in draft for a in inc.split("|")), f"{cid}: surviving include {inc!r} not in draft"
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    REPAIRS.append({"case": case,
                    "expect": {"probes": _probes(draft, probes, cid), "outcome_in": ["repaired"],
                               "final_excludes": list(excludes), "final_includes": list(includes)},
                    "meta": {"writer": W, "domain": domain, "scenario": sc, "api_family": FAM,
                             "errors": list(errors), "notes": notes}})


HERE = os.path.dirname(os.path.abspath(__file__))
for part in sorted(f for f in os.listdir(HERE) if re.match(r"part_\d+\.py$", f)):
    exec(open(os.path.join(HERE, part)).read())

if __name__ == "__main__":
    ids = [c["case"]["id"] for c in CASES + REPAIRS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for c in REPAIRS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    from collections import Counter
    correct = sum(1 for c in CASES if not c["meta"]["errors"])
    errs = Counter(e for c in CASES for e in c["meta"]["errors"])
    rerrs = Counter(e for c in REPAIRS for e in c["meta"]["errors"])
    print(f"cases={len(CASES)} correct={correct} wrong={len(CASES)-correct} repair={len(REPAIRS)}")
    print("errors in cases:", dict(sorted(errs.items())), "total", sum(errs.values()))
    print("errors in repair:", dict(sorted(rerrs.items())), "total", sum(rerrs.values()))
