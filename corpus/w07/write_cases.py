"""w07 corpus writer: helpers + driver. Scenario batches live in batch*.py and are written by hand.
Run: python3 write_cases.py  (rewrites cases.jsonl and repair.jsonl from all batches)."""
import json, os, sys, re, importlib, datetime as dt
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
SYD = ZoneInfo("Australia/Sydney")
PER = ZoneInfo("Australia/Perth")
API = "telecom accounts (account/plans[], usage in MB/GB/bytes with unit keys, billing_cycle, add-ons with validity_days, porting states in SCREAMING_SNAKE_CASE)"


def ep(s, tz=SYD):
    """epoch seconds for a local wall-clock time 'YYYY-MM-DD HH:MM' in tz"""
    return int(dt.datetime.fromisoformat(s).replace(tzinfo=tz).timestamp())


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


CASES, REPAIRS = [], []
_counter = {"c": 0, "r": 0}
_ids = set()

VERD = {"S": ["supported"], "N": ["not_applicable"], "C": ["contradicted"],
        "I": ["insufficient_evidence"], "CI": ["contradicted", "insufficient_evidence"]}


class Scen:
    def __init__(self, name, domain, question, evidence, now=None):
        self.name, self.domain, self.question, self.evidence, self.now = name, domain, question, evidence, now
        ids = [e["id"] for e in evidence]
        assert len(ids) == len(set(ids)), ("dup evidence id", name)

    def case(self, draft, probes, errors=(), excl=(), incl=(), notes="", question=None, now=None,
             repair=False, tag=None):
        errors, excl, incl = list(errors), list(excl), list(incl)
        if repair:
            _counter["r"] += 1
            cid = "w07-r%02d-%s" % (_counter["r"], self.name)
        else:
            _counter["c"] += 1
            cid = "w07-%03d-%s" % (_counter["c"], self.name)
            if errors:
                cid += "-" + (tag or errors[0].replace("_", "-"))
        assert cid not in _ids, cid
        _ids.add(cid)
        plist, nwrong = [], 0
        for p in probes:
            text, kind, reasons = p[0], p[1], list(p[2:])
            n = draft.count(text)
            assert n == 1, (cid, "probe occurs %d times" % n, text)
            pr = {"contains": text, "verdict_in": VERD[kind]}
            if kind in ("C", "I", "CI"):
                assert reasons, (cid, "reasons needed", text)
                pr["reason_in"] = reasons
                nwrong += 1
            else:
                assert not reasons, (cid, text)
            plist.append(pr)
        assert nwrong == len(errors), (cid, "wrong probes %d vs errors %d" % (nwrong, len(errors)))
        good_spans = [p[0] for p in probes if p[1] in ("S", "N")]
        for x in excl:
            assert x in draft, (cid, "exclude not in draft", x)
            for g in good_spans:
                assert x not in g, (cid, "exclude inside a supported span", x, g)
        if repair:
            assert 1 <= len(errors) <= 2, cid
            assert excl, cid
            corr = incl[0].split("|")
            for a in corr:
                assert a not in draft, (cid, "correction already in draft", a)
            for entry in incl[1:]:
                assert any(a in draft for a in entry.split("|")), (cid, "include missing", entry)
            outcome = ["repaired"]
        elif errors:
            assert 1 <= len(errors) <= 3, cid
            assert excl, cid
            outcome = None
            for entry in incl:
                assert any(a in draft for a in entry.split("|")), (cid, "include missing", entry)
        else:
            assert not excl, cid
            assert incl, (cid, "correct case needs includes")
            for entry in incl:
                assert entry in draft, (cid, "include missing", entry)
            outcome = ["sent"]
        c = {"schema": "halcheck.case/1", "id": cid, "question": question or self.question,
             "draft": draft, "evidence": self.evidence}
        n = now or self.now
        if n:
            c["now"] = n
        line = {"case": c,
                "expect": {"probes": plist, "outcome_in": outcome, "final_excludes": excl,
                           "final_includes": incl},
                "meta": {"writer": "w07", "domain": self.domain, "scenario": self.name, "api_family": API,
                         "errors": errors, "notes": notes}}
        (REPAIRS if repair else CASES).append(line)
        return line


def main():
    batches = sorted(f[:-3] for f in os.listdir(HERE) if re.match(r"batch\d+\.py$", f))
    sys.path.insert(0, HERE)
    W = importlib.import_module("write_cases")
    for b in batches:
        importlib.import_module(b)
    CASES, REPAIRS = W.CASES, W.REPAIRS
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for l in CASES:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for l in REPAIRS:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    nc = sum(1 for l in CASES if not l["meta"]["errors"])
    from collections import Counter
    cnt = Counter(e for l in CASES + REPAIRS for e in l["meta"]["errors"])
    scen = Counter(l["meta"]["domain"] for l in CASES)
    print("batches", batches)
    print("cases", len(CASES), "correct", nc, "wrong", len(CASES) - nc, "repair", len(REPAIRS))
    print("errors", dict(cnt))
    print("domains", dict(scen))


if __name__ == "__main__":
    main()
