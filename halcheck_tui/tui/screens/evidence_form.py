"""Add or edit one evidence item: a record (JSON fields), policy, passage or refused call.

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

from ...core.case import Evidence, EvidenceKind, parse_evidence
from ...errors import InputError
from ..widgets.field import FieldInput

BODY_LABELS = {
    EvidenceKind.RECORD: "fields: a JSON object, e.g. {\"order_id\": \"A-4417\", \"status\": \"queued\"}",
    EvidenceKind.POLICY: "policy text",
    EvidenceKind.PASSAGE: "passage text (may span several lines)",
    EvidenceKind.REFUSED_CALL: "args: a JSON object, e.g. {\"order_id\": \"A-4417\"}",
}
TEMPLATES = {EvidenceKind.RECORD: "{\n  \n}", EvidenceKind.REFUSED_CALL: "{\n  \n}"}


def body_of(item: Evidence) -> str:
    if item.kind is EvidenceKind.RECORD:
        return json.dumps(dict(item.fields), indent=2, ensure_ascii=False)
    if item.kind is EvidenceKind.REFUSED_CALL:
        return json.dumps(dict(item.args), indent=2, ensure_ascii=False)
    return item.text


def build_evidence(index: int, item_id: str, kind: EvidenceKind, body: str, tool: str, decision: str,
                   source: str, lineage: dict[str, str], taken_ids: set[str]) -> Evidence:
    """The validated item, or InputError naming the field that is wrong (without the `evidence[i].` prefix)."""
    raw: dict[str, Any] = {**lineage, "id": item_id.strip(), "kind": kind.value}
    if source.strip():
        raw["source"] = source.strip()
    else:
        raw.pop("source", None)
    if kind in (EvidenceKind.RECORD, EvidenceKind.REFUSED_CALL):
        name = "fields" if kind is EvidenceKind.RECORD else "args"
        try:
            raw[name] = json.loads(body) if body.strip() else {}
        except json.JSONDecodeError as exc:
            raise InputError(f"{name}: invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}",
                             'write a JSON object such as {"status": "shipped"}') from None
        if kind is EvidenceKind.REFUSED_CALL:
            raw.update(tool=tool.strip(), decision=decision.strip() or "DENY")
    else:
        raw["text"] = body
    try:
        item = parse_evidence(raw, index)
    except InputError as exc:
        raise InputError(exc.title.replace(f"evidence[{index}].", "", 1), exc.fix) from None
    if item.id in taken_ids:
        raise InputError(f"id: {item.id!r} is already used by another item", "evidence ids must be unique in a case")
    if kind is EvidenceKind.RECORD and not item.fields:
        raise InputError("fields: is empty", 'a record needs at least one field, e.g. {"status": "shipped"}')
    if kind is EvidenceKind.REFUSED_CALL and not item.tool:
        raise InputError("tool: is empty", "name the tool whose call was refused, e.g. issue_refund")
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
                yield Select([(k.value, k) for k in EvidenceKind], value=kind, allow_blank=False, id="ev-kind",
                             compact=True)
            with Horizontal(classes="form-row", id="ev-call-row"):
                yield Label("tool", classes="field-label")
                yield FieldInput(item.tool if item else "", id="ev-tool", placeholder="issue_refund", compact=True)
                yield Label("decision", classes="field-label")
                yield FieldInput(item.decision if item else "DENY", id="ev-decision", compact=True)
            yield Label(BODY_LABELS[kind], id="ev-body-label")
            # Tab leaves the body like every other field (keyboard users must reach source and Save).
            yield TextArea(body_of(item) if item else TEMPLATES.get(kind, ""), id="ev-body", soft_wrap=True,
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

    def _kind(self) -> EvidenceKind:
        value = self.query_one("#ev-kind", Select).value
        return value if isinstance(value, EvidenceKind) else EvidenceKind.RECORD

    def _kind_changed_layout(self, kind: EvidenceKind) -> None:
        self.query_one("#ev-call-row").display = kind is EvidenceKind.REFUSED_CALL
        self.query_one("#ev-body-label", Label).update(BODY_LABELS[kind])

    @on(Select.Changed, "#ev-kind")
    def _kind_changed(self, event: Select.Changed) -> None:
        kind = self._kind()
        body = self.query_one("#ev-body", TextArea)
        was_json = body.text.strip().startswith("{")
        if kind in TEMPLATES and not was_json:
            body.load_text(TEMPLATES[kind])
        elif kind not in TEMPLATES and was_json and body.text.strip() in ("{}", "{\n  \n}".strip()):
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
