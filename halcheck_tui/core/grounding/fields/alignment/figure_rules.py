"""Rules for figures: each figure against its leaf, then the figures read against each other."""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from ....language.words import stem as _stem
from ....values.leaf_values import leaf_number, looks_like_id, near_miss, one_slip
from ....values.mentions import Specific, specifics
from ....values.patterns import normalise_identifier
from ....values.worked_out import FIGURE_KINDS, shown, worked_out
from ..figure_basis import basis_conflict
from ..governing import governing_action, policy_denies, role_agrees
from ..lexicon import METHOD_GROUPS, method_groups
from ..recency import newest_conflict
from ..record_links import moment_mismatch, one_moment
from .clock_figures import elapsed_days, elapsed_minutes
from .derived_figures import TOTAL_ROLE, is_total_leaf, says_total
from .figures import bound_met, figure, figure_elsewhere, holds_figure, rate_base
from .findings import Finding, negated_at
from .index import RecordIndex
from .leaves import Leaf, is_money_leaf, names_role, near_stems, role_score, same_kind
from .run import AlignmentRun
from .vocabulary import IMPLIED, same_word


def figures(run: AlignmentRun) -> None:
    """Money, numbers, dates and times: agreeing with a leaf of the claim's records (or one written inside a
    text field, or another record's), the base of a rate, a bound a field meets, or disputed by the leaf
    that plays their role.

    Example: "Your cleaning fee is $35." against cleaning_fee = 45.0: wrong.
    """
    text, result = run.text, run.result
    # The spans between moments count only the records' own: a refused call's arguments are what was asked for
    # ("extend to 23 March"), not a day the case holds.
    held = [leaf for leaf in run.scoped if leaf.evidence_id not in run.index.call_ids]
    said: list[Specific] | None = None  # the claim's specifics as written, read once for every count the spans try
    for s in run.specs:
        if s.kind == "identifier":
            continue
        run.covered.append((s.start, s.end))
        near = near_stems(text, s.start, s.end) + ([_stem(s.unit)] if s.unit else []) + IMPLIED.get(s.kind, [])
        finding = figure(run.index, s, near, run.scoped, text)
        if finding.ok is not True:
            finding = figure_elsewhere(run.index, s, near, run.scoped, text) or finding
        if finding.ok is None and s.kind == "number" and s.text.lower() == "one":
            continue  # "one" no field holds is an article ("one more step"), not a count
        if finding.ok is not True and s.kind == "number":
            if said is None:
                said = specifics(text)
            finding = rate_base(s, text, result) or bound_met(s, text, near, run.scoped) \
                or elapsed_days(s, text, near, held, run.index.reference, said) \
                or elapsed_minutes(s, text, near, held, run.index.reference_clock, said) or finding
        if finding.ok is not True and run.index.stated_elsewhere(s):
            # A figure of the policy restated in a case claim ("earns a 7% loyalty discount"): not a
            # wrong copy of a field, but not settled by the fields either: whether the policy gives it to
            # this case is for NLI over the policy text to say.
            finding = Finding(finding.kind, finding.start, finding.end, finding.text, None, None,
                              f"{s.text} is stated by the case's policy or passage text, not by a field")
        result.findings.append(finding)


def governed(run: AlignmentRun) -> None:
    """A figure a field holds, said under an action ("refund", "credit", "waive", "charge") that the field's
    role does not record (governing.governing_action), where a policy sentence says that action is not taken
    for what the field records: "reimburse ... the $3 you paid for gift wrap" against "gift wrap is not
    reimbursed" is contradicted, whatever `wrap_charge` holds.

    Example: "We will refund the $3 you paid for gift wrap." where the policy says gift wrap is not refunded: wrong.
    """
    index, text, result = run.index, run.text, run.result
    for i, f in enumerate(result.findings):
        if f.ok is not True or f.kind != "money" or f.leaf is None or f.leaf.evidence_id in index.call_ids:
            continue
        said = governing_action(text, f.start)
        if said is None or negated_at(text, text.rfind(said[0], 0, f.start)) or role_agrees(
                said[1], f.leaf.words, index.source_words.get(f.leaf.evidence_id, ()), same_word):
            continue
        denied = policy_denies(said[1], f.leaf.words, index.sentences)
        if denied:
            result.findings[i] = Finding(f.kind, f.start, f.end, f.text, False, f.leaf,
                                         f"'{said[0]} {f.text}': {f.leaf.path} records no {said[1]}, and the "
                                         f"policy says '{denied[:100]}'", f.negated)


