"""Pick a stored evidence snapshot (`corpus` for its newest revision, or `corpus@sha256:...`) and a tenant
for the case: the check then draws evidence from the local evidence store, as `evidence_snapshot` does in a
case file."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from ...errors import HalcheckError
from ..widgets.field import FieldInput

NO_SNAPSHOT = ""
"""The option that removes the case's snapshot."""


@dataclass(frozen=True)
class SnapshotChoice:
    ref: str | None
    """None: no snapshot."""
    tenant: str | None


def snapshot_options(store_path: Path) -> list[tuple[str, Text]]:
    """(ref, label) for every corpus (its newest revision) and every revision, oldest first."""
    # deferred: the evidence store costs 0.19 s on the first screen, measured 2026-12-02
    from ...store.store import EvidenceStore

    if not store_path.exists():
        return []
    out = []
    with EvidenceStore(store_path) as store:
        corpora = store.list_corpora()
    for corpus in corpora:
        out.append((corpus.corpus_id, Text.assemble((corpus.corpus_id, "bold"), f"  newest revision, "
                                                    f"{corpus.head.items} items")))
        for revision in corpus.revisions:
            out.append((revision.ref, Text(f"  @{revision.revision[:19]}\u2026  imported {revision.imported_at[:16]}, "
                                           f"{revision.items} items" + ("  (newest)" if revision.is_head else ""))))
    return out


class SnapshotPicker(ModalScreen[SnapshotChoice | None]):
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, store_path: Path, current: str | None, tenant: str | None) -> None:
        super().__init__()
        self.store_path = store_path
        self.current = current
        self.tenant = tenant
        try:
            self.options = snapshot_options(store_path)
            self.problem = ""
        except HalcheckError as exc:
            self.options, self.problem = [], exc.one_line()

    def compose(self):
        with Vertical(id="snapshot-dialog", classes="dialog"):
            options = [Option(Text("(no snapshot: only the case's own evidence)", style="italic"), id=NO_SNAPSHOT)]
            options += [Option(label, id=ref) for ref, label in self.options]
            yield OptionList(*options, id="snapshot-list")
            with Horizontal(classes="form-row"):
                yield Label("tenant", classes="field-label")
                yield FieldInput(self.tenant or "", id="snapshot-tenant", compact=True,
                                 placeholder="optional: only evidence this tenant may see")
            message = self.problem or ("" if self.options else
                                       "The evidence store is empty: halcheck evidence import CORPUS FOLDER "
                                       "(or import-shipped) adds snapshots.")
            yield Static(Text(message), id="snapshot-note", classes="hint")

    def on_mount(self) -> None:
        dialog = self.query_one("#snapshot-dialog")
        dialog.border_title = "Evidence from a stored snapshot"
        dialog.border_subtitle = "Enter picks \u00b7 Tab to the tenant \u00b7 Esc cancels"
        options = self.query_one("#snapshot-list", OptionList)
        refs = [NO_SNAPSHOT] + [ref for ref, _ in self.options]
        options.highlighted = refs.index(self.current) if self.current in refs else (1 if self.options else 0)
        options.focus()

    @on(OptionList.OptionSelected, "#snapshot-list")
    def _picked(self, event: OptionList.OptionSelected) -> None:
        tenant = self.query_one("#snapshot-tenant", FieldInput).value.strip() or None
        ref = event.option.id or None
        self.dismiss(SnapshotChoice(ref, tenant if ref else None))

    def action_cancel(self) -> None:
        self.dismiss(None)
