#!/usr/bin/env python3
"""Count the core's rule mass (issue 38, step 3): regex call sites and word-table entries, over code and
data files alike, so that "at most half of today's" is a figure a script gives, not an estimate.

    .venv/bin/python scripts/rule_mass.py            # totals
    .venv/bin/python scripts/rule_mass.py --by-file  # and each file's share, largest first

A regex call site is a call of `re.compile`, `re.search`, `re.match`, `re.fullmatch`, `re.sub`, `re.subn`,
`re.findall`, `re.finditer` or `re.split`. A word table is a literal set, frozenset, list, tuple or dict of
five or more strings (a dict counts its string keys), or `"...".split()` of five or more words; its entries
are those strings. Data files under the core (`.json`, `.txt`, `.csv`) count one entry per string value or
non-empty line. The language layer (`core/language/`) is counted too: moving a table there is not deleting it.
"""
from __future__ import annotations

import argparse
import ast
import json
import sys
from collections import Counter
from pathlib import Path

CORE = Path(__file__).resolve().parents[1] / "halcheck_tui" / "core"
REGEX_CALLS = frozenset({"compile", "search", "match", "fullmatch", "sub", "subn", "findall", "finditer", "split"})
MIN_TABLE = 5
"""Fewer strings than this is a short list of alternatives in a rule, not a table."""


def _strings(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Dict):
        return [k.value for k in node.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
    if isinstance(node, (ast.Set, ast.List, ast.Tuple)):
        return [e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
    return []


def count_python(source: str) -> tuple[int, int]:
    regexes = entries = 0
    split_parts: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            func = node.func
            if isinstance(func.value, ast.Name) and func.value.id == "re" and func.attr in REGEX_CALLS:
                regexes += 1
            elif func.attr == "split" and isinstance(func.value, ast.Constant) and isinstance(func.value.value, str) \
                    and not node.args:
                words = func.value.value.split()
                if len(words) >= MIN_TABLE:
                    entries += len(words)
                    split_parts.add(id(func.value))
        strings = _strings(node)
        if len(strings) >= MIN_TABLE:
            entries += len(strings)
    return regexes, entries


def count_data(path: Path) -> int:
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        def walk(value) -> int:
            if isinstance(value, dict):
                return sum(1 for k in value if isinstance(k, str)) + sum(walk(v) for v in value.values())
            if isinstance(value, list):
                return sum(walk(v) for v in value)
            return 1 if isinstance(value, str) else 0
        return walk(json.loads(text))
    return sum(1 for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#"))


def measure(root: Path = CORE) -> dict[str, Counter]:
    per_file: dict[str, Counter] = {}
    for path in sorted(root.rglob("*")):
        if "__pycache__" in path.parts or not path.is_file():
            continue
        name = str(path.relative_to(root))
        if path.suffix == ".py":
            regexes, entries = count_python(path.read_text(encoding="utf-8"))
            per_file[name] = Counter(regex_call_sites=regexes, word_table_entries=entries)
        elif path.suffix in (".json", ".txt", ".csv"):
            per_file[name] = Counter(word_table_entries=count_data(path))
    return per_file


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--by-file", action="store_true", help="each file's counts, largest first")
    ap.add_argument("--json", action="store_true", help="print the totals as JSON")
    a = ap.parse_args(argv)
    per_file = measure()
    total = sum(per_file.values(), Counter())
    if a.json:
        print(json.dumps({"regex_call_sites": total["regex_call_sites"], "word_table_entries": total["word_table_entries"]}))
        return 0
    print(f"regex call sites {total['regex_call_sites']}, word-table entries {total['word_table_entries']} "
          f"(halcheck_tui/core, {len(per_file)} files)")
    if a.by_file:
        for name, c in sorted(per_file.items(), key=lambda kv: -(kv[1]["regex_call_sites"] * 10 + kv[1]["word_table_entries"])):
            if c["regex_call_sites"] or c["word_table_entries"]:
                print(f"{c['regex_call_sites']:5d} {c['word_table_entries']:6d}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
