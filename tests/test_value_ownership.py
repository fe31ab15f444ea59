"""No level reads money, times or durations outside the value layer (issue 36): a regex in the core that
matches a currency, a calendar date, a clock time, a month or weekday name, a time zone or a unit of time,
or that is built from the value layer's fragments, lives in `core/values/`, where every level reads it."""
from __future__ import annotations

import ast
import re
from pathlib import Path

CORE = Path(__file__).resolve().parent.parent / "halcheck_tui" / "core"
VALUE_LAYER = CORE / "values"
_REGEX_CALLS = {"compile", "search", "match", "fullmatch", "findall", "finditer", "sub", "subn", "split"}

# What a money or date pattern's source looks like: a currency sign or word, a digit group shaped like a date
# or a clock, a month or weekday name, am/pm, a zone, a unit of time.
_SIGNATURES = re.compile(
    r"(?:\\\$|[€£¥])[^a-z]{0,8}\\d|\\d[^a-z]{0,8}(?:\\\$|[€£¥])|\b(?:usd|eur|gbp|cents?|dollars?|euros?|pounds?)\b"
    r"|\\d\{4\}-|\\d\{1,2\}[:/]|\\d\{2\}:|\[ap\]|\b[ap]\\\.m"
    r"|\b(?:jan(?:uary)?|feb(?:ruary)?|monday|tuesday|mon\|tue)\b|\butc\b|\bgmt\b"
    r"|\\d[^a-z]{0,16}(?:minutes?|hours?|days?|weeks?|months?|years?)\??\b",
    re.IGNORECASE)
# The value layer's fragments: a pattern built from one of them reads a value.
_FRAGMENTS = {"AM_PM", "MONTH_WORD", "MONTH_PATTERN", "FULL_MONTH_NAME", "ISO_DATE", "UTC_OFFSET", "ISO_TIMESTAMP",
              "ISO_DATE_OR_TIMESTAMP", "ORDINAL_SUFFIX", "WRITTEN_NUMBER", "NUMBER_SCALE", "DURATION_UNIT",
              "NUMBER_SPAN", "SPAN_CURRENCY_CODES"}


def _pattern_sources(call: ast.Call) -> tuple[str, set[str]]:
    """The literal text of a regex call's pattern and the names its f-string parts use."""
    if not call.args:
        return "", set()
    pattern = call.args[0]
    text, names = [], set()
    for node in ast.walk(pattern):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text.append(node.value)
        elif isinstance(node, ast.Name):
            names.add(node.id)
    return "".join(text), names


def value_regexes(source: str) -> list[str]:
    """'line: pattern' for each regex call in `source` that reads money, a date, a time or a duration."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        is_regex = (isinstance(func, ast.Attribute) and func.attr in _REGEX_CALLS
                    and isinstance(func.value, ast.Name) and func.value.id == "re")
        if not is_regex:
            continue
        text, names = _pattern_sources(node)
        if _SIGNATURES.search(text) or names & _FRAGMENTS:
            found.append(f"{node.lineno}: {text[:80] or sorted(names & _FRAGMENTS)}")
    return found


def test_no_money_or_date_regex_outside_the_value_layer() -> None:
    offenders = []
    for path in sorted(CORE.rglob("*.py")):
        if VALUE_LAYER in path.parents:
            continue
        offenders += [f"{path.relative_to(CORE)}:{hit}" for hit in value_regexes(path.read_text(encoding="utf-8"))]
    assert not offenders, "money/date/time regexes outside core/values/:\n" + "\n".join(offenders)


def test_the_scan_finds_a_money_or_date_regex() -> None:
    """Guards the check itself on made-up modules."""
    assert value_regexes('import re\nX = re.compile(r"\\$\\d+")\n')
    assert value_regexes('import re\nX = re.compile(r"\\d{4}-\\d{2}-\\d{2}")\n')
    assert value_regexes('import re\nX = re.compile(rf"\\d+ {AM_PM}")\n')
    assert value_regexes('import re\nX = re.search(r"in (\\d+) days", t)\n')
    assert not value_regexes('import re\nX = re.compile(r"\\b[A-Z][a-z]+\\b")\n')
