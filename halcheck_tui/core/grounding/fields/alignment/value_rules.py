"""Rules for values written as the record writes them, identifiers, and the claim's scope."""
from __future__ import annotations

from ....language.negation import NEGATION
from ....language.words import stem as _stem
from ....values.leaf_values import leaf_date, leaf_time, looks_like_id
from ....values.mentions import Specific, specifics
from ....values.patterns import normalise_identifier
from ....values.relative import relative_dates
from .figures import figure
from .findings import Finding, negated_at, overlaps
from .index import RecordIndex
from .leaves import close_id, informative_words, names_role, near_stems, role_score
from .run import AlignmentRun
from .spans import value_spans
from .state_words import state_leaves
from .vocabulary import IMPLIED, same_word, words_of


def values_as_written(run: AlignmentRun) -> None:
    """Values written as the record writes them (names, products, enum values, grouped ids): each agrees
    with its leaf; a state value said negated is left to the rules after it.

    Example: "Your mug is glazed in Harbour Teal." against glaze = Harbour Teal: the value, agreeing.
    """
    text, covered, anchors, result = run.text, run.covered, run.anchors, run.result
    figures = [(s.start, s.end) for s in specifics(text) if s.kind in ("money", "date", "time")]
    spans = value_spans(text, run.index.leaves)
    for a, b, leaf in spans:
        if overlaps(a, b, covered):
            if (a, b) in covered and any(x == a and y == b and other.evidence_id != leaf.evidence_id
                                         for x, y, other in spans):
                # A value two records both hold ("Oat Bar" in the basket and in the credit) points
                # at each of them: the claim may be about either.
                anchors.append(leaf)
                result.alternatives.setdefault((a, b), []).append(leaf)
            continue
        if any(fa <= a and b <= fb and (fa, fb) != (a, b) for fa, fb in figures):
            continue  # "AUD" of "AUD 389" is read with its amount, not as a value of its own
        kind = "state" if leaf in state_leaves([leaf]) else "identifier" if looks_like_id(str(leaf.value)) else "value"
        if kind == "state" and negated_at(text, a) and not NEGATION.search(str(leaf.value)):
            # A state word said negated ("couldn't be approved", "isn't settled yet") is left to the state rules and
            # NLI: read against whichever leaf spells the word, it was about another object or another clause's
            # verb 57 times for 8 wrong claims on w01-w72; taken out, held-out sent rose (session 27).
            continue
        covered.append((a, b))
        anchors.append(leaf)
        result.findings.append(Finding(kind, a, b, text[a:b], True, leaf, f"'{text[a:b]}' matches {leaf.path} = {leaf.value}"))


def open_specifics(run: AlignmentRun) -> None:
    """The claim's figures and ids that no value or name written as the record writes it covered: the later
    rules compare these.

    Example: "Your refund of $18.40 is on its way.": $18.40 is left for the figures to compare.
    """
    run.specs = [s for s in specifics(run.text) if not overlaps(s.start, s.end, run.covered)]
    if run.index.reference is not None:  # "tomorrow", "next Tuesday": dates against the case's reference time
        run.specs += [Specific("date", a, b, run.text[a:b], frozenset({(d.year, d.month, d.day)}))
                      for a, b, d in relative_dates(run.text, run.index.reference)
                      if not overlaps(a, b, run.covered) and all(b <= s.start or a >= s.end for s in run.specs)]
        run.specs.sort(key=lambda s: s.start)


def identifiers(run: AlignmentRun) -> None:
    """Identifiers, compared as written: held by a leaf, stated by the policy text, or not the id the leaf
    the claim's words name holds.

    Example: "Your booking reference is QX7-2210." against booking_reference = QX7-2219: wrong.
    """
    index, text, covered, anchors, result = run.index, run.text, run.covered, run.anchors, run.result
    for s in run.specs:
        if s.kind != "identifier":
            continue
        holder = next((leaf for leaf in index.leaves if isinstance(leaf.value, (str, int)) and not isinstance(leaf.value, bool)
                       and normalise_identifier(leaf.value) in s.readings), None)
        covered.append((s.start, s.end))
        if holder:
            anchors.append(holder)
            result.findings.append(_named_role(index, text, s, holder) or Finding(
                "identifier", s.start, s.end, s.text, True, holder, f"{s.text} matches {holder.path}"))
        elif index.stated_elsewhere(s):
            result.findings.append(Finding("identifier", s.start, s.end, s.text, None, None,
                                           f"{s.text} is stated by the case's policy or passage text, not by a field"))
        else:
            result.findings.append(_unheld_identifier(index, text, s))
    # An id a value rule already matched as written is still the id the claim's words name, or wrong
    for i, f in enumerate(result.findings):
        if f.ok is True and f.leaf is not None and looks_like_id(str(f.leaf.value)) and f.kind in ("identifier", "value"):
            spec = Specific("identifier", f.start, f.end, f.text, frozenset())
            result.findings[i] = _named_role(index, text, spec, f.leaf) or f


