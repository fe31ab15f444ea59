"""Benchmarks, one subcommand each; every figure of a run is measured in that run, on this machine.

    python scripts/bench.py nli --checkpoint /work/ckpt/checkpoint     # CTranslate2 int8 vs torch float32
    python scripts/bench.py nli --json                                 # CTranslate2 only when torch is absent

Add a benchmark by writing `bench_<name>(args) -> int` and `<name>_arguments(parser)` and registering
them in BENCHES; `main` builds the argparse subcommands from that dict.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))


def _sibling(name: str):
    """A benchmark module beside this script (scripts/ is not a package; bench code stays out of halcheck_tui)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, Path(__file__).resolve().parent / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module

LABELS = ("entailment", "neutral", "contradiction")
MNLI_SOURCES = ("mnli_dev_matched", "mnli_dev_writerlabel", "taxinli_mnli")
DEFAULT_NLI_DATA = REPO_ROOT.parent / "shared" / "nli-train"


@dataclass(frozen=True)
class Bench:
    run: Callable[[argparse.Namespace], int]
    add_arguments: Callable[[argparse.ArgumentParser], None]
    help: str


def print_table(title: str, header: list[str], rows: list[list[str]]) -> None:
    widths = [max(len(str(row[i])) for row in [header, *rows]) for i in range(len(header))]
    print(title)
    line = "  ".join(h.ljust(widths[0]) if i == 0 else h.rjust(widths[i]) for i, h in enumerate(header))
    print(line)
    print("-" * len(line))
    for row in rows:
        print("  ".join(str(c).ljust(widths[0]) if i == 0 else str(c).rjust(widths[i]) for i, c in enumerate(row)))


def folder_megabytes(path: Path, skip: tuple[str, ...] = ()) -> float:
    return sum(p.stat().st_size for p in path.iterdir() if p.is_file() and p.name not in skip) / 2**20


# --- nli --------------------------------------------------------------------------------------------


def load_mnli_pairs(source: Path, limit: int) -> list[dict]:
    """The first `limit` MultiNLI pairs with a 3-way label, in file order (same pairs every run)."""
    files = sorted(source.glob("*.jsonl")) if source.is_dir() else [source]
    pairs: list[dict] = []
    for path in files:
        with path.open(encoding="utf-8") as handle:
            for line in handle:
                row = json.loads(line)
                if row.get("source") in MNLI_SOURCES and row.get("label") in LABELS:
                    pairs.append(row)
                    if len(pairs) == limit:
                        return pairs
    return pairs


def nli_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data", type=Path, default=DEFAULT_NLI_DATA,
                        help="a .jsonl file or folder of NLI pairs (e.g. the training run's valid.jsonl)")
    parser.add_argument("--n", type=int, default=900, help="MultiNLI pairs to use")
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--refine-margin", type=float, default=0.1,
                        help="margin for the close-call variant when the settings serve int8 alone (default 0.1)")
    parser.add_argument("--threads", type=int, default=None, help="default: nli_threads from the settings")
    parser.add_argument("--model", type=Path, default=None, help="CTranslate2 model folder (default: the shipped one)")
    parser.add_argument("--checkpoint", type=Path, default=None,
                        help="the Hugging Face float32 checkpoint the CTranslate2 model was converted from")
    parser.add_argument("--rounds", type=int, default=2, help="timed passes per runtime, alternating; best is kept")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object as well")


SETTLE_S = 1.0
"""Pause before each timed pass: OpenMP worker threads (torch's and CTranslate2's) spin for a while
after their last parallel region, and on two cores they would steal time from the next runtime."""


def _timed(run: Callable[[], np.ndarray]) -> tuple[float, np.ndarray]:
    time.sleep(SETTLE_S)
    started = time.perf_counter()
    result = run()
    return time.perf_counter() - started, result


