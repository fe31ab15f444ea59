"""`halcheck eval`: metrics, slicing, reports and input errors (FakeNLI), plus one run with the real model."""
from __future__ import annotations

import json
import math
import re
import subprocess
import sys
from pathlib import Path

import pytest

from halcheck_tui import cli, evaluation
from halcheck_tui.config import Settings
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.errors import InputError
from halcheck_tui.eval_metrics import auroc, balanced_accuracy, confusion_matrix, risk_coverage
from halcheck_tui.eval_records import load_records, select
from halcheck_tui.evaluation import evaluate
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI
from halcheck_tui.service import CaseService, EventLogWriter

REPO_ROOT = Path(__file__).resolve().parents[1]
DEV_DATA = REPO_ROOT.parent / "shared" / "eval" / "dev.jsonl"


def _words(text: str) -> str:
    return " ".join(re.findall(r"\w+", text.lower()))


def fake_rule(premise: str, hypothesis: str) -> NLIProbs:
    """Entailed when the claim is written out in the premise; contradicted when it is, with open for closed."""
    p, h = _words(premise), _words(hypothesis)
    if h and h in p:
        return NLIProbs(0.95, 0.04, 0.01)
    if h and re.sub(r"\bopen\b", "closed", h) in p:
        return NLIProbs(0.02, 0.08, 0.9)
    return NLIProbs(0.05, 0.9, 0.05)


def around(checker: Checker) -> CaseService:
    return CaseService(EventLogWriter(checker.settings, "eval", enabled=False), checker=checker)


def fake_service(settings=None) -> CaseService:
    # These tests score what the (fake) NLI decides: claims that restate a premise word for word would be
    # settled before NLI reads them, so that shortcut is off here.
    settings = settings or Settings(restatement_support=False)
    return around(Checker(settings, Runtimes(FakeNLI(fake_rule), FakeEmbedder()), classify_claims=False))


RECORDS = [
    # alpha, claim level: three right, the last (supported) missed as unsupported.
    {"id": "alpha:1", "source": "alpha", "level": "claim", "label": "supported", "hallucinated": False,
     "evidence": ["The museum opened in the spring.", "It has three floors."],
     "response": "The museum opened in the spring."},
    {"id": "alpha:2", "source": "alpha", "level": "claim", "label": "contradicted", "hallucinated": True,
     "evidence": ["The museum is closed on Mondays."], "response": "The museum is open on Mondays."},
    {"id": "alpha:3", "source": "alpha", "level": "claim", "label": "unsupported", "hallucinated": True,
     "evidence": ["The museum has a cafe."], "response": "The museum was designed by a famous architect."},
    {"id": "alpha:4", "source": "alpha", "level": "claim", "label": "supported", "hallucinated": False,
     "evidence": ["The gallery holds four hundred paintings."], "response": "There are many paintings in the gallery."},
    # beta, response level: three right, the last (hallucinated) passed.
    {"id": "beta:1", "source": "beta", "level": "response", "hallucinated": False, "query": "What is the capital?",
     "evidence": ["Paris is the capital of France."], "response": "Paris is the capital of France."},
    {"id": "beta:2", "source": "beta", "level": "response", "hallucinated": True,
     "evidence": ["Paris is the capital of France."],
     "response": "Paris is the capital of France. It has ten million bridges."},
    {"id": "beta:3", "source": "beta", "level": "response", "hallucinated": False,
     "evidence": ["Paris is the capital of France."], "response": "Thanks for asking!"},
    {"id": "beta:4", "source": "beta", "level": "response", "hallucinated": True,
     "evidence": ["The bridge is long."], "response": "The bridge is long."},
]


def write_jsonl(path: Path, rows: list) -> Path:
    path.write_text("".join((row if isinstance(row, str) else json.dumps(row)) + "\n" for row in rows),
                    encoding="utf-8")
    return path


@pytest.fixture(autouse=True)
def scratch_home(tmp_path, monkeypatch):
    monkeypatch.setenv("HALCHECK_HOME", str(tmp_path / "home"))


