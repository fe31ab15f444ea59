"""Assemble w59's bundles into cases.jsonl and repair.jsonl, with sanity checks."""
import glob, importlib, json, os, re, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

API = ("Twilio-style communications REST (sid ids CA/SM/CF/RE, RFC 2822 dates, negative decimal price "
       "strings with price_unit, duration seconds as strings, paged lists) plus a separate billing API")

WORDY = re.compile(r"\b(today|tomorrow|yesterday|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next week|this week)\b", re.I)


def sentences(text):
    parts, start = [], 0
    for m in re.finditer(r"(?<=[.!?])\s+|\n+", text):
        parts.append(text[start:m.start()])
        start = m.end()
    parts.append(text[start:])
    return parts


def check(case_id, b, c, kind):
    d = c["draft"]
    probes = c["probes"]
    assert probes, case_id
    for p in probes:
        n = d.count(p["contains"])
        assert n == 1, f"{case_id}: probe {p['contains']!r} occurs {n} times"
    bad = [p for p in probes if p["verdict_in"] not in (["supported"], ["not_applicable"])]
    errs = c.get("errors", [])
    if kind == "ok":
        assert not bad and not errs and not c.get("excl"), case_id
        for inc in c["incl"]:
            assert inc in d, f"{case_id}: include {inc!r} not in draft"
        assert 1 <= len(c["incl"]) <= 2, case_id
    else:
        assert len(bad) == len(errs), f"{case_id}: {len(bad)} bad probes vs {len(errs)} errors"
        assert 1 <= len(errs) <= (3 if kind == "bad" else 2), case_id
        assert c["excl"], case_id
        sents = sentences(d)
        for ex in c["excl"]:
            assert ex in d, f"{case_id}: exclude {ex!r} not in draft"
            for s in sents:
                if ex in s:
                    assert any(p["contains"] in s or s in p["contains"] for p in bad), \
                        f"{case_id}: exclude {ex!r} in a sentence with no wrong probe: {s!r}"
        if kind == "repair":
            fix = c["incl"][0].split("|")
            assert not any(a in d for a in fix), f"{case_id}: correction already in draft"
            for inc in c["incl"][1:]:
                assert any(a in d for a in inc.split("|")), f"{case_id}: keep {inc!r} absent"
    now = c.get("now", b.NOW)
    if WORDY.search(d):
        assert now, f"{case_id}: relative date without now"
    ids = [e["id"] for e in c.get("evidence", b.EVIDENCE)]
    assert len(ids) == len(set(ids)), case_id


def main():
    cases, repairs = [], []
    n = r = 0
    errs = collections.Counter()
    kinds = collections.Counter()
    for path in sorted(glob.glob(os.path.join(HERE, "bundle_*.py"))):
        b = importlib.import_module(os.path.basename(path)[:-3])
        for c in b.CASES:
            kind = c["kind"]
            kinds[kind] += 1
            for e in c.get("errors", []):
                errs[e] += 1
            if kind == "repair":
                r += 1
                cid = f"w59-r{r:02d}-{b.SCENARIO}"
            else:
                n += 1
                cid = f"w59-{n:03d}-{b.SCENARIO}"
                if c.get("errors"):
                    cid += "-" + c["errors"][0].replace("_", "-")
            check(cid, b, c, kind)
            case = {"schema": "halcheck.case/1", "id": cid,
                    "question": c.get("question", b.QUESTION), "draft": c["draft"],
                    "evidence": c.get("evidence", b.EVIDENCE)}
            now = c.get("now", b.NOW)
            if now:
                case["now"] = now
            expect = {"probes": c["probes"],
                      "outcome_in": ["sent"] if kind == "ok" else (["repaired"] if kind == "repair" else None),
                      "final_excludes": c.get("excl", []), "final_includes": c["incl"]}
            meta = {"writer": "w59", "domain": b.DOMAIN, "scenario": b.SCENARIO, "api_family": API,
                    "errors": c.get("errors", []), "notes": c["notes"]}
            line = {"case": case, "expect": expect, "meta": meta}
            (repairs if kind == "repair" else cases).append(line)
    allids = [x["case"]["id"] for x in cases + repairs]
    assert len(allids) == len(set(allids))
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for x in cases:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for x in repairs:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    print("kinds", dict(kinds))
    print("errors", dict(sorted(errs.items())))
    subtle = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
              "unrecorded_extra", "unlisted_perk", "stale_value"}
    print("subtle share", sum(v for k, v in errs.items() if k in subtle), "/", sum(errs.values()))


if __name__ == "__main__":
    main()
