"""The alignment's rule registry (core/grounding/fields/alignment/rules.py): every rule listed once, named, explained,
and walked by the aligner, like a linter's rule list.

The record and claim here are made up for the tests; the code knows none of their words.
"""
import ast
import inspect
import re
from pathlib import Path

from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.fields.alignment import rules as registry
from halcheck_tui.core.grounding.fields.alignment.aligner import RecordAligner
from halcheck_tui.core.grounding.fields.alignment.findings import Alignment
from halcheck_tui.core.grounding.fields.alignment.rules import RULES, run_rules
from halcheck_tui.core.grounding.fields.alignment.run import AlignmentRun, Rule
from halcheck_tui.core.grounding.fields.alignment.vocabulary import stems_of

PACKAGE = Path(registry.__file__).parent
KILN = {"kiln": {"slot_code": "KZ-40913", "glaze_fee": 9.25, "fired_on": "2026-03-14", "sealed": True,
                 "trays": [{"label": "Blue Heron", "pieces": 3}, {"label": "Salt Marsh", "pieces": 5}]}}
CLAIM = "Your kiln slot KZ-40913 was fired on 14 March, the glaze fee is $9.25 and both Blue Heron trays are sealed."


def test_each_rule_has_a_unique_stable_name_a_why_and_what_it_finds():
    names = [rule.name for rule in RULES]
    assert len(names) == len(set(names)), "rule names must be unique"
    for rule in RULES:
        assert re.fullmatch(r"[a-z]+(?:-[a-z]+)*", rule.name), rule.name
        assert rule.why.strip() and len(rule.why) <= 120, rule.name
        assert rule.finds.strip(), rule.name
        assert callable(rule.check), rule.name


def test_every_rule_function_in_the_package_is_registered():
    """A rule is a public `(run: AlignmentRun) -> None` function of a `*_rules.py` module; each is in RULES, once."""
    registered = [rule.check for rule in RULES]
    found = []
    for path in sorted(PACKAGE.glob("*_rules.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef) and not node.name.startswith("_") \
                    and [a.annotation.id for a in node.args.args if isinstance(a.annotation, ast.Name)] == ["AlignmentRun"]:
                found.append(f"{path.stem}.{node.name}")
    listed = [f"{inspect.getmodule(check).__name__.rsplit('.', 1)[-1]}.{check.__name__}" for check in registered]
    assert sorted(found) == sorted(listed)
    assert len(set(registered)) == len(registered)


def test_the_aligner_walks_every_rule_in_order():
    aligner = RecordAligner([Evidence("kiln#1", EvidenceKind.RECORD, fields=KILN, lineage={"source": "tool:kiln"})])
    reached = []

    def recorded(rule: Rule) -> Rule:
        def check(run: AlignmentRun) -> None:
            reached.append(rule.name)
            rule.check(run)
        return Rule(rule.name, rule.why, rule.finds, check)

    run = AlignmentRun(aligner, CLAIM, CLAIM, stems_of(CLAIM), Alignment(CLAIM))
    result = run_rules(run, [recorded(rule) for rule in RULES])
    assert reached == [rule.name for rule in RULES]
    # the walk with the registry is the aligner's own alignment
    assert result.findings == aligner.align(CLAIM).findings
    assert any(f.ok and f.kind == "identifier" for f in result.findings)


def test_a_rule_added_to_the_walk_sees_the_earlier_rules_work():
    """Adding a rule is one function and one registry line: the function reads the run the rules before it left."""
    aligner = RecordAligner([Evidence("kiln#1", EvidenceKind.RECORD, fields=KILN, lineage={"source": "tool:kiln"})])
    seen = {}

    def peek(run: AlignmentRun) -> None:
        seen["scoped"] = len(run.scoped)
        seen["findings"] = len(run.result.findings)

    rules = list(RULES)
    at = next(i for i, rule in enumerate(rules) if rule.name == "figures") + 1
    rules.insert(at, Rule("peek", "a test rule that only looks", "nothing", peek))
    run_rules(AlignmentRun(aligner, CLAIM, CLAIM, stems_of(CLAIM), Alignment(CLAIM)), rules)
    assert seen["scoped"] > 0 and seen["findings"] >= 3


def test_no_function_of_the_alignment_runs_over_80_lines():
    long = []
    for path in sorted(PACKAGE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.end_lineno - node.lineno + 1 > 80:
                long.append(f"{path.name}:{node.lineno} {node.name}")
    assert not long, long


def test_every_module_of_the_alignment_stays_under_450_lines():
    assert not [p.name for p in PACKAGE.glob("*.py") if len(p.read_text(encoding="utf-8").splitlines()) > 450]
