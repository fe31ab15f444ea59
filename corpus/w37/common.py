"""Small helpers for writer w37. Structure only: every draft, record and policy is written by hand
in the biz_*.py files. write_cases.py imports those files and writes the two JSONL files."""
import json
import re
from datetime import datetime
from zoneinfo import ZoneInfo

BERLIN = ZoneInfo("Europe/Berlin")
WRITER = "w37"
API_FAMILY = "issue tracker (Jira/ServiceNow-like: issues[] with fields, names map, changelog.histories)"

CASES = []
REPAIRS = []

# reason-code sets
AMT = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
DATE = ["DATE_MISMATCH", "VALUE_MISMATCH"]
STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
IDM = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
VAL = ["VALUE_MISMATCH"]
POLC = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
NOREC = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
NOTEX = ["NOT_EXECUTED"]
FACTC = ["NLI_CONTRADICTION"]
FACTN = ["NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"]

ERROR_KINDS = {
    "wrong_amount", "wrong_date", "wrong_time", "wrong_id", "wrong_state", "wrong_quantity", "wrong_name",
    "wrong_value", "wrong_period", "wrong_policy_condition", "refused_call_effect", "invented_promise",
    "invented_fact", "unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role",
    "condition_unmet", "unrecorded_extra", "unlisted_perk", "stale_value",
}


def epoch(local: str) -> int:
    """'2026-04-16 09:30' in Europe/Berlin -> epoch seconds."""
    return int(datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=BERLIN).timestamp())


def epoch_ms(local: str) -> int:
    return epoch(local) * 1000


# --- probe shorthands -------------------------------------------------------------------
def S(span):
    return {"contains": span, "verdict_in": ["supported"]}


def N(span):
    return {"contains": span, "verdict_in": ["not_applicable"]}


def _uniq(reasons):
    out = []
    for r in reasons:
        if r not in out:
            out.append(r)
    return out


def C(span, reasons):
    return {"contains": span, "verdict_in": ["contradicted"], "reason_in": _uniq(reasons)}


def I(span, reasons):
    return {"contains": span, "verdict_in": ["insufficient_evidence"], "reason_in": _uniq(reasons)}


def CI(span, reasons):
    return {"contains": span, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": _uniq(reasons)}


# --- evidence shorthands ------------------------------------------------------------------
def status(name, cat, sid):
    cat_name = {"new": "To Do", "indeterminate": "In Progress", "done": "Done"}[cat]
    return {"self": f"https://desk.example.invalid/rest/api/2/status/{sid}", "name": name, "id": str(sid),
            "statusCategory": {"id": {"new": 2, "indeterminate": 4, "done": 3}[cat], "key": cat,
                               "colorName": {"new": "blue-gray", "indeterminate": "yellow", "done": "green"}[cat],
                               "name": cat_name}}


def change(hid, created, author, items):
    """items: list of (field, fromString, toString)"""
    return {"id": str(hid), "author": {"displayName": author, "active": True}, "created": created,
            "items": [{"field": f, "fieldtype": "custom" if f.startswith("customfield") or f[0].isupper() else "jira",
                       "from": None, "fromString": a, "to": None, "toString": b} for (f, a, b) in items]}


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


def kb(eid, text, source=None):
    d = {"id": eid, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d


def refused(eid, tool, decision, args, reason=None):
    d = {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    if reason:
        d["reason"] = reason
    return d


# --- case builder -------------------------------------------------------------------------
_seen_ids = set()


def _check(cid, draft, evidence, probes, excludes, includes, repair, errors):
    assert cid not in _seen_ids, f"duplicate id {cid}"
    _seen_ids.add(cid)
    ev_ids = [e["id"] for e in evidence]
    assert len(ev_ids) == len(set(ev_ids)), f"{cid}: duplicate evidence ids"
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, f"{cid}: probe span {p['contains']!r} occurs {n} times"
    wrong = [p for p in probes if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"]]
    for e in errors:
        assert e in ERROR_KINDS, f"{cid}: unknown error {e}"
    if errors:
        assert wrong, f"{cid}: errors but no wrong probe"
        assert len(errors) == len(wrong), f"{cid}: {len(errors)} errors vs {len(wrong)} wrong probes"
        assert excludes, f"{cid}: wrong case without excludes"
    else:
        assert not wrong, f"{cid}: correct case with wrong probes"
        assert not excludes
    # every exclude must sit inside the sentence of a wrong probe, never inside a supported span
    for x in excludes:
        assert x in draft, f"{cid}: exclude {x!r} not in draft"
        for p in probes:
            if p["verdict_in"] == ["supported"]:
                assert x not in p["contains"], f"{cid}: exclude {x!r} inside supported span {p['contains']!r}"
        pos = draft.index(x)
        ok = False
        for p in wrong:
            ps = draft.index(p["contains"])
            pe = ps + len(p["contains"])
            if ps - 200 <= pos <= pe + 200 and (pos < pe and pos + len(x) > ps or abs(pos - ps) < 160):
                ok = True
        assert ok, f"{cid}: exclude {x!r} not near a wrong probe"
    for inc in includes:
        alts = inc.split("|")
        if not repair:
            assert any(a in draft for a in alts), f"{cid}: include {inc!r} not in draft"
    if repair:
        absent = [inc for inc in includes if not any(a in draft for a in inc.split("|"))]
        assert len(absent) >= 1, f"{cid}: repair case needs a correction absent from the draft"


def add(cid, scenario, domain, question, draft, evidence, probes, errors=(), notes="", now=None,
        excludes=(), includes=(), repair=False):
    errors = list(errors)
    excludes = list(excludes)
    includes = list(includes)
    full_id = f"{WRITER}-{cid}"
    _check(full_id, draft, evidence, probes, excludes, includes, repair, errors)
    case = {"schema": "halcheck.case/1", "id": full_id, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    if repair:
        outcome = ["repaired"]
    elif errors:
        outcome = None
    else:
        outcome = ["sent"]
    line = {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": excludes,
                       "final_includes": includes},
            "meta": {"writer": WRITER, "domain": domain, "scenario": scenario, "api_family": API_FAMILY,
                     "errors": errors, "notes": notes}}
    (REPAIRS if repair else CASES).append(line)
    return line
