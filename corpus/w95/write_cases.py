"""w95 corpus writer: helpers to serialise hand-written cases, plus sanity checks.
Bundles live in bundles_*.py; each draft, record and policy there is written by hand."""
import json, re, copy, datetime, importlib, sys, os

TZ = datetime.timezone(datetime.timedelta(hours=5, minutes=30))
API = "mobile wallet passes (PassKit pass.json-like storeCard/eventTicket) + stamp-card/ticket backend"

def ep(s):
    """'2026-05-14 16:00' local Asia/Colombo -> epoch seconds"""
    d = datetime.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)
    return int(d.timestamp())

AMT = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
DATE = ["DATE_MISMATCH", "VALUE_MISMATCH"]
STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
IDM = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
VAL = ["VALUE_MISMATCH"]
NOTEX = ["NOT_EXECUTED"]
POLC = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
POLAMT = ["NLI_CONTRADICTION", "VALUE_MISMATCH", "AMOUNT_MISMATCH"]
NOREC = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
CODES = set("CLAIM_WITHOUT_TOOL_EVIDENCE IDENTIFIER_MISMATCH AMOUNT_MISMATCH RECORD_STATE_MISMATCH DATE_MISMATCH "
            "VALUE_MISMATCH NOT_EXECUTED NLI_CONTRADICTION NLI_NOT_ENTAILED NO_POLICY_EVIDENCE SHAKY_SPECIFIC "
            "DEGENERATE_SENTENCE".split())
ERRS = set("wrong_amount wrong_date wrong_time wrong_id wrong_state wrong_quantity wrong_name wrong_value wrong_period "
           "wrong_policy_condition refused_call_effect invented_promise invented_fact unit_conversion wrong_arithmetic "
           "other_record_value wrong_role condition_unmet unrecorded_extra unlisted_perk stale_value".split())

def S(c): return {"contains": c, "verdict_in": ["supported"]}
def NA(c): return {"contains": c, "verdict_in": ["not_applicable"]}
def C(c, reasons): return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(reasons)}
def I(c, reasons): return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}
def CI(c, reasons): return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(dict.fromkeys(reasons))}

CASES, REPAIRS = [], []
_n = {"c": 0, "r": 0}

def sentences(text):
    spans, start = [], 0
    for m in re.finditer(r"(?<=[.!?])\s+|\n+", text):
        spans.append((start, m.start())); start = m.end()
    spans.append((start, len(text)))
    return [(a, b) for a, b in spans if re.search(r"[A-Za-z0-9]", text[a:b])]

def add(kind, b, scenario, draft, probes, errors=(), notes="", err=None, excludes=(), includes=(), n_corr=1):
    """kind: 'ok' | 'bad' | 'rep'; b: bundle dict with domain, question, evidence, now."""
    errors = list(errors)
    for e in errors: assert e in ERRS, e
    pos = {}
    for p in probes:
        k = draft.count(p["contains"])
        assert k == 1, (scenario, p["contains"], k)
        pos[p["contains"]] = draft.index(p["contains"])
        for r in p.get("reason_in", []): assert r in CODES, r
    # every asserting sentence holds a probe
    for a, bb in sentences(draft):
        assert any(pos[p["contains"]] < bb and pos[p["contains"]] + len(p["contains"]) > a for p in probes), \
            (scenario, "unprobed sentence", draft[a:bb])
    bad = [p for p in probes if p["verdict_in"] not in (["supported"], ["not_applicable"])]
    if kind == "ok":
        assert not errors and not bad and not excludes, scenario
        for x in includes: assert x in draft, (scenario, x)
        outcome = ["sent"]
    else:
        assert errors and len(bad) == len(errors), (scenario, len(bad), errors)
        assert excludes, scenario
        for x in excludes:
            assert x in draft, (scenario, x)
            i = draft.index(x)
            sent = [(a, bb) for a, bb in sentences(draft) if a <= i < bb][0]
            assert any(sent[0] <= pos[p["contains"]] < sent[1] for p in bad), (scenario, "exclude in clean sentence", x)
        outcome = None
        if kind == "rep":
            assert 1 <= len(errors) <= 2
            for corr in includes[:n_corr]:
                assert not any(a in draft for a in corr.split("|")), (scenario, "correction already in draft", corr)
            for inc in includes[n_corr:]:
                assert any(a in draft for a in inc.split("|")), (scenario, inc)
            outcome = ["repaired"]
    if kind == "rep":
        _n["r"] += 1; cid = f"w95-r{_n['r']:02d}-{scenario}"
    else:
        _n["c"] += 1; cid = f"w95-{_n['c']:03d}-{scenario}" + (f"-{err}" if err else "")
    case = {"schema": "halcheck.case/1", "id": cid, "question": b["question"], "draft": draft,
            "evidence": copy.deepcopy(b["evidence"])}
    if b.get("now"): case["now"] = b["now"]
    ids = [e["id"] for e in case["evidence"]]; assert len(ids) == len(set(ids))
    line = {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": list(excludes),
                       "final_includes": list(includes)},
            "meta": {"writer": "w95", "domain": b["domain"], "scenario": scenario, "api_family": API,
                     "errors": errors, "notes": notes}}
    (REPAIRS if kind == "rep" else CASES).append(line)

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, here)
    mods = sorted(f[:-3] for f in os.listdir(here) if f.startswith("bundles_") and f.endswith(".py"))
    import write_cases as W
    for m in mods: importlib.import_module(m)
    CASES, REPAIRS = W.CASES, W.REPAIRS
    with open(os.path.join(here, "cases.jsonl"), "w") as f:
        for l in CASES: f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "repair.jsonl"), "w") as f:
        for l in REPAIRS: f.write(json.dumps(l, ensure_ascii=False) + "\n")
    ok = sum(1 for l in CASES if l["expect"]["outcome_in"] == ["sent"])
    print(f"cases {len(CASES)} correct {ok} wrong {len(CASES)-ok} repair {len(REPAIRS)}")