@pytest.fixture
def data(tmp_path) -> Path:
    return write_jsonl(tmp_path / "tiny.jsonl", RECORDS)


# --- metrics ----------------------------------------------------------------------------------------


def test_balanced_accuracy_is_the_mean_of_both_recalls():
    gold = [True, True, True, False, False]
    predicted = [True, True, False, False, True]
    assert balanced_accuracy(gold, predicted) == pytest.approx((2 / 3 + 1 / 2) / 2)
    assert balanced_accuracy([True, False], [True, False]) == 1.0
    assert balanced_accuracy([True, False], [False, True]) == 0.0


def test_balanced_accuracy_with_one_gold_class_is_that_class_recall():
    assert balanced_accuracy([True, True, True, True], [True, False, True, True]) == 0.75
    assert math.isnan(balanced_accuracy([], []))
    with pytest.raises(ValueError):
        balanced_accuracy([True], [])


def test_confusion_matrix_rows_are_gold_columns_predicted():
    gold = ["supported", "supported", "contradicted", "unsupported"]
    predicted = ["supported", "unsupported", "contradicted", "supported"]
    assert confusion_matrix(gold, predicted) == [[1, 0, 1], [0, 1, 0], [1, 0, 0]]


def test_risk_coverage_releases_highest_scores_first():
    curve = risk_coverage([0.9, 0.1, 0.8], [False, True, True])
    assert curve.coverage == pytest.approx((1 / 3, 2 / 3, 1.0))
    assert curve.risk == pytest.approx((0.0, 0.5, 2 / 3))
    assert curve.aurc == pytest.approx((0 + 0.5 + 2 / 3) / 3)
    assert curve.risk_at(0.5) == pytest.approx(0.5)


def test_risk_coverage_ties_count_at_their_expected_risk():
    # Two records share a score: whichever is released first is hallucinated with probability 1/2.
    curve = risk_coverage([0.5, 0.5], [True, False])
    assert curve.risk == pytest.approx((0.5, 0.5))


def test_auroc_counts_ties_as_half_and_needs_both_classes():
    assert auroc([0.9, 0.1], [False, True]) == 1.0
    assert auroc([0.5, 0.5], [False, True]) == 0.5
    assert auroc([0.2, 0.9, 0.4], [False, True, True]) == 0.0
    assert auroc([0.5], [True]) is None


# --- reading and slicing ----------------------------------------------------------------------------


def test_load_records_keeps_file_order_and_derives_fields(data):
    records = load_records(data)
    assert [r.id for r in records] == [row["id"] for row in RECORDS]
    assert records[0].label == "supported" and records[4].label is None
    assert records[4].query == "What is the capital?"
    case = records[0].to_case()
    assert case.draft == RECORDS[0]["response"]
    assert [(e.id, e.kind.value, e.text) for e in case.evidence] == [
        ("e1", "passage", "The museum opened in the spring."), ("e2", "passage", "It has three floors.")]


def test_per_source_slice_is_stratified_by_gold_class_and_in_file_order(tmp_path):
    rows = ([{"id": f"s{i}", "source": "s", "level": "claim", "label": "supported", "evidence": [], "response": "x"}
             for i in range(4)]
            + [{"id": f"c{i}", "source": "s", "level": "claim", "label": "contradicted", "evidence": [],
                "response": "x"} for i in range(4)]
            + [{"id": f"r{i}", "source": "t", "level": "response", "hallucinated": i % 2 == 0, "evidence": [],
                "response": "x"} for i in range(4)])
    records = load_records(write_jsonl(tmp_path / "sorted.jsonl", rows))
    assert [r.id for r in select(records, per_source=3)] == ["s0", "s1", "c0", "r0", "r1", "r2"]
    assert [r.id for r in select(records, per_source=3, limit=4)] == ["s0", "s1", "c0", "r0"]
    assert [r.id for r in select(records, limit=2)] == ["s0", "s1"]
    assert len(select(records, per_source=100)) == len(records)
    assert select(records, per_source=3) == select(records, per_source=3)  # deterministic


