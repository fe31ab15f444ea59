"""Convert a Hugging Face NLI cross-encoder into halcheck's model layout (CTranslate2 + numpy head).

Training-time only: needs torch, transformers and ctranslate2 (the training venv has them); the runtime
never imports torch. Works for BERT, RoBERTa and XLM-RoBERTa sequence-classification checkpoints.

    python scripts/convert_nli.py /work/ckpt/checkpoint models/nli-minilm-l6 --name nli-minilm-l6
    python scripts/convert_nli.py /work/train25/checkpoint models/support-minilm-l6 --task support

`--task support` exports the binary second verifier (labels unsupported, supported; trained by
scripts/train_verifier2.py) the same way; its cut is written later by scripts/fit_second_opinion.py.

What lands in OUT_DIR:
    model.bin, config.json, vocabulary.*   CTranslate2 encoder (int8 by default)
    head.npz                               the classification head, applied in numpy
    tokenizer.json (+ tokenizer_config.json, special_tokens_map.json)
    labels.json                            output index -> entailment | neutral | contradiction
    manifest.json                          name, architecture, head kind, max_length, sha256 per file,
                                           default thresholds (halcheck_tui.config.NLIThresholds)
    MODEL_CARD.md                          a template on first export; an existing card is kept

Why a separate head: `ct2-transformers-converter` keeps only the encoder (and BERT's pooler) and drops
the classification head, so the head's weights are stored beside it and applied to CTranslate2's output:
  - BERT (`classifier.weight/bias` on the pooled output): logits = pooler_output @ W.T + b
  - RoBERTa-style (`classifier.dense` + tanh + `classifier.out_proj` on the <s> token):
    logits = tanh(last_hidden_state[:, 0] @ Wd.T + bd) @ Wo.T + bo
The source directory is copied to a temporary snapshot first: a training run may overwrite it mid-read.
"""
from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from dataclasses import asdict
from pathlib import Path

import numpy as np

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))

from halcheck_tui.runtimes.ct2_bundle import sha256_file  # noqa: E402  (stdlib-only module at import time)

MANIFEST_SCHEMA = "halcheck.model/1"
CANONICAL_LABELS = ("entailment", "neutral", "contradiction")
SUPPORT_LABELS = ("unsupported", "supported")
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json")
HEAD_POOLER_LINEAR = "pooler_linear"
HEAD_CLS_DENSE_TANH_LINEAR = "cls_dense_tanh_linear"
SIZE_LIMIT_BYTES = 40 * 1024 * 1024

# Short, unambiguous pairs to compare CTranslate2 against torch after conversion (a smoke check,
# not a benchmark: scripts/bench.py nli measures agreement on 256 MultiNLI pairs).
CHECK_PAIRS = (
    ("Passwords expire after 90 days.", "You need to change your password every 90 days."),
    ("Passwords expire after 90 days.", "Passwords expire every 30 days."),
    ("A man is playing a guitar on stage.", "A person is making music."),
    ("A man is playing a guitar on stage.", "A man is sleeping in his bed."),
    ("Orders ship from Pune.", "Orders ship from Pune within one day."),
    ("Refunds reach the original payment method within 14 business days.",
     "Refunds arrive within 14 business days."),
)


def snapshot(src: Path, dest: Path, attempts: int = 3) -> Path:
    """Copy a checkpoint that may be rewritten while we read it; retry until its weights load."""
    from safetensors import safe_open

    for attempt in range(1, attempts + 1):
        if dest.exists():
            shutil.rmtree(dest)
        shutil.copytree(src, dest, ignore=shutil.ignore_patterns("optimizer*", "scheduler*", "rng_state*"))
        weights = dest / "model.safetensors"
        try:
            if weights.exists():
                with safe_open(str(weights), framework="numpy") as handle:
                    for key in handle.keys():
                        handle.get_tensor(key)
            return dest
        except Exception as exc:  # a half-written file: wait for the writer and copy again
            print(f"snapshot attempt {attempt} unreadable ({exc}); retrying", file=sys.stderr)
            time.sleep(5)
    sys.exit(f"could not take a consistent snapshot of {src}")


