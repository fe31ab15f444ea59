"""Widgets, one module per part of the screen: the case editor, the level bar, each level's view."""
