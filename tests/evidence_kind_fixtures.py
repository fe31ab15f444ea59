"""A toy evidence kind that halcheck does not ship, defined only here: a desk note with its author.

It goes through the registry like the shipped kinds, so a test can prove that a kind is one module: parsed,
retrieved, grounded, traced and shown without any other module of halcheck changed.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from halcheck_tui.core.evidence_kinds.base import (
    EvidenceContent,
    EvidenceItem,
    EvidenceKindUnit,
    KindDisplay,
    KindForm,
    KindName,
    Reading,
    RetrievalUnits,
    invalid,
    read_string,
)
from halcheck_tui.core.types import ClaimClass


class DeskNoteKind(EvidenceKindUnit):
    """`{"id": ..., "kind": "ticket_note", "author": "...", "note": "..."}`: grounds facts only."""

    kind = KindName("ticket_note")
    reading = Reading.TEXT
    grounds = {ClaimClass.FACT: 0}
    form = KindForm("text", "the note's words")

    def parse(self, raw: Mapping[str, Any], path: str) -> EvidenceContent:
        note = read_string(raw.get("note"), f"{path}.note", required=True)
        if not note.strip():
            raise invalid(f"{path}.note", "is empty", "write what the note says")
        author = read_string(raw.get("author"), f"{path}.author") or "someone"
        return EvidenceContent(text=note, fields={"author": author})

    def body_json(self, item: EvidenceItem) -> dict[str, Any]:
        return {"note": item.text, "author": item.fields["author"]}

    def verbalise(self, item: EvidenceItem) -> list[str]:
        return [f"{item.fields['author']} wrote: {item.text}"]

    def retrieval_units(self, item: EvidenceItem) -> RetrievalUnits:
        return RetrievalUnits(anchored_text=item.text)

    def display(self, item: EvidenceItem) -> KindDisplay:
        return KindDisplay(f"{item.fields['author']}: {item.text}", (item.text,))
