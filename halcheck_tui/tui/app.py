"""HalcheckApp: layout, app-wide bindings, model loading, the case editor, autosave and dialogs.

The step-through view, its run state and rendering live in `screens/check.CheckView`; the case-file dialogs
(open, save, scenarios, quit with unsaved edits) in `case_files.CaseFilesMixin`; autosave and the restore
offer in `autosave.AutosaveMixin`; pasted, stored and edited evidence in `evidence_in.EvidenceInMixin`; the
clipboard and the export in `results_out.ResultsOutMixin`. Model loading (the session's
`service.CaseService`, built and warmed) runs in a thread worker (`@work(thread=True, exclusive=True,
exit_on_error=False)`) that reports back with messages and never touches a widget. Errors reach the user as a modal or notification with the fix, never
as a traceback.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from textual import on, work
from textual.app import App
from textual.binding import Binding
from textual.timer import Timer
from textual.widgets import ContentSwitcher, Footer, Header, Input

from ..classroom.lessons import Lesson
from ..config import Settings, load_settings
from ..core.case import Case
from ..core.levels import Level, Steps
from ..errors import HalcheckError, InputError
from ..ports import Runtimes
from ..service import CaseService, EventLogWriter
from .autosave import AutosaveMixin
from .case_files import CaseFilesMixin
from .document import CaseDocument
from .evidence_in import EvidenceInMixin
from .messages import CheckerFailed, CheckerReady
from .prefs import Prefs, load_prefs, save_prefs
from .results_out import ResultsOutMixin
from .screens.check import CheckView
from .screens.error import ErrorScreen
from .screens.glossary import GlossaryScreen
from .screens.help import HelpScreen
from .screens.quiz import TraineeScreen
from .screens.stats import StatsScreen
from .session import RunState
from .widgets.case_editor import CaseEditor
from .widgets.training_panel import TrainingPanel

if TYPE_CHECKING:
    # The pipeline (and numpy, the grounding and alignment rules under it) is imported by the model
    # worker after the first paint, not before it: the first screen is an editor that needs none of it.
    from ..core.pipeline import Checker

AUTOSAVE_DELAY_S = 1.0
"""Autosave this long after the last keystroke (debounced: typing never waits on the disk)."""

CheckerFactory = Callable[[Settings], "Checker"]

STEP_ACTIONS = {"next_level", "previous_level", "goto_level", "step_run_all", "step_training", "step_export",
                "step_copy_final", "step_copy_report", "step_glossary", "step_focus_training", "toggle_quiz"}
"""Actions bound to plain letters and arrows: they act only in the step-through view."""


class HalcheckApp(CaseFilesMixin, AutosaveMixin, EvidenceInMixin, ResultsOutMixin, App[None]):
    CSS_PATH = "app.tcss"
    TITLE = "halcheck"

    BINDINGS = [
        Binding("ctrl+q", "quit", "Quit", priority=True),
        Binding("f1", "help", "Help", priority=True),
        Binding("question_mark", "help", "Help", show=False),
        Binding("f2", "show_editor", "Case", priority=True),
        Binding("f3", "show_steps", "Check", priority=True),
        Binding("f4,ctrl+l", "scenarios", "Scenarios", priority=True),
        Binding("f5,ctrl+r", "run_all", "Run all", priority=True),
        Binding("f6", "export", "Export", priority=True),
        Binding("f7", "stats", "Stats", show=False, priority=True),
        Binding("ctrl+o", "open_case", "Open", show=False, priority=True),
        Binding("ctrl+s", "save_case", "Save", show=False, priority=True),
        Binding("ctrl+t", "toggle_training", "Training", show=False, priority=True),
        Binding("f8", "paste_evidence", "Paste", show=False, priority=True),
        Binding("f9", "copy_final", "Copy", show=False, priority=True),
        Binding("ctrl+g", "glossary", "Glossary", show=False, priority=True),
        Binding("escape", "cancel", "Cancel", show=False),
        # step-through view only (see check_action)
        # n/p are on the status line above the footer ("n next \u00b7 p previous ..."): hidden here so that
        # Quit and Export still fit at 80 columns.
        Binding("n,right", "next_level", "Next", show=False),
        Binding("p,left", "previous_level", "Prev", show=False),
        Binding("r", "step_run_all", "Run all", show=False),
        Binding("t", "step_training", "Training"),
        Binding("e", "step_export", "Export", show=False),
        Binding("c", "step_copy_final", "Copy", show=False),
        Binding("m", "step_copy_report", "Copy report", show=False),
        Binding("g", "step_glossary", "Glossary", show=False),
        Binding("f", "step_focus_training", "Training panel", show=False),
        Binding("q", "toggle_quiz", "Quiz", show=False),
        # 1..5: straight to a level, by its number on the level bar
        *(Binding(str(level.number), f"goto_level('{level.value}')", show=False) for level in Level),
    ]

    def __init__(self, case: Case | None = None, case_path: str | Path | None = None, model_path: str | None = None,
                 *, runtimes: Runtimes | None = None, checker_factory: CheckerFactory | None = None,
                 settings: Settings | None = None, restore_autosave: bool = True,
                 export_dir: Path | None = None, event_log: bool = True, quiz: bool = False,
                 lesson: Lesson | None = None) -> None:
        """`runtimes` or `checker_factory` replace model loading (tests pass fakes); without either the
        models load in a worker at start. `restore_autosave` brings back what was typed last time when no
        case is given."""
        super().__init__()
        self.initial_case = case
        self.case_path = Path(case_path) if case_path else None
        self.model_path = model_path
        self.injected_runtimes = runtimes
        self.checker_factory = checker_factory
        self.settings = settings
        self.restore_autosave = restore_autosave
        self.export_dir = export_dir
        self.event_log = event_log
        self.start_quiz = quiz or lesson is not None
        """`halcheck tui --quiz` or `halcheck lesson`: ask the trainee's name, then quiz every level."""
        self.lesson = lesson
        self.event_log = event_log
        """False (`halcheck tui --no-log`) keeps this session's checks out of the event log."""
        self.service: CaseService | None = None
        """The case service every check of this session goes through (None while the models load)."""
        self.model_notes: list[str] = []
        self.autosave_delay_s = AUTOSAVE_DELAY_S
        """How long after the last keystroke the autosave runs (tests lengthen it to see the debounce)."""
        self._autosave_timer: Timer | None = None
        self._dirty = False
        self._autosave_doc: CaseDocument | None = None
        self._saved_raw: dict | None = None
        self._loaded_raw: dict | None = None
        """The document as last loaded (a file, a scenario, the demo): unsaved evidence is measured from it."""
        """The open case file's content as last loaded or saved: ctrl+q asks before losing edits to it."""
        self._offer_restore: CaseDocument | None = None

    # --- layout --------------------------------------------------------------------------------------

    def compose(self):
        yield Header(show_clock=False, icon="\u2714")
        with ContentSwitcher(initial="editor", id="modes"):
            yield CaseEditor(id="editor")
            yield CheckView(id="steps")
        yield Footer(compact=True, show_command_palette=False)

    @property
    def editor(self) -> CaseEditor:
        return self.query_one(CaseEditor)

    @property
    def check(self) -> CheckView:
        return self.query_one(CheckView)

    # The step-through's state, read through the App (tests and dialogs ask the App).
    @property
    def steps(self) -> Steps | None:
        return self.check.steps

    @property
    def current_level(self) -> str:
        return self.check.current_level

    @property
    def level_states(self) -> dict[str, str]:
        return self.check.level_states

    @property
    def running_level(self) -> str | None:
        return self.check.running_level

    @property
    def run_state(self) -> RunState:
        return self.check.run_state

    def on_mount(self) -> None:
        if self.settings is None:
            try:
                self.settings = load_settings()
            except HalcheckError as exc:
                self.settings = Settings()
                self.show_error(exc.title, exc.fix, "Using the default settings for now.")
        self.editor.load(self._initial_document(), announce=False)
        self._loaded_raw = self.editor.document.to_raw()
        self.query_one("#case-draft").focus()
        self._update_subtitle()
        self.check.render_steps()
        self._apply_prefs()
        # The models load after the first screen is on the terminal: the worker's imports and file reads
        # would otherwise hold the interpreter while Textual paints.
        self.call_after_refresh(lambda: self.load_checker(self._case_or_none()))
        self._offer_restore_if_any()
        if self.start_quiz:
            self.call_after_refresh(self.action_toggle_quiz)

    def _update_subtitle(self) -> None:
        doc = self.editor.document
        if self.service is None:
            models = "loading models\u2026"
        else:
            runtimes = self.service.checker.runtimes
            models = " \u00b7 ".join(f"{kind} {getattr(runtimes, kind).name if getattr(runtimes, kind) else 'none'}"
                                     for kind in ("nli", "generator"))
        self.sub_title = f"{doc.id or 'case'} \u2014 {models}"

    # --- model loading (worker) ---------------------------------------------------------------------

    def _service_around(self, checker: Checker) -> CaseService:
        """The case service over a checker the app made itself (tests' fakes, or no models at all)."""
        return CaseService(self._event_log_writer(checker.settings), checker=checker)

    def _event_log_writer(self, settings: Settings) -> EventLogWriter:
        return EventLogWriter(settings, "tui", self.event_log, self._event_log_not_written)

    def _event_log_not_written(self, exc: OSError) -> None:
        """From the check's worker thread: the check stands, the event log line did not."""
        self.call_from_thread(self.notify, f"Event log not written: {exc}", title="Event log",
                              severity="warning", timeout=6)

    @work(thread=True, exclusive=True, exit_on_error=False, group="models")
    def load_checker(self, case: Case | None = None) -> None:
        """Build the case service's checker; with the real models, also read their weights and run the open
        `case`'s level 1 prompt into the generator's context, so the first check does not wait for either."""
        settings = self._checker_settings()
        try:
            if self.checker_factory is not None:
                self.post_message(CheckerReady(self._service_around(self.checker_factory(settings))))
                return
            if self.injected_runtimes is not None:
                self.post_message(CheckerReady(CaseService.over_runtimes(
                    settings, self.injected_runtimes, front_end="tui", event_log=self.event_log,
                    warn=self._event_log_not_written)))
                return
            # Editing, decomposing, level 1 and record checks still work without the NLI model (`degrade`).
            service = CaseService.build(settings, model=self.model_path, front_end="tui", event_log=self.event_log,
                                        warn=self._event_log_not_written, degrade=True)
            service.warm_up(case)
            self.post_message(CheckerReady(service))
        except HalcheckError as exc:
            self.post_message(CheckerFailed(exc.title, exc.fix))
        except Exception as exc:  # a broken runtime must not kill the UI
            self.post_message(CheckerFailed(f"the models could not be loaded ({type(exc).__name__}: {exc})",
                                            "run scripts/setup.sh, or set HALCHECK_DEBUG=1 and report it"))

    def on_checker_ready(self, message: CheckerReady) -> None:
        self.service = message.service
        self.model_notes = message.service.notes
        self._update_subtitle()
        missing = message.service.missing
        if missing is not None:
            self.show_error(missing.title, missing.fix,
                            "You can still edit cases and step through the levels: record claims are checked "
                            "field by field, but policy and passage claims cannot be settled without the NLI model.")
        for note in self.model_notes:
            self.notify(note, title="Models", severity="warning", timeout=8)
        self.check.models_ready()

    def _checker_settings(self) -> Settings:
        """The settings the TUI checks with: level 1 scores as `tui_scoring_when` says (every draft, by default)."""
        settings = self.settings or Settings()
        return replace(settings, scoring_when=settings.tui_scoring_when)

    def on_checker_failed(self, message: CheckerFailed) -> None:
        self.service = CaseService.over_runtimes(self._checker_settings(), Runtimes(), front_end="tui",
                                                 event_log=self.event_log, warn=self._event_log_not_written)
        self._update_subtitle()
        self.show_error(message.title, message.fix)
        self.check.models_ready()

    # --- the step-through (screens/check.CheckView) ------------------------------------------------

    def current_case(self) -> Case | None:
        """The editor's case, validated; on a problem, say so and take the user to the editor."""
        try:
            return self.editor.document.to_case()
        except InputError as exc:
            self.action_show_editor()
            self.notify(exc.one_line(), title="Fix the case first", severity="error", timeout=8)
            return None

    def action_stats(self) -> None:
        self.push_screen(StatsScreen(self.settings or Settings()))

    # --- actions ------------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Step keys (n, p, 1-5, t, e, r) act only in the step-through view; while a dialog is open only
        its own keys (and quit) act, so its ctrl+s saves the dialog, not the case."""
        # Tab and Shift+Tab move between a dialog's fields: without them a keyboard-only user can fill in
        # only the field that has the focus when the dialog opens.
        if action in ("quit", "help_quit", "command_palette", "focus_next", "focus_previous"):
            return True
        if len(self.screen_stack) > 1:
            return False
        if action in STEP_ACTIONS and not self._steps_shown():
            return False
        return True

    def _steps_shown(self) -> bool:
        return self.query_one("#modes", ContentSwitcher).current == "steps" and len(self.screen_stack) == 1

    def action_show_editor(self) -> None:
        self.query_one("#modes", ContentSwitcher).current = "editor"
        self.query_one("#case-draft").focus()
        self.refresh_bindings()

    def _show_steps_mode(self) -> None:
        self.query_one("#modes", ContentSwitcher).current = "steps"
        self.refresh_bindings()

    def action_show_steps(self) -> None:
        self.query_one("#modes", ContentSwitcher).current = "steps"
        self.check.shown()
        self.refresh_bindings()

    def action_next_level(self) -> None:
        self.check.next_level()

    def action_previous_level(self) -> None:
        self.check.previous_level()

    def action_goto_level(self, level: str) -> None:
        if not self._steps_shown():
            self._show_steps_mode()
        self.check.request_level(level)
        self.check.focus_level()

    def action_run_all(self) -> None:
        self._show_steps_mode()
        self.check.request_level("result")
        self.check.focus_level()

    def action_step_run_all(self) -> None:
        self.action_run_all()

    def action_step_training(self) -> None:
        self.action_toggle_training()

    def action_step_export(self) -> None:
        self.action_export()

    def action_cancel(self) -> None:
        self.check.cancel()

    def action_toggle_training(self) -> None:
        self.check.training = not self.check.training  # its watcher shows or hides the panel
        if self.check.training and not self._steps_shown():
            self.action_show_steps()
        self._save_prefs()

    def action_toggle_quiz(self) -> None:
        """Quiz mode on (asking the trainee's name the first time) or off."""
        quiz = self.check.quiz
        if quiz.enabled or quiz.trainee is not None:
            quiz.enabled = not quiz.enabled
            self.notify(f"Quiz mode {'on' if quiz.enabled else 'off'}", timeout=3)
            self.check.render_steps()
            return

        def named(name: str | None) -> None:
            if name is not None:
                quiz.trainee, quiz.enabled, quiz.lesson = name, True, self.lesson
                self.action_show_steps()

        self.push_screen(TraineeScreen(self.lesson.briefing if self.lesson else ""), named)

    # --- preferences kept across restarts (tui/prefs.py) --------------------------------------------

    def _apply_prefs(self) -> None:
        prefs = load_prefs()
        if prefs.theme and prefs.theme in self.available_themes:
            self.theme = prefs.theme
        self.check.training = prefs.training
        self.theme_changed_signal.subscribe(self, lambda _theme: self._save_prefs())

    def _save_prefs(self) -> None:
        try:
            save_prefs(Prefs(self.theme, self.check.training))
        except OSError as exc:
            self.notify(f"Preferences not kept: {exc.strerror or exc}", severity="warning", timeout=4)

    # --- focus: Tab selects a field's content, a click does not (widgets/field.py) ---------------------

    def action_focus_next(self) -> None:
        self.screen.focus_next()
        self._select_focused_field()

    def action_focus_previous(self) -> None:
        self.screen.focus_previous()
        self._select_focused_field()

    def _select_focused_field(self) -> None:
        if isinstance(self.focused, Input):
            self.focused.select_all()

    # --- evidence in: paste, file, stored snapshot, the evidence form (evidence_in.EvidenceInMixin) ---

    @on(CaseEditor.PasteEvidence)
    def _paste_asked(self, message: CaseEditor.PasteEvidence) -> None:
        self.action_paste_evidence(message.text)

    @on(CaseEditor.PickSnapshot)
    def _snapshot_asked(self) -> None:
        self.pick_snapshot()

    @on(CaseEditor.EditEvidence)
    def _edit_evidence(self, message: CaseEditor.EditEvidence) -> None:
        self.edit_evidence(message.index)

    def action_glossary(self) -> None:
        if not isinstance(self.screen, GlossaryScreen):
            self.push_screen(GlossaryScreen())

    def action_step_glossary(self) -> None:
        self.action_glossary()

    def action_step_focus_training(self) -> None:
        """Move the focus into the training panel (turning training on), or back to the level from it."""

        panel = self.query_one(TrainingPanel)
        if panel.has_focus:
            self.check.focus_level()
            return
        if not self.check.training:
            self.action_toggle_training()
        panel.focus()

    def action_help(self) -> None:
        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    # --- the editor: autosave --------------------------------------------------------

    @on(CaseEditor.Changed)
    def _case_changed(self) -> None:
        self._autosave_doc = self.editor.document  # kept here: the timer may fire while the app closes
        self._dirty = True
        self._update_subtitle()
        if self._autosave_timer is not None:
            self._autosave_timer.stop()
        self._autosave_timer = self.set_timer(self.autosave_delay_s, self.autosave)

    def show_error(self, title: str, fix: str = "", note: str = "") -> None:
        self.push_screen(ErrorScreen(title, fix, note))