def amount_bases(run: AlignmentRun) -> None:
    """A figure said as money before or after deductions ("gross", "payout", "net"), matched to a field of the
    other basis, is that record's other field's figure said wrongly (figure_basis).

    Example: "You received a payout of $1,200 this week." against gross = 1200, net = 1050: wrong against net.
    """
    index, text, result = run.index, run.text, run.result
    for i, f in enumerate(result.findings):
        if f.ok is True and f.kind == "money" and f.leaf is not None and f.leaf.evidence_id not in index.call_ids \
                and (other := basis_conflict(text, f.start, f.end, f.leaf, run.scoped)) is not None:
            result.findings[i] = Finding(f.kind, f.start, f.end, f.text, False, other.leaf, other.detail, f.negated)


def newest_items(run: AlignmentRun) -> None:
    """A figure said of the latest, most recent or last item of a dated list, matched to an older item's
    field, is the newest item's figure said wrongly (recency).

    Example: "Your latest invoice was $58." where $58 is the older invoice's amount: wrong against the newest.
    """
    result = run.result
    pinned = [f.leaf for f in result.findings if f.ok and f.leaf is not None]
    for i, f in enumerate(result.findings):
        if f.ok is True and f.kind == "money" and f.leaf is not None \
                and (newest := newest_conflict(run.text, f.start, f.leaf, run.scoped, pinned)) is not None:
            result.findings[i] = Finding(f.kind, f.start, f.end, f.text, False, newest.leaf, newest.detail, f.negated)


def moments(run: AlignmentRun) -> None:
    """A date said with a clock time ("16 June from 09:30") names one moment: when the time is another
    timestamp's (its date differs from the claim's), the date is wrong, whatever field holds that date.

    Example: "Your fitting is on 16 June at 09:30." against starts_at = 18 June 09:30: the date is wrong.
    """
    text, result = run.text, run.result
    dates = [(i, f) for i, f in enumerate(result.findings) if f.kind == "date" and f.ok]
    for f in result.findings:
        if f.kind != "time" or not f.ok or f.leaf is None:
            continue
        for i, d in dates:
            if d.leaf is f.leaf or not one_moment(text, d.end, f.start):
                continue
            said = next(iter(specifics(d.text)), None)
            # A date finding whose text reads as no specific on its own (a relative day, a weekday read by
            # the value layer) names no calendar date to hold against the moment.
            held = moment_mismatch(said.readings, f.leaf.value) if said is not None else None
            if held is not None:
                result.findings[i] = Finding("date", d.start, d.end, d.text, False, f.leaf,
                                             f"{d.text} {f.text} is not {f.leaf.path} = {f.leaf.value}")


def methods(run: AlignmentRun) -> None:
    """How the money went (lexicon.METHOD_GROUPS): a figure the claim matched sits beside a field that says
    how it is paid out ("sepa_credit"); a claim that names only another way ("posted as a cheque") is wrong
    about it.

    Example: "Your refund of $22 was posted as a cheque." against method = bank_transfer: wrong.
    """
    text, result, scoped = run.text, run.result, run.scoped
    said = method_groups(text)
    for f in [f for f in result.findings if f.ok and f.kind == "money" and f.leaf is not None]:
        box = f.leaf.path.rsplit(".", 1)[0] if "." in f.leaf.path else ""
        for leaf in scoped:
            held = method_groups(leaf.value) if isinstance(leaf.value, str) and not looks_like_id(leaf.value) else set()
            near = leaf.evidence_id == f.leaf.evidence_id and (leaf.path.rsplit(".", 1)[0] if "." in leaf.path else "") == box
            if near and held and said and not said & held:
                at = min(m.start() for name in said for m in METHOD_GROUPS[name].finditer(text))
                word = re.match(r"[\w ]+", text[at:]).group(0).strip()
                result.findings.append(Finding("value", at, at + len(word), word, False, leaf,
                                               f"'{word}' is not how {leaf.path} = {leaf.value} says it is paid"))
                return


