"""Regenerate the measured figures in docs/benchmarks.md: the evaluation table and the benchmarks, with date
and machine. (The name is historical: the figures lived in README.md until 2026-12-02.)

    python scripts/update_readme_measured.py                      # ../shared/eval/dev.jsonl, then bench.py all
    python scripts/update_readme_measured.py DATA.jsonl --skip-bench

Only the text between `<!-- measured:start -->` and `<!-- measured:end -->` in docs/benchmarks.md (or the
file given with --doc) is rewritten; the rest of the file is left as it is. The figures are never typed by hand: rerun this script after
changing a model, a threshold or the pipeline. The full reports go to --out-dir (default out/eval-full).
"""
from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))

from halcheck_tui.errors import HalcheckError, InputError  # noqa: E402

DEFAULT_DATA = REPO_ROOT.parent / "shared" / "eval" / "dev.jsonl"
START, END = "<!-- measured:start -->", "<!-- measured:end -->"


def machine() -> str:
    """'2 CPUs (Intel(R) Xeon(R) ...), Linux x86_64': what a reader needs to compare figures."""
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    model = platform.processor() or "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace").splitlines():
            if line.lower().startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpus} CPUs ({model}), {platform.system()} {platform.machine()}, Python {platform.python_version()}"


def replace_section(readme: str, body: str) -> str:
    start, end = readme.find(START), readme.find(END)
    if start < 0 or end < 0 or end < start:
        raise InputError(f"the document lacks the {START} ... {END} markers",
                         "add both markers where the measured figures belong, then rerun")
    return readme[:start + len(START)] + "\n" + body.strip() + "\n" + readme[end:]


def run_eval(data: Path, out_dir: Path) -> str:
    from halcheck_tui.config import load_settings
    from halcheck_tui.eval_records import load_records
    from halcheck_tui.eval_report import latency_table, results_table, write_reports
    from halcheck_tui.evaluation import build_service, evaluate

    records = load_records(data)
    report = evaluate(records, build_service(load_settings()), data.name)
    write_reports(report, out_dir)
    thresholds = ", ".join(f"{k} {v:g}" for k, v in report.thresholds.items())
    coverage, risk = report.operating_point
    risk_text = "–" if risk is None else f"{risk:.3f}"
    return "\n".join([
        f"#### Accuracy on the labelled dev set ({report.records} records, {len(report.sources)} sources)",
        "",
        f"`halcheck eval {data.name}`: NLI model `{report.models.get('nli')}` (its fitted decision model decides pass "
        f"or fail; thresholds: {thresholds}, the contradiction one labels a failing claim contradicted), "
        f"embedder `{report.models.get('embedder')}`; every assertive claim checked as a fact, no repair, "
        "no generator. A record counts as hallucinated when any claim is contradicted or unsupported; balanced "
        "accuracy is the mean of the two recalls; 3-way accuracy is on claim-level records; AUROC and AURC rank "
        "records by the support score (lowest deciding entailment probability over the claims).",
        "",
        results_table(report),
        "",
        f"Selective risk over all records: AURC {report.overall_curve.aurc:.3f}; the pipeline's decision releases "
        f"{coverage:.1%} of records, {risk_text} of them hallucinated (base rate {report.overall_curve.risk[-1]:.3f}).",
        "",
        "Median ms per record and level:",
        "",
        latency_table(report),
    ])


def run_loso(data: Path) -> str:
    """The figure that counts: every dev source scored by a decision model fitted without it
    (scripts/fit_decision.py, its recordings cached under out/fit_decision)."""
    done = subprocess.run([sys.executable, str(REPO_ROOT / "scripts" / "fit_decision.py"), str(data), "--loso"],
                          cwd=REPO_ROOT, capture_output=True, text=True, timeout=3600)
    if done.returncode != 0:
        return f"(fit_decision.py --loso exited {done.returncode}: {done.stderr.strip()[-300:]})"
    report = (REPO_ROOT / "out" / "fit_decision" / "report.md").read_text(encoding="utf-8")
    return "\n".join(["#### Check mode, leave-one-source-out (`python scripts/fit_decision.py --loso`)", "",
                      "`halcheck check --batch --no-repair --no-generator` on each record (passages as evidence, "
                      "claims classified); each source is scored with a decision model fitted on the other "
                      "sources and on held-back training pairs. This is the figure to compare; the in-sample "
                      "table beside it shows how much fitting on a source itself adds.", "",
                      report.replace("### ", "##### ")])


def run_bench(timeout_s: int) -> str:
    done = subprocess.run([sys.executable, str(REPO_ROOT / "scripts" / "bench.py"), "all"], cwd=REPO_ROOT,
                          capture_output=True, text=True, timeout=timeout_s)
    output = "\n".join(line for line in done.stdout.splitlines() if not line.startswith("{"))  # no --json blobs
    note = "" if done.returncode == 0 else f"\n(bench.py all exited {done.returncode}: {done.stderr.strip()[-300:]})"
    return "\n".join(["#### Speed and memory (`python scripts/bench.py all`)", "", "```text", output.strip(),
                      "```" + note])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("data", nargs="?", type=Path, default=DEFAULT_DATA,
                        help=f"labelled JSONL (default {DEFAULT_DATA})")
    parser.add_argument("--doc", "--readme", dest="doc", type=Path, default=REPO_ROOT / "docs" / "benchmarks.md",
                        help="the Markdown file whose measured section is rewritten (default docs/benchmarks.md)")
    parser.add_argument("--out-dir", type=Path, default=REPO_ROOT / "out" / "eval-full",
                        help="where the full evaluation reports go")
    parser.add_argument("--skip-bench", action="store_true", help="leave the benchmarks out")
    parser.add_argument("--skip-loso", action="store_true",
                        help="leave out the leave-one-source-out table (scripts/fit_decision.py --loso)")
    parser.add_argument("--bench-timeout", type=int, default=1800, help="seconds bench.py all may take")
    args = parser.parse_args(argv)
    try:
        if not args.doc.is_file():
            raise InputError(f"{args.doc}: no such file", "give the document with --doc")
        readme = args.doc.read_text(encoding="utf-8")
        replace_section(readme, "")  # fail on missing markers before spending minutes measuring
        started = time.perf_counter()
        parts = [f"_Measured {datetime.now(UTC):%Y-%m-%d %H:%M} UTC on {machine()} by "
                 "`python scripts/update_readme_measured.py`; regenerate, do not edit by hand._",
                 *([] if args.skip_loso else [run_loso(args.data)]), run_eval(args.data, args.out_dir)]
        if not args.skip_bench:
            parts.append(run_bench(args.bench_timeout))
    except HalcheckError as exc:
        print(f"update_readme_measured: {exc.one_line()}", file=sys.stderr)
        return exc.exit_code
    updated = replace_section(args.doc.read_text(encoding="utf-8"), "\n\n".join(parts))
    temporary = args.doc.with_name(args.doc.name + ".tmp")
    temporary.write_text(updated, encoding="utf-8")
    os.replace(temporary, args.doc)
    print(f"rewrote the measured section of {args.doc} in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
