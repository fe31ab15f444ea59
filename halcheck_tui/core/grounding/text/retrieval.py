"""Retrieval: evidence split into anchored sentences, ranked for a claim by BM25 plus embeddings.

Embeddings and BM25 only *find* candidate premises; the NLI model decides. What the pieces are:

- `split_evidence` turns each item into its kind's retrieval units: a policy or passage into sentences with offsets into that evidence item's
  `text` (`text[start:end]` is the sentence). It uses the draft's own splitter
  (`sentences.split_sentences`), so a sentence ends at a full stop, at `!`/`?` or at a line break, and
  $118.84, e.g., U.S. and bullets survive. Records and refused calls have no text to anchor to: they
  are verbalised one sentence per field ("The status is queued for review.", by their kind's unit in
  `core/evidence_kinds/`) with `start == end == -1`; `index` then counts the verbalised sentences.
- `passage_windows` joins 2-3 adjacent sentences of the same policy or passage. A window may carry a
  fact that no single line states ("Orders ship from Pune." + "Delivery takes 2 days."), so grounding
  may use it to *support* a claim, never to refute one.
- `Retriever.top_k` scores candidates of the allowed evidence kinds by BM25 (normalised by the best
  score) blended with the embedding cosine, and returns the best k.

BM25 is a few lines of numpy here on purpose: a case holds tens of sentences, rank-bm25 (unmaintained
since 2022) floors the negative IDF its Okapi variant gives on such tiny corpora, and bm25s pulls in
scipy for sparse matrices this size never needs. The IDF used is Lucene's, which is never negative.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import numpy as np

from ...case import Evidence
from ...decomposition.sentences import split_sentences
from ...evidence_kinds import registry
from ...evidence_kinds.base import EvidenceKind, KindName, Reading
from ...language.stopwords import TERM_MATCHING
from ...language.tokens import WORD_WITH_INNER_MARKS
from ...language.words import stem as _stem
from ...memo import per_evidence, per_value

if TYPE_CHECKING:  # the runtime module imports config; core only needs the interface for typing
    from ....ports import Embedder

NO_ANCHOR = -1


@dataclass(frozen=True)
class EvidenceSentence:
    evidence_id: str
    kind: EvidenceKind | KindName
    index: int
    """Position among this evidence item's sentences (of its first sentence, for a window)."""
    start: int
    """Offset into the evidence item's `text`; -1 for a verbalised record."""
    end: int
    text: str
    """What the NLI model reads as the premise. For a window: its sentences joined by single spaces."""
    count: int = 1
    """How many adjacent sentences this covers: 1 for a sentence, 2-3 for a passage window."""

    @property
    def anchored(self) -> bool:
        return self.start >= 0

    @property
    def is_window(self) -> bool:
        return self.count > 1


def split_evidence(evidence: Sequence[Evidence]) -> list[EvidenceSentence]:
    """Every evidence item as sentences, in evidence order then text order."""
    return list(_evidence_sentences(evidence))


@per_evidence
def _evidence_sentences(evidence: Sequence[Evidence]) -> tuple[EvidenceSentence, ...]:
    # Grounding, the conflict rule and a repair's re-check split the same evidence: once per case.
    out: list[EvidenceSentence] = []
    for item in evidence:
        units = registry.unit_of(item.kind).retrieval_units(item)
        if units.anchored_text:
            for sentence in split_sentences(units.anchored_text):
                out.append(EvidenceSentence(item.id, item.kind, sentence.index, sentence.start, sentence.end,
                                            sentence.text))
        for index, text in enumerate(units.sentences):
            out.append(EvidenceSentence(item.id, item.kind, index, NO_ANCHOR, NO_ANCHOR, text))
    return tuple(out)


def _as_sentence(text: str) -> str:
    """Lines such as 'Delivery: 2 days' get a full stop so a joined window still reads as sentences."""
    text = text.strip()
    return text if text[-1:] in ".!?…:;" else f"{text}."


