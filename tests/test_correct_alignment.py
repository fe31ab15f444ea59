"""Correction from the grounding's alignment (issue 21), on hand-written findings: each test states the
finding the grounding hands over (a failing MentionCheck naming the span and the record leaf) and checks
what the correction writes. No model runs here; the pipeline tests re-check corrections end to end."""
from __future__ import annotations

import pytest

from halcheck_tui.config import NLIThresholds, Settings
from halcheck_tui.config import Settings as _Settings
from halcheck_tui.core.case import Case, Evidence, EvidenceKind
from halcheck_tui.core.decomposition.decompose import decompose
from halcheck_tui.core.decomposition.mentions import Mention
from halcheck_tui.core.grounding.fields.records import AlignmentLimits, MentionCheck
from halcheck_tui.core.grounding.fields.records import AlignmentLimits as _AlignmentLimits
from halcheck_tui.core.grounding.grounder import ClaimVerdict, GroundingResult, Premise
from halcheck_tui.core.release.policy import ClaimOutcome
from halcheck_tui.core.repair.correct import correct_draft
from halcheck_tui.core.repair.draft_style import (
    format_date,
    format_number,
    format_time,
    parse_record_time,
    status_phrase,
)
from halcheck_tui.core.repair.reading import reads_well
from halcheck_tui.core.repair.refused_calls import Voice
from halcheck_tui.core.repair.verbs import base_of, past_of
from halcheck_tui.core.types import ClaimClass, Method, ReasonCode, Verdict

SHIPPED_LIMITS = _AlignmentLimits.from_settings(_Settings())

KIND_REASON = {"money": ReasonCode.AMOUNT_MISMATCH, "date": ReasonCode.DATE_MISMATCH,
               "identifier": ReasonCode.IDENTIFIER_MISMATCH, "state": ReasonCode.RECORD_STATE_MISMATCH,
               "quantity": ReasonCode.VALUE_MISMATCH, "number": ReasonCode.VALUE_MISMATCH,
               "value": ReasonCode.VALUE_MISMATCH}


def run(draft: str, evidence: list[Evidence], findings: list[tuple[str, str, str, str]] = (),
        policy: dict[str, str] | None = None, voice: Voice | None = None, unsupported: tuple[str, ...] = (),
        shaky: tuple[str, ...] = ()):
    """Correct `draft` given findings (kind, wrong text, record id, leaf path) against record leaves;
    `policy` maps a claim's text fragment to the premise sentence that contradicts it; `unsupported`
    lists fragments of claims that are only unsupported."""
    decomposition = decompose(draft)
    records = {e.id: e for e in evidence}
    verdicts, outcomes = [], []
    for claim in decomposition.claims:
        checks = []
        for kind, said, rid, path in findings:
            if said in claim.context_text:  # a finding may sit in the clause a claim hangs on
                at = claim.context_text.index(said)
                item = records[rid]
                if item.kind is EvidenceKind.REFUSED_CALL:
                    value, reason = f"{item.tool} {item.decision}", ReasonCode.NOT_EXECUTED
                else:
                    value, reason = str(_leaf(item.fields, path)), KIND_REASON[kind]
                checks.append(MentionCheck(Mention(kind, at, at + len(said), said, said), False, rid, path, value,
                                           reason, "hand-written finding"))
        premise = next((text for frag, text in (policy or {}).items() if frag in claim.text), None)
        if any(frag in claim.text for frag in shaky):
            # level 1 found a figure shaky; NLI did not entail the claim from the policy sentence
            verdict = ClaimVerdict(claim.id, Verdict.INSUFFICIENT, ReasonCode.NLI_NOT_ENTAILED, Method.NLI, ("policy",),
                                   "", premises=(Premise("policy", 0, len(premise or ""), premise or "", 0.1),))
            verdicts.append(verdict)
            outcomes.append(ClaimOutcome(claim, Verdict.INSUFFICIENT, ReasonCode.SHAKY_SPECIFIC, True, ("policy",)))
            continue
        if checks:
            verdict = ClaimVerdict(claim.id, Verdict.CONTRADICTED, checks[0].reason, Method.RECORD,
                                   tuple(c.evidence_id for c in checks), "", record_checks=tuple(checks))
        elif premise:
            verdict = ClaimVerdict(claim.id, Verdict.CONTRADICTED, ReasonCode.VALUE_MISMATCH, Method.PASSAGE,
                                   ("policy",), "", premises=(Premise("policy", 0, len(premise), premise, 1.0),))
        elif any(frag in claim.text for frag in unsupported):
            verdict = ClaimVerdict(claim.id, Verdict.INSUFFICIENT, ReasonCode.CLAIM_WITHOUT_TOOL_EVIDENCE,
                                   Method.NONE, (), "")
        else:
            verdict = ClaimVerdict(claim.id, Verdict.SUPPORTED, None, Method.RECORD, (), "")
        verdicts.append(verdict)
        outcomes.append(ClaimOutcome(claim, verdict.verdict, verdict.reason_code, False, verdict.evidence_ids))
    grounding = GroundingResult(tuple(verdicts), None, NLIThresholds())
    all_evidence = list(evidence) + [Evidence("policy", EvidenceKind.POLICY, text=t) for t in (policy or {}).values()]
    case = Case(draft=draft, evidence=tuple(all_evidence))
    return correct_draft(case, decomposition, outcomes, grounding, AlignmentLimits.from_settings(Settings()), voice)


