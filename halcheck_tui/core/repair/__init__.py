"""Level 3, repair: a correction from the evidence (correct.py) in the draft's own style (draft_style.py), or
one rewrite by the local generator (rewrite.py); the runner re-checks it."""
