"""A line that leaves out a claim's name, read with the line of the same text that names it
(grounding.name_bridge). Wording is made up for the tests."""
from halcheck_tui.core.case import EvidenceKind
from halcheck_tui.core.grounding.grounder import missing_names
from halcheck_tui.core.grounding.text.name_bridge import bridged_pairs
from halcheck_tui.core.grounding.text.retrieval import EvidenceSentence
from halcheck_tui.core.grounding.verdicts import Premise

LINES = ["Quotas keep the Relay service fair for everyone.", "The Gold tier allows 40 uploads a day.",
         "The Tin tier allows 4 uploads a day.", "Uploads are not resumable."]


def sentences():
    out, at = [], 0
    for i, line in enumerate(LINES):
        out.append(EvidenceSentence("doc#quotas", EvidenceKind.PASSAGE, i, at, at + len(line), line))
        at += len(line) + 1
    return out


def premise(i):
    s = sentences()[i]
    return Premise(s.evidence_id, s.start, s.end, s.text, 0.0, names_ok=False)


def test_the_line_is_joined_with_the_line_that_names_the_claims_subject():
    claim = "On the Gold tier, your Relay quota is 40 uploads a day"
    pairs = bridged_pairs(claim, [premise(1)], sentences(), missing_names)
    assert [text for *_, text in pairs] == [f"{LINES[0]} {LINES[1]}"]


def test_no_join_when_the_line_lacks_the_claims_figure_or_its_polarity():
    claim = "On the Gold tier, your Relay quota is 4 uploads a day"  # the figure is another line's
    assert bridged_pairs(claim, [premise(1)], sentences(), missing_names) == []
    claim = "Relay uploads are resumable"
    assert bridged_pairs(claim, [premise(3)], sentences(), missing_names) == []


def test_a_line_that_names_everything_is_not_joined():
    ok = Premise("doc#quotas", 0, 10, LINES[1], 0.0)
    assert bridged_pairs("The Gold tier allows 40 uploads a day", [ok], sentences(), missing_names) == []
