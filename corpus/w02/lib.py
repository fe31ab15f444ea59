"""Small helpers for w02's hand-written cases (serialising only; every draft is written by hand)."""
import re

WRITER = "w02"
API = "JSON:API documents (data/type/id/attributes kebab-case/relationships, included[]), ISO 8601 Z dates"

def rec(id, source, fields):
    return {"id": id, "kind": "record", "source": source, "fields": fields}

def pol(id, text, revision=None):
    d = {"id": id, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d

def psg(id, text):
    return {"id": id, "kind": "passage", "text": text}

def ref(id, tool, decision, args):
    return {"id": id, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}

def S(c):
    return {"contains": c, "verdict_in": ["supported"]}

def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}

def X(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}

def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}

def XI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}

CASES = []
REPAIRS = []

class Scenario:
    def __init__(self, slug, domain, question, evidence, now=None):
        self.slug, self.domain, self.question, self.evidence, self.now = slug, domain, question, evidence, now

    def _case(self, draft, question=None, now=None):
        c = {"schema": "halcheck.case/1", "id": None, "question": question or self.question,
             "draft": draft, "evidence": self.evidence}
        n = now or self.now
        if n:
            c["now"] = n
        return c

    def ok(self, draft, probes, includes, notes, question=None, now=None):
        CASES.append({"case": self._case(draft, question, now),
                      "expect": {"probes": probes, "outcome_in": ["sent"], "final_excludes": [],
                                 "final_includes": includes},
                      "meta": {"writer": WRITER, "domain": self.domain, "scenario": self.slug,
                               "api_family": API, "errors": [], "notes": notes}})

    def bad(self, draft, probes, errors, excludes, notes, question=None, now=None, tag=None):
        CASES.append({"case": self._case(draft, question, now),
                      "expect": {"probes": probes, "outcome_in": None, "final_excludes": excludes,
                                 "final_includes": []},
                      "meta": {"writer": WRITER, "domain": self.domain, "scenario": self.slug,
                               "api_family": API, "errors": errors, "notes": notes, "_tag": tag or errors[0]}})

    def fix(self, draft, probes, errors, excludes, includes, notes, question=None, now=None):
        REPAIRS.append({"case": self._case(draft, question, now),
                        "expect": {"probes": probes, "outcome_in": ["repaired"], "final_excludes": excludes,
                                   "final_includes": includes},
                        "meta": {"writer": WRITER, "domain": self.domain, "scenario": self.slug,
                                 "api_family": API, "errors": errors, "notes": notes}})

SENT = re.compile(r"(?<=[.!?])\s+")