def bench_nli(args: argparse.Namespace) -> int:
    """CTranslate2 int8, int8 with close calls re-scored in float32, and torch float32, on the same
    MultiNLI pairs in one run. The headline ratio is for what the settings serve (int8 alone by default)."""
    from halcheck_tui import locations
    from halcheck_tui.config import load_settings
    from halcheck_tui.errors import HalcheckError
    from halcheck_tui.runtimes.nli import load_nli

    settings = load_settings()
    threads = args.threads or settings.nli_threads
    rows = load_mnli_pairs(args.data, args.n)
    if len(rows) < args.n:
        print(f"only {len(rows)} MultiNLI pairs found in {args.data} (wanted {args.n})", file=sys.stderr)
        if not rows:
            return 2
    pairs = [(r["premise"], r["hypothesis"]) for r in rows]
    gold = np.array([LABELS.index(r["label"]) for r in rows])
    batches = [pairs[i:i + args.batch_size] for i in range(0, len(pairs), args.batch_size)]
    model_dir = args.model or Path(settings.nli_model_dir or locations.nli_model_dir())

    settings = replace(settings, nli_threads=threads, nli_batch_size=args.batch_size)
    served = "refined" if settings.nli_refine_margin > 0 else "int8"
    refine_margin = settings.nli_refine_margin or args.refine_margin
    try:
        started = time.perf_counter()
        int8 = load_nli(model_dir, replace(settings, nli_refine_margin=0.0))
        int8.load()
        ct2_load_s = time.perf_counter() - started
        refined = load_nli(model_dir, replace(settings, nli_refine_margin=refine_margin))
        refined.load()
    except HalcheckError as exc:
        print(exc.one_line(), file=sys.stderr)
        return 3
    int8.cache_size = refined.cache_size = 0  # every pass must run the model, not the cache

    def runner(nli):
        def run() -> np.ndarray:
            out = []
            for batch in batches:
                out.extend((p.entailment, p.neutral, p.contradiction) for p in nli.predict(batch))
            return np.array(out)
        return run

    runners = {"int8": runner(int8), "refined": runner(refined)}
    for run in runners.values():
        run()  # warm-up: first-call allocations (and the float32 encoder's load) are not throughput
    refined.refined_pairs = 0
    torch_note = ""
    if args.checkpoint is None:
        torch_note = "no --checkpoint given: torch float32 not measured"
    else:
        try:
            import torch  # training-time only; never a runtime dependency
            import transformers
        except ImportError:
            torch_note = "torch/transformers are not installed here: run this in the training venv to compare"
        else:
            torch.set_num_threads(threads)
            started = time.perf_counter()
            tokenizer = transformers.AutoTokenizer.from_pretrained(args.checkpoint)
            model = transformers.AutoModelForSequenceClassification.from_pretrained(
                args.checkpoint, dtype=torch.float32).eval()
            torch_load_s = time.perf_counter() - started
            order = [str(model.config.id2label[i]).lower() for i in range(model.config.num_labels)]
            columns = [next(i for i, name in enumerate(order) if name.startswith(label[:7])) for label in LABELS]

            def torch_runner() -> np.ndarray:
                out = []
                with torch.inference_mode():
                    for batch in batches:
                        encoded = tokenizer([p for p, _ in batch], [h for _, h in batch], truncation="only_first",
                                            max_length=int8.max_length, padding=True, return_tensors="pt")
                        out.append(torch.softmax(model(**encoded).logits.float(), dim=-1).numpy()[:, columns])
                return np.concatenate(out)

            torch_runner()
            runners["torch"] = torch_runner

    best = {name: float("inf") for name in runners}
    probs: dict[str, np.ndarray] = {}
    rounds = max(1, args.rounds)
    for _ in range(rounds):  # alternate so every runtime sees the same background load
        for name, run in runners.items():
            seconds, probs[name] = _timed(run)
            best[name] = min(best[name], seconds)

    n = len(pairs)
    rate = {name: n / seconds for name, seconds in best.items()}
    acc = {name: float(np.mean(p.argmax(1) == gold)) for name, p in probs.items()}
    ct2_mb = folder_megabytes(model_dir, skip=("MODEL_CARD.md",))
    refined_share = refined.refined_pairs / (n * rounds)
    quantization = str(int8.manifest.raw.get("quantization", ""))
    variants = {"int8": {"pairs_per_s": round(rate["int8"], 1), "accuracy": round(acc["int8"], 4)},
                "refined": {"pairs_per_s": round(rate["refined"], 1), "accuracy": round(acc["refined"], 4),
                            "refine_margin": refine_margin, "refined_share": round(refined_share, 4)}}
    report: dict = {"pairs": n, "batch_size": args.batch_size, "threads": threads, "data": str(args.data),
                    "served": served,
                    "ct2": {"model": int8.name, "pairs_per_s": round(rate[served], 1), "size_mb": round(ct2_mb, 1),
                            "accuracy": round(acc[served], 4), "load_s": round(ct2_load_s, 2)},
                    **variants}
    names = {"int8": f"CTranslate2 {quantization}", "refined": f"CTranslate2 {quantization} + close calls in float32"}
    table = [[names[key] + (" (served)" if key == served else ""), f"{rate[key]:.1f}", f"{ct2_mb:.1f}",
              f"{acc[key]:.3f}", f"{ct2_load_s:.2f}" if key == "int8" else ""] for key in ("int8", "refined")]
    if "torch" in probs:
        weights = [p for p in args.checkpoint.iterdir() if p.suffix in (".safetensors", ".bin")]
        torch_mb = sum(p.stat().st_size for p in weights) / 2**20
        torch_argmax = probs["torch"].argmax(1)
        for key in ("int8", "refined"):
            report[key].update(speedup=round(rate[key] / rate["torch"], 2),
                               argmax_agreement=round(float(np.mean(probs[key].argmax(1) == torch_argmax)), 4))
        report["torch"] = {"pairs_per_s": round(rate["torch"], 1), "size_mb": round(torch_mb, 1),
                           "accuracy": round(acc["torch"], 4), "load_s": round(torch_load_s, 2)}
        report.update(speedup=report[served]["speedup"], argmax_agreement=report[served]["argmax_agreement"],
                      size_ratio=round(ct2_mb / torch_mb, 3),
                      max_prob_diff=round(float(np.abs(probs[served] - probs["torch"]).max()), 4))
        table.append(["torch float32", f"{rate['torch']:.1f}", f"{torch_mb:.1f}", f"{acc['torch']:.3f}",
                      f"{torch_load_s:.2f}"])
        table.append(["ratio served CT2 / torch", f"{report['speedup']:.2f}x", f"{ct2_mb / torch_mb:.2f}x", "", ""])
    print_table(f"NLI: {n} MultiNLI pairs, batches of {args.batch_size}, {threads} threads, best of {rounds} passes",
                ["runtime", "pairs/s", "MB on disk", "accuracy", "load s"], table)
    if args.data.resolve() == DEFAULT_NLI_DATA.resolve():
        print("accuracy here is on training pairs (the model has seen most of them); held-out accuracy per "
              "source is in the model card")
    print(f"close calls (top two probabilities within {refine_margin:g}) re-scored in float32: "
          f"{refined_share:.1%} of pairs (nli_refine_margin in config.toml; served: {served})")
    if "torch" in probs:
        speed_ok = report["speedup"] >= 2.5
        agree_ok = report["argmax_agreement"] >= 0.98
        other = "refined" if served == "int8" else "int8"
        print(f"speed-up {report['speedup']:.2f}x (target >= 2.5x: {'met' if speed_ok else 'NOT met'}); "
              f"argmax agreement {report['argmax_agreement']:.1%} (target >= 98%: {'met' if agree_ok else 'NOT met'}); "
              f"{names[other]}: {report[other]['speedup']:.2f}x, agreement {report[other]['argmax_agreement']:.1%}; "
              f"max |p_served - p_torch| {report['max_prob_diff']:.3f}")
    else:
        print(torch_note)
    if args.json:
        print(json.dumps(report))
    return 0


