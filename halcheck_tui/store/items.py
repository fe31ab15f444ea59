"""Reading evidence files into normalised items, with their content hashes and citation anchors.

File conventions (one file = one item unless a JSON file holds a list):

- `.md`, `.markdown` → a `policy`; `.txt` → a `passage`. Either may start with front matter, plain
  `key: value` lines between two `---` lines (no YAML):

      ---
      id: refund-policy#timing
      authority: approved-policy
      valid_from: 2026-01-01
      ---
      Once approved, refunds reach the original payment method within 14 business days.

- `.json` → an object (or a list of objects, each with an `id`) shaped like a case's evidence item:
  `{"id": ..., "kind": "record", "fields": {...}, "tenant": ..., ...}`; `kind` defaults to `record`
  when `fields` is given; `policy`/`passage` items carry `text` instead.

Metadata keys (front matter and JSON alike): `id`, `kind`, `tenant`, `authority`, `source`, `valid_from`,
`valid_to`. The item id defaults to the file's path under the imported folder without its suffix
(`returns.md` → `returns`); `source` defaults to that relative path.
"""
from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from ..core.decomposition.anchors import flatten_fields, sentence_spans
from ..core.evidence_kinds import registry
from ..core.evidence_kinds.base import EvidenceKind, KindName, Reading
from ..errors import InputError

TEXT_SUFFIXES = {".md": EvidenceKind.POLICY, ".markdown": EvidenceKind.POLICY, ".txt": EvidenceKind.PASSAGE}
JSON_SUFFIXES = {".json"}
META_KEYS = ("tenant", "authority", "source", "valid_from", "valid_to")
FRONT_MATTER_KEYS = ("id", "kind", *META_KEYS)
MAX_FILE_BYTES = 5_000_000
# Bumping this changes every revision hash; only do it together with a migration that rehashes.
HASH_SCHEME = "halcheck.item/1"


@dataclass(frozen=True)
class ItemMeta:
    tenant: str | None = None
    authority: str | None = None
    source: str | None = None
    valid_from: str | None = None
    valid_to: str | None = None

    def filled_from(self, defaults: ItemMeta) -> ItemMeta:
        """Import-level values fill only what the item itself leaves unset."""
        return ItemMeta(**{key: getattr(self, key) if getattr(self, key) is not None else getattr(defaults, key)
                           for key in META_KEYS})


@dataclass(frozen=True)
class AnchorSpan:
    ordinal: int
    anchor_id: str
    text: str
    start: int | None
    end: int | None
    field_path: str | None


@dataclass(frozen=True)
class StoredItem:
    """A normalised item ready to store: `content_hash` covers id, kind, content and metadata."""

    item_id: str
    kind: EvidenceKind
    text: str
    fields: Mapping[str, Any] | None
    meta: ItemMeta
    origin: str = field(compare=False, default="")

    def canonical(self) -> dict[str, Any]:
        out: dict[str, Any] = {"scheme": HASH_SCHEME, "id": self.item_id, "kind": self.kind.value,
                               "text": self.text, "fields": self.fields}
        out.update({key: getattr(self.meta, key) for key in META_KEYS})
        return out

    @property
    def content_hash(self) -> str:
        return hashlib.sha256(canonical_json(self.canonical()).encode("utf-8")).hexdigest()

    @property
    def fields_json(self) -> str | None:
        return None if self.fields is None else canonical_json(self.fields)

    def anchors(self) -> tuple[AnchorSpan, ...]:
        if registry.unit_of(self.kind).reading is Reading.FIELDS:
            return tuple(AnchorSpan(n, f"{self.item_id}#fields.{path}", f"{path}: {value}", None, None, path)
                         for n, (path, value) in enumerate(flatten_fields(self.fields or {})))
        return tuple(AnchorSpan(n, f"{self.item_id}#s{n}", self.text[start:end], start, end, None)
                     for n, (start, end) in enumerate(sentence_spans(self.text)))


def canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def revision_of(items: list[StoredItem]) -> str:
    """A corpus revision: the hash of all its normalised items, independent of file order."""
    digest = hashlib.sha256(b"halcheck.corpus/1\n")
    for item in sorted(items, key=lambda i: i.item_id):
        digest.update(f"{item.content_hash}\n".encode("ascii"))
    return "sha256:" + digest.hexdigest()


# --- normalisation -------------------------------------------------------------------------------------

