"""Pasted tool output -> evidence items, whatever the tool's schema.

An agent's log holds tool results in a few shapes; a support lead copies one and pastes it whole:
- a JSON object (one tool result): one `record` item whose fields are the object as it is;
- a JSON list of objects (a search or list call): one `record` per object;
- an envelope as agent frameworks log it, `{"tool": NAME, "result": VALUE}` (also `name`/`tool_name` and
  `output`/`content`, with the result possibly a JSON string, as OpenAI-style tool messages carry it): the
  result is read as above, and the tool's name becomes the items' `source` and id prefix;
- an object whose one value is a list of objects (`{"results": [...]}`): one record per object;
- plain text (a line of policy someone pasted beside the result): one `policy` (or `passage`) item per
  paragraph.
A halcheck case file, or a list of halcheck evidence items (`{"id", "kind", ...}`, as a case holds them),
gives its evidence items as they are, so a file saved by halcheck loads back unchanged.
Several JSON values one after another (JSONL, or two results pasted together) and text around them are all
read, in order. Field names are never interpreted here: grounding reads every field.

Ids are the tool name (or `record`/`policy`/`passage`) and the first identifier-looking value of the record
(a short string with a digit and no spaces, e.g. `A-4417`), else a running number; an id already in the case
gets a numeric suffix, so a paste never overwrites evidence.
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from ...errors import InputError
from ..case import CASE_SCHEMA, Evidence, parse_evidence
from ..case_values import check_json_values
from . import registry
from .base import EvidenceKind, KindName, Reading

TOOL_KEYS = ("tool", "tool_name", "name", "function")
RESULT_KEYS = ("result", "output", "content", "response", "results")
ENVELOPE_EXTRA_KEYS = frozenset({"args", "arguments", "input", "parameters", "id", "tool_call_id", "call_id",
                                 "role", "type", "status", "duration_ms", "timestamp"})
"""Keys an envelope may carry beside the tool's name and its result (a record with any other key is data)."""
_IDENTIFIER = re.compile(r"^(?=[^\s]*\d)[^\s]{2,40}$")
_ID_SAFE = re.compile(r"[^A-Za-z0-9_.:#-]+")


@dataclass(frozen=True)
class PastedBlock:
    """One piece of the paste: a JSON value (with the tool that produced it, when an envelope named one)
    or a paragraph of text."""

    value: Any
    tool: str | None = None
    is_text: bool = False


def split_paste(text: str) -> list[PastedBlock]:
    """The paste's JSON values and text paragraphs, in order; a JSON syntax error inside a value that starts
    like JSON is an InputError naming the line and column."""
    decoder = json.JSONDecoder()
    blocks: list[PastedBlock] = []
    position, length = 0, len(text)
    pending_text: list[str] = []

    def flush_text() -> None:
        paragraph: list[str] = []
        for line in "\n".join(pending_text).splitlines() + [""]:
            if line.strip():
                paragraph.append(line.strip())
            elif paragraph:
                blocks.append(PastedBlock(" ".join(paragraph), is_text=True))
                paragraph = []
        pending_text.clear()

    while position < length:
        line_end = text.find("\n", position)
        line_end = length if line_end < 0 else line_end
        line = text[position:line_end]
        stripped = line.lstrip()
        if stripped[:1] in ("{", "["):
            start = position + len(line) - len(stripped)
            try:
                value, end = decoder.raw_decode(text, start)
            except json.JSONDecodeError as exc:
                raise InputError(f"pasted JSON: invalid at line {exc.lineno} column {exc.colno}: {exc.msg}",
                                 "paste the whole tool result (its closing brackets too)") from None
            flush_text()
            blocks.append(PastedBlock(value))
            position = end
            rest_end = text.find("\n", position)
            rest_end = length if rest_end < 0 else rest_end
            rest = text[position:rest_end]
            if rest.strip():  # text right after a value on its line (`{...} trailing words`) is text
                pending_text.append(rest)
            position = rest_end + 1
            continue
        pending_text.append(line)
        position = line_end + 1
    flush_text()
    return [_unwrap(block) for block in blocks]


def _unwrap(block: PastedBlock) -> PastedBlock:
    """An envelope `{"tool": ..., "result": ...}` -> its result, remembering the tool."""
    value = block.value
    if block.is_text or not isinstance(value, dict):
        return block
    tool_key = next((k for k in TOOL_KEYS if isinstance(value.get(k), str) and value[k].strip()), None)
    result_key = next((k for k in RESULT_KEYS if k in value), None)
    if tool_key is None or result_key is None:
        return block
    if not set(value) <= {tool_key, result_key} | ENVELOPE_EXTRA_KEYS:
        return block  # a record that happens to have a name and a content field
    result = value[result_key]
    if isinstance(result, str) and result.strip()[:1] in ("{", "["):
        try:
            result = json.loads(result)  # OpenAI-style tool messages carry the result as a JSON string
        except json.JSONDecodeError:
            pass
    return PastedBlock(result, tool=value[tool_key].strip())


