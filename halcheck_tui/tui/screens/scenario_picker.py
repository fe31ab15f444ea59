"""Pick one of the built-in scenarios (evidence_store/scenarios/*.json)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from ..training import BUILTIN_SCENARIO_NOTES


@dataclass(frozen=True)
class Scenario:
    path: Path
    id: str
    about: str


def list_scenarios(directory: Path) -> list[Scenario]:
    """Every readable scenario file, with what it teaches (its "about" field, a built-in note, or its question)."""
    out = []
    for path in sorted(directory.glob("*.json")):
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(raw, dict):
            continue
        case_id = str(raw.get("id") or path.stem)
        about = raw.get("about") or BUILTIN_SCENARIO_NOTES.get(case_id) or raw.get("question") or ""
        out.append(Scenario(path, case_id, str(about)))
    return out


class ScenarioPicker(ModalScreen[Path | None]):
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, directory: Path) -> None:
        super().__init__()
        self.scenarios = list_scenarios(directory)
        self.directory = directory

    def compose(self):
        with Vertical(id="scenario-dialog", classes="dialog"):
            options = [Option(Text.assemble((s.id, "bold"), "\n  ", s.about), id=str(i))
                       for i, s in enumerate(self.scenarios)]
            yield OptionList(*options, id="scenario-list")

    def on_mount(self) -> None:
        dialog = self.query_one("#scenario-dialog")
        dialog.border_title = "Built-in scenarios"
        dialog.border_subtitle = "Enter loads \u00b7 Esc cancels"
        if not self.scenarios:
            self.notify(f"No scenarios in {self.directory}", severity="warning")
        self.query_one("#scenario-list", OptionList).focus()

    @on(OptionList.OptionSelected, "#scenario-list")
    def _picked(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.scenarios[int(event.option.id or 0)].path)

    def action_cancel(self) -> None:
        self.dismiss(None)
