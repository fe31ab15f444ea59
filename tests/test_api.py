"""The Python API: cheap to import, Textual-free, and its trace equals the CLI's JSON."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

import halcheck_tui
from halcheck_tui import api, cli, wiring
from halcheck_tui.config import Settings
from halcheck_tui.core.case import load_case
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.errors import InputError
from halcheck_tui.ports import Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI

SCENARIOS = Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios"
DEMO = SCENARIOS / "refund-queued.json"


@pytest.fixture
def fake_models(monkeypatch):
    """wiring.build_checker (the one builder the CLI, API and server share) replaced by fakes; counts builds."""
    built = []

    def fake(settings, model, no_generator, classify_claims=True):
        built.append((settings, model, no_generator))
        return Checker(settings, Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()), classify_claims), ["a note"]

    monkeypatch.setattr(wiring, "build_checker", fake)
    monkeypatch.setattr(api, "_default", None)
    return built


def without_timings(trace):
    return {k: v for k, v in trace.items() if k != "timings_ms"}


def test_import_is_cheap_and_textual_free():
    code = ("import sys, halcheck_tui; heavy = [m for m in sys.modules if m.split('.')[0] in "
            "('numpy', 'textual', 'ctranslate2', 'llama_cpp') or m == 'halcheck_tui.api']; "
            "assert not heavy, heavy; "
            "import halcheck_tui.api; assert callable(halcheck_tui.check) and halcheck_tui.CaseChecker; "
            "bad = [m for m in sys.modules if m.split('.')[0] == 'textual']; assert not bad, bad")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_unknown_attribute_is_an_attribute_error():
    with pytest.raises(AttributeError):
        halcheck_tui.not_a_thing  # noqa: B018


def test_check_accepts_dict_case_and_path_alike(fake_models):
    raw = json.loads(DEMO.read_text())
    checker = api.CaseChecker(Settings())
    from_dict = checker.check(raw, repair=False)
    from_case = checker.check(load_case(DEMO), repair=False)
    from_path = checker.check(DEMO, repair=False)
    assert without_timings(from_dict) == without_timings(from_case) == without_timings(from_path)
    assert from_dict["schema"] == "halcheck.trace/1" and from_dict["case_id"] == "refund-queued"
    assert checker.notes == ["a note"] and checker.models["nli"] == "fake-nli"
    assert len(fake_models) == 1, "one checker, models built once"


def test_trace_equals_cli_json(fake_models, capsys):
    trace = api.CaseChecker(Settings()).check(DEMO, repair=False)
    assert cli.main(["check", str(DEMO), "--json", "--no-repair"]) == 0
    assert without_timings(json.loads(capsys.readouterr().out)) == without_timings(trace)


def test_bad_case_raises_the_clis_error(fake_models, capsys):
    with pytest.raises(InputError) as info:
        halcheck_tui.check({"draft": "   "}, settings=Settings())
    assert info.value.one_line() == "draft: is empty: paste the reply to check"
    with pytest.raises(InputError, match="expected a dict, a Case or a path"):
        halcheck_tui.check(42, settings=Settings())


def test_module_check_reuses_its_checker_until_settings_change(fake_models):
    halcheck_tui.check({"draft": "Thanks!"}, settings=Settings())
    halcheck_tui.check({"draft": "Thanks!"}, settings=Settings())
    assert len(fake_models) == 1
    trace = halcheck_tui.check({"draft": "Thanks!"}, settings=Settings(withheld_message="Later."))
    assert len(fake_models) == 2 and trace["decision"] == "release"


def test_check_many_keeps_order_and_numbers_default_ids(fake_models):
    cases = iter([{"draft": "Thanks!"}, {"id": "x", "draft": "Hello."}, {"draft": "Bye."}])
    traces = list(api.CaseChecker(Settings()).check_many(cases, repair=False))
    assert [t["case_id"] for t in traces] == ["case-1", "x", "case-3"]


@pytest.mark.integration
def test_real_models_trace_equals_cli_json(capsys):
    """Real NLI + embedder + llama.cpp scoring: the API and `halcheck check --json` agree."""
    trace = halcheck_tui.check(json.loads(DEMO.read_text()), repair=False)
    assert trace["decision"] == "block" and trace["models"]["generator"]
    assert cli.main(["check", str(DEMO), "--json", "--no-repair"]) == 0
    assert without_timings(json.loads(capsys.readouterr().out)) == without_timings(trace)
