"""`bench.py builds`: level 1's scoring with each llama.cpp build, as ratios measured in one run.

Setup builds llama.cpp with the instruction sets this CPU reports (variant `cpu`, AMX off) and falls back
to a portable one (`avx2`, or `generic`) when that crashes. This bench says what the choice costs or wins:
each variant's wheel (from the flag-keyed cache, built if missing) is unpacked into a folder of its own,
and a fresh process per variant and round loads the model and teacher-forces the bench's draft, cold (the
whole prompt) and warm (only the draft after a kept prompt), rounds alternating between variants so a
change in the machine's load falls on both. The figures: medians per variant, and each variant's median
over the first's.

    python scripts/bench.py builds                       # cpu vs the portable fallback (avx2 here)
    python scripts/bench.py builds --variant cpu --variant avx2 --variant generic --rounds 3
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]

# The timed process: the installed halcheck with one llama.cpp build first on the path.
_WORKER = r"""
import json, statistics, sys, time
from halcheck_tui.config import load_settings
from halcheck_tui.runtimes.generator import LlamaGenerator, load_generator
sys.path.insert(0, sys.argv[2])
import bench_generator as b
from halcheck_tui.core.prompts import reply_messages
found = load_generator(load_settings())
generator = LlamaGenerator(found.model_path, weights=found.weights, weights_dirs=found.weights_dirs)
generator.prove()  # its child process is not part of the load time
started = time.perf_counter(); generator.load(); load_s = time.perf_counter() - started
messages = reply_messages(b.QUESTION, b.EVIDENCE)
prompt_tokens = len(generator._prompt_tokens(messages))
generator.score(messages, b.DRAFT)
cold, warm = [], []
for _ in range(int(sys.argv[1])):
    generator.forget_prefix(); started = time.perf_counter(); generator.score(messages, b.DRAFT)
    cold.append(time.perf_counter() - started)
    generator.forget_prefix(prompt_tokens); started = time.perf_counter(); generator.score(messages, b.DRAFT)
    warm.append(time.perf_counter() - started)
import llama_cpp
print(json.dumps({"load_s": load_s, "cold_s": statistics.median(cold), "warm_s": statistics.median(warm),
                  "prompt_tokens": prompt_tokens, "library": llama_cpp.__file__}))
"""


def builds_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", action="append", default=None, choices=("cpu", "avx2", "generic"),
                        help="llama.cpp builds to compare, the first is the base of the ratios "
                             "(default: cpu and the portable fallback setup.sh would use)")
    parser.add_argument("--rounds", type=int, default=3, help="fresh processes per variant, alternating")
    parser.add_argument("--n", type=int, default=5, help="timed scorings per process (median kept)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object as well")


def _shell(command: str) -> str:
    script = f". scripts/pins.sh; . scripts/llama_build.sh; {command}"
    return subprocess.run(["bash", "-c", script], cwd=REPO_ROOT, check=True, capture_output=True,
                          text=True).stdout.strip()


def _unpacked(variant: str, into: Path) -> Path:
    wheel = _shell(f"llama_wheel {sys.executable} {variant}")
    target = into / variant
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps",
                    "--no-cache-dir", "--target", str(target), wheel], check=True)
    return target


def bench_builds(args: argparse.Namespace) -> int:
    variants = args.variant or ["cpu", _shell("llama_fallback_variant")]
    print(f"llama.cpp builds on this CPU: {', '.join(variants)}; {args.rounds} rounds of {args.n} scorings each")
    for variant in variants:
        print(f"  {variant}: {_shell(f'llama_cmake_args {variant}')}")
    figures: dict[str, dict[str, list[float]]] = {v: {"load_s": [], "cold_s": [], "warm_s": []} for v in variants}
    with tempfile.TemporaryDirectory() as folder:
        paths = {variant: _unpacked(variant, Path(folder)) for variant in variants}
        for _ in range(args.rounds):
            for variant in variants:
                env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(paths[variant]), str(REPO_ROOT)])}
                done = subprocess.run([sys.executable, "-c", _WORKER, str(args.n), str(REPO_ROOT / "scripts")],
                                      env=env, capture_output=True, text=True, timeout=900)
                if done.returncode != 0:
                    print(f"{variant}: the worker failed (exit {done.returncode}): "
                          f"{(done.stderr.strip().splitlines() or ['no output'])[-1]}")
                    return 1
                result = json.loads(done.stdout.strip().splitlines()[-1])
                assert result["library"].startswith(str(paths[variant])), "the worker loaded another build"
                for key in figures[variant]:
                    figures[variant][key].append(result[key])
    base = variants[0]
    medians = {v: {k: statistics.median(values) for k, values in f.items()} for v, f in figures.items()}
    print(f"\n| build | load s | score cold s | score warm s | cold / {base} | warm / {base} |")
    print("|---|---|---|---|---|---|")
    for variant in variants:
        m = medians[variant]
        print(f"| {variant} | {m['load_s']:.2f} | {m['cold_s']:.3f} | {m['warm_s']:.3f} | "
              f"{m['cold_s'] / medians[base]['cold_s']:.2f} | {m['warm_s'] / medians[base]['warm_s']:.2f} |")
    if args.json:
        print(json.dumps({"medians": medians, "runs": figures}))
    return 0