def near_misses(run: AlignmentRun) -> None:
    """A figure or id no leaf holds and none plays the role of, one slip of the pen away from a leaf of
    the claim's records ("$24.99" against 22.99, "ending 6602" against "6620", "15:07" against 15:47): a
    wrong copy of that leaf, when it is the only leaf within one slip that no other specific of the claim
    already matched. The claim's records are searched first, then the rest of the case but for records
    shaped like the claim's (another order, another card: their figures are theirs). A figure disputed by a
    leaf that another specific of the claim matches ("from 09:10 to 17:50" against from = 09:10) is
    disputed by the wrong leaf: a near miss, if there is one, is the leaf it means.

    Example: "Your locker code is 4817." against pin = 4871: one slip away, wrong.
    """
    index, result, specs, scoped = run.index, run.result, run.specs, run.scoped
    by_span = {(s.start, s.end): s for s in specs}
    taken = {(f.leaf.evidence_id, f.leaf.path) for f in result.findings if f.ok and f.leaf is not None}
    for i, f in enumerate(result.findings):
        s = by_span.get((f.start, f.end))
        open_ = f.ok is None and f.leaf is None and "stated by" not in f.detail
        misplaced = f.ok is False and f.leaf is not None and ((f.leaf.evidence_id, f.leaf.path) in taken
                                                              or f.kind in ("money", "number"))
        if s is None or not (open_ or misplaced) or (f.leaf is not None and f.leaf.path.endswith(TOTAL_ROLE)):
            continue  # a named total that is off is a wrong sum, not a slip of one item's figure
        if not any(ch.isdigit() for ch in s.text):
            continue  # a slip of the pen is in written digits: "tomorrow" or "three hundred and ten" is no miscopy
        scoped_ids = {leaf.evidence_id for leaf in scoped}
        unlike = [leaf for leaf in index.leaves if leaf.evidence_id in scoped_ids or not any(
            index.look_alike_records(leaf.evidence_id, rid) for rid in scoped_ids)]  # never the other order's
        found = _slips(index, s, (scoped, unlike), taken)
        if len(found) == 1:
            leaf = next(iter(found.values()))
            if misplaced and (f.leaf.evidence_id, f.leaf.path) not in taken \
                    and role_score(leaf, near_stems(result.text, f.start, f.end)) \
                    < role_score(f.leaf, near_stems(result.text, f.start, f.end)):
                continue  # the leaf whose role the claim names stands; a near miss must name it as well
            near = near_stems(result.text, f.start, f.end)
            if open_ and any(other is not leaf and same_kind(s.kind, other) and role_score(other, near) >= 0.5
                             and names_role(other, near) and role_score(other, near) > role_score(leaf, near)
                             for other in scoped):
                continue  # "should leave by 9 May" names a leave leaf: arrived_on = 2 May is another date
            result.findings[i] = Finding(f.kind, f.start, f.end, f.text, False, leaf,
                                         f"{f.text} is one slip away from the recorded {leaf.path} = {leaf.value}",
                                         f.negated)


def _slips(index: RecordIndex, s: Specific, pools: Sequence[Sequence[Leaf]], taken: set[tuple[str, str]]) -> dict:
    """The leaves one slip of the pen from a specific, by value, from the first pool that has any: none that
    another specific took, no list length, refused call's argument or yes/no."""
    for pool in pools:
        found = {}
        for leaf in pool:
            if (leaf.evidence_id, leaf.path) in taken or leaf.is_count or leaf.evidence_id in index.call_ids \
                    or isinstance(leaf.value, bool):
                continue
            if s.kind == "identifier":
                held = normalise_identifier(leaf.value)
                slip = looks_like_id(str(leaf.value)) and len(held) >= 4 and any(
                    len(r) == len(held) and one_slip(r, held) for r in s.readings)
            elif s.kind == "money" and not is_money_leaf(leaf) and leaf_number(leaf.value) is not None \
                    and looks_like_id(str(leaf.value)):
                slip = False  # an amount is not a copy of a code
            else:
                slip = near_miss(s.kind, s.readings, leaf.value)
            if slip:
                found.setdefault(str(leaf.value), leaf)
        if found:
            return found
    return {}


