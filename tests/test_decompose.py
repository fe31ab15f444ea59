from hypothesis import given, settings
from hypothesis import strategies as st

from halcheck_tui.core.decomposition.claim_classes import classify
from halcheck_tui.core.decomposition.decompose import decompose
from halcheck_tui.core.decomposition.sentences import split_sentences
from halcheck_tui.core.types import ClaimClass


def texts(draft):
    return [s.text for s in split_sentences(draft)]


def test_sentences_survive_decimals_ids_abbreviations_urls_emails():
    draft = ("Mr. Smith paid $118.84 for order A-4417 on March 3, 2026. See https://example.com/a.b for details. "
             "Email help@shop.co.uk, e.g. today at 10:30 a.m. The U.S. office is closed.")
    assert texts(draft) == [
        "Mr. Smith paid $118.84 for order A-4417 on March 3, 2026.",
        "See https://example.com/a.b for details.",
        "Email help@shop.co.uk, e.g. today at 10:30 a.m.",
        "The U.S. office is closed.",
    ]


def test_bullets_numbered_lists_and_line_breaks():
    draft = "Next steps:\n1. Open the app.\n2) Tap Settings\n- Choose Privacy\n• Done"
    assert texts(draft) == ["Next steps:", "Open the app.", "Tap Settings", "Choose Privacy", "Done"]


def test_semicolon_and_clause_conjunctions_split_but_noun_lists_do_not():
    claims = decompose("The refund has not been initiated; the status shows none.").claims
    assert [c.text for c in claims] == ["The refund has not been initiated", "the status shows none"]
    claims = decompose("Your refund has not been initiated, and your order is still being packed.").claims
    assert [c.text for c in claims] == ["Your refund has not been initiated", "your order is still being packed"]
    claims = decompose("We sell salt and pepper in glass jars.").claims
    assert [c.text for c in claims] == ["We sell salt and pepper in glass jars"]


def test_a_currency_mark_with_a_full_stop_ends_no_sentence_before_its_figure():
    """"Rs." and "Fr." are the value layer's marks: "a deductible of Rs. 5,000" is one sentence, not a claim
    ending in "of Rs" and a second one that is a bare figure."""
    sentences = split_sentences("You will need to pay a deductible of Rs. 5,000. The rest is covered by Fr. 40 credit.")
    assert [s.text for s in sentences] == ["You will need to pay a deductible of Rs. 5,000.",
                                           "The rest is covered by Fr. 40 credit."]


def test_yet_splits_two_clauses_only_after_a_comma():
    """Without a comma "yet" is the adverb of "not yet": splitting there made "has not" one claim and "reached the
    account" (the opposite of what was said) another."""
    texts = [c.text for c in decompose("The transfer was started on 26/06/2026 and has not yet reached the account.").claims]
    assert texts == ["The transfer was started on 26/06/2026", "has not yet reached the account"]
    assert [c.text for c in decompose("Portuguese is not yet included, pending review.").claims] == [
        "Portuguese is not yet included, pending review"]
    assert [c.text for c in decompose("It has shipped, yet the tracking page is blank.").claims] == [
        "It has shipped", "the tracking page is blank"]


def test_an_order_and_a_clause_is_one_conditional_claim():
    # "Pick X and Y happens" means "if you pick X, Y happens": split, the order alone reads as a claim of its own
    claims = decompose("Keep the old router and the rental stays at $4; send it back and the rental stops.").claims
    assert [c.text for c in claims] == ["Keep the old router and the rental stays at $4", "send it back and the rental stops"]
    assert len(decompose("Orders ship in two days and the label is emailed to you.").claims) == 2


def test_correlatives_and_plural_nouns_do_not_split_a_claim():
    for text in ("Case studies on both regional and global scales show that renewables can provide baseload power.",
                 "The fee is between 5 and 10 dollars.",
                 "Humans have lived through climate changes before but mostly cold ones."):
        assert len(decompose(text).claims) == 1, text
    # a lowercase plural noun after "and" no longer passes for a clause; a determiner still opens one
    assert len(decompose("Prices rose and wages fell.").claims) == 1
    assert [c.text for c in decompose("The refund was issued and the order is closed.").claims] == [
        "The refund was issued", "the order is closed"]


def test_verb_phrase_claim_gets_its_subject_for_nli():
    claims = decompose("Your parcel P-3310 is in transit with DHL and should arrive on 12 May.").claims
    assert [c.text for c in claims] == ["Your parcel P-3310 is in transit with DHL", "should arrive on 12 May"]
    assert claims[1].context_text == "Your parcel P-3310 should arrive on 12 May"


