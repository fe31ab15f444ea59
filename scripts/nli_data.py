"""The NLI training data as scripts/train_nli.py builds it, without torch: reading the pairs, cutting long
premises to the best window, distractors, the stratified validation split, and the pool one run trains on.

`heldback_pairs()` rebuilds, from ../shared alone, the validation split of the run that trained the shipped
model (its arguments are in TRAINED_WITH, as MODEL_CARD.md records them): the pairs that model never saw.
`scripts/fit_decision.py` fits the decision model on some of them, so a fresh clone reproduces its figures
without the training run's output folder.
"""
from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import nli_synthetic  # noqa: E402

LABELS = ["entailment", "neutral", "contradiction"]
LABEL_INDEX = {name: i for i, name in enumerate(LABELS)}
NOT_ENTAILMENT = "not_entailment"
MNLI_SOURCES = {"mnli_dev_matched", "mnli_dev_writerlabel", "taxinli_mnli"}
SHARED = Path(__file__).resolve().parents[1].parent / "shared"
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")
_WORD = re.compile(r"[a-z0-9]+")
_STOP = set("the a an of to in on and or is are was were be been for with by at as that this it its from".split())


def load_pairs(data_dir: Path, binary_ok: bool = False) -> list[dict]:
    pairs = []
    for path in sorted(data_dir.glob("*.jsonl")):
        with path.open(encoding="utf-8") as handle:
            for line in handle:
                row = json.loads(line)
                if row.get("label") in LABEL_INDEX or (binary_ok and row.get("label") == NOT_ENTAILMENT):
                    pairs.append(row)
    return pairs


def content_words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP}


def best_window(premise: str, hypothesis: str, max_words: int) -> str:
    """The run of adjacent sentences (at most max_words) sharing most content words with the hypothesis."""
    if len(premise.split()) <= max_words:
        return premise
    sentences = [s for s in _SENTENCE_END.split(premise) if s.strip()]
    wanted = content_words(hypothesis)
    best, best_score = premise, -1.0
    for start in range(len(sentences)):
        words, chosen = 0, []
        for sentence in sentences[start:]:
            n = len(sentence.split())
            if chosen and words + n > max_words:
                break
            chosen.append(sentence)
            words += n
        covered = len(wanted & content_words(" ".join(chosen)))
        score = covered - 0.001 * start  # ties go to the earliest window (titles and leads come first)
        if score > best_score:
            best, best_score = " ".join(chosen), score
    words = best.split()
    return " ".join(words[:max_words]) if len(words) > max_words else best


def with_distractors(row: dict, filler: list[str], rng: random.Random) -> dict:
    """The premise placed among 2-6 unrelated sentences; the label is unchanged by construction."""
    others = rng.sample(filler, rng.randint(2, 6))
    at = rng.randint(0, len(others))
    premise = " ".join(others[:at] + [row["premise"]] + others[at:])
    return {**row, "premise": premise, "source": row["source"] + "+distractors"}


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



# How many pairs of each ground-train source to draw per pass: the fixed 17 ContractNLI hypotheses and the
# single-sentence ConjNLI pairs would otherwise crowd out the multi-sentence sources.
GROUND_CAPS = {"contractnli": 2500, "fever_nli": 7000, "conjnli": 3000}


def build_pool(args, rng: random.Random) -> tuple[list[dict], list[dict]]:
    short = load_pairs(args.data)
    synthetic = nli_synthetic.generate(args.synthetic, seed=args.split_seed)
    short_train, short_valid = split_by_source(short + synthetic, args.valid_per_source, args.split_seed)
    ground = load_pairs(args.ground, binary_ok=True) if args.ground else []
    for row in ground:
        row["premise"] = best_window(row["premise"], row["hypothesis"], args.window_words)
    ground_train, ground_valid = split_by_source(ground, args.valid_per_source, args.split_seed)

    by_source: dict[str, list[dict]] = defaultdict(list)
    for row in ground_train:
        by_source[row["source"]].append(row)
    ground_pool = []
    for source, rows in sorted(by_source.items()):
        rng.shuffle(rows)
        ground_pool.extend(rows[: GROUND_CAPS.get(source, len(rows))])

    snli = [r for r in short_train if r["source"].startswith("snli")]
    rng.shuffle(snli)
    others = [r for r in short_train if not r["source"].startswith("snli")]
    short_pool = snli[: args.snli_limit] + others
    filler = [s for r in short + ground for s in _SENTENCE_END.split(r["premise"]) if 6 <= len(s.split()) <= 30]
    rng.shuffle(filler)
    filler = filler[:50000]
    augmented = [with_distractors(r, filler, rng) if rng.random() < args.distractor_share else r for r in short_pool]
    # The validation set gets its own distractor copies, so the figure says whether noise is ignored.
    valid_rng = random.Random(args.split_seed)
    valid_distract = [with_distractors(r, filler, valid_rng) for r in short_valid if r["source"] in MNLI_SOURCES]
    valid = short_valid + ground_valid + valid_distract[:300]
    corpus_root = getattr(args, "corpus", None)
    if corpus_root:
        # The corpus's training writers, oversampled to `corpus_share` of the pool; the held-out fold's
        # writers are never read (halcheck_tui.corpus.folds), and a tenth of the training writers' pairs
        # validate, by writer.
        sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
        from halcheck_tui.corpus import folds, writer_folders

        writers = [p.name for p in writer_folders(corpus_root) if (p / "cases.jsonl").exists()]
        fold_of = folds(writers, args.folds)
        train_writers = {w for w in writers if fold_of[w] != args.hold_out_fold}
        pairs_dir = getattr(args, "corpus_pairs", None)
        # Pairs as the pipeline reads them (scripts/verifier_pairs.py) when given; else the probes' spans
        # against the whole verbalised evidence.
        pairs = ([json.loads(raw) for w in sorted(train_writers) if (pairs_dir / f"{w}.jsonl").exists()
                  for raw in (pairs_dir / f"{w}.jsonl").read_text(encoding="utf-8").splitlines() if raw.strip()]
                 if pairs_dir else corpus_pairs(corpus_root, train_writers, args.window_words))
        rng.shuffle(pairs)
        cut = len(pairs) // 10
        valid += pairs[:cut]
        base = ground_pool + augmented
        wanted = int(args.corpus_share * len(base) / max(1e-9, 1 - args.corpus_share))
        corpus_pool = [pairs[cut + i % max(1, len(pairs) - cut)] for i in range(wanted)] if len(pairs) > cut else []
        print(f"corpus: {len(train_writers)} training writers (fold {args.hold_out_fold} of {args.folds} held out: "
              f"{sorted(set(writers) - train_writers)}), {len(pairs) - cut} pairs, {len(corpus_pool)} in the pool",
              flush=True)
        return base + corpus_pool, valid
    return ground_pool + augmented, valid



