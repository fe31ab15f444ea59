"""The case file (input): typed, frozen dataclasses and a validating parser.

Every validation error names the field that is wrong, e.g. `evidence[2].fields: expected an object`,
so the CLI can print it on one line and the TUI can show it beside the field.
"""
from __future__ import annotations

import difflib
import json
import math
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime, tzinfo
from pathlib import Path
from typing import Any

from ..errors import CaseError, InputFileError, LimitError
from ..input_files import read_input_bytes
from ..ports import TokenLogprob  # cases carry the generator's token logprobs
from .case_values import MAX_INTEGER_DIGITS, MAX_NESTING, check_json_values
from .evidence_kinds import registry
from .evidence_kinds.base import EvidenceKind, KindName, invalid, read_string
from .values.relative import ReferenceTime, reference_time
from .values.zones import reader_zone, records_zone

CASE_SCHEMA = "halcheck.case/1"
MAX_DRAFT_CHARS = 20_000
MAX_CASE_BYTES = 5_000_000
MAX_EVIDENCE_CHARS = 20_000
"""Most characters of inline evidence one case may carry (passage and policy text, plus each record's fields
and each refused call's args as JSON). The check's time grows faster than the text: `scripts/bench.py
evidence` measured (2026-12-01, this 2-core machine, shared) 20,000 characters in 5.4 s, 25,000 in 2.7-3 s on
a quieter run, 50,000 in 9.8 s and 100,000 in 31 s; a case over the limit is refused (exit 2) rather than
hold the checker (and, on the server, every request queued behind it) for minutes."""
def _zone_names(evidence: tuple[Evidence, ...]) -> list[str]:
    """The IANA zone names the records hold ("America/Toronto"), in order, for `reader_zone` to prefer."""
    values = (v for item in evidence for v in item.flat_fields().values())
    return list(dict.fromkeys(v for v in values if isinstance(v, str) and "/" in v and len(v) < 40))


LINEAGE_FIELDS = ("source", "revision", "authority", "valid_from", "valid_to", "corpus", "tenant")


@dataclass(frozen=True)
class Evidence:
    id: str
    kind: EvidenceKind | KindName
    text: str = ""
    fields: Mapping[str, Any] = field(default_factory=dict)
    tool: str = ""
    decision: str = ""
    args: Mapping[str, Any] = field(default_factory=dict)
    lineage: Mapping[str, str] = field(default_factory=dict)
    reader_zone: tzinfo | None = field(default=None, compare=False, repr=False)
    """The zone the reply's reader is in (from the case's `now`; values/zones.reader_zone): a record that names
    no zone of its own has its instants read on that clock. Set by the case, never read from a case file."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "kind": self.kind.value}
        out.update(registry.unit_of(self.kind).body_json(self))
        out.update(self.lineage)
        return out

    def flat_fields(self) -> dict[str, Any]:
        """Its fields by dot path (flatten_fields)."""
        return flatten_fields(self.fields)


@dataclass(frozen=True)
class Case:
    draft: str
    id: str = "case"
    question: str = ""
    evidence: tuple[Evidence, ...] = ()
    logprobs: tuple[TokenLogprob, ...] | None = None
    evidence_snapshot: str | None = None
    as_of: str | None = None
    tenant: str | None = None
    now: str | None = None
    """When the reply is written (ISO 8601): what "today" and "next Tuesday" are read against (values/relative)."""
    generated_by: str | None = None
    """The local model that wrote `draft` and its `logprobs` (`generator.model`): level 1's source `generated`."""
    samples: tuple[str, ...] = ()
    """Other generations of the same reply (`samples`): level 1's self-consistency reads the draft against them."""
    notes: tuple[str, ...] = ()
    """What a reader of the trace should know about the input (unknown keys, cleaned evidence): `notes`."""

    def __post_init__(self) -> None:
        # Every reader of the case's records (grounding, repair, the trace) sees the same clock: the reader's
        # zone travels with each record rather than with each caller.
        if all(e.reader_zone is not None for e in self.evidence):
            return  # a copy of a case (repair, the trace) whose records already carry the reader's zone
        names = _zone_names(self.evidence)
        where = (reader_zone(self.now, names) if self.now else None) or records_zone(names)
        if where is not None:
            object.__setattr__(self, "evidence", tuple(
                e if e.reader_zone is not None else replace(e, reader_zone=where) for e in self.evidence))

    def evidence_by_id(self) -> dict[str, Evidence]:
        return {item.id: item for item in self.evidence}

    def reference_time(self) -> ReferenceTime:
        """What relative dates are read against (`now`, the records' request times, the clock)."""
        return reference_time(self.now, [(e.fields, e.lineage) for e in self.evidence])

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"schema": CASE_SCHEMA, "id": self.id, "question": self.question, "draft": self.draft,
                               "evidence": [e.to_json() for e in self.evidence]}
        out["logprobs"] = None if self.logprobs is None else [
            {"token": t.token, "logprob": t.logprob} for t in self.logprobs]
        # The optional keys only when set, so a case written back reads as the one that was read.
        optional = {"evidence_snapshot": self.evidence_snapshot, "as_of": self.as_of, "tenant": self.tenant,
                    "now": self.now, "generator": {"model": self.generated_by} if self.generated_by else None,
                    "samples": list(self.samples) if self.samples else None}
        out.update({key: value for key, value in optional.items() if value})
        return out


