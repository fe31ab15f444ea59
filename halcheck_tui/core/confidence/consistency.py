"""Level 1's third signal: self-consistency (SelfCheckGPT's NLI variant).

A case may carry `samples`: other generations of the same reply. Per sentence of the draft that holds a
checkable claim, the share of samples that entail it (NLI, the sample as premise, the sentence as
hypothesis). A sentence the samples do not back up is marked INCONSISTENT: the model wrote it once and
not again, the signature of a made-up detail. It is a signal like the LOW mark, never a cut: the release
policy does not read it. The thresholds come from `Settings` (`self_consistency_entail`,
`self_consistency_min_share`), never from here.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ...ports import NLIModel
from ..types import ClaimClass, ConsistencyFlag


@dataclass(frozen=True)
class SelfConsistency:
    """How many samples were read and the share that entail the sentence; INCONSISTENT below the minimum share."""

    samples: int
    entailed_share: float
    flag: ConsistencyFlag

    def as_json(self) -> dict:
        return {"samples": self.samples, "entailed_share": round(self.entailed_share, 4), "flag": self.flag.value}


def self_consistency(sentences: Sequence[tuple[int, str]], samples: Sequence[str], nli: NLIModel,
                     entail: float, min_share: float) -> dict[int, SelfConsistency]:
    """Per sentence index, its self-consistency against `samples`: a sample entails the sentence when NLI's
    entailment probability is at least `entail`; the flag is INCONSISTENT when the entailed share is below
    `min_share`. One NLI call for every (sample, sentence) pair. Empty without samples or sentences."""
    samples = [s for s in samples if s.strip()]
    if not samples or not sentences:
        return {}
    pairs = [(sample, text) for _, text in sentences for sample in samples]
    probs = nli.predict(pairs)
    out: dict[int, SelfConsistency] = {}
    for row, (index, _) in enumerate(sentences):
        own = probs[row * len(samples):(row + 1) * len(samples)]
        share = sum(1 for p in own if p.entailment >= entail) / len(samples)
        flag = ConsistencyFlag.INCONSISTENT if share < min_share else ConsistencyFlag.OK
        out[index] = SelfConsistency(len(samples), share, flag)
    return out


def with_self_consistency(result, decomposition, samples: Sequence[str], nli: NLIModel | None,
                          entail: float, min_share: float):
    """`result` (a ConfidenceResult) with each checkable sentence's self-consistency filled in; unchanged
    without samples or without the NLI model (a case's samples are then only carried)."""
    if not samples or nli is None:
        return result
    checkable = {c.sentence for c in decomposition.claims if c.claim_class is not ClaimClass.CONVERSATIONAL}
    found = self_consistency([(s.index, s.text) for s in decomposition.sentences if s.index in checkable],
                             samples, nli, entail, min_share)
    if not found:
        return result
    return replace(result, sentences=tuple(replace(s, self_consistency=found.get(s.sentence))
                                           for s in result.sentences))
