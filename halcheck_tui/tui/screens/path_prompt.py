"""Ask for a file path (open a case, save a case); the caller's action reports problems inline."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from ...errors import HalcheckError


class PathPrompt(ModalScreen[Path | None]):
    """`action(path)` runs on Enter; a HalcheckError it raises is shown under the field and the dialog
    stays open; on success the dialog closes with the path."""

    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, title: str, default: str, action: Callable[[Path], None], verb: str = "OK",
                 hint: str = "") -> None:
        super().__init__()
        self.prompt_title = title
        self.default = default
        self.action_fn = action
        self.verb = verb
        self.hint = hint

    def compose(self):
        with Vertical(id="path-dialog", classes="dialog"):
            yield Label("Path", classes="field-label")
            yield Input(self.default, id="path-input", compact=True)
            if self.hint:
                yield Static(Text(self.hint), classes="hint")
            yield Static(id="path-error", classes="problem")
            with Horizontal(classes="buttons"):
                yield Button(self.verb, id="path-ok", variant="primary", compact=True)
                yield Button("Cancel", id="path-cancel", compact=True)

    def on_mount(self) -> None:
        self.query_one("#path-dialog").border_title = self.prompt_title
        self.query_one("#path-input", Input).focus()

    @on(Input.Submitted, "#path-input")
    @on(Button.Pressed, "#path-ok")
    def _submit(self) -> None:
        raw = self.query_one("#path-input", Input).value.strip()
        error = self.query_one("#path-error", Static)
        if not raw:
            error.update(Text("\u2717 give a path"))
            return
        path = Path(raw).expanduser()
        try:
            self.action_fn(path)
        except HalcheckError as exc:
            error.update(Text("\u2717 " + exc.one_line()))
            error.set_class(True, "-invalid")
            return
        except OSError as exc:
            error.update(Text(f"\u2717 {path}: {exc.strerror or exc}"))
            error.set_class(True, "-invalid")
            return
        self.dismiss(path)

    @on(Button.Pressed, "#path-cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
