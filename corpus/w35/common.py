"""Shared helpers for writer w35's corpus scripts.

Each business script (biz_*.py) builds its scenarios with a Book and saves them under parts/.
write_cases.py numbers everything and writes cases.jsonl / repair.jsonl.

The helpers only shape and sanity-check lines (substring uniqueness, every sentence probed,
excludes only inside wrong sentences, repair corrections absent from the draft). Every draft,
record and policy text is written by hand in the business scripts.
"""
import datetime as _dt
import json
import os
import re
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
PARTS = os.path.join(HERE, "parts")
WRITER = "w35"
API_FAMILY = ("RMA/warranty systems exported from XML to JSON by a converter: attributes as '@' keys "
              "(@currency, @unit, @tz), text under '#text', all values strings, Y/N booleans, "
              "DD.MM.YYYY or ISO dates, arrays only for two or more repeated elements")

AK = "America/Anchorage"
HI = "Pacific/Honolulu"

SUP = "supported"
CON = "contradicted"
INS = "insufficient_evidence"
NA = "not_applicable"

# reason-code groups used by the probes
R_AMT = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
R_DATE = ["DATE_MISMATCH", "VALUE_MISMATCH"]
R_STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
R_ID = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
R_VAL = ["VALUE_MISMATCH"]
R_NOTEXEC = ["NOT_EXECUTED"]
R_RULE = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
R_NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
R_NOREC = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
R_FACT = ["NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"]

ERRORS = {"wrong_amount", "wrong_date", "wrong_time", "wrong_id", "wrong_state", "wrong_quantity",
          "wrong_name", "wrong_value", "wrong_period", "wrong_policy_condition", "refused_call_effect",
          "invented_promise", "invented_fact", "unit_conversion", "wrong_arithmetic",
          "other_record_value", "wrong_role", "condition_unmet", "unrecorded_extra", "unlisted_perk",
          "stale_value"}


def ep(local, tz):
    """Epoch seconds (as a string, the converter's way) for a local wall-clock time in tz."""
    t = _dt.datetime.fromisoformat(local).replace(tzinfo=ZoneInfo(tz))
    return str(int(t.timestamp()))


def iso_now(local, tz):
    t = _dt.datetime.fromisoformat(local).replace(tzinfo=ZoneInfo(tz))
    return t.isoformat()


def weekday(day):
    return _dt.date.fromisoformat(day).strftime("%A")


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


def ok(span):
    return (span, [SUP], None)


def na(span):
    return (span, [NA], None)


def bad(span, verdicts, reasons):
    if isinstance(verdicts, str):
        verdicts = [verdicts]
    return (span, list(verdicts), list(reasons))


_SPLIT = re.compile(r"(?<=[.!?:])\s+(?=[A-Z0-9\"($])")


def _segments(draft):
    """Rough sentence split: lines first, then sentence ends. Returns (start, end) spans."""
    out = []
    pos = 0
    for line in draft.split("\n"):
        lstart = pos
        pos += len(line) + 1
        if not line.strip():
            continue
        last = 0
        pieces = []
        for m in _SPLIT.finditer(line):
            pieces.append((last, m.start()))
            last = m.end()
        pieces.append((last, len(line)))
        for a, b in pieces:
            seg = line[a:b]
            if re.fullmatch(r"\s*(\d+[.)]|[-*\u2022])\s*", seg):
                continue
            out.append((lstart + a, lstart + b))
    return out


class Book:
    def __init__(self, key, domain):
        self.key = key
        self.domain = domain
        self.cases = []
        self.repairs = []

    def add(self, scenario, question, draft, evidence, probes, *, errors=(), excludes=(), includes=(),
            notes="", now=None, repair=False):
        errors = list(errors)
        ids = [e["id"] for e in evidence]
        assert len(ids) == len(set(ids)), ("dup evidence id", scenario, ids)
        for e in errors:
            assert e in ERRORS, e
        plist = []
        wrong_spans = []
        for span, verdicts, reasons in probes:
            n = draft.count(span)
            assert n == 1, ("probe span occurs %d times" % n, scenario, span, draft)
            p = {"contains": span, "verdict_in": verdicts}
            if reasons:
                assert not (set(verdicts) & {SUP, NA}), (scenario, span)
                p["reason_in"] = reasons
            else:
                assert set(verdicts) <= {SUP, NA}, ("reasons missing", scenario, span)
            plist.append(p)
            if not set(verdicts) & {SUP, NA}:
                i = draft.index(span)
                wrong_spans.append((i, i + len(span)))
        n_wrong = len(wrong_spans)
        assert n_wrong == len(errors), ("errors vs wrong probes", scenario, errors, n_wrong, draft)
        # every sentence carries at least one probe
        starts = [(draft.index(p["contains"]), draft.index(p["contains"]) + len(p["contains"]))
                  for p in plist]
        for a, b in _segments(draft):
            if not any(s < b and e > a for s, e in starts):
                raise AssertionError(("unprobed sentence", scenario, draft[a:b]))
        segs = _segments(draft)
        bad_segs = [(a, b) for a, b in segs if any(s < b and e > a for s, e in wrong_spans)]
        for x in excludes:
            assert x in draft, ("exclude not in draft", scenario, x)
            for m in re.finditer(re.escape(x), draft):
                assert any(a <= m.start() < b for a, b in bad_segs), ("exclude in a correct sentence",
                                                                     scenario, x)
        if repair:
            assert 1 <= len(errors) <= 2, scenario
            assert includes, scenario
            corr = [inc for inc in includes if not any(alt in draft for alt in inc.split("|"))]
            assert len(corr) >= 1, ("repair needs a correction absent from the draft", scenario)
            outcome = ["repaired"]
        elif errors:
            assert 1 <= len(errors) <= 3, scenario
            assert excludes, ("wrong case without excludes", scenario)
            outcome = None
        else:
            assert not excludes
            assert 1 <= len(includes) <= 2, scenario
            for inc in includes:
                assert inc in draft, ("include not in draft", scenario, inc)
            outcome = ["sent"]
        case = {"schema": "halcheck.case/1", "id": None, "question": question, "draft": draft,
                "evidence": evidence}
        if now:
            case["now"] = now
        line = {"case": case,
                "expect": {"probes": plist, "outcome_in": outcome, "final_excludes": list(excludes),
                           "final_includes": list(includes)},
                "meta": {"writer": WRITER, "domain": self.domain, "scenario": scenario,
                         "api_family": API_FAMILY, "errors": errors, "notes": notes}}
        (self.repairs if repair else self.cases).append(line)

    def save(self):
        os.makedirs(PARTS, exist_ok=True)
        for name, rows in (("cases", self.cases), ("repair", self.repairs)):
            with open(os.path.join(PARTS, "%s.%s.jsonl" % (self.key, name)), "w") as f:
                for r in rows:
                    f.write(json.dumps(r, ensure_ascii=False) + "\n")
        nc = sum(1 for r in self.cases if not r["meta"]["errors"])
        print("%s: %d cases (%d correct, %d wrong), %d repair" % (
            self.key, len(self.cases), nc, len(self.cases) - nc, len(self.repairs)))
