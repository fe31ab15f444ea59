"""The class summary: two trainees' saved quiz answers -> scores per level, the most missed questions,
Markdown and CSV; bad input is one line and exit 2; files already there are never replaced unasked."""
from __future__ import annotations

import csv
import io

import pytest

from halcheck_tui import locations
from halcheck_tui.classroom import answers, report
from halcheck_tui.classroom.quiz import Marked, Question
from halcheck_tui.cli import main
from halcheck_tui.errors import InputError


def level(trainee, case, level_name, items):
    marked = tuple(Marked(Question(key, text, ("a", "b")), answer, truth) for key, text, answer, truth in items)
    return answers.LevelAnswers(trainee, case, case, level_name, marked)


@pytest.fixture
def two_trainees():
    saved = [
        level("Ada Lovelace", "repair", "confidence", [("s0", "Your refund of $34.60 ...", "kept", "kept")]),
        level("Ada Lovelace", "repair", "grounding", [("c1", "Your refund of $34.60", "contradicted", "contradicted")]),
        level("Ada Lovelace", "repair", "result", [("decision", "The release decision", "block", "release")]),
        level("Grace Hopper", "repair", "grounding", [("c1", "Your refund of $34.60", "supported", "contradicted")]),
        level("Grace Hopper", "trim", "grounding", [("c2", "membership active", "supported", "supported"),
                                                   ("c3", "The sauna ...", "supported", "insufficient_evidence")]),
        level("Grace Hopper", "repair", "result", [("decision", "The release decision", "block", "release")]),
    ]
    for record in saved:
        answers.save(record)
    return saved


def test_answers_are_kept_per_trainee_under_the_data_dir(two_trainees):
    files = sorted(p.name for p in locations.classroom_dir().glob("*.jsonl"))
    assert files == ["ada-lovelace.jsonl", "grace-hopper.jsonl"]
    assert len(answers.load_all()) == 6


def test_scores_per_level_and_most_missed(two_trainees):
    built = report.build(answers.load_all())
    assert built.scores["Ada Lovelace"] == {"confidence": (1, 1), "grounding": (1, 1), "result": (0, 1)}
    assert built.scores["Grace Hopper"] == {"confidence": (0, 0), "grounding": (1, 3), "result": (0, 1)}
    top = built.missed[0]
    assert (top.case, top.key, top.missed, top.asked, top.truth) == ("repair", "decision", 2, 2, "release")
    assert {(m.case, m.key) for m in built.missed} == {("repair", "decision"), ("repair", "c1"), ("trim", "c3")}
    markdown = report.to_markdown(built)
    assert "| Ada Lovelace | 1/1 (100%) | 1/1 (100%) | 0/1 (0%) | 2/3 (67%) |" in markdown
    rows = list(csv.DictReader(io.StringIO(report.scores_csv(built))))
    assert {"trainee": "Grace Hopper", "level": "grounding", "right": "1", "asked": "3"} in rows


def test_report_command_prints_and_exports(two_trainees, tmp_path, capsys):
    out = tmp_path / "class"
    assert main(["lesson", "--report", "--out", str(out)]) == 0
    assert "# Class report" in capsys.readouterr().out
    assert sorted(p.name for p in out.iterdir()) == ["class-missed.csv", "class-report.md", "class-scores.csv"]
    (out / "class-report.md").write_text("my notes")
    assert main(["lesson", "--report", "--out", str(out)]) == 2  # no terminal to ask: refused, not replaced
    assert "already exists" in capsys.readouterr().err and (out / "class-report.md").read_text() == "my notes"
    assert main(["lesson", "--report", "--out", str(out), "--force"]) == 0
    assert (out / "class-report.md").read_text().startswith("# Class report")


def test_bad_input_is_one_line_and_exit_2(tmp_path, capsys):
    assert main(["lesson", "--report"]) == 2
    assert capsys.readouterr().err.count("\n") == 1
    assert main(["lesson", "--list", "--report"]) == 2
    assert main(["lesson", "nope"]) == 2 and "no lesson named 'nope'" in capsys.readouterr().err
    assert main(["lesson", "repair"]) == 2  # no terminal here: said in one line, nothing opened
    assert "needs a terminal" in capsys.readouterr().err
    assert main(["lesson", "--out", str(tmp_path)]) == 2
    broken = locations.classroom_dir() / "x.jsonl"
    broken.parent.mkdir(parents=True, exist_ok=True)
    broken.write_text("not json\n")
    assert main(["lesson", "--report"]) == 2
    assert "x.jsonl:1: not a halcheck.quiz/1 line" in capsys.readouterr().err
    with pytest.raises(InputError):
        answers.check_trainee("   ")
    assert answers.check_trainee("  Ada   L ") == "Ada L"


def test_list_prints_one_line_per_lesson(capsys):
    assert main(["lesson", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 10 and "state-mismatch" in lines[0] and "RECORD_STATE_MISMATCH" in lines[0]
