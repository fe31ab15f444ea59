"""One error base class: a user-facing title plus the fix, and the exit code the CLI uses."""
from __future__ import annotations


class HalcheckError(Exception):
    """Base of every error a user may see. The CLI prints `title: fix` on one line."""

    exit_code = 2

    def __init__(self, title: str, fix: str = "") -> None:
        super().__init__(title)
        self.title = title
        self.fix = fix

    def one_line(self) -> str:
        return f"{self.title}: {self.fix}" if self.fix else self.title


class InputError(HalcheckError):
    """Bad input or usage: exit code 2."""

    exit_code = 2


class RuntimeMissing(HalcheckError):
    """A model or runtime is missing or broken: exit code 3."""

    exit_code = 3
