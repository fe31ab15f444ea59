"""The registry: every rule of the alignment, in the order `RecordAligner` runs them."""
from __future__ import annotations

from collections.abc import Sequence

from .figure_rules import amount_bases, figures, governed, methods, moments, near_misses, newest_items, sibling_twins
from .findings import Alignment
from .flag_rules import absences, flags, promised_flags, weekdays
from .item_rules import item_look_alikes, look_alikes, named_items
from .name_rules import name_tails, other_names, short_codes_named, titled_people
from .pin_rules import pinned_units
from .residual_rules import aligned_leaves, completed_states, opposites, residual, residual_words, unlisted_items
from .role_rules import governed_actions, governed_roles, route_ends
from .run import AlignmentRun, Rule
from .state_rules import state_machines, states_other_fields_hold, unplaced_states, whole_claimed
from .value_rules import anchor_figures, claim_scope, identifiers, open_specifics, values_as_written

# The alignment's rules, in the order they run: each reads what the ones before it left on the run (the spans
# they covered, the leaves they anchored, the findings they made) and a later one may overrule an earlier
# one's finding. A new rule is one function `(run: AlignmentRun) -> None` and one line here.
RULES: tuple[Rule, ...] = (
    Rule("values-as-written", "a value the record writes, written the same way in the claim, is that leaf's",
         "value | state | identifier, agreeing or (a state said negated) ruled out", values_as_written),
    Rule("titled-people", "a titled person the claim names is the record's one titled person or another",
         "value, agreeing or wrong", titled_people),
    Rule("short-codes", "a short code where the one code field the claim names holds another is a wrong copy",
         "value, wrong", short_codes_named),
    Rule("name-tails", "a recorded name carried on with another word names something else",
         "value, overruled to wrong", name_tails),
    Rule("other-names", "a made-up name where a name field's value stands is not that value",
         "value, wrong", other_names),
    Rule("route-ends", "a value right after 'from' or 'to' is compared with the field of that end of the way",
         "value, re-pointed, agreeing or wrong", route_ends),
    Rule("open-specifics", "the claim's figures and ids the values left uncovered are the ones to compare",
         "nothing: sets run.specs", open_specifics),
    Rule("identifiers", "an id is compared as written, with the id the claim's words name",
         "identifier, agreeing, wrong or unsettled", identifiers),
    Rule("anchor-figures", "a claim with no value or id is placed by the figures a leaf holds",
         "nothing: adds run.anchors", anchor_figures),
    Rule("scope", "a claim is about the record and item most of its anchors sit in",
         "nothing: sets run.scope, run.scoped and run.states", claim_scope),
    Rule("look-alikes", "a value taken from another record or item than the one the claim is about",
         "any kind, overruled to wrong or unsettled", look_alikes),
    Rule("figures", "money, numbers, dates and times agree with a leaf or are disputed by the leaf of their role",
         "money | number | date | time, agreeing, wrong or unsettled", figures),
    Rule("sibling-twins", "a figure given to a parallel object whose same field holds another value",
         "any figure, overruled to wrong", sibling_twins),
    Rule("governed", "a figure under an action its field does not record, which the policy says is not taken",
         "money, overruled to wrong", governed),
    Rule("amount-bases", "an amount said before or after deductions comes from a field of that basis",
         "money, overruled to wrong (naming the field of the basis said)", amount_bases),
    Rule("newest-items", "an amount said of the latest item of a dated list is the newest item's",
         "money, overruled to wrong (naming the newest item's field)", newest_items),
    Rule("moments", "a date said with another timestamp's clock time names that moment",
         "date, overruled to wrong", moments),
    Rule("payment-methods", "a matched amount paid out another way than its field says",
         "value, wrong", methods),
    Rule("near-misses", "a figure or id one slip of the pen from a leaf is a wrong copy of it",
         "any figure or identifier, overruled to wrong", near_misses),
    Rule("governed-roles", "a value under a role word its leaf's path does not name is that role's leaf's",
         "date | time | money | number, re-pointed, overruled to wrong or unsettled", governed_roles),
    Rule("governed-actions", "an amount said refunded or waived where a field beside it says that was not done",
         "state, wrong", governed_actions),
    Rule("flags", "a yes/no field the claim's words name, said yes or no",
         "flag, agreeing or wrong", flags),
    Rule("weekdays", "a weekday beside a recorded date must be that date's weekday",
         "date, agreeing or wrong", weekdays),
    Rule("promised-flags", "a yes/no field of what will happen, read by a claim of what will happen",
         "flag, agreeing or wrong", promised_flags),
    Rule("absences", "an absence the claim states agrees with a field of that name that holds nothing",
         "flag, agreeing", absences),
    Rule("states-other-fields-hold", "a state word another field holds as its value is that field's",
         "state, agreeing or more than the field says", states_other_fields_hold),
    Rule("state-machines", "the domain state machines know which states follow from the recorded one",
         "state, consistent or ruled out", state_machines),
    Rule("unplaced-states", "a status word the machines did not place is compared as a value (fail closed)",
         "state, consistent or ruled out", unplaced_states),
    Rule("whole-of-partial", "a claim of the whole about a status that holds in part is ruled out",
         "state, ruled out", whole_claimed),
    Rule("item-look-alikes", "a figure that agrees only with a sibling item of the claim's item",
         "any figure or state, overruled to wrong", item_look_alikes),
    Rule("named-items", "a figure belongs to the list item the claim names beside it",
         "any figure, overruled to wrong", named_items),
    Rule("pinned-units", "a value from a look-alike of the one record or item the claim's ids and names pin",
         "any figure or value, overruled to wrong", pinned_units),
    Rule("aligned-leaves", "NLI and the reader see the leaves the claim points at, best first",
         "nothing: sets result.leaves", aligned_leaves),
    Rule("residual", "content words no finding and no aligned leaf account for are left over",
         "nothing: sets result.residual", residual),
    Rule("residual-words", "a leftover name, completed state or timing word alone keeps a claim unsettled",
         "nothing: fills result.beyond_text, novel and blocking", residual_words),
    Rule("unlisted-items", "a list naming a record list's items names only that list's items",
         "nothing: adds to result.blocking", unlisted_items),
    Rule("opposites", "a word that excludes the value of the field it is said of",
         "value, wrong", opposites),
    Rule("completed-states", "a completed state no state leaf placed blocks the claim",
         "nothing: adds to result.blocking", completed_states),
)


def run_rules(run: AlignmentRun, rules: Sequence[Rule] = RULES) -> Alignment:
    """Every rule over the claim, in order; the result they built."""
    for rule in rules:
        rule.check(run)
    return run.result
