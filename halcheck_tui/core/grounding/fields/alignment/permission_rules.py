"""Permitted actions: a yes/no field of what the customer may do with a thing, read by a claim that says they
can, or cannot, do it."""
from __future__ import annotations

import re

from ....language.words import stem as _stem
from ..lexicon import PERMITTED_ACTIONS
from .findings import Finding, overlaps
from .run import AlignmentRun
from .vocabulary import LIGHT, words_of

# A modal of ability or permission before the action; the first group is its negated form.
_MAY = re.compile(r"\b(?:(?P<no>can't|cannot|can not|may not|won't be able to|will not be able to|aren't able to|"
                  r"are not able to)|can|may|are able to|will be able to|get to)\s+(?:still\s+|also\s+|just\s+)?",
                  re.IGNORECASE)
_OBJECT_WORDS = 4  # "carry on using the spare charging dock": the thing a few words after its verb


def permitted_actions(run: AlignmentRun) -> None:
    """"You may go on using the dock" against a true/false field whose key is a thing and an action
    ("dock_reuse"): the claim's can or cannot agrees with the field's yes or no, or is ruled out by it."""
    text = run.text
    for leaf in run.scoped:
        if not isinstance(leaf.value, bool):
            continue
        key = [w for w in leaf.key_words if w not in LIGHT]
        actions = [w for w in key if w in PERMITTED_ACTIONS]
        if len(key) != 2 or len(actions) != 1:
            continue
        thing = next(w for w in key if w != actions[0])
        span = _said(text, PERMITTED_ACTIONS[actions[0]], thing)
        if span is None or overlaps(span[0], span[1], run.covered):
            continue
        start, end, said_yes = span
        ok = said_yes == leaf.value
        run.covered.append((start, end))
        run.result.findings.append(Finding("flag", start, end, text[start:end], ok, leaf,
                                           f"{leaf.path} = {str(leaf.value).lower()}" + ("" if ok else
                                           f": the claim says {'yes' if said_yes else 'no'}")))


def _said(text: str, action: re.Pattern, thing: str) -> tuple[int, int, bool] | None:
    """Where the claim says the action may (or may not) be done to the thing: the span from the action to the
    thing's word, and whether it says yes."""
    for modal in _MAY.finditer(text):
        verb = action.match(text, modal.end())
        if verb is None:
            continue
        for word in list(re.finditer(r"[\w'-]+", text[verb.end():]))[:_OBJECT_WORDS]:
            if any(_stem(w) == thing for w in words_of(word.group())):
                return verb.start(), verb.end() + word.end(), modal.group("no") is None
    return None
