"""scripts/verifier_pairs.py labels the pairs the pipeline sends to NLI from the writer's probes: a supported
claim's best-covering premise entails it, every premise of a wrong claim does not, and claims whose label is
no label (two verdicts, courtesy, two probes that disagree) teach nothing."""
from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("verifier_pairs", ROOT / "scripts" / "verifier_pairs.py")
verifier_pairs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(verifier_pairs)


@dataclass(frozen=True)
class FakeClaim:
    id: str
    start: int
    end: int
    context_text: str


@dataclass(frozen=True)
class FakePremise:
    text: str


DRAFT = "Your parcel left Leeds on 3 May. It arrives on 5 May. Have a lovely day!"


def line(*probes):
    return {"case": {"draft": DRAFT}, "expect": {"probes": [dict(contains=c, verdict_in=v) for c, v in probes]}}


def claim(cid, text):
    start = DRAFT.index(text)
    return FakeClaim(cid, start, start + len(text), text)


def test_each_claim_takes_the_verdict_of_the_single_probe_touching_it():
    claims = [claim("c1", "Your parcel left Leeds on 3 May"), claim("c2", "It arrives on 5 May"),
              claim("c3", "Have a lovely day!")]
    labels = verifier_pairs.claim_labels(line(("left Leeds", ["supported"]), ("arrives on 5 May", ["contradicted"]),
                                              ("lovely day", ["not_applicable"])), claims)
    assert labels == {"c1": "supported", "c2": "contradicted"}


@pytest.mark.parametrize("probes", [
    [("left Leeds", ["supported", "insufficient_evidence"])],  # a fair reader could say either: no label
    [("left Leeds", ["supported"]), ("on 3 May", ["contradicted"])],  # two probes disagree on one claim
])
def test_claims_without_one_clear_label_are_left_out(probes):
    assert verifier_pairs.claim_labels(line(*probes), [claim("c1", "Your parcel left Leeds on 3 May")]) == {}


def test_a_supported_claim_is_entailed_by_its_best_covering_premise_only():
    c = claim("c1", "Your parcel left Leeds on 3 May")
    premises = [FakePremise("status: delivered."), FakePremise("The parcel left the Leeds depot on 3 May."),
                FakePremise("Parcels leave within a day.")]
    assert verifier_pairs.pairs_for(c, premises, "supported", 0.4) == [
        ("The parcel left the Leeds depot on 3 May.", "entailment")]


def test_a_supported_claim_whose_premise_retrieval_missed_teaches_nothing():
    c = claim("c1", "Your parcel left Leeds on 3 May")
    assert verifier_pairs.pairs_for(c, [FakePremise("Refunds take 5 days.")], "supported", 0.4) == []


def test_every_premise_of_a_wrong_claim_does_not_entail_it():
    c = claim("c2", "It arrives on 5 May")
    premises = [FakePremise("eta: 6 May."), FakePremise("eta: 6 May."), FakePremise("Deliveries run Mon-Sat.")]
    assert verifier_pairs.pairs_for(c, premises, "insufficient_evidence", 0.4) == [
        ("eta: 6 May.", "not_entailment"), ("Deliveries run Mon-Sat.", "not_entailment")]


def test_the_script_writes_one_file_per_writer_from_the_real_checker(tmp_path):
    """Integration: the real checker over one small writer folder (the shipped models load; no NLI is run)."""
    corpus = tmp_path / "corpus"
    writer = corpus / "w99"
    writer.mkdir(parents=True)
    case = {"schema": "halcheck.case/1", "id": "w99-001-refund-window",
            "question": "How long do refunds take?",
            "draft": "Refunds come back to the card you paid with within 5 business days. Our shop is open on Sundays.",
            "evidence": [{"id": "policy#refunds", "kind": "policy",
                          "text": "Refunds reach the original card within 5 business days."}]}
    probes = [{"contains": "within 5 business days", "verdict_in": ["supported"]},
              {"contains": "open on Sundays", "verdict_in": ["insufficient_evidence"]}]
    record = {"case": case, "expect": {"probes": probes, "outcome_in": None}, "meta": {"writer": "w99"}}
    (writer / "cases.jsonl").write_text(json.dumps(record) + "\n")
    (writer / "BRIEF.md").write_text("test writer\n")
    (writer / "README.md").write_text("test writer\n")
    out, claims = tmp_path / "pairs", tmp_path / "claims"
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "verifier_pairs.py"), "--corpus", str(corpus),
                           "--out", str(out), "--claims", str(claims)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    rows = [json.loads(x) for x in (out / "w99.jsonl").read_text().splitlines()]
    by_label = {r["label"] for r in rows}
    assert {r["source"] for r in rows} == {"corpus_w99"}
    assert by_label <= {"entailment", "not_entailment"} and rows
    decided = {r["claim"]: r for r in map(json.loads, (claims / "w99.jsonl").read_text().splitlines())}
    assert {r["label"] for r in decided.values()} <= {"supported", "insufficient_evidence"} and decided
    assert any(r["covering"] or r["joined"] for r in decided.values())
    for r in decided.values():
        assert all(isinstance(text, str) and isinstance(ok, bool) for text, ok in r["covering"] + r["joined"])
        assert 0.0 <= r["absent_share"] <= 1.0

    # ... and the decision fitted on those claims with the real verifier lands in a model folder's manifest
    model = tmp_path / "model"
    model.mkdir()
    shipped = ROOT / "models" / "nli-minilm-l6"
    for item in shipped.iterdir():
        if item.name != "manifest.json":
            (model / item.name).symlink_to(item)
    (model / "manifest.json").write_text((shipped / "manifest.json").read_text())
    fitted = subprocess.run([sys.executable, str(ROOT / "scripts" / "fit_decision.py"), "--corpus-claims", str(claims),
                             "--corpus-only", "--nli-model", str(model), "--write-to", str(model),
                             "--out", str(tmp_path / "fit")], capture_output=True, text=True, timeout=600)
    assert fitted.returncode == 0, fitted.stderr
    decision = json.loads((model / "manifest.json").read_text())["decision"]
    assert decision["provenance"]["corpus_claims"] == len(decided)
    assert json.loads((shipped / "manifest.json").read_text())["decision"] != decision


