"""Quantities in text ("3 to 5 business days"), read directly: models read numbers poorly."""
from __future__ import annotations

import re

from ..language.numbers import CARDINAL_VALUES, TENS, number_in_words

# Counts in words ("three business days", "an hour"): the language layer's one-word counts, and the articles.
_NUMBER_WORDS = {**CARDINAL_VALUES, "a": 1, "an": 1}
_UNIT = (r"(?P<unit>business days?|working days?|days?|weeks?|months?|years?|hours?|minutes?|characters?"
         r"|digits?|times?|percent|%|items?|kg|km|litres?|liters?|gb|mb)")
# "twenty-four" is one number: the tens joined to a unit word come first, and no number word is read straight
# after a hyphen ("four" of "twenty-four" read alone made a 24-hour rule a 4-hour one).
_COMPOUND = rf"(?:{'|'.join(TENS)})[\s-](?:{'|'.join(w for w, v in CARDINAL_VALUES.items() if 1 <= v <= 9)})"
_QUANTITY = re.compile(rf"(?<![\w-])(?P<num>\d+(?:\.\d+)?|{_COMPOUND}|{'|'.join(_NUMBER_WORDS)})(?:\s*(?:to|-|–|or)\s*(?P<num2>\d+))?"
                       rf"[\s-]*{_UNIT}\b", re.IGNORECASE)
CONTENT_WORD = re.compile(r"[a-z]{4,}")
UNIT_WORDS = {"business", "working", "day", "week", "month", "year", "hour", "minute", "character", "digit", "time",
               "percent", "item", "litre", "liter", "your", "with", "that", "this", "will", "have", "must", "need",
               "every", "within", "after", "least", "most", "from", "than"}


def quantities(text: str) -> dict[str, set[float]]:
    """{'day': {3, 5}} for '3 to 5 business days'; units folded to a base word so 'business days' ~ 'days'."""
    out: dict[str, set[float]] = {}
    for m in _QUANTITY.finditer(text):
        unit = m.group("unit").lower().split()[-1].rstrip("s")
        unit = {"%": "percent", "liter": "litre"}.get(unit, unit)
        values = out.setdefault(unit, set())
        for group in ("num", "num2"):
            raw = m.group(group)
            if raw:
                values.add(float(raw) if raw.replace(".", "").isdigit()
                           else float(_NUMBER_WORDS.get(raw.lower()) or number_in_words(raw) or 0))
    return out


def numeric_conflict(claim: str, premise: str) -> str | None:
    """A quantity in the claim that the premise gives differently in the same unit, e.g. every 30 days
    against 'expire after 90 days'. Models read numbers poorly; the text can be read directly."""
    claimed, stated = quantities(claim), quantities(premise)
    def stems(text: str) -> set[str]:
        return {w.rstrip("s") for w in CONTENT_WORD.findall(text.lower())} - UNIT_WORDS

    shared_words = stems(claim) & stems(premise)
    # A specific unit both texts use ("business days") is itself a sign they talk about the same thing.
    specific = {m.group("unit").lower().rstrip("s") for m in _QUANTITY.finditer(claim) if " " in m.group("unit")} & \
        {m.group("unit").lower().rstrip("s") for m in _QUANTITY.finditer(premise) if " " in m.group("unit")}
    for unit, values in claimed.items():
        if unit in stated and not values & stated[unit] and (shared_words or specific):
            said = " to ".join(f"{v:g}" for v in sorted(values))
            return f"the claim says {said} {unit}(s); the evidence says {', '.join(f'{v:g}' for v in sorted(stated[unit]))}"
    return None
