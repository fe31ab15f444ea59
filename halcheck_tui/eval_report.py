"""What `halcheck eval` writes and prints: the console tables, report.md, report.json, predictions.jsonl
and the risk-coverage plot, all from an `evaluation.EvalReport` (evaluation.py measures, this renders)."""
from __future__ import annotations

import json
import math
import statistics
import sys
from pathlib import Path

from .eval_records import LABELS
from .evaluation import REPORT_COVERAGES, TIMED_LEVELS, EvalReport
from .files import atomic_replace, atomic_write_text


def _fmt(value: float | None, digits: int = 3) -> str:
    return "–" if value is None or (isinstance(value, float) and math.isnan(value)) else f"{value:.{digits}f}"


def results_table(report: EvalReport) -> str:
    """The per-source table in Markdown (also what the README's measured section shows)."""
    lines = ["| source | level | records | balanced acc. | hallucinated caught | clean passed | 3-way acc. "
             "| AUROC | AURC | median ms |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for s in report.sources:
        lines.append(f"| {s.source} | {s.level} | {s.records} | {_fmt(s.balanced_accuracy)} | {_fmt(s.caught)} "
                     f"| {_fmt(s.passed)} | {_fmt(s.accuracy3)} | {_fmt(s.auroc)} | {_fmt(s.aurc)} "
                     f"| {_fmt(s.median_total_ms, 0)} |")
    mean_auroc = [s.auroc for s in report.sources if s.auroc is not None]
    lines.append(f"| **mean over sources** | | {report.records} | **{_fmt(report.mean_balanced_accuracy)}** | | "
                 f"| {_fmt(report.mean_accuracy3)} | {_fmt(statistics.fmean(mean_auroc) if mean_auroc else None)} "
                 f"| {_fmt(statistics.fmean(s.aurc for s in report.sources) if report.sources else None)} | |")
    return "\n".join(lines)


def latency_table(report: EvalReport) -> str:
    header = " | ".join(TIMED_LEVELS)
    values = " | ".join(_fmt(report.latency_ms.get(level), 1) for level in TIMED_LEVELS)
    return f"| {header} |\n|{'---:|' * len(TIMED_LEVELS)}\n| {values} |"


def render_markdown(report: EvalReport, plot_name: str | None) -> str:
    t = report.thresholds
    thresholds = ", ".join(f"{k} {v:g}" for k, v in t.items())
    out = [
        "# halcheck evaluation",
        "",
        f"- data: `{report.data}` ({report.records} records, {len(report.sources)} sources)",
        f"- NLI model: `{report.models.get('nli')}` (thresholds: {thresholds}); "
        f"embedder: `{report.models.get('embedder')}`",
        f"- run: {report.started}, {report.wall_s:.0f} s; every assertive claim checked as a fact, no repair, "
        "no generator (level 1 unavailable)",
        "",
        "A record is predicted hallucinated when any of its claims is contradicted or lacks support. Balanced "
        "accuracy is the mean of *hallucinated caught* and *clean passed*; 3-way accuracy is on claim-level "
        "records only. AUROC and AURC rank records by the support score (lowest deciding entailment probability "
        "over the claims; 0 for a contradicted claim): AUROC is the chance a clean record outranks a "
        "hallucinated one, AURC the mean selective risk over all coverages (lower is better).",
        "",
        results_table(report),
        "",
        "## Confusion matrices (claim-level sources; rows gold, columns predicted)",
        "",
    ]
    for s in report.sources:
        if s.confusion is None:
            continue
        out += [f"**{s.source}**", "", "| gold \\ predicted | " + " | ".join(LABELS) + " |",
                "|---|" + "---:|" * len(LABELS)]
        out += [f"| {label} | " + " | ".join(str(v) for v in row) + " |" for label, row in zip(LABELS, s.confusion)]
        out.append("")
    coverage, risk = report.operating_point
    out += ["## Selective risk (all records pooled)", ""]
    if plot_name:
        out += [f"![selective risk against coverage]({plot_name})", ""]
    out += ["| coverage | " + " | ".join(f"{c:.0%}" for c in REPORT_COVERAGES) + " |",
            "|---|" + "---:|" * len(REPORT_COVERAGES),
            "| risk | " + " | ".join(_fmt(report.overall_curve.risk_at(c)) for c in REPORT_COVERAGES) + " |",
            "",
            f"The pipeline's own decision releases {coverage:.1%} of the records, of which {_fmt(risk)} are "
            f"hallucinated (base rate {_fmt(report.overall_curve.risk[-1] if report.overall_curve.risk else None)}). "
            f"AURC {_fmt(report.overall_curve.aurc)}.",
            "",
            "## Latency (median ms per record)", "", latency_table(report), ""]
    return "\n".join(out)


def write_plot(report: EvalReport, path: Path) -> None:
    # matplotlib costs ~0.5 s to import: only the report writer needs it. The object API with the Agg
    # canvas never touches pyplot's global state or a display.
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=(9, 4.5), dpi=120)
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    for source, curve in report.source_curves.items():
        axes.plot(curve.coverage, curve.risk, linewidth=1, alpha=0.6, label=f"{source} (AURC {curve.aurc:.2f})")
    curve = report.overall_curve
    axes.plot(curve.coverage, curve.risk, color="black", linewidth=2.2, label=f"all records (AURC {curve.aurc:.2f})")
    if curve.risk:
        axes.axhline(curve.risk[-1], color="grey", linestyle="--", linewidth=1, label="base rate (random order)")
    coverage, risk = report.operating_point
    if risk is not None:
        axes.scatter([coverage], [risk], color="red", zorder=5, label="pipeline decision")
    axes.set_xlim(0, 1)
    axes.set_ylim(0, 1)
    axes.set_xlabel("coverage (share of records released)")
    axes.set_ylabel("risk (share of released records hallucinated)")
    axes.set_title("Selective risk by support score")
    axes.grid(alpha=0.3)
    axes.legend(fontsize=7, loc="center left", bbox_to_anchor=(1.01, 0.5))
    figure.tight_layout()
    with atomic_replace(path, public=True) as tmp:
        figure.savefig(tmp, format="png", metadata={"Software": None})


def write_reports(report: EvalReport, out_dir: Path) -> list[Path]:
    """report.md, report.json, predictions.jsonl and (when matplotlib is installed) risk_coverage.png."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    plot = out_dir / "risk_coverage.png"
    try:
        write_plot(report, plot)
        written.append(plot)
        plot_name = plot.name
    except ImportError:
        print("halcheck: matplotlib is not installed, so no plot was drawn: pip install 'halcheck[eval]'",
              file=sys.stderr)
        plot_name = None
    markdown = out_dir / "report.md"
    # Each file whole or not at all (an interrupted eval leaves the previous report, never half of one).
    atomic_write_text(markdown, render_markdown(report, plot_name), public=True)
    figures = out_dir / "report.json"
    atomic_write_text(figures, json.dumps(report.figures(), indent=1, ensure_ascii=False) + "\n", public=True)
    predictions = out_dir / "predictions.jsonl"
    atomic_write_text(predictions, "".join(json.dumps(outcome.as_json(), ensure_ascii=False) + "\n"
                                           for outcome in report.outcomes), public=True)
    return [markdown, figures, predictions, *written]
