"""The App's evidence in: the paste dialog (a tool result or a file), the stored-snapshot picker and the
evidence form.

A mixin of `HalcheckApp` (moved out of app.py unchanged); it uses the App's editor and dialogs. The editor's
messages reach it through `@on` handlers in app.py (Textual collects `@on` only on its own classes)."""
from __future__ import annotations

from .. import locations
from .screens.evidence_form import EvidenceForm
from .screens.paste_evidence import PasteEvidence
from .screens.snapshot_picker import SnapshotPicker


class EvidenceInMixin:
    """Mixed into `HalcheckApp` (defined there: `editor`, `action_show_editor`)."""

    def action_paste_evidence(self, text: str = "") -> None:
        """The paste dialog (with `text` in it) over the editor; what it parses is added as evidence items."""
        if not isinstance(self.screen, PasteEvidence) and len(self.screen_stack) == 1:
            self.action_show_editor()
            doc = self.editor.document

            def done(items) -> None:
                if items:
                    self.editor.add_evidence_items(items)
                    self.notify(f"Added {len(items)} evidence item{'s' if len(items) != 1 else ''}: "
                                + ", ".join(i.id for i in items[:4]) + ("\u2026" if len(items) > 4 else ""),
                                timeout=4)

            self.push_screen(PasteEvidence(doc.other_ids(), len(doc.evidence), text), done)

    def pick_snapshot(self) -> None:
        """The stored-snapshot picker; the choice (or none) goes into the editor."""
        doc = self.editor.document

        def picked(choice) -> None:
            if choice is not None:
                self.editor.set_snapshot(choice.ref, choice.tenant)
                self.notify(f"Evidence from snapshot {choice.ref}" + (f" as tenant {choice.tenant}" if choice.tenant
                                                                      else "") if choice.ref
                            else "No stored snapshot: only the case's own evidence", timeout=4)

        self.push_screen(SnapshotPicker(locations.store_path(), doc.evidence_snapshot, doc.tenant), picked)

    def edit_evidence(self, index: int | None) -> None:
        """The evidence form for item `index` (None: a new item at the end); saved items go into the editor."""
        doc = self.editor.document
        item = doc.evidence[index] if index is not None else None
        form_index = index if index is not None else len(doc.evidence)

        def done(result) -> None:
            if result is not None:
                self.editor.put_evidence(index, result)

        self.push_screen(EvidenceForm(form_index, item, doc.other_ids(index)), done)
