"""What level 1 costs and what it changes, three set-ups over the same cases in one run (issue 37 item 3):

    python scripts/bench.py level1-cost                                       # the shipped scenarios
    python scripts/bench.py level1-cost --cases ../shared/support-dev/cases.jsonl --every 6 [--json OUT]

- `no generator`: `--no-generator` (level 1 reads only logprobs given with a case);
- `default`: the generator loaded, scoring only a draft with a figure no evidence holds (scoring_when
  "needed", the shipped default);
- `always`: the generator scoring every draft (scoring_when "always", what the TUI does).

Printed: wall seconds for the whole batch under each (alternating the order, best of `--rounds`), the ratio of
each to `no generator`, how many drafts were scored, and what level 1 changed against `no generator`: cases
whose outcome or final text differ, claims cut by level 1 (and of those, claims a probe expects supported or
cases labelled fully correct: false cuts). Every figure is measured in this run, on this machine.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))
SCENARIOS = REPO_ROOT / "evidence_store" / "scenarios"


def add_bench_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cases", type=Path, default=None,
                        help="a labelled JSONL ({case, expect} per line, as support-dev) instead of the scenarios")
    parser.add_argument("--every", type=int, default=1, help="only every N-th line of --cases")
    parser.add_argument("--rounds", type=int, default=2, help="timed rounds per set-up (best taken)")
    parser.add_argument("--json", type=Path, default=None, help="write the figures here")


def _rows(args) -> list[dict]:
    if args.cases is None:
        return [{"case": json.loads(p.read_text()), "expect": {}} for p in sorted(SCENARIOS.glob("*.json"))]
    lines = [json.loads(x) for x in args.cases.read_text().splitlines() if x.strip()]
    return lines[::args.every]


def _run(checker, cases) -> tuple[float, list[dict]]:
    from halcheck_tui.core.memo import forget_all
    from halcheck_tui.core.trace import build_trace

    forget_all()
    started = time.perf_counter()
    traces = [build_trace(checker.check(case, repair=True)) for case in cases]
    return time.perf_counter() - started, traces


def _cut_claims(trace: dict) -> list[dict]:
    return [c for c in trace["claims"] if c.get("cut_by_confidence")]


def bench_level1_cost(args: argparse.Namespace) -> int:
    from halcheck_tui.config import load_settings
    from halcheck_tui.core.case import parse_case
    from halcheck_tui.core.pipeline import Checker
    from halcheck_tui.corpus import best_claim
    from halcheck_tui.wiring import build_checker

    rows = _rows(args)
    cases = [parse_case(r["case"]) for r in rows]
    settings = load_settings()
    with_generator, _ = build_checker(replace(settings, scoring_when="needed"))
    if with_generator.runtimes.generator is None:
        print("level1-cost: the local generator is not installed: run scripts/setup.sh", file=sys.stderr)
        return 3
    setups = {
        "no generator": build_checker(settings, no_generator=True)[0],
        "default": with_generator,
        "always": Checker(replace(settings, scoring_when="always"), with_generator.runtimes),
    }
    best: dict[str, float] = {}
    traces: dict[str, list[dict]] = {}
    for round_index in range(args.rounds):
        order = list(setups) if round_index % 2 == 0 else list(reversed(setups))
        for name in order:
            took, got = _run(setups[name], cases)
            best[name] = min(best.get(name, took), took)
            traces[name] = got
    base = traces["no generator"]
    print(f"{len(cases)} cases, best of {args.rounds} rounds each (order alternating)")
    print(f"{'set-up':14s} {'seconds':>8s} {'x no-gen':>9s} {'scored':>7s} {'changed':>8s} {'cuts':>5s} {'false cuts':>11s}")
    figures = {}
    for name, got in traces.items():
        scored = sum(t["confidence_source"]["source"] == "scored" for t in got if t.get("confidence_source"))
        changed = sum((a["outcome"], a["final_text"]) != (b["outcome"], b["final_text"]) for a, b in zip(got, base))
        cuts = false_cuts = 0
        for row, trace in zip(rows, got):
            cut = _cut_claims(trace)
            cuts += len(cut)
            expect = row.get("expect") or {}
            if expect.get("outcome_in") == ["sent"]:
                false_cuts += len(cut)
                continue
            for probe in expect.get("probes", []):
                claim = best_claim(trace, row["case"]["draft"], probe["contains"])
                if claim is not None and claim.get("cut_by_confidence") and probe["verdict_in"] == ["supported"]:
                    false_cuts += 1
        ratio = best[name] / best["no generator"] if best["no generator"] else float("nan")
        figures[name] = {"seconds": round(best[name], 2), "ratio": round(ratio, 2), "scored": scored,
                         "changed_vs_no_generator": changed, "cuts": cuts, "false_cuts": false_cuts}
        print(f"{name:14s} {best[name]:8.1f} {ratio:9.2f} {scored:7d} {changed:8d} {cuts:5d} {false_cuts:11d}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"cases": len(cases), "setups": figures}, indent=1))
    return 0
