"""Second opinion, confirm-only: the local generator may upgrade insufficient -> supported, never refute.

NLI is blind to facts spread over several short lines; a generative model reading the same premises
often sees them, but it also accepts wrong relations. So its "yes" may only confirm a claim, and only
when P(yes) clears `Settings.second_opinion_threshold`; its "no" changes nothing. Off by default
(`Settings.second_opinion`).
"""
from __future__ import annotations

import math
from typing import Sequence

from ..ports import ChatMessage, Generator
from .prompts import DATA_RULE, defang

YES_VARIANTS = ("yes", "Yes", "YES", " yes", " Yes")
NO_VARIANTS = ("no", "No", "NO", " no", " No")

CONFIRM_SYSTEM = ("You check whether a statement is stated by the evidence. " + DATA_RULE +
                  " Answer with one word: yes or no.")


def confirm_messages(claim_text: str, premises: Sequence[str]) -> list[ChatMessage]:
    evidence = "\n".join(f"- {defang(p.strip())}" for p in premises if p.strip()) or "- (none)"
    user = (f"<<<EVIDENCE>>>\n{evidence}\n<<<END EVIDENCE>>>\n\n"
            f"Statement: {defang(claim_text.strip())}\n\n"
            "Does the evidence state that the statement is true? Answer yes or no.")
    return [ChatMessage("system", CONFIRM_SYSTEM), ChatMessage("user", user)]


def p_yes(generator: Generator, claim_text: str, premises: Sequence[str]) -> float:
    """P(yes) from the model's first answer token, normalised over the yes/no variants."""
    logprobs = generator.continuation_logprobs(confirm_messages(claim_text, premises),
                                               YES_VARIANTS + NO_VARIANTS)
    yes = sum(math.exp(logprobs[v]) for v in YES_VARIANTS)
    no = sum(math.exp(logprobs[v]) for v in NO_VARIANTS)
    return yes / (yes + no) if yes + no > 0 else 0.0


def confirm(generator: Generator, claim_text: str, premises: list[str], threshold: float) -> tuple[bool, float]:
    """(confirmed, P(yes)). Confirmed only when P(yes) >= threshold; a low P(yes) refutes nothing."""
    probability = p_yes(generator, claim_text, premises)
    return probability >= threshold, probability
