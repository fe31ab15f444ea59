"""Flags: the yes or no a leaf states, and the words a claim names it and says its yes or no with."""
from __future__ import annotations

import re
from collections.abc import Sequence

from ....language.tokens import letter_word_spans
from ....language.words import stem as _stem
from ....values.leaf_values import leaf_number
from .findings import Alignment
from .leaves import Leaf, is_money_leaf
from .vocabulary import INCLUDED_KEYS, LIGHT, POLAR_KEYS, same_word


def flag_key(leaf: Leaf) -> list[str]:
    """The words that name a flag: its key words, light ones and yes/no words aside (when others remain)."""
    key = [w for w in leaf.key_words if w not in LIGHT]
    subject = [w for w in key if w not in POLAR_KEYS]
    return subject if subject and len(subject) < len(key) and isinstance(leaf.value, bool) else key


def modal_before(text: str, end: int, leaf: Leaf, key: Sequence[str]) -> bool:
    """A modal before the flag's words ("can be turned on later" says what may happen, not what the flag is);
    when the claim named only the flag's subject, its own yes/no word just after counts as the flag's words."""
    reduced = len(key) < len([w for w in leaf.key_words if w not in LIGHT])
    return bool(re.search(r"\b(?:can|could|may|might|will|would|should|must)\b", text[:end + (25 if reduced else 0)],
                          re.IGNORECASE))


def polar_said(text: str, leaf: Leaf, key: Sequence[str]) -> bool:
    """"Roaming is switched on": the flag's subject followed by a verb and a yes/no word of the claim's own."""
    if len(key) == len([w for w in leaf.key_words if w not in LIGHT]):
        return False
    for m in letter_word_spans(text):
        if same_word(_stem(m.group(0).lower()), key[0]) and re.match(
                r"\s+(?:is|are|was|were|has been|have been|'s)\s+(?:now\s+|still\s+|not\s+|already\s+)*"
                r"(?:switched|turned|set|enabled|disabled|active|inactive|on|off)\b", text[m.end():], re.IGNORECASE):
            return True
    return False


def flag_value(leaf: Leaf) -> bool | None:
    """The yes/no a leaf states: a true/false field, an empty list, or a count of included things (0 is no)."""
    if isinstance(leaf.value, bool):
        return leaf.value
    if leaf.is_count and leaf.value == 0:
        return False
    number = leaf_number(leaf.value) if not leaf.is_count and not isinstance(leaf.value, str) else None
    if number is not None and number == int(number) and number >= 0 and not is_money_leaf(leaf) \
            and any(w in INCLUDED_KEYS for w in leaf.key_words):
        return number > 0
    return None


# A state word followed by where or onto what ("booked to <port>", "moved onto <flight>"). Why: the word then
# says where the thing goes, and the value after it (matched to its own field) settles that, not the status.
_WHERE = re.compile(r"\s+(?:to|onto|into|via)\s+(?:the\s+)?", re.IGNORECASE)


def says_where(text: str, end: int, result: Alignment) -> bool:
    m = _WHERE.match(text, end)
    return bool(m) and any(f.ok and f.start == m.end() for f in result.findings)


ABSENCE = re.compile(r"\b(?:no|zero|(?:won't|will not|isn't|is not|aren't|are not)\s+(?:be\s+)?any|without\s+any)\s+"
                      r"(?:(?:further|more|other|additional|remaining|outstanding|extra|new)\s+)?"
                      r"(?P<noun>[a-z]+)(?:\s+(?P<noun2>[a-z]+))?", re.IGNORECASE)

