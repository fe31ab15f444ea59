"""Train halcheck's second verifier: a binary "is this claim fully supported by this chunk" classifier.

MiniCheck-style: a claim against a chunk of several evidence sentences, one output (supported or not),
max over chunks at run time. It is meant to make different mistakes than the NLI model, so it starts from
a different point: the shipped sentence embedder's MiniLM weights (models/embed-minilm-l6, rebuilt from its
int8 CTranslate2 bundle with scripts/ct2_to_torch.py's reader; the pooler is kept, the 2-way head is new),
and it learns one question (entailed vs everything else) instead of three.

Data is built by scripts/train_nli.py's own pool builder (imported, not copied): ../shared/ground-train/
claim-vs-multi-sentence pairs cut to the best window of --window-words words, plus ../shared/nli-train/
and the synthetic support pairs, a share of them placed among unrelated sentences with their label kept.
Labels: entailment -> supported; neutral, contradiction, not_entailment -> unsupported. --ground-share
sets how much of the wall-clock budget goes to the multi-sentence pairs, the granularity this model runs at.

Checkpoints (weights, optimizer, step, elapsed time) are written every --save-every steps to OUT/state.pt
and OUT/checkpoint; running the same command again resumes from the last one (same plan, same seed).
`--device cuda` runs the same schedule on a GPU where one is lent. `scripts/convert_nli.py --task support`
turns OUT/checkpoint into models/.

    python scripts/train_verifier2.py --out /work/train25 --minutes 55 --threads 1

Training-time only (torch==2.13.0, transformers, ctranslate2); the runtime never imports torch.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

import numpy as np
import torch

SCRIPTS = Path(__file__).resolve().parent
sys.path.insert(0, str(SCRIPTS))
import train_nli  # noqa: E402  (the pool builder, batching and encoding are shared with the NLI trainer)
from ct2_to_torch import bert_state_dict, read_ct2_variables  # noqa: E402

REPO_ROOT = SCRIPTS.parent
SUPPORT_LABELS = ["unsupported", "supported"]
SUPPORTED = 1
GROUND_SOURCES = {path.stem.rsplit("-", 1)[0] for path in (train_nli.SHARED / "ground-train").glob("*.jsonl")}


def supported(row: dict) -> int:
    return SUPPORTED if row["label"] == "entailment" else 1 - SUPPORTED


def warm_start_from_bundle(bundle: Path, out: Path, seed: int) -> Path:
    """A BERT sequence classifier with the bundle's encoder and pooler and a fresh 2-way head."""
    from transformers import BertConfig, BertForSequenceClassification, BertTokenizerFast

    variables = read_ct2_variables(bundle / "model.bin")
    layers = len({k.split("/")[1] for k in variables if k.startswith("encoder/layer_")})
    vocab, hidden = variables["encoder/embeddings_0/weight"].shape
    config = BertConfig(vocab_size=vocab, hidden_size=hidden, num_hidden_layers=layers,
                        num_attention_heads=int(variables["encoder/num_heads"]),
                        intermediate_size=variables["encoder/layer_0/ffn/linear_0/weight"].shape[0],
                        max_position_embeddings=variables["encoder/position_encodings/encodings"].shape[0],
                        type_vocab_size=variables["encoder/embeddings_1/weight"].shape[0],
                        num_labels=2, id2label=dict(enumerate(SUPPORT_LABELS)),
                        label2id={name: i for i, name in enumerate(SUPPORT_LABELS)})
    rng = np.random.default_rng(seed)
    head = {"weight": rng.normal(0.0, 0.02, size=(2, hidden)).astype(np.float32), "bias": np.zeros(2, np.float32)}
    model = BertForSequenceClassification(config)
    missing, unexpected = model.load_state_dict(bert_state_dict(variables, head, layers), strict=False)
    missing = [k for k in missing if not k.endswith("position_ids")]
    if missing or unexpected:
        sys.exit(f"the bundle's weights do not fit BERT: missing {missing[:5]}, unexpected {unexpected[:5]}")
    tokenizer = BertTokenizerFast(tokenizer_file=str(bundle / "tokenizer.json"), do_lower_case=True)
    check_against_bundle(model, tokenizer, bundle)
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    return out


def check_against_bundle(model, tokenizer, bundle: Path) -> None:
    """The rebuilt encoder must give the bundle's mean-pooled embeddings before training.

    Compared with CTranslate2 computing in float32 on the same de-quantized weights: int8 compute itself
    moves a mean-pooled (unnormalised) vector by a few percent, which would hide a wiring mistake."""
    import ctranslate2

    encoder = ctranslate2.Encoder(str(bundle), device="cpu", compute_type="float32")
    model.eval()  # no dropout while comparing
    for sentence in ("Refunds reach the original payment method within 14 business days.",
                     "A man is playing a guitar on stage."):
        enc = tokenizer(sentence, return_tensors="pt")
        with torch.no_grad():
            mine = model.bert(**enc).last_hidden_state[0].mean(0).numpy()
        tokens = [tokenizer.convert_ids_to_tokens(enc["input_ids"][0].tolist())]
        theirs = np.array(encoder.forward_batch(tokens).last_hidden_state)[0].mean(0)
        cosine = float(mine @ theirs / (np.linalg.norm(mine) * np.linalg.norm(theirs)))
        print(f"warm start check: cosine to the bundle {cosine:.4f}", flush=True)
        if cosine < 0.999:
            sys.exit("the rebuilt weights disagree with the bundle; not training from them")


