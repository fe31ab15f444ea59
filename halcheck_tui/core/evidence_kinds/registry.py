"""The one registry of evidence kinds: every module that treats kinds differently asks it, never `if`s.

The four shipped kinds are registered here; a plugin (or a test) registers its own with `register` (or
`registered`, which takes it away again), and the case parser, retrieval, grounding, the prompts, the
trace and the TUI then read its items with no other module changed.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from ..types import ClaimClass
from .base import EvidenceItem, EvidenceKind, EvidenceKindUnit, KindName, Reading
from .passage import PassageKind
from .policy import PolicyKind
from .record import RecordKind
from .refused_call import RefusedCallKind

Kind = EvidenceKind | KindName

_UNITS: dict[str, EvidenceKindUnit] = {}
"""By the kind's word (`record`); dict order is registration order, which error messages list."""


def register(unit: EvidenceKindUnit) -> None:
    name = unit.kind.value
    if name in _UNITS:
        raise ValueError(f"evidence kind {name!r} is already registered")
    _UNITS[name] = unit


def unregister(kind: Kind) -> None:
    _UNITS.pop(kind.value, None)


@contextmanager
def registered(unit: EvidenceKindUnit) -> Iterator[EvidenceKindUnit]:
    """`unit` registered for the block, taken away after it."""
    register(unit)
    try:
        yield unit
    finally:
        unregister(unit.kind)


def all_units() -> tuple[EvidenceKindUnit, ...]:
    return tuple(_UNITS.values())


def names() -> tuple[str, ...]:
    return tuple(_UNITS)


def named(name: object) -> EvidenceKindUnit | None:
    """The unit whose word is `name` (a case file's `kind`), or None."""
    return _UNITS.get(name) if isinstance(name, str) else None


def unit_of(kind: Kind) -> EvidenceKindUnit:
    """The unit of an item's kind; KeyError for a kind nobody registered."""
    return _UNITS[kind.value]


def reading_of(item: EvidenceItem) -> Reading:
    return unit_of(item.kind).reading


def kinds_read_as(*readings: Reading) -> tuple[Kind, ...]:
    """The kinds read one of these ways (Reading.TEXT: the text kinds)."""
    return tuple(u.kind for u in _UNITS.values() if u.reading in readings)


def tool_kinds() -> tuple[Kind, ...]:
    """The kinds that come from tools: records and refused calls, read by the record checker."""
    return kinds_read_as(Reading.FIELDS, Reading.REFUSED_ACTION)


def text_grounded_classes() -> frozenset[ClaimClass]:
    """The claim classes some text kind may ground (they go through retrieval)."""
    return frozenset(c for u in _UNITS.values() if u.reading is Reading.TEXT for c in u.grounds)


def grounding_kinds(claim_class: ClaimClass, evidence: Iterable[EvidenceItem] = ()) -> tuple[Kind, ...]:
    """What may ground a claim of this class in this case: the kinds of the best rank (see
    `EvidenceKindUnit.grounds`) that the case holds, or those of the best rank when it holds none."""
    ranks = sorted({u.grounds[claim_class] for u in _UNITS.values() if claim_class in u.grounds})
    present = {item.kind.value for item in evidence}
    for rank in ranks:
        kinds = tuple(u.kind for u in _UNITS.values() if u.grounds.get(claim_class) == rank)
        if present & {k.value for k in kinds}:
            return kinds
    return tuple(u.kind for u in _UNITS.values() if ranks and u.grounds.get(claim_class) == ranks[0])


def storable_kinds() -> tuple[Kind, ...]:
    return tuple(u.kind for u in _UNITS.values() if u.storable)


for _unit in (RecordKind(), PolicyKind(), PassageKind(), RefusedCallKind()):
    register(_unit)