TRAINED_WITH = {"window_words": 150, "valid_per_source": 100, "split_seed": 7, "seed": 11, "synthetic": 3000,
                "snli_limit": 12000, "distractor_share": 0.35}
"""The data arguments of the run that trained models/nli-minilm-l6 (MODEL_CARD.md: `--window-words 150
--valid-per-source 100`, the rest train_nli.py's defaults). Change them together with the shipped model."""


def heldback_pairs(shared: Path = SHARED, **overrides) -> list[dict]:
    """The validation split of the shipped model's training run, rebuilt deterministically from `shared`
    (nli-train/ and ground-train/): the same pairs, in the same order, as that run's valid.jsonl."""
    values = {**TRAINED_WITH, **overrides}
    args = argparse.Namespace(data=shared / "nli-train", ground=shared / "ground-train", **values)
    for folder in (args.data, args.ground):
        if not folder.is_dir():
            raise FileNotFoundError(f"{folder}: the training data folder is missing")
    # train_nli.py draws its pool with random.Random(seed) before anything else; the distractor sentences
    # of the validation copies depend on that stream, so it is replayed exactly.
    _pool, valid = build_pool(args, random.Random(values["seed"]))
    return valid


# --- the multi-writer corpus (corpus/<writer>/, issue 38) ------------------------------------------

CORPUS_LABELS = {"supported": "entailment", "contradicted": "contradiction", "insufficient_evidence": "neutral"}


def verbalise_evidence(evidence: list[dict]) -> str:
    """A case's evidence as the verifier reads it: each record's leaves as `name: value` under its id,
    refused calls as one line, policy and passage text as written."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from halcheck_tui.core.case import flatten_fields
    from halcheck_tui.core.grounding.fields.alignment.leaves import humanise
    from halcheck_tui.core.grounding.fields.alignment.vocabulary import split_path_words

    parts = []
    for item in evidence:
        kind = item.get("kind")
        if kind == "record":
            # As the pipeline verbalises a record's leaves for NLI (alignment.leaves.verbalise_leaves).
            lines = [f"{' '.join(split_path_words(path)[-3:])}: {humanise(value)}"
                     for path, value in flatten_fields(item.get("fields") or {}).items()]
            parts.append(f"{item.get('id')}: " + "; ".join(lines) + ".")
        elif kind == "refused_call":
            args = ", ".join(f"{k} = {v}" for k, v in (item.get("args") or {}).items())
            parts.append(f"The call {item.get('tool')}({args}) was refused: {item.get('decision')}.")
        elif item.get("text"):
            parts.append(str(item["text"]))
    return "\n".join(parts)


def corpus_pairs(root: Path, writers: set[str], window_words: int) -> list[dict]:
    """(premise, hypothesis, label) pairs from the probes of the given writers' cases and repair cases: the
    probe's span is the hypothesis, the case's evidence (verbalised, cut to the window that shares most words
    with it) the premise. Probes that allow two verdicts, and courtesy, are left out: their label is no label."""
    pairs = []
    for writer in sorted(writers):
        for name in ("cases.jsonl", "repair.jsonl"):
            path = root / writer / name
            if not path.exists():
                continue
            for raw in path.read_text(encoding="utf-8").splitlines():
                if not raw.strip():
                    continue
                line = json.loads(raw)
                premise = verbalise_evidence(line["case"]["evidence"])
                for probe in line["expect"].get("probes", []):
                    verdicts = probe.get("verdict_in") or []
                    if len(verdicts) != 1 or verdicts[0] not in CORPUS_LABELS:
                        continue
                    hypothesis = probe["contains"]
                    pairs.append({"premise": best_window(premise, hypothesis, window_words), "hypothesis": hypothesis,
                                  "label": CORPUS_LABELS[verdicts[0]], "source": f"corpus_{writer}"})
    return pairs
