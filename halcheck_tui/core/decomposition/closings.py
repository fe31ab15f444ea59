"""How replies close: wishes ("Safe travels,") and signatures naming a person, a team or a brand ("Noor at
Acme Support", "The Acme Water crew"). Both are courtesy: they state nothing about the case.

The closing is read by its place and shape first (the lines after the last assertive sentence: a dash-led
line, a line naming a team, a short line with no verb or figure that ends in a comma before a signature);
the tables below only name common closings a reply may end on with no signature under them. They are how
people close a message, never a case's wording.
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


# A line that signs with a dash ("- Noor", "— The Acme crew"). Why: a dash before a name marks an
# attribution, never a statement of the case.
_DASH_LED = re.compile(r"[-–—]+\s*\S")
_TEAM_WORD = re.compile(rf"\b(?:{TEAM_WORDS})\b", re.IGNORECASE)


def is_sign_off_line(text: str) -> bool:
    """A last line that signs the reply on its own: dash-led, or a signature naming a team or brand
    ("The Acme Water crew"). A bare name needs a closing above it (the caller checks)."""
    stripped = text.strip()
    return is_signature(stripped) and bool(_DASH_LED.match(stripped) or _TEAM_WORD.search(stripped))


# A closing line above a signature: a few words, no figure, ending in a comma or an exclamation
# ("Fair winds,", "Warm thoughts!"). Why: a line in that place and shape wishes or greets; it states nothing.
_MAX_CLOSING_WORDS = 4


def is_closing_shape(text: str, has_verb: bool) -> bool:
    """A short closing line by its shape alone: the caller says whether it holds a verb (decompose's reading)."""
    stripped = text.strip()
    words = stripped.rstrip(",!.").split()
    return (0 < len(words) <= _MAX_CLOSING_WORDS and stripped[-1:] in (",", "!") and not has_verb
            and not re.search(r"\d", stripped))
