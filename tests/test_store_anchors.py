"""Citation anchors and normalisation: offsets always point at the sentence they name."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from halcheck_tui.core.decomposition.anchors import sentence_spans
from halcheck_tui.store.items import normalise_text

TEXT = st.text(alphabet=st.sampled_from(list("abc XYZ.!?$1,-#*>\n\t\"'")), max_size=200)


@given(TEXT)
@settings(max_examples=300, deadline=None)
def test_spans_are_ordered_trimmed_and_inside_the_text(text: str) -> None:
    spans = sentence_spans(text)
    previous_end = 0
    for start, end in spans:
        assert previous_end <= start < end <= len(text)
        piece = text[start:end]
        assert piece == piece.strip() and "\n" not in piece and any(ch.isalnum() for ch in piece)
        previous_end = end


@given(TEXT)
@settings(max_examples=300, deadline=None)
def test_normalising_is_idempotent(text: str) -> None:
    once = normalise_text(text)
    assert normalise_text(once) == once


def test_sentences_lines_and_markdown_markers() -> None:
    text = "# Refunds\n\n- Once approved, refunds take 14 days. Fees, e.g. $6.95, are kept.\nLine two"
    assert [text[s:e] for s, e in sentence_spans(text)] == [
        "Refunds", "Once approved, refunds take 14 days.", "Fees, e.g. $6.95, are kept.", "Line two"]
