"""Citations in a draft: `[id]`, `[Source: id]`, `(source: id)`, checked against the case's evidence.

A draft that names its sources makes a promise the checker can test. Three things follow from it:

1. Markers are not claim text. The draft is decomposed with every marker cut out (an offset map takes
   sentences and claims back to the draft's own offsets), so NLI, record checks and number checks read
   "Refunds take 14 business days", never "... days [refund-policy#timing]".
2. An id that is not in the case's evidence (inline or from its snapshot) is an invented source: the
   release policy blocks the reply and cuts the sentence that carries it (`INVALID_CITATION`).
3. A cited item must itself entail its claim ("citation presence alone is insufficient"). The claim is
   grounded against the cited items alone with the same Grounder and thresholds. If they do not entail
   it and nothing else does either, the claim fails with `CITATION_NOT_ENTAILED`; if an uncited item
   supports it, it stays supported and the trace says the citation was wrong.

Which claims a marker covers: the claims of its sentence that reach into the stretch between the
previous marker in that sentence and this one (the usual reading of "A [x] and B [y]."); a marker that precedes every
claim it could cover ("[x] A and B.") covers the claims after it up to the next marker. A marker
between two sentences belongs to the sentence it follows.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

from ..case import Case, Evidence
from ..evidence_kinds import registry
from ..evidence_kinds.base import Reading
from ..grounding.verdicts import ClaimVerdict, GroundingResult
from ..types import ClaimClass, ReasonCode, Verdict
from .decompose import Decomposition
from .markers import DraftCitations, Marker, MarkerCheck
from .sentences import Sentence

# `[Source: a]`, `[Sources: a, b]`, `(source: a; b)`: explicit, so any id text is accepted.
_EXPLICIT = (re.compile(r"\[\s*sources?\s*:\s*(?P<ids>[^\[\]\n]+?)\s*\]", re.IGNORECASE),
             re.compile(r"\(\s*sources?\s*:\s*(?P<ids>[^()\n]+?)\s*\)", re.IGNORECASE))
# `[id]` or `[a, b]` with no spaces inside an id; `[text](url)` is a Markdown link, not a citation.
_BARE = re.compile(r"\[(?P<ids>[^\[\]\s,;()]+(?:\s*[,;]\s*[^\[\]\s,;()]+)*)\](?!\()")
_ID_LIKE = re.compile(r"[\d#_.:/@-]")
"""A bare `[word]` counts as a citation only if it names a known id or looks like one (has a digit or
one of # _ . : / @ -): "[sic]" and "[x]" are prose, "[kb-shipping#3]" and "[1]" are citations."""
_ANCHOR = re.compile(r"^(?P<item>.+)#(?:s(?P<n>\d+)|fields\.(?P<path>.+))$")


def _split_ids(raw: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(part.strip() for part in re.split(r"[,;]", raw) if part.strip()))


def find_markers(text: str, known_ids: Iterable[str] = ()) -> tuple[Marker, ...]:
    known = set(known_ids)
    found: list[Marker] = []
    for pattern in _EXPLICIT:
        for m in pattern.finditer(text):
            ids = _split_ids(m.group("ids"))
            if ids:
                found.append(Marker(m.start(), m.end(), m.group(0), ids))
    for m in _BARE.finditer(text):
        if any(f.start < m.end() and m.start() < f.end for f in found):
            continue
        ids = _split_ids(m.group("ids"))
        if ids and all(i in known or _ID_LIKE.search(i) for i in ids):
            found.append(Marker(m.start(), m.end(), m.group(0), ids))
    return tuple(sorted(found, key=lambda f: f.start))


def strip_markers(text: str, markers: Sequence[Marker]) -> tuple[str, list[int]]:
    """`text` without its markers, and `orig_of`: clean index -> index in `text` (one entry past the end).

    The spaces before a marker go with it ("14 days [p]." -> "14 days."); a marker opening a line takes
    the spaces after it instead.
    """
    pieces: list[str] = []
    orig_of: list[int] = []
    cursor = 0
    for marker in markers:
        cut_start, cut_end = marker.start, marker.end
        while cut_start > cursor and text[cut_start - 1] in " \t":
            cut_start -= 1
        if cut_start == 0 or text[cut_start - 1] == "\n":
            while cut_end < len(text) and text[cut_end] in " \t":
                cut_end += 1
        pieces.append(text[cursor:cut_start])
        orig_of.extend(range(cursor, cut_start))
        cursor = max(cursor, cut_end)
    pieces.append(text[cursor:])
    orig_of.extend(range(cursor, len(text)))
    orig_of.append(len(text))
    return "".join(pieces), orig_of


def strip_text(text: str, known_ids: Iterable[str] = ()) -> str:
    return strip_markers(text, find_markers(text, known_ids))[0]


def decompose_cited(draft: str, known_ids: Iterable[str], decompose_fn: Callable[[str], Decomposition]
                    ) -> Decomposition:
    """Decompose the draft with its markers cut out, offsets mapped back into `draft`.

    A claim's `text` stays `draft[start:end]` (the contract), so a marker in the middle of a claim is
    still in it; its `context_text` (what NLI reads) is the clean text. A sentence's span reaches over the
    markers right after it, so trimming keeps a kept sentence's citations.
    """
    markers = find_markers(draft, known_ids)
    if not markers:
        return decompose_fn(draft)
    clean, orig_of = strip_markers(draft, markers)
    result = decompose_fn(clean)

    def span(start: int, end: int) -> tuple[int, int]:
        return orig_of[start], orig_of[end - 1] + 1

    sentences = []
    for s in result.sentences:
        start, end = span(s.start, s.end)
        following = orig_of[s.end]
        if following > end:  # markers (and the spaces before them) were cut right after this sentence
            end = following
            while end > start and draft[end - 1].isspace():
                end -= 1
        sentences.append(replace(s, start=start, end=end, text=draft[start:end]))
    claims = []
    for c in result.claims:
        start, end = span(c.start, c.end)
        claims.append(replace(c, start=start, end=end, text=draft[start:end]))
    return Decomposition(tuple(sentences), tuple(claims))


def clean_claims(decomposition: Decomposition, known_ids: Iterable[str]) -> Decomposition:
    """The decomposition with markers cut from each claim's text: what grounding reads."""
    known = tuple(known_ids)
    claims = tuple(replace(c, text=strip_text(c.text, known)) if find_markers(c.text, known) else c
                   for c in decomposition.claims)
    return replace(decomposition, claims=claims)


def resolve_id(cited: str, evidence: dict[str, Evidence]) -> str | None:
    """The evidence item a cited id names: the id itself, or an anchor of it (`item#s2`,
    `item#fields.status`, as `halcheck evidence show --anchors` lists them); None when there is none."""
    if cited in evidence:
        return cited
    m = _ANCHOR.match(cited)
    if not m or m.group("item") not in evidence:
        return None
    item = evidence[m.group("item")]
    reading = registry.reading_of(item)
    if m.group("n") is not None and reading is Reading.TEXT:
        from .anchors import sentence_spans  # pure text splitting: the store's own anchor rule

        return item.id if int(m.group("n")) < len(sentence_spans(item.text)) else None
    if m.group("path") is not None and reading is Reading.FIELDS:
        from .anchors import flatten_fields

        return item.id if m.group("path") in {p for p, _ in flatten_fields(item.fields)} else None
    return None


# --- tying markers to claims ----------------------------------------------------------------------------

def sentence_of(marker: Marker, sentences: Sequence[Sentence]) -> int | None:
    inside = next((s.index for s in sentences if s.start <= marker.start < s.end), None)
    if inside is not None:
        return inside
    before = [s for s in sentences if s.end <= marker.start]
    return before[-1].index if before else (sentences[0].index if sentences else None)


def tie(markers: Sequence[Marker], decomposition: Decomposition) -> dict[str, tuple[str, ...]]:
    """claim id -> the ids cited for it (checked claims only; conversational ones assert nothing)."""
    cited: dict[str, list[str]] = {}
    by_sentence: dict[int, list[Marker]] = {}
    for marker in markers:
        index = sentence_of(marker, decomposition.sentences)
        if index is not None:
            by_sentence.setdefault(index, []).append(marker)
    for index, sentence_markers in by_sentence.items():
        claims = [c for c in decomposition.claims_of(index) if c.claim_class is not ClaimClass.CONVERSATIONAL]
        previous = -1
        for n, marker in enumerate(sentence_markers):
            # the claims reaching into the stretch since the previous marker (one holding both gets both)
            covered = [c for c in claims if c.start < marker.start and c.end > previous]
            if not covered:
                following = sentence_markers[n + 1].start if n + 1 < len(sentence_markers) else None
                covered = [c for c in claims if c.start >= marker.end and (following is None or c.start < following)]
            for claim in covered:
                cited.setdefault(claim.id, []).extend(marker.ids)
            previous = marker.start
    return {k: tuple(dict.fromkeys(v)) for k, v in cited.items()}


# --- checking -------------------------------------------------------------------------------------------

ENTAILS, NOT_ENTAILED, INVALID = "entails", "not_entailed", "invalid"


@dataclass(frozen=True)
class CitedClaim:
    """What the draft cited for one claim, and whether the cited items bear it out."""

    claim_id: str
    ids: tuple[str, ...]
    invalid: tuple[str, ...]
    status: str
    """`entails` (a cited item supports the claim), `not_entailed` (the cited items exist but do not
    support it), `invalid` (every cited id is unknown)."""
    detail: str


@dataclass(frozen=True)
class CitationReport:
    markers: tuple[MarkerCheck, ...]
    claims: tuple[CitedClaim, ...]

    @property
    def invalid_ids(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(i for m in self.markers for i in m.invalid))

    def invalid_sentences(self) -> dict[int, tuple[str, ...]]:
        out: dict[int, list[str]] = {}
        for m in self.markers:
            if m.invalid and m.sentence is not None:
                out.setdefault(m.sentence, []).extend(m.invalid)
        return {k: tuple(dict.fromkeys(v)) for k, v in out.items()}

    def for_claim(self, claim_id: str) -> CitedClaim | None:
        return next((c for c in self.claims if c.claim_id == claim_id), None)


@dataclass(frozen=True)
class CitedGrounding(GroundingResult):
    """Level 2's result after the draft's citations were checked (verdicts already adjusted)."""

    citations: CitationReport | None = None


def scan(case: Case, decomposition: Decomposition) -> DraftCitations:
    """Markers with their sentence and unknown ids, and the ids cited per claim. Deterministic, no model."""
    evidence = case.evidence_by_id()
    markers = find_markers(case.draft, evidence)
    checks = tuple(MarkerCheck(m, sentence_of(m, decomposition.sentences),
                               tuple(i for i in m.ids if resolve_id(i, evidence) is None)) for m in markers)
    return DraftCitations(checks, tie(markers, decomposition))


Reground = Callable[[tuple[Evidence, ...], set[str]], GroundingResult]
"""Ground the given claims against only the given evidence items (the pipeline's Grounder)."""


def check_citations(case: Case, decomposition: Decomposition, grounding: GroundingResult,
                    reground: Reground) -> GroundingResult:
    """`grounding` with citation findings applied; unchanged (and no report) when the draft cites nothing. The
    markers are those the decompose level found (`Decomposition.citations`), read here only for a decomposition
    made without a case."""
    found = decomposition.citations or scan(case, decomposition)
    markers, cited = found.markers, found.cited
    if not markers:
        return grounding
    evidence = case.evidence_by_id()
    verdicts = {v.claim_id: v for v in grounding.verdicts}
    results: dict[str, CitedClaim] = {}
    groups: dict[tuple[str, ...], set[str]] = {}
    for claim in decomposition.claims:
        ids = cited.get(claim.id)
        if not ids or claim.id not in verdicts:
            continue
        items = tuple(dict.fromkeys(r for r in (resolve_id(i, evidence) for i in ids) if r is not None))
        invalid = tuple(i for i in ids if resolve_id(i, evidence) is None)
        if not items:
            results[claim.id] = CitedClaim(claim.id, ids, invalid, INVALID,
                                           f"cites {', '.join(invalid)}, which is not in the evidence")
            continue
        verdict = verdicts[claim.id]
        if verdict.verdict is Verdict.SUPPORTED and set(verdict.evidence_ids) & set(items):
            results[claim.id] = CitedClaim(claim.id, ids, invalid, ENTAILS,
                                           f"supported by the cited {', '.join(set(verdict.evidence_ids) & set(items))}")
            continue
        groups.setdefault(items, set()).add(claim.id)
    for items, claim_ids in groups.items():
        alone = reground(tuple(evidence[i] for i in items), claim_ids)
        for claim_id in claim_ids:
            ids = cited[claim_id]
            invalid = tuple(i for i in ids if resolve_id(i, evidence) is None)
            verdict, by_cited = verdicts[claim_id], alone.for_claim(claim_id)
            verdicts[claim_id], results[claim_id] = _judge(claim_id, ids, invalid, items, verdict, by_cited)
    report = CitationReport(markers, tuple(results[c.id] for c in decomposition.claims if c.id in results))
    ordered = tuple(verdicts[v.claim_id] for v in grounding.verdicts)
    return CitedGrounding(ordered, grounding.nli_model, grounding.thresholds, citations=report)


def _judge(claim_id: str, ids: tuple[str, ...], invalid: tuple[str, ...], items: tuple[str, ...],
           verdict: ClaimVerdict, by_cited: ClaimVerdict) -> tuple[ClaimVerdict, CitedClaim]:
    """The claim's verdict and citation finding, given its verdict over all evidence and over the cited alone."""
    names = ", ".join(items)
    if by_cited.verdict is Verdict.SUPPORTED:
        if verdict.verdict is Verdict.INSUFFICIENT:
            # Retrieval ranked other sentences first; read alone, the cited item entails the claim.
            upgraded = replace(by_cited, detail=f"cited {names}: {by_cited.detail}")
            return upgraded, CitedClaim(claim_id, ids, invalid, ENTAILS, f"the cited {names} entails it")
        note = "" if verdict.verdict is Verdict.SUPPORTED else f"; but the cited {names} entails it (sources conflict)"
        return (replace(verdict, detail=verdict.detail + note),
                CitedClaim(claim_id, ids, invalid, ENTAILS, f"the cited {names} entails it"))
    wrong = f"the citation is wrong: the cited {names} does not entail this claim"
    if verdict.verdict is Verdict.SUPPORTED:
        others = ", ".join(verdict.evidence_ids)
        return (replace(verdict, detail=f"{verdict.detail}; {wrong} (uncited {others} does)"),
                CitedClaim(claim_id, ids, invalid, NOT_ENTAILED, f"{wrong}; supported by uncited {others}"))
    if verdict.verdict is Verdict.CONTRADICTED:
        return (replace(verdict, detail=f"{verdict.detail}; {wrong}"),
                CitedClaim(claim_id, ids, invalid, NOT_ENTAILED, wrong))
    if by_cited.verdict is Verdict.CONTRADICTED:
        # The cited item itself refutes the claim: that is the more specific finding.
        return (replace(by_cited, detail=f"cited {names}: {by_cited.detail}"),
                CitedClaim(claim_id, ids, invalid, NOT_ENTAILED, f"the cited {names} contradicts it"))
    failed = ClaimVerdict(claim_id, Verdict.INSUFFICIENT, ReasonCode.CITATION_NOT_ENTAILED, by_cited.method, items,
                          f"{wrong} ({by_cited.detail})", by_cited.nli, by_cited.record_checks,
                          tuple(by_cited.premises) + tuple(p for p in verdict.premises if p not in by_cited.premises))
    return failed, CitedClaim(claim_id, ids, invalid, NOT_ENTAILED, wrong)


def report_of(grounding: GroundingResult) -> CitationReport | None:
    return getattr(grounding, "citations", None)
