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
from ..case import Case
from ..decomposition.claim_classes import is_fragment, is_yes_no
from ..decomposition.decompose import Claim, Decomposition
from ..evidence_kinds import registry
from ..evidence_kinds.base import EvidenceKind, KindName, Reading
from ..language.tokens import WORD_CHARACTERS
from ..types import ClaimClass, Method, ReasonCode, Verdict
from ..values.quantities import numeric_conflict, quantities
from .fields.alignment.leaves import verbalise_leaves
from .fields.alignment.restatement import restating_window
from .fields.alignment.vocabulary import split_path_words, words_of
from .fields.governing import governed_figure_conflict, immediacy_conflict, scoped_term_conflict
from .fields.named_records import names_unnamed, own_words, unnamed_look_alikes, without
from .fields.records import AlignmentLimits, RecordChecker, record_checker
from .fields.superseded import current_view, names_stale_record, reports_a_change, speaks_of_the_past
from .text.attribution import without_attribution
from .text.decision import DecisionModel
from .text.effect_denial import effect_conflict
from .text.name_bridge import bridged_pairs
from .text.nli_verdicts import NLIDecisions
from .text.retrieval import EvidenceSentence, Retriever, chunk_windows, split_evidence
from .verdicts import ClaimVerdict, GroundingResult, Premise

_FIGURE_MENTIONS = frozenset({"money", "date", "quantity"})
"""The record checks' mention kinds (records._FINDING_KIND) a look-alike's field can lend a claim by coincidence of
value: amounts, dates and times, counts; not ids or names, which name their record."""


def _lent_by_look_alike(verdict: ClaimVerdict | None, unnamed: frozenset[str], call_ids: set[str]) -> bool:
    """Whether the record check supported the claim with a figure of a look-alike the reply never names. A claim
    about a refused request speaks of what was asked, not of a record, and keeps its reading."""
    checks = verdict.record_checks if verdict is not None and verdict.verdict is Verdict.SUPPORTED else ()
    return any(c.ok and c.evidence_id in unnamed and c.mention.kind in _FIGURE_MENTIONS for c in checks) \
        and not any(c.ok and c.evidence_id in call_ids for c in checks)


_NAME = re.compile(r"(?<![.!?]\s)(?<!^)\b([A-Z][a-zA-Z]+(?:[-'][A-Za-z]+)?)\b")
_NOT_NAMES = {"I", "I'm", "I've", "I'll", "I'd", "We", "You", "Your", "Our", "The", "This", "That", "It", "They",
              "He", "She", "His", "Her", "Its", "Their", "My", "A", "An", "In", "On", "At", "If", "And", "But", "Or",
              "Mr", "Mrs", "Ms", "Dr", "Yes", "No"}


def missing_names(claim: str, premise: str) -> list[str]:
    """Capitalised names in the claim (not its first word) that the premise never mentions."""
    lowered = premise.lower()
    names = [m.group(1) for m in _NAME.finditer(claim) if m.start() > 0 and m.group(1) not in _NOT_NAMES]
    return [n for n in names if n.lower() not in lowered]


def quotation(fragment: str, evidence) -> Premise | None:
    """Where a verbless short answer ("Zooey Deschanel", "2,523") occurs word for word in the evidence.

    NLI cannot judge a hypothesis with no verb: it calls most of them contradicted. Such an answer is
    grounded when the evidence contains it (it was quoted, not made up); otherwise NLI still decides.
    """
    words = WORD_CHARACTERS.findall(fragment)
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


