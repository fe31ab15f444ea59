"""Sentences of a draft with exact character offsets: rule-based on purpose, so that it survives $118.84,
e.g., U.S., A-4417, 10:30, URLs, e-mails, bullets and line breaks, and a rule that fails can be read and fixed.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..language.sentences import ABBREVIATIONS, SENTENCE_END, SENTENCE_FINAL_ABBREVIATIONS
from ..language.tokens import LETTERS_AND_APOSTROPHES
from ..values.patterns import CURRENCY_MARKS

_SENTENCE_STARTERS = {"the", "we", "you", "your", "i", "it", "this", "that", "these", "our", "please", "they", "he",
                      "she", "if", "thanks", "thank", "a", "an", "there", "my", "its", "their", "in", "on", "for"}

BULLET = re.compile(r"[ \t]*(?:[-*•·▪‣◦]|\d{1,3}[.)]|[a-zA-Z][.)](?=\s))[ \t]+")


@dataclass(frozen=True)
class Sentence:
    index: int
    start: int
    end: int
    text: str



def trim_span(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


_MARKS_WITH_A_STOP = frozenset(mark for mark in CURRENCY_MARKS if mark.endswith("."))
"""The value layer's currency marks that end in a full stop ("Rs.", "Fr."): one before a figure ends no sentence."""


def _is_boundary(text: str, dot_start: int, after: int) -> bool:
    """Does the punctuation run text[dot_start:after] end a sentence?"""
    if after < len(text) and not text[after].isspace():
        return False  # 118.84, example.com/a.b, A.4417: punctuation inside a token
    mark = text[dot_start]
    rest = text[after:].lstrip(" \t")
    if not rest or rest[0] == "\n":
        return True
    if mark in "!?…":
        return True
    word_match = re.search(r"([A-Za-z][A-Za-z.]*)$", text[:dot_start])
    word = word_match.group(1).lower() if word_match else ""
    next_word = LETTERS_AND_APOSTROPHES.match(rest)
    starts_sentence = bool(next_word) and next_word.group(0).lower() in _SENTENCE_STARTERS
    if word in SENTENCE_FINAL_ABBREVIATIONS and starts_sentence:
        return True  # "at 10:30 a.m. The office..." / "...and Co. We will..."
    # A lone capital is an initial ("J. Doe") only as a word of its own: in "seat 23C." it ends a code.
    initial = len(word) == 1 and text[dot_start - 1].isupper() and (
        dot_start < 2 or not text[dot_start - 2].isalnum())
    if word in ABBREVIATIONS or initial:
        return False  # "Mr. Smith", "U.S. Army", "J. Doe"
    if rest[0].isdigit() and text[dot_start - len(word):dot_start + 1] in _MARKS_WITH_A_STOP:
        return False  # "a deductible of Rs. 5,000": a currency mark written with a full stop, before its figure
    if re.search(r"(?:^|\s)[A-Za-z](?:\.[A-Za-z])+$", text[:dot_start]):
        return starts_sentence  # "e.g", "U.S" written without a trailing word boundary
    nxt = rest[0]
    return nxt.isupper() or nxt.isdigit() or nxt in "\"'“‘([$€£#*-•"


def split_sentences(draft: str) -> tuple[Sentence, ...]:
    spans: list[tuple[int, int]] = []
    line_start = 0
    for line in draft.splitlines(keepends=True):
        line_end = line_start + len(line.rstrip("\r\n"))
        bullet = BULLET.match(draft, line_start, line_end)
        cursor = bullet.end() if bullet else line_start
        piece_start = cursor
        for match in SENTENCE_END.finditer(draft, cursor, line_end):
            if _is_boundary(draft, match.start(), match.end()):
                spans.append((piece_start, match.end()))
                piece_start = match.end()
        spans.append((piece_start, line_end))
        line_start += len(line)
    sentences = []
    for start, end in spans:
        start, end = trim_span(draft, start, end)
        if start < end and re.search(r"\w", draft[start:end]):
            sentences.append(Sentence(len(sentences), start, end, draft[start:end]))
    return tuple(sentences)


# --- claims -----------------------------------------------------------------------------------
