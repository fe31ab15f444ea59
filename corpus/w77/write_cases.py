# Writer w77: writes cases.jsonl and repair.jsonl for this folder.
# Every bundle (records, policy, drafts, probes) below is written by hand; the helpers
# only assemble the JSON lines and run self-checks on substrings and counts.
import json
import os
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
WRITER = "w77"
API = ("direct-debit platform API (GoCardless-like: mandates, payments, subscriptions, "
       "instalment_schedules, refunds, events, payouts) beside the provider's membership API")

CASES = []
REPAIRS = []


def ep(local):
    """Epoch seconds for a wall-clock time in Atlantic/Reykjavik (UTC+0 all year)."""
    return int(datetime.fromisoformat(local).replace(tzinfo=timezone.utc).timestamp())


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def N(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def X(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}


def U(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}


def XU(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


def rec(id_, source, fields):
    return {"id": id_, "kind": "record", "source": source, "fields": fields}


def pol(id_, rev, text):
    return {"id": id_, "kind": "policy", "revision": rev, "text": text}


def psg(id_, text, source=None):
    d = {"id": id_, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d


def refused(id_, tool, decision, args):
    return {"id": id_, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


class Bundle:
    def __init__(self, slug, domain, question, evidence, now=None):
        self.slug, self.domain, self.question, self.evidence, self.now = slug, domain, question, evidence, now


def _check(cid, draft, probes, errors, excl, incl, repair):
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, (cid, p["contains"], n)
    wrong = [p for p in probes if p["verdict_in"][0] in ("contradicted", "insufficient_evidence")]
    assert len(wrong) == len(errors), (cid, len(wrong), errors)
    ok_spans = [p["contains"] for p in probes if p["verdict_in"] == ["supported"]]
    for e in excl:
        assert e in draft, (cid, "exclude not in draft", e)
        for s in ok_spans:
            assert e not in s, (cid, "exclude inside a supported span", e, s)
    if repair:
        assert 1 <= len(errors) <= 2, cid
        corr = incl[0].split("|")
        assert not any(a in draft for a in corr), (cid, "correction already in draft", incl[0])
        for other in incl[1:]:
            assert any(a in draft for a in other.split("|")), (cid, "kept specific missing", other)
    elif errors:
        assert excl, cid
    else:
        assert not excl, cid
        for i in incl:
            assert i in draft, (cid, "include missing", i)


def case(b, draft, probes, errors=(), excl=(), incl=(), notes="", question=None, now=None):
    n = len(CASES) + 1
    cid = f"{WRITER}-{n:03d}-{b.slug}" + (f"-{errors[0].replace('_', '-')}" if errors else "")
    _check(cid, draft, probes, errors, excl, incl, False)
    c = {"schema": "halcheck.case/1", "id": cid, "question": question or b.question,
         "draft": draft, "evidence": b.evidence}
    if now or b.now:
        c["now"] = now or b.now
    CASES.append({"case": c,
                  "expect": {"probes": probes, "outcome_in": None if errors else ["sent"],
                             "final_excludes": list(excl), "final_includes": list(incl)},
                  "meta": {"writer": WRITER, "domain": b.domain, "scenario": b.slug, "api_family": API,
                           "errors": list(errors), "notes": notes}})


def repair(b, draft, probes, errors, excl, incl, notes="", question=None, now=None):
    n = len(REPAIRS) + 1
    cid = f"{WRITER}-r{n:02d}-{b.slug}"
    _check(cid, draft, probes, errors, excl, incl, True)
    c = {"schema": "halcheck.case/1", "id": cid, "question": question or b.question,
         "draft": draft, "evidence": b.evidence}
    if now or b.now:
        c["now"] = now or b.now
    REPAIRS.append({"case": c,
                    "expect": {"probes": probes, "outcome_in": ["repaired"],
                               "final_excludes": list(excl), "final_includes": list(incl)},
                    "meta": {"writer": WRITER, "domain": b.domain, "scenario": b.slug, "api_family": API,
                             "errors": list(errors), "notes": notes}})


GYM = "gym chain"
LANG = "language school"
SWIM = "children's swimming lessons"
DOJO = "martial-arts dojo"
CLUB = "after-school club"
MUSIC = "music-lesson studio"

AMT = ("AMOUNT_MISMATCH",)
DATE = ("DATE_MISMATCH",)
STATE = ("RECORD_STATE_MISMATCH",)
RULE = ("NLI_CONTRADICTION",)
NOEXEC = ("NOT_EXECUTED",)

exec(open(os.path.join(HERE, "bundles_gym.py"), encoding="utf-8").read())
exec(open(os.path.join(HERE, "bundles_lang.py"), encoding="utf-8").read())
exec(open(os.path.join(HERE, "bundles_swim.py"), encoding="utf-8").read())
exec(open(os.path.join(HERE, "bundles_dojo.py"), encoding="utf-8").read())
exec(open(os.path.join(HERE, "bundles_club.py"), encoding="utf-8").read())
exec(open(os.path.join(HERE, "bundles_music.py"), encoding="utf-8").read())

if __name__ == "__main__":
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for c in REPAIRS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    from collections import Counter
    ok = sum(1 for c in CASES if not c["meta"]["errors"])
    errs = Counter(e for c in CASES for e in c["meta"]["errors"])
    rerrs = Counter(e for c in REPAIRS for e in c["meta"]["errors"])
    print(f"cases={len(CASES)} correct={ok} wrong={len(CASES) - ok} repair={len(REPAIRS)}")
    print("errors in cases:", dict(sorted(errs.items())))
    print("errors in repair:", dict(sorted(rerrs.items())))
