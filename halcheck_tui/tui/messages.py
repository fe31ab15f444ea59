"""App-wide messages: what the worker threads report back (posting a message is thread-safe).

Dataclasses: Textual's Message.__post_init__ sets up the message, so the generated __init__ is enough."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from textual.message import Message

from ..core.levels import Steps

if TYPE_CHECKING:
    from ..service import CaseService


@dataclass
class CheckerReady(Message):
    """The models are loaded (or faked): the case service over them; its `notes` and `missing` say what
    is unavailable when the app runs degraded."""

    service: CaseService


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