def canonical_labels(id2label: dict, override: str | None, task: str = "nli") -> list[str]:
    """Output index -> canonical label name, from config.id2label (or --labels when it is generic)."""
    if task == "support":
        labels = [part.strip().lower() for part in override.split(",")] if override else \
            [str(id2label.get(i, id2label.get(str(i), ""))).strip().lower() for i in range(len(id2label))]
        if sorted(labels) != sorted(SUPPORT_LABELS):
            sys.exit(f"a 2-way head labelled {', '.join(SUPPORT_LABELS)} is required, got {labels}")
        return labels
    if override:
        labels = [part.strip().lower() for part in override.split(",")]
    else:
        labels = []
        for index in range(len(id2label)):
            raw = str(id2label.get(index, id2label.get(str(index), ""))).strip().lower()
            if raw.startswith("entail"):
                labels.append("entailment")
            elif raw.startswith("neutral"):
                labels.append("neutral")
            elif raw.startswith("contradict"):
                labels.append("contradiction")
            else:
                sys.exit(f"cannot map label {index}={raw!r} to entailment/neutral/contradiction; "
                         "pass --labels entailment,neutral,contradiction in output order")
    if sorted(labels) != sorted(CANONICAL_LABELS):
        sys.exit(f"a 3-way NLI head is required, got labels {labels}")
    return labels


def extract_head(model, model_type: str) -> tuple[str, dict[str, np.ndarray]]:
    state = {k: v.detach().float().cpu().numpy() for k, v in model.state_dict().items() if k.startswith("classifier.")}
    if "classifier.weight" in state:
        if model_type != "bert":
            sys.exit(f"a linear head on the pooled output is only supported for BERT, not {model_type}")
        return HEAD_POOLER_LINEAR, {"weight": state["classifier.weight"], "bias": state["classifier.bias"]}
    if "classifier.dense.weight" in state and "classifier.out_proj.weight" in state:
        return HEAD_CLS_DENSE_TANH_LINEAR, {
            "dense_weight": state["classifier.dense.weight"], "dense_bias": state["classifier.dense.bias"],
            "out_weight": state["classifier.out_proj.weight"], "out_bias": state["classifier.out_proj.bias"]}
    sys.exit(f"unsupported classification head: {sorted(state)}")


def apply_head(kind: str, head: dict[str, np.ndarray], pooled: np.ndarray, first_token: np.ndarray) -> np.ndarray:
    """The same arithmetic as halcheck_tui.runtimes.nli (kept here so the check needs no runtime venv)."""
    if kind == HEAD_POOLER_LINEAR:
        return pooled @ head["weight"].T + head["bias"]
    hidden = np.tanh(first_token @ head["dense_weight"].T + head["dense_bias"])
    return hidden @ head["out_weight"].T + head["out_bias"]


def softmax(logits: np.ndarray) -> np.ndarray:
    shifted = np.exp(logits - logits.max(axis=-1, keepdims=True))
    return shifted / shifted.sum(axis=-1, keepdims=True)


def clean_tokenizer_json(src: Path, dest: Path) -> None:
    """Drop baked-in padding/truncation: the runtime sets its own (pairs, premise truncated first)."""
    data = json.loads(src.read_text(encoding="utf-8"))
    data["truncation"] = None
    data["padding"] = None
    dest.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def position_limit(config) -> int:
    """Longest input the position embeddings allow (RoBERTa reserves padding_idx + 1 positions)."""
    limit = int(config.max_position_embeddings)
    if config.model_type in ("roberta", "xlm-roberta", "camembert"):
        limit -= int(getattr(config, "pad_token_id", 1) or 1) + 1
    return limit


def ct2_convert(snapshot_dir: Path, out: Path, quantization: str) -> None:
    import ctranslate2

    # CTranslate2's loaders assert config.position_embedding_type == "absolute"; transformers 5 no longer
    # writes that default into config.json, so a checkpoint saved by it would fail the assert.
    config_path = snapshot_dir / "config.json"
    config = json.loads(config_path.read_text(encoding="utf-8"))
    if "position_embedding_type" not in config:
        config["position_embedding_type"] = "absolute"
        config_path.write_text(json.dumps(config, indent=1), encoding="utf-8")

    converter = ctranslate2.converters.TransformersConverter(str(snapshot_dir))
    converter.convert(str(out), quantization=quantization, force=True)


def ct2_forward(model_dir: Path, tokenizer_path: Path, pairs, type_vocab_size: int, max_length: int):
    import ctranslate2
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(tokenizer_path))
    tokenizer.enable_truncation(max_length, strategy="only_first")
    encodings = tokenizer.encode_batch(list(pairs))
    ids = [e.ids for e in encodings]
    types = [e.type_ids if type_vocab_size > 1 else [0] * len(e.ids) for e in encodings]
    encoder = ctranslate2.Encoder(str(model_dir), device="cpu", intra_threads=2)
    output = encoder.forward_batch(ids, token_type_ids=types)
    pooled = np.array(output.pooler_output) if output.pooler_output is not None else None
    return pooled, np.array(output.last_hidden_state)[:, 0, :]


def torch_forward(model, tokenizer, pairs, max_length: int) -> np.ndarray:
    import torch

    batch = tokenizer([p for p, _ in pairs], [h for _, h in pairs], truncation="only_first",
                      max_length=max_length, padding=True, return_tensors="pt")
    with torch.no_grad():
        return model(**batch).logits.float().numpy()


