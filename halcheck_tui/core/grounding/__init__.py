"""Level 2, grounding: each claim against the evidence its class allows. Records aligned leaf by leaf
(records, alignment, values, words, states), tool results, text by retrieval then NLI (grounder, retrieval,
decision), and the confirm-only second opinion."""
