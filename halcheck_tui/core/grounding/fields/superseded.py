"""Out-of-date evidence: what no longer speaks for the current state (issue 37, "do no harm").

A record, or an object inside one (a version in a list, an earlier quote), that says it has been superseded,
replaced, voided or rescheduled, or that a newer version of itself stands beside it, still tells what *was*;
it never supports a claim about how things stand now and never supplies a correction, once something
current stands beside it. The checker reads a claim against the current view of the evidence
(`current_view`): a stale object is pruned from its list when a current item is in the list too, and a
stale record is left out when a current record or object of the same kind (same tool, half its top-level keys,
or its own identifier key) is in the evidence, and a record is left out when another record is a newer version
of it (the same identifier, a higher version number). A lone stale object is still the current word on itself.
A claim that names a stale record by one of its own identifiers ("invoice INV-1 was voided") is about that
record, and is read against everything (`names_stale_record`).

How staleness is said, as data (general API English, not any one vendor's keys; from the issue's own list
"superseded, replaced, void or rescheduled" and the shapes version histories take in public API docs):
- a successor pointer: a key whose words are `superseded by`, `replaced by`, `successor` or `replacement`
  holding an identifier (an object there is a replacement *item*, e.g. a product shipped under warranty, not
  a successor, so it is not read as one), or `superseded: true`;
- a state: a status-like key (a word of it `status` or `state`) whose value is one of STALE_STATES;
- a version among siblings: objects of one list that each carry a numeric `version`/`revision`: all but the
  highest are stale;
- a past counterpart: a key led by a word of PAST_WORDS (`previousSlot` beside `slot`, `prior_quote` beside
  `quote`, `previous_fittings` beside `fitting`, `previousRevisions` or `previous_attributes` inside the object
  that is itself the current one) holds what its counterpart held before; a claim that says it speaks of the
  past ("was", "previously", "originally") still reads it (`speaks_of_the_past`), and so does one that gives
  the old value beside the current one of the same field (`reports_a_change`).
Whether an object is out of date by a validity date is the value layer's to say (`valid_to` before the case's
reference time); the lineage field `valid_to` is read here only when it is an ISO date the case's `as_of`
has passed.
"""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from ...case import Evidence
from ...language.tokens import key_words, letter_words
from ...memo import per_evidence
from ...values.leaf_values import looks_like_id
from ...values.patterns import ISO_DATE_START
from ..verdicts import MentionCheck
from .code_tables import codes_read_in_place

SUCCESSOR_KEYS = (("superseded", "by"), ("replaced", "by"), ("successor",), ("replacement",), ("superseded",))
"""Key word sequences that point at what replaced an object (the last entry: `superseded: true`)."""

STALE_STATES = frozenset({"superseded", "replaced", "void", "voided", "obsolete", "outdated", "rescheduled",
                          "withdrawn", "expired_version", "archived_version"})
"""States an object gives itself once a newer one stands in for it. Not "cancelled" or "expired": a
cancelled booking or an expired card is the current state, which a claim may well report."""

VERSION_KEYS = frozenset({"version", "revision", "rev", "version_number", "revision_number"})

PAST_WORDS = frozenset({"previous", "prior", "former", "old", "earlier"})
"""A key's first word that names what its counterpart held before (general API English: Stripe's event
`previous_attributes`, GitHub's `previous_filename`, the `previous*`/`prior*`/`old*` fields of change records).
Not "original": an original price beside a discounted one is a current figure of the offer."""

_WHOLE_OBJECT_WORDS = frozenset({"version", "revision", "attribute", "value", "data", "state", "record", "snapshot"})
"""What follows a past word when the counterpart is the object the key sits in (`previousRevisions`,
`previous_attributes`), not a sibling key; compared in the singular."""

_PAST_IN_CLAIM = PAST_WORDS | frozenset("previously original originally formerly was were had before instead".split())
"""Words by which a claim says it reports what held before ("the earlier slot was 9:15"): such a claim reads the
past counterparts too. Verbs of change are not among them: "the change went through, your new date is ..." reports
the current state; a claim that gives the old value beside the new one is read by `reports_a_change`."""

