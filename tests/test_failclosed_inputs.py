"""Issue 20 (bad input is exit 2) and issue 23 (typed config): each reproduction through the real CLI in a
subprocess, or the Python API in process. Refusals happen before any model loads, so these are quick; the
one test that checks cases (`--batch /dev/stdin`) uses the real NLI model with --no-generator.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import nli_model_available

from halcheck_tui import api
from halcheck_tui.config import Settings
from halcheck_tui.errors import CaseError, ConfigError, InputError, InputFileError, LimitError, UsageError

REPO = Path(__file__).resolve().parents[1]
CASE = {"draft": "Your refund of $118.84 has been issued.",
        "evidence": [{"id": "get_refund#A-4417", "kind": "record",
                      "fields": {"order_id": "A-4417", "status": "issued", "amount": 118.84}},
                     {"id": "kb#1", "kind": "passage", "text": "Refunds reach the card in 5 days."}]}


def halcheck(*argv, home: Path, stdin: bytes | None = None, timeout: float = 60, user: int | None = None,
             config: str | None = None) -> subprocess.CompletedProcess:
    if config is not None:
        (home / "config").mkdir(parents=True, exist_ok=True)
        (home / "config" / "config.toml").write_text(config, encoding="utf-8")
    command = [sys.executable, "-m", "halcheck_tui", *map(str, argv)]
    if user is not None:
        command = ["setpriv", f"--reuid={user}", f"--regid={user}", "--clear-groups", *command]
    return subprocess.run(command, input=stdin, capture_output=True, timeout=timeout, cwd=REPO,
                          env={**os.environ, "HALCHECK_HOME": str(home)})


def one_line_exit_2(result: subprocess.CompletedProcess, *expected: str) -> str:
    err = result.stderr.decode("utf-8", "replace")
    assert result.returncode == 2, (result.returncode, err)
    assert err.startswith("halcheck: ") and err.count("\n") == 1, err
    assert "Traceback" not in err and "internal error" not in err, err
    for text in expected:
        assert text in err, err
    return err


@pytest.fixture
def home(tmp_path):
    path = tmp_path / "home"
    path.mkdir()
    return path


def write(tmp_path: Path, data, name="case.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


# --- text a person reads is the text checked ----------------------------------------------------------------

HIDDEN = ["\u202e", "\u202a", "\u2066", "\u2069", "\u009b", "\u0085", "\u007f", "\u0080"]


@pytest.mark.parametrize("char", HIDDEN, ids=[f"U+{ord(c):04X}" for c in HIDDEN])
@pytest.mark.parametrize("where", ["draft", "question", "evidence id"])
def test_hidden_controls_are_refused_outside_evidence_text(tmp_path, home, char, where):
    """Evidence text is checked cleaned instead, with a note (issue 30: tests/test_case_input_hygiene.py)."""
    case = json.loads(json.dumps(CASE))
    if where == "draft":
        case["draft"] = f"Your refund of ${char}48.811{char} has been issued."
    elif where == "question":
        case["question"] = f"Where is my{char} refund?"
    else:
        case["evidence"][1]["id"] = f"kb{char}#1"
    result = halcheck("check", write(tmp_path, case), "--no-generator", home=home)
    one_line_exit_2(result, f"U+{ord(char):04X}", {"draft": "draft", "question": "question"}.get(where, "evidence["))


def test_hidden_controls_are_refused_by_the_api_too():
    case = {**CASE, "draft": "Your refund of $\u202e48.811\u202c has been issued."}
    with pytest.raises(CaseError, match="U\\+202E"):
        api.to_case(case)


# --- integer size limits ------------------------------------------------------------------------------------

@pytest.mark.parametrize("digits", [5000, 401])
def test_huge_integers_are_exit_2(tmp_path, home, digits):
    text = json.dumps(CASE).replace("118.84}", "9" * digits + "}", 1)
    result = halcheck("check", write(tmp_path, text), "--no-generator", home=home)
    one_line_exit_2(result, "digits")


def test_huge_integers_in_a_batch_name_the_line(tmp_path, home):
    good = json.dumps(CASE)
    batch = write(tmp_path, good + "\n" + good.replace("118.84}", "1" + "0" * 400 + "}", 1) + "\n", "in.jsonl")
    result = halcheck("check", "--batch", batch, "--out", tmp_path / "out.jsonl", "--no-generator", home=home)
    err = result.stderr.decode("utf-8", "replace")
    assert result.returncode == 5 and "line 2" in err and "digits" in err, err  # that line refused, the rest checked
    trace, record = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text().splitlines()]
    assert trace["schema"] == "halcheck.trace/1" and (record["schema"], record["line"]) == ("halcheck.batch-error/1", 2)


# --- files that cannot be read, and files that are not files -------------------------------------------------

def _unreadable_user():
    if os.geteuid() != 0:
        return None  # chmod 000 is enough
    if shutil.which("setpriv") is None:
        pytest.skip("running as root without setpriv: root reads any file")
    return 65534  # nobody


def _unreadable(path: Path) -> Path:
    path.chmod(0)
    for parent in (path.parent, path.parent.parent):
        parent.chmod(0o755)  # the folder is traversable; only the file is not readable
    return path


def test_unreadable_case_file_is_exit_2(tmp_path, home):
    user = _unreadable_user()
    home.chmod(0o777)
    case = _unreadable(write(tmp_path, CASE))
    one_line_exit_2(halcheck("check", case, "--no-generator", home=home, user=user), "permission denied")


def test_unreadable_batch_is_exit_2(tmp_path, home):
    user = _unreadable_user()
    home.chmod(0o777)
    batch = _unreadable(write(tmp_path, json.dumps(CASE) + "\n", "in.jsonl"))
    out = tmp_path / "out"
    out.mkdir(mode=0o777)
    out.chmod(0o777)
    result = halcheck("check", "--batch", batch, "--out", out / "t.jsonl", "--no-generator", home=home, user=user)
    one_line_exit_2(result, "permission denied")
    assert list(out.iterdir()) == []


def test_unreadable_event_log_is_exit_2(tmp_path, home):
    user = _unreadable_user()
    home.chmod(0o777)
    log = _unreadable(write(tmp_path, "{}\n", "events.jsonl"))
    one_line_exit_2(halcheck("stats", "--log", log, home=home, user=user), "permission denied")


def test_check_of_dev_zero_is_refused_at_once(home):
    one_line_exit_2(halcheck("check", "/dev/zero", "--no-generator", home=home, timeout=30), "not a regular file")


def test_check_of_a_fifo_is_refused_not_waited_on(tmp_path, home):
    fifo = tmp_path / "case.fifo"
    os.mkfifo(fifo)
    one_line_exit_2(halcheck("check", fifo, "--no-generator", home=home, timeout=30), "not a regular file")
    one_line_exit_2(halcheck("check", "--batch", fifo, "--out", tmp_path / "o.jsonl", "--no-generator",
                             home=home, timeout=30), "not a regular file")


def test_batch_of_dev_zero_is_refused(tmp_path, home):
    result = halcheck("check", "--batch", "/dev/zero", "--out", tmp_path / "o.jsonl", home=home, timeout=30)
    one_line_exit_2(result, "not a regular file")


@pytest.mark.integration
@pytest.mark.skipif(not nli_model_available(), reason="the shipped NLI model is not installed")
@pytest.mark.parametrize("name", ["/dev/stdin", "-"])
def test_batch_from_a_pipe_is_read_once_and_every_case_checked(tmp_path, home, name):
    lines = "".join(json.dumps({**CASE, "id": f"c{i}"}) + "\n" for i in range(3)).encode()
    out = tmp_path / "out.jsonl"
    result = halcheck("check", "--batch", name, "--out", out, "--no-generator", "--no-log", home=home, stdin=lines,
                      timeout=300)
    assert result.returncode == 0, result.stderr
    traces = [json.loads(line) for line in out.read_text().splitlines()]
    assert [t["case_id"] for t in traces] == ["c0", "c1", "c2"]


def test_an_endless_batch_line_is_refused_without_reading_it_whole(tmp_path, home):
    batch = tmp_path / "in.jsonl"
    with batch.open("wb") as handle:
        handle.write(b'{"draft": "' + b"x" * 6_000_000)
    result = halcheck("check", "--batch", batch, "--out", tmp_path / "o.jsonl", home=home)
    one_line_exit_2(result, "line 1", "larger than 5 MB")


# --- the event log: every line validated field by field -----------------------------------------------------

def _event(**changes):
    event = {"schema": "halcheck.event/1", "time": "2026-11-30T10:00:00Z", "case_id": "x", "decision": "release",
             "outcome": "sent", "first": {"decision": "release", "outcome": "sent"},
             "claims": [{"id": "c1", "class": "record", "verdict": "supported", "reason_code": None,
                         "method": "record", "material": True, "failed": False, "evidence_ids": [], "citation": None}],
             "invalid_citations": [], "timings_ms": {"total": 5.0}}
    event.update(changes)
    return json.dumps(event)


@pytest.mark.parametrize("bad", [
    {"time": 1764496800}, {"time": "yesterday"}, {"claims": "none"}, {"claims": [{"class": 5}]},
    {"claims": [{"class": "record", "failed": "no"}]}, {"first": "sent"}, {"timings_ms": {"total": "5 ms"}},
    {"invalid_citations": "kb#1"}, {"decision": None}, {"case_id": 7},
], ids=lambda bad: next(iter(bad)))
def test_stats_skips_and_counts_each_wrongly_typed_line(tmp_path, home, bad):
    log = write(tmp_path, _event() + "\n" + _event(**bad) + "\n" + _event() + "\n", "events.jsonl")
    result = halcheck("stats", "--log", log, "--json", home=home)
    assert result.returncode == 0, result.stderr
    figures = json.loads(result.stdout)
    assert (figures["checks"], figures["unreadable_lines"]) == (2, 1)


# --- config: every value typed at start-up, serve included --------------------------------------------------

@pytest.mark.parametrize("line, expected", [
    ("serve_token = 5", "serve_token = 5 is an integer, expected a string"),
    ('serve_max_queue = "x"', 'serve_max_queue = "x" is a string, expected an integer'),
    ("serve_max_queue = 0", "serve_max_queue = 0 must be at least 1"),
    ("serve_deadline_s = true", "serve_deadline_s = true is a boolean, expected a number"),
    ('serve_allowed_origins = "https://a.example"', "expected a list of strings"),
    ("[serve_tokens.acme]\ntoken = \"t\"", "tenants is missing"),
])
def test_serve_refuses_a_wrongly_typed_config_value_at_start(home, line, expected):
    result = halcheck("serve", "--port", "0", "--no-generator", home=home, config=line + "\n", timeout=60)
    err = one_line_exit_2(result, expected)
    assert "config.toml" in err and ("write e.g." in err or "write " in err)


@pytest.mark.parametrize("line, expected", [
    ('retrieval_top_k = "three"', 'retrieval_top_k = "three" is a string, expected an integer: write e.g. retrieval_top_k = 3'),
    ("use_decision_model = 1", "expected true or false"),
    ('material_classes = "record"', "expected a list of strings"),
    ("nli_max_length = 1.5", "expected an integer"),
    ('repair_mode = "fast"', "is not one of auto, correct, model, both"),
    ("[nli_thresholds.m]\nentail = \"high\"", "nli_thresholds.m: entail = \"high\" is a string, expected a number"),
    ("nli_thresholds = 3", "expected a table"),
])
def test_check_refuses_a_wrongly_typed_config_value(tmp_path, home, line, expected):
    result = halcheck("check", write(tmp_path, CASE), "--no-generator", home=home, config=line + "\n")
    one_line_exit_2(result, expected)


def test_a_misspelt_config_key_gets_did_you_mean(tmp_path, home):
    result = halcheck("check", write(tmp_path, CASE), home=home, config="retreival_top_k = 4\n")
    one_line_exit_2(result, "unknown setting 'retreival_top_k'", "did you mean 'retrieval_top_k'?")


# --- the Python API raises InputError (a subclass per cause), never a bare Python error ----------------------

@pytest.mark.parametrize("case, cause", [
    ({"draft": "Hi.", "evidence": [{"id": "r", "kind": "record", "fields": {"amount": 10 ** 400}}]}, LimitError),
    ({"draft": "Hi.", "evidence": [{"id": "r", "kind": "record", "fields": {"amount": 10 ** 5000}}]}, LimitError),
    ({"draft": "Hi.", "evidence": [{"id": "r", "kind": "record", "fields": {"when": {1, 2}}}]}, CaseError),
    ({"draft": "Hi.", "evidence": [{"id": "r", "kind": "record", "fields": {3: "x"}}]}, CaseError),
    ({"draft": "Hi.", "evidence": [{"id": "r", "kind": "record", "fields": {"b": b"x"}}]}, CaseError),
    ({"draft": "Hi.", "evidence": [{"id": "r", "kind": ["record"]}]}, CaseError),
    ({"draft": "Hi.", "evidence": "kb#1"}, CaseError),
    ({"draft": 5}, CaseError),
    ({"draft": "x" * 20_001}, LimitError),
    ({"draft": "Hi.", "logprobs": [{"token": "Hi.", "logprob": float("nan")}]}, CaseError),
    (42, UsageError),
    (b'{"draft": "Hi."}', UsageError),
    ("/nonexistent/case.json", InputFileError),
    ("/dev/zero", InputFileError),
    ("bad\x00path.json", InputFileError),
], ids=lambda v: type(v).__name__ if not isinstance(v, type) else v.__name__)
def test_api_raises_the_documented_input_error(case, cause):
    with pytest.raises(cause) as raised:
        api.to_case(case)
    assert isinstance(raised.value, InputError) and raised.value.one_line()


@pytest.mark.parametrize("call", [
    lambda: api.CaseChecker(settings={"retrieval_top_k": 3}),
    lambda: api.CaseChecker(settings=Settings(), model=5),
    lambda: api.CaseChecker(settings=Settings(), generator="no"),
    lambda: api.check({"draft": "Hi."}, repair="no"),
    lambda: api.check({"draft": "Hi."}, settings="fast"),
], ids=["settings-dict", "model-int", "generator-str", "repair-str", "settings-str"])
def test_api_arguments_of_the_wrong_type_are_usage_errors(call):
    with pytest.raises(UsageError):
        call()


def test_a_config_error_reaches_the_api_as_config_error(home, monkeypatch):
    monkeypatch.setenv("HALCHECK_HOME", str(home))
    (home / "config").mkdir()
    (home / "config" / "config.toml").write_text("serve_max_queue = \"x\"\n")
    with pytest.raises(ConfigError, match="serve_max_queue"):
        api.check({"draft": "Hi."})


# --- long evidence: refused past the size the check finishes in about 5 s ------------------------------------

def test_evidence_over_the_limit_is_refused_naming_it(tmp_path, home):
    from halcheck_tui.core.case import MAX_EVIDENCE_CHARS

    long_text = " ".join(f"Order {i} ships from the depot within {i % 9 + 1} days." for i in range(3000))
    case = {**CASE, "evidence": CASE["evidence"] + [{"id": "kb#long", "kind": "passage", "text": long_text}]}
    assert len(long_text) > MAX_EVIDENCE_CHARS
    one_line_exit_2(halcheck("check", write(tmp_path, case), "--no-generator", home=home, timeout=30),
                    f"limit {MAX_EVIDENCE_CHARS:,}")
    with pytest.raises(LimitError):
        api.to_case(case)
