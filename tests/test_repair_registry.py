"""The correction's rules as units a reader can find (issue 31): the driver's passes and the record fixers
are each one ordered table of named units with a one-line why, and every word table says why it exists."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from halcheck_tui.core.decomposition.mentions import Mention
from halcheck_tui.core.grounding.fields.records import MentionCheck
from halcheck_tui.core.repair import word_tables
from halcheck_tui.core.repair.correct import PASSES
from halcheck_tui.core.repair.record_fixers import RECORD_FIXERS
from halcheck_tui.core.types import ReasonCode

REPAIR = Path(__file__).resolve().parents[1] / "halcheck_tui" / "core" / "repair"


@pytest.mark.parametrize("table", [PASSES, RECORD_FIXERS], ids=["passes", "record fixers"])
def test_each_unit_has_a_unique_name_and_a_one_line_why(table):
    names = [unit.name for unit in table]
    assert len(set(names)) == len(names), names
    for unit in table:
        assert unit.why.strip() and "\n" not in unit.why, unit.name
        assert callable(unit.run if hasattr(unit, "run") else unit.fix), unit.name


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
