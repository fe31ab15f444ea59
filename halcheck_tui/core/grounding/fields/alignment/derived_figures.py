"""A claim's figure that no field holds but the claim's record implies (core/values/derived.py): a total of its
amounts, a difference, a unit price times a quantity, a percentage of an amount, a remainder of two counts.
Supported with the arithmetic in the detail; a total the claim names that is off from the one list of amounts
it can only mean is disputed, naming the right figure."""
from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import replace
from itertools import chain

from ....language.words import stem as _stem
from ....values import api_values, derived
from ....values.derived import Derivation, Term
from ....values.leaf_values import looks_like_id, numbers_agree
from ....values.mentions import Specific, currencies_agree
from .findings import Finding
from .leaves import Leaf, is_money_leaf, names_an_identifier, names_role, role_score
from .vocabulary import split_path_words, words_of

# Key words of a field that holds a share of something: a percentage or a fraction.
_SHARE_WORDS = frozenset("rate percentage percent pct share ratio".split())
_TOTAL_STEMS = frozenset(_stem(w) for w in derived.TOTAL_WORDS)
TOTAL_ROLE = " (total)"
"""Ends the path of the role a list's total plays ("items[].price (total)"): a figure no field holds, derived."""


def _container(path: str) -> str:
    return path.rsplit(".", 1)[0] if "." in path else ""


def _plain(leaf: Leaf) -> bool:
    # An identifier's digits are no figure: two ids 3 apart ("480022", "480019") work out a "3" by chance.
    return not leaf.is_count and isinstance(leaf.value, (int, float)) and not isinstance(leaf.value, bool) \
        and not (isinstance(leaf.value, str) and looks_like_id(leaf.value)) and not names_an_identifier(leaf)


def _lists(amounts: Sequence[Leaf]) -> dict[str, list[Leaf]]:
    """Amounts by the list field they repeat in ('items.#.price'), two items or more."""
    by: dict[str, list[Leaf]] = {}
    for leaf in amounts:
        if re.search(r"\.\d+\.", leaf.path):
            by.setdefault(re.sub(r"\.\d+\.", ".#.", leaf.path), []).append(leaf)
    return {k: v for k, v in by.items() if len(v) >= 2}


def _terms(leaves: Sequence[Leaf]) -> list[Term]:
    return [Term(leaf.path, float(leaf.value)) for leaf in leaves]


def _quantity_of(price: Leaf, numbers: Sequence[Leaf]) -> Leaf | None:
    """The one whole number beside a list item's price (its quantity), or None when there is none or several."""
    beside = [n for n in numbers if _container(n.path) == _container(price.path) and float(n.value).is_integer()
              and n.value >= 1 and api_values.key_unit(n.path) is None]
    return beside[0] if len(beside) == 1 else None


def _list_totals(amounts: Sequence[Leaf], numbers: Sequence[Leaf]) -> list[Derivation]:
    """What each list of amounts adds up to: its lines' price x quantity when every line has one quantity, else
    its amounts."""
    totals = []
    for items in _lists(amounts).values():
        quantities = [_quantity_of(price, numbers) for price in items]
        if all(q is not None for q in quantities) and any(q.value != 1 for q in quantities):
            total = derived.line_total(list(zip(_terms(items), _terms(quantities))))
        else:
            total = derived.list_total(_terms(items))
        if total is not None:
            totals.append(total)
    return totals


def _money_candidates(amounts: list[Leaf], numbers: list[Leaf], whole: bool) -> Iterator[Derivation]:
    """Totals of whole lists, unit price x quantity, sums, shares: the likelier first. A sum never
    takes part of one list (two of its three items), and with `whole` (the claim says "total") no item of a list
    without the rest: a total that skips an item is not the record's total."""
    lists = _lists(amounts)
    yield from _list_totals(amounts, numbers)
    listed = {leaf.path: key for key, items in lists.items() for leaf in items}
    for price in amounts:
        if whole and price.path in listed:
            continue  # one line's price x quantity is that line's, not the total the claim names
        quantities = [n for n in numbers if _container(n.path) == _container(price.path)]
        yield from derived.products(_terms([price]), _terms(quantities))
    for d in derived.sums(_terms(amounts)):
        parts = [listed[t.label] for t in d.terms if t.label in listed]
        if (whole and parts) or any(parts.count(k) >= 2 and parts.count(k) < len(lists[k]) for k in set(parts)):
            continue
        yield d
    money = _terms(amounts)
    shares = [n for n in numbers if set(split_path_words(n.path.split(".")[-1])) & _SHARE_WORDS
              or (api_values.key_unit(n.path) or api_values.KeyUnit()).dimension == "share"]
    yield from derived.percentages(money, _terms(shares))
    # Differences of amounts are left out: a balance or a refund is a field of its own in the records tried, and
    # among a dozen amounts some difference equals almost any wrong figure.


