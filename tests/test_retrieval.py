"""Retrieval: anchored evidence sentences, passage windows, BM25 + embedding ranking (fakes only)."""
from __future__ import annotations

import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.text.retrieval import (
    BM25,
    NO_ANCHOR,
    EvidenceSentence,
    Retriever,
    passage_windows,
    split_evidence,
    terms,
)
from halcheck_tui.ports import Embedder
from halcheck_tui.runtimes.embedder import FakeEmbedder

POLICY = Evidence("refund-policy#timing", EvidenceKind.POLICY,
                  text="Approved refunds reach the original payment method within 14 business days. "
                       "Refunds of $118.84 or more need a manager's approval, e.g. for gift cards.")
PASSAGE = Evidence("kb-shipping#3", EvidenceKind.PASSAGE,
                   text="Orders ship from Pune.\nDelivery takes 2 days\n- Returns are accepted for 30 days.")
RECORD = Evidence("get_refund#A-4417", EvidenceKind.RECORD,
                  fields={"order_id": "A-4417", "status": "queued_for_review", "amount": 118.84})
REFUSED = Evidence("issue_refund#call-2", EvidenceKind.REFUSED_CALL, tool="issue_refund", decision="ESCALATE",
                   args={"order_id": "A-4417"})
EVIDENCE = (RECORD, POLICY, REFUSED, PASSAGE)


# --- split_evidence -----------------------------------------------------------------------------


def test_text_evidence_is_split_on_sentence_ends_and_line_breaks_with_anchors():
    sentences = split_evidence([POLICY, PASSAGE])
    policy = [s for s in sentences if s.evidence_id == POLICY.id]
    passage = [s for s in sentences if s.evidence_id == PASSAGE.id]
    assert [s.text for s in policy] == [
        "Approved refunds reach the original payment method within 14 business days.",
        "Refunds of $118.84 or more need a manager's approval, e.g. for gift cards."]
    assert [s.text for s in passage] == ["Orders ship from Pune.", "Delivery takes 2 days",
                                         "Returns are accepted for 30 days."]
    for sentence in sentences:
        source = POLICY if sentence.evidence_id == POLICY.id else PASSAGE
        assert source.text[sentence.start:sentence.end] == sentence.text
    assert [s.index for s in passage] == [0, 1, 2]


def test_records_and_refused_calls_are_verbalised_without_anchors():
    sentences = split_evidence([RECORD, REFUSED])
    record = [s for s in sentences if s.kind is EvidenceKind.RECORD]
    assert "The status is queued for review." in [s.text for s in record]
    assert all(s.start == NO_ANCHOR and s.end == NO_ANCHOR and not s.anchored for s in sentences)
    refused = [s for s in sentences if s.kind is EvidenceKind.REFUSED_CALL]
    assert len(refused) == 1 and "refused" in refused[0].text and "not executed" in refused[0].text
    assert [s.index for s in record] == list(range(len(record)))


def test_evidence_order_is_kept():
    ids = [s.evidence_id for s in split_evidence(EVIDENCE)]
    first_seen = list(dict.fromkeys(ids))
    assert first_seen == [RECORD.id, POLICY.id, REFUSED.id, PASSAGE.id]


_piece = st.sampled_from(list("abcde fgh.!?$1,2\n-") + ["e.g.", " U.S. ", "\r\n", "Mr. ", "118.84", "\u2022 "])
_line = st.lists(_piece, max_size=40).map("".join)


@settings(max_examples=150, deadline=None)
@given(_line)
def test_anchors_always_slice_back_to_the_sentence(text):
    if not text.strip():
        return
    item = Evidence("p", EvidenceKind.PASSAGE, text=text)
    previous_end = 0
    for sentence in split_evidence([item]):
        assert text[sentence.start:sentence.end] == sentence.text
        assert sentence.text == sentence.text.strip() and sentence.text
        assert sentence.start >= previous_end
        previous_end = sentence.end


# --- passage windows ----------------------------------------------------------------------------


def test_windows_join_adjacent_sentences_of_one_item_only():
    sentences = split_evidence(EVIDENCE)
    windows = passage_windows(sentences)
    assert all(w.is_window and w.kind in (EvidenceKind.POLICY, EvidenceKind.PASSAGE) for w in windows)
    passage = [w for w in windows if w.evidence_id == PASSAGE.id]
    assert sorted(w.count for w in passage) == [2, 2, 3]
    pair = next(w for w in passage if w.count == 2 and w.index == 0)
    # A line without a full stop gets one so the joined premise still reads as two sentences.
    assert pair.text == "Orders ship from Pune. Delivery takes 2 days."
    assert PASSAGE.text[pair.start:pair.end] == "Orders ship from Pune.\nDelivery takes 2 days"
    policy = [w for w in windows if w.evidence_id == POLICY.id]
    assert [w.count for w in policy] == [2]  # two sentences: one window, no 3-window


def test_windows_skip_gaps_and_reject_bad_sizes():
    sentences = [s for s in split_evidence([PASSAGE]) if s.index != 1]
    assert passage_windows(sentences) == []
    with pytest.raises(ValueError):
        passage_windows(sentences, min_size=1)
    assert [w.count for w in passage_windows(split_evidence([PASSAGE]), min_size=3)] == [3]


