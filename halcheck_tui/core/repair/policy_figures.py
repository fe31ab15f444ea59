"""A rule's figure the policy states otherwise ("within 14 days" where the policy says 30): the claim's
figure in the policy's words, read from the policy or passage sentence that speaks of the same thing, with
the policy's condition ("once approved") added when the claim leaves it out."""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..case import Evidence, EvidenceKind
from ..decomposition.decompose import Claim
from ..grounding.fields.alignment.leaves import flatten
from ..grounding.fields.records import MentionCheck
from ..grounding.grounder import quantities
from ..language.sentences import SPACE_AFTER_SENTENCE
from ..language.tokens import letter_runs
from ..language.words import stem
from ..memo import per_value
from ..types import ReasonCode
from ..values.api_values import unit_agrees
from ..values.leaf_values import leaf_number
from ..values.mentions import Specific, specifics
from ..values.patterns import CARDINAL_WORDS, SPAN_CURRENCY_CODES
from .draft_style import format_number, number_value
from .fix import CannotFix, Fix
from .leaf_lookup import leaf_named_in
from .value_fixes import noun_agreement
from .word_tables import STOP_WORDS, stems

_CURRENCY = rf"(?:[$€£¥₹]|{SPAN_CURRENCY_CODES}\s?)"
_NUM = r"(?:\d[\d,]*(?:\.\d+)?|" + "|".join(CARDINAL_WORDS[1:]) + r")"
_MARK = r"(?:\s?(?:%|¢|[ap]\.m\.|[ap]m\b)|(?::\d{2})(?:\s?(?:[ap]\.m\.|[ap]m\b))?)"
_FIGURE = re.compile(
    rf"(?P<fig>(?P<cur>{_CURRENCY})?(?P<n1>{_NUM})(?P<m1>{_MARK})?"
    rf"(?:\s*(?:to|-|–|and|or)\s*(?P<cur2>{_CURRENCY})?(?P<n2>{_NUM})(?P<m2>{_MARK})?)?)"
    r"(?P<tail>(?:[\s-]+[A-Za-z]+){0,2})", re.IGNORECASE)
_CONDITION = re.compile(r"\b(?P<cond>(?:once|after|when|as soon as)\s+(?:(?:it|they|the \w+|your \w+)\s+"
                        r"(?:is|are|has been|have been)\s+)?\w+ed)\b", re.IGNORECASE)
