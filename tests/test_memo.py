"""core.memo: results kept per evidence tuple (by identity), and emptied on request."""
from halcheck_tui.core import memo
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.text.retrieval import split_evidence

POLICY = Evidence("p", EvidenceKind.POLICY, text="Refunds take 14 days. Exchanges are free.")


def counting():
    calls = []

    @memo.per_evidence
    def sentences(evidence, *args):
        calls.append((evidence, args))
        return tuple(item.id for item in evidence) + args
    return sentences, calls


def test_the_same_tuple_is_computed_once_and_an_equal_copy_again():
    sentences, calls = counting()
    evidence = (POLICY,)
    assert sentences(evidence) == sentences(evidence) == ("p",)
    assert len(calls) == 1
    sentences(tuple([POLICY]))  # equal, not the same tuple: it may be another case's
    assert len(calls) == 2


def test_arguments_are_part_of_the_key_and_lists_are_never_kept():
    sentences, calls = counting()
    evidence = (POLICY,)
    sentences(evidence, "a")
    sentences(evidence, "b")
    sentences(evidence, "a")
    assert [args for _, args in calls] == [("a",), ("b",)]
    items = [POLICY]
    sentences(items)
    sentences(items)  # a list may change in place between calls
    assert len(calls) == 4


def test_only_the_last_few_tuples_are_held():
    sentences, calls = counting()
    tuples = [(POLICY,) for _ in range(memo.SLOTS + 1)]
    tuples = [tuple([POLICY]) for _ in tuples]
    for evidence in tuples:
        sentences(evidence)
    sentences(tuples[-1])
    sentences(tuples[0])  # pushed out by the later ones
    assert len(calls) == memo.SLOTS + 2


def test_forget_all_empties_every_cache():
    sentences, calls = counting()
    evidence = (POLICY,)
    sentences(evidence)
    memo.forget_all()
    sentences(evidence)
    assert len(calls) == 2


def test_split_evidence_hands_each_caller_its_own_list():
    evidence = (POLICY,)
    first = split_evidence(evidence)
    first.clear()
    assert [s.text for s in split_evidence(evidence)] == ["Refunds take 14 days.", "Exchanges are free."]
