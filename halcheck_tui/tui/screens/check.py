"""The check view: the step-through over the pipeline's levels, its run state and its rendering.

It owns the steps of the editor's case, the level shown (`current_level`) and training mode (`training`)
as reactive attributes whose watchers re-render, and runs the levels in a thread worker
(`@work(thread=True, exclusive=True, exit_on_error=False)`) that reports back with messages and never
touches a widget; every run goes through the App's case service. The App keeps the bindings (they are
app-wide, see `HalcheckApp.check_action`), the case service and its models, the editor and the dialogs; it
hands the step keys to this view.
"""
from __future__ import annotations

from pathlib import Path
from typing import Protocol

from rich.text import Text
from textual import on, work
from textual.containers import Vertical
from textual.reactive import reactive
from textual.widgets import ContentSwitcher, Static

from ...config import Settings
from ...core.case import Case
from ...core.levels import LEVEL_TITLES, LEVELS, Cancelled, LevelState, Steps
from ...errors import HalcheckError
from ...service import CaseService
from ..messages import LevelDone, LevelFailed, LevelStarted, RunCancelled, RunFinished
from ..quiz_flow import QuizFlowMixin
from ..quiz_session import QuizState
from ..session import RunControl, RunState
from ..training import explain
from ..widgets.level_bar import LevelBar
from ..widgets.levels import VIEWS
from ..widgets.levels.base import LevelView
from ..widgets.training_panel import TrainingPanel


class CheckHost(Protocol):
    """What the check view asks of the app it runs in (`tui.app.HalcheckApp`); named here, not imported,
    so the view and the app that composes it do not import each other, not even for type names."""

    settings: Settings | None
    service: CaseService | None
    """Every check runs through it (None while the models load)."""
    export_dir: Path | None

    def current_case(self) -> Case | None: ...

    def show_error(self, title: str, fix: str = "", note: str = "") -> None: ...

    def action_export(self) -> None: ...

    def copy_result(self, result, what: str) -> None: ...


_UNFINISHED = (LevelState.PENDING, LevelState.RUNNING, LevelState.WAITING)


