"""Names as written: a claim that writes the start of a recorded name and then goes on with another word
("Harbour Inn – Eastside" against `Harbour Inn – Westside`) names another place, person, product or plan.
Case and punctuation aside, the words must be the record's."""
from __future__ import annotations

import re

from ...language.calendar_words import CALENDAR_WORDS
from ...language.tokens import LETTERS_AND_DIGITS
from ...language.words import stem

# What may sit between the words of one name ("Harbour Inn – Westside", "Dr. Noa Brandt-Lopez"). Why: a full
# stop, comma or colon ends the name; these never do.
_JOINERS = r"[ \t]*(?:[-–—/(][ \t]*)?"
_NEXT_WORD = re.compile(rf"^{_JOINERS}(?P<word>[A-Z][\w'’&.-]*)")


def _tokens(value: str) -> list[str]:
    return LETTERS_AND_DIGITS.findall(value.lower())


def other_name_tail(text: str, end: int, matched: str, value: str) -> str | None:
    """The claim's word that carries a shortened name on differently: `matched` (the claim's words at
    text[..end]) are the leading words of `value`, and the claim's next capitalised word is not the value's
    next word. None when the claim stops where a shortened name may stop, or carries on with the value."""
    said, held = _tokens(matched), _tokens(value)
    if not said or len(said) >= len(held) or held[:len(said)] != said:
        return None
    m = _NEXT_WORD.match(text[end:])
    if not m:
        return None
    word = m.group("word")
    nxt = _tokens(word)[:1]
    if not nxt or nxt[0] in CALENDAR_WORDS:
        return None  # "Local delivery Friday": a day after the name, not more of it
    # "Dino Dig Kits" of Dino Dig Kit, "Kaveri 55-inch TV" of Kaveri 55-inch 4K LED TV: the value's own words
    # carried on (a plural, a word skipped), which shorten the name rather than change it
    return None if stem(nxt[0]) in {stem(w) for w in held[len(said):]} else word


# Titles written before a person's name. Why: "Dr. Kim" names a person as "Dr. Ana Kim" does; the full stop
# after the title does not end a sentence, and the name after it must be the record's person.
TITLES = r"(?:Dr|Mr|Mrs|Ms|Mx|Prof|Professor|Sir|Dame|Rev|Capt|Captain|Coach|Nurse|Officer)"
_TITLED = re.compile(rf"\b(?P<title>{TITLES})\.?\s+(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)")

# A short code of letters and a digit or two ("P1", "B12", "T3"). Why: such values are compared as written,
# and a claim's short code where the record's field of that kind holds another is another value.
SHORT_CODE = re.compile(r"\b[A-Z]{1,3}\d{1,2}\b")


def titled_names(text: str) -> list[tuple[int, int, str, str]]:
    """(start, end, title, name) for each titled name in the text."""
    return [(m.start(), m.end(), m.group("title"), m.group("name")) for m in _TITLED.finditer(text)]


def titled_name_differs(title: str, name: str, value: str) -> bool | None:
    """None when the value names no person with that title; else whether the claim's name is not the value's."""
    held = _TITLED.match(value.strip())
    if held is None or held.group("title").lower().rstrip(".") != title.lower().rstrip("."):
        return None
    return not set(_tokens(name)) & set(_tokens(value))


def surname_of(name: str, value: str) -> bool:
    """Whether an untitled person's name (`value`, "Abena Kyei") ends with the titled name's last word and holds
    all its words: "Mrs Kyei" and "Dr. Ana Kim" name that person, as a letter addresses them."""
    said, held = _tokens(name), _tokens(value)
    return len(held) >= 2 and _TITLED.match(value.strip()) is None and bool(said) and said[-1] == held[-1] \
        and set(said) <= set(held)


def short_codes(text: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group(0)) for m in SHORT_CODE.finditer(text)]