# --- store ------------------------------------------------------------------------------------------


def store_arguments(parser: argparse.ArgumentParser) -> None:
    _sibling("bench_store").add_bench_arguments(parser)


def bench_store(args: argparse.Namespace) -> int:
    """Evidence store retrieval: `search` per claim over a synthetic 10,000-sentence corpus (target < 20 ms)."""
    _sibling("bench_store").bench_store(args)
    return 0


# --- pipeline ---------------------------------------------------------------------------------------

DEFAULT_BENCH_CASES = (REPO_ROOT / "evidence_store" / "scenarios" / "refund-queued.json",
                       REPO_ROOT / "evidence_store" / "scenarios" / "warranty-kb.json")
PIPELINE_LEVELS = ("decompose", "confidence", "grounding", "repair", "total")

# Runs in a fresh interpreter so the figure is what a user waits for: interpreter start, imports, the
# app's first screen composed and painted (headless). HALCHECK_BENCH_LAUNCHED is the parent's clock at launch.
_TUI_PROBE = """
import asyncio, json, os, sys, time
from pathlib import Path
launched = float(os.environ["HALCHECK_BENCH_LAUNCHED"])
started = time.time()
from halcheck_tui.core.case import load_case
from halcheck_tui.tui.app import HalcheckApp
imported = time.time()
case = load_case(Path(sys.argv[1]))

async def first_paint():
    app = HalcheckApp(case=case, case_path=None, model_path=None)
    # run_test returns once the app is ready and the screen has processed its pending events (painted)
    async with app.run_test(size=(120, 40)):
        return time.time()

painted = asyncio.run(first_paint())
# VmHWM, not ru_maxrss: after fork+exec ru_maxrss still counts the parent's pages copied at the fork.
peak_kb = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:"))
print(json.dumps({"start_ms": (started - launched) * 1000, "import_ms": (imported - started) * 1000,
                  "first_paint_ms": (painted - launched) * 1000, "peak_rss_mb": peak_kb / 1024}))
"""


def pipeline_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--case", type=Path, action="append", default=None,
                        help="case file to time (repeatable; default: refund-queued.json and the NLI-heavy "
                             "warranty-kb.json from evidence_store/scenarios)")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per case after one warm-up (median kept)")
    parser.add_argument("--generator-runs", type=int, default=3,
                        help="timed runs per case with the local generator (each rewrites the draft: seconds)")
    parser.add_argument("--no-generator", action="store_true", help="skip the runs with the local generator")
    parser.add_argument("--rewrite-runs", type=int, default=None,
                        help="timed runs of the --repair model path (default: --generator-runs; 0 skips it)")
    parser.add_argument("--baseline", nargs="?", const="issue22", choices=("issue22", "session5"), default=None,
                        help="also time an earlier set-up, alternating with today's runs: issue22 (the default: full "
                             "scoring prompt, level 1 before grounding, result caches off, no generator prefix kept) "
                             "or session5 (the generator's Q4_1 weights as shipped and the delimited scoring "
                             "layout, as on 2026-12-01 at 22:45; the generator rows only)")
    parser.add_argument("--tui-runs", type=int, default=3,
                        help="fresh processes timed to the TUI's first paint (0: skip)")
    parser.add_argument("--dev", type=Path, default=REPO_ROOT.parent / "shared" / "eval" / "dev.jsonl",
                        help="labelled JSONL whose records are timed in check mode (median ms per record)")
    parser.add_argument("--dev-per-source", type=int, default=12, help="records per source timed from --dev (0: skip)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object as well")


