"""What `halcheck check` tells a CI job: `--fail-on LEVEL` and the end-of-batch summary.

Decisions are ordered by how much a person must do before the reply can go out:

    release < review < revise < abstain < block

`--fail-on LEVEL` makes the command exit with EXIT_DECISION (4) when a decision is LEVEL or past it
(in a batch: when any case's is), after the report or traces are written as usual. 4 is apart from 2 (bad
input or usage) and 3 (a model or runtime missing), so a CI job can tell "the reply failed the check"
from "the check could not run".
"""
from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Iterable

DECISION_ORDER = ("release", "review", "revise", "abstain", "block")
"""Least to most serious; `--fail-on` takes any of them but release (which would fail every check)."""
FAIL_ON_CHOICES = DECISION_ORDER[1:]
EXIT_DECISION = 4
"""Exit code when a decision reached `--fail-on` (0 ran and passed, 2 bad input, 3 runtime missing)."""


def add_fail_on_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--fail-on", dest="fail_on", choices=FAIL_ON_CHOICES, default=None, metavar="LEVEL",
                        help=f"exit {EXIT_DECISION} when the decision (in a batch: any case's) is LEVEL or past it, "
                             f"in the order {' < '.join(DECISION_ORDER)}; LEVEL is one of {', '.join(FAIL_ON_CHOICES)}")


def reaches(decision: str, fail_on: str | None) -> bool:
    """Whether `decision` is `fail_on` or more serious (False without --fail-on)."""
    if fail_on is None:
        return False
    return DECISION_ORDER.index(decision) >= DECISION_ORDER.index(fail_on)


def exit_code(decisions: Iterable[str], fail_on: str | None) -> int:
    return EXIT_DECISION if any(reaches(d, fail_on) for d in decisions) else 0


class BatchSummary:
    """Counts (decision, outcome) as a batch goes; `lines()` is what the batch prints at the end."""

    def __init__(self) -> None:
        self.pairs: Counter[tuple[str, str]] = Counter()

    def add(self, decision: str, outcome: str) -> None:
        self.pairs[(decision, outcome)] += 1

    @property
    def decisions(self) -> list[str]:
        return [d for d, _ in self.pairs]

    def lines(self, fail_on: str | None = None) -> list[str]:
        """One line per decision, most serious first, with its outcomes: `block      2  (trimmed 1, withheld 1)`;
        a decision that reached --fail-on is marked."""
        total = sum(self.pairs.values())
        out = [f"summary of {total} case{'s' if total != 1 else ''}:"]
        for decision in reversed(DECISION_ORDER):
            outcomes = {o: n for (d, o), n in sorted(self.pairs.items()) if d == decision}
            if not outcomes:
                continue
            detail = ", ".join(f"{o} {n}" for o, n in outcomes.items())
            mark = f"  <- at or past --fail-on {fail_on}" if reaches(decision, fail_on) else ""
            out.append(f"  {decision:<8} {sum(outcomes.values()):>5}  ({detail}){mark}")
        return out
