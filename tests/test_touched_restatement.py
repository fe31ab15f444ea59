"""A record claim the fields touch but do not settle, read as the policy line it restates. Made-up wording."""
from halcheck_tui.config import NLIThresholds, Settings
from halcheck_tui.core.case import parse_case
from halcheck_tui.core.decomposition.decompose import decompose
from halcheck_tui.core.grounding.fields.records import AlignmentLimits, route_by_records
from halcheck_tui.core.grounding.grounder import Grounder, GroundingSettings
from halcheck_tui.core.types import ClaimClass, Method, Verdict

DESK = ("Locker pickup is from 7:00 AM and locker drop-off is by 8:00 PM. "
        "Late locker pickup is subject to staffing and cannot be promised.")


def _ground(draft: str, fields: dict, policy: str = DESK):
    case = parse_case({"draft": draft, "evidence": [
        {"id": "get_locker#LK-40", "kind": "record", "source": "tool:get_locker", "fields": fields},
        {"id": "locker-rules#1", "kind": "policy", "text": policy}]})
    settings = Settings()
    routed = route_by_records(decompose(draft), case.evidence, AlignmentLimits.from_settings(settings))
    # No NLI model: what is settled here is settled by the records or a restatement alone.
    grounder = Grounder(None, None, NLIThresholds(), GroundingSettings.from_settings(settings))
    return routed, grounder.ground(case, routed)


# The claim's "late locker pickup" meets a request's type: the fields touch the claim and settle nothing of it.
FIELDS = {"locker": "LK-40", "locker_pickup": "2027-02-11", "requests": [{"type": "late_locker_pickup", "status": "noted"}]}


def test_a_touched_record_claim_that_restates_two_policy_sentences_is_supported():
    routed, result = _ground("Locker pickup normally starts at 7:00 AM, and late locker pickup depends on staffing.",
                             FIELDS)
    assert routed.claims[0].claim_class is ClaimClass.RECORD
    verdict = result.verdicts[0]
    assert (verdict.verdict, verdict.method) == (Verdict.SUPPORTED, Method.PASSAGE), verdict.detail
    premise = verdict.premises[0]
    assert DESK[premise.start:premise.end].startswith("Locker pickup is from 7:00 AM")  # the window's own offsets


def test_a_touched_record_claim_with_a_figure_the_policy_lacks_is_not_restated():
    _routed, result = _ground("Locker pickup normally starts at 6:00 AM, and late locker pickup depends on staffing.",
                              FIELDS)
    assert result.verdicts[0].method is not Method.PASSAGE


def test_a_touched_record_claim_needs_every_word_in_the_policy_its_records_words_too():
    # "noted" is the record's word; a restatement read for a touched claim may not skip it
    _routed, result = _ground("Your late locker pickup is noted and depends on staffing.", FIELDS)
    assert result.verdicts[0].method is not Method.PASSAGE
