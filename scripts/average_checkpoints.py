"""Average the weights of several checkpoints of one training run and report validation accuracy.

    python scripts/average_checkpoints.py OUT CKPT_A CKPT_B [...] --valid /work/ckpt/valid.jsonl

Averaging the last checkpoints of a run is a cheap way to smooth out where the wall-clock schedule
happened to stop; the shipped nli-minilm-l6 is the mean of steps 4,800 and 5,175 of its third run.
Training-time only (torch, transformers). The validation file is the one train_nli.py wrote (`valid.jsonl`
in its --out folder), so the figures are comparable with the training log.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import torch  # noqa: E402
import train_nli  # noqa: E402
from transformers import AutoModelForSequenceClassification, AutoTokenizer  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path, help="folder for the averaged checkpoint (replaced)")
    parser.add_argument("checkpoints", type=Path, nargs="+", help="Hugging Face checkpoints of the same architecture")
    parser.add_argument("--valid", type=Path, required=True, help="valid.jsonl written by train_nli.py")
    parser.add_argument("--max-length", type=int, default=128)
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()

    torch.set_num_threads(args.threads)
    models = [AutoModelForSequenceClassification.from_pretrained(path) for path in args.checkpoints]
    merged = models[0]
    states = [m.state_dict() for m in models]
    averaged = {name: sum(s[name].float() for s in states) / len(states) if value.is_floating_point() else value
                for name, value in states[0].items()}
    merged.load_state_dict(averaged)
    tokenizer = AutoTokenizer.from_pretrained(args.checkpoints[0])
    valid = [json.loads(line) for line in args.valid.read_text(encoding="utf-8").splitlines() if line.strip()]
    report = train_nli.evaluate(merged, tokenizer, valid, args.max_length)
    report["averaged"] = [str(p) for p in args.checkpoints]
    merged.save_pretrained(args.out)
    tokenizer.save_pretrained(args.out)
    (args.out / "validation.json").write_text(json.dumps(report, indent=1), encoding="utf-8")
    print(json.dumps({k: round(v, 4) if isinstance(v, float) else v for k, v in report.items()}))


if __name__ == "__main__":
    main()