def derived_figure(s: Specific, near: Sequence[str], scoped: Sequence[Leaf], text: str) -> Finding | None:
    """The derivation of the claim's own record that gives its figure, or a named total that is off. A field
    the claim names holds the figure's role, unless the claim names two or more of the derivation's terms
("3 of your 5 seats are left", "the subtotal with shipping"): otherwise nothing is derived."""
    if s.kind not in ("money", "number"):
        return None
    whole = says_total(text, s)
    for record in dict.fromkeys(leaf.evidence_id for leaf in scoped):
        leaves = [leaf for leaf in scoped if leaf.evidence_id == record and _plain(leaf)]
        amounts = [leaf for leaf in leaves if is_money_leaf(leaf) and currencies_agree(s.currency, leaf.currency)]
        numbers = [leaf for leaf in leaves if not is_money_leaf(leaf)]
        if s.kind == "money":
            candidates = _money_candidates(amounts, numbers, whole)
            if any(leaf.alternates for leaf in amounts):
                # amounts the value layer reads two ways (major or minor units) are added up in each reading,
                # every amount of the record in the same one: "two tickets at 6400" are €128.00 or €12,800.00
                other = [replace(leaf, value=leaf.alternates[0].value) if leaf.alternates else leaf for leaf in amounts]
                candidates = chain(candidates, _money_candidates(other, numbers, whole))
        else:
            candidates = derived.differences(_terms([n for n in numbers if api_values.key_unit(n.path) is None]))
        named = {leaf.path for leaf in (amounts if s.kind == "money" else numbers)
                 if names_role(leaf, near) and role_score(leaf, near) >= 0.5}
        found = derived.first_match(candidates, lambda v: numbers_agree(s.readings, v))
        if found is not None and (not named or named <= {t.label for t in found.terms} and len(named) >= 2):
            leaf = next(leaf for leaf in leaves if leaf.path == found.terms[0].label)
            return Finding(s.kind, s.start, s.end, s.text, True, leaf, f"{s.text} is {found.arithmetic}")
        if s.kind == "money" and whole:
            off = _total_off(s, amounts, numbers)
            if off is not None:
                return off
    return None


def says_total(text: str, s: Specific) -> bool:
    """Does the claim call its figure everything added up: a total word among the six words before the figure or
    the three after it ("your total is $36.50", "$36.50 in total")? Read from the text, not the role words
    (which fold "total" into "amount")."""
    words = words_of(text[max(0, s.start - 60):s.start])[-6:] + words_of(text[s.end:s.end + 30])[:3]
    return bool(_TOTAL_STEMS & {_stem(w) for w in words})


def item_called_total(s: Specific, text: str, item: Leaf, scoped: Sequence[Leaf]) -> Finding | None:
    """A figure the claim calls the total ("your total is $14.50") that only one item of a list holds, when no
    field is a total: the total meant is the whole list's, so one item's amount does not support it."""
    if s.kind != "money" or not says_total(text, s) or not re.search(r"\.\d+\.", item.path):
        return None
    leaves = [leaf for leaf in scoped if leaf.evidence_id == item.evidence_id and _plain(leaf)]
    amounts = [leaf for leaf in leaves if is_money_leaf(leaf) and currencies_agree(s.currency, leaf.currency)]
    return _total_off(s, amounts, [leaf for leaf in leaves if not is_money_leaf(leaf)])


def is_total_leaf(leaf: Leaf) -> bool:
    """A money field whose path calls it everything added up ('total_redemption.value', 'grand_total')."""
    return is_money_leaf(leaf) and bool(_TOTAL_STEMS & set(leaf.words))


def _total_off(s: Specific, amounts: Sequence[Leaf], numbers: Sequence[Leaf]) -> Finding | None:
    """A total the claim names ("your total is $30") when no field is a total and the record holds one list of
    amounts: that list added up (its lines' price x quantity where each line has one) is the figure meant."""
    if any(_TOTAL_STEMS & set(leaf.key_words) for leaf in amounts):
        return None
    lists = list(_lists(amounts).values())
    totals = _list_totals(amounts, numbers)
    if len(lists) != 1 or len(totals) != 1 or numbers_agree(s.readings, totals[0].value):
        return None
    total = totals[0]
    first = lists[0][0]
    role = Leaf(first.evidence_id, re.sub(r"\.\d+\.", "[].", first.path) + TOTAL_ROLE, total.value, "",
                first.words, first.currency, reading=f"the sum {total.arithmetic}")
    return Finding(s.kind, s.start, s.end, s.text, False, role,
                   f"{s.text} is not the total of the recorded amounts ({total.arithmetic})")
