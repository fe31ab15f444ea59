"""The TUI in a real terminal (tmux): time to the first screen, and "run all" on the demo, cold and warm.

    python scripts/bench.py tui [--runs 3] [--size 120x40]
    python scripts/bench.py tui --source /tmp/before     # an earlier tree (git archive REV halcheck_tui | tar x)

Each run starts `halcheck tui` (the demo case, refund-queued) in a fresh detached tmux session with a
scratch HALCHECK_HOME, and reads the pane (`tmux capture-pane`) every few milliseconds:

- first screen: from launching the command to the pane showing the title and the draft's box;
- models: until the title names the loaded models instead of "loading models" (the app starts loading
  them once the first screen is painted: their weights are read and the open case's level 1 prompt is
  run into the generator's context before the title changes);
- run all, cold: ctrl+r, until the status line says "Done:" (the first check still pays for first-call
  allocations and the NLI and embedder calls of this case);
- run all, warm: "Hello. " typed at the start of the draft, ctrl+r again, until "Done:": every level
  runs again on the changed case with the models loaded, as when an agent fixes a reply and re-checks
  it. The evidence prompt is still in the generator's context; the whole draft is scored again (its
  opening changed), and grounding's caches hold the unchanged claims' pairs.

Times include tmux's and the terminal's round trips (a poll every 10 ms), so they are what a user sees.
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
POLL_S = 0.01


def add_bench_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--runs", type=int, default=3, help="fresh sessions (the median is reported)")
    parser.add_argument("--size", default="120x40", help="terminal COLUMNSxROWS")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds to wait for each step")
    parser.add_argument("--source", type=Path, default=None,
                        help="a folder holding another halcheck_tui package (an earlier revision) to run with this "
                             "environment instead of the installed one, alternating with it run by run")


def _pane(session: str) -> str:
    done = subprocess.run(["tmux", "capture-pane", "-p", "-t", session], capture_output=True, text=True)
    return done.stdout


def _wait(session: str, predicate, timeout: float) -> float:
    started = time.perf_counter()
    while time.perf_counter() - started < timeout:
        if predicate(_pane(session)):
            return time.perf_counter()
        time.sleep(POLL_S)
    raise TimeoutError(f"the TUI did not get there in {timeout:.0f} s; last screen:\n{_pane(session)}")


def _keys(session: str, *keys: str) -> float:
    subprocess.run(["tmux", "send-keys", "-t", session, *keys], check=True)
    return time.perf_counter()


def one_run(size: str, timeout: float, source: Path | None = None) -> dict:
    columns, rows = size.split("x")
    session = f"halcheck-bench-{os.getpid()}-{time.monotonic_ns()}"
    bin_dir = Path(os.environ.get("VIRTUAL_ENV", REPO_ROOT / ".venv")) / "bin"
    halcheck = f"{bin_dir / 'halcheck'}" if source is None else f"{bin_dir / 'python'} -m halcheck_tui"
    with tempfile.TemporaryDirectory(prefix="halcheck-tui-bench-") as home:
        # the other tree runs with this checkout's models (git archive leaves out nothing else it reads)
        where = "" if source is None else f"cd {source} && PYTHONPATH={source} HALCHECK_MODELS={REPO_ROOT / 'models'} "
        command = f"{where}HALCHECK_HOME={home} exec {halcheck} tui --no-log"
        launched = time.perf_counter()
        subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", columns, "-y", rows, command], check=True)
        try:
            painted = _wait(session, lambda s: "halcheck" in s and "Draft" in s, timeout)
            ready = _wait(session, lambda s: "loading models" not in s and " nli " in s, timeout)
            pressed = _keys(session, "C-r")
            cold = _wait(session, lambda s: "Done:" in s, timeout)
            _keys(session, "F2")  # the case editor, the draft focused
            time.sleep(0.3)
            _keys(session, "C-Home")  # typed at the start: level 1 scores the whole draft again
            _keys(session, "-l", "Hello. ")
            time.sleep(0.3)
            pressed_warm = _keys(session, "C-r")
            _wait(session, lambda s: "Done:" not in s, timeout)
            warm = _wait(session, lambda s: "Done:" in s, timeout)
        finally:
            subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)
    return {"first_screen_ms": (painted - launched) * 1000, "models_ready_ms": (ready - launched) * 1000,
            "run_all_cold_ms": (cold - pressed) * 1000, "run_all_warm_ms": (warm - pressed_warm) * 1000}


def bench_tui(args: argparse.Namespace) -> int:
    if shutil.which("tmux") is None:
        print("tmux is not installed: apt-get install tmux", file=os.sys.stderr)
        return 3
    variants = {"this tree": None} if args.source is None else {"this tree": None, f"{args.source}": args.source}
    samples: dict[str, dict[str, list[float]]] = {name: {} for name in variants}
    for _ in range(max(1, args.runs)):
        for name, source in variants.items():  # alternating: both see the same background load
            for key, value in one_run(args.size, args.timeout, source).items():
                samples[name].setdefault(key, []).append(value)
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    for name in variants:
        print(f"TUI in tmux ({args.size}), demo case, {name}, median of {args.runs} fresh sessions "
              f"(load average {load} at the end):")
        for key, label in (("first_screen_ms", "first screen after launch"),
                           ("models_ready_ms", "models loaded (title) after launch"),
                           ("run_all_cold_ms", "run all, first check"),
                           ("run_all_warm_ms", "run all again after an edit (warm)")):
            values = samples[name][key]
            print(f"  {label:44s} {statistics.median(values):7.0f} ms   (runs: {', '.join(f'{v:.0f}' for v in values)})")
    return 0
