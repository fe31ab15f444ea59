"""Level 1 under two set-ups side by side in one run: the scoring prompt in full and cut to what the draft
needs, or the generator's weights as shipped and as the pipeline runs them.

    python scripts/bench.py level1                                  # the shipped scenarios, both prompts
    python scripts/bench.py level1 --cases ../shared/support-dev/cases.jsonl --every 2 [--json OUT]
    python scripts/bench.py level1 --compare layout                 # delimited vs compact evidence blocks
    python scripts/bench.py level1 --compare weights                # Q4_1 as shipped vs the 8-bit copy

For every case: grounding once, then level 1 twice (`--compare prompt`: the same generator with
scoring_prompt "full", then "needed"; `--compare layout`: scoring_layout "delimited", then "compact";
`--compare weights`: the GGUF file as shipped, then the weights
the generator really runs, see runtimes/gguf_weights.fast_weights), each merged with that grounding as
the pipeline does. Printed: per-sentence flags and the
claims cut (shaky specific, degenerate) under each prompt, what changed, prompt tokens and scoring time.
With a labelled JSONL (support-dev's `expect`), a cut is *false* when it cuts a claim that is correct:
any claim of a fully correct case (`outcome_in == ["sent"]`), or a claim a probe expects `supported`.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = REPO_ROOT / "evidence_store" / "scenarios"
CUT_REASONS = ("SHAKY_SPECIFIC", "DEGENERATE_SENTENCE")
COMPARISONS = {"prompt": ("full", "needed"), "layout": ("delimited", "compact"), "weights": ("as shipped", "as run")}


def add_bench_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cases", type=Path, default=None,
                        help="a labelled JSONL ({case, expect} per line, as support-dev) instead of the scenarios")
    parser.add_argument("--every", type=int, default=1, help="only every N-th line of --cases (a deterministic subset)")
    parser.add_argument("--json", type=Path, default=None, help="write every case's figures here as JSON")
    parser.add_argument("--compare", choices=tuple(COMPARISONS), default="prompt",
                        help="prompt: full vs needed scoring prompt; layout: the evidence in delimited blocks vs "
                             "compact; weights: the GGUF as shipped vs as run")
    parser.add_argument("-v", action="store_true", help="list every case whose flags or cuts differ")
    parser.add_argument("--traces", type=Path, action="append", default=None,
                        help="instead: count the level 1 cuts (and false ones) in a `check --batch` trace file of "
                             "--cases (repeatable: e.g. the traces score.py's run wrote before and after a change)")


def _rows(args) -> list[tuple[object, dict]]:
    from halcheck_tui.core.case import load_case, parse_case

    if args.cases is None:
        return [(load_case(path), {}) for path in sorted(SCENARIOS.glob("*.json"))]
    lines = [json.loads(line) for line in args.cases.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(parse_case(row["case"]), row.get("expect", {})) for row in lines[::max(1, args.every)]]


def _correct_claims(case, expect: dict, claims) -> set[str]:
    """Ids of the claims the labels call correct (see the module docstring)."""
    if not expect:
        return set()
    if expect.get("outcome_in") == ["sent"]:
        return {c.id for c in claims}
    correct = set()
    for probe in expect.get("probes", []):
        if "supported" not in probe.get("verdict_in", []) or probe["contains"] not in case.draft:
            continue
        start = case.draft.index(probe["contains"])
        end = start + len(probe["contains"])
        overlapping = [(min(end, c.end) - max(start, c.start), c) for c in claims if min(end, c.end) > max(start, c.start)]
        if overlapping:
            correct.add(max(overlapping, key=lambda pair: pair[0])[1].id)
    return correct


def count_trace_cuts(args) -> int:
    """Level 1's cuts in trace files of `halcheck check --batch` over --cases, false ones as defined above."""
    from types import SimpleNamespace

    rows = _rows(SimpleNamespace(cases=args.cases, every=1))
    for path in args.traces:
        traces = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        by_id = {t.get("id", t.get("case_id")): t for t in traces}
        cuts = false = cases = 0
        for case, expect in rows:
            trace = by_id.get(case.id)
            if trace is None:
                continue
            cases += 1
            claims = [SimpleNamespace(id=c["id"], start=c["start"], end=c["end"]) for c in trace.get("claims", [])]
            correct = _correct_claims(case, expect, claims)
            for claim in trace.get("claims", []):
                if claim.get("reason_code") == "SHAKY_SPECIFIC":
                    cuts += 1
                    false += claim["id"] in correct
        print(f"{path}: {cases} cases; claims cut as shaky specifics {cuts}, of them correct claims {false}")
    return 0


