"""Level 2's reading of record fields: the alignment of a claim to leaves, states and their machines, roles and
names, superseded records, the units and links of a record's keys. Records are read, not inferred."""