_CLAIM_CONDITION = re.compile(r"\b(?:once|after|when|as soon as|if|until|unless)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Figure:
    start: int
    end: int
    text: str
    values: tuple[float, ...]
    units: frozenset[str]
    before: str
    context: frozenset[str]
    tail: str
    """The words after the number ("business days"): replaced with it when the premise writes the same."""


def _units(m: re.Match) -> frozenset[str]:
    """A figure's units: its currency and marks ("time" for a clock), and the words after it, singular."""
    units = set()
    for mark in ("cur", "cur2", "m1", "m2"):
        if m.group(mark):
            shown = m.group(mark).strip().lower()
            units.add("time" if shown.startswith(":") or shown.rstrip(".") in {"am", "pm", "a.m", "p.m"}
                      else shown)
    tail = [w.lower() for w in letter_runs(m.group("tail"))]
    units.update(w[:-1] if w.endswith("s") and len(w) > 3 else w for w in tail if w not in STOP_WORDS)
    return frozenset(units)


@per_value(maxsize=256)
def figures(text: str) -> tuple[Figure, ...]:
    # Every failed claim reads every policy sentence's figures: once per sentence.
    out = []
    instants = [(s.start, s.end) for s in specifics(text) if s.kind == "date"]
    for m in _FIGURE.finditer(text):
        if m.start() > 0 and (text[m.start() - 1].isalnum() or text[m.start() - 1] in "-/.:"):
            continue  # inside an id or a date
        if any(_fragment_of(text, m.start("fig"), m.end("fig"), a, b) for a, b in instants):
            continue  # a piece of a moment the value layer reads whole ("+09:30" is an offset, not a clock)
        values = tuple(v for v in (number_value(m.group("n1")), number_value(m.group("n2") or "")) if v is not None)
        if not values:
            continue
        words_before = letter_runs(text[max(0, m.start() - 30):m.start()])
        before = words_before[-1].lower() if words_before else ""
        window = text[max(0, m.start() - 60):m.end() + 40].lower()
        out.append(Figure(m.start("fig"), m.end("fig"), m.group("fig"), values, _units(m), before, stems(window),
                          m.group("tail")))
    return tuple(out)


def _fragment_of(text: str, start: int, end: int, a: int, b: int) -> bool:
    """Is text[start:end] a piece of the date reading text[a:b] cut out mid-token ("2031-07" of an ISO instant,
    "09:30" of its offset), rather than a word of it ("5" of "5 June")?"""
    if end <= a or start >= b:
        return False
    whole_left = start <= a or text[start - 1].isspace()
    whole_right = end >= b or text[end].isspace()
    return not (whole_left and whole_right)


def _figure_pairs(claimed: Sequence[Figure], stated: Sequence[Figure]) -> list[tuple[int, Figure, Figure]]:
    """(words in common, claimed, stated) for each claimed figure the premise states otherwise about the
    same thing: the same unit or the same word before it, and words around it in common."""
    pairs = []
    for c in claimed:
        if any(set(c.values) == set(s.values) and (c.units & s.units or not c.units) for s in stated):
            continue  # the premise states this figure: it stands
        for s in stated:
            same_kind = bool(c.units & s.units) if (c.units or s.units) else c.before == s.before
            if c.units and s.units and not (c.units & s.units):
                same_kind = False
            if not same_kind or len(c.values) != len(s.values) and not (c.units & s.units):
                continue
            overlap = len(c.context & s.context) + (c.before == s.before and bool(c.before))
            if overlap:
                pairs.append((overlap, c, s))
    return pairs


def _figure_fix(text: str, c: Figure, s: Figure, evidence_id: str) -> list[Fix]:
    """The claimed figure in the premise's words, with the noun after it agreeing."""
    new, end = s.text, c.end
    if c.tail.strip() and c.tail.lower() == s.tail.lower():
        new, end = s.text + s.tail, c.end + len(c.tail)
    elif len(c.values) == 1 and len(s.values) == 1 and re.fullmatch(_NUM, c.text.strip(), re.IGNORECASE) \
            and re.fullmatch(_NUM, s.text.strip(), re.IGNORECASE):
        new = format_number(s.values[0], c.text)
    fixes = [Fix(c.start, end, new, evidence_id, "text", ReasonCode.VALUE_MISMATCH)]
    if end == c.end and len(c.values) == 1 and len(s.values) == 1:
        agreement = noun_agreement(text, c.end, c.values[0], s.values[0], evidence_id, "text",
                                   ReasonCode.VALUE_MISMATCH)
        if agreement:
            fixes.append(agreement)
    return fixes


def figure_fixes(text: str, premise_text: str, evidence_id: str) -> list[Fix]:
    """Each figure of the claim that the premise states otherwise about the same thing -> the premise's figure,
    the pairs with the most words in common first, each figure used once."""
    fixes, used_c, used_s = [], set(), set()
    for _overlap, c, s in sorted(_figure_pairs(figures(text), figures(premise_text)), key=lambda p: -p[0]):
        if c.start in used_c or s.start in used_s:
            continue
        used_c.add(c.start)
        used_s.add(s.start)
        fixes += _figure_fix(text, c, s, evidence_id)
    return fixes


def _policy_sentences(evidence: Mapping[str, Evidence], premises: Sequence[Any]) -> list[tuple[str, str]]:
    """(evidence id, sentence) to read figures from: the claim's premises first, then every policy and
    passage sentence (a premise window may have missed the sentence with the figure)."""
    out = [(p.evidence_id, p.text) for p in premises]
    for item in evidence.values():
        if item.kind in (EvidenceKind.POLICY, EvidenceKind.PASSAGE) and item.text:
            out += [(item.id, s) for s in SPACE_AFTER_SENTENCE.split(item.text) if s.strip()]
    return out


def _record_measures(text: str, evidence: Mapping[str, Evidence]) -> list[Specific]:
    """The claim's measures that a record of the case holds under a key naming their unit ("212 miles" and
    `breakdown_miles_from_home` = 212): figures of the case itself, which a record states and a policy sentence's
    threshold cannot correct. A bare count ("1-year", "2-3 days") is not enough: small numbers sit in many fields
    by chance. The records are read only when the claim has a measure."""
    said = [s for s in specifics(text) if s.kind == "number" and s.unit]
    if not said:
        return []
    leaves = [leaf for item in evidence.values() if item.kind is EvidenceKind.RECORD
              for leaf in flatten(item.fields, item.id, item.reader_zone) if not leaf.is_count]
    return [s for s in said if any(unit_agrees(s, leaf.path, leaf.value)
                                   or (stem(s.unit) in leaf.words and leaf_number(leaf.value) in s.readings)
                                   for leaf in leaves)]


def fix_policy_figures(claim: Claim, premises: Sequence[Any], evidence: Mapping[str, Evidence]) -> list[Fix]:
    """A figure the policy states differently: the claim's figure in the policy's words, and the policy's
    condition ("once approved") when the claim leaves it out."""
    text = claim.text
    words = stems(text)
    best: tuple[int, list[Fix], str] | None = None
    for evidence_id, sentence in _policy_sentences(evidence, premises):
        fixes = figure_fixes(text, sentence, evidence_id)
        if not fixes:
            continue
        score = len(words & stems(sentence))
        if best is None or score > best[0]:
            best = (score, fixes, sentence)
    if best is None or best[0] < 2:
        raise CannotFix("no policy sentence states this figure about the same thing")
    _, fixes, sentence = best
    held = _record_measures(text, evidence)
    fixes = [f for f in fixes if not any(m.start < f.end and f.start < m.end for m in held)]
    if not fixes:
        # "you broke down 212 miles from home, more than the 100 the plan requires": 212 is the record's, and
        # a policy sentence's figure (its threshold) never overwrites what a record of the case holds
        raise CannotFix("the claim's figure is one a record of the case holds; the policy states a rule, not it")
    condition = _CONDITION.search(sentence)
    if condition and not _CLAIM_CONDITION.search(text) and quantities(text):
        fixes.append(Fix(len(text), len(text), f" {condition.group('cond').lower()}", fixes[0].evidence_id, "text",
                         ReasonCode.VALUE_MISMATCH))
    return fixes


def case_figures_kept(claim: Claim, checks: Sequence[MentionCheck], premises: Sequence[Any],
                      evidence: Mapping[str, Evidence]) -> list[Fix]:
    """A claim about the case that no evidence entails, read against the policy: only its rule figures may take
    the policy's. Its moments (a date, a clock time: the value layer's reading) and the figures a record
    confirms are the case's own, which the records settle; a policy sentence states a rule, never them
    ("booked for 2:15 PM" is not the policy's "07:45" opening, "17 minutes left" is not its 40-minute hold)."""
    case = [(c.mention.start, c.mention.end) for c in checks
            if c.ok and c.evidence_id in evidence and 0 <= c.mention.start < c.mention.end]
    case += [(s.start, s.end) for s in specifics(claim.text) if s.kind in ("date", "time")]
    fixes = _figures_outside(claim, case, premises, evidence)
    if not fixes:
        raise CannotFix("the figures the policy states otherwise are the case's own")
    return fixes


def _figures_outside(claim: Claim, spans: Sequence[tuple[int, int]], premises: Sequence[Any],
                     evidence: Mapping[str, Evidence]) -> list[Fix]:
    """The policy's figures for the claim's figures outside `spans`, which are blanked first so that no policy
    figure lands on them. CannotFix when no policy sentence speaks of the claim's figures at all."""
    text = claim.text
    for a, b in spans:
        text = text[:a] + " " * (b - a) + text[b:]
    return [f for f in fix_policy_figures(replace(claim, text=text), premises, evidence)
            if not any(f.start < b and a < f.end for a, b in spans) and f.start < f.end]


def other_policy_figures(claim: Claim, fixes: Sequence[Fix], checks: Sequence[MentionCheck], premises: Sequence[Any],
                         evidence: Mapping[str, Evidence]) -> list[Fix]:
    """A claim with a record figure wrong may also give a rule's figure wrong ("you have 12 hours left, and up
    to 30 carry over"): the figures no record finding covers, read against the policy. The spans the record
    corrects or confirms are blanked first, so the policy's figure never lands on them."""
    blank = [(f.start, f.end) for f in fixes] + [(c.mention.start, c.mention.end) for c in checks
                                                  if c.evidence_id in evidence and 0 <= c.mention.start < c.mention.end]
    try:
        return _figures_outside(claim, blank, premises, evidence)
    except CannotFix:
        return []


def policy_figure_instead(claim: Claim, check: MentionCheck, premises: Sequence[Any],
                          evidence: Mapping[str, Evidence]) -> list[Fix]:
    """A figure aligned to a record leaf the claim never names ("a $4.40 handling fee" against an item's price),
    when a policy sentence about the same thing states that figure otherwise: the policy's figure, not the
    leaf's. The leaf was only the nearest money in the records; the policy speaks of the claim's subject."""
    if check.mention.kind not in ("money", "quantity", "number") or leaf_named_in(claim.text, check.field_path):
        return []
    try:
        fixes = fix_policy_figures(claim, premises, evidence)
    except CannotFix:
        return []
    start, end = check.mention.start, check.mention.end
    if not any(f.start < end and start < f.end for f in fixes):
        return []
    return fixes
