"""One error base class: a user-facing title plus the fix, and the exit code the CLI uses.

Every bad value raises an `InputError` (exit 2); which subclass says the cause, so a program embedding
halcheck can tell them apart without reading messages:

    InputError            bad input or usage (the base; `except InputError` catches every cause below)
      CaseError           a case's content is wrong: the title names the field (`evidence[2].fields: ...`)
        LimitError        a case is over a documented size limit (draft length, integer digits, evidence size)
      InputFileError      an input file cannot be read: missing, unreadable, not a regular file, not UTF-8
      ConfigError         a config.toml value is unknown or of the wrong type: the title names the key
      UsageError          an argument of the CLI or the Python API is wrong (type, range, combination)
"""
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


class CaseError(InputError):
    """A case (JSON) that is not a valid `halcheck.case/1`; the title starts with the field's path."""


class LimitError(CaseError):
    """A case over a documented size limit; the title names the limit."""


class InputFileError(InputError):
    """An input file (case, batch, event log, config) that cannot be read as one."""


class ConfigError(InputError):
    """A config.toml key that is unknown, or a value of the wrong type or range."""


class UsageError(InputError):
    """A wrong argument to the CLI or the Python API."""


class RuntimeMissing(HalcheckError):
    """A model or runtime is missing or broken: exit code 3."""

    exit_code = 3