def bench_level1(args: argparse.Namespace) -> int:
    if args.traces:
        return count_trace_cuts(args)
    from halcheck_tui.config import load_settings
    from halcheck_tui.core.confidence.assess import scoring_messages
    from halcheck_tui.core.pipeline import Checker
    from halcheck_tui.errors import HalcheckError
    from halcheck_tui.wiring import load_runtimes

    settings = load_settings()
    try:
        runtimes, notes = load_runtimes(settings)
    except HalcheckError as exc:
        print(exc.one_line(), file=sys.stderr)
        return exc.exit_code
    if runtimes.generator is None:
        print("level1 needs the local generator: " + "; ".join(notes), file=sys.stderr)
        return 3
    modes = COMPARISONS[args.compare]
    before, after = modes
    if args.compare in ("prompt", "layout"):
        field = "scoring_prompt" if args.compare == "prompt" else "scoring_layout"
        checkers = {mode: Checker(replace(settings, **{field: mode}), runtimes) for mode in modes}
        generators = {mode: runtimes.generator for mode in modes}
    else:
        from dataclasses import replace as copy

        from halcheck_tui.runtimes.generator import load_generator

        generators = {before: load_generator(replace(settings, generator_weights="as-is")),
                      after: runtimes.generator}
        if generators[before].model_path == generators[after].run_path():
            print("the generator runs its weights as shipped: nothing to compare", file=sys.stderr)
            return 3
        checkers = {mode: Checker(settings, copy(runtimes, generator=generators[mode])) for mode in modes}
    figures = []
    for case, expect in _rows(args):
        if case.logprobs is not None:
            continue  # level 1 reads the case's own logprobs: the prompt plays no part
        decomposition = checkers[before].decompose(case)
        grounding = checkers[before].ground(case, decomposition)
        correct = _correct_claims(case, expect, decomposition.claims)
        row = {"id": case.id}
        for mode, checker in checkers.items():
            generator = generators[mode]
            evidence = checker.scoring_evidence(case, decomposition)
            prompt = scoring_messages(case, evidence, checker.settings.scoring_layout)
            generator.forget_prefix()  # each mode computes its whole prompt: a fair time
            started = time.perf_counter()
            confidence = checker.confidence(case, decomposition)
            took_ms = (time.perf_counter() - started) * 1000
            assessment = checker.assemble(case, decomposition, confidence, grounding)
            cuts = [(o.claim.id, o.reason_code.value) for o in assessment.outcomes
                    if o.cut_by_confidence and o.reason_code is not None and o.reason_code.value in CUT_REASONS]
            row[mode] = {"run_as": generator.run_path().name, "prompt_tokens": len(generator._prompt_tokens(prompt)), "ms": round(took_ms, 1),
                         "flags": [s.flag for s in confidence.sentences],
                         "shaky": [s.text for sent in confidence.sentences for s in sent.shaky],
                         "cuts": cuts,
                         "false_cuts": [claim for claim, reason in cuts if claim in correct],
                         "decision": assessment.release.decision}
        figures.append(row)

    def differs(row, key):
        return row[before][key] != row[after][key]

    if args.cases is None:
        print(f"level 1 on the shipped scenarios: flags per sentence and claims cut, {before} vs {after}"
              + (f" ({figures[0][before]['run_as']} vs {figures[0][after]['run_as']})" if figures else ""))
        for row in figures:
            full, needed = row[before], row[after]
            print(f"  {row['id']:22s} flags {' '.join(map(str, full['flags']))}"
                  f"{'' if not differs(row, 'flags') else ' -> ' + ' '.join(map(str, needed['flags']))}; "
                  f"shaky {full['shaky'] or '-'}{'' if not differs(row, 'shaky') else ' -> ' + str(needed['shaky'])}; "
                  f"cuts {full['cuts'] or '-'}{'' if not differs(row, 'cuts') else ' -> ' + str(needed['cuts'])}; "
                  f"prompt {full['prompt_tokens']} -> {needed['prompt_tokens']} tokens")
    elif args.v:
        for row in figures:
            if differs(row, "flags") or differs(row, "cuts") or differs(row, "shaky"):
                print(f"  {row['id']}: flags {row[before]['flags']} -> {row[after]['flags']}; "
                      f"shaky {row[before]['shaky']} -> {row[after]['shaky']}; "
                      f"cuts {row[before]['cuts']} -> {row[after]['cuts']}")
    n = len(figures)
    for mode in modes:
        tokens = [row[mode]["prompt_tokens"] for row in figures]
        ms = [row[mode]["ms"] for row in figures]
        print(f"{mode:10s}: {n} cases; prompt tokens median {statistics.median(tokens):.0f} (max {max(tokens)}); "
              f"scoring median {statistics.median(ms):.0f} ms; claims cut {sum(len(r[mode]['cuts']) for r in figures)}"
              f" (shaky {sum(1 for r in figures for _, why in r[mode]['cuts'] if why == 'SHAKY_SPECIFIC')}); "
              f"false cuts of correct claims {sum(len(r[mode]['false_cuts']) for r in figures)}")
    print(f"cases whose flags differ: {sum(differs(r, 'flags') for r in figures)}; "
          f"whose shaky specifics differ: {sum(differs(r, 'shaky') for r in figures)}; "
          f"whose cuts differ: {sum(differs(r, 'cuts') for r in figures)}; "
          f"whose decision differs: {sum(differs(r, 'decision') for r in figures)}")
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1), encoding="utf-8")
    return 0
