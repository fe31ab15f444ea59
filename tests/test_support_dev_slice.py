"""The support-dev figures on a slice of ../shared/support-dev (skipped without it), with the real models.

A regression guard, not a target: every 6th case of cases.jsonl (60 cases over all domains), no repair, no
generator, as scripts/eval_support.py scores them. The floors sit about ten points under what the slice gave
when they were last raised (2026-12-01, session 5: the slice 27/33 correct sent, 27/27 wrong kept out; the
full set 0.85 / 0.94)."""
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SUPPORT_DEV = ROOT.parent / "shared" / "support-dev"
sys.path.insert(0, str(ROOT / "scripts"))

pytestmark = pytest.mark.skipif(not (SUPPORT_DEV / "cases.jsonl").is_file(), reason="../shared/support-dev is absent")


def test_support_dev_slice_holds_its_figures(tmp_path):
    import eval_support

    out = tmp_path / "figures.json"
    assert eval_support.main(["--every", "6", "--json", str(out)]) == 0
    figures = json.loads(out.read_text())["domains"]["ALL"]
    sent, kept = figures["correct sent"], figures["wrong kept out"]
    assert sent["of"] > 20 and kept["of"] > 20
    assert sent["right"] / sent["of"] >= 0.70, sent
    assert kept["right"] / kept["of"] >= 0.90, kept