def base_name(checkpoint: Path) -> str:
    """The model the checkpoint was fine-tuned from, as its config.json records it (a name, not a path)."""
    raw = json.loads((checkpoint / "config.json").read_text(encoding="utf-8"))
    return Path(str(raw.get("_name_or_path", "") or "")).name


def default_thresholds() -> dict[str, float]:
    from halcheck_tui.config import NLIThresholds

    return asdict(NLIThresholds())


def directory_bytes(path: Path) -> int:
    return sum(p.stat().st_size for p in path.iterdir() if p.is_file())


def write_manifest(out: Path, body: dict, hashed_files: list[str]) -> dict:
    body = dict(body)
    body["files"] = {name: {"sha256": sha256_file(out / name), "bytes": (out / name).stat().st_size}
                     for name in sorted(hashed_files)}
    (out / "manifest.json").write_text(json.dumps(body, indent=1) + "\n", encoding="utf-8")
    return body


def replace_dir(staging: Path, out: Path) -> None:
    """Swap the new export in; a MODEL_CARD.md the lead already wrote survives a re-export."""
    old_card = out / "MODEL_CARD.md"
    if old_card.exists():
        shutil.copy2(old_card, staging / "MODEL_CARD.md")
    if out.exists():
        shutil.rmtree(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(staging), str(out))


MODEL_CARD_TEMPLATE = """# {name}

Three-way NLI cross-encoder (entailment / neutral / contradiction) used by halcheck to decide
whether evidence text supports a claim. premise = evidence sentence, hypothesis = claim.

| | |
|---|---|
| architecture | {architecture} ({head}) |
| runtime | CTranslate2 {quantization} encoder + numpy head (no torch at run time) |
| labels (output order) | {labels} |
| max length | {max_length} tokens (position limit; halcheck cuts at `nli_max_length`, premise first) |
| size on disk | {size_mb:.1f} MB |
| source | `{source}` |

## Training
_Base model, data (../shared/nli-train, synthetic support pairs), schedule: to be written by the lead._

## Measured
| figure | value |
|---|---|
| CTranslate2 vs torch argmax agreement ({check_n} smoke pairs, at export) | {agreement:.1%} |
| max abs probability difference (same pairs) | {max_diff:.3f} |
| MultiNLI 256 pairs: pairs/s CT2 int8 vs torch fp32, agreement | _run `scripts/bench.py nli`_ |
| validation accuracy per source | _from training's validation.json_ |

## Default thresholds (manifest.json; overridable per model in config.toml)
{thresholds}

## Limits
Short sentence pairs; English only; trained on general-domain NLI, so support-desk wording is out of
domain. Treat scores as evidence for the pipeline, not as verdicts on their own.
"""


