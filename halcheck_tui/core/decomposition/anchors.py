"""How a citation anchor addresses a part of an evidence item: `#s<n>` a sentence, `#<dot.path>` a field.

Pure text functions shared by the store (which numbers sentences when it imports an item) and the
citation check in core; they live in core so the store imports them downward, never the reverse.
"""
from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from ..language.sentences import CLOSING_BRACKETS, CLOSING_QUOTES, SENTENCE_END_BEFORE_SPACE, STORED_TEXT_ABBREVIATIONS


def flatten_fields(fields: Mapping[str, Any], prefix: str = "") -> list[tuple[str, str]]:
    """Leaf fields by dot path (the contract's way of addressing record fields), lists by index."""
    out: list[tuple[str, str]] = []

    def walk(value: Any, path: str) -> None:
        if isinstance(value, Mapping):
            for key in sorted(value):
                walk(value[key], f"{path}.{key}" if path else str(key))
        elif isinstance(value, list):
            for i, element in enumerate(value):
                walk(element, f"{path}.{i}" if path else str(i))
        else:
            out.append((path, value if isinstance(value, str) else json.dumps(value)))

    walk(fields, prefix)
    return out


# --- citation anchors ----------------------------------------------------------------------------------

# Markdown markers that are layout, not content: headings, bullets, numbered items, quotes.
_LINE_MARKER = re.compile(r"^(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)+")


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Stable (start, end) offsets of sentences in `text`; `text[start:end]` is the sentence."""
    # A sentence ends at . ! ? (and any closing quote or bracket) before whitespace or the end
    # (SENTENCE_END_BEFORE_SPACE); every line is also a boundary, because passages such as spec sheets put one
    # statement per line.
    spans: list[tuple[int, int]] = []
    offset = 0
    for line in text.split("\n"):
        marker = _LINE_MARKER.match(line)
        start = marker.end() if marker else 0
        for match in SENTENCE_END_BEFORE_SPACE.finditer(line):
            word_start = line.rfind(" ", 0, match.start()) + 1
            word = line[word_start:match.end()].lower().rstrip(CLOSING_QUOTES + CLOSING_BRACKETS)
            if word.endswith(".") and word[:-1] in STORED_TEXT_ABBREVIATIONS:  # "e.g." does not end a sentence
                continue
            _add_span(spans, line, offset, start, match.end())
            start = match.end()
        _add_span(spans, line, offset, start, len(line))
        offset += len(line) + 1
    return spans


def _add_span(spans: list[tuple[int, int]], line: str, offset: int, start: int, end: int) -> None:
    while start < end and line[start].isspace():
        start += 1
    while end > start and line[end - 1].isspace():
        end -= 1
    if end > start and any(ch.isalnum() for ch in line[start:end]):
        spans.append((offset + start, offset + end))
