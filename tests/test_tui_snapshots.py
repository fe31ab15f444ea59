"""Snapshot tests: each level's screen at 80x24, pinned as SVG (pytest-textual-snapshot).

Fake runtimes make them deterministic. After an intended change to the UI, review the diff report and
update with `pytest tests/test_tui_snapshots.py --snapshot-update`.
"""
from __future__ import annotations

from conftest import SCENARIOS

from halcheck_tui.core.case import load_case
from halcheck_tui.errors import RuntimeMissing
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.generator import FakeGenerator
from halcheck_tui.runtimes.nli import FakeNLI
from halcheck_tui.tui.app import HalcheckApp

SIZE = (80, 24)
REWRITES = {
    "refund-queued": "Thanks for reaching out! Your refund for order A-4417 is queued for review.",
    "warranty-kb": "Yes, the Aria kettle has a two-year warranty that covers heating faults.",
}


def kettle_rule(premise: str, hypothesis: str) -> NLIProbs:
    if "Warranty" in premise and "Aria" in premise:
        return NLIProbs(0.91, 0.06, 0.03)
    return NLIProbs(0.12, 0.78, 0.10)


def app_for(name: str, generator: bool = True) -> HalcheckApp:
    runtimes = Runtimes(nli=FakeNLI(rule=kettle_rule), embedder=FakeEmbedder(),
                        generator=FakeGenerator([REWRITES.get(name, "")]) if generator else None)
    return HalcheckApp(case=load_case(SCENARIOS / f"{name}.json"), runtimes=runtimes)


def keys(*presses: str):
    """A run_before that presses keys one at a time, letting every worker finish in between."""
    async def run_before(pilot) -> None:
        for widget in pilot.app.query("Input, TextArea"):
            widget.cursor_blink = False  # a blinking cursor would make the snapshot flaky
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        for key in presses:
            await pilot.press(key)
            await pilot.app.workers.wait_for_complete()
            await pilot.pause()
    return run_before


def test_case_editor(snap_compare) -> None:
    assert snap_compare(app_for("refund-queued"), terminal_size=SIZE, run_before=keys())


def test_level_decompose(snap_compare) -> None:
    assert snap_compare(app_for("refund-queued"), terminal_size=SIZE, run_before=keys("f3"))


def test_level_confidence_with_a_shaky_amount(snap_compare) -> None:
    assert snap_compare(app_for("shaky-amount"), terminal_size=SIZE, run_before=keys("f5", "2"))


def test_level_confidence_unavailable(snap_compare) -> None:
    assert snap_compare(app_for("refund-queued", generator=False), terminal_size=SIZE,
                        run_before=keys("f3", "n"))


def test_level_grounding_record(snap_compare) -> None:
    assert snap_compare(app_for("refund-queued"), terminal_size=SIZE, run_before=keys("f5", "3"))


def test_level_grounding_nli_passage_window(snap_compare) -> None:
    assert snap_compare(app_for("warranty-kb"), terminal_size=SIZE, run_before=keys("f5", "3", "up"))


def test_level_repair(snap_compare) -> None:
    assert snap_compare(app_for("refund-queued"), terminal_size=SIZE, run_before=keys("f5", "4"))


def test_level_result(snap_compare) -> None:
    assert snap_compare(app_for("refund-queued", generator=False), terminal_size=SIZE, run_before=keys("f5"))


def test_training_panel_on_grounding(snap_compare) -> None:
    assert snap_compare(app_for("refund-escalated"), terminal_size=SIZE, run_before=keys("f5", "3", "t"))


def test_help_screen(snap_compare) -> None:
    assert snap_compare(app_for("courtesy"), terminal_size=SIZE, run_before=keys("f1"))


def test_evidence_form(snap_compare) -> None:
    async def edit_first_item(pilot) -> None:
        await keys()(pilot)
        pilot.app.query_one("#evidence-table").focus()
        await pilot.press("enter")
        await pilot.pause()
        for widget in pilot.app.screen.query("Input, TextArea"):
            widget.cursor_blink = False

    assert snap_compare(app_for("cancel-denied"), terminal_size=SIZE, run_before=edit_first_item)


def test_missing_model_modal(snap_compare) -> None:
    def factory(settings):
        raise RuntimeMissing("nli model not found at models/nli-minilm-l6",
                             "run scripts/convert_nli.py CHECKPOINT models/nli-minilm-l6")

    app = HalcheckApp(case=load_case(SCENARIOS / "refund-queued.json"), checker_factory=factory)
    assert snap_compare(app, terminal_size=SIZE, run_before=keys())


def test_wide_terminal_grounding(snap_compare) -> None:
    assert snap_compare(app_for("delivery-date"), terminal_size=(100, 30), run_before=keys("f5", "3"))
