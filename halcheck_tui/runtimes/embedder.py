"""Sentence embedding interface for retrieval (embeddings find; NLI decides).

`CT2Embedder` runs a sentence encoder exported by scripts/convert_embedder.py (all-MiniLM-L6-v2 in
CTranslate2 int8): mean pooling over real tokens, then L2 normalisation, as sentence-transformers does.
"""
from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from ..config import Settings
from ..errors import RuntimeMissing
from ..ports import Embedder
from . import ct2_bundle


class FakeEmbedder(Embedder):
    """Hashed bag of words: deterministic, no model, good enough for unit tests of ranking logic."""

    name = "fake-embedder"

    def __init__(self, dim: int = 256) -> None:
        self.dim = dim

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in re.findall(r"\w+", text.lower()):
                bucket = int.from_bytes(hashlib.blake2b(word.encode(), digest_size=4).digest(), "little")
                out[row, bucket % self.dim] += 1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.maximum(norms, 1e-9)


class CT2Embedder(ct2_bundle.BundleRuntime[str, np.ndarray], Embedder):
    """CTranslate2 sentence encoder: lazy single load, batched by length, vectors cached per text."""

    def __init__(self, manifest: ct2_bundle.Manifest, settings: Settings, cache_size: int = 8192) -> None:
        if manifest.raw.get("pooling", "mean") != "mean":
            raise RuntimeMissing(f"{manifest.directory}: only mean pooling is supported",
                                 ct2_bundle.CONVERT_HINT["embedding"])
        super().__init__(manifest, cache_size)
        self.dim = int(manifest.raw.get("dimension", 0))
        self.max_length = manifest.max_length
        self.batch_size = max(1, settings.nli_batch_size)
        self.threads = settings.nli_threads
        self._tokenizer = None

    def _open(self) -> None:
        ct2_bundle.verify_hashes(self.manifest)
        tokenizer = ct2_bundle.load_tokenizer(self.manifest)
        tokenizer.enable_truncation(self.max_length)
        encoder = ct2_bundle.open_encoder(self.manifest, self.threads)
        self._tokenizer = tokenizer
        self._encoder = encoder

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        vectors = self._cached(list(texts), self._run)
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return np.stack(vectors).astype(np.float32)

    def _run(self, texts: list[str]) -> np.ndarray:
        encodings = self._tokenizer.encode_batch(texts)
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for start in range(0, len(order), self.batch_size):
            chunk = order[start:start + self.batch_size]
            ids = [encodings[i].ids for i in chunk]
            output = self._encoder.forward_batch(ids, token_type_ids=[[0] * len(x) for x in ids])
            hidden = np.asarray(output.last_hidden_state, dtype=np.float32)
            lengths = np.array([len(x) for x in ids])
            # Padding positions hold real activations in CTranslate2's output: mask them out of the mean.
            mask = (np.arange(hidden.shape[1])[None, :] < lengths[:, None]).astype(np.float32)
            pooled = (hidden * mask[:, :, None]).sum(axis=1) / lengths[:, None]
            out[chunk] = pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
        return out


def load_embedder(model_dir: Path, settings: Settings) -> CT2Embedder:
    """Check the folder (manifest, files, sizes) and return a runtime that loads on first use."""
    manifest = ct2_bundle.read_manifest(Path(model_dir), "embedding")
    if manifest.raw.get("dimension") is None:
        raise RuntimeMissing(f"{model_dir}: manifest.json lacks the embedding dimension",
                             ct2_bundle.CONVERT_HINT["embedding"])
    return CT2Embedder(manifest, settings)
