"""Figure checks read by the figure rules: a bound a field meets, items counted, the field a figure was meant to
copy, the base of a rate."""
from __future__ import annotations

import re
from collections.abc import Sequence

from ....language.words import stem as _stem
from ....values import api_values
from ....values.leaf_values import leaf_dates, leaf_number, looks_like_id, numbers_agree
from ....values.mentions import Specific, currencies_agree, specifics
from .clock_figures import date_finding, time_finding
from .derived_figures import derived_figure, item_called_total
from .findings import Alignment, Finding
from .index import RecordIndex
from .leaves import Leaf, distinct_key, is_money_leaf, names_role, read_as, role_score, unit_names
from .state_words import state_leaves
from .vocabulary import GENERIC_KEYS, LIGHT, MONEY_WORDS, same_word, stems_of, words_of

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


def figure(index: RecordIndex, s: Specific, near: list[str], scoped: Sequence[Leaf], text: str) -> Finding:
    """What the claim's records say of a figure: the leaf that holds it (best named by the words `near` it), the
    leaf of its role that holds another value, or nothing that settles it."""
    if s.kind in ("money", "number"):
        return _amount_or_number(index, s, near, scoped, text)
    if s.kind == "date":
        return date_finding(s, near, scoped, text)
    return time_finding(s, near, scoped, text)


def _amount_or_number(index: RecordIndex, s: Specific, near: list[str], scoped: Sequence[Leaf], text: str) -> Finding:
    """Money or a plain number: held by a leaf, a count of qualifying items, or disputed by the field of its role
    (only money fields dispute money)."""
    numeric = [leaf for leaf in scoped if leaf_number(leaf.value) is not None
               or api_values.measure_of(leaf.path, leaf.value)]  # "PT45M" is a measure too
    money = [leaf for leaf in numeric if is_money_leaf(leaf)]
    # Any plain number may hold an amount ("nightly": 40); only fields that are money may dispute one.
    pool = [leaf for leaf in numeric if not leaf.is_count] if s.kind == "money" else numeric
    agreeing = [leaf for leaf in pool if holds_figure(s, leaf)
                and (s.kind != "money" or currencies_agree(s.currency, leaf.currency))
                and (not leaf.is_count or role_score(leaf, near) >= 0.5)]
    if not [leaf for leaf in agreeing if not leaf.is_count]:
        counted = qualified_count(index, s, text, near, scoped)
        if counted is not None:
            return counted
    if agreeing:
        found = _agreeing(index, s, near, pool, agreeing, text)
        return (found.ok and found.leaf is not None
                and item_called_total(s, text, found.leaf, scoped)) or found
    implied = derived_figure(s, near, scoped, text)  # a total, difference, price x quantity, share: with its arithmetic
    if implied is not None:
        return implied
    if s.kind == "money":
        same_amount = [leaf for leaf in pool if holds_figure(s, leaf)]
        if same_amount:
            leaf = same_amount[0]
            return Finding("money", s.start, s.end, s.text, False, leaf,
                           f"{s.text} is in another currency than {leaf.path} = {leaf.value} {leaf.currency}")
    rivals = money if s.kind == "money" else figure_rivals(numeric)
    role = disputing(s, near, rivals, numeric)
    if role is not None:
        noun = "amount" if s.kind == "money" else "figure"
        return Finding(s.kind, s.start, s.end, s.text, False, role,
                       f"{s.text} is not the recorded {noun} ({role.path} = {role.value}{read_as(role)})")
    return items_counted(s, near, scoped) or unheld(s.kind, s)