def _leaf(fields, path):
    value = fields
    for part in path.split("."):
        value = value[int(part)] if isinstance(value, list) else value[part]
    return value


def record(fields, rid="rec"):
    return Evidence(rid, EvidenceKind.RECORD, fields=fields)


# --- any leaf, in the draft's style -------------------------------------------------------------------------


def test_an_amount_in_a_nested_leaf_keeps_the_drafts_currency_format():
    evidence = [record({"fees": {"late": {"amount": 42.5, "currency": "GBP"}, "setup": {"amount": 10}}})]
    out = run("The late charge on your locker is £38.00 this month.", evidence,
              [("money", "£38.00", "rec", "fees.late.amount")])
    assert out.text == "The late charge on your locker is £42.50 this month."
    assert out.corrected[0].field == "fees.late.amount"


def test_a_date_in_a_list_item_keeps_the_drafts_date_style():
    evidence = [record({"visits": [{"on": "2026-08-03"}, {"on": "2026-09-14"}]})]
    out = run("Your second fitting is booked for 9/12.", evidence, [("date", "9/12", "rec", "visits.1.on")])
    assert out.text == "Your second fitting is booked for 9/14."
    out = run("Your second fitting is booked for 12.09.2026.", evidence, [("date", "12.09.2026", "rec", "visits.1.on")])
    assert out.text == "Your second fitting is booked for 14.09.2026."


def test_a_time_keeps_the_drafts_clock():
    evidence = [record({"slot": {"starts": "2026-10-02T14:15:00+01:00"}})]
    out = run("The tasting starts at 2:45 pm in the cellar.", evidence, [("date", "2:45 pm", "rec", "slot.starts")])
    assert out.text == "The tasting starts at 2:15 pm in the cellar."
    out = run("The tasting starts at 14:45 in the cellar.", evidence, [("date", "14:45", "rec", "slot.starts")])
    assert out.text == "The tasting starts at 14:15 in the cellar."


def test_a_count_keeps_words_and_its_noun_agrees():
    evidence = [record({"allowance": {"cabin_items": 1}})]
    out = run("Your ticket includes three cabin suitcases.", evidence,
              [("quantity", "three", "rec", "allowance.cabin_items")])
    assert out.text == "Your ticket includes one cabin suitcase."
    evidence = [record({"stock": {"on_hand": 2340}})]
    out = run("We have 3,240 tins in the depot.", evidence, [("number", "3,240", "rec", "stock.on_hand")])
    assert out.text == "We have 2,340 tins in the depot."


