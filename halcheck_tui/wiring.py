"""The one place models load: every front end gets its checker from `build_checker` through the case
service (`service.CaseService.build`; the TUI's through `build_checker_or_degrade`), and `halcheck
generate` its generator from `load_generator`, so they load the same models the same way.

This module sits above `core`, `runtimes` and `store` and is the only one that knows all three. The
model backends are imported inside the functions: they pull in numpy, tokenizers and CTranslate2
(~0.3 s), which `halcheck --help` and the TUI's first frame should not wait for.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from . import locations
from .config import Settings
from .errors import RuntimeMissing
from .ports import Generator, Runtimes

if TYPE_CHECKING:
    from .core.pipeline import Checker
    from .ports import SupportVerifier


def load_runtimes(settings: Settings, *, want_generator: bool = True, model_path: str | Path | None = None,
                  want_nli: bool = True) -> tuple[Runtimes, list[str]]:
    """(runtimes, notes). A missing NLI model raises RuntimeMissing (exit 3); a missing generator only
    adds a note, because level 1 and repair are optional and grounding runs anyway, unless the user
    named a model explicitly with --model.

    Loading is lazy inside each backend (the first predict/embed/score loads the weights once), so
    building Runtimes is cheap; the TUI still does it in a worker because file checks touch disk."""
    # deferred: the CTranslate2 backends import numpy, tokenizers and ctranslate2, 0.4 s, measured 2026-12-02
    from .runtimes.embedder import load_embedder
    from .runtimes.nli import load_nli

    notes: list[str] = []
    runtimes = Runtimes()
    if want_nli:
        nli_dir = Path(settings.nli_model_dir) if settings.nli_model_dir else locations.nli_model_dir()
        runtimes.nli = load_nli(nli_dir, settings)
        runtimes.nli_thresholds = getattr(runtimes.nli, "default_thresholds", None)
        if settings.use_decision_model:
            # The manifest stores the fitted decision model as data; core.decision reads it, so the
            # runtimes never import core.
            from .core.grounding.text.decision import DecisionModel

            runtimes.decision = DecisionModel.from_dict(getattr(runtimes.nli, "decision_spec", None))
        embed_dir = Path(settings.embedder_model_dir) if settings.embedder_model_dir else locations.embedder_model_dir()
        runtimes.embedder = load_embedder(embed_dir, settings)
    if want_nli and settings.second_opinion:
        runtimes.second_opinion, more = load_second_opinion(settings)
        notes.extend(more)
    if not want_generator:
        # Turned off on purpose: the trace says so, instead of telling the user to install a model they have.
        runtimes.turned_off["generator"] = "the local model was turned off (--no-generator)"
    if want_generator:
        # deferred: the generator imports numpy, 0.35 s, measured 2026-12-02
        from .runtimes.generator import load_generator

        try:
            generator = load_generator(settings, model_path)
            # Proven before anyone loads it: a llama.cpp build that crashes on this CPU, or a GGUF that makes
            # it abort or score nonsense, is found in a child process and becomes this note (or exit 3).
            generator.prove()
            runtimes.generator = generator
        except RuntimeMissing as exc:
            if model_path:
                raise
            runtimes.unavailable["generator"] = exc.one_line()
            notes.append(f"level 1 and repair unavailable: {exc.one_line()}")
    return runtimes, notes


def load_second_opinion(settings: Settings) -> tuple[SupportVerifier | None, list[str]]:
    """(verifier, notes): a GGUF judge when second_opinion_model names one, else the shipped second verifier.

    A named GGUF that is missing raises RuntimeMissing (exit 3), as --model does; a verifier without a
    cut (an LLM judge nobody fitted) is still loaded, and the note says it confirms nothing."""
    notes: list[str] = []
    if settings.second_opinion_model:
        # deferred: the second opinion pulls in grounding (0.85 s) and the generator (0.35 s), measured 2026-12-02
        from .core.grounding.text.second_opinion import GeneratorJudge
        from .runtimes.generator import load_generator

        # The judge's cut (second_opinion_cuts) was fitted on the file's own weights: it runs them as they
        # are, not as the 8-bit copy level 1 uses (generator_weights).
        verifier = GeneratorJudge(load_generator(replace(settings, generator_weights="as-is"),
                                                 settings.second_opinion_model))
    else:
        # deferred: the second verifier imports the CTranslate2 stack, 0.3 s, measured 2026-12-02
        from .runtimes.support import load_support_verifier

        model_dir = (Path(settings.second_opinion_model_dir) if settings.second_opinion_model_dir
                     else locations.support_model_dir())
        try:
            verifier = load_support_verifier(model_dir, settings)
        except RuntimeMissing as exc:
            return None, [f"second opinion unavailable: {exc.one_line()}"]
    if settings.second_opinion_cuts.get(verifier.name, verifier.cut) is None:
        notes.append(f"second opinion {verifier.name} has no cut, so it confirms nothing: set "
                     f"second_opinion_cuts.\"{verifier.name}\" in config.toml (fit it as scripts/fit_second_opinion.py does)")
    return verifier, notes


def load_generator(settings: Settings, model_path: str | Path | None = None) -> Generator:
    """The local generator alone, for `halcheck generate`: a missing model raises RuntimeMissing (exit 3),
    named or not, since drafting is all the command does. llama.cpp loads on first use."""
    # deferred: the generator imports numpy, 0.3 s, measured 2026-12-02
    from .runtimes.generator import load_generator as load_llama

    return load_llama(settings, model_path)


def build_checker(settings: Settings, model: str | Path | None = None, no_generator: bool = False,
                  classify_claims: bool = True) -> tuple[Checker, list[str]]:
    """(checker, notes) with the real models. `model` is a GGUF path (None: the configured or shipped
    one); `no_generator` skips it (level 1 then uses provided logprobs only, repair corrects without a
    model). Raises RuntimeMissing (exit 3) when the NLI model or a named GGUF is missing."""
    # deferred: the pipeline costs 1.0-1.2 s, measured 2026-12-02
    from .core.pipeline import Checker

    runtimes, notes = load_runtimes(settings, want_generator=not no_generator, model_path=model)
    return Checker(settings, runtimes, classify_claims=classify_claims), notes


def build_checker_or_degrade(settings: Settings, model: str | Path | None = None
                             ) -> tuple[Checker, list[str], RuntimeMissing | None]:
    """For the TUI (through `CaseService.build(degrade=True)`): like `build_checker`, but a missing NLI model gives a checker without it (editing,
    decomposing, level 1 and record checks still work) and the error, for the app to show."""
    # deferred: the pipeline costs 1.0-1.2 s, measured 2026-12-02
    from .core.pipeline import Checker

    try:
        checker, notes = build_checker(settings, model)
        return checker, notes, None
    except RuntimeMissing as missing:
        try:
            runtimes, notes = load_runtimes(settings, want_nli=False, want_generator=True, model_path=model)
        except RuntimeMissing:
            runtimes, notes = Runtimes(), []
        return Checker(settings, runtimes), notes, missing
