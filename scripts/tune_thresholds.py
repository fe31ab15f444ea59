"""Choose the NLI model's thresholds (entail, contradict, window_entail) on labelled data.

    python scripts/tune_thresholds.py                       # ../shared/eval/dev.jsonl, grid step 0.05
    python scripts/tune_thresholds.py DATA.jsonl --per-source 20 --step 0.1 --nli-model /tmp/nli-candidate

The pipeline runs once over the data (as `halcheck eval` does: every assertive claim a fact, no repair,
no generator), recording for each claim that NLI decides the premises it read and their probabilities.
Each threshold triple on the grid (window_entail never below entail) is then scored by re-deciding those
claims with the pipeline's own decision rule (`Grounder._decide`), without running the model again;
claims settled without NLI (a number the passage gives differently, no evidence at all) keep their
verdicts. The recording is cached (keyed by the data, the slice and the models), so a second run with
another grid skips the model.

The objective is the mean over sources of balanced accuracy on "hallucinated", as `halcheck eval`
reports it. Ties go to the higher mean 3-way accuracy, then to the triple nearest the current defaults.
A two-fold check (tune on one half of each source, score on the other) shows how much of the gain is
fitted to this data. Tuning on dev is for choosing thresholds; never copy dev data into the repo.
"""
from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import pickle
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))

from halcheck_tui.config import NLIThresholds, Settings, load_settings  # noqa: E402
from halcheck_tui.core.decomposition.decompose import Claim, Decomposition  # noqa: E402
from halcheck_tui.core.grounding.grounder import Grounder, GroundingResult, GroundingSettings, Premise  # noqa: E402
from halcheck_tui.core.pipeline import Checker  # noqa: E402
from halcheck_tui.core.types import Verdict  # noqa: E402
from halcheck_tui.errors import HalcheckError  # noqa: E402
from halcheck_tui.eval_metrics import balanced_accuracy  # noqa: E402
from halcheck_tui.eval_records import EvalRecord, load_records, select  # noqa: E402
from halcheck_tui.ports import NLIProbs  # noqa: E402  # noqa: E402
from halcheck_tui.runtimes.ct2_bundle import sha256_file  # noqa: E402

DEFAULT_DATA = REPO_ROOT.parent / "shared" / "eval" / "dev.jsonl"
DEFAULT_CACHE = REPO_ROOT / "out" / "tune_cache.pkl"
CACHE_VERSION = 1
FAILED = (Verdict.CONTRADICTED, Verdict.INSUFFICIENT)


# --- recording one pass -----------------------------------------------------------------------------


@dataclass(frozen=True)
class NLIClaim:
    """A claim NLI decides: what `Grounder._decide` reads, so it can decide again under other thresholds."""

    claim: Claim
    single: tuple[tuple[Premise, NLIProbs], ...]
    joined: tuple[tuple[Premise, NLIProbs], ...]


@dataclass(frozen=True)
class FixedClaim:
    """A claim settled without NLI: its verdict does not depend on the thresholds."""

    verdict: Verdict


@dataclass(frozen=True)
class RecordedRecord:
    id: str
    source: str
    hallucinated: bool
    label: str | None
    claims: tuple[NLIClaim | FixedClaim, ...]
    """Checked (non-conversational) claims only."""


