import importlib, glob, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
os.chdir(os.path.dirname(os.path.abspath(__file__)))
import lib
for f in sorted(glob.glob("batch_*.py")):
    importlib.import_module(f[:-3])
lib.dump()
