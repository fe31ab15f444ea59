"""Word-level helpers shared by retrieval and record alignment (no imports of other levels)."""
from __future__ import annotations


def stem(word: str) -> str:
    """A deliberately light suffix strip: 'expires'/'expired' -> 'expir', 'days' -> 'day'."""
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix) and not word.endswith("ss"):
            if suffix == "es" and not word.endswith(("ses", "xes", "zes", "ches", "shes")):
                continue  # "lines" -> "line", "fees" -> "fee" (not "lin", "fe"); "boxes" -> "box"
            return word[: -len(suffix)]
    return word


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance (insertions, deletions, substitutions each cost 1)."""
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]
