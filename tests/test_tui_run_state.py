"""The App's run bookkeeping without Textual: stale results, waiting for models, cancel."""
from halcheck_tui.core.levels import Level
from halcheck_tui.tui.session import RunState


def test_a_cancelled_run_makes_its_late_results_stale():
    state = RunState()
    control = state.start("grounding")
    first = state.run_id
    assert state.busy and state.is_current(first) and control.target is Level.GROUNDING
    assert state.cancel() is True
    assert control.cancel.is_set() and not state.is_current(first)
    assert state.control is control  # the App clears it when the worker reports the cancel


def test_levels_asked_for_before_the_models_load_keep_the_furthest():
    state = RunState()
    state.wait_for_models("confidence")
    state.wait_for_models("result")
    state.wait_for_models("decompose")
    assert state.busy and state.take_pending() is Level.RESULT
    assert state.take_pending() is None and not state.busy


def test_cancel_drops_a_pending_target_and_the_export_after_run():
    state = RunState(export_after_run=True)
    state.wait_for_models("repair")
    assert state.cancel() is True
    assert state.pending_target is None and state.export_after_run is False