def parse_evidence(raw: Any, index: int) -> Evidence:
    path = f"evidence[{index}]"
    if not isinstance(raw, dict):
        raise invalid(path, "expected an object")
    item_id = raw.get("id")
    if not isinstance(item_id, str) or not item_id.strip():
        raise invalid(f"{path}.id", "expected a non-empty string")
    kind_raw = raw.get("kind")
    unit = registry.named(kind_raw)
    if unit is None:
        raise invalid(f"{path}.kind", f"unknown kind {kind_raw!r}", f"use one of {', '.join(registry.names())}")
    lineage = {}
    for key in LINEAGE_FIELDS:
        if raw.get(key) is not None:
            lineage[key] = str(raw[key])
    content = unit.parse(raw, path)
    return Evidence(item_id, unit.kind, text=content.text, fields=content.fields, tool=content.tool,
                    decision=content.decision, args=content.args, lineage=lineage)


def evidence_chars(evidence: tuple[Evidence, ...]) -> int:
    """The size MAX_EVIDENCE_CHARS limits: text as given, records and refused calls as compact JSON."""
    total = 0
    for item in evidence:
        total += len(item.text)
        for mapping in (item.fields, item.args):
            if mapping:
                total += len(json.dumps(mapping, ensure_ascii=False, separators=(",", ":"), default=str))
    return total


def parse_logprobs(raw: Any, draft: str) -> tuple[TokenLogprob, ...] | None:
    if raw is None:
        return None
    if not isinstance(raw, list):
        raise invalid("logprobs", "expected a list of {token, logprob} objects or null")
    tokens = []
    for i, item in enumerate(raw):
        if not isinstance(item, dict) or not isinstance(item.get("token"), str):
            raise invalid(f"logprobs[{i}]", "expected an object with a string token")
        value = item.get("logprob")
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value) \
                or value > 1e-6:
            raise invalid(f"logprobs[{i}].logprob", "expected a number <= 0",
                        f"token {item['token']!r} has {value!r}; give each token's natural-log probability")
        tokens.append(TokenLogprob(item["token"], float(value)))
    if "".join(t.token for t in tokens) != draft:
        raise invalid("logprobs", "the tokens do not concatenate to the draft",
                    "pass the logprobs of exactly this draft, or null")
    return tuple(tokens)


CASE_KEYS = ("schema", "id", "question", "draft", "evidence", "logprobs", "evidence_snapshot", "as_of", "tenant",
             "generator", "now", "samples")
"""The top-level keys the check reads (contract section 1, plus `generator` from `halcheck generate`, `now`,
the reference time of relative dates, and `samples`, other generations for self-consistency)."""
QUIET_KEYS = ("about", "autosave", "ended", "lesson")
"""Keys halcheck writes or reads outside the check, kept without a note: a scenario's `about` (the TUI's
scenario picker shows it), an autosave's `autosave` and `ended`, a lesson's `lesson` (docs/lessons.md)."""
OWN_KEY_PREFIXES = ("x_", "x-")
"""A key of the user's own that starts with one of these is never taken for a misspelling."""
NEAR_MISS_CUTOFF = 0.65
"""difflib's similarity ratio from which an unknown key is read as a misspelt known one. At 0.65
`draught`/`draft` (0.67), `evidense` (0.88) and `tennant` (0.92) are caught, while `text`/`tenant` (0.6) is
not; the first letter must agree too (`version`/`question` and `kind`/`id` are 0.67), and a key that
extends the known one with `_` (`question_id`, `draft_v2`, `tenant_id`) is a key of its own."""


