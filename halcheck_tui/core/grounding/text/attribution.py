"""A claim's words that only say where a rule comes from ("in line with our policy", "as per the terms"): they
add nothing a policy sentence could state, so the small verifier reads the claim without them (it calls most
hypotheses with such a tail neutral). What the rule says is still read whole.

Nothing here knows a case: the table is how people cite their own rules.
"""
from __future__ import annotations

import re

# Nouns a business calls its own rules by, and the ways a sentence points at them.
_RULE_NOUNS = r"(?:polic(?:y|ies)|terms(?: and conditions| of (?:service|use))?|conditions|rules|guidelines|procedures?)"
_POINTERS = r"(?:in line with|in accordance with|in keeping with|as per|per|according to|under|as set out in|as stated in|as described in|as outlined in|following|consistent with)"
_OWNERS = r"(?:our|the|your|its|their)(?:\s+[\w-]+){0,2}?"
_TAIL = re.compile(rf",?\s*\b{_POINTERS}\s+{_OWNERS}\s+{_RULE_NOUNS}\s*(?=[.!?]?\s*$)", re.IGNORECASE)
_HEAD = re.compile(rf"^\W*{_POINTERS}\s+{_OWNERS}\s+{_RULE_NOUNS}\s*,\s*", re.IGNORECASE)


def without_attribution(text: str) -> str:
    """The claim without a leading or trailing pointer to the business's rules; the text itself when nothing
    else would be left."""
    bare = _HEAD.sub("", _TAIL.sub("", text))
    return bare if len(bare.split()) >= 2 else text