def test_a_name_and_an_id_are_put_in_as_the_record_holds_them():
    evidence = [record({"assignee": {"display_name": "Imogen Clarke"}, "case_ref": "KX-55120"})]
    out = run("Your case KX-55210 is with Imelda Clarke.", evidence,
              [("identifier", "KX-55210", "rec", "case_ref"), ("value", "Imelda Clarke", "rec", "assignee.display_name")])
    assert out.text == "Your case KX-55120 is with Imogen Clarke."


def test_an_account_ending_takes_the_recorded_last_digits():
    evidence = [record({"payout": {"destination": "****4417"}})]
    out = run("It goes to the account ending 4471.", evidence, [("identifier", "4471", "rec", "payout.destination")])
    assert out.text == "It goes to the account ending 4417."


def test_an_unknown_status_value_is_written_as_a_phrase_with_its_auxiliary():
    evidence = [record({"permit": {"status": "awaiting_site_visit"}})]
    out = run("Your garage permit has been granted.", evidence, [("state", "granted", "rec", "permit.status")])
    assert out.text == "Your garage permit is awaiting site visit."
    out = run("Both panels were installed.", [record({"job": {"state": "on_hold"}})],
              [("state", "installed", "rec", "job.state")])
    assert out.text == "Both panels are on hold."


def test_a_state_said_of_the_writer_moves_to_the_object():
    evidence = [record({"claim": {"status": "pending_documents"}})]
    out = run("I have settled your storm claim.", evidence, [("state", "settled", "rec", "claim.status")])
    assert out.text == "Your storm claim is pending documents."


def test_a_partly_wrong_sentence_keeps_its_right_clause():
    evidence = [record({"delivery": {"window_end": "2026-07-21"}, "courier": "Parcelwise"})]
    out = run("Your sofa is with Parcelwise, and it should arrive by July 12.", evidence,
              [("date", "July 12", "rec", "delivery.window_end")])
    assert out.text == "Your sofa is with Parcelwise, and it should arrive by July 21."


def test_several_errors_in_one_reply_are_corrected_together_and_an_invented_promise_goes():
    evidence = [record({"balance": 81.2, "due": "2026-11-30"})]
    out = run("Your balance is $18.20. It is due on November 13. We'll waive next month's fee as a thank-you.",
              evidence, [("money", "$18.20", "rec", "balance"), ("date", "November 13", "rec", "due")],
              unsupported=("waive",))
    assert out.text == "Your balance is $81.20. It is due on November 30."
    assert [e.action for e in out.edits].count("drop") == 1


# --- policy figures -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("draft, premise, expected", [
    ("Members can bring up to 4 guests per visit.", "Each member may bring up to 2 guests per visit.",
     "Members can bring up to 2 guests per visit."),
    ("Late returns cost a $0.75 fee per day.", "Books returned late incur a $0.50 fee per day.",
     "Late returns cost a $0.50 fee per day."),
    ("Claims must be filed within 10 to 15 working days of the loss.",
     "Claims must be filed within 30 to 45 working days of the loss.",
     "Claims must be filed within 30 to 45 working days of the loss."),
    ("Lockers are free for children under 10.", "Lockers are free for children under 5 with an adult.",
     "Lockers are free for children under 5."),
])
def test_a_rule_gets_the_policys_figure(draft, premise, expected):
    out = run(draft, [], policy={draft.split()[1]: premise})
    assert out.text == expected


def test_a_policy_figure_of_another_order_is_not_written_in():
    """$12 against the policy's $0.50 is no slip copying the policy: the draft states another quantity (a weekly
    fee, a cap), so the claim is dropped rather than given a figure (scale.far_from_the_draft)."""
    out = run("Late returns cost a $12 fee per day.", [], policy={"Late": "Books returned late incur a $0.50 fee per day."})
    assert out.text == ""  # nothing corrected: the claim is trimmed, as a claim with no correction is
    near = run("Late returns cost a $0.75 fee per day.", [], policy={"Late": "Books returned late incur a $0.50 fee per day."})
    assert near.text == "Late returns cost a $0.50 fee per day."


