"""Level 1 with the real models on the shipped scenarios: the flags, shaky specifics and cuts it gave before
the scoring prompt was cut to what the draft needs (issue 22), pinned; and the real generator's reuse of a
scored prefix.

The pinned figures are those `scripts/bench.py level1` printed for both prompts, full and needed, on
2026-12-01 (they agreed on every scenario). The model loads once for the module.
"""
from __future__ import annotations

import math
from pathlib import Path

import pytest
from conftest import nli_model_available

pytestmark = [pytest.mark.integration,
              pytest.mark.skipif(not nli_model_available(), reason="models/nli-minilm-l6 is not built")]
pytest.importorskip("llama_cpp", reason="llama-cpp-python is not installed (scripts/setup.sh builds it)")

from halcheck_tui.config import Settings  # noqa: E402
from halcheck_tui.core.case import load_case  # noqa: E402
from halcheck_tui.core.prompts import reply_messages  # noqa: E402
from halcheck_tui.wiring import build_checker  # noqa: E402

SCENARIOS = Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios"

# scenario: (flag per sentence, shaky specifics, claims cut by level 1 with the reason)
PINNED = {
    "cancel-denied": (["LOW", "LOW"], ["June 1"], []),
    "citation-wrong": (["OK", "OK", "LOW"], [], []),
    "courtesy": (["LOW", "LOW"], [], []),
    "delivery-date": (["OK"], ["P-3310", "15 May"], []),
    # "12 May" (the record's eta) was marked shaky at p 0.135 with the delimited scoring layout; the compact
    # one reads it at 0.223, over the 0.2 line. Never cut either way: the record holds it.
    "delivery-eta": (["OK", "LOW"], ["P-3310"], []),
    "no-tool-record": (["LOW", "OK"], ["A-5120"], [("c2", "SHAKY_SPECIFIC")]),
    "password-policy": (["OK", "OK"], [], []),
    "promise-no-policy": (["OK", "OK"], ["A-2231", "3 March", "60"], [("c2", "SHAKY_SPECIFIC")]),
    "refund-amount": (["LOW", "OK"], ["$118.84"], []),
    "refund-escalated": (["LOW", "OK"], [], []),
    "refund-queued": (["LOW", "OK", "LOW"], ["3"], []),
    "store-hours-kb": (["OK"], [], []),
    "warranty-kb": (["OK", "LOW"], [], []),
    "wrong-order": (["OK", "OK"], ["A-4471"], []),
}


@pytest.fixture(scope="module")
def checker():
    checker, notes = build_checker(Settings(scoring_when="always"))  # level 1 itself, on every draft
    if checker.runtimes.generator is None:
        pytest.skip("; ".join(notes))
    yield checker
    checker.runtimes.generator.close()


@pytest.mark.parametrize("name", sorted(PINNED))
def test_level1_flags_and_cuts_on_the_scenarios_are_as_before(checker, name):
    result = checker.check(load_case(SCENARIOS / f"{name}.json"), repair=False)
    confidence = result.first.confidence
    assert confidence.source == "scored"
    flags = [s.flag for s in confidence.sentences]
    shaky = [s.text for sentence in confidence.sentences for s in sentence.shaky]
    cuts = [(o.claim.id, o.reason_code.value) for o in result.first.outcomes
            if o.cut_by_confidence and o.reason_code is not None
            and o.reason_code.value in ("SHAKY_SPECIFIC", "DEGENERATE_SENTENCE")]
    assert (flags, shaky, cuts) == PINNED[name]


def test_a_recheck_runs_only_what_follows_the_shared_opening(checker):
    """The repair's re-check of refund-queued: same prompt, the draft's opening unchanged. Only the tokens
    after it run, and the shared ones keep the logprobs a cold run gives them."""
    generator = checker.runtimes.generator
    case = load_case(SCENARIOS / "refund-queued.json")
    messages = reply_messages(case.question, case.evidence)
    opening = "Thanks for reaching out! Your refund of $118.84 for order A-4417"
    repaired = opening + " is queued for review."
    generator.score(messages, case.draft)
    before = generator.evaluated_tokens
    warm = generator.score(messages, repaired)
    ran = generator.evaluated_tokens - before
    tail = len(generator._llm.tokenize(b" is queued for review.", add_bos=False, special=False))
    assert ran <= tail + 2  # the changed tail, and the position before it whose logits score its first token

    generator.forget_prefix()
    cold = generator.score(messages, repaired)
    assert [t.token for t in warm] == [t.token for t in cold]
    assert all(math.isclose(a.logprob, b.logprob, abs_tol=1e-3) for a, b in zip(warm, cold))


def test_the_system_prompt_stays_in_the_context_from_one_case_to_the_next(checker):
    generator = checker.runtimes.generator
    first, second = (load_case(SCENARIOS / f"{name}.json") for name in ("refund-queued", "warranty-kb"))
    generator.score(reply_messages(first.question, first.evidence), first.draft)
    before = generator.evaluated_tokens
    generator.score(reply_messages(second.question, second.evidence), second.draft)
    whole = len(generator._prompt_tokens(reply_messages(second.question, second.evidence)))
    whole += len(generator._llm.tokenize(second.draft.encode(), add_bos=False, special=False))
    assert generator.evaluated_tokens - before < whole - 40  # the ~70-token system prompt was not run again