def _records(value: Any) -> Iterator[dict] | None:
    """The objects a JSON value holds as records, or None when it holds text instead."""
    if isinstance(value, dict):
        if len(value) == 1:
            (only,) = value.values()
            if isinstance(only, list) and only and all(isinstance(v, dict) for v in only):
                return iter(only)  # {"results": [{...}, {...}]}
        return iter([value])
    if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        return iter(value)
    return None


def _halcheck_items(value: Any) -> list[dict] | None:
    """The evidence items of a halcheck case file or evidence list, or None for any other value."""
    if isinstance(value, dict) and value.get("schema") == CASE_SCHEMA and isinstance(value.get("evidence"), list):
        value = value["evidence"]
    kinds = set(registry.names())
    if isinstance(value, list) and value and all(
            isinstance(v, dict) and v.get("kind") in kinds and isinstance(v.get("id"), str) for v in value):
        return value
    return None


def _as_text(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "\n".join(_as_text(v) for v in value)
    return json.dumps(value, ensure_ascii=False)


def _identifier(fields: dict) -> str | None:
    for value in fields.values():
        if isinstance(value, str) and _IDENTIFIER.match(value.strip()):
            return value.strip()
    return None


class _Ids:
    def __init__(self, taken: Iterable[str]) -> None:
        self.taken = set(taken)
        self.counts: dict[str, int] = {}

    def keep(self, wanted: str) -> str:
        """`wanted`, or `wanted-2`, ... when the case already has it."""
        candidate, n = wanted, 1
        while candidate in self.taken:
            n += 1
            candidate = f"{wanted}-{n}"
        self.taken.add(candidate)
        return candidate

    def new(self, prefix: str, hint: str | None) -> str:
        prefix = _ID_SAFE.sub("-", prefix).strip("-") or "item"
        if hint:
            candidate = f"{prefix}#{_ID_SAFE.sub('-', hint)}"
        else:
            self.counts[prefix] = self.counts.get(prefix, 0) + 1
            candidate = f"{prefix}#{self.counts[prefix]}"
        return self.keep(candidate)


def evidence_from_paste(text: str, taken_ids: Iterable[str] = (),
                        text_kind: EvidenceKind | KindName = EvidenceKind.POLICY, first_index: int = 0) -> list[Evidence]:
    """Evidence items for a pasted tool result (and any text pasted with it), validated by the case parser.

    `taken_ids`: ids already in the case (never reused); `text_kind`: what plain text becomes (policy or
    passage); `first_index`: where the items will sit in the case's list (for error messages)."""
    if text_kind not in registry.kinds_read_as(Reading.TEXT):
        raise ValueError(f"text_kind must be a text kind such as policy or passage, not {text_kind}")
    if not text.strip():
        raise InputError("nothing pasted", "paste a tool result (JSON) or a line of policy text")
    ids = _Ids(taken_ids)
    raw_items: list[dict] = []
    for block in split_paste(text):
        own = None if block.is_text else _halcheck_items(block.value)
        if own is not None:
            for item in own:
                raw_items.append({**item, "id": ids.keep(item["id"])})
            continue
        records = None if block.is_text else _records(block.value)
        if records is None:
            body = block.value if block.is_text else _as_text(block.value)
            if not body.strip():
                continue
            kind = text_kind if block.is_text or block.tool is None else EvidenceKind.PASSAGE
            raw = {"id": ids.new(block.tool or kind.value, None), "kind": kind.value, "text": body}
            if block.tool:
                raw["source"] = f"tool:{block.tool}"
            raw_items.append(raw)
            continue
        for fields in records:
            if not fields:
                continue
            raw = {"id": ids.new(block.tool or "record", _identifier(fields)), "kind": EvidenceKind.RECORD.value,
                   "fields": fields}
            raw["source"] = f"tool:{block.tool}" if block.tool else "paste"
            raw_items.append(raw)
    if not raw_items:
        raise InputError("the paste holds no evidence (only empty objects or lists)",
                         "paste a tool result with at least one field, or a line of text")
    out = []
    for offset, raw in enumerate(raw_items):
        check_json_values(raw, evidence_item=True)  # its text is cleaned when checked, as a case's
        out.append(parse_evidence(raw, first_index + offset))
    return out
