"""Units a record's key carries ("amountCents", "total_usd", "fee_pence"): what the number in such a field
means, so it is compared with a claim's "$12.50" as the claim would write it. Any schema: the table is how
keys name units, never a field of one tool.
"""
from __future__ import annotations

from collections.abc import Sequence

from ...values.patterns import ISO_CURRENCIES


def key_currency(key_words: Sequence[str]) -> str | None:
    """An ISO currency code the key spells ("totalUsd", "fee_eur"), or None."""
    for w in key_words:
        if w.upper() in ISO_CURRENCIES:
            return w.upper()
    return None

