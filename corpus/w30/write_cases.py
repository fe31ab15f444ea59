"""Writer w30: builds cases.jsonl and repair.jsonl from hand-written bundles (bundles_*.py)."""
import json, os, sys
from datetime import datetime, timezone, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
SAST = timezone(timedelta(hours=2))

def D(y, m, d):
    """ERP calendar date: midnight UTC, OData v2 form."""
    return "/Date(%d)/" % int(datetime(y, m, d, tzinfo=timezone.utc).timestamp() * 1000)

def T(y, m, d, h, mi):
    """An instant given in Johannesburg local time, stored as UTC epoch ms."""
    return "/Date(%d)/" % int(datetime(y, m, d, h, mi, tzinfo=SAST).timestamp() * 1000)

S, C, I, NA = "supported", "contradicted", "insufficient_evidence", "not_applicable"

def sup(x):
    return {"contains": x, "verdict_in": [S]}

def na(x):
    return {"contains": x, "verdict_in": [NA]}

def con(x, *reasons):
    return {"contains": x, "verdict_in": [C], "reason_in": list(reasons)}

def ins(x, *reasons):
    return {"contains": x, "verdict_in": [I], "reason_in": list(reasons)}

def either(x, *reasons):
    return {"contains": x, "verdict_in": [C, I], "reason_in": list(reasons)}

NOEV = "CLAIM_WITHOUT_TOOL_EVIDENCE"
NOPOL = ("NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")
NLIC = "NLI_CONTRADICTION"

CASES, REPAIRS = [], []
_counter = {"c": 0, "r": 0}

class Bundle:
    def __init__(self, scenario, domain, question, now, evidence):
        self.scenario, self.domain, self.question, self.now, self.evidence = scenario, domain, question, now, evidence

    def _case(self, cid, draft):
        c = {"schema": "halcheck.case/1", "id": cid, "question": self.question, "draft": draft,
             "evidence": self.evidence}
        if self.now:
            c["now"] = self.now
        return c

    def ok(self, draft, probes, incl, notes):
        _counter["c"] += 1
        cid = "w30-%03d-%s" % (_counter["c"], self.scenario)
        CASES.append({"case": self._case(cid, draft),
                      "expect": {"probes": probes, "outcome_in": ["sent"], "final_excludes": [],
                                 "final_includes": list(incl)},
                      "meta": self._meta([], notes)})

    def bad(self, draft, probes, errors, excl, notes):
        _counter["c"] += 1
        cid = "w30-%03d-%s-%s" % (_counter["c"], self.scenario, errors[0].replace("_", "-"))
        CASES.append({"case": self._case(cid, draft),
                      "expect": {"probes": probes, "outcome_in": None, "final_excludes": list(excl),
                                 "final_includes": []},
                      "meta": self._meta(list(errors), notes)})

    def repair(self, draft, probes, errors, excl, incl, notes):
        _counter["r"] += 1
        cid = "w30-r%02d-%s" % (_counter["r"], self.scenario)
        REPAIRS.append({"case": self._case(cid, draft),
                        "expect": {"probes": probes, "outcome_in": ["repaired"], "final_excludes": list(excl),
                                   "final_includes": list(incl)},
                        "meta": self._meta(list(errors), notes)})

    def _meta(self, errors, notes):
        return {"writer": "w30", "domain": self.domain, "scenario": self.scenario,
                "api_family": "ERP sales-order OData (SAP/NetSuite-like)", "errors": errors, "notes": notes}


def selfcheck():
    problems = []
    for line in CASES + REPAIRS:
        d = line["case"]["draft"]
        cid = line["case"]["id"]
        for p in line["expect"]["probes"]:
            n = d.count(p["contains"])
            if n != 1:
                problems.append("%s: probe %r occurs %d times" % (cid, p["contains"], n))
        for x in line["expect"]["final_excludes"]:
            if x not in d:
                problems.append("%s: exclude %r not in draft" % (cid, x))
        inc = line["expect"]["final_includes"]
        if line in REPAIRS:
            if not any(all(alt not in d for alt in e.split("|")) for e in inc):
                problems.append("%s: no correction entry absent from draft" % cid)
        else:
            for x in inc:
                if x not in d:
                    problems.append("%s: include %r not in draft" % (cid, x))
        nbad = sum(1 for p in line["expect"]["probes"] if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"])
        if len(line["meta"]["errors"]) != nbad:
            problems.append("%s: %d errors vs %d wrong probes" % (cid, len(line["meta"]["errors"]), nbad))
        ids = [e["id"] for e in line["case"]["evidence"]]
        if len(ids) != len(set(ids)):
            problems.append("%s: duplicate evidence ids" % cid)
    return problems


if __name__ == "__main__":
    sys.path.insert(0, HERE)
    sys.modules["write_cases"] = sys.modules["__main__"]
    import importlib
    for mod in sorted(f[:-3] for f in os.listdir(HERE) if f.startswith("bundles_") and f.endswith(".py")):
        importlib.import_module(mod)
    probs = selfcheck()
    for p in probs:
        print("SELFCHECK:", p)
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for line in CASES:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for line in REPAIRS:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    nok = sum(1 for l in CASES if not l["meta"]["errors"])
    print("cases %d (correct %d, wrong %d), repair %d" % (len(CASES), nok, len(CASES) - nok, len(REPAIRS)))
    from collections import Counter
    print(Counter(e for l in CASES + REPAIRS for e in l["meta"]["errors"]))
