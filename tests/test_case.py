import json

import pytest

from halcheck_tui.core.case import load_case, parse_case
from halcheck_tui.errors import InputError


def error_of(raw):
    with pytest.raises(InputError) as info:
        parse_case(raw)
    return info.value.title


def test_minimal_case_needs_only_a_draft():
    case = parse_case({"draft": "Hi."})
    assert case.draft == "Hi." and case.evidence == () and case.logprobs is None


def test_errors_name_the_field():
    assert error_of({"draft": "x", "evidence": [{}, {}, {"id": "r", "kind": "record", "fields": []}]}) == \
        "evidence[0].id: expected a non-empty string"
    assert error_of({"draft": "x", "evidence": [{"id": "r", "kind": "record", "fields": []}]}) == \
        "evidence[0].fields: expected an object"
    assert error_of({"draft": "x", "evidence": [{"id": "r", "kind": "memo", "text": "t"}]}).startswith("evidence[0].kind")
    assert error_of({"draft": ""}) == "draft: is empty"
    assert error_of({"draft": "x" * 30_000}).startswith("draft: is 30,000 characters")
    assert error_of({"draft": "a\x00b"}) == "draft: contains control or binary characters"
    assert error_of({"draft": "x", "schema": "other/2"}).startswith("schema: unknown schema")
    assert error_of([1, 2]) == "case: expected a JSON object"
    assert "duplicate id" in error_of({"draft": "x", "evidence": [{"id": "a", "kind": "policy", "text": "t"},
                                                                  {"id": "a", "kind": "policy", "text": "u"}]})


def test_logprobs_must_concatenate_to_the_draft():
    good = parse_case({"draft": "Hi there", "logprobs": [{"token": "Hi", "logprob": -0.1}, {"token": " there", "logprob": -1}]})
    assert [t.token for t in good.logprobs] == ["Hi", " there"]
    assert error_of({"draft": "Hi there", "logprobs": [{"token": "Hi", "logprob": -0.1}]}).startswith("logprobs:")
    assert error_of({"draft": "Hi", "logprobs": [{"token": "Hi", "logprob": 2}]}) == "logprobs[0].logprob: expected a number <= 0"


def test_load_case_file_errors(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        load_case(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(InputError, match="invalid JSON at line 1"):
        load_case(bad)
    binary = tmp_path / "bin.json"
    binary.write_bytes(b"\xff\xfe\x00\x01")
    with pytest.raises(InputError, match="not UTF-8"):
        load_case(binary)


def test_round_trip(tmp_path):
    raw = {"schema": "halcheck.case/1", "id": "x", "question": "q", "draft": "d",
           "evidence": [{"id": "r", "kind": "record", "fields": {"a": 1}, "source": "tool:x"},
                        {"id": "c", "kind": "refused_call", "tool": "t", "decision": "DENY", "args": {}}],
           "logprobs": None}
    path = tmp_path / "c.json"
    path.write_text(json.dumps(raw))
    assert load_case(path).to_json() == raw
