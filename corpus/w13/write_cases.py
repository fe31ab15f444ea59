"""Runs every batch file (each holds hand-written cases) and writes cases.jsonl / repair.jsonl."""
import importlib, glob, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib
for path in sorted(glob.glob(os.path.join(lib.HERE, "b[0-9]*.py"))):
    importlib.import_module(os.path.basename(path)[:-3])
    lib.flush()
