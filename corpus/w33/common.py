"""Shared helpers for writer w33's corpus scripts.

Each business script (bike.py, scooter.py, ...) builds its cases with a Book and writes
parts/<key>.cases.jsonl and parts/<key>.repair.jsonl; combine.py joins the parts into
cases.jsonl and repair.jsonl. Drafts, records and policies are written by hand in each script.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
WRITER = "w33"
API_FAMILY = ("mobility-platform APIs: trips[] with started_at/ended_at ISO 8601 Z, duration_s, distance_m, "
              "fare.components[] in minor units beside currency, passes with valid_until, kebab-case account states")

# reason-code sets
AMT = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
DATE = ["DATE_MISMATCH", "VALUE_MISMATCH"]
STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
IDM = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
VAL = ["VALUE_MISMATCH", "AMOUNT_MISMATCH"]
POLC = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
NOEV = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
NOTEX = ["NOT_EXECUTED"]
FACTC = ["NLI_CONTRADICTION"]
FACTI = ["NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"]


def S(t):
    return {"contains": t, "verdict_in": ["supported"]}


def N(t):
    return {"contains": t, "verdict_in": ["not_applicable"]}


def C(t, reasons):
    return {"contains": t, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(t, reasons=NOEV):
    return {"contains": t, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(t, reasons):
    return {"contains": t, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, text, revision=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


class Book:
    def __init__(self, key, domain, case_base, repair_base):
        self.key = key
        self.domain = domain
        self.n = case_base
        self.r = repair_base
        self.cases = []
        self.repairs = []

    def _check(self, cid, draft, probes, excludes, includes, errors, repair):
        problems = []
        for p in probes:
            k = draft.count(p["contains"])
            if k != 1:
                problems.append(f"probe {p['contains']!r} occurs {k} times")
        for e in excludes:
            if e not in draft:
                problems.append(f"exclude {e!r} not in draft")
        bad = [p for p in probes if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]]
        if errors and not bad:
            problems.append("errors listed but no non-supported probe")
        if not errors and bad:
            problems.append("correct case has non-supported probe")
        if errors and len(errors) != len(bad):
            problems.append(f"{len(errors)} errors vs {len(bad)} bad probes")
        if not errors and excludes:
            problems.append("correct case has excludes")
        if repair:
            first = includes[0].split("|")
            if any(a in draft for a in first):
                problems.append(f"correction {includes[0]!r} already in draft")
            for inc in includes[1:]:
                if not any(a in draft for a in inc.split("|")):
                    problems.append(f"include {inc!r} not in draft")
            if not (1 <= len(errors) <= 2):
                problems.append("repair needs 1-2 errors")
        else:
            for inc in includes:
                if not any(a in draft for a in inc.split("|")):
                    problems.append(f"include {inc!r} not in draft")
        if problems:
            raise SystemExit(f"{cid}: " + "; ".join(problems))

    def _build(self, cid, scenario, question, draft, evidence, probes, errors, notes, now, excludes, includes,
               outcome):
        case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
                "evidence": evidence}
        if now:
            case["now"] = now
        return {"case": case,
                "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": list(excludes),
                           "final_includes": list(includes)},
                "meta": {"writer": WRITER, "domain": self.domain, "scenario": scenario, "api_family": API_FAMILY,
                         "errors": list(errors), "notes": notes}}

    def add(self, scenario, question, draft, evidence, probes, errors=(), notes="", now=None, excludes=(),
            includes=()):
        errors = list(errors)
        suffix = ("-" + errors[0].replace("_", "-")) if errors else ""
        cid = f"{WRITER}-{self.n:03d}-{scenario}{suffix}"
        self.n += 1
        self._check(cid, draft, probes, excludes, includes, errors, False)
        outcome = None if errors else ["sent"]
        self.cases.append(self._build(cid, scenario, question, draft, evidence, probes, errors, notes, now,
                                      excludes, includes, outcome))

    def rep(self, scenario, question, draft, evidence, probes, errors, notes="", now=None, excludes=(),
            includes=()):
        cid = f"{WRITER}-r{self.r:02d}-{scenario}"
        self.r += 1
        self._check(cid, draft, probes, excludes, includes, list(errors), True)
        self.repairs.append(self._build(cid, scenario, question, draft, evidence, probes, list(errors), notes,
                                        now, excludes, includes, ["repaired"]))

    def write(self):
        os.makedirs(os.path.join(HERE, "parts"), exist_ok=True)
        for name, rows in (("cases", self.cases), ("repair", self.repairs)):
            with open(os.path.join(HERE, "parts", f"{self.key}.{name}.jsonl"), "w", encoding="utf-8") as f:
                for row in rows:
                    f.write(json.dumps(row, ensure_ascii=False) + "\n")
        ok = sum(1 for c in self.cases if not c["meta"]["errors"])
        print(f"{self.key}: {len(self.cases)} cases ({ok} correct), {len(self.repairs)} repair")
