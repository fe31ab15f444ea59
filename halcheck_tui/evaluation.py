"""`halcheck eval`: accuracy, selective risk and per-level latency on labelled data.

Reads the labelled records (eval_records.py: the schema, the file, a stratified slice). Each record
becomes a case (evidence texts as passages, response as draft, query as question) checked with every
assertive claim treated as a `fact`, repair off and no generator: the figure measured is
grounding, not the support-reply classifier or the rewrite.

Figures, per source and as the mean over sources (as the LLM-AggreFact leaderboard reports them):
- balanced accuracy on "hallucinated" (mean of the rate of hallucinated records caught and the rate of
  clean records passed); a record is predicted hallucinated when any of its claims failed;
- 3-way accuracy and the confusion matrix on claim-level records (any claim contradicted ->
  contradicted; else any failed -> unsupported; else supported);
- a selective-risk curve: records released in order of the pipeline's support score (the lowest
  deciding entailment probability over the record's claims; a contradicted claim scores 0), and at each
  coverage the share of released records that were hallucinated; AURC and AUROC summarise it;
- median milliseconds per level (decompose, confidence, grounding).

The figures themselves are computed in eval_metrics.py; eval_report.py writes report.md, report.json, predictions.jsonl and risk_coverage.png to --out-dir. Nothing here
imports Textual; matplotlib is imported only to draw the plot.
"""
from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from .core.types import Verdict
from .eval_metrics import RiskCurve, auroc, balanced_accuracy, confusion_matrix, median, rate, risk_coverage
from .eval_records import EvalRecord

if TYPE_CHECKING:  # the pipeline pulls in numpy and the runtimes; parsing and metrics do not need them
    from .core.grounding.grounder import ClaimVerdict
    from .core.release.policy import ClaimOutcome
    from .core.results import CheckResult
    from .service import CaseService

