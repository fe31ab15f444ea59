"""README.md is the user's guide: short, and every link in it (and in docs/*.md) leads somewhere.

The measured figures, benchmark logs, in-depth explanations and contributor notes live in docs/ (benchmarks.md,
checks.md, architecture.md, contributing.md); these tests keep the README from growing back into a log and its links from rotting when a
section moves.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
README = REPO / "README.md"
DOCS = sorted((REPO / "docs").glob("*.md"))
MAX_README_LINES = 350

FENCE = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
CODE_SPAN = re.compile(r"(`+)(?!`).*?(?<!`)\1(?!`)", re.DOTALL)
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)


def prose(text: str) -> str:
    """The Markdown outside code (a `## ` line in a code block is no heading, `[x](y)` in backticks no link)."""
    return FENCE.sub("", text)


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation but `-` and `_` dropped, spaces to `-`."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    seen: dict[str, int] = {}
    found = set()
    for heading in HEADING.findall(prose(path.read_text(encoding="utf-8"))):
        base = slug(heading)
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def relative_links(path: Path) -> list[str]:
    return [target for target in LINK.findall(CODE_SPAN.sub("", prose(path.read_text(encoding="utf-8"))))
            if not re.match(r"^[a-z][a-z0-9+.-]*:", target)]  # http:, https:, mailto: are not checked here


def broken_links(path: Path) -> list[str]:
    broken = []
    for target in relative_links(path):
        file_part, _, anchor = target.partition("#")
        linked = (path.parent / file_part).resolve() if file_part else path.resolve()
        if not linked.exists():
            broken.append(f"{target}: no such file")
        elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            broken.append(f"{target}: no heading with that anchor in {linked.relative_to(REPO)}")
    return broken


def test_readme_is_under_the_line_budget():
    lines = README.read_text(encoding="utf-8").count("\n")
    assert lines < MAX_README_LINES, (
        f"README.md has {lines} lines (limit {MAX_README_LINES}): move figures to docs/benchmarks.md and "
        "in-depth explanations to docs/checks.md, and link to them")


def test_every_relative_link_in_the_readme_exists():
    assert relative_links(README), "the README links to docs/: the link pattern found none"
    assert broken_links(README) == []


@pytest.mark.parametrize("doc", DOCS, ids=[d.name for d in DOCS])
def test_every_relative_link_in_docs_exists(doc):
    assert broken_links(doc) == []


def test_the_readme_keeps_its_two_commands_and_links_the_docs():
    text = README.read_text(encoding="utf-8")
    assert "./scripts/setup.sh && .venv/bin/halcheck\n" in text
    assert "./scripts/setup.sh && .venv/bin/python -m pytest -q\n" in text
    linked = {target.partition("#")[0] for target in relative_links(README)}
    assert {"docs/benchmarks.md", "docs/checks.md", "docs/architecture.md", "docs/contributing.md"} <= linked


def test_the_measured_section_lives_in_docs_benchmarks():
    """scripts/update_readme_measured.py rewrites the text between these markers in docs/benchmarks.md."""
    markers = ("<!-- measured:start -->", "<!-- measured:end -->")
    benchmarks = (REPO / "docs" / "benchmarks.md").read_text(encoding="utf-8")
    assert all(benchmarks.count(marker) == 1 for marker in markers)
    assert benchmarks.index(markers[0]) < benchmarks.index(markers[1])
    assert not any(marker in README.read_text(encoding="utf-8") for marker in markers)


def test_slug_follows_github():
    assert slug("HTTP service (`halcheck serve`)") == "http-service-halcheck-serve"
    assert slug("Which CPUs, and the self-test") == "which-cpus-and-the-self-test"
    assert slug("The decision model's fit (`scripts/fit_decision.py`)") == "the-decision-models-fit-scriptsfit_decisionpy"


def readme_case_section() -> str:
    text = README.read_text(encoding="utf-8")
    start = text.index("## A case file, shown whole\n")
    return text[start:text.index("\n## ", start + 1)]


@pytest.mark.integration
@pytest.mark.skipif(not (REPO / "models" / "nli-minilm-l6" / "manifest.json").exists(),
                    reason="models/nli-minilm-l6 is not built")
def test_the_readme_case_checks_as_the_readme_shows(tmp_path):
    """The case shown whole in the README is valid and halcheck still prints what the README says it prints."""
    section = readme_case_section()
    case_json = re.search(r"```json\n(.*?)\n```", section, re.DOTALL).group(1)
    shown = re.search(r"```text\n(.*?)\n```", section, re.DOTALL).group(1)
    case = tmp_path / "case.json"
    case.write_text(case_json, encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "halcheck_tui", "check", str(case), "--json", "--no-generator",
                             "--no-log"], capture_output=True, text=True, timeout=300, cwd=REPO)
    assert result.returncode == 0, result.stderr
    trace = json.loads(result.stdout)
    decision, outcome = re.search(r"Decision: (\w+)\s+Outcome: (\w+)", shown).groups()
    assert (trace["decision"], trace["outcome"]) == (decision, outcome)
    assert trace["final_text"] == " ".join(shown.split("Final text:\n", 1)[1].split())
    failed = {c["reason_code"] for c in trace["claims"] if c["verdict"] == "contradicted"}
    assert failed == set(re.findall(r"contradicted \(\w+\)\s+│ ([A-Z_]+)", shown))
