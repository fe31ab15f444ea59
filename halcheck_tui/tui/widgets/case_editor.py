"""The case editor: question, draft and the evidence list, validated as the user types."""
from __future__ import annotations

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import Button, DataTable, Input, Label, Static, TextArea

from ...core.case import Evidence
from ..document import CaseDocument, evidence_summary
from ..screens.confirm import ConfirmScreen
from .field import FieldInput


class CaseEditor(Vertical):
    """Edits a `CaseDocument` in place and posts `CaseEditor.Changed` after every change."""

    COMPONENT_CLASSES = {"editor--bad", "editor--ok", "editor--muted"}

    BINDINGS = [
        Binding("ctrl+n", "add_evidence", "Add"),  # short: the footer must fit 80 columns
        Binding("delete", "remove_evidence", "Remove evidence", show=False),
    ]

    class Changed(Message):
        """The document changed (typed text, evidence added/edited/removed, or a new case loaded)."""

    class EditEvidence(Message):
        """Ask the app to open the evidence form: `index` None adds a new item."""

        def __init__(self, index: int | None) -> None:
            super().__init__()
            self.index = index

    class PasteEvidence(Message):
        """Ask the app to open the paste dialog, with `text` already in it (a paste into the evidence list)."""

        def __init__(self, text: str = "") -> None:
            super().__init__()
            self.text = text

    class PickSnapshot(Message):
        """Ask the app to open the stored-snapshot picker."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.document = CaseDocument()
        self._loading = False

    def compose(self):
        with Horizontal(id="case-meta"):
            yield Label("Case", classes="field-label")
            yield FieldInput(id="case-id", placeholder="case id", compact=True)
            yield Label("Question", classes="field-label")
            yield FieldInput(id="case-question", placeholder="the customer's question (optional)", compact=True)
        draft = TextArea(id="case-draft", soft_wrap=True, show_line_numbers=False, tab_behavior="focus")
        draft.border_title = "Draft (the reply to check)"
        yield draft
        yield Static(id="case-problem", classes="problem")
        with Horizontal(id="evidence-actions"):
            yield Label("Evidence", classes="section-label")
            yield Button("Add", id="evidence-add", compact=True)
            yield Button("Edit", id="evidence-edit", compact=True)
            yield Button("Remove", id="evidence-remove", compact=True)
            yield Button("Paste", id="evidence-paste", compact=True)
            yield Button("Snapshot", id="evidence-snapshot", compact=True)
            yield Static(id="evidence-hint", classes="hint")
        table: DataTable = DataTable(id="evidence-table", cursor_type="row", zebra_stripes=True)
        yield table

    def on_mount(self) -> None:
        self.query_one("#evidence-table", DataTable).add_columns("kind", "id", "content")
        self.query_one("#evidence-hint", Static).update(
            Text("F8 or paste here",
                 style=self.get_component_rich_style("editor--muted", partial=True)))
        self.load(self.document, announce=False)

    # --- loading and reading -------------------------------------------------------------------------

    def load(self, doc: CaseDocument, announce: bool = True) -> None:
        """Show `doc` (a scenario, an opened file or the autosave) in the editor; `announce` posts
        Changed (so it is autosaved), which the app's first load does not need."""
        self.document = doc
        self._loading = True
        try:
            self.query_one("#case-id", Input).value = doc.id
            self.query_one("#case-question", Input).value = doc.question
            self.query_one("#case-draft", TextArea).load_text(doc.draft)
        finally:
            self._loading = False
        self._refresh_evidence()
        self._validate()
        if announce:
            self.post_message(self.Changed())

    def _refresh_evidence(self, cursor: int | None = None) -> None:
        table = self.query_one("#evidence-table", DataTable)
        table.clear()
        for index, item in enumerate(self.document.evidence):
            table.add_row(item.kind.value, item.id, evidence_summary(item), key=str(index))
        if cursor is not None and self.document.evidence:
            table.move_cursor(row=min(cursor, len(self.document.evidence) - 1))

    def _validate(self) -> None:
        problem = self.document.problem()
        bad, ok, muted = (self.get_component_rich_style(f"editor--{name}", partial=True)
                          for name in ("bad", "ok", "muted"))
        line = Text()
        if problem is not None:
            line.append("\u2717 " + problem.title, style=bad)
            if problem.fix:
                line.append(f"  ({problem.fix})", style=bad)
        else:
            line.append("\u2713 valid case", style=ok)
        line.append("  \u00b7  " + self.document.logprobs_note(), style=muted)
        if self.document.evidence_snapshot:
            line.append(f"  \u00b7  plus evidence from snapshot {self.document.evidence_snapshot}", style=muted)
        self.query_one("#case-problem", Static).update(line)

    def _changed(self) -> None:
        self._validate()
        self.post_message(self.Changed())

    # --- typing ------------------------------------------------------------------------------------------

    @on(Input.Changed, "#case-id")
    def _id_changed(self, event: Input.Changed) -> None:
        if not self._loading:
            self.document.id = event.value
            self._changed()

    @on(Input.Changed, "#case-question")
    def _question_changed(self, event: Input.Changed) -> None:
        if not self._loading:
            self.document.question = event.value
            self._changed()

    @on(TextArea.Changed, "#case-draft")
    def _draft_changed(self, event: TextArea.Changed) -> None:
        if not self._loading:
            self.document.draft = event.text_area.text
            self._changed()

    # --- evidence ----------------------------------------------------------------------------------------

    def selected_index(self) -> int | None:
        table = self.query_one("#evidence-table", DataTable)
        if not self.document.evidence or table.cursor_row is None or table.cursor_row < 0:
            return None
        return min(table.cursor_row, len(self.document.evidence) - 1)

    def put_evidence(self, index: int | None, item: Evidence) -> None:
        """Replace item `index`, or append when `index` is None (the form has validated `item`)."""
        if index is None:
            self.document.evidence.append(item)
            index = len(self.document.evidence) - 1
        else:
            self.document.evidence[index] = item
        self._refresh_evidence(cursor=index)
        self._changed()

    def add_evidence_items(self, items: list[Evidence]) -> None:
        """Append pasted items (validated, ids unique) and put the cursor on the first of them."""
        if not items:
            return
        first = len(self.document.evidence)
        self.document.evidence.extend(items)
        self._refresh_evidence(cursor=first)
        self._changed()

    def set_snapshot(self, ref: str | None, tenant: str | None) -> None:
        self.document.evidence_snapshot = ref
        self.document.tenant = tenant
        if ref is None:
            self.document.as_of = None
        self._changed()

    def on_paste(self, event) -> None:
        """A paste that no text field took (the evidence list has the focus) opens the paste dialog with it."""
        if isinstance(self.app.focused, (Input, TextArea)):
            return  # typed into the draft or a field: TextArea lets the event bubble up here too
        if event.text.strip():
            event.stop()
            self.post_message(self.PasteEvidence(event.text))

    @on(Button.Pressed, "#evidence-paste")
    def _paste_pressed(self) -> None:
        self.post_message(self.PasteEvidence())

    @on(Button.Pressed, "#evidence-snapshot")
    def _snapshot_pressed(self) -> None:
        self.post_message(self.PickSnapshot())

    def action_add_evidence(self) -> None:
        self.post_message(self.EditEvidence(None))

    def action_remove_evidence(self) -> None:
        if self.query_one("#evidence-table", DataTable).has_focus:
            self._remove(self.selected_index())

    def _remove(self, index: int | None) -> None:
        """Ask first: an evidence item may hold a long record typed by hand, and there is no undo."""
        if index is None:
            return

        item = self.document.evidence[index]

        def answered(remove: bool | None) -> None:
            # The list may have changed while the question was open: remove the item asked about, by identity.
            if remove and item in self.document.evidence:
                at = self.document.evidence.index(item)
                self.document.evidence.pop(at)
                self._refresh_evidence(cursor=at)
                self._changed()
                self.notify(f"Removed {item.id}", timeout=3)

        self.app.push_screen(ConfirmScreen("Remove evidence", f"Remove {item.kind.value} {item.id!r} from the case?",
                                           "Remove", "Keep"), answered)

    @on(DataTable.RowSelected, "#evidence-table")
    def _row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.post_message(self.EditEvidence(event.cursor_row))

    @on(Button.Pressed, "#evidence-add")
    def _add_pressed(self) -> None:
        self.post_message(self.EditEvidence(None))

    @on(Button.Pressed, "#evidence-edit")
    def _edit_pressed(self) -> None:
        index = self.selected_index()
        if index is None:
            self.notify("No evidence to edit: add some first (ctrl+n)", severity="warning", timeout=3)
            return
        self.post_message(self.EditEvidence(index))

    @on(Button.Pressed, "#evidence-remove")
    def _remove_pressed(self) -> None:
        self._remove(self.selected_index())
