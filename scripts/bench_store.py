"""Retrieval benchmark: how long `EvidenceStore.search` takes to answer a claim over 10,000 sentences.

Builds a synthetic corpus in a temp dir (support-flavoured words plus a Zipf-distributed long tail, so some
terms hit thousands of sentences, as real corpora do), imports it, then times `search` for claims made by
perturbing stored sentences. Run: `python scripts/bench_store.py [--sentences N] [--claims N]`.
"""
from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from halcheck_tui.store.store import EvidenceStore

SENTENCES_PER_FILE = 10
TARGET_MEDIAN_MS = 20.0
_DOMAIN = ("refund order payment card delivery parcel warranty kettle password account plan bill invoice "
           "return label shipping carrier tracking replacement repair customer support approved business days "
           "weeks hours original method credit store gift cancel active queued review issued inspected "
           "charge fee free defective accessories lid filter capacity litre electrical heating fault").split()
_FILLER = "the a of to within after before is are can be will must not for and on by".split()


@dataclass(frozen=True)
class StoreBenchFigures:
    sentences: int
    claims: int
    import_s: float
    median_ms: float
    p95_ms: float
    max_ms: float
    mean_hits: float
    recall: float
    """Share of claims whose source sentence is among the hits."""


def _vocabulary(rng: random.Random, size: int) -> list[str]:
    syllables = ["ka", "lo", "mi", "ren", "tas", "vo", "pe", "dri", "sul", "nok", "ba", "zet", "qu", "fi", "mor"]
    words = set(_DOMAIN)
    while len(words) < size:
        words.add("".join(rng.choice(syllables) for _ in range(rng.randint(2, 4))))
    ordered = list(_DOMAIN) + sorted(words - set(_DOMAIN))
    return ordered


def _sentence(rng: random.Random, vocabulary: list[str], weights: list[float]) -> str:
    words = rng.choices(vocabulary, weights=weights, k=rng.randint(6, 14))
    for _ in range(rng.randint(2, 5)):
        words.insert(rng.randrange(len(words) + 1), rng.choice(_FILLER))
    if rng.random() < 0.5:
        words.insert(rng.randrange(len(words) + 1), str(rng.randint(1, 120)))
    return " ".join(words).capitalize() + "."


def build_corpus(folder: Path, sentences: int, seed: int = 0) -> list[str]:
    """Write `sentences` sentences as .txt passages (10 per file, one per line); returns them."""
    rng = random.Random(seed)
    vocabulary = _vocabulary(rng, 4000)
    weights = [1.0 / (rank + 1) for rank in range(len(vocabulary))]  # Zipf: a few words are everywhere
    written: list[str] = []
    folder.mkdir(parents=True, exist_ok=True)
    for number in range(0, sentences, SENTENCES_PER_FILE):
        lines = [_sentence(rng, vocabulary, weights) for _ in range(min(SENTENCES_PER_FILE, sentences - number))]
        (folder / f"doc-{number // SENTENCES_PER_FILE:05d}.txt").write_text("\n".join(lines) + "\n")
        written.extend(lines)
    return written


def make_claims(sentences: list[str], count: int, seed: int = 1) -> list[tuple[str, str]]:
    """(claim, the sentence it came from): claims as a drafted reply would state them, a stored sentence
    with some words dropped and a word added."""
    rng = random.Random(seed)
    claims = []
    for sentence in rng.sample(sentences, count):
        words = sentence.rstrip(".").split()
        kept = [w for w in words if rng.random() > 0.2] or words[:1]
        if rng.random() < 0.5:
            kept.insert(rng.randrange(len(kept) + 1), rng.choice(_DOMAIN))
        claims.append(("Your " + " ".join(kept).lower() + ".", sentence))
    return claims


def run_store_bench(sentences: int = 10_000, claims: int = 50, seed: int = 0, limit: int = 10) -> StoreBenchFigures:
    with tempfile.TemporaryDirectory(prefix="halcheck-bench-") as tmp:
        root = Path(tmp)
        written = build_corpus(root / "bench", sentences, seed)
        queries = make_claims(written, min(claims, len(written)), seed + 1)
        with EvidenceStore(root / "evidence.sqlite3") as store:
            started = time.perf_counter()
            result = store.import_path("bench", root / "bench")
            import_s = time.perf_counter() - started
            for query, _ in queries[:5]:  # warm the page cache and statement cache, as a running checker has
                store.search(query, corpus_ref="bench", limit=limit)
            timings, hits, recalled = [], 0, 0
            for query, source in queries:
                started = time.perf_counter()
                found = store.search(query, corpus_ref=f"bench@{result.revision}", limit=limit)
                timings.append((time.perf_counter() - started) * 1000)
                hits += len(found)
                recalled += any(hit.anchor.text == source for hit in found)
    timings.sort()
    p95 = timings[min(len(timings) - 1, round(0.95 * (len(timings) - 1)))]
    return StoreBenchFigures(len(written), len(queries), import_s, statistics.median(timings), p95, timings[-1],
                             hits / len(queries), recalled / len(queries))


def add_bench_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--sentences", type=int, default=10_000, help="sentences in the synthetic corpus")
    parser.add_argument("--claims", type=int, default=50, help="claims to time")
    parser.add_argument("--seed", type=int, default=0)


def bench_store(args: argparse.Namespace) -> None:
    """`bench.py store`: prints median and p95 milliseconds per claim (target: median under 20 ms)."""
    figures = run_store_bench(getattr(args, "sentences", 10_000), getattr(args, "claims", 50),
                              getattr(args, "seed", 0))
    print(f"store: {figures.sentences:,} sentences imported in {figures.import_s:.1f} s; "
          f"search over {figures.claims} claims: median {figures.median_ms:.2f} ms, p95 {figures.p95_ms:.2f} ms, "
          f"max {figures.max_ms:.2f} ms ({figures.mean_hits:.1f} hits per claim; source sentence in the hits "
          f"for {figures.recall:.0%} of claims)")
    verdict = "met" if figures.median_ms < TARGET_MEDIAN_MS else "NOT met"
    print(f"target: median under {TARGET_MEDIAN_MS:.0f} ms per claim: {verdict}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_bench_arguments(parser)
    bench_store(parser.parse_args())
