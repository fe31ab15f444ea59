"""The multi-writer corpus's format, folds and label scoring (halcheck_tui/corpus.py), on a hand-made line,
plus every writer folder that the repository holds, validated as CI sees it."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from halcheck_tui.corpus import (
    figure_key,
    folder_problems,
    folds,
    line_problems,
    load_lines,
    new_figures,
    repair_harm,
    score_line,
    writer_folders,
)

CORPUS = Path(__file__).resolve().parents[1] / "corpus"

LINE = {
    "case": {"schema": "halcheck.case/1", "id": "wz-001-fee", "draft": "Your cleaning fee is $24.50. Thanks!",
             "evidence": [{"id": "charge#1", "kind": "record", "fields": {"amount": 2450, "currency": "usd"}}]},
    "expect": {"probes": [{"contains": "Your cleaning fee is $24.50", "verdict_in": ["supported"]},
                          {"contains": "Thanks!", "verdict_in": ["not_applicable"]}],
               "outcome_in": ["sent"], "final_excludes": [], "final_includes": ["$24.50"]},
    "meta": {"writer": "wz", "domain": "salon", "scenario": "fee", "errors": []},
}


def trace(outcome: str, final: str, verdict: str = "supported") -> dict:
    return {"outcome": outcome, "final_text": final,
            "claims": [{"start": 0, "end": 27, "verdict": verdict, "reason_code": None, "class": "record"},
                       {"start": 28, "end": 35, "verdict": "not_applicable", "reason_code": None}]}


def test_a_well_formed_line_has_no_problems():
    assert line_problems(LINE, repair=False) == []


@pytest.mark.parametrize("change, problem", [
    (lambda x: x["expect"]["probes"][0].update(contains="$24"), None),
    (lambda x: x["expect"]["probes"][0].update(contains="fee is $99"), "occurs 0 times"),
    (lambda x: x["expect"]["probes"][0].update(verdict_in=["true"]), "verdict_in"),
    (lambda x: x["meta"].update(errors=["made_up_kind"]), "meta.errors"),
    (lambda x: x["expect"].update(outcome_in=None), "needs outcome_in ['sent']"),
    (lambda x: x["case"]["evidence"].append(dict(x["case"]["evidence"][0])), "repeats"),
])
def test_each_broken_rule_is_named(change, problem):
    line = copy.deepcopy(LINE)
    change(line)
    problems = line_problems(line, repair=False)
    if problem is None:
        assert problems == []
    else:
        assert any(problem in p for p in problems), problems


def test_folds_come_from_the_writers_name_alone():
    assert folds(["w03", "w01", "w02", "w04", "w05"], 4) == {"w03": 2, "w01": 0, "w02": 1, "w04": 3, "w05": 0}
    assert folds(["w07"], 4)["w07"] == folds(["w07", "w01", "w09"], 4)["w07"] == 2
    assert folds(["someone"], 4)["someone"] == folds(["someone", "w01"], 4)["someone"]


def test_scoring_a_correct_reply_and_a_changed_one():
    sent = score_line(LINE, trace("sent", LINE["case"]["draft"]), repair=True)
    assert (sent.kind, sent.good, sent.misses, sent.harm) == ("correct sent", True, (), ())
    changed = score_line(LINE, trace("repaired", "Your cleaning fee is $2,450.00. Thanks!"), repair=True)
    assert not changed.good and changed.harm == ("changed by repair",)


def test_harm_is_a_figure_no_expected_correction_holds():
    line = copy.deepcopy(LINE)
    line["case"]["draft"] = "Your cleaning fee is $2,450.00, due March 4."
    line["expect"]["final_includes"] = ["$24.50|24.50", "March 4"]
    assert figure_key("1,294.00") == figure_key("1294") == "1294.0"
    assert new_figures(line["case"]["draft"], "Your cleaning fee is $24.50, due March 4.") == ["24.50"]
    assert repair_harm(line, "Your cleaning fee is $24.50, due March 4.") == []
    assert repair_harm(line, "Your cleaning fee is $245.00, due March 4.") == ["245.00"]


def test_a_folder_short_of_its_minimums_says_so(tmp_path):
    folder = tmp_path / "wz"
    folder.mkdir()
    (folder / "cases.jsonl").write_text(json.dumps(LINE) + "\n")
    (folder / "repair.jsonl").write_text("")
    problems = folder_problems(folder)
    assert any("fewer than 100" in p for p in problems) and any("0 repair cases, fewer than 25" in p for p in problems)
    assert load_lines(folder)[0]["case"]["id"] == "wz-001-fee"


def test_every_finished_writer_folder_in_the_repository_is_well_formed():
    finished = [p for p in writer_folders(CORPUS) if (p / "README.md").exists()]
    for folder in finished:
        assert folder_problems(folder) == [], folder.name
