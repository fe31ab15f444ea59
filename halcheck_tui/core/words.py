"""Word-level helpers shared by retrieval and record alignment (no imports of other levels)."""
from __future__ import annotations


def stem(word: str) -> str:
    """A deliberately light suffix strip: 'expires'/'expired' -> 'expir', 'days' -> 'day'."""
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix) and not word.endswith("ss"):
            return word[: -len(suffix)]
    return word
