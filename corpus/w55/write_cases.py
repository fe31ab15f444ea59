"""Assemble w55's hand-written bundles into cases.jsonl and repair.jsonl, asserting label hygiene."""
import importlib, json, re, glob, os, sys
from common import check_unit

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
API = "PayPal-style Orders and Payments REST (v2 checkout orders, captures, refunds)"
OK = {"supported", "not_applicable"}


def sentences(text):
    parts = re.split(r"(?<=[.!?])\s+|\n+", text)
    return [p for p in parts if p.strip()]


def walk_units(obj):
    if isinstance(obj, dict):
        if "purchase_units" in obj:
            for pu in obj["purchase_units"]:
                check_unit(pu)
        for v in obj.values():
            walk_units(v)
    elif isinstance(obj, list):
        for v in obj:
            walk_units(v)


def build(b, c, cid, kind):
    draft = c["draft"]
    ev = c.get("evidence", b["evidence"])
    ids = [e["id"] for e in ev]
    assert len(ids) == len(set(ids)), cid
    walk_units(ev)
    probes = c["probes"]
    assert probes, cid
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, (cid, p["contains"], n)
    bad = [p for p in probes if not set(p["verdict_in"]) <= OK]
    errors = c.get("errors", [])
    excludes = c.get("excludes", [])
    includes = c.get("includes", [])
    assert len(errors) == len(bad), (cid, errors, [p["contains"] for p in bad])
    if kind == "ok":
        assert not errors and not excludes, cid
        assert includes, cid
        for inc in includes:
            assert inc in draft, (cid, inc)
    else:
        assert 1 <= len(errors) <= (2 if kind == "repair" else 3), cid
        assert excludes, cid
        bad_sents = [s for s in sentences(draft) if any(p["contains"] in s for p in bad)]
        for x in excludes:
            assert x in draft, (cid, x)
            for s in sentences(draft):
                if x in s:
                    assert s in bad_sents, (cid, x, s)
    if kind == "repair":
        assert includes, cid
        first = includes[0].split("|")
        assert all(a not in draft for a in first), (cid, "correction already in draft", first)
        for inc in includes[1:]:
            assert any(a in draft for a in inc.split("|")), (cid, inc)
    case = {"schema": "halcheck.case/1", "id": cid,
            "question": c.get("question", b["question"]), "draft": draft, "evidence": ev}
    now = c.get("now", b.get("now"))
    if now:
        case["now"] = now
    outcome = ["sent"] if kind == "ok" else (["repaired"] if kind == "repair" else None)
    return {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome,
                       "final_excludes": excludes, "final_includes": includes},
            "meta": {"writer": "w55", "domain": b["domain"], "scenario": b["scenario"], "api_family": API,
                     "errors": errors, "notes": c["notes"]}}


def main():
    bundles = []
    for f in sorted(glob.glob(os.path.join(HERE, "bundle_*.py"))):
        mod = importlib.import_module(os.path.basename(f)[:-3])
        bundles.extend(mod.BUNDLES)
    cases, repairs = [], []
    n = r = 0
    seen = set()
    for b in bundles:
        for c in b["cases"]:
            n += 1
            kind = "ok" if not c.get("errors") else "wrong"
            cid = f"w55-{n:03d}-{b['scenario']}"
            if kind == "wrong":
                cid += "-" + c["errors"][0].replace("_", "-")
            cases.append(build(b, c, cid, kind))
        rep = b.get("repair")
        if rep:
            r += 1
            cid = f"w55-r{r:02d}-{b['scenario']}"
            repairs.append(build(b, rep, cid, "repair"))
    for x in cases + repairs:
        assert x["case"]["id"] not in seen
        seen.add(x["case"]["id"])
    with open(os.path.join(HERE, "cases.jsonl"), "w") as fh:
        for x in cases:
            fh.write(json.dumps(x, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as fh:
        for x in repairs:
            fh.write(json.dumps(x, ensure_ascii=False) + "\n")
    ok = sum(1 for x in cases if not x["meta"]["errors"])
    from collections import Counter
    errs = Counter(e for x in cases + repairs for e in x["meta"]["errors"])
    domains = Counter(b["domain"] for b in bundles)
    print(f"bundles={len(bundles)} cases={len(cases)} correct={ok} wrong={len(cases)-ok} repair={len(repairs)}")
    print("domains:", dict(domains))
    print("errors:", dict(sorted(errs.items())))


if __name__ == "__main__":
    main()
