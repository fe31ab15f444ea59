"""The interfaces between the pipeline and its model backends, and the value types that cross them.

This module sits below both `core` (which calls these interfaces) and `runtimes` (which implements
them), so neither imports the other: the dependency points down from each side to here. It imports
nothing from halcheck except `config`, and no third-party package except numpy (for the embedder's
return type). Fakes for unit tests live beside the real backends in `runtimes/`.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from .config import NLIThresholds

if TYPE_CHECKING:  # numpy costs ~0.1 s to import; only annotations name it here
    import numpy as np


@dataclass(frozen=True)
class TokenLogprob:
    """One generated (or teacher-forced) token and its log probability."""

    token: str
    logprob: float


@dataclass(frozen=True)
class ChatMessage:
    role: str  # "system" | "user" | "assistant"
    content: str


@dataclass(frozen=True)
class Generation:
    text: str
    tokens: tuple[TokenLogprob, ...]


class Generator(ABC):
    name: str = "generator"

    @abstractmethod
    def generate(self, messages: Sequence[ChatMessage], max_tokens: int = 200) -> Generation:
        """Write a reply to the chat, keeping each token's logprob. Tokens concatenate to the text."""

    @abstractmethod
    def score(self, messages: Sequence[ChatMessage], reply: str) -> tuple[TokenLogprob, ...]:
        """Teacher-force `reply` as the assistant's answer; tokens concatenate to `reply`."""

    def prove(self) -> None:
        """Raise RuntimeMissing when this backend cannot run on this machine (a native build that crashes,
        weights that score nonsense). In-process backends have nothing to prove."""

    def continuation_logprobs(self, messages: Sequence[ChatMessage], continuations: Sequence[str]
                              ) -> dict[str, float]:
        """log P(the assistant's reply starts with each continuation), e.g. "yes" / "no".

        Generic version: teacher-force each one through `score`. Backends that can read the next-token
        distribution once (LlamaGenerator) override it.
        """
        return {text: sum(t.logprob for t in self.score(messages, text)) for text in continuations}


@dataclass(frozen=True)
class NLIProbs:
    entailment: float
    neutral: float
    contradiction: float

    def as_dict(self) -> dict[str, float]:
        return {"entailment": round(self.entailment, 4), "neutral": round(self.neutral, 4),
                "contradiction": round(self.contradiction, 4)}


class NLIModel(ABC):
    name: str = "nli"
    default_thresholds: NLIThresholds = NLIThresholds()
    """The model's own calibrated thresholds (from its manifest); config.toml may override them per name."""

    @abstractmethod
    def predict(self, pairs: Sequence[tuple[str, str]]) -> list[NLIProbs]:
        """Probabilities for each (premise, hypothesis) pair, in order."""


class SupportVerifier(ABC):
    """A second opinion on claims the NLI pass left unsupported: P(the premise fully supports the claim).

    Implemented by the shipped binary verifier (runtimes/support.py) and by a local LLM asked yes or no
    (core/second_opinion.GeneratorJudge). Its score may only confirm a claim, never refute one."""

    name: str = "support-verifier"
    cut: float | None = None
    """The verifier's own fitted cut (from its manifest); config.toml's second_opinion_cuts may override it."""
    chunks_per_claim: int | None = None
    """Most premises it reads per claim (None: all); an LLM judge costs a prompt per premise."""

    @abstractmethod
    def support_probability(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        """P(supported) for each (premise, claim) pair, in order."""


class Embedder(ABC):
    name: str = "embedder"

    @abstractmethod
    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """An (n, d) float32 array of L2-normalised vectors."""


class DecisionRule(Protocol):
    """What the grounder asks of a fitted decision model (core.decision.DecisionModel is the one kind):
    a fail probability for a claim's signals, and the cut above which the claim fails."""

    fail_threshold: float

    def fail_probability(self, signals: Any) -> float: ...


@dataclass
class Runtimes:
    """Model backends; any may be None (that level then reports itself unavailable)."""

    nli: NLIModel | None = None
    embedder: Embedder | None = None
    generator: Generator | None = None
    nli_thresholds: NLIThresholds | None = None
    """The NLI model's own defaults (from its manifest), used unless config overrides them."""
    decision: DecisionRule | None = None
    """The NLI model's fitted decision model (manifest `decision`); None falls back to the thresholds."""
    second_opinion: SupportVerifier | None = None
    """Confirm-only second verifier for claims NLI left insufficient (core/second_opinion.py); None: off."""
    unavailable: dict[str, str] = field(default_factory=dict)
    """Why a backend that was asked for is None, by role (e.g. "generator": its test process crashed, and
    the fix), so the level that needed it says so in the trace."""
    turned_off: dict[str, str] = field(default_factory=dict)
    """Backends the user turned off (e.g. "generator" with --no-generator), by role, with the words the
    trace uses: such a level is off, not missing, so its note names no install."""

    def model_names(self) -> dict[str, str | None]:
        """The loaded models by role, as a trace's `models` and `GET /v1/models` show them (None: not loaded)."""
        return {role: (getattr(self, role).name if getattr(self, role) is not None else None)
                for role in ("nli", "embedder", "generator", "second_opinion")}
