"""The release policy: conflicting evidence settled by authority (conflicts.py), the decision, trimming and
the withheld message (policy.py). Applied to each assessment, the draft's and a repair's re-check."""
