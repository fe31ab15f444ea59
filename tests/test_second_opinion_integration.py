"""The real second opinions: the shipped second verifier (CTranslate2) and the shipped SmolLM2-135M as a
yes/no judge (llama.cpp), through the CLI and the pipeline. Run in CI: `pytest -m integration`."""
from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from halcheck_tui import locations
from halcheck_tui.config import Settings
from halcheck_tui.core.case import load_case
from halcheck_tui.core.grounding.text import second_opinion
from halcheck_tui.core.types import Method, Verdict
from halcheck_tui.runtimes.support import load_support_verifier
from halcheck_tui.wiring import build_checker

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ROOT / "evidence_store" / "scenarios"
CHUNK = ("The Aria kettle is our best-selling model. It boils 1.7 litres in under four minutes. "
         "Warranty: two years, covering heating faults.")


@pytest.fixture(scope="module")
def verifier():
    return load_support_verifier(locations.support_model_dir(), Settings())


def test_shipped_verifier_scores_a_supporting_chunk_above_an_unrelated_one(verifier):
    # The shipped model is undertrained (MODEL_CARD.md): it does not tell a swapped number from the right
    # one, which is why it may only confirm and why grounding reads numbers in the text before it runs.
    assert verifier.cut is None or 0.0 < verifier.cut < 1.0
    supported, unrelated = verifier.support_probability([
        (CHUNK, "The Aria kettle has a two-year warranty."),
        ("Orders ship from Pune within one business day.", "The Aria kettle has a two-year warranty."),
    ])
    assert 0.0 <= unrelated < supported <= 1.0
    assert verifier.support_probability([(CHUNK, "The Aria kettle has a two-year warranty.")]) == [supported]  # cached


def test_pipeline_with_the_real_verifier_only_ever_confirms():
    # An explicit even-odds cut, so the real model's scores decide something whatever cut its manifest ships.
    settings = replace(Settings(), second_opinion=True, second_opinion_cuts={"support-minilm-l6": 0.5})
    plain, _ = build_checker(replace(settings, second_opinion=False), no_generator=True)
    checker, notes = build_checker(settings, no_generator=True)
    assert checker.runtimes.second_opinion is not None, notes
    read = 0
    for path in sorted(SCENARIOS.glob("*.json")):
        case = load_case(path)
        before = plain.check(case, repair=False).first.grounding.verdicts
        after = checker.check(case, repair=False).first.grounding.verdicts
        for b, a in zip(before, after):
            read += second_opinion.opinion_of(a) is not None
            if a.verdict is not b.verdict:
                assert (b.verdict, b.method, a.verdict, a.method) == (
                    Verdict.INSUFFICIENT, Method.NLI, Verdict.SUPPORTED, Method.SECOND_OPINION)
    assert read > 0, "some scenario claim is left insufficient by NLI, so the verifier reads it"


def test_cli_second_opinion_model_runs_the_shipped_small_model_as_judge(tmp_path):
    """--second-opinion-model with SmolLM2-135M; its cut comes from config.toml under the file's stem."""
    pytest.importorskip("llama_cpp", reason="llama-cpp-python is not installed (scripts/setup.sh builds it)")
    gguf = locations.default_model_path()
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "config.toml").write_text(f'[second_opinion_cuts]\n"{gguf.stem}" = 0.5\n')
    out = subprocess.run([sys.executable, "-m", "halcheck_tui", "check", str(SCENARIOS / "warranty-kb.json"),
                          "--json", "--no-repair", "--no-generator", "--no-log", "--second-opinion-model", str(gguf)],
                         capture_output=True, text=True, timeout=300,
                         env={"HALCHECK_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert out.returncode in (0, 1), out.stderr
    trace = json.loads(out.stdout)
    assert trace["models"]["second_opinion"] == gguf.stem
    opinions = [c for c in trace["claims"] if c["second_opinion"]]
    assert opinions, "the judge read the claims NLI left insufficient"
    for claim in opinions:
        opinion = claim["second_opinion"]
        assert 0.0 <= opinion["score"] <= 1.0 and opinion["model"] == gguf.stem and opinion["cut"] == 0.5
        assert claim["method"] == ("second_opinion" if opinion["confirmed"] else "nli")
        assert opinion["confirmed"] == (opinion["score"] >= 0.5)


def test_cli_rejects_a_missing_judge_file(tmp_path):
    out = subprocess.run([sys.executable, "-m", "halcheck_tui", "check", str(SCENARIOS / "warranty-kb.json"),
                          "--second-opinion-model", str(tmp_path / "nope.gguf")], capture_output=True, text=True,
                         env={"HALCHECK_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert out.returncode == 2
    assert "nope.gguf: no such GGUF file" in out.stderr and len(out.stderr.strip().splitlines()) == 1
