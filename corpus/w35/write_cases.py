"""Run every business script, then number the lines and write cases.jsonl / repair.jsonl.

    python3 write_cases.py
"""
import json
import os
import runpy

from common import HERE, PARTS, WRITER

BUSINESSES = ["phone", "laptop", "camera", "drone", "refurb", "smarthome"]


def main():
    for key in BUSINESSES:
        path = os.path.join(HERE, "biz_%s.py" % key)
        if os.path.exists(path):
            runpy.run_path(path, run_name="__main__")
    cases, repairs = [], []
    for key in BUSINESSES:
        for name, acc in (("cases", cases), ("repair", repairs)):
            p = os.path.join(PARTS, "%s.%s.jsonl" % (key, name))
            if os.path.exists(p):
                with open(p) as f:
                    acc.extend(json.loads(line) for line in f if line.strip())
    for i, r in enumerate(cases, 1):
        errs = r["meta"]["errors"]
        suffix = ("-" + errs[0].replace("_", "-")) if errs else ""
        r["case"]["id"] = "%s-%03d-%s%s" % (WRITER, i, r["meta"]["scenario"], suffix)
    for i, r in enumerate(repairs, 1):
        r["case"]["id"] = "%s-r%02d-%s" % (WRITER, i, r["meta"]["scenario"])
    for name, rows in (("cases.jsonl", cases), ("repair.jsonl", repairs)):
        with open(os.path.join(HERE, name), "w") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    nc = sum(1 for r in cases if not r["meta"]["errors"])
    print("total: %d cases (%d correct, %d wrong), %d repair" % (len(cases), nc, len(cases) - nc,
                                                                 len(repairs)))


if __name__ == "__main__":
    main()