TIMED_LEVELS = ("decompose", "confidence", "grounding", "total")
REPORT_COVERAGES = (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
DEFAULT_OUT_DIR = Path("out") / "eval"


# --- one record -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class RecordOutcome:
    record: EvalRecord
    predicted_hallucinated: bool
    predicted_label: str
    support_score: float
    """Lowest deciding entailment probability over the checked claims (contradicted: 0; none checked: 1)."""
    claims: int
    """Checked (non-conversational) claims."""
    failed_claims: int
    timings_ms: Mapping[str, float]

    def as_json(self) -> dict:
        return {"id": self.record.id, "source": self.record.source, "level": self.record.level,
                "gold_hallucinated": self.record.hallucinated, "gold_label": self.record.label,
                "predicted_hallucinated": self.predicted_hallucinated, "predicted_label": self.predicted_label,
                "support_score": round(self.support_score, 4), "claims": self.claims,
                "failed_claims": self.failed_claims, "timings_ms": dict(self.timings_ms)}


def claim_support(outcome: ClaimOutcome, verdict: ClaimVerdict) -> float:
    """How strongly the evidence supports one claim: the entailment probability of the premise that
    decided it; 0 for a contradicted or cut claim; 1 for one supported without NLI (records, passages)."""

    if outcome.cut_by_confidence or outcome.verdict is Verdict.CONTRADICTED:
        return 0.0
    if verdict.nli is not None:
        return float(verdict.nli.entailment)
    return 1.0 if outcome.verdict is Verdict.SUPPORTED else 0.0


def outcome_of(record: EvalRecord, result: CheckResult) -> RecordOutcome:
    first = result.first
    checked = [o for o in first.outcomes if o.checked]
    failed = [o for o in checked if o.failed]
    if any(o.verdict is Verdict.CONTRADICTED for o in checked):
        label = "contradicted"
    elif failed:
        label = "unsupported"
    else:
        label = "supported"
    score = min((claim_support(o, first.grounding.for_claim(o.claim.id)) for o in checked), default=1.0)
    timings = {name: first.timings_ms[name] for name in TIMED_LEVELS if name in first.timings_ms}
    timings["total"] = result.timings_ms.get("total", sum(timings.values()))
    return RecordOutcome(record, bool(failed), label, score, len(checked), len(failed), timings)


def check_record(service: CaseService, record: EvalRecord) -> RecordOutcome:
    """One record checked through the case service, repair off, not logged (a measurement, no user's check)."""
    return outcome_of(record, service.check(record.to_case(), repair=False, log=False))


@dataclass(frozen=True)
class SourceFigures:
    source: str
    level: str
    records: int
    hallucinated: int
    balanced_accuracy: float
    caught: float | None
    """Share of hallucinated records flagged (true-positive rate)."""
    passed: float | None
    """Share of clean records passed (true-negative rate)."""
    accuracy3: float | None
    confusion: list[list[int]] | None
    auroc: float | None
    aurc: float
    median_total_ms: float | None


@dataclass(frozen=True)
class EvalReport:
    data: str
    records: int
    sources: tuple[SourceFigures, ...]
    mean_balanced_accuracy: float
    mean_accuracy3: float | None
    """Mean over claim-level sources."""
    overall_curve: RiskCurve
    source_curves: Mapping[str, RiskCurve]
    operating_point: tuple[float, float | None]
    """(coverage, risk) of the pipeline's own decision: release what it passes."""
    latency_ms: Mapping[str, float | None]
    models: Mapping[str, str | None]
    thresholds: Mapping[str, float]
    started: str
    wall_s: float
    outcomes: tuple[RecordOutcome, ...] = field(repr=False, default=())

    def figures(self) -> dict:
        """Everything the report shows, as JSON-ready values (no per-record data, no curve points)."""
        return {
            "schema": "halcheck.eval/1", "data": self.data, "records": self.records, "started": self.started,
            "wall_s": round(self.wall_s, 1), "models": dict(self.models), "thresholds": dict(self.thresholds),
            "mean_balanced_accuracy": _round(self.mean_balanced_accuracy),
            "mean_accuracy3": _round(self.mean_accuracy3),
            "sources": [{k: (_round(v) if isinstance(v, float) else v) for k, v in asdict(s).items()}
                        for s in self.sources],
            "selective_risk": {"aurc": _round(self.overall_curve.aurc),
                               "risk_at_coverage": {f"{c:.1f}": _round(self.overall_curve.risk_at(c))
                                                    for c in REPORT_COVERAGES},
                               "operating_point": {"coverage": _round(self.operating_point[0]),
                                                   "risk": _round(self.operating_point[1])}},
            "latency_median_ms": {k: _round(v, 1) for k, v in self.latency_ms.items()},
        }


def _round(value: float | None, digits: int = 4) -> float | None:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    return round(value, digits)


def summarise(outcomes: Sequence[RecordOutcome], data: str = "", models: Mapping[str, str | None] | None = None,
              thresholds: Mapping[str, float] | None = None, started: str = "", wall_s: float = 0.0) -> EvalReport:
    by_source: dict[str, list[RecordOutcome]] = {}
    for outcome in outcomes:  # first-appearance order, which is file order
        by_source.setdefault(outcome.record.source, []).append(outcome)
    sources, curves = [], {}
    for source, items in by_source.items():
        gold = [o.record.hallucinated for o in items]
        predicted = [o.predicted_hallucinated for o in items]
        claim_items = [o for o in items if o.record.level == "claim"]
        accuracy3 = confusion = None
        if claim_items:
            gold3 = [o.record.label for o in claim_items]
            pred3 = [o.predicted_label for o in claim_items]
            accuracy3 = sum(g == p for g, p in zip(gold3, pred3)) / len(claim_items)
            confusion = confusion_matrix(gold3, pred3)
        scores = [o.support_score for o in items]
        curves[source] = risk_coverage(scores, gold)
        levels = sorted({o.record.level for o in items})
        # With one gold class in the slice, "balanced accuracy" would be that class's recall alone: n/a.
        both_classes = 0 < sum(gold) < len(gold)
        sources.append(SourceFigures(
            source, "/".join(levels), len(items), sum(gold),
            balanced_accuracy(gold, predicted) if both_classes else float("nan"),
            rate(gold, predicted, True), rate(gold, predicted, False), accuracy3, confusion,
            auroc(scores, gold), curves[source].aurc, median(o.timings_ms.get("total", 0.0) for o in items)))
    claim_level = [s.accuracy3 for s in sources if s.accuracy3 is not None]
    gold_all = [o.record.hallucinated for o in outcomes]
    released = [o for o in outcomes if not o.predicted_hallucinated]
    op_risk = sum(o.record.hallucinated for o in released) / len(released) if released else None
    latency = {level: median(o.timings_ms[level] for o in outcomes if level in o.timings_ms) for level in TIMED_LEVELS}
    return EvalReport(
        data=data, records=len(outcomes), sources=tuple(sources),
        mean_balanced_accuracy=(statistics.fmean(defined) if (defined := [s.balanced_accuracy for s in sources
                                                                          if not math.isnan(s.balanced_accuracy)])
                                else float("nan")),
        mean_accuracy3=statistics.fmean(claim_level) if claim_level else None,
        overall_curve=risk_coverage([o.support_score for o in outcomes], gold_all), source_curves=curves,
        operating_point=(len(released) / len(outcomes) if outcomes else 0.0, op_risk),
        latency_ms=latency, models=dict(models or {}), thresholds=dict(thresholds or {}), started=started,
        wall_s=wall_s, outcomes=tuple(outcomes))


# --- running --------------------------------------------------------------------------------------


def evaluate(records: Sequence[EvalRecord], service: CaseService, data: str = "",
             progress: Callable[[EvalRecord], None] | None = None) -> EvalReport:
    """Check every record in order through `service` and summarise; `progress` is called after each record."""
    started = datetime.now(UTC).isoformat(timespec="seconds")
    t0 = time.perf_counter()
    outcomes = []
    for record in records:
        outcomes.append(check_record(service, record))
        if progress:
            progress(record)
    names = service.models
    models = {role: names[role] for role in ("nli", "embedder")}  # eval loads no generator
    return summarise(outcomes, data, models, asdict(service.checker.nli_thresholds()), started,
                     time.perf_counter() - t0)


def build_service(settings, classify_claims: bool = False) -> CaseService:
    """The case service over the real NLI and embedder, no generator, its checks kept out of the event
    log (RuntimeMissing, exit 3, when a model is missing). `classify_claims=False` is what `halcheck eval`
    measures: every assertive claim is a fact."""
    # deferred: the service costs 10 ms at `halcheck --help` (cli/commands/eval imports this), measured 2026-12-02
    from .service import CaseService

    return CaseService.build(settings, no_generator=True, front_end="eval", event_log=False,
                             classify_claims=classify_claims)
