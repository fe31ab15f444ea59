"""Rules for state words: fields that hold them, the domain state machines, unplaced states, wholes."""
from __future__ import annotations

from collections.abc import Sequence

from ....language.negation import NEGATION
from ....language.tokens import letter_word_spans
from ....language.words import stem as _stem
from ....values.leaf_values import looks_like_id
from ..lexicon import state_words
from ..limited_states import WHOLE, equivalent_state, limited_state_agrees, part_said, whole_of_partial
from ..states import compare_conditioned, compare_states, domain_for, state_mentions
from .findings import Alignment, Finding, negated_at, overlaps
from .flags import says_where
from .index import RecordIndex
from .leaves import Leaf, near_stems, role_score
from .run import AlignmentRun
from .state_words import (
    FUTURE,
    PROMISED,
    STATUS_KEY,
    state_condition,
    state_leaves,
    state_word_agrees,
    subject_flag,
    word_agrees_state,
)
from .vocabulary import PRONOUN_STEMS, STATUS_FORMS, same_word, split_path_words, stems_of, words_of


def states_other_fields_hold(run: AlignmentRun) -> None:
    """A state word that another field of the record holds as (part of) its value is that field's, not the
    status's: "bounced on 2 July" is tries[0].outcome = payment_bounced, whatever the status.

    Example: "The charge was declined on 2 July." against tries.0.outcome = card_declined: agreeing.
    """
    states = run.states
    if not states:
        return
    text, scoped, covered, result = run.text, run.scoped, run.covered, run.result
    for m in letter_word_spans(text):
        word = m.group(0).lower()
        if word not in STATUS_FORMS or overlaps(m.start(), m.end(), covered):
            continue
        pinned = {f.leaf.path.rsplit(".", 1)[0] for f in result.findings
                  if f.ok and f.leaf is not None and "." in f.leaf.path}
        # A status of its own counts only when the claim's other specifics pinned its item ("declined on
        # 1 March" where 1 March is that attempt's date); a value that negates ("not_issued") never does.
        holder = next((leaf for leaf in scoped if isinstance(leaf.value, str) and not looks_like_id(leaf.value)
                       and not NEGATION.search(leaf.value.replace("_", " "))
                       and (leaf not in states or ("." in leaf.path and leaf.path.rsplit(".", 1)[0] in pinned))
                       and any(same_word(_stem(word), _stem(w)) for w in words_of(leaf.value))), None)
        if holder is None or negated_at(text, m.start()):
            continue
        covered.append((m.start(), m.end()))
        ok = limited_state_agrees(text, m.start(), m.end(), _stem(word), holder.value, same_word) is not False
        result.findings.append(Finding("state", m.start(), m.end(), m.group(0), ok, holder,
                                       f"'{m.group(0)}' matches {holder.path} = {holder.value}" if ok else
                                       f"'{m.group(0)}' is more than {holder.path} = {holder.value} says"))


def state_machines(run: AlignmentRun) -> None:
    """The domain state machines, before any word list: they know that 'has shipped' is true of a delivered
    order, and read a state said under a condition ("once approved") against the recorded one.

    Example: "Your order has shipped." against status = delivered: consistent.
    """
    states = run.states
    text, covered, result = run.text, run.covered, run.result
    for leaf in states:
        known = domain_for(leaf.value)
        if known is None:
            continue
        domain, actual = known
        for mention in state_mentions(text, domain):
            if overlaps(mention.start, mention.end, covered) or PROMISED.search(text[max(0, mention.start - 25):mention.start]):
                continue  # "it will be issued next week" promises a state, it does not report one
            role, strong = state_role(run.index, text[:mention.start], near_stems(text, mention.start, mention.end),
                                      states, result)
            if role is not leaf and not (role is None and len(states) == 1 and "." not in leaf.path):
                continue  # the machine knows this value, but the claim speaks of another state
            condition = state_condition(text, mention.start, mention.end)
            ok = (compare_conditioned(domain, condition, mention.value, actual) if condition
                  else compare_states(domain, mention.value, mention.negated, actual))
            covered.append((mention.start, mention.end))
            said = (f"{condition} " if condition else "") + ("not " if mention.negated else "") + mention.text
            result.findings.append(Finding(
                "state", mention.start, mention.end, mention.text, ok, leaf,
                f"'{said}' is consistent with {leaf.path} = {leaf.value}" if ok else
                f"'{said}' is ruled out by {leaf.path} = {leaf.value}", mention.negated,
                loose=role is None or not strong))


