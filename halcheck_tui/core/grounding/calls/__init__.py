"""Level 2's reading of refused and escalated tool calls: what a sentence says of a call that was not made."""
