"""Lesson files: a `halcheck.case/1` case plus a `lesson` object (docs/lessons.md).

The check never reads `lesson` (a quiet key of the case format); this module reads it: the order, the
title, what the lesson teaches, the briefing shown before the quiz, the debrief shown after it, and the
outcome the debrief teaches (`expect`), which tests/test_lessons.py pins against the real checker.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import locations
from ..core.case import Case, parse_case
from ..errors import InputError

DIFFICULTIES = ("easy", "medium", "hard")
LESSON_KEYS = ("order", "difficulty", "title", "teaches", "briefing", "debrief", "expect")


@dataclass(frozen=True)
class Lesson:
    name: str
    """The case id, also the file name after its order number (`01-state-mismatch.json` -> state-mismatch)."""
    path: Path
    order: int
    difficulty: str
    title: str
    teaches: str
    """One line: what the lesson teaches (`halcheck lesson --list`)."""
    briefing: str
    debrief: str
    case: Case
    expect: dict[str, Any] = field(default_factory=dict)
    """The outcome the debrief teaches: `decision`, `outcome`, `verdicts` and `reason_codes` by claim id."""


def _bad(path: Path, what: str) -> InputError:
    return InputError(f"{path}: {what}", "see docs/lessons.md for the lesson format")


def load_lesson(path: Path) -> Lesson:
    """One lesson file; a missing or malformed `lesson` object is an InputError naming the field."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise _bad(path, f"not a readable JSON file ({exc})") from None
    meta = raw.get("lesson") if isinstance(raw, dict) else None
    if not isinstance(meta, dict):
        raise _bad(path, 'no "lesson" object')
    missing = [key for key in LESSON_KEYS if key not in meta]
    if missing:
        raise _bad(path, f"lesson.{missing[0]} is missing")
    if meta["difficulty"] not in DIFFICULTIES:
        raise _bad(path, f"lesson.difficulty must be one of {', '.join(DIFFICULTIES)}")
    if not isinstance(meta["order"], int) or not isinstance(meta["expect"], dict):
        raise _bad(path, "lesson.order must be a number and lesson.expect an object")
    case = parse_case(raw, default_id=path.stem)
    return Lesson(case.id, path, meta["order"], meta["difficulty"], str(meta["title"]), str(meta["teaches"]),
                  str(meta["briefing"]), str(meta["debrief"]), case, dict(meta["expect"]))


def list_lessons(directory: Path | None = None) -> list[Lesson]:
    """Every lesson in `directory` (default: the shipped ones), easiest first (by `order`)."""
    directory = directory or locations.lessons_dir()
    if not directory.is_dir():
        raise InputError(f"{directory}: no lessons folder", "set HALCHECK_LESSONS to a folder of lesson files")
    return sorted((load_lesson(path) for path in directory.glob("*.json")), key=lambda lesson: lesson.order)


def find_lesson(name: str, directory: Path | None = None) -> Lesson:
    """A lesson by its name (`state-mismatch`), file stem (`01-state-mismatch`) or order number (`1`)."""
    lessons = list_lessons(directory)
    for lesson in lessons:
        if name in (lesson.name, lesson.path.stem, str(lesson.order)):
            return lesson
    raise InputError(f"no lesson named {name!r}",
                     "one of: " + ", ".join(lesson.name for lesson in lessons) + " (halcheck lesson --list)")
