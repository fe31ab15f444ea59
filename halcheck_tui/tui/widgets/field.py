"""A text field that keeps what the user clicked: its content is selected only when Tab (or Shift+Tab)
brings the focus to it (HalcheckApp.action_focus_next does that), never on a click, so one key after a click
does not wipe a case id."""
from __future__ import annotations

from textual.widgets import Input


class FieldInput(Input):
    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("select_on_focus", False)
        super().__init__(*args, **kwargs)
