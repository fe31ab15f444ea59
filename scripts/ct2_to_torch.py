"""Rebuild a Hugging Face BERT checkpoint from a shipped CTranslate2 NLI bundle (warm start for training).

The shipped model is the only copy of the trained weights that survives between sessions (training
checkpoints live outside the repository). Its int8 matrices are de-quantized with the per-row scales
CTranslate2 stores beside them (w = q / scale); biases, layer norms and position embeddings are float32
already. The rebuilt checkpoint agrees with the bundle to int8 precision, which this script verifies on a
few pairs before it writes anything.

    python scripts/ct2_to_torch.py models/nli-minilm-l6 /work/ckpt/warm --base-config <hf dir>

Training-time only (torch, transformers, ctranslate2).
"""
from __future__ import annotations

import argparse
import json
import struct
import sys
from pathlib import Path

import numpy as np

_DTYPES = {0: np.float32, 1: np.int8, 2: np.int16, 3: np.int32, 4: np.float16}


def read_ct2_variables(path: Path) -> dict[str, np.ndarray]:
    """Parse CTranslate2's model.bin (the layout written by ctranslate2.specs.ModelSpec._serialize)."""
    blob = path.read_bytes()
    offset = 0

    def unpack(fmt: str):
        nonlocal offset
        value = struct.unpack_from(fmt, blob, offset)[0]
        offset += struct.calcsize(fmt)
        return value

    def string() -> str:
        nonlocal offset
        length = unpack("H")
        value = blob[offset:offset + length - 1].decode("utf-8")
        offset += length
        return value

    unpack("I")  # binary version
    string()  # spec name
    unpack("I")  # revision
    variables = {}
    for _ in range(unpack("I")):
        name = string()
        shape = [unpack("I") for _ in range(unpack("B"))]
        dtype = _DTYPES[unpack("B")]
        size = unpack("I")
        variables[name] = np.frombuffer(blob[offset:offset + size], dtype=dtype).reshape(shape)
        offset += size
    return variables


def dequantize(variables: dict[str, np.ndarray], name: str) -> np.ndarray:
    value = variables[name]
    scale = variables.get(name + "_scale")
    if scale is None or value.dtype != np.int8:
        return value.astype(np.float32)
    return value.astype(np.float32) / scale.reshape(-1, *([1] * (value.ndim - 1)))


def bert_state_dict(variables: dict[str, np.ndarray], head: dict[str, np.ndarray], layers: int) -> dict:
    import torch

    def t(array):
        return torch.from_numpy(np.ascontiguousarray(array, dtype=np.float32))

    w = lambda name: dequantize(variables, name)  # noqa: E731
    state = {
        "bert.embeddings.word_embeddings.weight": t(w("encoder/embeddings_0/weight")),
        "bert.embeddings.token_type_embeddings.weight": t(w("encoder/embeddings_1/weight")),
        "bert.embeddings.position_embeddings.weight": t(w("encoder/position_encodings/encodings")),
        "bert.embeddings.LayerNorm.weight": t(w("encoder/layernorm_embedding/gamma")),
        "bert.embeddings.LayerNorm.bias": t(w("encoder/layernorm_embedding/beta")),
        "bert.pooler.dense.weight": t(w("pooler_dense/weight")),
        "bert.pooler.dense.bias": t(w("pooler_dense/bias")),
        "classifier.weight": t(head["weight"]),
        "classifier.bias": t(head["bias"]),
    }
    for i in range(layers):
        src, dst = f"encoder/layer_{i}", f"bert.encoder.layer.{i}"
        qkv_w, qkv_b = w(f"{src}/self_attention/linear_0/weight"), w(f"{src}/self_attention/linear_0/bias")
        for part, (pw, pb) in zip(("query", "key", "value"), zip(np.split(qkv_w, 3), np.split(qkv_b, 3))):
            state[f"{dst}.attention.self.{part}.weight"] = t(pw)
            state[f"{dst}.attention.self.{part}.bias"] = t(pb)
        pairs = {
            "attention.output.dense": "self_attention/linear_1",
            "intermediate.dense": "ffn/linear_0",
            "output.dense": "ffn/linear_1",
        }
        for hf, ct in pairs.items():
            state[f"{dst}.{hf}.weight"] = t(w(f"{src}/{ct}/weight"))
            state[f"{dst}.{hf}.bias"] = t(w(f"{src}/{ct}/bias"))
        for hf, ct in {"attention.output.LayerNorm": "self_attention/layer_norm", "output.LayerNorm": "ffn/layer_norm"}.items():
            state[f"{dst}.{hf}.weight"] = t(w(f"{src}/{ct}/gamma"))
            state[f"{dst}.{hf}.bias"] = t(w(f"{src}/{ct}/beta"))
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--base-config", type=Path, required=True,
                        help="a Hugging Face all-MiniLM-L6-v2 folder (config.json, vocab) for the architecture")
    args = parser.parse_args()

    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer, BertConfig

    variables = read_ct2_variables(args.bundle / "model.bin")
    head = dict(np.load(args.bundle / "head.npz"))
    labels = json.loads((args.bundle / "labels.json").read_text())
    layers = len({k.split("/")[1] for k in variables if k.startswith("encoder/layer_")})
    config = BertConfig.from_pretrained(args.base_config, num_labels=len(labels),
                                        id2label=dict(enumerate(labels)), label2id={l: i for i, l in enumerate(labels)})
    model = AutoModelForSequenceClassification.from_config(config)
    missing, unexpected = model.load_state_dict(bert_state_dict(variables, head, layers), strict=False)
    missing = [k for k in missing if not k.endswith("position_ids")]
    if missing or unexpected:
        sys.exit(f"weights do not fit: missing {missing[:5]}, unexpected {unexpected[:5]}")
    tokenizer = AutoTokenizer.from_pretrained(args.base_config)

    # Check against the bundle itself before writing: argmax must agree on every probe pair.
    import ctranslate2
    encoder = ctranslate2.Encoder(str(args.bundle), device="cpu", compute_type="int8")
    probes = [("Passwords expire after 90 days.", "Passwords expire every 30 days."),
              ("A man is playing a guitar on stage.", "A person is making music."),
              ("Orders ship from Pune.", "Orders ship from Pune within one day.")]
    model.eval()
    for premise, hypothesis in probes:
        enc = tokenizer(premise, hypothesis, return_tensors="pt")
        with torch.no_grad():
            torch_probs = torch.softmax(model(**enc).logits, -1)[0].numpy()
        tokens = [tokenizer.convert_ids_to_tokens(enc["input_ids"][0].tolist())]
        out = encoder.forward_batch(tokens, token_type_ids=[enc["token_type_ids"][0].tolist()])
        pooled = np.array(out.pooler_output)
        logits = pooled @ head["weight"].T + head["bias"]
        ct2_probs = np.exp(logits - logits.max()) / np.exp(logits - logits.max()).sum()
        print(f"{hypothesis[:40]:40s} torch {np.round(torch_probs, 3)} ct2 {np.round(ct2_probs[0], 3)}")
        if torch_probs.argmax() != ct2_probs[0].argmax():
            sys.exit("the rebuilt weights disagree with the bundle; not writing")
    args.out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(args.out)
    tokenizer.save_pretrained(args.out)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