class CheckView(QuizFlowMixin, Vertical):
    """Level bar, status line, one view per level and the training panel, over one case's `Steps`; in quiz
    mode (`quiz`, quiz_flow.py) the trainee predicts each quizzed level before it runs."""

    current_level: reactive[str] = reactive("decompose", init=False)
    training: reactive[bool] = reactive(False, init=False)

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.steps: Steps | None = None
        self.steps_for: Case | None = None
        """The editor's case the steps belong to (`steps.case` also holds evidence from a named snapshot)."""
        self.level_states: dict[str, str] = {}
        self.running_level: str | None = None
        self.selected_claim: str | None = None
        self.selected_sentence: int | None = None
        self.run_state = RunState()
        self.quiz = QuizState()
        self.views_mounted = False
        """The level views are mounted once the first screen is painted (see on_mount)."""
        self._focus_when_mounted = False

    @property
    def halcheck(self) -> CheckHost:
        return self.app  # type: ignore[return-value]

    @property
    def _settings(self) -> Settings:
        return self.halcheck.settings or Settings()

    def compose(self):
        yield LevelBar(id="level-bar")
        yield Static(id="run-status")
        yield ContentSwitcher(id="levels")
        panel = TrainingPanel(id="training")
        panel.display = False  # until `training` is switched on
        yield panel

    def on_mount(self) -> None:
        # The five level views are two thirds of the app's widgets, and the first screen shows the editor:
        # they are mounted once it is painted, so styling and laying them out does not delay it.
        self.call_after_refresh(self._mount_views)

    async def _mount_views(self) -> None:
        views = [view() for view in VIEWS.values()]
        for view in views:
            view.display = False
        switcher = self.query_one("#levels", ContentSwitcher)
        await switcher.mount_all(views)
        # Keys handled while they mounted may have moved to another level: show the one current now.
        current = f"level-{self.current_level}"
        for view in views:
            view.display = view.id == current
        switcher.current = current
        self.views_mounted = True
        self.render_steps()
        if self._focus_when_mounted:
            self.focus_level()

    # --- reactive state -----------------------------------------------------------------------------

    def watch_current_level(self) -> None:
        self.render_steps()

    def watch_training(self, training: bool) -> None:
        self.query_one(TrainingPanel).display = training
        self.set_class(training, "-training")  # app.tcss gives the panel the free space
        if training:
            self._render_training()

    # --- which case, which levels -------------------------------------------------------------------

    def sync(self) -> bool:
        """Make `self.steps` belong to the editor's current case; False when the case is invalid."""
        case = self.halcheck.current_case()
        if case is None:
            return False
        if self.steps is None or self.steps_for != case:
            self.cancel(quiet=True)
            self.steps = Steps(case)
            self.steps_for = case
            self.level_states = {}
            self.current_level = "decompose"
            self.quiz.reset()
        return True

    def forget(self) -> None:
        """A newly loaded case shows none of the previous case's levels (their views, its "Done:" line)."""
        self.cancel(quiet=True)
        self.steps = None
        self.steps_for = None
        self.level_states = {}
        self.current_level = "decompose"
        self.selected_claim = None
        self.selected_sentence = None
        self.quiz.reset()
        self.render_steps()

    def shown(self) -> None:
        """The view was switched to: show the editor's case, decomposing it straight away (cheap)."""
        if self.sync():
            if self.steps is not None and not self.steps.done("decompose") and self.run_state.control is None:
                self.request_level("decompose")
            self.render_steps()
        self.focus_level()

    def request_level(self, target: str) -> None:
        """Show `target`, computing it (and every level before it) when needed."""
        if not self.sync():
            return
        self.current_level = target
        assert self.steps is not None
        if not self.steps.done(target) and not self.quiz_holds(target):
            self._start_run(target)
        self.render_steps()

    def next_level(self) -> None:
        index = LEVELS.index(self.current_level)
        if index + 1 < len(LEVELS):
            self.request_level(LEVELS[index + 1])
            self.focus_level()

    def previous_level(self) -> None:
        index = LEVELS.index(self.current_level)
        if index > 0:
            self.current_level = LEVELS[index - 1]
            self.focus_level()

    def focus_level(self) -> None:
        if not self.views_mounted:
            self._focus_when_mounted = True
            return
        view = self.query_one(f"#level-{self.current_level}", LevelView)
        tables = [w for w in view.query("DataTable") if w.display]
        (tables[0] if tables else view).focus()

    # --- running levels (worker) --------------------------------------------------------------------

    def models_ready(self) -> None:
        """The checker exists now: run what was asked for while the models loaded."""
        target = self.run_state.take_pending()
        if target is not None:
            self._start_run(target)

    def _start_run(self, target: str) -> None:
        """Run every missing level up to `target`; a check already running is pushed further instead."""
        assert self.steps is not None
        service = self.halcheck.service
        for level in LEVELS[:LEVELS.index(target) + 1]:
            if not self.steps.done(level) and self.level_states.get(level) not in (LevelState.RUNNING,
                                                                                  LevelState.WAITING):
                self.level_states[level] = LevelState.WAITING if service is None else LevelState.PENDING
        if service is None:
            self.run_state.wait_for_models(target)
            return
        if self.run_state.control is not None:  # a check is running: let it go further
            self.run_state.control.extend(target)
            return
        control = self.run_state.start(target)
        self.running_level = self.steps.next_missing()
        if self.running_level:
            self.level_states[self.running_level] = LevelState.RUNNING
        self.run_levels(service, self.steps, self.run_state.run_id, control)

    @work(thread=True, exclusive=True, exit_on_error=False, group="check")
    def run_levels(self, service: CaseService, steps: Steps, run_id: int, control: RunControl) -> None:
        current = {"level": steps.next_missing() or control.target}

        def started(level: str) -> None:
            current["level"] = level
            self.post_message(LevelStarted(run_id, level))

        def done(level: str, new_steps: Steps) -> None:
            self.post_message(LevelDone(run_id, level, new_steps))

        # The case service adds the snapshot's evidence (SQLite) before the first level and logs the check
        # when it finishes; both in this worker thread, off the UI.
        try:
            reached = None
            while reached != control.target:  # the user may ask for more levels while this runs
                reached = control.target
                steps = service.step_through(steps, reached, cancel=control.cancel, on_start=started, on_done=done)
        except Cancelled:
            self.post_message(RunCancelled(run_id))
            return
        except HalcheckError as exc:
            self.post_message(LevelFailed(run_id, current["level"], exc.title, exc.fix))
            return
        except Exception as exc:  # a bug or a broken model: reported, never a traceback on screen
            self.post_message(LevelFailed(run_id, current["level"], f"internal error ({type(exc).__name__}: {exc})",
                                          "run halcheck check on the same case with HALCHECK_DEBUG=1 and report it"))
            return
        self.post_message(RunFinished(run_id, reached))

    def on_level_started(self, message: LevelStarted) -> None:
        if not self.run_state.is_current(message.run_id):
            return
        self.running_level = message.level
        self.level_states[message.level] = LevelState.RUNNING
        self.render_steps()

    def on_level_done(self, message: LevelDone) -> None:
        if not self.run_state.is_current(message.run_id):
            return
        self.steps = message.steps
        self.level_states[message.level] = LevelState.DONE
        self.running_level = None
        self.render_steps()

    def on_level_failed(self, message: LevelFailed) -> None:
        if not self.run_state.is_current(message.run_id):
            return
        self.running_level = None
        self.run_state.control = None
        self.level_states[message.level] = LevelState.FAILED
        for level, state in list(self.level_states.items()):
            if state in _UNFINISHED:
                del self.level_states[level]
        self.render_steps()
        self.halcheck.show_error(f"{LEVEL_TITLES[message.level]} failed: {message.title}", message.fix)

    def on_run_cancelled(self, message: RunCancelled) -> None:
        if self.run_state.is_current(message.run_id):
            self._mark_cancelled()

    def on_run_finished(self, message: RunFinished) -> None:
        if not self.run_state.is_current(message.run_id):
            return
        control, self.run_state.control = self.run_state.control, None
        self.running_level = None
        if control is not None and control.target != message.target:
            # pushed further just as the worker finished: go on from where it stopped
            self._start_run(control.target)
        self.render_steps()
        if self.run_state.control is None and self.run_state.export_after_run and message.target == "result":
            self.run_state.export_after_run = False
            self.halcheck.action_export()
        if self.run_state.control is None and self.run_state.copy_after_run and message.target == "result":
            what, self.run_state.copy_after_run = self.run_state.copy_after_run, None
            if self.steps is not None and self.steps.result is not None:
                self.halcheck.copy_result(self.steps.result, what)
        self.quiz_after_run()

    def _mark_cancelled(self) -> None:
        for level, state in list(self.level_states.items()):
            if state in _UNFINISHED:
                self.level_states[level] = LevelState.CANCELLED
        self.running_level = None
        self.run_state.control = None
        self.render_steps()

    def cancel(self, quiet: bool = False) -> bool:
        """Stop the running check; its late results are ignored (they carry an old run id)."""
        running = self.run_state.cancel()
        if running:
            if quiet:
                self.running_level = None
                self.run_state.control = None
            else:
                self._mark_cancelled()
                self.app.notify("Check cancelled.", timeout=3)
        return running

    # --- export -------------------------------------------------------------------------------------

    def result_for(self, case: Case):
        """The finished check of `case` (the editor's case as it is now), or None."""
        if self.steps is not None and self.steps.result is not None and self.steps_for == case:
            return self.steps.result
        return None

    def export(self, case: Case) -> bool:
        """Open the export dialog for `case`'s finished check; False (and a run of every level, with the
        dialog to follow) when there is none yet."""
        def written(path) -> None:
            if path is not None:
                self.app.notify(f"Wrote {path}", timeout=4)

        if self.steps is not None and self.steps.result is not None and self.steps_for == case:
            # deferred: the export screen pulls in the trace and report, 0.7 s, measured 2026-12-02
            from .export import ExportScreen

            self.app.push_screen(ExportScreen(self.steps.result, self.halcheck.export_dir), written)
            return True
        return False

    # --- showing the levels -------------------------------------------------------------------------

    def render_steps(self) -> None:
        states = {level: (LevelState.DONE if self.steps is not None and self.steps.done(level)
                          else self.level_states.get(level, LevelState.PENDING)) for level in LEVELS}
        self.query_one(LevelBar).show(self.current_level, states)
        if self.views_mounted:
            self.query_one("#levels", ContentSwitcher).current = f"level-{self.current_level}"
            view = self.query_one(f"#level-{self.current_level}", LevelView)
            view.show(self.steps, self._settings, states[self.current_level])
        self._show_status()
        if self.training:
            self._render_training()

    def _show_status(self) -> None:
        status = self.query_one("#run-status", Static)
        if self.running_level is not None:
            text = f"Running {LEVEL_TITLES[self.running_level]}\u2026  Esc cancels"
        elif self.run_state.pending_target is not None:
            text = "Loading the models\u2026  Esc cancels"
        elif self.steps is None:
            text = "Nothing run yet: n runs the next level, r runs them all"
        elif self.steps.result is not None:
            result = self.steps.result
            text = f"Done: {result.decision} ({result.outcome}) \u00b7 c copies the final text \u00b7 e exports \u00b7 t explains"
        else:
            text = "n next \u00b7 p previous \u00b7 r run all \u00b7 t training \u00b7 F1 help"
        if self.quiz.enabled:
            right, asked = self.quiz.case_score()
            text = f"Quiz \u00b7 {self.quiz.trainee} \u00b7 {right}/{asked} \u00b7 " + text
        status.update(Text(text))

    def _render_training(self) -> None:
        self.query_one(TrainingPanel).explain(
            LEVEL_TITLES[self.current_level],
            explain(self.current_level, self.steps, self._settings,
                    claim_id=self.selected_claim, sentence=self.selected_sentence))

    @on(LevelView.ClaimSelected)
    def _claim_selected(self, message: LevelView.ClaimSelected) -> None:
        self.selected_claim = message.claim_id
        if self.training:
            self._render_training()

    @on(LevelView.SentenceSelected)
    def _sentence_selected(self, message: LevelView.SentenceSelected) -> None:
        self.selected_sentence = message.index
        if self.training:
            self._render_training()
