"""An effect a claim states that a policy sentence says does not happen (grounding.effect_denial), in other words
through lexicon.EFFECT_VERBS. Made-up wording."""
from halcheck_tui.config import Settings as _Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.fields.records import AlignmentLimits as _AlignmentLimits
from halcheck_tui.core.grounding.fields.records import RecordChecker
from halcheck_tui.core.grounding.text.effect_denial import effect_denied
from halcheck_tui.core.types import Verdict

SHIPPED_LIMITS = _AlignmentLimits.from_settings(_Settings())

RULES = ["Appeals are handled by the review desk within 10 days.",
         "An open appeal does not pause a planned meter removal."]


def test_a_policy_that_negates_the_claims_effect_in_other_words():
    claim = "While your appeal is open, the June 4 meter removal is put on hold."
    assert effect_denied(claim, RULES) == RULES[1]


def test_the_same_effect_negated_in_the_claim_or_on_another_thing_is_not_denied():
    assert effect_denied("Your open appeal does not stop the June 4 meter removal.", RULES) is None
    assert effect_denied("While your appeal is open, the June 4 newsletter is put on hold.", RULES) is None
    assert effect_denied("The meter removal is cancelled while the appeal is open.", RULES) is None  # another verb


def test_a_refused_call_does_not_settle_a_claimed_effect_the_policy_denies():
    evidence = [
        Evidence("get_meter#M-8", EvidenceKind.RECORD, fields={"meter": "M-8", "removal": {"planned": "2026-06-04"}},
                 lineage={"source": "tool:get_meter"}),
        Evidence("open_appeal#call-1", EvidenceKind.REFUSED_CALL, tool="open_appeal", decision="ESCALATE",
                 args={"meter": "M-8"}),
        Evidence("terms#appeals", EvidenceKind.POLICY, text=" ".join(RULES)),
    ]
    rc = RecordChecker(evidence, SHIPPED_LIMITS)
    result = rc.check("While your appeal is open, the June 4 meter removal is put on hold.")
    assert result.verdict is Verdict.CONTRADICTED, result.detail
    assert rc.check("The meter removal is planned for June 4.").verdict is Verdict.SUPPORTED


COVER = ["The Silver tier covers lost luggage.", "Worn parts such as belts, hoses and filters are not covered.",
         "Cosmetic damage is excluded."]


def test_a_cover_claim_against_a_list_the_rule_leaves_out_or_an_antonym():
    assert effect_denied("Your belts and hoses are covered for two years.", COVER) == COVER[1]
    assert effect_denied("Cosmetic damage to the panel is fully covered.", COVER) == COVER[2]


def test_a_participle_before_a_noun_and_another_named_scope_are_not_denied():
    assert effect_denied("Repairs after a covered cosmetic damage claim take a week.", COVER) is None
    rules = ["The Bronze tier includes no spare filters; filters are not included."]
    assert effect_denied("Your Gold tier includes spare filters at no cost.", rules) is None