# --- BM25 and ranking ---------------------------------------------------------------------------


def test_terms_keep_numbers_whole_and_drop_stopwords():
    assert terms("Your refund of $118.84 is in the queue for 1,200 days") == ["refund", "118.84", "queue", "1,200",
                                                                               "day"]


def test_bm25_idf_is_never_negative_on_tiny_corpora():
    bm25 = BM25([["refund", "day"], ["refund", "pune"], ["refund"]])
    assert (bm25.idf > 0).all()
    scores = bm25.scores(["refund", "pune"])
    assert scores.argmax() == 1 and (scores > 0).all()


def test_rule_claims_see_policy_only_and_fact_claims_passage_and_policy():
    retriever = Retriever(split_evidence(EVIDENCE))
    rule = retriever.top_k("Refunds reach you within 14 business days", 10, kinds=[EvidenceKind.POLICY])
    assert {s.kind for s, _ in rule} == {EvidenceKind.POLICY}
    fact = retriever.top_k("Orders ship from Pune", 10, kinds=[EvidenceKind.PASSAGE, EvidenceKind.POLICY])
    assert {s.kind for s, _ in fact} == {EvidenceKind.POLICY, EvidenceKind.PASSAGE}
    assert retriever.top_k("anything", 3, kinds=[]) == []


def test_lexical_match_ranks_first_and_scores_lie_in_unit_interval():
    retriever = Retriever(split_evidence(EVIDENCE))
    ranked = retriever.top_k("Delivery takes two days from Pune", 3, kinds=[EvidenceKind.PASSAGE])
    assert ranked[0][0].text == "Delivery takes 2 days"
    assert all(0.0 <= score <= 1.0 for _, score in ranked)
    assert [score for _, score in ranked] == sorted((score for _, score in ranked), reverse=True)


def test_no_shared_word_still_returns_candidates_in_evidence_order():
    retriever = Retriever(split_evidence([PASSAGE]))
    ranked = retriever.top_k("zzz qqq", 2, kinds=[EvidenceKind.PASSAGE])
    assert [s.index for s, _ in ranked] == [0, 1] and all(score == 0.0 for _, score in ranked)


def test_k_and_empty_corpus_edges():
    assert Retriever([]).top_k("refund", 3) == []
    retriever = Retriever(split_evidence([POLICY]))
    assert retriever.top_k("refund", 0) == []
    assert len(retriever.top_k("refund", 99)) == 2


class _QueuedEmbedder(Embedder):
    """Maps chosen texts to chosen unit vectors: lets a test make the embedding disagree with BM25."""

    name = "queued"

    def __init__(self, vectors: dict[str, np.ndarray]) -> None:
        self.vectors = vectors
        self.calls: list[list[str]] = []

    def embed(self, texts):
        self.calls.append(list(texts))
        return np.stack([self.vectors[t] for t in texts]).astype(np.float32)


def test_embedding_lifts_a_paraphrase_bm25_cannot_see():
    a = EvidenceSentence("p", EvidenceKind.POLICY, 0, 0, 10, "Money back in two weeks.")
    b = EvidenceSentence("p", EvidenceKind.POLICY, 1, 11, 30, "Refund requests need an order id.")
    claim = "Your refund arrives within 14 days"
    embedder = _QueuedEmbedder({a.text: np.array([1.0, 0.0]), b.text: np.array([0.0, 1.0]),
                                claim: np.array([0.96, 0.28])})
    lexical_only = Retriever([a, b]).top_k(claim, 2)
    assert lexical_only[0][0] is b  # "refund" is the only shared term
    blended = Retriever([a, b], embedder, embedding_weight=0.7).top_k(claim, 2)
    assert blended[0][0] is a
    assert blended[0][1] == pytest.approx(0.7 * 0.96, abs=1e-5)


def test_sentences_are_embedded_once_and_lazily():
    embedder = FakeEmbedder()
    calls = []
    original = embedder.embed
    embedder.embed = lambda texts: calls.append(list(texts)) or original(texts)
    retriever = Retriever(split_evidence(EVIDENCE), embedder)
    assert calls == []
    retriever.top_k("refund within 14 business days", 2, kinds=[EvidenceKind.POLICY])
    retriever.top_k("orders ship from Pune", 2, kinds=[EvidenceKind.PASSAGE])
    sentence_batches = [c for c in calls if len(c) > 1]
    assert len(sentence_batches) == 1


def test_fake_embedder_blend_keeps_the_obvious_match_first():
    retriever = Retriever(split_evidence(EVIDENCE) + passage_windows(split_evidence(EVIDENCE)), FakeEmbedder())
    ranked = retriever.top_k("Orders ship from Pune", 3, kinds=[EvidenceKind.PASSAGE])
    assert ranked[0][0].text == "Orders ship from Pune."


def test_weight_out_of_range_is_refused():
    with pytest.raises(ValueError):
        Retriever([], FakeEmbedder(), embedding_weight=1.5)


def test_retrieval_imports_neither_textual_nor_ctranslate2():
    import subprocess

    code = ("import sys; import halcheck_tui.core.grounding.text.retrieval; "
            "bad = [m for m in ('textual', 'ctranslate2', 'tokenizers', 'torch') if m in sys.modules]; "
            "print(','.join(bad)); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