# Issue 11's long-evidence target: a 5-sentence reply against 10 evidence items (passages of 4-6 sentences).
LONG_EVIDENCE_TOPICS = [
    ("Aria kettle", "The Aria kettle has a two-year warranty. The warranty covers heating faults. It does not cover "
     "limescale damage. Claims need the original receipt. Replacement parts ship within five days."),
    ("Basic plan", "The Basic plan includes email support only. Live chat comes with Pro. Pro costs 12 dollars a "
     "month. Annual billing saves two months. Plans can be changed at any time."),
    ("returns", "Returns are accepted within 30 days of delivery. Items must be unused. Refunds go to the original "
     "payment method. Return shipping is free for damaged items. Gift cards cannot be returned."),
    ("passwords", "Passwords expire after 90 days. They need at least 12 characters. The last five passwords cannot "
     "be reused. Two-factor sign-in is optional. Locked accounts unlock after 30 minutes."),
    ("shipping", "Orders ship from Pune. Standard delivery takes two to four days. Express delivery takes one day. "
     "Orders over 50 dollars ship free. Tracking numbers arrive by e-mail."),
    ("store hours", "The Leeds store opens at 9 am. It closes at 6 pm on weekdays. It is closed on Sundays. Parking "
     "is free for customers. The cafe serves breakfast until 11 am."),
    ("exchanges", "Exchanges are processed within five days of approval. Sizes can be swapped once. Colour swaps are "
     "free. Exchanged items keep their original warranty. Sale items cannot be exchanged."),
    ("loyalty", "Loyalty points expire after one year. Each dollar earns one point. Points cannot be transferred. "
     "Gold members earn double points. Points are added after delivery."),
    ("support", "Support replies to tickets within one business day. Phone support runs from 8 am to 8 pm. Urgent "
     "tickets are answered within four hours. Chat is available on weekdays. Tickets close after 14 days."),
    ("repairs", "Repairs take up to ten business days. Out-of-warranty repairs are quoted first. A courier collects "
     "the item. Repaired items come with a 90-day guarantee. Data is not backed up during repairs."),
]
LONG_EVIDENCE_REPLY = ("The Aria kettle has a two-year warranty that covers heating faults. The Basic plan includes "
                       "live chat. Returns are accepted within 30 days of delivery. Passwords expire after 60 days. "
                       "Standard delivery takes two to four days.")


def long_evidence_case():
    from halcheck_tui.core.case import parse_case

    return parse_case({"schema": "halcheck.case/1", "id": "long-evidence-5x10", "draft": LONG_EVIDENCE_REPLY,
                       "evidence": [{"id": f"kb-{i}", "kind": "passage", "text": text}
                                    for i, (_, text) in enumerate(LONG_EVIDENCE_TOPICS, 1)]})


def time_dev(checker, path: Path, per_source: int) -> dict:
    """Median ms per record of a labelled file in check mode (no repair), result caches off."""
    import statistics

    from halcheck_tui.eval_records import load_records, select

    records = select(load_records(path), per_source=per_source)
    _uncached(checker.runtimes)
    samples = []
    for record in records:
        started = time.perf_counter()
        checker.check(record.to_case(), repair=False)
        samples.append((time.perf_counter() - started) * 1000)
    return {"records": len(records), "median_ms": round(statistics.median(samples), 1),
            "p90_ms": round(sorted(samples)[int(0.9 * (len(samples) - 1))], 1)}


def reset_peak_rss() -> bool:
    """Start a fresh high-water mark (Linux: `5` to clear_refs), so a section run by `all` after others
    reports its own peak rather than theirs."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
        return True
    except OSError:
        return False


def peak_rss_mb() -> float:
    """Peak resident memory of this process since start (or since reset_peak_rss): VmHWM where /proc has it,
    else ru_maxrss (which cannot be reset)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def _shared_prompt_tokens(generator) -> int:
    """Leading tokens every reply prompt shares (the system prompt in its chat template)."""
    from halcheck_tui.core.prompts import reply_messages

    first, second = (generator._prompt_tokens(reply_messages(q, ())) for q in ("a", "b"))
    shared = 0
    while shared < min(len(first), len(second)) and first[shared] == second[shared]:
        shared += 1
    return shared


_CACHE_SIZES: dict[int, int] = {}


def _uncached(runtimes, before: bool = False) -> None:
    """Every timed run must compute what a new case would.

    Today (`before` False): a new case in a warm process (TUI, serve, batch): the NLI/embedding result
    caches hold nothing of it (cleared), so only its own repeats (a repair's re-check) hit them, and the
    generator's context keeps only the system prompt that every case shares. `before`: as measured before
    issue 22: result caches off altogether, the generator's context empty, no scored prefix reused.
    What core.memo keeps per evidence tuple is emptied either way (a new case has a new tuple)."""
    from halcheck_tui.core import memo

    memo.forget_all()
    for runtime in (runtimes.nli, runtimes.embedder):
        if runtime is not None and hasattr(runtime, "cache_size"):
            size = _CACHE_SIZES.setdefault(id(runtime), runtime.cache_size)
            runtime.cache_size = 0 if before else size
            runtime.clear_cache()
    generator = runtimes.generator
    if generator is not None and hasattr(generator, "forget_prefix"):
        generator.reuse_scored_prefix = not before
        generator.forget_prefix(0 if before else _shared_prompt_tokens(generator))


def before_settings(settings, baseline: str = "issue22"):
    """The settings as they were before issue 22: level 1 scores with every evidence item in full, and
    runs before grounding, not beside it; or at the start of session 5 (`baseline` "session5"): the
    Q4_1 weights run as shipped, the evidence in the drafting prompt's delimited blocks."""
    if baseline == "session5":
        return replace(settings, generator_weights="as-is", scoring_layout="delimited")
    return replace(settings, scoring_prompt="full", overlap_levels=False)


def time_checks(checker, case, runs: int, before: bool = False, against=None) -> dict:
    """Median ms per level over `runs` full checks (repair on) after one warm-up, plus the decision.
    With `against` (checker, before) the other variant's runs alternate with these, so both see the same
    background load: the result is then a pair (this one's figures, the other's)."""
    import statistics

    variants = [(checker, before)] + ([against] if against else [])
    samples = [{level: [] for level in PIPELINE_LEVELS} for _ in variants]
    results = []
    for variant, old in variants:
        _uncached(variant.runtimes, old)
        results.append(variant.check(case, repair=True))  # warm-up: weights load, first-call allocations
    for _ in range(max(1, runs)):
        for i, (variant, old) in enumerate(variants):
            _uncached(variant.runtimes, old)
            results[i] = variant.check(case, repair=True)
            for level in PIPELINE_LEVELS:
                samples[i][level].append(results[i].timings_ms.get(level, 0.0))
    _uncached(checker.runtimes)  # leave the runtimes as today's set-up has them
    figures = [{"median_ms": {level: round(statistics.median(values), 1) for level, values in sample.items()},
                "decision": result.decision, "outcome": result.outcome, "repaired": result.repair.attempted}
               for sample, result in zip(samples, results)]
    return figures[0] if against is None else tuple(figures)


