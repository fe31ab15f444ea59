#!/usr/bin/env python3
"""Ablate the record alignment's rule families, judged on writers (issue 38, step 3): for each family, every
corpus writer and the two dev sets are checked with the family's rules taken out of `alignment.rules.RULES`,
and the per-writer figures are compared with the full rule set's.

    .venv/bin/python scripts/ablate_rules.py                      # every family, one after another
    .venv/bin/python scripts/ablate_rules.py --families states    # one family
    .venv/bin/python scripts/ablate_rules.py --json out/ablation.json

Figures are decisions (repair off, no generator): correct replies sent unchanged and wrong replies kept from
the customer, per writer; a family stays only when taking it out lowers the writers' mean or their worst
writer on either figure (the brief's rule). It trains nothing and changes no file but --json.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from halcheck_tui.config import load_settings  # noqa: E402
from halcheck_tui.core.case import parse_case  # noqa: E402
from halcheck_tui.core.grounding.fields.alignment import rules as alignment_rules  # noqa: E402
from halcheck_tui.core.trace import build_trace  # noqa: E402
from halcheck_tui.corpus import load_lines, score_line, writer_folders  # noqa: E402
from halcheck_tui.wiring import build_checker  # noqa: E402

DEV_SETS = {"support-dev": ROOT.parent / "shared" / "support-dev", "support-dev2": ROOT.parent / "shared" / "support-dev2"}
FAMILIES: dict[str, tuple[str, ...]] = {
    "states": ("states-other-fields-hold", "state-machines", "unplaced-states", "whole-of-partial",
               "completed-states"),
    "near-misses": ("near-misses",),
    "governed": ("governed", "governed-roles", "governed-actions"),
    "look-alikes": ("look-alikes", "item-look-alikes", "named-items", "pinned-units"),
    "people-and-names": ("titled-people", "short-codes", "name-tails", "other-names"),
    "flags": ("flags", "promised-flags", "absences"),
    "figure-overrules": ("amount-bases", "newest-items", "moments", "payment-methods"),
    "residual-blocking": ("residual-words", "unlisted-items"),
}
"""Rule codes by family: rules that read the same thing (states, a figure's role, names) go together."""


def score_writer(checker, folder: Path) -> dict:
    counts = {"correct sent": [0, 0], "wrong kept out": [0, 0]}
    for line in load_lines(folder):
        trace = build_trace(checker.check(parse_case(line["case"]), repair=False))
        score = score_line(line, trace, repair=False)
        if score.kind in counts:
            counts[score.kind][0] += score.good
            counts[score.kind][1] += 1
    return {kind: r / n for kind, (r, n) in counts.items() if n}


def evaluate(checker, folders: dict[str, Path]) -> dict[str, dict]:
    return {name: score_writer(checker, folder) for name, folder in folders.items()}


def summary(rows: dict[str, dict]) -> dict:
    corpus = {w: f for w, f in rows.items() if w not in DEV_SETS}
    out = {}
    for kind in ("correct sent", "wrong kept out"):
        values = [f[kind] for f in corpus.values() if kind in f]
        out[kind] = {"mean": statistics.mean(values), "worst": min(values)} if values else None
    out["dev"] = {w: rows[w] for w in DEV_SETS if w in rows}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--families", nargs="*", choices=sorted(FAMILIES), help="only these families")
    ap.add_argument("--writers", nargs="*", help="only these corpus writers (folder names)")
    ap.add_argument("--json", type=Path, help="write the figures as JSON here")
    ap.add_argument("--no-baseline", action="store_true", help="skip the run with every rule (another run has it)")
    a = ap.parse_args(argv)
    folders = {p.name: p for p in writer_folders(ROOT / "corpus", finished=True) if not a.writers or p.name in a.writers}
    folders.update({name: path for name, path in DEV_SETS.items() if (path / "cases.jsonl").exists()})
    checker, _ = build_checker(load_settings(), no_generator=True)
    every_rule = alignment_rules.RULES
    known = {rule.name for rule in every_rule}
    results = {}
    for family in ([] if a.no_baseline else ["(all rules)"]) + (a.families or sorted(FAMILIES)):
        dropped = set(FAMILIES.get(family, ()))
        if dropped - known:
            print(f"ablate_rules: unknown rule codes {sorted(dropped - known)}", file=sys.stderr)
            return 2
        alignment_rules.run_rules.__defaults__ = (tuple(r for r in every_rule if r.name not in dropped),)
        started = time.perf_counter()
        rows = evaluate(checker, folders)
        results[family] = {"writers": rows, "summary": summary(rows), "seconds": round(time.perf_counter() - started)}
        s = results[family]["summary"]
        dev = " ".join(f"{w} {f['correct sent']:.3f}/{f['wrong kept out']:.3f}" for w, f in s["dev"].items())
        print(f"{family:20s} sent {s['correct sent']['mean']:.3f} (worst {s['correct sent']['worst']:.3f}) "
              f"kept {s['wrong kept out']['mean']:.3f} (worst {s['wrong kept out']['worst']:.3f}) | {dev}", flush=True)
    alignment_rules.run_rules.__defaults__ = (every_rule,)
    if a.json:
        a.json.parent.mkdir(parents=True, exist_ok=True)
        a.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
