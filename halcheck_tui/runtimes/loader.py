"""Builds the Runtimes a check needs from settings: NLI and embedder (required), generator (optional).

Loading is lazy inside each backend (the first predict/embed/score loads the weights once), so
building Runtimes is cheap; the TUI still does it in a worker because file checks touch disk.
"""
from __future__ import annotations

from pathlib import Path

from .. import locations
from ..config import Settings
from ..core.pipeline import Runtimes
from ..errors import RuntimeMissing


def load_runtimes(settings: Settings, *, want_generator: bool = True, model_path: str | Path | None = None,
                  want_nli: bool = True) -> tuple[Runtimes, list[str]]:
    """(runtimes, notes). A missing NLI model raises RuntimeMissing (exit 3); a missing generator only
    adds a note, because level 1 and repair are optional and grounding runs anyway, unless the user
    named a model explicitly with --model."""
    from .embedder import load_embedder
    from .nli import load_nli

    notes: list[str] = []
    runtimes = Runtimes()
    if want_nli:
        nli_dir = Path(settings.nli_model_dir) if settings.nli_model_dir else locations.nli_model_dir()
        runtimes.nli = load_nli(nli_dir, settings)
        runtimes.nli_thresholds = getattr(runtimes.nli, "default_thresholds", None)
        if settings.use_decision_model:
            from ..core.decision import DecisionModel

            runtimes.decision = DecisionModel.from_dict(getattr(runtimes.nli, "decision_spec", None))
        embed_dir = Path(settings.embedder_model_dir) if settings.embedder_model_dir else locations.embedder_model_dir()
        runtimes.embedder = load_embedder(embed_dir, settings)
    if want_generator:
        from .generator import load_generator

        try:
            runtimes.generator = load_generator(settings, model_path)
        except RuntimeMissing as exc:
            if model_path:
                raise
            notes.append(f"level 1 and repair unavailable: {exc.one_line()}")
    return runtimes, notes
