"""The terminal UI driven with Textual's Pilot: load a scenario, step through every level, edit
evidence, export, autosave, cancel, errors. Fake runtimes throughout: no model is loaded."""
from __future__ import annotations

import asyncio
import functools
import json
import threading
from pathlib import Path

import pytest
from conftest import SCENARIOS
from textual.widgets import DataTable, Input, OptionList, Select, Static, TextArea

from halcheck_tui import locations
from halcheck_tui.config import Settings
from halcheck_tui.core.case import EvidenceKind, load_case
from halcheck_tui.core.levels import LEVELS
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.trace import build_trace
from halcheck_tui.errors import RuntimeMissing
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.generator import FakeGenerator
from halcheck_tui.runtimes.nli import FakeNLI
from halcheck_tui.tui.app import HalcheckApp
from halcheck_tui.tui.screens.error import ErrorScreen
from halcheck_tui.tui.screens.evidence_form import EvidenceForm
from halcheck_tui.tui.screens.export import ExportScreen
from halcheck_tui.tui.screens.help import HelpScreen
from halcheck_tui.tui.screens.scenario_picker import ScenarioPicker

REWRITE = "Thanks for reaching out! Your refund for order A-4417 is queued for review."
SIZE = (80, 24)


def run_async(test):
    """Run an async test on its own event loop (no pytest async plugin needed)."""
    @functools.wraps(test)
    def wrapper(*args, **kwargs):
        return asyncio.run(test(*args, **kwargs))
    return wrapper


def fake_runtimes(generations=(REWRITE,), nli=None) -> Runtimes:
    return Runtimes(nli=nli or FakeNLI(), embedder=FakeEmbedder(), generator=FakeGenerator(list(generations)))


def make_app(**kwargs) -> HalcheckApp:
    kwargs.setdefault("runtimes", fake_runtimes())
    return HalcheckApp(**kwargs)


