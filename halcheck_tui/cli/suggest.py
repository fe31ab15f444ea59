"""'Did you mean' for the command line: the nearest flag or command to a mistyped one (difflib).

Python 3.11's argparse says only "unrecognized arguments: --jsn" (`suggest_on_error` arrived in 3.14), so
the parser asks here for the nearest option of the command the user was typing."""
from __future__ import annotations

import argparse
import difflib
import re
from collections.abc import Sequence

_INVALID_CHOICE = re.compile(r"invalid choice: '([^']*)'")


def nearest(word: str, candidates: Sequence[str]) -> str | None:
    found = difflib.get_close_matches(word, list(candidates), n=1, cutoff=0.6)
    return found[0] if found else None


def _subparsers(parser: argparse.ArgumentParser) -> list[argparse._SubParsersAction]:
    return [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]


def chosen_parser(parser: argparse.ArgumentParser, namespace: argparse.Namespace) -> argparse.ArgumentParser:
    """The innermost (sub)command parser the namespace says was used: `evidence import` -> its parser."""
    while True:
        for action in _subparsers(parser):
            name = getattr(namespace, action.dest, None)
            if name in action.choices:
                parser = action.choices[name]
                break
        else:
            return parser


def option_strings(parser: argparse.ArgumentParser) -> list[str]:
    return [s for a in parser._actions for s in a.option_strings if s.startswith("--")]


def unknown_arguments_message(parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                              extras: list[str]) -> tuple[str, str]:
    """(`unrecognized arguments: --jsn (did you mean --json?)`, the prog of the command in use): the nearest
    flag of that command, for each unknown one that has a near one."""
    command = chosen_parser(parser, namespace)
    flags = option_strings(command)
    hints = []
    for extra in extras:
        if extra.startswith("--"):
            flag = extra.split("=", 1)[0]
            match = nearest(flag, flags)
            if match:
                hints.append((flag, match))
    message = f"unrecognized arguments: {' '.join(extras)}"
    if len(hints) == 1:
        message += f" (did you mean {hints[0][1]}?)"
    elif hints:
        message += " (" + "; ".join(f"{flag}: did you mean {match}?" for flag, match in hints) + ")"
    return message, command.prog


def with_choice_hint(message: str, parser: argparse.ArgumentParser) -> str:
    """argparse's "invalid choice: 'chek' (choose from ...)" plus the nearest command or value."""
    match = _INVALID_CHOICE.search(message)
    if not match:
        return message
    choices = [c for action in parser._actions if action.choices for c in action.choices]
    guess = nearest(match.group(1), [str(c) for c in choices])
    return f"{message} (did you mean {guess!r}?)" if guess else message
