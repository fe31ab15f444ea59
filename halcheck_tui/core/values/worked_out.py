"""Figures a claim works out from its own figures: "$164 (the $214 total less your $50 deposit)", "30 bags at
£10.45 come to £313.50", "£629.00 less 5%". The grounding reads such a figure as arithmetic rather than a wrong copy
of a field (alignment rule AL404); the repair keeps the arithmetic a claim shows true (pass CP10).

Only a claim's own few figures are tried (sums of two or three, differences, a price times a whole count, an
amount split into whole parts, a percentage of an amount, an amount less a percentage), so a figure is not
explained by chance. The arithmetic primitives are `derived.py`'s."""
from __future__ import annotations

from collections.abc import Sequence
from itertools import chain

from . import derived
from .derived import Derivation, Term
from .leaf_values import numbers_agree
from .mentions import Specific, currencies_agree, specifics

FIGURE_KINDS = ("money", "number")


def _terms(figures: Sequence[Specific]) -> list[Term]:
    return [Term(f.text, float(v)) for f in figures for v in f.readings
            if isinstance(v, (int, float)) and not isinstance(v, bool)]


def worked_out(figure: Specific, others: Sequence[Specific], total: bool = False) -> Derivation | None:
    """How `figure` is worked out from `others` (figures of the same claim), or None. Amounts of its kind (and
    currency) add up or differ; a money figure may also be an amount times or split by a whole count, or a
    percentage of an amount or that amount less it. A figure the claim calls a total (`total`) is only a sum."""
    if figure.kind not in FIGURE_KINDS:
        return None
    same = [o for o in others if o.kind == figure.kind
            and (figure.kind != "money" or currencies_agree(figure.currency, o.currency))]
    amounts = _terms(same)
    candidates = chain(derived.sums(amounts), derived.differences(amounts))
    if figure.kind == "money" and not total:
        counts = _terms([o for o in others if o.kind == "number" and o.unit != "%"])
        percents = _terms([o for o in others if o.kind == "number" and o.unit == "%"])
        candidates = chain(candidates, derived.products(amounts, counts), derived.quotients(amounts, counts),
                           derived.percentages(amounts, percents), derived.less_shares(amounts, percents))
    return derived.first_match(candidates, lambda value: numbers_agree(figure.readings, value))


def shown(derivation: Derivation) -> str:
    """The arithmetic as the claim writes its figures: "$214 - $50 = 164"."""
    text = derivation.arithmetic
    for term in derivation.terms:
        text = text.replace(f"{term.label} {term.value:g}", term.label, 1)
    return text


def worked_out_figures(text: str) -> int:
    """How many figures of a claim its other figures work out (0 when it shows no arithmetic)."""
    figures = [s for s in specifics(text) if s.kind in FIGURE_KINDS]
    return sum(1 for f in figures if worked_out(f, [o for o in figures if o is not f]) is not None)
