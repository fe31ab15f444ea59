"""Check the format of corpus folders (corpus/<writer>/): no checker is run, only the line format of
corpus/FORMAT.md. Exits 1 naming every problem, 0 when each folder is well formed.

    python3 scripts/validate_corpus.py corpus/w07 [corpus/w08 ...]
    python3 scripts/validate_corpus.py            # every writer folder under corpus/

Standard library only (halcheck_tui.corpus imports nothing heavy), so writers run it before any set-up.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from halcheck_tui.corpus import folder_problems, writer_folders  # noqa: E402


def main(argv: list[str]) -> int:
    folders = [Path(a) for a in argv] or writer_folders(ROOT / "corpus")
    bad = 0
    for folder in folders:
        problems = folder_problems(folder)
        bad += bool(problems)
        for problem in problems:
            print(problem)
        print(f"{folder}: {'ok' if not problems else f'{len(problems)} problem(s)'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
