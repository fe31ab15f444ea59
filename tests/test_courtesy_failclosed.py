"""Issue 12 item 0: a courtesy opener never carries a claim past the checks (fail closed, seed 001).

For any checked claim and any opener from a broad list, the verdict and the decision are those of the bare
claim, and a sentence that holds a claim is never released unchecked.
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from halcheck_tui.config import Settings
from halcheck_tui.core.case import parse_case
from halcheck_tui.core.decomposition.decompose import decompose
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.types import ClaimClass
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI

NEUTRAL = NLIProbs(0.1, 0.8, 0.1)

OPENERS = [
    "Hi Sam, ", "Hi, ", "Hello there, ", "Hey Alex! ", "Dear customer, ", "Dear Ms Patel, ", "Good morning, ",
    "Good afternoon Sam, ", "Thanks, ", "Thank you, ", "Thank you so much, ", "Thanks for reaching out, ",
    "Thanks for your patience and ", "Thank you for waiting: ", "Many thanks, ", "Sorry for the delay, ",
    "Sorry about that - ", "Apologies for the wait, ", "We apologise for the inconvenience; ", "My apologies, ",
    "I'm sorry for the trouble, ", "Good news: ", "Great news! ", "Good news, ", "Just to confirm, ",
    "To confirm, ", "As promised, ", "As requested, ", "Quick update: ", "Happy to help: ", "Happy to help! ",
    "I'm happy to help, ", "Glad to help - ", "Of course! ", "Absolutely, ", "Sure, ", "No problem, ",
    "I can confirm that ", "I'm pleased to confirm that ", "Just wanted to let you know that ",
    "Rest assured, ", "Hi Sam, thanks for waiting. ", "Hello, sorry for the delay, ",
]

CLAIMS = [
    "your refund of $118.84 has been issued.",
    "your refund has been issued.",
    "you'll get your $118.84 back today.",
    "your refund for order A-4417 was processed yesterday.",
    "we've refunded your $118.84.",
    "your refund of $118.84 is queued for review.",
]

CASE = {
    "schema": "halcheck.case/1", "id": "opener-prop", "question": "Where is my refund?",
    "draft": "",
    "evidence": [{"id": "get_refund#A-4417", "kind": "record", "source": "tool:get_refund",
                  "fields": {"order_id": "A-4417", "status": "queued_for_review", "amount": 118.84, "currency": "USD"}},
                 {"id": "refund-policy#timing", "kind": "policy", "revision": "v7",
                  "text": "Once approved, refunds reach the original payment method within 14 business days."}],
}


def run(draft: str):
    checker = Checker(Settings(), Runtimes(nli=FakeNLI(rule=lambda p, h: NEUTRAL), embedder=FakeEmbedder()))
    return checker.check(parse_case({**CASE, "draft": draft}), repair=False)


def checked(result):
    return [o for o in result.first.outcomes if o.claim.claim_class is not ClaimClass.CONVERSATIONAL]


def capitalised(text: str) -> str:
    return text[0].upper() + text[1:]


@settings(max_examples=120, deadline=None)
@given(opener=st.sampled_from(OPENERS), claim=st.sampled_from(CLAIMS))
def test_opener_changes_no_verdict_and_no_decision(opener, claim):
    bare = run(capitalised(claim))
    opened = run(opener + (capitalised(claim) if opener.rstrip().endswith((".", "!")) else claim))
    assert [(o.verdict, o.reason_code) for o in checked(opened)] == [(o.verdict, o.reason_code) for o in checked(bare)]
    assert (opened.decision, opened.outcome) == (bare.decision, bare.outcome)


def test_every_hallucinated_draft_with_an_opener_is_stopped():
    hallucinated = [c for c in CLAIMS if "queued" not in c]
    sent = [(o, c) for o in OPENERS for c in hallucinated if run(o + c).outcome == "sent"]
    assert sent == []


def test_a_sentence_with_a_claim_is_never_released_unchecked():
    for opener in OPENERS:
        for claim in CLAIMS:
            decomposition = decompose(opener + claim)
            assert any(c.claim_class is not ClaimClass.CONVERSATIONAL for c in decomposition.claims), opener + claim


def test_courtesy_joined_by_and_is_split_only_before_a_clause():
    claims = decompose("Thanks for your patience and your refund has been issued.").claims
    assert [(c.text, c.claim_class) for c in claims] == [
        ("Thanks for your patience", ClaimClass.CONVERSATIONAL), ("your refund has been issued", ClaimClass.RECORD)]
    only = decompose("Thanks for the photos and the receipt.").claims
    assert [c.claim_class for c in only] == [ClaimClass.CONVERSATIONAL]


def test_a_presupposing_question_asserts_its_fact():
    result = run("Did you know your refund has already been issued?")
    assert result.outcome != "sent"
    assert [o.reason_code.value for o in checked(result)] == ["RECORD_STATE_MISMATCH"]
    assert all(c.claim_class is ClaimClass.CONVERSATIONAL for c in decompose("Is there anything else I can do?").claims)


def test_pure_courtesy_is_still_never_flagged():
    for text in ["Thanks for reaching out!", "Hi Sam,", "Good news!", "Thanks, Sam.", "Thank you for your order.",
                 "Let me know if you have any questions about your order.", "Sorry for the delay!",
                 "Hope this helps!", "Have a great day!", "Is there anything else I can help with?"]:
        result = run(text)
        assert (result.decision, result.outcome) == ("release", "sent"), text


def test_one_matching_value_does_not_support_an_unsettled_claim():
    result = run("You'll get your $118.84 back today.")
    assert result.outcome != "sent"
    assert [o.verdict.value for o in checked(result)] != ["supported"]
