"""Export the check: the trace JSON (the contract's halcheck.trace/1) or a Markdown report."""
from __future__ import annotations

import json
from pathlib import Path

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select, Static

from ...core.pipeline import CheckResult
from ...files import atomic_write_text

FORMATS = {"json": ("trace JSON (halcheck.trace/1)", ".trace.json"), "markdown": ("Markdown report", ".report.md")}


def default_export_path(case_id: str, fmt: str, directory: Path | None = None) -> Path:
    safe = "".join(ch if ch.isalnum() or ch in "-_." else "-" for ch in case_id) or "case"
    return (directory or Path.cwd()) / f"{safe}{FORMATS[fmt][1]}"


def render_export(result: CheckResult, fmt: str) -> str:
    if fmt == "json":
        from ...core.trace import build_trace

        return json.dumps(build_trace(result), ensure_ascii=False, indent=1) + "\n"
    from ...core.report import render_markdown

    return render_markdown(result)


def write_export(result: CheckResult, fmt: str, path: Path) -> Path:
    if path.is_dir():
        path = path / default_export_path(result.case.id, fmt).name
    if not path.parent.is_dir():
        raise FileNotFoundError(2, "no such directory", str(path.parent))
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
                yield Input(str(self._default("json")), id="export-path", compact=True)
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
        defaults = {str(self._default(fmt)) for fmt in FORMATS}
        if path_input.value in defaults:  # only replace a path the user has not typed themselves
            path_input.value = str(self._default(str(event.value)))

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
