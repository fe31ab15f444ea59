"""Finding the record leaf that holds the value a wrong span should carry.

The grounding's alignment names a leaf for each wrong specific; most of the time that leaf is the one to
read. These read it, and catch the two ways it can be the wrong one: an amount aligned to a leaf that
measures something else (or holds a figure the claim gives elsewhere), and a date aligned to the other end
of the period the claim speaks of. Then the one sibling leaf that fits is taken instead, or none."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..case import Evidence, EvidenceKind, flatten_fields
from ..decomposition.mentions import date_mentions, money_mentions, parse_record_date
from ..grounding.fields.alignment.leaves import Leaf, flatten
from ..grounding.fields.records import MentionCheck
from ..language.tokens import key_letter_words, letter_words
from .draft_style import number_value
from .fix import CannotFix
from .regex_cache import compiled
from .word_tables import PERIOD_END_WORDS, PERIOD_START_WORDS, stems


def read_leaf(evidence: Mapping[str, Evidence], evidence_id: str | None, path: str | None) -> Leaf | None:
    """A record's leaf as the value layer read it (its value, how it was read, its other readings), or None."""
    item = evidence.get(evidence_id or "")
    if item is None or not item.fields or not path:
        return None
    return next((leaf for leaf in flatten(item.fields, item.id, item.reader_zone) if leaf.path == path), None)


def leaf_value(evidence: Mapping[str, Evidence], check: MentionCheck) -> Any:
    """The aligned leaf's value as the value layer reads it (an epoch time in the record's zone, an amount in
    the units the record writes it in: what grounding compared), else the record's own (typed) value when the
    path resolves, else the raw string."""
    item = evidence.get(check.evidence_id)
    if item is not None and item.kind is EvidenceKind.RECORD:
        flat = flatten_fields(item.fields)
        if check.field_path in flat:
            read = {leaf.path: leaf.value for leaf in flatten(item.fields, item.id, item.reader_zone) if not leaf.is_count}
            return read.get(check.field_path, flat[check.field_path])
    if check.record_value in (None, ""):
        raise CannotFix("the finding names no recorded value")
    return check.record_value


def amount_as_the_draft_reads(evidence: Mapping[str, Evidence], check: MentionCheck, draft: str,
                              amount: float) -> float | None:
    """The amount to write for an aligned leaf the value layer reads two ways (major or minor units: an integer
    beside a code the record's shape does not settle): the reading the draft's own other amounts use for this
    record's ambiguous leaves, or None when the draft does not tell (then a correction would write a guess:
    "$432.00" was once corrected to "$30000.00" for a leaf holding 30000 cents). An unambiguous leaf: `amount`."""
    item = evidence.get(check.evidence_id)
    if item is None or item.kind is not EvidenceKind.RECORD:
        return amount
    leaves = [leaf for leaf in flatten(item.fields, item.id, item.reader_zone) if leaf.alternates]
    target = next((leaf for leaf in leaves if leaf.path == check.field_path), None)
    if target is None:
        return amount
    said = [value for m in money_mentions(draft) for value in m.value[:1]]
    def used(pick) -> bool:
        return any(abs(pick(leaf) - v) < 0.005 for leaf in leaves if leaf.path != check.field_path for v in said)
    as_read = used(lambda leaf: float(leaf.value))
    as_other = used(lambda leaf: leaf.alternates[0].value)
    if as_read != as_other:
        return float(target.value) if as_read else target.alternates[0].value
    # The draft's own figure for this leaf, when only one reading is of its order of magnitude ("$40" against
    # 25: $25.00, not $0.25), says which units the writer read.
    claimed = [v for m in money_mentions(check.mention.text) for v in m.value[:1] if v]
    near = {r for r in (float(target.value), target.alternates[0].value) for c in claimed if r and 0.1 < r / c < 10}
    return near.pop() if len(near) == 1 else None


def sibling_leaf(evidence: Mapping[str, Evidence], check: MentionCheck, word: str) -> Any:
    """The leaf named `word` nearest to the aligned leaf (same parent first): a money leaf's currency."""
    item = evidence.get(check.evidence_id)
    if item is None or item.kind is not EvidenceKind.RECORD:
        return None
    parts = check.field_path.split(".")
    flat = flatten_fields(item.fields)
    for depth in range(len(parts) - 1, -1, -1):
        prefix = ".".join(parts[:depth])
        for path, value in flat.items():
            rest = path[len(prefix) + 1:] if prefix else path
            if (not prefix or path.startswith(prefix + ".")) and "." not in rest and word in rest.lower():
                return value
    return None


def parent_path(path: str) -> str:
    """The dot path of the object a leaf sits in ("" at the top)."""
    return path.rsplit(".", 1)[0] if "." in path else ""


