"""The child process of `native_probe`: load a GGUF with llama.cpp here, score a short reply, print one JSON
verdict. A crash here is the parent's to read (`native_probe.prove`); that is the point of this process.

    python -m halcheck_tui.runtimes.probe_child --child MODEL [--weights q8_0 --weights-dir D]
    python -m halcheck_tui.runtimes.probe_child --setup     # scripts/setup.sh's self-test, on the shipped model
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import asdict
from pathlib import Path

from ..config import load_settings
from ..errors import RuntimeMissing
from ..ports import ChatMessage
from .generator import LlamaGenerator, load_generator
from .native_probe import Proof

# Long enough (about 120 tokens) that llama.cpp runs the prompt as one batched matrix product, the path
# where the AMX kernels fault, and short enough to score in a second on the shipped model.
_PROBE_SYSTEM = ("You are a support assistant. Answer from the evidence only. Evidence: order A-100 was "
                 "placed on 3 March for 42.50 USD and shipped on 5 March by courier; the returns policy "
                 "allows a refund for 30 days after the parcel arrives when the item is unused and boxed; "
                 "the money is returned to the paying card in five business days once approved.")
_PROBE_QUESTION = "Can I still return my order, and when would I get the money back?"
_PROBE_REPLY = ("Yes, order A-100 can come back for 30 days after it arrived, as long as it is unused. Once approved, "
                "the 42.50 USD is returned to the card you paid with in five business days.")


def sane_scores(logprobs: list[float]) -> str:
    """"" when the scores look like a working model; else why not (NaN weights score every token at p = 0)."""
    if not logprobs:
        return "it scored no tokens"
    if not all(math.isfinite(value) for value in logprobs):
        return "it scored tokens as NaN or minus infinity (damaged weights?)"
    probabilities = [math.exp(value) for value in logprobs]
    if max(probabilities) < 1e-4:
        return "it gave every token a probability of about 0 (damaged weights?)"
    if len(set(round(value, 6) for value in logprobs)) == 1 and len(logprobs) > 3:
        return "it gave every token the same probability (damaged weights?)"
    return ""


def child(model_path: Path, n_threads: int | None, weights: str = "as-is", weights_dirs: tuple[Path, ...] = ()) -> Proof:
    """Load the model in this process and score the probe reply; crashes are the parent's to read."""
    generator = LlamaGenerator(model_path, n_threads=n_threads, weights=weights, weights_dirs=weights_dirs,
                               prove_first=False)
    try:
        messages = [ChatMessage("system", _PROBE_SYSTEM), ChatMessage("user", _PROBE_QUESTION)]
        tokens = generator.score(messages, _PROBE_REPLY)
        generator.generate(messages, max_tokens=4)
    except RuntimeMissing as exc:
        return Proof(False, exc.title, exc.fix)
    finally:
        generator.close()
    problem = sane_scores([token.logprob for token in tokens])
    if problem:
        return Proof(False, f"{model_path.name} loads but scores nonsense on this build: {problem}",
                     "use another GGUF file (generator_model in config.toml, or --model), or --no-generator")
    return Proof(True)


def setup_self_test() -> int:
    """scripts/setup.sh's self-test on the shipped model, proven as every later load is (LlamaGenerator.prove,
    which remembers the verdict): one line, exit 0 (works) or 1 (does not)."""
    try:
        generator = load_generator(load_settings())
    except RuntimeMissing as exc:
        print(f"setup: self-test: {exc.one_line()}", file=sys.stderr)
        return 1
    try:
        generator.prove()
    except RuntimeMissing as exc:
        print(f"setup: self-test failed: {exc.title}", file=sys.stderr)
        return 1
    print(f"setup: self-test: llama.cpp loads and scores {generator.model_path.name} on this CPU", file=sys.stderr)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m halcheck_tui.runtimes.probe_child")
    parser.add_argument("--child", metavar="MODEL", help="load and score MODEL here; print the verdict as JSON")
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--weights", default="as-is")
    parser.add_argument("--weights-dir", action="append", default=[], type=Path)
    parser.add_argument("--setup", action="store_true", help="scripts/setup.sh's self-test on the shipped model")
    args = parser.parse_args(argv)
    if args.setup:
        return setup_self_test()
    if not args.child:
        parser.error("give --child MODEL or --setup")
    print(json.dumps(asdict(child(Path(args.child), args.threads, args.weights, tuple(args.weights_dir)))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
