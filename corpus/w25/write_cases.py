"""w25 corpus writer. Each bundle module (b_*.py) defines its evidence and drafts by hand;
this file only holds the small helpers that turn them into JSONL lines and sanity-check spans."""
import json, os, importlib, sys

HERE = os.path.dirname(os.path.abspath(__file__))
API = "field-service management (jobs, appointments, technicians, estimates, invoices, agreements)"
CASES, REPAIRS = [], []

V = {"S": ["supported"], "NA": ["not_applicable"], "C": ["contradicted"],
     "I": ["insufficient_evidence"], "CI": ["contradicted", "insufficient_evidence"]}


def _probe(draft, p):
    span, code, *reasons = p
    assert draft.count(span) == 1, (span, draft.count(span), draft)
    d = {"contains": span, "verdict_in": V[code]}
    if reasons:
        assert code in ("C", "I", "CI")
        d["reason_in"] = list(reasons)
    else:
        assert code in ("S", "NA"), p
    return d


class Bundle:
    def __init__(self, scenario, domain, evidence, question, now=None):
        ids = [e["id"] for e in evidence]
        assert len(ids) == len(set(ids)), ids
        self.scenario, self.domain, self.evidence = scenario, domain, evidence
        self.question, self.now = question, now

    def _case(self, cid, draft, question, now):
        c = {"schema": "halcheck.case/1", "id": cid, "question": question or self.question,
             "draft": draft, "evidence": self.evidence}
        if now or self.now:
            c["now"] = now or self.now
        return c

    def _meta(self, errors, notes):
        return {"writer": "w25", "domain": self.domain, "scenario": self.scenario,
                "api_family": API, "errors": errors, "notes": notes}

    def ok(self, draft, probes, includes, notes, question=None, now=None):
        n = len(CASES) + 1
        cid = f"w25-{n:03d}-{self.scenario}"
        for inc in includes:
            assert inc in draft, inc
        CASES.append({"case": self._case(cid, draft, question, now),
                      "expect": {"probes": [_probe(draft, p) for p in probes], "outcome_in": ["sent"],
                                 "final_excludes": [], "final_includes": includes},
                      "meta": self._meta([], notes)})

    def bad(self, draft, probes, errors, excludes, notes, question=None, now=None, includes=()):
        n = len(CASES) + 1
        cid = f"w25-{n:03d}-{self.scenario}-{errors[0].replace('_', '-')}"
        assert errors and len(errors) <= 3
        for x in excludes:
            assert draft.count(x) == 1, x
        assert any(p[1] in ("C", "I", "CI") for p in probes)
        CASES.append({"case": self._case(cid, draft, question, now),
                      "expect": {"probes": [_probe(draft, p) for p in probes], "outcome_in": None,
                                 "final_excludes": excludes, "final_includes": list(includes)},
                      "meta": self._meta(errors, notes)})

    def rep(self, draft, probes, errors, excludes, includes, notes, question=None, now=None):
        n = len(REPAIRS) + 1
        cid = f"w25-r{n:02d}-{self.scenario}"
        assert 1 <= len(errors) <= 2
        for x in excludes:
            assert draft.count(x) == 1, x
        for alt in includes[0].split("|"):
            assert alt not in draft, ("correction already in draft", alt)
        for inc in includes[1:]:
            assert any(a in draft for a in inc.split("|")), inc
        REPAIRS.append({"case": self._case(cid, draft, question, now),
                        "expect": {"probes": [_probe(draft, p) for p in probes], "outcome_in": ["repaired"],
                                   "final_excludes": excludes, "final_includes": includes},
                        "meta": self._meta(errors, notes)})


def main():
    sys.path.insert(0, HERE)
    mods = sorted(f[:-3] for f in os.listdir(HERE) if f.startswith("b_") and f.endswith(".py"))
    for m in mods:
        importlib.import_module(m).build(Bundle)
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for c in REPAIRS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    ok = sum(1 for c in CASES if not c["meta"]["errors"])
    print(f"cases {len(CASES)} (correct {ok}, wrong {len(CASES) - ok}), repair {len(REPAIRS)}")


if __name__ == "__main__":
    main()