def pool_args(args) -> argparse.Namespace:
    """The attributes train_nli.build_pool reads, from this script's options."""
    return argparse.Namespace(data=args.data, ground=args.ground, synthetic=args.synthetic,
                              split_seed=args.split_seed, valid_per_source=args.valid_per_source,
                              window_words=args.window_words, snli_limit=args.snli_limit,
                              distractor_share=args.distractor_share)


def make_plan(pool: list[dict], budget_pairs: int, ground_share: float, batch_size: int,
              rng: random.Random) -> list[list[dict]]:
    """Batches for the whole budget: ground_share of the pairs from multi-sentence sources, cycled if short."""
    ground = [r for r in pool if r["source"] in GROUND_SOURCES]
    short = [r for r in pool if r["source"] not in GROUND_SOURCES]

    def draw(rows: list[dict], count: int) -> list[dict]:
        out: list[dict] = []
        while len(out) < count and rows:
            block = list(rows)
            rng.shuffle(block)
            out.extend(block[: count - len(out)])
        return out

    n_ground = int(budget_pairs * ground_share)
    chosen = draw(ground, n_ground) + draw(short, budget_pairs - n_ground)
    return train_nli.batches_by_length(chosen, batch_size, rng)


def loss_for(logits: torch.Tensor, rows: list[dict]) -> torch.Tensor:
    target = torch.tensor([supported(r) for r in rows], device=logits.device)
    return torch.nn.functional.cross_entropy(logits, target)


@torch.no_grad()
def evaluate(model, tokenizer, valid: list[dict], max_length: int, device: str) -> dict:
    """Per source: accuracy and balanced accuracy of supported-vs-not at p(supported) >= 0.5."""
    model.eval()
    hits: dict[str, dict[int, list[int]]] = defaultdict(lambda: defaultdict(list))
    ordered = sorted(valid, key=lambda r: len(r["premise"]) + len(r["hypothesis"]))
    for i in range(0, len(ordered), 32):
        rows = ordered[i:i + 32]
        probs = torch.softmax(model(**train_nli.encode(tokenizer, rows, max_length, device)).logits, -1)[:, SUPPORTED]
        for row, p in zip(rows, probs.tolist()):
            gold = supported(row)
            hits[row["source"]][gold].append(int((p >= 0.5) == (gold == SUPPORTED)))
    model.train()
    report: dict = {}
    for source, by_gold in sorted(hits.items()):
        flat = [x for v in by_gold.values() for x in v]
        rates = [sum(v) / len(v) for v in by_gold.values() if v]
        report[source] = {"n": len(flat), "accuracy": round(sum(flat) / len(flat), 4),
                          "balanced_accuracy": round(sum(rates) / len(rates), 4)}
    ground = [v["balanced_accuracy"] for s, v in report.items() if s in GROUND_SOURCES]
    report["ground mean balanced accuracy"] = round(sum(ground) / max(1, len(ground)), 4)
    return report


