"""The terminal UI's preferences kept across restarts: the theme and training mode, in the config dir
(`locations.tui_settings_path()`, JSON). Never fatal: an unreadable file means the defaults, and a file
that cannot be written costs only the preference, not the session."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

from .. import locations
from ..files import atomic_write_text


@dataclass(frozen=True)
class Prefs:
    theme: str | None = None
    """A Textual theme name (None: Textual's default)."""
    training: bool = False


def load_prefs(path: Path | None = None) -> Prefs:
    path = path or locations.tui_settings_path()
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Prefs()
    if not isinstance(raw, dict):
        return Prefs()
    theme = raw.get("theme")
    return Prefs(theme if isinstance(theme, str) and theme else None, raw.get("training") is True)


def save_prefs(prefs: Prefs, path: Path | None = None) -> Path:
    path = path or locations.tui_settings_path()
    atomic_write_text(path, json.dumps(asdict(prefs), indent=1) + "\n")
    return path
