"""docs/architecture.md's "where to add a level" list, checked against the code.

The list names each place a new level needs; this test knows how to check each one for every `Level`
member, and fails when the list and the places it checks drift apart (a place added to the code but not
to the list, or a list item nobody checks).
"""
from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from halcheck_tui.core.levels import Level, Steps, run_level

DOC = Path(__file__).resolve().parent.parent / "docs" / "architecture.md"


def listed_places() -> list[str]:
    """The first `name` of each numbered item under "### A level"."""
    text = DOC.read_text(encoding="utf-8")
    section = text.split("### A level", 1)[1].split("\n### ", 1)[0]
    return re.findall(r"^\d+\. `([^`]+)`", section, flags=re.MULTILINE)


def _views() -> dict:
    from halcheck_tui.tui.widgets.levels import VIEWS

    return VIEWS


def _what() -> dict:
    from halcheck_tui.tui.training import WHAT

    return WHAT


def _limit() -> dict:
    from halcheck_tui.tui.training import LIMIT

    return LIMIT


def _stats_columns() -> dict:
    from halcheck_tui.stats import STATS_COLUMNS

    return STATS_COLUMNS


def _has_binding(level: Level) -> bool:
    from halcheck_tui.tui.app import HalcheckApp

    return any(b.key == str(level.number) and b.action == f"goto_level('{level.value}')"
               for b in HalcheckApp.BINDINGS)


class _RecordingChecker:
    """Stands in for `Checker` in `run_level`: each method call is recorded and returns a placeholder."""

    def __init__(self) -> None:
        self.called: list[str] = []

    def __getattr__(self, name: str):
        def method(*args, **kwargs):
            self.called.append(name)
            return SimpleNamespace(attempted=True)

        return method


def _run_each_level() -> dict[Level, tuple[bool, list[str]]]:
    """Every level run by `run_level` in order: whether it filled its field on `Steps`, and the Checker
    methods it called."""
    steps, out = Steps(case=SimpleNamespace(evidence=())), {}  # type: ignore[arg-type]
    for level in Level:
        checker = _RecordingChecker()
        steps = run_level(checker, steps, level)  # type: ignore[arg-type]
        out[level] = (steps.done(level), checker.called)
    return out


def _in_run_level(level: Level) -> bool:
    filled, called = _run_each_level()[level]
    return filled and bool(called)


def _checker_method(level: Level) -> bool:
    from halcheck_tui.core.pipeline import Checker

    _, called = _run_each_level()[level]
    return bool(called) and all(callable(getattr(Checker, name, None)) for name in called)


CHECKS = {
    "Level": lambda level: isinstance(level, Level),
    "run_level": _in_run_level,
    "Checker": _checker_method,
    "VIEWS": lambda level: level in _views(),
    "WHAT": lambda level: bool(_what().get(level)),
    "LIMIT": lambda level: bool(_limit().get(level)),
    "BINDINGS": _has_binding,
    "STATS_COLUMNS": lambda level: level in _stats_columns(),
}


def test_the_doc_lists_exactly_the_places_checked():
    assert listed_places() == list(CHECKS)


@pytest.mark.parametrize("place", list(CHECKS))
@pytest.mark.parametrize("level", list(Level))
def test_every_level_has_its_place(place, level):
    assert CHECKS[place](level), f"{level} has no entry in {place} (docs/architecture.md, 'A level')"


def test_the_mappings_hold_only_levels():
    for mapping in (_views(), _what(), _limit(), _stats_columns()):
        assert set(mapping) == set(Level) and all(isinstance(key, Level) for key in mapping)


def test_repair_mode_choices_are_the_enum():
    """config.py (below core) spells the choices out; they must be RepairMode's values."""
    from halcheck_tui.config import CHOICES
    from halcheck_tui.core.types import RepairMode

    assert CHOICES["repair_mode"] == tuple(mode.value for mode in RepairMode)