SUPPORT_CARD_TEMPLATE = """# {name}

Binary "is this claim fully supported by this chunk" cross-encoder: halcheck's confirm-only second
opinion on claims the NLI model left insufficient_evidence. premise = evidence chunk, hypothesis = claim.

| | |
|---|---|
| architecture | {architecture} ({head}) |
| runtime | CTranslate2 {quantization} encoder + numpy head (no torch at run time) |
| labels (output order) | {labels} |
| size on disk | {size_mb:.1f} MB |
| export check ({check_n} smoke pairs) | argmax agreement {agreement:.1%}, max abs probability difference {max_diff:.3f} |

_Training, data and measured figures: written after the cut is fitted._
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("src", type=Path, help="Hugging Face checkpoint directory (config.json, weights, tokenizer)")
    parser.add_argument("out", type=Path, help="output directory (replaced)")
    parser.add_argument("--quantization", default="int8",
                        choices=["int8", "int8_float32", "int16", "float16", "float32"])
    parser.add_argument("--name", default=None, help="model name in the manifest (default: the output folder name)")
    parser.add_argument("--labels", default=None,
                        help="comma-separated label per output index, when id2label is generic")
    parser.add_argument("--entail", type=float, default=None, help="default entailment threshold for this model")
    parser.add_argument("--contradict", type=float, default=None, help="default contradiction threshold")
    parser.add_argument("--window-entail", type=float, default=None, help="default passage-window threshold")
    parser.add_argument("--max-size-mb", type=float, default=SIZE_LIMIT_BYTES / 2**20)
    parser.add_argument("--task", choices=("nli", "support"), default="nli",
                        help="nli: the 3-way NLI model; support: the binary second verifier")
    args = parser.parse_args(argv)

    import transformers

    src = args.src.resolve()
    out = args.out.resolve()
    name = args.name or out.name
    if not (src / "config.json").exists():
        sys.exit(f"{src}: no config.json (expected a Hugging Face checkpoint directory)")

    with tempfile.TemporaryDirectory(prefix="halcheck-convert-") as tmp:
        snap = snapshot(src, Path(tmp) / "snapshot")
        config = transformers.AutoConfig.from_pretrained(snap)
        if config.model_type not in ("bert", "roberta", "xlm-roberta", "camembert"):
            sys.exit(f"unsupported architecture {config.model_type!r} (BERT, RoBERTa, XLM-RoBERTa only)")
        labels = canonical_labels(dict(config.id2label), args.labels, args.task)
        model = transformers.AutoModelForSequenceClassification.from_pretrained(snap)
        model.eval()
        hf_tokenizer = transformers.AutoTokenizer.from_pretrained(snap)
        head_kind, head = extract_head(model, config.model_type)

        staging = out.parent / f".{out.name}.staging"
        if staging.exists():
            shutil.rmtree(staging)
        print(f"converting {config.model_type} ({head_kind}) with {args.quantization} quantization ...", flush=True)
        ct2_convert(snap, staging, args.quantization)
        np.savez(staging / "head.npz", **{k: v.astype(np.float32) for k, v in head.items()})
        if not (snap / "tokenizer.json").exists():
            hf_tokenizer.save_pretrained(snap)  # a slow-only checkpoint: materialise the fast tokenizer
        clean_tokenizer_json(snap / "tokenizer.json", staging / "tokenizer.json")
        for extra in TOKENIZER_FILES[1:]:
            if (snap / extra).exists():
                shutil.copy2(snap / extra, staging / extra)
        (staging / "labels.json").write_text(json.dumps(labels) + "\n", encoding="utf-8")

        max_length = position_limit(config)
        type_vocab_size = int(getattr(config, "type_vocab_size", 1) or 1)
        pooled, first = ct2_forward(staging, staging / "tokenizer.json", CHECK_PAIRS, type_vocab_size, max_length)
        ct2_probs = softmax(apply_head(head_kind, head, pooled, first))
        torch_probs = softmax(torch_forward(model, hf_tokenizer, CHECK_PAIRS, max_length))
        agreement = float(np.mean(ct2_probs.argmax(-1) == torch_probs.argmax(-1)))
        max_diff = float(np.abs(ct2_probs - torch_probs).max())
        print(f"check on {len(CHECK_PAIRS)} pairs: argmax agreement {agreement:.0%}, "
              f"max |p_ct2 - p_torch| = {max_diff:.3f}")
        if max_diff > 0.2:
            sys.exit("CTranslate2 output disagrees with torch; the conversion is wrong (not exported)")

        thresholds = default_thresholds()
        for key, value in (("entail", args.entail), ("contradict", args.contradict),
                           ("window_entail", args.window_entail)):
            if value is not None:
                thresholds[key] = value
        hashed = sorted(p.name for p in staging.iterdir() if p.is_file())
        body = {
            "schema": MANIFEST_SCHEMA,
            "name": name,
            "task": args.task,
            "architecture": config.model_type,
            "head": head_kind,
            "quantization": args.quantization,
            "max_length": max_length,
            "type_vocab_size": type_vocab_size,
            "labels": labels,
            "thresholds": thresholds,
            "source": {"checkpoint": src.name, "base": base_name(snap)},
            "export_check": {"pairs": len(CHECK_PAIRS), "argmax_agreement": round(agreement, 4),
                             "max_prob_diff": round(max_diff, 4)},
            "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        }
        if args.task == "support":
            del body["thresholds"]  # its one cut is fitted on dev afterwards (scripts/fit_second_opinion.py)
        manifest = write_manifest(staging, body, hashed)
        size = directory_bytes(staging)
        if size > args.max_size_mb * 2**20:
            shutil.rmtree(staging)
            sys.exit(f"export is {size / 2**20:.1f} MB, over the {args.max_size_mb:.0f} MB limit (not exported)")
        template = SUPPORT_CARD_TEMPLATE if args.task == "support" else MODEL_CARD_TEMPLATE
        (staging / "MODEL_CARD.md").write_text(template.format(
            name=name, architecture=config.model_type, head=head_kind, quantization=args.quantization,
            labels=", ".join(labels), max_length=max_length, size_mb=size / 2**20, source=src.name,
            check_n=len(CHECK_PAIRS), agreement=agreement, max_diff=max_diff,
            thresholds="\n".join(f"- `{k}` = {v}" for k, v in thresholds.items())), encoding="utf-8")
        replace_dir(staging, out)
    print(f"wrote {out} ({size / 2**20:.1f} MB): {', '.join(sorted(manifest['files']))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
