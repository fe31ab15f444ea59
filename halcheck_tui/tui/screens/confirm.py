"""A yes/no question before something that cannot be taken back (removing evidence, quitting unsaved)."""
from __future__ import annotations

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static


class ConfirmScreen(ModalScreen[bool]):
    """Dismisses with True for `yes`, False for `no` or Esc. The safe answer has the focus, so a stray
    Enter never destroys anything."""

    BINDINGS = [Binding("escape", "answer(False)", "Cancel"), Binding("y", "answer(True)", show=False),
                Binding("n", "answer(False)", show=False)]

    def __init__(self, title: str, question: str, yes: str, no: str = "Cancel") -> None:
        super().__init__()
        self.dialog_title = title
        self.question = question
        self.yes = yes
        self.no = no

    def compose(self):
        with Vertical(id="confirm-dialog", classes="dialog"):
            yield Static(Text(self.question), id="confirm-question")
            with Horizontal(classes="buttons"):
                yield Button(self.yes, id="confirm-yes", variant="warning", compact=True)
                yield Button(self.no, id="confirm-no", variant="primary", compact=True)

    def on_mount(self) -> None:
        dialog = self.query_one("#confirm-dialog")
        dialog.border_title = self.dialog_title
        dialog.border_subtitle = "y / n \u00b7 Tab moves \u00b7 Esc cancels"
        self.query_one("#confirm-no", Button).focus()

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)

    @on(Button.Pressed, "#confirm-yes")
    def _yes(self) -> None:
        self.dismiss(True)

    @on(Button.Pressed, "#confirm-no")
    def _no(self) -> None:
        self.dismiss(False)
