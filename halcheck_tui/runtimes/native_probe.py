"""Prove a llama.cpp build on this CPU in a subprocess before the process that serves the user loads it.

Why: a native crash cannot be caught. llama.cpp's AMX kernels fault on some Xeons (a general protection
fault at `ldtilecfg`), a damaged GGUF makes ggml abort at load or at the first decode, and either takes the
whole process with it: the TUI with its terminal left in the alternate screen, a batch with every result,
a `--json` trace with a backtrace in its place. So the first load of a model with a given llama.cpp build
on a given CPU runs here, in a child process, with one scoring call long enough to take the batched matrix
path; only a child that exits cleanly with sane probabilities lets the parent load the model itself.

The verdict is remembered in the cache dir per (llama.cpp library files, CPU flags, model file), so the
cost (about two seconds) is paid once per build and machine, not once per check.

    python -m halcheck_tui.runtimes.native_probe --setup    # scripts/setup.sh's self-test, on the shipped model
    python -m halcheck_tui.runtimes.native_probe --child MODEL   # the child itself (prints one JSON line)
"""
from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import math
import os
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

# Long enough (about 120 tokens) that llama.cpp runs the prompt as one batched matrix product, the path
# where the AMX kernels fault, and short enough to score in a second on the shipped model.
_PROBE_SYSTEM = ("You are a support assistant. Answer from the evidence only. Evidence: order A-100 was "
                 "placed on 3 March for 42.50 USD and shipped on 5 March by courier; the returns policy "
                 "allows a refund within 30 days of delivery when the item is unused and in its box; "
                 "refunds go back to the original card within five business days of approval.")
_PROBE_QUESTION = "Can I still return my order, and when would I get the money back?"
_PROBE_REPLY = ("Yes, you can return order A-100 within 30 days of delivery if it is unused. Once approved, "
                "the refund of 42.50 USD goes back to your original card within five business days.")


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
        import platform

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
    command = [sys.executable, "-m", "halcheck_tui.runtimes.native_probe", "--child", str(model_path),
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


# -- the child's side -----------------------------------------------------------------------------------

def sane_scores(logprobs: list[float]) -> str:
    """"" when the scores look like a working model; else why not (NaN weights score every token at p = 0)."""
    if not logprobs:
        return "it scored no tokens"
    if not all(math.isfinite(value) for value in logprobs):
        return "it scored tokens as NaN or minus infinity (damaged weights?)"
    probabilities = [math.exp(value) for value in logprobs]
    if max(probabilities) < 1e-4:
        return "it gave every token a probability of about 0 (damaged weights?)"
    if len(set(round(value, 6) for value in logprobs)) == 1 and len(logprobs) > 3:
        return "it gave every token the same probability (damaged weights?)"
    return ""


def child(model_path: Path, n_threads: int | None, weights: str = "as-is", weights_dirs: tuple[Path, ...] = ()) -> Proof:
    """Load the model in this process and score the probe reply; crashes are the parent's to read."""
    from ..errors import RuntimeMissing
    from ..ports import ChatMessage
    from .generator import LlamaGenerator

    generator = LlamaGenerator(model_path, n_threads=n_threads, weights=weights, weights_dirs=weights_dirs,
                               prove_first=False)
    try:
        messages = [ChatMessage("system", _PROBE_SYSTEM), ChatMessage("user", _PROBE_QUESTION)]
        tokens = generator.score(messages, _PROBE_REPLY)
        generator.generate(messages, max_tokens=4)
    except RuntimeMissing as exc:
        return Proof(False, exc.message, exc.fix)
    finally:
        generator.close()
    problem = sane_scores([token.logprob for token in tokens])
    if problem:
        return Proof(False, f"{model_path.name} loads but scores nonsense on this build: {problem}",
                     "use another GGUF file (generator_model in config.toml, or --model), or --no-generator")
    return Proof(True)


def setup_self_test() -> int:
    """scripts/setup.sh's self-test on the shipped model: one line, exit 0 (works) or 1 (does not)."""
    from ..config import load_settings
    from ..errors import RuntimeMissing
    from .generator import load_generator

    try:
        generator = load_generator(load_settings())
    except RuntimeMissing as exc:
        print(f"setup: self-test: {exc.one_line()}", file=sys.stderr)
        return 1
    model = generator.model_path
    proof = prove(model, weights=generator.weights, weights_dirs=generator.weights_dirs,
                  n_threads=generator.n_threads)
    if proof.ok:
        print(f"setup: self-test: llama.cpp loads and scores {model.name} on this CPU", file=sys.stderr)
        return 0
    print(f"setup: self-test failed: {proof.reason}", file=sys.stderr)
    return 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m halcheck_tui.runtimes.native_probe")
    parser.add_argument("--child", metavar="MODEL", help="load and score MODEL here; print the verdict as JSON")
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--weights", default="as-is")
    parser.add_argument("--weights-dir", action="append", default=[], type=Path)
    parser.add_argument("--setup", action="store_true", help="scripts/setup.sh's self-test on the shipped model")
    args = parser.parse_args(argv)
    if args.setup:
        return setup_self_test()
    if not args.child:
        parser.error("give --child MODEL or --setup")
    print(json.dumps(asdict(child(Path(args.child), args.threads, args.weights, tuple(args.weights_dir)))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
