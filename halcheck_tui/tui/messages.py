"""App-wide messages: what the worker threads report back (posting a message is thread-safe).

Dataclasses: Textual's Message.__post_init__ sets up the message, so the generated __init__ is enough."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from textual.message import Message

from ..core.levels import Steps

if TYPE_CHECKING:
    from ..core.pipeline import Checker


@dataclass
class CheckerReady(Message):
    """The models are loaded (or faked); `missing_*` say what is missing when the app runs degraded."""

    checker: Checker
    notes: list[str] = field(default_factory=list)
    missing_title: str = ""
    missing_fix: str = ""


@dataclass
class CheckerFailed(Message):
    title: str
    fix: str


@dataclass
class LevelStarted(Message):
    run_id: int
    level: str


@dataclass
class LevelDone(Message):
    run_id: int
    level: str
    steps: Steps


@dataclass
class LevelFailed(Message):
    run_id: int
    level: str
    title: str
    fix: str


@dataclass
class RunCancelled(Message):
    run_id: int


@dataclass
class RunFinished(Message):
    run_id: int
    target: str
