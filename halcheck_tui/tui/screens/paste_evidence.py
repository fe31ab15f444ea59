"""Paste evidence: a whole tool result (and any policy line beside it) becomes evidence items at once.

The parsing is `core.tool_results.evidence_from_paste` (unit-tested there); this dialog only shows what
the paste would add, as it is typed or pasted, and lets a file's content be loaded into the box."""
from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Select, Static, TextArea

from ...core.case import MAX_CASE_BYTES, Evidence
from ...core.evidence_kinds.base import EvidenceKind, KindName, Reading
from ...core.evidence_kinds.registry import Kind, kinds_read_as
from ...core.evidence_kinds.tool_results import evidence_from_paste
from ...errors import InputError
from ...input_files import judge_input
from ..document import evidence_summary


def read_evidence_file(path: Path) -> str:
    """A JSON/JSONL (or text) file's content for the paste box; InputError for what cannot be read."""
    # A regular file only: a FIFO would hang the app and a device never end (judged as every input file is).
    info = judge_input(path, "pick a JSON or JSONL file", allow_stdin=False)
    if info.st_size > MAX_CASE_BYTES:
        raise InputError(f"{path}: larger than {MAX_CASE_BYTES // 1_000_000} MB", "load one tool result at a time")
    try:
        return path.read_text(encoding="utf-8-sig")  # a byte-order mark is read past, as in a case file
    except UnicodeDecodeError:
        raise InputError(f"{path}: not UTF-8 text", "save it as UTF-8 JSON") from None


class PasteEvidence(ModalScreen[list[Evidence] | None]):
    """Dismisses with the items to add (validated, ids unique in the case), or None."""

    BINDINGS = [Binding("escape", "cancel", "Cancel"), Binding("ctrl+s", "add", "Add", priority=True)]

    def __init__(self, taken_ids: set[str], first_index: int, text: str = "") -> None:
        super().__init__()
        self.taken_ids = taken_ids
        self.first_index = first_index
        self.initial_text = text
        self.items: list[Evidence] = []

    def compose(self):
        with Vertical(id="paste-dialog", classes="dialog"):
            yield Label('Paste tool results (JSON, JSONL, {"tool", "result"}) and policy lines:', id="paste-label")
            yield TextArea(self.initial_text, id="paste-body", soft_wrap=True, tab_behavior="focus")
            with Horizontal(classes="form-row"):
                yield Label("plain text lines are", classes="field-label")
                yield Select([(k.value, k) for k in kinds_read_as(Reading.TEXT)], value=EvidenceKind.POLICY,
                             allow_blank=False, id="paste-text-kind",
                             compact=True)
                yield Button("From file\u2026", id="paste-file", compact=True)
            yield Static(id="paste-preview", classes="problem")
            with Horizontal(classes="buttons"):
                yield Button("Add", id="paste-add", variant="primary", compact=True)
                yield Button("Cancel", id="paste-cancel", compact=True)

    def on_mount(self) -> None:
        dialog = self.query_one("#paste-dialog")
        dialog.border_title = "Paste evidence"
        dialog.border_subtitle = "ctrl+s adds \u00b7 Esc cancels"
        self.query_one("#paste-body", TextArea).focus()
        self.preview()

    def _text_kind(self) -> Kind:
        value = self.query_one("#paste-text-kind", Select).value
        return value if isinstance(value, (EvidenceKind, KindName)) else EvidenceKind.POLICY

    def preview(self) -> list[Evidence]:
        """Parse the box and show what would be added (or the problem); the items when valid."""
        text = self.query_one("#paste-body", TextArea).text
        shown = self.query_one("#paste-preview", Static)
        add = self.query_one("#paste-add", Button)
        try:
            self.items = evidence_from_paste(text, self.taken_ids, self._text_kind(), self.first_index)
        except InputError as exc:
            self.items = []
            shown.update(Text("\u2717 " + exc.title + (f"  ({exc.fix})" if exc.fix else "")))
            shown.set_class(bool(text.strip()), "-invalid")
            add.disabled = True
            return []
        lines = Text(f"\u2713 {len(self.items)} item{'s' if len(self.items) != 1 else ''} to add:")
        for item in self.items[:6]:
            lines.append(f"\n  {item.kind.value:<8} {item.id}  {evidence_summary(item, 40)}")
        if len(self.items) > 6:
            lines.append(f"\n  \u2026 and {len(self.items) - 6} more")
        shown.update(lines)
        shown.set_class(False, "-invalid")
        add.disabled = False
        return self.items

    @on(TextArea.Changed, "#paste-body")
    @on(Select.Changed, "#paste-text-kind")
    def _edited(self) -> None:
        self.preview()

    @on(Button.Pressed, "#paste-file")
    def _from_file(self) -> None:
        # deferred: the path prompt costs 20 ms on the first screen, measured 2026-12-02
        from .path_prompt import PathPrompt

        def load(path: Path) -> None:
            text = read_evidence_file(path)
            evidence_from_paste(text, self.taken_ids, self._text_kind(), self.first_index)  # raises: shown there
            body = self.query_one("#paste-body", TextArea)
            body.load_text(body.text.rstrip() + ("\n" if body.text.strip() else "") + text)
            self.preview()

        self.app.push_screen(PathPrompt("Load evidence from a JSON/JSONL file", str(Path.cwd()) + "/", load, verb="Load",
                                        hint="A tool result (JSON or JSONL) or a halcheck case file."))

    def action_add(self) -> None:
        if self.preview():
            self.dismiss(self.items)

    @on(Button.Pressed, "#paste-add")
    def _add_pressed(self) -> None:
        self.action_add()

    @on(Button.Pressed, "#paste-cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
