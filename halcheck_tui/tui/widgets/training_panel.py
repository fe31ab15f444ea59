"""Training mode's explanation panel: what the current level checks, why, and the method's limit."""
from __future__ import annotations

from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static


class TrainingPanel(VerticalScroll):
    def compose(self):
        yield Static(id="training-text")

    def explain(self, title: str, text: Text) -> None:
        self.border_title = f"Training: {title}"
        self.query_one("#training-text", Static).update(text)
