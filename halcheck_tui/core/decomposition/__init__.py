"""Level 0, decompose: sentences, atomic claims and their classes, citations cut out of the draft,
the values a claim mentions (mentions.py) and the anchors evidence is cited by (anchors.py)."""