def test_courtesy_is_conversational():
    for text in ["Thanks for reaching out!", "Thank you for your message!", "I'm happy to help.", "Sorry for the wait!",
                 "Is there anything else I can do?", "Have a great day!", "Let me know if you have questions.",
                 "We apologise for the inconvenience."]:
        assert all(c.claim_class is ClaimClass.CONVERSATIONAL for c in decompose(text).claims), text


def test_classes():
    assert classify("Your refund of $118.84 for order A-4417 has been issued") is ClaimClass.RECORD
    assert classify("You should see it on your card within 3 to 5 business days") is ClaimClass.RULE
    assert classify("Passwords must have at least 12 characters") is ClaimClass.RULE
    assert classify("We'll also send a free replacement lid") is ClaimClass.RULE
    assert classify("the Aria kettle has a two-year warranty that covers heating faults") is ClaimClass.FACT
    assert classify("Your Team plan is cancelled") is ClaimClass.RECORD
    assert classify("Done") is ClaimClass.RECORD


def test_leading_discourse_marker_is_not_part_of_the_claim():
    claim = decompose("Yes, the kettle is covered.").claims[0]
    assert claim.text == "the kettle is covered"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=300))
def test_offsets_always_slice_back(draft):
    result = decompose(draft)
    for sentence in result.sentences:
        assert draft[sentence.start:sentence.end] == sentence.text
    previous_end = 0
    for claim in result.claims:
        assert draft[claim.start:claim.end] == claim.text
        sentence = result.sentences[claim.sentence]
        assert sentence.start <= claim.start < claim.end <= sentence.end
        assert claim.start >= previous_end
        previous_end = claim.end


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["Your refund of $118.84 is queued.", "Thanks!", "Order A-4417 shipped on 12 May.",
                                 "e.g. Mr. Smith", "Visit https://x.io/a.b now.", "\n- item one", "\n1. step",
                                 " and the lid is free;", " Passwords expire after 90 days."]), max_size=8))
def test_offsets_on_realistic_fragments(parts):
    draft = "".join(parts)
    result = decompose(draft)
    assert all(draft[c.start:c.end] == c.text for c in result.claims)
    assert all(draft[s.start:s.end] == s.text for s in result.sentences)


def test_fragments_and_yes_no_answers():
    from halcheck_tui.core.decomposition.claim_classes import is_fragment, is_yes_no
    from halcheck_tui.core.decomposition.decompose import answer_in_context

    assert is_fragment("Zooey Deschanel") and is_fragment("2,523") and is_fragment("yes")
    assert not is_fragment("The parcel was shipped") and not is_fragment("one two three four five six seven")
    assert is_yes_no("Yes.") and is_yes_no("no") and not is_yes_no("Yes, it was shipped")
    decomposition = decompose("Yes.")
    assert answer_in_context(decomposition, "Is it shipped?").claims[0].context_text == "Is it shipped? Yes."
    assert answer_in_context(decomposition, "  ") == decomposition
    other = decompose("Zooey Deschanel")
    assert answer_in_context(other, "Who starred?") == other  # only yes/no needs the question


def test_a_bare_yes_opening_an_answer_is_its_lead_in_not_a_claim():
    from halcheck_tui.core.decomposition.decompose import answer_lead_ins

    opened = answer_lead_ins(decompose("Hi Sam! Yes! Order Q-12 is eligible for $40 back."))
    assert [c.claim_class for c in opened.claims][:2] == [ClaimClass.CONVERSATIONAL, ClaimClass.CONVERSATIONAL]
    assert opened.claims[-1].claim_class is not ClaimClass.CONVERSATIONAL
    alone = decompose("Yes.")  # nothing after it carries the answer: still checked, with its question
    assert answer_lead_ins(alone) == alone
    later = decompose("Order Q-12 is eligible. Yes. It is $40.")
    assert answer_lead_ins(later) == later  # only an opening answer is a lead-in


def test_a_code_ending_in_a_capital_ends_its_sentence():
    # "23C." is a seat, not an initial: the next sentence is a claim of its own
    assert texts("Your locker is 14B. If you'd like another, ask at the desk.") == [
        "Your locker is 14B.", "If you'd like another, ask at the desk."]
    assert texts("Call J. Doe today.") == ["Call J. Doe today."]


