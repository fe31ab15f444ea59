"""Issue 20, a server you can leave on; issue 23, its OpenAPI document: the real `halcheck serve` on a free
loopback port, driven over real HTTP (httpx, and raw sockets for what httpx will not send)."""
from __future__ import annotations

import json
import socket
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
from test_serve_integration import DEMO, JSON, Server

pytestmark = [pytest.mark.integration, pytest.mark.slow]

CONFIG = """
serve_header_timeout_s = 1.5
serve_body_timeout_s = 1.5
serve_allowed_origins = ["https://support.example"]
serve_allowed_hosts = ["halcheck.internal:8765"]
[serve_tokens.acme]
token = "acme-token"
tenants = ["acme"]
[serve_tokens.ops]
token = "ops-token"
tenants = ["*"]
"""
ACME = {"Authorization": "Bearer acme-token", **JSON}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    srv = Server(tmp_path_factory.mktemp("serve-hardened"), CONFIG, "--no-generator")
    srv.port = int(srv.url.rsplit(":", 1)[1])
    yield srv
    srv.stop()


def is_json_error(response: httpx.Response) -> bool:
    body = response.json()
    return response.headers["content-type"].startswith("application/json") and \
        set(body) == {"error", "title", "fix"} and body["error"] == f"{body['title']}: {body['fix']}"


def raw(port: int, data: bytes, wait: float = 5.0) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=wait) as sock:
        sock.sendall(data)
        chunks = []
        try:
            while chunk := sock.recv(65536):
                chunks.append(chunk)
        except TimeoutError:
            pass
    return b"".join(chunks)


def json_body(answer: bytes) -> dict:
    head, _, body = answer.partition(b"\r\n\r\n")
    assert b"content-type: application/json" in head.lower(), head
    return json.loads(body)


