"""Serialise writer w91's hand-written cases to cases.jsonl / repair.jsonl.

Each batchNN.py module holds evidence bundles and drafts written one by one; this file only
serialises them and runs a few sanity checks (spans occur once, excludes really occur, etc.).
Run: python3 corpus/w91/write_cases.py
"""
import glob
import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
WRITER = "w91"

VERDICTS = {"supported", "contradicted", "insufficient_evidence", "not_applicable"}
REASONS = {"CLAIM_WITHOUT_TOOL_EVIDENCE", "IDENTIFIER_MISMATCH", "AMOUNT_MISMATCH",
           "RECORD_STATE_MISMATCH", "DATE_MISMATCH", "VALUE_MISMATCH", "NOT_EXECUTED",
           "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE", "SHAKY_SPECIFIC",
           "DEGENERATE_SENTENCE"}
ERRORS = {"wrong_amount", "wrong_date", "wrong_time", "wrong_id", "wrong_state", "wrong_quantity",
          "wrong_name", "wrong_value", "wrong_period", "wrong_policy_condition", "refused_call_effect",
          "invented_promise", "invented_fact", "unit_conversion", "wrong_arithmetic",
          "other_record_value", "wrong_role", "condition_unmet", "unrecorded_extra", "unlisted_perk",
          "stale_value"}


# --- probe shorthands -------------------------------------------------------------------------
def S(span):
    return {"contains": span, "verdict_in": ["supported"]}


def NA(span):
    return {"contains": span, "verdict_in": ["not_applicable"]}


def C(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(span, *reasons):
    return {"contains": span, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted", "insufficient_evidence"],
            "reason_in": list(reasons)}


# --- evidence shorthands ------------------------------------------------------------------------
def rec(eid, source, fields, **lineage):
    d = {"id": eid, "kind": "record", "source": source, "fields": fields}
    d.update(lineage)
    return d


def pol(eid, text, revision=None, **lineage):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    d.update(lineage)
    return d


def psg(eid, text, **lineage):
    d = {"id": eid, "kind": "passage", "text": text}
    d.update(lineage)
    return d


def refused(eid, tool, decision, args, **extra):
    d = {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    d.update(extra)
    return d


# --- builders -------------------------------------------------------------------------------------
def _sentences(draft):
    parts = re.split(r"(?<=[.!?])\s+|\n+", draft)
    return [p for p in parts if p.strip()]


def _check_common(cid, draft, evidence, probes):
    ids = [e["id"] for e in evidence]
    assert len(ids) == len(set(ids)), f"{cid}: duplicate evidence id"
    assert probes, f"{cid}: no probes"
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, f"{cid}: span {p['contains']!r} occurs {n} times"
        assert set(p["verdict_in"]) <= VERDICTS, cid
        for r in p.get("reason_in", []):
            assert r in REASONS, f"{cid}: bad reason {r}"
        if set(p["verdict_in"]) & {"contradicted", "insufficient_evidence"}:
            assert p.get("reason_in"), f"{cid}: reasons missing for {p['contains']!r}"


def _wrong_probes(probes):
    return [p for p in probes if "supported" not in p["verdict_in"]
            and "not_applicable" not in p["verdict_in"]]


def _check_excludes(cid, draft, probes, excludes):
    wrong_spans = [p["contains"] for p in _wrong_probes(probes)]
    for ex in excludes:
        assert draft.count(ex) >= 1, f"{cid}: exclude {ex!r} not in draft"
        for sent in _sentences(draft):
            if ex in sent:
                assert any(w in sent for w in wrong_spans), \
                    f"{cid}: exclude {ex!r} sits in a sentence with no wrong probe: {sent!r}"


def case(num, scenario, domain, api, question, draft, evidence, probes, *, errors=(),
         excludes=(), includes=(), notes, now=None, error_tag=None):
    errors = list(errors)
    for e in errors:
        assert e in ERRORS, e
    cid = f"{WRITER}-{num:03d}-{scenario}" + (f"-{error_tag}" if error_tag else "")
    _check_common(cid, draft, evidence, probes)
    wrong = _wrong_probes(probes)
    assert len(wrong) == len(errors), f"{cid}: {len(wrong)} wrong probes vs {len(errors)} errors"
    if errors:
        assert 1 <= len(errors) <= 3, cid
        assert excludes, f"{cid}: wrong reply without excludes"
        _check_excludes(cid, draft, probes, excludes)
        outcome = None
        assert error_tag, f"{cid}: wrong case needs an error tag in its id"
    else:
        assert not excludes, cid
        assert 1 <= len(includes) <= 2, cid
        outcome = ["sent"]
    for inc in includes:
        if not errors:
            assert inc in draft, f"{cid}: include {inc!r} not in draft"
    c = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
         "evidence": evidence}
    if now:
        assert re.search(r"[+-]\d\d:\d\d$", now), now
        c["now"] = now
    return {"case": c,
            "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": list(excludes),
                       "final_includes": list(includes)},
            "meta": {"writer": WRITER, "domain": domain, "scenario": scenario, "api_family": api,
                     "errors": errors, "notes": notes}}


def repair(num, scenario, domain, api, question, draft, evidence, probes, *, errors,
           excludes, includes, notes, now=None):
    cid = f"{WRITER}-r{num:02d}-{scenario}"
    _check_common(cid, draft, evidence, probes)
    wrong = _wrong_probes(probes)
    assert 1 <= len(errors) <= 2 and len(wrong) == len(errors), cid
    for e in errors:
        assert e in ERRORS, e
    assert excludes, cid
    _check_excludes(cid, draft, probes, excludes)
    absent = [inc for inc in includes if not any(a in draft for a in inc.split("|"))]
    present = [inc for inc in includes if any(a in draft for a in inc.split("|"))]
    assert absent, f"{cid}: no correction entry absent from draft"
    assert len(absent) + len(present) == len(includes)
    c = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
         "evidence": evidence}
    if now:
        assert re.search(r"[+-]\d\d:\d\d$", now), now
        c["now"] = now
    return {"case": c,
            "expect": {"probes": probes, "outcome_in": ["repaired"], "final_excludes": list(excludes),
                       "final_includes": list(includes)},
            "meta": {"writer": WRITER, "domain": domain, "scenario": scenario, "api_family": api,
                     "errors": list(errors), "notes": notes}}


def main():
    sys.path.insert(0, HERE)
    cases, repairs = [], []
    for path in sorted(glob.glob(os.path.join(HERE, "batch*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        cases.extend(mod.CASES)
        repairs.extend(mod.REPAIRS)
    all_ids = [x["case"]["id"] for x in cases + repairs]
    dup = {i for i in all_ids if all_ids.count(i) > 1}
    assert not dup, dup
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for x in cases:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for x in repairs:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    correct = sum(1 for x in cases if not x["meta"]["errors"])
    print(f"cases={len(cases)} correct={correct} wrong={len(cases) - correct} repair={len(repairs)}")
    from collections import Counter
    cnt = Counter(e for x in cases + repairs for e in x["meta"]["errors"])
    print(dict(sorted(cnt.items())))


if __name__ == "__main__":
    main()
