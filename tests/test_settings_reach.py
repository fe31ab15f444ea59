"""The user's settings reach every level of both passes: no level falls back to the defaults (issue 32)."""
from __future__ import annotations

from pathlib import Path

from halcheck_tui.config import Settings
from halcheck_tui.core.case import load_case
from halcheck_tui.core.grounding import grounder
from halcheck_tui.core.grounding.fields import records
from halcheck_tui.core.grounding.fields.records import AlignmentLimits
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.repair import correct
from halcheck_tui.ports import Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI

SCENARIOS = Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios"


def test_a_non_default_config_reaches_the_recheck_of_a_fix(monkeypatch):
    seen: list[AlignmentLimits] = []
    real = records.record_checker

    def spy(evidence, limits):
        seen.append(limits)
        return real(evidence, limits)

    for module in (records, grounder, correct):  # routing, grounding, and the correction's own reading
        monkeypatch.setattr(module, "record_checker", spy)
    defaults = Settings()
    mine = Settings(repair_mode="auto", record_residual_max=defaults.record_residual_max + 3,
                    record_novel_max=defaults.record_novel_max + 1,
                    restatement_novel_max=defaults.restatement_novel_max + 2)
    checker = Checker(mine, Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()))
    result = checker.check(load_case(SCENARIOS / "refund-queued.json"))
    assert result.repair is not None and result.repair.attempted and result.repair.recheck is not None, \
        "the scenario's fix must be re-checked for this test to say anything"
    expected = AlignmentLimits.from_settings(mine)
    assert expected != AlignmentLimits.from_settings(defaults)
    assert len(seen) >= 4, "routing and grounding of the first check and of the re-check"
    assert set(seen) == {expected}


def test_the_recheck_of_a_fix_runs_through_the_one_level_runner(monkeypatch):
    """A level added to the runner runs in both passes: the re-check is `run_through`, not its own sequence."""
    from halcheck_tui.core import levels

    ran: list[tuple[str, bool]] = []
    real = levels.run_level

    def spy(checker, steps, level, **kwargs):
        ran.append((str(level), steps.earlier is not None))
        return real(checker, steps, level, **kwargs)

    monkeypatch.setattr(levels, "run_level", spy)
    checker = Checker(Settings(repair_mode="auto"), Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()))
    result = checker.check(load_case(SCENARIOS / "refund-queued.json"))
    assert result.repair is not None and result.repair.recheck is not None
    rechecked = [level for level, is_recheck in ran if is_recheck]
    assert rechecked == ["decompose", "confidence", "grounding"]


def test_no_core_module_builds_default_settings():
    """The core reads the settings it is handed: a `Settings()` inside it would silently replace the user's
    config with the shipped defaults (as the repair's re-check once did)."""
    import ast
    from pathlib import Path

    import halcheck_tui.core as core

    builders = []
    for path in Path(core.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) == "Settings":
                builders.append(f"{path.name}:{node.lineno}")
    assert builders == []