def time_tui(case_path: Path, runs: int) -> dict:
    import statistics
    import subprocess
    import tempfile

    samples: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory(prefix="halcheck-bench-") as home:
        # A scratch HALCHECK_HOME: the app's autosave and store must not touch the user's data.
        env = {**os.environ, "HALCHECK_HOME": home, "PYTHONPATH": str(REPO_ROOT)}
        for _ in range(runs):
            env["HALCHECK_BENCH_LAUNCHED"] = repr(time.time())
            done = subprocess.run([sys.executable, "-c", _TUI_PROBE, str(case_path)], env=env, cwd=REPO_ROOT,
                                  capture_output=True, text=True, timeout=300)
            if done.returncode != 0:
                last = (done.stderr.strip().splitlines() or ["(no output)"])[-1]
                return {"error": f"the TUI probe failed (exit {done.returncode}): {last}"}
            for key, value in json.loads(done.stdout.strip().splitlines()[-1]).items():
                samples.setdefault(key, []).append(value)
    figures = {key: round(statistics.median(values), 1) for key, values in samples.items()}
    figures["runs"] = runs
    return figures


def bench_pipeline(args: argparse.Namespace) -> int:
    from halcheck_tui.config import load_settings
    from halcheck_tui.core.case import load_case
    from halcheck_tui.core.pipeline import Checker
    from halcheck_tui.errors import HalcheckError
    from halcheck_tui.ports import Runtimes
    from halcheck_tui.wiring import load_runtimes

    settings = load_settings()
    paths = args.case or list(DEFAULT_BENCH_CASES)
    reset_peak_rss()
    rss_before = peak_rss_mb()
    try:
        cases = [load_case(path) for path in paths]
        runtimes, _ = load_runtimes(settings, want_generator=False)
        started = time.perf_counter()
        runtimes.nli.load()
        runtimes.embedder.load()
        load_s = time.perf_counter() - started
    except HalcheckError as exc:
        print(exc.one_line(), file=sys.stderr)
        return exc.exit_code
    report: dict = {"runs": args.runs, "generator_runs": args.generator_runs, "threads": settings.nli_threads,
                    "models": {"nli": runtimes.nli.name, "embedder": runtimes.embedder.name},
                    "load_s": {"nli+embedder": round(load_s, 2)}, "cases": {}}
    checker = Checker(settings, runtimes)
    for case in cases + [long_evidence_case()]:
        if args.baseline == "issue22":
            today, before = time_checks(checker, case, args.runs, against=(checker, True))
            report["cases"][case.id] = {"no_generator": today, "no_generator_before": before}
        else:
            report["cases"][case.id] = {"no_generator": time_checks(checker, case, args.runs)}
    report["peak_rss_mb"] = {"before models": round(rss_before, 1), "nli+embedder": round(peak_rss_mb(), 1)}

    generator_note = ""
    if args.no_generator:
        generator_note = "generator runs skipped (--no-generator)"
    else:
        from halcheck_tui.runtimes.generator import load_generator

        try:
            generator = load_generator(settings)
            started = time.perf_counter()
            generator.load()
            report["load_s"]["generator"] = round(time.perf_counter() - started, 2)
        except HalcheckError as exc:
            generator_note = f"generator runs skipped: {exc.one_line()}"
        else:
            report["models"]["generator"] = generator.name
            with_generator = Checker(settings, Runtimes(runtimes.nli, runtimes.embedder, generator,
                                                        runtimes.nli_thresholds))
            # Today's default repair (correction from the evidence) against the rewrite path it replaced
            # (--repair model: one rewrite by the local model), timed in the same run.
            from dataclasses import replace as _replace

            rewriting = Checker(_replace(settings, repair_mode="model"),
                                Runtimes(runtimes.nli, runtimes.embedder, generator, runtimes.nli_thresholds))
            old_settings = before_settings(settings, args.baseline or "issue22")
            old_generator = generator
            if args.baseline == "session5":
                old_generator = load_generator(old_settings)
                old_generator.load()
            old_way = Checker(old_settings,
                              Runtimes(runtimes.nli, runtimes.embedder, old_generator, runtimes.nli_thresholds))
            old_uncached = args.baseline != "session5"  # session5: a new case in a warm process, as today
            rewrite_runs = args.generator_runs if args.rewrite_runs is None else args.rewrite_runs
            for case in cases:
                if args.baseline:
                    today, before = time_checks(with_generator, case, args.generator_runs,
                                                against=(old_way, old_uncached))
                    report["cases"][case.id].update(generator=today, generator_before=before)
                else:
                    report["cases"][case.id]["generator"] = time_checks(with_generator, case, args.generator_runs)
                if rewrite_runs > 0:
                    report["cases"][case.id]["rewrite_path"] = time_checks(rewriting, case, rewrite_runs)
            report["peak_rss_mb"]["+generator"] = round(peak_rss_mb(), 1)

    if args.dev_per_source > 0 and args.dev.exists():
        report["dev"] = time_dev(checker, args.dev, args.dev_per_source)

    tui_note = ""
    if args.tui_runs > 0:
        report["tui"] = time_tui(paths[0], args.tui_runs)
        tui_note = report["tui"].get("error", "")

    rows = []
    for case_id, figures in report["cases"].items():
        for mode, label in (("no_generator", "NLI+embedder"), ("no_generator_before", "NLI+embedder, before"),
                            ("generator", "+ generator"), ("generator_before", "+ generator, before"),
                            ("rewrite_path", "+ generator, --repair model")):
            if mode in figures:
                m = figures[mode]["median_ms"]
                rows.append([f"{case_id} ({label})", *[f"{m[level]:.1f}" for level in PIPELINE_LEVELS],
                             f"{figures[mode]['decision']}/{figures[mode]['outcome']}"])
        if "generator" in figures:
            without = figures["no_generator"]["median_ms"]["total"]
            ratio = figures["generator"]["median_ms"]["total"] / max(without, 1e-9)
            figures["generator_total_ratio"] = round(ratio, 2)
            rows.append([f"{case_id} ratio with/without generator", "", "", "", "", f"{ratio:.2f}x", ""])
        for mode in ("no_generator", "generator"):
            if f"{mode}_before" in figures:
                ratio = figures[f"{mode}_before"]["median_ms"]["total"] / max(figures[mode]["median_ms"]["total"], 1e-9)
                figures[f"{mode}_speedup"] = round(ratio, 2)
                rows.append([f"{case_id} {'with' if mode == 'generator' else 'without'} generator: before / today",
                             "", "", "", "", f"{ratio:.2f}x", ""])
        if "rewrite_path" in figures:
            ratio = figures["rewrite_path"]["median_ms"]["total"] / max(figures["generator"]["median_ms"]["total"], 1e-9)
            figures["rewrite_to_default_ratio"] = round(ratio, 2)
            rows.append([f"{case_id} rewrite path / default (correction)", "", "", "", "", f"{ratio:.2f}x", ""])
    runs = f"{args.runs} runs"
    if "generator" in report["models"]:
        runs += f"; {args.generator_runs} with the generator"
    try:
        load_average = "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        load_average = "load average unknown"
    print_table(f"Pipeline: median ms per level after a warm-up ({runs}), repair on, each run a new case in a "
                f"warm process (result caches cleared, the generator keeps only the shared system prompt), "
                f"{settings.nli_threads} NLI threads, {load_average} at the end"
                + ({"issue22": "; 'before': the set-up before issue 22, alternating run by run",
                     "session5": "; 'before': the set-up at the start of session 5 (Q4_1 weights as shipped, "
                                 "delimited scoring layout), alternating run by run"}.get(args.baseline, "")),
                ["case", *PIPELINE_LEVELS, "decision/outcome"], rows)
    loads = ", ".join(f"{name} {seconds:.2f} s" for name, seconds in report["load_s"].items())
    rss = ", ".join(f"{name} {mb:.0f} MB" for name, mb in report["peak_rss_mb"].items())
    print(f"first load (one measurement): {loads}; peak RSS of this process by stage: {rss}")
    if generator_note:
        print(generator_note)
    long_case = report["cases"]["long-evidence-5x10"]["no_generator"]["median_ms"]["total"]
    print(f"5-sentence reply against 10 evidence items: {long_case:.0f} ms warm (target 150 ms: "
          f"{long_case / 150:.2f}x of it)")
    if "dev" in report:
        dev = report["dev"]
        print(f"{args.dev.name} in check mode: median {dev['median_ms']:.0f} ms per record, p90 {dev['p90_ms']:.0f} ms "
              f"over {dev['records']} records (target median 300 ms: {dev['median_ms'] / 300:.2f}x of it)")
    if "tui" in report:
        tui = report["tui"]
        if tui_note:
            print(f"TUI first paint not measured: {tui_note}")
        else:
            print(f"TUI (fresh process, headless, median of {tui['runs']}): first paint "
                  f"{tui['first_paint_ms']:.0f} ms after launch (interpreter {tui['start_ms']:.0f} ms, "
                  f"imports {tui['import_ms']:.0f} ms); peak RSS {tui['peak_rss_mb']:.0f} MB")
    if args.json:
        print(json.dumps(report))
    return 0


