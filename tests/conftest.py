"""Shared fixtures. Every test runs with HALCHECK_HOME in a temp dir: no test touches the user's real
data, config or evidence store."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
SCENARIOS = REPO / "evidence_store" / "scenarios"


PROOFS = "native-proofs.json"


@pytest.fixture(scope="session")
def machine_proofs(tmp_path_factory) -> Path:
    """Where the generator's subprocess proofs (runtimes/native_probe.py) are kept across this session's
    tests: they are about this machine and build, not a user's data, and proving afresh in every test's
    home would add a child process to each test that loads the real model."""
    return tmp_path_factory.mktemp("machine") / PROOFS


@pytest.fixture(autouse=True)
def isolated_home(tmp_path_factory, monkeypatch, machine_proofs):
    home = tmp_path_factory.mktemp("halcheck-home")
    monkeypatch.setenv("HALCHECK_HOME", str(home))
    if machine_proofs.exists():
        (home / "cache").mkdir(parents=True, exist_ok=True)
        (home / "cache" / PROOFS).write_bytes(machine_proofs.read_bytes())
    yield home
    # Only real llama.cpp verdicts travel on: a stand-in library's key differs, so it can never be reused.
    made = home / "cache" / PROOFS
    if made.exists():
        machine_proofs.write_bytes(made.read_bytes())


@pytest.fixture
def write_case(tmp_path):
    def write(data, name="case.json"):
        path = tmp_path / name
        path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
        return path
    return write


def nli_model_available() -> bool:
    return (REPO / "models" / "nli-minilm-l6" / "manifest.json").exists()