def near_miss(key: str) -> str | None:
    """The known case key that `key` is a misspelling or other capitalisation of (`Evidence`, `evidense`,
    `draught`), or None for a key of its own. `id` is too short to judge by likeness: only `ID` or `Id`."""
    folded = key.casefold()
    if folded in CASE_KEYS:
        return folded
    if folded.startswith(OWN_KEY_PREFIXES) or not folded:
        return None
    close = difflib.get_close_matches(folded, [k for k in CASE_KEYS if len(k) > 2], n=1, cutoff=NEAR_MISS_CUTOFF)
    if not close:
        return None
    known = close[0]
    if folded[0] != known[0] or folded.startswith(known + "_") or folded.endswith("_" + known):
        return None
    return known


def _key_notes(raw: dict) -> tuple[str, ...]:
    """A note for each top-level key the check does not read; a near miss of one it reads is refused,
    since the value it holds would otherwise be left out without a word (a case without its evidence)."""
    notes = []
    for key in raw:
        if key in CASE_KEYS or key in QUIET_KEYS:
            continue
        meant = near_miss(key)
        if meant is not None:
            case_only = " (keys are lower case)" if key.casefold() == meant else ""
            raise CaseError(f"case key {key!r} is not one halcheck reads",
                            f"did you mean '{meant}'? Rename it{case_only}; a key of your own that starts with "
                            "x_ is kept, not read")
        notes.append(f"unknown case key {key!r} kept, not read")
    return tuple(notes)


def _read_now(raw: Any) -> str | None:
    """The case's `now`: an ISO 8601 date or time, or absent."""
    text = read_string(raw, "now") or None
    try:
        return text and (datetime.fromisoformat(text.strip().replace("Z", "+00:00")) and text)
    except ValueError:
        raise invalid("now", f"{text!r} is not an ISO 8601 time", 'write it as "2026-10-08T09:00:00-05:00"') from None


def parse_case(raw: Any, default_id: str = "case") -> Case:
    if not isinstance(raw, dict):
        raise invalid("case", "expected a JSON object")
    check_json_values(raw)
    notes = _key_notes(raw)
    schema = raw.get("schema", CASE_SCHEMA)
    if schema != CASE_SCHEMA:
        raise invalid("schema", f"unknown schema {schema!r}", f"this halcheck reads {CASE_SCHEMA}")
    draft = raw.get("draft")
    if not isinstance(draft, str):
        raise invalid("draft", "missing or not a string", "every case needs the reply text in \"draft\"")
    if not draft.strip():
        raise invalid("draft", "is empty", "paste the reply to check")
    if len(draft) > MAX_DRAFT_CHARS:
        raise LimitError(f"draft: is {len(draft):,} characters (limit {MAX_DRAFT_CHARS:,})",
                         "check one reply at a time; split long documents")
    if "\x00" in draft or any(ord(ch) < 32 and ch not in "\n\r\t" for ch in draft):
        raise invalid("draft", "contains control or binary characters", "paste plain text")
    evidence_raw = raw.get("evidence", [])
    if evidence_raw is None:
        evidence_raw = []
    if not isinstance(evidence_raw, list):
        raise invalid("evidence", "expected a list")
    evidence = tuple(parse_evidence(item, i) for i, item in enumerate(evidence_raw))
    size = evidence_chars(evidence)
    if size > MAX_EVIDENCE_CHARS:
        raise LimitError(f"evidence: {size:,} characters in all (limit {MAX_EVIDENCE_CHARS:,})",
                         "give only the passages this reply needs (retrieve them first), or split the case")
    seen: set[str] = set()
    for i, item in enumerate(evidence):
        if item.id in seen:
            raise invalid(f"evidence[{i}].id", f"duplicate id {item.id!r}", "evidence ids must be unique in a case")
        seen.add(item.id)
    case_id = raw.get("id")
    if case_id is None:  # null reads as absent, as for every other optional field
        case_id = default_id
    if not isinstance(case_id, str):
        raise invalid("id", f"expected a string, got {type(case_id).__name__}", 'quote it: "id": "refund-1"')
    snapshot = raw.get("evidence_snapshot")
    if snapshot is not None and not isinstance(snapshot, str):
        raise invalid("evidence_snapshot", "expected a string such as corpus@sha256:...")
    generator = raw.get("generator")
    if generator is not None and not (isinstance(generator, dict) and isinstance(generator.get("model"), str)):
        raise invalid("generator", 'expected an object such as {"model": "SmolLM2-135M"}',
                    "leave it as `halcheck generate` wrote it, or remove it")
    logprobs = parse_logprobs(raw.get("logprobs"), draft)
    return Case(
        draft=draft,
        id=str(case_id),
        question=read_string(raw.get("question"), "question"),
        evidence=evidence,
        logprobs=logprobs,
        evidence_snapshot=snapshot,
        as_of=read_string(raw.get("as_of"), "as_of") or None,
        tenant=read_string(raw.get("tenant"), "tenant") or None,
        now=_read_now(raw.get("now")),
        # Only tokens the model wrote make the source "generated"; without logprobs there is nothing to tag.
        generated_by=generator["model"] if generator is not None and logprobs is not None else None,
        samples=tuple(read_string(s, f"samples[{i}]", required=True)
                      for i, s in enumerate(_list_of(raw.get("samples"), "samples"))),
        notes=notes,
    )


