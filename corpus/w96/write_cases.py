"""Writes cases.jsonl and repair.jsonl from the hand-written batch files. Run from this folder."""
import sys, os, importlib, glob
sys.dont_write_bytecode = True
here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import lib
for path in sorted(glob.glob(os.path.join(here, "batch_*.py"))):
    importlib.import_module(os.path.basename(path)[:-3])
lib.write(here)
