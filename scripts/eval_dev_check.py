#!/usr/bin/env python3
"""Dev figures in check mode: claims classified as `halcheck check` classifies them (no repair, no generator).

    .venv/bin/python scripts/eval_dev_check.py [../shared/eval/dev.jsonl]

`halcheck eval` reads every claim as a fact; this reads them as a support reply would be read (records,
rules and facts routed as in `check`), which is the figure the grounding must not lower. Prints balanced
accuracy, clean passed and hallucinated caught per source and their mean.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from halcheck_tui.config import load_settings  # noqa: E402
from halcheck_tui.eval_records import load_records  # noqa: E402
from halcheck_tui.evaluation import build_service, check_record, summarise  # noqa: E402


def main(argv: list[str]) -> int:
    path = Path(argv[0]) if argv else ROOT.parent / "shared" / "eval" / "dev.jsonl"
    if not path.is_file():
        print(f"eval_dev_check: {path} not found: pass the labelled dev JSONL", file=sys.stderr)
        return 2
    service = build_service(load_settings(), classify_claims=True)
    outcomes = [check_record(service, record) for record in load_records(path)]
    report = summarise(outcomes, str(path))
    nan = float("nan")
    for source in report.sources:
        print(f"{source.source:16s} n={source.records:4d}  balanced accuracy {source.balanced_accuracy:.3f}  "
              f"clean passed {source.passed if source.passed is not None else nan:.2f}  "
              f"hallucinated caught {source.caught if source.caught is not None else nan:.2f}")
    print(f"mean balanced accuracy {report.mean_balanced_accuracy:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