def test_a_partial_header_gets_a_json_408_and_is_closed(server):
    started = time.monotonic()
    answer = raw(server.port, b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", wait=10)
    assert answer.startswith(b"HTTP/1.1 408"), answer
    assert "not received within 1.5 s" in json_body(answer)["error"]
    assert time.monotonic() - started < 8


def test_a_body_sent_too_slowly_gets_a_json_408(server):
    head = (f"POST /v1/check HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nAuthorization: Bearer ops-token\r\n"
            "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"draft\": ").encode()
    answer = raw(server.port, head, wait=10)
    assert answer.startswith(b"HTTP/1.1 408") and "body" in json_body(answer)["title"]


def test_a_malformed_request_gets_a_json_400(server):
    answer = raw(server.port, b"NOT HTTP AT ALL\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 400") and "malformed" in json_body(answer)["error"]


def test_content_type_must_be_json(server):
    answer = httpx.post(f"{server.url}/v1/check", content=DEMO.read_bytes(),
                        headers={"Authorization": "Bearer ops-token", "Content-Type": "text/plain"})
    assert answer.status_code == 415 and is_json_error(answer)
    missing = httpx.post(f"{server.url}/v1/check", content=DEMO.read_bytes(), headers={"Authorization": "Bearer ops-token"})
    assert missing.status_code == 415 and is_json_error(missing)


def test_host_must_be_the_bound_address_or_allowed(server):
    rebound = httpx.get(f"{server.url}/healthz", headers={"Host": "attacker.example"})
    assert rebound.status_code == 400 and is_json_error(rebound) and "Host" in rebound.json()["error"]
    for host in (f"127.0.0.1:{server.port}", f"localhost:{server.port}", "halcheck.internal:8765"):
        assert httpx.get(f"{server.url}/healthz", headers={"Host": host}).status_code == 200, host


def test_origin_is_refused_unless_allowed_and_no_cors_headers(server):
    page = httpx.post(f"{server.url}/v1/check", content=DEMO.read_bytes(),
                      headers={**ACME, "Origin": "http://evil.example"})
    assert page.status_code == 403 and is_json_error(page) and "Origin" in page.json()["error"]
    allowed = httpx.get(f"{server.url}/healthz", headers={"Origin": "https://support.example"})
    assert allowed.status_code == 200
    assert not [h for h in allowed.headers if h.lower().startswith("access-control-")]


def test_a_token_reads_only_its_tenants(server):
    case = json.loads(DEMO.read_text())
    other = httpx.post(f"{server.url}/v1/check?repair=false", json={**case, "tenant": "globex"}, headers=ACME, timeout=60)
    assert other.status_code == 403 and is_json_error(other) and "'globex'" in other.json()["error"]
    own = httpx.post(f"{server.url}/v1/check?repair=false", json={**case, "tenant": "acme"}, headers=ACME, timeout=60)
    assert own.status_code == 200
    batch = httpx.post(f"{server.url}/v1/check/batch", json={"cases": [{**case, "tenant": "acme"},
                                                                      {**case, "tenant": "globex"}]},
                       headers=ACME, timeout=60)
    assert batch.status_code == 403 and batch.json()["title"].startswith("cases[1].tenant")
    ops = httpx.post(f"{server.url}/v1/check?repair=false", json={**case, "tenant": "globex"},
                     headers={"Authorization": "Bearer ops-token"}, timeout=60)
    assert ops.status_code == 200
    nobody = httpx.post(f"{server.url}/v1/check", json=case)
    assert nobody.status_code == 401 and is_json_error(nobody)


@pytest.mark.parametrize("number", ["9" * 5000, "1" + "0" * 400])
def test_huge_integers_are_422_not_500(server, number):
    text = DEMO.read_text()
    body = text.replace('"amount": 118.84', f'"amount": {number}', 1)
    assert body != text
    single = httpx.post(f"{server.url}/v1/check", content=body.encode(), headers=ACME, timeout=60)
    assert single.status_code == 422 and is_json_error(single) and "digits" in single.json()["error"]
    batch = httpx.post(f"{server.url}/v1/check/batch", content=f'{{"cases": [{body}]}}'.encode(), headers=ACME,
                       timeout=60)
    if len(number) > 4300:  # past Python's int-str limit the body is no JSON at all: the request is refused
        assert batch.status_code == 422 and is_json_error(batch)
    else:  # JSON, but a case halcheck refuses: an error record in its place
        assert batch.status_code == 200 and batch.json()["errors"] == 1
        record = batch.json()["traces"][0]
        assert record["schema"] == "halcheck.batch-error/1" and "digits" in record["error"]


def test_openapi_document_and_docs_page_describe_every_route(server):
    document = httpx.get(f"{server.url}/openapi.json").json()
    assert document["openapi"].startswith("3.1")
    assert set(document["paths"]) == {"/v1/check", "/v1/check/batch", "/v1/models", "/healthz", "/openapi.json", "/"}
    for path, methods in document["paths"].items():
        for method in methods:
            answer = httpx.request(method.upper(), f"{server.url}{path}", headers={"Authorization": "Bearer ops-token"})
            assert answer.status_code != 404, path  # every described route exists (bad bodies are 415/422)
    page = httpx.get(f"{server.url}/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert "/v1/check/batch" in page.text and "<script" not in page.text and "http" not in page.text.split("<body>")[1].replace('href="/openapi.json"', "")


def test_a_large_case_holds_a_small_one_no_longer_than_the_deadline(tmp_path_factory):
    """serve_deadline_s = 1: a small check behind a large one is answered (200, or a JSON 429) within
    about the deadline, not after the large case."""
    from halcheck_tui.core.case import MAX_EVIDENCE_CHARS

    srv = Server(tmp_path_factory.mktemp("serve-deadline"), "serve_deadline_s = 1\n", "--no-generator")
    try:
        case = json.loads(DEMO.read_text())
        sentences, size, i = [], 0, 0
        while size < MAX_EVIDENCE_CHARS - 400:
            sentence = f"Item {i} ships from depot {i % 17} within {i % 9 + 2} business days of order {i * 7}."
            sentences.append(sentence)
            size += len(sentence) + 1
            i += 1
        large = {**case, "id": "large", "evidence": case["evidence"] + [{"id": "kb#long", "kind": "passage",
                                                                          "text": " ".join(sentences)}]}
        with ThreadPoolExecutor(2) as pool:
            big = pool.submit(httpx.post, f"{srv.url}/v1/check?repair=false", json=large, timeout=120)
            time.sleep(0.3)  # the large case has started
            started = time.monotonic()
            small = httpx.post(f"{srv.url}/v1/check?repair=false", json={"draft": "Thanks for your patience!"},
                               timeout=120)
            waited = time.monotonic() - started
            assert big.result().status_code == 200
        assert small.status_code in (200, 429) and waited < 4, (small.status_code, waited)
        if small.status_code == 429:
            assert is_json_error(small) and "could not start within 1 s" in small.json()["error"]
            assert int(small.headers["retry-after"]) >= 1
    finally:
        srv.stop()
