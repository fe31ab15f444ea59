"""Export the check: the trace JSON (the contract's halcheck.trace/1) or a Markdown report."""
from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select, Static

from ... import locations
from ...core.report import render_markdown
from ...core.results import CheckResult
from ...core.trace import build_trace
from ...files import atomic_write_text
from ..widgets.field import FieldInput

if TYPE_CHECKING:
    from ...core.results import CheckResult

FORMATS = {"json": ("trace JSON (halcheck.trace/1)", ".trace.json"), "markdown": ("Markdown report", ".report.md")}
PLAIN_EXTENSIONS = {"json": ".json", "markdown": ".md"}


def default_export_path(case_id: str, fmt: str, directory: Path | None = None) -> Path:
    """`<case id>.trace.json` or `.report.md` in `directory`, by default the data dir's exports/ folder."""
    safe = "".join(ch if ch.isalnum() or ch in "-_." else "-" for ch in case_id) or "case"
    return (directory or locations.exports_dir()) / f"{safe}{FORMATS[fmt][1]}"


def with_format_extension(path: str, fmt: str) -> str:
    """The path with its extension switched to `fmt`'s (`a.trace.json` -> `a.report.md`, `notes.json` ->
    `notes.md`); a path with another extension, or a folder, is left as the user typed it."""
    if not path or path.endswith(("/", "\\")):
        return path
    for other in FORMATS:
        for suffix, new in ((FORMATS[other][1], FORMATS[fmt][1]), (PLAIN_EXTENSIONS[other], PLAIN_EXTENSIONS[fmt])):
            if path.lower().endswith(suffix):
                return path[: len(path) - len(suffix)] + new
    return path


def render_export(result: CheckResult, fmt: str) -> str:
    if fmt == "json":
        return json.dumps(build_trace(result), ensure_ascii=False, indent=1) + "\n"

    return render_markdown(result)


def write_export(result: CheckResult, fmt: str, path: Path) -> Path:
    if path.is_dir():
        path = path / default_export_path(result.case.id, fmt).name
    if not path.parent.is_dir():
        if path.parent != locations.exports_dir():
            raise FileNotFoundError(2, "no such directory", str(path.parent))
        path.parent.mkdir(parents=True, exist_ok=True)  # the default folder is ours to create
    atomic_write_text(path, render_export(result, fmt))
    return path


class ExportScreen(ModalScreen[Path | None]):
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, result: CheckResult, directory: Path | None = None) -> None:
        super().__init__()
        self.result = result
        self.directory = directory

    def compose(self):
        with Vertical(id="export-dialog", classes="dialog"):
            with Horizontal(classes="form-row"):
                yield Label("Format", classes="field-label")
                yield Select([(label, key) for key, (label, _) in FORMATS.items()], value="json", allow_blank=False,
                             id="export-format", compact=True)
            with Horizontal(classes="form-row"):
                yield Label("Path", classes="field-label")
                yield FieldInput(str(self._default("json")), id="export-path", compact=True)
            yield Static(Text("Written atomically; an existing file is replaced."), classes="hint")
            yield Static(id="export-error", classes="problem")
            with Horizontal(classes="buttons"):
                yield Button("Export", id="export-ok", variant="primary", compact=True)
                yield Button("Cancel", id="export-cancel", compact=True)

    def _default(self, fmt: str) -> Path:
        return default_export_path(self.result.case.id, fmt, self.directory)

    def on_mount(self) -> None:
        self.query_one("#export-dialog").border_title = "Export"
        self.query_one("#export-path", Input).focus()

    @on(Select.Changed, "#export-format")
    def _format_changed(self, event: Select.Changed) -> None:
        path_input = self.query_one("#export-path", Input)
        # The name the user typed is kept; only its extension follows the format.
        path_input.value = with_format_extension(path_input.value, str(event.value))

    @on(Input.Submitted, "#export-path")
    @on(Button.Pressed, "#export-ok")
    def _export(self) -> None:
        fmt = str(self.query_one("#export-format", Select).value)
        raw = self.query_one("#export-path", Input).value.strip()
        error = self.query_one("#export-error", Static)
        if not raw:
            error.update(Text("\u2717 give a path"))
            return
        try:
            written = write_export(self.result, fmt, Path(raw).expanduser())
        except OSError as exc:
            error.update(Text(f"\u2717 {exc.filename or raw}: {exc.strerror or exc}"))
            error.set_class(True, "-invalid")
            return
        self.dismiss(written)

    @on(Button.Pressed, "#export-cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