def shown_arithmetic(run: AlignmentRun) -> None:
    """A figure the claim works out from its own figures: a total of the amounts it lists, a difference, a price
    times a count, an amount split into parts, a share or a discount ("$164: the $214 price less your $50
    deposit"). A figure no leaf holds, disputed by the leaf of one of the amounts it is worked out from, agrees
    after all when every such amount agrees with a leaf: the dispute read a worked-out figure as a wrong copy of
    the field whose words stand around it. The arithmetic goes in the detail.

    Only the claim's own few figures are tried, so a wrong figure is not explained by chance, and a wrong operand
    stays disputed by its own finding. A figure nothing disputes is left for NLI: arithmetic alone does not show
    that the claim's sum applies (a discount whose condition is unmet adds up all the same). A figure the claim
    calls a total is only a sum: "two keys at $89 and $65 for programming, so $178 total" is one line's price
    times its count, not the total it names.

    Example: "Your balance is $164: the $214 price less your $50 deposit." against price = 214, deposit = 50.
    """
    result, scoped = run.result, run.scoped
    by_start = {s.start: s for s in run.specs if s.kind in FIGURE_KINDS}
    mine = [(i, f, by_start[f.start]) for i, f in enumerate(result.findings)
            if f.start in by_start and by_start[f.start].text == f.text]
    for i, f, s in mine:
        if f.ok is not False or any(holds_figure(s, leaf) for leaf in scoped):
            continue  # a figure some leaf holds is that leaf's to settle, and an overruled one stays overruled
        # Every operand agrees with a leaf, except that a money figure may be a count of something times or
        # split by ("4 late blocks x ₱200") where nothing disputes the count.
        operands = [(g, o) for j, g, o in mine if j != i and (
            g.ok is True and g.leaf is not None
            or s.kind == "money" and o.kind == "number" and o.unit != "%" and g.ok is None)]
        total = _called_total(result.text, s, [o for _, _, o in mine])
        found = worked_out(s, [o for _, o in operands], total=total)
        if found is None:
            continue
        used = {t.label for t in found.terms}
        leaves = [g.leaf for g, o in operands if g.leaf is not None and o.text in used]
        if not any(same_leaf(f.leaf, leaf) for leaf in leaves):
            # The leaf that disputes it holds a figure of its own for that role (the refund, the bill's total):
            # the record's figure wins over the claim's sum, which may leave out a line or use a stale price.
            continue
        record = f.leaf.evidence_id
        if any(g.leaf.evidence_id != record for g, o in operands if o.text in used and o.kind == "money") \
                or total and any(leaf.evidence_id == record and is_total_leaf(leaf) for leaf in scoped):
            # Amounts of two records (this claim's payment and last year's) add up to nothing the case owes,
            # and a total the record keeps is the total, whatever the claim's lines add up to.
            continue
        leaf = leaves[0]
        result.findings[i] = Finding(f.kind, f.start, f.end, f.text, True, leaf,
                                     f"{s.text} is the claim's own arithmetic ({shown(found)}), and the records "
                                     "hold each amount it is worked out from", f.negated)


def same_leaf(a: Leaf | None, b: Leaf | None) -> bool:
    return a is not None and b is not None and (a.evidence_id, a.path) == (b.evidence_id, b.path)


def _called_total(text: str, s: Specific, figures: Sequence[Specific]) -> bool:
    """Does the claim call this figure a total, reading only the words between it and the figures beside it
    ("your order total is $214.90: $85.90 for the dresses" calls $214.90 the total, not $85.90)?"""
    start = max((o.end for o in figures if o.end <= s.start), default=0)
    end = min((o.start for o in figures if o.start >= s.end), default=len(text))
    return says_total(text[start:end], replace(s, start=s.start - start, end=s.end - start))
