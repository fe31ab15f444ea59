"""Names: what a name field holds and what a carrier's name is."""
from __future__ import annotations

import re

from ....decomposition.mentions import KNOWN_CARRIERS

NAME_VALUE = re.compile(r"^[A-Z][\w'&.-]*(?:\s+[\w'&.-]+){0,5}$")


CAPITALISED_RUN = re.compile(r"\b[A-Z][\w'&-]*(?:\s+(?:&\s+)?[A-Z][\w'&-]*){0,3}\b")


def is_carrier(name: str) -> bool:
    """A known carrier, alone or with its service after it ("<carrier> Freight" is that carrier's)."""
    lowered = name.strip().lower()
    return any(lowered == c.lower() or lowered.startswith(c.lower() + " ") for c in KNOWN_CARRIERS)