def passage_windows(sentences: Sequence[EvidenceSentence], min_size: int = 2,
                    max_size: int = 3) -> list[EvidenceSentence]:
    """Windows of `min_size`..`max_size` adjacent sentences of one policy or passage (support only)."""
    if min_size < 2 or max_size < min_size:
        raise ValueError("window sizes must satisfy 2 <= min_size <= max_size")
    runs: dict[str, list[EvidenceSentence]] = {}
    text_kinds = registry.kinds_read_as(Reading.TEXT)
    for sentence in sentences:
        if sentence.kind in text_kinds and sentence.anchored and not sentence.is_window:
            runs.setdefault(sentence.evidence_id, []).append(sentence)
    out: list[EvidenceSentence] = []
    for run in runs.values():
        run = sorted(run, key=lambda s: s.index)
        for size in range(min_size, max_size + 1):
            for first in range(0, len(run) - size + 1):
                group = run[first:first + size]
                if group[-1].index - group[0].index != size - 1:
                    continue  # a gap in the indices: the caller filtered sentences out; not adjacent
                text = " ".join(_as_sentence(s.text) for s in group)
                out.append(replace(group[0], end=group[-1].end, text=text, count=size))
    return out


def chunk_windows(sentences: Sequence[EvidenceSentence], anchors: Collection[tuple[str, int]],
                  max_words: int = 150) -> list[EvidenceSentence]:
    """Chunks of adjacent sentences around retrieved ones, for chunk-level grounding (support only).

    For each anchor (evidence id, sentence index) of a policy or passage: the whole item when it fits in
    `max_words`; otherwise the three sentences around the anchor, and the run grown outwards from it
    (one sentence before, one after, ...) until `max_words`, so a fact spread over two to four sentences
    is read in one premise. `max_words` keeps premise + claim inside the model's token limit.
    """
    runs: dict[str, list[EvidenceSentence]] = {}
    text_kinds = registry.kinds_read_as(Reading.TEXT)
    for sentence in sentences:
        if sentence.kind in text_kinds and sentence.anchored and not sentence.is_window:
            runs.setdefault(sentence.evidence_id, []).append(sentence)
    out: dict[tuple[str, int, int], EvidenceSentence] = {}

    def add(group: list[EvidenceSentence]) -> None:
        if len(group) < 2:
            return
        key = (group[0].evidence_id, group[0].index, group[-1].index)
        if key not in out:
            text = " ".join(_as_sentence(s.text) for s in group)
            out[key] = replace(group[0], end=group[-1].end, text=text, count=len(group))

    for evidence_id, index in anchors:
        run = sorted(runs.get(evidence_id, []), key=lambda s: s.index)
        position = next((i for i, s in enumerate(run) if s.index == index), None)
        if position is None or len(run) < 2:
            continue
        words = [len(s.text.split()) for s in run]
        if sum(words) <= max_words:
            add(run)
            continue
        add(run[max(0, position - 1):position + 2])
        low, high, total = position, position, words[position]
        while True:
            grew = False
            for step in (-1, 1):
                nxt = low - 1 if step < 0 else high + 1
                if 0 <= nxt < len(run) and total + words[nxt] <= max_words:
                    total += words[nxt]
                    low, high = min(low, nxt), max(high, nxt)
                    grew = True
            if not grew:
                break
        add(run[low:high + 1])
    return list(out.values())


# --- ranking -------------------------------------------------------------------------------------

_STOPWORDS = TERM_MATCHING  # the one stop list's subset for BM25 terms (language/stopwords.py)


def terms(text: str) -> list[str]:
    """BM25 terms: lower-cased words and numbers (118.84 and 1,200 stay whole), stopwords dropped."""
    return [_stem(w) for w in WORD_WITH_INNER_MARKS.findall(text.lower()) if w not in _STOPWORDS]


