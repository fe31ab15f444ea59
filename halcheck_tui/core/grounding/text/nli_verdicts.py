"""How what NLI said about a claim's premises becomes its verdict: the fitted decision model or the thresholds,
with the guards no small verifier is trusted without (figures stated, the premise about the claim's subject,
no clause that negates it)."""
from __future__ import annotations

import re
from collections.abc import Sequence

from ....config import NLIThresholds
from ....ports import NLIProbs
from ...decomposition.decompose import Claim
from ...language.negation import NEGATED_WORD, NEGATION
from ...language.sentences import SPACE_AFTER_SENTENCE
from ...language.words import stem as _stem
from ...types import Method, ReasonCode, Verdict
from ...values.leaf_values import dates_agree, numbers_agree
from ...values.mentions import Specific, specifics
from ..fields.alignment.restatement import clause_parts, content_stems
from ..fields.alignment.vocabulary import same_word, words_of
from ..fields.governing import condition_dropped
from ..verdicts import ClaimVerdict, NLIJudgement, Premise
from .decision import ClaimSignals, DecisionModel, absent_share
from .retrieval import terms


def same_subject(claim: str, premise: str, minimum: float) -> bool:
    """Is the premise about the claim's subject? It must use at least `minimum` of the claim's content
    terms: "Plastic cards are posted within 3 to 5 days" does not address "E-gift cards arrive by email
    within 10 minutes", so it cannot refute it (a premise about something else does not contradict)."""
    if minimum <= 0:
        return True
    claimed = {t for t in terms(claim) if not t[0].isdigit()}
    if not claimed:
        return True
    stated = set(terms(premise))
    return len(claimed & stated) / len(claimed) >= minimum


def subject_share(claim: str, premise: str) -> float:
    """The share of the claim's content terms (figures aside) that the premise uses."""
    claimed = {t for t in terms(claim) if not t[0].isdigit()}
    if not claimed:
        return 1.0
    return len(claimed & set(terms(premise))) / len(claimed)


def on_subject(claim: str, candidates: Sequence[Premise], minimum: float, ratio: float) -> list[Premise]:
    """The premises that may refute the claim: those about its subject. A premise must use `minimum` of
    the claim's terms and, when the same evidence has a sentence much closer to the claim, at least `ratio`
    of that closest sentence's share: "Day tickets are non-refundable" is addressed by the policy's line about
    renewals, not refuted by its line about first purchases, whatever a small verifier says of the pair."""
    shares = {id(p): subject_share(claim, p.text) for p in candidates}
    closest: dict[str, float] = {}
    for p in candidates:
        closest[p.evidence_id] = max(closest.get(p.evidence_id, 0.0), shares[id(p)])
    # A premise that states one of the claim's figures is about the same thing ("open 10:00 to 19:00" for a
    # claim of Sunday hours 10:00 to 19:00), however few words the two share.
    claimed = [s.readings for s in specifics(claim) if any(c.isdigit() for c in s.text)]  # "one" is no figure
    def shares_figure(premise: Premise) -> bool:
        return any(r & s.readings for s in specifics(premise.text) for r in claimed)
    return [p for p in candidates if same_subject(claim, p.text, minimum)
            and (shares[id(p)] >= ratio * closest[p.evidence_id] or shares_figure(p))]


def _same_unit(a: Specific, b: Specific) -> bool:
    """"20 days" is not stated by "20% of the lessons"; a figure without a unit takes any."""
    units = [_MEASURE.get(_stem(x.unit.lower())) for x in (a, b) if x.unit]
    return len(units) < 2 or None in units or units[0] == units[1]


def figure_stated(figure: Specific, stated: Sequence[Specific]) -> bool:
    """Is the claim's figure one of the stated ones, in the value layer's sense of agreeing (a date without its
    year agrees with that day of any year)? A figure worked out from stated ones is not: letting sums and
    differences through let wrong figures be entailed on the dev sets (session 15), so arithmetic stays with
    the record checker, which shows it."""
    for other in stated:
        if figure.kind == "date" and other.kind == "date":
            if any(dates_agree(a, b) for a in figure.readings for b in other.readings):
                return True
        elif figure.readings & other.readings and _same_unit(figure, other):
            return True
        elif {figure.kind, other.kind} <= {"money", "number"} and _same_unit(figure, other) and any(
                numbers_agree(figure.readings, r) for r in other.readings if isinstance(r, float)):
            return True
    return False


def negates(claim: str, premise: str) -> bool:
    """Does one clause of the premise hold every content word of the claim, the other way round ("no files are
    removed" for "its files will be removed")? Then it cannot entail the claim, whatever the verifier says."""
    words = set(content_stems(claim))
    if len(words) < 2:
        return False
    # The claim's own polarity, not that of a condition it states ("if you don't arrive, ... is kept").
    negated = bool(NEGATION.search(_CONDITION_CLAUSE.sub(" ", claim)))
    for sentence in SPACE_AFTER_SENTENCE.split(premise):
        for clause in clause_parts(sentence):
            stems = {_stem(x) for x in words_of(clause)}
            if not all(any(same_word(w, t) for t in stems) for w in words):
                continue
            # ... and the clause negates one of the claim's own words ("no files", not "extras such as pins are not
            # refunded" for "stickers are extras")
            scoped = [_stem(m.group(1)) for m in NEGATED_WORD.finditer(clause)]
            clause_negated = any(any(same_word(w, s) for w in words) for s in scoped)
            if clause_negated != negated:
                return True
    return False