class RecordingGrounder(Grounder):
    """The pipeline's grounder, keeping what each NLI decision read."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.recorded: dict[str, NLIClaim] = {}

    def _decide(self, claim, single, joined, evidence_texts=()):
        self.recorded[claim.id] = NLIClaim(claim, tuple(single), tuple(joined))
        return super()._decide(claim, single, joined, evidence_texts)


class RecordingChecker(Checker):
    def ground(self, case, decomposition: Decomposition) -> GroundingResult:
        grounder = RecordingGrounder(self.runtimes.nli, self.runtimes.embedder, self.nli_thresholds(),
                                     GroundingSettings.from_settings(self.settings))
        result = grounder.ground(case, decomposition)
        self.last_recorded = grounder.recorded
        return result


def record_pass(records: Sequence[EvalRecord], checker: RecordingChecker) -> list[RecordedRecord]:
    out = []
    show = sys.stderr.isatty()
    started = time.perf_counter()
    for number, record in enumerate(records, 1):
        checker.last_recorded = {}
        assessment = checker.check(record.to_case(), repair=False).first
        claims: list[NLIClaim | FixedClaim] = []
        for outcome in assessment.outcomes:
            if not outcome.checked:
                continue
            recorded = checker.last_recorded.get(outcome.claim.id)
            claims.append(recorded if recorded is not None else FixedClaim(outcome.verdict))
        out.append(RecordedRecord(record.id, record.source, record.hallucinated, record.label, tuple(claims)))
        if show:
            print(f"\rrunning the NLI: {number}/{len(records)} records, {time.perf_counter() - started:.0f} s",
                  end="", file=sys.stderr)
    if show:
        print(file=sys.stderr)
    return out


# --- scoring a threshold triple ---------------------------------------------------------------------


@dataclass(frozen=True)
class Score:
    thresholds: NLIThresholds
    mean_balanced_accuracy: float
    mean_accuracy3: float | None
    per_source: dict[str, float]


def predictions(recorded: Sequence[RecordedRecord], thresholds: NLIThresholds) -> list[tuple[bool, str]]:
    """(predicted hallucinated, predicted 3-way label) per record, as `halcheck eval` derives them."""
    # names were judged when recorded (Premise.names_ok)
    decider = Grounder(None, None, thresholds, GroundingSettings.from_settings(Settings()))
    out = []
    for record in recorded:
        verdicts = [c.verdict if isinstance(c, FixedClaim) else decider._decide(c.claim, list(c.single),
                                                                                  list(c.joined)).verdict
                    for c in record.claims]
        if Verdict.CONTRADICTED in verdicts:
            out.append((True, "contradicted"))
        elif any(v in FAILED for v in verdicts):
            out.append((True, "unsupported"))
        else:
            out.append((False, "supported"))
    return out


def score(recorded: Sequence[RecordedRecord], thresholds: NLIThresholds) -> Score:
    predicted = predictions(recorded, thresholds)
    by_source: dict[str, list[tuple[RecordedRecord, tuple[bool, str]]]] = {}
    for record, guess in zip(recorded, predicted):
        by_source.setdefault(record.source, []).append((record, guess))
    per_source, three_way = {}, []
    for source, items in by_source.items():
        per_source[source] = balanced_accuracy([r.hallucinated for r, _ in items], [g[0] for _, g in items])
        claim_level = [(r.label, g[1]) for r, g in items if r.label is not None]
        if claim_level:
            three_way.append(sum(a == b for a, b in claim_level) / len(claim_level))
    return Score(thresholds, statistics.fmean(per_source.values()),
                 statistics.fmean(three_way) if three_way else None, per_source)


def grid(step: float, low: float, high: float) -> list[float]:
    count = int(round((high - low) / step))
    return [round(low + i * step, 4) for i in range(count + 1)]


def rank_key(current: NLIThresholds):
    def key(s: Score):
        distance = sum(abs(a - b) for a, b in zip(asdict(s.thresholds).values(), asdict(current).values()))
        return (-round(s.mean_balanced_accuracy, 6), -round(s.mean_accuracy3 or 0.0, 6), distance,
                tuple(asdict(s.thresholds).values()))
    return key


MIN_CONTRADICT = 0.5
"""A contradicted claim blocks a reply, so the model must find contradiction more likely than not: lower
cut-offs score well on the binary metric (any doubt counts as caught) but call unproven claims false."""


def triples(values: list[float], min_contradict: float = MIN_CONTRADICT) -> list[NLIThresholds]:
    """Every grid triple in which a passage window needs at least a single sentence's entailment (windows
    stitch lines together, so they are the looser premise and must never be the easier one to pass) and
    contradiction needs at least `min_contradict`."""
    return [NLIThresholds(entail=e, contradict=c, window_entail=w)
            for e, c, w in itertools.product(values, values, values) if w >= e and c >= min_contradict]


def search(recorded: Sequence[RecordedRecord], values: list[float], current: NLIThresholds,
           min_contradict: float = MIN_CONTRADICT) -> list[Score]:
    return sorted((score(recorded, t) for t in triples(values, min_contradict)), key=rank_key(current))


def two_fold(recorded: Sequence[RecordedRecord], values: list[float], current: NLIThresholds,
             min_contradict: float = MIN_CONTRADICT) -> tuple[float, float]:
    """(mean in-fold, mean held-out) balanced accuracy: each half of every source is tuned on and scored on
    the other half, alternating records in file order so both halves keep every gold class."""
    folds: list[list[RecordedRecord]] = [[], []]
    seen: dict[tuple[str, str], int] = {}
    for record in recorded:
        key = (record.source, record.label or str(record.hallucinated))
        folds[seen.get(key, 0) % 2].append(record)
        seen[key] = seen.get(key, 0) + 1
    inside, held_out = [], []
    for train, test in ((folds[0], folds[1]), (folds[1], folds[0])):
        best = search(train, values, current, min_contradict)[0]
        inside.append(best.mean_balanced_accuracy)
        held_out.append(score(test, best.thresholds).mean_balanced_accuracy)
    return statistics.fmean(inside), statistics.fmean(held_out)


# --- command line -----------------------------------------------------------------------------------


def code_fingerprint() -> str:
    """The pipeline's own source: a recording made by other decomposition or grounding code is stale."""
    digest = hashlib.sha256()
    for path in sorted((REPO_ROOT / "halcheck_tui" / "core").glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def model_fingerprint(runtime) -> dict:
    manifest = getattr(runtime, "manifest", None)
    files = {name: f.sha256 for name, f in manifest.files.items()} if manifest is not None else {}
    return {"name": getattr(runtime, "name", None), "files": files}


def print_table(scores: Sequence[Score], sources: Sequence[str], title: str) -> None:
    header = ["entail", "contradict", "window", "mean BA", "3-way", *sources]
    rows = [[f"{s.thresholds.entail:.2f}", f"{s.thresholds.contradict:.2f}", f"{s.thresholds.window_entail:.2f}",
             f"{s.mean_balanced_accuracy:.4f}", "–" if s.mean_accuracy3 is None else f"{s.mean_accuracy3:.4f}",
             *[f"{s.per_source[name]:.3f}" for name in sources]] for s in scores]
    widths = [max(len(str(row[i])) for row in [header, *rows]) for i in range(len(header))]
    print(title)
    print("  ".join(h.rjust(w) for h, w in zip(header, widths)))
    print("  ".join("-" * w for w in widths))
    for row in rows:
        print("  ".join(c.rjust(w) for c, w in zip(row, widths)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("data", nargs="?", type=Path, default=DEFAULT_DATA,
                        help=f"labelled JSONL (default {DEFAULT_DATA})")
    parser.add_argument("--per-source", type=int, default=None, help="tune on N records per source (default: all)")
    parser.add_argument("--step", type=float, default=0.05, help="grid step for every threshold (default 0.05)")
    parser.add_argument("--low", type=float, default=0.1, help="lowest grid value (default 0.1)")
    parser.add_argument("--high", type=float, default=0.95, help="highest grid value (default 0.95)")
    parser.add_argument("--min-contradict", type=float, default=MIN_CONTRADICT,
                        help=f"lowest contradiction threshold considered (default {MIN_CONTRADICT}: more likely than not)")
    parser.add_argument("--top", type=int, default=15, help="rows of the table to print")
    parser.add_argument("--nli-model", type=Path, default=None,
                        help="CTranslate2 NLI folder (default: the shipped one)")
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help=f"recorded pass (default {DEFAULT_CACHE})")
    parser.add_argument("--no-cache", action="store_true", help="run the NLI again even when a recording matches")
    parser.add_argument("--json", action="store_true", help="also print the best triple and its figures as JSON")
    args = parser.parse_args(argv)
    if not 0 < args.step <= 0.5 or not 0 <= args.low < args.high <= 1:
        parser.error("need 0 < --step <= 0.5 and 0 <= --low < --high <= 1")

    from halcheck_tui.wiring import load_runtimes

    try:
        records = select(load_records(args.data), args.per_source)
        settings = load_settings()
        if args.nli_model:
            settings = replace(settings, nli_model_dir=str(args.nli_model))
        runtimes, _ = load_runtimes(settings, want_generator=False)
    except HalcheckError as exc:
        print(f"tune_thresholds: {exc.one_line()}", file=sys.stderr)
        return exc.exit_code
    checker = RecordingChecker(settings, runtimes, classify_claims=False)
    current = checker.nli_thresholds()
    key = {"version": CACHE_VERSION, "data": sha256_file(args.data), "per_source": args.per_source,
           "nli": model_fingerprint(runtimes.nli), "embedder": model_fingerprint(runtimes.embedder),
           "top_k": settings.retrieval_top_k, "code": code_fingerprint(),
           # every setting but the thresholds (which the search varies) may change what is recorded
           "settings": repr(replace(settings, nli_thresholds={}))}
    recorded = None
    if args.cache.exists() and not args.no_cache:
        try:
            with args.cache.open("rb") as handle:
                cached_key, cached = pickle.load(handle)
            if cached_key == key:
                recorded = cached
                print(f"using the recorded pass in {args.cache}", file=sys.stderr)
        except Exception:  # a stale or foreign cache file is simply recomputed
            recorded = None
    if recorded is None:
        started = time.perf_counter()
        recorded = record_pass(records, checker)
        print(f"NLI pass over {len(records)} records: {time.perf_counter() - started:.0f} s", file=sys.stderr)
        args.cache.parent.mkdir(parents=True, exist_ok=True)
        with args.cache.open("wb") as handle:
            pickle.dump((key, recorded), handle)

    sources = list(dict.fromkeys(r.source for r in recorded))
    values = grid(args.step, args.low, args.high)
    started = time.perf_counter()
    ranked = search(recorded, values, current, args.min_contradict)
    search_s = time.perf_counter() - started
    baseline = score(recorded, current)
    nli_claims = sum(isinstance(c, NLIClaim) for r in recorded for c in r.claims)
    print(f"{len(recorded)} records, {nli_claims} claims decided by NLI, "
          f"{len(triples(values, args.min_contradict))} threshold triples searched in {search_s:.0f} s; model {runtimes.nli.name}")
    print_table([baseline], sources, "\ncurrent thresholds:")
    print_table(ranked[:args.top], sources,
                f"\nbest {min(args.top, len(ranked))} (mean balanced accuracy over sources):")
    inside, held_out = two_fold(recorded, values, current, args.min_contradict)
    print(f"\ntwo-fold check: tuned on one half, {inside:.4f} there and {held_out:.4f} on the other half "
          f"(gap {inside - held_out:+.4f}); current thresholds score {baseline.mean_balanced_accuracy:.4f} on all")
    best = ranked[0]
    edges = [name for name, value in asdict(best.thresholds).items() if value in (values[0], values[-1])]
    if edges:
        print(f"note: {', '.join(edges)} sits at the edge of the grid ({values[0]:g}..{values[-1]:g}); "
              "widen --low/--high to see whether the optimum lies beyond it")
    print(f"\nsuggested manifest thresholds: {json.dumps(asdict(best.thresholds))}")
    if args.json:
        print(json.dumps({"model": runtimes.nli.name, "records": len(recorded), "best": asdict(best.thresholds),
                          "mean_balanced_accuracy": round(best.mean_balanced_accuracy, 4),
                          "mean_accuracy3": None if best.mean_accuracy3 is None else round(best.mean_accuracy3, 4),
                          "per_source": {k: round(v, 4) for k, v in best.per_source.items()},
                          "current": asdict(current),
                          "current_mean_balanced_accuracy": round(baseline.mean_balanced_accuracy, 4),
                          "two_fold": {"in_fold": round(inside, 4), "held_out": round(held_out, 4)}}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
