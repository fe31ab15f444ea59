"""The language layer: general English every level reads, as data (issue 39 item 2).

`english.py` holds the function words and how much of a text is English; `stopwords.py` the one stop list,
`negation.py` the one inventory of negation words and `sentences.py` where a sentence ends, each with the
named subsets its readers use; `tokens.py` how a text, a key or a tool's name is cut into words (the one
tokenizer, as named variants); `numbers.py` how numbers are written in words; `calendar_words.py` the months
and weekdays. The layer imports nothing above it. Tables here are general English, never a domain's
vocabulary; each says why it exists and where it came from.
"""
