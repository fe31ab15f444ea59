"""Issue 20, faults: `check --batch --workers 2` with real processes and the real NLI model.

- kill -9 of the parent: its workers and multiprocessing's resource tracker end too (no orphan holding its
  models' memory);
- SIGTERM and SIGINT of the parent: exit 143 / 130, the workers stop, and no `.part` file is left beside
  --out (an older output there is kept as it was).
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import SCENARIOS, nli_model_available

pytestmark = [pytest.mark.integration, pytest.mark.slow,
              pytest.mark.skipif(not nli_model_available(), reason="the shipped NLI model is not installed"),
              pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")]

REPO = Path(__file__).resolve().parents[1]


def children(pid: int) -> set[int]:
    """Every live descendant of `pid` (zombies are dead: they hold no memory)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[0] != "Z":
            parents[int(entry.name)] = int(fields[1])
    found, todo = set(), [pid]
    while todo:
        current = todo.pop()
        for child, parent in parents.items():
            if parent == current and child not in found:
                found.add(child)
                todo.append(child)
    return found


def alive(pids: set[int]) -> set[int]:
    out = set()
    for pid in pids:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z":
            out.add(pid)
    return out


@pytest.fixture
def running_batch(tmp_path):
    """A 2-worker batch long enough to be caught checking; yields (process, out path, its workers)."""
    # A case NLI must read (the record-only demo is settled in about a millisecond and 4,000 of them end
    # before a signal can arrive on a fast machine).
    demo = json.loads((SCENARIOS / "warranty-kb.json").read_text())
    batch = tmp_path / "in.jsonl"
    batch.write_text("".join(json.dumps({**demo, "id": f"c{i}", "draft": demo["draft"] + f" Ref {i}."}) + "\n"
                             for i in range(4000)))  # seconds of work even when a check takes 10 ms
    out = tmp_path / "out.jsonl"
    out.write_text("the previous output\n")
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "config.toml").write_text("event_log = false\n")
    # stderr to a file, not a pipe: an orphaned worker would hold a pipe open and a read would never end.
    errors = (tmp_path / "stderr.txt").open("w")
    proc = subprocess.Popen([sys.executable, "-m", "halcheck_tui", "check", "--batch", str(batch), "--out", str(out),
                             "--workers", "2", "--no-generator", "--no-repair"], cwd=REPO,
                            env={**os.environ, "HALCHECK_HOME": str(home)}, stderr=errors, text=True,
                            # A run started in the background inherits SIGINT ignored; the batch must meet
                            # Ctrl-C as a user's terminal delivers it.
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    proc.errors = tmp_path / "stderr.txt"
    deadline = time.monotonic() + 240
    workers: set[int] = set()
    while time.monotonic() < deadline and proc.poll() is None:
        workers = children(proc.pid)
        if len(workers) >= 3:  # two workers and the resource tracker
            break
        time.sleep(0.2)
    assert proc.poll() is None and len(workers) >= 3, (proc.poll(), workers)
    time.sleep(3)  # the workers are loading or checking
    workers = children(proc.pid)
    yield proc, out, workers
    for pid in alive(workers | {proc.pid}):
        os.kill(pid, signal.SIGKILL)
    proc.wait(timeout=10)
    errors.close()


def wait_gone(pids: set[int], seconds: float) -> set[int]:
    deadline = time.monotonic() + seconds
    while alive(pids) and time.monotonic() < deadline:
        time.sleep(0.2)
    return alive(pids)


def test_kill_9_of_the_parent_ends_every_worker_and_the_resource_tracker(running_batch):
    proc, out, workers = running_batch
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)
    assert wait_gone(workers, 20) == set()


@pytest.mark.parametrize("sig, code", [(signal.SIGTERM, 143), (signal.SIGINT, 130)], ids=["SIGTERM", "SIGINT"])
def test_sigterm_and_sigint_remove_the_part_file_and_stop_the_workers(running_batch, sig, code):
    proc, out, workers = running_batch
    os.kill(proc.pid, sig)
    assert proc.wait(timeout=60) == code, proc.errors.read_text()
    assert wait_gone(workers, 20) == set()
    assert [p.name for p in out.parent.iterdir() if p.name.endswith(".part")] == []
    assert out.read_text() == "the previous output\n"
    assert "Traceback" not in proc.errors.read_text()
