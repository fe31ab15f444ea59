"""Rules for names: titled people, short codes, name tails, made-up names."""
from __future__ import annotations

import re
from collections.abc import Iterator

from ....language.calendar_words import CALENDAR_WORDS
from ....language.tokens import LETTERS_AND_DIGITS
from ....language.words import stem as _stem
from ....values.leaf_values import leaf_date, looks_like_id
from ....values.patterns import CLOCK_TIME
from ..names import SHORT_CODE, other_name_tail, short_codes, surname_of, titled_name_differs, titled_names
from .findings import Finding, overlaps
from .index import RecordIndex
from .leaves import Leaf, near_stems, role_score
from .naming import CAPITALISED_RUN, NAME_VALUE, is_carrier
from .run import AlignmentRun
from .vocabulary import same_word, split_path_words, words_of


def titled_people(run: AlignmentRun) -> None:
    """A titled name ("Dr. Sato") is the record's titled person or, when that person is another, wrong
    (names.titled_names); with no titled person recorded, it is a recorded person it gives the surname of.

    Example: "Your appointment is with Dr. Okafor." against vet = Dr. Lindqvist: wrong.
    """
    text, covered, result = run.text, run.covered, run.result
    strings = run.index.string_leaves
    for a, b, title, name in titled_names(text):
        if overlaps(a, b, covered):
            continue
        people = [(leaf, titled_name_differs(title, name, leaf.value)) for leaf in strings]
        people = [(leaf, d) for leaf, d in people if d is not None]
        if len(people) == 1:
            leaf, differs = people[0]
            covered.append((a, b))
            result.findings.append(Finding("value", a, b, text[a:b], not differs, leaf,
                                           f"'{text[a:b]}' is {'not ' if differs else ''}{leaf.path} = {leaf.value}"))
        elif not people and (named := [leaf for leaf in strings if surname_of(name, leaf.value)]):
            # No titled person recorded, but a person whose surname the title goes with ("Mrs Kyei", Abena Kyei)
            covered.append((a, b))
            result.findings.append(Finding("value", a, b, text[a:b], True, named[0],
                                           f"'{text[a:b]}' is {named[0].path} = {named[0].value}, addressed by "
                                           f"title and surname"))


def short_codes_named(run: AlignmentRun) -> None:
    """A short code ("T1") where the one code field the claim's words name holds another is wrong
    (names.short_codes).

    Example: "Your ticket has priority P2." against priority = P3: wrong.
    """
    text, covered, result = run.text, run.covered, run.result
    strings = run.index.string_leaves
    for a, b, code in short_codes(text):
        near = near_stems(text, a, b)
        kin = [leaf for leaf in strings if SHORT_CODE.fullmatch(leaf.value.strip()) and role_score(leaf, near) >= 0.5]
        if overlaps(a, b, covered) or len(kin) != 1 or kin[0].value.strip() == code:
            continue
        covered.append((a, b))
        result.findings.append(Finding("value", a, b, code, False, kin[0],
                                       f"{code} is not the recorded {kin[0].path} = {kin[0].value}"))


def name_tails(run: AlignmentRun) -> None:
    """A recorded name the claim starts to write and carries on with another word ("Harbour Inn – Eastside"
    against Harbour Inn – Westside) names something else (names.other_name_tail): that value is wrong.

    Example: "Your stay at Maple Lodge North starts on Friday." against hotel = Maple Lodge South: wrong.
    """
    text, covered, result = run.text, run.covered, run.result
    for i, f in enumerate(result.findings):
        if f.ok is not True or f.kind != "value" or f.leaf is None or not isinstance(f.leaf.value, str):
            continue
        word = other_name_tail(text, f.end, f.text, f.leaf.value)
        if word is None:
            continue
        at = text.index(word, f.end)
        covered.append((at, at + len(word)))
        result.findings[i] = Finding("value", f.start, at + len(word), text[f.start:at + len(word)], False, f.leaf,
                                     f"'{text[f.start:at + len(word)]}' is not the recorded "
                                     f"{f.leaf.path} = {f.leaf.value}")