def test_a_noun_phrase_clause_after_and_is_its_own_claim():
    claims = decompose("The workshop is in Room 5, and late arrivals after 10 minutes lose their seat.").claims
    assert [c.text for c in claims] == ["The workshop is in Room 5", "late arrivals after 10 minutes lose their seat"]
    claims = decompose("Hiking is covered at any altitude, and paragliding is excluded.").claims
    assert [c.text for c in claims] == ["Hiking is covered at any altitude", "paragliding is excluded"]
    # a list before "and" shares the verb after it, and a participle alone does not make a clause
    for text in ("Consumables such as filters, gaskets and belts are not covered.",
                 "Exchanges are free for jackets and scarves ordered online."):
        assert len(decompose(text).claims) == 1, text
    claims = decompose("Your bundle covers calls and includes 8 GB.").claims
    assert [c.text for c in claims] == ["Your bundle covers calls", "includes 8 GB"]
    assert claims[1].context_text == "Your bundle includes 8 GB"


def test_sign_offs_thanks_and_list_lead_ins_assert_nothing():
    claims = decompose("Your parcel left the depot.\nWarmly,\nNoor").claims
    assert [c.claim_class for c in claims[1:]] == [ClaimClass.CONVERSATIONAL] * 2
    for text in ("Best,", "Congratulations!", "We're truly grateful for your help.", "We look forward to seeing you."):
        assert all(c.claim_class is ClaimClass.CONVERSATIONAL for c in decompose(text).claims), text
    claims = decompose("Your basket holds:\n- 3 x Soap\n- 1 x Towel").claims
    assert claims[0].claim_class is ClaimClass.CONVERSATIONAL
    assert [c.claim_class is ClaimClass.CONVERSATIONAL for c in claims[1:]] == [False, False]
    # a lead-in with a specific in it is checked
    assert decompose("Your 2 refunds were:\n- $4").claims[0].claim_class is not ClaimClass.CONVERSATIONAL
    assert len(decompose("We refunded the fee and shipping costs.").claims) == 1


def test_a_noun_list_after_and_ends_at_its_comma():
    texts = [c.text for c in decompose("Moving the slot needs sign-off from the depot and the driver, so I've "
                                       "passed your request on.").claims]
    assert texts[0] == "Moving the slot needs sign-off from the depot and the driver"
    # a clause with its own verb after "and" still splits
    texts = [c.text for c in decompose("Your crate left the depot on 3 May and the driver is on his way.").claims]
    assert len(texts) == 2


def test_an_answer_word_is_a_marker_only_with_its_comma():
    texts = [c.text for c in decompose("Your plan moves to Starter, but no files are removed.").claims]
    assert texts[-1] == "no files are removed"
    texts = [c.text for c in decompose("No, the order has not shipped yet.").claims]
    assert texts[0] == "the order has not shipped yet"


def test_a_longer_lead_in_that_only_names_its_bullet_lines_asserts_nothing():
    claims = decompose("You have these open garden vouchers:\n- GV-3, valid until 2 May\n- GV-4, valid until 9 May").claims
    assert claims[0].claim_class is ClaimClass.CONVERSATIONAL
    assert all(c.claim_class is not ClaimClass.CONVERSATIONAL for c in claims[1:])
    for stated in ("You have 3 open garden vouchers:", "Your vouchers were cancelled for these plots:",
                   "You must return these garden tools:"):
        lead = decompose(f"{stated}\n- GV-3\n- GV-4").claims[0]
        assert lead.claim_class is not ClaimClass.CONVERSATIONAL, stated


def test_the_reason_given_for_an_instruction_is_a_claim_of_its_own():
    claims = decompose("Please fetch the canoe by 17:00 on your last day, as late returns are billed as a full day.").claims
    assert [c.text for c in claims] == ["Please fetch the canoe by 17:00 on your last day",
                                        "late returns are billed as a full day"]
    for whole in ("Please call us, as soon as you can.", "Your canoe was cleaned, as the rental rules say.",
                  "Please fetch it, as requested by the harbour."):
        assert len(decompose(whole).claims) == 1, whole


def test_a_signature_run_on_after_the_last_sentence_signs_the_reply():
    """A team or brand signing on the same line as the last sentence ("... 25p a day. Ashcombe Libraries Team",
    "With best wishes, Ashcombe Libraries Team") states nothing about the case; a sentence with a verb does."""
    for draft in ("The fine is £2.50 at 25p a day. Ashcombe Libraries Team",
                  "Please bring it back by 20 May. With best wishes, Ashcombe Libraries Team",
                  "You can buy 60 vouchers a year. Kelbrook Parking Services"):
        assert decompose(draft).claims[-1].claim_class is ClaimClass.CONVERSATIONAL, draft
    assert decompose("Your refund was sent. The team approved it.").claims[-1].claim_class \
        is not ClaimClass.CONVERSATIONAL
