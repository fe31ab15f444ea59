"""w09 corpus writer: helpers + loader. Scenario batches live in batch_*.py (hand-written cases)."""
import glob, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
API = "health scheduling (FHIR-like): Appointment/Slot resources, serviceType.coding, billing in minor units"
CASES, REPAIRS = [], []
PROBLEMS = []

def rec(id, source, fields): return {"id": id, "kind": "record", "source": source, "fields": fields}
def pol(id, text, revision=None):
    d = {"id": id, "kind": "policy", "text": text}
    if revision: d["revision"] = revision
    return d
def psg(id, text): return {"id": id, "kind": "passage", "text": text}
def refused(id, tool, decision, args, reason=None):
    d = {"id": id, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    if reason: d["reason"] = reason
    return d

def S(c): return {"contains": c, "verdict_in": ["supported"]}
def NA(c): return {"contains": c, "verdict_in": ["not_applicable"]}
def C(c, *r): return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}
def I(c, *r): return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}
def CI(c, *r): return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}

def add(cid, scen, domain, question, draft, evidence, probes, now=None, excl=(), incl=(), errors=(), notes="", repair=False):
    pr = f"[{cid}] "
    for p in probes:
        n = draft.count(p["contains"])
        if n != 1: PROBLEMS.append(pr + f"probe {p['contains']!r} occurs {n}x")
    ids = [e["id"] for e in evidence]
    if len(ids) != len(set(ids)): PROBLEMS.append(pr + "dup evidence id")
    bad = [p for p in probes if p["verdict_in"] not in (["supported"], ["not_applicable"])]
    good = [p for p in probes if p["verdict_in"] == ["supported"]]
    for x in excl:
        if x not in draft: PROBLEMS.append(pr + f"exclude {x!r} not in draft")
        for g in good:
            if x in g["contains"] or g["contains"] in x and False: PROBLEMS.append(pr + f"exclude {x!r} inside supported probe")
    if repair:
        if not (1 <= len(errors) <= 2): PROBLEMS.append(pr + "repair needs 1-2 errors")
        if not incl: PROBLEMS.append(pr + "repair needs includes")
        else:
            alts = incl[0].split("|")
            if any(a in draft for a in alts): PROBLEMS.append(pr + f"correction {incl[0]!r} already in draft")
            for e in incl[1:]:
                if not any(a in draft for a in e.split("|")): PROBLEMS.append(pr + f"include {e!r} not in draft")
    elif errors:
        for e in incl:
            if not any(a in draft for a in e.split("|")): PROBLEMS.append(pr + f"include {e!r} not in draft")
    else:
        if bad: PROBLEMS.append(pr + "correct case has non-supported probe")
        if excl: PROBLEMS.append(pr + "correct case has excludes")
        for e in incl:
            if not any(a in draft for a in e.split("|")): PROBLEMS.append(pr + f"include {e!r} not in draft")
    if errors and not bad: PROBLEMS.append(pr + "errors but no wrong probe")
    if errors and len(bad) != len(errors): PROBLEMS.append(pr + f"{len(errors)} errors vs {len(bad)} wrong probes")
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft, "evidence": evidence}
    if now: case["now"] = now
    outcome = ["repaired"] if repair else (None if errors else ["sent"])
    line = {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": list(excl), "final_includes": list(incl)},
            "meta": {"writer": "w09", "domain": domain, "scenario": scen, "api_family": API,
                     "errors": list(errors), "notes": notes}}
    (REPAIRS if repair else CASES).append(line)

if __name__ == "__main__":
    for f in sorted(glob.glob(os.path.join(HERE, "batch_*.py"))):
        exec(open(f).read(), globals())
    allids = [c["case"]["id"] for c in CASES + REPAIRS]
    dup = {i for i in allids if allids.count(i) > 1}
    if dup: PROBLEMS.append(f"duplicate ids {dup}")
    with open(os.path.join(HERE, "cases.jsonl"), "w") as fh:
        for c in CASES: fh.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as fh:
        for c in REPAIRS: fh.write(json.dumps(c, ensure_ascii=False) + "\n")
    nc = sum(1 for c in CASES if not c["meta"]["errors"])
    print(f"cases {len(CASES)} (correct {nc}, wrong {len(CASES)-nc}), repair {len(REPAIRS)}")
    from collections import Counter
    print(Counter(e for c in CASES + REPAIRS for e in c["meta"]["errors"]))
    for p in PROBLEMS: print("PROBLEM", p)
