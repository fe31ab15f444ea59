"""A figure with a unit that no record leaf settled ("8 TB of storage" when the alignment found nothing to
hold it against), corrected from the one leaf whose key names that unit and the thing the claim counts:
`storage_quota_tb` for "TB ... storage". A leaf whose value the draft already gives, in this claim or
another, belongs to that figure and is no candidate; two candidates or none and nothing is written. The
pipeline's re-check reads the corrected claim as a fresh check would."""
from __future__ import annotations

import re
from collections.abc import Mapping

from ..case import Evidence, EvidenceKind, flatten_fields
from ..language.tokens import key_letter_words
from ..values.api_values import claim_unit, key_unit
from ..values.patterns import FIGURE_WITH_UNIT
from .draft_style import format_number, number_value

_NUMBER = re.compile(r"(?<![\w.,])\d[\d,]*(?:\.\d+)?(?![\d]|[.,]\d)")


def _key_words(path: str) -> set[str]:
    """The last key's words other than its unit, four letters kept ("storage_quota_tb" -> {"stor", "quot"})."""
    words = [w for w in key_letter_words(path.split(".")[-1]) if len(w) >= 3]
    return {w[:4] for w in words[:-1]}


def _numbers_in(text: str) -> set[float]:
    return {v for v in (number_value(m.group(0)) for m in _NUMBER.finditer(text)) if v is not None}


def unit_leaf_fixes(text: str, draft: str, evidence: Mapping[str, Evidence]) -> list[tuple[int, int, str, str, str]]:
    """(start, end, new figure, evidence id, leaf path) for each unit figure of `text` that one leaf corrects."""
    leaves = [(e.id, path, float(value)) for e in evidence.values() if e.kind is EvidenceKind.RECORD
              for path, value in flatten_fields(e.fields).items()
              if isinstance(value, (int, float)) and not isinstance(value, bool)]
    said = _numbers_in(draft)
    words = {w[:4] for w in re.findall(r"[a-z]{3,}", text.lower())}
    out = []
    for m in FIGURE_WITH_UNIT.finditer(text):
        unit, figure = claim_unit(m.group("unit")), number_value(m.group("num"))
        if unit is None or figure is None:
            continue
        same = [(eid, path, v) for eid, path, v in leaves if (k := key_unit(path)) is not None
                and (k.dimension, k.size) == unit[:2]]
        if any(v == figure for _, _, v in same):
            continue  # a recorded figure: it stands
        fits = [(eid, path, v) for eid, path, v in same if v not in said and _key_words(path) & words]
        if len(fits) == 1:
            eid, path, value = fits[0]
            out.append((m.start("num"), m.end("num"), format_number(value, m.group("num")), eid, path))
    return out
