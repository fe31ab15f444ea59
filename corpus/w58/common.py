"""Small helpers for writer w58. Drafts, records and policies are written by hand in bundle_*.py."""
import calendar, re

WRITER = "w58"
API_FAMILY = "search-index JSON (Elasticsearch-like hits/_source/aggregations)"
CASES, REPAIRS = [], []

BZ_OFFSET_H = 6  # America/Belize is UTC-6 all year


def ems(y, mo, d, h=0, mi=0):
    """Epoch milliseconds for a local Belize wall-clock time."""
    return (calendar.timegm((y, mo, d, h, mi, 0)) + BZ_OFFSET_H * 3600) * 1000


def hit(index, _id, score, source):
    return {"_index": index, "_id": _id, "_score": score, "_source": source}


def search(hits, aggs=None, took=7):
    body = {"took": took, "timed_out": False,
            "_shards": {"total": 1, "successful": 1, "skipped": 0, "failed": 0},
            "hits": {"total": {"value": len(hits), "relation": "eq"},
                     "max_score": max((h["_score"] for h in hits), default=None),
                     "hits": hits}}
    if aggs is not None:
        body["aggregations"] = aggs
    return body


def rec(eid, tool, fields):
    return {"id": eid, "kind": "record", "source": "tool:" + tool, "fields": fields}


def pol(eid, text, revision=None):
    e = {"id": eid, "kind": "policy", "text": text}
    if revision:
        e["revision"] = revision
    return e


def passage(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


class Bundle:
    def __init__(self, scenario, domain, question, evidence, now=None):
        self.scenario, self.domain, self.question, self.evidence, self.now = scenario, domain, question, evidence, now


VMAP = {"S": ["supported"], "N": ["not_applicable"], "C": ["contradicted"],
        "I": ["insufficient_evidence"], "CI": ["contradicted", "insufficient_evidence"]}


def P(span, v, reasons=None):
    p = {"contains": span, "verdict_in": VMAP[v]}
    if v in ("C", "I", "CI"):
        assert reasons, span
        p["reason_in"] = list(reasons)
    return p


def _case(b, cid, draft, probes, now, question):
    c = {"schema": "halcheck.case/1", "id": cid, "question": question or b.question,
         "draft": draft, "evidence": b.evidence}
    n = now or b.now
    if n:
        c["now"] = n
    return c


def _meta(b, errors, notes):
    return {"writer": WRITER, "domain": b.domain, "scenario": b.scenario, "api_family": API_FAMILY,
            "errors": list(errors), "notes": notes}


def ok(b, draft, probes, includes, notes, now=None, question=None):
    CASES.append(dict(kind="ok", b=b, draft=draft, probes=probes, includes=includes, excludes=[],
                      errors=[], notes=notes, now=now, question=question))


def bad(b, draft, probes, errors, excludes, notes, now=None, question=None):
    CASES.append(dict(kind="bad", b=b, draft=draft, probes=probes, includes=[], excludes=excludes,
                      errors=errors, notes=notes, now=now, question=question))


def rep(b, draft, probes, errors, excludes, includes, notes, now=None, question=None):
    REPAIRS.append(dict(kind="rep", b=b, draft=draft, probes=probes, includes=includes, excludes=excludes,
                        errors=errors, notes=notes, now=now, question=question))


def build():
    out_c, out_r = [], []
    n = 0
    for c in CASES:
        n += 1
        cid = f"{WRITER}-{n:03d}-{c['b'].scenario}"
        if c["errors"]:
            cid += "-" + c["errors"][0].replace("_", "-")
        out_c.append(_line(c, cid))
    for i, c in enumerate(REPAIRS, 1):
        out_r.append(_line(c, f"{WRITER}-r{i:02d}-{c['b'].scenario}"))
    return out_c, out_r


def _line(c, cid):
    b = c["b"]
    outcome = ["sent"] if c["kind"] == "ok" else (["repaired"] if c["kind"] == "rep" else None)
    return {"case": _case(b, cid, c["draft"], c["probes"], c["now"], c["question"]),
            "expect": {"probes": c["probes"], "outcome_in": outcome,
                       "final_excludes": c["excludes"], "final_includes": c["includes"]},
            "meta": _meta(b, c["errors"], c["notes"])}


REL = re.compile(r"\b(today|tomorrow|tonight|yesterday|this (morning|afternoon|evening|week)|next week|"
                 r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", re.I)


def sentences(text):
    parts, start = [], 0
    for m in re.finditer(r"(?<=[.!?])\s+|\n+", text):
        if re.search(r"\b(Mr|Mrs|Ms|Dr|St|Mt)\.$", text[start:m.start()]):
            continue
        parts.append((start, m.start()))
        start = m.end()
    parts.append((start, len(text)))
    return [(s, e) for s, e in parts if text[s:e].strip()]


def check(line, kind):
    c, ex, m = line["case"], line["expect"], line["meta"]
    d = c["draft"]
    errs = []
    ids = [e["id"] for e in c["evidence"]]
    if len(ids) != len(set(ids)):
        errs.append("dup evidence id")
    spans = []
    for p in ex["probes"]:
        k = d.count(p["contains"])
        if k != 1:
            errs.append(f"probe occurs {k}x: {p['contains']!r}")
        else:
            i = d.index(p["contains"])
            spans.append((i, i + len(p["contains"]), p["verdict_in"]))
    # every sentence has a probe
    for s, e in sentences(d):
        if not any(a < e and b > s for a, b, _ in spans):
            txt = d[s:e].strip()
            if (len(txt.split()) >= 4 or re.search(r"\d", txt)) and not re.match(r"^(With|Warm|Kind|Yours|Sincerely|Best|Regards|Dear|Hello|Hi|Good|—|-)", txt):
                errs.append(f"sentence without probe: {txt!r}")
    wrong = [p for p in ex["probes"] if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"]]
    if kind == "ok":
        if wrong:
            errs.append("ok case has wrong probes")
        if m["errors"] or ex["final_excludes"]:
            errs.append("ok case has errors/excludes")
        for inc in ex["final_includes"]:
            if inc not in d:
                errs.append(f"include missing {inc!r}")
        if not ex["final_includes"]:
            errs.append("no includes")
    else:
        if not wrong:
            errs.append("bad case without wrong probes")
        if not (1 <= len(m["errors"]) <= 3):
            errs.append("errors count")
        if len(m["errors"]) != len(wrong):
            errs.append(f"errors {len(m['errors'])} vs wrong probes {len(wrong)}")
        if not ex["final_excludes"]:
            errs.append("no excludes")
        for x in ex["final_excludes"]:
            if x not in d:
                errs.append(f"exclude not in draft {x!r}")
            for s, e in sentences(d):
                seg = d[s:e]
                if x in seg:
                    inside = [v for a, b, v in spans if a < e and b > s]
                    if all(("supported" in v or "not_applicable" in v) for v in inside):
                        errs.append(f"exclude {x!r} in a correct sentence")
    if kind == "rep":
        if len(m["errors"]) > 2:
            errs.append("repair with >2 errors")
        corr = [inc for inc in ex["final_includes"] if not any(a in d for a in inc.split("|"))]
        keep = [inc for inc in ex["final_includes"] if any(a in d for a in inc.split("|"))]
        if not corr:
            errs.append("repair has no correction include")
        if not keep:
            errs.append("repair has no kept include")
        for inc in ex["final_includes"]:
            for x in ex["final_excludes"]:
                for a in inc.split("|"):
                    if x in a:
                        errs.append(f"include {a!r} holds exclude {x!r}")
    if REL.search(d) and "now" not in c:
        errs.append("relative date without now")
    return errs
