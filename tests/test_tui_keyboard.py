"""Issue 12, the TUI items, through Pilot: dialogs usable from the keyboard, nothing lost without asking,
a loaded scenario shows none of the previous case, the thresholds shown are the ones applied."""
from __future__ import annotations

import json
from pathlib import Path

from conftest import SCENARIOS
from test_tui import SIZE, make_app, run_async, settle, static_text, wait_until
from textual.widgets import Static, TextArea

from halcheck_tui import locations
from halcheck_tui.core.case import EvidenceKind, load_case
from halcheck_tui.tui.document import CaseDocument, write_autosave
from halcheck_tui.tui.screens.confirm import ConfirmScreen
from halcheck_tui.tui.screens.evidence_form import EvidenceForm
from halcheck_tui.tui.screens.export import ExportScreen


def focused_id(app) -> str | None:
    return app.focused.id if app.focused is not None else None


@run_async
async def test_tab_moves_through_the_add_evidence_dialog_and_a_keyboard_user_can_fill_every_field() -> None:
    app = make_app(restore_autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        before = len(app.editor.document.evidence)
        await pilot.press("ctrl+n")
        form = app.screen
        assert isinstance(form, EvidenceForm) and focused_id(app) == "ev-id"
        await pilot.press(*"get_order#A-9")
        await pilot.press("tab")
        assert focused_id(app) == "ev-kind"
        await pilot.press("tab")
        assert focused_id(app) == "ev-body"
        form.query_one("#ev-body", TextArea).load_text("")
        await pilot.press(*'{"status": "shipped"}')
        await pilot.press("tab")
        assert focused_id(app) == "ev-source"  # Tab leaves the body instead of indenting it
        await pilot.press(*"tool:get_order")
        await pilot.press("shift+tab")
        assert focused_id(app) == "ev-body"
        await pilot.press("ctrl+s")
        await pilot.pause()
        added = app.editor.document.evidence[-1]
        assert len(app.editor.document.evidence) == before + 1
        assert (added.id, added.kind, dict(added.fields)) == ("get_order#A-9", EvidenceKind.RECORD,
                                                              {"status": "shipped"})
        assert added.lineage.get("source") == "tool:get_order"


@run_async
async def test_an_empty_record_cannot_be_saved() -> None:
    app = make_app(restore_autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        before = len(app.editor.document.evidence)
        await pilot.press("ctrl+n")
        await pilot.press(*"r1")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, EvidenceForm)
        assert "fields: is empty" in str(app.screen.query_one("#ev-error", Static).render())
        assert len(app.editor.document.evidence) == before


@run_async
async def test_tab_moves_through_the_export_dialog(tmp_path: Path) -> None:
    app = make_app(restore_autosave=False, export_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f5")
        await settle(pilot)
        await pilot.press("f6")
        await wait_until(pilot, lambda: isinstance(app.screen, ExportScreen))
        seen = {focused_id(app)}
        for _ in range(6):
            await pilot.press("tab")
            seen.add(focused_id(app))
        assert len(seen) >= 3  # focus went round the dialog's controls


@run_async
async def test_removing_evidence_asks_first() -> None:
    app = make_app(restore_autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        ids = [e.id for e in app.editor.document.evidence]
        table = app.query_one("#evidence-table")
        table.focus()
        await pilot.press("delete")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert [e.id for e in app.editor.document.evidence] == ids
        await pilot.click("#evidence-remove")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
        assert [e.id for e in app.editor.document.evidence] == ids[1:]


def _open_file_copy(tmp_path: Path) -> Path:
    path = tmp_path / "mine.json"
    path.write_text((SCENARIOS / "courtesy.json").read_text())
    return path


@run_async
async def test_ctrl_q_with_unsaved_edits_to_an_open_case_file_asks(tmp_path: Path) -> None:
    path = _open_file_copy(tmp_path)
    app = make_app(case=load_case(path), case_path=path, restore_autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("end", *" Edited.")
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen) and app.is_running
        await pilot.press("n")
        await pilot.pause()
        assert app.is_running and not isinstance(app.screen, ConfirmScreen)
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
    assert not app.is_running
    assert "Edited." in json.loads(locations.autosave_path().read_text())["draft"]  # the typing is kept


@run_async
async def test_ctrl_q_without_edits_quits_at_once(tmp_path: Path) -> None:
    path = _open_file_copy(tmp_path)
    app = make_app(case=load_case(path), case_path=path, restore_autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert not app.is_running


@run_async
async def test_the_footer_at_80_columns_shows_quit_and_export() -> None:
    app = make_app(restore_autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for mode in ("f2", "f3"):
            await pilot.press(mode)
            await settle(pilot)
            keys = list(app.screen.query_one("Footer").query("FooterKey"))
            shown = " ".join(str(key.render()) for key in keys)
            assert "Quit" in shown and "Export" in shown, (mode, shown)
            assert all(key.region.right <= SIZE[0] for key in keys), (mode, shown)  # none cut off


@run_async
async def test_tui_with_a_case_file_offers_the_autosave_after_a_crash(tmp_path: Path) -> None:
    path = _open_file_copy(tmp_path)
    typed = CaseDocument.from_case(load_case(path))
    typed.draft += " I had typed this before the crash."
    write_autosave(typed)
    saved = locations.autosave_path().read_text()
    app = make_app(case=load_case(path), case_path=path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("x")  # a stray key goes to the question, not the editor
        await pilot.pause(1.5)
        assert locations.autosave_path().read_text() == saved
        await pilot.click("#confirm-yes")
        await pilot.pause()
        assert app.editor.document.draft.endswith("before the crash.")
        assert app.query_one("#case-draft", TextArea).text.endswith("before the crash.")


@run_async
async def test_tui_with_a_case_file_can_keep_the_file(tmp_path: Path) -> None:
    path = _open_file_copy(tmp_path)
    typed = CaseDocument.from_case(load_case(path))
    typed.draft += " Stale typing."
    write_autosave(typed)
    app = make_app(case=load_case(path), case_path=path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("n")
        await pilot.pause()
        assert app.editor.document.draft == load_case(path).draft


@run_async
async def test_no_offer_when_the_autosave_equals_the_file(tmp_path: Path) -> None:
    path = _open_file_copy(tmp_path)
    write_autosave(CaseDocument.from_case(load_case(path)))
    app = make_app(case=load_case(path), case_path=path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert not isinstance(app.screen, ConfirmScreen)


@run_async
async def test_loading_a_scenario_clears_the_previous_cases_levels() -> None:
    app = make_app(restore_autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f5")
        await settle(pilot)
        assert app.steps.result is not None and "Done:" in static_text(app, "#run-status")
        old_id = app.steps.case.id
        app.open_path(SCENARIOS / "courtesy.json", remember=False)  # what the F4 picker calls
        await pilot.pause()
        assert app.steps is None and app.level_states == {}
        assert "Done:" not in static_text(app, "#run-status")
        assert old_id not in static_text(app, "#run-status")


@run_async
async def test_confidence_view_shows_the_cut_offs_that_were_applied() -> None:
    """No logprobs in the case, so the local (fake) model scores the draft: the `scored` cut-offs apply."""
    app = make_app(restore_autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f3")
        await settle(pilot)
        await pilot.press("2")
        await settle(pilot)
        conf = app.steps.confidence
        assert conf.source == "scored"
        applied = app.service.checker.settings.confidence_for(conf.model or "", conf.source)
        legend = static_text(app, "#confidence-legend")
        assert f"\u2265{applied.low_mean:g}" in legend
        assert "\u22650.6" not in legend  # the `provided` cut-off the panel used to quote
