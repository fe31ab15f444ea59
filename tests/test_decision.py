"""The fitted decision model (core/decision.py) and its fitting script (scripts/fit_decision.py)."""
from __future__ import annotations

import importlib.util
import sys

from conftest import REPO

from halcheck_tui.config import Settings
from halcheck_tui.core.case import parse_case
from halcheck_tui.core.grounding.text.decision import FEATURES, ClaimSignals, DecisionModel, absent_share
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.types import ReasonCode, Verdict
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI

MODEL = DecisionModel((-4.0, 2.0, -2.0, 2.0), 1.0, 0.5)


def load_fit():
    spec = importlib.util.spec_from_file_location("fit_decision", REPO / "scripts" / "fit_decision.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["fit_decision"] = module
    spec.loader.exec_module(module)
    return module


def test_absent_share_counts_claim_terms_the_evidence_lacks():
    assert absent_share("Orders ship from Pune", ["Orders ship from Pune within a day."]) == 0.0
    assert absent_share("Orders ship from Leeds", ["Orders ship from Pune."]) == 1 / 3
    assert absent_share("it is", ["x"]) == 0.0


def test_manifest_round_trip_and_wrong_features_are_ignored():
    assert DecisionModel.from_dict(MODEL.as_dict()) == MODEL
    assert DecisionModel.from_dict({"features": ["x"], "weights": [1], "bias": 0, "fail_threshold": 0.5}) is None
    assert DecisionModel.from_dict(None) is None


def test_strong_entailment_passes_and_absent_words_fail():
    # As the grounder reads it: a claim passes when its fail probability is under the model's threshold.
    assert MODEL.fail_probability(ClaimSignals(0.95, 0.01, 0.95, 0.0)) < MODEL.fail_threshold
    assert MODEL.fail_probability(ClaimSignals(0.02, 0.1, 0.05, 0.8)) >= MODEL.fail_threshold


def checker(rule):
    runtimes = Runtimes(nli=FakeNLI(rule=rule), embedder=FakeEmbedder(), decision=MODEL)
    return Checker(Settings(), runtimes)


def case(draft, text):
    return parse_case({"id": "d", "draft": draft, "evidence": [{"id": "kb", "kind": "passage", "text": text}]})


def test_the_grounder_follows_the_decision_model_and_records_its_signals():
    entail = lambda p, h: NLIProbs(0.95, 0.03, 0.02)
    # Worded apart from the premise, so the claim does not restate it and NLI with the decision model decides.
    verdict = checker(entail).check(case("Pune is where orders leave from.", "Orders ship from Pune."), repair=False) \
        .first.grounding.verdicts[0]
    assert verdict.verdict is Verdict.SUPPORTED and verdict.signals is not None and verdict.fail_probability < 0.5
    contra = lambda p, h: NLIProbs(0.01, 0.09, 0.9)
    verdict = checker(contra).check(case("Orders ship from Leeds.", "Orders ship from Pune."), repair=False) \
        .first.grounding.verdicts[0]
    assert (verdict.verdict, verdict.reason_code) == (Verdict.CONTRADICTED, ReasonCode.NLI_CONTRADICTION)


def test_a_chunk_may_support_but_never_contradict():
    # Only the two-sentence chunk entails; each single sentence is neutral: supported by the chunk.
    rule = lambda p, h: NLIProbs(0.95, 0.03, 0.02) if "Delivery" in p and "Pune" in p else NLIProbs(0.05, 0.75, 0.2)
    verdict = checker(rule).check(case("Orders from Pune arrive in 2 days.", "Orders ship from Pune.\nDelivery takes 2 days."),
                                  repair=False).first.grounding.verdicts[0]
    assert verdict.verdict is Verdict.SUPPORTED and verdict.nli.window


def test_fitting_separates_signals_and_loso_scores_each_source_without_it():
    fd = load_fit()
    rows = []
    for source in ("a", "b", "c"):
        for i in range(20):
            clean = i % 2 == 0
            signal = (0.9, 0.05, 0.9, 0.0) if clean else (0.05, 0.6, 0.1, 0.6)
            rows.append(fd.Recorded(f"{source}{i}", source, not clean, False, (signal,), 0, 1.0))
    model = fd.fit([r for r in rows if r.source != "a"])
    held = [r for r in rows if r.source == "a"]
    figures = fd.per_source(held, fd.predict(held, model))
    assert figures["a"]["ba"] == 1.0 and len(model.weights) == len(FEATURES)
    assert fd.predict([fd.Recorded("x", "a", True, True, (), 0, 1.0)], model) == [True]  # a fixed fail stays one
