"""Quiz mode in the step-through: a run stops before each quizzed level, the trainee answers (screens/quiz
QuizScreen), the level runs through the case service as any other, then the reveal shows their answers
beside halcheck's (RevealScreen); each level's marks are kept under the data dir in a thread worker.

A mixin of `screens/check.CheckView`, which calls `quiz_holds` before starting a run and `quiz_after_run`
when one finishes; the questions and marks come from `classroom.quiz`, the state from `quiz_session`."""
from __future__ import annotations

from textual import work

from ..classroom import answers
from ..classroom.quiz import mark, questions
from ..core.levels import LEVEL_TITLES, Level, Steps
from .quiz_session import QuizState
from .screens.quiz import QuizScreen, RevealScreen
from .session import RunState


class QuizFlowMixin:
    """Needs of the view: `steps`, `run_state`, `quiz`, `request_level`, `_start_run`, `app`."""

    steps: Steps | None
    run_state: RunState
    quiz: QuizState

    def quiz_holds(self, target: str) -> bool:
        """In quiz mode, run only up to the next quizzed level not asked yet, or ask it; True when the
        run to `target` is left to the quiz (which comes back to it through `pending_target`)."""
        quiz, steps = self.quiz, self.steps
        if not quiz.enabled or quiz.trainee is None or steps is None:
            return False
        quiz.pending_target = target
        if self.run_state.control is not None:  # a run is under way: go on when it finishes
            return True
        stop, ask = quiz.next_stop(steps, target)
        if ask is not None:
            self._quiz_ask(ask)
            return True
        if stop == target:
            quiz.pending_target = None
            return False
        if stop is not None:
            self._start_run(stop)  # type: ignore[attr-defined]
        return True

    def quiz_after_run(self) -> None:
        """A run finished: reveal the level it answered, or go on towards the level asked for."""
        if not self.quiz.enabled or self.steps is None or self.run_state.control is not None:
            return
        level = self.quiz.to_reveal(self.steps)
        if level is not None:
            self._quiz_reveal(level)
        else:
            self._quiz_continue()

    def _quiz_continue(self) -> None:
        target, self.quiz.pending_target = self.quiz.pending_target, None
        if target is not None and self.run_state.control is None:
            self.request_level(target)  # type: ignore[attr-defined]

    def _quiz_ask(self, level: Level) -> None:
        assert self.steps is not None
        asked = questions(level, self.steps)
        self.quiz.asked[level] = asked
        if not asked:  # nothing checkable to predict at this level
            self._quiz_continue()
            return

        def answered(given: dict[str, str] | None) -> None:
            if given is not None:  # None: skipped with Esc, the level runs unmarked
                self.quiz.answers[level] = given
            self._quiz_continue()

        title = f"Quiz \u00b7 {LEVEL_TITLES[level]}"
        self.app.push_screen(QuizScreen(title, asked), answered)  # type: ignore[attr-defined]

    def _quiz_reveal(self, level: Level) -> None:
        quiz, steps = self.quiz, self.steps
        assert steps is not None and quiz.trainee is not None
        marked = mark(level, steps, quiz.asked[level], quiz.answers[level])
        quiz.marked[level] = marked
        lesson = quiz.lesson if quiz.lesson is not None and quiz.lesson.case.id == steps.case.id else None
        self._save_answers(answers.LevelAnswers(quiz.trainee, steps.case.id, lesson.name if lesson else None,
                                                level.value, marked))
        debrief = lesson.debrief if lesson is not None and level is Level.RESULT else ""
        title = f"Reveal \u00b7 {LEVEL_TITLES[level]} \u00b7 {quiz.trainee}"
        self.app.push_screen(RevealScreen(title, marked, steps.case, quiz.case_score(), debrief),  # type: ignore[attr-defined]
                             lambda _: self.quiz_after_run())

    @work(thread=True, exit_on_error=False, group="quiz")
    def _save_answers(self, record: answers.LevelAnswers) -> None:
        """Append the level's marks to the trainee's file, off the UI thread."""
        try:
            answers.save(record)
        except OSError as exc:
            self.app.call_from_thread(self.app.notify, f"Quiz answers not kept: {exc}",  # type: ignore[attr-defined]
                                      title="Quiz", severity="warning", timeout=6)
