"""NLI cross-encoder interface. premise = evidence, hypothesis = claim.

`CT2NLI` runs a model exported by scripts/convert_nli.py: a CTranslate2 int8 encoder plus the
classification head in numpy (CTranslate2's converter drops the head). `load_nli` checks the folder and
returns a runtime that loads itself on first use.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import fields
from pathlib import Path

import numpy as np

from ..config import NLIThresholds, Settings
from ..errors import RuntimeMissing
from ..ports import NLIModel, NLIProbs
from . import ct2_bundle

LABELS = ("entailment", "neutral", "contradiction")
HEAD_POOLER_LINEAR = "pooler_linear"
"""BERT: logits = pooler_output @ W.T + b."""
HEAD_CLS_DENSE_TANH_LINEAR = "cls_dense_tanh_linear"
"""RoBERTa / XLM-RoBERTa: logits = tanh(h[<s>] @ Wd.T + bd) @ Wo.T + bo."""
HEAD_ARRAYS = {HEAD_POOLER_LINEAR: ("weight", "bias"),
               HEAD_CLS_DENSE_TANH_LINEAR: ("dense_weight", "dense_bias", "out_weight", "out_bias")}


class FakeNLI(NLIModel):
    """For unit tests: answers from a rule function, or from a queue of prepared outputs."""

    name = "fake-nli"

    def __init__(self, rule: Callable[[str, str], NLIProbs] | None = None,
                 queued: Iterable[NLIProbs] = ()) -> None:
        self.rule = rule
        self.queue: deque[NLIProbs] = deque(queued)
        self.calls: list[tuple[str, str]] = []

    def predict(self, pairs: Sequence[tuple[str, str]]) -> list[NLIProbs]:
        out = []
        for premise, hypothesis in pairs:
            self.calls.append((premise, hypothesis))
            if self.queue:
                out.append(self.queue.popleft())
            elif self.rule is not None:
                out.append(self.rule(premise, hypothesis))
            else:
                out.append(NLIProbs(0.1, 0.8, 0.1))
        return out


def softmax(logits: np.ndarray) -> np.ndarray:
    shifted = np.exp(logits - logits.max(axis=-1, keepdims=True))
    return shifted / shifted.sum(axis=-1, keepdims=True)


def _thresholds_from(raw: object) -> NLIThresholds:
    if not isinstance(raw, dict):
        return NLIThresholds()
    known = {f.name for f in fields(NLIThresholds)}
    return NLIThresholds(**{k: float(v) for k, v in raw.items() if k in known})


class CT2NLI(ct2_bundle.BundleRuntime[tuple[str, str], NLIProbs], NLIModel):
    """CTranslate2 cross-encoder: batched, sorted by length, premise truncated first, LRU-cached.

    Thread-safe: the TUI calls it from worker threads. The weights load once, on first use (or `load()`).
    """

    def __init__(self, manifest: ct2_bundle.Manifest, settings: Settings, cache_size: int = 4096) -> None:
        super().__init__(manifest, cache_size)
        self.head_kind = str(manifest.raw.get("head", ""))
        if self.head_kind not in HEAD_ARRAYS:
            raise RuntimeMissing(f"{manifest.directory}: unknown head kind {self.head_kind!r}",
                                 ct2_bundle.CONVERT_HINT["nli"])
        labels = manifest.raw.get("labels")
        if not isinstance(labels, list) or sorted(labels) != sorted(LABELS):
            raise RuntimeMissing(f"{manifest.directory}: manifest labels must be {', '.join(LABELS)}",
                                 ct2_bundle.CONVERT_HINT["nli"])
        # Output index of each canonical label, so any checkpoint's label order works.
        self._order = [labels.index(label) for label in LABELS]
        self.default_thresholds = _thresholds_from(manifest.raw.get("thresholds"))
        self.decision_spec = manifest.raw.get("decision")
        """The manifest's fitted decision model, as stored (core.decision reads it; runtimes stay below core)."""
        self.max_length = min(settings.nli_max_length, manifest.max_length)
        self.batch_size = max(1, settings.nli_batch_size)
        self.threads = settings.nli_threads
        quantized = str(manifest.raw.get("quantization", "")).startswith("int")
        self.refine_margin = settings.nli_refine_margin if quantized else 0.0
        self.refined_pairs = 0
        """How many pairs were scored again in float32 (see Settings.nli_refine_margin)."""
        self._precise_encoder = None
        self._tokenizer = None
        self._fallback_tokenizer = None
        self._head: dict[str, np.ndarray] = {}

    def _open(self) -> None:
        head, tokenizer, fallback, encoder = ct2_bundle.open_pair_classifier(
            self.manifest, HEAD_ARRAYS[self.head_kind], self.max_length, self.threads, ct2_bundle.CONVERT_HINT["nli"])
        self._head, self._tokenizer, self._fallback_tokenizer = head, tokenizer, fallback
        self._encoder = encoder

    def predict(self, pairs: Sequence[tuple[str, str]]) -> list[NLIProbs]:
        return self._cached([(premise, hypothesis) for premise, hypothesis in pairs], self._run)

    def _encode(self, pairs: list[tuple[str, str]]) -> list:
        try:
            return self._tokenizer.encode_batch(pairs)
        except Exception:  # tokenizers raises plain Exception when only_first cannot fit a long claim
            out = []
            for pair in pairs:
                try:
                    out.append(self._tokenizer.encode(*pair))
                except Exception:
                    out.append(self._fallback_tokenizer.encode(*pair))
            return out

    def _run(self, pairs: list[tuple[str, str]]) -> list[NLIProbs]:
        encodings = self._encode(pairs)
        # Sorting by length keeps padding inside each batch small.
        order = sorted(range(len(pairs)), key=lambda i: len(encodings[i].ids))
        probs = np.zeros((len(pairs), len(LABELS)), dtype=np.float32)
        probs[order] = self._forward(self._encoder, encodings, order)
        if self.refine_margin > 0:
            top_two = np.sort(probs, axis=1)[:, -2:]
            close = [i for i in order if top_two[i, 1] - top_two[i, 0] < self.refine_margin]
            if close:
                # int8 arithmetic moves probabilities by up to ~0.4, enough to flip a close call; the
                # same weights in float32 agree with the trained model far more often, at half the speed,
                # so only the close calls (about 3% of MultiNLI pairs at margin 0.1) pay for it.
                probs[close] = self._forward(self._precise(), encodings, close)
                with self._lock:
                    self.refined_pairs += len(close)
        return [NLIProbs(float(p[0]), float(p[1]), float(p[2])) for p in probs]

    def _precise(self):
        with self._lock:
            if self._precise_encoder is None:
                self._precise_encoder = ct2_bundle.open_encoder(self.manifest, self.threads, "float32")
            return self._precise_encoder

    def _forward(self, encoder, encodings: list, indexes: list[int]) -> np.ndarray:
        """Probabilities in canonical label order, one row per index, in the order of `indexes`."""
        probs = np.zeros((len(indexes), len(LABELS)), dtype=np.float32)
        for start in range(0, len(indexes), self.batch_size):
            chunk = indexes[start:start + self.batch_size]
            ids = [encodings[i].ids for i in chunk]
            if self.manifest.type_vocab_size > 1:
                types = [encodings[i].type_ids for i in chunk]
            else:  # RoBERTa-style models have one token type; the tokenizer may still mark the second segment
                types = [[0] * len(x) for x in ids]
            output = encoder.forward_batch(ids, token_type_ids=types)
            probs[start:start + len(chunk)] = softmax(self._apply_head(output))[:, self._order]
        return probs

    def _apply_head(self, output) -> np.ndarray:
        head = self._head
        if self.head_kind == HEAD_POOLER_LINEAR:
            return np.asarray(output.pooler_output, dtype=np.float32) @ head["weight"].T + head["bias"]
        first = np.asarray(output.last_hidden_state, dtype=np.float32)[:, 0, :]
        hidden = np.tanh(first @ head["dense_weight"].T + head["dense_bias"])
        return hidden @ head["out_weight"].T + head["out_bias"]


def load_nli(model_dir: Path, settings: Settings) -> CT2NLI:
    """Check the folder (manifest, files, sizes) and return a runtime that loads on first use.

    Raises RuntimeMissing with the fix when anything is missing; a sha256 mismatch is found on first use.
    """
    return CT2NLI(ct2_bundle.read_manifest(Path(model_dir), "nli", also=("head.npz",)), settings)
