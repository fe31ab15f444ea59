"""`bench.py repair`: what repair adds to a check, as a ratio measured in one run on this machine.

Each case is checked twice, with repair off and on (no generator unless `--generator`: the correction
from the evidence is the default either way), alternating so that drift in the machine's speed falls on both sides. The NLI and embedding
caches and the case's record aligner (with its alignments) are emptied before every check, so each check
computes what a new case would; within one check they work as in use. The re-check of the corrected
draft grounds only the claims the correction changed (the others keep the first check's verdicts,
Checker.ground's `reuse`); `--no-cache` turns the model
caches off altogether, so the changed claims pay for their evidence's embeddings again. The
figure is the extra time repair costs over the no-repair check: sum(on) / sum(off) - 1, and the median
of the per-case ratios.
"""
from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_REPAIR_CASES = REPO_ROOT.parent / "shared" / "support-dev" / "repair.jsonl"
SCENARIOS = REPO_ROOT / "evidence_store" / "scenarios"


def repair_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cases", type=Path, default=DEFAULT_REPAIR_CASES,
                        help="JSONL of {case: ...} lines (default: ../shared/support-dev/repair.jsonl; the shipped "
                             "refund-queued, cancel-denied and password-policy scenarios when it is absent)")
    parser.add_argument("--runs", type=int, default=3, help="timed checks per case and side (median kept)")
    parser.add_argument("--limit", type=int, default=0, help="first N cases only (0: all)")
    parser.add_argument("--no-cache", action="store_true", help="no NLI/embedding cache even within a check")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    parser.add_argument("--generator", action="store_true",
                        help="the default set-up: level 1 scored by the local generator on both sides (slow)")


def _cases(path: Path, limit: int):
    from halcheck_tui.core.case import load_case, parse_case

    if path.is_file():
        cases = [parse_case(json.loads(line)["case"]) for line in path.read_text().splitlines() if line.strip()]
    else:
        cases = [load_case(SCENARIOS / f"{name}.json") for name in ("refund-queued", "cancel-denied", "password-policy")]
    return cases[:limit] if limit else cases


def _shared_prompt_tokens(generator) -> int:
    """Leading tokens every scoring prompt shares (the system prompt in its chat template)."""
    from halcheck_tui.core.prompts import reply_messages

    first, second = (generator._prompt_tokens(reply_messages(q, ())) for q in ("a", "b"))
    shared = 0
    while shared < min(len(first), len(second)) and first[shared] == second[shared]:
        shared += 1
    return shared


def _fresh(runtimes, keep: bool) -> None:
    """Empty every cache a check fills (a new case): the model caches (NLI, embedder, second verifier),
    the evidence-term cache, the case's record aligner with its alignments, what core.memo keeps per
    evidence (sentences, figures, the draft's split), and the generator's context
    beyond the system prompt that every case shares (else the second check of a case, repair on or off,
    would find the first one's prompt and draft already scored and run almost nothing). re's own cache of
    compiled patterns is left alone: in a stream of cases it stays warm (about 6 new patterns a case over
    60 support cases). Without `keep` the model caches stay off during the next check too."""
    from halcheck_tui.core import memo
    from halcheck_tui.core.grounding.fields import records
    from halcheck_tui.core.grounding.text import decision

    records._RECENT.slot = None
    memo.forget_all()
    decision._evidence_terms.cache_clear()
    for runtime in (runtimes.nli, runtimes.embedder, runtimes.second_opinion):
        if runtime is None or not hasattr(runtime, "cache_size"):
            continue
        size = getattr(runtime, "_bench_cache_size", None) or runtime.cache_size
        runtime._bench_cache_size = size
        if hasattr(runtime, "clear_cache"):
            runtime.clear_cache()
        runtime.cache_size = size if keep else 0
    generator = runtimes.generator
    if generator is not None and hasattr(generator, "forget_prefix"):
        if not hasattr(generator, "_bench_shared_tokens"):
            generator._bench_shared_tokens = _shared_prompt_tokens(generator)
        generator.forget_prefix(generator._bench_shared_tokens)


