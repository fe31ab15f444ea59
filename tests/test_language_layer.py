"""The language layer holds the one stop list (core/language/stopwords.py), the one inventory of negation words
(core/language/negation.py) and the one definition of a sentence's end with the one abbreviation list
(core/language/sentences.py): every reader's stop words, negation words and abbreviations are a named subset of
them, and no other module of the core (or, for stop words, the store) defines a list or a pattern of its own. The
one tokenizer (core/language/tokens.py) holds every pattern that cuts text, a key or a tool's name into words, and
core/language/numbers.py the one table of number words."""
import ast
import re
from pathlib import Path

import pytest

from halcheck_tui.core.language import negation, sentences, stopwords, tokens
from halcheck_tui.core.language.calendar_words import MONTH_ABBREVIATIONS
from halcheck_tui.core.language.english import FUNCTION_WORDS
from halcheck_tui.core.language.numbers import CARDINALS, ORDINALS, TENS
from halcheck_tui.core.language.tokens import letter_words

PACKAGE = Path(__file__).resolve().parent.parent / "halcheck_tui"
SUBSETS = ("TERM_MATCHING", "CONTENT_SHARE", "EFFECT_CONTEXT", "GOVERNED_ACTION", "POLICY_SENTENCE", "STORED_TEXT")


@pytest.mark.parametrize("name", SUBSETS)
def test_each_readers_stop_words_are_a_subset_of_the_one_list(name: str) -> None:
    assert getattr(stopwords, name) <= stopwords.STOP_WORDS
    assert FUNCTION_WORDS <= stopwords.STOP_WORDS


