"""Rules for what the findings leave over: aligned leaves, residual and blocking words."""
from __future__ import annotations

import re

from ....language.calendar_words import CALENDAR_WORDS
from ....language.negation import CONTRACTED_NOT
from ....language.tokens import letter_word_spans
from ....language.words import stem as _stem
from ....values.zones import named_zone, zone_word_spans
from ..lexicon import BOOKING_WORDS
from .findings import negated_at, overlaps
from .leaves import role_score
from .run import AlignmentRun
from .state_words import FUTURE, state_condition
from .vocabulary import (
    CASE_NOUNS,
    CLASS_OF,
    FALSE_WORDS,
    GENERIC_KEYS,
    LIGHT,
    STATUS_FORMS,
    TIMING_WORDS,
    TRUE_WORDS,
    same_word,
    split_path_words,
    words_of,
)


def aligned_leaves(run: AlignmentRun) -> None:
    """The leaves the claim's findings and words point at, best first: what NLI and the reader see.

    Example: "Your glaze fee covers the firing.": glaze_fee is a leaf NLI reads.
    """
    result, scoped = run.result, run.scoped
    named = [f.leaf for f in result.findings if f.leaf is not None]
    scored = sorted(((role_score(leaf, run.ctx_stems), i, leaf) for i, leaf in enumerate(scoped)
                     if leaf not in named), key=lambda t: (-t[0], t[1]))
    result.leaves = list(dict.fromkeys(named + [leaf for s, _, leaf in scored if s >= 0.5]))[:8]


def residual(run: AlignmentRun) -> None:
    """Content words of the claim that no finding covers and no aligned leaf's words account for.

    Example: "Your locker B-12 is heated.": "heated" is left over.
    """
    text, covered, leaves, index = run.text, run.covered, run.result.leaves, run.index
    chars = list(text)
    for a, b in covered:  # the covered spans blanked (one pass over each span, not over every span per character)
        a, b = max(0, a), min(len(text), b)
        if a < b:
            chars[a:b] = " " * (b - a)
    if named_zone(text) is not None and any(f.ok and f.kind in ("date", "time") for f in run.result.findings):
        for a, b in zone_word_spans(text):  # "6:10 PM Pacific": the zone says how the time was read
            chars[a:b] = " " * (b - a)
    kept = "".join(chars)
    # The words naming the records themselves ("refund" for tool:get_refund) say which record, not what.
    vocabulary: set[str] = {w for leaf in leaves for w in index.source_words.get(leaf.evidence_id, ())}
    for leaf in leaves:
        vocabulary.update(leaf.words)
        if isinstance(leaf.value, str):
            vocabulary.update(_stem(w) for w in words_of(leaf.value))
    out = []
    for w in words_of(kept):
        if w.endswith(CONTRACTED_NOT):
            continue  # a negation is read with the word it negates, not as a word of its own
        base = re.sub(r"'(?:s|ll|re|ve|d)$", "", w)
        if len(base) < 3 or base in LIGHT or base in CASE_NOUNS or base.isdigit() or base in TRUE_WORDS \
                or base in FALSE_WORDS:
            continue
        st = _stem(base)
        if any(same_word(st, v) for v in vocabulary):
            continue
        out.append(base)
    run.result.residual = out


def residual_words(run: AlignmentRun) -> None:
    """Each residual word sorted: beyond the policy text, new to the case, or blocking (a name no evidence
    holds, a completed state no field placed, a timing word no date or time settles).

    Example: "Your lesson with Marguerite is on 3 March." where no evidence names Marguerite: the name blocks.
    """
    index, text, result = run.index, run.text, run.result
    has_states = bool(run.states)
    for word in result.residual:
        st = _stem(word)
        if st not in index.other_words:
            result.beyond_text.append(word)
        if st not in index.all_words:
            result.novel.append(word)
        capitalised = re.search(rf"(?<![.!?]\s)(?<!^)\b{re.escape(word)}\b", text, re.IGNORECASE)
        is_name = bool(capitalised) and capitalised.group(0)[0].isupper() and not capitalised.group(0).isupper() \
            and word.lower() not in CALENDAR_WORDS
        at = capitalised.start() if capitalised else 0
        if is_name and text[:at].rstrip().endswith(",") and not text[at + len(word):].strip(" .!?"):
            is_name = False  # "..., Kayla": the reader addressed at the end, not a name the claim states
        unplaced_end = has_states and CLASS_OF.get(st) == "done" and word.lower() in STATUS_FORMS \
            and not negated_at(text, at) and not state_condition(text, at, at + len(word)) \
            and not FUTURE.search(text[max(0, at - 25):at])
        timing = word.lower() in TIMING_WORDS and not any(f.ok and f.kind in ("date", "time") for f in result.findings)
        if unplaced_end and booking_settled(run, word):
            unplaced_end = False
        if (is_name and st not in index.all_words) or unplaced_end or timing:
            result.blocking.append(word)  # fail closed: a completed state no field placed