def test_a_figure_the_policy_does_not_speak_of_is_left_alone():
    premise = "Orders over $80 ship free."
    out = run("Orders over $60 ship free, so your $95.10 basket does too.", [], policy={"Orders": premise})
    assert "$80" in out.text and "$95.10" in out.text


def test_a_piece_of_a_moment_is_no_policy_figure():
    """An ISO instant in a record read out as text is one moment (the value layer's reading): its offset "+09:30"
    is no clock time and "2031-07" no range, so neither can be written into a claim; a date's own words can."""
    from halcheck_tui.core.repair.policy_figures import figures
    verbalised = "balance amount: NZD 640.00. visit begins: 2031-07-19T14:15:00+09:30."
    assert [f.text for f in figures(verbalised)] == ["640.00"]
    assert [f.text for f in figures("Refunds are paid within 14 days, by 5 June at the latest.")] == ["14", "5"]


def test_a_record_claims_moment_is_never_given_a_policy_figure():
    """A claim about the case that no evidence entails keeps its moments: the booking's time is the records' to
    settle, and a policy sentence's clock ("from 9:00 AM") states a rule, not the booking (the claim is trimmed)."""
    premise = "Visits are booked from 9:00 AM on weekdays."
    out = run("Your visit is booked for Thursday 4 June at 11:00 AM.", [], policy={"visit": premise},
              shaky=("visit",))
    assert "9:00" not in out.text
    assert out.text == ""  # nothing corrected: the claim is trimmed


def test_a_record_claims_rule_figure_still_takes_the_policys():
    """The same kind of claim with a rule's figure in it (how long something takes) is still corrected."""
    premise = "Claims are reviewed and answered within three business days."
    out = run("Your claim is being reviewed, and we will reply within five business days.", [],
              policy={"reply": premise}, shaky=("reply",))
    assert out.text.endswith("we will reply within three business days.")


# --- refused and escalated calls ---------------------------------------------------------------------------


def call(tool, decision, **args):
    return Evidence(f"{tool}#1", EvidenceKind.REFUSED_CALL, tool=tool, decision=decision, args=args)


def test_a_denied_call_done_by_the_writer_says_it_could_not_be_done():
    refused = call("extend_lease", "DENY", unit="B-12", months=6)
    out = run("I've extended your lease on unit B-12 by six months. The deposit stays the same.", [refused],
              [("state", "extended", "extend_lease#1", "decision")])
    assert out.text == "I could not extend the lease (unit B-12). The deposit stays the same."


def test_an_escalated_call_is_passed_to_the_team_in_the_teams_voice():
    refused = call("upgrade_seat", "ESCALATE", booking="QX-7")
    out = run("We've upgraded your seat to business class.", [refused],
              [("state", "upgraded", "upgrade_seat#1", "decision")])
    assert out.text == "Your request to upgrade the seat has been escalated to our team for review."
    out = run("We've upgraded your seat to business class.", [refused],
              [("state", "upgraded", "upgrade_seat#1", "decision")],
              voice=Voice(escalated="sent to a supervisor to approve"))
    assert out.text.endswith("has been sent to a supervisor to approve.")


def test_a_passive_effect_of_a_denied_call():
    refused = call("close_account", "DENY", account="5521")
    out = run("Your savings account has been closed, and the balance is $0.", [refused],
              [("state", "closed", "close_account#1", "decision")])
    assert out.text.startswith("Your savings account could not be closed, and the balance is $0.")


def test_an_effect_in_other_words_is_rewritten_from_the_call_and_its_arguments():
    refused = call("activate_roaming", "ESCALATE", line="+44 7700 900123")
    out = run("Roaming on +44 7700 900123 now works in Canada.", [refused],
              [("state", "now works", "activate_roaming#1", "decision")])
    assert out.text == ("Your request to activate the roaming (line +44 7700 900123) has been escalated to our team "
                        "for review.")
    assert "because" not in out.text  # no reason the call does not give


