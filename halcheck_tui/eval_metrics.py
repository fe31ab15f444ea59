"""`halcheck eval`'s figures over gold and predicted labels: balanced accuracy, rates, the 3-way confusion
matrix, AUROC and the selective-risk curve; plain numbers in, plain numbers out."""
from __future__ import annotations

import math
import statistics
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .eval_records import LABELS


def balanced_accuracy(gold: Sequence[bool], predicted: Sequence[bool]) -> float:
    """Mean recall over the gold classes present (positive = hallucinated), as scikit-learn computes it:
    with both classes, (TPR + TNR) / 2; with one class only, that class's recall."""
    if len(gold) != len(predicted):
        raise ValueError("gold and predicted differ in length")
    recalls = []
    for value in (True, False):
        hits = [p == value for g, p in zip(gold, predicted) if g == value]
        if hits:
            recalls.append(sum(hits) / len(hits))
    return sum(recalls) / len(recalls) if recalls else float("nan")


def rate(gold: Sequence[bool], predicted: Sequence[bool], value: bool) -> float | None:
    """Recall of one class (True: hallucinated records caught; False: clean records passed)."""
    hits = [p == value for g, p in zip(gold, predicted) if g == value]
    return sum(hits) / len(hits) if hits else None


def confusion_matrix(gold: Sequence[str], predicted: Sequence[str],
                     labels: Sequence[str] = LABELS) -> list[list[int]]:
    """matrix[i][j]: records of gold class labels[i] predicted as labels[j]."""
    index = {label: i for i, label in enumerate(labels)}
    matrix = [[0] * len(labels) for _ in labels]
    for g, p in zip(gold, predicted):
        matrix[index[g]][index[p]] += 1
    return matrix


def auroc(scores: Sequence[float], hallucinated: Sequence[bool]) -> float | None:
    """Probability that a clean record scores above a hallucinated one (ties count half); None with one class."""
    clean = [s for s, h in zip(scores, hallucinated) if not h]
    bad = [s for s, h in zip(scores, hallucinated) if h]
    if not clean or not bad:
        return None
    wins = sum((c > b) + 0.5 * (c == b) for c in clean for b in bad)
    return wins / (len(clean) * len(bad))


@dataclass(frozen=True)
class RiskCurve:
    """Selective risk: release records from the highest support score down; at coverage k/n the risk is
    the expected share of hallucinated records among the k released (ties broken at random, in expectation)."""

    coverage: tuple[float, ...]
    risk: tuple[float, ...]
    aurc: float
    """Area under the curve: mean risk over every coverage k/n (lower is better)."""

    def risk_at(self, coverage: float) -> float:
        n = len(self.coverage)
        k = min(n, max(1, math.ceil(coverage * n - 1e-9)))
        return self.risk[k - 1]


def risk_coverage(scores: Sequence[float], hallucinated: Sequence[bool]) -> RiskCurve:
    n = len(scores)
    if n == 0:
        return RiskCurve((), (), float("nan"))
    groups: dict[float, list[bool]] = defaultdict(list)
    for score, bad in zip(scores, hallucinated):
        groups[score].append(bad)
    coverage, risk = [], []
    released = bad_released = 0
    for score in sorted(groups, reverse=True):
        members = groups[score]
        group_rate = sum(members) / len(members)
        for j in range(1, len(members) + 1):
            expected_bad = bad_released + j * group_rate
            coverage.append((released + j) / n)
            risk.append(expected_bad / (released + j))
        released += len(members)
        bad_released += sum(members)
    return RiskCurve(tuple(coverage), tuple(risk), sum(risk) / n)


def median(values: Iterable[float]) -> float | None:
    values = list(values)
    return statistics.median(values) if values else None