@pytest.mark.parametrize("line, message", [
    ("{not json", "invalid JSON"),
    ('{"id": "x", "source": "s", "level": "claim", "evidence": [], "response": "r"}', "label"),
    ('{"id": "x", "source": "s", "level": "doc", "evidence": [], "response": "r", "hallucinated": true}', "level"),
    ('{"id": "x", "source": "s", "level": "response", "evidence": "text", "response": "r", "hallucinated": true}',
     "evidence"),
    ('{"id": "x", "source": "s", "level": "response", "evidence": [], "response": "r"}', "hallucinated"),
    ('["a list"]', "expected a JSON object"),
    ('{"id": "alpha:1", "source": "s", "level": "response", "evidence": [], "response": "r", "hallucinated": true}',
     "duplicate id"),
])
def test_bad_lines_name_the_line(tmp_path, line, message):
    path = write_jsonl(tmp_path / "bad.jsonl", [RECORDS[0], line])
    with pytest.raises(InputError) as caught:
        load_records(path)
    assert f"{path}:2" in caught.value.title and message in caught.value.one_line()


# --- checking -----------------------------------------------------------------------------------------


def test_evaluate_with_fake_nli(data):
    report = evaluate(load_records(data), fake_service(), str(data))
    predicted = {o.record.id: (o.predicted_hallucinated, o.predicted_label) for o in report.outcomes}
    assert predicted == {
        "alpha:1": (False, "supported"), "alpha:2": (True, "contradicted"), "alpha:3": (True, "unsupported"),
        "alpha:4": (True, "unsupported"), "beta:1": (False, "supported"), "beta:2": (True, "unsupported"),
        "beta:3": (False, "supported"), "beta:4": (False, "supported")}
    alpha, beta = report.sources
    assert (alpha.balanced_accuracy, alpha.caught, alpha.passed) == (0.75, 1.0, 0.5)
    assert alpha.accuracy3 == 0.75
    assert alpha.confusion == [[1, 0, 1], [0, 1, 0], [0, 0, 1]]
    assert (beta.balanced_accuracy, beta.accuracy3, beta.confusion) == (0.75, None, None)
    assert report.mean_balanced_accuracy == 0.75 and report.mean_accuracy3 == 0.75
    scores = {o.record.id: o.support_score for o in report.outcomes}
    assert scores["alpha:2"] == 0.0  # contradicted
    assert scores["alpha:1"] == pytest.approx(0.95)
    assert scores["beta:3"] == 1.0  # nothing checkable
    assert scores["beta:2"] == pytest.approx(0.05)  # the weakest claim decides
    assert set(report.latency_ms) == {"decompose", "confidence", "grounding", "total"}
    assert report.operating_point == (0.5, 0.25)
    assert report.thresholds == {"entail": 0.5, "contradict": 0.6, "window_entail": 0.6}


def test_eval_builds_its_case_service_with_the_one_builder(monkeypatch):
    """`halcheck eval` checks through a CaseService from wiring.build_checker: no generator, every claim a
    fact, nothing logged."""
    from halcheck_tui import wiring

    built = []

    def fake(settings, model, no_generator, classify_claims=True):
        built.append((model, no_generator, classify_claims))
        return fake_service(settings).checker, []

    monkeypatch.setattr(wiring, "build_checker", fake)
    service = evaluation.build_service(Settings(restatement_support=False))
    assert built == [(None, True, False)]
    assert (service.log.front_end, service.log.enabled) == ("eval", False)

