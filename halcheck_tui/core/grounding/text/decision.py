"""The learned part of level 2: from what NLI and the evidence say about a claim to "does it fail?".

One threshold per NLI probability was fitted to dev and did not carry over to unseen sources. What does
is a small logistic model over a few signals that mean the same thing everywhere:

- `entail`: the best entailment from a single evidence sentence that names what the claim names;
- `contradict`: the best contradiction from a single anchored sentence (only such a sentence may refute);
- `chunk_entail`: the best entailment from a chunk of adjacent sentences (MiniCheck / AlignScore: a fact
  spread over several sentences is entailed by the chunk that holds them all);
- `absent_share`: the share of the claim's content words, numbers and names that appear nowhere in the
  evidence it may be grounded on (a word-overlap signal: what nobody said cannot be supported).

The weights and the cut on the fail probability are chosen by `scripts/fit_decision.py`, leave-one-
source-out, and shipped in the NLI model's manifest (`decision`), because they belong to that model's
probabilities. Without a fitted model the grounder falls back to the manifest's thresholds.
"""
from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ...language.stopwords import CONTENT_SHARE
from ...language.tokens import WORD_WITH_INNER_MARKS
from ...language.words import stem as _stem  # the same light suffix strip retrieval's BM25 terms use

FEATURES = ("entail", "contradict", "chunk_entail", "absent_share")

_STOP = CONTENT_SHARE  # the one stop list's subset for this share


def content_terms(text: str) -> list[str]:
    """Lower-cased, lightly stemmed content words and numbers ('118.84' and '1,200' stay whole)."""
    return [_stem(w) for w in WORD_WITH_INNER_MARKS.findall(text.lower())
            if w not in _STOP and (len(w) > 2 or w.isdigit())]


@functools.lru_cache(maxsize=2048)
def _evidence_terms(text: str) -> frozenset[str]:
    # Every claim of a case reads the same evidence: tokenise each text once, not once per claim.
    return frozenset(content_terms(text))


def absent_share(claim: str, evidence_texts: Iterable[str]) -> float:
    """Share of the claim's content terms found in none of the evidence texts (0 when it has none)."""
    wanted = content_terms(claim)
    if not wanted:
        return 0.0
    present: set[str] = set()
    for text in evidence_texts:
        present.update(_evidence_terms(text))
    return sum(1 for w in wanted if w not in present) / len(wanted)


@dataclass(frozen=True)
class ClaimSignals:
    """What level 2 measured for one claim that NLI had to decide."""

    entail: float
    contradict: float
    chunk_entail: float
    absent_share: float

    def vector(self) -> tuple[float, ...]:
        return tuple(float(getattr(self, name)) for name in FEATURES)

    def as_dict(self) -> dict[str, float]:
        return {name: round(float(getattr(self, name)), 4) for name in FEATURES}


@dataclass(frozen=True)
class DecisionModel:
    """P(claim fails) = sigmoid(bias + weights . signals); a claim fails at or above `fail_threshold`."""

    weights: tuple[float, ...]
    bias: float
    fail_threshold: float
    provenance: Mapping[str, Any] | None = None

    def fail_probability(self, signals: ClaimSignals) -> float:
        z = self.bias + sum(w * x for w, x in zip(self.weights, signals.vector()))
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"features": list(FEATURES), "weights": [round(w, 6) for w in self.weights],
                               "bias": round(self.bias, 6), "fail_threshold": round(self.fail_threshold, 6)}
        if self.provenance:
            out["provenance"] = dict(self.provenance)
        return out

    @classmethod
    def from_dict(cls, raw: Any) -> DecisionModel | None:
        """The manifest's `decision` entry, or None when there is none (or it is for other features)."""
        if not isinstance(raw, Mapping) or list(raw.get("features", [])) != list(FEATURES):
            return None
        weights = raw.get("weights")
        if not isinstance(weights, list) or len(weights) != len(FEATURES):
            return None
        try:
            return cls(tuple(float(w) for w in weights), float(raw["bias"]), float(raw["fail_threshold"]),
                       raw.get("provenance"))
        except (KeyError, TypeError, ValueError):
            return None
