"""The language layer holds the one stop list (core/language/stopwords.py): every reader's stop words are a
named subset of it, and no other module of the core or the store defines a list of its own."""
import ast
from pathlib import Path

import pytest

from halcheck_tui.core.language import stopwords
from halcheck_tui.core.language.english import FUNCTION_WORDS

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
