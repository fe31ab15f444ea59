#!/usr/bin/env python3
"""Verifier training pairs as the pipeline reads them: every (premise, claim) pair the checker sends to NLI,
labelled from the corpus writer's probe on that claim (issue 38, step 2).

    .venv/bin/python scripts/verifier_pairs.py --out /work/pairs            # every finished writer
    .venv/bin/python scripts/verifier_pairs.py --out /work/pairs --writers w01 w02

Why not the probe's span against the whole verbalised evidence (nli_data.corpus_pairs): at run time the
verifier reads the claim's stand-alone text (`context_text`) against the premises retrieval chose (one
sentence, a window, a record's aligned leaves), and a model trained on other shapes did not carry over (the
fold-0 verifier of session 11: AUC 0.672 against the shipped 0.671 on its held-out writers). Here the shapes
are the run-time ones by construction: the checker runs (no generator, no repair) and its grounder's pending
NLI pairs are recorded before any model reads them, so the pairs do not depend on which verifier is loaded.

Labels, one writer's probe per claim (a claim that two probes with different verdicts touch is left out):
- *supported*: the premise holding most of the claim's content words is `entailment`, when it holds at least
  `--cover` of them (a claim whose right premise retrieval missed teaches nothing true); the others are left
  out, since a claim may be entailed by more than one of them.
- *contradicted* or *insufficient_evidence*: every premise is `not_entailment` (train_nli.py's two-way loss):
  the writer says the evidence does not bear the claim out, so no premise of it may entail it.
- *not_applicable* and two-verdict probes: left out, as their label says nothing about support.

One JSONL file per writer (`<out>/<writer>.jsonl`), rows {premise, hypothesis, label, source, case, claim};
train_nli.py --corpus-pairs reads them, keeping the held-out fold's writers out.

With `--claims DIR`, each labelled claim's decision inputs go to `DIR/<writer>.jsonl` as well: the premises
the decision reads (those that may cover it, the windows, those that may refute it), whether each may pass
the figure, negation and condition checks, and its absent share. They too are the same whichever verifier
is loaded, so `scripts/fit_decision.py --corpus-claims DIR` can read them with any verifier and fit the
decision on the training writers' own claims without running the checker again.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from nli_data import content_words  # noqa: E402

from halcheck_tui.config import load_settings  # noqa: E402
from halcheck_tui.core.case import parse_case  # noqa: E402
from halcheck_tui.core.grounding.grounder import Grounder  # noqa: E402
from halcheck_tui.core.grounding.text.decision import absent_share  # noqa: E402
from halcheck_tui.corpus import load_lines, writer_folders  # noqa: E402
from halcheck_tui.ports import NLIModel, NLIProbs  # noqa: E402
from halcheck_tui.wiring import build_checker  # noqa: E402

SINGLE = {"supported": "entailment", "contradicted": "not_entailment", "insufficient_evidence": "not_entailment"}


class RecordingNLI(NLIModel):
    """Answers every pair neutral (labels come from the writer, not a model) and keeps nothing itself:
    the pairs are taken from the grounder's pending list, where each still knows its claim."""

    name = "recording"

    def predict(self, pairs):
        return [NLIProbs(0.0, 1.0, 0.0) for _ in pairs]


def claim_labels(line: dict, claims) -> dict[str, str]:
    """claim id -> the verdict of the single probe overlapping it (claims two verdicts touch are left out)."""
    draft = line["case"]["draft"]
    spans = []
    for probe in line["expect"].get("probes", []):
        verdicts = probe.get("verdict_in") or []
        start = draft.find(probe["contains"])
        if start >= 0:
            spans.append((start, start + len(probe["contains"]), tuple(verdicts)))
    out = {}
    for claim in claims:
        touching = {v for a, b, v in spans if a < claim.end and b > claim.start}
        if len(touching) == 1 and len(only := next(iter(touching))) == 1 and only[0] in SINGLE:
            out[claim.id] = only[0]
    return out


def coverage(premise: str, hypothesis: str) -> float:
    wanted = content_words(hypothesis)
    return len(wanted & content_words(premise)) / len(wanted) if wanted else 0.0