_CONDITION_CLAUSE = re.compile(r"\b(?:if|unless|when|whenever|once)\b[^,;]*[,;]?", re.IGNORECASE)


# Units a figure is measured in, folded: only these tell two equal numbers apart ("30 days" / "30%"); the
# word after a number is often no unit at all ("two and", "3 free").
_MEASURE: dict[str, str] = {}
for _unit, _forms in {"second": "second seconds sec secs", "minute": "minute minutes min mins",
                      "hour": "hour hours hr hrs", "day": "day days", "week": "week weeks",
                      "month": "month months", "year": "year years", "night": "night nights",
                      "percent": "% percent", "gb": "gb", "mb": "mb", "tb": "tb", "kbps": "kbps", "mbps": "mbps",
                      "km": "km", "mile": "mile miles", "kg": "kg", "lb": "lb lbs"}.items():
    for _form in _forms.split():
        _MEASURE[_stem(_form)] = _unit


class NLIDecisions:
    """The decision half of the grounder (a mixin of `grounder.Grounder`, which sets these attributes)."""

    thresholds: NLIThresholds
    decision: DecisionModel | None
    figure_guard: bool
    subject_overlap: float
    subject_ratio: float

    def figures_stated(self, claim: Claim, premise: Premise, fields: Sequence[Premise] = ()) -> bool:
        """May this premise support the claim's figures? Every amount, number, date and time of the claim
        must be one the premise states (in any written form), or one of the record fields read for it: a small
        verifier entails "within 30 days" from "within 14 days" too often to be trusted with figures."""
        if not self.figure_guard:
            return True
        stated = specifics(premise.text) + [x for field in fields for x in specifics(field.text)]
        return all(figure_stated(figure, stated) for figure in specifics(claim.context_text)
                   if figure.kind in ("money", "number", "date", "time"))

    def may_pass_by(self, claim: Claim, premise: Premise, fields: Sequence[Premise] = ()) -> bool:
        """May the claim pass by this premise, whatever NLI said of it: every figure stated (`figures_stated`),
        the premise not negating the claim, and no condition of the premise dropped by the claim."""
        return (self.figures_stated(claim, premise, fields) and not negates(claim.text, premise.text)
                and not condition_dropped(claim.context_text, premise.text))

    def refuting(self, claim: Claim, single: list[tuple[Premise, NLIProbs]]) -> list[tuple[Premise, NLIProbs]]:
        """Anchored text sentences about the claim's subject: only they may refute it (see on_subject)."""
        anchored = [(p, q) for p, q in single if p.start >= 0 and p.may_refute]
        kept = {id(p) for p in on_subject(claim.context_text, [p for p, _ in anchored], self.subject_overlap,
                                          self.subject_ratio)}
        return [(p, q) for p, q in anchored if id(p) in kept]

    def signals(self, claim: Claim, single: list[tuple[Premise, NLIProbs]], joined: list[tuple[Premise, NLIProbs]],
                evidence_texts: Sequence[str]) -> ClaimSignals:
        covering = [q.entailment for p, q in single if p.names_ok]
        refuting = [q.contradiction for _, q in self.refuting(claim, single)]
        chunks = [q.entailment for _, q in joined]
        return ClaimSignals(max(covering, default=0.0), max(refuting, default=0.0),
                            max(chunks + covering, default=0.0), absent_share(claim.context_text, evidence_texts))

    def _decide_learned(self, claim: Claim, single: list[tuple[Premise, NLIProbs]],
                        joined: list[tuple[Premise, NLIProbs]], evidence_texts: Sequence[str]) -> ClaimVerdict:
        """The fitted decision model says pass or fail; the premises say which evidence and why."""
        t = self.thresholds
        signals = self.signals(claim, single, joined, evidence_texts)
        p_fail = self.decision.fail_probability(signals)
        all_premises = tuple(p for p, _ in single + joined)
        ids = tuple(dict.fromkeys(p.evidence_id for p in all_premises))

        def judgement(premise: Premise, probs: NLIProbs) -> NLIJudgement:
            return NLIJudgement(probs.entailment, probs.neutral, probs.contradiction, premise.text,
                                premise.evidence_id, premise.window)

        covering = [(p, q) for p, q in single if p.names_ok]
        best = max(covering + joined, key=lambda pq: pq[1].entailment, default=None)
        common = dict(premises=all_premises, signals=signals, fail_probability=round(p_fail, 4))
        if p_fail < self.decision.fail_threshold and best is not None and self.may_pass_by(
                claim, best[0], [p for p, _ in single if p.start < 0]):
            p, q = best
            method = Method.PASSAGE if p.window and p.start >= 0 else Method.NLI
            source = f"adjacent sentences of {p.evidence_id} read together" if p.window else p.evidence_id
            return ClaimVerdict(claim.id, Verdict.SUPPORTED, None, method, (p.evidence_id,),
                                f"entailed by {source} (p={q.entailment:.2f}; fail probability {p_fail:.2f})",
                                judgement(p, q), **common)
        refuting = self.refuting(claim, single)
        contra = max(refuting, key=lambda pq: pq[1].contradiction, default=None)
        if contra is not None and contra[1].contradiction >= t.contradict and contra[1].contradiction > signals.entail:
            p, q = contra
            return ClaimVerdict(claim.id, Verdict.CONTRADICTED, ReasonCode.NLI_CONTRADICTION, Method.NLI,
                                (p.evidence_id,), f"contradicted by {p.evidence_id} (p={q.contradiction:.2f})",
                                judgement(p, q), **common)
        shown = best or max(single, key=lambda pq: pq[1].entailment, default=None)
        return ClaimVerdict(claim.id, Verdict.INSUFFICIENT, ReasonCode.NLI_NOT_ENTAILED, Method.NLI, ids,
                            "no evidence sentence or chunk entails this claim"
                            + (f" (best p={shown[1].entailment:.2f}; " if shown else " (")
                            + f"{signals.absent_share:.0%} of its content words are not in the evidence; "
                            f"fail probability {p_fail:.2f})",
                            judgement(*shown) if shown else None, **common)

    def _decide_thresholds(self, claim: Claim, single: list[tuple[Premise, NLIProbs]],
                           joined: list[tuple[Premise, NLIProbs]]) -> ClaimVerdict:
        t = self.thresholds
        all_premises = tuple(p for p, _ in single + joined)
        ids = tuple(dict.fromkeys(p.evidence_id for p in all_premises))

        def judgement(premise: Premise, probs: NLIProbs) -> NLIJudgement:
            return NLIJudgement(probs.entailment, probs.neutral, probs.contradiction, premise.text,
                                premise.evidence_id, premise.window)

        # Only anchored text sentences may refute. Windows are stitched lines, and verbalised records
        # ("The tier is gold.") are read field by field first: NLI over them may confirm, never refute.
        refuting = self.refuting(claim, single)
        # A premise that omits the claim's names cannot entail it alone ("Warranty: 2 years" says nothing
        # about the Aria kettle); a window that adds the naming line may. See Premise.names_ok.
        covering = [(p, q) for p, q in single if p.names_ok]
        def entailed(p: Premise, q: NLIProbs) -> ClaimVerdict:
            return ClaimVerdict(claim.id, Verdict.SUPPORTED, None, Method.NLI, (p.evidence_id,),
                                f"entailed by {p.evidence_id} (p={q.entailment:.2f})", judgement(p, q), premises=all_premises)

        best_entail = max(covering, key=lambda pq: pq[1].entailment, default=None)
        best_contra = max(refuting, key=lambda pq: pq[1].contradiction, default=None)
        entail_p = best_entail[1].entailment if best_entail else 0.0
        contra_p = best_contra[1].contradiction if best_contra else 0.0
        if best_entail is not None and negates(claim.text, best_entail[0].text):
            best_entail, entail_p = None, 0.0
        if entail_p >= t.entail and entail_p >= contra_p:
            return entailed(*best_entail)
        # A sentence that clearly contradicts the claim outweighs a window: the window may have been
        # stitched around that very sentence ("open on Sundays" vs "... closed on Sundays").
        if contra_p >= t.contradict:
            p, q = best_contra
            return ClaimVerdict(claim.id, Verdict.CONTRADICTED, ReasonCode.NLI_CONTRADICTION, Method.NLI,
                                (p.evidence_id,), f"contradicted by {p.evidence_id} (p={q.contradiction:.2f})",
                                judgement(p, q), premises=all_premises)
        if entail_p >= t.entail:
            return entailed(*best_entail)
        best_window = max(joined, key=lambda pq: pq[1].entailment, default=None)
        if best_window and best_window[1].entailment >= t.window_entail:
            p, q = best_window
            method = Method.NLI if p.start == -1 else Method.PASSAGE
            return ClaimVerdict(claim.id, Verdict.SUPPORTED, None, method, (p.evidence_id,),
                                f"entailed by adjacent lines of {p.evidence_id} read together (p={q.entailment:.2f})",
                                judgement(p, q), premises=all_premises)
        shown = best_entail or best_window or max(single, key=lambda pq: pq[1].entailment, default=None)
        return ClaimVerdict(claim.id, Verdict.INSUFFICIENT, ReasonCode.NLI_NOT_ENTAILED, Method.NLI, ids,
                            "no evidence sentence entails this claim"
                            + (f" (best p={shown[1].entailment:.2f})" if shown else ""),
                            judgement(*shown) if shown else None, premises=all_premises)
