"""A refused call's effect said to be in force: "the hold on card 41 is in place" (place_hold refused), "your new
pin is now live" (change_pin refused). The claim's subject is the call's action as a noun (its verb and its
object side by side, or "<verb> of <object>") or, for a call that makes something new, "new <object>"; its
predicate says that thing stands. The case's only record of the action is the refusal, so whatever a record
field near it says, the effect is NOT_EXECUTED.

Nothing here knows a tool: the tables are how English says that something is in force.
"""
from __future__ import annotations

import re

from ...language.negation import CONTRACTED_NOT, either
from ...language.tokens import dotted_tool_name_parts

# Predicates that say a thing stands. Why each: "in place" / "in effect" / "live" / "active" say it holds now;
# "set up", "done", "complete", "through", "processed" say it was carried out.
_IN_FORCE = (r"(?:is|are|'s|'re|has been|have been|was|were)\s+(?:now\s+|all\s+|already\s+|fully\s+)*"
             r"(?:in place|in effect|live|active|set up|done|complete|completed|through|processed)\b"
             r"|(?:has|have)\s+(?:now\s+|already\s+)?(?:gone through|taken effect)|\b(?:went through|took effect)\b")
# Verbs whose call makes a new thing: "new <object>" is what they would have made.
_MAKING_VERBS = frozenset("change replace swap switch issue create reset renew reissue generate assign open "
                          "upgrade set add activate".split())
_GAP = r"(?:\s+[\w#'-]+){0,6}?\s+"  # a few words between the subject and its predicate, in one clause


def _tool_words(tool: str) -> tuple[str, list[str]]:
    words = [w.lower() for w in dotted_tool_name_parts(tool) if w]
    return (words[0] if words else tool.lower()), [w for w in words[1:] if len(w) > 2]


def _form(word: str) -> str:
    """A word's forms by its first letters ("cancel" -> cancelled, cancellation; "number" -> numbers)."""
    return rf"{re.escape(word[:max(4, len(word) - 2)])}\w*"


def in_force_span(text: str, tool: str) -> tuple[int, int] | None:
    """Where the claim says the effect of `tool`'s action stands (the predicate's span), or None."""
    verb, objects = _tool_words(tool)
    if not objects:
        return None
    subjects = []
    for noun in objects:
        subjects += [rf"\b{_form(verb)}\s+(?:\w+\s+)?{_form(noun)}", rf"\b{_form(noun)}\s+{_form(verb)}",
                     rf"\b{_form(verb)}\s+of\s+(?:(?:your|the|this|that|my)\s+)?{_form(noun)}"]
        if verb in _MAKING_VERBS:
            subjects.append(rf"\bnew\s+(?:\w+\s+)?{_form(noun)}")
    for subject in subjects:
        m = re.search(rf"(?:{subject}){_GAP}(?P<pred>{_IN_FORCE})", text, re.IGNORECASE)
        if m and not re.search(rf"[,;:]|\b(?:{either('not', 'never', 'no')})\b|{CONTRACTED_NOT}\b", text[m.start():m.start("pred")], re.IGNORECASE) \
                and not re.match(rf"\S*\s+(?:{either('not', CONTRACTED_NOT)})\b", text[m.start("pred"):], re.IGNORECASE):
            return m.start("pred"), m.end("pred")
    return None
