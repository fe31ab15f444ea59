"""Results kept while the evidence they were computed from is in use.

One check reads a case's evidence several times (routing, grounding, conflicts, level 1's cuts), and a
repair's re-check reads the same evidence again for the corrected text. A case's evidence is a tuple of
frozen items that nothing changes, so what depends on the evidence alone is computed once per tuple:
`per_evidence` keys a function's result by the tuple's identity and holds the tuple itself, so that
identity cannot be reused while cached. Lists are never cached (they may change in place). A few slots,
not one: threads checking different cases side by side (the TUI's workers, a batch engine's threads)
would otherwise take the slot from each other.

`forget_all` empties every such cache (benchmarks time a new case with it; tests need nothing).
"""
from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from typing import Any, TypeVar

R = TypeVar("R")

SLOTS = 4
"""Evidence tuples kept per function: the cases being checked at the same time, roughly."""

_CLEARS: list[Callable[[], None]] = []


def per_evidence(func: Callable[..., R]) -> Callable[..., R]:
    """`func(evidence, *args)`'s result, computed once per evidence tuple (by identity) and equal `args`
    (hashable: texts). `func` must depend on nothing else and return a value nobody changes (a tuple, a
    frozenset, a frozen dataclass)."""
    slots: list[tuple[Any, tuple, Any]] = []
    lock = threading.Lock()

    @functools.wraps(func)
    def cached(evidence, *args):
        if type(evidence) is not tuple:
            return func(evidence, *args)
        with lock:
            for held, held_args, result in slots:
                if held is evidence and held_args == args:
                    return result
        result = func(evidence, *args)  # outside the lock: two threads may both compute it, neither waits
        with lock:
            slots.insert(0, (evidence, args, result))
            del slots[SLOTS:]
        return result

    def clear() -> None:
        with lock:
            slots.clear()

    cached.cache_clear = clear  # type: ignore[attr-defined]
    _CLEARS.append(clear)
    return cached


def per_value(maxsize: int = 8) -> Callable[[Callable[..., R]], Callable[..., R]]:
    """functools.lru_cache for pure functions of hashable arguments, emptied by `forget_all` too."""
    def wrap(func: Callable[..., R]) -> Callable[..., R]:
        cached = functools.lru_cache(maxsize=maxsize)(func)
        _CLEARS.append(cached.cache_clear)
        return cached
    return wrap


def forget_all() -> None:
    """Empty every cache of this module: the next check computes everything, as for a new case."""
    for clear in list(_CLEARS):
        clear()
