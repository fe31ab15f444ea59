"""`halcheck lesson [NAME]`: open the TUI on a lesson, in quiz mode; `--list` the lessons; `--report` the
class's scores (printed, and written as Markdown and CSV with `--out DIR`). docs/lessons.md."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ...classroom.lessons import find_lesson, list_lessons
from ...errors import InputError
from ...files import atomic_write_text
from .tui import open_tui


def add_lesson_parser(sub) -> None:
    parser = sub.add_parser("lesson", help="open a lesson in quiz mode; list the lessons; the class report")
    parser.add_argument("name", nargs="?", help="a lesson's name or number (default: the first)")
    parser.add_argument("--list", action="store_true", help="one line per lesson: what it teaches")
    parser.add_argument("--report", action="store_true", help="each trainee's score per level, the most missed")
    parser.add_argument("--out", type=Path, help="with --report: write class-report.md and two CSV files here")
    parser.add_argument("--force", action="store_true", help="with --out: replace files already there")
    parser.add_argument("--model", help="GGUF file for level 1 and repair")
    parser.add_argument("--no-log", action="store_true", help="do not append checks to the event log")
    parser.set_defaults(func=run_lesson)


def run_lesson(args: argparse.Namespace) -> int:
    if args.list and args.report:
        raise InputError("--list and --report cannot be used together", "give one of them")
    if (args.out or args.force) and not args.report:
        raise InputError("--out and --force go with --report", "halcheck lesson --report --out DIR")
    if args.list:
        for lesson in list_lessons():
            print(f"{lesson.order:>2}  {lesson.name:<24} {lesson.difficulty:<6}  {lesson.teaches}")
        return 0
    if args.report:
        return _report(args.out, args.force)
    lessons = list_lessons()
    if not lessons:
        raise InputError("no lessons found", "set HALCHECK_LESSONS to a folder of lesson files")
    lesson = find_lesson(args.name) if args.name else lessons[0]
    # No case path: ctrl+s then asks where to save, so a shipped lesson file is never overwritten by the editor.
    return open_tui(lesson.case, None, model=args.model, no_log=args.no_log, quiz=True, lesson=lesson)


def _report(out: Path | None, force: bool) -> int:
    # deferred: the quiz's marks import the core's levels, 0.13 s at `halcheck --help`, measured 2026-12-05
    from ...classroom import answers, report

    built = report.build(answers.load_all())
    if not built.scores:
        raise InputError("no quiz answers saved yet", "run `halcheck lesson NAME` and answer a quiz first")
    sys.stdout.write(report.to_markdown(built))
    if out is None:
        return 0
    if out.exists() and not out.is_dir():
        raise InputError(f"{out}: not a folder", "give --out a folder (it is created when missing)")
    targets = {out / name: write(built) for name, write in report.OUTPUTS.items()}
    existing = [path for path in targets if path.exists()]
    if existing and not force and not _confirm(existing):
        raise InputError(f"{existing[0]} already exists", "choose another --out, or add --force to replace it")
    out.mkdir(parents=True, exist_ok=True)
    for path, text in targets.items():
        atomic_write_text(path, text)
    print(f"wrote {', '.join(str(path) for path in targets)}", file=sys.stderr)
    return 0


def _confirm(existing: list[Path]) -> bool:
    """Ask before replacing a file, when someone can answer; never replace one silently."""
    if not (sys.stdin.isatty() and sys.stderr.isatty()):
        return False
    print(f"replace {', '.join(str(path) for path in existing)}? [y/N] ", end="", file=sys.stderr, flush=True)
    return sys.stdin.readline().strip().lower() in ("y", "yes")
