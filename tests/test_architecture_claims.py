"""docs/architecture.md's claims that code can check, beside those test_layers.py (imports, layers, cycles,
Textual) and test_house_plan.py (where to add a level) already hold: what the top level holds, the trace's
words, the one place that gets a checker and logs a check, and the one runner."""
from __future__ import annotations

import ast
import re
from enum import Enum
from pathlib import Path

from halcheck_tui.core import case as case_module
from halcheck_tui.core import types

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "halcheck_tui"
DOC = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")


def section(title: str) -> str:
    """The text of the doc's `## title` section, up to the next one."""
    start = DOC.index(f"## {title}\n")
    following = DOC.find("\n## ", start + 1)
    return DOC[start:following if following != -1 else None]


def names_in_backticks(text: str) -> set[str]:
    return set(re.findall(r"`([^`]+)`", text))


def outside_parentheses(text: str) -> str:
    """`text` without its (asides), nested ones too: what a row names, not what it says about it."""
    kept, depth = [], 0
    for char in text:
        depth += char == "("
        if depth == 0:
            kept.append(char)
        depth -= char == ")" and depth > 0
    return "".join(kept)


def test_the_top_level_holds_what_the_layers_table_names_and_nothing_else():
    table = [line for line in section("Layers, lowest first").splitlines() if line.startswith("|")][2:]
    modules_column = outside_parentheses(" ".join(line.split("|")[2] for line in table))
    named = {name for name in names_in_backticks(modules_column) if re.fullmatch(r"[a-z_]+(\.py|/)", name)}
    present = {path.name for path in PACKAGE.glob("*.py") if path.name != "__init__.py"}
    present |= {f"{path.name}/" for path in PACKAGE.iterdir() if path.is_dir() and path.name != "__pycache__"}
    assert named == present


def trace_word_enums_named() -> set[str]:
    """The enums the doc lists after `core/types.py`, and `core/case.EvidenceKind` when it names it."""
    path = section("The path of a case")
    listed = re.search(r"`core/types\.py` \(([^)]*)\)", path)
    assert listed, "the doc no longer lists the trace's enums after `core/types.py`"
    named = names_in_backticks(listed.group(1))
    return named | ({"EvidenceKind"} if "`core/case.EvidenceKind`" in path else set())


def test_every_trace_word_is_a_str_enum_named_in_the_doc():
    named = trace_word_enums_named()
    defined = {name for name, value in vars(types).items()
               if isinstance(value, type) and issubclass(value, Enum) and value.__module__ == types.__name__}
    assert defined <= named, f"enums in core/types.py the doc does not name: {sorted(defined - named)}"
    for name in named:
        enum = getattr(types, name, None) or getattr(case_module, name)
        assert issubclass(enum, str) and issubclass(enum, Enum), name


def modules_naming(name: str) -> set[str]:
    """Package modules (relative paths) whose code reads `name` (a call, an attribute or an import), its
    definition left out."""
    found = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            used = ((isinstance(node, ast.Name) and node.id == name)
                    or (isinstance(node, ast.Attribute) and node.attr == name)
                    or (isinstance(node, ast.ImportFrom) and any(alias.name == name for alias in node.names)))
            if used:
                found.add(str(path.relative_to(PACKAGE)))
    return found


def test_the_case_service_is_the_only_place_that_gets_a_checker():
    assert modules_naming("build_checker") <= {"service.py", "wiring.py"}
    assert modules_naming("build_checker_or_degrade") == {"service.py"}


def test_the_case_service_is_the_only_writer_of_event_log_lines():
    """Every front end's line (`check`, every `--batch` engine, the API, serve, the TUI) goes through
    `service.EventLogWriter`; the batch hands its workers' results to its service's `record`."""
    assert modules_naming("record_check") == {"service.py"}
    assert "cli/commands/check.py" in modules_naming("record")


def test_the_levels_run_through_the_one_runner():
    """`run_level` and `run_through` are read by the runner's module, the checker and the case service;
    no front end (the TUI's step-through included) runs levels by itself."""
    assert {"core/pipeline.py", "service.py"} <= modules_naming("run_through") <= {
        "core/levels.py", "core/pipeline.py", "service.py"}
    assert modules_naming("run_level") <= {"core/levels.py", "core/pipeline.py"}


def test_every_front_end_holds_a_case_service():
    for front_end in ("api.py", "cli/commands/check.py", "cli/batch_lines.py", "evaluation.py", "tui/app.py"):
        assert front_end in modules_naming("CaseService"), front_end