# --- generator ----------------------------------------------------------------------------------


def generator_arguments(parser: argparse.ArgumentParser) -> None:
    _sibling("bench_generator").add_bench_arguments(parser)


def bench_generator(args: argparse.Namespace) -> int:
    """Local generator (llama.cpp): load time, scoring a ~55-token draft, generation speed, peak RSS."""
    return _sibling("bench_generator").bench_generator(args)


# --- level1 -----------------------------------------------------------------------------------------


def level1_arguments(parser: argparse.ArgumentParser) -> None:
    _sibling("bench_level1").add_bench_arguments(parser)


def bench_level1(args: argparse.Namespace) -> int:
    """Level 1's flags and cuts with the full scoring prompt and with the needed one, in one run."""
    return _sibling("bench_level1").bench_level1(args)


def level1_cost_arguments(parser: argparse.ArgumentParser) -> None:
    _sibling("bench_level1_cost").add_bench_arguments(parser)


def bench_level1_cost(args: argparse.Namespace) -> int:
    """Level 1's cost and effect: no generator, the default (scoring only when needed), scoring always."""
    return _sibling("bench_level1_cost").bench_level1_cost(args)


# --- tui --------------------------------------------------------------------------------------------


def tui_arguments(parser: argparse.ArgumentParser) -> None:
    _sibling("bench_tui").add_bench_arguments(parser)


