"""How the core cuts text into words: the one tokenizer, as a few named word patterns (issue 39 item 2).

Every reader that splits a text, a record's key or a tool's name into words takes its pattern from here;
tests/test_language_layer.py finds a word pattern written anywhere else in the core. The variants differ in
what a word may hold (ASCII letters only; letters of any script and digits; an inner apostrophe, hyphen or
figure mark) because their readers compare the words with different things: a rule's word list spells plain
letters, a BM25 term keeps "1,200" whole, a name keeps "O'Brien" whole. Two readers that cut the same way use
the same variant; a variant stays separate only where some text is cut differently by its neighbour.

Case: a function says whether it lower-cases. `letter_words` lower-cases first, then cuts, which is not the
same as cutting and then lower-casing: "İ" and the Kelvin sign lower-case to ASCII letters (an "i" with a
combining dot, a "k").
"""
from __future__ import annotations

import re
from collections.abc import Iterator

# --- words of prose: ASCII letters --------------------------------------------------------------------------

LETTER_RUN = re.compile(r"[A-Za-z]+")
"""A run of ASCII letters: a word as the rule tables spell one. Anything else ends it: an apostrophe ("don't" is
"don" and "t"), a hyphen ("non-refundable" is two words), a digit, an accented letter. The reader most rules use,
since their word lists hold plain letters only."""

LETTER_RUN_IGNORING_CASE = re.compile(LETTER_RUN.pattern, re.IGNORECASE)
"""LETTER_RUN read with IGNORECASE, as a pattern that also reads other words case-blind must: it takes four
non-ASCII letters too, those whose other case is an ASCII letter (İ, ı, ſ and the Kelvin sign)."""

LETTERS_AND_APOSTROPHES = re.compile(r"[A-Za-z']+")
"""ASCII letters and straight apostrophes: a contraction is one word ("don't", "we'll"), so a count of words
or the word at a seam is not thrown by one; a lone quote mark counts as a word."""

LETTERS_AND_HYPHENS = re.compile(r"[A-Za-z-]+")
"""ASCII letters and hyphens: a compound is one word ("non-refundable", "re-sent"), so a word list's entry is
not found inside one; a lone dash counts as a word."""

LETTER_LED_NAME_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
"""A letter, then letters, apostrophes and hyphens: a word of a name ("O'Brien", "Brandt-Lopez"); a mark on its
own is no word, so the last word of "Harbour Inn -" is "Inn"."""

LETTER_LED_WORD = re.compile(r"[A-Za-z][\w'-]*")
"""A letter, then word characters, apostrophes and hyphens: a word of a noun phrase, a code in it whole ("A4",
"covid-19"); a word that starts with a digit ("4 April") is skipped up to its first letter."""


def letter_words(text: str) -> list[str]:
    """The LETTER_RUNs of the lower-cased text: "We've sent it" -> ["we", "ve", "sent", "it"]."""
    return LETTER_RUN.findall(text.lower())


def letter_runs(text: str) -> list[str]:
    """The LETTER_RUNs of the text as written, case kept: "Sent to Ana" -> ["Sent", "to", "Ana"]."""
    return LETTER_RUN.findall(text)


def letter_word_spans(text: str) -> Iterator[re.Match]:
    """Each LETTER_RUN of the text as written, with where it stands."""
    return LETTER_RUN.finditer(text)


def is_lower_case_word(text: str) -> bool:
    """Whether the whole text is one LETTER_RUN in lower case ("approved", not "on hold" or "Approved")."""
    return LETTER_RUN.fullmatch(text) is not None and text.islower()


# --- words of prose: letters and digits of any script -------------------------------------------------------

WORD_CHARACTERS = re.compile(r"\w+")
"""A run of word characters as Python reads them: letters and digits of any script, and the underscore. For
comparing two texts word for word (a quotation, the words a rewrite kept), where no list is consulted."""

LETTERS_AND_DIGITS = re.compile(r"[^\W_]+")
"""Letters and digits of any script; the underscore and every mark end it: the words of a name or of a coded
value ("Harbour Inn – Westside", FAMILIES_ANNUAL)."""

WORD_WITH_ONE_APOSTROPHE = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
"""Letters and digits of any script, with at most one inner apostrophe ("hasn't", "it's", "Ana's"): a word as
the record alignment compares it with a field's words."""

LETTER_WORD_WITH_ONE_APOSTROPHE = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
"""Letters of any script, with at most one inner apostrophe, digits left out: a word as a language's function
words are counted ("l'ordre", "qu'il"); a figure is no word of any language."""

WORD_WITH_APOSTROPHES = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*")
"""Letters and digits of any script, joined by straight or curly apostrophes ("customer's", "don’t"): a word
as the confidence level counts content words, however the draft writes its apostrophes."""

