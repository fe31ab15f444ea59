"""What any string or number of a case may be, checked before the case is read: integers of sane length, nesting
of sane depth, no hidden control characters outside evidence text. Kept apart from case.py (the case's types and
its parser), which calls `check_json_values` on every case and evidence item it reads.
"""
from __future__ import annotations

import math
import re
from typing import Any

from ..errors import LimitError
from .evidence_kinds.base import invalid

MAX_INTEGER_DIGITS = 40
"""Longest integer a case may hold (a 128-bit id has 39 digits). Past it a number is no amount, id or count
a reply can state, and downstream arithmetic (float conversion, formatting) would overflow; JSON text with
more than Python's int-str conversion limit (4,300 digits) is refused by the parser itself."""
MAX_NESTING = 64
"""How deeply objects and lists may nest in a case. Real tool records are a few levels deep; a limit keeps
a pathological file from exhausting the stack anywhere downstream (the record checker walks fields)."""


HIDDEN_CONTROLS = frozenset([*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x7F, *range(0x80, 0xA0)])
"""Characters that change what a person sees without being seen: the bidi embeddings, overrides and isolates
(U+202A-U+202E, U+2066-U+2069: "\u202e48.811" shows as 118.84 reversed), DEL and the C1 controls
(U+0080-U+009F; U+0085 is a line break to some readers and none to others, U+009B starts a terminal escape).
Refused in the draft (what the customer reads must be what was checked) and in every other string of a
case (ids, keys, the question, lineage) except evidence text, which is cleaned instead (evidence_cleaning.EVIDENCE_CLEANED)."""
_HIDDEN_RE = re.compile("[" + "".join(f"\\u{cp:04x}" for cp in sorted(HIDDEN_CONTROLS)) + "]")

def _describe_path(parts: list) -> str:
    """`evidence[0].fields.a`; a deep path keeps its ends, and keys are escaped so the message prints."""
    shown = parts if len(parts) <= 8 else parts[:4] + ["\u2026"] + parts[-3:]
    path = ""
    for part in shown:
        if isinstance(part, int):
            path += f"[{part}]"
        else:
            key = str(part).encode("utf-8", "backslashreplace").decode("utf-8")
            key = _HIDDEN_RE.sub(lambda m: f"\\u{ord(m.group()):04x}", key)  # the message never hides its own key
            path += f".{key}" if path else key
    return path or "case"


def check_json_values(raw: Any, *, evidence_item: bool = False) -> None:
    """Reject what JSON allows but nothing downstream can write back out: lone UTF-16 surrogates (the
    trace could not be encoded as UTF-8), NaN and Infinity (not JSON at all; `json` accepts them), and
    nesting deeper than MAX_NESTING; and hidden controls (HIDDEN_CONTROLS) anywhere but in evidence text,
    which the check cleans instead (`evidence_cleaning.evidence_as_checked`). `raw` is a case, or with `evidence_item` one
    evidence item (a paste in the TUI). Iterative, so depth itself cannot blow the stack."""
    stack: list[tuple[Any, list]] = [(raw, [])]
    while stack:
        value, parts = stack.pop()
        if len(parts) > MAX_NESTING:
            raise invalid(_describe_path(parts[:MAX_NESTING]), f"nested more than {MAX_NESTING} levels deep",
                        "flatten the record: tool results are a few levels deep")
        if isinstance(value, str):
            _check_text(value, parts, hidden_allowed=_is_evidence_text(parts, evidence_item))
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            _check_integer(value, parts)
        elif isinstance(value, float) and not math.isfinite(value):
            where, fix = _describe_path(parts), "JSON has no NaN or Infinity: write a number or null"
            if len(parts) == 3 and parts[0] == "logprobs" and isinstance(raw["logprobs"][parts[1]], dict):
                where += f" (token {raw['logprobs'][parts[1]].get('token')!r})"
                fix = "give a finite log-probability (<= 0) for every token, or \"logprobs\": null"
            raise invalid(where, f"{value} is not a number", fix)
        elif isinstance(value, dict):  # pushed in reverse, so the first problem in the file is reported
            for key in value:
                if not isinstance(key, str):  # only from the Python API: JSON object keys are strings
                    raise invalid(_describe_path(parts + [key]), f"key {key!r} is a {type(key).__name__}",
                                "object keys must be strings")
                _check_text(key, parts + [key])  # a key is a name (a field's dot path), never cleaned
            stack.extend((value[key], parts + [key]) for key in reversed(list(value)))
        elif isinstance(value, list):
            stack.extend((value[i], parts + [i]) for i in reversed(range(len(value))))
        elif not isinstance(value, float):  # only reachable from the Python API: parsed JSON has no others
            raise invalid(_describe_path(parts), f"expected a JSON value, got {type(value).__name__}",
                        "use only str, int, float, bool, None, dict and list (what json.loads returns)")


def _is_evidence_text(parts: list, evidence_item: bool) -> bool:
    """Whether the string value at `parts` is evidence text: an item's `text`, or any value inside its
    `fields` (a record) or `args` (a refused call). Ids, kinds, lineage and keys are not."""
    if not evidence_item:
        if len(parts) < 3 or parts[0] != "evidence" or not isinstance(parts[1], int):
            return False
        parts = parts[2:]
    if not parts:
        return False
    return (parts[0] == "text" and len(parts) == 1) or (parts[0] in ("fields", "args") and len(parts) > 1)


def _check_integer(value: int, parts: list) -> None:
    # bit_length first: comparing with 10**40 is cheap, but only a big number needs the comparison at all.
    if value.bit_length() > 132 and abs(value) >= 10 ** MAX_INTEGER_DIGITS:
        raise LimitError(f"{_describe_path(parts)}: an integer of more than {MAX_INTEGER_DIGITS} digits "
                         f"(limit {MAX_INTEGER_DIGITS})", "write the id as a string, or give a real amount")


def _check_text(value: str, parts: list, hidden_allowed: bool = False) -> None:
    hidden = None if hidden_allowed else _HIDDEN_RE.search(value)
    if hidden:
        where = _describe_path(parts)
        fix = ("remove it from the draft: the draft is checked exactly as the customer would read it, so "
               "halcheck never cleans it (evidence text is cleaned, and the trace says so)" if where == "draft" else
               "remove it: bidi overrides, isolates and C1 controls change what a reader sees, so halcheck "
               "refuses them here rather than check different text")
        raise invalid(where, f"contains the invisible control character U+{ord(hidden.group()):04X} at "
                    f"character {hidden.start()}", fix)
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise invalid(_describe_path(parts), f"contains a lone surrogate (U+{ord(value[exc.start]):04X}) at "
                    f"character {exc.start}", "escape the whole character as a UTF-16 pair (\\ud83d\\ude00) "
                    "or remove it") from None
