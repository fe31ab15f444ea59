"""Collects w24's business files and writes cases.jsonl / repair.jsonl with a few self-checks."""
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

BUSINESSES = ["b1_electronics", "b2_railways", "b3_broadband", "b4_health", "b5_edtech", "b6_grocery"]


def check(line, cid):
    d = line["case"]["draft"]
    ex = line["expect"]
    for p in ex["probes"]:
        n = d.count(p["contains"])
        assert n == 1, f"{cid}: probe {p['contains']!r} occurs {n} times"
    for e in ex["final_excludes"]:
        assert e in d, f"{cid}: exclude {e!r} not in draft"
    if line["_repair"]:
        assert any(all(a not in d for a in inc.split("|")) for inc in ex["final_includes"]), \
            f"{cid}: no correction entry absent from draft"
    else:
        for inc in ex["final_includes"]:
            assert any(a in d for a in inc.split("|")), f"{cid}: include {inc!r} not in draft"
    ids = [e["id"] for e in line["case"]["evidence"]]
    assert len(ids) == len(set(ids)), f"{cid}: duplicate evidence ids"
    errs = line["meta"]["errors"]
    if not line["_repair"] and not errs:
        assert not ex["final_excludes"], cid
        assert all(p["verdict_in"] in (["supported"], ["not_applicable"]) for p in ex["probes"]), cid


def main():
    cases, repairs = [], []
    for name in BUSINESSES:
        if not os.path.exists(os.path.join(HERE, name + ".py")):
            continue
        mod = importlib.import_module(name)
        for line in mod.CASES:
            cases.append(line)
        for line in mod.REPAIRS:
            repairs.append(line)
    out = []
    for i, line in enumerate(cases, 1):
        errs = line["meta"]["errors"]
        cid = f"w24-{i:03d}-{line['meta']['scenario']}" + (f"-{errs[0].replace('_', '-')}" if errs else "")
        line["case"]["id"] = cid
        check(line, cid)
        out.append(line)
    rout = []
    for i, line in enumerate(repairs, 1):
        cid = f"w24-r{i:02d}-{line['meta']['scenario']}"
        line["case"]["id"] = cid
        check(line, cid)
        rout.append(line)

    def dump(lines, fn):
        with open(os.path.join(HERE, fn), "w", encoding="utf-8") as f:
            for line in lines:
                obj = {"case": {"schema": line["case"].pop("schema"), "id": line["case"].pop("id"),
                                **line["case"]},
                       "expect": line["expect"], "meta": line["meta"]}
                f.write(json.dumps(obj, ensure_ascii=False) + "\n")

    dump(out, "cases.jsonl")
    dump(rout, "repair.jsonl")
    correct = sum(1 for x in out if not x["meta"]["errors"])
    from collections import Counter
    errc = Counter(e for x in out + rout for e in x["meta"]["errors"])
    print(f"cases {len(out)} (correct {correct}, wrong {len(out) - correct}), repair {len(rout)}")
    print(dict(sorted(errc.items())))


if __name__ == "__main__":
    main()
