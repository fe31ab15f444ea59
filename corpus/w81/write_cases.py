#!/usr/bin/env python3
"""Writer w81: builds cases.jsonl and repair.jsonl from the hand-written bundles below.

Every draft, record and policy text is written out individually in the bundle modules; this file only
holds small constructors, the numbering, and self-checks (probe spans unique, excludes present, etc.).
"""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
W = "w81"

S = ["supported"]
C = ["contradicted"]
I = ["insufficient_evidence"]
CI = ["contradicted", "insufficient_evidence"]
NA = ["not_applicable"]


def p(contains, verdicts, reasons=None):
    d = {"contains": contains, "verdict_in": list(verdicts)}
    if reasons:
        d["reason_in"] = list(reasons)
    return d


def rec(id, source, fields, **kw):
    d = {"id": id, "kind": "record", "source": source, "fields": fields}
    d.update(kw)
    return d


def pol(id, text, revision=None, source=None, **kw):
    d = {"id": id, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    if source:
        d["source"] = source
    d.update(kw)
    return d


def pas(id, text, source=None):
    d = {"id": id, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d


def ref(id, tool, decision, args, **kw):
    d = {"id": id, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    d.update(kw)
    return d


def ok(draft, probes, inc, notes, var=None):
    return dict(kind="ok", draft=draft, probes=probes, inc=inc, exc=[], errors=[], notes=notes)


def bad(draft, probes, exc, errors, notes, inc=None):
    return dict(kind="bad", draft=draft, probes=probes, inc=inc or [], exc=exc, errors=errors, notes=notes)


def rep(draft, probes, inc, exc, errors, notes):
    return dict(kind="rep", draft=draft, probes=probes, inc=inc, exc=exc, errors=errors, notes=notes)


BUNDLES = []


def bundle(scenario, domain, api_family, question, evidence, drafts, now=None):
    BUNDLES.append(dict(scenario=scenario, domain=domain, api_family=api_family, question=question,
                        evidence=evidence, drafts=drafts, now=now))


def sentences(text):
    parts = re.split(r"(?<=[.!?])\s+|\n+", text)
    return [s for s in parts if s.strip()]


def check(d, cid):
    draft = d["draft"]
    probs = []
    for pr in d["probes"]:
        n = draft.count(pr["contains"])
        if n != 1:
            probs.append(f"{cid}: probe span occurs {n}x: {pr['contains']!r}")
    if d["kind"] == "ok":
        for pr in d["probes"]:
            if pr["verdict_in"] not in (S, NA):
                probs.append(f"{cid}: correct draft has non-supported probe {pr['contains']!r}")
        for x in d["inc"]:
            if x not in draft:
                probs.append(f"{cid}: include not in draft {x!r}")
        if d["errors"]:
            probs.append(f"{cid}: ok with errors")
    else:
        wrong = [pr for pr in d["probes"] if "supported" not in pr["verdict_in"] and pr["verdict_in"] != NA]
        if not wrong:
            probs.append(f"{cid}: wrong draft without a wrong probe")
        if len(wrong) != len(d["errors"]):
            probs.append(f"{cid}: {len(wrong)} wrong probes vs {len(d['errors'])} error labels")
        for x in d["exc"]:
            if x not in draft:
                probs.append(f"{cid}: exclude not in draft {x!r}")
            for s in sentences(draft):
                if x in s and not any(pr["contains"] in s for pr in wrong):
                    probs.append(f"{cid}: exclude {x!r} in a sentence with no wrong probe: {s!r}")
    if d["kind"] == "rep":
        first = d["inc"][0].split("|")
        if any(a in draft for a in first):
            probs.append(f"{cid}: repair correction already in draft {first}")
        for e in d["inc"][1:]:
            if not any(a in draft for a in e.split("|")):
                probs.append(f"{cid}: repair keep-include not in draft {e!r}")
        if not 1 <= len(d["errors"]) <= 2:
            probs.append(f"{cid}: repair needs 1-2 errors")
    # every sentence should carry at least one probe
    for s in sentences(draft):
        if not any(pr["contains"] in s for pr in d["probes"]):
            probs.append(f"{cid}: sentence without probe: {s!r}")
    return probs


def build():
    import write_cases as wc  # the bundle modules register into this module's BUNDLES
    import bundles_a, bundles_b, bundles_c  # noqa: F401  (they call bundle())
    cases, repairs, problems = [], [], []
    n, r = 0, 0
    for b in wc.BUNDLES:
        for d in b["drafts"]:
            if d["kind"] == "rep":
                r += 1
                cid = f"{W}-r{r:02d}-{b['scenario']}"
            else:
                n += 1
                cid = f"{W}-{n:03d}-{b['scenario']}"
                if d["kind"] == "bad":
                    cid += "-" + d["errors"][0].replace("_", "-")
            problems += check(d, cid)
            case = {"schema": "halcheck.case/1", "id": cid, "question": b["question"], "draft": d["draft"],
                    "evidence": b["evidence"]}
            if b["now"]:
                case["now"] = b["now"]
            expect = {"probes": d["probes"],
                      "outcome_in": ["sent"] if d["kind"] == "ok" else (["repaired"] if d["kind"] == "rep" else None),
                      "final_excludes": d["exc"], "final_includes": d["inc"]}
            meta = {"writer": W, "domain": b["domain"], "scenario": b["scenario"], "api_family": b["api_family"],
                    "errors": d["errors"], "notes": d["notes"]}
            line = {"case": case, "expect": expect, "meta": meta}
            (repairs if d["kind"] == "rep" else cases).append(line)
    return cases, repairs, problems


if __name__ == "__main__":
    cases, repairs, problems = build()
    for x in problems:
        print("PROBLEM", x)
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for c in repairs:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    okc = sum(1 for c in cases if c["expect"]["outcome_in"] == ["sent"])
    errs = Counter(e for c in cases + repairs for e in c["meta"]["errors"])
    errs_cases = Counter(e for c in cases for e in c["meta"]["errors"])
    errs_rep = Counter(e for c in repairs for e in c["meta"]["errors"])
    import write_cases as wc
    print(f"cases {len(cases)} (correct {okc}, wrong {len(cases)-okc}); repair {len(repairs)}; bundles {len(wc.BUNDLES)}")
    print("errors in cases:", dict(sorted(errs_cases.items())))
    print("errors in repair:", dict(sorted(errs_rep.items())))
    print("domains:", dict(Counter(b["domain"] for b in wc.BUNDLES)))
