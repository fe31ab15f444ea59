"""Issue 12: every bad input is one clear line and exit 2, and nothing the user owns is destroyed.

Each test is one of the issue's reproductions, through the real CLI (`cli.main`), with the models
replaced by fakes (the real ones have their own integration tests).
"""
import json
import os
import stat
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from halcheck_tui import cli, wiring
from halcheck_tui.cli.outputs import remove_stale_parts
from halcheck_tui.core.case import parse_case_text
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.errors import InputError
from halcheck_tui.ports import Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI


@pytest.fixture
def checked(monkeypatch):
    """Fake models, and a count of the cases actually checked (bad output paths must fail before any)."""
    calls = []

    class Counting(Checker):
        def check(self, case, **kwargs):
            calls.append(case.id)
            return super().check(case, **kwargs)

    monkeypatch.setattr(wiring, "build_checker", lambda settings, model, no_generator, classify_claims=True: (
        Counting(settings, Runtimes(nli=FakeNLI(), embedder=FakeEmbedder()), classify_claims), []))
    return calls


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def one_line_exit_2(code, err):
    assert code == 2, err
    assert err.startswith("halcheck: ") and err.count("\n") == 1 and "internal error" not in err


def batch_file(tmp_path, *cases, name="in.jsonl"):
    path = tmp_path / name
    path.write_text("".join(json.dumps(c) + "\n" for c in cases), encoding="utf-8")
    return path


# --- 1, 2, 13, 20: values JSON allows that the checker cannot use ------------------------------------------

LONE_SURROGATE = '{"draft": "Your refund \\ud800 has been issued."}'


def test_lone_surrogate_in_the_draft_is_exit_2(tmp_path, capsys, checked):
    path = tmp_path / "case.json"
    path.write_text(LONE_SURROGATE, encoding="utf-8")
    code, out, err = run(capsys, "check", path, "--json")
    one_line_exit_2(code, err)
    assert "draft: contains a lone surrogate (U+D800)" in err and out == ""


