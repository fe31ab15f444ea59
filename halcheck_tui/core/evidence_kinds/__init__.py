"""Evidence kinds as registered units: one module per kind, found through `registry`."""
