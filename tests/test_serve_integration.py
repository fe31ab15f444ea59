"""`halcheck serve`, the real server: started on a free loopback port, driven over HTTP with httpx."""
import json
import os
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from halcheck_tui import cli

REPO = Path(__file__).resolve().parents[1]
DEMO = REPO / "evidence_store" / "scenarios" / "refund-queued.json"
JSON = {"Content-Type": "application/json"}

pytestmark = [pytest.mark.integration, pytest.mark.slow]


class Server:
    def __init__(self, home: Path, config: str = "", *extra: str) -> None:
        (home / "config").mkdir(parents=True, exist_ok=True)
        (home / "config" / "config.toml").write_text(config, encoding="utf-8")
        env = {**os.environ, "HALCHECK_HOME": str(home)}
        # --port 0: the server binds a free port itself and prints it, so no port can be taken in between.
        self.proc = subprocess.Popen([sys.executable, "-m", "halcheck_tui", "serve", "--port", "0", *extra],
                                     env=env, cwd=REPO, stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 180
        self.lines = []
        while time.monotonic() < deadline:
            line = self.proc.stderr.readline()
            if not line:
                raise AssertionError(f"server exited: {''.join(self.lines)}")
            self.lines.append(line)
            found = re.search(r"listening on (http://127\.0\.0\.1:\d+)", line)
            if found:
                self.url = found.group(1)
                return
        raise AssertionError("server did not start in 180 s")

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=30)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    srv = Server(tmp_path_factory.mktemp("serve-home"), "", "--no-generator")
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def guarded(tmp_path_factory):
    config = 'serve_token = "s3cret"\nserve_max_batch_cases = 2\nserve_max_queue = 1\n'
    srv = Server(tmp_path_factory.mktemp("serve-guarded"), config, "--no-generator")
    yield srv
    srv.stop()


def without_timings(trace):
    return {k: v for k, v in trace.items() if k != "timings_ms"}


def test_health_and_models(server):
    assert httpx.get(f"{server.url}/healthz").json()["status"] == "ok"
    models = httpx.get(f"{server.url}/v1/models").json()["models"]
    assert models == {"nli": "nli-minilm-l6", "embedder": "embed-minilm-l6", "generator": None}


def test_check_returns_the_clis_trace(server, capsys):
    response = httpx.post(f"{server.url}/v1/check", params={"repair": "false"}, content=DEMO.read_bytes(),
                          headers=JSON, timeout=60)
    assert response.status_code == 200
    assert cli.main(["check", str(DEMO), "--json", "--no-repair", "--no-generator"]) == 0
    assert without_timings(response.json()) == without_timings(json.loads(capsys.readouterr().out))


def test_bad_bodies_get_the_clis_one_line_messages(server):
    empty = httpx.post(f"{server.url}/v1/check", content=b'{"draft": "  "}', headers=JSON)
    assert empty.status_code == 422 and empty.json()["error"] == "draft: is empty: paste the reply to check"
    broken = httpx.post(f"{server.url}/v1/check", content=b'{"draft": ', headers=JSON)
    assert broken.status_code == 400 and "invalid JSON" in broken.json()["error"]
    broken_batch = httpx.post(f"{server.url}/v1/check/batch", content=b'{"cases": [', headers=JSON)
    assert broken_batch.status_code == 400 and "invalid JSON" in broken_batch.json()["error"]
    huge = httpx.post(f"{server.url}/v1/check", content=b"x" * 6_000_000, headers=JSON, timeout=60)
    assert huge.status_code == 413
    assert huge.json()["error"] == "request body is larger than 5 MB: check one reply at a time"
    flag = httpx.post(f"{server.url}/v1/check", params={"repair": "maybe"}, content=DEMO.read_bytes(), headers=JSON)
    assert flag.status_code == 422 and "repair" in flag.json()["error"]
    lost = httpx.get(f"{server.url}/v1/nothing")
    assert lost.status_code == 404 and "error" in lost.json()


