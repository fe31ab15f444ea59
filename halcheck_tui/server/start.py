"""`halcheck serve`'s start: bind the socket, build the checker once, warm it up, run uvicorn on the socket."""
from __future__ import annotations

import ipaddress
import socket
import sys

from ..errors import InputError, RuntimeMissing

WARMUP_CASE = {
    "id": "warm-up", "draft": "Your order A-1 has shipped.",
    "evidence": [{"id": "order#A-1", "kind": "record", "fields": {"order_id": "A-1", "status": "shipped"}},
                 {"id": "kb#1", "kind": "passage", "text": "Orders ship within two days."}],
}
"""Checked once before the port opens: loads every model, so a broken one fails at start (exit 3) and the
first real request is not the one that pays the loading time."""


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _bind(host: str, port: int) -> socket.socket:
    if not 0 <= port <= 65535:
        raise InputError(f"--port {port}: not a TCP port", "give a number from 1 to 65535 (0 picks a free one)")
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as exc:
        raise InputError(f"--host {host}: cannot resolve ({exc.strerror})", "give an IP address such as 127.0.0.1") from None
    family, _, _, _, address = infos[0]
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    # Accepted connections inherit TCP_NODELAY. Without it a kept-alive connection's response, written as
    # headers then body, waits for the client's delayed ACK: about 45 ms per request, measured here.
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    try:
        sock.bind(address)
    except OSError as exc:
        sock.close()
        raise InputError(f"cannot listen on {host}:{port} ({exc.strerror})",
                         "choose another --port, or stop what is using it") from None
    sock.listen(128)
    return sock


def serve_limits(settings, host: str, port: int):
    # deferred: the app imports starlette (an optional install) and costs 0.26 s, measured 2026-12-02
    from .app import Limits, allowed_hosts

    return Limits(max_queue=settings.serve_max_queue, max_batch_cases=settings.serve_max_batch_cases,
                  token=settings.serve_token,
                  tenant_tokens={entry.token: entry.tenants for entry in settings.serve_tokens.values()},
                  deadline_s=settings.serve_deadline_s, max_wait_s=settings.serve_max_wait_s,
                  allowed_hosts=allowed_hosts(host, port, settings.serve_allowed_hosts),
                  allowed_origins=settings.serve_allowed_origins)


def serve(host: str, port: int, model: str | None, no_generator: bool) -> int:
    """Run the service until SIGTERM or Ctrl-C; bad options are an InputError (exit 2), a missing model
    RuntimeMissing (exit 3), both before the port opens."""
    try:
        # deferred: uvicorn (0.3 s, measured 2026-12-02) may be missing; the error says what to install
        import uvicorn
    except ImportError:
        raise RuntimeMissing("the HTTP service needs uvicorn and starlette", "run scripts/setup.sh") from None
    # deferred: after the check above (the app imports starlette); 0.3-0.4 s, measured 2026-12-02
    from ..api import CaseChecker
    from ..config import load_settings
    from .app import create_app
    from .protocol import guarded_protocol

    settings = load_settings()  # every value type-checked here, before the port opens (exit 2)
    sock = _bind(host, port)  # before the models load, so a busy port fails at once
    try:
        checker = CaseChecker(settings, model=model, generator=not no_generator, front_end="serve")
        if not no_generator and checker.models["generator"] is None:
            # Told to serve the generator and it is not there (missing, crashed in its test process, or
            # scoring nonsense): a server that answered every default check with 500 would be worse.
            why = next((note for note in checker.notes if "level 1" in note), "the generator did not load")
            raise RuntimeMissing(f"the generator cannot be served ({why})",
                                 "fix the generator as the line says, or start with --no-generator")
        checker.warm_up(WARMUP_CASE)
        for note in checker.notes:
            print(f"halcheck serve: {note}", file=sys.stderr)
        bound_host, bound_port = sock.getsockname()[:2]
        limits = serve_limits(settings, host, bound_port)
        if not (settings.serve_token or settings.serve_tokens) and not _is_loopback(host):
            print(f"halcheck serve: warning: {host} is not loopback and no serve_token is set, so anyone "
                  "who reaches this port can run checks; set serve_token in config.toml", file=sys.stderr)
        if limits.allowed_hosts is None:
            print(f"halcheck serve: warning: bound to every address ({host}) with no serve_allowed_hosts, so "
                  "the Host header is not checked; list the names clients use in serve_allowed_hosts", file=sys.stderr)
        shown = f"[{bound_host}]" if ":" in bound_host else bound_host
        print(f"halcheck serve: listening on http://{shown}:{bound_port}", file=sys.stderr, flush=True)
        protocol = guarded_protocol(settings.serve_header_timeout_s, settings.serve_body_timeout_s,
                                    settings.serve_max_connections)
        # timeout_graceful_shutdown: on SIGTERM, requests still open after this are dropped, so a slow or
        # hostile client cannot keep the server from stopping.
        config = uvicorn.Config(create_app(checker, limits), http=protocol, log_level="warning", access_log=False,
                                timeout_keep_alive=5, timeout_graceful_shutdown=5)
        uvicorn.Server(config).run(sockets=[sock])
    finally:
        sock.close()
    return 0
