"""A shipped CTranslate2 model folder: its manifest, integrity check, tokenizer and encoder, and
`BundleRuntime`, the loader and cache the NLI, embedder and second-verifier runtimes share.

Written by scripts/convert_nli.py and scripts/convert_embedder.py. Reading the manifest and checking
that the files exist is cheap and done when a runtime is created (`open_bundle`); hashing the weights
(about 60 ms for 24 MB) and loading CTranslate2 happen once, on first use (`BundleRuntime.load`), so the
CLI and TUI start fast.
"""
from __future__ import annotations

import functools
import hashlib
import json
import os
import threading
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from ..errors import RuntimeMissing
from .cache import LRUCache

MANIFEST_SCHEMA = "halcheck.model/1"
CONVERT_HINT = {
    "nli": "run `python scripts/convert_nli.py CHECKPOINT models/nli-minilm-l6` in the training venv, "
           "or set nli_model_dir in config.toml",
    "embedding": "run `python scripts/convert_embedder.py models/embed-minilm-l6` in the training venv, "
                 "or set embedder_model_dir in config.toml",
    "support": "run `python scripts/convert_nli.py CHECKPOINT models/support-minilm-l6 --task support` in the "
               "training venv, or set second_opinion_model_dir in config.toml",
}


@dataclass(frozen=True)
class ModelFile:
    sha256: str
    bytes: int


@dataclass(frozen=True)
class Manifest:
    directory: Path
    name: str
    task: str
    architecture: str
    max_length: int
    type_vocab_size: int
    files: Mapping[str, ModelFile]
    raw: Mapping[str, Any]
    """Everything else in manifest.json (head kind, labels, thresholds, pooling...)."""


def _fix(task: str) -> str:
    return CONVERT_HINT.get(task, "re-export the model with the scripts in scripts/")


def read_manifest(model_dir: Path, task: str, also: tuple[str, ...] = ()) -> Manifest:
    """Parse manifest.json and check every listed file is present with its recorded size; the model, the
    tokenizer and the files named in `also` (a head) must be listed."""
    model_dir = Path(model_dir)
    manifest_path = model_dir / "manifest.json"
    if not model_dir.is_dir():
        raise RuntimeMissing(f"{task} model not found at {model_dir}", _fix(task))
    if not manifest_path.is_file():
        raise RuntimeMissing(f"{model_dir}: manifest.json is missing", _fix(task))
    try:
        raw = json.loads(manifest_path.read_text(encoding="utf-8"))
        files = {name: ModelFile(str(entry["sha256"]), int(entry["bytes"])) for name, entry in raw["files"].items()}
        manifest = Manifest(directory=model_dir, name=str(raw["name"]), task=str(raw["task"]),
                            architecture=str(raw.get("architecture", "")), max_length=int(raw["max_length"]),
                            type_vocab_size=int(raw.get("type_vocab_size", 2)), files=files, raw=raw)
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise RuntimeMissing(f"{manifest_path}: unreadable manifest ({exc})", _fix(task)) from None
    if raw.get("schema") != MANIFEST_SCHEMA:
        raise RuntimeMissing(f"{manifest_path}: unknown schema {raw.get('schema')!r}", _fix(task))
    if manifest.task != task:
        raise RuntimeMissing(f"{model_dir} holds a {manifest.task!r} model, not {task!r}", _fix(task))
    for required in ("model.bin", "tokenizer.json", *also):
        if required not in files:
            raise RuntimeMissing(f"{manifest_path}: {required} is not listed", _fix(task))
    for name, expected in files.items():
        path = model_dir / name
        if not path.is_file():
            raise RuntimeMissing(f"{model_dir}: {name} is missing", _fix(task))
        if path.stat().st_size != expected.bytes:
            raise RuntimeMissing(f"{model_dir}: {name} has the wrong size (damaged or partly copied)", _fix(task))
    return manifest


_verified: set[tuple[str, int, int]] = set()
_verified_lock = threading.Lock()


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def verify_hashes(manifest: Manifest) -> None:
    """sha256 of every file against the manifest; once per file version per process."""
    for name, expected in manifest.files.items():
        path = manifest.directory / name
        stat = path.stat()
        key = (str(path.resolve()), stat.st_size, stat.st_mtime_ns)
        with _verified_lock:
            if key in _verified:
                continue
        if sha256_file(path) != expected.sha256:
            raise RuntimeMissing(f"{manifest.directory}: {name} does not match its sha256 in manifest.json "
                                 "(damaged, or edited after export)", _fix(manifest.task))
        with _verified_lock:
            _verified.add(key)


def load_tokenizer(manifest: Manifest):
    from tokenizers import Tokenizer  # Rust tokenizer, a few ms to load; no transformers at run time

    try:
        tokenizer = Tokenizer.from_file(str(manifest.directory / "tokenizer.json"))
    except Exception as exc:  # the tokenizers library raises plain Exception on bad files
        raise RuntimeMissing(f"{manifest.directory}: tokenizer.json unreadable ({exc})", _fix(manifest.task)) from None
    tokenizer.no_padding()
    tokenizer.no_truncation()
    return tokenizer