def _agreeing(index: RecordIndex, s: Specific, near: list[str], pool: Sequence[Leaf], agreeing: Sequence[Leaf],
              text: str) -> Finding:
    """The figure some leaves hold: the best named of them, unless the claim gives the figure to another field."""
    best = max(agreeing, key=lambda leaf: role_score(leaf, near))
    before = [_stem(w) for w in words_of(text[max(0, s.start - 25):s.start])[-3:] if w not in LIGHT
              and not w.isdigit()]  # "ending 6612 is $18.20": 6612 names no amount
    named = max((leaf for leaf in pool if leaf not in agreeing and not leaf.is_count),
                key=lambda leaf: role_score(leaf, before), default=None)
    rival = max((leaf for leaf in pool if leaf not in agreeing and not leaf.is_count
                 and not is_money_leaf(leaf)), key=lambda leaf: role_score(leaf, near), default=None)
    beside = [_stem(w) for w in words_of(text[max(0, s.start - 20):s.start])[-2:]
              + words_of(text[s.end:s.end + 30])[1:3] if w not in LIGHT]
    distinctive = [w for w in set(rival.key_words) - set(best.key_words) if w not in LIGHT] if rival else []
    if s.kind == "number" and rival is not None and distinctive and role_score(rival, near) >= 1.0 \
            and role_score(best, near) < role_score(rival, near) \
            and any(same_word(w, c) for w in distinctive for c in beside) \
            and not any(same_word(w, c) for w in set(best.key_words) - set(rival.key_words) for c in near):
        # "312 minutes used" is minutes_used even if minutes_included happens to hold 312
        return Finding(s.kind, s.start, s.end, s.text, False, rival,
                       f"{s.text} is {best.path}, not {rival.path} = {rival.value}")
    if s.kind == "money" and named is not None and role_score(named, before) >= 0.5 and before \
            and any(same_word(w, c) for w in named.words if w not in GENERIC_KEYS for c in before) \
            and role_score(best, near) < 0.25 and distinct_key(named, best) and owns_money(text, s, named):
        # "$910.00 transfer" against transfer_net = 875.0 and sales_gross = 910.0: the figure is
        # the record's, but the claim gives it to the other field.
        return Finding(s.kind, s.start, s.end, s.text, False, named,
                       f"{s.text} is {best.path}, not {named.path} = {named.value}")
    owner = named_owner(index, s, text, best, [leaf for leaf in pool if leaf not in agreeing])
    if s.kind == "money" and owner is not None and not own_figure_written(text, s, owner):
        # "Your pension payment was $42.00" against dental = 42.0 and pension = 150.0: the claim
        # names the field outright, and names nothing of the one that happens to hold $42.00.
        return Finding(s.kind, s.start, s.end, s.text, False, owner,
                       f"{s.text} is {best.path}, not {owner.path} = {owner.value}")
    return Finding(s.kind, s.start, s.end, s.text, True, best,
                   f"{s.text} matches {best.path} = {best.value}{read_as(best, reading_used(s, best))}")


def holds_figure(s: Specific, leaf: Leaf) -> bool:
    """Whether a leaf holds a claim's money or number in its value as read or in another reading (minor units)."""
    return reading_used(s, leaf) is not None


def reading_used(s: Specific, leaf: Leaf) -> str | None:
    """How a leaf holds a claim's figure: its reading ('' as written), another reading's note, or None."""
    if api_values.figure_holds(s, leaf.path, leaf.value):
        return leaf.reading
    return next((alt.note for alt in leaf.alternates if api_values.amount_agrees(s, alt.value)), None)


def qualified_count(index: RecordIndex, s: Specific, text: str, near: Sequence[str], scoped: Sequence[Leaf]) -> Finding | None:
    """A count of the items of a list that have some value: "two unpaid invoices", "only one invoice is
    still open". The items holding the qualifying word are counted, not the whole list."""
    if s.kind != "number":
        return None
    lists = [leaf for leaf in scoped if leaf.is_count and role_score(leaf, near) >= 0.5]
    if not lists:
        return None
    clause = text[s.end:s.end + 60]
    for leaf in lists:
        items = {other.scope for other in index.leaves if other.evidence_id == leaf.evidence_id
                 and other.scope.startswith(leaf.path + ".") and other.scope.count(".") == leaf.path.count(".") + 1}
        if not items:
            continue
        states = state_leaves([o for o in index.leaves if o.evidence_id == leaf.evidence_id and o.scope in items])
        values = {item: [str(o.value).lower().replace("_", " ") for o in states if o.scope == item] for item in items}
        for word in words_of(clause):
            if word in LIGHT or len(word) < 3 or same_word(_stem(word), leaf.words[0] if leaf.words else ""):
                continue
            holding = [item for item, vs in values.items() if any(word in words_of(v) for v in vs)]
            if holding and len(holding) < len(items):
                ok = any(abs(r - len(holding)) < 1e-9 for r in s.readings)
                return Finding("number", s.start, s.end, s.text, ok, leaf,
                               f"{s.text} {'matches' if ok else 'is not'} the {len(holding)} of {len(items)} "
                               f"{leaf.path} items that are {word}")
    return None