def unlisted_items(run: AlignmentRun) -> None:
    """Words of an item the claim lists beside items of one record list that the list does not hold:
    "pack your helmet, gloves and a tent" against a list of two items to bring. A list
    that names two or more of a record list's items names only that list's items (fail closed).

    Example: "Please pack your helmet, gloves and a tent." against a list of helmet and gloves: "tent" blocks.
    """
    text, result = run.text, run.result
    items = [f for f in result.findings if f.ok and f.kind == "value" and f.leaf is not None
             and re.search(r"\.\d+$", f.leaf.path)]
    parents = {}
    for f in items:
        parents.setdefault((f.leaf.evidence_id, f.leaf.path.rsplit(".", 1)[0]), []).append(f)
    listed = max(parents.values(), key=len, default=[])
    if len(listed) < 2:
        return
    start = min(f.start for f in listed)
    end = re.search(r"[.;!?]|$", text[start:]).start() + start
    out = []
    cursor = start
    for piece in re.split(r"(,\s*|\s+and\s+|\s+or\s+)", text[start:end]):
        a, b = cursor, cursor + len(piece)
        cursor = b
        words = [w for w in words_of(piece) if w not in LIGHT and len(w) > 2]
        if not words or len(words) > 3 or overlaps(a, b, [(f.start, f.end) for f in result.findings]) \
                or re.fullmatch(r",\s*|\s+and\s+|\s+or\s+", piece):
            continue
        out += words
    result.blocking += out


def booking_settled(run: AlignmentRun, word: str) -> bool:
    """Is a booking word ("booked") settled by the record's dates? Only when the claim's dates and times
    all agree and every state leaf is the state of a part the claim does not name ("deposit status")."""
    if word.lower() not in BOOKING_WORDS:
        return False
    timed = [f for f in run.result.findings if f.kind in ("date", "time") and f.leaf is not None]
    if not timed or not all(f.ok for f in timed):
        return False
    said = {_stem(w) for w in words_of(run.text)}
    for leaf in run.states:
        parts = [w for w in split_path_words(leaf.path) if _stem(w) not in GENERIC_KEYS and w not in ("status", "state")]
        if not parts or any(_stem(w) in said for w in parts):
            return False  # a status of the booking itself, or of the part the claim names, reads the word
    return True


def completed_states(run: AlignmentRun) -> None:
    """A completed state the claim reports that no state leaf placed blocks it even when a field's name spells
    the word: "We've reimbursed $12.10" matches reimburse_total, not the claim's status.

    Example: "We've refunded $12.10." against refund_total = 12.10 and status = open: "refunded" blocks.
    """
    if not run.states:
        return
    text, result = run.text, run.result
    placed = [(f.start, f.end) for f in result.findings if f.kind in ("state", "refused", "flag")]
    # ... unless a field named by the very word records it ("dispatched": 2026-01-04, fee_settled, settled_on)
    recorded = {w for f in result.findings if f.ok and f.leaf is not None
                for w in split_path_words(f.leaf.path)}
    # ... or a true flag of the object the claim's figures pinned (interim_refund.granted = true)
    pinned = {f.leaf.path.rsplit(".", 1)[0] for f in result.findings if f.ok and f.leaf is not None
              and "." in f.leaf.path}
    recorded |= {split_path_words(leaf.path)[-1] for leaf in run.scoped if leaf.value is True
                 and "." in leaf.path and leaf.path.rsplit(".", 1)[0] in pinned}
    # ... or the date the claim gives is the one a field records for that event, in any form of the word
    # ("We credited the amount on 30 March" against credit.booking_date = 2026-03-30)
    dated = {_stem(w) for f in result.findings if f.ok and f.kind == "date" and f.leaf is not None
             for w in split_path_words(f.leaf.path)}
    for m in letter_word_spans(text):
        word = m.group(0).lower()
        if word in result.blocking or word in recorded or _stem(word) in dated or word not in STATUS_FORMS \
                or CLASS_OF.get(_stem(word)) != "done" \
                or overlaps(m.start(), m.end(), placed) or negated_at(text, m.start()) \
                or state_condition(text, m.start(), m.end()) \
                or FUTURE.search(text[max(0, m.start() - 25):m.start()]) or booking_settled(run, word):
            continue
        result.blocking.append(word)