async def settle(pilot) -> None:
    """Let the workers finish and their messages be handled."""
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def wait_until(pilot, condition, timeout: float = 10.0) -> None:
    """Pause until `condition()` holds: a worker's message may need a few event-loop turns under load."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        assert loop.time() < deadline, "timed out waiting for the app"
        await pilot.pause(0.05)


def static_text(app: HalcheckApp, selector: str) -> str:
    return str(app.query_one(selector, Static).render())


@run_async
async def test_opens_on_the_demo_case() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        demo = load_case(locations.demo_case_path())
        assert demo.id == "refund-queued"
        assert app.query_one("#case-draft", TextArea).text == demo.draft
        assert app.query_one("#case-question", Input).value == demo.question
        assert app.query_one("#evidence-table", DataTable).row_count == len(demo.evidence)
        assert app.service is not None and "fake-nli" in app.sub_title


@run_async
async def test_step_through_every_level_with_next_and_previous() -> None:
    # The default repair corrects the draft from the evidence; this NLI stand-in entails the corrected
    # policy period ("within 14 business days"), as the real model does (test_scenarios_integration.py).
    period = NLIProbs(0.95, 0.03, 0.02)
    app = make_app(runtimes=fake_runtimes(nli=FakeNLI(
        rule=lambda p, h: period if "14 business days" in p and "14 business days" in h else NLIProbs(0.1, 0.8, 0.1))))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f3")
        await settle(pilot)
        assert app.current_level == "decompose" and app.steps.done("decompose")
        assert not app.steps.done("confidence")  # one level at a time
        assert "c2\u25b8Your refund" in static_text(app, "#decompose-draft")
        for level in LEVELS[1:]:
            await pilot.press("n")
            await settle(pilot)
            assert app.current_level == level and app.steps.done(level)
            assert app.query_one(f"#level-{level}").display
        assert app.steps.result.decision == "release" and app.steps.result.outcome == "repaired"
        assert "queued for review" in static_text(app, "#result-final")
        await pilot.press("p", "p")
        assert app.current_level == "grounding"
        assert "RECORD_STATE_MISMATCH" in static_text(app, "#grounding-detail")


@run_async
async def test_run_all_gives_the_same_trace_as_the_cli_checker() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+r")
        await settle(pilot)
        assert app.current_level == "result"
        trace = build_trace(app.steps.result)
    # the CLI checker with the TUI's one difference: level 1 scores every draft (tui_scoring_when)
    expected = build_trace(Checker(Settings(scoring_when=Settings().tui_scoring_when), fake_runtimes())
                           .check(load_case(locations.demo_case_path())))
    trace.pop("timings_ms"), expected.pop("timings_ms")
    assert trace == expected


@run_async
async def test_load_a_scenario_and_see_its_reason_code() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f4")
        assert isinstance(app.screen, ScenarioPicker)
        ids = [s.id for s in app.screen.scenarios]
        assert {"refund-amount", "shaky-amount", "courtesy"} <= set(ids)
        app.screen.query_one(OptionList).highlighted = ids.index("refund-amount")
        await pilot.press("enter")
        await pilot.pause()
        assert "$118.84" in app.query_one("#case-draft", TextArea).text
        await pilot.press("f5")
        await settle(pilot)
        await pilot.press("3")
        await settle(pilot)
        assert "AMOUNT_MISMATCH" in static_text(app, "#grounding-detail")
        assert "amount = 118.48" in static_text(app, "#grounding-detail")


@run_async
async def test_add_edit_and_remove_evidence_with_inline_validation() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        table = app.query_one("#evidence-table", DataTable)
        before = len(app.editor.document.evidence)
        await pilot.press("ctrl+n")
        form = app.screen
        assert isinstance(form, EvidenceForm)
        await pilot.press(*"get_order#A-4417")
        body = form.query_one("#ev-body", TextArea)
        body.load_text('{"order_id": "A-4417", "status": ')  # unfinished JSON
        await pilot.pause()
        assert "fields: invalid JSON" in str(form.query_one("#ev-error", Static).render())
        assert form.query_one("#ev-save").disabled
        body.load_text('{"order_id": "A-4417", "status": "shipped"}')
        await pilot.pause()
        assert not form.query_one("#ev-save").disabled
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert len(app.editor.document.evidence) == before + 1
        added = app.editor.document.evidence[-1]
        assert (added.id, added.kind, dict(added.fields)) == (
            "get_order#A-4417", EvidenceKind.RECORD, {"order_id": "A-4417", "status": "shipped"})

        # edit: turn the policy into a passage with new text; a duplicate id is refused inline
        table.focus()
        table.move_cursor(row=1)
        await pilot.press("enter")
        form = app.screen
        assert isinstance(form, EvidenceForm)
        form.query_one("#ev-id", Input).value = "get_refund#A-4417"
        await pilot.pause()
        assert "already used" in str(form.query_one("#ev-error", Static).render())
        form.query_one("#ev-id", Input).value = "kb#refunds"
        form.query_one("#ev-kind", Select).value = EvidenceKind.PASSAGE
        await pilot.pause()
        form.query_one("#ev-body", TextArea).load_text("Refunds are queued for review.\nReviews take a day.")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        edited = app.editor.document.evidence[1]
        assert (edited.id, edited.kind) == ("kb#refunds", EvidenceKind.PASSAGE)
        assert edited.lineage.get("revision") == "v7"  # lineage the form does not show is kept

        # remove with Del in the list: asked first (issue 12), and Enter on the focused answer keeps it
        table.focus()
        table.move_cursor(row=0)
        await pilot.press("delete")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert len(app.editor.document.evidence) == 3
        await pilot.press("delete")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert [e.id for e in app.editor.document.evidence] == ["kb#refunds", "get_order#A-4417"]
        assert table.row_count == 2


@run_async
async def test_export_trace_json_and_markdown(tmp_path: Path) -> None:
    app = make_app(export_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f6")  # no result yet: runs every level, then opens the dialog
        await settle(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, ExportScreen))
        path_input = app.screen.query_one("#export-path", Input)
        assert path_input.value == str(tmp_path / "refund-queued.trace.json")
        await pilot.press("enter")
        await pilot.pause()
        trace = json.loads((tmp_path / "refund-queued.trace.json").read_text(encoding="utf-8"))
        assert trace["schema"] == "halcheck.trace/1" and trace["case_id"] == "refund-queued"
        assert trace == json.loads(json.dumps(build_trace(app.steps.result)))

        await pilot.press("e")
        screen = app.screen
        assert isinstance(screen, ExportScreen)
        screen.query_one("#export-format", Select).value = "markdown"
        await pilot.pause()
        assert screen.query_one("#export-path", Input).value == str(tmp_path / "refund-queued.report.md")
        screen.query_one("#export-path", Input).value = str(tmp_path / "report.md")
        await pilot.press("enter")
        await pilot.pause()
        report = (tmp_path / "report.md").read_text(encoding="utf-8")
        assert report.startswith("# halcheck report: refund-queued")
        assert not list(tmp_path.glob(".*.part"))  # atomic: no temp files left behind


@run_async
async def test_export_reports_a_bad_directory_inline(tmp_path: Path) -> None:
    app = make_app(export_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f6")
        await settle(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, ExportScreen))
        app.screen.query_one("#export-path", Input).value = str(tmp_path / "missing" / "t.json")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ExportScreen)
        assert "no such directory" in str(app.screen.query_one("#export-error", Static).render())


@run_async
async def test_typing_is_autosaved_and_restored() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        draft = app.query_one("#case-draft", TextArea)
        draft.load_text("")
        await pilot.press(*"Your parcel is on its way.")
        await pilot.press("ctrl+q")  # quitting flushes the debounced autosave
    saved = json.loads(locations.autosave_path().read_text(encoding="utf-8"))
    assert saved["draft"] == "Your parcel is on its way."

    again = make_app()
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert again.query_one("#case-draft", TextArea).text == "Your parcel is on its way."
        assert again.editor.document.id == "refund-queued"


@run_async
async def test_autosave_is_debounced() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        # A delay no keystroke loop reaches, however slow the machine: the write waits for typing to stop.
        app.autosave_delay_s = 600.0
        draft = app.query_one("#case-draft", TextArea)
        draft.move_cursor(draft.document.end)
        await pilot.press(*" Bye")
        assert not locations.autosave_path().exists()  # not on every keystroke
        app.autosave_delay_s = 0.05
        await pilot.press(".")  # the last keystroke restarts the timer, now short
        await wait_until(pilot, locations.autosave_path().exists)
        assert json.loads(locations.autosave_path().read_text(encoding="utf-8"))["draft"].endswith("Bye.")


@run_async
async def test_an_invalid_case_is_not_checked_and_says_why() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.query_one("#case-draft", TextArea).load_text("   ")
        await pilot.pause()
        assert "draft: is empty" in static_text(app, "#case-problem")
        await pilot.press("ctrl+r")
        await settle(pilot)
        assert app.steps is None
        assert app.query_one("#modes").current == "editor"


@run_async
async def test_editing_the_draft_drops_its_logprobs() -> None:
    app = make_app(case=load_case(SCENARIOS / "shaky-amount.json"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert "logprobs given" in static_text(app, "#case-problem")
        draft = app.query_one("#case-draft", TextArea)
        draft.focus()
        draft.move_cursor(draft.document.end)
        await pilot.press("!")
        await pilot.pause()
        assert "no longer apply" in static_text(app, "#case-problem")
        assert app.editor.document.to_case().logprobs is None


class BlockingNLI(FakeNLI):
    """An NLI model that waits until the test releases it: a slow level to cancel."""

    def __init__(self) -> None:
        super().__init__()
        self.entered = threading.Event()
        self.release = threading.Event()
        self.predictions = 0

    def predict(self, pairs):
        self.predictions += 1
        self.entered.set()
        self.release.wait(10)
        return [NLIProbs(0.95, 0.03, 0.02) for _ in pairs]


@run_async
async def test_cancel_stops_a_running_check_and_ignores_its_late_result() -> None:
    nli = BlockingNLI()
    app = make_app(case=load_case(SCENARIOS / "warranty-kb.json"), runtimes=fake_runtimes(nli=nli))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f5")
        assert await asyncio.get_running_loop().run_in_executor(None, nli.entered.wait, 10)
        await pilot.pause()
        assert app.running_level == "grounding"
        assert "Running Grounding" in static_text(app, "#run-status")
        await pilot.press("escape")
        await pilot.pause()
        assert app.running_level is None
        assert app.level_states["grounding"] == "cancelled"
        nli.release.set()
        await settle(pilot)
        assert app.steps.first is None  # the late result was ignored
        assert app.level_states["grounding"] == "cancelled"
        await pilot.press("r")  # and it runs again on request
        await settle(pilot)
        assert app.steps.result is not None


@run_async
async def test_asking_for_more_levels_while_running_extends_the_check() -> None:
    nli = BlockingNLI()
    app = make_app(case=load_case(SCENARIOS / "warranty-kb.json"), runtimes=fake_runtimes(generations=(), nli=nli))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f3", "3")
        assert await asyncio.get_running_loop().run_in_executor(None, nli.entered.wait, 10)
        await pilot.press("5")  # while grounding runs
        await pilot.pause()
        assert app.current_level == "result" and app.level_states["repair"] == "pending"
        nli.release.set()
        await settle(pilot)
        assert app.steps.result is not None
        assert nli.predictions == 1  # grounding ran once: the running check went on, it was not restarted


class BrokenNLI(FakeNLI):
    def predict(self, pairs):
        raise RuntimeMissing("nli model is corrupt", "run scripts/convert_nli.py again")


@run_async
async def test_a_failing_level_shows_the_fix_not_a_traceback() -> None:
    app = make_app(case=load_case(SCENARIOS / "warranty-kb.json"), runtimes=fake_runtimes(nli=BrokenNLI()))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f5")
        await settle(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, ErrorScreen))
        assert "Grounding failed: nli model is corrupt" in app.screen.error_title
        assert app.screen.fix == "run scripts/convert_nli.py again"
        await pilot.press("escape")
        assert app.level_states["grounding"] == "failed"
        assert app.steps.done("confidence") and not app.steps.done("grounding")


@run_async
async def test_missing_models_open_a_modal_and_the_app_keeps_working() -> None:
    def factory(settings):
        raise RuntimeMissing("nli model not found at models/nli-minilm-l6", "run scripts/convert_nli.py")

    app = HalcheckApp(checker_factory=factory)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, ErrorScreen))
        assert app.screen.fix == "run scripts/convert_nli.py"
        await pilot.press("escape")
        await pilot.press("f5")
        await settle(pilot)
        assert app.steps.result is not None  # record claims are still checked field by field


@run_async
async def test_waits_for_the_models_when_run_early() -> None:
    gate = threading.Event()

    def slow_factory(settings):
        gate.wait(10)
        return Checker(settings, fake_runtimes())

    app = HalcheckApp(checker_factory=slow_factory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f5")
        await pilot.pause()
        assert app.level_states["decompose"] == "waiting"
        assert "Loading the models" in static_text(app, "#run-status")
        gate.set()
        await settle(pilot)
        assert app.steps.result is not None


@run_async
async def test_training_mode_explains_the_selected_claim() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f5")
        await settle(pilot)
        await pilot.press("3", "t")
        await pilot.pause()
        panel_text = str(app.query_one("#training-text", Static).render())
        assert app.query_one("#training").display
        assert "What this level checks" in panel_text and "Limit of the method" in panel_text
        assert "c2 is contradicted (RECORD_STATE_MISMATCH)" in panel_text
        await pilot.press("down")  # the next claim in the table
        await pilot.pause()
        assert "c3 is contradicted (VALUE_MISMATCH)" in str(app.query_one("#training-text", Static).render())
        await pilot.press("t")
        assert not app.query_one("#training").display


@run_async
async def test_help_lists_the_keys() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f1")
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        assert not isinstance(app.screen, HelpScreen)


@run_async
async def test_step_keys_do_not_fire_while_typing() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.query_one("#case-question", Input).focus()
        await pilot.press("n", "r", "t")
        await pilot.pause()
        assert app.query_one("#modes").current == "editor" and app.steps is None
        assert app.query_one("#case-question", Input).value.endswith("nrt")


@run_async
async def test_save_and_open_a_case_file(tmp_path: Path) -> None:
    app = make_app()
    target = tmp_path / "mine.json"
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.query_one("#case-question", Input).value = "Edited question?"
        await pilot.press("ctrl+s")
        app.screen.query_one("#path-input", Input).value = str(target)
        await pilot.press("enter")
        await pilot.pause()
        assert load_case(target).question == "Edited question?"

        await pilot.press("ctrl+o")
        app.screen.query_one("#path-input", Input).value = str(tmp_path / "nope.json")
        app.screen.query_one("#path-input", Input).focus()  # the Open dialog starts in the folder tree
        await pilot.press("enter")
        await pilot.pause()
        assert "no such file" in str(app.screen.query_one("#path-error", Static).render())
        app.screen.query_one("#path-input", Input).value = str(SCENARIOS / "courtesy.json")
        app.screen.query_one("#path-input", Input).focus()
        await pilot.press("enter")
        await pilot.pause()
        assert app.editor.document.id == "courtesy"


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.json")), ids=lambda p: p.stem)
@run_async
async def test_every_scenario_renders_every_level(path: Path) -> None:
    app = make_app(case=load_case(path))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f5")
        await settle(pilot)
        for key in "12345":
            await pilot.press(key)
            await pilot.pause()
            assert not app.query_one(f"#{app.current_level}-placeholder").display


@run_async
async def test_real_loading_path_degrades_without_the_nli_model(monkeypatch) -> None:
    """No fakes injected: the app builds its case service in a worker, which calls wiring.load_runtimes
    (patched here so no model is read); a missing NLI model gives a modal with the fix and a checker
    without NLI."""
    from halcheck_tui import wiring

    calls = []

    def load_runtimes(settings, *, want_generator=True, model_path=None, want_nli=True):
        calls.append(want_nli)
        if want_nli:
            raise RuntimeMissing("nli model not found at models/nli-minilm-l6", "run scripts/convert_nli.py")
        return Runtimes(generator=FakeGenerator()), ["no generator note"]

    monkeypatch.setattr(wiring, "load_runtimes", load_runtimes)
    app = HalcheckApp(case=None, case_path=None, model_path=None)  # what `halcheck` with no arguments does
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, ErrorScreen))
        assert calls == [True, False]
        assert isinstance(app.screen, ErrorScreen) and app.screen.fix == "run scripts/convert_nli.py"
        assert app.editor.document.id == "refund-queued"
        checker = app.service.checker
        assert checker.runtimes.nli is None and checker.runtimes.generator is not None


@run_async
async def test_the_model_worker_builds_one_case_service_and_every_run_goes_through_it(monkeypatch) -> None:
    """The real loading path (wiring.load_runtimes patched to fakes): the worker builds the session's case
    service, warms it, and the step-through runs through that service, not around it."""
    from halcheck_tui import wiring
    from halcheck_tui.service import CaseService

    monkeypatch.setattr(wiring, "load_runtimes", lambda settings, **options: (fake_runtimes(), []))
    warmed, runs = [], []
    warm_up, step_through = CaseService.warm_up, CaseService.step_through

    def warm(self, case=None):
        warmed.append(self)
        warm_up(self, case)

    def step(self, *args, **kwargs):
        runs.append(self)
        return step_through(self, *args, **kwargs)

    monkeypatch.setattr(CaseService, "warm_up", warm)
    monkeypatch.setattr(CaseService, "step_through", step)
    app = HalcheckApp(case=None, case_path=None, model_path=None, event_log=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.service, CaseService) and warmed == [app.service]
        await pilot.press("f5")
        await settle(pilot)
        assert app.steps.result is not None
        assert runs and all(service is app.service for service in runs)

def test_halcheck_without_arguments_opens_the_tui(monkeypatch) -> None:
    from halcheck_tui import cli
    from halcheck_tui.cli import native_guard
    from halcheck_tui.cli.commands import tui

    opened = []
    monkeypatch.setattr(HalcheckApp, "run", lambda self: opened.append(self))
    monkeypatch.setattr(tui, "has_terminal", lambda: True)
    # In this process: the real guard forks, and the app it opens would be the child's, not this test's.
    monkeypatch.setattr(native_guard, "run_in_guarded_child", lambda run: run())
    assert cli.main([]) == 0
    assert opened and opened[0].initial_case is None and opened[0].model_path is None
    assert cli.main(["tui", str(SCENARIOS / "courtesy.json")]) == 0
    assert opened[1].initial_case.id == "courtesy"
