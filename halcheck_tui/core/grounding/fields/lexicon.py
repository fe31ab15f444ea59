"""Paraphrase kept as data: phrasings of one meaning, some of them a negation of its opposite ("free" is "we
don't charge for it"), rewritten to one canonical word before a claim and a policy sentence are compared
word for word. Nothing here knows a case: the table is how people write charges and inclusion.
"""
from __future__ import annotations

import re

from ...language.tokens import LETTER_RUN
from ...language.words import stem

# Canonical word -> the phrasings that mean it. Why each line:
# - nocharge: "free", "at no cost" and "we don't charge for" say one thing, and the negated forms must not
#   read as the claim's opposite ("don't charge" against "free").
# - excluded: "not included" and "excluded" say one thing; the canonical word carries no negation.
# - needless: "there's no need to", "you don't need to" and "you aren't required to" say one thing.
# - conditional: "subject to", "depends on" and "dependent on" each make a thing hang on a condition; the
#   canonical word keeps a claim that drops the condition from restating a sentence that sets it.
PARAPHRASES: dict[str, tuple[str, ...]] = {
    "nocharge": (
        r"free of charge", r"at no (?:extra |additional )?(?:cost|charge)", r"no (?:extra |additional )?charge",
        r"(?:do not|don't|does not|doesn't|won't|will not|never) charge(?: you)?(?: anything)?(?: for)?",
        r"(?:is|are|isn't|aren't) not charged(?: for)?", r"(?:isn't|aren't|is never|are never) charged(?: for)?",
        r"without (?:any )?charge", r"costs? nothing", r"nothing (?:extra |more )?to pay", r"free",
    ),
    "excluded": (r"(?:is|are) not included", r"(?:isn't|aren't) included", r"not included", r"excluded"),
    "needless": (r"(?:there's|there is) no need to", r"no need to", r"(?:do not|don't|does not|doesn't|won't|will not) need to",
               r"(?:needn't|need not)", r"(?:is|are|isn't|aren't) not required to", r"(?:isn't|aren't) required to"),
    "conditional": (r"(?:is |are )?subject to", r"(?:depends|depend|depending|dependent|conditional|contingent) (?:up)?on"),
}
# The canonical words, as stems: each carries a polarity ("nocharge", "needless"), so a window that holds one is
# restated only by a claim that holds it too.
CANONICAL_WORDS = frozenset(stem(w) for w in PARAPHRASES)
_COMPILED = [(word, re.compile(rf"\b(?:{'|'.join(forms)})\b", re.IGNORECASE)) for word, forms in PARAPHRASES.items()]


# "Can't be exchanged", "cannot be refunded" and "non-exchangeable", "non-refundable" say one thing. Why: a
# claim and a policy that use the two forms restate each other; both become "cannot <root>" (the verb's first
# five letters, which both forms share).
_CANNOT_BE = re.compile(r"\b(?:can't|cannot|can not|won't|will not) be (?P<verb>[a-z]{5,})\b", re.IGNORECASE)
_NON_ABLE = re.compile(r"\b(?:non-?|not |isn't |aren't )(?P<verb>[a-z]{3,})(?:e?able|ible)\b", re.IGNORECASE)


# Verbs written with a particle, the object between or after ("take the boxes away", "take away the boxes"), and
# the one verb a policy uses for them. Why: "we take the packaging away" restates "packaging is removed".
PHRASAL_VERBS: dict[str, tuple[str, str]] = {
    "remove": (r"tak(?:e|es|ing|en)|took|carr(?:y|ies|ied)|haul(?:s|ed)?", "away"),
    "collect": (r"pick(?:s|ed|ing)?", "up"),
    "return": (r"(?:send|sends|sent|give|gives|gave|given|bring|brings|brought)", "back"),
}
_PHRASAL = [(word, re.compile(rf"\b(?:{verb})\s+(?:(?P<obj>(?:the|your|its|their|it|them|any|all)(?:\s+[\w-]+){{0,2}}?)\s+)?"
                              rf"(?:{particle})\b", re.IGNORECASE))
            for word, (verb, particle) in PHRASAL_VERBS.items()]


