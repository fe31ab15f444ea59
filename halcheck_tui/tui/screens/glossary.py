"""The reason-code glossary: every code a claim can fail with, what it means, and what the decisions mean.

Built from `core.types.REASON_EXPLANATIONS` (the same sentences the report and training mode show), so a
code added there appears here without a second list to keep in step."""
from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ...core.types import REASON_EXPLANATIONS, ReasonCode

DECISIONS = [
    ("release", "every checked claim is supported: send it"),
    ("review", "nothing failed, but a claim was supported with no evidence id behind it: a person checks it"),
    ("revise", "only a non-material (fact) claim failed: the trimmed reply may go, better revised"),
    ("abstain", "a material (record or rule) claim could not be confirmed: do not send it as it is"),
    ("block", "a material claim is contradicted by the evidence: do not send it"),
]


def glossary_table() -> Table:
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold", no_wrap=True)
    table.add_column()
    table.add_row(Text("Reason codes", style="bold underline"), "")
    for code in ReasonCode:
        table.add_row(code.value, REASON_EXPLANATIONS.get(code, ""))
    table.add_row("", "")
    table.add_row(Text("Decisions (least to most serious)", style="bold underline"), "")
    for decision, meaning in DECISIONS:
        table.add_row(decision, meaning)
    return table


class GlossaryScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,g,q,ctrl+g", "dismiss", "Close")]

    def compose(self):
        with VerticalScroll(id="glossary-dialog", classes="dialog"):
            yield Static(glossary_table(), id="glossary-body")

    def on_mount(self) -> None:
        dialog = self.query_one("#glossary-dialog")
        dialog.border_title = "Glossary: reason codes and decisions"
        dialog.border_subtitle = "\u2191\u2193 PgUp PgDn scroll \u00b7 Esc closes"
        dialog.focus()
