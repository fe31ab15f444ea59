#!/usr/bin/env python3
"""Fit the record-alignment settings leave-one-domain-out on labelled support cases.

    .venv/bin/python scripts/fit_alignment.py [--dir ../shared/support-dev] [--json out/fit_alignment.json]
    .venv/bin/python scripts/fit_alignment.py --other ../shared/support-dev2    # the cross-writer figure too

Two settings decide when fields settle a record claim whose specifics all agree (`record_residual_max`,
`record_novel_max`, see config.py). Every pair of a small grid is run over cases.jsonl (no repair, no
generator); for each domain, the pair that does best on the *other* domains (mean of the two case rates:
correct replies sent unchanged, replies with an error kept from the customer) scores the held-out domain.
The pooled held-out figures are the leave-one-domain-out result; the pair best on all domains is printed
as the one to ship. NLI results are cached within the run, so the grid costs little beyond its first pass.

`--other DIR` adds the cross-writer figure: the grid is run over a second writer's cases too, the settings best
on one writer's set are scored on the other's (both ways), beside the other set's own best: what fitting on
one writer costs on another, which leave-one-domain-out within one writer cannot see.
"""
from __future__ import annotations

import argparse
import collections
import itertools
import json
import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from eval_support import DEFAULT_DIR  # noqa: E402

from halcheck_tui.config import load_settings  # noqa: E402
from halcheck_tui.core.case import parse_case  # noqa: E402
from halcheck_tui.core.pipeline import Checker  # noqa: E402
from halcheck_tui.core.trace import build_trace  # noqa: E402
from halcheck_tui.corpus import score_line  # noqa: E402
from halcheck_tui.wiring import build_checker  # noqa: E402

GRID = {"record_residual_max": (2, 3, 4, 6, 8), "record_novel_max": (1, 2, 3, 4)}


def rates(outcomes: list[tuple[str, str, bool]], keep=lambda domain: True) -> tuple[float, float, float]:
    sent = [good for domain, kind, good in outcomes if keep(domain) and kind == "correct sent"]
    kept = [good for domain, kind, good in outcomes if keep(domain) and kind == "wrong kept out"]
    a = sum(sent) / len(sent) if sent else 0.0
    b = sum(kept) / len(kept) if kept else 0.0
    return a, b, (a + b) / 2


def run_grid(base, grid: dict, rows: list[dict]) -> dict[tuple, list[tuple[str, str, bool]]]:
    """Every grid point over `rows`: (domain, kind, good) per case."""
    results: dict[tuple, list[tuple[str, str, bool]]] = {}
    for values in itertools.product(*grid.values()):
        params = dict(zip(grid, values))
        checker = Checker(replace(base.settings, **params), base.runtimes)
        outcomes = []
        for row in rows:
            trace = build_trace(checker.check(parse_case(row["case"]), repair=False))
            score = score_line(row, trace, False)
            kind, good = score.kind, score.good
            outcomes.append((row["meta"]["domain"], kind, good))
        results[values] = outcomes
        s, k, m = rates(outcomes)
        print(f"{params}: correct sent {s:.3f}, wrong kept out {k:.3f}, mean {m:.3f}", flush=True)
    return results


def cross_writer(grid: dict, by_set: dict[str, dict]) -> None:
    """The settings best on each writer's set, scored on the other's, beside that set's own best."""
    names = list(by_set)
    print("\n| fitted on | scored on | settings | correct sent | wrong kept out | the scored set's own best |")
    print("|---|---|---|---|---|---|")
    for fitted, scored in ((names[0], names[1]), (names[1], names[0])):
        chosen = max(by_set[fitted], key=lambda v: (rates(by_set[fitted][v])[2], v))
        own = max(by_set[scored], key=lambda v: (rates(by_set[scored][v])[2], v))
        s, k, _ = rates(by_set[scored][chosen])
        so, ko, _ = rates(by_set[scored][own])
        print(f"| {fitted} | {scored} | {dict(zip(grid, chosen))} | {s:.3f} | {k:.3f} | "
              f"{so:.3f} / {ko:.3f} with {dict(zip(grid, own))} |")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dir", type=Path, default=DEFAULT_DIR)
    ap.add_argument("--json", type=Path)
    ap.add_argument("--other", type=Path, help="a second writer's set: fit on each, score on the other")
    ap.add_argument("--grid", action="append", default=[], metavar="SETTING=V1,V2",
                    help="fit this setting over these values instead of the default grid (repeatable), "
                         "e.g. --grid nli_subject_ratio=0,0.5,1")
    a = ap.parse_args()
    grid = dict(GRID)
    if a.grid:
        grid = {}
        fields = load_settings().__dataclass_fields__
        for spec in a.grid:
            key, _, raw = spec.partition("=")
            if key not in fields or not raw:
                print(f"fit_alignment: --grid {spec!r}: give SETTING=V1,V2 with a setting of config.py",
                      file=sys.stderr)
                return 2
            kind = type(getattr(load_settings(), key))
            grid[key] = tuple(kind(v) for v in raw.split(","))
    path = a.dir / "cases.jsonl"
    if not path.is_file():
        print(f"fit_alignment: {path} not found: pass --dir with the support-dev folder", file=sys.stderr)
        return 2
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    base, _ = build_checker(load_settings(), no_generator=True)
    results = run_grid(base, grid, rows)
    if a.other:
        other_path = a.other / "cases.jsonl"
        if not other_path.is_file():
            print(f"fit_alignment: {other_path} not found: pass --other with a second writer's folder", file=sys.stderr)
            return 2
        other_rows = [json.loads(line) for line in other_path.read_text().splitlines() if line.strip()]
        print(f"\n{a.other.name}:")
        cross_writer(grid, {a.dir.name: results, a.other.name: run_grid(base, grid, other_rows)})
    domains = sorted({row["meta"]["domain"] for row in rows})
    held = []
    chosen = collections.Counter()
    for domain in domains:
        best = max(results, key=lambda v: (rates(results[v], lambda d: d != domain)[2], v))
        chosen[best] += 1
        held += [o for o in results[best] if o[0] == domain]
    s, k, m = rates(held)
    overall = max(results, key=lambda v: (rates(results[v])[2], v))
    so, ko, mo = rates(results[overall])
    print(f"leave-one-domain-out: correct sent {s:.3f}, wrong kept out {k:.3f}, mean {m:.3f}")
    print(f"best on all domains {dict(zip(grid, overall))}: correct sent {so:.3f}, wrong kept out {ko:.3f}")
    print("pairs chosen per held-out domain:", {str(dict(zip(grid, v))): n for v, n in chosen.items()})
    if a.json:
        a.json.parent.mkdir(parents=True, exist_ok=True)
        a.json.write_text(json.dumps({"lodo": {"correct_sent": s, "wrong_kept_out": k},
                                      "best": dict(zip(grid, overall)),
                                      "in_sample": {"correct_sent": so, "wrong_kept_out": ko}}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
