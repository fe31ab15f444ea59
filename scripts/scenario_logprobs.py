"""Write deterministic `logprobs` into the level-1 training scenarios (evidence_store/scenarios).

SHAKY_SPECIFIC and DEGENERATE_SENTENCE only appear when a case carries the draft's token logprobs.
No model is needed to teach them: this script tokenises the draft roughly as a BPE model would (a
leading space joins the word, digits one at a time), gives every token a confident logprob, and
lowers the tokens of the phrases each scenario is about. Re-run it after editing one of those drafts:

    .venv/bin/python scripts/scenario_logprobs.py
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

SCENARIOS = Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios"

CONFIDENT = -0.05
"""p = 0.95: what a model writes when it knows the next word."""

# scenario id -> [(phrase in the draft, logprob of each token overlapping it)]
LOW_PHRASES: dict[str, list[tuple[str, float]]] = {
    # The made-up amount: its digits at p = 0.08, under the 0.2 shaky cut; the sentence mean stays
    # above the 0.5 degenerate cut, so the claim is cut as a shaky specific, not as a degenerate sentence.
    "shaky-amount": [("42.17", -2.5)],
    # A whole sentence at p = 0.22: each token above the 0.2 shaky cut, the mean under the 0.5 cut.
    "degenerate-guess": [("Your parcel P-3310 is in transit with DHL.", -1.5)],
}

_TOKEN = re.compile(r" ?[A-Za-z]+| ?\d|[^\sA-Za-z\d]|\s+")


def tokenise(text: str) -> list[tuple[int, int]]:
    spans = [(m.start(), m.end()) for m in _TOKEN.finditer(text)]
    assert "".join(text[s:e] for s, e in spans) == text, "the tokens must concatenate to the draft"
    return spans


def logprobs_for(draft: str, phrases: list[tuple[str, float]]) -> list[dict[str, object]]:
    low: list[tuple[int, int, float]] = []
    for phrase, logprob in phrases:
        start = draft.find(phrase)
        if start < 0:
            raise SystemExit(f"phrase {phrase!r} is not in the draft {draft!r}")
        low.append((start, start + len(phrase), logprob))
    out = []
    for start, end in tokenise(draft):
        value = CONFIDENT
        for lo, hi, logprob in low:
            if start < hi and lo < end and draft[start:end].strip():
                value = min(value, logprob)
        out.append({"token": draft[start:end], "logprob": value})
    return out


def main() -> int:
    for case_id, phrases in LOW_PHRASES.items():
        path = SCENARIOS / f"{case_id}.json"
        case = json.loads(path.read_text(encoding="utf-8"))
        case["logprobs"] = logprobs_for(case["draft"], phrases)
        path.write_text(json.dumps(case, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{path.name}: {len(case['logprobs'])} tokens")
    return 0


if __name__ == "__main__":
    sys.exit(main())