class Grounder(NLIDecisions):
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
        # A claim reads the evidence as it stands now: superseded records and versions never support it
        # (superseded.py); one that names a superseded record by its own id is about that record, and one that
        # says it reports what held before ("was", "originally") may read the past counterparts too.
        current = current_view(case.evidence, case.as_of)
        records = record_checker(current, self.settings.limits)
        every_record = record_checker(case.evidence, self.settings.limits) if current is not case.evidence else records
        # A reply that names one of several look-alike records by its own id is about that one (named_records.py):
        # a claim that only a never-named look-alike's figure supports is read again without the look-alikes.
        unnamed = unnamed_look_alikes(records.aligner, case.draft)
        unnamed_words = own_words(records.aligner, unnamed) if unnamed else frozenset()
        named_only: RecordChecker | None = None  # built the first time a claim needs it
        reference = case.reference_time()
        # Relative dates only against a time the case or its records give: the clock of the check is no record
        # of when the reply was written.
        today = reference.value.date() if reference.source != "clock" else None
        # The minute the reply is written only from the case's own `now`: a record's request time is earlier.
        clock = reference.value.hour * 60 + reference.value.minute if reference.source == "case" else None
        for reader in {id(records): records, id(every_record): every_record}.values():
            reader.aligner.use_reference(today, clock)
        sentences = split_evidence(case.evidence)
        retriever = Retriever(sentences, self.embedder, embedding_weight=self.embedding_weight)
        text_classes = registry.text_grounded_classes()
        retriever.expect([c.context_text for c in decomposition.claims if c.claim_class in text_classes
                          and (claim_ids is None or c.id in claim_ids)])  # one encoder call, not one per claim
        verdicts: list[ClaimVerdict | None] = []
        pending: list[tuple[int, Claim, list[Premise], list[Premise], list[str]]] = []
        for claim in decomposition.claims:
            if claim_ids is not None and claim.id not in claim_ids:
                continue
            reader = every_record if every_record is not records and (
                names_stale_record(case.evidence, claim.context_text) or speaks_of_the_past(claim.context_text)) \
                else records
            verdict, premises, window_premises = self._deterministic(case, claim, reader, retriever, sentences)
            if reader is records and every_record is not records and (
                    verdict is None or verdict.verdict is not Verdict.SUPPORTED):
                # "your desks went from 4 to 6": the old value beside the new one reports the change
                then = self._deterministic(case, claim, every_record, retriever, sentences)
                if then[0] is not None and then[0].verdict is Verdict.SUPPORTED \
                        and reports_a_change(then[0].record_checks, case.evidence):
                    verdict, premises, window_premises = then
            if reader is records and unnamed and _lent_by_look_alike(verdict, unnamed, records.aligner.call_ids) \
                    and not names_unnamed(claim.context_text, unnamed_words):
                # Read against the records the reply names. A figure they hold otherwise is the other record's
                # value given as this one's; one they do not hold at all is left to what the named records say
                # (NLI over their fields).
                if named_only is None:
                    named_only = record_checker(without(current, unnamed), self.settings.limits)
                    named_only.aligner.use_reference(today, clock)
                pinned = self._deterministic(case, claim, named_only, retriever, sentences)
                if pinned[0] is None or pinned[0].verdict is not Verdict.SUPPORTED:
                    verdict, premises, window_premises = pinned
            verdicts.append(verdict)
            if verdict is None:
                if claim.claim_class is ClaimClass.RECORD:
                    texts = [p.text for p in premises]
                else:
                    kinds = registry.grounding_kinds(claim.claim_class, case.evidence)
                    texts = [e.text for e in case.evidence if e.kind in kinds]
                pending.append((len(verdicts) - 1, claim, premises, window_premises, texts))
        self._run_nli(pending, verdicts, records)
        return GroundingResult(tuple(v for v in verdicts if v is not None),
                               self.nli.name if self.nli else None, self.thresholds)

    def _deterministic(self, case: Case, claim: Claim, records: RecordChecker, retriever: Retriever,
                       sentences: Sequence[EvidenceSentence]):
        """A verdict read without NLI, or None with the premises and windows NLI is to read."""
        if claim.claim_class is ClaimClass.CONVERSATIONAL:
            return self._conversational(claim), [], []
        if claim.claim_class is ClaimClass.RECORD:
            return self._case_claim(case, claim, records, retriever, sentences)
        return self._text_claim(case, claim, records, retriever, sentences)

    @staticmethod
    def _conversational(claim: Claim) -> ClaimVerdict:
        # A greeting's name is not read against the records: records seldom hold the customer's own name, and
        # a two-word value ("Canada Post", "Unlimited Monthly") cannot be told from a person's by its form, so
        # the check flagged right greetings in 68 correct replies of 60 writers and caught no writer's error.
        return ClaimVerdict(claim.id, Verdict.NOT_APPLICABLE, None, Method.NONE, (),
                            "conversational: asserts nothing, so it is not checked")

    def _case_claim(self, case: Case, claim: Claim, records: RecordChecker, retriever: Retriever,
                    sentences: Sequence[EvidenceSentence]):
        """A claim about this case: the record checker reads the fields; NLI what they cannot settle."""
        text_kinds = registry.kinds_read_as(Reading.TEXT)
        check = records.check(claim.text, claim.context_text)
        if check.verdict is not None:
            method = Method.NONE if check.reason is ReasonCode.CLAIM_WITHOUT_TOOL_EVIDENCE else Method.RECORD
            return ClaimVerdict(claim.id, check.verdict, check.reason, method, check.evidence_ids, check.detail,
                                record_checks=check.checks), [], []
        if not any(c.ok for c in check.checks) and self.restatement:
            # Nothing of the records is in it ("Vouchers are added to your next statement"): a policy line
            # said to this customer, supported when it restates one sentence of the policy or passages.
            restated = self._restated(claim, records, sentences, text_kinds, records.limits.restatement_novel_max)
            if restated is not None:
                return restated, [], []
        elif self.restatement:
            # Fields touch it but settle nothing ("Check-in opens at noon, and late check-in depends on staff"
            # beside a check_in field): still a policy line when every word of it, the records' own words
            # included, is in the policy; a claim that needs the fields keeps a word the policy lacks.
            restated = self._restated(claim, None, sentences, text_kinds)
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
                     for sentence in registry.unit_of(item.kind).premises_beside_fields(item)]
        if not premises:
            return ClaimVerdict(claim.id, Verdict.INSUFFICIENT, ReasonCode.CLAIM_WITHOUT_TOOL_EVIDENCE,
                                Method.NONE, (), "no record field is about this claim, so nothing in the "
                                "records can confirm it"), [], []
        if (ruled := self._figures_read(case, claim, text_kinds, premises)):
            return ruled, [], []
        summary = Premise(premises[0].evidence_id, -1, -1, " ".join(p.text for p in premises), 0.0, True)
        texts = {}
        for p in premises:
            texts[p.evidence_id] = texts.get(p.evidence_id, "") + " " + p.text.lower()
        windows = [summary] if len(premises) > 1 else []
        # A case claim often restates the policy around the record ("we'll keep it at the front desk until
        # 18 April"): the policy and passage text may confirm what the fields do not spell.
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

    def _text_claim(self, case: Case, claim: Claim, records: RecordChecker, retriever: Retriever,
                    sentences: Sequence[EvidenceSentence]):
        """A rule or a fact: read against the text kinds that may ground its class."""
        kinds = registry.grounding_kinds(claim.claim_class, case.evidence)
        if not any(item.kind in kinds for item in case.evidence):
            if claim.claim_class is ClaimClass.RULE:
                return ClaimVerdict(claim.id, Verdict.INSUFFICIENT, ReasonCode.NO_POLICY_EVIDENCE, Method.NONE, (),
                                    "a promise or rule, and no policy text was given to ground it"), [], []
            return ClaimVerdict(claim.id, Verdict.INSUFFICIENT, ReasonCode.NLI_NOT_ENTAILED, Method.NONE, (),
                                "no passage or policy text was given to check this against"), [], []
        # A claim that restates one window of the policy or passage text word for word (synonyms aside),
        # with its figures and polarity, is supported by that window without asking NLI, which reads
        # paraphrase poorly and calls most re-worded rules contradictions.
        restated = self._restated(claim, records, sentences, kinds, records.limits.restatement_novel_max) \
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
        # A line of a support case's document that leaves out the claim's name, read with the line that names
        # it: it may confirm, never refute (a passage with no records beside it is read line by line: NLI dev set)
        premises += [Premise(eid, a, b, text, 0.0, may_refute=False) for eid, a, b, text in (bridged_pairs(
            claim.context_text, premises, sentences, missing_names) if records.has_tool_evidence else ())]
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
                  kinds: Sequence[EvidenceKind | KindName], novel_allowed: int = 0) -> ClaimVerdict | None:
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
        # "..., in line with our policy": NLI reads what the rule says, not where it is written
        pending = [(i, replace(c, context_text=without_attribution(c.context_text)), *rest) for i, c, *rest in pending]
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
