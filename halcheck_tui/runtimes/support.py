"""The second verifier: a binary "is this claim fully supported by this chunk" cross-encoder.

`CT2SupportVerifier` runs a bundle written by `scripts/convert_nli.py --task support` (trained by
scripts/train_verifier2.py from the embedder's MiniLM weights, so it errs differently from the NLI model):
a CTranslate2 int8 encoder plus a 2-way head (unsupported, supported) applied in numpy. Its fitted cut is
in the manifest (`second_opinion.cut`). `FakeSupportVerifier` answers from a rule, for unit tests.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

from ..config import Settings
from ..errors import RuntimeMissing
from ..ports import SupportVerifier
from . import ct2_bundle
from .nli import HEAD_ARRAYS, HEAD_POOLER_LINEAR, softmax

TASK = "support"
SUPPORTED = "supported"
LABELS = ("unsupported", SUPPORTED)
FIX = ct2_bundle.CONVERT_HINT[TASK]


class FakeSupportVerifier(SupportVerifier):
    """For unit tests: P(supported) from a rule over (premise, claim); records every pair it was asked."""

    name = "fake-support"

    def __init__(self, rule: Callable[[str, str], float] = lambda premise, claim: 0.0, cut: float | None = 0.5,
                 chunks_per_claim: int | None = None) -> None:
        self.rule = rule
        self.cut = cut
        self.chunks_per_claim = chunks_per_claim
        self.calls: list[tuple[str, str]] = []

    def support_probability(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        self.calls.extend(pairs)
        return [float(self.rule(premise, claim)) for premise, claim in pairs]


class CT2SupportVerifier(ct2_bundle.BundleRuntime[tuple[str, str], float], SupportVerifier):
    """Batched by length, premise truncated first, LRU-cached, thread-safe; loads on first use."""

    def __init__(self, manifest: ct2_bundle.Manifest, settings: Settings, cache_size: int = 4096) -> None:
        super().__init__(manifest, cache_size)
        if manifest.raw.get("head") != HEAD_POOLER_LINEAR:
            raise RuntimeMissing(f"{manifest.directory}: head kind must be {HEAD_POOLER_LINEAR!r}", FIX)
        labels = manifest.raw.get("labels")
        if not isinstance(labels, list) or sorted(labels) != sorted(LABELS):
            raise RuntimeMissing(f"{manifest.directory}: manifest labels must be {', '.join(LABELS)}", FIX)
        self._supported_index = labels.index(SUPPORTED)
        fitted = manifest.raw.get("second_opinion")
        self.cut = float(fitted["cut"]) if isinstance(fitted, dict) and fitted.get("cut") is not None else None
        self.max_length = min(settings.second_opinion_max_length, manifest.max_length)
        self.batch_size = max(1, settings.nli_batch_size)
        self.threads = settings.nli_threads
        self._tokenizer = None
        self._fallback_tokenizer = None
        self._head: dict[str, np.ndarray] = {}

    def _open(self) -> None:
        head, tokenizer, fallback, encoder = ct2_bundle.open_pair_classifier(
            self.manifest, HEAD_ARRAYS[HEAD_POOLER_LINEAR], self.max_length, self.threads, FIX)
        self._head, self._tokenizer, self._fallback_tokenizer = head, tokenizer, fallback
        self._encoder = encoder

    def support_probability(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        return self._cached([(premise, claim) for premise, claim in pairs], self._run)

    def _encode(self, pair: tuple[str, str]):
        try:
            return self._tokenizer.encode(*pair)
        except Exception:  # tokenizers raises plain Exception when only_first cannot fit a long claim
            return self._fallback_tokenizer.encode(*pair)

    def _run(self, pairs: list[tuple[str, str]]) -> list[float]:
        encodings = [self._encode(pair) for pair in pairs]
        order = sorted(range(len(pairs)), key=lambda i: len(encodings[i].ids))
        out = np.zeros(len(pairs), dtype=np.float32)
        head = self._head
        for start in range(0, len(order), self.batch_size):
            chunk = order[start:start + self.batch_size]
            output = self._encoder.forward_batch([encodings[i].ids for i in chunk],
                                                 token_type_ids=[encodings[i].type_ids for i in chunk])
            logits = np.asarray(output.pooler_output, dtype=np.float32) @ head["weight"].T + head["bias"]
            out[chunk] = softmax(logits)[:, self._supported_index]
        return [float(p) for p in out]


def load_support_verifier(model_dir: Path, settings: Settings) -> CT2SupportVerifier:
    """Check the folder (manifest, files, sizes); the weights load on first use. RuntimeMissing names the fix."""
    return CT2SupportVerifier(ct2_bundle.read_manifest(Path(model_dir), TASK, also=("head.npz",)), settings)
