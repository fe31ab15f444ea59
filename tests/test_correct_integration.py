"""Level 1 with the real local model (SmolLM2-135M through llama.cpp): a figure copied from the evidence
is never cut as a shaky specific, however unsure the reading model was of it (issue 13)."""
from __future__ import annotations

import pytest

from halcheck_tui.config import Settings
from halcheck_tui.core.case import Case, Evidence, EvidenceKind
from halcheck_tui.core.confidence.assess import evidence_figures, held_by_evidence
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.types import ReasonCode
from halcheck_tui.ports import Runtimes

pytestmark = pytest.mark.integration
pytest.importorskip("llama_cpp", reason="llama-cpp-python is not installed (scripts/setup.sh builds it)")

from halcheck_tui.locations import default_model_path  # noqa: E402  # noqa: E402
from halcheck_tui.runtimes.generator import LlamaGenerator

CASES = [
    Case(draft="Thanks for reaching out! Your refund is queued for review. You should see it on your card within "
               "14 business days once approved.", question="Where is my refund?",
         evidence=(Evidence("policy", EvidenceKind.POLICY,
                            text="Once approved, refunds reach the original payment method within 14 business days."),)),
    Case(draft="The Aria kettle holds 1.7 litres and its warranty lasts 2 years.", question="How big is the kettle?",
         evidence=(Evidence("kb", EvidenceKind.PASSAGE,
                            text="Aria kettle\n1.7 litre capacity\nWarranty: 2 years, covers heating faults"),)),
    # Written in another format than the evidence's: the reading model is unsure of these digits
    # (measured 2026-12-01: "14 June" p=0.037, "$1250" p=0.066), yet the evidence holds both figures.
    Case(draft="The sale ends on 14 June and the code is valid until 30 June.", question="Can you tell me?",
         evidence=(Evidence("sale", EvidenceKind.PASSAGE,
                            text="Sale period: 2026-05-20 to 2026-06-14. Codes expire 2026-06-30."),)),
    Case(draft="The fee is $1250 for the year.", question="Can you tell me?",
         evidence=(Evidence("fees", EvidenceKind.PASSAGE, text="Annual fee: USD 1,250.00."),)),
]


@pytest.fixture(scope="module")
def generator():
    gen = LlamaGenerator(default_model_path(), n_ctx=1024)
    yield gen
    gen.close()


@pytest.mark.parametrize("case", CASES, ids=["policy-period", "passage-volume", "passage-date-reformatted", "passage-amount-reformatted"])
def test_a_figure_copied_from_the_evidence_is_never_cut(generator, case):
    checker = Checker(Settings(scoring_when="always"), Runtimes(generator=generator))
    first = checker.assess(case)
    assert first.confidence.available and first.confidence.source == "scored"
    held = evidence_figures(case.evidence)
    shaky = [s for sent in first.confidence.sentences for s in sent.shaky]
    for outcome in first.outcomes:
        figures = [s for s in shaky if outcome.claim.start <= s.start < outcome.claim.end]
        if all(held_by_evidence(s.text, held) for s in figures):
            assert outcome.reason_code is not ReasonCode.SHAKY_SPECIFIC, (outcome.claim.text, figures)
            assert not outcome.cut_by_confidence or outcome.claim.sentence in {
                s.sentence for s in first.confidence.sentences if s.flag == "DEGENERATE"}


def test_the_reformatted_figures_are_shaky_so_the_rule_is_what_keeps_them(generator):
    """Guards the test above against passing vacuously: level 1 does flag figures the evidence holds."""
    flagged = []
    for case in CASES:
        first = Checker(Settings(scoring_when="always"), Runtimes(generator=generator)).assess(case)
        held = evidence_figures(case.evidence)
        flagged += [s.text for sent in first.confidence.sentences for s in sent.shaky if held_by_evidence(s.text, held)]
    assert flagged
