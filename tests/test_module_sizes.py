"""Sizes a reader can hold: no module of the package over 450 lines, no function over 80 (issue 32's house
rules; the alignment and repair packages test their own limits too). A module that grows past them is split
along a seam, not exempted here."""
from __future__ import annotations

import ast
from pathlib import Path

import halcheck_tui

PACKAGE = Path(halcheck_tui.__file__).parent
MAX_MODULE_LINES = 450
MAX_FUNCTION_LINES = 80


def _modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_no_module_is_over_450_lines():
    long = {str(p.relative_to(PACKAGE)): n for p in _modules()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES}
    assert long == {}


def test_no_function_is_over_80_lines():
    long = {}
    for path in _modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) \
                    and node.end_lineno - node.lineno + 1 > MAX_FUNCTION_LINES:
                long[f"{path.relative_to(PACKAGE)}:{node.lineno} {node.name}"] = node.end_lineno - node.lineno + 1
    assert long == {}


def test_the_size_check_sees_the_whole_package():
    # Why: a glob that found nothing would pass both checks; the package has well over a hundred modules.
    assert len(_modules()) > 100 and (PACKAGE / "core" / "pipeline.py") in _modules()
