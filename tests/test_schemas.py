"""The shipped JSON Schemas (halcheck_tui/schemas): every shared scenario validates as a case, and every
trace halcheck writes for them validates as a trace (fake models in the unit part, the real ones in the
integration part); and the schemas do reject what the parser rejects, so these tests can fail."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import REPO, SHARED, nli_model_available
from jsonschema import Draft202012Validator

from halcheck_tui.config import Settings
from halcheck_tui.core.case import load_case
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.trace import build_trace
from halcheck_tui.core.types import ClaimClass, Decision, Method, Outcome, ReasonCode, Verdict
from halcheck_tui.ports import Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI
from halcheck_tui.schemas import SCHEMA_FILES, schema_text

CASE_FILES = sorted((SHARED / "scenarios").glob("*.json")) + sorted((REPO / "evidence_store" / "scenarios").glob("*.json"))


def load_schema(name: str) -> dict:
    """The schema as `halcheck schema NAME` prints it, parsed."""
    return json.loads(schema_text(name))


def validator(name: str) -> Draft202012Validator:
    schema = load_schema(name)
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def errors(name: str, document) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator(name).iter_errors(document)]


def test_schemas_are_package_data_with_the_format_names() -> None:
    assert {name: load_schema(name)["title"] for name in SCHEMA_FILES} == {"case": "halcheck.case/1",
                                                                           "trace": "halcheck.trace/1",
                                                                           "batch-error": "halcheck.batch-error/1"}
    files = (REPO / "pyproject.toml").read_text()
    assert '"schemas/*.json"' in files  # shipped in the wheel, not only in the checkout


def test_schema_enums_cover_every_value_the_code_writes() -> None:
    trace = load_schema("trace")
    claim = trace["$defs"]["claim"]["properties"]
    assert {c.value for c in ClaimClass} == set(claim["class"]["enum"])
    assert {v.value for v in Verdict} == set(claim["verdict"]["enum"])
    assert {m.value for m in Method} <= set(claim["method"]["enum"])
    assert {d.value for d in Decision} == set(trace["$defs"]["decision"]["enum"])
    assert {o.value for o in Outcome} == set(trace["$defs"]["outcome"]["enum"])
    assert not errors("trace", {**minimal_trace(), "claims": [claim_with(reason_code=c.value) for c in ReasonCode]})


@pytest.mark.parametrize("path", CASE_FILES, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_every_scenario_is_a_valid_case(path: Path) -> None:
    assert errors("case", json.loads(path.read_text(encoding="utf-8"))) == []


@pytest.mark.parametrize("bad, where", [
    ({"schema": "halcheck.case/1"}, "draft"),
    ({"draft": ""}, "draft"),
    ({"draft": "hi", "evidence": [{"id": "r", "kind": "record", "fields": 3}]}, "evidence/0"),
    ({"draft": "hi", "evidence": [{"id": "r", "kind": "memo", "text": "x"}]}, "evidence/0"),
    ({"draft": "hi", "evidence": [{"id": "c", "kind": "refused_call", "tool": "cancel"}]}, "evidence/0"),
    ({"draft": "hi", "logprobs": [{"token": "hi", "logprob": 0.5}]}, "logprobs"),
    ({"draft": "hi", "schema": "halcheck.case/2"}, "schema"),
])
def test_the_case_schema_rejects_what_the_parser_rejects(bad: dict, where: str) -> None:
    found = errors("case", bad)
    assert found and any(e.startswith(where) or e.startswith(": ") for e in found), found


def _traces(checker: Checker) -> list[dict]:
    out = []
    for path in CASE_FILES:
        case = load_case(path)
        for repair in (True, False):
            out.append(build_trace(checker.check(case, repair=repair)))
    return out


def test_traces_of_every_scenario_validate_fake_models() -> None:
    checker = Checker(Settings(), Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()))
    for trace in _traces(checker):
        assert errors("trace", trace) == [], trace["case_id"]


@pytest.mark.integration
@pytest.mark.skipif(not nli_model_available(), reason="models/nli-minilm-l6 is not built")
def test_traces_of_every_scenario_validate_real_models() -> None:
    from halcheck_tui.wiring import build_checker

    checker, _notes = build_checker(Settings(), no_generator=True)
    traces = _traces(checker)
    assert {t["repair"]["method"] for t in traces} >= {None, "correction"}
    for trace in traces:
        assert errors("trace", trace) == [], trace["case_id"]


def minimal_trace() -> dict:
    return {"schema": "halcheck.trace/1", "case_id": "c", "decision": "release", "outcome": "sent", "final_text": "x",
            "sentences": [], "claims": [], "repair": {"attempted": False, "text": None, "rechecked": False},
            "models": {}, "thresholds": {}, "timings_ms": {}}


def claim_with(**changes) -> dict:
    claim = {"id": "c1", "sentence": 0, "start": 0, "end": 1, "text": "x", "class": "fact", "verdict": "supported",
             "reason_code": None, "method": "nli", "evidence_ids": [], "nli": None, "cut_by_confidence": False}
    return {**claim, **changes}


@pytest.mark.parametrize("change", [
    {"decision": "ship"}, {"outcome": "maybe"}, {"claims": [claim_with(verdict="true")]},
    {"claims": [claim_with(method="magic")]}, {"repair": {"attempted": False, "text": None, "rechecked": False,
                                                            "method": "model-ish"}},
    {"timings_ms": {"total": "fast"}},
])
def test_the_trace_schema_rejects_values_outside_the_contract(change: dict) -> None:
    assert not errors("trace", minimal_trace())
    assert errors("trace", {**minimal_trace(), **change})
