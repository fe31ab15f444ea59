"""Rules for a value's role: the word that governs a value a leaf holds must agree with that leaf's role."""
from __future__ import annotations

import re

from ....language.numbers import CARDINALS
from ....language.words import stem as _stem
from ....values import api_values
from ....values.leaf_values import dates_agree, leaf_dates, leaf_number
from ....values.mentions import Specific
from ..governing import ACTION_GROUPS, are_opposite, families_of, governing_action, governing_role, role_agrees
from ..lexicon import ROUTE_ENDS
from .figures import holds_figure
from .findings import Finding, negated_at
from .leaves import Leaf, is_money_leaf
from .run import AlignmentRun
from .vocabulary import GENERIC_KEYS, LIGHT, same_word, split_path_words, words_of

# The kinds of value a role word is read for. Why: an id or a name has no "when" or "how much" to mistake.
_ROLE_KINDS = frozenset(("date", "time", "money", "number"))
# The kinds whose role word may follow them ("6 left", "€40 per night"). Why: what follows a date is the next
# thing said of it ("the 2-9 June term is due 1 June": the term's dates, not the due date).
_WORD_AFTER_KINDS = frozenset(("money", "number"))
# Key words of a field that holds where something stands. Why: an amount's status ("BILLED") says which action
# was taken with it.
_STATUS_KEYS = frozenset(_stem(w) for w in ("status", "state"))
# A figure written as the whole of a part ("7 of 10 used", "3 out of 5 left"). Why: in English the word after
# "N of M" says what N is; M is the whole, whatever that word is.
_WHOLE_OF_A_PART = re.compile(r"\b(\d[\d,.]*|[a-z]+)\s+(?:out\s+)?of\s+(?:the\s+|your\s+|its\s+)?$", re.IGNORECASE)


def governed_roles(run: AlignmentRun) -> None:
    """A value some leaf holds, said under a role word (governing.governing_role: "arrives", "check-in
    closes", "used", "total", "labour") that the leaf's path words do not name: when another leaf of the same
    record names that role and holds another value of the same kind ("lands on 10 July" against landsAt =
    3 July, leavesAt = 10 July), the claim is wrong, naming both; when only the opposite role holds it
    ("6 used" against remaining = 6), the record does not settle it. A leaf that holds the value and names the
    role stands instead.

    Example: "Your ferry arrives on 10 July." against departs_on = 10 July, arrives_on = 11 July: wrong.
    """
    by_span = {(s.start, s.end): s for s in run.specs}
    for i, f in enumerate(run.result.findings):
        s = by_span.get((f.start, f.end))
        if f.ok is not True or f.kind not in _ROLE_KINDS or f.leaf is None or s is None:
            continue
        part = _WHOLE_OF_A_PART.search(run.text[:f.start])
        if part and (part.group(1)[0].isdigit() or part.group(1).lower() in CARDINALS):
            continue  # "7 of 10 used": the role word is the part's, 10 is the whole
        said = governing_role(run.text, f.start, f.end, after=f.kind in _WORD_AFTER_KINDS)
        if said is None or negated_at(run.text, f.start) or said[1] in families_of(split_path_words(f.leaf.path)):
            continue
        run.result.findings[i] = _against_role(run, f, s, said)


def _against_role(run: AlignmentRun, f: Finding, s: Specific, said: tuple[str, str]) -> Finding:
    """The finding once the role word `said` is read: the same, re-pointed to the leaf of that role that holds
    the value, wrong against the sibling leaf of that role, or unsettled when the leaf's role is the opposite."""
    word, family = said
    kin = [leaf for leaf in run.scoped if leaf.evidence_id == f.leaf.evidence_id and leaf is not f.leaf
           and not leaf.is_count and _same_kind(f.kind, f.leaf, leaf)
           and family in families_of(split_path_words(leaf.path))]
    holding = [leaf for leaf in kin if _holds(s, leaf)]
    if holding:
        return Finding(f.kind, f.start, f.end, f.text, True, holding[0],
                       f"'{word} {f.text}' matches {holding[0].path} = {holding[0].value}", f.negated)
    if kin:
        return Finding(f.kind, f.start, f.end, f.text, False, kin[0],
                       f"'{word} {f.text}' is {f.leaf.path} = {f.leaf.value}; the {family} is "
                       f"{kin[0].path} = {kin[0].value}", f.negated)
    if any(are_opposite(family, other) for other in families_of(split_path_words(f.leaf.path))):
        if run.index.stated_elsewhere(s):
            return f  # a figure the policy states too: the policy's words rule it, not this leaf
        return Finding(f.kind, f.start, f.end, f.text, None, f.leaf,
                       f"'{word} {f.text}': {f.leaf.path} records another role, and no field records the "
                       f"{family}", f.negated)
    return f