def test_batch_keeps_order_and_puts_an_error_record_in_a_refused_cases_place(server):
    cases = [{"id": "a", "draft": "Thanks!"}, json.loads(DEMO.read_text()), {"draft": "Hello."}]
    response = httpx.post(f"{server.url}/v1/check/batch", json={"cases": cases, "repair": False}, timeout=120)
    assert response.status_code == 200
    assert [t["case_id"] for t in response.json()["traces"]] == ["a", "refund-queued", "case-3"]
    assert response.json()["errors"] == 0
    bad = httpx.post(f"{server.url}/v1/check/batch", json={"cases": [{"draft": "Hi."}, {"id": "e", "draft": ""}]},
                     timeout=120)
    assert bad.status_code == 200 and bad.json()["errors"] == 1
    trace, record = bad.json()["traces"]
    assert trace["schema"] == "halcheck.trace/1" and trace["case_id"] == "case-1"
    assert {k: record[k] for k in ("schema", "kind", "index", "case_id", "error")} == {
        "schema": "halcheck.batch-error/1", "kind": "refused", "index": 1, "case_id": "e",
        "error": "draft: is empty: paste the reply to check"}


def test_load_200_requests_from_8_clients_none_lost_or_failed(server):
    case = json.loads(DEMO.read_text())
    with httpx.Client(timeout=120) as client:
        def one(i):
            body = {**case, "id": f"load-{i}"}
            response = client.post(f"{server.url}/v1/check", params={"repair": "false"}, json=body)
            return response.status_code, response.json().get("case_id")

        with ThreadPoolExecutor(8) as pool:
            answers = list(pool.map(one, range(200)))
    assert [status for status, _ in answers] == [200] * 200
    assert [case_id for _, case_id in answers] == [f"load-{i}" for i in range(200)]


def test_bearer_token_guards_v1_but_not_healthz(guarded):
    assert httpx.get(f"{guarded.url}/healthz").status_code == 200
    refused = httpx.get(f"{guarded.url}/v1/models")
    assert refused.status_code == 401 and refused.headers["www-authenticate"] == "Bearer"
    assert "bearer token" in refused.json()["error"]
    wrong = httpx.post(f"{guarded.url}/v1/check", content=DEMO.read_bytes(), headers={"Authorization": "Bearer no", **JSON})
    assert wrong.status_code == 401
    ok = httpx.post(f"{guarded.url}/v1/check", params={"repair": "false"}, content=DEMO.read_bytes(),
                    headers={"Authorization": "Bearer s3cret", **JSON}, timeout=60)
    assert ok.status_code == 200 and ok.json()["decision"] == "block"


def test_batch_size_and_queue_are_bounded(guarded):
    auth = {"Authorization": "Bearer s3cret"}
    many = httpx.post(f"{guarded.url}/v1/check/batch", json={"cases": [{"draft": "Hi."}] * 3}, headers=auth)
    assert many.status_code == 413 and many.json()["error"].startswith("cases: 3 cases (limit 2)")
    # serve_max_queue = 1: with one check running and one waiting, a third request is refused, not queued.
    case = json.loads(DEMO.read_text())
    with httpx.Client(timeout=120, headers=auth) as client:
        def one(i):
            return client.post(f"{guarded.url}/v1/check", params={"repair": "false"}, json={**case, "id": str(i)})

        with ThreadPoolExecutor(8) as pool:
            answers = list(pool.map(one, range(8)))
    statuses = sorted(a.status_code for a in answers)
    assert set(statuses) <= {200, 429} and 429 in statuses and 200 in statuses
    busy = next(a for a in answers if a.status_code == 429)
    assert busy.json()["error"].startswith("server busy:")
    assert int(busy.headers["retry-after"]) >= 1  # when to come back, in whole seconds


def test_busy_port_is_exit_2(server, tmp_path):
    port = server.url.rsplit(":", 1)[1]
    result = subprocess.run([sys.executable, "-m", "halcheck_tui", "serve", "--port", port, "--no-generator"],
                            env={**os.environ, "HALCHECK_HOME": str(tmp_path)}, cwd=REPO,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    assert f"cannot listen on 127.0.0.1:{port}" in result.stderr and len(result.stderr.strip().splitlines()) == 1
