"""The base of every level view: a scrollable column that renders one level of `session.Steps`.

Colours are component classes, styled in app.tcss (so themes apply), and fetched as Rich styles for the
spans of highlighted text; nothing here hard-codes a colour.
"""
from __future__ import annotations

from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual.containers import Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import Static

from ....config import Settings
from ....core.levels import LEVEL_TITLES, Steps

PLACEHOLDERS = {
    "pending": "Not run yet. Press n to run up to this level, or r to run every level.",
    "running": "Running {title}\u2026  (Esc cancels)",
    "waiting": "Loading the models first\u2026  (Esc cancels)",
    "cancelled": "Cancelled. Press n or r to run it again.",
    "failed": "This level failed; the message above says how to fix it. Press n or r to try again.",
}


class LevelView(VerticalScroll):
    """Subclasses set `level`, compose their body in `compose_body` and fill it in `render_steps`."""

    level: ClassVar[str] = ""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "class--record", "class--rule", "class--fact", "class--conversational",
        "verdict--supported", "verdict--contradicted", "verdict--insufficient_evidence", "verdict--not_applicable",
        "p--high", "p--mid", "p--low", "p--vlow", "shaky",
        "premise--match", "premise--other", "field--ok", "field--bad", "citation--ok", "citation--bad",
        "diff--insert", "diff--delete",
        "decision--release", "decision--revise", "decision--abstain", "decision--block", "decision--review",
        "muted", "heading", "flag--OK", "flag--LOW", "flag--DEGENERATE",
    }

    class ClaimSelected(Message):
        """The user moved to a claim (training mode explains it)."""

        def __init__(self, claim_id: str) -> None:
            super().__init__()
            self.claim_id = claim_id

    class SentenceSelected(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, **kwargs) -> None:
        super().__init__(id=f"level-{self.level}", classes="level-view", **kwargs)

    def compose(self):
        yield Static(id=f"{self.level}-placeholder", classes="placeholder")
        with Vertical(id=f"{self.level}-body", classes="level-body"):
            yield from self.compose_body()

    def compose_body(self):
        return ()

    def style(self, name: str) -> Style:
        # Not partial: the full style has translucent colours ("$error 40%") blended over the background.
        return self.get_component_rich_style(name, default=Style())

    def styled(self, text: str, name: str) -> Text:
        return Text(text, style=self.style(name))

    def clip(self, text: str, other_columns: int) -> str:
        """`text` cut to what a table row has left after `other_columns` cells, so tables don't scroll sideways."""
        width = max(16, self.app.size.width - other_columns - 6)
        return text if len(text) <= width else text[:width - 1] + "\u2026"

    def show(self, steps: Steps | None, settings: Settings, state: str) -> None:
        """Render the level when it is done, else a placeholder saying why it is not (yet)."""
        placeholder = self.query_one(f"#{self.level}-placeholder", Static)
        body = self.query_one(f"#{self.level}-body")
        if steps is not None and steps.done(self.level):
            placeholder.display = False
            body.display = True
            self.render_steps(steps, settings)
        else:
            body.display = False
            placeholder.display = True
            message = PLACEHOLDERS.get(state, PLACEHOLDERS["pending"]).format(title=LEVEL_TITLES[self.level])
            placeholder.update(Text(message))

    def render_steps(self, steps: Steps, settings: Settings) -> None:
        raise NotImplementedError
