"""A verb's past and base forms, for saying what a refused call would have done and reading what the
draft says was done."""
from __future__ import annotations

from .regex_cache import compiled
from .word_tables import BASE_OF_PAST, IRREGULAR_PAST


def past_of(verb: str) -> str:
    verb = verb.lower()
    if verb in IRREGULAR_PAST:
        return IRREGULAR_PAST[verb]
    if verb.endswith("e"):
        return verb + "d"
    if compiled(r"[^aeiou]y$").search(verb):
        return verb[:-1] + "ied"
    return verb + "ed"


def base_of(past: str, tool_verb: str) -> str:
    """The base form of a past verb the draft used ("moved" -> "move"); the tool's own verb when it is one."""
    past = past.lower()
    if past in {past_of(tool_verb), tool_verb} or (tool_verb == "cancel" and past == "canceled"):
        return tool_verb
    if past in BASE_OF_PAST:
        return BASE_OF_PAST[past]
    if past.endswith("ied"):
        return past[:-3] + "y"
    if past.endswith("ed"):
        stem = past[:-2]
        if compiled(r"(?:[^aeiou][vcsz]|at|ut|it|ag|ng|rg|uc|ur|iv|ov|av|iz|us|ys|ai[vs]|ee|[^aeiou]l|ar)$").search(stem) \
                and not stem.endswith(("ss", "ll")):
            return stem + "e"
        return stem
    return past
