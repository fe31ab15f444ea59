"""Small helpers for writer w38's corpus scripts.

Every draft, record and policy is written by hand in the per-business modules; this file only
wraps them into the line format and runs sanity checks on my own labels (spans occur once,
excludes sit only in the wrong sentences, every sentence carries a probe).
"""
import re
from datetime import datetime
from zoneinfo import ZoneInfo

WRITER = "w38"
API_FAMILY = ("loyalty ledgers: member.tier {code, qualifies_until, next_tier_threshold}, ledger[] entries "
              "with signed integer points, posted_on, expires_on, state (posted/pending/reversed), "
              "vouchers[] with face_value in minor units and valid_from/valid_until, earn and burn rate "
              "tables per tier")


def ep(s, tz="Asia/Hong_Kong"):
    """Epoch seconds for a local wall-clock time 'YYYY-MM-DD HH:MM' in tz."""
    return int(datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo(tz)).timestamp())


def S(span):
    return {"contains": span, "verdict_in": ["supported"]}


def N(span):
    return {"contains": span, "verdict_in": ["not_applicable"]}


def C(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(span, *reasons):
    return {"contains": span, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


# common reason bundles
NUM = ("AMOUNT_MISMATCH", "VALUE_MISMATCH")
DATE = ("DATE_MISMATCH",)
STATE = ("RECORD_STATE_MISMATCH",)
IDM = ("IDENTIFIER_MISMATCH",)
VAL = ("VALUE_MISMATCH",)
RULE_X = ("NLI_CONTRADICTION", "VALUE_MISMATCH")
RULE_NONE = ("NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")
NOREC = ("CLAIM_WITHOUT_TOOL_EVIDENCE",)
NOTEX = ("NOT_EXECUTED",)


def rec(id, source, fields):
    return {"id": id, "kind": "record", "source": source, "fields": fields}


def pol(id, text, revision=None):
    d = {"id": id, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(id, text, source=None):
    d = {"id": id, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d


def ref(id, tool, decision, args):
    return {"id": id, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


ERRORS = {"wrong_amount", "wrong_date", "wrong_time", "wrong_id", "wrong_state", "wrong_quantity", "wrong_name",
          "wrong_value", "wrong_period", "wrong_policy_condition", "refused_call_effect", "invented_promise",
          "invented_fact", "unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role",
          "condition_unmet", "unrecorded_extra", "unlisted_perk", "stale_value"}


def _sentences(draft):
    parts = []
    for line in draft.split("\n"):
        for p in re.split(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])", line):
            if re.search(r"[A-Za-z0-9]", p):
                parts.append(p)
    return parts


class Scenario:
    """One evidence bundle with several drafts."""

    def __init__(self, slug, domain, question, evidence, now=None):
        self.slug, self.domain, self.question, self.evidence, self.now = slug, domain, question, evidence, now
        ids = [e["id"] for e in evidence]
        assert len(ids) == len(set(ids)), (slug, ids)
        self.cases, self.repairs = [], []

    def _case(self, draft, question, now):
        c = {"schema": "halcheck.case/1", "id": None, "question": question or self.question, "draft": draft,
             "evidence": self.evidence}
        n = now or self.now
        if n:
            c["now"] = n
        return c

    def _check(self, draft, probes, errors, excludes, correct):
        tag = f"{self.slug}: {draft[:60]!r}"
        for p in probes:
            k = draft.count(p["contains"])
            assert k == 1, f"{tag}: span {p['contains']!r} occurs {k} times"
        for e in errors:
            assert e in ERRORS, (tag, e)
        wrong = [p for p in probes if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"]]
        if correct:
            assert not wrong and not errors and not excludes, tag
        else:
            assert len(wrong) == len(errors), f"{tag}: {len(wrong)} wrong probes vs {len(errors)} errors"
            assert 1 <= len(errors) <= 3, tag
        # each sentence has a probe
        sents = _sentences(draft)
        for s in sents:
            assert any(p["contains"] in s or s in p["contains"] for p in probes), f"{tag}: no probe in sentence {s!r}"
        # excludes present, and only in sentences that hold a wrong span
        for x in excludes:
            assert x in draft, f"{tag}: exclude {x!r} not in draft"
            for s in sents:
                if x in s:
                    assert any(p["contains"] in s or s in p["contains"] for p in wrong), \
                        f"{tag}: exclude {x!r} sits in a correct sentence {s!r}"

    def ok(self, draft, probes, includes, notes, question=None, now=None):
        self._check(draft, probes, [], [], True)
        for inc in includes:
            assert inc in draft, (self.slug, inc)
        self.cases.append(self._wrap(self._case(draft, question, now), probes, ["sent"], [], list(includes), [], notes, None))

    def bad(self, draft, probes, errors, excludes, notes, includes=(), question=None, now=None):
        self._check(draft, probes, errors, excludes, False)
        for inc in includes:
            assert inc in draft, (self.slug, inc)
        self.cases.append(self._wrap(self._case(draft, question, now), probes, None, list(excludes), list(includes),
                                     list(errors), notes, errors[0]))

    def repair(self, draft, probes, errors, includes, excludes, notes, question=None, now=None):
        self._check(draft, probes, errors, excludes, False)
        assert 1 <= len(errors) <= 2
        corr = includes[0].split("|")
        assert not any(a in draft for a in corr), f"{self.slug} repair: correction {includes[0]!r} already in draft"
        for inc in includes[1:]:
            assert any(a in draft for a in inc.split("|")), f"{self.slug} repair: {inc!r} not in draft"
        self.repairs.append(self._wrap(self._case(draft, question, now), probes, ["repaired"], list(excludes),
                                       list(includes), list(errors), notes, None))

    def _wrap(self, case, probes, outcome, excludes, includes, errors, notes, err):
        return {"case": case,
                "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": excludes,
                           "final_includes": includes},
                "meta": {"writer": WRITER, "domain": self.domain, "scenario": self.slug, "api_family": API_FAMILY,
                         "errors": errors, "notes": notes},
                "_suffix": err}
