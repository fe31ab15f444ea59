"""A wrong state ("has been issued" where the record says queued) rewritten as the record's state: a short
phrase with the auxiliary the subject takes, said of the thing and never of the writer."""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..case import Evidence
from ..grounding.fields.records import MentionCheck
from ..grounding.fields.states import domain_for, normalise_state
from ..language.negation import CONTRACTED_NOT
from ..language.tokens import is_lower_case_word
from ..values.patterns import TRAILING_TIME_WORDS
from .draft_style import status_phrase
from .fix import CannotFix, Fix, locate
from .leaf_lookup import leaf_value
from .regex_cache import compiled
from .word_tables import PLURAL_AUXILIARIES, STATE_PHRASES

# The auxiliary before a state word belongs to the replaced span: "has been issued" -> "is queued for
# review", never "has been is queued for review".
_STATE_AUX = re.compile(
    rf"(?:\b(?P<aux>has|have|had|is|are|was|were|will|'s|'re)(?:\s+not|{CONTRACTED_NOT})?\s+(?:yet\s+)?(?:been\s+|be\s+)?"
    r"|\b(?P<neg>hasn't|haven't|isn't|aren't|wasn't|weren't|won't)\s+(?:yet\s+)?(?:been\s+|be\s+)?)"
    r"(?:already\s+|now\s+|just\s+|also\s+|successfully\s+|finally\s+|currently\s+|still\s+)?$", re.IGNORECASE)
def _reached_or_denied(phrase: str) -> bool:
    """Is a state said as reached (present perfect or simple past, negated or not) or denied for the future:
    "has been approved", "haven't yet been paid", "'s been sent", "were installed", "won't be refunded"?
    General English aspect, no business's words; read word by word from the auxiliary the phrase starts with."""
    words = [w.strip(".,;:!?") for w in phrase.lower().replace("\u2019", "'").replace(CONTRACTED_NOT, " not").split()]
    head, rest = words[:1], words[1:4]
    if head in (["was"], ["were"]):
        return True
    if head in (["has"], ["have"], ["'s"]):
        return "been" in rest
    return head in (["will"], ["wo"]) and rest[:1] == ["not"] and "be" in rest


# The object after an active verb, up to the next preposition, conjunction or punctuation.
_OBJECT = re.compile(r"^\s+(?P<obj>(?:your|the|this|that|our|my)\s+(?:[\w$£€'-]+\s+){0,3}?[\w'-]+)"
                     r"(?=\s*(?:[,.;:!?]|$)|\s+(?:to|for|on|by|at|in|with|from|and|but|so|because|which|as|until)\b)",
                     re.IGNORECASE)


# General English: verbs that take no object, whose past after "is" is not English ("is succeeded").
_INTRANSITIVE_PASTS = frozenset("succeeded failed occurred happened errored existed arrived departed".split())
# Prepositions a state phrase may begin with and still follow "is" ("is under review", "is on hold").
_LEADING_PREPOSITIONS = frozenset("under in on out awaiting pending at with without past".split())


# Values an API writes where nothing is there (general API English): no state to say a thing is in.
ABSENT_VALUES = frozenset({"none", "null", "nil", "n/a", "unknown"})


def state_phrase(value: Any, plural: bool) -> tuple[str, bool]:
    """(phrase, known): a state the state machines know in their phrase; any other value from its words."""
    if isinstance(value, bool):
        # A yes/no field ("is_refunded": false) says whether, not what state: "was refunded" -> "is false"
        # was written once (session 27); the claim is trimmed instead.
        raise CannotFix("a yes/no field has no state phrase a customer reads")
    if str(value).strip().lower().replace("_", " ") in ABSENT_VALUES:
        # "status": "NONE" says nothing is there to be in a state: "was declined" -> "is none" was written
        raise CannotFix(f"the status value {value!r} says nothing is there, so there is no state to write")
    known = domain_for(str(value))
    # A value the machines know under its own name gets their phrase; an alias keeps its own words
    # ("pending_review" -> "is pending review", not the machine's "is queued for review").
    if known is not None and (known[0].name, known[1]) in STATE_PHRASES and known[1] == normalise_state(value):
        return STATE_PHRASES[(known[0].name, known[1])][plural], True
    # Do no harm: a value the machines do not know is written only when "is <value>" reads as English: one word
    # that is no intransitive verb's past ("is approved", not "is succeeded"), or a phrase led by a preposition
    # ("is under assessment", "is in transit"); "is hold active", "is label issued" were written otherwise, and
    # the claim is trimmed instead.
    words = status_phrase(value)
    first = words.split()[0] if words else ""
    readable = is_lower_case_word(words) and words not in _INTRANSITIVE_PASTS \
        or compiled(r"[a-z][a-z ]{0,40}").fullmatch(words) and first in _LEADING_PREPOSITIONS
    if not readable:
        raise CannotFix(f"the status value {value!r} has no phrase a customer reads")
    return f"{'are' if plural else 'is'} {words}", False


def _said_of_the_writer(text: str, subject_start: int, end: int, value: Any, check: MentionCheck) -> Fix:
    """"I have issued your refund" -> "your refund is queued for review": the thing has the state, not us."""
    obj = _OBJECT.match(text[end:])
    if obj is None:
        raise CannotFix("the state is said of the writer and no object can take it")
    noun = obj.group("obj")
    plural = noun.split()[-1].lower().endswith("s") and not noun.split()[-1].lower().endswith("ss")
    phrase, _ = state_phrase(value, plural)
    return Fix(subject_start, end + obj.end(), f"{noun} {phrase}", check.evidence_id, check.field_path,
               check.reason, predicate=True)


def fix_state(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> list[Fix]:
    value = leaf_value(evidence, check)
    start, end = locate(text, check.mention.text, check.mention.start, check.mention.end)
    trailing = TRAILING_TIME_WORDS.match(text[end:])
    if trailing:
        end += trailing.end()
    aux = _STATE_AUX.search(text[:start])
    own_aux = compiled(r"(?P<aux>is|are|was|were|has|have)\b", re.IGNORECASE).match(text[start:end])
    if aux is None and own_aux is None:
        raise CannotFix("no auxiliary before the state word, so a replacement would not be grammatical")
    word = ((aux.group("aux") or aux.group("neg")) if aux else own_aux.group("aux")).lower()
    begin = aux.start() if aux else start
    subject = compiled(r"(?:^|\s)(?P<s>I|we|you|they)\s*$", re.IGNORECASE).search(text[:begin])
    if subject and subject.group("s").lower() in {"i", "we"}:
        return [_said_of_the_writer(text, subject.start("s"), end, value, check)]
    if not _reached_or_denied(text[begin:end]):
        # A state said as reached ("has been approved", "hasn't been paid", "were installed") or denied for the future ("won't be
        # paid") is what a record's state settles. Said otherwise it is as often a condition ("as long as they
        # haven't shipped", "or the transfer is cancelled"), a plan ("will be delivered by Friday") or another
        # word for the recorded state ("is closed" for SETTLED), and rewriting it made right replies wrong: on
        # the corpus's 24 writers, 2026-12-05, harm 118 -> 105 lines with this, no right repair lost.
        raise CannotFix("the state is not said as reached, so the record's state does not settle what to write")
    phrase, _ = state_phrase(value, word in PLURAL_AUXILIARIES)
    return [Fix(begin, end, phrase, check.evidence_id, check.field_path, check.reason, predicate=True)]
