"""An error as the user should see it: what went wrong and how to fix it, never a traceback."""
from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static


class ErrorScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,enter", "dismiss", "Close")]

    def __init__(self, title: str, fix: str = "", note: str = "") -> None:
        super().__init__()
        self.error_title = title
        self.fix = fix
        self.note = note

    def compose(self):
        with Vertical(id="error-dialog", classes="dialog"):
            yield Static(Text(self.error_title), id="error-title")
            if self.fix:
                yield Static(Text.assemble(("How to fix: ", "bold"), self.fix), id="error-fix")
            if self.note:
                yield Static(Text(self.note), id="error-note")
            yield Button("OK", id="error-ok", variant="primary", compact=True)

    def on_mount(self) -> None:
        self.query_one("#error-dialog").border_title = "Problem"
        self.query_one("#error-ok", Button).focus()

    def on_button_pressed(self) -> None:
        self.dismiss()
