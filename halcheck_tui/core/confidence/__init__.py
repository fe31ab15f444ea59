"""Level 1, confidence: how sure the writing model was of each word (token log-probabilities)."""