def test_fitting_on_corpus_claims_without_a_claims_folder_is_refused(tmp_path):
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "fit_decision.py"), "--corpus-claims", str(tmp_path),
                           "--corpus-only"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 2 and "verifier_pairs.py --claims" in done.stderr


def test_a_file_given_as_the_output_folder_is_refused(tmp_path):
    target = tmp_path / "pairs.jsonl"
    target.write_text("mine\n")
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "verifier_pairs.py"), "--out", str(target)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 2 and "pass a folder" in done.stderr
    assert target.read_text() == "mine\n"


def test_a_corpus_with_no_finished_writer_is_refused(tmp_path):
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "verifier_pairs.py"), "--corpus", str(tmp_path),
                           "--out", str(tmp_path / "pairs")], capture_output=True, text=True, timeout=300)
    assert done.returncode == 2 and "no finished writer" in done.stderr
    assert not (tmp_path / "pairs").exists()


_fit_spec = importlib.util.spec_from_file_location("fit_decision", ROOT / "scripts" / "fit_decision.py")
fit_decision = importlib.util.module_from_spec(_fit_spec)
sys.modules["fit_decision"] = fit_decision  # its dataclasses look their module up while it loads
_fit_spec.loader.exec_module(fit_decision)


class TableNLI:
    """Answers from a table of (premise, hypothesis) -> (entailment, contradiction)."""

    def __init__(self, table):
        self.table = table

    def predict(self, pairs):
        from halcheck_tui.ports import NLIProbs
        return [NLIProbs(e, 1.0 - e - c, c) for e, c in (self.table[p] for p in pairs)]


def test_corpus_claims_become_one_claim_records_with_the_decision_signals(tmp_path):
    hyp = "Refunds take 5 days"
    rows = [{"source": "corpus_w03", "case": "w03-001", "claim": "c1", "label": "supported", "hypothesis": hyp,
             "covering": [["Refunds take five days.", True]], "joined": [["Refunds take five days. Ask us.", True]],
             "refuting": ["Refunds take 9 days."], "absent_share": 0.25},
            {"source": "corpus_w03", "case": "w03-002", "claim": "c2", "label": "contradicted", "hypothesis": hyp,
             "covering": [["Refunds take 9 days.", False]], "joined": [], "refuting": [], "absent_share": 0.0}]
    (tmp_path / "w03.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    (tmp_path / "w04.jsonl").write_text(json.dumps(dict(rows[0], source="corpus_w04")) + "\n")
    nli = TableNLI({("Refunds take five days.", hyp): (0.9, 0.0), ("Refunds take five days. Ask us.", hyp): (0.7, 0.1),
                    ("Refunds take 9 days.", hyp): (0.2, 0.6)})
    got = fit_decision.corpus_claim_rows(tmp_path, nli, {"w03"})
    assert [r.source for r in got] == ["corpus_w03", "corpus_w03"]
    supported, wrong = got
    assert supported.signals == ((0.9, 0.6, 0.9, 0.25),) and not supported.hallucinated and not supported.fixed_fail
    # its only premise may not pass the figure check, so it fails whatever the verifier says
    assert wrong.hallucinated and wrong.fixed_fail


def test_a_held_out_fold_is_the_writers_the_corpus_folds_give_it(tmp_path):
    for name in ("w01", "w02", "w05", "w09"):
        (tmp_path / f"{name}.jsonl").write_text("")
    assert fit_decision.fold_writers(tmp_path, 4, 0) == {"w01", "w05", "w09"}
    assert fit_decision.fold_writers(tmp_path, 4, 1) == {"w02"}
