"""Prove a llama.cpp build on this CPU in a subprocess before the process that serves the user loads it.

Why: a native crash cannot be caught. llama.cpp's AMX kernels fault on some Xeons (a general protection
fault at `ldtilecfg`), a damaged GGUF makes ggml abort at load or at the first decode, and either takes the
whole process with it: the TUI with its terminal left in the alternate screen, a batch with every result,
a `--json` trace with a backtrace in its place. So the first load of a model with a given llama.cpp build
on a given CPU runs here, in a child process, with one scoring call long enough to take the batched matrix
path; only a child that exits cleanly with sane probabilities lets the parent load the model itself.

The verdict is remembered in the cache dir per (llama.cpp library files, CPU flags, model file), so the
cost (about two seconds) is paid once per build and machine, not once per check.

The child itself is `runtimes/probe_child.py`, run as `python -m halcheck_tui.runtimes.probe_child`; this
module never imports it (nor the generator, which imports this one).
"""
from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import platform
import signal
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

from .. import locations

PROBE_TIMEOUT_S = 240.0
"""A child that has not scored in this long is counted as hung: on 2 busy cores the shipped 135M model loads
and scores in 1-3 s; a 7B model on a slow CPU takes well under a minute."""

PROOFS_FILE = "native-proofs.json"

REBUILD_FIX = ("rebuild llama.cpp for this machine: rm -rf .venv && scripts/setup.sh (its self-test falls back "
               "to portable flags), or check with --no-generator")

@dataclass(frozen=True)
class Proof:
    """The child's verdict: `ok`, or one line saying what went wrong and one saying what to do."""

    ok: bool
    reason: str = ""
    fix: str = ""


# -- identity: what a verdict is remembered for ---------------------------------------------------------

def library_identity() -> str:
    """The installed llama-cpp-python's native libraries (path, size, mtime), or "" when it is missing."""
    spec = importlib.util.find_spec("llama_cpp")
    if spec is None or not spec.submodule_search_locations:
        return ""
    parts = []
    for folder in spec.submodule_search_locations:
        for path in sorted(Path(folder).rglob("*")):
            if path.suffix in {".so", ".dylib", ".dll"} or ".so." in path.name or path.name == "__init__.py":
                stat = path.stat()
                parts.append(f"{path}:{stat.st_size}:{stat.st_mtime_ns}")
    return "\n".join(parts)


def cpu_identity() -> str:
    """The CPU's model name and instruction-set flags: a build proven on one CPU is not proven on another."""
    try:
        text = Path("/proc/cpuinfo").read_text(errors="replace")
    except OSError:
        return platform.processor() or platform.machine()
    wanted = [line for line in text.splitlines() if line.startswith(("model name", "flags"))]
    return "\n".join(dict.fromkeys(wanted))


def proof_key(model_path: Path, weights: str = "as-is") -> str:
    stat = model_path.stat()
    text = "\n".join([library_identity(), cpu_identity(),
                      f"{model_path.resolve()}:{stat.st_size}:{stat.st_mtime_ns}:{weights}"])
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def _proofs_path() -> Path:
    return locations.cache_dir() / PROOFS_FILE


def _remembered() -> dict:
    try:
        data = json.loads(_proofs_path().read_text())
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def _remember(key: str, model_path: Path, proof: Proof) -> None:
    """Write the verdict atomically (a torn cache file must never stop a check: it is read as empty)."""
    data = _remembered()
    data[key] = {**asdict(proof), "model": str(model_path), "at": datetime.now(UTC).isoformat(timespec="seconds")}
    path = _proofs_path()
    try:
        with tempfile.NamedTemporaryFile("w", dir=path.parent, prefix=".proofs-", suffix=".tmp", delete=False) as handle:
            json.dump(data, handle, indent=1)
        os.replace(handle.name, path)
    except OSError:
        pass  # an unwritable cache only means the next start proves again


# -- the parent's side ----------------------------------------------------------------------------------

def prove(model_path: str | Path, *, weights: str = "as-is", weights_dirs: tuple[Path, ...] = (),
          n_threads: int | None = None, remember: bool = True) -> Proof:
    """The remembered verdict for this build, CPU and model, or a fresh one from a child process.

    The child runs the file as the parent would (`weights`: as it is, or its 8-bit copy in `weights_dirs`),
    so the copy, which llama.cpp writes, is also made there, never first in the parent."""
    model_path = Path(model_path)
    key = proof_key(model_path, weights)
    if remember:
        seen = _remembered().get(key)
        if isinstance(seen, dict) and "ok" in seen:
            return Proof(bool(seen["ok"]), str(seen.get("reason", "")), str(seen.get("fix", "")))
    proof = _run_child(model_path, weights, weights_dirs, n_threads)
    if remember:
        _remember(key, model_path, proof)
    return proof


def _run_child(model_path: Path, weights: str, weights_dirs: tuple[Path, ...], n_threads: int | None) -> Proof:
    command = [sys.executable, "-m", "halcheck_tui.runtimes.probe_child", "--child", str(model_path),
               "--weights", weights]
    for folder in weights_dirs:
        command += ["--weights-dir", str(folder)]
    if n_threads:
        command += ["--threads", str(n_threads)]
    # GGML_NO_BACKTRACE: an aborting ggml would otherwise attach gdb and print a native backtrace.
    env = {**os.environ, "GGML_NO_BACKTRACE": "1"}
    try:
        done = subprocess.run(command, capture_output=True, text=True, errors="replace", env=env,
                              timeout=PROBE_TIMEOUT_S, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return Proof(False, f"llama.cpp did not load and score {model_path.name} within {PROBE_TIMEOUT_S:.0f} s "
                            "in a test process", REBUILD_FIX)
    if done.returncode < 0:
        try:
            name = signal.Signals(-done.returncode).name
        except ValueError:
            name = f"signal {-done.returncode}"
        return Proof(False, f"llama.cpp crashed ({name}) loading or scoring {model_path.name} on this CPU "
                            "(tested in a separate process)", REBUILD_FIX)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    try:
        verdict = json.loads(lines[-1]) if lines else {}
        return Proof(bool(verdict["ok"]), str(verdict.get("reason", "")), str(verdict.get("fix", "")))
    except (ValueError, KeyError, TypeError):
        tail = (done.stderr.strip().splitlines() or ["no output"])[-1][:300]
        return Proof(False, f"llama.cpp stopped (exit {done.returncode}) loading or scoring {model_path.name}: "
                            f"{tail}", REBUILD_FIX)
