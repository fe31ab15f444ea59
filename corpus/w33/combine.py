"""Join parts/*.jsonl into cases.jsonl and repair.jsonl, in business order."""
import os
from collections import Counter
import json

HERE = os.path.dirname(os.path.abspath(__file__))
ORDER = ["bike", "scooter", "toll", "carshare", "parkride", "drivetest"]

for name in ("cases", "repair"):
    lines = []
    for key in ORDER:
        p = os.path.join(HERE, "parts", f"{key}.{name}.jsonl")
        if os.path.exists(p):
            with open(p, encoding="utf-8") as f:
                lines += [l for l in f if l.strip()]
    with open(os.path.join(HERE, f"{name}.jsonl"), "w", encoding="utf-8") as f:
        f.writelines(lines)
    rows = [json.loads(l) for l in lines]
    errs = Counter(e for r in rows for e in r["meta"]["errors"])
    ok = sum(1 for r in rows if not r["meta"]["errors"])
    print(f"{name}: {len(rows)} lines, {ok} correct, errors={dict(sorted(errs.items()))}")
