"""Assemble the hand-written w60 bundles into cases.jsonl / repair.jsonl, asserting label hygiene."""
import glob, importlib.util, json, os, re, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
API = ("MongoDB Extended JSON exports ($oid ids, $date ISO/$numberLong dates, $numberDecimal money, "
       "$numberInt counts, embedded sub-document arrays, $oid references, soft-delete deletedAt)")
ERRS = set("""wrong_amount wrong_date wrong_time wrong_id wrong_state wrong_quantity wrong_name wrong_value
wrong_period wrong_policy_condition refused_call_effect invented_promise invented_fact unit_conversion
wrong_arithmetic other_record_value wrong_role condition_unmet unrecorded_extra unlisted_perk stale_value""".split())
BAD = {"contradicted", "insufficient_evidence"}


def load():
    out = []
    for f in sorted(glob.glob(os.path.join(HERE, "bundle_*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(f)[:-3], f)
        m = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(m)
        out.extend(m.BUNDLES)
    return out


def segments(draft):
    pos = 0
    for part in re.split(r"(?<=[.!?])\s+|\n+", draft):
        i = draft.find(part, pos)
        if re.search(r"[A-Za-z0-9]{2,}", part):
            yield i, i + len(part), part
        pos = i + len(part)


def check(cid, c, evidence, repair):
    d = c["draft"]
    ids = [e["id"] for e in evidence]
    assert len(ids) == len(set(ids)), cid
    spans = []
    for p in c["probes"]:
        k = p["contains"]
        assert d.count(k) == 1, (cid, "probe count", k, d.count(k))
        s = d.find(k)
        spans.append((s, s + len(k), p))
        for v in p["verdict_in"]:
            assert v in {"supported", "contradicted", "insufficient_evidence", "not_applicable"}
        if set(p["verdict_in"]) & BAD:
            assert p.get("reason_in"), (cid, k)
        else:
            assert "reason_in" not in p, (cid, k)
    for a, b, text in segments(d):
        assert any(s < b and e > a for s, e, _ in spans), (cid, "unprobed sentence", text)
    nbad = sum(1 for _, _, p in spans if set(p["verdict_in"]) & BAD)
    assert nbad == len(c["errors"]), (cid, "errors vs bad probes", nbad, c["errors"])
    for e in c["errors"]:
        assert e in ERRS, (cid, e)
    for x in c["excludes"]:
        assert x in d, (cid, "exclude not in draft", x)
        for s, e, p in spans:
            if p["verdict_in"] == ["supported"]:
                assert x not in p["contains"], (cid, "exclude inside supported probe", x)
        # exclude must sit in a segment that holds a bad probe
        for m in re.finditer(re.escape(x), d):
            seg = [(a, b) for a, b, _ in segments(d) if a <= m.start() < b]
            assert seg and any(s < seg[0][1] and e > seg[0][0] and set(p["verdict_in"]) & BAD
                               for s, e, p in spans), (cid, "exclude in clean sentence", x)
    if repair:
        assert 1 <= nbad <= 2, (cid, "repair needs 1-2 errors")
        inc = c["includes"]
        assert inc, cid
        corr = inc[0].split("|")
        assert not any(a in d for a in corr), (cid, "correction already in draft", inc[0])
        for other in inc[1:]:
            assert any(a in d for a in other.split("|")), (cid, "kept specific not in draft", other)
        assert c["excludes"], cid
    elif nbad == 0:
        assert not c["excludes"], cid
        assert c["includes"] and all(x in d for x in c["includes"]), (cid, "includes")
    else:
        assert c["excludes"], (cid, "wrong case without excludes")
        assert 1 <= nbad <= 3


def main():
    bundles = load()
    cases, repairs = [], []
    n = r = 0
    seen = set()
    stats = collections.Counter()
    errs = collections.Counter()
    doms = collections.Counter()
    for b in bundles:
        for kind, lst in (("case", b["cases"]), ("repair", b["repairs"])):
            for c in lst:
                repair = kind == "repair"
                ev = c["evidence"] or b["evidence"]
                if repair:
                    r += 1
                    cid = f"w60-r{r:02d}-{b['scenario']}"
                else:
                    n += 1
                    cid = f"w60-{n:03d}-{b['scenario']}" + (f"-{c['tag']}" if c["tag"] else "")
                assert cid not in seen, cid
                seen.add(cid)
                check(cid, c, ev, repair)
                bad = bool(c["errors"])
                case = {"schema": "halcheck.case/1", "id": cid, "question": c["question"] or b["question"],
                        "draft": c["draft"], "evidence": ev}
                now = c["now"] or b.get("now")
                if now:
                    case["now"] = now
                line = {"case": case,
                        "expect": {"probes": c["probes"],
                                   "outcome_in": ["repaired"] if repair else (None if bad else ["sent"]),
                                   "final_excludes": c["excludes"], "final_includes": c["includes"]},
                        "meta": {"writer": "w60", "domain": b["domain"], "scenario": b["scenario"],
                                 "api_family": API, "errors": c["errors"], "notes": c["notes"]}}
                (repairs if repair else cases).append(line)
                stats["repair" if repair else ("wrong" if bad else "correct")] += 1
                doms[b["domain"]] += 1
                for e in c["errors"]:
                    errs[("repair:" if repair else "") + e] += 1
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for l in cases:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for l in repairs:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    print("bundles", len(bundles), dict(stats))
    print("domains", dict(doms))
    print("errors", dict(sorted(errs.items())))


if __name__ == "__main__":
    main()
