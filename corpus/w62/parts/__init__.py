from . import soap, rail, tea, yarn, games, pens  # noqa: F401