def test_cli_eval_writes_the_reports(data, tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(evaluation, "build_service", fake_service)
    out = tmp_path / "report"
    assert cli.main(["eval", str(data), "--out-dir", str(out)]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["predictions.jsonl", "report.json", "report.md",
                                                      "risk_coverage.png"]
    assert (out / "risk_coverage.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    figures = json.loads((out / "report.json").read_text())
    assert figures["schema"] == "halcheck.eval/1"
    assert figures["records"] == 8 and figures["mean_balanced_accuracy"] == 0.75
    assert [s["source"] for s in figures["sources"]] == ["alpha", "beta"]
    assert set(figures["latency_median_ms"]) == {"decompose", "confidence", "grounding", "total"}
    predictions = [json.loads(line) for line in (out / "predictions.jsonl").read_text().splitlines()]
    assert [p["id"] for p in predictions] == [row["id"] for row in RECORDS]
    markdown = (out / "report.md").read_text()
    assert "| alpha | claim | 4 | 0.750 |" in markdown and "risk_coverage.png" in markdown
    printed = capsys.readouterr().out
    assert "mean over sources" in printed and "decompose" in printed


def test_cli_eval_per_source_slice(data, tmp_path, monkeypatch):
    monkeypatch.setattr(evaluation, "build_service", fake_service)
    out = tmp_path / "slice"
    assert cli.main(["eval", str(data), "--per-source", "2", "--out-dir", str(out)]) == 0
    figures = json.loads((out / "report.json").read_text())
    assert [(s["source"], s["records"]) for s in figures["sources"]] == [("alpha", 2), ("beta", 2)]
    ids = [json.loads(line)["id"] for line in (out / "predictions.jsonl").read_text().splitlines()]
    assert ids == ["alpha:1", "alpha:2", "beta:1", "beta:2"]


@pytest.mark.parametrize("make_args", [
    lambda d, tmp: ["eval", str(tmp / "missing.jsonl")],
    lambda d, tmp: ["eval", str(write_jsonl(tmp / "bad.jsonl", [RECORDS[0], "{oops"]))],
    lambda d, tmp: ["eval", str(write_jsonl(tmp / "empty.jsonl", ["", "  "]))],
    lambda d, tmp: ["eval", str(tmp)],
    lambda d, tmp: ["eval", str(d), "--per-source", "0"],
    lambda d, tmp: ["eval", str(d), "--limit", "many"],
    lambda d, tmp: ["eval", str(d), "--out-dir", str(d)],
    lambda d, tmp: ["eval"],
])
def test_bad_input_exits_2_with_one_line_before_loading_models(data, tmp_path, monkeypatch, capsys, make_args):
    def no_models(settings):
        raise AssertionError("models were loaded before the input was validated")

    monkeypatch.setattr(evaluation, "build_service", no_models)
    assert cli.main(make_args(data, tmp_path)) == 2
    err = capsys.readouterr().err
    assert err.startswith("halcheck: ") and len(err.strip().splitlines()) == 1
    assert not list(tmp_path.glob("**/report.json"))


def test_evaluation_imports_neither_textual_nor_matplotlib():
    code = ("import sys, halcheck_tui.evaluation, halcheck_tui.cli; "
            "print(sorted(m for m in ('textual', 'matplotlib') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO_ROOT, check=True)
    assert done.stdout.strip() == "[]"


# --- the real model -----------------------------------------------------------------------------------


@pytest.mark.integration
def test_eval_dev_slice_with_the_real_model(tmp_path, capsys):
    if not DEV_DATA.exists():
        pytest.skip(f"labelled dev data not found at {DEV_DATA} (it lives beside the repo, never in it)")
    out = tmp_path / "eval"
    code = cli.main(["eval", str(DEV_DATA), "--per-source", "10", "--out-dir", str(out)])
    assert code == 0, capsys.readouterr().err
    figures = json.loads((out / "report.json").read_text())
    assert figures["records"] == 60
    assert all(s["records"] == 10 for s in figures["sources"]) and len(figures["sources"]) == 6
    assert figures["models"]["nli"] not in (None, "fake-nli")
    for source in figures["sources"]:
        assert 0.0 <= source["balanced_accuracy"] <= 1.0
    # Chance is 0.5; even a 60-record slice must show the model reads the evidence.
    assert figures["mean_balanced_accuracy"] > 0.55
    assert (out / "risk_coverage.png").stat().st_size > 0


# --- scripts/update_readme_measured.py ----------------------------------------------------------------


def _load_script(name: str):
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, REPO_ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_update_readme_rewrites_only_the_marked_section(data, tmp_path, monkeypatch):
    script = _load_script("update_readme_measured")
    monkeypatch.setattr(evaluation, "build_service", fake_service)
    readme = tmp_path / "benchmarks.md"
    readme.write_text("# Title\nintro\n<!-- measured:start -->\nold figures\n<!-- measured:end -->\noutro\n")
    assert script.main([str(data), "--doc", str(readme), "--skip-bench", "--skip-loso",
                        "--out-dir", str(tmp_path / "o")]) == 0
    text = readme.read_text()
    assert text.startswith("# Title\nintro\n<!-- measured:start -->\n_Measured ")
    assert text.endswith("<!-- measured:end -->\noutro\n")
    assert "old figures" not in text and "| alpha | claim | 4 | 0.750 |" in text and "CPUs (" in text
    assert (tmp_path / "o" / "report.json").exists()


def test_update_readme_refuses_a_readme_without_markers(data, tmp_path, monkeypatch):
    """`--readme` is the old name of `--doc`, kept for scripts that still pass it."""
    script = _load_script("update_readme_measured")
    monkeypatch.setattr(evaluation, "build_service", lambda settings: pytest.fail("measured before checking"))
    readme = tmp_path / "README.md"
    readme.write_text("# no markers\n")
    assert script.main([str(data), "--readme", str(readme), "--skip-bench"]) == 2
    assert readme.read_text() == "# no markers\n"


# --- scripts/tune_thresholds.py -----------------------------------------------------------------------


def test_tuning_rescores_exactly_as_the_pipeline_decides(data):
    from halcheck_tui.config import NLIThresholds, Settings

    tune = _load_script("tune_thresholds")
    records = load_records(data)
    recorded = tune.record_pass(records, tune.RecordingChecker(Settings(restatement_support=False), fake_service().checker.runtimes,
                                                               classify_claims=False))
    assert sum(isinstance(c, tune.NLIClaim) for r in recorded for c in r.claims) >= 8
    for thresholds in (NLIThresholds(), NLIThresholds(0.96, 0.95, 0.96), NLIThresholds(0.04, 0.3, 0.3)):
        settings = Settings(nli_thresholds={"fake-nli": thresholds}, restatement_support=False)
        checker = Checker(settings, fake_service().checker.runtimes, classify_claims=False)
        expected = evaluate(records, around(checker))
        rescored = tune.score(recorded, thresholds)
        assert rescored.mean_balanced_accuracy == pytest.approx(expected.mean_balanced_accuracy)
        assert rescored.mean_accuracy3 == pytest.approx(expected.mean_accuracy3)
    ranked = tune.search(recorded, tune.grid(0.25, 0.25, 1.0), NLIThresholds())
    assert ranked[0].mean_balanced_accuracy >= ranked[-1].mean_balanced_accuracy
    assert ranked == sorted(ranked, key=tune.rank_key(NLIThresholds()))


def test_a_one_class_slice_reports_balanced_accuracy_as_n_a():
    """`eval --limit 30` on a slice with only clean records: balanced accuracy would be one recall alone."""
    from halcheck_tui.eval_records import EvalRecord
    from halcheck_tui.eval_report import results_table
    from halcheck_tui.evaluation import RecordOutcome, summarise

    def outcome(i, hallucinated, predicted):
        record = EvalRecord(f"r{i}", "only-clean", "response", ("e",), "x", hallucinated, None)
        return RecordOutcome(record, predicted, "supported", 1.0, 1, int(predicted), {"total": 1.0})

    report = summarise([outcome(0, False, False), outcome(1, False, True),
                        outcome(2, True, True), outcome(3, False, False)][:2])
    assert math.isnan(report.sources[0].balanced_accuracy)
    assert report.figures()["sources"][0]["balanced_accuracy"] is None
    row = next(line for line in results_table(report).splitlines() if line.startswith("| only-clean"))
    assert row.split(" | ")[3] == "–"  # the report's n/a mark
    assert report.sources[0].passed == 0.5
