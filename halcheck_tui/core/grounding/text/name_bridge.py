"""A sentence that states a claim's point but not one of its names, read with the sentence of the same text
that names it: "The Pro tier allows 600 calls a minute" under "Rate limits protect the API", for a claim about
"your API limit". The document names its subject once and each later line leaves it out; a window of the
lines around a sentence may not reach the line that names it, and a long window buries the point. The pair
may confirm the claim, never refute it (the grounder marks it so).

Nothing here knows a case: the naming line is found by the claim's own capitalised names.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from ...language.negation import PLAIN_NEGATION
from ...values.mentions import specifics

# Why: a line that negates what the claim asserts ("... is not washable") may not confirm it once its name is
# restored, whatever the verifier says of the pair; only lines of the claim's own polarity are joined
# (PLAIN_NEGATION). And the line itself must state every figure of the claim: the naming line lends a name,
# never a figure ("Pro gives 100 GB" joined with "Business gives 1 TB" is no ground for "Pro gives 1 TB").


def bridged_pairs(claim: str, premises: Sequence, sentences: Sequence,
                  missing_names: Callable[[str, str], list[str]]) -> list[tuple[str, int, int, str]]:
    """(evidence id, start, end, text) for each anchored premise that lacks a name of the claim, joined with
    the nearest single sentence of the same evidence item that holds every name it lacks (earlier lines first,
    since a text names its subject before it goes on)."""
    out = []
    seen = set()
    for premise in premises:
        if premise.names_ok or premise.start < 0 or premise.window \
                or bool(PLAIN_NEGATION.search(premise.text)) != bool(PLAIN_NEGATION.search(claim)):
            continue
        missing = [n.lower() for n in missing_names(claim, premise.text)]
        if not missing or not _figures_in(claim, premise.text):
            continue
        own = [s for s in sentences if s.evidence_id == premise.evidence_id and s.anchored and s.count == 1]
        at = next((s.index for s in own if s.start == premise.start), None)
        naming = [s for s in own if s.start != premise.start and all(n in s.text.lower() for n in missing)]
        if at is None or not naming:
            continue
        best = min(naming, key=lambda s: (abs(s.index - at), s.index > at))
        first, second = (best, premise) if best.start < premise.start else (premise, best)
        key = (premise.evidence_id, first.start, second.end)
        if key not in seen:
            seen.add(key)
            out.append((premise.evidence_id, first.start, second.end, f"{first.text} {second.text}"))
    return out


def _figures_in(claim: str, line: str) -> bool:
    stated = [x.readings for x in specifics(line)]
    return all(any(f.readings & r for r in stated) for f in specifics(claim) if any(c.isdigit() for c in f.text))
