"""The real CTranslate2 models shipped in models/ (run in CI: `pytest -m integration`).

HALCHECK_MODELS points these tests at another models folder (e.g. a fresh export in /tmp).
"""
from __future__ import annotations

import shutil

import numpy as np
import pytest

from halcheck_tui import locations
from halcheck_tui.config import NLIThresholds, Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.text.retrieval import Retriever, passage_windows, split_evidence
from halcheck_tui.errors import RuntimeMissing
from halcheck_tui.runtimes.embedder import load_embedder
from halcheck_tui.runtimes.nli import load_nli

pytestmark = pytest.mark.integration

PREMISE = "Passwords expire after 90 days."


@pytest.fixture(scope="module")
def nli():
    return load_nli(locations.nli_model_dir(), Settings())


@pytest.fixture(scope="module")
def embedder():
    return load_embedder(locations.embedder_model_dir(), Settings())


def test_paraphrase_is_entailment_dominant(nli):
    probs = nli.predict([(PREMISE, "You need to change your password every 90 days.")])[0]
    assert probs.entailment > max(probs.neutral, probs.contradiction)


def test_changed_number_is_not_entailed(nli):
    probs = nli.predict([(PREMISE, "You need to change your password every 30 days.")])[0]
    assert probs.entailment < 0.5
    assert probs.entailment < max(probs.neutral, probs.contradiction)


def test_probabilities_are_distributions_in_input_order(nli):
    pairs = [(PREMISE, "Passwords never expire."), ("A man plays a guitar on stage.", "A person makes music."),
             (PREMISE * 40, "Passwords expire.")]
    together = nli.predict(pairs)
    for probs in together:
        assert probs.entailment + probs.neutral + probs.contradiction == pytest.approx(1.0, abs=1e-4)
    saved = nli.cache_size
    nli.cache_size = 0  # every call below must run the model
    try:
        alone = [nli.predict([pair])[0] for pair in pairs]
    finally:
        nli.cache_size = saved
    for a, b in zip(together, alone):  # batching and padding must not change an answer
        assert a.entailment == pytest.approx(b.entailment, abs=2e-3)


def test_lru_cache_hit(nli, monkeypatch):
    pair = ("Refunds reach the original payment method within 14 business days.", "Refunds take 14 business days.")
    first = nli.predict([pair])[0]

    def not_again(pairs):
        raise AssertionError(f"ran the model again for {pairs}")

    monkeypatch.setattr(nli, "_run", not_again)  # the pair comes from the cache, not the model
    assert nli.predict([pair])[0] == first


def test_close_calls_are_rescored_in_float32_by_the_real_model():
    pairs = [(PREMISE, "Passwords never expire."), ("A man plays a guitar on stage.", "A person makes music."),
             ("The shop opens at nine.", "The shop is busy in the morning.")]
    every_pair = load_nli(locations.nli_model_dir(), Settings(nli_refine_margin=1.01))
    int8_only = load_nli(locations.nli_model_dir(), Settings(nli_refine_margin=0.0))
    precise, quick = every_pair.predict(pairs), int8_only.predict(pairs)
    assert every_pair.refined_pairs == len(pairs) and int8_only.refined_pairs == 0
    diffs = [abs(a.entailment - b.entailment) for a, b in zip(precise, quick)]
    assert 0 < max(diffs) < 0.25  # same weights, different arithmetic: close, not identical
    for probs in precise:
        assert probs.entailment + probs.neutral + probs.contradiction == pytest.approx(1.0, abs=1e-4)


def test_manifest_thresholds_are_exposed(nli):
    assert isinstance(nli.default_thresholds, NLIThresholds)
    assert 0.0 < nli.default_thresholds.entail < 1.0
    assert nli.name == nli.manifest.name


def test_missing_model_dir_raises_runtime_missing(tmp_path):
    with pytest.raises(RuntimeMissing) as raised:
        load_nli(tmp_path / "no-model", Settings())
    assert raised.value.exit_code == 3 and raised.value.fix


def test_damaged_weights_are_refused_on_first_load(tmp_path):
    copy = tmp_path / "nli"
    shutil.copytree(locations.nli_model_dir(), copy)
    data = bytearray((copy / "model.bin").read_bytes())
    data[len(data) // 2] ^= 0xFF
    (copy / "model.bin").write_bytes(bytes(data))
    model = load_nli(copy, Settings())
    with pytest.raises(RuntimeMissing, match="sha256"):
        model.predict([(PREMISE, "Passwords expire.")])


def test_embeddings_are_unit_vectors_and_paraphrases_are_close(embedder):
    vectors = embedder.embed([PREMISE, "You need to change your password every 90 days.", "Orders ship from Pune."])
    assert vectors.shape == (3, embedder.dim) and vectors.dtype == np.float32
    assert np.linalg.norm(vectors, axis=1) == pytest.approx(np.ones(3), abs=1e-4)
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2] + 0.3
    assert embedder.embed([]).shape == (0, embedder.dim)


def test_retrieval_with_the_real_embedder_finds_a_paraphrase(embedder):
    evidence = [Evidence("kb", EvidenceKind.PASSAGE, text="Orders ship from Pune.\nDelivery takes 2 days."),
                Evidence("policy", EvidenceKind.POLICY,
                         text="Approved refunds reach the original payment method within 14 business days.")]
    sentences = split_evidence(evidence)
    retriever = Retriever(sentences + passage_windows(sentences), embedder)
    best, score = retriever.top_k("How long until I get my money back?", 1)[0]
    assert best.evidence_id == "policy" and score > 0
