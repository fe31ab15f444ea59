#!/usr/bin/env python3
"""Score halcheck on the multi-writer corpus, leave-writers-out (issue 38): one line per writer, then

    LOWO: sent <mean> (worst <w>), kept <mean> (worst <w>), repair <mean>, harm <n>

    .venv/bin/python scripts/eval_corpus.py --lowo                 # every finished writer, 4 folds
    .venv/bin/python scripts/eval_corpus.py --lowo --with-dev      # support-dev and support-dev2 as two more writers
    .venv/bin/python scripts/eval_corpus.py --writers w01 w05 -v   # a few writers, each failure listed
    .venv/bin/python scripts/eval_corpus.py --lowo --json out/corpus.json
    .venv/bin/python scripts/eval_corpus.py --lowo --ledger        # and which findings' corrections pay their way

It trains nothing. Writers fall into folds (`halcheck_tui.corpus.folds`: wNN to fold (NN-1) mod 4). A writer is
scored by the checker built for its fold: the verifier in `models/folds/fold-<k>/` when one was trained
without that fold's writers, else the shipped models (the line says which build scored it). The shipped verifier
is trained on none of the corpus; should one be, its manifest's `corpus_writers` names the writers it read, and
those are printed as in-sample and left out of the LOWO line. Thresholds are the shipped config's.

Figures per writer: correct replies sent unchanged, wrong replies kept from the customer (no wrong value
in the final text), repair cases right (repaired, the correction in, no wrong value), and harm: correct
replies a repair changed plus repair cases whose final text holds a figure no expected correction holds.
Correct replies are checked with repair on (the default set-up), so a false alarm that a repair papers
over with another value counts against both `sent` and `harm`.

`--ledger` adds the correction ledger: each value repair writes, counted under the alignment rule whose finding
disputed the claim (or the finding's reason when no rule made it), as part of a right repair or of a harmful line.
For each fold it names the rules whose corrections were harmful at least as often as right on the other folds'
writers: the evidence behind `Rule.correctable` (a rule that only shows a claim wrong has it trimmed instead).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from halcheck_tui import locations  # noqa: E402
from halcheck_tui.config import load_settings  # noqa: E402
from halcheck_tui.core.case import parse_case  # noqa: E402
from halcheck_tui.core.trace import build_trace  # noqa: E402
from halcheck_tui.corpus import folds, load_lines, score_line, writer_folders  # noqa: E402
from halcheck_tui.wiring import build_checker  # noqa: E402

DEV_SETS = {"support-dev": ROOT.parent / "shared" / "support-dev", "support-dev2": ROOT.parent / "shared" / "support-dev2"}
FOLD_MODELS = ROOT / "models" / "folds"


def fold_settings(settings, fold: int):
    """The settings of the checker that scores a fold: its own verifier where one was trained without it."""
    verifier = FOLD_MODELS / f"fold-{fold}"
    if (verifier / "model.bin").exists():
        return replace(settings, nli_model_dir=str(verifier)), f"fold-{fold} verifier"
    return settings, "shipped models"


def trained_writers(settings) -> set[str]:
    """The corpus writers whose claims trained the shipped verifier (its manifest's `corpus_writers`): scored by
    it they are in-sample, so they are reported apart and left out of the LOWO line."""
    folder = Path(settings.nli_model_dir) if settings.nli_model_dir else locations.nli_model_dir()
    try:
        manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return set()
    return set(manifest.get("corpus_writers") or ())


def corrections_by_rule(trace: dict) -> list[str]:
    """The rule code (or reason) behind each value correction of a repaired trace."""
    if trace.get("outcome") != "repaired":
        return []
    claims = {c["id"]: c for c in trace.get("claims", [])}
    codes = []
    for edit in (trace.get("repair") or {}).get("edits", []):
        if edit.get("action") == "correct":
            claim = claims.get(edit.get("claim")) or {}
            codes.append(claim.get("rule") or claim.get("reason_code") or edit.get("reason_code") or "-")
    return codes


def score_writer(checker, folder: Path, verbose: bool) -> dict:
    counts = {"correct sent": [0, 0], "wrong kept out": [0, 0], "repaired": [0, 0]}
    ledger: dict[str, dict[str, int]] = {}
    harm = 0
    lines = [(line, False) for line in load_lines(folder)] + [(line, True) for line in load_lines(folder, repair=True)]
    for line, repair_file in lines:
        trace = build_trace(checker.check(parse_case(line["case"]), repair=True))
        score = score_line(line, trace, repair=True)
        counts[score.kind][0] += score.good
        counts[score.kind][1] += 1
        harm += bool(score.harm)
        harmful = score.kind == "correct sent" or bool(score.harm)
        right = score.kind == "repaired" and score.good and not score.harm
        for code in corrections_by_rule(trace):
            cell = ledger.setdefault(code, {"right": 0, "harmful": 0})
            cell["right"] += right
            cell["harmful"] += harmful
        if verbose and (not score.good or score.harm):
            print(f"  FAIL {score.kind:14s} {line['case']['id']}: {trace.get('outcome')} {list(score.harm)} :: "
                  f"{trace.get('final_text', '')[:120]!r}")
            for miss in score.misses:
                print(f"       {miss}")
    return {kind: {"right": r, "of": n} for kind, (r, n) in counts.items()} | {"harm": harm, "cases": len(lines),
                                                                               "ledger": ledger}


def print_ledger(rows: dict[str, dict], fold_of: dict[str, int]) -> None:
    """Corrections by rule over every writer, then per fold the rules whose corrections the other folds' writers
    found harmful at least as often as right (a choice made without the fold it would be judged on)."""
    def total(writers) -> dict[str, dict[str, int]]:
        out: dict[str, dict[str, int]] = {}
        for w in writers:
            for code, cell in rows[w].get("ledger", {}).items():
                mine = out.setdefault(code, {"right": 0, "harmful": 0})
                mine["right"] += cell["right"]
                mine["harmful"] += cell["harmful"]
        return out
    every = total(w for w in rows if w in fold_of)
    print("corrections by rule (writers' lines): right / harmful")
    for code, cell in sorted(every.items(), key=lambda kv: -(kv[1]["right"] + kv[1]["harmful"])):
        print(f"  {code:24s} {cell['right']:4d} / {cell['harmful']:<4d}")
    for fold in sorted(set(fold_of.values())):
        others = total(w for w in rows if w in fold_of and fold_of[w] != fold)
        losing = sorted(c for c, cell in others.items() if c.startswith("AL") and cell["harmful"]
                        and cell["harmful"] >= cell["right"])
        print(f"  fold {fold}: corrections harmful at least as often as right without it: {', '.join(losing) or 'none'}")


def share(figures: dict, kind: str) -> float | None:
    cell = figures[kind]
    return cell["right"] / cell["of"] if cell["of"] else None


def summary(rows: dict[str, dict]) -> str:
    def mean_worst(kind: str) -> tuple[float, float, str]:
        values = {w: share(f, kind) for w, f in rows.items() if share(f, kind) is not None}
        if not values:
            return 0.0, 0.0, "-"
        worst = min(values, key=values.get)
        return statistics.mean(values.values()), values[worst], worst

    sent, kept, repair = mean_worst("correct sent"), mean_worst("wrong kept out"), mean_worst("repaired")
    harm = sum(f["harm"] for f in rows.values())
    return (f"LOWO: sent {sent[0]:.3f} (worst {sent[1]:.3f} {sent[2]}), kept {kept[0]:.3f} (worst {kept[1]:.3f} "
            f"{kept[2]}), repair {repair[0]:.3f}, harm {harm}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=ROOT / "corpus", help="the corpus root (writer folders)")
    ap.add_argument("--writers", nargs="*", help="only these writers (folder names)")
    ap.add_argument("--lowo", action="store_true", help="score each writer with its fold's checker (the default "
                    "reading; kept as the documented flag)")
    ap.add_argument("--folds", type=int, default=4, help="how many writer folds (default 4)")
    ap.add_argument("--with-dev", action="store_true", help="also score support-dev and support-dev2 as writers")
    ap.add_argument("--generator", action="store_true", help="load the local generator (level 1 scoring)")
    ap.add_argument("--json", type=Path, help="write the figures as JSON here")
    ap.add_argument("--ledger", action="store_true", help="print the correction ledger by rule and fold")
    ap.add_argument("-v", action="store_true", help="list each failing case and probe")
    a = ap.parse_args(argv)
    if not a.corpus.is_dir():
        print(f"eval_corpus: {a.corpus} is not a folder: pass --corpus with the corpus root", file=sys.stderr)
        return 2
    folders = {p.name: p for p in writer_folders(a.corpus, finished=True) if (p / "cases.jsonl").exists()}
    if a.writers:
        unknown = sorted(set(a.writers) - set(folders))
        if unknown:
            print(f"eval_corpus: no finished writer {', '.join(unknown)} under {a.corpus}: pick from "
                  f"{', '.join(folders) or 'none'}", file=sys.stderr)
            return 2
        folders = {w: folders[w] for w in a.writers}
    fold_of = folds(list(folders), a.folds)
    if a.with_dev:
        folders |= {name: path for name, path in DEV_SETS.items() if path.is_dir()}
    settings = load_settings()
    trained_on = trained_writers(settings)
    rows, builds, in_sample = {}, {}, set()
    started = time.perf_counter()
    for fold in sorted(set(fold_of.values())) + ([None] if a.with_dev else []):
        writers = [w for w in folders if fold_of.get(w) == fold]
        if not writers:
            continue
        fold_set, build = fold_settings(settings, fold) if fold is not None else (settings, "shipped models")
        checker, _notes = build_checker(fold_set, no_generator=not a.generator)
        for writer in writers:
            if a.v:
                print(f"{writer} (fold {fold}, {build}):")
            rows[writer] = score_writer(checker, folders[writer], a.v)
            builds[writer] = f"fold {fold}: {build}" if fold is not None else build
            if build == "shipped models" and writer in trained_on:
                in_sample.add(writer)
                builds[writer] += ", trained on this writer: in-sample"
            f = rows[writer]
            cells = "  ".join(f"{k} {f[k]['right']:>3d}/{f[k]['of']:<3d}" for k in ("correct sent", "wrong kept out",
                                                                                    "repaired"))
            print(f"{writer:13s} {cells}  harm {f['harm']:>2d}  [{builds[writer]}]", flush=True)
    corpus_rows = {w: r for w, r in rows.items() if w not in DEV_SETS and w not in in_sample}
    seen_rows = {w: r for w, r in rows.items() if w in in_sample}
    if corpus_rows:
        print(summary(corpus_rows))
    if seen_rows:
        print(f"in-sample ({len(seen_rows)} writers the shipped verifier was trained on; not in the LOWO line): "
              + summary(seen_rows).removeprefix("LOWO: "))
    if a.ledger:
        print_ledger(rows, fold_of)
    print(f"{sum(r['cases'] for r in rows.values())} cases in {time.perf_counter() - started:.0f} s")
    if a.json:
        a.json.parent.mkdir(parents=True, exist_ok=True)
        a.json.write_text(json.dumps({"writers": rows, "builds": builds, "folds": fold_of,
                                      "summary": summary(corpus_rows) if corpus_rows else None,
                                      "in_sample": sorted(seen_rows)}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
