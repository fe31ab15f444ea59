"""`halcheck tui [CASE.json]` (also `halcheck` with no command): the terminal UI, when there is a terminal."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ...core.case import load_case
from ...errors import InputError, RuntimeMissing


def add_tui_parser(sub) -> None:
    tui = sub.add_parser("tui", help="open the terminal UI")
    tui.add_argument("case", nargs="?", type=Path, help="case JSON file (default: the built-in demo)")
    tui.add_argument("--model", help="GGUF file for level 1 and repair")
    tui.add_argument("--no-log", action="store_true", help="do not append checks to the event log")
    tui.add_argument("--quiz", action="store_true",
                     help="quiz mode: predict each level's verdicts before it runs (docs/lessons.md)")
    tui.set_defaults(func=cmd_tui)


def has_terminal() -> bool:
    """Both ends of the UI are a terminal (not cron, CI, or `halcheck > f 2>&1`)."""
    return sys.stdin.isatty() and sys.stdout.isatty()


def cmd_tui(args: argparse.Namespace) -> int:
    case_path = getattr(args, "case", None)
    case = load_case(case_path) if case_path else None  # validate before the screen takes over
    return open_tui(case, case_path, model=getattr(args, "model", None), no_log=getattr(args, "no_log", False),
                    quiz=getattr(args, "quiz", False))


def open_tui(case, case_path: Path | None, *, model: str | None, no_log: bool, quiz: bool = False,
             lesson=None) -> int:
    """Run the app on `case` (None: the demo or the autosave); `lesson` (classroom.lessons.Lesson) opens it
    on that lesson, in quiz mode."""
    if not has_terminal():
        # Without a terminal the UI would wait for keys forever, one core busy.
        raise InputError("the terminal UI needs a terminal (stdin or stdout is not one)",
                         "usage: halcheck check CASE.json [--json] | halcheck check --batch IN.jsonl --out OUT.jsonl"
                         " | halcheck --help")

    def run_app() -> int:
        try:
            # deferred: the app imports Textual, 0.65 s, measured 2026-12-02
            from ...tui.app import HalcheckApp
        except ImportError as exc:  # textual missing or broken
            raise RuntimeMissing(f"the terminal UI cannot start ({exc})",
                                 "run scripts/setup.sh to install textual") from None
        HalcheckApp(case=case, case_path=case_path, model_path=model, event_log=not no_log, quiz=quiz,
                    lesson=lesson).run()
        return 0

    # In a forked child: a native crash (the generator is proven in a test process first, but nothing can
    # rule every crash out) then costs the screen, not the terminal.
    # deferred: 2-11 ms at `halcheck --help`, measured 2026-12-02
    from ..native_guard import run_in_guarded_child

    return run_in_guarded_child(run_app)
