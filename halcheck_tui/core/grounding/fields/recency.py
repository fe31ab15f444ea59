"""Which item of a dated list a claim means when it says "latest", "most recent" or "last": the newest one. A
figure said that way and matched to an older item of the list, where the newest item holds another figure under
the same key, is the newest item's figure said wrongly: "your latest bill was $40" against bills of $52
(March) and $40 (February).

Nothing here knows a field name: the words are how people point at the newest of several.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...language.numbers import CARDINALS
from ...language.tokens import LETTERS_AND_APOSTROPHES
from ...values.leaf_values import leaf_date

# "latest", "most recent", "newest", "last" before a noun, "last year's" / "last month's": the newest of a list.
# Why not "previous" or "prior": beside a current item they name the one before it. Why not "last 4" or
# "at last": a count of digits and an adverb point at no item.
_RECENT = re.compile(rf"\b(?:latest|most recent|newest|(?<!at )last(?!\s+(?:\d|{'|'.join(CARDINALS[2:5])}|digits?\b|one\b"
                     r"|time\b)))\b", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[.!?;:()\n]|\b(?:and|but|while|whereas)\b", re.IGNORECASE)
_REACH = 6  # words before the figure the pointing word may sit: "the latest of your monthly bills, $X"


@dataclass(frozen=True)
class NewestItem:
    """The newest item's leaf under the figure's key, and why the matched figure is not it."""

    leaf: Any
    detail: str


def points_at_newest(text: str, start: int) -> bool:
    """Does a word before the figure at `start`, in its clause and within _REACH words, point at the newest?"""
    head = text[:start]
    head = head[max((m.end() for m in _CLAUSE_END.finditer(head)), default=0):]
    words = list(LETTERS_AND_APOSTROPHES.finditer(head))[-_REACH:]
    return bool(words) and bool(_RECENT.search(head[words[0].start():]))


def _item(path: str) -> tuple[str, int, str] | None:
    """('bills', 1, 'amount') for 'bills.1.amount': the list, the item's index and the key under it."""
    m = re.fullmatch(r"(?P<list>.+)\.(?P<i>\d+)\.(?P<key>[^.]+(?:\.[^.]+)*)", path)
    return (m.group("list"), int(m.group("i")), m.group("key")) if m else None


def _item_dates(leaves: Sequence[Any], evidence_id: str, listed: str) -> dict[int, tuple[int, int, int]]:
    """Each item of the list `listed` and its first date."""
    dates: dict[int, tuple[int, int, int]] = {}
    for leaf in leaves:
        where = _item(leaf.path) if leaf.evidence_id == evidence_id else None
        if where and where[0] == listed and where[1] not in dates and (day := leaf_date(leaf.value)):
            dates[where[1]] = day
    return dates


def newest_conflict(text: str, start: int, leaf: Any, leaves: Sequence[Any], pinned: Sequence[Any] = ()) -> NewestItem | None:
    """The newest item's leaf when the figure at `start` points at the newest and `leaf` is an older item's.
    `pinned` are the claim's other matched leaves: a date of the claim that names the older item settles it."""
    where = _item(leaf.path)
    if where is None or not points_at_newest(text, start):
        return None
    listed, index, key = where
    dates = _item_dates(leaves, leaf.evidence_id, listed)
    if index not in dates or len(dates) < 2:
        return None
    newest = max(dates, key=lambda i: dates[i])
    if newest == index or list(dates.values()).count(dates[newest]) > 1 \
            or any(p is not leaf and p.evidence_id == leaf.evidence_id and p.scope == leaf.scope
                   and leaf_date(p.value) for p in pinned):
        return None
    meant = next((other for other in leaves if other.evidence_id == leaf.evidence_id
                  and other.path == f"{listed}.{newest}.{key}"), None)
    if meant is None or meant.value == leaf.value:
        return None
    return NewestItem(meant, f"{leaf.path} = {leaf.value} is an older item's; the newest of {listed} "
                             f"({'-'.join(f'{x:02d}' for x in dates[newest])}) has {meant.path} = {meant.value}")