# An identifier as records write one: a code with a digit and a letter or a separator ("Q-2", "INV2041"),
# not a bare amount (410) or a word.
_CODE = re.compile(r"(?=\S*\d)(?=\S*[A-Za-z_/#.-])[\w/#.-]{2,40}")


def is_code(value: Any) -> bool:
    return isinstance(value, str) and bool(_CODE.fullmatch(value.strip())) or (
        isinstance(value, str) and looks_like_id(value))


def _successor(key: str, value: Any) -> bool:
    words = key_words(key)
    if words == ("superseded",) or words == ("is", "superseded"):
        return value is True
    if not any(words[-len(marker):] == marker for marker in SUCCESSOR_KEYS[:-1]):
        return False
    return is_code(value) or (isinstance(value, int) and not isinstance(value, bool) and value > 0)


def _stale_state(key: str, value: Any) -> bool:
    words = key_words(key)
    # "status", "state", and their coded forms ("status_cd", "stateCode")
    return bool({"status", "state"} & set(words)) and isinstance(value, str) \
        and value.strip().lower().replace(" ", "_").replace("-", "_") in STALE_STATES


def is_stale(obj: Mapping[str, Any]) -> bool:
    """Whether an object says of itself that something newer stands in for it."""
    return any(_successor(k, v) or _stale_state(k, v) for k, v in obj.items())


