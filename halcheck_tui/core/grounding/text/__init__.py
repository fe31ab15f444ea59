"""Level 2's reading of text: retrieval over policy and passages, NLI's verdicts and the fitted decision, the
confirm-only second opinion, and the claims a policy sentence answers."""
