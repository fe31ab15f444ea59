"""What `halcheck check` tells a CI job: `--fail-on LEVEL` and the end-of-batch summary.

Decisions are ordered by how much a person must do before the reply can go out:

    release < review < revise < abstain < block

`--fail-on LEVEL` makes the command exit with EXIT_DECISION (4) when a decision is LEVEL or past it
(in a batch: when any case's is), after the report or traces are written as usual. 4 is apart from 2 (bad
input or usage) and 3 (a model or runtime missing), so a CI job can tell "the reply failed the check"
from "the check could not run".

A batch in which some line got an error record instead of a trace (halcheck refused it, or the worker
checking it died twice) exits with EXIT_INCOMPLETE (5), after every other line's trace is written; 5 wins
over 4, since a reply that was never checked may be anything.
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
EXIT_INCOMPLETE = 5
"""Exit code of a batch that wrote an error record (halcheck.batch-error/1) for at least one line."""
SHOWN_LINES = 8
"""The summary names at most this many lines of each kind of error record."""


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
    """Counts (decision, outcome) and error records as a batch goes; `lines()` is what it prints at the end."""

    def __init__(self) -> None:
        self.pairs: Counter[tuple[str, str]] = Counter()
        self.errors: Counter[str] = Counter()
        """kind of error record (refused, crashed) -> how many lines got one."""
        self.error_lines: dict[str, list[int]] = {}
        """kind -> the first SHOWN_LINES lines that got one (a batch's memory stays constant)."""

    def add(self, decision: str, outcome: str) -> None:
        self.pairs[(decision, outcome)] += 1

    def add_error(self, kind: str, line: int | None) -> None:
        self.errors[str(kind)] += 1
        shown = self.error_lines.setdefault(str(kind), [])
        if line is not None and len(shown) < SHOWN_LINES:
            shown.append(line)

    @property
    def decisions(self) -> list[str]:
        return [d for d, _ in self.pairs]

    @property
    def error_count(self) -> int:
        return sum(self.errors.values())

    def lines(self, fail_on: str | None = None) -> list[str]:
        """One line per decision, most serious first, with its outcomes: `block      2  (trimmed 1, withheld 1)`;
        a decision that reached --fail-on is marked. Then one per kind of error record, with its lines:
        `refused      2  (lines 3, 9)`."""
        total = sum(self.pairs.values()) + self.error_count
        out = [f"summary of {total} case{'s' if total != 1 else ''}:"]
        for decision in reversed(DECISION_ORDER):
            outcomes = {o: n for (d, o), n in sorted(self.pairs.items()) if d == decision}
            if not outcomes:
                continue
            detail = ", ".join(f"{o} {n}" for o, n in outcomes.items())
            mark = f"  <- at or past --fail-on {fail_on}" if reaches(decision, fail_on) else ""
            out.append(f"  {decision:<8} {sum(outcomes.values()):>5}  ({detail}){mark}")
        for kind, n in self.errors.items():
            shown = self.error_lines[kind]
            more = f" and {n - len(shown)} more" if n > len(shown) else ""
            where = f"  (line{'s' if n != 1 else ''} {', '.join(map(str, shown))}{more})" if shown else ""
            out.append(f"  {kind:<8} {n:>5}{where}  <- error records, not traces")
        return out


def batch_exit_code(summary: BatchSummary, fail_on: str | None) -> int:
    """EXIT_INCOMPLETE when some line has an error record, else what `exit_code` says of the decisions."""
    return EXIT_INCOMPLETE if summary.error_count else exit_code(summary.decisions, fail_on)
