"""The help screen: every key, grouped by where it works."""
from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

KEYS: list[tuple[str, list[tuple[str, str]]]] = [
    ("Anywhere", [
        ("F1", "this help"),
        ("F2", "case editor"),
        ("F3", "step-through view"),
        ("F4 / ctrl+l", "load a built-in scenario"),
        ("F5 / ctrl+r", "run every level (run all)"),
        ("F6", "export the trace (JSON) or a Markdown report"),
        ("F7", "stats from the event log (every check logged)"),
        ("F8", "paste evidence: a whole tool result (JSON, JSONL, {tool, result}) and policy lines"),
        ("F9", "copy the final text to the clipboard (runs the check first if needed)"),
        ("ctrl+g", "glossary of reason codes and decisions"),
        ("ctrl+o / ctrl+s", "open / save a case file"),
        ("ctrl+t", "training mode: explain the current level (kept across restarts)"),
        ("Esc", "cancel a running check (or close a dialog)"),
        ("ctrl+q", "quit (autosaved; asks if an open file has unsaved edits)"),
    ]),
    ("Step-through view", [
        ("n / \u2192", "next level (runs it if needed)"),
        ("p / \u2190", "previous level"),
        ("1-5", "jump to a level"),
        ("r", "run all"), ("t", "training mode"), ("e", "export"),
        ("c / m", "copy the final text / the Markdown report"),
        ("f", "into the training panel and back (\u2191\u2193 PgUp PgDn scroll it)"),
        ("g", "glossary"), ("q", "quiz mode: predict each level before it runs"),
        ("\u2191 \u2193", "pick a claim or sentence in a table"),
        ("Tab", "move between the table and the text"),
    ]),
    ("Case editor", [
        ("Tab / shift+Tab", "move between question, draft and evidence"),
        ("ctrl+n", "add an evidence item"),
        ("paste (in the list)", "a paste into the evidence list opens the paste dialog with it"),
        ("Paste / Snapshot", "buttons: paste evidence; draw evidence from a stored snapshot (+ tenant)"),
        ("Enter (in the list)", "edit the evidence item"),
        ("Del (in the list)", "remove the evidence item (asks first)"),
    ]),
    ("Open, save, paste dialogs", [
        ("\u2191\u2193 Enter", "pick a file or folder in the tree"),
        ("Tab", "to the path field (Tab selects its text; a click does not)"),
        ("From file\u2026", "load a JSON/JSONL file into the paste box"),
    ]),
    ("Evidence form", [
        ("Tab / shift+Tab", "next / previous field"),
        ("ctrl+s", "save the item (when it is valid)"),
        ("Esc", "cancel"),
    ]),
]


def keys_table() -> Table:
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold", no_wrap=True)
    table.add_column()
    for group, rows in KEYS:
        table.add_row(Text(group, style="bold underline"), "")
        for key, what in rows:
            table.add_row(key, what)
        table.add_row("", "")
    return table


class HelpScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,f1,q,question_mark", "dismiss", "Close")]

    def compose(self):
        with VerticalScroll(id="help-dialog", classes="dialog"):
            yield Static(keys_table())

    def on_mount(self) -> None:
        self.query_one("#help-dialog").border_title = "Keys"
        self.query_one("#help-dialog").border_subtitle = "Esc closes"
