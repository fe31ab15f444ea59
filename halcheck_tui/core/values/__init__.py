"""The value layer: figures as real APIs write them, read once for every level.

`currencies` (ISO 4217 exponents), `money` (minor and major readings of a record's amounts), `times`
(epoch seconds and milliseconds, zones, ISO 8601 durations), `relative` (today, tomorrow, next Tuesday,
in 3 days against a case's reference time) and `derived` (sums, differences, unit price times quantity,
remainders and percentages of a record's figures). Decomposition, level 1, grounding and repair read a
record's values through here (grounding's `alignment.leaves.flatten` applies these readings once per record;
repair re-reads the same leaves), so every level sees the same figure.
"""
