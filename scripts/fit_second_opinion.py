"""Fit the second opinion's cut leave-one-source-out on dev, and report dev with and without it.

    python scripts/fit_second_opinion.py                       # the shipped second verifier
    python scripts/fit_second_opinion.py --write               # and store the all-source cut in its manifest
    python scripts/fit_second_opinion.py --judge PATH.gguf     # a local LLM as the yes/no judge instead

The pipeline runs once over dev in check mode (claims classified, no repair, no generator, as
`halcheck check --batch --no-repair --no-generator` does) without the second opinion. For every record it
keeps whether a failure that the second opinion may not touch is present (a contradiction, a record field,
a confidence cut, a missing policy...) and, for each claim it may touch (core/second_opinion.eligible), the
verifier's best score over the claim's chunks (core/second_opinion.chunks_for). At a cut c a record is
then predicted hallucinated exactly when the pipeline with the second opinion at c would say so: an
untouchable failure, or an eligible claim scoring under c. The cut for each source is the one that
maximises mean balanced accuracy over the *other* sources (ties to the higher cut, the safer side), with
hallucinated-caught allowed to drop by at most --max-caught-drop on each of them; "off" is a candidate.
`--verify` re-runs the real pipeline with the all-source cut and counts records whose prediction differs
from that computation (it should be 0).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import pickle
import statistics
import sys
import time
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))

from halcheck_tui import locations  # noqa: E402
from halcheck_tui.config import load_settings  # noqa: E402
from halcheck_tui.core.grounding.text import second_opinion  # noqa: E402
from halcheck_tui.core.pipeline import Checker  # noqa: E402
from halcheck_tui.eval_metrics import auroc, balanced_accuracy, rate  # noqa: E402
from halcheck_tui.eval_records import load_records  # noqa: E402
from halcheck_tui.wiring import load_runtimes  # noqa: E402

DEFAULT_DATA = REPO_ROOT.parent / "shared" / "eval" / "dev.jsonl"
OFF = float("inf")
LOWEST_CUT = 0.5
"""By default no cut below even odds: under it the verifier itself leans 'not supported' (--lowest-cut)."""


@dataclass(frozen=True)
class Asked:
    claim_id: str
    claim: str
    chunks: tuple[tuple[str, str, bool], ...]
    """(premise text, evidence id, is a chunk) in the order chunks_for gives them."""


@dataclass(frozen=True)
class Row:
    id: str
    source: str
    hallucinated: bool
    fixed_fail: bool
    asked: tuple[Asked, ...]
    ms: float


def first_pass(records, checker: Checker, classes) -> list[Row]:
    rows, started = [], time.perf_counter()
    for number, record in enumerate(records, 1):
        t0 = time.perf_counter()
        result = checker.check(record.to_case(), repair=False)
        ms = (time.perf_counter() - t0) * 1000
        first = result.first
        claims = {c.id: c for c in first.decomposition.claims}
        fixed_fail, asked = False, []
        for outcome in first.outcomes:
            if not (outcome.checked and outcome.failed):
                continue
            verdict = first.grounding.for_claim(outcome.claim.id)
            chunks = second_opinion.chunks_for(verdict, None)
            if (not outcome.cut_by_confidence and chunks
                    and second_opinion.eligible(verdict, claims[outcome.claim.id], classes)):
                asked.append(Asked(outcome.claim.id, outcome.claim.context_text,
                                   tuple((p.text, p.evidence_id, p.window) for p in chunks)))
            else:
                fixed_fail = True
        rows.append(Row(record.id, record.source, record.hallucinated, fixed_fail, tuple(asked), ms))
        if number % 100 == 0:
            print(f"  first pass {number}/{len(records)}, {time.perf_counter() - started:.0f} s", file=sys.stderr,
                  flush=True)
    return rows


def scores_for(rows: list[Row], verifier) -> dict[tuple[str, str], float]:
    """Best P(supported) per (record, claim) over the chunks the verifier reads (its chunks_per_claim)."""
    pairs, keys = [], []
    for row in rows:
        for a in row.asked:
            for text, _, _ in a.chunks[: verifier.chunks_per_claim or None]:
                pairs.append((text, a.claim))
                keys.append((row.id, a.claim_id))
    out: dict[tuple[str, str], float] = {}
    started = time.perf_counter()
    step = 64
    for i in range(0, len(pairs), step):
        for key, p in zip(keys[i:i + step], verifier.support_probability(pairs[i:i + step])):
            out[key] = max(out.get(key, 0.0), p)
        print(f"  scored {min(i + step, len(pairs))}/{len(pairs)} pairs, {time.perf_counter() - started:.0f} s",
              file=sys.stderr, flush=True)
    return out


def predicted(row: Row, scores, cut: float) -> bool:
    return row.fixed_fail or any(scores[(row.id, a.claim_id)] < cut for a in row.asked)


def figures(rows: list[Row], scores, cut: float) -> dict[str, dict[str, float]]:
    out = {}
    for source in sorted({r.source for r in rows}):
        held = [r for r in rows if r.source == source]
        gold = [r.hallucinated for r in held]
        pred = [predicted(r, scores, cut) for r in held]
        out[source] = {"n": len(held), "ba": balanced_accuracy(gold, pred), "clean_pass": rate(gold, pred, False) or 0.0,
                       "caught": rate(gold, pred, True) or 0.0}
    return out


def candidate_cuts(rows: list[Row], scores, lowest: float) -> list[float]:
    """Every distinct score of the claims these rows hold (each is where some decision changes), >= lowest."""
    values = {round(scores[(r.id, a.claim_id)], 4) for r in rows for a in r.asked}
    return sorted(v for v in values if v >= lowest)


def fit_cut(rows: list[Row], scores, max_caught_drop: float, lowest: float = LOWEST_CUT) -> float:
    """The cut with the best mean balanced accuracy over these rows' sources; ties to the higher cut, and
    'off' unless something beats it."""
    base = figures(rows, scores, OFF)
    best, best_key = OFF, (round(statistics.mean(f["ba"] for f in base.values()), 4), OFF)
    for cut in candidate_cuts(rows, scores, lowest):
        now = figures(rows, scores, cut)
        if any(base[s]["caught"] - now[s]["caught"] > max_caught_drop + 1e-9 for s in now):
            continue
        key = (round(statistics.mean(f["ba"] for f in now.values()), 4), cut)
        if key > best_key:
            best, best_key = cut, key
    return best


def table(title: str, without: dict, with_: dict, cuts: dict[str, float]) -> str:
    lines = [f"### {title}", "",
             "| source | n | cut | BA without | BA with | clean passed without | with | hallucinated caught without | with |",
             "|---|---|---|---|---|---|---|---|---|"]
    for s in without:
        a, b = without[s], with_[s]
        cut = "off" if cuts[s] == OFF else f"{cuts[s]:.2f}"
        lines.append(f"| {s} | {a['n']} | {cut} | {a['ba']:.3f} | {b['ba']:.3f} | {a['clean_pass']:.2f} | "
                     f"{b['clean_pass']:.2f} | {a['caught']:.2f} | {b['caught']:.2f} |")
    mean = lambda d, k: statistics.mean(f[k] for f in d.values())  # noqa: E731
    lines.append(f"| **mean** | {sum(f['n'] for f in without.values())} | | **{mean(without, 'ba'):.3f}** | "
                 f"**{mean(with_, 'ba'):.3f}** | {mean(without, 'clean_pass'):.2f} | {mean(with_, 'clean_pass'):.2f} | "
                 f"{mean(without, 'caught'):.2f} | {mean(with_, 'caught'):.2f} |")
    return "\n".join(lines)


def cache_key(*parts: object) -> str:
    digest = hashlib.sha256()
    for part in parts:
        digest.update(repr(part).encode())
    for path in sorted((REPO_ROOT / "halcheck_tui" / "core").glob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("data", nargs="?", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--model-dir", type=Path, help="second verifier folder (default: the shipped one)")
    parser.add_argument("--judge", type=Path, help="a GGUF model asked yes/no instead of the second verifier")
    parser.add_argument("--max-caught-drop", type=float, default=0.02,
                        help="most a fitting source's hallucinated-caught rate may fall")
    parser.add_argument("--lowest-cut", type=float, default=LOWEST_CUT,
                        help="no cut below this (0: any score the verifier gives may become the cut)")
    parser.add_argument("--write", action="store_true", help="store the all-source cut in the verifier's manifest")
    parser.add_argument("--verify", action="store_true", help="re-run the real pipeline at the all-source cut")
    parser.add_argument("--out", type=Path, default=REPO_ROOT / "out" / "fit_second_opinion")
    args = parser.parse_args(argv)

    settings = replace(load_settings(), second_opinion=False)
    model_dir = args.model_dir or (Path(settings.second_opinion_model_dir) if settings.second_opinion_model_dir
                                   else locations.support_model_dir())
    records = load_records(args.data)
    runtimes, _ = load_runtimes(settings, want_generator=False)
    checker = Checker(settings, runtimes)
    classes = settings.second_opinion_classes
    cache = args.out / "cache" / f"first-{cache_key([r.id for r in records], classes, runtimes.nli.manifest.files)}.pkl"
    if cache.exists():
        rows = pickle.loads(cache.read_bytes())
    else:
        rows = first_pass(records, checker, classes)
        cache.parent.mkdir(parents=True, exist_ok=True)
        cache.write_bytes(pickle.dumps(rows))

    on = replace(settings, second_opinion=True, second_opinion_model_dir=str(model_dir),
                 second_opinion_model=str(args.judge) if args.judge else "")
    from halcheck_tui.wiring import load_second_opinion

    verifier, _ = load_second_opinion(on)
    t0 = time.perf_counter()
    scores = scores_for(rows, verifier)
    score_s = time.perf_counter() - t0
    eligible_claims = [(r, a) for r in rows for a in r.asked]
    claim_auroc = auroc([scores[(r.id, a.claim_id)] for r, a in eligible_claims],
                        [r.hallucinated for r, a in eligible_claims])
    sources = sorted({r.source for r in rows})
    without = figures(rows, scores, OFF)
    loso_cuts, loso = {}, {}
    for source in sources:
        cut = fit_cut([r for r in rows if r.source != source], scores, args.max_caught_drop, args.lowest_cut)
        loso_cuts[source] = cut
        loso[source] = figures([r for r in rows if r.source == source], scores, cut)[source]
    full_cut = fit_cut(rows, scores, args.max_caught_drop, args.lowest_cut)
    in_sample = figures(rows, scores, full_cut)
    mean = lambda d: statistics.mean(f["ba"] for f in d.values())  # noqa: E731
    report = [
        f"Measured {date.today().isoformat()} by `scripts/fit_second_opinion.py` on {args.data.name} ({len(rows)} "
        f"records, {len(sources)} sources), check mode, verifier `{verifier.name}`"
        + (f" (judge {args.judge.name})" if args.judge else "") + ".",
        f"Claims the second opinion may read: {len(eligible_claims)} in {sum(1 for r in rows if r.asked)} records "
        f"({sum(1 for r in rows if r.asked and not r.fixed_fail)} of them failing on those claims alone); "
        f"scoring them took {score_s:.0f} s. AUROC of its score (clean record's claim above a hallucinated "
        f"record's) over those claims: {claim_auroc if claim_auroc is None else round(claim_auroc, 3)}. "
        f"Score range {min(scores.values(), default=0):.3f}-{max(scores.values(), default=0):.3f}.",
        "",
        table("Leave-one-source-out (each source's cut fitted on the others)", without, loso, loso_cuts),
        "",
        f"Mean balanced accuracy: without {mean(without):.3f}, with (leave-one-source-out) {mean(loso):.3f} "
        f"({mean(loso) - mean(without):+.3f}); all-source cut {'off' if full_cut == OFF else full_cut} "
        f"(in-sample mean {mean(in_sample):.3f}).",
    ]
    if args.verify and full_cut != OFF:
        real = Checker(replace(on, second_opinion_cuts={verifier.name: full_cut}), replace(runtimes, second_opinion=verifier))
        differ = 0
        for record, row in zip(records, rows):
            result = real.check(record.to_case(), repair=False)
            failed = any(o.failed for o in result.first.outcomes if o.checked)
            differ += failed != predicted(row, scores, full_cut)
        report.append(f"Verification: the real pipeline at cut {full_cut} differs from this computation on "
                      f"{differ} of {len(records)} records.")
    text = "\n".join(report)
    print(text)
    args.out.mkdir(parents=True, exist_ok=True)
    name = ("judge-" + args.judge.stem if args.judge else verifier.name) + f"-lowest{args.lowest_cut:g}"
    (args.out / f"report-{name}.md").write_text(text + "\n", encoding="utf-8")
    (args.out / f"report-{name}.json").write_text(json.dumps(
        {"without": without, "loso": loso, "loso_cuts": {s: (None if c == OFF else c) for s, c in loso_cuts.items()},
         "full_cut": None if full_cut == OFF else full_cut, "auroc": claim_auroc,
         "median_first_pass_ms": statistics.median(r.ms for r in rows)}, indent=1), encoding="utf-8")
    if args.write and not args.judge:
        manifest_path = model_dir / "manifest.json"
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        manifest["second_opinion"] = {
            "cut": None if full_cut == OFF else full_cut,
            "provenance": {"fitted": date.today().isoformat(), "data": args.data.name, "mode": "check",
                           "max_caught_drop": args.max_caught_drop, "lowest_cut": args.lowest_cut,
                           "classes": list(classes),
                           "loso_mean_ba_without": round(mean(without), 4), "loso_mean_ba_with": round(mean(loso), 4),
                           "loso_cuts": {s: (None if c == OFF else c) for s, c in loso_cuts.items()}}}
        tmp = manifest_path.with_suffix(".tmp")
        tmp.write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
        tmp.replace(manifest_path)
        print(f"wrote cut {manifest['second_opinion']['cut']} into {manifest_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