def test_a_claim_the_grounding_did_not_read_as_a_refused_effect_is_not_rewritten_as_one():
    """The repair reads refused calls the way the grounding does, never with a looser reader of its own: a claim
    that reports the request as made ("I asked for ... to be waived") and that the grounding left only unsupported
    is dropped like any claim without a correction, not rewritten into the call's refusal. (The repair's own
    reader rewrote 13 such claims wrongly for 4 rightly over w01-w72, session 28.)"""
    refused = call("forgive_late_fee", "DENY", incident="IN-4410", amount="55.00")
    out = run("I asked for the $55.00 charge on IN-4410 to be waived. Your deposit is untouched.", [refused],
              unsupported=("asked",))
    assert "could not" not in out.text
    assert not out.corrected  # nothing rewritten: the unsupported claim is trimmed, as any claim without a fix


def test_verb_forms():
    assert past_of("reserve") == "reserved" and past_of("apply") == "applied" and past_of("send") == "sent"
    assert base_of("moved", "reschedule") == "move" and base_of("transferred", "transfer") == "transfer"
    assert base_of("added", "grant") == "add" and base_of("changed", "update") == "change"
    assert base_of("processed", "pay") == "process" and base_of("waived", "waive") == "waive"


# --- reading well ------------------------------------------------------------------------------------------


def test_a_correction_that_would_not_read_well_is_trimmed_instead():
    assert not reads_well("Your $118.84 ", "is queued for review", " card.", predicate=True)
    assert not reads_well("", "I are queued for review", " your refund.", predicate=True)
    assert not reads_well("It ships with ", "DHL", " DHL tomorrow.")
    assert reads_well("Your refund ", "is queued for review", ", and it is safe.", predicate=True)
    assert reads_well("Your parcel ", "is in transit", " with DHL.", predicate=True)
    # end to end: the state word sits inside a noun phrase, so the phrase cannot replace it
    evidence = [record({"card": {"status": "frozen"}})]
    out = run("Your active card ending 1234 works abroad.", evidence, [("state", "active", "rec", "card.status")])
    assert "frozen" not in out.text


def test_draft_style_helpers():
    assert format_time((9, 0), "7 am") == "9 am" and format_time((17, 0), "9 a.m.") == "5 p.m."
    assert format_time((18, 30), "7:30 pm") == "6:30 pm" and format_time((9, 5), "08:10") == "09:05"
    assert parse_record_time("2026-03-19T18:30:00") == (18, 30) and parse_record_time("2026-03-19") is None
    assert format_number(2, "three") == "two" and format_number(1284, "1,500") == "1,284"
    assert format_date((2026, 4, 5), "04/07/2026") == "04/05/2026"
    assert format_date((2026, 3, 31), "30.03.2026") == "31.03.2026"
    assert status_phrase("pending_review") == "pending review" and status_phrase("OnHold") == "on hold"


def test_an_end_date_is_not_corrected_to_the_start_of_the_period():
    evidence = [record({"pass": {"valid_from": "2026-05-01", "valid_until": "2026-05-31"}})]
    out = run("Your pass is valid until 30.05.2026.", evidence, [("date", "30.05.2026", "rec", "pass.valid_from")])
    assert "01.05.2026" not in out.text
    out = run("Your pass is valid until 30.05.2026.", evidence, [("date", "30.05.2026", "rec", "pass.valid_until")])
    assert out.text == "Your pass is valid until 31.05.2026."


# --- an amount is corrected only to money the claim is about ------------------------------------------------


def test_an_amount_is_never_corrected_to_a_leaf_that_measures_something_else():
    fields = {"usage_kwh": 642, "reading": "estimated", "currency": "USD"}
    out = run("Your bill of $181.36 was based on an estimated reading.", [record(fields)],
              [("money", "$181.36", "rec", "usage_kwh")])
    assert "$642" not in out.text and not out.corrected


def test_an_amount_is_never_corrected_to_a_figure_the_claim_gives_for_something_else():
    fields = {"usage": 642, "reading": "estimated"}
    out = run("Your bill of $181.36 for 642 units was based on an estimated reading.", [record(fields)],
              [("money", "$181.36", "rec", "usage")])
    assert "$642" not in out.text and not out.corrected


