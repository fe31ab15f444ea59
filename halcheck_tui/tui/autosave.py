"""The App's autosave: what the editor starts with, the restore offer after a crash, the debounced write.

A mixin of `HalcheckApp` (moved out of app.py unchanged); it uses the App's editor, notify and timers."""
from __future__ import annotations

from .. import locations
from ..core.case import load_case
from ..errors import HalcheckError
from .document import ENDED_BY_QUIT, CaseDocument, autosave_ended_by_quit, read_autosave, write_autosave
from .screens.confirm import ConfirmScreen


class AutosaveMixin:
    """Mixed into `HalcheckApp` (defined there: `_autosave_doc`, `_dirty`, `_offer_restore`, `_saved_raw`)."""

    def _offer_restore_if_any(self) -> None:
        """After a crash, ask whether the autosave should replace the file that was opened."""
        if self._offer_restore is not None:
            restored = self._offer_restore
            how = ("from the last session, which you quit keeping them in the autosave" if autosave_ended_by_quit()
                   else "probably from a session that ended unexpectedly")
            self.push_screen(ConfirmScreen(
                "Unsaved edits found",
                f"The autosave holds edits to a case ({restored.id}) that were never saved to a file, {how}. "
                "Restore them instead of the file you opened? (Keeping the file discards them at your next "
                "edit.)", "Restore", "Keep the file"), self._restore_answered)

    def _restore_answered(self, restore: bool | None) -> None:
        restored, self._offer_restore = self._offer_restore, None
        if restore and restored is not None:
            self.editor.load(restored)
            self.notify(f"Restored the autosaved edits ({restored.id}); ctrl+s saves them.", timeout=5)

    def _initial_document(self) -> CaseDocument:
        if self.initial_case is not None:
            doc = CaseDocument.from_case(self.initial_case)
            if self.case_path is not None:
                self._saved_raw = doc.to_raw()
            if self.restore_autosave:
                # After a crash the autosave holds typing that never reached the file: offer it, and keep
                # it (no autosave runs while the question is open) until the user answers.
                restored = read_autosave()
                if restored is not None and restored.to_raw() != doc.to_raw():
                    self._offer_restore = restored
            return doc
        if self.restore_autosave:
            restored = read_autosave()
            if restored is not None:
                how = "when you quit" if autosave_ended_by_quit() else "before the last session ended unexpectedly"
                self.notify(f"Restored what you typed last time ({restored.id}), autosaved {how}. "
                            "F4 loads a built-in scenario.", title="Autosave", timeout=6)
                return restored
        try:
            return CaseDocument.from_case(load_case(locations.demo_case_path()))
        except HalcheckError as exc:
            self.show_error(exc.title, exc.fix, "Starting with an empty case.")
            return CaseDocument()

    def autosave(self, ended: str | None = None) -> None:
        """Write the typing if it changed; `ended` (a deliberate quit) marks the file even when it did not."""
        if self._offer_restore is not None:  # the autosave is still on offer: do not write over it
            return
        if ended and not self._dirty:
            self._mark_autosave_ended(ended)
            return
        if not self._dirty or self._autosave_doc is None:
            return
        try:
            write_autosave(self._autosave_doc, ended=ended)
            self._dirty = False
        except OSError as exc:
            self.notify(f"Autosave failed: {exc.strerror or exc} ({locations.autosave_path()})",
                        severity="warning", timeout=6)

    def _mark_autosave_ended(self, ended: str) -> None:
        """Rewrite the existing autosave with `ended` set (its content unchanged); nothing to mark, no file."""
        doc = read_autosave()
        if doc is None:
            return
        try:
            write_autosave(doc, ended=ended)
        except OSError:
            pass  # only the wording of the next start's message depends on it

    def _quit_now(self) -> None:
        self.check.cancel(quiet=True)
        if self._autosave_timer is not None:
            self._autosave_timer.stop()
        self.autosave(ended=ENDED_BY_QUIT)
        self.exit()

    def on_unmount(self) -> None:
        self.autosave()  # closing without ctrl+q (e.g. the terminal went away) still keeps the typing
