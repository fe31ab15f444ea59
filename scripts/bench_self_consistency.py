"""How often level 1's self-consistency signal fires on correct and on wrong sentences of a labelled set.

`python scripts/bench_self_consistency.py [--set evidence_store/self_consistency/labelled.jsonl]` reads the
set (per line: hand-written samples of one reply, and sentences labelled correct or wrong), asks the shipped
NLI model through the runtimes (`wiring.load_runtimes`) the same question level 1 asks (sample as premise,
sentence as hypothesis), and prints, for the configured thresholds and a sweep of the minimum share, the
share of correct sentences flagged INCONSISTENT (false alarms) and of wrong ones (catches). The figures in
docs/benchmarks.md ("Self-consistency") come from it.
"""
from __future__ import annotations

import argparse
import json
from datetime import UTC, datetime
from pathlib import Path

from halcheck_tui.config import Settings, load_settings
from halcheck_tui.core.confidence.consistency import self_consistency
from halcheck_tui.wiring import load_runtimes

SET = Path(__file__).resolve().parents[1] / "evidence_store" / "self_consistency" / "labelled.jsonl"
SWEEP = (0.25, 0.5, 0.75, 1.0)


def shares(path: Path, settings: Settings) -> list[tuple[str, str, float]]:
    """(item id, label, entailed share) per labelled sentence."""
    runtimes, _ = load_runtimes(settings, want_generator=False)
    assert runtimes.nli is not None
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        sentences = [(i, s["text"]) for i, s in enumerate(item["sentences"])]
        found = self_consistency(sentences, item["samples"], runtimes.nli, settings.self_consistency_entail, 0.5)
        out += [(item["id"], s["label"], found[i].entailed_share) for i, s in enumerate(item["sentences"])]
    return out


def fire_rate(rows, label: str, min_share: float) -> tuple[int, int]:
    chosen = [share for _, lab, share in rows if lab == label]
    return sum(1 for share in chosen if share < min_share), len(chosen)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", type=Path, default=SET)
    args = parser.parse_args()
    settings = load_settings()
    rows = shares(args.set, settings)
    print(f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC, {args.set.name}: {len(rows)} sentences, "
          f"entail >= {settings.self_consistency_entail}")
    print("| min share | fires on correct | fires on wrong |")
    print("|---|---|---|")
    for min_share in sorted({*SWEEP, settings.self_consistency_min_share}):
        default = " (default)" if min_share == settings.self_consistency_min_share else ""
        fc, nc = fire_rate(rows, "correct", min_share)
        fw, nw = fire_rate(rows, "wrong", min_share)
        print(f"| {min_share:g}{default} | {fc}/{nc} ({fc / nc:.0%}) | {fw}/{nw} ({fw / nw:.0%}) |")
    print("\nper sentence (id, label, entailed share):")
    for item_id, label, share in rows:
        print(f"  {item_id:<18} {label:<8} {share:.2f}")


if __name__ == "__main__":
    main()
