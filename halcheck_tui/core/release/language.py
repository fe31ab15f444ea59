"""A reply mostly not in English goes to a person, with a note saying why (issue 37 item 5).

halcheck reads English only (language/english.py). Checked anyway, such a reply's claims all fail and it is
withheld without a word of why, which a support agent reads as "halcheck found errors". Instead the decision
is `review`: nothing is sent automatically, and the trace, the report and the TUI say the language is not
supported, so the reply is checked by someone who reads it.
"""
from __future__ import annotations

from dataclasses import replace

from ..language.english import mostly_not_english
from ..types import Decision, Outcome
from .policy import Release

LANGUAGE_NOTE = ("the reply is mostly not in English: halcheck reads English only, so its claims were not "
                 "judged; a person who reads the language must check it")


def not_english(draft: str) -> bool:
    return mostly_not_english(draft)


def language_review(release: Release, draft: str, withheld_message: str) -> Release:
    """`release`, or for a reply mostly not in English: review, withheld from automatic sending."""
    if not not_english(draft):
        return release
    return replace(release, decision=Decision.REVIEW, outcome=Outcome.WITHHELD, final_text=withheld_message,
                   kept_sentences=(), explanation=LANGUAGE_NOTE)