def bench_tui(args: argparse.Namespace) -> int:
    """The TUI in tmux: first screen, and run all on the demo cold and warm."""
    return _sibling("bench_tui").bench_tui(args)


# --- eventlog ---------------------------------------------------------------------------------------


def eventlog_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--appends", type=int, default=2000, help="single-writer appends to time")
    parser.add_argument("--writers", type=int, default=4, help="concurrent writer processes")
    parser.add_argument("--per-writer", type=int, default=500, help="appends per concurrent writer")
    parser.add_argument("--stats-events", type=int, default=10_000, help="events in the log that stats reads")


def _eventlog_writer(path: str, worker: int, count: int, line: dict) -> None:
    from halcheck_tui.eventlog import EventLog

    log = EventLog(Path(path), max_bytes=1_000_000, backups=10_000)
    for n in range(count):
        log.append({**line, "case_id": f"w{worker}-{n}"})


def bench_eventlog(args: argparse.Namespace) -> int:
    """Append cost (lock, size check, one write), concurrent writers, `stats` over a big log, citation cost."""
    import multiprocessing
    import tempfile

    from halcheck_tui.config import Settings
    from halcheck_tui.core.case import parse_case
    from halcheck_tui.core.pipeline import Checker
    from halcheck_tui.eventlog import EventLog, build_event, read_events
    from halcheck_tui.ports import Runtimes
    from halcheck_tui.runtimes.embedder import FakeEmbedder
    from halcheck_tui.runtimes.nli import FakeNLI
    from halcheck_tui.stats import compute, render_text

    demo = json.loads((REPO_ROOT / "evidence_store" / "scenarios" / "refund-queued.json").read_text())
    result = Checker(Settings(), Runtimes(nli=FakeNLI(), embedder=FakeEmbedder())).check(parse_case(demo))
    event = build_event(result, "bench")
    size = len(json.dumps(event, separators=(",", ":"))) + 1
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        log = EventLog(Path(tmp) / "single.jsonl", max_bytes=10_000_000, backups=5)
        took = []
        for n in range(args.appends):
            started = time.perf_counter()
            log.append({**event, "case_id": f"c{n}"})
            took.append((time.perf_counter() - started) * 1e6)
        rows.append(["one writer, append", f"{args.appends}", f"{np.percentile(took, 50):.0f} us",
                     f"{np.percentile(took, 99):.0f} us", f"{size} B/line"])

        path = Path(tmp) / "shared.jsonl"
        ctx = multiprocessing.get_context("spawn")
        procs = [ctx.Process(target=_eventlog_writer, args=(str(path), w, args.per_writer, event))
                 for w in range(args.writers)]
        started = time.perf_counter()
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        wall = time.perf_counter() - started
        shared = EventLog(path, backups=10_000)
        events, bad = read_events(shared.files())
        expected = args.writers * args.per_writer
        lost = expected - len({e["case_id"] for e in events})
        rows.append([f"{args.writers} writer processes (wall incl. their start), rotating at 1 MB", f"{expected}",
                     f"{expected / wall:.0f} lines/s", f"lost {lost}, torn {bad}",
                     f"{len(shared.files())} files"])

        big = EventLog(Path(tmp) / "big.jsonl", max_bytes=10**12)
        with big.path.open("w") as handle:
            for n in range(args.stats_events):
                handle.write(json.dumps({**event, "case_id": f"c{n}"}, separators=(",", ":")) + "\n")
        started = time.perf_counter()
        events, _ = read_events(big.files())
        text = render_text(compute(events, "day"))
        took_stats = time.perf_counter() - started
        rows.append([f"stats over {args.stats_events} events", f"{big.path.stat().st_size / 1e6:.1f} MB",
                     f"{took_stats:.2f} s", "", f"{len(text.splitlines())} lines of report"])
    print_table("event log", ["what", "n", "p50 / rate / time", "p99 / check", "note"], rows)
    return 0 if not bad and lost == 0 else 1


# --- second opinion ---------------------------------------------------------------------------------


def second_opinion_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data", type=Path, default=REPO_ROOT.parent / "shared" / "eval" / "dev.jsonl")
    parser.add_argument("--per-source", type=int, default=20, help="records per source (0: all)")
    parser.add_argument("--judge", type=Path, help="time a GGUF yes/no judge instead of the shipped verifier")


def bench_second_opinion(args: argparse.Namespace) -> int:
    """Median ms per dev record in check mode without and with the second opinion, in one run: each record
    is checked by both checkers back to back (order alternating), result caches off, so load on a shared
    machine falls on both alike."""
    import statistics

    from halcheck_tui.config import load_settings
    from halcheck_tui.core.pipeline import Checker
    from halcheck_tui.eval_records import load_records, select
    from halcheck_tui.wiring import load_runtimes, load_second_opinion

    settings = replace(load_settings(), second_opinion=False)
    runtimes, _ = load_runtimes(settings, want_generator=False)
    on = replace(settings, second_opinion=True, second_opinion_model=str(args.judge) if args.judge else "")
    verifier, notes = load_second_opinion(on)
    if verifier is None:
        print("; ".join(notes))
        return 1
    if hasattr(verifier, "cache_size"):
        verifier.cache_size = 0
    plain, second = Checker(settings, runtimes), Checker(on, replace(runtimes, second_opinion=verifier))
    records = select(load_records(args.data), per_source=args.per_source or None)
    _uncached(runtimes)
    plain.check(records[0].to_case(), repair=False)  # warm-up: weights load
    second.check(records[0].to_case(), repair=False)
    without, with_, lifted = [], [], 0
    for i, record in enumerate(records):
        order = ((plain, without), (second, with_)) if i % 2 == 0 else ((second, with_), (plain, without))
        for checker, samples in order:
            started = time.perf_counter()
            result = checker.check(record.to_case(), repair=False)
            samples.append((time.perf_counter() - started) * 1000)
            if checker is second:
                lifted += sum(v.method.value == "second_opinion" for v in result.first.grounding.verdicts)
    a, b = statistics.median(without), statistics.median(with_)
    print_table(f"second opinion ({verifier.name}, cut {second.second_opinion_cut()}) on {len(records)} dev records",
                ["", "median ms/record", "p90 ms/record"],
                [["without", f"{a:.1f}", f"{sorted(without)[int(0.9 * (len(without) - 1))]:.1f}"],
                 ["with", f"{b:.1f}", f"{sorted(with_)[int(0.9 * (len(with_) - 1))]:.1f}"],
                 ["ratio (median with / median without)", f"{b / a:.2f}", ""]])
    print(f"claims confirmed by the second opinion: {lifted}")
    return 0


