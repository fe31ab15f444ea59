"""Writer w34: builds cases.jsonl and repair.jsonl from the per-business modules in this folder.

Every draft, policy text and record lives in the business modules (cases_*.py), written by hand.
This file only holds small helpers and self-checks (each probe span occurs exactly once, excludes are
present in wrong drafts and absent from the spans of correct claims, repair corrections are absent).
Run: python3 write_cases.py
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

WRITER = "w34"
API_FAMILY = ("no-code base export (Airtable/Notion-like): records[] with rec... ids and a fields map keyed by "
              "human labels; linked records as id arrays, checkboxes true-or-missing, dates YYYY-MM-DD, "
              "date-times as UTC ISO strings, currency as plain numbers, durations in seconds, "
              "percents as fractions, single-selects in Title Case")

# reason-code groups used by the modules
AMT = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
DATE = ["DATE_MISMATCH", "VALUE_MISMATCH"]
TIME = ["DATE_MISMATCH", "VALUE_MISMATCH"]
STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
IDM = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
VAL = ["VALUE_MISMATCH"]
NAME = ["VALUE_MISMATCH", "IDENTIFIER_MISMATCH"]
NOTEX = ["NOT_EXECUTED"]
NOREC = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
POLC = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
POLI = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
FACTI = ["NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"]


def S(span):
    return {"contains": span, "verdict_in": ["supported"]}


def NA(span):
    return {"contains": span, "verdict_in": ["not_applicable"]}


def _uniq(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


def C(span, reasons):
    return {"contains": span, "verdict_in": ["contradicted"], "reason_in": _uniq(reasons)}


def I(span, reasons):
    return {"contains": span, "verdict_in": ["insufficient_evidence"], "reason_in": _uniq(reasons)}


def CI(span, reasons):
    """A claim a fair reader could call either contradicted or unsupported."""
    return {"contains": span, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": _uniq(reasons)}


def rec(eid, tool, fields, **extra):
    d = {"id": eid, "kind": "record", "source": "tool:" + tool, "fields": fields}
    d.update(extra)
    return d


def pol(eid, text, revision=None, **extra):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    d.update(extra)
    return d


def psg(eid, text, **extra):
    d = {"id": eid, "kind": "passage", "text": text}
    d.update(extra)
    return d


def refused(eid, tool, decision, args, **extra):
    d = {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    d.update(extra)
    return d


class Book:
    def __init__(self):
        self.cases = []
        self.repairs = []
        self.n = 0
        self.r = 0
        self.ids = set()

    def _check(self, cid, draft, evidence, probes, errors, excludes, includes, repair):
        eids = [e["id"] for e in evidence]
        assert len(eids) == len(set(eids)), (cid, "duplicate evidence id")
        for p in probes:
            k = draft.count(p["contains"])
            assert k == 1, (cid, "probe span occurs %d times" % k, p["contains"])
        # spans must not overlap each other
        spans = sorted((draft.index(p["contains"]), draft.index(p["contains"]) + len(p["contains"])) for p in probes)
        for a, b in zip(spans, spans[1:]):
            assert a[1] <= b[0], (cid, "overlapping probes", draft[a[0]:a[1]], draft[b[0]:b[1]])
        wrong = [p for p in probes if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]]
        assert len(wrong) == len(errors), (cid, "errors vs wrong probes", len(wrong), errors)
        for x in excludes:
            assert x in draft, (cid, "exclude not in draft", x)
            for p in probes:
                if p["verdict_in"] == ["supported"]:
                    assert x not in p["contains"], (cid, "exclude inside a supported span", x)
        if not errors:
            assert not excludes
        else:
            assert excludes, (cid, "wrong case without excludes")
        if repair:
            assert 1 <= len(errors) <= 2, cid
            absent = [inc for inc in includes if not any(a in draft for a in inc.split("|"))]
            assert len(absent) == 1, (cid, "want exactly one correction entry absent from the draft", absent)
            for inc in includes:
                for a in inc.split("|"):
                    assert a not in excludes, (cid, "include alternative equals an exclude", a)
        else:
            for inc in includes:
                assert any(a in draft for a in inc.split("|")), (cid, "include not in draft", inc)

    def add(self, scenario, domain, question, draft, evidence, probes, errors=(), excludes=(), includes=(),
            notes="", now=None, repair=False, tag=None):
        errors = list(errors)
        if repair:
            self.r += 1
            cid = "%s-r%02d-%s" % (WRITER, self.r, scenario)
        else:
            self.n += 1
            cid = "%s-%03d-%s" % (WRITER, self.n, scenario)
            if errors:
                cid += "-" + (tag or errors[0].replace("_", "-"))
        assert cid not in self.ids, cid
        self.ids.add(cid)
        self._check(cid, draft, evidence, probes, errors, list(excludes), list(includes), repair)
        case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
                "evidence": evidence}
        if now:
            case["now"] = now
        line = {"case": case,
                "expect": {"probes": probes,
                           "outcome_in": ["repaired"] if repair else (None if errors else ["sent"]),
                           "final_excludes": list(excludes), "final_includes": list(includes)},
                "meta": {"writer": WRITER, "domain": domain, "scenario": scenario, "api_family": API_FAMILY,
                         "errors": errors, "notes": notes}}
        (self.repairs if repair else self.cases).append(line)
        return cid


MODULES = ["cases_venue", "cases_furniture", "cases_florist", "cases_booth", "cases_staffing", "cases_dj"]


def main():
    import importlib
    book = Book()
    for m in MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name == m:
                continue
            raise
        mod.build(book)
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for line in book.cases:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for line in book.repairs:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    correct = sum(1 for c in book.cases if not c["meta"]["errors"])
    from collections import Counter
    errs = Counter(e for c in book.cases + book.repairs for e in c["meta"]["errors"])
    print("cases %d (correct %d, wrong %d), repair %d" % (len(book.cases), correct, len(book.cases) - correct,
                                                          len(book.repairs)))
    for k, v in sorted(errs.items(), key=lambda kv: -kv[1]):
        print("  %-24s %d" % (k, v))


if __name__ == "__main__":
    main()
