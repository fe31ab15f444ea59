"""The one LRU cache of the model backends (NLI pairs, embedded texts, second-verifier pairs): thread-safe,
bounded, counted; `ct2_bundle.BundleRuntime` holds one per runtime.

functools.lru_cache does not fit: the backends look a whole batch up at once, run only the misses as
one batch, then store them, and the TUI's workers call them from several threads.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable, Iterable, Mapping
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LRUCache(Generic[K, V]):
    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def lookup(self, keys: Iterable[K]) -> dict[K, V]:
        """The cached values among `keys` (each use counts as a hit or a miss and refreshes the entry)."""
        found: dict[K, V] = {}
        with self._lock:
            for key in keys:
                value = self._items.get(key)
                if value is not None:
                    self._items.move_to_end(key)
                    self.hits += 1
                    found[key] = value
                else:
                    self.misses += 1
        return found

    def store(self, values: Mapping[K, V]) -> None:
        """Add or refresh entries, then drop the least recently used beyond `size`."""
        with self._lock:
            for key, value in values.items():
                self._items[key] = value
                self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)

    def clear(self) -> None:
        """Drop every entry (the counts stay): the next lookups miss, as for texts never seen."""
        with self._lock:
            self._items.clear()

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)

