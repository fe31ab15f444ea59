"""Level 2, grounding: records first (read, not inferred), then retrieval + NLI for the rest.

The claim's class decides what may ground it: record claims only tool records and refused calls,
rule claims policy text (or, when the case has none, passages: teams keep policy in KB articles), fact
claims passages and policies. Embeddings find premises; NLI reads each premise; a small fitted model
(`decision.DecisionModel`) turns what NLI said into pass or fail. Chunks of adjacent sentences may only
*support*: a chunk stitched from several lines is too loose a premise to call anything false; a
contradiction must come from one sentence that states it.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ...config import NLIThresholds, Settings
from ...ports import Embedder, NLIModel, NLIProbs
from ..case import Case, EvidenceKind, flatten_fields
from ..decomposition.decompose import Claim, Decomposition, is_fragment, is_yes_no
from ..types import ClaimClass, Method, ReasonCode, Verdict
from .alignment import (
    NEGATION,
    clause_parts,
    content_stems,
    restating_window,
    same_word,
    split_path_words,
    verbalise_leaves,
    words_of,
)
from .decision import ClaimSignals, DecisionModel, absent_share
from .effect_denial import effect_conflict
from .governing import condition_dropped, governed_figure_conflict, immediacy_conflict, scoped_term_conflict
from .records import AlignmentLimits, MentionCheck, RecordChecker, record_checker, verbalise_record
from .retrieval import EvidenceSentence, Retriever, chunk_windows, split_evidence, terms
from .values import numbers_agree, specifics
from .words import stem as _stem


@dataclass(frozen=True)
class Premise:
    """An evidence sentence (or window) a claim was checked against, anchored for highlighting."""

    evidence_id: str
    start: int
    end: int
    text: str
    score: float
    window: bool = False
    names_ok: bool = True
    may_refute: bool = True
    """False for policy text read for a claim about the case: it may confirm the part of the claim that
    restates the policy, never refute what the records settle."""
    """False when this premise alone may not support the claim: it omits a name the claim uses that
    is either elsewhere in the same evidence item (a window should be read instead) or nowhere in the
    evidence at all (the claim brings in something nobody said)."""


@dataclass(frozen=True)
class NLIJudgement:
    entailment: float
    neutral: float
    contradiction: float
    premise: str
    evidence_id: str
    window: bool = False

    def as_dict(self) -> dict:
        return {"entailment": round(self.entailment, 4), "neutral": round(self.neutral, 4),
                "contradiction": round(self.contradiction, 4), "premise": self.premise,
                "evidence_id": self.evidence_id, "window": self.window}


@dataclass(frozen=True)
class ClaimVerdict:
    claim_id: str
    verdict: Verdict
    reason_code: ReasonCode | None
    method: Method
    evidence_ids: tuple[str, ...]
    detail: str
    nli: NLIJudgement | None = None
    record_checks: tuple[MentionCheck, ...] = ()
    premises: tuple[Premise, ...] = ()
    signals: ClaimSignals | None = None
    """What the decision model read (NLI-decided claims only)."""
    fail_probability: float | None = None
    figures_read: bool = False
    """A deterministic reading found every figure of the claim in the evidence sentence it restates (not
    NLI): a figure the generator wrote unsure of itself is then confirmed, as a record field confirms one."""


@dataclass(frozen=True)
class GroundingResult:
    verdicts: tuple[ClaimVerdict, ...]
    nli_model: str | None
    thresholds: NLIThresholds

    def for_claim(self, claim_id: str) -> ClaimVerdict:
        return next(v for v in self.verdicts if v.claim_id == claim_id)


ALLOWED_KINDS = {
    ClaimClass.RULE: (EvidenceKind.POLICY,),
    ClaimClass.FACT: (EvidenceKind.PASSAGE, EvidenceKind.POLICY),
}


def allowed_kinds(claim_class: ClaimClass, evidence) -> tuple[EvidenceKind, ...]:
    """What may ground a claim of this class in this case. A rule with no policy text in the case is read
    against the passages (support teams keep policy in KB articles); NO_POLICY_EVIDENCE only when
    neither exists."""
    kinds = ALLOWED_KINDS[claim_class]
    if claim_class is ClaimClass.RULE and not any(item.kind is EvidenceKind.POLICY for item in evidence):
        return (EvidenceKind.PASSAGE,)
    return kinds

_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                 "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fourteen": 14, "fifteen": 15, "twenty": 20,
                 "thirty": 30, "sixty": 60, "ninety": 90, "a": 1, "an": 1}
_UNIT = (r"(?P<unit>business days?|working days?|days?|weeks?|months?|years?|hours?|minutes?|characters?"
         r"|digits?|times?|percent|%|items?|kg|km|litres?|liters?|gb|mb)")
_QUANTITY = re.compile(rf"\b(?P<num>\d+(?:\.\d+)?|{'|'.join(_NUMBER_WORDS)})(?:\s*(?:to|-|–|or)\s*(?P<num2>\d+))?"
                       rf"[\s-]*{_UNIT}\b", re.IGNORECASE)
CONTENT_WORD = re.compile(r"[a-z]{4,}")
UNIT_WORDS = {"business", "working", "day", "week", "month", "year", "hour", "minute", "character", "digit", "time",
               "percent", "item", "litre", "liter", "your", "with", "that", "this", "will", "have", "must", "need",
               "every", "within", "after", "least", "most", "from", "than"}


def quantities(text: str) -> dict[str, set[float]]:
    """{'day': {3, 5}} for '3 to 5 business days'; units folded to a base word so 'business days' ~ 'days'."""
    out: dict[str, set[float]] = {}
    for m in _QUANTITY.finditer(text):
        unit = m.group("unit").lower().split()[-1].rstrip("s")
        unit = {"%": "percent", "liter": "litre"}.get(unit, unit)
        values = out.setdefault(unit, set())
        for group in ("num", "num2"):
            raw = m.group(group)
            if raw:
                values.add(float(_NUMBER_WORDS.get(raw.lower(), raw)) if not raw.replace(".", "").isdigit()
                           else float(raw))
    return out


def numeric_conflict(claim: str, premise: str) -> str | None:
    """A quantity in the claim that the premise gives differently in the same unit, e.g. every 30 days
    against 'expire after 90 days'. Models read numbers poorly; the text can be read directly."""
    claimed, stated = quantities(claim), quantities(premise)
    def stems(text: str) -> set[str]:
        return {w.rstrip("s") for w in CONTENT_WORD.findall(text.lower())} - UNIT_WORDS

    shared_words = stems(claim) & stems(premise)
    # A specific unit both texts use ("business days") is itself a sign they talk about the same thing.
    specific = {m.group("unit").lower().rstrip("s") for m in _QUANTITY.finditer(claim) if " " in m.group("unit")} & \
        {m.group("unit").lower().rstrip("s") for m in _QUANTITY.finditer(premise) if " " in m.group("unit")}
    for unit, values in claimed.items():
        if unit in stated and not values & stated[unit] and (shared_words or specific):
            said = " to ".join(f"{v:g}" for v in sorted(values))
            return f"the claim says {said} {unit}(s); the evidence says {', '.join(f'{v:g}' for v in sorted(stated[unit]))}"
    return None


_NAME = re.compile(r"(?<![.!?]\s)(?<!^)\b([A-Z][a-zA-Z]+(?:[-'][A-Za-z]+)?)\b")
_NOT_NAMES = {"I", "I'm", "I've", "I'll", "I'd", "We", "You", "Your", "Our", "The", "This", "That", "It", "They",
              "He", "She", "His", "Her", "Its", "Their", "My", "A", "An", "In", "On", "At", "If", "And", "But", "Or",
              "Mr", "Mrs", "Ms", "Dr", "Yes", "No"}


def missing_names(claim: str, premise: str) -> list[str]:
    """Capitalised names in the claim (not its first word) that the premise never mentions."""
    lowered = premise.lower()
    names = [m.group(1) for m in _NAME.finditer(claim) if m.start() > 0 and m.group(1) not in _NOT_NAMES]
    return [n for n in names if n.lower() not in lowered]


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


# Titles a greeting may put before a name. Why: in "Hi Dr. Moreau" the name to match is "Moreau"; the title is
# not a value any record needs to hold.
GREETING_TITLES = r"(?:Dr|Mr|Mrs|Ms|Mx|Miss|Prof|Professor|Sir|Madam|Dame|Rev|Fr|Capt|Captain|Sgt|Officer|Coach)"
_GREETING = re.compile(r"^\W*(?i:hi|hello|hey|dear|good (?:morning|afternoon|evening))\s+"
                       rf"(?:{GREETING_TITLES}\.?\s+)?(?P<name>[A-Z][a-z'-]{{1,}})\b")
_PERSON = re.compile(r"^[A-Z][a-z'-]+(?: [A-Z][a-z'-]+){1,2}$")


def greeting_name_mismatch(text: str, evidence) -> tuple[str, tuple[str, ...]] | None:
    """A greeting that names someone the records do not ("Hi Meera" to Priya Raman): the one courtesy that
    states a fact. Read only when the records hold a person's name, and a short form ("Alex" for
    Alexander) is that name."""
    m = _GREETING.match(text)
    if not m:
        return None
    name = m.group("name").lower()
    written = {item.id: [v for v in flatten_fields(item.fields).values() if isinstance(v, str)] for item in evidence}
    people = [(item.id, v) for item in evidence if item.kind is EvidenceKind.RECORD
              for v in written[item.id] if _PERSON.match(v)]
    if not people:
        return None
    tokens = {t for item in evidence
              for t in re.findall(r"[a-z'-]+", " ".join([item.text or "", *written[item.id]]).lower())}
    if any(t == name or (len(name) >= 3 and t.startswith(name)) for t in tokens):
        return None
    return (f"the greeting names '{m.group('name')}'; the records name {', '.join(v for _, v in people[:3])}",
            tuple(dict.fromkeys(i for i, _ in people)))


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


def negates(claim: str, premise: str) -> bool:
    """Does one clause of the premise hold every content word of the claim, the other way round ("no files are
    removed" for "its files will be removed")? Then it cannot entail the claim, whatever the verifier says."""
    words = set(content_stems(claim))
    if len(words) < 2:
        return False
    # The claim's own polarity, not that of a condition it states ("if you don't arrive, ... is kept").
    negated = bool(NEGATION.search(_CONDITION_CLAUSE.sub(" ", claim)))
    for sentence in re.split(r"(?<=[.!?])\s+", premise):
        for clause in clause_parts(sentence):
            stems = {_stem(x) for x in words_of(clause)}
            if not all(any(same_word(w, t) for t in stems) for w in words):
                continue
            # ... and the clause negates one of the claim's own words ("no files", not "extras such as pins are not
            # refunded" for "stickers are extras")
            scoped = [_stem(m.group(1)) for m in _NEGATED_WORD.finditer(clause)]
            clause_negated = any(any(same_word(w, s) for w in words) for s in scoped)
            if clause_negated != negated:
                return True
    return False


_CONDITION_CLAUSE = re.compile(r"\b(?:if|unless|when|whenever|once)\b[^,;]*[,;]?", re.IGNORECASE)
# The word a negation negates, past the words that only quantify it ("no further payments", "not any more
# fees"): the negated word is "payments", "fees".
_NEGATED_WORD = re.compile(r"(?:\b(?:not|no|never|none|cannot)|n't)\s+(?:(?:be|been|being|is|are|was|were|any|a|an|the|"
                           r"yet|ever|longer|get|gets|further|more|other|additional|extra|new|remaining|outstanding)\s+)*"
                           r"([A-Za-z][\w-]*)", re.IGNORECASE)


def quotation(fragment: str, evidence) -> Premise | None:
    """Where a verbless short answer ("Zooey Deschanel", "2,523") occurs word for word in the evidence.

    NLI cannot judge a hypothesis with no verb: it calls most of them contradicted. Such an answer is
    grounded when the evidence contains it (it was quoted, not made up); otherwise NLI still decides.
    """
    words = re.findall(r"\w+", fragment)
    if not words:
        return None
    pattern = re.compile(r"(?<!\w)" + r"\W{0,3}".join(re.escape(w) for w in words) + r"(?!\w)", re.IGNORECASE)
    for item in evidence:
        match = pattern.search(item.text)
        if match:
            return Premise(item.id, match.start(), match.end(), item.text[match.start():match.end()], 1.0)
    return None


@dataclass(frozen=True)
class GroundingSettings:
    """Level 2's settings, typed and named (config.py says what each does); built from the user's settings
    by `from_settings`, so the first check and a repair's re-check ground with the same ones."""

    top_k: int
    embedding_weight: float
    require_names: bool
    chunk_words: int
    subject_overlap: float
    restatement: bool
    figure_guard: bool
    subject_ratio: float
    limits: AlignmentLimits

    @classmethod
    def from_settings(cls, settings: Settings) -> GroundingSettings:
        return cls(top_k=settings.retrieval_top_k, embedding_weight=settings.retrieval_embedding_weight,
                   require_names=settings.require_names_in_premise, chunk_words=settings.nli_chunk_words,
                   subject_overlap=settings.nli_subject_overlap, restatement=settings.restatement_support,
                   figure_guard=settings.nli_figure_guard, subject_ratio=settings.nli_subject_ratio,
                   limits=AlignmentLimits.from_settings(settings))


class Grounder:
    def __init__(self, nli: NLIModel | None, embedder: Embedder | None, thresholds: NLIThresholds,
                 settings: GroundingSettings, decision: DecisionModel | None = None) -> None:
        self.settings = settings
        self.restatement = settings.restatement
        self.figure_guard = settings.figure_guard
        self.subject_overlap = settings.subject_overlap
        self.subject_ratio = settings.subject_ratio
        self.decision = decision
        self.chunk_words = settings.chunk_words
        self.embedding_weight = settings.embedding_weight
        self.require_names = settings.require_names
        self.nli = nli
        self.embedder = embedder
        self.thresholds = thresholds
        self.top_k = settings.top_k

    def ground(self, case: Case, decomposition: Decomposition, claim_ids: set[str] | None = None) -> GroundingResult:
        """Verdicts for every claim (or only `claim_ids`; the rest are left out)."""
        records = record_checker(case.evidence, self.settings.limits)
        sentences = split_evidence(case.evidence)
        retriever = Retriever(sentences, self.embedder, embedding_weight=self.embedding_weight)
        retriever.expect([c.context_text for c in decomposition.claims if c.claim_class in ALLOWED_KINDS
                          and (claim_ids is None or c.id in claim_ids)])  # one encoder call, not one per claim
        verdicts: list[ClaimVerdict | None] = []
        pending: list[tuple[int, Claim, list[Premise], list[Premise], list[str]]] = []
        for claim in decomposition.claims:
            if claim_ids is not None and claim.id not in claim_ids:
                continue
            verdict, premises, window_premises = self._deterministic(case, claim, records, retriever, sentences)
            verdicts.append(verdict)
            if verdict is None:
                if claim.claim_class is ClaimClass.RECORD:
                    texts = [p.text for p in premises]
                else:
                    kinds = allowed_kinds(claim.claim_class, case.evidence)
                    texts = [e.text for e in case.evidence if e.kind in kinds]
                pending.append((len(verdicts) - 1, claim, premises, window_premises, texts))
        self._run_nli(pending, verdicts, records)
        return GroundingResult(tuple(v for v in verdicts if v is not None),
                               self.nli.name if self.nli else None, self.thresholds)

    def _deterministic(self, case: Case, claim: Claim, records: RecordChecker, retriever: Retriever,
                       sentences: Sequence[EvidenceSentence]):
        if claim.claim_class is ClaimClass.CONVERSATIONAL:
            wrong_name = greeting_name_mismatch(claim.text, case.evidence)
            if wrong_name:
                return ClaimVerdict(claim.id, Verdict.CONTRADICTED, ReasonCode.VALUE_MISMATCH, Method.RECORD,
                                    wrong_name[1], wrong_name[0]), [], []
            return ClaimVerdict(claim.id, Verdict.NOT_APPLICABLE, None, Method.NONE, (),
                                "conversational: asserts nothing, so it is not checked"), [], []
        if claim.claim_class is ClaimClass.RECORD:
            check = records.check(claim.text, claim.context_text)
            if check.verdict is not None:
                method = Method.NONE if check.reason is ReasonCode.CLAIM_WITHOUT_TOOL_EVIDENCE else Method.RECORD
                return ClaimVerdict(claim.id, check.verdict, check.reason, method, check.evidence_ids, check.detail,
                                    record_checks=check.checks), [], []
            if not any(c.ok for c in check.checks) and self.restatement:
                # Nothing of the records is in it ("Vouchers are added to your next statement"): a policy line
                # said to this customer, supported when it restates one sentence of the policy or passages.
                restated = self._restated(claim, records, sentences, (EvidenceKind.POLICY, EvidenceKind.PASSAGE),
                                          records.restatement_novel_max)
                if restated is not None:
                    return restated, [], []
            # NLI reads only the leaves the claim aligned to, verbalised for a reader ("minutes used: 312;
            # cycle end: 10 May 2026"), never the whole record: a record of forty fields buries the one
            # that matters, and the small verifier then entails nothing.
            by_record: dict[str, list] = {}
            for leaf in check.leaves:
                by_record.setdefault(leaf.evidence_id, []).append(leaf)
            premises = [Premise(rid, -1, -1, verbalise_leaves(leaves), 0.0) for rid, leaves in by_record.items()]
            premises += [Premise(item.id, -1, -1, sentence, 0.0) for item in case.evidence
                         if item.kind is EvidenceKind.REFUSED_CALL for sentence in verbalise_record(item)]
            if not premises:
                return ClaimVerdict(claim.id, Verdict.INSUFFICIENT, ReasonCode.CLAIM_WITHOUT_TOOL_EVIDENCE,
                                    Method.NONE, (), "no record field is about this claim, so nothing in the "
                                    "records can confirm it"), [], []
            if (ruled := self._figures_read(case, claim, (EvidenceKind.POLICY, EvidenceKind.PASSAGE), premises)):
                return ruled, [], []
            summary = Premise(premises[0].evidence_id, -1, -1, " ".join(p.text for p in premises), 0.0, True)
            texts = {}
            for p in premises:
                texts[p.evidence_id] = texts.get(p.evidence_id, "") + " " + p.text.lower()
            windows = [summary] if len(premises) > 1 else []
            # A case claim often restates the policy around the record ("we'll keep it at the front desk until
            # 18 April"): the policy and passage text may confirm what the fields do not spell.
            text_kinds = (EvidenceKind.POLICY, EvidenceKind.PASSAGE)
            if any(item.kind in text_kinds for item in case.evidence):
                ranked = retriever.top_k(claim.context_text, self.top_k, kinds=text_kinds)
                premises += [Premise(s.evidence_id, s.start, s.end, s.text, score, may_refute=False)
                             for s, score in ranked]
                for item in case.evidence:
                    if item.kind in text_kinds:
                        texts[item.id] = item.text.lower()
                # No chunks here: stitched sentences of a policy "entail" too many wrong case claims
                # (a figure from one line, a condition from the next).
            return None, self._mark_names(claim, premises, texts), windows
        kinds = allowed_kinds(claim.claim_class, case.evidence)
        if not any(item.kind in kinds for item in case.evidence):
            if claim.claim_class is ClaimClass.RULE:
                return ClaimVerdict(claim.id, Verdict.INSUFFICIENT, ReasonCode.NO_POLICY_EVIDENCE, Method.NONE, (),
                                    "a promise or rule, and no policy text was given to ground it"), [], []
            return ClaimVerdict(claim.id, Verdict.INSUFFICIENT, ReasonCode.NLI_NOT_ENTAILED, Method.NONE, (),
                                "no passage or policy text was given to check this against"), [], []
        # A claim that restates one window of the policy or passage text word for word (synonyms aside),
        # with its figures and polarity, is supported by that window without asking NLI, which reads
        # paraphrase poorly and calls most re-worded rules contradictions.
        restated = self._restated(claim, records, sentences, kinds, records.restatement_novel_max) \
            if self.restatement else None
        if restated is not None:
            return restated, [], []
        if is_fragment(claim.text) and not is_yes_no(claim.text):
            quoted = quotation(claim.text, [item for item in case.evidence if item.kind in kinds])
            if quoted is not None:
                return ClaimVerdict(claim.id, Verdict.SUPPORTED, None, Method.PASSAGE, (quoted.evidence_id,),
                                    f"a short answer quoted verbatim from {quoted.evidence_id}",
                                    premises=(quoted,)), [], []
        ranked = retriever.top_k(claim.context_text, self.top_k, kinds=kinds)
        premises = [Premise(s.evidence_id, s.start, s.end, s.text, score) for s, score in ranked]
        if (ruled := self._figures_read(case, claim, kinds, premises, same_unit=True)) is not None:
            return ruled, [], []
        texts = {e.id: e.text.lower() for e in case.evidence if e.kind in kinds}
        premises = self._mark_names(claim, premises, texts)
        # Only chunks around a retrieved sentence: every window of a long document would cost
        # thousands of NLI pairs (a summary's source text) for lines retrieval found irrelevant.
        anchors = [(s.evidence_id, s.index) for s, _ in ranked if s.kind in kinds]
        window_premises = [Premise(w.evidence_id, w.start, w.end, w.text, 0.0, True)
                           for w in chunk_windows(sentences, anchors, self.chunk_words)]
        return None, premises, window_premises

    @staticmethod
    def _figures_read(case: Case, claim: Claim, kinds, premises, same_unit: bool = False) -> ClaimVerdict | None:
        """Figures read from the text, which a small verifier reads poorly: with `same_unit`, the best-ranked
        premise that states a quantity in the claim's unit; then a figure the policy gives to another action or
        another case ("fix within 3 days" where 3 days is the reply target), or a wait before what the claim
        says happens at once (governing.governed_figure_conflict, immediacy_conflict). The claim's sentence
        says which case (its codes)."""
        claimed_units = set(quantities(claim.text))
        unit = next((p for p in premises if claimed_units & set(quantities(p.text))), None) if same_unit else None
        conflict = numeric_conflict(claim.text, unit.text) if unit is not None else None
        if conflict:
            return ClaimVerdict(claim.id, Verdict.CONTRADICTED, ReasonCode.VALUE_MISMATCH, Method.PASSAGE,
                                (unit.evidence_id,), f"{conflict} ({unit.evidence_id})", premises=tuple(premises))
        draft = case.draft or ""
        left = max(draft.rfind(c, 0, claim.start) for c in ".!?\n") + 1
        ends = [i for i in (draft.find(c, claim.end) for c in ".!?\n") if i >= 0]
        sentence = draft[left:min(ends) if ends else len(draft)]
        for item in (e for e in case.evidence if e.kind in kinds and e.text):
            conflict = governed_figure_conflict(claim.context_text, item.text, sentence) or \
                immediacy_conflict(claim.context_text, item.text) or scoped_term_conflict(claim.context_text, item.text) \
                or effect_conflict(claim.context_text, item.text)
            if conflict:
                return ClaimVerdict(claim.id, Verdict.CONTRADICTED, ReasonCode.VALUE_MISMATCH, Method.PASSAGE,
                                    (item.id,), f"{conflict} ({item.id})", premises=tuple(premises))
        return None

    @staticmethod
    def _restated(claim: Claim, records: RecordChecker | None, sentences: Sequence[EvidenceSentence],
                  kinds: Sequence[EvidenceKind], novel_allowed: int = 0) -> ClaimVerdict | None:
        own = [x for x in sentences if x.kind in kinds and x.anchored and not x.is_window]
        # Single sentences only: two sentences together let a claim pick words from each ("The Basic plan
        # includes live chat" from "The Basic plan includes email support only. Live chat comes with Pro.").
        windows = [(x.evidence_id, x.text, x.start, x.end) for x in own]
        # Words the case's records hold name this case's own things ("the heater"), which the policy calls
        # by their kind ("damaged items"): they need not be in the policy's sentence.
        own_words = {w for leaf in records.aligner.leaves if isinstance(leaf.value, str)
                     for w in words_of(leaf.value)} if records is not None else set()
        # ... and so does the field that holds a value the claim writes ("an Economy Plus fare": fare_tier).
        said = claim.context_text.lower()
        own_words |= {w for leaf in (records.aligner.leaves if records is not None else ())
                      if isinstance(leaf.value, str) and len(leaf.value) > 3 and leaf.value.lower() in said
                      for w in split_path_words(leaf.path)}
        # A support case's policy is the business's own text about the records beside it, and a reply says
        # it in its own words; a passage with no case records around it is read word for word.
        known = records.aligner.all_words if records is not None and records.has_tool_evidence else None
        restated = restating_window(claim.context_text, windows, own_words, novel_allowed, known)
        if restated is None:
            return None
        evidence_id, start, end, text = restated
        return ClaimVerdict(claim.id, Verdict.SUPPORTED, None, Method.PASSAGE, (evidence_id,),
                            f"restates {evidence_id}: every word and figure of the claim is in '{text[:140]}'",
                            premises=(Premise(evidence_id, start, end, text, 1.0),), figures_read=True)

    def _mark_names(self, claim: Claim, premises: list[Premise], texts: dict[str, str]) -> list[Premise]:
        if not self.require_names:
            return premises
        everywhere = " ".join(texts.values())
        out = []
        for p in premises:
            missing = [n.lower() for n in missing_names(claim.context_text, p.text)]
            ok = all(n not in texts.get(p.evidence_id, "") and n in everywhere for n in missing)
            out.append(p if ok else replace(p, names_ok=False))
        return out

    def _run_nli(self, pending, verdicts: list, records: RecordChecker) -> None:
        if not pending:
            return
        if self.nli is None:
            for index, claim, premises, window_premises, _texts in pending:
                reason = ReasonCode.NLI_NOT_ENTAILED
                verdicts[index] = ClaimVerdict(claim.id, Verdict.INSUFFICIENT, reason, Method.NONE,
                                               tuple(dict.fromkeys(p.evidence_id for p in premises)),
                                               "no NLI model is loaded, so text evidence cannot settle this claim",
                                               premises=tuple(premises))
            return
        pairs = [(p.text, claim.context_text) for _, claim, premises, windows, _ in pending for p in premises + windows]
        probs = iter(self.nli.predict(pairs))
        for index, claim, premises, window_premises, texts in pending:
            single = [(p, next(probs)) for p in premises]
            joined = [(p, next(probs)) for p in window_premises]
            verdicts[index] = self._decide(claim, single, joined, texts)

    def _decide(self, claim: Claim, single: list[tuple[Premise, NLIProbs]],
                joined: list[tuple[Premise, NLIProbs]], evidence_texts: Sequence[str] = ()) -> ClaimVerdict:
        if self.decision is not None:
            return self._decide_learned(claim, single, joined, evidence_texts)
        return self._decide_thresholds(claim, single, joined)

    def figures_stated(self, claim: Claim, premise: Premise, fields: Sequence[Premise] = ()) -> bool:
        """May this premise support the claim's figures? Every amount, number, date and time of the claim
        must be one the premise states (in any written form), or one of the record fields read for it: a
        small verifier entails "within 30 days" from "within 14 days" too often to be trusted with figures."""
        if not self.figure_guard:
            return True
        stated = specifics(premise.text) + [x for field in fields for x in specifics(field.text)]

        def same_unit(a, b) -> bool:  # "20 days" is not stated by "20% of the lessons"
            units = [_MEASURE.get(_stem(x.unit.lower())) for x in (a, b) if x.unit]
            return len(units) < 2 or None in units or units[0] == units[1]
        for figure in specifics(claim.context_text):
            if figure.kind not in ("money", "number", "date", "time"):
                continue
            if not any((figure.readings & other.readings and same_unit(figure, other)) or (
                    {figure.kind, other.kind} <= {"money", "number"} and same_unit(figure, other)
                    and any(numbers_agree(figure.readings, r) for r in other.readings if isinstance(r, float)))
                    for other in stated):
                return False
        return True

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
        if p_fail < self.decision.fail_threshold and best is not None and self.figures_stated(
                claim, best[0], [p for p, _ in single if p.start < 0]) and not negates(claim.text, best[0].text) \
                and not condition_dropped(claim.context_text, best[0].text):
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
