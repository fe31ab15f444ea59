"""The one LRU cache of the model backends (NLI pairs, embedded texts): thread-safe, bounded, counted.

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


class CachedBackend:
    """A backend whose results sit in `self._cache` (an LRUCache); `cache_size` reads and resizes it."""

    _cache: LRUCache

    @property
    def cache_size(self) -> int:
        """Most entries the cache holds (settable: the least recently used go first)."""
        return self._cache.size

    @cache_size.setter
    def cache_size(self, size: int) -> None:
        self._cache.size = size

    def clear_cache(self) -> None:
        """Forget every cached result (benchmarks time a new case with this; the size stays)."""
        self._cache.clear()
