"""Issue 23, the TUI through Pilot: evidence in (paste, file, snapshot, file tree), results out (clipboard,
export defaults), teaching (training panel, glossary, legend, kept preferences) and the edges (Tab vs click,
visible focus, opaque dropdowns, quit vs crash, local times). Fake runtimes: no model is loaded."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import SCENARIOS, nli_model_available
from test_tui import SIZE, make_app, run_async, settle, wait_until
from textual import events
from textual.widgets import DataTable, DirectoryTree, Input, Select, Static, TextArea

from halcheck_tui import locations
from halcheck_tui.config import ConfidenceThresholds, Settings
from halcheck_tui.core.case import EvidenceKind, load_case
from halcheck_tui.core.report import render_markdown
from halcheck_tui.core.types import REASON_EXPLANATIONS, ReasonCode
from halcheck_tui.tui.document import ENDED_BY_QUIT, CaseDocument, write_autosave
from halcheck_tui.tui.prefs import load_prefs
from halcheck_tui.tui.screens.confirm import ConfirmScreen
from halcheck_tui.tui.screens.export import ExportScreen
from halcheck_tui.tui.screens.glossary import GlossaryScreen
from halcheck_tui.tui.screens.paste_evidence import PasteEvidence
from halcheck_tui.tui.screens.path_prompt import PathPrompt
from halcheck_tui.tui.screens.snapshot_picker import SnapshotPicker
from halcheck_tui.tui.screens.stats import local_time
from halcheck_tui.tui.widgets.levels.confidence import band_label, shade_bands
from halcheck_tui.tui.widgets.training_panel import TrainingPanel

TOOL_RESULT = json.dumps({"tool": "get_refund", "result": {"order_id": "A-4417", "status": "queued_for_review",
                                                          "amount": 118.84, "currency": "USD"}}, indent=2)
POLICY_LINE = "Approved refunds reach the original payment method within 14 business days."
DRAFT = "Your refund of $118.84 for order A-4417 has been issued. It reaches your card within 14 business days."


def draft_only_app(**kwargs):
    case = load_case(SCENARIOS / "refund-queued.json")
    from dataclasses import replace

    return make_app(case=replace(case, id="pasted", draft=DRAFT, evidence=(), logprobs=None),
                    restore_autosave=False, **kwargs)


# --- evidence in --------------------------------------------------------------------------------------

@run_async
async def test_paste_a_tool_result_and_a_policy_line_then_copy_the_final_text() -> None:
    app = draft_only_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f8")
        dialog = app.screen
        assert isinstance(dialog, PasteEvidence) and app.focused.id == "paste-body"
        app.post_message(events.Paste(TOOL_RESULT + "\n" + POLICY_LINE))
        await pilot.pause()
        assert "2 items to add" in str(dialog.query_one("#paste-preview", Static).render())
        await pilot.press("ctrl+s")
        await pilot.pause()
        evidence = app.editor.document.evidence
        assert [(e.kind, e.id) for e in evidence] == [(EvidenceKind.RECORD, "get_refund#A-4417"),
                                                      (EvidenceKind.POLICY, "policy#1")]
        assert evidence[1].text == POLICY_LINE and evidence[0].lineage["source"] == "tool:get_refund"

        await pilot.press("f9")  # no check yet: runs every level, then copies
        await wait_until(pilot, lambda: app.steps is not None and app.steps.result is not None
                         and app.run_state.copy_after_run is None)
        await pilot.pause()
        assert app.clipboard == app.steps.result.final_text and app.clipboard.strip()
        await pilot.press("m")
        assert app.clipboard == render_markdown(app.steps.result)


@run_async
async def test_a_paste_into_the_evidence_list_opens_the_dialog_with_it() -> None:
    app = draft_only_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        table = app.query_one("#evidence-table", DataTable)
        table.focus()
        await pilot.pause()
        app.post_message(events.Paste(TOOL_RESULT))  # as the terminal delivers it: to the app, then the focus
        await wait_until(pilot, lambda: isinstance(app.screen, PasteEvidence))
        assert app.screen.query_one("#paste-body", TextArea).text == TOOL_RESULT
        # ...but a paste into the draft stays in the draft
        await pilot.press("escape")
        draft = app.query_one("#case-draft", TextArea)
        draft.focus()
        await pilot.pause()
        app.post_message(events.Paste("More. "))
        await pilot.pause()
        assert not isinstance(app.screen, PasteEvidence) and draft.text.count("More. ") == 1


@run_async
async def test_load_evidence_from_a_jsonl_file_through_the_file_picker(tmp_path: Path) -> None:
    rows = tmp_path / "orders.jsonl"
    rows.write_text(json.dumps({"sku": "K-1", "stock": 3}) + "\n" + json.dumps({"sku": "K-2", "stock": 0}) + "\n")
    app = draft_only_app()
    async with app.run_test(size=(100, 34)) as pilot:
        await settle(pilot)
        await pilot.press("f8")
        await pilot.click("#paste-file")
        await pilot.pause()
        prompt = app.screen
        assert isinstance(prompt, PathPrompt) and prompt.query(DirectoryTree)
        prompt.query_one("#path-input", Input).value = str(rows)
        await pilot.press("enter")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, PasteEvidence)
        assert "2 items to add" in str(dialog.query_one("#paste-preview", Static).render())
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert [e.id for e in app.editor.document.evidence] == ["record#K-1", "record#K-2"]


@run_async
async def test_open_a_case_by_picking_it_in_the_directory_tree(tmp_path: Path) -> None:
    folder = tmp_path / "cases"
    folder.mkdir()
    (folder / "only.json").write_text((SCENARIOS / "delivery-eta.json").read_text())
    app = make_app(restore_autosave=False, case=load_case(SCENARIOS / "refund-queued.json"), case_path=folder / "x.json")
    async with app.run_test(size=(100, 34)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+o")
        await pilot.pause()
        tree = app.screen.query_one("#path-tree", DirectoryTree)
        assert Path(tree.path) == folder
        tree.focus()
        await wait_until(pilot, lambda: tree.cursor_node is not None and len(tree.root.children) == 1)
        await pilot.press("down", "enter")
        await wait_until(pilot, lambda: not isinstance(app.screen, PathPrompt))
        assert app.editor.document.id == "delivery-eta" and app.case_path == folder / "only.json"


@run_async
async def test_pick_a_stored_snapshot_and_a_tenant() -> None:
    from halcheck_tui.store.store import EvidenceStore

    with EvidenceStore(locations.store_path()) as store:
        store.import_path("support-policy", locations.shipped_corpora_dir() / "support-policy")
    app = draft_only_app()
    async with app.run_test(size=(100, 34)) as pilot:
        await settle(pilot)
        await pilot.click("#evidence-snapshot")
        await pilot.pause()
        picker = app.screen
        assert isinstance(picker, SnapshotPicker) and picker.options[0][0] == "support-policy"
        picker.query_one("#snapshot-tenant", Input).value = "tenant-42"
        await pilot.press("enter")  # the newest revision of the first corpus is highlighted
        await pilot.pause()
        doc = app.editor.document
        assert (doc.evidence_snapshot, doc.tenant) == ("support-policy", "tenant-42")
        assert doc.to_case().evidence_snapshot == "support-policy"


# --- results out ---------------------------------------------------------------------------------------

@run_async
async def test_export_defaults_under_the_data_dir_and_the_extension_follows_the_format() -> None:
    app = make_app(restore_autosave=False)  # no export_dir: the default
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f6")
        await wait_until(pilot, lambda: isinstance(app.screen, ExportScreen))
        path_input = app.screen.query_one("#export-path", Input)
        assert path_input.value == str(locations.exports_dir() / "refund-queued.trace.json")
        path_input.value = str(locations.exports_dir() / "mine.trace.json")  # a name of the user's own
        app.screen.query_one("#export-format", Select).value = "markdown"
        await pilot.pause()
        assert path_input.value == str(locations.exports_dir() / "mine.report.md")
        await pilot.press("enter")
        await pilot.pause()
        assert (locations.exports_dir() / "mine.report.md").read_text().startswith("# halcheck report")


# --- teaching ----------------------------------------------------------------------------------------

@run_async
async def test_training_panel_takes_the_free_space_and_scrolls_from_the_keyboard() -> None:
    app = make_app(restore_autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f5")
        await settle(pilot)
        await pilot.press("3", "t")
        await settle(pilot)
        panel = app.query_one(TrainingPanel)
        levels = app.query_one("#levels")
        footer_and_header = 2
        status_rows = 2  # level bar and run status
        assert levels.region.height + panel.region.height == SIZE[1] - footer_and_header - status_rows
        assert panel.region.height >= 8
        await pilot.press("f")
        assert app.focused is panel
        assert panel.max_scroll_y > 0
        await pilot.press("pagedown")
        await pilot.pause()
        assert panel.scroll_y > 0
        await pilot.press("f")
        assert app.focused is not panel


@run_async
async def test_glossary_lists_every_reason_code_with_its_explanation() -> None:
    app = make_app(restore_autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+g")
        assert isinstance(app.screen, GlossaryScreen)
        from rich.console import Console

        from halcheck_tui.tui.screens.glossary import glossary_table

        console = Console(width=110, record=True, file=open("/dev/null", "w"))
        console.print(glossary_table())
        text = " ".join(console.export_text().split())
        for code in ReasonCode:
            assert code.value in text and " ".join(REASON_EXPLANATIONS[code].split()[:6]) in text
        await pilot.press("escape")
        assert not isinstance(app.screen, GlossaryScreen)


def test_the_confidence_legend_reads_in_order_from_the_applied_cuts() -> None:
    scored = Settings().scored_confidence  # degenerate 0.0, low 0.3, shaky 0.2: the case the issue saw
    assert [band_label(lo, hi) for lo, hi, _ in shade_bands(scored)] == ["\u22650.3", "0.2\u20130.3", "<0.2"]
    provided = ConfidenceThresholds()
    assert [band_label(lo, hi) for lo, hi, _ in shade_bands(provided)] == ["\u22650.6", "0.5\u20130.6",
                                                                            "0.2\u20130.5", "<0.2"]
    assert [shade for _, _, shade in shade_bands(provided)] == ["p--high", "p--mid", "p--low", "p--vlow"]


@run_async
async def test_the_legend_on_screen_has_no_band_below_zero() -> None:
    app = make_app(restore_autosave=False)
    async with app.run_test(size=(120, 30)) as pilot:
        await settle(pilot)
        await pilot.press("f3")
        await settle(pilot)
        await pilot.press("2")
        await settle(pilot)
        assert app.steps.confidence.available, app.steps.confidence.note
        legend = str(app.query_one("#confidence-legend", Static).render())
        assert "<0 " not in legend and legend.index("\u2265") < legend.index("<")


@run_async
async def test_theme_and_training_mode_are_kept_across_restarts() -> None:
    app = make_app(restore_autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+t")
        app.theme = "nord"
        await pilot.pause()
    assert load_prefs() .training is True and load_prefs().theme == "nord"
    assert locations.tui_settings_path().parent == locations.config_dir()
    again = make_app(restore_autosave=False)
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert again.theme == "nord" and again.check.training is True
        assert again.query_one(TrainingPanel).display


# --- edges ---------------------------------------------------------------------------------------------

@run_async
async def test_tab_selects_a_field_and_a_click_does_not() -> None:
    app = make_app(restore_autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        case_id = app.query_one("#case-id", Input)
        question = app.query_one("#case-question", Input)
        await pilot.click("#case-id")
        await pilot.pause()
        assert app.focused is case_id and case_id.selection.is_empty
        await pilot.press("x")
        assert "x" in case_id.value and "refund-queued" in case_id.value  # one key did not wipe the id
        await pilot.press("tab")
        await pilot.pause()
        assert app.focused is question and question.selection == (0, len(question.value))


@run_async
async def test_focus_is_visible_and_dropdowns_are_opaque() -> None:
    app = make_app(restore_autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        case_id, question = app.query_one("#case-id", Input), app.query_one("#case-question", Input)
        case_id.focus()
        await pilot.pause()
        assert case_id.styles.background != question.styles.background
        await pilot.press("f5")
        await settle(pilot)
        await pilot.press("e")
        await wait_until(pilot, lambda: isinstance(app.screen, ExportScreen))
        select = app.screen.query_one("#export-format", Select)
        select.focus()
        await pilot.press("enter")  # opens the list of options
        await pilot.pause()
        overlay = app.screen.query_one("SelectOverlay")
        assert overlay.display and overlay.styles.background.a == 1.0


@run_async
async def test_autosave_tells_a_deliberate_quit_from_a_crash() -> None:
    app = make_app(restore_autosave=True)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.query_one("#case-draft", TextArea).load_text("Edited before quitting.")
        await pilot.pause()
        await pilot.press("ctrl+q")
    raw = json.loads(locations.autosave_path().read_text())
    assert raw["ended"] == ENDED_BY_QUIT and raw["draft"] == "Edited before quitting."

    opened = load_case(SCENARIOS / "refund-queued.json")
    quit_app = make_app(case=opened, case_path=SCENARIOS / "refund-queued.json")
    async with quit_app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(quit_app.screen, ConfirmScreen)
        question = str(quit_app.screen.query_one("#confirm-question", Static).render())
        assert "which you quit" in question and "unexpectedly" not in question

    write_autosave(CaseDocument(id="crashed", draft="Typed, then the terminal died."))  # no `ended`: a crash
    crash_app = make_app(case=opened, case_path=SCENARIOS / "refund-queued.json")
    async with crash_app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        question = str(crash_app.screen.query_one("#confirm-question", Static).render())
        assert "ended unexpectedly" in question


def test_stats_times_are_local_and_readable(monkeypatch) -> None:
    monkeypatch.setenv("TZ", "Asia/Kolkata")
    import time

    time.tzset()
    try:
        assert local_time("2026-12-01T18:04:09.512+00:00") == "2026-12-01 23:34"
        assert local_time("2026-12-01T18:04:09") == "2026-12-01 23:34"  # no zone: UTC, as the log writes
        assert local_time("not a time") == "not a time" and local_time(None) is None
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


# --- the screenshot in the docs is the real app's --------------------------------------------------------

def _svg_text(path: Path) -> str:
    import html
    import re

    return html.unescape(re.sub(r"<[^>]+>", "", path.read_text(encoding="utf-8"))).replace("\xa0", " ")


def test_the_screenshot_script_draws_the_real_app(tmp_path: Path) -> None:
    import subprocess
    import sys

    out = tmp_path / "shot.svg"
    done = subprocess.run([sys.executable, str(SCENARIOS.parents[1] / "scripts" / "tui_screenshot.py"), "--fake",
                           "--out", str(out)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    text = _svg_text(out)
    assert "Training: Grounding" in text and "3 Grounding" in text and "Done: " in text



@pytest.mark.integration
@pytest.mark.skipif(not nli_model_available(), reason="models/nli-minilm-l6 is not built")
def test_docs_screenshot_shows_the_outcome_the_demo_has_today() -> None:
    """docs/screenshot.svg (scripts/tui_screenshot.py, real models) must show what the demo decides now."""
    from halcheck_tui.wiring import build_checker

    checker, _notes = build_checker(Settings())
    result = checker.check(load_case(locations.demo_case_path()))
    text = _svg_text(SCENARIOS.parents[1] / "docs" / "screenshot.svg")
    assert f"Done: {result.decision} ({result.outcome})" in text


@run_async
async def test_the_open_dialog_works_from_the_keyboard_alone(tmp_path: Path) -> None:
    """Issue 37: ctrl+o, then arrows and Enter in the folder tree, which has the focus: no mouse, no Tab."""
    folder = tmp_path / "cases"
    folder.mkdir()
    (folder / "only.json").write_text((SCENARIOS / "delivery-eta.json").read_text())
    app = make_app(restore_autosave=False, case=load_case(SCENARIOS / "refund-queued.json"), case_path=folder / "x.json")
    async with app.run_test(size=(100, 34)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+o")
        await pilot.pause()
        tree = app.screen.query_one("#path-tree", DirectoryTree)
        assert app.screen.focused is tree
        await wait_until(pilot, lambda: tree.cursor_node is not None and len(tree.root.children) == 1)
        await pilot.press("down", "enter")
        await wait_until(pilot, lambda: not isinstance(app.screen, PathPrompt))
        assert app.editor.document.id == "delivery-eta"


@run_async
async def test_opening_a_case_asks_before_discarding_pasted_evidence(tmp_path: Path) -> None:
    """Issue 37: evidence pasted since the last load is the user's: opening another case asks first, and
    "Keep editing" keeps it."""
    from halcheck_tui.core.case import Evidence

    other = tmp_path / "other.json"
    other.write_text((SCENARIOS / "delivery-eta.json").read_text())
    app = make_app(restore_autosave=False, case=load_case(SCENARIOS / "refund-queued.json"))
    async with app.run_test(size=(100, 34)) as pilot:
        await settle(pilot)
        app.editor.add_evidence_items([Evidence("pasted#1", EvidenceKind.RECORD, fields={"order": "Z-9"})])
        await pilot.pause()
        app.open_unless_evidence_lost(other)
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("escape")  # keep editing
        await pilot.pause()
        assert "pasted#1" in [e.id for e in app.editor.document.evidence]
        app.open_unless_evidence_lost(other)
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")  # open it anyway
        await wait_until(pilot, lambda: app.editor.document.id == "delivery-eta")
        # Nothing pasted since that load: the next open asks nothing.
        app.open_unless_evidence_lost(SCENARIOS / "refund-queued.json")
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmScreen) and app.editor.document.id == "refund-queued"