def named_owner(index: RecordIndex, s: Specific, text: str, best: Leaf, others: Sequence[Leaf]) -> Leaf | None:
    """The money field a figure's own clause names by a key word no other field has, when the claim
    names nothing of the field that holds the figure: that figure was given to the wrong field."""
    start = max(text.rfind(mark, 0, s.start) for mark in (",", ";", ":", " and ")) + 1
    subject = {_stem(w) for w in words_of(text[start:s.start]) if w not in LIGHT}
    said = {_stem(w) for w in words_of(text)}
    if any(w in said for w in best.key_words if w not in GENERIC_KEYS):
        return None
    for leaf in others:
        own = [w for w in leaf.key_words if w not in GENERIC_KEYS]
        beside = leaf.path.rsplit(".", 1)[0] == best.path.rsplit(".", 1)[0] and "." in best.path
        if not own or not (is_money_leaf(leaf) or beside) or leaf.is_count or not all(w in subject for w in own):
            continue
        if any(w in other.key_words for other in index.leaves if other is not leaf for w in own):
            continue  # a key word others share ("fee") does not pick one field out
        return leaf
    return None


def rate_base(s: Specific, text: str, result: Alignment) -> Finding | None:
    """The base of a rate ("$0.40 per 1,000", "2 GB per 100 minutes") is part of the figure before it: it
    agrees when the field that figure matched names the same base in its key (rate_per_1k, fee_per_100)."""
    if not re.search(r"\bper\s*$|/\s*$", text[:s.start], re.IGNORECASE):
        return None
    rate = next((f for f in reversed(result.findings) if f.end <= s.start and f.ok and f.leaf is not None
                 and not text[f.end:s.start].strip(" ").lower().replace("per", "").strip(" /")), None)
    if rate is None:
        return None
    base = rate_base_of(rate.leaf.path)
    if base is None or not numbers_agree(s.readings, base):
        return None
    return Finding(s.kind, s.start, s.end, s.text, True, rate.leaf,
                   f"{s.text} is the base of the rate {rate.leaf.path} = {rate.leaf.value}")


def figure_elsewhere(index: RecordIndex, s: Specific, near: list[str], scoped: Sequence[Leaf], text: str) -> Finding | None:
    """A figure no field of the claim's record holds may still be the case's: written inside a text
    field ("6 additional seats, Mar 14 - Apr 1"), or held by another record of the case that is not a
    look-alike of this one (the invoice preview beside the subscription, not the other order)."""
    scoped_ids = {leaf.evidence_id for leaf in scoped}
    unlike = [leaf for leaf in index.leaves if leaf.evidence_id not in scoped_ids
              and not any(index.look_alike_records(leaf.evidence_id, rid) for rid in scoped_ids)]
    claim_stems = stems_of(text)
    for leaf in list(scoped) + unlike:
        if isinstance(leaf.value, str) and not looks_like_id(leaf.value) and not leaf_dates(leaf.value):
            label = [_stem(w) for w in words_of(leaf.value) if not w.isdigit()]
            if len(label) <= 2 and not any(same_word(w, c) for w in label + list(leaf.words) for c in claim_stems):
                continue  # "place 4 in the queue" is not the 4 of a label 'Room 2' the claim never names
            for inner in index.text_specifics.get((leaf.evidence_id, leaf.path), ()):
                if inner.kind == s.kind or {inner.kind, s.kind} <= {"money", "number"}:
                    if inner.readings & s.readings if s.kind in ("date", "time", "identifier") else any(
                            numbers_agree(s.readings, r) for r in inner.readings if isinstance(r, float)):
                        return Finding(s.kind, s.start, s.end, s.text, True, leaf,
                                       f"{s.text} is written in {leaf.path} = '{leaf.value}'")
    others = [leaf for leaf in index.leaves if leaf.evidence_id not in scoped_ids
              and not any(index.look_alike_records(leaf.evidence_id, rid) for rid in scoped_ids)]
    if not others or not scoped_ids:
        return None
    finding = figure(index, s, near, others, text)
    return finding if finding.ok else None
