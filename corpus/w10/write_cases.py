"""Serialise w10's hand-written cases (bNN.py files) into cases.jsonl and repair.jsonl."""
import glob, importlib, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib
here = os.path.dirname(os.path.abspath(__file__))
for f in sorted(glob.glob(os.path.join(here, "b[0-9][0-9].py"))):
    importlib.import_module(os.path.basename(f)[:-3])
with open(os.path.join(here, "cases.jsonl"), "w") as fh:
    for c in lib.CASES:
        fh.write(json.dumps(c, ensure_ascii=False) + "\n")
with open(os.path.join(here, "repair.jsonl"), "w") as fh:
    for c in lib.REPAIRS:
        fh.write(json.dumps(c, ensure_ascii=False) + "\n")
ok = sum(1 for c in lib.CASES if not c["meta"]["errors"])
print(f"cases {len(lib.CASES)} (correct {ok}, wrong {len(lib.CASES)-ok}), repair {len(lib.REPAIRS)}")
