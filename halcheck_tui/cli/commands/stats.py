"""`halcheck stats`: the event log's metrics, as text, JSON or a PNG over time."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ...config import load_settings
from ...errors import InputError
from ...files import atomic_replace
from ...input_files import judge_input


def add_stats_parser(sub) -> None:
    p = sub.add_parser("stats", help="hallucination rate, groundedness, recovery and latency from the event log")
    p.add_argument("--since", help="first day or time to count (2026-11-01 or an ISO 8601 time)")
    p.add_argument("--until", help="last day to count (a bare date includes that whole day)")
    p.add_argument("--by", choices=("reason", "decision", "class", "day"), help="add a breakdown table")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.add_argument("--png", type=Path, help="write a plot of checks and rates per day to this PNG file")
    p.add_argument("--log", type=Path,
                   help="read this event log (default: events.jsonl and its rotated files in the data dir)")
    p.set_defaults(func=cmd_stats)


def _log_files(path: Path | None) -> list[Path]:
    # deferred: the event log costs 4 ms at `halcheck --help`, measured 2026-12-02
    from ...eventlog import EventLog, default_log

    if path is None:
        return default_log(load_settings()).files()

    judge_input(path, "give an event log (events.jsonl) or leave out --log", allow_stdin=False)
    # the rotated files beside a named log are part of it
    return EventLog(path, backups=99).files()


def _write_png(events, path: Path, log_files: list[Path]) -> None:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise InputError("--png needs matplotlib", "pip install 'halcheck[eval]' (or matplotlib)") from None
    # deferred: stats costs 17-22 ms at `halcheck --help`, measured 2026-12-02
    from ...stats import plot_png

    target = path.resolve()
    if target.is_dir():
        raise InputError(f"{path}: is a directory", "give a file name ending in .png")
    if any(target == f.resolve() for f in log_files):
        raise InputError(f"{path}: is the event log", "choose another file for the plot")
    if not target.parent.is_dir():
        raise InputError(f"{target.parent}: no such directory", "create it or choose another --png")

    with atomic_replace(target, public=True) as tmp:  # a plot gets the usual permissions
        plot_png(events, str(tmp))


def cmd_stats(args: argparse.Namespace) -> int:
    # deferred: the event log (4 ms) and stats (17-22 ms) at `halcheck --help`, measured 2026-12-02
    from ...eventlog import read_events
    from ...stats import compute, parse_when, render_text, select

    since = parse_when(args.since) if args.since else None
    until = parse_when(args.until, end=True) if args.until else None
    if since and until and since >= until:
        raise InputError("--since is not before --until", "swap them or widen the period")
    files = _log_files(args.log)
    events, bad = read_events(files)
    events = select(events, since, until)
    stats = compute(events, args.by)
    if args.png:
        if not events:
            raise InputError("no checks in the event log for this period, so nothing to plot",
                             "widen --since/--until, or run some checks first")
        _write_png(events, args.png, files)
    if args.json:
        print(json.dumps({"schema": "halcheck.stats/1", **stats.as_dict(), "unreadable_lines": bad}, indent=1))
    else:
        print(render_text(stats))
        if bad:
            print(f"({bad} unreadable lines in the log were skipped)")
    if args.png:
        print(f"plot written to {args.png}", file=sys.stderr)
    return 0
