"""Small helpers for writer w01. Every draft, record and policy lives in the batch files by hand;
this file only serialises and sanity-checks them."""
import json
from datetime import datetime
from zoneinfo import ZoneInfo

WRITER = "w01"
API_FAMILY = "card-processor objects (Stripe-like)"

V = {
    "s": ["supported"],
    "c": ["contradicted"],
    "i": ["insufficient_evidence"],
    "ci": ["contradicted", "insufficient_evidence"],
    "na": ["not_applicable"],
}

# default reason sets per error family, used when a probe gives a short key
R = {
    "amt": ["AMOUNT_MISMATCH", "VALUE_MISMATCH"],
    "date": ["DATE_MISMATCH", "VALUE_MISMATCH"],
    "id": ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"],
    "state": ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"],
    "val": ["VALUE_MISMATCH"],
    "nx": ["NOT_EXECUTED"],
    "rec0": ["CLAIM_WITHOUT_TOOL_EVIDENCE"],
    "pol": ["NLI_CONTRADICTION", "VALUE_MISMATCH"],
    "pol0": ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"],
    "fact0": ["NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"],
    "perk": ["CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "VALUE_MISMATCH",
             "NLI_CONTRADICTION"],
    "cond": ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION", "DATE_MISMATCH",
             "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED"],
}


def ep(local, tz):
    """'2026-05-16 10:00' in zone tz -> epoch seconds."""
    return int(datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo(tz)).timestamp())


def now(local, tz):
    return datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo(tz)).isoformat()


def P(contains, v="s", r=None):
    p = {"contains": contains, "verdict_in": V[v]}
    if v not in ("s", "na"):
        if isinstance(r, str):
            r = R[r]
        if not r:
            raise ValueError(f"probe {contains!r} needs reasons")
        p["reason_in"] = list(r)
    return p


def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, text, revision=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def kb(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


class Scenario:
    def __init__(self, num, key, domain, question, evidence, now=None):
        self.num, self.key, self.domain = num, key, domain
        self.question, self.evidence, self.now = question, evidence, now
        self.cases, self.repairs = [], []

    def _case(self, cid, draft, question, now_):
        c = {"schema": "halcheck.case/1", "id": cid, "question": question or self.question,
             "draft": draft, "evidence": self.evidence}
        n = now_ if now_ is not None else self.now
        if n:
            c["now"] = n
        return c

    def ok(self, sub, draft, probes, includes, notes, question=None, now_=None):
        cid = f"{WRITER}-{{NNN}}-{self.key}"
        self.cases.append(dict(sub=sub, draft=draft, probes=probes, includes=includes, excludes=[],
                               errors=[], notes=notes, question=question, now_=now_, wrong=False))

    def bad(self, sub, draft, probes, errors, excludes, notes, question=None, now_=None):
        self.cases.append(dict(sub=sub, draft=draft, probes=probes, includes=[], excludes=excludes,
                               errors=errors, notes=notes, question=question, now_=now_, wrong=True))

    def fix(self, draft, probes, errors, excludes, includes, notes, question=None, now_=None):
        self.repairs.append(dict(draft=draft, probes=probes, includes=includes, excludes=excludes,
                                 errors=errors, notes=notes, question=question, now_=now_))


def check_line(cid, draft, probes, includes, excludes, errors, wrong, repair):
    probs = []
    for p in probes:
        n = draft.count(p["contains"])
        if n != 1:
            probs.append(f"{cid}: probe {p['contains']!r} occurs {n} times")
    nbad = sum(1 for p in probes if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"])
    if wrong or repair:
        if nbad != len(errors):
            probs.append(f"{cid}: {nbad} non-supported probes but {len(errors)} errors")
        for e in excludes:
            if e not in draft:
                probs.append(f"{cid}: exclude {e!r} not in draft")
            for p in probes:
                if p["verdict_in"] == ["supported"] and e in p["contains"]:
                    probs.append(f"{cid}: exclude {e!r} inside supported probe")
    else:
        if nbad or errors:
            probs.append(f"{cid}: correct case with bad probes/errors")
        for inc in includes:
            if not any(a in draft for a in inc.split("|")):
                probs.append(f"{cid}: include {inc!r} not in draft")
    if repair:
        corr = [inc for inc in includes if not any(a in draft for a in inc.split("|"))]
        keep = [inc for inc in includes if any(a in draft for a in inc.split("|"))]
        if len(corr) < 1:
            probs.append(f"{cid}: repair has no correction entry absent from draft")
    return probs


def build(scenarios):
    cases, repairs, problems = [], [], []
    n = 0
    r = 0
    for s in scenarios:
        for c in s.cases:
            n += 1
            cid = f"{WRITER}-{n:03d}-{s.key}" + (f"-{c['sub']}" if c["sub"] else "")
            problems += check_line(cid, c["draft"], c["probes"], c["includes"], c["excludes"], c["errors"],
                                   c["wrong"], False)
            cases.append({
                "case": s._case(cid, c["draft"], c["question"], c["now_"]),
                "expect": {"probes": c["probes"], "outcome_in": None if c["wrong"] else ["sent"],
                           "final_excludes": c["excludes"], "final_includes": c["includes"]},
                "meta": {"writer": WRITER, "domain": s.domain, "scenario": s.key, "api_family": API_FAMILY,
                         "errors": c["errors"], "notes": c["notes"]},
            })
        for c in s.repairs:
            r += 1
            cid = f"{WRITER}-r{r:02d}-{s.key}"
            problems += check_line(cid, c["draft"], c["probes"], c["includes"], c["excludes"], c["errors"],
                                   True, True)
            repairs.append({
                "case": s._case(cid, c["draft"], c["question"], c["now_"]),
                "expect": {"probes": c["probes"], "outcome_in": ["repaired"],
                           "final_excludes": c["excludes"], "final_includes": c["includes"]},
                "meta": {"writer": WRITER, "domain": s.domain, "scenario": s.key, "api_family": API_FAMILY,
                         "errors": c["errors"], "notes": c["notes"]},
            })
    return cases, repairs, problems
