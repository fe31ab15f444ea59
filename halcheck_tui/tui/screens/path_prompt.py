"""Ask for a file path (open or save a case, load evidence from a file): a folder tree to pick from, and the
path field to type into; the caller's action reports problems inline."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, DirectoryTree, Label, Static

from ...errors import HalcheckError
from ..widgets.field import FieldInput


def tree_root(default: str) -> Path:
    """The folder the tree opens on: the default path's folder, or the working directory."""
    path = Path(default).expanduser() if default else Path.cwd()
    for candidate in (path, *path.parents):
        if candidate.is_dir():
            return candidate
    return Path.cwd()


class PathPrompt(ModalScreen[Path | None]):
    """`action(path)` runs on Enter; a HalcheckError it raises is shown under the field and the dialog
    stays open; on success the dialog closes with the path.

    The tree (Textual's DirectoryTree) starts in the default path's folder: picking a file puts its path in
    the field (and, for a dialog that opens files, opens it); picking a folder keeps the typed file name."""

    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, title: str, default: str, action: Callable[[Path], None], verb: str = "OK",
                 hint: str = "", browse: bool = True, start_in_tree: bool = False) -> None:
        super().__init__()
        self.start_in_tree = start_in_tree and browse
        """Focus the folder tree first, so arrows and Enter pick a file with no mouse (the Open dialog)."""
        self.prompt_title = title
        self.default = default
        self.action_fn = action
        self.verb = verb
        self.hint = hint
        self.browse = browse

    @property
    def opens_files(self) -> bool:
        return self.verb != "Save"

    def compose(self):
        with Vertical(id="path-dialog", classes="dialog"):
            if self.browse:
                yield DirectoryTree(tree_root(self.default), id="path-tree")
            yield Label("Path", classes="field-label")
            yield FieldInput(self.default, id="path-input", compact=True)
            if self.hint:
                yield Static(Text(self.hint), classes="hint")
            yield Static(id="path-error", classes="problem")
            with Horizontal(classes="buttons"):
                yield Button(self.verb, id="path-ok", variant="primary", compact=True)
                yield Button("Cancel", id="path-cancel", compact=True)

    def on_mount(self) -> None:
        dialog = self.query_one("#path-dialog")
        dialog.border_title = self.prompt_title
        if self.browse:
            dialog.border_subtitle = "\u2191\u2193 Enter picks in the tree \u00b7 Tab to the path \u00b7 Esc cancels"
        # The Open dialog starts in the tree, so arrows and Enter pick a file with no mouse (Tab reaches the
        # path field); the others start in the field, where a name is typed.
        if self.start_in_tree:
            self.query_one("#path-tree", DirectoryTree).focus()
        else:
            self.query_one("#path-input", FieldInput).focus()

    @on(DirectoryTree.FileSelected, "#path-tree")
    def _file_picked(self, event: DirectoryTree.FileSelected) -> None:
        event.stop()
        field = self.query_one("#path-input", FieldInput)
        field.value = str(event.path)
        if self.opens_files:
            self._submit()

    @on(DirectoryTree.DirectorySelected, "#path-tree")
    def _folder_picked(self, event: DirectoryTree.DirectorySelected) -> None:
        event.stop()
        field = self.query_one("#path-input", FieldInput)
        typed = Path(field.value.strip()) if field.value.strip() else None
        name = typed.name if typed is not None and not field.value.rstrip().endswith("/") and not typed.is_dir() else ""
        field.value = str(Path(event.path) / name) if name else str(event.path) + "/"

    @on(FieldInput.Submitted, "#path-input")
    @on(Button.Pressed, "#path-ok")
    def _submit(self) -> None:
        raw = self.query_one("#path-input", FieldInput).value.strip()
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
