"""How replies close: wishes ("Safe travels,") and signatures naming a person, a team or a brand ("Noor at
Acme Support", "The Acme Water crew"). Both are courtesy: they state nothing about the case.

The tables are how people close a message, never a case's wording.
"""
from __future__ import annotations

import re

# Closing wishes: a line that wishes the customer well. Why: "Safe travels" or "Enjoy your stay" asserts
# nothing a record or policy could confirm, and a small NLI model reads it as a claim about the trip.
CLOSING_WISHES = re.compile(
    r"^(?:safe (?:travels?|trip|journey|flight|drive)|bon voyage|enjoy (?:your|the) (?:new \w+|stay|trip|flight|holiday|vacation|visit|meal|show|event|game|concert|weekend"
    r"|day|evening|journey|ride|match|course|class|break|time)"
    r"|happy (?:travels|travelling|traveling|shopping|listening|watching|gaming|reading|cooking|holidays|birthday"
    r"|new year|streaming|learning|training)"
    r"|good luck(?: with \w+(?: \w+)?)?|best of luck(?: with \w+(?: \w+)?)?|get well soon|feel better soon"
    r"|stay (?:safe|warm|well|healthy)|have fun|speak soon|wishing you (?:a |all )?(?:\w+\s?){1,3}"
    r"|warm(?:est)? wishes|with best wishes|until next time|see you (?:soon|there|then)|cheers for now)$",
    re.IGNORECASE)
# Words that end a signature naming a team rather than a person. Why: "The Acme Water crew" or "Noor at
# Acme Support" signs the reply; the name of the team or brand is not a value to check.
TEAM_WORDS = "team|support|desk|crew|department|office|services?|care|helpdesk|squad|group|staff|customer care"
_NAME_WORD = r"[A-Z][\w'’.&-]*"
SIGNATURE = re.compile(
    rf"(?:[-–—]\s*)?(?:(?:[Tt]he|[Yy]our)\s+(?:friends\s+)?(?:at\s+)?)?{_NAME_WORD}"
    rf"(?:,?\s+(?:{_NAME_WORD}|at|from|of|with|and|&|on|the|{TEAM_WORDS}))*[.!]?")
_MAX_SIGNATURE_WORDS = 8


# Advice that only says a step is worth taking. Why: "that's worth a look" recommends; it states no fact
# a record or policy could confirm.
ADVICE = re.compile(r"^(?:so\s+)?(?:that's|that is|it's|it is|this is|those are)\s+(?:well\s+|always\s+)?worth\s+"
                    r"(?:checking|trying|a (?:look|try|check)|looking (?:at|into))(?:\s+(?:first|too|now))?$", re.IGNORECASE)


def is_advice(text: str) -> bool:
    return bool(ADVICE.match(text.strip().rstrip(".!,").strip()))


def is_closing_wish(text: str) -> bool:
    """A short wish that closes a reply ("Safe travels!", "Enjoy your stay,"); no figure in it."""
    stripped = text.strip().rstrip(".!,").strip()
    return len(stripped.split()) <= 5 and not re.search(r"\d", stripped) and bool(CLOSING_WISHES.match(stripped))


def is_signature(text: str) -> bool:
    """A signature line: a name, optionally "at"/"from" a brand, or a team ("The Acme Water crew")."""
    stripped = text.strip()
    return (0 < len(stripped.split()) <= _MAX_SIGNATURE_WORDS and not re.search(r"\d", stripped)
            and bool(SIGNATURE.fullmatch(stripped)))