def _list_of(value: Any, field_name: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise invalid(field_name, "expected a list of strings (other generations of the same reply) or null")
    return value


class JSONSyntaxError(CaseError):
    """Invalid JSON; keeps where, so a batch can say `line 2: ... at column 7` for its own lines."""

    def __init__(self, lineno: int, colno: int, msg: str) -> None:
        super().__init__(f"invalid JSON at line {lineno} column {colno}: {msg}", JSON_FIX)
        self.lineno, self.colno, self.msg = lineno, colno, msg


JSON_FIX = "fix the JSON syntax (a validator such as `python -m json.tool` shows where)"


EMPTY_FIX = 'write one case JSON object in it, e.g. {"draft": "the reply to check", "evidence": []}'


def parse_case_text(text: str, default_id: str = "case") -> Case:
    """A case from JSON text. A UTF-8 byte-order mark before it is read past (Windows editors write one);
    empty text is refused with the fix, not the parser's "Expecting value"."""
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise CaseError("case: is empty", EMPTY_FIX)
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise JSONSyntaxError(exc.lineno, exc.colno, exc.msg) from None
    except RecursionError:
        raise CaseError(f"case: nested more than {MAX_NESTING} levels deep",
                        "flatten the record: tool results are a few levels deep") from None
    except ValueError:  # Python's int-str conversion limit: an integer literal of over 4,300 digits
        raise LimitError(f"case: an integer of more than {sys.get_int_max_str_digits():,} digits "
                         f"(limit {MAX_INTEGER_DIGITS})", "write the id as a string, or give a real amount") from None
    return parse_case(raw, default_id)


def load_case(path: Path) -> Case:
    """A case file: a regular file (or this process's stdin, read once), at most MAX_CASE_BYTES, UTF-8."""
    path = Path(path)
    data = read_input_bytes(path, MAX_CASE_BYTES, "give the path of a case JSON file", "check one reply at a time")
    try:
        text = data.decode("utf-8-sig")  # a byte-order mark at the start is read past, not refused
    except UnicodeDecodeError:
        raise InputFileError(f"{path}: not UTF-8 text (binary file?)", "save the case as UTF-8 JSON") from None
    if not text.strip():
        raise InputFileError(f"{path}: is empty" + (" (0 bytes)" if not data else " (only whitespace)"), EMPTY_FIX)
    return parse_case_text(text, default_id=path.stem)


def flatten_fields(fields: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """A record's fields by dot path, values as they are (lists by index):
    {"refund": {"status": "x"}, "items": [{"sku": 1}]} -> {"refund.status": "x", "items.0.sku": 1}."""
    out: dict[str, Any] = {}
    for key, value in fields.items():
        path = f"{prefix}{key}"
        if isinstance(value, Mapping):
            out.update(flatten_fields(value, f"{path}."))
        elif isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, Mapping):
                    out.update(flatten_fields(item, f"{path}.{i}."))
                else:
                    out[f"{path}.{i}"] = item
        else:
            out[path] = value
    return out