def test_an_amount_aligned_to_a_figure_the_claim_gives_for_something_else_is_not_corrected():
    """"$181.36 for 642 kWh" aligned to usage_kwh = 642: the leaf holds the claim's other figure, so it is not the
    amount's, and no money-named sibling is guessed at (that guess moved no corpus line but one, session 16)."""
    fields = {"usage_kwh": 642, "amount": 118.36, "currency": "USD"}
    out = run("Your bill of $181.36 for 642 kWh was based on an estimated reading.", [record(fields)],
              [("money", "$181.36", "rec", "usage_kwh")])
    assert not out.corrected and "$181.36" not in out.text


def test_a_fee_aligned_to_an_unnamed_leaf_takes_the_policys_figure_about_the_same_thing():
    fields = {"items": [{"name": "Trail shoes", "price": 129.0}]}
    policy = Evidence("returns", EvidenceKind.POLICY,
                      text="Return shipping is free for exchanges; for refunds, a $6.95 label fee is deducted.")
    draft = "Your shoes arrived. A $9.95 label fee is deducted from refunds."
    decomposition_out = run(draft, [record(fields), policy], [("money", "$9.95", "rec", "items.0.price")])
    assert "$6.95 label fee" in decomposition_out.text and "$129" not in decomposition_out.text
    assert decomposition_out.corrected[0].evidence_id == "returns"


def test_a_leaf_the_claim_names_is_corrected_from_the_record_even_with_a_policy_figure():
    fields = {"fee": 12.0}
    policy = Evidence("fees", EvidenceKind.POLICY, text="A standard fee of $9.00 applies to late returns.")
    out = run("Your late return fee is $15.00.", [record(fields), policy], [("money", "$15.00", "rec", "fee")])
    assert "$12.00" in out.text


# --- a statement of what became of a refused call is read against the call ------------------------------------


def test_a_statement_that_a_refused_call_was_not_done_is_a_record_claim_the_call_supports():
    from halcheck_tui.core.grounding.fields.records import RecordChecker, route_by_records

    call = Evidence("reset#1", EvidenceKind.REFUSED_CALL, tool="reset_password", decision="DENY",
                    args={"upn": "a@b.example"})
    policy = Evidence("desk", EvidenceKind.POLICY, text="Password resets require identity verification.")
    evidence = (record({"upn": "a@b.example", "account_status": "locked"}), call, policy)
    for text in ("I could not reset the password.", "Your request to reset the password has been passed to "
                                                    "our team for review."):
        routed = route_by_records(decompose(text), evidence, AlignmentLimits.from_settings(Settings()))
        claim = routed.claims[0]
        assert claim.claim_class is ClaimClass.RECORD
        assert RecordChecker(evidence, SHIPPED_LIMITS).check(claim.text, claim.context_text).verdict is Verdict.SUPPORTED
    # A policy sentence that names the same action is not about this customer's call: it stays a rule or fact.
    routed = route_by_records(decompose("Passwords cannot be reset without identity verification."), evidence, AlignmentLimits.from_settings(Settings()))
    assert routed.claims[0].claim_class is not ClaimClass.RECORD


# --- a date aligned to the wrong end of a period -----------------------------------------------------------


def test_an_end_date_aligned_to_the_start_leaf_is_corrected_from_the_end_leaf():
    fields = {"valid_from": "2026-03-01", "valid_to": "2026-03-31"}
    out = run("Your pass is valid until 30.03.2026.", [record(fields)], [("date", "30.03.2026", "rec", "valid_from")])
    assert "31.03.2026" in out.text and out.corrected[0].field == "valid_to"


def test_a_date_aligned_to_a_leaf_the_claim_already_dates_is_corrected_from_the_leaf_its_words_name():
    fields = {"issued_on": "2026-01-20", "expires_on": "2026-07-19", "status": "issued"}
    out = run("Your permit was issued on January 20 and expires on July 9, 2026.", [record(fields)],
              [("date", "July 9, 2026", "rec", "issued_on")])
    assert "expires on July 19, 2026" in out.text and "January 20" in out.text


