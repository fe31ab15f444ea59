"""Draft a reply to a case's question with the local model, logprobs included (`halcheck generate`;
its command line is in cli/commands/generate.py).

The written case carries the draft and its tokens in the OpenAI `logprobs.content` shape, so a later
`halcheck check` uses them as provided (level 1 source "provided") instead of re-scoring the draft.
"""
from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from .core.case import Case, Evidence, load_case, parse_case
from .core.prompts import reply_messages
from .errors import InputError
from .ports import Generation, Generator, TokenLogprob


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


PLACEHOLDER_DRAFT = "(no draft yet)"


def load_case_for_drafting(path: Path) -> Case:
    """A case file to draft for: like `load_case`, except that `draft` (and `logprobs`) may be absent."""
    if not path.is_file():
        raise InputError(f"{path}: no such file", "give the path of a case JSON file")
    try:
        raw = json.loads(path.read_bytes().decode("utf-8-sig"))  # a byte-order mark is read past, as by load_case
    except (UnicodeDecodeError, json.JSONDecodeError):
        return load_case(path)  # reports the problem the same way `check` does
    if isinstance(raw, dict) and not (isinstance(raw.get("draft"), str) and raw["draft"].strip()):
        raw = {**raw, "draft": PLACEHOLDER_DRAFT, "logprobs": None}
    return parse_case(raw, default_id=path.stem)
