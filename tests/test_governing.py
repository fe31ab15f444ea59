"""What a claim says about each value (grounding.governing): the action that governs a figure, a policy that
says the action is not taken for it, and words that set the terms never left unread. Made-up records."""
from halcheck_tui.config import Settings as _Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.fields.alignment.vocabulary import same_word
from halcheck_tui.core.grounding.fields.governing import (
    governed_figure_conflict,
    governing_action,
    immediacy_conflict,
    policy_denies,
    role_agrees,
    terms_left,
    timing_left,
)
from halcheck_tui.core.grounding.fields.records import AlignmentLimits as _AlignmentLimits
from halcheck_tui.core.grounding.fields.records import RecordChecker
from halcheck_tui.core.types import Verdict

SHIPPED_LIMITS = _AlignmentLimits.from_settings(_Settings())


def checker(fields, policy=""):
    evidence = [Evidence("get_swap#SW-4", EvidenceKind.RECORD, fields=fields, lineage={"source": "tool:get_swap"})]
    if policy:
        evidence.append(Evidence("terms#1", EvidenceKind.POLICY, text=policy))
    return RecordChecker(evidence, SHIPPED_LIMITS)


def test_the_action_governing_a_figure():
    text = "We can reimburse $20.00 for the lamp and, with it, the $4.50 postage."
    assert governing_action(text, text.index("$4.50")) == ("reimburse", "refund")
    assert governing_action("It ships soon. The $4 fee", 19) is None


def test_a_field_role_and_a_policy_that_denies_the_action():
    assert role_agrees("refund", ("refund", "amount"), (), same_word)
    assert not role_agrees("refund", ("postage", "paid"), ("swap",), same_word)
    assert policy_denies("refund", ("postage", "paid"), ["Postage is never reimbursed."]) is not None
    assert policy_denies("refund", ("postage", "paid"), ["Lamps are reimbursed in full."]) is None


def test_a_refund_of_what_the_policy_keeps_is_contradicted():
    rc = checker({"swap_id": "SW-4", "amount_reimbursed": 20.0, "postage_paid": 4.5, "currency": "USD"},
                 "Only the lamp itself is paid back. Postage is never reimbursed.")
    assert rc.check("You get $20.00 back for the lamp, and we'll also reimburse the $4.50 postage.").verdict \
        is Verdict.CONTRADICTED
    assert rc.check("You get $20.00 back for the lamp.").verdict is not Verdict.CONTRADICTED


def test_words_that_set_the_terms_are_not_left_unread():
    assert terms_left(["lamp", "free"]) == ["free"]
    assert terms_left(["frees", "covers"]) == []
    rc = checker({"swap_id": "SW-4", "tier": "Basic Lite"})
    assert rc.check("Your Basic Lite tier includes a free spare lamp.").verdict is not Verdict.SUPPORTED


def test_a_zero_charge_named_by_the_claim_settles_free():
    rc = checker({"swap_id": "SW-4", "total": 80.0, "postage_fee": 0.0, "currency": "USD"})
    assert rc.check("Swap SW-4 came to $80.00, postage included.").verdict is Verdict.SUPPORTED


RULES = ("T1 cases get a 1-day reply target and a 3-day fix target. T2 cases get a 3-day reply target "
         "and a 6-day fix target.")


def test_a_rule_figure_given_to_another_action_or_another_case():
    assert governed_figure_conflict("we aim to fix it within 3 days", RULES, "Your case is T2, so we aim to fix it "
                                    "within 3 days.") is not None
    assert governed_figure_conflict("As a T2 case, we aim to fix it within 3 days.", RULES) is not None
    assert governed_figure_conflict("As a T2 case, we aim to fix it within 6 days.", RULES) is None
    assert governed_figure_conflict("As a T2 case, we aim to reply within 3 days.", RULES) is None


def test_a_threshold_is_not_the_figure():
    rule = "If a ferry docks more than 20 minutes late, you get a voucher."
    assert governed_figure_conflict("Your ferry docked 35 minutes late.", rule) is None
    assert governed_figure_conflict("It counts when it docks more than 10 minutes late.", rule) is not None


def test_a_timing_phrase_no_field_settles():
    assert timing_left("Your voucher works straight away", timed=False) == ["straight away"]
    assert timing_left("Your voucher works straight away", timed=True) == []
    rc = checker({"swap_id": "SW-4", "kind": "lamp"})
    assert rc.check("Swap SW-4 for the lamp goes through this afternoon.").verdict is not Verdict.SUPPORTED


def test_at_once_against_a_wait():
    rule = "Dental cover begins after a 30-day waiting period. Eye cover begins at once."
    assert immediacy_conflict("Dental cover begins right away.", rule) is not None
    assert immediacy_conflict("Eye cover begins right away.", rule) is None
    assert immediacy_conflict("Dental cover begins after 30 days.", rule) is None


def test_a_term_moved_to_another_scope():
    from halcheck_tui.core.grounding.fields.governing import scoped_term_conflict
    rule = "Lockers are free for members; for guests, a $3 fee is charged."
    assert scoped_term_conflict("Lockers are free for guests.", rule) is not None
    assert scoped_term_conflict("Lockers are free for members.", rule) is None
    assert scoped_term_conflict("Towels are free for guests.", "Towels are free for everyone.") is None


def test_a_class_the_policy_says_the_value_is_not_in():
    from halcheck_tui.core.grounding.fields.governing import leftover_denied
    rule = ["Heatwaves are not considered severe weather for the purposes of this cover."]
    assert leftover_denied("The heatwave counts as severe weather.", ["severe", "weather"], ["heatwave"], rule)
    assert leftover_denied("The heatwave does not count as severe weather.", ["severe", "weather"], ["heatwave"],
                           rule) is None
    assert leftover_denied("The flood counts as severe weather.", ["severe", "weather"], ["flood"], rule) is None
    rc = checker({"swap_id": "SW-4", "cause": "heatwave"}, rule[0])
    assert rc.check("Swap SW-4 was late because of the heatwave, which counts as severe weather.").verdict \
        is Verdict.CONTRADICTED


def test_a_strong_condition_the_claim_drops():
    from halcheck_tui.core.grounding.fields.governing import condition_dropped
    rule = "Towels are provided at the pool. A loaner bike comes only if the plan has the Ride add-on."
    assert condition_dropped("Your plan gives you a loaner bike.", rule)
    assert not condition_dropped("You get a loaner bike if your plan includes the Ride add-on.", rule)
    assert not condition_dropped("Towels are provided at the pool.", rule)
    assert not condition_dropped("A loaner bike comes with the Ride add-on.", rule)


def test_an_action_the_policy_says_is_not_taken():
    from halcheck_tui.core.grounding.fields.alignment.vocabulary import same_word
    from halcheck_tui.core.grounding.fields.governing import action_denied
    rule = ["When you leave, you keep access until the term ends.", "We don't reimburse partial terms."]
    assert action_denied("We'll also reimburse the unused part of this term to you.", rule, same_word)
    assert action_denied("We can't reimburse the unused part of this term.", rule, same_word) is None
    assert action_denied("We'll reimburse the lamp.", rule, same_word) is None