def subsample_valid(valid: list[dict], per_source: int, seed: int) -> list[dict]:
    rng = random.Random(seed)
    by_source: dict[str, list[dict]] = defaultdict(list)
    for row in valid:
        by_source[row["source"]].append(row)
    out = []
    for _, rows in sorted(by_source.items()):
        rng.shuffle(rows)
        out.extend(rows[:per_source])
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=train_nli.SHARED / "nli-train")
    parser.add_argument("--ground", type=Path, default=train_nli.SHARED / "ground-train")
    parser.add_argument("--init-bundle", type=Path, default=REPO_ROOT / "models" / "embed-minilm-l6",
                        help="CTranslate2 BERT bundle whose encoder and pooler start the model")
    parser.add_argument("--out", type=Path, required=True, help="checkpoints go here (outside the repository)")
    parser.add_argument("--minutes", type=float, default=55.0, help="wall-clock budget; the schedule follows it")
    parser.add_argument("--pairs-per-second", type=float, default=4.0, help="expected speed, sizes the plan")
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--lr", type=float, default=5e-5)
    parser.add_argument("--head-lr", type=float, default=1e-3, help="the new head starts from noise")
    parser.add_argument("--max-length", type=int, default=288)
    parser.add_argument("--window-words", type=int, default=200)
    parser.add_argument("--ground-share", type=float, default=0.7)
    parser.add_argument("--distractor-share", type=float, default=0.5)
    parser.add_argument("--valid-per-source", type=int, default=60)
    parser.add_argument("--eval-per-source", type=int, default=40, help="validation pairs scored per source")
    parser.add_argument("--snli-limit", type=int, default=6000)
    parser.add_argument("--synthetic", type=int, default=3000)
    parser.add_argument("--save-every", type=int, default=50)
    parser.add_argument("--eval-every", type=int, default=100000, help="besides the end of the run")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--split-seed", type=int, default=7, help="keep it equal to train_nli's split")
    args = parser.parse_args()

    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    rng = random.Random(args.seed)
    args.out.mkdir(parents=True, exist_ok=True)
    state_path = args.out / "state.pt"
    resume = torch.load(state_path, weights_only=False) if state_path.exists() else None

    pool, valid = train_nli.build_pool(pool_args(args), rng)
    valid = subsample_valid(valid, args.eval_per_source, args.split_seed)
    budget_pairs = int(args.minutes * 60 * args.pairs_per_second)
    plan = make_plan(pool, budget_pairs, args.ground_share, args.batch_size, rng)
    total = len(plan)
    print(f"train pool {len(pool)} pairs, plan {total} steps ({budget_pairs} pairs), valid {len(valid)}", flush=True)

    base = args.out / "checkpoint" if resume else warm_start_from_bundle(args.init_bundle, args.out / "init", args.seed)
    tokenizer = AutoTokenizer.from_pretrained(base)
    model = AutoModelForSequenceClassification.from_pretrained(base).to(args.device)
    model.train()
    # Frozen word embeddings: half the weights, and AdamW on them costs about 30% of a CPU step.
    model.bert.embeddings.word_embeddings.weight.requires_grad_(False)
    head = [p for n, p in model.named_parameters() if n.startswith("classifier.")]
    body = [p for n, p in model.named_parameters() if p.requires_grad and not n.startswith("classifier.")]
    optimizer = torch.optim.AdamW([{"params": body, "base_lr": args.lr}, {"params": head, "base_lr": args.head_lr}],
                                  lr=args.lr, weight_decay=0.01)
    first_step, spent, running = 1, 0.0, 0.0
    if resume:
        optimizer.load_state_dict(resume["optimizer"])
        first_step, spent, running = resume["step"] + 1, resume["elapsed"], resume["loss"]
        print(f"resuming at step {first_step} after {spent / 60:.1f} min", flush=True)
    (args.out / "valid.jsonl").write_text("".join(json.dumps(r) + "\n" for r in valid), encoding="utf-8")

    warmup = max(1, total // 20)
    started = time.time() - spent
    budget_s = args.minutes * 60
    step = first_step - 1
    for step in range(first_step, total + 1):
        rows = plan[step - 1]
        # The schedule follows the wall clock: on a shared CPU the speed is unpredictable, and the learning
        # rate must still reach its floor when the budget ends.
        elapsed = time.time() - started
        for group in optimizer.param_groups:
            group["lr"] = group["base_lr"] * min(1.0, step / warmup) * max(0.02, 1.0 - elapsed / budget_s)
        out_of_time = elapsed >= budget_s
        loss = loss_for(model(**train_nli.encode(tokenizer, rows, args.max_length, args.device)).logits, rows)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        optimizer.zero_grad()
        running = 0.95 * running + 0.05 * loss.item() if step > 1 else loss.item()
        if step % 10 == 0:
            rate = (step - first_step + 1) * args.batch_size / max(1e-6, time.time() - started - spent)
            print(f"step {step}/{total} loss {running:.3f} {rate:.2f} pairs/s {elapsed / 60:.1f} min", flush=True)
        if step % args.save_every == 0 or step == total or out_of_time:
            model.save_pretrained(args.out / "checkpoint")
            tokenizer.save_pretrained(args.out / "checkpoint")
            torch.save({"optimizer": optimizer.state_dict(), "step": step, "elapsed": time.time() - started,
                        "loss": running}, args.out / "state.tmp")
            (args.out / "state.tmp").replace(state_path)
            (args.out / "progress.json").write_text(json.dumps({"step": step, "total": total, "loss": running,
                                                                "minutes": (time.time() - started) / 60}))
            if step == total or out_of_time or step % args.eval_every == 0:
                report = evaluate(model, tokenizer, valid, args.max_length, args.device)
                report["step"] = step
                print("valid", json.dumps(report), flush=True)
                (args.out / f"validation-{step}.json").write_text(json.dumps(report, indent=1))
                (args.out / "validation.json").write_text(json.dumps(report, indent=1))
            if out_of_time:
                print("deadline reached; stopping with the last checkpoint", flush=True)
                break
    print(f"done at step {step} in {(time.time() - started) / 60:.1f} min", flush=True)


if __name__ == "__main__":
    main()
