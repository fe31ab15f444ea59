"""The App's results out: the finished check's final text or Markdown report to the clipboard, and the
export dialog; without a finished check, every level runs first.

A mixin of `HalcheckApp` (moved out of app.py unchanged); it uses the App's editor, check view and run state."""
from __future__ import annotations

from ..core.case import Case
from ..errors import InputError


class ResultsOutMixin:
    """Mixed into `HalcheckApp` (defined there: `editor`, `check`, `run_state`, `current_case`, `action_run_all`)."""

    def action_copy_final(self) -> None:
        self._copy("final")

    def action_step_copy_final(self) -> None:
        self._copy("final")

    def action_step_copy_report(self) -> None:
        self._copy("report")

    def _copy(self, what: str) -> None:
        """Copy the finished check's final text (or Markdown report); without one, run every level first."""
        case = self._case_or_none()
        if case is None:
            self.current_case()  # says what is wrong with the case
            return
        result = self.check.result_for(case)
        if result is not None:
            self.copy_result(result, what)
            return
        self.notify("Running every level first; copied when the check is done.", timeout=4)
        self.action_run_all()
        self.run_state.copy_after_run = what if self.run_state.busy else None

    def copy_result(self, result, what: str) -> None:
        """Through the terminal's clipboard (OSC 52, Textual's copy_to_clipboard), with a notice of what went."""
        if what == "report":
            # deferred: the report pulls in the whole pipeline and numpy, 0.7-1.1 s (measured 2026-12-02 on
            # 2 shared cores), which the first screen must not wait for
            from ..core.report import render_markdown

            text, label = render_markdown(result), "Markdown report"
        else:
            text, label = result.final_text, "final text"
        self.copy_to_clipboard(text)
        preview = " ".join(text.split())
        preview = preview if len(preview) <= 60 else preview[:59] + "\u2026"
        self.notify(f"{preview}", title=f"Copied the {label} ({result.decision}, {len(text)} characters)",
                    timeout=5)

    def action_export(self) -> None:
        """Export the finished check; without one, run every level first and open the dialog after."""
        case = self._case_or_none()
        if case is None:
            self.current_case()  # says what is wrong with the case
            return
        if self.check.export(case):
            return
        self.notify("Running every level first; the export dialog opens when the check is done.", timeout=4)
        self.action_run_all()
        self.run_state.export_after_run = self.run_state.busy

    def _case_or_none(self) -> Case | None:
        try:
            return self.editor.document.to_case()
        except InputError:
            return None