def other_names(run: AlignmentRun) -> None:
    """Names that differ from the name a field holds: "<Other> plan" against plan = Team, "Aiko Nakamura"
    against coach = Aiko Tanaka (a run of capitalised words sharing a word with the value), a carrier
    against another carrier. The field's own value written in the claim was matched before.

    Example: "You are on the Orchard plan." against plan = Meadow: wrong.
    """
    index, text, covered, result = run.index, run.text, run.covered, run.result
    named_leaves = [leaf for leaf in index.leaves if isinstance(leaf.value, str) and NAME_VALUE.match(leaf.value.strip())
                    and not looks_like_id(leaf.value) and not leaf_date(leaf.value) and leaf.evidence_id not in index.call_ids]
    for a, b in _made_up_names(index, text, covered):
        if any(_code_says(text[a:b], leaf.value) for leaf in named_leaves):
            continue  # "Plus plan" of plan_code = PLUS_MONTHLY: the code's own words, its billing term left out
        leaf = next((leaf for leaf in named_leaves if _names_other(text, a, b, leaf)), None)
        if leaf is not None:
            key = split_path_words(leaf.path.split(".")[-1])
            covered.append((a, b))
            result.findings.append(Finding("value", a, b, text[a:b], False, leaf,
                                           f"'{text[a:b]}' is not the recorded {' '.join(key)} "
                                           f"({leaf.path} = {leaf.value})"))


def _made_up_names(index: RecordIndex, text: str, covered: list[tuple[int, int]]) -> Iterator[tuple[int, int]]:
    """Runs of capitalised words inside a sentence, not yet covered, with a word no evidence of the case uses."""
    for m in CAPITALISED_RUN.finditer(text):
        a, b = m.start(), m.end()
        lead = re.match(r"(?:Your|The|Our|This|That|My|Their|His|Her|A|An)\s+", m.group(0))
        if lead:
            a += lead.end()
        possessive = m.group(0).find("'s ", a - m.start())
        if possessive >= 0:
            b = m.start() + possessive + 2  # "Arjun's Thursday session": the name ends at its possessive
        if a >= b:
            continue
        if a == 0 or overlaps(a, b, covered) or text[max(0, a - 2):a].strip() in (".", "!", "?"):
            continue
        said = [re.sub(r"'s$", "", w.lower()) for w in words_of(text[a:b])]
        if all(w in index.all_words for w in said):
            continue  # every word of it is in the evidence: not a name the claim made up
        if all(w in CALENDAR_WORDS for w in said):
            continue  # "July", "Thursday": English capitalises months and days; a date, never a name
        if any(m.start() <= a and b <= m.end() for m in CLOCK_TIME.finditer(text)):
            continue  # "8 AM": the value layer's clock time, never a name (it was "corrected" to a port's name)
        yield a, b


def _code_says(name: str, value: str) -> bool:
    """Whether every word of a name is a word of a coded value (FAMILIES_ANNUAL, plus-monthly)."""
    said = {re.sub(r"'s$", "", w.lower()) for w in words_of(name)}
    return bool(said) and said <= {w.lower() for w in LETTERS_AND_DIGITS.findall(value)}


def _names_other(text: str, a: int, b: int, leaf: Leaf) -> bool:
    """Does the name at a..b stand where this name field's value should: followed by the field's key word, sharing
    a word of a longer value, or one carrier for another?"""
    said = [re.sub(r"'s$", "", w.lower()) for w in words_of(text[a:b])]
    value_words = [w.lower() for w in words_of(leaf.value)]
    after = re.match(r"\s+([a-z]+)", text[b:])
    key = split_path_words(leaf.path.split(".")[-1])
    names_key = bool(after) and any(same_word(_stem(after.group(1)), _stem(k)) for k in key)
    shares = len(value_words) >= 2 and set(said) & set(value_words) and not set(said) <= set(value_words)
    carrier = is_carrier(text[a:b]) and is_carrier(leaf.value)
    return bool(names_key or shares or carrier)
