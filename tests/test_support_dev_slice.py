"""The support-dev figures on a slice of ../shared/support-dev (skipped without it), with the real models.

A regression guard, not a target: every 6th case of cases.jsonl (60 cases over all domains), no repair, no
generator, as scripts/eval_support.py scores them. The floors sit a few points under what the slice gave
when this test was written (2026-12-01: correct sent 0.69, wrong kept out 0.89 on the full set)."""
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
    assert sent["right"] / sent["of"] >= 0.55, sent
    assert kept["right"] / kept["of"] >= 0.80, kept
