"""`halcheck eval DATA.jsonl [--limit N] [--per-source N] [--out-dir DIR]`: the command line of
eval_records.py (the data), eval_metrics.py (the figures), evaluation.py (running, summing up) and
eval_report.py (tables, report files, plot)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ... import eval_records, eval_report, evaluation
from ...config import load_settings
from ...errors import InputError


def _positive(name: str):
    def parse(value: str) -> int:
        try:
            number = int(value)
        except ValueError:
            number = 0
        if number < 1:
            raise InputError(f"{name} must be a whole number of at least 1, got {value!r}", f"e.g. {name} 10")
        return number
    return parse


def add_eval_parser(sub) -> None:
    parser = sub.add_parser("eval", help="measure accuracy, selective risk and speed on labelled data",
                            description="Check every record of a labelled JSONL file (the shared/eval/dev.jsonl "
                                        "schema) and report per-source figures.")
    parser.add_argument("data", type=Path, help="labelled JSONL file (e.g. ../shared/eval/dev.jsonl)")
    parser.add_argument("--limit", type=_positive("--limit"), metavar="N",
                        help="check only the first N records (after --per-source)")
    parser.add_argument("--per-source", type=_positive("--per-source"), metavar="N",
                        help="check N records per source, balanced over gold classes (CI: 10)")
    parser.add_argument("--out-dir", type=Path, default=evaluation.DEFAULT_OUT_DIR, metavar="DIR",
                        help="where report.md, report.json, predictions.jsonl and the plot go "
                             f"(default {evaluation.DEFAULT_OUT_DIR})")
    parser.set_defaults(func=cmd_eval)


def cmd_eval(args: argparse.Namespace) -> int:
    records = eval_records.select(eval_records.load_records(args.data), args.per_source, args.limit)
    out_dir: Path = args.out_dir
    if out_dir.exists() and not out_dir.is_dir():
        raise InputError(f"{out_dir}: exists and is not a directory", "choose another --out-dir")
    service = evaluation.build_service(load_settings())  # through the module: tests replace the builder
    # deferred: looked up when the bar starts, so a test's stand-in bar is the one used
    from ..progress import ProgressBar

    progress = ProgressBar(len(records), counts=True)
    try:
        report = evaluation.evaluate(records, service, str(args.data),
                          lambda record: progress.advance(f"checking {record.source}"))
    finally:
        progress.close()
    try:
        written = eval_report.write_reports(report, out_dir)
    except OSError as exc:
        raise InputError(f"{out_dir}: cannot write the report ({exc.strerror or exc})",
                         "choose a writable --out-dir") from None
    print(eval_report.results_table(report))
    print()
    print(eval_report.latency_table(report))
    print(f"\nselective risk: AURC {eval_report._fmt(report.overall_curve.aurc)}; the pipeline releases "
          f"{report.operating_point[0]:.1%} with risk {eval_report._fmt(report.operating_point[1])}")
    print(f"{report.records} records in {report.wall_s:.0f} s; wrote {', '.join(str(p) for p in written)}",
          file=sys.stderr)
    return 0
