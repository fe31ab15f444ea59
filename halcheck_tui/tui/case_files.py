"""The App's case files: open, save, the scenario picker, and the question before quitting with unsaved edits.

A mixin of `HalcheckApp` (moved out of app.py unchanged); it uses the App's editor, check view and dialogs."""
from __future__ import annotations

import json
from pathlib import Path

from .. import locations
from ..core.case import load_case
from ..errors import HalcheckError
from ..files import atomic_write_text
from .document import CaseDocument
from .screens.confirm import ConfirmScreen
from .screens.path_prompt import PathPrompt
from .screens.scenario_picker import ScenarioPicker


class CaseFilesMixin:
    """Mixed into `HalcheckApp` (defined there: `case_path`, `_saved_raw`, `_quit_now`)."""

    def action_scenarios(self) -> None:
        def loaded(path: Path | None) -> None:
            if path is not None:
                self.open_unless_evidence_lost(path, remember=False)

        self.push_screen(ScenarioPicker(locations.scenarios_dir()), loaded)

    def open_path(self, path: Path, remember: bool = True) -> None:
        """Load a case file into the editor (raises InputError for a bad file)."""
        case = load_case(path)
        self.editor.load(CaseDocument.from_case(case))
        self.case_path = path if remember else None
        self._saved_raw = self.editor.document.to_raw() if remember else None
        self._loaded_raw = self.editor.document.to_raw()
        self.check.forget()
        self.notify(f"Loaded {case.id} from {path.name}", timeout=3)

    def evidence_unsaved(self) -> bool:
        """Whether the editor's evidence differs from what was last loaded or saved: pasted or typed
        evidence that opening another case would throw away."""
        baseline = self._saved_raw if self._saved_raw is not None else getattr(self, "_loaded_raw", None)
        return baseline is not None and self.editor.document.to_raw().get("evidence") != baseline.get("evidence")

    def open_unless_evidence_lost(self, path: Path, remember: bool = True) -> None:
        """Open `path`, first asking when that would discard unsaved evidence (what a user pasted is theirs)."""
        def load() -> None:
            try:
                self.open_path(path, remember=remember)
            except HalcheckError as exc:
                self.show_error(exc.title, exc.fix)

        if not self.evidence_unsaved():
            load()
            return
        self.push_screen(ConfirmScreen(
            "Unsaved evidence", f"The evidence in the editor has changes that are not saved to a file; opening "
            f"{path.name} replaces them. Open it anyway? (Keep editing, then ctrl+s, to save them first.)",
            "Open", "Keep editing"), lambda yes: load() if yes else None)

    def action_open_case(self) -> None:
        default = str(self.case_path or Path.cwd()) + ("" if self.case_path else "/")

        def chosen(path: Path | None) -> None:
            if path is not None:
                self.open_unless_evidence_lost(path)

        # The dialog only proves the file is a case (a bad one is named inline and the dialog stays); the
        # case is loaded once it closes, after the question about unsaved evidence.
        self.push_screen(PathPrompt("Open a case file", default, load_case, verb="Open",
                                    hint="A halcheck.case/1 JSON file.", start_in_tree=True), chosen)

    def action_save_case(self) -> None:
        doc = self.editor.document
        default = self.case_path or Path.cwd() / f"{doc.id or 'case'}.json"

        def save(path: Path) -> None:
            case = doc.to_case()  # raises InputError: shown in the dialog
            if path.is_dir():
                path = path / f"{case.id}.json"
            atomic_write_text(path, json.dumps(case.to_json(), ensure_ascii=False, indent=1) + "\n")
            self.case_path = path
            self._saved_raw = doc.to_raw()
            self.notify(f"Saved {path}", timeout=3)

        self.push_screen(PathPrompt("Save the case", str(default), save, verb="Save"))

    async def action_quit(self) -> None:
        if self._unsaved_file_edits() and not isinstance(self.screen, ConfirmScreen):
            def answered(quit_anyway: bool | None) -> None:
                if quit_anyway:
                    self._quit_now()

            assert self.case_path is not None
            self.push_screen(ConfirmScreen(
                "Unsaved changes", f"{self.case_path.name} has edits that are not saved to it (ctrl+s saves). "
                "Quit anyway? The edits stay in the autosave.", "Quit", "Keep editing"), answered)
            return
        self._quit_now()

    def _unsaved_file_edits(self) -> bool:
        return self.case_path is not None and self._saved_raw is not None and \
            self.editor.document.to_raw() != self._saved_raw