AVX512_FLAGS = frozenset({"avx512f", "avx512bw", "avx512dq", "avx512vl"})


def open_pair_classifier(manifest: Manifest, head_keys, max_length: int, threads: int, fix: str):
    """(head arrays, tokenizer, fallback tokenizer, encoder) of a cross-encoder bundle, hashes verified.

    The tokenizer truncates the premise first; the fallback, used only for a pair whose claim alone is too
    long for that, cuts both sides."""
    # deferred: numpy costs 0.17 s, measured 2026-12-02; only a model's first use pays it
    import numpy as np

    verify_hashes(manifest)
    head_path = manifest.directory / "head.npz"
    try:
        with np.load(head_path) as archive:
            head = {key: archive[key].astype(np.float32) for key in head_keys}
    except (OSError, KeyError, ValueError) as exc:
        raise RuntimeMissing(f"{head_path}: unreadable classification head ({exc})", fix) from None
    tokenizer = load_tokenizer(manifest)
    tokenizer.enable_truncation(max_length, strategy="only_first")
    fallback = load_tokenizer(manifest)
    fallback.enable_truncation(max_length, strategy="longest_first")
    return head, tokenizer, fallback, open_encoder(manifest, threads)


def wants_avx512(cpuinfo: str) -> bool:
    """True when /proc/cpuinfo text lists every AVX-512 subset CTranslate2's AVX-512 kernels use."""
    for line in cpuinfo.splitlines():
        if line.startswith("flags"):
            return AVX512_FLAGS <= set(line.partition(":")[2].split())
    return False


@functools.cache  # the choice is process-wide: read /proc/cpuinfo once, not per model opened
def prefer_avx512() -> None:
    """Let CTranslate2 use AVX-512 where the CPU has it.

    CTranslate2 picks AVX2 even on AVX-512 CPUs (some older ones slow their clock for it); on the
    2-core Xeon measured here AVX-512 ran the NLI encoder 10-15% faster. The choice is read when the
    first model opens, so this runs before that; a CT2_FORCE_CPU_ISA the user set always wins.
    """
    if "CT2_FORCE_CPU_ISA" in os.environ:
        return
    try:
        cpuinfo = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:  # not Linux: keep CTranslate2's own choice
        return
    if wants_avx512(cpuinfo):
        os.environ["CT2_FORCE_CPU_ISA"] = "AVX512"


def open_encoder(manifest: Manifest, threads: int, compute_type: str = "default"):
    # Deferred: importing ctranslate2 costs ~150 ms and loads OpenMP; only the real runtimes need it.
    prefer_avx512()
    try:
        # deferred: ctranslate2 (70 ms, measured 2026-12-02) may be missing; the error says how to install it
        import ctranslate2
    except ImportError:
        raise RuntimeMissing("ctranslate2 is not installed", "pip install 'ctranslate2>=4.5'") from None
    try:
        return ctranslate2.Encoder(str(manifest.directory), device="cpu", intra_threads=max(0, threads),
                                   compute_type=compute_type)
    except (RuntimeError, ValueError) as exc:
        raise RuntimeMissing(f"{manifest.directory}: CTranslate2 could not load the model ({exc})",
                             _fix(manifest.task)) from None


K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class BundleRuntime(Generic[K, V]):
    """What the CTranslate2 runtimes share: one bundle's manifest, weights read once on first use (or
    `load()`), thread-safe, and each input's result kept in an LRU cache, so a repeated input runs once.

    A runtime says how its weights open (`_open`, which sets `_encoder` last) and runs its misses through
    `_cached(inputs, run)`."""

    def __init__(self, manifest: Manifest, cache_size: int) -> None:
        self.manifest = manifest
        self.name = manifest.name
        self._cache: LRUCache[K, V] = LRUCache(cache_size)
        self._lock = threading.Lock()
        self._encoder = None

    def _open(self) -> None:
        raise NotImplementedError

    def load(self) -> None:
        """Verify hashes, open the encoder and read what it needs (tokenizer, head). Idempotent."""
        with self._lock:
            if self._encoder is None:
                self._open()

    @property
    def loaded(self) -> bool:
        return self._encoder is not None

    def _cached(self, keys: Sequence[K], run: Callable[[list[K]], Sequence[V]]) -> list[V]:
        """The result for each of `keys`: cached ones from the cache, the others from one `run` over them
        (loading the weights first), each distinct key once."""
        known = self._cache.lookup(keys)
        missing = list(dict.fromkeys(key for key in keys if key not in known))
        if missing:
            self.load()
            fresh = dict(zip(missing, run(missing)))
            known.update(fresh)
            self._cache.store(fresh)
        return [known[key] for key in keys]

    @property
    def cache_size(self) -> int:
        """Most entries the cache holds (settable: the least recently used go first)."""
        return self._cache.size

    @cache_size.setter
    def cache_size(self, size: int) -> None:
        self._cache.size = size

    def clear_cache(self) -> None:
        """Forget every cached result (benchmarks time a new case with this; the size stays)."""
        self._cache.clear()