def _same_kind(kind: str, leaf: Leaf, other: Leaf) -> bool:
    """Could `other` hold what `leaf` holds: a date for a date, a clock for a time, money for money."""
    if kind == "date":
        return bool(leaf_dates(other.value))
    if kind == "time":
        return bool(api_values.clock_minutes(other.value, False))
    if kind == "money":
        return is_money_leaf(other)
    return leaf_number(other.value) is not None and not isinstance(other.value, bool) and not is_money_leaf(other) \
        and api_values.key_unit(other.path) == api_values.key_unit(leaf.path)


def _holds(s: Specific, leaf: Leaf) -> bool:
    if s.kind == "date":
        return any(dates_agree(r, d) for r in s.readings for d in leaf_dates(leaf.value))
    if s.kind == "time":
        return any(t in s.readings for t in api_values.clock_minutes(leaf.value, False))
    return holds_figure(s, leaf)


def governed_actions(run: AlignmentRun) -> None:
    """An amount a leaf holds, said under an action ("refunded", "waived": governing.governing_action) that a
    field beside the amount says was not taken: a yes/no of that action that holds no ("refunded the $5 fee"
    against feeRefunded = false), or the amount's status naming another action ("waived" against a fee status
    that says charged). The amount is right; what the claim says was done with it is not.

    Example: "We refunded the $5 late fee." against late_fee_refunded = false: the refund is wrong.
    """
    text, result = run.text, run.result
    for f in [f for f in result.findings if f.ok is True and f.kind == "money" and f.leaf is not None]:
        said = governing_action(text, f.start)
        if said is None or negated_at(text, text.rfind(said[0], 0, f.start)):
            continue
        denial = _denying_field(run, f.leaf, said[1])
        if denial is not None:
            at = text.rfind(said[0], 0, f.start)
            result.findings.append(Finding("state", at, at + len(said[0]), said[0], False, denial,
                                           f"'{said[0]} {f.text}': {denial.path} = {denial.value}"))
            return


def _denying_field(run: AlignmentRun, amount: Leaf, group: str) -> Leaf | None:
    """The field beside an amount (same object, a key word of the amount's own) that says the action of `group`
    was not taken: its yes/no of that action is false, or its status is a word of another action only."""
    box = _container(amount)
    own = {w for w in amount.key_words if w not in GENERIC_KEYS and w not in LIGHT}
    source = run.index.source_words.get(amount.evidence_id, ())
    for leaf in run.scoped:
        if leaf.evidence_id != amount.evidence_id or _container(leaf) != box or leaf is amount:
            continue
        if not own & set(leaf.key_words):
            continue
        if isinstance(leaf.value, bool):
            if leaf.value is False and role_agrees(group, leaf.key_words, (), same_word):
                return leaf
        elif isinstance(leaf.value, str) and set(leaf.key_words) & _STATUS_KEYS:
            held = {name for name, forms in ACTION_GROUPS.items() if {_stem(w) for w in words_of(leaf.value)} & forms}
            if held and group not in held and not role_agrees(group, (), source, same_word):
                return leaf
    return None


def _container(leaf: Leaf) -> str:
    return leaf.path.rsplit(".", 1)[0] if "." in leaf.path else ""


def route_ends(run: AlignmentRun) -> None:
    """A value said right after "from" or "to" (lexicon.ROUTE_ENDS) is the end of the way its word names: when its
    leaf is the other end and the same object has a field for the named end, that field is the one it is
    compared with ("from Alder to Cedar" against to = Birch is wrong about the destination, not the origin;
    "from Birch" against to = Birch is the wrong way round).

    Example: "Your train leaves from Brenmoor." against from = Alderby, to = Brenmoor: wrong about the origin.
    """
    text, result = run.text, run.result
    for i, f in enumerate(result.findings):
        if f.kind != "value" or f.ok is None or f.leaf is None or not isinstance(f.leaf.value, str):
            continue
        end = _end_before(text, f.start)
        if end is None or end in _ends_of(f.leaf):
            continue
        named = next((leaf for leaf in run.index.leaves if leaf.evidence_id == f.leaf.evidence_id and leaf is not f.leaf
                      and _container(leaf) == _container(f.leaf) and isinstance(leaf.value, str)
                      and end in _ends_of(leaf)), None)
        if named is None:
            continue
        ok = words_of(named.value) == words_of(f.text)
        result.findings[i] = Finding(f.kind, f.start, f.end, f.text, ok, named,
                                     f"'{f.text}' is the {end}: {named.path} = {named.value}", f.negated)


def _end_before(text: str, start: int) -> str | None:
    """The end of a way the word right before a value names ("from", "to"), or None."""
    m = re.search(r"([A-Za-z]+)\s+(?:the\s+)?$", text[:start])
    word = m.group(1).lower() if m else ""
    return next((end for end, words in ROUTE_ENDS.items() if word in words), None)


def _ends_of(leaf: Leaf) -> set[str]:
    """The end of a way the leaf's own key leads with (`leg.to`, `to_city`, `originPort`); a longer key that only
    holds the word (`copy_mailed_to`, `back_to_back_days`) names something else."""
    key = [w.lower() for w in split_path_words(leaf.path.split(".")[-1])]
    if not key or len(key) > 2:
        return set()
    return {end for end, words in ROUTE_ENDS.items() if key[0] in words}