def normalise_text(text: str) -> str:
    """NFC, Unix newlines, no trailing spaces, at most one blank line in a row, no outer blank lines."""
    text = unicodedata.normalize("NFC", text).replace("\r\n", "\n").replace("\r", "\n")
    lines = [line.rstrip() for line in text.split("\n")]
    out: list[str] = []
    for line in lines:
        if not line and (not out or not out[-1]):
            continue
        out.append(line)
    return "\n".join(out).strip()


# --- validity times ------------------------------------------------------------------------------------

_DATE_ONLY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def instant_key(value: str, *, what: str, end_of_day: bool = False) -> str:
    """ISO 8601 date or time → a UTC string that sorts in time order.

    Validity is the half-open interval [valid_from, valid_to). A bare date means midnight UTC at its start,
    except as `valid_to`, where it means the whole day is still valid (people write the last valid day).
    A time without a zone is taken as UTC.
    """
    text = value.strip()
    try:
        if _DATE_ONLY.match(text):
            moment = datetime.combine(date.fromisoformat(text), datetime.min.time(), tzinfo=UTC)
            if end_of_day:
                moment += timedelta(days=1)
        else:
            moment = datetime.fromisoformat(text.replace("z", "Z"))
            if moment.tzinfo is None:
                moment = moment.replace(tzinfo=UTC)
    except ValueError:
        raise InputError(f"{what}: {value!r} is not an ISO 8601 date or time",
                         "write it like 2026-08-10 or 2026-08-10T09:00:00Z") from None
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def validity_keys(meta: ItemMeta, *, what: str) -> tuple[str | None, str | None]:
    start = instant_key(meta.valid_from, what=f"{what}: valid_from") if meta.valid_from else None
    end = instant_key(meta.valid_to, what=f"{what}: valid_to", end_of_day=True) if meta.valid_to else None
    if start and end and end <= start:
        raise InputError(f"{what}: valid_to {meta.valid_to} is not after valid_from {meta.valid_from}",
                         "fix the validity interval")
    return start, end


# --- loading files -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class LoadedFiles:
    items: tuple[StoredItem, ...]
    skipped: tuple[str, ...]


def load_path(path: Path, defaults: ItemMeta) -> LoadedFiles:
    """Every supported file under `path` (or `path` itself) as normalised items, ids unique."""
    if not path.exists():
        raise InputError(f"{path}: no such file or folder", "give a Markdown/text/JSON file or a folder of them")
    if path.is_file():
        files, root = [path], path.parent
    else:
        root = path
        files = sorted(p for p in path.rglob("*")
                       if p.is_file() and not any(part.startswith(".") for part in p.relative_to(path).parts))
    items: list[StoredItem] = []
    skipped: list[str] = []
    for file in files:
        relative = file.relative_to(root).as_posix()
        suffix = file.suffix.lower()
        if suffix in TEXT_SUFFIXES:
            items.append(_load_text(file, relative, TEXT_SUFFIXES[suffix]))
        elif suffix in JSON_SUFFIXES:
            items.extend(_load_json(file, relative))
        else:
            skipped.append(relative)
    if not items:
        raise InputError(f"{path}: no evidence files found",
                         "import .md/.txt (policies, passages) or .json (records) files")
    seen: dict[str, str] = {}
    finished: list[StoredItem] = []
    for item in items:
        if item.item_id in seen:
            raise InputError(f"{item.origin}: duplicate item id {item.item_id!r} (also in {seen[item.item_id]})",
                             "give each item a unique `id`")
        seen[item.item_id] = item.origin
        item = replace(item, meta=item.meta.filled_from(defaults))
        validity_keys(item.meta, what=item.origin)
        finished.append(item)
    return LoadedFiles(tuple(finished), tuple(skipped))


def _read_text(file: Path) -> str:
    if file.stat().st_size > MAX_FILE_BYTES:
        raise InputError(f"{file}: larger than {MAX_FILE_BYTES // 1_000_000} MB", "split it into smaller items")
    try:
        return file.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError:
        raise InputError(f"{file}: not UTF-8 text", "save it as UTF-8") from None


