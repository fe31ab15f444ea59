"""Add or edit one evidence item of any registered kind (a record's JSON fields, a policy's text, ...).

Validation is the core's own (`core.case.parse_evidence`), run as the user types, so the message
beside the form is exactly what `halcheck check` would say about the same item.
"""
from __future__ import annotations

import json
from typing import Any

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select, Static, TextArea

from ...core.case import Evidence, parse_evidence
from ...core.evidence_kinds.base import EvidenceKind, KindName
from ...core.evidence_kinds.registry import Kind, all_units, unit_of
from ...errors import InputError
from ..widgets.field import FieldInput


def body_of(item: Evidence) -> str:
    """What the body box shows: the text, or the JSON object the kind's form fills."""
    key = unit_of(item.kind).form.body_key
    if key == "text":
        return item.text
    return json.dumps(dict(getattr(item, key)), indent=2, ensure_ascii=False)


def build_evidence(index: int, item_id: str, kind: Kind, body: str, tool: str, decision: str,
                   source: str, lineage: dict[str, str], taken_ids: set[str]) -> Evidence:
    """The validated item, or InputError naming the field that is wrong (without the `evidence[i].` prefix)."""
    form = unit_of(kind).form
    raw: dict[str, Any] = {**lineage, "id": item_id.strip(), "kind": kind.value}
    if source.strip():
        raw["source"] = source.strip()
    else:
        raw.pop("source", None)
    if form.body_key == "text":
        raw["text"] = body
    else:
        try:
            raw[form.body_key] = json.loads(body) if body.strip() else {}
        except json.JSONDecodeError as exc:
            raise InputError(f"{form.body_key}: invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}",
                             'write a JSON object such as {"status": "shipped"}') from None
    if form.call_row:
        raw.update(tool=tool.strip(), decision=decision.strip() or "DENY")
    try:
        item = parse_evidence(raw, index)
    except InputError as exc:
        raise InputError(exc.title.replace(f"evidence[{index}].", "", 1), exc.fix) from None
    if item.id in taken_ids:
        raise InputError(f"id: {item.id!r} is already used by another item", "evidence ids must be unique in a case")
    for name, fix in form.required:
        if not getattr(item, name):
            raise InputError(f"{name}: is empty", fix)
    return item


class EvidenceForm(ModalScreen[Evidence | None]):
    BINDINGS = [Binding("escape", "cancel", "Cancel"), Binding("ctrl+s", "save", "Save", priority=True)]

    def __init__(self, index: int, item: Evidence | None, taken_ids: set[str]) -> None:
        super().__init__()
        self.index = index
        self.item = item
        self.taken_ids = taken_ids
        self.lineage = dict(item.lineage) if item else {}

    def compose(self):
        item = self.item
        kind = item.kind if item else EvidenceKind.RECORD
        with Vertical(id="evidence-dialog", classes="dialog"):
            with Horizontal(classes="form-row"):
                yield Label("id", classes="field-label")
                yield FieldInput(item.id if item else "", id="ev-id", placeholder="e.g. get_refund#A-4417", compact=True)
                yield Label("kind", classes="field-label")
                yield Select([(u.kind.value, u.kind) for u in all_units()], value=kind, allow_blank=False, id="ev-kind",
                             compact=True)
            with Horizontal(classes="form-row", id="ev-call-row"):
                yield Label("tool", classes="field-label")
                yield FieldInput(item.tool if item else "", id="ev-tool", placeholder="issue_refund", compact=True)
                yield Label("decision", classes="field-label")
                yield FieldInput(item.decision if item else "DENY", id="ev-decision", compact=True)
            yield Label(unit_of(kind).form.hint, id="ev-body-label")
            # Tab leaves the body like every other field (keyboard users must reach source and Save).
            yield TextArea(body_of(item) if item else unit_of(kind).form.template, id="ev-body", soft_wrap=True,
                           tab_behavior="focus")
            with Horizontal(classes="form-row"):
                yield Label("source", classes="field-label")
                yield FieldInput(self.lineage.get("source", ""), id="ev-source", placeholder="optional, e.g. tool:get_refund",
                            compact=True)
            yield Static(id="ev-error", classes="problem")
            with Horizontal(classes="buttons"):
                yield Button("Save", id="ev-save", variant="primary", compact=True)
                yield Button("Cancel", id="ev-cancel", compact=True)

    def on_mount(self) -> None:
        dialog = self.query_one("#evidence-dialog")
        dialog.border_title = "Edit evidence" if self.item else "Add evidence"
        dialog.border_subtitle = "Tab next field \u00b7 ctrl+s saves \u00b7 Esc cancels"
        self._kind_changed_layout(self._kind())
        self.query_one("#ev-id", Input).focus()
        self.validate()

    def _kind(self) -> Kind:
        value = self.query_one("#ev-kind", Select).value
        return value if isinstance(value, (EvidenceKind, KindName)) else EvidenceKind.RECORD

    def _kind_changed_layout(self, kind: Kind) -> None:
        form = unit_of(kind).form
        self.query_one("#ev-call-row").display = form.call_row
        self.query_one("#ev-body-label", Label).update(form.hint)

    @on(Select.Changed, "#ev-kind")
    def _kind_changed(self, event: Select.Changed) -> None:
        kind = self._kind()
        body = self.query_one("#ev-body", TextArea)
        was_json = body.text.strip().startswith("{")
        template = unit_of(kind).form.template
        if template and not was_json:
            body.load_text(template)
        elif not template and was_json and body.text.strip() in ("{}", "{\n  \n}".strip()):
            body.load_text("")
        self._kind_changed_layout(kind)
        self.validate()

    @on(Input.Changed)
    @on(TextArea.Changed)
    def _edited(self) -> None:
        self.validate()

    def build(self) -> Evidence:
        return build_evidence(self.index, self.query_one("#ev-id", Input).value, self._kind(),
                              self.query_one("#ev-body", TextArea).text, self.query_one("#ev-tool", Input).value,
                              self.query_one("#ev-decision", Input).value, self.query_one("#ev-source", Input).value,
                              self.lineage, self.taken_ids)

    def validate(self) -> Evidence | None:
        """Show the first problem (or that the item is valid) and return the item when valid."""
        message = self.query_one("#ev-error", Static)
        try:
            item = self.build()
        except InputError as exc:
            message.update(Text("\u2717 " + exc.title + (f"  ({exc.fix})" if exc.fix else "")))
            message.set_class(True, "-invalid")
            self.query_one("#ev-save", Button).disabled = True
            return None
        message.update(Text("\u2713 valid"))
        message.set_class(False, "-invalid")
        self.query_one("#ev-save", Button).disabled = False
        return item

    def action_save(self) -> None:
        item = self.validate()
        if item is not None:
            self.dismiss(item)

    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed, "#ev-save")
    def _save_pressed(self) -> None:
        self.action_save()

    @on(Button.Pressed, "#ev-cancel")
    def _cancel_pressed(self) -> None:
        self.action_cancel()