WORD_WITH_INNER_MARKS = re.compile(r"[^\W_]+(?:[.,'][^\W_]+)*")
"""Letters and digits of any script, joined by an inner full stop, comma or apostrophe: a figure stays whole
("118.84", "1,200") and so does a contraction; a mark at a word's end is punctuation. A retrieval term."""

VALUE_WORD = re.compile(r"[A-Za-z0-9][\w-]*")
"""A letter or digit, then word characters and hyphens: a word of a tool call's argument ("A-4417", "exam",
"6"), looked for in a claim as the call wrote it."""

# --- words of prose: whatever stands between spaces ---------------------------------------------------------

SPACED_WORD = re.compile(r"\S+\s*")
"""A run of anything but spaces, with the spaces after it: a word of a text as a word diff compares it, marks
and all, so that the pieces join back into the text."""


# --- words of a key or a tool's name ------------------------------------------------------------------------

CAMEL_HUMP = re.compile(r"(?<=[a-z])(?=[A-Z])")
"""Between a lower-case letter and a capital: where a camelCase key's words meet ("statusCode")."""

CAMEL_HUMP_OR_ACRONYM_END = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
"""CAMEL_HUMP, after a digit too ("tier2Price"), and where a run of capitals gives way to a word
("amountUSDCents"): where a unit key's words meet, so an acronym that names a currency or unit stays one word."""

KEY_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
"""A word of a key as written: a camelCase hump, a run of capitals (an acronym) or a run of digits; every
separator ("_", "-", ".") and the case change end it ("supersededBy", "superseded_by")."""

TOOL_NAME_BREAK = re.compile(rf"[_\-\s]+|{CAMEL_HUMP.pattern}")
"""Between the words of a tool's name (cancel_plan, renewLicence, "send gift"); a dot is kept in a word."""

DOTTED_TOOL_NAME_BREAK = re.compile(rf"[_\-\s.]+|{CAMEL_HUMP.pattern}")
"""TOOL_NAME_BREAK, with a dot between words too (billing.refund_fee)."""

_NOT_KEY_LETTER_OR_DIGIT = re.compile(r"[^a-z0-9]+")
_NOT_UNIT_KEY_CHARACTER = re.compile(r"[^a-z0-9%]+")
_NOT_UNIT_LETTER = re.compile(r"[^a-z%]+")
_DIGIT_LED_KEY_WORD = re.compile(r"\d+[a-z]+")


def spaced_camel_case(key: str) -> str:
    """The key with a space at each CAMEL_HUMP: "statusCode" -> "status Code"."""
    return CAMEL_HUMP.sub(" ", key)


def key_letter_words(key: str) -> list[str]:
    """The lower-cased letter words of a key, split at its humps too: "endsOn_date" -> ["ends", "on", "date"]."""
    return letter_words(spaced_camel_case(key))


def key_words(key: str) -> tuple[str, ...]:
    """`supersededBy`, `superseded_by`, `Superseded-By` -> ('superseded', 'by')."""
    return tuple(w.lower() for w in KEY_WORD.findall(str(key)))


def key_words_and_codes(key: str) -> list[str]:
    """The lower-cased words of a key or dot path: letter words, and a word led by digits kept whole (a word:
    "401k", "per_1k"); other digits are list indices or counts and are dropped ("events.2", "last5").
    'shipment.events.2.statusCode' -> ['shipment', 'events', 'status', 'code']."""
    words: list[str] = []
    for token in _NOT_KEY_LETTER_OR_DIGIT.split(spaced_camel_case(key).lower()):
        words += [token] if _DIGIT_LED_KEY_WORD.fullmatch(token) else letter_words(token)
    return words


def unit_key_words(key: str) -> list[str]:
    """The lower-cased words of a key that may name a unit, split at CAMEL_HUMP_OR_ACRONYM_END, "%" kept in a
    word and digit-only words dropped: "amountUSDCents" -> ["amount", "usd", "cents"], "rate_%" -> ["rate",
    "%"]."""
    spaced = CAMEL_HUMP_OR_ACRONYM_END.sub(" ", key)
    return [w for w in _NOT_UNIT_KEY_CHARACTER.split(spaced.lower()) if w and not w.isdigit()]


def unit_key_pieces(key: str) -> list[str]:
    """A key cut at its humps and at everything but letters and "%", lower-cased, empty pieces kept (so the last
    piece is empty when the key ends in a digit or a mark): "weightKg" -> ["weight", "kg"]."""
    return _NOT_UNIT_LETTER.split(spaced_camel_case(key).lower())


def tool_name_parts(tool: str) -> list[str]:
    """The tool's name cut at TOOL_NAME_BREAK, case kept, empty parts kept: "cancel_plan" -> ["cancel", "plan"]."""
    return TOOL_NAME_BREAK.split(tool)


def dotted_tool_name_parts(tool: str) -> list[str]:
    """The tool's name cut at DOTTED_TOOL_NAME_BREAK, case kept, empty parts kept."""
    return DOTTED_TOOL_NAME_BREAK.split(tool)
