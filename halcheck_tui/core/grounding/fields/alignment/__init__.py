"""Record alignment for any tool schema: a claim's specifics meet a record's leaves by value and by role.

Every record is flattened into leaves (dot paths through nested objects and list items,
`shipment.events.2.status`). Each specific in a claim (money, number, date, time, id, a value a leaf
holds, a state word, a yes/no about a flag) is aligned to leaves by value; the words of the claim are
aligned to the leaf's path words (stemmed, plus a small table of general synonyms), so "312 minutes
used" meets `minutes_used` and not `minutes_included`. A specific that no leaf holds is contradicted
only by a leaf that plays the same role (its path words are the claim's words, or it is the only leaf
of that kind where the claim is); otherwise it is left unsettled for NLI over the aligned leaves.

Nothing here knows a field name: the vocabulary is how people write figures, states and flags.

The package is split by what a reader looks for, lowest first (each imports only those before it):

- the words and values the rules read: `vocabulary` (the word tables, each with its why, and the word
  helpers), `leaves` (flattening and roles), `findings` (what the alignment returns), `state_words`, `spans`
  (values as written), `restatement` (policy windows), `index` (the case's records read once), `figures`
  (the figure checks), `flags`, `naming`;
- the rules, as a linter's: `run` (`AlignmentRun`, the claim's working state, and `Rule`), the rule
  families (`value_rules`, `name_rules`, `figure_rules`, `flag_rules`, `state_rules`, `item_rules`,
  `residual_rules`), and `rules.RULES`, the one registry, in run order;
- `aligner`: `RecordAligner`, which walks `RULES` over each claim, and `refers_to_records` for routing.

A new rule is one function `(run: AlignmentRun) -> None` in a `*_rules.py` module (its docstring ending in a
one-line `Example:`), one `Rule(...)` row in `rules.RULES` in the phase where it must run (`run.Phase`: read,
scope, compare, overrule, residual), with its code (`AL<phase><nn>`), and one fixture in that row (`RuleFixture`:
a made-up claim, its records and the finding expected). `tests/test_alignment_rules.py` checks every such
function is registered, the rows run phase by phase, and each fixture's expectation holds with every rule and
fails with that rule taken out.
Import each name from the module that defines it; this `__init__` re-exports nothing.
"""