# --- all --------------------------------------------------------------------------------------------


def all_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--skip", action="append", default=[], metavar="NAME",
                        help="leave a benchmark out (repeatable)")


def bench_all(args: argparse.Namespace) -> int:
    """Every other benchmark with its default arguments, one after another in this process."""
    codes: dict[str, int] = {}
    for name, bench in BENCHES.items():
        if name == "all" or name in args.skip:
            continue
        parser = argparse.ArgumentParser(prog=f"bench.py {name}")
        bench.add_arguments(parser)
        print(f"\n## {name}: {bench.help}\n", flush=True)
        started = time.perf_counter()
        try:
            codes[name] = bench.run(parser.parse_args([]))
        except SystemExit as exc:  # argparse, or a benchmark that exits: record it and go on
            codes[name] = exc.code if isinstance(exc.code, int) else 1
        except Exception as exc:  # one broken benchmark must not hide the others' figures
            print(f"{name} failed: {type(exc).__name__}: {exc}")
            codes[name] = 1
        print(f"({name}: {time.perf_counter() - started:.0f} s, exit {codes[name]})", flush=True)
    failed = [name for name, code in codes.items() if code != 0]
    summary = f"\n{len(codes) - len(failed)} of {len(codes)} benchmarks ran"
    print(summary + (f"; failed: {', '.join(failed)}" if failed else ""))
    return 1 if failed else 0


import bench_builds  # noqa: E402
import bench_evidence  # noqa: E402
import bench_repair  # noqa: E402
import bench_scale  # noqa: E402  (scripts/ is on sys.path when this file runs as a script)

BENCHES: dict[str, Bench] = {
    "nli": Bench(bench_nli, nli_arguments, "NLI cross-encoder: CTranslate2 int8 vs torch float32"),
    "store": Bench(bench_store, store_arguments, "evidence store: FTS5 search per claim over 10,000 sentences"),
    "pipeline": Bench(bench_pipeline, pipeline_arguments,
                      "the whole check per level on demo cases, peak memory, TUI time to first paint"),
    "generator": Bench(bench_generator, generator_arguments,
                       "local generator (llama.cpp): load, scoring and generation speed, peak memory"),
    "builds": Bench(bench_builds.bench_builds, bench_builds.builds_arguments,
                    "level 1 scoring with each llama.cpp build (this CPU's vs the portable fallback), one run"),
    "level1": Bench(bench_level1, level1_arguments,
                    "level 1's flags and cuts, full scoring prompt vs the one cut to what the draft needs"),
    "level1-cost": Bench(bench_level1_cost, level1_cost_arguments,
                         "a batch with no generator, the default (scoring when needed) and scoring always, "
                         "one run: seconds, ratios and what level 1 changed"),
    "tui": Bench(bench_tui, tui_arguments,
                 "the TUI in a real terminal (tmux): first screen, run all on the demo cold and warm"),
    "eventlog": Bench(bench_eventlog, eventlog_arguments,
                      "event log: append cost, concurrent writers, stats over a large log"),
    "serve": Bench(bench_scale.bench_serve, bench_scale.serve_arguments,
                   "halcheck serve: p50/p95 latency and requests/s, 1 and 8 clients, against the in-process API"),
    "batch": Bench(bench_scale.bench_batch, bench_scale.batch_arguments,
                   "check --batch: records/s with 1 process, N processes and local Ray"),
    "repair": Bench(bench_repair.bench_repair, bench_repair.repair_arguments,
                    "what repair (correction + one re-check) adds to a check's time, as a ratio in one run"),
    "evidence": Bench(bench_evidence.bench_evidence, bench_evidence.evidence_arguments,
                      "one check as a case's passage grows: seconds per size (sets MAX_EVIDENCE_CHARS)"),
    "second-opinion": Bench(bench_second_opinion, second_opinion_arguments,
                            "median dev record time in check mode without and with the second opinion, one run"),
    "all": Bench(bench_all, all_arguments,
                 "every other benchmark with its defaults, one after another, in one process"),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    for name, bench in BENCHES.items():
        sub = commands.add_parser(name, help=bench.help, description=bench.help)
        bench.add_arguments(sub)
        sub.set_defaults(run=bench.run)
    args = parser.parse_args(argv)
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")  # fair: neither side gets extra tokenizer threads
    return args.run(args)


if __name__ == "__main__":
    raise SystemExit(main())
