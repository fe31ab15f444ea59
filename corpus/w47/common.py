"""Small helpers for writer w47's hand-written scenario files.

Each s_<business>.py builds a few evidence bundles by hand and registers the
drafts written against them with case() / repair().  write_cases.py imports
them all, numbers the ids and writes cases.jsonl / repair.jsonl.
"""
import datetime

WRITER = "w47"
API_FAMILY = ("legal practice-management API (Clio-like): matters, activities, bills, "
              "trust balances, calendar entries")
LAGOS = datetime.timezone(datetime.timedelta(hours=1))

CASES = []
REPAIRS = []


def ep(iso):
    """Epoch seconds for an ISO time written with its offset."""
    return int(datetime.datetime.fromisoformat(iso).timestamp())


class Bundle:
    def __init__(self, scenario, domain, question, evidence, now=None):
        self.scenario = scenario
        self.domain = domain
        self.question = question
        self.evidence = evidence
        self.now = now
        ids = [e["id"] for e in evidence]
        assert len(ids) == len(set(ids)), scenario


# probe shorthands ---------------------------------------------------------
def S(span):
    return {"contains": span, "verdict_in": ["supported"]}


def N(span):
    return {"contains": span, "verdict_in": ["not_applicable"]}


def C(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(span, *reasons):
    return {"contains": span, "verdict_in": ["insufficient_evidence"],
            "reason_in": list(reasons or ["CLAIM_WITHOUT_TOOL_EVIDENCE"])}


def CI(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted", "insufficient_evidence"],
            "reason_in": list(reasons)}


def _entry(b, draft, probes, errors, excludes, includes, notes, question, now):
    return {"bundle": b, "draft": draft, "probes": probes, "errors": list(errors),
            "excludes": list(excludes), "includes": list(includes), "notes": notes,
            "question": question or b.question, "now": now or b.now}


def case(b, draft, probes, errors=(), excludes=(), includes=(), notes="", question=None, now=None):
    CASES.append(_entry(b, draft, probes, errors, excludes, includes, notes, question, now))


def repair(b, draft, probes, errors, excludes, includes, notes="", question=None, now=None):
    REPAIRS.append(_entry(b, draft, probes, errors, excludes, includes, notes, question, now))
