"""Collect w03's hand-written scenario batches and (re)write cases.jsonl / repair.jsonl with self-checks."""
import importlib, json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

def check(line, is_repair):
    c, e = line["case"], line["expect"]
    d = c["draft"]
    probs = []
    ids = [ev["id"] for ev in c["evidence"]]
    if len(ids) != len(set(ids)):
        probs.append("dup evidence id")
    for p in e["probes"]:
        n = d.count(p["contains"])
        if n != 1:
            probs.append(f"probe {p['contains']!r} occurs {n}x")
    for x in e["final_excludes"]:
        if x not in d:
            probs.append(f"exclude {x!r} not in draft")
    errs = line["meta"]["errors"]
    if not is_repair:
        if errs and not e["final_excludes"]:
            probs.append("wrong case without excludes")
        if not errs:
            for inc in e["final_includes"]:
                if not any(a in d for a in inc.split("|")):
                    probs.append(f"include {inc!r} not in draft")
            if any(set(p["verdict_in"]) & {"contradicted", "insufficient_evidence"} for p in e["probes"]):
                probs.append("correct case with bad probe")
    else:
        absent = [inc for inc in e["final_includes"] if not any(a in d for a in inc.split("|"))]
        if len(absent) < 1:
            probs.append("repair: no correction include absent from draft")
        if not (1 <= len(errs) <= 2):
            probs.append("repair: errors count")
    nbad = sum(1 for p in e["probes"] if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"])
    if errs and nbad != len(errs):
        probs.append(f"errors {len(errs)} vs bad probes {nbad}")
    return probs

def main():
    cases, reps = [], []
    for i in range(1, 20):
        name = f"b{i:02d}"
        if not os.path.exists(os.path.join(HERE, name + ".py")):
            continue
        m = importlib.import_module(name)
        cases += m.CASES
        reps += m.REPAIRS
    seen = set()
    bad = 0
    for ln, rep in [(x, False) for x in cases] + [(x, True) for x in reps]:
        cid = ln["case"]["id"]
        if cid in seen:
            print("DUP ID", cid); bad += 1
        seen.add(cid)
        for p in check(ln, rep):
            print(cid, ":", p); bad += 1
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for x in cases:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for x in reps:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    ok = sum(1 for x in cases if not x["meta"]["errors"])
    print(f"cases {len(cases)} (correct {ok}, wrong {len(cases)-ok}); repair {len(reps)}; problems {bad}")
    from collections import Counter
    print(Counter(e for x in cases + reps for e in x["meta"]["errors"]))

if __name__ == "__main__":
    main()
