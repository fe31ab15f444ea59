#!/usr/bin/env python3
"""How often each record alignment rule is right when it disputes a claim, judged on labelled writers (issue 38:
a rule family that does not earn its place on held-out writers is deleted). Every claim the record check
contradicts names the rule whose finding decided it (`claims[].rule` in the trace); the writer's probe on that
claim says whether the dispute was right (labelled contradicted or insufficient) or a false alarm (labelled
supported or not_applicable).

    .venv/bin/python scripts/rule_precision.py                    # every finished corpus writer
    .venv/bin/python scripts/rule_precision.py --with-dev         # support-dev and support-dev2 as two more writers
    .venv/bin/python scripts/rule_precision.py --writers w01 w05 --json out/precision.json

Lines are checked without repair (the first check decides what a rule disputed). A rule with more false alarms
than right disputes is a candidate for deletion; whether it goes is decided by taking it out and scoring the
writers (`scripts/eval_corpus.py`, `scripts/ablate_rules.py`): a claim a rule disputes wrongly may still fail
another way, and one it disputes rightly may be caught by another reader. It trains nothing and changes no
file but --json.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from halcheck_tui.config import load_settings  # noqa: E402
from halcheck_tui.core.case import parse_case  # noqa: E402
from halcheck_tui.core.trace import build_trace  # noqa: E402
from halcheck_tui.corpus import load_lines, probe_for, writer_folders  # noqa: E402
from halcheck_tui.wiring import build_checker  # noqa: E402

DEV_SETS = {"support-dev": ROOT.parent / "shared" / "support-dev", "support-dev2": ROOT.parent / "shared" / "support-dev2"}
RIGHT, FALSE_ALARM, UNPROBED = "right", "false alarm", "unprobed"


def label_of(line: dict, claim: dict) -> str | None:
    """Right or false alarm, by the verdicts the writer allows for the probe on the claim; None when no probe is."""
    probe = probe_for(line, claim["start"], claim["end"])
    if probe is None:
        return None
    allowed = probe["verdict_in"]
    return RIGHT if ("contradicted" in allowed or "insufficient_evidence" in allowed) else FALSE_ALARM


def disputes(trace: dict, line: dict) -> list[tuple[str, str]]:
    """(rule code, right | false alarm | unprobed) for each claim of the trace an alignment rule disputed."""
    return [(claim["rule"], label_of(line, claim) or UNPROBED) for claim in trace.get("claims", [])
            if claim.get("verdict") == "contradicted" and claim.get("rule")]


def tally(checker, folders: dict[str, Path]) -> dict[str, dict[str, Counter]]:
    """Per rule code, per writer: how its disputes were labelled."""
    table: dict[str, dict[str, Counter]] = defaultdict(lambda: defaultdict(Counter))
    for writer, folder in folders.items():
        for line in load_lines(folder) + load_lines(folder, repair=True):
            trace = build_trace(checker.check(parse_case(line["case"]), repair=False))
            for rule, label in disputes(trace, line):
                table[rule][writer][label] += 1
    return table


def report(table: dict[str, dict[str, Counter]], names: dict[str, str]) -> list[str]:
    lines = [f"{'rule':34s} {'right':>6s} {'false alarm':>12s} {'unprobed':>9s} {'writers':>8s}"]
    totals = {rule: sum(per_writer.values(), Counter()) for rule, per_writer in table.items()}
    for rule, total in sorted(totals.items(), key=lambda kv: -(kv[1][RIGHT] + kv[1][FALSE_ALARM])):
        flag = "  <- more false alarms than right" if total[FALSE_ALARM] > total[RIGHT] else ""
        lines.append(f"{rule + ' ' + names.get(rule, ''):34s} {total[RIGHT]:6d} {total[FALSE_ALARM]:12d} "
                     f"{total[UNPROBED]:9d} {len(table[rule]):8d}{flag}")
    return lines


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=ROOT / "corpus", help="the corpus root (writer folders)")
    ap.add_argument("--writers", nargs="*", help="only these writers (folder names)")
    ap.add_argument("--with-dev", action="store_true", help="also read support-dev and support-dev2")
    ap.add_argument("--json", type=Path, help="write the table as JSON here (rule -> writer -> label -> count)")
    args = ap.parse_args()
    folders = {f.name: f for f in writer_folders(args.corpus, finished=True)
               if not args.writers or f.name in args.writers}
    if args.with_dev:
        folders |= {name: path for name, path in DEV_SETS.items() if path.is_dir()}
    if not folders:
        print(f"no writer folders under {args.corpus}: name some with --writers or pass --corpus", file=sys.stderr)
        return 2
    from halcheck_tui.core.grounding.fields.alignment.rules import RULES
    checker, _ = build_checker(load_settings(), no_generator=True)
    table = tally(checker, folders)
    print("\n".join(report(table, {rule.code: rule.name for rule in RULES})))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({rule: {w: dict(c) for w, c in per.items()} for rule, per in table.items()},
                                        indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
