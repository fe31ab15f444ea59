"""The class report: each trainee's score per quizzed level, and the questions most often missed
(`halcheck lesson --report`, printed, and written as Markdown and CSV with `--out DIR`)."""
from __future__ import annotations

import csv
import io
from collections import Counter, defaultdict
from dataclasses import dataclass

from .quiz import QUIZ_LEVELS

LEVEL_NAMES = tuple(level.value for level in QUIZ_LEVELS)


@dataclass(frozen=True)
class Missed:
    case: str
    key: str
    text: str
    truth: str
    missed: int
    asked: int


@dataclass(frozen=True)
class ClassReport:
    scores: dict[str, dict[str, tuple[int, int]]]
    """Per trainee, per level: (right, asked), summed over every case they answered."""
    missed: tuple[Missed, ...]
    """Questions answered wrong at least once, most missed first."""


def build(records: list[dict], top: int = 10) -> ClassReport:
    scores: dict[str, dict[str, list[int]]] = defaultdict(lambda: {level: [0, 0] for level in LEVEL_NAMES})
    missed: Counter = Counter()
    asked: Counter = Counter()
    about: dict[tuple[str, str], tuple[str, str]] = {}
    for record in records:
        level = scores[record["trainee"]].setdefault(record["level"], [0, 0])
        level[0] += int(record.get("right", 0))
        level[1] += int(record.get("asked", 0))
        for item in record["items"]:
            key = (record["case"], item["key"])
            about[key] = (item.get("text", ""), item.get("truth", ""))
            asked[key] += 1
            missed[key] += not item.get("right")
    ranked = sorted((k for k in missed if missed[k]), key=lambda k: (-missed[k], -asked[k], k))[:top]
    return ClassReport({name: {level: (r, n) for level, (r, n) in levels.items()} for name, levels in sorted(scores.items())},
                       tuple(Missed(case, key, *about[(case, key)], missed[(case, key)], asked[(case, key)])
                             for case, key in ranked))


def _pct(right: int, asked: int) -> str:
    return f"{right}/{asked} ({right / asked:.0%})" if asked else "\u2014"


def _total(levels: dict[str, tuple[int, int]]) -> tuple[int, int]:
    return sum(r for r, _ in levels.values()), sum(n for _, n in levels.values())


def to_markdown(report: ClassReport) -> str:
    lines = ["# Class report", "", "| trainee | " + " | ".join(LEVEL_NAMES) + " | all |",
             "|---" * (len(LEVEL_NAMES) + 2) + "|"]
    for name, levels in report.scores.items():
        cells = [_pct(*levels.get(level, (0, 0))) for level in LEVEL_NAMES]
        lines.append(f"| {name} | " + " | ".join(cells) + f" | {_pct(*_total(levels))} |")
    lines += ["", "## Most often missed", ""]
    if not report.missed:
        lines.append("Nothing missed yet.")
    else:
        lines += ["| case | question | text | halcheck said | missed |", "|---|---|---|---|---|"]
        lines += [f"| {m.case} | {m.key} | {m.text.replace('|', '/')} | {m.truth} | {m.missed} of {m.asked} |"
                  for m in report.missed]
    return "\n".join(lines) + "\n"


def scores_csv(report: ClassReport) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["trainee", "level", "right", "asked"])
    for name, levels in report.scores.items():
        for level in LEVEL_NAMES:
            writer.writerow([name, level, *levels.get(level, (0, 0))])
    return out.getvalue()


def missed_csv(report: ClassReport) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["case", "question", "text", "halcheck_said", "missed", "asked"])
    for m in report.missed:
        writer.writerow([m.case, m.key, m.text, m.truth, m.missed, m.asked])
    return out.getvalue()


OUTPUTS = {"class-report.md": to_markdown, "class-scores.csv": scores_csv, "class-missed.csv": missed_csv}
"""The files `--out DIR` writes, and what writes each."""
