"""Level 1's self-consistency on fake NLI scores: the share of samples that entail each checkable
sentence, the INCONSISTENT flag from config, null without samples, and never a cut."""
from __future__ import annotations

import json

import pytest

from halcheck_tui.config import Settings
from halcheck_tui.core.case import parse_case
from halcheck_tui.core.confidence.consistency import self_consistency
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.trace import build_trace
from halcheck_tui.core.types import ConsistencyFlag
from halcheck_tui.errors import CaseError
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.nli import FakeNLI

YES, NO = NLIProbs(0.9, 0.05, 0.05), NLIProbs(0.05, 0.9, 0.05)


def entails_when_in_sample(premise: str, hypothesis: str) -> NLIProbs:
    """A sample entails a sentence when it contains the sentence's figure (the fake NLI's rule)."""
    figure = next((w for w in hypothesis.split() if any(ch.isdigit() for ch in w)), None)
    if figure is None:
        return YES
    return YES if figure.strip(".") in premise else NO


def test_share_and_flag_per_sentence():
    nli = FakeNLI(queued=[YES, YES, NO, NO, NO, YES])
    found = self_consistency([(0, "A."), (1, "B.")], ["s1", "s2", "s3"], nli, entail=0.5, min_share=0.5)
    assert found[0].samples == 3 and found[0].entailed_share == pytest.approx(2 / 3)
    assert found[0].flag is ConsistencyFlag.OK
    assert found[1].entailed_share == pytest.approx(1 / 3) and found[1].flag is ConsistencyFlag.INCONSISTENT
    # the sample is the premise, the sentence the hypothesis
    assert nli.calls[0] == ("s1", "A.") and nli.calls[3] == ("s1", "B.")


def test_thresholds_come_from_the_caller():
    probs = [NLIProbs(0.45, 0.5, 0.05)] * 2
    assert self_consistency([(0, "A.")], ["x", "y"], FakeNLI(queued=probs), 0.5, 0.5)[0].flag == "INCONSISTENT"
    assert self_consistency([(0, "A.")], ["x", "y"], FakeNLI(queued=probs), 0.4, 0.5)[0].flag == "OK"
    assert self_consistency([(0, "A.")], ["x", "y"], FakeNLI(queued=probs), 0.5, 0.0)[0].flag == "OK"


def test_no_samples_no_calls():
    nli = FakeNLI()
    assert self_consistency([(0, "A.")], [], nli, 0.5, 0.5) == {} and nli.calls == []
    assert self_consistency([(0, "A.")], ["  "], nli, 0.5, 0.5) == {}


CASE = {
    "id": "sc", "question": "When does my parcel arrive?",
    "draft": "Thanks for asking! Your parcel P-77 arrives on 14 May. It ships with 3 boxes.",
    "evidence": [{"id": "rec", "kind": "record", "source": "tool:get_parcel",
                  "fields": {"parcel_id": "P-77", "arrives": "14 May", "boxes": 3}}],
    "samples": ["Your parcel P-77 arrives on 14 May, in 2 boxes.", "Parcel P-77 will arrive 14 May with 2 boxes."],
}


def checked(raw: dict, settings: Settings | None = None):
    checker = Checker(settings or Settings(), Runtimes(nli=FakeNLI(entails_when_in_sample)), classify_claims=True)
    return checker.check(parse_case(raw))


def test_trace_reports_each_checkable_sentence_and_never_cuts():
    result = checked(CASE)
    sentences = build_trace(result)["sentences"]
    assert sentences[0]["self_consistency"] is None  # a greeting holds no checkable claim
    assert sentences[1]["self_consistency"] == {"samples": 2, "entailed_share": 1.0, "flag": "OK"}
    assert sentences[2]["self_consistency"] == {"samples": 2, "entailed_share": 0.0, "flag": "INCONSISTENT"}
    without = checked({k: v for k, v in CASE.items() if k != "samples"})
    assert [s["self_consistency"] for s in build_trace(without)["sentences"]] == [None, None, None]
    # a signal, never a cut: the same sentences are kept with and without samples
    assert [s["kept"] for s in sentences] == [s["kept"] for s in build_trace(without)["sentences"]]
    assert result.decision == without.decision


def test_min_share_setting_is_read():
    trace = build_trace(checked(CASE, Settings(self_consistency_min_share=0.0)))
    assert all(s["self_consistency"] is None or s["self_consistency"]["flag"] == "OK" for s in trace["sentences"])


def test_samples_round_trip_and_bad_samples_refused():
    case = parse_case(CASE)
    assert case.samples == tuple(CASE["samples"])
    assert json.loads(json.dumps(case.to_json()))["samples"] == CASE["samples"]
    for bad in ("one string", [1, 2], {"a": "b"}):
        with pytest.raises(CaseError, match="samples"):
            parse_case({**CASE, "samples": bad})
    assert parse_case({**CASE, "samples": None}).samples == ()


def test_lesson_key_is_quiet():
    assert parse_case({**CASE, "lesson": {"title": "x"}}).notes == ()


def test_sampler_is_seeded_and_follows_the_logits():
    import numpy as np

    from halcheck_tui.runtimes.sampling import TemperatureSampler

    logits = np.array([0.0, 5.0, 0.0, 4.0])
    draws = [TemperatureSampler(0.8, seed=7)(logits) for _ in range(3)]
    assert len(set(draws)) == 1  # same seed, same draw
    many = TemperatureSampler(1.0, seed=1)
    picks = [many(logits) for _ in range(200)]
    assert set(picks) <= {0, 1, 2, 3} and picks.count(1) > picks.count(3) > picks.count(0)
    with pytest.raises(ValueError):
        TemperatureSampler(0, seed=1)


def test_generate_samples_writes_them_into_the_case(tmp_path, monkeypatch, capsys):
    from halcheck_tui.cli import main
    from halcheck_tui.cli.commands import generate
    from halcheck_tui.runtimes.generator import FakeGenerator

    fake = FakeGenerator(["Parcel P-77 arrives on 14 May.", "It arrives 14 May.", "P-77 comes on 14 May."])
    monkeypatch.setattr(generate, "load_generator", lambda settings, model=None: fake)
    path = tmp_path / "case.json"
    path.write_text(json.dumps({k: v for k, v in CASE.items() if k not in ("draft", "samples")}))
    assert main(["generate", str(path), "--samples", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["draft"] == "Parcel P-77 arrives on 14 May."
    assert out["samples"] == ["It arrives 14 May.", "P-77 comes on 14 May."]
    assert parse_case(out).samples == tuple(out["samples"])
    assert main(["generate", str(path), "--samples", "50"]) == 2
    assert "--samples takes 0 to 20" in capsys.readouterr().err


def test_training_mode_explains_it():
    from halcheck_tui.core.levels import Steps, run_through
    from halcheck_tui.tui.training import explain

    checker = Checker(Settings(), Runtimes(nli=FakeNLI(entails_when_in_sample)))
    steps = run_through(checker, Steps(parse_case(CASE)), "confidence")
    text = explain("confidence", steps, Settings(), sentence=2).plain
    assert "Self-consistency, sentence 2: 0% of 2 other generations" in text and "never a cut" in text
    plain = run_through(checker, Steps(parse_case({k: v for k, v in CASE.items() if k != "samples"})), "confidence")
    assert "Self-consistency" not in explain("confidence", plain, Settings()).plain
