"""Quiz mode driven with the keyboard alone: a whole lesson (name, a prediction before each quizzed level,
the reveal after it, the debrief), the marks kept under the data dir; the toggle key; and a snapshot of the
side-by-side reveal. Fake runtimes: no model is loaded, so the marks are the fakes' verdicts."""
from __future__ import annotations

import asyncio
import functools

from halcheck_tui.classroom import answers
from halcheck_tui.classroom.lessons import find_lesson
from halcheck_tui.ports import Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI
from halcheck_tui.tui.app import HalcheckApp
from halcheck_tui.tui.screens.quiz import QuizScreen, RevealScreen, TraineeScreen

SIZE = (80, 24)


def run_async(test):
    @functools.wraps(test)
    def wrapper(*args, **kwargs):
        return asyncio.run(test(*args, **kwargs))
    return wrapper


def lesson_app(name: str = "repair") -> HalcheckApp:
    lesson = find_lesson(name)
    return HalcheckApp(case=lesson.case, lesson=lesson, restore_autosave=False,
                       runtimes=Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()))


async def until(pilot, condition, timeout: float = 15.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        assert loop.time() < deadline, f"timed out; screen is {type(pilot.app.screen).__name__}"
        await pilot.pause(0.05)


async def press(pilot, *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def on(pilot, screen_type) -> bool:
    return isinstance(pilot.app.screen, screen_type)


@run_async
async def test_a_whole_lesson_with_keys_only() -> None:
    app = lesson_app()
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: on(pilot, TraineeScreen))
        assert "Brightloom Yarn" in str(pilot.app.screen.query_one("#trainee-briefing").render())
        await press(pilot, "A", "d", "a", "enter")
        await until(pilot, lambda: app.steps is not None and app.steps.decomposition is not None
                    and app.check.run_state.control is None)
        await press(pilot, "n")  # level 1 is asked before it runs
        await until(pilot, lambda: on(pilot, QuizScreen))
        assert not app.steps.done("confidence")
        await press(pilot, "1", "enter")  # s0: kept
        await until(pilot, lambda: on(pilot, RevealScreen))
        await press(pilot, "enter")
        await press(pilot, "n")
        await until(pilot, lambda: on(pilot, QuizScreen))
        assert not app.steps.done("grounding")
        await press(pilot, "3", "enter")  # c1: not enough evidence (wrong: the record contradicts it)
        await until(pilot, lambda: on(pilot, RevealScreen))
        reveal = pilot.app.screen
        assert [(m.answer, m.truth, m.right) for m in reveal.marked] == [
            ("insufficient_evidence", "contradicted", False)]
        assert "AMOUNT_MISMATCH" in reveal.marked[0].reason and reveal.marked[0].evidence_ids == ("get_refund#BY-552",)
        assert "\u25b6 get_refund#BY-552" in str(reveal.query_one("#reveal-why").render())
        await press(pilot, "enter", "r")  # run the rest: repair runs, then the decision is asked
        await until(pilot, lambda: on(pilot, QuizScreen))
        assert app.steps.done("repair") and not app.steps.done("result")
        await press(pilot, "enter")  # unanswered: refused, the dialog stays
        assert on(pilot, QuizScreen)
        await press(pilot, "1", "enter")  # release
        await until(pilot, lambda: on(pilot, RevealScreen))
        assert "Debrief:" in str(pilot.app.screen.query_one("#reveal-debrief").render())
        await press(pilot, "enter")
        await pilot.app.workers.wait_for_complete()
        assert app.check.quiz.case_score() == (2, 3)
    saved = answers.load_all()
    assert [(r["trainee"], r["lesson"], r["level"], r["right"], r["asked"]) for r in saved] == [
        ("Ada", "repair", "confidence", 1, 1), ("Ada", "repair", "grounding", 0, 1), ("Ada", "repair", "result", 1, 1)]


@run_async
async def test_the_quiz_key_toggles_it() -> None:
    lesson = find_lesson("trim")
    app = HalcheckApp(case=lesson.case, restore_autosave=False, runtimes=Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()))
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "f3")
        await until(pilot, lambda: app.steps is not None and app.steps.decomposition is not None)
        await press(pilot, "q")
        await until(pilot, lambda: on(pilot, TraineeScreen))
        await press(pilot, "B", "o", "enter")
        assert app.check.quiz.enabled and app.check.quiz.trainee == "Bo"
        await press(pilot, "q")
        assert not app.check.quiz.enabled
        await press(pilot, "r")  # quiz off: runs straight through
        await until(pilot, lambda: app.steps is not None and app.steps.result is not None)
        assert not on(pilot, QuizScreen)


def test_the_side_by_side_reveal(snap_compare) -> None:
    async def run_before(pilot) -> None:
        for widget in pilot.app.query("Input"):
            widget.cursor_blink = False
        await until(pilot, lambda: on(pilot, TraineeScreen))
        await press(pilot, "A", "d", "a", "enter")
        await until(pilot, lambda: pilot.app.steps is not None and pilot.app.steps.decomposition is not None
                    and pilot.app.check.run_state.control is None)
        await press(pilot, "2")
        await until(pilot, lambda: on(pilot, QuizScreen))
        await press(pilot, "1", "enter")
        await until(pilot, lambda: on(pilot, RevealScreen))
        await press(pilot, "enter", "3")
        await until(pilot, lambda: on(pilot, QuizScreen))
        await press(pilot, "1", "enter")
        await until(pilot, lambda: on(pilot, RevealScreen))
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()

    assert snap_compare(lesson_app(), terminal_size=SIZE, run_before=run_before)


@run_async
async def test_level_1_view_shows_self_consistency() -> None:
    lesson = find_lesson("shaky-specific")
    app = HalcheckApp(case=lesson.case, restore_autosave=False, runtimes=Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()))
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "f3")
        await until(pilot, lambda: app.steps is not None and app.steps.decomposition is not None
                    and app.check.run_state.control is None)
        await press(pilot, "2")
        await until(pilot, lambda: app.steps.confidence is not None and app.check.run_state.control is None)
        await pilot.pause()
        line = app.query_one("#confidence-consistency")
        assert line.display and "S1 0% INCONSISTENT" in str(line.render())  # FakeNLI entails nothing
