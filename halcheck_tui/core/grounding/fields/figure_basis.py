"""Which of two look-alike amounts a claim means: the word governing a figure ("your payout of $X", "$X in
gross sales") names a basis, money before deductions or after them (lexicon.AMOUNT_BASES). A figure matched to a
field of the other basis, in a record that also holds a field of the claimed basis, is that other field's
figure said wrongly: "payout of $1,200" against gross = 1200 and net = 1050 claims the net and gets it wrong.

Nothing here knows a field name: the bases are how people write money before and after fees.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ...language.tokens import letter_runs
from ...language.words import stem
from .lexicon import AMOUNT_BASES

# How far from the figure its governing word may sit, in words. Why: "your weekly payout of $X" puts the
# head noun three words before; a basis word further off belongs to another figure of the sentence.
_BEFORE, _AFTER = 4, 2
# A label's colon binds its words to the figure ("Net payout: $X"); a bracket after the figure opens an aside
# about other figures ("$X (gross $Y minus fees)").
_CLAUSE_END = re.compile(r"[.!?;()\n]|,\s+(?:and|but|so|while)\b|\b(?:and|but|while|whereas)\b", re.IGNORECASE)
_AFTER_END = re.compile(r"[.!?;:()\n,]|\b(?:and|but|while|whereas)\b", re.IGNORECASE)


class _Leaf(Protocol):
    evidence_id: str
    path: str
    value: Any

    @property
    def key_words(self) -> tuple[str, ...]: ...


@dataclass(frozen=True)
class BasisConflict:
    """The field of the basis the claim names, and why the matched figure is not it."""

    leaf: Any
    detail: str


def basis_of(words: Iterable[str]) -> str | None:
    """The one basis a set of stemmed words names, or None for none or both."""
    named = {basis for basis, stems in AMOUNT_BASES.items() for w in words if w in stems}
    return next(iter(named)) if len(named) == 1 else None


def said_basis(text: str, start: int, end: int) -> str | None:
    """The basis the words governing the figure at text[start:end] name: the nearest basis word in its clause,
    up to _BEFORE words before it or _AFTER after it."""
    head = text[:start]
    cut = max((m.end() for m in _CLAUSE_END.finditer(head)), default=0)
    before = [stem(w.lower()) for w in letter_runs(head[cut:])][-_BEFORE:]
    tail = text[end:]
    stop = _AFTER_END.search(tail)
    after = [stem(w.lower()) for w in letter_runs(tail[:stop.start() if stop else len(tail)])][:_AFTER]
    by_distance = sorted([(len(before) - i, 0, w) for i, w in enumerate(before)]
                         + [(i + 1, 1, w) for i, w in enumerate(after)])
    nearest = [w for _, _, w in by_distance]
    return next((basis for w in nearest if (basis := basis_of([w])) is not None), None)


def basis_conflict(text: str, start: int, end: int, leaf: _Leaf, leaves: Sequence[_Leaf]) -> BasisConflict | None:
    """The field of the claimed basis in `leaf`'s record, when the figure at text[start:end] (matched to `leaf`)
    is said under a basis word and `leaf`'s own key names the other basis."""
    said = said_basis(text, start, end)
    held = basis_of(leaf.key_words)
    if said is None or held is None or said == held:
        return None
    meant = [other for other in leaves if other.evidence_id == leaf.evidence_id and other is not leaf
             and isinstance(other.value, (int, float)) and not isinstance(other.value, bool)
             and other.value != leaf.value and basis_of(other.key_words) == said]
    if len(meant) != 1:
        return None
    return BasisConflict(meant[0], f"'{text[start:end]}' is {leaf.path} = {leaf.value}, money {held}; the claim "
                                   f"says it is the amount {said}, which is {meant[0].path} = {meant[0].value}")