def test_lone_surrogate_in_a_batch_line_gets_an_error_record_and_is_not_checked(tmp_path, capsys, checked):
    batch = tmp_path / "in.jsonl"
    batch.write_text('{"draft": "Thanks!"}\n' + LONE_SURROGATE + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    code, _, err = run(capsys, "check", "--batch", batch, "--out", out)
    assert code == 5, err
    assert "line 2: draft: contains a lone surrogate" in err
    trace, record = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert trace["case_id"] == "line-1" and record["schema"] == "halcheck.batch-error/1" and record["line"] == 2
    assert record["title"].startswith("draft: contains a lone surrogate")
    assert checked == ["line-1"] and list(tmp_path.glob(".halcheck-*")) == []


@given(st.lists(st.sampled_from(["id", "question", "draft", "evidence", "fields", "key"]), min_size=1, max_size=1),
       st.integers(min_value=0xD800, max_value=0xDFFF))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_a_lone_surrogate_anywhere_is_an_input_error(where, code_point):
    bad = f"\\u{code_point:04x}"
    case = {"id": "c", "question": "q?", "draft": "Your refund was issued.",
            "evidence": [{"id": "r", "kind": "record", "fields": {"status": "issued"}}]}
    text = json.dumps(case)
    place = where[0]
    if place == "fields":
        text = text.replace('"issued"}', f'"iss{bad}ued"}}')
    elif place == "key":
        text = text.replace('"status"', f'"sta{bad}tus"')
    elif place == "evidence":
        text = text.replace('"id": "r"', f'"id": "r{bad}"')
    else:
        text = text.replace(f'"{place}": "', f'"{place}": "{bad}', 1)
    with pytest.raises(InputError) as info:
        parse_case_text(text)
    assert "lone surrogate" in info.value.title
    info.value.one_line().encode("utf-8")  # the message itself must print


def test_fields_nested_100000_deep_are_exit_2(tmp_path, capsys, checked):
    deep = '{"a": ' * 100_000 + "1" + "}" * 100_000
    path = tmp_path / "deep.json"
    path.write_text('{"draft": "Your refund has been issued.", "evidence": [{"id": "r", "kind": "record", '
                    f'"fields": {deep}}}]}}', encoding="utf-8")
    code, _, err = run(capsys, "check", path)
    one_line_exit_2(code, err)
    assert "nested more than" in err


def test_fields_nested_past_the_limit_but_parseable_are_exit_2(tmp_path, capsys, checked):
    deep = '{"a": ' * 200 + "1" + "}" * 200
    path = tmp_path / "deep.json"
    path.write_text(f'{{"draft": "Hi.", "evidence": [{{"id": "r", "kind": "record", "fields": {deep}}}]}}')
    code, _, err = run(capsys, "check", path)
    one_line_exit_2(code, err)
    assert "evidence[0].fields.a" in err and "nested more than 64 levels" in err


@pytest.mark.parametrize("logprobs", [
    '[{"token": "Yes", "logprob": NaN}, {"token": ".", "logprob": -0.1}]',
    '[{"token": "Yes", "logprob": NaN}, {"token": ".", "logprob": NaN}]',
    '[{"token": "Yes", "logprob": -Infinity}, {"token": ".", "logprob": -0.1}]',
])
def test_nan_log_probabilities_are_exit_2_naming_the_token(tmp_path, capsys, checked, logprobs):
    path = tmp_path / "case.json"
    path.write_text(f'{{"draft": "Yes.", "logprobs": {logprobs}}}')
    code, _, err = run(capsys, "check", path)
    one_line_exit_2(code, err)
    assert "logprobs[0].logprob" in err and "'Yes'" in err


def test_nan_in_a_record_field_is_exit_2(tmp_path, capsys, checked):
    path = tmp_path / "case.json"
    path.write_text('{"draft": "Your refund is $5.", "evidence": [{"id": "r", "kind": "record", '
                    '"fields": {"amount": NaN}}]}')
    code, _, err = run(capsys, "check", path)
    one_line_exit_2(code, err)
    assert "evidence[0].fields.amount: nan is not a number" in err


@pytest.mark.parametrize("value", ["true", "7", "1.5", "null", "[]"])
def test_non_string_case_ids_are_refused(tmp_path, capsys, checked, value):
    path = tmp_path / "case.json"
    path.write_text(f'{{"draft": "Hi.", "id": {value}}}')
    code, _, err = run(capsys, "check", path)
    if value == "null":  # an absent id: the file name is used
        assert code == 0
        return
    one_line_exit_2(code, err)
    assert "id: expected a string" in err


def test_refused_call_without_decision_is_refused(tmp_path, capsys, checked):
    path = tmp_path / "case.json"
    path.write_text(json.dumps({"draft": "Your plan was cancelled.", "evidence": [
        {"id": "call", "kind": "refused_call", "tool": "cancel_plan", "args": {}}]}))
    code, _, err = run(capsys, "check", path)
    one_line_exit_2(code, err)
    assert "evidence[0].decision: missing" in err


def test_batch_json_error_names_the_batch_line_and_the_column(tmp_path, capsys, checked):
    batch = tmp_path / "in.jsonl"
    batch.write_text('{"draft": "Thanks!"}\n{"draft": \n')
    code, _, err = run(capsys, "check", "--batch", batch, "--out", tmp_path / "out.jsonl")
    assert code == 5, err  # the bad line has an error record, the good one its trace
    assert "in.jsonl: line 2: invalid JSON at column 11" in err and "line 2 column" not in err
    # No line is JSON at all: the file is no JSONL, bad input as a whole.
    batch.write_text('{"draft": \n')
    code, _, err = run(capsys, "check", "--batch", batch, "--out", tmp_path / "none.jsonl")
    one_line_exit_2(code, err)
    assert "in.jsonl: line 1: invalid JSON at column 11" in err and not (tmp_path / "none.jsonl").exists()


# --- 3, 4, 5, 7, 8, 10: the batch's input and output paths ----------------------------------------------------

def test_batch_naming_a_directory_is_exit_2(tmp_path, capsys, checked):
    folder = tmp_path / "cases"
    folder.mkdir()
    code, _, err = run(capsys, "check", "--batch", folder, "--out", tmp_path / "x.jsonl")
    one_line_exit_2(code, err)
    assert "is a directory" in err and not (tmp_path / "x.jsonl").exists()


def test_out_naming_a_directory_fails_before_any_case_is_checked(tmp_path, capsys, checked):
    batch = batch_file(tmp_path, {"draft": "Thanks!"})
    code, _, err = run(capsys, "check", "--batch", batch, "--out", tmp_path)
    one_line_exit_2(code, err)
    assert "is a directory" in err and checked == []


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes anywhere")
def test_out_in_a_read_only_directory_fails_before_any_case_is_checked(tmp_path, capsys, checked):
    batch = batch_file(tmp_path, {"draft": "Thanks!"})
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        code, _, err = run(capsys, "check", "--batch", batch, "--out", locked / "out.jsonl")
    finally:
        locked.chmod(0o700)
    one_line_exit_2(code, err)
    assert "permission denied" in err and checked == []


def test_out_in_an_unwritable_directory_fails_before_any_case_is_checked(tmp_path, capsys, checked, monkeypatch):
    """The same as the read-only directory, for root (who may write anywhere): mkstemp refused."""
    import tempfile

    batch = batch_file(tmp_path, {"draft": "Thanks!"})

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    code, _, err = run(capsys, "check", "--batch", batch, "--out", tmp_path / "out.jsonl")
    one_line_exit_2(code, err)
    assert "permission denied" in err and checked == []


def test_out_equal_to_the_batch_is_refused_and_the_cases_survive(tmp_path, capsys, checked):
    batch = batch_file(tmp_path, {"draft": "Thanks!"}, {"draft": "Hello."})
    before = batch.read_bytes()
    code, _, err = run(capsys, "check", "--batch", batch, "--out", batch)
    one_line_exit_2(code, err)
    assert "is the input file" in err and batch.read_bytes() == before and checked == []
    link = tmp_path / "alias.jsonl"
    link.symlink_to(batch)
    code, _, err = run(capsys, "check", "--batch", batch, "--out", link)
    one_line_exit_2(code, err)
    assert batch.read_bytes() == before


def test_out_that_is_a_fifo_is_refused_and_kept(tmp_path, capsys, checked):
    batch = batch_file(tmp_path, {"draft": "Thanks!"})
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    code, _, err = run(capsys, "check", "--batch", batch, "--out", fifo)
    one_line_exit_2(code, err)
    assert "not a regular file" in err and stat.S_ISFIFO(os.lstat(fifo).st_mode) and checked == []


def test_out_that_is_a_device_is_refused(tmp_path, capsys, checked):
    batch = batch_file(tmp_path, {"draft": "Thanks!"})
    code, _, err = run(capsys, "check", "--batch", batch, "--out", "/dev/null")
    one_line_exit_2(code, err)
    assert "not a regular file" in err and stat.S_ISCHR(os.lstat("/dev/null").st_mode)


def test_out_symlink_to_a_file_writes_through_and_keeps_the_link(tmp_path, capsys, checked):
    batch = batch_file(tmp_path, {"draft": "Thanks!"})
    real = tmp_path / "real.jsonl"
    real.write_text("old\n")
    link = tmp_path / "link.jsonl"
    link.symlink_to(real)
    code, _, err = run(capsys, "check", "--batch", batch, "--out", link)
    assert code == 0, err
    assert link.is_symlink() and json.loads(real.read_text())["schema"] == "halcheck.trace/1"


def test_out_symlink_to_nowhere_is_refused(tmp_path, capsys, checked):
    batch = batch_file(tmp_path, {"draft": "Thanks!"})
    link = tmp_path / "link.jsonl"
    link.symlink_to(tmp_path / "missing" / "x.jsonl")
    code, _, err = run(capsys, "check", "--batch", batch, "--out", link)
    one_line_exit_2(code, err)
    assert link.is_symlink()


def test_new_output_gets_the_umask_and_a_replaced_one_keeps_its_mode(tmp_path, capsys, checked):
    batch = batch_file(tmp_path, {"draft": "Thanks!"})
    old = os.umask(0o022)
    try:
        code, _, _ = run(capsys, "check", "--batch", batch, "--out", tmp_path / "new.jsonl")
    finally:
        os.umask(old)
    assert code == 0 and stat.S_IMODE((tmp_path / "new.jsonl").stat().st_mode) == 0o644
    kept = tmp_path / "kept.jsonl"
    kept.write_text("x\n")
    kept.chmod(0o640)
    assert run(capsys, "check", "--batch", batch, "--out", kept)[0] == 0
    assert stat.S_IMODE(kept.stat().st_mode) == 0o640


def test_parts_left_by_a_killed_run_are_removed_by_the_next(tmp_path, capsys, checked):
    batch = batch_file(tmp_path, {"draft": "Thanks!"})
    dead_pid = 2 ** 22 + 12345  # above the default pid_max: no such process
    stale = tmp_path / f".halcheck-{dead_pid}-abc123.jsonl.part"
    stale.write_text("half a trace")
    live = tmp_path / f".halcheck-{os.getppid()}-def456.jsonl.part"  # a running process's: left alone
    live.write_text("in progress")
    legacy_old = tmp_path / ".halcheck-zzzzzz.jsonl.part"
    legacy_old.write_text("from an old version")
    day_ago = time.time() - 2 * 24 * 3600
    os.utime(legacy_old, (day_ago, day_ago))
    legacy_new = tmp_path / ".halcheck-yyyyyy.jsonl.part"
    legacy_new.write_text("maybe running")
    code, _, _ = run(capsys, "check", "--batch", batch, "--out", tmp_path / "out.jsonl")
    assert code == 0
    assert not stale.exists() and not legacy_old.exists() and live.exists() and legacy_new.exists()
    assert remove_stale_parts(tmp_path / "nowhere") == []


# --- 19: no terminal ---------------------------------------------------------------------------------------------

def test_halcheck_without_a_terminal_prints_usage_and_exits_2(capsys, monkeypatch):
    from halcheck_tui.cli.commands import tui
    from halcheck_tui.tui.app import HalcheckApp

    opened = []
    monkeypatch.setattr(HalcheckApp, "run", lambda self: opened.append(self))
    monkeypatch.setattr(tui, "has_terminal", lambda: False)
    code, out, err = run(capsys)
    one_line_exit_2(code, err)
    assert "needs a terminal" in err and "halcheck check CASE.json" in err and opened == []


def test_halcheck_without_a_terminal_really_exits(tmp_path):
    """Through a real process whose output is a file (cron, CI): it must end at once."""
    import subprocess
    import sys

    env = dict(os.environ, HALCHECK_HOME=str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "halcheck_tui"], stdin=subprocess.DEVNULL, capture_output=True,
                          text=True, timeout=60, env=env)
    assert proc.returncode == 2 and "needs a terminal" in proc.stderr


# --- also: a case written by `halcheck generate` reports its logprobs as generated ------------------------------

def test_a_generated_case_reports_confidence_source_generated(tmp_path, capsys, checked):
    path = tmp_path / "drafted.json"
    path.write_text(json.dumps({
        "question": "Where is my refund?", "draft": "Your refund is queued.",
        "logprobs": [{"token": "Your", "logprob": -0.1}, {"token": " refund", "logprob": -0.2},
                     {"token": " is queued.", "logprob": -0.3}],
        "generator": {"model": "SmolLM2-135M-Instruct-Q8_0", "max_tokens": 16, "decoding": "greedy"}}))
    code, out, err = run(capsys, "check", path, "--json", "--no-repair")
    assert code == 0, err
    source = json.loads(out)["confidence_source"]
    assert source["source"] == "generated" and source["model"] == "SmolLM2-135M-Instruct-Q8_0"
    path.write_text(json.dumps({"draft": "Hi.", "generator": "SmolLM2"}))
    code, _, err = run(capsys, "check", path)
    one_line_exit_2(code, err)
    assert "generator: expected an object" in err
