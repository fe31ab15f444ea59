#!/usr/bin/env python3
"""Train one verifier per writer fold of the corpus, each without its fold's writers (issue 38 item 4).

    /work/trainenv/bin/python scripts/train_corpus_folds.py --init /work/ckpt/warm --minutes 15 [--folds 4]
    /work/trainenv/bin/python scripts/train_corpus_folds.py --init /work/ckpt/warm --minutes 15 --only 2
    /work/trainenv/bin/python scripts/train_corpus_folds.py --init /work/ckpt/warm --minutes 20 \
        --corpus-pairs /work/pairs --corpus-share 0.5 --ckpt /work/ckpt/pairs   # run-time shapes (verifier_pairs.py)

For fold k: `train_nli.py --corpus corpus --hold-out-fold k` into `<ckpt>/fold-<k>/` (checkpointed; running
the same command again resumes where it stopped), then `convert_nli.py` into `models/folds/fold-<k>/`, which
`scripts/eval_corpus.py` uses to score fold k's writers. Training-time only (torch, transformers); the fold
models are evaluation artefacts and stay out of git (.gitignore), like the training checkpoints.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--init", type=Path, required=True, help="warm start (scripts/ct2_to_torch.py of the shipped model)")
    ap.add_argument("--ckpt", type=Path, default=Path("/work/ckpt"), help="where the fold checkpoints go")
    ap.add_argument("--minutes", type=float, default=15.0, help="training budget per fold")
    ap.add_argument("--folds", type=int, default=4)
    ap.add_argument("--only", type=int, nargs="*", help="only these folds")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--pairs-per-second", type=float, default=4.0)
    ap.add_argument("--corpus-pairs", type=Path, help="scripts/verifier_pairs.py's folder: train on the pairs as the "
                    "pipeline reads them rather than on the probes' spans")
    ap.add_argument("--corpus-share", type=float, default=0.3, help="share of each fold's pool from the corpus")
    a = ap.parse_args()
    for fold in a.only if a.only is not None else range(a.folds):
        out = a.ckpt / f"fold-{fold}"
        done = out / "progress.json"
        if done.exists() and json.loads(done.read_text()).get("step") == json.loads(done.read_text()).get("total"):
            print(f"fold {fold}: trained already ({out})", flush=True)
        else:
            subprocess.run([sys.executable, str(ROOT / "scripts" / "train_nli.py"), "--out", str(out), "--init",
                            str(a.init), "--corpus", str(ROOT / "corpus"), "--folds", str(a.folds), "--hold-out-fold",
                            str(fold), "--minutes", str(a.minutes), "--threads", str(a.threads),
                            "--pairs-per-second", str(a.pairs_per_second), "--window-words", "150",
                            "--valid-per-source", "40", "--eval-every", "100000", "--corpus-share", str(a.corpus_share)]
                           + (["--corpus-pairs", str(a.corpus_pairs)] if a.corpus_pairs else []), check=True)
        target = ROOT / "models" / "folds" / f"fold-{fold}"
        subprocess.run([sys.executable, str(ROOT / "scripts" / "convert_nli.py"), str(out / "checkpoint"), str(target),
                        "--name", f"nli-minilm-l6-fold-{fold}"], check=True)
        # The shipped model's thresholds and fitted decision model go with it, so the fold's figure differs
        # from the shipped one by the weights alone (refitting them per fold is a separate choice).
        shipped = json.loads((ROOT / "models" / "nli-minilm-l6" / "manifest.json").read_text())
        manifest_path = target / "manifest.json"
        manifest = json.loads(manifest_path.read_text())
        manifest.update({k: shipped[k] for k in ("thresholds", "decision", "thresholds_provenance") if k in shipped})
        manifest_path.write_text(json.dumps(manifest, indent=1) + "\n")
        print(f"fold {fold}: {target}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
