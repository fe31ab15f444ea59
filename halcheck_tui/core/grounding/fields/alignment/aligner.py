"""The aligner's driver: `RecordAligner` walks the rule registry over a claim; `refers_to_records` for routing."""
from __future__ import annotations

import re
from datetime import date

from ....language.negation import NEGATION
from ....language.sentences import SPACE_AFTER_SENTENCE
from ....language.words import stem as _stem
from ....values.mentions import specifics
from .findings import Alignment
from .index import RecordIndex
from .restatement import holds_but_own, own_words, readings_of, same_unit
from .rules import run_rules
from .run import AlignmentRun
from .state_words import state_leaves
from .vocabulary import LIGHT, STATUS_FORMS, STATUS_WORDS, stems_of, words_of


class RecordAligner(RecordIndex):
    """Aligns claims of one case to its records' leaves: every rule of `rules.RULES`, in order."""

    def align(self, text: str, context: str | None = None) -> Alignment:
        """The claim's alignment. Routing, grounding and a repair's re-check each ask for the same claim
        over the same records; it is computed once per (text, context) and each caller gets its own copy."""
        context = context or text
        memo = self.__dict__.setdefault("_aligned", {})
        if (text, context) not in memo:
            if len(memo) >= 512:
                memo.clear()
            memo[(text, context)] = self._align(text, context)
        done = memo[(text, context)]
        return Alignment(done.text, list(done.findings), list(done.residual), list(done.beyond_text),
                         list(done.novel), list(done.blocking), list(done.leaves), dict(done.alternatives))

    def use_reference(self, today: date | None, clock: int | None = None) -> None:
        """Read "today", "tomorrow", "next Tuesday" against `today` (None: leave them unread), and "in 20
        minutes" against `clock`, the minute of the day the case says the reply is written (None: unread); a change
        of reference drops the claims aligned so far."""
        if (today, clock) != (self.reference, self.reference_clock):
            self.reference, self.reference_clock = today, clock
            self.__dict__.pop("_aligned", None)

    def _align(self, text: str, context: str) -> Alignment:
        return run_rules(AlignmentRun(self, text, context, stems_of(context), Alignment(text)))

    def restated_text(self, alignment: Alignment, novel_allowed: int = 0) -> str | None:
        """The policy or passage window that holds every word and figure of a case claim the fields left
        over ("we'll keep it at the front desk until 2 August": the date is the record's, "keep ... front desk"
        the policy's), or None. Only a claim whose other specifics the fields settled may lean on it."""
        words = [_stem(w) for w in alignment.residual]
        # A word the claim brings that no evidence of the case uses at all ("covers", "qualifies") may be
        # the claim's own verb for what the window says; at most `novel_allowed` of them, never a name.
        novel = own_words(alignment.novel, alignment.text)
        figures = [f for f in alignment.unsettled]
        units = {(sp.start, sp.end): sp.unit for sp in specifics(alignment.text)}  # "30 days" is not "30%"
        negated = bool(NEGATION.search(alignment.text))
        # A name the claim took from the record that the policy also uses must be in the window: "Tier Bronze
        # includes two repairs" is not restated by the policy's line about Tier Silver.
        named = [f.text.lower() for f in alignment.findings if f.ok and f.kind == "value"
                 and any(f.text.lower() in window.lower() for window, _, _ in self.text_windows)]
        for window, stems, found in self.text_windows:
            if not holds_but_own(words, stems, novel, novel_allowed, least=2):
                continue
            if not all(n in window.lower() for n in named):
                continue
            if bool(NEGATION.search(window)) != negated:
                continue  # the same words with the opposite polarity: "are never charged a penalty"
            if named:  # ... and its figures in a sentence that names it, or one that names nothing else
                sentences = [p for p in SPACE_AFTER_SENTENCE.split(window) if all(n in p.lower() for n in named)
                             or not re.search(r"(?<=\s)[A-Z][a-z]+", p)]
                found = [sp for p in sentences for sp in specifics(p)]
            if all(any(sp.readings & readings_of(f.text) and same_unit(units.get((f.start, f.end)), sp.unit)
                       for sp in found) for f in figures):
                return window
        return None


_STRONG_KINDS = {"identifier", "money", "date", "time"}


def refers_to_records(aligner: RecordAligner, text: str, context: str, strong_only: bool = False) -> bool:
    """Does a claim name something this case's records hold: an id, an amount, a date, a value written as
    the record writes it, or a field by its own words ("booking reference", "your seat")? Such a claim is
    about this case even without "your" ("It's out for delivery now.", "The technician is booked for 9 June")."""
    if not aligner.leaves:
        return False
    alignment = aligner.align(text, context)
    for f in alignment.findings:
        if f.leaf is None or f.ok is None or f.loose:
            continue
        if f.kind in _STRONG_KINDS or (not strong_only and f.kind in ("value", "state", "flag", "number")):
            if f.kind in ("value", "state") and len(f.text) < 4:
                continue
            return True
    if strong_only:
        return False
    # A state said of "you", "your ..." or "it" in a case whose records hold states: "It's still under
    # review", "you haven't taken the road test yet", "Your survey is complete".
    if state_leaves(aligner.leaves) and re.search(r"\b(?:you|your|you're|it|it's|this|that|we|we're|i)\b", context, re.IGNORECASE) \
            and (any(w in STATUS_FORMS or _stem(w) in STATUS_WORDS for w in words_of(context))
                 or any(f.kind == "state" and f.leaf is not None for f in alignment.findings)):
        return True  # ... or a phrase a state machine knows ("it's on its way")
    ctx = stems_of(context)
    for leaf in aligner.leaves:
        key = [w for w in leaf.key_words if w not in LIGHT and len(w) >= 4]
        if len(key) >= 2 and all(any(w == c for c in ctx) for w in key):
            return True
    return False