def test_no_date_is_written_when_two_leaves_could_play_the_role():
    fields = {"opened": "2026-01-20", "ends_at": "2026-07-19", "expires_on": "2026-08-01"}
    out = run("It was opened on January 20 and ends on July 9.", [record(fields)],
              [("date", "July 9", "rec", "opened")])
    assert "July 9" not in out.text and not out.corrected


def test_a_time_on_the_day_the_claim_gives_is_corrected_from_the_same_leaf():
    fields = {"start": "2026-03-19T18:30:00"}
    out = run("Your class is on March 19 at 7:30 pm.", [record(fields)], [("date", "7:30 pm", "rec", "start")])
    assert "6:30 pm" in out.text and "March 19" in out.text


def test_a_claim_with_a_record_figure_and_a_rule_figure_wrong_gets_both_corrected():
    fields = {"credits_left": 38, "credits_used": 12}
    policy = Evidence("rules", EvidenceKind.POLICY,
                      text="Members may roll over up to 10 unused class credits into the next term.")
    out = run("You have 83 class credits left, and up to 25 unused class credits roll over into the next term.",
              [record(fields), policy], [("quantity", "83", "rec", "credits_left")])
    assert "38 class credits left" in out.text and "up to 10 unused" in out.text, out.text
    assert "83" not in out.text and "25" not in out.text


def test_a_value_given_by_a_refused_call_that_never_ran_becomes_the_statement_of_the_call():
    fields = {"unit": "14B", "gate_code_set": False}
    call = Evidence("call#1", EvidenceKind.REFUSED_CALL, tool="generate_gate_code", decision="DENY",
                    args={"unit": "14B", "reason": "caller not on the lease"})
    out = run("Your gate code for unit 14B is 7731. Codes expire after one day.", [record(fields), call],
              [("value", "7731", "rec", "gate_code_set")])
    assert out.text.startswith("I could not generate the gate code (unit 14B).") and "7731" not in out.text, out.text
    assert "lease" not in out.text  # no reason the customer was not given


def test_a_claim_whose_wrong_value_sits_in_the_clause_it_hangs_on_is_kept_for_that_clauses_correction():
    fields = {"device": {"model": "Vireo 20"}, "spare": {"tag": "TG-2044", "model": "Vireo 30", "ready": "2026-05-02"}}
    out = run("Your spare, a Vireo 20 (TG-2044), is being set up and should be ready by May 2.", [record(fields)],
              [("value", "Vireo 20", "rec", "spare.model")])
    assert out.text == "Your spare, a Vireo 30 (TG-2044), is being set up and should be ready by May 2.", out.text


def test_a_time_range_is_corrected_end_by_end_from_the_objects_start_and_end():
    fields = {"slot": {"day": "2026-07-09", "opens": "14:30", "closes": "18:00"}}
    out = run("Your pickup is on July 9 between 10 am and 2:30 pm.", [record(fields)],
              [("date", "10 am", "rec", "slot.opens")])
    assert out.text == "Your pickup is on July 9 between 2:30 pm and 6:00 pm.", out.text  # each end in its own style


def test_a_range_end_followed_by_a_word_keeps_the_space_before_it():
    fields = {"outage": {"start": "2026-02-11T08:15:00Z", "end": "2026-02-11T11:40:00Z"}}
    out = run("The outage ran from 08:15 to 11:04 UTC on February 11.", [record(fields)],
              [("date", "11:04", "rec", "outage.end")])
    assert out.text == "The outage ran from 08:15 to 11:40 UTC on February 11.", out.text


def test_a_figure_level_one_found_shaky_gets_the_policys_figure():
    out = run("Express orders leave within 3 working days.", [],
              policy={"Express": "Express orders leave the warehouse within 1 working day."}, shaky=("Express",))
    assert out.text == "Express orders leave within 1 working day.", out.text