def canonical(text: str) -> str:
    """The text with each phrasing of the table written as its canonical word."""
    for word, pattern in _PHRASAL:
        text = pattern.sub(lambda m, word=word: f"{word} {m.group('obj')}" if m.group("obj") else word, text)
    for word, pattern in _COMPILED:
        text = pattern.sub(word, text)
    text = _CANNOT_BE.sub(lambda m: f"cannot {m.group('verb')[:5].lower()}", text)
    return _NON_ABLE.sub(lambda m: f"cannot {m.group('verb')[:5].lower()}", text)


# Ways money or a document reaches the customer, by group. Why: "mailed as a check" and a field that holds
# "sepa_credit" name two different ways; a claim that names one group where the record names another is
# wrong about how, whatever its amount.
METHOD_GROUPS: dict[str, re.Pattern] = {
    "check": re.compile(r"\b(?:cheques?|checks?|mailed|by (?:post|mail)|in the (?:post|mail)|postal)\b", re.IGNORECASE),
    "bank": re.compile(r"\b(?:ach|bank transfer|wire(?:d)?|direct deposit|sepa|bacs|iban|bank account"
                       r"|external account|transfer(?:red)?)\b", re.IGNORECASE),
    "card": re.compile(r"\b(?:card|visa|mastercard|amex|debit card|credit card)\b", re.IGNORECASE),
    "cash": re.compile(r"\bcash\b", re.IGNORECASE),
    "wallet": re.compile(r"\b(?:paypal|venmo|apple pay|google pay|wallet)\b", re.IGNORECASE),
    "credit": re.compile(r"\b(?:store credit|gift card|voucher|account credit)\b", re.IGNORECASE),
}


def method_groups(text: str) -> set[str]:
    """The groups of METHOD_GROUPS a text names (a field's value with its underscores read as spaces)."""
    spaced = text.replace("_", " ")
    return {name for name, pattern in METHOD_GROUPS.items() if pattern.search(spaced)}


# What an amount is measured before or after: money coming in before fees and deductions, or what is left and
# paid out after them. Why: a record that holds both ("gross" and "net") gives a claim two look-alike figures;
# the word that governs the claim's figure ("your payout of ...") says which of them it must be. Stems.
AMOUNT_BASES: dict[str, frozenset[str]] = {
    "before deductions": frozenset("gross subtotal pretax revenue turnover sale".split()),
    "after deductions": frozenset("net payout takehome disbursement disbursed remitted remittance".split()),
}


# Effects a claim may say an event has on something scheduled, by canonical verb. Why: "is put on hold", "is
# paused" and "stops" say one thing, so a policy that says a thing "does not stop" the event rules out a claim
# that it "is put on hold", though no word of the two is the same.
EFFECT_VERBS: dict[str, re.Pattern] = {
    "halt": re.compile(r"\b(?:(?:put|placed|kept|held) on hold|on hold|stop(?:s|ped|ping)?|pause[sd]?|pausing|halt(?:s|ed|ing)?"
                       r"|freeze[sd]?|frozen|hold(?:s|ing)? off|suspend(?:s|ed|ing)?|postpone[sd]?|delay(?:s|ed)?)\b",
                       re.IGNORECASE),
    "cancel": re.compile(r"\b(?:cancel(?:s|led|ed|ling|ing)?|call(?:s|ed)? off|void(?:s|ed)?|revoke[sd]?|annul(?:s|led)?)\b",
                         re.IGNORECASE),
    "cover": re.compile(r"\b(?:covered|covers|included|includes)\b", re.IGNORECASE),
}
# Words that say an effect's opposite without a negation ("excluded" is "not covered", "still goes ahead" is
# "is not stopped"): a policy that uses one denies the effect as a negated verb would.
EFFECT_ANTONYMS: dict[str, re.Pattern] = {
    "halt": re.compile(r"\b(?:still (?:goes|go|going) ahead|goes ahead|proceeds? as (?:scheduled|planned)"
                       r"|continues? as (?:scheduled|planned))\b", re.IGNORECASE),
    "cover": re.compile(r"\b(?:excluded|exempt(?:ed)? from cover(?:age)?)\b", re.IGNORECASE),
}


