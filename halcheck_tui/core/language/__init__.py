"""The language layer: general English every level reads, as data (issue 39 item 2).

`english.py` holds the function words and how much of a text is English. Tables here are general English,
never a domain's vocabulary; each says why it exists and where it came from.
"""