def _id_leaves(index: RecordIndex) -> list:
    return [leaf for leaf in index.leaves if isinstance(leaf.value, (str, int))
            and not isinstance(leaf.value, bool) and looks_like_id(str(leaf.value))
            and not leaf_date(leaf.value) and not leaf_time(leaf.value) and not leaf.is_count]


_ID_WORD = _stem("reference")  # its synonym group (vocabulary.py): number, id, code, ref, confirmation, locator


def _named_role(index: RecordIndex, text: str, s: Specific, holder) -> Finding | None:
    """An id the records hold, given as another id ("Your certificate number is CAND-0088213", the candidate's id,
    where certificate.number holds CPS-2026-04417): wrong against the id leaf the claim's words name, when a word
    right before the id names an id ("... number is", "reference") and the words before it name the other leaf's
    role and not the holding leaf's. None otherwise (a holder whose key names no role, "customfield_10052", is
    never second-guessed)."""
    before = [_stem(w) for w in words_of(text[max(0, s.start - 60):s.start])][-8:]
    if not any(same_word(w, _ID_WORD) and len(w) > 2 or w == "id" for w in before[-3:]) \
            or not _informative(holder) or role_score(holder, before) >= 0.5:
        return None
    named = [leaf for leaf in _id_leaves(index) if leaf is not holder and _informative(leaf)
             and role_score(leaf, before) >= 0.5 and names_role(leaf, before)]
    rival = max(named, key=lambda leaf: role_score(leaf, before), default=None)
    if rival is None or str(rival.value).strip() == str(holder.value).strip():
        return None
    return Finding("identifier", s.start, s.end, s.text, False, rival,
                   f"{s.text} is {holder.path}; the id the claim names is {rival.path} = {rival.value}")


def _informative(leaf) -> bool:
    """Whether a leaf's path has a word that names a role (not only "id", "number" or a code like customfield_10052)."""
    return any(not any(c.isdigit() for c in w) for w in informative_words(leaf))


def _unheld_identifier(index: RecordIndex, text: str, s: Specific) -> Finding:
    """An id no leaf holds: wrong when the id leaf the claim's words name (or one a slip away) holds another."""
    near = near_stems(text, s.start, s.end)
    role = max(_id_leaves(index), key=lambda leaf: role_score(leaf, near), default=None)
    if role is not None and (role_score(role, near) >= 0.5 and _id_shape(s.text) == _id_shape(str(role.value))
                             or close_id(s.text, role.value)):
        return Finding("identifier", s.start, s.end, s.text, False, role,
                       f"{s.text} is not the recorded {role.path} = {role.value}")
    return Finding("identifier", s.start, s.end, s.text, None, None, f"{s.text} is not an id any record holds")


def _id_shape(value: str) -> str:
    """An id's shape: runs of letters as A, of digits as 9, separators as written ("WC-5531" A-9, "65W" 9A,
    "415-555-0142" 9-9-9). A token of another shape than the id field the claim names is another kind of
    thing (a phone number, a model "65W"), not a wrong copy of that id."""
    out = ""
    for ch in value.strip().upper():
        mark = "A" if ch.isalpha() else "9" if ch.isdigit() else ch
        if not out or out[-1] != mark or mark not in "A9":
            out += mark
    return out


def anchor_figures(run: AlignmentRun) -> None:
    """A claim with no value or id to anchor it is placed by the figures that agree with a leaf anywhere.

    Example: "The $42.50 deposit is refundable.": $42.50 places the claim in the rental whose deposit it is.
    """
    if run.anchors:
        return
    for s in run.specs:
        if s.kind != "identifier":
            first = figure(run.index, s, near_stems(run.text, s.start, s.end) + IMPLIED.get(s.kind, []),
                           run.index.leaves, run.text)
            if first.ok and first.leaf is not None:
                run.anchors.append(first.leaf)


def claim_scope(run: AlignmentRun) -> None:
    """The record (and item) most anchors sit in: later rules compare the claim with its leaves only, and the
    state rules with its state leaves.

    Example: "Your order ORD-5521 came to $64.10.": the claim is about ORD-5521 (total 71.30), not ORD-5530.
    """
    run.scope = run.index.scope_of(run.anchors)
    run.scoped = [leaf for leaf in run.index.leaves if run.index.in_scope(leaf, run.scope)]
    run.states = state_leaves(run.scoped)