# The role a word gives the value it governs, by family, as written (a verb's forms, its noun, two words that
# make one: "check in" is "checkin"). Why: "arrives on 10 July" is said of an arrival; a record whose 10 July is
# its departure does not support it, however many fields hold dates. A field's path words name its role the
# same way ("landsAt", "collect_time"). General English for when things happen and what a figure counts,
# never a schema's keys.
ROLE_FAMILIES: dict[str, frozenset[str]] = {
    name: frozenset(words.split()) for name, words in {
        "arrival": "arrive arrives arrived arriving arrival arrivals deliver delivers delivered delivering delivery "
                   "deliveries dropoff",
        "departure": "depart departs departed departing departure departures sail sails sailed sailing",
        "collection": "collect collects collected collecting collection pickup",
        "checkin": "checkin",
        "checkout": "checkout",
        "start": "start starts started starting begin begins beginning commence commences",
        "end": "end ends ended ending finish finishes finished",
        "open": "open opens opened opening",
        "close": "close closes closed closing cutoff",
        "due": "due deadline payable",
        "renewal": "renew renews renewed renewal renewing",
        "expiry": "expire expires expired expiry expiration",
        "inspection": "inspect inspects inspected inspection inspections",
        "installation": "install installs installed installation",
        "shipping": "ship ships shipped shipping dispatch dispatched",
        "used": "used consumed spent",
        "remaining": "remaining remain remains left unused",
        "total": "total totals overall altogether",
        "unit_rate": "nightly daily hourly weekly monthly rate rates per each",
        "capacity": "rated rating capacity size",
        "peak": "peak maximum highest",
        "labour": "labour labor workmanship",
        "parts": "parts materials",
    }.items()}
# Families whose words name the other side of one pair. Why: a field of the opposite role ("remaining" for a
# claim of what was "used") says nothing for the claim even when no field of the claim's own role is there.
ROLE_OPPOSITES: frozenset[frozenset[str]] = frozenset(frozenset(p.split("/")) for p in """
arrival/departure arrival/collection checkin/checkout start/end open/close used/remaining total/unit_rate
capacity/peak labour/parts
""".split())


# The two ends of a way from one place (or person, or state) to another, by the word before a value and by a
# field's path words. Why: in "from Alder to Birch" Birch is the destination; compared with the origin field it
# would be "repaired" into "from Alder to Alder".
ROUTE_ENDS: dict[str, frozenset[str]] = {
    "origin": frozenset("from origin source".split()),
    "destination": frozenset("to destination dest target".split()),
}


# State phrasings: a few words that say one state word, read where a claim's state words are read. Why:
# "running behind" says what a DELAYED status says, and a claim that writes it so is compared with the
# status (both ways: it agrees with a delay and is ruled out by an on-time record), not left to NLI.
STATE_PHRASES: dict[str, tuple[str, ...]] = {
    "delayed": (r"running (?:late|behind)(?: schedule)?", r"behind schedule", r"held up", r"later than (?:planned|scheduled)"),
    "cancelled": (r"called off", r"no longer (?:going ahead|running|on)"),
}
_STATE_WORDS = re.compile(
    "|".join(f"(?P<{word}>\\b(?:{'|'.join(forms)})\\b)" for word, forms in STATE_PHRASES.items())
    + "|" + LETTER_RUN.pattern,  # any other word: one pass, so a phrase's own words are not read again
    re.IGNORECASE)


def state_words(text: str) -> list[tuple[int, int, str]]:
    """The words of a text as (start, end, the state word it says): a phrasing of STATE_PHRASES as its one
    word, any other word as itself, lower-cased."""
    spans = []
    for m in _STATE_WORDS.finditer(text):
        said = next((word for word, found in m.groupdict().items() if found), None)
        spans.append((m.start(), m.end(), said or m.group(0).lower()))
    return spans


# Words that say a booking exists, not where it stands. Why: "booked into room 4 from 2 to 5 May" is
# settled by the record's own dates when the record holds no status of the booking itself (only of its
# parts: a deposit, a document); with such a status the word is read against it as any state word is.
BOOKING_WORDS = frozenset("booked reserved".split())

