"""Other generations of one reply (`halcheck generate --samples N`), for level 1's self-consistency.

llama.cpp's generator decodes greedily; here its `sampler` hook draws each token from the softmax of the
logits at a temperature instead, from a seeded generator, so the same seed gives the same samples. A
generator without the hook (a fake) is simply asked N times."""
from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..ports import ChatMessage, Generation, Generator


class TemperatureSampler:
    """A token drawn from softmax(logits / temperature)."""

    def __init__(self, temperature: float, seed: int) -> None:
        if temperature <= 0:
            raise ValueError("temperature must be above 0 (0 is greedy decoding)")
        self.temperature = temperature
        self.rng = np.random.default_rng(seed)

    def __call__(self, logits: np.ndarray) -> int:
        scaled = np.asarray(logits, dtype=np.float64) / self.temperature
        probs = np.exp(scaled - scaled.max())
        return int(self.rng.choice(len(probs), p=probs / probs.sum()))


def sample_replies(generator: Generator, messages: Sequence[ChatMessage], n: int, max_tokens: int,
                   temperature: float = 0.8, seed: int = 0) -> list[Generation]:
    """`n` generations of the reply to `messages`, sampled at `temperature` (seeded)."""
    if not hasattr(generator, "sampler"):
        return [generator.generate(messages, max_tokens=max_tokens) for _ in range(n)]
    generator.sampler = TemperatureSampler(temperature, seed)  # type: ignore[attr-defined]
    try:
        return [generator.generate(messages, max_tokens=max_tokens) for _ in range(n)]
    finally:
        generator.sampler = None  # type: ignore[attr-defined]
