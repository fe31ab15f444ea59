"""Issue 20: a bounded load test of the real server on loopback. 100 connections that send only part of a
header, plus 50 concurrent checks: /healthz answers within 1 s throughout, every refusal is the JSON error,
the slow connections are closed by the header deadline, and the server stops by itself on SIGTERM even with
clients still connected. Bounded: the whole test takes well under 60 s on 2 cores.
"""
from __future__ import annotations

import json
import socket
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
from test_serve_integration import DEMO, Server

pytestmark = [pytest.mark.integration, pytest.mark.slow]

CONFIG = "serve_header_timeout_s = 4\nserve_deadline_s = 30\nserve_max_queue = 20\nserve_max_wait_s = 60\nevent_log = false\n"


def test_100_partial_headers_and_50_checks_keep_healthz_up(tmp_path):
    srv = Server(tmp_path / "home", CONFIG, "--no-generator")
    port = int(srv.url.rsplit(":", 1)[1])
    started = time.monotonic()
    try:
        slow = []
        for _ in range(100):
            sock = socket.create_connection(("127.0.0.1", port), timeout=15)
            sock.sendall(b"POST /v1/check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-")
            slow.append(sock)

        health_times, health_codes, stop = [], [], threading.Event()

        def watch_health():
            with httpx.Client(timeout=1.0) as client:
                while not stop.is_set():
                    began = time.monotonic()
                    try:
                        health_codes.append(client.get(f"{srv.url}/healthz").status_code)
                    except httpx.HTTPError as exc:  # a timeout past 1 s is a failure, recorded as such
                        health_codes.append(type(exc).__name__)
                    health_times.append(time.monotonic() - began)
                    time.sleep(0.1)

        watcher = threading.Thread(target=watch_health)
        watcher.start()
        case = json.loads(DEMO.read_text())
        # One client for the 50 (a client per request would build 50 TLS contexts in this process, and
        # the CPU that costs on 2 cores would slow the watcher, not the server).
        with httpx.Client(timeout=45, limits=httpx.Limits(max_connections=50)) as client, ThreadPoolExecutor(50) as pool:
            answers = list(pool.map(lambda i: client.post(f"{srv.url}/v1/check?repair=false", json={**case, "id": f"l{i}"}),
                                    range(50)))
        # The slow connections: each got a JSON 408 and was closed by the header deadline.
        closed = 0
        for sock in slow:
            data = b""
            try:
                while chunk := sock.recv(65536):
                    data += chunk
            except TimeoutError:
                pass
            sock.close()
            if data.startswith(b"HTTP/1.1 408") and b'"error"' in data:
                closed += 1
        stop.set()
        watcher.join()
    finally:
        stop_started = time.monotonic()
        srv.proc.terminate()
        exit_code = srv.proc.wait(timeout=30)  # stops by itself: no client can hold it open
        stopped_in = time.monotonic() - stop_started
    assert closed == 100
    assert health_codes and set(health_codes) == {200}, health_codes
    assert max(health_times) < 1.0
    codes = [a.status_code for a in answers]
    assert set(codes) <= {200, 429} and codes.count(200) >= 20, codes
    for answer in answers:
        if answer.status_code != 200:
            body = answer.json()
            assert answer.headers["content-type"].startswith("application/json") and set(body) == {"error", "title", "fix"}
    # uvicorn shuts down gracefully on SIGTERM, then re-raises the signal: -15 is that clean stop.
    assert exit_code in (0, -15) and stopped_in < 15
    assert "Traceback" not in srv.proc.stderr.read()
    assert time.monotonic() - started < 60
