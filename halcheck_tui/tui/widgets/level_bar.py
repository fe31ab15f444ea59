"""The line above the step-through view: every level with its progress state; the shown one highlighted."""
from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.widgets import Static

from ...core.levels import LEVEL_TITLES, LEVELS

MARKERS = {"pending": "\u25cb", "waiting": "\u25cc", "running": "\u25d0", "done": "\u25cf", "failed": "\u2717",
           "cancelled": "\u2298"}


class LevelBar(Static):
    COMPONENT_CLASSES = {"levelbar--current", "levelbar--done", "levelbar--running", "levelbar--failed",
                         "levelbar--pending"}

    def show(self, current: str, states: dict[str, str]) -> None:
        text = Text()
        for number, level in enumerate(LEVELS, 1):
            state = states.get(level, "pending")
            if number > 1:
                text.append(" \u203a ")
            kind = {"done": "done", "running": "running", "waiting": "running", "failed": "failed",
                    "cancelled": "failed"}.get(state, "pending")
            style = self.get_component_rich_style(f"levelbar--{kind}", partial=True)
            if level == current:
                style += self.get_component_rich_style("levelbar--current", partial=True)
            style += Style.from_meta({"@click": f"app.goto_level('{level}')"})
            text.append(f"{number} {LEVEL_TITLES[level]} {MARKERS[state]}", style=style)
        self.update(text)
