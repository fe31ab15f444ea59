"""The TUI: citations on the decompose and grounding levels, the stats screen, and checks logged."""
from __future__ import annotations

from test_tui import SIZE, make_app, run_async, settle, static_text, wait_until

from halcheck_tui import locations
from halcheck_tui.config import Settings
from halcheck_tui.core.case import parse_case
from halcheck_tui.eventlog import read_events
from halcheck_tui.tui.screens.stats import StatsScreen

CASE = parse_case({
    "id": "cited", "question": "When will my refund arrive?",
    "draft": "Orders ship from Pune [kb-shipping#3]. Refunds arrive within 14 business days [refund-policy#v9].",
    "evidence": [{"id": "kb-shipping#3", "kind": "passage", "text": "Orders ship from Pune.\nDelivery takes 2 days."},
                 {"id": "refund-policy#timing", "kind": "policy",
                  "text": "Approved refunds reach the original payment method within 14 business days."}]})


def events() -> list[dict]:
    return read_events([locations.event_log_path()])[0] if locations.event_log_path().exists() else []


@run_async
async def test_citations_are_shown_on_decompose_and_grounding_and_the_check_is_logged() -> None:
    # The fake NLI entails nothing here; the cited passage states the claim word for word, which would
    # settle it before NLI, so that shortcut is off to show a citation NLI does not confirm.
    app = make_app(case=CASE, restore_autosave=False, settings=Settings(restatement_support=False))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f3")
        await settle(pilot)
        box = app.query_one("#decompose-citations")
        assert box.display
        shown = static_text(app, "#decompose-citations")
        assert "[refund-policy#v9]" in shown and "not in the evidence: refund-policy#v9" in shown
        assert "[kb-shipping#3]  S0 \u2192 c1" in shown
        await pilot.press("3")
        await settle(pilot)
        assert "unknown ids refund-policy#v9" in static_text(app, "#grounding-summary")
        # the fake NLI entails nothing, so the first claim's citation does not hold, and says so
        assert "cites kb-shipping#3: not entailed" in static_text(app, "#grounding-detail")
        assert events() == []  # nothing logged until a check is finished
        await pilot.press("r")
        await settle(pilot)
        await wait_until(pilot, lambda: app.steps.result is not None)
        await wait_until(pilot, lambda: len(events()) == 1)
        (event,) = events()
        assert (event["front_end"], event["case_id"], event["decision"]) == ("tui", "cited", app.steps.result.decision)
        assert event["invalid_citations"] == ["refund-policy#v9"]


@run_async
async def test_a_draft_without_citations_shows_no_citation_box() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f3")
        await settle(pilot)
        assert not app.query_one("#decompose-citations").display


@run_async
async def test_no_log_keeps_tui_checks_out_of_the_log_and_stats_screen_shows_the_figures() -> None:
    app = make_app(event_log=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f5")
        await settle(pilot)
        await wait_until(pilot, lambda: app.steps is not None and app.steps.result is not None)
        assert events() == []
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f5")
        await settle(pilot)
        await wait_until(pilot, lambda: len(events()) == 1)
        await pilot.press("f7")
        await settle(pilot)
        assert isinstance(app.screen, StatsScreen)
        await wait_until(pilot, lambda: "1 checks" in str(app.screen.query_one("#stats-body").render()))
        body = str(app.screen.query_one("#stats-body").render())
        assert "hallucination rate" in body and "recovery rate" in body and "by day" in body
        await pilot.press("escape")
        assert not isinstance(app.screen, StatsScreen)
