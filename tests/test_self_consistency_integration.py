"""Self-consistency with the real NLI model (through the runtimes, as `halcheck check` loads it) on a case
with samples: a sentence the samples restate is OK, a made-up one they never say is INCONSISTENT, and the
signal cuts nothing that the case without samples keeps."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from conftest import nli_model_available

pytestmark = [pytest.mark.integration,
              pytest.mark.skipif(not nli_model_available(), reason="models/nli-minilm-l6 is not built")]

CASE = {
    "id": "sc-real", "question": "When does my ferry leave?",
    "draft": "Your ferry HL-2210 leaves Pier 2 at 07:40 on Saturday. Boarding closes 45 minutes before departure.",
    "evidence": [{"id": "get_booking#HL-2210", "kind": "record", "source": "tool:get_booking",
                  "fields": {"booking_id": "HL-2210", "pier": "Pier 2", "departs": "07:40", "day": "Saturday"}}],
    "samples": ["Booking HL-2210 departs from Pier 2 at 07:40 this Saturday.",
                "The HL-2210 crossing sails at 07:40 from Pier 2 on Saturday.",
                "Your Saturday ferry, HL-2210, leaves at 07:40 from Pier 2."],
}


def check(tmp_path, case: dict) -> dict:
    path = tmp_path / "case.json"
    path.write_text(json.dumps(case))
    result = subprocess.run([sys.executable, "-m", "halcheck_tui", "check", str(path), "--json", "--no-generator",
                             "--no-log"], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_real_model_flags_the_made_up_sentence_only(tmp_path):
    trace = check(tmp_path, CASE)
    first, second = (s["self_consistency"] for s in trace["sentences"])
    assert first["samples"] == 3 and first["flag"] == "OK" and first["entailed_share"] >= 2 / 3
    assert second["flag"] == "INCONSISTENT" and second["entailed_share"] == 0.0
    without = check(tmp_path, {k: v for k, v in CASE.items() if k != "samples"})
    assert [s["self_consistency"] for s in without["sentences"]] == [None, None]
    assert [s["kept"] for s in trace["sentences"]] == [s["kept"] for s in without["sentences"]]
    assert (trace["decision"], trace["outcome"]) == (without["decision"], without["outcome"])