def word_lists(path: Path) -> list[tuple[int, list[str]]]:
    """Every `frozenset("...".split())` or `set("...".split())` in a module, with its words."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("frozenset", "set") \
                and node.args and isinstance(node.args[0], ast.Call) and isinstance(node.args[0].func, ast.Attribute) \
                and node.args[0].func.attr == "split" and isinstance(node.args[0].func.value, ast.Constant):
            found.append((node.lineno, str(node.args[0].func.value.value).split()))
    return found


def test_the_finder_sees_a_stop_list() -> None:
    lists = word_lists(PACKAGE / "core" / "language" / "english.py")
    assert any(len(words) > 100 for _, words in lists)


def test_no_second_stop_list_in_the_core_or_the_store() -> None:
    """A word list of 20 or more words, nearly all of them stop words, is a stop list: it belongs in the
    language layer as a named subset (a rule's own grammatical table, such as linking words, holds fewer)."""
    second = []
    for path in [*(PACKAGE / "core").rglob("*.py"), *(PACKAGE / "store").rglob("*.py")]:
        if path.parent.name == "language":
            continue
        for line, words in word_lists(path):
            share = sum(w.lower() in stopwords.STOP_WORDS for w in words) / len(words)
            if len(words) >= 20 and share >= 0.85:
                second.append(f"{path.relative_to(PACKAGE)}:{line} ({len(words)} words, {share:.0%} stop words)")
    assert not second, second


NEGATION_SUBSETS = ("VERB_NEGATORS", "NEGATORS", "PLAIN_NEGATORS", "NEGATORS_AND_LIMITS", "NEGATORS_BEFORE_A_VERB",
                    "WORD_NEGATORS")


@pytest.mark.parametrize("name", NEGATION_SUBSETS)
def test_each_readers_negation_words_are_a_subset_of_the_one_inventory(name: str) -> None:
    assert set(getattr(negation, name)) <= negation.NEGATIONS
    assert stopwords.NEGATORS <= negation.NEGATIONS


def test_a_reader_cannot_negate_with_an_unlisted_word() -> None:
    with pytest.raises(ValueError, match="nope"):
        negation.either("not", "nope")


@pytest.mark.parametrize(("name", "text", "negated"), [
    ("VERB_NEGATION", "the parcel has not shipped", True),
    ("VERB_NEGATION", "it hasn't arrived", True),
    ("VERB_NEGATION", "the form is yet to be sent", True),
    ("VERB_NEGATION", "you mustn't wait", True),  # any n't contraction, listed or not
    ("VERB_NEGATION", "there is no charge", False),  # "no" negates a noun, not a verb
    ("VERB_NEGATION", "the notice arrived", False),
    ("NEGATION", "no reply is needed", True),
    ("NEGATION", "it came without a label", True),
    ("NEGATION", "nothing is owed", True),
    ("NEGATION", "a no-cost option", False),  # a hyphenated compound negates nothing
    ("NEGATION", "a not-for-profit group", False),
    ("NEGATION", "the notebook is new", False),
    ("PLAIN_NEGATION", "neither the box nor the lid", True),
    ("PLAIN_NEGATION", "it cannot be washed", True),
    ("PLAIN_NEGATION", "it isn't washable", True),
    ("PLAIN_NEGATION", "it is washable", False),
    ("NEGATION_OR_LIMIT", "open only on weekdays", True),
    ("NEGATION_OR_LIMIT", "a non-transferable ticket", True),
    ("NEGATION_OR_LIMIT", "we don't send it", True),
    ("NEGATION_OR_LIMIT", "we send it", False),
    ("NEGATION_JUST_BEFORE", "a review does not ", True),
    ("NEGATION_JUST_BEFORE", "a review will not normally ", True),
    ("NEGATION_JUST_BEFORE", "it won't ", True),
    ("NEGATION_JUST_BEFORE", "not that a review would then ", False),  # more than two words away
    ("NEGATION_JUST_BEFORE", "a review does ", False),
])
def test_each_named_negation_pattern_reads_english(name: str, text: str, negated: bool) -> None:
    assert bool(getattr(negation, name).search(text)) is negated


@pytest.mark.parametrize(("text", "word"), [
    ("no further payments are due", "payments"),
    ("there are not any more fees", "fees"),
    ("it won't be sent", "sent"),
    ("none remaining outstanding tickets", "tickets"),
])
def test_the_negated_word_is_past_the_words_that_quantify_it(text: str, word: str) -> None:
    m = negation.NEGATED_WORD.search(text)
    assert m and m.group(1) == word


_NEGATOR_ALONE = re.compile(r"(?:^|[|(:>])(?:not|never|no|none|nothing|neither|nor|without|cannot)(?=[|)])")
_ANY_CONTRACTION = re.compile(r"(?:^|[|(:>])n't")
_WHOLE_WORD_NEGATOR = re.compile(r"\\b(?:not|never)\\b")


def negation_patterns(source: str) -> list[tuple[int, str]]:
    """Every string in a module that writes a general negation as a regex: the n't ending as an alternative of its
    own (any contracted auxiliary), two or more of the negative words as alternatives, or "not"/"never" as a whole
    word. A phrase that names one negated form ("couldn't refund", "won't be able to") is its reader's own table,
    and prose ("we don't refund") never has a bar or a bracket before its n't."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and (
                _ANY_CONTRACTION.search(node.value) or len(_NEGATOR_ALONE.findall(node.value)) >= 2
                or _WHOLE_WORD_NEGATOR.search(node.value)):
            found.append((node.lineno, node.value))
    return found


NEGATION_SAMPLE = r'''
A = re.compile(r"\b(?:not|never)\s+")
B = r"\b(?:is|are)(?:\s+not|n't)\b"
C = r"\bnever\b"
D = r"\b(?:couldn't|can't) send\b"
E = "We don't send it."
'''
"""Lines 2 to 4 write a negation of their own; line 5 names one negated phrase, line 6 is prose."""


def test_the_finder_sees_a_negation_pattern() -> None:
    assert sorted(line for line, _ in negation_patterns(NEGATION_SAMPLE)) == [2, 3, 4]
    assert negation_patterns((PACKAGE / "core" / "language" / "negation.py").read_text(encoding="utf-8"))


def test_no_negation_pattern_outside_the_language_layer() -> None:
    """A reader takes its negation words from core/language/negation.py: a named pattern, or `either` and
    `CONTRACTED_NOT` inside a pattern of its own structure."""
    second = [f"{path.relative_to(PACKAGE)}:{line} {text[:60]!r}"
              for path in (PACKAGE / "core").rglob("*.py") if path.parent.name != "language"
              for line, text in negation_patterns(path.read_text(encoding="utf-8"))]
    assert not second, second


@pytest.mark.parametrize("name", ("SENTENCE_FINAL_ABBREVIATIONS", "STORED_TEXT_ABBREVIATIONS"))
def test_each_splitters_abbreviations_are_a_subset_of_the_one_list(name: str) -> None:
    assert getattr(sentences, name) <= sentences.ABBREVIATIONS


def test_the_named_sentence_ends_read_english() -> None:
    assert sentences.SPACE_AFTER_SENTENCE.split("It shipped. Did it arrive? Yes! ok") == [
        "It shipped.", "Did it arrive?", "Yes!", "ok"]
    assert sentences.SPACE_AFTER_SENTENCE_OR_LINE_BREAK.split("One.\nTwo three. Four") == ["One.", "Two three.", "Four"]
    assert [m.group(0) for m in sentences.SENTENCE_END.finditer('He said "no…” and left.)')] == ["…”", ".)"]
    assert [m.group(0) for m in sentences.SENTENCE_END_BEFORE_SPACE.finditer('It is $118.84. "Yes."')] == [".", '."']


_SENTENCE_SPLIT = re.compile(r"\(\?<=\[(?:\\?[.!?…]){3,4}\]\)|\[(?:\\?[.!?…]){3,4}\]\+")


def sentence_end_patterns(source: str) -> list[int]:
    """Lines of a module whose strings split text at a sentence's end: a run of sentence marks ("[.!?]+") or a
    split after one ("(?<=[.!?])"). A pattern that reads one mark to find where a sentence starts is no splitter."""
    return sorted(node.lineno for node in ast.walk(ast.parse(source))
                  if isinstance(node, ast.Constant) and isinstance(node.value, str) and _SENTENCE_SPLIT.search(node.value))


# The months' short forms belong to the one month vocabulary (core/language/calendar_words.py), which the abbreviation
# list reads; tests/test_vocabulary.py finds a second month list.
_NOT_MONTHS = sentences.ABBREVIATIONS - set(MONTH_ABBREVIATIONS)


def abbreviation_lists(source: str) -> list[int]:
    """Lines of a module that list 4 or more abbreviations (months aside), at least half of its strings: a set,
    list or tuple of strings, or a `"...".split()`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Set, ast.List, ast.Tuple)):
            words = [e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "split" \
                and isinstance(node.func.value, ast.Constant) and isinstance(node.func.value.value, str):
            words = node.func.value.value.split()
        else:
            continue
        known = {w.lower().removesuffix(".") for w in words} & _NOT_MONTHS
        if len(known) >= 4 and len(known) >= len(set(words)) / 2:
            found.append(node.lineno)
    return sorted(found)


SENTENCE_SAMPLE = r'''
A = re.compile(r"[.!?]+[\"')\]]*")
B = re.split(r"(?<=[.!?])\s+", text)
C = {"e.g.", "i.e.", "etc.", "mr.", "dr."}
D = frozenset("mr mrs dr st and".split())
E = re.compile(r"(?<![.!?]\s)[A-Z]\w+")
F = {"Mr", "Dr", "The", "This", "That", "It", "We", "You", "Yes"}
'''
"""Lines 2 and 3 split at a sentence's end, lines 4 and 5 list abbreviations; line 6 reads one mark to find a
sentence's start, line 7 lists capitalised words a few of which are abbreviations."""


def test_the_finders_see_a_sentence_end_and_an_abbreviation_list() -> None:
    assert sentence_end_patterns(SENTENCE_SAMPLE) == [2, 3]
    assert abbreviation_lists(SENTENCE_SAMPLE) == [4, 5]


def test_no_sentence_end_or_abbreviation_list_outside_the_language_layer() -> None:
    second = [f"{path.relative_to(PACKAGE)}:{line}"
              for path in (PACKAGE / "core").rglob("*.py") if path.parent.name != "language"
              for find in (sentence_end_patterns, abbreviation_lists)
              for line in find(path.read_text(encoding="utf-8"))]
    assert not second, second


def test_the_language_layer_imports_nothing_above_it() -> None:
    """General English sits under every level: a module of core/language that imported the value layer, the
    levels or the edge would make a cycle through everything that reads it."""
    above = []
    for path in sorted((PACKAGE / "core" / "language").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.level >= 2 or (node.module or "").startswith("halcheck_tui")):
                above.append(f"{path.name}:{node.lineno} imports {'.' * node.level}{node.module or ''}")
    assert not above, above


def test_the_weekdays_short_forms_come_from_the_one_calendar_vocabulary() -> None:
    assert sentences.WEEKDAY_ABBREVIATIONS == frozenset("mon tue wed thu fri sat sun".split())


_PLAIN_SENTENCE = "we sent the parcels today"
_PUNCTUATED_SENTENCE = "we sent, the parcels today."
_CAMEL_CASE_KEY = "shipmentStatus"


def _pieces(pattern: re.Pattern, text: str) -> list[str]:
    """The non-empty stretches of `text` between the pattern's matches (what a split at them gives)."""
    cuts = [0, *(at for m in pattern.finditer(text) for at in m.span()), len(text)]
    return [text[a:b] for a, b in zip(cuts[::2], cuts[1::2]) if b > a]


def tokenises(source: str) -> bool:
    """Whether a string, read as a regex, cuts text into words: each of its matches in a plain sentence is one
    word (with the spaces after it), a split at its matches gives a punctuated sentence's words, or it cuts a
    camelCase key at its hump. A pattern that finds some words (a capitalised one, the word after "is") or
    reads a word inside a longer phrase is no tokenizer."""
    try:
        pattern = re.compile(source)
    except (re.error, OverflowError, RecursionError):
        return False
    words, key = _PLAIN_SENTENCE.split(), ["shipment", "Status"]
    return [m.group(0).rstrip() for m in pattern.finditer(_PLAIN_SENTENCE)] == words \
        or _pieces(pattern, _PUNCTUATED_SENTENCE) == words \
        or [m.group(0) for m in pattern.finditer(_CAMEL_CASE_KEY)] == key \
        or _pieces(pattern, _CAMEL_CASE_KEY) == key


def word_patterns(source: str) -> list[tuple[int, str]]:
    """Every string in a module that cuts text or a key into words (see `tokenises`). A piece of an f-string and
    the joiner of a `.join` are parts of a pattern built around other words, not patterns of their own."""
    tree = ast.parse(source)
    parts = {id(node) for joined in ast.walk(tree) if isinstance(joined, ast.JoinedStr) for node in ast.walk(joined)}
    parts |= {id(node.func.value) for node in ast.walk(tree) if isinstance(node, ast.Call)
              and isinstance(node.func, ast.Attribute) and node.func.attr == "join"}
    return sorted((node.lineno, node.value) for node in ast.walk(tree)
                  if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in parts
                  and tokenises(node.value))


WORD_PATTERN_SAMPLE = r'''
A = re.findall(r"[a-z]+", text.lower())
B = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
C = [w for w in re.split(r"[^a-z0-9]+", key) if w]
D = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", key)
E = re.findall(r"\S+\s*", draft)
F = re.search(r"(?<=\s)[A-Z][a-z]+", text)
G = re.match(r"\s+([a-z]+)", text)
H = re.compile(rf"\b{word}(?![a-z])")
I = r"[\s_-]{1,3}".join(words)
J = re.match(r"[\w ]+", text)
'''
"""Lines 2 to 6 cut text or a key into words; line 7 finds a capitalised word, 8 the one word after spaces, 9 is
a piece of an f-string, 10 a joiner between a value's words, 11 reads a phrase."""

NOT_TOKENIZERS = {
    ("values/leaf_values.py", r"[\w./#-]+"): "the shape of each part of a code, read with fullmatch",
    ("values/leaf_values.py", r"[#A-Za-z0-9][\w./#:-]*"): "the shape of an identifier, read with fullmatch",
    ("values/times.py", r"[A-Za-z]+(?:/[A-Za-z0-9_+-]+){0,2}"): "the shape of a time zone's name, read with fullmatch",
}
"""Strings the finder takes for tokenizers that cut nothing into words: each checks that a whole value has a
shape. The list only shrinks."""


def test_the_finder_sees_a_word_pattern() -> None:
    assert [line for line, _ in word_patterns(WORD_PATTERN_SAMPLE)] == [2, 3, 4, 5, 6]
    variants = [p for name, p in vars(tokens).items() if isinstance(p, re.Pattern) and not name.startswith("_")]
    assert len(variants) > 10 and all(tokenises(p.pattern) for p in variants)


def test_no_word_pattern_outside_the_one_tokenizer() -> None:
    """A reader cuts text, a key or a tool's name into words with a variant of core/language/tokens.py; no other
    module of the core (the rest of the language layer included) writes a word pattern of its own."""
    core = PACKAGE / "core"
    second = [f"{path.relative_to(core)}:{line} {source!r}"
              for path in sorted(core.rglob("*.py")) if path != core / "language" / "tokens.py"
              for line, source in word_patterns(path.read_text(encoding="utf-8"))
              if (str(path.relative_to(core)), source) not in NOT_TOKENIZERS]
    assert not second, second


@pytest.mark.parametrize(("path", "source"), sorted(NOT_TOKENIZERS))
def test_each_allowed_shape_pattern_is_still_there(path: str, source: str) -> None:
    assert (PACKAGE / "core" / path).exists()
    assert source in [s for _, s in word_patterns((PACKAGE / "core" / path).read_text(encoding="utf-8"))]


# --- number words: one table (language/numbers.py) -------------------------------------------------------

_NUMBER_WORDS = (set(CARDINALS[2:]) | set(TENS) | set(ORDINALS)) - {"second"}  # "second" is also a unit of time


def _second_number_tables(source: str) -> list[int]:
    """Lines of a module that write three or more number words themselves: in a literal collection, in a
    split string or in a pattern (docstrings and comments aside): a second number-word table."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Expr):
            continue  # a docstring or a bare string says, it does not read
        if isinstance(node, (ast.Set, ast.List, ast.Tuple)):
            named = {e.value for e in node.elts if isinstance(e, ast.Constant) and e.value in _NUMBER_WORDS}
            if len(named) >= 3:
                lines.append(node.lineno)
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Constant) and isinstance(child.value, str):
                named = {w for w in letter_words(child.value) if w in _NUMBER_WORDS}
                if len(named) >= 3:
                    lines.append(child.lineno)
    return sorted(set(lines))


def test_the_finder_sees_a_number_word_table() -> None:
    assert _second_number_tables('UNITS = frozenset("one two three four".split())\n') == [1]
    assert _second_number_tables('_N = re.compile(r"\\b(?:two|three|four)\\b")\n') == [1]
    assert _second_number_tables('def f():\n    """Reads "two", "three" and "four"."""\n') == []


def test_no_number_word_table_outside_the_language_layer() -> None:
    core = PACKAGE / "core"
    second = [f"{path.relative_to(core)}:{line}" for path in sorted(core.rglob("*.py")) if "language" not in path.parts
              for line in _second_number_tables(path.read_text(encoding="utf-8"))]
    assert not second, second
