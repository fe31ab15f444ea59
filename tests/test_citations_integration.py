"""Citations through the real CLI with the real NLI model and embedder, and the event log and stats
written and read by real processes."""
import json
import subprocess
import sys

import pytest
from conftest import nli_model_available

pytestmark = [pytest.mark.integration,
              pytest.mark.skipif(not nli_model_available(), reason="models/nli-minilm-l6 is not built")]

EVIDENCE = [
    {"id": "refund-policy#timing", "kind": "policy", "revision": "v7",
     "text": "Once approved, refunds reach the original payment method within 14 business days."},
    {"id": "kb-shipping#3", "kind": "passage", "text": "Orders ship from our warehouse in Pune.\nDelivery takes 2 days."},
]


def run(*argv, env=None):
    result = subprocess.run([sys.executable, "-m", "halcheck_tui", *argv], capture_output=True, text=True,
                            timeout=300, env=env)
    return result


def check(tmp_path, draft, name="case.json"):
    path = tmp_path / name
    path.write_text(json.dumps({"id": name, "draft": draft, "evidence": EVIDENCE}))
    result = run("check", str(path), "--json", "--no-generator", "--no-repair")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_real_model_correct_wrong_and_invented_citations(tmp_path):
    plain = check(tmp_path, "Orders ship from our warehouse in Pune.", "plain.json")
    good = check(tmp_path, "Orders ship from our warehouse in Pune [kb-shipping#3].", "good.json")
    assert [c["verdict"] for c in good["claims"]] == [c["verdict"] for c in plain["claims"]] == ["supported"]
    assert good["claims"][0]["citations"]["status"] == "entails"
    assert "[" not in good["claims"][0]["context_text"]

    wrong = check(tmp_path, "Orders ship from our warehouse in Pune [refund-policy#timing].", "wrong.json")
    claim = wrong["claims"][0]
    # supported by the uncited passage, and the trace says the citation was wrong
    assert claim["verdict"] == "supported" and claim["citations"]["status"] == "not_entailed"

    unsupported = check(tmp_path, "Orders ship with free gift wrapping [kb-shipping#3].", "unsupported.json")
    assert unsupported["claims"][0]["reason_code"] in ("CITATION_NOT_ENTAILED", "NLI_CONTRADICTION")

    invented = check(tmp_path, "Orders ship from our warehouse in Pune [kb-shipping#9].", "invented.json")
    assert invented["decision"] == "block" and invented["citations"]["invalid"] == ["kb-shipping#9"]


def test_stats_reads_what_real_checks_logged(tmp_path):
    check(tmp_path, "Orders ship from our warehouse in Pune [kb-shipping#9].", "a.json")
    check(tmp_path, "Orders ship from our warehouse in Pune.", "b.json")
    result = run("stats", "--json")
    assert result.returncode == 0, result.stderr
    stats = json.loads(result.stdout)
    assert stats["checks"] == 2 and stats["invalid_citation_replies"] == 1
    assert stats["reasons"].get("INVALID_CITATION") == 1
