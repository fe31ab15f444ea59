"""Reproducible support-domain NLI pairs (FactCC-style perturbations).

Public NLI data is mostly image captions; support replies talk about amounts, dates,
states and promises. These templates teach the cross-encoder that a swapped amount,
a different state or a bigger promise is a contradiction, and that an unrelated
promise is neutral. Everything is generated from a fixed seed so training is repeatable.
"""
from __future__ import annotations

import random

_ITEMS = ["refund", "replacement", "exchange", "store credit", "chargeback"]
_OBJECTS = ["order", "parcel", "subscription", "ticket", "invoice"]
_STATES = {
    "refund": [("is queued for review", "has been issued"), ("has been denied", "has been approved"),
               ("was requested yesterday", "has already been paid out"), ("is pending approval", "has been completed")],
    "order": [("is still being packed", "has shipped"), ("was cancelled", "is on its way"),
              ("is in transit", "has been delivered"), ("has been delivered", "is still in the warehouse")],
    "subscription": [("is active", "has been cancelled"), ("is paused", "is active"),
                     ("was cancelled last month", "renews next week")],
}
_POLICY_UNITS = ["days", "business days", "hours", "weeks", "months"]
_POLICY_SUBJECTS = [
    ("Refunds reach the original payment method within {n} {u}.", "You will get your money back within {n} {u}."),
    ("Passwords expire after {n} {u}.", "You need to change your password every {n} {u}."),
    ("Returns are accepted within {n} {u} of delivery.", "You can return the item up to {n} {u} after it arrives."),
    ("Support replies to tickets within {n} {u}.", "Our team will answer your ticket within {n} {u}."),
    ("The warranty covers manufacturing faults for {n} {u}.", "Manufacturing faults are covered for {n} {u}."),
    ("Exchanges are processed within {n} {u} of approval.", "Your exchange will be processed within {n} {u} after approval."),
]
_UNRELATED = [
    "We will also send you a free gift card.", "Shipping is free on your next order.",
    "Your account has been upgraded to premium.", "A technician will visit your home tomorrow.",
    "You will receive a discount code by email.", "The store opens at 9 am on Sundays.",
]
_NAMES = ["Maria", "Ken", "Aisha", "Tom", "Lena", "Ravi", "Chen", "Olga"]
_CARRIERS = ["DHL", "UPS", "FedEx", "Royal Mail", "DPD"]
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"]


def _money(rng: random.Random) -> float:
    return round(rng.uniform(5, 900), 2)


def _swap_digits(value: float, rng: random.Random) -> float:
    text = f"{value:.2f}"
    digits = [i for i, ch in enumerate(text) if ch.isdigit()]
    for _ in range(10):
        i, j = rng.sample(digits, 2)
        chars = list(text)
        chars[i], chars[j] = chars[j], chars[i]
        swapped = float("".join(chars))
        if swapped != value:
            return swapped
    return round(value + 1.0, 2)


def generate(count: int = 4000, seed: int = 13) -> list[dict]:
    rng = random.Random(seed)
    pairs: list[dict] = []

    def add(premise: str, hypothesis: str, label: str) -> None:
        pairs.append({"premise": premise, "hypothesis": hypothesis, "label": label, "source": "support_synth"})

    while len(pairs) < count:
        kind = rng.randrange(6)
        oid = f"{rng.choice('ABCKPT')}-{rng.randint(1000, 9999)}"
        if kind == 0:  # amounts
            amount = _money(rng)
            item = rng.choice(_ITEMS)
            premise = f"The {item} for order {oid} is ${amount:.2f}."
            add(premise, f"Your {item} of ${amount:.2f} for order {oid} has been recorded.", "entailment")
            add(premise, f"Your {item} of ${_swap_digits(amount, rng):.2f} for order {oid} has been recorded.", "contradiction")
        elif kind == 1:  # states
            domain = rng.choice(list(_STATES))
            truth, wrong = rng.choice(_STATES[domain])
            noun = "refund" if domain == "refund" else domain
            premise = f"The {noun} {oid} {truth}."
            add(premise, f"Your {noun} {wrong}.", "contradiction")
            add(premise, f"Your {noun} {truth}.", "entailment")
        elif kind == 2:  # policy numbers, promises beyond policy
            policy, claim = rng.choice(_POLICY_SUBJECTS)
            unit = rng.choice(_POLICY_UNITS)
            n = rng.choice([2, 3, 5, 7, 10, 14, 30, 60, 90])
            other = rng.choice([m for m in [1, 2, 3, 5, 7, 10, 14, 30, 60, 90] if m != n])
            premise = policy.format(n=n, u=unit)
            add(premise, claim.format(n=n, u=unit), "entailment")
            add(premise, claim.format(n=other, u=unit), "contradiction")
            add(premise, rng.choice(_UNRELATED), "neutral")
        elif kind == 3:  # negation
            obj = rng.choice(_OBJECTS)
            verb = rng.choice(["been shipped", "been refunded", "been cancelled", "been approved", "been closed"])
            add(f"The {obj} {oid} has {verb}.", f"The {obj} has not {verb}.", "contradiction")
            add(f"The {obj} {oid} has not {verb}.", f"The {obj} has {verb}.", "contradiction")
            add(f"The {obj} {oid} has not {verb}.", f"The {obj} {oid} has not {verb} yet.", "entailment")
        elif kind == 4:  # dates and carriers
            day, month = rng.randint(1, 28), rng.choice(_MONTHS)
            carrier = rng.choice(_CARRIERS)
            premise = f"Parcel {oid} is in transit with {carrier} and is expected on {day} {month}."
            add(premise, f"Your parcel should arrive on {month} {day}.", "entailment")
            other_day = rng.choice([d for d in range(1, 29) if d != day])
            add(premise, f"Your parcel should arrive on {other_day} {month}.", "contradiction")
            other_carrier = rng.choice([c for c in _CARRIERS if c != carrier])
            add(premise, f"Your parcel is travelling with {other_carrier}.", "contradiction")
        else:  # people and unrelated extras
            name = rng.choice(_NAMES)
            premise = f"{name} opened ticket {oid} about a damaged {rng.choice(['kettle', 'lamp', 'chair', 'phone case'])}."
            add(premise, f"{name} reported a problem with a product.", "entailment")
            add(premise, rng.choice(_UNRELATED), "neutral")
    return pairs[:count]
