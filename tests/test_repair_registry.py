"""The correction's rules as units a reader can find (issue 31, issue 39 step 3): the driver's passes and the
record fixers are each one ordered table of coded, named units with a one-line why and a fixture, and every word
table says why it exists. Each unit's fixture shows it at work: the real correction of the fixture's made-up draft
reads as the fixture says with every unit, and otherwise with that unit taken out."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from halcheck_tui.config import Settings
from halcheck_tui.core.decomposition.mentions import Mention
from halcheck_tui.core.grounding.fields.records import AlignmentLimits, MentionCheck
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.repair import correct, record_fixers, word_tables
from halcheck_tui.core.repair.correct import PASSES, correct_draft
from halcheck_tui.core.repair.fix import RepairFixture
from halcheck_tui.core.repair.record_fixers import RECORD_FIXERS
from halcheck_tui.core.types import ReasonCode
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI

REPAIR = Path(__file__).resolve().parents[1] / "halcheck_tui" / "core" / "repair"


@pytest.mark.parametrize("table", [PASSES, RECORD_FIXERS], ids=["passes", "record fixers"])
def test_each_unit_has_a_unique_name_and_a_one_line_why(table):
    names = [unit.name for unit in table]
    assert len(set(names)) == len(names), names
    for unit in table:
        assert unit.why.strip() and "\n" not in unit.why, unit.name
        assert callable(unit.run if hasattr(unit, "run") else unit.fix), unit.name


@pytest.mark.parametrize("table, prefix", [(PASSES, "CP"), (RECORD_FIXERS, "RF")], ids=["passes", "record fixers"])
def test_each_units_code_is_its_place_in_the_table(table, prefix):
    """The code says where the unit runs: CP01 first, and a table that loses or gains a unit is renumbered."""
    assert [unit.code for unit in table] == [f"{prefix}{n:02d}" for n in range(1, len(table) + 1)]
    assert all(re.fullmatch(rf"{prefix}\d\d", unit.code) for unit in table)


def test_the_passes_start_from_the_claims_fixes():
    """Every later pass narrows the plan the first one writes, so the first must be the one that writes it."""
    assert PASSES[0].name == "fix each claim"


def _check(kind: str, reason: ReasonCode | None) -> MentionCheck:
    mention = Mention(kind, 0, 4, "zzzz", "zzzz")
    return MentionCheck(mention, False, "ev", "a.b", "yyyy", reason, "made up")


@pytest.mark.parametrize("kind, reason, first", [
    ("state", None, "state"),
    ("money", None, "amount"),
    ("identifier", ReasonCode.IDENTIFIER_MISMATCH, "identifier"),
    ("quantity", None, "number"),
    ("colour", ReasonCode.VALUE_MISMATCH, "value"),
    ("colour", ReasonCode.AMOUNT_MISMATCH, "amount"),
])
def test_the_first_fixer_that_answers_a_finding(kind, reason, first):
    answering = [f.name for f in RECORD_FIXERS if f.answers(_check(kind, reason))]
    assert answering[0] == first
    assert answering[-1] == "value", "the last fixer answers every finding"


def test_every_word_table_says_why_it_exists():
    source = (REPAIR / "word_tables.py").read_text(encoding="utf-8")
    lines = source.splitlines()
    tables = [node for node in ast.parse(source).body if isinstance(node, (ast.Assign, ast.AnnAssign))
              and isinstance(target := (node.targets[0] if isinstance(node, ast.Assign) else node.target), ast.Name)
              and target.id.isupper() and not target.id.startswith("_")]
    assert tables
    for node in tables:
        above = lines[node.lineno - 2].strip() if node.lineno > 1 else ""
        assert above.startswith("#"), f"line {node.lineno}: a word table without a line saying why"
    public = {name for name in vars(word_tables) if name.isupper() and not name.startswith("_")}
    assert public == {(n.targets[0] if isinstance(n, ast.Assign) else n.target).id for n in tables}


def test_no_repair_module_is_over_450_lines_nor_a_function_over_80():
    for path in sorted(REPAIR.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert len(text.splitlines()) <= 450, path.name
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                assert node.end_lineno - node.lineno + 1 <= 80, f"{path.name}: {node.name}"


# --- fixtures: each pass and fixer shown at work -----------------------------------------------------------

UNITS = [(correct, "PASSES", unit) for unit in PASSES] \
    + [(record_fixers, "RECORD_FIXERS", unit) for unit in RECORD_FIXERS]
NEUTRAL = NLIProbs(0.1, 0.8, 0.1)
"""The fixtures are settled by their records and policy text: NLI, a stand-in here, entails and contradicts nothing."""


def _corrected(fixture: RepairFixture) -> str:
    """The fixture's draft as the repair level corrects it, after the pipeline's first check of the case."""
    settings = Settings()
    nli = FakeNLI(rule=lambda premise, hypothesis: NEUTRAL)
    checker = Checker(settings, Runtimes(nli=nli, embedder=FakeEmbedder()))
    case = fixture.case()
    first = checker.assess(case)
    return correct_draft(case, first.decomposition, first.outcomes, first.grounding,
                         AlignmentLimits.from_settings(settings)).text


def test_every_pass_and_fixer_has_a_fixture():
    missing = [unit.code for _, _, unit in UNITS if not isinstance(unit.fixture, RepairFixture)]
    assert not missing, f"units without a fixture: {missing}"


@pytest.mark.parametrize("module, table, unit", UNITS, ids=[f"{unit.code} {unit.name}" for _, _, unit in UNITS])
def test_the_unit_does_what_its_fixture_shows(module, table, unit, monkeypatch):
    """The correction with every pass and fixer reads as the fixture says; with this one unit taken out of its
    table (the driver and `record_fix` read their table when they run) it reads otherwise."""
    assert _corrected(unit.fixture) == unit.fixture.corrected
    monkeypatch.setattr(module, table, tuple(u for u in getattr(module, table) if u is not unit))
    assert _corrected(unit.fixture) != unit.fixture.corrected, f"{unit.name} changes nothing its fixture shows"