def _front_matter(text: str, origin: str) -> tuple[dict[str, str], str]:
    lines = text.replace("\r\n", "\n").split("\n")
    if not lines or lines[0].strip() != "---":
        return {}, text
    try:
        close = next(i for i in range(1, len(lines)) if lines[i].strip() == "---")
    except StopIteration:
        raise InputError(f"{origin}: front matter opened with --- but never closed",
                         "end the `key: value` lines with a line holding only ---") from None
    meta: dict[str, str] = {}
    for number, line in enumerate(lines[1:close], start=2):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, sep, value = line.partition(":")
        key = key.strip().lower().replace("-", "_")
        if not sep or key not in FRONT_MATTER_KEYS:
            raise InputError(f"{origin}:{number}: unknown front matter line {line.strip()!r}",
                             f"use `key: value` with a key from {', '.join(FRONT_MATTER_KEYS)}")
        if value.strip():
            meta[key] = value.strip()
    return meta, "\n".join(lines[close + 1:])


def _kind(value: Any, default: EvidenceKind, origin: str) -> EvidenceKind | KindName:
    if value is None:
        return default
    unit = registry.named(value)
    if unit is None or not unit.storable:
        storable = [k.value for k in registry.storable_kinds()]
        raise InputError(f"{origin}: kind {value!r} cannot be stored",
                         f"use {', '.join(storable[:-1])} or {storable[-1]}")
    return unit.kind


def _meta(raw: Mapping[str, Any], origin: str, relative: str) -> ItemMeta:
    values: dict[str, str | None] = {}
    for key in META_KEYS:
        value = raw.get(key)
        if value is not None and not isinstance(value, (str, int, float)):
            raise InputError(f"{origin}: {key} must be a string", f"write {key} as text")
        values[key] = None if value is None or str(value).strip() == "" else str(value).strip()
    if values["source"] is None:
        values["source"] = relative
    return ItemMeta(**values)


def _load_text(file: Path, relative: str, default_kind: EvidenceKind) -> StoredItem:
    meta, body = _front_matter(_read_text(file), relative)
    text = normalise_text(body)
    if not text:
        raise InputError(f"{relative}: no text", "write the policy or passage text after the front matter")
    item_id = meta.get("id") or relative.rsplit(".", 1)[0]
    return StoredItem(item_id, _kind(meta.get("kind"), default_kind, relative), text, None,
                      _meta(meta, relative, relative), origin=relative)


_JSON_KEYS = {"id", "kind", "text", "fields", *META_KEYS}


def _load_json(file: Path, relative: str) -> list[StoredItem]:
    try:
        raw = json.loads(_read_text(file))
    except json.JSONDecodeError as exc:
        raise InputError(f"{relative}: invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}",
                         "fix the JSON syntax") from None
    if isinstance(raw, dict):
        return [_json_item(raw, relative, relative, default_id=relative.rsplit(".", 1)[0])]
    if isinstance(raw, list):
        return [_json_item(entry, f"{relative}[{i}]", relative, default_id=None) for i, entry in enumerate(raw)]
    raise InputError(f"{relative}: expected a JSON object or a list of objects",
                     'write {"id": ..., "fields": {...}} for a record')


def _json_item(raw: Any, origin: str, relative: str, default_id: str | None) -> StoredItem:
    if not isinstance(raw, dict):
        raise InputError(f"{origin}: expected an object", 'write {"id": ..., "fields": {...}}')
    unknown = sorted(set(raw) - _JSON_KEYS)
    if unknown:
        raise InputError(f"{origin}: unknown key {unknown[0]!r}", f"use only {', '.join(sorted(_JSON_KEYS))}")
    item_id = raw.get("id", default_id)
    if not isinstance(item_id, str) or not item_id.strip():
        raise InputError(f"{origin}: missing id", "give every item in a JSON list a string `id`")
    kind = _kind(raw.get("kind"), EvidenceKind.RECORD if "fields" in raw else EvidenceKind.PASSAGE, origin)
    meta = _meta(raw, origin, relative)
    if registry.unit_of(kind).reading is Reading.FIELDS:
        fields = raw.get("fields")
        if not isinstance(fields, dict):
            raise InputError(f"{origin}: fields must be an object", "records carry their data in `fields`")
        return StoredItem(item_id.strip(), kind, "", json.loads(canonical_json(fields)), meta, origin=origin)
    text = raw.get("text")
    if not isinstance(text, str) or not normalise_text(text):
        raise InputError(f"{origin}: text missing or empty", f"{kind.value} items carry their words in `text`")
    return StoredItem(item_id.strip(), kind, normalise_text(text), None, meta, origin=origin)
