"""What the two text kinds share: text read sentence by sentence."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .base import EvidenceContent, EvidenceItem, EvidenceKindUnit, KindDisplay, Reading, invalid, read_string


class TextKind(EvidenceKindUnit):
    """A kind whose items are one text (`text`), read as anchored sentences."""

    reading = Reading.TEXT
    storable = True

    def parse(self, raw: Mapping[str, Any], path: str) -> EvidenceContent:
        text = read_string(raw.get("text"), f"{path}.text", required=True)
        if not text.strip():
            raise invalid(f"{path}.text", "is empty", "give the policy or passage text")
        return EvidenceContent(text=text)

    def body_json(self, item: EvidenceItem) -> dict[str, Any]:
        return {"text": item.text}

    def verbalise(self, item: EvidenceItem) -> list[str]:
        return [item.text]

    def prompt_text(self, item: EvidenceItem) -> str:
        return item.text.strip()

    def display(self, item: EvidenceItem) -> KindDisplay:
        return KindDisplay(" / ".join(line.strip() for line in item.text.splitlines() if line.strip()))
