"""Own sanity check: includes/keeps must sit in sentences that hold no exclude."""
import json, re
def sents(t):
    return [x for x in re.split(r'(?<=[.!?])\s+|\n+', t) if x.strip()]
for fn in ("cases.jsonl", "repair.jsonl"):
    for line in open(fn):
        d = json.loads(line); dr = d["case"]["draft"]; ex = d["expect"]["final_excludes"]
        incs = d["expect"]["final_includes"]
        if fn == "repair.jsonl": incs = incs[1:]
        for inc in incs:
            for alt in inc.split("|"):
                for s in sents(dr):
                    if alt in s and any(x in s for x in ex):
                        print(fn, d["case"]["id"], repr(alt), "|", s[:90])