def bench_repair(args: argparse.Namespace) -> int:
    from halcheck_tui.config import Settings
    from halcheck_tui.wiring import build_checker

    checker, _ = build_checker(Settings(), no_generator=not args.generator)
    cases = _cases(args.cases, args.limit)
    keep = not args.no_cache
    # Every model's weights are read before timing: a model loaded lazily inside a timed check (the embedder,
    # when the warm-up case needs no retrieval) would land its load on whichever side first needs it.
    for runtime in (checker.runtimes.nli, checker.runtimes.embedder, checker.runtimes.second_opinion,
                    checker.runtimes.generator):
        if runtime is not None and hasattr(runtime, "load"):
            runtime.load()
    _fresh(checker.runtimes, keep)
    checker.check(cases[0], repair=True)  # warm-up: first-call allocations
    off_total = on_total = 0.0
    ratios, repaired = [], 0
    recheck_ms = {"decompose": 0.0, "confidence": 0.0, "grounding": 0.0}
    prompt_changed = 0
    for case in cases:
        off, on = [], []
        levels: dict[str, list[float]] = {level: [] for level in recheck_ms}
        for run in range(max(1, args.runs)):
            # Which side goes first alternates, so whatever the first check of a case leaves warm (the
            # interpreter's, the libraries') falls on both sides alike.
            sides = ((False, off), (True, on)) if (run + len(ratios)) % 2 == 0 else ((True, on), (False, off))
            for side, bucket in sides:
                _fresh(checker.runtimes, keep)
                started = time.perf_counter()
                result = checker.check(case, repair=side)
                bucket.append(time.perf_counter() - started)
                if side and bucket is on and len(on) == 1:
                    repaired += result.repair.attempted
                    prompt_changed += _scoring_prompt_changed(checker, result)
                if side and result.repair.recheck is not None:
                    for level in levels:
                        levels[level].append(result.repair.recheck.timings_ms.get(level, 0.0))
        for level, values in levels.items():
            recheck_ms[level] += statistics.median(values) if values else 0.0
        off_ms, on_ms = statistics.median(off) * 1000, statistics.median(on) * 1000
        off_total += off_ms
        on_total += on_ms
        ratios.append(on_ms / off_ms - 1 if off_ms else 0.0)
    figures = {"cases": len(cases), "repair_attempted": repaired, "no_repair_ms": round(off_total, 1),
               "repair_ms": round(on_total, 1), "added_share": round(on_total / off_total - 1, 3),
               "median_case_added_share": round(statistics.median(ratios), 3),
               "source": str(args.cases if args.cases.is_file() else SCENARIOS),
               "cache": "off" if args.no_cache else "emptied before each check",
               "generator": bool(args.generator),
               # Inside the repaired side: the re-check's own levels (level 1 and grounding overlap when the
               # generator scores), and how many re-checks scored after another prompt than the draft's.
               "recheck_ms": {level: round(ms, 1) for level, ms in recheck_ms.items()},
               "recheck_scoring_prompt_changed": prompt_changed if args.generator else None}
    if args.json:
        print(json.dumps(figures))
    else:
        print(f"repair cost over {figures['cases']} cases ({repaired} repaired or tried), from {figures['source']}, "
              f"model caches {figures['cache']}, generator {'on' if args.generator else 'off'}")
        print(f"  no repair  {figures['no_repair_ms']:10.1f} ms in all")
        print(f"  repair on  {figures['repair_ms']:10.1f} ms in all")
        print(f"  added      {figures['added_share'] * 100:9.1f} %  (median per case "
              f"{figures['median_case_added_share'] * 100:.1f} %)")
        print("  of it, the re-checks: " + ", ".join(f"{level} {ms:.1f} ms" for level, ms in
                                                    figures["recheck_ms"].items()))
        if args.generator:
            print(f"  re-checks whose level-1 prompt differs from the draft's (the corrected claims chose other "
                  f"sentences): {prompt_changed}")
    return 0


def _scoring_prompt_changed(checker, result) -> bool:
    """Whether the re-check's level 1 quoted other evidence than the draft's (then the generator runs part of
    the prompt again, not only the draft's changed tail)."""
    recheck = result.repair.recheck
    if recheck is None or checker.runtimes.generator is None:
        return False
    first = result.first
    return checker.scoring_evidence(first.case, first.decomposition) != \
        checker.scoring_evidence(recheck.case, recheck.decomposition)