class BM25:
    """Okapi BM25 with Lucene's non-negative IDF, over a small in-memory corpus."""

    def __init__(self, documents: Sequence[Sequence[str]], k1: float = 1.5, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.vocabulary: dict[str, int] = {}
        rows = [Counter(doc) for doc in documents]
        for counts in rows:
            for term in counts:
                self.vocabulary.setdefault(term, len(self.vocabulary))
        self.tf = np.zeros((len(rows), max(1, len(self.vocabulary))), dtype=np.float32)
        for row, counts in enumerate(rows):
            for term, count in counts.items():
                self.tf[row, self.vocabulary[term]] = count
        self.lengths = np.array([len(doc) for doc in documents], dtype=np.float32)
        self.average_length = float(self.lengths.mean()) if len(rows) and self.lengths.mean() > 0 else 1.0
        n_docs = len(rows)
        frequency = (self.tf > 0).sum(axis=0)
        self.idf = np.log(1.0 + (n_docs - frequency + 0.5) / (frequency + 0.5)).astype(np.float32)

    def scores(self, query: Sequence[str]) -> np.ndarray:
        out = np.zeros(self.tf.shape[0], dtype=np.float32)
        norm = self.k1 * (1.0 - self.b + self.b * self.lengths / self.average_length)
        for term in set(query):
            column = self.vocabulary.get(term)
            if column is None:
                continue
            tf = self.tf[:, column]
            out += self.idf[column] * tf * (self.k1 + 1.0) / (tf + norm)
        return out


@per_value(maxsize=8)
def _bm25_over(texts: tuple[str, ...]) -> BM25:
    """The BM25 index of these sentences; a check and its repair's re-check rank the same ones (nothing
    changes a BM25 after it is built)."""
    return BM25([terms(text) for text in texts])


class Retriever:
    """Ranks evidence sentences (or windows) for a claim.

    score = (1 - w) * bm25 / max(bm25 over the candidates) + w * max(0, cosine), where w is
    `embedding_weight` (0 without an embedder). Both parts lie in [0, 1], so neither dominates by scale.
    """

    def __init__(self, sentences: Sequence[EvidenceSentence], embedder: Embedder | None = None,
                 embedding_weight: float = 0.5) -> None:
        if not 0.0 <= embedding_weight <= 1.0:
            raise ValueError("embedding_weight must lie in [0, 1]")
        self.sentences = list(sentences)
        self.embedder = embedder
        self.embedding_weight = embedding_weight if embedder is not None else 0.0
        self.bm25 = _bm25_over(tuple(s.text for s in self.sentences))
        self._vectors: np.ndarray | None = None
        self._query_vectors: dict[str, np.ndarray] = {}
        self._expected: list[str] = []

    def expect(self, queries: Sequence[str]) -> None:
        """Queries `top_k` will be asked: the first query that needs the encoder embeds them all with the
        sentences, in one batched call instead of one call per claim (nothing runs now)."""
        self._expected = list(dict.fromkeys(queries))

    def _sentence_vectors(self) -> np.ndarray:
        # Embedded on first query, not at construction: a claim handled by the record checks alone
        # never pays for the encoder.
        if self._vectors is None:
            assert self.embedder is not None
            texts = [s.text for s in self.sentences]
            queries = [q for q in self._expected if q not in self._query_vectors]
            vectors = self.embedder.embed(texts + queries)
            self._vectors = vectors[:len(texts)]
            self._query_vectors.update(zip(queries, vectors[len(texts):]))
        return self._vectors

    def _query_vector(self, text: str) -> np.ndarray:
        if text not in self._query_vectors:
            self._query_vectors[text] = self.embedder.embed([text])[0]
        return self._query_vectors[text]

    def top_k(self, claim_text: str, k: int,
              kinds: Collection[EvidenceKind | KindName] | None = None) -> list[tuple[EvidenceSentence, float]]:
        """The best `k` candidates of the allowed kinds, best first, as (sentence, score in [0, 1]).

        Candidates with no word in common and no embedding similarity are still returned (score 0),
        in evidence order, so a claim is checked against the only policy there is even when it is
        worded differently; the NLI model, not this score, decides.
        """
        if k <= 0:
            return []
        allowed = None if kinds is None else set(kinds)
        candidates = [i for i, s in enumerate(self.sentences) if allowed is None or s.kind in allowed]
        if not candidates:
            return []
        index = np.array(candidates)
        lexical = self.bm25.scores(terms(claim_text))[index]
        best = float(lexical.max())
        lexical = lexical / best if best > 0 else np.zeros_like(lexical)
        combined = (1.0 - self.embedding_weight) * lexical
        if self.embedding_weight > 0:
            sentence_vectors = self._sentence_vectors()
            cosine = sentence_vectors[index] @ self._query_vector(claim_text)
            combined = combined + self.embedding_weight * np.clip(cosine, 0.0, 1.0)
        # Stable sort: equal scores keep evidence order, so results are deterministic.
        order = sorted(range(len(candidates)), key=lambda i: -float(combined[i]))[:k]
        return [(self.sentences[candidates[i]], round(float(combined[i]), 6)) for i in order]


__all__ = ["EvidenceSentence", "split_evidence", "passage_windows", "chunk_windows", "Retriever", "BM25", "terms",
           "NO_ANCHOR"]
