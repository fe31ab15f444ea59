"""The `halcheck` command line (contract section 3).

Exit codes: 0 the check ran (whatever the decision, unless --fail-on); 2 bad input or usage, one line on
stderr and nothing written to --out; 3 a model or runtime is missing or broken, with the fix in the message;
4 `--fail-on LEVEL` was given and a decision reached it (cli/ci.py has the order); 5 (`--batch` only) some
lines were refused or crashed their worker and got error records in place of traces, every other line its
trace (5 wins over 4).
"""
from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from importlib import import_module

from ..errors import HalcheckError, InputError
from ..version import __version__
from .commands.tui import cmd_tui
from .signals import Terminated


class _Parser(argparse.ArgumentParser):
    """argparse that reports usage errors as one line and exit code 2 (its default is a usage dump)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        # deferred: only a usage error needs it; 1-5 ms at start-up, measured 2026-12-02
        from .suggest import with_choice_hint

        raise InputError(f"usage: {with_choice_hint(message, self)}", f"see `{self.prog} --help`")

    def parse_args(self, args=None, namespace=None):  # type: ignore[override]
        """As argparse, but an unknown flag names the nearest flag of the command being used."""
        parsed, extras = self.parse_known_args(args, namespace)
        if extras:
            # deferred: only a usage error needs it; 1-5 ms at start-up, measured 2026-12-02
            from .suggest import unknown_arguments_message

            message, prog = unknown_arguments_message(self, parsed, extras)
            raise InputError(f"usage: {message}", f"see `{prog} --help`")
        return parsed


COMMANDS = ("check", "tui", "lesson", "stats", "generate", "evidence", "serve", "eval", "schema")
"""Every subcommand, in `halcheck --help` order: `cli/commands/<name>.py` with `add_<name>_parser(sub)`,
which adds its parser and sets `func`, the handler `main` calls."""


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="halcheck", description="Offline hallucination checker for LLM-drafted replies.")
    parser.add_argument("--version", action="version", version=f"halcheck {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    for name in COMMANDS:
        module = import_module(f"{__name__}.commands.{name}")
        getattr(module, f"add_{name}_parser")(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # An aborting ggml would attach gdb and print a native backtrace, to stdout; one line on stderr is enough.
    os.environ.setdefault("GGML_NO_BACKTRACE", "1")
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
        if args.command not in (None, "tui", "lesson"):  # the screen needs descriptor 1
            # deferred: not for `--help` or a usage error; 2-11 ms at start-up, measured 2026-12-02
            from .native_guard import native_output_to_stderr

            native_output_to_stderr()
        if args.command is None:
            return cmd_tui(args)
        handler = getattr(args, "func", None)
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
