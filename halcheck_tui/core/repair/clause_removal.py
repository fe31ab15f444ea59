"""The draft rebuilt from the plan: each claim corrected or dropped, a dropped clause taking its connector
with it, a sentence with nothing left removed with the space beside it, and capitals put right where a
clause now starts or no longer does. Each change is recorded as an Edit."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..decomposition.decompose import Claim, Decomposition
from ..types import ReasonCode
from .fix import ACTION_CORRECT, ACTION_DROP, Edit, Fix, apply_fixes
from .regex_cache import compiled


def _claim_edits(claims: Sequence[Claim], plan: Mapping[str, list[Fix] | None], dropped: set[str],
                 reasons: Mapping[str, ReasonCode | None]) -> list[Edit]:
    edits = []
    for claim in claims:
        if claim.id in dropped:
            reason = reasons.get(claim.id)
            edits.append(Edit(claim.id, claim.start, claim.end, claim.text, "", ACTION_DROP, None, None,
                              reason.value if reason else None))
        elif plan.get(claim.id):
            for fix in plan[claim.id]:
                edits.append(Edit(claim.id, claim.start + fix.start, claim.start + fix.end,
                                  claim.text[fix.start:fix.end], fix.new, ACTION_CORRECT, fix.evidence_id, fix.field,
                                  fix.reason.value if fix.reason else None))
    return edits


def _cased(draft: str, sentence, claim: Claim, fixes: Sequence[Fix]) -> str:
    """The corrected claim, its first letter cased for where it now stands in the sentence."""
    text = apply_fixes(claim.text, fixes)
    at_start = claim.start <= sentence.start + 1 or not draft[sentence.start:claim.start].strip(" \"'([")
    if any(f.start == 0 for f in fixes) and text[:1].isupper() and not at_start \
            and not compiled(r"(?:I\b|[A-Z]{2,}|[A-Z][a-z]*[A-Z0-9])").match(text):
        text = text[:1].lower() + text[1:]  # a rewritten clause in the middle of a sentence
    if any(f.start == 0 for f in fixes) and at_start:
        text = text[:1].upper() + text[1:]
    return text


def rebuild_sentence(draft: str, sentence, claims: Sequence[Claim], plan: Mapping[str, list[Fix] | None],
                     reasons: Mapping[str, ReasonCode | None], edits: list[Edit]) -> str | None:
    """The sentence with its claims corrected or dropped; None when nothing in it survives."""
    dropped = {c.id for c in claims if c.id in plan and not plan[c.id]}
    edits += _claim_edits(claims, plan, dropped, reasons)
    if all(c.id in dropped for c in claims):
        return None
    out, cursor, capitalise = [], sentence.start, False
    for i, claim in enumerate(claims):
        if claim.id in dropped:
            if any(c.id not in dropped for c in claims[:i]):
                cursor = claim.end  # the connector before it goes with it (", and ...")
            else:
                later = next((c for c in claims[i + 1:] if c.id not in dropped), None)
                cursor = later.start if later else claim.end
                capitalise = claim.start <= sentence.start + 1 or capitalise
            continue
        text = _cased(draft, sentence, claim, plan.get(claim.id) or ())
        gap = draft[cursor:claim.start]
        if capitalise and not out:
            text = text[:1].upper() + text[1:]
            gap = ""
        capitalise = False
        out += [gap, text]
        cursor = claim.end
    out.append(draft[cursor:sentence.end])
    return "".join(out)


def rebuild_draft(draft: str, decomposition: Decomposition, plan: Mapping[str, list[Fix] | None],
                  reasons: Mapping[str, ReasonCode | None]) -> tuple[str, tuple[Edit, ...]]:
    """The corrected draft and its edits, sentence by sentence."""
    edits: list[Edit] = []
    pieces: list[str] = []
    sentences = decomposition.sentences
    cursor = 0
    for s_index, sentence in enumerate(sentences):
        claims = decomposition.claims_of(sentence.index)
        new_sentence = rebuild_sentence(draft, sentence, claims, plan, reasons, edits)
        if new_sentence is None:
            # The whole sentence goes, with the space after it (or before it, when it is the last one).
            pieces.append(draft[cursor:sentence.start])
            nxt = sentences[s_index + 1].start if s_index + 1 < len(sentences) else None
            cursor = nxt if nxt is not None else sentence.end
            if nxt is None and pieces:
                pieces[-1] = pieces[-1].rstrip()
            continue
        pieces += [draft[cursor:sentence.start], new_sentence]
        cursor = sentence.end
    pieces.append(draft[cursor:])
    return "".join(pieces).strip(), tuple(edits)