def path_words(path: str) -> list[str]:
    """The words of a leaf's dot path's last named part: "parts.0.list_price" -> ["list", "price"]."""
    named = [p for p in path.split(".") if not p.isdigit()]
    return key_letter_words(named[-1] if named else "")


def leaf_named_in(text: str, path: str) -> bool:
    """Whether the claim speaks of the leaf by name: a word of its path in the claim (five-letter stems)."""
    said = stems(text)
    return any(w[:5] in said for w in path_words(path) if len(w) >= 3)


# --- amounts -----------------------------------------------------------------------------------------------


def other_figure(text: str, check: MentionCheck, value: float) -> str | None:
    """A plain number outside the finding's span that equals `value`: the figure the claim gives for
    something else ("642 kWh"), so the leaf holding it is not the amount's."""
    for m in compiled(r"(?<![\w.,$£€¥₹])\d[\d,]*(?:\.\d+)?(?![\w]|[.,]\d)").finditer(text):
        if not (m.start() >= check.mention.start and m.end() <= check.mention.end) \
                and number_value(m.group(0)) == value and not money_mentions(text[max(0, m.start() - 4):m.end()]):
            return m.group(0)
    return None


def money_leaf_doubt(text: str, check: MentionCheck, amount: Any) -> str | None:
    """Why the aligned leaf cannot be the amount the claim means, or None."""
    if isinstance(amount, (int, float)) and not isinstance(amount, bool):
        said = other_figure(text, check, float(amount))
        if said is not None:
            return f"{check.field_path} holds {said}, a figure the claim gives for something else"
    return None


# --- dates -------------------------------------------------------------------------------------------------


def role_words(path: str) -> set[str]:
    """The words of a leaf's last key, which say the role its date or time plays ("ends_on" -> end, on)."""
    return set(key_letter_words(path.split(".")[-1]))


def opposite_roles(text: str, start: int, path: str) -> bool:
    """Whether the words before the claim's date give it the other end of the period from the leaf's."""
    said = set(letter_words(text[:start])[-3:])
    leaf = role_words(path)
    return bool((said & PERIOD_END_WORDS and leaf & PERIOD_START_WORDS and not leaf & PERIOD_END_WORDS)
                or (said & PERIOD_START_WORDS and not said & PERIOD_END_WORDS and leaf & PERIOD_END_WORDS
                    and not leaf & PERIOD_START_WORDS))


def dates_said(text: str, start: int, end: int) -> set[tuple[int, int]]:
    """(month, day) of every date the claim gives outside the span start:end."""
    return {(d.value[1], d.value[2]) for d in date_mentions(text[:start] + " " * (end - start) + text[end:])}


def _plays_role(path: str, said_words: set[str], said_stems: set[str]) -> bool:
    """Whether a leaf's name plays the role the claim's words give the date."""
    leaf = role_words(path)
    return (bool(said_words & PERIOD_END_WORDS) and bool(leaf & PERIOD_END_WORDS)) or \
        (bool(said_words & PERIOD_START_WORDS) and not said_words & PERIOD_END_WORDS
         and bool(leaf & PERIOD_START_WORDS)) or \
        bool({w[:5] for w in leaf if len(w) >= 4} & said_stems)


def better_date_leaf(text: str, start: int, end: int, check: MentionCheck,
                     evidence: Mapping[str, Evidence]) -> MentionCheck | None:
    """The date leaf a contradicted date means, when the one aligned to it cannot be: it is the other end
    of the period ("expires on" aligned to opened_on) or its date is one the claim already gives for
    something else. A sibling date leaf (same parent) whose name plays the role the claim's words give the
    date ("expires" -> expiry_day, "until" -> ends_on, "check-out" -> departure_day), the only such leaf."""
    item = evidence.get(check.evidence_id)
    if item is None or item.kind is not EvidenceKind.RECORD:
        return None
    parent = parent_path(check.field_path)
    said_words = set(letter_words(text[:start])[-3:])
    said_stems = {w[:5] for w in said_words if len(w) >= 4}
    taken = dates_said(text, start, end)
    candidates = []
    for path, value in flatten_fields(item.fields).items():
        if path == check.field_path or parent_path(path) != parent or not isinstance(value, str):
            continue
        day = parse_record_date(value)
        if day is None or (day[1], day[2]) in taken or opposite_roles(text, start, path):
            continue
        if _plays_role(path, said_words, said_stems):
            candidates.append((path, value))
    if len(candidates) != 1:
        return None
    path, value = candidates[0]
    return MentionCheck(check.mention, False, check.evidence_id, path, value, check.reason,
                        f"{check.detail} (the claim's role for the date is {path})")