def unplaced_states(run: AlignmentRun) -> None:
    """Any status word the state machines did not place, compared as a value (fail closed).

    Example: "Your repair has been finished." against status = awaiting_parts: ruled out.
    """
    if not run.states:
        return
    index, text, scoped, states, covered, result = run.index, run.text, run.scoped, run.states, run.covered, run.result
    explained = {w for f in result.findings if f.leaf is not None for w in f.leaf.words}
    for start, end, form in state_words(text):  # "running late" read as "delayed" (the lexicon's phrasings)
        word = _stem(form)
        if form not in STATUS_FORMS or word in explained or overlaps(start, end, covered):
            continue
        if state_condition(text, start, end) or FUTURE.search(text[max(0, start - 25):start]):
            continue  # "once approved", "will be reviewed": a condition or a promise, not the state now
        if says_where(text, end, result):
            continue  # "booked to <port>", "sent to <address>": the word says where, which the value settles
        negated = negated_at(text, start)
        flag = subject_flag(text[:start], word, scoped)
        if flag is not None:
            # "Your cancellation is confirmed": the state word is said of a yes/no the subject names
            covered.append((start, end))
            ok = bool(flag.value) != negated
            result.findings.append(Finding("state", start, end, text[start:end], ok, flag,
                                           f"'{text[start:end]}' is said of {flag.path} = {str(flag.value).lower()}",
                                           negated))
            continue
        near = near_stems(text, start, end)
        leaf, strong = state_role(index, text[:start], near, states, result)
        if leaf is None:
            continue
        agrees = state_word_agrees(word, negated, str(leaf.value), strong)
        if not negated and limited_state_agrees(text, start, end, word, str(leaf.value), same_word) is False:
            agrees = False  # "fully refunded" / "is ready" of a state that holds in part or is still awaited
        elif equivalent_state(word, str(leaf.value)):
            agrees = not negated  # "declined" of a payment that failed, "booked" of a confirmed room
        elif part_said(text, start, end, str(leaf.value)):
            # "part of the order has arrived": the whole's partial status has no say; a part's state does
            leaf = next((x for x in states if x is not leaf and word_agrees_state(form, negated, x)), None)
            agrees = True if leaf is not None else None
        if agrees is None:
            continue
        covered.append((start, end))
        said = ("not " if negated else "") + text[start:end]
        result.findings.append(Finding("state", start, end, text[start:end], agrees, leaf,
                                       f"'{said}' is consistent with {leaf.path} = {leaf.value}" if agrees else
                                       f"'{said}' is ruled out by {leaf.path} = {leaf.value}", negated,
                                       loose=not strong))


def whole_claimed(run: AlignmentRun) -> None:
    """"Both parts have arrived", "fully reimbursed": a claim of the whole about a record whose own status holds
    in part (limited_states.whole_of_partial) is ruled out by that status.

    Example: "Both boxes of order G-4410 are with you now." against status = partially_delivered: ruled out.
    """
    if not run.states:
        return
    text, scoped, result = run.text, run.scoped, run.result
    pinned = {f.leaf.evidence_id for f in result.findings if f.ok and f.leaf is not None}
    statuses = [leaf for leaf in state_leaves(scoped) if STATUS_KEY.search(leaf.path) and leaf.evidence_id in pinned]
    value = whole_of_partial(text, [str(leaf.value) for leaf in statuses])
    m = WHOLE.search(text)
    if value is None or m is None or any(f.ok is False for f in result.findings):
        return
    leaf = next(leaf for leaf in statuses if str(leaf.value) == value)
    result.findings.append(Finding("state", m.start(), m.end(), m.group(0), False, leaf,
                                   f"'{m.group(0)}' claims the whole; {leaf.path} = {leaf.value}"))


def state_role(index: RecordIndex, before: str, near: Sequence[str], states: Sequence[Leaf],
                result: Alignment) -> tuple[Leaf | None, bool]:
    """The state leaf a claim's state word speaks of: one its words name (`inspection.result` for "the
    inspection"), else the status of the record its subject names (source or id words), else the one
    state of the record the claim's other specifics already pinned down. The flag says whether the claim
    named it (strong) or it was only the record's one state (loose)."""
    subject = set(stems_of(before)[-4:])
    # A status is named by its own key words, or by the object it is the status of ("your refund" for
    # refund.status).
    named = [leaf for leaf in states if role_score(leaf, near) >= 0.5 or (
        STATUS_KEY.search(leaf.path) and any(same_word(_stem(w), c) for w in split_path_words(leaf.path)[:-1]
                                             for c in subject | set(near)))]
    if named:
        return max(named, key=lambda leaf: role_score(leaf, near)), True
    left = set(stems_of(before)[-6:])
    by_source = [leaf for leaf in states if any(same_word(w, c) for w in index.source_words.get(leaf.evidence_id, ())
                                                for c in subject | left) and STATUS_KEY.search(leaf.path)
                 and "." not in leaf.path]
    if len(by_source) == 1:
        return by_source[0], True
    statuses = [leaf for leaf in states if STATUS_KEY.search(leaf.path)]
    top = [leaf for leaf in index.leaves if STATUS_KEY.search(leaf.path) and "." not in leaf.path
           and isinstance(leaf.value, str)]
    if (not subject or subject <= PRONOUN_STEMS) and len(statuses) == 1:
        return statuses[0], False
    if len(top) == 1 and top[0] in states:
        return top[0], False  # "Your repair is ready": the case's one record status
    anchored = {f.leaf.evidence_id for f in result.findings if f.leaf is not None and f.ok}
    # The record's one status field, unless it is the state of a part of the record the claim does not name
    # (payment.status is not the state of "your repair estimate"). A field that only looks like a state
    # (category = ITEM_MISSING, fee_rule = RIDER_ASSIGNED) says what kind of thing the record is, not where
    # it stands: a claim that does not name it is not read against it.
    pinned = [leaf for leaf in states if leaf.evidence_id in anchored and STATUS_KEY.search(leaf.path)
              and (leaf.path.count(".") == 0 or any(same_word(w, c) for w in split_path_words(leaf.path)[:-1]
                                                   for c in subject | set(near)))]
    if len(pinned) == 1:
        return pinned[0], False
    return None, False
