"""A tool's record: a JSON object of fields, read leaf by leaf against the claims about the case."""
from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from ..types import ClaimClass
from .base import (
    EvidenceContent,
    EvidenceItem,
    EvidenceKind,
    EvidenceKindUnit,
    KindDisplay,
    KindForm,
    Reading,
    humanise,
    read_object,
)


def scalar(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def compact(value: Any) -> str:
    """A field's value on one line: objects and lists as JSON, the rest as written."""
    return json.dumps(value, ensure_ascii=False) if isinstance(value, (dict, list)) else str(value)


def prompt_paths(value: Any, prefix: str = "") -> Iterable[tuple[str, Any]]:
    """Dot paths of a record's fields, as the contract addresses them (e.g. refund.status); a list of
    scalars stays one value, a list of objects is indexed (`items[0].sku`)."""
    if isinstance(value, Mapping):
        for key, inner in value.items():
            yield from prompt_paths(inner, f"{prefix}.{key}" if prefix else str(key))
    elif isinstance(value, list) and any(isinstance(v, (Mapping, list)) for v in value):
        for i, inner in enumerate(value):
            yield from prompt_paths(inner, f"{prefix}[{i}]")
    else:
        yield prefix, value


class RecordKind(EvidenceKindUnit):
    kind = EvidenceKind.RECORD
    reading = Reading.FIELDS
    grounds = {ClaimClass.RECORD: 0}
    storable = True
    form = KindForm("fields", "fields: a JSON object, e.g. {\"order_id\": \"A-4417\", \"status\": \"queued\"}",
                    "{\n  \n}", required=(("fields", 'a record needs at least one field, e.g. {"status": "shipped"}'),))

    def parse(self, raw: Mapping[str, Any], path: str) -> EvidenceContent:
        return EvidenceContent(fields=read_object(raw, "fields", path))

    def body_json(self, item: EvidenceItem) -> dict[str, Any]:
        return {"fields": dict(item.fields)}

    def verbalise(self, item: EvidenceItem) -> list[str]:
        """Short sentences ('The status is queued for review.') so NLI can read what fields cannot settle."""
        sentences = []
        for path, value in item.flat_fields().items():
            name = humanise(path.split(".")[-1] if not path.split(".")[-1].isdigit() else path)
            sentences.append(f"The {name} is {humanise(value)}.")
        return sentences

    def prompt_text(self, item: EvidenceItem) -> str:
        return "\n".join(f"{path}: {scalar(value)}" for path, value in prompt_paths(item.fields))

    def display(self, item: EvidenceItem) -> KindDisplay:
        return KindDisplay(", ".join(f"{k}={compact(v)}" for k, v in item.fields.items()))
