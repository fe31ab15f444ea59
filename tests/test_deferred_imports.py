"""Imports sit at the top of a module; one inside a function says why on its own line or the line above it
(its measured start-up cost, e.g. "# deferred: numpy costs 0.2 s at start-up"), in the rooms outside the
core: the package's top-level modules, cli/, tui/, server/, runtimes/ and store/.

A run of imports shares the comment above its first line. Imports under `if TYPE_CHECKING:` never run
and need none."""
from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "halcheck_tui"
ROOMS = ("cli", "tui", "server", "runtimes", "store")


def audited_files() -> list[Path]:
    files = sorted(PACKAGE.glob("*.py"))
    for room in ROOMS:
        files += sorted((PACKAGE / room).rglob("*.py"))
    return files


def in_function_imports(tree: ast.AST) -> list[ast.stmt]:
    """Import statements inside a function body, except under `if TYPE_CHECKING:`."""
    found: list[ast.stmt] = []

    def walk(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            if in_function and isinstance(child, (ast.Import, ast.ImportFrom)):
                found.append(child)
            walk(child, in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))

    walk(tree, False)
    return found


def explained(lines: list[str], node: ast.stmt, imports_at: set[int]) -> bool:
    """A comment on the import's lines, or above the run of imports it belongs to."""
    if any("#" in lines[number - 1] for number in range(node.lineno, node.end_lineno + 1)):
        return True
    above = node.lineno - 1
    while above in imports_at and "#" not in lines[above - 1]:
        above -= 1
    return above >= 1 and "#" in lines[above - 1]


def unexplained_imports() -> list[str]:
    missing = []
    for path in audited_files():
        text = path.read_text(encoding="utf-8")
        tree, lines = ast.parse(text), text.splitlines()
        nodes = in_function_imports(tree)
        imports_at = {number for node in nodes for number in range(node.lineno, node.end_lineno + 1)}
        missing += [f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: {lines[node.lineno - 1].strip()}"
                    for node in nodes if not explained(lines, node, imports_at)]
    return missing


def test_every_deferred_import_outside_the_core_says_why():
    missing = unexplained_imports()
    assert not missing, ("move these to the top of their module, or say on the line above why they wait "
                         "(the measured cost):\n" + "\n".join(missing))


def test_the_check_sees_a_deferred_import_and_its_comment():
    """Guards the test itself: a bare import in a function is found, a commented one (alone or in a run) is not."""
    source = ("def bare():\n    import json\n\n"
              "def told():\n    # deferred: costs 1 s\n    import json\n    import csv\n\n"
              "def inline():\n    import json  # deferred: costs 1 s\n")
    tree, lines = ast.parse(source), source.splitlines()
    nodes = in_function_imports(tree)
    imports_at = {node.lineno for node in nodes}
    assert [node.lineno for node in nodes if not explained(lines, node, imports_at)] == [2]
