"""CT2NLI / CT2Embedder logic without CTranslate2: manifest checks, hashing, batching order, head, cache.

The encoder is replaced by a fake whose output is a known function of each row's token ids, so the
tests can tell whether length-sorting and batching put every answer back in its place. The tokenizer
is the real one shipped with the embedder (tokenizer.json only; no model weights are read).
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from halcheck_tui import locations
from halcheck_tui.config import NLIThresholds, Settings
from halcheck_tui.errors import RuntimeMissing
from halcheck_tui.ports import NLIProbs
from halcheck_tui.runtimes import ct2_bundle
from halcheck_tui.runtimes.embedder import load_embedder
from halcheck_tui.runtimes.nli import load_nli, softmax

TOKENIZER = locations.embedder_model_dir() / "tokenizer.json"
needs_tokenizer = pytest.mark.skipif(not TOKENIZER.exists(), reason="models/embed-minilm-l6 not exported")


def _write_bundle(folder: Path, task: str, files: dict[str, bytes], **extra) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (folder / name).write_bytes(data)
    manifest = {"schema": ct2_bundle.MANIFEST_SCHEMA, "name": "tiny", "task": task, "architecture": "bert",
                "max_length": 64, "type_vocab_size": 2,
                "files": {name: {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
                          for name, data in files.items()}}
    manifest.update(extra)
    (folder / "manifest.json").write_text(json.dumps(manifest))
    return folder


def _nli_bundle(folder: Path, labels=("entailment", "neutral", "contradiction")) -> Path:
    head = folder.parent / "head.npz"
    folder.parent.mkdir(parents=True, exist_ok=True)
    np.savez(head, weight=np.eye(3, dtype=np.float32), bias=np.zeros(3, dtype=np.float32))
    return _write_bundle(folder, "nli", {"model.bin": b"weights", "tokenizer.json": TOKENIZER.read_bytes(),
                                         "head.npz": head.read_bytes()},
                         head="pooler_linear", labels=list(labels),
                         thresholds={"entail": 0.42, "contradict": 0.77, "window_entail": 0.66})


class FakeEncoder:
    """pooler_output row = (len(ids), ids[1] % 5, 0): logits the test can recompute for any pair."""

    def __init__(self):
        self.batches: list[list[int]] = []

    def forward_batch(self, ids, token_type_ids=None):
        self.batches.append([len(x) for x in ids])
        assert token_type_ids is not None and [len(t) for t in token_type_ids] == [len(x) for x in ids]
        pooled = np.array([[len(x) / 10.0, (x[1] % 5) / 5.0, 0.0] for x in ids], dtype=np.float32)
        return SimpleNamespace(pooler_output=pooled, last_hidden_state=None)


@pytest.fixture
def fake_encoder(monkeypatch):
    encoder = FakeEncoder()
    monkeypatch.setattr(ct2_bundle, "open_encoder", lambda manifest, threads: encoder)
    return encoder


def test_missing_folder_and_manifest_raise_runtime_missing(tmp_path):
    with pytest.raises(RuntimeMissing) as missing:
        load_nli(tmp_path / "nowhere", Settings())
    assert "convert_nli.py" in missing.value.fix and missing.value.exit_code == 3
    (tmp_path / "empty").mkdir()
    with pytest.raises(RuntimeMissing, match="manifest.json is missing"):
        load_nli(tmp_path / "empty", Settings())
    with pytest.raises(RuntimeMissing):
        load_embedder(tmp_path / "nowhere", Settings())


def test_listed_file_missing_or_wrong_size_is_caught_before_loading(tmp_path):
    folder = _write_bundle(tmp_path / "m", "nli", {"model.bin": b"abc", "tokenizer.json": b"{}", "head.npz": b"x"},
                           head="pooler_linear", labels=["entailment", "neutral", "contradiction"])
    (folder / "model.bin").write_bytes(b"abcd")
    with pytest.raises(RuntimeMissing, match="wrong size"):
        load_nli(folder, Settings())
    (folder / "model.bin").unlink()
    with pytest.raises(RuntimeMissing, match="model.bin is missing"):
        load_nli(folder, Settings())


def test_wrong_task_and_schema_are_refused(tmp_path):
    folder = _write_bundle(tmp_path / "e", "embedding", {"model.bin": b"a", "tokenizer.json": b"{}"}, dimension=4)
    with pytest.raises(RuntimeMissing, match="not 'nli'"):
        load_nli(folder, Settings())
    manifest = json.loads((folder / "manifest.json").read_text())
    manifest["schema"] = "other/9"
    (folder / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(RuntimeMissing, match="unknown schema"):
        load_embedder(folder, Settings())


@needs_tokenizer
def test_sha_mismatch_is_found_on_first_load(tmp_path, fake_encoder):
    folder = _nli_bundle(tmp_path / "nli")
    (folder / "model.bin").write_bytes(b"WEIGHTS")  # same size, different bytes
    model = load_nli(folder, Settings())  # cheap checks pass
    with pytest.raises(RuntimeMissing, match="sha256"):
        model.predict([("a", "b")])


@needs_tokenizer
def test_thresholds_name_and_label_order_come_from_the_manifest(tmp_path, fake_encoder):
    model = load_nli(_nli_bundle(tmp_path / "nli"), Settings())
    assert model.name == "tiny"
    assert model.default_thresholds == NLIThresholds(entail=0.42, contradict=0.77, window_entail=0.66)
    assert Settings().nli_for(model.name, model.default_thresholds).entail == 0.42
    reordered = load_nli(_nli_bundle(tmp_path / "other", labels=("contradiction", "entailment", "neutral")),
                         Settings())
    plain = model.predict([("Orders ship from Pune.", "They ship from Pune.")])[0]
    mapped = reordered.predict([("Orders ship from Pune.", "They ship from Pune.")])[0]
    # Output 0 means contradiction in the second model: the same logits land on other names.
    assert mapped.contradiction == pytest.approx(plain.entailment)
    assert mapped.entailment == pytest.approx(plain.neutral)


@needs_tokenizer
def test_batches_are_length_sorted_and_answers_return_in_order(tmp_path, fake_encoder):
    settings = Settings(nli_batch_size=2)
    model = load_nli(_nli_bundle(tmp_path / "nli"), settings)
    pairs = [("word " * n, f"claim number {n}") for n in (9, 1, 5, 3, 7)]
    probs = model.predict(pairs)
    assert all(len(batch) <= 2 for batch in fake_encoder.batches)
    flat = [n for batch in fake_encoder.batches for n in batch]
    assert flat == sorted(flat)
    tokenizer = ct2_bundle.load_tokenizer(model.manifest)
    for (premise, hypothesis), got in zip(pairs, probs):
        ids = tokenizer.encode(premise, hypothesis).ids
        expected = softmax(np.array([len(ids) / 10.0, (ids[1] % 5) / 5.0, 0.0]))
        assert (got.entailment, got.neutral, got.contradiction) == pytest.approx(tuple(expected), abs=1e-6)


@needs_tokenizer
def test_cache_hits_and_duplicates_run_once(tmp_path, fake_encoder):
    model = load_nli(_nli_bundle(tmp_path / "nli"), Settings())
    pair = ("Passwords expire after 90 days.", "Passwords expire every 90 days.")
    first = model.predict([pair, pair])
    assert sum(len(b) for b in fake_encoder.batches) == 1
    again = model.predict([pair])
    assert again[0] == first[0] == first[1]
    assert sum(len(b) for b in fake_encoder.batches) == 1


@needs_tokenizer
def test_cache_is_bounded(tmp_path, fake_encoder):
    model = load_nli(_nli_bundle(tmp_path / "nli"), Settings())
    model.cache_size = 2
    model.predict([("a", "b"), ("c", "d"), ("e", "f")])
    assert sum(len(b) for b in fake_encoder.batches) == 3
    model.predict([("e", "f")])  # among the last two: from the cache
    assert sum(len(b) for b in fake_encoder.batches) == 3
    model.predict([("a", "b")])  # evicted: runs again
    assert sum(len(b) for b in fake_encoder.batches) == 4


@needs_tokenizer
def test_premise_is_truncated_first_and_long_claims_still_fit(tmp_path, fake_encoder):
    model = load_nli(_nli_bundle(tmp_path / "nli"), Settings())
    assert model.max_length == 64  # min(settings.nli_max_length, manifest max_length)
    model.predict([("evidence " * 500, "The refund was issued."), ("short.", "claim " * 200)])
    assert all(n <= 64 for batch in fake_encoder.batches for n in batch)


@needs_tokenizer
def test_nothing_loads_until_first_use(tmp_path, fake_encoder):
    model = load_nli(_nli_bundle(tmp_path / "nli"), Settings())
    assert not model.loaded
    assert model.predict([]) == []
    assert not model.loaded
    model.load()
    assert model.loaded


def test_probs_round_in_the_trace():
    assert NLIProbs(0.123456, 0.5, 0.376544).as_dict() == {"entailment": 0.1235, "neutral": 0.5,
                                                           "contradiction": 0.3765}


def test_head_kind_must_be_known(tmp_path):
    folder = _write_bundle(tmp_path / "m", "nli", {"model.bin": b"a", "tokenizer.json": b"{}", "head.npz": b"x"},
                           head="mystery", labels=["entailment", "neutral", "contradiction"])
    with pytest.raises(RuntimeMissing, match="unknown head kind"):
        load_nli(folder, Settings())


def test_shipped_bundles_list_every_file_they_hold():
    for folder in (locations.nli_model_dir(), locations.embedder_model_dir()):
        if not folder.exists():
            continue
        manifest = json.loads((folder / "manifest.json").read_text())
        on_disk = {p.name for p in folder.iterdir() if p.is_file()} - {"manifest.json", "MODEL_CARD.md"}
        assert on_disk == set(manifest["files"]), folder
        assert sum(p.stat().st_size for p in folder.iterdir()) < 40 * 2**20


class TieEncoder:
    """int8 stand-in: a near-tie between entailment and neutral for even-length rows, a clear call otherwise."""

    def __init__(self, pooled_for):
        self.pooled_for = pooled_for
        self.rows: list[int] = []

    def forward_batch(self, ids, token_type_ids=None):
        self.rows.extend(len(x) for x in ids)
        return SimpleNamespace(pooler_output=np.array([self.pooled_for(x) for x in ids], dtype=np.float32),
                               last_hidden_state=None)


@needs_tokenizer
def test_close_calls_alone_are_rescored_in_float32(tmp_path, monkeypatch):
    quick = TieEncoder(lambda ids: [1.0, 1.0, 0.0] if len(ids) % 2 == 0 else [4.0, 0.0, 0.0])
    precise = TieEncoder(lambda ids: [0.0, 0.0, 5.0])
    opened: list[str] = []

    def open_encoder(manifest, threads, compute_type="default"):
        opened.append(compute_type)
        return precise if compute_type == "float32" else quick

    monkeypatch.setattr(ct2_bundle, "open_encoder", open_encoder)
    folder = _nli_bundle(tmp_path / "nli")
    manifest = json.loads((folder / "manifest.json").read_text())
    (folder / "manifest.json").write_text(json.dumps({**manifest, "quantization": "int8"}))
    model = load_nli(folder, Settings(nli_refine_margin=0.1, nli_batch_size=2))
    pairs = [("word " * n, "a claim") for n in range(1, 8)]
    tokenizer = ct2_bundle.load_tokenizer(model.manifest)
    even = [len(tokenizer.encode(*pair).ids) % 2 == 0 for pair in pairs]
    assert any(even) and not all(even)

    probs = model.predict(pairs)
    for is_close, got in zip(even, probs):
        if is_close:  # re-scored: the float32 answer replaces the tie, in the right place
            assert got.contradiction > 0.9
        else:
            assert got.entailment > 0.9
    assert model.refined_pairs == sum(even) == len(precise.rows)
    assert opened == ["default", "float32"]


@needs_tokenizer
def test_refinement_is_off_for_float_models_and_at_margin_zero(tmp_path, monkeypatch):
    opened: list[str] = []
    quick = TieEncoder(lambda ids: [1.0, 1.0, 0.0])
    monkeypatch.setattr(ct2_bundle, "open_encoder",
                        lambda manifest, threads, compute_type="default": opened.append(compute_type) or quick)
    folder = _nli_bundle(tmp_path / "nli")  # no "quantization" in the manifest: treated as float weights
    assert load_nli(folder, Settings(nli_refine_margin=0.5)).refine_margin == 0.0
    manifest = json.loads((folder / "manifest.json").read_text())
    (folder / "manifest.json").write_text(json.dumps({**manifest, "quantization": "int8"}))
    model = load_nli(folder, Settings(nli_refine_margin=0.0))
    model.predict([("a premise", "a claim")])
    assert opened == ["default"] and model.refined_pairs == 0


def test_avx512_is_preferred_only_when_the_cpu_has_it_and_the_user_did_not_choose(monkeypatch):
    full = "processor : 0\nflags : fpu sse4_1 avx2 avx512f avx512dq avx512bw avx512vl avx512_vnni\n"
    assert ct2_bundle.wants_avx512(full)
    assert not ct2_bundle.wants_avx512("flags : fpu sse4_1 avx2 avx512f\n")  # no BW/DQ/VL
    assert not ct2_bundle.wants_avx512("Processor : ARMv8\nFeatures : neon\n")
    monkeypatch.setenv("CT2_FORCE_CPU_ISA", "AVX2")
    ct2_bundle.prefer_avx512.__wrapped__()  # bypass the once-per-process cache
    import os
    assert os.environ["CT2_FORCE_CPU_ISA"] == "AVX2"  # the user's choice is kept
