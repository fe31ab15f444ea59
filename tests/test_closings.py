"""Closing wishes, signatures naming a person, team or brand, and greetings with a title (made-up replies)."""
import pytest

from halcheck_tui.core.decomposition.closings import is_closing_wish, is_signature
from halcheck_tui.core.decomposition.decompose import decompose
from halcheck_tui.core.types import ClaimClass


@pytest.mark.parametrize("ending", [
    "Safe travels,\nDevi",
    "Best,\nTomas at Fernhill Outfitters",
    "Cheers,\nThe Larkspur Water team",
    "Kind regards,\nPriya, Billing Support",
    "Enjoy your stay!\nOmar",
])
def test_a_reply_closing_with_a_wish_or_signature_asserts_nothing_there(ending):
    claims = decompose(f"Your parcel P-3310 left the depot on 4 June.\n\n{ending}").claims
    assert claims[0].claim_class is not ClaimClass.CONVERSATIONAL
    assert all(c.claim_class is ClaimClass.CONVERSATIONAL for c in claims[1:]), [(c.text, c.claim_class) for c in claims]


def test_wishes_and_signatures_stay_narrow():
    assert is_closing_wish("Good luck with the move!")
    assert not is_closing_wish("Enjoy your free upgrade!")
    assert not is_closing_wish("Safe travels on flight 212")
    assert is_signature("The Larkspur Water team") and is_signature("Tomas at Fernhill Outfitters")
    assert not is_signature("Your refund was issued") and not is_signature("Room 412")


def test_advice_that_a_step_is_worth_taking_asserts_nothing():
    claims = decompose("A leaky tap can waste up to 3 litres a day, so that's worth a look first.").claims
    assert claims[-1].claim_class is ClaimClass.CONVERSATIONAL
    assert decompose("It's worth $40 to you.").claims[0].claim_class is not ClaimClass.CONVERSATIONAL


@pytest.mark.parametrize("ending", [
    "Smooth paddling,\nThe Brackwater Canoe Desk",
    "— The Quillmoor Bakery Crew",
    "- Orla, Front Office",
])
def test_a_closing_is_read_by_its_place_and_shape_not_by_a_list(ending):
    claims = decompose(f"Your kayak K-77 is booked for 9 June.\n\n{ending}").claims
    assert claims[0].claim_class is not ClaimClass.CONVERSATIONAL
    assert all(c.claim_class is ClaimClass.CONVERSATIONAL for c in claims[1:]), [(c.text, c.claim_class) for c in claims]


@pytest.mark.parametrize("ending", ["Free upgrade!\nOrla", "Your order shipped.\nRoom 412", "Refund sent,\nOrla"])
def test_a_last_line_with_a_verb_a_figure_or_terms_stays_a_claim(ending):
    claims = decompose(f"Your kayak K-77 is booked for 9 June.\n\n{ending}").claims
    assert any(c.claim_class is not ClaimClass.CONVERSATIONAL for c in claims[1:]), [(c.text, c.claim_class) for c in claims]


def test_the_last_item_of_a_dashed_list_is_not_a_signature():
    claims = decompose("Your plan includes:\n- Cloud backup\n- Priority Support").claims
    assert claims[-1].claim_class is not ClaimClass.CONVERSATIONAL
