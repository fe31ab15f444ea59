"""Wrong amounts, ids, counts and other plain values, each written the way the draft wrote the old one:
an amount in the draft's currency format, the last digits of an id the draft masked, a number in digits or
words with its counted noun agreeing, a value in the draft's capitals."""
from __future__ import annotations

import re
from collections.abc import Mapping

from ..case import Evidence
from ..decomposition.mentions import money_mentions
from ..grounding.fields.records import MentionCheck
from ..types import ReasonCode
from ..values.api_values import key_currency
from ..values.patterns import CARDINAL_WORDS
from ..values.zones import instant
from .api_fixes import unit_fix
from .draft_style import format_amount, format_number, number_value, status_phrase
from .fix import CannotFix, Fix, locate
from .leaf_lookup import amount_as_the_draft_reads, leaf_value, money_leaf_doubt, sibling_leaf
from .regex_cache import compiled

_NUMBER_IN_SPAN = re.compile(r"\d[\d,]*(?:\.\d+)?|\b(?:" + "|".join(CARDINAL_WORDS) + r")\b", re.IGNORECASE)


def _amount_leaf(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> tuple[MentionCheck, float]:
    """The check whose leaf holds the amount the claim means, and that amount."""
    amount = leaf_value(evidence, check)
    if isinstance(amount, bool):
        raise CannotFix("the recorded amount is not a number")
    doubt = money_leaf_doubt(text, check, amount)
    if doubt is not None:
        # No sibling is guessed at: picking "the one money-named sibling" by a table of money words and of
        # units that are not money moved no figure on 24 corpus writers but one wrong reply (session 16).
        raise CannotFix(doubt)
    amount = number_value(str(amount)) if not isinstance(amount, (int, float)) else float(amount)
    if amount is None:
        raise CannotFix("the recorded amount is not a number")
    return check, amount  # as the value layer reads it: hundredths of a minor-unit key ("amount_cents") scaled


def fix_money(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> list[Fix]:
    check, amount = _amount_leaf(text, check, evidence)
    amount = amount_as_the_draft_reads(evidence, check, text, amount)
    if amount is None:
        raise CannotFix("the recorded amount has two readings (major or minor units) and the draft's other "
                        "amounts do not say which it uses: the claim is trimmed")
    currency = sibling_leaf(evidence, check, "currency")
    currency = str(currency).upper() if isinstance(currency, str) and len(currency) == 3 else None
    currency = currency or key_currency(check.field_path)
    start, end = locate(text, check.mention.text, check.mention.start, check.mention.end)
    shown = money_mentions(text[start:end])
    if shown:  # the span may carry words around the amount ("active with €50"): only the amount changes
        start, end = start + shown[0].start, start + shown[0].end
    return [Fix(start, end, format_amount(float(amount), text[start:end], currency), check.evidence_id,
                check.field_path, check.reason)]


def fix_identifier(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> list[Fix]:
    value = str(leaf_value(evidence, check)).strip()
    start, end = locate(text, check.mention.text, check.mention.start, check.mention.end)
    said = text[start:end]
    if compiled(r"\d+").fullmatch(said) and len(value) > len(said) and re.search(rf"\d{{{len(said)}}}$", value):
        value = value[-len(said):]  # "ending 6602" against a masked or full number: the same last digits
    if said.startswith("#") and not value.startswith("#"):
        value = "#" + value
    if not value:
        raise CannotFix("the recorded id is empty")
    return [Fix(start, end, value, check.evidence_id, check.field_path, check.reason)]


def _recorded_number(evidence: Mapping[str, Evidence], check: MentionCheck) -> float:
    raw = leaf_value(evidence, check)
    if isinstance(raw, bool):
        raise CannotFix("a yes/no field is not a count")
    if instant(raw) is not None:
        raise CannotFix("an instant is not a count")  # "three" was once corrected to "1783789200000"
    if isinstance(raw, (int, float)):
        value = float(raw)
    else:
        inner = _NUMBER_IN_SPAN.search(str(raw))
        value = number_value(inner.group(0)) if inner else None
    if value is None:
        raise CannotFix("the recorded value is not a number")
    return value


def fix_number(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> list[Fix]:
    value = _recorded_number(evidence, check)
    start, end = locate(text, check.mention.text, check.mention.start, check.mention.end)
    said = _NUMBER_IN_SPAN.search(text[start:end])
    if said is None:
        raise CannotFix("no number in the span")
    if said.group(0).lower() == "one":
        # "send the old one back", "your one claim", "six players, one hour": the word is a pronoun or another
        # field's count as often as this field's, and rewriting it (and the noun after it) was harmful every
        # time it was tried on the corpus's 24 writers (3 of 3)
        raise CannotFix("'one' is read as a count here only by a guess")
    old_value = number_value(said.group(0))
    if old_value is not None and float(old_value).is_integer() != float(value).is_integer():
        raise CannotFix("a count and a measure are not the same figure")
    if compiled(r"(?:19|20)\d\d").fullmatch(said.group(0)) and not compiled(r"(?:19|20)\d\d").fullmatch(f"{value:g}"):
        raise CannotFix("a year is not a count")
    a, b = start + said.start(), start + said.end()
    fixes = [Fix(a, b, format_number(value, said.group(0)), check.evidence_id, check.field_path, check.reason)]
    unit = unit_fix(text, b, check.field_path)  # "45 hours" against a minutes key: the key's unit
    if unit is not None:
        return fixes + [Fix(*unit, check.evidence_id, check.field_path, check.reason)]
    agreement = noun_agreement(text, b, old_value, value, check.evidence_id, check.field_path, check.reason)
    return fixes + ([agreement] if agreement else [])


def noun_agreement(text: str, after: int, old_value: float | None, value: float, evidence_id: str | None,
                   field: str | None, reason: ReasonCode | None) -> Fix | None:
    """"two checked bags" -> "one checked bag": the counted noun after a changed number agrees with it."""
    noun = compiled(r"(\s+(?:[a-z-]+\s+)?)([a-z]+)\b").match(text[after:])
    if noun is None or old_value is None or (old_value == 1) == (value == 1):
        return None
    word = noun.group(2)
    if value == 1 and word.endswith("s") and not word.endswith("ss"):
        new_word = word[:-3] + "y" if word.endswith("ies") else word[:-1]
    elif old_value == 1 and not word.endswith("s"):
        new_word = word[:-1] + "ies" if compiled(r"[^aeiou]y$").search(word) else word + "s"
    else:
        return None
    at = after + noun.start(2)
    return Fix(at, at + len(word), new_word, evidence_id, field, reason)


def fix_value(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> list[Fix]:
    value = leaf_value(evidence, check)
    if isinstance(value, (dict, list)) or isinstance(value, bool):
        raise CannotFix("the leaf is not a value a sentence can carry")
    new = str(value).strip()
    if "_" in new and " " not in new:
        new = status_phrase(new)
    if not new or len(new) > 60 or "\n" in new:
        raise CannotFix("the recorded value is not a short phrase")
    mention = check.mention
    start, end = locate(text, mention.text, mention.start, mention.end)
    said = str(mention.value) if mention.value not in (None, "") else text[start:end]
    inner = re.search(re.escape(said), text[start:end], re.IGNORECASE)
    if inner is not None:
        start, end = start + inner.start(), start + inner.end()
    old = text[start:end]
    if old.isupper() and new.islower() and len(new) <= 5:
        new = new.upper()
    elif old[:1].isupper() and new[:1].islower() and start > 0:
        new = " ".join(w[:1].upper() + w[1:] for w in new.split())
    # "Luis Ortega" said, "Maria Ortega" held: one name for the other, never both.
    return [Fix(start, end, new, check.evidence_id, check.field_path, check.reason)]
