"""The correction's inline patterns, compiled once for the process.

re's own cache drops the oldest of 512 entries, and a check builds many one-off patterns from a case's
values, so the fixed patterns written inline would otherwise be compiled again case after case."""
from __future__ import annotations

import functools
import re

compiled = functools.lru_cache(maxsize=None)(re.compile)
