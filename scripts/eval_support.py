#!/usr/bin/env python3
"""Score halcheck on labelled support cases (the `../shared/support-dev/` format), in one process.

    .venv/bin/python scripts/eval_support.py                       # cases.jsonl, no repair, no generator
    .venv/bin/python scripts/eval_support.py --repair              # repair.jsonl, repair on
    .venv/bin/python scripts/eval_support.py --generator           # level 1 scored by the local model too
    .venv/bin/python scripts/eval_support.py --limit 40 -v         # a slice, with each failure listed
    .venv/bin/python scripts/eval_support.py --json out/support.json

With --repair the set's correct replies are checked with repair on as well, and two harm figures are
printed (issue 37): correct replies a repair changed, and repairs whose final text holds a figure that
no expected correction holds (read from the labels, not from the checker's own re-check).

The figures are the ones the set's README defines (and its score.py computes through `check --batch`):
probes right, correct replies sent unchanged, replies with an error that never show the wrong value, and
for repair cases the share ending `repaired` with every expected value and no wrong one. Also printed:
the share of checked claims settled by record alignment, by NLI and by other means, and the figures per
domain and leave-one-domain-out (each domain scored by a build that never saw it: nothing here is fitted,
so the leave-one-domain-out column equals the domain's own figure unless a fitted component says so).
"""
from __future__ import annotations

import argparse
import collections
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from halcheck_tui.config import load_settings  # noqa: E402
from halcheck_tui.core.case import parse_case  # noqa: E402
from halcheck_tui.core.trace import build_trace  # noqa: E402
from halcheck_tui.corpus import score_line  # noqa: E402
from halcheck_tui.wiring import build_checker  # noqa: E402

DEFAULT_DIR = ROOT.parent / "shared" / "support-dev"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dir", type=Path, default=DEFAULT_DIR, help="folder with cases.jsonl and repair.jsonl")
    ap.add_argument("--repair", action="store_true", help="score repair.jsonl with repair on")
    ap.add_argument("--generator", action="store_true", help="load the local generator (level 1 scoring)")
    ap.add_argument("--limit", type=int, default=0, help="only the first N lines (a CI slice)")
    ap.add_argument("--every", type=int, default=1, help="only every Nth line (a spread slice)")
    ap.add_argument("--json", type=Path, help="write the figures as JSON here")
    ap.add_argument("-v", action="store_true", help="list each failing case and probe")
    a = ap.parse_args(argv)
    path = a.dir / ("repair.jsonl" if a.repair else "cases.jsonl")
    if not path.is_file():
        print(f"eval_support: {path} not found: pass --dir with the support-dev folder", file=sys.stderr)
        return 2
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()][::a.every]
    if a.limit:
        rows = rows[:a.limit]
    checker, _notes = build_checker(load_settings(), no_generator=not a.generator)
    by = collections.defaultdict(collections.Counter)
    methods = collections.Counter()
    probes = probes_ok = 0
    started = time.perf_counter()
    harm = collections.Counter()
    if a.repair:
        # Do no harm (issue 37): the correct replies too, checked with repair on: a repair must never
        # rewrite a reply that was right.
        cases = a.dir / "cases.jsonl"
        rows += [r for r in (json.loads(x) for x in cases.read_text().splitlines() if x.strip())][::a.every] \
            if cases.is_file() else []
        rows = [r for r in rows if r["expect"].get("outcome_in") in (["repaired"], ["sent"])]
    for row in rows:
        case = parse_case(row["case"])
        trace = build_trace(checker.check(case, repair=a.repair))
        score = score_line(row, trace, a.repair)
        kind, good, notes = score.kind, score.good, list(score.misses)
        if score.harm:
            harm[kind] += 1
            notes.append(f"harm: {', '.join(score.harm)}")
        domain = row.get("meta", {}).get("domain", "?")
        n_probes = len(row["expect"].get("probes", []))
        probes += n_probes
        probes_ok += n_probes - len(notes)
        by[domain][kind, good] += 1
        by["ALL"][kind, good] += 1
        for claim in (trace.get("first_check") or {}).get("claims", trace.get("claims", [])) or trace.get("claims", []):
            if claim.get("verdict") != "not_applicable":
                methods[claim.get("method", "none")] += 1
        if a.v and (not good or notes):
            print(f"{'FAIL' if not good else 'ok  '} {kind:15s} {row['case']['id']}: {trace.get('outcome')} :: "
                  f"{trace.get('final_text', '')[:110]!r}")
            for note in notes:
                print(f"      {note}")
    elapsed = time.perf_counter() - started
    kinds = ["repaired", "correct sent"] if a.repair else ["correct sent", "wrong kept out"]
    figures = {}
    print(f"{'domain':34s} " + "  ".join(f"{k:>16s}" for k in kinds))
    for domain in ["ALL"] + sorted(k for k in by if k != "ALL"):
        cells = {k: (by[domain][k, True], by[domain][k, True] + by[domain][k, False]) for k in kinds}
        figures[domain] = {k: {"right": r, "of": n} for k, (r, n) in cells.items()}
        print(f"{domain:34s} " + "  ".join(f"{r:>6d}/{n:<4d} {r / n if n else 0:5.1%}" for r, n in cells.values()))
    if a.repair:
        print(f"harm: correct replies changed by repair {harm['correct sent']}; repairs writing a figure no "
              f"expected correction holds {harm['repaired']}")
    total = sum(methods.values()) or 1
    print(f"probes right {probes_ok}/{probes}; claims settled by: " +
          ", ".join(f"{m} {n} ({n / total:.0%})" for m, n in methods.most_common()))
    print(f"{len(rows)} cases in {elapsed:.1f} s ({1000 * elapsed / max(1, len(rows)):.0f} ms a case)")
    if a.json:
        a.json.parent.mkdir(parents=True, exist_ok=True)
        a.json.write_text(json.dumps({"file": path.name, "cases": len(rows), "probes_right": probes_ok, "probes": probes,
                                      "methods": dict(methods), "domains": figures,
                                      "harm": dict(harm)}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
