"""Shared fixtures. Every test runs with HALCHECK_HOME in a temp dir: no test touches the user's real
data, config or evidence store."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
SCENARIOS = REPO / "evidence_store" / "scenarios"


@pytest.fixture(autouse=True)
def isolated_home(tmp_path_factory, monkeypatch):
    home = tmp_path_factory.mktemp("halcheck-home")
    monkeypatch.setenv("HALCHECK_HOME", str(home))
    return home


@pytest.fixture
def write_case(tmp_path):
    def write(data, name="case.json"):
        path = tmp_path / name
        path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
        return path
    return write


def nli_model_available() -> bool:
    return (REPO / "models" / "nli-minilm-l6" / "manifest.json").exists()
