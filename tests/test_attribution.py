"""A claim's pointer to the business's own rules is left out of what NLI reads (grounding.attribution).
Wording is made up for the tests."""
import pytest

from halcheck_tui.core.grounding.text.attribution import without_attribution


@pytest.mark.parametrize("text, bare", [
    ("the deposit was kept, as set out in our booking terms", "the deposit was kept"),
    ("Under the club rules, guests sign in at the desk.", "guests sign in at the desk."),
    ("late returns cost €2 a day, according to our lending policy.", "late returns cost €2 a day."),
])
def test_a_pointer_to_the_rules_is_left_out(text, bare):
    assert without_attribution(text) == bare


@pytest.mark.parametrize("text", [
    "the match follows the rules of chess",  # the rules are what the claim is about
    "as per our policy",  # nothing else would be left
    "the policy covers storm damage",
])
def test_a_claim_about_the_rules_themselves_is_kept(text):
    assert without_attribution(text) == text