def pairs_for(claim, premises, label: str, cover: float) -> list[tuple[str, str]]:
    texts = list(dict.fromkeys(p.text for p in premises if p.text.strip()))
    if SINGLE[label] == "not_entailment":
        return [(t, "not_entailment") for t in texts]
    scored = sorted(((coverage(t, claim.context_text), -len(t), t) for t in texts), reverse=True)
    return [(scored[0][2], "entailment")] if scored and scored[0][0] >= cover else []


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=ROOT / "corpus")
    ap.add_argument("--writers", nargs="*", help="only these writers (folder names)")
    ap.add_argument("--out", type=Path, required=True, help="folder for <writer>.jsonl")
    ap.add_argument("--claims", type=Path, help="also write each labelled claim's decision inputs here")
    ap.add_argument("--cover", type=float, default=0.4,
                    help="share of a supported claim's content words its premise must hold")
    a = ap.parse_args()
    if not a.corpus.is_dir():
        print(f"verifier_pairs: {a.corpus} is not a folder: pass --corpus with the corpus root", file=sys.stderr)
        return 2
    folders = [p for p in writer_folders(a.corpus, finished=True) if (p / "cases.jsonl").exists()]
    if not folders:
        print(f"verifier_pairs: no finished writer (BRIEF.md, README.md, cases.jsonl) under {a.corpus}",
              file=sys.stderr)
        return 2
    if a.writers:
        unknown = set(a.writers) - {p.name for p in folders}
        if unknown:
            print(f"verifier_pairs: no finished writer {sorted(unknown)} under {a.corpus}", file=sys.stderr)
            return 2
        folders = [p for p in folders if p.name in a.writers]
    if a.out.exists() and not a.out.is_dir():
        print(f"verifier_pairs: {a.out} is a file; pass a folder to --out", file=sys.stderr)
        return 2
    if a.claims is not None and a.claims.exists() and not a.claims.is_dir():
        print(f"verifier_pairs: {a.claims} is a file; pass a folder to --claims", file=sys.stderr)
        return 2
    a.out.mkdir(parents=True, exist_ok=True)
    if a.claims is not None:
        a.claims.mkdir(parents=True, exist_ok=True)

    pending_seen: list = []
    decided: dict[str, dict] = {}
    original = Grounder._run_nli
    original_decide = Grounder._decide

    def recording(self, pending, verdicts, records):
        pending_seen.extend(pending)
        return original(self, pending, verdicts, records)

    def deciding(self, claim, single, joined, evidence_texts=()):
        decided[claim.id] = decision_inputs(self, claim, single, joined, evidence_texts)
        return original_decide(self, claim, single, joined, evidence_texts)

    Grounder._run_nli = recording
    Grounder._decide = deciding
    checker, _ = build_checker(load_settings(), no_generator=True)
    _swap_nli(checker, RecordingNLI())
    for folder in folders:
        rows, claim_rows, counts = [], [], {"entailment": 0, "not_entailment": 0, "claims": 0}
        for line in load_lines(folder) + load_lines(folder, repair=True):
            pending_seen.clear()
            decided.clear()
            checker.check(parse_case(line["case"]), repair=False)
            claims = [item[1] for item in pending_seen]
            labels = claim_labels(line, claims)
            for _index, claim, premises, windows, _texts in pending_seen:
                if claim.id not in labels:
                    continue
                counts["claims"] += 1
                if claim.id in decided:
                    claim_rows.append({"source": f"corpus_{folder.name}", "case": line["case"]["id"],
                                       "claim": claim.id, "label": labels[claim.id], **decided[claim.id]})
                for premise, label in pairs_for(claim, list(premises) + list(windows), labels[claim.id], a.cover):
                    counts[label] += 1
                    rows.append({"premise": premise, "hypothesis": claim.context_text, "label": label,
                                 "source": f"corpus_{folder.name}", "case": line["case"]["id"], "claim": claim.id})
        target = a.out / f"{folder.name}.jsonl"
        _write_jsonl(target, rows)
        if a.claims is not None:
            _write_jsonl(a.claims / f"{folder.name}.jsonl", claim_rows)
        print(f"{folder.name}: {counts['claims']} labelled claims, {counts['entailment']} entailment, "
              f"{counts['not_entailment']} not_entailment -> {target}", flush=True)
    return 0


def decision_inputs(grounder: Grounder, claim, single, joined, evidence_texts) -> dict:
    """What the learned decision reads of one claim, without the verifier's probabilities: the premise texts
    by the role each plays in `NLIDecisions.signals`, and whether each may pass `_decide_learned`'s checks
    on the premise it would pass by (`NLIDecisions.may_pass_by`)."""
    fields = [p for p, _ in single if p.start < 0]
    return {"hypothesis": claim.context_text,
            "covering": [[p.text, grounder.may_pass_by(claim, p, fields)] for p, _ in single if p.names_ok],
            "joined": [[p.text, grounder.may_pass_by(claim, p, fields)] for p, _ in joined],
            "refuting": [p.text for p, _ in grounder.refuting(claim, single)],
            "absent_share": round(absent_share(claim.context_text, evidence_texts), 4)}


def _write_jsonl(target: Path, rows: list[dict]) -> None:
    tmp = target.with_suffix(".tmp")
    tmp.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    tmp.replace(target)


def _swap_nli(checker, model: NLIModel) -> None:
    """Every grounder the checker holds reads with `model` (found by type, so the wiring may change)."""
    seen = set()

    def visit(obj, depth=0):
        if id(obj) in seen or depth > 4:
            return
        seen.add(id(obj))
        if isinstance(obj, Grounder):
            obj.nli = model
            return
        for value in getattr(obj, "__dict__", {}).values():
            if hasattr(value, "__dict__") and not isinstance(value, type):
                visit(value, depth + 1)
            elif isinstance(value, (list, tuple)):
                for item in value:
                    visit(item, depth + 1)

    visit(checker)


if __name__ == "__main__":
    raise SystemExit(main())
