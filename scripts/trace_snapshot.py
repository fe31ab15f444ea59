#!/usr/bin/env python3
"""Write every support and scenario case's trace to a folder, timings removed, to prove a refactor
changes no behaviour: run it before and after, then `diff -r BEFORE AFTER` (or `--compare BEFORE`).

    .venv/bin/python scripts/trace_snapshot.py --out /tmp/traces-before
    .venv/bin/python scripts/trace_snapshot.py --out /tmp/traces-after --compare /tmp/traces-before

Cases: `cases.jsonl` with repair off and `repair.jsonl` with repair on, from each support folder named
(default: ../shared/support-dev and ../shared/support-dev2), and every ../shared/scenarios/*.json with
repair on. No generator: level 1 runs on what a case provides, so the figures are reproducible.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from halcheck_tui.config import load_settings  # noqa: E402
from halcheck_tui.core.case import parse_case  # noqa: E402
from halcheck_tui.core.trace import build_trace  # noqa: E402
from halcheck_tui.wiring import build_checker  # noqa: E402

SHARED = ROOT.parent / "shared"
TIMING_KEYS = frozenset({"timings_ms", "elapsed_ms", "started_at", "finished_at", "checked_at", "created_at"})


def without_timings(value):
    """The trace with every wall-clock field dropped, at any depth (they differ run to run)."""
    if isinstance(value, dict):
        return {k: without_timings(v) for k, v in value.items() if k not in TIMING_KEYS and not k.endswith("_ms")}
    if isinstance(value, list):
        return [without_timings(v) for v in value]
    return value


def cases(folders: list[Path]):
    for folder in folders:
        for name, repair in (("cases.jsonl", False), ("repair.jsonl", True)):
            path = folder / name
            if path.is_file():
                for line in path.read_text().splitlines():
                    if line.strip():
                        row = json.loads(line)
                        yield f"{folder.name}/{name.split('.')[0]}/{row['case']['id']}", row["case"], repair
    for path in sorted((SHARED / "scenarios").glob("*.json")):
        yield f"scenarios/{path.stem}", json.loads(path.read_text()), True


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, required=True, help="folder to write the traces into (must not exist)")
    ap.add_argument("--dir", type=Path, action="append", help="a support folder (repeatable)")
    ap.add_argument("--compare", type=Path, help="an earlier --out folder: list the cases whose trace differs")
    a = ap.parse_args(argv)
    if a.out.exists():
        print(f"trace_snapshot: {a.out} exists: pass a new folder", file=sys.stderr)
        return 2
    folders = a.dir or [SHARED / "support-dev", SHARED / "support-dev2"]
    checker, _notes = build_checker(load_settings(), no_generator=True)
    written = 0
    for name, raw, repair in cases(folders):
        trace = without_timings(build_trace(checker.check(parse_case(raw), repair=repair)))
        target = a.out / f"{name}.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(trace, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
        written += 1
    print(f"{written} traces in {a.out}")
    if a.compare:
        differ = sorted(str(p.relative_to(a.out)) for p in a.out.rglob("*.json")
                        if not (a.compare / p.relative_to(a.out)).is_file()
                        or (a.compare / p.relative_to(a.out)).read_bytes() != p.read_bytes())
        print(f"{len(differ)} differ from {a.compare}" + "".join(f"\n  {d}" for d in differ[:40]))
        return 1 if differ else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
