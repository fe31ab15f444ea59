"""Figure checks read by the figure rules: a bound a field meets, items counted, the field a figure was meant to
copy, the base of a rate."""
from __future__ import annotations

import re
from collections.abc import Sequence

from .. import api_values
from ..values import (
    Specific,
    leaf_number,
    looks_like_id,
    numbers_agree,
    specifics,
)
from .findings import Finding
from .leaves import (
    Leaf,
    is_money_leaf,
    names_role,
    role_score,
    unit_names,
)
from .vocabulary import (
    MONEY_WORDS,
)

# A figure said as a bound on a field ("less than 14 days' notice" of notice_days = 3). Why: the claim states the
# bound, which the field's value meets or breaks; no field holds the bound itself.
_BOUND_BEFORE = {"less than": lambda v, n: v < n, "fewer than": lambda v, n: v < n, "under": lambda v, n: v < n,
                 "more than": lambda v, n: v > n, "over": lambda v, n: v > n, "at least": lambda v, n: v >= n,
                 "at most": lambda v, n: v <= n, "up to": lambda v, n: v <= n, "no more than": lambda v, n: v <= n}


_BOUND_WORDS = re.compile(rf"\b(?P<bound>{'|'.join(sorted(_BOUND_BEFORE, key=len, reverse=True))})\s+$", re.IGNORECASE)


def bound_met(s: Specific, text: str, near: Sequence[str], scoped: Sequence[Leaf]) -> Finding | None:
    """The field the bound is about (its unit and role words named by the claim), and whether its value meets
    the bound: agrees or disputes it; None when no field plays that role."""
    m = _BOUND_WORDS.search(text[:s.start])
    if s.kind != "number" or m is None or not s.unit:
        return None
    test = _BOUND_BEFORE[m.group("bound").lower()]
    fields = [leaf for leaf in scoped if leaf_number(leaf.value) is not None and not leaf.is_count
              and not isinstance(leaf.value, (bool, str)) and unit_names(s.unit, leaf) and role_score(leaf, near) >= 0.5]
    if len(fields) != 1:
        return None
    leaf, bound = fields[0], next(iter(s.readings))
    ok = test(float(leaf.value), bound)
    return Finding("number", s.start, s.end, s.text, ok, leaf,
                   f"'{m.group('bound')} {s.text}' {'is met' if ok else 'is not met'} by {leaf.path} = {leaf.value}")


def items_counted(s: Specific, near: Sequence[str], scoped: Sequence[Leaf]) -> Finding | None:
    """A count of a list's items that have a field the claim names ("two tracking emails": the items whose
    label_printed is set): agrees when that many items hold a true or present value there."""
    if s.kind != "number":
        return None
    by_key: dict[tuple[str, str], list[Leaf]] = {}
    for leaf in scoped:
        if leaf.scope and not leaf.is_count:
            by_key.setdefault((leaf.evidence_id, re.sub(r"\.\d+\.", ".#.", leaf.path)), []).append(leaf)
    for (_, path), leaves in by_key.items():
        if role_score(leaves[0], near) < 1.0:
            continue
        held = sum(1 for leaf in leaves if leaf.value not in (None, False, "", 0))
        if numbers_agree(s.readings, float(held)):
            return Finding(s.kind, s.start, s.end, s.text, True, leaves[0],
                           f"{s.text} items have {path.replace('.#.', '[].')} ({held} of them)")
    return None


def figure_rivals(numeric: Sequence[Leaf]) -> list[Leaf]:
    """Fields that may dispute a plain figure: numbers that are neither money, a list's length nor a code
    held as text (a tracking number is no count)."""
    return [leaf for leaf in numeric if not is_money_leaf(leaf) and not leaf.is_count
            and not (isinstance(leaf.value, str) and looks_like_id(leaf.value))]


def unheld(kind: str, s: Specific) -> Finding:
    return Finding(kind, s.start, s.end, s.text, None, None, f"no record field holds {s.text}")


def owns_money(text: str, s: Specific, named: Leaf) -> bool:
    """A money field the claim names before a figure, unless the claim writes that field's own figure elsewhere."""
    return is_money_leaf(named) and not own_figure_written(text, s, named)


def own_figure_written(text: str, s: Specific, owner: Leaf) -> bool:
    """Does the claim write the owner field's own figure elsewhere ("75 countries for $5.00": 75 is the count's,
    so "countries" names that field, not the owner of $5.00)? Only for a field that is money by its place in the
    record (a currency beside it), not by its own words."""
    held = leaf_number(owner.value)
    return held is not None and not any(w in MONEY_WORDS for w in owner.words) and any(o is not s and o.kind in ("number", "money") and o.start != s.start
                                    and numbers_agree(o.readings, held) for o in specifics(text))


_BASE_SCALE = {"k": 1_000.0, "thousand": 1_000.0, "m": 1_000_000.0, "million": 1_000_000.0, "hundred": 100.0}


def rate_base_of(path: str) -> float | None:
    """The base a rate field's key names: 'rate_per_1k' -> 1000, 'per100' -> 100, 'per_thousand' -> 1000."""
    last = path.split(".")[-1].lower()
    m = re.search(r"per[_ -]?(\d+)?(k|m|thousand|million|hundred)?(?![a-z])", last)
    if not m or not (m.group(1) or m.group(2)):
        return None
    return float(m.group(1) or 1) * _BASE_SCALE.get(m.group(2) or "", 1.0)


def disputing(s: Specific, near: Sequence[str], rivals: Sequence[Leaf], numeric: Sequence[Leaf]) -> Leaf | None:
    """The field a money or number figure no field holds was meant to copy, or None: the one of `rivals` the
    claim's words name (in full for a count: "312 minutes used" is minutes_used, and by the figure's unit),
    the only money field, or the only field of `numeric` kept in the figure's unit ("50 minutes" and a `…Min`
    key, "2 hours" and a duration 'PT1H30M')."""
    role = max(rivals, key=lambda leaf: role_score(leaf, near), default=None)
    score = role_score(role, near) if role else 0.0
    only = len(rivals) == 1 and s.kind == "money" and names_role(rivals[0], near)
    if role is not None and (score >= (0.5 if s.kind == "money" else 1.0) and names_role(role, near) or only) \
            and (s.kind == "money" or unit_names(s.unit, role)):
        return role
    return api_values.unit_rival(s, list(numeric), lambda leaf: role_score(leaf, near))

