"""scripts/eval_corpus.py --ledger: each value correction counted under the rule behind it, right or harmful, and
per fold the rules whose corrections the other folds' writers found harmful at least as often as right."""
from __future__ import annotations

import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("eval_corpus", ROOT / "scripts" / "eval_corpus.py")
eval_corpus = importlib.util.module_from_spec(spec)
spec.loader.exec_module(eval_corpus)


def test_each_correction_is_filed_under_the_rule_of_the_claim_it_corrects():
    trace = {"outcome": "repaired",
             "claims": [{"id": "c1", "rule": "AL301", "reason_code": "AMOUNT_MISMATCH"},
                        {"id": "c2", "rule": None, "reason_code": "NOT_EXECUTED"}],
             "repair": {"edits": [{"action": "correct", "claim": "c1"}, {"action": "drop", "claim": "c2"},
                                  {"action": "correct", "claim": "c2"}]}}
    assert eval_corpus.corrections_by_rule(trace) == ["AL301", "NOT_EXECUTED"]
    assert eval_corpus.corrections_by_rule(dict(trace, outcome="trimmed")) == []


def test_a_fold_names_the_rules_its_other_writers_found_harmful(capsys):
    rows = {"w01": {"ledger": {"AL104": {"right": 0, "harmful": 2}, "AL301": {"right": 5, "harmful": 1}}},
            "w02": {"ledger": {"AL104": {"right": 1, "harmful": 0}, "AL309": {"right": 0, "harmful": 1}}},
            "support-dev": {"ledger": {"AL104": {"right": 9, "harmful": 0}}}}
    eval_corpus.print_ledger(rows, {"w01": 0, "w02": 1})
    out = capsys.readouterr().out
    assert re.search(r"AL104\s+1 / 2\b", out)  # the corpus writers' lines only: the dev set is no fold's
    assert "fold 0: corrections harmful at least as often as right without it: AL309" in out  # w02 alone
    assert "fold 1: corrections harmful at least as often as right without it: AL104" in out  # w01 alone


def test_writers_the_shipped_verifier_was_trained_on_are_in_sample(tmp_path):
    # A verifier trained on corpus writers names them in its manifest; scored by it they are not held out.
    from dataclasses import replace

    from halcheck_tui.config import load_settings

    (tmp_path / "manifest.json").write_text('{"name": "nli-test", "corpus_writers": ["w01", "w02"]}')
    settings = replace(load_settings(), nli_model_dir=str(tmp_path))
    assert eval_corpus.trained_writers(settings) == {"w01", "w02"}
    (tmp_path / "manifest.json").write_text('{"name": "nli-test"}')
    assert eval_corpus.trained_writers(settings) == set()
    (tmp_path / "manifest.json").write_text("not json")
    assert eval_corpus.trained_writers(settings) == set()
