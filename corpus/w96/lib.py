"""Small serialisation helpers for w96. Each draft, record and policy is written by hand in batch_*.py."""
import json

WRITER = "w96"
API_FAMILY = "jCal (RFC 7265) calendars + booking ledger in øre + guide roster"
CASES, REPAIRS = [], []


def S(contains):
    return {"contains": contains, "verdict_in": ["supported"]}


def NA(contains):
    return {"contains": contains, "verdict_in": ["not_applicable"]}


def C(contains, *reasons):
    return {"contains": contains, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(contains, *reasons):
    return {"contains": contains, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(contains, *reasons):
    return {"contains": contains, "verdict_in": ["contradicted", "insufficient_evidence"],
            "reason_in": list(reasons)}


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


class Bundle:
    def __init__(self, scenario, domain, question, evidence, now=None):
        self.scenario, self.domain, self.question, self.evidence, self.now = scenario, domain, question, evidence, now

    def _case(self, cid, draft, question=None, now=None):
        c = {"schema": "halcheck.case/1", "id": cid, "question": question or self.question,
             "draft": draft, "evidence": self.evidence}
        n = now or self.now
        if n:
            c["now"] = n
        return c

    def _meta(self, errors, notes):
        return {"writer": WRITER, "domain": self.domain, "scenario": self.scenario,
                "api_family": API_FAMILY, "errors": errors, "notes": notes}

    def ok(self, draft, probes, includes, notes, question=None, now=None):
        cid = f"{WRITER}-{len(CASES) + 1:03d}-{self.scenario}"
        CASES.append({"case": self._case(cid, draft, question, now),
                      "expect": {"probes": probes, "outcome_in": ["sent"], "final_excludes": [],
                                 "final_includes": includes},
                      "meta": self._meta([], notes)})

    def bad(self, tag, draft, probes, excludes, errors, notes, question=None, now=None):
        cid = f"{WRITER}-{len(CASES) + 1:03d}-{self.scenario}-{tag}"
        CASES.append({"case": self._case(cid, draft, question, now),
                      "expect": {"probes": probes, "outcome_in": None, "final_excludes": excludes,
                                 "final_includes": []},
                      "meta": self._meta(errors, notes)})

    def fix(self, draft, probes, includes, excludes, errors, notes, question=None, now=None):
        cid = f"{WRITER}-r{len(REPAIRS) + 1:02d}-{self.scenario}"
        REPAIRS.append({"case": self._case(cid, draft, question, now),
                        "expect": {"probes": probes, "outcome_in": ["repaired"], "final_excludes": excludes,
                                   "final_includes": includes},
                        "meta": self._meta(errors, notes)})


def check(line, kind):
    c, e, m = line["case"], line["expect"], line["meta"]
    d = c["draft"]
    errs = []
    for p in e["probes"]:
        n = d.count(p["contains"])
        if n != 1:
            errs.append(f"probe {p['contains']!r} occurs {n}x")
    sup = [p["contains"] for p in e["probes"] if p["verdict_in"] in (["supported"], ["not_applicable"])]
    bad = [p for p in e["probes"] if "supported" not in p["verdict_in"] and p["verdict_in"] != ["not_applicable"]]
    for x in e["final_excludes"]:
        if x not in d:
            errs.append(f"exclude {x!r} not in draft")
        for s in sup:
            if x in s:
                errs.append(f"exclude {x!r} inside supported probe {s!r}")
    if kind == "ok":
        if bad or m["errors"]:
            errs.append("correct case with non-supported probe/errors")
        for x in e["final_includes"]:
            if x not in d:
                errs.append(f"include {x!r} not in draft")
    elif kind == "bad":
        if not bad or not m["errors"] or not e["final_excludes"]:
            errs.append("wrong case needs a non-supported probe, errors and excludes")
        if len(m["errors"]) > 3:
            errs.append("too many errors")
    else:
        if not bad or not (1 <= len(m["errors"]) <= 2):
            errs.append("repair case needs 1-2 errors")
        first = e["final_includes"][0].split("|")
        if any(a in d for a in first):
            errs.append(f"correction {first} already in draft")
        for ent in e["final_includes"][1:]:
            if not any(a in d for a in ent.split("|")):
                errs.append(f"include {ent!r} not in draft")
    ids = [ev["id"] for ev in c["evidence"]]
    if len(ids) != len(set(ids)):
        errs.append("duplicate evidence id")
    return errs


def write(folder):
    problems = 0
    seen = set()
    for kind_lines, fname in ((CASES, "cases.jsonl"), (REPAIRS, "repair.jsonl")):
        with open(f"{folder}/{fname}", "w", encoding="utf-8") as f:
            for line in kind_lines:
                kind = "fix" if fname == "repair.jsonl" else ("ok" if line["expect"]["outcome_in"] == ["sent"] else "bad")
                errs = check(line, kind)
                if line["case"]["id"] in seen:
                    errs.append("duplicate id")
                seen.add(line["case"]["id"])
                for x in errs:
                    problems += 1
                    print(line["case"]["id"], x)
                f.write(json.dumps(line, ensure_ascii=False) + "\n")
    ok = sum(1 for l in CASES if l["expect"]["outcome_in"] == ["sent"])
    print(f"cases={len(CASES)} correct={ok} wrong={len(CASES) - ok} repair={len(REPAIRS)} self-check problems={problems}")