def _own_data(item: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The map an item keeps its data in when it is its only map beside scalars (an Airtable record's `fields`, a
    Firestore document's, a CRM object's `properties`), or None."""
    maps = [v for v in item.values() if isinstance(v, Mapping)]
    others = [v for v in item.values() if not isinstance(v, Mapping)]
    return maps[0] if len(maps) == 1 and not any(isinstance(v, list) for v in others) else None


def says_stale(item: Mapping[str, Any]) -> bool:
    """Whether a list item says it is out of date, itself or in the one map it keeps its data in."""
    data = _own_data(item)
    return is_stale(item) or (data is not None and is_stale(data))


def _version(obj: Any) -> float | None:
    if not isinstance(obj, Mapping):
        return None
    for key, value in obj.items():
        if "_".join(key_words(key)) in VERSION_KEYS and isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
    return None


def _prune(value: Any) -> tuple[Any, bool]:
    """(value without its stale objects, whether anything was pruned)."""
    if isinstance(value, Mapping):
        pruned_any, out = False, {}
        past = _past_counterparts(value)
        for key, inner in value.items():
            if key in past:
                pruned_any = True
                continue
            out[key], pruned = _prune(inner)
            pruned_any |= pruned
        return out, pruned_any
    if isinstance(value, list):
        versions = [_version(item) for item in value]
        newest = max((v for v in versions if v is not None), default=None)
        versioned = sum(v is not None for v in versions) >= 2
        # A stale item is pruned only beside a current one: a list of nothing but superseded items still
        # tells what there is (and a claim about it may well report that it was replaced).
        current = [item for item in value if isinstance(item, Mapping) and not says_stale(item)]
        kept, pruned_any = [], False
        for item, version in zip(value, versions):
            if isinstance(item, Mapping) and current and (
                    says_stale(item) or (versioned and version is not None and version < newest)):
                pruned_any = True
                continue
            inner, pruned = _prune(item)
            kept.append(inner)
            pruned_any |= pruned
        return kept, pruned_any
    return value, False


def _past_counterparts(obj: Mapping[str, Any]) -> set[str]:
    """The keys of an object that hold what a current counterpart beside them held before: a key led by a past
    word whose other words name a sibling key (`previousSlot` beside `slot`), or name the object itself
    (`previousRevisions`, `previous_attributes`) while it holds current data of its own."""
    def singular(words: Sequence[str]) -> tuple[str, ...]:  # "previous_fittings" beside "fitting"
        return tuple(w[:-1] if w.endswith("s") and not w.endswith("ss") else w for w in words)

    words_of = {key: key_words(key) for key in obj}
    led_by_past = {key for key, words in words_of.items() if words[:1] and words[0] in PAST_WORDS}
    current = {singular(words) for key, words in words_of.items() if words and key not in led_by_past}
    past = set()
    for key in led_by_past:
        rest = singular(words_of[key][1:])
        if rest in current or (current and (not rest or set(rest) <= _WHOLE_OBJECT_WORDS)):
            past.add(key)
    return past


def speaks_of_the_past(text: str) -> bool:
    """Does a claim say it reports what held before ("was moved from 9:15", "the original quote")?"""
    return any(w.lower() in _PAST_IN_CLAIM for w in letter_words(text))


@per_evidence
def past_paths(evidence: tuple[Evidence, ...]) -> frozenset[tuple[str, str]]:
    """(evidence id, dot path) of every past counterpart in the records (`_past_counterparts`), list items
    numbered as the alignment's paths number them ("fitting.previous_fittings", "data.previous_attributes")."""
    found: set[tuple[str, str]] = set()

    def visit(eid: str, value: Any, path: str) -> None:
        if isinstance(value, Mapping):
            past = _past_counterparts(value)
            for key, inner in value.items():
                here = f"{path}.{key}" if path else str(key)
                if key in past:
                    found.add((eid, here))
                else:
                    visit(eid, inner, here)
        elif isinstance(value, list):
            for i, inner in enumerate(value):
                visit(eid, inner, f"{path}.{i}" if path else str(i))

    for item in evidence:
        if item.fields:
            visit(item.id, item.fields, "")
    return frozenset(found)


def reports_a_change(checks: Sequence[MentionCheck], evidence: Sequence[Evidence]) -> bool:
    """Does a claim give a past counterpart's value beside the current value of the same field ("your desks went
    from 4 to 6", "B takes over from A")? Then it reports the change, and the past value is rightly read.
    `checks` are the claim's field checks as read against every record."""
    past = past_paths(tuple(evidence))

    def is_past(check: MentionCheck) -> bool:
        return any(check.evidence_id == eid and (check.field_path == p or check.field_path.startswith(p + "."))
                   for eid, p in past)

    def field_words(check: MentionCheck) -> tuple[str, ...]:
        """The check's own key without a leading past word: `previous_desks` and `desks` are one field."""
        words = key_words(check.field_path.rsplit(".", 1)[-1])
        return words[1:] if words[:1] and words[0] in PAST_WORDS else words

    agreeing = [c for c in checks if c.ok]
    return any(field_words(new) == field_words(old) for old in agreeing if is_past(old)
               for new in agreeing if not is_past(new))


def _id_key(key: str) -> bool:
    """A key that holds an object's own identifier: its last word is "id" (`id`, `quote_id`, `orderId`)."""
    return key_words(key)[-1:] == ("id",)


def _identity_and_version(fields: Mapping[str, Any]) -> tuple[str, float] | None:
    """A record's own identifier and version number, read at its top level or in its one top-level object
    (`{"quote": {"id": "Q-9", "version": 2}}`), or None."""
    objects = [fields] + ([v for v in fields.values() if isinstance(v, Mapping)] if len(fields) == 1 else [])
    for obj in objects:
        version = _version(obj)
        ident = next((str(v).strip().lower() for k, v in obj.items() if _id_key(k)
                      and isinstance(v, (str, int)) and not isinstance(v, bool)), None)
        if version is not None and ident:
            return ident, version
    return None


def _older_version(item: Evidence, evidence: tuple[Evidence, ...]) -> bool:
    """Whether another record is a newer version of this one: the same identifier, a higher version number."""
    mine = _identity_and_version(item.fields)
    return mine is not None and any(
        other is not item and other.fields and (theirs := _identity_and_version(other.fields)) is not None
        and theirs[0] == mine[0] and theirs[1] > mine[1] for other in evidence)


def _lineage_expired(item: Evidence, as_of: str | None) -> bool:
    ends = item.lineage.get("valid_to") if item.lineage else None
    return bool(ends and as_of and ISO_DATE_START.match(ends) and ISO_DATE_START.match(as_of)
                and ends[:10] < as_of[:10])


def _current_sibling(item: Evidence, evidence: tuple[Evidence, ...], as_of: str | None) -> bool:
    """Whether a current record or object of the same kind stands beside a stale one (from the same tool, sharing
    at least half its top-level keys, or holding its own identifier key, such as `quote_id`): only then is the
    stale one out of date. A lone record that says it
    was replaced is the current word on itself ("your card was replaced, the new one ships Friday")."""
    keys = set(item.fields)
    own_id = next((k for k in item.fields if _id_key(k)), None)  # "quote_id": what the record is
    for other in evidence:
        if other is item or not other.fields or is_stale(other.fields) or _lineage_expired(other, as_of):
            continue
        same_tool = bool(item.lineage.get("source")) and item.lineage.get("source") == other.lineage.get("source")
        if same_tool or any(len(keys & set(obj)) / max(1, len(keys | set(obj))) >= 0.5 or own_id in obj
                            for obj in _current_objects(other.fields)):
            return True
    return False


def _current_objects(value: Any) -> list[Mapping[str, Any]]:
    """A record's objects that do not say they are stale, the record itself first (the renewal quote a policy
    record holds stands beside the separate, superseded quote record)."""
    if isinstance(value, Mapping):
        if is_stale(value):
            return []
        return [value] + [obj for inner in value.values() for obj in _current_objects(inner)]
    if isinstance(value, list):
        return [obj for inner in value for obj in _current_objects(inner)]
    return []


@per_evidence
def current_view(evidence: tuple[Evidence, ...], as_of: str | None = None) -> tuple[Evidence, ...]:
    """The evidence as it stands now: stale records left out, stale objects pruned from the others. The
    same tuple (by identity) when nothing is stale, so everything cached per evidence stays shared.
    A state is judged as read through the case's code tables ("status_cd": "S" where a table says S is
    SUPERSEDED), as every other check reads it."""
    read = codes_read_in_place(evidence)
    out, changed = [], False
    for original, item in zip(evidence, read):
        if not item.fields:
            out.append(original)
            continue
        if ((is_stale(item.fields) or _lineage_expired(item, as_of)) and _current_sibling(item, read, as_of)) \
                or _older_version(item, read):
            changed = True
            continue
        fields, pruned = _prune(item.fields)
        out.append(replace(original, fields=fields) if pruned else original)
        changed |= pruned
    return tuple(out) if changed else evidence


def _names(value: Any) -> bool:
    """An identifier a claim can name a record by: a code with a letter ("Q-2", "MC-5520") or a run of digits alone
    ("410008511"); digits with separators and no letter are an amount or a date ("960.00", "26.03.2026")."""
    if not is_code(value):
        return False
    text = value.strip()
    return any(c.isalpha() for c in text) or text.isdigit()


@per_evidence
def stale_identifiers(evidence: tuple[Evidence, ...]) -> frozenset[str]:
    """The identifiers stale records and objects give themselves (not the successor they point at), less those a
    current record or object holds too: a PO number both versions carry names the current one."""
    found: set[str] = set()
    current: set[str] = set()

    def visit(value: Any, stale: bool) -> None:
        if isinstance(value, Mapping):
            here = stale or is_stale(value)
            for key, inner in value.items():
                if not _successor(key, inner) and _names(inner):
                    (found if here else current).add(inner.strip().lower())
                visit(inner, here)
        elif isinstance(value, list):
            for inner in value:
                visit(inner, stale)

    for item in evidence:
        visit(item.fields, False)
    return frozenset(found - current)


def names_stale_record(evidence: Sequence[Evidence], text: str) -> bool:
    """Whether a claim names a stale record or object by its own identifier: then it is about that one."""
    ids = stale_identifiers(tuple(evidence))
    lowered = text.lower()
    return any(re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", lowered) for i in ids)
